//! The request and response values of the engine, and the checks every request passes first.

use catalog::{Kind, Platform, TitleId};
use serde::{Deserialize, Serialize};

use crate::error::EngineError;
use crate::mood::Mood;
use crate::title_list::{clean_titles, TitleListError};

/// Most typed titles one request may carry (all lists of a mode together).
pub const MAX_INPUTS: usize = 50;
pub use crate::title_list::MAX_TITLE_CHARS;
/// Most entries in `exclude`, `dislikes` or `favorites`: above the catalog's size so "more" can page
/// through everything, yet bounded so one request cannot make the engine resolve a million strings.
pub const MAX_EXCLUDED: usize = 30_000;
/// Most picks one request returns.
pub const MAX_LIMIT: usize = 50;

#[derive(Debug, Clone, PartialEq)]
pub enum Mode {
    /// Picks of the target kind from any mix of loved shows and films.
    CrossMedia {
        tv: Vec<String>,
        movies: Vec<String>,
    },
    /// Picks that suit both people; each list may mix shows and films.
    Couples {
        person1: Vec<String>,
        person2: Vec<String>,
    },
    /// Picks that feel like the mood, personalised by `Request::favorites` when given.
    Mood { mood: Mood },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    pub mode: Mode,
    /// Every pick is of this kind.
    pub target: Kind,
    /// Picks wanted; 0 is read as the default 10, anything above [`MAX_LIMIT`] as the maximum.
    pub limit: usize,
    /// Titles already shown in this session (typed names or exact titles): never returned.
    pub exclude: Vec<String>,
    /// The signed-in user's dislikes: never returned.
    pub dislikes: Vec<String>,
    /// The signed-in user's favourites: a taste signal for mood, excluded when `exclude_favorites`.
    pub favorites: Vec<String>,
    pub exclude_favorites: bool,
    /// The signed-in member's saved titles (favourites, then watch-later), newest first: in the
    /// cross-media modes they join the typed titles as a quieter voice of the same taste, and are
    /// the whole taste when nothing was typed. Being the evidence, they are never picked back.
    pub saved: Vec<String>,
    /// Maturity ceiling such as "PG-13" or "TV-14"; None means no filter.
    pub max_maturity: Option<String>,
    /// "Only on my services"; empty means every platform.
    pub platforms: Vec<Platform>,
}

impl Request {
    pub fn new(mode: Mode, target: Kind) -> Request {
        Request {
            mode,
            target,
            limit: 10,
            exclude: Vec::new(),
            dislikes: Vec::new(),
            favorites: Vec::new(),
            exclude_favorites: false,
            saved: Vec::new(),
            max_maturity: None,
            platforms: Vec::new(),
        }
    }

    /// The limit the engine honours.
    pub fn effective_limit(&self) -> usize {
        match self.limit {
            0 => 10,
            n => n.min(MAX_LIMIT),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Pick {
    pub id: TitleId,
    /// Higher is better; comparable only within one response.
    pub score: f32,
    /// One or two sentences built from the evidence that scored the pick.
    pub explanation: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResolvedInput {
    /// What the person typed (trimmed).
    pub input: String,
    pub id: TitleId,
    pub confidence: f32,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Recommendations {
    pub picks: Vec<Pick>,
    pub resolved: Vec<ResolvedInput>,
    /// Inputs not found in the catalog, so the UI can say so.
    pub unresolved: Vec<String>,
}

/// Cleans a typed list by the shared title-list rule ([`crate::title_list`]). The count is not
/// checked here: inputs are capped across lists ([`MAX_INPUTS`]), side lists by [`check_side_list`].
pub fn clean_list(items: &[String]) -> Result<Vec<String>, EngineError> {
    clean_titles(items.iter().map(String::as_str), usize::MAX).map_err(|e| match e {
        TitleListError::TitleTooLong { max } => EngineError::TitleTooLong { max },
        TitleListError::TooManyTitles { max } => EngineError::TooManyInputs { max },
    })
}

/// Checks the size of the side lists (exclude, dislikes, favourites) before any is resolved.
pub fn check_side_list(items: &[String]) -> Result<(), EngineError> {
    if items.len() > MAX_EXCLUDED {
        return Err(EngineError::TooManyExcluded { max: MAX_EXCLUDED });
    }
    Ok(())
}
