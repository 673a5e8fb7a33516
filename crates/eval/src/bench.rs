//! Engine latency per mode over the full catalog (ARCHITECTURE.md "Performance").
//!
//! Requests are drawn from the most-voted catalog titles (what people actually type), varied per
//! request by a seeded generator, and timed one by one in-process. Each mode stops at its request
//! count or its time budget, whichever comes first, so the whole run stays bounded. Each mode
//! draws from its own stream, seeded by the run's seed and the mode: a mode that stops early on
//! its budget would otherwise change every later mode's requests (half of the mood requests are
//! signed in and ten times slower, so their p50 flipped between the two from run to run).

use std::time::{Duration, Instant};

use catalog::{Catalog, Kind, TitleId};
use engine::{Engine, Mode, Mood, Request};

use crate::split::Rng;

/// How many of the most-voted titles of each kind requests draw from.
const POPULAR_POOL: usize = 300;
/// Titles already shown in the "more" mode's requests.
const MORE_EXCLUDED: usize = 30;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BenchMode {
    CrossMediaTv,
    CrossMediaMovie,
    More,
    CouplesTv,
    CouplesMovie,
    MoodTv,
    MoodMovie,
    Similar,
}

impl BenchMode {
    pub const ALL: [BenchMode; 8] = [
        BenchMode::CrossMediaTv,
        BenchMode::CrossMediaMovie,
        BenchMode::More,
        BenchMode::CouplesTv,
        BenchMode::CouplesMovie,
        BenchMode::MoodTv,
        BenchMode::MoodMovie,
        BenchMode::Similar,
    ];

    /// The name `bingeable-bench --mode` takes.
    pub fn slug(self) -> &'static str {
        match self {
            BenchMode::CrossMediaTv => "cross-media-tv",
            BenchMode::CrossMediaMovie => "cross-media-movie",
            BenchMode::More => "more",
            BenchMode::CouplesTv => "couples-tv",
            BenchMode::CouplesMovie => "couples-movie",
            BenchMode::MoodTv => "mood-tv",
            BenchMode::MoodMovie => "mood-movie",
            BenchMode::Similar => "similar",
        }
    }

    pub fn from_slug(slug: &str) -> Option<BenchMode> {
        BenchMode::ALL.into_iter().find(|m| m.slug() == slug)
    }

    pub fn name(self) -> &'static str {
        match self {
            BenchMode::CrossMediaTv => "cross-media → TV",
            BenchMode::CrossMediaMovie => "cross-media → movie",
            BenchMode::More => "more (30 excluded)",
            BenchMode::CouplesTv => "couples → TV",
            BenchMode::CouplesMovie => "couples → movie",
            BenchMode::MoodTv => "mood → TV",
            BenchMode::MoodMovie => "mood → movie",
            BenchMode::Similar => "similar (show page)",
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub struct BenchOptions {
    pub requests_per_mode: usize,
    pub budget_per_mode: Duration,
    pub warmup: usize,
    pub seed: u64,
    /// Runs of each request, back to back. Above 1 the percentiles are of each request's fastest
    /// run (its own cost) and `slowest_p99_ms` says what the machine added: on a shared virtual
    /// CPU a core taken away mid-request puts 20-50 ms into a mode whose requests cost 5.
    pub repeat: usize,
}

impl Default for BenchOptions {
    fn default() -> Self {
        BenchOptions {
            requests_per_mode: 1000,
            budget_per_mode: Duration::from_secs(4),
            warmup: 20,
            seed: 7,
            repeat: 1,
        }
    }
}

/// Latency summary of one mode, in milliseconds.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ModeLatency {
    pub mode: &'static str,
    pub requests: usize,
    pub errors: usize,
    pub p50_ms: f64,
    pub p95_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    /// With [`BenchOptions::repeat`] above 1: the p99 of each request's slowest run.
    pub slowest_p99_ms: Option<f64>,
}

/// Nearest-rank percentile (`q` in 0..=1) of sorted samples; 0 for none.
pub fn percentile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// The most-voted titles of each kind, the pool realistic requests are drawn from.
#[derive(Clone)]
pub struct Workload<'a> {
    catalog: &'a Catalog,
    shows: Vec<TitleId>,
    movies: Vec<TitleId>,
    rng: Rng,
}

