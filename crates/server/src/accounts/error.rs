//! The accounts service's one error type; [`From<AccountError> for AppError`] is where each case
//! gets its status, sentence and machine-readable code (docs/API.md, "Accounts").

use axum::http::StatusCode;

use crate::auth::password::PasswordError;
use crate::cpu::CpuError;
use crate::error::AppError;
use crate::store::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    /// A rule of the forms (e-mail, password, username, title lists), worded for people.
    #[error("{0}")]
    Validation(String),
    /// Wrong password and unknown address alike, so sign-in does not reveal who is registered.
    #[error("Invalid login credentials")]
    InvalidCredentials,
    #[error("Please check your email and click the confirmation link before signing in.")]
    EmailNotConfirmed,
    #[error("Invalid or expired confirmation link. Please request a new verification email.")]
    InvalidLink,
    #[error("Invalid Refresh Token")]
    InvalidRefreshToken,
    /// A spent refresh token came back: its whole sign-in has been revoked.
    #[error("Invalid Refresh Token")]
    RefreshTokenReused,
    #[error("Too many attempts. Please wait a minute and try again.")]
    RateLimited { retry_after_secs: u64 },
    /// An access token that is expired, unknown, or whose user is gone.
    #[error("Your session has expired. Please sign in again.")]
    SessionExpired,
    /// An OAuth provider vouched for a person but not for an e-mail address we could use.
    #[error("Your {provider} account has no verified e-mail address, which Bingeable needs to sign you in.")]
    ProviderEmailUnverified { provider: &'static str },
    /// An OAuth sign-in found a password account with its address that was never confirmed.
    /// Linking it would hand the account to whoever chose that password, so it waits.
    #[error("An account with this e-mail address is waiting for confirmation. Please confirm it with the link we sent, then sign in with {provider} again.")]
    LinkToUnconfirmed { provider: &'static str },
    #[error("User profile not found")]
    ProfileNotFound,
    #[error("You can only change your own profile.")]
    NotYours,
    /// The CPU pool stayed full (503) or a hashing job failed.
    #[error(transparent)]
    Cpu(#[from] CpuError),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<PasswordError> for AccountError {
    fn from(err: PasswordError) -> AccountError {
        match err {
            PasswordError::Cpu(e) => AccountError::Cpu(e),
            PasswordError::Hash(e) => AccountError::Internal(e),
        }
    }
}

pub type AccountResult<T> = Result<T, AccountError>;

impl From<AccountError> for AppError {
    fn from(err: AccountError) -> AppError {
        let message = err.to_string();
        match err {
            AccountError::Validation(_)
            | AccountError::InvalidLink
            | AccountError::InvalidRefreshToken
            | AccountError::ProviderEmailUnverified { .. } => AppError::Validation(message),
            AccountError::LinkToUnconfirmed { .. } => coded(message, "email_not_confirmed"),
            AccountError::InvalidCredentials => coded(message, "invalid_credentials"),
            AccountError::EmailNotConfirmed => coded(message, "email_not_confirmed"),
            AccountError::RefreshTokenReused => coded(message, "refresh_token_reused"),
            AccountError::RateLimited { retry_after_secs } => AppError::TooManyRequests {
                message,
                code: "over_rate_limit",
                retry_after_secs,
            },
            AccountError::SessionExpired => AppError::Unauthorized(message),
            AccountError::ProfileNotFound => AppError::NotFound(message),
            AccountError::NotYours => AppError::Forbidden(message),
            AccountError::Cpu(e) => e.into(),
            AccountError::Store(e) => AppError::Store(e),
            AccountError::Internal(e) => AppError::Internal(e),
        }
    }
}

/// A 400 the SPA tells apart by its code.
fn coded(message: String, code: &'static str) -> AppError {
    AppError::Coded {
        status: StatusCode::BAD_REQUEST,
        message,
        code,
    }
}
