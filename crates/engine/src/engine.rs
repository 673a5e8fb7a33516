//! The engine: precomputed indexes plus the modes (cross-media, couples, mood, more, similar).

use std::collections::HashSet;
use std::sync::Arc;

use arc_swap::ArcSwapOption;

use catalog::{Catalog, Kind, TitleId};

use crate::bingeability::{self, Bingeability};
use crate::community::Community;
use crate::error::EngineError;
use crate::explain::{self, Evidence};
use crate::filter::Filter;
use crate::index::{dot, Index};
use crate::maturity;
use crate::mood::Mood;
use crate::mood_fit::mood_fits;
use crate::request::{
    check_side_list, clean_list, Mode, Pick, Recommendations, Request, ResolvedInput, MAX_INPUTS,
    MAX_LIMIT,
};
use crate::scoring::{Input, PairScore, Query, Scorer, SIMILAR_STORY};
use crate::select::select;
use crate::tuning::Tuning;
use crate::TextEmbedder;

pub struct Engine {
    catalog: Arc<Catalog>,
    index: Index,
    /// Swapped whole while requests run: members' lists change, the catalog does not.
    community: ArcSwapOption<Community>,
    /// Per mood (in `Mood::ALL` order), per title id.
    mood_fits: Vec<Vec<f32>>,
    tuning: Tuning,
}

/// The resolved taste of a request, before scoring.
struct Taste {
    inputs: Vec<Input>,
    groups: usize,
    resolved: Vec<ResolvedInput>,
    unresolved: Vec<String>,
}

impl Engine {
    /// Precomputes everything request-independent (genre/cast/director indexes, popularity priors,
    /// mood fits from their written descriptions via `embedder` when given).
    pub fn new(catalog: Arc<Catalog>, embedder: Option<&dyn TextEmbedder>) -> Engine {
        Engine::with_tuning(catalog, embedder, Tuning::default())
    }

    /// As [`Engine::new`] with explicit weights (the offline evaluation sweeps them).
    pub fn with_tuning(
        catalog: Arc<Catalog>,
        embedder: Option<&dyn TextEmbedder>,
        tuning: Tuning,
    ) -> Engine {
        let index = Index::build(&catalog, &tuning);
        let mood_fits = mood_fits(&catalog, &index, embedder);
        Engine {
            catalog,
            index,
            community: ArcSwapOption::empty(),
            mood_fits,
            tuning,
        }
    }

    /// Members' saved lists (each a list of title ids): enables the community signal
    /// (item-item co-occurrence). Replaces any previous signal; an empty slice removes it.
    pub fn with_community(self, lists: &[Vec<TitleId>]) -> Engine {
        self.set_community(lists);
        self
    }

    /// As [`Engine::with_community`] on a shared engine: requests already running finish with the
    /// signal they started with, later ones see the new one. Building is CPU work (pairs of every
    /// list): call it off the async workers.
    pub fn set_community(&self, lists: &[Vec<TitleId>]) {
        let community = (!lists.is_empty()).then(|| {
            Arc::new(Community::build(
                lists,
                self.catalog.len(),
                self.tuning.community_shrink,
            ))
        });
        self.community.store(community);
    }

    /// Takes `other`'s community signal, so an engine built to replace `other` over the same
    /// titles (the same catalog with embeddings added) starts with the members' signal.
    pub fn adopt_community(&self, other: &Engine) {
        if self.catalog.len() == other.catalog.len() {
            self.community.store(other.community.load_full());
        }
    }

    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// The shared catalog, for building a replacement engine over the same titles.
    pub fn catalog_arc(&self) -> Arc<Catalog> {
        Arc::clone(&self.catalog)
    }

    pub fn tuning(&self) -> &Tuning {
        &self.tuning
    }

    /// Whether the catalog carries embeddings (without them the engine uses genres, people and the
    /// prior only).
    pub fn has_embeddings(&self) -> bool {
        self.index.has_embeddings
    }

