//! The recommendation calls' bodies (docs/API.md) and their checked conversion into one
//! [`engine::Request`]. Pure: no I/O, so every rule is unit-tested here.
//!
//! Fields the product's client sends but the server deliberately ignores: `userId` (identity comes
//! from the session token, see [`crate::auth`]), `sessionId`, `isMore` ("more" is just a request
//! with `excludedShows` filled) and `enhanceUserShows` (the client adds favourites itself through
//! `/api/enhance-and-add-favorite`). Unknown fields are ignored, not rejected, for the same reason.

use catalog::{Kind, Platform};
use engine::{Mode, Mood, Request};
use serde::Deserialize;

use crate::error::AppError;
use crate::limits::{EXCLUDED_SHOWS, PLATFORMS};
use crate::routes::titles::{clean_field, RawTitles};

/// The refusal when a call that must say TV or films does not (the first couples call, a saved
/// couple profile).
pub const MISSING_RECOMMENDATION_TYPE: &str =
    "Missing 'recommendationType': use \"tv\" or \"movies\".";

/// `POST /api/tv-recommendations` and `/api/movie-recommendations`.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CrossMediaBody {
    #[serde(default)]
    pub tv_shows: RawTitles,
    #[serde(default)]
    pub movies: RawTitles,
    #[serde(default)]
    pub excluded_shows: Option<Vec<String>>,
    #[serde(default)]
    pub exclude_favorites: Option<bool>,
    #[serde(default)]
    pub maturity_rating: Option<String>,
    #[serde(default)]
    pub platforms: Option<Vec<String>>,
    #[serde(default)]
    pub limit: Option<usize>,
}

/// `POST /api/recommendations` and `/api/more-recommendations` (one mixed list, TV picks).
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShowsBody {
    #[serde(default)]
    pub shows: RawTitles,
    #[serde(default)]
    pub excluded_shows: Option<Vec<String>>,
    #[serde(default)]
    pub exclude_favorites: Option<bool>,
    #[serde(default)]
    pub maturity_rating: Option<String>,
    #[serde(default)]
    pub platforms: Option<Vec<String>>,
    #[serde(default)]
    pub limit: Option<usize>,
}

/// `POST /api/couple-recommendations` and `/api/more-couple-recommendations`.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CouplesBody {
    #[serde(default)]
    pub person1_shows: RawTitles,
    #[serde(default)]
    pub person2_shows: RawTitles,
    #[serde(default)]
    pub recommendation_type: Option<String>,
    #[serde(default)]
    pub excluded_shows: Option<Vec<String>>,
    #[serde(default)]
    pub maturity_rating: Option<String>,
    #[serde(default)]
    pub platforms: Option<Vec<String>>,
    #[serde(default)]
    pub limit: Option<usize>,
}

/// `POST /api/mood-recommendations`.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MoodBody {
    #[serde(default)]
    pub mood: Option<String>,
    #[serde(default, rename = "type")]
    pub content_type: Option<String>,
    #[serde(default)]
    pub excluded_shows: Option<Vec<String>>,
    #[serde(default)]
    pub exclude_favorites: Option<bool>,
    #[serde(default)]
    pub maturity_rating: Option<String>,
    #[serde(default)]
    pub platforms: Option<Vec<String>>,
    #[serde(default)]
    pub limit: Option<usize>,
}

/// The options every call shares, before checking.
struct Options<'a> {
    excluded_shows: &'a Option<Vec<String>>,
    exclude_favorites: Option<bool>,
    maturity_rating: &'a Option<String>,
    platforms: &'a Option<Vec<String>>,
    limit: Option<usize>,
}

