//! Where the embedding pass spends its time: the word-piece lengths of the catalog's texts, and
//! the rate (titles and word pieces per second) on an evenly spread sample, at a given cut.
//!
//! cargo run --release -p eval --example embed_rate -- CATALOG MODEL_DIR [SAMPLE] [MAX_TOKENS] [WORKERS]
//!
//! WORKERS threads share the sample; each `embed_batch` runs one pass per core, as the server does.

use std::path::Path;
use std::time::Instant;

fn main() -> Result<(), String> {
    // As the server does (SAFETY: no other thread exists yet). RAYON_NUM_THREADS=2 measures
    // candle's own threads instead.
    unsafe { embed::prepare_process() };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [catalog_path, model_dir, rest @ ..] = args.as_slice() else {
        return Err("usage: embed_rate CATALOG MODEL_DIR [SAMPLE] [MAX_TOKENS]".into());
    };
    let sample: usize = rest
        .first()
        .map_or(Ok(1000), |s| s.parse())
        .map_err(|e| format!("{e}"))?;
    let max_tokens: usize = rest
        .get(1)
        .map_or(Ok(embed::MAX_TOKENS), |s| s.parse())
        .map_err(|e| format!("{e}"))?;
    let workers: usize = rest
        .get(2)
        .map_or(Ok(1), |s| s.parse())
        .map_err(|e| format!("{e}"))?;
    let catalog = catalog::artifact::load(Path::new(catalog_path)).map_err(|e| e.to_string())?;
    let embedder = embed::Embedder::load_with_max_tokens(Path::new(model_dir), max_tokens)
        .map_err(|e| e.to_string())?;
    let texts = catalog.embedding_texts();

    let started = Instant::now();
    let mut lengths: Vec<usize> = Vec::with_capacity(texts.len());
    for text in &texts {
        lengths.push(embedder.token_ids(text).map_err(|e| e.to_string())?.len());
    }
    let tokenize_secs = started.elapsed().as_secs_f64();
    let total_tokens: usize = lengths.iter().sum();
    let mut sorted = lengths.clone();
    sorted.sort_unstable();
    let pct = |p: f64| sorted[((sorted.len() - 1) as f64 * p) as usize];
    println!(
        "{} texts, cut at {max_tokens}: {total_tokens} word pieces, tokenized in {tokenize_secs:.1} s; length p10 {} p50 {} p90 {} p99 {}; at the cut {:.1}%",
        texts.len(),
        pct(0.1),
        pct(0.5),
        pct(0.9),
        pct(0.99),
        100.0 * sorted.iter().filter(|&&l| l >= max_tokens).count() as f64 / sorted.len() as f64
    );

    let step = (texts.len() / sample.max(1)).max(1);
    let chosen: Vec<&str> = texts.iter().step_by(step).map(String::as_str).collect();
    let chosen_tokens: usize = lengths.iter().step_by(step).sum();
    let started = Instant::now();
    let cpu_started = cpu_seconds();
    let share = chosen.len().div_ceil(workers.max(1));
    std::thread::scope(|scope| {
        let handles: Vec<_> = chosen
            .chunks(share.max(1))
            .map(|part| scope.spawn(|| embedder.embed_batch(part).map(|_| ())))
            .collect();
        handles.into_iter().try_for_each(|h| {
            h.join()
                .map_err(|_| "worker panicked".to_string())?
                .map_err(|e| e.to_string())
        })
    })?;
    let secs = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu_started;
    let rate = chosen.len() as f64 / secs;
    println!(
        "embedded {} titles ({chosen_tokens} word pieces) in {secs:.1} s: {rate:.1} titles/s, {:.0} word pieces/s; the whole catalog at this rate: {:.1} min",
        chosen.len(),
        chosen_tokens as f64 / secs,
        texts.len() as f64 / rate / 60.0
    );
    // CPU time is what a busy machine distorts least: compare runs by it.
    println!(
        "CPU {cpu:.1} s: {:.0} word pieces per CPU second; the whole catalog: {:.1} CPU minutes",
        chosen_tokens as f64 / cpu,
        cpu * texts.len() as f64 / chosen.len() as f64 / 60.0
    );
    Ok(())
}

/// User + system CPU seconds of this process so far (Linux; 0 elsewhere).
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
    let after_name = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}
