//! `evloop`: run a JavaScript file under a model of the Node.js or browser event loop.
//!
//! `main` reads the command line, picks the host, runs the script and maps the outcome
//! to an exit code. Everything else lives in the host crates.
#![cfg_attr(not(test), deny(clippy::unwrap_used))]

mod cli;
mod explore;
mod limits;
mod permissions;
mod repl;
mod serve;

use std::process::ExitCode;

use clap::Parser;

// Boa allocates for most of what a script does (frames, strings, property tables);
// mimalloc spends about half of the system allocator's instructions on it. The wrapper
// counts what is live, for the heap limit (`--max-old-space-size`).
#[global_allocator]
static ALLOCATOR: evloop_core::memory::Counting<mimalloc::MiMalloc> =
    evloop_core::memory::Counting(mimalloc::MiMalloc);

fn main() -> ExitCode {
    // A panic is a bug in evloop or in the engine, never the script's fault: say so in
    // one line, without a backtrace.
    std::panic::set_hook(Box::new(|info| {
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown failure".to_string());
        let at = info
            .location()
            .map(|l| format!(" ({}:{})", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!(
            "evloop: internal error (a bug in the JavaScript engine or in evloop, not in the script): {what}{at}"
        );
    }));
    let split = match cli::split_args(std::env::args().collect()) {
        Ok(split) => split,
        Err(e) => {
            if let Some(node) = e.downcast_ref::<cli::NodeOptionError>() {
                eprintln!("node: {node}");
                return ExitCode::from(9);
            }
            eprintln!("evloop: {e:#}");
            return ExitCode::from(2);
        }
    };
    let mut cli = cli::Cli::parse_from(&split.evloop);
    if let cli::Command::Run(args) = &mut cli.command {
        args.script_args = split.script.clone();
        args.exec_argv = split.exec_argv.clone();
    }
    match cli.command {
        cli::Command::Run(args) if args.explore => {
            if args.trace.is_some() {
                eprintln!("evloop: --trace cannot be combined with --explore (every schedule would write the same trace); trace one with `evloop run --schedule=N,... --trace FILE` (the schedules --explore lists), or draw every output with --explore --timeline DIR");
                return ExitCode::from(2);
            }
            if args.schedule.is_some() {
                eprintln!("evloop: --schedule cannot be combined with --explore, which tries every schedule; run the one --explore lists without --explore");
                return ExitCode::from(2);
            }
            // A file that cannot be read is one line, not an output of every schedule.
            if let (Some(file), None, None) = (&args.file, &args.eval, &args.print) {
                if let Err(e) = std::fs::metadata(file) {
                    eprintln!("evloop: cannot read '{}': {e}", file.display());
                    return ExitCode::from(2);
                }
            }
            let real = match explore::RealRuns::from_args(&args, &split) {
                Ok(real) => real,
                Err(e) => {
                    eprintln!("evloop: {e}");
                    return ExitCode::from(2);
                }
            };
            let options = explore::Options {
                max_schedules: args.max_schedules,
                timeline: args.timeline.clone(),
                real,
            };
            match explore::explore(&split.evloop, &split.script, &options) {
                Ok(code) => ExitCode::from(code),
                Err(e) => {
                    eprintln!("evloop: {e:#}");
                    ExitCode::from(2)
                }
            }
        }
        cli::Command::Serve(args) => match serve::serve(args) {
            Ok(code) => ExitCode::from(code),
            Err(e) => {
                eprintln!("evloop: {e:#}");
                ExitCode::from(2)
            }
        },
        cli::Command::Repl(args) => match repl::run(args) {
            Ok(code) => ExitCode::from(code),
            Err(e) => {
                eprintln!("evloop: {e:#}");
                ExitCode::from(2)
            }
        },
        cli::Command::Run(args) => match cli::run(*args) {
            Ok(code) => ExitCode::from(code),
            Err(e) => {
                eprintln!("evloop: {e:#}");
                ExitCode::from(2)
            }
        },
    }
}
