//! The candidates of one kind as columns: each field the scorer reads per candidate-input pair in
//! its own array, in the kind's row order (`KindIndex::ids`).
//!
//! Read from per-title records, a candidate's fields come one at a time and the compiler computes
//! one pair after another. Read from columns, one input against a block of rows is the same
//! arithmetic over plain slices, which runs eight candidates to an AVX2 step
//! (`Scorer::input_cells`). Measured in crates/engine/JOURNAL.md ("twenty-first session").

use catalog::TitleId;

use crate::genre_model::{SoftGenres, SOFT_DIM};
use crate::index::Index;
use crate::premises::TitlePremises;
use rustc_hash::FxHashMap;

/// Eight f32 lanes: the soft genre cosine sums each input's products in eight partial sums
/// ([`Index::genre_blend`]), and the column form keeps that order so both give the same value.
const LANES: usize = 8;

#[derive(Debug, Default)]
pub struct Columns {
    /// Release year (0 when unknown), as a float for the era arithmetic.
    pub year: Vec<f32>,
    pub log_runtime: Vec<f32>,
    pub maturity: Vec<u8>,
    pub format: Vec<u8>,
    pub genre_mask: Vec<u64>,
    pub genre_inv_norm: Vec<f32>,
    /// The soft genre vectors genre-major, `soft[g * rows + r]`; empty without soft genres.
    pub soft: Vec<f32>,
    /// Each row's country list as an index into `countries`: a kind has a few thousand distinct
    /// lists, so a request computes each input's country fit once per list, not once per row.
    pub country_class: Vec<u32>,
    /// Per class: the country mask and the class's own foreign miss (`Index::foreign_miss`).
    pub countries: Vec<(u64, f32)>,
    /// The rows whose titles lean to a premise, with their premises: the few the premise term
    /// can touch.
    pub premised: Vec<(u32, TitlePremises)>,
}

impl Columns {
    /// The columns of the titles `ids`, read off the finished per-title fields of `index`.
    pub fn build(index: &Index, ids: &[TitleId]) -> Columns {
        let mut soft = Vec::new();
        if ids.iter().all(|&id| index.soft_row(id).is_some()) && !ids.is_empty() {
            soft = vec![0.0; SOFT_DIM * ids.len()];
            for (r, &id) in ids.iter().enumerate() {
                if let Some(row) = index.soft_row(id) {
                    for (g, &x) in row.iter().enumerate() {
                        soft[g * ids.len() + r] = x;
                    }
                }
            }
        }
        let mut classes: FxHashMap<u64, u32> = FxHashMap::default();
        let mut countries = Vec::new();
        let country_class = ids
            .iter()
            .map(|&id| {
                let mask = index.country_mask[id as usize];
                *classes.entry(mask).or_insert_with(|| {
                    countries.push((mask, index.foreign_miss(mask)));
                    (countries.len() - 1) as u32
                })
            })
            .collect();
        let premised = ids
            .iter()
            .enumerate()
            .filter_map(|(r, &id)| index.premises_of(id).map(|p| (r as u32, *p)))
            .collect();
        Columns {
            year: gather(ids, &index.year)
                .into_iter()
                .map(f32::from)
                .collect(),
            log_runtime: gather(ids, &index.log_runtime),
            maturity: gather(ids, &index.maturity),
            format: gather(ids, &index.format),
            genre_mask: gather(ids, &index.genre_mask),
            genre_inv_norm: gather(ids, &index.genre_inv_norm),
            soft,
            country_class,
            countries,
            premised,
        }
    }

    pub fn rows(&self) -> usize {
        self.year.len()
    }

    pub fn has_soft(&self) -> bool {
        !self.soft.is_empty()
    }

