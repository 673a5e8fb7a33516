//! The request and response bodies of `/auth/v1`, shaped like Supabase Auth (GoTrue) so the SPA's
//! client reads like supabase-js (docs/API.md, "Accounts").

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use uuid::Uuid;

use crate::accounts::{IssuedSession, ACCESS_TOKEN_SECS};
use crate::store::User;

#[derive(Debug, Deserialize)]
pub struct SignUpBody {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub data: SignUpData,
}

#[derive(Debug, Default, Deserialize)]
pub struct SignUpData {
    pub username: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct VerifyBody {
    #[serde(default)]
    pub token_hash: String,
    /// Only `"email"` exists; other values are refused like a bad link.
    #[serde(rename = "type", default)]
    pub kind: String,
}

#[derive(Debug, Deserialize)]
pub struct ResendBody {
    /// Only `"signup"` exists.
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub email: String,
}

/// Both grants in one body: `{email, password}` or `{refresh_token}`.
#[derive(Debug, Deserialize)]
pub struct TokenBody {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub refresh_token: String,
}

#[derive(Debug, Deserialize)]
pub struct TokenQuery {
    pub grant_type: Option<String>,
}

/// The contract's User object.
#[derive(Debug, Serialize)]
pub struct UserBody {
    pub id: Uuid,
    pub email: String,
    pub email_confirmed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub user_metadata: Value,
    pub app_metadata: Value,
}

impl From<&User> for UserBody {
    fn from(user: &User) -> UserBody {
        // A username is optional at sign-up; an empty one is "absent" in the metadata.
        let user_metadata = if user.username.is_empty() {
            json!({})
        } else {
            json!({ "username": user.username })
        };
        UserBody {
            id: user.id,
            email: user.email.clone(),
            email_confirmed_at: user.email_confirmed_at,
            created_at: user.created_at,
            user_metadata,
            // One account may sign in with a password and with Google or Apple (linked by its
            // verified address), so no single provider is the account's; nothing reads it.
            app_metadata: json!({ "provider": "email" }),
        }
    }
}

#[derive(Debug, Serialize)]
pub struct SignUpAnswer {
    pub user: UserBody,
    /// Always null: the address must be confirmed before the first sign-in.
    pub session: Option<SessionBody>,
}

#[derive(Debug, Serialize)]
pub struct VerifyAnswer {
    pub user: UserBody,
    pub already_confirmed: bool,
}

/// The contract's Session object.
#[derive(Debug, Serialize)]
pub struct SessionBody {
    pub access_token: String,
    pub token_type: &'static str,
    pub expires_in: i64,
    pub expires_at: i64,
    pub refresh_token: String,
    pub user: UserBody,
}

impl From<IssuedSession> for SessionBody {
    fn from(session: IssuedSession) -> SessionBody {
        SessionBody {
            user: UserBody::from(&session.user),
            access_token: session.access_token,
            token_type: "bearer",
            expires_in: ACCESS_TOKEN_SECS,
            expires_at: session.expires_at.timestamp(),
            refresh_token: session.refresh_token,
        }
    }
}
