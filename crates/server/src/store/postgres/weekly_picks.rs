use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::postgres::PgRow;
use sqlx::Row;
use uuid::Uuid;

use super::PostgresStore;
use crate::store::model::string_list;
use crate::store::time::{micros, now};
use crate::store::{StoreResult, WeeklyPicks, WeeklyPicksStore};

/// The columns [`weekly_picks_from_row`] reads, as a literal so queries stay `&'static str`.
macro_rules! columns {
    () => {
        "user_id, enabled, unsubscribe_token, last_sent_at, last_sent_titles, updated_at"
    };
}

fn weekly_picks_from_row(row: &PgRow) -> StoreResult<WeeklyPicks> {
    Ok(WeeklyPicks {
        user_id: row.try_get("user_id")?,
        enabled: row.try_get("enabled")?,
        unsubscribe_token: row.try_get("unsubscribe_token")?,
        last_sent_at: row.try_get("last_sent_at")?,
        last_sent_titles: string_list(row.try_get("last_sent_titles")?, "last_sent_titles")?,
        updated_at: row.try_get("updated_at")?,
    })
}

#[async_trait]
impl WeeklyPicksStore for PostgresStore {
    async fn weekly_picks(&self, user_id: Uuid) -> StoreResult<Option<WeeklyPicks>> {
        sqlx::query(concat!(
            "SELECT ",
            columns!(),
            " FROM weekly_picks WHERE user_id = $1"
        ))
        .bind(user_id)
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
             VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO UPDATE SET \
             enabled = excluded.enabled, updated_at = excluded.updated_at RETURNING ",
            columns!()
        ))
        .bind(user_id)
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
             AND (last_sent_at IS NULL OR last_sent_at <= $1) AND user_id > $2 \
             ORDER BY user_id LIMIT $3"
        ))
        .bind(micros(cutoff))
        .bind(after.unwrap_or(Uuid::nil()))
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
        // One statement: a second instance's claim waits for this row's lock, then finds the week no
        // longer due (READ COMMITTED re-checks the WHERE on the updated row) and changes nothing.
        let done = sqlx::query(
            "UPDATE weekly_picks SET last_sent_at = $1 WHERE user_id = $2 AND enabled \
             AND (last_sent_at IS NULL OR last_sent_at <= $3)",
        )
        .bind(micros(now))
        .bind(user_id)
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
            "UPDATE weekly_picks SET last_sent_titles = $1 WHERE user_id = $2 AND last_sent_at = $3",
        )
        .bind(sqlx::types::Json(titles))
        .bind(user_id)
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
            "UPDATE weekly_picks SET last_sent_at = $1 WHERE user_id = $2 AND last_sent_at = $3",
        )
        .bind(previous.map(micros))
        .bind(user_id)
        .bind(micros(claimed_at))
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
