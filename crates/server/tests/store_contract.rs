//! One contract for `Store`, run against both backends: every case in `cases` becomes
//! `sqlite::<case>` (fresh temp file) and `postgres::<case>` (fresh database, dropped afterwards).
//!
//! PostgreSQL comes from `BINGEABLE_TEST_POSTGRES_URL` (an admin URL allowed to create databases),
//! default `postgres://postgres@127.0.0.1:5432/postgres`. When it is unreachable the postgres tests
//! fail with a message saying so; they never skip.

use std::sync::Arc;

use server::store::{self, Store};
use sqlx::{AssertSqlSafe, Connection, PgConnection};
use tempfile::TempDir;

const DEFAULT_ADMIN_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

struct SqliteTestDb {
    store: Arc<dyn Store>,
    _dir: TempDir,
}

impl SqliteTestDb {
    async fn new() -> Self {
        let dir = tempfile::tempdir().expect("create temp dir");
        let url = format!("sqlite://{}/contract.db", dir.path().display());
        let store = store::connect(&url).await.expect("open sqlite store");
        assert_eq!(store.backend(), "sqlite");
        SqliteTestDb { store, _dir: dir }
    }

    fn store(&self) -> &dyn Store {
        self.store.as_ref()
    }
}

struct PgTestDb {
    /// None only while the store is being opened.
    store: Option<Arc<dyn Store>>,
    admin_url: String,
    name: String,
}

impl PgTestDb {
    async fn new() -> Self {
        let admin_url = std::env::var("BINGEABLE_TEST_POSTGRES_URL")
            .unwrap_or_else(|_| DEFAULT_ADMIN_URL.to_string());
        let mut admin = PgConnection::connect(&admin_url).await.unwrap_or_else(|e| {
            panic!(
                "PostgreSQL is unreachable at {admin_url} ({e}). The store contract must pass on \
                 PostgreSQL too: start it, or point BINGEABLE_TEST_POSTGRES_URL at an admin URL."
            )
        });
        // A uuid in hex is a safe identifier; CREATE DATABASE cannot take a bound parameter.
        let name = format!("bingeable_t_{}", uuid::Uuid::new_v4().simple());
        sqlx::query(AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut admin)
            .await
            .unwrap_or_else(|e| panic!("cannot create test database {name}: {e}"));
        let _ = admin.close().await;
        // The guard exists before connecting so the database is dropped even if that fails.
        let url = database_url(&admin_url, &name);
        let mut db = PgTestDb {
            store: None,
            admin_url,
            name,
        };
        let store = store::connect(&url).await.expect("open postgres store");
        assert_eq!(store.backend(), "postgres");
        db.store = Some(store);
        db
    }

    fn store(&self) -> &dyn Store {
        self.store.as_deref().expect("store opened in new()")
    }
}

impl Drop for PgTestDb {
    fn drop(&mut self) {
        self.store = None;
        // Drop runs inside the test's runtime, which cannot be blocked on: use a thread of its own.
        let admin_url = self.admin_url.clone();
        let name = self.name.clone();
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            runtime.block_on(async {
                let mut admin = PgConnection::connect(&admin_url).await?;
                sqlx::query(AssertSqlSafe(format!(
                    "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
                )))
                .execute(&mut admin)
                .await?;
                Ok::<_, sqlx::Error>(())
            })?;
            Ok::<_, Box<dyn std::error::Error + Send + Sync>>(())
        })
        .join();
        if !matches!(dropped, Ok(Ok(()))) {
            eprintln!("warning: could not drop test database {}", self.name);
        }
    }
}

/// The admin URL with its database name replaced by `name`.
fn database_url(admin_url: &str, name: &str) -> String {
    let (base, query) = match admin_url.split_once('?') {
        Some((base, query)) => (base, format!("?{query}")),
        None => (admin_url, String::new()),
    };
    let authority_start = base.find("://").map_or(0, |i| i + 3);
    let authority_end = base[authority_start..]
        .find('/')
        .map_or(base.len(), |i| authority_start + i);
    format!("{}/{name}{query}", &base[..authority_end])
}

#[test]
fn database_url_replaces_only_the_database_name() {
    assert_eq!(
        database_url("postgres://u@h:5432/postgres", "x"),
        "postgres://u@h:5432/x"
    );
    assert_eq!(
        database_url("postgres://u:p@h/admin?sslmode=disable", "x"),
        "postgres://u:p@h/x?sslmode=disable"
    );
    assert_eq!(database_url("postgres://h", "x"), "postgres://h/x");
}

