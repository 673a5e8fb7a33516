//! The merge over hand-made rows of every source: which rows are one work, and what each adds.

use super::*;

fn streaming(
    id: &str,
    title: &str,
    year: u16,
    platform: Platform,
    imdb: Option<&str>,
) -> StreamingRow {
    StreamingRow {
        jw_id: id.into(),
        title: title.into(),
        kind: if id.starts_with("ts") {
            Kind::Show
        } else {
            Kind::Movie
        },
        description: format!("{title} description"),
        year: Some(year),
        maturity: None,
        runtime: Some(100),
        genres: vec!["drama".into(), "unknown".into()],
        countries: vec!["US".into()],
        seasons: None,
        imdb_id: imdb.map(String::from),
        imdb_score: Some(8.0),
        imdb_votes: Some(1000),
        tmdb_popularity: None,
        tmdb_score: None,
        platform,
    }
}

/// An older-list show row of `seasons` seasons.
fn show(name: &str, year: u16, seasons: u16, platform: Platform) -> OttRow {
    let mut row = ott(name, Kind::Show, year, platform);
    row.seasons = Some(seasons);
    row
}

fn ott(title: &str, kind: Kind, year: u16, platform: Platform) -> OttRow {
    OttRow {
        title: title.into(),
        kind,
        directors: vec!["Dir One".into()],
        cast: vec!["Actor A".into(), "Actor B".into()],
        countries: vec!["United States".into()],
        year: Some(year),
        maturity: Some("TV-14".into()),
        runtime: None,
        seasons: Some(3),
        listed_in: vec!["TV Dramas".into(), "Crime TV Shows".into()],
        description: "old description".into(),
        platform,
    }
}

#[test]
fn same_justwatch_id_is_one_title_with_all_platforms() {
    let s = Sources {
        streaming: vec![
            streaming("tm1", "Inception", 2010, Platform::Netflix, Some("tt1")),
            streaming("tm1", "Inception", 2010, Platform::Max, Some("tt1")),
        ],
        ..Default::default()
    };
    let Merged { titles, stats, .. } = merge(&s);
    assert_eq!(titles.len(), 1);
    assert_eq!(titles[0].platforms, vec![Platform::Netflix, Platform::Max]);
    assert_eq!(titles[0].genres, vec!["drama"]);
    assert_eq!(stats.duplicate_jw_rows, 1);
}

#[test]
fn same_imdb_id_is_one_title() {
    let s = Sources {
        streaming: vec![
            streaming("tm1", "Inception", 2010, Platform::Netflix, Some("tt1")),
            streaming("tm2", "Inception (IMAX)", 2010, Platform::Max, Some("tt1")),
            streaming("tm3", "Other", 2010, Platform::Max, Some("tt2")),
        ],
        credits: vec![CreditRow {
            jw_id: "tm2".into(),
            name: "Leo".into(),
            role: Role::Actor,
        }],
        ..Default::default()
    };
    let Merged { titles, stats, .. } = merge(&s);
    assert_eq!(titles.len(), 2);
    assert_eq!(titles[0].key, "tm1");
    assert_eq!(titles[0].platforms, vec![Platform::Netflix, Platform::Max]);
    assert_eq!(
        titles[0].cast,
        vec!["Leo"],
        "credits of the merged id reach the title"
    );
    assert_eq!(stats.merged_by_imdb, 1);
}

