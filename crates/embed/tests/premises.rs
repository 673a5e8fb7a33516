//! The engine's committed premise vectors (`crates/engine/src/premises/vectors.f32`) are what
//! this model makes of the engine's premise sentences: a sentence edited without regenerating the
//! file, or a model swapped without it, fails here.

mod common;

use common::embedder;
use embed::DIM;
use engine::premises::{vectors, PREMISES};

#[test]
fn committed_premise_vectors_are_the_models_embeddings_of_the_premises() {
    let committed = vectors();
    assert_eq!(
        committed.len(),
        PREMISES.len() * DIM,
        "premises/vectors.f32 holds one vector per premise: regenerate it with \
         `cargo run --release -p eval --example premise_vectors -- data/model crates/engine/src/premises/vectors.f32`"
    );
    for (premise, stored) in PREMISES.iter().zip(committed.chunks_exact(DIM)) {
        let sentence = premise.sentence;
        let fresh = embedder().embed(sentence).expect("embeds");
        let worst = fresh
            .iter()
            .zip(stored)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0f32, f32::max);
        assert!(
            worst < 1e-4,
            "{sentence:?} differs by {worst}: regenerate premises/vectors.f32"
        );
    }
}
