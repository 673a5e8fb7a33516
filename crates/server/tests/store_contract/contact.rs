//! `ContactStore`.

use chrono::{Duration, SubsecRound, Utc};
use server::store::{ContactMessage, Store};
use uuid::Uuid;

pub async fn contact_messages_round_trip_newest_first(store: &dyn Store) {
    assert!(store
        .recent_contact_messages(10)
        .await
        .expect("none yet")
        .is_empty());
    let first = ContactMessage {
        id: Uuid::new_v4(),
        name: "Ada Lovelace".to_string(),
        email: "ada@example.com".to_string(),
        message: "Line one.\nLine two, with <b>markup</b> and émoji 🎬.".to_string(),
        client_ip: Some("203.0.113.9".to_string()),
        created_at: Utc::now().trunc_subsecs(6),
    };
    let second = ContactMessage {
        id: Uuid::new_v4(),
        client_ip: None,
        created_at: first.created_at + Duration::seconds(1),
        ..first.clone()
    };
    store.save_contact_message(&first).await.expect("save");
    store.save_contact_message(&second).await.expect("save");
    assert_eq!(
        store.recent_contact_messages(10).await.expect("read"),
        vec![second.clone(), first]
    );
    assert_eq!(
        store.recent_contact_messages(1).await.expect("read"),
        vec![second]
    );
}
