//! Where the fan test's welcome titles lose, over every case at once: the mean similarity parts
//! and title facts of three groups of picks, so a lever can be aimed at what separates them.
//!
//! - unwelcome picks in the first ten (what took the welcome titles' places),
//! - welcome picks in the first ten,
//! - welcome picks ranked 11 to 30 (the near misses).
//!
//! The parts are those of each pick's closest input (by the scorer's total).
//!
//! cargo run --release -p eval --example fan_groups -- CATALOG FAN_TEST.json ["tuning"]

use std::path::Path;
use std::sync::Arc;

use engine::{Engine, Tuning};
use eval::fan_test::{self, TOP};

const NEAR_MISS_DEPTH: usize = 30;
const GROUPS: [&str; 3] = ["unwelcome, top 10", "welcome, top 10", "welcome, 11-30"];
const COLUMNS: [&str; 14] = [
    "total", "story", "words", "genre", "era", "audience", "country", "format", "runtime", "prior",
    "imdb", "ln votes", "no votes", "year",
];

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [catalog_path, cases_path, rest @ ..] = args.as_slice() else {
        return Err("usage: fan_groups CATALOG FAN_TEST.json [TUNING]".into());
    };
    let tuning = Tuning::parse_overrides(rest.first().map_or("", String::as_str))?;
    let catalog = catalog::artifact::load(Path::new(catalog_path)).map_err(|e| e.to_string())?;
    let cases = fan_test::load(Path::new(cases_path)).map_err(|e| e.to_string())?;
    let engine = Engine::with_tuning(Arc::new(catalog), None, tuning);
    let titles = &engine.catalog().titles;
    let mut sums = [[0.0f64; COLUMNS.len()]; GROUPS.len()];
    let mut counts = [0usize; GROUPS.len()];
    for case in &cases {
        let mut request = fan_test::request_for(case).map_err(|e| e.to_string())?;
        request.limit = NEAR_MISS_DEPTH;
        let Ok(recs) = engine.recommend(&request) else {
            continue;
        };
        let inputs: Vec<_> = recs.resolved.iter().map(|r| r.id).collect();
        for (rank, pick) in recs.picks.iter().enumerate() {
            let t = &titles[pick.id as usize];
            let welcome = case.acceptable.iter().any(|a| a == &t.title);
            let group = match (rank < TOP, welcome) {
                (true, false) => 0,
                (true, true) => 1,
                (false, true) => 2,
                (false, false) => continue,
            };
            let Some((parts, prior)) = inputs
                .iter()
                .map(|&input| engine.diagnose(pick.id, input))
                .max_by(|a, b| a.0.total.total_cmp(&b.0.total))
            else {
                continue;
            };
            let row = [
                parts.total,
                parts.embedding,
                parts.lexical,
                parts.genre,
                parts.era,
                parts.audience,
                parts.country,
                parts.format,
                parts.runtime,
                prior,
                t.imdb_score.unwrap_or(0.0),
                (1.0 + t.imdb_votes.unwrap_or(0) as f32).ln(),
                f32::from(u8::from(t.imdb_votes.is_none())),
                f32::from(t.year.unwrap_or(0)),
            ];
            for (sum, value) in sums[group].iter_mut().zip(row) {
                *sum += f64::from(value);
            }
            counts[group] += 1;
        }
    }
    print!("{:<18} {:>5}", "group", "picks");
    for c in COLUMNS {
        print!(" {c:>8}");
    }
    println!();
    for (g, name) in GROUPS.iter().enumerate() {
        print!("{name:<18} {:>5}", counts[g]);
        for sum in sums[g] {
            print!(" {:>8.3}", sum / counts[g].max(1) as f64);
        }
        println!();
    }
    Ok(())
}
