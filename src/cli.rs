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
           CommonJS or ES modules, npm packages from node_modules resolved as node
           resolves them; real files (thread pool) and sockets (mio).
           Prints what `node script.js` prints.
  browser  The HTML Living Standard event loop as Chromium runs it: task sources,
           microtask checkpoints, rendering (requestAnimationFrame), idle callbacks,
           user clicks. Prints what Chromium's console shows.

Time is virtual by default: the same script prints the same output on every run, and an
hour of timers finishes in milliseconds. `evloop repl` steps the loop by hand.

`evloop FILE [args]` is short for `evloop run FILE [args]`.";

/// `evloop --version`: evloop's own version and the runtimes it models.
/// (The Node version is evloop_node::NODE_VERSION; a test holds them together.)
const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (models Node.js v20.20.2 on libuv 1.46, and Chromium's HTML event loop)"
);

#[derive(Parser, Debug)]
#[command(name = "evloop", version = VERSION, about = "Run JavaScript under models of the Node.js and browser event loops", long_about = ABOUT)]
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
    /// Serve the web playground on 127.0.0.1: edit, run, explore and step through
    /// scripts in a browser, run by this binary under --sandbox (files in the run's own
    /// folder only; no network, child processes or environment).
    Serve(crate::serve::ServeArgs),
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Host {
    /// Node.js v20 (libuv 1.46); also spelled node@20 or node@v20.
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
    /// JSON Lines, schema version 4 (docs/trace-schema.md).
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
    /// Stop when the loop's callbacks come to this many steps of work (an engine
    /// instruction is a step, a callback 300 more; the default is about 2 s of work)
    /// with nothing coming from outside the process: a loop that feeds itself.
    #[arg(long, default_value_t = evloop_core::budget::DEFAULT_MAX_STEPS, value_name = "N")]
    pub max_steps: u64,
    /// Node's heap limit: the old generation's size in MB (node adds 48 MB of young
    /// generation); past it the run ends as node's does, with "FATAL ERROR: Reached heap
    /// limit". Default: node's for this machine (4,144 MB in all with 8 GB or more), or
    /// the same option in NODE_OPTIONS.
    #[arg(long = "max-old-space-size", value_name = "MB", require_equals = true)]
    pub max_old_space_size: Option<u64>,
}

