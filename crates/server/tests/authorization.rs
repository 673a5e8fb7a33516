//! Who may do what: ONE table of every route of the router against five callers (no token, another
//! member's token, a free member, a premium member, an admin), walked over HTTP on SQLite and on
//! PostgreSQL. A second test reads the `.route(...)` calls in `src/routes` and fails when the
//! router has a route the table does not list, so a new route cannot ship without a decision.
//!
//! "Other" is a signed-in free member acting on the free member's resources (their id in the path
//! or the body); where a route names no one, it acts on its own. Everyone else acts on their own.

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

use std::collections::BTreeSet;
use std::path::Path;

use reqwest::{header, Method, StatusCode};
use server::store::Tier;

use member_app::{spawn_app_configured, App, Backend, Session};

const ADMIN_EMAIL: &str = "admin@example.com";

/// The callers, in the order of each rule's `expect`.
#[derive(Debug, Clone, Copy)]
enum Caller {
    Anonymous,
    Other,
    Free,
    Premium,
    Admin,
}

const CALLERS: [Caller; 5] = [
    Caller::Anonymous,
    Caller::Other,
    Caller::Free,
    Caller::Premium,
    Caller::Admin,
];

/// How a rule's body goes: JSON (with `{user_id}` and `{title}` filled in), raw bytes, or none.
#[derive(Debug, Clone, Copy)]
enum Body {
    None,
    Json(&'static str),
    Raw(&'static str),
}

struct Rule {
    method: &'static str,
    /// The router's pattern, as in the source: what the coverage test compares.
    route: &'static str,
    /// The request path, with `{user_id}`, `{title}` and `{poster}` filled in.
    path: &'static str,
    body: Body,
    /// Statuses for [no token, other member, free, premium, admin].
    expect: [u16; 5],
}

const fn rule(
    method: &'static str,
    route: &'static str,
    path: &'static str,
    body: Body,
    expect: [u16; 5],
) -> Rule {
    Rule {
        method,
        route,
        path,
        body,
        expect,
    }
}

const ANYONE: [u16; 5] = [200; 5];
/// Any signed-in member, for themselves; nobody for someone else.
const MEMBERS_OWN: [u16; 5] = [401, 403, 200, 200, 200];
const MEMBERS_OWN_CREATED: [u16; 5] = [401, 403, 201, 201, 201];
/// Any signed-in member; the route names no one else.
const MEMBERS: [u16; 5] = [401, 200, 200, 200, 200];
const PREMIUM_OWN: [u16; 5] = [401, 403, 403, 200, 403];

const TV: Body = Body::Json(r#"{"tvShows": "{title}"}"#);
const LIST_ITEM: Body = Body::Json(
    r#"{"user_id": "{user_id}", "show_name": "{title}", "show_data": {"title": "{title}"}, "content_type": "tv"}"#,
);

/// Every route, in the order it is walked: routes that change who someone is (test premium,
/// sign-out) come last.
#[rustfmt::skip]
const TABLE: &[Rule] = &[
    rule("GET", "/api/health", "/api/health", Body::None, ANYONE),
    // Operational counters, no one's data: open like a health check (README "Monitoring").
    rule("GET", "/metrics", "/metrics", Body::None, ANYONE),
    rule("POST", "/api/rum", "/api/rum", Body::Json(r#"{"events": []}"#), ANYONE),
    rule("POST", "/api/tv-recommendations", "/api/tv-recommendations", TV, ANYONE),
    rule("POST", "/api/movie-recommendations", "/api/movie-recommendations", TV, ANYONE),
    rule("POST", "/api/recommendations", "/api/recommendations", Body::Json(r#"{"shows": "{title}"}"#), ANYONE),
    rule("GET", "/api/recommendations", "/api/recommendations?shows={title}", Body::None, ANYONE),
    rule("POST", "/api/more-recommendations", "/api/more-recommendations", Body::Json(r#"{"shows": "{title}", "excludedShows": ["Lost"]}"#), ANYONE),
    rule("POST", "/api/couple-recommendations", "/api/couple-recommendations", Body::Json(r#"{"person1Shows": "{title}", "person2Shows": "{title}", "recommendationType": "tv"}"#), ANYONE),
    rule("POST", "/api/more-couple-recommendations", "/api/more-couple-recommendations", Body::Json(r#"{"person1Shows": "{title}", "person2Shows": "{title}"}"#), ANYONE),
    rule("POST", "/api/mood-recommendations", "/api/mood-recommendations", Body::Json(r#"{"mood": "happy"}"#), ANYONE),
    rule("GET", "/api/show/{show_name}", "/api/show/{title}", Body::None, ANYONE),
    rule("GET", "/api/poster/{file}", "/api/poster/{poster}", Body::None, ANYONE),
    rule("POST", "/api/contact", "/api/contact", Body::Json(r#"{"name": "Ada", "email": "ada@example.com", "message": "Hello from the authorisation test."}"#), [201; 5]),
    // The auth service's own calls answer the same whoever holds a token.
    rule("POST", "/auth/v1/signup", "/auth/v1/signup", Body::Json(r#"{"email": "newcomer@example.com", "password": "secret1", "data": {"username": "newcomer"}}"#), ANYONE),
    rule("POST", "/auth/v1/verify", "/auth/v1/verify", Body::Json(r#"{"token_hash": "0000", "type": "email"}"#), [400; 5]),
    rule("POST", "/auth/v1/resend", "/auth/v1/resend", Body::Json(r#"{"type": "signup", "email": "newcomer@example.com"}"#), ANYONE),
    rule("POST", "/auth/v1/token", "/auth/v1/token?grant_type=password", Body::Json(r#"{"email": "nobody@example.com", "password": "wrong password"}"#), [400; 5]),
    rule("GET", "/auth/v1/settings", "/auth/v1/settings", Body::None, ANYONE),
    // No provider is configured here: the same 400 for everyone.
    rule("GET", "/auth/v1/authorize", "/auth/v1/authorize?provider=google", Body::None, [400; 5]),
    // Never JSON: a redirect to the SPA's callback page with the error.
    rule("GET", "/auth/v1/callback", "/auth/v1/callback?state=unknown&code=x", Body::None, [303; 5]),
    rule("POST", "/auth/v1/callback", "/auth/v1/callback", Body::Raw("state=unknown&code=x"), [303; 5]),
    rule("GET", "/auth/v1/user", "/auth/v1/user", Body::None, MEMBERS),
    // A profile exists once created: 201 the first time, then readable.
    rule("POST", "/api/user", "/api/user", Body::Json(r#"{"username": "renamed"}"#), [401, 201, 201, 201, 201]),
    rule("GET", "/api/user", "/api/user", Body::None, MEMBERS),
    rule("PUT", "/api/users/{id}/favorites/shows", "/api/users/{user_id}/favorites/shows", Body::Json(r#"{"shows": ["{title}"]}"#), MEMBERS_OWN),
    rule("PUT", "/api/users/{id}/favorites/genres", "/api/users/{user_id}/favorites/genres", Body::Json(r#"{"genres": ["drama"]}"#), MEMBERS_OWN),
    rule("POST", "/api/favorites", "/api/favorites", LIST_ITEM, MEMBERS_OWN_CREATED),
    rule("GET", "/api/favorites/{user_id}", "/api/favorites/{user_id}", Body::None, MEMBERS_OWN),
    rule("DELETE", "/api/favorites/{user_id}/{show_name}", "/api/favorites/{user_id}/{title}", Body::None, MEMBERS_OWN),
    rule("POST", "/api/watch-later", "/api/watch-later", LIST_ITEM, MEMBERS_OWN_CREATED),
    rule("GET", "/api/watch-later/{user_id}", "/api/watch-later/{user_id}", Body::None, MEMBERS_OWN),
    rule("DELETE", "/api/watch-later/{user_id}/{show_name}", "/api/watch-later/{user_id}/{title}", Body::None, MEMBERS_OWN),
    rule("POST", "/api/dislikes", "/api/dislikes", LIST_ITEM, [401, 403, 403, 201, 403]),
    rule("GET", "/api/dislikes/{user_id}", "/api/dislikes/{user_id}", Body::None, PREMIUM_OWN),
    rule("DELETE", "/api/dislikes/{user_id}/{show_name}", "/api/dislikes/{user_id}/{title}", Body::None, PREMIUM_OWN),
    // Premium only, each member's own; the premium member deletes an id that names nothing.
    rule("POST", "/api/couple-profiles", "/api/couple-profiles", Body::Json(r#"{"name": "Date night", "person1Shows": "{title}", "person2Shows": "{title}", "recommendationType": "tv"}"#), [401, 403, 403, 201, 403]),
    rule("GET", "/api/couple-profiles", "/api/couple-profiles", Body::None, PREMIUM_OWN),
    rule("DELETE", "/api/couple-profiles/{id}", "/api/couple-profiles/00000000-0000-0000-0000-000000000000", Body::None, [401, 403, 403, 404, 403]),
    // Any member reads their own setting; turning weekly picks on is premium (off never is).
    rule("GET", "/api/weekly-picks", "/api/weekly-picks", Body::None, MEMBERS),
    rule("PUT", "/api/weekly-picks", "/api/weekly-picks", Body::Json(r#"{"enabled": true}"#), [401, 403, 403, 200, 403]),
    // The mailed link needs no sign-in; its token is the authorization, and a wrong one names no one.
    rule("POST", "/api/weekly-picks/unsubscribe", "/api/weekly-picks/unsubscribe?member={user_id}&token=wrong", Body::None, [404; 5]),
    rule("POST", "/api/enhance-and-add-favorite", "/api/enhance-and-add-favorite", Body::Json(r#"{"userId": "{user_id}", "showName": "{title}", "contentType": "tv"}"#), MEMBERS_OWN_CREATED),
    rule("POST", "/api/import", "/api/import?format=imdb", Body::Raw("Const,Your Rating,Date Rated,Title,Title Type,Year\ntt0903747,10,2024-01-01,Breaking Bad,TV Series,2008\n"), MEMBERS),
    rule("GET", "/api/subscription/{user_id}", "/api/subscription/{user_id}", Body::None, MEMBERS_OWN),
    rule("POST", "/api/create-subscription", "/api/create-subscription", Body::Json(r#"{"userId": "{user_id}", "tier": "premium"}"#), MEMBERS_OWN),
    // Test mode: completing a test checkout makes the bearer premium (nothing is charged, and
    // /api/test-premium does as much); each member's session counts for them alone.
    rule("POST", "/api/test-checkout/complete", "/api/test-checkout/complete", Body::Json(r#"{"session": "cs_test_shared1", "tier": "premium"}"#), MEMBERS),
    // Test mode (no Stripe keys): the webhook does not exist.
    rule("POST", "/api/stripe/webhook", "/api/stripe/webhook", Body::Json("{}"), [404; 5]),
    rule("GET", "/api/admin/summary", "/api/admin/summary", Body::None, [401, 403, 403, 403, 200]),
    // Makes the free member premium: after every rule that tells them apart.
    rule("POST", "/api/test-premium", "/api/test-premium", Body::Json(r#"{"userId": "{user_id}", "tier": "premium"}"#), MEMBERS_OWN),
    rule("POST", "/auth/v1/logout", "/auth/v1/logout", Body::None, [401, 204, 204, 204, 204]),
];

struct Callers {
    other: Session,
    free: Session,
    premium: Session,
    admin: Session,
}

impl Callers {
    /// The token sent and the id the path or body names.
    fn of(&self, caller: Caller) -> (Option<&str>, &str) {
        match caller {
            Caller::Anonymous => (None, &self.free.user_id),
            Caller::Other => (Some(&self.other.access), &self.free.user_id),
            Caller::Free => (Some(&self.free.access), &self.free.user_id),
            Caller::Premium => (Some(&self.premium.access), &self.premium.user_id),
            Caller::Admin => (Some(&self.admin.access), &self.admin.user_id),
        }
    }
}

async fn make_premium(app: &App, user_id: &str) {
    app.set_subscription(user_id, Tier::Premium, true).await;
}

/// The catalog title every rule uses, and its poster file name.
fn title_and_poster() -> (String, String) {
    let catalog = catalog::artifact::load(&catalog_app::test_catalog_path()).expect("catalog");
    let title = catalog
        .titles
        .iter()
        .find(|t| t.title == "Breaking Bad")
        .expect("Breaking Bad in the test catalog");
    (title.title.clone(), format!("{}.svg", title.key))
}

fn fill(text: &str, user_id: &str, title: &str, poster: &str) -> String {
    text.replace("{user_id}", user_id)
        .replace("{title}", title)
        .replace("{poster}", poster)
}

async fn walk_the_table(backend: Backend) {
    let app = spawn_app_configured(
        backend,
        false,
        Some(catalog_app::test_catalog_path()),
        |config| {
            config.monitoring.admin_emails = vec![ADMIN_EMAIL.to_string()];
            // Every caller signs in from 127.0.0.1; the limits are another test's business.
            config.auth.attempts_per_ip = 10_000;
            config.auth.attempts_per_account = 10_000;
            config.contact.messages_per_hour = 10_000;
        },
    )
    .await;
    let callers = Callers {
        other: app.signed_in("other@example.com").await,
        free: app.signed_in("free@example.com").await,
        premium: app.signed_in("premium@example.com").await,
        admin: app.signed_in(ADMIN_EMAIL).await,
    };
    make_premium(&app, &callers.premium.user_id).await;
    let (title, poster) = title_and_poster();
    // Redirects are answers here, not something to follow.
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");

    let mut wrong = Vec::new();
    for rule in TABLE {
        for (caller, expected) in CALLERS.iter().zip(rule.expect) {
            let (token, user_id) = callers.of(*caller);
            let path = fill(rule.path, user_id, &title, &poster);
            let method = Method::from_bytes(rule.method.as_bytes()).expect("method");
            let mut request = client.request(method, app.url(&path));
            if let Some(token) = token {
                request = request.bearer_auth(token);
            }
            request = match rule.body {
                Body::None => request,
                Body::Json(json) => request
                    .header(header::CONTENT_TYPE, "application/json")
                    .body(fill(json, user_id, &title, &poster)),
                Body::Raw(raw) => request
                    .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                    .body(raw),
            };
            let response = request.send().await.expect("request");
            let status = response.status();
            let body = response.text().await.unwrap_or_default();
            if status != StatusCode::from_u16(expected).expect("status") {
                let body: String = body.chars().take(200).collect();
                wrong.push(format!(
                    "{} {} as {caller:?}: expected {expected}, got {status} {body}",
                    rule.method, rule.route
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

both!(walk_the_table);

/// Every `(method, pattern)` the router serves, read from the `.route("pattern", get(..).post(..))`
/// calls under `src/routes` (`app.rs` adds only fallbacks).
fn routes_in_source() -> BTreeSet<(String, String)> {
    let mut found = BTreeSet::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/routes");
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("read src/routes") {
            let path = entry.expect("dir entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("read a route file");
                found.extend(routes_in(&text));
            }
        }
    }
    found
}

/// The routes of one file: after each `.route(`, the string literal, then the method calls at the
/// top level of the second argument (`post(h).layer(..)` gives POST; `get(a).post(b)` both).
fn routes_in(text: &str) -> Vec<(String, String)> {
    const METHODS: [&str; 5] = ["get", "post", "put", "delete", "patch"];
    let mut routes = Vec::new();
    for (start, _) in text.match_indices(".route(") {
        let rest = &text[start + ".route(".len()..];
        let Some(open) = rest.find('"') else { continue };
        let Some(len) = rest[open + 1..].find('"') else {
            continue;
        };
        let pattern = &rest[open + 1..open + 1 + len];
        let mut depth = 0usize;
        let mut word = String::new();
        for c in rest[open + len + 2..].chars() {
            match c {
                '(' => {
                    if depth == 0 && METHODS.contains(&word.as_str()) {
                        routes.push((word.to_uppercase(), pattern.to_string()));
                    }
                    depth += 1;
                    word.clear();
                }
                ')' if depth == 0 => break,
                ')' => depth -= 1,
                c if c.is_ascii_alphanumeric() || c == '_' => word.push(c),
                _ => word.clear(),
            }
        }
    }
    routes
}

#[test]
fn every_route_of_the_router_is_in_the_table() {
    let served = routes_in_source();
    assert!(
        served.len() > 40,
        "the scan found too few routes: {served:?}"
    );
    let listed: BTreeSet<(String, String)> = TABLE
        .iter()
        .map(|r| (r.method.to_string(), r.route.to_string()))
        .collect();
    let missing: Vec<_> = served.difference(&listed).collect();
    let stale: Vec<_> = listed.difference(&served).collect();
    assert!(
        missing.is_empty(),
        "routes with no row in TABLE (decide who may call them): {missing:?}"
    );
    assert!(
        stale.is_empty(),
        "rows for routes that no longer exist: {stale:?}"
    );
}

#[test]
fn the_route_scanner_reads_methods_and_layers() {
    let text = r#"
        Router::new()
            .route("/a", get(x::a).post(b))
            .route(
                "/b/{id}",
                post(upload).layer(DefaultBodyLimit::max(get_limit(3))),
            )
    "#;
    assert_eq!(
        routes_in(text),
        vec![
            ("GET".to_string(), "/a".to_string()),
            ("POST".to_string(), "/a".to_string()),
            ("POST".to_string(), "/b/{id}".to_string()),
        ]
    );
}
