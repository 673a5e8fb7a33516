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
    /// must not contradict one. Tags beyond [`SOFT_DIM`] are kept as they are.
    pub uncontradicted: Vec<u64>,
}

/// The story's reading of every title's genres. `None` when the catalog has no embeddings.
pub fn soft_genres(
    catalog: &Catalog,
    masks: &[u64],
    idf: &[f32],
    blend: Blend,
) -> Option<StoryGenres> {
    let ng = idf.len().min(SOFT_DIM);
    let n = catalog.titles.len();
    if ng == 0 || catalog.embeddings.len() != n * EMBEDDING_DIM {
        return None;
    }
    let weights = fit(catalog, masks, ng)?;
    let d = EMBEDDING_DIM + 1;
    let mut out = vec![[0.0f32; SOFT_DIM]; n];
    let mut uncontradicted = Vec::with_capacity(n);
    let mut pred = vec![0.0f32; ng];
    for (t, mask) in masks.iter().enumerate() {
        let x = &catalog.embeddings[t * EMBEDDING_DIM..(t + 1) * EMBEDDING_DIM];
        // Tags past the model's width are not judged.
        let mut kept = mask & !((1u64 << ng) - 1);
        for (g, p) in pred.iter_mut().enumerate() {
            let w = &weights[g * d..(g + 1) * d];
            let raw = w[EMBEDDING_DIM] + x.iter().zip(w).map(|(a, b)| a * b).sum::<f32>();
            if raw > 0.0 {
                kept |= mask & (1u64 << g);
            }
            *p = ((raw - blend.floor) / (1.0 - blend.floor).max(1e-3)).clamp(0.0, 1.0);
        }
        uncontradicted.push(kept);
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

/// Ridge weights, genre-major: `ng` rows of `EMBEDDING_DIM` weights and a bias.
fn fit(catalog: &Catalog, masks: &[u64], ng: usize) -> Option<Vec<f32>> {
    let d = EMBEDDING_DIM + 1;
    let tagged: Vec<usize> = (0..masks.len()).filter(|&t| masks[t] != 0).collect();
    if tagged.len() < 2 * d {
        return None;
    }
    let stride = tagged.len().div_ceil(FIT_SAMPLE);
    let mut gram = vec![0.0f64; d * d];
    let mut rhs = vec![0.0f64; d * ng];
    let mut x = vec![0.0f64; d];
    for &t in tagged.iter().step_by(stride) {
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
        let soft = soft_genres(&catalog, &masks, &[1.0, 1.0], BLEND)
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
        let story = soft_genres(&catalog, &masks, &[1.0, 1.0], BLEND).unwrap();
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
    }

    #[test]
    fn no_embeddings_no_soft_genres() {
        let (catalog, masks) = catalog_with(&[]);
        let bare = Catalog::new(catalog.titles.clone(), Vec::new());
        assert!(soft_genres(&bare, &masks, &[1.0, 1.0], BLEND).is_none());
        assert!(soft_genres(&catalog, &masks, &[], BLEND).is_none());
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
