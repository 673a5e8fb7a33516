//! The JSON API, one module per area. Adding an area is one `.merge(...)` line here.

use axum::Router;

use crate::state::AppState;

mod health;
mod metrics;
mod poster;
mod recommendations;
mod rum;
mod show;

pub fn api() -> Router<AppState> {
    Router::new()
        .merge(health::router())
        .merge(metrics::router())
        .merge(rum::router())
        .merge(recommendations::router())
        .merge(show::router())
        .merge(poster::router())
}
