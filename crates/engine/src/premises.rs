//! Premises: what a story is about (a courtroom, a heist, a hospital, time travel), read from the
//! MiniLM vectors the catalog already has.
//!
//! Genres say "drama, crime" of a legal thriller and of a mob epic alike, and the story cosine of
//! two short descriptions is a weak, noisy reading of the premise they share (a fan of Suits wants
//! lawyers, and The Good Wife's description never says "law"). Each premise below is one written
//! sentence, embedded once with the catalog's model (`premises.f32`, made by
//! `cargo run --release -p eval --example premise_vectors -- data/model
//! crates/engine/src/premises.f32`, checked against the model by `crates/embed/tests/premises.rs`).
//! A title carries the few premises its vector leans to far more than the catalog's titles do on
//! average (a z-score of its cosine per premise above `Tuning::premise_z`) and its description
//! names (one of the premise's words), and two titles sharing one are closer by
//! `Tuning::premise` (scoring.rs; in couples, a premise all of one person's titles share by
//! `Tuning::couple_focus_premise`, [`shared_by_all`]) and say so in their reason (explain.rs).
//! The list is a general vocabulary of subgenres and settings, not a list of titles; measured in
//! crates/engine/JOURNAL.md ("fourteenth session", "fifteenth session", "twenty-eighth session").

use catalog::{Catalog, EMBEDDING_DIM};

use crate::vectors::dot;

/// One premise: the sentence embedded into `premises.f32`; what an explanation says two stories
/// sharing it are about ("both are about a heist"); and the word stems a description
/// about it uses, at least one of which both descriptions must contain before the explanation
/// names it (the vectors alone read "Doctor Who" as a hospital story).
#[derive(Debug, Clone, Copy)]
pub struct Premise {
    pub sentence: &'static str,
    pub about: &'static str,
    pub words: &'static [&'static str],
}

