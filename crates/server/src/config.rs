//! Settings of `bingeable serve`, from flags or environment variables (flags win), nested by concern
//! so each room takes only its own part. Secrets are wrapped in [`Secret`], whose `Debug` never
//! prints them, so logging a config (or an error holding one) cannot leak a password.

use std::fmt;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use crate::store::redact_url;

#[derive(Debug, Clone, clap::Args)]
pub struct ServeConfig {
    #[command(flatten)]
    pub http: HttpConfig,
    #[command(flatten)]
    pub database: DatabaseConfig,
    #[command(flatten)]
    pub recommender: RecommenderConfig,
    #[command(flatten)]
    pub mail: MailConfig,
    #[command(flatten)]
    pub auth: AuthConfig,
    #[command(flatten)]
    pub billing: BillingConfig,
    #[command(flatten)]
    pub oauth: OAuthConfig,
    #[command(flatten)]
    pub contact: ContactConfig,
    #[command(flatten)]
    pub monitoring: MonitoringConfig,
    #[command(flatten)]
    pub cpu: CpuConfig,
    #[command(flatten)]
    pub weekly_picks: WeeklyPicksConfig,
}

/// Premium members' weekly picks by e-mail ([`crate::weekly_picks`]).
#[derive(Debug, Clone, clap::Args)]
pub struct WeeklyPicksConfig {
    /// Seconds between two looks for members whose weekly mail is due. Each member still gets one
    /// mail a week at most; this only bounds how late in its day a mail may go out.
    #[arg(long = "weekly-picks-interval-secs", env = "BINGEABLE_WEEKLY_PICKS_INTERVAL_SECS",
          default_value_t = 3600, value_parser = clap::value_parser!(u64).range(1..))]
    pub interval_secs: u64,
}

/// The bound on CPU-heavy request work ([`crate::cpu`]).
#[derive(Debug, Clone, clap::Args)]
pub struct CpuConfig {
    /// CPU-heavy jobs (recommendations, show pages, password hashing, imports) run at once; 0 is
    /// one per CPU. More than the cores only makes each job slower.
    #[arg(
        long = "cpu-workers",
        env = "BINGEABLE_CPU_WORKERS",
        default_value_t = 0
    )]
    pub workers: usize,

    /// How long a request waits for a free CPU slot before it is answered 503 (milliseconds).
    #[arg(
        long = "cpu-wait-ms",
        env = "BINGEABLE_CPU_WAIT_MS",
        default_value_t = 5_000
    )]
    pub wait_ms: u64,
}

/// The contact form (`POST /api/contact`).
#[derive(Debug, Clone, clap::Args)]
pub struct ContactConfig {
    /// Where contact-form messages are mailed: the operator's inbox.
    #[arg(
        long = "contact-to",
        env = "BINGEABLE_CONTACT_TO",
        default_value = "hello@bingeable.app"
    )]
    pub to: String,

    /// Contact-form messages accepted per hour from one client address.
    #[arg(long = "contact-per-hour", env = "BINGEABLE_CONTACT_PER_HOUR", default_value_t = 5,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub messages_per_hour: u32,
}

#[derive(Debug, Clone, clap::Args)]
pub struct HttpConfig {
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, env = "BINGEABLE_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// The built SPA (`web/dist`); every non-API GET is served from here.
    #[arg(long, env = "BINGEABLE_STATIC_DIR", default_value = "web/dist")]
    pub static_dir: PathBuf,

    /// Largest accepted request body; bigger ones get a JSON 413.
    #[arg(long, env = "BINGEABLE_MAX_BODY_BYTES", default_value_t = 1_048_576)]
    pub max_body_bytes: usize,

    /// The address people reach the site at; links in e-mails start with it.
    #[arg(
        long,
        env = "BINGEABLE_PUBLIC_URL",
        default_value = "http://127.0.0.1:8080"
    )]
    pub public_url: String,
}

#[derive(Debug, Clone, clap::Args)]
pub struct DatabaseConfig {
    /// sqlite://PATH (created on first start) or postgres://USER:PASSWORD@HOST/DB.
    #[arg(
        id = "database_url",
        long = "database-url",
        env = "DATABASE_URL",
        default_value = "sqlite://data/bingeable.db"
    )]
    pub url: Secret,
}

