//! `GET /metrics`: the Prometheus scrape page (see [`crate::metrics`] for what is recorded).
//! Open like `/api/health`: it holds counts and latencies, no person's data.

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use catalog::Kind;

use crate::metrics::{self, CATALOG_TITLES};
use crate::state::AppState;

const CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";

pub fn router() -> Router<AppState> {
    Router::new().route("/metrics", get(scrape))
}

async fn scrape(State(state): State<AppState>) -> impl IntoResponse {
    let handle = metrics::handle();
    // Gauges of what this server holds, read at scrape time so they are never stale.
    for (kind, label) in [(Kind::Show, "tv"), (Kind::Movie, "movie")] {
        let count = state
            .catalog
            .titles
            .iter()
            .filter(|t| t.kind == kind)
            .count();
        ::metrics::gauge!(CATALOG_TITLES, "kind" => label).set(count as f64);
    }
    handle.run_upkeep();
    ([(header::CONTENT_TYPE, CONTENT_TYPE)], handle.render())
}
