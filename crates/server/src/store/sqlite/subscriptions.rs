use async_trait::async_trait;
use sqlx::sqlite::SqliteRow;
use sqlx::Row;
use uuid::Uuid;

use super::SqliteStore;
use crate::store::model::parse_uuid;
use crate::store::time::{micros, now};
use crate::store::{
    BillingEvent, EventOutcome, StoreResult, Subscription, SubscriptionStore, Tier,
};

fn subscription_from_row(row: &SqliteRow) -> StoreResult<Subscription> {
    Ok(Subscription {
        user_id: parse_uuid(
            &row.try_get::<String, _>("user_id")?,
            "subscriptions.user_id",
        )?,
        tier: Tier::parse(&row.try_get::<String, _>("tier")?)?,
        status: row.try_get("status")?,
        is_premium: row.try_get("is_premium")?,
        stripe_customer_id: row.try_get("stripe_customer_id")?,
        stripe_subscription_id: row.try_get("stripe_subscription_id")?,
        updated_at: row.try_get("updated_at")?,
    })
}

#[async_trait]
impl SubscriptionStore for SqliteStore {
    async fn subscription(&self, user_id: Uuid) -> StoreResult<Option<Subscription>> {
        let row = sqlx::query(
            "SELECT user_id, tier, status, is_premium, stripe_customer_id, stripe_subscription_id, \
             updated_at FROM subscriptions WHERE user_id = ?",
        )
        .bind(user_id.to_string())
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| subscription_from_row(&r)).transpose()
    }

    async fn upsert_subscription(&self, s: &Subscription) -> StoreResult<()> {
        upsert(&self.pool, s).await
    }

    async fn apply_billing_event(
        &self,
        event: &BillingEvent,
        s: &Subscription,
    ) -> StoreResult<EventOutcome> {
        // The write comes first so SQLite takes its write lock at once: concurrent deliveries are
        // then serialized, and the check below sees every event committed before this one.
        let mut tx = self.pool.begin().await?;
        let inserted = sqlx::query(
            "INSERT INTO billing_events (event_id, user_id, event_type, event_at, applied, \
             received_at) VALUES (?, ?, ?, ?, 1, ?) ON CONFLICT (event_id) DO NOTHING",
        )
        .bind(&event.event_id)
        .bind(s.user_id.to_string())
        .bind(&event.event_type)
        .bind(event.created.timestamp())
        .bind(now())
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if inserted == 0 {
            return Ok(EventOutcome::Duplicate);
        }
        let newer: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM billing_events WHERE user_id = ? AND applied = 1 \
             AND event_at > ? AND event_id <> ?",
        )
        .bind(s.user_id.to_string())
        .bind(event.created.timestamp())
        .bind(&event.event_id)
        .fetch_one(&mut *tx)
        .await?;
        if newer > 0 {
            sqlx::query("UPDATE billing_events SET applied = 0 WHERE event_id = ?")
                .bind(&event.event_id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            return Ok(EventOutcome::Stale);
        }
        upsert(&mut *tx, s).await?;
        tx.commit().await?;
        Ok(EventOutcome::Applied)
    }
}

async fn upsert<'e, E>(executor: E, s: &Subscription) -> StoreResult<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Sqlite>,
{
    sqlx::query(
        "INSERT INTO subscriptions (user_id, tier, status, is_premium, stripe_customer_id, \
             stripe_subscription_id, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) \
             ON CONFLICT (user_id) DO UPDATE SET tier = excluded.tier, status = excluded.status, \
             is_premium = excluded.is_premium, stripe_customer_id = excluded.stripe_customer_id, \
             stripe_subscription_id = excluded.stripe_subscription_id, \
             updated_at = excluded.updated_at",
    )
    .bind(s.user_id.to_string())
    .bind(s.tier.as_str())
    .bind(&s.status)
    .bind(s.is_premium)
    .bind(&s.stripe_customer_id)
    .bind(&s.stripe_subscription_id)
    .bind(micros(s.updated_at))
    .execute(executor)
    .await?;
    Ok(())
}
