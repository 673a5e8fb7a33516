//! The title model: the one shape every other crate reads.
//!
//! This is the contract between the catalog (which builds it), the engine (which scores it) and the
//! server (which renders it). Change it deliberately: the artifact format and every crate follow it.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

/// Dense index of a title inside a loaded [`crate::Catalog`]; stable only within one artifact.
pub type TitleId = u32;

/// Size of a MiniLM sentence embedding.
pub const EMBEDDING_DIM: usize = 384;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub enum Kind {
    Movie,
    Show,
}

impl Kind {
    /// The value the API uses (`"tv"` / `"movie"`), matching the spec's content_type.
    pub fn api_name(self) -> &'static str {
        match self {
            Kind::Movie => "movie",
            Kind::Show => "tv",
        }
    }
}

/// The streaming services the product covers. Peacock is in the spec's banner but no dataset covers
/// it, so no catalog title carries it today; it stays here so filters and links can name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub enum Platform {
    Netflix,
    PrimeVideo,
    DisneyPlus,
    Max,
    Hulu,
    AppleTvPlus,
    ParamountPlus,
    Peacock,
}

impl Platform {
    pub const ALL: [Platform; 8] = [
        Platform::Netflix,
        Platform::PrimeVideo,
        Platform::DisneyPlus,
        Platform::Max,
        Platform::Hulu,
        Platform::AppleTvPlus,
        Platform::ParamountPlus,
        Platform::Peacock,
    ];

    /// Display name, as the spec's affiliate table spells it.
    pub fn name(self) -> &'static str {
        match self {
            Platform::Netflix => "Netflix",
            Platform::PrimeVideo => "Prime Video",
            Platform::DisneyPlus => "Disney+",
            Platform::Max => "Max",
            Platform::Hulu => "Hulu",
            Platform::AppleTvPlus => "Apple TV+",
            Platform::ParamountPlus => "Paramount+",
            Platform::Peacock => "Peacock",
        }
    }

    /// Loose match of a user- or client-supplied platform name ("amazon", "hbo max", "disney plus").
    pub fn parse_loose(s: &str) -> Option<Platform> {
        let n: String = s
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || *c == '+')
            .collect();
        if n.contains("netflix") {
            Some(Platform::Netflix)
        } else if n.contains("amazon") || n.contains("prime") {
            Some(Platform::PrimeVideo)
        } else if n.contains("disney") {
            Some(Platform::DisneyPlus)
        } else if n.contains("hbo") || n == "max" || n.starts_with("max") {
            Some(Platform::Max)
        } else if n.contains("hulu") {
            Some(Platform::Hulu)
        } else if n.contains("apple") {
            Some(Platform::AppleTvPlus)
        } else if n.contains("paramount") {
            Some(Platform::ParamountPlus)
        } else if n.contains("peacock") {
            Some(Platform::Peacock)
        } else {
            None
        }
    }
}

/// A work the 2021 availability lists (`import::availability`) place on a platform and no other
/// source describes: no story, genres or cast, so nothing to recommend from or to recommend. Kept
/// so a person who types Fight Club hears where it streams, not that we have never heard of it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ListedTitle {
    pub title: String,
    pub kind: Kind,
    pub year: Option<u16>,
    pub platforms: Vec<Platform>,
}