    /// The soft genre cosine of `input` with each row of `first..first + out.len()`, summed in
    /// the order of [`Index::genre_blend`] (eight partial sums, then their sum), so each value is
    /// the one it gives for the pair. Requires [`Columns::has_soft`].
    #[inline(always)]
    pub fn soft_cosines(&self, input: &SoftGenres, first: usize, out: &mut [f32]) {
        let rows = self.rows();
        let len = out.len();
        let column = |g: usize| &self.soft[g * rows + first..g * rows + first + len];
        let columns: [&[f32]; SOFT_DIM] = std::array::from_fn(column);
        for (k, cosine) in out.iter_mut().enumerate() {
            let mut lanes = [0.0f32; LANES];
            for chunk in 0..SOFT_DIM / LANES {
                for (lane, sum) in lanes.iter_mut().enumerate() {
                    let g = chunk * LANES + lane;
                    *sum += columns[g][k] * input[g];
                }
            }
            *cosine = lanes.iter().sum();
        }
    }
}

/// The values of a per-title column for `ids`, in their order.
fn gather<T: Copy>(ids: &[TitleId], column: &[T]) -> Vec<T> {
    ids.iter().map(|&id| column[id as usize]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuning::Tuning;
    use catalog::{Catalog, Kind, Title};

    fn film(id: TitleId, year: u16, genres: &[&str], countries: &[&str]) -> Title {
        Title {
            id,
            year: Some(year),
            genres: genres.iter().map(|g| g.to_string()).collect(),
            countries: countries.iter().map(|c| c.to_string()).collect(),
            ..Title::named(format!("m{id}"), &format!("Film {id}"), Kind::Movie, None)
        }
    }

    #[test]
    fn each_column_holds_its_rows_field_and_one_class_per_country_list() {
        let titles = vec![
            film(0, 1999, &["drama", "crime"], &["US"]),
            film(1, 2010, &["comedy"], &["GB"]),
            film(2, 2021, &["drama", "romance"], &["US"]),
            film(3, 1985, &["horror", "comedy"], &["KR", "US"]),
        ];
        let catalog = Catalog::new(titles, Vec::new());
        let index = Index::build(&catalog, &Tuning::default());
        let ids: Vec<TitleId> = vec![3, 1, 0, 2];
        let columns = Columns::build(&index, &ids);
        assert_eq!(columns.rows(), 4);
        assert_eq!(columns.year, vec![1985.0, 2010.0, 1999.0, 2021.0]);
        assert_eq!(columns.genre_mask[1], index.genre_mask[1]);
        assert_eq!(columns.countries.len(), 3, "US, GB and KR-US");
        assert_eq!(columns.country_class[2], columns.country_class[3]);
        for (r, &id) in ids.iter().enumerate() {
            let (mask, miss) = columns.countries[columns.country_class[r] as usize];
            assert_eq!(mask, index.country_mask[id as usize]);
            assert_eq!(miss, index.foreign_miss(mask));
        }
        assert!(!columns.has_soft(), "no embeddings, no soft genres");
    }

    #[test]
    fn soft_cosines_over_columns_are_the_pairs_cosines_bit_for_bit() {
        let mut index = Index::default();
        index.soft_share = 1.0;
        // Eleven rows of arbitrary soft vectors, stored genre-major.
        let row = |r: usize| -> SoftGenres {
            std::array::from_fn(|g| ((r * 31 + g * 7) % 13) as f32 / 13.0 - 0.3)
        };
        let rows = 11;
        let mut columns = Columns {
            year: vec![0.0; rows],
            soft: vec![0.0; SOFT_DIM * rows],
            ..Columns::default()
        };
        for r in 0..rows {
            for (g, &x) in row(r).iter().enumerate() {
                columns.soft[g * rows + r] = x;
            }
        }
        let input = row(40);
        let mut out = vec![f32::NAN; 9];
        columns.soft_cosines(&input, 2, &mut out);
        for (k, &cosine) in out.iter().enumerate() {
            let pair = index.genre_blend(0.0, Some(&row(k + 2)), Some(&input));
            assert_eq!(cosine.to_bits(), pair.to_bits(), "row {}", k + 2);
        }
    }
}
