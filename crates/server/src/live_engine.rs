//! The engine the handlers answer from, replaceable while requests run.
//!
//! The server starts as soon as the catalog is read, before its titles are embedded: the engine
//! then ranks by genres, people, audience, words and the prior. The background embedding pass
//! ([`crate::embedding_pass`]) builds the embedding-backed engine and swaps it in here; a request
//! already running finishes on the engine it started with, the next one gets the new one, so no
//! request fails or waits during the swap.

use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
use std::sync::Arc;

use arc_swap::ArcSwap;
use engine::Engine;
use serde::Serialize;

pub struct LiveEngine {
    current: ArcSwap<Engine>,
    embeddings: EmbeddingProgress,
}

impl LiveEngine {
    /// Starts on `engine`; when it already carries embeddings (or has nothing to embed) the
    /// progress reads "ready" from the start.
    pub fn new(engine: Arc<Engine>) -> LiveEngine {
        let titles = engine.catalog().len();
        let embeddings = EmbeddingProgress::default();
        if engine.has_embeddings() || titles == 0 {
            embeddings.finish(titles);
        }
        LiveEngine {
            current: ArcSwap::new(engine),
            embeddings,
        }
    }

    /// The engine to answer this request from (held for the whole request, even across a swap).
    pub fn current(&self) -> Arc<Engine> {
        self.current.load_full()
    }

    /// Puts `engine` (built over the same titles) in place of the current one, keeping the
    /// members' community signal the current one carries.
    pub fn replace(&self, engine: Arc<Engine>) {
        engine.adopt_community(&self.current.load());
        self.current.store(engine);
    }

    pub fn embeddings(&self) -> &EmbeddingProgress {
        &self.embeddings
    }
}

/// Where the title embeddings are, for `/api/health` and the log.
#[derive(Debug, Default)]
pub struct EmbeddingProgress {
    stage: AtomicU8,
    done: AtomicUsize,
    of: AtomicUsize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
#[repr(u8)]
pub enum EmbeddingStage {
    /// Not started yet (the server has just come up).
    Pending = 0,
    /// Being computed in the background; `done` of `of` titles so far.
    Computing,
    /// In the engine: picks are embedding-backed.
    Ready,
    /// No model to embed with (`make model`); the engine keeps ranking without embeddings.
    Unavailable,
    /// The pass failed (see the log); the engine keeps ranking without embeddings.
    Failed,
}

impl EmbeddingStage {
    fn from_u8(value: u8) -> EmbeddingStage {
        match value {
            0 => EmbeddingStage::Pending,
            1 => EmbeddingStage::Computing,
            2 => EmbeddingStage::Ready,
            3 => EmbeddingStage::Unavailable,
            _ => EmbeddingStage::Failed,
        }
    }
}

/// What `/api/health` shows under `"embeddings"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct EmbeddingStatus {
    pub state: EmbeddingStage,
    pub done: usize,
    pub of: usize,
}

impl EmbeddingProgress {
    pub fn status(&self) -> EmbeddingStatus {
        let stage = self.stage.load(Ordering::Acquire);
        EmbeddingStatus {
            state: EmbeddingStage::from_u8(stage),
            done: self.done.load(Ordering::Relaxed),
            of: self.of.load(Ordering::Relaxed),
        }
    }

    pub fn start(&self, of: usize) {
        self.of.store(of, Ordering::Relaxed);
        self.done.store(0, Ordering::Relaxed);
        self.set_stage(EmbeddingStage::Computing);
    }

    pub fn advance(&self, done: usize) {
        self.done.store(done, Ordering::Relaxed);
    }

    pub fn finish(&self, titles: usize) {
        self.of.store(titles, Ordering::Relaxed);
        self.done.store(titles, Ordering::Relaxed);
        self.set_stage(EmbeddingStage::Ready);
    }

    pub fn give_up(&self, stage: EmbeddingStage) {
        self.set_stage(stage);
    }

    fn set_stage(&self, stage: EmbeddingStage) {
        self.stage.store(stage as u8, Ordering::Release);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_reports_each_stage() {
        let progress = EmbeddingProgress::default();
        assert_eq!(progress.status().state, EmbeddingStage::Pending);
        progress.start(100);
        progress.advance(40);
        assert_eq!(
            progress.status(),
            EmbeddingStatus {
                state: EmbeddingStage::Computing,
                done: 40,
                of: 100
            }
        );
        progress.finish(100);
        assert_eq!(progress.status().state, EmbeddingStage::Ready);
        assert_eq!(progress.status().done, 100);
        progress.give_up(EmbeddingStage::Unavailable);
        assert_eq!(progress.status().state, EmbeddingStage::Unavailable);
    }
}
