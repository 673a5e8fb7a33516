//! A minimal CSV record splitter for the MovieLens files.
//!
//! MovieLens quotes only fields that contain commas or quotes and never spans a record over several
//! lines, so one line is one record. Doing this by hand keeps the eval crate free of a CSV
//! dependency; anything it cannot read is reported so the caller can count the row as bad.

/// Why a line is not a well-formed record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// A quoted field was still open at the end of the line.
    UnterminatedQuote,
    /// Something other than a comma followed a closing quote (`"abc"x,`).
    TextAfterQuote,
}

/// Splits one CSV line into fields. Quoted fields may contain commas and doubled quotes (`""`).
pub fn split_record(line: &str) -> Result<Vec<String>, RecordError> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut chars = line.chars().peekable();
    let mut in_quotes = false;
    let mut field_was_quoted = false;
    while let Some(c) = chars.next() {
        if in_quotes {
            if c == '"' {
                if chars.peek() == Some(&'"') {
                    chars.next();
                    field.push('"');
                } else {
                    in_quotes = false;
                }
            } else {
                field.push(c);
            }
            continue;
        }
        match c {
            ',' => {
                fields.push(std::mem::take(&mut field));
                field_was_quoted = false;
            }
            '"' if field.is_empty() && !field_was_quoted => {
                in_quotes = true;
                field_was_quoted = true;
            }
            _ if field_was_quoted => return Err(RecordError::TextAfterQuote),
            _ => field.push(c),
        }
    }
    if in_quotes {
        return Err(RecordError::UnterminatedQuote);
    }
    fields.push(field);
    Ok(fields)
}

/// Positions of the named columns in a header record, so files with reordered or extra columns
/// still parse. Returns the first missing column name on failure.
pub fn column_positions<'a>(header: &[String], wanted: &[&'a str]) -> Result<Vec<usize>, &'a str> {
    wanted
        .iter()
        .map(|name| {
            header
                .iter()
                .position(|h| {
                    h.trim()
                        .trim_start_matches('\u{feff}')
                        .eq_ignore_ascii_case(name)
                })
                .ok_or(*name)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_plain_and_quoted_fields() {
        let got = split_record(r#"11,"American President, The (1995)",Comedy|Drama"#).unwrap();
        assert_eq!(
            got,
            vec!["11", "American President, The (1995)", "Comedy|Drama"]
        );
    }

    #[test]
    fn doubled_quotes_become_one_and_crlf_is_dropped() {
        let got = split_record("1,\"Say \"\"Hi\"\"\",x\r").unwrap();
        assert_eq!(got, vec!["1", "Say \"Hi\"", "x"]);
    }

    #[test]
    fn empty_fields_are_kept() {
        assert_eq!(split_record("1,,").unwrap(), vec!["1", "", ""]);
    }

    #[test]
    fn malformed_quotes_are_errors() {
        assert_eq!(
            split_record("1,\"open,2"),
            Err(RecordError::UnterminatedQuote)
        );
        assert_eq!(split_record("1,\"a\"b,2"), Err(RecordError::TextAfterQuote));
    }

    #[test]
    fn finds_columns_by_name_in_any_order() {
        let header: Vec<String> = ["\u{feff}movieId", "imdbId", "tmdbId"]
            .map(String::from)
            .to_vec();
        assert_eq!(
            column_positions(&header, &["imdbId", "movieId"]),
            Ok(vec![1, 0])
        );
        assert_eq!(column_positions(&header, &["rating"]), Err("rating"));
    }
}
