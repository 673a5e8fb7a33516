//! The titles the users type, save and open.

use std::path::Path;

use anyhow::Context;

/// Titles the users type, save and open: the catalog's best known, so every one resolves.
#[derive(Clone)]
pub struct Titles {
    pub(super) shows: Vec<String>,
    pub(super) movies: Vec<String>,
}

const TITLES_PER_KIND: usize = 150;

impl Titles {
    pub fn from_catalog(path: &Path) -> anyhow::Result<Titles> {
        let catalog = catalog::artifact::load(path)
            .with_context(|| format!("loading the catalog {}", path.display()))?;
        let mut titles: Vec<&catalog::Title> = catalog.titles.iter().collect();
        titles.sort_by_key(|t| std::cmp::Reverse(t.imdb_votes.unwrap_or(0)));
        // One name, one title: a name shared by a film and a series would be read as either.
        let mut seen = std::collections::HashSet::new();
        let mut picked = Titles {
            shows: Vec::new(),
            movies: Vec::new(),
        };
        for title in titles {
            if !seen.insert(title.title.to_lowercase()) {
                continue;
            }
            let list = match title.kind {
                catalog::Kind::Movie => &mut picked.movies,
                _ => &mut picked.shows,
            };
            if list.len() < TITLES_PER_KIND {
                list.push(title.title.clone());
            }
        }
        anyhow::ensure!(
            !picked.shows.is_empty() && !picked.movies.is_empty(),
            "the catalog has no shows or no films"
        );
        Ok(picked)
    }
}
