//! The OAuth layer's one error type. Before the provider is left (`/auth/v1/authorize`) it becomes
//! an HTTP answer through [`From<OAuthError> for AppError`]; on the way back (`/auth/v1/callback`)
//! it becomes the `error` / `error_description` pair the SPA's callback page reads ([`code`]).
//!
//! [`code`]: OAuthError::code

use crate::error::AppError;
use crate::store::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum OAuthError {
    /// The spec's 'Configuration Error / OAuth provider not properly configured'.
    #[error("OAuth provider not properly configured")]
    NotConfigured,
    /// Discovery or the JWKS could not be fetched: the provider is down or unreachable.
    #[error("{provider} sign-in is unavailable right now. Please try again later.")]
    Unavailable {
        provider: &'static str,
        #[source]
        source: anyhow::Error,
    },
    /// The state is unknown, expired or already spent: a replay, a forged callback, or a sign-in
    /// that took longer than the pending window.
    #[error("This sign-in attempt has expired or was already used. Please try again.")]
    UnknownState,
    /// The callback arrived in a browser other than the one that started the sign-in (no or
    /// another cookie): what a login-CSRF attempt looks like.
    #[error("This sign-in was started in another browser. Please try again here.")]
    OtherBrowser,
    #[error("The provider sent no authorization code. Please try again.")]
    MissingCode,
    /// The provider answered with an error (e.g. `access_denied` when the person cancelled).
    #[error("{description}")]
    Provider { error: String, description: String },
    /// The token endpoint refused the code (spent, expired, wrong PKCE verifier) or failed.
    #[error("{provider} sign-in could not be completed. Please try again.")]
    Exchange {
        provider: &'static str,
        #[source]
        source: anyhow::Error,
    },
    /// The ID token is missing or failed verification (signature, issuer, audience, expiry, nonce).
    #[error("{provider} sign-in could not be verified. Please try again.")]
    IdToken {
        provider: &'static str,
        #[source]
        source: anyhow::Error,
    },
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

pub type OAuthResult<T> = Result<T, OAuthError>;

/// Provider error texts are passed on to the page; this keeps a hostile one short.
const MAX_DESCRIPTION_CHARS: usize = 200;

impl OAuthError {
    /// The RFC 6749 error code the callback page receives. The SPA words `access_denied` and
    /// `invalid_request` itself and shows the description for anything else.
    pub fn code(&self) -> &str {
        match self {
            OAuthError::NotConfigured
            | OAuthError::UnknownState
            | OAuthError::OtherBrowser
            | OAuthError::MissingCode => "invalid_request",
            OAuthError::Provider { error, .. } => error,
            OAuthError::Unavailable { .. } => "temporarily_unavailable",
            OAuthError::Exchange { .. }
            | OAuthError::IdToken { .. }
            | OAuthError::Store(_)
            | OAuthError::Internal(_) => "server_error",
        }
    }

    /// What the page shows: our sentence, or the provider's own (shortened).
    pub fn description(&self) -> String {
        match self {
            OAuthError::Store(_) | OAuthError::Internal(_) => {
                "Something went wrong during sign-in. Please try again.".into()
            }
            other => other
                .to_string()
                .chars()
                .take(MAX_DESCRIPTION_CHARS)
                .collect(),
        }
    }

    pub fn provider_error(error: &str, description: Option<&str>) -> OAuthError {
        let error: String = error
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
            .take(64)
            .collect();
        let description = description
            .map(str::trim)
            .filter(|d| !d.is_empty())
            .map_or_else(|| error.replace('_', " "), str::to_string);
        OAuthError::Provider {
            error: if error.is_empty() {
                "server_error".into()
            } else {
                error
            },
            description,
        }
    }
}

impl OAuthError {
    /// The whole chain of causes, for the log: the page only gets [`OAuthError::description`].
    pub fn chain(&self) -> String {
        let mut text = self.to_string();
        let mut source = std::error::Error::source(self);
        while let Some(cause) = source {
            text.push_str(": ");
            text.push_str(&cause.to_string());
            source = cause.source();
        }
        text
    }
}

impl From<OAuthError> for AppError {
    fn from(err: OAuthError) -> AppError {
        match err {
            OAuthError::Unavailable { .. } => {
                tracing::warn!(error = %err.chain(), "OAuth provider unreachable");
                AppError::Unavailable(err.to_string())
            }
            OAuthError::Store(e) => AppError::Store(e),
            OAuthError::Internal(e) => AppError::Internal(e),
            other => AppError::Validation(other.description()),
        }
    }
}
