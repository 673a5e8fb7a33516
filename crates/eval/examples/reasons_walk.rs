//! Prints the reasons given for a fixed sample of mid-popular titles, each typed alone and asked
//! for shows and for films, one pick per line, so a change to the explanations can be read as a
//! diff: run it before and after, then `diff before.txt after.txt`. The sample is drawn from
//! ranks 20-2,500 by IMDb votes of each kind (famous enough to be typed, not the handful every
//! list already shows) with a fixed seed, so two runs on one catalog read the same titles.
//!
//!     cargo run --release -p eval --example reasons_walk -- data/catalog.bin [PER_KIND] [SEED]

use std::path::Path;
use std::sync::Arc;

use engine::{Engine, Kind, Mode, Request};
use eval::split::Rng;

/// Ranks by IMDb votes the sample is drawn from: past the 20 every list already shows, within
/// the titles famous enough to be typed.
const SAMPLE_RANKS: std::ops::Range<usize> = 20..2_500;

fn main() -> Result<(), String> {
    // argv[0] is the program.
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(catalog_path) = args.first() else {
        return Err("usage: reasons_walk CATALOG [PER_KIND] [SEED]".into());
    };
    let per_kind: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(50);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(7);
    let catalog = catalog::artifact::load(Path::new(catalog_path)).map_err(|e| e.to_string())?;
    let engine = Engine::new(Arc::new(catalog), None);
    let catalog = engine.catalog();
    let mut rng = Rng::new(seed);
    for kind in [Kind::Show, Kind::Movie] {
        let mut ranked: Vec<&catalog::Title> =
            catalog.titles.iter().filter(|t| t.kind == kind).collect();
        ranked.sort_by_key(|t| std::cmp::Reverse(t.imdb_votes.unwrap_or(0)));
        let end = SAMPLE_RANKS.end.min(ranked.len());
        let mut pool: Vec<&catalog::Title> = ranked
            .get(SAMPLE_RANKS.start.min(end)..end)
            .unwrap_or_default()
            .to_vec();
        for _ in 0..per_kind.min(pool.len()) {
            let typed = pool.swap_remove(rng.below(pool.len()));
            let name = vec![typed.title.clone()];
            let mode = match kind {
                Kind::Show => Mode::CrossMedia {
                    tv: name,
                    movies: Vec::new(),
                },
                Kind::Movie => Mode::CrossMedia {
                    tv: Vec::new(),
                    movies: name,
                },
            };
            for target in [Kind::Show, Kind::Movie] {
                let recs = engine
                    .recommend(&Request::new(mode.clone(), target))
                    .map_err(|e| e.to_string())?;
                for pick in &recs.picks {
                    println!(
                        "{} ({kind:?}) -> {target:?}: {}: {}",
                        typed.title, catalog.titles[pick.id as usize].title, pick.explanation
                    );
                }
            }
        }
    }
    Ok(())
}
