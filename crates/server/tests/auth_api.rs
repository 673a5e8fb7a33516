//! The accounts API of docs/API.md over HTTP, on the real server, on SQLite and on PostgreSQL: every
//! case becomes `sqlite::<case>` and `postgres::<case>`. Confirmation mails travel through a real
//! SMTP catcher (maildev) where the case is about mail; other cases confirm the address in SQL.

#[path = "common/maildev.rs"]
mod maildev;
#[macro_use]
#[path = "common/member_app.rs"]
mod member_app;
#[path = "common/pg.rs"]
mod pg;

use reqwest::{header, StatusCode};
use serde_json::{json, Value};

use member_app::{
    read, retry_after_secs, session_of, spawn_app, Backend, BAD_LINK, EXPIRED, PASSWORD,
};

both!(
    sign_up_confirm_by_mail_sign_in_refresh_and_log_out,
    expired_and_used_links_are_refused_and_resend_mails_a_new_one,
    sign_up_validates_and_never_tells_an_address_is_taken,
    sign_in_does_not_tell_a_wrong_password_from_an_unknown_address,
    refresh_token_reuse_revokes_the_whole_sign_in,
    bearer_tokens_are_checked_on_every_route,
    profile_is_created_once_and_only_its_owner_changes_it,
    brute_force_on_sign_in_is_rate_limited,
);

async fn sign_up_confirm_by_mail_sign_in_refresh_and_log_out(backend: Backend) {
    let app = spawn_app(backend, true).await;
    let email = "ada@example.com";

    let (status, body) = app.sign_up(email, PASSWORD, "ada").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["session"], Value::Null);
    assert_eq!(body["user"]["email"], email);
    assert_eq!(body["user"]["email_confirmed_at"], Value::Null);
    assert_eq!(body["user"]["user_metadata"]["username"], "ada");
    assert_eq!(body["user"]["app_metadata"]["provider"], "email");

    // Not confirmed yet: the right password gets the confirmation message.
    let (status, body) = app.sign_in(email, PASSWORD).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["code"], "email_not_confirmed");
    assert_eq!(
        body["error"],
        "Please check your email and click the confirmation link before signing in."
    );

    let token = app.link_token(email, 1).await;
    let (status, body) = app.verify(&token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["already_confirmed"], false);
    assert!(body["user"]["email_confirmed_at"].is_string(), "{body}");

    let (status, body) = app.sign_in(email, PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["token_type"], "bearer");
    assert_eq!(body["expires_in"], 3600);
    let now = chrono::Utc::now().timestamp();
    let expires_at = body["expires_at"].as_i64().expect("expires_at");
    assert!((now + 3590..=now + 3610).contains(&expires_at), "{body}");
    let first = session_of(&body);

    let (status, user) = app.get("/auth/v1/user", Some(&first.access)).await;
    assert_eq!(status, StatusCode::OK, "{user}");
    assert_eq!(user["email"], email);
    assert_eq!(user["id"].as_str(), Some(first.user_id.as_str()));

    let (status, body) = app.refresh(&first.refresh).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let second = session_of(&body);
    assert_ne!(second.access, first.access);
    assert_ne!(second.refresh, first.refresh);
    assert_eq!(
        app.get("/auth/v1/user", Some(&second.access)).await.0,
        StatusCode::OK
    );

    // Nothing secret is stored in the clear.
    let stored_password = app.db.strings("SELECT password_hash FROM users").await;
    assert_eq!(stored_password.len(), 1);
    assert!(
        stored_password[0].starts_with("$argon2id$"),
        "{stored_password:?}"
    );
    assert!(!stored_password[0].contains(PASSWORD));
    let mut stored_tokens = app.db.strings("SELECT token_hash FROM email_tokens").await;
    stored_tokens.extend(app.db.strings("SELECT token_hash FROM access_tokens").await);
    stored_tokens.extend(
        app.db
            .strings("SELECT token_hash FROM refresh_tokens")
            .await,
    );
    assert_eq!(
        stored_tokens.len(),
        5,
        "one link, two access and two refresh tokens"
    );
    for plain in [
        &token,
        &first.access,
        &first.refresh,
        &second.access,
        &second.refresh,
    ] {
        assert!(
            stored_tokens
                .iter()
                .all(|stored| !stored.contains(plain.as_str())),
            "a plain token is stored"
        );
    }

    let response = app
        .client
        .post(app.url("/auth/v1/logout"))
        .bearer_auth(&second.access)
        .send()
        .await
        .expect("logout");
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    for token in [&first.access, &second.access] {
        let (status, body) = app.get("/auth/v1/user", Some(token)).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert_eq!(body["error"], EXPIRED);
    }
    let (status, body) = app.refresh(&second.refresh).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"], "Invalid Refresh Token");
}

