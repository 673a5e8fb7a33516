//! Text helpers: title normalisation, the spec's title-match rule, and description words.

use std::sync::OnceLock;

use rustc_hash::FxHashSet;

/// Lower-case, punctuation to spaces, collapsed spaces, a leading article dropped.
/// Same rules as the catalog resolver so "The Office" and "office" meet.
pub fn normalize_title(s: &str) -> String {
    let lowered: String = s
        .to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect();
    let words: Vec<&str> = lowered.split_whitespace().collect();
    let words = match words.first() {
        Some(&"the") | Some(&"a") | Some(&"an") if words.len() > 1 => &words[1..],
        _ => &words[..],
    };
    words.join(" ")
}

/// A title prepared once for the spec's match rule (recommendation-features.md §5).
#[derive(Debug, Clone, Default)]
pub struct TitleKey {
    /// Normalised title, words separated by single spaces.
    pub norm: String,
    /// Words longer than 2 characters, the only ones the overlap rule counts.
    pub long_words: Vec<String>,
}

impl TitleKey {
    pub fn new(title: &str) -> TitleKey {
        let norm = normalize_title(title);
        let mut long_words: Vec<String> = norm
            .split(' ')
            .filter(|w| w.chars().count() > 2)
            .map(str::to_owned)
            .collect();
        long_words.sort();
        long_words.dedup();
        TitleKey { norm, long_words }
    }
}

/// Shortest normalised string the "substring either way" rule applies to. The spec applies it to
/// any length, which would let an input like "Up" or "It" remove every title containing that word;
/// below this length only the exact rule applies.
const MIN_SUBSTRING_LEN: usize = 4;

/// The spec's rule for "this title is one of the user's inputs": normalised exact match, substring
/// either way (on word boundaries), or at least 70% of the shorter list of long words shared.
///
/// Trade-off, kept deliberately because the spec asks for it: an input "The Office" also removes
/// "Office Space" (the substring rule), and any one-long-word title removes every title containing
/// that word. Word boundaries keep it from firing inside words ("Cars" does not remove "Oscars").
pub fn titles_match(a: &TitleKey, b: &TitleKey) -> bool {
    if a.norm.is_empty() || b.norm.is_empty() {
        return false;
    }
    if a.norm == b.norm {
        return true;
    }
    let (short, long) = if a.norm.len() <= b.norm.len() {
        (a, b)
    } else {
        (b, a)
    };
    if short.norm.len() >= MIN_SUBSTRING_LEN && contains_words(&long.norm, &short.norm) {
        return true;
    }
    word_overlap(a, b) >= 0.7
}

/// `needle` occurs in `hay` starting and ending at word boundaries (both are normalised).
fn contains_words(hay: &str, needle: &str) -> bool {
    let bytes = hay.as_bytes();
    hay.match_indices(needle).any(|(start, _)| {
        let end = start + needle.len();
        (start == 0 || bytes[start - 1] == b' ') && (end == bytes.len() || bytes[end] == b' ')
    })
}

/// Share of the shorter long-word list found in the other one (0 when either is empty).
fn word_overlap(a: &TitleKey, b: &TitleKey) -> f32 {
    let (short, long) = if a.long_words.len() <= b.long_words.len() {
        (a, b)
    } else {
        (b, a)
    };
    if short.long_words.is_empty() {
        return 0.0;
    }
    let shared = short
        .long_words
        .iter()
        .filter(|w| long.long_words.binary_search(w).is_ok())
        .count();
    shared as f32 / short.long_words.len() as f32
}

