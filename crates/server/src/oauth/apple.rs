//! Apple's client secret: not a fixed string but an ES256 JWT the client signs with its "Sign in
//! with Apple" key (Apple's "Creating a client secret"): header `alg` ES256 and `kid` the key id;
//! claims `iss` the team id, `iat`/`exp`, `aud` Apple's issuer, `sub` the Services ID. Apple accepts
//! one for up to six months; we sign a short-lived one for every code exchange, which costs one
//! ECDSA signature and leaves nothing to renew.

use anyhow::Context;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{DateTime, Duration, Utc};
use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey};
use serde_json::json;

/// Long enough for one token request, short enough to be useless if it leaks from a log.
const SECRET_LIFETIME_MINUTES: i64 = 5;

pub struct AppleKey {
    team_id: String,
    key_id: String,
    signing_key: SigningKey,
}

impl AppleKey {
    /// `private_key_pem`: the PKCS#8 PEM text of the `AuthKey_<KEYID>.p8` file.
    pub fn new(team_id: &str, key_id: &str, private_key_pem: &str) -> anyhow::Result<AppleKey> {
        // Env vars often carry the PEM with literal `\n`s; accept both forms.
        let pem = private_key_pem.trim().replace("\\n", "\n");
        let signing_key: SigningKey = pem
            .parse()
            .map_err(|_| anyhow::anyhow!("not a PKCS#8 PEM P-256 private key"))
            .context("BINGEABLE_APPLE_PRIVATE_KEY")?;
        Ok(AppleKey {
            team_id: team_id.trim().to_string(),
            key_id: key_id.trim().to_string(),
            signing_key,
        })
    }

    /// The client secret for `client_id` (the Services ID), valid from `now` for a few minutes.
    /// `audience` is Apple's issuer, `https://appleid.apple.com`.
    pub fn client_secret(&self, client_id: &str, audience: &str, now: DateTime<Utc>) -> String {
        let header = json!({ "alg": "ES256", "kid": self.key_id, "typ": "JWT" });
        let claims = json!({
            "iss": self.team_id,
            "iat": now.timestamp(),
            "exp": (now + Duration::minutes(SECRET_LIFETIME_MINUTES)).timestamp(),
            "aud": audience,
            "sub": client_id,
        });
        let signing_input = format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(header.to_string()),
            URL_SAFE_NO_PAD.encode(claims.to_string())
        );
        // JWS wants the raw r || s form (64 bytes), not DER.
        let signature: Signature = self.signing_key.sign(signing_input.as_bytes());
        format!(
            "{signing_input}.{}",
            URL_SAFE_NO_PAD.encode(signature.to_bytes())
        )
    }
}

#[cfg(test)]
mod tests {
    use p256::ecdsa::signature::Verifier;
    use p256::ecdsa::VerifyingKey;
    use serde_json::Value;

    use super::*;

    // A key made for this test with `openssl ecparam -name prime256v1 -genkey | openssl pkcs8
    // -topk8 -nocrypt`, and its public half (`openssl ec -pubout`).
    const PRIVATE_KEY: &str = "-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQghVGetoQuzW7kfJOu
iyz7ay4ChWM1z2YljVbbIk90n7yhRANCAARAsM0ee4diyttnlQsaQmJWRVkOrqaS
6BlW9KKUOxTsj1N+H62KjdVo8Rl02tkyrsqGzoGD5fcdH0Mlsk49fU88
-----END PRIVATE KEY-----";
    const PUBLIC_KEY: &str = "-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEQLDNHnuHYsrbZ5ULGkJiVkVZDq6m
kugZVvSilDsU7I9Tfh+tio3VaPEZdNrZMq7Khs6Bg+X3HR9DJbJOPX1PPA==
-----END PUBLIC KEY-----";

    fn decode(part: &str) -> Value {
        serde_json::from_slice(&URL_SAFE_NO_PAD.decode(part).expect("base64url")).expect("JSON")
    }

    #[test]
    fn the_client_secret_is_an_es256_jwt_apple_accepts() {
        let key = AppleKey::new(" TEAM123456 ", "KEY1234567", PRIVATE_KEY).expect("key");
        let now = DateTime::from_timestamp(1_795_000_000, 0).expect("time");
        let jwt = key.client_secret("app.bingeable.web", "https://appleid.apple.com", now);

        let parts: Vec<&str> = jwt.split('.').collect();
        assert_eq!(parts.len(), 3, "{jwt}");
        let header = decode(parts[0]);
        assert_eq!(header["alg"], "ES256");
        assert_eq!(header["kid"], "KEY1234567");
        let claims = decode(parts[1]);
        assert_eq!(claims["iss"], "TEAM123456");
        assert_eq!(claims["sub"], "app.bingeable.web");
        assert_eq!(claims["aud"], "https://appleid.apple.com");
        assert_eq!(claims["iat"], 1_795_000_000);
        assert_eq!(claims["exp"], 1_795_000_000 + 300);

        let public: VerifyingKey = PUBLIC_KEY.parse().expect("public key");
        let signature_bytes = URL_SAFE_NO_PAD.decode(parts[2]).expect("base64url");
        assert_eq!(signature_bytes.len(), 64, "raw r||s, not DER");
        let signature = Signature::from_slice(&signature_bytes).expect("signature");
        let signed = format!("{}.{}", parts[0], parts[1]);
        public
            .verify(signed.as_bytes(), &signature)
            .expect("verifies with the team key's public half");
        assert!(public.verify(b"tampered", &signature).is_err());
    }

    #[test]
    fn a_pem_with_escaped_newlines_is_accepted_and_garbage_is_not() {
        let escaped = PRIVATE_KEY.replace('\n', "\\n");
        assert!(AppleKey::new("T", "K", &escaped).is_ok());
        let err = AppleKey::new("T", "K", "not a key").err().expect("refused");
        assert!(format!("{err:#}").contains("BINGEABLE_APPLE_PRIVATE_KEY"));
    }
}