async fn expired_and_used_links_are_refused_and_resend_mails_a_new_one(backend: Backend) {
    let app = spawn_app(backend, true).await;
    let email = "grace@example.com";
    assert_eq!(
        app.sign_up(email, PASSWORD, "grace").await.0,
        StatusCode::OK
    );
    let first = app.link_token(email, 1).await;

    // A day later the link has expired.
    app.db
        .exec("UPDATE email_tokens SET expires_at = '2000-01-01T00:00:00+00:00'")
        .await;
    let (status, body) = app.verify(&first).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"], BAD_LINK);
    let (status, body) = app.verify("0123456789abcdef").await;
    assert_eq!(
        (status, &body["error"]),
        (StatusCode::BAD_REQUEST, &json!(BAD_LINK))
    );

    // Resend (twice): new mails with new links. The first works once; the other, unused but
    // for an address confirmed since, answers "already confirmed".
    let resend = json!({ "type": "signup", "email": email });
    for n in 2..=3 {
        let (status, body) = app.post("/auth/v1/resend", None, resend.clone()).await;
        assert_eq!((status, &body), (StatusCode::OK, &json!({})));
        app.mail().wait_for(email, n).await;
    }
    let second = app.link_token(email, 2).await;
    let third = app.link_token(email, 3).await;
    assert_ne!(second, first);
    let (status, body) = app.verify(&second).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["already_confirmed"], false);
    let (status, body) = app.verify(&second).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "a used link");
    assert_eq!(body["error"], BAD_LINK);
    let (status, body) = app.verify(&third).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["already_confirmed"], true);

    // Resend never tells who is registered, and refuses what is not an address.
    let (status, body) = app
        .post(
            "/auth/v1/resend",
            None,
            json!({ "type": "signup", "email": "nobody@example.com" }),
        )
        .await;
    assert_eq!((status, &body), (StatusCode::OK, &json!({})));
    let (status, body) = app
        .post(
            "/auth/v1/resend",
            None,
            json!({ "type": "signup", "email": "not an address" }),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"], "Please enter a valid email address");

    // Signing up again with the confirmed address mails nothing; resending neither.
    let (status, _) = app.sign_up(email, PASSWORD, "grace").await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = app.post("/auth/v1/resend", None, resend).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = app.sign_in(email, PASSWORD).await;
    assert_eq!(status, StatusCode::OK);
    // Mails go out in the background: give a wrongly sent one time to arrive before counting.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(app.mail().messages_to(email).await.len(), 3);
    assert!(app
        .mail()
        .messages_to("nobody@example.com")
        .await
        .is_empty());
}

