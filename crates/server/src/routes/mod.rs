//! The JSON API, one module per area. Adding an area is one `.merge(...)` line here.

use axum::Router;

use crate::state::AppState;

mod admin;
mod auth;
mod billing;
mod contact;
mod couple_profiles;
mod health;
mod import;
pub(crate) mod lists;
mod metrics;
mod poster;
pub(crate) mod premium;
mod profile;
pub(crate) mod recommendations;
mod rum;
mod show;
pub(crate) mod titles;
mod weekly_picks;

pub fn api() -> Router<AppState> {
    Router::new()
        .merge(health::router())
        .merge(metrics::router())
        .merge(rum::router())
        .merge(recommendations::router())
        .merge(show::router())
        .merge(poster::router())
        .merge(auth::router())
        .merge(profile::router())
        .merge(lists::router())
        .merge(couple_profiles::router())
        .merge(weekly_picks::router())
        .merge(billing::router())
        .merge(contact::router())
        .merge(admin::router())
        .merge(import::router())
}
