//! The spec's eight moods: each a short written description (embedded once when a text embedder is
//! available), genre boosts and penalties, and description keywords for catalogs without embeddings.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::EngineError;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mood {
    Happy,
    Sad,
    Excited,
    Contemplative,
    Nostalgic,
    Adventurous,
    Relaxed,
    Intense,
}

/// What defines a mood for scoring and for explanations.
pub struct MoodProfile {
    /// Written for the sentence embedder: what a title that fits this mood is like.
    pub description: &'static str,
    /// Genre weights in the catalog's vocabulary: positive fits the mood, negative works against it.
    pub genres: &'static [(&'static str, f32)],
    /// Description words that signal the mood (lower-case, matched as whole words or prefixes).
    pub keywords: &'static [&'static str],
    /// How the explanation describes a fitting title ("an uplifting", "a gripping" …).
    pub adjective: &'static str,
    /// Nostalgia favours older titles; the others do not look at the year.
    pub favours_older: bool,
}

impl Mood {
    pub const ALL: [Mood; 8] = [
        Mood::Happy,
        Mood::Sad,
        Mood::Excited,
        Mood::Contemplative,
        Mood::Nostalgic,
        Mood::Adventurous,
        Mood::Relaxed,
        Mood::Intense,
    ];

    /// The API value ("happy").
    pub fn name(self) -> &'static str {
        match self {
            Mood::Happy => "happy",
            Mood::Sad => "sad",
            Mood::Excited => "excited",
            Mood::Contemplative => "contemplative",
            Mood::Nostalgic => "nostalgic",
            Mood::Adventurous => "adventurous",
            Mood::Relaxed => "relaxed",
            Mood::Intense => "intense",
        }
    }

    /// The spec's card label.
    pub fn label(self) -> &'static str {
        match self {
            Mood::Happy => "Happy & Uplifting",
            Mood::Sad => "Melancholy & Reflective",
            Mood::Excited => "Excited & Energetic",
            Mood::Contemplative => "Contemplative & Deep",
            Mood::Nostalgic => "Nostalgic & Cozy",
            Mood::Adventurous => "Adventurous & Bold",
            Mood::Relaxed => "Relaxed & Chill",
            Mood::Intense => "Intense & Gripping",
        }
    }

    pub(crate) fn index(self) -> usize {
        Mood::ALL.iter().position(|&m| m == self).unwrap_or(0)
    }

    pub fn profile(self) -> &'static MoodProfile {
        &PROFILES[self.index()]
    }
}

impl fmt::Display for Mood {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Mood {
    type Err = EngineError;

