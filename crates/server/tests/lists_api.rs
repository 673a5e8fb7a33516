//! The members' lists of docs/API.md ("Members' lists", and "Saved couple profiles") over HTTP, on
//! the real server over the test catalog, on SQLite and on PostgreSQL: every case becomes
//! `sqlite::<case>` and `postgres::<case>`.

#[allow(dead_code)]
#[path = "common/catalog_app.rs"]
mod catalog_app;
#[path = "common/maildev.rs"]
mod maildev;
#[macro_use]
#[path = "common/member_app.rs"]
mod member_app;
#[path = "common/pg.rs"]
mod pg;

use std::collections::HashSet;

use reqwest::StatusCode;
use serde_json::{json, Value};
use server::store::{self, ContentType, ListKind, NewListItem, Tier};
use uuid::Uuid;

use member_app::{spawn_app_with, App, Backend, Session};

const NOT_YOURS: &str = "You can only see or change your own lists.";

async fn spawn(backend: Backend) -> App {
    spawn_app_with(backend, false, Some(catalog_app::test_catalog_path())).await
}

/// Sets the member's subscription through the store, as the payment webhook will.
async fn set_subscription(app: &App, user_id: &str, tier: Tier, is_premium: bool) {
    app.set_subscription(user_id, tier, is_premium).await;
}

fn names(body: &Value, key: &str) -> Vec<String> {
    body[key]
        .as_array()
        .unwrap_or_else(|| panic!("{key} in {body}"))
        .iter()
        .map(|i| i["show_name"].as_str().expect("show_name").to_string())
        .collect()
}

/// What the lists calls of one list are called, and what they answer under.
struct ListPaths {
    path: &'static str,
    one: &'static str,
    all: &'static str,
}

const FAVORITES: ListPaths = ListPaths {
    path: "/api/favorites",
    one: "favorite",
    all: "favorites",
};
const WATCH_LATER: ListPaths = ListPaths {
    path: "/api/watch-later",
    one: "watchLaterItem",
    all: "watchLaterItems",
};
const DISLIKES: ListPaths = ListPaths {
    path: "/api/dislikes",
    one: "dislike",
    all: "dislikes",
};

/// Adds `name` as the SPA does (`show_data` is a card the client holds).
async fn add(
    app: &App,
    me: &Session,
    list: &ListPaths,
    name: &str,
    kind: &str,
) -> (StatusCode, Value) {
    let body = json!({
        "user_id": me.user_id,
        "show_name": name,
        "show_data": { "show_name": name, "title": name, "explanation": "Because you liked Ozark." },
        "content_type": kind,
    });
    app.post(list.path, Some(&me.access), body).await
}

async fn list(app: &App, me: &Session, list: &ListPaths) -> Vec<String> {
    let (status, body) = app
        .get(&format!("{}/{}", list.path, me.user_id), Some(&me.access))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    names(&body, list.all)
}