/// Where title embeddings are cached by text (both the catalog build and the server use it).
pub const EMBEDDING_CACHE: &str = "data/embeddings.cache";

#[derive(Debug, Clone, clap::Args)]
pub struct RecommenderConfig {
    /// The catalog artifact written by `bingeable catalog build`.
    #[arg(long, env = "BINGEABLE_CATALOG", default_value = "data/catalog.bin")]
    pub catalog: PathBuf,

    /// Directory of the MiniLM model (model.safetensors, tokenizer.json, config.json).
    #[arg(long, env = "BINGEABLE_MODEL_DIR", default_value = "data/model")]
    pub model_dir: PathBuf,

    /// Cache of title embeddings by text, shared with `bingeable catalog build`: the server embeds
    /// a catalog built without embeddings in the background, through this cache.
    #[arg(long, env = "BINGEABLE_EMBEDDING_CACHE", default_value = EMBEDDING_CACHE)]
    pub embedding_cache: PathBuf,

    /// Seconds between a change to members' lists and the rebuild of the community signal (a
    /// burst of saves costs one rebuild).
    #[arg(long, env = "BINGEABLE_COMMUNITY_SETTLE_SECS", default_value_t = 30)]
    pub community_settle_secs: u64,
}

#[derive(Debug, Clone, clap::Args)]
pub struct MailConfig {
    /// SMTP server, e.g. smtp://127.0.0.1:1025 or smtps://USER:PASSWORD@smtp.example.com
    /// (add ?tls=required for STARTTLS on port 587). Unset: mails go to the outbox folder.
    #[arg(id = "smtp_url", long = "smtp-url", env = "SMTP_URL")]
    pub smtp_url: Option<Secret>,

    /// Sender of every mail.
    #[arg(
        long = "mail-from",
        env = "BINGEABLE_MAIL_FROM",
        default_value = "Bingeable <no-reply@bingeable.app>"
    )]
    pub from: String,

    /// Where mails are written as .eml files when SMTP_URL is unset.
    #[arg(long, env = "BINGEABLE_OUTBOX_DIR", default_value = "data/outbox")]
    pub outbox_dir: PathBuf,
}

#[derive(Debug, Clone, clap::Args)]
pub struct AuthConfig {
    /// Sign-in, sign-up, resend and verify attempts per minute from one client address (each).
    #[arg(long, env = "BINGEABLE_AUTH_ATTEMPTS_PER_IP", default_value_t = 30,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub attempts_per_ip: u32,

    /// The same calls per minute for one account (e-mail address).
    #[arg(long, env = "BINGEABLE_AUTH_ATTEMPTS_PER_ACCOUNT", default_value_t = 5,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub attempts_per_account: u32,

    /// Take the client address from the last X-Forwarded-For entry. Only behind a proxy that sets
    /// it: otherwise any client could claim any address and dodge the rate limits.
    #[arg(long, env = "BINGEABLE_TRUST_FORWARDED_FOR")]
    pub trust_forwarded_for: bool,
}

/// The operator's monitoring data and who may read it.
#[derive(Debug, Clone, clap::Args)]
pub struct MonitoringConfig {
    /// E-mail addresses of the accounts that may open `/admin` (comma-separated, any case).
    #[arg(
        long = "admin-emails",
        env = "BINGEABLE_ADMIN_EMAILS",
        value_delimiter = ','
    )]
    pub admin_emails: Vec<String>,

    /// Days monitoring events and recommendation records are kept before the hourly clean-up
    /// deletes them.
    #[arg(long, env = "BINGEABLE_MONITORING_RETENTION_DAYS", default_value_t = 30,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub retention_days: u32,
}

impl MonitoringConfig {
    /// Whether `email` names a configured admin. Addresses compare trimmed and case-insensitively,
    /// as sign-up normalises them.
    pub fn is_admin(&self, email: &str) -> bool {
        let email = email.trim();
        self.admin_emails
            .iter()
            .any(|admin| !admin.trim().is_empty() && admin.trim().eq_ignore_ascii_case(email))
    }
}

