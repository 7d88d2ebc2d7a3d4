//! Running one host callback and the drain after it: Node's `processTicksAndRejections`,
//! the microtask queue, unhandled rejections and the uncaught-exception path; what the
//! trace records of each, and the diagnosis when the budget stops a run.

use evloop_core::{CallbackId, Exhausted, TraceEvent};
use evloop_engine::{Engine, Thrown, Val};

use crate::{NodeHost, Stdio, Step, Stop};

/// Virtual cost of Node's lazy stdio set-up (9 ms).
const STDIO_SET_UP_NS: u64 = 9_000_000;

impl NodeHost {
    /// Records a step in the trace; `detail` is only computed when tracing.
    pub(crate) fn trace(
        &mut self,
        phase: &'static str,
        kind: &'static str,
        detail: impl FnOnce(&mut Engine) -> String,
    ) {
        self.trace_as(phase, kind, None, detail);
    }

    /// [`Self::trace`] for the run of a keyed queue's callback (its id is the key).
    pub(crate) fn trace_run_of(
        &mut self,
        phase: &'static str,
        key: CallbackId,
        detail: impl FnOnce(&mut Engine) -> String,
    ) {
        self.trace_as(phase, "run", Some(key.0 as u64), detail);
    }

    pub(crate) fn trace_as(
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

    /// Which kind of host callback is on the stack (`Timeout`, `Immediate`, `nextTick`),
    /// for V8-shaped frame names (`Timeout._onTimeout`) and Node's own frames below the
    /// callback (`listOnTimeout`, `processTicksAndRejections`) in stacks read meanwhile.
    pub(crate) fn set_running(&mut self, kind: Option<&'static str>) {
        self.state.inner.borrow_mut().running = kind;
        self.engine.set_host_tag(kind);
    }

    /// Runs a stored callback as its own macrotask step (charged to the budget); a throw
    /// goes to the uncaught-exception path.
    pub(crate) fn run_callback(&mut self, id: CallbackId, consume: bool, origin: &str) -> Step {
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
    /// and no rejection is left to process. A tick that throws ends it (node's function
    /// unwinds through its caller): once a handler took the error, the ticks and
    /// microtasks left wait for the next drain, and `drain_threw` says so (the timers and
    /// check phases then start their JavaScript again, as node's C++ does).
    pub(crate) fn process_ticks_and_rejections(&mut self) -> Step {
        // Node enters its JavaScript processTicksAndRejections only when a tick is queued;
        // from then on it runs the microtasks from there (a frame stacks show), before
        // that natively.
        let mut in_js = false;
        self.drain_threw = false;
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
                if let Err(thrown) = result {
                    let handled = self.uncaught(thrown, "uncaughtException");
                    self.set_running(outer);
                    handled?;
                    self.drain_threw = true;
                    self.charge_stdio_set_up();
                    return Ok(());
                }
                self.set_running(outer);
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
    pub(crate) fn charge_stdio_set_up(&mut self) {
        let mut inner = self.state.inner.borrow_mut();
        if inner.stdio == Stdio::SetUpPending {
            inner.stdio = Stdio::Ready;
            let clock = &self.state.clock;
            clock.advance_to(clock.now_ns() + STDIO_SET_UP_NS);
        }
    }

    /// V8's `RunMicrotasks`: the whole FIFO, including microtasks queued meanwhile;
    /// `in_js` when Node calls it from processTicksAndRejections.
    pub(crate) fn run_microtasks(&mut self, in_js: bool) -> Step {
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
            // What the job is, the engine says as it starts (`on_job_label`).
            self.state.inner.borrow_mut().trace.await_label();
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
            self.state.inner.borrow_mut().trace.settle();
            if !handled? {
                return Ok(());
            }
        }
    }

    /// `processPromiseRejections`, in the bootstrap (it owns the bookkeeping maps).
    pub(crate) fn process_promise_rejections(&mut self) -> Result<bool, Stop> {
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
    pub(crate) fn uncaught(&mut self, thrown: Thrown, origin: &str) -> Step {
        self.uncaught_with(thrown, origin, false)
    }

    /// [`Self::uncaught`]; with `at_value`, the printed source position is where the
    /// error was created rather than the `throw` statement (errors out of microtasks).
    pub(crate) fn uncaught_with(&mut self, thrown: Thrown, origin: &str, at_value: bool) -> Step {
        match thrown {
            Thrown::Exit(code) => Err(Stop::Exit(code)),
            Thrown::LoopLimit(limit) => Err(Stop::Budget(Exhausted::Loop { limit })),
            Thrown::Interrupted => self.report_interrupt(),
            Thrown::HeapLimit(hit) => {
                // The kind of callback that was running, for the report.
                self.culprit = self.state.inner.borrow().running.map(String::from);
                Err(Stop::HeapLimit(hit))
            }
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
                    Err(Thrown::HeapLimit(hit)) => Err(Stop::HeapLimit(hit)),
                }
            }
        }
    }

    /// The budget message: which limit, and what was keeping the loop busy.
    pub(crate) fn diagnose(&self, why: &Exhausted) -> String {
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
            Exhausted::Steps { limit, callbacks } => format!(
                "evloop: the loop fed itself: {callbacks} callbacks came to {limit} steps of work (--max-steps) with nothing coming from outside the process, at {} ms of virtual time; the loop was kept alive by {kept}{fed}",
                inner.loop_time
            ),
            Exhausted::Until { ms } => format!(
                "evloop: stopped at {ms} ms of virtual time (--until); the loop was kept alive by {kept}"
            ),
        }
    }
}
