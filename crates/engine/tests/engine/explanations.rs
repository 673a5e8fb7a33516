//! Reasons that name only what the two titles share.

use std::collections::HashSet;

use super::*;

#[test]
fn explanations_name_only_cast_that_both_titles_bill() {
    let e = engine();
    let all_cast: HashSet<String> = e
        .catalog()
        .titles
        .iter()
        .flat_map(|t| t.cast.clone())
        .collect();
    let mut named_someone = false;
    for (tv, movies, target) in [
        (&["The Office"][..], &[][..], Kind::Movie),
        (&["Breaking Bad"][..], &[][..], Kind::Movie),
        (&[][..], &["Inception", "Superbad"][..], Kind::Movie),
        (&["Breaking Bad", "The Office"][..], &[][..], Kind::Show),
    ] {
        let mut req = cross(tv, movies, target);
        req.limit = 50;
        let recs = e.recommend(&req).unwrap();
        let inputs: Vec<&catalog::Title> = recs
            .resolved
            .iter()
            .map(|r| &e.catalog().titles[r.id as usize])
            .collect();
        for p in &recs.picks {
            let pick = &e.catalog().titles[p.id as usize];
            for name in all_cast
                .iter()
                .filter(|n| p.explanation.contains(n.as_str()))
            {
                named_someone = true;
                assert!(
                    pick.cast.contains(name),
                    "{name} is not in {}: {}",
                    pick.title,
                    p.explanation
                );
                assert!(
                    inputs.iter().any(|i| i.cast.contains(name)),
                    "{name} is in no input: {}",
                    p.explanation
                );
            }
        }
    }
    assert!(
        named_someone,
        "shared cast (Steve Carell, Aaron Paul) should be named somewhere"
    );
}

#[test]
fn explanations_name_the_closest_input_and_shared_genres() {
    let e = engine();
    let req = cross(&["Breaking Bad", "The Office"], &[], Kind::Show);
    let recs = e.recommend(&req).unwrap();
    for p in &recs.picks {
        let t = &e.catalog().titles[p.id as usize];
        assert!(
            p.explanation.contains("Breaking Bad") || p.explanation.contains("The Office"),
            "{}",
            p.explanation
        );
        if t.title == "Ozark" {
            assert!(p.explanation.contains("Breaking Bad"), "{}", p.explanation);
            assert!(
                p.explanation.contains("crime") || p.explanation.contains("thriller"),
                "{}",
                p.explanation
            );
        }
    }
    let distinct: HashSet<&str> = recs
        .picks
        .iter()
        .map(|p| p.explanation.split(' ').next().unwrap_or(""))
        .collect();
    assert!(distinct.len() > 1, "wording should vary");
}

