//! `POST /api/rum`: the browser's batched monitoring events (spec: usage monitoring). They are
//! counted in the logs for now; nothing is stored.

use axum::routing::post;
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{json, Map, Value};

use crate::error::{AppError, AppResult};
use crate::extract::BeaconJson;
use crate::state::AppState;

/// The client flushes every 10 events; 100 leaves room for an offline backlog without letting one
/// request carry an unbounded batch.
pub const MAX_EVENTS: usize = 100;

#[derive(Debug, Deserialize)]
struct RumBatch {
    events: Vec<Map<String, Value>>,
}

pub fn router() -> Router<AppState> {
    Router::new().route("/api/rum", post(receive))
}

async fn receive(BeaconJson(batch): BeaconJson<RumBatch>) -> AppResult<Json<Value>> {
    let received = batch.events.len();
    if received > MAX_EVENTS {
        return Err(AppError::Validation(format!(
            "Too many events: {received} (at most {MAX_EVENTS} per request)"
        )));
    }
    tracing::debug!(received, "monitoring events received");
    Ok(Json(json!({ "received": received })))
}
