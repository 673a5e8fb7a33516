//! The real server over HTTP: health, SPA serving, and every bad-input path answering clear JSON.

mod common;

use common::{spawn_app, spawn_app_with, ASSET_JS, ASSET_PATH, INDEX_HTML, TEST_BODY_LIMIT};
use reqwest::{header, StatusCode};
use serde_json::{json, Value};

async fn json_body(response: reqwest::Response) -> Value {
    let text = response.text().await.expect("read body");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

async fn post_rum(
    app: &common::TestApp,
    content_type: &str,
    body: impl Into<reqwest::Body>,
) -> reqwest::Response {
    app.client
        .post(app.url("/api/rum"))
        .header(header::CONTENT_TYPE, content_type)
        .body(body)
        .send()
        .await
        .expect("request")
}

#[tokio::test]
async fn health_reports_status_catalog_and_database() {
    let app = spawn_app().await;
    let response = app
        .client
        .get(app.url("/api/health"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    let body = json_body(response).await;
    assert_eq!(body["status"], "ok");
    assert_eq!(body["database"], "sqlite");
    assert_eq!(body["version"], env!("CARGO_PKG_VERSION"));
    // No catalog artifact in the temp dir: the server starts with an empty catalog.
    assert_eq!(
        body["catalog"],
        json!({ "titles": 0, "movies": 0, "shows": 0 })
    );
    app.server.stop().await.expect("graceful stop");
}

#[tokio::test]
async fn sqlite_file_and_parent_dir_are_created_on_start() {
    let app = spawn_app().await;
    assert!(app.dir.path().join("db/bingeable.db").is_file());
}

#[tokio::test]
async fn unknown_api_path_is_json_404() {
    let app = spawn_app().await;
    for path in ["/api/nope", "/api/users/42/whatever", "/api"] {
        let response = app.client.get(app.url(path)).send().await.expect("request");
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        assert_eq!(
            json_body(response).await,
            json!({ "error": format!("Not found: {path}") })
        );
    }
    let response = app
        .client
        .post(app.url("/api/nope"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn wrong_method_on_api_path_is_json_405() {
    let app = spawn_app().await;
    let response = app
        .client
        .delete(app.url("/api/health"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(
        json_body(response).await,
        json!({ "error": "Method DELETE is not allowed on /api/health" })
    );
    let response = app
        .client
        .get(app.url("/api/rum"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(
        json_body(response).await["error"],
        "Method GET is not allowed on /api/rum"
    );
}

#[tokio::test]
async fn unknown_pages_get_the_spa_shell_uncached() {
    let app = spawn_app().await;
    for path in [
        "/",
        "/some/unknown/page",
        "/show/Breaking%20Bad",
        "/profile",
    ] {
        let response = app.client.get(app.url(path)).send().await.expect("request");
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(
            response.headers()[header::CACHE_CONTROL],
            "no-cache",
            "{path}"
        );
        assert!(response.headers()[header::CONTENT_TYPE]
            .to_str()
            .unwrap_or("")
            .starts_with("text/html"));
        assert_eq!(response.text().await.expect("body"), INDEX_HTML, "{path}");
    }
}

#[tokio::test]
async fn hashed_assets_are_cached_long_and_missing_ones_are_404() {
    let app = spawn_app().await;
    let response = app
        .client
        .get(app.url(ASSET_PATH))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()[header::CACHE_CONTROL],
        "public, max-age=31536000, immutable"
    );
    assert_eq!(response.text().await.expect("body"), ASSET_JS);

    let response = app
        .client
        .get(app.url("/assets/gone-999.js"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn non_get_on_a_page_is_405_not_the_spa() {
    let app = spawn_app().await;
    let response = app
        .client
        .post(app.url("/some/page"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(
        json_body(response).await["error"],
        "Method POST is not allowed on /some/page"
    );
}

#[tokio::test]
async fn missing_spa_build_gets_an_explanation_page() {
    let app = spawn_app_with(false).await;
    let response = app
        .client
        .get(app.url("/some/page"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    let text = response.text().await.expect("body");
    assert!(
        text.contains("not built yet") && text.contains("make run"),
        "{text}"
    );
    // The API keeps working without the SPA.
    let response = app
        .client
        .get(app.url("/api/health"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
}

#[tokio::test]
async fn security_headers_and_gzip() {
    let app = spawn_app().await;
    let response = app
        .client
        .get(app.url("/"))
        .header(header::ACCEPT_ENCODING, "gzip")
        .send()
        .await
        .expect("request");
    let headers = response.headers();
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(headers["x-frame-options"], "DENY");
    assert_eq!(
        headers["referrer-policy"],
        "strict-origin-when-cross-origin"
    );
    assert_eq!(headers[header::CONTENT_ENCODING], "gzip");
    let api = app
        .client
        .get(app.url("/api/nope"))
        .send()
        .await
        .expect("request");
    assert_eq!(api.headers()["x-content-type-options"], "nosniff");
}

#[tokio::test]
async fn rum_accepts_events_and_counts_them() {
    let app = spawn_app().await;
    // The checks of each event are tested in monitoring_api.rs.
    let event = json!({
        "timestamp": "2026-11-23T11:52:00.000Z", "session_id": "s", "page_url": "/",
        "type": "page_view", "data": {}
    });
    let events = json!({ "events": [event, event] });
    let response = post_rum(&app, "application/json", events.to_string()).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(json_body(response).await, json!({ "received": 2 }));

    // navigator.sendBeacon with a string body sends text/plain.
    let response = post_rum(&app, "text/plain;charset=UTF-8", r#"{"events":[]}"#).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(json_body(response).await, json!({ "received": 0 }));
}

#[tokio::test]
async fn rum_rejects_more_than_100_events() {
    let app = spawn_app_with(true).await;
    // 101 tiny objects fit under the 2 KiB test limit.
    let events: Vec<Value> = (0..101).map(|_| json!({})).collect();
    let body = json!({ "events": events }).to_string();
    assert!(body.len() < TEST_BODY_LIMIT);
    let response = post_rum(&app, "application/json", body).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        json_body(response).await["error"],
        "Too many events: 101 (at most 100 per request)"
    );
}

#[tokio::test]
async fn broken_json_is_400_with_position() {
    let app = spawn_app().await;
    let response = post_rum(&app, "application/json", r#"{"events": [{},"#).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        json_body(response).await["error"],
        "Malformed JSON at line 1, column 15: EOF while parsing a value"
    );
}

#[tokio::test]
async fn wrong_json_types_are_400_naming_the_field() {
    let app = spawn_app().await;
    let response = post_rum(&app, "application/json", r#"{"events": "lots"}"#).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        json_body(response).await["error"],
        "Invalid value for 'events': invalid type: string \"lots\", expected an array"
    );
    let response = post_rum(&app, "application/json", r#"{"events": [{}, 7]}"#).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        json_body(response).await["error"],
        "Invalid value for 'events[1]': invalid type: integer `7`, expected a JSON object"
    );
    let response = post_rum(&app, "application/json", "{}").await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        json_body(response).await["error"],
        "Invalid request body: missing field `events`"
    );
}

#[tokio::test]
async fn empty_body_is_400() {
    let app = spawn_app().await;
    let response = post_rum(&app, "application/json", "").await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        json_body(response).await["error"],
        "Request body is empty: expected a JSON document"
    );
}

#[tokio::test]
async fn oversized_body_is_json_413() {
    let app = spawn_app().await;
    let padding = "x".repeat(TEST_BODY_LIMIT);
    let body = json!({ "events": [{ "padding": padding }] }).to_string();
    let response = post_rum(&app, "application/json", body).await;
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(
        json_body(response).await,
        json!({ "error": format!("Request body is too large (limit {TEST_BODY_LIMIT} bytes)") })
    );
}

#[tokio::test]
async fn oversized_chunked_body_without_length_is_json_413() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = spawn_app().await;
    // Raw HTTP so there is no Content-Length: the limit must hold while streaming too.
    let chunk = "x".repeat(TEST_BODY_LIMIT * 2);
    let request = format!(
        "POST /api/rum HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n\
         Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n{:x}\r\n{chunk}\r\n0\r\n\r\n",
        chunk.len()
    );
    let mut stream = tokio::net::TcpStream::connect(app.server.addr)
        .await
        .expect("connect");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut raw = Vec::new();
    // The server may answer before reading everything; a reset after the answer is fine.
    let _ = stream.read_to_end(&mut raw).await;
    let text = String::from_utf8_lossy(&raw);
    assert!(text.starts_with("HTTP/1.1 413"), "{text}");
    assert!(
        text.contains(&format!(
            "Request body is too large (limit {TEST_BODY_LIMIT} bytes)"
        )),
        "{text}"
    );
}

#[tokio::test]
async fn non_json_content_type_is_415() {
    let app = spawn_app().await;
    let response = post_rum(&app, "application/x-www-form-urlencoded", "events=1").await;
    assert_eq!(response.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(
        json_body(response).await["error"],
        "Expected a JSON body with the header 'Content-Type: application/json'"
    );
    let response = app
        .client
        .post(app.url("/api/rum"))
        .body(r#"{"events":[]}"#)
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
}

#[tokio::test]
async fn graceful_stop_releases_the_port() {
    let app = spawn_app().await;
    let addr = app.server.addr;
    app.server.stop().await.expect("graceful stop");
    assert!(
        tokio::net::TcpStream::connect(addr).await.is_err(),
        "still accepting after stop"
    );
}
