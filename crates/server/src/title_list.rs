//! Typed title lists as the forms send them: one comma-separated string ("Breaking Bad, The Office")
//! or an array of strings. Parsing is lenient about shape and strict about size, so a person's typing
//! always works and a hostile body gets a clear 400 before any engine work.

use std::fmt;

use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::Deserialize;

use crate::error::AppError;

/// Most titles in one list (the forms' boxes; the engine also caps all lists together).
pub const MAX_TITLES: usize = 50;
/// Most characters in one title after trimming: no real title comes near it.
pub const MAX_TITLE_CHARS: usize = 200;

/// A list as it arrived, before cleaning. `null` or a missing field is an empty list.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RawTitles(Vec<String>);

impl RawTitles {
    /// The typed (comma-separated) form, e.g. from a query string.
    pub fn from_text(text: &str) -> RawTitles {
        RawTitles(split_typed(text))
    }

    /// Trimmed titles with control characters turned into spaces and empty items dropped.
    /// `field` names the JSON field in error messages.
    pub fn clean(&self, field: &str) -> Result<Vec<String>, AppError> {
        let mut titles = Vec::new();
        for item in &self.0 {
            let title = clean_title(item);
            if title.is_empty() {
                continue;
            }
            if title.chars().count() > MAX_TITLE_CHARS {
                return Err(AppError::Validation(format!(
                    "A title in '{field}' is too long: at most {MAX_TITLE_CHARS} characters are allowed."
                )));
            }
            titles.push(title);
            // Checked while collecting so a list of 100,000 items stops at the 51st.
            if titles.len() > MAX_TITLES {
                return Err(AppError::Validation(format!(
                    "Too many titles in '{field}': at most {MAX_TITLES} are allowed."
                )));
            }
        }
        Ok(titles)
    }
}

/// Control characters (a pasted tab, a stray NUL) become spaces rather than errors: the text
/// around them is still what the person meant. Runs of whitespace collapse to one space. Copying
/// stops one character past the limit, so a megabyte of text costs nothing and is still rejected.
pub fn clean_title(raw: &str) -> String {
    let mut out = String::new();
    let mut chars = 0;
    let mut pending_space = false;
    for c in raw.chars() {
        if c.is_whitespace() || c.is_control() {
            pending_space = !out.is_empty();
            continue;
        }
        if pending_space {
            out.push(' ');
            chars += 1;
            pending_space = false;
        }
        out.push(c);
        chars += 1;
        if chars > MAX_TITLE_CHARS {
            break;
        }
    }
    out
}

/// Splits the string form. Newlines separate too: people paste one title per line.
fn split_typed(text: &str) -> Vec<String> {
    text.split([',', '\n', '\r']).map(str::to_owned).collect()
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
            if items.len() > 100 * MAX_TITLES {
                return Err(de::Error::custom(format!(
                    "too many items: at most {MAX_TITLES} titles are allowed"
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
        let a = parse(r#"" Breaking Bad , The Office,,""#).unwrap().clean("shows").unwrap();
        let b = parse(r#"["Breaking Bad", " The Office", ""]"#).unwrap().clean("shows").unwrap();
        assert_eq!(a, vec!["Breaking Bad", "The Office"]);
        assert_eq!(a, b);
        assert_eq!(parse("null").unwrap().clean("x").unwrap(), Vec::<String>::new());
    }

    #[test]
    fn newlines_separate_and_control_characters_become_spaces() {
        let t = parse(r#""Dark\nLost\u0000Girl\tX""#).unwrap().clean("tv").unwrap();
        assert_eq!(t, vec!["Dark", "Lost Girl X"]);
        assert_eq!(clean_title("\u{7}\u{1b}  "), "");
    }

    #[test]
    fn wrong_types_name_both_accepted_forms() {
        let err = parse("42").unwrap_err();
        assert!(err.contains("a comma-separated string or an array of strings"), "{err}");
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
        assert_eq!(err, "A title in 'tvShows' is too long: at most 200 characters are allowed.");
        let ok = RawTitles(vec![format!("  {}  ", "é".repeat(200))]);
        assert_eq!(ok.clean("tvShows").unwrap()[0].chars().count(), 200);
    }

    #[test]
    fn a_megabyte_title_is_cut_short_then_rejected() {
        let huge = "y".repeat(1 << 20);
        assert_eq!(clean_title(&huge).len(), MAX_TITLE_CHARS + 1);
        assert!(RawTitles(vec![huge]).clean("shows").is_err());
    }
}
