//! `evloop repl --host=node`: a session on the Node model whose loop runs only when the
//! user steps it.
//!
//! The loop is the same `uv_run` as `evloop run`'s. Before every callback it calls
//! [`NodeHost::gate`]; in a session the gate decides whether the callback may run now or
//! the loop pauses there, and while it is paused the session reads commands — on the
//! loop's own thread, with the loop's stack below it. A command that lets the loop go on
//! (`.step`, `.turn`, `.tick`, `.run`) returns from the gate; at the top level (no loop
//! running) it starts `uv_run`. Console output is taken from the trace, so the session
//! prints it in order with what ran.

use evloop_core::repl::{parse, Command, LineSource, HELP};
use evloop_core::{Exhausted, TraceFormat, TraceTarget};
use evloop_engine::{Engine, Val};

use crate::{NodeHost, Options, Step, Stop};

/// How far the loop may run before it pauses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Pause at the next callback.
    Pause,
    /// Let this many callbacks run, then pause.
    Steps(u32),
    /// Run while the loop turn is at most this one.
    UntilTurn(u64),
    /// Run until the loop stops (idle, budget, `.tick`'s time).
    Free,
}

/// A session's state inside the host.
pub(crate) struct Session {
    input: Box<dyn LineSource>,
    mode: Mode,
    /// Trace events already shown.
    shown: usize,
    /// `.trace on`: show queue and run events, not only output.
    trace_all: bool,
    /// Show the `run` events of the commands that step the loop.
    show_runs: bool,
    colors: bool,
    /// The callback the loop is paused before, if it is paused.
    next: Option<String>,
    /// Entries run so far (each is a script of its own: `REPL1`, `REPL2`, … as in Node).
    entries: u32,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session").field("mode", &self.mode).finish()
    }
}

/// Runs a session until `.exit` or the end of input; returns the exit code.
pub fn run(options: &Options, input: Box<dyn LineSource>) -> i32 {
    let mut options = options.clone();
    // The session reads everything from the trace (it is never written out).
    options.trace = Some((TraceFormat::Text, TraceTarget::Stderr));
    let mut input = Some(input);
    let mut banner = true;
    loop {
        let mut host = match NodeHost::new(&options) {
            Ok(h) => h,
            Err(e) => {
                eprintln!("evloop: {e}");
                return 70;
            }
        };
        let Some(lines) = input.take() else { return 70 };
        let colors = lines.is_terminal();
        host.repl = Some(Session {
            input: lines,
            mode: Mode::Pause,
            shown: 0,
            trace_all: false,
            show_runs: false,
            colors,
            next: None,
            entries: 0,
        });
        {
            let mut inner = host.state.inner.borrow_mut();
            inner.repl_capture = true;
            // The session has written to the terminal already: stdout is set up.
            inner.stdio = crate::Stdio::Ready;
        }
        if let Err(Stop::Exit(code)) = host.call_hook("replMode", &[]) {
            return code;
        }
        if banner {
            host.say(&format!(
                "evloop repl: Node.js {} on libuv 1.46, virtual time. The loop runs only when you step it (.step, .turn, .tick MS, .run); .queues shows what waits, .help lists the commands.",
                crate::ops::NODE_VERSION
            ));
            banner = false;
        }
        let outcome = host.top_level();
        host.state.out.borrow_mut().flush();
        match outcome {
            Err(Stop::Reset) => {
                input = host.repl.take().map(|s| s.input);
                host.say_now("(a new session: empty queues, time 0)");
            }
            Err(Stop::Exit(code)) => return code,
            Ok(()) | Err(Stop::Budget(_)) => return 0,
        }
    }
}

