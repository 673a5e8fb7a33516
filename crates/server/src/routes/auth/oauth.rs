//! `/auth/v1/authorize` and `/auth/v1/callback`: Google and Apple sign-in over HTTP. The flow is
//! `oauth::OAuth`'s and the account rules are `accounts::Accounts`'s; these handlers only turn
//! their answers into redirects.
//!
//! The callback always ends at an SPA page, never in a JSON error: on success with the session in
//! the URL fragment (`#access_token=…&refresh_token=…`, which browsers never send to a server),
//! on failure with `#error=…&error_description=…`, which the callback page shows. Both ends read
//! the browser cookie that ties a sign-in to its browser (`oauth::BROWSER_COOKIE`).

use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::{Form, Json};
use openidconnect::url::form_urlencoded;
use serde::Deserialize;
use serde_json::{json, Value};

use crate::accounts::{AccountError, IssuedSession, ACCESS_TOKEN_SECS};
use crate::auth::ClientIp;
use crate::error::AppResult;
use crate::extract::ApiQuery;
use crate::oauth::{CallbackParams, OAuthError, ProviderKind, BROWSER_COOKIE, DEFAULT_REDIRECT};
use crate::state::AppState;

#[derive(Debug, Deserialize)]
pub struct AuthorizeQuery {
    #[serde(default)]
    provider: String,
    redirect_to: Option<String>,
}

/// Which providers are configured; the SPA shows its 'Configuration Error' for the others.
pub async fn settings(State(state): State<AppState>) -> Json<Value> {
    let on = |kind| state.oauth.is_configured(kind);
    Json(json!({
        "external": {
            "email": true,
            "google": on(ProviderKind::Google),
            "apple": on(ProviderKind::Apple),
        }
    }))
}

/// 302 to the provider; 400 'OAuth provider not properly configured' for one that is not.
pub async fn authorize(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    ApiQuery(query): ApiQuery<AuthorizeQuery>,
) -> AppResult<Response> {
    state.accounts.may_start_oauth(ip)?;
    let started = state
        .oauth
        .start(
            &query.provider,
            query.redirect_to.as_deref(),
            browser_cookie(&headers),
        )
        .await?;
    let mut response = redirect(StatusCode::FOUND, started.url.as_str());
    let cookie = state.oauth.browser_cookie(&started.browser);
    match HeaderValue::from_str(&cookie) {
        Ok(cookie) => {
            response.headers_mut().insert(header::SET_COOKIE, cookie);
        }
        // Hex and fixed words only, so this cannot happen; without the cookie the callback
        // would fail, so say so now.
        Err(_) => return Err(anyhow::anyhow!("the OAuth cookie is not a header value").into()),
    }
    Ok(response)
}

/// Google (and any provider using the default `response_mode=query`) comes back with a GET.
/// Parameters that cannot be read (not UTF-8, repeated) carry no usable state: the callback page
/// says so like for an unknown one, since this route never answers JSON.
pub async fn callback_get(
    State(state): State<AppState>,
    headers: HeaderMap,
    params: Result<Query<CallbackParams>, QueryRejection>,
) -> Response {
    match params {
        Ok(Query(params)) => finish(&state, &headers, params).await,
        Err(_) => failed(&OAuthError::UnknownState),
    }
}

/// Apple comes back with a form POST (`response_mode=form_post`).
pub async fn callback_post(
    State(state): State<AppState>,
    headers: HeaderMap,
    params: Result<Form<CallbackParams>, FormRejection>,
) -> Response {
    match params {
        Ok(Form(params)) => finish(&state, &headers, params).await,
        Err(_) => failed(&OAuthError::UnknownState),
    }
}

async fn finish(state: &AppState, headers: &HeaderMap, params: CallbackParams) -> Response {
    let browser = browser_cookie(headers);
    let finished = match state.oauth.finish(params, browser).await {
        Ok(finished) => finished,
        Err(err) => return failed(&err),
    };
    match state
        .accounts
        .sign_in_with_identity(&finished.identity)
        .await
    {
        Ok(session) => signed_in(&finished.redirect_to, &session),
        Err(err) => refused(&err),
    }
}

/// The value of the browser cookie, from any `Cookie` header.
fn browser_cookie(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == BROWSER_COOKIE)
        .map(|(_, value)| value)
}

fn signed_in(page: &str, session: &IssuedSession) -> Response {
    let fragment = form_urlencoded::Serializer::new(String::new())
        .append_pair("access_token", &session.access_token)
        .append_pair("refresh_token", &session.refresh_token)
        .append_pair("expires_in", &ACCESS_TOKEN_SECS.to_string())
        .append_pair("expires_at", &session.expires_at.timestamp().to_string())
        .append_pair("token_type", "bearer")
        .append_pair("provider_type", "oauth")
        .finish();
    redirect(StatusCode::SEE_OTHER, &format!("{page}#{fragment}"))
}

fn failed(err: &OAuthError) -> Response {
    match err {
        OAuthError::Provider { .. } => {
            tracing::info!(error = %err.chain(), "OAuth sign-in ended by the provider")
        }
        OAuthError::Store(_) | OAuthError::Internal(_) => {
            tracing::error!(error = %err.chain(), "OAuth sign-in failed")
        }
        _ => tracing::warn!(error = %err.chain(), "OAuth sign-in refused"),
    }
    error_redirect(err.code(), &err.description())
}

/// The identity was fine but our side could not take it: a rule of the accounts (no verified
/// address, an unconfirmed account) or a store failure, which is not worth a 500 page here.
fn refused(err: &AccountError) -> Response {
    match err {
        AccountError::Store(_) | AccountError::Internal(_) => {
            tracing::error!(error = %err, "OAuth sign-in could not open a session");
            error_redirect(
                "server_error",
                "Something went wrong during sign-in. Please try again.",
            )
        }
        other => {
            tracing::info!(error = %other, "OAuth sign-in refused by the account rules");
            error_redirect("server_error", &other.to_string())
        }
    }
}

fn error_redirect(code: &str, description: &str) -> Response {
    let fragment = form_urlencoded::Serializer::new(String::new())
        .append_pair("error", code)
        .append_pair("error_description", description)
        .finish();
    redirect(
        StatusCode::SEE_OTHER,
        &format!("{DEFAULT_REDIRECT}#{fragment}"),
    )
}

fn redirect(status: StatusCode, location: &str) -> Response {
    match HeaderValue::from_str(location) {
        Ok(location) => (
            status,
            [
                (header::LOCATION, location),
                // The location may carry tokens: no cache may keep it.
                (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
            ],
        )
            .into_response(),
        // Every part is URL-encoded, so this cannot happen; still an answer, not a panic.
        Err(_) => StatusCode::BAD_GATEWAY.into_response(),
    }
}
