//! Sign-in with Google and Apple: the OpenID Connect authorization-code flow with PKCE, state and
//! nonce (docs/API.md, "Auth service"). This module speaks to the providers only; what a verified
//! identity means for our accounts (find, link or create the user, open a session) is
//! `accounts::oauth`'s business, and HTTP is `routes::auth`'s.
//!
//! [`OAuth::start`] builds the provider's authorize URL and stores the sign-in under its hashed
//! `state` (the `oauth_states` table, so the callback may reach any app server), tied to the
//! browser by a cookie ([`BROWSER_COOKIE`]); [`OAuth::finish`] takes that row back (once), checks
//! the callback came to the same browser, exchanges the code with the PKCE verifier and verifies
//! the ID token: signature against the provider's JWKS, issuer, audience, expiry and our nonce.
//!
//! The cookie is what stops login CSRF: without it, anyone could send a victim the callback URL
//! of their own sign-in and have the victim's browser signed in to the attacker's account.

mod apple;
mod error;
mod provider;

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use chrono::Utc;
use openidconnect::core::CoreAuthenticationFlow;
use openidconnect::url::{Position, Url};
use openidconnect::{
    AccessTokenHash, AuthorizationCode, CsrfToken, Nonce, OAuth2TokenResponse, PkceCodeChallenge,
    PkceCodeVerifier, RedirectUrl, Scope, TokenResponse,
};

pub use error::{OAuthError, OAuthResult};
pub use provider::ProviderKind;

use self::apple::AppleKey;
use self::provider::{Credentials, Provider};
use crate::auth::tokens;
use crate::config::{OAuthConfig, Secret};
use crate::store::{OAuthState, Store};

/// Where the session is handed to the SPA unless the sign-in asked for another of its pages.
pub const DEFAULT_REDIRECT: &str = "/auth/callback";
/// The path providers send people back to; it must be registered with each provider.
pub const CALLBACK_PATH: &str = "/auth/v1/callback";
/// The cookie that ties a sign-in to the browser that started it: a random value, reused for
/// every sign-in of that browser (two tabs signing in at once both work), its hash in the row.
pub const BROWSER_COOKIE: &str = "bingeable_oauth";
/// A provider that does not answer within this is reported unavailable, not waited for.
const PROVIDER_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a person may spend at the provider before the sign-in must start over.
const PENDING_MINUTES: i64 = 10;

pub struct OAuth {
    google: Option<Provider>,
    apple: Option<Provider>,
    store: Arc<dyn Store>,
    http: openidconnect::reqwest::Client,
    redirect_url: RedirectUrl,
    public_url: Url,
}

/// What the provider's callback carries, in the query (GET) or the form body (Apple's POST).
#[derive(Debug, Default, serde::Deserialize)]
pub struct CallbackParams {
    pub state: Option<String>,
    pub code: Option<String>,
    pub error: Option<String>,
    pub error_description: Option<String>,
}

/// A person the provider vouched for, with an ID token that passed every check.
#[derive(Debug, Clone)]
pub struct VerifiedIdentity {
    pub provider: ProviderKind,
    /// The provider's stable id for the person (`sub`).
    pub subject: String,
    pub email: Option<String>,
    pub email_verified: bool,
}

/// A started sign-in: where to send the browser, and the cookie value it must come back with.
#[derive(Debug)]
pub struct Started {
    pub url: Url,
    pub browser: String,
}

/// A finished sign-in: who, and which SPA page gets the session.
#[derive(Debug)]
pub struct Finished {
    pub identity: VerifiedIdentity,
    pub redirect_to: String,
}

impl OAuth {
    pub fn from_config(
        config: &OAuthConfig,
        public_url: &str,
        store: Arc<dyn Store>,
    ) -> anyhow::Result<OAuth> {
        let public_url = Url::parse(public_url)
            .with_context(|| format!("BINGEABLE_PUBLIC_URL {public_url:?} is not a URL"))?;
        let callback = public_url
            .join(CALLBACK_PATH)
            .context("building the OAuth callback URL")?;
        let http = openidconnect::reqwest::ClientBuilder::new()
            // Following redirects would let a provider's answer point us anywhere (SSRF).
            .redirect(openidconnect::reqwest::redirect::Policy::none())
            .timeout(PROVIDER_TIMEOUT)
            .build()
            .context("building the OAuth HTTP client")?;
        Ok(OAuth {
            google: google(config)?,
            apple: apple(config)?,
            store,
            http,
            redirect_url: RedirectUrl::from_url(callback),
            public_url,
        })
    }

