//! The show page's bingeability score and similar titles.

use crate::common::id_of;

use super::*;

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
        // The breakdown adds up to the score, each factor within its share of the 100.
        let points: u32 = b.factors.iter().map(|f| u32::from(f.points)).sum();
        assert_eq!(points, u32::from(b.score), "{b:?}");
        let shares: u32 = b.factors.iter().map(|f| u32::from(f.max_points)).sum();
        assert_eq!(shares, 100);
        assert!(
            b.factors
                .iter()
                .all(|f| f.points <= f.max_points && !f.reading.is_empty()),
            "{b:?}"
        );
    }
    let run = |b: &engine::Bingeability| {
        b.factors
            .iter()
            .find(|f| f.name == "Run length")
            .map(|f| f.reading.clone())
    };
    let seasons = c
        .get(id_of(c, "Breaking Bad"))
        .and_then(|t| t.seasons)
        .unwrap();
    assert_eq!(run(&bb), Some(format!("{seasons} seasons")));
    let doc = c
        .titles
        .iter()
        .find(|t| t.kind == Kind::Show && t.genres == ["documentation"])
        .unwrap();
    assert!(e.bingeability(doc.id).unwrap().score < bb.score);
}

/// A show IMDb has no vote count for is not a show nobody watched: its bingeability reads the
/// count its 2021 list rank stands for, as the ranking's prior does.
#[test]
fn a_show_without_a_vote_count_is_as_bingeable_as_the_counted_shows_at_its_list_rank() {
    let catalog = fixtures::with_copies(
        "Breaking Bad",
        &[
            ("Counted", &|t| {
                (t.imdb_votes, t.list_score) = (Some(2_000_000), Some(95))
            }),
            ("Uncounted", &|t| {
                (t.imdb_votes, t.list_score) = (None, Some(95))
            }),
            ("Unlisted", &|t| (t.imdb_votes, t.list_score) = (None, None)),
        ],
    );
    let e = Engine::new(catalog.clone(), None);
    let score = |name: &str| e.bingeability(id_of(&catalog, name)).unwrap().score;
    assert_eq!(score("Uncounted"), score("Counted"));
    assert!(score("Unlisted") + 10 < score("Counted"));
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
