//! Catalogs built for one test: a title or a story added to the synthetic catalog, copies of one
//! title with one field changed, and story vectors mixed from the premise direction.

use crate::common::{self, id_of};

use super::*;

pub fn engine_of(titles: Vec<catalog::Title>, embeddings: Vec<f32>) -> Engine {
    Engine::new(
        std::sync::Arc::new(catalog::Catalog::new(titles, embeddings)),
        None,
    )
}

/// Appends `t` as a new title (next id, its own key) with a unit story vector over `topics`.
pub fn push_title(
    titles: &mut Vec<catalog::Title>,
    embeddings: &mut Vec<f32>,
    mut t: catalog::Title,
    topics: &[(usize, f32)],
) {
    t.id = titles.len() as u32;
    t.key = format!("test:{}", t.id);
    titles.push(t);
    let mut vector = vec![0.0f32; catalog::EMBEDDING_DIM];
    for &(topic, weight) in topics {
        vector[topic] = weight;
    }
    let norm = vector.iter().map(|x| x * x).sum::<f32>().sqrt();
    embeddings.extend(vector.iter().map(|x| x / norm));
}

/// A change made to a copied title.
pub type TitleEdit<'a> = &'a dyn Fn(&mut catalog::Title);

/// The synthetic catalog plus copies of its title `source`, one per `(name, edit)`: same story
/// vector, renamed, then edited; for tests that vary one field of otherwise equal titles.
pub fn with_copies(source: &str, copies: &[(&str, TitleEdit)]) -> std::sync::Arc<catalog::Catalog> {
    let base = common::build();
    let mut titles = base.titles.clone();
    let mut embeddings = base.embeddings.clone();
    let source = id_of(&base, source) as usize;
    for (name, edit) in copies {
        let mut t = titles[source].clone();
        t.id = titles.len() as u32;
        t.key = format!("test:{}", t.id);
        t.title = (*name).into();
        edit(&mut t);
        titles.push(t);
        embeddings.extend_from_within(
            source * catalog::EMBEDDING_DIM..(source + 1) * catalog::EMBEDDING_DIM,
        );
    }
    std::sync::Arc::new(catalog::Catalog::new(titles, embeddings))
}

/// `v` minus its projection on the unit vector `u`, normalised.
fn orthogonal_to(v: &[f32], u: &[f32]) -> Vec<f32> {
    let along: f32 = v.iter().zip(u).map(|(a, b)| a * b).sum();
    let w: Vec<f32> = v.iter().zip(u).map(|(a, b)| a - along * b).collect();
    let norm = w.iter().map(|x| x * x).sum::<f32>().sqrt();
    w.iter().map(|x| x / norm).collect()
}

/// The first premise's story direction (lawyers in court) and unit axes orthogonal to it: the
/// story vectors of the premise tests are mixes of these.
pub struct PremiseStories {
    pub premise: Vec<f32>,
}

impl PremiseStories {
    pub fn new() -> Self {
        let dim = catalog::EMBEDDING_DIM;
        Self {
            premise: engine::premises::vectors()[..dim].to_vec(),
        }
    }

    /// Axis `k`, less its part along the premise.
    pub fn axis(&self, k: usize) -> Vec<f32> {
        let mut v = vec![0.0f32; catalog::EMBEDDING_DIM];
        v[k] = 1.0;
        orthogonal_to(&v, &self.premise)
    }
}

/// The unit vector along the weighted sum of `parts`.
pub fn mix(parts: &[(&[f32], f32)]) -> Vec<f32> {
    let mut v = vec![0.0f32; catalog::EMBEDDING_DIM];
    for (part, w) in parts {
        for (x, y) in v.iter_mut().zip(part.iter()) {
            *x += w * y;
        }
    }
    let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt();
    v.iter().map(|x| x / norm).collect()
}

/// Appends a film made from `template` with its own name, description and story vector, and no
/// cast.
pub fn push_story(
    titles: &mut Vec<catalog::Title>,
    embeddings: &mut Vec<f32>,
    template: &catalog::Title,
    (name, description, vector): (&str, &str, Vec<f32>),
) -> usize {
    let mut t = template.clone();
    t.id = titles.len() as u32;
    t.key = format!("test:{}", t.id);
    t.title = name.into();
    t.description = description.into();
    t.cast = Vec::new();
    titles.push(t);
    embeddings.extend(vector);
    titles.len() - 1
}

/// 2,000 shows, crime dramas near one story axis (0) and reality shows near another (1), with
/// deterministic noise on every other axis so the genre model can fit; then `tested` (name, tags,
/// story axis), whose stories are told more plainly than any other title's.
pub fn crime_and_reality(tested: &[(&str, &[&str], usize)]) -> Engine {
    let mut seed = 11u64;
    let mut noise = move || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((seed >> 33) as f32 / (1u64 << 31) as f32 - 0.5) * 0.1
    };
    let (mut titles, mut embeddings) = (Vec::new(), Vec::new());
    let filler = (0..2000).map(|i| {
        if i % 2 == 0 {
            (format!("Crime Drama {i}"), &["crime", "drama"][..], 0)
        } else {
            (format!("Reality Show {i}"), &["reality"][..], 1)
        }
    });
    let tested = tested
        .iter()
        .map(|&(name, genres, axis)| (name.to_string(), genres, axis));
    for (name, genres, axis) in filler.chain(tested) {
        let mut t = catalog::Title::named(format!("k{}", titles.len()), &name, Kind::Show, None);
        t.id = titles.len() as u32;
        t.genres = genres.iter().map(|g| g.to_string()).collect();
        t.platforms = vec![catalog::Platform::Netflix];
        titles.push(t);
        let plain = titles.len() >= 2000;
        let mut v: Vec<f32> = (0..catalog::EMBEDDING_DIM)
            .map(|_| if plain { 0.0 } else { noise() })
            .collect();
        v[axis] += 1.0;
        let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt();
        embeddings.extend(v.iter().map(|x| x / norm));
    }
    engine_of(titles, embeddings)
}
