//! Couples: two test users each type their films and get one list of ten. A list that pleases
//! one of them and misses the other has failed, so the headline metric counts pairs where BOTH
//! find one of their own later favourites in the list, beside the weaker person's NDCG.
//!
//! The naive way to serve a couple is to pool both lists into one taste profile; the engine's
//! couples mode exists to beat that, and this table shows whether it does.

use std::collections::HashSet;

use catalog::{Kind, TitleId};
use engine::{Engine, Mode, Request};
use serde::Serialize;

use crate::engine_system::outcome;
use crate::metrics::{hit_at_k, ndcg_at_k};
use crate::protocol::TestUser;
use crate::systems::{Outcome, Recommender};

pub trait PairRecommender {
    fn name(&self) -> &str;
    fn recommend(&self, first: &[String], second: &[String], limit: usize) -> Outcome;
}

/// Both people's films as one person's list, alternating so neither list is cut off first: how a
/// single-user recommender would serve a couple.
pub struct Pooled<'a> {
    name: String,
    inner: &'a dyn Recommender,
}

impl<'a> Pooled<'a> {
    pub fn new(name: impl Into<String>, inner: &'a dyn Recommender) -> Pooled<'a> {
        Pooled {
            name: name.into(),
            inner,
        }
    }
}

impl PairRecommender for Pooled<'_> {
    fn name(&self) -> &str {
        &self.name
    }

    fn recommend(&self, first: &[String], second: &[String], limit: usize) -> Outcome {
        self.inner.recommend(&interleave(first, second), limit)
    }
}

fn interleave(first: &[String], second: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(first.len() + second.len());
    for i in 0..first.len().max(second.len()) {
        out.extend(first.get(i).cloned());
        out.extend(second.get(i).cloned());
    }
    out
}

/// The engine's couples mode, as `POST /api/couple-recommendations` asks it for films.
pub struct EngineCouples<'a> {
    name: String,
    engine: &'a Engine,
}

impl<'a> EngineCouples<'a> {
    pub fn new(name: impl Into<String>, engine: &'a Engine) -> EngineCouples<'a> {
        EngineCouples {
            name: name.into(),
            engine,
        }
    }
}

impl PairRecommender for EngineCouples<'_> {
    fn name(&self) -> &str {
        &self.name
    }

    fn recommend(&self, first: &[String], second: &[String], limit: usize) -> Outcome {
        let mode = Mode::Couples {
            person1: first.to_vec(),
            person2: second.to_vec(),
        };
        let mut request = Request::new(mode, Kind::Movie);
        request.limit = limit;
        outcome(self.engine.recommend(&request))
    }
}

/// Test users two by two in their given order (an odd last one sits out). The order comes from
/// the seeded user split, so pairs are strangers with unrelated tastes: the hard case.
pub fn pairs(users: &[TestUser]) -> Vec<(&TestUser, &TestUser)> {
    users.chunks_exact(2).map(|p| (&p[0], &p[1])).collect()
}

/// One row of the couples table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CouplesResult {
    pub system: String,
    pub pairs: usize,
    /// Share of pairs where each person finds at least one of their held-out films in the list.
    pub both_hit: f64,
    /// Mean over pairs of the lower of the two people's NDCG@k.
    pub min_ndcg: f64,
    /// Mean over pairs of the two people's average NDCG@k.
    pub mean_ndcg: f64,
    pub distinct: usize,
    /// Whether both people hit, pair by pair, in the order of the pairs (for [`sign_test`]).
    #[serde(skip)]
    pub both_hit_pairs: Vec<bool>,
}

/// Two systems' both-hit outcomes compared pair by pair: the pairs only the first serves, the
/// pairs only the second serves, and the exact two-sided sign test's p-value over those
/// discordant pairs. On a hundred pairs one pair moves both-hit by about 0.01, so a difference
/// of a pair or two between two rows is not a difference between the systems; this says how
/// far apart they are.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SignTest {
    pub first_only: usize,
    pub second_only: usize,
    pub p_value: f64,
}

