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
//! **Task selection policy** (the HTML Standard leaves it to the user agent): the task
//! that became runnable first runs first, whatever its source; ties go to the task queued
//! first. A timer's task becomes runnable when it expires; a rendering task at the vsync
//! tick after `requestAnimationFrame`; other tasks when they are queued.

mod directives;
mod html;
mod ops;
mod repl;

use std::cell::RefCell;
use std::cmp::Ordering;
use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::rc::Rc;

use evloop_core::{
    Budget, BudgetLimits, CallbackId, Clock, ClockMode, Exhausted, Output, Schedule, Trace,
    TraceEvent, TraceFormat,
};
use evloop_engine::{Engine, Js, Thrown, Val};

pub use directives::{Directives, DEFAULT_WAIT_MS};
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

/// Where the user agent's first click lands after `load` (Playwright's actionability
/// checks wait for the element to be stable over animation frames first).
const CLICK_DELAY_NS: u64 = 50_000_000;
/// Between the mouse move, press and release of one click: separate input events, which
/// Chromium favours over other tasks, so a 0 ms timer set by `mousedown` runs after the
/// click's `mouseup` and `click` (seen in Chromium every run).
const CLICK_STEP_NS: u64 = 0;
/// The longest idle period (requestIdleCallback §"start an idle period": 50 ms).
const IDLE_PERIOD_MAX_NS: u64 = 50_000_000;
/// Timer nesting level above which a timeout under 4 ms becomes 4 ms (HTML "timer
/// initialization steps", step 5).
const TIMER_NESTING_CLAMP_LEVEL: u32 = 5;
const TIMER_CLAMP_MS: i64 = 4;

/// The task sources that matter for ordering (HTML §8.1.7.4 "Generic task sources").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    DomManipulation,
    UserInteraction,
    Networking,
    Timer,
    PostedMessage,
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
    /// JavaScript half.
    Call(CallbackId),
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
    work: Work,
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
}

type Step = Result<(), Stop>;

impl BrowserState {
    fn hook(&self, name: &str) -> Option<CallbackId> {
        self.inner.borrow().hooks.get(name).copied()
    }

    /// Queues a task on `source`, runnable at `ready_ns`.
    pub(crate) fn queue_task_at(&self, source: Source, ready_ns: u64, work: Work) {
        let mut inner = self.inner.borrow_mut();
        let seq = inner.next_seq;
        inner.next_seq += 1;
        inner.tasks.push(Task {
            ready_ns,
            seq,
            source,
            work,
        });
    }

    /// Queues a task on `source`, runnable now.
    pub(crate) fn queue_task(&self, source: Source, work: Work) {
        self.queue_task_at(source, self.clock.now_ns(), work);
    }

    /// "Timer initialization steps": arms timer `id` (new, or an interval re-arming)
    /// with the nesting level of the running task.
    pub(crate) fn start_timer(&self, id: i32, callable: CallbackId, timeout: i64, repeat: bool) {
        let now = self.clock.now_ns();
        let (due, handle, nesting) = {
            let mut inner = self.inner.borrow_mut();
            // Step 3: the nesting level is the running task's, if it is a timer task.
            let nesting = inner.running_timer_nesting.unwrap_or(0);
            // Steps 4-5: no negative timeouts; clamp deeply nested short timers.
            let mut ms = timeout.max(0);
            if nesting > TIMER_NESTING_CLAMP_LEVEL && ms < TIMER_CLAMP_MS {
                ms = TIMER_CLAMP_MS;
            }
            inner.next_timer_handle += 1;
            let handle = inner.next_timer_handle;
            inner.timers.insert(
                id,
                Timer {
                    callable,
                    timeout,
                    repeat,
                    handle,
                },
            );
            (now + ms as u64 * 1_000_000, handle, nesting + 1)
        };
        self.queue_task_at(
            Source::Timer,
            due,
            Work::Timer {
                id,
                handle,
                nesting,
            },
        );
    }

