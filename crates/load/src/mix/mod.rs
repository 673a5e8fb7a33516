//! The mix: what one virtual user does, call after call, with no pause between (a closed loop, so
//! the load is as high as the server can take with that many users). Each user is a signed-in
//! member with its own lists; the weights follow a session of the SPA: mostly recommendations and
//! show pages, some list changes, RUM batches, a few sign-ins.
//!
//! `titles.rs` picks the titles, `calls.rs` builds each call and keeps what its answer says.

mod calls;
mod titles;

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::accounts::Member;
use crate::server::Server;
use crate::stats::Report;

pub use titles::Titles;

/// Longer than any answer may take; a request past it counts as not answered.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

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
    let (label, request) = calls::request(client, base, titles, user, call);
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
        calls::remember(user, call, &body);
    }
}
