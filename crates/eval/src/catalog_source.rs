//! Where the eval and bench binaries get their catalog: the built artifact when it exists, else an
//! in-process build from the datasets (slower, and without embeddings, which the caller is warned of).

use std::path::Path;
use std::time::{Duration, Instant};

use catalog::{BuildOptions, Catalog};

use crate::error::EvalError;

#[derive(Debug)]
pub struct LoadedCatalog {
    pub catalog: Catalog,
    /// Time to load (or build) it.
    pub elapsed: Duration,
    /// Set when the catalog is not the artifact the server would serve.
    pub warning: Option<String>,
}

pub fn load_or_build(artifact: &Path, datasets: &Path) -> Result<LoadedCatalog, EvalError> {
    let start = Instant::now();
    if artifact.exists() {
        let catalog =
            catalog::artifact::load(artifact).map_err(|e| EvalError::Catalog(e.to_string()))?;
        let warning = catalog.embeddings.is_empty().then(|| {
            format!(
                "{} carries no embeddings: the engine scores without description similarity",
                artifact.display()
            )
        });
        return Ok(LoadedCatalog {
            catalog,
            elapsed: start.elapsed(),
            warning,
        });
    }
    let (catalog, _report) = catalog::build(datasets, &BuildOptions::default())
        .map_err(|e| EvalError::Catalog(e.to_string()))?;
    let warning = Some(format!(
        "{} not found: built the catalog in-process from {}, without embeddings, so engine results \
         understate what the served catalog gives (run `bingeable catalog build` first)",
        artifact.display(),
        datasets.display()
    ));
    Ok(LoadedCatalog {
        catalog,
        elapsed: start.elapsed(),
        warning,
    })
}
