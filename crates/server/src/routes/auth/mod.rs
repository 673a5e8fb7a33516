//! `/auth/v1`: our own auth service, in the shape of Supabase Auth (docs/API.md, "Accounts").
//! Handlers translate HTTP to `accounts::Accounts` calls and back; the rules live there.

mod oauth;
mod types;

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};

use self::types::{
    ResendBody, SessionBody, SignUpAnswer, SignUpBody, TokenBody, TokenQuery, UserBody,
    VerifyAnswer, VerifyBody,
};
use crate::accounts::{AccountError, SignUp};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, AppResult};
use crate::extract::{ApiJson, ApiQuery};
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/auth/v1/signup", post(sign_up))
        .route("/auth/v1/verify", post(verify))
        .route("/auth/v1/resend", post(resend))
        .route("/auth/v1/token", post(token))
        .route("/auth/v1/logout", post(logout))
        .route("/auth/v1/user", get(user))
        .route("/auth/v1/settings", get(oauth::settings))
        .route("/auth/v1/authorize", get(oauth::authorize))
        .route(
            "/auth/v1/callback",
            get(oauth::callback_get).post(oauth::callback_post),
        )
}

async fn sign_up(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<SignUpBody>,
) -> AppResult<Json<SignUpAnswer>> {
    let form = SignUp {
        email: body.email,
        password: body.password,
        username: body.data.username,
    };
    let user = state.accounts.sign_up(ip, form).await?;
    Ok(Json(SignUpAnswer {
        user: UserBody::from(&user),
        session: None,
    }))
}

async fn verify(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<VerifyBody>,
) -> AppResult<Json<VerifyAnswer>> {
    if body.kind != "email" {
        return Err(AccountError::InvalidLink.into());
    }
    let verified = state.accounts.verify_email(ip, &body.token_hash).await?;
    Ok(Json(VerifyAnswer {
        user: UserBody::from(&verified.user),
        already_confirmed: verified.already_confirmed,
    }))
}

async fn resend(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<ResendBody>,
) -> AppResult<Json<Value>> {
    if body.kind != "signup" {
        return Err(AppError::Validation(
            "Only the sign-up confirmation can be sent again (type \"signup\").".to_string(),
        ));
    }
    state.accounts.resend(ip, &body.email).await?;
    Ok(Json(json!({})))
}

async fn token(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiQuery(query): ApiQuery<TokenQuery>,
    ApiJson(body): ApiJson<TokenBody>,
) -> AppResult<Json<SessionBody>> {
    let session = match query.grant_type.as_deref() {
        Some("password") => {
            state
                .accounts
                .sign_in(ip, &body.email, &body.password)
                .await?
        }
        Some("refresh_token") => state.accounts.refresh(&body.refresh_token).await?,
        _ => {
            return Err(AppError::Validation(
                "grant_type must be \"password\" or \"refresh_token\".".to_string(),
            ))
        }
    };
    Ok(Json(SessionBody::from(session)))
}

async fn logout(State(state): State<AppState>, AuthUser(user): AuthUser) -> AppResult<StatusCode> {
    state.accounts.sign_out(user).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn user(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
) -> AppResult<Json<UserBody>> {
    let user = state.accounts.user(user).await?;
    Ok(Json(UserBody::from(&user)))
}
