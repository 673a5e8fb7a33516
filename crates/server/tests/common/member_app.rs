//! A real server per test, on SQLite or on PostgreSQL, with helpers to sign up, confirm and sign in
//! over HTTP. Shared by the test binaries about members (accounts, lists); each includes it with
//! `#[macro_use] #[path = "common/member_app.rs"] mod member_app;` next to `maildev` and `pg`.
#![allow(dead_code)]

use reqwest::StatusCode;
use serde_json::{json, Value};
use server::app::{spawn, RunningServer};
use server::config::{Secret, ServeConfig};
use server::store::{self, Subscription, Tier};
use sqlx::{PgPool, SqlitePool};
use std::path::PathBuf;
use tempfile::TempDir;

use crate::maildev::Maildev;
use crate::pg;

pub const PUBLIC_URL: &str = "http://127.0.0.1:8080";
pub const PASSWORD: &str = "correct horse";
pub const EXPIRED: &str = "Your session has expired. Please sign in again.";
pub const BAD_LINK: &str =
    "Invalid or expired confirmation link. Please request a new verification email.";

#[derive(Clone, Copy)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// Direct access to the server's database, to look at rows and to age tokens.
pub enum Db {
    Sqlite(SqlitePool),
    Pg(PgPool),
}

impl Db {
    pub async fn exec(&self, sql: &'static str) {
        match self {
            Db::Sqlite(pool) => sqlx::query(sql).execute(pool).await.map(drop),
            Db::Pg(pool) => sqlx::query(sql).execute(pool).await.map(drop),
        }
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }

    /// One text column of every row.
    pub async fn strings(&self, sql: &'static str) -> Vec<String> {
        match self {
            Db::Sqlite(pool) => sqlx::query_scalar(sql).fetch_all(pool).await,
            Db::Pg(pool) => sqlx::query_scalar(sql).fetch_all(pool).await,
        }
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
    }
}

pub struct App {
    pub server: RunningServer,
    pub client: reqwest::Client,
    pub db: Db,
    /// The server's database, for a store of the test's own (`server::store::connect`).
    pub db_url: String,
    pub mail: Option<Maildev>,
    _pg: Option<pg::PgDatabase>,
    /// The server's folder (SQLite file, outbox).
    pub dir: TempDir,
}

pub async fn spawn_app(backend: Backend, with_mail: bool) -> App {
    spawn_app_with(backend, with_mail, None).await
}

/// Like [`spawn_app`], serving the titles of `catalog` (a catalog artifact) instead of none. No
/// embedding model is loaded: only moods need it.
pub async fn spawn_app_with(backend: Backend, with_mail: bool, catalog: Option<PathBuf>) -> App {
    spawn_app_configured(backend, with_mail, catalog, |_| {}).await
}

/// Like [`spawn_app_with`], with `configure` adjusting the server's settings last (payments...).
pub async fn spawn_app_configured(
    backend: Backend,
    with_mail: bool,
    catalog: Option<PathBuf>,
    configure: impl FnOnce(&mut ServeConfig),
) -> App {
    let pg = match backend {
        Backend::Sqlite => None,
        Backend::Postgres => Some(pg::PgDatabase::create().await),
    };
    let url = pg.as_ref().map(|pg| pg.url.clone());
    start(url, pg, with_mail, catalog, configure).await
}

/// Like [`spawn_app_with`], on the database at `url` (`sqlite:` or `postgres:`) that the test
/// prepared itself: a PostgreSQL it runs, a SQLite file on a small disk.
pub async fn spawn_app_at(url: &str, catalog: Option<PathBuf>) -> App {
    start(Some(url.to_string()), None, false, catalog, |_| {}).await
}

/// `url`: the server's database, else a SQLite file in the server's folder.
async fn start(
    url: Option<String>,
    pg: Option<pg::PgDatabase>,
    with_mail: bool,
    catalog: Option<PathBuf>,
    configure: impl FnOnce(&mut ServeConfig),
) -> App {
    let dir = tempfile::tempdir().expect("create temp dir");
    let mut config = ServeConfig::under(dir.path());
    if let Some(catalog) = catalog {
        config.recommender.catalog = catalog;
    }
    config.http.public_url = PUBLIC_URL.to_string();
    let mail = if with_mail {
        Some(Maildev::start().await)
    } else {
        None
    };
    if let Some(mail) = &mail {
        config.mail.smtp_url = Some(Secret::new(mail.smtp_url()));
    }
    if let Some(url) = url {
        config.database.url = Secret::new(url);
    }
    configure(&mut config);
    let db_url = config.database.url.expose().to_string();
    let server = spawn(config).await.expect("server starts");
    let db = if db_url.starts_with("sqlite:") {
        Db::Sqlite(SqlitePool::connect(&db_url).await.expect("sqlite"))
    } else {
        Db::Pg(PgPool::connect(&db_url).await.expect("postgres"))
    };
    App {
        server,
        client: reqwest::Client::new(),
        db,
        db_url,
        mail,
        _pg: pg,
        dir,
    }
}

/// The `Retry-After` of a 429, in seconds.
pub fn retry_after_secs(response: &reqwest::Response) -> u64 {
    response
        .headers()
        .get(reqwest::header::RETRY_AFTER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok())
        .expect("a Retry-After in seconds")
}

pub async fn read(response: reqwest::Response) -> (StatusCode, Value) {
    let status = response.status();
    let text = response.text().await.expect("read body");
    let body = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
    };
    (status, body)
}

pub struct Session {
    pub access: String,
    pub refresh: String,
    pub user_id: String,
}

