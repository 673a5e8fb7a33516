//! Runs one system over the test users and averages the metrics.

use std::collections::HashSet;

use catalog::{Catalog, Kind, TitleId};
use serde::Serialize;

use crate::metrics::{hit_at_k, ndcg_at_k, recall_at_k};
use crate::protocol::TestUser;
use crate::systems::Recommender;

/// One row of the results table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SystemResult {
    pub system: String,
    pub users: usize,
    pub hit_rate: f64,
    pub ndcg: f64,
    pub recall: f64,
    /// Inputs the system resolved / inputs typed.
    pub resolved_share: f64,
    /// Distinct picks over all users / catalog movies.
    pub coverage: f64,
    pub distinct: usize,
    /// Distinct picks / picks shown: 1.0 when no two users share a pick, 1/users when all get one list.
    pub distinct_share: f64,
    /// Mean share of a list that another user's list also holds, over every pair of users: how much
    /// two people see the same titles.
    pub mean_overlap: f64,
    /// Mean IMDb votes over all picks that carry a vote count (None when none do).
    pub mean_votes: Option<f64>,
    /// Users whose request the system refused (they score zero).
    pub errors: usize,
    /// Users who got fewer than `k` picks.
    pub short_lists: usize,
}

pub fn evaluate(
    system: &dyn Recommender,
    users: &[TestUser],
    catalog: &Catalog,
    k: usize,
) -> SystemResult {
    let (mut hit, mut ndcg, mut recall) = (0.0, 0.0, 0.0);
    let (mut typed, mut resolved, mut errors, mut short_lists) = (0usize, 0usize, 0usize, 0usize);
    let mut distinct: HashSet<TitleId> = HashSet::new();
    let (mut votes_sum, mut votes_n) = (0.0f64, 0usize);
    let mut lists: Vec<HashSet<TitleId>> = Vec::with_capacity(users.len());
    for user in users {
        let out = system.recommend(&user.inputs, k);
        let picks = &out.picks[..out.picks.len().min(k)];
        lists.push(picks.iter().copied().collect());
        hit += hit_at_k(picks, &user.held_out, k);
        ndcg += ndcg_at_k(picks, &user.held_out, k);
        recall += recall_at_k(picks, &user.held_out, k);
        typed += user.inputs.len();
        resolved += out.resolved.min(user.inputs.len());
        errors += usize::from(out.error.is_some());
        short_lists += usize::from(picks.len() < k);
        for &id in picks {
            distinct.insert(id);
            if let Some(v) = catalog.get(id).and_then(|t| t.imdb_votes) {
                votes_sum += f64::from(v);
                votes_n += 1;
            }
        }
    }
    let catalog_movies = catalog
        .titles
        .iter()
        .filter(|t| t.kind == Kind::Movie)
        .count();
    let mean = |sum: f64| {
        if users.is_empty() {
            0.0
        } else {
            sum / users.len() as f64
        }
    };
    SystemResult {
        system: system.name().to_string(),
        users: users.len(),
        hit_rate: mean(hit),
        ndcg: mean(ndcg),
        recall: mean(recall),
        resolved_share: if typed == 0 {
            0.0
        } else {
            resolved as f64 / typed as f64
        },
        coverage: if catalog_movies == 0 {
            0.0
        } else {
            distinct.len() as f64 / catalog_movies as f64
        },
        distinct: distinct.len(),
        distinct_share: distinct_share(&lists),
        mean_overlap: mean_overlap(&lists, k),
        mean_votes: (votes_n > 0).then(|| votes_sum / votes_n as f64),
        errors,
        short_lists,
    }
}

/// Distinct titles over slots filled.
pub fn distinct_share(lists: &[HashSet<TitleId>]) -> f64 {
    let slots: usize = lists.iter().map(HashSet::len).sum();
    let distinct: HashSet<TitleId> = lists.iter().flatten().copied().collect();
    if slots == 0 {
        0.0
    } else {
        distinct.len() as f64 / slots as f64
    }
}

/// Mean of |A ∩ B| / k over every pair of lists.
pub fn mean_overlap(lists: &[HashSet<TitleId>], k: usize) -> f64 {
    let (mut sum, mut pairs) = (0.0f64, 0usize);
    for (i, a) in lists.iter().enumerate() {
        for b in &lists[i + 1..] {
            sum += a.intersection(b).count() as f64 / k.max(1) as f64;
            pairs += 1;
        }
    }
    if pairs == 0 {
        0.0
    } else {
        sum / pairs as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::Outcome;
    use crate::test_catalog::{catalog_of, movie};

    /// Answers a fixed list per first input.
    struct Fixed;

    impl Recommender for Fixed {
        fn name(&self) -> &str {
            "fixed"
        }
        fn recommend(&self, inputs: &[String], _limit: usize) -> Outcome {
            match inputs[0].as_str() {
                "u1" => Outcome {
                    picks: vec![1, 2],
                    resolved: 2,
                    error: None,
                },
                _ => Outcome {
                    picks: vec![],
                    resolved: 0,
                    error: Some("nothing resolved".into()),
                },
            }
        }
    }

    fn user(first: &str, held_out: &[TitleId]) -> TestUser {
        TestUser {
            user_id: 1,
            inputs: vec![first.to_string(), "x".to_string()],
            input_ids: vec![],
            held_out: held_out.iter().copied().collect(),
        }
    }

    #[test]
    fn averages_over_users_and_counts_refusals_as_zero() {
        let c = catalog_of(
            (0..4)
                .map(|i| movie(i, &format!("M{i}"), None, 100 * (i + 1)))
                .collect(),
        );
        let users = [user("u1", &[2]), user("u2", &[1])];
        let r = evaluate(&Fixed, &users, &c, 10);
        assert_eq!(r.users, 2);
        assert!((r.hit_rate - 0.5).abs() < 1e-9);
        // User 1: hit at rank 2 of one held out → 1/log2(3); user 2 scores 0.
        assert!((r.ndcg - 0.5 / 3f64.log2()).abs() < 1e-9);
        assert!((r.recall - 0.5).abs() < 1e-9);
        assert!((r.resolved_share - 0.5).abs() < 1e-9);
        assert_eq!(r.distinct, 2);
        assert!((r.coverage - 0.5).abs() < 1e-9);
        // Picks 1 and 2 have 200 and 300 votes.
        assert_eq!(r.mean_votes, Some(250.0));
        assert_eq!((r.errors, r.short_lists), (1, 2));
        // Two picks shown, both distinct; user 2's empty list shares nothing.
        assert!((r.distinct_share - 1.0).abs() < 1e-9);
        assert_eq!(r.mean_overlap, 0.0);
    }

    #[test]
    fn identical_lists_overlap_fully_and_share_few_distinct_titles() {
        let lists: Vec<HashSet<TitleId>> = (0..4).map(|_| [1, 2].into_iter().collect()).collect();
        assert!((mean_overlap(&lists, 2) - 1.0).abs() < 1e-9);
        assert!((distinct_share(&lists) - 0.25).abs() < 1e-9);
        let disjoint: Vec<HashSet<TitleId>> = vec![[1].into(), [2].into()];
        assert_eq!(mean_overlap(&disjoint, 1), 0.0);
        assert!((distinct_share(&disjoint) - 1.0).abs() < 1e-9);
    }
}