impl NodeHost {
    /// Before each callback: in a session, run it now or pause here.
    pub(crate) fn gate(
        &mut self,
        phase: &'static str,
        what: impl FnOnce(&mut Engine) -> String,
    ) -> Step {
        let Some(session) = self.repl.as_mut() else {
            return Ok(());
        };
        let pass = match session.mode {
            Mode::Free => true,
            Mode::Steps(n) if n > 0 => {
                session.mode = Mode::Steps(n - 1);
                true
            }
            Mode::Steps(_) | Mode::Pause => false,
            Mode::UntilTurn(limit) => self.state.inner.borrow().turn <= limit,
        };
        if pass {
            return Ok(());
        }
        let next = what(&mut self.engine);
        let (turn, ms) = {
            let inner = self.state.inner.borrow();
            (inner.turn, self.state.clock.now_ns() as f64 / 1e6)
        };
        self.show();
        self.say(&format!(
            "-- paused in turn {turn} at {ms:.3} ms; next: {phase}: {next}"
        ));
        if let Some(s) = self.repl.as_mut() {
            s.next = Some(format!("{phase}: {next}"));
        }
        let resumed = self.commands(true);
        if let Some(s) = self.repl.as_mut() {
            s.next = None;
        }
        resumed
    }

    /// The session with no loop running.
    fn top_level(&mut self) -> Step {
        loop {
            self.commands(false)?;
        }
    }

    /// Reads and runs commands. Paused (inside the gate), a command that lets the loop go
    /// on returns; at the top level it runs the loop and comes back here.
    fn commands(&mut self, paused: bool) -> Step {
        loop {
            self.show();
            let Some(input) = self.read_input() else {
                return Err(Stop::Exit(0));
            };
            let command = match parse(&input) {
                Ok(c) => c,
                Err(message) => {
                    self.say(&message);
                    continue;
                }
            };
            let mode = match command {
                Command::Nothing => continue,
                Command::Eval(code) => {
                    self.eval(&code)?;
                    continue;
                }
                Command::Help => {
                    self.say(HELP);
                    continue;
                }
                Command::Queues => {
                    let text = self.describe_queues();
                    self.say(&text);
                    continue;
                }
                Command::Trace(on) => {
                    if let Some(s) = self.repl.as_mut() {
                        s.trace_all = on;
                    }
                    continue;
                }
                Command::Load(file) => {
                    self.load(&file)?;
                    continue;
                }
                Command::Reset => return Err(Stop::Reset),
                Command::Exit => return Err(Stop::Exit(0)),
                // Paused, the callback the loop stopped at is the first to run.
                Command::Step => Mode::Steps(if paused { 0 } else { 1 }),
                Command::Turn => {
                    let turn = self.state.inner.borrow().turn;
                    Mode::UntilTurn(if paused { turn } else { turn + 1 })
                }
                Command::Run => Mode::Free,
                Command::Tick(ms) => {
                    let until = self.state.clock.now_ms() + ms;
                    self.budget.limits.until_ms = Some(until);
                    Mode::Free
                }
            };
            if let Some(s) = self.repl.as_mut() {
                s.mode = mode;
                s.show_runs = true;
            }
            if paused {
                return Ok(());
            }
            self.spin()?;
        }
    }

    /// Runs the loop from the top level until it pauses for good, goes idle or stops.
    fn spin(&mut self) -> Step {
        let result = self.uv_run();
        let until = self.budget.limits.until_ms.take();
        if let Some(s) = self.repl.as_mut() {
            s.mode = Mode::Pause;
        }
        self.show();
        if let Some(s) = self.repl.as_mut() {
            s.show_runs = false;
        }
        let ms = |host: &Self| host.state.clock.now_ns() as f64 / 1e6;
        match result {
            Ok(()) => {
                if let Some(until) = until {
                    // Nothing was due before then: the time passes anyway.
                    self.state.clock.advance_to(until * 1_000_000);
                    self.update_time();
                }
                let now = ms(self);
                if self.loop_alive() {
                    self.say(&format!("-- at {now:.3} ms"));
                } else {
                    self.say(&format!("-- the loop is idle at {now:.3} ms"));
                }
                Ok(())
            }
            Err(Stop::Budget(Exhausted::Until { ms: until })) => {
                self.state.clock.advance_to(until * 1_000_000);
                self.update_time();
                let now = ms(self);
                self.say(&format!("-- at {now:.3} ms"));
                Ok(())
            }
            Err(Stop::Budget(why)) => {
                let message = self.diagnose(&why);
                self.say(&message);
                Ok(())
            }
            Err(other) => Err(other),
        }
    }

