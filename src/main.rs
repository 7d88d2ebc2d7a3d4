//! `evloop`: run a JavaScript file under a model of the Node.js or browser event loop.
//!
//! `main` reads the command line, picks the host, runs the script and maps the outcome
//! to an exit code. Everything else lives in the host crates.
#![cfg_attr(not(test), deny(clippy::unwrap_used))]

mod cli;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    match cli.command {
        cli::Command::Run(args) => match cli::run(args) {
            Ok(code) => ExitCode::from(code),
            Err(e) => {
                eprintln!("evloop: {e:#}");
                ExitCode::from(2)
            }
        },
    }
}