impl CrossMediaBody {
    pub fn into_request(self, target: Kind) -> Result<Request, AppError> {
        let mode = Mode::CrossMedia {
            tv: self.tv_shows.clean("tvShows")?,
            movies: self.movies.clean("movies")?,
        };
        let options = Options {
            excluded_shows: &self.excluded_shows,
            exclude_favorites: self.exclude_favorites,
            maturity_rating: &self.maturity_rating,
            platforms: &self.platforms,
            limit: self.limit,
        };
        build(mode, target, options)
    }
}

impl ShowsBody {
    /// The mixed list goes in as the TV list: the page asks for TV picks, and the kind only breaks
    /// ties between a show and a film of the same name.
    pub fn into_request(self) -> Result<Request, AppError> {
        let mode = Mode::CrossMedia {
            tv: self.shows.clean("shows")?,
            movies: Vec::new(),
        };
        let options = Options {
            excluded_shows: &self.excluded_shows,
            exclude_favorites: self.exclude_favorites,
            maturity_rating: &self.maturity_rating,
            platforms: &self.platforms,
            limit: self.limit,
        };
        build(mode, Kind::Show, options)
    }
}

impl CouplesBody {
    /// `type_required`: the first couples call must say tv or movies; "more" defaults to tv.
    pub fn into_request(self, type_required: bool) -> Result<Request, AppError> {
        let target = match (&self.recommendation_type, type_required) {
            (Some(t), _) => parse_kind("recommendationType", t)?,
            (None, false) => Kind::Show,
            (None, true) => {
                return Err(AppError::Validation(
                    MISSING_RECOMMENDATION_TYPE.to_string(),
                ))
            }
        };
        let mode = Mode::Couples {
            person1: self.person1_shows.clean("person1Shows")?,
            person2: self.person2_shows.clean("person2Shows")?,
        };
        let options = Options {
            excluded_shows: &self.excluded_shows,
            exclude_favorites: None,
            maturity_rating: &self.maturity_rating,
            platforms: &self.platforms,
            limit: self.limit,
        };
        build(mode, target, options)
    }
}

impl MoodBody {
    pub fn into_request(self) -> Result<Request, AppError> {
        let mood: Mood = match &self.mood {
            Some(m) if !m.trim().is_empty() => m.parse()?,
            _ => {
                return Err(AppError::Validation(
                    "Please choose a mood: happy, sad, excited, contemplative, nostalgic, adventurous, relaxed or intense."
                        .to_string(),
                ))
            }
        };
        let target = match &self.content_type {
            Some(t) => parse_kind("type", t)?,
            None => Kind::Show,
        };
        let options = Options {
            excluded_shows: &self.excluded_shows,
            exclude_favorites: self.exclude_favorites,
            maturity_rating: &self.maturity_rating,
            platforms: &self.platforms,
            limit: self.limit,
        };
        build(Mode::Mood { mood }, target, options)
    }
}

fn build(mode: Mode, target: Kind, options: Options<'_>) -> Result<Request, AppError> {
    let mut request = Request::new(mode, target);
    request.exclude = clean_excluded(options.excluded_shows.as_deref().unwrap_or_default())?;
    request.exclude_favorites = options.exclude_favorites.unwrap_or(false);
    request.max_maturity = options.maturity_rating.clone();
    request.platforms = parse_platforms(options.platforms.as_deref().unwrap_or_default())?;
    // 0 and absent mean the engine's default; the engine caps large values.
    request.limit = options.limit.unwrap_or(0);
    Ok(request)
}

/// "tv" or "movies" (also "movie", any case).
pub fn parse_kind(field: &str, value: &str) -> Result<Kind, AppError> {
    match value.trim().to_ascii_lowercase().as_str() {
        "tv" => Ok(Kind::Show),
        "movies" | "movie" => Ok(Kind::Movie),
        _ => Err(AppError::Validation(format!(
            "Unknown '{field}' {:?}: use \"tv\" or \"movies\".",
            value.chars().take(40).collect::<String>()
        ))),
    }
}

