//! Genres weighed by the story: a ridge regression from a title's MiniLM vector to its genre tags,
//! fitted on the catalog itself, gives every title a predicted genre profile. A title's soft genre
//! vector is its tags, each kept in proportion to how far the description agrees with it, plus
//! the genres the description implies and the tags leave out. Source tags are noisy (Knives Out is
//! tagged only "comedy", Succession "reality", many shows carry no genre at all), and a wrong or
//! missing tag then no longer decides a genre match on its own.
//!
//! The fit is closed-form (normal equations, Cholesky) over a deterministic sample of tagged
//! titles: no iterative training, the same vectors on every start.

use catalog::{Catalog, EMBEDDING_DIM};

/// Titles sampled for the fit: the 385 × 385 normal matrix is then built in well under a second,
/// and more titles no longer change the weights.
const FIT_SAMPLE: usize = 12_000;
/// Ridge strength relative to the mean diagonal of the normal matrix.
const RIDGE: f64 = 1e-3;

/// How the tags and the story's prediction are blended into one vector per title.
#[derive(Debug, Clone, Copy)]
pub struct Blend {
    /// Weight of a genre the description implies but the tags do not carry.
    pub implied: f32,
    /// How much a tag depends on the description agreeing: 0 keeps every tag whole, 1 keeps a
    /// tag only as far as the description predicts it.
    pub trust: f32,
    /// Predictions below this are noise and count as 0 (the rest is rescaled to 0..=1).
    pub floor: f32,
}

/// Genres a soft vector holds (the catalog's vocabulary has 19); a fixed width, a multiple of 8,
/// lets the scorer's per-pair dot product unroll into vector lanes.
pub const SOFT_DIM: usize = 24;

/// One title's soft genre vector.
pub type SoftGenres = [f32; SOFT_DIM];

/// What the story says of every title's genres.
pub struct StoryGenres {
    /// Per title, the unit-length IDF-weighted soft genre vector over the first [`SOFT_DIM`]
    /// genre bits (all zeros when the title has no tag and no implied genre).
    pub soft: Vec<SoftGenres>,
    /// Per title, the tags its story does not argue against: the regression predicts a tag
    /// above 0, the prediction for a story of other genres. Inception's "music", Toy Story 4's
    /// "documentation" and Milk's "horror" are dropped, so no reason calls Inception a music
    /// film. A stricter line (the tag's share of the tagged titles) also dropped Cast Away's
    /// drama and Guardians of the Galaxy's comedy: a description need not name every genre, it
    /// must not contradict one. Of a pair the source files as one tag (a show's "Sci-Fi &
    /// Fantasy"), only the half the story reads is kept: Game of Thrones is a fantasy series,
    /// not "a fantasy and sci-fi series". Tags beyond [`SOFT_DIM`] and tags two sources name
    /// ([`Tags::confirmed`]) are kept as they are.
    pub uncontradicted: Vec<u64>,
}

/// What the sources say of every title's genres, as bit masks over the index's genre bits.
#[derive(Debug, Clone, Copy)]
pub struct Tags<'a> {
    /// Per title, its tags.
    pub masks: &'a [u64],
    /// Per title, the tags two sources name ([`catalog::Title::confirmed_genres`]): the story
    /// never drops them (a title past the slice's end has none).
    pub confirmed: &'a [u64],
    /// Per title, when two bits, the pair of genres its source files as one tag (a title past
    /// the slice's end has none).
    pub one_tag_pairs: &'a [u64],
}

