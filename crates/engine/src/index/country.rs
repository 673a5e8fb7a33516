//! Production countries as taste: one bit per country, weighed by how distinctive it is, and the
//! fit of a candidate's countries to an input's ([`Index::country_fit`]). A fan of Korean cinema
//! wants Korean films; a fan of an American film has not asked for American ones.

use catalog::{Kind, Title, TitleId};

use super::Index;
use rustc_hash::{FxHashMap, FxHashSet};

/// One bit per production country, most common first so the 64 bits cover nearly every title, and
/// each bit's distinctiveness (1 - its count / the most common country's count).
pub(super) fn country_masks(titles: &[Title]) -> (Vec<u64>, Vec<f32>, Vec<String>) {
    let mut counts: FxHashMap<&str, usize> = FxHashMap::default();
    for t in titles {
        for c in &t.countries {
            *counts.entry(c.as_str()).or_default() += 1;
        }
    }
    let mut by_count: Vec<(&str, usize)> = counts.into_iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let bit: FxHashMap<&str, u64> = by_count
        .iter()
        .take(64)
        .enumerate()
        .map(|(i, (c, _))| (*c, 1u64 << i))
        .collect();
    let most = by_count.first().map_or(1, |(_, n)| *n).max(1) as f32;
    let mut distinct: Vec<f32> = by_count
        .iter()
        .take(64)
        .map(|(_, n)| 1.0 - *n as f32 / most)
        .collect();
    distinct.resize(64, 1.0);
    let codes = by_count
        .iter()
        .take(64)
        .map(|(c, _)| c.to_string())
        .collect();
    let masks = titles
        .iter()
        .map(|t| {
            t.countries
                .iter()
                .filter_map(|c| bit.get(c.as_str()))
                .fold(0, |m, b| m | b)
        })
        .collect();
    (masks, distinct, codes)
}

/// Each distinct non-empty country mask among `ids` with its share of those that list one.
pub(super) fn country_mix(ids: &[TitleId], masks: &[u64]) -> Vec<(u64, f32)> {
    let mut counts: FxHashMap<u64, u32> = FxHashMap::default();
    for &id in ids {
        if let Some(&m) = masks.get(id as usize).filter(|&&m| m != 0) {
            *counts.entry(m).or_default() += 1;
        }
    }
    let listed = counts.values().sum::<u32>().max(1) as f32;
    let mut mix: Vec<(u64, f32)> = counts
        .into_iter()
        .map(|(m, n)| (m, n as f32 / listed))
        .collect();
    // A fixed order, so the expected fit sums the same way on every run.
    mix.sort_unstable_by_key(|&(m, _)| m);
    mix
}

/// What the country fit needs of one input, gathered once per request ([`Index::country_query`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CountryQuery {
    mask: u64,
    /// The fit of a candidate sharing none of the input's countries, before its own foreign miss.
    miss: f32,
    /// The fit of a candidate that lists no country.
    unlisted: f32,
}

impl Index {
    /// Each kind's mix of country lists, and from it the fit of an unlisted candidate to every
    /// distinct country list a title has ([`Index::country_query`]): summed here once per list,
    /// so a request only looks it up.
    pub(super) fn build_unlisted_fits(&mut self) {
        for k in [&mut self.movies, &mut self.shows] {
            k.country_mix = country_mix(&k.ids, &self.country_mask);
        }
        let lists: FxHashSet<u64> = self
            .country_mask
            .iter()
            .copied()
            .filter(|&m| m != 0)
            .collect();
        self.unlisted_fit = lists
            .into_iter()
            .map(|m| {
                (
                    m,
                    [Kind::Show, Kind::Movie].map(|k| self.expected_fit(k, m)),
                )
            })
            .collect();
    }

