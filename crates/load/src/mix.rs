//! The mix: what one virtual user does, call after call, with no pause between (a closed loop, so
//! the load is as high as the server can take with that many users). Each user is a signed-in
//! member with its own lists; the weights follow a session of the SPA: mostly recommendations and
//! show pages, some list changes, RUM batches, a few sign-ins.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS};
use reqwest::{Method, RequestBuilder};
use serde_json::{json, Value};

use crate::accounts::{self, Member};
use crate::server::Server;
use crate::stats::Report;

/// Titles the users type, save and open: the catalog's best known, so every one resolves.
#[derive(Clone)]
pub struct Titles {
    shows: Vec<String>,
    movies: Vec<String>,
}

const TITLES_PER_KIND: usize = 150;
/// Longer than any answer may take; a request past it counts as not answered.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

impl Titles {
    pub fn from_catalog(path: &Path) -> anyhow::Result<Titles> {
        let catalog = catalog::artifact::load(path)
            .with_context(|| format!("loading the catalog {}", path.display()))?;
        let mut titles: Vec<&catalog::Title> = catalog.titles.iter().collect();
        titles.sort_by_key(|t| std::cmp::Reverse(t.imdb_votes.unwrap_or(0)));
        // One name, one title: a name shared by a film and a series would be read as either.
        let mut seen = std::collections::HashSet::new();
        let mut picked = Titles {
            shows: Vec::new(),
            movies: Vec::new(),
        };
        for title in titles {
            if !seen.insert(title.title.to_lowercase()) {
                continue;
            }
            let list = match title.kind {
                catalog::Kind::Movie => &mut picked.movies,
                _ => &mut picked.shows,
            };
            if list.len() < TITLES_PER_KIND {
                list.push(title.title.clone());
            }
        }
        anyhow::ensure!(
            !picked.shows.is_empty() && !picked.movies.is_empty(),
            "the catalog has no shows or no films"
        );
        Ok(picked)
    }
}

/// xorshift64*: reproducible per user, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn pick<'a>(&mut self, items: &'a [String]) -> &'a str {
        &items[self.below(items.len())]
    }

    /// `count` picks joined the way the forms send them.
    fn typed(&mut self, items: &[String], count: usize) -> String {
        (0..count)
            .map(|_| self.pick(items).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

#[derive(Debug, Clone, Copy)]
enum Call {
    TvPicks,
    FilmPicks,
    More,
    Couples,
    Mood,
    ShowPage,
    SignIn,
    AddFavourite,
    RemoveFavourite,
    AddWatchLater,
    RemoveWatchLater,
    ListFavourites,
    Rum,
}

/// Out of 100 calls.
const WEIGHTS: [(Call, u32); 13] = [
    (Call::TvPicks, 16),
    (Call::FilmPicks, 8),
    (Call::More, 6),
    (Call::Couples, 6),
    (Call::Mood, 6),
    (Call::ShowPage, 16),
    (Call::SignIn, 3),
    (Call::AddFavourite, 9),
    (Call::RemoveFavourite, 6),
    (Call::AddWatchLater, 6),
    (Call::RemoveWatchLater, 4),
    (Call::ListFavourites, 4),
    (Call::Rum, 10),
];

/// One virtual user's state: its session, what it saved, what it was last shown.
struct User {
    member: Member,
    rng: Rng,
    favourites: Vec<String>,
    watch_later: Vec<String>,
    shown: Vec<String>,
}

/// Runs every member as a virtual user until `duration` has passed.
pub async fn run(
    server: &Server,
    members: Vec<Member>,
    titles: Titles,
    duration: Duration,
) -> Report {
    let client = reqwest::Client::builder()
        .timeout(REQUEST_TIMEOUT)
        .build()
        .unwrap_or_default();
    let base = Arc::new(server.url(""));
    let titles = Arc::new(titles);
    let started = Instant::now();
    let deadline = started + duration;
    let mut tasks = Vec::new();
    for (n, member) in members.into_iter().enumerate() {
        let user = User {
            member,
            rng: Rng(0x9E37_79B9_7F4A_7C15 ^ (n as u64 + 1)),
            favourites: Vec::new(),
            watch_later: Vec::new(),
            shown: Vec::new(),
        };
        let (client, base, titles) = (client.clone(), base.clone(), titles.clone());
        tasks.push(tokio::spawn(async move {
            let mut report = Report::default();
            let mut user = user;
            while Instant::now() < deadline {
                one_call(&client, &base, &titles, &mut user, &mut report).await;
            }
            report
        }));
    }
    let mut report = Report::default();
    for task in tasks {
        if let Ok(part) = task.await {
            report.merge(part);
        }
    }
    report.elapsed = started.elapsed();
    report.logged = server.logged_problems();
    report
}

fn choose(rng: &mut Rng) -> Call {
    let total: u32 = WEIGHTS.iter().map(|(_, w)| w).sum();
    let mut roll = (rng.next() % u64::from(total)) as u32;
    for (call, weight) in WEIGHTS {
        if roll < weight {
            return call;
        }
        roll -= weight;
    }
    Call::TvPicks
}

/// Builds, sends and records one call, and keeps what the user needs from its answer.
async fn one_call(
    client: &reqwest::Client,
    base: &str,
    titles: &Titles,
    user: &mut User,
    report: &mut Report,
) {
    let call = choose(&mut user.rng);
    let (label, request) = request(client, base, titles, user, call);
    let started = Instant::now();
    let answer = match request.send().await {
        Ok(response) => {
            let status = response.status().as_u16();
            response.bytes().await.map(|body| (status, body))
        }
        Err(err) => Err(err),
    };
    let took = started.elapsed();
    let Ok((status, body)) = answer else {
        report.endpoint(label).failed();
        return;
    };
    report.endpoint(label).answered(status, took);
    if (200..300).contains(&status) {
        let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
        remember(user, call, &body);
    }
}

fn request(
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
fn remember(user: &mut User, call: Call, body: &Value) {
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
