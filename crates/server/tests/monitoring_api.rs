//! Monitoring over HTTP on the real server, on SQLite and on PostgreSQL: `POST /api/rum` limits
//! and all-or-nothing storage, retention, the admin-only summary and the pool gauge on `/metrics`.
//! Every case becomes `sqlite::<case>` and `postgres::<case>`.

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

use std::time::Duration;

use chrono::Utc;
use reqwest::StatusCode;
use serde_json::{json, Value};
use server::monitoring::Monitoring;
use server::store::{self, RecommendationRecord, RumEvent};

use member_app::{spawn_app_configured, App, Backend};

const ADMIN: &str = "Operator@Example.com";

async fn spawn(backend: Backend) -> App {
    spawn_app_configured(
        backend,
        false,
        Some(catalog_app::test_catalog_path()),
        |config| {
            config.monitoring.admin_emails = vec![
                "someone@else.org".to_string(),
                " operator@example.com".to_string(),
            ];
        },
    )
    .await
}

fn event(kind: &str, data: Value) -> Value {
    json!({
        "timestamp": "2026-11-23T10:00:00.000Z",
        "session_id": "session_1732356000000_abc123def",
        "user_id": null,
        "page_url": "http://localhost:5173/show/Fargo?id=12",
        "user_agent": "Mozilla/5.0",
        "viewport": {"width": 1280, "height": 900},
        "connection": null,
        "type": kind,
        "data": data,
        "some_future_field": {"ignored": true}
    })
}

fn vital(name: &str, value: f64) -> Value {
    event(
        "web_vitals",
        json!({"name": name, "value": value, "id": "v5-1", "delta": value, "rating": "good"}),
    )
}

fn good_batch() -> Vec<Value> {
    vec![
        event(
            "page_view",
            json!({"referrer": "", "title": "Fargo | Bingeable"}),
        ),
        event(
            "page_view",
            json!({"referrer": "", "title": "Fargo | Bingeable"}),
        ),
        event(
            "feature_usage",
            json!({"feature": "recommendations", "action": "submit", "success": true}),
        ),
        event(
            "interaction",
            json!({"element": "button", "action": "click", "timing": 1200}),
        ),
        vital("LCP", 1000.0),
        vital("LCP", 2000.0),
        vital("LCP", 3000.0),
        vital("LCP", 5000.0),
        vital("CLS", 0.3),
        event(
            "error",
            json!({"message": "boom", "stack": "at x", "type": "javascript", "line": 3}),
        ),
    ]
}

async fn rum(app: &App, body: Value) -> (StatusCode, Value) {
    app.post("/api/rum", None, body).await
}

async fn stored_events(app: &App) -> usize {
    let counts = app
        .db
        .strings("SELECT CAST(COUNT(*) AS TEXT) FROM rum_events")
        .await;
    counts[0].parse().expect("a count")
}

async fn rum_stores_a_good_batch_whole(backend: Backend) {
    let app = spawn(backend).await;
    let (status, body) = rum(&app, json!({ "events": good_batch() })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body, json!({"received": 10}));
    assert_eq!(stored_events(&app).await, 10);
    // The page is stored as its path: the query string may hold what a person typed.
    let pages = app.db.strings("SELECT DISTINCT page FROM rum_events").await;
    assert_eq!(pages, vec!["/show/Fargo".to_string()]);
    // A beacon sends text/plain.
    let response = app
        .client
        .post(app.url("/api/rum"))
        .header("content-type", "text/plain;charset=UTF-8")
        .body(json!({ "events": [vital("TTFB", 100.0)] }).to_string())
        .send()
        .await
        .expect("beacon");
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(stored_events(&app).await, 11);
}