    pub fn is_configured(&self, kind: ProviderKind) -> bool {
        self.provider(kind).is_some()
    }

    fn provider(&self, kind: ProviderKind) -> Option<&Provider> {
        match kind {
            ProviderKind::Google => self.google.as_ref(),
            ProviderKind::Apple => self.apple.as_ref(),
        }
    }

    /// The provider's authorize URL for a new sign-in by `provider` (its name in the query).
    /// `redirect_to`: an SPA page on this site to hand the session to; anything else is ignored.
    /// `browser`: the browser's [`BROWSER_COOKIE`], when it sent a well-formed one.
    pub async fn start(
        &self,
        provider: &str,
        redirect_to: Option<&str>,
        browser: Option<&str>,
    ) -> OAuthResult<Started> {
        let kind = ProviderKind::parse(provider).ok_or(OAuthError::NotConfigured)?;
        let provider = self.provider(kind).ok_or(OAuthError::NotConfigured)?;
        let client = provider.client(&self.http, &self.redirect_url).await?;
        let (pkce_challenge, pkce_verifier) = PkceCodeChallenge::new_random_sha256();
        let mut request = client
            .authorize_url(
                CoreAuthenticationFlow::AuthorizationCode,
                CsrfToken::new_random,
                Nonce::new_random,
            )
            .add_scope(Scope::new("email".to_string()))
            .set_pkce_challenge(pkce_challenge);
        if kind == ProviderKind::Apple {
            // Apple sends the code back as a form POST whenever scopes are asked for.
            request = request.add_extra_param("response_mode", "form_post");
        }
        let (url, state, nonce) = request.url();
        let browser = match browser.filter(|b| is_token(b)) {
            Some(browser) => browser.to_string(),
            None => tokens::generate()
                .map_err(|e| anyhow::anyhow!("the system random source failed: {e}"))?,
        };
        let now = Utc::now();
        let pending = OAuthState {
            state_hash: tokens::hash(state.secret()),
            provider: kind.as_str().to_string(),
            pkce_verifier: pkce_verifier.secret().clone(),
            nonce: nonce.secret().clone(),
            redirect_to: self.redirect_target(redirect_to),
            browser_hash: tokens::hash(&browser),
            expires_at: now + chrono::Duration::minutes(PENDING_MINUTES),
        };
        self.store.create_oauth_state(&pending, now).await?;
        Ok(Started { url, browser })
    }