/// Words too common or too vague to name as a shared theme.
const STOPWORDS: &[&str] = &[
    "about",
    "above",
    "after",
    "again",
    "against",
    "along",
    "also",
    "among",
    "around",
    "away",
    "back",
    "because",
    "been",
    "before",
    "behind",
    "being",
    "best",
    "better",
    "between",
    "both",
    "bring",
    "brings",
    "called",
    "came",
    "come",
    "comes",
    "could",
    "dark",
    "days",
    "does",
    "down",
    "during",
    "each",
    "even",
    "ever",
    "every",
    "face",
    "faces",
    "film",
    "films",
    "find",
    "finds",
    "first",
    "follow",
    "follows",
    "from",
    "gets",
    "give",
    "gives",
    "goes",
    "going",
    "good",
    "great",
    "have",
    "help",
    "helps",
    "here",
    "himself",
    "herself",
    "into",
    "just",
    "keep",
    "keeps",
    "know",
    "known",
    "last",
    "learn",
    "learns",
    "leave",
    "leaves",
    "life",
    "lives",
    "like",
    "little",
    "long",
    "look",
    "looks",
    "lost",
    "made",
    "make",
    "makes",
    "many",
    "meet",
    "meets",
    "more",
    "most",
    "movie",
    "much",
    "must",
    "need",
    "needs",
    "never",
    "next",
    "night",
    "only",
    "other",
    "over",
    "part",
    "people",
    "place",
    "real",
    "same",
    "season",
    "series",
    "show",
    "shows",
    "some",
    "soon",
    "star",
    "stars",
    "starring",
    "still",
    "story",
    "stories",
    "such",
    "take",
    "takes",
    "than",
    "that",
    "their",
    "them",
    "themselves",
    "then",
    "there",
    "these",
    "they",
    "things",
    "this",
    "those",
    "three",
    "through",
    "time",
    "times",
    "together",
    "turn",
    "turns",
    "under",
    "until",
    "upon",
    "very",
    "want",
    "wants",
    "what",
    "when",
    "where",
    "which",
    "while",
    "whose",
    "with",
    "within",
    "without",
    "world",
    "would",
    "year",
    "years",
    "young",
    "your",
    "documentary",
    "episode",
    "episodes",
    "new",
    "tries",
    "tells",
    "will",
    "becomes",
    "become",
    "begin",
    "begins",
    "discover",
    "discovers",
    "decide",
    "decides",
    "another",
    "anything",
    "everything",
    "something",
    "someone",
    "nothing",
    "himself",
    "whom",
    "full",
    "hand",
    "hands",
    "head",
    "home",
    "group",
    "man",
    "men",
    "woman",
    "women",
    "girl",
    "boy",
    "old",
    "live",
    "living",
    "true",
    "way",
    "ways",
    "work",
    "works",
    "change",
    "changes",
    "chance",
    "yet",
    "why",
    "how",
    "who",
    "all",
    "and",
    "for",
    "the",
    "are",
    "but",
    "not",
    "one",
    "two",
    "out",
    "can",
    "his",
    "her",
    "has",
    "its",
    "our",
    "was",
    "get",
    "set",
    "sets",
    "now",
    "own",
    "end",
    "ends",
    "sense",
    "kind",
    "thing",
    "side",
    "else",
    "second",
    "half",
    "whole",
    "lots",
    "plenty",
    "matter",
    "point",
    "case",
    "sort",
    "idea",
    "reason",
    "moment",
];

/// [`STOPWORDS`] as a set: the build checks every description word against it.
fn stopwords() -> &'static FxHashSet<&'static str> {
    static SET: OnceLock<FxHashSet<&'static str>> = OnceLock::new();
    SET.get_or_init(|| STOPWORDS.iter().copied().collect())
}

/// Whether a lower-case word is too common in descriptions to say anything about a title.
pub fn is_stopword(w: &str) -> bool {
    stopwords().contains(w)
}

/// Words of an already lower-cased description that could name a theme (see [`is_theme_word`]).
pub fn theme_words(lowered: &str) -> impl Iterator<Item = &str> + '_ {
    words(lowered).filter(|w| is_theme_word(w))
}

/// Could this lower-case word name a theme: at least 4 letters, not a "-ing" form (so "both
/// involve smuggling" never appears), a content word (see [`is_content_word`]) and not one of
/// [`NOT_A_THEME`].
pub fn is_theme_word(w: &str) -> bool {
    w.chars().count() >= 4
        && !w.ends_with("ing")
        && is_content_word(w)
        && NOT_A_THEME.binary_search(&w).is_err()
}

/// Words a description uses about itself or its format ("this gritty drama chronicles...") or too
/// vague to be what two stories share ("well", "later", "different"). Explanations only: as rare
/// words they still count in the story similarity, where they are as good a witness as any.
/// Read off the reasons given for the two fan tests' picks (2026-11-27). Sorted: the index build
/// looks up every description word.
const NOT_A_THEME: &[&str] = &[
    "cast",
    "character",
    "characters",
    "chronicle",
    "chronicles",
    "comedies",
    "comedy",
    "different",
    "docudrama",
    "docuseries",
    "drama",
    "dramas",
    "enters",
    "events",
    "former",
    "greatest",
    "grows",
    "later",
    "leads",
    "loves",
    "name",
    "pair",
    "perfect",
    "search",
    "thriller",
    "wakes",
    "well",
];

