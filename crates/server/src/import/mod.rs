//! Importing a member's history from another service (docs/API.md, "Import"): an IMDb ratings
//! export, a Letterboxd export (`ratings.csv`, `watched.csv` or the whole zip) or a Trakt export
//! (JSON). Each format has its own parser turning the file into [`Entry`]s; [`plan`] resolves them
//! against the catalog and decides what goes where; the route writes the plan in one transaction.
//! Nothing here touches the store, so a bad file can never leave half an import behind.

use std::sync::Arc;

use axum::body::Bytes;
use engine::Engine;
use serde::Serialize;
use thiserror::Error;
use uuid::Uuid;

use crate::cpu::CpuPool;
use crate::error::AppResult;
use crate::routes::lists::service::MAX_ITEMS_PER_LIST;
use crate::store::{ListKind, SavedItem, Store};

mod csv_file;
mod imdb;
pub mod index;
mod letterboxd;
mod plan;
mod trakt;

pub use index::ImdbIndex;
pub use plan::{plan, Counts, Plan, Unmatched};

/// The largest file inside a zip, uncompressed (a zip bomb stops here).
pub const MAX_UNZIPPED_BYTES: u64 = 16 << 20;

/// From which rating on a title becomes a favourite, on each service's own scale: IMDb and Trakt
/// rate 1–10, Letterboxd 0.5–5 in half stars.
pub const IMDB_FAVOURITE_FROM: f32 = 8.0;
pub const LETTERBOXD_FAVOURITE_FROM: f32 = 4.0;
pub const TRAKT_FAVOURITE_FROM: f32 = 8.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Imdb,
    Letterboxd,
    Trakt,
}

impl Format {
    pub fn parse(raw: &str) -> Option<Format> {
        match raw.trim().to_ascii_lowercase().as_str() {
            "imdb" => Some(Format::Imdb),
            "letterboxd" => Some(Format::Letterboxd),
            "trakt" => Some(Format::Trakt),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Format::Imdb => "imdb",
            Format::Letterboxd => "letterboxd",
            Format::Trakt => "trakt",
        }
    }

    /// The format a file looks like: a zip is Letterboxd's, a JSON array Trakt's, and a CSV is
    /// told apart by its header.
    pub fn detect(bytes: &[u8]) -> Option<Format> {
        if bytes.starts_with(b"PK") {
            return Some(Format::Letterboxd);
        }
        let text = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
        let start = text.iter().position(|b| !b.is_ascii_whitespace())?;
        if text[start] == b'[' {
            return Some(Format::Trakt);
        }
        let header_end = text.iter().position(|&b| b == b'\n').unwrap_or(text.len());
        let header = String::from_utf8_lossy(&text[..header_end]);
        if header.contains("Const") {
            Some(Format::Imdb)
        } else if header.contains("Letterboxd URI") {
            Some(Format::Letterboxd)
        } else {
            None
        }
    }
}

/// What the film or show is, as the file names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryKind {
    Movie,
    Show,
}

/// One title of an export: everything in it was watched; `favorite` when rated highly enough.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub title: String,
    pub year: Option<u16>,
    /// `tt…`, when the file has it.
    pub imdb_id: Option<String>,
    pub kind: Option<EntryKind>,
    pub favorite: bool,
}

/// Why a file cannot be imported: every one is the member's to fix, answered with a 400.
#[derive(Debug, Error, PartialEq)]
pub enum ImportError {
    #[error(
        "Could not tell which service this file comes from. Choose IMDb, Letterboxd or Trakt."
    )]
    UnknownFormat,
    #[error("The file is empty.")]
    Empty,
    #[error("The file is not UTF-8 text (line {line}). Upload the export exactly as the service gave it.")]
    Encoding { line: u64 },
    #[error("This does not look like {service}'s export: the column '{column}' is missing.")]
    MissingColumn {
        service: &'static str,
        column: &'static str,
    },
    #[error("Line {line} of the file could not be read: {reason}.")]
    BadRow { line: u64, reason: String },
    #[error("The file has more than {max} rows.")]
    TooManyRows { max: usize },
    #[error("The zip could not be read ({0}). Upload the export as Letterboxd gave it.")]
    BadZip(String),
    #[error("The zip holds neither ratings.csv nor watched.csv.")]
    NothingInZip,
    #[error("A file in the zip is larger than {} MB uncompressed.", MAX_UNZIPPED_BYTES >> 20)]
    ZipTooLarge,
    #[error("This is not Trakt's JSON export: {0}.")]
    BadJson(String),
}

impl From<ImportError> for crate::error::AppError {
    fn from(e: ImportError) -> Self {
        crate::error::AppError::BadRequest(e.to_string())
    }
}

/// What an import did, as the member reads it.
#[derive(Debug, Serialize)]
pub struct Summary {
    pub format: &'static str,
    #[serde(flatten)]
    pub counts: Counts,
}

/// Parses, resolves and writes one upload for `user_id`: everything, or nothing when the file is
/// bad or the write fails.
pub async fn run(
    store: &dyn Store,
    cpu: &CpuPool,
    engine: Arc<Engine>,
    index: Arc<ImdbIndex>,
    user_id: Uuid,
    format: Option<Format>,
    bytes: Bytes,
) -> AppResult<Summary> {
    let names = |items: Vec<SavedItem>| items.into_iter().map(|i| i.show_name).collect();
    let saved = plan::Saved {
        favorites: names(store.list_items(ListKind::Favorites, user_id).await?),
        watch_later: names(store.list_items(ListKind::WatchLater, user_id).await?),
    };
    // Parsing and fuzzy resolving thousands of rows is CPU work: in the bounded pool.
    let (format, plan) = cpu
        .run(move || {
            let (format, entries) = parse(format, &bytes)?;
            let plan = plan(
                &engine,
                &index,
                user_id,
                &entries,
                &saved,
                MAX_ITEMS_PER_LIST,
            );
            Ok::<_, ImportError>((format, plan))
        })
        .await??;
    let summary = Summary {
        format: format.as_str(),
        counts: plan.counts,
    };
    if !plan.items.is_empty() {
        store.add_items(plan.items).await?;
    }
    Ok(summary)
}

/// The file's entries, or why it cannot be imported. `format` is detected when not given.
pub fn parse(format: Option<Format>, bytes: &[u8]) -> Result<(Format, Vec<Entry>), ImportError> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ImportError::Empty);
    }
    let format = format
        .or_else(|| Format::detect(bytes))
        .ok_or(ImportError::UnknownFormat)?;
    let entries = match format {
        Format::Imdb => imdb::parse(bytes)?,
        Format::Letterboxd => letterboxd::parse(bytes)?,
        Format::Trakt => trakt::parse(bytes)?,
    };
    Ok((format, entries))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_are_detected_from_the_content() {
        assert_eq!(Format::detect(b"PK\x03\x04rest"), Some(Format::Letterboxd));
        assert_eq!(Format::detect(b"  [ {}]"), Some(Format::Trakt));
        assert_eq!(
            Format::detect(b"\xEF\xBB\xBFConst,Your Rating,Date Rated\n"),
            Some(Format::Imdb)
        );
        assert_eq!(
            Format::detect(b"Date,Name,Year,Letterboxd URI\n"),
            Some(Format::Letterboxd)
        );
        assert_eq!(Format::detect(b"a,b,c\n1,2,3\n"), None);
        assert_eq!(parse(None, b"a,b\n"), Err(ImportError::UnknownFormat));
        assert_eq!(parse(None, b"  \n"), Err(ImportError::Empty));
    }
}