/// Payments (Stripe). Without a secret key the server runs in test mode: checkout is the app's
/// own test page and `POST /api/test-premium` exists.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct BillingConfig {
    /// Stripe secret API key (`sk_live_...` / `sk_test_...`). Unset: payments run in test mode.
    #[arg(
        id = "stripe_secret_key",
        long = "stripe-secret-key",
        env = "STRIPE_SECRET_KEY"
    )]
    pub stripe_secret_key: Option<Secret>,

    /// Signing secret of the webhook endpoint (`whsec_...`); required with a secret key.
    /// Unset (in test mode): `POST /api/stripe/webhook` answers 404.
    #[arg(
        id = "stripe_webhook_secret",
        long = "stripe-webhook-secret",
        env = "STRIPE_WEBHOOK_SECRET"
    )]
    pub stripe_webhook_secret: Option<Secret>,

    /// Base URL of Stripe's REST API; tests point it at a local fake.
    #[arg(
        long,
        env = "STRIPE_API_BASE",
        default_value = "https://api.stripe.com"
    )]
    pub stripe_api_base: String,

    /// Stripe price id (`price_...`) of the pro tier; unset: the tier cannot be bought.
    #[arg(long, env = "STRIPE_PRICE_PRO")]
    pub stripe_price_pro: Option<String>,

    /// Stripe price id of the premium tier (the one the premium page sells).
    #[arg(long, env = "STRIPE_PRICE_PREMIUM")]
    pub stripe_price_premium: Option<String>,

    /// Stripe price id of the ultra tier.
    #[arg(long, env = "STRIPE_PRICE_ULTRA")]
    pub stripe_price_ultra: Option<String>,
}

/// Sign-in with Google and Apple (OpenID Connect). A provider is on when all of its settings are
/// given, off when none is; some but not all is a start-up error, so a typo is not a silently
/// missing button. The issuer URLs exist so tests can point at a local provider.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct OAuthConfig {
    /// Google's OAuth client id (Google Cloud console, "OAuth 2.0 Client IDs", type Web).
    #[arg(
        id = "google_client_id",
        long = "google-client-id",
        env = "BINGEABLE_GOOGLE_CLIENT_ID"
    )]
    pub google_client_id: Option<String>,

    /// That client's secret.
    #[arg(
        id = "google_client_secret",
        long = "google-client-secret",
        env = "BINGEABLE_GOOGLE_CLIENT_SECRET"
    )]
    pub google_client_secret: Option<Secret>,

    /// Where Google's OpenID Connect discovery document lives.
    #[arg(
        id = "google_issuer_url",
        long = "google-issuer-url",
        env = "BINGEABLE_GOOGLE_ISSUER_URL",
        default_value = GOOGLE_ISSUER
    )]
    pub google_issuer_url: String,

    /// Apple's Services ID (the client id of "Sign in with Apple" for the web).
    #[arg(
        id = "apple_client_id",
        long = "apple-client-id",
        env = "BINGEABLE_APPLE_CLIENT_ID"
    )]
    pub apple_client_id: Option<String>,

    /// The Apple developer team id: the issuer of the client-secret JWT.
    #[arg(
        id = "apple_team_id",
        long = "apple-team-id",
        env = "BINGEABLE_APPLE_TEAM_ID"
    )]
    pub apple_team_id: Option<String>,

    /// The id of the "Sign in with Apple" key that signs the client-secret JWT.
    #[arg(
        id = "apple_key_id",
        long = "apple-key-id",
        env = "BINGEABLE_APPLE_KEY_ID"
    )]
    pub apple_key_id: Option<String>,

    /// That key's private key: the PEM text of the AuthKey_<KEYID>.p8 file Apple hands out.
    #[arg(
        id = "apple_private_key",
        long = "apple-private-key",
        env = "BINGEABLE_APPLE_PRIVATE_KEY"
    )]
    pub apple_private_key: Option<Secret>,

    /// Where Apple's OpenID Connect discovery document lives.
    #[arg(
        id = "apple_issuer_url",
        long = "apple-issuer-url",
        env = "BINGEABLE_APPLE_ISSUER_URL",
        default_value = APPLE_ISSUER
    )]
    pub apple_issuer_url: String,
}