    /// How well a candidate's production countries fit an input's, 0..=1, weighed by how distinctive
    /// the countries are: sharing a rare country (two Korean films) is strong evidence and lacking
    /// the input's rare country a strong miss, while sharing or lacking the most common one (US) says
    /// nothing (0.5, as when the input lists none). A fan of Korean cinema wants Korean films; a fan
    /// of an American film has not asked for American ones, but a pick from a distinctive country it
    /// lacks is a step away from it (`country_foreign`). A shared country counts as far as the
    /// two titles' countries agree (shared over all of them), so co-productions that share one
    /// partner country are not taken for the same cinema. A candidate of `kind` that lists no
    /// country fits as a title of its kind would on average ([`Index::country_query`]).
    pub fn country_fit(&self, kind: Kind, candidate: u64, input: u64) -> f32 {
        self.country_fit_to(
            candidate,
            self.foreign_miss(candidate),
            &self.country_query(kind, input),
        )
    }

    /// [`Index::country_fit`] with the input's side gathered once ([`Index::country_query`]) and
    /// the candidate's miss precomputed ([`Index::foreign_miss`]): the scorer computes each once
    /// per title rather than once per pair.
    #[inline]
    pub fn country_fit_to(&self, candidate: u64, candidate_miss: f32, input: &CountryQuery) -> f32 {
        if candidate == 0 {
            input.unlisted
        } else {
            self.listed_country_fit(candidate, input.mask, input.miss, candidate_miss)
        }
    }

    /// The input's side of the country fit for candidates of `kind`. A candidate that lists no
    /// country gets the fit a candidate of its kind has on average, not a neutral 0.5: a fifth of
    /// the catalog lists none, nearly all of it listings nobody rated, and for an input from a
    /// distinctive country (Bluey is Australian, Sherlock British) a neutral 0.5 put those listings
    /// above every title known to come from elsewhere. Measured in crates/engine/JOURNAL.md
    /// ("seventeenth session").
    pub fn country_query(&self, kind: Kind, input: u64) -> CountryQuery {
        let unlisted = match self.unlisted_fit.get(&input) {
            Some(fits) => fits[usize::from(kind == Kind::Movie)],
            None => self.expected_fit(kind, input),
        };
        CountryQuery {
            mask: input,
            miss: self.country_miss(input),
            unlisted,
        }
    }

    /// The mean fit of a candidate of `kind` to an input with countries `input`, over the
    /// candidates that list a country (0.5 when the input or the kind lists none).
    fn expected_fit(&self, kind: Kind, input: u64) -> f32 {
        let mix = &self.kind(kind).country_mix;
        if input == 0 || mix.is_empty() {
            return 0.5;
        }
        let miss = self.country_miss(input);
        mix.iter()
            .map(|&(m, share)| {
                share * self.listed_country_fit(m, input, miss, self.foreign_miss(m))
            })
            .sum()
    }

    /// The fit of two titles' country lists (0.5 when either is empty).
    #[inline]
    fn listed_country_fit(
        &self,
        candidate: u64,
        input: u64,
        input_miss: f32,
        candidate_miss: f32,
    ) -> f32 {
        if candidate == 0 || input == 0 {
            return 0.5;
        }
        let shared = candidate & input;
        if shared != 0 {
            // A shared country says as much as the two titles' countries agree: a US-Canadian
            // horror film and a British-Irish-US-Canadian drama share Canada, but that says less
            // of a taste than two Canadian titles sharing it.
            let agreement = shared.count_ones() as f32 / (candidate | input).count_ones() as f32;
            0.5 + 0.5 * self.strongest_country(shared) * agreement
        } else {
            input_miss.min(candidate_miss)
        }
    }

    /// The fit of a candidate that shares none of `input`'s countries, by what the input asks.
    pub fn country_miss(&self, input: u64) -> f32 {
        0.5 - 0.5 * self.strongest_country(input)
    }

    /// The fit of a candidate from `candidate`'s countries to an input that shares none of them,
    /// by how far its own distinctive country steps away (`country_foreign` of the reverse miss).
    pub fn foreign_miss(&self, candidate: u64) -> f32 {
        0.5 - 0.5 * self.country_foreign * self.strongest_country(candidate)
    }

    #[inline]
    fn strongest_country(&self, mask: u64) -> f32 {
        self.most_distinctive_country(mask).map_or(0.0, |(_, d)| d)
    }

