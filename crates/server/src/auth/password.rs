//! Argon2id password hashes. Hashing costs tens of milliseconds of CPU on purpose, so it runs on
//! the blocking pool: on an async worker it would stall every other request on that thread.

use std::sync::OnceLock;

use anyhow::Context;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::Argon2;

/// The PHC string (`$argon2id$v=19$...`) with its own random salt.
pub async fn hash(password: String) -> anyhow::Result<String> {
    tokio::task::spawn_blocking(move || hash_now(&password))
        .await
        .context("password hashing task")?
}

/// True when `password` matches `stored`. With no stored hash (an unknown address, an account
/// made through OAuth) a dummy hash is checked anyway, so the answer takes as long either way
/// and timing does not tell whether an address is registered.
pub async fn verify(password: String, stored: Option<String>) -> anyhow::Result<bool> {
    tokio::task::spawn_blocking(move || {
        let dummy = stored.is_none();
        let stored = match stored {
            Some(stored) => stored,
            None => dummy_hash()?.to_string(),
        };
        let matches = Argon2::default()
            .verify_password(password.as_bytes(), stored.as_str())
            .is_ok();
        Ok(matches && !dummy)
    })
    .await
    .context("password verification task")?
}

fn hash_now(password: &str) -> anyhow::Result<String> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|hash| hash.to_string())
        .map_err(|e| anyhow::anyhow!("hashing a password: {e}"))
}

fn dummy_hash() -> anyhow::Result<&'static str> {
    static DUMMY: OnceLock<String> = OnceLock::new();
    if let Some(hash) = DUMMY.get() {
        return Ok(hash);
    }
    let hash = hash_now("not a password anyone has")?;
    Ok(DUMMY.get_or_init(|| hash))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify_and_are_salted() {
        let a = hash("correct horse".into()).await.expect("hash");
        let b = hash("correct horse".into()).await.expect("hash");
        assert!(a.starts_with("$argon2id$"));
        assert_ne!(a, b);
        assert!(verify("correct horse".into(), Some(a.clone()))
            .await
            .expect("verify"));
        assert!(!verify("wrong".into(), Some(a)).await.expect("verify"));
        assert!(!verify("not a password anyone has".into(), None)
            .await
            .expect("verify"));
    }
}
