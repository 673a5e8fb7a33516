//! Everything request-independent, computed once in `Engine::new`: candidate lists and embedding
//! matrices per kind, genre IDF masks, cast and director inverted indexes, the quality prior,
//! maturity ranks, platform masks, title match keys and description theme words.

use crate::columns::Columns;
use crate::fasthash::{FastMap, FastSet};
use crate::genre_model::SoftGenres;

use catalog::{Catalog, Kind, Platform, Title, TitleId, EMBEDDING_DIM};

use crate::lexical::Lexical;
use crate::maturity;
use crate::premises::{self, PremiseMask, TitlePremises};
use crate::text::{description_themes, TitleKey};
use crate::tuning::Tuning;
pub use crate::vectors::dot;
use crate::vectors::QuantMatrix;

/// Marks "not a candidate of this kind" in [`Index::pos`].
pub const NO_POS: u32 = u32::MAX;
/// Marks an unknown maturity rating.
pub const UNKNOWN_MATURITY: u8 = u8::MAX;
/// Billed cast beyond this is ignored: leads carry the "same actor" signal, extras add noise.
const CAST_CONSIDERED: usize = 8;
/// People credited on more titles than this (voice pools, "Various") say nothing about taste.
const MAX_PERSON_TITLES: usize = 150;
/// Genres beyond 64 distinct values are ignored (the catalog's vocabulary has about 20).
const MAX_GENRES: usize = 64;

/// Candidates of one kind: titles with at least one platform, and their quantised embeddings
/// (empty when the catalog has none).
#[derive(Debug, Default)]
pub struct KindIndex {
    pub ids: Vec<TitleId>,
    pub embeddings: QuantMatrix,
    /// Title id → position in `ids`, or [`NO_POS`] for a title of the other kind or none. One
    /// array per kind keeps the lookup the scorer makes for every posting of a shared word,
    /// actor or neighbour to one small read, where asking the title its kind read a far larger
    /// record per lookup.
    pos: Vec<u32>,
    /// The country lists of this kind's candidates: each distinct mask with its share of the
    /// candidates that list a country ([`Index::country_query`] reads it).
    country_mix: Vec<(u64, f32)>,
    /// The candidates' fields the scorer reads, one array per field in `ids` order.
    pub columns: Columns,
}

impl KindIndex {
    /// Where title `id` is among this kind's candidates, if it is one.
    #[inline]
    pub fn position(&self, id: TitleId) -> Option<usize> {
        let p = *self.pos.get(id as usize)?;
        (p != NO_POS).then_some(p as usize)
    }
}

#[derive(Debug, Default)]
pub struct Index {
    pub has_embeddings: bool,
    /// Per title, the premises its story leans to (`premises.rs`); empty without embeddings or
    /// with `Tuning::premise` 0.
    pub premises: Vec<TitlePremises>,
    /// Per title, which of its premises its own description names (`premises::named_in`).
    premises_named: Vec<PremiseMask>,
    movies: KindIndex,
    shows: KindIndex,
    pub genre_mask: Vec<u64>,
    /// 1 / √Σ idf² over the title's genres (0 when it has none).
    pub genre_inv_norm: Vec<f32>,
    /// Per genre bit: idf² (the IDF raised to `Tuning::genre_idf_power` first).
    pub genre_idf2: Vec<f32>,
    pub genre_names: Vec<String>,
    /// Per title, the unit soft genre vector (tags weighed by the story, see
    /// [`crate::genre_model`]); empty without embeddings.
    pub genre_soft: Vec<SoftGenres>,
    /// Share of the genre similarity read from `genre_soft` (the rest from the tags alone).
    pub soft_share: f32,
    /// Person ids (billed cast, capped) and directors per title.
    pub cast: Vec<Vec<u32>>,
    pub directors: Vec<Vec<u32>>,
    /// Person id → titles that bill them (cast) or credit them as director.
    pub cast_titles: Vec<Vec<TitleId>>,
    pub director_titles: Vec<Vec<TitleId>>,
    /// What kind of thing a title is (see [`format_of`]): non-fiction or fiction, animated or not.
    pub format: Vec<u8>,
    /// Natural log of the runtime in minutes (per episode for shows), negated for films so that
    /// only titles of one kind compare (see [`runtime_fit`]); 0 when unknown.
    pub log_runtime: Vec<f32>,
    /// Quality/popularity prior in 0..=1.
    pub prior: Vec<f32>,
    /// The part of `prior` that comes from the number of IMDb votes (how widely seen); 0 where it
    /// is only estimated from the 2021 lists, so an estimate never sets or meets the popularity
    /// calibration's cap (`Tuning::prior_calibration`).
    pub prior_votes: Vec<f32>,
    /// Release year, 0 when unknown.
    pub year: Vec<u16>,
    pub maturity: Vec<u8>,
    /// Bit per production country (the 64 most common; rarer ones share no bit and never match).
    pub country_mask: Vec<u64>,
    /// Per country bit, the ISO code it stands for.
    pub country_codes: Vec<String>,
    /// Per country bit, how much sharing that country says about taste: 0 for the most common
    /// country (most titles share it), near 1 for a rare one (Korean, Indian, British titles).
    pub country_distinct: Vec<f32>,
    /// [`Tuning::country_foreign`].
    pub country_foreign: f32,
    /// Per country mask a title lists, the fit of a candidate listing none, for candidates of each
    /// kind (shows, films): [`Index::country_query`] reads it rather than summing the kind's mix
    /// of countries once per input of every request.
    unlisted_fit: FastMap<u64, [f32; 2]>,
    /// Bit `i` set when the title is on `Platform::ALL[i]`.
    pub platforms: Vec<u8>,
    pub keys: Vec<TitleKey>,
    /// Normalised title → every title carrying it.
    pub by_norm: FastMap<String, Vec<TitleId>>,
    /// Sorted theme-word ids per title, and each word's text and document frequency.
    pub themes: Vec<Vec<u32>>,
    pub theme_text: Vec<String>,
    pub theme_df: Vec<u32>,
    /// IDF-weighted words of names and descriptions (see [`Lexical`]).
    pub lexical: Lexical,
}

