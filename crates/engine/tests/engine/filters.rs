//! What a request rules out: the maturity ceiling, platforms, dislikes and saved titles, and
//! anything above a children's list's audience.

use catalog::Platform;
use engine::maturity_rank;

use super::*;

#[test]
fn maturity_ceiling_holds_and_excludes_unknown_ratings() {
    let e = engine();
    let mut req = cross(&["Breaking Bad"], &[], Kind::Show);
    req.limit = 50;
    req.max_maturity = Some("TV-14".into());
    let recs = e.recommend(&req).unwrap();
    assert!(!recs.picks.is_empty());
    let ceiling = maturity_rank("TV-14").unwrap();
    for p in &recs.picks {
        let t = &e.catalog().titles[p.id as usize];
        let rank = t.maturity.as_deref().and_then(maturity_rank);
        assert!(
            rank.is_some_and(|r| r <= ceiling),
            "{} is {:?}",
            t.title,
            t.maturity
        );
    }
}

#[test]
fn platform_filter_holds() {
    let e = engine();
    let mut req = cross(&["Breaking Bad"], &["Heat"], Kind::Show);
    req.limit = 50;
    req.platforms = vec![Platform::Hulu, Platform::Max];
    let recs = e.recommend(&req).unwrap();
    assert!(!recs.picks.is_empty());
    for p in &recs.picks {
        let t = &e.catalog().titles[p.id as usize];
        assert!(
            t.platforms
                .iter()
                .any(|x| *x == Platform::Hulu || *x == Platform::Max),
            "{}",
            t.title
        );
    }
}

#[test]
fn dislikes_and_excluded_favourites_never_come_back() {
    let e = engine();
    let mut req = cross(&["Breaking Bad"], &[], Kind::Show);
    let before = names(&e, &req);
    assert!(before.contains(&"Ozark".to_string()) && before.contains(&"Narcos".to_string()));
    req.dislikes = s(&["ozark"]);
    req.favorites = s(&["Narcos"]);
    let got = names(&e, &req);
    assert!(!got.contains(&"Ozark".to_string()));
    assert!(
        got.contains(&"Narcos".to_string()),
        "favourites stay unless excluded"
    );
    req.exclude_favorites = true;
    let got = names(&e, &req);
    assert!(!got.contains(&"Narcos".to_string()) && !got.contains(&"Ozark".to_string()));
}

#[test]
fn a_childrens_list_gets_no_teen_adult_or_unrated_pick() {
    let e = engine();
    let family = engine::maturity_rank("TV-PG").unwrap();
    let rank_of = |id: u32| {
        e.catalog().titles[id as usize]
            .maturity
            .as_deref()
            .and_then(engine::maturity_rank)
    };
    for target in [Kind::Show, Kind::Movie] {
        let adult = e
            .catalog()
            .titles
            .iter()
            .filter(|t| {
                t.kind == target
                    && t.maturity
                        .as_deref()
                        .and_then(engine::maturity_rank)
                        .is_none_or(|r| r > family)
            })
            .count();
        assert!(
            adult > 0,
            "the fixture needs {target:?} titles a child should not get"
        );
        let typed = |tv: &[&str]| Mode::CrossMedia {
            tv: s(tv),
            movies: vec![],
        };
        // In couples each person's list counts: a Breaking Bad fan watching with a Bluey fan.
        let couple = Mode::Couples {
            person1: s(&["Breaking Bad"]),
            person2: s(&["Bluey"]),
        };
        for mode in [typed(&["Bluey"]), typed(&["Bluey", "Toy Story"]), couple] {
            let mut req = Request::new(mode, target);
            req.limit = 10;
            let picks = e.recommend(&req).unwrap().picks;
            assert!(!picks.is_empty(), "{:?}", req.mode);
            for p in picks {
                let name = &e.catalog().titles[p.id as usize].title;
                assert!(
                    rank_of(p.id).is_some_and(|r| r <= family),
                    "{name} offered for {:?}",
                    req.mode
                );
            }
        }
    }
    // A list that is not all children's keeps the whole range.
    let mut req = Request::new(
        Mode::CrossMedia {
            tv: s(&["Bluey", "Breaking Bad"]),
            movies: vec![],
        },
        Kind::Show,
    );
    req.limit = 10;
    let picks = e.recommend(&req).unwrap().picks;
    assert!(picks
        .iter()
        .any(|p| rank_of(p.id).is_none_or(|r| r > family)));
}