/// The sign test of two equally long per-pair outcome lists (None when their lengths differ).
pub fn sign_test(first: &[bool], second: &[bool]) -> Option<SignTest> {
    if first.len() != second.len() {
        return None;
    }
    let first_only = first
        .iter()
        .zip(second)
        .filter(|(a, b)| **a && !**b)
        .count();
    let second_only = first
        .iter()
        .zip(second)
        .filter(|(a, b)| !**a && **b)
        .count();
    let n = first_only + second_only;
    // P(X <= min) for X ~ Binomial(n, 1/2), doubled: the probability mass walked term by term
    // from 0.5^n (n is at most a few hundred pairs, well inside f64's range).
    let mut term = 0.5f64.powi(n as i32);
    let mut tail = 0.0;
    for i in 0..=first_only.min(second_only) {
        tail += term;
        term *= (n - i) as f64 / (i + 1) as f64;
    }
    Some(SignTest {
        first_only,
        second_only,
        p_value: (2.0 * tail).min(1.0),
    })
}

pub fn evaluate_pairs(
    system: &dyn PairRecommender,
    pairs: &[(&TestUser, &TestUser)],
    k: usize,
) -> CouplesResult {
    let (mut min_ndcg, mut mean_ndcg) = (0.0, 0.0);
    let mut distinct: HashSet<TitleId> = HashSet::new();
    let mut both_hit_pairs = Vec::with_capacity(pairs.len());
    for (first, second) in pairs {
        let out = system.recommend(&first.inputs, &second.inputs, k);
        let picks = &out.picks[..out.picks.len().min(k)];
        both_hit_pairs
            .push(hit_at_k(picks, &first.held_out, k) * hit_at_k(picks, &second.held_out, k) > 0.0);
        let (a, b) = (
            ndcg_at_k(picks, &first.held_out, k),
            ndcg_at_k(picks, &second.held_out, k),
        );
        min_ndcg += a.min(b);
        mean_ndcg += (a + b) / 2.0;
        distinct.extend(picks.iter().copied());
    }
    let mean = |sum: f64| {
        if pairs.is_empty() {
            0.0
        } else {
            sum / pairs.len() as f64
        }
    };
    CouplesResult {
        system: system.name().to_string(),
        pairs: pairs.len(),
        both_hit: mean(both_hit_pairs.iter().filter(|&&both| both).count() as f64),
        min_ndcg: mean(min_ndcg),
        mean_ndcg: mean(mean_ndcg),
        distinct: distinct.len(),
        both_hit_pairs,
    }
}

