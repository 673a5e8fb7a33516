//! Couples: picks with evidence from both people, and the title that bridges two tastes.

use std::collections::HashSet;
use std::sync::Arc;

use crate::common::id_of;
use crate::fixtures::{engine_of, mix, push_story, push_title, PremiseStories};

use super::*;

#[test]
fn couples_picks_suit_both_people() {
    let e = engine();
    let mut req = Request::new(
        Mode::Couples {
            person1: s(&["Breaking Bad"]),
            person2: s(&["The Office"]),
        },
        Kind::Show,
    );
    req.limit = 10;
    let recs = e.recommend(&req).unwrap();
    let pos = |name: &str| {
        recs.picks
            .iter()
            .position(|p| p.id == id_of(e.catalog(), name))
    };
    let both = pos("Brooklyn Nine-Nine").expect("the crime comedy suits both");
    assert_eq!(both, 0, "the title close to both must lead");
    for only_one in ["Ozark", "Narcos", "Parks and Recreation", "Schitt's Creek"] {
        if let Some(p) = pos(only_one) {
            assert!(p > both, "{only_one} suits one person only");
        }
    }
    let first = &recs.picks[0].explanation;
    assert!(
        first.contains("For you") && first.contains("for your partner"),
        "{first}"
    );
    assert!(
        first.contains("Breaking Bad") && first.contains("The Office"),
        "{first}"
    );
}

/// The synthetic catalog with one crime drama made a huge hit and the crime comedy made obscure:
/// the shape of the failure where popular titles won couples mode whatever the partner liked.
fn engine_with_a_crime_hit() -> Engine {
    let base = common::build();
    let mut titles = base.titles.clone();
    for t in &mut titles {
        if t.title == "True Detective" {
            (t.imdb_votes, t.imdb_score, t.tmdb_popularity) =
                (Some(3_000_000), Some(9.6), Some(900.0));
        }
        if t.title == "Brooklyn Nine-Nine" {
            (t.imdb_votes, t.imdb_score, t.tmdb_popularity) = (Some(20_000), Some(7.4), Some(2.0));
        }
    }
    engine_of(titles, base.embeddings.clone())
}

#[test]
fn couples_prefer_a_modest_title_both_like_over_a_hit_one_person_likes() {
    let e = engine_with_a_crime_hit();
    let c = e.catalog();
    let (person1, person2) = (
        ["Breaking Bad", "Ozark", "Narcos"],
        ["The Office", "Parks and Recreation"],
    );
    let union = |list: &[&str]| -> HashSet<String> {
        list.iter()
            .flat_map(|n| c.titles[id_of(c, n) as usize].genres.clone())
            .collect()
    };
    let (g1, g2) = (union(&person1), union(&person2));
    let shares =
        |id: u32, g: &HashSet<String>| c.titles[id as usize].genres.iter().any(|x| g.contains(x));
    let qualifying = c
        .titles
        .iter()
        .filter(|t| {
            t.kind == Kind::Show
                && !t.platforms.is_empty()
                && shares(t.id, &g1)
                && shares(t.id, &g2)
        })
        .count();
    assert!(
        qualifying >= 2,
        "the fixture needs titles for both, found {qualifying}"
    );

    let mut req = Request::new(
        Mode::Couples {
            person1: s(&person1),
            person2: s(&person2),
        },
        Kind::Show,
    );
    req.limit = 10;
    let recs = e.recommend(&req).unwrap();
    assert_eq!(
        recs.picks.len(),
        10,
        "too few titles suit both: the rest of the list is filled, not cut"
    );
    let pos = |name: &str| recs.picks.iter().position(|p| p.id == id_of(c, name));
    assert_eq!(
        pos("Brooklyn Nine-Nine"),
        Some(0),
        "the obscure crime comedy suits both and must lead"
    );
    let hit =
        pos("True Detective").expect("the hit still appears once the titles for both run out");
    assert!(
        hit >= qualifying,
        "True Detective offers the comedy fan nothing but ranks {hit}"
    );
    for (rank, pick) in recs.picks.iter().enumerate().take(qualifying) {
        let name = &c.titles[pick.id as usize].title;
        assert!(
            shares(pick.id, &g1) && shares(pick.id, &g2),
            "pick {rank} {name} lacks evidence for one person"
        );
        // The explanation names what each person gets: a genre both titles carry.
        let text = &pick.explanation;
        let (mine, theirs) = text
            .split_once("for your partner")
            .unwrap_or_else(|| panic!("{text}"));
        assert!(
            g1.iter().any(|g| mine.contains(g.as_str())),
            "{name}: {text}"
        );
        assert!(
            g2.iter().any(|g| theirs.contains(g.as_str())),
            "{name}: {text}"
        );
    }
}