    /// `requestAnimationFrame` needs a rendering opportunity: the next vsync tick.
    pub(crate) fn schedule_render(&self) {
        let tick = {
            let mut inner = self.inner.borrow_mut();
            if inner.render_scheduled {
                return;
            }
            inner.render_scheduled = true;
            let now = self.clock.now_ns();
            let tick = (now / inner.frame_ns + 1) * inner.frame_ns;
            // Race point (B7): the display's vsync phase is not the page's; the first
            // rendering opportunity may come at once, before tasks already queued.
            if inner.vsync_raced {
                tick
            } else {
                inner.vsync_raced = true;
                let choice = inner.schedule.choose(2, |k| {
                    if k == 0 {
                        format!(
                            "the first rendering opportunity came at the vsync tick ({:.1} ms)",
                            tick as f64 / 1e6
                        )
                    } else {
                        "the first rendering opportunity came at once (the vsync was due)"
                            .to_string()
                    }
                });
                if choice == 0 {
                    tick
                } else {
                    now
                }
            }
        };
        self.queue_task_at(Source::Rendering, tick, Work::Render);
    }

    pub(crate) fn trace_event(&self, phase: &'static str, kind: &'static str, detail: String) {
        self.trace_event_as(phase, kind, None, detail);
    }

    /// Records an event; `key` (a callback's id) links a keyed queue's run to its queueing.
    pub(crate) fn trace_event_as(
        &self,
        phase: &'static str,
        kind: &'static str,
        key: Option<CallbackId>,
        detail: String,
    ) {
        let at_ns = self.clock.now_ns();
        let mut inner = self.inner.borrow_mut();
        let turn = inner.turn;
        let event = TraceEvent {
            at_ns,
            turn,
            phase,
            kind,
            detail,
        };
        inner.trace.record_as(event, key.map(|k| k.0 as u64));
    }

    fn tracing(&self) -> bool {
        self.inner.borrow().trace.enabled()
    }

    fn now_ms_f64(&self) -> f64 {
        self.clock.now_ns() as f64 / 1e6
    }
}

/// HTML "perform a microtask checkpoint" (B3), from the loop or from inside an op (the
/// listeners of a browser-dispatched event): run every microtask, reporting exceptions,
/// then notify about rejected promises.
pub(crate) fn perform_checkpoint<J: Js + ?Sized>(js: &mut J, st: &BrowserState) -> Step {
    {
        let mut inner = st.inner.borrow_mut();
        if inner.checkpoint_running {
            return Ok(());
        }
        inner.checkpoint_running = true;
    }
    let result = drain_microtasks(js, st);
    st.inner.borrow_mut().checkpoint_running = false;
    result
}

fn drain_microtasks<J: Js + ?Sized>(js: &mut J, st: &BrowserState) -> Step {
    let mut ran = 0u64;
    loop {
        if js.microtasks_empty() {
            break;
        }
        let charged = st.inner.borrow_mut().budget.charge_drain("microtask", ran);
        if let Err(why) = charged {
            let next = js.describe_next_microtask();
            st.inner.borrow_mut().culprit = next;
            return Err(Stop::Budget(why));
        }
        ran += 1;
        if st.tracing() {
            let what = js.describe_next_microtask().unwrap_or_default();
            st.trace_event("microtask", "run", what);
        }
        match js.run_one_microtask() {
            Ok(true) => {}
            Ok(false) => break,
            Err(thrown) => report_exception(js, st, thrown)?,
        }
    }
    // B11: notify about rejected promises (the JavaScript half keeps the lists).
    if js.has_rejections() {
        if let Some(hook) = st.hook("notifyRejections") {
            if let Err(thrown) = js.call(hook, &[], false) {
                report_exception(js, st, thrown)?;
            }
        }
    }
    Ok(())
}

