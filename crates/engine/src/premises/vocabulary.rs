//! The premises' vocabulary: each premise's sentence (embedded into `vectors.f32`), what a reason
//! says two stories sharing it are about, and the words a description about it uses. A general
//! vocabulary of subgenres and settings, not a list of titles.

/// One premise: the sentence embedded into `vectors.f32`; what an explanation says two stories
/// sharing it are about ("both are about a heist"); and the word stems a description
/// about it uses, at least one of which both descriptions must contain before the explanation
/// names it (the vectors alone read "Doctor Who" as a hospital story).
#[derive(Debug, Clone, Copy)]
pub struct Premise {
    pub sentence: &'static str,
    pub about: &'static str,
    pub words: &'static [&'static str],
}

/// The premises, in the order of the vectors in `vectors.f32`.
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
        words: &["serial", "killer", "profil"],
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
        words: &["drug", "cartel", "narco", "cocaine", "kingpin"],
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
            "war",
            "soldier",
            "army",
            "battlefield",
            "troops",
            "platoon",
            "battalion",
            "regiment",
            "military",
            "combat",
            "marine",
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
        words: &["love", "romance", "romantic"],
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
        words: &["comedian", "comedy", "stand up", "standup", "joke"],
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
        words: &[
            "apocalyp",
            "dystopi",
            "survivor",
            "surviving",
            "civiliz",
            "civilis",
            "collapse",
            "wasteland",
            "end of the world",
        ],
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
            "comet",
            "tornado",
            "avalanch",
            "wildfire",
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

    /// Whether a description already split into lower-case `words` uses one of the premise's
    /// words: [`Premise::mentioned_in`] for a description read against every premise.
    pub(super) fn named_by(&self, words: &[&str]) -> bool {
        self.words.iter().any(|stem| uses(words, stem))
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

#[cfg(test)]
mod tests {
    use super::*;

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
        // of Mushi-shi, whose hero is a "mushi master", "about a sports team" of Squid Game's
        // players of children's games, "about survival after the apocalypse" of Friends
        // ("struggling to survive in the real world"), "about a serial killer" of The Fugitive's
        // one murder, "about the drug trade" of Taken's human trafficking and "about falling in
        // love" of The Banshees of Inisherin's ended friendship ("relationship") and "about soldiers at
        // war" of This Means War's rivals in love ("battle").
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
                "a sports team",
                [
                    "players compete in children's games",
                    "a coach turns the players into a team",
                ],
            ),
            (
                "survival after the apocalypse",
                [
                    "six friends struggling to survive in the real world",
                    "the last survivors of a plague",
                ],
            ),
            (
                "a serial killer",
                [
                    "a doctor wrongly convicted of his wife's murder",
                    "a profiler hunts a serial killer",
                ],
            ),
            (
                "the drug trade",
                [
                    "a father hunts the men trafficking his daughter",
                    "a cartel's cocaine empire",
                ],
            ),
            (
                "falling in love",
                [
                    "a lifelong relationship between two friends ends",
                    "two strangers fall in love",
                ],
            ),
            (
                "soldiers at war",
                [
                    "two agents wage an epic battle over one woman",
                    "troops storm the beaches",
                ],
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
    fn a_premise_s_words_name_the_stories_told_in_other_words() {
        // Each text's story leans to the premise but once named none of its words, so the premise
        // was dropped and the reason could not say it: Deep Impact's and Greenland's comet, a
        // storm chaser's tornado, a comedian's "standup" special written as one word.
        let cases = [
            ("a disaster", "a comet hurtles toward earth"),
            ("a disaster", "storm chasers follow a tornado"),
            ("a disaster", "climbers caught in an avalanche"),
            ("stand-up comedy", "his first standup special"),
        ];
        for (about, text) in cases {
            assert_eq!(named(about, &[text]), [true], "{about}: {text}");
        }
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
}
