//! Persistent storage: one trait per concern ([`UserStore`], [`ListStore`],
//! [`CoupleProfileStore`], [`WeeklyPicksStore`], [`SubscriptionStore`], [`ContactStore`],
//! [`MonitoringStore`]), gathered in [`Store`], each with a SQLite and a PostgreSQL implementation.
//!
//! Handlers only ever see `Arc<dyn Store>`; [`connect`] picks the backend from the URL scheme so the
//! same binary runs on a laptop (SQLite file) or behind a load balancer (shared PostgreSQL).
//! Both backends must behave identically: `tests/store_contract.rs` runs one suite against each.

mod contact;
mod couple_profiles;
mod lists;
mod model;
mod monitoring;
mod outage;
mod postgres;
mod sqlite;
mod subscriptions;
mod time;
mod users;
mod weekly_picks;

use std::sync::Arc;

use async_trait::async_trait;

pub use contact::{ContactMessage, ContactStore};
pub use couple_profiles::{CoupleProfile, CoupleProfileStore, NewCoupleProfile, Saved};
pub(crate) use lists::group_by_member;
pub use lists::ListStore;
pub use model::{
    normalize_key, AccessGrant, ContentType, EmailConfirmation, ListKind, NewListItem, NewSession,
    NewUser, OAuthState, ProfileInit, Rotation, SavedItem, Subscription, Tier, TokenHashes, User,
};
pub use monitoring::{MonitoringStore, RecommendationRecord, RumEvent};
pub use outage::Outage;
pub use postgres::PostgresStore;
pub use sqlite::SqliteStore;
pub use subscriptions::{BillingEvent, EventOutcome, SubscriptionStore};
pub(crate) use time::{micros, now};
pub use users::UserStore;
pub use weekly_picks::{WeeklyPicks, WeeklyPicksStore};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A unique constraint was hit (same e-mail, same show already in the list...).
    #[error("{0}")]
    Conflict(String),
    #[error("unsupported database URL '{0}': expected sqlite://... or postgres://...")]
    UnsupportedUrl(String),
    /// A stored value could not be decoded (e.g. an unknown tier written by hand).
    #[error("corrupt stored value: {0}")]
    Corrupt(String),
    #[error("could not prepare the database location: {0}")]
    Io(#[from] std::io::Error),
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

pub type StoreResult<T> = Result<T, StoreError>;

/// Everything the product persists, one trait per concern. Methods that look something up return
/// `Ok(None)` / `Ok(false)` when it does not exist; `Err` is reserved for conflicts and real
/// failures. Through `dyn Store` every concern's methods are reachable without importing its trait.
#[async_trait]
pub trait Store:
    UserStore
    + ListStore
    + CoupleProfileStore
    + WeeklyPicksStore
    + SubscriptionStore
    + ContactStore
    + MonitoringStore
{
    /// `"sqlite"` or `"postgres"`, as reported by `/api/health`.
    fn backend(&self) -> &'static str;

    /// A trivial round trip, for health checks.
    async fn ping(&self) -> StoreResult<()>;

    /// The connection pool's state now, for the `/metrics` gauges.
    fn pool_stats(&self) -> PoolStats;
}

/// How long a call waits for a database connection (none free, or none can be opened because the
/// database is down) before it is answered 503: long enough to ride out a burst, short enough that
/// nobody waits on a dead database. Both backends use it.
pub(crate) const ACQUIRE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// Connections held by the pool: open ones (`size`), of which `idle` wait unused, out of `max`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolStats {
    pub size: u32,
    pub idle: u32,
    pub max: u32,
}

/// Opens (creating when needed) and migrates the database named by `url`.
pub async fn connect(url: &str) -> StoreResult<Arc<dyn Store>> {
    if url.starts_with("sqlite:") {
        Ok(Arc::new(SqliteStore::connect(url).await?))
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(Arc::new(PostgresStore::connect(url).await?))
    } else {
        Err(StoreError::UnsupportedUrl(redact_url(url)))
    }
}

/// Maps a unique-constraint violation to [`StoreError::Conflict`] with `what` as the message.
pub(crate) fn conflict_on_unique(err: sqlx::Error, what: &str) -> StoreError {
    match &err {
        sqlx::Error::Database(db) if db.is_unique_violation() => {
            StoreError::Conflict(what.to_string())
        }
        _ => StoreError::Database(err),
    }
}

/// Removes a password from a URL so it can be logged or shown in an error.
pub fn redact_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme_end), Some(at)) if at > scheme_end => {
            let userinfo = &url[scheme_end + 3..at];
            match userinfo.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme_end + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redact_url_hides_password_only() {
        assert_eq!(
            redact_url("postgres://bob:secret@db:5432/x"),
            "postgres://bob:***@db:5432/x"
        );
        assert_eq!(redact_url("postgres://bob@db/x"), "postgres://bob@db/x");
        assert_eq!(redact_url("sqlite://data/b.db"), "sqlite://data/b.db");
    }

    #[tokio::test]
    async fn connect_rejects_unknown_scheme() {
        let err = connect("mysql://localhost/x")
            .await
            .err()
            .map(|e| e.to_string());
        assert_eq!(
            err.as_deref(),
            Some("unsupported database URL 'mysql://localhost/x': expected sqlite://... or postgres://...")
        );
    }
}
