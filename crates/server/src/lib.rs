//! The `bingeable` server: HTTP API, SPA serving, storage. The binary in `main.rs` is a thin shell
//! around [`cli::run`]; integration tests use [`app::spawn`]. docs/ARCHITECTURE.md maps the rooms.

pub mod accounts;
pub mod app;
pub mod auth;
pub mod billing;
pub mod catalog_loader;
pub mod cli;
pub mod community;
pub mod config;
pub mod contact;
pub mod cpu;
pub mod embedding_pass;
pub mod error;
pub mod extract;
pub mod import;
pub mod limits;
pub mod links;
pub mod live_engine;
pub mod logging;
pub mod mail;
pub mod markup;
pub mod metrics;
pub mod monitoring;
pub mod oauth;
pub mod present;
pub mod routes;
pub mod security;
pub mod spa;
pub mod state;
pub mod store;
pub mod text_embedder;
pub mod typed;
pub mod weekly_picks;
