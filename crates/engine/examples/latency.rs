//! Engine latency per mode, p50/p99, over a catalog artifact (a benchmark, not a test).
//!
//! cargo run --release -p engine --example latency -- data/catalog.bin [requests per mode]
//!
//! Given a datasets folder instead of an artifact, it builds the catalog in-process and fills in
//! random unit embeddings: the timings are then representative, the picks are not.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use catalog::{Catalog, Kind, TitleId};
use engine::{Engine, Mode, Mood, Request};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args
        .first()
        .ok_or("usage: latency CATALOG.bin [requests per mode]")?;
    let n: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(300);
    let t0 = Instant::now();
    let catalog = Arc::new(load(Path::new(path))?);
    let loaded = t0.elapsed();
    let t1 = Instant::now();
    let engine = Engine::new(catalog.clone(), None);
    println!(
        "catalog: {} titles, embeddings: {}, load {:?}, Engine::new {:?}",
        catalog.len(),
        engine.has_embeddings(),
        loaded,
        t1.elapsed()
    );
    let shows = popular(&catalog, Kind::Show, 300);
    let films = popular(&catalog, Kind::Movie, 300);
    let name = |id: TitleId| catalog.titles[id as usize].title.clone();
    let mut rng = 0x9e37_79b9_u64;
    let mut pick = |from: &[TitleId], k: usize| -> Vec<String> {
        (0..k)
            .map(|_| {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                name(from[(rng % from.len() as u64) as usize])
            })
            .collect()
    };
    let mut requests: Vec<(&str, Vec<Request>)> = Vec::new();
    for (label, target) in [
        ("cross-media tv", Kind::Show),
        ("cross-media movie", Kind::Movie),
    ] {
        let reqs = (0..n)
            .map(|_| {
                Request::new(
                    Mode::CrossMedia {
                        tv: pick(&shows, 3),
                        movies: pick(&films, 2),
                    },
                    target,
                )
            })
            .collect();
        requests.push((label, reqs));
    }
    let more = (0..n)
        .map(|_| {
            let mut r = Request::new(
                Mode::CrossMedia {
                    tv: pick(&shows, 3),
                    movies: pick(&films, 2),
                },
                Kind::Show,
            );
            r.exclude = pick(&shows, 30);
            r
        })
        .collect();
    requests.push(("more (30 excluded)", more));
    for (label, target) in [("couples tv", Kind::Show), ("couples movie", Kind::Movie)] {
        let reqs = (0..n)
            .map(|_| {
                let mode = Mode::Couples {
                    person1: pick(&shows, 3),
                    person2: pick(&films, 3),
                };
                Request::new(mode, target)
            })
            .collect();
        requests.push((label, reqs));
    }
    for (label, target) in [("mood tv", Kind::Show), ("mood movie", Kind::Movie)] {
        let reqs = (0..n)
            .map(|i| {
                let mut r = Request::new(
                    Mode::Mood {
                        mood: Mood::ALL[i % 8],
                    },
                    target,
                );
                if i % 2 == 0 {
                    r.favorites = pick(&shows, 3);
                }
                r
            })
            .collect();
        requests.push((label, reqs));
    }
    let big = (0..n)
        .map(|_| {
            let mut r = Request::new(
                Mode::CrossMedia {
                    tv: pick(&shows, 25),
                    movies: pick(&films, 25),
                },
                Kind::Movie,
            );
            r.limit = 50;
            r
        })
        .collect();
    requests.push(("cross-media 50 inputs, 50 picks", big));

    // On a shared machine the tail shows other processes preempting this one; the minimum is
    // the engine's own cost without contention.
    println!(
        "{:<34} {:>9} {:>9} {:>9} {:>9}",
        "mode", "min ms", "p50 ms", "p99 ms", "max ms"
    );
    for (label, reqs) in &requests {
        let mut times: Vec<Duration> = reqs
            .iter()
            .map(|r| {
                let t = Instant::now();
                let out = engine.recommend(r);
                let d = t.elapsed();
                std::hint::black_box(out.ok());
                d
            })
            .collect();
        report(label, &mut times);
    }
    let mut times: Vec<Duration> = shows
        .iter()
        .chain(&films)
        .map(|&id| {
            let t = Instant::now();
            std::hint::black_box(engine.similar(id, None, 12));
            t.elapsed()
        })
        .collect();
    report("similar", &mut times);
    Ok(())
}

fn load(path: &Path) -> Result<Catalog, String> {
    if path.is_file() {
        return catalog::artifact::load(path).map_err(|e| e.to_string());
    }
    let (c, _) =
        catalog::build(path, &catalog::BuildOptions::default()).map_err(|e| e.to_string())?;
    eprintln!("warning: random embeddings (timing only)");
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut emb = Vec::with_capacity(c.len() * catalog::EMBEDDING_DIM);
    for _ in 0..c.len() {
        let row: Vec<f32> = (0..catalog::EMBEDDING_DIM)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                (state % 2000) as f32 / 1000.0 - 1.0
            })
            .collect();
        let norm = row.iter().map(|x| x * x).sum::<f32>().sqrt();
        emb.extend(row.iter().map(|x| x / norm));
    }
    Ok(Catalog::new(c.titles, emb))
}

fn popular(c: &Catalog, kind: Kind, n: usize) -> Vec<TitleId> {
    let mut ids: Vec<TitleId> = c
        .titles
        .iter()
        .filter(|t| t.kind == kind)
        .map(|t| t.id)
        .collect();
    ids.sort_by_key(|&id| std::cmp::Reverse(c.titles[id as usize].imdb_votes.unwrap_or(0)));
    ids.truncate(n);
    ids
}

fn report(label: &str, times: &mut [Duration]) {
    times.sort();
    let q = |p: f64| times[((times.len() as f64 - 1.0) * p).round() as usize].as_secs_f64() * 1e3;
    println!(
        "{:<34} {:>9.3} {:>9.3} {:>9.3} {:>9.3}",
        label,
        q(0.0),
        q(0.5),
        q(0.99),
        q(1.0)
    );
}