    /// One entry: a task of its own, its value printed as Node's REPL prints it, then the
    /// nextTick and microtask queues drained.
    fn eval(&mut self, code: &str) -> Step {
        let saved = self.repl.as_ref().map(|s| s.mode);
        self.set_mode(Mode::Free);
        let name = match self.repl.as_mut() {
            Some(session) => {
                session.entries += 1;
                format!("REPL{}", session.entries)
            }
            None => "REPL".to_string(),
        };
        let first_line = code.lines().next().unwrap_or_default().to_string();
        self.trace("repl", "run", |_| format!("{name}: {first_line}"));
        let result = match self.engine.eval_script(&name, code) {
            Err(syntax) => {
                let text = self.call_hook("replSyntaxError", &[Val::Str(syntax.message)])?;
                if let Val::Str(text) = text {
                    self.say(&text);
                }
                Ok(())
            }
            Ok(Err(thrown)) => self.uncaught(thrown, "uncaughtException"),
            Ok(Ok(value)) => {
                self.show();
                let colors = self.repl.as_ref().is_some_and(|s| s.colors);
                let shown = self.call_hook("replInspect", &[Val::Stored(value), Val::Bool(colors)]);
                self.engine.release(value);
                if let Val::Str(text) = shown? {
                    self.say(&text);
                }
                Ok(())
            }
        };
        let drained = result.and_then(|()| self.process_ticks_and_rejections());
        if let Some(mode) = saved {
            self.set_mode(mode);
        }
        drained
    }

    /// `.load FILE`: the file runs as the main module; the loop does not start.
    fn load(&mut self, file: &str) -> Step {
        let path = std::path::Path::new(file);
        let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        let shown = path.display().to_string();
        let source = match std::fs::read_to_string(&path) {
            Ok(s) => s,
            Err(e) => {
                self.say(&format!("cannot read {file}: {e}"));
                return Ok(());
            }
        };
        let saved = self.repl.as_ref().map(|s| s.mode);
        self.set_mode(Mode::Free);
        self.trace("main", "run", |_| format!("main module {shown}"));
        let ran = match self.run_cjs_main(&shown, &source) {
            // A syntax error was printed; the session goes on.
            Err(Stop::Exit(1)) if !self.state.inner.borrow().exiting => Ok(()),
            other => other,
        };
        let drained = ran.and_then(|()| self.process_ticks_and_rejections());
        if let Some(mode) = saved {
            self.set_mode(mode);
        }
        drained
    }

    fn set_mode(&mut self, mode: Mode) {
        if let Some(s) = self.repl.as_mut() {
            s.mode = mode;
        }
    }

    /// One input: a line, or more while the JavaScript is incomplete (an open brace).
    fn read_input(&mut self) -> Option<String> {
        self.state.out.borrow_mut().flush();
        let session = self.repl.as_mut()?;
        let mut text = session.input.read_line("> ")?;
        while !text.trim_start().starts_with('.') && evloop_engine::input_is_incomplete(&text) {
            match session.input.read_line("... ") {
                Some(more) => {
                    text.push('\n');
                    text.push_str(&more);
                }
                None => break,
            }
        }
        Some(text)
    }

    /// Prints what happened since the last look: console output, and what ran (`.trace
    /// on`: every queue and run event).
    fn show(&mut self) {
        let Some(session) = self.repl.as_mut() else {
            return;
        };
        let inner = self.state.inner.borrow();
        let events = inner.trace.events();
        let mut text = String::new();
        for (i, e) in events.iter().enumerate().skip(session.shown) {
            match e.kind {
                "stdout" | "stderr" => text.push_str(&e.detail),
                _ if session.trace_all => text.push_str(&inner.trace.text_of(i, 10)),
                "run" if session.show_runs => {
                    text.push_str(&format!("-- ran {}: {}\n", e.phase, e.detail));
                }
                _ => {}
            }
        }
        session.shown = events.len();
        drop(inner);
        self.state.out.borrow_mut().write_stdout(&text);
    }

