//! The `bingeable` server: HTTP API, SPA serving, storage. The binary in `main.rs` is a thin shell
//! around [`cli::run`]; integration tests use [`app::spawn`].

pub mod affiliate;
pub mod app;
pub mod catalog_loader;
pub mod cli;
pub mod config;
pub mod error;
pub mod extract;
pub mod logging;
pub mod poster;
pub mod present;
pub mod recommendation_input;
pub mod routes;
pub mod spa;
pub mod store;
pub mod text_embedder;
pub mod title_list;
pub mod viewer;
