//! Command line: one module per subcommand.

mod catalog_build;
mod serve;

use clap::{Parser, Subcommand};

use crate::config::ServeConfig;

#[derive(Debug, Parser)]
#[command(
    name = "bingeable",
    version,
    about = "TV and film recommendations across streaming platforms"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

// One value, parsed once at start-up: the size difference between variants costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the web app and the JSON API on one port.
    // Boxed: the settings (with every provider's) dwarf the other variant.
    Serve(Box<ServeConfig>),
    /// Build or inspect the title catalog.
    #[command(subcommand)]
    Catalog(CatalogCommand),
}

#[derive(Debug, Subcommand)]
pub enum CatalogCommand {
    /// Read the datasets, merge them into one title per work, embed, and write the artifact.
    Build(catalog_build::CatalogBuildArgs),
}

pub async fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Serve(config) => serve::run(*config).await,
        // Import and embedding are CPU-bound; keep them off the async runtime's workers.
        Command::Catalog(CatalogCommand::Build(args)) => {
            tokio::task::spawn_blocking(move || catalog_build::run(args)).await?
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serve_defaults() {
        let cli = Cli::try_parse_from(["bingeable", "serve"]).map_err(|e| e.to_string());
        let Ok(Cli {
            command: Command::Serve(config),
        }) = cli
        else {
            panic!("parse failed: {cli:?}");
        };
        // Environment variables could override defaults; only assert when they are unset.
        if std::env::var_os("BINGEABLE_ADDR").is_none() {
            assert_eq!(config.http.addr.to_string(), "127.0.0.1:8080");
        }
        if std::env::var_os("BINGEABLE_MAX_BODY_BYTES").is_none() {
            assert_eq!(config.http.max_body_bytes, 1_048_576);
        }
    }

    #[test]
    fn serve_flags_override() {
        let cli = Cli::try_parse_from([
            "bingeable",
            "serve",
            "--addr",
            "0.0.0.0:9000",
            "--database-url",
            "sqlite://x.db",
            "--static-dir",
            "dist",
            "--catalog",
            "c.bin",
            "--model-dir",
            "m",
            "--max-body-bytes",
            "10",
        ]);
        let Ok(Cli {
            command: Command::Serve(config),
        }) = cli
        else {
            panic!("parse failed");
        };
        assert_eq!(config.http.addr.to_string(), "0.0.0.0:9000");
        assert_eq!(config.database.url.expose(), "sqlite://x.db");
        assert_eq!(config.http.static_dir.to_str(), Some("dist"));
        assert_eq!(config.recommender.catalog.to_str(), Some("c.bin"));
        assert_eq!(config.recommender.model_dir.to_str(), Some("m"));
        assert_eq!(config.http.max_body_bytes, 10);
    }

    #[test]
    fn bad_address_is_a_clear_error() {
        let err = Cli::try_parse_from(["bingeable", "serve", "--addr", "nowhere"])
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains("--addr"), "{err}");
    }
}
