//! The resolver against the small catalog built from the real datasets: what people type → the
//! title they mean, or nothing.

use std::path::PathBuf;
use std::sync::OnceLock;

use catalog::{build, BuildOptions, Catalog, Kind, Subset};

fn datasets_dir() -> PathBuf {
    let dir = std::env::var_os("BINGEABLE_DATASETS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/datasets")
        });
    assert!(
        dir.join("streaming-titles").is_dir(),
        "datasets not found at {} — set BINGEABLE_DATASETS to the shared datasets folder",
        dir.display()
    );
    dir
}

/// Built once per test binary.
fn small() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        let (catalog, report) = build(
            &datasets_dir(),
            &BuildOptions {
                subset: Some(Subset::Small),
            },
        )
        .expect("small catalog build");
        println!("{report}");
        catalog
    })
}

use Kind::{Movie as M, Show as S};

/// (typed, type hint, intended title, its year). The year tells apart same-name titles.
const SHOULD_RESOLVE: &[(&str, Option<Kind>, &str, u16)] = &[
    // as typed, case and punctuation
    ("breaking bad", None, "Breaking Bad", 2008),
    ("Breaking Bad", Some(S), "Breaking Bad", 2008),
    ("BREAKING BAD", None, "Breaking Bad", 2008),
    ("breaking bad!!!", None, "Breaking Bad", 2008),
    ("  breaking   bad  ", None, "Breaking Bad", 2008),
    ("stranger things", None, "Stranger Things", 2016),
    ("Friends", Some(S), "Friends", 1994),
    ("friends", None, "Friends", 1994),
    ("the crown", None, "The Crown", 2016),
    ("Crown", Some(S), "The Crown", 2016),
    ("The Crown (2016)", None, "The Crown", 2016),
    ("inception", None, "Inception", 2010),
    ("Inception (2010)", Some(M), "Inception", 2010),
    ("the matrix", None, "The Matrix", 1999),
    ("Matrix", None, "The Matrix", 1999),
    ("Matrix, The", None, "The Matrix", 1999),
    ("matrix reloaded", None, "The Matrix Reloaded", 2003),
    ("game of thrones", None, "Game of Thrones", 2011),
    ("how i met your mother", None, "How I Met Your Mother", 2005),
    ("walking dead", None, "The Walking Dead", 2010),
    ("better call saul", None, "Better Call Saul", 2015),
    ("Money Heist", None, "Money Heist", 2017),
    ("narcos", None, "Narcos", 2015),
    ("ozark", None, "Ozark", 2017),
    ("the witcher", None, "The Witcher", 2019),
    ("black mirror", None, "Black Mirror", 2011),
    ("peaky blinders", None, "Peaky Blinders", 2013),
    ("squid game", None, "Squid Game", 2021),
    ("sopranos", None, "The Sopranos", 1999),
    ("the wire", None, "The Wire", 2002),
    ("succession", None, "Succession", 2018),
    ("euphoria", Some(S), "Euphoria", 2019),
    ("true detective", None, "True Detective", 2014),
    ("westworld", None, "Westworld", 1973), // only the film is in the data
    ("chernobyl", None, "Chernobyl", 2019),
    ("the boys", None, "The Boys", 2019),
    ("mandalorian", None, "The Mandalorian", 2019),
    ("ted lasso", None, "Ted Lasso", 2020),
    ("severance", Some(S), "Severance", 2022),
    ("fleabag", None, "Fleabag", 2016),
    (
        "the marvelous mrs maisel",
        None,
        "The Marvelous Mrs. Maisel",
        2017,
    ),
    ("rick & morty", None, "Rick and Morty", 2013),
    ("house of the dragon", None, "House of the Dragon", 2022),
    ("band of brothers", None, "Band of Brothers", 2001),
    ("the queens gambit", None, "The Queen's Gambit", 2020),
    ("queen's gambit", None, "The Queen's Gambit", 2020),
    (
        "avatar the last airbender",
        Some(S),
        "Avatar: The Last Airbender",
        2005,
    ),
    ("bojack horseman", None, "BoJack Horseman", 2014),
    ("greys anatomy", None, "Grey's Anatomy", 2005),
    (
        "star trek the next generation",
        None,
        "Star Trek: The Next Generation",
        1987,
    ),
    ("south park", None, "South Park", 1997),
    ("the dark knight", None, "The Dark Knight", 2008),
    ("interstellar", None, "Interstellar", 2014),
    ("pulp fiction", None, "Pulp Fiction", 1994),
    ("forrest gump", None, "Forrest Gump", 1994),
    (
        "shawshank redemption",
        None,
        "The Shawshank Redemption",
        1994,
    ),
    ("goodfellas", None, "GoodFellas", 1990),
    ("taxi driver", None, "Taxi Driver", 1976),
    ("the godfather", None, "The Godfather", 1972),
    ("avengers endgame", None, "Avengers: Endgame", 2019),
    ("titanic", Some(M), "Titanic", 1997),
    ("gladiator", None, "Gladiator", 2000),
    ("django unchained", None, "Django Unchained", 2012),
    ("the irishman", None, "The Irishman", 2019),
    ("casablanca", None, "Casablanca", 1943),
    ("wizard of oz", None, "The Wizard of Oz", 1939),
    ("toy story", None, "Toy Story", 1995),
    ("finding nemo", None, "Finding Nemo", 2003),
    ("the lion king", Some(M), "The Lion King", 1994),
    ("coco", None, "Coco", 2017),
    ("up", Some(M), "Up", 2009),
    ("joker", None, "Joker", 2019),
    ("monsters inc", None, "Monsters, Inc.", 2001),
    ("the incredibles", None, "The Incredibles", 2004),
    ("iron man", None, "Iron Man", 2008),
    ("black panther", None, "Black Panther", 2018),
    (
        "guardians of the galaxy",
        None,
        "Guardians of the Galaxy",
        2014,
    ),
    ("the departed", None, "The Departed", 2006),
    ("se7en", None, "Se7en", 1995),
    ("saving private ryan", None, "Saving Private Ryan", 1998),
    ("the terminator", None, "The Terminator", 1984),
    (
        "terminator 2 judgment day",
        None,
        "Terminator 2: Judgment Day",
        1991,
    ),
    ("blade runner 2049", None, "Blade Runner 2049", 2017),
    (
        "no country for old men",
        None,
        "No Country for Old Men",
        2007,
    ),
    ("arrival", Some(M), "Arrival", 2016),
    ("gone girl", None, "Gone Girl", 2014),
    // the famous titles the brief names
    ("the office (US)", None, "The Office (U.S.)", 2012),
    ("the office", None, "The Office (U.S.)", 2012),
    ("The Office", Some(S), "The Office (U.S.)", 2012),
    ("The Office (U.S.)", Some(S), "The Office (U.S.)", 2012),
    ("Jack Ryan", None, "Tom Clancy's Jack Ryan", 2018),
    (
        "tom clancys jack ryan",
        None,
        "Tom Clancy's Jack Ryan",
        2018,
    ),
    (
        "Spider-man: into the spiderverse",
        None,
        "Spider-Man: Into the Spider-Verse",
        2018,
    ),
    (
        "spiderman into the spider verse",
        None,
        "Spider-Man: Into the Spider-Verse",
        2018,
    ),
    (
        "into the spider-verse",
        None,
        "Spider-Man: Into the Spider-Verse",
        2018,
    ),
    (
        "LOTR",
        None,
        "The Lord of the Rings: The Fellowship of the Ring",
        2001,
    ),
    (
        "lord of the rings fellowship of the ring",
        None,
        "The Lord of the Rings: The Fellowship of the Ring",
        2001,
    ),
    (
        "the fellowship of the ring",
        None,
        "The Lord of the Rings: The Fellowship of the Ring",
        2001,
    ),
    (
        "lotr 2",
        None,
        "The Lord of the Rings: The Two Towers",
        2002,
    ),
    (
        "return of the king",
        None,
        "The Lord of the Rings: The Return of the King",
        2003,
    ),
    // an exact name with its article beats one matched without it
    ("Batman", Some(M), "Batman", 1989),
    ("the batman", Some(M), "The Batman", 2022),
    // long catalogue names (as MovieLens writes them) fall back to a confident part
    (
        "Star Wars: Episode IV - A New Hope",
        Some(M),
        "Star Wars",
        1977,
    ),
    (
        "Star Wars: Episode V - The Empire Strikes Back",
        Some(M),
        "The Empire Strikes Back",
        1980,
    ),
    (
        "Star Wars: Episode VI - Return of the Jedi",
        None,
        "Return of the Jedi",
        1983,
    ),
    (
        "Star Wars: Episode I - The Phantom Menace",
        Some(M),
        "Star Wars: Episode I - The Phantom Menace",
        1999,
    ),
    ("X2: X-Men United", Some(M), "X2", 2003),
    (
        "Monty Python's Life of Brian",
        Some(M),
        "Life of Brian",
        1979,
    ),
    // number words for digits, and digits for number words
    ("thirteen reasons why", None, "13 Reasons Why", 2017),
    (
        "ten things i hate about you",
        None,
        "10 Things I Hate About You",
        1999,
    ),
    ("brooklyn nine nine", None, "Brooklyn Nine-Nine", 2013),
    // aliases
    ("GoT", None, "Game of Thrones", 2011),
    ("got", Some(S), "Game of Thrones", 2011),
    ("HIMYM", None, "How I Met Your Mother", 2005),
    ("B99", None, "Brooklyn Nine-Nine", 2013),
    ("brooklyn 99", None, "Brooklyn Nine-Nine", 2013),
    ("TWD", None, "The Walking Dead", 2010),
    ("SVU", None, "Law & Order: Special Victims Unit", 1999),
    (
        "law and order svu",
        None,
        "Law & Order: Special Victims Unit",
        1999,
    ),
    ("parks and rec", None, "Parks and Recreation", 2009), // the 2021 lists date it 2015, by its last season
    ("tbbt", None, "The Big Bang Theory", 2007),
    ("bcs", None, "Better Call Saul", 2015),
    ("tng", None, "Star Trek: The Next Generation", 1987),
    // typos
    ("Breakng Bad", None, "Breaking Bad", 2008),
    ("braking bad", None, "Breaking Bad", 2008),
    ("breaking bda", None, "Breaking Bad", 2008),
    ("stranger thigns", None, "Stranger Things", 2016),
    ("strnger things", None, "Stranger Things", 2016),
    ("game of throne", None, "Game of Thrones", 2011),
    ("inceptoin", None, "Inception", 2010),
    ("the matirx", None, "The Matrix", 1999),
    ("interstellr", None, "Interstellar", 2014),
    (
        "shawshank redemtion",
        None,
        "The Shawshank Redemption",
        1994,
    ),
    ("the godfahter", None, "The Godfather", 1972),
    ("peaky blinder", None, "Peaky Blinders", 2013),
    ("better caul saul", None, "Better Call Saul", 2015),
    ("how i met you mother", None, "How I Met Your Mother", 2005),
    ("forest gump", None, "Forrest Gump", 1994),
    (
        "guardians of the galaxi",
        None,
        "Guardians of the Galaxy",
        2014,
    ),
    ("the mandalorain", None, "The Mandalorian", 2019),
    ("avengers endgam", None, "Avengers: Endgame", 2019),
    (
        "lord of the rings the fellowship of teh ring",
        None,
        "The Lord of the Rings: The Fellowship of the Ring",
        2001,
    ),
];

