//! Google and Apple sign-in (docs/API.md, "Auth service") against a real OpenID Connect provider
//! process (oauth2-mock-server, see common/oidc.rs), on SQLite and on PostgreSQL: every case
//! becomes `sqlite::<case>` and `postgres::<case>`. The test plays the browser: it follows the
//! redirects by hand, so each hop can be looked at.

#[path = "common/maildev.rs"]
mod maildev;
#[macro_use]
#[path = "common/member_app.rs"]
mod member_app;
#[path = "common/oidc.rs"]
mod oidc;
#[path = "common/pg.rs"]
mod pg;

use std::collections::HashMap;
use std::sync::Mutex;

use reqwest::{header, redirect, StatusCode, Url};
use serde_json::json;

use member_app::{read, spawn_app, spawn_app_configured, App, Backend, PUBLIC_URL};
use oidc::OidcProvider;
use server::config::Secret;

both!(
    google_sign_in_creates_the_account_and_profile_and_signs_in_again,
    a_verified_email_links_the_identity_to_the_existing_account,
    apple_sign_in_posts_its_form_and_signs_its_client_secret,
    a_wrong_state_is_refused,
    a_callback_in_another_browser_is_refused,
    a_wrong_nonce_is_refused,
    a_replayed_callback_is_refused,
    a_cancelled_sign_in_reaches_the_callback_page_as_access_denied,
    an_unverified_or_unconfirmed_email_does_not_sign_in,
);

const CLIENT_ID: &str = "bingeable-test-client";
const MOCK_EMAIL: &str = "mock.user@example.com";

// A P-256 key made for these tests (`openssl ecparam -name prime256v1 -genkey | openssl pkcs8
// -topk8 -nocrypt`); the mock provider accepts any client secret, so only its form matters here.
const APPLE_TEST_KEY: &str = "-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQghVGetoQuzW7kfJOu
iyz7ay4ChWM1z2YljVbbIk90n7yhRANCAARAsM0ee4diyttnlQsaQmJWRVkOrqaS
6BlW9KKUOxTsj1N+H62KjdVo8Rl02tkyrsqGzoGD5fcdH0Mlsk49fU88
-----END PRIVATE KEY-----";

struct OAuthApp {
    app: App,
    provider: OidcProvider,
    /// Follows no redirect: each hop is checked.
    browser: reqwest::Client,
    /// The browser's cookie jar, for our one cookie: `name=value` as the server set it.
    cookie: Mutex<Option<String>>,
}

/// Where the callback sent the browser: the page, and what its fragment holds.
struct Landing {
    path: String,
    fragment: HashMap<String, String>,
}

impl Landing {
    fn get(&self, key: &str) -> &str {
        self.fragment
            .get(key)
            .map(String::as_str)
            .unwrap_or_else(|| panic!("no {key} in {:?}", self.fragment))
    }
}

async fn spawn_with_providers(backend: Backend) -> OAuthApp {
    let provider = OidcProvider::start().await;
    let issuer = provider.issuer.clone();
    let app = spawn_app_configured(backend, false, None, |config| {
        config.oauth.google_client_id = Some(CLIENT_ID.to_string());
        config.oauth.google_client_secret = Some(Secret::new("google-test-secret"));
        config.oauth.google_issuer_url = issuer.clone();
        config.oauth.apple_client_id = Some(CLIENT_ID.to_string());
        config.oauth.apple_team_id = Some("TEAM123456".to_string());
        config.oauth.apple_key_id = Some("KEY1234567".to_string());
        config.oauth.apple_private_key = Some(Secret::new(APPLE_TEST_KEY));
        config.oauth.apple_issuer_url = issuer;
    })
    .await;
    let browser = reqwest::Client::builder()
        .redirect(redirect::Policy::none())
        .build()
        .expect("client");
    OAuthApp {
        app,
        provider,
        browser,
        cookie: Mutex::new(None),
    }
}

fn location(response: &reqwest::Response) -> String {
    response
        .headers()
        .get(header::LOCATION)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_else(|| panic!("a Location header on the {}", response.status()))
        .to_string()
}

