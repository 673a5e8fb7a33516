//! One evaluation run: every system over the same test users, in the same process.

use std::sync::Arc;

use catalog::{Catalog, Kind, TitleId};
use engine::{Engine, Tuning};

use crate::couples::run_couples;
use crate::engine_system::EngineSystem;
use crate::error::EvalError;
use crate::evaluate::evaluate;
use crate::fan_test::{self, FanCase};
use crate::member_lists;
use crate::movielens::MovieLens;
use crate::promises;
use crate::protocol::{prepare, ProtocolConfig};
use crate::report::{ratios, InputStats, Report};
use crate::resolver_check;
use crate::systems::{Popularity, RandomPicks, Recommender};

pub const ENGINE_CONTENT: &str = "engine (content only)";
pub const ENGINE_COMMUNITY: &str = "engine + community";

#[derive(Debug, Clone)]
pub struct RunOptions {
    pub k: usize,
    pub seed: u64,
    pub protocol: ProtocolConfig,
    /// Fan-test cases run through the content-only engine and the popularity baseline; none skips it.
    pub fan_cases: Vec<FanCase>,
    /// The team's own sets, each named by its file (crates/eval/fan-test-team.json and
    /// fan-test-fresh.json): a check that what the dev cases reward generalises, never a set to
    /// tune on; none skips them.
    pub team_sets: Vec<(String, Vec<FanCase>)>,
    /// Engine weights (the defaults unless a sweep overrides them).
    pub tuning: Tuning,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            k: 10,
            seed: 42,
            protocol: ProtocolConfig::default(),
            fan_cases: Vec::new(),
            team_sets: Vec::new(),
            tuning: Tuning::default(),
        }
    }
}

pub fn run(catalog: Arc<Catalog>, ml: &MovieLens, opts: &RunOptions) -> Result<Report, EvalError> {
    let catalog_movies = catalog
        .titles
        .iter()
        .filter(|t| t.kind == Kind::Movie)
        .count();
    if catalog_movies == 0 {
        return Err(EvalError::NoCatalogMovies);
    }
    let prepared = prepare(ml, &catalog, &opts.protocol);
    if prepared.test_users.is_empty() {
        return Err(EvalError::NoEligibleUsers {
            min_positives: opts.protocol.min_positives,
        });
    }
    // The community signal is built from what the server's loader reads back from members'
    // saved lists, not from the ids directly.
    let members = member_lists::through_store(&catalog, &prepared.community)?;
    let community: Vec<Vec<TitleId>> = members.lists;

    let content = Engine::with_tuning(Arc::clone(&catalog), None, opts.tuning);
    let with_community =
        Engine::with_tuning(Arc::clone(&catalog), None, opts.tuning).with_community(&community);
    let random = RandomPicks::new(&catalog, opts.seed);
    let popularity = Popularity::new(&catalog);
    let content_system = EngineSystem::new(ENGINE_CONTENT, &content);
    let community_system = EngineSystem::new(ENGINE_COMMUNITY, &with_community);
    let systems: [&dyn Recommender; 4] = [&random, &popularity, &content_system, &community_system];

    let results: Vec<_> = systems
        .iter()
        .map(|s| evaluate(*s, &prepared.test_users, &catalog, opts.k))
        .collect();
    let couples = run_couples(
        &popularity,
        &content_system,
        &content,
        &prepared.test_users,
        opts.k,
    );
    let fan_test = fan_test::run_all(&content, &catalog, &opts.fan_cases);
    let team_sets = opts
        .team_sets
        .iter()
        .map(|(file, cases)| fan_test::TeamSetResult {
            file: file.clone(),
            systems: fan_test::run_all(&content, &catalog, cases),
        })
        .collect();
    let promises = promises::check(&content, &catalog, &opts.fan_cases);
    let baseline = popularity.name().to_string();
    Ok(Report {
        k: opts.k,
        seed: opts.seed,
        catalog_movies,
        catalog_has_embeddings: !catalog.embeddings.is_empty(),
        inputs: InputStats {
            movies: ml.movies_stats,
            links: ml.links_stats,
            ratings: ml.ratings_stats,
        },
        resolver: resolver_check::check(&catalog, &prepared.test_users),
        protocol: prepared.stats,
        member_lists: Some((members.saved, members.loaded)),
        ratios: ratios(&results, &baseline),
        baseline,
        results,
        couples,
        fan_test,
        team_sets,
        promises: Some(promises),
        warnings: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::movielens::{Movie, Rating};
    use crate::split::is_test_user;
    use crate::test_catalog::{catalog_of, movie};

    /// 30 films; every user loves films 1..=8 in order, so each test user has 5 inputs and 3 held out.
    fn dataset() -> (Arc<Catalog>, MovieLens) {
        let titles = (0..30u32)
            .map(|i| {
                movie(
                    i,
                    &format!("Film {}", i + 1),
                    Some(&format!("tt{:07}", i + 1)),
                    100 + i,
                )
            })
            .collect();
        let mut ml = MovieLens::default();
        for m in 1..=30u32 {
            ml.movies.insert(
                m,
                Movie {
                    id: m,
                    raw_title: format!("Film {m} (2001)"),
                    typed_title: format!("Film {m}"),
                },
            );
            ml.imdb.insert(m, format!("tt{m:07}"));
        }
        for user in 1..=40u32 {
            ml.ratings.extend((1..=8u32).map(|m| Rating {
                user,
                movie: m,
                rating: 4.5,
                timestamp: i64::from(m),
            }));
        }
        (Arc::new(catalog_of(titles)), ml)
    }

    #[test]
    fn every_system_is_measured_on_the_same_test_users() {
        let (catalog, ml) = dataset();
        let report = run(catalog, &ml, &RunOptions::default()).unwrap();
        let expected_users = (1..=40u32).filter(|&u| is_test_user(u, 50)).count();
        let names: Vec<&str> = report.results.iter().map(|r| r.system.as_str()).collect();
        assert_eq!(
            names,
            [
                "random",
                "popularity (IMDb votes)",
                ENGINE_CONTENT,
                ENGINE_COMMUNITY
            ]
        );
        assert!(report.results.iter().all(|r| r.users == expected_users));
        assert_eq!(report.ratios.len(), 3);
        assert_eq!(report.resolver.correct, 5 * expected_users);
        // Inputs are films 1..=5 (ids 0..=4); popularity's top picks are the most-voted others,
        // films 30 down to 21, none of them held out (films 6..=8).
        let popularity = &report.results[1];
        assert_eq!((popularity.hit_rate, popularity.distinct), (0.0, 10));
        assert_eq!(popularity.resolved_share, 1.0);
    }

    #[test]
    fn a_run_without_eligible_users_is_an_error() {
        let (catalog, mut ml) = dataset();
        ml.ratings.retain(|r| r.movie <= 5);
        let err = run(catalog, &ml, &RunOptions::default()).unwrap_err();
        assert!(
            matches!(err, EvalError::NoEligibleUsers { min_positives: 6 }),
            "{err}"
        );
    }
}
