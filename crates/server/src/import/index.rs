//! The catalog's titles by IMDb id, built once at start-up: exports that carry `tt…` ids resolve
//! exactly through it, without the fuzzy name match.

use std::collections::HashMap;

use catalog::{Catalog, TitleId};

#[derive(Debug, Default)]
pub struct ImdbIndex {
    ids: HashMap<String, TitleId>,
}

impl ImdbIndex {
    pub fn new(catalog: &Catalog) -> ImdbIndex {
        let ids = catalog
            .titles
            .iter()
            .filter_map(|t| Some((t.imdb_id.clone()?.to_ascii_lowercase(), t.id)))
            .collect();
        ImdbIndex { ids }
    }

    pub fn get(&self, imdb_id: &str) -> Option<TitleId> {
        self.ids.get(&imdb_id.trim().to_ascii_lowercase()).copied()
    }
}
