//! `evloop repl --host=browser`: a session on the browser model, as a DevTools console on
//! an empty page whose event loop runs only when the user steps it.
//!
//! As in the Node host (see `hosts/node/src/repl.rs`), the loop is the one `evloop run`
//! uses; before every task callback and every microtask of a host checkpoint it calls
//! [`BrowserHost::gate`], which pauses there in a session. Microtasks of a checkpoint that
//! runs inside an operation (between the listeners of `el.click()`) are not gated: they
//! run with the operation, as one step.

use evloop_core::repl::{self as session, LineSource, Mode, ReplEngine, ReplHost, Session};
use evloop_core::{Exhausted, TraceFormat, TraceTarget};
use evloop_engine::{Engine, Val};

use crate::{
    report_exception, BrowserHost, Directives, Lifecycle, Options, Source, Step, Stop, Work,
};

/// Runs a session until `.exit` or the end of input; returns the exit code.
pub fn run(options: &Options, input: Box<dyn LineSource>) -> i32 {
    let mut options = options.clone();
    // The session reads everything from the trace (it is never written out, so the
    // JSON form: the text form would stream to a terminal as events happen).
    options.trace = Some((TraceFormat::Json, TraceTarget::Kept));
    let mut input = Some(input);
    let mut banner = true;
    loop {
        let mut host = match BrowserHost::new(&options) {
            Ok(h) => h,
            Err(e) => {
                eprintln!("evloop: {e}");
                return 70;
            }
        };
        let Some(lines) = input.take() else { return 70 };
        let session = Session::new(lines);
        if let Some(flag) = session.interrupt_flag() {
            host.engine.set_interrupt(flag);
        }
        host.repl = Some(session);
        host.engine.trust_global_getters();
        host.state.inner.borrow_mut().repl_capture = true;
        if banner {
            session::say(&mut Driver(&mut host), "evloop repl: the HTML event loop as Chromium runs it, on an empty page, virtual time. The loop runs only when you step it (.step, .turn, .tick MS, .run); .queues shows what waits, .help lists the commands.");
            banner = false;
        }
        // An empty page, parsed and loaded: its lifecycle tasks wait in the queue.
        let loaded = host
            .call_hook("loadBody", &[Val::Str(String::new())])
            .map(|_| {
                host.state.queue_task(
                    Source::DomManipulation,
                    Work::Lifecycle(Lifecycle::DomContentLoaded),
                )
            });
        let outcome = loaded.and_then(|()| host.top_level());
        host.state.out.borrow_mut().flush();
        match outcome {
            Err(Stop::Reset) => {
                input = host.repl.take().map(Session::into_input);
                session::say(
                    &mut Driver(&mut host),
                    "(a new session: empty queues, time 0)",
                );
                host.state.out.borrow_mut().flush();
            }
            Err(Stop::Exit(code)) | Err(Stop::Error(code)) => return code,
            Err(Stop::HeapLimit(hit)) => {
                let report = host.heap_report(&hit);
                host.state.out.borrow_mut().write_stderr(&report);
                return 134;
            }
            Ok(()) | Err(Stop::Budget(_)) => return 0,
        }
    }
}

impl BrowserHost {
    /// Before each callback: in a session, run it now or pause here.
    pub(crate) fn gate(
        &mut self,
        phase: &'static str,
        what: impl FnOnce(&mut Engine) -> String,
    ) -> Step {
        // The web build has no sessions (no stdin): the pause and its commands stay out of
        // the WebAssembly module.
        if !cfg!(feature = "native") {
            return Ok(());
        }
        let turn = self.state.inner.borrow().turn;
        let Some(session) = self.repl.as_mut() else {
            return Ok(());
        };
        if session.passes(turn, self.engine.take_interrupt()) {
            return Ok(());
        }
        let next = what(&mut self.engine);
        session::pause(&mut Driver(self), phase, &next)
    }

