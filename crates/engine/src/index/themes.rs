//! Description themes: the words an explanation may quote as what two stories share ("both
//! descriptions mention \"autism\"").
//!
//! A shared word is named only when it is specific: rare enough (in at least two titles, so it is
//! no name, and in under 2% of them) and topical. Rarity alone let "five", "stop", "late" and
//! "rise" through: true of both descriptions and saying nothing about either story. A topical
//! word's titles tell similar stories, so their story vectors agree more than two titles picked
//! at random; a word of everyday English is spread over the catalog like any title. The test is
//! that agreement, read off the catalog's own embeddings, so no list of words is kept by hand.
//! Explanations only: the ranking never reads it.

use catalog::{Catalog, TitleId, EMBEDDING_DIM};
use rustc_hash::FxHashMap;

use super::Index;
use crate::text::description_themes;

/// How much more a word's titles must agree on their story than two titles picked at random
/// (mean pairwise cosine of their story vectors, less the catalog's). Read off the 120 words
/// quoted in the reasons given for 70 mid-popular titles (JOURNAL, "thirty-eighth session"):
/// "five", "late", "near", "once", "century" sit within 0.01 of chance, "stop", "rise", "care",
/// "existence" under 0.03, "threatens", "embarks", "single", "business" 0.03-0.04 (as do two
/// fair words, "affluent" and "quirky"); "band", "evidence" 0.04, "prison", "revenge", "nurse"
/// 0.10-0.11, "bounty", "autism", "pregnancy" 0.15.
const MIN_COHERENCE: f32 = 0.04;

impl Index {
    pub(super) fn build_themes(&mut self, catalog: &Catalog) {
        let mut ids: FxHashMap<String, u32> = FxHashMap::default();
        for t in &catalog.titles {
            let mut words: Vec<u32> = description_themes(&t.description)
                .map(|w| match ids.get(w) {
                    Some(&id) => id,
                    None => {
                        let id = self.theme_text.len() as u32;
                        ids.insert(w.to_owned(), id);
                        self.theme_text.push(w.to_owned());
                        self.theme_df.push(0);
                        id
                    }
                })
                .collect();
            words.sort_unstable();
            words.dedup();
            for &w in &words {
                self.theme_df[w as usize] += 1;
            }
            self.themes.push(words);
        }
        let max_df = self.max_theme_df();
        self.theme_nameable = if self.has_embeddings {
            coherence(catalog, &self.themes, &self.theme_df, max_df)
                .into_iter()
                .map(|c| c.is_some_and(|c| c >= MIN_COHERENCE))
                .collect()
        } else {
            // Without story vectors rarity is the only test there is.
            vec![true; self.theme_text.len()]
        };
    }

    /// The most common a word may be and still name a theme: 2% of the titles.
    fn max_theme_df(&self) -> u32 {
        (self.themes.len() as u32 / 50).max(3)
    }

    /// The most specific description word two titles share, if any is specific enough to name
    /// (see the module's comment), and not `said` already (by an explanation's genres or premise).
    pub fn shared_theme(
        &self,
        a: TitleId,
        b: TitleId,
        said: impl Fn(&str) -> bool,
    ) -> Option<&str> {
        let (wa, wb) = (&self.themes[a as usize], &self.themes[b as usize]);
        let max_df = self.max_theme_df();
        let mut best: Option<u32> = None;
        let (mut i, mut j) = (0, 0);
        while i < wa.len() && j < wb.len() {
            match wa[i].cmp(&wb[j]) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    let w = wa[i];
                    let df = self.theme_df[w as usize];
                    if df >= 2
                        && df <= max_df
                        && self.theme_nameable[w as usize]
                        && best.is_none_or(|b| df < self.theme_df[b as usize])
                        && !said(&self.theme_text[w as usize])
                    {
                        best = Some(w);
                    }
                    i += 1;
                    j += 1;
                }
            }
        }
        best.map(|w| self.theme_text[w as usize].as_str())
    }
}

