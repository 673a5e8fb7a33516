//! The title catalog: model, dataset import and merge, the title resolver, artifact save/load.
//!
//! The catalog is built once (`bingeable catalog build`), saved as an artifact under `data/`, and
//! loaded read-only into memory by the server. Everything downstream (engine, API) reads it from here.

pub mod artifact;
pub mod build;
pub mod error;
pub mod genres;
pub mod import;
pub mod merge;
pub mod model;
pub mod resolve;
pub mod text;

use std::borrow::Cow;
use std::collections::HashMap;

pub use build::{build, default_datasets_dir, BuildOptions, BuildReport, Subset};
pub use error::CatalogError;
pub use model::{display_name, Kind, ListedTitle, Platform, Title, TitleId, EMBEDDING_DIM};
pub use resolve::Resolved;

/// The text the embedding model sees for a title: its name and its description, the story.
/// Genres and people have signals of their own in the engine (and source genres are noisy: a wrong
/// tag in the text would pull the story vector with it), and every word piece costs time on a first
/// run, so they are left out; only a title without a description falls back on its genres.
pub fn embedding_text(t: &Title) -> String {
    if !t.description.is_empty() {
        format!("{}. {}", t.title, t.description)
    } else if !t.genres.is_empty() {
        format!("{}. {}", t.title, t.genres.join(", "))
    } else {
        t.title.clone()
    }
}

/// An in-memory, read-only catalog. Build it with [`Catalog::new`] so the resolver index exists.
#[derive(Debug, Clone, Default)]
pub struct Catalog {
    pub titles: Vec<Title>,
    /// Row-major `titles.len() x EMBEDDING_DIM`, each row L2-normalised; empty when the catalog was
    /// built without the embedding model.
    pub embeddings: Vec<f32>,
    /// Works only the availability lists name (see [`ListedTitle`]), found by [`Catalog::listed`].
    pub listed_only: Vec<ListedTitle>,
    resolver: resolve::Resolver,
    /// Name key → positions in `listed_only`.
    listed_keys: HashMap<String, Vec<usize>>,
    /// `listed_only`'s names as [`resolve::phrase_of`] writes them, in its order.
    listed_phrases: Vec<String>,
}

impl Catalog {
    /// Takes titles whose `id` equals their position, and their embeddings (or an empty vector).
    pub fn new(titles: Vec<Title>, embeddings: Vec<f32>) -> Self {
        let resolver = resolve::Resolver::new(&titles);
        Catalog {
            titles,
            embeddings,
            listed_only: Vec::new(),
            resolver,
            listed_keys: HashMap::new(),
            listed_phrases: Vec::new(),
        }
    }

