//! From parsed entries to what will be written: each entry resolved against the catalog (by IMDb
//! id when the file has one, else by name, kind and year), highly rated titles for the favourites,
//! every title for the watched list, titles already saved skipped, the list cap respected.

use std::collections::HashSet;

use catalog::{Catalog, Kind, Title};
use engine::Engine;
use serde::Serialize;
use uuid::Uuid;

use super::{Entry, EntryKind, ImdbIndex};
use crate::present;
use crate::store::{normalize_key, ListKind, NewListItem};

/// How many unmatched titles the summary names; the rest are only counted.
pub const MAX_UNMATCHED_LISTED: usize = 100;

/// A title of the file that is not in the catalog.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Unmatched {
    pub title: String,
    pub year: Option<u16>,
}

/// What an import will write and what its summary says.
#[derive(Debug, Default)]
pub struct Plan {
    pub items: Vec<(ListKind, NewListItem)>,
    pub counts: Counts,
}

/// The import's numbers, as the summary gives them.
#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Counts {
    /// Films and shows in the file (episodes and games left out).
    pub titles: usize,
    pub matched: usize,
    pub favorites_added: usize,
    pub watched_added: usize,
    pub already_saved: usize,
    /// Titles left out because the list reached its cap.
    pub over_limit: usize,
    /// The first [`MAX_UNMATCHED_LISTED`] titles not in the catalog.
    pub unmatched: Vec<Unmatched>,
    pub unmatched_count: usize,
}

/// The show names already in the member's favourites and watch-later lists.
#[derive(Debug, Default)]
pub struct Saved {
    pub favorites: Vec<String>,
    pub watch_later: Vec<String>,
}

fn find<'c>(catalog: &'c Catalog, index: &ImdbIndex, entry: &Entry) -> Option<&'c Title> {
    if let Some(title) = entry
        .imdb_id
        .as_deref()
        .and_then(|id| index.get(id))
        .and_then(|id| catalog.get(id))
    {
        return Some(title);
    }
    let kind = entry.kind.map(|k| match k {
        EntryKind::Movie => Kind::Movie,
        EntryKind::Show => Kind::Show,
    });
    let title = catalog
        .resolve(&entry.title, kind)
        .and_then(|r| catalog.get(r.id))?;
    // A name alone is ambiguous across remakes and namesakes: the kind and the year (a year off
    // either way, for festival versus release dates) must agree when the file gives them.
    let same_kind = kind.is_none_or(|k| k == title.kind);
    let same_year = match (entry.year, title.year) {
        (Some(a), Some(b)) => a.abs_diff(b) <= 1,
        _ => true,
    };
    (same_kind && same_year).then_some(title)
}

/// One list being filled: its existing keys and room left.
struct Filling {
    list: ListKind,
    keys: HashSet<String>,
    room: usize,
}

impl Filling {
    fn new(list: ListKind, existing: &[String], cap: usize) -> Filling {
        Filling {
            list,
            keys: existing.iter().map(|n| normalize_key(n)).collect(),
            room: cap.saturating_sub(existing.len()),
        }
    }
}

enum Added {
    Yes,
    AlreadyThere,
    Full,
}

fn push(
    engine: &Engine,
    plan: &mut Plan,
    filling: &mut Filling,
    user_id: Uuid,
    title: &Title,
) -> Added {
    // Saved under the name the cards show, so a title imported and then saved from a card is one item.
    let name = title.display_name().into_owned();
    let key = normalize_key(&name);
    if filling.keys.contains(&key) {
        return Added::AlreadyThere;
    }
    if filling.room == 0 {
        return Added::Full;
    }
    filling.keys.insert(key);
    filling.room -= 1;
    let card = present::recommendation(engine, title, String::new(), &[]);
    plan.items.push((
        filling.list,
        NewListItem {
            user_id,
            show_name: name,
            show_data: serde_json::to_value(card).unwrap_or(serde_json::Value::Null),
            content_type: title.kind.into(),
            watched: filling.list == ListKind::WatchLater,
        },
    ));
    Added::Yes
}