async fn sign_up_validates_and_never_tells_an_address_is_taken(backend: Backend) {
    let app = spawn_app(backend, false).await;
    for (email, password, username, message) in [
        (
            "not-an-email",
            PASSWORD,
            "ada",
            "Please enter a valid email address",
        ),
        (
            "ada@example.com",
            "12345",
            "ada",
            "Password must be at least 6 characters",
        ),
        (
            "ada@example.com",
            PASSWORD,
            "ad",
            "Username must be at least 3 characters",
        ),
    ] {
        let (status, body) = app.sign_up(email, password, username).await;
        assert_eq!(
            status,
            StatusCode::BAD_REQUEST,
            "{email} {password} {username}"
        );
        assert_eq!(body["error"], message);
    }

    let (status, new) = app.sign_up("ada@example.com", PASSWORD, "ada").await;
    assert_eq!(status, StatusCode::OK);
    let (status, again) = app
        .sign_up("ADA@example.com", "another password", "ada")
        .await;
    assert_eq!(status, StatusCode::OK);
    let keys = |v: &Value| {
        let mut keys: Vec<String> = v["user"]
            .as_object()
            .expect("user")
            .keys()
            .cloned()
            .collect();
        keys.sort();
        keys
    };
    assert_eq!(keys(&new), keys(&again));
    assert_eq!(again["session"], Value::Null);
    assert_eq!(again["user"]["email_confirmed_at"], Value::Null);
    // Still one account, with the first password.
    assert_eq!(app.db.strings("SELECT email FROM users").await.len(), 1);

    // Without SMTP_URL each mail is an .eml file in the outbox: one per sign-up of the
    // unconfirmed address, each with its link.
    let outbox = app.dir.path().join("outbox");
    let started = std::time::Instant::now();
    let mails = loop {
        let mails: Vec<String> = std::fs::read_dir(&outbox)
            .map(|entries| {
                entries
                    .filter_map(|e| e.ok())
                    .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
                    .filter_map(|e| std::fs::read_to_string(e.path()).ok())
                    .collect()
            })
            .unwrap_or_default();
        if mails.len() >= 2 || started.elapsed() > std::time::Duration::from_secs(10) {
            break mails;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    };
    assert_eq!(mails.len(), 2, "{}", outbox.display());
    for mail in mails {
        assert!(mail.contains("Bingeable"), "{mail}");
        assert!(mail.contains("/auth/verify?token_hash="), "{mail}");
    }
}

async fn sign_in_does_not_tell_a_wrong_password_from_an_unknown_address(backend: Backend) {
    let app = spawn_app(backend, false).await;
    app.signed_in("ada@example.com").await;
    let wrong_password = app.sign_in("ada@example.com", "wrong password").await;
    let unknown = app.sign_in("nobody@example.com", PASSWORD).await;
    assert_eq!(wrong_password, unknown);
    assert_eq!(wrong_password.0, StatusCode::BAD_REQUEST);
    assert_eq!(
        wrong_password.1,
        json!({ "error": "Invalid login credentials", "code": "invalid_credentials" })
    );
}

async fn refresh_token_reuse_revokes_the_whole_sign_in(backend: Backend) {
    let app = spawn_app(backend, false).await;
    let first = app.signed_in("ada@example.com").await;
    let (status, body) = app.refresh(&first.refresh).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let second = session_of(&body);

    let (status, body) = app.refresh(&first.refresh).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["code"], "refresh_token_reused");
    // The thief's replay ended the sign-in: the newest tokens are dead too.
    assert_eq!(
        app.get("/auth/v1/user", Some(&second.access)).await.0,
        StatusCode::UNAUTHORIZED
    );
    let (status, body) = app.refresh(&second.refresh).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"], "Invalid Refresh Token");
    let (status, body) = app.refresh("never-issued").await;
    assert_eq!(
        (status, &body["error"]),
        (StatusCode::BAD_REQUEST, &json!("Invalid Refresh Token"))
    );
}

