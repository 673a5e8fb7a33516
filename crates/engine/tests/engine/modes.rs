//! What every mode promises: inputs never come back, "more" never repeats, every pick is complete,
//! bad input is an error, saved titles are the taste when nothing is typed.

use std::collections::HashSet;

use engine::{titles_match, EngineError, Mood, TitleKey};

use crate::common::id_of;

use super::*;

#[test]
fn no_input_title_ever_comes_back() {
    let e = engine();
    for target in [Kind::Show, Kind::Movie] {
        let mut req = cross(&["Breaking Bad", "Ozark"], &["Heat", "Inception"], target);
        req.limit = 50;
        let recs = e.recommend(&req).unwrap();
        assert!(!recs.picks.is_empty());
        let inputs: HashSet<u32> = recs.resolved.iter().map(|r| r.id).collect();
        assert_eq!(inputs.len(), 4);
        for p in &recs.picks {
            assert!(!inputs.contains(&p.id), "input {} came back", p.id);
        }
    }
}

#[test]
fn titles_matching_inputs_by_the_spec_rules_do_not_come_back() {
    let e = engine();
    let mut req = cross(&["Breaking Bad"], &[], Kind::Movie);
    req.limit = 50;
    assert!(
        !names(&e, &req).iter().any(|n| n.contains("Breaking Bad")),
        "El Camino must be filtered"
    );
    let mut req = cross(&["the office"], &[], Kind::Show);
    req.limit = 50;
    let got = names(&e, &req);
    assert!(!got.iter().any(|n| n.contains("Office")), "{got:?}");
    // The same engine still recommends El Camino when nothing matches it.
    let mut req = cross(&["Ozark"], &[], Kind::Movie);
    req.limit = 50;
    assert!(names(&e, &req).iter().any(|n| n.starts_with("El Camino")));
}

#[test]
fn more_never_repeats_across_pages_until_exhausted() {
    let e = engine();
    let catalog = e.catalog();
    let eligible = catalog
        .titles
        .iter()
        .filter(|t| t.kind == Kind::Show && !t.platforms.is_empty())
        .filter(|t| !titles_match(&TitleKey::new(&t.title), &TitleKey::new("Breaking Bad")))
        .count();
    let mut shown: Vec<String> = Vec::new();
    let mut seen = HashSet::new();
    for _page in 0..100 {
        let mut req = cross(&["Breaking Bad"], &[], Kind::Show);
        req.limit = 7;
        req.exclude = shown.clone();
        let recs = e.recommend(&req).unwrap();
        if recs.picks.is_empty() {
            break;
        }
        for p in recs.picks {
            assert!(
                seen.insert(p.id),
                "{} repeated",
                catalog.titles[p.id as usize].title
            );
            shown.push(catalog.titles[p.id as usize].title.clone());
        }
    }
    assert_eq!(
        seen.len(),
        eligible,
        "paging must reach every eligible show"
    );
}

#[test]
fn a_mixed_list_keeps_each_taste() {
    let e = engine();
    let req = cross(&["Breaking Bad", "The Office"], &[], Kind::Show);
    let recs = e.recommend(&req).unwrap();
    let genres_of = |id: u32| e.catalog().titles[id as usize].genres.clone();
    let top: Vec<Vec<String>> = recs.picks.iter().take(6).map(|p| genres_of(p.id)).collect();
    assert!(top
        .iter()
        .any(|g| g.contains(&"crime".to_string()) && !g.contains(&"comedy".to_string())));
    assert!(top
        .iter()
        .any(|g| g.contains(&"comedy".to_string()) && !g.contains(&"crime".to_string())));
}

#[test]
fn every_pick_has_the_target_kind_a_platform_and_an_explanation() {
    let e = engine();
    let modes = vec![
        Mode::CrossMedia {
            tv: s(&["Breaking Bad", "Stranger Things"]),
            movies: s(&["Inception"]),
        },
        Mode::Couples {
            person1: s(&["Ozark", "Heat"]),
            person2: s(&["Superbad", "The Office"]),
        },
        Mode::Mood { mood: Mood::Happy },
        Mode::Mood {
            mood: Mood::Intense,
        },
    ];
    for mode in modes {
        for target in [Kind::Show, Kind::Movie] {
            let mut req = Request::new(mode.clone(), target);
            req.limit = 20;
            let recs = e.recommend(&req).unwrap();
            assert!(!recs.picks.is_empty(), "{mode:?} {target:?}");
            let mut ids = HashSet::new();
            for p in &recs.picks {
                let t = &e.catalog().titles[p.id as usize];
                assert_eq!(t.kind, target);
                assert!(!t.platforms.is_empty(), "{} has no platform", t.title);
                assert!(!p.explanation.trim().is_empty());
                assert!(ids.insert(p.id), "duplicate {}", t.title);
                assert!(p.score.is_finite());
            }
        }
    }
    let nowhere = id_of(e.catalog(), "Nowhere Streaming");
    assert!(e
        .similar(id_of(e.catalog(), "Breaking Bad"), None, 50)
        .iter()
        .all(|p| p.id != nowhere));
}

