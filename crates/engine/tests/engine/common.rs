//! A small synthetic catalog with hand-made embeddings: topic axes plus a unique axis per title.

#![allow(dead_code)]

use std::sync::Arc;

use catalog::{Catalog, Kind, Platform, Title, EMBEDDING_DIM};

/// Topic axes of the hand-made embedding space.
pub const CRIME: usize = 0;
pub const COMEDY: usize = 1;
pub const SCIFI: usize = 2;
pub const ROMANCE: usize = 3;
pub const ACTION: usize = 4;
pub const FAMILY: usize = 5;
pub const HORROR: usize = 6;

pub struct Spec {
    pub title: &'static str,
    pub kind: Kind,
    pub genres: &'static [&'static str],
    pub cast: &'static [&'static str],
    pub maturity: Option<&'static str>,
    pub platforms: &'static [Platform],
    pub topics: &'static [(usize, f32)],
    pub votes: u32,
    pub score: f32,
    pub description: &'static str,
}

use Kind::{Movie, Show};
use Platform::*;

pub const SPECS: &[Spec] = &[
    Spec { title: "Breaking Bad", kind: Show, genres: &["crime", "drama", "thriller"], cast: &["Bryan Cranston", "Aaron Paul"], maturity: Some("TV-MA"), platforms: &[Netflix], topics: &[(CRIME, 1.0)], votes: 2_000_000, score: 9.5, description: "A chemistry teacher diagnosed with cancer turns to making methamphetamine to secure his family's future." },
    Spec { title: "Better Call Saul", kind: Show, genres: &["crime", "drama"], cast: &["Bob Odenkirk", "Jonathan Banks"], maturity: Some("TV-MA"), platforms: &[Netflix], topics: &[(CRIME, 1.0)], votes: 600_000, score: 9.0, description: "A struggling lawyer becomes entangled with the cartel and methamphetamine dealers of Albuquerque." },
    Spec { title: "Ozark", kind: Show, genres: &["crime", "drama", "thriller"], cast: &["Jason Bateman", "Laura Linney"], maturity: Some("TV-MA"), platforms: &[Netflix], topics: &[(CRIME, 1.0)], votes: 350_000, score: 8.5, description: "A financial adviser launders money for a drug cartel in the Missouri Ozarks." },
    Spec { title: "Narcos", kind: Show, genres: &["crime", "drama"], cast: &["Wagner Moura"], maturity: Some("TV-MA"), platforms: &[Netflix], topics: &[(CRIME, 1.0)], votes: 450_000, score: 8.8, description: "The true story of the Colombian cartel and the agents who hunted its kingpin." },
    Spec { title: "The Office", kind: Show, genres: &["comedy"], cast: &["Steve Carell", "Rainn Wilson"], maturity: Some("TV-14"), platforms: &[PrimeVideo], topics: &[(COMEDY, 1.0)], votes: 650_000, score: 9.0, description: "A mockumentary about the everyday lives of office employees at a paper company." },
    Spec { title: "Parks and Recreation", kind: Show, genres: &["comedy"], cast: &["Amy Poehler"], maturity: Some("TV-PG"), platforms: &[PrimeVideo], topics: &[(COMEDY, 1.0)], votes: 250_000, score: 8.6, description: "A mockumentary about an optimistic official in a small-town parks department." },
    Spec { title: "Brooklyn Nine-Nine", kind: Show, genres: &["comedy", "crime"], cast: &["Andy Samberg"], maturity: Some("TV-14"), platforms: &[Hulu], topics: &[(COMEDY, 0.8), (CRIME, 0.8)], votes: 320_000, score: 8.4, description: "Detectives of a Brooklyn precinct solve crimes and trade jokes under a stern captain." },
    Spec { title: "Stranger Things", kind: Show, genres: &["scifi", "horror", "drama"], cast: &["Winona Ryder", "David Harbour"], maturity: Some("TV-14"), platforms: &[Netflix], topics: &[(SCIFI, 1.0), (HORROR, 0.4)], votes: 1_200_000, score: 8.7, description: "Kids in a small town face a monster from a parallel dimension." },
    Spec { title: "Black Mirror", kind: Show, genres: &["scifi", "drama", "thriller"], cast: &["Various"], maturity: Some("TV-MA"), platforms: &[Netflix], topics: &[(SCIFI, 1.0)], votes: 580_000, score: 8.7, description: "An anthology of dark stories about technology and society." },
    Spec { title: "The Office: Superfan Episodes", kind: Show, genres: &["comedy"], cast: &["Steve Carell"], maturity: Some("TV-14"), platforms: &[PrimeVideo], topics: &[(COMEDY, 1.0)], votes: 5_000, score: 8.0, description: "Extended episodes of the office mockumentary with deleted scenes." },
    Spec { title: "Bluey", kind: Show, genres: &["animation", "family"], cast: &["Dave McCormack"], maturity: Some("TV-Y"), platforms: &[DisneyPlus], topics: &[(FAMILY, 1.0)], votes: 30_000, score: 9.3, description: "A lovable puppy turns everyday family life into playful adventures." },
    Spec { title: "Nowhere Streaming", kind: Show, genres: &["crime", "drama", "thriller"], cast: &["Bryan Cranston"], maturity: Some("TV-MA"), platforms: &[], topics: &[(CRIME, 1.0)], votes: 900_000, score: 9.0, description: "A crime drama no service carries." },
    Spec { title: "Cobra Kai", kind: Show, genres: &["action", "comedy", "drama"], cast: &["Ralph Macchio"], maturity: Some("TV-14"), platforms: &[Netflix], topics: &[(ACTION, 0.8), (COMEDY, 0.6)], votes: 200_000, score: 8.5, description: "Decades after their tournament rivalry, two karate fighters reopen old wounds." },
    Spec { title: "True Detective", kind: Show, genres: &["crime", "drama", "thriller"], cast: &["Matthew McConaughey"], maturity: None, platforms: &[Max], topics: &[(CRIME, 1.0)], votes: 600_000, score: 8.9, description: "Detectives hunt a ritual killer across decades in Louisiana." },
    Spec { title: "Peaky Blinders", kind: Show, genres: &["crime", "drama"], cast: &["Cillian Murphy"], maturity: Some("TV-MA"), platforms: &[Netflix], topics: &[(CRIME, 1.0)], votes: 600_000, score: 8.8, description: "A gangster family rises in post-war Birmingham." },
    Spec { title: "Schitt's Creek", kind: Show, genres: &["comedy"], cast: &["Eugene Levy"], maturity: Some("TV-14"), platforms: &[Netflix], topics: &[(COMEDY, 1.0)], votes: 110_000, score: 8.5, description: "A wealthy family loses everything and rebuilds in a small town." },
    Spec { title: "Dark", kind: Show, genres: &["scifi", "thriller", "crime"], cast: &["Louis Hofmann"], maturity: Some("TV-MA"), platforms: &[Netflix], topics: &[(SCIFI, 1.0), (CRIME, 0.4)], votes: 420_000, score: 8.7, description: "A missing child sets four families on a hunt through time." },
    Spec { title: "El Camino: A Breaking Bad Movie", kind: Movie, genres: &["crime", "drama", "thriller"], cast: &["Aaron Paul"], maturity: Some("R"), platforms: &[Netflix], topics: &[(CRIME, 1.0)], votes: 270_000, score: 7.3, description: "A fugitive former meth cook runs from his captors and his past." },
    Spec { title: "Inception", kind: Movie, genres: &["scifi", "action", "thriller"], cast: &["Leonardo DiCaprio"], maturity: Some("PG-13"), platforms: &[Max], topics: &[(SCIFI, 1.0), (ACTION, 0.5)], votes: 2_400_000, score: 8.8, description: "A thief enters dreams to plant an idea." },
    Spec { title: "The Matrix", kind: Movie, genres: &["scifi", "action"], cast: &["Keanu Reeves"], maturity: Some("R"), platforms: &[Max], topics: &[(SCIFI, 1.0), (ACTION, 0.6)], votes: 2_000_000, score: 8.7, description: "A hacker learns reality is a simulation." },
    Spec { title: "Superbad", kind: Movie, genres: &["comedy"], cast: &["Jonah Hill"], maturity: Some("R"), platforms: &[Netflix], topics: &[(COMEDY, 1.0)], votes: 600_000, score: 7.6, description: "Two teenagers plan one last party before graduation." },
    Spec { title: "Heat", kind: Movie, genres: &["crime", "drama", "thriller"], cast: &["Al Pacino", "Robert De Niro"], maturity: Some("R"), platforms: &[PrimeVideo], topics: &[(CRIME, 1.0)], votes: 700_000, score: 8.3, description: "A detective hunts a crew of professional thieves in Los Angeles." },
    Spec { title: "The Departed", kind: Movie, genres: &["crime", "drama", "thriller"], cast: &["Leonardo DiCaprio", "Matt Damon"], maturity: Some("R"), platforms: &[Max], topics: &[(CRIME, 1.0)], votes: 1_400_000, score: 8.5, description: "An undercover cop and a mole in the police hunt each other in Boston." },
    Spec { title: "Crazy, Stupid, Love.", kind: Movie, genres: &["comedy", "romance"], cast: &["Steve Carell", "Ryan Gosling"], maturity: Some("PG-13"), platforms: &[Hulu], topics: &[(COMEDY, 1.0), (ROMANCE, 0.7)], votes: 530_000, score: 7.4, description: "A newly single father learns to date again with help from a charming mentor." },
    Spec { title: "Toy Story", kind: Movie, genres: &["animation", "family", "comedy"], cast: &["Tom Hanks"], maturity: Some("G"), platforms: &[DisneyPlus], topics: &[(FAMILY, 1.0), (COMEDY, 0.5)], votes: 1_000_000, score: 8.3, description: "Toys come to life when their owner leaves the room, a story of friendship." },
    Spec { title: "Get Out", kind: Movie, genres: &["horror", "thriller"], cast: &["Daniel Kaluuya"], maturity: Some("R"), platforms: &[PrimeVideo], topics: &[(HORROR, 1.0)], votes: 650_000, score: 7.8, description: "A young man uncovers a disturbing secret when he meets his girlfriend's family." },
    Spec { title: "21 Jump Street", kind: Movie, genres: &["comedy", "crime", "action"], cast: &["Jonah Hill", "Channing Tatum"], maturity: Some("R"), platforms: &[Netflix], topics: &[(COMEDY, 0.9), (CRIME, 0.6)], votes: 560_000, score: 7.2, description: "Two rookie cops go undercover in a high school." },
    Spec { title: "Need for Speed", kind: Movie, genres: &["action", "crime"], cast: &["Aaron Paul"], maturity: Some("PG-13"), platforms: &[PrimeVideo], topics: &[(ACTION, 1.0)], votes: 180_000, score: 6.4, description: "A street racer seeks revenge in a cross-country race." },
];

