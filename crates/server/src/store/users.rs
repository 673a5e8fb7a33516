//! Accounts: users and their profile, e-mail confirmation tokens, sign-in sessions with their
//! rotating refresh tokens, and OAuth identities.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::{
    AccessGrant, EmailConfirmation, NewSession, NewUser, OAuthState, ProfileInit, Rotation,
    StoreResult, TokenHashes, User,
};

/// Every multi-step write here (confirming an address, rotating a refresh token, opening a
/// session) is one method, and each backend runs it in one database transaction: callers cannot
/// leave half of it done.
#[async_trait]
pub trait UserStore: Send + Sync {
    // --- users ---
    /// Fails with [`super::StoreError::Conflict`] when the e-mail is taken (case-insensitively).
    async fn create_user(&self, user: NewUser) -> StoreResult<User>;
    async fn user_by_id(&self, id: Uuid) -> StoreResult<Option<User>>;
    /// Case-insensitive, surrounding whitespace ignored.
    async fn user_by_email(&self, email: &str) -> StoreResult<Option<User>>;
    /// Returns the updated user, or None when it does not exist.
    async fn set_favorite_shows(&self, id: Uuid, shows: &[String]) -> StoreResult<Option<User>>;
    async fn set_favorite_genres(&self, id: Uuid, genres: &[String]) -> StoreResult<Option<User>>;
    /// Marks the e-mail confirmed; false when the user does not exist.
    async fn confirm_email(&self, id: Uuid, at: DateTime<Utc>) -> StoreResult<bool>;
    /// Creates the profile once: `Some((user, true))` when it was created now, `Some((user,
    /// false))` (unchanged) when it existed already, None for an unknown user.
    async fn create_profile(
        &self,
        id: Uuid,
        profile: ProfileInit,
        at: DateTime<Utc>,
    ) -> StoreResult<Option<(User, bool)>>;

    // --- e-mail confirmation tokens (stored hashed, single use, kept with a used marker) ---
    async fn create_email_token(
        &self,
        token_hash: &str,
        user_id: Uuid,
        expires_at: DateTime<Utc>,
    ) -> StoreResult<()>;
    /// Spends the token and confirms its user's address, atomically. A token that is unknown,
    /// spent or expired at `now` changes nothing.
    async fn confirm_email_with_token(
        &self,
        token_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<EmailConfirmation>;

    // --- sessions (tokens stored hashed) ---
    async fn create_session(&self, session: &NewSession) -> StoreResult<()>;
    async fn access_grant(&self, access_hash: &str) -> StoreResult<Option<AccessGrant>>;
    /// Spends the refresh token `refresh_hash` and adds `next` to its session, atomically. Spending
    /// a token twice deletes its session (all its access and refresh tokens).
    async fn rotate_refresh_token(
        &self,
        refresh_hash: &str,
        next: &TokenHashes,
        now: DateTime<Utc>,
    ) -> StoreResult<Rotation>;
    /// Deletes the session with all its tokens; false when it did not exist.
    async fn delete_session(&self, session_id: Uuid) -> StoreResult<bool>;

    // --- OAuth identities ---
    /// Fails with [`super::StoreError::Conflict`] when this provider subject is linked already.
    async fn link_identity(&self, provider: &str, subject: &str, user_id: Uuid) -> StoreResult<()>;
    async fn user_by_identity(&self, provider: &str, subject: &str) -> StoreResult<Option<User>>;

    // --- OAuth sign-ins under way (single use, short-lived) ---
    /// Stores a sign-in that left for its provider. Rows expired at `now` are deleted on the way,
    /// so the table holds only the last few minutes' sign-ins.
    async fn create_oauth_state(&self, state: &OAuthState, now: DateTime<Utc>) -> StoreResult<()>;
    /// Deletes and returns the sign-in stored under `state_hash`, in one statement, so a state is
    /// spent once however many callbacks race. None when it is unknown, spent, or expired at `now`.
    async fn take_oauth_state(
        &self,
        state_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<OAuthState>>;
}
