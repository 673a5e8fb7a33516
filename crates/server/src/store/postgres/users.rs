use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::Row;
use uuid::Uuid;

use super::{user_from_row, PostgresStore};
use crate::store::model::{SingleUse, Spend};
use crate::store::time::{micros, now};
use crate::store::{
    conflict_on_unique, normalize_key, AccessGrant, EmailConfirmation, NewSession, NewUser,
    OAuthState, ProfileInit, Rotation, StoreResult, TokenHashes, User, UserStore,
};

impl PostgresStore {
    /// Replaces one of a user's saved lists; `sql` is one of this file's own UPDATE statements
    /// (list, then id), never built from input. None when the user does not exist.
    async fn set_list(
        &self,
        id: Uuid,
        sql: &'static str,
        values: &[String],
    ) -> StoreResult<Option<User>> {
        let updated = sqlx::query(sql)
            .bind(Json(values))
            .bind(id)
            .execute(&self.pool)
            .await?;
        if updated.rows_affected() == 0 {
            return Ok(None);
        }
        self.user_where_id(id).await
    }

    /// Adds one access token and one refresh token to a session, inside the caller's transaction.
    async fn insert_tokens(
        conn: &mut sqlx::PgConnection,
        session_id: Uuid,
        tokens: &TokenHashes,
    ) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO access_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, $3)",
        )
        .bind(&tokens.access_hash)
        .bind(session_id)
        .bind(micros(tokens.access_expires_at))
        .execute(&mut *conn)
        .await
        .map_err(|e| conflict_on_unique(e, "This access token already exists"))?;
        sqlx::query(
            "INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, $3)",
        )
        .bind(&tokens.refresh_hash)
        .bind(session_id)
        .bind(micros(tokens.refresh_expires_at))
        .execute(&mut *conn)
        .await
        .map_err(|e| conflict_on_unique(e, "This refresh token already exists"))?;
        Ok(())
    }
    /// Spends a single-use token inside the caller's transaction. Marking it used is the step
    /// concurrent uses race on: only one of them gets the row back.
    async fn spend(
        conn: &mut sqlx::PgConnection,
        kind: SingleUse,
        token_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<Spend> {
        let sql = match kind {
            SingleUse::EmailLink => {
                "UPDATE email_tokens SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL \
                 RETURNING user_id AS owner, expires_at"
            }
            SingleUse::RefreshToken => {
                "UPDATE refresh_tokens SET used_at = $1 WHERE token_hash = $2 \
                 AND used_at IS NULL RETURNING session_id AS owner, expires_at"
            }
        };
        let row = sqlx::query(sql)
            .bind(micros(now))
            .bind(token_hash)
            .fetch_optional(&mut *conn)
            .await?;
        let Some(row) = row else {
            return Ok(Spend::Unspendable);
        };
        let expires_at: DateTime<Utc> = row.try_get("expires_at")?;
        if expires_at <= now {
            return Ok(Spend::Expired);
        }
        Ok(Spend::Fresh(row.try_get("owner")?))
    }
}

#[async_trait]
impl UserStore for PostgresStore {
    async fn create_user(&self, user: NewUser) -> StoreResult<User> {
        let id = Uuid::new_v4();
        let created_at = now();
        sqlx::query(
            "INSERT INTO users (id, email, email_key, username, password_hash, email_confirmed_at, \
             created_at, favorite_shows, favorite_genres) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(id)
        .bind(user.email.trim())
        .bind(normalize_key(&user.email))
        .bind(&user.username)
        .bind(&user.password_hash)
        .bind(user.email_confirmed_at.map(micros))
        .bind(created_at)
        .bind(Json(&user.favorite_shows))
        .bind(Json(&user.favorite_genres))
        .execute(&self.pool)
        .await
        .map_err(|e| conflict_on_unique(e, "An account with this e-mail already exists"))?;
        Ok(User {
            id,
            email: user.email.trim().to_string(),
            username: user.username,
            password_hash: user.password_hash,
            email_confirmed_at: user.email_confirmed_at.map(micros),
            created_at,
            favorite_shows: user.favorite_shows,
            favorite_genres: user.favorite_genres,
            profile_created_at: None,
        })
    }

    async fn user_by_id(&self, id: Uuid) -> StoreResult<Option<User>> {
        self.user_where_id(id).await
    }

    async fn user_by_email(&self, email: &str) -> StoreResult<Option<User>> {
        let row = sqlx::query(concat!(
            "SELECT ",
            user_columns!(),
            " FROM users WHERE email_key = $1"
        ))
        .bind(normalize_key(email))
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| user_from_row(&r)).transpose()
    }

