//! Starts the real server on port 0 with a temporary SQLite database and static dir.

use std::path::PathBuf;

use server::app::{spawn, RunningServer};
use server::config::ServeConfig;
use tempfile::TempDir;

/// Small so the oversized-body test needs only a small body.
pub const TEST_BODY_LIMIT: usize = 2048;
pub const INDEX_HTML: &str =
    "<!doctype html><html><head><title>Bingeable test shell</title></head><body><div id=\"root\"></div></body></html>";
pub const ASSET_JS: &str = "console.log('bingeable test asset');";
pub const ASSET_PATH: &str = "/assets/index-abc123.js";

pub struct TestApp {
    pub server: RunningServer,
    pub client: reqwest::Client,
    pub dir: TempDir,
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        self.server.url(path)
    }
}

pub fn test_config(dir: &TempDir) -> ServeConfig {
    let mut config = ServeConfig::under(dir.path());
    config.http.max_body_bytes = TEST_BODY_LIMIT;
    config
}

/// The server with a built SPA (index.html and one hashed asset).
pub async fn spawn_app() -> TestApp {
    spawn_app_with(true).await
}

pub async fn spawn_app_with(with_spa: bool) -> TestApp {
    let dir = tempfile::tempdir().expect("create temp dir");
    if with_spa {
        let dist: PathBuf = dir.path().join("dist");
        std::fs::create_dir_all(dist.join("assets")).expect("create dist/assets");
        std::fs::write(dist.join("index.html"), INDEX_HTML).expect("write index.html");
        std::fs::write(dist.join(ASSET_PATH.trim_start_matches('/')), ASSET_JS)
            .expect("write asset");
    }
    let server = spawn(test_config(&dir)).await.expect("server starts");
    // No automatic decompression: the gzip test reads Content-Encoding itself.
    let client = reqwest::Client::new();
    TestApp {
        server,
        client,
        dir,
    }
}
