//! `bingeable-load`: starts the real server on loopback once per database (SQLite file, fresh
//! PostgreSQL database), signs up and confirms its accounts, then runs a fixed number of virtual
//! users in a closed loop for a fixed time over the product's mix of calls, and prints throughput,
//! p50/p99 and errors by status per endpoint. Exits 1 when any answer was a 5xx or never came.

mod accounts;
mod database;
mod mix;
mod server;
mod stats;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, ValueEnum};

use crate::database::Database;
use crate::mix::Titles;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Debug, Parser)]
#[command(about = "Mixed HTTP load against the bingeable binary, on SQLite and PostgreSQL")]
struct Args {
    /// The server binary (the release build: debug numbers say little).
    #[arg(long, default_value = "target/release/bingeable")]
    bin: PathBuf,
    /// The catalog the server loads; the mix picks its titles from it too.
    #[arg(long, default_value = "data/catalog.bin")]
    catalog: PathBuf,
    #[arg(long, env = "BINGEABLE_MODEL_DIR", default_value = "data/model")]
    model_dir: PathBuf,
    /// Databases to run against, in order.
    #[arg(
        long,
        value_enum,
        value_delimiter = ',',
        default_value = "sqlite,postgres"
    )]
    databases: Vec<Backend>,
    /// An admin URL of a PostgreSQL where a fresh database may be created (and is dropped after).
    #[arg(
        long,
        env = "BINGEABLE_TEST_POSTGRES_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/postgres"
    )]
    postgres_admin_url: String,
    /// Virtual users, each with its own account and keep-alive connection, never waiting between
    /// calls.
    #[arg(long, default_value_t = 32)]
    users: usize,
    /// Seconds of load per database.
    #[arg(long, default_value_t = 30)]
    seconds: u64,
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args).await {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => {
            eprintln!("FAILED: some answers were 5xx or never came (see above)");
            ExitCode::FAILURE
        }
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

/// `Ok(false)` when a run saw server errors.
async fn run(args: &Args) -> anyhow::Result<bool> {
    let titles = Titles::from_catalog(&args.catalog)?;
    let mut clean = true;
    for backend in &args.databases {
        let database = match backend {
            Backend::Sqlite => Database::sqlite()?,
            Backend::Postgres => Database::fresh_postgres(&args.postgres_admin_url).await?,
        };
        println!(
            "\n==> {}: {} virtual users for {} s, catalog {}",
            database.label(),
            args.users,
            args.seconds,
            args.catalog.display()
        );
        let launch = server::Launch {
            bin: &args.bin,
            catalog: &args.catalog,
            model_dir: &args.model_dir,
            database_url: database.url(),
        };
        let running = server::Server::start(&launch).await?;
        let members = accounts::prepare(&running, args.users).await?;
        let report = mix::run(
            &running,
            members,
            titles.clone(),
            Duration::from_secs(args.seconds),
        )
        .await;
        let rss = running.resident_memory();
        running.stop().await?;
        database.drop_it().await?;
        clean &= report.server_errors() == 0;
        report.print();
        if let Some(rss) = rss {
            println!("server resident memory at the end: {rss}");
        }
    }
    Ok(clean)
}