#[test]
fn bad_input_gives_errors_not_panics() {
    let e = engine();
    assert_eq!(
        e.recommend(&cross(&[], &[], Kind::Show)),
        Err(EngineError::NoInput)
    );
    assert_eq!(
        e.recommend(&cross(&["  ", ""], &[" "], Kind::Show)),
        Err(EngineError::NoInput)
    );
    let many: Vec<String> = (0..5000).map(|i| format!("Show {i}")).collect();
    let req = Request::new(
        Mode::CrossMedia {
            tv: many.clone(),
            movies: vec![],
        },
        Kind::Show,
    );
    assert_eq!(
        e.recommend(&req),
        Err(EngineError::TooManyInputs { max: 50 })
    );
    let req = Request::new(
        Mode::Couples {
            person1: many.clone(),
            person2: s(&["Heat"]),
        },
        Kind::Movie,
    );
    assert_eq!(
        e.recommend(&req),
        Err(EngineError::TooManyInputs { max: 50 })
    );
    let huge = "x".repeat(1 << 20);
    assert!(matches!(
        e.recommend(&cross(&[&huge], &[], Kind::Show)),
        Err(EngineError::TitleTooLong { .. })
    ));
    let mut req = cross(&["Breaking Bad"], &[], Kind::Show);
    req.exclude = vec![huge.clone()];
    assert!(matches!(
        e.recommend(&req),
        Err(EngineError::TitleTooLong { .. })
    ));
    // Control characters become spaces, as in the server (engine::title_list is the one rule).
    let clean = e.recommend(&cross(&["Breaking Bad"], &[], Kind::Show));
    assert!(clean.is_ok());
    assert_eq!(
        e.recommend(&cross(&["Breaking\u{0}Bad"], &[], Kind::Show)),
        clean
    );
    assert_eq!(
        e.recommend(&cross(&["Breaking\nBad"], &[], Kind::Show)),
        clean
    );
    let mut req = cross(&["Breaking Bad"], &[], Kind::Show);
    req.max_maturity = Some("XXX".into());
    assert!(matches!(
        e.recommend(&req),
        Err(EngineError::InvalidMaturity(_))
    ));
    let req = Request::new(
        Mode::Couples {
            person1: s(&["Heat"]),
            person2: s(&[" "]),
        },
        Kind::Movie,
    );
    assert_eq!(e.recommend(&req), Err(EngineError::CouplesNeedBoth));
    match e.recommend(&cross(&["Zzqx Nonexistent Qqq"], &[], Kind::Show)) {
        Err(EngineError::NothingResolved { unresolved }) => {
            assert_eq!(unresolved, vec!["Zzqx Nonexistent Qqq"])
        }
        other => panic!("{other:?}"),
    }
    let mut req = cross(&["Breaking Bad"], &[], Kind::Show);
    req.exclude = (0..30_001).map(|i| format!("t{i}")).collect();
    assert!(matches!(
        e.recommend(&req),
        Err(EngineError::TooManyExcluded { .. })
    ));
    // Unicode and odd punctuation are fine.
    assert!(e
        .recommend(&cross(&["Amélie ☕", "Breaking Bad!!!"], &[], Kind::Show))
        .is_ok());
    // Every error reads as a sentence.
    assert!(EngineError::TooManyInputs { max: 50 }
        .to_string()
        .contains("50"));
}

#[test]
fn unknown_inputs_are_reported_and_limit_is_capped() {
    let e = engine();
    let mut req = cross(&["Breaking Bad", "Zzqx Nonexistent Qqq"], &[], Kind::Movie);
    req.limit = 10_000;
    let recs = e.recommend(&req).unwrap();
    assert_eq!(recs.unresolved, vec!["Zzqx Nonexistent Qqq"]);
    assert_eq!(recs.resolved.len(), 1);
    assert!(recs.picks.len() <= engine::MAX_LIMIT);
}

#[test]
fn saved_titles_are_the_taste_when_nothing_is_typed_and_never_come_back() {
    let e = engine();
    let empty = cross(&[], &[], Kind::Show);
    assert!(matches!(e.recommend(&empty), Err(EngineError::NoInput)));

    let mut from_saved = empty.clone();
    from_saved.saved = s(&["Breaking Bad", "No Such Title Anywhere"]);
    from_saved.limit = 50;
    let got = names(&e, &from_saved);
    let typed = names(&e, &cross(&["Breaking Bad"], &[], Kind::Show));
    assert_eq!(
        got[..3],
        typed[..3],
        "a saved title alone speaks like the same title typed"
    );
    assert!(!got.contains(&"Breaking Bad".to_string()));
    let recs = e.recommend(&from_saved).unwrap();
    assert!(
        recs.resolved.is_empty() && recs.unresolved.is_empty(),
        "saved titles are not reported as typed ones"
    );
}

#[test]
fn typed_titles_lead_and_saved_ones_are_never_picked_back() {
    let e = engine();
    let mut req = cross(&["Bluey"], &[], Kind::Show);
    req.limit = 50;
    let typed_only = names(&e, &req);
    assert!(!typed_only.is_empty());
    req.saved = s(&["Breaking Bad", typed_only[0].as_str()]);
    let with_saved = names(&e, &req);
    assert!(
        !with_saved.contains(&typed_only[0]),
        "a saved title came back"
    );
    assert!(!with_saved.contains(&"Breaking Bad".to_string()));
    let family = engine::maturity_rank("TV-PG").unwrap();
    for p in e.recommend(&req).unwrap().picks {
        let t = &e.catalog().titles[p.id as usize];
        assert!(
            t.maturity
                .as_deref()
                .and_then(engine::maturity_rank)
                .is_some_and(|r| r <= family),
            "typed children's titles keep the family ceiling whatever was saved: {}",
            t.title
        );
    }
}
