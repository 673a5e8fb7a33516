//! Title resolution: what a person types → the intended catalog title, or None.
//!
//! Lookup runs in stages and stops at the first that finds something:
//! 1. exact keys: the folded, article-free, space-free title (see [`crate::text`]), also indexed
//!    without a trailing "(2008)"/"(US)" tag and without a possessive brand prefix ("Tom Clancy's");
//!    the input is tried as typed, through the alias table (LOTR, GoT …: `aliases.rs`), without
//!    its own tag and without a brand prefix;
//! 2. subtitles: "Into the Spider-Verse" finds "Spider-Man: Into the Spider-Verse";
//! 3. typos: a trigram index proposes titles sharing most trigrams, and an edit distance bounded by
//!    the input's length confirms them. Short inputs get no typo tolerance, so a made-up or
//!    truncated name resolves to None rather than to some short title nearby (`typo.rs`);
//! 4. parts: a part of the typed name ("Star Wars: Episode V - The Empire Strikes Back"), then the
//!    one famous title the typed words are a part of ("Shawshank": [`Resolver::resolve`]).
//!
//! Among candidates of one stage: the type hint first, then the bracketed year, then IMDb votes.

use std::collections::HashMap;

use crate::model::{Kind, Title, TitleId};
use crate::text::{compact, without_article, without_brand, words};

mod aliases;
mod typo;

use aliases::ALIASES;
use typo::{
    max_edits, trigram_codes, GramMap, TypoQuery, FIRST_LETTER_FREE_CHARS, MIN_FUZZY_CHARS,
};

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Resolved {
    pub id: TitleId,
    /// 0..=1; 1 for an exact normalised match.
    pub confidence: f32,
}

/// The lowest confidence of a match on a title's own name, as opposed to a guess (a subtitle, a
/// part of the name, a typo): a name with its year or country tag dropped, or its brand.
pub const NAME_CONFIDENCE: f32 = 0.95;

/// No title is anywhere near this long; longer input is rejected before any work.
const MAX_INPUT_BYTES: usize = 400;

/// How a key was derived; a stage only looks at its own tier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tier {
    Name,
    Subtitle,
}

#[derive(Debug, Clone, Copy)]
struct Entry {
    id: TitleId,
    tier: Tier,
    confidence: f32,
}

#[derive(Debug, Clone, Default)]
pub struct Resolver {
    exact: HashMap<String, Vec<Entry>>,
    /// alias key → target key.
    aliases: HashMap<String, String>,
    /// Distinct name-tier keys, as chars, for typo matching.
    fuzzy_keys: Vec<(Vec<char>, String)>,
    /// (trigram, key length) → indices into `fuzzy_keys`.
    trigrams: GramMap,
    /// Every title's name as padded words (see [`phrase_of`]), for a name typed in part.
    phrases: Vec<(String, TitleId)>,
}

/// Lower-case, strip punctuation, collapse spaces, drop a leading article (kept for callers that
/// want a display-free comparison form; matching uses the compact keys).
pub fn normalize(s: &str) -> String {
    without_article(&words(s)).join(" ")
}

/// Splits a trailing "(…)" tag off: ("The Office", Some("U.S.")).
fn split_tag(s: &str) -> (&str, Option<&str>) {
    let t = s.trim_end();
    if let Some(body) = t.strip_suffix(')') {
        if let Some(open) = body.rfind('(') {
            let head = body[..open].trim_end();
            if !head.is_empty() {
                return (head, Some(body[open + 1..].trim()));
            }
        }
    }
    (t, None)
}

fn as_year(tag: &str) -> Option<u16> {
    let y: u16 = tag.parse().ok()?;
    (1880..=2100).contains(&y).then_some(y)
}

/// Country tags people and catalogs append: "(US)", "(U.S.)", "(UK)".
fn is_country_tag(tag: &str) -> bool {
    let letters: String = tag
        .chars()
        .filter(|c| c.is_alphabetic())
        .collect::<String>()
        .to_lowercase();
    matches!(
        letters.as_str(),
        "us" | "usa" | "uk" | "gb" | "au" | "ca" | "nz" | "ie" | "fr" | "de" | "in" | "kr" | "jp"
    ) && tag
        .chars()
        .all(|c| c.is_alphabetic() || c == '.' || c == ' ')
}

/// A name as its words between spaces, article dropped (" shawshank redemption "), so that a
/// name typed in part is found inside it on word boundaries.
pub fn phrase_of(name: &str) -> String {
    phrase_from(&words(name))
}

/// True when the words of `part` appear whole and in order inside the longer `whole`, both as
/// [`phrase_of`] writes them.
fn is_part(part: &str, whole: &str) -> bool {
    whole.len() > part.len() && whole.contains(part)
}

/// [`phrase_of`] from a name's words.
fn phrase_from(w: &[String]) -> String {
    format!(" {} ", without_article(w).join(" "))
}

/// The key a name is found by: what [`Resolver::typed_keys`] gives for the name typed as it is.
pub fn name_key(name: &str) -> String {
    key_of(&words(name))
}