#[test]
fn older_files_join_by_name_type_and_near_year() {
    let mut show = streaming("ts9", "The Crown", 2016, Platform::Netflix, None);
    show.kind = Kind::Show;
    let s = Sources {
        streaming: vec![show],
        ott: vec![
            ott("Crown, The", Kind::Show, 2017, Platform::Hulu), // different spelling, ±1 year
            ott("The Crown", Kind::Movie, 2016, Platform::Hulu), // other type: a new title
            ott("The Crown", Kind::Show, 2010, Platform::Hulu),  // far year: a new title
            ott("Only Old", Kind::Show, 2001, Platform::DisneyPlus),
            ott("only old!", Kind::Show, 2001, Platform::Netflix),
        ],
        availability: vec![
            AvailabilityRow {
                title: "the crown".into(),
                kind: Kind::Show,
                year: Some(2016),
                platforms: vec![Platform::PrimeVideo],
                imdb_score: Some(8.6),
                list_score: Some(88),
            },
            AvailabilityRow {
                title: "Nowhere".into(),
                kind: Kind::Show,
                year: Some(2016),
                platforms: vec![Platform::Hulu],
                imdb_score: None,
                list_score: None,
            },
        ],
        ..Default::default()
    };
    let Merged { titles, stats, .. } = merge(&s);
    let crown = titles.iter().find(|t| t.key == "ts9").unwrap();
    // "Crown, The" does not fold to "crown": the trailing article is a resolver concern, so it
    // stays a separate title; the exact-name rows are what join.
    assert_eq!(
        crown.platforms,
        vec![Platform::Netflix, Platform::PrimeVideo]
    );
    assert_eq!(crown.imdb_score, Some(8.0));
    assert_eq!(
        crown.list_score,
        Some(88),
        "the availability list's score rides along"
    );
    let only_old = titles
        .iter()
        .find(|t| t.key == "ott:show:onlyold:2001")
        .unwrap();
    assert_eq!(
        only_old.platforms,
        vec![Platform::Netflix, Platform::DisneyPlus]
    );
    assert_eq!(only_old.genres, vec!["drama", "crime"], "first-seen order");
    assert_eq!(only_old.cast, vec!["Actor A", "Actor B"]);
    assert_eq!(only_old.countries, vec!["US"]);
    assert_eq!(only_old.seasons, Some(3));
    assert_eq!(stats.availability_unmatched, 1);
    assert_eq!(titles.len(), 5);
    let ids: Vec<u32> = titles.iter().map(|t| t.id).collect();
    assert_eq!(ids, (0..5).collect::<Vec<u32>>());
    assert!(titles.windows(2).all(|w| w[0].key < w[1].key));
}

#[test]
fn a_show_takes_the_older_lists_categories_beside_its_tags_and_a_film_keeps_its_own() {
    let mut show = streaming("ts1", "Crash Landing on You", 2019, Platform::Netflix, None);
    show.genres = vec!["war".into()];
    let mut show_row = ott("Crash Landing on You", Kind::Show, 2019, Platform::Netflix);
    show_row.listed_in = vec!["International TV Shows".into(), "Romantic TV Shows".into()];
    let mut film = streaming("tm1", "Snatch", 2000, Platform::Netflix, None);
    film.genres = vec!["crime".into(), "comedy".into()];
    let mut film_row = ott("Snatch", Kind::Movie, 2000, Platform::Hulu);
    film_row.listed_in = vec!["Action & Adventure".into(), "Comedies".into()];
    let Merged { titles, .. } = merge(&Sources {
        streaming: vec![show, film],
        ott: vec![show_row, film_row],
        ..Default::default()
    });
    let genres_of = |key: &str| {
        let t = titles.iter().find(|t| t.key == key).unwrap();
        t.genres.clone()
    };
    assert_eq!(genres_of("ts1"), vec!["war", "romance"]);
    assert_eq!(genres_of("tm1"), vec!["crime", "comedy"]);
}

#[test]
fn a_tag_another_source_files_the_title_under_is_confirmed() {
    let mut film = streaming("tm1", "Snatch", 2000, Platform::Netflix, None);
    film.genres = vec!["crime".into(), "comedy".into()];
    let mut film_row = ott("Snatch", Kind::Movie, 2000, Platform::Hulu);
    film_row.listed_in = vec!["Action & Adventure".into(), "Comedies".into()];
    // A show's categories join its tags: one list's shelf is one source, two lists are two.
    let mut show = streaming("ts1", "Crash Landing on You", 2019, Platform::Netflix, None);
    show.genres = vec!["war".into()];
    let mut first_list = ott("Crash Landing on You", Kind::Show, 2019, Platform::Netflix);
    first_list.listed_in = vec!["Romantic TV Shows".into(), "TV Comedies".into()];
    let mut second_list = ott("Crash Landing on You", Kind::Show, 2019, Platform::Hulu);
    second_list.listed_in = vec!["Romance".into(), "International".into()];
    let Merged { titles, .. } = merge(&Sources {
        streaming: vec![film, show],
        ott: vec![film_row, first_list, second_list],
        ..Default::default()
    });
    let confirmed_of = |key: &str| {
        let t = titles.iter().find(|t| t.key == key).unwrap();
        t.confirmed_genres.clone()
    };
    assert_eq!(confirmed_of("tm1"), vec!["comedy"]);
    assert_eq!(confirmed_of("ts1"), vec!["romance"]);
}

