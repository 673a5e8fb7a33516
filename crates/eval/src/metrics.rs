//! Top-k ranking metrics with binary relevance: a pick is relevant when it is one of the user's
//! held-out titles. Each function looks at the first `k` picks only.

use std::collections::HashSet;
use std::hash::Hash;

/// 1.0 when any of the first `k` picks is held out, else 0.0.
pub fn hit_at_k<T: Eq + Hash>(picks: &[T], held_out: &HashSet<T>, k: usize) -> f64 {
    if picks.iter().take(k).any(|p| held_out.contains(p)) {
        1.0
    } else {
        0.0
    }
}

/// Held-out titles found in the first `k` picks, over min(k, held out): 1.0 means as many as the
/// list could possibly hold. 0.0 when nothing is held out.
pub fn recall_at_k<T: Eq + Hash>(picks: &[T], held_out: &HashSet<T>, k: usize) -> f64 {
    let best_possible = k.min(held_out.len());
    if best_possible == 0 {
        return 0.0;
    }
    hits(picks, held_out, k) as f64 / best_possible as f64
}

/// DCG of the first `k` picks (gain 1 at rank r discounted by log2(r + 1)) over the ideal DCG of
/// min(k, held out) hits at the top. 0.0 when nothing is held out.
pub fn ndcg_at_k<T: Eq + Hash>(picks: &[T], held_out: &HashSet<T>, k: usize) -> f64 {
    let ideal: f64 = (0..k.min(held_out.len())).map(discount).sum();
    if ideal == 0.0 {
        return 0.0;
    }
    let mut seen = HashSet::new();
    let dcg: f64 = picks
        .iter()
        .take(k)
        .enumerate()
        .filter(|(_, p)| held_out.contains(p) && seen.insert(*p))
        .map(|(rank, _)| discount(rank))
        .sum();
    dcg / ideal
}

/// Gain of a hit at zero-based `rank`.
fn discount(rank: usize) -> f64 {
    1.0 / ((rank + 2) as f64).log2()
}

fn hits<T: Eq + Hash>(picks: &[T], held_out: &HashSet<T>, k: usize) -> usize {
    // Distinct picks only, so a list that repeats a held-out title cannot score it twice.
    let mut seen = HashSet::new();
    picks
        .iter()
        .take(k)
        .filter(|p| held_out.contains(p) && seen.insert(*p))
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(ids: &[u32]) -> HashSet<u32> {
        ids.iter().copied().collect()
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn hit_counts_only_the_first_k() {
        assert_eq!(hit_at_k(&[1, 2, 3], &set(&[3]), 3), 1.0);
        assert_eq!(hit_at_k(&[1, 2, 3], &set(&[3]), 2), 0.0);
        assert_eq!(hit_at_k::<u32>(&[], &set(&[3]), 10), 0.0);
    }

    #[test]
    fn recall_divides_by_what_fits_in_the_list() {
        // 2 of 3 held out found in a list of 10: 2/3.
        assert!(close(
            recall_at_k(&[5, 1, 9, 2], &set(&[1, 2, 3]), 10),
            2.0 / 3.0
        ));
        // 12 held out but only 2 slots: 1 hit of at most 2.
        let many: Vec<u32> = (100..112).collect();
        assert!(close(recall_at_k(&[100, 7], &set(&many), 2), 0.5));
        assert_eq!(recall_at_k(&[1], &set(&[]), 10), 0.0);
        // A repeated hit counts once.
        assert!(close(recall_at_k(&[1, 1], &set(&[1, 2]), 10), 0.5));
    }

    #[test]
    fn ndcg_matches_hand_computed_values() {
        // Hit at rank 1 only, one held out: DCG = 1, IDCG = 1.
        assert!(close(ndcg_at_k(&[7, 8, 9], &set(&[7]), 10), 1.0));
        // Hit at rank 2 only, one held out: (1/log2 3) / 1 = 0.630929...
        assert!(close(
            ndcg_at_k(&[8, 7, 9], &set(&[7]), 10),
            1.0 / 3f64.log2()
        ));
        // Hits at ranks 1 and 3, two held out: (1 + 1/2) / (1 + 1/log2 3) = 0.919721...
        let want = 1.5 / (1.0 + 1.0 / 3f64.log2());
        assert!(close(ndcg_at_k(&[1, 5, 2], &set(&[1, 2]), 10), want));
        assert!((want - 0.919_720_8).abs() < 1e-6, "{want}");
        // Ideal DCG is over min(k, held out): 3 held out, k = 1, hit at rank 1 → 1.0.
        assert!(close(ndcg_at_k(&[1, 2], &set(&[1, 2, 3]), 1), 1.0));
        assert_eq!(ndcg_at_k(&[1, 2], &set(&[3]), 10), 0.0);
        assert_eq!(ndcg_at_k(&[1, 2], &set(&[]), 10), 0.0);
    }
}
