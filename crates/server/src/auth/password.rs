//! Argon2id password hashes. Hashing costs tens of milliseconds of CPU on purpose, so it runs in
//! the bounded CPU pool ([`crate::cpu`]): on an async worker it would stall every other request on
//! that thread, and unbounded, a burst of sign-ins would take every core.

use std::sync::OnceLock;

use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::Argon2;

use crate::cpu::{CpuError, CpuPool};

/// Why hashing or checking failed: the pool was full (503), or argon2 itself failed (a bug).
#[derive(Debug, thiserror::Error)]
pub enum PasswordError {
    #[error(transparent)]
    Cpu(#[from] CpuError),
    #[error(transparent)]
    Hash(#[from] anyhow::Error),
}

/// The PHC string (`$argon2id$v=19$...`) with its own random salt.
pub async fn hash(cpu: &CpuPool, password: String) -> Result<String, PasswordError> {
    Ok(cpu.run(move || hash_now(&password)).await??)
}

/// True when `password` matches `stored`. With no stored hash (an unknown address, an account
/// made through OAuth) a dummy hash is checked anyway, so the answer takes as long either way
/// and timing does not tell whether an address is registered.
pub async fn verify(
    cpu: &CpuPool,
    password: String,
    stored: Option<String>,
) -> Result<bool, PasswordError> {
    let checked = cpu.run(move || {
        let dummy = stored.is_none();
        let stored = match stored {
            Some(stored) => stored,
            None => dummy_hash()?.to_string(),
        };
        let matches = Argon2::default()
            .verify_password(password.as_bytes(), stored.as_str())
            .is_ok();
        anyhow::Ok(matches && !dummy)
    });
    Ok(checked.await??)
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
        let cpu = CpuPool::new(2, std::time::Duration::from_secs(30));
        let a = hash(&cpu, "correct horse".into()).await.expect("hash");
        let b = hash(&cpu, "correct horse".into()).await.expect("hash");
        assert!(a.starts_with("$argon2id$"));
        assert_ne!(a, b);
        assert!(verify(&cpu, "correct horse".into(), Some(a.clone()))
            .await
            .expect("verify"));
        assert!(!verify(&cpu, "wrong".into(), Some(a)).await.expect("verify"));
        assert!(!verify(&cpu, "not a password anyone has".into(), None)
            .await
            .expect("verify"));
    }
}