    async fn set_favorite_shows(&self, id: Uuid, shows: &[String]) -> StoreResult<Option<User>> {
        self.set_list(
            id,
            "UPDATE users SET favorite_shows = $1 WHERE id = $2",
            shows,
        )
        .await
    }

    async fn set_favorite_genres(&self, id: Uuid, genres: &[String]) -> StoreResult<Option<User>> {
        self.set_list(
            id,
            "UPDATE users SET favorite_genres = $1 WHERE id = $2",
            genres,
        )
        .await
    }

    async fn confirm_email(&self, id: Uuid, at: DateTime<Utc>) -> StoreResult<bool> {
        let updated = sqlx::query("UPDATE users SET email_confirmed_at = $1 WHERE id = $2")
            .bind(micros(at))
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(updated.rows_affected() > 0)
    }

    async fn create_email_token(
        &self,
        token_hash: &str,
        user_id: Uuid,
        expires_at: DateTime<Utc>,
    ) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO email_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)",
        )
        .bind(token_hash)
        .bind(user_id)
        .bind(micros(expires_at))
        .execute(&self.pool)
        .await
        .map_err(|e| conflict_on_unique(e, "This confirmation token already exists"))?;
        Ok(())
    }

    async fn create_profile(
        &self,
        id: Uuid,
        profile: ProfileInit,
        at: DateTime<Utc>,
    ) -> StoreResult<Option<(User, bool)>> {
        // Only the first call writes: the condition makes a concurrent second POST a no-op.
        let updated = sqlx::query(
            "UPDATE users SET username = $1, favorite_shows = $2, favorite_genres = $3, \
             profile_created_at = $4 WHERE id = $5 AND profile_created_at IS NULL",
        )
        .bind(&profile.username)
        .bind(Json(&profile.favorite_shows))
        .bind(Json(&profile.favorite_genres))
        .bind(micros(at))
        .bind(id)
        .execute(&self.pool)
        .await?;
        let created = updated.rows_affected() > 0;
        Ok(self.user_where_id(id).await?.map(|user| (user, created)))
    }

    async fn confirm_email_with_token(
        &self,
        token_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<EmailConfirmation> {
        // Marking the token used is the step concurrent confirmations race on: the row lock lets
        // one of them through. Dropping `tx` without commit rolls back.
        let mut tx = self.pool.begin().await?;
        let Spend::Fresh(user_id) =
            Self::spend(&mut tx, SingleUse::EmailLink, token_hash, now).await?
        else {
            return Ok(EmailConfirmation::Invalid);
        };
        let confirmed = sqlx::query(
            "UPDATE users SET email_confirmed_at = $1 WHERE id = $2 AND email_confirmed_at IS NULL",
        )
        .bind(micros(now))
        .bind(user_id)
        .execute(&mut *tx)
        .await?
        .rows_affected()
            > 0;
        let row = sqlx::query(concat!(
            "SELECT ",
            user_columns!(),
            " FROM users WHERE id = $1"
        ))
        .bind(user_id)
        .fetch_one(&mut *tx)
        .await?;
        let user = user_from_row(&row)?;
        tx.commit().await?;
        Ok(if confirmed {
            EmailConfirmation::Confirmed(user)
        } else {
            EmailConfirmation::AlreadyConfirmed(user)
        })
    }

    async fn create_session(&self, session: &NewSession) -> StoreResult<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("INSERT INTO sessions (id, user_id, created_at) VALUES ($1, $2, $3)")
            .bind(session.id)
            .bind(session.user_id)
            .bind(micros(session.created_at))
            .execute(&mut *tx)
            .await
            .map_err(|e| conflict_on_unique(e, "This session already exists"))?;
        Self::insert_tokens(&mut tx, session.id, &session.tokens).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn access_grant(&self, access_hash: &str) -> StoreResult<Option<AccessGrant>> {
        let row = sqlx::query(
            "SELECT a.session_id, s.user_id, a.expires_at FROM access_tokens a \
             JOIN sessions s ON s.id = a.session_id WHERE a.token_hash = $1",
        )
        .bind(access_hash)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| {
            Ok(AccessGrant {
                session_id: row.try_get("session_id")?,
                user_id: row.try_get("user_id")?,
                expires_at: row.try_get("expires_at")?,
            })
        })
        .transpose()
    }

    async fn rotate_refresh_token(
        &self,
        refresh_hash: &str,
        next: &TokenHashes,
        now: DateTime<Utc>,
    ) -> StoreResult<Rotation> {
        let mut tx = self.pool.begin().await?;
        let spent = Self::spend(&mut tx, SingleUse::RefreshToken, refresh_hash, now).await?;
        if spent == Spend::Expired {
            return Ok(Rotation::Invalid);
        }
        if let Spend::Fresh(session_id) = spent {
            Self::insert_tokens(&mut tx, session_id, next).await?;
            let user_id: Uuid = sqlx::query_scalar("SELECT user_id FROM sessions WHERE id = $1")
                .bind(session_id)
                .fetch_one(&mut *tx)
                .await?;
            tx.commit().await?;
            return Ok(Rotation::Rotated {
                session_id,
                user_id,
            });
        }
        let replayed: Option<Uuid> =
            sqlx::query_scalar("SELECT session_id FROM refresh_tokens WHERE token_hash = $1")
                .bind(refresh_hash)
                .fetch_optional(&mut *tx)
                .await?;
        let Some(session_id) = replayed else {
            return Ok(Rotation::Invalid);
        };
        sqlx::query("DELETE FROM sessions WHERE id = $1")
            .bind(session_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Rotation::Reused)
    }

    async fn delete_session(&self, session_id: Uuid) -> StoreResult<bool> {
        let deleted = sqlx::query("DELETE FROM sessions WHERE id = $1")
            .bind(session_id)
            .execute(&self.pool)
            .await?;
        Ok(deleted.rows_affected() > 0)
    }

    async fn link_identity(&self, provider: &str, subject: &str, user_id: Uuid) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO identities (provider, subject, user_id, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(provider)
        .bind(subject)
        .bind(user_id)
        .bind(now())
        .execute(&self.pool)
        .await
        .map_err(|e| conflict_on_unique(e, "This identity is already linked"))?;
        Ok(())
    }

    async fn user_by_identity(&self, provider: &str, subject: &str) -> StoreResult<Option<User>> {
        let user_id: Option<Uuid> = sqlx::query_scalar(
            "SELECT user_id FROM identities WHERE provider = $1 AND subject = $2",
        )
        .bind(provider)
        .bind(subject)
        .fetch_optional(&self.pool)
        .await?;
        match user_id {
            Some(id) => self.user_where_id(id).await,
            None => Ok(None),
        }
    }

    async fn create_oauth_state(&self, state: &OAuthState, now: DateTime<Utc>) -> StoreResult<()> {
        sqlx::query("DELETE FROM oauth_states WHERE expires_at <= $1")
            .bind(micros(now))
            .execute(&self.pool)
            .await?;
        sqlx::query(
            "INSERT INTO oauth_states (state_hash, provider, pkce_verifier, nonce, redirect_to, \
             browser_hash, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(&state.state_hash)
        .bind(&state.provider)
        .bind(&state.pkce_verifier)
        .bind(&state.nonce)
        .bind(&state.redirect_to)
        .bind(&state.browser_hash)
        .bind(micros(state.expires_at))
        .execute(&self.pool)
        .await
        .map_err(|e| conflict_on_unique(e, "This OAuth state already exists"))?;
        Ok(())
    }

    async fn take_oauth_state(
        &self,
        state_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<OAuthState>> {
        let row = sqlx::query(
            "DELETE FROM oauth_states WHERE state_hash = $1 RETURNING state_hash, provider, \
             pkce_verifier, nonce, redirect_to, browser_hash, expires_at",
        )
        .bind(state_hash)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let state = OAuthState {
            state_hash: row.try_get("state_hash")?,
            provider: row.try_get("provider")?,
            pkce_verifier: row.try_get("pkce_verifier")?,
            nonce: row.try_get("nonce")?,
            redirect_to: row.try_get("redirect_to")?,
            browser_hash: row.try_get("browser_hash")?,
            expires_at: row.try_get("expires_at")?,
        };
        Ok((state.expires_at > now).then_some(state))
    }
}
