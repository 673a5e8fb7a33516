//! Lists, for each written premise (`engine::premises::PREMISES`), how many titles lean to it
//! and the most-voted of them with the description's words that confirmed it, so whoever edits a
//! premise's words can read its false positives (a premise drives both the score and the reason
//! "both are about ..."; one loose word, "travel" for time travel, makes the reason untrue).
//!
//!     cargo run --release -p eval --example premise_audit -- data/catalog.bin [TOP] [PREMISE_WORD]
//!     cargo run --release -p eval --example premise_audit -- data/catalog.bin --title "Suits"
//!     cargo run --release -p eval --example premise_audit -- data/catalog.bin --missed [TOP] [PREMISE_WORD]
//!
//! PREMISE_WORD limits the listing to the premises whose "about" contains it. `--title` turns the
//! listing around: for every title of that name, the premises its story leans to most (z-score
//! of its cosine over the catalog), whether the description names each, and which the engine
//! keeps. It answers "why does this list get no courtroom films?" (Suits' story vector leans to
//! stand-up comedy and police work before lawyers, and only z >= `Tuning::premise_z` counts).
//! `--missed` reads the other way round from the default: the most-voted titles whose story leans
//! to a premise strongly enough but whose description names none of its words, so the premise is
//! dropped for them. A word the premise lacks shows there (Deep Impact's and Greenland's "comet").

use std::path::Path;

use engine::premises::{self, PREMISES};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(catalog_path) = args.first() else {
        return Err("usage: premise_audit CATALOG [TOP] [PREMISE_WORD]".into());
    };
    let catalog = catalog::artifact::load(Path::new(catalog_path)).map_err(|e| e.to_string())?;
    if args.get(1).is_some_and(|a| a == "--title") {
        let Some(name) = args.get(2) else {
            return Err("usage: premise_audit CATALOG --title NAME".into());
        };
        return leanings_of(&catalog, name);
    }
    let missed = args.get(1).is_some_and(|a| a == "--missed");
    let rest = &args[1 + usize::from(missed)..];
    let top: usize = rest.first().and_then(|s| s.parse().ok()).unwrap_or(12);
    let only = rest.get(1).map(|s| s.to_lowercase());
    let tuning = engine::Tuning::default();
    let slots = premises::title_premises(&catalog, &premises::vectors(), tuning.premise_z);
    if slots.is_empty() {
        return Err("the catalog has no embeddings".into());
    }
    // Which premises each description names, once per title rather than once per premise.
    let named: Vec<premises::PremiseMask> = catalog
        .titles
        .iter()
        .zip(&slots)
        .map(|(t, s)| premises::named_in(s, &t.description))
        .collect();
    for (p, premise) in PREMISES.iter().enumerate() {
        if only
            .as_ref()
            .is_some_and(|w| !premise.about.to_lowercase().contains(w.as_str()))
        {
            continue;
        }
        let mut leaning: Vec<(u32, &str, String)> = Vec::new();
        for ((t, named), slots) in catalog.titles.iter().zip(&named).zip(&slots) {
            let leans = slots.iter().any(|s| s.1 > 0.0 && usize::from(s.0) == p);
            if missed {
                if leans && named & (1u64 << p) == 0 {
                    let start: String = t.description.chars().take(110).collect();
                    leaning.push((t.imdb_votes.unwrap_or(0), &t.title, start));
                }
                continue;
            }
            if named & (1u64 << p) == 0 {
                continue;
            }
            let lowered = t.description.to_lowercase();
            let words: Vec<&str> = premise.words_in(&lowered).collect();
            leaning.push((t.imdb_votes.unwrap_or(0), &t.title, words.join("/")));
        }
        leaning.sort_by_key(|l| std::cmp::Reverse(l.0));
        let what = if missed {
            "leaning, not named"
        } else {
            "titles"
        };
        println!("{} ({} {what})", premise.about, leaning.len());
        for (votes, title, words) in leaning.iter().take(top) {
            println!("    {title} ({votes} votes): {words}");
        }
    }
    Ok(())
}

/// The strongest leanings of every title called `name`, and what the engine makes of them.
fn leanings_of(catalog: &catalog::Catalog, name: &str) -> Result<(), String> {
    const SHOWN: usize = 6;
    let prototypes = premises::vectors();
    let z = premises::z_scores(catalog, &prototypes);
    let k = PREMISES.len();
    if z.len() != catalog.titles.len() * k {
        return Err("the catalog has no embeddings".into());
    }
    let tuning = engine::Tuning::default();
    let kept = premises::strongest(&z, k, tuning.premise_z);
    let wanted = name.to_lowercase();
    let mut found = false;
    for (i, t) in catalog.titles.iter().enumerate() {
        if t.title.to_lowercase() != wanted {
            continue;
        }
        found = true;
        let named = premises::named_in(&kept[i], &t.description);
        let lowered = t.description.to_lowercase();
        let year = t.year.map_or_else(|| "?".to_string(), |y| y.to_string());
        println!("{} ({year}, {:?})", t.title, t.kind);
        let mut order: Vec<usize> = (0..k).collect();
        order.sort_by(|&a, &b| z[i * k + b].total_cmp(&z[i * k + a]));
        for p in order.into_iter().take(SHOWN) {
            let words: Vec<&str> = PREMISES[p].words_in(&lowered).collect();
            let in_slots = kept[i].iter().any(|s| s.1 > 0.0 && usize::from(s.0) == p);
            let verdict = match (in_slots, named & (1u64 << p) != 0) {
                (true, true) => "kept",
                (true, false) => "dropped: the description names none of its words",
                (false, _) if z[i * k + p] < tuning.premise_z => "below the threshold",
                (false, _) => "beyond the strongest three",
            };
            println!(
                "    z {:5.2}  {:40} {:24} {verdict}",
                z[i * k + p],
                PREMISES[p].about,
                words.join("/")
            );
        }
    }
    if found {
        Ok(())
    } else {
        Err(format!("no title called {name:?} in the catalog"))
    }
}
