//! Premises: what a story is about (a courtroom, a heist, a hospital, time travel), read from the
//! MiniLM vectors the catalog already has.
//!
//! Genres say "drama, crime" of a legal thriller and of a mob epic alike, and the story cosine of
//! two short descriptions is a weak, noisy reading of the premise they share (a fan of Suits wants
//! lawyers, and The Good Wife's description never says "law"). Each premise of the vocabulary
//! (`vocabulary.rs`) is one written sentence, embedded once with the catalog's model
//! (`vectors.f32`, made by `cargo run --release -p eval --example premise_vectors -- data/model
//! crates/engine/src/premises/vectors.f32`, checked against the model by
//! `crates/embed/tests/premises.rs`).
//! A title carries the few premises its vector leans to far more than the catalog's titles do on
//! average (a z-score of its cosine per premise above `Tuning::premise_z`) and its description
//! names (one of the premise's words), and two titles sharing one are closer by
//! `Tuning::premise` (`scoring/`; in couples, a premise all of one person's titles share by
//! `Tuning::couple_focus_premise`, [`shared_by_all`]) and say so in their reason (explain.rs).
//! The list is a general vocabulary of subgenres and settings, not a list of titles; measured in
//! crates/engine/JOURNAL.md ("fourteenth session", "fifteenth session", "twenty-eighth session").

use catalog::{Catalog, EMBEDDING_DIM};

use crate::vectors::dot;

mod vocabulary;

pub use vocabulary::{Premise, PREMISES};

/// The premises' unit vectors, `PREMISES.len() x EMBEDDING_DIM` little-endian f32.
const VECTORS: &[u8] = include_bytes!("vectors.f32");

/// The premises a title leans to most, strongest first, as (premise, weight) with the weights of
/// one title of unit length; unused slots have weight 0.
pub type TitlePremises = [(u8, f32); MAX_PER_TITLE];

/// At most this many premises per title: a story is about one or two things, and the fewer, the
/// cheaper the comparison in the scorer's inner loop.
pub const MAX_PER_TITLE: usize = 3;

/// The committed premise vectors (empty if the file does not hold whole vectors).
pub fn vectors() -> Vec<f32> {
    let values: Vec<f32> = VECTORS
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect();
    if values.len() == PREMISES.len() * EMBEDDING_DIM {
        values
    } else {
        Vec::new()
    }
}

/// Every title's premises: for each premise, how far a title's cosine to it stands above the
/// catalog's mean, in standard deviations ([`z_scores`]); the premises more than `z_min` above, at
/// most [`MAX_PER_TITLE`], weighted by their excess. Empty when the catalog has no embeddings.
pub fn title_premises(catalog: &Catalog, prototypes: &[f32], z_min: f32) -> Vec<TitlePremises> {
    strongest(
        &z_scores(catalog, prototypes),
        prototypes.len() / EMBEDDING_DIM,
        z_min,
    )
}

/// [`title_premises`] from [`z_scores`] already computed (`k` premises per row), so a tool that
/// reads the z-scores too computes them once.
pub fn strongest(z_scores: &[f32], k: usize, z_min: f32) -> Vec<TitlePremises> {
    z_scores
        .chunks_exact(k.max(1))
        .map(|row| {
            let mut lean: Vec<(u8, f32)> = row
                .iter()
                .enumerate()
                .map(|(p, &z)| (p as u8, z - z_min))
                .filter(|&(_, excess)| excess > 0.0)
                .collect();
            lean.sort_by(|a, b| b.1.total_cmp(&a.1));
            lean.truncate(MAX_PER_TITLE);
            let norm = lean.iter().map(|x| x.1 * x.1).sum::<f32>().sqrt();
            let mut out = [(0u8, 0.0f32); MAX_PER_TITLE];
            for (slot, &(p, excess)) in out.iter_mut().zip(&lean) {
                *slot = (p, excess / norm);
            }
            out
        })
        .collect()
}

