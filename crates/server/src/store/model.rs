//! Plain values the store reads and writes; no SQL here.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::StoreError;

/// The key uniqueness is checked on: e-mails and show names compare trimmed and case-insensitively
/// (Unicode-aware). Computed here, not in SQL, so both backends agree exactly.
pub fn normalize_key(s: &str) -> String {
    s.trim().to_lowercase()
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct User {
    pub id: Uuid,
    pub email: String,
    pub username: String,
    /// None for accounts created through OAuth.
    #[serde(skip_serializing)]
    pub password_hash: Option<String>,
    pub email_confirmed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub favorite_shows: Vec<String>,
    pub favorite_genres: Vec<String>,
    /// Set once `POST /api/user` created the profile; `GET /api/user` is 404 until then.
    pub profile_created_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone)]
pub struct NewUser {
    pub email: String,
    pub username: String,
    pub password_hash: Option<String>,
    /// Set for OAuth sign-ups, whose provider already verified the address.
    pub email_confirmed_at: Option<DateTime<Utc>>,
    pub favorite_shows: Vec<String>,
    pub favorite_genres: Vec<String>,
}

/// The profile fields `POST /api/user` sets once.
#[derive(Debug, Clone)]
pub struct ProfileInit {
    pub username: String,
    pub favorite_shows: Vec<String>,
    pub favorite_genres: Vec<String>,
}

/// An OAuth sign-in that left for its provider (the `oauth_states` table). The state is stored
/// hashed, like every token; the PKCE verifier and the nonce must be read back, so they are not.
#[derive(Debug, Clone, PartialEq)]
pub struct OAuthState {
    pub state_hash: String,
    pub provider: String,
    pub pkce_verifier: String,
    pub nonce: String,
    /// The SPA page the session is handed to.
    pub redirect_to: String,
    /// The hash of the cookie of the browser that started the sign-in.
    pub browser_hash: String,
    pub expires_at: DateTime<Utc>,
}

/// Hashes of one access token and the refresh token issued with it. The store never sees a plain
/// token: the auth layer hashes what it hands out and what clients send.
#[derive(Debug, Clone, PartialEq)]
pub struct TokenHashes {
    pub access_hash: String,
    pub access_expires_at: DateTime<Utc>,
    pub refresh_hash: String,
    pub refresh_expires_at: DateTime<Utc>,
}

/// One sign-in: the family every refresh token of that sign-in belongs to.
#[derive(Debug, Clone, PartialEq)]
pub struct NewSession {
    pub id: Uuid,
    pub user_id: Uuid,
    pub tokens: TokenHashes,
    pub created_at: DateTime<Utc>,
}

/// What an access token grants, found by its hash.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AccessGrant {
    pub session_id: Uuid,
    pub user_id: Uuid,
    pub expires_at: DateTime<Utc>,
}

/// The outcome of following a confirmation link.
#[derive(Debug, Clone, PartialEq)]
pub enum EmailConfirmation {
    /// The link was valid and unused; the address is confirmed now.
    Confirmed(User),
    /// The link was valid and unused, but the address had been confirmed since (another link).
    AlreadyConfirmed(User),
    /// Unknown, used or expired: the caller cannot tell which, by design.
    Invalid,
}

/// The outcome of spending a refresh token.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Rotation {
    /// The token was live: it is spent now and the new pair belongs to the same session.
    Rotated { session_id: Uuid, user_id: Uuid },
    /// The token had been spent already: someone replayed it, so its whole session is gone.
    Reused,
    /// Unknown or expired.
    Invalid,
}

/// The tokens that work once: spending one sets its `used_at`, so a second use is recognised.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SingleUse {
    EmailLink,
    RefreshToken,
}

/// What spending a single-use token found. Backends mark it spent first, then look at the row,
/// inside the caller's transaction: dropping that transaction un-spends an expired token.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Spend {
    /// Unspent and unexpired; the owner is the user (e-mail link) or the session (refresh token).
    Fresh(Uuid),
    Expired,
    /// Unknown, or spent before.
    Unspendable,
}

