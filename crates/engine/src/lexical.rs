//! Word-level similarity: the IDF-weighted cosine of the words two titles' names and descriptions
//! use. It sees what a sentence embedding blurs: the sub-genre nouns ("vampire", "heist",
//! "comedian", "mountaineer"), places and peoples ("Korean", "Victorian", "Mumbai") and franchise
//! words in names ("Twilight", "Mulaney"), each weighted by how rare it is in the catalog.
//!
//! Built once from the catalog as sparse unit vectors plus an inverted index, so scoring one input
//! against every candidate touches only the titles that share a word with it.

use catalog::{Title, TitleId};

use crate::text::is_stopword;
use rustc_hash::FxHashMap;

/// Words in more than this share of titles carry no taste (they are also the long posting lists).
const MAX_DF_SHARE: f32 = 0.03;
/// A word's weight in a title's name counts this many times its weight in the description: a
/// shared name word is usually a franchise, a person or a place.
const NAME_BOOST: f32 = 2.0;
/// Words rarer than this weigh as if this common: a character's name in two descriptions is a
/// coincidence more often than a theme, and must not outweigh "spy" or "vampire".
const MIN_DF_FOR_IDF: u32 = 20;
/// Words shorter than this are mostly particles and abbreviations.
const MIN_LETTERS: usize = 3;

#[derive(Debug, Default)]
pub struct Lexical {
    /// Per title: (word id, weight), the weights of one title forming a unit vector.
    vectors: Vec<Vec<(u32, f32)>>,
    /// Word id → (title, weight of the word in that title).
    postings: Vec<Vec<(TitleId, f32)>>,
}

impl Lexical {
    pub fn build(titles: &[Title]) -> Lexical {
        let mut ids: FxHashMap<String, u32> = FxHashMap::default();
        let mut df: Vec<u32> = Vec::new();
        // Raw (word, boost) bags first; document frequencies need every title.
        let bags: Vec<Vec<(u32, f32)>> = titles
            .iter()
            .map(|t| {
                let mut bag: Vec<(u32, f32)> = Vec::new();
                let mut add = |word: String, boost: f32| {
                    let next = ids.len() as u32;
                    let id = *ids.entry(word).or_insert(next);
                    if id as usize == df.len() {
                        df.push(0);
                    }
                    match bag.iter_mut().find(|(w, _)| *w == id) {
                        Some(entry) => entry.1 = entry.1.max(boost),
                        None => bag.push((id, boost)),
                    }
                };
                for w in tokens(&t.title) {
                    add(w, NAME_BOOST);
                }
                for w in tokens(&t.description) {
                    add(w, 1.0);
                }
                for &(w, _) in &bag {
                    df[w as usize] += 1;
                }
                bag
            })
            .collect();

        let n = titles.len().max(1) as f32;
        let max_df = ((n * MAX_DF_SHARE) as u32).max(2);
        let idf: Vec<f32> = df
            .iter()
            .map(|&d| {
                // A word of one title matches nothing; a very common one means nothing.
                if d < 2 || d > max_df {
                    0.0
                } else {
                    (n / d.max(MIN_DF_FOR_IDF) as f32).ln()
                }
            })
            .collect();

        let mut postings: Vec<Vec<(TitleId, f32)>> = vec![Vec::new(); df.len()];
        let vectors: Vec<Vec<(u32, f32)>> = bags
            .into_iter()
            .zip(titles)
            .map(|(bag, t)| {
                let mut v: Vec<(u32, f32)> = bag
                    .into_iter()
                    .filter(|&(w, _)| idf[w as usize] > 0.0)
                    .map(|(w, boost)| (w, boost * idf[w as usize]))
                    .collect();
                let norm = v.iter().map(|&(_, x)| x * x).sum::<f32>().sqrt();
                if norm > 0.0 {
                    for (w, x) in &mut v {
                        *x /= norm;
                        postings[*w as usize].push((t.id, *x));
                    }
                }
                v
            })
            .collect();
        Lexical { vectors, postings }
    }

    /// Adds `scale ×` the cosine of `input` with every title sharing a word with it to
    /// `out[slot(title)]` (None skips a title that is not a candidate).
    pub fn accumulate(
        &self,
        input: TitleId,
        scale: f32,
        mut slot: impl FnMut(TitleId) -> Option<usize>,
        out: &mut [f32],
    ) {
        let Some(vector) = self.vectors.get(input as usize) else {
            return;
        };
        for &(w, wi) in vector {
            for &(title, wc) in &self.postings[w as usize] {
                if let Some(r) = slot(title) {
                    out[r] += scale * wi * wc;
                }
            }
        }
    }

    /// Cosine of two titles' word vectors (0 when either has none).
    pub fn cosine(&self, a: TitleId, b: TitleId) -> f32 {
        let (Some(va), Some(vb)) = (self.vectors.get(a as usize), self.vectors.get(b as usize))
        else {
            return 0.0;
        };
        va.iter()
            .filter_map(|&(w, x)| vb.iter().find(|&&(v, _)| v == w).map(|&(_, y)| x * y))
            .sum()
    }
}

/// Lower-cased words of a text, light plural folding ("vampires" = "vampire"), stopwords dropped.
fn tokens(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= MIN_LETTERS)
        .map(|w| fold_plural(&w.to_lowercase()))
        .filter(|w| !is_stopword(w))
}

fn fold_plural(w: &str) -> String {
    if w.len() > 4 && w.ends_with('s') && !w.ends_with("ss") && !w.ends_with("us") {
        if let Some(stem) = w.strip_suffix("ies") {
            return format!("{stem}y");
        }
        return w[..w.len() - 1].to_owned();
    }
    w.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use catalog::Kind;

    fn title(id: TitleId, name: &str, description: &str) -> Title {
        Title {
            id,
            description: description.into(),
            ..Title::named(format!("k{id}"), name, Kind::Show, None)
        }
    }

    fn catalog() -> Vec<Title> {
        let mut titles = vec![
            title(
                0,
                "Blood Ties",
                "A vampire hunter falls for the vampires she hunts.",
            ),
            title(1, "Night Bite", "Two vampires open a bakery in Seoul."),
            title(2, "Bake Off", "Amateur bakers compete in a tent."),
        ];
        // Filler so that the shared words are rare, as in a real catalog.
        for i in 3..200 {
            titles.push(title(i, &format!("Filler {i}"), "Something else entirely."));
        }
        titles
    }

    #[test]
    fn rare_shared_words_make_titles_close() {
        let lex = Lexical::build(&catalog());
        assert!(lex.cosine(0, 1) > 0.2, "{}", lex.cosine(0, 1));
        assert_eq!(lex.cosine(0, 2), 0.0);
    }

    #[test]
    fn accumulate_matches_cosine() {
        let lex = Lexical::build(&catalog());
        let mut out = vec![0.0; 3];
        lex.accumulate(0, 1.0, |t| (t < 3).then_some(t as usize), &mut out);
        for (t, &got) in out.iter().enumerate() {
            assert!((got - lex.cosine(0, t as TitleId)).abs() < 1e-6);
        }
        assert!(
            (out[0] - 1.0).abs() < 1e-5,
            "a title is its own perfect match"
        );
    }

    #[test]
    fn plurals_fold_and_short_words_stay() {
        assert_eq!(fold_plural("vampires"), "vampire");
        assert_eq!(fold_plural("mysteries"), "mystery");
        assert_eq!(fold_plural("chess"), "chess");
        assert_eq!(fold_plural("bus"), "bus");
    }
}
