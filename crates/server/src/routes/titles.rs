//! Shared by every area that takes title lists (recommendations, the profile's favourites).
//!
//! Typed title lists as the forms send them: one comma-separated string ("Breaking Bad, The Office")
//! or an array of strings. Parsing is lenient about shape and strict about size, so a person's typing
//! always works and a hostile body gets a clear 400 before any engine work.

use std::fmt;

use engine::title_list::{clean_titles, split_typed, TitleListError};
use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::Deserialize;

use crate::error::AppError;
use crate::limits::{RAW_TITLE_ITEMS, TITLES_PER_LIST};

/// A list as it arrived, before cleaning. `null` or a missing field is an empty list.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RawTitles(Vec<String>);

impl RawTitles {
    /// The typed (comma-separated) form, e.g. from a query string.
    pub fn from_text(text: &str) -> RawTitles {
        RawTitles(split_typed(text))
    }

    /// The titles cleaned by the engine's rule ([`engine::title_list`]), the one both layers share.
    /// `field` names the JSON field in error messages.
    pub fn clean(&self, field: &str) -> Result<Vec<String>, AppError> {
        clean_field(&self.0, field, TITLES_PER_LIST)
    }
}

/// [`clean_titles`] with its refusal worded as a 400 naming the JSON `field`.
pub fn clean_field(
    items: &[String],
    field: &str,
    max_titles: usize,
) -> Result<Vec<String>, AppError> {
    clean_titles(items.iter().map(String::as_str), max_titles).map_err(|e| match e {
        TitleListError::TitleTooLong { max } => AppError::Validation(format!(
            "A title in '{field}' is too long: at most {max} characters are allowed."
        )),
        TitleListError::TooManyTitles { max } => AppError::Validation(format!(
            "Too many titles in '{field}': at most {max} are allowed."
        )),
    })
}

impl<'de> Deserialize<'de> for RawTitles {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(RawTitlesVisitor)
    }
}

struct RawTitlesVisitor;

impl<'de> Visitor<'de> for RawTitlesVisitor {
    type Value = RawTitles;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a comma-separated string or an array of strings")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<RawTitles, E> {
        Ok(RawTitles(split_typed(v)))
    }

    fn visit_unit<E: de::Error>(self) -> Result<RawTitles, E> {
        Ok(RawTitles::default())
    }

    fn visit_none<E: de::Error>(self) -> Result<RawTitles, E> {
        Ok(RawTitles::default())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<RawTitles, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element::<String>()? {
            // A bound on the raw array too: blank items are dropped later and must not let an
            // arbitrarily long array through. The body limit bounds it as well.
            if items.len() >= RAW_TITLE_ITEMS {
                return Err(de::Error::custom(format!(
                    "too many items: at most {TITLES_PER_LIST} titles are allowed"
                )));
            }
            items.push(item);
        }
        Ok(RawTitles(items))
    }
}

impl From<Vec<&str>> for RawTitles {
    fn from(items: Vec<&str>) -> Self {
        RawTitles(items.into_iter().map(str::to_owned).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(json: &str) -> Result<RawTitles, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    #[test]
    fn string_and_array_forms_give_the_same_titles() {
        let a = parse(r#"" Breaking Bad , The Office,,""#)
            .unwrap()
            .clean("shows")
            .unwrap();
        let b = parse(r#"["Breaking Bad", " The Office", ""]"#)
            .unwrap()
            .clean("shows")
            .unwrap();
        assert_eq!(a, vec!["Breaking Bad", "The Office"]);
        assert_eq!(a, b);
        assert_eq!(
            parse("null").unwrap().clean("x").unwrap(),
            Vec::<String>::new()
        );
    }

    #[test]
    fn newlines_separate_and_control_characters_become_spaces() {
        let t = parse(r#""Dark\nLost\u0000Girl\tX""#)
            .unwrap()
            .clean("tv")
            .unwrap();
        assert_eq!(t, vec!["Dark", "Lost Girl X"]);
        assert_eq!(engine::title_list::clean_title("\u{7}\u{1b}  "), "");
    }

    #[test]
    fn wrong_types_name_both_accepted_forms() {
        let err = parse("42").unwrap_err();
        assert!(
            err.contains("a comma-separated string or an array of strings"),
            "{err}"
        );
        let err = parse("[1, 2]").unwrap_err();
        assert!(err.contains("expected a string"), "{err}");
    }

    #[test]
    fn limits_on_count_and_length() {
        let many = RawTitles((0..51).map(|i| format!("t{i}")).collect());
        let err = many.clean("movies").unwrap_err().to_string();
        assert_eq!(err, "Too many titles in 'movies': at most 50 are allowed.");
        let fifty = RawTitles((0..50).map(|i| format!("t{i}")).collect());
        assert_eq!(fifty.clean("movies").unwrap().len(), 50);

        let long = RawTitles(vec!["x".repeat(201)]);
        let err = long.clean("tvShows").unwrap_err().to_string();
        assert_eq!(
            err,
            "A title in 'tvShows' is too long: at most 200 characters are allowed."
        );
        let ok = RawTitles(vec![format!("  {}  ", "é".repeat(200))]);
        assert_eq!(ok.clean("tvShows").unwrap()[0].chars().count(), 200);
    }
}
