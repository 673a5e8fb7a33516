//! From scored candidates to the final list without sorting the whole catalog: a bounded partial
//! selection, the string filters on the top only (widening when they reject too many), then a
//! light MMR pass so ten picks are not ten near-copies of one title.

use catalog::TitleId;

/// Chooses up to `limit` ids from `scored` (score, id). `accept` drops candidates (title rules,
/// duplicates) in rank order; `similarity` compares two candidates for diversification.
pub fn select(
    scored: &mut [(f32, TitleId)],
    limit: usize,
    diversity: f32,
    mut accept: impl FnMut(TitleId) -> bool,
    similarity: impl Fn(TitleId, TitleId) -> f32,
) -> Vec<(TitleId, f32)> {
    let pool_size = if diversity > 0.0 { limit * 3 } else { limit };
    let mut pool: Vec<(f32, TitleId)> = Vec::with_capacity(pool_size);
    let by_score_desc =
        |a: &(f32, TitleId), b: &(f32, TitleId)| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1));
    let mut start = 0;
    let mut window = (pool_size * 2 + 32).min(scored.len());
    while pool.len() < pool_size && start < scored.len() {
        let rest = &mut scored[start..];
        let take = window.min(rest.len());
        if take < rest.len() {
            rest.select_nth_unstable_by(take - 1, by_score_desc);
        }
        rest[..take].sort_unstable_by(by_score_desc);
        for &(score, id) in &rest[..take] {
            if pool.len() == pool_size {
                break;
            }
            if accept(id) {
                pool.push((score, id));
            }
        }
        start += take;
        window *= 4;
    }
    diversify(pool, limit, diversity, similarity)
}

/// Greedy MMR: repeatedly take the candidate with the best score minus `diversity` times its
/// highest similarity to what is already chosen.
fn diversify(
    mut pool: Vec<(f32, TitleId)>,
    limit: usize,
    diversity: f32,
    similarity: impl Fn(TitleId, TitleId) -> f32,
) -> Vec<(TitleId, f32)> {
    if diversity <= 0.0 || pool.len() <= 1 {
        pool.truncate(limit);
        return pool.into_iter().map(|(s, id)| (id, s)).collect();
    }
    let mut max_sim = vec![0.0f32; pool.len()];
    let mut taken = vec![false; pool.len()];
    let mut out = Vec::with_capacity(limit);
    while out.len() < limit {
        let best = (0..pool.len()).filter(|&i| !taken[i]).max_by(|&a, &b| {
            let va = pool[a].0 - diversity * max_sim[a];
            let vb = pool[b].0 - diversity * max_sim[b];
            va.total_cmp(&vb).then(b.cmp(&a))
        });
        let Some(b) = best else { break };
        taken[b] = true;
        let chosen = pool[b].1;
        out.push((chosen, pool[b].0));
        for i in 0..pool.len() {
            if !taken[i] {
                max_sim[i] = max_sim[i].max(similarity(pool[i].1, chosen));
            }
        }
    }
    pool.clear();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn takes_the_best_accepted_in_order() {
        let mut scored: Vec<(f32, TitleId)> = (0..1000).map(|i| (i as f32, i)).collect();
        let got = select(&mut scored, 3, 0.0, |id| id % 2 == 0, |_, _| 0.0);
        let ids: Vec<TitleId> = got.iter().map(|p| p.0).collect();
        assert_eq!(ids, vec![998, 996, 994]);
    }

    #[test]
    fn widens_when_the_top_is_rejected() {
        let mut scored: Vec<(f32, TitleId)> = (0..1000).map(|i| (i as f32, i)).collect();
        let got = select(&mut scored, 2, 0.0, |id| id < 5, |_, _| 0.0);
        let ids: Vec<TitleId> = got.iter().map(|p| p.0).collect();
        assert_eq!(ids, vec![4, 3]);
    }

    #[test]
    fn diversity_breaks_up_near_copies() {
        let mut scored = vec![(1.0, 1), (0.99, 2), (0.9, 3)];
        // 1 and 2 are identical; 3 is different.
        let sim = |a: TitleId, b: TitleId| if a + b == 3 { 1.0 } else { 0.0 };
        let got = select(&mut scored, 2, 0.5, |_| true, sim);
        assert_eq!(got.iter().map(|p| p.0).collect::<Vec<_>>(), vec![1, 3]);
    }
}
