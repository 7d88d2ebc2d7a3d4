//! The Node.js v20 event-loop model: libuv 1.46's `uv_run` with Node's timers,
//! immediates, `process.nextTick` and promise-rejection processing on top.
//!
//! [`NodeHost::run`] is the whole life of a process: the main module, then the outer loop
//! of `SpinEventLoop` (`uv_run`, `'beforeExit'`, alive check), then `'exit'`. One loop
//! iteration ([`NodeHost::uv_run`]) reads like `uv_run` in `src/unix/core.c`. The
//! JavaScript half of the host (process, console, timers' objects, require) lives in
//! `js/lib/` and talks to the Rust half only through the ops in [`ops`].
//!
//! This file holds the options, the host state and `NodeHost::new`; the rest of the
//! model is in `process.rs` (the main module, `SpinEventLoop`, exit), `uv_run.rs` (the
//! loop iteration and its phases), `poll.rs` (the poll phase) and `callbacks.rs` (one
//! callback and the drain after it, uncaught exceptions).

mod callbacks;
mod child;
mod crypto;
mod fs;
mod http_head;
mod http_parser;
mod intl_values;
mod io;
mod limits;
mod modules;
mod net;
mod ops;
mod os;
pub mod permission;
mod permission_ops;
mod poll;
mod process;
mod process_wrap;
mod race;
mod repl;
#[cfg_attr(not(feature = "native"), path = "web/signals.rs")]
mod signals;
mod stdio;
mod sys;
mod tcp_wrap;
#[cfg_attr(not(feature = "native"), path = "web/threadpool.rs")]
mod threadpool;
mod timers;
mod uv;
mod uv_run;
mod worker;
mod zlib;

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;

use evloop_core::{
    Budget, BudgetLimits, CallbackId, Clock, ClockMode, Exhausted, IdMap, Output, Schedule, Trace,
    TraceEvent, TraceFormat,
};
use evloop_engine::{Engine, Val};

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
    /// The heap passed its limit (`--max-old-space-size`); node's fatal report and
    /// evloop's diagnosis are printed, and the process must now die by SIGABRT, as node
    /// does (exit status 134 in a shell).
    HeapLimit(String),
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
    /// Node's permission model and evloop's `--sandbox` (nothing restricted by default).
    pub permissions: permission::Permissions,
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
            permissions: permission::Permissions::default(),
        }
    }
}

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
    /// What the script may do (checked by the ops; never changes during a run).
    pub(crate) perm: permission::Permissions,
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
    /// A child process was spawned (the first spawn pays node's set-up).
    pub(crate) spawned: bool,
    /// The workers this thread started, by their port handle.
    pub(crate) workers: HashMap<u32, worker::Spawned>,
    /// While a child process or a worker runs, virtual time keeps up with real time
    /// from this point (real start, virtual ns then): see `poll.rs` `wait_for_children`.
    pub(crate) real_anchor: Option<(evloop_core::sys::Monotonic, u64)>,
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
    /// Timer lists the timers race has kept from expiring: how many timers phases in a
    /// row it did, and the virtual time (ns) of the first (see `NodeHost::timers_race`).
    pub(crate) timer_skips: std::collections::HashMap<u64, (u32, u64)>,
    /// The command line as `process` shows it.
    pub(crate) process: ProcessOptions,
}

/// Node creates `process.stdout`/`stderr` on the first write, and the set-up costs 7.6-11.2
/// ms on these machines with stdout a pipe (measured: a 1 ms timer set before the first
/// `console.log` of a callback is due by the end of that callback's drain, 9 runs in 10;
/// a 5 ms and a 15 ms timer set before it run in separate timers phases). Virtual time
/// charges `STDIO_SET_UP_NS` (`callbacks.rs`) when the drain after the first write ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stdio {
    Untouched,
    /// Written to; the set-up cost is still to be charged.
    SetUpPending,
    Ready,
}

/// Why the loop must stop now.
enum Stop {
    /// The process is exiting with this code (`process.exit`, fatal exception).
    Exit(i32),
    Budget(Exhausted),
    /// `evloop repl`'s `.reset`: the session starts over with a new host.
    Reset,
    /// The heap passed its limit (`--max-old-space-size`): the process dies as node's
    /// does, with node's fatal report.
    HeapLimit(evloop_engine::HeapLimitHit),
}

