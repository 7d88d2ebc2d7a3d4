//! The HTML Living Standard event loop (§8.1.7 "Event loops"), as Chromium runs it.
//!
//! [`BrowserHost::run`] is the life of one page: the `@html` body is parsed, the script
//! runs as the task of a parser-inserted classic `<script>`, then `DOMContentLoaded`,
//! `load`, the user's `@click`s, and the event loop until the page is quiet or its
//! `@wait` time is over. One turn of the loop ([`BrowserHost::run_loop`]) reads like the
//! processing model: take the oldest runnable task, run it, perform a microtask
//! checkpoint; when no task is runnable, start an idle period.
//!
//! Every queue is here, in Rust: the task queues (one ordered set of tasks, each tagged
//! with its task source), the timers' map, the animation-frame callbacks, the idle
//! callbacks. The JavaScript half (`js/bootstrap.js`, the DOM, the console) reaches them
//! only through the ops in [`ops`].
//!
//! This file holds the options, the tasks and the host state, and `BrowserHost::new`;
//! `tasks.rs` queues work on the task sources, `event_loop.rs` is the page's life and
//! the processing model, `rendering.rs` the rendering step and idle periods,
//! `checkpoint.rs` the microtask checkpoint and "report an exception".
//!
//! **Task selection policy** (the HTML Standard leaves it to the user agent): the task
//! that became runnable first runs first, whatever its source; ties go to the task queued
//! first. A timer's task becomes runnable when it expires; a rendering task at the vsync
//! tick after `requestAnimationFrame`; other tasks when they are queued.

mod checkpoint;
mod directives;
mod event_loop;
mod html;
mod intl_values;
mod ops;
mod race;
mod rendering;
mod repl;
mod tasks;

use std::cell::RefCell;
use std::cmp::Ordering;
use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::rc::Rc;

use evloop_core::{
    Budget, BudgetLimits, CallbackId, Clock, ClockMode, Exhausted, Output, Schedule, Trace,
    TraceEvent, TraceFormat,
};
use evloop_engine::{Engine, Val};

pub(crate) use checkpoint::{perform_checkpoint, report_exception};
pub use directives::{Directives, Route, DEFAULT_WAIT_MS};
pub use evloop_core::TraceTarget;

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The page ran to its end (quiet, or its `@wait` time over). A page never "exits":
    /// uncaught errors are reported and the page keeps running.
    Done,
    /// A script or directive problem evloop cannot run past (message already printed).
    Error(i32),
    /// The run budget stopped a runaway script; the diagnosis is already printed.
    Budget(String),
    /// The heap passed its limit (`--max-old-space-size`); evloop's diagnosis is
    /// printed, and the process must now die by SIGABRT, as a renderer out of memory
    /// does (Chromium shows "Aw, Snap!" and the console nothing more).
    HeapLimit(String),
}

/// Exit code evloop uses when the run budget stops a script.
pub const BUDGET_EXIT_CODE: i32 = 124;

/// Options for one run.
#[derive(Debug, Clone)]
pub struct Options {
    pub clock: ClockMode,
    pub limits: BudgetLimits,
    pub trace: Option<(TraceFormat, TraceTarget)>,
    /// Display refresh rate: a rendering opportunity every `1000 / fps` ms.
    pub fps: f64,
    /// User clicks from the command line (`--click`), after the file's `@click`s.
    pub clicks: Vec<String>,
    /// Overrides the file's `@wait`.
    pub wait_ms: Option<u64>,
    /// Choices to take at race points (`--explore` replays with these; default 0s).
    pub schedule: Vec<usize>,
    /// Where to write the race points met and the choices taken (for `--explore`).
    pub choices_out: Option<std::path::PathBuf>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            clock: ClockMode::Virtual,
            limits: BudgetLimits::default(),
            trace: None,
            fps: 60.0,
            clicks: Vec::new(),
            wait_ms: None,
            schedule: Vec::new(),
            choices_out: None,
        }
    }
}

/// The task sources that matter for ordering (HTML §8.1.7.4 "Generic task sources").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    DomManipulation,
    UserInteraction,
    Networking,
    Timer,
    PostedMessage,
    /// `scheduler.postTask` and `scheduler.yield` continuations (Prioritized Task
    /// Scheduling; Chromium's web scheduling task queues).
    Scheduler,
    /// "Queue an intersection observer task" (IntersectionObserver §3.2.4).
    IntersectionObserver,
    Rendering,
    IdleTask,
}