#[test]
fn ott_cast_extends_credits_without_duplicates_and_is_capped() {
    let mut row = streaming("tm1", "Film", 2000, Platform::Netflix, None);
    row.kind = Kind::Movie;
    let credits: Vec<CreditRow> = (0..20)
        .map(|i| CreditRow {
            jw_id: "tm1".into(),
            name: format!("Actor {i}"),
            role: Role::Actor,
        })
        .collect();
    let mut old = ott("Film", Kind::Movie, 2000, Platform::Hulu);
    old.cast = vec!["Actor 0".into()];
    let Merged { titles, .. } = merge(&Sources {
        streaming: vec![row],
        credits,
        ott: vec![old],
        ..Default::default()
    });
    assert_eq!(titles[0].cast.len(), MAX_CAST);
    assert_eq!(titles[0].cast[0], "Actor 0");
    assert_eq!(titles[0].directors, vec!["Dir One"]);
    assert_eq!(titles[0].platforms, vec![Platform::Netflix, Platform::Hulu]);
}

fn titled(
    jw: &str,
    name: &str,
    year: Option<u16>,
    platform: Platform,
    imdb: Option<&str>,
) -> StreamingRow {
    let mut row = streaming(jw, name, year.unwrap_or(2000), platform, imdb);
    row.year = year;
    row
}

/// The platforms of the title with this key, if the merge kept one.
fn platforms_of(titles: &[Title], key: &str) -> Option<Vec<Platform>> {
    titles
        .iter()
        .find(|t| t.key == key)
        .map(|t| t.platforms.clone())
}

fn movie(name: &str, year: u16, platform: Platform) -> OttRow {
    ott(name, Kind::Movie, year, platform)
}

#[test]
fn older_rows_join_the_sole_main_title_of_their_name_within_three_years() {
    let s = Sources {
        streaming: vec![
            titled(
                "tm1",
                "Solo Work",
                Some(1979),
                Platform::Netflix,
                Some("tt1"),
            ),
            titled("tm2", "Undated", None, Platform::Netflix, Some("tt2")),
            titled("tm3", "Remade", Some(1960), Platform::Max, Some("tt3")),
            titled("tm4", "Remade", Some(2010), Platform::Max, Some("tt4")),
        ],
        ott: vec![
            movie("Solo Work", 1982, Platform::Hulu), // 3 years off: joins
            movie("Undated", 1990, Platform::Hulu),   // main year unknown: joins
            movie("Remade", 2013, Platform::Hulu),    // two namesakes: a new title
            movie("Solo Work", 1975, Platform::DisneyPlus), // 4 years off: a new title
        ],
        ..Default::default()
    };
    let Merged { titles, stats, .. } = merge(&s);
    let platforms = |key: &str| platforms_of(&titles, key);
    assert_eq!(
        platforms("tm1"),
        Some(vec![Platform::Netflix, Platform::Hulu])
    );
    assert_eq!(
        platforms("tm2"),
        Some(vec![Platform::Netflix, Platform::Hulu])
    );
    assert_eq!(platforms("tm4"), Some(vec![Platform::Max]));
    assert!(platforms("ott:movie:remade:2013").is_some());
    assert!(platforms("ott:movie:solowork:1975").is_some());
    assert_eq!((stats.ott_matched, stats.ott_matched_sole_title), (2, 2));
    assert_eq!(stats.ott_new_titles, 2);
}

#[test]
fn older_show_rows_dated_by_their_latest_season_join_the_series_then_running() {
    let show = |jw: &str, name: &str, year: u16, seasons: u16| {
        let mut row = titled(jw, name, Some(year), Platform::Max, None);
        row.seasons = Some(seasons);
        row
    };
    let s = Sources {
        streaming: vec![
            show("ts1", "Small Town Football", 2006, 5),
            show("ts2", "Prep School", 2007, 6),
            show("ts3", "Prep School", 2021, 2),
            show("ts4", "Short Run", 2010, 1),
        ],
        ott: vec![
            ott("Small Town Football", Kind::Show, 2010, Platform::Netflix),
            ott("Prep School", Kind::Show, 2012, Platform::Netflix),
            // Ten years after a one-season show started: another show of that name.
            ott("Short Run", Kind::Show, 2020, Platform::Netflix),
            // Dated before the series started: not this series.
            ott("Small Town Football", Kind::Show, 2001, Platform::Hulu),
        ],
        ..Default::default()
    };
    let Merged { titles, stats, .. } = merge(&s);
    let platforms = |key: &str| platforms_of(&titles, key);
    assert_eq!(
        platforms("ts1"),
        Some(vec![Platform::Netflix, Platform::Max])
    );
    assert_eq!(
        platforms("ts2"),
        Some(vec![Platform::Netflix, Platform::Max]),
        "the 2012 row is the 2007 series, not the 2021 one"
    );
    assert_eq!(platforms("ts3"), Some(vec![Platform::Max]));
    assert_eq!(platforms("ts4"), Some(vec![Platform::Max]));
    assert!(platforms("ott:show:shortrun:2020").is_some());
    assert!(platforms("ott:show:smalltownfootball:2001").is_some());
    assert_eq!(stats.ott_matched_running_show, 2);
}

