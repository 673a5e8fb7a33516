//! Tiny hand-made catalogs for unit tests.

use catalog::{Catalog, Kind, Platform, Title, TitleId};

pub fn movie(id: TitleId, name: &str, imdb: Option<&str>, votes: u32) -> Title {
    Title {
        id,
        genres: vec!["drama".to_string()],
        runtime: Some(100),
        imdb_id: imdb.map(str::to_string),
        imdb_score: Some(7.0),
        imdb_votes: Some(votes),
        platforms: vec![Platform::Netflix],
        ..Title::named(format!("tm{id}"), name, Kind::Movie, Some(2000))
    }
}

pub fn show(id: TitleId, name: &str, votes: u32) -> Title {
    Title {
        kind: Kind::Show,
        key: format!("ts{id}"),
        seasons: Some(3),
        ..movie(id, name, None, votes)
    }
}

pub fn catalog_of(titles: Vec<Title>) -> Catalog {
    Catalog::new(titles, Vec::new())
}
