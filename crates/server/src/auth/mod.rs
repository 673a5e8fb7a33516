//! Who is asking: the request extractors of identity, and the token and password primitives the
//! accounts service builds on.
//!
//! The identity comes from the bearer token (`Authorization: Bearer <access_token>`), never from a
//! `userId` body field, which anyone could forge. Any request that sends a token has it checked,
//! anonymous routes included: an expired or unknown one is a 401, so the SPA refreshes and retries
//! instead of silently losing the signed-in parts of an answer.

pub mod password;
pub mod tokens;

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap};
use uuid::Uuid;

use crate::error::AppError;
use crate::state::AppState;

/// The signed-in user behind a request, and the sign-in (session) the token belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CurrentUser {
    pub id: Uuid,
    pub session_id: Uuid,
}

impl CurrentUser {
    /// Whether `target` (a user id from a path or a body) is this user's own: the ownership check
    /// of every per-member call.
    pub fn owns(&self, target: &str) -> bool {
        Uuid::parse_str(target.trim()).is_ok_and(|id| id == self.id)
    }
}

/// The signed-in user when a token is sent; anonymous without an `Authorization` header. A token
/// that is sent but expired or unknown is rejected with 401.
#[derive(Debug, Clone, Copy, Default)]
pub struct MaybeUser(pub Option<CurrentUser>);

/// A signed-in user, or 401.
#[derive(Debug, Clone, Copy)]
pub struct AuthUser(pub CurrentUser);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let Some(token) = bearer_token(&parts.headers)? else {
            return Ok(MaybeUser(None));
        };
        Ok(MaybeUser(Some(state.accounts.authenticate(token).await?)))
    }
}

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        match MaybeUser::from_request_parts(parts, state).await? {
            MaybeUser(Some(user)) => Ok(AuthUser(user)),
            MaybeUser(None) => Err(AppError::Unauthorized(
                "Please sign in to continue.".to_string(),
            )),
        }
    }
}

/// The token of an `Authorization: Bearer` header; None without the header. A header in any
/// other form is a 401 like a bad token: the client meant to authenticate and failed.
fn bearer_token(headers: &HeaderMap) -> Result<Option<&str>, AppError> {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    value
        .to_str()
        .ok()
        .and_then(|v| {
            let (scheme, token) = v.trim().split_once(' ')?;
            let token = token.trim();
            (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
        })
        .map(Some)
        .ok_or_else(session_expired)
}

/// The one answer for a token that does not grant access, whatever the reason.
pub fn session_expired() -> AppError {
    AppError::Unauthorized("Your session has expired. Please sign in again.".to_string())
}

/// The client's address, for rate limits: the socket peer, or, only when the server is configured
/// to sit behind a proxy (`BINGEABLE_TRUST_FORWARDED_FOR`), the address that proxy appended last
/// to `X-Forwarded-For` (earlier entries are whatever the client claimed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientIp(pub Option<IpAddr>);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        if state.config.auth.trust_forwarded_for {
            let forwarded = parts
                .headers
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .filter_map(|ip| ip.trim().parse::<IpAddr>().ok())
                .next_back();
            if forwarded.is_some() {
                return Ok(ClientIp(forwarded));
            }
        }
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(addr)| addr.ip());
        Ok(ClientIp(peer))
    }
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn headers(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::AUTHORIZATION,
            HeaderValue::from_str(value).expect("header"),
        );
        headers
    }

    #[test]
    fn bearer_token_forms() {
        assert_eq!(bearer_token(&HeaderMap::new()).ok(), Some(None));
        assert_eq!(bearer_token(&headers("Bearer abc")).ok(), Some(Some("abc")));
        assert_eq!(
            bearer_token(&headers("bearer  abc ")).ok(),
            Some(Some("abc"))
        );
        assert!(bearer_token(&headers("Basic abc")).is_err());
        assert!(bearer_token(&headers("Bearer ")).is_err());
    }
}
