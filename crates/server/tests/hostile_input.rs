//! Hostile input on every endpoint, on SQLite and on PostgreSQL: wrong types, huge and deeply
//! nested JSON, invalid UTF-8, broken JSON, the wrong content type, SQL and `<script>` payloads,
//! path traversal, CR/LF header injection, lists over their caps. Always a clean 4xx with a JSON
//! message a person can read, never a 5xx, and nothing stored (counted in the database after).

#[allow(dead_code)]
#[path = "common/catalog_app.rs"]
mod catalog_app;
#[path = "common/maildev.rs"]
mod maildev;
#[macro_use]
#[path = "common/member_app.rs"]
mod member_app;
#[path = "common/pg.rs"]
mod pg;

use reqwest::{header, Method, StatusCode};
use serde_json::{json, Value};

use member_app::{spawn_app_configured, App, Backend, Session};

/// A JSON-body endpoint: a body it accepts, and the fields a mistyped value must be named for.
struct Endpoint {
    method: &'static str,
    path: &'static str,
    /// Sent with a member's token (the body is read only after the token is accepted).
    member: bool,
    valid: &'static str,
    fields: &'static [&'static str],
}

const fn endpoint(
    method: &'static str,
    path: &'static str,
    member: bool,
    valid: &'static str,
    fields: &'static [&'static str],
) -> Endpoint {
    Endpoint {
        method,
        path,
        member,
        valid,
        fields,
    }
}