/// The synthetic catalog plus an obscure horror comedy whose story is close to neither list: what
/// bridges a horror fan and a sitcom fan is the pair of genres, not any single title they typed.
fn engine_with_a_horror_comedy() -> Engine {
    let base = common::build();
    let mut titles = base.titles.clone();
    let mut embeddings = base.embeddings.clone();
    let mut bridge = titles[id_of(&base, "Schitt's Creek") as usize].clone();
    bridge.title = "Ghost Sitters".into();
    bridge.genres = vec!["comedy".into(), "horror".into()];
    bridge.description =
        "Two hapless roommates share a flat with the ghosts of its tenants.".into();
    (bridge.imdb_votes, bridge.imdb_score, bridge.tmdb_popularity) =
        (Some(3_000), Some(6.8), Some(0.3));
    let topics = [(common::COMEDY, 0.3), (common::HORROR, 0.3), (15, 0.9)];
    push_title(&mut titles, &mut embeddings, bridge, &topics);
    engine_of(titles, embeddings)
}

#[test]
fn couples_find_the_title_that_bridges_two_tastes() {
    let e = engine_with_a_horror_comedy();
    let mut req = Request::new(
        Mode::Couples {
            person1: s(&["Stranger Things"]),
            person2: s(&["The Office", "Parks and Recreation"]),
        },
        Kind::Show,
    );
    req.limit = 5;
    let picks = names(&e, &req);
    assert_eq!(
        picks.first().map(String::as_str),
        Some("Ghost Sitters"),
        "the horror comedy serves both; got {picks:?}"
    );
}

#[test]
fn couples_count_a_title_near_one_of_a_persons_tastes_as_evidence_for_them() {
    // The first person likes cartel dramas and small-town science fiction. Ghost Sitters (a horror
    // comedy) is near the second of those and the other person's sitcoms; Cobra Kai (an action
    // comedy-drama) is near none of the first person's titles, only their common "drama". Averaged
    // over the first person's titles Cobra Kai came out ahead; a pick near one title they love is
    // the stronger evidence.
    let e = engine_with_a_horror_comedy();
    let mut req = Request::new(
        Mode::Couples {
            person1: s(&["Narcos", "Stranger Things"]),
            person2: s(&["The Office", "Parks and Recreation"]),
        },
        Kind::Show,
    );
    req.limit = 5;
    let picks = names(&e, &req);
    let pos = |name: &str| picks.iter().position(|p| p == name);
    assert!(
        pos("Ghost Sitters").is_some_and(|g| pos("Cobra Kai").is_none_or(|c| g < c)),
        "the horror comedy serves both people better than the action comedy; got {picks:?}"
    );
}

#[test]
fn couples_ask_a_bridge_for_the_premise_all_of_one_persons_titles_share() {
    // One person typed two courtroom films (both lean to the first premise, lawyers in court),
    // the other two comedies. An obscure courtroom comedy carries what the first person is after;
    // a famous crime comedy shares their genres and a little of their stories but no premise.
    // Every title one person typed agreeing on a premise makes it that person's point, so the
    // courtroom comedy leads; weighed as any shared premise, the famous title's prior wins.
    let stories = PremiseStories::new();
    let premise = &stories.premise;
    let (comedy, first, second) = (
        stories.axis(common::COMEDY),
        stories.axis(300),
        stories.axis(301),
    );
    let base = common::build();
    let mut titles = base.titles.clone();
    let mut embeddings = base.embeddings.clone();
    let template = titles[id_of(&base, "Heat") as usize].clone();
    let films = [
        (
            "Objection",
            "An attorney defends a client.",
            &["crime", "drama"][..],
            mix(&[(premise, 1.0), (&first, 1.0)]),
            500_000,
        ),
        (
            "Second Chair",
            "A lawyer argues an appeal.",
            &["crime", "drama"][..],
            mix(&[(premise, 1.0), (&second, 1.0)]),
            500_000,
        ),
        (
            "Court Jesters",
            "A bumbling judge loses control of the jury.",
            &["comedy", "crime"][..],
            mix(&[(premise, 0.7), (&comedy, 1.0)]),
            5_000,
        ),
        (
            "Big Score",
            "Rival crooks race to rob a casino.",
            &["comedy", "crime"][..],
            mix(&[(&comedy, 1.0), (&first, 0.8), (&second, 0.8)]),
            900_000,
        ),
    ];
    for (name, description, genres, vector, votes) in films {
        let at = push_story(
            &mut titles,
            &mut embeddings,
            &template,
            (name, description, vector),
        );
        let t = &mut titles[at];
        t.genres = genres.iter().map(|g| g.to_string()).collect();
        t.directors = Vec::new();
        (t.imdb_votes, t.imdb_score) = (Some(votes), Some(7.5));
    }
    let catalog = Arc::new(catalog::Catalog::new(titles, embeddings));
    let order = |tuning: engine::Tuning| {
        let e = Engine::with_tuning(Arc::clone(&catalog), None, tuning);
        let mut req = Request::new(
            Mode::Couples {
                person1: s(&["Objection", "Second Chair"]),
                person2: s(&["Superbad", "Crazy, Stupid, Love."]),
            },
            Kind::Movie,
        );
        req.limit = 10;
        let picks = names(&e, &req);
        let pos = |name: &str| picks.iter().position(|p| p == name);
        (pos("Court Jesters"), pos("Big Score"), picks)
    };
    let (courtroom, famous, picks) = order(engine::Tuning::default());
    assert!(
        courtroom.is_some_and(|c| famous.is_none_or(|f| c < f)),
        "the courtroom comedy bridges both people; got {picks:?}"
    );
    let plain = engine::Tuning::default();
    let (courtroom, famous, picks) = order(engine::Tuning {
        couple_focus_premise: plain.premise,
        ..plain
    });
    assert!(
        famous.is_some_and(|f| courtroom.is_none_or(|c| f < c)),
        "weighed as any shared premise, the famous crime comedy leads; got {picks:?}"
    );
}