impl Index {
    pub fn build(catalog: &Catalog, tuning: &Tuning) -> Index {
        let titles = &catalog.titles;
        let has_embeddings =
            !titles.is_empty() && catalog.embeddings.len() == titles.len() * EMBEDDING_DIM;
        let mut index = Index {
            has_embeddings,
            ..Index::default()
        };
        index.build_candidates(catalog);
        index.build_genres(titles, tuning.genre_idf_power);
        index.build_soft_genres(catalog, tuning);
        index.format = titles.iter().map(format_of).collect();
        index.log_runtime = titles.iter().map(log_runtime_of).collect();
        index.build_people(titles);
        if has_embeddings && tuning.premise > 0.0 {
            (index.premises, index.premises_named) =
                premises::title_premises(catalog, &premises::vectors(), tuning.premise_z)
                    .into_iter()
                    .zip(titles)
                    .map(|(slots, t)| {
                        let named = premises::named_in(&slots, &t.description);
                        let slots = premises::confirmed(slots, named, tuning.premise_unconfirmed);
                        (slots, named)
                    })
                    .unzip();
        }
        (index.prior, index.prior_votes) = priors(titles, tuning);
        index.year = titles.iter().map(|t| t.year.unwrap_or(0)).collect();
        index.maturity = titles
            .iter()
            .map(|t| {
                t.maturity
                    .as_deref()
                    .and_then(maturity::rank)
                    .unwrap_or(UNKNOWN_MATURITY)
            })
            .collect();
        (
            index.country_mask,
            index.country_distinct,
            index.country_codes,
        ) = country_masks(titles);
        index.country_foreign = tuning.country_foreign;
        index.build_unlisted_fits();
        index.platforms = titles.iter().map(|t| platform_mask(&t.platforms)).collect();
        index.keys = titles.iter().map(|t| TitleKey::new(&t.title)).collect();
        for (t, key) in titles.iter().zip(&index.keys) {
            index
                .by_norm
                .entry(key.norm.clone())
                .or_default()
                .push(t.id);
        }
        index.build_themes(titles);
        index.lexical = Lexical::build(titles);
        let movies = Columns::build(&index, &index.movies.ids);
        let shows = Columns::build(&index, &index.shows.ids);
        (index.movies.columns, index.shows.columns) = (movies, shows);
        index
    }

    pub fn kind(&self, kind: Kind) -> &KindIndex {
        match kind {
            Kind::Movie => &self.movies,
            Kind::Show => &self.shows,
        }
    }

    fn build_candidates(&mut self, catalog: &Catalog) {
        self.movies.pos = vec![NO_POS; catalog.titles.len()];
        self.shows.pos = vec![NO_POS; catalog.titles.len()];
        for t in &catalog.titles {
            // A title nobody can stream is never recommended.
            if t.platforms.is_empty() {
                continue;
            }
            let k = match t.kind {
                Kind::Movie => &mut self.movies,
                Kind::Show => &mut self.shows,
            };
            k.pos[t.id as usize] = k.ids.len() as u32;
            k.ids.push(t.id);
            if self.has_embeddings {
                if let Some(e) = catalog.embedding(t.id) {
                    k.embeddings.push(e);
                }
            }
        }
    }

    fn build_genres(&mut self, titles: &[Title], idf_power: f32) {
        let mut ids: FastMap<&str, usize> = FastMap::default();
        let mut df: Vec<u32> = Vec::new();
        self.genre_mask = Vec::with_capacity(titles.len());
        for t in titles {
            let mut mask = 0u64;
            for g in &t.genres {
                let next = ids.len();
                let id = *ids.entry(g.as_str()).or_insert(next);
                if id == df.len() {
                    df.push(0);
                    self.genre_names.push(g.clone());
                }
                if id < MAX_GENRES && mask & (1 << id) == 0 {
                    mask |= 1 << id;
                    df[id] += 1;
                }
            }
            self.genre_mask.push(mask);
        }
        let n = titles.len().max(1) as f32;
        self.genre_idf2 = df
            .iter()
            .take(MAX_GENRES)
            .map(|&d| {
                let idf = (n / (1.0 + d as f32)).ln().max(0.1).powf(idf_power);
                idf * idf
            })
            .collect();
        self.genre_inv_norm = self
            .genre_mask
            .iter()
            .map(|&m| {
                let w = self.mask_weight(m);
                if w > 0.0 {
                    1.0 / w.sqrt()
                } else {
                    0.0
                }
            })
            .collect();
    }

    /// Each kind's mix of country lists, and from it the fit of an unlisted candidate to every
    /// distinct country list a title has ([`Index::country_query`]): summed here once per list,
    /// so a request only looks it up.
    fn build_unlisted_fits(&mut self) {
        for k in [&mut self.movies, &mut self.shows] {
            k.country_mix = country_mix(&k.ids, &self.country_mask);
        }
        let lists: FastSet<u64> = self
            .country_mask
            .iter()
            .copied()
            .filter(|&m| m != 0)
            .collect();
        self.unlisted_fit = lists
            .into_iter()
            .map(|m| {
                (
                    m,
                    [Kind::Show, Kind::Movie].map(|k| self.expected_fit(k, m)),
                )
            })
            .collect();
    }

    fn build_soft_genres(&mut self, catalog: &Catalog, tuning: &Tuning) {
        if tuning.soft_genre <= 0.0 || !self.has_embeddings {
            return;
        }
        let idf: Vec<f32> = self.genre_idf2.iter().map(|x| x.sqrt()).collect();
        let blend = crate::genre_model::Blend {
            implied: tuning.genre_implied,
            trust: tuning.genre_trust,
            floor: tuning.genre_floor,
        };
        if let Some(soft) = crate::genre_model::soft_genres(catalog, &self.genre_mask, &idf, blend)
        {
            self.genre_soft = soft;
            self.soft_share = tuning.soft_genre.min(1.0);
        }
    }