impl Source {
    /// The name used in traces.
    pub fn name(self) -> &'static str {
        match self {
            Source::DomManipulation => "task:dom-manipulation",
            Source::UserInteraction => "task:user-interaction",
            Source::Networking => "task:networking",
            Source::Timer => "task:timer",
            Source::PostedMessage => "task:posted-message",
            Source::Scheduler => "task:scheduler",
            Source::IntersectionObserver => "task:intersection-observer",
            Source::Rendering => "rendering",
            Source::IdleTask => "idle",
        }
    }

    /// A source by the short name the JavaScript half uses.
    pub fn from_short(name: &str) -> Option<Source> {
        Some(match name {
            "dom-manipulation" => Source::DomManipulation,
            "user-interaction" => Source::UserInteraction,
            "networking" => Source::Networking,
            "timer" => Source::Timer,
            "posted-message" => Source::PostedMessage,
            "scheduler" => Source::Scheduler,
            "intersection-observer" => Source::IntersectionObserver,
            "rendering" => Source::Rendering,
            "idle" => Source::IdleTask,
            _ => return None,
        })
    }
}

/// What a task does when it runs.
#[derive(Debug, Clone)]
pub(crate) enum Work {
    /// Call a stored callable (consumed): posted messages, events queued by the
    /// JavaScript half, scheduler tasks. Traces name `shown` (the script's callback a
    /// wrapper runs; released after), or else `call` itself.
    Call {
        call: CallbackId,
        shown: Option<CallbackId>,
    },
    /// A timer's task ("timer initialization steps", step 9).
    Timer { id: i32, handle: u64, nesting: u32 },
    /// "Update the rendering" for a rendering opportunity.
    Render,
    /// Run one idle callback of the current idle period.
    Idle,
    /// A `requestIdleCallback` timeout expired ("invoke idle callback timeout").
    IdleTimeout(u32),
    /// One input event group of a user click.
    Click { index: usize, phase: ClickPhase },
    /// The end of parsing: `DOMContentLoaded`, then `load`.
    Lifecycle(Lifecycle),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ClickPhase {
    Move,
    Press,
    Release,
}

impl Work {
    /// A call traced under its own name.
    pub(crate) fn call(call: CallbackId) -> Work {
        Work::Call { call, shown: None }
    }
}

impl ClickPhase {
    fn name(self) -> &'static str {
        match self {
            ClickPhase::Move => "move",
            ClickPhase::Press => "press",
            ClickPhase::Release => "release",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Lifecycle {
    DomContentLoaded,
    Load,
}

#[derive(Debug, Clone)]
pub(crate) struct Task {
    /// When the task became (or becomes) runnable.
    ready_ns: u64,
    /// Queueing order, for ties.
    seq: u64,
    source: Source,
    /// Chromium's queue priority: the event loop takes a task of the best (lowest)
    /// priority that is runnable. Everything but the scheduler's tasks is `Normal`.
    priority: Priority,
    /// The `TaskSignal` a scheduler task follows (0: none), so that `setPriority`
    /// can move its queued tasks.
    group: u32,
    work: Work,
}

/// Queue priorities, best first, as Chromium orders the Prioritized Task Scheduling
/// API's queues against the page's other tasks (measured: a `scheduler.yield()`
/// continuation runs before tasks of its own priority; user-visible tasks, timers and
/// messages share one priority, first queued first run).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Priority {
    UserBlockingContinuation,
    UserBlocking,
    UserVisibleContinuation,
    Normal,
    BackgroundContinuation,
    Background,
}

impl Priority {
    /// The priority of a task posted with `priority` (a `TaskPriority` string);
    /// `continuation` for `scheduler.yield()`.
    pub(crate) fn of(priority: &str, continuation: bool) -> Option<Priority> {
        Some(match (priority, continuation) {
            ("user-blocking", true) => Priority::UserBlockingContinuation,
            ("user-blocking", false) => Priority::UserBlocking,
            ("user-visible", true) => Priority::UserVisibleContinuation,
            ("user-visible", false) => Priority::Normal,
            ("background", true) => Priority::BackgroundContinuation,
            ("background", false) => Priority::Background,
            _ => return None,
        })
    }