    /// A line of the session's own (not the script's).
    fn say(&mut self, text: &str) {
        let mut out = self.state.out.borrow_mut();
        out.write_stdout(text);
        out.write_stdout("\n");
    }

    fn say_now(&mut self, text: &str) {
        self.say(text);
        self.state.out.borrow_mut().flush();
    }

    /// `.queues`: what waits where, in the order the loop will take it.
    fn describe_queues(&mut self) -> String {
        let mut out = String::new();
        if let Some(next) = self.repl.as_ref().and_then(|s| s.next.clone()) {
            out.push_str(&format!("{:<10} {next}\n", "next"));
        }
        let mut section = |name: &str, items: Vec<String>| {
            if items.is_empty() {
                out.push_str(&format!("{name:<10} (empty)\n"));
            } else {
                for (n, item) in items.iter().enumerate() {
                    let label = if n == 0 { name } else { "" };
                    out.push_str(&format!("{label:<10} {}. {item}\n", n + 1));
                }
            }
        };
        let ticks: Vec<_> = self.state.inner.borrow().ticks.iter().copied().collect();
        let ticks = ticks.into_iter().map(|t| self.engine.describe(t)).collect();
        section("nextTick", ticks);
        section("microtask", self.engine.describe_microtasks());
        // Timers: lists by expiry, each in insertion order.
        let timers: Vec<(u64, u64, evloop_core::CallbackId)> = {
            let inner = self.state.inner.borrow();
            let mut lists = inner.timers.queue.sorted();
            lists.sort();
            let mut out = Vec::new();
            for ((expiry, _), msecs) in lists {
                let Some(list) = inner.timers.lists.get(&msecs) else {
                    continue;
                };
                for &(id, seq) in &list.items {
                    let Some(t) = inner.timers.timers.get(&id) else {
                        continue;
                    };
                    if t.destroyed || t.seq != seq {
                        continue;
                    }
                    if let Some(callable) = t.callable {
                        out.push((expiry, msecs, callable));
                    }
                }
            }
            out
        };
        let timers = timers
            .into_iter()
            .map(|(due, msecs, c)| {
                format!(
                    "due at {due} ms ({msecs} ms list): {}",
                    self.engine.describe(c)
                )
            })
            .collect();
        section("timers", timers);
        let pending = {
            let inner = self.state.inner.borrow();
            let mut items: Vec<String> = inner
                .io
                .pending
                .iter()
                .map(|r| format!("{} (thread pool)", r.what))
                .collect();
            items.extend(inner.net.describe_alive());
            items.extend(
                inner
                    .port_messages
                    .iter()
                    .map(|_| "a MessagePort message".to_string()),
            );
            items
        };
        section("poll", pending);
        let immediates: Vec<evloop_core::CallbackId> = {
            let inner = self.state.inner.borrow();
            inner
                .outstanding
                .iter()
                .chain(inner.immediates.iter())
                .filter_map(|id| inner.immediate_map.get(id))
                .filter(|imm| !imm.destroyed)
                .map(|imm| imm.callable)
                .collect()
        };
        let immediates = immediates
            .into_iter()
            .map(|c| self.engine.describe(c))
            .collect();
        section("check", immediates);
        let closing = self
            .state
            .inner
            .borrow()
            .closing
            .iter()
            .rev()
            .map(|id| format!("socket {id}: close callback"))
            .collect();
        section("close", closing);
        let (turn, ms) = (
            self.state.inner.borrow().turn,
            self.state.clock.now_ns() as f64 / 1e6,
        );
        out.push_str(&format!("-- turn {turn}, {ms:.3} ms of virtual time"));
        out
    }
}
