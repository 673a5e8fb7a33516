//! Bingeability (shows only): how well a show suits watching episode after episode, 0-100, from
//! the catalog's real fields, with the spec's thresholds and wording.

use catalog::{Kind, Title};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Bingeability {
    pub score: u8,
    pub label: &'static str,
}

/// The spec's wording: above 80, above 60, otherwise.
pub fn label(score: u8) -> &'static str {
    if score > 80 {
        "highly bingeable"
    } else if score > 60 {
        "moderately bingeable"
    } else {
        "best watched weekly"
    }
}

/// Serialised storytelling pulls viewers to the next episode.
const SERIAL_GENRES: &[&str] = &[
    "drama", "thriller", "crime", "scifi", "fantasy", "mystery", "action", "horror",
];
/// Self-contained episodes are better dipped into.
const EPISODIC_GENRES: &[&str] = &[
    "reality",
    "documentation",
    "talk",
    "news",
    "game show",
    "sport",
    "kids",
    "family",
];

/// `seen_votes`: how many people saw it, IMDb's count or, for a show IMDb has none for, the count
/// its 2021 list rank stands for (the engine's index has it).
pub fn compute(t: &Title, seen_votes: u32) -> Option<Bingeability> {
    if t.kind != Kind::Show {
        return None;
    }
    // Several seasons are a long, rewarding run; a single season is still a good binge.
    let seasons = match t.seasons.unwrap_or(1) {
        0 | 1 => 0.55,
        2 => 0.75,
        3..=6 => 1.0,
        7..=10 => 0.85,
        _ => 0.7,
    };
    // Episodes of 20-60 minutes invite "one more"; very short or feature-length ones less so.
    let runtime = match t.runtime {
        Some(m) if (20..=60).contains(&m) => 1.0,
        Some(m) if (12..20).contains(&m) || (61..=75).contains(&m) => 0.7,
        Some(_) => 0.4,
        None => 0.6,
    };
    let rating = t
        .imdb_score
        .filter(|s| s.is_finite())
        .map_or(0.5, |s| ((s - 5.0) / 4.0).clamp(0.0, 1.0));
    // Many votes mean many people stayed with it; log scale, 1M votes is the top.
    let votes = ((seen_votes as f32 + 1.0).log10() / 6.0).clamp(0.0, 1.0);
    let has = |list: &[&str]| t.genres.iter().any(|g| list.contains(&g.as_str()));
    let genre = match (has(SERIAL_GENRES), has(EPISODIC_GENRES)) {
        (true, false) => 1.0,
        (true, true) => 0.6,
        (false, false) => 0.5,
        (false, true) => 0.2,
    };
    let score =
        100.0 * (0.15 * seasons + 0.1 * runtime + 0.35 * rating + 0.2 * votes + 0.2 * genre);
    let score = score.round().clamp(0.0, 100.0) as u8;
    Some(Bingeability {
        score,
        label: label(score),
    })
}