/// The story's reading of every title's genres. `None` when the catalog has no embeddings.
pub fn soft_genres(
    catalog: &Catalog,
    tags: Tags<'_>,
    idf: &[f32],
    blend: Blend,
) -> Option<StoryGenres> {
    let Tags {
        masks,
        confirmed,
        one_tag_pairs,
    } = tags;
    let ng = idf.len().min(SOFT_DIM);
    let n = catalog.titles.len();
    if ng == 0 || catalog.embeddings.len() != n * EMBEDDING_DIM {
        return None;
    }
    let tagged: Vec<usize> = (0..n).filter(|&t| masks[t] != 0).collect();
    let weights = fit(catalog, &tagged, masks, ng)?;
    let splits = PairSplits::fit(catalog, masks, one_tag_pairs);
    let d = EMBEDDING_DIM + 1;
    let mut out = vec![[0.0f32; SOFT_DIM]; n];
    let mut uncontradicted = Vec::with_capacity(n);
    let mut pred = vec![0.0f32; ng];
    for (t, &mask) in masks.iter().enumerate() {
        let x = &catalog.embeddings[t * EMBEDDING_DIM..(t + 1) * EMBEDDING_DIM];
        let pair = one_tag_pairs.get(t).copied().unwrap_or(0);
        // What the tags claim: of a pair filed as one tag, the half the story reads.
        let claimed = if pair.count_ones() == 2 && mask & pair == pair {
            mask & !splits.weaker_half(pair, x)
        } else {
            mask
        };
        // Tags past the model's width are not judged; a tag two sources name is not the story's
        // to drop (Snatch's story names no joke, and Hulu shelves it with the comedies).
        let confirmed = confirmed.get(t).copied().unwrap_or(0);
        let mut kept = claimed & (!((1u64 << ng) - 1) | confirmed);
        for (g, p) in pred.iter_mut().enumerate() {
            let raw = dot_with_bias(&weights[g * d..(g + 1) * d], x);
            if raw > 0.0 {
                kept |= claimed & (1u64 << g);
            }
            *p = ((raw - blend.floor) / (1.0 - blend.floor).max(1e-3)).clamp(0.0, 1.0);
        }
        uncontradicted.push(kept);
        // The soft vector keeps both halves of a pair as tagged: read by the story, the pair cost
        // the fan tests as many welcome picks as it gained (JOURNAL, forty-first session).
        let row = &mut out[t];
        for g in 0..ng {
            let tagged = mask & (1u64 << g) != 0;
            let v = if tagged {
                1.0 - blend.trust + blend.trust * pred[g]
            } else {
                blend.implied * pred[g]
            };
            row[g] = v * idf[g];
        }
        let norm = row.iter().map(|v| v * v).sum::<f32>().sqrt();
        if norm > 0.0 {
            row.iter_mut().for_each(|v| *v /= norm);
        }
    }
    Some(StoryGenres {
        soft: out,
        uncontradicted,
    })
}

/// A weight row (`EMBEDDING_DIM` weights, then the bias) applied to a story vector.
fn dot_with_bias(w: &[f32], x: &[f32]) -> f32 {
    w[EMBEDDING_DIM] + x.iter().zip(w).map(|(a, b)| a * b).sum::<f32>()
}

/// Which half of a pair of genres filed as one tag a story belongs to. Shows come from TMDB's TV
/// genres, where "Sci-Fi & Fantasy" is one tag, so a show carrying both says only that it is one
/// of the two, and the catalog-wide model learns "sci-fi" as that tag's name (it reads Game of
/// Thrones as sci-fi). Films file the two apart, so each pair gets its own model, fitted only on
/// the titles tagged with exactly one half.
struct PairSplits {
    /// Per pair: its bits, and the weight rows of its two halves (low bit's first).
    models: Vec<(u64, Vec<f32>)>,
}

impl PairSplits {
    fn fit(catalog: &Catalog, masks: &[u64], one_tag_pairs: &[u64]) -> PairSplits {
        let mut pairs: Vec<u64> = one_tag_pairs.iter().copied().filter(|&p| p != 0).collect();
        pairs.sort_unstable();
        pairs.dedup();
        let models = pairs
            .into_iter()
            .filter(|p| p.count_ones() == 2)
            .filter_map(|pair| {
                let (lo, hi) = halves(pair);
                // The two halves as bits 0 and 1 of a two-genre model.
                let labels: Vec<u64> = masks
                    .iter()
                    .map(|&m| u64::from(m & lo != 0) | u64::from(m & hi != 0) << 1)
                    .collect();
                let apart: Vec<usize> = (0..masks.len())
                    .filter(|&t| one_tag_pairs.get(t).copied().unwrap_or(0) & pair == 0)
                    .filter(|&t| labels[t] == 1 || labels[t] == 2)
                    .collect();
                Some((pair, fit(catalog, &apart, &labels, 2)?))
            })
            .collect();
        PairSplits { models }
    }

