//! Paid tiers as the payment provider last reported them.

use async_trait::async_trait;
use uuid::Uuid;

use super::{StoreResult, Subscription};

#[async_trait]
pub trait SubscriptionStore: Send + Sync {
    async fn subscription(&self, user_id: Uuid) -> StoreResult<Option<Subscription>>;
    async fn upsert_subscription(&self, subscription: &Subscription) -> StoreResult<()>;
}
