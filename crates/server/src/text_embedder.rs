//! The engine's [`engine::TextEmbedder`] over the MiniLM model of the `embed` crate.

use std::path::Path;

use embed::Embedder;

pub struct MiniLm(Embedder);

impl MiniLm {
    pub fn new(embedder: Embedder) -> MiniLm {
        MiniLm(embedder)
    }

    /// The model in `model_dir`, or None (with a warning) when it is absent or unreadable: the
    /// server still runs, and moods then rank by genres and description keywords only.
    pub fn load(model_dir: &Path) -> Option<MiniLm> {
        match Embedder::load(model_dir) {
            Ok(embedder) => Some(MiniLm(embedder)),
            Err(err) => {
                tracing::warn!(
                    model_dir = %model_dir.display(),
                    error = %err,
                    "embedding model unavailable; moods use genres and keywords only (run `make model`)"
                );
                None
            }
        }
    }
}

impl engine::TextEmbedder for MiniLm {
    fn embed_text(&self, text: &str) -> Option<Vec<f32>> {
        match self.0.embed(text) {
            Ok(vector) => Some(vector),
            Err(err) => {
                tracing::warn!(error = %err, "embedding a text failed");
                None
            }
        }
    }
}
