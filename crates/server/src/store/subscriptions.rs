//! Paid tiers as the payment provider last reported them, and the provider's events already
//! handled (so each is applied once, and never over a newer one).

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::{StoreResult, Subscription};

/// One payment event, as far as ordering and idempotency need to know it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BillingEvent {
    /// The provider's event id (`evt_...`): the idempotency key.
    pub event_id: String,
    /// `checkout.session.completed`, `customer.subscription.updated`, ...
    pub event_type: String,
    /// When the provider produced the event; events arrive in any order, this is their real one.
    pub created: DateTime<Utc>,
}

/// What [`SubscriptionStore::apply_billing_event`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventOutcome {
    /// The subscription now holds the event's state.
    Applied,
    /// This event id was handled before: nothing changed.
    Duplicate,
    /// A newer event for the same member was applied already: recorded, nothing changed.
    Stale,
}

impl EventOutcome {
    pub fn as_str(self) -> &'static str {
        match self {
            EventOutcome::Applied => "applied",
            EventOutcome::Duplicate => "duplicate",
            EventOutcome::Stale => "stale",
        }
    }
}

#[async_trait]
pub trait SubscriptionStore: Send + Sync {
    async fn subscription(&self, user_id: Uuid) -> StoreResult<Option<Subscription>>;
    async fn upsert_subscription(&self, subscription: &Subscription) -> StoreResult<()>;

    /// In one transaction: records `event` for `subscription.user_id`, then writes `subscription`
    /// unless the event id was seen before ([`EventOutcome::Duplicate`]) or an event created later
    /// was already applied for that member ([`EventOutcome::Stale`]). Events created in the same
    /// second apply in arrival order (the provider's timestamps have one-second precision).
    async fn apply_billing_event(
        &self,
        event: &BillingEvent,
        subscription: &Subscription,
    ) -> StoreResult<EventOutcome>;
}
