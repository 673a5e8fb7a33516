//! `POST /api/contact` of docs/API.md over HTTP, on the real server, on SQLite and on PostgreSQL:
//! the message is stored and reaches the operator's inbox through a real SMTP catcher (maildev);
//! bad input is refused with a 400 and stores nothing; a flood from one address gets a 429.

#[path = "common/maildev.rs"]
mod maildev;
#[macro_use]
#[path = "common/member_app.rs"]
mod member_app;
#[path = "common/pg.rs"]
mod pg;

use reqwest::{header, StatusCode};
use serde_json::{json, Value};

use member_app::{read, retry_after_secs, spawn_app_configured, App, Backend};

const OPERATOR: &str = "operator@bingeable.test";

both!(
    a_message_is_stored_and_mailed_to_the_operator,
    bad_input_is_refused_and_nothing_is_stored,
    a_flood_from_one_address_is_rate_limited,
);

async fn app(backend: Backend, per_hour: u32) -> App {
    spawn_app_configured(backend, true, None, |config| {
        config.contact.to = OPERATOR.to_string();
        config.contact.messages_per_hour = per_hour;
    })
    .await
}

fn message(name: &str, email: &str, text: &str) -> Value {
    json!({ "name": name, "email": email, "message": text })
}

async fn stored(app: &App) -> Vec<String> {
    app.db
        .strings("SELECT name || '|' || email || '|' || message FROM contact_messages")
        .await
}

async fn a_message_is_stored_and_mailed_to_the_operator(backend: Backend) {
    let app = app(backend, 5).await;
    let (status, body) = app
        .post(
            "/api/contact",
            None,
            message(
                "  Ada Lovelace ",
                "ada@example.com",
                "Please add more anime.\nAnd <b>Dark</b>, thanks!",
            ),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert!(
        body["id"].as_str().is_some_and(|id| id.len() == 36),
        "{body}"
    );
    assert_eq!(
        stored(&app).await,
        vec!["Ada Lovelace|ada@example.com|Please add more anime.\nAnd <b>Dark</b>, thanks!"]
    );

    let mails = app.mail().wait_for(OPERATOR, 1).await;
    let mail = &mails[0];
    assert_eq!(
        mail["subject"],
        "Bingeable contact form: message from Ada Lovelace"
    );
    let text = mail["text"].as_str().expect("a plain-text part");
    assert!(
        text.contains("Please add more anime.\nAnd <b>Dark</b>, thanks!"),
        "{text}"
    );
    assert!(text.contains("ada@example.com"), "{text}");
    assert!(text.contains(body["id"].as_str().unwrap_or("?")), "{text}");
    // The visitor's words are never sent as HTML to the operator's mail client.
    assert!(
        mail["html"].is_null() || mail["html"] == false,
        "{}",
        mail["html"]
    );
    // Replying answers the visitor, not our no-reply sender.
    let reply_to = &mail["replyTo"];
    let reply_to = reply_to
        .as_array()
        .and_then(|r| r.first())
        .unwrap_or(reply_to);
    assert_eq!(reply_to["address"], "ada@example.com", "{mail}");
}

async fn bad_input_is_refused_and_nothing_is_stored(backend: Backend) {
    let app = app(backend, 100).await;
    let long = |n: usize| "a".repeat(n);
    let cases = [
        (
            message("A", "ada@example.com", "Hello there!"),
            "Name must be at least 2 characters",
        ),
        (
            message(&long(101), "ada@example.com", "Hello there!"),
            "Name must be at most 100 characters",
        ),
        (
            message("Ada", "not-an-address", "Hello there!"),
            "Please enter a valid email address",
        ),
        (
            message("Ada", "ada@example.com", "Too short"),
            "Message must be at least 10 characters",
        ),
        (
            message("Ada", "ada@example.com", &long(5_001)),
            "Message must be at most 5000 characters",
        ),
        // Header injection: a line break in a field that reaches the mail's headers.
        (
            message(
                "Ada\r\nBcc: victim@example.com",
                "ada@example.com",
                "Hello there!",
            ),
            "Name and email must be on one line",
        ),
        (
            message(
                "Ada",
                "ada@example.com\nBcc: victim@example.com",
                "Hello there!",
            ),
            "Name and email must be on one line",
        ),
    ];
    for (body, error) in cases {
        let (status, answer) = app.post("/api/contact", None, body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
        assert_eq!(answer["error"], error);
    }
    let (status, answer) = app
        .post(
            "/api/contact",
            None,
            json!({ "name": "Ada", "email": "ada@example.com" }),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    let (status, answer) = app
        .post(
            "/api/contact",
            None,
            json!({ "name": "Ada", "email": "ada@example.com", "message": "Hello there!", "cc": "x" }),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    let response = app
        .client
        .post(app.url("/api/contact"))
        .header(header::CONTENT_TYPE, "text/plain")
        .body(message("Ada", "ada@example.com", "Hello there!").to_string())
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);

    assert!(stored(&app).await.is_empty());
    assert!(app.mail().messages_to(OPERATOR).await.is_empty());
}

async fn a_flood_from_one_address_is_rate_limited(backend: Backend) {
    let app = app(backend, 2).await;
    let send = |n: usize| {
        message(
            "Ada",
            "ada@example.com",
            &format!("Hello there, number {n}!"),
        )
    };
    // A refused message spends no budget.
    let (status, _) = app.post("/api/contact", None, message("A", "x", "y")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    for n in 0..2 {
        let (status, body) = app.post("/api/contact", None, send(n)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let response = app
        .client
        .post(app.url("/api/contact"))
        .json(&send(2))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry_after = retry_after_secs(&response);
    assert!((60..=3600).contains(&retry_after), "{retry_after}");
    let (_, body) = read(response).await;
    assert_eq!(body["code"], "over_rate_limit");
    assert_eq!(stored(&app).await.len(), 2);
    assert_eq!(app.mail().wait_for(OPERATOR, 2).await.len(), 2);
}
