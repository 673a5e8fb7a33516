//! `GET /api/health`: liveness plus what the server is running with.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use catalog::Kind;
use serde_json::{json, Value};

use crate::error::{AppError, AppResult};
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/health", get(health))
}

async fn health(State(state): State<AppState>) -> AppResult<Json<Value>> {
    if let Err(err) = state.store.ping().await {
        tracing::error!(error = %err, "health check: database unreachable");
        return Err(AppError::Unavailable("Database unavailable".to_string()));
    }
    let titles = &state.catalog.titles;
    let movies = titles.iter().filter(|t| t.kind == Kind::Movie).count();
    Ok(Json(json!({
        "status": "ok",
        "version": env!("CARGO_PKG_VERSION"),
        "catalog": { "titles": titles.len(), "movies": movies, "shows": titles.len() - movies },
        "database": state.store.backend(),
        // Picks are embedding-backed once this says "ready" (a first run computes them in the
        // background while the site already answers).
        "embeddings": state.engine.embeddings().status(),
    })))
}
