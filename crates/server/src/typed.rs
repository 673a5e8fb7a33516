//! Honesty about what was typed: the titles we read as another name ("Braking Bad" → Breaking Bad)
//! and, for titles we could not place, where they stream when only the availability lists know
//! them, else the known titles they might have meant. Typos are never corrected silently, and an
//! unknown title is never a dead end.

use catalog::resolve::normalize;
use catalog::Catalog;
use engine::ResolvedInput;

use crate::present::{self, ListedOnly, ReadAs, Suggestion};

/// "Did you mean" offers per unknown title: enough to spot the right one, few enough to read.
const SUGGESTIONS_PER_TITLE: usize = 3;

/// What can be said about the titles the engine could not place.
#[derive(Debug, Default)]
pub struct Unplaced {
    /// Inputs only the availability lists know, with where they stream.
    pub listed_only: Vec<ListedOnly>,
    /// For the other inputs, the names they look like (known titles, or works only the lists know).
    pub suggestions: Vec<Suggestion>,
}

pub fn unplaced(catalog: &Catalog, unresolved: &[String]) -> Unplaced {
    let listed_only: Vec<ListedOnly> = unresolved
        .iter()
        .filter_map(|typed| Some(present::listed_only(typed, catalog.listed(typed, None)?)))
        .collect();
    // A title we know by name needs no "Did you mean".
    let unknown: Vec<String> = unresolved
        .iter()
        .filter(|typed| !listed_only.iter().any(|l| &l.typed == *typed))
        .cloned()
        .collect();
    Unplaced {
        suggestions: suggestions(catalog, &unknown),
        listed_only,
    }
}

/// One entry per unresolved input that looks like a name we know.
fn suggestions(catalog: &Catalog, unresolved: &[String]) -> Vec<Suggestion> {
    unresolved
        .iter()
        .filter_map(|typed| {
            let titles: Vec<String> = catalog
                .suggest(typed, SUGGESTIONS_PER_TITLE)
                .iter()
                .map(|s| s.name().into_owned())
                .collect();
            (!titles.is_empty()).then(|| Suggestion {
                typed: typed.clone(),
                titles,
            })
        })
        .collect()
}

/// Inputs whose title differs from what was typed beyond case, punctuation, articles and a
/// trailing tag ("The Office" is The Office (U.S.): nothing worth a sentence).
pub fn read_as(catalog: &Catalog, resolved: &[ResolvedInput]) -> Vec<ReadAs> {
    resolved
        .iter()
        .filter(|r| r.confidence < 1.0)
        .filter_map(|r| {
            let title = catalog.get(r.id)?;
            (normalize(&r.input) != normalize(without_tag(&title.title))).then(|| ReadAs {
                typed: r.input.clone(),
                title: title.display_name().into_owned(),
            })
        })
        .collect()
}

/// "The Office (U.S.)" → "The Office"; a title without a trailing bracket stays itself.
fn without_tag(title: &str) -> &str {
    match title.rfind(" (") {
        Some(at) if title.ends_with(')') => &title[..at],
        _ => title,
    }
}