/// Generates `sqlite::<case>` and `postgres::<case>` for every case.
macro_rules! contract {
    ($($case:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test]
                async fn $case() {
                    let db = super::SqliteTestDb::new().await;
                    super::cases::$case(db.store()).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test]
                async fn $case() {
                    let db = super::PgTestDb::new().await;
                    super::cases::$case(db.store()).await;
                }
            )*
        }
    };
}

contract!(
    ping_answers,
    user_round_trips_by_id_and_email,
    email_is_unique_case_insensitively,
    unknown_user_is_none,
    favorite_shows_and_genres_are_replaced,
    email_confirmation_is_recorded,
    email_tokens_are_single_use_and_expire,
    sessions_are_found_by_either_token_and_deleted,
    duplicate_session_token_is_a_conflict,
    list_items_round_trip_with_their_data,
    list_items_are_unique_per_user_and_list_case_insensitively,
    list_items_are_removed_case_insensitively,
    lists_and_users_are_independent,
    subscription_is_inserted_then_updated,
);

mod cases {
    use chrono::{Duration, SubsecRound, TimeZone, Utc};
    use serde_json::json;
    use server::store::{
        ContentType, ListKind, NewListItem, NewUser, Session, Store, StoreError, Subscription, Tier,
    };
    use uuid::Uuid;

    fn new_user(email: &str) -> NewUser {
        NewUser {
            email: email.to_string(),
            username: "alice".to_string(),
            password_hash: Some("$argon2id$v=19$fake".to_string()),
            email_confirmed_at: None,
            favorite_shows: vec!["Dark".to_string()],
            favorite_genres: vec![],
        }
    }

    fn item(user_id: Uuid, show_name: &str) -> NewListItem {
        NewListItem {
            user_id,
            show_name: show_name.to_string(),
            show_data: json!({ "show_name": show_name, "rating": 8.5 }),
            content_type: ContentType::Tv,
            watched: false,
        }
    }

    fn session(user_id: Uuid, token: &str) -> Session {
        let now = Utc::now().trunc_subsecs(6);
        Session {
            token_hash: format!("access-{token}"),
            user_id,
            expires_at: now + Duration::seconds(3600),
            refresh_token_hash: format!("refresh-{token}"),
            refresh_expires_at: now + Duration::days(30),
            created_at: now,
        }
    }

    fn names(items: &[server::store::SavedItem]) -> Vec<&str> {
        items.iter().map(|i| i.show_name.as_str()).collect()
    }

    pub async fn ping_answers(store: &dyn Store) {
        store.ping().await.expect("ping");
    }

    pub async fn user_round_trips_by_id_and_email(store: &dyn Store) {
        let created = store
            .create_user(new_user(" Alice@Example.com "))
            .await
            .expect("create");
        assert_eq!(
            created.email, "Alice@Example.com",
            "surrounding whitespace is trimmed"
        );
        assert_eq!(created.username, "alice");
        assert_eq!(created.favorite_shows, vec!["Dark"]);
        assert!(created.favorite_genres.is_empty());
        assert_eq!(created.email_confirmed_at, None);

        let by_id = store.user_by_id(created.id).await.expect("by id");
        assert_eq!(by_id.as_ref(), Some(&created));
        let by_email = store
            .user_by_email("aLiCe@example.COM")
            .await
            .expect("by email");
        assert_eq!(by_email.as_ref(), Some(&created));
    }

    pub async fn email_is_unique_case_insensitively(store: &dyn Store) {
        store
            .create_user(new_user("élodie@example.fr"))
            .await
            .expect("first");
        let second = store.create_user(new_user("ÉLODIE@EXAMPLE.FR")).await;
        assert!(matches!(second, Err(StoreError::Conflict(_))), "{second:?}");
        assert!(store
            .user_by_email("Élodie@Example.fr")
            .await
            .expect("lookup")
            .is_some());
        store
            .create_user(new_user("other@example.fr"))
            .await
            .expect("other e-mail is fine");
    }

