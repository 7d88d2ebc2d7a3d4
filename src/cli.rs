//! The command line: flags, and `run` turning them into a host run.

use std::path::PathBuf;

use anyhow::{bail, Context as _};
use clap::{Args, Parser, Subcommand, ValueEnum};
use evloop_core::{BudgetLimits, ClockMode};

const ABOUT: &str = "Run real JavaScript under faithful, inspectable models of the two \
JavaScript event loops.

Hosts:
  node     Node.js v20 on libuv 1.46: timers, pending, idle/prepare, poll, check and close
           phases; process.nextTick and the microtask queue drained after every callback;
           CommonJS or ES module main; real files (thread pool) and sockets (mio).
           Prints what `node script.js` prints.
  browser  The HTML Living Standard event loop as Chromium runs it: task sources,
           microtask checkpoints, rendering (requestAnimationFrame), idle callbacks,
           user clicks. Prints what Chromium's console shows.

Time is virtual by default: the same script prints the same output on every run, and an
hour of timers finishes in milliseconds. `evloop repl` steps the loop by hand.";

#[derive(Parser, Debug)]
#[command(name = "evloop", version, about = "Run JavaScript under models of the Node.js and browser event loops", long_about = ABOUT)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run a script under a host model, printing what the real runtime prints.
    Run(Box<RunArgs>),
    /// Type JavaScript, look at the queues, step the loop (Node or browser host).
    Repl(crate::repl::ReplArgs),
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Host {
    /// Node.js v20 (libuv 1.46).
    Node,
    /// Node.js before v11: every due timer (and every immediate) of a phase runs before
    /// the nextTick and microtask queues drain.
    #[value(name = "node@10")]
    Node10,
    /// The HTML event loop of a browser (Chromium).
    Browser,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockArg {
    /// Deterministic virtual time (default).
    Virtual,
    /// Wall-clock time: timers really wait.
    Real,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraceFormat {
    /// One line per step, top to bottom.
    Text,
    /// JSON Lines, schema version 1 (see the README).
    Json,
}

/// What `run` and `repl` share: the model, its clock and the run budget.
#[derive(Args, Debug)]
pub struct LoopArgs {
    /// Which event loop to model.
    #[arg(long, value_enum, default_value = "node")]
    pub host: Host,
    /// Virtual (deterministic) or real time.
    #[arg(long, value_enum, default_value = "virtual")]
    pub clock: ClockArg,
    /// Stop after this many callbacks in all (macrotasks, ticks and microtasks).
    #[arg(long, default_value_t = 1_000_000, value_name = "N")]
    pub max_callbacks: u64,
    /// Stop when one drain of the nextTick or microtask queue runs this many callbacks
    /// without emptying (starvation).
    #[arg(long, default_value_t = 100_000, value_name = "N")]
    pub max_drain: u64,
}

impl LoopArgs {
    pub fn clock_mode(&self) -> ClockMode {
        match self.clock {
            ClockArg::Virtual => ClockMode::Virtual,
            ClockArg::Real => ClockMode::Real,
        }
    }
}

#[derive(Args, Debug)]
pub struct RunArgs {
    /// The JavaScript file to run.
    pub file: PathBuf,
    #[command(flatten)]
    pub common: LoopArgs,
    /// Stop once the loop reaches this virtual time, in milliseconds.
    #[arg(long, value_name = "MS")]
    pub until: Option<u64>,
    /// Print a trace of the run: every callback with its loop turn, phase and virtual
    /// time, and the console lines it printed (`text` by default, or `json` Lines; to stderr unless --trace-file).
    #[arg(long, value_enum, num_args = 0..=1, require_equals = true, default_missing_value = "text", value_name = "FORMAT")]
    pub trace: Option<TraceFormat>,
    /// Write the trace to this file instead of stderr.
    #[arg(long, value_name = "PATH", requires = "trace")]
    pub trace_file: Option<PathBuf>,
    /// Stop a function that runs more loop iterations than this (a synchronous runaway
    /// loop; the default takes about 10 s).
    #[arg(long, default_value_t = 100_000_000, value_name = "N")]
    pub max_loop_iterations: u64,
    /// Browser: a trusted user click on the first element matching SELECTOR, after the
    /// page has loaded (repeatable; after the file's own `// @click`s).
    #[arg(long = "click", value_name = "SELECTOR")]
    pub clicks: Vec<String>,
    /// Browser: how long the page runs, in ms of virtual time (overrides `// @wait`;
    /// default 1000).
    #[arg(long, value_name = "MS")]
    pub wait: Option<u64>,
    /// Browser: the display refresh rate (a rendering opportunity every 1000/N ms).
    #[arg(long, default_value_t = 60.0, value_name = "N")]
    pub fps: f64,
    /// Run the script under every outcome of its race points (timer expiry against the
    /// loop, neighbouring timer lists, task-source selection, the first vsync) and print
    /// each distinct output once, with how many schedules gave it and why.
    #[arg(long)]
    pub explore: bool,
    /// With --explore: the most runs to try.
    #[arg(long, default_value_t = 64, value_name = "N", requires = "explore")]
    pub max_schedules: usize,
    /// The choices to take at race points, in order (what --explore replays).
    #[arg(long, hide = true, value_name = "LIST", allow_hyphen_values = false)]
    pub schedule: Option<String>,
    /// Write the race points met and the choices taken to this file.
    #[arg(long, hide = true, value_name = "PATH")]
    pub choices_out: Option<PathBuf>,
    /// Draw the run as one self-contained HTML page (inline SVG): a lane per phase or
    /// queue, a box per callback with what it printed, queued-to-ran links, loop turns
    /// and virtual time. Not with --trace (it uses the trace itself) or --explore.
    #[arg(long, value_name = "PATH", conflicts_with_all = ["trace", "explore"])]
    pub timeline: Option<PathBuf>,
}

fn parse_schedule(text: Option<&str>) -> anyhow::Result<Vec<usize>> {
    match text {
        None | Some("") => Ok(Vec::new()),
        Some(t) => t
            .split(',')
            .map(|n| {
                n.trim()
                    .parse()
                    .map_err(|_| anyhow::anyhow!("--schedule takes numbers separated by commas"))
            })
            .collect(),
    }
}

/// Runs the script; returns the process exit code.
pub fn run(args: RunArgs) -> anyhow::Result<u8> {
    if args.common.host != Host::Browser && (!args.clicks.is_empty() || args.wait.is_some()) {
        bail!("--click and --wait belong to the browser host; add --host=browser");
    }
    if !(args.fps.is_finite() && args.fps > 0.0 && args.fps <= 1000.0) {
        bail!("--fps must be a number of frames per second between 0 and 1000");
    }
    let source = std::fs::read(&args.file)
        .with_context(|| format!("cannot read '{}'", args.file.display()))?;
    let source = String::from_utf8(source)
        .map_err(|_| anyhow::anyhow!("'{}' is not UTF-8 text", args.file.display()))?;
    let path = std::fs::canonicalize(&args.file)
        .with_context(|| format!("cannot resolve '{}'", args.file.display()))?;
    let path = path.display().to_string();
    let clock = args.common.clock_mode();
    let limits = BudgetLimits {
        max_callbacks: args.common.max_callbacks,
        max_drain: args.common.max_drain,
        until_ms: args.until,
        max_loop_iterations: args.max_loop_iterations,
    };
    // --timeline records the JSON trace into a temporary file and draws it after the run
    // (clap refuses it together with --trace, which would need a second trace target).
    let timeline = args.timeline.clone().map(|out| {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let tmp = std::env::temp_dir().join(format!(
            "evloop-timeline-{}-{nanos}.jsonl",
            std::process::id()
        ));
        (out, tmp)
    });
    let trace = args.trace.map(|format| {
        let format = match format {
            TraceFormat::Text => evloop_core::TraceFormat::Text,
            TraceFormat::Json => evloop_core::TraceFormat::Json,
        };
        let target = match args.trace_file.clone() {
            Some(path) => evloop_core::TraceTarget::File(path),
            None => evloop_core::TraceTarget::Stderr,
        };
        (format, target)
    });
    let trace = match &timeline {
        Some((_, tmp)) => Some((
            evloop_core::TraceFormat::Json,
            evloop_core::TraceTarget::File(tmp.clone()),
        )),
        None => trace,
    };
    let title = format!(
        "{} · {}",
        args.file
            .file_name()
            .map_or_else(|| path.clone(), |n| n.to_string_lossy().into_owned()),
        match args.common.host {
            Host::Node => "node",
            Host::Node10 => "node@10",
            Host::Browser => "browser",
        }
    );
    let host = args.common.host;
    let schedule = parse_schedule(args.schedule.as_deref())?;
    let browser_options = evloop_browser::Options {
        schedule: schedule.clone(),
        choices_out: args.choices_out.clone(),
        clock,
        limits,
        trace: trace.clone(),
        fps: args.fps,
        clicks: args.clicks.clone(),
        wait_ms: args.wait,
    };
    let node_options = evloop_node::Options {
        clock,
        limits,
        trace,
        schedule,
        choices_out: args.choices_out.clone(),
        legacy_node10: args.common.host == Host::Node10,
    };
    // Deep JavaScript recursion needs a deep native stack.
    let worker = std::thread::Builder::new()
        .name("evloop-js".into())
        .stack_size(1 << 30)
        .spawn(move || -> Result<u8, String> {
            Ok(match host {
                Host::Node | Host::Node10 => {
                    let host = evloop_node::NodeHost::new(&node_options)?;
                    match host.run(&path, &source) {
                        evloop_node::Outcome::Exit(code) => (code & 0xff) as u8,
                        evloop_node::Outcome::Budget(_) => evloop_node::BUDGET_EXIT_CODE as u8,
                    }
                }
                Host::Browser => {
                    let host = evloop_browser::BrowserHost::new(&browser_options)?;
                    match host.run(&path, &source) {
                        evloop_browser::Outcome::Done => 0,
                        evloop_browser::Outcome::Error(code) => (code & 0xff) as u8,
                        evloop_browser::Outcome::Budget(_) => {
                            evloop_browser::BUDGET_EXIT_CODE as u8
                        }
                    }
                }
            })
        })
        .context("cannot start the JavaScript thread")?;
    let result = match worker.join() {
        Ok(Ok(code)) => Ok(code),
        Ok(Err(e)) => Err(anyhow::anyhow!("{e}")),
        // The panic hook has said what failed; 70 is EX_SOFTWARE (an internal error).
        Err(_) => Ok(70),
    };
    if let Some((out, tmp)) = timeline {
        // A run that stopped (a budget, an uncaught error) is drawn as far as it went.
        let lines = std::fs::read_to_string(&tmp).unwrap_or_default();
        let _ = std::fs::remove_file(&tmp);
        if result.is_ok() {
            let html = crate::timeline::render_html(&lines, &title);
            std::fs::write(&out, html)
                .with_context(|| format!("cannot write the timeline to '{}'", out.display()))?;
        }
    }
    result
}
