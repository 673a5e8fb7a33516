//! Candidate scoring: one pass over every candidate of the target kind.
//!
//! Each candidate gets a similarity to every input (embedding cosine, rare-word cosine, IDF genre
//! cosine, shared cast and directors), the similarities of one person's inputs are combined by a
//! soft-max (so a mixed list keeps each of its tastes instead of averaging them into mush), two
//! people by a soft-min (so a pick must suit both), then the quality prior, the community signal
//! and any mode-specific base score (mood) are added. The pass is allocation-light and linear in
//! the catalog; ranking happens afterwards on a bounded selection.

use std::ops::Range;
use std::sync::Arc;

use catalog::{Catalog, Kind, TitleId};

use crate::columns::Columns;
use crate::community::Community;
use crate::genre_model::SoftGenres;
use crate::index::{audience_fit, era_of, format_fit, is_animated, runtime_fit, Index};
use crate::premises::{
    premise_fit, premise_fit_to, premise_weights_focused, shared_by_all, TitlePremises,
};
use crate::softmax::{log_mean_exp_columns, soft_min};
use crate::tuning::Tuning;
use crate::vectors::{dot, QuantVector};

mod couples;
mod prior;

use couples::{all_animated, group_genres, CoupleRow, GenreProfile};

/// One resolved input title of a taste profile.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Input {
    pub id: TitleId,
    /// Resolver confidence (0..=1) times any mode weight.
    pub weight: f32,
    /// 0 for a single person; 0 or 1 in couples mode.
    pub group: usize,
}

/// What to score: inputs sorted by group, and how to blend the parts.
pub struct Query<'a> {
    pub kind: Kind,
    pub inputs: &'a [Input],
    /// Number of people (1, or 2 for couples).
    pub groups: usize,
    /// Multiplier on the combined taste similarity.
    pub taste_weight: f32,
    /// Multiplier on the quality prior.
    pub prior_weight: f32,
    /// Mode-specific score per title id (mood fit), added as is.
    pub base: Option<&'a [f32]>,
}

/// The parts of one candidate-input similarity, for explanations and tests.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct PairScore {
    pub embedding: f32,
    /// Cosine of the two titles' rare words (names and descriptions).
    pub lexical: f32,
    /// Cosine of the two titles' premises (`premises/`), 0 when they share none.
    pub premise: f32,
    pub genre: f32,
    pub shared_cast: u8,
    pub shared_directors: u8,
    pub era: f32,
    /// Same audience (maturity) and same country, 0..=1 (0.5 when unknown).
    pub audience: f32,
    pub country: f32,
    /// Same format (fiction or not, animated or not), 0..=1 (0.5 when unknown or both live-action
    /// fiction).
    pub format: f32,
    /// Same length (per episode for shows), 0..=1 (0.5 when unknown or a film meets a show).
    pub runtime: f32,
    pub total: f32,
}

struct InputFeatures<'a> {
    mask: u64,
    soft: Option<&'a SoftGenres>,
    inv_norm: f32,
    year: f32,
    /// The fit of a candidate from each of the kind's country lists (`Columns::countries`).
    country_fits: Vec<f32>,
    /// Audience and format fit by the candidate's maturity rank and format byte, looked up
    /// rather than computed per pair.
    audience_fit: Box<[f32; 256]>,
    format_fit: Box<[f32; 256]>,
    log_runtime: f32,
    weight: f32,
    /// [`Tuning::cross_kind_era`] for an input of the other kind than the picks, else 1.
    era_share: f32,
}

/// Rows per block of the per-input pass: the block's columns and scratch stay in the first-level
/// cache while every input goes over them.
const BLOCK: usize = 256;

/// One block's per-pair terms computed before the vector loop: the tags' cosine, the soft genre
/// cosine, and the three looked-up fits.
struct Scratch {
    hard: [f32; BLOCK],
    soft: [f32; BLOCK],
    audience: [f32; BLOCK],
    country: [f32; BLOCK],
    format: [f32; BLOCK],
}

impl Default for Scratch {
    fn default() -> Scratch {
        Scratch {
            hard: [0.0; BLOCK],
            soft: [0.0; BLOCK],
            audience: [0.0; BLOCK],
            country: [0.0; BLOCK],
            format: [0.0; BLOCK],
        }
    }
}