/// The premises, in the order of the vectors in `premises.f32`.
pub const PREMISES: [Premise; 61] = [
    Premise {
        sentence: "Lawyers fight a case in court and a legal trial decides a client's fate.",
        about: "lawyers and a courtroom trial",
        words: &[
            "lawyer", "attorney", "court", "trial", "legal", "judge", "jury", "prosecut", "law",
        ],
    },
    Premise {
        sentence: "Doctors and surgeons treat patients in a busy hospital.",
        about: "doctors and their patients",
        words: &[
            "hospital",
            "surgeon",
            "surgical",
            "nurse",
            "medical",
            "medic",
            "patient",
            "physician",
            "clinic",
        ],
    },
    Premise {
        sentence: "A crew of thieves plans an elaborate heist to steal a fortune.",
        about: "a heist",
        words: &[
            "heist", "robber", "rob", "thief", "thieves", "steal", "vault", "loot",
        ],
    },
    Premise {
        sentence: "A con artist swindles and deceives people with clever scams.",
        about: "a con artist's scams",
        words: &[
            "scam", "swindl", "grift", "fraud", "hustl", "conman", "conmen",
        ],
    },
    Premise {
        sentence: "Detectives investigate a murder and hunt a killer.",
        about: "a murder investigation",
        words: &["murder", "detective", "investigat", "homicide", "killer"],
    },
    Premise {
        sentence: "A whodunit mystery: guests suspect one another of murder.",
        about: "a whodunit",
        words: &[
            "murder",
            "whodunit",
            "mystery",
            "suspect",
            "detective",
            "killer",
        ],
    },
    Premise {
        sentence: "A serial killer stalks victims while investigators profile him.",
        about: "a serial killer",
        words: &["serial", "killer", "murder", "profil"],
    },
    Premise {
        sentence: "Police officers patrol the streets and fight crime in the city.",
        about: "police work",
        words: &[
            "police",
            "cop",
            "cops",
            "officer",
            "detective",
            "precinct",
            "patrol",
            "sheriff",
        ],
    },
    Premise {
        sentence: "A secret agent on a spy mission for the intelligence service.",
        about: "a spy mission",
        words: &["spy", "spies", "espionage", "cia"],
    },
    Premise {
        sentence: "A political thriller of conspiracy and power in government.",
        about: "a political conspiracy",
        words: &[
            "conspira",
            "politic",
            "government",
            "president",
            "senator",
            "corrupt",
        ],
    },
    Premise {
        sentence: "A mafia crime family and gangsters fight for control of the mob.",
        about: "a mafia family",
        words: &["mafia", "mob", "mobster", "gangster", "godfather"],
    },
    Premise {
        sentence: "Drug cartels and traffickers wage a violent war.",
        about: "the drug trade",
        words: &["drug", "cartel", "narco", "cocaine", "traffick", "kingpin"],
    },
    Premise {
        sentence: "Soldiers fight in the Second World War.",
        about: "the Second World War",
        words: &[
            "nazi",
            "nazis",
            "hitler",
            "wwii",
            "reich",
            "normandy",
            "dunkirk",
            "holocaust",
            "gestapo",
            "world war ii",
            "second world war",
        ],
    },
    Premise {
        sentence: "Soldiers fight a war on the battlefield.",
        about: "soldiers at war",
        words: &[
            "war", "soldier", "army", "battle", "military", "combat", "marine",
        ],
    },
    Premise {
        sentence: "Cowboys, outlaws and a sheriff in the Wild West frontier.",
        about: "the Wild West",
        words: &[
            "west",
            "western",
            "cowboy",
            "outlaw",
            "sheriff",
            "frontier",
            "gunslinger",
        ],
    },
    Premise {
        sentence: "Martial arts masters fight with kung fu and swords.",
        about: "martial arts",
        words: &[
            "martial",
            "kung",
            "karate",
            "shaolin",
            "sword",
            "dojo",
            "wushu",
            "judo",
            "taekwondo",
        ],
    },
    Premise {
        sentence: "Samurai and warriors in feudal Japan.",
        about: "samurai and feudal Japan",
        words: &["samurai", "ronin", "shogun", "ninja", "feudal"],
    },
    Premise {
        sentence: "Kings, queens and nobles scheme for the throne at the royal court.",
        about: "intrigue at a royal court",
        words: &[
            "king", "queen", "royal", "throne", "prince", "princess", "court", "crown",
        ],
    },
    Premise {
        sentence: "A romance between lovers in a historical period setting.",
        about: "a period romance",
        words: &[
            "century",
            "victorian",
            "regency",
            "edwardian",
            "aristocra",
            "duke",
            "duchess",
            "countess",
            "corset",
        ],
    },
    Premise {
        sentence: "A romantic comedy about two people falling in love.",
        about: "falling in love",
        words: &["love", "romance", "romantic", "relationship"],
    },
    Premise {
        sentence: "Teenagers navigate love, friendship and drama in high school.",
        about: "high school",
        words: &["high school", "school", "teen", "teenag", "student"],
    },
    Premise {
        sentence: "A coming-of-age story of growing up.",
        about: "growing up",
        words: &[
            "growing",
            "coming",
            "youth",
            "childhood",
            "adolescen",
            "teenag",
        ],
    },
    Premise {
        sentence: "A family sitcom about the everyday life of parents and kids.",
        about: "family life",
        words: &[
            "family", "famil", "parent", "mom", "dad", "mother", "father", "kid", "kids",
        ],
    },
    Premise {
        sentence: "A workplace comedy about coworkers at the office.",
        about: "life at the office",
        words: &["office", "coworker", "workplace", "employee", "boss"],
    },
    Premise {
        sentence: "A stand-up comedian performs jokes on stage.",
        about: "stand-up comedy",
        words: &["comedian", "comedy", "stand up", "joke"],
    },
    Premise {
        sentence: "A preschool cartoon teaches young children about friendship and learning.",
        about: "learning and friendship for young children",
        words: &["preschool", "kid", "kids", "children", "friend", "learn"],
    },
    Premise {
        sentence: "Animated adventures for kids with talking animals.",
        about: "talking animals",
        words: &[
            "animal", "dog", "dogs", "cat", "pup", "puppy", "bear", "bunny", "fox",
        ],
    },
    Premise {
        sentence: "An adult animated comedy full of crude humour.",
        about: "crude adult humour",
        words: &["crude", "raunchy", "vulgar", "humor", "humour"],
    },
    Premise {
        sentence: "Japanese anime heroes with special powers battle enemies.",
        about: "heroes with special powers",
        words: &["power", "superpower", "hero"],
    },
    Premise {
        sentence: "Superheroes with powers fight villains to save the world.",
        about: "superheroes",
        words: &["superhero", "hero", "power", "villain"],
    },
    Premise {
        sentence: "Astronauts and starships explore outer space.",
        about: "space exploration",
        words: &[
            "space",
            "astronaut",
            "starship",
            "planets",
            "galax",
            "mars",
            "moon",
            "nasa",
        ],
    },
    Premise {
        sentence: "Time travel changes history and the future.",
        about: "time travel",
        words: &["timeline", "loop", "time travel", "time machine", "back in time"],
    },
    Premise {
        sentence: "An alternate history where events unfolded differently.",
        about: "an alternate history",
        words: &["altern", "what if", "had lost", "had won", "would be like if"],
    },
    Premise {
        sentence: "Survivors in a dystopian or post-apocalyptic world.",
        about: "survival after the apocalypse",
        words: &["apocalyp", "dystopi", "surviv", "collapse", "wasteland", "end of the world"],
    },
    Premise {
        sentence: "Aliens invade Earth.",
        about: "aliens",
        words: &["alien", "invasion", "invade", "extraterrestrial", "ufo"],
    },
    Premise {
        sentence: "Robots and artificial intelligence in a high-tech future.",
        about: "robots and artificial intelligence",
        words: &["robot", "artificial", "android", "machine", "cyborg"],
    },
    Premise {
        sentence: "Zombies attack and survivors fight the undead.",
        about: "zombies",
        words: &["zombie", "undead"],
    },
    Premise {
        sentence: "Vampires and werewolves in a supernatural world.",
        about: "vampires and werewolves",
        words: &["vampire", "werewol"],
    },
    Premise {
        sentence: "A haunted house terrorises a family with ghosts and demons.",
        about: "a haunting",
        words: &["haunt", "ghost", "demon", "spirit", "possess", "paranormal"],
    },
    Premise {
        sentence: "A masked slasher killer hunts teenagers.",
        about: "a masked killer",
        words: &["slasher", "masked", "killer"],
    },
    Premise {
        sentence: "Witches, magic and wizards in a fantasy kingdom.",
        about: "magic and witches",
        words: &["magic", "witch", "wizard", "sorcer", "spell"],
    },
    Premise {
        sentence: "Dragons and mythical creatures in an epic fantasy quest.",
        about: "dragons and an epic quest",
        words: &["dragon", "quest", "mythic"],
    },
    Premise {
        sentence: "A true crime documentary investigates a real case.",
        about: "a real crime case",
        words: &["true crime", "true story", "documentar", "convict", "murder"],
    },
    Premise {
        sentence: "A documentary about nature and wildlife.",
        about: "nature and wildlife",
        words: &["nature", "wildlife", "animal", "species", "planet"],
    },
    Premise {
        sentence: "A documentary about history and past events.",
        about: "history",
        words: &["histor"],
    },
    Premise {
        sentence: "A sports team competes for a championship.",
        about: "a sports team",
        words: &[
            "team",
            "sport",
            "championship",
            "player",
            "coach",
            "league",
            "football",
            "basketball",
            "baseball",
            "hockey",
            "soccer",
            "athlet",
        ],
    },
    Premise {
        sentence: "A boxer trains and fights in the ring.",
        about: "boxing",
        words: &["boxer", "boxing", "fighter", "fight", "ring", "champion", "heavyweight"],
    },
    Premise {
        sentence: "Musicians, singers and a band chase fame in the music industry.",
        about: "the music industry",
        words: &[
            "music",
            "musician",
            "singer",
            "band",
            "song",
            "rapper",
            "album",
            "concert",
            "pop star",
            "rock star",
            "rockstar",
        ],
    },
    Premise {
        sentence: "A musical with song and dance numbers.",
        about: "song and dance",
        words: &["musical", "song", "dance", "sing"],
    },
    Premise {
        sentence: "Contestants compete in a cooking or baking competition.",
        about: "contestants in a competition",
        words: &["compet", "contest", "challenge"],
    },
    Premise {
        sentence: "A reality show about dating and finding love.",
        about: "dating",
        words: &["dating", "date", "single", "love", "matchmak"],
    },
    Premise {
        sentence: "A makeover show transforms people's homes or lives.",
        about: "makeovers",
        words: &[
            "makeover",
            "renovat",
            "transform",
            "design",
            "home",
            "remodel",
            "interior design",
            "dream home",
            "fixer",
        ],
    },
    Premise {
        sentence: "Vikings and medieval warriors raid and conquer.",
        about: "Vikings and medieval warriors",
        words: &["viking", "medieval", "warrior", "knight"],
    },
    Premise {
        sentence: "A cult leader controls devoted followers.",
        about: "a cult",
        words: &["cult", "cults", "sect", "guru", "commune"],
    },
    Premise {
        sentence: "A disaster strikes and people fight to survive.",
        about: "a disaster",
        words: &[
            "disaster",
            "catastroph",
            "earthquake",
            "tsunami",
            "volcano",
            "asteroid",
            "hurricane",
            "meteor",
        ],
    },
    Premise {
        sentence: "A psychological thriller of obsession and manipulation.",
        about: "obsession and manipulation",
        words: &["obsess", "manipulat"],
    },
    Premise {
        sentence: "Journalists and reporters uncover a scandal.",
        about: "journalists uncovering a scandal",
        words: &["journalist", "reporter", "scandal", "newspaper", "newsroom"],
    },
    Premise {
        sentence: "Wall Street bankers and tech entrepreneurs chase money and power.",
        about: "money and power in business",
        words: &[
            "money",
            "business",
            "bank",
            "wall",
            "finan",
            "entrepreneur",
            "billion",
            "wall street",
            "tycoon",
        ],
    },
    Premise {
        sentence: "A small town community with neighbours and local secrets.",
        about: "small-town secrets",
        words: &["town", "village", "neighbo"],
    },
    Premise {
        sentence: "Ranchers and a family on a farm in the countryside.",
        about: "farm and ranch life",
        words: &["farm", "ranch", "rural", "countryside"],
    },
    Premise {
        sentence: "Politicians and their aides fight for power in government, elections and the White House.",
        about: "politics and the fight for power",
        words: &[
            "politic",
            "president",
            "senat",
            "congress",
            "election",
            "campaign",
            "government",
            "parliament",
            "minister",
            "cabinet",
            "mayor",
            "governor",
        ],
    },
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
/// catalog's mean, in standard deviations ([`z_scores`]); the premises more than `z_min` above, at
/// most [`MAX_PER_TITLE`], weighted by their excess. Empty when the catalog has no embeddings.
pub fn title_premises(catalog: &Catalog, prototypes: &[f32], z_min: f32) -> Vec<TitlePremises> {
    strongest(
        &z_scores(catalog, prototypes),
        prototypes.len() / EMBEDDING_DIM,
        z_min,
    )
}

/// [`title_premises`] from [`z_scores`] already computed (`k` premises per row), so a tool that
/// reads the z-scores too computes them once.
pub fn strongest(z_scores: &[f32], k: usize, z_min: f32) -> Vec<TitlePremises> {
    z_scores
        .chunks_exact(k.max(1))
        .map(|row| {
            let mut lean: Vec<(u8, f32)> = row
                .iter()
                .enumerate()
                .map(|(p, &z)| (p as u8, z - z_min))
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

/// Per title (row-major, one row of `prototypes.len() / EMBEDDING_DIM` per title), how many
/// standard deviations its cosine to each premise stands above the catalog's mean cosine to that
/// premise. Empty when the catalog has no embeddings or there are no premises.
pub fn z_scores(catalog: &Catalog, prototypes: &[f32]) -> Vec<f32> {
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
    for row in cos.chunks_exact_mut(k) {
        for (c, &(mean, sd)) in row.iter_mut().zip(&stats) {
            *c = (*c - mean) / sd;
        }
    }
    cos
}

/// The premises among a title's `slots` that its own description names, as a bitmask over
/// [`PREMISES`] (bit `p` for premise `p`). The one place the words are checked: the index keeps
/// the mask per title, the score weighs by it (`confirmed`) and the explanation reads it
/// (`named_in_common`).
pub fn named_in(slots: &TitlePremises, description: &str) -> PremiseMask {
    if slots[0].1 <= 0.0 {
        return 0;
    }
    // Split once for all of the title's premises (this runs for every title at start-up).
    let lowered = description.to_lowercase();
    let words: Vec<&str> = crate::text::words(&lowered).collect();
    slots
        .iter()
        .filter(|s| s.1 > 0.0)
        .filter(|s| {
            PREMISES
                .get(s.0 as usize)
                .is_some_and(|p| p.words.iter().any(|stem| uses(&words, stem)))
        })
        .fold(0, |mask, s| mask | bit(s.0))
}

/// A title's premises weighed by its own description: a premise outside `named` (the premises
/// the description names, [`named_in`]) keeps `unconfirmed` of its weight (0 drops it),
/// strongest first again. A vector leaning to a premise is a loose reading of a short description
/// (the vectors make "Doctor Who" a hospital story and an obstacle-course show a baking contest);
/// the description saying one of the premise's words is a second, independent witness. With it,
/// a lower threshold (`Tuning::premise_z` 2 against 3) hands premises to more titles without the
/// noise; measured in crates/engine/JOURNAL.md ("fifteenth session").
pub fn confirmed(mut slots: TitlePremises, named: PremiseMask, unconfirmed: f32) -> TitlePremises {
    if unconfirmed >= 1.0 {
        return slots;
    }
    for slot in slots.iter_mut().filter(|s| named & bit(s.0) == 0) {
        slot.1 *= unconfirmed;
    }
    slots.sort_by(|a, b| b.1.total_cmp(&a.1));
    slots
}

/// A set of premises: bit `p` stands for `PREMISES[p]`.
pub type PremiseMask = u64;

const _: () = assert!(PREMISES.len() <= PremiseMask::BITS as usize);

#[inline]
fn bit(premise: u8) -> PremiseMask {
    // No premise beyond the mask's width exists (checked above); an id past it is no premise.
    PremiseMask::checked_shl(1, u32::from(premise)).unwrap_or(0)
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

/// A title's premises as a weight per premise id (0 for the ones it lacks), so that
/// [`premise_fit_to`] with it is one lookup per slot of the other title: the scorer's form of
/// [`premise_fit`] for one input against every title leaning to a premise.
pub fn premise_weights(p: &TitlePremises) -> [f32; 256] {
    premise_weights_focused(p, 0, 1.0)
}

/// The premises every one of `lists` leans to (a slot with weight; a title with no premises
/// leans to none), or none for fewer than two lists: one title is what a person typed, two that
/// agree on a premise are what they are after.
pub fn shared_by_all<'a>(
    lists: impl IntoIterator<Item = Option<&'a TitlePremises>>,
) -> PremiseMask {
    let (count, shared) = lists
        .into_iter()
        .fold((0, PremiseMask::MAX), |(n, shared), slots| {
            let leans = slots.map_or(0, |slots| {
                slots
                    .iter()
                    .filter(|s| s.1 > 0.0)
                    .fold(0, |mask, s| mask | bit(s.0))
            });
            (n + 1, shared & leans)
        });
    if count < 2 {
        0
    } else {
        shared
    }
}

/// [`premise_weights`] with the premises in `focus` weighed `factor` times: with no focus, the
/// same weights bit for bit.
pub fn premise_weights_focused(p: &TitlePremises, focus: PremiseMask, factor: f32) -> [f32; 256] {
    let mut weights = [0.0f32; 256];
    for &(id, w) in p {
        weights[id as usize] += if focus & bit(id) != 0 { w * factor } else { w };
    }
    weights
}

/// [`premise_fit`]`(a, b)` with `b` as [`premise_weights`]: the same sum in the same order (a slot
/// of `a` matching none of `b`'s adds an exact zero).
#[inline]
pub fn premise_fit_to(a: &TitlePremises, b: &[f32; 256]) -> f32 {
    let mut sum = 0.0;
    for &(p, w) in a {
        sum += w * b[p as usize];
    }
    sum
}

impl Premise {
    /// Whether a lower-case description uses one of the premise's words.
    pub fn mentioned_in(&self, lowered: &str) -> bool {
        self.words_in(lowered).next().is_some()
    }

    /// The premise's words a lower-case description uses. A stem of five letters or more starts a
    /// word ("investigat"), a shorter one is the whole word ("war", not "warm"); a stem of several
    /// words is a phrase, each word by the same rule ("time travel" in "a time-travelling
    /// nurse", not in "travels across Europe").
    pub fn words_in<'a>(&self, lowered: &'a str) -> impl Iterator<Item = &'static str> + 'a {
        let words: Vec<&str> = crate::text::words(lowered).collect();
        self.words
            .iter()
            .copied()
            .filter(move |stem| uses(&words, stem))
    }
}

/// Whether a description's `words` use `stem`, by [`Premise::words_in`]'s rule.
fn uses(words: &[&str], stem: &str) -> bool {
    let parts = stem.split(' ');
    words.windows(parts.clone().count()).any(|w| {
        w.iter().zip(parts.clone()).all(|(word, part)| {
            if part.len() >= 5 {
                word.starts_with(part)
            } else {
                *word == part
            }
        })
    })
}

/// The premise an explanation may name for two titles: of those both lean to, the one weighing
/// most in both, provided both descriptions name it (`a_named`, `b_named`: [`named_in`]).
/// Precision matters more here than in the score: a premise read off one short description's
/// vector is often loose, and "both are about" something one of them is not about would be a
/// false reason; so this holds even when `Tuning::premise_unconfirmed` lets the score count
/// premises the descriptions do not name.
pub fn named_in_common(
    a: &TitlePremises,
    b: &TitlePremises,
    a_named: PremiseMask,
    b_named: PremiseMask,
) -> Option<&'static Premise> {
    let both = a_named & b_named;
    a.iter()
        .filter(|&&(p, w)| w > 0.0 && both & bit(p) != 0)
        .filter_map(|&(p, w)| {
            let v = b.iter().find(|&&(q, v)| q == p && v > 0.0)?.1;
            Some((PREMISES.get(p as usize)?, w * v))
        })
        .max_by(|x, y| x.1.total_cmp(&y.1))
        .map(|(premise, _)| premise)
}

#[cfg(test)]
mod tests {
    use super::*;
    use catalog::{Kind, Title};

    #[test]
    fn the_fit_to_a_premise_table_is_the_fit_to_the_slots_bit_for_bit() {
        let slots: [TitlePremises; 4] = [
            [(13, 0.8), (0, 0.6), (0, 0.0)],
            [(0, 0.3), (13, 0.25), (7, 0.9)],
            [(5, 0.7), (0, 0.0), (0, 0.0)],
            [(0, 0.0), (0, 0.0), (0, 0.0)],
        ];
        for a in &slots {
            for b in &slots {
                let fit = premise_fit(a, b);
                assert_eq!(
                    premise_fit_to(a, &premise_weights(b)).to_bits(),
                    fit.to_bits()
                );
            }
        }
        assert!(
            premise_fit(&slots[0], &slots[1]) > 0.0,
            "a shared premise counts"
        );
    }

    #[test]
    fn a_premise_is_a_persons_focus_only_when_all_their_titles_lean_to_it() {
        let hospital: TitlePremises = [(7, 0.9), (13, 0.3), (0, 0.0)];
        let er: TitlePremises = [(7, 0.5), (0, 0.0), (0, 0.0)];
        let war: TitlePremises = [(13, 1.0), (0, 0.0), (0, 0.0)];
        assert_eq!(shared_by_all([Some(&hospital), Some(&er)]), bit(7));
        assert_eq!(
            shared_by_all([Some(&hospital), Some(&er), Some(&war)]),
            0,
            "one title of three leans elsewhere"
        );
        assert_eq!(
            shared_by_all([Some(&hospital), None]),
            0,
            "a title with none"
        );
        assert_eq!(shared_by_all([Some(&hospital)]), 0, "one title is no focus");
        // An empty slot (premise 0 at weight 0) is no lean to premise 0.
        let empty: TitlePremises = [(0, 0.0); MAX_PER_TITLE];
        assert_eq!(shared_by_all([Some(&empty), Some(&empty)]), 0);
        // The focus weighs `factor` times; without one the weights are premise_weights'.
        let focused = premise_weights_focused(&hospital, bit(7), 10.0);
        assert_eq!((focused[7], focused[13]), (9.0, 0.3));
        assert_eq!(
            premise_weights_focused(&hospital, 0, 10.0),
            premise_weights(&hospital)
        );
    }

    #[test]
    fn a_short_stem_is_a_whole_word_and_a_long_one_a_prefix() {
        let war = &PREMISES[13];
        assert!(war.mentioned_in("a soldier's war"));
        assert!(
            war.mentioned_in("soldiers return"),
            "\"soldier\" starts \"soldiers\""
        );
        assert!(
            !war.mentioned_in("a warm welcome"),
            "\"war\" is not \"warm\""
        );
    }

    /// The premise `about` names, and whether it is named in each text.
    fn named(about: &str, texts: &[&str]) -> Vec<bool> {
        let premise = PREMISES
            .iter()
            .find(|p| p.about == about)
            .unwrap_or_else(|| panic!("no premise about {about}"));
        texts.iter().map(|t| premise.mentioned_in(t)).collect()
    }

    #[test]
    fn a_premise_s_words_name_it_and_not_its_neighbours() {
        // Each first text once confirmed a premise it is not about: "Both are about space
        // exploration" was said of Planet Earth II and Blue Planet II, "about a period romance"
        // of Modern Love, "about time travel" of two shows set in the future, "about martial arts"
        // of Mushi-shi, whose hero is a "mushi master".
        let cases = [
            (
                "space exploration",
                [
                    "the natural wonders of our planet",
                    "a crew explores distant planets",
                ],
            ),
            (
                "a period romance",
                [
                    "two lovers in modern new york",
                    "love in nineteenth-century england",
                ],
            ),
            (
                "martial arts",
                ["a mushi master wanders", "a kung fu master's disciple"],
            ),
            (
                "time travel",
                ["a dystopian future", "a scientist travels back in time"],
            ),
            (
                "politics and the fight for power",
                [
                    "an electrician's electric shocks",
                    "a senator's campaign for the white house",
                ],
            ),
        ];
        for (about, texts) in cases {
            assert_eq!(named(about, &texts), [false, true], "{about}");
        }
    }

    #[test]
    fn a_premise_the_description_never_names_is_dropped_or_weakened() {
        // Leaning to "soldiers at war" (13) first and "lawyers" (0) second.
        let slots: TitlePremises = [(13, 0.8), (0, 0.6), (0, 0.0)];
        let court = named_in(&slots, "a lawyer takes a case");
        assert_eq!(court, bit(0), "only the lawyers' premise is named");
        let kept = confirmed(slots, court, 0.0);
        assert_eq!(kept[0], (0, 0.6), "the confirmed premise comes first");
        assert_eq!(kept[1].1, 0.0, "the unconfirmed one is dropped");
        let halved = confirmed(slots, court, 0.5);
        assert_eq!(halved[0], (0, 0.6));
        assert_eq!(halved[1], (13, 0.4));
        assert_eq!(confirmed(slots, court, 1.0), slots, "1 keeps every premise");
        let both = named_in(&slots, "a soldier's war in court");
        assert_eq!(both, bit(0) | bit(13));
        assert_eq!(confirmed(slots, both, 0.0), slots);
        assert_eq!(
            named_in(&[(0, 0.0); MAX_PER_TITLE], "a lawyer"),
            0,
            "no premise, nothing named"
        );
        assert_eq!(
            bit(200),
            0,
            "an id past the mask is no premise, not an overflow"
        );
    }

    #[test]
    fn a_stem_of_several_words_is_a_phrase() {
        let time_travel = PREMISES
            .iter()
            .find(|p| p.about == "time travel")
            .expect("the time-travel premise");
        assert!(time_travel.mentioned_in("a nurse who can time-travel to 1743"));
        assert!(time_travel.mentioned_in("she travels back in time"));
        assert!(
            !time_travel.mentioned_in("nine years later, jesse travels across europe"),
            "travelling is not time travel"
        );
        assert!(
            !time_travel.mentioned_in("travel time is short"),
            "the words of a phrase come in its order"
        );
        assert_eq!(
            time_travel
                .words_in("a time machine sends them back in time")
                .collect::<Vec<_>>(),
            ["time machine", "back in time"]
        );
    }

    #[test]
    fn every_premise_says_what_it_is_about_and_has_words_to_check() {
        for premise in PREMISES {
            assert!(!premise.about.is_empty() && !premise.words.is_empty());
            assert!(premise.words.iter().all(|w| *w == w.to_lowercase()));
        }
    }

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
        // Named only when both descriptions use one of the premise's words.
        let named = |i: usize, description: &str| named_in(&premises[i], description);
        let (court, trial, space) = (
            "a lawyer takes a case",
            "the jury decides a trial",
            "starships in space",
        );
        assert_eq!(
            named_in_common(&premises[0], &premises[1], named(0, court), named(1, trial))
                .map(|p| p.about),
            Some(PREMISES[0].about)
        );
        assert!(
            named_in_common(&premises[0], &premises[1], named(0, court), named(1, space)).is_none()
        );
        assert!(
            named_in_common(&premises[0], &premises[2], named(0, court), named(2, trial)).is_none()
        );
        assert!(
            named_in_common(&premises[5], &premises[6], named(5, court), named(6, trial)).is_none()
        );
        // A threshold no title reaches leaves every title without premises.
        let none = title_premises(&catalog, &prototypes, 100.0);
        assert_eq!(premise_fit(&none[0], &none[1]), 0.0);
        // The z-scores behind them: each premise's column is centred and of unit spread, and
        // the titles leaning to a premise stand far above the rest on it.
        let z = z_scores(&catalog, &prototypes);
        assert_eq!(z.len(), 40 * 2);
        for p in 0..2 {
            let column: Vec<f32> = z.iter().skip(p).step_by(2).copied().collect();
            let mean = column.iter().sum::<f32>() / 40.0;
            let var = column.iter().map(|c| (c - mean) * (c - mean)).sum::<f32>() / 40.0;
            assert!(
                mean.abs() < 1e-4 && (var - 1.0).abs() < 1e-3,
                "{mean} {var}"
            );
        }
        assert!(z[0] > 3.0 && z[2] > 3.0 && z[4] < 0.0 && z[5] > 3.0);
    }
}