    /// Moves a scheduler task to `priority`, keeping whether it is a continuation.
    pub(crate) fn retarget(self, priority: &str) -> Option<Priority> {
        let continuation = matches!(
            self,
            Priority::UserBlockingContinuation
                | Priority::UserVisibleContinuation
                | Priority::BackgroundContinuation
        );
        Priority::of(priority, continuation)
    }
}

impl PartialEq for Task {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl Eq for Task {}
impl PartialOrd for Task {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Task {
    /// Reversed, so that `BinaryHeap` pops the earliest task first.
    fn cmp(&self, other: &Self) -> Ordering {
        (other.ready_ns, other.seq).cmp(&(self.ready_ns, self.seq))
    }
}

/// An entry of the map of active timers.
#[derive(Debug)]
pub(crate) struct Timer {
    callable: CallbackId,
    /// The timeout as given (a WebIDL `long`), re-used when an interval re-arms.
    timeout: i64,
    repeat: bool,
    /// The "unique handle" of the timer's pending task.
    handle: u64,
}

/// Host state reachable from ops. It holds ids only; the engine holds the values.
#[derive(Debug)]
pub struct BrowserState {
    pub(crate) inner: RefCell<Inner>,
    pub(crate) clock: Rc<Clock>,
    pub(crate) out: RefCell<Output>,
}

#[derive(Debug)]
pub(crate) struct Inner {
    /// Every task, queued or waiting to become runnable, in the policy's order.
    pub(crate) tasks: BinaryHeap<Task>,
    next_seq: u64,
    /// The map of setTimeout and setInterval ids.
    pub(crate) timers: HashMap<i32, Timer>,
    pub(crate) next_timer_id: i32,
    next_timer_handle: u64,
    /// The timer nesting level of the running task, if it is a timer task.
    pub(crate) running_timer_nesting: Option<u32>,
    /// The map of animation frame callbacks, in handle order.
    pub(crate) animation_frames: Vec<(u32, CallbackId)>,
    pub(crate) next_animation_frame: u32,
    /// A rendering task is queued for the next vsync tick.
    render_scheduled: bool,
    frame_ns: u64,
    /// The list of idle request callbacks, and the runnable list of this idle period.
    pub(crate) idle_pending: Vec<(u32, CallbackId)>,
    pub(crate) idle_runnable: VecDeque<(u32, CallbackId)>,
    pub(crate) next_idle: u32,
    /// The deadline of the current idle period, if one is running.
    idle_deadline_ns: Option<u64>,
    /// A new idle period starts no earlier than the last one's deadline, and the first
    /// not before the page's first frame (the first vsync tick).
    idle_not_before_ns: u64,
    /// No idle period has started yet: `idle_not_before_ns` is the first-frame gate.
    before_first_idle: bool,
    /// Hooks into the JavaScript half (set by the bootstrap).
    pub(crate) hooks: HashMap<String, CallbackId>,
    /// The "performing a microtask checkpoint" flag.
    checkpoint_running: bool,
    /// The loop turn (0 while the script runs).
    pub(crate) turn: u64,
    pub(crate) trace: Trace,
    pub(crate) budget: Budget,
    /// Why a checkpoint started inside an op had to stop the run (it unwinds the
    /// script with an exit and the host picks the reason up here).
    stop: Option<Stop>,
    /// The callback that last ran or was about to run (for the budget's diagnosis).
    culprit: Option<String>,
    /// Race points met and the choices taken there (see `--explore`).
    pub(crate) schedule: Schedule,
    /// Has a frame's vsync phase been decided yet (the first rendering opportunity)?
    vsync_raced: bool,
    /// `evloop repl`: console output goes to the trace only (the session prints it).
    pub(crate) repl_capture: bool,
    /// The page server's `@route`s, for `fetch` and `XMLHttpRequest` (the `networkRoutes` op).
    pub(crate) routes: Vec<directives::Route>,
}

/// Why the loop must stop now.
#[derive(Debug, Clone)]
pub(crate) enum Stop {
    /// A problem evloop reports and exits with this code (a bad `@click`).
    Error(i32),
    Budget(Exhausted),
    /// `evloop repl`: the session ends with this exit code.
    Exit(i32),
    /// `evloop repl`'s `.reset`: the session starts over with a new host.
    Reset,
    /// The heap passed its limit (`--max-old-space-size`): the page's process dies.
    HeapLimit(evloop_engine::HeapLimitHit),
}

type Step = Result<(), Stop>;

/// The browser host: an engine, the host state and the page's directives.
pub struct BrowserHost {
    engine: Engine,
    state: Rc<BrowserState>,
    clicks: Vec<String>,
    wait_override: Option<u64>,
    choices_out: Option<std::path::PathBuf>,
    /// `evloop repl`'s session.
    repl: Option<evloop_core::repl::Session>,
}

/// `evloop repl --host=browser`: an interactive session (see `repl.rs`); the exit code.
pub fn repl(options: &Options, input: Box<dyn evloop_core::repl::LineSource>) -> i32 {
    repl::run(options, input)
}

const BOOTSTRAP: evloop_engine::embedded::EmbeddedJs = evloop_engine::embed_js!("js/bootstrap.js");

impl BrowserHost {
    pub fn new(options: &Options) -> Result<Self, String> {
        let clock = Rc::new(Clock::new(options.clock));
        let fps = if options.fps.is_finite() && options.fps > 0.0 {
            options.fps
        } else {
            60.0
        };
        let state = Rc::new(BrowserState {
            inner: RefCell::new(Inner {
                tasks: BinaryHeap::new(),
                next_seq: 0,
                timers: HashMap::new(),
                next_timer_id: 1,
                next_timer_handle: 0,
                running_timer_nesting: None,
                animation_frames: Vec::new(),
                next_animation_frame: 1,
                render_scheduled: false,
                frame_ns: (1e9 / fps).round().max(1.0) as u64,
                idle_pending: Vec::new(),
                idle_runnable: VecDeque::new(),
                next_idle: 1,
                idle_deadline_ns: None,
                idle_not_before_ns: (1e9 / fps).round().max(1.0) as u64,
                before_first_idle: true,
                hooks: HashMap::new(),
                checkpoint_running: false,
                turn: 0,
                trace: Trace::for_target(options.trace.as_ref()),
                budget: Budget::new(options.limits),
                stop: None,
                culprit: None,
                schedule: Schedule::new(options.schedule.clone()),
                vsync_raced: false,
                repl_capture: false,
                routes: Vec::new(),
            }),
            clock: clock.clone(),
            out: RefCell::new(Output::default()),
        });
        let mut engine = Engine::new(clock, state.clone())?;
        state.inner.borrow_mut().budget.meter(engine.step_counter());
        engine.watch_heap_limit();
        engine.set_loop_limit(options.limits.max_loop_iterations);
        engine.set_intl_values(intl_values::supported_values);
        let mut all_ops = evloop_engine::engine_ops();
        all_ops.extend(evloop_engine::web::web_ops());
        all_ops.extend(ops::browser_ops());
        engine.install_ops("__evloop_browser", &all_ops);
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
        let bootstrap = ops::dev_source("bootstrap");
        engine.eval_internal(
            "evloop:browser/bootstrap",
            bootstrap.as_deref().unwrap_or(BOOTSTRAP.text()),
        )?;
        Ok(BrowserHost {
            engine,
            state,
            clicks: options.clicks.clone(),
            wait_override: options.wait_ms,
            choices_out: options.choices_out.clone(),
            repl: None,
        })
    }