impl<'a> Workload<'a> {
    pub fn new(catalog: &'a Catalog, seed: u64) -> Workload<'a> {
        let top = |kind: Kind| {
            let mut ids: Vec<TitleId> = catalog
                .titles
                .iter()
                .filter(|t| t.kind == kind)
                .map(|t| t.id)
                .collect();
            ids.sort_by_key(|&id| {
                std::cmp::Reverse(catalog.get(id).and_then(|t| t.imdb_votes).unwrap_or(0))
            });
            ids.truncate(POPULAR_POOL);
            ids
        };
        Workload {
            catalog,
            shows: top(Kind::Show),
            movies: top(Kind::Movie),
            rng: Rng::new(seed),
        }
    }

    /// The same pools with the request stream of `mode` under `seed`.
    fn for_mode(&self, seed: u64, mode: BenchMode) -> Workload<'a> {
        let position = BenchMode::ALL.iter().position(|&m| m == mode).unwrap_or(0) as u64;
        Workload {
            rng: Rng::new(seed.wrapping_add(position.wrapping_mul(0x9E37_79B9_7F4A_7C15))),
            ..self.clone()
        }
    }

    /// `n` distinct typed titles from the pool of `kind` (fewer when the pool is smaller).
    fn titles(&mut self, kind: Kind, n: usize) -> Vec<String> {
        let pool = match kind {
            Kind::Show => &self.shows,
            Kind::Movie => &self.movies,
        };
        let mut chosen: Vec<TitleId> = Vec::with_capacity(n);
        let mut attempts = 0;
        while chosen.len() < n.min(pool.len()) && attempts < 20 * n {
            attempts += 1;
            let id = pool[self.rng.below(pool.len())];
            if !chosen.contains(&id) {
                chosen.push(id);
            }
        }
        chosen
            .iter()
            .filter_map(|&id| self.catalog.get(id))
            .map(|t| t.title.clone())
            .collect()
    }

    /// Between `lo` and `hi` inclusive.
    fn count(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.rng.below(hi - lo + 1)
    }

    fn any_title(&mut self) -> Option<TitleId> {
        let pool = if self.rng.below(2) == 0 {
            &self.shows
        } else {
            &self.movies
        };
        (!pool.is_empty()).then(|| pool[self.rng.below(pool.len())])
    }

    /// A mixed list, mostly of `lean` kind, the way people mix shows and films they love.
    fn loved(&mut self, lean: Kind) -> (Vec<String>, Vec<String>) {
        let (main, other) = (self.count(1, 3), self.count(0, 2));
        match lean {
            Kind::Show => (
                self.titles(Kind::Show, main),
                self.titles(Kind::Movie, other),
            ),
            Kind::Movie => (
                self.titles(Kind::Show, other),
                self.titles(Kind::Movie, main),
            ),
        }
    }

    fn cross_media(&mut self, target: Kind) -> Request {
        let (tv, movies) = self.loved(target);
        Request::new(Mode::CrossMedia { tv, movies }, target)
    }

    fn couples(&mut self, target: Kind) -> Request {
        let person = |w: &mut Self| {
            let (tv, movies) = w.loved(target);
            tv.into_iter().chain(movies).collect::<Vec<_>>()
        };
        let person1 = person(self);
        let person2 = person(self);
        Request::new(Mode::Couples { person1, person2 }, target)
    }

    fn mood(&mut self, target: Kind) -> Request {
        let mood = Mood::ALL[self.rng.below(Mood::ALL.len())];
        let mut req = Request::new(Mode::Mood { mood }, target);
        // Half the visitors are signed in with favourites, which personalise the mood.
        if self.rng.below(2) == 0 {
            req.favorites = self.titles(target, 3);
        }
        req
    }

    fn more(&mut self) -> Request {
        let mut req = self.cross_media(Kind::Show);
        req.exclude = self.titles(Kind::Show, MORE_EXCLUDED);
        req
    }
}