#[test]
fn explanations_name_only_genres_themes_and_decades_both_titles_have() {
    let e = engine();
    let c = e.catalog();
    let mut themes_named = 0;
    for (tv, target) in [
        (&["Breaking Bad"][..], Kind::Show),
        (&["Breaking Bad", "The Office"][..], Kind::Movie),
        (&["Narcos"][..], Kind::Show),
    ] {
        let mut req = cross(tv, &[], target);
        req.limit = 50;
        let recs = e.recommend(&req).unwrap();
        let inputs: Vec<&catalog::Title> = recs
            .resolved
            .iter()
            .map(|r| &c.titles[r.id as usize])
            .collect();
        for p in &recs.picks {
            let pick = &c.titles[p.id as usize];
            let input = inputs
                .iter()
                .find(|i| p.explanation.contains(&i.title))
                .expect("names an input");
            for g in ["crime", "drama", "thriller", "comedy", "sci-fi", "romance"] {
                let raw = if g == "sci-fi" { "scifi" } else { g };
                if p.explanation.contains(&format!(" {g} "))
                    || p.explanation.contains(&format!("the {g} of"))
                {
                    assert!(
                        pick.genres.iter().any(|x| x == raw)
                            && input.genres.iter().any(|x| x == raw),
                        "{g}: {}",
                        p.explanation
                    );
                }
            }
            if let Some(rest) = p.explanation.split("descriptions mention \"").nth(1) {
                // A word or a two-word phrase, quoted as both descriptions write it.
                let quoted: String = rest.chars().take_while(|&ch| ch != '"').collect();
                themes_named += 1;
                let words = |text: &str| {
                    text.to_lowercase()
                        .split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                assert!(
                    words(&pick.description).contains(&quoted),
                    "{quoted}: {}",
                    p.explanation
                );
                assert!(
                    words(&input.description).contains(&quoted),
                    "{quoted}: {}",
                    p.explanation
                );
            }
            if let Some(rest) = p.explanation.split("come from the ").nth(1) {
                let decade: u16 = rest[..4].parse().unwrap();
                assert_eq!(pick.year.map(|y| y / 10 * 10), Some(decade));
                assert_eq!(input.year.map(|y| y / 10 * 10), Some(decade));
            }
        }
    }
    assert!(
        themes_named > 0,
        "a shared theme (methamphetamine, cartel) should be named"
    );
}

/// A show the data dates only by its latest season did not "come from" that decade: the reason
/// leaves the decade out for it and names it for the same show dated by its premiere.
#[test]
fn a_decade_is_named_only_from_premiere_years() {
    let bare = |t: &mut catalog::Title| {
        // Nothing else to say, so the decade would be among the first two clauses.
        (t.cast, t.directors, t.description) = (Vec::new(), Vec::new(), String::new());
    };
    let catalog = crate::fixtures::with_copies(
        "Breaking Bad",
        &[
            ("Dated By Its Premiere", &|t| bare(t)),
            ("Dated By Its Latest Season", &|t| {
                bare(t);
                t.year_is_latest_season = true;
            }),
        ],
    );
    let e = Engine::new(catalog.clone(), None);
    let mut req = cross(&["Breaking Bad"], &[], Kind::Show);
    req.limit = 50;
    let recs = e.recommend(&req).unwrap();
    let explanation = |name: &str| {
        let id = common::id_of(&catalog, name);
        recs.picks
            .iter()
            .find(|p| p.id == id)
            .map(|p| p.explanation.clone())
            .unwrap_or_else(|| panic!("{name} is picked"))
    };
    let decade = format!(
        "come from the {}s",
        catalog.titles[common::id_of(&catalog, "Breaking Bad") as usize]
            .year
            .unwrap()
            / 10
            * 10
    );
    assert!(
        explanation("Dated By Its Premiere").contains(&decade),
        "{}",
        explanation("Dated By Its Premiere")
    );
    assert!(
        !explanation("Dated By Its Latest Season").contains("come from the"),
        "{}",
        explanation("Dated By Its Latest Season")
    );
}

/// Crime dramas and reality shows (`fixtures::crime_and_reality`), then two drama stories also
/// tagged "reality" (as the sources tag Homecoming) and one reality show.
fn engine_with_a_mislabelled_drama() -> Engine {
    crate::fixtures::crime_and_reality(&[
        ("Boardroom Dynasty", &["drama", "reality"], 0),
        ("Media Empire", &["drama", "reality"], 0),
        ("Island Dating", &["reality"], 1),
    ])
}

#[test]
fn a_tag_the_story_contradicts_is_never_named() {
    let e = engine_with_a_mislabelled_drama();
    let picks = |typed: &str| {
        let mut req = cross(&[typed], &[], Kind::Show);
        req.limit = 50;
        e.recommend(&req).unwrap().picks
    };
    // Both dramas are tagged "reality" too; their stories say drama.
    let media_empire = common::id_of(e.catalog(), "Media Empire");
    let drama = picks("Boardroom Dynasty")
        .into_iter()
        .find(|p| p.id == media_empire)
        .expect("the other drama tagged reality is picked")
        .explanation;
    assert!(drama.contains("drama series"), "{drama}");
    assert!(!drama.contains("reality"), "{drama}");
    // A tag the story agrees with is still named.
    let reality = &picks("Island Dating")[0].explanation;
    assert!(reality.contains("reality series"), "{reality}");
}

#[test]
fn cards_list_the_genres_the_reasons_may_name() {
    let e = engine_with_a_mislabelled_drama();
    let shown = |name: &str| e.shown_genres(common::id_of(e.catalog(), name));
    // The story says drama: the card does not say "Reality" either.
    assert_eq!(shown("Media Empire"), ["drama"]);
    assert_eq!(shown("Island Dating"), ["reality"]);
    // Without embeddings there is no story to weigh a tag by: every tag is listed, but the
    // region tag is where a title was made, not a genre; alone, it is all the source says.
    let media_empire = common::id_of(e.catalog(), "Media Empire") as usize;
    let island_dating = common::id_of(e.catalog(), "Island Dating") as usize;
    // A second source shelving it with the reality shows outvotes the story.
    let mut titles = e.catalog().titles.clone();
    titles[media_empire].confirmed_genres = vec!["reality".into()];
    let sourced = crate::fixtures::engine_of(titles, e.catalog().embeddings.clone());
    assert_eq!(
        sourced.shown_genres(media_empire as u32),
        ["drama", "reality"]
    );
    let mut titles = e.catalog().titles.clone();
    titles[media_empire].genres.push("european".into());
    titles[island_dating].genres = vec!["european".into()];
    let bare = crate::fixtures::engine_of(titles, Vec::new());
    assert_eq!(bare.shown_genres(media_empire as u32), ["drama", "reality"]);
    assert_eq!(bare.shown_genres(island_dating as u32), ["european"]);
}
