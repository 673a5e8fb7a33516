//! Weight tuning on the MovieLens protocol of ARCHITECTURE.md, several `Tuning` variants in one
//! process. The reported numbers come from `bingeable-eval` (crates/eval); this is the quick loop
//! used to choose the defaults in `src/tuning.rs`.
//!
//! cargo run --release -p engine --example tune -- CATALOG(.bin or datasets dir) MOVIELENS_DIR \
//!     [variant ...]   where a variant is "prior=0.8,genre=0.3" (empty = defaults)

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use catalog::{Catalog, Kind, TitleId};
use engine::{Engine, Mode, Request, Tuning};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [cat, ml, variants @ ..] = args.as_slice() else {
        return Err("usage: tune CATALOG MOVIELENS_DIR [variant ...]".into());
    };
    let t0 = Instant::now();
    let catalog = Arc::new(load_catalog(Path::new(cat))?);
    eprintln!(
        "catalog: {} titles, embeddings: {} ({:?})",
        catalog.len(),
        !catalog.embeddings.is_empty(),
        t0.elapsed()
    );
    let users = protocol(&catalog, Path::new(ml))?;
    let test: Vec<&User> = users.iter().filter(|u| is_test(u.id)).collect();
    let community: Vec<Vec<TitleId>> = users
        .iter()
        .filter(|u| !is_test(u.id))
        .map(|u| u.all.clone())
        .collect();
    eprintln!(
        "users: {} test, {} community lists",
        test.len(),
        community.len()
    );

    let popular = popularity(&catalog);
    let pop = evaluate(&test, |u| {
        let exclude: HashSet<TitleId> = u.input_ids.iter().copied().collect();
        popular
            .iter()
            .copied()
            .filter(|id| !exclude.contains(id))
            .take(10)
            .collect()
    });
    println!("{:<40} {}", "popularity", pop);
    let variants: Vec<String> = if variants.is_empty() {
        vec![String::new()]
    } else {
        variants.to_vec()
    };
    for v in &variants {
        let tuning = parse_variant(v)?;
        let e = Engine::with_tuning(catalog.clone(), None, tuning);
        let content = evaluate(&test, |u| ask(&e, u));
        println!(
            "{:<40} {}  ndcg x{:.2}",
            format!("content {v}"),
            content,
            content.ndcg / pop.ndcg
        );
        let e = e.with_community(&community);
        let comm = evaluate(&test, |u| ask(&e, u));
        println!(
            "{:<40} {}  ndcg x{:.2}",
            format!("community {v}"),
            comm,
            comm.ndcg / pop.ndcg
        );
    }
    Ok(())
}

fn load_catalog(path: &Path) -> Result<Catalog, String> {
    if path.is_file() {
        catalog::artifact::load(path).map_err(|e| e.to_string())
    } else {
        catalog::build(path, &catalog::BuildOptions::default())
            .map(|(c, _)| c)
            .map_err(|e| e.to_string())
    }
}

/// Deterministic half of the users are under test; the others are the community.
fn is_test(user: u32) -> bool {
    (user.wrapping_mul(2_654_435_761) >> 16).is_multiple_of(2)
}

struct User {
    id: u32,
    inputs: Vec<String>,
    input_ids: Vec<TitleId>,
    held_out: HashSet<TitleId>,
    all: Vec<TitleId>,
}

fn ask(e: &Engine, u: &User) -> Vec<TitleId> {
    let mut req = Request::new(
        Mode::CrossMedia {
            tv: vec![],
            movies: u.inputs.clone(),
        },
        Kind::Movie,
    );
    req.limit = 10;
    e.recommend(&req)
        .map(|r| r.picks.iter().map(|p| p.id).collect())
        .unwrap_or_default()
}

fn popularity(c: &Catalog) -> Vec<TitleId> {
    let mut ids: Vec<TitleId> = c
        .titles
        .iter()
        .filter(|t| t.kind == Kind::Movie && !t.platforms.is_empty())
        .map(|t| t.id)
        .collect();
    ids.sort_by_key(|&id| std::cmp::Reverse(c.titles[id as usize].imdb_votes.unwrap_or(0)));
    ids.truncate(200);
    ids
}

struct Metrics {
    ndcg: f64,
    hit: f64,
    distinct: usize,
}

