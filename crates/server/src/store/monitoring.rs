//! The operator's monitoring data: browser events (`POST /api/rum`) and the server's record of each
//! recommendation request. Both are written in batches and read back by time window.

use async_trait::async_trait;
use chrono::{DateTime, Utc};

use super::StoreResult;

/// One browser monitoring event as stored: the common fields the operator's view reads, with the
/// type-specific ones folded into `name` / `action` / `value` / `rating` / `message`.
#[derive(Debug, Clone, PartialEq)]
pub struct RumEvent {
    /// Server time of arrival: windows and retention use it, browsers' clocks are not trusted.
    pub received_at: DateTime<Utc>,
    /// The browser's own timestamp.
    pub occurred_at: DateTime<Utc>,
    pub session_id: String,
    /// `page_view`, `feature_usage`, `interaction`, `web_vitals` or `error`.
    pub event_type: String,
    /// The page's path (no query string, no host).
    pub page: String,
    /// The page title, feature, element, vital name (`LCP`...) or error kind.
    pub name: String,
    /// The feature's or interaction's action.
    pub action: Option<String>,
    /// A web vital's value (milliseconds, or unitless for CLS).
    pub value: Option<f64>,
    /// The server's rating of `value`.
    pub rating: Option<String>,
    /// An error's message.
    pub message: Option<String>,
}

/// One answered (or unresolvable) recommendation request.
#[derive(Debug, Clone, PartialEq)]
pub struct RecommendationRecord {
    pub at: DateTime<Utc>,
    /// `cross_media_tv`, `cross_media_movie`, `couples`, `mood`...
    pub mode: String,
    pub latency_ms: f64,
    /// Titles typed.
    pub inputs: i32,
    /// The typed titles the catalog did not know.
    pub unresolved_titles: Vec<String>,
}

#[async_trait]
pub trait MonitoringStore: Send + Sync {
    /// Stores all of `events` or none of them (one transaction).
    async fn insert_rum_events(&self, events: &[RumEvent]) -> StoreResult<()>;

    /// Stores all of `records` in one transaction.
    async fn insert_recommendation_records(
        &self,
        records: &[RecommendationRecord],
    ) -> StoreResult<()>;

    /// Events received at or after `since`, oldest first, at most `limit`.
    async fn rum_events_since(
        &self,
        since: DateTime<Utc>,
        limit: i64,
    ) -> StoreResult<Vec<RumEvent>>;

    /// Records made at or after `since`, oldest first, at most `limit`.
    async fn recommendation_records_since(
        &self,
        since: DateTime<Utc>,
        limit: i64,
    ) -> StoreResult<Vec<RecommendationRecord>>;

    /// Deletes events and records older than `before`; answers how many rows went.
    async fn delete_monitoring_before(&self, before: DateTime<Utc>) -> StoreResult<u64>;
}
