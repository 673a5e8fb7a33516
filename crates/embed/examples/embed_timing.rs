//! Prints how long embedding takes (ms per text) for a batch of 64 description-length texts
//! and for single texts. Run: `cargo run --release -p embed --example embed_timing [MODEL_DIR]`.

use std::path::PathBuf;
use std::time::Instant;

use embed::Embedder;

const SUBJECTS: [&str; 8] = [
    "a retired detective",
    "two estranged sisters",
    "a young chef",
    "a band of smugglers",
    "an ambitious politician",
    "a lonely robot",
    "a small-town teacher",
    "a royal family",
];
const PLOTS: [&str; 8] = [
    "reopens a cold case that leads back to their own family",
    "inherit a crumbling vineyard and must save it before the harvest",
    "opens a restaurant in the city's toughest neighbourhood",
    "cross the mountains with a cargo that every army wants",
    "fights a scandal that threatens to end a career days before the election",
    "searches for its creator across a flooded future city",
    "discovers the school hides a secret from the war",
    "faces a succession crisis as old rivals return to court",
];

fn description(i: usize) -> String {
    format!(
        "When {} {}, nothing goes to plan. A gripping story of loyalty, secrets and second chances (episode {i}).",
        SUBJECTS[i % 8],
        PLOTS[(i / 8) % 8]
    )
}

fn main() -> Result<(), embed::EmbedError> {
    let model_dir = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/model"));
    let started = Instant::now();
    let embedder = Embedder::load(&model_dir)?;
    println!("load: {:.0} ms", started.elapsed().as_secs_f64() * 1e3);

    let texts: Vec<String> = (0..64).map(description).collect();
    embedder.embed_batch(&texts[..8])?; // warm-up
    for round in 1..=3 {
        let started = Instant::now();
        embedder.embed_batch(&texts)?;
        let ms = started.elapsed().as_secs_f64() * 1e3;
        println!(
            "batch of 64 (round {round}): {ms:.0} ms total, {:.1} ms per text",
            ms / 64.0
        );
    }

    let started = Instant::now();
    for text in &texts[..16] {
        embedder.embed(text)?;
    }
    let ms = started.elapsed().as_secs_f64() * 1e3;
    println!("single texts: {:.1} ms per text (mean of 16)", ms / 16.0);
    Ok(())
}