    pub async fn unknown_user_is_none(store: &dyn Store) {
        assert_eq!(store.user_by_id(Uuid::new_v4()).await.expect("by id"), None);
        assert_eq!(
            store
                .user_by_email("nobody@example.com")
                .await
                .expect("by email"),
            None
        );
        let updated = store
            .set_favorite_shows(Uuid::new_v4(), &["X".into()])
            .await;
        assert_eq!(updated.expect("update"), None);
        let updated = store
            .set_favorite_genres(Uuid::new_v4(), &["X".into()])
            .await;
        assert_eq!(updated.expect("update"), None);
        assert!(!store
            .confirm_email(Uuid::new_v4(), Utc::now())
            .await
            .expect("confirm"));
    }

    pub async fn favorite_shows_and_genres_are_replaced(store: &dyn Store) {
        let user = store
            .create_user(new_user("fav@example.com"))
            .await
            .expect("create");
        let shows = vec![
            "Severance".to_string(),
            "The Bear".to_string(),
            "Ça".to_string(),
        ];
        let updated = store
            .set_favorite_shows(user.id, &shows)
            .await
            .expect("shows");
        assert_eq!(updated.map(|u| u.favorite_shows), Some(shows.clone()));
        let genres = vec!["Drama".to_string()];
        let updated = store
            .set_favorite_genres(user.id, &genres)
            .await
            .expect("genres");
        assert_eq!(updated.as_ref().map(|u| &u.favorite_genres), Some(&genres));
        assert_eq!(updated.map(|u| u.favorite_shows), Some(shows));

        let cleared = store.set_favorite_shows(user.id, &[]).await.expect("clear");
        assert_eq!(cleared.map(|u| u.favorite_shows), Some(vec![]));
        let reread = store.user_by_id(user.id).await.expect("reread");
        assert_eq!(reread.map(|u| u.favorite_genres), Some(genres));
    }

    pub async fn email_confirmation_is_recorded(store: &dyn Store) {
        let user = store
            .create_user(new_user("confirm@example.com"))
            .await
            .expect("create");
        let at = Utc
            .with_ymd_and_hms(2025, 8, 30, 12, 0, 0)
            .single()
            .expect("valid date");
        assert!(store.confirm_email(user.id, at).await.expect("confirm"));
        let reread = store.user_by_id(user.id).await.expect("reread");
        assert_eq!(reread.and_then(|u| u.email_confirmed_at), Some(at));
    }

    pub async fn email_tokens_are_single_use_and_expire(store: &dyn Store) {
        let user = store
            .create_user(new_user("token@example.com"))
            .await
            .expect("create");
        let now = Utc::now();
        store
            .create_email_token("good", user.id, now + Duration::hours(24))
            .await
            .expect("good");
        store
            .create_email_token("old", user.id, now - Duration::seconds(1))
            .await
            .expect("old");

        assert_eq!(
            store
                .consume_email_token("good", now)
                .await
                .expect("consume"),
            Some(user.id)
        );
        assert_eq!(
            store.consume_email_token("good", now).await.expect("again"),
            None
        );
        assert_eq!(
            store
                .consume_email_token("old", now)
                .await
                .expect("expired"),
            None
        );
        assert_eq!(
            store
                .consume_email_token("never", now)
                .await
                .expect("unknown"),
            None
        );
    }

    pub async fn sessions_are_found_by_either_token_and_deleted(store: &dyn Store) {
        let user = store
            .create_user(new_user("session@example.com"))
            .await
            .expect("create");
        let s = session(user.id, "one");
        store.create_session(&s).await.expect("create session");

        assert_eq!(
            store
                .session_by_token("access-one")
                .await
                .expect("by token"),
            Some(s.clone())
        );
        assert_eq!(
            store
                .session_by_refresh_token("refresh-one")
                .await
                .expect("by refresh"),
            Some(s.clone())
        );
        assert_eq!(
            store
                .session_by_token("refresh-one")
                .await
                .expect("wrong kind"),
            None
        );

        assert!(store.delete_session("access-one").await.expect("delete"));
        assert!(!store
            .delete_session("access-one")
            .await
            .expect("delete again"));
        assert_eq!(
            store.session_by_token("access-one").await.expect("gone"),
            None
        );
        assert_eq!(
            store
                .session_by_refresh_token("refresh-one")
                .await
                .expect("gone"),
            None
        );
    }

    pub async fn duplicate_session_token_is_a_conflict(store: &dyn Store) {
        let user = store
            .create_user(new_user("dup-session@example.com"))
            .await
            .expect("create");
        store
            .create_session(&session(user.id, "same"))
            .await
            .expect("first");
        let again = store.create_session(&session(user.id, "same")).await;
        assert!(matches!(again, Err(StoreError::Conflict(_))), "{again:?}");
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
}