    /// The same catalog knowing `listed` as the works only the availability lists name.
    pub fn with_listed_only(mut self, listed: Vec<ListedTitle>) -> Catalog {
        let mut keys: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, l) in listed.iter().enumerate() {
            keys.entry(resolve::name_key(&l.title)).or_default().push(i);
        }
        self.listed_phrases = listed
            .iter()
            .map(|l| resolve::phrase_of(&l.title))
            .collect();
        self.listed_only = listed;
        self.listed_keys = keys;
        self
    }

    /// The same catalog carrying `embeddings` (row-major, one `EMBEDDING_DIM` row per title, in id
    /// order); an empty vector removes them.
    pub fn with_embeddings(mut self, embeddings: Vec<f32>) -> Result<Catalog, CatalogError> {
        let expected = self.titles.len() * EMBEDDING_DIM;
        if !embeddings.is_empty() && embeddings.len() != expected {
            return Err(CatalogError::EmbeddingShape {
                got: embeddings.len(),
                expected,
                titles: self.titles.len(),
            });
        }
        self.embeddings = embeddings;
        Ok(self)
    }

    /// Texts to embed, in id order (feed the vectors back through [`Catalog::with_embeddings`]).
    pub fn embedding_texts(&self) -> Vec<String> {
        self.titles.iter().map(embedding_text).collect()
    }

    pub fn len(&self) -> usize {
        self.titles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.titles.is_empty()
    }

    pub fn get(&self, id: TitleId) -> Option<&Title> {
        self.titles.get(id as usize)
    }

    /// The title with this stable key (the `id` the API shows), for links that must not be
    /// ambiguous the way a name is ("Fargo" the film or the series).
    pub fn by_key(&self, key: &str) -> Option<&Title> {
        // The build sorts titles by key, so a binary search finds it; the linear pass keeps a
        // catalog built in another order correct, only slower.
        match self.titles.binary_search_by(|t| t.key.as_str().cmp(key)) {
            Ok(i) => self.titles.get(i),
            Err(_) => self.titles.iter().find(|t| t.key == key),
        }
    }

    /// The title's unit-length embedding, when the catalog carries embeddings.
    pub fn embedding(&self, id: TitleId) -> Option<&[f32]> {
        let start = id as usize * EMBEDDING_DIM;
        self.embeddings.get(start..start + EMBEDDING_DIM)
    }

    /// What a person typed → the intended title, or None when it is not in the catalog.
    /// `hint` (TV box vs movie box) breaks ties between a show and a film of the same name. A
    /// guess (a typo, a part of the name) gives way to a work the availability lists name exactly:
    /// "Alien" is the film only they know, not a typo of "Aliens".
    pub fn resolve(&self, input: &str, hint: Option<Kind>) -> Option<Resolved> {
        let found = self.resolver.resolve(&self.titles, input, hint)?;
        if found.confidence < resolve::NAME_CONFIDENCE && self.listed(input, hint).is_some() {
            return None;
        }
        Some(found)
    }

    /// The work only the availability lists know that `input` names exactly (case, punctuation,
    /// articles and a year tag aside), for an input [`Catalog::resolve`] does not place. Of
    /// namesakes, the one of the hinted kind, then the one of the typed year, then the newest.
    pub fn listed(&self, input: &str, hint: Option<Kind>) -> Option<&ListedTitle> {
        let (keys, year) = self.resolver.typed_keys(input)?;
        let hits = keys.iter().find_map(|k| self.listed_keys.get(k))?;
        hits.iter()
            .filter_map(|&i| self.listed_only.get(i))
            .max_by_key(|l| {
                (
                    Some(l.kind) == hint,
                    matches!((year, l.year), (Some(a), Some(b)) if a.abs_diff(b) <= 1),
                    l.year,
                )
            })
    }

    /// Up to `limit` names that look like `input`, for "Did you mean ...?": known titles and works
    /// only the availability lists name ("Fight Clb" is Fight Club, which only they know), most
    /// alike first; of equally alike names, known titles first.
    pub fn suggest(&self, input: &str, limit: usize) -> Vec<Suggested<'_>> {
        let mut scored: Vec<(f32, Suggested<'_>)> = self
            .resolver
            .suggest(&self.titles, input, limit)
            .into_iter()
            .filter_map(|(s, id)| Some((s, Suggested::Title(self.get(id)?))))
            .collect();
        if let Some(query) = self.resolver.suggest_query(input) {
            for (key, at) in &self.listed_keys {
                let listed = at.first().and_then(|&i| self.listed_only.get(i));
                if let (Some(s), Some(listed)) = (query.similarity(key), listed) {
                    scored.push((s, Suggested::Listed(listed)));
                }
            }
            for (phrase, listed) in self.listed_phrases.iter().zip(&self.listed_only) {
                if query.is_part_of(phrase) {
                    scored.push((resolve::PART_OF_NAME, Suggested::Listed(listed)));
                }
            }
        }
        // Stable, so known titles keep the resolver's order among themselves; listed names tie
        // by name, so the answer does not depend on the map's order.
        scored.sort_by(|(a, x), (b, y)| {
            b.total_cmp(a)
                .then_with(|| x.is_listed().cmp(&y.is_listed()))
                .then_with(|| x.listed_name().cmp(&y.listed_name()))
        });
        let mut out: Vec<Suggested<'_>> = Vec::with_capacity(limit);
        for (_, s) in scored {
            // A remake and a work only the lists know can share a name: offer it once.
            if out.len() < limit && !out.iter().any(|o| o.name() == s.name()) {
                out.push(s);
            }
        }
        out
    }
}

