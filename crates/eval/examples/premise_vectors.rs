//! Writes the engine's premise vectors: each sentence of `engine::premises::PREMISES` embedded by
//! the catalog's model, as little-endian f32, one vector after another. Run it after editing the
//! sentences (`crates/embed/tests/premises.rs` fails until then):
//!
//! cargo run --release -p eval --example premise_vectors -- data/model crates/engine/src/premises/vectors.f32

use std::path::Path;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [model_dir, out] = args.as_slice() else {
        return Err("usage: premise_vectors MODEL_DIR OUT".into());
    };
    let embedder = embed::Embedder::load(Path::new(model_dir)).map_err(|e| e.to_string())?;
    let mut bytes = Vec::new();
    for premise in engine::premises::PREMISES {
        let vector = embedder
            .embed(premise.sentence)
            .map_err(|e| e.to_string())?;
        bytes.extend(vector.iter().flat_map(|x| x.to_le_bytes()));
    }
    std::fs::write(out, bytes).map_err(|e| e.to_string())
}
