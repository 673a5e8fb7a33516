//! The recommendation engine: pure, no I/O.
//!
//! `Engine::new` precomputes everything request-independent from a [`catalog::Catalog`];
//! `Engine::recommend` answers one [`Request`] (cross-media, couples or mood; "more" is the same
//! request with `exclude` filled) with ranked, filtered, explained picks in a few milliseconds.

mod bingeability;
mod columns;
mod community;
mod engine;
mod error;
mod explain;
mod filter;
mod genre_model;
mod index;
mod lexical;
mod maturity;
mod mood;
mod mood_fit;
pub mod premises;
mod request;
mod scoring;
mod select;
mod softmax;
mod text;
pub mod title_list;
mod tuning;
mod vectors;

pub use bingeability::{Bingeability, Factor as BingeabilityFactor};
pub use catalog::{Catalog, Kind, Platform, TitleId};
pub use engine::Engine;
pub use error::EngineError;
pub use maturity::{rank as maturity_rank, CHILDREN, CHILDREN_CEILING};
pub use mood::Mood;
pub use request::{
    Mode, Pick, Recommendations, Request, ResolvedInput, MAX_EXCLUDED, MAX_INPUTS, MAX_LIMIT,
    MAX_TITLE_CHARS,
};
pub use scoring::PairScore;
pub use text::{normalize_title, titles_match, TitleKey};
pub use tuning::Tuning;

/// Turns free text into a unit MiniLM vector (the `embed` crate implements it). None on failure.
pub trait TextEmbedder: Send + Sync {
    fn embed_text(&self, text: &str) -> Option<Vec<f32>>;
}