    /// Per title, its soft genre vector (`None` without soft genres).
    #[inline]
    pub fn soft_row(&self, id: TitleId) -> Option<&SoftGenres> {
        self.genre_soft.get(id as usize)
    }

    /// Same-era closeness of two titles, 0..=1 (0 when either year is unknown).
    #[inline]
    pub fn era(&self, a: TitleId, b: TitleId) -> f32 {
        era_of(
            f32::from(self.year[a as usize]),
            f32::from(self.year[b as usize]),
        )
    }

    /// Σ idf² over the genres in `mask`.
    pub fn mask_weight(&self, mut mask: u64) -> f32 {
        let mut sum = 0.0;
        while mask != 0 {
            let bit = mask.trailing_zeros() as usize;
            sum += self.genre_idf2[bit];
            mask &= mask - 1;
        }
        sum
    }

    /// IDF-weighted cosine of two titles' genre sets.
    #[inline]
    pub fn genre_cosine(&self, a: TitleId, b: TitleId) -> f32 {
        let shared = self.genre_mask[a as usize] & self.genre_mask[b as usize];
        let hard = if shared == 0 {
            0.0
        } else {
            self.mask_weight(shared)
                * self.genre_inv_norm[a as usize]
                * self.genre_inv_norm[b as usize]
        };
        self.genre_blend(hard, self.soft_row(a), self.soft_row(b))
    }

    /// The tags' cosine `hard` blended with the soft vectors' cosine (in the scorer's innermost
    /// loop: always inlined).
    #[inline(always)]
    pub fn genre_blend(&self, hard: f32, a: Option<&SoftGenres>, b: Option<&SoftGenres>) -> f32 {
        match (a, b) {
            (Some(a), Some(b)) if self.soft_share > 0.0 => {
                // Eight independent lanes: a float sum in one chain cannot be vectorised.
                let mut lanes = [0.0f32; 8];
                for (x, y) in a.chunks_exact(8).zip(b.chunks_exact(8)) {
                    for k in 0..8 {
                        lanes[k] += x[k] * y[k];
                    }
                }
                self.blend_soft(hard, lanes.iter().sum())
            }
            _ => hard,
        }
    }

    /// The tags' cosine and the soft vectors' cosine of a pair, blended by `soft_share`.
    #[inline(always)]
    pub fn blend_soft(&self, hard: f32, soft: f32) -> f32 {
        (1.0 - self.soft_share) * hard + self.soft_share * soft
    }

    fn build_people(&mut self, titles: &[Title]) {
        let mut ids: FastMap<String, u32> = FastMap::default();
        let mut cast_titles: Vec<Vec<TitleId>> = Vec::new();
        let mut director_titles: Vec<Vec<TitleId>> = Vec::new();
        let mut intern = |name: &str, ct: &mut Vec<Vec<TitleId>>, dt: &mut Vec<Vec<TitleId>>| {
            let key = name.trim().to_lowercase();
            let next = ids.len() as u32;
            let id = *ids.entry(key).or_insert(next);
            if id as usize == ct.len() {
                ct.push(Vec::new());
                dt.push(Vec::new());
            }
            id
        };
        for t in titles {
            let mut cast: Vec<u32> = Vec::new();
            for name in t
                .cast
                .iter()
                .filter(|n| !n.trim().is_empty())
                .take(CAST_CONSIDERED)
            {
                let p = intern(name, &mut cast_titles, &mut director_titles);
                if !cast.contains(&p) {
                    cast.push(p);
                    cast_titles[p as usize].push(t.id);
                }
            }
            let mut dirs: Vec<u32> = Vec::new();
            for name in t.directors.iter().filter(|n| !n.trim().is_empty()) {
                let p = intern(name, &mut cast_titles, &mut director_titles);
                if !dirs.contains(&p) {
                    dirs.push(p);
                    director_titles[p as usize].push(t.id);
                }
            }
            self.cast.push(cast);
            self.directors.push(dirs);
        }
        for list in cast_titles.iter_mut().chain(director_titles.iter_mut()) {
            if list.len() > MAX_PERSON_TITLES {
                list.clear();
            }
        }
        self.cast_titles = cast_titles;
        self.director_titles = director_titles;
    }

    fn build_themes(&mut self, titles: &[Title]) {
        let mut ids: FastMap<String, u32> = FastMap::default();
        for t in titles {
            let mut words: Vec<u32> = description_themes(&t.description)
                .map(|w| match ids.get(w) {
                    Some(&id) => id,
                    None => {
                        let id = self.theme_text.len() as u32;
                        ids.insert(w.to_owned(), id);
                        self.theme_text.push(w.to_owned());
                        self.theme_df.push(0);
                        id
                    }
                })
                .collect();
            words.sort_unstable();
            words.dedup();
            for &w in &words {
                self.theme_df[w as usize] += 1;
            }
            self.themes.push(words);
        }
    }