/// A lower-case word that says something: not a stopword, not an obvious past verb ("-ed") or
/// adverb ("-ly").
fn is_content_word(w: &str) -> bool {
    !stopwords().contains(w) && !w.ends_with("ed") && !w.ends_with("ly")
}

/// Theme words of a description as written: capitalised words are skipped, because they are mostly
/// names ("Walter" in two unrelated shows is not a shared theme).
pub fn description_themes(description: &str) -> impl Iterator<Item = &str> + '_ {
    words(description).filter(|w| !w.starts_with(char::is_uppercase) && is_theme_word(w))
}

/// The two-word phrase around `word` that both descriptions use, if any: "outer space" where
/// both mention "outer", "serial killer" where both mention "killer", or the hyphenated word
/// ("stand-up") both write. An explanation that quotes the phrase names what the titles share;
/// the lone word ("outer", "stand") often reads as a fragment. The other word must itself be able
/// to name a theme (no stopword, no name), and the two words must stand side by side in both
/// texts, with no punctuation between them. Explanations call this for every pick, so it reads
/// the texts in place rather than copying their words.
pub fn shared_phrase(a: &str, b: &str, word: &str) -> Option<String> {
    if let Some(compound) = shared_compound(a, b, word) {
        return Some(compound);
    }
    let (ta, tb) = (phrase_tokens(a), phrase_tokens(b));
    let in_b = neighbours(&tb, word);
    neighbours(&ta, word)
        .into_iter()
        .find(|(x, y)| {
            in_b.iter()
                .any(|(u, v)| u.eq_ignore_ascii_case(x) && v.eq_ignore_ascii_case(y))
        })
        .map(|(x, y)| format!("{} {}", x.to_lowercase(), y.to_lowercase()))
}

/// Every pair of adjacent words with `word` on one side and a word that can name a theme on the
/// other, in text order.
fn neighbours<'a>(tokens: &[Option<&'a str>], word: &str) -> Vec<(&'a str, &'a str)> {
    // The other word is a content word of three letters or more, "-ing" allowed ("rock climbing"
    // names a thing): never a verb in "-ed", so no explanation quotes "excluded", which the SPA
    // takes for a leaked engine note and drops with its pick (the spec's client-side filter).
    let fits = |other: &str| {
        let lower = other.to_lowercase();
        lower.chars().count() >= 3 && is_content_word(&lower)
    };
    let mut out = Vec::new();
    for pair in tokens.windows(2) {
        if let [Some(x), Some(y)] = *pair {
            let (xw, yw) = (x.eq_ignore_ascii_case(word), y.eq_ignore_ascii_case(word));
            if (xw && !yw && fits(y)) || (yw && !xw && fits(x)) {
                out.push((x, y));
            }
        }
    }
    out
}

/// The hyphenated word that contains `word` in both texts: "stand-up" where both mention "stand".
fn shared_compound(a: &str, b: &str, word: &str) -> Option<String> {
    let (in_a, in_b) = (compounds(a, word), compounds(b, word));
    in_a.into_iter()
        .find(|c| in_b.iter().any(|d| d.eq_ignore_ascii_case(c)))
        .map(str::to_lowercase)
}

/// The hyphenated words of a text that have `word` as one of their parts.
fn compounds<'a>(text: &'a str, word: &str) -> Vec<&'a str> {
    text.split_whitespace()
        .map(|t| t.trim_matches(|c: char| !c.is_alphabetic()))
        .filter(|t| {
            t.contains('-')
                && t.split('-')
                    .all(|p| !p.is_empty() && p.chars().all(char::is_alphabetic))
                && t.split('-').any(|p| p.eq_ignore_ascii_case(word))
        })
        .collect()
}