/// One work (a film or a show), merged across every source that lists it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Title {
    /// Dense index (position in `Catalog::titles`).
    pub id: TitleId,
    /// Stable external key: the JustWatch id (`tm…`/`ts…`) when known, else a synthetic `ott:` key.
    pub key: String,
    pub title: String,
    pub kind: Kind,
    pub year: Option<u16>,
    /// True when `year` is a show's latest season, not its first: the only listing that dates it
    /// is one of the 2021 lists that date shows that way (`OttRow::dated_by_latest_season`). The
    /// engine reads `year` either way (the era a show belongs to); pages do not call it a
    /// premiere.
    pub year_is_latest_season: bool,
    /// For shows, "2008–2013" when the end year is derivable; otherwise None.
    pub years_aired: Option<String>,
    pub description: String,
    /// Normalised genre vocabulary shared across sources (lower-case, e.g. "crime", "scifi").
    pub genres: Vec<String>,
    /// The tags two sources name: a JustWatch tag the 2021 lists' categories also file the title
    /// under (Snatch's "comedy": Hulu shelves it with the comedies), or two 2021 lists agreeing.
    /// The engine's reading of the story may weigh such a tag down but never calls it wrong (of
    /// a show's "Sci-Fi & Fantasy", one source tag whichever list repeats it, it still names
    /// only the half the story reads).
    pub confirmed_genres: Vec<String>,
    /// Maturity rating as printed (TV-MA, PG-13 …), None when unknown.
    pub maturity: Option<String>,
    /// Minutes (per episode for shows).
    pub runtime: Option<u16>,
    pub seasons: Option<u16>,
    pub imdb_id: Option<String>,
    pub imdb_score: Option<f32>,
    pub imdb_votes: Option<u32>,
    pub tmdb_score: Option<f32>,
    pub tmdb_popularity: Option<f32>,
    /// The 2021 availability lists' 0-100 score (their column headed "Rotten Tomatoes", by which
    /// the lists are ranked: Breaking Bad 100, Stranger Things 96, Fireman Sam 52). It is the only
    /// sign of how widely seen a title is for the shows and films the JustWatch lists lack.
    pub list_score: Option<u8>,
    pub countries: Vec<String>,
    pub cast: Vec<String>,
    pub directors: Vec<String>,
    /// Sorted, de-duplicated.
    pub platforms: Vec<Platform>,
}

impl Title {
    /// A title with only its identity set: what the merge starts each work from (and what tests
    /// fill in with struct update syntax).
    pub fn named(key: String, title: &str, kind: Kind, year: Option<u16>) -> Title {
        Title {
            id: 0,
            key,
            title: title.to_string(),
            kind,
            year,
            year_is_latest_season: false,
            years_aired: None,
            description: String::new(),
            genres: Vec::new(),
            confirmed_genres: Vec::new(),
            maturity: None,
            runtime: None,
            seasons: None,
            imdb_id: None,
            imdb_score: None,
            imdb_votes: None,
            tmdb_score: None,
            tmdb_popularity: None,
            list_score: None,
            countries: Vec::new(),
            cast: Vec::new(),
            directors: Vec::new(),
            platforms: Vec::new(),
        }
    }

    /// The name as pages show it: see [`display_name`].
    pub fn display_name(&self) -> Cow<'_, str> {
        display_name(&self.title)
    }

    /// "2008" for films, "2008–2013" (or "2008") for shows, and "Latest season 2012" for a show
    /// the data dates only by its latest season (`year_is_latest_season`): a bare "2012" on The
    /// Office (U.S.)'s card would read as the year it began.
    pub fn year_label(&self) -> String {
        match (&self.years_aired, self.year) {
            (Some(y), _) => y.clone(),
            (None, Some(y)) if self.year_is_latest_season => format!("Latest season {y}"),
            (None, Some(y)) => y.to_string(),
            (None, None) => String::new(),
        }
    }
}

/// A catalog name as pages show it: its parentheses written as square brackets ("The Office
/// [U.S.]", "Jane Eyre [2006]", "[500] Days of Summer").
///
/// Why: the SPA drops every card whose title holds "(" (recommendation-features.md §5, a guard
/// against the asides of an LLM engine, "Breaking Bad (excluded)"), and about 2% of the catalog's
/// names hold a real one: an edition, a year, a dub or part of the name itself. Sent as they are,
/// those cards vanish from a page of ten. Square brackets keep the name readable, and the name
/// still finds its title (the resolver reads no punctuation), so a card saved, shown or typed
/// back under it is the same title. The catalog, the engine and the fan test keep the sources'
/// names; the server and the explanations show this one. The one name holding a marker word
/// ("Love Me Instead") is still dropped by the page.
pub fn display_name(name: &str) -> Cow<'_, str> {
    if name.contains(['(', ')']) {
        Cow::Owned(name.replace('(', "[").replace(')', "]"))
    } else {
        Cow::Borrowed(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names_hold_no_parenthesis_and_keep_every_other_character() {
        assert_eq!(display_name("The Office (U.S.)"), "The Office [U.S.]");
        assert_eq!(display_name("(500) Days of Summer"), "[500] Days of Summer");
        assert_eq!(display_name("(Un)Well"), "[Un]Well");
        assert!(matches!(
            display_name("Breaking Bad"),
            Cow::Borrowed("Breaking Bad")
        ));
    }
}
