//! The operator's monitoring: browser events accepted from `POST /api/rum`, the server's record of
//! each recommendation request, their retention, and the summary `/admin` shows.
//!
//! Recommendation records travel through a bounded channel to one background writer, so a
//! recommendation never waits on the database for them; when the channel is full (the database
//! is slower than the traffic) records are dropped and counted rather than queued without bound.

pub mod events;
pub mod summary;
pub mod vitals;

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::Serialize;
use tokio::sync::mpsc;

use crate::store::{RecommendationRecord, Store, StoreResult};

use self::summary::{summarize, WindowSummary};

/// Records waiting for the writer; beyond this, new ones are dropped.
const QUEUE: usize = 4096;
/// Records written per transaction.
const WRITE_BATCH: usize = 256;
/// How often rows older than the retention period are deleted.
const PRUNE_EVERY: Duration = Duration::from_secs(3600);
/// Rows read per window for the summary: a bound on the admin request's memory and time.
const SUMMARY_ROWS: i64 = 200_000;

pub const RECORDS_DROPPED: &str = "monitoring_records_dropped_total";

pub struct Monitoring {
    store: Arc<dyn Store>,
    records: mpsc::Sender<RecommendationRecord>,
    retention: chrono::Duration,
}

#[derive(Debug, Serialize)]
pub struct Summary {
    pub generated_at: DateTime<Utc>,
    pub retention_days: i64,
    pub day: WindowSummary,
    pub week: WindowSummary,
}

impl Monitoring {
    /// Starts the record writer and the hourly retention clean-up (needs a Tokio runtime).
    pub fn start(store: Arc<dyn Store>, retention_days: u32) -> Arc<Monitoring> {
        let (records, receiver) = mpsc::channel(QUEUE);
        let monitoring = Arc::new(Monitoring {
            store: Arc::clone(&store),
            records,
            retention: chrono::Duration::days(i64::from(retention_days)),
        });
        tokio::spawn(write_records(Arc::clone(&store), receiver));
        // A weak handle: once the server drops its state, the clean-up stops, the channel's
        // sender goes and the writer ends after storing what is queued.
        let pruner = Arc::downgrade(&monitoring);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(PRUNE_EVERY);
            loop {
                every.tick().await;
                let Some(monitoring) = pruner.upgrade() else {
                    break;
                };
                if let Err(error) = monitoring.prune(Utc::now()).await {
                    tracing::warn!(%error, "deleting old monitoring rows failed");
                }
            }
        });
        monitoring
    }

    /// Hands `record` to the background writer without waiting.
    pub fn record(&self, record: RecommendationRecord) {
        if self.records.try_send(record).is_err() {
            metrics::counter!(RECORDS_DROPPED).increment(1);
        }
    }

    /// Deletes the rows older than the retention period before `now`.
    pub async fn prune(&self, now: DateTime<Utc>) -> StoreResult<u64> {
        let deleted = self
            .store
            .delete_monitoring_before(now - self.retention)
            .await?;
        if deleted > 0 {
            tracing::info!(deleted, "old monitoring rows deleted");
        }
        Ok(deleted)
    }

    /// The last 24 hours (hourly series) and the last 7 days (daily series) up to `now`.
    pub async fn summary(&self, now: DateTime<Utc>) -> StoreResult<Summary> {
        let since = now - chrono::Duration::days(7);
        let events = self.store.rum_events_since(since, SUMMARY_ROWS).await?;
        let records = self
            .store
            .recommendation_records_since(since, SUMMARY_ROWS)
            .await?;
        Ok(Summary {
            generated_at: now,
            retention_days: self.retention.num_days(),
            day: summarize(&events, &records, now, chrono::Duration::hours(24), 24),
            week: summarize(&events, &records, now, chrono::Duration::days(7), 7),
        })
    }
}

async fn write_records(store: Arc<dyn Store>, mut receiver: mpsc::Receiver<RecommendationRecord>) {
    let mut batch = Vec::with_capacity(WRITE_BATCH);
    while receiver.recv_many(&mut batch, WRITE_BATCH).await > 0 {
        if let Err(error) = store.insert_recommendation_records(&batch).await {
            tracing::warn!(%error, lost = batch.len(), "storing recommendation records failed");
        }
        batch.clear();
    }
}
