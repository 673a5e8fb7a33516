//! The server under load: the real binary as a child process on a free loopback port, with its
//! own temp dir (outbox, static files, log), stopped by SIGTERM as an orchestrator would.

use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use tempfile::TempDir;

pub struct Launch<'a> {
    pub bin: &'a Path,
    pub catalog: &'a Path,
    pub model_dir: &'a Path,
    pub database_url: &'a str,
}

pub struct Server {
    pub addr: SocketAddr,
    child: Child,
    dir: TempDir,
}

/// Generous: the full catalog and the model load in about a second, migrations in less.
const START_LIMIT: Duration = Duration::from_secs(120);
/// Every client of the run comes from 127.0.0.1, so the per-address sign-in limits (meant for one
/// person's browser) would turn most sign-ins into 429s: the run lifts them.
const UNLIMITED_ATTEMPTS: &str = "1000000";

impl Server {
    pub async fn start(launch: &Launch<'_>) -> anyhow::Result<Server> {
        if !launch.bin.is_file() {
            bail!(
                "{} is missing: build it first (`make load` does)",
                launch.bin.display()
            );
        }
        let dir = tempfile::tempdir().context("creating the server's temp dir")?;
        let addr = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .context("finding a free port")?;
        let log = std::fs::File::create(dir.path().join("server.log"))?;
        let child = Command::new(launch.bin)
            .arg("serve")
            .args(["--addr", &addr.to_string()])
            .arg("--catalog")
            .arg(launch.catalog)
            .arg("--model-dir")
            .arg(launch.model_dir)
            .args(["--database-url", launch.database_url])
            .arg("--static-dir")
            .arg(dir.path())
            .arg("--outbox-dir")
            .arg(outbox(dir.path()))
            .args(["--attempts-per-ip", UNLIMITED_ATTEMPTS])
            .args(["--attempts-per-account", UNLIMITED_ATTEMPTS])
            // Per-request logs would cost the server more than some requests do.
            .env("RUST_LOG", "warn")
            .stdout(log.try_clone()?)
            .stderr(log)
            .stdin(Stdio::null())
            .spawn()
            .with_context(|| format!("starting {}", launch.bin.display()))?;
        let mut server = Server { addr, child, dir };
        server.wait_until_healthy().await?;
        Ok(server)
    }

    async fn wait_until_healthy(&mut self) -> anyhow::Result<()> {
        let client = reqwest::Client::new();
        let started = Instant::now();
        loop {
            if let Ok(response) = client.get(self.url("/api/health")).send().await {
                if response.status().is_success() {
                    let health: serde_json::Value = response.json().await?;
                    println!(
                        "server up in {:.1} s: {} titles, database {}",
                        started.elapsed().as_secs_f64(),
                        health["catalog"]["titles"],
                        health["database"]
                    );
                    return Ok(());
                }
            }
            if let Some(status) = self.child.try_wait()? {
                bail!(
                    "the server exited at start-up ({status}):\n{}",
                    self.log_tail()
                );
            }
            if started.elapsed() > START_LIMIT {
                bail!(
                    "the server did not answer within {START_LIMIT:?}:\n{}",
                    self.log_tail()
                );
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{}", self.addr, path)
    }

    /// Where the server writes its mails (no SMTP is configured).
    pub fn outbox(&self) -> PathBuf {
        outbox(self.dir.path())
    }

    /// `VmRSS` of the server process, as the kernel prints it.
    pub fn resident_memory(&self) -> Option<String> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .map(|v| v.trim().to_string())
    }

    /// Lines the server logged at WARN or ERROR during the run.
    pub fn logged_problems(&self) -> Vec<String> {
        std::fs::read_to_string(self.dir.path().join("server.log"))
            .unwrap_or_default()
            .lines()
            .filter(|l| l.contains("ERROR") || l.contains("WARN"))
            .map(str::to_string)
            .collect()
    }

    fn log_tail(&self) -> String {
        let log = std::fs::read_to_string(self.dir.path().join("server.log")).unwrap_or_default();
        let lines: Vec<&str> = log.lines().collect();
        lines[lines.len().saturating_sub(20)..].join("\n")
    }

    /// SIGTERM, then waits for the process to drain and exit.
    pub async fn stop(mut self) -> anyhow::Result<()> {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .context("running kill")?;
        if !sent.success() {
            bail!("kill -TERM {} failed", self.child.id());
        }
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait()? {
                if !status.success() {
                    bail!("the server exited with {status}:\n{}", self.log_tail());
                }
                return Ok(());
            }
            if started.elapsed() > START_LIMIT {
                let _ = self.child.kill();
                bail!("the server did not exit after SIGTERM");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        // A run that failed half-way must not leave the server behind (a no-op once it exited).
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn outbox(dir: &Path) -> PathBuf {
    dir.join("outbox")
}
