//! The Node.js v20 event-loop model: libuv 1.46's `uv_run` with Node's timers,
//! immediates, `process.nextTick` and promise-rejection processing on top.
//!
//! [`NodeHost::run`] is the whole life of a process: the main module, then the outer loop
//! of `SpinEventLoop` (`uv_run`, `'beforeExit'`, alive check), then `'exit'`. One loop
//! iteration ([`NodeHost::uv_run`]) reads like `uv_run` in `src/unix/core.c`. The
//! JavaScript half of the host (process, console, timers' objects, require) lives in
//! `js/` and talks to this file only through the ops in [`ops`].

mod crypto;
mod fs;
mod io;
mod modules;
mod net;
mod ops;
mod repl;
mod signals;
mod stdio;
mod tcp_wrap;
mod threadpool;
mod timers;
mod uv;

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;

use evloop_core::{
    Budget, BudgetLimits, CallbackId, Clock, ClockMode, Exhausted, IdMap, Output, Schedule, Trace,
    TraceEvent, TraceFormat,
};
use evloop_engine::{Engine, Thrown, Val};

pub use evloop_core::TraceTarget;
pub use ops::NODE_VERSION;
pub use timers::Timers;

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The process exited with this code (normally, by `process.exit`, or after a crash).
    Exit(i32),
    /// The run budget stopped a runaway script; the diagnosis is already printed.
    Budget(String),
}

/// Exit code evloop uses when the run budget stops a script.
pub const BUDGET_EXIT_CODE: i32 = 124;

/// Options for one run.
#[derive(Debug, Clone)]
pub struct Options {
    pub clock: ClockMode,
    pub limits: BudgetLimits,
    /// The trace of the run (`--trace`): its form and where it goes.
    pub trace: Option<(TraceFormat, TraceTarget)>,
    /// Choices to take at race points (`--explore` replays with these; default 0s).
    pub schedule: Vec<usize>,
    /// Where to write the race points met and the choices taken (for `--explore`).
    pub choices_out: Option<std::path::PathBuf>,
    /// `--host=node@10`: the pre-v11 rules. Node 10 ran every due timer of a timers
    /// phase, and every immediate of a check phase, before draining the nextTick and
    /// microtask queues once at the end of the phase (nodejs/node#22257 changed that in
    /// v11). Everything else stays Node 20's.
    pub legacy_node10: bool,
    /// The process as the script sees it: its arguments and Node's command-line options.
    pub process: ProcessOptions,
}

/// What `process` shows of the command line, and the Node options that change behaviour.
#[derive(Debug, Clone, Default)]
pub struct ProcessOptions {
    /// The script's own arguments (`process.argv` after the script's path).
    pub args: Vec<String>,
    /// Node's options as given (`process.execArgv`).
    pub exec_argv: Vec<String>,
    /// `--no-warnings`: warnings are not printed ('warning' listeners still run).
    pub no_warnings: bool,
    /// `--no-deprecation`: deprecation warnings are not emitted at all.
    pub no_deprecation: bool,
    /// `--trace-warnings`: warnings print with their stack.
    pub trace_warnings: bool,
    /// `--unhandled-rejections=MODE` (`throw`, Node 20's default, when empty).
    pub unhandled_rejections: String,
    /// `--stack-trace-limit=N`: the initial `Error.stackTraceLimit`.
    pub stack_trace_limit: Option<f64>,
}

/// Where the main script comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MainKind {
    /// A file: CommonJS, or an ES module when its name ends in `.mjs`.
    File,
    /// `-e CODE` (`[eval]`), or `-p CODE` (`print`: the value is printed after it runs).
    Eval { print: bool, module: bool },
    /// A script read from stdin (`[stdin]`).
    Stdin { module: bool },
}

impl Default for Options {
    fn default() -> Self {
        Options {
            clock: ClockMode::Virtual,
            limits: BudgetLimits::default(),
            trace: None,
            schedule: Vec::new(),
            choices_out: None,
            legacy_node10: false,
            process: ProcessOptions::default(),
        }
    }
}

/// How far (ms) a timer's expiry may sit from the loop time and still race: what evloop
/// charges as modelled CPU time (stdio set-up, clock reads) is only an estimate of real
/// time, so within this window a real run can see the timer expired or not.
const TIMER_RACE_WINDOW_MS: u64 = 20;

/// How late a stalled process may wake (see `stall_race`): real stalls of tens of
/// milliseconds are common on a loaded machine; longer ones are not modelled.
const STALL_WINDOW_MS: u64 = 50;

/// The largest poll-phase batch of thread-pool completions whose order `--explore` varies.
const COMPLETION_RACE_MAX: usize = 8;

/// A `setImmediate` entry.
#[derive(Debug)]
pub(crate) struct Immediate {
    callable: CallbackId,
    refed: bool,
    destroyed: bool,
}

/// A message waiting on a `MessagePort` (delivered in the poll phase).
#[derive(Debug)]
pub(crate) struct PortMessage {
    /// A call of the receiving port's dispatch function with the message.
    callable: CallbackId,
}

/// The JavaScript functions the host calls into (set by the bootstrap).
#[derive(Debug, Default)]
pub(crate) struct Hooks {
    map: HashMap<String, CallbackId>,
}

/// Host state reachable from ops. It holds ids only; the engine holds the values.
#[derive(Debug)]
pub struct NodeState {
    pub(crate) inner: RefCell<Inner>,
    pub(crate) clock: Rc<Clock>,
    pub(crate) out: RefCell<Output>,
}

#[derive(Debug)]
pub(crate) struct Inner {
    /// Node's timer lists and the single libuv timer.
    pub(crate) timers: Timers,
    /// `immediateQueue`: `setImmediate` callbacks in FIFO order.
    pub(crate) immediates: VecDeque<u32>,
    /// The detached list the check phase is working through (`outstandingQueue`).
    pub(crate) outstanding: VecDeque<u32>,
    pub(crate) immediate_map: IdMap<u32, Immediate>,
    pub(crate) next_immediate: u32,
    /// `immediateInfo[kRefCount]`: ref'd pending immediates (the idle handle is active
    /// while it is positive).
    pub(crate) immediate_refs: u32,
    /// `process.nextTick` queue, FIFO.
    pub(crate) ticks: VecDeque<CallbackId>,
    /// Messages posted to ports, in posting order (one uv_async per port in Node;
    /// delivered in the poll phase).
    pub(crate) port_messages: VecDeque<PortMessage>,
    /// Ref'd, started message ports (handles that keep the loop alive).
    pub(crate) active_ports: u32,
    /// Closing handles (TCP handle ids): their close callbacks run LIFO in the close
    /// phase (libuv pushes each on the front of `closing_handles`).
    pub(crate) closing: Vec<u32>,
    /// TCP handles on real sockets.
    pub(crate) net: net::Net,
    /// Kinds of socket callback run so far (the first of each costs more).
    pub(crate) net_kinds_seen: std::collections::HashSet<&'static str>,
    /// File-system requests on the thread pool.
    pub(crate) io: io::Io,
    /// Loop time in ms (`uv_now`), updated by `uv__update_time`.
    pub(crate) loop_time: u64,
    pub(crate) hooks: Hooks,
    /// `process._exiting`: set when 'exit' is emitted.
    pub(crate) exiting: bool,
    /// Node's lazy stdio set-up (see [`Stdio`]).
    pub(crate) stdio: Stdio,
    /// The kind of host callback running now (`Timeout`, `Immediate`), if any.
    pub(crate) running: Option<&'static str>,
    /// The loop iteration (0 while the main module runs).
    pub(crate) turn: u64,
    /// The trace log (`--trace`); records nothing when disabled.
    pub(crate) trace: Trace,
    /// Race points met and the choices taken there (see `--explore`).
    pub(crate) schedule: Schedule,
    /// `evloop repl`: console output goes to the trace only (the session prints it).
    pub(crate) repl_capture: bool,
    /// Loop time when poll last blocked (timers set since then race with the loop).
    pub(crate) last_block_ms: u64,
    /// Timer lists (and list pairs) whose race has been decided already.
    pub(crate) raced: std::collections::HashSet<(u64, u64)>,
    /// The command line as `process` shows it.
    pub(crate) process: ProcessOptions,
}

