//! One genre vocabulary across sources: JustWatch's lower-case names are the vocabulary, and the
//! older files' `listed_in` categories ("TV Dramas", "Crime TV Shows", "Docuseries") map onto it.

/// The shared vocabulary (JustWatch's genre names).
pub const VOCABULARY: [&str; 19] = [
    "action",
    "animation",
    "comedy",
    "crime",
    "documentation",
    "drama",
    "european",
    "family",
    "fantasy",
    "history",
    "horror",
    "music",
    "reality",
    "romance",
    "scifi",
    "sport",
    "thriller",
    "war",
    "western",
];

/// JustWatch files "european" among its genres: where a title was made, not what it is. It stays
/// a tag (it is evidence of a taste) but is never said as a genre, in a reason ("the european and
/// crime of Peaky Blinders") or on a card.
pub const REGION: &str = "european";

/// A JustWatch genre (any case) → the vocabulary word, None when unknown.
pub fn from_justwatch(name: &str) -> Option<&'static str> {
    let lower = name.trim().to_ascii_lowercase();
    let lower = match lower.as_str() {
        "sci-fi" | "science fiction" => "scifi",
        "documentary" => "documentation",
        "sports" => "sport",
        other => other,
    };
    VOCABULARY.iter().copied().find(|g| *g == lower)
}

/// Word stems that identify a genre inside a `listed_in` category. Matched against whole words
/// (so "war" does not fire on "Warner"), by prefix (so "comed" covers "Comedies").
const STEMS: [(&str, &str); 39] = [
    ("drama", "drama"),
    ("melodrama", "drama"),
    ("comed", "comedy"),
    ("sitcom", "comedy"),
    ("stand", "comedy"),
    ("parody", "comedy"),
    ("sketch", "comedy"),
    ("crime", "crime"),
    ("police", "crime"),
    ("thriller", "thriller"),
    ("suspense", "thriller"),
    ("myster", "thriller"),
    ("spy", "thriller"),
    ("horror", "horror"),
    ("romance", "romance"),
    ("romantic", "romance"),
    ("documentar", "documentation"),
    ("docuseries", "documentation"),
    ("nature", "documentation"),
    ("anime", "animation"),
    ("animation", "animation"),
    ("cartoons", "animation"),
    ("kids", "family"),
    ("children", "family"),
    ("family", "family"),
    ("sci", "scifi"),
    ("science fiction", "scifi"),
    ("fantasy", "fantasy"),
    ("action", "action"),
    ("adventure", "action"),
    ("superhero", "action"),
    ("music", "music"),
    ("concert", "music"),
    ("dance", "music"),
    ("reality", "reality"),
    ("unscripted", "reality"),
    ("game", "reality"),
    ("sport", "sport"),
    ("western", "western"),
];

/// A `listed_in` category → zero or more vocabulary words, in vocabulary order.
pub fn from_listed_in(category: &str) -> Vec<&'static str> {
    let lower = category.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let mut out: Vec<&'static str> = Vec::new();
    fn add(out: &mut Vec<&'static str>, g: &'static str) {
        if !out.contains(&g) {
            out.push(g);
        }
    }
    for (stem, genre) in STEMS {
        let hit = if stem.contains(' ') {
            lower.contains(stem)
        } else {
            words.iter().any(|w| w.starts_with(stem))
        };
        if hit {
            add(&mut out, genre);
        }
    }
    // Exact words, too short or too common to match by prefix.
    if words.iter().any(|w| *w == "war" || *w == "military") {
        add(&mut out, "war");
    }
    if words
        .iter()
        .any(|w| w.starts_with("histor") || *w == "biographical")
    {
        add(&mut out, "history");
    }
    if words.contains(&"fitness") {
        add(&mut out, "sport");
    }
    // "Science & Nature TV" / "Science & Technology" are documentaries, not science fiction.
    if words.contains(&"science") && !lower.contains("fiction") && !words.contains(&"sci") {
        out.retain(|g| *g != "scifi");
        add(&mut out, "documentation");
    }
    if words.contains(&"talk") {
        add(&mut out, "reality");
    }
    out.sort_by_key(|g| VOCABULARY.iter().position(|v| v == g));
    out
}

/// Merge genre lists into one de-duplicated list, keeping first-seen order.
pub fn push_unique<S: AsRef<str>>(into: &mut Vec<String>, genres: impl IntoIterator<Item = S>) {
    for g in genres {
        let g = g.as_ref();
        if !into.iter().any(|x| x == g) {
            into.push(g.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn justwatch_names_are_the_vocabulary() {
        for g in [
            "scifi",
            "crime",
            "drama",
            "documentation",
            "romance",
            "family",
            "animation",
            "reality",
            "war",
            "western",
            "history",
            "music",
            "sport",
            "thriller",
            "horror",
            "fantasy",
            "action",
            "comedy",
        ] {
            assert_eq!(from_justwatch(g), Some(g));
        }
        assert_eq!(from_justwatch("Drama"), Some("drama"));
        assert_eq!(from_justwatch("podcast"), None);
    }

    #[test]
    fn listed_in_categories_map_onto_it() {
        let cases: [(&str, &[&str]); 16] = [
            ("TV Dramas", &["drama"]),
            ("Crime TV Shows", &["crime"]),
            ("Romantic Movies", &["romance"]),
            ("Docuseries", &["documentation"]),
            ("Anime Series", &["animation"]),
            ("Stand-Up Comedy", &["comedy"]),
            ("Kids' TV", &["family"]),
            ("Sci-Fi & Fantasy", &["fantasy", "scifi"]),
            ("Science & Nature TV", &["documentation"]),
            ("Science Fiction", &["scifi"]),
            ("Military and War", &["war"]),
            ("Action & Adventure", &["action"]),
            ("Children & Family Movies", &["family"]),
            ("Horror Movies", &["horror"]),
            ("International TV Shows", &[]),
            ("Historical", &["history"]),
        ];
        for (category, expected) in cases {
            assert_eq!(from_listed_in(category), expected.to_vec(), "{category}");
        }
    }
}
