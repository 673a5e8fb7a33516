//! Subscriptions and payments (docs/API.md, "Subscriptions") over HTTP, on the real server, on
//! SQLite and on PostgreSQL: every case becomes `sqlite::<case>` and `postgres::<case>`.
//!
//! Stripe itself is the one thing replaced: checkout creation goes to a tiny local HTTP server
//! started by the test (the client's base URL is configurable), and webhooks are signed here with
//! Stripe's real scheme (HMAC-SHA256 over `<t>.<body>`).

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

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::http::{HeaderMap, StatusCode as AxumStatus};
use axum::routing::post;
use axum::{Json, Router};
use hmac::{Hmac, Mac};
use reqwest::StatusCode;
use serde_json::{json, Value};
use server::config::Secret;
use sha2::Sha256;

use member_app::{read, spawn_app_configured, App, Backend, Session, PUBLIC_URL};

const WEBHOOK_SECRET: &str = "whsec_test_secret_for_billing_api";
const PRICE_PREMIUM: &str = "price_premium_123";
const PRICE_ULTRA: &str = "price_ultra_456";

/// A server in test mode (no Stripe key), over the test catalog so dislikes can be saved.
async fn spawn_test_mode(backend: Backend) -> App {
    spawn_app_configured(
        backend,
        false,
        Some(catalog_app::test_catalog_path()),
        |_| {},
    )
    .await
}

/// A server with Stripe configured, its API at `stripe_base`.
async fn spawn_stripe_mode(backend: Backend, stripe_base: &str) -> App {
    let base = stripe_base.to_string();
    spawn_app_configured(backend, false, None, move |config| {
        config.billing.stripe_secret_key = Some(Secret::new("sk_test_fake_key"));
        config.billing.stripe_webhook_secret = Some(Secret::new(WEBHOOK_SECRET));
        config.billing.stripe_api_base = base;
        config.billing.stripe_price_premium = Some(PRICE_PREMIUM.to_string());
        config.billing.stripe_price_ultra = Some(PRICE_ULTRA.to_string());
    })
    .await
}

/// What the fake Stripe received: path, Authorization, Content-Type and the decoded form.
#[derive(Debug, Clone)]
struct Received {
    path: String,
    authorization: String,
    content_type: String,
    form: HashMap<String, String>,
}

/// A local stand-in for `api.stripe.com`: records each request and answers `status` with `body`.
struct FakeStripe {
    base: String,
    received: Arc<Mutex<Vec<Received>>>,
}