/// Node creates `process.stdout`/`stderr` on the first write, and the set-up costs 7.6-11.2
/// ms on these machines with stdout a pipe (measured: a 1 ms timer set before the first
/// `console.log` of a callback is due by the end of that callback's drain, 9 runs in 10;
/// a 5 ms and a 15 ms timer set before it run in separate timers phases). Virtual time
/// charges [`STDIO_SET_UP_NS`] when the drain after the first write ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stdio {
    Untouched,
    /// Written to; the set-up cost is still to be charged.
    SetUpPending,
    Ready,
}

/// Virtual cost of Node's lazy stdio set-up (9 ms).
const STDIO_SET_UP_NS: u64 = 9_000_000;

/// Why the loop must stop now.
enum Stop {
    /// The process is exiting with this code (`process.exit`, fatal exception).
    Exit(i32),
    Budget(Exhausted),
    /// `evloop repl`'s `.reset`: the session starts over with a new host.
    Reset,
}

type Step = Result<(), Stop>;

/// The Node host: an engine, the host state and the run budget.
pub struct NodeHost {
    engine: Engine,
    trace_target: Option<(TraceFormat, TraceTarget)>,
    state: Rc<NodeState>,
    budget: Budget,
    /// The callback that was about to run when the budget stopped the run.
    culprit: Option<String>,
    choices_out: Option<std::path::PathBuf>,
    legacy_node10: bool,
    /// `evloop repl`'s session: its input and how far the loop may run before it pauses.
    repl: Option<evloop_core::repl::Session>,
}

const BOOTSTRAP: &str = include_str!("../js/bootstrap.js");

/// `evloop repl --host=node`: an interactive session (see `repl.rs`); the exit code.
pub fn repl(options: &Options, input: Box<dyn evloop_core::repl::LineSource>) -> i32 {
    repl::run(options, input)
}

/// Whether JavaScript `source` only lacks its end (a REPL reads another line).
pub fn input_is_incomplete(source: &str) -> bool {
    evloop_engine::input_is_incomplete(source)
}

impl NodeHost {
    pub fn new(options: &Options) -> Result<Self, String> {
        let clock = Rc::new(Clock::new(options.clock));
        let state = Rc::new(NodeState {
            inner: RefCell::new(Inner {
                timers: Timers::new(),
                immediates: VecDeque::new(),
                outstanding: VecDeque::new(),
                immediate_map: IdMap::default(),
                next_immediate: 1,
                immediate_refs: 0,
                ticks: VecDeque::new(),
                port_messages: VecDeque::new(),
                active_ports: 0,
                closing: Vec::new(),
                net: net::Net::default(),
                net_kinds_seen: std::collections::HashSet::new(),
                io: io::Io::new(),
                loop_time: 0,
                hooks: Hooks::default(),
                exiting: false,
                stdio: Stdio::Untouched,
                running: None,
                turn: 0,
                trace: Trace::new(options.trace.is_some()),
                schedule: Schedule::new(options.schedule.clone()),
                repl_capture: false,
                last_block_ms: 0,
                raced: std::collections::HashSet::new(),
                process: options.process.clone(),
            }),
            clock: clock.clone(),
            out: RefCell::new(Output::default()),
        });
        let mut engine = Engine::new(clock, state.clone())?;
        engine.set_loop_limit(options.limits.max_loop_iterations);
        let mut all_ops = evloop_engine::engine_ops();
        all_ops.extend(ops::node_ops());
        all_ops.extend(modules::module_ops());
        all_ops.extend(io::io_ops());
        all_ops.extend(tcp_wrap::net_ops());
        all_ops.extend(stdio::stdio_ops());
        all_ops.extend(crypto::crypto_ops());
        engine.install_ops("__evloop_node", &all_ops);
        if options.trace.is_some() {
            let st = state.clone();
            engine.on_promise_job(Rc::new(move || {
                let at_ns = st.clock.now_ns();
                let mut inner = st.inner.borrow_mut();
                let turn = inner.turn;
                inner.trace.record(TraceEvent {
                    at_ns,
                    turn,
                    phase: "microtask",
                    kind: "queue",
                    detail: "a promise reaction".to_string(),
                });
            }));
        }
        let bootstrap = ops::dev_source("bootstrap");
        engine.eval_internal(
            "node:internal/bootstrap",
            bootstrap.as_deref().unwrap_or(BOOTSTRAP),
        )?;
        let mut host = NodeHost {
            engine,
            state,
            budget: Budget::new(options.limits),
            culprit: None,
            trace_target: options.trace.clone(),
            choices_out: options.choices_out.clone(),
            legacy_node10: options.legacy_node10,
            repl: None,
        };
        host.install_module_hooks();
        Ok(host)
    }

    fn hook(&self, name: &str) -> Option<CallbackId> {
        self.state.inner.borrow().hooks.map.get(name).copied()
    }

    /// Calls a bootstrap hook; a throw out of it goes to the uncaught-exception path.
    fn call_hook(&mut self, name: &str, args: &[Val]) -> Result<Val, Stop> {
        let Some(id) = self.hook(name) else {
            return Ok(Val::Undefined);
        };
        match self.engine.call(id, args, false) {
            Ok(v) => Ok(v),
            Err(thrown) => {
                self.uncaught(thrown, "uncaughtException")?;
                Ok(Val::Undefined)
            }
        }
    }

    /// Runs `path` (already read) as the CommonJS main module, then the event loop, then
    /// the exit sequence. Everything the script prints goes to this process's stdout and
    /// stderr.
    pub fn run(self, path: &str, source: &str) -> Outcome {
        self.run_main(MainKind::File, path, source)
    }

    /// [`Self::run`] for any kind of main script; `path` names it (`[eval]`, `[stdin]`
    /// for code from the command line or stdin).
    pub fn run_main(mut self, kind: MainKind, path: &str, source: &str) -> Outcome {
        // Output written before a fatal signal goes out before the process dies by it.
        signals::install_defaults();
        let outcome = match self.run_inner(kind, path, source) {
            Ok(code) => Outcome::Exit(code),
            Err(Stop::Exit(code)) => Outcome::Exit(code),
            Err(Stop::Reset) => Outcome::Exit(0),
            Err(Stop::Budget(why)) => {
                let message = self.diagnose(&why);
                self.state
                    .out
                    .borrow_mut()
                    .write_stderr(&format!("{message}\n"));
                Outcome::Budget(message)
            }
        };
        self.state.out.borrow_mut().flush();
        if let Some(path) = &self.choices_out {
            let record = self.state.inner.borrow().schedule.render();
            let _ = std::fs::write(path, record);
        }
        if let Some((format, target)) = &self.trace_target {
            let text = self.state.inner.borrow().trace.render(*format);
            self.state.out.borrow_mut().flush();
            if let Err(e) = target.write(&text) {
                self.state
                    .out
                    .borrow_mut()
                    .write_stderr(&format!("evloop: {e}\n"));
            }
        }
        outcome
    }

    /// Records a step in the trace; `detail` is only computed when tracing.
    fn trace(
        &mut self,
        phase: &'static str,
        kind: &'static str,
        detail: impl FnOnce(&mut Engine) -> String,
    ) {
        self.trace_as(phase, kind, None, detail);
    }

    /// [`Self::trace`] for the run of a keyed queue's callback (its id is the key).
    fn trace_run_of(
        &mut self,
        phase: &'static str,
        key: CallbackId,
        detail: impl FnOnce(&mut Engine) -> String,
    ) {
        self.trace_as(phase, "run", Some(key.0 as u64), detail);
    }

    fn trace_as(
        &mut self,
        phase: &'static str,
        kind: &'static str,
        key: Option<u64>,
        detail: impl FnOnce(&mut Engine) -> String,
    ) {
        if !self.state.inner.borrow().trace.enabled() {
            return;
        }
        let detail = detail(&mut self.engine);
        let at_ns = self.state.clock.now_ns();
        let mut inner = self.state.inner.borrow_mut();
        let turn = inner.turn;
        let event = TraceEvent {
            at_ns,
            turn,
            phase,
            kind,
            detail,
        };
        inner.trace.record_as(event, key);
    }