/// Per word, how much more its titles' story vectors agree than the catalog's titles do (the
/// mean pairwise cosine of each, from the sums of the unit vectors: |Σe|² = n + Σ_{i≠j} e_i·e_j);
/// None for a word too rare or too common to be named anyway.
fn coherence(catalog: &Catalog, themes: &[Vec<u32>], df: &[u32], max_df: u32) -> Vec<Option<f32>> {
    let mean_pair_cosine = |sum: &[f32], n: usize| -> f32 {
        let norm2: f32 = sum.iter().map(|x| x * x).sum();
        (norm2 - n as f32) / (n as f32 * (n as f32 - 1.0))
    };
    let mut all = vec![0f32; EMBEDDING_DIM];
    let mut counted = 0;
    // Each counted word's titles, so one word's vectors are summed at a time in one buffer.
    let mut titles: Vec<Vec<TitleId>> = vec![Vec::new(); df.len()];
    for (id, words) in themes.iter().enumerate() {
        let id = id as TitleId;
        let Some(e) = catalog.embedding(id) else {
            continue;
        };
        add(&mut all, e);
        counted += 1;
        for &w in words {
            if (2..=max_df).contains(&df[w as usize]) {
                titles[w as usize].push(id);
            }
        }
    }
    if counted < 2 {
        return vec![None; df.len()];
    }
    let baseline = mean_pair_cosine(&all, counted);
    let mut sum = vec![0f32; EMBEDDING_DIM];
    titles
        .iter()
        .map(|ids| {
            if ids.len() < 2 {
                return None;
            }
            sum.fill(0.0);
            for e in ids.iter().filter_map(|&id| catalog.embedding(id)) {
                add(&mut sum, e);
            }
            Some(mean_pair_cosine(&sum, ids.len()) - baseline)
        })
        .collect()
}

fn add(sum: &mut [f32], e: &[f32]) {
    for (s, x) in sum.iter_mut().zip(e) {
        *s += x;
    }
}

#[cfg(test)]
mod tests {
    use catalog::{Kind, Title};

    use super::*;
    use crate::tuning::Tuning;

    /// A unit story vector: `w0` along axis 0 (the stories the topical word tells), the rest along
    /// the title's own axis.
    fn story(own_axis: usize, w0: f32) -> Vec<f32> {
        let mut v = vec![0f32; EMBEDDING_DIM];
        v[0] = w0;
        v[own_axis] = (1.0 - w0 * w0).sqrt();
        v
    }

    #[test]
    fn a_rare_word_is_named_only_when_its_titles_tell_alike_stories() {
        // "wolves" is in ten titles that lean the same way, "five" in eight spread over the
        // catalog; the two titles compared use both. Rarer, "five" was the word named.
        let mut titles = Vec::new();
        let mut embeddings = Vec::new();
        let mut add = |description: String, vector: Vec<f32>| {
            let n = titles.len();
            let mut t = Title::named(format!("t{n}"), &format!("Title {n}"), Kind::Show, None);
            t.description = description;
            titles.push(t);
            embeddings.extend(vector);
        };
        for i in 0..2 {
            add(
                format!("Chased by wolves, five run {i}."),
                story(1 + i, 0.6),
            );
        }
        for i in 0..8 {
            add("A pack of wolves.".into(), story(3 + i, 0.6));
        }
        for i in 0..6 {
            add("They meet five strangers.".into(), story(20 + i, 0.0));
        }
        for i in 0..600 {
            add("Nothing shared here.".into(), story(40 + i % 300, 0.0));
        }
        let catalog = Catalog::new(titles, embeddings);
        let index = Index::build(&catalog, &Tuning::default());
        assert!(index.theme_df[index.theme_text.iter().position(|w| w == "five").unwrap()] < 10);
        assert_eq!(index.shared_theme(0, 1, |_| false), Some("wolves"));

        let without_stories = Catalog::new(catalog.titles.clone(), vec![]);
        let index = Index::build(&without_stories, &Tuning::default());
        assert_eq!(
            index.shared_theme(0, 1, |_| false),
            Some("five"),
            "without story vectors the rarer word is named"
        );
    }
}
