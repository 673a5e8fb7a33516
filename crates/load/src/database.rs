//! The database of one run, fresh each time: a SQLite file in a temp dir, or a new PostgreSQL
//! database created on an admin URL and dropped afterwards.

use std::str::FromStr;

use anyhow::Context;
use sqlx::postgres::PgConnectOptions;
use sqlx::{AssertSqlSafe, ConnectOptions, Connection, PgConnection};
use tempfile::TempDir;

pub enum Database {
    Sqlite {
        url: String,
        dir: TempDir,
    },
    Postgres {
        url: String,
        admin_url: String,
        name: String,
    },
}

impl Database {
    pub fn sqlite() -> anyhow::Result<Database> {
        let dir = tempfile::tempdir().context("creating a temp dir for the SQLite file")?;
        Ok(Database::Sqlite {
            url: format!("sqlite://{}/load.db", dir.path().display()),
            dir,
        })
    }

    pub async fn fresh_postgres(admin_url: &str) -> anyhow::Result<Database> {
        let options = PgConnectOptions::from_str(admin_url).context("the PostgreSQL admin URL")?;
        let mut admin = PgConnection::connect_with(&options)
            .await
            .with_context(|| {
                format!(
                "PostgreSQL is unreachable at {}:{} (start it, or set BINGEABLE_TEST_POSTGRES_URL)",
                options.get_host(),
                options.get_port()
            )
            })?;
        // A uuid in hex is a safe identifier; CREATE DATABASE takes no bound parameter.
        let name = format!("bingeable_load_{}", uuid::Uuid::new_v4().simple());
        sqlx::query(AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut admin)
            .await
            .with_context(|| format!("creating database {name}"))?;
        let _ = admin.close().await;
        Ok(Database::Postgres {
            url: options.database(&name).to_url_lossy().to_string(),
            admin_url: admin_url.to_string(),
            name,
        })
    }

    /// What the report calls it (never a URL: it may hold a password).
    pub fn label(&self) -> String {
        match self {
            Database::Sqlite { dir, .. } => {
                format!("SQLite, a new file in {}", dir.path().display())
            }
            Database::Postgres { name, .. } => format!("PostgreSQL, new database {name}"),
        }
    }

    pub fn url(&self) -> &str {
        match self {
            Database::Sqlite { url, .. } | Database::Postgres { url, .. } => url,
        }
    }

    /// Drops the PostgreSQL database (the SQLite file goes with its temp dir).
    pub async fn drop_it(self) -> anyhow::Result<()> {
        if let Database::Postgres {
            admin_url, name, ..
        } = self
        {
            let mut admin = PgConnection::connect(&admin_url).await?;
            sqlx::query(AssertSqlSafe(format!(
                "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
            )))
            .execute(&mut admin)
            .await
            .with_context(|| format!("dropping database {name}"))?;
        }
        Ok(())
    }
}
