//! Faults the server must live through (issue 13): its PostgreSQL stopped and restarted under a
//! write load, SIGTERM with requests in flight, a read-only SQLite file and a full disk. Each
//! prepares its fault itself (its own PostgreSQL cluster, its own small disk), never touching the
//! machine's shared PostgreSQL, and fails (never skips) when it cannot.

#[allow(dead_code)]
#[path = "common/catalog_app.rs"]
mod catalog_app;
#[path = "common/maildev.rs"]
mod maildev;
#[allow(unused_macros)]
#[macro_use]
#[path = "common/member_app.rs"]
mod member_app;
#[path = "common/own_pg.rs"]
mod own_pg;
#[path = "common/pg.rs"]
mod pg;
#[path = "common/small_disk.rs"]
mod small_disk;

use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{json, Value};
use server::store::Outage;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use member_app::{read, spawn_app_at, spawn_app_with, App, Backend, Session};
use own_pg::OwnPostgres;
use small_disk::SmallDisk;

/// Long enough for any answer on a loaded machine; a request that takes longer is hanging.
const CLIENT_TIMEOUT: Duration = Duration::from_secs(30);
/// How long a phase may take before the test gives up on it (not a timing assertion: a bound
/// that keeps a broken server from hanging the suite).
const PHASE_LIMIT: Duration = Duration::from_secs(90);

/// Names of `count` titles of the test catalog, each resolving to itself.
fn catalog_titles(count: usize) -> Vec<(String, &'static str)> {
    let catalog = catalog::artifact::load(&catalog_app::test_catalog_path()).expect("test catalog");
    let mut seen = std::collections::HashSet::new();
    catalog
        .titles
        .iter()
        .filter(|t| seen.insert(t.title.to_lowercase()))
        .take(count)
        .map(|t| {
            let kind = match t.kind {
                catalog::Kind::Movie => "movie",
                _ => "tv",
            };
            (t.title.clone(), kind)
        })
        .collect()
}

fn favourite(member: &Session, (name, kind): &(String, &str)) -> Value {
    json!({ "user_id": member.user_id, "show_name": name, "content_type": kind })
}

/// Polls `done` every 100 ms until it holds; fails with `what` after [`PHASE_LIMIT`].
async fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < PHASE_LIMIT, "gave up waiting: {what}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(CLIENT_TIMEOUT)
        .build()
        .expect("HTTP client")
}

// ------------------------------------------------------------------ PostgreSQL stopped mid-load

/// What the writers saw.
#[derive(Default)]
struct Tally {
    /// (user id, saved name) of every add the server answered 2xx.
    acknowledged: Vec<String>,
    /// 503s, with the sentence the client got.
    unavailable: Vec<String>,
    /// Anything else: 500s, other statuses, timeouts, broken connections.
    unexpected: Vec<String>,
}