const FILLER_FIRST: [&str; 8] = [
    "Silent", "Golden", "Crimson", "Hollow", "Northern", "Velvet", "Iron", "Paper",
];
const FILLER_SECOND: [&str; 5] = ["Harbor", "Meadow", "Lantern", "Orchard", "Canyon"];
const FILLER_GENRES: [&[&str]; 5] = [
    &["crime", "drama"],
    &["comedy"],
    &["scifi"],
    &["romance", "drama"],
    &["documentation"],
];

/// Number of hand-written titles before the generated fillers.
pub fn hand_written() -> usize {
    SPECS.len()
}

pub fn build() -> Catalog {
    let mut titles = Vec::new();
    let mut embeddings = Vec::new();
    for s in SPECS {
        let id = titles.len() as u32;
        titles.push(title(
            id,
            s.title,
            s.kind,
            s.genres,
            s.cast,
            s.maturity,
            s.platforms,
            s.votes,
            s.score,
            s.description,
        ));
        embeddings.extend(embedding(id as usize, s.topics));
    }
    // Fillers: 40 shows and 40 films with simple genres, so paging has something to page through.
    let platforms = [Netflix, PrimeVideo, Hulu, Max, DisneyPlus];
    let maturities = ["TV-PG", "TV-14", "TV-MA", "PG-13", "R"];
    for n in 0..80usize {
        let id = titles.len() as u32;
        let kind = if n % 2 == 0 { Show } else { Movie };
        let name: &'static str = Box::leak(
            format!(
                "{} {} {}",
                FILLER_FIRST[n % 8],
                FILLER_SECOND[(n / 8) % 5],
                ["", "II"][n / 40]
            )
            .trim()
            .to_owned()
            .into_boxed_str(),
        );
        let g = FILLER_GENRES[n % 5];
        let topic = match n % 5 {
            0 => CRIME,
            1 => COMEDY,
            2 => SCIFI,
            3 => ROMANCE,
            _ => FAMILY,
        };
        titles.push(title(
            id,
            name,
            kind,
            g,
            &[],
            Some(maturities[n % 5]),
            &platforms[n % 5..n % 5 + 1],
            1_000 + 500 * n as u32,
            6.0 + (n % 7) as f32 * 0.3,
            "A filler title for the synthetic catalog.",
        ));
        embeddings.extend(embedding(id as usize, &[(topic, 0.6)]));
    }
    Catalog::new(titles, embeddings)
}