    /// The microtask checkpoint of a session: each microtask passes the gate.
    pub(crate) fn gated_checkpoint(&mut self) -> Step {
        let mut ran = 0u64;
        loop {
            if self.engine.microtasks_empty() {
                break;
            }
            self.gate("microtask", |e| {
                e.describe_next_microtask().unwrap_or_default()
            })?;
            // One microtask at a time: the rest of the checkpoint is the ordinary one.
            let charged = self
                .state
                .inner
                .borrow_mut()
                .budget
                .charge_drain("microtask", ran);
            charged.map_err(Stop::Budget)?;
            ran += 1;
            if self.state.tracing() {
                let what = self.engine.describe_next_microtask().unwrap_or_default();
                self.state.trace_event("microtask", "run", what);
            }
            match self.engine.run_one_microtask() {
                Ok(true) => {}
                Ok(false) => break,
                Err(thrown) => report_exception(&mut self.engine, &self.state, thrown)?,
            }
        }
        // Rejections are reported (and nothing is left to run) as after any checkpoint.
        crate::perform_checkpoint(&mut self.engine, &self.state)
    }

    fn top_level(&mut self) -> Step {
        loop {
            session::commands(&mut Driver(self), false)?;
        }
    }

    /// Runs the loop from the top level until it pauses for good, goes quiet or reaches
    /// `until_ms`.
    fn spin_loop(&mut self, until_ms: Option<u64>) -> Step {
        let end_ns = until_ms.map_or(u64::MAX, |ms| ms.saturating_mul(1_000_000));
        let result = self.run_loop(&[], end_ns);
        self.state.inner.borrow_mut().budget.limits.until_ms = None;
        if let Some(s) = self.repl.as_mut() {
            s.mode = Mode::Pause;
        }
        self.show_news();
        if let Some(s) = self.repl.as_mut() {
            s.show_runs = false;
        }
        match result {
            Ok(()) => {
                if end_ns != u64::MAX && self.state.clock.now_ns() < end_ns {
                    // Nothing was due before then: the time passes anyway.
                    self.state.clock.advance_to(end_ns);
                }
                let now = self.state.now_ms_f64();
                let quiet = self.state.inner.borrow().tasks.is_empty();
                if quiet {
                    session::say(
                        &mut Driver(self),
                        &format!("-- the page is quiet at {now:.3} ms"),
                    );
                } else {
                    session::say(&mut Driver(self), &format!("-- at {now:.3} ms"));
                }
                Ok(())
            }
            Err(Stop::Budget(why)) => {
                let message = self.diagnose(&why);
                session::say(&mut Driver(self), &message);
                Ok(())
            }
            Err(other) => Err(other),
        }
    }

    /// One entry, as DevTools runs it: a script of its own, a microtask checkpoint, then
    /// its value shown.
    fn eval_entry(&mut self, code: &str, name: &str) -> Step {
        let saved = self.repl.as_ref().map(|s| s.mode);
        self.set_mode(Mode::Free);
        let first_line = code.lines().next().unwrap_or_default().to_string();
        self.trace("console", "run", |_| format!("{name}: {first_line}"));
        // DevTools shows the value once the evaluation's microtask checkpoint is over.
        let mut value = None;
        let result = match self.engine.eval_script(name, code) {
            Err(syntax) => {
                let text = format!("Uncaught SyntaxError: {}", syntax.message);
                self.state.trace_event("", "stderr", format!("{text}\n"));
                Ok(())
            }
            Ok(Err(thrown)) => report_exception(&mut self.engine, &self.state, thrown),
            Ok(Ok(v)) => {
                value = Some(v);
                Ok(())
            }
        };
        let drained = result.and_then(|()| self.checkpoint());
        if let Some(mode) = saved {
            self.set_mode(mode);
        }
        if let Some(value) = value {
            self.show_news();
            let shown = self.call_hook("replInspect", &[Val::Stored(value)]);
            self.engine.release(value);
            if let Ok(Val::Str(text)) = shown {
                session::say(&mut Driver(self), &text);
            }
        }
        drained
    }

