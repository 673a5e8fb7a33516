//! Mood picks: the fitting genres, personalised by favourites, and moods embedded as text.

use engine::{Mood, TextEmbedder};

use crate::common::{self, id_of};

use super::*;

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
