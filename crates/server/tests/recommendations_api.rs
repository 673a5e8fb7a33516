//! The recommendation API over HTTP against the real server, the small test catalog and the model:
//! every call and mode, the promises the product makes (inputs never come back, "more" never
//! repeats, couples picks suit both, filters hold, every card is complete) and every bad input.

#[path = "common/catalog_app.rs"]
mod catalog_app;

use std::collections::HashSet;

use catalog::{Kind, Title};
use catalog_app::{catalog_server, CatalogServer};
use reqwest::{header, StatusCode};
use serde_json::{json, Value};

// ------------------------------------------------------------------ helpers

async fn send(request: reqwest::RequestBuilder) -> (StatusCode, Value) {
    let response = request.send().await.expect("request");
    let status = response.status();
    let text = response.text().await.expect("read body");
    let body =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text:.300}"));
    assert!(!status.is_server_error(), "server error {status}: {body}");
    (status, body)
}

async fn post(path: &str, body: Value) -> (StatusCode, Value) {
    let server = catalog_server();
    send(reqwest::Client::new().post(server.url(path)).json(&body)).await
}

async fn get(path: &str) -> (StatusCode, Value) {
    let server = catalog_server();
    send(reqwest::Client::new().get(server.url(path))).await
}

/// The picks of a 200 answer.
fn picks(status: StatusCode, body: &Value) -> Vec<Value> {
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(body["unresolved"].is_array(), "{body}");
    body["recommendations"]
        .as_array()
        .expect("recommendations array")
        .clone()
}

fn title_of<'a>(server: &'a CatalogServer, card: &Value) -> &'a Title {
    let key = card["id"].as_str().expect("id");
    server
        .catalog
        .titles
        .iter()
        .find(|t| t.key == key)
        .unwrap_or_else(|| panic!("pick {key} is not a catalog title"))
}

fn names(cards: &[Value]) -> Vec<String> {
    cards
        .iter()
        .map(|c| c["show_name"].as_str().unwrap_or_default().to_owned())
        .collect()
}

/// Everything a card must carry, checked against the catalog.
async fn check_card(server: &CatalogServer, card: &Value, kind: Kind) {
    let title = title_of(server, card);
    let name = card["show_name"].as_str().expect("show_name");
    assert_eq!(name, title.display_name());
    assert_eq!(card["title"], name);
    assert_eq!(title.kind, kind, "{name} has the wrong kind");
    assert_eq!(card["type"], kind.api_name());
    let platform = card["streaming_platform"]
        .as_str()
        .expect("streaming_platform");
    assert!(!platform.is_empty(), "{name} has no platform");
    let platforms: Vec<&str> = card["platforms"]
        .as_array()
        .expect("platforms")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        platforms.contains(&platform),
        "{name}: {platform} not in {platforms:?}"
    );
    let expected: Vec<&str> = title.platforms.iter().map(|p| p.name()).collect();
    assert_eq!(platforms, expected);
    let explanation = card["explanation"].as_str().expect("explanation");
    assert!(
        explanation.trim().len() > 10,
        "{name}: explanation {explanation:?}"
    );
    assert!(
        card["rating"].is_number() && card["description"].is_string() && card["genre"].is_string()
    );
    assert!(
        card["release_year_or_years_aired"].is_string() && card["seasons_or_duration"].is_string()
    );
    // Netflix has no affiliate programme; every other platform does.
    assert_eq!(
        card["affiliate_link"].is_null(),
        platform == "Netflix",
        "{name}: {}",
        card["affiliate_link"]
    );
    if let Some(link) = card["affiliate_link"].as_str() {
        assert!(
            link.starts_with("https://") && link.contains("bingeable"),
            "{link}"
        );
        // The Watch button opens the title on its platform: the official site (the platform's
        // page for the title) plus the partner parameters, never a generic sign-up page.
        let site = card["official_site"].as_str().unwrap_or_default();
        assert!(
            link.starts_with(site) && link.len() > site.len(),
            "{link} vs {site}"
        );
    }
    assert!(card["official_site"]
        .as_str()
        .is_some_and(|s| s.starts_with("https://")));
    let image = card["image_url"].as_str().expect("image_url");
    assert!(
        image.starts_with("/api/poster/") && image.ends_with(".svg"),
        "{image}"
    );
    let response = reqwest::get(server.url(image))
        .await
        .expect("poster request");
    assert_eq!(response.status(), StatusCode::OK, "{image}");
    assert!(response
        .text()
        .await
        .expect("poster body")
        .starts_with("<svg"));
}