/// Runs each of `modes` and returns one latency summary each.
pub fn run(engine: &Engine, opts: &BenchOptions, modes: &[BenchMode]) -> Vec<ModeLatency> {
    let pools = Workload::new(engine.catalog(), opts.seed);
    modes
        .iter()
        .map(|&mode| measure(engine, &mut pools.for_mode(opts.seed, mode), mode, opts))
        .collect()
}

fn measure(
    engine: &Engine,
    workload: &mut Workload,
    mode: BenchMode,
    opts: &BenchOptions,
) -> ModeLatency {
    // Warm caches and branch predictors first, within a fifth of the budget, so the timed part
    // keeps its whole budget.
    let warm_until = Instant::now() + opts.budget_per_mode / 5;
    for _ in 0..opts.warmup {
        if Instant::now() > warm_until {
            break;
        }
        one_request(engine, workload, mode, 1);
    }
    // `Timed::of` runs a request at least once, so a repeat of 0 reads as 1.
    let repeat = opts.repeat;
    let mut samples = Vec::with_capacity(opts.requests_per_mode);
    let mut slowest = Vec::with_capacity(opts.requests_per_mode);
    let mut errors = 0;
    let started = Instant::now();
    while samples.len() < opts.requests_per_mode && started.elapsed() < opts.budget_per_mode {
        let timed = one_request(engine, workload, mode, repeat);
        samples.push(timed.fastest);
        slowest.push(timed.slowest);
        errors += usize::from(!timed.ok);
    }
    samples.sort();
    slowest.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    ModeLatency {
        mode: mode.name(),
        requests: samples.len(),
        errors,
        p50_ms: ms(percentile(&samples, 0.50)),
        p95_ms: ms(percentile(&samples, 0.95)),
        p99_ms: ms(percentile(&samples, 0.99)),
        max_ms: ms(samples.last().copied().unwrap_or_default()),
        slowest_p99_ms: (repeat > 1).then(|| ms(percentile(&slowest, 0.99))),
    }
}

/// One request's runs: the fastest, the slowest, and whether it answered.
struct Timed {
    fastest: Duration,
    slowest: Duration,
    ok: bool,
}

impl Timed {
    fn of(runs: usize, mut call: impl FnMut() -> bool) -> Timed {
        let mut timed = Timed {
            fastest: Duration::MAX,
            slowest: Duration::ZERO,
            ok: true,
        };
        for _ in 0..runs.max(1) {
            let start = Instant::now();
            let ok = call();
            let elapsed = start.elapsed();
            timed.fastest = timed.fastest.min(elapsed);
            timed.slowest = timed.slowest.max(elapsed);
            timed.ok &= ok;
        }
        timed
    }
}

/// Builds the request outside the timed section and times only the engine call, `runs` times.
fn one_request(engine: &Engine, workload: &mut Workload, mode: BenchMode, runs: usize) -> Timed {
    let request = match mode {
        BenchMode::CrossMediaTv => workload.cross_media(Kind::Show),
        BenchMode::CrossMediaMovie => workload.cross_media(Kind::Movie),
        BenchMode::More => workload.more(),
        BenchMode::CouplesTv => workload.couples(Kind::Show),
        BenchMode::CouplesMovie => workload.couples(Kind::Movie),
        BenchMode::MoodTv => workload.mood(Kind::Show),
        BenchMode::MoodMovie => workload.mood(Kind::Movie),
        BenchMode::Similar => {
            let Some(id) = workload.any_title() else {
                return Timed {
                    fastest: Duration::ZERO,
                    slowest: Duration::ZERO,
                    ok: false,
                };
            };
            return Timed::of(runs, || !engine.similar(id, None, 10).is_empty());
        }
    };
    Timed::of(runs, || {
        engine
            .recommend(&request)
            .is_ok_and(|r| !r.picks.is_empty())
    })
}