async fn bearer_tokens_are_checked_on_every_route(backend: Backend) {
    let app = spawn_app(backend, false).await;
    let session = app.signed_in("ada@example.com").await;
    let body = json!({ "shows": "Dark" });

    // Anonymous routes stay open without a token...
    let (status, _) = app.post("/api/recommendations", None, body.clone()).await;
    assert_ne!(status, StatusCode::UNAUTHORIZED);
    // ...and answer 401 for an unknown or expired one, so the SPA refreshes.
    let (status, answer) = app
        .post("/api/recommendations", Some("made-up"), body.clone())
        .await;
    assert_eq!(
        (status, &answer["error"]),
        (StatusCode::UNAUTHORIZED, &json!(EXPIRED))
    );
    let (status, _) = app
        .post("/api/recommendations", Some(&session.access), body.clone())
        .await;
    assert_ne!(status, StatusCode::UNAUTHORIZED);

    app.db
        .exec("UPDATE access_tokens SET expires_at = '2000-01-01T00:00:00+00:00'")
        .await;
    let (status, answer) = app
        .post("/api/recommendations", Some(&session.access), body)
        .await;
    assert_eq!(
        (status, &answer["error"]),
        (StatusCode::UNAUTHORIZED, &json!(EXPIRED))
    );
    let (status, answer) = app.get("/auth/v1/user", Some(&session.access)).await;
    assert_eq!(
        (status, &answer["error"]),
        (StatusCode::UNAUTHORIZED, &json!(EXPIRED))
    );

    // Member routes need a token; a header that is not a bearer token is refused too.
    assert_eq!(
        app.get("/auth/v1/user", None).await.0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(app.get("/api/user", None).await.0, StatusCode::UNAUTHORIZED);
    let response = app
        .client
        .get(app.url("/api/user"))
        .header(header::AUTHORIZATION, "Basic YWRhOnB3")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);

    let (status, settings) = app.get("/auth/v1/settings", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        settings,
        json!({ "external": { "email": true, "google": false, "apple": false } })
    );
    let (status, answer) = app.get("/auth/v1/authorize?provider=google", None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(answer["error"], "OAuth provider not properly configured");
}

async fn profile_is_created_once_and_only_its_owner_changes_it(backend: Backend) {
    let app = spawn_app(backend, false).await;
    let ada = app.signed_in("ada.l@example.com").await;
    let token = Some(ada.access.as_str());

    let (status, body) = app.get("/api/user", token).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body, json!({ "error": "User profile not found" }));

    let request = json!({
        "email": "someone-else@example.com", "username": "ad",
        "favorite_shows": ["Dark", " The Bear "], "favorite_genres": []
    });
    let (status, created) = app.post("/api/user", token, request.clone()).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(
        created["email"], "ada.l@example.com",
        "always the account's own"
    );
    assert_eq!(
        created["username"], "tester",
        "too short: the sign-up name instead"
    );
    assert_eq!(created["favorite_shows"], json!(["Dark", "The Bear"]));
    assert!(created["createdAt"].is_string());
    let (status, again) = app.post("/api/user", token, request).await;
    assert_eq!((status, &again), (StatusCode::OK, &created));
    assert_eq!(app.get("/api/user", token).await, (StatusCode::OK, created));

    let own = format!("/api/users/{}/favorites/shows", ada.user_id);
    let (status, body) = app
        .put(&own, token, json!({ "shows": ["Severance"] }))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["favorite_shows"], json!(["Severance"]));
    let genres = format!("/api/users/{}/favorites/genres", ada.user_id);
    let (status, body) = app
        .put(&genres, token, json!({ "genres": ["Drama"] }))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["favorite_genres"], json!(["Drama"]));
    let too_many: Vec<String> = (0..51).map(|i| format!("Show {i}")).collect();
    let (status, body) = app.put(&own, token, json!({ "shows": too_many })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["error"],
        "Too many titles in 'shows': at most 50 are allowed."
    );

    let bob = app.signed_in("bob@example.com").await;
    for path in [
        format!("/api/users/{}/favorites/shows", bob.user_id),
        format!("/api/users/{}/favorites/genres", bob.user_id),
        "/api/users/not-a-uuid/favorites/shows".to_string(),
    ] {
        let body = json!({ "shows": ["X"], "genres": ["X"] });
        assert_eq!(
            app.put(&path, token, body.clone()).await.0,
            StatusCode::FORBIDDEN,
            "{path}"
        );
        assert_eq!(
            app.put(&path, None, body).await.0,
            StatusCode::UNAUTHORIZED,
            "{path}"
        );
    }
}

async fn brute_force_on_sign_in_is_rate_limited(backend: Backend) {
    let app = spawn_app(backend, false).await;
    app.signed_in("ada@example.com").await;
    // Five attempts a minute per account, the sign-in above included. The budget refills
    // continuously (one every 12 s), so a slow machine may be allowed one guess more: count.
    let mut allowed = 0;
    let response = loop {
        let response = app
            .client
            .post(app.url("/auth/v1/token?grant_type=password"))
            .json(&json!({ "email": "ADA@example.com", "password": "guess" }))
            .send()
            .await
            .expect("request");
        if response.status() != StatusCode::BAD_REQUEST {
            break response;
        }
        allowed += 1;
        assert!(allowed <= 8, "no 429 after {allowed} wrong passwords");
    };
    assert!(allowed >= 4, "limited after {allowed} wrong passwords");
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry_after = retry_after_secs(&response);
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    let (_, body) = read(response).await;
    assert_eq!(
        body,
        json!({ "error": "Too many attempts. Please wait a minute and try again.", "code": "over_rate_limit" })
    );
    // While limited, even the right password is refused; another account still gets through.
    let (status, _) = app.sign_in("ada@example.com", PASSWORD).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    let (status, _) = app.sign_in("nobody@example.com", "guess").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}