/// Per title (row-major, one row of `prototypes.len() / EMBEDDING_DIM` per title), how many
/// standard deviations its cosine to each premise stands above the catalog's mean cosine to that
/// premise. Empty when the catalog has no embeddings or there are no premises.
pub fn z_scores(catalog: &Catalog, prototypes: &[f32]) -> Vec<f32> {
    let n = catalog.titles.len();
    let k = prototypes.len() / EMBEDDING_DIM;
    if k == 0 || catalog.embeddings.len() != n * EMBEDDING_DIM {
        return Vec::new();
    }
    let mut cos = vec![0.0f32; n * k];
    for (row, out) in catalog
        .embeddings
        .chunks_exact(EMBEDDING_DIM)
        .zip(cos.chunks_exact_mut(k))
    {
        for (c, proto) in out.iter_mut().zip(prototypes.chunks_exact(EMBEDDING_DIM)) {
            *c = dot(row, proto);
        }
    }
    let (mut sum, mut sum2) = (vec![0.0f64; k], vec![0.0f64; k]);
    for row in cos.chunks_exact(k) {
        for (p, &c) in row.iter().enumerate() {
            sum[p] += c as f64;
            sum2[p] += (c as f64) * (c as f64);
        }
    }
    let stats: Vec<(f32, f32)> = (0..k)
        .map(|p| {
            let mean = sum[p] / n as f64;
            let sd = (sum2[p] / n as f64 - mean * mean).max(1e-12).sqrt();
            (mean as f32, sd as f32)
        })
        .collect();
    for row in cos.chunks_exact_mut(k) {
        for (c, &(mean, sd)) in row.iter_mut().zip(&stats) {
            *c = (*c - mean) / sd;
        }
    }
    cos
}

/// The premises among a title's `slots` that its own description names, as a bitmask over
/// [`PREMISES`] (bit `p` for premise `p`). The one place the words are checked: the index keeps
/// the mask per title, the score weighs by it (`confirmed`) and the explanation reads it
/// (`named_in_common`).
pub fn named_in(slots: &TitlePremises, description: &str) -> PremiseMask {
    if slots[0].1 <= 0.0 {
        return 0;
    }
    // Split once for all of the title's premises (this runs for every title at start-up).
    let lowered = description.to_lowercase();
    let words: Vec<&str> = crate::text::words(&lowered).collect();
    slots
        .iter()
        .filter(|s| s.1 > 0.0)
        .filter(|s| {
            PREMISES
                .get(s.0 as usize)
                .is_some_and(|p| p.named_by(&words))
        })
        .fold(0, |mask, s| mask | bit(s.0))
}

/// A title's premises weighed by its own description: a premise outside `named` (the premises
/// the description names, [`named_in`]) keeps `unconfirmed` of its weight (0 drops it),
/// strongest first again. A vector leaning to a premise is a loose reading of a short description
/// (the vectors make "Doctor Who" a hospital story and an obstacle-course show a baking contest);
/// the description saying one of the premise's words is a second, independent witness. With it,
/// a lower threshold (`Tuning::premise_z` 2 against 3) hands premises to more titles without the
/// noise; measured in crates/engine/JOURNAL.md ("fifteenth session").
pub fn confirmed(mut slots: TitlePremises, named: PremiseMask, unconfirmed: f32) -> TitlePremises {
    if unconfirmed >= 1.0 {
        return slots;
    }
    for slot in slots.iter_mut().filter(|s| named & bit(s.0) == 0) {
        slot.1 *= unconfirmed;
    }
    slots.sort_by(|a, b| b.1.total_cmp(&a.1));
    slots
}

/// A set of premises: bit `p` stands for `PREMISES[p]`.
pub type PremiseMask = u64;

const _: () = assert!(PREMISES.len() <= PremiseMask::BITS as usize);

#[inline]
fn bit(premise: u8) -> PremiseMask {
    // No premise beyond the mask's width exists (checked above); an id past it is no premise.
    PremiseMask::checked_shl(1, u32::from(premise)).unwrap_or(0)
}

/// Cosine of two titles' premises: 0 when they share none. Empty slots weigh 0 and add nothing;
/// the scorer skips titles with no premise before calling it (`Index::premises_of`).
#[inline]
pub fn premise_fit(a: &TitlePremises, b: &TitlePremises) -> f32 {
    let mut sum = 0.0;
    for &(p, w) in a {
        for &(q, v) in b {
            if p == q {
                sum += w * v;
            }
        }
    }
    sum
}

/// A title's premises as a weight per premise id (0 for the ones it lacks), so that
/// [`premise_fit_to`] with it is one lookup per slot of the other title: the scorer's form of
/// [`premise_fit`] for one input against every title leaning to a premise.
pub fn premise_weights(p: &TitlePremises) -> [f32; 256] {
    premise_weights_focused(p, 0, 1.0)
}

/// The premises every one of `lists` leans to (a slot with weight; a title with no premises
/// leans to none), or none for fewer than two lists: one title is what a person typed, two that
/// agree on a premise are what they are after.
pub fn shared_by_all<'a>(
    lists: impl IntoIterator<Item = Option<&'a TitlePremises>>,
) -> PremiseMask {
    let (count, shared) = lists
        .into_iter()
        .fold((0, PremiseMask::MAX), |(n, shared), slots| {
            let leans = slots.map_or(0, |slots| {
                slots
                    .iter()
                    .filter(|s| s.1 > 0.0)
                    .fold(0, |mask, s| mask | bit(s.0))
            });
            (n + 1, shared & leans)
        });
    if count < 2 {
        0
    } else {
        shared
    }
}

