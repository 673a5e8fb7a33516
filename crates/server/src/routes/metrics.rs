//! `GET /metrics`: the Prometheus scrape page (see [`crate::metrics`] for what is recorded).
//! Open like `/api/health`: it holds counts and latencies, no person's data.

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use catalog::Kind;

use crate::metrics::{self, CATALOG_TITLES, DB_POOL_CONNECTIONS, DB_POOL_MAX_CONNECTIONS};
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
    let pool = state.store.pool_stats();
    let backend = state.store.backend();
    ::metrics::gauge!(DB_POOL_CONNECTIONS, "backend" => backend, "state" => "idle")
        .set(f64::from(pool.idle));
    ::metrics::gauge!(DB_POOL_CONNECTIONS, "backend" => backend, "state" => "in_use")
        .set(f64::from(pool.size.saturating_sub(pool.idle)));
    ::metrics::gauge!(DB_POOL_MAX_CONNECTIONS, "backend" => backend).set(f64::from(pool.max));
    handle.run_upkeep();
    ([(header::CONTENT_TYPE, CONTENT_TYPE)], handle.render())
}
