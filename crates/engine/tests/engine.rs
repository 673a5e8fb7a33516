//! Behaviour of every mode and filter on the synthetic catalog of `common`.

mod common;

use std::collections::HashSet;
use std::sync::Arc;

use catalog::{Kind, Platform};
use common::{arc, id_of};
use engine::{
    maturity_rank, titles_match, Engine, EngineError, Mode, Mood, Request, TextEmbedder, TitleKey,
};

fn engine() -> Engine {
    Engine::new(arc(), None)
}

fn s(items: &[&str]) -> Vec<String> {
    items.iter().map(|x| x.to_string()).collect()
}

fn cross(tv: &[&str], movies: &[&str], target: Kind) -> Request {
    Request::new(
        Mode::CrossMedia {
            tv: s(tv),
            movies: s(movies),
        },
        target,
    )
}

fn names(e: &Engine, req: &Request) -> Vec<String> {
    let recs = e.recommend(req).expect("recommendations");
    recs.picks
        .iter()
        .map(|p| e.catalog().titles[p.id as usize].title.clone())
        .collect()
}

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

fn engine_of(titles: Vec<catalog::Title>, embeddings: Vec<f32>) -> Engine {
    Engine::new(
        std::sync::Arc::new(catalog::Catalog::new(titles, embeddings)),
        None,
    )
}