/// [`premise_weights`] with the premises in `focus` weighed `factor` times: with no focus, the
/// same weights bit for bit.
pub fn premise_weights_focused(p: &TitlePremises, focus: PremiseMask, factor: f32) -> [f32; 256] {
    let mut weights = [0.0f32; 256];
    for &(id, w) in p {
        weights[id as usize] += if focus & bit(id) != 0 { w * factor } else { w };
    }
    weights
}

/// [`premise_fit`]`(a, b)` with `b` as [`premise_weights`]: the same sum in the same order (a slot
/// of `a` matching none of `b`'s adds an exact zero).
#[inline]
pub fn premise_fit_to(a: &TitlePremises, b: &[f32; 256]) -> f32 {
    let mut sum = 0.0;
    for &(p, w) in a {
        sum += w * b[p as usize];
    }
    sum
}

/// The premise an explanation may name for two titles: of those both lean to, the one weighing
/// most in both, provided both descriptions name it (`a_named`, `b_named`: [`named_in`]).
/// Precision matters more here than in the score: a premise read off one short description's
/// vector is often loose, and "both are about" something one of them is not about would be a
/// false reason; so this holds even when `Tuning::premise_unconfirmed` lets the score count
/// premises the descriptions do not name.
pub fn named_in_common(
    a: &TitlePremises,
    b: &TitlePremises,
    a_named: PremiseMask,
    b_named: PremiseMask,
) -> Option<&'static Premise> {
    let both = a_named & b_named;
    a.iter()
        .filter(|&&(p, w)| w > 0.0 && both & bit(p) != 0)
        .filter_map(|&(p, w)| {
            let v = b.iter().find(|&&(q, v)| q == p && v > 0.0)?.1;
            Some((PREMISES.get(p as usize)?, w * v))
        })
        .max_by(|x, y| x.1.total_cmp(&y.1))
        .map(|(premise, _)| premise)
}

#[cfg(test)]
mod tests {
    use super::*;
    use catalog::{Kind, Title};

    #[test]
    fn the_fit_to_a_premise_table_is_the_fit_to_the_slots_bit_for_bit() {
        let slots: [TitlePremises; 4] = [
            [(13, 0.8), (0, 0.6), (0, 0.0)],
            [(0, 0.3), (13, 0.25), (7, 0.9)],
            [(5, 0.7), (0, 0.0), (0, 0.0)],
            [(0, 0.0), (0, 0.0), (0, 0.0)],
        ];
        for a in &slots {
            for b in &slots {
                let fit = premise_fit(a, b);
                assert_eq!(
                    premise_fit_to(a, &premise_weights(b)).to_bits(),
                    fit.to_bits()
                );
            }
        }
        assert!(
            premise_fit(&slots[0], &slots[1]) > 0.0,
            "a shared premise counts"
        );
    }

    #[test]
    fn a_premise_is_a_persons_focus_only_when_all_their_titles_lean_to_it() {
        let hospital: TitlePremises = [(7, 0.9), (13, 0.3), (0, 0.0)];
        let er: TitlePremises = [(7, 0.5), (0, 0.0), (0, 0.0)];
        let war: TitlePremises = [(13, 1.0), (0, 0.0), (0, 0.0)];
        assert_eq!(shared_by_all([Some(&hospital), Some(&er)]), bit(7));
        assert_eq!(
            shared_by_all([Some(&hospital), Some(&er), Some(&war)]),
            0,
            "one title of three leans elsewhere"
        );
        assert_eq!(
            shared_by_all([Some(&hospital), None]),
            0,
            "a title with none"
        );
        assert_eq!(shared_by_all([Some(&hospital)]), 0, "one title is no focus");
        // An empty slot (premise 0 at weight 0) is no lean to premise 0.
        let empty: TitlePremises = [(0, 0.0); MAX_PER_TITLE];
        assert_eq!(shared_by_all([Some(&empty), Some(&empty)]), 0);
        // The focus weighs `factor` times; without one the weights are premise_weights'.
        let focused = premise_weights_focused(&hospital, bit(7), 10.0);
        assert_eq!((focused[7], focused[13]), (9.0, 0.3));
        assert_eq!(
            premise_weights_focused(&hospital, 0, 10.0),
            premise_weights(&hospital)
        );
    }

