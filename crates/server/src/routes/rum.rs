//! `POST /api/rum`: the browser's batched monitoring events (spec: usage monitoring), checked
//! whole and stored in one transaction (see [`crate::monitoring::events`] for the limits).

use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use serde_json::{json, Value};

use crate::error::{AppError, AppResult};
use crate::extract::BeaconJson;
use crate::monitoring::events::{validate, RumBatch};
use crate::state::AppState;
use crate::store;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/rum", post(receive))
}

async fn receive(
    State(state): State<AppState>,
    BeaconJson(batch): BeaconJson<RumBatch>,
) -> AppResult<Json<Value>> {
    let rows = validate(batch, store::now()).map_err(AppError::Validation)?;
    if !rows.is_empty() {
        state.store.insert_rum_events(&rows).await?;
    }
    Ok(Json(json!({ "received": rows.len() })))
}
