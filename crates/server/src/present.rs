//! Catalog titles and engine picks → the spec's JSON objects (docs/API.md).

use catalog::{display_name, Kind, ListedTitle, Platform, Title};
use engine::{Bingeability, BingeabilityFactor, Engine};
use serde::Serialize;

use crate::links::{self, official_site, title_link, WatchLink};

/// One card, with the spec's field names.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Recommendation {
    pub id: String,
    pub show_name: String,
    pub title: String,
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub streaming_platform: String,
    pub platforms: Vec<&'static str>,
    pub image_url: String,
    pub release_year_or_years_aired: String,
    pub rating: f32,
    pub maturity_rating: Option<String>,
    pub explanation: String,
    pub description: String,
    pub genre: String,
    pub seasons_or_duration: String,
    pub affiliate_link: Option<String>,
    pub official_site: String,
}

/// The show page's `show` object.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ShowDetail {
    pub id: String,
    pub show_name: String,
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub synopsis: String,
    pub genre: String,
    pub seasons: Option<u16>,
    pub rating: f32,
    pub premiere_date: String,
    pub release_year_or_years_aired: String,
    pub bingeability_score: Option<u8>,
    pub bingeability_label: Option<&'static str>,
    /// What the score is made of, for premium members (null for everyone else and for films).
    pub bingeability_breakdown: Option<Vec<BingeabilityFactor>>,
    pub cast: Vec<String>,
    pub directors: Vec<String>,
    pub streaming_platforms: Vec<&'static str>,
    /// One entry per platform: the spec's "Where to Watch" rows (platform link plus affiliate badge).
    pub watch_links: Vec<WatchLink>,
    pub image_url: String,
    pub official_site: String,
    pub maturity_rating: Option<String>,
    pub runtime: Option<u16>,
}

/// What an unknown typed title might have meant ("Did you mean …?"): known titles whose names
/// look like it. Only inputs with at least one such title get an entry.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Suggestion {
    pub typed: String,
    pub titles: Vec<String>,
}

/// A typed title only the availability lists know (`catalog::ListedTitle`): where it streams, so
/// the page can say that, and that there is nothing to match on, rather than "not found". The
/// watch links are the show page's "Where to Watch" rows, so such a title still has a page.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ListedOnly {
    pub typed: String,
    pub title: String,
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub year: Option<u16>,
    pub platforms: Vec<&'static str>,
    pub watch_links: Vec<WatchLink>,
}

/// What `typed` names when only the availability lists know it.
pub fn listed_only(typed: &str, listed: &ListedTitle) -> ListedOnly {
    let title = display_name(&listed.title).into_owned();
    ListedOnly {
        typed: typed.to_string(),
        kind: listed.kind.api_name(),
        year: listed.year,
        platforms: listed.platforms.iter().map(|p| p.name()).collect(),
        watch_links: links::watch_links(&listed.platforms, &title),
        title,
    }
}

/// A typed title the resolver read as another name (a typo, an abbreviation), so the page can say
/// what the picks are based on instead of correcting silently.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReadAs {
    pub typed: String,
    pub title: String,
}

/// A card for `title`. `wanted` is the request's "only on my services" list: the card names the
/// first platform the person actually has, so the link opens a service they pay for. The genres
/// are the ones the engine reads in the story ([`Engine::shown_genres`]), the same the reasons
/// name.
pub fn recommendation(
    engine: &Engine,
    title: &Title,
    explanation: String,
    wanted: &[Platform],
) -> Recommendation {
    card(title, &engine.shown_genres(title.id), explanation, wanted)
}

fn card(
    title: &Title,
    genres: &[&str],
    explanation: String,
    wanted: &[Platform],
) -> Recommendation {
    let platform = display_platform(title, wanted);
    Recommendation {
        id: title.key.clone(),
        show_name: title.display_name().into_owned(),
        title: title.display_name().into_owned(),
        kind: title.kind.api_name(),
        streaming_platform: platform.map(Platform::name).unwrap_or_default().to_owned(),
        platforms: title.platforms.iter().map(|p| p.name()).collect(),
        image_url: poster_url(&title.key),
        release_year_or_years_aired: title.year_label(),
        rating: rating(title),
        maturity_rating: title.maturity.clone(),
        explanation,
        description: title.description.clone(),
        genre: genre_label(genres),
        seasons_or_duration: seasons_or_duration(title),
        affiliate_link: platform.and_then(|p| title_link(p, &title.title)),
        official_site: official_site(platform, &title.title),
    }
}

/// `insights`: the reader is a premium member, who sees the score's breakdown. Genres as on the
/// cards.
pub fn show_detail(engine: &Engine, title: &Title, insights: bool) -> ShowDetail {
    page(
        title,
        &engine.shown_genres(title.id),
        engine.bingeability(title.id),
        insights,
    )
}