/// Resident and peak resident memory of this process in MiB, from /proc/self/status (Linux).
pub fn memory_mib() -> Option<(f64, f64)> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|kb| kb.parse::<f64>().ok())
            .map(|kb| kb / 1024.0)
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_catalog::{catalog_of, movie, show};
    use std::sync::Arc;

    #[test]
    fn percentile_uses_nearest_rank() {
        let samples: Vec<Duration> = (1..=100).map(Duration::from_millis).collect();
        assert_eq!(percentile(&samples, 0.50), Duration::from_millis(50));
        assert_eq!(percentile(&samples, 0.99), Duration::from_millis(99));
        assert_eq!(percentile(&samples, 1.0), Duration::from_millis(100));
        assert_eq!(percentile(&samples[..1], 0.99), Duration::from_millis(1));
        assert_eq!(percentile(&[], 0.5), Duration::ZERO);
    }

    /// Forty films and forty shows.
    fn small_catalog() -> Catalog {
        let mut titles = Vec::new();
        for i in 0..40u32 {
            titles.push(movie(2 * i, &format!("Film {i}"), None, 1000 + i));
            titles.push(show(2 * i + 1, &format!("Show {i}"), 1000 + i));
        }
        catalog_of(titles)
    }

    #[test]
    fn every_mode_is_measured_within_its_request_count() {
        let engine = Engine::new(Arc::new(small_catalog()), None);
        let opts = BenchOptions {
            requests_per_mode: 5,
            warmup: 1,
            ..BenchOptions::default()
        };
        let results = run(&engine, &opts, &BenchMode::ALL);
        assert_eq!(results.len(), BenchMode::ALL.len());
        for r in &results {
            assert_eq!(r.requests, 5, "{}", r.mode);
            assert!(r.p50_ms <= r.p99_ms && r.p99_ms <= r.max_ms, "{r:?}");
            assert_eq!(
                r.slowest_p99_ms, None,
                "one run per request has no slowest run"
            );
        }
    }

    #[test]
    fn repeated_requests_report_their_fastest_run_beside_their_slowest() {
        let engine = Engine::new(Arc::new(small_catalog()), None);
        let once = BenchOptions {
            requests_per_mode: 4,
            warmup: 1,
            ..BenchOptions::default()
        };
        let thrice = BenchOptions { repeat: 3, ..once };
        let single = run(&engine, &once, &BenchMode::ALL);
        for (r, s) in run(&engine, &thrice, &BenchMode::ALL).iter().zip(&single) {
            // The same requests, answered the same way however often each runs.
            assert_eq!((r.requests, r.errors), (4, s.errors), "{}", r.mode);
            let slowest = r.slowest_p99_ms.expect("repeated runs report the slowest");
            // Each request's slowest run is at least its fastest, so their p99s keep that order.
            assert!(r.p99_ms <= slowest, "{r:?}");
        }
    }

    #[test]
    fn a_modes_requests_do_not_depend_on_the_modes_run_before_it() {
        let catalog = small_catalog();
        let couples = |w: &mut Workload| (0..3).map(|_| w.couples(Kind::Movie)).collect::<Vec<_>>();
        let alone = couples(&mut Workload::new(&catalog, 7).for_mode(7, BenchMode::CouplesMovie));
        // Another mode drawing any number of requests first changes nothing.
        let pools = Workload::new(&catalog, 7);
        let mut before = pools.for_mode(7, BenchMode::CrossMediaTv);
        for _ in 0..17 {
            before.cross_media(Kind::Show);
        }
        assert_eq!(
            couples(&mut pools.for_mode(7, BenchMode::CouplesMovie)),
            alone
        );
        // Different modes and seeds do draw different requests.
        let other = couples(&mut pools.for_mode(7, BenchMode::CouplesTv));
        assert_ne!(other, alone);
        assert_ne!(
            couples(&mut pools.for_mode(8, BenchMode::CouplesMovie)),
            alone
        );
    }

    #[test]
    fn modes_are_named_for_the_command_line() {
        for mode in BenchMode::ALL {
            assert_eq!(BenchMode::from_slug(mode.slug()), Some(mode));
        }
        assert_eq!(BenchMode::from_slug("couples"), None);
    }

    #[test]
    fn memory_is_read_from_proc() {
        let (rss, peak) = memory_mib().expect("/proc/self/status is readable on Linux");
        assert!(rss > 0.0 && peak >= rss, "rss {rss} peak {peak}");
    }
}
