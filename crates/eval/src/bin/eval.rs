//! `bingeable-eval`: the offline quality table (ARCHITECTURE.md "Quality").
//!
//! Prints random, IMDb-votes popularity, the engine with content only and the engine with the
//! community signal, all measured on the same MovieLens test users in one run; then a couples table
//! (test users two by two, one list per pair): popularity and the engine serving both lists pooled,
//! beside the engine's couples mode.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Parser;
use eval::catalog_source::load_or_build;
use eval::fan_test::{self, FanCase};
use eval::movielens::MovieLens;
use eval::report::{render_misses, render_table};
use eval::run::{run, RunOptions};
use eval::EvalError;

#[derive(Debug, Parser)]
#[command(
    name = "bingeable-eval",
    about = "Offline recommendation quality on MovieLens ratings"
)]
struct Args {
    /// Folder with movies.csv, links.csv and ratings.csv.
    #[arg(long, default_value = "../shared/datasets/movielens-dev")]
    movielens: PathBuf,
    /// A ratings file in MovieLens format (userId,movieId,rating,timestamp) to use instead.
    #[arg(long)]
    ratings: Option<PathBuf>,
    /// The catalog artifact; when missing, the catalog is built in-process from --datasets.
    #[arg(long, default_value = "data/catalog.bin")]
    catalog: PathBuf,
    #[arg(long, default_value = "../shared/datasets")]
    datasets: PathBuf,
    /// Seed of the random baseline.
    #[arg(long, default_value_t = 42)]
    seed: u64,
    /// Also list the typed inputs the resolver missed or resolved to another title.
    #[arg(long)]
    show_misses: bool,
    /// Fan-test cases (../shared/eval/README.md); by default ../shared/eval/fan-test-dev.json, or
    /// eval/fan-test-dev.json beside the datasets folder. `none` skips the fan test.
    #[arg(long)]
    fan_test: Option<PathBuf>,
    /// The team's own sets of fan-test cases, each scored apart; by default
    /// `fan_test::TEAM_SETS` in crates/eval (README.md, "make eval"); `none` skips them.
    #[arg(long, num_args = 1..)]
    team_fan_test: Vec<PathBuf>,
    /// Engine weight overrides for a sweep, e.g. "prior=0.5,window=1".
    #[arg(long, default_value = "")]
    tuning: String,
    /// Print the result as JSON instead of a table.
    #[arg(long)]
    json: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match evaluate(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bingeable-eval: {e}");
            ExitCode::FAILURE
        }
    }
}

fn fan_cases(args: &Args) -> Result<Vec<FanCase>, EvalError> {
    let path = match &args.fan_test {
        Some(p) if p.as_os_str() == "none" => return Ok(Vec::new()),
        Some(p) => p.clone(),
        None => {
            let beside_repo = PathBuf::from("../shared/eval/fan-test-dev.json");
            let beside_datasets = args
                .datasets
                .parent()
                .map(|d| d.join("eval/fan-test-dev.json"));
            match beside_datasets {
                Some(p) if !beside_repo.exists() && p.exists() => p,
                _ => beside_repo,
            }
        }
    };
    fan_test::load(&path)
}

fn team_sets(args: &Args) -> Result<Vec<(String, Vec<FanCase>)>, EvalError> {
    let paths = match args.team_fan_test.as_slice() {
        // Relative to the workspace root, where `make eval` runs.
        [] => fan_test::TEAM_SETS
            .map(|f| PathBuf::from("crates/eval").join(f))
            .to_vec(),
        given => given.to_vec(),
    };
    paths
        .iter()
        .filter(|p| p.as_os_str() != "none")
        .map(|p| Ok((p.display().to_string(), fan_test::load(p)?)))
        .collect()
}

fn evaluate(args: &Args) -> Result<(), EvalError> {
    // MovieLens first: it is quick to read and a wrong path should not wait for a catalog build.
    let ml = MovieLens::load(&args.movielens, args.ratings.as_deref())?;
    let loaded = load_or_build(&args.catalog, &args.datasets)?;
    if let (Some(w), true) = (&loaded.warning, args.json) {
        // The table prints its warnings itself; JSON output may be piped away, so say it here too.
        eprintln!("warning: {w}");
    }
    let opts = RunOptions {
        seed: args.seed,
        fan_cases: fan_cases(args)?,
        team_sets: team_sets(args)?,
        tuning: engine::Tuning::parse_overrides(&args.tuning).map_err(EvalError::Tuning)?,
        ..RunOptions::default()
    };
    let mut report = run(Arc::new(loaded.catalog), &ml, &opts)?;
    report.warnings.extend(loaded.warning);
    if args.json {
        let json =
            serde_json::to_string_pretty(&report).map_err(|e| EvalError::Output(e.to_string()))?;
        println!("{json}");
    } else {
        print!("{}", render_table(&report));
        if args.show_misses {
            print!("\nResolver misses:\n{}", render_misses(&report));
        }
    }
    Ok(())
}
