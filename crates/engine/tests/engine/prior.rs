//! The quality prior orders the titles that fit the taste, and the community signal lifts co-saved
//! ones.

use crate::common::{self, id_of};
use crate::fixtures::{engine_of, push_title, with_copies};

use super::*;

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