/// The synthetic catalog plus two science-fiction family shows: a famous live-action one and an
/// obscure animated one, both sharing genres with a sci-fi fan's and a cartoon fan's titles.
fn engine_with_animated_and_live_action_sci_fi() -> Engine {
    let base = common::build();
    let mut titles = base.titles.clone();
    let mut embeddings = base.embeddings.clone();
    for (name, genres, votes) in [
        ("Galaxy Family", &["scifi", "family"][..], 900_000),
        ("Star Cadets", &["animation", "scifi", "family"][..], 2_000),
    ] {
        let mut t = titles[id_of(&base, "Stranger Things") as usize].clone();
        t.title = name.into();
        t.genres = genres.iter().map(|g| g.to_string()).collect();
        t.maturity = Some("TV-PG".into());
        t.cast = Vec::new();
        t.description = "A crew of young explorers pilots a ship between the stars.".into();
        (t.imdb_votes, t.imdb_score) = (Some(votes), Some(8.0));
        let topics = [(common::SCIFI, 0.6), (common::FAMILY, 0.6)];
        push_title(&mut titles, &mut embeddings, t, &topics);
    }
    engine_of(titles, embeddings)
}

#[test]
fn couples_give_a_cartoon_fan_an_animated_pick() {
    let e = engine_with_animated_and_live_action_sci_fi();
    let mut req = Request::new(
        Mode::Couples {
            person1: s(&["Stranger Things"]),
            person2: s(&["Bluey"]),
        },
        Kind::Show,
    );
    req.limit = 5;
    let picks = names(&e, &req);
    let rank = |name: &str| picks.iter().position(|p| p == name);
    assert_eq!(
        rank("Star Cadets"),
        Some(0),
        "the animated sci-fi show serves both; got {picks:?}"
    );
    assert!(
        rank("Galaxy Family").is_none_or(|r| r > 0),
        "the live-action hit gives the cartoon fan no cartoon: {picks:?}"
    );
}

#[test]
fn couples_with_one_unknown_partner_score_for_the_other_alone() {
    let e = engine_with_a_crime_hit();
    let mut couple = Request::new(
        Mode::Couples {
            person1: s(&["Breaking Bad"]),
            person2: s(&["Zzqx Qqzz Vvxq"]),
        },
        Kind::Show,
    );
    couple.limit = 10;
    let mut solo = cross(&["Breaking Bad"], &[], Kind::Show);
    solo.limit = 10;
    let ids = |req: &Request| -> Vec<u32> {
        e.recommend(req)
            .unwrap()
            .picks
            .iter()
            .map(|p| p.id)
            .collect()
    };
    assert_eq!(ids(&couple), ids(&solo));
}

#[test]
fn couples_skip_unevidenced_titles_only_when_the_picks_cannot_change() {
    // Both people like crime, drama, thriller or sci-fi: most of the catalog is evidence for both,
    // the comedies, family titles and documentaries are not.
    let person1 = s(&["Breaking Bad", "Stranger Things"]);
    let person2 = s(&["Dark", "Black Mirror"]);
    let catalog = arc();
    let both: HashSet<&str> = ["crime", "drama", "thriller", "scifi"].into();
    for kind in [Kind::Show, Kind::Movie] {
        let evidenced = catalog
            .titles
            .iter()
            .filter(|t| t.kind == kind && t.genres.iter().any(|g| both.contains(g.as_str())))
            .count();
        assert!(
            evidenced > 20,
            "the fixture needs many titles for both: {evidenced}"
        );
        let scored = |enough: f32| {
            let tuning = engine::Tuning {
                couple_evidence_enough: enough,
                ..engine::Tuning::default()
            };
            let e = Engine::with_tuning(Arc::clone(&catalog), None, tuning);
            let mut req = Request::new(
                Mode::Couples {
                    person1: person1.clone(),
                    person2: person2.clone(),
                },
                kind,
            );
            req.limit = 4;
            let recs = e.recommend(&req).unwrap();
            recs.picks
                .iter()
                .map(|p| (p.id, p.score.to_bits()))
                .collect::<Vec<_>>()
        };
        let everything = scored(1e9);
        assert_eq!(everything.len(), 4);
        // 20 titles with evidence leave room for the 4 picks, the selection's pool of 12 and
        // the typed titles' namesakes: skipping the rest gives the very same picks and scores.
        assert_eq!(scored(20.0), everything, "{kind:?}");
    }
}
