use std::process::ExitCode;

use clap::Parser;
use server::{cli, logging};

// Not `#[tokio::main]`: the process is prepared for embedding passes before the runtime starts
// its threads (see `embed::prepare_process`).
fn main() -> ExitCode {
    // SAFETY: first thing in main; no other thread exists yet.
    unsafe { embed::prepare_process() };
    logging::init();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(err) => {
            tracing::error!("starting the async runtime: {err}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(cli::run(cli::Cli::parse())) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            tracing::error!("{err:#}");
            ExitCode::FAILURE
        }
    }
}
