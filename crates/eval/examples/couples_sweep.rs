//! The quick loop used to choose the couples weights in `engine::Tuning`: the couples table of
//! `bingeable-eval` for several variants in one process.
//!
//! cargo run --release -p eval --example couples_sweep -- data/catalog.bin \
//!     ../shared/datasets/movielens-dev "couple_softmin=3" "couple_softmin=6,prior=1.5"

use std::path::Path;
use std::sync::Arc;

use engine::{Engine, Tuning};
use eval::couples::run_couples;
use eval::engine_system::EngineSystem;
use eval::movielens::MovieLens;
use eval::protocol::{prepare, ProtocolConfig};
use eval::systems::Popularity;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [catalog_path, movielens, variants @ ..] = args.as_slice() else {
        return Err("usage: couples_sweep CATALOG.bin MOVIELENS_DIR [variant ...]".into());
    };
    let catalog =
        Arc::new(catalog::artifact::load(Path::new(catalog_path)).map_err(|e| e.to_string())?);
    let ml = MovieLens::load(Path::new(movielens), None).map_err(|e| e.to_string())?;
    let prepared = prepare(&ml, &catalog, &ProtocolConfig::default());
    let popularity = Popularity::new(&catalog);
    let variants: Vec<String> = if variants.is_empty() {
        vec![String::new()]
    } else {
        variants.to_vec()
    };
    for variant in &variants {
        let engine = Engine::with_tuning(Arc::clone(&catalog), None, parse(variant)?);
        let single = EngineSystem::new("engine", &engine);
        for row in run_couples(&popularity, &single, &engine, &prepared.test_users, 10) {
            println!(
                "{variant:<40} {:<28} both {:.4}  min {:.4}  mean {:.4}  distinct {}",
                row.system, row.both_hit, row.min_ndcg, row.mean_ndcg, row.distinct
            );
        }
    }
    Ok(())
}

fn parse(variant: &str) -> Result<Tuning, String> {
    let mut t = Tuning::default();
    for kv in variant.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = kv
            .split_once('=')
            .ok_or(format!("expected name=value, got {kv}"))?;
        let x: f32 = v.parse().map_err(|_| format!("not a number in {kv}"))?;
        match k {
            "couple_softmin" => t.couple_softmin = x,
            "prior" => t.prior = x,
            "softmax" => t.input_softmax = x,
            _ => return Err(format!("unknown weight {k}")),
        }
    }
    Ok(t)
}
