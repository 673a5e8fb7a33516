//! The evaluation protocol (ARCHITECTURE.md "Quality"): which users are measured, what they type,
//! what is held out, and the community lists built from everyone else.
//!
//! A rating ≥ 4 is a positive. Positives whose movie is not in the catalog (joined on IMDb id) are
//! dropped. A user with at least 6 remaining positives is eligible; eligible users are split by a
//! hash of their id into test users and community users. For a test user, positives sorted by
//! timestamp (ties by movieId) give the first 5 as typed titles and the rest as held-out catalog ids.
//! The community signal is built only from users who are not under test, so no test user's data,
//! inputs or held-out, can leak into it.

use std::collections::{BTreeMap, HashMap, HashSet};

use catalog::{Catalog, Kind, TitleId};

use crate::movielens::{MovieId, MovieLens, UserId};
use crate::split::is_test_user;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ProtocolConfig {
    pub positive_threshold: f32,
    pub min_positives: usize,
    pub inputs_per_user: usize,
    pub test_percent: u8,
}

impl Default for ProtocolConfig {
    fn default() -> Self {
        ProtocolConfig {
            positive_threshold: 4.0,
            min_positives: 6,
            inputs_per_user: 5,
            test_percent: crate::split::DEFAULT_TEST_PERCENT,
        }
    }
}

/// One measured user.
#[derive(Debug, Clone, PartialEq)]
pub struct TestUser {
    pub user_id: UserId,
    /// The first positives as the user would type them.
    pub inputs: Vec<String>,
    /// The catalog ids of those inputs by the IMDb join (the truth, not what the resolver finds).
    pub input_ids: Vec<TitleId>,
    /// Later positives, de-duplicated and never one of `input_ids`.
    pub held_out: HashSet<TitleId>,
}

/// One other member's saved list, for the community signal.
#[derive(Debug, Clone, PartialEq)]
pub struct CommunityList {
    pub user_id: UserId,
    pub titles: Vec<TitleId>,
}

#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct ProtocolStats {
    pub ratings: usize,
    pub positives: usize,
    pub positives_in_catalog: usize,
    pub users: usize,
    pub eligible_users: usize,
    pub test_users: usize,
    pub community_users: usize,
    pub community_positives: usize,
}

#[derive(Debug, Clone, Default)]
pub struct Prepared {
    pub test_users: Vec<TestUser>,
    pub community: Vec<CommunityList>,
    pub stats: ProtocolStats,
}

/// A positive joined to the catalog.
#[derive(Debug, Clone, Copy)]
struct Positive {
    movie: MovieId,
    title: TitleId,
    timestamp: i64,
}

/// IMDb id → the catalog movie carrying it (the most-voted one when several do).
pub fn imdb_index(catalog: &Catalog) -> HashMap<&str, TitleId> {
    let mut index: HashMap<&str, TitleId> = HashMap::new();
    for t in catalog.titles.iter().filter(|t| t.kind == Kind::Movie) {
        let Some(imdb) = t.imdb_id.as_deref() else {
            continue;
        };
        let votes = |id: TitleId| catalog.get(id).and_then(|t| t.imdb_votes).unwrap_or(0);
        index
            .entry(imdb)
            .and_modify(|current| {
                if t.imdb_votes.unwrap_or(0) > votes(*current) {
                    *current = t.id;
                }
            })
            .or_insert(t.id);
    }
    index
}

