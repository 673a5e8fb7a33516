use async_trait::async_trait;
use sqlx::sqlite::SqliteRow;
use sqlx::Row;
use uuid::Uuid;

use super::SqliteStore;
use crate::store::model::parse_uuid;
use crate::store::time::micros;
use crate::store::{StoreResult, Subscription, SubscriptionStore, Tier};

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
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