    fn run_inner(&mut self, kind: MainKind, path: &str, source: &str) -> Result<i32, Stop> {
        self.trace("main", "run", |_| format!("main module {path}"));
        match kind {
            MainKind::File => {
                let format = match self.call_hook("mainFormat", &[Val::Str(path.to_string())])? {
                    Val::Str(f) => f,
                    _ => String::new(),
                };
                if format == "module" {
                    self.run_esm_main(path, source, true)?;
                } else {
                    self.run_cjs_main(path, source, format == "commonjs")?;
                }
            }
            MainKind::Eval { module: true, .. } | MainKind::Stdin { module: true } => {
                // Node names such a module after the working directory: file:///cwd/[eval1].
                let cwd = std::env::current_dir()
                    .map(|d| d.display().to_string())
                    .unwrap_or_else(|_| "/".into());
                let base = if cwd.ends_with('/') {
                    cwd
                } else {
                    format!("{cwd}/")
                };
                self.run_esm_main(&format!("{base}[eval1]"), source, false)?
            }
            MainKind::Eval { print, .. } => self.run_eval_main(path, source, print)?,
            MainKind::Stdin { .. } => self.run_eval_main(path, source, false)?,
        }
        // The main module's callback scope closes: ticks and microtasks drain before the
        // loop starts.
        self.process_ticks_and_rejections()?;
        self.spin_event_loop()?;
        self.emit_exit()
    }

    /// N2: an ES module main is loaded through promises, so its body runs inside a
    /// microtask: its promise callbacks run before its ticks.
    fn run_esm_main(&mut self, path: &str, source: &str, from_file: bool) -> Step {
        if from_file {
            self.call_hook("setMainFile", &[Val::Str(path.to_string())])?;
        }
        match self
            .engine
            .load_main_module(&format!("file://{path}"), source)
        {
            Ok(()) => Ok(()),
            Err(evloop_engine::ModuleLoadError::Syntax(e)) => {
                let text = render_syntax_error(&format!("file://{path}"), source, &e, false);
                self.state.out.borrow_mut().write_stderr(&text);
                Err(Stop::Exit(1))
            }
            Err(evloop_engine::ModuleLoadError::Thrown(thrown)) => {
                self.uncaught(thrown, "uncaughtException")
            }
        }
    }

    /// `-e`, `-p` and stdin: the code runs as a global script (Node's `evalScript`), with
    /// `require`, `module`, `__filename` and `__dirname` as globals; `-p` prints its value
    /// right after it, before its ticks and microtasks.
    fn run_eval_main(&mut self, name: &str, source: &str, print: bool) -> Step {
        self.call_hook(
            "prepareEval",
            &[Val::Str(name.to_string()), Val::Str(source.to_string())],
        )?;
        // Stacks show Node's evalScript frames under the code (an uncaught error's too).
        let outer = self.state.inner.borrow().running;
        self.set_running(Some(if name == "[stdin]" { "stdin" } else { "eval" }));
        let result = match self.engine.eval_script(name, source) {
            Err(syntax) => {
                let text = render_syntax_error(name, source, &syntax, false);
                self.state.out.borrow_mut().write_stderr(&text);
                Err(Stop::Exit(1))
            }
            Ok(Err(thrown)) => self.uncaught(thrown, "uncaughtException"),
            Ok(Ok(value)) => {
                let shown = if print {
                    self.call_hook("printEvalResult", &[Val::Stored(value)])
                        .map(drop)
                } else {
                    Ok(())
                };
                self.engine.release(value);
                shown
            }
        };
        self.set_running(outer);
        result
    }

    /// The engine's ES module loader asks the JavaScript half to resolve every `import`
    /// (Node's rules) and to run the CommonJS modules ES modules import.
    fn install_module_hooks(&mut self) {
        if let (Some(resolve), Some(load)) = (self.hook("resolveImport"), self.hook("loadCommonJS"))
        {
            self.engine.set_module_hooks(resolve, load);
        }
    }

    /// The CommonJS main; a file that does not compile as CommonJS but parses as an ES
    /// module runs as one (node 20.19+), unless its package says "commonjs".
    fn run_cjs_main(&mut self, path: &str, source: &str, commonjs: bool) -> Step {
        let detect = !commonjs && !path.ends_with(".cjs");
        let Some(main) = self.compile_main(path, source, detect)? else {
            if detect && self.engine.parses_as_module(source) {
                self.call_hook("detectedModule", &[Val::Str(path.to_string())])?;
                return self.run_esm_main(path, source, true);
            }
            return Err(Stop::Exit(1));
        };
        // N1: the main module runs inside a callback scope; ticks and microtasks drain
        // when it ends, before the loop starts.
        let run_main = self.hook("runMain");
        if let Some(run_main) = run_main {
            if let Err(thrown) = self.engine.call(
                run_main,
                &[Val::Stored(main), Val::Str(path.to_string())],
                false,
            ) {
                self.uncaught(thrown, "uncaughtException")?;
            }
        }
        Ok(())
    }

    fn compile_main(
        &mut self,
        path: &str,
        source: &str,
        detect: bool,
    ) -> Result<Option<CallbackId>, Stop> {
        // The CommonJS wrapper is on the first line, as Node's old wrapper was, so line
        // numbers are the file's own; first-line columns are shifted by WRAPPER_HEAD.
        let body = strip_hashbang(source);
        let wrapped = format!("{}{}\n}})", ops::WRAPPER_HEAD, body);
        match self.engine.compile(path, &wrapped) {
            Ok(id) => Ok(Some(id)),
            Err(_) if detect && self.engine.parses_as_module(source) => Ok(None),
            Err(e) => {
                let text = render_syntax_error(path, source, &e, true);
                self.state.out.borrow_mut().write_stderr(&text);
                Ok(None)
            }
        }
    }

    /// `SpinEventLoop`: run the loop until it is not alive, emit `'beforeExit'`, and go on
    /// if its listeners made the loop alive again.
    fn spin_event_loop(&mut self) -> Step {
        loop {
            self.uv_run()?;
            if self.loop_alive() {
                continue;
            }
            let code = self.exit_code()?;
            self.trace("process", "emit", |_| "'beforeExit'".to_string());
            self.call_hook("emitBeforeExit", &[Val::Num(code as f64)])?;
            self.process_ticks_and_rejections()?;
            if !self.loop_alive() {
                return Ok(());
            }
        }
    }

    fn exit_code(&mut self) -> Result<i32, Stop> {
        Ok(self.script_exit_code()?.unwrap_or(0))
    }

    /// `process.exitCode`, if the script set it.
    fn script_exit_code(&mut self) -> Result<Option<i32>, Stop> {
        match self.call_hook("exitCode", &[])? {
            Val::Num(n) => Ok(Some(n as i32)),
            _ => Ok(None),
        }
    }

    /// Emits `'exit'` and returns the final exit code.
    fn emit_exit(&mut self) -> Result<i32, Stop> {
        self.state.inner.borrow_mut().exiting = true;
        self.trace("process", "emit", |_| "'exit'".to_string());
        self.call_hook("emitExit", &[])?;
        // Promise callbacks queued by 'exit' listeners still run (ticks do not).
        self.run_microtasks(false)?;
        match self.script_exit_code()? {
            Some(code) => Ok(code),
            // An ES module main still waiting on a top-level await: Node exits with 13
            // (kUnsettledTopLevelAwait).
            None if self.engine.main_module_pending() => Ok(13),
            None => Ok(0),
        }
    }

    /// One `uv_run(loop, UV_RUN_DEFAULT)`.
    fn uv_run(&mut self) -> Step {
        let alive = self.loop_alive();
        if !alive {
            self.update_time();
            return Ok(());
        }
        // libuv >= 1.45: due timers run once before the first iteration.
        self.update_time();
        self.run_timers()?;
        while self.loop_alive() {
            self.state.inner.borrow_mut().turn += 1;
            self.run_pending()?;
            self.run_idle();
            self.run_prepare();
            let timeout = self.backend_timeout();
            self.poll_io(timeout)?;
            // libuv >= 1.45 runs callbacks fed during the poll phase (a shutdown, a write
            // callback) right after it, up to eight rounds, before the check phase.
            for _ in 0..8 {
                if !self.state.inner.borrow().net.has_pending() {
                    break;
                }
                self.run_pending()?;
            }
            self.run_check()?;
            self.run_closing_handles()?;
            self.update_time();
            self.run_timers()?;
        }
        Ok(())
    }

    /// `uv__update_time`: loop time is the clock's whole milliseconds.
    fn update_time(&mut self) {
        let now = self.state.clock.now_ms();
        self.state.inner.borrow_mut().loop_time = now;
    }

    fn loop_time(&self) -> u64 {
        self.state.inner.borrow().loop_time
    }

