//! Shared test setup: the model, loaded once per test binary.

use std::path::PathBuf;
use std::sync::OnceLock;

use embed::Embedder;

/// `BINGEABLE_MODEL_DIR`, else `<repo>/data/model`.
pub fn model_dir() -> PathBuf {
    match std::env::var_os("BINGEABLE_MODEL_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/model"),
    }
}

/// The embedder; panics (failing the test, never skipping it) when the model is missing.
pub fn embedder() -> &'static Embedder {
    static EMBEDDER: OnceLock<Embedder> = OnceLock::new();
    EMBEDDER.get_or_init(|| load(embed::MAX_TOKENS))
}

/// The embedder cut where sentence-transformers cuts (its `max_seq_length`, 256), to compare with
/// the reference vectors the Python library computed.
#[allow(dead_code)] // Used by the reference test binary only.
pub fn reference_embedder() -> &'static Embedder {
    static EMBEDDER: OnceLock<Embedder> = OnceLock::new();
    EMBEDDER.get_or_init(|| load(256))
}

fn load(max_tokens: usize) -> Embedder {
    let dir = model_dir();
    assert!(
        dir.join("model.safetensors").is_file(),
        "model not found at {}: run scripts/fetch-model.sh",
        dir.display()
    );
    Embedder::load_with_max_tokens(&dir, max_tokens)
        .unwrap_or_else(|e| panic!("loading the model: {e}"))
}
