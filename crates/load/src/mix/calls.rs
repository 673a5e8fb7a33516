//! Each call of the mix: its request, built from the user's state, and what its answer changes in
//! that state.

use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS};
use reqwest::{Method, RequestBuilder};
use serde_json::{json, Value};

use super::{Call, Rng, Titles, User};
use crate::accounts::{self, Member};

pub(super) fn request(
    client: &reqwest::Client,
    base: &str,
    titles: &Titles,
    user: &mut User,
    call: Call,
) -> (&'static str, RequestBuilder) {
    let rng = &mut user.rng;
    let token = user.member.access.clone();
    let post = |path: &str, body: Value| {
        client
            .post(format!("{base}{path}"))
            .bearer_auth(&token)
            .json(&body)
    };
    match call {
        Call::TvPicks => (
            "POST /api/tv-recommendations",
            post(
                "/api/tv-recommendations",
                json!({ "tvShows": rng.typed(&titles.shows, 2), "movies": rng.typed(&titles.movies, 1) }),
            ),
        ),
        Call::FilmPicks => (
            "POST /api/movie-recommendations",
            post(
                "/api/movie-recommendations",
                json!({ "tvShows": rng.typed(&titles.shows, 1), "movies": rng.typed(&titles.movies, 2) }),
            ),
        ),
        Call::More => (
            "POST /api/more-recommendations",
            post(
                "/api/more-recommendations",
                json!({ "shows": rng.typed(&titles.shows, 2), "excludedShows": user.shown }),
            ),
        ),
        Call::Couples => {
            let kind = if rng.below(2) == 0 { "tv" } else { "movies" };
            (
                "POST /api/couple-recommendations",
                post(
                    "/api/couple-recommendations",
                    json!({
                        "person1Shows": rng.typed(&titles.shows, 2),
                        "person2Shows": rng.typed(&titles.shows, 2),
                        "recommendationType": kind,
                    }),
                ),
            )
        }
        Call::Mood => {
            let mood = engine::Mood::ALL[rng.below(engine::Mood::ALL.len())].name();
            let kind = if rng.below(2) == 0 { "tv" } else { "movies" };
            (
                "POST /api/mood-recommendations",
                post(
                    "/api/mood-recommendations",
                    json!({ "mood": mood, "type": kind }),
                ),
            )
        }
        Call::ShowPage => {
            let name = if rng.below(2) == 0 {
                rng.pick(&titles.shows)
            } else {
                rng.pick(&titles.movies)
            };
            (
                "GET /api/show/{name}",
                client.get(url(base, &["api", "show", name])),
            )
        }
        Call::SignIn => (
            "POST /auth/v1/token?grant_type=password",
            client
                .post(format!("{base}/auth/v1/token?grant_type=password"))
                .json(&json!({ "email": user.member.email, "password": accounts::PASSWORD })),
        ),
        Call::AddFavourite => (
            "POST /api/favorites",
            post("/api/favorites", save_body(&user.member, rng, titles)),
        ),
        Call::AddWatchLater => (
            "POST /api/watch-later",
            post("/api/watch-later", save_body(&user.member, rng, titles)),
        ),
        Call::RemoveFavourite | Call::RemoveWatchLater => {
            let (list, label, saved) = match call {
                Call::RemoveFavourite => (
                    "favorites",
                    "DELETE /api/favorites/{id}/{name}",
                    &mut user.favourites,
                ),
                _ => (
                    "watch-later",
                    "DELETE /api/watch-later/{id}/{name}",
                    &mut user.watch_later,
                ),
            };
            // Nothing saved yet: remove a title that is not there (200, removed: false).
            let name = if saved.is_empty() {
                rng.pick(&titles.shows).to_string()
            } else {
                saved.swap_remove(rng.below(saved.len()))
            };
            let target = url(base, &["api", list, &user.member.user_id, &name]);
            (
                label,
                client.request(Method::DELETE, target).bearer_auth(&token),
            )
        }
        Call::ListFavourites => (
            "GET /api/favorites/{id}",
            client
                .get(url(base, &["api", "favorites", &user.member.user_id]))
                .bearer_auth(&token),
        ),
        Call::Rum => (
            "POST /api/rum",
            client.post(format!("{base}/api/rum")).json(&rum_batch(rng)),
        ),
    }
}

