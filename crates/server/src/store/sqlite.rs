//! SQLite backend: the zero-setup default (`sqlite://data/bingeable.db`, WAL mode).
//!
//! UUIDs are stored as text and JSON as text, so the file stays readable with the `sqlite3` shell.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteRow,
};
use sqlx::Row;
use uuid::Uuid;

use super::model::{parse_uuid, string_list};
use super::{
    conflict_on_unique, normalize_key, ContentType, ListKind, NewListItem, NewUser, SavedItem,
    Session, Store, StoreResult, Subscription, Tier, User,
};
use crate::store::time::{micros, now};

pub struct SqliteStore {
    pool: SqlitePool,
}

impl SqliteStore {
    /// Creates the file and its parent directory when missing, enables WAL, runs migrations.
    pub async fn connect(url: &str) -> StoreResult<Self> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .foreign_keys(true)
            // Concurrent writers wait instead of failing with SQLITE_BUSY.
            .busy_timeout(Duration::from_secs(5));
        create_parent_dir(options.get_filename())?;
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations/sqlite").run(&pool).await?;
        Ok(SqliteStore { pool })
    }

    async fn user_where_id(&self, id: Uuid) -> StoreResult<Option<User>> {
        let row = sqlx::query(
            "SELECT id, email, username, password_hash, email_confirmed_at, created_at, \
             favorite_shows, favorite_genres FROM users WHERE id = ?",
        )
        .bind(id.to_string())
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| user_from_row(&r)).transpose()
    }
}

fn create_parent_dir(file: &Path) -> std::io::Result<()> {
    // In-memory databases have no file; a bare file name has an empty parent.
    if file.as_os_str() == ":memory:" {
        return Ok(());
    }
    match file.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => std::fs::create_dir_all(dir),
        _ => Ok(()),
    }
}

fn user_from_row(row: &SqliteRow) -> StoreResult<User> {
    let shows: String = row.try_get("favorite_shows")?;
    let genres: String = row.try_get("favorite_genres")?;
    Ok(User {
        id: parse_uuid(&row.try_get::<String, _>("id")?, "users.id")?,
        email: row.try_get("email")?,
        username: row.try_get("username")?,
        password_hash: row.try_get("password_hash")?,
        email_confirmed_at: row.try_get("email_confirmed_at")?,
        created_at: row.try_get("created_at")?,
        favorite_shows: string_list(json_text(&shows, "favorite_shows")?, "favorite_shows")?,
        favorite_genres: string_list(json_text(&genres, "favorite_genres")?, "favorite_genres")?,
    })
}

fn session_from_row(row: &SqliteRow) -> StoreResult<Session> {
    Ok(Session {
        token_hash: row.try_get("token_hash")?,
        user_id: parse_uuid(&row.try_get::<String, _>("user_id")?, "sessions.user_id")?,
        expires_at: row.try_get("expires_at")?,
        refresh_token_hash: row.try_get("refresh_token_hash")?,
        refresh_expires_at: row.try_get("refresh_expires_at")?,
        created_at: row.try_get("created_at")?,
    })
}

fn item_from_row(row: &SqliteRow) -> StoreResult<SavedItem> {
    let data: String = row.try_get("show_data")?;
    Ok(SavedItem {
        id: parse_uuid(&row.try_get::<String, _>("id")?, "saved_items.id")?,
        user_id: parse_uuid(&row.try_get::<String, _>("user_id")?, "saved_items.user_id")?,
        show_name: row.try_get("show_name")?,
        show_data: json_text(&data, "show_data")?,
        content_type: ContentType::parse(&row.try_get::<String, _>("content_type")?)?,
        watched: row.try_get("watched")?,
        created_at: row.try_get("created_at")?,
    })
}

fn subscription_from_row(row: &SqliteRow) -> StoreResult<Subscription> {
    Ok(Subscription {
        user_id: parse_uuid(
            &row.try_get::<String, _>("user_id")?,
            "subscriptions.user_id",
        )?,
        tier: Tier::parse(&row.try_get::<String, _>("tier")?)?,
        status: row.try_get("status")?,
        is_premium: row.try_get("is_premium")?,
        stripe_customer_id: row.try_get("stripe_customer_id")?,
        stripe_subscription_id: row.try_get("stripe_subscription_id")?,
        updated_at: row.try_get("updated_at")?,
    })
}

fn json_text(text: &str, column: &str) -> StoreResult<serde_json::Value> {
    serde_json::from_str(text).map_err(|e| super::StoreError::Corrupt(format!("{column}: {e}")))
}

fn list_json(values: &[String]) -> String {
    serde_json::Value::from(values.to_vec()).to_string()
}