#[test]
fn a_revived_series_listed_years_past_its_run_joins_it_when_someone_is_billed_in_both() {
    // Five seasons from 2003, listed again in 2019 (a revival): past a year per season, so
    // only the shared cast says it is the same show. A one-season show listed ten years on
    // by someone else's cast stays apart.
    let mut revived = titled("ts1", "Family Business", Some(2003), Platform::Hulu, None);
    revived.seasons = Some(5);
    let mut short = titled("ts2", "Short Run", Some(2010), Platform::Max, None);
    short.seasons = Some(1);
    let actor = |jw: &str, name: &str| CreditRow {
        jw_id: jw.into(),
        name: name.into(),
        role: Role::Actor,
    };
    let mut listing = ott("Family Business", Kind::Show, 2019, Platform::Netflix);
    listing.cast = vec!["Jason Bateman".into(), "Portia de Rossi".into()];
    let s = Sources {
        streaming: vec![revived, short],
        credits: vec![actor("ts1", "Jason Bateman"), actor("ts2", "Someone Else")],
        ott: vec![
            listing,
            ott("Short Run", Kind::Show, 2020, Platform::Netflix),
        ],
        ..Default::default()
    };
    let Merged { titles, stats, .. } = merge(&s);
    assert_eq!(
        platforms_of(&titles, "ts1"),
        Some(vec![Platform::Netflix, Platform::Hulu])
    );
    assert_eq!(platforms_of(&titles, "ts2"), Some(vec![Platform::Max]));
    assert!(platforms_of(&titles, "ott:show:shortrun:2020").is_some());
    assert_eq!(stats.ott_matched_running_show, 1);
}

#[test]
fn a_later_listing_from_another_country_with_nobody_in_common_is_another_show() {
    // A nine-season American series without credits in the main source; years later a
    // one-season Korean remake of the same name, then, a year after the remake, the series'
    // own latest-season listing (Netflix's file is read before Prime Video's).
    let mut series = titled("ts1", "Law Firm", Some(2011), Platform::Max, None);
    series.seasons = Some(9);
    let mut remake = ott("Law Firm", Kind::Show, 2018, Platform::Netflix);
    remake.countries = vec!["South Korea".into()];
    remake.cast = vec!["Jang Dong-gun".into()];
    remake.seasons = Some(1);
    let mut original = ott("Law Firm", Kind::Show, 2019, Platform::Hulu);
    original.cast = vec!["Gabriel Macht".into()];
    original.seasons = Some(9);
    // A co-production the sources place in different countries, two years apart, stays one.
    let coproduction = titled("ts2", "Ninja Hello", Some(2019), Platform::Max, None);
    let mut listing = ott("Ninja Hello", Kind::Show, 2021, Platform::Netflix);
    listing.countries = vec!["Canada".into()];
    let s = Sources {
        streaming: vec![series, coproduction],
        ott: vec![remake, original, listing],
        ..Default::default()
    };
    let Merged { titles, .. } = merge(&s);
    let platforms = |key: &str| platforms_of(&titles, key);
    assert_eq!(
        platforms("ts1"),
        Some(vec![Platform::Max, Platform::Hulu]),
        "the series' own listing joins it"
    );
    assert_eq!(
        platforms("ott:show:lawfirm:2018"),
        Some(vec![Platform::Netflix]),
        "the remake is a show of its own"
    );
    let series = titles
        .iter()
        .find(|t| t.key == "ts1")
        .map(|t| t.cast.clone());
    assert_eq!(series, Some(vec!["Gabriel Macht".to_string()]));
    assert_eq!(
        platforms("ts2"),
        Some(vec![Platform::Netflix, Platform::Max])
    );
}