/// The couples rows of a run: the run's popularity baseline and content engine, each serving the
/// pooled list, then the engine's couples mode, all on the same pairs.
pub fn run_couples(
    popularity: &dyn Recommender,
    single: &dyn Recommender,
    engine: &Engine,
    users: &[TestUser],
    k: usize,
) -> Vec<CouplesResult> {
    let pooled_popularity = Pooled::new(popularity.name(), popularity);
    let pooled_engine = Pooled::new("engine, both lists pooled", single);
    let couples = EngineCouples::new("engine couples mode", engine);
    let systems: [&dyn PairRecommender; 3] = [&pooled_popularity, &pooled_engine, &couples];
    let pairs = pairs(users);
    systems
        .iter()
        .map(|s| evaluate_pairs(*s, &pairs, k))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn user(id: u32, inputs: &[&str], held_out: &[TitleId]) -> TestUser {
        TestUser {
            user_id: id,
            inputs: inputs.iter().map(|s| s.to_string()).collect(),
            input_ids: Vec::new(),
            held_out: held_out.iter().copied().collect(),
        }
    }

    /// Answers a fixed list whatever the input.
    struct Fixed(Vec<TitleId>);

    impl PairRecommender for Fixed {
        fn name(&self) -> &str {
            "fixed"
        }
        fn recommend(&self, _: &[String], _: &[String], limit: usize) -> Outcome {
            Outcome {
                picks: self.0.iter().copied().take(limit).collect(),
                resolved: 0,
                error: None,
            }
        }
    }

    #[test]
    fn a_pair_counts_only_when_both_people_find_something() {
        let alice = user(1, &["A"], &[1]);
        let bob = user(2, &["B"], &[2]);
        let pairs = [(&alice, &bob)];
        let one_sided = evaluate_pairs(&Fixed(vec![1, 9]), &pairs, 10);
        assert_eq!(one_sided.both_hit, 0.0);
        assert_eq!(one_sided.min_ndcg, 0.0);
        assert!(one_sided.mean_ndcg > 0.0);
        let for_both = evaluate_pairs(&Fixed(vec![1, 2]), &pairs, 10);
        assert_eq!(for_both.both_hit, 1.0);
        assert!(for_both.min_ndcg > 0.0 && for_both.min_ndcg < for_both.mean_ndcg);
        assert_eq!(for_both.distinct, 2);
    }

    #[test]
    fn only_the_first_k_picks_count() {
        let alice = user(1, &["A"], &[1]);
        let bob = user(2, &["B"], &[2]);
        let late = evaluate_pairs(&Fixed(vec![1, 7, 8, 2]), &[(&alice, &bob)], 3);
        assert_eq!(late.both_hit, 0.0);
    }

    #[test]
    fn users_pair_up_in_order_and_an_odd_one_sits_out() {
        let users: Vec<TestUser> = (1..=5).map(|i| user(i, &[], &[])).collect();
        let ids: Vec<(u32, u32)> = pairs(&users)
            .iter()
            .map(|(a, b)| (a.user_id, b.user_id))
            .collect();
        assert_eq!(ids, [(1, 2), (3, 4)]);
    }

    #[test]
    fn the_sign_test_counts_only_discordant_pairs() {
        // 2 pairs only the first serves, 1 only the second, 2 both: P(X <= 1 | n = 3) = 4/8,
        // doubled.
        let first = [true, true, false, true, true];
        let second = [false, false, true, true, true];
        let t = sign_test(&first, &second).expect("same length");
        assert_eq!((t.first_only, t.second_only), (2, 1));
        assert!((t.p_value - 1.0).abs() < 1e-12, "{t:?}");
        // 8 to 0: 2 * 0.5^8.
        let t = sign_test(&[true; 8], &[false; 8]).expect("same length");
        assert_eq!((t.first_only, t.second_only), (8, 0));
        assert!((t.p_value - 2.0 / 256.0).abs() < 1e-12, "{t:?}");
        // 10 to 2 of 12: 2 * (1 + 12 + 66) / 4096.
        let mut a = vec![true; 10];
        a.extend([false, false]);
        let b: Vec<bool> = a.iter().map(|x| !x).collect();
        let t = sign_test(&a, &b).expect("same length");
        assert!((t.p_value - 158.0 / 4096.0).abs() < 1e-12, "{t:?}");
        assert_eq!(sign_test(&[true], &[true, false]), None);
    }

    #[test]
    fn each_pairs_outcome_is_kept_in_order() {
        let alice = user(1, &["A"], &[1]);
        let bob = user(2, &["B"], &[2]);
        let carol = user(3, &["C"], &[9]);
        let pairs = [(&alice, &bob), (&alice, &carol)];
        let r = evaluate_pairs(&Fixed(vec![1, 2]), &pairs, 10);
        assert_eq!(r.both_hit_pairs, [true, false]);
        assert_eq!(r.both_hit, 0.5);
    }

    #[test]
    fn pooling_alternates_the_two_lists() {
        let a = ["a1".to_string(), "a2".to_string(), "a3".to_string()];
        let b = ["b1".to_string()];
        assert_eq!(interleave(&a, &b), ["a1", "b1", "a2", "a3"]);
    }
}
