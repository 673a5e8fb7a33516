//! Reading the CSV exports: UTF-8 (a byte-order mark allowed), a header naming the columns, and
//! every row checked, so a damaged file is refused whole rather than imported in part.

use csv::{ReaderBuilder, StringRecord};

use super::ImportError;
use crate::limits::IMPORT_ROWS;

/// A CSV file as named columns.
pub struct Table {
    header: StringRecord,
    pub rows: Vec<(u64, StringRecord)>,
}

impl Table {
    pub fn read(bytes: &[u8]) -> Result<Table, ImportError> {
        let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
        let mut reader = ReaderBuilder::new().flexible(false).from_reader(bytes);
        let header = reader.headers().map_err(csv_error)?.clone();
        let mut rows = Vec::new();
        for record in reader.records() {
            let record = record.map_err(csv_error)?;
            if rows.len() == IMPORT_ROWS {
                return Err(ImportError::TooManyRows { max: IMPORT_ROWS });
            }
            let line = record.position().map_or(0, |p| p.line());
            rows.push((line, record));
        }
        Ok(Table { header, rows })
    }

    pub fn has(&self, column: &str) -> bool {
        self.header.iter().any(|h| h.trim() == column)
    }

    /// The index of a column the format requires.
    pub fn column(
        &self,
        service: &'static str,
        column: &'static str,
    ) -> Result<usize, ImportError> {
        self.header
            .iter()
            .position(|h| h.trim() == column)
            .ok_or(ImportError::MissingColumn { service, column })
    }
}

fn csv_error(e: csv::Error) -> ImportError {
    let line = e.position().map_or(0, |p| p.line());
    match e.kind() {
        csv::ErrorKind::Utf8 { .. } => ImportError::Encoding { line },
        csv::ErrorKind::UnequalLengths { .. } => ImportError::BadRow {
            line,
            reason: "it has a different number of fields than the header".to_string(),
        },
        _ => ImportError::BadRow {
            line,
            reason: e.to_string(),
        },
    }
}

/// A field's text, trimmed; None when blank.
pub fn field(record: &StringRecord, index: usize) -> Option<&str> {
    record.get(index).map(str::trim).filter(|s| !s.is_empty())
}

/// A year column; a blank or odd one is simply unknown (the title still resolves by name).
pub fn year(record: &StringRecord, index: usize) -> Option<u16> {
    field(record, index).and_then(|s| s.parse().ok())
}

/// A rating column: blank is "not rated"; anything else must be a number.
pub fn rating(record: &StringRecord, index: usize, line: u64) -> Result<Option<f32>, ImportError> {
    match field(record, index) {
        None => Ok(None),
        Some(s) => s.parse::<f32>().map(Some).map_err(|_| ImportError::BadRow {
            line,
            reason: format!("the rating '{s}' is not a number"),
        }),
    }
}