    /// `uv__loop_alive`: an active ref'd handle, a request, or a closing handle.
    fn loop_alive(&self) -> bool {
        let inner = self.state.inner.borrow();
        (inner.timers.uv_due.is_some() && inner.timers.uv_refed)
            || inner.immediate_refs > 0
            || inner.active_ports > 0
            || inner.io.active()
            || inner.net.alive()
            || !inner.closing.is_empty()
    }

    /// Pending callbacks: I/O errors libuv reports on the next iteration (`uv__io_feed`),
    /// such as a connection refused at once.
    fn run_pending(&mut self) -> Step {
        let fed = self.state.inner.borrow_mut().net.take_pending();
        for id in fed {
            let event = self.state.inner.borrow_mut().net.pending_event(id);
            if let Some(event) = event {
                self.deliver_net_event(event, "pending")?;
            }
        }
        Ok(())
    }

    /// Idle handles: Node's immediate idle handle only keeps poll from blocking.
    fn run_idle(&mut self) {}

    fn run_prepare(&mut self) {}

    /// `uv__backend_timeout`: 0 when immediates are waiting (the idle handle is active)
    /// or handles are closing; otherwise the distance to the libuv timer, or block.
    fn backend_timeout(&self) -> Option<u64> {
        let inner = self.state.inner.borrow();
        if inner.immediate_refs > 0
            || !inner.closing.is_empty()
            || !inner.port_messages.is_empty()
            || inner.net.has_pending()
            || signals::has_pending()
        {
            return Some(0);
        }
        let alive = (inner.timers.uv_due.is_some() && inner.timers.uv_refed)
            || inner.active_ports > 0
            || inner.io.active()
            || inner.net.alive();
        if !alive {
            return Some(0);
        }
        match inner.timers.uv_due {
            Some(due) => Some(due.saturating_sub(inner.loop_time)),
            None => None,
        }
    }

    /// `uv__io_poll`: deliver ready I/O; otherwise wait out the timeout. In virtual time
    /// the wait is a jump of the clock.
    fn poll_io(&mut self, timeout: Option<u64>) -> Step {
        // Output never waits while the loop blocks (a server's "listening" line).
        if timeout != Some(0) {
            self.state.out.borrow_mut().flush();
        }
        let (completions, sockets) = self.wait_for_io(timeout);
        let ports = !self.state.inner.borrow().port_messages.is_empty();
        let signals = signals::has_pending();
        if !completions.is_empty() || !sockets.is_empty() || ports || signals {
            if !sockets.is_empty() && timeout != Some(0) && self.state.clock.is_virtual() {
                // The loop slept until the sockets were ready: a loopback round trip.
                let now = self.state.clock.now_ns();
                self.state.clock.advance_to(now + net::LOOPBACK_LATENCY_NS);
            }
            self.update_time();
            // The thread pool's async handle is the loop's first (`uv_loop_init`), so its
            // completions come before the sockets and the ports' messages.
            self.deliver_fs_completions(completions)?;
            self.serve_sockets(sockets)?;
            self.deliver_port_messages()?;
            self.deliver_signals()?;
        } else {
            match timeout {
                Some(0) => {}
                Some(ms) => {
                    let wake = self.stall_race(self.loop_time() + ms);
                    let target = wake * 1_000_000;
                    self.budget.check_time(wake).map_err(Stop::Budget)?;
                    self.wait_real_until(target);
                    self.state.inner.borrow_mut().last_block_ms = target / 1_000_000;
                }
                None => {
                    // Nothing can ever wake this loop: real Node would hang here.
                    return Err(Stop::Budget(Exhausted::WaitForever));
                }
            }
        }
        self.update_time();
        Ok(())
    }

    /// What one poll phase has to deliver: finished thread-pool requests and ready
    /// sockets. With the real clock and sockets open, the poll phase waits on the sockets
    /// and a finishing thread-pool request wakes it (mio's waker, libuv's async handle).
    fn wait_for_io(&mut self, timeout: Option<u64>) -> (Vec<(io::FsReq, fs::FsResult)>, Vec<u32>) {
        let is_virtual = self.state.clock.is_virtual();
        let has_sockets = self.state.inner.borrow().net.has_handles();
        if !has_sockets {
            return (self.fs_completions(timeout), Vec::new());
        }
        // A signal for a listener wakes a poll phase waiting on the sockets.
        signals::set_wake(self.state.inner.borrow().net.waker());
        if is_virtual {
            let completions = self.fs_completions(timeout);
            let ports = !self.state.inner.borrow().port_messages.is_empty();
            // Only a loop with nothing else to do blocks on the sockets (a server waiting
            // for a client from outside this process).
            let wait = match timeout {
                None if completions.is_empty() && !ports && !signals::has_pending() => None,
                _ => Some(std::time::Duration::ZERO),
            };
            let sockets = self.state.inner.borrow_mut().net.epoll_wait(true, wait);
            return (completions, sockets);
        }
        // A finishing thread-pool request wakes the socket poller (libuv's async handle).
        {
            let mut inner = self.state.inner.borrow_mut();
            if let Some(waker) = inner.net.waker() {
                inner.io.set_notify(waker);
            }
        }
        let deadline =
            timeout.map(|ms| std::time::Instant::now() + std::time::Duration::from_millis(ms));
        loop {
            let completions = self.fs_completions(Some(0));
            let ports =
                !self.state.inner.borrow().port_messages.is_empty() || signals::has_pending();
            let left = deadline.map(|d| d.saturating_duration_since(std::time::Instant::now()));
            let wait = if !completions.is_empty() || ports {
                Some(std::time::Duration::ZERO)
            } else {
                left
            };
            let sockets = self.state.inner.borrow_mut().net.epoll_wait(false, wait);
            let expired = left.is_some_and(|l| l.is_zero());
            if !completions.is_empty() || !sockets.is_empty() || ports || expired {
                return (completions, sockets);
            }
            // Woken by news that made nothing ready (a socket drained): wait again, unless
            // nothing is left that could ever wake the loop.
            let inner = self.state.inner.borrow();
            if !inner.io.active() && !inner.net.alive() {
                return (completions, sockets);
            }
        }
    }

    /// `uv__io_poll`'s callbacks for the ready sockets, in ready-list order; each
    /// callback is followed by the nextTick and microtask drain (Node's `MakeCallback`).
    fn serve_sockets(&mut self, ready: Vec<u32>) -> Step {
        let is_virtual = self.state.clock.is_virtual();
        for id in ready {
            let mut visit = net::Net::visit(id);
            loop {
                let event = self
                    .state
                    .inner
                    .borrow_mut()
                    .net
                    .next_event(&mut visit, is_virtual);
                let Some(event) = event else { break };
                self.deliver_net_event(event, "poll")?;
            }
        }
        Ok(())
    }

    /// One socket callback into `js/net.js` (the `netEvent` hook), then the drain.
    fn deliver_net_event(&mut self, event: net::NetEvent, phase: &'static str) -> Step {
        let handle = event.handle();
        if let Err(e) = self.budget.charge() {
            self.culprit = Some(format!("a socket event ({})", net_event_name(&event)));
            return Err(Stop::Budget(e));
        }
        self.gate(phase, |_| {
            format!("socket {handle}: {}", net_event_name(&event))
        })?;
        let key = Some(tcp_wrap::NET_KEY + handle as u64);
        self.trace_as(phase, "run", key, |_| {
            format!("socket {handle}: {}", net_event_name(&event))
        });
        let kind = net_event_kind(&event);
        let (hook, args) = Self::net_event_call(event, &self.state);
        let stdio_before = self.state.inner.borrow().stdio;
        self.call_hook(hook, &args)?;
        self.process_ticks_and_rejections()?;
        // The stdio set-up that this callback paid for compiled the same stream code.
        let paid = stdio_before != Stdio::Ready && self.state.inner.borrow().stdio == Stdio::Ready;
        self.charge_socket_callback(kind, paid);
        Ok(())
    }