impl App {
    pub fn url(&self, path: &str) -> String {
        self.server.url(path)
    }

    /// Sets the member's subscription through the store, as the payment webhook does.
    pub async fn set_subscription(&self, user_id: &str, tier: Tier, is_premium: bool) {
        let store = store::connect(&self.db_url).await.expect("open the store");
        let subscription = Subscription {
            user_id: uuid::Uuid::parse_str(user_id).expect("user id"),
            tier,
            status: "active".to_string(),
            is_premium,
            stripe_customer_id: None,
            stripe_subscription_id: None,
            updated_at: chrono::Utc::now(),
        };
        store
            .upsert_subscription(&subscription)
            .await
            .expect("upsert subscription");
    }

    pub fn mail(&self) -> &Maildev {
        self.mail.as_ref().expect("this case runs with maildev")
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> (StatusCode, Value) {
        let mut request = self.client.post(self.url(path)).json(&body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        read(request.send().await.expect("request")).await
    }

    pub async fn put(&self, path: &str, token: Option<&str>, body: Value) -> (StatusCode, Value) {
        let mut request = self.client.put(self.url(path)).json(&body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        read(request.send().await.expect("request")).await
    }

    pub async fn delete(&self, path: &str, token: Option<&str>) -> (StatusCode, Value) {
        let mut request = self.client.delete(self.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        read(request.send().await.expect("request")).await
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> (StatusCode, Value) {
        let mut request = self.client.get(self.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        read(request.send().await.expect("request")).await
    }

    /// TV picks for `tv_shows` with the member's token, over up to `pages` "more" pages: the titles
    /// shown, in order.
    pub async fn picks(
        &self,
        me: &Session,
        tv_shows: &str,
        exclude_favorites: bool,
        pages: usize,
    ) -> Vec<String> {
        let mut shown: Vec<String> = Vec::new();
        for _ in 0..pages {
            let body = json!({
                "tvShows": tv_shows,
                "userId": me.user_id,
                "excludeFavorites": exclude_favorites,
                "excludedShows": shown,
                "isMore": !shown.is_empty(),
            });
            let (status, body) = self
                .post("/api/tv-recommendations", Some(&me.access), body)
                .await;
            assert_eq!(status, StatusCode::OK, "{body}");
            let page: Vec<String> = body["recommendations"]
                .as_array()
                .unwrap_or_else(|| panic!("recommendations in {body}"))
                .iter()
                .map(|i| i["show_name"].as_str().expect("show_name").to_string())
                .collect();
            if page.is_empty() {
                break;
            }
            shown.extend(page);
        }
        shown
    }

    pub async fn sign_up(
        &self,
        email: &str,
        password: &str,
        username: &str,
    ) -> (StatusCode, Value) {
        let body =
            json!({ "email": email, "password": password, "data": { "username": username } });
        self.post("/auth/v1/signup", None, body).await
    }

    pub async fn sign_in(&self, email: &str, password: &str) -> (StatusCode, Value) {
        let body = json!({ "email": email, "password": password });
        self.post("/auth/v1/token?grant_type=password", None, body)
            .await
    }

    pub async fn refresh(&self, refresh_token: &str) -> (StatusCode, Value) {
        let body = json!({ "refresh_token": refresh_token });
        self.post("/auth/v1/token?grant_type=refresh_token", None, body)
            .await
    }

    pub async fn verify(&self, token: &str) -> (StatusCode, Value) {
        let body = json!({ "token_hash": token, "type": "email" });
        self.post("/auth/v1/verify", None, body).await
    }

    /// A confirmed, signed-in account, without going through mail.
    pub async fn signed_in(&self, email: &str) -> Session {
        assert_eq!(
            self.sign_up(email, PASSWORD, "tester").await.0,
            StatusCode::OK
        );
        self.db
            .exec("UPDATE users SET email_confirmed_at = created_at")
            .await;
        let (status, body) = self.sign_in(email, PASSWORD).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        session_of(&body)
    }

    /// The token of the `n`-th (1-based) confirmation mail to `address`, checked for its form.
    pub async fn link_token(&self, address: &str, n: usize) -> String {
        let messages = self.mail().wait_for(address, n).await;
        let message = &messages[n - 1];
        assert!(
            message["subject"]
                .as_str()
                .unwrap_or_default()
                .contains("Bingeable"),
            "{message}"
        );
        let text = message["text"].as_str().expect("a plain-text part");
        let html = message["html"].as_str().expect("an HTML part");
        let prefix = format!("{PUBLIC_URL}/auth/verify?token_hash=");
        let start = text.find(&prefix).expect("the link in the text part") + prefix.len();
        let token: String = text[start..]
            .chars()
            .take_while(|c| c.is_ascii_hexdigit())
            .collect();
        assert_eq!(token.len(), 64, "{text}");
        assert!(text[start + 64..].starts_with("&type=email"), "{text}");
        assert!(html.contains(&token), "{html}");
        token
    }
}

pub fn session_of(body: &Value) -> Session {
    let text = |key: &str| {
        body[key]
            .as_str()
            .unwrap_or_else(|| panic!("{key} in {body}"))
            .to_string()
    };
    Session {
        access: text("access_token"),
        refresh: text("refresh_token"),
        user_id: body["user"]["id"].as_str().expect("user.id").to_string(),
    }
}

/// Generates `sqlite::<case>` and `postgres::<case>` for every case.
macro_rules! both {
    ($($case:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test]
                async fn $case() {
                    super::$case(super::Backend::Sqlite).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test]
                async fn $case() {
                    super::$case(super::Backend::Postgres).await;
                }
            )*
        }
    };
}