#[async_trait]
impl Store for SqliteStore {
    fn backend(&self) -> &'static str {
        "sqlite"
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
             created_at, favorite_shows, favorite_genres) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(id.to_string())
        .bind(user.email.trim())
        .bind(normalize_key(&user.email))
        .bind(&user.username)
        .bind(&user.password_hash)
        .bind(user.email_confirmed_at.map(micros))
        .bind(created_at)
        .bind(list_json(&user.favorite_shows))
        .bind(list_json(&user.favorite_genres))
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
             favorite_shows, favorite_genres FROM users WHERE email_key = ?",
        )
        .bind(normalize_key(email))
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| user_from_row(&r)).transpose()
    }

    async fn set_favorite_shows(&self, id: Uuid, shows: &[String]) -> StoreResult<Option<User>> {
        let updated = sqlx::query("UPDATE users SET favorite_shows = ? WHERE id = ?")
            .bind(list_json(shows))
            .bind(id.to_string())
            .execute(&self.pool)
            .await?;
        if updated.rows_affected() == 0 {
            return Ok(None);
        }
        self.user_where_id(id).await
    }

    async fn set_favorite_genres(&self, id: Uuid, genres: &[String]) -> StoreResult<Option<User>> {
        let updated = sqlx::query("UPDATE users SET favorite_genres = ? WHERE id = ?")
            .bind(list_json(genres))
            .bind(id.to_string())
            .execute(&self.pool)
            .await?;
        if updated.rows_affected() == 0 {
            return Ok(None);
        }
        self.user_where_id(id).await
    }

    async fn confirm_email(&self, id: Uuid, at: DateTime<Utc>) -> StoreResult<bool> {
        let updated = sqlx::query("UPDATE users SET email_confirmed_at = ? WHERE id = ?")
            .bind(micros(at))
            .bind(id.to_string())
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
        sqlx::query("INSERT INTO email_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
            .bind(token_hash)
            .bind(user_id.to_string())
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
            "DELETE FROM email_tokens WHERE token_hash = ? RETURNING user_id, expires_at",
        )
        .bind(token_hash)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let expires_at: DateTime<Utc> = row.try_get("expires_at")?;
        if expires_at <= now {
            return Ok(None);
        }
        Ok(Some(parse_uuid(
            &row.try_get::<String, _>("user_id")?,
            "email_tokens.user_id",
        )?))
    }

    async fn create_session(&self, session: &Session) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO sessions (token_hash, user_id, expires_at, refresh_token_hash, \
             refresh_expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(&session.token_hash)
        .bind(session.user_id.to_string())
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
             created_at FROM sessions WHERE token_hash = ?",
        )
        .bind(token_hash)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| session_from_row(&r)).transpose()
    }

    async fn session_by_refresh_token(&self, refresh_hash: &str) -> StoreResult<Option<Session>> {
        let row = sqlx::query(
            "SELECT token_hash, user_id, expires_at, refresh_token_hash, refresh_expires_at, \
             created_at FROM sessions WHERE refresh_token_hash = ?",
        )
        .bind(refresh_hash)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| session_from_row(&r)).transpose()
    }

    async fn delete_session(&self, token_hash: &str) -> StoreResult<bool> {
        let deleted = sqlx::query("DELETE FROM sessions WHERE token_hash = ?")
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
             content_type, watched, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(id.to_string())
        .bind(item.user_id.to_string())
        .bind(list.as_str())
        .bind(&item.show_name)
        .bind(normalize_key(&item.show_name))
        .bind(item.show_data.to_string())
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
             FROM saved_items WHERE user_id = ? AND list = ? ORDER BY created_at, rowid",
        )
        .bind(user_id.to_string())
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
        let deleted =
            sqlx::query("DELETE FROM saved_items WHERE user_id = ? AND list = ? AND show_key = ?")
                .bind(user_id.to_string())
                .bind(list.as_str())
                .bind(normalize_key(show_name))
                .execute(&self.pool)
                .await?;
        Ok(deleted.rows_affected() > 0)
    }

    async fn subscription(&self, user_id: Uuid) -> StoreResult<Option<Subscription>> {
        let row = sqlx::query(
            "SELECT user_id, tier, status, is_premium, stripe_customer_id, stripe_subscription_id, \
             updated_at FROM subscriptions WHERE user_id = ?",
        )
        .bind(user_id.to_string())
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| subscription_from_row(&r)).transpose()
    }

    async fn upsert_subscription(&self, s: &Subscription) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO subscriptions (user_id, tier, status, is_premium, stripe_customer_id, \
             stripe_subscription_id, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) \
             ON CONFLICT (user_id) DO UPDATE SET tier = excluded.tier, status = excluded.status, \
             is_premium = excluded.is_premium, stripe_customer_id = excluded.stripe_customer_id, \
             stripe_subscription_id = excluded.stripe_subscription_id, \
             updated_at = excluded.updated_at",
        )
        .bind(s.user_id.to_string())
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
