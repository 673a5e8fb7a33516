//! `POST /api/import` (docs/API.md, "Import"): the raw export file as the body, `?format=` imdb,
//! letterboxd or trakt (detected when absent). The bearer's own lists only; the rules live in
//! [`crate::import`].

use axum::extract::{DefaultBodyLimit, Request, State};
use axum::routing::post;
use axum::{Json, Router};
use serde::Deserialize;

use crate::auth::AuthUser;
use crate::error::{AppError, AppResult};
use crate::extract::{read_body_within, ApiQuery};
use crate::import::{self, Format, Summary};
use crate::limits::IMPORT_UPLOAD_BYTES;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new().route(
        "/api/import",
        // Exports are larger than any JSON call: this route alone gets a bigger limit.
        post(upload).layer(DefaultBodyLimit::max(IMPORT_UPLOAD_BYTES)),
    )
}

#[derive(Debug, Deserialize)]
struct ImportQuery {
    format: Option<String>,
}

async fn upload(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiQuery(query): ApiQuery<ImportQuery>,
    request: Request,
) -> AppResult<Json<Summary>> {
    let format = match query.format.as_deref().map(str::trim) {
        None | Some("") | Some("auto") => None,
        Some(raw) => Some(Format::parse(raw).ok_or_else(|| {
            AppError::Validation("format must be imdb, letterboxd or trakt.".to_string())
        })?),
    };
    let bytes = read_body_within(request, &state, IMPORT_UPLOAD_BYTES).await?;
    let summary = import::run(
        state.store.as_ref(),
        &state.cpu,
        state.engine.current(),
        state.imdb_index.clone(),
        user.id,
        format,
        bytes,
    )
    .await?;
    if summary.counts.favorites_added + summary.counts.watched_added > 0 {
        state.community.mark_changed();
    }
    Ok(Json(summary))
}