/// Appends `t` as a new title (next id, its own key) with a unit story vector over `topics`.
fn push_title(
    titles: &mut Vec<catalog::Title>,
    embeddings: &mut Vec<f32>,
    mut t: catalog::Title,
    topics: &[(usize, f32)],
) {
    t.id = titles.len() as u32;
    t.key = format!("test:{}", t.id);
    titles.push(t);
    let mut vector = vec![0.0f32; catalog::EMBEDDING_DIM];
    for &(topic, weight) in topics {
        vector[topic] = weight;
    }
    let norm = vector.iter().map(|x| x * x).sum::<f32>().sqrt();
    embeddings.extend(vector.iter().map(|x| x / norm));
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

/// The synthetic catalog plus a 1970s western film and show and two western shows alike in all
/// but their years (one from the 1970s, one recent and a little more widely seen), on a story of
/// their own.
fn engine_with_westerns_of_two_eras() -> Engine {
    let base = common::build();
    let mut titles = base.titles.clone();
    let mut embeddings = base.embeddings.clone();
    let topics = [(21, 1.0)];
    let western = |from: &str, name: &str, year: u16, votes: u32| {
        let mut t = titles[id_of(&base, from) as usize].clone();
        t.title = name.into();
        t.year = Some(year);
        t.genres = vec!["western".into(), "drama".into()];
        t.description = format!("{name}: ranchers and outlaws settle scores on the frontier.");
        t.cast.clear();
        t.directors.clear();
        (t.imdb_votes, t.imdb_score, t.tmdb_popularity) = (Some(votes), Some(7.5), Some(5.0));
        t
    };
    let new = [
        western("Heat", "Dust Riders", 1972, 80_000),
        western("Ozark", "Frontier Law", 1972, 80_000),
        western("Ozark", "Old Trail", 1975, 50_000),
        western("Ozark", "New Trail", 2015, 60_000),
    ];
    for t in new {
        push_title(&mut titles, &mut embeddings, t, &topics);
    }
    engine_of(titles, embeddings)
}

#[test]
fn a_title_of_the_other_kind_asks_nothing_of_the_era() {
    // Shows are dated by their first season and most are recent, while typed films span a
    // century: a fan of a 1970s western film asking for shows wants the western shows there
    // are, so the more widely seen recent one leads. A 1970s western show typed for shows still
    // asks for its era.
    let e = engine_with_westerns_of_two_eras();
    let order = |req: &Request| {
        let picks = names(&e, req);
        let pos = |name: &str| picks.iter().position(|p| p == name);
        (pos("New Trail"), pos("Old Trail"), picks)
    };
    let (new, old, picks) = order(&cross(&[], &["Dust Riders"], Kind::Show));
    assert!(
        new.is_some_and(|n| old.is_none_or(|o| n < o)),
        "a film's era says nothing of shows; got {picks:?}"
    );
    let (new, old, picks) = order(&cross(&["Frontier Law"], &[], Kind::Show));
    assert!(
        old.is_some_and(|o| new.is_none_or(|n| o < n)),
        "a show's era still counts for shows; got {picks:?}"
    );
}

/// `v` minus its projection on the unit vector `u`, normalised.
fn orthogonal_to(v: &[f32], u: &[f32]) -> Vec<f32> {
    let along: f32 = v.iter().zip(u).map(|(a, b)| a * b).sum();
    let w: Vec<f32> = v.iter().zip(u).map(|(a, b)| a - along * b).collect();
    let norm = w.iter().map(|x| x * x).sum::<f32>().sqrt();
    w.iter().map(|x| x / norm).collect()
}

/// The first premise's story direction (lawyers in court) and unit axes orthogonal to it: the
/// story vectors of the premise tests are mixes of these.
struct PremiseStories {
    premise: Vec<f32>,
}

impl PremiseStories {
    fn new() -> Self {
        let dim = catalog::EMBEDDING_DIM;
        Self {
            premise: engine::premises::vectors()[..dim].to_vec(),
        }
    }

    /// Axis `k`, less its part along the premise.
    fn axis(&self, k: usize) -> Vec<f32> {
        let mut v = vec![0.0f32; catalog::EMBEDDING_DIM];
        v[k] = 1.0;
        orthogonal_to(&v, &self.premise)
    }
}

/// The unit vector along the weighted sum of `parts`.
fn mix(parts: &[(&[f32], f32)]) -> Vec<f32> {
    let mut v = vec![0.0f32; catalog::EMBEDDING_DIM];
    for (part, w) in parts {
        for (x, y) in v.iter_mut().zip(part.iter()) {
            *x += w * y;
        }
    }
    let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt();
    v.iter().map(|x| x / norm).collect()
}

/// Appends a film made from `template` with its own name, description and story vector, and no
/// cast.
fn push_story(
    titles: &mut Vec<catalog::Title>,
    embeddings: &mut Vec<f32>,
    template: &catalog::Title,
    (name, description, vector): (&str, &str, Vec<f32>),
) -> usize {
    let mut t = template.clone();
    t.id = titles.len() as u32;
    t.key = format!("test:{}", t.id);
    t.title = name.into();
    t.description = description.into();
    t.cast = Vec::new();
    titles.push(t);
    embeddings.extend(vector);
    titles.len() - 1
}

#[test]
fn a_title_sharing_the_typed_titles_premise_beats_a_slightly_closer_story_without_it() {
    // The typed film and film A lean to the first premise (lawyers in court) and each has a
    // story of its own; film B shares the typed film's other story direction, a little more
    // closely than A shares the premise (story cosine 0.52 against 0.50), and no premise. Same
    // genres, audience, era and fame: the premise decides.
    let stories = PremiseStories::new();
    let premise = &stories.premise;
    let (shared, own_a, own_b) = (stories.axis(300), stories.axis(301), stories.axis(302));
    let base = common::build();
    let mut titles = base.titles.clone();
    let mut embeddings = base.embeddings.clone();
    let template = titles[id_of(&base, "Heat") as usize].clone();
    for film in [
        (
            "Objection",
            "An attorney defends a client.",
            mix(&[(premise, 1.0), (&shared, 1.0)]),
        ),
        (
            "Closing Argument",
            "A lawyer takes a case.",
            mix(&[(premise, 1.0), (&own_a, 1.0)]),
        ),
        (
            "Night Shift",
            "A courier crosses town.",
            mix(&[(&shared, 1.1), (&own_b, 1.0)]),
        ),
    ] {
        push_story(&mut titles, &mut embeddings, &template, film);
    }
    let catalog = Arc::new(catalog::Catalog::new(titles, embeddings));
    let rank = |tuning: engine::Tuning| {
        let e = Engine::with_tuning(Arc::clone(&catalog), None, tuning);
        let mut req = cross(&[], &["Objection"], Kind::Movie);
        req.limit = 50;
        let picks = names(&e, &req);
        let pos = |name: &str| picks.iter().position(|p| p == name);
        (pos("Closing Argument"), pos("Night Shift"), picks)
    };
    let (a, b, picks) = rank(engine::Tuning::default());
    assert!(
        a.is_some_and(|a| b.is_none_or(|b| a < b)),
        "the shared premise leads; got {picks:?}"
    );
    // The reason names the premise for the pick that shares it (both descriptions use its
    // words), and never for the one that does not.
    let e = Engine::new(Arc::clone(&catalog), None);
    let mut req = cross(&[], &["Objection"], Kind::Movie);
    req.limit = 50;
    let recs = e.recommend(&req).expect("recommendations");
    let reason = |name: &str| {
        recs.picks
            .iter()
            .find(|p| catalog.titles[p.id as usize].title == name)
            .map(|p| p.explanation.clone())
            .unwrap_or_default()
    };
    let about = engine::premises::PREMISES[0].about;
    assert!(
        reason("Closing Argument").contains(&format!("about {about}")),
        "{}",
        reason("Closing Argument")
    );
    assert!(
        !reason("Night Shift").contains("about"),
        "{}",
        reason("Night Shift")
    );
    let (a, b, picks) = rank(engine::Tuning {
        premise: 0.0,
        ..engine::Tuning::default()
    });
    assert!(
        b.is_some_and(|b| a.is_none_or(|a| b < a)),
        "without the premise term the closer story leads; got {picks:?}"
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
fn bingeability_thresholds_and_labels() {
    let e = engine();
    let c = e.catalog();
    assert_eq!(
        e.bingeability(id_of(c, "Inception")),
        None,
        "films have none"
    );
    assert_eq!(e.bingeability(99_999), None);
    let bb = e.bingeability(id_of(c, "Breaking Bad")).unwrap();
    assert!(bb.score > 80 && bb.label == "highly bingeable", "{bb:?}");
    for t in c.titles.iter().filter(|t| t.kind == Kind::Show) {
        let b = e.bingeability(t.id).unwrap();
        assert!(b.score <= 100);
        let want = if b.score > 80 {
            "highly bingeable"
        } else if b.score > 60 {
            "moderately bingeable"
        } else {
            "best watched weekly"
        };
        assert_eq!(b.label, want);
    }
    let doc = c
        .titles
        .iter()
        .find(|t| t.kind == Kind::Show && t.genres == ["documentation"])
        .unwrap();
    assert!(e.bingeability(doc.id).unwrap().score < bb.score);
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
fn unknown_mood_fails_to_parse() {
    assert!("grumpy".parse::<Mood>().is_err());
    assert_eq!("Intense".parse::<Mood>(), Ok(Mood::Intense));
}

#[test]
fn moods_pick_fitting_genres() {
    let e = engine();
    let mut req = Request::new(
        Mode::Mood {
            mood: Mood::Intense,
        },
        Kind::Show,
    );
    req.limit = 5;
    let recs = e.recommend(&req).unwrap();
    for p in &recs.picks {
        let t = &e.catalog().titles[p.id as usize];
        assert!(
            t.genres
                .iter()
                .any(|g| g == "thriller" || g == "crime" || g == "horror"),
            "{} for intense",
            t.title
        );
        assert!(
            p.explanation.contains("Intense & Gripping"),
            "{}",
            p.explanation
        );
    }
    let mut req = Request::new(Mode::Mood { mood: Mood::Happy }, Kind::Movie);
    req.limit = 3;
    for p in e.recommend(&req).unwrap().picks {
        let t = &e.catalog().titles[p.id as usize];
        assert!(
            !t.genres.iter().any(|g| g == "horror"),
            "{} for happy",
            t.title
        );
    }
}

#[test]
fn mood_is_personalised_by_favourites() {
    let e = engine();
    let mut plain = Request::new(Mode::Mood { mood: Mood::Happy }, Kind::Show);
    plain.limit = 5;
    let mut personal = plain.clone();
    personal.favorites = s(&["Breaking Bad"]);
    let plain_ids: Vec<u32> = e
        .recommend(&plain)
        .unwrap()
        .picks
        .iter()
        .map(|p| p.id)
        .collect();
    let recs = e.recommend(&personal).unwrap();
    let b99 = id_of(e.catalog(), "Brooklyn Nine-Nine");
    let rank = |ids: &[u32]| ids.iter().position(|&id| id == b99);
    let personal_ids: Vec<u32> = recs.picks.iter().map(|p| p.id).collect();
    assert!(
        rank(&personal_ids).is_some_and(|r| rank(&plain_ids).is_none_or(|p| r < p)),
        "a happy pick with crime moves up for a Breaking Bad fan"
    );
    assert_ne!(
        plain_ids,
        recs.picks.iter().map(|p| p.id).collect::<Vec<_>>()
    );
}

/// Embeds mood descriptions onto a topic axis, to exercise the embedded-mood path.
struct TopicEmbedder;

impl TextEmbedder for TopicEmbedder {
    fn embed_text(&self, text: &str) -> Option<Vec<f32>> {
        let mut v = vec![0.0; catalog::EMBEDDING_DIM];
        let axis = if text.contains("thriller") {
            common::CRIME
        } else {
            common::FAMILY
        };
        v[axis] = 1.0;
        Some(v)
    }
}

#[test]
fn mood_descriptions_are_embedded_when_an_embedder_is_given() {
    let e = Engine::new(arc(), Some(&TopicEmbedder));
    let mut req = Request::new(
        Mode::Mood {
            mood: Mood::Relaxed,
        },
        Kind::Show,
    );
    req.limit = 1;
    let top = e.recommend(&req).unwrap().picks[0].id;
    assert_eq!(
        top,
        id_of(e.catalog(), "Bluey"),
        "the relaxed description embeds near family titles"
    );
}

#[test]
fn similar_titles_share_kind_and_taste() {
    let e = engine();
    let bb = id_of(e.catalog(), "Breaking Bad");
    let picks = e.similar(bb, None, 5);
    assert_eq!(picks.len(), 5);
    assert!(picks
        .iter()
        .all(|p| p.id != bb && e.catalog().titles[p.id as usize].kind == Kind::Show));
    let top = &e.catalog().titles[picks[0].id as usize];
    assert!(top.genres.contains(&"crime".to_string()), "{}", top.title);
    let films = e.similar(bb, Some(Kind::Movie), 5);
    assert!(films
        .iter()
        .all(|p| e.catalog().titles[p.id as usize].kind == Kind::Movie));
    assert!(!films.iter().any(|p| e.catalog().titles[p.id as usize]
        .title
        .contains("Breaking Bad")));
    assert!(e.similar(99_999, None, 5).is_empty());
}

#[test]
fn community_signal_lifts_co_saved_titles() {
    let catalog = arc();
    let bb = id_of(&catalog, "Breaking Bad");
    let schitt = id_of(&catalog, "Schitt's Creek");
    let lists: Vec<Vec<u32>> = (0..30).map(|_| vec![bb, schitt]).collect();
    let plain = Engine::new(catalog.clone(), None);
    let with = Engine::new(catalog, None).with_community(&lists);
    let mut req = cross(&["Breaking Bad"], &[], Kind::Show);
    req.limit = 50;
    let rank = |e: &Engine| {
        e.recommend(&req)
            .unwrap()
            .picks
            .iter()
            .position(|p| p.id == schitt)
            .unwrap_or(usize::MAX)
    };
    assert!(
        rank(&with) < rank(&plain),
        "{} vs {}",
        rank(&with),
        rank(&plain)
    );
    let recs = with.recommend(&req).unwrap();
    let p = recs.picks.iter().find(|p| p.id == schitt).unwrap();
    assert!(
        p.explanation.contains("members who saved Breaking Bad")
            || p.explanation.contains("Members who saved"),
        "{}",
        p.explanation
    );
}

#[test]
fn a_long_favourites_list_still_personalises_mood() {
    let e = engine();
    let mut req = Request::new(
        Mode::Mood {
            mood: Mood::Relaxed,
        },
        Kind::Show,
    );
    req.favorites = (0..500)
        .map(|i| format!("Saved title {i}"))
        .chain(["Breaking Bad".to_string()])
        .collect();
    let recs = e
        .recommend(&req)
        .expect("favourites beyond the input cap are not an error");
    assert!(!recs.picks.is_empty());
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

/// A change made to a copied title.
type TitleEdit<'a> = &'a dyn Fn(&mut catalog::Title);

/// The synthetic catalog plus copies of its title `source`, one per `(name, edit)`: same story
/// vector, renamed, then edited; for tests that vary one field of otherwise equal titles.
fn with_copies(source: &str, copies: &[(&str, TitleEdit)]) -> std::sync::Arc<catalog::Catalog> {
    let base = common::build();
    let mut titles = base.titles.clone();
    let mut embeddings = base.embeddings.clone();
    let source = id_of(&base, source) as usize;
    for (name, edit) in copies {
        let mut t = titles[source].clone();
        t.id = titles.len() as u32;
        t.key = format!("test:{}", t.id);
        t.title = (*name).into();
        edit(&mut t);
        titles.push(t);
        embeddings.extend_from_within(
            source * catalog::EMBEDDING_DIM..(source + 1) * catalog::EMBEDDING_DIM,
        );
    }
    std::sync::Arc::new(catalog::Catalog::new(titles, embeddings))
}

/// The synthetic catalog plus a true-crime docuseries typed by the user and a modest one like it.
fn engine_with_crime_documentaries(tuning: engine::Tuning) -> Engine {
    let documentary = |votes: u32, description: &'static str| {
        move |doc: &mut catalog::Title| {
            doc.genres = vec!["documentation".into(), "crime".into()];
            doc.cast.clear();
            doc.description = description.into();
            (doc.imdb_votes, doc.imdb_score, doc.tmdb_popularity) =
                (Some(votes), Some(7.0), Some(1.0));
        }
    };
    let catalog = with_copies(
        "Narcos",
        &[
            (
                "Cartel Files",
                &documentary(
                    40_000,
                    "Investigators and survivors retrace a notorious case.",
                ),
            ),
            (
                "Cold Case Tapes",
                &documentary(1_000, "Archive footage revisits an unsolved murder."),
            ),
        ],
    );
    Engine::with_tuning(catalog, None, tuning)
}

#[test]
fn a_docuseries_fan_gets_documentaries_before_crime_dramas() {
    let top = |tuning| {
        let e = engine_with_crime_documentaries(tuning);
        let mut req = cross(&["Cartel Files"], &[], Kind::Show);
        req.limit = 3;
        names(&e, &req)
    };
    let picks = top(engine::Tuning::default());
    assert_eq!(
        picks.first().map(String::as_str),
        Some("Cold Case Tapes"),
        "the other true-crime documentary leads; got {picks:?}"
    );
    // Without the format term the famous crime dramas telling the same kind of story win.
    let blind = top(engine::Tuning {
        format: 0.0,
        ..engine::Tuning::default()
    });
    assert_ne!(
        blind.first().map(String::as_str),
        Some("Cold Case Tapes"),
        "{blind:?}"
    );
}

#[test]
fn a_half_hour_sitcoms_fan_gets_half_hour_episodes_first() {
    // Two copies of a sitcom differ in episode length; the more famous one runs an hour.
    let length = |minutes: u16, votes: u32| {
        move |t: &mut catalog::Title| (t.runtime, t.imdb_votes) = (Some(minutes), Some(votes))
    };
    let catalog = with_copies(
        "Schitt's Creek",
        &[
            ("Typed Sitcom", &length(22, 20_000)),
            ("Half Hour", &length(24, 20_000)),
            ("Full Hour", &length(52, 40_000)),
        ],
    );
    let half_hour_leads = |runtime| {
        let e = Engine::with_tuning(
            catalog.clone(),
            None,
            engine::Tuning {
                runtime,
                diversity: 0.0,
                ..engine::Tuning::default()
            },
        );
        let mut req = cross(&["Typed Sitcom"], &[], Kind::Show);
        req.limit = 10;
        let picks = names(&e, &req);
        let at = |name: &str| picks.iter().position(|p| p == name);
        assert!(
            at("Half Hour").is_some() && at("Full Hour").is_some(),
            "{picks:?}"
        );
        at("Half Hour") < at("Full Hour")
    };
    assert!(half_hour_leads(engine::Tuning::default().runtime));
    assert!(
        !half_hour_leads(0.0),
        "without the runtime term the more famous copy leads"
    );
}

#[test]
fn fame_beyond_the_inputs_own_earns_no_more_prior() {
    // A modest sitcom is typed; two copies of it differ only in how many people have seen them,
    // both far more than the typed one.
    let seen_by = |votes: u32| move |t: &mut catalog::Title| t.imdb_votes = Some(votes);
    let catalog = with_copies(
        "Schitt's Creek",
        &[
            ("Small Sitcom", &seen_by(3_000)),
            ("Famous Copy", &seen_by(2_000_000)),
            ("Known Copy", &seen_by(200_000)),
        ],
    );
    let gap = |tuning| {
        let e = Engine::with_tuning(catalog.clone(), None, tuning);
        let mut req = cross(&["Small Sitcom"], &[], Kind::Show);
        req.limit = 40;
        let res = e.recommend(&req).unwrap();
        let score = |name: &str| {
            res.picks
                .iter()
                .find(|p| e.catalog().titles[p.id as usize].title == name)
                .map(|p| p.score)
                .unwrap_or_else(|| panic!("{name} not picked"))
        };
        score("Famous Copy") - score("Known Copy")
    };
    // No diversification: it would lower the second copy for resembling the first.
    let plain = engine::Tuning {
        diversity: 0.0,
        ..engine::Tuning::default()
    };
    let calibrated = gap(plain);
    // (The Bayesian score still moves a little with the number of votes.)
    assert!(
        calibrated.abs() < 0.005,
        "both are past the input's fame: {calibrated}"
    );
    let uncalibrated = gap(engine::Tuning {
        prior_calibration: 0.0,
        ..plain
    });
    assert!(
        uncalibrated > 0.05,
        "without calibration fame still counts: {uncalibrated}"
    );
}

/// An engine over `base`'s catalog with `tuning` overrides and diversification off, so the
/// order is the scores'.
fn tuned(base: &Engine, tuning: &str) -> Engine {
    let tuning = engine::Tuning::parse_overrides(&format!("diversity=0,{tuning}")).unwrap();
    Engine::with_tuning(base.catalog_arc(), None, tuning)
}

/// The synthetic catalog plus a famous comedy whose story is only half a sitcom's.
fn engine_with_a_famous_loose_fit() -> Engine {
    let base = common::build();
    let mut titles = base.titles.clone();
    let mut embeddings = base.embeddings.clone();
    let mut hit = titles[id_of(&base, "Schitt's Creek") as usize].clone();
    hit.title = "Laugh Factory".into();
    hit.cast = Vec::new();
    hit.description = "A late-night variety hour of sketches, songs and celebrity guests.".into();
    (hit.imdb_votes, hit.imdb_score, hit.tmdb_popularity) =
        (Some(3_000_000), Some(9.5), Some(900.0));
    push_title(
        &mut titles,
        &mut embeddings,
        hit,
        &[(common::COMEDY, 0.4), (30, 0.9)],
    );
    engine_of(titles, embeddings)
}

#[test]
fn the_prior_orders_only_the_titles_that_fit_the_taste_best() {
    let base = engine_with_a_famous_loose_fit();
    let mut req = cross(&["The Office", "Parks and Recreation"], &[], Kind::Show);
    req.limit = engine::MAX_LIMIT;
    // The taste alone (no prior): how well each title fits the list.
    let taste: std::collections::HashMap<String, f32> = tuned(&base, "prior=0")
        .recommend(&req)
        .unwrap()
        .picks
        .iter()
        .map(|p| (base.catalog().titles[p.id as usize].title.clone(), p.score))
        .collect();
    let mut scores: Vec<f32> = taste.values().copied().collect();
    scores.sort_by(|a, b| b.total_cmp(a));
    let (eighth, hit) = (scores[7], taste["Laugh Factory"]);
    assert!(
        hit < eighth,
        "the hit fits less well than eight others ({hit} < {eighth})"
    );
    req.limit = 4;
    let unpooled = names(&tuned(&base, "pool=0,window=100"), &req);
    assert!(
        unpooled.iter().any(|n| n == "Laugh Factory"),
        "without the pool the prior lifts the hit: {unpooled:?}"
    );
    let pooled = names(&tuned(&base, "pool=4,window=100"), &req);
    assert!(
        pooled.iter().all(|n| taste[n] >= eighth - 1e-6),
        "with a pool of four, every pick is among the best eight by taste: {pooled:?}"
    );
}

#[test]
fn titles_members_save_with_the_inputs_stay_in_the_prior_pool() {
    let base = engine_with_a_famous_loose_fit();
    let catalog = base.catalog_arc();
    let (office, hit) = (
        id_of(&catalog, "The Office"),
        id_of(&catalog, "Laugh Factory"),
    );
    let lists: Vec<Vec<u32>> = (0..30).map(|_| vec![office, hit]).collect();
    let mut req = cross(&["The Office", "Parks and Recreation"], &[], Kind::Show);
    req.limit = engine::MAX_LIMIT;
    let score_of = |e: Engine| {
        let recs = e.recommend(&req).unwrap();
        recs.picks
            .iter()
            .find(|p| p.id == hit)
            .map(|p| p.score)
            .unwrap()
    };
    // A pool of eight: the loose fit is not among the best eight by taste, so its prior fades.
    let alone = |t: &str| score_of(tuned(&base, t));
    assert!(
        alone("pool=8,window=100") < alone("pool=0,window=100") - 1e-3,
        "by taste alone the loose fit is outside the pool"
    );
    // Members save it with an input: it ranks among the best eight and keeps its whole prior.
    let members =
        |t: &str| score_of(tuned(&base, &format!("community=0.3,{t}")).with_community(&lists));
    let (pooled, unpooled) = (members("pool=8,window=100"), members("pool=0,window=100"));
    assert!(
        (pooled - unpooled).abs() < 1e-4,
        "co-saved with an input, it is in the pool: {pooled} vs {unpooled}"
    );
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