    /// The hook a socket event calls, with its arguments: `netData(id, buffer, length)` for data,
    /// the most frequent event; `netEvent(kind, id, a, b)` for the others.
    fn net_event_call(event: net::NetEvent, state: &NodeState) -> (&'static str, Vec<Val>) {
        use net::NetEvent as E;
        let s = |v: &str| Val::Str(v.to_string());
        let n = |v: u32| Val::Num(v as f64);
        let status = |r: Result<(), uv::UvError>| match r {
            Ok(()) => Val::Null,
            Err(e) => tcp_wrap::error_val(e),
        };
        let args = match event {
            E::Data { id, bytes } => {
                let len = Val::Num(bytes.len() as f64);
                return ("netData", vec![n(id), Val::Buffer(bytes), len]);
            }
            E::Connection { listener, conn } => {
                let peer = state.inner.borrow().net.peer_address(conn);
                vec![
                    s("connection"),
                    n(listener),
                    n(conn),
                    peer.map(tcp_wrap::addr_val).unwrap_or(Val::Undefined),
                ]
            }
            E::Connect { id, result } => vec![s("connect"), n(id), status(result)],
            E::Eof { id } => vec![s("eof"), n(id)],
            E::ReadError { id, error } => vec![s("readerror"), n(id), tcp_wrap::error_val(error)],
            E::WriteDone { id, result } => vec![s("write"), n(id), status(result)],
            E::ShutdownDone { id, result } => vec![s("shutdown"), n(id), status(result)],
        };
        ("netEvent", args)
    }

    /// Virtual cost of a socket callback (with its drain): Node runs the stream code of
    /// each kind of socket event slowly the first time (lazy compilation; measured
    /// 0.4-1.6 ms between the first events of an echo with no console output), then in
    /// tens of microseconds. A callback that paid Node's stdio set-up (the first console
    /// write, itself a stream) pays no first-use cost on top.
    fn charge_socket_callback(&mut self, kind: &'static str, stdio_paid: bool) {
        if !self.state.clock.is_virtual() {
            return;
        }
        let first = self.state.inner.borrow_mut().net_kinds_seen.insert(kind) && !stdio_paid;
        let cost = if first {
            net::FIRST_SOCKET_CALLBACK_NS
        } else {
            net::SOCKET_CALLBACK_NS
        };
        let now = self.state.clock.now_ns();
        self.state.clock.advance_to(now + cost);
    }

    /// The thread-pool requests this poll phase delivers (see `io.rs` for the policy). In
    /// virtual time every request in flight is complete; when the poll phase may block,
    /// the clock moves to when the last of them finished.
    fn fs_completions(&mut self, timeout: Option<u64>) -> Vec<(io::FsReq, fs::FsResult)> {
        if !self.state.inner.borrow().io.active() {
            return Vec::new();
        }
        if self.state.clock.is_virtual() {
            if let Some(ms) = timeout {
                if self.io_not_done_race(ms) {
                    return Vec::new();
                }
            }
            // Only when nothing else can ever wake the loop does it wait for slow I/O
            // without a cap.
            let cap = timeout.map(|_| io::SLOW_IO_CAP);
            let mut batch = self.state.inner.borrow_mut().io.complete_all(cap);
            self.completion_order_race(&mut batch);
            if timeout != Some(0) {
                if let Some(last) = batch.iter().map(|(r, _)| r.submitted_ns).max() {
                    self.state.clock.advance_to(last + io::IO_LATENCY_NS);
                }
            }
            batch
        } else {
            let wait = timeout.map(std::time::Duration::from_millis);
            self.state.inner.borrow_mut().io.completed_now(wait)
        }
    }

    /// Race point: a process stall. The poll phase means to wake at `wake_ms` for the
    /// earliest timer list, but a loaded machine can wake it late — late enough for the
    /// next list to be due in the same timers phase, which changes what runs first when
    /// the first list's callbacks move timers around (`refresh`, new timers). Offered when
    /// the next list is due within [`STALL_WINDOW_MS`]; returns when the loop wakes.
    fn stall_race(&mut self, wake_ms: u64) -> u64 {
        if !self.state.clock.is_virtual() {
            return wake_ms;
        }
        let mut inner = self.state.inner.borrow_mut();
        let lists = inner.timers.queue.sorted();
        let (Some(&((first, _), msecs1)), Some(&((second, id2), msecs2))) =
            (lists.first(), lists.get(1))
        else {
            return wake_ms;
        };
        if first != wake_ms || second <= wake_ms || second - wake_ms > STALL_WINDOW_MS {
            return wake_ms;
        }
        if !inner.raced.insert((id2, u64::MAX)) {
            return wake_ms;
        }
        let choice = inner.schedule.choose(2, |k| {
            if k == 0 {
                format!("the loop woke at {wake_ms} ms for the {msecs1} ms timer list (on time)")
            } else {
                format!("the process stalled: the loop woke at {second} ms, when the {msecs2} ms list was due too")
            }
        });
        if choice == 0 {
            wake_ms
        } else {
            second
        }
    }

    /// Race point: a poll phase that has something else to go back to — immediates
    /// waiting (`timeout_ms` 0) or a timer due in `timeout_ms` — takes only the requests
    /// the workers have finished. Local file I/O almost always has, but a busy machine or
    /// a slow disk can leave it for a later poll phase, after the immediates or the timer.
    fn io_not_done_race(&mut self, timeout_ms: u64) -> bool {
        let mut inner = self.state.inner.borrow_mut();
        let n = inner.io.pending.len();
        let first = inner
            .io
            .pending
            .front()
            .map(|r| r.what.clone())
            .unwrap_or_default();
        let turn = inner.turn;
        let choice = inner.schedule.choose(2, |k| {
            let reqs = if n == 1 {
                format!("the thread-pool request ({first})")
            } else {
                format!("the {n} thread-pool requests (first: {first})")
            };
            match (k, timeout_ms) {
                (0, _) => format!("{reqs} had completed by the poll phase of iteration {turn}"),
                (_, 0) => format!(
                    "{reqs} had not completed by the poll phase of iteration {turn} (slow workers)"
                ),
                _ => format!(
                    "{reqs} took longer than the {timeout_ms} ms until the next timer (slow I/O)"
                ),
            }
        });
        choice == 1
    }

    /// Race point: the workers finish a poll phase's requests in an order of their own
    /// (four threads, different work). evloop delivers them in submission order;
    /// `--explore` tries each request of a small batch as the one that finished first.
    fn completion_order_race(&mut self, batch: &mut Vec<(io::FsReq, fs::FsResult)>) {
        if batch.len() < 2 || batch.len() > COMPLETION_RACE_MAX {
            return;
        }
        let names: Vec<String> = batch.iter().map(|(r, _)| r.what.clone()).collect();
        let first = self
            .state
            .inner
            .borrow_mut()
            .schedule
            .choose(batch.len(), |k| {
                if k == 0 {
                    format!(
                        "the thread pool finished {} first (submission order)",
                        names[0]
                    )
                } else {
                    format!("the thread pool finished {} first", names[k])
                }
            });
        if first > 0 {
            let req = batch.remove(first);
            batch.insert(0, req);
        }
    }

    /// `uv__work_done`: each request's callback, with ticks and microtasks drained after it.
    fn deliver_fs_completions(&mut self, batch: Vec<(io::FsReq, fs::FsResult)>) -> Step {
        let mut batch = batch.into_iter();
        while let Some((req, result)) = batch.next() {
            if let Err(e) = self.budget.charge() {
                self.culprit = Some(format!("the completion of {}", req.what));
                // What was not delivered still keeps the loop alive (for the diagnosis).
                self.state.inner.borrow_mut().io.undelivered = 1 + batch.len();
                return Err(Stop::Budget(e));
            }
            self.gate("poll", |_| format!("{} done", req.what))?;
            self.trace_run_of("poll", req.oncomplete, |_| format!("{} done", req.what));
            let args = io::result_args(result);
            if let Err(thrown) = self.engine.call(req.oncomplete, &args, true) {
                self.uncaught(thrown, "uncaughtException")?;
            }
            self.process_ticks_and_rejections()?;
        }
        Ok(())
    }

    /// A `MessagePort`'s uv_async: every message queued so far, with ticks and microtasks
    /// drained after each.
    fn deliver_port_messages(&mut self) -> Step {
        let batch: Vec<PortMessage> = self
            .state
            .inner
            .borrow_mut()
            .port_messages
            .drain(..)
            .collect();
        for m in batch {
            self.trace("poll", "run", |_| "a MessagePort message".to_string());
            self.run_callback(m.callable, true, "uncaughtException")?;
            self.process_ticks_and_rejections()?;
        }
        Ok(())
    }

    /// libuv's signal pipe: each watched signal that arrived, as `process.emit(name,
    /// number)` (the `signal` hook), with ticks and microtasks drained after each.
    fn deliver_signals(&mut self) -> Step {
        for sig in signals::take_pending() {
            if let Err(e) = self.budget.charge() {
                self.culprit = Some(format!("a signal listener (signal {sig})"));
                return Err(Stop::Budget(e));
            }
            self.gate("poll", |_| format!("signal {sig}"))?;
            self.trace("poll", "run", |_| format!("signal {sig}"));
            self.call_hook("signal", &[Val::Num(sig as f64)])?;
            self.process_ticks_and_rejections()?;
        }
        Ok(())
    }