/// Every route that reads a JSON body (docs/API.md). The raw-body routes (import, the Stripe
/// webhook, Apple's form-post callback) have their own cases below.
#[rustfmt::skip]
const JSON_ENDPOINTS: &[Endpoint] = &[
    endpoint("POST", "/api/tv-recommendations", false, r#"{"tvShows": "Breaking Bad"}"#, &["tvShows", "movies", "excludedShows", "excludeFavorites", "platforms", "limit"]),
    endpoint("POST", "/api/movie-recommendations", false, r#"{"movies": "Breaking Bad"}"#, &["tvShows", "movies", "excludedShows", "maturityRating"]),
    endpoint("POST", "/api/recommendations", false, r#"{"shows": "Breaking Bad"}"#, &["shows", "excludedShows", "excludeFavorites"]),
    endpoint("POST", "/api/more-recommendations", false, r#"{"shows": "Breaking Bad"}"#, &["shows", "excludedShows"]),
    endpoint("POST", "/api/couple-recommendations", false, r#"{"person1Shows": "Breaking Bad", "person2Shows": "Breaking Bad", "recommendationType": "tv"}"#, &["person1Shows", "person2Shows", "recommendationType"]),
    endpoint("POST", "/api/more-couple-recommendations", false, r#"{"person1Shows": "Breaking Bad", "person2Shows": "Breaking Bad"}"#, &["person1Shows", "person2Shows", "excludedShows"]),
    endpoint("POST", "/api/mood-recommendations", false, r#"{"mood": "happy"}"#, &["mood", "type", "excludedShows"]),
    endpoint("POST", "/api/rum", false, r#"{"events": []}"#, &["events"]),
    endpoint("POST", "/api/contact", false, r#"{"name": "Ada", "email": "ada@example.com", "message": "Hello there, friends."}"#, &["name", "email", "message"]),
    endpoint("POST", "/auth/v1/signup", false, r#"{"email": "x@example.com", "password": "secret1"}"#, &["email", "password"]),
    endpoint("POST", "/auth/v1/verify", false, r#"{"token_hash": "00", "type": "email"}"#, &["token_hash"]),
    endpoint("POST", "/auth/v1/resend", false, r#"{"type": "signup", "email": "x@example.com"}"#, &["email"]),
    endpoint("POST", "/auth/v1/token?grant_type=password", false, r#"{"email": "x@example.com", "password": "secret1"}"#, &["email", "password"]),
    endpoint("POST", "/api/user", true, r#"{"username": "renamed"}"#, &["username", "favorite_shows", "favorite_genres"]),
    endpoint("PUT", "/api/users/{me}/favorites/shows", true, r#"{"shows": []}"#, &["shows"]),
    endpoint("PUT", "/api/users/{me}/favorites/genres", true, r#"{"genres": []}"#, &["genres"]),
    endpoint("POST", "/api/favorites", true, r#"{"show_name": "Breaking Bad", "content_type": "tv"}"#, &["show_name", "content_type", "user_id"]),
    endpoint("POST", "/api/watch-later", true, r#"{"show_name": "Breaking Bad", "content_type": "tv"}"#, &["show_name", "watched"]),
    endpoint("POST", "/api/dislikes", true, r#"{"show_name": "Breaking Bad", "content_type": "tv"}"#, &["show_name"]),
    endpoint("POST", "/api/enhance-and-add-favorite", true, r#"{"showName": "Breaking Bad", "contentType": "tv"}"#, &["showName", "contentType"]),
    endpoint("POST", "/api/create-subscription", true, r#"{"tier": "premium"}"#, &["tier", "userId"]),
    endpoint("POST", "/api/test-premium", true, r#"{"tier": "premium"}"#, &["tier", "userId"]),
    endpoint("POST", "/api/test-checkout/complete", true, r#"{"session": "cs_test_x", "tier": "premium"}"#, &["session", "tier"]),
    endpoint("PUT", "/api/weekly-picks", true, r#"{"enabled": false}"#, &["enabled"]),
];

/// A value of the wrong type for every field above: no field takes an object with a number in it
/// (`show_data`, which takes any JSON, is not listed).
const WRONG_TYPE: &str = r#"{"$gt": 1}"#;

/// Bodies no JSON endpoint may accept, whatever it expects. The payloads that hide inside a value
/// go into `field`, one the endpoint reads: in a field it ignores they would be harmless.
fn bad_bodies(limit: usize, field: &str) -> Vec<(&'static str, Vec<u8>)> {
    let deep = format!("{}1{}", "[".repeat(5_000), "]".repeat(5_000));
    let deep_object = format!(
        r#"{{"{field}": {}1{}}}"#,
        r#"{"a":"#.repeat(5_000),
        "}".repeat(5_000)
    );
    let mut not_utf8 = format!(r#"{{"{field}": "ab"#).into_bytes();
    not_utf8.extend(b"\xff\xfe\"}");
    vec![
        ("a number", b"42".to_vec()),
        ("a string", br#""Breaking Bad""#.to_vec()),
        ("an array", b"[1, 2, 3]".to_vec()),
        ("null", b"null".to_vec()),
        ("broken JSON", br#"{"tvShows": "#.to_vec()),
        ("trailing garbage", br#"{} {}"#.to_vec()),
        ("single quotes", b"{'a': 1}".to_vec()),
        ("invalid UTF-8", not_utf8),
        (
            "invalid UTF-8 in an ignored field",
            b"{\"zzz\": \"\xff\"}".to_vec(),
        ),
        (
            "a lone surrogate",
            format!(r#"{{"{field}": "\udc00"}}"#).into_bytes(),
        ),
        ("deeply nested arrays", deep.into_bytes()),
        ("deeply nested objects", deep_object.into_bytes()),
        ("empty", Vec::new()),
        ("over the body limit", vec![b' '; limit + 1]),
    ]
}

/// Exactly what the client sees: the status and the JSON body (or the text when not JSON).
async fn send(
    app: &App,
    method: &str,
    path: &str,
    token: Option<&str>,
    content_type: Option<&str>,
    body: Vec<u8>,
) -> (StatusCode, Result<Value, String>) {
    let method = Method::from_bytes(method.as_bytes()).expect("method");
    let mut request = app.client.request(method, app.url(path)).body(body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(content_type) = content_type {
        request = request.header(header::CONTENT_TYPE, content_type);
    }
    let response = request.send().await.expect("request");
    let status = response.status();
    let text = response.text().await.expect("body");
    (status, serde_json::from_str(&text).map_err(|_| text))
}

/// A clean refusal: a 4xx (not an auth failure: the token was good) with a readable message.
fn refused(what: &str, status: StatusCode, body: &Result<Value, String>) -> Option<String> {
    let message = error_message(body);
    // Words for people: no Rust type names from serde ("expected struct CrossMediaBody").
    let clean = status.is_client_error()
        && status != StatusCode::UNAUTHORIZED
        && message.len() >= 5
        && !message.contains("struct ")
        && !message.contains("Internal");
    (!clean).then(|| format!("{what}: {status} {body:?}"))
}

async fn spawn(backend: Backend) -> (App, Session) {
    let app = spawn_app_configured(
        backend,
        false,
        Some(catalog_app::test_catalog_path()),
        |config| {
            config.auth.attempts_per_ip = 10_000;
            config.auth.attempts_per_account = 10_000;
            config.contact.messages_per_hour = 10_000;
        },
    )
    .await;
    let me = app.signed_in("member@example.com").await;
    (app, me)
}

/// Rows in the tables a request could write to, after the member was created.
async fn stored(app: &App) -> Vec<(&'static str, String)> {
    let mut counts = Vec::new();
    for (table, sql) in [
        ("users", "SELECT CAST(COUNT(*) AS TEXT) FROM users"),
        (
            "saved_items",
            "SELECT CAST(COUNT(*) AS TEXT) FROM saved_items",
        ),
        (
            "subscriptions",
            "SELECT CAST(COUNT(*) AS TEXT) FROM subscriptions",
        ),
        (
            "contact_messages",
            "SELECT CAST(COUNT(*) AS TEXT) FROM contact_messages",
        ),
        (
            "rum_events",
            "SELECT CAST(COUNT(*) AS TEXT) FROM rum_events",
        ),
        (
            "identities",
            "SELECT CAST(COUNT(*) AS TEXT) FROM identities",
        ),
        (
            "weekly_picks",
            "SELECT CAST(COUNT(*) AS TEXT) FROM weekly_picks",
        ),
    ] {
        counts.push((table, app.db.strings(sql).await.concat()));
    }
    counts
}

/// The end of every case table: no problem listed, and the database as it was before.
async fn all_clean(app: &App, before: &[(&'static str, String)], wrong: &[String]) {
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
    assert_eq!(
        stored(app).await,
        before,
        "a refused request stored something"
    );
}

async fn bad_bodies_on_every_json_endpoint(backend: Backend) {
    let (app, me) = spawn(backend).await;
    let before = stored(&app).await;
    let mut wrong = Vec::new();
    for endpoint in JSON_ENDPOINTS {
        let path = endpoint.path.replace("{me}", &me.user_id);
        let token = endpoint.member.then_some(me.access.as_str());
        for (name, body) in bad_bodies(1_048_576, endpoint.fields[0]) {
            let (status, answer) = send(
                &app,
                endpoint.method,
                &path,
                token,
                Some("application/json"),
                body,
            )
            .await;
            wrong.extend(refused(
                &format!("{} {path} {name}", endpoint.method),
                status,
                &answer,
            ));
        }
        // The wrong content type, with a body that is otherwise fine. (Only /api/rum takes
        // text/plain, from sendBeacon.)
        let content_type = if endpoint.path == "/api/rum" {
            "application/x-www-form-urlencoded"
        } else {
            "text/plain"
        };
        let (status, answer) = send(
            &app,
            endpoint.method,
            &path,
            token,
            Some(content_type),
            endpoint.valid.as_bytes().to_vec(),
        )
        .await;
        if status != StatusCode::UNSUPPORTED_MEDIA_TYPE {
            wrong.push(format!(
                "{} {path} as {content_type}: {status}",
                endpoint.method
            ));
        }
        wrong.extend(refused(
            &format!("{} {path} {content_type}", endpoint.method),
            status,
            &answer,
        ));
        // Each field mistyped: a 400 that names it.
        for field in endpoint.fields {
            let mut body: Value = serde_json::from_str(endpoint.valid).expect("valid body");
            body[*field] = serde_json::from_str(WRONG_TYPE).expect("wrong value");
            let (status, answer) = send(
                &app,
                endpoint.method,
                &path,
                token,
                Some("application/json"),
                body.to_string().into_bytes(),
            )
            .await;
            let what = format!("{} {path} mistyped {field}", endpoint.method);
            wrong.extend(refused(&what, status, &answer));
            let message = error_message(&answer);
            if !message.contains(field) {
                wrong.push(format!(
                    "{what}: the message does not name the field: {message}"
                ));
            }
        }
    }
    // A megabyte of nesting where nothing reads it is skipped without recursion: no crash.
    let deep_ignored = format!(r#"{{"zzz": {}}}"#, "[".repeat(1_000_000 - 20));
    let (status, answer) = send(
        &app,
        "POST",
        "/api/tv-recommendations",
        None,
        Some("application/json"),
        deep_ignored.into_bytes(),
    )
    .await;
    wrong.extend(refused("a megabyte of nesting", status, &answer));
    all_clean(&app, &before, &wrong).await;
}

/// One request of a case table: `{me}` in the path is the member's id, `member` sends their token.
struct Call {
    method: &'static str,
    path: &'static str,
    member: bool,
    body: Value,
}

fn call(method: &'static str, path: &'static str, member: bool, body: Value) -> Call {
    Call {
        method,
        path,
        member,
        body,
    }
}

impl Call {
    async fn send(&self, app: &App, me: &Session) -> (StatusCode, Result<Value, String>) {
        let path = self.path.replace("{me}", &me.user_id);
        let token = self.member.then_some(me.access.as_str());
        let body = self.body.to_string().into_bytes();
        send(
            app,
            self.method,
            &path,
            token,
            Some("application/json"),
            body,
        )
        .await
    }

    fn describe(&self) -> String {
        let body: String = self.body.to_string().chars().take(80).collect();
        format!("{} {} {body}", self.method, self.path)
    }
}

fn error_message(answer: &Result<Value, String>) -> &str {
    answer
        .as_ref()
        .ok()
        .and_then(|b| b["error"].as_str())
        .unwrap_or_default()
}

/// Lists over their caps (crates/server/src/limits.rs): a 400 naming the field.
async fn lists_over_their_caps_name_the_field(backend: Backend) {
    let (app, me) = spawn(backend).await;
    let before = stored(&app).await;
    let titles = |n: usize| -> Vec<String> { (0..n).map(|i| format!("Title {i}")).collect() };
    let blanks = vec![""; 6_000];
    let events = vec![json!({}); 101];
    let platforms = vec!["netflix"; 17];
    #[rustfmt::skip]
    let cases = [
        (call("POST", "/api/tv-recommendations", false, json!({"tvShows": titles(51)})), "tvShows"),
        (call("POST", "/api/tv-recommendations", false, json!({"movies": blanks})), "movies"),
        (call("POST", "/api/tv-recommendations", false, json!({"tvShows": "Dark", "excludedShows": titles(501)})), "excludedShows"),
        (call("POST", "/api/tv-recommendations", false, json!({"tvShows": "Dark", "platforms": platforms})), "platforms"),
        // The typed form: one comma-separated string.
        (call("POST", "/api/recommendations", false, json!({"shows": titles(51).join(", ")})), "shows"),
        (call("POST", "/api/couple-recommendations", false, json!({"person1Shows": "Dark", "person2Shows": titles(51), "recommendationType": "tv"})), "person2Shows"),
        (call("POST", "/api/mood-recommendations", false, json!({"mood": "happy", "excludedShows": titles(501)})), "excludedShows"),
        (call("POST", "/api/rum", false, json!({"events": events})), "events"),
        (call("POST", "/api/user", true, json!({"favorite_shows": titles(51)})), "favorite_shows"),
        (call("PUT", "/api/users/{me}/favorites/genres", true, json!({"genres": titles(51)})), "genres"),
    ];
    let mut wrong = Vec::new();
    for (call, field) in &cases {
        let (status, answer) = call.send(&app, &me).await;
        let what = format!("{} over the cap of {field}", call.describe());
        if status != StatusCode::BAD_REQUEST {
            wrong.push(format!("{what}: {status}"));
        }
        if !error_message(&answer).contains(field) {
            wrong.push(format!(
                "{what}: the message does not name the field: {answer:?}"
            ));
        }
    }
    // At the caps, the same lists are fine.
    let at_caps = json!({"tvShows": "Breaking Bad", "excludedShows": titles(500), "platforms": vec!["netflix"; 16]});
    let (status, answer) = call("POST", "/api/tv-recommendations", false, at_caps)
        .send(&app, &me)
        .await;
    if status != StatusCode::OK {
        wrong.push(format!("at the caps: {status} {answer:?}"));
    }
    all_clean(&app, &before, &wrong).await;
}

/// SQL, markup and header injection in the text fields people type: refused, or (where any text
/// is a fine value) kept inert. The tables are all still there afterwards.
async fn injection_payloads_are_refused(backend: Backend) {
    let (app, me) = spawn(backend).await;
    let before = stored(&app).await;
    let sql = "'; DROP TABLE users; --";
    let script = "<script>alert(1)</script>";
    let crlf_email = "victim@example.com\r\nBcc: everyone@example.com";
    let signup = |email: &str, username: &str| json!({"email": email, "password": "secret1", "data": {"username": username}});
    let contact = |name: &str, email: &str| json!({"name": name, "email": email, "message": "Hello there, friends."});
    let (not_found, bad) = (StatusCode::NOT_FOUND, StatusCode::BAD_REQUEST);
    #[rustfmt::skip]
    let cases = [
        // Typed titles: not in the catalog, so nothing is recommended and nothing is saved.
        (call("POST", "/api/tv-recommendations", false, json!({"tvShows": sql})), not_found),
        (call("POST", "/api/tv-recommendations", false, json!({"tvShows": [script]})), not_found),
        (call("POST", "/api/couple-recommendations", false, json!({"person1Shows": sql, "person2Shows": script, "recommendationType": "tv"})), not_found),
        (call("POST", "/api/favorites", true, json!({"show_name": sql, "content_type": "tv"})), not_found),
        (call("POST", "/api/watch-later", true, json!({"show_name": script, "content_type": "tv"})), not_found),
        (call("POST", "/api/enhance-and-add-favorite", true, json!({"showName": script, "contentType": "tv"})), not_found),
        (call("PUT", "/api/users/{me}/favorites/shows", true, json!({"shows": ["x".repeat(201)]})), bad),
        // Usernames and addresses.
        (call("POST", "/auth/v1/signup", false, signup("new@example.com", script)), bad),
        (call("POST", "/auth/v1/signup", false, signup("new@example.com", "ada\r\nX-Injected: 1")), bad),
        (call("POST", "/auth/v1/signup", false, signup("new@example.com", &"a".repeat(100_000))), bad),
        (call("POST", "/auth/v1/signup", false, signup(&format!("x{sql}@example.com"), "ada")), bad),
        (call("POST", "/auth/v1/signup", false, signup(crlf_email, "ada")), bad),
        (call("POST", "/auth/v1/resend", false, json!({"type": "signup", "email": crlf_email})), bad),
        (call("POST", "/auth/v1/token?grant_type=password", false, json!({"email": sql, "password": sql})), bad),
        (call("POST", "/api/contact", false, contact("Ada", crlf_email)), bad),
        (call("POST", "/api/contact", false, contact("Ada\r\nBcc: everyone@example.com", "ada@example.com")), bad),
    ];
    let mut wrong = Vec::new();
    for (call, expected) in &cases {
        let (status, answer) = call.send(&app, &me).await;
        let what = call.describe();
        if status != *expected {
            wrong.push(format!(
                "{what}: expected {expected}, got {status} {answer:?}"
            ));
        }
        wrong.extend(refused(&what, status, &answer));
    }
    // A profile name with markup falls back (the spec's rule) rather than being kept.
    let (status, body) = app
        .post("/api/user", Some(&me.access), json!({"username": script}))
        .await;
    assert!(status.is_success(), "{status} {body}");
    assert!(
        !body["username"].as_str().unwrap_or_default().contains('<'),
        "{body}"
    );
    all_clean(&app, &before, &wrong).await;
}

/// Path segments that climb out, carry markup or are not UTF-8: a JSON 4xx from the API, the SPA
/// shell (never a file from outside the build) for pages.
async fn hostile_paths_find_nothing(backend: Backend) {
    let (app, me) = spawn(backend).await;
    let long = "a".repeat(5_000);
    let mut wrong = Vec::new();
    let api_paths = [
        "/api/show/..%2F..%2F..%2Fetc%2Fpasswd".to_string(),
        "/api/show/%2e%2e%2f%2e%2e%2fCargo.toml".to_string(),
        "/api/show/%FF%FE".to_string(),
        "/api/show/%3Cscript%3Ealert(1)%3C%2Fscript%3E".to_string(),
        format!("/api/show/{long}"),
        "/api/poster/..%2F..%2F..%2Fetc%2Fpasswd".to_string(),
        "/api/poster/..%2F..%2FCargo.toml.svg".to_string(),
        "/api/poster/%FF.svg".to_string(),
        format!("/api/poster/{long}.svg"),
        "/api/recommendations?shows=%FF%FE".to_string(),
        "/api/favorites/..%2F..%2Fetc".to_string(),
        "/api/favorites/%27%20OR%201%3D1%20--".to_string(),
        format!("/api/favorites/{}/..%2F..%2F{}", me.user_id, me.user_id),
        "/api/subscription/%00".to_string(),
        "/api/watch-later/%FF".to_string(),
    ];
    for path in &api_paths {
        let (status, answer) = send(&app, "GET", path, Some(&me.access), None, Vec::new()).await;
        let what = format!("GET {}", path.chars().take(80).collect::<String>());
        if let Some(problem) = refused(&what, status, &answer) {
            wrong.push(problem);
        }
        if answer
            .as_ref()
            .is_ok_and(|b| b.to_string().contains("root:"))
        {
            wrong.push(format!("{what}: leaked a file"));
        }
    }
    let delete = format!("/api/favorites/{}/..%2F..%2Fusers", me.user_id);
    let (status, answer) = send(&app, "DELETE", &delete, Some(&me.access), None, Vec::new()).await;
    // A title that is not saved: removed is false; nothing else is touched.
    if status != StatusCode::OK
        || answer.as_ref().ok().map(|b| b["removed"].clone()) != Some(Value::Bool(false))
    {
        wrong.push(format!("DELETE {delete}: {status} {answer:?}"));
    }
    for path in [
        "/..%2F..%2F..%2Fetc%2Fpasswd",
        "/assets/..%2F..%2F..%2FCargo.toml",
        "/assets/%2e%2e/%2e%2e/Cargo.toml",
        "/%2e%2e/%2e%2e/etc/passwd",
    ] {
        let response = app.client.get(app.url(path)).send().await.expect("request");
        let status = response.status();
        let text = response.text().await.unwrap_or_default();
        if status.is_server_error() || text.contains("root:") || text.contains("[package]") {
            wrong.push(format!(
                "GET {path}: {status} {}",
                text.chars().take(80).collect::<String>()
            ));
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

/// The raw-body routes: the import (any bytes), the Stripe webhook (test mode: absent) and the
/// OAuth callback (form post), with garbage.
async fn raw_body_routes_refuse_garbage(backend: Backend) {
    let (app, me) = spawn(backend).await;
    let before = stored(&app).await;
    let mut wrong = Vec::new();
    for (name, body) in [
        ("invalid UTF-8", b"\xff\xfe\x00Const,Title\n\xff".to_vec()),
        ("a broken zip", b"PK\x03\x04garbage".to_vec()),
        ("JSON that is not an array", br#"{"a": 1}"#.to_vec()),
        (
            "deep JSON",
            format!("{}{}", "[".repeat(5_000), "]".repeat(5_000)).into_bytes(),
        ),
        ("a CSV of strangers", b"a,b,c\n1,2,3\n".to_vec()),
    ] {
        for format in ["", "?format=imdb", "?format=letterboxd", "?format=trakt"] {
            let path = format!("/api/import{format}");
            let (status, answer) = send(
                &app,
                "POST",
                &path,
                Some(&me.access),
                Some("application/octet-stream"),
                body.clone(),
            )
            .await;
            wrong.extend(refused(&format!("POST {path} {name}"), status, &answer));
        }
    }
    let (status, answer) = send(
        &app,
        "POST",
        "/api/import?format=%FF",
        Some(&me.access),
        None,
        b"x".to_vec(),
    )
    .await;
    wrong.extend(refused("import with a bad format", status, &answer));
    let (status, answer) = send(
        &app,
        "POST",
        "/api/stripe/webhook",
        None,
        Some("application/json"),
        b"\xff{".to_vec(),
    )
    .await;
    wrong.extend(refused("webhook with garbage", status, &answer));
    // The callback never answers JSON: a redirect carrying the error, never a 5xx.
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    for body in [
        &b"\xff\xfe"[..],
        b"state=%FF&code=%00",
        b"state=x&state=y",
        b"",
    ] {
        let response = client
            .post(app.url("/auth/v1/callback"))
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(body.to_vec())
            .send()
            .await
            .expect("request");
        let status = response.status();
        if status.is_server_error() || status.is_success() {
            wrong.push(format!("callback with {body:?}: {status}"));
        }
    }
    all_clean(&app, &before, &wrong).await;
}

both!(
    bad_bodies_on_every_json_endpoint,
    lists_over_their_caps_name_the_field,
    injection_payloads_are_refused,
    hostile_paths_find_nothing,
    raw_body_routes_refuse_garbage,
);