    /// The most specific description word two titles share, if any is specific enough to name:
    /// it must occur in at least two titles (so it is a theme, not a name) and in under 2% of them,
    /// and not be `said` already (by an explanation's genres or premise).
    pub fn shared_theme(
        &self,
        a: TitleId,
        b: TitleId,
        said: impl Fn(&str) -> bool,
    ) -> Option<&str> {
        let (wa, wb) = (&self.themes[a as usize], &self.themes[b as usize]);
        let max_df = (self.themes.len() as u32 / 50).max(3);
        let mut best: Option<u32> = None;
        let (mut i, mut j) = (0, 0);
        while i < wa.len() && j < wb.len() {
            match wa[i].cmp(&wb[j]) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    let w = wa[i];
                    let df = self.theme_df[w as usize];
                    if df >= 2
                        && df <= max_df
                        && best.is_none_or(|b| df < self.theme_df[b as usize])
                        && !said(&self.theme_text[w as usize])
                    {
                        best = Some(w);
                    }
                    i += 1;
                    j += 1;
                }
            }
        }
        best.map(|w| self.theme_text[w as usize].as_str())
    }

    /// The premises of a title; None when it has none or premises are off (most titles lean to
    /// no premise, so the scorer checks once per title rather than once per pair).
    #[inline]
    pub fn premises_of(&self, id: TitleId) -> Option<&TitlePremises> {
        self.premises.get(id as usize).filter(|p| p[0].1 > 0.0)
    }

    /// Which of a title's premises its own description names (0 when it has none).
    #[inline]
    pub fn premises_named(&self, id: TitleId) -> PremiseMask {
        self.premises_named.get(id as usize).copied().unwrap_or(0)
    }

    pub fn embedding<'a>(&self, catalog: &'a Catalog, id: TitleId) -> Option<&'a [f32]> {
        if self.has_embeddings {
            catalog.embedding(id)
        } else {
            None
        }
    }
}

/// Same-era closeness of two release years (0 = unknown).
#[inline]
pub fn era_of(ya: f32, yb: f32) -> f32 {
    if ya == 0.0 || yb == 0.0 {
        return 0.0;
    }
    (1.0 - (ya - yb).abs() * (1.0 / crate::tuning::YEAR_SPAN)).max(0.0)
}

pub fn platform_mask(platforms: &[Platform]) -> u8 {
    platforms
        .iter()
        .filter_map(|p| Platform::ALL.iter().position(|a| a == p))
        .fold(0u8, |m, i| m | (1 << i))
}

/// One bit per production country, most common first so the 64 bits cover nearly every title, and
/// each bit's distinctiveness (1 - its count / the most common country's count).
fn country_masks(titles: &[Title]) -> (Vec<u64>, Vec<f32>, Vec<String>) {
    let mut counts: FastMap<&str, usize> = FastMap::default();
    for t in titles {
        for c in &t.countries {
            *counts.entry(c.as_str()).or_default() += 1;
        }
    }
    let mut by_count: Vec<(&str, usize)> = counts.into_iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let bit: FastMap<&str, u64> = by_count
        .iter()
        .take(64)
        .enumerate()
        .map(|(i, (c, _))| (*c, 1u64 << i))
        .collect();
    let most = by_count.first().map_or(1, |(_, n)| *n).max(1) as f32;
    let mut distinct: Vec<f32> = by_count
        .iter()
        .take(64)
        .map(|(_, n)| 1.0 - *n as f32 / most)
        .collect();
    distinct.resize(64, 1.0);
    let codes = by_count
        .iter()
        .take(64)
        .map(|(c, _)| c.to_string())
        .collect();
    let masks = titles
        .iter()
        .map(|t| {
            t.countries
                .iter()
                .filter_map(|c| bit.get(c.as_str()))
                .fold(0, |m, b| m | b)
        })
        .collect();
    (masks, distinct, codes)
}

/// Each distinct non-empty country mask among `ids` with its share of those that list one.
fn country_mix(ids: &[TitleId], masks: &[u64]) -> Vec<(u64, f32)> {
    let mut counts: FastMap<u64, u32> = FastMap::default();
    for &id in ids {
        if let Some(&m) = masks.get(id as usize).filter(|&&m| m != 0) {
            *counts.entry(m).or_default() += 1;
        }
    }
    let listed = counts.values().sum::<u32>().max(1) as f32;
    let mut mix: Vec<(u64, f32)> = counts
        .into_iter()
        .map(|(m, n)| (m, n as f32 / listed))
        .collect();
    // A fixed order, so the expected fit sums the same way on every run.
    mix.sort_unstable_by_key(|&(m, _)| m);
    mix
}

/// What the country fit needs of one input, gathered once per request ([`Index::country_query`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CountryQuery {
    mask: u64,
    /// The fit of a candidate sharing none of the input's countries, before its own foreign miss.
    miss: f32,
    /// The fit of a candidate that lists no country.
    unlisted: f32,
}

/// How well two maturity ranks suit the same audience: 1 for the same rating, falling with the
/// distance on the 11-step scale; 0.5 when either is unknown (no evidence either way).
#[inline]
pub fn audience_fit(a: u8, b: u8) -> f32 {
    if a == UNKNOWN_MATURITY || b == UNKNOWN_MATURITY {
        return 0.5;
    }
    1.0 - (f32::from(a.abs_diff(b)) / 5.0).min(1.0)
}

/// Format bits: the title is non-fiction (a documentary or reality show) / animated.
const NON_FICTION: u8 = 1;
const ANIMATED: u8 = 2;
/// A title with no genres: its format is not known.
const UNKNOWN_FORMAT: u8 = u8::MAX;

/// The format of a title, read off its genres: a documentary or reality show is non-fiction,
/// whatever else it is tagged (a true-crime series is "crime" too).
fn format_of(t: &Title) -> u8 {
    if t.genres.is_empty() {
        return UNKNOWN_FORMAT;
    }
    let has = |g: &str| t.genres.iter().any(|x| x == g);
    let mut f = 0;
    if has("documentation") || has("reality") {
        f |= NON_FICTION;
    }
    if has("animation") {
        f |= ANIMATED;
    }
    f
}

/// A title's runtime as [`runtime_fit`] reads it: the log of the minutes, negated for films (a
/// film's length says nothing of a show's episodes), 0 when unknown.
fn log_runtime_of(t: &Title) -> f32 {
    match (t.runtime, t.kind) {
        (Some(m), Kind::Show) if m > 1 => f32::from(m).ln(),
        (Some(m), Kind::Movie) if m > 1 => -f32::from(m).ln(),
        _ => 0.0,
    }
}