/// The parts of a candidate-input similarity that are cheap per pair, gathered once.
struct Context {
    genre: f32,
    era: f32,
    audience: f32,
    country: f32,
    format: f32,
    runtime: f32,
}

pub struct Scorer<'a> {
    pub catalog: &'a Catalog,
    pub index: &'a Index,
    pub community: Option<Arc<Community>>,
    pub tuning: &'a Tuning,
}

impl Scorer<'_> {
    /// Similarity of candidate `c` to input `i`, by the same formula as the bulk pass (which, in
    /// couples, also weighs a premise all of one person's titles share more: a property of the
    /// person's list, not of the pair).
    pub fn pair(&self, c: TitleId, i: TitleId) -> PairScore {
        let embedding = match (
            self.index.embedding(self.catalog, c),
            self.index.embedding(self.catalog, i),
        ) {
            (Some(a), Some(b)) => dot(a, b),
            _ => 0.0,
        };
        let genre = self.index.genre_cosine(c, i);
        let lexical = self.index.lexical.cosine(c, i);
        let premise = self.premise(self.index.premises_of(c), self.index.premises_of(i));
        let count = |a: &[u32], b: &[u32]| a.iter().filter(|p| b.contains(p)).count().min(15) as u8;
        let shared_cast = count(&self.index.cast[c as usize], &self.index.cast[i as usize]);
        let shared_directors = count(
            &self.index.directors[c as usize],
            &self.index.directors[i as usize],
        );
        let ix = self.index;
        let context = Context {
            genre,
            era: era_fit(
                ix.era(c, i),
                self.era_share(
                    self.catalog.titles[i as usize].kind,
                    self.catalog.titles[c as usize].kind,
                ),
            ),
            audience: audience_fit(ix.maturity[c as usize], ix.maturity[i as usize]),
            country: ix.country_fit(
                self.catalog.titles[c as usize].kind,
                ix.country_mask[c as usize],
                ix.country_mask[i as usize],
            ),
            format: format_fit(ix.format[c as usize], ix.format[i as usize]),
            runtime: runtime_fit(ix.log_runtime[c as usize], ix.log_runtime[i as usize]),
        };
        let total = self.combine(
            self.tuning.embedding * embedding
                + self.tuning.lexical * lexical
                + self.tuning.premise * premise,
            &context,
            shared_cast,
            shared_directors,
        );
        PairScore {
            embedding,
            lexical,
            premise,
            genre,
            shared_cast,
            shared_directors,
            era: context.era,
            audience: context.audience,
            country: context.country,
            format: context.format,
            runtime: context.runtime,
            total,
        }
    }

    /// Cosine of two titles' premises (0 when either has none or premises are off).
    #[inline]
    fn premise(&self, a: Option<&TitlePremises>, b: Option<&TitlePremises>) -> f32 {
        match (a, b) {
            (Some(a), Some(b)) => premise_fit(a, b),
            _ => 0.0,
        }
    }

    /// How much of the era term an input of kind `input` keeps for picks of kind `picks`.
    fn era_share(&self, input: Kind, picks: Kind) -> f32 {
        if input == picks {
            1.0
        } else {
            self.tuning.cross_kind_era
        }
    }

    #[inline]
    fn combine(&self, weighted_text: f32, x: &Context, cast: u8, directors: u8) -> f32 {
        let t = self.tuning;
        let topical = weighted_text
            + t.genre * x.genre
            + t.cast * (cast.min(3) as f32 / 3.0)
            + t.director * (directors.min(1) as f32);
        // The context (era, audience, country) either scales the topical similarity or is added
        // to it; `context_scales` blends the two readings.
        let scaled = topical
            * (t.year * (x.era - 0.5)
                + t.audience * (x.audience - 0.5)
                + t.country * (x.country - 0.5)
                + t.format * (x.format - 0.5)
                + t.runtime * (x.runtime - 0.5))
                .max(-1.0);
        let added = t.year * x.era
            + t.audience * x.audience
            + t.country * x.country
            + t.format * x.format
            + t.runtime * x.runtime;
        topical + t.context_scales * scaled + (1.0 - t.context_scales) * added
    }

    /// Scores every candidate of `q.kind` accepted by `eligible` into `out` as (score, id).
    pub fn score_all(
        &self,
        q: &Query,
        eligible: &dyn Fn(TitleId) -> bool,
        out: &mut Vec<(f32, TitleId)>,
    ) {
        // The same code compiled for AVX2 where the CPU has it (wider vector lanes for the soft
        // genre products; the arithmetic, and so every score, is the same), with the popcount
        // instruction for the country fit's share of countries (every AVX2 CPU has it; without
        // it the count is a dozen instructions in the inner loop).
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("popcnt")
        {
            // SAFETY: the CPU supports AVX2 and POPCNT (checked just above).
            unsafe { self.score_all_avx2(q, eligible, out) };
            return;
        }
        self.score_all_body(q, eligible, out);
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,popcnt")]
    fn score_all_avx2(
        &self,
        q: &Query,
        eligible: &dyn Fn(TitleId) -> bool,
        out: &mut Vec<(f32, TitleId)>,
    ) {
        self.score_all_body(q, eligible, out);
    }

    #[inline(always)]
    fn score_all_body(
        &self,
        q: &Query,
        eligible: &dyn Fn(TitleId) -> bool,
        out: &mut Vec<(f32, TitleId)>,
    ) {
        out.clear();
        let kind = self.index.kind(q.kind);
        let rows = kind.ids.len();
        let n = q.inputs.len();
        let t = self.tuning;

        let ix = self.index;
        let group_end = |g: usize| q.inputs.iter().position(|inp| inp.group > g).unwrap_or(n);
        let split = if q.groups > 1 { group_end(0) } else { n };
        let couples = q.groups > 1 && split > 0 && split < n;
        let group_masks = [
            group_genres(ix, &q.inputs[..split]),
            group_genres(ix, &q.inputs[split..]),
        ];
        // A person who typed only animated titles has animation in their taste: only an animated
        // pick is evidence for them (a live-action hit sharing a genre is not), while a person who
        // typed live action asks nothing of the format, as the country term treats a common
        // country. Measured in crates/engine/JOURNAL.md ("Couples: animation").
        let wants_animation = [
            all_animated(ix, &q.inputs[..split]),
            all_animated(ix, &q.inputs[split..]),
        ];
        let any_wants_animation = wants_animation.contains(&true);
        let evidence_for_both = |id: TitleId| {
            let mask = ix.genre_mask[id as usize];
            mask & group_masks[0] != 0
                && mask & group_masks[1] != 0
                && (is_animated(ix.format[id as usize]) || !any_wants_animation)
        };
        // The candidates to score: the eligible ones, asked once each. A couples pick without
        // evidence for both people ranks after every pick with it (`NO_EVIDENCE_PENALTY`), so when
        // enough titles have it (`couple_evidence_enough`) the rest can never be shown and are
        // neither scanned nor scored: 44% of the titles of an average couples request in
        // `bingeable-bench`.
        let evidence: Vec<bool> = if couples {
            kind.ids.iter().map(|&id| evidence_for_both(id)).collect()
        } else {
            Vec::new()
        };
        let mut evidenced = 0usize;
        let mut scored: Vec<bool> = kind
            .ids
            .iter()
            .enumerate()
            .map(|(r, &id)| {
                let ok = eligible(id);
                evidenced += usize::from(ok && couples && evidence[r]);
                ok
            })
            .collect();
        let skip_unevidenced = couples && evidenced > t.couple_evidence_enough as usize;
        if skip_unevidenced {
            for (wanted, &both) in scored.iter_mut().zip(&evidence) {
                *wanted = *wanted && both;
            }
        }

        // Every per-pair array is input-major (`a[i * rows + r]` for input `i` and row `r` of the
        // kind), so one input against a block of rows is arithmetic over plain slices
        // (`input_cells`), eight rows to a vector step. The embedding scan streams the kind's
        // matrix once for all inputs.
        let cols = &kind.columns;
        let mut sims = vec![0.0f32; n * rows];
        let query: Vec<QuantVector> = q
            .inputs
            .iter()
            .filter_map(|inp| self.index.embedding(self.catalog, inp.id))
            .map(QuantVector::new)
            .collect();
        if n > 0 && query.len() == n && kind.embeddings.rows() == rows {
            kind.embeddings
                .scan(&query, t.embedding, Some(&scored), &mut sims);
        } else if n > 0 {
            // Some input lacks an embedding: fill per pair (rare, only on partial catalogs).
            for (r, &id) in kind.ids.iter().enumerate() {
                for (i, inp) in q.inputs.iter().enumerate() {
                    if let (Some(a), Some(b)) = (
                        self.index.embedding(self.catalog, id),
                        self.index.embedding(self.catalog, inp.id),
                    ) {
                        sims[i * rows + r] = t.embedding * dot(a, b);
                    }
                }
            }
        }

        // Shared rare words through their inverted index, added to the embedding term (both say
        // how close the stories are).
        if t.lexical > 0.0 {
            for (i, inp) in q.inputs.iter().enumerate() {
                self.index.lexical.accumulate(
                    inp.id,
                    t.lexical,
                    |other| self.position(other, q.kind),
                    &mut sims[i * rows..(i + 1) * rows],
                );
            }
        }
        // The shared premise joins the story terms too; few titles lean to one. In couples, a
        // premise all of one person's titles lean to weighs `couple_focus_premise` for them.
        let focus = |group: usize| {
            if !couples || t.premise <= 0.0 {
                return 0;
            }
            shared_by_all(
                q.inputs
                    .iter()
                    .filter(|x| x.group == group)
                    .map(|x| ix.premises_of(x.id)),
            )
        };
        let focus = [focus(0), focus(1)];
        let focus_factor = t.couple_focus_premise / t.premise.max(f32::MIN_POSITIVE);
        for (i, inp) in q.inputs.iter().enumerate() {
            if let Some(theirs) = ix.premises_of(inp.id) {
                let theirs = premise_weights_focused(theirs, focus[inp.group.min(1)], focus_factor);
                let story = &mut sims[i * rows..(i + 1) * rows];
                for (r, premises) in &cols.premised {
                    story[*r as usize] += t.premise * premise_fit_to(premises, &theirs);
                }
            }
        }

        // Shared people through the inverted indexes: low nibble cast, high nibble directors.
        let mut people = vec![0u8; n * rows];
        for (i, inp) in q.inputs.iter().enumerate() {
            let lists = [
                (
                    &self.index.cast[inp.id as usize],
                    &self.index.cast_titles,
                    0x01u8,
                ),
                (
                    &self.index.directors[inp.id as usize],
                    &self.index.director_titles,
                    0x10u8,
                ),
            ];
            for (persons, titles_of, unit) in lists {
                for &p in persons.iter() {
                    for &other in &titles_of[p as usize] {
                        if let Some(r) = self.position(other, q.kind) {
                            let cell = &mut people[i * rows + r];
                            let nibble = if unit == 1 { *cell & 0x0f } else { *cell >> 4 };
                            if nibble < 15 {
                                *cell += unit;
                            }
                        }
                    }
                }
            }
        }

        // Community: co-occurrence summed over inputs (item-based collaborative filtering).
        let mut community_sum = Vec::new();
        if let Some(c) = self.community.as_deref() {
            community_sum = vec![0.0f32; rows];
            for inp in q.inputs {
                for &(other, s) in c
                    .neighbours
                    .get(inp.id as usize)
                    .map_or(&[][..], |v| &v[..])
                {
                    if let Some(r) = self.position(other, q.kind) {
                        community_sum[r] += s * inp.weight;
                    }
                }
            }
        }

        // Per-input fields read once, not once per candidate.
        let features: Vec<InputFeatures> = q
            .inputs
            .iter()
            .map(|inp| {
                let country = ix.country_query(q.kind, ix.country_mask[inp.id as usize]);
                InputFeatures {
                    mask: ix.genre_mask[inp.id as usize],
                    soft: ix.soft_row(inp.id),
                    inv_norm: ix.genre_inv_norm[inp.id as usize],
                    year: f32::from(ix.year[inp.id as usize]),
                    country_fits: cols
                        .countries
                        .iter()
                        .map(|&(mask, miss)| ix.country_fit_to(mask, miss, &country))
                        .collect(),
                    audience_fit: Box::new(std::array::from_fn(|m| {
                        audience_fit(m as u8, ix.maturity[inp.id as usize])
                    })),
                    format_fit: Box::new(std::array::from_fn(|m| {
                        format_fit(m as u8, ix.format[inp.id as usize])
                    })),
                    log_runtime: ix.log_runtime[inp.id as usize],
                    weight: inp.weight,
                    era_share: self.era_share(self.catalog.titles[inp.id as usize].kind, q.kind),
                }
            })
            .collect();
        // Each input's value for every row, a block of rows at a time (the block's columns stay
        // in the first-level cache across the inputs). A block with no scored row is skipped.
        let mut values = vec![0.0f32; n * rows];
        let mut scratch = Scratch::default();
        for first in (0..rows).step_by(BLOCK) {
            let block = first..rows.min(first + BLOCK);
            if !scored[block.clone()].contains(&true) {
                continue;
            }
            for (i, f) in features.iter().enumerate() {
                let cells = i * rows + block.start..i * rows + block.end;
                self.input_cells(
                    f,
                    cols,
                    block.start,
                    &sims[cells.clone()],
                    &people[cells.clone()],
                    &mut scratch,
                    &mut values[cells],
                );
            }
        }

        out.reserve(rows);
        let mut couple_rows: Vec<CoupleRow> = Vec::new();
        let profiles = couples.then(|| {
            [
                GenreProfile::of(ix, &q.inputs[..split]),
                GenreProfile::of(ix, &q.inputs[split..]),
            ]
        });
        // A bridge is needed when each person has a clear genre taste and the two differ: two people
        // who like the same genres, or whose lists scatter across genres, are served by the soft-min
        // of their tastes.
        let bridge_need = profiles.as_ref().map_or(0.0, |[a, b]| {
            (1.0 - a.overlap(b)).clamp(0.0, 1.0) * a.focus * b.focus
        });
        // The scored rows, in the order of `out` (and of `couple_rows`).
        let mut scored_rows: Vec<usize> = Vec::with_capacity(rows);
        for (r, &id) in kind.ids.iter().enumerate() {
            if !scored[r] {
                continue;
            }
            scored_rows.push(r);
            let mut extra = 0.0;
            if let Some(c) = self.community.as_deref() {
                extra += t.community * community_sum[r]
                    + t.community_popularity
                        * c.popularity.get(id as usize).copied().unwrap_or(0.0);
            }
            if let Some(base) = q.base {
                extra += base[id as usize];
            }
            if couples {
                let (mask, inv_norm) = (cols.genre_mask[r], cols.genre_inv_norm[r]);
                let bridge = profiles.as_ref().map_or(0.0, |[a, b]| {
                    bridge_need * (a.cover(mask, inv_norm) * b.cover(mask, inv_norm)).sqrt()
                });
                couple_rows.push(CoupleRow {
                    id,
                    bridge,
                    extra,
                    both_evidence: evidence[r],
                });
            } else {
                // The taste is added once every candidate's values are in (below).
                out.push((extra, id));
            }
        }
        // The soft-max over each person's inputs, every row at once (a row nobody scores costs a
        // few vector lanes and is not read).
        if couples {
            let mut both = soft_max_rows(&values, rows, 0..split, t.couple_softmax);
            let second = soft_max_rows(&values, rows, split..n, t.couple_softmax);
            // A separate loop over plain slices, so the soft-min vectorises as well.
            for (a, &b) in both.iter_mut().zip(&second) {
                *a = soft_min(*a, b, t.couple_softmin);
            }
            let both: Vec<f32> = scored_rows.iter().map(|&r| both[r]).collect();
            self.blend_couple(q, &couple_rows, &both, out);
        } else {
            let all = soft_max_rows(&values, rows, 0..n, t.input_softmax);
            let tastes: Vec<f32> = scored_rows
                .iter()
                .map(|&r| all[r] * q.taste_weight)
                .collect();
            for (taste, (score, _)) in tastes.iter().zip(out.iter_mut()) {
                *score += *taste;
            }
            self.add_prior(q, &tastes, None, out);
        }
    }

    /// Input `f`'s value for rows `first..first + out.len()` of the kind, from their columns:
    /// [`Scorer::pair`]'s arithmetic (`story` is the embedding, rare-word and premise terms,
    /// `people` the shared cast and directors). The lookups (the rows' country lists, maturity and
    /// format in the input's tables) and the tags' cosine are loops of their own; the rest runs in
    /// vector lanes. Always inlined, so it runs with the vector width of the pass that calls it.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn input_cells(
        &self,
        f: &InputFeatures,
        cols: &Columns,
        first: usize,
        story: &[f32],
        people: &[u8],
        scratch: &mut Scratch,
        out: &mut [f32],
    ) {
        let ix = self.index;
        let len = out.len();
        let block = first..first + len;
        let Scratch {
            hard,
            soft,
            audience,
            country,
            format,
        } = scratch;
        let (hard, soft) = (&mut hard[..len], &mut soft[..len]);
        let (audience, country, format) = (
            &mut audience[..len],
            &mut country[..len],
            &mut format[..len],
        );
        let lookups = audience
            .iter_mut()
            .zip(format.iter_mut())
            .zip(country.iter_mut())
            .zip(&cols.maturity[block.clone()])
            .zip(&cols.format[block.clone()])
            .zip(&cols.country_class[block.clone()]);
        for (((((a, fo), c), &maturity), &form), &class) in lookups {
            *a = f.audience_fit[maturity as usize];
            *fo = f.format_fit[form as usize];
            *c = f.country_fits[class as usize];
        }
        let soft_input = f.soft.filter(|_| cols.has_soft() && ix.soft_share > 0.0);
        // The tags' cosine only when the soft vectors leave it a share.
        if soft_input.is_some() && ix.soft_share >= 1.0 {
            hard.fill(0.0);
        } else {
            for (k, r) in block.clone().enumerate() {
                let shared = cols.genre_mask[r] & f.mask;
                hard[k] = if shared == 0 {
                    0.0
                } else {
                    ix.mask_weight(shared) * cols.genre_inv_norm[r] * f.inv_norm
                };
            }
        }
        if let Some(input) = soft_input {
            cols.soft_cosines(input, first, soft);
            for (h, &s) in hard.iter_mut().zip(soft.iter()) {
                *h = ix.blend_soft(*h, s);
            }
        }
        let genre = &*hard;
        let (year, runtime) = (&cols.year[block.clone()], &cols.log_runtime[block]);
        let (story, people) = (&story[..len], &people[..len]);
        for k in 0..len {
            let cell = people[k];
            let context = Context {
                genre: genre[k],
                era: era_fit(era_of(year[k], f.year), f.era_share),
                audience: audience[k],
                country: country[k],
                format: format[k],
                runtime: runtime_fit(runtime[k], f.log_runtime),
            };
            out[k] = f.weight * self.combine(story[k], &context, cell & 0x0f, cell >> 4);
        }
    }

    /// Position of `id` in the candidate list of `kind`, if it is a candidate of that kind.
    #[inline]
    fn position(&self, id: TitleId, kind: Kind) -> Option<usize> {
        self.index.kind(kind).position(id)
    }
}

/// Each row's soft-max over `inputs` of the input-major `values` (0 without inputs). Called
/// directly, not through a closure, so that it is inlined into the scorer's AVX2 copy: a closure
/// called three times was compiled once, without AVX2.
#[inline(always)]
fn soft_max_rows(values: &[f32], rows: usize, inputs: Range<usize>, beta: f32) -> Vec<f32> {
    let mut taste = vec![0.0f32; rows];
    if !inputs.is_empty() {
        log_mean_exp_columns(values, rows, inputs, beta, &mut taste);
    }
    taste
}

/// The era fit kept at `share` of its strength: 0.5, the neutral value, when it says nothing.
#[inline]
fn era_fit(era: f32, share: f32) -> f32 {
    0.5 + share * (era - 0.5)
}

/// Cosine of embeddings at which two stories count as close (also what explanations call "close in
/// story and tone").
pub const SIMILAR_STORY: f32 = 0.45;
