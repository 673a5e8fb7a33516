//! `bingeable catalog build`: datasets → merged catalog → MiniLM embeddings → artifact.
//!
//! Embeddings dominate the cost (minutes for the full catalog), so every vector is cached by the
//! hash of its text: a rebuild only embeds titles whose text changed. With `--if-stale` the whole
//! step is skipped when a stamp beside the artifact says it was built from the same inputs.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::Context;
use catalog::build::{BuildOptions, Subset};
use clap::{Args, ValueEnum};

use crate::config::EMBEDDING_CACHE;
use crate::embedding_pass;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum SubsetArg {
    /// A few thousand of the best-known titles: what the test suites use.
    Small,
}

#[derive(Debug, Args)]
pub struct CatalogBuildArgs {
    /// Folder holding streaming-titles/, streaming-credits/ and ott-titles/.
    #[arg(long, env = "BINGEABLE_DATASETS", default_value = "../shared/datasets")]
    pub datasets: PathBuf,
    /// Where to write the artifact.
    #[arg(long, env = "BINGEABLE_CATALOG", default_value = "data/catalog.bin")]
    pub out: PathBuf,
    /// The MiniLM model folder (scripts/fetch-model.sh fills it).
    #[arg(long, env = "BINGEABLE_MODEL_DIR", default_value = "data/model")]
    pub model_dir: PathBuf,
    /// Cache of embeddings by text, shared by every build.
    #[arg(long, env = "BINGEABLE_EMBEDDING_CACHE", default_value = EMBEDDING_CACHE)]
    pub embedding_cache: PathBuf,
    /// Build only a subset (for tests).
    #[arg(long, value_enum)]
    pub subset: Option<SubsetArg>,
    /// Build without embeddings: the server then starts at once on genres, people and words, and
    /// embeds the titles in the background (`make run` does this).
    #[arg(long)]
    pub no_embeddings: bool,
    /// Do nothing when the artifact was already built from the same inputs.
    #[arg(long)]
    pub if_stale: bool,
}

pub fn run(args: CatalogBuildArgs) -> anyhow::Result<()> {
    let stamp_path = stamp_path(&args.out);
    let stamp = fingerprint(&args, !args.no_embeddings)?;
    let existing = std::fs::read_to_string(&stamp_path).ok();
    let built_from = |stamp: &str| existing.as_deref() == Some(stamp);
    // An artifact that already carries embeddings serves a build asked without them (`make run`
    // after `make eval`): the server would only attach the same vectors again.
    if args.if_stale
        && args.out.exists()
        && (built_from(&stamp) || (args.no_embeddings && built_from(&fingerprint(&args, true)?)))
    {
        println!("catalog {} is up to date", args.out.display());
        return Ok(());
    }

    let started = Instant::now();
    let opts = BuildOptions {
        subset: args.subset.map(|SubsetArg::Small| Subset::Small),
    };
    println!("reading datasets from {} ...", args.datasets.display());
    let (mut catalog, report) = catalog::build::build(&args.datasets, &opts)
        .with_context(|| format!("building the catalog from {}", args.datasets.display()))?;
    println!("{report}");

    if !args.no_embeddings {
        catalog = embed_catalog(catalog, &args)?;
    }

    if let Some(parent) = args.out.parent() {
        std::fs::create_dir_all(parent)
            .with_context(|| format!("creating {}", parent.display()))?;
    }
    catalog::artifact::save(&catalog, &args.out)
        .with_context(|| format!("writing {}", args.out.display()))?;
    std::fs::write(&stamp_path, &stamp)
        .with_context(|| format!("writing {}", stamp_path.display()))?;
    println!(
        "wrote {} ({} titles, embeddings: {}) in {:.1} s",
        args.out.display(),
        catalog.len(),
        if catalog.embeddings.is_empty() {
            "no"
        } else {
            "yes"
        },
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn embed_catalog(
    catalog: catalog::Catalog,
    args: &CatalogBuildArgs,
) -> anyhow::Result<catalog::Catalog> {
    let embedder = embed::Embedder::load(&args.model_dir).with_context(|| {
        format!(
            "loading the embedding model from {} (run scripts/fetch-model.sh, or pass --no-embeddings)",
            args.model_dir.display()
        )
    })?;
    let started = Instant::now();
    let mut last_shown = 0usize;
    let flat =
        embedding_pass::embed_titles(&catalog, &embedder, &args.embedding_cache, |done, total| {
            // One line per ~5% so a first build (minutes) visibly moves, without flooding the log.
            if done == total || done >= last_shown + total.max(20) / 20 {
                last_shown = done;
                let secs = started.elapsed().as_secs_f64();
                print!("\rembedding titles: {done}/{total} ({secs:.0} s)");
                let _ = std::io::stdout().flush();
            }
        })?;
    println!();
    catalog
        .with_embeddings(flat)
        .context("attaching embeddings")
}

fn stamp_path(out: &Path) -> PathBuf {
    let mut name = out
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(".stamp");
    out.with_file_name(name)
}

/// What the artifact depends on: the program that builds it (merge rules change with the code),
/// options, model, and each dataset file's name and size. Dataset sizes rather than mtimes, so a fresh
/// copy of the same data is still recognised; a rebuilt binary forces a rebuild, which the embedding
/// cache makes cheap.
fn fingerprint(args: &CatalogBuildArgs, embeddings: bool) -> anyhow::Result<String> {
    let exe = std::env::current_exe().context("locating the running program")?;
    let exe_meta = std::fs::metadata(&exe).with_context(|| format!("reading {}", exe.display()))?;
    let exe_stamp = format!(
        "{}:{:?}",
        exe_meta.len(),
        exe_meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
    );
    let mut files = Vec::new();
    for sub in ["streaming-titles", "streaming-credits", "ott-titles"] {
        let dir = args.datasets.join(sub);
        let entries =
            std::fs::read_dir(&dir).with_context(|| format!("reading {}", dir.display()))?;
        for entry in entries {
            let entry = entry?;
            let len = entry.metadata()?.len();
            files.push(format!(
                "{sub}/{}:{len}",
                entry.file_name().to_string_lossy()
            ));
        }
    }
    files.sort();
    Ok(format!(
        "program={exe_stamp} format={} subset={:?} embeddings={} model={}\n{}\n",
        catalog::artifact::FORMAT_VERSION,
        args.subset,
        embeddings,
        embed::MODEL_ID,
        files.join("\n")
    ))
}