/// The spec's title rule, written independently of the engine: equal, contained either way, or
/// 70% of the shorter list of words (longer than 2 characters) shared.
fn same_title(a: &str, b: &str) -> bool {
    let norm = |s: &str| -> String {
        let kept: String = s
            .to_lowercase()
            .chars()
            .map(|c| if c.is_alphanumeric() { c } else { ' ' })
            .collect();
        kept.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let (a, b) = (norm(a), norm(b));
    if a.is_empty() || b.is_empty() {
        return false;
    }
    if a == b || a.contains(&b) || b.contains(&a) {
        return true;
    }
    let words = |s: &str| -> HashSet<String> {
        s.split(' ')
            .filter(|w| w.len() > 2)
            .map(str::to_owned)
            .collect()
    };
    let (wa, wb) = (words(&a), words(&b));
    let shorter = wa.len().min(wb.len());
    shorter > 0 && wa.intersection(&wb).count() as f64 >= 0.7 * shorter as f64
}

/// No card is an input (as typed, or the title it resolved to) and no card repeats.
fn assert_no_inputs_or_duplicates(server: &CatalogServer, cards: &[Value], inputs: &[&str]) {
    let mut seen = HashSet::new();
    for card in cards {
        let name = card["show_name"].as_str().unwrap_or_default();
        assert!(
            seen.insert(card["id"].as_str().unwrap_or_default().to_owned()),
            "{name} twice"
        );
        for input in inputs {
            assert!(
                !same_title(name, input),
                "input {input:?} came back as {name:?}"
            );
            if let Some(r) = server.catalog.resolve(input, None) {
                let resolved = &server.catalog.titles[r.id as usize];
                assert_ne!(
                    title_of(server, card).id,
                    resolved.id,
                    "input {input:?} came back"
                );
            }
        }
    }
}

fn genres_of<'a>(server: &'a CatalogServer, inputs: &[&str]) -> HashSet<&'a str> {
    inputs
        .iter()
        .filter_map(|i| server.catalog.resolve(i, None))
        .flat_map(|r| {
            server.catalog.titles[r.id as usize]
                .genres
                .iter()
                .map(String::as_str)
        })
        .collect()
}

// ------------------------------------------------------------------ cross-media

#[tokio::test]
async fn tv_picks_from_shows_and_films_are_complete_cards() {
    let server = catalog_server();
    let inputs = ["Breaking Bad", "The Office", "Inception"];
    let (status, body) = post(
        "/api/tv-recommendations",
        json!({"tvShows": "Breaking Bad, The Office", "movies": ["Inception"]}),
    )
    .await;
    let cards = picks(status, &body);
    assert_eq!(cards.len(), 10, "{:?}", names(&cards));
    assert_eq!(body["unresolved"], json!([]));
    for card in &cards {
        check_card(server, card, Kind::Show).await;
    }
    assert_no_inputs_or_duplicates(server, &cards, &inputs);
}

#[tokio::test]
async fn movie_picks_are_films_and_limit_is_honoured() {
    let server = catalog_server();
    let inputs = ["The Dark Knight", "Pulp Fiction", "Narcos"];
    let (status, body) = post(
        "/api/movie-recommendations",
        json!({"movies": "The Dark Knight, Pulp Fiction", "tvShows": "Narcos", "limit": 6}),
    )
    .await;
    let cards = picks(status, &body);
    assert_eq!(cards.len(), 6);
    for card in &cards {
        check_card(server, card, Kind::Movie).await;
    }
    assert_no_inputs_or_duplicates(server, &cards, &inputs);
}

#[tokio::test]
async fn unresolved_inputs_are_listed_and_nothing_resolved_is_404() {
    let (status, body) = post(
        "/api/tv-recommendations",
        json!({"tvShows": "Breaking Bad, Qwzxyv Blorptastic"}),
    )
    .await;
    assert!(!picks(status, &body).is_empty());
    assert_eq!(body["unresolved"], json!(["Qwzxyv Blorptastic"]));

    let (status, body) = post(
        "/api/recommendations",
        json!({"shows": ["Qwzxyv Blorptastic", "Zzyzx Frobnicator"]}),
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(
        body["unresolved"],
        json!(["Qwzxyv Blorptastic", "Zzyzx Frobnicator"])
    );
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.contains("streaming services we cover")),
        "{body}"
    );
    // Junk resembles nothing we know: no suggestion rather than a random one.
    assert_eq!(body["suggestions"], json!([]));
    assert_eq!(body["listed_only"], json!([]));
}

#[tokio::test]
async fn a_title_only_the_availability_lists_know_is_said_to_stream_not_to_be_missing() {
    // The 2021 film list puts Fight Club on streaming services; no source describes it.
    let (status, body) = post(
        "/api/movie-recommendations",
        json!({"tvShows": [], "movies": ["Heat", "fight club"]}),
    )
    .await;
    assert!(!picks(status, &body).is_empty());
    assert_eq!(body["unresolved"], json!(["fight club"]));
    let listed = &body["listed_only"][0];
    assert_eq!(
        (&listed["typed"], &listed["title"]),
        (&json!("fight club"), &json!("Fight Club")),
        "{body}"
    );
    let platforms = listed["platforms"].as_array().expect("platforms");
    assert!(!platforms.is_empty(), "{body}");
    assert_eq!(body["suggestions"], json!([]), "no 'Did you mean' for it");

    // Misspelt, it is offered by name like any known title.
    let (status, body) = post(
        "/api/movie-recommendations",
        json!({"tvShows": [], "movies": ["Heat", "Fight Clb"]}),
    )
    .await;
    assert!(!picks(status, &body).is_empty());
    assert_eq!(body["suggestions"][0]["typed"], "Fight Clb", "{body}");
    assert_eq!(body["suggestions"][0]["titles"][0], "Fight Club", "{body}");

    let (status, body) = post(
        "/api/movie-recommendations",
        json!({"tvShows": [], "movies": ["Fight Club"]}),
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(body["listed_only"][0]["title"], "Fight Club", "{body}");
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.contains("too little about them")),
        "{body}"
    );
}