    /// A poll phase's real-time wait (`--clock=real`); a signal for a listener ends it.
    fn wait_real_until(&mut self, target_ns: u64) {
        if self.state.clock.is_virtual() || !signals::any_watched() {
            self.state.clock.wait_until(target_ns);
            return;
        }
        loop {
            let now = self.state.clock.now_ns();
            if now >= target_ns || signals::has_pending() {
                return;
            }
            let slice = (target_ns - now).min(10_000_000);
            std::thread::sleep(std::time::Duration::from_nanos(slice));
        }
    }

    /// The check phase: `CheckImmediate` → `processImmediate` on the detached list.
    fn run_check(&mut self) -> Step {
        {
            let inner = self.state.inner.borrow();
            if inner.immediates.is_empty() && inner.outstanding.is_empty() {
                return Ok(());
            }
        }
        loop {
            match self.process_immediate() {
                Ok(()) => break,
                Err(Retry::Stop(stop)) => return Err(stop),
                Err(Retry::Again) => {
                    if self.state.inner.borrow().outstanding.is_empty() {
                        break;
                    }
                }
            }
        }
        self.process_ticks_and_rejections()
    }

    /// Node >= 11 drains the nextTick and microtask queues between two timers (or two
    /// lists, or two immediates) of one phase; Node 10 did not (see `legacy_node10`).
    fn drain_between_callbacks(&mut self) -> Result<(), Retry> {
        if self.legacy_node10 {
            return Ok(());
        }
        self.process_ticks_and_rejections().map_err(Retry::Stop)
    }

    /// `processImmediate`: detaches the queue (unless an earlier call left an outstanding
    /// list after a throw), then runs it with the tick/microtask drain between callbacks.
    fn process_immediate(&mut self) -> Result<(), Retry> {
        {
            let mut inner = self.state.inner.borrow_mut();
            if inner.outstanding.is_empty() {
                let detached = std::mem::take(&mut inner.immediates);
                inner.outstanding = detached;
            }
        }
        let mut ran_one = false;
        loop {
            let next = self.state.inner.borrow_mut().outstanding.pop_front();
            let Some(id) = next else { return Ok(()) };
            if ran_one {
                self.drain_between_callbacks()?;
            }
            let callable = {
                let mut inner = self.state.inner.borrow_mut();
                let Some(imm) = inner.immediate_map.remove(&id) else {
                    continue;
                };
                if imm.destroyed {
                    continue;
                }
                if imm.refed {
                    inner.immediate_refs -= 1;
                }
                imm.callable
            };
            ran_one = true;
            if let Err(e) = self.budget.charge() {
                self.culprit = Some(self.engine.describe(callable));
                return Err(Retry::Stop(Stop::Budget(e)));
            }
            self.gate("check", |e| e.describe(callable))
                .map_err(Retry::Stop)?;
            self.trace_run_of("check", callable, |e| e.describe(callable));
            self.set_running(Some("Immediate"));
            if let Err(thrown) = self.engine.call(callable, &[], true) {
                // Node has already cleared `_onImmediate` when the error is printed, so
                // V8 no longer finds the method's property name.
                self.set_running(Some("Immediate:cleared"));
                let handled = self.uncaught(thrown, "uncaughtException");
                self.set_running(None);
                handled.map_err(Retry::Stop)?;
                return Err(Retry::Again);
            }
            self.set_running(None);
        }
    }

    /// Close callbacks, LIFO (`uv__run_closing_handles`).
    fn run_closing_handles(&mut self) -> Step {
        loop {
            let next = self.state.inner.borrow_mut().closing.pop();
            let Some(id) = next else { return Ok(()) };
            self.gate("close", |_| format!("socket {id}: close callback"))?;
            let key = Some(tcp_wrap::NET_KEY + id as u64);
            self.trace_as("close", "run", key, |_| {
                format!("socket {id}: close callback")
            });
            let args = [Val::Str("close".to_string()), Val::Num(id as f64)];
            self.call_hook("netEvent", &args)?;
            self.process_ticks_and_rejections()?;
        }
    }

    /// `uv__run_timers` for the one libuv timer Node uses, then `RunTimers`.
    fn run_timers(&mut self) -> Step {
        match self.timers_race() {
            TimersRace::Skip => return Ok(()),
            TimersRace::ExpireNow(expiry) => {
                self.state.clock.advance_to(expiry * 1_000_000);
                self.update_time();
            }
            TimersRace::AsVirtualTime => {}
        }
        let due = {
            let mut inner = self.state.inner.borrow_mut();
            match inner.timers.uv_due {
                Some(due) if due <= inner.loop_time => {
                    inner.timers.uv_due = None;
                    true
                }
                _ => false,
            }
        };
        if !due {
            return Ok(());
        }
        self.budget
            .check_time(self.loop_time())
            .map_err(Stop::Budget)?;
        // `Environment::RunTimers`: now = GetNow() (which refreshes the loop time).
        self.update_time();
        let now = self.loop_time();
        let next = loop {
            match self.process_timers(now) {
                Ok(next) => break next,
                Err(Retry::Stop(stop)) => return Err(stop),
                Err(Retry::Again) => continue,
            }
        };
        {
            let mut inner = self.state.inner.borrow_mut();
            let t = &mut inner.timers;
            if next != 0 {
                let loop_time = inner.loop_time;
                let t = &mut inner.timers;
                let duration = (next.unsigned_abs() as i64 - loop_time as i64).max(1) as u64;
                t.uv_due = Some(loop_time + duration);
                t.uv_refed = next > 0;
            } else {
                t.uv_refed = false;
            }
        }
        self.process_ticks_and_rejections()
    }

    /// `processTimers(now)`: returns the next expiry (negative when no timer is ref'd),
    /// or 0 when no list is left.
    fn process_timers(&mut self, now: u64) -> Result<i64, Retry> {
        self.state.inner.borrow_mut().timers.next_expiry = None;
        let mut ran_list = false;
        loop {
            let head = self.state.inner.borrow_mut().timers.queue.peek();
            let Some(((expiry, head_id), msecs)) = head else {
                return Ok(0);
            };
            if expiry > now {
                let mut inner = self.state.inner.borrow_mut();
                inner.timers.next_expiry = Some(expiry);
                return Ok(if inner.timers.ref_count > 0 {
                    expiry as i64
                } else {
                    -(expiry as i64)
                });
            }
            if ran_list {
                self.drain_between_callbacks()?;
            }
            ran_list = true;
            let msecs = self.neighbour_lists_race((expiry, head_id), msecs, now);
            self.list_on_timeout(msecs, now)?;
        }
    }

    /// Race point (N17, trap 3): whether the earliest timer list has expired by this
    /// timers phase depends on real CPU time when the loop has not blocked since the
    /// timer was set (`setTimeout(0)` against `setImmediate` from the main module or
    /// inside an immediate). Decided once per list.
    fn timers_race(&mut self) -> TimersRace {
        let mut inner = self.state.inner.borrow_mut();
        let Some(((expiry, list_id), msecs)) = inner.timers.queue.peek() else {
            return TimersRace::AsVirtualTime;
        };
        let now = inner.loop_time;
        let set_at = expiry.saturating_sub(msecs);
        // Early: a list due within the next millisecond may already have expired (libuv's
        // clock has 1 ms steps). Late: one that virtual time saw expire through modelled
        // costs may not have in a real run.
        let window = if expiry > now {
            1
        } else {
            TIMER_RACE_WINDOW_MS
        };
        if set_at < inner.last_block_ms
            || expiry.abs_diff(now) > window
            || !inner.raced.insert((list_id, 0))
        {
            return TimersRace::AsVirtualTime;
        }
        let expired = expiry <= now;
        let choice = inner.schedule.choose(2, |k| match (expired, k) {
            (true, 0) => format!("the {msecs} ms timer list had expired by the timers phase at {now} ms (as virtual time says)"),
            (true, _) => format!("the {msecs} ms timer list had not expired yet at the timers phase (the loop got there faster in real time)"),
            (false, 0) => format!("the {msecs} ms timer list had not expired by the timers phase at {now} ms (as virtual time says)"),
            (false, _) => format!("the {msecs} ms timer list had expired by the timers phase (more real time had passed)"),
        });
        match (choice, expired) {
            (0, _) => TimersRace::AsVirtualTime,
            (_, true) => TimersRace::Skip,
            (_, false) => TimersRace::ExpireNow(expiry),
        }
    }