    pub fn recommend(&self, req: &Request) -> Result<Recommendations, EngineError> {
        let limit = req.effective_limit();
        let ceiling = match &req.max_maturity {
            None => None,
            Some(s) => maturity::parse_ceiling(s).map_err(EngineError::InvalidMaturity)?,
        };
        for list in [&req.exclude, &req.dislikes, &req.favorites] {
            check_side_list(list)?;
        }
        let exclude = clean_list(&req.exclude)?;
        let dislikes = clean_list(&req.dislikes)?;
        let favorites = clean_list(&req.favorites)?;

        let mut filter = Filter::new(self.catalog.len(), ceiling, &req.platforms);
        let side_lists = [
            Some(&exclude),
            Some(&dislikes),
            req.exclude_favorites.then_some(&favorites),
        ];
        for text in side_lists.into_iter().flatten().flatten() {
            filter.exclude_text(&self.catalog, &self.index, text);
        }

        match &req.mode {
            Mode::CrossMedia { tv, movies } => {
                let (tv, movies) = (clean_list(tv)?, clean_list(movies)?);
                let saved = clean_saved(&req.saved);
                if tv.is_empty() && movies.is_empty() && saved.is_empty() {
                    return Err(EngineError::NoInput);
                }
                check_input_count(tv.len() + movies.len())?;
                let lists = [(&tv, Some(Kind::Show), 0), (&movies, Some(Kind::Movie), 0)];
                let mut taste = self.resolve(&lists, &mut filter);
                // What was typed now is the intent (a parent typing "Bluey" wants preschool
                // shows whatever else they saved), so only it implies an audience, when it exists.
                self.imply_audience(&taste, &mut filter);
                let typed = !taste.inputs.is_empty();
                self.add_saved(&saved, typed, &mut taste, &mut filter);
                if !typed {
                    self.imply_audience(&taste, &mut filter);
                }
                if taste.inputs.is_empty() {
                    return Err(EngineError::NothingResolved {
                        unresolved: taste.unresolved,
                    });
                }
                Ok(self.run_taste(req.target, limit, taste, &filter))
            }
            Mode::Couples { person1, person2 } => {
                let (p1, p2) = (clean_list(person1)?, clean_list(person2)?);
                if p1.is_empty() || p2.is_empty() {
                    return Err(EngineError::CouplesNeedBoth);
                }
                check_input_count(p1.len() + p2.len())?;
                let hint = Some(req.target);
                let taste = self.resolve(&[(&p1, hint, 0), (&p2, hint, 1)], &mut filter);
                self.imply_audience(&taste, &mut filter);
                if taste.inputs.is_empty() {
                    return Err(EngineError::NothingResolved {
                        unresolved: taste.unresolved,
                    });
                }
                Ok(self.run_taste(req.target, limit, taste, &filter))
            }
            Mode::Mood { mood } => {
                // Favourites personalise the mood (a long saved list is fine: its first
                // MAX_INPUTS titles are used); they are filtered out only when asked.
                let taste_titles: Vec<String> =
                    favorites.iter().take(MAX_INPUTS).cloned().collect();
                let mut scratch = Filter::new(0, None, &[]);
                let taste = self.resolve(&[(&taste_titles, None, 0)], &mut scratch);
                Ok(self.run_mood(*mood, req.target, limit, taste, &filter))
            }
        }
    }

    /// Similar titles for the show page (same kind as `id` unless `kind` given).
    pub fn similar(&self, id: TitleId, kind: Option<Kind>, limit: usize) -> Vec<Pick> {
        let Some(title) = self.catalog.get(id) else {
            return Vec::new();
        };
        let mut filter = Filter::new(self.catalog.len(), None, &[]);
        filter.exclude_id(id);
        filter.add_input_key(&title.title);
        let inputs = [Input {
            id,
            weight: 1.0,
            group: 0,
        }];
        let taste = Taste {
            inputs: inputs.to_vec(),
            groups: 1,
            resolved: Vec::new(),
            unresolved: Vec::new(),
        };
        self.run_taste(
            kind.unwrap_or(title.kind),
            limit.min(MAX_LIMIT),
            taste,
            &filter,
        )
        .picks
    }

