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

pub use build::{build, default_datasets_dir, BuildOptions, BuildReport, Subset};
pub use error::CatalogError;
pub use model::{display_name, Kind, Platform, Title, TitleId, EMBEDDING_DIM};
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
    resolver: resolve::Resolver,
}

impl Catalog {
    /// Takes titles whose `id` equals their position, and their embeddings (or an empty vector).
    pub fn new(titles: Vec<Title>, embeddings: Vec<f32>) -> Self {
        let resolver = resolve::Resolver::new(&titles);
        Catalog {
            titles,
            embeddings,
            resolver,
        }
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
    /// `hint` (TV box vs movie box) breaks ties between a show and a film of the same name.
    pub fn resolve(&self, input: &str, hint: Option<Kind>) -> Option<Resolved> {
        self.resolver.resolve(&self.titles, input, hint)
    }

    /// Up to `limit` known titles whose names look like `input` (for "Did you mean ...?").
    pub fn suggest(&self, input: &str, limit: usize) -> Vec<TitleId> {
        self.resolver.suggest(&self.titles, input, limit)
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
}