async fn fake_stripe(status: u16, body: Value) -> FakeStripe {
    let received = Arc::new(Mutex::new(Vec::new()));
    let log = Arc::clone(&received);
    let app = Router::new().route(
        "/v1/checkout/sessions",
        post(move |headers: HeaderMap, raw: String| {
            let log = Arc::clone(&log);
            let body = body.clone();
            async move {
                let header = |name: &str| {
                    headers
                        .get(name)
                        .and_then(|v| v.to_str().ok())
                        .unwrap_or_default()
                        .to_string()
                };
                log.lock().expect("log").push(Received {
                    path: "/v1/checkout/sessions".to_string(),
                    authorization: header("authorization"),
                    content_type: header("content-type"),
                    form: decode_form(&raw),
                });
                (AxumStatus::from_u16(status).expect("status"), Json(body))
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind the fake Stripe");
    let addr = listener.local_addr().expect("address");
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    FakeStripe {
        base: format!("http://{addr}"),
        received,
    }
}

fn decode_form(raw: &str) -> HashMap<String, String> {
    let decode = |s: &str| {
        percent_encoding::percent_decode_str(&s.replace('+', " "))
            .decode_utf8()
            .expect("utf-8 form")
            .into_owned()
    };
    raw.split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(k), decode(v))
        })
        .collect()
}

fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// `t=<t>,v1=<hex>` as Stripe signs: HMAC-SHA256 keyed with the endpoint secret over `<t>.<body>`.
fn signature(secret: &str, t: i64, body: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("key");
    mac.update(format!("{t}.{body}").as_bytes());
    format!("t={t},v1={}", hex::encode(mac.finalize().into_bytes()))
}

async fn deliver(app: &App, body: &str, signature: Option<&str>) -> (StatusCode, Value) {
    let mut request = app
        .client
        .post(app.url("/api/stripe/webhook"))
        .header("content-type", "application/json")
        .body(body.to_string());
    if let Some(signature) = signature {
        request = request.header("stripe-signature", signature);
    }
    read(request.send().await.expect("request")).await
}

/// Delivers `event` signed now with the right secret.
async fn deliver_signed(app: &App, event: &Value) -> (StatusCode, Value) {
    let body = event.to_string();
    deliver(app, &body, Some(&signature(WEBHOOK_SECRET, now(), &body))).await
}

async fn tier_of(app: &App, me: &Session) -> Value {
    let (status, body) = app
        .get(
            &format!("/api/subscription/{}", me.user_id),
            Some(&me.access),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["subscription"].clone()
}

fn checkout_completed(id: &str, created: i64, user: &str, tier: &str) -> Value {
    json!({
        "id": id, "object": "event", "type": "checkout.session.completed", "created": created,
        "data": { "object": {
            "id": "cs_live_1", "object": "checkout.session", "mode": "subscription",
            "client_reference_id": user, "customer": "cus_1", "subscription": "sub_1",
            "payment_status": "paid", "status": "complete", "metadata": { "tier": tier }
        }}
    })
}

fn subscription_event(
    kind: &str,
    id: &str,
    created: i64,
    user: &str,
    status: &str,
    price: &str,
) -> Value {
    json!({
        "id": id, "object": "event", "type": kind, "created": created,
        "data": { "object": {
            "id": "sub_1", "object": "subscription", "customer": "cus_1", "status": status,
            "metadata": { "user_id": user, "tier": "premium" },
            "items": { "object": "list", "data": [ { "price": { "id": price } } ] }
        }}
    })
}

async fn subscription_defaults_to_free_and_is_private(backend: Backend) {
    let app = spawn_test_mode(backend).await;
    let me = app.signed_in("ada@example.com").await;
    let other = app.signed_in("bob@example.com").await;
    let path = format!("/api/subscription/{}", me.user_id);

    assert_eq!(app.get(&path, None).await.0, StatusCode::UNAUTHORIZED);
    let (status, body) = app.get(&path, Some(&other.access)).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(
        body["error"],
        json!("You can only see or change your own subscription.")
    );
    assert_eq!(
        tier_of(&app, &me).await,
        json!({ "tier": "free", "status": "active", "is_premium": false })
    );
}

async fn test_mode_checkout_applies_once(backend: Backend) {
    let app = spawn_test_mode(backend).await;
    let me = app.signed_in("ada@example.com").await;
    let other = app.signed_in("bob@example.com").await;
    let body = json!({ "userId": me.user_id, "tier": "premium", "priceId": "price_premium" });

    assert_eq!(
        app.post("/api/create-subscription", None, body.clone())
            .await
            .0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.post(
            "/api/create-subscription",
            Some(&other.access),
            body.clone()
        )
        .await
        .0,
        StatusCode::FORBIDDEN
    );
    let (status, answer) = app
        .post(
            "/api/create-subscription",
            Some(&me.access),
            json!({ "userId": me.user_id, "tier": "gold" }),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");

    // No Stripe key: the checkout is the app's own test page.
    let (status, answer) = app
        .post("/api/create-subscription", Some(&me.access), body)
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let url = answer["checkoutUrl"].as_str().expect("checkoutUrl");
    let prefix = format!("{PUBLIC_URL}/checkout/test?session=cs_test_");
    assert!(url.starts_with(&prefix), "{url}");
    assert!(url.ends_with("&tier=premium"), "{url}");
    let session = answer["sessionId"].as_str().expect("sessionId").to_string();
    assert!(url.contains(&session), "{url}");
    assert_eq!(tier_of(&app, &me).await["tier"], json!("free"));

    // Completing it applies the tier, once.
    let complete = json!({ "session": session, "tier": "premium" });
    let (status, answer) = app
        .post(
            "/api/test-checkout/complete",
            Some(&me.access),
            complete.clone(),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["outcome"], json!("applied"));
    let expected = json!({ "tier": "premium", "status": "active", "is_premium": true });
    assert_eq!(tier_of(&app, &me).await, expected);
    let (status, answer) = app
        .post("/api/test-checkout/complete", Some(&me.access), complete)
        .await;
    assert_eq!(
        (status, &answer["outcome"]),
        (StatusCode::OK, &json!("duplicate"))
    );
    let (status, _) = app
        .post(
            "/api/test-checkout/complete",
            Some(&me.access),
            json!({ "session": "not-a-session", "tier": "premium" }),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    // Someone else's premium stays theirs.
    assert_eq!(tier_of(&app, &other).await["tier"], json!("free"));

    // Without a webhook secret there is no webhook.
    assert_eq!(deliver(&app, "{}", None).await.0, StatusCode::NOT_FOUND);
}

async fn test_premium_unlocks_dislikes(backend: Backend) {
    let app = spawn_test_mode(backend).await;
    let me = app.signed_in("ada@example.com").await;
    let other = app.signed_in("bob@example.com").await;
    let dislike =
        json!({ "user_id": me.user_id, "show_name": "Breaking Bad", "content_type": "tv" });

    let (status, body) = app
        .post("/api/dislikes", Some(&me.access), dislike.clone())
        .await;
    assert_eq!(
        (status, &body["code"]),
        (StatusCode::FORBIDDEN, &json!("premium_required"))
    );
    assert_eq!(
        app.post(
            "/api/test-premium",
            None,
            json!({ "userId": me.user_id, "tier": "pro" })
        )
        .await
        .0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.post(
            "/api/test-premium",
            Some(&other.access),
            json!({ "userId": me.user_id, "tier": "pro" })
        )
        .await
        .0,
        StatusCode::FORBIDDEN
    );
    let (status, body) = app
        .post(
            "/api/test-premium",
            Some(&me.access),
            json!({ "userId": me.user_id, "tier": "pro" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["subscription"],
        json!({ "tier": "pro", "status": "active", "is_premium": true })
    );
    let (status, body) = app.post("/api/dislikes", Some(&me.access), dislike).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

/// "Premium Bingeability Insights": a premium member's show page carries the score's breakdown,
/// whose points add up to the score; anyone else's, and every film's, carries none.
async fn premium_members_see_the_bingeability_breakdown(backend: Backend) {
    let app = spawn_test_mode(backend).await;
    let me = app.signed_in("ada@example.com").await;
    let page = "/api/show/Breaking%20Bad";
    for token in [None, Some(me.access.as_str())] {
        let (status, body) = app.get(page, token).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert!(body["show"]["bingeability_score"].is_u64(), "{body}");
        assert_eq!(body["show"]["bingeability_breakdown"], Value::Null);
    }
    let (status, body) = app
        .post(
            "/api/test-premium",
            Some(&me.access),
            json!({ "userId": me.user_id, "tier": "premium" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let (_, body) = app.get(page, Some(&me.access)).await;
    let show = &body["show"];
    let factors = show["bingeability_breakdown"]
        .as_array()
        .expect("a breakdown for a premium member");
    let names: Vec<&str> = factors.iter().filter_map(|f| f["name"].as_str()).collect();
    assert_eq!(
        names,
        [
            "Rating",
            "Audience",
            "Story pull",
            "Run length",
            "Episode length"
        ]
    );
    let sum = |field: &str| -> u64 { factors.iter().filter_map(|f| f[field].as_u64()).sum() };
    assert_eq!(Some(sum("points")), show["bingeability_score"].as_u64());
    assert_eq!(sum("max_points"), 100);
    let seasons = show["seasons"].as_u64().expect("seasons");
    assert_eq!(factors[3]["reading"], json!(format!("{seasons} seasons")));
    // Still nothing for a film, and nothing for the anonymous reader of the same page.
    let (_, film) = app.get("/api/show/Toy%20Story", Some(&me.access)).await;
    assert_eq!(film["show"]["bingeability_breakdown"], Value::Null);
    let (_, anonymous) = app.get(page, None).await;
    assert_eq!(anonymous["show"]["bingeability_breakdown"], Value::Null);
}

async fn stripe_checkout_sends_the_documented_request(backend: Backend) {
    let stripe = fake_stripe(
        200,
        json!({ "id": "cs_test_a1", "object": "checkout.session",
                "url": "https://checkout.stripe.com/c/pay/cs_test_a1" }),
    )
    .await;
    let app = spawn_stripe_mode(backend, &stripe.base).await;
    let me = app.signed_in("ada@example.com").await;

    let (status, body) = app
        .post(
            "/api/create-subscription",
            Some(&me.access),
            json!({ "userId": me.user_id, "tier": "premium", "priceId": "price_premium" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["checkoutUrl"],
        json!("https://checkout.stripe.com/c/pay/cs_test_a1")
    );
    let received = stripe.received.lock().expect("log").clone();
    assert_eq!(received.len(), 1, "{received:?}");
    let request = &received[0];
    assert_eq!(request.path, "/v1/checkout/sessions");
    assert_eq!(request.authorization, "Bearer sk_test_fake_key");
    assert_eq!(request.content_type, "application/x-www-form-urlencoded");
    let field = |key: &str| request.form.get(key).map(String::as_str);
    assert_eq!(field("mode"), Some("subscription"));
    // The configured price, never the client's placeholder.
    assert_eq!(field("line_items[0][price]"), Some(PRICE_PREMIUM));
    assert_eq!(field("line_items[0][quantity]"), Some("1"));
    assert_eq!(field("client_reference_id"), Some(me.user_id.as_str()));
    assert_eq!(field("metadata[tier]"), Some("premium"));
    assert_eq!(
        field("subscription_data[metadata][user_id]"),
        Some(me.user_id.as_str())
    );
    assert_eq!(
        field("success_url"),
        Some(
            format!("{PUBLIC_URL}/premium?checkout=success&session_id={{CHECKOUT_SESSION_ID}}")
                .as_str()
        )
    );
    assert_eq!(
        field("cancel_url"),
        Some(format!("{PUBLIC_URL}/premium?checkout=cancelled").as_str())
    );

    // A tier without a configured price is not offered; nothing is sent to Stripe.
    let (status, body) = app
        .post(
            "/api/create-subscription",
            Some(&me.access),
            json!({ "userId": me.user_id, "tier": "pro" }),
        )
        .await;
    assert_eq!(
        (status, &body["code"]),
        (StatusCode::BAD_REQUEST, &json!("tier_not_offered"))
    );
    assert_eq!(stripe.received.lock().expect("log").len(), 1);

    // The test-mode calls do not exist with real payments.
    let test_calls = [
        (
            "/api/test-premium",
            json!({ "userId": me.user_id, "tier": "pro" }),
        ),
        (
            "/api/test-checkout/complete",
            json!({ "session": "cs_test_a1", "tier": "premium" }),
        ),
    ];
    for (path, body) in test_calls {
        assert_eq!(
            app.post(path, Some(&me.access), body).await.0,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
}

async fn stripe_errors_are_a_clear_503(backend: Backend) {
    let stripe = fake_stripe(
        400,
        json!({ "error": { "type": "invalid_request_error", "message": "No such price" } }),
    )
    .await;
    let app = spawn_stripe_mode(backend, &stripe.base).await;
    let me = app.signed_in("ada@example.com").await;
    let (status, body) = app
        .post(
            "/api/create-subscription",
            Some(&me.access),
            json!({ "userId": me.user_id, "tier": "ultra" }),
        )
        .await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(
        body["error"],
        json!("The payment provider could not start the checkout. Please try again.")
    );
    assert_eq!(
        stripe.received.lock().expect("log")[0]
            .form
            .get("line_items[0][price]"),
        Some(&PRICE_ULTRA.to_string())
    );
}

async fn webhook_checks_signatures(backend: Backend) {
    let app = spawn_stripe_mode(backend, "http://127.0.0.1:9").await;
    let me = app.signed_in("ada@example.com").await;
    let event = checkout_completed("evt_sig", now(), &me.user_id, "premium").to_string();

    let wrong = signature("whsec_someone_else", now(), &event);
    let too_old = signature(WEBHOOK_SECRET, now() - 301, &event);
    let cases = [
        (None, "Missing Stripe-Signature header."),
        (
            Some("v1=abc"),
            "Malformed Stripe-Signature header: expected t=<timestamp>,v1=<signature>.",
        ),
        (
            Some(wrong.as_str()),
            "No v1 signature in the Stripe-Signature header matches the payload.",
        ),
        (
            Some(too_old.as_str()),
            "The Stripe-Signature timestamp is outside the 5-minute tolerance.",
        ),
    ];
    for (header, message) in cases {
        let (status, body) = deliver(&app, &event, header).await;
        assert_eq!(
            (status, &body["error"]),
            (StatusCode::BAD_REQUEST, &json!(message))
        );
    }
    // A body changed after signing fails too.
    let signed = signature(WEBHOOK_SECRET, now(), &event);
    let tampered = event.replace("premium", "ultra");
    assert_eq!(
        deliver(&app, &tampered, Some(&signed)).await.0,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(tier_of(&app, &me).await["tier"], json!("free"));

    // Malformed JSON, correctly signed: 400, never 500.
    let junk = "{\"id\": \"evt_x\", ";
    let (status, body) = deliver(&app, junk, Some(&signature(WEBHOOK_SECRET, now(), junk))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body["error"]
            .as_str()
            .unwrap_or_default()
            .starts_with("Invalid webhook payload"),
        "{body}"
    );

    // Several v1 signatures (a secret being rolled): one matching is enough.
    let t = now();
    let good = signature(WEBHOOK_SECRET, t, &event);
    let bad = signature("whsec_old", t, &event);
    let both = format!("{bad},{}", good.split_once(',').expect("v1").1);
    let (status, body) = deliver(&app, &event, Some(&both)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["outcome"], json!("applied"));
    assert_eq!(tier_of(&app, &me).await["tier"], json!("premium"));
}

async fn webhook_events_apply_once_and_in_order(backend: Backend) {
    let app = spawn_stripe_mode(backend, "http://127.0.0.1:9").await;
    let me = app.signed_in("ada@example.com").await;
    let t0 = now() - 100;
    let user = me.user_id.as_str();

    // Checkout completed: premium.
    let completed = checkout_completed("evt_1", t0, user, "premium");
    let (status, body) = deliver_signed(&app, &completed).await;
    assert_eq!(
        (status, &body["outcome"]),
        (StatusCode::OK, &json!("applied")),
        "{body}"
    );
    let premium = json!({ "tier": "premium", "status": "active", "is_premium": true });
    assert_eq!(tier_of(&app, &me).await, premium);

    // Replayed (same event id, freshly signed): nothing changes.
    let (status, body) = deliver_signed(&app, &completed).await;
    assert_eq!(
        (status, &body["outcome"]),
        (StatusCode::OK, &json!("duplicate"))
    );
    assert_eq!(tier_of(&app, &me).await, premium);

    // A plan change to ultra, read from the price.
    let ultra = subscription_event(
        "customer.subscription.updated",
        "evt_2",
        t0 + 10,
        user,
        "active",
        PRICE_ULTRA,
    );
    assert_eq!(
        deliver_signed(&app, &ultra).await.1["outcome"],
        json!("applied")
    );
    assert_eq!(tier_of(&app, &me).await["tier"], json!("ultra"));

    // Cancelled...
    let deleted = subscription_event(
        "customer.subscription.deleted",
        "evt_4",
        t0 + 30,
        user,
        "canceled",
        PRICE_ULTRA,
    );
    assert_eq!(
        deliver_signed(&app, &deleted).await.1["outcome"],
        json!("applied")
    );
    let canceled = json!({ "tier": "free", "status": "canceled", "is_premium": false });
    assert_eq!(tier_of(&app, &me).await, canceled);

    // ...then an older "updated" arrives late: it must not bring premium back.
    let late = subscription_event(
        "customer.subscription.updated",
        "evt_3",
        t0 + 20,
        user,
        "active",
        PRICE_PREMIUM,
    );
    let (status, body) = deliver_signed(&app, &late).await;
    assert_eq!(
        (status, &body["outcome"]),
        (StatusCode::OK, &json!("stale")),
        "{body}"
    );
    assert_eq!(tier_of(&app, &me).await, canceled);
    // Nor does a replay of the first checkout.
    assert_eq!(
        deliver_signed(&app, &completed).await.1["outcome"],
        json!("duplicate")
    );
    assert_eq!(tier_of(&app, &me).await, canceled);

    // Each event recorded once; only the in-order ones were applied.
    let applied = app
        .db
        .strings("SELECT event_id FROM billing_events WHERE applied ORDER BY event_at")
        .await;
    assert_eq!(applied, ["evt_1", "evt_2", "evt_4"]);
    let all = app
        .db
        .strings("SELECT event_id FROM billing_events ORDER BY event_id")
        .await;
    assert_eq!(all, ["evt_1", "evt_2", "evt_3", "evt_4"]);

    // Types billing does not act on, and events naming no member of ours, are acknowledged.
    let other = json!({ "id": "evt_5", "type": "invoice.paid", "created": t0 + 40, "data": { "object": {} } });
    assert_eq!(
        deliver_signed(&app, &other).await.1["outcome"],
        json!("ignored")
    );
    let stranger = checkout_completed(
        "evt_6",
        t0 + 50,
        &uuid::Uuid::new_v4().to_string(),
        "premium",
    );
    assert_eq!(
        deliver_signed(&app, &stranger).await.1["outcome"],
        json!("ignored")
    );
    assert_eq!(tier_of(&app, &me).await, canceled);

    // The same new event delivered four times at once (Stripe retries overlap): applied once.
    let again = checkout_completed("evt_7", t0 + 60, user, "premium");
    let (a, b, c, d) = tokio::join!(
        deliver_signed(&app, &again),
        deliver_signed(&app, &again),
        deliver_signed(&app, &again),
        deliver_signed(&app, &again),
    );
    let mut outcomes: Vec<Value> = [a, b, c, d]
        .into_iter()
        .map(|(status, body)| {
            assert_eq!(status, StatusCode::OK, "{body}");
            body["outcome"].clone()
        })
        .collect();
    outcomes.sort_by_key(|o| o.to_string());
    assert_eq!(
        outcomes,
        [
            json!("applied"),
            json!("duplicate"),
            json!("duplicate"),
            json!("duplicate")
        ]
    );
    assert_eq!(tier_of(&app, &me).await, premium);
}

both!(
    subscription_defaults_to_free_and_is_private,
    test_mode_checkout_applies_once,
    test_premium_unlocks_dislikes,
    premium_members_see_the_bingeability_breakdown,
    stripe_checkout_sends_the_documented_request,
    stripe_errors_are_a_clear_503,
    webhook_checks_signatures,
    webhook_events_apply_once_and_in_order,
);
