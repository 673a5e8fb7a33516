//! How well every title fits each mood, computed once: the embedded mood description (when a text
//! embedder is available) against the title's embedding, plus the mood's genre boosts and
//! penalties, description keywords and, for nostalgia, the title's age.

use catalog::{Catalog, EMBEDDING_DIM};

use crate::index::{dot, Index};
use crate::mood::{Mood, MoodProfile};
use crate::text::words;
use crate::TextEmbedder;
use rustc_hash::FxHashMap;

/// Weight of the embedded mood description; genres carry the rest.
const EMBEDDING_WEIGHT: f32 = 1.5;
const KEYWORD_WEIGHT: f32 = 0.08;
const KEYWORDS_COUNTED: usize = 3;

/// Per mood (in `Mood::ALL` order), per title id: the fit score.
pub fn mood_fits(
    catalog: &Catalog,
    index: &Index,
    embedder: Option<&dyn TextEmbedder>,
) -> Vec<Vec<f32>> {
    let vectors: Vec<Option<Vec<f32>>> = Mood::ALL
        .iter()
        .map(|m| embedder.and_then(|e| mood_vector(e, m.profile().description)))
        .collect();
    let matcher = KeywordMatcher::new();
    let mut fits = vec![Vec::with_capacity(catalog.len()); Mood::ALL.len()];
    for t in &catalog.titles {
        let hits = matcher.hits(&t.description);
        let embedding = index.embedding(catalog, t.id);
        for (m, mood) in Mood::ALL.iter().enumerate() {
            let profile = mood.profile();
            let mut fit = genre_fit(profile, &t.genres) + KEYWORD_WEIGHT * hits[m] as f32;
            if let (Some(v), Some(e)) = (&vectors[m], embedding) {
                fit += EMBEDDING_WEIGHT * dot(v, e);
            }
            if profile.favours_older {
                fit += match t.year {
                    Some(y) if y < 2000 => 0.25,
                    Some(y) if y < 2010 => 0.12,
                    _ => 0.0,
                };
            }
            fits[m].push(fit);
        }
    }
    fits
}

/// The embedded description, unit length, or None if the embedder fails or has another size.
fn mood_vector(embedder: &dyn TextEmbedder, description: &str) -> Option<Vec<f32>> {
    let v = embedder.embed_text(description)?;
    if v.len() != EMBEDDING_DIM {
        return None;
    }
    let norm = dot(&v, &v).sqrt();
    if !norm.is_finite() || norm == 0.0 {
        return None;
    }
    Some(v.iter().map(|x| x / norm).collect())
}

/// Sum of the mood's genre weights over the title's genres, bounded so many genres do not pile up.
pub fn genre_fit(profile: &MoodProfile, genres: &[String]) -> f32 {
    let sum: f32 = profile
        .genres
        .iter()
        .filter(|(g, _)| genres.iter().any(|tg| tg == g))
        .map(|(_, w)| w)
        .sum();
    sum.clamp(-0.8, 0.8)
}

/// Finds every mood's keywords in a description in one pass over its words: keywords are grouped
/// by their first two letters, so each word is compared with a handful of keywords, not all.
struct KeywordMatcher {
    by_prefix: FxHashMap<&'static str, Vec<(usize, &'static str)>>,
}

impl KeywordMatcher {
    fn new() -> KeywordMatcher {
        let mut by_prefix: FxHashMap<&'static str, Vec<(usize, &'static str)>> =
            FxHashMap::default();
        for (m, mood) in Mood::ALL.iter().enumerate() {
            for &k in mood.profile().keywords {
                if let Some(prefix) = k.get(..2) {
                    by_prefix.entry(prefix).or_default().push((m, k));
                }
            }
        }
        KeywordMatcher { by_prefix }
    }

    /// Keyword hits per mood (each capped at [`KEYWORDS_COUNTED`]).
    fn hits(&self, description: &str) -> [u8; 8] {
        let mut hits = [0u8; 8];
        let lowered = description.to_lowercase();
        for w in words(&lowered) {
            let Some(candidates) = w.get(..2).and_then(|p| self.by_prefix.get(p)) else {
                continue;
            };
            for &(m, k) in candidates {
                if w.starts_with(k) && (hits[m] as usize) < KEYWORDS_COUNTED {
                    hits[m] += 1;
                }
            }
        }
        hits
    }
}
