//! `GET /api/poster/{id}.svg`: the generated poster of a catalog title.

use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

use crate::error::AppError;
use crate::security::SELF_CONTAINED_POLICY;
use crate::state::AppState;

mod svg;

/// Posters change only when the catalog is rebuilt; a month of caching spares the server the rest.
const CACHE_CONTROL: &str = "public, max-age=2592000";

pub fn router() -> Router<AppState> {
    // The router matches whole segments, so the `.svg` suffix is checked in the handler.
    Router::new().route("/api/poster/{file}", get(poster_svg))
}

async fn poster_svg(
    State(state): State<AppState>,
    file: Result<Path<String>, PathRejection>,
) -> Result<Response, AppError> {
    let not_found = |what: &str| AppError::NotFound(format!("No poster for {what}"));
    let Path(file) = file.map_err(|_| not_found("this address"))?;
    let key = file
        .strip_suffix(".svg")
        .ok_or_else(|| not_found(&truncated(&file)))?;
    let engine = state.engine.current();
    let title = engine
        .catalog()
        .by_key(key)
        .ok_or_else(|| not_found(&truncated(key)))?;
    let headers = [
        (header::CONTENT_TYPE, "image/svg+xml; charset=utf-8"),
        (header::CACHE_CONTROL, CACHE_CONTROL),
        // Opened on its own, an SVG is a document: no scripts, no outside loads in it.
        (header::CONTENT_SECURITY_POLICY, SELF_CONTAINED_POLICY),
    ];
    Ok((headers, svg::render(title, &engine.shown_genres(title.id))).into_response())
}

/// Echoing a request path into a message: bounded, so a 1 MB path does not come back.
fn truncated(text: &str) -> String {
    text.chars().take(60).collect()
}