/// A favourite or watch-later body: a show or a film, as the cards send it.
fn save_body(member: &Member, rng: &mut Rng, titles: &Titles) -> Value {
    let (name, kind) = if rng.below(2) == 0 {
        (rng.pick(&titles.shows), "tv")
    } else {
        (rng.pick(&titles.movies), "movie")
    };
    json!({ "user_id": member.user_id, "show_name": name, "content_type": kind, "watched": false })
}

/// Keeps what later calls need: the titles shown (for "more"), the saved names (for removals), a
/// new session after a sign-in.
pub(super) fn remember(user: &mut User, call: Call, body: &Value) {
    let names = |items: &Value| -> Vec<String> {
        items
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|i| i["show_name"].as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default()
    };
    match call {
        Call::TvPicks | Call::FilmPicks | Call::Couples | Call::Mood => {
            user.shown = names(&body["recommendations"]);
        }
        Call::More => user.shown.extend(names(&body["recommendations"])),
        Call::AddFavourite => push_saved(&mut user.favourites, &body["favorite"]),
        Call::AddWatchLater => push_saved(&mut user.watch_later, &body["watchLaterItem"]),
        Call::SignIn => {
            if let Some(access) = body["access_token"].as_str() {
                user.member.access = access.to_string();
            }
        }
        _ => {}
    }
    // The SPA caps what it sends back as shown; so does the user here.
    user.shown.truncate(200);
}

fn push_saved(saved: &mut Vec<String>, item: &Value) {
    if let Some(name) = item["show_name"].as_str() {
        if !saved.iter().any(|s| s == name) {
            saved.push(name.to_string());
        }
    }
}

/// What a path segment must not hold as is (RFC 3986): titles have spaces, `/`, `?`, `#`...
const SEGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'/')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}');

/// `base` and the path `segments`, each percent-encoded.
fn url(base: &str, segments: &[&str]) -> String {
    let path: Vec<String> = segments
        .iter()
        .map(|s| utf8_percent_encode(s, SEGMENT).to_string())
        .collect();
    format!("{base}/{}", path.join("/"))
}

/// Ten events as the SPA batches them: page views, vitals, feature usage.
fn rum_batch(rng: &mut Rng) -> Value {
    let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    let session = format!(
        "session_{}_{:09}",
        rng.next() % 1_000_000_000_000,
        rng.below(1_000_000_000)
    );
    let events: Vec<Value> = (0..10)
        .map(|i| {
            let data = match i % 3 {
                0 => json!({ "referrer": "", "title": "Bingeable" }),
                1 => json!({ "name": "LCP", "value": 800 + rng.below(2000), "id": format!("v{i}"), "delta": 10, "rating": "good" }),
                _ => json!({ "feature": "recommendations", "action": "submit", "success": true }),
            };
            let kind = ["page_view", "web_vitals", "feature_usage"][i % 3];
            json!({
                "timestamp": now,
                "session_id": session,
                "user_id": null,
                "page_url": "http://127.0.0.1/",
                "user_agent": "bingeable-load",
                "viewport": { "width": 1280, "height": 800 },
                "connection": null,
                "type": kind,
                "data": data,
            })
        })
        .collect();
    json!({ "events": events })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_encode_what_a_segment_cannot_hold_and_keep_the_rest() {
        assert_eq!(
            url("http://h", &["api", "watch-later", "a-1", "Who? / Me #2"]),
            "http://h/api/watch-later/a-1/Who%3F%20%2F%20Me%20%232"
        );
    }
}
