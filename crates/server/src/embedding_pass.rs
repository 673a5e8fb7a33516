//! Embedding the catalog's titles: the one routine behind `bingeable catalog build` and the
//! server's background pass.
//!
//! Every vector goes through the shared cache (`data/embeddings.cache`), which is saved after
//! each chunk: a pass stopped half way (Ctrl-C on a first run) keeps what it did, and the next one
//! embeds only the rest. The test catalog's texts are a subset of the full one's, so nothing is
//! embedded twice.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use anyhow::Context;
use catalog::Catalog;
use embed::{Embedder, EmbeddingCache};
use engine::Engine;

use crate::community::CommunitySignal;
use crate::live_engine::{EmbeddingStage, LiveEngine};
use crate::text_embedder::MiniLm;

/// Titles embedded between two saves of the cache: about a minute of work on 2 cores, so an
/// interrupted pass loses little, and the saves (the whole file each time) cost little.
const CHUNK: usize = 4096;

/// Row-major embeddings of every title of `catalog`, in id order, taking what `cache_path`
/// already holds; `progress(done, of)` after each model batch.
pub fn embed_titles(
    catalog: &Catalog,
    embedder: &Embedder,
    cache_path: &Path,
    mut progress: impl FnMut(usize, usize),
) -> anyhow::Result<Vec<f32>> {
    let texts = catalog.embedding_texts();
    let mut cache = EmbeddingCache::load_or_default(cache_path);
    let mut flat = Vec::with_capacity(texts.len() * embed::DIM);
    for (chunk_index, chunk) in texts.chunks(CHUNK).enumerate() {
        let offset = chunk_index * CHUNK;
        let cached_before = cache.len();
        let vectors = embed::embed_with_cache(embedder, &mut cache, chunk, |done, _| {
            progress(offset + done, texts.len());
        })
        .context("embedding the catalog's titles")?;
        if cache.len() > cached_before {
            save_cache(&cache, cache_path)?;
        }
        flat.extend(vectors.into_iter().flatten());
    }
    Ok(flat)
}

fn save_cache(cache: &EmbeddingCache, path: &Path) -> anyhow::Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .with_context(|| format!("creating {}", parent.display()))?;
    }
    cache
        .save(path)
        .with_context(|| format!("saving the embedding cache {}", path.display()))
}

/// Starts the background pass when the engine runs without title embeddings: on its own thread
/// (minutes of CPU, not a task for the async workers or the blocking pool that requests use).
pub fn spawn_background(
    live: Arc<LiveEngine>,
    model_dir: PathBuf,
    cache_path: PathBuf,
    community: CommunitySignal,
) {
    if live.embeddings().status().state == EmbeddingStage::Ready {
        return;
    }
    let spawned = std::thread::Builder::new()
        .name("embedding-pass".into())
        .spawn(move || match run(&live, &model_dir, &cache_path) {
            Ok(true) => community.mark_changed(),
            Ok(false) => {}
            Err(err) => {
                live.embeddings().give_up(EmbeddingStage::Failed);
                tracing::error!(error = format!("{err:#}"), "title embeddings: the background pass failed; picks stay on genres, people and words");
            }
        });
    if let Err(err) = spawned {
        tracing::error!(error = %err, "title embeddings: cannot start the background pass");
    }
}

/// Embeds, builds the new engine and swaps it in. Ok(false) when there is no model to embed with.
fn run(live: &LiveEngine, model_dir: &Path, cache_path: &Path) -> anyhow::Result<bool> {
    let embedder = match Embedder::load(model_dir) {
        Ok(embedder) => embedder,
        Err(err) => {
            live.embeddings().give_up(EmbeddingStage::Unavailable);
            tracing::warn!(model_dir = %model_dir.display(), error = %err, "title embeddings: no model (run `make model`); picks stay on genres, people and words");
            return Ok(false);
        }
    };
    let catalog = live.current().catalog_arc();
    let started = Instant::now();
    let progress = live.embeddings();
    progress.start(catalog.len());
    tracing::info!(
        titles = catalog.len(),
        "title embeddings: computing in the background"
    );
    // A line per ~5% in the log; health shows every batch.
    let mut logged = 0usize;
    let flat = embed_titles(&catalog, &embedder, cache_path, |done, of| {
        progress.advance(done);
        if done == of || done >= logged + of.max(20) / 20 {
            logged = done;
            tracing::info!(
                done,
                of,
                secs = started.elapsed().as_secs(),
                "title embeddings: progress"
            );
        }
    })?;
    let with_embeddings = Catalog::clone(&catalog)
        .with_embeddings(flat)
        .context("attaching the embeddings")?;
    let model = MiniLm::new(embedder);
    let engine = Engine::new(Arc::new(with_embeddings), Some(&model));
    live.replace(Arc::new(engine));
    progress.finish(catalog.len());
    embed::return_free_memory();
    tracing::info!(
        titles = catalog.len(),
        secs = started.elapsed().as_secs(),
        "title embeddings: in place; picks are embedding-backed"
    );
    Ok(true)
}