    #[test]
    fn a_premise_the_description_never_names_is_dropped_or_weakened() {
        // Leaning to "soldiers at war" (13) first and "lawyers" (0) second.
        let slots: TitlePremises = [(13, 0.8), (0, 0.6), (0, 0.0)];
        let court = named_in(&slots, "a lawyer takes a case");
        assert_eq!(court, bit(0), "only the lawyers' premise is named");
        let kept = confirmed(slots, court, 0.0);
        assert_eq!(kept[0], (0, 0.6), "the confirmed premise comes first");
        assert_eq!(kept[1].1, 0.0, "the unconfirmed one is dropped");
        let halved = confirmed(slots, court, 0.5);
        assert_eq!(halved[0], (0, 0.6));
        assert_eq!(halved[1], (13, 0.4));
        assert_eq!(confirmed(slots, court, 1.0), slots, "1 keeps every premise");
        let both = named_in(&slots, "a soldier's war in court");
        assert_eq!(both, bit(0) | bit(13));
        assert_eq!(confirmed(slots, both, 0.0), slots);
        assert_eq!(
            named_in(&[(0, 0.0); MAX_PER_TITLE], "a lawyer"),
            0,
            "no premise, nothing named"
        );
        assert_eq!(
            bit(200),
            0,
            "an id past the mask is no premise, not an overflow"
        );
    }

    #[test]
    fn the_committed_vectors_are_one_unit_vector_per_premise() {
        let v = vectors();
        assert_eq!(v.len(), PREMISES.len() * EMBEDDING_DIM);
        for row in v.chunks_exact(EMBEDDING_DIM) {
            assert!((dot(row, row) - 1.0).abs() < 1e-3);
        }
    }

    /// A unit vector along axis `a`, tilted towards axis `b` by `t`.
    fn unit(a: usize, b: usize, t: f32) -> Vec<f32> {
        let mut v = vec![0.0f32; EMBEDDING_DIM];
        v[a] = 1.0;
        v[b] += t;
        let n = dot(&v, &v).sqrt();
        v.iter().map(|x| x / n).collect()
    }

    #[test]
    fn titles_leaning_to_the_same_premise_share_it_and_others_do_not() {
        // Two premises along axes 0 and 1; forty titles along axes 2..; two of them lean to
        // premise 0, one to premise 1.
        let prototypes: Vec<f32> = [unit(0, 0, 0.0), unit(1, 1, 0.0)].concat();
        let mut titles = Vec::new();
        let mut embeddings = Vec::new();
        for i in 0..40 {
            titles.push(Title::named(
                format!("k{i}"),
                &format!("t{i}"),
                Kind::Movie,
                None,
            ));
            let v = match i {
                0 | 1 => unit(2 + i, 0, 1.0),
                2 => unit(2 + i, 1, 1.0),
                _ => unit(2 + i, 2 + i, 0.0),
            };
            embeddings.extend(v);
        }
        let catalog = Catalog::new(titles, embeddings);
        let premises = title_premises(&catalog, &prototypes, 3.0);
        assert_eq!(premises.len(), 40);
        assert!(premise_fit(&premises[0], &premises[1]) > 0.99);
        assert_eq!(premise_fit(&premises[0], &premises[2]), 0.0);
        assert_eq!(
            premise_fit(&premises[0], &premises[5]),
            0.0,
            "no lean, no premise"
        );
        assert!(premises[5].iter().all(|&(_, w)| w == 0.0));
        // Named only when both descriptions use one of the premise's words.
        let named = |i: usize, description: &str| named_in(&premises[i], description);
        let (court, trial, space) = (
            "a lawyer takes a case",
            "the jury decides a trial",
            "starships in space",
        );
        assert_eq!(
            named_in_common(&premises[0], &premises[1], named(0, court), named(1, trial))
                .map(|p| p.about),
            Some(PREMISES[0].about)
        );
        assert!(
            named_in_common(&premises[0], &premises[1], named(0, court), named(1, space)).is_none()
        );
        assert!(
            named_in_common(&premises[0], &premises[2], named(0, court), named(2, trial)).is_none()
        );
        assert!(
            named_in_common(&premises[5], &premises[6], named(5, court), named(6, trial)).is_none()
        );
        // A threshold no title reaches leaves every title without premises.
        let none = title_premises(&catalog, &prototypes, 100.0);
        assert_eq!(premise_fit(&none[0], &none[1]), 0.0);
        // The z-scores behind them: each premise's column is centred and of unit spread, and
        // the titles leaning to a premise stand far above the rest on it.
        let z = z_scores(&catalog, &prototypes);
        assert_eq!(z.len(), 40 * 2);
        for p in 0..2 {
            let column: Vec<f32> = z.iter().skip(p).step_by(2).copied().collect();
            let mean = column.iter().sum::<f32>() / 40.0;
            let var = column.iter().map(|c| (c - mean) * (c - mean)).sum::<f32>() / 40.0;
            assert!(
                mean.abs() < 1e-4 && (var - 1.0).abs() < 1e-3,
                "{mean} {var}"
            );
        }
        assert!(z[0] > 3.0 && z[2] > 3.0 && z[4] < 0.0 && z[5] > 3.0);
    }
}