    fn from_str(s: &str) -> Result<Mood, EngineError> {
        let wanted = s.trim().to_ascii_lowercase();
        Mood::ALL
            .into_iter()
            .find(|m| m.name() == wanted)
            .ok_or_else(|| EngineError::UnknownMood(s.chars().take(40).collect()))
    }
}

static PROFILES: [MoodProfile; 8] = [
    MoodProfile {
        description:
            "An uplifting, feel-good and funny story full of warmth, friendship, love and \
                      laughter that leaves you smiling and happy.",
        genres: &[
            ("comedy", 0.5),
            ("family", 0.3),
            ("romance", 0.25),
            ("animation", 0.2),
            ("music", 0.2),
            ("horror", -0.6),
            ("war", -0.5),
            ("crime", -0.3),
            ("thriller", -0.3),
        ],
        keywords: &[
            "friend",
            "love",
            "laugh",
            "fun",
            "heartwarm",
            "joy",
            "hilarious",
            "quirky",
            "wedding",
            "charming",
            "comed",
            "feel",
            "celebrat",
            "dream",
        ],
        adjective: "an uplifting",
        favours_older: false,
    },
    MoodProfile {
        description:
            "A melancholy, moving and reflective drama about loss, grief, memory, love and \
                      the bittersweet side of life that makes you cry and think.",
        genres: &[
            ("drama", 0.5),
            ("romance", 0.25),
            ("war", 0.1),
            ("history", 0.1),
            ("action", -0.3),
            ("reality", -0.4),
            ("horror", -0.3),
            ("comedy", -0.1),
        ],
        keywords: &[
            "loss",
            "grief",
            "griev",
            "death",
            "dying",
            "memor",
            "lonel",
            "heartbreak",
            "tragic",
            "mourn",
            "regret",
            "farewell",
            "illness",
            "bittersweet",
        ],
        adjective: "a moving, reflective",
        favours_older: false,
    },
    MoodProfile {
        description:
            "A fast-paced, energetic and thrilling ride with action, spectacle, chases, fights \
                      and high stakes that gets your heart racing.",
        genres: &[
            ("action", 0.55),
            ("scifi", 0.3),
            ("sport", 0.25),
            ("thriller", 0.2),
            ("fantasy", 0.2),
            ("documentation", -0.4),
            ("romance", -0.2),
            ("reality", -0.2),
        ],
        keywords: &[
            "action",
            "race",
            "racing",
            "chase",
            "fight",
            "battle",
            "explos",
            "heist",
            "mission",
            "superhero",
            "stunt",
            "championship",
            "speed",
            "escape",
        ],
        adjective: "an energetic",
        favours_older: false,
    },
    MoodProfile {
        description:
            "A thoughtful, deep and philosophical story about the meaning of life, identity, \
                      society, science and the human condition that stays with you.",
        genres: &[
            ("drama", 0.35),
            ("documentation", 0.35),
            ("history", 0.3),
            ("scifi", 0.2),
            ("reality", -0.5),
            ("family", -0.2),
            ("action", -0.2),
            ("comedy", -0.2),
        ],
        keywords: &[
            "meaning",
            "identity",
            "philosoph",
            "society",
            "conscious",
            "existen",
            "explor",
            "truth",
            "moral",
            "human",
            "mind",
            "faith",
            "universe",
            "science",
        ],
        adjective: "a thought-provoking",
        favours_older: false,
    },
    MoodProfile {
        description:
            "A cozy, nostalgic classic with familiar comfort, childhood memories, family, \
                      small towns and the warm charm of the good old days.",
        genres: &[
            ("family", 0.4),
            ("comedy", 0.3),
            ("animation", 0.3),
            ("romance", 0.15),
            ("music", 0.15),
            ("horror", -0.5),
            ("reality", -0.3),
            ("war", -0.2),
        ],
        keywords: &[
            "childhood",
            "classic",
            "memor",
            "hometown",
            "family",
            "christmas",
            "holiday",
            "reunion",
            "summer",
            "grow",
            "retro",
            "friends",
        ],
        adjective: "a cozy, nostalgic",
        favours_older: true,
    },
    MoodProfile {
        description:
            "A bold adventure and epic quest into uncharted lands, with exploration, journeys, \
                      treasure, danger and daring heroes.",
        genres: &[
            ("action", 0.4),
            ("fantasy", 0.4),
            ("scifi", 0.3),
            ("western", 0.25),
            ("animation", 0.1),
            ("reality", -0.3),
            ("romance", -0.2),
            ("documentation", -0.1),
        ],
        keywords: &[
            "adventure",
            "quest",
            "journey",
            "explor",
            "treasure",
            "expedition",
            "voyage",
            "epic",
            "island",
            "jungle",
            "kingdom",
            "pirate",
            "survival",
            "wild",
        ],
        adjective: "a bold, adventurous",
        favours_older: false,
    },
    MoodProfile {
        description: "An easygoing, relaxing and light-hearted watch, gentle and low-stakes, with \
                      comfort food, nature, travel and good company to unwind with.",
        genres: &[
            ("comedy", 0.35),
            ("family", 0.25),
            ("reality", 0.2),
            ("animation", 0.2),
            ("documentation", 0.1),
            ("horror", -0.6),
            ("thriller", -0.4),
            ("war", -0.4),
            ("crime", -0.3),
        ],
        keywords: &[
            "cook", "food", "bake", "travel", "nature", "garden", "home", "gentle", "relax",
            "vacation", "friends", "cozy", "chef", "kitchen",
        ],
        adjective: "a relaxed, easygoing",
        favours_older: false,
    },
    MoodProfile {
        description:
            "A gripping, intense and suspenseful thriller with crime, danger, dark secrets, \
                      murder and tension that keeps you on the edge of your seat.",
        genres: &[
            ("thriller", 0.5),
            ("crime", 0.4),
            ("horror", 0.3),
            ("action", 0.2),
            ("war", 0.2),
            ("family", -0.5),
            ("animation", -0.3),
            ("comedy", -0.3),
            ("reality", -0.3),
        ],
        keywords: &[
            "murder",
            "killer",
            "detective",
            "crime",
            "danger",
            "secret",
            "conspira",
            "revenge",
            "terror",
            "hostage",
            "hunt",
            "survive",
            "suspense",
            "investigat",
        ],
        adjective: "a gripping",
        favours_older: false,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mood_parses_from_its_name() {
        for m in Mood::ALL {
            assert_eq!(m.name().parse::<Mood>(), Ok(m));
            assert_eq!(m.name().to_uppercase().parse::<Mood>(), Ok(m));
        }
    }

    #[test]
    fn unknown_mood_fails_to_parse() {
        assert!(matches!(
            "grumpy".parse::<Mood>(),
            Err(EngineError::UnknownMood(_))
        ));
        assert!("".parse::<Mood>().is_err());
    }

    #[test]
    fn every_mood_has_boosts_and_penalties() {
        for m in Mood::ALL {
            let p = m.profile();
            assert!(
                p.genres.iter().any(|g| g.1 > 0.0) && p.genres.iter().any(|g| g.1 < 0.0),
                "{m}"
            );
            assert!(!p.keywords.is_empty() && !p.description.is_empty());
        }
    }
}