pub fn prepare(ml: &MovieLens, catalog: &Catalog, config: &ProtocolConfig) -> Prepared {
    let imdb = imdb_index(catalog);
    let mut stats = ProtocolStats {
        ratings: ml.ratings.len(),
        ..ProtocolStats::default()
    };
    // BTreeMap: users come out in id order, so the run is reproducible.
    let mut by_user: BTreeMap<UserId, Vec<Positive>> = BTreeMap::new();
    let mut users = HashSet::new();
    for r in &ml.ratings {
        users.insert(r.user);
        if r.rating < config.positive_threshold {
            continue;
        }
        stats.positives += 1;
        let title = ml.imdb.get(&r.movie).and_then(|id| imdb.get(id.as_str()));
        if let Some(&title) = title {
            stats.positives_in_catalog += 1;
            by_user.entry(r.user).or_default().push(Positive {
                movie: r.movie,
                title,
                timestamp: r.timestamp,
            });
        }
    }
    stats.users = users.len();

    let mut prepared = Prepared::default();
    for (user_id, mut positives) in by_user {
        positives.sort_by_key(|p| (p.timestamp, p.movie));
        dedup_by_title(&mut positives);
        let eligible = positives.len() >= config.min_positives;
        stats.eligible_users += usize::from(eligible);
        if eligible && is_test_user(user_id, config.test_percent) {
            if let Some(user) = test_user(user_id, &positives, ml, config) {
                prepared.test_users.push(user);
            }
        } else {
            stats.community_positives += positives.len();
            prepared.community.push(CommunityList {
                user_id,
                titles: positives.iter().map(|p| p.title).collect(),
            });
        }
    }
    stats.test_users = prepared.test_users.len();
    stats.community_users = prepared.community.len();
    prepared.stats = stats;
    prepared
}

/// Keeps the earliest positive per catalog title (a re-rating, or two MovieLens ids for one film).
fn dedup_by_title(positives: &mut Vec<Positive>) {
    let mut seen = HashSet::new();
    positives.retain(|p| seen.insert(p.title));
}

