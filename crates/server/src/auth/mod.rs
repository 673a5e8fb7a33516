//! Who is asking: the request extractors of identity.
//!
//! Every recommendation call is open to anonymous visitors; when a request carries a signed-in user,
//! `routes::recommendations` adds their saved lists. The identity comes from the session token, never
//! from a `userId` body field, which anyone could forge.
//!
//! Only `MaybeUser` exists yet, and it answers anonymous: no route issues session tokens, and the
//! token format (how it is hashed before `Store::session_by_token`) is the accounts issue's decision.
//! That issue adds `AuthUser` (rejects with 401) and makes `MaybeUser` validate any token sent and
//! answer 401 for an expired or unknown one, so the SPA can refresh.

use std::convert::Infallible;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use uuid::Uuid;

use crate::state::AppState;

/// The signed-in user behind a request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CurrentUser {
    pub id: Uuid,
}

/// Extracts the signed-in user when there is one; never rejects a request.
#[derive(Debug, Clone, Copy, Default)]
pub struct MaybeUser(pub Option<CurrentUser>);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = Infallible;

    async fn from_request_parts(_parts: &mut Parts, _state: &AppState) -> Result<Self, Infallible> {
        // Sign-in and bearer tokens belong to the accounts work. Its token check goes here
        // (hash the bearer token, `Store::session_by_token`, reject nothing); until it lands every
        // request is anonymous, and the lists below are simply empty.
        Ok(MaybeUser(None))
    }
}