fn page(
    title: &Title,
    genres: &[&str],
    bingeability: Option<Bingeability>,
    insights: bool,
) -> ShowDetail {
    // No `network` field: the datasets know where a title streams, not who made it (Breaking Bad
    // would read "Netflix"). `streaming_platforms` says what is known.
    let first_platform = title.platforms.first().copied();
    ShowDetail {
        id: title.key.clone(),
        show_name: title.display_name().into_owned(),
        kind: title.kind.api_name(),
        synopsis: title.description.clone(),
        genre: genre_label(genres),
        seasons: title.seasons.filter(|_| title.kind == Kind::Show),
        rating: rating(title),
        // A year that may be the latest season is no premiere: the page leaves the line out.
        premiere_date: title
            .year
            .filter(|_| !title.year_is_latest_season)
            .map(|y| y.to_string())
            .unwrap_or_default(),
        release_year_or_years_aired: title.year_label(),
        bingeability_score: bingeability.as_ref().map(|b| b.score),
        bingeability_label: bingeability.as_ref().map(|b| b.label),
        bingeability_breakdown: bingeability.filter(|_| insights).map(|b| b.factors),
        cast: title.cast.clone(),
        directors: title.directors.clone(),
        streaming_platforms: title.platforms.iter().map(|p| p.name()).collect(),
        watch_links: links::watch_links(&title.platforms, &title.title),
        image_url: poster_url(&title.key),
        official_site: official_site(first_platform, &title.title),
        maturity_rating: title.maturity.clone(),
        runtime: title.runtime,
    }
}

/// First platform in the person's filter, else the title's first platform.
fn display_platform(title: &Title, wanted: &[Platform]) -> Option<Platform> {
    title
        .platforms
        .iter()
        .copied()
        .find(|p| wanted.contains(p))
        .or_else(|| title.platforms.first().copied())
}

pub fn poster_url(key: &str) -> String {
    format!("/api/poster/{}.svg", links::encode(key))
}

/// IMDb score out of 10, 0 when unknown (the cards hide a 0).
fn rating(title: &Title) -> f32 {
    title.imdb_score.filter(|s| s.is_finite()).unwrap_or(0.0)
}

