//! PostgreSQL backend, chosen by `DATABASE_URL=postgres://...`: app servers stay stateless, so any
//! number of them can share one database.

use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::postgres::{PgPool, PgPoolOptions, PgRow};
use sqlx::types::Json;
use sqlx::Row;
use uuid::Uuid;

use super::model::string_list;
use super::{
    conflict_on_unique, normalize_key, ContentType, ListKind, NewListItem, NewUser, SavedItem,
    Session, Store, StoreResult, Subscription, Tier, User,
};
use crate::store::time::{micros, now};

pub struct PostgresStore {
    pool: PgPool,
}

impl PostgresStore {
    /// Connects and runs migrations; the database itself must exist.
    pub async fn connect(url: &str) -> StoreResult<Self> {
        let pool = PgPoolOptions::new()
            .max_connections(10)
            // Fail start-up quickly with a clear error instead of hanging when PostgreSQL is down.
            .acquire_timeout(Duration::from_secs(5))
            .connect(url)
            .await?;
        sqlx::migrate!("./migrations/postgres").run(&pool).await?;
        Ok(PostgresStore { pool })
    }

    async fn user_where_id(&self, id: Uuid) -> StoreResult<Option<User>> {
        let row = sqlx::query(
            "SELECT id, email, username, password_hash, email_confirmed_at, created_at, \
             favorite_shows, favorite_genres FROM users WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| user_from_row(&r)).transpose()
    }
}

fn user_from_row(row: &PgRow) -> StoreResult<User> {
    Ok(User {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        username: row.try_get("username")?,
        password_hash: row.try_get("password_hash")?,
        email_confirmed_at: row.try_get("email_confirmed_at")?,
        created_at: row.try_get("created_at")?,
        favorite_shows: string_list(row.try_get("favorite_shows")?, "favorite_shows")?,
        favorite_genres: string_list(row.try_get("favorite_genres")?, "favorite_genres")?,
    })
}

fn session_from_row(row: &PgRow) -> StoreResult<Session> {
    Ok(Session {
        token_hash: row.try_get("token_hash")?,
        user_id: row.try_get("user_id")?,
        expires_at: row.try_get("expires_at")?,
        refresh_token_hash: row.try_get("refresh_token_hash")?,
        refresh_expires_at: row.try_get("refresh_expires_at")?,
        created_at: row.try_get("created_at")?,
    })
}

fn item_from_row(row: &PgRow) -> StoreResult<SavedItem> {
    Ok(SavedItem {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        show_name: row.try_get("show_name")?,
        show_data: row.try_get("show_data")?,
        content_type: ContentType::parse(&row.try_get::<String, _>("content_type")?)?,
        watched: row.try_get("watched")?,
        created_at: row.try_get("created_at")?,
    })
}

fn subscription_from_row(row: &PgRow) -> StoreResult<Subscription> {
    Ok(Subscription {
        user_id: row.try_get("user_id")?,
        tier: Tier::parse(&row.try_get::<String, _>("tier")?)?,
        status: row.try_get("status")?,
        is_premium: row.try_get("is_premium")?,
        stripe_customer_id: row.try_get("stripe_customer_id")?,
        stripe_subscription_id: row.try_get("stripe_subscription_id")?,
        updated_at: row.try_get("updated_at")?,
    })
}

#[async_trait]
impl Store for PostgresStore {
    fn backend(&self) -> &'static str {
        "postgres"
    }

