//! The quality prior, added after the taste: gated by how close a title's taste is to the best and
//! given only to the titles that fit best, so it orders the titles that fit and never lifts one
//! that does not (issue 9).

use catalog::TitleId;

use super::{Query, Scorer};

impl Scorer<'_> {
    /// Adds the quality prior, in full to candidates whose taste is within `prior_window` of the
    /// best taste of their tier and fading to nothing below: the prior orders titles that fit the
    /// taste and never lifts one that fits clearly worse above one that fits. `tiers` (couples:
    /// evidence for both people or not) keeps the fill below the first tier ordered as before.
    /// Mood keeps the full prior: there the mood fit, not the taste, says what fits.
    pub(super) fn add_prior(
        &self,
        q: &Query,
        tastes: &[f32],
        tiers: Option<&[bool]>,
        out: &mut [(f32, TitleId)],
    ) {
        let tier = |i: usize| tiers.is_some_and(|t| t[i]);
        let mut best = [f32::NEG_INFINITY; 2];
        for (i, &taste) in tastes.iter().enumerate() {
            let b = &mut best[usize::from(tier(i))];
            *b = b.max(taste);
        }
        let gated = !q.inputs.is_empty() && q.taste_weight > 0.0 && q.base.is_none();
        let window = self.tuning.prior_window.max(1e-6);
        // The pool: the prior only orders the `prior_pool` titles that fit best (per tier); below
        // them it fades out over the next as many.
        let pool = if tiers.is_some() {
            self.tuning.couple_pool
        } else {
            self.tuning.prior_pool
        } as usize;
        let mut floor = [f32::NEG_INFINITY; 2];
        let mut floor_low = [f32::NEG_INFINITY; 2];
        if gated && pool > 0 {
            let mut v: Vec<f32> = Vec::with_capacity(tastes.len());
            for t in 0..2 {
                v.clear();
                v.extend(
                    out.iter()
                        .enumerate()
                        .filter(|&(i, _)| usize::from(tier(i)) == t)
                        .map(|(_, &(x, _))| x),
                );
                // The 2·pool-th best first, then the pool-th among the ones above it.
                if v.len() > 2 * pool {
                    let (_, kth, _) = v.select_nth_unstable_by(2 * pool, |a, b| b.total_cmp(a));
                    floor_low[t] = *kth;
                    v.truncate(2 * pool);
                }
                if v.len() > pool {
                    let (_, kth, _) = v.select_nth_unstable_by(pool, |a, b| b.total_cmp(a));
                    floor[t] = *kth;
                }
            }
        }
        let votes_cap = self.votes_cap(q);
        for (i, ((score, id), &taste)) in out.iter_mut().zip(tastes).enumerate() {
            let gate = if gated {
                let t = usize::from(tier(i));
                // The pool ranks by everything but the prior (taste and, for members, the
                // community), so a title members save together with the inputs stays in it.
                let fit = *score;
                let pooled = if fit >= floor[t] {
                    1.0
                } else if fit <= floor_low[t] {
                    0.0
                } else {
                    (fit - floor_low[t]) / (floor[t] - floor_low[t]).max(1e-6)
                };
                pooled * (1.0 - (best[t] - taste) / window).clamp(0.0, 1.0)
            } else {
                1.0
            };
            let id = *id as usize;
            let prior = self.index.prior[id] - (self.index.prior_votes[id] - votes_cap).max(0.0);
            *score += gate * q.prior_weight * prior;
        }
    }

    /// How widely seen a pick may be before being more widely seen earns it nothing more: `calib`
    /// times the mean votes part of the inputs' priors (infinite when off or without inputs).
    pub(super) fn votes_cap(&self, q: &Query) -> f32 {
        let calib = self.tuning.prior_calibration;
        let total: f32 = q.inputs.iter().map(|i| i.weight).sum();
        if calib <= 0.0 || total <= 0.0 || q.base.is_some() {
            return f32::INFINITY;
        }
        let mean = q
            .inputs
            .iter()
            .map(|i| i.weight * self.index.prior_votes[i.id as usize])
            .sum::<f32>()
            / total;
        calib * mean
    }
}
