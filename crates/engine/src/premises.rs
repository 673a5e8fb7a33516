//! Premises: what a story is about (a courtroom, a heist, a hospital, time travel), read from the
//! MiniLM vectors the catalog already has.
//!
//! Genres say "drama, crime" of a legal thriller and of a mob epic alike, and the story cosine of
//! two short descriptions is a weak, noisy reading of the premise they share (a fan of Suits wants
//! lawyers, and The Good Wife's description never says "law"). Each premise below is one written
//! sentence, embedded once with the catalog's model (`premises.f32`, made by
//! `cargo run --release -p eval --example premise_vectors -- data/model
//! crates/engine/src/premises.f32`, checked against the model by `crates/eval/tests/premises.rs`).
//! A title carries the few premises its vector leans to far more than the catalog's titles do on
//! average (a z-score of its cosine per premise above `Tuning::premise_z`), and two titles sharing
//! one are closer by `Tuning::premise` (scoring.rs). The list is a general vocabulary of subgenres
//! and settings, not a list of titles; measured in crates/engine/README.md ("fourteenth session").

use catalog::{Catalog, EMBEDDING_DIM};

use crate::vectors::dot;

/// The premises, in the order of the vectors in `premises.f32`.
pub const PREMISES: [&str; 60] = [
    "Lawyers fight a case in court and a legal trial decides a client's fate.",
    "Doctors and surgeons treat patients in a busy hospital.",
    "A crew of thieves plans an elaborate heist to steal a fortune.",
    "A con artist swindles and deceives people with clever scams.",
    "Detectives investigate a murder and hunt a killer.",
    "A whodunit mystery: guests suspect one another of murder.",
    "A serial killer stalks victims while investigators profile him.",
    "Police officers patrol the streets and fight crime in the city.",
    "A secret agent on a spy mission for the intelligence service.",
    "A political thriller of conspiracy and power in government.",
    "A mafia crime family and gangsters fight for control of the mob.",
    "Drug cartels and traffickers wage a violent war.",
    "Soldiers fight in the Second World War.",
    "Soldiers fight a war on the battlefield.",
    "Cowboys, outlaws and a sheriff in the Wild West frontier.",
    "Martial arts masters fight with kung fu and swords.",
    "Samurai and warriors in feudal Japan.",
    "Kings, queens and nobles scheme for the throne at the royal court.",
    "A romance between lovers in a historical period setting.",
    "A romantic comedy about two people falling in love.",
    "Teenagers navigate love, friendship and drama in high school.",
    "A coming-of-age story of growing up.",
    "A family sitcom about the everyday life of parents and kids.",
    "A workplace comedy about coworkers at the office.",
    "A stand-up comedian performs jokes on stage.",
    "A preschool cartoon teaches young children about friendship and learning.",
    "Animated adventures for kids with talking animals.",
    "An adult animated comedy full of crude humour.",
    "Japanese anime heroes with special powers battle enemies.",
    "Superheroes with powers fight villains to save the world.",
    "Astronauts and starships explore outer space.",
    "Time travel changes history and the future.",
    "An alternate history where events unfolded differently.",
    "Survivors in a dystopian or post-apocalyptic world.",
    "Aliens invade Earth.",
    "Robots and artificial intelligence in a high-tech future.",
    "Zombies attack and survivors fight the undead.",
    "Vampires and werewolves in a supernatural world.",
    "A haunted house terrorises a family with ghosts and demons.",
    "A masked slasher killer hunts teenagers.",
    "Witches, magic and wizards in a fantasy kingdom.",
    "Dragons and mythical creatures in an epic fantasy quest.",
    "A true crime documentary investigates a real case.",
    "A documentary about nature and wildlife.",
    "A documentary about history and past events.",
    "A sports team competes for a championship.",
    "A boxer trains and fights in the ring.",
    "Musicians, singers and a band chase fame in the music industry.",
    "A musical with song and dance numbers.",
    "Contestants compete in a cooking or baking competition.",
    "A reality show about dating and finding love.",
    "A makeover show transforms people's homes or lives.",
    "Vikings and medieval warriors raid and conquer.",
    "A cult leader controls devoted followers.",
    "A disaster strikes and people fight to survive.",
    "A psychological thriller of obsession and manipulation.",
    "Journalists and reporters uncover a scandal.",
    "Wall Street bankers and tech entrepreneurs chase money and power.",
    "A small town community with neighbours and local secrets.",
    "Ranchers and a family on a farm in the countryside.",
];

/// The premises' unit vectors, `PREMISES.len() x EMBEDDING_DIM` little-endian f32.
const VECTORS: &[u8] = include_bytes!("premises.f32");

/// The premises a title leans to most, strongest first, as (premise, weight) with the weights of
/// one title of unit length; unused slots have weight 0.
pub type TitlePremises = [(u8, f32); MAX_PER_TITLE];

/// At most this many premises per title: a story is about one or two things, and the fewer, the
/// cheaper the comparison in the scorer's inner loop.
pub const MAX_PER_TITLE: usize = 3;

/// The committed premise vectors (empty if the file does not hold whole vectors).
pub fn vectors() -> Vec<f32> {
    let values: Vec<f32> = VECTORS
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect();
    if values.len() == PREMISES.len() * EMBEDDING_DIM {
        values
    } else {
        Vec::new()
    }
}