/// The words of a text in order, as slices of it, with `None` where punctuation, a capitalised
/// word (mostly a name) or a non-word breaks a phrase.
fn phrase_tokens(text: &str) -> Vec<Option<&str>> {
    let mut out = Vec::new();
    for token in text.split_whitespace() {
        let core = token.trim_matches(|c: char| !c.is_alphabetic());
        if token.starts_with(|c: char| !c.is_alphabetic()) {
            out.push(None);
        }
        let clean = !core.is_empty()
            && core.chars().all(char::is_alphabetic)
            && !core.starts_with(char::is_uppercase);
        out.push(clean.then_some(core));
        if token.ends_with(|c: char| !c.is_alphabetic()) {
            out.push(None);
        }
    }
    out
}

/// Alphabetic words of a text, as slices of it (lower-case the text first to match words).
pub fn words(text: &str) -> impl Iterator<Item = &str> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(a: &str, b: &str) -> bool {
        titles_match(&TitleKey::new(a), &TitleKey::new(b))
    }

    #[test]
    fn a_shared_word_grows_into_the_phrase_both_descriptions_use() {
        let a = "A ragtag crew takes odd jobs in outer space.";
        let b = "Smugglers race across outer space, pursued by a bounty hunter.";
        assert_eq!(shared_phrase(a, b, "outer").as_deref(), Some("outer space"));
        assert_eq!(shared_phrase(a, b, "space").as_deref(), Some("outer space"));
        // Punctuation between the words, a stopword or a name is no phrase.
        assert_eq!(
            shared_phrase("He fled, space was all.", "Into outer space.", "space"),
            None
        );
        assert_eq!(
            shared_phrase("the killer of Eve", "a killer of men", "killer"),
            None
        );
        assert_eq!(
            shared_phrase("Meet killer Eve.", "A killer Eve hunts.", "killer"),
            None
        );
        // A hyphenated word is quoted whole.
        assert_eq!(
            shared_phrase(
                "Her stand-up special.",
                "A stand-up comedian, live.",
                "stand"
            )
            .as_deref(),
            Some("stand-up")
        );
        // A verb or an adverb does not complete a phrase.
        assert_eq!(
            shared_phrase("Two excluded teens.", "The excluded teens.", "teens"),
            None
        );
        assert_eq!(
            shared_phrase(
                "She tried rock climbing.",
                "A rock climbing legend.",
                "rock"
            )
            .as_deref(),
            Some("rock climbing")
        );
        // Different neighbours in each text: only the word is shared.
        assert_eq!(
            shared_phrase("a serial killer", "a killer whale", "killer"),
            None
        );
    }

    #[test]
    fn exact_after_normalisation() {
        assert!(m("The Office", "office"));
        assert!(m(
            "Spider-Man: Into the Spider-Verse",
            "spider man into the spider verse"
        ));
    }

    #[test]
    fn substring_either_way_on_word_boundaries() {
        assert!(m("Breaking Bad", "El Camino: A Breaking Bad Movie"));
        assert!(m("Stranger Things 2", "Stranger Things"));
        assert!(!m("Cars", "Oscars Night"));
    }

    #[test]
    fn short_inputs_only_match_exactly() {
        assert!(!m("Up", "Up in the Air"));
        assert!(m("Up", "Up"));
    }

    #[test]
    fn seventy_percent_word_overlap() {
        // shorter list {lord, rings} fully inside the longer one
        assert!(m("Lord of the Rings", "The Rings of the Lord Returns"));
        // one of the shorter list's two long words shared: 50%
        assert!(!m("Game of Thrones", "Game Night Party"));
    }

    #[test]
    fn unrelated_titles_do_not_match() {
        assert!(!m("The Crown", "Breaking Bad"));
        assert!(!m("", "Breaking Bad"));
    }

    #[test]
    fn theme_words_skip_stopwords_and_verb_forms() {
        let text = "A chemistry teacher turns to cooking meth, dealing drugs".to_lowercase();
        let w: Vec<&str> = theme_words(&text).collect();
        assert!(w.contains(&"chemistry") && w.contains(&"teacher") && w.contains(&"drugs"));
        assert!(!w.contains(&"cooking") && !w.contains(&"turns"));
    }

    #[test]
    fn the_words_that_name_no_theme_are_sorted_for_the_lookup() {
        assert!(NOT_A_THEME.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn a_description_talking_about_itself_names_no_theme() {
        let text =
            "This gritty drama chronicles a heist crew, and later a different one".to_lowercase();
        let w: Vec<&str> = theme_words(&text).collect();
        assert_eq!(w, ["gritty", "heist", "crew"]);
    }
}
