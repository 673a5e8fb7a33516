use std::process::ExitCode;

use clap::Parser;
use server::{cli, logging};

#[tokio::main]
async fn main() -> ExitCode {
    logging::init();
    match cli::run(cli::Cli::parse()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            tracing::error!("{err:#}");
            ExitCode::FAILURE
        }
    }
}