fn key_of(w: &[String]) -> String {
    compact(without_article(w))
}

/// Drops a trailing ", The" / ", A" ("Matrix, The" as library catalogues write it).
fn strip_trailing_article(s: &str) -> &str {
    split_trailing_article(s).0
}

/// "Matrix, The" → ("Matrix", Some("the")): the text without a trailing article, and that article.
fn split_trailing_article(s: &str) -> (&str, Option<&'static str>) {
    let t = s.trim_end();
    for (suffix, article) in [(", the", "the"), (", a", "a"), (", an", "an")] {
        if t.len() > suffix.len()
            && t.is_char_boundary(t.len() - suffix.len())
            && t[t.len() - suffix.len()..].eq_ignore_ascii_case(suffix)
        {
            return (&t[..t.len() - suffix.len()], Some(article));
        }
    }
    (t, None)
}

/// The folded name with its article kept: what "typed exactly this name" compares
/// ("Batman" is literally "Batman", not "The Batman").
fn literal_key(w: &[String]) -> String {
    compact(w)
}

/// Whether a title's name, with its article and without a year/country tag, is `literal`.
fn is_literal_match(t: &Title, literal: &str) -> bool {
    if literal_key(&words(&t.title)) == literal {
        return true;
    }
    let (head, tag) = split_tag(&t.title);
    tag.is_some_and(|tag| as_year(tag).is_some() || is_country_tag(tag))
        && literal_key(&words(head)) == literal
}

/// How well known a title is, most telling signal first: IMDb votes, then TMDB popularity, then
/// how many seasons it ran, then how many services list it, then whether IMDb knows it at all,
/// then how much cast the sources name. The older files carry no votes or popularity, so
/// same-name titles that only they list are told apart by the weaker signals at the end. Seasons
/// come before services: a show renewed nine times was a hit, while the number of services
/// licensing it says more about its rights than about who watched it ("The Office", typed on a
/// US site, is the nine-season American series on one service, not the British one on two).
fn prominence(t: &Title) -> (u32, u64, u16, usize, bool, usize) {
    (
        t.imdb_votes.unwrap_or(0),
        (t.tmdb_popularity.unwrap_or(0.0) * 1000.0) as u64,
        t.seasons.unwrap_or(0),
        t.platforms.len(),
        t.imdb_id.is_some(),
        t.cast.len(),
    )
}

/// What the input asks for, prepared once.
struct Query {
    /// Keys to try in order: as typed (article, tag handled), alias target, without tag, without brand.
    keys: Vec<String>,
    year: Option<u16>,
    /// The typed name folded with its article kept (see [`literal_key`]).
    literal: String,
    /// The typed text without a year tag, for splitting into title parts as a last resort.
    text: String,
}

impl Resolver {
    pub fn new(titles: &[Title]) -> Self {
        let mut r = Resolver::default();
        for t in titles {
            r.index_title(t);
        }
        for (alias, target) in ALIASES {
            r.aliases
                .insert(key_of(&words(alias)), key_of(&words(target)));
        }
        r.build_fuzzy();
        r
    }

    fn add(&mut self, key: String, entry: Entry) {
        if key.is_empty() {
            return;
        }
        let list = self.exact.entry(key).or_default();
        match list.iter_mut().find(|e| e.id == entry.id) {
            Some(e) if e.tier == Tier::Subtitle && entry.tier == Tier::Name => *e = entry,
            Some(e) if e.tier == entry.tier && entry.confidence > e.confidence => *e = entry,
            Some(_) => {}
            None => list.push(entry),
        }
    }

    fn index_title(&mut self, t: &Title) {
        let name = |confidence| Entry {
            id: t.id,
            tier: Tier::Name,
            confidence,
        };
        let full = words(&t.title);
        self.add(key_of(&full), name(1.0));
        self.phrases.push((phrase_from(&full), t.id));
        let (head, tag) = split_tag(&t.title);
        if tag.is_some_and(|tag| as_year(tag).is_some() || is_country_tag(tag)) {
            self.add(key_of(&words(head)), name(NAME_CONFIDENCE));
        }
        if let Some(rest) = without_brand(without_article(&full)) {
            self.add(key_of(rest), name(NAME_CONFIDENCE));
        }
        if let Some((_, sub)) = t.title.split_once(':') {
            let sub_words = words(sub);
            let key = key_of(&sub_words);
            if without_article(&sub_words).len() >= 2 && key.chars().count() >= 8 {
                self.add(
                    key,
                    Entry {
                        id: t.id,
                        tier: Tier::Subtitle,
                        confidence: 0.85,
                    },
                );
            }
        }
    }

    fn build_fuzzy(&mut self) {
        let mut keys: Vec<&String> = self
            .exact
            .iter()
            .filter(|(_, es)| es.iter().any(|e| e.tier == Tier::Name))
            .map(|(k, _)| k)
            .collect();
        keys.sort();
        self.fuzzy_keys = keys
            .into_iter()
            .map(|k| (k.chars().collect(), k.clone()))
            .collect();
        for (i, (chars, _)) in self.fuzzy_keys.iter().enumerate() {
            if chars.len() < MIN_FUZZY_CHARS.saturating_sub(1) {
                continue;
            }
            let len = chars.len().min(u16::MAX as usize) as u16;
            for code in trigram_codes(chars) {
                self.trigrams.entry((code, len)).or_default().push(i as u32);
            }
        }
    }