/// The show page of a name we cannot place is no dead end: where it streams when only the
/// availability lists know it (with the page's watch links), else the titles it might have meant.
#[tokio::test]
async fn a_show_page_we_cannot_fill_says_where_it_streams_or_what_was_meant() {
    let (status, body) = get("/api/show/fight%20club").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.starts_with("We know where Fight Club streams")),
        "{body}"
    );
    let listed = &body["listed_only"][0];
    assert_eq!(
        (&listed["typed"], &listed["title"], &listed["type"]),
        (&json!("fight club"), &json!("Fight Club"), &json!("movie")),
        "{body}"
    );
    assert!(listed["year"].is_u64(), "{body}");
    let platforms = listed["platforms"].as_array().expect("platforms");
    let links = listed["watch_links"].as_array().expect("watch_links");
    assert!(!links.is_empty(), "{body}");
    assert_eq!(
        links.iter().map(|l| &l["platform"]).collect::<Vec<_>>(),
        platforms.iter().collect::<Vec<_>>(),
        "one row per platform: {body}"
    );
    for link in links {
        let url = link["url"].as_str().expect("url");
        assert!(
            url.starts_with("https://") && url.contains("Fight%20Club"),
            "{link}"
        );
    }

    let (status, body) = get("/api/show/Breaking%20Bad%20Show").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(body["listed_only"], json!([]));
    let offers = body["suggestions"][0]["titles"]
        .as_array()
        .expect("suggestions");
    assert!(offers.contains(&json!("Breaking Bad")), "{body}");
}

