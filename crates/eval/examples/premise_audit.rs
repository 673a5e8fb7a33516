//! Lists, for each written premise (`engine::premises::PREMISES`), how many titles lean to it
//! and the most-voted of them with the description's words that confirmed it, so whoever edits a
//! premise's words can read its false positives (a premise drives both the score and the reason
//! "both are about ..."; one loose word, "travel" for time travel, makes the reason untrue).
//!
//!     cargo run --release -p eval --example premise_audit -- data/catalog.bin [TOP] [PREMISE_WORD]
//!
//! PREMISE_WORD limits the listing to the premises whose "about" contains it.

use std::path::Path;

use engine::premises::{self, PREMISES};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(catalog_path) = args.first() else {
        return Err("usage: premise_audit CATALOG [TOP] [PREMISE_WORD]".into());
    };
    let top: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(12);
    let only = args.get(2).map(|s| s.to_lowercase());
    let catalog = catalog::artifact::load(Path::new(catalog_path)).map_err(|e| e.to_string())?;
    let tuning = engine::Tuning::default();
    let slots = premises::title_premises(&catalog, &premises::vectors(), tuning.premise_z);
    if slots.is_empty() {
        return Err("the catalog has no embeddings".into());
    }
    for (p, premise) in PREMISES.iter().enumerate() {
        if only
            .as_ref()
            .is_some_and(|w| !premise.about.contains(w.as_str()))
        {
            continue;
        }
        let mut leaning: Vec<(u32, &str, String)> = Vec::new();
        for (t, s) in catalog.titles.iter().zip(&slots) {
            let named = premises::named_in(s, &t.description);
            if named & (1u64 << p) == 0 {
                continue;
            }
            let lowered = t.description.to_lowercase();
            let words: Vec<&str> = premise.words_in(&lowered).collect();
            leaning.push((t.imdb_votes.unwrap_or(0), &t.title, words.join("/")));
        }
        leaning.sort_by_key(|l| std::cmp::Reverse(l.0));
        println!("{} ({} titles)", premise.about, leaning.len());
        for (votes, title, words) in leaning.iter().take(top) {
            println!("    {title} ({votes} votes): {words}");
        }
    }
    Ok(())
}