    /// The parts of one candidate-input similarity and the candidate's quality prior, as the
    /// scorer sees them: for reading why a title ranks where it does (eval diagnostics).
    pub fn diagnose(&self, candidate: TitleId, input: TitleId) -> (PairScore, f32) {
        let prior = self
            .index
            .prior
            .get(candidate as usize)
            .copied()
            .unwrap_or(0.0);
        (self.scorer().pair(candidate, input), prior)
    }

    /// A title's genre tags its story argues against, which no reason names (eval diagnostics:
    /// `genre_audit`).
    pub fn contradicted_genres(&self, id: TitleId) -> Vec<&str> {
        let i = id as usize;
        let (Some(&tags), Some(&named)) =
            (self.index.genre_mask.get(i), self.index.genre_named.get(i))
        else {
            return Vec::new();
        };
        let mut left = tags & !named;
        let mut out = Vec::new();
        while left != 0 {
            let bit = left.trailing_zeros() as usize;
            out.push(self.index.genre_names[bit].as_str());
            left &= left - 1;
        }
        out
    }

    /// The genres a card or the show page lists: the title's tags in the source's order, less the
    /// ones its story argues against (the same tags no reason names: Game of Thrones is not
    /// "Sci-Fi", Inception not "Music") and the region tag ([`catalog::genres::REGION`]). A title
    /// left with none keeps the source's tags: a card with no genre would say less than the
    /// source does.
    pub fn shown_genres(&self, id: TitleId) -> Vec<&str> {
        let Some(title) = self.catalog.get(id) else {
            return Vec::new();
        };
        let contradicted = self.contradicted_genres(id);
        let tags = title.genres.iter().map(String::as_str);
        let kept: Vec<&str> = tags
            .clone()
            .filter(|g| *g != catalog::genres::REGION && !contradicted.contains(g))
            .collect();
        if kept.is_empty() {
            tags.collect()
        } else {
            kept
        }
    }

    /// Shows only (None for films and unknown ids): 0-100 and the spec's wording.
    pub fn bingeability(&self, id: TitleId) -> Option<Bingeability> {
        let seen = self.index.seen_votes.get(id as usize).copied().unwrap_or(0);
        self.catalog
            .get(id)
            .and_then(|t| bingeability::compute(t, seen))
    }

    /// Resolves typed lists (text, kind hint, person) into inputs; resolved inputs and their typed
    /// text join the filter so they never come back.
    fn resolve(&self, lists: &[(&Vec<String>, Option<Kind>, usize)], filter: &mut Filter) -> Taste {
        let mut taste = Taste {
            inputs: Vec::new(),
            groups: 1,
            resolved: Vec::new(),
            unresolved: Vec::new(),
        };
        for &(list, hint, group) in lists {
            for text in list.iter() {
                filter.add_input_key(text);
                let Some(r) = self.catalog.resolve(text, hint) else {
                    taste.unresolved.push(text.clone());
                    continue;
                };
                filter.exclude_id(r.id);
                filter.add_input_key(&self.catalog.titles[r.id as usize].title);
                taste.resolved.push(ResolvedInput {
                    input: text.clone(),
                    id: r.id,
                    confidence: r.confidence,
                });
                if !taste
                    .inputs
                    .iter()
                    .any(|i| i.id == r.id && i.group == group)
                {
                    let weight = r.confidence.clamp(0.1, 1.0);
                    taste.inputs.push(Input {
                        id: r.id,
                        weight,
                        group,
                    });
                }
            }
        }
        taste.inputs.sort_by_key(|i| i.group);
        let has = |g: usize| taste.inputs.iter().any(|i| i.group == g);
        if has(0) && has(1) {
            taste.groups = 2;
        } else {
            // One partner's titles are all unknown: score for the other rather than fail.
            for i in &mut taste.inputs {
                i.group = 0;
            }
        }
        taste
    }

