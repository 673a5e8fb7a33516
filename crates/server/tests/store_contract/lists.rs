//! `ListStore`: favourites, watch-later and dislikes.

use serde_json::json;
use server::store::{ContentType, ListKind, NewListItem, Store, StoreError};
use uuid::Uuid;

use super::new_user;

fn item(user_id: Uuid, show_name: &str) -> NewListItem {
    NewListItem {
        user_id,
        show_name: show_name.to_string(),
        show_data: json!({ "show_name": show_name, "rating": 8.5 }),
        content_type: ContentType::Tv,
        watched: false,
    }
}

fn names(items: &[server::store::SavedItem]) -> Vec<&str> {
    items.iter().map(|i| i.show_name.as_str()).collect()
}

pub async fn list_items_round_trip_with_their_data(store: &dyn Store) {
    let user = store
        .create_user(new_user("lists@example.com"))
        .await
        .expect("create");
    let data = json!({
        "show_name": "Arrival", "type": "movie", "rating": 7.9,
        "genre": ["Drama", "Sci-Fi"], "affiliate_link": null, "nested": { "a": [1, 2] }
    });
    let new = NewListItem {
        user_id: user.id,
        show_name: "Arrival".to_string(),
        show_data: data.clone(),
        content_type: ContentType::Movie,
        watched: true,
    };
    for list in ListKind::ALL {
        let added = store.add_item(list, new.clone()).await.expect("add");
        assert_eq!(added.user_id, user.id);
        assert_eq!(added.show_name, "Arrival");
        assert_eq!(added.show_data, data);
        assert_eq!(added.content_type, ContentType::Movie);
        assert!(added.watched);
        let listed = store.list_items(list, user.id).await.expect("list");
        assert_eq!(listed, vec![added], "{list:?}");
    }
}

pub async fn list_items_are_unique_per_user_and_list_case_insensitively(store: &dyn Store) {
    let user = store
        .create_user(new_user("unique@example.com"))
        .await
        .expect("create");
    for list in ListKind::ALL {
        store
            .add_item(list, item(user.id, "Breaking Bad"))
            .await
            .expect("first");
        let again = store.add_item(list, item(user.id, "  breaking BAD ")).await;
        assert!(
            matches!(again, Err(StoreError::Conflict(_))),
            "{list:?}: {again:?}"
        );
        let listed = store.list_items(list, user.id).await.expect("list");
        assert_eq!(names(&listed), vec!["Breaking Bad"]);
    }
}

pub async fn list_items_are_removed_case_insensitively(store: &dyn Store) {
    let user = store
        .create_user(new_user("remove@example.com"))
        .await
        .expect("create");
    for list in ListKind::ALL {
        for name in ["A Show", "B Show", "C Show"] {
            store
                .add_item(list, item(user.id, name))
                .await
                .expect("add");
        }
        assert!(store
            .remove_item(list, user.id, "b SHOW")
            .await
            .expect("remove"));
        assert!(!store
            .remove_item(list, user.id, "B Show")
            .await
            .expect("remove again"));
        assert!(!store
            .remove_item(list, user.id, "Never Added")
            .await
            .expect("remove unknown"));
        let listed = store.list_items(list, user.id).await.expect("list");
        assert_eq!(
            names(&listed),
            vec!["A Show", "C Show"],
            "{list:?} oldest first"
        );
    }
}

pub async fn lists_and_users_are_independent(store: &dyn Store) {
    let alice = store
        .create_user(new_user("a@example.com"))
        .await
        .expect("alice");
    let bob = store
        .create_user(new_user("b@example.com"))
        .await
        .expect("bob");
    store
        .add_item(ListKind::Favorites, item(alice.id, "Dark"))
        .await
        .expect("fav");
    store
        .add_item(ListKind::Dislikes, item(alice.id, "Lost"))
        .await
        .expect("dislike");
    // The same show for another user is not a conflict.
    store
        .add_item(ListKind::Favorites, item(bob.id, "Dark"))
        .await
        .expect("bob fav");

    let fav = store
        .list_items(ListKind::Favorites, alice.id)
        .await
        .expect("list");
    assert_eq!(names(&fav), vec!["Dark"]);
    let watch = store
        .list_items(ListKind::WatchLater, alice.id)
        .await
        .expect("list");
    assert!(watch.is_empty());
    let dislikes = store
        .list_items(ListKind::Dislikes, alice.id)
        .await
        .expect("list");
    assert_eq!(names(&dislikes), vec!["Lost"]);

    assert!(store
        .remove_item(ListKind::Favorites, bob.id, "Dark")
        .await
        .expect("remove"));
    let fav = store
        .list_items(ListKind::Favorites, alice.id)
        .await
        .expect("list");
    assert_eq!(
        names(&fav),
        vec!["Dark"],
        "removing bob's item left alice's alone"
    );
    assert!(!store
        .remove_item(ListKind::WatchLater, alice.id, "Lost")
        .await
        .expect("rm"));
}