impl OAuthApp {
    /// A request to our server, with the cookie the browser holds.
    fn to_server(&self, request: reqwest::RequestBuilder) -> reqwest::RequestBuilder {
        match self.cookie.lock().expect("cookie jar").clone() {
            Some(cookie) => request.header(header::COOKIE, cookie),
            None => request,
        }
    }

    fn set_cookie(&self, cookie: Option<&str>) {
        *self.cookie.lock().expect("cookie jar") = cookie.map(str::to_string);
    }

    /// `GET /auth/v1/authorize`: the provider's authorize URL it redirects to. Keeps the cookie
    /// it sets, as a browser would.
    async fn authorize(&self, provider: &str) -> Url {
        let request = self.browser.get(
            self.app
                .url(&format!("/auth/v1/authorize?provider={provider}")),
        );
        let response = self.to_server(request).send().await.expect("authorize");
        assert_eq!(response.status(), StatusCode::FOUND);
        let set_cookie = response
            .headers()
            .get(header::SET_COOKIE)
            .and_then(|v| v.to_str().ok())
            .expect("the browser cookie")
            .to_string();
        // Over plain HTTP (the tests' public URL) it cannot be Secure, so it is Lax.
        assert!(
            set_cookie.ends_with("; Path=/auth/v1; Max-Age=600; HttpOnly; SameSite=Lax"),
            "{set_cookie}"
        );
        let pair = set_cookie.split(';').next().unwrap_or_default();
        assert!(pair.starts_with("bingeable_oauth="), "{set_cookie}");
        self.set_cookie(Some(pair));
        Url::parse(&location(&response)).expect("an absolute provider URL")
    }

    /// The provider's answer to the authorize URL: our callback (registered under the public
    /// URL), moved onto the server under test.
    async fn provider_answer(&self, authorize_url: Url) -> Url {
        let response = self
            .browser
            .get(authorize_url)
            .send()
            .await
            .expect("the provider's authorize endpoint");
        assert!(response.status().is_redirection(), "{}", response.status());
        let callback = Url::parse(&location(&response)).expect("callback URL");
        let mut registered = callback.clone();
        registered.set_query(None);
        assert_eq!(
            registered.as_str(),
            format!("{PUBLIC_URL}/auth/v1/callback"),
            "the registered redirect URI"
        );
        let mut on_test_server = Url::parse(&self.app.url("/auth/v1/callback")).expect("url");
        on_test_server.set_query(callback.query());
        on_test_server
    }

    /// The browser arriving at our callback (GET), and where it is sent on.
    async fn callback(&self, url: Url) -> Landing {
        let response = self
            .to_server(self.browser.get(url))
            .send()
            .await
            .expect("callback");
        landing(response)
    }

    /// The whole flow; the landing page and its fragment.
    async fn sign_in_with(&self, provider: &str) -> Landing {
        let authorize_url = self.authorize(provider).await;
        let callback = self.provider_answer(authorize_url).await;
        self.callback(callback).await
    }
}

fn landing(response: reqwest::Response) -> Landing {
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    assert_eq!(
        response
            .headers()
            .get(header::CACHE_CONTROL)
            .and_then(|v| v.to_str().ok()),
        Some("no-store")
    );
    let location = location(&response);
    let (path, fragment) = location
        .split_once('#')
        .unwrap_or_else(|| panic!("a fragment in {location}"));
    let fragment = pairs(fragment);
    Landing {
        path: path.to_string(),
        fragment,
    }
}

/// `a=1&b=2` into a map (the fragment is form-encoded like a query).
fn pairs(text: &str) -> HashMap<String, String> {
    let parsed = Url::parse(&format!("http://x/?{text}")).expect("pairs");
    parsed.query_pairs().into_owned().collect()
}

fn assert_failed(landing: &Landing, code: &str) {
    assert_eq!(landing.path, "/auth/callback");
    assert_eq!(landing.get("error"), code, "{:?}", landing.fragment);
    assert!(!landing.get("error_description").is_empty());
    assert!(!landing.fragment.contains_key("access_token"));
}

