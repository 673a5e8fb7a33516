//! `CoupleProfileStore`.

use server::store::{ContentType, CoupleProfile, NewCoupleProfile, Saved, Store};
use uuid::Uuid;

fn profile(user_id: Uuid, name: &str, person1: &str) -> NewCoupleProfile {
    NewCoupleProfile {
        user_id,
        name: name.to_string(),
        person1_shows: person1.to_string(),
        person2_shows: "The Office, Parks and Recreation".to_string(),
        kind: ContentType::Tv,
    }
}

fn created(saved: Saved) -> CoupleProfile {
    match saved {
        Saved::Created(p) => p,
        other => panic!("expected a new profile, got {other:?}"),
    }
}

pub async fn couple_profiles_round_trip_newest_first(store: &dyn Store) {
    let user = store
        .create_user(super::new_user("pair@example.com"))
        .await
        .expect("user");
    assert!(store.couple_profiles(user.id).await.unwrap().is_empty());
    let first = created(
        store
            .save_couple_profile(profile(user.id, "Date night", "Breaking Bad"), 20)
            .await
            .expect("save"),
    );
    // Saved a moment later, so "newest first" has an order to keep.
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    let mut films = profile(user.id, "Films with Émile 🎬", "Amélie");
    films.kind = ContentType::Movie;
    let second = created(store.save_couple_profile(films, 20).await.expect("save"));
    assert_eq!(second.kind, ContentType::Movie);
    assert_eq!(
        store.couple_profiles(user.id).await.unwrap(),
        vec![second.clone(), first.clone()]
    );
}

pub async fn a_profile_of_the_same_name_is_replaced_case_insensitively(store: &dyn Store) {
    let user = store
        .create_user(super::new_user("same@example.com"))
        .await
        .expect("user");
    let first = created(
        store
            .save_couple_profile(profile(user.id, "Date night", "Breaking Bad"), 20)
            .await
            .unwrap(),
    );
    let replaced = match store
        .save_couple_profile(profile(user.id, " DATE NIGHT ", "The Wire"), 20)
        .await
        .unwrap()
    {
        Saved::Replaced(p) => p,
        other => panic!("expected a replacement, got {other:?}"),
    };
    assert_eq!(replaced.id, first.id);
    assert_eq!(replaced.person1_shows, "The Wire");
    assert_eq!(
        store.couple_profiles(user.id).await.unwrap(),
        vec![replaced]
    );
}

pub async fn a_full_member_saves_nothing_new_but_may_still_replace(store: &dyn Store) {
    let user = store
        .create_user(super::new_user("full@example.com"))
        .await
        .expect("user");
    for name in ["One", "Two"] {
        created(
            store
                .save_couple_profile(profile(user.id, name, "Dark"), 2)
                .await
                .unwrap(),
        );
    }
    assert_eq!(
        store
            .save_couple_profile(profile(user.id, "Three", "Dark"), 2)
            .await
            .unwrap(),
        Saved::Full
    );
    assert!(matches!(
        store
            .save_couple_profile(profile(user.id, "two", "Lost"), 2)
            .await
            .unwrap(),
        Saved::Replaced(_)
    ));
    assert_eq!(store.couple_profiles(user.id).await.unwrap().len(), 2);
}

pub async fn couple_profiles_are_each_member_s_own(store: &dyn Store) {
    let alice = store
        .create_user(super::new_user("alice@example.com"))
        .await
        .expect("user");
    let bob = store
        .create_user(super::new_user("bob@example.com"))
        .await
        .expect("user");
    let hers = created(
        store
            .save_couple_profile(profile(alice.id, "Date night", "Dark"), 20)
            .await
            .unwrap(),
    );
    // The same name is another member's own profile.
    let his = created(
        store
            .save_couple_profile(profile(bob.id, "Date night", "Lost"), 20)
            .await
            .unwrap(),
    );
    assert!(!store.delete_couple_profile(bob.id, hers.id).await.unwrap());
    assert_eq!(
        store.couple_profiles(alice.id).await.unwrap(),
        vec![hers.clone()]
    );
    assert!(store
        .delete_couple_profile(alice.id, hers.id)
        .await
        .unwrap());
    assert!(!store
        .delete_couple_profile(alice.id, hers.id)
        .await
        .unwrap());
    assert!(store.couple_profiles(alice.id).await.unwrap().is_empty());
    assert_eq!(store.couple_profiles(bob.id).await.unwrap(), vec![his]);
}