    /// The keys `input` is looked up by, in order, and the year it was tagged with: for matching
    /// typed text against names held outside the index (see [`name_key`]).
    pub fn typed_keys(&self, input: &str) -> Option<(Vec<String>, Option<u16>)> {
        self.query(input).map(|q| (q.keys, q.year))
    }

    fn query(&self, input: &str) -> Option<Query> {
        if input.len() > MAX_INPUT_BYTES {
            return None;
        }
        let (mut text, mut moved_article) = split_trailing_article(input.trim());
        let mut year = None;
        let (head, tag) = split_tag(text);
        if let Some(y) = tag.and_then(as_year) {
            year = Some(y);
            (text, moved_article) = split_trailing_article(head);
        }
        let mut keys = Vec::with_capacity(4);
        let push = |k: String, keys: &mut Vec<String>| {
            if !k.is_empty() && !keys.contains(&k) {
                keys.push(k);
            }
        };
        let typed = words(text);
        let typed_key = key_of(&typed);
        if let Some(target) = self.aliases.get(&typed_key) {
            push(target.clone(), &mut keys);
        }
        push(typed_key, &mut keys);
        let (head, tag) = split_tag(text);
        if tag.is_some_and(is_country_tag) {
            push(key_of(&words(strip_trailing_article(head))), &mut keys);
        }
        if let Some(rest) = without_brand(without_article(&typed)) {
            push(key_of(rest), &mut keys);
        }
        let literal = moved_article.unwrap_or_default().to_string() + &literal_key(&typed);
        (!keys.is_empty()).then(|| Query {
            keys,
            year,
            literal,
            text: text.to_string(),
        })
    }

    /// Best candidate by: type hint, then year hint (±1), then whether the name matches as typed
    /// with its article, then popularity (see [`prominence`]), then how the key was derived; the
    /// lowest id settles the rest.
    fn best(
        &self,
        titles: &[Title],
        cands: &[(TitleId, f32)],
        hint: Option<Kind>,
        q: &Query,
    ) -> Option<Resolved> {
        let rank = |&(id, conf): &(TitleId, f32)| {
            let t = titles.get(id as usize)?;
            let year_ok = matches!((q.year, t.year), (Some(a), Some(b)) if a.abs_diff(b) <= 1);
            Some((
                Some(t.kind) == hint,
                year_ok,
                is_literal_match(t, &q.literal),
                prominence(t),
                (conf * 1000.0) as u32,
                std::cmp::Reverse(id),
            ))
        };
        let (id, conf) = cands
            .iter()
            .filter_map(|c| Some((rank(c)?, *c)))
            .max_by(|a, b| a.0.cmp(&b.0))?
            .1;
        Some(Resolved {
            id,
            confidence: conf,
        })
    }

    fn stage(&self, q: &Query, tier: Tier) -> Vec<(TitleId, f32)> {
        for key in &q.keys {
            let hits: Vec<(TitleId, f32)> = self
                .exact
                .get(key)
                .map(|es| {
                    es.iter()
                        .filter(|e| e.tier == tier)
                        .map(|e| (e.id, e.confidence))
                        .collect()
                })
                .unwrap_or_default();
            if !hits.is_empty() {
                return hits;
            }
        }
        Vec::new()
    }

    /// Titles whose key is within the allowed edit distance of `key`, closest distance only.
    fn fuzzy(&self, key: &str) -> Vec<(TitleId, f32)> {
        let q: Vec<char> = key.chars().collect();
        let limit = max_edits(q.len());
        if limit == 0 {
            return Vec::new();
        }
        let grams = trigram_codes(&q);
        let typo = TypoQuery::new(&q);
        // An edit destroys at most three trigrams, a swap of neighbours four.
        let needed = grams.len().saturating_sub(4 * limit).max(1);
        // Counting into a dense array beats a map by an order of magnitude here.
        let mut shared = vec![0u16; self.fuzzy_keys.len()];
        let mut touched: Vec<u32> = Vec::new();
        let lengths = q.len().saturating_sub(limit)..=q.len() + limit;
        for g in &grams {
            for len in lengths.clone() {
                let Ok(len) = u16::try_from(len) else {
                    continue;
                };
                for &k in self.trigrams.get(&(*g, len)).into_iter().flatten() {
                    let n = &mut shared[k as usize];
                    if *n == 0 {
                        touched.push(k);
                    }
                    *n = n.saturating_add(1);
                }
            }
        }
        let mut best: Option<usize> = None;
        let mut found: Vec<(usize, &str)> = Vec::new();
        for k in touched {
            if usize::from(shared[k as usize]) < needed {
                continue;
            }
            let (chars, key) = &self.fuzzy_keys[k as usize];
            if q.len() < FIRST_LETTER_FREE_CHARS && chars.first() != q.first() {
                continue;
            }
            let bound = best.unwrap_or(limit);
            if let Some(d) = typo.distance(chars, bound) {
                if best.is_none_or(|b| d < b) {
                    best = Some(d);
                    found.clear();
                }
                found.push((d, key));
            }
        }
        let Some(d) = best else { return Vec::new() };
        let confidence = 0.9 - 0.1 * d as f32;
        found
            .into_iter()
            .filter(|(fd, _)| *fd == d)
            .flat_map(|(_, key)| self.exact.get(key).into_iter().flatten())
            .filter(|e| e.tier == Tier::Name)
            .map(|e| (e.id, confidence * e.confidence))
            .collect()
    }

