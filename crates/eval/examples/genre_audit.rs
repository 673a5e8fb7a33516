//! Lists the most-voted titles with a genre tag their story argues against (the tags a reason
//! never names, `genre_model::StoryGenres::uncontradicted`), and per genre how many tags that
//! drops, so whoever changes the genre model can read what it judges wrong: Inception's "music"
//! and Toy Story 4's "documentation" should be dropped, Snatch's "comedy" should not.
//!
//!     cargo run --release -p eval --example genre_audit -- data/catalog.bin [TOP] [GENRE]

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use engine::Engine;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(catalog_path) = args.first() else {
        return Err("usage: genre_audit CATALOG [TOP] [GENRE]".into());
    };
    let top: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(40);
    let only = args.get(2).map(String::as_str);
    let catalog = catalog::artifact::load(Path::new(catalog_path)).map_err(|e| e.to_string())?;
    let engine = Engine::new(Arc::new(catalog), None);
    let catalog = engine.catalog();
    if !engine.has_embeddings() {
        return Err("the catalog has no embeddings: every tag is named".into());
    }
    // Per genre: tags, tags a second source confirms (never dropped), tags dropped.
    let mut tagged: BTreeMap<&str, (u32, u32, u32)> = BTreeMap::new();
    let mut dropped: Vec<(u32, &catalog::Title, Vec<&str>)> = Vec::new();
    for t in &catalog.titles {
        let contradicted = engine.contradicted_genres(t.id);
        for g in &t.genres {
            let row = tagged.entry(g.as_str()).or_default();
            row.0 += 1;
            row.1 += u32::from(t.confirmed_genres.contains(g));
            row.2 += u32::from(contradicted.contains(&g.as_str()));
        }
        if !contradicted.is_empty() && only.is_none_or(|g| contradicted.contains(&g)) {
            dropped.push((t.imdb_votes.unwrap_or(0), t, contradicted));
        }
    }
    println!(
        "genre: tags, of them confirmed by a second source, of them contradicted by the story"
    );
    for (g, (n, confirmed, off)) in &tagged {
        println!(
            "  {g:14} {n:6} {confirmed:6} {off:6} ({:.0}%)",
            100.0 * f64::from(*off) / f64::from((*n).max(1))
        );
    }
    println!(
        "{} titles have a tag the story argues against",
        dropped.len()
    );
    dropped.sort_by_key(|d| std::cmp::Reverse(d.0));
    println!("most-voted titles with a tag the story argues against:");
    for (votes, t, off) in dropped.iter().take(top) {
        println!(
            "  {:44} {:?} {votes:>9} votes  tags {:?}  not named: {off:?}",
            t.title, t.kind, t.genres
        );
    }
    Ok(())
}
