//! The one rule for typed title lists, shared by the engine's request checks and the server's
//! request parsing, so the two layers cannot disagree on what a title may be.
//!
//! Control characters (a pasted tab, a stray NUL) become spaces rather than errors: the text
//! around them is still what the person meant. Length is counted after cleaning.

/// Most titles in one typed list (one form box).
pub const MAX_TITLES: usize = 50;
/// Most characters in one title after cleaning: no real title comes near it.
pub const MAX_TITLE_CHARS: usize = 200;

/// Why a list was refused; each layer words it for its own audience.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TitleListError {
    /// More than the `max_titles` given to [`clean_titles`].
    TooManyTitles {
        max: usize,
    },
    TitleTooLong {
        max: usize,
    },
}

/// Trimmed, control characters turned into spaces, runs of whitespace collapsed to one space.
/// Copying stops one character past [`MAX_TITLE_CHARS`], so a megabyte of text costs nothing and
/// is still rejected by [`clean_titles`].
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

/// Splits a typed box ("Breaking Bad, The Office") into raw items, before cleaning. Newlines
/// separate too: people paste one title per line.
pub fn split_typed(text: &str) -> Vec<String> {
    text.split([',', '\n', '\r']).map(str::to_owned).collect()
}

/// True when a cleaned title is within [`MAX_TITLE_CHARS`].
pub fn within_length(clean: &str) -> bool {
    clean.chars().count() <= MAX_TITLE_CHARS
}

/// Cleans every item and drops the empty ones. Counting happens while collecting, so a list of
/// 100,000 items stops at the first one past `max_titles`.
pub fn clean_titles<'a>(
    items: impl IntoIterator<Item = &'a str>,
    max_titles: usize,
) -> Result<Vec<String>, TitleListError> {
    let mut titles = Vec::new();
    for item in items {
        let title = clean_title(item);
        if title.is_empty() {
            continue;
        }
        if !within_length(&title) {
            return Err(TitleListError::TitleTooLong {
                max: MAX_TITLE_CHARS,
            });
        }
        titles.push(title);
        if titles.len() > max_titles {
            return Err(TitleListError::TooManyTitles { max: max_titles });
        }
    }
    Ok(titles)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_become_spaces() {
        assert_eq!(clean_title("  Lost\u{0}Girl\tX \n"), "Lost Girl X");
        assert_eq!(clean_title("\u{7}\u{1b}  "), "");
    }

    #[test]
    fn limits_on_count_and_length() {
        let many: Vec<String> = (0..51).map(|i| format!("t{i}")).collect();
        assert_eq!(
            clean_titles(many.iter().map(String::as_str), MAX_TITLES),
            Err(TitleListError::TooManyTitles { max: 50 })
        );
        assert_eq!(
            clean_titles(many[..50].iter().map(String::as_str), MAX_TITLES).map(|t| t.len()),
            Ok(50)
        );
        let ok = format!("  {}  ", "é".repeat(200));
        assert_eq!(clean_titles([ok.as_str(), ""], 1).map(|t| t.len()), Ok(1));
        let long = "x".repeat(201);
        assert_eq!(
            clean_titles([long.as_str()], 1),
            Err(TitleListError::TitleTooLong { max: 200 })
        );
    }

    #[test]
    fn a_megabyte_title_is_cut_short_then_rejected() {
        let huge = "y".repeat(1 << 20);
        assert_eq!(clean_title(&huge).len(), MAX_TITLE_CHARS + 1);
        assert!(clean_titles([huge.as_str()], 1).is_err());
    }
}