    /// The bit of the half story `x` reads less; the pair itself when no model could be fitted
    /// (too few titles file the halves apart), so both halves are dropped rather than guessed.
    fn weaker_half(&self, pair: u64, x: &[f32]) -> u64 {
        let Some((_, w)) = self.models.iter().find(|(p, _)| *p == pair) else {
            return pair;
        };
        let d = EMBEDDING_DIM + 1;
        let (lo, hi) = halves(pair);
        if dot_with_bias(&w[..d], x) >= dot_with_bias(&w[d..], x) {
            hi
        } else {
            lo
        }
    }
}

/// A pair's two bits, low first.
fn halves(pair: u64) -> (u64, u64) {
    let lo = pair & pair.wrapping_neg();
    (lo, pair & !lo)
}

/// Ridge weights from the story vectors of titles `rows` to their genre bits, genre-major: `ng`
/// rows of `EMBEDDING_DIM` weights and a bias. `None` when there are too few rows to fit.
fn fit(catalog: &Catalog, rows: &[usize], masks: &[u64], ng: usize) -> Option<Vec<f32>> {
    let d = EMBEDDING_DIM + 1;
    if rows.len() < 2 * d {
        return None;
    }
    let stride = rows.len().div_ceil(FIT_SAMPLE);
    let mut gram = vec![0.0f64; d * d];
    let mut rhs = vec![0.0f64; d * ng];
    let mut x = vec![0.0f64; d];
    for &t in rows.iter().step_by(stride) {
        for (xi, &e) in x
            .iter_mut()
            .zip(&catalog.embeddings[t * EMBEDDING_DIM..(t + 1) * EMBEDDING_DIM])
        {
            *xi = f64::from(e);
        }
        x[EMBEDDING_DIM] = 1.0;
        // Upper triangle only; mirrored below.
        for i in 0..d {
            let xi = x[i];
            let row = &mut gram[i * d..(i + 1) * d];
            for j in i..d {
                row[j] += xi * x[j];
            }
        }
        let mut mask = masks[t];
        while mask != 0 {
            let g = mask.trailing_zeros() as usize;
            if g < ng {
                for i in 0..d {
                    rhs[i * ng + g] += x[i];
                }
            }
            mask &= mask - 1;
        }
    }
    for i in 0..d {
        for j in 0..i {
            gram[i * d + j] = gram[j * d + i];
        }
    }
    let ridge = RIDGE * (0..d).map(|i| gram[i * d + i]).sum::<f64>() / d as f64;
    for i in 0..d {
        gram[i * d + i] += ridge;
    }
    cholesky_solve(&mut gram, &mut rhs, d, ng)?;
    let mut weights = vec![0.0f32; ng * d];
    for g in 0..ng {
        for i in 0..d {
            weights[g * d + i] = rhs[i * ng + g] as f32;
        }
    }
    Some(weights)
}