    /// Runs the page: `path` is the script (already read as `source`).
    pub fn run(mut self, path: &str, source: &str) -> Outcome {
        // Output written before a fatal signal goes out before the process dies by it.
        evloop_core::signals::install_fatal_defaults();
        let outcome = match Directives::parse(source) {
            Err(e) => {
                let message = format!("evloop: {path}: {e}\n");
                self.state.out.borrow_mut().write_stderr(&message);
                Outcome::Error(2)
            }
            Ok(mut directives) => {
                self.state.inner.borrow_mut().routes = directives.routes.clone();
                directives.clicks.extend(self.clicks.clone());
                if let Some(ms) = self.wait_override {
                    directives.wait_ms = ms;
                }
                match self.run_page(path, source, &directives) {
                    Ok(()) => Outcome::Done,
                    Err(Stop::Error(code)) | Err(Stop::Exit(code)) => Outcome::Error(code),
                    Err(Stop::Reset) => Outcome::Done,
                    Err(Stop::Budget(why)) => {
                        let message = self.diagnose(&why);
                        self.state
                            .out
                            .borrow_mut()
                            .write_stderr(&format!("{message}\n"));
                        Outcome::Budget(message)
                    }
                    Err(Stop::HeapLimit(hit)) => {
                        let report = self.heap_report(&hit);
                        self.state.out.borrow_mut().write_stderr(&report);
                        Outcome::HeapLimit(report)
                    }
                }
            }
        };
        self.state.out.borrow_mut().flush();
        {
            let mut inner = self.state.inner.borrow_mut();
            let inner = &mut *inner;
            evloop_core::finish_run(
                &inner.schedule,
                &mut inner.trace,
                &mut self.state.out.borrow_mut(),
                self.choices_out.as_deref(),
            );
        }
        outcome
    }