/// How close two runtimes are, 0..=1, from their logs (see `Index::log_runtime`): 1 for the same
/// length, 0 when one is twice the other, 0.5 (neutral) when either is unknown or one is a film
/// and the other a show. A half-hour sitcom's fan and an hour-long drama's fan want different
/// evenings; a two-hour film's fan and a 90-minute one's barely differ.
#[inline]
pub fn runtime_fit(a: f32, b: f32) -> f32 {
    if a * b <= 0.0 {
        return 0.5;
    }
    (1.0 - (a - b).abs() * (1.0 / std::f32::consts::LN_2)).max(0.0)
}

/// Whether a title is animated (an unknown format is not).
#[inline]
pub fn is_animated(format: u8) -> bool {
    format != UNKNOWN_FORMAT && format & ANIMATED != 0
}

/// Whether a title is a documentary or a reality show (an unknown format is not).
#[inline]
pub fn is_non_fiction(format: u8) -> bool {
    format != UNKNOWN_FORMAT && format & NON_FICTION != 0
}

/// How well a candidate's format fits an input's, 0..=1: a true-crime docuseries's fan wants
/// documentaries, not crime dramas, and a sitcom's fan not a reality show. Fiction or non-fiction
/// decides (0 when they differ); sharing a rarer format (both documentaries, both animated) is
/// evidence, two live-action dramas are neutral (0.5), as is an unknown format.
#[inline]
pub fn format_fit(a: u8, b: u8) -> f32 {
    if a == UNKNOWN_FORMAT || b == UNKNOWN_FORMAT {
        return 0.5;
    }
    if (a ^ b) & NON_FICTION != 0 {
        return 0.0;
    }
    let shared = a & b;
    let animation = if (a ^ b) & ANIMATED != 0 {
        -0.25
    } else if shared & ANIMATED != 0 {
        0.25
    } else {
        0.0
    };
    let non_fiction = if shared & NON_FICTION != 0 { 0.25 } else { 0.0 };
    0.5 + animation + non_fiction
}

impl Index {
    /// How well a candidate's production countries fit an input's, 0..=1, weighed by how distinctive
    /// the countries are: sharing a rare country (two Korean films) is strong evidence and lacking
    /// the input's rare country a strong miss, while sharing or lacking the most common one (US) says
    /// nothing (0.5, as when the input lists none). A fan of Korean cinema wants Korean films; a fan
    /// of an American film has not asked for American ones, but a pick from a distinctive country it
    /// lacks is a step away from it (`country_foreign`). A shared country counts as far as the
    /// two titles' countries agree (shared over all of them), so co-productions that share one
    /// partner country are not taken for the same cinema. A candidate of `kind` that lists no
    /// country fits as a title of its kind would on average ([`Index::country_query`]).
    pub fn country_fit(&self, kind: Kind, candidate: u64, input: u64) -> f32 {
        self.country_fit_to(
            candidate,
            self.foreign_miss(candidate),
            &self.country_query(kind, input),
        )
    }

    /// [`Index::country_fit`] with the input's side gathered once ([`Index::country_query`]) and
    /// the candidate's miss precomputed ([`Index::foreign_miss`]): the scorer computes each once
    /// per title rather than once per pair.
    #[inline]
    pub fn country_fit_to(&self, candidate: u64, candidate_miss: f32, input: &CountryQuery) -> f32 {
        if candidate == 0 {
            input.unlisted
        } else {
            self.listed_country_fit(candidate, input.mask, input.miss, candidate_miss)
        }
    }

    /// The input's side of the country fit for candidates of `kind`. A candidate that lists no
    /// country gets the fit a candidate of its kind has on average, not a neutral 0.5: a fifth of
    /// the catalog lists none, nearly all of it listings nobody rated, and for an input from a
    /// distinctive country (Bluey is Australian, Sherlock British) a neutral 0.5 put those listings
    /// above every title known to come from elsewhere. Measured in crates/engine/JOURNAL.md
    /// ("seventeenth session").
    pub fn country_query(&self, kind: Kind, input: u64) -> CountryQuery {
        let unlisted = match self.unlisted_fit.get(&input) {
            Some(fits) => fits[usize::from(kind == Kind::Movie)],
            None => self.expected_fit(kind, input),
        };
        CountryQuery {
            mask: input,
            miss: self.country_miss(input),
            unlisted,
        }
    }

    /// The mean fit of a candidate of `kind` to an input with countries `input`, over the
    /// candidates that list a country (0.5 when the input or the kind lists none).
    fn expected_fit(&self, kind: Kind, input: u64) -> f32 {
        let mix = &self.kind(kind).country_mix;
        if input == 0 || mix.is_empty() {
            return 0.5;
        }
        let miss = self.country_miss(input);
        mix.iter()
            .map(|&(m, share)| {
                share * self.listed_country_fit(m, input, miss, self.foreign_miss(m))
            })
            .sum()
    }

    /// The fit of two titles' country lists (0.5 when either is empty).
    #[inline]
    fn listed_country_fit(
        &self,
        candidate: u64,
        input: u64,
        input_miss: f32,
        candidate_miss: f32,
    ) -> f32 {
        if candidate == 0 || input == 0 {
            return 0.5;
        }
        let shared = candidate & input;
        if shared != 0 {
            // A shared country says as much as the two titles' countries agree: a US-Canadian
            // horror film and a British-Irish-US-Canadian drama share Canada, but that says less
            // of a taste than two Canadian titles sharing it.
            let agreement = shared.count_ones() as f32 / (candidate | input).count_ones() as f32;
            0.5 + 0.5 * self.strongest_country(shared) * agreement
        } else {
            input_miss.min(candidate_miss)
        }
    }

    /// The fit of a candidate that shares none of `input`'s countries, by what the input asks.
    pub fn country_miss(&self, input: u64) -> f32 {
        0.5 - 0.5 * self.strongest_country(input)
    }