    /// Race point (trap 13): two due lists whose expiries are within 1 ms of each other
    /// run in `(expiry, id)` order, which depends on when the real clock ticked as they
    /// were set. Returns the list (by duration) to run first.
    fn neighbour_lists_race(&mut self, head: (u64, u64), head_msecs: u64, now: u64) -> u64 {
        let mut inner = self.state.inner.borrow_mut();
        let lists = inner.timers.queue.sorted();
        let Some(&((expiry2, id2), msecs2)) = lists.get(1) else {
            return head_msecs;
        };
        if expiry2 > now || expiry2 - head.0 > 1 || !inner.raced.insert((head.1, id2)) {
            return head_msecs;
        }
        let choice = inner.schedule.choose(2, |k| {
            if k == 0 {
                format!("the {head_msecs} ms list ran before the {msecs2} ms list (expiries {} and {expiry2} ms)", head.0)
            } else {
                format!("the {msecs2} ms list ran before the {head_msecs} ms list (the real clock ticked between them)")
            }
        });
        if choice == 0 {
            head_msecs
        } else {
            msecs2
        }
    }

    /// `listOnTimeout(list, now)`.
    fn list_on_timeout(&mut self, msecs: u64, now: u64) -> Result<(), Retry> {
        let mut ran_timer = false;
        loop {
            let timer = {
                let mut inner = self.state.inner.borrow_mut();
                let t = &mut inner.timers;
                match t.peek(msecs) {
                    None => None,
                    Some(id) => {
                        let start = t.timers[&id].idle_start;
                        if now.saturating_sub(start) < msecs || now < start {
                            // Not yet due: push the list's expiry and give it a new id.
                            t.requeue_list(msecs, (start + msecs).max(now + 1));
                            return Ok(());
                        }
                        Some(id)
                    }
                }
            };
            let Some(id) = timer else {
                // The list is empty: drop it.
                let mut inner = self.state.inner.borrow_mut();
                inner.timers.lists.remove(&msecs);
                inner.timers.queue.remove(msecs);
                return Ok(());
            };
            if ran_timer {
                self.drain_between_callbacks()?;
            }
            ran_timer = true;
            let (callable, repeat_start) = {
                let mut inner = self.state.inner.borrow_mut();
                inner.timers.unlink(id);
                let loop_time = inner.loop_time;
                let t = &inner.timers.timers[&id];
                (t.callable, t.repeat.map(|_| loop_time))
            };
            let Some(callable) = callable else { continue };
            // Intervals measure their period from the callback's start: getLibuvNow().
            let repeat_start = repeat_start.map(|_| {
                self.update_time();
                self.loop_time()
            });
            if let Err(e) = self.budget.charge() {
                self.culprit = Some(self.engine.describe(callable));
                return Err(Retry::Stop(Stop::Budget(e)));
            }
            self.gate("timers", |e| e.describe(callable))
                .map_err(Retry::Stop)?;
            self.trace_run_of("timers", callable, |e| e.describe(callable));
            self.set_running(Some("Timeout"));
            let result = self.engine.call(callable, &[], false);
            // The `finally` of listOnTimeout: re-arm an interval or destroy the timer.
            let mut release = None;
            {
                let mut inner = self.state.inner.borrow_mut();
                let t = &mut inner.timers;
                let (repeat, linked, destroyed, refed) = match t.timers.get(&id) {
                    Some(x) => (x.repeat, x.linked, x.destroyed, x.refed),
                    None => (None, true, true, false),
                };
                match (repeat, repeat_start) {
                    (Some(period), Some(start)) if !destroyed => {
                        if let Some(x) = t.timers.get_mut(&id) {
                            x.msecs = period;
                        }
                        if let Some(ms) = t.insert(id, start) {
                            let loop_time = inner.loop_time;
                            inner.timers.uv_due = Some(loop_time + ms);
                        }
                    }
                    _ if !linked && !destroyed => {
                        if let Some(x) = t.timers.get_mut(&id) {
                            x.destroyed = true;
                            // The callable is kept only while the timer can fire; a
                            // later refresh() stores it again.
                            release = x.callable.take();
                        }
                        if refed {
                            t.dec_ref();
                        }
                    }
                    _ => {}
                }
            }
            if let Some(c) = release {
                self.engine.release(c);
            }
            if let Err(thrown) = result {
                let handled = self.uncaught(thrown, "uncaughtException");
                self.set_running(None);
                handled.map_err(Retry::Stop)?;
                return Err(Retry::Again);
            }
            self.set_running(None);
        }
    }

    /// Which kind of host callback is on the stack (`Timeout`, `Immediate`, `nextTick`),
    /// for V8-shaped frame names (`Timeout._onTimeout`) and Node's own frames below the
    /// callback (`listOnTimeout`, `processTicksAndRejections`) in stacks read meanwhile.
    fn set_running(&mut self, kind: Option<&'static str>) {
        self.state.inner.borrow_mut().running = kind;
    }

    /// Runs a stored callback as its own macrotask step (charged to the budget); a throw
    /// goes to the uncaught-exception path.
    fn run_callback(&mut self, id: CallbackId, consume: bool, origin: &str) -> Step {
        if let Err(e) = self.budget.charge() {
            self.culprit = Some(self.engine.describe(id));
            return Err(Stop::Budget(e));
        }
        self.gate("poll", |e| e.describe(id))?;
        if let Err(thrown) = self.engine.call(id, &[], consume) {
            self.uncaught(thrown, origin)?;
        }
        Ok(())
    }

    /// `processTicksAndRejections`: all ticks, then all microtasks, until both are empty
    /// and no rejection is left to process.
    fn process_ticks_and_rejections(&mut self) -> Step {
        // Node enters its JavaScript processTicksAndRejections only when a tick is queued;
        // from then on it runs the microtasks from there (a frame stacks show), before
        // that natively.
        let mut in_js = false;
        loop {
            let mut drained = 0u64;
            loop {
                let next = self.state.inner.borrow_mut().ticks.pop_front();
                let Some(tick) = next else { break };
                if let Err(e) = self.budget.charge_drain("process.nextTick", drained) {
                    self.culprit = Some(self.engine.describe(tick));
                    return Err(Stop::Budget(e));
                }
                self.gate("nextTick", |e| e.describe(tick))?;
                drained += 1;
                in_js = true;
                self.trace("nextTick", "run", |e| e.describe(tick));
                let outer = self.state.inner.borrow().running;
                // Node calls a tick's callback from a line of its own for each number of
                // arguments up to four (its frame in a stack shows which).
                let kind = match self.engine.arg_count(tick) {
                    0 => "nextTick",
                    1 => "nextTick:1",
                    2 => "nextTick:2",
                    3 => "nextTick:3",
                    4 => "nextTick:4",
                    _ => "nextTick:n",
                };
                self.set_running(Some(kind));
                let result = self.engine.call(tick, &[], true);
                let handled = match result {
                    Err(thrown) => self.uncaught(thrown, "uncaughtException"),
                    Ok(_) => Ok(()),
                };
                self.set_running(outer);
                handled?;
            }
            self.run_microtasks(in_js)?;
            let more_ticks = !self.state.inner.borrow().ticks.is_empty();
            if !more_ticks && !self.process_promise_rejections()? {
                self.charge_stdio_set_up();
                return Ok(());
            }
        }
    }

    /// Charges Node's stdio set-up once, after the drain that followed the first write.
    fn charge_stdio_set_up(&mut self) {
        let mut inner = self.state.inner.borrow_mut();
        if inner.stdio == Stdio::SetUpPending {
            inner.stdio = Stdio::Ready;
            let clock = &self.state.clock;
            clock.advance_to(clock.now_ns() + STDIO_SET_UP_NS);
        }
    }

