//! Typos: a trigram index proposes the catalog keys sharing most trigrams with the typed key, and
//! an edit distance bounded by the key's length confirms them.

use rapidfuzz::distance::osa;
use rustc_hash::FxHashMap;

/// Inputs shorter than this (in folded characters) must match exactly.
pub(super) const MIN_FUZZY_CHARS: usize = 6;
/// Below this length a typo match must keep the first letter: people rarely mistype it, and a
/// short name with another first letter is usually another title ("Amelie" is not "Emelie").
pub(super) const FIRST_LETTER_FREE_CHARS: usize = 10;

/// (trigram, key length in chars): splitting postings by length means a lookup only reads keys
/// whose length is within the edit budget.
pub(super) type GramMap = FxHashMap<(u64, u16), Vec<u32>>;

/// The distinct trigrams of a key, padded at both ends so its first and last letters count.
pub(super) fn trigram_codes(chars: &[char]) -> Vec<u64> {
    let mut padded = Vec::with_capacity(chars.len() + 2);
    padded.push('\u{2}');
    padded.extend_from_slice(chars);
    padded.push('\u{3}');
    let mut out: Vec<u64> = padded
        .windows(3)
        .map(|w| (w[0] as u64) << 42 | (w[1] as u64) << 21 | w[2] as u64)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Typos tolerated for an input of `n` folded characters.
pub(super) fn max_edits(n: usize) -> usize {
    match n {
        0..MIN_FUZZY_CHARS => 0,
        MIN_FUZZY_CHARS..=9 => 1,
        10..=17 => 2,
        _ => 3,
    }
}

/// A typed key compared with many catalog keys by optimal-string-alignment distance (a swap of
/// neighbours counts as one edit), with rapidfuzz's bit-parallel algorithm: the query's pattern is
/// built once, then each key takes one pass.
pub(super) struct TypoQuery(osa::BatchComparator<char>);

impl TypoQuery {
    pub(super) fn new(query: &[char]) -> Self {
        Self(osa::BatchComparator::new(query.iter().copied()))
    }

    /// The distance to `key`, or None when it exceeds `limit`.
    pub(super) fn distance(&self, key: &[char], limit: usize) -> Option<usize> {
        self.0.distance_with_args(
            key.iter().copied(),
            &osa::Args::default().score_cutoff(limit),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_is_bounded_osa() {
        let c = |s: &str| s.chars().collect::<Vec<_>>();
        let d = |a: &str, b: &str, limit| TypoQuery::new(&c(a)).distance(&c(b), limit);
        assert_eq!(d("abcd", "abdc", 2), Some(1), "a swap is one edit");
        assert_eq!(d("kitten", "sitting", 3), Some(3));
        assert_eq!(d("kitten", "sitting", 2), None);
        assert_eq!(d("amélie", "amelie", 1), Some(1), "characters, not bytes");
    }
}