#[test]
fn a_show_two_older_lists_date_by_different_seasons_is_one_record() {
    let s = Sources {
        ott: vec![
            // Netflix's list dates a show by its latest season, Hulu's by its first.
            show("Cannibal chef", 2015, 3, Platform::Netflix),
            show("Cannibal Chef", 2013, 3, Platform::Hulu),
            show("Bone Lab", 2017, 12, Platform::PrimeVideo),
            show("Bone Lab", 2005, 12, Platform::Hulu),
            // One season listed in 2017 began in 2016: not the four seasons begun in 2011.
            show("Payback", 2011, 4, Platform::Hulu),
            show("Payback", 2017, 1, Platform::Netflix),
            // Decades apart: a remake.
            show("Space Family", 1965, 3, Platform::Hulu),
            show("Space Family", 2018, 3, Platform::Netflix),
        ],
        ..Default::default()
    };
    let Merged { titles, stats, .. } = merge(&s);
    let records = |name: &str| -> Vec<(Option<u16>, Option<u16>, Vec<Platform>)> {
        titles
            .iter()
            .filter(|t| t.title == name)
            .map(|t| (t.year, t.seasons, t.platforms.clone()))
            .collect()
    };
    // Named as its first-season listing spells it.
    assert!(records("Cannibal chef").is_empty());
    assert_eq!(
        records("Cannibal Chef"),
        [(Some(2013), Some(3), vec![Platform::Netflix, Platform::Hulu])]
    );
    assert_eq!(
        records("Bone Lab"),
        [(
            Some(2005),
            Some(12),
            vec![Platform::PrimeVideo, Platform::Hulu]
        )]
    );
    assert_eq!(records("Payback").len(), 2);
    assert_eq!(records("Space Family").len(), 2);
    assert_eq!(stats.ott_matched_older_list_show, 2);
}

#[test]
fn a_show_dated_only_by_a_latest_season_list_says_so() {
    let s = Sources {
        ott: vec![
            show("Paper Office", 2012, 9, Platform::Netflix),
            // One season: its one year is its first.
            show("One Summer", 2019, 1, Platform::Netflix),
            // Hulu's list dates by the first season, whichever list came first.
            show("Bone Lab", 2017, 12, Platform::PrimeVideo),
            show("Bone Lab", 2005, 12, Platform::Hulu),
            show("Night Shift", 2014, 5, Platform::Hulu),
            show("Night Shift", 2018, 5, Platform::Netflix),
            show("Town Council", 2015, 3, Platform::Netflix),
        ],
        availability: vec![AvailabilityRow {
            title: "Town Council".into(),
            kind: Kind::Show,
            year: Some(2009),
            platforms: vec![Platform::PrimeVideo],
            imdb_score: None,
            list_score: None,
        }],
        ..Default::default()
    };
    let Merged { titles, .. } = merge(&s);
    let latest: Vec<(&str, Option<u16>, bool)> = titles
        .iter()
        .map(|t| (t.title.as_str(), t.year, t.year_is_latest_season))
        .collect();
    for expected in [
        ("Paper Office", Some(2012), true),
        ("One Summer", Some(2019), false),
        ("Bone Lab", Some(2005), false),
        ("Night Shift", Some(2014), false),
        ("Town Council", Some(2009), false),
    ] {
        assert!(latest.contains(&expected), "{expected:?} not in {latest:?}");
    }
}

#[test]
fn an_availability_row_dated_by_a_shows_start_finds_the_show_the_older_lists_date_later() {
    let availability = |year: u16, score: f32| AvailabilityRow {
        title: "Town Council".into(),
        kind: Kind::Show,
        year: Some(year),
        platforms: vec![Platform::PrimeVideo],
        imdb_score: Some(score),
        list_score: None,
    };
    let s = Sources {
        // Three seasons, listed by the last one's year.
        ott: vec![ott("Town Council", Kind::Show, 2015, Platform::Hulu)],
        availability: vec![
            availability(2009, 8.6), // 2009-2015 fits three seasons and breaks: joins
            availability(2017, 5.0), // starts after the last season: another show
        ],
        ..Default::default()
    };
    let Merged { titles, stats, .. } = merge(&s);
    assert_eq!(titles.len(), 1);
    assert_eq!(titles[0].imdb_score, Some(8.6));
    assert_eq!(titles[0].year, Some(2009), "dated by its first season");
    assert_eq!(
        titles[0].platforms,
        vec![Platform::PrimeVideo, Platform::Hulu]
    );
    assert_eq!(
        (stats.availability_matched, stats.availability_unmatched),
        (1, 1)
    );
}

