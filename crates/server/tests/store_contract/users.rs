//! `UserStore`: users and profiles, e-mail tokens, sessions with rotating refresh tokens, OAuth
//! identities.

use chrono::{Duration, SubsecRound, TimeZone, Utc};
use server::store::{
    EmailConfirmation, NewSession, OAuthState, ProfileInit, Rotation, Store, StoreError,
    TokenHashes,
};
use uuid::Uuid;

use super::new_user;

fn hashes(name: &str) -> TokenHashes {
    let now = Utc::now().trunc_subsecs(6);
    TokenHashes {
        access_hash: format!("access-{name}"),
        access_expires_at: now + Duration::seconds(3600),
        refresh_hash: format!("refresh-{name}"),
        refresh_expires_at: now + Duration::days(30),
    }
}

fn session(user_id: Uuid, name: &str) -> NewSession {
    NewSession {
        id: Uuid::new_v4(),
        user_id,
        tokens: hashes(name),
        created_at: Utc::now(),
    }
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

pub async fn email_tokens_confirm_once_and_expire(store: &dyn Store) {
    let user = store
        .create_user(new_user("token@example.com"))
        .await
        .expect("create");
    let now = Utc::now().trunc_subsecs(6);
    store
        .create_email_token("good", user.id, now + Duration::hours(24))
        .await
        .expect("good");
    store
        .create_email_token("second", user.id, now + Duration::hours(24))
        .await
        .expect("second");
    store
        .create_email_token("old", user.id, now - Duration::seconds(1))
        .await
        .expect("old");

    let expired = store.confirm_email_with_token("old", now).await;
    assert_eq!(expired.expect("expired"), EmailConfirmation::Invalid);
    let unknown = store.confirm_email_with_token("never", now).await;
    assert_eq!(unknown.expect("unknown"), EmailConfirmation::Invalid);
    let reread = store.user_by_id(user.id).await.expect("reread");
    assert_eq!(reread.and_then(|u| u.email_confirmed_at), None);

    match store.confirm_email_with_token("good", now).await {
        Ok(EmailConfirmation::Confirmed(u)) => {
            assert_eq!(u.id, user.id);
            assert_eq!(u.email_confirmed_at, Some(now));
        }
        other => panic!("expected Confirmed, got {other:?}"),
    }
    let again = store.confirm_email_with_token("good", now).await;
    assert_eq!(again.expect("again"), EmailConfirmation::Invalid);
    match store.confirm_email_with_token("second", now).await {
        Ok(EmailConfirmation::AlreadyConfirmed(u)) => assert_eq!(u.id, user.id),
        other => panic!("expected AlreadyConfirmed, got {other:?}"),
    }
}

pub async fn sessions_grant_access_until_deleted(store: &dyn Store) {
    let user = store
        .create_user(new_user("session@example.com"))
        .await
        .expect("create");
    let s = session(user.id, "one");
    store.create_session(&s).await.expect("create session");

    let grant = store.access_grant("access-one").await.expect("grant");
    assert_eq!(
        grant.map(|g| (g.session_id, g.user_id)),
        Some((s.id, user.id))
    );
    assert_eq!(
        grant.map(|g| g.expires_at),
        Some(s.tokens.access_expires_at)
    );
    assert_eq!(store.access_grant("refresh-one").await.expect("kind"), None);

    assert!(store.delete_session(s.id).await.expect("delete"));
    assert!(!store.delete_session(s.id).await.expect("delete again"));
    assert_eq!(store.access_grant("access-one").await.expect("gone"), None);
    let next = hashes("two");
    let refreshed = store
        .rotate_refresh_token("refresh-one", &next, Utc::now())
        .await;
    assert_eq!(refreshed.expect("rotate"), Rotation::Invalid);
}

pub async fn duplicate_token_is_a_conflict(store: &dyn Store) {
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

pub async fn refresh_tokens_rotate_once_and_reuse_revokes_the_session(store: &dyn Store) {
    let user = store
        .create_user(new_user("rotate@example.com"))
        .await
        .expect("create");
    let s = session(user.id, "r1");
    store.create_session(&s).await.expect("create session");
    let other = session(user.id, "other");
    store.create_session(&other).await.expect("other session");

    let rotated = store
        .rotate_refresh_token("refresh-r1", &hashes("r2"), Utc::now())
        .await
        .expect("rotate");
    assert_eq!(
        rotated,
        Rotation::Rotated {
            session_id: s.id,
            user_id: user.id
        }
    );
    assert!(store
        .access_grant("access-r2")
        .await
        .expect("new")
        .is_some());

    let replay = store
        .rotate_refresh_token("refresh-r1", &hashes("r3"), Utc::now())
        .await
        .expect("replay");
    assert_eq!(replay, Rotation::Reused);
    // The whole sign-in is gone, its newest tokens included; other sign-ins are untouched.
    assert_eq!(store.access_grant("access-r1").await.expect("r1"), None);
    assert_eq!(store.access_grant("access-r2").await.expect("r2"), None);
    assert_eq!(store.access_grant("access-r3").await.expect("r3"), None);
    let after = store
        .rotate_refresh_token("refresh-r2", &hashes("r4"), Utc::now())
        .await
        .expect("after");
    assert_eq!(after, Rotation::Invalid);
    assert!(store
        .access_grant("access-other")
        .await
        .expect("other")
        .is_some());
}

pub async fn expired_refresh_token_is_invalid(store: &dyn Store) {
    let user = store
        .create_user(new_user("expired-refresh@example.com"))
        .await
        .expect("create");
    let mut s = session(user.id, "old");
    s.tokens.refresh_expires_at = Utc::now() - Duration::seconds(1);
    store.create_session(&s).await.expect("create session");
    let rotated = store
        .rotate_refresh_token("refresh-old", &hashes("new"), Utc::now())
        .await
        .expect("rotate");
    assert_eq!(rotated, Rotation::Invalid);
    assert_eq!(store.access_grant("access-new").await.expect("new"), None);
}

pub async fn profile_is_created_once(store: &dyn Store) {
    let user = store
        .create_user(new_user("profile@example.com"))
        .await
        .expect("create");
    assert_eq!(user.profile_created_at, None);
    let at = Utc
        .with_ymd_and_hms(2026, 1, 2, 3, 4, 5)
        .single()
        .expect("valid date");
    let init = |name: &str| ProfileInit {
        username: name.to_string(),
        favorite_shows: vec!["Dark".to_string()],
        favorite_genres: vec!["Drama".to_string()],
    };
    let (created, fresh) = store
        .create_profile(user.id, init("ada"), at)
        .await
        .expect("create profile")
        .expect("user exists");
    assert!(fresh);
    assert_eq!(created.username, "ada");
    assert_eq!(created.favorite_genres, vec!["Drama"]);
    assert_eq!(created.profile_created_at, Some(at));
    let (again, fresh) = store
        .create_profile(user.id, init("other"), Utc::now())
        .await
        .expect("again")
        .expect("user exists");
    assert!(!fresh);
    assert_eq!(again, created);
    let unknown = store
        .create_profile(Uuid::new_v4(), init("x"), at)
        .await
        .expect("unknown");
    assert_eq!(unknown, None);
}

pub async fn identities_link_a_provider_subject_to_one_user(store: &dyn Store) {
    let user = store
        .create_user(new_user("oauth@example.com"))
        .await
        .expect("create");
    store
        .link_identity("google", "sub-1", user.id)
        .await
        .expect("link");
    let found = store
        .user_by_identity("google", "sub-1")
        .await
        .expect("find");
    assert_eq!(found.map(|u| u.id), Some(user.id));
    assert_eq!(
        store
            .user_by_identity("apple", "sub-1")
            .await
            .expect("other provider"),
        None
    );
    let again = store.link_identity("google", "sub-1", user.id).await;
    assert!(matches!(again, Err(StoreError::Conflict(_))), "{again:?}");
}

pub async fn oauth_states_are_taken_once_and_expire(store: &dyn Store) {
    let now = Utc::now().trunc_subsecs(6);
    let state = |hash: &str, expires_at| OAuthState {
        state_hash: hash.to_string(),
        provider: "google".to_string(),
        pkce_verifier: format!("verifier-of-{hash}"),
        nonce: format!("nonce-of-{hash}"),
        redirect_to: "/auth/callback".to_string(),
        browser_hash: format!("browser-of-{hash}"),
        expires_at,
    };
    let fresh = state("fresh", now + Duration::minutes(10));
    store
        .create_oauth_state(&fresh, now)
        .await
        .expect("store a state");
    let stale = state("stale", now + Duration::minutes(1));
    store.create_oauth_state(&stale, now).await.expect("store");
    let again = store.create_oauth_state(&fresh, now).await;
    assert!(matches!(again, Err(StoreError::Conflict(_))), "{again:?}");

    let taken = store.take_oauth_state("fresh", now).await.expect("take");
    assert_eq!(taken, Some(fresh));
    assert_eq!(
        store.take_oauth_state("fresh", now).await.expect("take"),
        None,
        "single use"
    );
    assert_eq!(
        store.take_oauth_state("unknown", now).await.expect("take"),
        None
    );
    // Expired by the time its callback comes: refused, and gone.
    let later = now + Duration::minutes(2);
    assert_eq!(
        store.take_oauth_state("stale", later).await.expect("take"),
        None
    );
    // A new sign-in sweeps out what has expired.
    let old = state("old", now + Duration::minutes(1));
    store.create_oauth_state(&old, now).await.expect("store");
    store
        .create_oauth_state(&state("new", later + Duration::minutes(10)), later)
        .await
        .expect("store");
    assert_eq!(
        store.take_oauth_state("old", now).await.expect("take"),
        None,
        "swept"
    );
}
