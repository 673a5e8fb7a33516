use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::sqlite::SqliteRow;
use sqlx::Row;
use uuid::Uuid;

use super::{list_json, text_list, SqliteStore};
use crate::store::model::parse_uuid;
use crate::store::time::{micros, now};
use crate::store::{StoreResult, WeeklyPicks, WeeklyPicksStore};

/// The columns [`weekly_picks_from_row`] reads, as a literal so queries stay `&'static str`.
macro_rules! columns {
    () => {
        "user_id, enabled, unsubscribe_token, last_sent_at, last_sent_titles, updated_at"
    };
}

fn weekly_picks_from_row(row: &SqliteRow) -> StoreResult<WeeklyPicks> {
    Ok(WeeklyPicks {
        user_id: parse_uuid(
            &row.try_get::<String, _>("user_id")?,
            "weekly_picks.user_id",
        )?,
        enabled: row.try_get("enabled")?,
        unsubscribe_token: row.try_get("unsubscribe_token")?,
        last_sent_at: row.try_get("last_sent_at")?,
        last_sent_titles: text_list(row, "last_sent_titles")?,
        updated_at: row.try_get("updated_at")?,
    })
}

#[async_trait]
impl WeeklyPicksStore for SqliteStore {
    async fn weekly_picks(&self, user_id: Uuid) -> StoreResult<Option<WeeklyPicks>> {
        sqlx::query(concat!(
            "SELECT ",
            columns!(),
            " FROM weekly_picks WHERE user_id = ?"
        ))
        .bind(user_id.to_string())
        .fetch_optional(&self.pool)
        .await?
        .as_ref()
        .map(weekly_picks_from_row)
        .transpose()
    }

    async fn set_weekly_picks(
        &self,
        user_id: Uuid,
        enabled: bool,
        new_token: &str,
    ) -> StoreResult<WeeklyPicks> {
        let row = sqlx::query(concat!(
            "INSERT INTO weekly_picks (user_id, enabled, unsubscribe_token, updated_at) \
             VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET \
             enabled = excluded.enabled, updated_at = excluded.updated_at RETURNING ",
            columns!()
        ))
        .bind(user_id.to_string())
        .bind(enabled)
        .bind(new_token)
        .bind(now())
        .fetch_one(&self.pool)
        .await?;
        weekly_picks_from_row(&row)
    }

    async fn due_weekly_picks(
        &self,
        cutoff: DateTime<Utc>,
        after: Option<Uuid>,
        limit: usize,
    ) -> StoreResult<Vec<WeeklyPicks>> {
        sqlx::query(concat!(
            "SELECT ",
            columns!(),
            " FROM weekly_picks WHERE enabled \
             AND (last_sent_at IS NULL OR last_sent_at <= ?) AND user_id > ? \
             ORDER BY user_id LIMIT ?"
        ))
        .bind(micros(cutoff))
        .bind(after.map(|id| id.to_string()).unwrap_or_default())
        .bind(i64::try_from(limit).unwrap_or(i64::MAX))
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(weekly_picks_from_row)
        .collect()
    }

    async fn claim_weekly_picks(
        &self,
        user_id: Uuid,
        cutoff: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> StoreResult<bool> {
        // One statement: SQLite runs it under the file's write lock, so of two claims on the same
        // week only the first still finds the subscription due.
        let done = sqlx::query(
            "UPDATE weekly_picks SET last_sent_at = ? WHERE user_id = ? AND enabled \
             AND (last_sent_at IS NULL OR last_sent_at <= ?)",
        )
        .bind(micros(now))
        .bind(user_id.to_string())
        .bind(micros(cutoff))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    async fn record_weekly_picks_sent(
        &self,
        user_id: Uuid,
        claimed_at: DateTime<Utc>,
        titles: &[String],
    ) -> StoreResult<()> {
        sqlx::query(
            "UPDATE weekly_picks SET last_sent_titles = ? WHERE user_id = ? AND last_sent_at = ?",
        )
        .bind(list_json(titles))
        .bind(user_id.to_string())
        .bind(micros(claimed_at))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn release_weekly_picks(
        &self,
        user_id: Uuid,
        claimed_at: DateTime<Utc>,
        previous: Option<DateTime<Utc>>,
    ) -> StoreResult<()> {
        sqlx::query(
            "UPDATE weekly_picks SET last_sent_at = ? WHERE user_id = ? AND last_sent_at = ?",
        )
        .bind(previous.map(micros))
        .bind(user_id.to_string())
        .bind(micros(claimed_at))
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