pub fn arc() -> Arc<Catalog> {
    Arc::new(build())
}

#[allow(clippy::too_many_arguments)]
fn title(
    id: u32,
    name: &str,
    kind: Kind,
    genres: &[&str],
    cast: &[&str],
    maturity: Option<&str>,
    platforms: &[Platform],
    votes: u32,
    score: f32,
    description: &str,
) -> Title {
    let mut platforms = platforms.to_vec();
    platforms.sort();
    Title {
        id,
        description: description.to_owned(),
        genres: genres.iter().map(|g| g.to_string()).collect(),
        maturity: maturity.map(str::to_owned),
        runtime: Some(if kind == Show { 45 } else { 110 }),
        seasons: if kind == Show { Some(4) } else { None },
        imdb_id: Some(format!("tt{id:07}")),
        imdb_score: Some(score),
        imdb_votes: Some(votes),
        tmdb_popularity: Some(votes as f32 / 10_000.0),
        countries: vec!["US".into()],
        cast: cast.iter().map(|c| c.to_string()).collect(),
        platforms,
        ..Title::named(format!("test:{id}"), name, kind, Some(2015))
    }
}

/// Topic weights plus a unique axis, L2-normalised.
fn embedding(id: usize, topics: &[(usize, f32)]) -> Vec<f32> {
    let mut v = vec![0.0f32; EMBEDDING_DIM];
    for &(axis, w) in topics {
        v[axis] += w;
    }
    v[16 + id % (EMBEDDING_DIM - 16)] += 0.35;
    let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt();
    v.iter().map(|x| x / norm).collect()
}

pub fn id_of(catalog: &Catalog, name: &str) -> u32 {
    catalog
        .titles
        .iter()
        .find(|t| t.title == name)
        .map(|t| t.id)
        .unwrap_or_else(|| panic!("no {name} in fixture"))
}
