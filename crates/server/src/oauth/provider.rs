//! One configured OpenID Connect provider: who we are to it (client id and secret), where it is
//! (its issuer, found by discovery), and the `openidconnect` client built from both.

use std::time::{Duration, Instant};

use chrono::Utc;
use openidconnect::core::{CoreClient, CoreProviderMetadata};
use openidconnect::{
    AuthType, ClientId, ClientSecret, EndpointMaybeSet, EndpointNotSet, EndpointSet, IssuerUrl,
    RedirectUrl,
};
use tokio::sync::Mutex;

use super::apple::AppleKey;
use super::error::{OAuthError, OAuthResult};
use crate::config::Secret;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProviderKind {
    Google,
    Apple,
}

impl ProviderKind {
    pub fn parse(name: &str) -> Option<ProviderKind> {
        match name.trim() {
            "google" => Some(ProviderKind::Google),
            "apple" => Some(ProviderKind::Apple),
            _ => None,
        }
    }

    /// The name in URLs, the identities table and `app_metadata.provider`.
    pub fn as_str(self) -> &'static str {
        match self {
            ProviderKind::Google => "google",
            ProviderKind::Apple => "apple",
        }
    }

    /// The name people read in messages.
    pub fn label(self) -> &'static str {
        match self {
            ProviderKind::Google => "Google",
            ProviderKind::Apple => "Apple",
        }
    }
}

/// What `from_provider_metadata` builds: authorize URL set, token and userinfo URLs as discovered.
pub type OidcClient = CoreClient<
    EndpointSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointMaybeSet,
    EndpointMaybeSet,
>;

/// How the client proves who it is at the token endpoint.
pub enum Credentials {
    /// A fixed secret, sent with HTTP Basic auth (Google).
    Secret(Secret),
    /// A JWT signed per request, sent in the form body, as Apple requires.
    Apple(AppleKey),
}

/// Discovery documents and key sets change rarely; refetching hourly picks up key rotation
/// (providers publish a new key well before signing with it).
const METADATA_TTL: Duration = Duration::from_secs(60 * 60);

pub struct Provider {
    pub kind: ProviderKind,
    issuer: IssuerUrl,
    client_id: ClientId,
    credentials: Credentials,
    metadata: Mutex<Option<(Instant, CoreProviderMetadata)>>,
}

impl Provider {
    pub fn new(
        kind: ProviderKind,
        issuer_url: &str,
        client_id: &str,
        credentials: Credentials,
    ) -> anyhow::Result<Provider> {
        let issuer = IssuerUrl::new(issuer_url.trim().to_string()).map_err(|e| {
            anyhow::anyhow!(
                "the {} issuer URL {issuer_url:?} is not a URL: {e}",
                kind.label()
            )
        })?;
        Ok(Provider {
            kind,
            issuer,
            client_id: ClientId::new(client_id.trim().to_string()),
            credentials,
            metadata: Mutex::new(None),
        })
    }

    /// A client for one sign-in step, from the (cached) discovery document.
    pub async fn client(
        &self,
        http: &openidconnect::reqwest::Client,
        redirect_url: &RedirectUrl,
    ) -> OAuthResult<OidcClient> {
        let metadata = self.metadata(http).await?;
        let secret = match &self.credentials {
            Credentials::Secret(secret) => secret.expose().to_string(),
            Credentials::Apple(key) => {
                key.client_secret(self.client_id.as_str(), self.audience(), Utc::now())
            }
        };
        let client = CoreClient::from_provider_metadata(
            metadata,
            self.client_id.clone(),
            Some(ClientSecret::new(secret)),
        )
        .set_redirect_uri(redirect_url.clone());
        Ok(match self.credentials {
            Credentials::Secret(_) => client,
            // Apple's token endpoint only takes `client_secret_post`.
            Credentials::Apple(_) => client.set_auth_type(AuthType::RequestBody),
        })
    }

    /// Apple wants its issuer, without a trailing slash, as the client secret's audience.
    fn audience(&self) -> &str {
        self.issuer.as_str().trim_end_matches('/')
    }

    async fn metadata(
        &self,
        http: &openidconnect::reqwest::Client,
    ) -> OAuthResult<CoreProviderMetadata> {
        // Held across the fetch so concurrent sign-ins wait for one discovery, not start many.
        let mut cached = self.metadata.lock().await;
        if let Some((fetched_at, metadata)) = cached.as_ref() {
            if fetched_at.elapsed() < METADATA_TTL {
                return Ok(metadata.clone());
            }
        }
        let metadata = CoreProviderMetadata::discover_async(self.issuer.clone(), http)
            .await
            .map_err(|e| OAuthError::Unavailable {
                provider: self.kind.label(),
                source: anyhow::Error::new(e).context(format!(
                    "OpenID Connect discovery at {}",
                    self.issuer.as_str()
                )),
            })?;
        *cached = Some((Instant::now(), metadata.clone()));
        Ok(metadata)
    }
}
