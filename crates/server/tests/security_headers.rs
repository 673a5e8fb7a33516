//! The security headers on every kind of response (the SPA, a static file, API answers, errors
//! from the layers outside the handlers), HSTS only behind HTTPS, and no CORS for other origins.

// Not every helper of `common` is used here.
#[allow(dead_code)]
mod common;

use common::{spawn_app, test_config, ASSET_PATH, TEST_BODY_LIMIT};
use reqwest::{header, Method, StatusCode};
use server::security::{CONTENT_SECURITY_POLICY, SELF_CONTAINED_POLICY, STRICT_TRANSPORT_SECURITY};

/// One request per kind of response the server gives.
const RESPONSES: &[(&str, &str, StatusCode)] = &[
    ("GET", "/", StatusCode::OK),
    ("GET", "/show/Dark", StatusCode::OK),
    ("GET", ASSET_PATH, StatusCode::OK),
    ("GET", "/assets/missing-123.js", StatusCode::NOT_FOUND),
    ("GET", "/api/health", StatusCode::OK),
    ("GET", "/api/nope", StatusCode::NOT_FOUND),
    ("DELETE", "/api/health", StatusCode::METHOD_NOT_ALLOWED),
    ("POST", "/api/rum", StatusCode::UNSUPPORTED_MEDIA_TYPE),
    ("GET", "/auth/v1/user", StatusCode::UNAUTHORIZED),
    ("GET", "/metrics", StatusCode::OK),
];

fn header_of(response: &reqwest::Response, name: header::HeaderName) -> Option<&str> {
    response.headers().get(name).and_then(|v| v.to_str().ok())
}

#[tokio::test]
async fn every_kind_of_response_carries_the_headers_and_no_hsts_over_http() {
    let app = spawn_app().await;
    for &(method, path, status) in RESPONSES {
        let method = Method::from_bytes(method.as_bytes()).expect("method");
        let response = app
            .client
            .request(method.clone(), app.url(path))
            .send()
            .await
            .expect("request");
        let what = format!("{method} {path}");
        assert_eq!(response.status(), status, "{what}");
        assert_eq!(
            header_of(&response, header::CONTENT_SECURITY_POLICY),
            Some(CONTENT_SECURITY_POLICY),
            "{what}"
        );
        assert_eq!(
            header_of(&response, header::X_CONTENT_TYPE_OPTIONS),
            Some("nosniff"),
            "{what}"
        );
        assert_eq!(
            header_of(&response, header::X_FRAME_OPTIONS),
            Some("DENY"),
            "{what}"
        );
        assert_eq!(
            header_of(&response, header::REFERRER_POLICY),
            Some("strict-origin-when-cross-origin"),
            "{what}"
        );
        // The default public URL is http://: HSTS there would pin localhost to HTTPS.
        assert_eq!(
            header_of(&response, header::STRICT_TRANSPORT_SECURITY),
            None,
            "{what}"
        );
    }
}

#[tokio::test]
async fn a_413_from_the_body_limit_carries_the_headers_too() {
    let app = spawn_app().await;
    let response = app
        .client
        .post(app.url("/api/rum"))
        .header(header::CONTENT_TYPE, "application/json")
        .body(vec![b' '; TEST_BODY_LIMIT + 1])
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(
        header_of(&response, header::CONTENT_SECURITY_POLICY),
        Some(CONTENT_SECURITY_POLICY)
    );
}

#[tokio::test]
async fn the_not_built_page_keeps_its_own_policy() {
    let app = common::spawn_app_with(false).await;
    let response = app.client.get(app.url("/")).send().await.expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        header_of(&response, header::CONTENT_SECURITY_POLICY),
        Some(SELF_CONTAINED_POLICY)
    );
    assert_eq!(header_of(&response, header::X_FRAME_OPTIONS), Some("DENY"));
}

#[tokio::test]
async fn hsts_is_sent_when_the_public_url_is_https() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut config = test_config(&dir);
    config.http.public_url = "https://bingeable.example".to_string();
    let server = server::app::spawn(config).await.expect("server starts");
    let client = reqwest::Client::new();
    for path in ["/", "/api/health", "/api/nope"] {
        let response = client.get(server.url(path)).send().await.expect("request");
        assert_eq!(
            header_of(&response, header::STRICT_TRANSPORT_SECURITY),
            Some(STRICT_TRANSPORT_SECURITY),
            "{path}"
        );
    }
}

/// Same-origin only: a preflight from another site gets no `Access-Control-Allow-*`, so the
/// browser refuses to send the real request, and a simple cross-origin GET gets no
/// `Access-Control-Allow-Origin`, so the browser hides the answer from the other site's script.
#[tokio::test]
async fn other_origins_get_no_cors_permission() {
    let app = spawn_app().await;
    let preflight = app
        .client
        .request(Method::OPTIONS, app.url("/api/tv-recommendations"))
        .header(header::ORIGIN, "https://evil.example")
        .header(header::ACCESS_CONTROL_REQUEST_METHOD, "POST")
        .header(
            header::ACCESS_CONTROL_REQUEST_HEADERS,
            "content-type, authorization",
        )
        .send()
        .await
        .expect("preflight");
    assert!(!preflight.status().is_success(), "{}", preflight.status());
    let simple = app
        .client
        .get(app.url("/auth/v1/settings"))
        .header(header::ORIGIN, "https://evil.example")
        .send()
        .await
        .expect("request");
    assert_eq!(simple.status(), StatusCode::OK);
    for response in [&preflight, &simple] {
        for name in [
            header::ACCESS_CONTROL_ALLOW_ORIGIN,
            header::ACCESS_CONTROL_ALLOW_CREDENTIALS,
            header::ACCESS_CONTROL_ALLOW_METHODS,
            header::ACCESS_CONTROL_ALLOW_HEADERS,
        ] {
            assert_eq!(header_of(response, name.clone()), None, "{name}");
        }
    }
}