/// A name offered for an input nothing matched.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Suggested<'a> {
    Title(&'a Title),
    /// A work only the availability lists name: typed, it says where it streams.
    Listed(&'a ListedTitle),
}

impl Suggested<'_> {
    /// The name as pages show it.
    pub fn name(&self) -> Cow<'_, str> {
        match self {
            Suggested::Title(t) => t.display_name(),
            Suggested::Listed(l) => display_name(&l.title),
        }
    }

    fn is_listed(&self) -> bool {
        matches!(self, Suggested::Listed(_))
    }

    fn listed_name(&self) -> Option<&str> {
        match self {
            Suggested::Title(_) => None,
            Suggested::Listed(l) => Some(&l.title),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedding_text_is_the_story() {
        let t = Title {
            description: "A cop chases a thief.".into(),
            genres: vec!["crime".into(), "drama".into()],
            cast: vec!["Al Pacino".into(), "Robert De Niro".into()],
            ..Title::named("tm1".into(), "Heat", Kind::Movie, Some(1995))
        };
        assert_eq!(embedding_text(&t), "Heat. A cop chases a thief.");
        let no_story = Title {
            description: String::new(),
            ..t.clone()
        };
        assert_eq!(embedding_text(&no_story), "Heat. crime, drama");
        let c = Catalog::new(vec![t], vec![]);
        assert!(c.clone().with_embeddings(vec![0.0; 5]).is_err());
        let c = c.with_embeddings(vec![0.5; EMBEDDING_DIM]).unwrap();
        assert_eq!(c.embedding(0).map(<[f32]>::len), Some(EMBEDDING_DIM));
    }

    #[test]
    fn a_guess_gives_way_to_a_work_only_the_availability_lists_name() {
        let listed = |title: &str, kind, year| ListedTitle {
            title: title.into(),
            kind,
            year: Some(year),
            platforms: vec![Platform::Hulu],
        };
        let bare = Catalog::new(
            vec![Title::named(
                "tm0".into(),
                "Rear Windows",
                Kind::Movie,
                Some(2001),
            )],
            vec![],
        );
        assert_eq!(
            bare.resolve("Rear Window", None).map(|r| r.id),
            Some(0),
            "alone, a typo of Rear Windows"
        );
        let c = bare.with_listed_only(vec![
            listed("Rear Window", Kind::Movie, 1954),
            listed("Rear Window", Kind::Movie, 1998),
            listed("Rear Window", Kind::Show, 2010),
        ]);
        // Typed as it is named, it is the listed work, not a typo of another title.
        assert_eq!(c.resolve("Rear Window", None), None);
        assert_eq!(c.resolve("rear windows", None).map(|r| r.id), Some(0));
        let year_of = |typed: &str, hint| c.listed(typed, hint).and_then(|l| l.year);
        assert_eq!(year_of("rear window", Some(Kind::Show)), Some(2010));
        assert_eq!(year_of("Rear Window (1954)", Some(Kind::Movie)), Some(1954));
        assert_eq!(
            year_of("Rear Window", Some(Kind::Movie)),
            Some(1998),
            "the newest"
        );
        assert_eq!(c.listed("Rear Windows", None), None);
    }

    #[test]
    fn did_you_mean_offers_works_only_the_availability_lists_name() {
        let described = |key: &str, title: &str| Title {
            imdb_votes: Some(1_000),
            ..Title::named(key.into(), title, Kind::Movie, Some(2010))
        };
        let mut titles = vec![
            described("tm0", "The Fighter"),
            described("tm1", "Fighting"),
        ];
        for (i, t) in titles.iter_mut().enumerate() {
            t.id = i as TitleId;
        }
        let listed = |title: &str| ListedTitle {
            title: title.into(),
            kind: Kind::Movie,
            year: Some(1999),
            platforms: vec![Platform::Hulu],
        };
        let c = Catalog::new(titles, vec![]).with_listed_only(vec![
            listed("Fight Club"),
            listed("Chinatown"),
            listed("Borat: Cultural Learnings of America for Make Benefit Glorious Nation of Kazakhstan"),
        ]);
        let names = |typed: &str, limit| -> Vec<String> {
            c.suggest(typed, limit)
                .iter()
                .map(|s| s.name().into_owned())
                .collect()
        };
        assert_eq!(c.resolve("Fight Clb", None), None);
        let offered = names("Fight Clb", 3);
        assert_eq!(
            offered.first().map(String::as_str),
            Some("Fight Club"),
            "{offered:?}"
        );
        assert!(offered.contains(&"The Fighter".to_string()), "{offered:?}");
        assert!(
            matches!(c.suggest("Fight Clb", 1)[..], [Suggested::Listed(l)] if l.title == "Fight Club")
        );
        // Known titles as before; junk resembles nothing, listed or not.
        assert_eq!(names("The Fightr Show", 1), vec!["The Fighter".to_string()]);
        assert!(names("Qwerty Zxcv", 3).is_empty());
        assert!(names("Fight Clb", 0).is_empty());
        // Typed in part, a listed name is offered whole.
        assert!(names("Borat", 3)[0].starts_with("Borat: Cultural Learnings"));
    }
}
