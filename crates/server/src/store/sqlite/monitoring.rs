use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::sqlite::SqliteRow;
use sqlx::Row;

use super::{list_json, text_list, SqliteStore};
use crate::store::{MonitoringStore, RecommendationRecord, RumEvent, StoreResult};

#[async_trait]
impl MonitoringStore for SqliteStore {
    async fn insert_rum_events(&self, events: &[RumEvent]) -> StoreResult<()> {
        let mut tx = self.pool.begin().await?;
        for e in events {
            sqlx::query(
                "INSERT INTO rum_events (received_at, occurred_at, session_id, event_type, page, \
                 name, action, value, rating, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            )
            .bind(e.received_at)
            .bind(e.occurred_at)
            .bind(&e.session_id)
            .bind(&e.event_type)
            .bind(&e.page)
            .bind(&e.name)
            .bind(&e.action)
            .bind(e.value)
            .bind(&e.rating)
            .bind(&e.message)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn insert_recommendation_records(
        &self,
        records: &[RecommendationRecord],
    ) -> StoreResult<()> {
        let mut tx = self.pool.begin().await?;
        for r in records {
            sqlx::query(
                "INSERT INTO recommendation_requests (at, mode, latency_ms, inputs, \
                 unresolved_titles) VALUES (?, ?, ?, ?, ?)",
            )
            .bind(r.at)
            .bind(&r.mode)
            .bind(r.latency_ms)
            .bind(r.inputs)
            .bind(list_json(&r.unresolved_titles))
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn rum_events_since(
        &self,
        since: DateTime<Utc>,
        limit: i64,
    ) -> StoreResult<Vec<RumEvent>> {
        let rows = sqlx::query(
            "SELECT received_at, occurred_at, session_id, event_type, page, name, action, value, \
             rating, message FROM rum_events WHERE received_at >= ? ORDER BY id LIMIT ?",
        )
        .bind(since)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(rum_from_row).collect()
    }

    async fn recommendation_records_since(
        &self,
        since: DateTime<Utc>,
        limit: i64,
    ) -> StoreResult<Vec<RecommendationRecord>> {
        let rows = sqlx::query(
            "SELECT at, mode, latency_ms, inputs, unresolved_titles FROM recommendation_requests \
             WHERE at >= ? ORDER BY id LIMIT ?",
        )
        .bind(since)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(RecommendationRecord {
                    at: row.try_get("at")?,
                    mode: row.try_get("mode")?,
                    latency_ms: row.try_get("latency_ms")?,
                    inputs: row.try_get("inputs")?,
                    unresolved_titles: text_list(row, "unresolved_titles")?,
                })
            })
            .collect()
    }

    async fn delete_monitoring_before(&self, before: DateTime<Utc>) -> StoreResult<u64> {
        let mut tx = self.pool.begin().await?;
        let events = sqlx::query("DELETE FROM rum_events WHERE received_at < ?")
            .bind(before)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        let records = sqlx::query("DELETE FROM recommendation_requests WHERE at < ?")
            .bind(before)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        tx.commit().await?;
        Ok(events + records)
    }
}

fn rum_from_row(row: &SqliteRow) -> StoreResult<RumEvent> {
    Ok(RumEvent {
        received_at: row.try_get("received_at")?,
        occurred_at: row.try_get("occurred_at")?,
        session_id: row.try_get("session_id")?,
        event_type: row.try_get("event_type")?,
        page: row.try_get("page")?,
        name: row.try_get("name")?,
        action: row.try_get("action")?,
        value: row.try_get("value")?,
        rating: row.try_get("rating")?,
        message: row.try_get("message")?,
    })
}
