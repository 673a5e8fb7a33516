//! What must never come back: inputs and titles matching them by the spec's rules, titles already
//! shown, dislikes, excluded favourites, titles above the maturity ceiling or off the user's
//! platforms. Cheap checks (ids, ranks, masks) run in the scoring pass; the string rules run only
//! on the few top-ranked candidates.

use catalog::{Catalog, Platform, TitleId};

use crate::index::{platform_mask, Index, UNKNOWN_MATURITY};
use crate::text::{titles_match, TitleKey};

pub struct Filter {
    excluded: Vec<u64>,
    /// Highest allowed maturity rank; titles with an unknown rating are excluded when a ceiling is
    /// set, because we cannot promise a parent that an unrated title is suitable.
    ceiling: Option<u8>,
    /// Required platform bits (0 = any platform).
    platforms: u8,
    /// Typed inputs and their resolved titles: candidates matching any by the spec rule are dropped.
    input_keys: Vec<TitleKey>,
}

impl Filter {
    pub fn new(catalog_len: usize, ceiling: Option<u8>, platforms: &[Platform]) -> Filter {
        Filter {
            excluded: vec![0; catalog_len.div_ceil(64)],
            ceiling,
            platforms: platform_mask(platforms),
            input_keys: Vec::new(),
        }
    }

    pub fn exclude_id(&mut self, id: TitleId) {
        if let Some(w) = self.excluded.get_mut(id as usize / 64) {
            *w |= 1 << (id % 64);
        }
    }

    /// Excludes a typed or exact title: what it resolves to, and every title normalising the same.
    pub fn exclude_text(&mut self, catalog: &Catalog, index: &Index, text: &str) {
        let key = TitleKey::new(text);
        let mut found = false;
        if let Some(ids) = index.by_norm.get(&key.norm) {
            for &id in ids {
                self.exclude_id(id);
            }
            found = !ids.is_empty();
        }
        if !found {
            if let Some(r) = catalog.resolve(text, None) {
                self.exclude_id(r.id);
            }
        }
    }

    /// Lowers the maturity ceiling to `rank` unless one at least as strict is already set.
    pub fn tighten_ceiling(&mut self, rank: u8) {
        self.ceiling = Some(self.ceiling.map_or(rank, |c| c.min(rank)));
    }

    pub fn add_input_key(&mut self, text: &str) {
        let key = TitleKey::new(text);
        if !key.norm.is_empty() && !self.input_keys.iter().any(|k| k.norm == key.norm) {
            self.input_keys.push(key);
        }
    }

    /// The cheap checks, run for every candidate in the scoring pass.
    #[inline]
    pub fn allows(&self, index: &Index, id: TitleId) -> bool {
        let i = id as usize;
        if self
            .excluded
            .get(i / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
        {
            return false;
        }
        if let Some(c) = self.ceiling {
            let m = index.maturity[i];
            if m == UNKNOWN_MATURITY || m > c {
                return false;
            }
        }
        self.platforms == 0 || index.platforms[i] & self.platforms != 0
    }

    /// The spec's title rule against every input, run on the top-ranked candidates only.
    pub fn matches_input(&self, index: &Index, id: TitleId) -> bool {
        let key = &index.keys[id as usize];
        self.input_keys.iter().any(|k| titles_match(k, key))
    }
}
