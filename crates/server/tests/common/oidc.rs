//! A real OpenID Connect provider for the OAuth tests: oauth2-mock-server (test-tools/package.json)
//! run by test-tools/oidc-provider.mjs, one process per test on a free port, killed when the test
//! ends (on drop). Its control endpoint sets the claims of the next ID tokens and can make the
//! authorize endpoint answer with an error. When it cannot start, the test fails saying why.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::Value;

pub struct OidcProvider {
    /// `http://127.0.0.1:PORT`: the issuer, and where discovery starts.
    pub issuer: String,
    client: reqwest::Client,
    child: Child,
}

impl Drop for OidcProvider {
    fn drop(&mut self) {
        // The process would outlive the test otherwise.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl OidcProvider {
    pub async fn start() -> OidcProvider {
        let tools = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-tools");
        assert!(
            tools.join("node_modules/oauth2-mock-server").is_dir(),
            "oauth2-mock-server is not installed: run `npm ci` in test-tools (`make test-rust` does)"
        );
        let mut child = Command::new("node")
            .arg(tools.join("oidc-provider.mjs"))
            .args(["--port", "0"])
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start the OIDC provider with node: {e}"));
        let stdout = child.stdout.take().expect("piped stdout");
        // The script prints `issuer=…` once it listens; reading blocks, so off the runtime.
        let line = tokio::time::timeout(
            Duration::from_secs(30),
            tokio::task::spawn_blocking(move || {
                let mut line = String::new();
                BufReader::new(stdout).read_line(&mut line).map(|_| line)
            }),
        )
        .await;
        let line = match line {
            Ok(Ok(Ok(line))) => line,
            other => {
                let _ = child.kill();
                panic!("the OIDC provider did not start within 30 s: {other:?}");
            }
        };
        let issuer = line
            .trim()
            .strip_prefix("issuer=")
            .unwrap_or_else(|| panic!("unexpected first line from the OIDC provider: {line:?}"))
            .to_string();
        OidcProvider {
            issuer,
            client: reqwest::Client::new(),
            child,
        }
    }

    async fn put(&self, path: &str, body: Value) {
        let response = self
            .client
            .put(format!("{}{path}", self.issuer))
            .json(&body)
            .send()
            .await
            .expect("the OIDC provider's control endpoint answers");
        assert!(
            response.status().is_success(),
            "{path}: {}",
            response.status()
        );
    }

    /// Claims merged into every ID token from now on (`null` removes one).
    pub async fn set_claims(&self, claims: Value) {
        self.put("/__control/claims", claims).await;
    }

    /// Makes the authorize endpoint answer `error` instead of a code.
    pub async fn fail_authorize(&self, error: &str, description: &str) {
        let body = serde_json::json!({ "error": error, "error_description": description });
        self.put("/__control/authorize", body).await;
    }
}