async fn rum_refuses_a_bad_batch_whole(backend: Backend) {
    let app = spawn(backend).await;
    let with = |bad: Value| {
        let mut events = good_batch();
        events.insert(3, bad);
        json!({ "events": events })
    };
    let too_many: Vec<Value> = (0..101).map(|_| vital("LCP", 1.0)).collect();
    let cases = [
        ("too many events", json!({ "events": too_many })),
        (
            "oversized field",
            with(event(
                "error",
                json!({"message": "x".repeat(2049), "type": "network"}),
            )),
        ),
        (
            "oversized session id",
            with({
                let mut e = vital("LCP", 1.0);
                e["session_id"] = json!("s".repeat(201));
                e
            }),
        ),
        ("wrong type", {
            let mut e = vital("LCP", 1.0);
            e["data"]["value"] = json!("fast");
            with(e)
        }),
        ("negative vital", with(vital("INP", -1.0))),
        ("unknown vital", with(vital("FID", 10.0))),
        ("unknown event type", with(event("purchase", json!({})))),
        (
            "missing data field",
            with(event("feature_usage", json!({"feature": "x"}))),
        ),
        ("bad timestamp", {
            let mut e = vital("LCP", 1.0);
            e["timestamp"] = json!("yesterday");
            with(e)
        }),
        (
            "events not a list",
            json!({ "events": {"0": vital("LCP", 1.0)} }),
        ),
    ];
    for (case, body) in cases {
        let (status, answer) = rum(&app, body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{case}: {answer}");
        assert!(
            answer["error"].is_string() || answer["message"].is_string(),
            "{case}: {answer}"
        );
    }
    let broken = app
        .client
        .post(app.url("/api/rum"))
        .header("content-type", "application/json")
        .body(r#"{"events": [{"type": "page_view""#)
        .send()
        .await
        .expect("broken JSON");
    assert_eq!(broken.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        stored_events(&app).await,
        0,
        "nothing stored from a bad batch"
    );
}

async fn retention_deletes_old_rows(backend: Backend) {
    let app = spawn(backend).await;
    let store = store::connect(&app.db_url).await.expect("store");
    let now = Utc::now();
    let row = |days_ago: i64| RumEvent {
        received_at: now - chrono::Duration::days(days_ago),
        occurred_at: now - chrono::Duration::days(days_ago),
        session_id: "s".into(),
        event_type: "page_view".into(),
        page: "/".into(),
        name: String::new(),
        action: None,
        value: None,
        rating: None,
        message: None,
    };
    store
        .insert_rum_events(&[row(40), row(31), row(29), row(0)])
        .await
        .expect("insert");
    let record = |days_ago: i64| RecommendationRecord {
        at: now - chrono::Duration::days(days_ago),
        mode: "mood_tv".into(),
        latency_ms: 3.0,
        inputs: 1,
        unresolved_titles: vec![],
    };
    store
        .insert_recommendation_records(&[record(45), record(1)])
        .await
        .expect("insert");
    // Its hourly task also prunes once at start: either may delete, the end state is what counts.
    let monitoring = Monitoring::start(store, 30);
    let deleted = monitoring.prune(Utc::now()).await.expect("prune");
    assert!(deleted <= 3, "{deleted}");
    assert_eq!(stored_events(&app).await, 2);
    let left = app
        .db
        .strings("SELECT CAST(COUNT(*) AS TEXT) FROM recommendation_requests")
        .await;
    assert_eq!(left, vec!["1".to_string()]);
}

async fn summary_is_for_configured_admins_only(backend: Backend) {
    let app = spawn(backend).await;
    let (status, _) = app.get("/api/admin/summary", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let member = app.signed_in("member@example.com").await;
    let (status, body) = app.get("/api/admin/summary", Some(&member.access)).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    let admin = app.signed_in(ADMIN).await;
    let (status, body) = app.get("/api/admin/summary", Some(&admin.access)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["day"]["events"], 0);
    assert_eq!(body["retention_days"], 30);
}

async fn summary_reflects_stored_events_and_recommendations(backend: Backend) {
    let app = spawn(backend).await;
    let admin = app.signed_in(ADMIN).await;
    let (status, _) = rum(&app, json!({ "events": good_batch() })).await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = app
        .post(
            "/api/tv-recommendations",
            None,
            json!({"tvShows": "Breaking Bad, Qwzxyv Blorptastic"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _) = app
        .post(
            "/api/recommendations",
            None,
            json!({"shows": ["Qwzxyv Blorptastic", "Zzyzx Frobnicator"]}),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Records reach the database through a background writer.
    let mut summary = Value::Null;
    for _ in 0..50 {
        let (status, body) = app.get("/api/admin/summary", Some(&admin.access)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        summary = body;
        if summary["day"]["recommendations"]["requests"] == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for window in ["day", "week"] {
        let w = &summary[window];
        assert_eq!(w["events"], 10, "{w}");
        assert_eq!(w["page_views"], 2);
        assert_eq!(w["sessions"], 1);
        let lcp = &w["vitals"][0];
        assert_eq!(lcp["name"], "LCP");
        // Nearest rank: the 3rd of 4 values.
        assert_eq!(lcp["p75"], 3000.0);
        assert_eq!(lcp["rating"], "needs-improvement");
        assert_eq!(lcp["samples"], 4);
        let cls = &w["vitals"][2];
        assert_eq!(
            (cls["name"].as_str(), cls["rating"].as_str()),
            (Some("CLS"), Some("poor"))
        );
        assert_eq!(w["vitals"][1]["p75"], Value::Null);
        assert_eq!(w["top_pages"], json!([{"key": "/show/Fargo", "count": 2}]));
        assert_eq!(w["errors"], json!([{"key": "javascript", "count": 1}]));
        assert_eq!(
            w["features"],
            json!([{"key": "recommendations · submit", "count": 1}])
        );
        let recs = &w["recommendations"];
        assert_eq!(recs["requests"], 2, "{recs}");
        assert_eq!(recs["inputs"], 4);
        assert_eq!(recs["unresolved_inputs"], 3);
        assert_eq!(recs["unresolved_share"], 0.75);
        assert_eq!(
            recs["top_unresolved"][0],
            json!({"key": "qwzxyv blorptastic", "count": 2})
        );
        assert_eq!(recs["by_mode"][0]["mode"], "cross_media_tv", "{recs}");
        assert_eq!(recs["by_mode"][0]["requests"], 2, "{recs}");
        assert!(recs["latency_p50_ms"].is_number());
    }
    assert_eq!(summary["day"]["series"].as_array().map(Vec::len), Some(24));
    assert_eq!(summary["week"]["series"].as_array().map(Vec::len), Some(7));
}

async fn metrics_show_the_database_pool(backend: Backend) {
    let app = spawn(backend).await;
    let response = app
        .client
        .get(app.url("/metrics"))
        .send()
        .await
        .expect("scrape");
    assert_eq!(response.status(), StatusCode::OK);
    let text = response.text().await.expect("text");
    let name = match backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    for series in [
        format!("db_pool_connections{{backend=\"{name}\",state=\"idle\"}}"),
        format!("db_pool_connections{{backend=\"{name}\",state=\"in_use\"}}"),
        format!("db_pool_max_connections{{backend=\"{name}\"}}"),
    ] {
        assert!(text.contains(&series), "{series} missing in:\n{text}");
    }
}

both!(
    rum_stores_a_good_batch_whole,
    rum_refuses_a_bad_batch_whole,
    retention_deletes_old_rows,
    summary_is_for_configured_admins_only,
    summary_reflects_stored_events_and_recommendations,
    metrics_show_the_database_pool,
);