/// Solves `A X = B` in place for symmetric positive definite `A` (d × d, overwritten by its
/// factor) and `B` (d × m, overwritten by `X`). `None` when `A` is not positive definite.
fn cholesky_solve(a: &mut [f64], b: &mut [f64], d: usize, m: usize) -> Option<()> {
    // A = L Lᵀ, L stored in the lower triangle.
    for j in 0..d {
        let mut diag = a[j * d + j];
        for k in 0..j {
            diag -= a[j * d + k] * a[j * d + k];
        }
        if diag <= 0.0 {
            return None;
        }
        let l = diag.sqrt();
        a[j * d + j] = l;
        for i in j + 1..d {
            let mut s = a[i * d + j];
            for k in 0..j {
                s -= a[i * d + k] * a[j * d + k];
            }
            a[i * d + j] = s / l;
        }
    }
    // Forward: L Y = B; back: Lᵀ X = Y.
    for c in 0..m {
        for i in 0..d {
            let mut s = b[i * m + c];
            for k in 0..i {
                s -= a[i * d + k] * b[k * m + c];
            }
            b[i * m + c] = s / a[i * d + i];
        }
        for i in (0..d).rev() {
            let mut s = b[i * m + c];
            for k in i + 1..d {
                s -= a[k * d + i] * b[k * m + c];
            }
            b[i * m + c] = s / a[i * d + i];
        }
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use catalog::{Kind, Title};

    const CRIME: u64 = 1;
    const COMEDY: u64 = 2;

    /// 900 titles: crime stories near topic 0, comedies near topic 1, with deterministic noise on
    /// every other dimension; then the titles under test, each a (tags, topic) pair.
    fn catalog_with(tests: &[(u64, usize)]) -> (Catalog, Vec<u64>) {
        let mut seed = 7u64;
        let mut noise = move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((seed >> 33) as f32 / (1u64 << 31) as f32 - 0.5) * 0.1
        };
        let mut titles = Vec::new();
        let (mut embeddings, mut masks) = (Vec::new(), Vec::new());
        let rows = (0..900)
            .map(|i| if i % 2 == 0 { (CRIME, 0) } else { (COMEDY, 1) })
            .chain(tests.iter().copied());
        for (i, (mask, topic)) in rows.enumerate() {
            let mut t = Title::named(format!("t{i}"), &format!("t{i}"), Kind::Movie, None);
            t.id = i as u32;
            titles.push(t);
            let mut v: Vec<f32> = (0..EMBEDDING_DIM).map(|_| noise()).collect();
            v[topic] += 1.0;
            let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt();
            embeddings.extend(v.iter().map(|x| x / norm));
            masks.push(mask);
        }
        (Catalog::new(titles, embeddings), masks)
    }

    fn tags<'a>(masks: &'a [u64], one_tag_pairs: &'a [u64]) -> Tags<'a> {
        Tags {
            masks,
            confirmed: &[],
            one_tag_pairs,
        }
    }

    const BLEND: Blend = Blend {
        implied: 0.5,
        trust: 0.5,
        floor: 0.1,
    };

    #[test]
    fn the_story_adds_the_genre_a_tag_leaves_out_and_weighs_a_contradicted_tag_down() {
        // An untagged crime story; a crime story tagged only "comedy" (Knives Out); a comedy
        // tagged comedy.
        let (catalog, masks) = catalog_with(&[(0, 0), (COMEDY, 0), (COMEDY, 1)]);
        let soft = soft_genres(&catalog, tags(&masks, &[]), &[1.0, 1.0], BLEND)
            .unwrap()
            .soft;
        let row = |i: usize| &soft[i][..2];
        let (untagged, mislabelled, comedy) = (row(900), row(901), row(902));
        assert!(untagged[0] > 0.9, "the story says crime: {untagged:?}");
        assert!(
            mislabelled[0] > 0.3 && mislabelled[1] > mislabelled[0],
            "crime implied, the tag kept first: {mislabelled:?}"
        );
        assert!(comedy[1] > 0.99, "an agreed tag stays whole: {comedy:?}");
        let cosine = |a: &[f32], b: &[f32]| a.iter().zip(b).map(|(x, y)| x * y).sum::<f32>();
        assert!(
            cosine(mislabelled, row(0)) > 0.3,
            "the mislabelled title now shares genre with crime stories"
        );
        assert!(
            cosine(mislabelled, comedy) < 0.95,
            "and less with plain comedies"
        );
    }

    #[test]
    fn a_tag_is_dropped_only_when_the_story_argues_against_it() {
        let (catalog, masks) = catalog_with(&[(COMEDY, 0), (COMEDY, 1), (CRIME | COMEDY, 1)]);
        // The tested titles' stories are their topic alone, told more plainly than any other
        // title's: a crime story tagged comedy is then clearly not one.
        let mut embeddings = catalog.embeddings.clone();
        let dim = EMBEDDING_DIM;
        for (row, topic) in [(900, 0), (901, 1), (902, 1)] {
            let story = &mut embeddings[row * dim..(row + 1) * dim];
            story.iter_mut().for_each(|x| *x = 0.0);
            story[topic] = 1.0;
        }
        let catalog = Catalog::new(catalog.titles.clone(), embeddings);
        let story = soft_genres(&catalog, tags(&masks, &[]), &[1.0, 1.0], BLEND).unwrap();
        assert_eq!(story.uncontradicted[900], 0, "a crime story tagged comedy");
        assert_eq!(story.uncontradicted[901], COMEDY, "a comedy tagged comedy");
        assert_eq!(
            story.uncontradicted[902], COMEDY,
            "a comedy tagged crime and comedy keeps only comedy"
        );
        assert!(story.uncontradicted[..900]
            .iter()
            .zip(&masks)
            .all(|(kept, tags)| kept == tags));
        // A second source filing the crime story with the comedies outvotes the story.
        let mut confirmed = vec![0; masks.len()];
        confirmed[900] = COMEDY;
        let sourced = Tags {
            confirmed: &confirmed,
            ..tags(&masks, &[])
        };
        let story = soft_genres(&catalog, sourced, &[1.0, 1.0], BLEND).unwrap();
        assert_eq!(story.uncontradicted[900], COMEDY, "a confirmed tag stays");
        assert_eq!(
            story.uncontradicted[902], COMEDY,
            "an unconfirmed one still goes"
        );
    }

    #[test]
    fn a_pair_filed_as_one_tag_keeps_only_the_half_the_story_reads() {
        // 300 shows whose source files crime and comedy as one tag, all on a topic of their own,
        // so the catalog-wide model reads that topic as both; then two shows and a film tagged
        // both, their stories on that topic and leaning to crime, comedy, crime.
        let shows = [(CRIME | COMEDY, 2); 303];
        let (catalog, masks) = catalog_with(&shows);
        let mut embeddings = catalog.embeddings.clone();
        let dim = EMBEDDING_DIM;
        for (row, lean) in [(1200, 0), (1201, 1), (1202, 0)] {
            let story = &mut embeddings[row * dim..(row + 1) * dim];
            story.iter_mut().for_each(|x| *x = 0.0);
            story[2] = 0.9;
            story[lean] = 0.45;
        }
        let catalog = Catalog::new(catalog.titles.clone(), embeddings);
        let pairs: Vec<u64> = (0..1203)
            .map(|t| {
                if (900..1202).contains(&t) {
                    CRIME | COMEDY
                } else {
                    0
                }
            })
            .collect();
        let story = soft_genres(&catalog, tags(&masks, &pairs), &[1.0, 1.0], BLEND).unwrap();
        assert_eq!(story.uncontradicted[1200], CRIME, "a show leaning to crime");
        assert_eq!(
            story.uncontradicted[1201], COMEDY,
            "a show leaning to comedy"
        );
        assert_eq!(
            story.uncontradicted[1202],
            CRIME | COMEDY,
            "a film's two tags are two claims"
        );
        let blind = soft_genres(&catalog, tags(&masks, &[]), &[1.0, 1.0], BLEND).unwrap();
        assert_eq!(
            blind.uncontradicted[1200],
            CRIME | COMEDY,
            "read as two claims, the show keeps both"
        );
        assert_eq!(story.soft, blind.soft, "the soft vectors keep both halves");
        // With no title filing the two apart there is nothing to split by: neither is named.
        let everywhere = vec![CRIME | COMEDY; 1203];
        let unsplit = soft_genres(&catalog, tags(&masks, &everywhere), &[1.0, 1.0], BLEND).unwrap();
        assert_eq!(unsplit.uncontradicted[1200], 0);
    }

    #[test]
    fn no_embeddings_no_soft_genres() {
        let (catalog, masks) = catalog_with(&[]);
        let bare = Catalog::new(catalog.titles.clone(), Vec::new());
        assert!(soft_genres(&bare, tags(&masks, &[]), &[1.0, 1.0], BLEND).is_none());
        assert!(soft_genres(&catalog, tags(&masks, &[]), &[], BLEND).is_none());
    }

    #[test]
    fn cholesky_solves_a_small_system() {
        // A = [[4, 2], [2, 3]], B = [[2], [1]] -> X = [[0.5], [0]].
        let mut a = vec![4.0, 2.0, 2.0, 3.0];
        let mut x = vec![2.0, 1.0];
        cholesky_solve(&mut a, &mut x, 2, 1).unwrap();
        assert!((x[0] - 0.5).abs() < 1e-12 && x[1].abs() < 1e-12, "{x:?}");
        let mut singular = vec![1.0, 1.0, 1.0, 1.0];
        assert!(cholesky_solve(&mut singular, &mut [1.0, 1.0], 2, 1).is_none());
    }
}