    /// The fit of a candidate from `candidate`'s countries to an input that shares none of them,
    /// by how far its own distinctive country steps away (`country_foreign` of the reverse miss).
    pub fn foreign_miss(&self, candidate: u64) -> f32 {
        0.5 - 0.5 * self.country_foreign * self.strongest_country(candidate)
    }

    #[inline]
    fn strongest_country(&self, mask: u64) -> f32 {
        self.most_distinctive_country(mask).map_or(0.0, |(_, d)| d)
    }

    /// The most distinctive country in `mask` (of equals, the lowest bit, the more common one):
    /// its bit and its distinctiveness.
    #[inline]
    pub fn most_distinctive_country(&self, mut mask: u64) -> Option<(usize, f32)> {
        let mut best: Option<(usize, f32)> = None;
        while mask != 0 {
            let bit = mask.trailing_zeros() as usize;
            let d = self.country_distinct[bit];
            if best.is_none_or(|(_, b)| d > b) {
                best = Some((bit, d));
            }
            mask &= mask - 1;
        }
        best
    }
}

/// Quality/popularity prior in 0..=1: a Bayesian-averaged IMDb score (so 9.0 from 40 votes does not
/// beat 8.5 from a million), log IMDb votes and log TMDB popularity, each scaled to 0..=1 by the
/// catalog's own maximum so the weights mean the same on any catalog.
fn priors(titles: &[Title], tuning: &Tuning) -> (Vec<f32>, Vec<f32>) {
    const PRIOR_VOTES: f32 = 2_000.0;
    let (mut score_sum, mut score_n) = (0.0f64, 0u32);
    let (mut max_votes, mut max_tmdb) = (1.0f32, 1.0f32);
    for t in titles {
        if let Some(s) = t.imdb_score.filter(|s| s.is_finite()) {
            score_sum += s as f64;
            score_n += 1;
        }
        max_votes = max_votes.max(t.imdb_votes.unwrap_or(0) as f32);
        max_tmdb = max_tmdb.max(t.tmdb_popularity.filter(|p| p.is_finite()).unwrap_or(0.0));
    }
    let mean = if score_n > 0 {
        (score_sum / score_n as f64) as f32
    } else {
        6.5
    };
    let total = (tuning.prior_quality + tuning.prior_votes + tuning.prior_tmdb).max(1e-6);
    let share_of = |votes: f32| (1.0 + votes).ln() / (1.0 + max_votes).ln();
    let listed = [Kind::Show, Kind::Movie].map(|kind| ListedTitles::fit(titles, kind, share_of));
    titles
        .iter()
        .map(|t| {
            let votes = t.imdb_votes.unwrap_or(0) as f32;
            let score = t.imdb_score.filter(|s| s.is_finite());
            let bayes = match (score, t.imdb_votes) {
                (Some(score), Some(_)) => {
                    (votes * score + PRIOR_VOTES * mean) / (votes + PRIOR_VOTES)
                }
                // A score with no count: the 2021 lists carry IMDb scores for the shows they list
                // but never the votes behind them (and a few dozen new JustWatch rows lack the
                // count). Shrinking it as if no one had voted threw it away and left every Hulu
                // show on the catalog's mean (Parks and Recreation's 8.6 ranked as a 6.4), so it
                // is taken as it stands; its votes part comes from its list rank, if any (below).
                (Some(score), None) => score,
                (None, _) => mean,
            };
            let quality = ((bayes - 4.0) / 5.0).clamp(0.0, 1.0);
            let counted = t.imdb_votes.is_some_and(|v| v > 0);
            let share = match t.list_score {
                Some(score) if !counted => {
                    tuning.list_votes * listed[usize::from(t.kind == Kind::Movie)].share(score)
                }
                _ => share_of(votes),
            };
            let pop = share.powf(tuning.votes_sharpness);
            let tmdb = t
                .tmdb_popularity
                .filter(|p| p.is_finite() && *p > 0.0)
                .unwrap_or(0.0);
            let tmdb = (1.0 + tmdb).ln() / (1.0 + max_tmdb).ln();
            let votes_part = tuning.prior_votes * pop / total;
            (
                (tuning.prior_quality * quality + tuning.prior_tmdb * tmdb) / total + votes_part,
                if counted { votes_part } else { 0.0 },
            )
        })
        .unzip()
}

/// How widely seen a title is by its place in the 2021 lists, for the titles IMDb has no vote
/// count for: 42% of the shows (all of Hulu, and what has left the other platforms), among them
/// Parks and Recreation, Brooklyn Nine-Nine and Modern Family, which sat on the prior's floor, and
/// the films only the older lists carry (The Lighthouse, It Comes at Night). A quantile map fitted
/// per kind on the titles that have both (the two lists score on different scales): a title at
/// its kind's 90th percentile of list scores gets the votes share of its kind's counted titles'
/// 90th percentile. Measured in crates/engine/JOURNAL.md ("eleventh session" for shows,
/// "seventeenth session" for films).
struct ListedTitles {
    /// List scores of the kind's titles with both, sorted, and their log-votes shares, sorted.
    scores: Vec<u8>,
    shares: Vec<f32>,
}

impl ListedTitles {
    fn fit(titles: &[Title], kind: Kind, share_of: impl Fn(f32) -> f32) -> ListedTitles {
        let (mut scores, mut shares): (Vec<u8>, Vec<f32>) = titles
            .iter()
            .filter(|t| t.kind == kind)
            .filter_map(|t| {
                let votes = t.imdb_votes.filter(|&v| v > 0)?;
                Some((t.list_score?, share_of(votes as f32)))
            })
            .unzip();
        scores.sort_unstable();
        shares.sort_unstable_by(f32::total_cmp);
        ListedTitles { scores, shares }
    }

