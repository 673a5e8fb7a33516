//! One real server over the SMALL test catalog and the MiniLM model, shared by every test of a
//! binary: loading the model and precomputing the engine takes seconds in a debug build, so it is
//! done once, on a runtime of its own that outlives each test's runtime.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use catalog::Catalog;
use server::app::spawn;
use server::config::ServeConfig;
use tempfile::TempDir;

/// Large enough for 5,000 short titles (to reach the title-count check), far below 1 MB (to reach
/// the 413).
pub const CATALOG_BODY_LIMIT: usize = 64 * 1024;

pub struct CatalogServer {
    pub addr: SocketAddr,
    /// The same artifact the server loaded, to check answers against.
    pub catalog: Catalog,
    // Never dropped (statics are not): a small SQLite file may stay in the temp folder.
    _dir: TempDir,
}

impl CatalogServer {
    pub fn url(&self, path: &str) -> String {
        format!("http://{}{}", self.addr, path)
    }
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `BINGEABLE_TEST_CATALOG`, else `<repo>/data/test/catalog.bin`; a missing file fails the test.
pub fn test_catalog_path() -> PathBuf {
    let path = std::env::var_os("BINGEABLE_TEST_CATALOG")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_root().join("data/test/catalog.bin"));
    assert!(
        path.is_file(),
        "test catalog {} is missing: run `make test-catalog` (or set BINGEABLE_TEST_CATALOG)",
        path.display()
    );
    path
}

/// `BINGEABLE_MODEL_DIR`, else `<repo>/data/model`; a missing model fails the test.
pub fn model_dir() -> PathBuf {
    let dir = std::env::var_os("BINGEABLE_MODEL_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_root().join("data/model"));
    assert!(
        dir.join("model.safetensors").is_file(),
        "embedding model missing in {}: run `make model` (or set BINGEABLE_MODEL_DIR)",
        dir.display()
    );
    dir
}

pub fn catalog_server() -> &'static CatalogServer {
    static SERVER: OnceLock<CatalogServer> = OnceLock::new();
    SERVER.get_or_init(start)
}

fn start() -> CatalogServer {
    let catalog_path = test_catalog_path();
    let model_dir = model_dir();
    let catalog = catalog::artifact::load(&catalog_path).unwrap_or_else(|e| {
        panic!(
            "cannot load {}: {e} (run `make test-catalog`)",
            catalog_path.display()
        )
    });
    let dir = tempfile::tempdir().expect("create temp dir");
    let mut config = ServeConfig::under(dir.path());
    config.recommender.catalog = catalog_path;
    config.recommender.model_dir = model_dir;
    config.http.max_body_bytes = CATALOG_BODY_LIMIT;
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("build the server runtime");
        runtime.block_on(async move {
            match spawn(config).await {
                Ok(server) => {
                    let _ = tx.send(Ok(server.addr));
                    // Serve until the test process exits.
                    std::future::pending::<()>().await;
                    drop(server);
                }
                Err(err) => {
                    let _ = tx.send(Err(format!("{err:#}")));
                }
            }
        });
    });
    let addr = rx
        .recv()
        .expect("server thread ended without a word")
        .unwrap_or_else(|err| panic!("server did not start: {err}"));
    CatalogServer {
        addr,
        catalog,
        _dir: dir,
    }
}