pub const GOOGLE_ISSUER: &str = "https://accounts.google.com";
pub const APPLE_ISSUER: &str = "https://appleid.apple.com";

impl OAuthConfig {
    /// No provider configured: what `make run` and most tests use.
    pub fn none() -> OAuthConfig {
        OAuthConfig {
            google_issuer_url: GOOGLE_ISSUER.to_string(),
            apple_issuer_url: APPLE_ISSUER.to_string(),
            ..OAuthConfig::default()
        }
    }
}

impl ServeConfig {
    /// Everything under `dir` (SQLite database, SPA, catalog, model) on a free port: the one
    /// starting point tests override only what they must in.
    pub fn under(dir: &Path) -> ServeConfig {
        ServeConfig {
            http: HttpConfig {
                addr: SocketAddr::from(([127, 0, 0, 1], 0)),
                static_dir: dir.join("dist"),
                max_body_bytes: 1_048_576,
                public_url: "http://127.0.0.1:8080".to_string(),
            },
            database: DatabaseConfig {
                url: Secret::new(format!("sqlite://{}/db/bingeable.db", dir.display())),
            },
            recommender: RecommenderConfig {
                catalog: dir.join("catalog.bin"),
                model_dir: dir.join("model"),
                embedding_cache: dir.join("embeddings.cache"),
                community_settle_secs: 1,
            },
            mail: MailConfig {
                smtp_url: None,
                from: "Bingeable <no-reply@bingeable.app>".to_string(),
                outbox_dir: dir.join("outbox"),
            },
            auth: AuthConfig {
                attempts_per_ip: 30,
                attempts_per_account: 5,
                trust_forwarded_for: false,
            },
            billing: BillingConfig {
                stripe_api_base: "https://api.stripe.com".to_string(),
                ..BillingConfig::default()
            },
            oauth: OAuthConfig::none(),
            contact: ContactConfig {
                to: "hello@bingeable.app".to_string(),
                messages_per_hour: 5,
            },
            monitoring: MonitoringConfig {
                admin_emails: Vec::new(),
                retention_days: 30,
            },
            cpu: CpuConfig {
                workers: 0,
                wait_ms: 5_000,
            },
            weekly_picks: WeeklyPicksConfig {
                interval_secs: 3600,
            },
        }
    }
}

impl DatabaseConfig {
    /// The URL with any password masked, for logs and error messages.
    pub fn redacted(&self) -> String {
        redact_url(self.url.expose())
    }
}

/// A string that must not reach logs: `Debug` prints `[redacted]`; [`Secret::expose`] is the one,
/// greppable way to read it.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Secret {
        Secret(value.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[redacted]")
    }
}

impl FromStr for Secret {
    type Err = std::convert::Infallible;

    fn from_str(s: &str) -> Result<Secret, Self::Err> {
        Ok(Secret::new(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_never_prints_the_database_password() {
        let mut config = ServeConfig::under(Path::new("/tmp/x"));
        config.database.url = Secret::new("postgres://bob:hunter2@db/x");
        config.mail.smtp_url = Some(Secret::new("smtps://bob:hunter3@mail.example.com"));
        config.billing.stripe_secret_key = Some(Secret::new("sk_test_hunter4"));
        config.billing.stripe_webhook_secret = Some(Secret::new("whsec_hunter5"));
        config.oauth.google_client_secret = Some(Secret::new("hunter6"));
        config.oauth.apple_private_key = Some(Secret::new("hunter7"));
        let printed = format!("{config:?}");
        for secret in [
            "hunter2", "hunter3", "hunter4", "hunter5", "hunter6", "hunter7",
        ] {
            assert!(!printed.contains(secret), "{secret} in {printed}");
        }
        assert_eq!(config.database.redacted(), "postgres://bob:***@db/x");
    }
}