    /// `.load FILE`: the file is the page's script (with its `@html`); the loop does not
    /// start. The page's lifecycle tasks are already queued.
    fn load_file(&mut self, file: &str) -> Step {
        let path = std::path::Path::new(file);
        let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        let shown = path.display().to_string();
        let source = match std::fs::read_to_string(&path) {
            Ok(s) => s,
            Err(e) => {
                session::say(&mut Driver(self), &format!("cannot read {file}: {e}"));
                return Ok(());
            }
        };
        let directives = match Directives::parse(&source) {
            Ok(d) => d,
            Err(e) => {
                session::say(&mut Driver(self), &format!("{file}: {e}"));
                return Ok(());
            }
        };
        // The file's `@route`s are the page server's from now on.
        self.state.inner.borrow_mut().routes = directives.routes.clone();
        let saved = self.repl.as_ref().map(|s| s.mode);
        self.set_mode(Mode::Free);
        let markup = directives.html.clone();
        let ran = self
            .call_hook("loadBody", &[Val::Str(markup)])
            .and_then(|_| self.run_script(&shown, &source));
        let ran = match ran {
            // A syntax error was printed; the session goes on.
            Err(Stop::Error(1)) => Ok(()),
            other => other,
        };
        if let Some(mode) = saved {
            self.set_mode(mode);
        }
        ran
    }

    fn set_mode(&mut self, mode: Mode) {
        if let Some(s) = self.repl.as_mut() {
            s.mode = mode;
        }
    }

    fn show_news(&mut self) {
        let news = Driver(self).news();
        self.state.out.borrow_mut().write_stdout(&news);
    }

    /// `.queues`: the microtask queue, then the tasks in the order the policy takes them
    /// (as time stands now), animation frame and idle callbacks.
    fn describe_queues(&mut self) -> String {
        let mut out = String::new();
        if let Some(next) = self.repl.as_ref().and_then(|s| s.next.clone()) {
            out.push_str(&format!("{:<22} {next}\n", "next"));
        }
        let mut section = |name: &str, items: Vec<String>| {
            if items.is_empty() {
                out.push_str(&format!("{name:<22} (empty)\n"));
            } else {
                for (n, item) in items.iter().enumerate() {
                    let label = if n == 0 { name } else { "" };
                    out.push_str(&format!("{label:<22} {}. {item}\n", n + 1));
                }
            }
        };
        section("microtask", self.engine.describe_microtasks());
        let tasks: Vec<(&'static str, u64, Work)> = {
            let inner = self.state.inner.borrow();
            let mut tasks: Vec<_> = inner.tasks.iter().cloned().collect();
            tasks.sort_by(|a, b| b.cmp(a));
            tasks
                .into_iter()
                .map(|t| (t.source.name(), t.ready_ns, t.work))
                .collect()
        };
        let tasks = tasks
            .into_iter()
            .map(|(source, ready, work)| {
                let what = match work {
                    Work::Call { call, shown } => self.engine.describe(shown.unwrap_or(call)),
                    Work::Timer { id, .. } => {
                        let callable = self
                            .state
                            .inner
                            .borrow()
                            .timers
                            .get(&id)
                            .map(|t| t.callable);
                        match callable {
                            Some(c) => format!("timer {id}: {}", self.engine.describe(c)),
                            None => format!("timer {id} (cleared)"),
                        }
                    }
                    Work::Render => "update the rendering".to_string(),
                    Work::Idle => "run idle callbacks".to_string(),
                    Work::IdleTimeout(h) => format!("idle callback {h} timed out"),
                    Work::Click { index, .. } => format!("user click {index}"),
                    Work::Lifecycle(Lifecycle::DomContentLoaded) => {
                        "fire 'DOMContentLoaded'".to_string()
                    }
                    Work::Lifecycle(Lifecycle::Load) => "fire 'load'".to_string(),
                };
                format!("{source}, runnable at {:.3} ms: {what}", ready as f64 / 1e6)
            })
            .collect();
        section("tasks", tasks);
        let frames: Vec<_> = self.state.inner.borrow().animation_frames.clone();
        let frames = frames
            .into_iter()
            .map(|(h, c)| format!("requestAnimationFrame {h}: {}", self.engine.describe(c)))
            .collect();
        section("animation frames", frames);
        let idle: Vec<_> = {
            let inner = self.state.inner.borrow();
            inner
                .idle_runnable
                .iter()
                .chain(inner.idle_pending.iter())
                .cloned()
                .collect()
        };
        let idle = idle
            .into_iter()
            .map(|(h, c)| format!("requestIdleCallback {h}: {}", self.engine.describe(c)))
            .collect();
        section("idle callbacks", idle);
        let (turn, ms) = (self.state.inner.borrow().turn, self.state.now_ms_f64());
        out.push_str(&format!("-- turn {turn}, {ms:.3} ms of virtual time"));
        out
    }
}