async fn add_list_and_remove_on(app: &App, me: &Session, paths: &ListPaths) {
    let (status, body) = add(app, me, paths, "breaking bad", "tv").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let item = &body[paths.one];
    // Saved as the catalog title, with the catalog's card and the explanation the member saw.
    assert_eq!(item["show_name"], "Breaking Bad", "{body}");
    assert_eq!(item["content_type"], "tv");
    assert_eq!(item["user_id"].as_str(), Some(me.user_id.as_str()));
    assert_eq!(item["show_data"]["title"], "Breaking Bad");
    assert_eq!(item["show_data"]["type"], "tv");
    assert!(item["show_data"]["id"].is_string(), "{body}");
    assert_eq!(item["show_data"]["explanation"], "Because you liked Ozark.");
    assert_eq!(
        item["watched"].is_boolean(),
        paths.one == "watchLaterItem",
        "{body}"
    );
    let id = item["id"].clone();

    // The same title again, however it is written: 200 with the same item, no duplicate.
    let (status, again) = add(app, me, paths, "  BREAKING BAD ", "tv").await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again[paths.one]["id"], id);

    // camelCase fields, a movie, and no content_type (tv).
    let body = json!({ "userId": me.user_id, "showName": "Inception", "contentType": "movie" });
    let (status, movie) = app.post(paths.path, Some(&me.access), body).await;
    assert_eq!(status, StatusCode::CREATED, "{movie}");
    assert_eq!(movie[paths.one]["content_type"], "movie");
    let (status, ozark) = app
        .post(
            paths.path,
            Some(&me.access),
            json!({ "show_name": "Ozark" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{ozark}");
    assert_eq!(ozark[paths.one]["content_type"], "tv");

    assert_eq!(
        list(app, me, paths).await,
        ["Breaking Bad", "Inception", "Ozark"]
    );

    // Removal matches the name trimmed and case-insensitively; removing again is still success.
    let path = format!("{}/{}/{}", paths.path, me.user_id, "%20breaking%20BAD%20");
    let (status, body) = app.delete(&path, Some(&me.access)).await;
    assert_eq!(
        (status, &body["success"]),
        (StatusCode::OK, &json!(true)),
        "{body}"
    );
    assert_eq!(body["removed"], true);
    let (status, body) = app.delete(&path, Some(&me.access)).await;
    assert_eq!(
        (status, &body["success"]),
        (StatusCode::OK, &json!(true)),
        "{body}"
    );
    assert_eq!(body["removed"], false);
    assert_eq!(list(app, me, paths).await, ["Inception", "Ozark"]);
}

async fn favorites_and_watch_later_add_list_and_remove(backend: Backend) {
    let app = spawn(backend).await;
    let me = app.signed_in("ada@example.com").await;
    add_list_and_remove_on(&app, &me, &FAVORITES).await;
    add_list_and_remove_on(&app, &me, &WATCH_LATER).await;
    // The lists are separate.
    assert_eq!(list(&app, &me, &FAVORITES).await, ["Inception", "Ozark"]);
    let (status, body) = app
        .post(
            WATCH_LATER.path,
            Some(&me.access),
            json!({ "show_name": "Dark", "watched": true }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["watchLaterItem"]["watched"], true);
}

async fn every_call_needs_a_bearer_and_the_callers_own_id(backend: Backend) {
    let app = spawn(backend).await;
    let ada = app.signed_in("ada@example.com").await;
    let bob = app.signed_in("bob@example.com").await;
    set_subscription(&app, &ada.user_id, Tier::Premium, true).await;
    set_subscription(&app, &bob.user_id, Tier::Premium, true).await;
    for paths in [&FAVORITES, &WATCH_LATER, &DISLIKES] {
        assert_eq!(
            add(&app, &bob, paths, "Dark", "tv").await.0,
            StatusCode::CREATED
        );
        let one = format!("{}/{}", paths.path, bob.user_id);
        let item = format!("{one}/Dark");
        // No token.
        let (status, _) = app.get(&one, None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "GET {one}");
        let (status, _) = app.delete(&item, None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "DELETE {item}");
        let body = json!({ "user_id": bob.user_id, "show_name": "Ozark" });
        let (status, _) = app.post(paths.path, None, body.clone()).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "POST {}", paths.path);
        // Someone else's id, and an id that is not even a UUID.
        let (status, err) = app.get(&one, Some(&ada.access)).await;
        assert_eq!(
            (status, &err["error"]),
            (StatusCode::FORBIDDEN, &json!(NOT_YOURS))
        );
        let (status, err) = app.delete(&item, Some(&ada.access)).await;
        assert_eq!(
            (status, &err["error"]),
            (StatusCode::FORBIDDEN, &json!(NOT_YOURS))
        );
        let (status, err) = app.post(paths.path, Some(&ada.access), body).await;
        assert_eq!(
            (status, &err["error"]),
            (StatusCode::FORBIDDEN, &json!(NOT_YOURS))
        );
        let (status, _) = app
            .get(&format!("{}/not-a-uuid", paths.path), Some(&ada.access))
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        // Bob's list is untouched, and Ada's is her own.
        assert_eq!(list(&app, &bob, paths).await, ["Dark"]);
        assert!(list(&app, &ada, paths).await.is_empty());
    }
    let (status, _) = app
        .post(
            "/api/enhance-and-add-favorite",
            None,
            json!({ "showName": "Dark" }),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

async fn dislikes_are_premium_and_never_come_back(backend: Backend) {
    let app = spawn(backend).await;
    let me = app.signed_in("ada@example.com").await;
    let first = app.picks(&me, "Breaking Bad, Ozark", false, 1).await;
    let disliked = first.first().expect("a pick").clone();

    // A free member: every dislikes call is 403 with its own code.
    let (status, body) = add(&app, &me, &DISLIKES, &disliked, "tv").await;
    assert_eq!(
        (status, &body["code"]),
        (StatusCode::FORBIDDEN, &json!("premium_required")),
        "{body}"
    );
    let all = format!("/api/dislikes/{}", me.user_id);
    let (status, body) = app.get(&all, Some(&me.access)).await;
    assert_eq!(
        (status, &body["code"]),
        (StatusCode::FORBIDDEN, &json!("premium_required"))
    );
    let (status, _) = app.delete(&format!("{all}/Dark"), Some(&me.access)).await;
    assert_eq!(status, StatusCode::FORBIDDEN);

    // A paid tier is premium.
    set_subscription(&app, &me.user_id, Tier::Pro, false).await;
    let (status, body) = add(&app, &me, &DISLIKES, &disliked, "tv").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(
        body["dislike"]["show_name"].as_str(),
        Some(disliked.as_str())
    );
    assert_eq!(
        list(&app, &me, &DISLIKES).await,
        std::slice::from_ref(&disliked)
    );

    // Never in any page of picks for this member.
    let shown = app.picks(&me, "Breaking Bad, Ozark", false, 4).await;
    assert!(shown.len() > 10, "{shown:?}");
    assert!(
        !shown.contains(&disliked),
        "{disliked} came back in {shown:?}"
    );
    let other = app.picks(&me, "Narcos", true, 3).await;
    assert!(
        !other.contains(&disliked),
        "{disliked} came back in {other:?}"
    );

    // The premium flag alone is premium too; back to free, the calls are refused again.
    set_subscription(&app, &me.user_id, Tier::Free, true).await;
    assert_eq!(
        list(&app, &me, &DISLIKES).await,
        std::slice::from_ref(&disliked)
    );
    set_subscription(&app, &me.user_id, Tier::Free, false).await;
    assert_eq!(
        app.get(&all, Some(&me.access)).await.0,
        StatusCode::FORBIDDEN
    );

    // Removing it brings it back.
    set_subscription(&app, &me.user_id, Tier::Ultra, false).await;
    let path = format!("{all}/{}", urlencode(&disliked));
    let (status, body) = app.delete(&path, Some(&me.access)).await;
    assert_eq!(
        (status, &body["success"]),
        (StatusCode::OK, &json!(true)),
        "{body}"
    );
    assert!(list(&app, &me, &DISLIKES).await.is_empty());
    assert!(app
        .picks(&me, "Breaking Bad, Ozark", false, 1)
        .await
        .contains(&disliked));
}

fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

async fn favorites_are_left_out_when_asked(backend: Backend) {
    let app = spawn(backend).await;
    let me = app.signed_in("ada@example.com").await;
    let first = app.picks(&me, "Breaking Bad, Ozark", false, 1).await;
    let favorite = first.first().expect("a pick").clone();
    let (status, body) = add(&app, &me, &FAVORITES, &favorite, "tv").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let shown = app.picks(&me, "Breaking Bad, Ozark", true, 3).await;
    assert!(!shown.is_empty());
    assert!(!shown.contains(&favorite), "{favorite} in {shown:?}");
}

async fn show_data_and_titles_are_checked(backend: Backend) {
    let app = spawn(backend).await;
    let me = app.signed_in("ada@example.com").await;
    let post = |body: Value| {
        let app = &app;
        let token = me.access.clone();
        async move { app.post("/api/favorites", Some(&token), body).await }
    };
    let error = |body: &Value| body["error"].as_str().unwrap_or_default().to_string();

    for bad in [json!([1, 2]), json!("Breaking Bad"), json!(42)] {
        let (status, body) = post(json!({ "show_name": "Dark", "show_data": bad })).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert!(error(&body).contains("show_data"), "{body}");
    }
    let big = "x".repeat(17 * 1024);
    let (status, body) =
        post(json!({ "show_name": "Dark", "show_data": { "description": big } })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(
        error(&body),
        "show_data is too large: at most 16 KB are allowed."
    );
    let (status, body) = post(json!({ "show_name": "Dark", "content_type": "book" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(error(&body).contains("content_type"), "{body}");
    let (status, body) = post(json!({ "show_name": "   " })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(error(&body), "show_name is required.");
    let (status, body) = post(json!({ "show_name": ["Dark"] })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let response = app
        .client
        .post(app.url("/api/favorites"))
        .bearer_auth(&me.access)
        .header("content-type", "application/json")
        .body("{\"show_name\": ")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);

    // An unknown title is refused with a sentence, never saved.
    let (status, body) = post(json!({ "show_name": "Qwzxyv Blorptastic" })).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(
        error(&body),
        "'Qwzxyv Blorptastic' is not in our catalog, so it cannot be saved. Check the spelling."
    );
    // Fight Club is spelt right: only the 2021 availability lists know it.
    let (status, body) = post(json!({ "show_name": "fight club", "content_type": "movie" })).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(
        error(&body),
        "'Fight Club' streams, but we know too little about it to save it. Try another title."
    );
    let (status, body) = app
        .post(
            "/api/enhance-and-add-favorite",
            Some(&me.access),
            json!({ "userId": me.user_id, "showName": "Qwzxyv Blorptastic", "contentType": "tv" }),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert!(list(&app, &me, &FAVORITES).await.is_empty());
}

async fn enhance_and_add_favorite_saves_the_catalog_card(backend: Backend) {
    let app = spawn(backend).await;
    let me = app.signed_in("ada@example.com").await;
    let body = json!({ "userId": me.user_id, "showName": " breaking bad ", "contentType": "tv" });
    let (status, body) = app
        .post("/api/enhance-and-add-favorite", Some(&me.access), body)
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let favorite = &body["favorite"];
    assert_eq!(favorite["show_name"], "Breaking Bad", "{body}");
    let card = &favorite["show_data"];
    for field in [
        "id",
        "title",
        "description",
        "genre",
        "image_url",
        "release_year_or_years_aired",
    ] {
        assert!(card[field].is_string(), "{field} in {body}");
    }
    let body = json!({ "userId": me.user_id, "showName": "Breaking Bad" });
    let (status, _) = app
        .post("/api/enhance-and-add-favorite", Some(&me.access), body)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list(&app, &me, &FAVORITES).await, ["Breaking Bad"]);
}

async fn a_full_list_refuses_more(backend: Backend) {
    let app = spawn(backend).await;
    let me = app.signed_in("ada@example.com").await;
    let store = store::connect(&app.db_url).await.expect("open the store");
    let user_id = Uuid::parse_str(&me.user_id).expect("uuid");
    for i in 0..500 {
        let item = NewListItem {
            user_id,
            show_name: format!("Filler {i}"),
            show_data: json!({}),
            content_type: ContentType::Tv,
            watched: false,
        };
        store
            .add_item(ListKind::WatchLater, item)
            .await
            .expect("add filler");
    }
    let (status, body) = add(&app, &me, &WATCH_LATER, "Dark", "tv").await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(
        body["error"],
        "Your watch-later list is full: at most 500 titles. Remove some to add more."
    );
    // Other lists are not affected.
    assert_eq!(
        add(&app, &me, &FAVORITES, "Dark", "tv").await.0,
        StatusCode::CREATED
    );
    let saved: HashSet<String> = list(&app, &me, &WATCH_LATER).await.into_iter().collect();
    assert!(!saved.contains("Dark"));
}

/// Cards show a name's parentheses as square brackets (the page drops titles holding "("), so a
/// title is saved under that name whichever way it was written, and an item saved under the
/// sources' name before is still removed by the name the cards show.
async fn names_with_parentheses_are_saved_as_the_cards_show_them(backend: Backend) {
    let app = spawn(backend).await;
    let me = app.signed_in("ada@example.com").await;
    let (status, body) = add(&app, &me, &FAVORITES, "(500) Days of Summer", "movie").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["favorite"]["show_name"], "[500] Days of Summer");
    assert_eq!(
        body["favorite"]["show_data"]["title"],
        "[500] Days of Summer"
    );
    let (status, again) = add(&app, &me, &FAVORITES, "[500] Days of Summer", "movie").await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again["favorite"]["id"], body["favorite"]["id"]);
    assert_eq!(list(&app, &me, &FAVORITES).await, ["[500] Days of Summer"]);

    let store = store::connect(&app.db_url).await.expect("open the store");
    let old = NewListItem {
        user_id: Uuid::parse_str(&me.user_id).expect("uuid"),
        show_name: "Birdman or (The Unexpected Virtue of Ignorance)".to_string(),
        show_data: json!({}),
        content_type: ContentType::Movie,
        watched: false,
    };
    store
        .add_item(ListKind::WatchLater, old)
        .await
        .expect("add an item under the old name");
    let shown = urlencode("Birdman or [The Unexpected Virtue of Ignorance]");
    let path = format!("{}/{}/{shown}", WATCH_LATER.path, me.user_id);
    let (status, body) = app.delete(&path, Some(&me.access)).await;
    assert_eq!(
        (status, &body["removed"]),
        (StatusCode::OK, &json!(true)),
        "{body}"
    );
    assert!(list(&app, &me, &WATCH_LATER).await.is_empty());
}

/// A member who typed nothing gets picks from what they saved; a visitor who typed nothing gets
/// the spec's 400. Saved titles are the evidence, so none of them is picked back.
async fn saved_titles_are_the_taste_when_nothing_is_typed(backend: Backend) {
    let app = spawn(backend).await;
    let empty = json!({ "tvShows": "", "movies": "" });
    let (status, body) = app
        .post("/api/tv-recommendations", None, empty.clone())
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");

    let me = app.signed_in("ada@example.com").await;
    let (status, _) = app
        .post("/api/tv-recommendations", Some(&me.access), empty.clone())
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "nothing saved yet either");
    assert_eq!(
        add(&app, &me, &FAVORITES, "Breaking Bad", "tv").await.0,
        StatusCode::CREATED
    );
    assert_eq!(
        add(&app, &me, &WATCH_LATER, "Ozark", "tv").await.0,
        StatusCode::CREATED
    );
    let (status, body) = app
        .post("/api/tv-recommendations", Some(&me.access), empty)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let got: Vec<&str> = body["recommendations"]
        .as_array()
        .expect("recommendations")
        .iter()
        .filter_map(|r| r["title"].as_str())
        .collect();
    assert!(!got.is_empty(), "{body}");
    assert!(
        !got.contains(&"Breaking Bad") && !got.contains(&"Ozark"),
        "{got:?}"
    );
    // Another member's saved titles are not this one's taste.
    let other = app.signed_in("grace@example.com").await;
    let (status, _) = app
        .post(
            "/api/tv-recommendations",
            Some(&other.access),
            json!({ "tvShows": "" }),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

/// Saved couple profiles (docs/API.md, "Saved couple profiles"): premium, each member's own, one
/// per name, at most `COUPLE_PROFILES`.
async fn couple_profiles_are_premium_and_each_member_s_own(backend: Backend) {
    const PATH: &str = "/api/couple-profiles";
    let app = spawn(backend).await;
    let date_night = json!({
        "name": "Date night",
        "person1Shows": "Breaking Bad,  Ozark",
        "person2Shows": ["The Office", ""],
        "recommendationType": "tv",
    });
    let (status, _) = app.get(PATH, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let me = app.signed_in("pair@example.com").await;
    let (status, body) = app.post(PATH, Some(&me.access), date_night.clone()).await;
    assert_eq!(
        (status, &body["code"]),
        (StatusCode::FORBIDDEN, &json!("premium_required")),
        "{body}"
    );
    assert_eq!(
        body["error"],
        "Saved couple profiles are a premium feature. Upgrade to keep your couple profiles."
    );
    let (status, _) = app.get(PATH, Some(&me.access)).await;
    assert_eq!(status, StatusCode::FORBIDDEN);

    set_subscription(&app, &me.user_id, Tier::Premium, true).await;
    let (status, body) = app.post(PATH, Some(&me.access), date_night.clone()).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let saved = &body["profile"];
    assert_eq!(saved["name"], "Date night");
    assert_eq!(saved["person1Shows"], "Breaking Bad, Ozark");
    assert_eq!(saved["person2Shows"], "The Office");
    assert_eq!(saved["recommendationType"], "tv");
    let id = saved["id"].as_str().expect("id").to_string();

    // The same name, spelt otherwise, replaces it.
    let films = json!({
        "name": " DATE NIGHT ",
        "person1Shows": "Heat",
        "person2Shows": "Notting Hill",
        "recommendationType": "movies",
    });
    let (status, body) = app.post(PATH, Some(&me.access), films).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["profile"]["id"], id.as_str());
    let (status, body) = app.get(PATH, Some(&me.access)).await;
    assert_eq!(status, StatusCode::OK);
    let profiles = body["profiles"].as_array().expect("profiles");
    assert_eq!(profiles.len(), 1, "{body}");
    assert_eq!(profiles[0]["name"], "DATE NIGHT");
    assert_eq!(profiles[0]["person1Shows"], "Heat");
    assert_eq!(profiles[0]["recommendationType"], "movies");

    for (bad, message) in [
        (
            json!({"name": "  ", "person1Shows": "Dark", "person2Shows": "Lost", "recommendationType": "tv"}),
            "Please give this couple profile a name.",
        ),
        (
            json!({"name": "x", "person1Shows": "Dark", "person2Shows": " , ", "recommendationType": "tv"}),
            "Both people need to enter at least one TV show or movie.",
        ),
    ] {
        let (status, body) = app.post(PATH, Some(&me.access), bad).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(message))
        );
    }

    // Another member neither sees nor deletes it.
    let other = app.signed_in("other@example.com").await;
    set_subscription(&app, &other.user_id, Tier::Premium, true).await;
    let (_, body) = app.get(PATH, Some(&other.access)).await;
    assert_eq!(body["profiles"], json!([]));
    let one = format!("{PATH}/{id}");
    let (status, _) = app.delete(&one, Some(&other.access)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app
        .delete(&format!("{PATH}/not-an-id"), Some(&me.access))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, body) = app.delete(&one, Some(&me.access)).await;
    assert_eq!((status, &body["success"]), (StatusCode::OK, &json!(true)));
    let (status, _) = app.delete(&one, Some(&me.access)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // A full member keeps what they have.
    for n in 0..20 {
        let mut profile = date_night.clone();
        profile["name"] = json!(format!("Pairing {n}"));
        let (status, body) = app.post(PATH, Some(&me.access), profile).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let (status, body) = app.post(PATH, Some(&me.access), date_night).await;
    assert_eq!(
        (status, &body["code"]),
        (StatusCode::CONFLICT, &json!("profile_limit")),
        "{body}"
    );
    let (_, body) = app.get(PATH, Some(&me.access)).await;
    assert_eq!(body["profiles"].as_array().map(Vec::len), Some(20));
}

both!(
    saved_titles_are_the_taste_when_nothing_is_typed,
    favorites_and_watch_later_add_list_and_remove,
    every_call_needs_a_bearer_and_the_callers_own_id,
    dislikes_are_premium_and_never_come_back,
    favorites_are_left_out_when_asked,
    show_data_and_titles_are_checked,
    enhance_and_add_favorite_saves_the_catalog_card,
    a_full_list_refuses_more,
    names_with_parentheses_are_saved_as_the_cards_show_them,
    couple_profiles_are_premium_and_each_member_s_own,
);
