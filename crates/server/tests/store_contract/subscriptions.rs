//! `SubscriptionStore`.

use chrono::{Duration, SubsecRound, Utc};
use server::store::{BillingEvent, EventOutcome, Store, Subscription, Tier};

use super::new_user;

pub async fn subscription_is_inserted_then_updated(store: &dyn Store) {
    let user = store
        .create_user(new_user("sub@example.com"))
        .await
        .expect("create");
    assert_eq!(store.subscription(user.id).await.expect("none yet"), None);

    let mut sub = Subscription {
        user_id: user.id,
        tier: Tier::Pro,
        status: "active".to_string(),
        is_premium: true,
        stripe_customer_id: None,
        stripe_subscription_id: None,
        updated_at: Utc::now().trunc_subsecs(6),
    };
    store.upsert_subscription(&sub).await.expect("insert");
    assert_eq!(
        store.subscription(user.id).await.expect("read"),
        Some(sub.clone())
    );

    sub.tier = Tier::Ultra;
    sub.status = "past_due".to_string();
    sub.stripe_customer_id = Some("cus_123".to_string());
    sub.stripe_subscription_id = Some("sub_456".to_string());
    sub.updated_at += Duration::minutes(5);
    store.upsert_subscription(&sub).await.expect("update");
    assert_eq!(store.subscription(user.id).await.expect("read"), Some(sub));
}

/// Each event id is applied once; an event created before the newest applied one for the same
/// member is recorded but changes nothing; another member's events do not order this one's.
pub async fn billing_events_apply_once_and_never_over_a_newer_one(store: &dyn Store) {
    let user = store
        .create_user(new_user("events@example.com"))
        .await
        .expect("create");
    let other = store
        .create_user(new_user("other@example.com"))
        .await
        .expect("create");
    let t0 = Utc::now().trunc_subsecs(0);
    let event = |id: &str, seconds: i64| BillingEvent {
        event_id: id.to_string(),
        event_type: "customer.subscription.updated".to_string(),
        created: t0 + Duration::seconds(seconds),
    };
    let state = |user_id, tier| Subscription {
        user_id,
        tier,
        status: "active".to_string(),
        is_premium: tier != Tier::Free,
        stripe_customer_id: Some("cus_1".to_string()),
        stripe_subscription_id: Some("sub_1".to_string()),
        updated_at: t0,
    };

    let pro = state(user.id, Tier::Pro);
    let apply = |id, seconds, sub| async move {
        store
            .apply_billing_event(&event(id, seconds), &sub)
            .await
            .expect("apply")
    };
    assert_eq!(apply("evt_1", 10, pro.clone()).await, EventOutcome::Applied);
    assert_eq!(
        store.subscription(user.id).await.expect("read"),
        Some(pro.clone())
    );
    // The same id again, even with another state: nothing changes.
    let ultra = state(user.id, Tier::Ultra);
    assert_eq!(
        apply("evt_1", 10, ultra.clone()).await,
        EventOutcome::Duplicate
    );
    // Older than the applied one: recorded, ignored; replaying it stays ignored.
    assert_eq!(apply("evt_0", 5, ultra.clone()).await, EventOutcome::Stale);
    assert_eq!(
        apply("evt_0", 5, ultra.clone()).await,
        EventOutcome::Duplicate
    );
    assert_eq!(store.subscription(user.id).await.expect("read"), Some(pro));
    // The same second as the newest: applied (arrival order).
    assert_eq!(
        apply("evt_2", 10, ultra.clone()).await,
        EventOutcome::Applied
    );
    assert_eq!(
        store.subscription(user.id).await.expect("read"),
        Some(ultra)
    );
    // Another member's older event is not stale because of this member's newer ones.
    let theirs = state(other.id, Tier::Premium);
    assert_eq!(
        apply("evt_9", 1, theirs.clone()).await,
        EventOutcome::Applied
    );
    assert_eq!(
        store.subscription(other.id).await.expect("read"),
        Some(theirs)
    );
}
