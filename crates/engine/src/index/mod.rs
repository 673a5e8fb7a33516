//! Everything request-independent, computed once in `Engine::new`: candidate lists and embedding
//! matrices per kind, genre IDF masks, cast and director inverted indexes, the quality prior
//! (`prior.rs`), production countries (`country.rs`), the context fits of era, audience, format
//! and runtime (`fit.rs`), maturity ranks, platform masks, title match keys and description theme
//! words.

use crate::columns::Columns;
use crate::genre_model::SoftGenres;
use rustc_hash::FxHashMap;

use catalog::{Catalog, Kind, Platform, Title, TitleId, EMBEDDING_DIM};

use crate::lexical::Lexical;
use crate::maturity;
use crate::premises::{self, PremiseMask, TitlePremises};
use crate::text::TitleKey;
use crate::tuning::Tuning;
pub use crate::vectors::dot;
use crate::vectors::QuantMatrix;

mod country;
mod fit;
mod prior;
mod themes;

use country::country_masks;
pub use fit::{audience_fit, era_of, format_fit, is_animated, is_non_fiction, runtime_fit};
use fit::{format_of, log_runtime_of};
use prior::{priors, seen_votes};

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
    /// Per title, the premises its story leans to (`premises/`); empty without embeddings or
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
    /// Per title, the tags a reason may name: those its story does not argue against
    /// ([`crate::genre_model::StoryGenres::uncontradicted`]) and "animation", a form descriptions
    /// rarely state (When Marnie Was There, Craig of the Creek); every tag without embeddings.
    pub genre_named: Vec<u64>,
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
    /// How many people saw each title: its IMDb votes, else its 2021 list rank's estimate
    /// (`prior::seen_votes`); what the show page's bingeability reads.
    pub seen_votes: Vec<u32>,
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
    unlisted_fit: FxHashMap<u64, [f32; 2]>,
    /// Bit `i` set when the title is on `Platform::ALL[i]`.
    pub platforms: Vec<u8>,
    pub keys: Vec<TitleKey>,
    /// Normalised title → every title carrying it.
    pub by_norm: FxHashMap<String, Vec<TitleId>>,
    /// Sorted theme-word ids per title, and each word's text and document frequency.
    pub themes: Vec<Vec<u32>>,
    pub theme_text: Vec<String>,
    pub theme_df: Vec<u32>,
    /// Per theme word, whether it may name what two stories share (see [`themes`]).
    pub theme_nameable: Vec<bool>,
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
        index.read_untagged_formats();
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
        index.seen_votes = seen_votes(titles);
        (index.prior, index.prior_votes) = priors(titles, &index.seen_votes, tuning);
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
        index.build_themes(catalog);
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
        let mut ids: FxHashMap<&str, usize> = FxHashMap::default();
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

    fn build_soft_genres(&mut self, catalog: &Catalog, tuning: &Tuning) {
        self.genre_named = self.genre_mask.clone();
        if tuning.soft_genre <= 0.0 || !self.has_embeddings {
            return;
        }
        let idf: Vec<f32> = self.genre_idf2.iter().map(|x| x.sqrt()).collect();
        let blend = crate::genre_model::Blend {
            implied: tuning.genre_implied,
            trust: tuning.genre_trust,
            floor: tuning.genre_floor,
        };
        // A show's fantasy and sci-fi are one source tag (see `genre_model::PairSplits`); a film's
        // are two claims.
        let fantasy_or_scifi = self.genre_bit("fantasy") | self.genre_bit("scifi");
        let one_tag_pairs: Vec<u64> = catalog
            .titles
            .iter()
            .map(|t| match t.kind {
                Kind::Show => fantasy_or_scifi,
                Kind::Movie => 0,
            })
            .collect();
        let confirmed: Vec<u64> = catalog
            .titles
            .iter()
            .map(|t| {
                let bits = t.confirmed_genres.iter().map(|g| self.genre_bit(g));
                bits.fold(0, |mask, bit| mask | bit)
            })
            .collect();
        let tags = crate::genre_model::Tags {
            masks: &self.genre_mask,
            confirmed: &confirmed,
            one_tag_pairs: &one_tag_pairs,
        };
        if let Some(story) = crate::genre_model::soft_genres(catalog, tags, &idf, blend) {
            self.genre_soft = story.soft;
            let form = self.genre_bit("animation");
            self.genre_named = story
                .uncontradicted
                .iter()
                .zip(&self.genre_mask)
                .map(|(kept, tags)| kept | (tags & form))
                .collect();
            self.soft_share = tuning.soft_genre.min(1.0);
        }
    }

    /// A title with no genre tag has no format to fit by (`format_of`), so a game show or a
    /// news special drew a sitcom's fan on its story alone (Family Feud for Family Matters: both
    /// are "about family life"). Where the story's genres ([`crate::genre_model`]) read
    /// documentary or reality first, the title is non-fiction. A story that reads otherwise stays
    /// unknown: of 407 such untagged titles a sample held documentaries and quiz shows (The
    /// Eleven, To Tell the Truth), which the format would then hold apart from their own kind.
    fn read_untagged_formats(&mut self) {
        let non_fiction: Vec<usize> = fit::NON_FICTION_GENRES
            .iter()
            .map(|g| self.genre_bit(g))
            .filter(|&bit| bit != 0)
            .map(|bit| bit.trailing_zeros() as usize)
            .collect();
        for (format, soft) in self.format.iter_mut().zip(&self.genre_soft) {
            if *format == fit::UNKNOWN_FORMAT && fit::reads_non_fiction(soft, &non_fiction) {
                *format = fit::NON_FICTION;
            }
        }
    }

    /// The mask bit of a genre by name; 0 when the catalog has no such genre (or it is past the
    /// mask's 64 genres), so it matches no title.
    pub fn genre_bit(&self, name: &str) -> u64 {
        self.genre_names
            .iter()
            .position(|g| g == name)
            .and_then(|bit| 1u64.checked_shl(bit as u32))
            .unwrap_or(0)
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
        let mut ids: FxHashMap<String, u32> = FxHashMap::default();
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

pub fn platform_mask(platforms: &[Platform]) -> u8 {
    platforms
        .iter()
        .filter_map(|p| Platform::ALL.iter().position(|a| a == p))
        .fold(0u8, |m, i| m | (1 << i))
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
