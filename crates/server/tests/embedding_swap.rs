//! A first run: the catalog arrives without embeddings, the server answers at once, embeds the
//! titles in the background through the cache, and swaps the embedding-backed engine in while
//! requests keep succeeding. Afterwards its picks are the ones a server started with embeddings
//! gives.

#[path = "common/catalog_app.rs"]
mod catalog_app;

use std::collections::HashSet;
use std::time::{Duration, Instant};

use catalog_app::{catalog_server, model_dir};
use reqwest::StatusCode;
use serde_json::{json, Value};
use server::app::spawn;
use server::config::ServeConfig;

/// One title in this many is left out of the cache, so the pass has real model work to do (a few
/// seconds) while the test keeps asking for picks.
const UNCACHED_EVERY: usize = 10;

/// Far above the pass's few seconds; only a hung pass reaches it.
const PASS_DEADLINE: Duration = Duration::from_secs(300);

fn request() -> Value {
    json!({ "tvShows": "Breaking Bad, The Wire" })
}

async fn pick_names(client: &reqwest::Client, url: String) -> Vec<String> {
    let response = client
        .post(url)
        .json(&request())
        .send()
        .await
        .expect("request");
    let status = response.status();
    let body: Value = response.json().await.expect("JSON body");
    assert_eq!(status, StatusCode::OK, "picks failed: {body}");
    let names: Vec<String> = body["recommendations"]
        .as_array()
        .expect("recommendations")
        .iter()
        .map(|r| r["title"].as_str().expect("title").to_string())
        .collect();
    assert!(!names.is_empty(), "no picks: {body}");
    names
}

async fn embeddings_status(client: &reqwest::Client, url: String) -> Value {
    let health: Value = client
        .get(url)
        .send()
        .await
        .expect("health")
        .json()
        .await
        .expect("health JSON");
    health["embeddings"].clone()
}

fn shared(a: &[String], b: &[String]) -> usize {
    let a: HashSet<&String> = a.iter().collect();
    b.iter().filter(|name| a.contains(name)).count()
}

#[tokio::test]
async fn embeddings_arrive_in_the_background_and_swap_in_without_failing_a_request() {
    // The shared server over the test catalog (with embeddings) is the reference for afterwards.
    let reference_server = catalog_server();
    let full = &reference_server.catalog;
    assert!(
        !full.embeddings.is_empty(),
        "the test catalog carries embeddings"
    );
    let dir = tempfile::tempdir().expect("temp dir");

    // What `make run` serves first: the same titles, no vectors; and a cache that already holds
    // most of them, as after an interrupted first run.
    let titles_only = full.clone().with_embeddings(Vec::new()).expect("strip");
    let catalog_path = dir.path().join("catalog.bin");
    catalog::artifact::save(&titles_only, &catalog_path).expect("save catalog");
    let mut cache = embed::EmbeddingCache::default();
    for title in full
        .titles
        .iter()
        .filter(|t| !(t.id as usize).is_multiple_of(UNCACHED_EVERY))
    {
        let vector = full.embedding(title.id).expect("vector").to_vec();
        cache.insert(&catalog::embedding_text(title), vector);
    }
    let cache_path = dir.path().join("embeddings.cache");
    cache.save(&cache_path).expect("save cache");

    let mut config = ServeConfig::under(dir.path());
    config.recommender.catalog = catalog_path;
    config.recommender.model_dir = model_dir();
    config.recommender.embedding_cache = cache_path.clone();
    let server = spawn(config).await.expect("server starts");
    let client = reqwest::Client::new();
    let picks_url = server.url("/api/tv-recommendations");
    let health_url = server.url("/api/health");

    let before = pick_names(&client, picks_url.clone()).await;
    let mut answered_while_computing = 0;
    let started = Instant::now();
    loop {
        let status = embeddings_status(&client, health_url.clone()).await;
        match status["state"].as_str() {
            Some("ready") => break,
            Some("pending" | "computing") => {}
            other => panic!("the pass did not succeed: {other:?} ({status})"),
        }
        assert!(
            started.elapsed() < PASS_DEADLINE,
            "the pass is still at {status} after {PASS_DEADLINE:?}"
        );
        // Every request made meanwhile gets its picks (pick_names asserts 200 and a list).
        pick_names(&client, picks_url.clone()).await;
        answered_while_computing += 1;
    }
    assert!(
        answered_while_computing > 0,
        "the pass ended before a single request could be made during it"
    );
    let status = embeddings_status(&client, health_url).await;
    assert_eq!(status["done"], status["of"], "{status}");
    assert_eq!(status["of"], json!(full.len()), "{status}");

    // The pass filled the cache with what it embedded.
    let saved = embed::EmbeddingCache::load(&cache_path).expect("cache saved");
    assert!(full
        .titles
        .iter()
        .all(|t| saved.get(&catalog::embedding_text(t)).is_some()));

    let after = pick_names(&client, picks_url).await;
    let reference = pick_names(&client, reference_server.url("/api/tv-recommendations")).await;
    assert_ne!(
        before, after,
        "the picks did not change with the embeddings"
    );
    assert!(
        shared(&after, &reference) >= reference.len() * 8 / 10,
        "after the swap {after:?} should be the embedding-backed picks {reference:?}"
    );
    assert!(
        shared(&after, &reference) > shared(&before, &reference),
        "before {before:?} already matched the embedding-backed picks {reference:?}"
    );
    server.stop().await.expect("server stops");
}