/// Inputs that must resolve to nothing: made-up titles, junk, hostile input.
fn should_not_resolve() -> Vec<String> {
    let mut v: Vec<String> = [
        "",
        "   ",
        "asdf",
        "qwerty",
        "xyz",
        "the",
        "a",
        "!!!",
        "(2008)",
        "\u{0}\u{1}\u{2}\u{7}",
        "\t\n\r",
        "Breaking Good",
        "Stranger Thongs Forever",
        "The Purple Elephant Conspiracy",
        "Zorblax Returns to Mars",
        "Midnight Pancake Society",
        "Captain Lasagna and the Wobbly Moon",
        "The Accountant of Saturn's Rings",
        "Harry Potter and the Quantum Teapot",
        "Inception 7: The Reckoning",
        "Frozen Pizza Detectives",
        "my grandmother's favourite show",
        "sdkjfh sdkjfh sdkjfh",
        "🍿🎬",
        "SELECT * FROM titles; --",
        "<script>alert(1)</script>",
        "Gardens of the Invisible Llama",
        "X2: X-Men United (1985)",
        "Star Wars: Episode IV - A New Hope (2010)",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    v.push("Breaking Bad ".repeat(90_000)); // ~1 MB
    v.push("x".repeat(1 << 20));
    v
}

#[test]
fn resolves_what_people_type() {
    let catalog = small();
    let mut wrong = Vec::new();
    for &(input, hint, title, year) in SHOULD_RESOLVE {
        let got = catalog
            .resolve(input, hint)
            .and_then(|r| catalog.get(r.id).map(|t| (t, r.confidence)));
        match got {
            Some((t, conf)) if t.title == title && t.year == Some(year) => {
                assert!((0.0..=1.0).contains(&conf), "{input}: confidence {conf}");
            }
            other => wrong.push(format!(
                "{input:?} → {:?}, expected {title} ({year})",
                other.map(|(t, c)| format!("{} ({:?}) conf {c:.2}", t.title, t.year))
            )),
        }
    }
    let total = SHOULD_RESOLVE.len();
    println!(
        "resolver accuracy on real titles: {}/{total} ({:.1}%)",
        total - wrong.len(),
        100.0 * (total - wrong.len()) as f64 / total as f64
    );
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn unknown_titles_and_junk_resolve_to_nothing() {
    let catalog = small();
    let inputs = should_not_resolve();
    assert!(inputs.len() >= 20);
    let mut wrong = Vec::new();
    for input in &inputs {
        if let Some(r) = catalog.resolve(input, None) {
            let shown: String = input.chars().take(40).collect();
            wrong.push(format!(
                "{shown:?} → {:?}",
                catalog.get(r.id).map(|t| &t.title)
            ));
        }
    }
    println!(
        "non-titles rejected: {}/{}",
        inputs.len() - wrong.len(),
        inputs.len()
    );
    assert!(
        wrong.is_empty(),
        "resolved but should not:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn amelie_resolves_only_to_amelie() {
    // Amélie is not in the 2021–2023 datasets; if a future dataset adds it, it must be what
    // "Amelie" finds, and until then "Amelie" must find nothing rather than a near name.
    let catalog = small();
    match catalog
        .resolve("Amelie", None)
        .and_then(|r| catalog.get(r.id))
    {
        Some(t) => assert_eq!(catalog::text::match_key(&t.title), "amelie"),
        None => assert!(!catalog
            .titles
            .iter()
            .any(|t| catalog::text::match_key(&t.title) == "amelie")),
    }
}

#[test]
fn small_catalog_holds_the_famous_titles() {
    let catalog = small();
    assert!(
        catalog.len() >= 2_500 && catalog.len() < 4_000,
        "small catalog has {} titles",
        catalog.len()
    );
    for name in [
        "Breaking Bad",
        "The Office (U.S.)",
        "Stranger Things",
        "Friends",
        "The Crown",
        "Inception",
        "The Matrix",
        "Spider-Man: Into the Spider-Verse",
        "The Lord of the Rings: The Fellowship of the Ring",
        "The Lord of the Rings: The Two Towers",
        "The Lord of the Rings: The Return of the King",
    ] {
        assert!(
            catalog.titles.iter().any(|t| t.title == name),
            "{name} missing from the small catalog"
        );
    }
}

/// Exact, typo and miss inputs side by side: five resolve, the invented title does not. Timing
/// these lookups is `examples/catalog_timings.rs`'s job, not a test's.
#[test]
fn mixed_exact_typo_and_miss_inputs() {
    let catalog = small();
    let inputs = [
        "breaking bad",
        "Breakng Bad",
        "the office (US)",
        "LOTR",
        "Zorblax Returns to Mars",
        "inceptoin",
    ];
    let missed: Vec<&str> = inputs
        .into_iter()
        .filter(|i| catalog.resolve(i, None).is_none())
        .collect();
    assert_eq!(missed, ["Zorblax Returns to Mars"]);
}

/// Pages show a name's parentheses as square brackets (`catalog::display_name`); a card saved,
/// linked or typed back under that name must be the same title, with its kind as the hint the
/// page sends.
#[test]
fn every_display_name_finds_its_own_title() {
    let catalog = small();
    let bracketed: Vec<&catalog::Title> = catalog
        .titles
        .iter()
        .filter(|t| t.title.contains('('))
        .collect();
    assert!(
        bracketed.len() >= 5,
        "only {} names with a parenthesis",
        bracketed.len()
    );
    let lost: Vec<String> = bracketed
        .iter()
        .filter(|t| {
            catalog
                .resolve(&t.display_name(), Some(t.kind))
                .map(|r| r.id)
                != Some(t.id)
        })
        .map(|t| format!("{} ({})", t.title, t.display_name()))
        .collect();
    assert!(
        lost.is_empty(),
        "display names that lose their title:\n{}",
        lost.join("\n")
    );
}