/// Everything to write for `entries`, nothing written yet. Favourites also go to the watched list:
/// a title rated is a title seen.
pub fn plan(
    engine: &Engine,
    index: &ImdbIndex,
    user_id: Uuid,
    entries: &[Entry],
    saved: &Saved,
    cap: usize,
) -> Plan {
    let catalog = engine.catalog();
    let mut plan = Plan::default();
    plan.counts.titles = entries.len();
    let mut favorites = Filling::new(ListKind::Favorites, &saved.favorites, cap);
    let mut watched = Filling::new(ListKind::WatchLater, &saved.watch_later, cap);
    let mut seen = HashSet::new();
    for entry in entries {
        let Some(title) = find(catalog, index, entry) else {
            plan.counts.unmatched_count += 1;
            if plan.counts.unmatched.len() < MAX_UNMATCHED_LISTED {
                plan.counts.unmatched.push(Unmatched {
                    title: entry.title.clone(),
                    year: entry.year,
                });
            }
            continue;
        };
        plan.counts.matched += 1;
        if !seen.insert((title.id, entry.favorite)) {
            continue;
        }
        let mut outcomes = vec![push(engine, &mut plan, &mut watched, user_id, title)];
        if entry.favorite {
            outcomes.push(push(engine, &mut plan, &mut favorites, user_id, title));
        }
        for (i, outcome) in outcomes.into_iter().enumerate() {
            match (i, outcome) {
                (0, Added::Yes) => plan.counts.watched_added += 1,
                (_, Added::Yes) => plan.counts.favorites_added += 1,
                (_, Added::AlreadyThere) => plan.counts.already_saved += 1,
                (_, Added::Full) => plan.counts.over_limit += 1,
            }
        }
    }
    plan
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    fn engine() -> Engine {
        let titles = [
            ("ts1", "Breaking Bad", Kind::Show, 2008, Some("tt0903747")),
            ("tm2", "The Matrix", Kind::Movie, 1999, Some("tt0133093")),
            ("tm3", "Heat", Kind::Movie, 1995, None),
        ]
        .into_iter()
        .enumerate()
        .map(|(i, (key, name, kind, year, imdb))| Title {
            id: i as u32,
            imdb_id: imdb.map(str::to_string),
            ..Title::named(key.to_string(), name, kind, Some(year))
        })
        .collect();
        Engine::new(Arc::new(Catalog::new(titles, Vec::new())), None)
    }

    fn entry(title: &str, year: u16, imdb_id: Option<&str>, favorite: bool) -> Entry {
        Entry {
            title: title.to_string(),
            year: Some(year),
            imdb_id: imdb_id.map(str::to_string),
            kind: None,
            favorite,
        }
    }

    #[test]
    fn titles_resolve_by_id_then_by_name_and_year() {
        let engine = engine();
        let index = ImdbIndex::new(engine.catalog());
        let entries = [
            // The id wins over a title as the file's locale spells it.
            entry("Breaking Bad (DE)", 2008, Some("tt0903747"), true),
            entry("Heat", 1995, None, false),
            entry("Heat", 1972, None, false),
            entry("Nowhere To Be Found", 2001, None, true),
        ];
        let saved = Saved {
            favorites: vec![],
            watch_later: vec!["heat".to_string()],
        };
        let plan = plan(&engine, &index, Uuid::nil(), &entries, &saved, 500);
        assert_eq!((plan.counts.titles, plan.counts.matched), (4, 2));
        assert_eq!(plan.counts.unmatched_count, 2);
        assert_eq!(plan.counts.unmatched[0].title, "Heat");
        assert_eq!(plan.counts.unmatched[0].year, Some(1972));
        assert_eq!(
            (plan.counts.favorites_added, plan.counts.watched_added),
            (1, 1)
        );
        assert_eq!(
            plan.counts.already_saved, 1,
            "Heat was already in watch later"
        );
        let written: Vec<(ListKind, &str, bool)> = plan
            .items
            .iter()
            .map(|(l, i)| (*l, i.show_name.as_str(), i.watched))
            .collect();
        assert_eq!(
            written,
            [
                (ListKind::WatchLater, "Breaking Bad", true),
                (ListKind::Favorites, "Breaking Bad", false),
            ]
        );
    }

    #[test]
    fn the_list_cap_is_respected_and_reported() {
        let engine = engine();
        let index = ImdbIndex::new(engine.catalog());
        let entries = [
            entry("The Matrix", 1999, Some("tt0133093"), false),
            entry("Heat", 1995, None, false),
        ];
        let plan = plan(&engine, &index, Uuid::nil(), &entries, &Saved::default(), 1);
        assert_eq!((plan.counts.watched_added, plan.counts.over_limit), (1, 1));
    }
}
