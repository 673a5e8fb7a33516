//! A fresh PostgreSQL database per test, dropped afterwards. Included with `#[path]` by the test
//! binaries that run on PostgreSQL.
//!
//! The server comes from `BINGEABLE_TEST_POSTGRES_URL` (an admin URL allowed to create databases),
//! default `postgres://postgres@127.0.0.1:5432/postgres`. When it is unreachable the test fails with
//! a message saying so; it never skips.

use sqlx::{AssertSqlSafe, Connection, PgConnection};

const DEFAULT_ADMIN_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

pub struct PgDatabase {
    /// The URL of the new database, for the store or the server under test.
    pub url: String,
    admin_url: String,
    name: String,
}

impl PgDatabase {
    pub async fn create() -> PgDatabase {
        let admin_url = std::env::var("BINGEABLE_TEST_POSTGRES_URL")
            .unwrap_or_else(|_| DEFAULT_ADMIN_URL.to_string());
        let mut admin = PgConnection::connect(&admin_url).await.unwrap_or_else(|e| {
            panic!(
                "PostgreSQL is unreachable at {admin_url} ({e}). These tests must pass on \
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
        PgDatabase {
            url: database_url(&admin_url, &name),
            admin_url,
            name,
        }
    }
}

impl Drop for PgDatabase {
    fn drop(&mut self) {
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
pub fn database_url(admin_url: &str, name: &str) -> String {
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