    async fn ping(&self) -> StoreResult<()> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

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
        })
    }

    async fn user_by_id(&self, id: Uuid) -> StoreResult<Option<User>> {
        self.user_where_id(id).await
    }

    async fn user_by_email(&self, email: &str) -> StoreResult<Option<User>> {
        let row = sqlx::query(
            "SELECT id, email, username, password_hash, email_confirmed_at, created_at, \
             favorite_shows, favorite_genres FROM users WHERE email_key = $1",
        )
        .bind(normalize_key(email))
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| user_from_row(&r)).transpose()
    }

    async fn set_favorite_shows(&self, id: Uuid, shows: &[String]) -> StoreResult<Option<User>> {
        let updated = sqlx::query("UPDATE users SET favorite_shows = $1 WHERE id = $2")
            .bind(Json(shows))
            .bind(id)
            .execute(&self.pool)
            .await?;
        if updated.rows_affected() == 0 {
            return Ok(None);
        }
        self.user_where_id(id).await
    }

    async fn set_favorite_genres(&self, id: Uuid, genres: &[String]) -> StoreResult<Option<User>> {
        let updated = sqlx::query("UPDATE users SET favorite_genres = $1 WHERE id = $2")
            .bind(Json(genres))
            .bind(id)
            .execute(&self.pool)
            .await?;
        if updated.rows_affected() == 0 {
            return Ok(None);
        }
        self.user_where_id(id).await
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

    async fn consume_email_token(
        &self,
        token_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<Uuid>> {
        // DELETE ... RETURNING makes the token single-use even under concurrent confirmations.
        let row = sqlx::query(
            "DELETE FROM email_tokens WHERE token_hash = $1 RETURNING user_id, expires_at",
        )
        .bind(token_hash)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let expires_at: DateTime<Utc> = row.try_get("expires_at")?;
        if expires_at <= now {
            return Ok(None);
        }
        Ok(Some(row.try_get("user_id")?))
    }

    async fn create_session(&self, session: &Session) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO sessions (token_hash, user_id, expires_at, refresh_token_hash, \
             refresh_expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&session.token_hash)
        .bind(session.user_id)
        .bind(micros(session.expires_at))
        .bind(&session.refresh_token_hash)
        .bind(micros(session.refresh_expires_at))
        .bind(micros(session.created_at))
        .execute(&self.pool)
        .await
        .map_err(|e| conflict_on_unique(e, "This session token already exists"))?;
        Ok(())
    }

    async fn session_by_token(&self, token_hash: &str) -> StoreResult<Option<Session>> {
        let row = sqlx::query(
            "SELECT token_hash, user_id, expires_at, refresh_token_hash, refresh_expires_at, \
             created_at FROM sessions WHERE token_hash = $1",
        )
        .bind(token_hash)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| session_from_row(&r)).transpose()
    }

    async fn session_by_refresh_token(&self, refresh_hash: &str) -> StoreResult<Option<Session>> {
        let row = sqlx::query(
            "SELECT token_hash, user_id, expires_at, refresh_token_hash, refresh_expires_at, \
             created_at FROM sessions WHERE refresh_token_hash = $1",
        )
        .bind(refresh_hash)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| session_from_row(&r)).transpose()
    }

    async fn delete_session(&self, token_hash: &str) -> StoreResult<bool> {
        let deleted = sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(token_hash)
            .execute(&self.pool)
            .await?;
        Ok(deleted.rows_affected() > 0)
    }

    async fn add_item(&self, list: ListKind, item: NewListItem) -> StoreResult<SavedItem> {
        let id = Uuid::new_v4();
        let created_at = now();
        sqlx::query(
            "INSERT INTO saved_items (id, user_id, list, show_name, show_key, show_data, \
             content_type, watched, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(id)
        .bind(item.user_id)
        .bind(list.as_str())
        .bind(&item.show_name)
        .bind(normalize_key(&item.show_name))
        .bind(&item.show_data)
        .bind(item.content_type.as_str())
        .bind(item.watched)
        .bind(created_at)
        .execute(&self.pool)
        .await
        .map_err(|e| conflict_on_unique(e, "This title is already in the list"))?;
        Ok(SavedItem {
            id,
            user_id: item.user_id,
            show_name: item.show_name,
            show_data: item.show_data,
            content_type: item.content_type,
            watched: item.watched,
            created_at,
        })
    }

    async fn list_items(&self, list: ListKind, user_id: Uuid) -> StoreResult<Vec<SavedItem>> {
        let rows = sqlx::query(
            "SELECT id, user_id, show_name, show_data, content_type, watched, created_at \
             FROM saved_items WHERE user_id = $1 AND list = $2 ORDER BY created_at, show_key",
        )
        .bind(user_id)
        .bind(list.as_str())
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(item_from_row).collect()
    }

    async fn remove_item(
        &self,
        list: ListKind,
        user_id: Uuid,
        show_name: &str,
    ) -> StoreResult<bool> {
        let deleted = sqlx::query(
            "DELETE FROM saved_items WHERE user_id = $1 AND list = $2 AND show_key = $3",
        )
        .bind(user_id)
        .bind(list.as_str())
        .bind(normalize_key(show_name))
        .execute(&self.pool)
        .await?;
        Ok(deleted.rows_affected() > 0)
    }

    async fn subscription(&self, user_id: Uuid) -> StoreResult<Option<Subscription>> {
        let row = sqlx::query(
            "SELECT user_id, tier, status, is_premium, stripe_customer_id, stripe_subscription_id, \
             updated_at FROM subscriptions WHERE user_id = $1",
        )
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| subscription_from_row(&r)).transpose()
    }

    async fn upsert_subscription(&self, s: &Subscription) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO subscriptions (user_id, tier, status, is_premium, stripe_customer_id, \
             stripe_subscription_id, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7) \
             ON CONFLICT (user_id) DO UPDATE SET tier = excluded.tier, status = excluded.status, \
             is_premium = excluded.is_premium, stripe_customer_id = excluded.stripe_customer_id, \
             stripe_subscription_id = excluded.stripe_subscription_id, \
             updated_at = excluded.updated_at",
        )
        .bind(s.user_id)
        .bind(s.tier.as_str())
        .bind(&s.status)
        .bind(s.is_premium)
        .bind(&s.stripe_customer_id)
        .bind(&s.stripe_subscription_id)
        .bind(micros(s.updated_at))
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