    /// The votes share at the list score's mid-rank among the counted titles (0 with none).
    fn share(&self, score: u8) -> f32 {
        let below = self.scores.partition_point(|&s| s < score);
        let through = self.scores.partition_point(|&s| s <= score);
        self.shares
            .get(((below + through) / 2).min(self.shares.len().saturating_sub(1)))
            .copied()
            .unwrap_or(0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn format(genres: &[&str]) -> u8 {
        let mut t = Title::named("k".into(), "t", Kind::Show, None);
        t.genres = genres.iter().map(|g| g.to_string()).collect();
        format_of(&t)
    }

    #[test]
    fn runtimes_fit_within_a_kind_and_by_their_ratio() {
        let runtime = |kind, minutes: Option<u16>| {
            let mut t = Title::named("k".into(), "t", kind, None);
            t.runtime = minutes;
            log_runtime_of(&t)
        };
        let sitcom = runtime(Kind::Show, Some(22));
        let drama = runtime(Kind::Show, Some(44));
        let dramedy = runtime(Kind::Show, Some(50));
        assert!((runtime_fit(sitcom, sitcom) - 1.0).abs() < 1e-6);
        assert!(runtime_fit(sitcom, drama) < 1e-5, "twice as long: no fit");
        assert!(runtime_fit(drama, dramedy) > 0.75);
        assert_eq!(
            runtime_fit(sitcom, runtime(Kind::Movie, Some(22))),
            0.5,
            "a film and a show: neutral"
        );
        assert_eq!(runtime_fit(sitcom, runtime(Kind::Show, None)), 0.5);
        assert!(
            runtime_fit(
                runtime(Kind::Movie, Some(95)),
                runtime(Kind::Movie, Some(100))
            ) > 0.9
        );
    }

    #[test]
    fn a_shared_country_counts_as_far_as_the_titles_countries_agree() {
        let (us, ca, gb, ie, kr) = (1u64, 2u64, 4u64, 8u64, 16u64);
        let index = Index {
            country_distinct: vec![0.0, 0.9, 0.8, 0.95, 0.98],
            ..Index::default()
        };
        let fit = |candidate, input| index.country_fit(Kind::Movie, candidate, input);
        assert!(
            (fit(kr, kr) - (0.5 + 0.5 * 0.98)).abs() < 1e-6,
            "one country, shared"
        );
        let witch = us | ca;
        assert!(
            fit(us | ca, witch) > fit(gb | us | ca | ie, witch) + 0.1,
            "a four-country co-production shares Canada less than another US-Canadian title"
        );
        assert!(
            fit(gb | us | ca | ie, witch) > 0.5,
            "still more than nothing shared"
        );
        assert_eq!(fit(us, us), 0.5, "the most common country says nothing");
        assert!(
            fit(us, kr) < 0.05,
            "missing a rare country is a strong miss"
        );
    }

    #[test]
    fn a_pick_from_a_distinctive_country_the_input_lacks_is_a_step_away() {
        let (us, kr) = (1u64, 16u64);
        let index = Index {
            country_distinct: vec![0.0, 0.9, 0.8, 0.95, 0.98],
            country_foreign: Tuning::default().country_foreign,
            ..Index::default()
        };
        let fit = |candidate, input| index.country_fit(Kind::Movie, candidate, input);
        assert!(fit(kr, us) < 0.4, "a Korean pick for an American title");
        assert!(
            fit(kr, us) > fit(us, kr) + 0.2,
            "milder than an American pick for a Korean title"
        );
        assert_eq!(
            fit(us, us),
            0.5,
            "the most common country still says nothing"
        );
        assert_eq!(fit(us, 0), 0.5, "an input without countries asks nothing");
    }

    #[test]
    fn a_title_listing_no_country_fits_as_the_average_title_of_its_kind_would() {
        let (us, kr) = (1u64, 16u64);
        let ids: Vec<TitleId> = (0..5).collect();
        // Four American films, one Korean, and one film that lists no country (id 5).
        let masks = [us, us, us, us, kr, 0];
        let index = Index {
            country_distinct: vec![0.0, 0.9, 0.8, 0.95, 0.98],
            country_foreign: Tuning::default().country_foreign,
            movies: KindIndex {
                country_mix: country_mix(&ids, &masks),
                ..KindIndex::default()
            },
            ..Index::default()
        };
        let fit = |candidate, input| index.country_fit(Kind::Movie, candidate, input);
        let expected = 0.8 * fit(us, kr) + 0.2 * fit(kr, kr);
        assert!(
            (fit(0, kr) - expected).abs() < 1e-6,
            "the kind's mix, weighed"
        );
        assert!(
            fit(0, kr) < 0.3,
            "no longer a neutral 0.5 for a Korean film's fan, who asked for Korean films"
        );
        assert!(
            fit(0, kr) > fit(us, kr),
            "above a title known to come from elsewhere"
        );
        assert_eq!(fit(0, 0), 0.5, "an input without countries asks nothing");
        assert_eq!(
            index.country_fit(Kind::Show, 0, kr),
            0.5,
            "a kind with no listed countries knows nothing of them"
        );
    }

    #[test]
    fn a_score_without_a_vote_count_counts_as_it_stands() {
        let title = |score: Option<f32>, votes: Option<u32>| {
            let mut t = Title::named("k".into(), "t", Kind::Show, None);
            (t.imdb_score, t.imdb_votes) = (score, votes);
            t
        };
        let titles = [
            title(Some(8.6), None),
            title(None, None),
            title(Some(8.6), Some(0)),
            title(Some(6.0), Some(40_000)),
        ];
        let (prior, votes_part) = priors(&titles, &Tuning::default());
        assert!(
            prior[0] > prior[1] + 0.05,
            "a listed 8.6 outranks an unknown: {prior:?}"
        );
        assert!(
            prior[0] > prior[2] + 0.05,
            "nobody having voted is not the same as an unknown count: {prior:?}"
        );
        assert_eq!(votes_part[0], 0.0, "an unknown count earns no popularity");
    }

    #[test]
    fn a_title_nobody_counted_votes_for_is_as_seen_as_the_counted_titles_of_its_kind_at_its_list_rank(
    ) {
        let title = |key: &str, kind, votes: Option<u32>, list: Option<u8>| {
            let mut t = Title::named(key.into(), key, kind, None);
            (t.imdb_score, t.imdb_votes, t.list_score) = (Some(8.0), votes, list);
            t
        };
        // Counted shows and films: the better a title's list score, the more votes; at the same
        // list score a film has a tenth of a show's votes (the two lists score differently).
        let mut titles: Vec<Title> = Vec::new();
        for (kind, votes) in [(Kind::Show, 1_000), (Kind::Movie, 100)] {
            titles.extend((0..20u32).map(|i| {
                title(
                    &format!("{kind:?}{i}"),
                    kind,
                    Some(votes * 2u32.pow(i / 2)),
                    Some(50 + i as u8 * 2),
                )
            }));
        }
        titles.push(title("uncounted hit", Kind::Show, None, Some(88))); // scored like Show19
        titles.push(title("uncounted flop", Kind::Show, None, Some(52)));
        titles.push(title("unlisted", Kind::Show, None, None));
        titles.push(title("uncounted film", Kind::Movie, None, Some(88))); // scored like Movie19
        let (prior, votes_part) = priors(&titles, &Tuning::default());
        let [hit, flop, unlisted, film] = [40, 41, 42, 43];
        let (best_show, best_film) = (19, 39);
        assert!(prior[hit] > prior[flop] + 0.05, "{prior:?}");
        assert!(prior[flop] > prior[unlisted], "{prior:?}");
        assert!(
            (prior[hit] - prior[best_show]).abs() < (prior[hit] - prior[10]).abs(),
            "the hit is priced like the counted shows near its rank: {prior:?}"
        );
        assert!(
            (prior[film] - prior[best_film]).abs() < 1e-6 && prior[film] < prior[hit],
            "a film is priced by the counted films at its rank, not by the shows': {prior:?}"
        );
        assert_eq!(
            (votes_part[hit], votes_part[flop], votes_part[film]),
            (0.0, 0.0, 0.0),
            "an estimate is not a count: the calibration's cap never sees it"
        );
        let off = Tuning {
            list_votes: 0.0,
            ..Tuning::default()
        };
        let (prior_off, _) = priors(&titles, &off);
        assert_eq!(prior_off[hit], prior_off[unlisted]);
    }

    #[test]
    fn a_rare_tag_does_not_drown_its_titles_common_ones() {
        // Crash Landing on You is a romance tagged "war" (its heroine hides with a soldier): with
        // the full IDF the rare tag made every war drama a closer genre match than any romance.
        let tagged = |key: &str, genres: &[&str]| {
            let mut t = Title::named(key.into(), key, Kind::Show, None);
            t.genres = genres.iter().map(|g| g.to_string()).collect();
            t
        };
        let mut titles = vec![
            tagged("input", &["war", "romance"]),
            tagged("war drama", &["war"]),
            tagged("romance", &["romance"]),
        ];
        titles.extend((0..60).map(|i| tagged(&format!("r{i}"), &["romance"])));
        titles.extend((0..40).map(|i| tagged(&format!("d{i}"), &["drama"])));
        let catalog = Catalog::new(titles, vec![]);
        let romance_share = |tuning: &Tuning| {
            let index = Index::build(&catalog, tuning);
            index.genre_cosine(2, 0) / index.genre_cosine(1, 0)
        };
        let full_idf = romance_share(&Tuning {
            genre_idf_power: 1.0,
            ..Tuning::default()
        });
        let now = romance_share(&Tuning::default());
        assert!(
            now > 1.3 * full_idf,
            "the romance keeps a share of the match: {now} against {full_idf} with the full IDF"
        );
        assert!(now < 1.0, "the rarer tag still says more: {now}");
    }

    #[test]
    fn a_title_is_a_candidate_of_its_own_kind_only_and_only_when_it_streams() {
        let title = |id: TitleId, kind, streams: bool| {
            let mut t = Title::named(format!("k{id}"), "t", kind, None);
            t.id = id;
            if streams {
                t.platforms = vec![catalog::Platform::ALL[0]];
            }
            t
        };
        let catalog = Catalog::new(
            vec![
                title(0, Kind::Movie, true),
                title(1, Kind::Show, true),
                title(2, Kind::Movie, false),
                title(3, Kind::Movie, true),
            ],
            vec![],
        );
        let index = Index::build(&catalog, &Tuning::default());
        let (movies, shows) = (index.kind(Kind::Movie), index.kind(Kind::Show));
        assert_eq!(movies.ids, [0, 3]);
        assert_eq!(
            (0..5).map(|id| movies.position(id)).collect::<Vec<_>>(),
            [Some(0), None, None, Some(1), None],
            "the show, the film nobody streams and an id past the catalog are not film candidates"
        );
        assert_eq!(
            (0..5).map(|id| shows.position(id)).collect::<Vec<_>>(),
            [None, Some(0), None, None, None]
        );
    }

    #[test]
    fn fiction_against_non_fiction_is_the_strongest_miss() {
        let docuseries = format(&["documentation", "crime"]);
        let reality = format(&["reality"]);
        let crime_drama = format(&["crime", "drama"]);
        let sitcom = format(&["comedy"]);
        let cartoon = format(&["animation", "comedy"]);
        assert_eq!(format_fit(crime_drama, docuseries), 0.0);
        assert_eq!(format_fit(reality, sitcom), 0.0);
        assert!(format_fit(docuseries, reality) > format_fit(crime_drama, sitcom));
        assert_eq!(
            format_fit(crime_drama, sitcom),
            0.5,
            "two live-action dramas: neutral"
        );
        assert!(format_fit(cartoon, cartoon) > 0.5);
        let miss = format_fit(cartoon, sitcom);
        assert!(
            miss > 0.0 && miss < 0.5,
            "animated or not matters less: {miss}"
        );
        assert_eq!(
            format_fit(format(&[]), docuseries),
            0.5,
            "unknown: no evidence"
        );
    }
}
