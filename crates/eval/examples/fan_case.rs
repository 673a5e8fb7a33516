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
        // The year and kind tell namesakes apart (House of Cards 1990 or 2013, a film or a show).
        let t = &catalog.titles[r.id as usize];
        let year = t.year.map_or_else(|| "?".to_string(), |y| y.to_string());
        println!(
            "  input {:?} -> {} ({year}, {:?})",
            r.input, t.title, t.kind
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
    // Picks by id; welcome titles by name, of the wanted kind first (namesakes of the other kind
    // would be traced otherwise: House the film for House the series).
    let firsts = recs.picks.iter().take(10).map(|p| Some(p.id));
    let welcome_ids = case.acceptable.iter().map(|name| {
        let named = |t: &&catalog::Title| &t.title == name;
        let of_kind = catalog
            .titles
            .iter()
            .filter(named)
            .find(|t| t.kind == request.target);
        of_kind
            .or_else(|| catalog.titles.iter().find(named))
            .map(|t| t.id)
    });
    for (slot, id) in firsts.chain(welcome_ids).enumerate() {
        let Some(id) = id else {
            let name = &case.acceptable[slot - recs.picks.len().min(10)];
            println!("   -- {name}: not in the catalog");
            continue;
        };
        let t = &catalog.titles[id as usize];
        let name = &t.title;
        let rank = recs
            .picks
            .iter()
            .position(|p| p.id == id)
            .map_or("-".to_string(), |r| (r + 1).to_string());
        let parts: Vec<String> = inputs
            .iter()
            .map(|&i| {
                let (s, _) = engine.diagnose(t.id, i);
                format!(
                    "tot {:.2} emb {:.2} lex {:.2} prem {:.2} gen {:.2} era {:.2} aud {:.2} cty {:.2} fmt {:.2} rt {:.2} cast {} dir {}",
                    s.total, s.embedding, s.lexical, s.premise, s.genre, s.era, s.audience, s.country,
                    s.format, s.runtime, s.shared_cast, s.shared_directors
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