impl LoopArgs {
    pub fn clock_mode(&self) -> ClockMode {
        match self.clock {
            ClockArg::Virtual => ClockMode::Virtual,
            ClockArg::Real => ClockMode::Real,
        }
    }
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnhandledRejections {
    /// Node 20's default: 'unhandledRejection', else an uncaught exception.
    Throw,
    /// An uncaught exception first; 'unhandledRejection' if that was handled.
    Strict,
    /// 'unhandledRejection', then a warning, always.
    Warn,
    /// 'unhandledRejection'; without a listener, a warning and exit code 1.
    #[value(name = "warn-with-error-code")]
    WarnWithErrorCode,
    /// 'unhandledRejection' only.
    None,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputType {
    /// Code from -e, -p or stdin is a CommonJS script (default).
    Commonjs,
    /// Code from -e or stdin is an ES module.
    Module,
}

#[derive(Args, Debug)]
pub struct RunArgs {
    /// The JavaScript file to run; `-` (or none, with stdin not a terminal) reads the
    /// script from stdin. Everything after FILE is the script's own arguments
    /// (process.argv), as with node.
    pub file: Option<PathBuf>,
    /// The script's arguments (everything after FILE; split off before parsing).
    #[arg(skip)]
    pub script_args: Vec<String>,
    /// Node's options as given (process.execArgv; set before parsing).
    #[arg(skip)]
    pub exec_argv: Vec<String>,
    /// Node host: run CODE as the main script (`[eval]`) instead of a file; arguments
    /// after it are the script's.
    #[arg(
        short = 'e',
        long = "eval",
        value_name = "CODE",
        allow_hyphen_values = true
    )]
    pub eval: Option<String>,
    /// Node host: as --eval, and print the value of CODE (as node -p).
    #[arg(
        short = 'p',
        long = "print",
        value_name = "CODE",
        allow_hyphen_values = true,
        conflicts_with = "eval"
    )]
    pub print: Option<String>,
    /// Node host: what code from -e, -p or stdin is.
    #[arg(long, value_enum, value_name = "TYPE")]
    pub input_type: Option<InputType>,
    /// Node host: do not print warnings ('warning' listeners still run).
    #[arg(long)]
    pub no_warnings: bool,
    /// Node host: do not emit deprecation warnings.
    #[arg(long)]
    pub no_deprecation: bool,
    /// Node host: print warnings with their stack.
    #[arg(long)]
    pub trace_warnings: bool,
    /// Node host: what an unhandled promise rejection does (as node's option).
    #[arg(long, value_enum, value_name = "MODE")]
    pub unhandled_rejections: Option<UnhandledRejections>,
    /// Node host: the initial Error.stackTraceLimit (V8's --stack-trace-limit).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub stack_trace_limit: Option<i32>,
    #[command(flatten)]
    pub permissions: crate::permissions::PermissionArgs,
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
    /// loop, neighbouring timer lists, process stalls, thread-pool timing, task-source
    /// selection, the first vsync) and print each distinct output once, with how many
    /// schedules gave it, why, and the --schedule that replays it.
    #[arg(long)]
    pub explore: bool,
    /// With --explore: the most runs to try.
    #[arg(long, default_value_t = 64, value_name = "N", requires = "explore")]
    pub max_schedules: usize,
    /// With --explore (Node host): also run the script N times in real node (`node` on
    /// PATH; the script really runs, with your rights), and say how often it printed each
    /// output, and any output --explore did not list.
    #[arg(long, value_name = "N", requires = "explore", value_parser = clap::value_parser!(u32).range(1..=10000))]
    pub real_runs: Option<u32>,
    /// Take these choices at the race points the run meets, in order: the i-th number is
    /// the alternative taken at the i-th race point (0 = evloop's default order; race
    /// points past the list take 0). --explore prints the schedule of each output it
    /// lists, e.g. --schedule=0,1.
    #[arg(long, value_name = "N,N,...", allow_hyphen_values = false)]
    pub schedule: Option<String>,
    /// Write the race points met and the choices taken to this file.
    #[arg(long, hide = true, value_name = "PATH")]
    pub choices_out: Option<PathBuf>,
    /// Write the explainer page: one self-contained HTML file to step through the run
    /// (the source with the running line, the call stack, every queue, the console, why
    /// each step ran, a lane chart). Not with --trace (it uses the trace itself). With
    /// --explore, PATH is a folder: one page per distinct output (output-1.html, ...).
    #[arg(long, value_name = "PATH", conflicts_with = "trace")]
    pub timeline: Option<PathBuf>,
}

