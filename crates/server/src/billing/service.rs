//! The billing rules, apart from HTTP. Every change of a member's tier, whether from a Stripe
//! webhook, the test checkout or the test-premium switch, goes through [`Billing::apply`], so
//! idempotency and ordering hold for all of them.

use std::sync::Arc;

use chrono::Utc;
use uuid::Uuid;

use super::stripe::{CheckoutRequest, StripeClient, StripeError};
use super::webhook::{self, Notice, NoticeKind, PayloadError, SignatureError};
use crate::config::{BillingConfig, Secret};
use crate::store::{
    BillingEvent, EventOutcome, Store, StoreError, StoreResult, Subscription, Tier,
};

/// The one premium rule (spec: "isPro is true when tier is premium or is_premium is set"; every
/// paid tier counts): dislikes and any other premium feature ask this, nothing else.
pub fn grants_premium(subscription: &Subscription) -> bool {
    subscription.is_premium || subscription.tier != Tier::Free
}

/// Whether `user_id` is premium now; a member with no subscription row is free.
pub async fn is_premium(store: &dyn Store, user_id: Uuid) -> StoreResult<bool> {
    Ok(store
        .subscription(user_id)
        .await?
        .is_some_and(|s| grants_premium(&s)))
}

#[derive(Debug, thiserror::Error)]
pub enum BillingError {
    #[error("Unknown tier '{0}': choose pro, premium or ultra.")]
    UnknownTier(String),
    #[error("The {0} plan is not available right now.")]
    TierNotOffered(&'static str),
    /// Test-mode-only calls while a Stripe key is configured (and the webhook without a secret).
    #[error("Not found")]
    Unavailable,
    #[error("Invalid test checkout session.")]
    BadSession,
    #[error(transparent)]
    Signature(#[from] SignatureError),
    #[error(transparent)]
    Payload(#[from] PayloadError),
    #[error(transparent)]
    Provider(#[from] StripeError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// What a webhook delivery did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WebhookOutcome {
    Handled(EventOutcome),
    /// Acknowledged without a change: a type billing does not act on, or an event that names no
    /// member of ours (retrying it would never help, so it is not an error).
    Ignored(&'static str),
}

impl WebhookOutcome {
    pub fn as_str(self) -> &'static str {
        match self {
            WebhookOutcome::Handled(outcome) => outcome.as_str(),
            WebhookOutcome::Ignored(_) => "ignored",
        }
    }
}

/// Stripe price ids per paid tier, from configuration.
#[derive(Debug, Clone, Default)]
struct Prices {
    pro: Option<String>,
    premium: Option<String>,
    ultra: Option<String>,
}

impl Prices {
    fn of(&self, tier: Tier) -> Option<&str> {
        match tier {
            Tier::Pro => self.pro.as_deref(),
            Tier::Premium => self.premium.as_deref(),
            Tier::Ultra => self.ultra.as_deref(),
            Tier::Free => None,
        }
    }

    /// The tier a price id sells: after a plan change in Stripe the price is the truth, not the
    /// metadata written at checkout.
    fn tier_of(&self, price_id: &str) -> Option<Tier> {
        [Tier::Pro, Tier::Premium, Tier::Ultra]
            .into_iter()
            .find(|tier| self.of(*tier) == Some(price_id))
    }
}

pub struct Billing {
    store: Arc<dyn Store>,
    /// None: test mode.
    stripe: Option<StripeClient>,
    webhook_secret: Option<Secret>,
    prices: Prices,
    public_url: String,
}

/// A checkout the browser is sent to.
pub struct Checkout {
    pub session_id: String,
    pub url: String,
}

impl Billing {
    /// Test mode unless `STRIPE_SECRET_KEY` is set; with a key the webhook secret is required, or
    /// paid checkouts would never be applied.
    pub fn new(
        store: Arc<dyn Store>,
        config: &BillingConfig,
        public_url: &str,
    ) -> anyhow::Result<Billing> {
        let stripe = match &config.stripe_secret_key {
            Some(key) if !key.expose().trim().is_empty() => {
                anyhow::ensure!(
                    config.stripe_webhook_secret.is_some(),
                    "STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set"
                );
                Some(StripeClient::new(&config.stripe_api_base, key.clone())?)
            }
            _ => None,
        };
        let price = |p: &Option<String>| p.clone().filter(|p| !p.trim().is_empty());
        Ok(Billing {
            store,
            stripe,
            webhook_secret: config.stripe_webhook_secret.clone(),
            prices: Prices {
                pro: price(&config.stripe_price_pro),
                premium: price(&config.stripe_price_premium),
                ultra: price(&config.stripe_price_ultra),
            },
            public_url: public_url.trim_end_matches('/').to_string(),
        })
    }

    pub fn test_mode(&self) -> bool {
        self.stripe.is_none()
    }

    /// The member's subscription; free and active when none was ever recorded.
    pub async fn subscription(&self, user_id: Uuid) -> StoreResult<Subscription> {
        Ok(self
            .store
            .subscription(user_id)
            .await?
            .unwrap_or_else(|| free(user_id)))
    }

    /// Starts buying `tier`: a Stripe Checkout Session, or in test mode the app's own test page.
    pub async fn start_checkout(
        &self,
        user_id: Uuid,
        tier: &str,
    ) -> Result<Checkout, BillingError> {
        let tier = paid_tier(tier)?;
        let Some(stripe) = &self.stripe else {
            let session_id = format!("cs_test_{}", Uuid::new_v4().simple());
            let url = format!(
                "{}/checkout/test?session={session_id}&tier={}",
                self.public_url,
                tier.as_str()
            );
            return Ok(Checkout { session_id, url });
        };
        let price_id = self
            .prices
            .of(tier)
            .ok_or(BillingError::TierNotOffered(tier.as_str()))?;
        let success_url = format!(
            "{}/premium?checkout=success&session_id={{CHECKOUT_SESSION_ID}}",
            self.public_url
        );
        let cancel_url = format!("{}/premium?checkout=cancelled", self.public_url);
        let session = stripe
            .create_checkout_session(&CheckoutRequest {
                price_id,
                user_id,
                tier,
                success_url: &success_url,
                cancel_url: &cancel_url,
            })
            .await?;
        Ok(Checkout {
            session_id: session.id,
            url: session.url,
        })
    }

    /// Test mode: the member completed the test checkout `session` for `tier`. Applied like the
    /// `checkout.session.completed` Stripe would send, once per session.
    pub async fn complete_test_checkout(
        &self,
        user_id: Uuid,
        session: &str,
        tier: &str,
    ) -> Result<EventOutcome, BillingError> {
        if !self.test_mode() {
            return Err(BillingError::Unavailable);
        }
        let tier = paid_tier(tier)?;
        let valid = session.strip_prefix("cs_test_").is_some_and(|id| {
            !id.is_empty() && id.len() <= 64 && id.bytes().all(|b| b.is_ascii_alphanumeric())
        });
        if !valid {
            return Err(BillingError::BadSession);
        }
        // Once per session and member: keyed by the session alone, a member who learned another's
        // session id could spend it first and leave the other's checkout a "duplicate".
        let event = BillingEvent {
            event_id: format!("evt_test_{}_{session}", user_id.simple()),
            event_type: "checkout.session.completed".to_string(),
            created: Utc::now(),
        };
        // No Stripe subscription exists behind a test checkout: the session is only the event id.
        let state = active(user_id, tier, None, None);
        Ok(self.apply(&event, &state).await?)
    }

    /// Test mode: `POST /api/test-premium` (spec: enables pro).
    pub async fn enable_test_premium(
        &self,
        user_id: Uuid,
        tier: Option<&str>,
    ) -> Result<EventOutcome, BillingError> {
        if !self.test_mode() {
            return Err(BillingError::Unavailable);
        }
        let tier = paid_tier(tier.unwrap_or("pro"))?;
        let event = BillingEvent {
            event_id: format!("evt_test_premium_{}", Uuid::new_v4().simple()),
            event_type: "test.premium.enabled".to_string(),
            created: Utc::now(),
        };
        Ok(self
            .apply(&event, &active(user_id, tier, None, None))
            .await?)
    }

    /// A webhook delivery: the signature first (nothing of an unsigned body is read), then the
    /// event. `now` is Unix seconds.
    pub async fn handle_webhook(
        &self,
        signature: Option<&str>,
        payload: &[u8],
        now: i64,
    ) -> Result<WebhookOutcome, BillingError> {
        let secret = self
            .webhook_secret
            .as_ref()
            .ok_or(BillingError::Unavailable)?;
        webhook::verify_signature(signature, payload, secret.expose(), now)?;
        let notice = webhook::parse_event(payload)?;
        let Some(user_id) = notice.user_id else {
            return Ok(WebhookOutcome::Ignored("no member id in the event"));
        };
        if self.store.user_by_id(user_id).await?.is_none() {
            return Ok(WebhookOutcome::Ignored("unknown member"));
        }
        let current = self.store.subscription(user_id).await?;
        let Some(state) = next_state(&self.prices, user_id, current.as_ref(), &notice) else {
            return Ok(WebhookOutcome::Ignored("nothing to change"));
        };
        Ok(WebhookOutcome::Handled(
            self.apply(&notice.event, &state).await?,
        ))
    }

    /// Records `event` and writes `state` unless the event was seen before or a newer one for the
    /// same member was applied already.
    async fn apply(&self, event: &BillingEvent, state: &Subscription) -> StoreResult<EventOutcome> {
        let outcome = self.store.apply_billing_event(event, state).await?;
        tracing::info!(
            event = %event.event_id,
            kind = %event.event_type,
            user = %state.user_id,
            tier = state.tier.as_str(),
            outcome = outcome.as_str(),
            "billing event"
        );
        Ok(outcome)
    }
}

/// The state an event asks for, or None when it changes nothing of ours.
fn next_state(
    prices: &Prices,
    user_id: Uuid,
    current: Option<&Subscription>,
    notice: &Notice,
) -> Option<Subscription> {
    let tier = || {
        notice
            .price_id
            .as_deref()
            .and_then(|p| prices.tier_of(p))
            .or_else(|| notice.tier.as_deref().and_then(|t| paid_tier(t).ok()))
    };
    let customer = notice
        .customer
        .clone()
        .or_else(|| current.and_then(|c| c.stripe_customer_id.clone()));
    match notice.kind {
        NoticeKind::CheckoutCompleted => {
            // An asynchronous payment method completes the session unpaid; the subscription
            // events that follow carry the outcome.
            let paid = matches!(
                notice.payment_status.as_deref(),
                Some("paid" | "no_payment_required") | None
            );
            let tier = tier().filter(|_| paid)?;
            Some(active(user_id, tier, customer, notice.subscription.clone()))
        }
        NoticeKind::SubscriptionUpdated => {
            if ends_other_subscription(current, notice) {
                return None;
            }
            let entitled = matches!(notice.status.as_deref(), Some("active" | "trialing"));
            Some(match (entitled, tier()) {
                (true, Some(tier)) => active(user_id, tier, customer, notice.subscription.clone()),
                (true, None) => return None,
                (false, _) => ended(user_id, notice, customer),
            })
        }
        NoticeKind::SubscriptionDeleted => {
            (!ends_other_subscription(current, notice)).then(|| ended(user_id, notice, customer))
        }
        NoticeKind::Other => None,
    }
}

/// An event about a subscription other than the member's current one (an old subscription ending
/// after a new checkout) must not touch the current one.
fn ends_other_subscription(current: Option<&Subscription>, notice: &Notice) -> bool {
    match (
        current.and_then(|c| c.stripe_subscription_id.as_deref()),
        notice.subscription.as_deref(),
    ) {
        (Some(current), Some(theirs)) => current != theirs,
        _ => false,
    }
}

fn paid_tier(raw: &str) -> Result<Tier, BillingError> {
    match Tier::parse(raw.trim()) {
        Ok(Tier::Free) | Err(_) => Err(BillingError::UnknownTier(raw.chars().take(40).collect())),
        Ok(tier) => Ok(tier),
    }
}

fn free(user_id: Uuid) -> Subscription {
    Subscription {
        user_id,
        tier: Tier::Free,
        status: "active".to_string(),
        is_premium: false,
        stripe_customer_id: None,
        stripe_subscription_id: None,
        updated_at: Utc::now(),
    }
}

fn active(
    user_id: Uuid,
    tier: Tier,
    customer: Option<String>,
    subscription: Option<String>,
) -> Subscription {
    Subscription {
        tier,
        is_premium: true,
        stripe_customer_id: customer,
        stripe_subscription_id: subscription,
        ..free(user_id)
    }
}

/// Back to free; the provider's status (`canceled`, `unpaid`, ...) is kept to say why.
fn ended(user_id: Uuid, notice: &Notice, customer: Option<String>) -> Subscription {
    Subscription {
        status: notice
            .status
            .clone()
            .unwrap_or_else(|| "canceled".to_string()),
        stripe_customer_id: customer,
        stripe_subscription_id: notice.subscription.clone(),
        ..free(user_id)
    }
}

#[cfg(test)]
mod tests {
    use chrono::DateTime;

    use super::*;

    fn prices() -> Prices {
        Prices {
            pro: Some("price_pro".to_string()),
            premium: Some("price_premium".to_string()),
            ultra: None,
        }
    }

    fn notice(kind: NoticeKind, status: Option<&str>, price: Option<&str>, sub: &str) -> Notice {
        Notice {
            event: BillingEvent {
                event_id: "evt_1".to_string(),
                event_type: "x".to_string(),
                created: DateTime::<Utc>::from_timestamp(1_800_000_000, 0).expect("time"),
            },
            kind,
            user_id: None,
            tier: Some("premium".to_string()),
            price_id: price.map(str::to_string),
            status: status.map(str::to_string),
            payment_status: None,
            customer: Some("cus_1".to_string()),
            subscription: Some(sub.to_string()),
        }
    }

    #[test]
    fn the_price_decides_the_tier_and_only_active_or_trialing_is_premium() {
        let user = Uuid::new_v4();
        let updated = |status, price| {
            next_state(
                &prices(),
                user,
                None,
                &notice(
                    NoticeKind::SubscriptionUpdated,
                    Some(status),
                    price,
                    "sub_1",
                ),
            )
        };
        let pro = updated("active", Some("price_pro")).expect("a state");
        assert_eq!((pro.tier, pro.is_premium), (Tier::Pro, true));
        // An unknown price falls back to the tier written at checkout.
        let trialing = updated("trialing", Some("price_other")).expect("a state");
        assert_eq!(trialing.tier, Tier::Premium);
        let late = updated("past_due", Some("price_pro")).expect("a state");
        assert_eq!(
            (late.tier, late.is_premium, late.status.as_str()),
            (Tier::Free, false, "past_due")
        );
        assert!(!grants_premium(&late));
    }

    #[test]
    fn events_about_an_older_subscription_leave_the_current_one_alone() {
        let user = Uuid::new_v4();
        let current = Subscription {
            stripe_subscription_id: Some("sub_2".to_string()),
            ..active(user, Tier::Premium, Some("cus_1".to_string()), None)
        };
        let deleted = notice(
            NoticeKind::SubscriptionDeleted,
            Some("canceled"),
            None,
            "sub_1",
        );
        assert_eq!(next_state(&prices(), user, Some(&current), &deleted), None);
        let deleted = notice(
            NoticeKind::SubscriptionDeleted,
            Some("canceled"),
            None,
            "sub_2",
        );
        let ended = next_state(&prices(), user, Some(&current), &deleted).expect("a state");
        assert_eq!(
            (ended.tier, ended.status.as_str()),
            (Tier::Free, "canceled")
        );
    }

    #[test]
    fn an_unpaid_checkout_changes_nothing() {
        let mut completed = notice(NoticeKind::CheckoutCompleted, None, None, "sub_1");
        completed.payment_status = Some("unpaid".to_string());
        assert_eq!(
            next_state(&prices(), Uuid::new_v4(), None, &completed),
            None
        );
        completed.payment_status = Some("paid".to_string());
        let paid = next_state(&prices(), Uuid::new_v4(), None, &completed).expect("a state");
        assert_eq!(paid.tier, Tier::Premium);
    }
}
