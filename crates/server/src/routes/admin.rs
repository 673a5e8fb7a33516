//! `GET /api/admin/summary`: the operator's view (`/admin`), for the accounts named in
//! `BINGEABLE_ADMIN_EMAILS` only.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};

use crate::auth::AuthUser;
use crate::error::{AppError, AppResult};
use crate::monitoring::Summary;
use crate::state::AppState;
use crate::store;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/admin/summary", get(summary))
}

async fn summary(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
) -> AppResult<Json<Summary>> {
    let account = state.store.user_by_id(user.id).await?;
    let is_admin = account.is_some_and(|account| state.config.monitoring.is_admin(&account.email));
    if !is_admin {
        return Err(AppError::Forbidden(
            "This page is for the site's operators.".to_string(),
        ));
    }
    Ok(Json(state.monitoring.summary(store::now()).await?))
}
