//! The one error type of the embedding layer.

use std::path::PathBuf;

/// Everything that can go wrong while loading the model or embedding text.
#[derive(Debug, thiserror::Error)]
pub enum EmbedError {
    #[error("model not found at {}: run scripts/fetch-model.sh", .0.display())]
    ModelNotFound(PathBuf),

    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    #[error("invalid model config {}: {source}", path.display())]
    Config {
        path: PathBuf,
        #[source]
        source: serde_json::Error,
    },

    #[error("cache file {} is stale or not a cache: {reason}", path.display())]
    StaleCache { path: PathBuf, reason: String },

    #[error("unsupported model: {0}")]
    UnsupportedModel(String),

    #[error("tokenizer: {0}")]
    Tokenizer(String),

    #[error("model inference: {0}")]
    Model(#[from] candle_core::Error),
}
