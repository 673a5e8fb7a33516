//! A real SMTP catcher for the accounts tests: maildev (test-tools/package.json, installed by
//! `make test-rust`), one process per test on free ports, killed when the test ends (on drop). Its REST API
//! (`GET /email`) lists what it caught. When it cannot start, the test fails saying why; it never
//! skips.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

pub struct Maildev {
    pub smtp_port: u16,
    web_port: u16,
    client: reqwest::Client,
    child: Child,
}

impl Drop for Maildev {
    fn drop(&mut self) {
        // The process would outlive the test otherwise.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free local port")
}

fn maildev_script() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let script = root.join("test-tools/node_modules/maildev/bin/maildev");
    assert!(
        script.is_file(),
        "maildev is not installed ({}): run `npm ci` in test-tools (`make test-rust` does)",
        script.display()
    );
    script
}

impl Maildev {
    pub async fn start() -> Maildev {
        let (smtp_port, web_port) = (free_port(), free_port());
        let mut child = Command::new("node")
            .arg(maildev_script())
            .args([
                "--smtp",
                &smtp_port.to_string(),
                "--web",
                &web_port.to_string(),
            ])
            .args(["--ip", "127.0.0.1", "--silent"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start maildev with node: {e}"));
        let client = reqwest::Client::new();
        let started = Instant::now();
        loop {
            let url = format!("http://127.0.0.1:{web_port}/email");
            if let Ok(response) = client.get(&url).send().await {
                if response.status().is_success() {
                    break;
                }
            }
            if let Ok(Some(status)) = child.try_wait() {
                panic!("maildev exited at start-up with {status}");
            }
            if started.elapsed() > Duration::from_secs(30) {
                let _ = child.kill();
                panic!("maildev did not answer on port {web_port} within 30 s");
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        Maildev {
            smtp_port,
            web_port,
            client,
            child,
        }
    }

    pub fn smtp_url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.smtp_port)
    }

    /// Every caught message to `address`, oldest first.
    pub async fn messages_to(&self, address: &str) -> Vec<Value> {
        let url = format!("http://127.0.0.1:{}/email", self.web_port);
        let all: Vec<Value> = self
            .client
            .get(&url)
            .send()
            .await
            .expect("maildev answers")
            .json()
            .await
            .expect("maildev lists JSON");
        all.into_iter()
            .filter(|m| {
                m["to"]
                    .as_array()
                    .is_some_and(|to| to.iter().any(|t| t["address"].as_str() == Some(address)))
            })
            .collect()
    }

    /// Waits (up to 15 s: mails are sent in the background) until `count` messages to `address`
    /// have arrived, and returns them.
    pub async fn wait_for(&self, address: &str, count: usize) -> Vec<Value> {
        let started = Instant::now();
        loop {
            let messages = self.messages_to(address).await;
            if messages.len() >= count {
                return messages;
            }
            assert!(
                started.elapsed() < Duration::from_secs(15),
                "expected {count} mail(s) to {address}, maildev has {}",
                messages.len()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}
