//! How well the text encoder alone ranks what fans welcome: for every fan-test case, the titles of
//! the wanted kind ordered by embedding similarity to the typed titles only (no genres, audience,
//! prior or any weight), and how many welcome titles that puts in the top 10. A yardstick for a
//! change of encoder that no weight of the engine can flatter: run it on two catalogs built with
//! two models and compare (crates/engine/JOURNAL.md, "twenty-third session").
//!
//!     cargo run --release -p eval --example encoder_probe -- data/catalog.bin FILE [FILE...]
//!
//! A person's similarity to a title is the mean of the best and the average cosine over their
//! typed titles; a couple's is the lower of the two people's, so both must be near.

use std::collections::HashSet;
use std::path::Path;

use catalog::{Catalog, Kind, TitleId};
use eval::fan_test::{self, FanCase};

/// What the probe reads per case: welcome titles in the fan test's top [`fan_test::TOP`], and the share of other titles
/// ranked below the average welcome title (0.5 = chance).
struct Probe {
    mode: String,
    top10: usize,
    auc: f64,
}

fn resolve_all(catalog: &Catalog, text: &str, hint: Option<Kind>) -> Vec<TitleId> {
    fan_test::split_typed(text)
        .iter()
        .filter_map(|t| catalog.resolve(t, hint).map(|r| r.id))
        .collect()
}

fn cosine(catalog: &Catalog, a: TitleId, b: TitleId) -> f32 {
    match (catalog.embedding(a), catalog.embedding(b)) {
        (Some(x), Some(y)) => x.iter().zip(y).map(|(p, q)| p * q).sum(),
        _ => 0.0,
    }
}

/// The mean of the best and the average cosine between `title` and a person's typed titles.
fn person_fit(catalog: &Catalog, person: &[TitleId], title: TitleId) -> f32 {
    let sims: Vec<f32> = person.iter().map(|&p| cosine(catalog, p, title)).collect();
    let best = sims.iter().copied().fold(f32::MIN, f32::max);
    let mean = sims.iter().sum::<f32>() / sims.len() as f32;
    0.5 * best + 0.5 * mean
}

fn probe(catalog: &Catalog, case: &FanCase) -> Result<Probe, String> {
    let kind = fan_test::request_for(case)
        .map_err(|e| e.to_string())?
        .target;
    let people: Vec<Vec<TitleId>> = if case.mode == "couples" {
        vec![
            resolve_all(catalog, &case.person1_shows, None),
            resolve_all(catalog, &case.person2_shows, None),
        ]
    } else {
        let mut typed = resolve_all(catalog, &case.tv_shows, Some(Kind::Show));
        typed.extend(resolve_all(catalog, &case.movies, Some(Kind::Movie)));
        vec![typed]
    };
    if people.iter().any(Vec::is_empty) {
        return Err(format!("{}: a person's titles do not resolve", case.id));
    }
    let typed: HashSet<TitleId> = people.iter().flatten().copied().collect();
    let wanted: HashSet<&str> = case.acceptable.iter().map(String::as_str).collect();
    let mut scored: Vec<(f32, bool)> = catalog
        .titles
        .iter()
        .filter(|t| t.kind == kind && !typed.contains(&t.id))
        .map(|t| {
            let fit = people
                .iter()
                .map(|p| person_fit(catalog, p, t.id))
                .fold(f32::MAX, f32::min);
            (fit, wanted.contains(t.title.as_str()))
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    let top10 = scored.iter().take(fan_test::TOP).filter(|s| s.1).count();
    let welcome = scored.iter().filter(|s| s.1).count();
    let others = scored.len() - welcome;
    // Each welcome title counts the other titles ranked below it.
    let (mut below, mut others_above) = (0usize, 0usize);
    for &(_, is_welcome) in &scored {
        if is_welcome {
            below += others - others_above;
        } else {
            others_above += 1;
        }
    }
    let auc = if welcome == 0 || others == 0 {
        0.5
    } else {
        below as f64 / (welcome * others) as f64
    };
    Ok(Probe {
        mode: case.mode.clone(),
        top10,
        auc,
    })
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [catalog_path, files @ ..] = args.as_slice() else {
        return Err("usage: encoder_probe CATALOG FILE [FILE...]".into());
    };
    let catalog = catalog::artifact::load(Path::new(catalog_path)).map_err(|e| e.to_string())?;
    if catalog.embeddings.is_empty() {
        return Err(format!("{catalog_path} carries no embeddings"));
    }
    for file in files {
        let cases = fan_test::load(Path::new(file)).map_err(|e| e.to_string())?;
        let probes: Vec<Probe> = cases
            .iter()
            .map(|c| probe(&catalog, c))
            .collect::<Result<_, _>>()?;
        println!("{file}");
        for mode in ["tv", "movie", "couples", "all"] {
            let of: Vec<&Probe> = probes
                .iter()
                .filter(|p| mode == "all" || p.mode == mode)
                .collect();
            if of.is_empty() {
                continue;
            }
            let n = of.len() as f64;
            println!(
                "  {mode:8} {:3} cases  welcome in top 10 {:.2}  AUC {:.3}",
                of.len(),
                of.iter().map(|p| p.top10).sum::<usize>() as f64 / n,
                of.iter().map(|p| p.auc).sum::<f64>() / n
            );
        }
    }
    Ok(())
}