/// "Crime, Drama" from the catalog's lower-case vocabulary.
pub fn genre_label(genres: &[&str]) -> String {
    genres
        .iter()
        .map(|g| genre_name(g))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn genre_name(genre: &str) -> String {
    match genre {
        "scifi" => "Sci-Fi".to_owned(),
        "documentation" => "Documentary".to_owned(),
        other => {
            let mut chars = other.chars();
            match chars.next() {
                Some(first) => first.to_uppercase().chain(chars).collect(),
                None => String::new(),
            }
        }
    }
}

/// "3 Seasons" / "1 Season" for shows, "1h 52m" for films, "" when the catalog does not know.
pub fn seasons_or_duration(title: &Title) -> String {
    match title.kind {
        Kind::Show => match title.seasons {
            Some(1) => "1 Season".to_owned(),
            Some(n) if n > 1 => format!("{n} Seasons"),
            _ => String::new(),
        },
        Kind::Movie => match title.runtime {
            Some(m) if m >= 60 && m % 60 == 0 => format!("{}h", m / 60),
            Some(m) if m >= 60 => format!("{}h {}m", m / 60, m % 60),
            Some(m) if m > 0 => format!("{m}m"),
            _ => String::new(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GENRES: [&str; 3] = ["crime", "drama", "scifi"];

    fn title(kind: Kind) -> Title {
        Title {
            years_aired: Some("2015–2022".into()),
            description: "A lawyer.".into(),
            genres: vec!["crime".into(), "drama".into(), "scifi".into()],
            maturity: Some("TV-MA".into()),
            runtime: Some(112),
            seasons: Some(6),
            imdb_score: Some(8.9),
            imdb_votes: Some(500_000),
            cast: vec!["Bob Odenkirk".into()],
            platforms: vec![Platform::Netflix, Platform::Hulu],
            ..Title::named("ts22164".into(), "Better Call Saul", kind, Some(2015))
        }
    }

    #[test]
    fn card_fields_follow_the_spec() {
        let card = card(&title(Kind::Show), &GENRES, "Because.".into(), &[]);
        assert_eq!(card.streaming_platform, "Netflix");
        assert_eq!(card.affiliate_link, None);
        assert_eq!(
            card.official_site,
            links::platform_search_url(Platform::Netflix, "Better Call Saul")
        );
        assert_eq!(card.genre, "Crime, Drama, Sci-Fi");
        assert_eq!(card.seasons_or_duration, "6 Seasons");
        assert_eq!(card.kind, "tv");
        assert_eq!(card.image_url, "/api/poster/ts22164.svg");
        assert_eq!(card.platforms, vec!["Netflix", "Hulu"]);
        let json = serde_json::to_value(&card).unwrap();
        assert_eq!(json["type"], "tv");
        assert_eq!(
            json["rating"].as_f64().map(|r| (r * 10.0).round()),
            Some(89.0)
        );
    }

    #[test]
    fn a_year_that_may_be_the_latest_season_is_no_premiere() {
        let mut show = title(Kind::Show);
        assert_eq!(page(&show, &GENRES, None, false).premiere_date, "2015");
        show.year_is_latest_season = true;
        let detail = page(&show, &GENRES, None, false);
        assert_eq!(detail.premiere_date, "");
        assert_eq!(detail.release_year_or_years_aired, "2015–2022");
        // With no run of years from another source, cards and the page say what the year is.
        show.years_aired = None;
        assert_eq!(
            card(&show, &GENRES, String::new(), &[]).release_year_or_years_aired,
            "Latest season 2015"
        );
        assert_eq!(
            page(&show, &GENRES, None, false).release_year_or_years_aired,
            "Latest season 2015"
        );
    }

    #[test]
    fn names_with_parentheses_are_shown_with_brackets() {
        let mut show = title(Kind::Show);
        show.title = "The Office (U.S.)".into();
        let card = card(&show, &GENRES, String::new(), &[]);
        assert_eq!(
            (card.title.as_str(), card.show_name.as_str()),
            ("The Office [U.S.]", "The Office [U.S.]")
        );
        assert_eq!(
            page(&show, &GENRES, None, false).show_name,
            "The Office [U.S.]"
        );
        // The platform's own search keeps the platform's name for it.
        assert_eq!(
            card.official_site,
            links::platform_search_url(Platform::Netflix, "The Office (U.S.)")
        );
    }

    #[test]
    fn platform_filter_picks_the_displayed_platform() {
        let card = card(
            &title(Kind::Show),
            &GENRES,
            String::new(),
            &[Platform::Hulu],
        );
        assert_eq!(card.streaming_platform, "Hulu");
        assert_eq!(
            card.affiliate_link.as_deref(),
            Some(
                "https://www.hulu.com/search?q=Better%20Call%20Saul&ref=bingeable\
                 &utm_source=bingeable&utm_medium=affiliate"
            )
        );
        assert_eq!(
            card.official_site,
            links::platform_search_url(Platform::Hulu, "Better Call Saul")
        );
    }

    #[test]
    fn durations_and_unknowns() {
        let mut t = title(Kind::Movie);
        assert_eq!(seasons_or_duration(&t), "1h 52m");
        t.runtime = Some(120);
        assert_eq!(seasons_or_duration(&t), "2h");
        t.runtime = Some(45);
        assert_eq!(seasons_or_duration(&t), "45m");
        t.runtime = None;
        assert_eq!(seasons_or_duration(&t), "");
        let mut s = title(Kind::Show);
        s.seasons = Some(1);
        assert_eq!(seasons_or_duration(&s), "1 Season");
        s.seasons = None;
        assert_eq!(seasons_or_duration(&s), "");
        s.imdb_score = None;
        s.platforms.clear();
        let card = card(&s, &GENRES, String::new(), &[]);
        assert_eq!((card.rating, card.streaming_platform.as_str()), (0.0, ""));
        assert_eq!(
            card.official_site,
            links::web_search_url("Better Call Saul")
        );
    }

    #[test]
    fn show_detail_has_bingeability_only_when_given() {
        let factor = BingeabilityFactor {
            name: "Rating",
            points: 30,
            max_points: 35,
            reading: "IMDb 8.9 out of 10".into(),
        };
        let b = Bingeability {
            score: 84,
            label: "highly bingeable",
            factors: vec![factor.clone()],
        };
        // The breakdown is for premium members only.
        let free = page(&title(Kind::Show), &GENRES, Some(b.clone()), false);
        assert_eq!(free.bingeability_breakdown, None);
        let premium = page(&title(Kind::Show), &GENRES, Some(b.clone()), true);
        assert_eq!(premium.bingeability_breakdown, Some(vec![factor]));
        let d = page(&title(Kind::Show), &GENRES, Some(b), false);
        assert_eq!((d.bingeability_score, d.seasons), (Some(84), Some(6)));
        assert_eq!(d.watch_links.len(), 2);
        assert!(
            d.watch_links[0].affiliate_link.is_none() && d.watch_links[1].affiliate_link.is_some()
        );
        // A platform's links are the same on the show page as on a card of that platform.
        let card = card(
            &title(Kind::Show),
            &GENRES,
            String::new(),
            &[Platform::Hulu],
        );
        let row = &d.watch_links[1];
        assert_eq!(
            (&row.url, &row.affiliate_link),
            (&card.official_site, &card.affiliate_link)
        );
        let f = page(&title(Kind::Movie), &GENRES, None, false);
        assert_eq!(
            (f.bingeability_score, f.seasons, f.premiere_date.as_str()),
            (None, None, "2015")
        );
    }
}