/// Every title's premises: for each premise, how far a title's cosine to it stands above the
/// catalog's mean, in standard deviations; the premises more than `z_min` above, at most
/// [`MAX_PER_TITLE`], weighted by their excess. Empty when the catalog has no embeddings.
pub fn title_premises(catalog: &Catalog, prototypes: &[f32], z_min: f32) -> Vec<TitlePremises> {
    let n = catalog.titles.len();
    let k = prototypes.len() / EMBEDDING_DIM;
    if k == 0 || catalog.embeddings.len() != n * EMBEDDING_DIM {
        return Vec::new();
    }
    let mut cos = vec![0.0f32; n * k];
    for (row, out) in catalog
        .embeddings
        .chunks_exact(EMBEDDING_DIM)
        .zip(cos.chunks_exact_mut(k))
    {
        for (c, proto) in out.iter_mut().zip(prototypes.chunks_exact(EMBEDDING_DIM)) {
            *c = dot(row, proto);
        }
    }
    let (mut sum, mut sum2) = (vec![0.0f64; k], vec![0.0f64; k]);
    for row in cos.chunks_exact(k) {
        for (p, &c) in row.iter().enumerate() {
            sum[p] += c as f64;
            sum2[p] += (c as f64) * (c as f64);
        }
    }
    let stats: Vec<(f32, f32)> = (0..k)
        .map(|p| {
            let mean = sum[p] / n as f64;
            let sd = (sum2[p] / n as f64 - mean * mean).max(1e-12).sqrt();
            (mean as f32, sd as f32)
        })
        .collect();
    cos.chunks_exact(k)
        .map(|row| {
            let mut lean: Vec<(u8, f32)> = row
                .iter()
                .zip(&stats)
                .enumerate()
                .map(|(p, (&c, &(mean, sd)))| (p as u8, (c - mean) / sd - z_min))
                .filter(|&(_, excess)| excess > 0.0)
                .collect();
            lean.sort_by(|a, b| b.1.total_cmp(&a.1));
            lean.truncate(MAX_PER_TITLE);
            let norm = lean.iter().map(|x| x.1 * x.1).sum::<f32>().sqrt();
            let mut out = [(0u8, 0.0f32); MAX_PER_TITLE];
            for (slot, &(p, excess)) in out.iter_mut().zip(&lean) {
                *slot = (p, excess / norm);
            }
            out
        })
        .collect()
}

/// Cosine of two titles' premises: 0 when they share none. Empty slots weigh 0 and add nothing;
/// the scorer skips titles with no premise before calling it (`Index::premises_of`).
#[inline]
pub fn premise_fit(a: &TitlePremises, b: &TitlePremises) -> f32 {
    let mut sum = 0.0;
    for &(p, w) in a {
        for &(q, v) in b {
            if p == q {
                sum += w * v;
            }
        }
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;
    use catalog::{Kind, Title};

    #[test]
    fn the_committed_vectors_are_one_unit_vector_per_premise() {
        let v = vectors();
        assert_eq!(v.len(), PREMISES.len() * EMBEDDING_DIM);
        for row in v.chunks_exact(EMBEDDING_DIM) {
            assert!((dot(row, row) - 1.0).abs() < 1e-3);
        }
    }

    /// A unit vector along axis `a`, tilted towards axis `b` by `t`.
    fn unit(a: usize, b: usize, t: f32) -> Vec<f32> {
        let mut v = vec![0.0f32; EMBEDDING_DIM];
        v[a] = 1.0;
        v[b] += t;
        let n = dot(&v, &v).sqrt();
        v.iter().map(|x| x / n).collect()
    }

    #[test]
    fn titles_leaning_to_the_same_premise_share_it_and_others_do_not() {
        // Two premises along axes 0 and 1; forty titles along axes 2..; two of them lean to
        // premise 0, one to premise 1.
        let prototypes: Vec<f32> = [unit(0, 0, 0.0), unit(1, 1, 0.0)].concat();
        let mut titles = Vec::new();
        let mut embeddings = Vec::new();
        for i in 0..40 {
            titles.push(Title::named(
                format!("k{i}"),
                &format!("t{i}"),
                Kind::Movie,
                None,
            ));
            let v = match i {
                0 | 1 => unit(2 + i, 0, 1.0),
                2 => unit(2 + i, 1, 1.0),
                _ => unit(2 + i, 2 + i, 0.0),
            };
            embeddings.extend(v);
        }
        let catalog = Catalog::new(titles, embeddings);
        let premises = title_premises(&catalog, &prototypes, 3.0);
        assert_eq!(premises.len(), 40);
        assert!(premise_fit(&premises[0], &premises[1]) > 0.99);
        assert_eq!(premise_fit(&premises[0], &premises[2]), 0.0);
        assert_eq!(
            premise_fit(&premises[0], &premises[5]),
            0.0,
            "no lean, no premise"
        );
        assert!(premises[5].iter().all(|&(_, w)| w == 0.0));
        // A threshold no title reaches leaves every title without premises.
        let none = title_premises(&catalog, &prototypes, 100.0);
        assert_eq!(premise_fit(&none[0], &none[1]), 0.0);
    }
}
