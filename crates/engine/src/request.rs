//! The request and response values of the engine, and the checks every request passes first.

use catalog::{Kind, Platform, TitleId};
use serde::{Deserialize, Serialize};

use crate::error::EngineError;
use crate::mood::Mood;

/// Most typed titles one request may carry (all lists of a mode together).
pub const MAX_INPUTS: usize = 50;
/// Most characters in one typed title.
pub const MAX_TITLE_CHARS: usize = 300;
/// Most entries in `exclude`, `dislikes` or `favorites`: above the catalog's size so "more" can page
/// through everything, yet bounded so one request cannot make the engine resolve a million strings.
pub const MAX_EXCLUDED: usize = 30_000;
/// Most picks one request returns.
pub const MAX_LIMIT: usize = 50;

#[derive(Debug, Clone, PartialEq)]
pub enum Mode {
    /// Picks of the target kind from any mix of loved shows and films.
    CrossMedia { tv: Vec<String>, movies: Vec<String> },
    /// Picks that suit both people; each list may mix shows and films.
    Couples { person1: Vec<String>, person2: Vec<String> },
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

/// Trims a typed list, drops empty items and rejects text no title could have.
pub fn clean_list(items: &[String]) -> Result<Vec<String>, EngineError> {
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        let t = check_text(item)?;
        if !t.is_empty() {
            out.push(t.to_owned());
        }
    }
    Ok(out)
}

/// One typed title: trimmed, bounded in length, free of control characters.
pub fn check_text(item: &str) -> Result<&str, EngineError> {
    // Length is checked before anything walks the whole string twice.
    if item.len() > MAX_TITLE_CHARS * 4 || item.chars().count() > MAX_TITLE_CHARS {
        return Err(EngineError::TitleTooLong { max: MAX_TITLE_CHARS });
    }
    if item.chars().any(char::is_control) {
        return Err(EngineError::ControlCharacters);
    }
    Ok(item.trim())
}

/// Checks the size of the side lists (exclude, dislikes, favourites) before any is resolved.
pub fn check_side_list(items: &[String]) -> Result<(), EngineError> {
    if items.len() > MAX_EXCLUDED {
        return Err(EngineError::TooManyExcluded { max: MAX_EXCLUDED });
    }
    Ok(())
}