/// Adds favourites in a loop until `stop`, cycling through `titles`.
async fn write_favourites(
    app: Arc<App>,
    member: Session,
    titles: Vec<(String, &'static str)>,
    tally: Arc<Mutex<Tally>>,
    stop: Arc<AtomicBool>,
) {
    let client = client();
    for title in titles.iter().cycle() {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let sent = client
            .post(app.url("/api/favorites"))
            .bearer_auth(&member.access)
            .json(&favourite(&member, title))
            .send()
            .await;
        let outcome = match sent {
            Ok(response) => Ok(read(response).await),
            Err(err) => Err(err.to_string()),
        };
        let mut tally = tally.lock().expect("tally");
        match outcome {
            Ok((status, body)) if status.is_success() => {
                let saved = body["favorite"]["show_name"].as_str().unwrap_or_default();
                tally
                    .acknowledged
                    .push(format!("{}/{saved}", member.user_id));
            }
            Ok((StatusCode::SERVICE_UNAVAILABLE, body)) => {
                tally.unavailable.push(body["error"].to_string());
            }
            Ok((status, body)) => tally.unexpected.push(format!("{status} {body}")),
            Err(err) => tally.unexpected.push(err),
        }
    }
}

fn assert_nothing_unexpected(tally: &Mutex<Tally>) {
    let tally = tally.lock().expect("tally");
    assert!(
        tally.unexpected.is_empty(),
        "only 2xx and 503 may be answered; also got: {:?}",
        &tally.unexpected[..tally.unexpected.len().min(10)]
    );
}

fn count(tally: &Mutex<Tally>, of: impl Fn(&Tally) -> usize) -> usize {
    of(&tally.lock().expect("tally"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_stopped_mid_load_answers_503_recovers_and_keeps_every_acknowledged_write() {
    let cluster = Arc::new(OwnPostgres::start());
    let app = spawn_app_at(&cluster.url(), Some(catalog_app::test_catalog_path())).await;
    let app = Arc::new(app);
    let titles = catalog_titles(200);
    let tally = Arc::new(Mutex::new(Tally::default()));
    let stop = Arc::new(AtomicBool::new(false));
    let mut writers = Vec::new();
    for (n, chunk) in titles.chunks(50).enumerate() {
        let member = app.signed_in(&format!("writer{n}@example.com")).await;
        writers.push(tokio::spawn(write_favourites(
            app.clone(),
            member,
            chunk.to_vec(),
            tally.clone(),
            stop.clone(),
        )));
    }
    wait_until("20 writes acknowledged before the outage", || {
        count(&tally, |t| t.acknowledged.len()) >= 20
    })
    .await;

    let down = cluster.clone();
    tokio::task::spawn_blocking(move || down.stop())
        .await
        .expect("pg_ctl stop");
    // While it is down: a clear 503, in bounded time (the pool's acquire timeout), not a 500.
    let (status, body) = read(
        client()
            .get(app.url("/api/health"))
            .send()
            .await
            .expect("health answers while the database is down"),
    )
    .await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    wait_until("writers see 503s while PostgreSQL is down", || {
        count(&tally, |t| t.unavailable.len().max(t.unexpected.len())) >= 4
    })
    .await;
    assert_nothing_unexpected(&tally);

    let up = cluster.clone();
    tokio::task::spawn_blocking(move || up.resume())
        .await
        .expect("pg_ctl start");
    let before = count(&tally, |t| t.acknowledged.len());
    wait_until("the server writes again after PostgreSQL is back", || {
        count(&tally, |t| t.acknowledged.len()) >= before + 20
    })
    .await;
    stop.store(true, Ordering::Relaxed);
    for writer in writers {
        writer.await.expect("writer task");
    }

    assert_nothing_unexpected(&tally);
    let tally = std::mem::take(&mut *tally.lock().expect("tally"));
    let sentence = Value::from(Outage::Unavailable.message()).to_string();
    assert!(
        tally.unavailable.iter().all(|said| *said == sentence),
        "{:?}",
        tally.unavailable
    );
    let stored: std::collections::HashSet<String> = app
        .db
        .strings(
            "SELECT user_id::text || '/' || show_name FROM saved_items WHERE list = 'favorites'",
        )
        .await
        .into_iter()
        .collect();
    let lost: Vec<&String> = tally
        .acknowledged
        .iter()
        .filter(|w| !stored.contains(*w))
        .collect();
    assert!(
        lost.is_empty(),
        "{} of {} acknowledged writes are not in the database: {lost:?}",
        lost.len(),
        tally.acknowledged.len()
    );
    eprintln!(
        "{} writes acknowledged and all stored; {} answered 503 during the outage",
        tally.acknowledged.len(),
        tally.unavailable.len()
    );
}

// ------------------------------------------------------------------ SIGTERM with requests in flight

/// The real binary on a free port, over the test catalog and a SQLite file in `dir`.
fn start_binary(dir: &std::path::Path) -> (Child, std::net::SocketAddr) {
    let addr = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port");
    let child = Command::new(env!("CARGO_BIN_EXE_bingeable"))
        .arg("serve")
        .args(["--addr", &addr.to_string()])
        .arg("--catalog")
        .arg(catalog_app::test_catalog_path())
        .arg("--model-dir")
        .arg(catalog_app::model_dir())
        .arg("--database-url")
        .arg(format!("sqlite://{}/bingeable.db", dir.display()))
        .arg("--static-dir")
        .arg(dir)
        .arg("--outbox-dir")
        .arg(dir.join("outbox"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start target/debug/bingeable");
    (child, addr)
}

/// Reads one HTTP/1.1 response (Content-Length framed): its status and body.
async fn read_response(stream: &mut TcpStream) -> (u16, String) {
    let mut bytes = Vec::new();
    let mut chunk = [0u8; 8192];
    loop {
        if let Some(end) = bytes.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&bytes[..end]).to_string();
            let length: usize = head
                .lines()
                .find_map(|l| {
                    let (name, value) = l.split_once(':')?;
                    name.eq_ignore_ascii_case("content-length")
                        .then(|| value.trim().parse().ok())?
                })
                .expect("a Content-Length");
            if bytes.len() >= end + 4 + length {
                let status = head
                    .split(' ')
                    .nth(1)
                    .and_then(|s| s.parse().ok())
                    .expect("a status line");
                let body = String::from_utf8_lossy(&bytes[end + 4..end + 4 + length]);
                return (status, body.to_string());
            }
        }
        let n = tokio::time::timeout(CLIENT_TIMEOUT, stream.read(&mut chunk))
            .await
            .expect("the response within the client timeout")
            .expect("read the response");
        assert!(n > 0, "connection closed before a whole response");
        bytes.extend_from_slice(&chunk[..n]);
    }
}

/// A request whose body is only half sent: in flight on the server until [`finish`] is called.
struct HalfSent {
    stream: TcpStream,
    rest: Vec<u8>,
    path: &'static str,
}

/// Opens a connection, proves the server has accepted it (a whole health check on it), then sends
/// the head of a POST and half its body.
async fn half_send(addr: std::net::SocketAddr, path: &'static str, body: Value) -> HalfSent {
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    let health = "GET /api/health HTTP/1.1\r\nHost: bingeable\r\n\r\n";
    stream.write_all(health.as_bytes()).await.expect("write");
    let (status, _) = read_response(&mut stream).await;
    assert_eq!(status, 200);
    let body = body.to_string().into_bytes();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: bingeable\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n",
        body.len()
    );
    let (first, rest) = body.split_at(body.len() / 2);
    stream.write_all(head.as_bytes()).await.expect("write");
    stream.write_all(first).await.expect("write");
    HalfSent {
        stream,
        rest: rest.to_vec(),
        path,
    }
}

impl HalfSent {
    async fn finish(mut self) -> (&'static str, u16, String) {
        self.stream.write_all(&self.rest).await.expect("write");
        let (status, body) = read_response(&mut self.stream).await;
        (self.path, status, body)
    }
}

#[tokio::test]
async fn sigterm_finishes_requests_in_flight_refuses_new_ones_and_exits_0() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut child, addr) = start_binary(dir.path());
    let http = client();
    wait_until_serving(&http, addr, &mut child).await;

    let mut in_flight = Vec::new();
    for (path, body) in [
        (
            "/api/tv-recommendations",
            json!({ "tvShows": "Breaking Bad, The Office", "movies": "Inception" }),
        ),
        (
            "/api/movie-recommendations",
            json!({ "tvShows": "Friends", "movies": "The Matrix" }),
        ),
        (
            "/api/couple-recommendations",
            json!({ "person1Shows": "Breaking Bad", "person2Shows": "Friends", "recommendationType": "tv" }),
        ),
        (
            "/auth/v1/signup",
            json!({ "email": "late@example.com", "password": "correct horse", "data": { "username": "late" } }),
        ),
    ] {
        in_flight.push(half_send(addr, path, body).await);
    }
    // The heads are on the server's side of the sockets; give it a moment to read them.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("run kill");
    assert!(killed.success());

    // The listener closes: a new connection is refused (not accepted and left hanging).
    let started = Instant::now();
    while TcpStream::connect(addr).await.is_ok() {
        assert!(
            started.elapsed() < PHASE_LIMIT,
            "new connections are still accepted after SIGTERM"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    for request in in_flight {
        let (path, status, body) = request.finish().await;
        assert_eq!(status, 200, "{path}: {body}");
    }
    let started = Instant::now();
    let exit = loop {
        if let Some(status) = child.try_wait().expect("wait for the server") {
            break status;
        }
        if started.elapsed() > PHASE_LIMIT {
            let _ = child.kill();
            panic!("the server did not exit after SIGTERM");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(exit.code(), Some(0), "{exit}");
}

async fn wait_until_serving(http: &reqwest::Client, addr: std::net::SocketAddr, child: &mut Child) {
    let started = Instant::now();
    loop {
        let health = http.get(format!("http://{addr}/api/health")).send().await;
        if health.is_ok_and(|r| r.status().is_success()) {
            return;
        }
        if let Some(status) = child.try_wait().expect("server process") {
            panic!("the server exited at start-up with {status}");
        }
        if started.elapsed() > PHASE_LIMIT {
            let _ = child.kill();
            panic!("the server did not answer within {PHASE_LIMIT:?}");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

// ------------------------------------------------------------------ read-only file, full disk

async fn add(
    app: &App,
    member: &Session,
    title: &(String, &str),
    show_data: &Value,
) -> (StatusCode, Value) {
    let mut body = favourite(member, title);
    body["show_data"] = show_data.clone();
    app.post("/api/favorites", Some(&member.access), body).await
}

#[tokio::test]
async fn a_read_only_sqlite_file_refuses_writes_with_503_and_keeps_serving_reads() {
    let catalog = Some(catalog_app::test_catalog_path());
    let titles = catalog_titles(2);
    let writable = spawn_app_with(Backend::Sqlite, false, catalog.clone()).await;
    let member = writable.signed_in("reader@example.com").await;
    let (status, body) = add(&writable, &member, &titles[0], &Value::Null).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let url = writable.db_url.clone();
    // Every connection to the file closes, so the next server opens it afresh.
    let App {
        server,
        db,
        dir: _dir,
        ..
    } = writable;
    server.stop().await.expect("server stops");
    if let member_app::Db::Sqlite(pool) = db {
        pool.close().await;
    }

    // As root, chmod would not stop us writing; `mode=ro` opens the file exactly as SQLite opens
    // one it may not write (read-only), which is what a wrong owner or a read-only volume gives.
    let read_only = spawn_app_at(&format!("{url}?mode=ro"), catalog).await;
    let (status, body) = add(&read_only, &member, &titles[1], &Value::Null).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(body["error"], Outage::ReadOnly.message());
    let path = format!("/api/favorites/{}", member.user_id);
    let (status, body) = read_only.get(&path, Some(&member.access)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["favorites"].as_array().map(Vec::len),
        Some(1),
        "{body}"
    );
    let (status, _) = read_only.get("/api/health", None).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_full_disk_refuses_writes_with_503_and_writes_resume_once_space_is_freed() {
    let disk = SmallDisk::mount();
    let url = format!("sqlite://{}/bingeable.db", disk.path().display());
    let app = spawn_app_at(&url, Some(catalog_app::test_catalog_path())).await;
    let member = app.signed_in("full@example.com").await;
    let titles = catalog_titles(400);
    let show_data = json!({ "note": "x".repeat(8_000) });
    let (status, body) = add(&app, &member, &titles[0], &show_data).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");

    disk.fill();
    let mut refused = None;
    for title in &titles[1..] {
        let (status, body) = add(&app, &member, title, &show_data).await;
        if !status.is_success() {
            refused = Some((title, status, body));
            break;
        }
    }
    let (title, status, body) = refused.expect("the disk never filled up");
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(body["error"], Outage::ReadOnly.message());
    // Still serving, reads included.
    let (status, _) = app.get("/api/health", None).await;
    assert_eq!(status, StatusCode::OK);
    let path = format!("/api/favorites/{}", member.user_id);
    let (status, body) = app.get(&path, Some(&member.access)).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    disk.free();
    let (status, body) = add(&app, &member, title, &show_data).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}