    fn call_hook(&mut self, name: &str, args: &[Val]) -> Result<Val, Stop> {
        let Some(id) = self.state.hook(name) else {
            return Ok(Val::Undefined);
        };
        match self.engine.call(id, args, false) {
            Ok(v) => Ok(v),
            Err(thrown) => {
                report_exception(&mut self.engine, &self.state, thrown)?;
                Ok(Val::Undefined)
            }
        }
    }

    fn set_culprit(&mut self, id: CallbackId) {
        let what = self.engine.describe(id);
        self.state.inner.borrow_mut().culprit = Some(what);
    }

    fn checkpoint(&mut self) -> Step {
        if self.repl.is_some() {
            return self.gated_checkpoint();
        }
        perform_checkpoint(&mut self.engine, &self.state)
    }

    fn trace(
        &mut self,
        phase: &'static str,
        kind: &'static str,
        detail: impl FnOnce(&mut Engine) -> String,
    ) {
        if self.state.tracing() {
            let detail = detail(&mut self.engine);
            self.state.trace_event(phase, kind, detail);
        }
    }

    /// The run of callback `key` from a keyed queue (timers, tasks, frames, idle).
    fn trace_run_of(
        &mut self,
        phase: &'static str,
        key: CallbackId,
        detail: impl FnOnce(&mut Engine) -> String,
    ) {
        if self.state.tracing() {
            let detail = detail(&mut self.engine);
            self.state.trace_event_as(phase, "run", Some(key), detail);
        }
    }

    fn diagnose(&self, why: &Exhausted) -> String {
        let inner = self.state.inner.borrow();
        let now = self.state.clock.now_ms();
        let mut alive = Vec::new();
        let intervals = inner.timers.values().filter(|t| t.repeat).count();
        if !inner.timers.is_empty() {
            alive.push(format!(
                "{} timer(s), {intervals} of them interval(s) never cleared",
                inner.timers.len()
            ));
        }
        if !inner.animation_frames.is_empty() {
            alive.push(format!(
                "{} animation frame callback(s)",
                inner.animation_frames.len()
            ));
        }
        let idle = inner.idle_pending.len() + inner.idle_runnable.len();
        if idle > 0 {
            alive.push(format!("{idle} idle callback(s)"));
        }
        let kept = if alive.is_empty() {
            "nothing".to_string()
        } else {
            alive.join(", ")
        };
        let fed = match &inner.culprit {
            Some(who) => format!("; the last callback was {who}"),
            None => String::new(),
        };
        match why {
            Exhausted::Callbacks { limit } => format!(
                "evloop: stopped after {limit} callbacks (--max-callbacks) at {now} ms of virtual time; the page was kept busy by {kept}{fed}"
            ),
            Exhausted::Starved { queue, limit } => format!(
                "evloop: the {queue} queue never emptied: {limit} callbacks in one checkpoint (--max-drain); it starved the event loop (each callback queued another){}",
                fed.replace("the last callback", "the next callback")
            ),
            Exhausted::Loop { limit } => format!(
                "evloop: a synchronous loop ran {limit} iterations in one function (--max-loop-iterations) at {now} ms of virtual time; the real page would hang here"
            ),
            Exhausted::Until { ms } => format!(
                "evloop: stopped at {ms} ms of virtual time (--until); the page was kept busy by {kept}"
            ),
            Exhausted::WaitForever => {
                "evloop: the page would wait forever".to_string()
            }
            Exhausted::Steps { limit, callbacks } => format!(
                "evloop: the page fed itself: {callbacks} callbacks came to {limit} steps of work (--max-steps) at {now} ms of virtual time; the page was kept busy by {kept}{fed}"
            ),
        }
    }

    /// The end of a page that passed the heap limit: evloop's diagnosis (a renderer
    /// out of memory prints nothing to the console).
    fn heap_report(&self, hit: &evloop_engine::HeapLimitHit) -> String {
        let mut out = hit.summary();
        if let Some((inner, callers)) = hit.frames.split_first() {
            out.push_str(&format!("evloop: it was allocating in {inner}"));
            if !callers.is_empty() {
                out.push_str(&format!(", called from {}", callers.join(", from ")));
            }
            out.push('\n');
        }
        let turn = self.state.inner.borrow().turn;
        out.push_str(&format!(
            "evloop: the page was running {}, in loop turn {turn} at {} ms of virtual time, after {} callbacks; Chromium's renderer would crash here (\"Aw, Snap!\")\n",
            hit.callback.as_deref().unwrap_or("a task"),
            self.state.clock.now_ms(),
            self.state.inner.borrow().budget.callbacks
        ));
        out
    }
}
