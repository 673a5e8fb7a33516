//! SQLite backend: the zero-setup default (`sqlite://data/bingeable.db`, WAL mode).
//!
//! UUIDs are stored as text and JSON as text, so the file stays readable with the `sqlite3` shell.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteRow,
};
use sqlx::Row;
use uuid::Uuid;

use super::model::{parse_uuid, string_list};
use super::{PoolStats, Store, StoreResult, User};

pub struct SqliteStore {
    pool: SqlitePool,
}

/// The columns [`user_from_row`] reads, as a literal so queries stay `&'static str`. Defined before
/// the submodules so they see it (macros are scoped by text order).
macro_rules! user_columns {
    () => {
        "id, email, username, password_hash, email_confirmed_at, created_at, favorite_shows, \
         favorite_genres, profile_created_at"
    };
}
mod contact;
mod couple_profiles;
mod lists;
mod monitoring;
mod subscriptions;
mod users;
mod weekly_picks;

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
            // sqlx's default (30 s) would leave callers hanging when every connection is stuck.
            .acquire_timeout(super::ACQUIRE_TIMEOUT)
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations/sqlite").run(&pool).await?;
        Ok(SqliteStore { pool })
    }

    pub(super) async fn user_where_id(&self, id: Uuid) -> StoreResult<Option<User>> {
        let row = sqlx::query(concat!(
            "SELECT ",
            user_columns!(),
            " FROM users WHERE id = ?"
        ))
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

pub(super) fn user_from_row(row: &SqliteRow) -> StoreResult<User> {
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
        profile_created_at: row.try_get("profile_created_at")?,
    })
}

/// A list of strings kept as a JSON array in a TEXT column.
pub(super) fn text_list(row: &SqliteRow, column: &str) -> StoreResult<Vec<String>> {
    let text: String = row.try_get(column)?;
    string_list(json_text(&text, column)?, column)
}

pub(super) fn json_text(text: &str, column: &str) -> StoreResult<serde_json::Value> {
    serde_json::from_str(text).map_err(|e| super::StoreError::Corrupt(format!("{column}: {e}")))
}

pub(super) fn list_json(values: &[String]) -> String {
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

    fn pool_stats(&self) -> PoolStats {
        PoolStats {
            size: self.pool.size(),
            idle: u32::try_from(self.pool.num_idle()).unwrap_or(u32::MAX),
            max: self.pool.options().get_max_connections(),
        }
    }
}