    /// The member's saved titles as inputs of person 0: a quieter voice next to typed titles, the
    /// whole taste without them. Unknown saved names are skipped silently (they were not typed
    /// now), and every saved title is left out of the picks.
    fn add_saved(&self, saved: &[String], typed: bool, taste: &mut Taste, filter: &mut Filter) {
        let voice = if typed { SAVED_WEIGHT } else { 1.0 };
        for text in saved {
            let Some(r) = self.catalog.resolve(text, None) else {
                continue;
            };
            filter.exclude_id(r.id);
            filter.add_input_key(&self.catalog.titles[r.id as usize].title);
            if !taste.inputs.iter().any(|i| i.id == r.id) {
                taste.inputs.push(Input {
                    id: r.id,
                    weight: voice * r.confidence.clamp(0.1, 1.0),
                    group: 0,
                });
            }
        }
        taste.inputs.sort_by_key(|i| i.group);
    }

    /// A list made only of children's titles keeps its picks at family ratings. In couples each
    /// person's list is such a list: when one of the two typed only children's titles, the picks
    /// must suit that viewer too (an action fan and a SpongeBob fan watching together got Rick and
    /// Morty and Love, Death & Robots, both TV-MA, before).
    fn imply_audience(&self, taste: &Taste, filter: &mut Filter) {
        for group in 0..taste.groups.max(1) {
            let ranks = taste
                .inputs
                .iter()
                .filter(|i| i.group == group)
                .map(|i| self.index.maturity[i.id as usize]);
            if let Some(ceiling) = maturity::implied_ceiling(ranks) {
                filter.tighten_ceiling(ceiling);
            }
        }
    }

