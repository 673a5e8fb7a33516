//! Trakt's JSON export: arrays of items such as `{"rating": 9, "type": "movie", "movie": {"title",
//! "year", "ids": {"imdb": "tt…"}}}` (ratings) or `{"plays": 2, "show": {…}}` (watched and
//! history). Episode and season items are left out: the catalog holds films and whole shows.

use serde::Deserialize;

use super::{Entry, EntryKind, ImportError, TRAKT_FAVOURITE_FROM};
use crate::limits::IMPORT_ROWS;

#[derive(Deserialize)]
struct Item {
    rating: Option<f32>,
    movie: Option<Media>,
    show: Option<Media>,
    episode: Option<serde_json::Value>,
    season: Option<serde_json::Value>,
}

#[derive(Deserialize)]
struct Media {
    title: Option<String>,
    year: Option<u16>,
    #[serde(default)]
    ids: Ids,
}

#[derive(Deserialize, Default)]
struct Ids {
    imdb: Option<String>,
}

pub fn parse(bytes: &[u8]) -> Result<Vec<Entry>, ImportError> {
    let text = std::str::from_utf8(bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes))
        .map_err(|_| ImportError::Encoding { line: 1 })?;
    let items: Vec<Item> =
        serde_json::from_str(text).map_err(|e| ImportError::BadJson(format!("{e}")))?;
    if items.len() > IMPORT_ROWS {
        return Err(ImportError::TooManyRows { max: IMPORT_ROWS });
    }
    let mut entries = Vec::new();
    for item in items {
        if item.episode.is_some() || item.season.is_some() {
            continue;
        }
        let (media, kind) = match (item.movie, item.show) {
            (Some(m), _) => (m, EntryKind::Movie),
            (None, Some(s)) => (s, EntryKind::Show),
            (None, None) => {
                return Err(ImportError::BadJson(
                    "an item has neither a movie nor a show".to_string(),
                ))
            }
        };
        let Some(title) = media.title.filter(|t| !t.trim().is_empty()) else {
            continue;
        };
        entries.push(Entry {
            title: title.trim().to_string(),
            year: media.year,
            imdb_id: media.ids.imdb.filter(|s| s.starts_with("tt")),
            kind: Some(kind),
            favorite: item.rating.is_some_and(|r| r >= TRAKT_FAVOURITE_FROM),
        });
    }
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    const RATINGS: &str = r#"[
      {"rated_at": "2024-01-02T10:00:00.000Z", "rating": 9, "type": "show",
       "show": {"title": "Breaking Bad", "year": 2008,
                "ids": {"trakt": 1388, "slug": "breaking-bad", "tvdb": 81189, "imdb": "tt0903747", "tmdb": 1396}}},
      {"rated_at": "2024-01-03T10:00:00.000Z", "rating": 6, "type": "movie",
       "movie": {"title": "The Matrix", "year": 1999,
                 "ids": {"trakt": 481, "slug": "the-matrix-1999", "imdb": "tt0133093", "tmdb": 603}}},
      {"rated_at": "2024-01-04T10:00:00.000Z", "rating": 10, "type": "episode",
       "episode": {"season": 1, "number": 1, "title": "Pilot"},
       "show": {"title": "Breaking Bad", "year": 2008, "ids": {"imdb": "tt0903747"}}}
    ]"#;

    #[test]
    fn a_real_export_parses_with_favourites_from_eight() {
        let entries = parse(RATINGS.as_bytes()).expect("parses");
        assert_eq!(entries.len(), 2, "the episode is left out");
        assert_eq!(entries[0].kind, Some(EntryKind::Show));
        assert!(entries[0].favorite);
        assert_eq!(entries[1].imdb_id.as_deref(), Some("tt0133093"));
        assert!(!entries[1].favorite);
    }

    #[test]
    fn watched_items_without_a_rating_are_watched_only() {
        let watched = r#"[{"plays": 3, "last_watched_at": "2024-01-01T00:00:00.000Z",
            "movie": {"title": "Heat", "year": 1995, "ids": {"imdb": "tt0113277"}}}]"#;
        let entries = parse(watched.as_bytes()).expect("parses");
        assert_eq!(entries.len(), 1);
        assert!(!entries[0].favorite);
    }

    #[test]
    fn broken_files_are_refused() {
        assert!(matches!(
            parse(&RATINGS.as_bytes()[..200]),
            Err(ImportError::BadJson(_))
        ));
        assert!(matches!(
            parse(br#"{"movies": []}"#),
            Err(ImportError::BadJson(_))
        ));
        assert!(matches!(
            parse(b"[{\"rating\": 9}]"),
            Err(ImportError::BadJson(_))
        ));
        assert!(matches!(
            parse(b"[{\"movie\": {\"title\": \"Am\xe9lie\"}}]"),
            Err(ImportError::Encoding { .. })
        ));
    }
}
