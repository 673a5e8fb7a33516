//! Opaque tokens: 32 random bytes from the operating system's CSPRNG, sent as hex. Only their
//! SHA-256 is stored, so a copy of the database cannot be replayed as a session. A plain hash (no
//! salt, no work factor) is enough because the input is random, unlike a password.

use sha2::{Digest, Sha256};

const TOKEN_BYTES: usize = 32;

/// A fresh token, 64 hex characters.
pub fn generate() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; TOKEN_BYTES];
    getrandom::fill(&mut bytes)?;
    Ok(hex::encode(bytes))
}

/// What the store keeps and looks tokens up by.
pub fn hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_random_hex_and_hashes_are_stable() {
        let (a, b) = (generate().expect("random"), generate().expect("random"));
        assert_eq!(a.len(), 64);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert_eq!(hash(&a), hash(&a));
        assert_ne!(hash(&a), a);
        assert_eq!(
            hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