    /// V8's `RunMicrotasks`: the whole FIFO, including microtasks queued meanwhile;
    /// `in_js` when Node calls it from processTicksAndRejections.
    fn run_microtasks(&mut self, in_js: bool) -> Step {
        let mut drained = 0u64;
        loop {
            if self.engine.microtasks_empty() {
                return Ok(());
            }
            self.budget
                .charge_drain("microtask", drained)
                .map_err(Stop::Budget)?;
            self.gate("microtask", |e| {
                e.describe_next_microtask().unwrap_or_default()
            })?;
            drained += 1;
            self.trace("microtask", "run", |e| {
                e.describe_next_microtask().unwrap_or_default()
            });
            let outer = self.state.inner.borrow().running;
            let kind = match (self.engine.next_microtask_is_callback(), in_js) {
                (true, false) => Some("queueMicrotask"),
                (true, true) => Some("queueMicrotask:ticks"),
                (false, false) => None,
                (false, true) => Some("microtask:ticks"),
            };
            self.set_running(kind);
            let handled = match self.engine.run_one_microtask() {
                Ok(ran) => Ok(ran),
                // V8 reports an error out of a microtask at the error's own position.
                Err(thrown) => self
                    .uncaught_with(thrown, "uncaughtException", true)
                    .map(|()| true),
            };
            self.set_running(outer);
            if !handled? {
                return Ok(());
            }
        }
    }

    /// `processPromiseRejections`, in the bootstrap (it owns the bookkeeping maps).
    fn process_promise_rejections(&mut self) -> Result<bool, Stop> {
        if !self.engine.has_rejections() {
            return Ok(false);
        }
        Ok(matches!(
            self.call_hook("processPromiseRejections", &[])?,
            Val::Bool(true)
        ))
    }

    /// The uncaught-exception path (`process._fatalException`): the bootstrap emits the
    /// events; if nothing handled the error, it prints it and ends the process.
    fn uncaught(&mut self, thrown: Thrown, origin: &str) -> Step {
        self.uncaught_with(thrown, origin, false)
    }

    /// [`Self::uncaught`]; with `at_value`, the printed source position is where the
    /// error was created rather than the `throw` statement (errors out of microtasks).
    fn uncaught_with(&mut self, thrown: Thrown, origin: &str, at_value: bool) -> Step {
        match thrown {
            Thrown::Exit(code) => Err(Stop::Exit(code)),
            Thrown::LoopLimit(limit) => Err(Stop::Budget(Exhausted::Loop { limit })),
            Thrown::Interrupted => self.report_interrupt(),
            Thrown::Fatal(message) => {
                self.state
                    .out
                    .borrow_mut()
                    .write_stderr(&format!("{message}\n"));
                Err(Stop::Exit(1))
            }
            Thrown::Value(err) => {
                let Some(hook) = self.hook("onUncaught") else {
                    return Err(Stop::Exit(1));
                };
                let result = self.engine.call(
                    hook,
                    &[
                        Val::Stored(err),
                        Val::Str(origin.to_string()),
                        Val::Bool(at_value),
                    ],
                    false,
                );
                self.engine.release(err);
                match result {
                    Ok(_) => Ok(()),
                    Err(Thrown::Exit(code)) => Err(Stop::Exit(code)),
                    Err(Thrown::Fatal(message)) => {
                        self.state
                            .out
                            .borrow_mut()
                            .write_stderr(&format!("{message}\n"));
                        Err(Stop::Exit(7))
                    }
                    Err(Thrown::Value(_)) => Err(Stop::Exit(7)),
                    Err(Thrown::LoopLimit(limit)) => Err(Stop::Budget(Exhausted::Loop { limit })),
                    Err(Thrown::Interrupted) => self.report_interrupt(),
                }
            }
        }
    }

    /// The budget message: which limit, and what was keeping the loop busy.
    fn diagnose(&self, why: &Exhausted) -> String {
        let inner = self.state.inner.borrow();
        let mut alive = Vec::new();
        let refed_timers = inner
            .timers
            .timers
            .values()
            .filter(|t| !t.destroyed && t.refed)
            .count();
        let intervals = inner
            .timers
            .timers
            .values()
            .filter(|t| !t.destroyed && t.repeat.is_some())
            .count();
        if refed_timers > 0 {
            alive.push(format!(
                "{refed_timers} ref'd timer(s), {intervals} of them interval(s) never cleared"
            ));
        }
        if inner.immediate_refs > 0 {
            alive.push(format!(
                "{} pending setImmediate callback(s)",
                inner.immediate_refs
            ));
        }
        if inner.active_ports > 0 {
            alive.push(format!("{} open MessagePort(s)", inner.active_ports));
        }
        alive.extend(inner.net.describe_alive());
        let requests = inner.io.pending.len() + inner.io.undelivered;
        if requests > 0 {
            alive.push(format!("{requests} thread-pool (fs) request(s)"));
        }
        let kept = if alive.is_empty() {
            "nothing".to_string()
        } else {
            alive.join(", ")
        };
        let fed = match &self.culprit {
            Some(who) => format!("; the next callback was {who}"),
            None => String::new(),
        };
        match why {
            Exhausted::Callbacks { limit } => format!(
                "evloop: stopped after {limit} callbacks (--max-callbacks) at {} ms of virtual time; the loop was kept alive by {kept}{fed}",
                inner.loop_time
            ),
            Exhausted::WaitForever => format!(
                "evloop: the loop would wait forever in the poll phase: it is kept alive by {kept}, and nothing can wake it"
            ),
            Exhausted::Starved { queue, limit } => format!(
                "evloop: the {queue} queue never emptied: {limit} callbacks in one drain (--max-drain); it starved the event loop (each callback queued another){fed}"
            ),
            Exhausted::Loop { limit } => format!(
                "evloop: a synchronous loop ran {limit} iterations in one function (--max-loop-iterations) at {} ms of virtual time; real node would spin here",
                inner.loop_time
            ),
            Exhausted::Until { ms } => format!(
                "evloop: stopped at {ms} ms of virtual time (--until); the loop was kept alive by {kept}"
            ),
        }
    }
}

fn net_event_kind(event: &net::NetEvent) -> &'static str {
    use net::NetEvent as E;
    match event {
        E::Connection { .. } => "connection",
        E::Connect { .. } => "connect",
        E::Data { .. } => "data",
        E::Eof { .. } => "eof",
        E::ReadError { .. } => "readerror",
        E::WriteDone { .. } => "write",
        E::ShutdownDone { .. } => "shutdown",
    }
}

fn net_event_name(event: &net::NetEvent) -> String {
    use net::NetEvent as E;
    match event {
        E::Connection { conn, .. } => format!("connection (socket {conn})"),
        E::Connect { result: Ok(()), .. } => "connected".to_string(),
        E::Connect { result: Err(e), .. } => format!("connect failed ({})", e.code),
        E::Data { bytes, .. } => format!("read {} bytes", bytes.len()),
        E::Eof { .. } => "end of stream".to_string(),
        E::ReadError { error, .. } => format!("read error ({})", error.code),
        E::WriteDone { .. } => "write done".to_string(),
        E::ShutdownDone { .. } => "shutdown done".to_string(),
    }
}

/// How a timers phase treats the earliest list at a race point.
enum TimersRace {
    AsVirtualTime,
    /// Not expired yet in this run: skip the phase.
    Skip,
    /// Expired in this run: the clock reaches its expiry (ms) first.
    ExpireNow(u64),
}

enum Retry {
    /// A callback threw and a handler took the error: call the phase function again.
    Again,
    Stop(Stop),
}

fn strip_hashbang(source: &str) -> String {
    if source.starts_with("#!") {
        let end = source.find('\n').unwrap_or(source.len());
        format!("//{}", &source[2..end]) + &source[end..]
    } else {
        source.to_string()
    }
}

/// Node's shape for a script that does not parse: `file:line`, the line, a caret, a
/// blank line, `SyntaxError: message`, and the `Node.js` version line.
fn render_syntax_error(
    path: &str,
    source: &str,
    e: &evloop_engine::SyntaxErrorData,
    wrapped: bool,
) -> String {
    // An error at the end of the input may fall on the wrapper's closing line.
    let last_line = source.matches('\n').count() as u32 + 1;
    let line = e.line.min(last_line);
    let line_text = source
        .lines()
        .nth(line.saturating_sub(1) as usize)
        .unwrap_or("");
    let mut column = e.column as usize;
    if e.line == 1 && wrapped {
        column = column.saturating_sub(ops::WRAPPER_HEAD.chars().count());
    }
    let caret = " ".repeat(column.saturating_sub(1)) + "^";
    format!(
        "{path}:{line}\n{line_text}\n{caret}\n\nSyntaxError: {msg}\n\nNode.js {ver}\n",
        line = line.max(1),
        msg = e.message,
        ver = ops::NODE_VERSION
    )
}