impl std::fmt::Display for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "NDCG@10 {:.4}  HR@10 {:.4}  distinct {:>5}",
            self.ndcg, self.hit, self.distinct
        )
    }
}

fn evaluate(users: &[&User], rec: impl Fn(&User) -> Vec<TitleId>) -> Metrics {
    let (mut ndcg, mut hit) = (0.0, 0.0);
    let mut distinct = HashSet::new();
    for u in users {
        let picks = rec(u);
        let mut dcg = 0.0;
        for (rank, id) in picks.iter().take(10).enumerate() {
            distinct.insert(*id);
            if u.held_out.contains(id) {
                dcg += 1.0 / ((rank + 2) as f64).log2();
            }
        }
        let ideal: f64 = (0..u.held_out.len().min(10))
            .map(|r| 1.0 / ((r + 2) as f64).log2())
            .sum();
        ndcg += dcg / ideal;
        hit += if dcg > 0.0 { 1.0 } else { 0.0 };
    }
    let n = users.len().max(1) as f64;
    Metrics {
        ndcg: ndcg / n,
        hit: hit / n,
        distinct: distinct.len(),
    }
}

fn protocol(catalog: &Catalog, dir: &Path) -> Result<Vec<User>, String> {
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).map_err(|e| format!("{f}: {e}"));
    let by_imdb: HashMap<&str, TitleId> = catalog
        .titles
        .iter()
        .filter(|t| t.kind == Kind::Movie)
        .filter_map(|t| t.imdb_id.as_deref().map(|i| (i, t.id)))
        .collect();
    let mut titles: HashMap<u32, String> = HashMap::new();
    for line in read("movies.csv")?.lines().skip(1) {
        let Some((id, rest)) = line.split_once(',') else {
            continue;
        };
        let Some((title, _genres)) = rest.rsplit_once(',') else {
            continue;
        };
        if let Ok(id) = id.parse() {
            titles.insert(id, typed(title.trim_matches('"')));
        }
    }
    let mut link: HashMap<u32, TitleId> = HashMap::new();
    for line in read("links.csv")?.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        if let (Some(Ok(m)), Some(imdb)) = (f.first().map(|x| x.parse::<u32>()), f.get(1)) {
            if let Some(&id) = by_imdb.get(format!("tt{imdb}").as_str()) {
                link.insert(m, id);
            }
        }
    }
    let mut positives: HashMap<u32, Vec<(i64, u32)>> = HashMap::new();
    for line in read("ratings.csv")?.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        if f.len() < 4 {
            continue;
        }
        let (Ok(u), Ok(m), Ok(r), Ok(ts)) = (
            f[0].parse::<u32>(),
            f[1].parse::<u32>(),
            f[2].parse::<f32>(),
            f[3].parse::<i64>(),
        ) else {
            continue;
        };
        if r >= 4.0 && link.contains_key(&m) {
            positives.entry(u).or_default().push((ts, m));
        }
    }
    let mut users = Vec::new();
    for (id, mut p) in positives {
        if p.len() < 6 {
            continue;
        }
        p.sort();
        let inputs: Vec<String> = p[..5]
            .iter()
            .filter_map(|(_, m)| titles.get(m).cloned())
            .collect();
        let input_ids: Vec<TitleId> = inputs
            .iter()
            .filter_map(|t| catalog.resolve(t, Some(Kind::Movie)).map(|r| r.id))
            .collect();
        let held_out = p[5..].iter().map(|(_, m)| link[m]).collect();
        let all = p.iter().map(|(_, m)| link[m]).collect();
        users.push(User {
            id,
            inputs,
            input_ids,
            held_out,
            all,
        });
    }
    users.sort_by_key(|u| u.id);
    Ok(users)
}

/// "Matrix, The (1999)" → "The Matrix".
fn typed(raw: &str) -> String {
    let t = raw.trim();
    let t = match t.rfind(" (") {
        Some(i) if t.ends_with(')') => &t[..i],
        _ => t,
    };
    let t = match t.find(" (") {
        Some(i) => &t[..i],
        None => t,
    };
    for art in ["The", "A", "An"] {
        if let Some(base) = t.strip_suffix(&format!(", {art}")) {
            return format!("{art} {base}");
        }
    }
    t.to_owned()
}

fn parse_variant(v: &str) -> Result<Tuning, String> {
    Tuning::parse_overrides(v)
}
