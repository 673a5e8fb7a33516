//! One contract for `Store`, run against both backends: every case becomes `sqlite::<case>`
//! (fresh temp file) and `postgres::<case>` (fresh database, dropped afterwards). The cases live
//! by concern, as the store's traits do:
//! `store_contract/{users,lists,couple_profiles,weekly_picks,subscriptions,contact}.rs`.

#[path = "common/pg.rs"]
mod pg;

#[path = "store_contract/contact.rs"]
mod contact;
#[path = "store_contract/couple_profiles.rs"]
mod couple_profiles;
#[path = "store_contract/lists.rs"]
mod lists;
#[path = "store_contract/subscriptions.rs"]
mod subscriptions;
#[path = "store_contract/users.rs"]
mod users;
#[path = "store_contract/weekly_picks.rs"]
mod weekly_picks;

use std::sync::Arc;

use server::store::{self, NewUser, Store};
use tempfile::TempDir;

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
    // Fields drop in order: the store's pool goes before its database.
    store: Arc<dyn Store>,
    _db: pg::PgDatabase,
}

impl PgTestDb {
    async fn new() -> Self {
        let db = pg::PgDatabase::create().await;
        let store = store::connect(&db.url).await.expect("open postgres store");
        assert_eq!(store.backend(), "postgres");
        PgTestDb { store, _db: db }
    }

    fn store(&self) -> &dyn Store {
        self.store.as_ref()
    }
}

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

/// What belongs to the whole store rather than one concern.
mod backend {
    use server::store::Store;

    pub async fn ping_answers(store: &dyn Store) {
        store.ping().await.expect("ping");
    }
}

/// Generates `sqlite::<case>` and `postgres::<case>` for every `module::case`.
macro_rules! contract {
    ($($module:ident :: $case:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test]
                async fn $case() {
                    let db = super::SqliteTestDb::new().await;
                    super::$module::$case(db.store()).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test]
                async fn $case() {
                    let db = super::PgTestDb::new().await;
                    super::$module::$case(db.store()).await;
                }
            )*
        }
    };
}

contract!(
    backend::ping_answers,
    users::user_round_trips_by_id_and_email,
    users::email_is_unique_case_insensitively,
    users::unknown_user_is_none,
    users::favorite_shows_and_genres_are_replaced,
    users::email_confirmation_is_recorded,
    users::email_tokens_confirm_once_and_expire,
    users::sessions_grant_access_until_deleted,
    users::duplicate_token_is_a_conflict,
    users::refresh_tokens_rotate_once_and_reuse_revokes_the_session,
    users::expired_refresh_token_is_invalid,
    users::profile_is_created_once,
    users::identities_link_a_provider_subject_to_one_user,
    users::oauth_states_are_taken_once_and_expire,
    lists::list_items_round_trip_with_their_data,
    lists::list_items_are_unique_per_user_and_list_case_insensitively,
    lists::list_items_are_removed_case_insensitively,
    lists::lists_and_users_are_independent,
    subscriptions::subscription_is_inserted_then_updated,
    subscriptions::billing_events_apply_once_and_never_over_a_newer_one,
    contact::contact_messages_round_trip_newest_first,
    couple_profiles::couple_profiles_round_trip_newest_first,
    couple_profiles::a_profile_of_the_same_name_is_replaced_case_insensitively,
    couple_profiles::a_full_member_saves_nothing_new_but_may_still_replace,
    couple_profiles::couple_profiles_are_each_member_s_own,
    weekly_picks::weekly_picks_turn_on_and_off_keeping_the_first_token,
    weekly_picks::only_subscriptions_that_are_on_and_due_are_listed,
    weekly_picks::a_week_is_claimed_once_and_records_what_was_sent,
    weekly_picks::a_released_claim_is_due_again,
    weekly_picks::weekly_picks_are_each_member_s_own,
);