fn test_user(
    user_id: UserId,
    positives: &[Positive],
    ml: &MovieLens,
    config: &ProtocolConfig,
) -> Option<TestUser> {
    let (first, rest) = positives.split_at(config.inputs_per_user.min(positives.len()));
    let inputs = first
        .iter()
        .map(|p| ml.movies.get(&p.movie).map(|m| m.typed_title.clone()))
        .collect::<Option<Vec<_>>>();
    // A positive whose movie row was malformed has no typed title; such a user cannot be asked
    // fairly, so they are left out rather than given fewer inputs.
    let inputs = inputs?;
    let input_ids: Vec<TitleId> = first.iter().map(|p| p.title).collect();
    let held_out: HashSet<TitleId> = rest.iter().map(|p| p.title).collect();
    (!held_out.is_empty()).then_some(TestUser {
        user_id,
        inputs,
        input_ids,
        held_out,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::movielens::{Movie, Rating};
    use crate::test_catalog::{catalog_of, movie};

    /// MovieLens with movie i (1..=n) titled "Film i" linked to tt000000i.
    fn movielens(n: u32, ratings: Vec<Rating>) -> MovieLens {
        let mut ml = MovieLens {
            ratings,
            ..MovieLens::default()
        };
        for i in 1..=n {
            ml.movies.insert(
                i,
                Movie {
                    id: i,
                    raw_title: format!("Film {i} (2000)"),
                    typed_title: format!("Film {i}"),
                },
            );
            ml.imdb.insert(i, format!("tt{i:07}"));
        }
        ml
    }

    fn rate(user: u32, movie: u32, rating: f32, timestamp: i64) -> Rating {
        Rating {
            user,
            movie,
            rating,
            timestamp,
        }
    }

    /// Catalog ids equal MovieLens id - 1 in these tests.
    fn catalog(n: u32) -> Catalog {
        catalog_of(
            (1..=n)
                .map(|i| {
                    movie(
                        i - 1,
                        &format!("Film {i}"),
                        Some(&format!("tt{i:07}")),
                        1000 * i,
                    )
                })
                .collect(),
        )
    }

    fn users_where(test: bool, count: usize) -> Vec<u32> {
        (1..)
            .filter(|&u| is_test_user(u, 50) == test)
            .take(count)
            .collect()
    }

    #[test]
    fn inputs_are_the_first_five_by_time_and_ties_by_movie_id() {
        let user = users_where(true, 1)[0];
        let ratings = vec![
            rate(user, 9, 5.0, 50),
            rate(user, 3, 4.0, 10),
            rate(user, 2, 4.0, 10),
            rate(user, 8, 4.5, 40),
            rate(user, 7, 3.5, 5), // not a positive
            rate(user, 6, 4.0, 30),
            rate(user, 5, 4.0, 20),
            rate(user, 4, 4.0, 60),
            rate(user, 99, 5.0, 1), // not in the catalog
        ];
        let p = prepare(
            &movielens(10, ratings),
            &catalog(10),
            &ProtocolConfig::default(),
        );
        assert_eq!(p.test_users.len(), 1);
        let u = &p.test_users[0];
        assert_eq!(u.inputs, ["Film 2", "Film 3", "Film 5", "Film 6", "Film 8"]);
        assert_eq!(u.input_ids, [1, 2, 4, 5, 7]);
        assert_eq!(u.held_out, HashSet::from([8, 3]));
        assert_eq!(p.stats.positives, 8);
        assert_eq!(p.stats.positives_in_catalog, 7);
    }

    #[test]
    fn users_with_too_few_positives_are_community_not_tested() {
        let user = users_where(true, 1)[0];
        let ratings = (1..=5).map(|m| rate(user, m, 5.0, i64::from(m))).collect();
        let p = prepare(
            &movielens(10, ratings),
            &catalog(10),
            &ProtocolConfig::default(),
        );
        assert!(p.test_users.is_empty());
        assert_eq!(
            p.community,
            vec![CommunityList {
                user_id: user,
                titles: vec![0, 1, 2, 3, 4]
            }]
        );
    }

    #[test]
    fn no_test_user_data_leaks_into_the_community_signal() {
        // Test users like films 1..=10 plus a film only they rate (11..); community users like
        // films 1..=10 only. The test users' private films must not appear in any community list.
        let test_users = users_where(true, 20);
        let community_users = users_where(false, 20);
        let mut ratings = Vec::new();
        for (i, &u) in test_users.iter().enumerate() {
            ratings.extend((1..=10).map(|m| rate(u, m, 4.5, i64::from(m))));
            ratings.push(rate(u, 11 + i as u32, 5.0, 100));
        }
        for &u in &community_users {
            ratings.extend((1..=10).map(|m| rate(u, m, 4.0, i64::from(m))));
        }
        let n = 11 + test_users.len() as u32;
        let p = prepare(
            &movielens(n, ratings),
            &catalog(n),
            &ProtocolConfig::default(),
        );

        assert_eq!(p.test_users.len(), test_users.len());
        let tested: HashSet<u32> = p.test_users.iter().map(|u| u.user_id).collect();
        assert!(p.community.iter().all(|c| !tested.contains(&c.user_id)));
        let private: HashSet<TitleId> = (10..n - 1).collect();
        assert!(p
            .test_users
            .iter()
            .all(|u| u.held_out.iter().any(|t| private.contains(t))));
        for list in &p.community {
            assert!(
                list.titles.iter().all(|t| !private.contains(t)),
                "user {} leaked",
                list.user_id
            );
        }
        assert_eq!(p.stats.community_users, community_users.len());
    }

    #[test]
    fn duplicate_positives_count_once_and_inputs_never_reappear_held_out() {
        let user = users_where(true, 1)[0];
        // Film 1 rated twice; films 1..=7 otherwise once.
        let mut ratings: Vec<Rating> = (1..=7).map(|m| rate(user, m, 4.0, i64::from(m))).collect();
        ratings.push(rate(user, 1, 5.0, 100));
        let p = prepare(
            &movielens(7, ratings),
            &catalog(7),
            &ProtocolConfig::default(),
        );
        let u = &p.test_users[0];
        assert_eq!(u.input_ids, [0, 1, 2, 3, 4]);
        assert_eq!(u.held_out, HashSet::from([5, 6]));
    }
}
