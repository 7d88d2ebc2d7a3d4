//! The page's life and the event loop's processing model: the `@html` body and the
//! classic script, `DOMContentLoaded`, `load`, the `@click`s, then one task at a time
//! (`run_loop`, `select_task`, `run_task`, `run_timer`), each followed by a microtask
//! checkpoint.

use evloop_core::CallbackId;
use evloop_engine::Val;

use crate::{
    report_exception, BrowserHost, ClickPhase, Directives, Lifecycle, Source, Step, Stop, Task,
    Work,
};

/// Where the user agent's first click lands after `load` (Playwright's actionability
/// checks wait for the element to be stable over animation frames first).
const CLICK_DELAY_NS: u64 = 50_000_000;

/// Between the mouse move, press and release of one click: separate input events, which
/// Chromium favours over other tasks, so a 0 ms timer set by `mousedown` runs after the
/// click's `mouseup` and `click` (seen in Chromium every run).
const CLICK_STEP_NS: u64 = 0;

impl BrowserHost {
    pub(crate) fn run_page(&mut self, path: &str, source: &str, directives: &Directives) -> Step {
        // The parser builds the body from the @html markup before it reaches the script.
        // The page is the markup followed by the script's own element, as the Chromium
        // oracle serves it: `<script src="NAME.js">` at the end of the body.
        let name = std::path::Path::new(path)
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        // A selector that does not parse is refused before anything runs; one that
        // matches nothing can only be known when the click comes.
        for selector in &directives.clicks {
            if let Val::Bool(false) =
                self.call_hook("selectorParses", &[Val::Str(selector.clone())])?
            {
                let message =
                    format!("evloop: @click selector is not a valid CSS selector: {selector}\n");
                self.state.out.borrow_mut().write_stderr(&message);
                return Err(Stop::Error(2));
            }
        }
        let markup = format!("{}<script src=\"/{name}\"></script>", directives.html);
        self.call_hook("loadBody", &[Val::Str(markup)])?;
        self.run_script(path, source)?;
        // The `--max-steps` budget counts the loop's work, not the page script's.
        self.state.inner.borrow_mut().budget.restart_work();
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
    pub(crate) fn run_script(&mut self, path: &str, source: &str) -> Step {
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

    pub(crate) fn charge(&mut self) -> Step {
        self.state
            .inner
            .borrow_mut()
            .budget
            .charge()
            .map_err(Stop::Budget)
    }

    /// The event loop's processing model (B2), until the page is quiet or `wait_end_ns`.
    pub(crate) fn run_loop(&mut self, clicks: &[String], wait_end_ns: u64) -> Step {
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
                inner.idle_waiting().then_some(inner.idle_not_before_ns)
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
    pub(crate) fn select_task(&mut self, now: u64) -> Option<Task> {
        let mut inner = self.state.inner.borrow_mut();
        let mut runnable = Vec::new();
        while inner.tasks.peek().is_some_and(|t| t.ready_ns <= now) {
            runnable.extend(inner.tasks.pop());
        }
        // Only tasks of the best runnable priority are candidates (Chromium's
        // scheduler); then the first runnable task of each source, in policy order.
        let best = runnable.iter().map(|t| t.priority).min();
        let mut heads: Vec<usize> = Vec::new();
        for (i, t) in runnable.iter().enumerate() {
            if Some(t.priority) == best && !heads.iter().any(|&h| runnable[h].source == t.source) {
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
            inner.trace_race(runnable[heads[k]].source.name(), now);
            heads[k]
        } else {
            heads.first().copied().unwrap_or(0)
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

    pub(crate) fn schedule_clicks(&mut self, clicks: &[String]) {
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

    /// A `Work::Call`: calls `call`; traces name `shown` if given (then released).
    fn run_call(
        &mut self,
        phase: &'static str,
        call: CallbackId,
        shown: Option<CallbackId>,
    ) -> Step {
        let named = shown.unwrap_or(call);
        let ran = (|| {
            self.gate(phase, |e| e.describe(named))?;
            self.set_culprit(named);
            self.trace_run_of(phase, call, |e| e.describe(named));
            self.charge()?;
            if let Err(thrown) = self.engine.call(call, &[], true) {
                report_exception(&mut self.engine, &self.state, thrown)?;
            }
            Ok(())
        })();
        if let Some(shown) = shown {
            self.engine.release(shown);
        }
        ran
    }

    /// B2 steps 1-2: run the task, then perform a microtask checkpoint.
    pub(crate) fn run_task(&mut self, task: Task, clicks: &[String]) -> Step {
        self.state.inner.borrow_mut().turn += 1;
        let phase = task.source.name();
        match task.work {
            Work::Call { call, shown } => self.run_call(phase, call, shown)?,
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
                let problem = match found {
                    Val::Bool(false) => Some("matched nothing"),
                    Val::Str(s) if s == "invalid" => Some("is not a valid CSS selector"),
                    _ => None,
                };
                if let Some(problem) = problem {
                    self.state
                        .out
                        .borrow_mut()
                        .write_stderr(&format!("evloop: @click selector {problem}: {selector}\n"));
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
    pub(crate) fn run_timer(&mut self, id: i32, handle: u64, nesting: u32) -> Step {
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