    /// Exact name-tier hits for one title part that fit the hints: the right kind when a hint is
    /// given, the right year (±1) when the input carries one.
    fn part_hits(
        &self,
        titles: &[Title],
        key: &str,
        hint: Option<Kind>,
        year: Option<u16>,
    ) -> Vec<(TitleId, f32)> {
        let fits = |id: TitleId| {
            titles.get(id as usize).is_some_and(|t| {
                hint.is_none_or(|k| t.kind == k)
                    && year.is_none_or(|y| t.year.is_some_and(|ty| ty.abs_diff(y) <= 1))
            })
        };
        self.exact
            .get(key)
            .into_iter()
            .flatten()
            .filter(|e| e.tier == Tier::Name && fits(e.id))
            .map(|e| (e.id, e.confidence * PART_CONFIDENCE))
            .collect()
    }

    /// Known titles whose names look like `input`, for a "Did you mean ...?" after it resolved to
    /// nothing, each with its similarity: names it is a whole-word part of ("Shawshank"), then
    /// names sharing most of its letter triples (see [`SuggestQuery`]), most alike first, then
    /// the better known. Junk ("Qwerty Zxcv") resembles nothing and gets no suggestion.
    pub fn suggest(&self, titles: &[Title], input: &str, limit: usize) -> Vec<(f32, TitleId)> {
        let Some(query) = self.suggest_query(input) else {
            return Vec::new();
        };
        let mut shared = vec![0u16; self.fuzzy_keys.len()];
        let mut touched: Vec<u32> = Vec::new();
        for g in &query.grams {
            for len in query.lengths() {
                let Ok(len) = u16::try_from(len) else { break };
                for &k in self.trigrams.get(&(*g, len)).into_iter().flatten() {
                    let n = &mut shared[k as usize];
                    if *n == 0 {
                        touched.push(k);
                    }
                    *n = n.saturating_add(1);
                }
            }
        }
        // A name typed in part ("Shawshank", "Birdman") is as alike as can be to the names it is
        // part of; of those the better known come first below.
        let within = self
            .phrases
            .iter()
            .filter(|(name, _)| query.is_part_of(name))
            .map(|(_, id)| (PART_OF_NAME, *id));
        let mut scored: Vec<(f32, TitleId)> = touched
            .into_iter()
            .filter_map(|k| {
                let (key_chars, key) = &self.fuzzy_keys[k as usize];
                let dice = query.dice(usize::from(shared[k as usize]), key_chars.len())?;
                let best = self
                    .exact
                    .get(key)?
                    .iter()
                    .filter(|e| e.tier == Tier::Name)
                    .filter_map(|e| titles.get(e.id as usize))
                    .max_by_key(|t| prominence(t))?;
                Some((dice, best.id))
            })
            .chain(within)
            .collect();
        scored.sort_by(|a, b| {
            b.0.total_cmp(&a.0).then_with(|| {
                let known = |id: TitleId| titles.get(id as usize).map(prominence);
                known(b.1).cmp(&known(a.1))
            })
        });
        let mut out: Vec<(f32, TitleId)> = Vec::with_capacity(limit);
        for (dice, id) in scored {
            if out.len() == limit {
                break;
            }
            if !out.iter().any(|(_, seen)| *seen == id) {
                out.push((dice, id));
            }
        }
        out
    }

    /// What `input` is compared by for a "Did you mean": its first key of three letters or more.
    /// Also for names held outside the index (the works only the availability lists name).
    pub fn suggest_query(&self, input: &str) -> Option<SuggestQuery> {
        let q = self.query(input)?;
        let key = q.keys.iter().find(|k| k.chars().count() >= 3);
        // "E.T." is two letters, but two words: enough to find inside a longer name.
        let phrase = phrase_of(&q.text);
        let letters = phrase.chars().filter(|c| !c.is_whitespace()).count();
        let phrase = (letters >= 2).then_some(phrase);
        if key.is_none() && phrase.is_none() {
            return None;
        }
        let chars: Vec<char> = key.map(|k| k.chars().collect()).unwrap_or_default();
        Some(SuggestQuery {
            chars: chars.len(),
            grams: if chars.is_empty() {
                Vec::new()
            } else {
                trigram_codes(&chars)
            },
            phrase,
        })
    }

