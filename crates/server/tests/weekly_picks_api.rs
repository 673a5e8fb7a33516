//! Weekly picks by e-mail (docs/API.md, "Weekly picks by e-mail") end to end: the real server
//! over the test catalog, with a one-second look for due mails, sending through maildev; on
//! SQLite and on PostgreSQL (every case becomes `sqlite::<case>` and `postgres::<case>`).

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

use std::collections::HashSet;
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{json, Value};
use server::store::Tier;

use member_app::{spawn_app_configured, App, Backend, Session, PUBLIC_URL};

const PATH: &str = "/api/weekly-picks";
const FAVORITES: [(&str, &str); 3] = [
    ("Breaking Bad", "tv"),
    ("Ozark", "tv"),
    ("Inception", "movie"),
];

async fn spawn(backend: Backend) -> App {
    spawn_app_configured(
        backend,
        true,
        Some(catalog_app::test_catalog_path()),
        |config| config.weekly_picks.interval_secs = 1,
    )
    .await
}

async fn set_plan(app: &App, user_id: &str, tier: Tier) {
    app.set_subscription(user_id, tier, tier != Tier::Free)
        .await;
}

async fn save(app: &App, me: &Session, list: &str, name: &str, kind: &str) {
    let body = json!({ "user_id": me.user_id, "show_name": name, "content_type": kind });
    let (status, body) = app.post(list, Some(&me.access), body).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

async fn turn(app: &App, me: &Session, enabled: bool) -> (StatusCode, Value) {
    app.put(PATH, Some(&me.access), json!({ "enabled": enabled }))
        .await
}

/// Makes every sent week a week old, as if seven days had passed.
async fn a_week_passes(app: &App) {
    app.db
        .exec("UPDATE weekly_picks SET last_sent_at = '2000-01-01T00:00:00+00:00' WHERE last_sent_at IS NOT NULL")
        .await;
}

const SUBJECT: &str = "Your Bingeable picks for this week";

/// The weekly mails to `address` (sign-up sends a confirmation first), oldest first.
async fn weekly_mails(app: &App, address: &str) -> Vec<Value> {
    let mut mails = app.mail().messages_to(address).await;
    mails.retain(|m| m["subject"] == SUBJECT);
    mails
}

/// Waits (up to 15 s) for the `n`-th weekly mail to `address`.
async fn nth_weekly_mail(app: &App, address: &str, n: usize) -> Mail {
    let started = std::time::Instant::now();
    loop {
        let mails = weekly_mails(app, address).await;
        if let Some(mail) = mails.get(n - 1) {
            return read_mail(mail);
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "expected weekly mail {n} to {address}, maildev has {}",
            mails.len()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Long enough for several one-second looks.
async fn a_few_looks() {
    tokio::time::sleep(Duration::from_millis(3_500)).await;
}

/// One mail's picks, read from its plain-text part: (name, catalog key) of every show-page link.
struct Mail {
    text: String,
    html: String,
    picks: Vec<(String, String)>,
    list_unsubscribe: String,
}

fn read_mail(message: &Value) -> Mail {
    let text = message["text"]
        .as_str()
        .expect("a plain-text part")
        .to_string();
    let html = message["html"].as_str().expect("an HTML part").to_string();
    let prefix = format!("{PUBLIC_URL}/show/");
    let mut picks = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    for (n, line) in lines.iter().enumerate() {
        let Some(link) = line.trim().strip_prefix(&prefix) else {
            continue;
        };
        let key = link.split("?id=").nth(1).expect("?id= on a show link");
        // "1. Name (TV show), on Netflix" two lines above the link.
        let heading = lines[n - 2];
        let name = heading
            .split_once(". ")
            .and_then(|(_, rest)| rest.rsplit_once(" (").map(|(name, _)| name))
            .unwrap_or_else(|| panic!("a numbered pick above {line}: {text}"));
        picks.push((name.to_string(), key.to_string()));
    }
    let headers = message["headers"].as_object().expect("headers");
    let header = |name: &str| -> String {
        headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .and_then(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("no {name} header in {headers:?}"))
            .to_string()
    };
    assert_eq!(
        header("List-Unsubscribe-Post"),
        "List-Unsubscribe=One-Click"
    );
    Mail {
        text,
        html,
        picks,
        list_unsubscribe: header("List-Unsubscribe"),
    }
}

/// The `?member=…&token=…` of the mail's unsubscribe link, checked in both parts.
fn unsubscribe_query(mail: &Mail) -> String {
    let prefix = format!("{PUBLIC_URL}/weekly-picks/unsubscribe?");
    let start = mail.text.find(&prefix).expect("the link in the text part") + prefix.len();
    let query: String = mail.text[start..]
        .chars()
        .take_while(|c| !c.is_whitespace())
        .collect();
    assert!(query.starts_with("member="), "{query}");
    assert!(query.contains("&token="), "{query}");
    assert!(
        mail.html.contains(&query.replace('&', "&amp;")),
        "{}",
        mail.html
    );
    query
}

async fn a_premium_member_gets_fresh_picks_each_week_until_unsubscribed(backend: Backend) {
    let app = spawn(backend).await;
    let me = app.signed_in("weekly@example.com").await;
    set_plan(&app, &me.user_id, Tier::Premium).await;
    for (name, kind) in FAVORITES {
        save(&app, &me, "/api/favorites", name, kind).await;
    }
    let (status, body) = app.get(PATH, Some(&me.access)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["weeklyPicks"],
        json!({"enabled": false, "lastSentAt": null})
    );

    let (status, body) = turn(&app, &me, true).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["weeklyPicks"]["enabled"], true);

    let first = nth_weekly_mail(&app, "weekly@example.com", 1).await;
    assert!(first.text.contains("picks for this week"), "{}", first.text);
    // Favourites of both kinds: five shows, then five films.
    assert_eq!(first.picks.len(), 10, "{}", first.text);
    assert_eq!(first.text.matches("(TV show)").count(), 5, "{}", first.text);
    assert_eq!(first.text.matches("(Film)").count(), 5, "{}", first.text);
    let favourites: HashSet<&str> = FAVORITES.iter().map(|(name, _)| *name).collect();
    for (name, _) in &first.picks {
        assert!(!favourites.contains(name.as_str()), "{name} is a favourite");
    }

    // Later looks in the same week send nothing more.
    a_few_looks().await;
    assert_eq!(weekly_mails(&app, "weekly@example.com").await.len(), 1);
    let (_, body) = app.get(PATH, Some(&me.access)).await;
    assert!(body["weeklyPicks"]["lastSentAt"].is_string(), "{body}");

    // A week later: a second mail, with none of the first mail's titles.
    a_week_passes(&app).await;
    let second = nth_weekly_mail(&app, "weekly@example.com", 2).await;
    assert!(!second.picks.is_empty(), "{}", second.text);
    let sent_before: HashSet<&str> = first.picks.iter().map(|(_, key)| key.as_str()).collect();
    for (name, key) in &second.picks {
        assert!(!sent_before.contains(key.as_str()), "{name} again");
        assert!(!favourites.contains(name.as_str()), "{name} is a favourite");
    }

    // The unsubscribe link works without signing in, and only with its own token.
    let query = unsubscribe_query(&second);
    let forged = format!(
        "{}&token={}",
        query.split("&token=").next().unwrap_or_default(),
        "0".repeat(64)
    );
    let (status, body) = app
        .post(&format!("{PATH}/unsubscribe?{forged}"), None, Value::Null)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert!(
        body["error"]
            .as_str()
            .unwrap_or_default()
            .contains("not valid"),
        "{body}"
    );
    let (_, body) = app.get(PATH, Some(&me.access)).await;
    assert_eq!(body["weeklyPicks"]["enabled"], true);

    // RFC 8058's one-click POST: the header's URL with a form body.
    assert_eq!(
        second.list_unsubscribe,
        format!("<{PUBLIC_URL}/api/weekly-picks/unsubscribe?{query}>")
    );
    let response = app
        .client
        .post(app.url(&format!("{PATH}/unsubscribe?{query}")))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    let (_, body) = app.get(PATH, Some(&me.access)).await;
    assert_eq!(body["weeklyPicks"]["enabled"], false, "{body}");
    // The same link again still answers: the member is unsubscribed.
    let (status, _) = app
        .post(&format!("{PATH}/unsubscribe?{query}"), None, Value::Null)
        .await;
    assert_eq!(status, StatusCode::OK);

    a_week_passes(&app).await;
    a_few_looks().await;
    assert_eq!(weekly_mails(&app, "weekly@example.com").await.len(), 2);
}

async fn no_mail_without_premium_or_favourites(backend: Backend) {
    let app = spawn(backend).await;
    let me = app.signed_in("quiet@example.com").await;
    set_plan(&app, &me.user_id, Tier::Premium).await;
    let (status, body) = turn(&app, &me, true).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // No favourite: nothing to base picks on, so no mail.
    a_few_looks().await;
    assert!(weekly_mails(&app, "quiet@example.com").await.is_empty());

    // Premium lapses; a favourite alone sends nothing either.
    set_plan(&app, &me.user_id, Tier::Free).await;
    save(&app, &me, "/api/favorites", "Breaking Bad", "tv").await;
    a_few_looks().await;
    assert!(weekly_mails(&app, "quiet@example.com").await.is_empty());

    // Turning it on is premium; turning it off never is.
    let (status, body) = turn(&app, &me, true).await;
    assert_eq!(
        (status, &body["code"]),
        (StatusCode::FORBIDDEN, &json!("premium_required")),
        "{body}"
    );
    assert_eq!(
        body["error"],
        "Weekly picks by e-mail are a premium feature. Upgrade to get picks from your favorites every week."
    );
    let (status, body) = turn(&app, &me, false).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["weeklyPicks"]["enabled"], false);

    // Back to premium with a favourite, the next look sends: one mail, ten shows.
    set_plan(&app, &me.user_id, Tier::Premium).await;
    let (status, _) = turn(&app, &me, true).await;
    assert_eq!(status, StatusCode::OK);
    let mail = nth_weekly_mail(&app, "quiet@example.com", 1).await;
    assert_eq!(mail.text.matches("(TV show)").count(), mail.picks.len());
    assert_eq!(mail.picks.len(), 10, "{}", mail.text);
}

async fn the_setting_needs_a_member_and_a_clear_body(backend: Backend) {
    let app = spawn(backend).await;
    let (status, _) = app.get(PATH, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = app.put(PATH, None, json!({"enabled": true})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let me = app.signed_in("body@example.com").await;
    for (body, message) in [
        (
            json!({}),
            "Say whether weekly picks should be on: send {\"enabled\": true} or {\"enabled\": false}.",
        ),
        (json!({"enabled": "yes"}), "enabled"),
    ] {
        let (status, answer) = app.put(PATH, Some(&me.access), body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
        assert!(
            answer["error"].as_str().unwrap_or_default().contains(message),
            "{answer}"
        );
    }
    let response = app
        .client
        .put(app.url(PATH))
        .bearer_auth(&me.access)
        .header("Content-Type", "application/json")
        .body("{\"enabled\": ")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.expect("JSON");
    assert!(body["error"].is_string(), "{body}");

    // An unsubscribe link that names nobody.
    let (status, _) = app
        .post(
            &format!("{PATH}/unsubscribe?member=x&token=y"),
            None,
            Value::Null,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app
        .post(&format!("{PATH}/unsubscribe"), None, Value::Null)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

both!(
    a_premium_member_gets_fresh_picks_each_week_until_unsubscribed,
    no_mail_without_premium_or_favourites,
    the_setting_needs_a_member_and_a_clear_body,
);
