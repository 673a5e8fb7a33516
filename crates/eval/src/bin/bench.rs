//! `bingeable-bench`: engine latency per mode over the full catalog, catalog load time and memory.
//!
//! Bounded: each mode stops at `--requests` or `--budget-secs`, so a run takes well under a minute.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Parser;
use engine::{Engine, TextEmbedder};
use eval::bench::{memory_mib, run, BenchMode, BenchOptions, ModeLatency};
use eval::catalog_source::load_or_build;
use eval::table::aligned;
use eval::EvalError;

#[derive(Debug, Parser)]
#[command(
    name = "bingeable-bench",
    about = "Engine latency per mode over the full catalog"
)]
struct Args {
    /// The catalog artifact; when missing, the catalog is built in-process from --datasets.
    #[arg(long, default_value = "data/catalog.bin")]
    catalog: PathBuf,
    #[arg(long, default_value = "../shared/datasets")]
    datasets: PathBuf,
    /// Timed requests per mode (after a short warm-up).
    #[arg(long, default_value_t = 1000)]
    requests: usize,
    /// Time budget per mode in seconds; a mode stops early when it runs out.
    #[arg(long, default_value_t = 4)]
    budget_secs: u64,
    #[arg(long, default_value_t = 7)]
    seed: u64,
    /// Runs of each request, back to back: above 1 the percentiles are of each request's fastest
    /// run (what the engine costs) and a last column gives the p99 of the slowest (what a busy or
    /// virtual CPU adds). Tells a heavy request from a stalled core.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=100))]
    repeat: u16,
    /// Engine weight overrides, e.g. "sg=0" (the latency of a variant `bingeable-eval` measured).
    #[arg(long, default_value = "")]
    tuning: String,
    /// Measure only these modes (repeatable): cross-media-tv, cross-media-movie, more, couples-tv,
    /// couples-movie, mood-tv, mood-movie, similar. A mode's requests are the same whichever
    /// modes run with it.
    #[arg(long = "mode", value_parser = parse_mode)]
    modes: Vec<BenchMode>,
    /// Print the result as JSON instead of a table.
    #[arg(long)]
    json: bool,
}

#[derive(serde::Serialize)]
struct BenchReport {
    catalog_titles: usize,
    catalog_has_embeddings: bool,
    catalog_load_ms: f64,
    engine_build_ms: f64,
    modes: Vec<ModeLatency>,
    rss_mib: Option<f64>,
    peak_rss_mib: Option<f64>,
    warnings: Vec<String>,
}

fn parse_mode(slug: &str) -> Result<BenchMode, String> {
    BenchMode::from_slug(slug).ok_or_else(|| {
        let names: Vec<&str> = BenchMode::ALL.iter().map(|m| m.slug()).collect();
        format!("unknown mode {slug:?}; one of {}", names.join(", "))
    })
}

fn main() -> ExitCode {
    let args = Args::parse();
    match bench(&args, None) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bingeable-bench: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `embedder` lets a caller with the MiniLM model measure mood vectors built from it; without one
/// the engine falls back to its genre/tone signals, as the server does when the model is absent.
fn bench(args: &Args, embedder: Option<&dyn TextEmbedder>) -> Result<(), EvalError> {
    let loaded = load_or_build(&args.catalog, &args.datasets)?;
    let catalog = Arc::new(loaded.catalog);
    let build_start = Instant::now();
    let tuning = engine::Tuning::parse_overrides(&args.tuning).map_err(EvalError::Tuning)?;
    let engine = Engine::with_tuning(Arc::clone(&catalog), embedder, tuning);
    let engine_build = build_start.elapsed();

    let opts = BenchOptions {
        requests_per_mode: args.requests,
        budget_per_mode: Duration::from_secs(args.budget_secs),
        seed: args.seed,
        repeat: usize::from(args.repeat),
        ..BenchOptions::default()
    };
    let modes = if args.modes.is_empty() {
        run(&engine, &opts, &BenchMode::ALL)
    } else {
        run(&engine, &opts, &args.modes)
    };
    let memory = memory_mib();
    let report = BenchReport {
        catalog_titles: catalog.len(),
        catalog_has_embeddings: !catalog.embeddings.is_empty(),
        catalog_load_ms: loaded.elapsed.as_secs_f64() * 1000.0,
        engine_build_ms: engine_build.as_secs_f64() * 1000.0,
        modes,
        rss_mib: memory.map(|m| m.0),
        peak_rss_mib: memory.map(|m| m.1),
        warnings: loaded.warning.into_iter().collect(),
    };
    if args.json {
        let json =
            serde_json::to_string_pretty(&report).map_err(|e| EvalError::Output(e.to_string()))?;
        println!("{json}");
    } else {
        print!("{}", render(&report));
    }
    Ok(())
}

fn render(r: &BenchReport) -> String {
    let repeated = r.modes.iter().any(|m| m.slowest_p99_ms.is_some());
    let mut header: Vec<String> = [
        "mode", "requests", "errors", "p50 ms", "p95 ms", "p99 ms", "max ms",
    ]
    .map(String::from)
    .to_vec();
    if repeated {
        header.push("p99 slowest ms".into());
    }
    let rows: Vec<Vec<String>> = r
        .modes
        .iter()
        .map(|m| {
            let mut row = vec![
                m.mode.to_string(),
                m.requests.to_string(),
                m.errors.to_string(),
                format!("{:.3}", m.p50_ms),
                format!("{:.3}", m.p95_ms),
                format!("{:.3}", m.p99_ms),
                format!("{:.3}", m.max_ms),
            ];
            if repeated {
                row.push(
                    m.slowest_p99_ms
                        .map_or_else(String::new, |v| format!("{v:.3}")),
                );
            }
            row
        })
        .collect();
    let mut out = String::new();
    if repeated {
        out.push_str("each request run several times: p50-max of its fastest run, then the p99 of its slowest\n");
    }
    out.push_str(&aligned(&header, &rows));
    let mib = |v: Option<f64>| v.map_or_else(|| "unknown".to_string(), |v| format!("{v:.0} MiB"));
    out.push_str(&format!(
        "\ncatalog: {} titles{} loaded in {:.0} ms; engine built in {:.0} ms\n\
         memory: resident {}, peak {}\n",
        r.catalog_titles,
        if r.catalog_has_embeddings {
            ""
        } else {
            " (no embeddings)"
        },
        r.catalog_load_ms,
        r.engine_build_ms,
        mib(r.rss_mib),
        mib(r.peak_rss_mib),
    ));
    for w in &r.warnings {
        out.push_str(&format!("warning: {w}\n"));
    }
    out
}