/// HTML "report an exception": the JavaScript half fires `error` at the window and, if
/// no handler cancelled it, logs `Uncaught ...` the way Chrome's console does.
pub(crate) fn report_exception<J: Js + ?Sized>(
    js: &mut J,
    st: &BrowserState,
    thrown: Thrown,
) -> Step {
    match thrown {
        Thrown::Value(id) => {
            let reported = match st.hook("reportException") {
                Some(hook) => js.call(hook, &[Val::Stored(id)], false).is_ok(),
                None => false,
            };
            js.release(id);
            if !reported {
                st.out
                    .borrow_mut()
                    .write_stderr("Uncaught (the error could not be reported)\n");
            }
            Ok(())
        }
        Thrown::Exit(code) => Err(st
            .inner
            .borrow_mut()
            .stop
            .take()
            .unwrap_or(Stop::Error(code))),
        Thrown::LoopLimit(limit) => Err(Stop::Budget(Exhausted::Loop { limit })),
        // `evloop repl`'s Ctrl-C: the task ends there, as after an uncaught error.
        Thrown::Interrupted => {
            st.out
                .borrow_mut()
                .write_stderr("Uncaught Error: Script execution was interrupted\n");
            Ok(())
        }
        Thrown::Fatal(message) => {
            // V8 throws a catchable RangeError here; Boa ends the script. The page goes
            // on, as Chrome's would after an uncaught RangeError.
            st.out
                .borrow_mut()
                .write_stderr(&format!("Uncaught {message}\n"));
            Ok(())
        }
    }
}

