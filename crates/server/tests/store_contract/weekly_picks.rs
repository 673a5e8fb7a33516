//! `WeeklyPicksStore`.

use chrono::{Duration, Utc};
use server::store::{Store, WeeklyPicks};
use uuid::Uuid;

const TOKEN: &str = "first-token";

async fn member(store: &dyn Store, email: &str) -> Uuid {
    store
        .create_user(super::new_user(email))
        .await
        .expect("user")
        .id
}

async fn stored(store: &dyn Store, id: Uuid) -> WeeklyPicks {
    store
        .weekly_picks(id)
        .await
        .expect("read")
        .expect("a subscription")
}

pub async fn weekly_picks_turn_on_and_off_keeping_the_first_token(store: &dyn Store) {
    let id = member(store, "weekly@example.com").await;
    assert_eq!(store.weekly_picks(id).await.unwrap(), None);
    let on = store.set_weekly_picks(id, true, TOKEN).await.expect("on");
    assert!(on.enabled);
    assert_eq!(on.unsubscribe_token, TOKEN);
    assert_eq!(on.last_sent_at, None);
    assert!(on.last_sent_titles.is_empty());
    assert_eq!(stored(store, id).await, on);

    // Every link already mailed carries the first token: later calls never replace it.
    let off = store
        .set_weekly_picks(id, false, "second-token")
        .await
        .expect("off");
    assert!(!off.enabled);
    assert_eq!(off.unsubscribe_token, TOKEN);
    let again = store
        .set_weekly_picks(id, true, "third-token")
        .await
        .expect("on again");
    assert!(again.enabled);
    assert_eq!(again.unsubscribe_token, TOKEN);
}

pub async fn only_subscriptions_that_are_on_and_due_are_listed(store: &dyn Store) {
    let now = Utc::now();
    let cutoff = now - Duration::days(7);
    let never_sent = member(store, "never@example.com").await;
    let off = member(store, "off@example.com").await;
    let recent = member(store, "recent@example.com").await;
    store.set_weekly_picks(never_sent, true, "a").await.unwrap();
    store.set_weekly_picks(off, false, "b").await.unwrap();
    store.set_weekly_picks(recent, true, "c").await.unwrap();
    assert!(store
        .claim_weekly_picks(recent, cutoff, now - Duration::days(1))
        .await
        .unwrap());

    let due = store.due_weekly_picks(cutoff, None, 10).await.unwrap();
    assert_eq!(
        due.iter().map(|s| s.user_id).collect::<Vec<_>>(),
        vec![never_sent]
    );
    // A week later the recent one is due again.
    let later = store
        .due_weekly_picks(now + Duration::days(6), None, 10)
        .await
        .unwrap();
    let mut expected = vec![never_sent, recent];
    expected.sort();
    assert_eq!(
        later.iter().map(|s| s.user_id).collect::<Vec<_>>(),
        expected
    );
    // Paged by id: after the first, only the second.
    let page = store
        .due_weekly_picks(now + Duration::days(6), Some(expected[0]), 10)
        .await
        .unwrap();
    assert_eq!(
        page.iter().map(|s| s.user_id).collect::<Vec<_>>(),
        vec![expected[1]]
    );
    assert_eq!(
        store
            .due_weekly_picks(now + Duration::days(6), None, 1)
            .await
            .unwrap()
            .len(),
        1
    );
}

pub async fn a_week_is_claimed_once_and_records_what_was_sent(store: &dyn Store) {
    let now = Utc::now();
    let cutoff = now - Duration::days(7);
    let id = member(store, "claim@example.com").await;
    store.set_weekly_picks(id, true, TOKEN).await.unwrap();
    assert!(store.claim_weekly_picks(id, cutoff, now).await.unwrap());
    // A second instance, or a second tick, finds the week taken.
    assert!(!store.claim_weekly_picks(id, cutoff, now).await.unwrap());
    let titles = vec!["tt0903747".to_string(), "m-heat-1995".to_string()];
    store
        .record_weekly_picks_sent(id, now, &titles)
        .await
        .unwrap();
    let sent = stored(store, id).await;
    assert_eq!(
        sent.last_sent_at.map(|t| t.timestamp_micros()),
        Some(now.timestamp_micros())
    );
    assert_eq!(sent.last_sent_titles, titles);
    assert!(store
        .due_weekly_picks(cutoff, None, 10)
        .await
        .unwrap()
        .is_empty());

    // Turned off, nothing is claimed even when due.
    store.set_weekly_picks(id, false, TOKEN).await.unwrap();
    let next_week = now + Duration::days(7);
    assert!(!store
        .claim_weekly_picks(id, next_week - Duration::days(7), next_week)
        .await
        .unwrap());
}

pub async fn a_released_claim_is_due_again(store: &dyn Store) {
    let now = Utc::now();
    let cutoff = now - Duration::days(7);
    let id = member(store, "release@example.com").await;
    store.set_weekly_picks(id, true, TOKEN).await.unwrap();
    assert!(store.claim_weekly_picks(id, cutoff, now).await.unwrap());
    store.release_weekly_picks(id, now, None).await.unwrap();
    assert_eq!(stored(store, id).await.last_sent_at, None);
    assert!(store.claim_weekly_picks(id, cutoff, now).await.unwrap());
    // A release for a claim that is no longer the stored one changes nothing.
    store
        .release_weekly_picks(id, now - Duration::hours(1), None)
        .await
        .unwrap();
    assert!(stored(store, id).await.last_sent_at.is_some());
}

pub async fn weekly_picks_are_each_member_s_own(store: &dyn Store) {
    let alice = member(store, "alice@example.com").await;
    let bob = member(store, "bob@example.com").await;
    store.set_weekly_picks(alice, true, "a").await.unwrap();
    store.set_weekly_picks(bob, true, "b").await.unwrap();
    store.set_weekly_picks(alice, false, "c").await.unwrap();
    let now = Utc::now();
    assert!(store
        .claim_weekly_picks(bob, now - Duration::days(7), now)
        .await
        .unwrap());
    let (hers, his) = (stored(store, alice).await, stored(store, bob).await);
    assert!(!hers.enabled);
    assert_eq!(hers.last_sent_at, None);
    assert_eq!(hers.unsubscribe_token, "a");
    assert!(his.enabled);
    assert!(his.last_sent_at.is_some());
    assert_eq!(his.unsubscribe_token, "b");
}