    /// Completes the sign-in the callback's `state` names, for the browser whose cookie is
    /// `browser`. The state is spent first, so a replayed callback (or a code used twice) fails
    /// whatever happened to the first one.
    pub async fn finish(
        &self,
        params: CallbackParams,
        browser: Option<&str>,
    ) -> OAuthResult<Finished> {
        let state = params
            .state
            .as_deref()
            .filter(|s| !s.is_empty())
            .ok_or(OAuthError::UnknownState)?;
        let pending = self
            .store
            .take_oauth_state(&tokens::hash(state), Utc::now())
            .await?
            .ok_or(OAuthError::UnknownState)?;
        let kind = ProviderKind::parse(&pending.provider).ok_or(OAuthError::UnknownState)?;
        // Both sides are hashes of random values: comparing them leaks nothing useful by timing.
        if browser.map(tokens::hash).as_deref() != Some(pending.browser_hash.as_str()) {
            return Err(OAuthError::OtherBrowser);
        }
        if let Some(error) = params.error.as_deref().filter(|e| !e.is_empty()) {
            return Err(OAuthError::provider_error(
                error,
                params.error_description.as_deref(),
            ));
        }
        let code = params
            .code
            .filter(|c| !c.is_empty())
            .ok_or(OAuthError::MissingCode)?;
        let provider = self.provider(kind).ok_or(OAuthError::NotConfigured)?;
        let label = provider.kind.label();
        let client = provider.client(&self.http, &self.redirect_url).await?;

        let exchange_failed = |source: anyhow::Error| OAuthError::Exchange {
            provider: label,
            source,
        };
        let tokens = client
            .exchange_code(AuthorizationCode::new(code))
            .map_err(|e| exchange_failed(e.into()))?
            .set_pkce_verifier(PkceCodeVerifier::new(pending.pkce_verifier))
            .request_async(&self.http)
            .await
            .map_err(|e| exchange_failed(anyhow::Error::new(e).context("token request")))?;

        let unverified = |source: anyhow::Error| OAuthError::IdToken {
            provider: label,
            source,
        };
        let id_token = tokens
            .id_token()
            .ok_or_else(|| unverified(anyhow::anyhow!("the token response has no ID token")))?;
        let verifier = client.id_token_verifier();
        let claims = id_token
            .claims(&verifier, &Nonce::new(pending.nonce))
            .map_err(|e| unverified(e.into()))?;
        // The access token must be the one the ID token was issued with, when it says which.
        if let Some(expected) = claims.access_token_hash() {
            let actual = id_token
                .signing_alg()
                .map_err(anyhow::Error::from)
                .and_then(|alg| {
                    let key = id_token.signing_key(&verifier)?;
                    Ok(AccessTokenHash::from_token(
                        tokens.access_token(),
                        alg,
                        key,
                    )?)
                })
                .map_err(unverified)?;
            if actual != *expected {
                return Err(unverified(anyhow::anyhow!(
                    "at_hash does not match the access token"
                )));
            }
        }
        Ok(Finished {
            identity: VerifiedIdentity {
                provider: kind,
                subject: claims.subject().as_str().to_string(),
                email: claims.email().map(|e| e.as_str().to_string()),
                email_verified: claims.email_verified().unwrap_or(false),
            },
            redirect_to: pending.redirect_to,
        })
    }

    /// The `Set-Cookie` value for the browser cookie: sent to `/auth/v1` only, never to scripts,
    /// for as long as a sign-in may take. Over HTTPS it is `SameSite=None; Secure`, because
    /// Apple's callback is a cross-site form POST, which a `Lax` cookie does not go with; over
    /// plain HTTP (development, tests) `Secure` cannot be set, so it is `Lax`, which the GET
    /// callbacks carry.
    pub fn browser_cookie(&self, browser: &str) -> String {
        let same_site = if self.public_url.scheme() == "https" {
            "SameSite=None; Secure"
        } else {
            "SameSite=Lax"
        };
        format!(
            "{BROWSER_COOKIE}={browser}; Path=/auth/v1; Max-Age={}; HttpOnly; {same_site}",
            PENDING_MINUTES * 60
        )
    }

    /// A page of this site (path and query), or the default return page. Resolving against the
    /// public URL and comparing origins turns away `//evil.example`, `https://evil.example` and
    /// the like, so the session is never handed to another site.
    fn redirect_target(&self, requested: Option<&str>) -> String {
        requested
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .and_then(|r| self.public_url.join(r).ok())
            .filter(|url| url.origin() == self.public_url.origin())
            .map(|url| url[Position::BeforePath..Position::AfterQuery].to_string())
            .unwrap_or_else(|| DEFAULT_REDIRECT.to_string())
    }
}

/// What [`tokens::generate`] makes: anything else in the cookie is ignored.
fn is_token(value: &str) -> bool {
    value.len() == 64 && value.bytes().all(|b| b.is_ascii_hexdigit())
}

/// A setting given as an empty string counts as not given.
fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

fn given_secret(value: &Option<Secret>) -> Option<&str> {
    value
        .as_ref()
        .map(|s| s.expose().trim())
        .filter(|v| !v.is_empty())
}

fn google(config: &OAuthConfig) -> anyhow::Result<Option<Provider>> {
    let client_id = given(&config.google_client_id);
    let secret = given_secret(&config.google_client_secret);
    match (client_id, secret) {
        (None, None) => Ok(None),
        (Some(client_id), Some(secret)) => Provider::new(
            ProviderKind::Google,
            &config.google_issuer_url,
            client_id,
            Credentials::Secret(Secret::new(secret)),
        )
        .map(Some),
        _ => anyhow::bail!(
            "Google sign-in needs both BINGEABLE_GOOGLE_CLIENT_ID and BINGEABLE_GOOGLE_CLIENT_SECRET \
             (or neither, to leave it off)"
        ),
    }
}