/// Exact titles already shown, at most [`EXCLUDED_SHOWS`].
fn clean_excluded(items: &[String]) -> Result<Vec<String>, AppError> {
    clean_field(items, "excludedShows", EXCLUDED_SHOWS)
}

/// Loose names ("amazon", "hbo max"); an unknown one is a 400 naming the known services.
fn parse_platforms(names: &[String]) -> Result<Vec<Platform>, AppError> {
    if names.len() > PLATFORMS {
        return Err(AppError::Validation(format!(
            "Too many entries in 'platforms': at most {PLATFORMS} are allowed."
        )));
    }
    let mut out = Vec::new();
    for name in names {
        let platform = Platform::parse_loose(name).ok_or_else(|| {
            let known: Vec<&str> = Platform::ALL.iter().map(|p| p.name()).collect();
            AppError::Validation(format!(
                "Unknown platform {:?}: use {}.",
                name.chars().take(40).collect::<String>(),
                known.join(", ")
            ))
        })?;
        if !out.contains(&platform) {
            out.push(platform);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body<T: serde::de::DeserializeOwned>(json: &str) -> T {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn cross_media_body_becomes_one_request() {
        let b: CrossMediaBody = body(
            r#"{"tvShows": "Breaking Bad, Dark", "movies": ["Heat"], "excludedShows": ["Ozark", " "],
                "excludeFavorites": true, "maturityRating": "TV-14", "platforms": ["amazon", "hbo max"],
                "limit": 5, "userId": 7, "isMore": true, "sessionId": "s"}"#,
        );
        let r = b.into_request(Kind::Movie).unwrap();
        assert_eq!(
            r.mode,
            Mode::CrossMedia {
                tv: vec!["Breaking Bad".into(), "Dark".into()],
                movies: vec!["Heat".into()]
            }
        );
        assert_eq!(r.target, Kind::Movie);
        assert_eq!(r.exclude, vec!["Ozark"]);
        assert!(r.exclude_favorites);
        assert_eq!(r.max_maturity.as_deref(), Some("TV-14"));
        assert_eq!(r.platforms, vec![Platform::PrimeVideo, Platform::Max]);
        assert_eq!(r.limit, 5);
    }

    #[test]
    fn couples_type_rules() {
        let b: CouplesBody = body(r#"{"person1Shows": "Dark", "person2Shows": "Lost"}"#);
        let err = b.into_request(true).unwrap_err().to_string();
        assert_eq!(
            err,
            "Missing 'recommendationType': use \"tv\" or \"movies\"."
        );
        let b: CouplesBody = body(r#"{"person1Shows": "Dark", "person2Shows": "Lost"}"#);
        assert_eq!(b.into_request(false).unwrap().target, Kind::Show);
        let b: CouplesBody =
            body(r#"{"person1Shows": "a", "person2Shows": "b", "recommendationType": "Movies"}"#);
        assert_eq!(b.into_request(true).unwrap().target, Kind::Movie);
        let b: CouplesBody =
            body(r#"{"person1Shows": "a", "person2Shows": "b", "recommendationType": "books"}"#);
        assert_eq!(
            b.into_request(true).unwrap_err().to_string(),
            "Unknown 'recommendationType' \"books\": use \"tv\" or \"movies\"."
        );
    }

    #[test]
    fn mood_must_be_one_of_eight() {
        let b: MoodBody = body(r#"{"mood": "Intense", "type": "movies"}"#);
        let r = b.into_request().unwrap();
        assert_eq!(
            (r.mode, r.target),
            (
                Mode::Mood {
                    mood: Mood::Intense
                },
                Kind::Movie
            )
        );
        let b: MoodBody = body(r#"{"mood": "grumpy"}"#);
        let err = b.into_request().unwrap_err().to_string();
        assert!(
            err.starts_with("Unknown mood \"grumpy\": use happy, sad"),
            "{err}"
        );
        let b: MoodBody = body(r#"{"type": "tv"}"#);
        assert!(b
            .into_request()
            .unwrap_err()
            .to_string()
            .starts_with("Please choose a mood"));
    }

    #[test]
    fn unknown_platform_names_the_known_ones() {
        let b: ShowsBody = body(r#"{"shows": "Dark", "platforms": ["Blockbuster"]}"#);
        let err = b.into_request().unwrap_err().to_string();
        assert_eq!(
            err,
            "Unknown platform \"Blockbuster\": use Netflix, Prime Video, Disney+, Max, Hulu, Apple TV+, Paramount+, Peacock."
        );
    }

    #[test]
    fn over_long_excluded_title_is_rejected() {
        let json = format!(
            r#"{{"shows": "Dark", "excludedShows": ["{}"]}}"#,
            "x".repeat(201)
        );
        let b: ShowsBody = body(&json);
        assert!(b
            .into_request()
            .unwrap_err()
            .to_string()
            .contains("'excludedShows' is too long"));
    }

    /// Any JSON, and objects of the real field names with any values: each body type gives a
    /// request or a 400, never a panic (bounded: a few hundred cases).
    mod properties {
        use proptest::prelude::*;
        use serde_json::Value;

        use super::*;
        use crate::extract::parse_json;

        const FIELDS: &[&str] = &[
            "tvShows",
            "movies",
            "shows",
            "person1Shows",
            "person2Shows",
            "recommendationType",
            "excludedShows",
            "excludeFavorites",
            "maturityRating",
            "platforms",
            "limit",
            "mood",
            "type",
        ];

        fn json() -> impl Strategy<Value = Value> {
            let leaf = prop_oneof![
                Just(Value::Null),
                any::<bool>().prop_map(Value::from),
                any::<i64>().prop_map(Value::from),
                any::<f64>().prop_map(Value::from),
                "\\PC{0,30}".prop_map(Value::from),
                prop::sample::select(vec!["tv", "movies", "happy", "netflix", "Dark, Lost", ""])
                    .prop_map(Value::from),
            ];
            leaf.prop_recursive(4, 64, 8, |inner| {
                prop_oneof![
                    prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
                    prop::collection::btree_map("\\PC{0,8}", inner, 0..6)
                        .prop_map(|m| Value::Object(m.into_iter().collect())),
                ]
            })
        }

        fn body() -> impl Strategy<Value = Value> {
            prop_oneof![
                json(),
                prop::collection::btree_map(prop::sample::select(FIELDS), json(), 0..6).prop_map(
                    |m| Value::Object(m.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
                ),
            ]
        }

        /// A refusal is a client error with a message.
        fn refused(err: AppError) -> Result<(), TestCaseError> {
            prop_assert!(err.status().is_client_error(), "{err:?}");
            prop_assert!(!err.to_string().is_empty());
            Ok(())
        }

        fn check<T: serde::de::DeserializeOwned>(
            value: &Value,
            convert: impl Fn(T) -> Result<Request, AppError>,
        ) -> Result<(), TestCaseError> {
            match parse_json::<T>(value.to_string().as_bytes()) {
                Ok(body) => match convert(body) {
                    Ok(request) => prop_assert!(request.exclude.len() <= EXCLUDED_SHOWS),
                    Err(err) => refused(err)?,
                },
                Err(err) => refused(err)?,
            }
            Ok(())
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(300))]

            #[test]
            fn every_body_type_answers_a_request_or_a_400(value in body()) {
                check::<CrossMediaBody>(&value, |b| b.into_request(Kind::Show))?;
                check::<CrossMediaBody>(&value, |b| b.into_request(Kind::Movie))?;
                check::<ShowsBody>(&value, ShowsBody::into_request)?;
                check::<CouplesBody>(&value, |b| b.into_request(true))?;
                check::<CouplesBody>(&value, |b| b.into_request(false))?;
                check::<MoodBody>(&value, MoodBody::into_request)?;
            }
        }
    }
}
