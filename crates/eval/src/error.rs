//! The eval crate's one error type. Malformed rows are not errors (they are counted and skipped);
//! these are the failures that make a run meaningless.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum EvalError {
    #[error("cannot read {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path} has no header line")]
    EmptyFile { path: PathBuf },
    #[error("{path} lacks the column `{column}` in its header")]
    MissingColumn { path: PathBuf, column: String },
    #[error("cannot load the catalog: {0}")]
    Catalog(String),
    #[error("the catalog has no movies, so there is nothing to evaluate")]
    NoCatalogMovies,
    #[error("--tuning: {0}")]
    Tuning(String),
    #[error("fan test: {0}")]
    FanTest(String),
    #[error("cannot write the result: {0}")]
    Output(String),
    #[error("community lists through the members' store: {0}")]
    MemberStore(String),
    #[error("no user has enough positives in the catalog to be evaluated (need {min_positives})")]
    NoEligibleUsers { min_positives: usize },
}
