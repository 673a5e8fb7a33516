use async_trait::async_trait;
use sqlx::postgres::PgRow;
use sqlx::Row;
use uuid::Uuid;

use super::PostgresStore;
use crate::store::time::{micros, now};
use crate::store::{
    BillingEvent, EventOutcome, StoreResult, Subscription, SubscriptionStore, Tier,
};

fn subscription_from_row(row: &PgRow) -> StoreResult<Subscription> {
    Ok(Subscription {
        user_id: row.try_get("user_id")?,
        tier: Tier::parse(&row.try_get::<String, _>("tier")?)?,
        status: row.try_get("status")?,
        is_premium: row.try_get("is_premium")?,
        stripe_customer_id: row.try_get("stripe_customer_id")?,
        stripe_subscription_id: row.try_get("stripe_subscription_id")?,
        updated_at: row.try_get("updated_at")?,
    })
}

#[async_trait]
impl SubscriptionStore for PostgresStore {
    async fn subscription(&self, user_id: Uuid) -> StoreResult<Option<Subscription>> {
        let row = sqlx::query(
            "SELECT user_id, tier, status, is_premium, stripe_customer_id, stripe_subscription_id, \
             updated_at FROM subscriptions WHERE user_id = $1",
        )
        .bind(user_id)
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
        let mut tx = self.pool.begin().await?;
        // One member's events are decided one at a time: without this lock two deliveries could
        // both see no newer event and commit in the wrong order.
        sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))")
            .bind(s.user_id.to_string())
            .execute(&mut *tx)
            .await?;
        let inserted = sqlx::query(
            "INSERT INTO billing_events (event_id, user_id, event_type, event_at, applied, \
             received_at) VALUES ($1, $2, $3, $4, TRUE, $5) ON CONFLICT (event_id) DO NOTHING",
        )
        .bind(&event.event_id)
        .bind(s.user_id)
        .bind(&event.event_type)
        .bind(event.created.timestamp())
        .bind(now())
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if inserted == 0 {
            return Ok(EventOutcome::Duplicate);
        }
        let newer: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM billing_events WHERE user_id = $1 AND applied \
             AND event_at > $2 AND event_id <> $3)",
        )
        .bind(s.user_id)
        .bind(event.created.timestamp())
        .bind(&event.event_id)
        .fetch_one(&mut *tx)
        .await?;
        if newer {
            sqlx::query("UPDATE billing_events SET applied = FALSE WHERE event_id = $1")
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
    E: sqlx::Executor<'e, Database = sqlx::Postgres>,
{
    sqlx::query(
        "INSERT INTO subscriptions (user_id, tier, status, is_premium, stripe_customer_id, \
         stripe_subscription_id, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7) \
         ON CONFLICT (user_id) DO UPDATE SET tier = excluded.tier, status = excluded.status, \
         is_premium = excluded.is_premium, stripe_customer_id = excluded.stripe_customer_id, \
         stripe_subscription_id = excluded.stripe_subscription_id, \
         updated_at = excluded.updated_at",
    )
    .bind(s.user_id)
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
