//! The systems under comparison, behind one trait: given what a user typed, ten movie picks.
//! The baselines resolve inputs with the same resolver the API uses, so every system starts from
//! the same understanding of the input and none can score by repeating it.

use std::collections::HashSet;

use catalog::{Catalog, Kind, TitleId};

use crate::split::{splitmix64, Rng};

/// What a system answered for one user.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Outcome {
    pub picks: Vec<TitleId>,
    /// How many of the inputs the system resolved to a catalog title.
    pub resolved: usize,
    /// Set when the system refused the request; the user then scores zero.
    pub error: Option<String>,
}

pub trait Recommender {
    fn name(&self) -> &str;
    fn recommend(&self, inputs: &[String], limit: usize) -> Outcome;
}

/// Catalog ids of the typed inputs, through the API's resolver with the movie box's hint.
pub fn resolve_inputs(catalog: &Catalog, inputs: &[String]) -> Vec<TitleId> {
    inputs
        .iter()
        .filter_map(|i| catalog.resolve(i, Some(Kind::Movie)))
        .map(|r| r.id)
        .collect()
}

fn catalog_movies(catalog: &Catalog) -> Vec<TitleId> {
    catalog
        .titles
        .iter()
        .filter(|t| t.kind == Kind::Movie)
        .map(|t| t.id)
        .collect()
}

/// Uniformly random catalog movies, excluding the inputs. The generator is seeded from the run's
/// seed and the inputs, so a user gets the same picks whatever order users are evaluated in.
pub struct RandomPicks<'a> {
    catalog: &'a Catalog,
    movies: Vec<TitleId>,
    seed: u64,
}

impl<'a> RandomPicks<'a> {
    pub fn new(catalog: &'a Catalog, seed: u64) -> RandomPicks<'a> {
        RandomPicks {
            catalog,
            movies: catalog_movies(catalog),
            seed,
        }
    }

    fn rng_for(&self, inputs: &[String]) -> Rng {
        let mixed = inputs
            .iter()
            .flat_map(|s| s.bytes().chain(std::iter::once(0)))
            .fold(self.seed, |h, b| splitmix64(h ^ u64::from(b)));
        Rng::new(mixed)
    }
}

impl Recommender for RandomPicks<'_> {
    fn name(&self) -> &str {
        "random"
    }

    fn recommend(&self, inputs: &[String], limit: usize) -> Outcome {
        let resolved = resolve_inputs(self.catalog, inputs);
        let mut taken: HashSet<TitleId> = resolved.iter().copied().collect();
        let available = self.movies.iter().filter(|m| !taken.contains(m)).count();
        let want = limit.min(available);
        let mut rng = self.rng_for(inputs);
        let mut picks = Vec::with_capacity(want);
        while picks.len() < want {
            let candidate = self.movies[rng.below(self.movies.len())];
            if taken.insert(candidate) {
                picks.push(candidate);
            }
        }
        Outcome {
            picks,
            resolved: resolved.len(),
            error: None,
        }
    }
}

/// The most-voted catalog movies on IMDb, excluding the inputs: the bar any engine must clear.
pub struct Popularity<'a> {
    catalog: &'a Catalog,
    by_votes: Vec<TitleId>,
}

impl<'a> Popularity<'a> {
    pub fn new(catalog: &'a Catalog) -> Popularity<'a> {
        let mut by_votes = catalog_movies(catalog);
        let votes = |id: &TitleId| catalog.get(*id).and_then(|t| t.imdb_votes).unwrap_or(0);
        by_votes.sort_by(|a, b| votes(b).cmp(&votes(a)).then(a.cmp(b)));
        Popularity { catalog, by_votes }
    }
}

impl Recommender for Popularity<'_> {
    fn name(&self) -> &str {
        "popularity (IMDb votes)"
    }

    fn recommend(&self, inputs: &[String], limit: usize) -> Outcome {
        let resolved = resolve_inputs(self.catalog, inputs);
        let picks = self
            .by_votes
            .iter()
            .copied()
            .filter(|id| !resolved.contains(id))
            .take(limit)
            .collect();
        Outcome {
            picks,
            resolved: resolved.len(),
            error: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_catalog::{catalog_of, movie, show};

    fn small_catalog() -> Catalog {
        catalog_of(vec![
            movie(0, "Alpha", None, 10),
            movie(1, "Beta", None, 500),
            movie(2, "Gamma", None, 300),
            show(3, "Delta", 9_999),
            movie(4, "Epsilon", None, 400),
            movie(5, "Zeta", None, 20),
        ])
    }

    #[test]
    fn popularity_ranks_movies_by_votes_without_inputs_or_shows() {
        let c = small_catalog();
        let out = Popularity::new(&c).recommend(&["beta".to_string(), "Nope".to_string()], 3);
        assert_eq!(out.picks, vec![4, 2, 5]);
        assert_eq!(out.resolved, 1);
    }

    #[test]
    fn random_is_seeded_distinct_and_excludes_inputs() {
        let c = small_catalog();
        let inputs = vec!["Alpha".to_string()];
        let sys = RandomPicks::new(&c, 42);
        let out = sys.recommend(&inputs, 10);
        // Four movies remain once Alpha is out and the show is never a movie pick.
        let mut sorted = out.picks.clone();
        sorted.sort();
        assert_eq!(sorted, vec![1, 2, 4, 5]);
        assert_eq!(out.picks, sys.recommend(&inputs, 10).picks);
        assert_eq!(sys.recommend(&inputs, 2).picks.len(), 2);
    }
}