/// The session driver's view of the host (crate-private, as the host's `Stop` is).
struct Driver<'a>(&'a mut BrowserHost);

impl Driver<'_> {
    /// A budget stop ends the command, not the session.
    fn survive(&mut self, ran: Step) -> Step {
        match ran {
            Err(Stop::Budget(why)) => {
                let message = self.0.diagnose(&why);
                self.0.show_news();
                session::say(self, &message);
                if matches!(why, Exhausted::Starved { .. }) {
                    // Left alone, the queue would starve every later command too.
                    self.0.engine.clear_microtasks();

                    session::say(self, "(the nextTick and microtask queues were emptied)");
                }
                Ok(())
            }
            other => other,
        }
    }
}

impl ReplHost for Driver<'_> {
    type Stop = Stop;

    fn session(&mut self) -> Option<&mut Session> {
        self.0.repl.as_mut()
    }

    fn parts(&mut self) -> (Option<&mut Session>, &mut dyn ReplEngine) {
        (self.0.repl.as_mut(), &mut self.0.engine)
    }

    fn position(&self) -> (u64, f64) {
        let turn = self.0.state.inner.borrow().turn;
        (turn, self.0.state.now_ms_f64())
    }

    fn news(&mut self) -> String {
        let Some(session) = self.0.repl.as_mut() else {
            return String::new();
        };
        session.render_since(&self.0.state.inner.borrow().trace)
    }

    fn write(&mut self, text: &str) {
        self.0.state.out.borrow_mut().write_stdout(text);
    }

    fn flush(&mut self) {
        self.0.state.out.borrow_mut().flush();
    }

    fn incomplete(source: &str) -> bool {
        evloop_engine::input_is_incomplete(source)
    }

    fn eval(&mut self, code: &str, name: &str) -> Step {
        // Each command has the whole budget; a runaway entry is stopped and reported,
        // and the session goes on.
        self.0.state.inner.borrow_mut().budget.callbacks = 0;
        let ran = self.0.eval_entry(code, name);
        self.survive(ran)
    }

    fn queues(&mut self) -> String {
        self.0.describe_queues()
    }

    fn load(&mut self, file: &str) -> Step {
        self.0.state.inner.borrow_mut().budget.callbacks = 0;
        let ran = self.0.load_file(file);
        self.survive(ran)
    }

    fn limit_time(&mut self, until_ms: Option<u64>) {
        self.0.state.inner.borrow_mut().budget.limits.until_ms = until_ms;
    }

    fn spin(&mut self, until_ms: Option<u64>) -> Step {
        self.0.state.inner.borrow_mut().budget.callbacks = 0;
        self.0.spin_loop(until_ms)
    }

    fn exit(code: i32) -> Stop {
        Stop::Exit(code)
    }

    fn reset() -> Stop {
        Stop::Reset
    }
}
