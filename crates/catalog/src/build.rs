//! Build the catalog from the datasets folder: import every file, merge, optionally cut to a small
//! deterministic subset for tests, and report what happened.

use std::collections::{BTreeMap, HashSet};
use std::fmt;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::error::CatalogError;
use crate::import::{self, FileStats};
use crate::merge::{self, MergeStats, Sources};
use crate::model::{Kind, Platform, Title};
use crate::text::match_key;
use crate::Catalog;

/// A smaller catalog for fast tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subset {
    /// ~1,500 most-voted films and ~1,000 most-voted shows, plus the famous titles the test suites
    /// name, plus every title sharing a name with one of those (so ambiguity stays realistic).
    Small,
    /// The `films` and `shows` most-voted titles, plus same-name titles.
    Top { films: usize, shows: usize },
}

#[derive(Debug, Clone, Default)]
pub struct BuildOptions {
    pub subset: Option<Subset>,
}

/// Titles the small catalog must hold although vote counts cannot find them: the older files carry
/// no IMDb votes, so titles only they list (The Office (U.S.), Spider-Verse) would never rank.
const FAMOUS: [&str; 16] = [
    "Breaking Bad",
    "The Office (U.S.)",
    "Stranger Things",
    "Friends",
    "The Crown",
    "Inception",
    "The Matrix",
    "Spider-Man: Into the Spider-Verse",
    "The Lord of the Rings: The Fellowship of the Ring",
    "The Lord of the Rings: The Two Towers",
    "The Lord of the Rings: The Return of the King",
    "Amélie",
    "Brooklyn Nine-Nine",
    "Law & Order: Special Victims Unit",
    "Parks and Recreation",
    "Tom Clancy's Jack Ryan",
];

#[derive(Debug, Clone, Default)]
pub struct BuildReport {
    pub files: Vec<FileStats>,
    pub merge: MergeStats,
    pub titles: usize,
    pub by_kind: BTreeMap<&'static str, usize>,
    pub by_platform: BTreeMap<&'static str, usize>,
    pub multi_platform: usize,
    pub subset: Option<Subset>,
    pub elapsed: Duration,
}

impl BuildReport {
    fn count(&mut self, titles: &[Title]) {
        self.titles = titles.len();
        for t in titles {
            let kind = match t.kind {
                Kind::Movie => "films",
                Kind::Show => "shows",
            };
            *self.by_kind.entry(kind).or_default() += 1;
            for p in &t.platforms {
                *self.by_platform.entry(p.name()).or_default() += 1;
            }
            if t.platforms.len() > 1 {
                self.multi_platform += 1;
            }
        }
    }

    /// Platforms of [`Platform::ALL`] that no title carries.
    pub fn missing_platforms(&self) -> Vec<Platform> {
        Platform::ALL
            .iter()
            .copied()
            .filter(|p| !self.by_platform.contains_key(p.name()))
            .collect()
    }
}

impl fmt::Display for BuildReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let subset = self
            .subset
            .map(|s| format!(" (subset {s:?})"))
            .unwrap_or_default();
        writeln!(
            f,
            "catalog: {} titles{subset} built in {:.2?}",
            self.titles, self.elapsed
        )?;
        let kinds: Vec<String> = self
            .by_kind
            .iter()
            .map(|(k, n)| format!("{n} {k}"))
            .collect();
        writeln!(f, "  by type: {}", kinds.join(", "))?;
        let platforms: Vec<String> = self
            .by_platform
            .iter()
            .map(|(p, n)| format!("{p} {n}"))
            .collect();
        writeln!(f, "  by platform: {}", platforms.join(", "))?;
        let missing: Vec<&str> = self.missing_platforms().iter().map(|p| p.name()).collect();
        if !missing.is_empty() {
            writeln!(f, "  no data for: {}", missing.join(", "))?;
        }
        writeln!(f, "  on more than one platform: {}", self.multi_platform)?;
        let m = &self.merge;
        writeln!(
            f,
            "  merge: {} repeated JustWatch rows, {} joined by IMDb id, {} older-file rows matched ({} without a brand prefix, {} shows dated by their latest season, {} shows another older list dated by another season, {} to the sole namesake 2-3 years off), {} older-file-only titles, availability rows {} matched / {} unmatched (kept only as where they stream), {} credits for unknown ids",
            m.duplicate_jw_rows, m.merged_by_imdb, m.ott_matched, m.ott_matched_without_brand,
            m.ott_matched_running_show, m.ott_matched_older_list_show, m.ott_matched_sole_title, m.ott_new_titles, m.availability_matched,
            m.availability_unmatched, m.credits_unmatched
        )?;
        writeln!(
            f,
            "  same type, name and year: {} records folded into a richer one, {} other works dropped",
            m.same_name_year_folded, m.same_name_year_dropped
        )?;
        writeln!(f, "  files:")?;
        for file in &self.files {
            writeln!(f, "    {file}")?;
        }
        Ok(())
    }
}