    pub fn resolve(&self, titles: &[Title], input: &str, hint: Option<Kind>) -> Option<Resolved> {
        let q = self.query(input)?;
        for tier in [Tier::Name, Tier::Subtitle] {
            let hits = self.stage(&q, tier);
            if !hits.is_empty() {
                return self.best(titles, &hits, hint, &q);
            }
        }
        let fuzzy = q.keys.iter().map(|k| self.fuzzy(k)).find(|h| !h.is_empty());
        if let Some(hits) = fuzzy {
            return self.best(titles, &hits, hint, &q);
        }
        // Exact only: a typo guess on the whole name beats an exact part of it.
        let hits = title_parts(&q.text)
            .into_iter()
            .map(|key| self.part_hits(titles, &key, hint, q.year))
            .find(|h| !h.is_empty());
        match hits {
            Some(hits) => self.best(titles, &hits, hint, &q),
            None => self.known_by_part(titles, &q),
        }
    }

    /// Last resort: the one famous title whose name the input is a whole-word part of, as people
    /// shorten it ("Shawshank", "Birdman"), when it dwarfs every other such title
    /// ([`SHORTHAND_DOMINANCE`] times the votes, at least [`SHORTHAND_MIN_VOTES`]). "Lord of the
    /// Rings" names three films alike and resolves to none: "Did you mean" offers them. The kind
    /// box it was typed in does not decide: "Birdman" in the TV box is the film, which dwarfs the
    /// cartoon of that name, as the other stages read a film typed there.
    fn known_by_part(&self, titles: &[Title], q: &Query) -> Option<Resolved> {
        let phrase = phrase_of(&q.text);
        if phrase.chars().filter(|c| c.is_alphanumeric()).count() < SHORTHAND_MIN_LETTERS {
            return None;
        }
        let mut votes: Vec<(u32, TitleId)> = self
            .phrases
            .iter()
            .filter(|(name, _)| is_part(&phrase, name))
            .filter_map(|(_, id)| titles.get(*id as usize))
            .map(|t| (t.imdb_votes.unwrap_or(0), t.id))
            .collect();
        votes.sort_unstable_by(|a, b| b.cmp(a));
        let (top, id) = *votes.first()?;
        let runner_up = votes.get(1).map_or(0, |v| v.0);
        (top >= SHORTHAND_MIN_VOTES && top >= runner_up.saturating_mul(SHORTHAND_DOMINANCE))
            .then_some(Resolved {
                id,
                confidence: PART_CONFIDENCE,
            })
    }
}

/// A shorthand name must be this many letters or more: shorter ones ("Red", "Love") are parts of
/// too many names to stand for one.
const SHORTHAND_MIN_LETTERS: usize = 5;
/// A title people shorten is a famous one...
const SHORTHAND_MIN_VOTES: u32 = 50_000;
/// ... and the only famous one of that part: this many times the votes of the next.
const SHORTHAND_DOMINANCE: u32 = 10;

/// How alike (Dice over letter triples) a name must be to be offered as a suggestion: below this
/// the offers stop looking like what was typed.
const SUGGEST_MIN_SIMILARITY: f32 = 0.45;

/// A typed key's letter triples, to offer the names it looks like ("Did you mean ...?").
pub struct SuggestQuery {
    chars: usize,
    /// Empty when the typed key is too short to compare letter by letter.
    grams: Vec<u64>,
    /// The typed words as [`phrase_of`] writes a name; None for fewer than two letters.
    phrase: Option<String>,
}

/// The similarity of a name the typed words are part of: as alike as an exact spelling.
pub const PART_OF_NAME: f32 = 1.0;

impl SuggestQuery {
    /// True when the typed words appear, whole and in order, inside the longer name `phrase`
    /// (as [`phrase_of`] writes it).
    pub fn is_part_of(&self, phrase: &str) -> bool {
        self.phrase.as_deref().is_some_and(|p| is_part(p, phrase))
    }

    /// Key lengths worth comparing: within a factor of two of the typed key's.
    fn lengths(&self) -> std::ops::RangeInclusive<usize> {
        self.chars.div_ceil(2)..=self.chars * 2
    }

    /// Dice similarity from the count of shared triples, or None below
    /// [`SUGGEST_MIN_SIMILARITY`]. A key of n characters has n padded triples at most (fewer
    /// when some repeat).
    fn dice(&self, shared: usize, key_chars: usize) -> Option<f32> {
        let dice = 2.0 * shared as f32 / (self.grams.len() + key_chars) as f32;
        (dice >= SUGGEST_MIN_SIMILARITY).then_some(dice)
    }

