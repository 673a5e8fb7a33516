//! The catalog layer's one error type.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum CatalogError {
    /// A dataset file the build needs is absent: the build cannot be trusted without it.
    #[error(
        "dataset file missing: {0} (set BINGEABLE_DATASETS or --datasets to the datasets folder)"
    )]
    MissingDataset(PathBuf),
    #[error("cannot read {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The CSV reader failed as a whole (not one bad row: those are counted as rejects).
    #[error("cannot parse {path}: {source}")]
    Csv { path: PathBuf, source: csv::Error },
    /// A dataset file lacks a column the import needs: the whole file is unusable.
    #[error("dataset {path} is unusable: {reason}")]
    BadDataset { path: PathBuf, reason: String },
    /// The artifact was written by another format version: rebuild it.
    #[error("catalog artifact {path} is stale (format {found}, expected {expected}): rebuild it")]
    StaleArtifact {
        path: PathBuf,
        found: u32,
        expected: u32,
    },
    #[error("catalog artifact {path} is corrupt: {reason}")]
    CorruptArtifact { path: PathBuf, reason: String },
    #[error("embeddings have {got} floats, expected {expected} ({titles} titles x dimension)")]
    EmbeddingShape {
        got: usize,
        expected: usize,
        titles: usize,
    },
}

impl CatalogError {
    pub(crate) fn io(path: &std::path::Path, source: std::io::Error) -> Self {
        CatalogError::Io {
            path: path.to_path_buf(),
            source,
        }
    }
}
