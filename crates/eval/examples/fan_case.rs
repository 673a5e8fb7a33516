//! Reads one fan-test case the way an engineer debugging the ranking wants to: the first 30 picks
//! with the welcome ones marked, then where each welcome title ranks and why (its similarity parts
//! to every typed title, and its prior).
//!
//! cargo run --release -p eval --example fan_case -- CATALOG FAN_TEST.json CASE_ID ["tuning"]

use std::path::Path;
use std::sync::Arc;

use engine::{Engine, Tuning};
use eval::fan_test;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [catalog_path, cases_path, case_id, rest @ ..] = args.as_slice() else {
        return Err("usage: fan_case CATALOG FAN_TEST.json CASE_ID [TUNING]".into());
    };
    let tuning = Tuning::parse_overrides(rest.first().map_or("", String::as_str))?;
    let catalog = catalog::artifact::load(Path::new(catalog_path)).map_err(|e| e.to_string())?;
    let cases = fan_test::load(Path::new(cases_path)).map_err(|e| e.to_string())?;
    let case = cases
        .iter()
        .find(|c| &c.id == case_id)
        .ok_or(format!("no case {case_id}"))?;
    let engine = Engine::with_tuning(Arc::new(catalog), None, tuning);
    let catalog = engine.catalog();
    let mut request = fan_test::request_for(case).map_err(|e| e.to_string())?;
    request.limit = engine::MAX_LIMIT;
    let recs = engine.recommend(&request).map_err(|e| e.to_string())?;
    let welcome = |name: &str| case.acceptable.iter().any(|a| a == name);
    let inputs: Vec<_> = recs.resolved.iter().map(|r| r.id).collect();
    println!("{} — {}", case.id, case.why);
    for r in &recs.resolved {
        println!(
            "  input {:?} -> {}",
            r.input, catalog.titles[r.id as usize].title
        );
    }
    for (rank, p) in recs.picks.iter().take(30).enumerate() {
        let t = &catalog.titles[p.id as usize];
        let mark = if welcome(&t.title) { "✓" } else { " " };
        println!(
            "{:2} {mark} {:6.3} {} ({:?})",
            rank + 1,
            p.score,
            t.title,
            t.year
        );
    }
    println!("the first ten, then the welcome titles:");
    let firsts: Vec<String> = recs
        .picks
        .iter()
        .take(10)
        .map(|p| catalog.titles[p.id as usize].title.clone())
        .collect();
    for name in firsts.iter().chain(&case.acceptable) {
        let Some(t) = catalog.titles.iter().find(|t| &t.title == name) else {
            println!("   -- {name}: not in the catalog");
            continue;
        };
        let rank = recs
            .picks
            .iter()
            .position(|p| catalog.titles[p.id as usize].title == *name)
            .map_or("-".to_string(), |r| (r + 1).to_string());
        let parts: Vec<String> = inputs
            .iter()
            .map(|&i| {
                let (s, _) = engine.diagnose(t.id, i);
                format!(
                    "tot {:.2} emb {:.2} lex {:.2} gen {:.2} era {:.2} aud {:.2} cty {:.2} cast {} dir {}",
                    s.total, s.embedding, s.lexical, s.genre, s.era, s.audience, s.country,
                    s.shared_cast, s.shared_directors
                )
            })
            .collect();
        let (_, prior) = engine.diagnose(t.id, t.id);
        let mark = if welcome(name) { "✓" } else { " " };
        println!(
            "  {rank:>3} {mark} {name} [{:?} {:?} {:?}] prior {prior:.2}\n        {}",
            t.maturity,
            t.genres,
            t.countries,
            parts.join("\n        ")
        );
    }
    Ok(())
}