    /// How much `key` (a name key, see [`name_key`]) looks like the typed one, or None when it
    /// does not look like it enough to offer, by the same rule as [`Resolver::suggest`].
    pub fn similarity(&self, key: &str) -> Option<f32> {
        if self.grams.is_empty() || !self.lengths().contains(&key.chars().count()) {
            return None;
        }
        let chars: Vec<char> = key.chars().collect();
        let theirs = trigram_codes(&chars);
        // Both sorted and de-duplicated: a merge counts the shared ones.
        let (mut a, mut b, mut shared) = (0, 0, 0);
        while a < self.grams.len() && b < theirs.len() {
            match self.grams[a].cmp(&theirs[b]) {
                std::cmp::Ordering::Less => a += 1,
                std::cmp::Ordering::Greater => b += 1,
                std::cmp::Ordering::Equal => {
                    shared += 1;
                    a += 1;
                    b += 1;
                }
            }
        }
        self.dice(shared, chars.len())
    }
}

/// Confidence factor for a match on only part of what was typed.
const PART_CONFIDENCE: f32 = 0.8;
/// Separators between a title and its subtitle, as long catalogue names write them.
const PART_SEPARATORS: [&str; 4] = [" - ", " – ", " — ", ":"];

/// Keys of the parts of a long catalogue name, most specific first: for
/// "Star Wars: Episode V - The Empire Strikes Back" the subtitle after the dash, the name before it,
/// then the part after the colon and the name before it. A subtitle must be as distinctive as the
/// subtitles the index holds (two words, eight letters) so "…: The Reckoning" finds no film called
/// "Reckoning"; a leading name ("X2" of "X2: X-Men United") needs only two characters.
fn title_parts(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for sep in PART_SEPARATORS {
        let Some((head, tail)) = text.rsplit_once(sep) else {
            continue;
        };
        let tail_words = words(tail);
        let tail_key = key_of(&tail_words);
        if without_article(&tail_words).len() >= 2 && tail_key.chars().count() >= 8 {
            out.push(tail_key);
        }
        let head_key = key_of(&words(head));
        if head_key.chars().count() >= 2 {
            out.push(head_key);
        }
    }
    // For "Star Wars: Episode IV - A New Hope" the name before the first colon is the film.
    if let Some((head, _)) = text.split_once(':') {
        out.push(key_of(&words(head)));
    }
    let mut seen = std::collections::HashSet::new();
    out.retain(|k| k.chars().count() >= 2 && seen.insert(k.clone()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Platform;

    fn title(id: u32, name: &str, kind: Kind, year: u16, votes: u32) -> Title {
        Title {
            id,
            imdb_votes: Some(votes),
            platforms: vec![Platform::Netflix],
            ..Title::named(format!("k{id}"), name, kind, Some(year))
        }
    }

    fn fixture() -> (Vec<Title>, Resolver) {
        let titles = vec![
            title(0, "Breaking Bad", Kind::Show, 2008, 1_700_000),
            title(1, "The Office (U.S.)", Kind::Show, 2005, 0),
            title(2, "The Office (U.K.)", Kind::Show, 2001, 0),
            title(3, "Tom Clancy's Jack Ryan", Kind::Show, 2018, 100_000),
            title(
                4,
                "Spider-Man: Into the Spider-Verse",
                Kind::Movie,
                2018,
                500_000,
            ),
            title(
                5,
                "The Lord of the Rings: The Fellowship of the Ring",
                Kind::Movie,
                2001,
                1_800_000,
            ),
            title(6, "Amélie", Kind::Movie, 2001, 700_000),
            title(7, "The Matrix", Kind::Movie, 1999, 1_900_000),
            title(8, "Dune", Kind::Movie, 1984, 150_000),
            title(9, "Dune", Kind::Movie, 2021, 600_000),
            title(10, "Fargo", Kind::Movie, 1996, 600_000),
            title(11, "Fargo", Kind::Show, 2014, 300_000),
            title(12, "Rocky II", Kind::Movie, 1979, 200_000),
            title(13, "Up", Kind::Movie, 2009, 1_000_000),
            title(14, "Batman", Kind::Movie, 1989, 380_000),
            title(15, "The Batman", Kind::Movie, 2022, 680_000),
            title(16, "Star Wars", Kind::Movie, 1977, 1_300_000),
            title(17, "The Empire Strikes Back", Kind::Movie, 1980, 1_200_000),
            title(18, "Return of the Jedi", Kind::Movie, 1983, 1_000_000),
            title(19, "X2", Kind::Movie, 2003, 540_000),
            title(20, "The Reckoning", Kind::Movie, 2020, 9_000),
            title(21, "Mission", Kind::Movie, 1986, 60_000),
        ];
        let r = Resolver::new(&titles);
        (titles, r)
    }

    fn id(input: &str, hint: Option<Kind>) -> Option<u32> {
        let (titles, r) = fixture();
        r.resolve(&titles, input, hint).map(|x| x.id)
    }

    #[test]
    fn exact_and_folded_forms() {
        assert_eq!(id("breaking bad", None), Some(0));
        assert_eq!(id("BREAKING BAD!!", None), Some(0));
        assert_eq!(id("the office (US)", None), Some(1));
        assert_eq!(id("The Office (UK)", None), Some(2));
        assert_eq!(id("Jack Ryan", None), Some(3));
        assert_eq!(id("Spider-man: into the spiderverse", None), Some(4));
        assert_eq!(id("into the spider-verse", None), Some(4));
        assert_eq!(id("LOTR", None), Some(5));
        assert_eq!(id("Amelie", None), Some(6));
        assert_eq!(id("Matrix, The", None), Some(7));
        assert_eq!(id("rocky 2", None), Some(12));
        assert_eq!(id("up", None), Some(13));
    }

    #[test]
    fn hints_break_ties_then_popularity() {
        assert_eq!(id("dune", None), Some(9));
        assert_eq!(id("Dune (1984)", None), Some(8));
        assert_eq!(id("fargo", None), Some(10));
        assert_eq!(id("fargo", Some(Kind::Show)), Some(11));
    }

    #[test]
    fn a_name_typed_with_its_article_beats_one_matched_without() {
        assert_eq!(id("Batman", Some(Kind::Movie)), Some(14));
        assert_eq!(id("batman", None), Some(14));
        assert_eq!(id("The Batman", None), Some(15));
        assert_eq!(id("Batman, The", None), Some(15));
        assert_eq!(
            id("Batman (2022)", None),
            Some(15),
            "the year outranks the article"
        );
        assert_eq!(
            id("Matrix", None),
            Some(7),
            "an article-free name still finds The Matrix"
        );
    }

    #[test]
    fn vote_less_namesakes_are_told_apart_by_weaker_popularity_signals() {
        let old = |id, name: &str, year, seasons, cast: usize| {
            let mut t = title(id, name, Kind::Show, year, 0);
            t.imdb_votes = None;
            t.seasons = Some(seasons);
            t.cast = (0..cast).map(|i| format!("Actor {i}")).collect();
            t
        };
        let mut titles = vec![
            old(0, "The Office", 2003, 2, 5),
            old(1, "The Office (U.K.)", 2001, 3, 0),
            old(2, "The Office (U.S.)", 2012, 9, 15),
        ];
        let r = Resolver::new(&titles);
        let got =
            |titles: &[Title], r: &Resolver, s: &str| r.resolve(titles, s, None).map(|x| x.id);
        assert_eq!(
            got(&titles, &r, "the office"),
            Some(2),
            "the longest-running wins"
        );
        assert_eq!(got(&titles, &r, "The Office (UK)"), Some(1));
        titles[1].platforms.push(Platform::Hulu);
        let r = Resolver::new(&titles);
        assert_eq!(
            got(&titles, &r, "the office"),
            Some(2),
            "more seasons beat more services"
        );
        titles[2].seasons = Some(3);
        let r = Resolver::new(&titles);
        assert_eq!(
            got(&titles, &r, "the office"),
            Some(1),
            "with as many seasons, more services win"
        );
        titles[0].tmdb_popularity = Some(3.5);
        let r = Resolver::new(&titles);
        assert_eq!(
            got(&titles, &r, "the office"),
            Some(0),
            "TMDB popularity beats services"
        );
    }

    #[test]
    fn long_catalogue_names_fall_back_to_a_confident_part() {
        let movie = Some(Kind::Movie);
        assert_eq!(id("Star Wars: Episode IV - A New Hope", movie), Some(16));
        assert_eq!(
            id("Star Wars: Episode V - The Empire Strikes Back", movie),
            Some(17)
        );
        assert_eq!(
            id("Star Wars: Episode VI - Return of the Jedi", None),
            Some(18)
        );
        assert_eq!(
            id("Star Wars: Episode IV - A New Hope (1977)", None),
            Some(16)
        );
        assert_eq!(id("X2: X-Men United", movie), Some(19));
        let part = |s: &str| {
            let (titles, r) = fixture();
            r.resolve(&titles, s, None).map(|x| x.confidence)
        };
        assert!(
            part("X2: X-Men United").is_some_and(|c| c < 0.9),
            "a part match is less sure"
        );
    }

    #[test]
    fn parts_that_do_not_fit_the_hints_or_are_too_plain_find_nothing() {
        assert_eq!(
            id("X2: X-Men United", Some(Kind::Show)),
            None,
            "X2 is a film"
        );
        assert_eq!(
            id("Star Wars: Episode IV - A New Hope (1990)", None),
            None,
            "wrong year"
        );
        assert_eq!(
            id("Inception 7: The Reckoning", None),
            None,
            "one-word subtitle"
        );
        assert_eq!(
            id("Mission: Impossible Dreams", None),
            Some(21),
            "a leading exact name counts"
        );
        assert_eq!(id(": - :", None), None);
    }

    #[test]
    fn typos_within_bounds_only() {
        assert_eq!(id("Breakng Bad", None), Some(0));
        assert_eq!(id("braeking bad", None), Some(0));
        assert_eq!(id("the matirx", None), Some(7));
        assert_eq!(id("Breaking Good", None), None);
        assert_eq!(id("upp", None), None, "short inputs get no typo tolerance");
        assert_eq!(id("fargp", None), None);
    }

    #[test]
    fn short_near_names_with_another_first_letter_are_not_typos() {
        let titles = vec![title(0, "Emelie", Kind::Movie, 2016, 9_000)];
        let r = Resolver::new(&titles);
        assert_eq!(r.resolve(&titles, "Amelie", None), None);
        assert_eq!(r.resolve(&titles, "Emelei", None).map(|x| x.id), Some(0));
    }

    #[test]
    fn suggestions_look_like_the_input_and_junk_gets_none() {
        let (titles, r) = fixture();
        let name = |(_, id): (f32, TitleId)| titles[id as usize].title.clone();
        // Beyond the typo bound (four letters added), still recognisably the same name.
        assert!(r.resolve(&titles, "Breaking Bad Show", None).is_none());
        let got: Vec<String> = r
            .suggest(&titles, "Breaking Bad Show", 3)
            .into_iter()
            .map(name)
            .collect();
        assert_eq!(
            got.first().map(String::as_str),
            Some("Breaking Bad"),
            "{got:?}"
        );
        assert!(r.suggest(&titles, "Qwerty Zxcv", 3).is_empty());
        assert!(r.suggest(&titles, "", 3).is_empty());
        assert!(r.suggest(&titles, "Breaking", 0).is_empty());
    }

    #[test]
    fn a_name_typed_in_part_is_offered_whole() {
        let titles = vec![
            title(0, "The Shawshank Redemption", Kind::Movie, 1994, 2_900_000),
            title(1, "Shark Tank", Kind::Show, 2009, 30_000),
            title(2, "Shane", Kind::Movie, 1953, 40_000),
            title(
                3,
                "Birdman or (The Unexpected Virtue of Ignorance)",
                Kind::Movie,
                2014,
                690_000,
            ),
            title(4, "Birdy", Kind::Movie, 1984, 30_000),
            title(5, "E.T. the Extra-Terrestrial", Kind::Movie, 1982, 430_000),
            title(6, "Shawshank Stories", Kind::Show, 2015, 0),
        ];
        let r = Resolver::new(&titles);
        let first = |typed: &str| {
            let got = r.suggest(&titles, typed, 3);
            got.first()
                .map(|&(_, id)| titles[id as usize].title.clone())
        };
        assert_eq!(
            first("Shawshank").as_deref(),
            Some("The Shawshank Redemption"),
            "the better known first"
        );
        assert_eq!(
            first("birdman").as_deref(),
            Some("Birdman or (The Unexpected Virtue of Ignorance)")
        );
        assert_eq!(first("E.T.").as_deref(), Some("E.T. the Extra-Terrestrial"));
        // Whole words only: "Shaw" is no part of "Shawshank".
        let shaw = r.suggest(&titles, "Shaw", 3);
        assert!(shaw.iter().all(|&(_, id)| id != 0 && id != 6), "{shaw:?}");
        assert!(
            r.suggest(&titles, "E", 3).is_empty(),
            "one letter is no name"
        );
    }

    #[test]
    fn a_famous_title_shortened_resolves_to_it_as_a_guess() {
        let titles = vec![
            title(0, "The Shawshank Redemption", Kind::Movie, 1994, 2_900_000),
            title(1, "Shawshank Stories", Kind::Show, 2015, 1_000),
            title(
                2,
                "Birdman or (The Unexpected Virtue of Ignorance)",
                Kind::Movie,
                2014,
                690_000,
            ),
            title(
                3,
                "Harvey Birdman, Attorney at Law",
                Kind::Show,
                2000,
                9_000,
            ),
            title(
                4,
                "The Lord of the Rings: The Fellowship of the Ring",
                Kind::Movie,
                2001,
                1_900_000,
            ),
            title(
                5,
                "The Lord of the Rings: The Return of the King",
                Kind::Movie,
                2003,
                1_900_000,
            ),
            title(6, "Red Dawn", Kind::Movie, 1984, 80_000),
            title(7, "Paddington Bear", Kind::Show, 1976, 2_000),
        ];
        let r = Resolver::new(&titles);
        let found = |typed: &str, hint| r.resolve(&titles, typed, hint);
        assert_eq!(
            found("Shawshank", None),
            Some(Resolved {
                id: 0,
                confidence: PART_CONFIDENCE
            }),
            "a guess, so the page says what it was read as"
        );
        assert_eq!(found("birdman", Some(Kind::Movie)).map(|x| x.id), Some(2));
        // Typed in the TV box too: the film dwarfs the cartoon of that name.
        assert_eq!(found("Birdman", Some(Kind::Show)).map(|x| x.id), Some(2));
        assert_eq!(
            found("Lord of the Rings", None),
            None,
            "two films alike: no guess"
        );
        assert_eq!(found("Red", None), None, "too short to stand for one name");
        assert_eq!(
            found("Paddington", None),
            None,
            "not famous enough to be shortened"
        );
    }

    #[test]
    fn junk_is_none() {
        for junk in ["", "   ", "asdf", "\u{0}\u{1}\u{2}", "()", "(2008)", "the"] {
            assert_eq!(id(junk, None), None, "{junk:?}");
        }
        assert_eq!(id(&"a".repeat(1 << 20), None), None);
    }
}
