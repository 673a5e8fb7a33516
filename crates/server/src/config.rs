//! Settings of `bingeable serve`, from flags or environment variables (flags win).

use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Debug, Clone, clap::Args)]
pub struct ServeConfig {
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, env = "BINGEABLE_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// sqlite://PATH (created on first start) or postgres://USER@HOST/DB.
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "sqlite://data/bingeable.db"
    )]
    pub database_url: String,

    /// The built SPA (`web/dist`); every non-API GET is served from here.
    #[arg(long, env = "BINGEABLE_STATIC_DIR", default_value = "web/dist")]
    pub static_dir: PathBuf,

    /// The catalog artifact written by `bingeable catalog build`.
    #[arg(long, env = "BINGEABLE_CATALOG", default_value = "data/catalog.bin")]
    pub catalog: PathBuf,

    /// Directory of the MiniLM model (model.safetensors, tokenizer.json, config.json).
    #[arg(long, env = "BINGEABLE_MODEL_DIR", default_value = "data/model")]
    pub model_dir: PathBuf,

    /// Largest accepted request body; bigger ones get a JSON 413.
    #[arg(long, env = "BINGEABLE_MAX_BODY_BYTES", default_value_t = 1_048_576)]
    pub max_body_bytes: usize,
}