    fn scorer(&self) -> Scorer<'_> {
        Scorer {
            catalog: &self.catalog,
            index: &self.index,
            community: self.community.load_full(),
            tuning: &self.tuning,
        }
    }

    fn run_taste(
        &self,
        kind: Kind,
        limit: usize,
        taste: Taste,
        filter: &Filter,
    ) -> Recommendations {
        let q = Query {
            kind,
            inputs: &taste.inputs,
            groups: taste.groups,
            taste_weight: 1.0,
            prior_weight: self.tuning.prior,
            base: None,
        };
        let chosen = self.rank(&q, limit, filter);
        let picks = chosen
            .into_iter()
            .map(|(id, score)| Pick {
                id,
                score,
                explanation: self.explain_taste(id, &taste),
            })
            .collect();
        Recommendations {
            picks,
            resolved: taste.resolved,
            unresolved: taste.unresolved,
        }
    }

    fn run_mood(
        &self,
        mood: Mood,
        kind: Kind,
        limit: usize,
        taste: Taste,
        filter: &Filter,
    ) -> Recommendations {
        let personalised = !taste.inputs.is_empty();
        let q = Query {
            kind,
            inputs: &taste.inputs,
            groups: 1,
            taste_weight: if personalised {
                self.tuning.mood_taste
            } else {
                0.0
            },
            prior_weight: self.tuning.prior,
            base: Some(&self.mood_fits[mood.index()]),
        };
        let chosen = self.rank(&q, limit, filter);
        let picks = chosen
            .into_iter()
            .map(|(id, score)| {
                let favourite = personalised
                    .then(|| self.best_evidence(id, &taste.inputs, 0))
                    .flatten();
                Pick {
                    id,
                    score,
                    explanation: explain::for_mood(
                        &self.catalog,
                        &self.index,
                        mood,
                        id,
                        favourite.as_ref(),
                    ),
                }
            })
            .collect();
        Recommendations {
            picks,
            resolved: taste.resolved,
            unresolved: taste.unresolved,
        }
    }

    /// Scores, filters, de-duplicates and diversifies.
    fn rank(&self, q: &Query, limit: usize, filter: &Filter) -> Vec<(TitleId, f32)> {
        if limit == 0 {
            return Vec::new();
        }
        let scorer = self.scorer();
        let mut scored = Vec::new();
        scorer.score_all(q, &|id| filter.allows(&self.index, id), &mut scored);
        let mut seen: HashSet<&str> = HashSet::new();
        let accept = |id: TitleId| {
            !filter.matches_input(&self.index, id)
                && seen.insert(self.index.keys[id as usize].norm.as_str())
        };
        let similarity = |a: TitleId, b: TitleId| match (
            self.index.embedding(&self.catalog, a),
            self.index.embedding(&self.catalog, b),
        ) {
            (Some(x), Some(y)) => dot(x, y),
            _ => self.index.genre_cosine(a, b),
        };
        select(
            &mut scored,
            limit,
            self.tuning.diversity,
            accept,
            similarity,
        )
    }

    /// The input of `group` whose content (story, genres, people) is closest to the pick, with what
    /// they share. The era is left out of this choice: "from the same decade" supports a reason but
    /// should not make a crime film "like" a sitcom.
    fn best_evidence(&self, pick: TitleId, inputs: &[Input], group: usize) -> Option<Evidence> {
        let scorer = self.scorer();
        // Inputs with something nameable in common (a genre, a person, a close story) come first,
        // so the sentence states evidence rather than "the nearest thing".
        let content = |p: &PairScore, weight: f32| {
            let nameable = p.genre > 0.0
                || p.shared_cast > 0
                || p.shared_directors > 0
                || p.embedding >= SIMILAR_STORY;
            (nameable, (p.total - self.tuning.year * p.era) * weight)
        };
        let (input, pair) = inputs
            .iter()
            .filter(|i| i.group == group)
            .map(|i| (i.id, scorer.pair(pick, i.id), i.weight))
            .max_by(|a, b| {
                let (x, y) = (content(&a.1, a.2), content(&b.1, b.2));
                x.0.cmp(&y.0).then(x.1.total_cmp(&y.1))
            })
            .map(|(id, pair, _)| (id, pair))?;
        let community = self
            .community
            .load()
            .as_ref()
            .is_some_and(|c| c.similarity(input, pick) > 0.0);
        Some(Evidence::gather(
            &self.catalog,
            &self.index,
            pick,
            input,
            &pair,
            community,
        ))
    }

    fn explain_taste(&self, pick: TitleId, taste: &Taste) -> String {
        let first = self.best_evidence(pick, &taste.inputs, 0);
        let second = if taste.groups > 1 {
            self.best_evidence(pick, &taste.inputs, 1)
        } else {
            None
        };
        match (first, second) {
            (Some(a), Some(b)) => explain::for_couple(&self.catalog, &a, &b, pick),
            (Some(a), None) => explain::for_input(&self.catalog, &a, pick),
            _ => "Picked from the titles you entered.".to_owned(),
        }
    }
}

/// Weight of a saved title next to typed ones: typed titles say what is wanted tonight.
const SAVED_WEIGHT: f32 = 0.4;
/// Saved titles used as taste, newest first: enough to know a member, bounded like typed lists.
const SAVED_CONSIDERED: usize = 20;

/// The first [`SAVED_CONSIDERED`] usable saved names. Saved lists come from our own store, so a
/// bad entry is skipped rather than failing the member's request.
fn clean_saved(saved: &[String]) -> Vec<String> {
    saved
        .iter()
        .filter_map(|s| clean_list(std::slice::from_ref(s)).ok()?.into_iter().next())
        .take(SAVED_CONSIDERED)
        .collect()
}

fn check_input_count(n: usize) -> Result<(), EngineError> {
    if n > MAX_INPUTS {
        return Err(EngineError::TooManyInputs { max: MAX_INPUTS });
    }
    Ok(())
}
