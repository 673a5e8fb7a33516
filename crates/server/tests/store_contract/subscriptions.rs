//! `SubscriptionStore`.

use chrono::{Duration, SubsecRound, Utc};
use server::store::{Store, Subscription, Tier};

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