fn apple(config: &OAuthConfig) -> anyhow::Result<Option<Provider>> {
    let settings = [
        given(&config.apple_client_id),
        given(&config.apple_team_id),
        given(&config.apple_key_id),
        given_secret(&config.apple_private_key),
    ];
    match settings {
        [None, None, None, None] => Ok(None),
        [Some(client_id), Some(team_id), Some(key_id), Some(private_key)] => Provider::new(
            ProviderKind::Apple,
            &config.apple_issuer_url,
            client_id,
            Credentials::Apple(AppleKey::new(team_id, key_id, private_key)?),
        )
        .map(Some),
        _ => anyhow::bail!(
            "Apple sign-in needs all of BINGEABLE_APPLE_CLIENT_ID, BINGEABLE_APPLE_TEAM_ID, \
             BINGEABLE_APPLE_KEY_ID and BINGEABLE_APPLE_PRIVATE_KEY (or none, to leave it off)"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No test here reaches the store; SQLite in memory stands in.
    async fn oauth(config: &OAuthConfig) -> anyhow::Result<OAuth> {
        let store = crate::store::connect("sqlite::memory:").await?;
        OAuth::from_config(config, "https://bingeable.example", store)
    }

    #[tokio::test]
    async fn providers_are_on_only_when_fully_configured() {
        let none = oauth(&OAuthConfig::none())
            .await
            .expect("no provider is fine");
        assert!(!none.is_configured(ProviderKind::Google));
        assert!(!none.is_configured(ProviderKind::Apple));

        let mut google = OAuthConfig::none();
        google.google_client_id = Some("id".into());
        assert!(
            oauth(&google).await.is_err(),
            "a client id without a secret"
        );
        google.google_client_secret = Some(Secret::new("secret"));
        let on = oauth(&google).await.expect("Google configured");
        assert!(on.is_configured(ProviderKind::Google));
        assert!(!on.is_configured(ProviderKind::Apple));

        let mut apple = OAuthConfig::none();
        apple.apple_client_id = Some("app.bingeable".into());
        apple.apple_team_id = Some("TEAM".into());
        let err = oauth(&apple)
            .await
            .err()
            .expect("a partial Apple setup is refused");
        assert!(err.to_string().contains("BINGEABLE_APPLE_KEY_ID"), "{err}");
    }

    #[tokio::test]
    async fn the_session_only_goes_to_pages_of_this_site() {
        let oauth = oauth(&OAuthConfig::none()).await.expect("oauth");
        let target = |r: Option<&str>| oauth.redirect_target(r);
        assert_eq!(target(None), "/auth/callback");
        assert_eq!(target(Some("/auth/callback-old")), "/auth/callback-old");
        assert_eq!(
            target(Some("https://bingeable.example/auth/callback?x=1")),
            "/auth/callback?x=1"
        );
        for hostile in [
            "https://evil.example/auth/callback",
            "//evil.example/x",
            "http://bingeable.example/auth/callback",
        ] {
            assert_eq!(target(Some(hostile)), "/auth/callback", "{hostile}");
        }
        assert_eq!(
            oauth.redirect_url.as_str(),
            "https://bingeable.example/auth/v1/callback"
        );
    }

    #[tokio::test]
    async fn the_browser_cookie_goes_with_apples_cross_site_post_over_https() {
        let oauth = oauth(&OAuthConfig::none()).await.expect("oauth");
        let cookie = oauth.browser_cookie("abc");
        assert_eq!(
            cookie,
            "bingeable_oauth=abc; Path=/auth/v1; Max-Age=600; HttpOnly; SameSite=None; Secure"
        );
        let store = crate::store::connect("sqlite::memory:")
            .await
            .expect("store");
        let plain = OAuth::from_config(&OAuthConfig::none(), "http://127.0.0.1:8080", store)
            .expect("oauth");
        assert!(plain
            .browser_cookie("abc")
            .ends_with("HttpOnly; SameSite=Lax"));
        assert!(is_token(&tokens::generate().expect("random")));
        assert!(!is_token("abc"));
    }
}