async fn user_count(app: &App) -> usize {
    app.db.strings("SELECT email FROM users").await.len()
}

async fn google_sign_in_creates_the_account_and_profile_and_signs_in_again(backend: Backend) {
    let t = spawn_with_providers(backend).await;

    let (status, settings) = t.app.get("/auth/v1/settings", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        settings["external"],
        json!({ "email": true, "google": true, "apple": true })
    );

    // The authorize URL asks for a code with PKCE (S256), a state and a nonce.
    let authorize_url = t.authorize("google").await;
    assert!(authorize_url.as_str().starts_with(&t.provider.issuer));
    let query: HashMap<String, String> = authorize_url.query_pairs().into_owned().collect();
    assert_eq!(query["response_type"], "code");
    assert_eq!(query["client_id"], CLIENT_ID);
    assert_eq!(query["code_challenge_method"], "S256");
    assert!(query["code_challenge"].len() >= 43);
    assert!(query["state"].len() >= 16);
    assert!(query["nonce"].len() >= 16);
    assert!(query["scope"].split(' ').any(|s| s == "openid"));
    assert!(query["scope"].split(' ').any(|s| s == "email"));
    assert_eq!(
        query["redirect_uri"],
        format!("{PUBLIC_URL}/auth/v1/callback")
    );

    let landing = t.callback(t.provider_answer(authorize_url).await).await;
    assert_eq!(landing.path, "/auth/callback");
    assert_eq!(landing.get("token_type"), "bearer");
    assert_eq!(landing.get("expires_in"), "3600");
    let access = landing.get("access_token").to_string();
    let refresh = landing.get("refresh_token").to_string();

    let (status, user) = t.app.get("/auth/v1/user", Some(&access)).await;
    assert_eq!(status, StatusCode::OK, "{user}");
    assert_eq!(user["email"], MOCK_EMAIL);
    assert!(user["email_confirmed_at"].is_string(), "{user}");
    let user_id = user["id"].as_str().expect("id").to_string();

    // The profile exists already, with the spec's username fallback (the e-mail before @).
    let (status, profile) = t.app.get("/api/user", Some(&access)).await;
    assert_eq!(status, StatusCode::OK, "{profile}");
    assert_eq!(profile["id"], user_id.as_str());
    assert_eq!(profile["email"], MOCK_EMAIL);
    assert_eq!(profile["username"], "mock.user");

    // A session like a password sign-in's: its refresh token rotates.
    let (status, body) = t.app.refresh(&refresh).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // Signing in again finds the same account by the provider's subject, not a new one.
    let again = t.sign_in_with("google").await;
    let (_, user) = t
        .app
        .get("/auth/v1/user", Some(again.get("access_token")))
        .await;
    assert_eq!(user["id"], user_id.as_str());
    assert_eq!(user_count(&t.app).await, 1);
    assert_eq!(
        t.app
            .db
            .strings("SELECT provider || ':' || subject FROM identities")
            .await,
        vec!["google:mock-user-1".to_string()]
    );
    // No password for an OAuth account, so no password sign-in either.
    let (status, _) = t.app.sign_in(MOCK_EMAIL, "anything").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

async fn a_verified_email_links_the_identity_to_the_existing_account(backend: Backend) {
    let t = spawn_with_providers(backend).await;
    let existing = t.app.signed_in("ada@example.com").await;
    t.provider
        .set_claims(json!({ "sub": "google-ada", "email": "Ada@Example.com" }))
        .await;

    let landing = t.sign_in_with("google").await;
    let (status, user) = t
        .app
        .get("/auth/v1/user", Some(landing.get("access_token")))
        .await;
    assert_eq!(status, StatusCode::OK, "{user}");
    assert_eq!(user["id"], existing.user_id.as_str());
    assert_eq!(user_count(&t.app).await, 1);
    // Its profile was created now, under the name given at sign-up.
    let (_, profile) = t
        .app
        .get("/api/user", Some(landing.get("access_token")))
        .await;
    assert_eq!(profile["username"], "tester");
    // The password still works beside Google.
    assert_eq!(
        t.app
            .sign_in("ada@example.com", member_app::PASSWORD)
            .await
            .0,
        StatusCode::OK
    );
}

async fn apple_sign_in_posts_its_form_and_signs_its_client_secret(backend: Backend) {
    let t = spawn_with_providers(backend).await;
    t.provider
        .set_claims(json!({ "sub": "apple-001", "email": "relay@privaterelay.appleid.com", "email_verified": "true" }))
        .await;

    let authorize_url = t.authorize("apple").await;
    let query: HashMap<String, String> = authorize_url.query_pairs().into_owned().collect();
    assert_eq!(query["response_mode"], "form_post");
    // The mock answers with a GET; Apple POSTs the same fields as a form.
    let callback = t.provider_answer(authorize_url).await;
    let fields: HashMap<String, String> = callback.query_pairs().into_owned().collect();
    let request = t.browser.post(t.app.url("/auth/v1/callback"));
    let response = t
        .to_server(request)
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(format!(
            "code={}&state={}",
            fields["code"],
            url_encode(&fields["state"])
        ))
        .send()
        .await
        .expect("form post");
    let landing = landing(response);
    let (status, user) = t
        .app
        .get("/auth/v1/user", Some(landing.get("access_token")))
        .await;
    assert_eq!(status, StatusCode::OK, "{user}");
    assert_eq!(user["email"], "relay@privaterelay.appleid.com");
    assert_eq!(
        t.app
            .db
            .strings("SELECT provider || ':' || subject FROM identities")
            .await,
        vec!["apple:apple-001".to_string()]
    );
}

fn url_encode(text: &str) -> String {
    let mut url = Url::parse("http://x/").expect("url");
    url.query_pairs_mut().append_pair("v", text);
    url.query().unwrap_or_default()[2..].to_string()
}

async fn a_wrong_state_is_refused(backend: Backend) {
    let t = spawn_with_providers(backend).await;
    let mut callback = t.provider_answer(t.authorize("google").await).await;
    let code: String = callback
        .query_pairs()
        .find(|(k, _)| k == "code")
        .map(|(_, v)| v.into_owned())
        .expect("code");
    callback
        .query_pairs_mut()
        .clear()
        .append_pair("code", &code)
        .append_pair("state", "forged-state");
    assert_failed(&t.callback(callback.clone()).await, "invalid_request");

    // No state at all.
    callback
        .query_pairs_mut()
        .clear()
        .append_pair("code", &code);
    assert_failed(&t.callback(callback).await, "invalid_request");
    assert_eq!(user_count(&t.app).await, 0);
}

async fn a_callback_in_another_browser_is_refused(backend: Backend) {
    let t = spawn_with_providers(backend).await;
    // Someone starts a sign-in and hands the callback URL to another browser (login CSRF).
    let callback = t.provider_answer(t.authorize("google").await).await;
    t.set_cookie(None);
    let landing = t.callback(callback).await;
    assert_failed(&landing, "invalid_request");
    assert!(landing.get("error_description").contains("another browser"));

    // A browser with another cookie is refused the same way.
    let callback = t.provider_answer(t.authorize("google").await).await;
    t.set_cookie(Some(&format!("bingeable_oauth={}", "0".repeat(64))));
    assert_failed(&t.callback(callback).await, "invalid_request");
    assert_eq!(user_count(&t.app).await, 0);

    // Two sign-ins under way in one browser (two tabs) share its cookie: both work.
    t.set_cookie(None);
    let first = t.provider_answer(t.authorize("google").await).await;
    let second = t.provider_answer(t.authorize("google").await).await;
    assert!(t
        .callback(second)
        .await
        .fragment
        .contains_key("access_token"));
    assert!(t
        .callback(first)
        .await
        .fragment
        .contains_key("access_token"));
}

async fn a_wrong_nonce_is_refused(backend: Backend) {
    let t = spawn_with_providers(backend).await;
    t.provider
        .set_claims(json!({ "nonce": "not-the-nonce-we-sent" }))
        .await;
    let landing = t.sign_in_with("google").await;
    assert_failed(&landing, "server_error");
    assert!(
        landing
            .get("error_description")
            .contains("could not be verified"),
        "{:?}",
        landing.fragment
    );

    // An ID token with no nonce at all is refused the same way.
    t.provider.set_claims(json!({ "nonce": null })).await;
    assert_failed(&t.sign_in_with("google").await, "server_error");
    assert_eq!(user_count(&t.app).await, 0);
}

async fn a_replayed_callback_is_refused(backend: Backend) {
    let t = spawn_with_providers(backend).await;
    let callback = t.provider_answer(t.authorize("google").await).await;
    let first = t.callback(callback.clone()).await;
    assert!(first.fragment.contains_key("access_token"));

    // The same state and code again: the state is spent.
    assert_failed(&t.callback(callback.clone()).await, "invalid_request");

    // The spent code under a fresh, valid state: the provider refuses it (and it was issued for
    // another PKCE challenge), so the sign-in fails at the exchange.
    let fresh = t.provider_answer(t.authorize("google").await).await;
    let param = |url: &Url, key: &str| {
        url.query_pairs()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.into_owned())
            .unwrap_or_else(|| panic!("{key} in {url}"))
    };
    let mut replay = fresh.clone();
    replay
        .query_pairs_mut()
        .clear()
        .append_pair("code", &param(&callback, "code"))
        .append_pair("state", &param(&fresh, "state"));
    assert_failed(&t.callback(replay).await, "server_error");
    assert_eq!(
        t.app
            .db
            .strings("SELECT CAST(id AS TEXT) FROM sessions")
            .await
            .len(),
        1,
        "the replay opened no second session"
    );
}

