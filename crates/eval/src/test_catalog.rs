//! Tiny hand-made catalogs for unit tests.

use catalog::{Catalog, Kind, Platform, Title, TitleId};

pub fn movie(id: TitleId, name: &str, imdb: Option<&str>, votes: u32) -> Title {
    Title {
        id,
        key: format!("tm{id}"),
        title: name.to_string(),
        kind: Kind::Movie,
        year: Some(2000),
        year_is_latest_season: false,
        years_aired: None,
        description: String::new(),
        genres: vec!["drama".to_string()],
        maturity: None,
        runtime: Some(100),
        seasons: None,
        imdb_id: imdb.map(str::to_string),
        imdb_score: Some(7.0),
        imdb_votes: Some(votes),
        tmdb_score: None,
        tmdb_popularity: None,
        list_score: None,
        countries: vec![],
        cast: vec![],
        directors: vec![],
        platforms: vec![Platform::Netflix],
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
