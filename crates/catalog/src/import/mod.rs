//! Dataset import: one module per source, each turning a CSV file into typed rows plus counted
//! rejects. A bad row is never fatal: it is counted with its reason and skipped.

pub mod availability;
pub mod credits;
pub mod ott;
pub mod streaming_titles;

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use crate::error::CatalogError;

/// What one file yielded: rows kept, rows skipped and why.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FileStats {
    pub file: String,
    pub read: usize,
    pub kept: usize,
    /// Reason → count, sorted so the report is stable.
    pub rejected: BTreeMap<String, usize>,
}

impl FileStats {
    pub fn new(path: &Path) -> Self {
        let file = path
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_else(|| path.display().to_string());
        FileStats {
            file,
            ..Default::default()
        }
    }

    pub fn reject(&mut self, reason: &str) {
        *self.rejected.entry(reason.to_string()).or_default() += 1;
    }

    pub fn skipped(&self) -> usize {
        self.rejected.values().sum()
    }
}

impl fmt::Display for FileStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: read {}, kept {}, skipped {}",
            self.file,
            self.read,
            self.kept,
            self.skipped()
        )?;
        if !self.rejected.is_empty() {
            let reasons: Vec<String> = self
                .rejected
                .iter()
                .map(|(r, n)| format!("{n} {r}"))
                .collect();
            write!(f, " ({})", reasons.join(", "))?;
        }
        Ok(())
    }
}

/// Rows of one file, header-keyed, decoded as lossy UTF-8 (a stray Latin-1 byte becomes U+FFFD
/// rather than losing the row).
pub struct CsvRows {
    pub path: PathBuf,
    pub header: Vec<String>,
    reader: csv::Reader<Box<dyn std::io::Read>>,
}

/// One record, fields by header position.
pub struct Row {
    pub fields: Vec<String>,
}

impl Row {
    pub fn get(&self, i: usize) -> &str {
        self.fields.get(i).map(|s| s.trim()).unwrap_or("")
    }
}

/// Bytes from a reader, without a UTF-8 byte-order mark.
fn strip_bom(bytes: Vec<u8>) -> Vec<u8> {
    match bytes.strip_prefix(b"\xEF\xBB\xBF") {
        Some(rest) => rest.to_vec(),
        None => bytes,
    }
}

pub fn open_csv(path: &Path) -> Result<CsvRows, CatalogError> {
    if !path.is_file() {
        return Err(CatalogError::MissingDataset(path.to_path_buf()));
    }
    let bytes = std::fs::read(path).map_err(|e| CatalogError::io(path, e))?;
    open_csv_bytes(path, strip_bom(bytes))
}

/// Same as [`open_csv`] over in-memory bytes (lets tests feed malformed files).
pub fn open_csv_bytes(path: &Path, bytes: Vec<u8>) -> Result<CsvRows, CatalogError> {
    let source: Box<dyn std::io::Read> = Box::new(std::io::Cursor::new(bytes));
    let mut reader = csv::ReaderBuilder::new()
        .flexible(true)
        .has_headers(true)
        .from_reader(source);
    let header = reader
        .byte_headers()
        .map_err(|e| CatalogError::Csv {
            path: path.to_path_buf(),
            source: e,
        })?
        .iter()
        .map(|h| String::from_utf8_lossy(h).trim().to_string())
        .collect();
    Ok(CsvRows {
        path: path.to_path_buf(),
        header,
        reader,
    })
}

impl CsvRows {
    /// Position of a column; a missing column makes the file unusable.
    pub fn column(&self, name: &str) -> Result<usize, CatalogError> {
        self.header
            .iter()
            .position(|h| h == name)
            .ok_or_else(|| CatalogError::BadDataset {
                path: self.path.clone(),
                reason: format!("missing column {name:?}"),
            })
    }

    /// Every record; a record the CSV layer cannot read is reported as `Err(reason)`.
    pub fn records(&mut self) -> impl Iterator<Item = Result<Row, String>> + '_ {
        let width = self.header.len();
        self.reader.byte_records().map(move |r| match r {
            Ok(rec) if rec.len() != width => {
                Err(format!("wrong column count ({} not {width})", rec.len()))
            }
            Ok(rec) => Ok(Row {
                fields: rec
                    .iter()
                    .map(|f| String::from_utf8_lossy(f).into_owned())
                    .collect(),
            }),
            Err(_) => Err("unreadable CSV record".to_string()),
        })
    }
}

/// `['drama', 'crime']` (Python list repr) → ["drama", "crime"]. Tolerates double quotes and
/// missing brackets.
pub fn parse_py_list(s: &str) -> Vec<String> {
    let inner = s.trim().trim_start_matches('[').trim_end_matches(']');
    inner
        .split(',')
        .map(|p| {
            p.trim()
                .trim_matches(|c| c == '\'' || c == '"')
                .trim()
                .to_string()
        })
        .filter(|p| !p.is_empty())
        .collect()
}

/// "a, b, c" → ["a","b","c"], dropping empty entries (the ott files have "A, , B").
pub fn parse_comma_list(s: &str) -> Vec<String> {
    s.split(',')
        .map(|p| p.trim().to_string())
        .filter(|p| !p.is_empty())
        .collect()
}

/// A float column; "", "nan" and garbage → None. Negative or non-finite values are not plausible
/// for any of our numeric columns.
pub fn parse_f32(s: &str) -> Option<f32> {
    let v: f32 = s.trim().parse().ok()?;
    (v.is_finite() && v >= 0.0).then_some(v)
}

/// A count written as "1092.0" or "1092".
pub fn parse_count(s: &str) -> Option<u32> {
    let v: f64 = s.trim().parse().ok()?;
    (v.is_finite() && v >= 0.0 && v <= u32::MAX as f64).then(|| v.round() as u32)
}

/// A small whole number ("26.0" seasons, "114" minutes).
pub fn parse_small(s: &str) -> Option<u16> {
    let v: f64 = s.trim().parse().ok()?;
    (v.is_finite() && v > 0.0 && v <= u16::MAX as f64).then(|| v.round() as u16)
}

/// A plausible release year.
pub fn parse_year(s: &str) -> Option<u16> {
    let y: u16 = s.trim().trim_end_matches(".0").parse().ok()?;
    (1880..=2100).contains(&y).then_some(y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_python_lists() {
        assert_eq!(parse_py_list("['drama', 'crime']"), vec!["drama", "crime"]);
        assert_eq!(parse_py_list("[]"), Vec::<String>::new());
        assert_eq!(parse_py_list("[\"US\"]"), vec!["US"]);
    }

    #[test]
    fn parses_numbers_defensively() {
        assert_eq!(parse_count("1092.0"), Some(1092));
        assert_eq!(parse_count("-3"), None);
        assert_eq!(parse_f32("1.1e-05"), Some(1.1e-5));
        assert_eq!(parse_f32("nan"), None);
        assert_eq!(parse_year("19x4"), None);
        assert_eq!(parse_year("1934"), Some(1934));
        assert_eq!(parse_small("26.0"), Some(26));
    }

    #[test]
    fn wrong_width_rows_are_reported_not_fatal() {
        let data = b"a,b\n1,2\n3\n\xff\xfe,4\n".to_vec();
        let mut rows = open_csv_bytes(Path::new("t.csv"), data).unwrap();
        let out: Vec<_> = rows.records().collect();
        assert_eq!(out.len(), 3);
        assert!(out[0].is_ok());
        assert!(out[1].as_ref().err().unwrap().contains("column count"));
        let lossy = out[2].as_ref().unwrap();
        assert!(lossy.get(0).contains('\u{FFFD}'));
    }
}