async fn a_cancelled_sign_in_reaches_the_callback_page_as_access_denied(backend: Backend) {
    let t = spawn_with_providers(backend).await;
    t.provider
        .fail_authorize("access_denied", "The user cancelled the sign-in")
        .await;
    let landing = t.sign_in_with("google").await;
    assert_failed(&landing, "access_denied");
    assert_eq!(
        landing.get("error_description"),
        "The user cancelled the sign-in"
    );
}

async fn an_unverified_or_unconfirmed_email_does_not_sign_in(backend: Backend) {
    let t = spawn_with_providers(backend).await;
    t.provider
        .set_claims(json!({ "sub": "unverified", "email_verified": false }))
        .await;
    let landing = t.sign_in_with("google").await;
    assert_failed(&landing, "server_error");
    assert!(landing.get("error_description").contains("verified e-mail"));

    // A password account whose address was never confirmed is not taken over by linking.
    let (status, _) = t
        .app
        .sign_up("eve@example.com", member_app::PASSWORD, "eve")
        .await;
    assert_eq!(status, StatusCode::OK);
    t.provider
        .set_claims(json!({ "sub": "eve", "email": "eve@example.com", "email_verified": true }))
        .await;
    let landing = t.sign_in_with("google").await;
    assert_failed(&landing, "server_error");
    assert!(landing
        .get("error_description")
        .contains("waiting for confirmation"));
    assert!(t
        .app
        .db
        .strings("SELECT subject FROM identities")
        .await
        .is_empty());
}

/// Not per backend: no database is involved in refusing an unconfigured provider.
#[tokio::test]
async fn an_unconfigured_provider_is_a_configuration_error() {
    let app = spawn_app(Backend::Sqlite, false).await;
    let (status, settings) = app.get("/auth/v1/settings", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        settings["external"],
        json!({ "email": true, "google": false, "apple": false })
    );
    for provider in ["google", "apple", "github", ""] {
        let response = app
            .client
            .get(app.url(&format!("/auth/v1/authorize?provider={provider}")))
            .send()
            .await
            .expect("authorize");
        let (status, body) = read(response).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{provider}");
        assert_eq!(body["error"], "OAuth provider not properly configured");
    }
    // A callback nobody started lands on the callback page with an error, not a 500.
    let response = reqwest::Client::builder()
        .redirect(redirect::Policy::none())
        .build()
        .expect("client")
        .get(app.url("/auth/v1/callback?code=x&state=y"))
        .send()
        .await
        .expect("callback");
    assert_failed(&landing(response), "invalid_request");
}