#[test]
fn older_rows_join_without_a_brand_prefix() {
    let s = Sources {
        streaming: vec![titled(
            "tm1",
            "Life of Brian",
            Some(1979),
            Platform::Netflix,
            Some("tt1"),
        )],
        ott: vec![movie("Monty Python's Life of Brian", 1979, Platform::Hulu)],
        ..Default::default()
    };
    let Merged { titles, stats, .. } = merge(&s);
    assert_eq!(titles.len(), 1);
    assert_eq!(titles[0].platforms, vec![Platform::Netflix, Platform::Hulu]);
    assert_eq!(stats.ott_matched_without_brand, 1);
}

#[test]
fn namesakes_of_one_year_become_one_title_whatever_the_input_order() {
    let mut short = titled("tm5", "Wind", Some(2019), Platform::DisneyPlus, None);
    short.runtime = Some(8);
    short.imdb_votes = None;
    let mut streaming = vec![
        titled(
            "tm1",
            "Twice Listed",
            Some(2021),
            Platform::Netflix,
            Some("tt1"),
        ),
        titled("tm2", "Twice Listed", Some(2021), Platform::Max, None),
        titled(
            "tm3",
            "Cinderella",
            Some(2021),
            Platform::PrimeVideo,
            Some("tt3"),
        ),
        titled("tm4", "Cinderella", Some(2021), Platform::Hulu, Some("tt4")),
        titled(
            "tm6",
            "The Wind",
            Some(2019),
            Platform::Netflix,
            Some("tt6"),
        ),
        short,
    ];
    streaming[1].imdb_votes = None;
    streaming[3].imdb_votes = Some(10);
    let forward = Sources {
        streaming: streaming.clone(),
        ..Default::default()
    };
    streaming.reverse();
    let backward = Sources {
        streaming,
        ..Default::default()
    };
    let Merged { titles, stats, .. } = merge(&forward);
    assert_eq!(
        merge(&backward).titles,
        titles,
        "input order does not change the result"
    );
    let keys: Vec<&str> = titles.iter().map(|t| t.key.as_str()).collect();
    assert_eq!(keys, ["tm1", "tm3", "tm6"]);
    assert_eq!(
        titles[0].platforms,
        vec![Platform::Netflix, Platform::Max],
        "folded"
    );
    assert_eq!(
        titles[1].platforms,
        vec![Platform::PrimeVideo],
        "another work: dropped"
    );
    assert_eq!(
        titles[2].platforms,
        vec![Platform::Netflix],
        "a short is not the feature"
    );
    assert_eq!(
        (stats.same_name_year_folded, stats.same_name_year_dropped),
        (1, 2)
    );
}

#[test]
fn availability_rows_no_title_matches_are_kept_as_listed_only() {
    let row = |title: &str, year: u16, platform: Platform| AvailabilityRow {
        title: title.into(),
        kind: Kind::Movie,
        year: Some(year),
        platforms: vec![platform],
        imdb_score: Some(8.8),
        list_score: Some(79),
    };
    let s = Sources {
        streaming: vec![streaming("tm1", "Heat", 1995, Platform::Max, None)],
        availability: vec![
            row("Heat", 1995, Platform::Hulu),
            row("Fight Club", 1999, Platform::PrimeVideo),
            // The same work in the other platform's rows: one entry, both platforms.
            row("Fight club", 1999, Platform::Hulu),
            row("Fight Club", 2004, Platform::Netflix),
        ],
        ..Default::default()
    };
    let Merged {
        titles,
        listed_only,
        stats,
    } = merge(&s);
    assert_eq!(titles.len(), 1, "a listed-only work is no title");
    assert_eq!(titles[0].platforms, vec![Platform::Max, Platform::Hulu]);
    assert_eq!(stats.availability_unmatched, 3);
    let listed: Vec<(&str, Option<u16>, &[Platform])> = listed_only
        .iter()
        .map(|l| (l.title.as_str(), l.year, l.platforms.as_slice()))
        .collect();
    assert_eq!(
        listed,
        [
            (
                "Fight Club",
                Some(1999),
                &[Platform::PrimeVideo, Platform::Hulu][..]
            ),
            ("Fight Club", Some(2004), &[Platform::Netflix][..]),
        ]
    );
}