fn read_sources(dir: &Path, files: &mut Vec<FileStats>) -> Result<Sources, CatalogError> {
    if !dir.is_dir() {
        return Err(CatalogError::MissingDataset(dir.to_path_buf()));
    }
    let mut s = Sources::default();
    for (name, platform) in import::streaming_titles::FILES {
        let (rows, stats) =
            import::streaming_titles::import(&dir.join("streaming-titles").join(name), platform)?;
        s.streaming.extend(rows);
        files.push(stats);
    }
    for name in import::credits::FILES {
        let (rows, stats) = import::credits::import(&dir.join("streaming-credits").join(name))?;
        s.credits.extend(rows);
        files.push(stats);
    }
    for (name, platform) in import::ott::FILES {
        let (rows, stats) = import::ott::import(&dir.join("ott-titles").join(name), platform)?;
        s.ott.extend(rows);
        files.push(stats);
    }
    for (name, kind) in import::availability::FILES {
        let (rows, stats) = import::availability::import(&dir.join("ott-titles").join(name), kind)?;
        s.availability.extend(rows);
        files.push(stats);
    }
    Ok(s)
}

/// Most-voted first; ties by key so the cut is deterministic.
fn top_by_votes(titles: &[Title], kind: Kind, n: usize) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..titles.len())
        .filter(|&i| titles[i].kind == kind)
        .collect();
    idx.sort_by(|&a, &b| {
        let (ta, tb) = (&titles[a], &titles[b]);
        tb.imdb_votes
            .unwrap_or(0)
            .cmp(&ta.imdb_votes.unwrap_or(0))
            .then_with(|| ta.key.cmp(&tb.key))
    });
    idx.truncate(n);
    idx
}

fn cut(titles: Vec<Title>, subset: Subset) -> Vec<Title> {
    let (films, shows, famous): (usize, usize, &[&str]) = match subset {
        Subset::Small => (1500, 1000, &FAMOUS),
        Subset::Top { films, shows } => (films, shows, &[]),
    };
    let mut chosen: Vec<usize> = top_by_votes(&titles, Kind::Movie, films);
    chosen.extend(top_by_votes(&titles, Kind::Show, shows));
    let famous_keys: HashSet<String> = famous.iter().map(|f| match_key(f)).collect();
    chosen
        .extend((0..titles.len()).filter(|&i| famous_keys.contains(&match_key(&titles[i].title))));
    // Same-name titles come along: the resolver's tie-breaking must face the real ambiguity.
    let names: HashSet<String> = chosen
        .iter()
        .map(|&i| match_key(&titles[i].title))
        .collect();
    let mut kept: Vec<Title> = titles
        .into_iter()
        .filter(|t| names.contains(&match_key(&t.title)))
        .collect();
    for (i, t) in kept.iter_mut().enumerate() {
        t.id = i as u32;
    }
    kept
}

/// Reads every dataset under `datasets_dir` and returns the merged catalog (without embeddings)
/// and a report of what was read, skipped and merged.
pub fn build(
    datasets_dir: &Path,
    opts: &BuildOptions,
) -> Result<(Catalog, BuildReport), CatalogError> {
    let start = Instant::now();
    let mut report = BuildReport {
        subset: opts.subset,
        ..Default::default()
    };
    let sources = read_sources(datasets_dir, &mut report.files)?;
    let merged = merge::merge(&sources);
    report.merge = merged.stats;
    let mut titles = merged.titles;
    if let Some(subset) = opts.subset {
        titles = cut(titles, subset);
    }
    report.count(&titles);
    let catalog = Catalog::new(titles, Vec::new()).with_listed_only(merged.listed_only);
    report.elapsed = start.elapsed();
    Ok((catalog, report))
}

/// The datasets folder: `BINGEABLE_DATASETS` when set, else `../shared/datasets` relative to the
/// current directory (the repository root).
pub fn default_datasets_dir() -> std::path::PathBuf {
    std::env::var_os("BINGEABLE_DATASETS")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::PathBuf::from("../shared/datasets"))
}