#[tokio::test]
async fn a_typo_says_what_it_was_read_as_and_an_unknown_title_offers_near_names() {
    let (status, body) = post(
        "/api/tv-recommendations",
        json!({"tvShows": "Braking Bad, The Office"}),
    )
    .await;
    assert!(!picks(status, &body).is_empty());
    assert_eq!(
        body["read_as"],
        json!([{"typed": "Braking Bad", "title": "Breaking Bad"}]),
        "an exact name is not reported, a corrected one is"
    );

    // Too far off for the typo bound (four extra letters), still recognisably one title.
    let (status, body) = post(
        "/api/recommendations",
        json!({"shows": ["Breaking Bad Show"]}),
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(body["unresolved"], json!(["Breaking Bad Show"]));
    let suggestion = &body["suggestions"][0];
    assert_eq!(suggestion["typed"], "Breaking Bad Show");
    let offered = suggestion["titles"].as_array().expect("titles");
    assert!((1..=3).contains(&offered.len()), "{body}");
    assert_eq!(offered[0], "Breaking Bad", "{body}");

    // A famous title shortened is read as it, and the page says so.
    let (status, body) = post(
        "/api/movie-recommendations",
        json!({"tvShows": [], "movies": ["Shawshank"]}),
    )
    .await;
    assert!(!picks(status, &body).is_empty());
    assert_eq!(
        body["read_as"],
        json!([{"typed": "Shawshank", "title": "The Shawshank Redemption"}]),
        "{body}"
    );
}

#[tokio::test]
async fn recommendations_get_with_query_equals_the_post() {
    let server = catalog_server();
    let (status, by_get) =
        get("/api/recommendations?shows=Breaking%20Bad%2C%20Dark&enhance=true&exclude=true").await;
    let got = picks(status, &by_get);
    let (status, by_post) = post(
        "/api/recommendations",
        json!({"shows": "Breaking Bad, Dark", "excludeFavorites": true}),
    )
    .await;
    let posted = picks(status, &by_post);
    assert_eq!(names(&got), names(&posted));
    assert!(!got.is_empty());
    for card in &got {
        check_card(server, card, Kind::Show).await;
    }
    assert_no_inputs_or_duplicates(server, &got, &["Breaking Bad", "Dark"]);

    let (status, body) = get("/api/recommendations").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"], "Please enter at least one TV show or movie.");
}

// ------------------------------------------------------------------ more

/// Three pages of one call, each sending everything shown so far; returns all cards.
async fn three_pages(path: &str, mut body: Value) -> Vec<Value> {
    let mut shown: Vec<Value> = Vec::new();
    for page in 0..3 {
        let names: Vec<String> = names(&shown);
        body["excludedShows"] = json!(names);
        body["isMore"] = json!(page > 0);
        let (status, answer) = post(path, body.clone()).await;
        let cards = picks(status, &answer);
        assert!(!cards.is_empty(), "{path}: page {page} is empty");
        for card in &cards {
            let name = card["show_name"].as_str().unwrap_or_default();
            assert!(
                !names.iter().any(|n| n == name),
                "{path}: page {page} repeats {name}"
            );
        }
        shown.extend(cards);
    }
    shown
}

#[tokio::test]
async fn more_never_repeats_over_three_pages() {
    let server = catalog_server();
    let cases = [
        (
            "/api/tv-recommendations",
            json!({"tvShows": "Breaking Bad, Ozark", "movies": ""}),
            vec!["Breaking Bad", "Ozark"],
        ),
        (
            "/api/movie-recommendations",
            json!({"movies": ["Toy Story"]}),
            vec!["Toy Story"],
        ),
        (
            "/api/more-recommendations",
            json!({"shows": "Friends, Parks and Recreation"}),
            vec!["Friends", "Parks and Recreation"],
        ),
        (
            "/api/more-couple-recommendations",
            json!({"person1Shows": "Narcos", "person2Shows": "Brooklyn Nine-Nine"}),
            vec!["Narcos", "Brooklyn Nine-Nine"],
        ),
    ];
    for (path, body, inputs) in cases {
        let all = three_pages(path, body).await;
        assert!(
            all.len() >= 25,
            "{path}: only {} picks over three pages",
            all.len()
        );
        let ids: HashSet<&str> = all.iter().filter_map(|c| c["id"].as_str()).collect();
        assert_eq!(ids.len(), all.len(), "{path}: a pick repeats");
        assert_no_inputs_or_duplicates(server, &all, &inputs);
    }
}

// ------------------------------------------------------------------ couples

#[tokio::test]
async fn couples_picks_suit_both_people() {
    let server = catalog_server();
    let person1 = ["Breaking Bad", "Ozark", "Narcos"];
    let person2 = ["Parks and Recreation", "Brooklyn Nine-Nine", "The Office"];
    let (g1, g2) = (genres_of(server, &person1), genres_of(server, &person2));
    // Tastes with no genre in common, so "suits both" cannot be met by one shared genre.
    assert!(
        g1.is_disjoint(&g2) && !g1.is_empty() && !g2.is_empty(),
        "{g1:?} {g2:?}"
    );
    for (kind_name, kind) in [("tv", Kind::Show), ("movies", Kind::Movie)] {
        let (status, body) = post(
            "/api/couple-recommendations",
            json!({"person1Shows": person1.join(", "), "person2Shows": person2.join(", "), "recommendationType": kind_name}),
        )
        .await;
        let cards = picks(status, &body);
        assert_eq!(cards.len(), 10, "{kind_name}");
        for card in &cards {
            check_card(server, card, kind).await;
            let genres: HashSet<&str> = title_of(server, card)
                .genres
                .iter()
                .map(String::as_str)
                .collect();
            let name = &card["show_name"];
            assert!(
                !genres.is_disjoint(&g1),
                "{name} {genres:?} offers person 1 ({g1:?}) nothing"
            );
            assert!(
                !genres.is_disjoint(&g2),
                "{name} {genres:?} offers person 2 ({g2:?}) nothing"
            );
        }
        let all: Vec<&str> = person1.iter().chain(&person2).copied().collect();
        assert_no_inputs_or_duplicates(server, &cards, &all);
    }
}

#[tokio::test]
async fn couples_need_both_lists_and_a_type() {
    let (status, body) = post(
        "/api/couple-recommendations",
        json!({"person1Shows": "Dark", "person2Shows": " , ", "recommendationType": "tv"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["error"],
        "Both people need to enter at least one TV show or movie."
    );
    let (status, body) = post(
        "/api/couple-recommendations",
        json!({"person1Shows": "Dark", "person2Shows": "Lost"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["error"],
        "Missing 'recommendationType': use \"tv\" or \"movies\"."
    );
}

// ------------------------------------------------------------------ mood

const MOODS: [&str; 8] = [
    "happy",
    "sad",
    "excited",
    "contemplative",
    "nostalgic",
    "adventurous",
    "relaxed",
    "intense",
];

#[tokio::test]
async fn every_mood_answers_for_tv_and_films() {
    let server = catalog_server();
    for mood in MOODS {
        for (type_name, kind) in [("tv", Kind::Show), ("movies", Kind::Movie)] {
            let (status, body) = post(
                "/api/mood-recommendations",
                json!({"mood": mood, "type": type_name, "userId": null}),
            )
            .await;
            let cards = picks(status, &body);
            assert_eq!(cards.len(), 10, "{mood} {type_name}");
            let mut ids = HashSet::new();
            for card in &cards {
                check_card(server, card, kind).await;
                assert!(
                    ids.insert(card["id"].as_str().unwrap_or_default().to_owned()),
                    "{mood}: duplicate"
                );
            }
        }
    }
}

#[tokio::test]
async fn moods_feel_like_the_mood() {
    let server = catalog_server();
    // Share of picks carrying at least one genre the mood is about.
    let cases = [
        (
            "happy",
            ["comedy", "family", "romance", "animation", "music"].as_slice(),
        ),
        (
            "intense",
            ["thriller", "crime", "horror", "action", "war"].as_slice(),
        ),
    ];
    for (mood, genres) in cases {
        for type_name in ["tv", "movies"] {
            let (status, body) = post(
                "/api/mood-recommendations",
                json!({"mood": mood, "type": type_name}),
            )
            .await;
            let cards = picks(status, &body);
            let fitting = cards
                .iter()
                .filter(|c| {
                    title_of(server, c)
                        .genres
                        .iter()
                        .any(|g| genres.contains(&g.as_str()))
                })
                .count();
            assert!(
                fitting * 10 >= cards.len() * 8,
                "{mood} {type_name}: only {fitting}/{} fit: {:?}",
                cards.len(),
                names(&cards)
            );
        }
    }
    // The two moods pull in different directions.
    let (s1, happy) = post(
        "/api/mood-recommendations",
        json!({"mood": "happy", "type": "tv"}),
    )
    .await;
    let (s2, intense) = post(
        "/api/mood-recommendations",
        json!({"mood": "intense", "type": "tv"}),
    )
    .await;
    let (happy, intense) = (names(&picks(s1, &happy)), names(&picks(s2, &intense)));
    assert!(
        happy.iter().filter(|n| intense.contains(n)).count() <= 2,
        "{happy:?} vs {intense:?}"
    );
}

// ------------------------------------------------------------------ filters

#[tokio::test]
async fn maturity_ceiling_holds() {
    let server = catalog_server();
    let allowed_tv14 = [
        "TV-Y", "TV-Y7", "TV-Y7-FV", "G", "TV-G", "PG", "TV-PG", "PG-13", "TV-14",
    ];
    let (status, body) = post(
        "/api/tv-recommendations",
        json!({"tvShows": "Breaking Bad, Ozark", "maturityRating": "TV-14"}),
    )
    .await;
    let cards = picks(status, &body);
    assert!(!cards.is_empty());
    for card in &cards {
        let rating = card["maturity_rating"].as_str().unwrap_or("<none>");
        assert!(
            allowed_tv14.contains(&rating),
            "{} is rated {rating}",
            card["show_name"]
        );
        check_card(server, card, Kind::Show).await;
    }
    let allowed_pg = ["TV-Y", "TV-Y7", "TV-Y7-FV", "G", "TV-G", "PG"];
    let (status, body) = post(
        "/api/movie-recommendations",
        json!({"movies": "Pulp Fiction", "maturityRating": "PG"}),
    )
    .await;
    let cards = picks(status, &body);
    assert!(!cards.is_empty());
    for card in &cards {
        let rating = card["maturity_rating"].as_str().unwrap_or("<none>");
        assert!(
            allowed_pg.contains(&rating),
            "{} is rated {rating}",
            card["show_name"]
        );
    }
}

#[tokio::test]
async fn platform_filter_holds_and_names_the_platform_shown() {
    let server = catalog_server();
    let (status, body) = post(
        "/api/tv-recommendations",
        json!({"tvShows": "Breaking Bad", "platforms": ["hulu"]}),
    )
    .await;
    let cards = picks(status, &body);
    assert!(!cards.is_empty());
    for card in &cards {
        assert_eq!(card["streaming_platform"], "Hulu", "{}", card["show_name"]);
        assert!(card["affiliate_link"]
            .as_str()
            .is_some_and(|l| l.starts_with("https://www.hulu.com/")));
        check_card(server, card, Kind::Show).await;
    }
    let (status, body) = post(
        "/api/mood-recommendations",
        json!({"mood": "relaxed", "type": "movies", "platforms": ["amazon", "HBO Max"]}),
    )
    .await;
    let cards = picks(status, &body);
    assert!(!cards.is_empty());
    for card in &cards {
        let platform = card["streaming_platform"].as_str().unwrap_or_default();
        assert!(
            ["Prime Video", "Max"].contains(&platform),
            "{} on {platform}",
            card["show_name"]
        );
    }
}

// ------------------------------------------------------------------ show page and posters

#[tokio::test]
async fn show_page_for_a_known_show_a_film_and_an_unknown_name() {
    let server = catalog_server();
    let (status, body) = get("/api/show/breaking%20bad").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let show = &body["show"];
    assert_eq!(show["show_name"], "Breaking Bad");
    assert_eq!(show["type"], "tv");
    let score = show["bingeability_score"]
        .as_u64()
        .expect("bingeability for a show");
    let label = match score {
        81.. => "highly bingeable",
        61..=80 => "moderately bingeable",
        _ => "best watched weekly",
    };
    assert!(score <= 100);
    assert_eq!(show["bingeability_label"], label);
    assert!(show["cast"].as_array().is_some_and(|c| !c.is_empty()));
    assert!(show["streaming_platforms"]
        .as_array()
        .is_some_and(|p| !p.is_empty()));
    assert!(show["synopsis"].as_str().is_some_and(|s| !s.is_empty()));
    let similar = body["similarShows"].as_array().expect("similarShows");
    assert_eq!(similar.len(), 8);
    for card in similar {
        check_card(server, card, Kind::Show).await;
    }
    assert_no_inputs_or_duplicates(server, similar, &["Breaking Bad"]);

    let (status, body) = get("/api/show/Toy%20Story").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["show"]["type"], "movie");
    assert!(body["show"]["bingeability_score"].is_null());
    for card in body["similarShows"].as_array().expect("similarShows") {
        check_card(server, card, Kind::Movie).await;
    }

    let (status, body) = get("/api/show/Qwzxyv%20Blorptastic").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(
        body,
        json!({
            "error": "Show not found: Qwzxyv Blorptastic",
            "unresolved": ["Qwzxyv Blorptastic"],
            "suggestions": [],
            "listed_only": [],
        })
    );

    // A name that cleans to nothing (a NUL, spaces) is no name at all: the spec's words for it.
    for empty in ["%00", "%20%20", "%E2%80%83"] {
        let (status, body) = get(&format!("/api/show/{empty}")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{empty}: {body}");
        assert_eq!(body, json!({"error": "Show name is required"}), "{empty}");
    }
}

/// The page drops every card whose title holds "(" (spec §5), so the server shows a catalog name's
/// parentheses as square brackets, in cards, explanations and the show page alike, and the
/// bracketed name finds the same title again.
#[tokio::test]
async fn names_with_parentheses_are_shown_with_brackets_and_find_their_title() {
    let server = catalog_server();
    let (status, body) = post(
        "/api/movie-recommendations",
        json!({"tvShows": "", "movies": "(500) Days of Summer"}),
    )
    .await;
    let cards = picks(status, &body);
    assert!(!cards.is_empty());
    for card in &cards {
        check_card(server, card, Kind::Movie).await;
        for field in ["title", "show_name", "explanation"] {
            let text = card[field].as_str().unwrap_or_default();
            assert!(!text.contains('('), "{field} holds a parenthesis: {text}");
        }
    }
    assert!(
        cards.iter().any(|c| c["explanation"]
            .as_str()
            .is_some_and(|e| e.contains("[500] Days of Summer"))),
        "no explanation names the typed film: {}",
        names(&cards).join(", ")
    );

    let (status, shown) = get("/api/show/(500)%20Days%20of%20Summer").await;
    assert_eq!(status, StatusCode::OK, "{shown}");
    assert_eq!(shown["show"]["show_name"], "[500] Days of Summer");
    let (status, again) = get("/api/show/%5B500%5D%20Days%20of%20Summer").await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again["show"]["id"], shown["show"]["id"]);
}

/// Only Netflix's 2021 list carries The Office (U.S.), and it dates a show by its latest season
/// (2012 for a 2005 premiere): the page shows the year but calls it no premiere.
#[tokio::test]
async fn a_show_dated_by_its_latest_season_has_no_premiere() {
    let (status, body) = get("/api/show/The%20Office%20(U.S.)").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let show = &body["show"];
    assert_eq!(show["show_name"], "The Office [U.S.]");
    assert_eq!(show["release_year_or_years_aired"], "Latest season 2012");
    assert_eq!(show["premiere_date"], "");
    let (_, body) = get("/api/show/breaking%20bad").await;
    assert_eq!(body["show"]["premiere_date"], "2008");
}

#[tokio::test]
async fn show_page_by_id_tells_a_film_from_a_series_of_the_same_name() {
    let server = catalog_server();
    let titles = &server.catalog.titles;
    // A name the catalog holds twice, once per kind (the resolver must pick one of them).
    let (film, series) = titles
        .iter()
        .filter(|t| t.kind == Kind::Movie)
        .find_map(|film| {
            let series = titles
                .iter()
                .find(|t| t.kind == Kind::Show && t.title == film.title)?;
            Some((film, series))
        })
        .expect("the test catalog has a film and a series sharing a name");
    let name = film.title.replace(' ', "%20");

    let (status, by_name) = get(&format!("/api/show/{name}")).await;
    assert_eq!(status, StatusCode::OK, "{by_name}");
    let resolved = by_name["show"]["id"].as_str().expect("id").to_string();
    for wanted in [film, series] {
        let (status, body) = get(&format!("/api/show/{name}?id={}", wanted.key)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["show"]["id"], wanted.key.as_str());
    }
    // An id we do not know (an old link) falls back to the name.
    let (status, body) = get(&format!("/api/show/{name}?id=tm0000000000")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["show"]["id"], resolved.as_str());
}

#[tokio::test]
async fn posters_are_escaped_svg_with_a_long_cache_and_404_when_unknown() {
    let server = catalog_server();
    let title = server
        .catalog
        .titles
        .iter()
        .find(|t| t.title.contains('&'))
        .expect("the test catalog has a title with '&'");
    let response = reqwest::get(server.url(&format!("/api/poster/{}.svg", title.key)))
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()[header::CONTENT_TYPE],
        "image/svg+xml; charset=utf-8"
    );
    let cache = response.headers()[header::CACHE_CONTROL]
        .to_str()
        .unwrap_or_default()
        .to_owned();
    assert!(
        cache.contains("max-age=") && cache.contains("public"),
        "{cache}"
    );
    let svg = response.text().await.expect("body");
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    assert!(svg.contains("&amp;") && !svg.contains(" & "), "{svg}");
    if let Some(year) = title.year {
        assert!(svg.contains(&year.to_string()));
    }

    for path in [
        "/api/poster/tm0000000nope.svg",
        &format!("/api/poster/{}.png", title.key),
    ] {
        let (status, body) = get(path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert!(body["error"]
            .as_str()
            .is_some_and(|e| e.starts_with("No poster for")));
    }
}

// ------------------------------------------------------------------ bad input

#[tokio::test]
async fn bad_input_gets_a_400_with_a_clear_message() {
    let five_thousand: Vec<String> = (0..5000).map(|i| format!("t{i}")).collect();
    let cases: Vec<(&str, Value, &str)> = vec![
        ("/api/tv-recommendations", json!({"tvShows": "", "movies": ""}), "Please enter at least one TV show or movie."),
        ("/api/tv-recommendations", json!({}), "Please enter at least one TV show or movie."),
        ("/api/movie-recommendations", json!({"tvShows": [" ", ""], "movies": null}), "Please enter at least one TV show or movie."),
        ("/api/recommendations", json!({"shows": "\u{1}\u{2}\u{7f}"}), "Please enter at least one TV show or movie."),
        ("/api/tv-recommendations", json!({"tvShows": five_thousand}), "Too many titles in 'tvShows': at most 50 are allowed."),
        ("/api/recommendations", json!({"shows": five_thousand.join(",")}), "Too many titles in 'shows': at most 50 are allowed."),
        (
            "/api/tv-recommendations",
            json!({"tvShows": ["x".repeat(300)]}),
            "A title in 'tvShows' is too long: at most 200 characters are allowed.",
        ),
        ("/api/mood-recommendations", json!({"mood": "grumpy", "type": "tv"}), "Unknown mood \"grumpy\": use happy, sad, excited, contemplative, nostalgic, adventurous, relaxed or intense."),
        ("/api/mood-recommendations", json!({"type": "tv"}), "Please choose a mood: happy, sad, excited, contemplative, nostalgic, adventurous, relaxed or intense."),
        ("/api/mood-recommendations", json!({"mood": "happy", "type": "books"}), "Unknown 'type' \"books\": use \"tv\" or \"movies\"."),
        (
            "/api/couple-recommendations",
            json!({"person1Shows": "Dark", "person2Shows": "Lost", "recommendationType": "podcasts"}),
            "Unknown 'recommendationType' \"podcasts\": use \"tv\" or \"movies\".",
        ),
        ("/api/tv-recommendations", json!({"tvShows": 5}), "Invalid value for 'tvShows': invalid type: integer `5`, expected a comma-separated string or an array of strings"),
        ("/api/tv-recommendations", json!({"tvShows": [1, 2]}), "Invalid value for 'tvShows[0]': invalid type: integer `1`, expected a string"),
        ("/api/tv-recommendations", json!({"tvShows": "Dark", "limit": "ten"}), "Invalid value for 'limit': invalid type: string \"ten\", expected a whole number, 0 or more"),
        ("/api/tv-recommendations", json!({"tvShows": "Dark", "excludedShows": "Lost"}), "Invalid value for 'excludedShows': invalid type: string \"Lost\", expected an array"),
        ("/api/tv-recommendations", json!({"tvShows": "Dark", "excludeFavorites": "yes"}), "Invalid value for 'excludeFavorites': invalid type: string \"yes\", expected a boolean"),
        ("/api/mood-recommendations", json!({"mood": 3}), "Invalid value for 'mood': invalid type: integer `3`, expected a string"),
        ("/api/couple-recommendations", json!({"person1Shows": {"a": 1}, "person2Shows": "Lost", "recommendationType": "tv"}), "Invalid value for 'person1Shows': invalid type: map, expected a comma-separated string or an array of strings"),
        ("/api/tv-recommendations", json!("Dark"), "Invalid request body: invalid type: string \"Dark\", expected a JSON object"),
        ("/api/tv-recommendations", json!({"tvShows": "Dark", "platforms": ["Blockbuster"]}), "Unknown platform \"Blockbuster\": use Netflix, Prime Video, Disney+, Max, Hulu, Apple TV+, Paramount+, Peacock."),
        ("/api/tv-recommendations", json!({"tvShows": "Dark", "maturityRating": "XXX"}), "Unknown maturity rating \"XXX\": use one of TV-Y, TV-Y7, G, TV-G, PG, TV-PG, PG-13, TV-14, R, TV-MA, NC-17."),
        (
            "/api/tv-recommendations",
            json!({"tvShows": "Dark", "excludedShows": ["y".repeat(201)]}),
            "A title in 'excludedShows' is too long: at most 200 characters are allowed.",
        ),
    ];
    for (path, body, message) in cases {
        let (status, answer) = post(path, body.clone()).await;
        assert_eq!(
            status,
            StatusCode::BAD_REQUEST,
            "{path} {body:.200}: {answer}"
        );
        assert_eq!(answer["error"], message, "{path} {body:.200}");
    }
}

#[tokio::test]
async fn control_characters_inside_a_title_are_stripped_not_fatal() {
    let (status, body) = post(
        "/api/tv-recommendations",
        json!({"tvShows": "Breaking\u{0}Bad\tDark\u{1b}"}),
    )
    .await;
    // "Breaking Bad Dark" is no title; the control characters themselves must not be the error.
    assert!(
        status == StatusCode::OK || status == StatusCode::NOT_FOUND,
        "{status} {body}"
    );
    let (status, body) = post(
        "/api/tv-recommendations",
        json!({"tvShows": "Breaking\u{0}Bad\nDark\u{7}"}),
    )
    .await;
    let cards = picks(status, &body);
    assert_eq!(body["unresolved"], json!([]), "{body}");
    assert_no_inputs_or_duplicates(catalog_server(), &cards, &["Breaking Bad", "Dark"]);
}

#[tokio::test]
async fn oversized_bodies_are_413_and_malformed_json_is_400() {
    let server = catalog_server();
    let client = reqwest::Client::new();
    let megabyte = "z".repeat(1 << 20);
    let (status, body) = send(
        client
            .post(server.url("/api/tv-recommendations"))
            .json(&json!({"tvShows": megabyte})),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.contains("too large")),
        "{body}"
    );

    let (status, body) = send(
        client
            .post(server.url("/api/mood-recommendations"))
            .header(header::CONTENT_TYPE, "application/json")
            .body("{\"mood\": \"happy\""),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.starts_with("Malformed JSON")),
        "{body}"
    );

    let (status, body) = get(&format!("/api/show/{}", "q".repeat(300))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["error"],
        "Show name is too long: at most 200 characters are allowed."
    );
}

// ------------------------------------------------------------------ operator metrics

/// The value of the one sample line that starts with `series` (name and labels), 0 when absent.
fn sample(page: &str, series: &str) -> f64 {
    page.lines()
        .find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
        .unwrap_or(0.0)
}

async fn scrape(server: &CatalogServer) -> String {
    let response = reqwest::get(server.url("/metrics")).await.expect("scrape");
    assert_eq!(response.status(), StatusCode::OK);
    let content_type = response.headers()[header::CONTENT_TYPE]
        .to_str()
        .expect("ascii")
        .to_string();
    assert!(
        content_type.starts_with("text/plain; version=0.0.4"),
        "{content_type}"
    );
    response.text().await.expect("body")
}

#[tokio::test]
async fn metrics_count_requests_by_route_time_the_engine_by_mode_and_size_the_catalog() {
    let server = catalog_server();
    // Other tests in this binary share the process-wide recorder: compare before and after.
    let ok_show = r#"http_requests_total{method="GET",route="/api/show/{show_name}",status="200"}"#;
    let missing_show =
        r#"http_requests_total{method="GET",route="/api/show/{show_name}",status="404"}"#;
    let mood_count =
        r#"recommendation_duration_seconds_count{mode="mood",target="movie",more="false"}"#;
    let before = scrape(server).await;

    get("/api/show/Breaking%20Bad").await;
    get("/api/show/Breaking%20Bad").await;
    get("/api/show/Qwzxyv%20Blorptastic").await;
    let (status, _) = post(
        "/api/mood-recommendations",
        json!({"mood": "happy", "type": "movies"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK);

    let after = scrape(server).await;
    // At least: tests run in parallel in this process and may hit the same routes meanwhile.
    let grew = |series: &str| sample(&after, series) - sample(&before, series);
    assert!(grew(ok_show) >= 2.0, "{after}");
    assert!(grew(missing_show) >= 1.0, "{after}");
    assert!(grew(mood_count) >= 1.0, "{after}");
    // Raw paths never become labels: a scraper sees a bounded set of series.
    assert!(!after.contains("Blorptastic"));
    assert!(after.contains(r#"http_request_duration_seconds_bucket{method="GET",route="/api/show/{show_name}",le="0.005"}"#));

    let shows = server
        .catalog
        .titles
        .iter()
        .filter(|t| t.kind == Kind::Show)
        .count();
    let movies = server.catalog.titles.len() - shows;
    assert_eq!(sample(&after, r#"catalog_titles{kind="tv"}"#), shows as f64);
    assert_eq!(
        sample(&after, r#"catalog_titles{kind="movie"}"#),
        movies as f64
    );
}
