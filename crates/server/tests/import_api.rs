//! `POST /api/import` (docs/API.md, "Import") on the real server over the test catalog, on SQLite
//! and on PostgreSQL: real-format exports resolve against the catalog, highly rated titles become
//! favourites, watched ones never come back in picks, and a bad file stores nothing.

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

use catalog::{Catalog, Kind, Title};
use reqwest::StatusCode;
use serde_json::{json, Value};

use member_app::{read, spawn_app_with, App, Backend, Session};

async fn spawn(backend: Backend) -> App {
    spawn_app_with(backend, false, Some(catalog_app::test_catalog_path())).await
}

fn catalog() -> Catalog {
    catalog::artifact::load(&catalog_app::test_catalog_path()).expect("test catalog")
}

async fn upload(
    app: &App,
    token: Option<&str>,
    format: &str,
    body: Vec<u8>,
) -> (StatusCode, Value) {
    let mut request = app
        .client
        .post(app.url(&format!("/api/import?format={format}")))
        .body(body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    read(request.send().await.expect("request")).await
}

async fn names(app: &App, me: &Session, path: &str, key: &str) -> Vec<String> {
    let (status, body) = app
        .get(&format!("{path}/{}", me.user_id), Some(&me.access))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body[key]
        .as_array()
        .expect("list")
        .iter()
        .map(|i| i["show_name"].as_str().expect("show_name").to_string())
        .collect()
}

/// One row of an IMDb ratings export.
fn imdb_row(title: &Title, rating: u8) -> String {
    let kind = match title.kind {
        Kind::Show => "TV Series",
        Kind::Movie => "Movie",
    };
    format!(
        "{},{rating},2024-01-02,\"{}\",\"{}\",https://www.imdb.com/title/{}/,{kind},7.5,50,{},Drama,1000,2008-01-20,\n",
        title.imdb_id.as_deref().unwrap_or_default(),
        title.title,
        title.title,
        title.imdb_id.as_deref().unwrap_or_default(),
        title.year.map(|y| y.to_string()).unwrap_or_default(),
    )
}

const IMDB_HEADER: &str = "Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors\n";

async fn an_imdb_export_fills_favourites_and_watched(backend: Backend) {
    let app = spawn(backend).await;
    let me = app.signed_in("ada@example.com").await;
    let catalog = catalog();
    let first = app.picks(&me, "Breaking Bad, Ozark", false, 1).await;
    let watched_name = first.first().expect("a pick").clone();
    let watched = catalog
        .titles
        .iter()
        .find(|t| t.title == watched_name && t.kind == Kind::Show)
        .expect("the pick is a catalog show");
    let favorite = catalog
        .titles
        .iter()
        .find(|t| t.imdb_id.is_some() && t.kind == Kind::Movie && t.title.is_ascii())
        .expect("a film with an IMDb id");
    let mut file = format!("\u{feff}{IMDB_HEADER}");
    file.push_str(&imdb_row(favorite, 9));
    file.push_str(&imdb_row(watched, 5));
    file.push_str("tt99999999,10,2024-01-02,Qwzxyv Blorptastic,Qwzxyv Blorptastic,u,Movie,7,90,2001,Drama,1,2001-01-01,\n");

    let (status, summary) = upload(&app, None, "imdb", file.clone().into_bytes()).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{summary}");

    let (status, summary) = upload(&app, Some(&me.access), "", file.clone().into_bytes()).await;
    assert_eq!(status, StatusCode::OK, "{summary}");
    assert_eq!(summary["format"], "imdb");
    assert_eq!(summary["titles"], 3);
    assert_eq!(summary["matched"], 2, "{summary}");
    assert_eq!(summary["favoritesAdded"], 1);
    assert_eq!(summary["watchedAdded"], 2);
    assert_eq!(summary["unmatchedCount"], 1);
    assert_eq!(summary["unmatched"][0]["title"], "Qwzxyv Blorptastic");

    assert_eq!(
        names(&app, &me, "/api/favorites", "favorites").await,
        [favorite.display_name().into_owned()]
    );
    let (_, later) = app
        .get(
            &format!("/api/watch-later/{}", me.user_id),
            Some(&me.access),
        )
        .await;
    let items = later["watchLaterItems"].as_array().expect("items");
    assert_eq!(items.len(), 2, "{later}");
    assert!(items.iter().all(|i| i["watched"] == true), "{later}");

    // Watched titles never come back, over several "more" pages.
    let after = app.picks(&me, "Breaking Bad, Ozark", false, 4).await;
    assert!(!after.is_empty());
    assert!(!after.contains(&watched_name), "{after:?}");

    // The same file again adds nothing.
    let (status, again) = upload(&app, Some(&me.access), "imdb", file.into_bytes()).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(
        (&again["favoritesAdded"], &again["watchedAdded"]),
        (&json!(0), &json!(0))
    );
    assert_eq!(again["alreadySaved"], 3);
}

async fn a_bad_file_stores_nothing(backend: Backend) {
    let app = spawn(backend).await;
    let me = app.signed_in("ada@example.com").await;
    let catalog = catalog();
    let good = catalog
        .titles
        .iter()
        .find(|t| t.imdb_id.is_some() && t.title.is_ascii())
        .expect("a title with an IMDb id");
    // Good rows first, then a truncated one: nothing of it may be written.
    let mut truncated = format!("{IMDB_HEADER}{}", imdb_row(good, 9));
    truncated.push_str("tt0133093,9,2024-01-03\n");
    let mut latin1 = format!("{IMDB_HEADER}{}", imdb_row(good, 9)).into_bytes();
    latin1.extend_from_slice(b"tt1,8,2024,Am\xe9lie,Am\xe9lie,u,Movie,8,1,2001,D,1,2001-01-01,\n");
    let cases: [(&str, Vec<u8>); 6] = [
        ("imdb", truncated.into_bytes()),
        ("imdb", latin1),
        (
            "imdb",
            b"Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,x\n".to_vec(),
        ),
        ("letterboxd", b"PK\x03\x04 not really a zip".to_vec()),
        (
            "trakt",
            b"[{\"rating\": 9, \"movie\": {\"title\": \"Heat\"".to_vec(),
        ),
        ("", b"just some text\n".to_vec()),
    ];
    for (format, body) in cases {
        let (status, body) = upload(&app, Some(&me.access), format, body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{format}: {body}");
        assert!(body["error"].is_string(), "{body}");
    }
    let (status, body) = upload(&app, Some(&me.access), "netflix", b"x".to_vec()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let huge = vec![b'a'; server::limits::IMPORT_UPLOAD_BYTES + 1];
    let (status, _) = upload(&app, Some(&me.access), "imdb", huge).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(names(&app, &me, "/api/favorites", "favorites")
        .await
        .is_empty());
    assert!(names(&app, &me, "/api/watch-later", "watchLaterItems")
        .await
        .is_empty());
}

both!(
    an_imdb_export_fills_favourites_and_watched,
    a_bad_file_stores_nothing
);