    /// The most distinctive country in `mask` (of equals, the lowest bit, the more common one):
    /// its bit and its distinctiveness.
    #[inline]
    pub fn most_distinctive_country(&self, mut mask: u64) -> Option<(usize, f32)> {
        let mut best: Option<(usize, f32)> = None;
        while mask != 0 {
            let bit = mask.trailing_zeros() as usize;
            let d = self.country_distinct[bit];
            if best.is_none_or(|(_, b)| d > b) {
                best = Some((bit, d));
            }
            mask &= mask - 1;
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::KindIndex;
    use crate::tuning::Tuning;

    #[test]
    fn a_shared_country_counts_as_far_as_the_titles_countries_agree() {
        let (us, ca, gb, ie, kr) = (1u64, 2u64, 4u64, 8u64, 16u64);
        let index = Index {
            country_distinct: vec![0.0, 0.9, 0.8, 0.95, 0.98],
            ..Index::default()
        };
        let fit = |candidate, input| index.country_fit(Kind::Movie, candidate, input);
        assert!(
            (fit(kr, kr) - (0.5 + 0.5 * 0.98)).abs() < 1e-6,
            "one country, shared"
        );
        let witch = us | ca;
        assert!(
            fit(us | ca, witch) > fit(gb | us | ca | ie, witch) + 0.1,
            "a four-country co-production shares Canada less than another US-Canadian title"
        );
        assert!(
            fit(gb | us | ca | ie, witch) > 0.5,
            "still more than nothing shared"
        );
        assert_eq!(fit(us, us), 0.5, "the most common country says nothing");
        assert!(
            fit(us, kr) < 0.05,
            "missing a rare country is a strong miss"
        );
    }

    #[test]
    fn a_pick_from_a_distinctive_country_the_input_lacks_is_a_step_away() {
        let (us, kr) = (1u64, 16u64);
        let index = Index {
            country_distinct: vec![0.0, 0.9, 0.8, 0.95, 0.98],
            country_foreign: Tuning::default().country_foreign,
            ..Index::default()
        };
        let fit = |candidate, input| index.country_fit(Kind::Movie, candidate, input);
        assert!(fit(kr, us) < 0.4, "a Korean pick for an American title");
        assert!(
            fit(kr, us) > fit(us, kr) + 0.2,
            "milder than an American pick for a Korean title"
        );
        assert_eq!(
            fit(us, us),
            0.5,
            "the most common country still says nothing"
        );
        assert_eq!(fit(us, 0), 0.5, "an input without countries asks nothing");
    }

    #[test]
    fn a_title_listing_no_country_fits_as_the_average_title_of_its_kind_would() {
        let (us, kr) = (1u64, 16u64);
        let ids: Vec<TitleId> = (0..5).collect();
        // Four American films, one Korean, and one film that lists no country (id 5).
        let masks = [us, us, us, us, kr, 0];
        let index = Index {
            country_distinct: vec![0.0, 0.9, 0.8, 0.95, 0.98],
            country_foreign: Tuning::default().country_foreign,
            movies: KindIndex {
                country_mix: country_mix(&ids, &masks),
                ..KindIndex::default()
            },
            ..Index::default()
        };
        let fit = |candidate, input| index.country_fit(Kind::Movie, candidate, input);
        let expected = 0.8 * fit(us, kr) + 0.2 * fit(kr, kr);
        assert!(
            (fit(0, kr) - expected).abs() < 1e-6,
            "the kind's mix, weighed"
        );
        assert!(
            fit(0, kr) < 0.3,
            "no longer a neutral 0.5 for a Korean film's fan, who asked for Korean films"
        );
        assert!(
            fit(0, kr) > fit(us, kr),
            "above a title known to come from elsewhere"
        );
        assert_eq!(fit(0, 0), 0.5, "an input without countries asks nothing");
        assert_eq!(
            index.country_fit(Kind::Show, 0, kr),
            0.5,
            "a kind with no listed countries knows nothing of them"
        );
    }
}
