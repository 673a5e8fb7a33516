//! Loads the catalog artifact the server answers from, and builds the engine over it.

use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use catalog::Catalog;
use engine::{Engine, TextEmbedder};

use crate::text_embedder::MiniLm;

/// The catalog at `path`, or an empty one (with a warning) when the file does not exist yet, so the
/// site still comes up before `bingeable catalog build` has run.
pub fn load_catalog(path: &Path) -> anyhow::Result<Arc<Catalog>> {
    if !path.exists() {
        tracing::warn!(
            path = %path.display(),
            "catalog artifact not found; serving an empty catalog (run `bingeable catalog build`)"
        );
        return Ok(Arc::new(Catalog::default()));
    }
    let started = std::time::Instant::now();
    let catalog = catalog::artifact::load(path)
        .map_err(|err| anyhow::anyhow!("{err} (rebuild it with `bingeable catalog build`)"))?;
    tracing::info!(
        path = %path.display(),
        titles = catalog.len(),
        embeddings = !catalog.embeddings.is_empty(),
        ms = started.elapsed().as_millis() as u64,
        "catalog loaded"
    );
    Ok(Arc::new(catalog))
}

/// Builds the engine once at start-up. The model is needed only here (to embed the mood
/// descriptions), so it is dropped afterwards rather than held for the server's lifetime.
pub fn build_engine(catalog: Arc<Catalog>, model_dir: &Path) -> Arc<Engine> {
    let started = Instant::now();
    let model = MiniLm::load(model_dir);
    let engine = Engine::new(catalog, model.as_ref().map(|m| m as &dyn TextEmbedder));
    tracing::info!(
        ms = started.elapsed().as_millis() as u64,
        title_embeddings = engine.has_embeddings(),
        mood_embeddings = model.is_some(),
        "recommendation engine ready"
    );
    Arc::new(engine)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_file_gives_empty_catalog() {
        let catalog = load_catalog(Path::new("/nonexistent/catalog.bin"));
        assert_eq!(catalog.map(|c| c.len()).ok(), Some(0));
    }
}