/// The browser host: an engine, the host state and the page's directives.
pub struct BrowserHost {
    engine: Engine,
    state: Rc<BrowserState>,
    trace_target: Option<(TraceFormat, TraceTarget)>,
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

const BOOTSTRAP: &str = include_str!("../js/bootstrap.js");

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
                trace: Trace::new(options.trace.is_some()),
                budget: Budget::new(options.limits),
                stop: None,
                culprit: None,
                schedule: Schedule::new(options.schedule.clone()),
                vsync_raced: false,
                repl_capture: false,
            }),
            clock: clock.clone(),
            out: RefCell::new(Output::default()),
        });
        let mut engine = Engine::new(clock, state.clone())?;
        engine.set_loop_limit(options.limits.max_loop_iterations);
        let mut all_ops = evloop_engine::engine_ops();
        all_ops.extend(ops::browser_ops());
        engine.install_ops("__evloop_browser", &all_ops);
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
        engine.eval_internal("evloop:browser/bootstrap", BOOTSTRAP)?;
        Ok(BrowserHost {
            engine,
            state,
            trace_target: options.trace.clone(),
            clicks: options.clicks.clone(),
            wait_override: options.wait_ms,
            choices_out: options.choices_out.clone(),
            repl: None,
        })
    }

    /// Runs the page: `path` is the script (already read as `source`).
    pub fn run(mut self, path: &str, source: &str) -> Outcome {
        let outcome = match Directives::parse(source) {
            Err(e) => {
                let message = format!("evloop: {path}: {e}\n");
                self.state.out.borrow_mut().write_stderr(&message);
                Outcome::Error(2)
            }
            Ok(mut directives) => {
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
                }
            }
        };
        self.state.out.borrow_mut().flush();
        if let Some(path) = &self.choices_out {
            let record = self.state.inner.borrow().schedule.render();
            let _ = std::fs::write(path, record);
        }
        if let Some((format, target)) = &self.trace_target {
            let text = self.state.inner.borrow().trace.render(*format);
            if let Err(e) = target.write(&text) {
                self.state
                    .out
                    .borrow_mut()
                    .write_stderr(&format!("evloop: {e}\n"));
            }
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

    fn run_page(&mut self, path: &str, source: &str, directives: &Directives) -> Step {
        // The parser builds the body from the @html markup before it reaches the script.
        // The page is the markup followed by the script's own element, as the Chromium
        // oracle serves it: `<script src="NAME.js">` at the end of the body.
        let name = std::path::Path::new(path)
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let markup = format!("{}<script src=\"/{name}\"></script>", directives.html);
        self.call_hook("loadBody", &[Val::Str(markup)])?;
        self.run_script(path, source)?;
        // "The end" of parsing: DOMContentLoaded, then load, each its own task.
        self.state.queue_task(
            Source::DomManipulation,
            Work::Lifecycle(Lifecycle::DomContentLoaded),
        );
        let wait_end_ns = directives.wait_ms.saturating_mul(1_000_000);
        self.run_loop(&directives.clicks, wait_end_ns)
    }

    /// The script runs as the task of a classic `<script>` element; "clean up after
    /// running script" performs a microtask checkpoint.
    fn run_script(&mut self, path: &str, source: &str) -> Step {
        self.trace("task:networking", "run", |_| {
            format!("classic script {path}")
        });
        self.charge()?;
        match self.engine.run_script(path, source) {
            Err(syntax) => {
                // Chrome logs the SyntaxError and the page goes on without the script;
                // evloop also points at the line, for the person reading.
                let text = render_syntax_error(path, source, &syntax);
                self.state.out.borrow_mut().write_stderr(&text);
                return Err(Stop::Error(1));
            }
            Ok(Ok(_)) => {}
            Ok(Err(thrown)) => report_exception(&mut self.engine, &self.state, thrown)?,
        }
        self.checkpoint()
    }

    fn charge(&mut self) -> Step {
        self.state
            .inner
            .borrow_mut()
            .budget
            .charge()
            .map_err(Stop::Budget)
    }

    /// The event loop's processing model (B2), until the page is quiet or `wait_end_ns`.
    fn run_loop(&mut self, clicks: &[String], wait_end_ns: u64) -> Step {
        let mut clicks_scheduled = false;
        loop {
            let now = self.state.clock.now_ns();
            let budget_time = self.state.inner.borrow().budget.check_time(now / 1_000_000);
            budget_time.map_err(Stop::Budget)?;
            let next = self.state.inner.borrow().tasks.peek().map(|t| t.ready_ns);
            match next {
                Some(ready) if ready <= now => {
                    let task = self.select_task(now);
                    if let Some(task) = task {
                        let loaded = matches!(task.work, Work::Lifecycle(Lifecycle::Load));
                        self.run_task(task, clicks)?;
                        if loaded && !clicks_scheduled {
                            clicks_scheduled = true;
                            self.schedule_clicks(clicks);
                        }
                    }
                    continue;
                }
                _ => {}
            }
            // No runnable task: an idle period, if callbacks wait for one.
            if self.start_idle_period(now, next) {
                continue;
            }
            let idle_wake = {
                let inner = self.state.inner.borrow();
                (!inner.idle_pending.is_empty()).then_some(inner.idle_not_before_ns)
            };
            let wake = match (next, idle_wake) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            match wake {
                Some(t) if t <= wait_end_ns => {
                    self.state
                        .inner
                        .borrow()
                        .budget
                        .check_time(t / 1_000_000)
                        .map_err(Stop::Budget)?;
                    self.state.clock.wait_until(t);
                }
                // Quiet, or the page's time is over.
                _ => return Ok(()),
            }
        }
    }

    /// Takes the task to run now. Race point (B1): which task queue to take from is the
    /// user agent's choice; evloop's policy takes the task that became runnable first,
    /// and `--explore` tries the first task of every other source that has one runnable.
    fn select_task(&mut self, now: u64) -> Option<Task> {
        let mut inner = self.state.inner.borrow_mut();
        let mut runnable = Vec::new();
        while inner.tasks.peek().is_some_and(|t| t.ready_ns <= now) {
            runnable.extend(inner.tasks.pop());
        }
        // The first runnable task of each source, in policy order.
        let mut heads: Vec<usize> = Vec::new();
        for (i, t) in runnable.iter().enumerate() {
            if !heads.iter().any(|&h| runnable[h].source == t.source) {
                heads.push(i);
            }
        }
        let pick = if heads.len() > 1 {
            let names: Vec<&'static str> =
                heads.iter().map(|&h| runnable[h].source.name()).collect();
            let k = inner.schedule.choose(heads.len(), |k| {
                let others: Vec<&str> = names
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| *j != k)
                    .map(|(_, n)| *n)
                    .collect();
                format!(
                    "the event loop took the {} task before {}",
                    names[k],
                    others.join(", ")
                )
            });
            heads[k]
        } else {
            0
        };
        let mut chosen = None;
        for (i, t) in runnable.into_iter().enumerate() {
            if i == pick {
                chosen = Some(t);
            } else {
                inner.tasks.push(t);
            }
        }
        chosen
    }

    fn schedule_clicks(&mut self, clicks: &[String]) {
        let start = self.state.clock.now_ns() + CLICK_DELAY_NS;
        for (index, _) in clicks.iter().enumerate() {
            let at = start + index as u64 * CLICK_DELAY_NS;
            for (k, phase) in [ClickPhase::Move, ClickPhase::Press, ClickPhase::Release]
                .into_iter()
                .enumerate()
            {
                self.state.queue_task_at(
                    Source::UserInteraction,
                    at + k as u64 * CLICK_STEP_NS,
                    Work::Click { index, phase },
                );
            }
        }
    }

    /// B2 steps 1-2: run the task, then perform a microtask checkpoint.
    fn run_task(&mut self, task: Task, clicks: &[String]) -> Step {
        self.state.inner.borrow_mut().turn += 1;
        let phase = task.source.name();
        match task.work {
            Work::Call(id) => {
                self.gate(phase, |e| e.describe(id))?;
                self.set_culprit(id);
                self.trace_run_of(phase, id, |e| e.describe(id));
                self.charge()?;
                if let Err(thrown) = self.engine.call(id, &[], true) {
                    report_exception(&mut self.engine, &self.state, thrown)?;
                }
            }
            Work::Timer {
                id,
                handle,
                nesting,
            } => {
                // Chromium keeps the timer nesting level through the checkpoint after
                // the timer task: a timer set from its microtasks inherits it (unlike
                // the HTML text, which resets it for microtasks).
                let result = self
                    .run_timer(id, handle, nesting)
                    .and_then(|()| self.checkpoint());
                self.state.inner.borrow_mut().running_timer_nesting = None;
                return result;
            }
            Work::Render => self.update_the_rendering()?,
            Work::Idle => self.run_idle_task()?,
            Work::IdleTimeout(handle) => self.run_idle_timeout(handle)?,
            Work::Click {
                index,
                phase: click,
            } => {
                let selector = clicks.get(index).cloned().unwrap_or_default();
                self.gate(phase, |_| {
                    format!("user click on {selector}: {} events", click.name())
                })?;
                self.trace(phase, "run", |_| {
                    format!("user click on {selector}: {} events", click.name())
                });
                self.charge()?;
                let found = self.call_hook(
                    "userClick",
                    &[
                        Val::Num(index as f64),
                        Val::Str(selector.clone()),
                        Val::Str(click.name().into()),
                    ],
                )?;
                if found == Val::Bool(false) {
                    self.state.out.borrow_mut().write_stderr(&format!(
                        "evloop: @click selector matched nothing: {selector}\n"
                    ));
                    return Err(Stop::Error(2));
                }
            }
            Work::Lifecycle(which) => {
                let name = match which {
                    Lifecycle::DomContentLoaded => "DOMContentLoaded",
                    Lifecycle::Load => "load",
                };
                self.gate(phase, |_| format!("fire '{name}'"))?;
                self.trace(phase, "run", |_| format!("fire '{name}'"));
                self.charge()?;
                self.call_hook("lifecycle", &[Val::Str(name.into())])?;
                if which == Lifecycle::DomContentLoaded {
                    self.state
                        .queue_task(Source::DomManipulation, Work::Lifecycle(Lifecycle::Load));
                }
            }
        }
        self.checkpoint()
    }

    /// A timer's task (HTML "timer initialization steps", step 9).
    fn run_timer(&mut self, id: i32, handle: u64, nesting: u32) -> Step {
        let callable = {
            let inner = self.state.inner.borrow();
            match inner.timers.get(&id) {
                // Cleared (or re-used): abort.
                Some(t) if t.handle == handle => t.callable,
                _ => return Ok(()),
            }
        };
        self.gate("task:timer", |e| {
            format!("timer {id}: {}", e.describe(callable))
        })?;
        self.set_culprit(callable);
        self.trace_run_of("task:timer", callable, |e| {
            format!("timer {id}: {}", e.describe(callable))
        });
        self.charge()?;
        self.state.inner.borrow_mut().running_timer_nesting = Some(nesting);
        if let Err(thrown) = self.engine.call(callable, &[], false) {
            report_exception(&mut self.engine, &self.state, thrown)?;
        }
        // Steps 9.7-9.10: cleared during the callback? Otherwise re-arm an interval or
        // forget the timer.
        let rearm = {
            let mut inner = self.state.inner.borrow_mut();
            match inner.timers.get(&id) {
                Some(t) if t.handle == handle && t.repeat => Some(t.timeout),
                Some(t) if t.handle == handle => {
                    inner.timers.remove(&id);
                    self.engine.release(callable);
                    None
                }
                _ => None,
            }
        };
        if let Some(timeout) = rearm {
            self.state.start_timer(id, callable, timeout, true);
        }
        Ok(())
    }

    /// "Update the rendering" (B7) for this rendering opportunity: of its steps, only the
    /// animation frame callbacks are observable without layout.
    fn update_the_rendering(&mut self) -> Step {
        let (handles, frame_time) = {
            let mut inner = self.state.inner.borrow_mut();
            inner.render_scheduled = false;
            let handles: Vec<u32> = inner.animation_frames.iter().map(|(h, _)| *h).collect();
            (handles, self.state.now_ms_f64())
        };
        self.trace("rendering", "run", |_| {
            format!(
                "update the rendering: {} animation frame callback(s)",
                handles.len()
            )
        });
        // "Run the animation frame callbacks": a snapshot of the handles; a callback
        // cancelled by an earlier one is skipped; each gets the same timestamp.
        for handle in handles {
            let callable = {
                let mut inner = self.state.inner.borrow_mut();
                let at = inner
                    .animation_frames
                    .iter()
                    .position(|(h, _)| *h == handle);
                at.map(|i| inner.animation_frames.remove(i).1)
            };
            let Some(callable) = callable else { continue };
            self.gate("rendering", |e| {
                format!("requestAnimationFrame {handle}: {}", e.describe(callable))
            })?;
            self.set_culprit(callable);
            self.trace_run_of("rendering", callable, |e| {
                format!("requestAnimationFrame {handle}: {}", e.describe(callable))
            });
            self.charge()?;
            if let Err(thrown) = self.engine.call(callable, &[Val::Num(frame_time)], true) {
                report_exception(&mut self.engine, &self.state, thrown)?;
            }
            // Clean up after running a callback: the stack is empty, so a checkpoint.
            self.checkpoint()?;
        }
        Ok(())
    }

    /// requestIdleCallback "start an idle period" when the loop has no runnable task.
    /// Returns whether a period started.
    fn start_idle_period(&mut self, now: u64, next_task: Option<u64>) -> bool {
        let mut inner = self.state.inner.borrow_mut();
        if inner.idle_pending.is_empty() || inner.idle_deadline_ns.is_some() {
            return false;
        }
        if now < inner.idle_not_before_ns {
            // Race point: Chromium gives a page idle time once its first frame is out
            // (9 runs in 10: 1 ms and 5 ms timers set by the script run before an idle
            // callback), but its scheduler can find the main thread idle earlier.
            if !inner.before_first_idle {
                return false;
            }
            let gate = inner.idle_not_before_ns;
            let choice = inner.schedule.choose(2, |k| {
                if k == 0 {
                    format!(
                        "no idle period before the page's first frame ({:.1} ms)",
                        gate as f64 / 1e6
                    )
                } else {
                    format!(
                        "an idle period started at {} ms, before the page's first frame",
                        now as f64 / 1e6
                    )
                }
            });
            if choice == 0 {
                return false;
            }
        }
        inner.before_first_idle = false;
        // Race point: Chromium's scheduler decides when the main thread is idle; a task
        // due soon (a timer, the next frame) may come first. evloop starts the period at
        // once; `--explore` also tries it after that task.
        if let Some(t) = next_task.filter(|&t| t > now && t - now <= IDLE_PERIOD_MAX_NS) {
            let choice = inner.schedule.choose(2, |k| {
                let at = t as f64 / 1e6;
                if k == 0 {
                    format!(
                        "an idle period started at {} ms, before the task due at {at} ms",
                        now as f64 / 1e6
                    )
                } else {
                    format!("the idle period waited for the task due at {at} ms")
                }
            });
            if choice == 1 {
                inner.idle_not_before_ns = t + 1;
                return false;
            }
        }
        // The deadline: 50 ms at most, and not past the next timer or frame.
        let mut deadline = now + IDLE_PERIOD_MAX_NS;
        if let Some(t) = next_task {
            deadline = deadline.min(t);
        }
        let pending = std::mem::take(&mut inner.idle_pending);
        inner.idle_runnable.extend(pending);
        inner.idle_deadline_ns = Some(deadline);
        inner.idle_not_before_ns = deadline;
        drop(inner);
        self.state.queue_task(Source::IdleTask, Work::Idle);
        true
    }

    /// "Invoke idle callbacks": one callback per task while the period lasts.
    fn run_idle_task(&mut self) -> Step {
        let now = self.state.clock.now_ns();
        let (next, deadline) = {
            let mut inner = self.state.inner.borrow_mut();
            let Some(deadline) = inner.idle_deadline_ns else {
                return Ok(());
            };
            if now >= deadline {
                inner.idle_deadline_ns = None;
                return Ok(());
            }
            (inner.idle_runnable.pop_front(), deadline)
        };
        let Some((handle, callable)) = next else {
            self.state.inner.borrow_mut().idle_deadline_ns = None;
            return Ok(());
        };
        self.run_idle_callback(handle, callable, deadline as f64 / 1e6, false)?;
        let more = !self.state.inner.borrow().idle_runnable.is_empty();
        if more {
            self.state.queue_task(Source::IdleTask, Work::Idle);
        } else {
            self.state.inner.borrow_mut().idle_deadline_ns = None;
        }
        Ok(())
    }

    fn run_idle_timeout(&mut self, handle: u32) -> Step {
        let callable = {
            let mut inner = self.state.inner.borrow_mut();
            if let Some(i) = inner.idle_pending.iter().position(|(h, _)| *h == handle) {
                Some(inner.idle_pending.remove(i).1)
            } else if let Some(i) = inner.idle_runnable.iter().position(|(h, _)| *h == handle) {
                inner.idle_runnable.remove(i).map(|(_, c)| c)
            } else {
                None
            }
        };
        match callable {
            Some(callable) => {
                let now = self.state.now_ms_f64();
                self.run_idle_callback(handle, callable, now, true)
            }
            None => Ok(()),
        }
    }

    fn run_idle_callback(
        &mut self,
        handle: u32,
        callable: CallbackId,
        deadline_ms: f64,
        did_timeout: bool,
    ) -> Step {
        self.gate("idle", |e| {
            format!("requestIdleCallback {handle}: {}", e.describe(callable))
        })?;
        self.set_culprit(callable);
        self.trace_run_of("idle", callable, |e| {
            format!("requestIdleCallback {handle}: {}", e.describe(callable))
        });
        self.charge()?;
        if let Some(hook) = self.state.hook("runIdleCallback") {
            let args = [
                Val::Stored(callable),
                Val::Num(deadline_ms),
                Val::Bool(did_timeout),
            ];
            if let Err(thrown) = self.engine.call(hook, &args, false) {
                report_exception(&mut self.engine, &self.state, thrown)?;
            }
        }
        self.engine.release(callable);
        Ok(())
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
        }
    }
}

/// A syntax error, Chrome-style first line, then where it is.
fn render_syntax_error(path: &str, source: &str, e: &evloop_engine::SyntaxErrorData) -> String {
    let mut out = format!("Uncaught SyntaxError: {}\n", e.message);
    if e.line > 0 {
        out.push_str(&format!("    at {path}:{}:{}\n", e.line, e.column));
        if let Some(line) = source.lines().nth(e.line as usize - 1) {
            out.push_str(&format!("{line}\n"));
            let caret = " ".repeat(e.column.saturating_sub(1) as usize);
            out.push_str(&format!("{caret}^\n"));
        }
    }
    out
}