type Step = Result<(), Stop>;

/// The Node host: an engine, the host state and the run budget.
pub struct NodeHost {
    engine: Engine,
    state: Rc<NodeState>,
    budget: Budget,
    /// The callback that was about to run when the budget stopped the run (when the
    /// heap limit stopped it: the kind of callback that was running).
    culprit: Option<String>,
    /// A tick threw, a handler took the error, and the drain it was in stopped there
    /// (node's processTicksAndRejections unwinds); what it left waits for the next drain.
    /// True until a drain starts again.
    drain_threw: bool,
    choices_out: Option<std::path::PathBuf>,
    legacy_node10: bool,
    /// `evloop repl`'s session: its input and how far the loop may run before it pauses.
    repl: Option<evloop_core::repl::Session>,
}

const BOOTSTRAP: evloop_engine::embedded::EmbeddedJs =
    evloop_engine::embed_js!("js/lib/internal/bootstrap/node.js");

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
                spawned: false,
                workers: HashMap::new(),
                real_anchor: None,
                io: io::Io::new(),
                loop_time: 0,
                hooks: Hooks::default(),
                exiting: false,
                stdio: Stdio::Untouched,
                running: None,
                turn: 0,
                trace: Trace::for_target(options.trace.as_ref()),
                schedule: Schedule::new(options.schedule.clone()),
                repl_capture: false,
                last_block_ms: 0,
                raced: std::collections::HashSet::new(),
                timer_skips: std::collections::HashMap::new(),
                process: options.process.clone(),
            }),
            clock: clock.clone(),
            out: RefCell::new(Output::default()),
            perm: options.permissions.clone(),
        });
        if !options.permissions.is_empty() {
            // The engine reads module files itself: it asks first.
            let st = Rc::downgrade(&state);
            evloop_engine::set_read_gate(Some(Box::new(move |path: &str| {
                st.upgrade()
                    .is_some_and(|st| permission_ops::may_read(&st, path).is_ok())
            })));
        }
        let mut engine = Engine::new(clock, state.clone())?;
        engine.set_loop_limit(options.limits.max_loop_iterations);
        engine.set_intl_values(intl_values::supported_values);
        let mut all_ops = evloop_engine::engine_ops();
        all_ops.extend(ops::node_ops());
        all_ops.extend(modules::module_ops());
        all_ops.extend(io::io_ops());
        all_ops.extend(tcp_wrap::net_ops());
        all_ops.extend(stdio::stdio_ops());
        all_ops.extend(process_wrap::process_ops());
        all_ops.extend(worker::worker_ops());
        all_ops.extend(zlib::zlib_ops());
        all_ops.extend(crypto::crypto_ops());
        all_ops.extend(evloop_engine::web::web_ops());
        all_ops.extend(http_parser::http_ops());
        all_ops.extend(os::os_ops());
        all_ops.extend(permission_ops::permission_ops());
        sys::restrict_ops(&mut all_ops);
        engine.install_ops("__evloop_node", &all_ops);
        if options.trace.is_some() {
            let st = state.clone();
            engine.describe_jobs(true);
            engine.on_promise_job(Rc::new(move |what: &str, stack| {
                let at_ns = st.clock.now_ns();
                let mut inner = st.inner.borrow_mut();
                let turn = inner.turn;
                let event = TraceEvent {
                    at_ns,
                    turn,
                    phase: "microtask",
                    kind: "queue",
                    detail: what.to_string(),
                };
                inner.trace.record_with_stack(event, None, stack);
            }));
            let st = state.clone();
            engine.on_job_label(Rc::new(move |label: &str| {
                st.inner.borrow_mut().trace.label_pending(label);
            }));
        }
        let bootstrap = ops::dev_source("internal/bootstrap/node");
        engine.eval_internal(
            "node:internal/bootstrap",
            bootstrap.as_deref().unwrap_or(BOOTSTRAP.text()),
        )?;
        let mut budget = Budget::new(options.limits);
        budget.meter(engine.step_counter());
        // The heap limit stops the main thread's script (a worker's allocations count
        // toward it too).
        if crate::worker::link().is_none() {
            engine.watch_heap_limit();
        }
        let mut host = NodeHost {
            engine,
            state,
            budget,
            culprit: None,
            drain_threw: false,
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
}
