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

use evloop_core::repl::{self as session, LineSource, Mode, ReplEngine, ReplHost, Session};
use evloop_core::{Exhausted, TraceFormat, TraceTarget};
use evloop_engine::{Engine, Val};

use crate::{NodeHost, Options, Step, Stop};

/// Runs a session until `.exit` or the end of input; returns the exit code.
pub fn run(options: &Options, input: Box<dyn LineSource>) -> i32 {
    let mut options = options.clone();
    // The session reads everything from the trace (it is never written out, so the
    // JSON form: the text form would stream to a terminal as events happen).
    options.trace = Some((TraceFormat::Json, TraceTarget::Kept));
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
        let session = Session::new(lines);
        if let Some(flag) = session.interrupt_flag() {
            host.engine.set_interrupt(flag);
        }
        host.repl = Some(session);
        {
            let mut inner = host.state.inner.borrow_mut();
            inner.repl_capture = true;
            // The session has written to the terminal already: stdout is set up.
            inner.stdio = crate::Stdio::Ready;
        }
        if let Err(Stop::Exit(code)) = host.call_hook("replMode", &[]) {
            return code;
        }
        host.engine.trust_global_getters();
        if banner {
            session::say(&mut Driver(&mut host), &format!(
                "evloop repl: Node.js {} on libuv 1.46, virtual time. The loop runs only when you step it (.step, .turn, .tick MS, .run); .queues shows what waits, .help lists the commands.",
                crate::ops::NODE_VERSION
            ));
            banner = false;
        }
        let outcome = host.top_level();
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
            Err(Stop::Exit(code)) => return code,
            Err(Stop::HeapLimit(hit)) => {
                let report = host.heap_report(&hit);
                host.state.out.borrow_mut().write_stderr(&report);
                return 134;
            }
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
        // The web build has no sessions (no stdin): the pause and its commands stay out of
        // the WebAssembly module.
        if !cfg!(feature = "native") {
            return Ok(());
        }
        let Some(session) = self.repl.as_mut() else {
            return Ok(());
        };
        let turn = self.state.inner.borrow().turn;
        let pass = session.passes(turn, self.engine.take_interrupt());
        if pass {
            return Ok(());
        }
        let next = what(&mut self.engine);
        session::pause(&mut Driver(self), phase, &next)
    }

    /// The session with no loop running.
    fn top_level(&mut self) -> Step {
        loop {
            session::commands(&mut Driver(self), false)?;
        }
    }

    /// Runs the loop from the top level until it pauses for good, goes idle or stops.
    fn spin_loop(&mut self, until_ms: Option<u64>) -> Step {
        self.budget.limits.until_ms = until_ms;
        let result = self.uv_run();
        let until = self.budget.limits.until_ms.take();
        if let Some(s) = self.repl.as_mut() {
            s.mode = Mode::Pause;
        }
        self.show_news();
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
                    session::say(&mut Driver(self), &format!("-- at {now:.3} ms"));
                } else {
                    session::say(
                        &mut Driver(self),
                        &format!("-- the loop is idle at {now:.3} ms"),
                    );
                }
                Ok(())
            }
            Err(Stop::Budget(Exhausted::Until { ms: until })) => {
                self.state.clock.advance_to(until * 1_000_000);
                self.update_time();
                let now = ms(self);
                session::say(&mut Driver(self), &format!("-- at {now:.3} ms"));
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

    /// One entry: a task of its own, its value printed as Node's REPL prints it, then the
    /// nextTick and microtask queues drained.
    fn eval_entry(&mut self, code: &str, name: &str) -> Step {
        let saved = self.repl.as_ref().map(|s| s.mode);
        self.set_mode(Mode::Free);
        let first_line = code.lines().next().unwrap_or_default().to_string();
        self.trace("repl", "run", |_| format!("{name}: {first_line}"));
        let result = match self.engine.eval_script(name, code) {
            Err(syntax) => {
                let text = self.call_hook("replSyntaxError", &[Val::Str(syntax.message)])?;
                if let Val::Str(text) = text {
                    session::say(&mut Driver(self), &text);
                }
                Ok(())
            }
            Ok(Err(thrown)) => self.uncaught(thrown, "uncaughtException"),
            Ok(Ok(value)) => {
                self.show_news();
                let colors = self.repl.as_ref().is_some_and(Session::colors);
                let shown = self.call_hook("replInspect", &[Val::Stored(value), Val::Bool(colors)]);
                self.engine.release(value);
                if let Val::Str(text) = shown? {
                    session::say(&mut Driver(self), &text);
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
        let saved = self.repl.as_ref().map(|s| s.mode);
        self.set_mode(Mode::Free);
        self.trace("main", "run", |_| format!("main module {shown}"));
        let ran = match self.run_cjs_main(&shown, &source, true) {
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

    /// Ctrl-C stopped the running JavaScript: Node's REPL message; the loop pauses
    /// before its next callback (the gate sees the interrupt).
    pub(crate) fn report_interrupt(&mut self) -> Step {
        // Outside the REPL only a worker's `terminate()` interrupts a script: it ends.
        if self.repl.is_none() {
            return Err(crate::Stop::Exit(1));
        }
        let colors = self.repl.as_ref().is_some_and(Session::colors);
        self.call_hook("replInterrupted", &[Val::Bool(colors)])?;
        Ok(())
    }

    fn set_mode(&mut self, mode: Mode) {
        if let Some(s) = self.repl.as_mut() {
            s.mode = mode;
        }
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

impl NodeHost {
    fn show_news(&mut self) {
        let news = Driver(self).news();
        self.state.out.borrow_mut().write_stdout(&news);
    }
}

/// The session driver's view of the host (crate-private, as the host's `Stop` is).
struct Driver<'a>(&'a mut NodeHost);

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
                    self.0.state.inner.borrow_mut().ticks.clear();
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
        (turn, self.0.state.clock.now_ns() as f64 / 1e6)
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
        self.0.budget.restart();
        let ran = self.0.eval_entry(code, name);
        self.survive(ran)
    }

    fn queues(&mut self) -> String {
        self.0.describe_queues()
    }

    fn load(&mut self, file: &str) -> Step {
        self.0.budget.restart();
        let ran = self.0.load_file(file);
        self.survive(ran)
    }

    fn limit_time(&mut self, until_ms: Option<u64>) {
        self.0.budget.limits.until_ms = until_ms;
    }

    fn spin(&mut self, until_ms: Option<u64>) -> Step {
        self.0.budget.restart();
        self.0.spin_loop(until_ms)
    }

    fn exit(code: i32) -> Stop {
        Stop::Exit(code)
    }

    fn reset() -> Stop {
        Stop::Reset
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use evloop_core::repl::complete::complete;

    /// Tab completion on a real engine, set up as a session sets it up.
    fn host() -> NodeHost {
        let mut host = NodeHost::new(&Options::default()).expect("host");
        assert!(host.call_hook("replMode", &[]).is_ok());
        host.engine.trust_global_getters();
        host
    }

    fn candidates(host: &mut NodeHost, before: &str) -> Vec<String> {
        complete(before, &[".help", ".exit"], &mut host.engine).1
    }

    #[test]
    fn completes_globals_properties_and_keywords() {
        let mut host = host();
        let entry =
            "let counter = 1; const config = { retries: 3, get risky() { throw 1 } }; class Cat {}";
        assert!(matches!(host.engine.eval_script("REPL1", entry), Ok(Ok(_))));
        assert_eq!(candidates(&mut host, "glo"), ["global", "globalThis"]);
        assert_eq!(candidates(&mut host, "process.nex"), ["process.nextTick"]);
        assert_eq!(candidates(&mut host, "[].fil"), ["[].fill", "[].filter"]);
        assert_eq!(candidates(&mut host, "'abc'.padS"), ["'abc'.padStart"]);
        // The host's lazy globals are read through their getters.
        assert_eq!(candidates(&mut host, "Buffer.fro"), ["Buffer.from"]);
        // `let`, `const` and `class` names of earlier entries; keywords once typed.
        // As node lists them: keywords, global properties, the global object's prototypes',
        // the lexical names last. Case is ignored, as node's filter ignores it.
        assert_eq!(
            candidates(&mut host, "co"),
            [
                "const",
                "continue",
                "CompressionStream",
                "CountQueuingStrategy",
                "console",
                "constructor",
                "config",
                "counter"
            ]
        );
        assert_eq!(candidates(&mut host, "Ca"), ["case", "catch", "Cat"]);
        // Own properties last, then up the prototype chain (Object.prototype first).
        let members = candidates(&mut host, "config.");
        assert_eq!(members.last().map(String::as_str), Some("config.risky"));
        assert!(members.contains(&"config.hasOwnProperty".to_string()));
        assert!(!members.iter().any(|m| m.contains("__defineGetter__")));
        assert_eq!(candidates(&mut host, "config.ret"), ["config.retries"]);
        assert_eq!(
            candidates(&mut host, "process.versions.no"),
            ["process.versions.node"]
        );
        assert_eq!(candidates(&mut host, ".he"), [".help"]);
    }

    #[test]
    fn completion_runs_no_code() {
        let mut host = host();
        let entry = "var hits = 0; const lazy = { get inner() { hits++; return { x: 1 } } }; \
                     const trap = new Proxy({}, { ownKeys() { hits++; return [] } }); \
                     Object.defineProperty(globalThis, 'sneaky', { get() { hits++; return {} } });";
        assert!(matches!(host.engine.eval_script("REPL1", entry), Ok(Ok(_))));
        assert!(candidates(&mut host, "lazy.inner.").is_empty());
        assert!(candidates(&mut host, "trap.").is_empty());
        assert!(candidates(&mut host, "sneaky.").is_empty());
        assert!(candidates(&mut host, "f().").is_empty());
        let check = "if (hits !== 0) throw new Error('a getter or trap ran')";
        assert!(matches!(host.engine.eval_script("REPL2", check), Ok(Ok(_))));
    }
}
