use async_trait::async_trait;
use sqlx::postgres::PgRow;
use sqlx::Row;
use uuid::Uuid;

use super::PostgresStore;
use crate::store::time::micros;
use crate::store::{StoreResult, Subscription, SubscriptionStore, Tier};

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
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