/// The three per-user title lists share one shape and one table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ListKind {
    Favorites,
    WatchLater,
    Dislikes,
}

impl ListKind {
    pub const ALL: [ListKind; 3] = [
        ListKind::Favorites,
        ListKind::WatchLater,
        ListKind::Dislikes,
    ];

    /// The value of the `list` column.
    pub fn as_str(self) -> &'static str {
        match self {
            ListKind::Favorites => "favorites",
            ListKind::WatchLater => "watch_later",
            ListKind::Dislikes => "dislikes",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum ContentType {
    /// The spec: "a missing value counts as tv".
    #[default]
    Tv,
    Movie,
}

impl From<catalog::Kind> for ContentType {
    fn from(kind: catalog::Kind) -> Self {
        match kind {
            catalog::Kind::Show => ContentType::Tv,
            catalog::Kind::Movie => ContentType::Movie,
        }
    }
}

impl ContentType {
    pub fn as_str(self) -> &'static str {
        match self {
            ContentType::Tv => "tv",
            ContentType::Movie => "movie",
        }
    }

    pub fn parse(s: &str) -> Result<Self, StoreError> {
        match s {
            "tv" => Ok(ContentType::Tv),
            "movie" => Ok(ContentType::Movie),
            other => Err(StoreError::Corrupt(format!("content_type '{other}'"))),
        }
    }
}

#[derive(Debug, Clone)]
pub struct NewListItem {
    pub user_id: Uuid,
    pub show_name: String,
    /// The whole recommendation object, kept as the client sent it.
    pub show_data: serde_json::Value,
    pub content_type: ContentType,
    /// Only meaningful for watch-later; false on add per the spec.
    pub watched: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SavedItem {
    pub id: Uuid,
    pub user_id: Uuid,
    pub show_name: String,
    pub show_data: serde_json::Value,
    pub content_type: ContentType,
    pub watched: bool,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Tier {
    Free,
    Pro,
    Premium,
    Ultra,
}

impl Tier {
    pub fn as_str(self) -> &'static str {
        match self {
            Tier::Free => "free",
            Tier::Pro => "pro",
            Tier::Premium => "premium",
            Tier::Ultra => "ultra",
        }
    }

    pub fn parse(s: &str) -> Result<Self, StoreError> {
        match s {
            "free" => Ok(Tier::Free),
            "pro" => Ok(Tier::Pro),
            "premium" => Ok(Tier::Premium),
            "ultra" => Ok(Tier::Ultra),
            other => Err(StoreError::Corrupt(format!("tier '{other}'"))),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Subscription {
    pub user_id: Uuid,
    pub tier: Tier,
    /// Free text from the payment provider ("active", "canceled", ...).
    pub status: String,
    pub is_premium: bool,
    pub stripe_customer_id: Option<String>,
    pub stripe_subscription_id: Option<String>,
    pub updated_at: DateTime<Utc>,
}

/// Decodes a JSON list of strings stored in a text/JSON column.
pub(crate) fn string_list(
    value: serde_json::Value,
    column: &str,
) -> Result<Vec<String>, StoreError> {
    serde_json::from_value(value).map_err(|e| StoreError::Corrupt(format!("{column}: {e}")))
}

pub(crate) fn parse_uuid(s: &str, column: &str) -> Result<Uuid, StoreError> {
    Uuid::parse_str(s).map_err(|e| StoreError::Corrupt(format!("{column}: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_key_is_trimmed_unicode_lowercase() {
        assert_eq!(normalize_key("  Élite "), "élite");
        assert_eq!(normalize_key("BREAKING Bad"), "breaking bad");
    }

    #[test]
    fn content_type_and_tier_round_trip() {
        for c in [ContentType::Tv, ContentType::Movie] {
            assert_eq!(ContentType::parse(c.as_str()).ok(), Some(c));
        }
        for t in [Tier::Free, Tier::Pro, Tier::Premium, Tier::Ultra] {
            assert_eq!(Tier::parse(t.as_str()).ok(), Some(t));
        }
        assert!(Tier::parse("gold").is_err());
        assert!(ContentType::parse("book").is_err());
    }
}
