//! Couples: the two people's tastes blended by a soft-min, the genre profiles whose cover bridges
//! them, and the tier that puts titles with evidence for both people first.

use catalog::TitleId;

use super::{Input, Query, Scorer};
use crate::index::{is_animated, Index};

impl Scorer<'_> {
    /// Couples: the soft-min of the two people's tastes (same units as a single person's taste;
    /// taken in the pass, eight candidates at a time: `both[k]` for `rows[k]`), so a pick one person
    /// would not enjoy loses to one both like, plus the bridge term (a title
    /// whose genres cover both people's genre profiles, see [`GenreProfile`]), the quality prior and the
    /// community terms as for one person. Titles sharing no genre with one person's titles come
    /// after all titles that share one with both, so the list degrades gracefully when few qualify
    /// (for a person who typed only animated titles, a title must also be animated to count).
    /// Genre is the evidence of taste here: a close description (a grim detective drama next to a
    /// detective sitcom) or a shared actor says what a title is about, not whether it is a comedy.
    ///
    /// Measured by the couples table of `make eval` (pairs of MovieLens test users, one list each):
    /// an earlier version z-scored each taste over the candidates and gated the prior by the joint
    /// score; its picks were niche (401 distinct titles for 107 pairs) and both people found one of
    /// their later favourites in only 22% of lists, against 63% now (pooling both lists into one
    /// person's: 68%), with the weaker person's NDCG@10 up from 0.040 to 0.158 (pooled 0.160).
    pub(super) fn blend_couple(
        &self,
        q: &Query,
        rows: &[CoupleRow],
        both: &[f32],
        out: &mut Vec<(f32, TitleId)>,
    ) {
        let t = self.tuning;
        let mut tastes = Vec::with_capacity(rows.len());
        let tiers: Vec<bool> = rows.iter().map(|r| r.both_evidence).collect();
        for (row, &both) in rows.iter().zip(both) {
            let joint = q.taste_weight * (both + t.couple_bridge * row.bridge);
            let penalty = if row.both_evidence {
                0.0
            } else {
                NO_EVIDENCE_PENALTY
            };
            tastes.push(joint);
            out.push((joint + row.extra - penalty, row.id));
        }
        self.add_prior(q, &tastes, Some(&tiers), out);
    }
}

/// Below every title with evidence for both people (scores are a few units wide).
pub(super) const NO_EVIDENCE_PENALTY: f32 = 100.0;

/// One couples candidate between the two passes.
pub(super) struct CoupleRow {
    pub(super) id: TitleId,
    /// How well the title's genres cover both people's genre profiles (geometric mean, 0..=1).
    pub(super) bridge: f32,
    /// Community and mode terms, added unchanged.
    pub(super) extra: f32,
    pub(super) both_evidence: bool,
}

/// One person's genres as a whole: the weighted mean of their titles' unit IDF genre vectors.
/// A title that covers both people's profiles bridges their tastes (a horror comedy for a horror
/// fan and a sitcom fan), which per-title similarities miss: no single input is a horror comedy.
pub(super) struct GenreProfile {
    /// The profile as a unit vector over genre bits.
    pub(super) unit: [f32; 64],
    /// `unit` times each genre's IDF: the cosine with a title is then one add per genre it has.
    pub(super) folded: [f32; 64],
    /// How much the person's titles agree on genres: the length of the mean of their unit genre
    /// vectors, 1 when every title has the same genres, lower the more they scatter.
    pub(super) focus: f32,
}

impl GenreProfile {
    pub(super) fn of(index: &Index, inputs: &[Input]) -> GenreProfile {
        let idf = |bit: usize| index.genre_idf2.get(bit).map_or(0.0, |x| x.sqrt());
        let mut unit = [0.0f32; 64];
        for input in inputs {
            let (mut mask, inv_norm) = (
                index.genre_mask[input.id as usize],
                index.genre_inv_norm[input.id as usize],
            );
            while mask != 0 {
                let bit = mask.trailing_zeros() as usize;
                unit[bit] += input.weight * idf(bit) * inv_norm;
                mask &= mask - 1;
            }
        }
        let norm = unit.iter().map(|w| w * w).sum::<f32>().sqrt();
        let total_weight: f32 = inputs
            .iter()
            .filter(|i| index.genre_mask[i.id as usize] != 0)
            .map(|i| i.weight)
            .sum();
        let focus = if total_weight > 0.0 {
            (norm / total_weight).min(1.0)
        } else {
            0.0
        };
        let mut folded = [0.0f32; 64];
        for (bit, w) in unit.iter_mut().enumerate() {
            *w = if norm > 0.0 { *w / norm } else { 0.0 };
            folded[bit] = *w * idf(bit);
        }
        GenreProfile {
            unit,
            folded,
            focus,
        }
    }

    /// Cosine of a title's unit IDF genre vector (`mask`, `inv_norm`) with the profile.
    #[inline]
    pub(super) fn cover(&self, mut mask: u64, inv_norm: f32) -> f32 {
        let mut sum = 0.0;
        while mask != 0 {
            sum += self.folded[mask.trailing_zeros() as usize];
            mask &= mask - 1;
        }
        sum * inv_norm
    }

    /// Cosine of two profiles: 1 when two people like the same genres in the same proportions.
    pub(super) fn overlap(&self, other: &GenreProfile) -> f32 {
        self.unit.iter().zip(&other.unit).map(|(a, b)| a * b).sum()
    }
}

/// Whether there are inputs and every one is animated.
pub(super) fn all_animated(index: &Index, inputs: &[Input]) -> bool {
    !inputs.is_empty()
        && inputs
            .iter()
            .all(|i| is_animated(index.format[i.id as usize]))
}

/// Union of the genre masks of one person's inputs.
pub(super) fn group_genres(index: &Index, inputs: &[Input]) -> u64 {
    inputs
        .iter()
        .fold(0, |m, i| m | index.genre_mask[i.id as usize])
}