fn parse_schedule(text: Option<&str>) -> anyhow::Result<Vec<usize>> {
    match text {
        None | Some("") => Ok(Vec::new()),
        Some(t) => t
            .split(',')
            .map(|n| {
                n.trim().parse().map_err(|_| {
                    anyhow::anyhow!(
                        "--schedule takes whole numbers separated by commas, one per race point (0 = the default), as --explore prints them: '{}' is not one",
                        n.trim()
                    )
                })
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
    if args.common.host == Host::Browser
        && (args.permissions.experimental_permission
            || !args.permissions.allow_fs_read.is_empty()
            || !args.permissions.allow_fs_write.is_empty())
    {
        bail!("--experimental-permission and --allow-* belong to the node host (the browser host touches no files)");
    }
    let code = args.eval.clone().or_else(|| args.print.clone());
    let module = args.input_type == Some(InputType::Module);
    // As node: --input-type is for -e/-p/stdin code (a file ignores it), and -p cannot
    // print an ES module.
    if module && args.print.is_some() {
        eprint!(
            "node:internal/process/execution:64\n    throw new ERR_EVAL_ESM_CANNOT_PRINT();\n    ^\n\n\
             Error [ERR_EVAL_ESM_CANNOT_PRINT]: --print cannot be used with ESM input\n    \
             at evalModuleEntryPoint (node:internal/process/execution:64:11)\n    \
             at node:internal/main/eval_string:30:3 {{\n  code: 'ERR_EVAL_ESM_CANNOT_PRINT'\n}}\n\n\
             Node.js {}\n",
            evloop_node::NODE_VERSION
        );
        return Ok(1);
    }
    let from_stdin = code.is_none()
        && match args.file.as_deref() {
            Some(f) => f.as_os_str() == "-",
            None => {
                use std::io::IsTerminal as _;
                if std::io::stdin().is_terminal() {
                    bail!("no script to run: give a FILE, -e CODE, or pipe the script to stdin (`evloop repl` is the interactive loop)");
                }
                true
            }
        };
    if (code.is_some() || from_stdin) && args.common.host == Host::Browser {
        bail!("-e, -p and a script on stdin belong to the node host; the browser host runs a FILE");
    }
    if args.explore && from_stdin {
        bail!("--explore replays the script several times: give it a FILE or -e CODE, not stdin");
    }
    let (kind, path, source) = if let Some(code) = code {
        let print = args.print.is_some();
        (
            evloop_node::MainKind::Eval { print, module },
            "[eval]".to_string(),
            code,
        )
    } else if from_stdin {
        let mut text = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut text)
            .context("cannot read the script from stdin")?;
        let text = String::from_utf8(text)
            .map_err(|_| anyhow::anyhow!("the script on stdin is not UTF-8 text"))?;
        (
            evloop_node::MainKind::Stdin { module },
            "[stdin]".to_string(),
            text,
        )
    } else {
        let file = args.file.clone().unwrap_or_default();
        let source =
            std::fs::read(&file).with_context(|| format!("cannot read '{}'", file.display()))?;
        let source = String::from_utf8(source)
            .map_err(|_| anyhow::anyhow!("'{}' is not UTF-8 text", file.display()))?;
        let path = std::fs::canonicalize(&file)
            .with_context(|| format!("cannot resolve '{}'", file.display()))?;
        (
            evloop_node::MainKind::File,
            path.display().to_string(),
            source,
        )
    };
    // Node's permission model and --sandbox; node refuses some runs before they start.
    let main_file =
        (kind == evloop_node::MainKind::File).then(|| args.file.clone().unwrap_or_default());
    let permissions = match args.permissions.permissions(main_file.as_deref()) {
        Ok(p) => p,
        Err((report, code)) => {
            eprint!("{report}");
            return Ok(code);
        }
    };
    let mut script_args = args.script_args.clone();
    if from_stdin && args.file.is_some() {
        // `node - a b` keeps the `-` in process.argv.
        script_args.insert(0, "-".to_string());
    }
    let clock = args.common.clock_mode();
    let limits = BudgetLimits {
        max_callbacks: args.common.max_callbacks,
        max_drain: args.common.max_drain,
        until_ms: args.until,
        max_loop_iterations: args.max_loop_iterations,
        max_steps: args.common.max_steps,
    };
    crate::limits::apply(args.common.max_old_space_size)?;
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
            .as_deref()
            .and_then(|f| f.file_name())
            .map_or_else(|| path.clone(), |n| n.to_string_lossy().into_owned()),
        match args.common.host {
            Host::Node => "node",
            Host::Node10 => "node@10",
            Host::Browser => "browser",
        }
    );
    let host = args.common.host;
    // The trace names files relative to where the run began (the script may chdir).
    let start_dir = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
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
        process: evloop_node::ProcessOptions {
            args: script_args,
            exec_argv: args.exec_argv.clone(),
            no_warnings: args.no_warnings,
            no_deprecation: args.no_deprecation,
            trace_warnings: args.trace_warnings,
            unhandled_rejections: match args.unhandled_rejections {
                None | Some(UnhandledRejections::Throw) => "throw",
                Some(UnhandledRejections::Strict) => "strict",
                Some(UnhandledRejections::Warn) => "warn",
                Some(UnhandledRejections::WarnWithErrorCode) => "warn-with-error-code",
                Some(UnhandledRejections::None) => "none",
            }
            .to_string(),
            stack_trace_limit: args.stack_trace_limit.map(f64::from),
        },
        permissions,
    };
    // A file evloop cannot write is refused before the run, not found out after it.
    if let (Some(_), Some(path)) = (args.trace, args.trace_file.as_ref()) {
        probe_writable(path, "trace")?;
    }
    if let Some((out, _)) = &timeline {
        probe_writable(out, "timeline")?;
    }
    if let Some((out, tmp)) = &timeline {
        // A run killed by a signal is drawn as far as it went, before the process dies.
        let (out, tmp, title, dir) = (out.clone(), tmp.clone(), title.clone(), start_dir.clone());
        evloop_core::output::at_death(move || {
            let _ = draw_timeline(&tmp, &out, &title, &dir);
            let _ = std::fs::remove_file(&tmp);
        });
    }
    // Deep JavaScript recursion needs a deep native stack.
    let worker = std::thread::Builder::new()
        .name("evloop-js".into())
        .stack_size(1 << 30)
        .spawn(move || -> Result<u8, String> {
            Ok(match host {
                Host::Node | Host::Node10 => {
                    let host = evloop_node::NodeHost::new(&node_options)?;
                    match host.run_main(kind, &path, &source) {
                        evloop_node::Outcome::Exit(code) => (code & 0xff) as u8,
                        evloop_node::Outcome::Budget(_) => evloop_node::BUDGET_EXIT_CODE as u8,
                        evloop_node::Outcome::HeapLimit(_) => 134,
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
                        evloop_browser::Outcome::HeapLimit(_) => 134,
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
    let heap_limit = evloop_core::memory::reached();
    if let Some((out, tmp)) = timeline {
        // A run that stopped (a budget, an uncaught error) is drawn as far as it went.
        if result.is_ok() {
            draw_timeline(&tmp, &out, &title, &start_dir)?;
        }
        let _ = std::fs::remove_file(&tmp);
    }
    if heap_limit {
        crate::limits::die_of_heap_limit();
    }
    result
}

/// `--timeline`: the page drawn from the run's JSON trace in `trace` (read as it is
/// written out, in bounded memory).
fn draw_timeline(
    trace: &std::path::Path,
    out: &std::path::Path,
    title: &str,
    dir: &std::path::Path,
) -> anyhow::Result<()> {
    evloop_explain::write_html_file(trace, out, title, dir)
        .with_context(|| format!("cannot write the timeline to '{}'", out.display()))?;
    eprintln!(
        "evloop: wrote the explainer page to {} (open it in a browser)",
        out.display()
    );
    Ok(())
}

/// Whether `path` can be written (a file there is created, then removed again if it was
/// not there before).
fn probe_writable(path: &std::path::Path, what: &str) -> anyhow::Result<()> {
    let existed = path.exists();
    std::fs::OpenOptions::new()
        .append(true)
        .create(true)
        .open(path)
        .with_context(|| format!("cannot write the {what} to '{}'", path.display()))?;
    if !existed {
        let _ = std::fs::remove_file(path);
    }
    Ok(())
}

/// A command line node itself refuses (`node: --allow-fs-read requires an argument`):
/// printed as node prints it, exit code 9.
#[derive(Debug)]
pub struct NodeOptionError(pub String);

impl std::fmt::Display for NodeOptionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NodeOptionError {}

/// The command line split as node splits it: evloop's (and node's) options and the
/// script, then the script's own arguments, which clap never sees.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct SplitArgs {
    /// What clap parses: the program name, the subcommand, the options, the file.
    pub evloop: Vec<String>,
    /// Everything after the script (`process.argv.slice(2)`).
    pub script: Vec<String>,
    /// Node's own options among the options (`process.execArgv`).
    pub exec_argv: Vec<String>,
}

/// `run` options that take a value as the next argument (unless written `--opt=value`).
const TAKES_VALUE: &[&str] = &[
    "--host",
    "--clock",
    "--max-callbacks",
    "--max-drain",
    "--max-steps",
    "--until",
    "--trace-file",
    "--max-loop-iterations",
    "--click",
    "--wait",
    "--fps",
    "--max-schedules",
    "--real-runs",
    "--schedule",
    "--choices-out",
    "--timeline",
    "-e",
    "--eval",
    "-p",
    "--print",
    "--input-type",
    "--unhandled-rejections",
    "--stack-trace-limit",
    "--allow-fs-read",
    "--allow-fs-write",
];

/// Node's options that evloop models (they go to `process.execArgv`).
const NODE_OPTIONS: &[&str] = &[
    "-e",
    "--eval",
    "-p",
    "--print",
    "--input-type",
    "--no-warnings",
    "--no-deprecation",
    "--trace-warnings",
    "--unhandled-rejections",
    "--stack-trace-limit",
    "--experimental-permission",
    "--allow-fs-read",
    "--allow-fs-write",
    "--allow-child-process",
    "--allow-worker",
    "--allow-addons",
    "--allow-wasi",
    "--max-old-space-size",
];

/// node's boolean permission flags, which take (and ignore) a value: `--allow-worker=x`.
const BOOLEAN_ALLOW: &[&str] = &[
    "--allow-child-process",
    "--allow-worker",
    "--allow-addons",
    "--allow-wasi",
];

/// Node options evloop does not model, by prefix (an evloop option that starts the same
/// way is checked first).
const UNMODELLED_NODE_OPTIONS: &[&str] = &[
    "--inspect",
    "--debug",
    "--watch",
    "--experimental-",
    "--no-experimental-",
    "--env-file",
    "--require",
    "--import",
    "--loader",
    "--test",
    "--check",
    "--interactive",
    "--prof",
    "--cpu-prof",
    "--heap-prof",
    "--heapsnapshot",
    "--diagnostic-dir",
    "--report",
    "--policy",
    "--enable-source-maps",
    "--frozen-intrinsics",
    "--disable-proto",
    "--conditions",
    "--preserve-symlinks",
    "--title",
    "--redirect-warnings",
    "--trace-uncaught",
    "--trace-deprecation",
    "--trace-sync-io",
    "--trace-exit",
    "--trace-event",
    "--trace-tls",
    "--throw-deprecation",
    "--pending-deprecation",
    "--abort-on-uncaught-exception",
    "--zero-fill-buffers",
    "--max-semi-space-size",
    "--expose-gc",
    "--expose-internals",
    "--jitless",
    "--harmony",
    "--openssl",
    "--use-",
    "--tls-",
    "--dns-result-order",
    "--icu-data-dir",
    "--snapshot",
    "--build-snapshot",
    "--secure-heap",
    "--force-",
    "--insecure-http-parser",
    "--max-http-header-size",
    "--no-addons",
    "--no-global-search-paths",
    "--no-force-async-hooks-checks",
    "--v8-options",
    "--completion-bash",
];

/// Short node options evloop does not model.
const UNMODELLED_SHORT: &[&str] = &["-r", "-i", "-c", "-C"];

/// The hosts `--host` accepts, as written.
const HOSTS: &[&str] = &["node", "node@20", "node@v20", "node@10", "browser"];

fn option_name(arg: &str) -> &str {
    arg.split_once('=').map_or(arg, |(name, _)| name)
}

/// Checks a `--host` value and writes node@20's other spellings as `node`.
fn host_value(value: &str) -> anyhow::Result<String> {
    if !HOSTS.contains(&value) {
        bail!(
            "--host={value} is not a modelled host; evloop models node (Node.js v20, also written node@20 or node@v20), node@10 (Node.js before v11) and browser"
        );
    }
    Ok(if value.starts_with("node@") && value != "node@10" {
        "node".to_string()
    } else {
        value.to_string()
    })
}

/// Splits the command line: for `run`, the first argument that is not an option (or the
/// one after `--`) is the script, and everything after it belongs to the script, as with
/// node; with -e or -p there is no script file, so every such argument is the script's.
/// Node options evloop does not model, and hosts it does not model, are refused here.
pub fn split_args(args: Vec<String>) -> anyhow::Result<SplitArgs> {
    let mut out = SplitArgs::default();
    let mut it = args.into_iter();
    out.evloop.extend(it.next());
    let mut rest: Vec<String> = it.collect();
    // `evloop FILE ...` (and `evloop -e CODE`) is short for `evloop run ...`.
    let first_word = rest
        .iter()
        .position(|a| !a.starts_with('-') || a == "-" || a == "--");
    let asks_for_help = rest
        .first()
        .is_some_and(|a| matches!(a.as_str(), "-h" | "--help" | "-V" | "--version"));
    let subcommand =
        first_word.is_some_and(|at| matches!(rest[at].as_str(), "run" | "repl" | "serve" | "help"));
    if !rest.is_empty() && !asks_for_help && !subcommand {
        rest.insert(0, "run".to_string());
    }
    let Some(sub) = rest.iter().position(|a| !a.starts_with('-')) else {
        out.evloop.extend(rest);
        return Ok(out);
    };
    let is_run = rest[sub] == "run";
    // node's `-pe CODE` and `-p -e CODE` are `--print CODE` (print's flag, eval's code).
    if is_run {
        let mut at = sub + 1;
        while at < rest.len() && rest[at] != "--" && rest[at].starts_with('-') {
            if rest[at] == "-pe" {
                rest[at] = "-p".to_string();
            } else if matches!(rest[at].as_str(), "-p" | "--print")
                && rest.get(at + 1).is_some_and(|a| a == "-e" || a == "--eval")
            {
                rest.remove(at + 1);
            }
            let takes_value = TAKES_VALUE.contains(&option_name(&rest[at]));
            at += if takes_value && !rest[at].contains('=') {
                2
            } else {
                1
            };
        }
    }
    out.evloop.extend(rest[..=sub].iter().cloned());
    let mut eval = false;
    let mut i = sub + 1;
    while i < rest.len() {
        let arg = &rest[i];
        i += 1;
        if arg == "--" {
            if is_run && !eval {
                // The script is the next argument.
                out.evloop.push(arg.clone());
                if i < rest.len() {
                    out.evloop.push(rest[i].clone());
                    i += 1;
                }
            }
            out.script.extend(rest[i..].iter().cloned());
            return Ok(out);
        }
        if arg == "-" || !arg.starts_with('-') {
            if !is_run {
                out.evloop.push(arg.clone());
                continue;
            }
            if !eval {
                out.evloop.push(arg.clone());
            } else {
                out.script.push(arg.clone());
            }
            out.script.extend(rest[i..].iter().cloned());
            return Ok(out);
        }
        // V8's own spelling of node's heap option (execArgv keeps it as typed).
        let typed = arg.clone();
        let arg = &arg.replacen("--max_old_space_size", "--max-old-space-size", 1);
        let name = option_name(arg);
        if UNMODELLED_SHORT.contains(&name)
            || (name.starts_with("--")
                && !TAKES_VALUE.contains(&name)
                && !NODE_OPTIONS.contains(&name)
                && UNMODELLED_NODE_OPTIONS.iter().any(|p| name.starts_with(p)))
        {
            bail!("{name} is a node option evloop does not model");
        }
        let takes_value = TAKES_VALUE.contains(&name) && !arg.contains('=');
        let value = if takes_value && i < rest.len() {
            i += 1;
            Some(rest[i - 1].clone())
        } else {
            None
        };
        if matches!(name, "--allow-fs-read" | "--allow-fs-write")
            && (value.as_deref().or(arg.split_once('=').map(|(_, v)| v)) == Some("")
                || (takes_value && value.is_none()))
        {
            return Err(NodeOptionError(format!(
                "{}{} requires an argument",
                name,
                if arg.contains('=') { "=" } else { "" }
            ))
            .into());
        }
        if matches!(name, "-e" | "--eval" | "-p" | "--print") {
            eval = true;
        }
        let mut arg = arg.clone();
        let mut value = value;
        if name == "--host" {
            match &mut value {
                Some(v) => *v = host_value(v)?,
                None => {
                    if let Some((_, v)) = arg.split_once('=') {
                        arg = format!("--host={}", host_value(v)?);
                    }
                }
            }
        }
        if is_run && NODE_OPTIONS.contains(&name) {
            out.exec_argv.push(typed);
            out.exec_argv.extend(value.clone());
        }
        if BOOLEAN_ALLOW.contains(&name) {
            arg = name.to_string();
        }
        out.evloop.push(arg);
        out.evloop.extend(value);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(line: &str) -> anyhow::Result<SplitArgs> {
        split_args(line.split(' ').map(String::from).collect())
    }

    #[test]
    fn print_and_eval_together_are_print() {
        for line in [
            "evloop -pe 1+1",
            "evloop -p -e 1+1",
            "evloop run --print --eval 1+1",
        ] {
            let s = split(line).unwrap();
            assert_eq!(s.evloop.last().map(String::as_str), Some("1+1"), "{line}");
            assert!(
                !s.evloop.iter().any(|a| a == "-e" || a == "--eval"),
                "{line}"
            );
        }
    }

    #[test]
    fn arguments_after_the_script_are_the_scripts() {
        let s = split("evloop run --clock real a.js --port 3 --trace").unwrap();
        assert_eq!(s.evloop, ["evloop", "run", "--clock", "real", "a.js"]);
        assert_eq!(s.script, ["--port", "3", "--trace"]);
        let s = split("evloop run -- a.js -- x").unwrap();
        assert_eq!(s.evloop, ["evloop", "run", "--", "a.js"]);
        assert_eq!(s.script, ["--", "x"]);
        let s = split("evloop run -e 1 a b").unwrap();
        assert_eq!(s.evloop, ["evloop", "run", "-e", "1"]);
        assert_eq!(s.script, ["a", "b"]);
        assert_eq!(s.exec_argv, ["-e", "1"]);
        let s = split("evloop run --host=node@v20 --no-warnings a.js").unwrap();
        assert_eq!(
            s.evloop,
            ["evloop", "run", "--host=node", "--no-warnings", "a.js"]
        );
        assert_eq!(s.exec_argv, ["--no-warnings"]);
    }

    #[test]
    fn version_names_the_modelled_node() {
        assert!(VERSION.contains(&format!("Node.js {} ", evloop_node::NODE_VERSION)));
    }

    #[test]
    fn a_file_alone_is_short_for_run() {
        let s = split("evloop a.js --port 3").unwrap();
        assert_eq!(s.evloop, ["evloop", "run", "a.js"]);
        assert_eq!(s.script, ["--port", "3"]);
        let s = split("evloop --clock=real -e 1 x").unwrap();
        assert_eq!(s.evloop, ["evloop", "run", "--clock=real", "-e", "1"]);
        assert_eq!(s.script, ["x"]);
        assert_eq!(
            split("evloop --version").unwrap().evloop,
            ["evloop", "--version"]
        );
        assert_eq!(split("evloop repl").unwrap().evloop, ["evloop", "repl"]);
        assert_eq!(
            split("evloop serve --port 1").unwrap().evloop,
            ["evloop", "serve", "--port", "1"]
        );
        assert_eq!(
            split("evloop --no-warnings").unwrap().evloop,
            ["evloop", "run", "--no-warnings"]
        );
    }

    #[test]
    fn permission_flags_are_nodes() {
        let s =
            split("evloop run --experimental-permission --allow-fs-read x --allow-worker=yes a.js")
                .unwrap();
        assert_eq!(
            s.evloop,
            [
                "evloop",
                "run",
                "--experimental-permission",
                "--allow-fs-read",
                "x",
                "--allow-worker",
                "a.js"
            ]
        );
        assert_eq!(
            s.exec_argv,
            [
                "--experimental-permission",
                "--allow-fs-read",
                "x",
                "--allow-worker=yes"
            ]
        );
        for line in [
            "evloop run --allow-fs-read= a.js",
            "evloop run --allow-fs-write",
        ] {
            let e = split(line).unwrap_err();
            assert!(e.downcast_ref::<NodeOptionError>().is_some(), "{line}");
        }
    }

    #[test]
    fn unmodelled_options_and_hosts_are_refused() {
        assert!(split("evloop run --inspect a.js").is_err());
        assert!(split("evloop run -r x a.js").is_err());
        assert!(split("evloop run --host node@18 a.js").is_err());
        assert!(split("evloop run a.js --inspect").is_ok());
        assert!(split("evloop run --trace-file x --trace a.js").is_ok());
    }
}
