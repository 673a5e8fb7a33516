//! PostgreSQL backend, chosen by `DATABASE_URL=postgres://...`: app servers stay stateless, so any
//! number of them can share one database.

use async_trait::async_trait;
use sqlx::postgres::{PgPool, PgPoolOptions, PgRow};
use sqlx::Row;
use uuid::Uuid;

use super::model::string_list;
use super::{PoolStats, Store, StoreResult, User};

pub struct PostgresStore {
    pool: PgPool,
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

impl PostgresStore {
    /// Connects and runs migrations; the database itself must exist.
    pub async fn connect(url: &str) -> StoreResult<Self> {
        let pool = PgPoolOptions::new()
            .max_connections(10)
            // Fail start-up quickly with a clear error instead of hanging when PostgreSQL is down,
            // and answer 503 while it is (store/outage.rs).
            .acquire_timeout(super::ACQUIRE_TIMEOUT)
            .connect(url)
            .await?;
        sqlx::migrate!("./migrations/postgres").run(&pool).await?;
        Ok(PostgresStore { pool })
    }

    pub(super) async fn user_where_id(&self, id: Uuid) -> StoreResult<Option<User>> {
        let row = sqlx::query(concat!(
            "SELECT ",
            user_columns!(),
            " FROM users WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| user_from_row(&r)).transpose()
    }
}

pub(super) fn user_from_row(row: &PgRow) -> StoreResult<User> {
    Ok(User {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        username: row.try_get("username")?,
        password_hash: row.try_get("password_hash")?,
        email_confirmed_at: row.try_get("email_confirmed_at")?,
        created_at: row.try_get("created_at")?,
        favorite_shows: string_list(row.try_get("favorite_shows")?, "favorite_shows")?,
        favorite_genres: string_list(row.try_get("favorite_genres")?, "favorite_genres")?,
        profile_created_at: row.try_get("profile_created_at")?,
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

    fn pool_stats(&self) -> PoolStats {
        PoolStats {
            size: self.pool.size(),
            idle: u32::try_from(self.pool.num_idle()).unwrap_or(u32::MAX),
            max: self.pool.options().get_max_connections(),
        }
    }
}
