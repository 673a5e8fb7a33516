//! Which store failures are the database's state rather than a bug or the request: the server is
//! down or restarting, every connection is taken, the file is read-only, the disk is full. Those
//! are answered 503 (try again later) instead of 500, so clients (the SPA's RUM queue, a load
//! balancer's retry) know that the same request may well succeed in a moment.
//!
//! The one place that reads driver error codes for this; `AppError` asks [`StoreError::outage`].

use sqlx::postgres::PgDatabaseError;
use sqlx::sqlite::SqliteError;

use super::StoreError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outage {
    /// Unreachable, shutting down, starting up, out of connections or locked for too long.
    Unavailable,
    /// Reachable but refusing changes: a read-only file or server, or no space left.
    ReadOnly,
}

impl Outage {
    /// What the client is told; the cause itself is logged, never sent.
    pub fn message(self) -> &'static str {
        match self {
            Outage::Unavailable => {
                "The database is unavailable right now. Please try again in a moment."
            }
            Outage::ReadOnly => {
                "Changes cannot be saved right now: the database is not accepting writes. Please try again later."
            }
        }
    }
}

impl StoreError {
    /// `Some` when the failure is the database's state, not this request's fault.
    pub fn outage(&self) -> Option<Outage> {
        match self {
            StoreError::Database(err) => sqlx_outage(err),
            _ => None,
        }
    }
}

fn sqlx_outage(err: &sqlx::Error) -> Option<Outage> {
    match err {
        // The pool waited `acquire_timeout` for a connection (none free, or none could be opened),
        // or a connection broke mid-query.
        sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::WorkerCrashed => Some(Outage::Unavailable),
        sqlx::Error::Database(db) => {
            if let Some(pg) = db.try_downcast_ref::<PgDatabaseError>() {
                postgres_outage(pg.code())
            } else if db.try_downcast_ref::<SqliteError>().is_some() {
                db.code().and_then(|code| sqlite_outage(code.as_ref()))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// PostgreSQL SQLSTATEs (appendix A of its manual).
fn postgres_outage(sqlstate: &str) -> Option<Outage> {
    match sqlstate {
        // disk_full, read_only_sql_transaction (a standby, or default_transaction_read_only).
        "53100" | "25006" => Some(Outage::ReadOnly),
        // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections,
        // out_of_memory, serialization_failure, deadlock_detected.
        "57P01" | "57P02" | "57P03" | "53300" | "53200" | "40001" | "40P01" => {
            Some(Outage::Unavailable)
        }
        // Class 08: connection exceptions.
        code if code.starts_with("08") => Some(Outage::Unavailable),
        _ => None,
    }
}

/// SQLite reports extended result codes; the primary code is the low byte.
fn sqlite_outage(extended: &str) -> Option<Outage> {
    const BUSY: i32 = 5;
    const LOCKED: i32 = 6;
    const READONLY: i32 = 8;
    const IOERR: i32 = 10;
    const FULL: i32 = 13;
    const CANTOPEN: i32 = 14;
    match extended.parse::<i32>().ok()? & 0xff {
        READONLY | FULL => Some(Outage::ReadOnly),
        BUSY | LOCKED | IOERR | CANTOPEN => Some(Outage::Unavailable),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn postgres_shutdown_and_connection_loss_are_unavailable() {
        for code in ["57P01", "57P03", "08006", "08001", "53300"] {
            assert_eq!(postgres_outage(code), Some(Outage::Unavailable), "{code}");
        }
        assert_eq!(postgres_outage("25006"), Some(Outage::ReadOnly));
        assert_eq!(postgres_outage("53100"), Some(Outage::ReadOnly));
        // unique_violation, syntax_error: the request's or the code's fault.
        assert_eq!(postgres_outage("23505"), None);
        assert_eq!(postgres_outage("42601"), None);
    }

    #[test]
    fn sqlite_extended_codes_are_read_by_their_primary_code() {
        assert_eq!(sqlite_outage("8"), Some(Outage::ReadOnly));
        // SQLITE_READONLY_DBMOVED, SQLITE_FULL
        assert_eq!(sqlite_outage("1032"), Some(Outage::ReadOnly));
        assert_eq!(sqlite_outage("13"), Some(Outage::ReadOnly));
        // SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_WRITE
        assert_eq!(sqlite_outage("517"), Some(Outage::Unavailable));
        assert_eq!(sqlite_outage("778"), Some(Outage::Unavailable));
        // SQLITE_CONSTRAINT_UNIQUE
        assert_eq!(sqlite_outage("2067"), None);
        assert_eq!(sqlite_outage("not a number"), None);
    }

    #[test]
    fn pool_timeouts_and_broken_connections_are_unavailable() {
        let timed_out = StoreError::Database(sqlx::Error::PoolTimedOut);
        assert_eq!(timed_out.outage(), Some(Outage::Unavailable));
        let reset = std::io::Error::from(std::io::ErrorKind::ConnectionReset);
        assert_eq!(
            StoreError::Database(sqlx::Error::Io(reset)).outage(),
            Some(Outage::Unavailable)
        );
        assert_eq!(
            StoreError::Database(sqlx::Error::RowNotFound).outage(),
            None
        );
        assert_eq!(StoreError::Conflict("x".into()).outage(), None);
    }
}
