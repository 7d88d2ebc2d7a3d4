//! Why each step ran when it did: the rule of the host's loop that chose it, as one plain
//! sentence, for the explainer page, the trace and the REPL.
//!
//! The rules are read off the trace alone (the step's phase, what ran before it, the
//! `queue` event its callback came from), so a trace written by any build — the CLI,
//! `evloop serve`, the web playground — is explained the same way. Each rule has a stable
//! id; `docs/rules.md` has a section per id (the page links to `docs/rules.md#<id>`).

use crate::trace::{Link, TraceEvent};

/// The rule that chose a step, and the sentence that says so for this step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Why {
    /// A stable id, also the anchor of the rule in `docs/rules.md` (`node-nexttick`).
    pub rule: &'static str,
    /// One plain sentence about this step.
    pub text: String,
}

/// Every rule: its id, a title, and what it says with where it comes from. `docs/rules.md`
/// has a section per id (a test checks), and the explainer page shows the same text.
pub const RULES: &[(&str, &str, &str)] = &[
    ("node-main", "Node: the main module first",
     "node runs the main module to completion before the event loop's first turn; then it drains the nextTick queue and the microtask queue (lib/internal/modules/run_main.js, processTicksAndRejections)."),
    ("node-nexttick", "Node: the nextTick queue before promise jobs",
     "After every callback from the loop, node drains the whole nextTick queue, then runs the microtask queue (lib/internal/process/task_queues.js, processTicksAndRejections)."),
    ("node-nexttick-after-microtasks", "Node: ticks queued by promise jobs",
     "V8 drains the microtask queue to the end; a process.nextTick queued meanwhile runs after it, then the microtasks that tick queues, and so on until both are empty."),
    ("node-microtasks", "Node: promise jobs after the nextTick queue",
     "Promise reactions, await resumptions, thenable jobs and queueMicrotask callbacks wait in V8's microtask queue, which runs when the nextTick queue is empty."),
    ("node-dynamic-import", "Node: dynamic import()",
     "import() returns a promise that settles once the module is loaded and evaluated, some microtask turns later."),
    ("node-timers", "Node: the timers phase",
     "Each loop turn starts with the timers phase: every timer whose due time (set time + delay, at least 1 ms) has come runs, in order of due time (libuv uv__run_timers; lib/internal/timers.js listOnTimeout). The first console write costs 9 ms of modelled time, as node sets up stdout lazily."),
    ("node-pending", "Node: the pending phase",
     "I/O callbacks that libuv deferred from the previous turn run here (uv__run_pending)."),
    ("node-poll", "Node: the poll phase",
     "The loop collects finished I/O — file system and thread-pool requests, sockets, child processes, worker messages, signals — and runs their callbacks; it blocks here when nothing else is due (uv__io_poll)."),
    ("node-check", "Node: the check phase",
     "setImmediate callbacks run right after the poll phase, once per turn; an immediate queued by an immediate waits for the next turn (uv__run_check; processImmediate)."),
    ("node-close", "Node: the close phase",
     "'close' callbacks of handles closed in this turn run at its end, the last closed first (uv__run_closing_handles); a handle closed by one of them waits for the next turn."),
    ("node-before-exit", "Node: 'beforeExit'",
     "When the loop has nothing left, process emits 'beforeExit'; if its listeners queue work, the loop runs again."),
    ("node-exit", "Node: 'exit'",
     "On exit, 'exit' listeners run synchronously; nothing queued runs after them."),
    ("node-repl", "REPL input", "An entry typed in the REPL runs as one callback."),
    ("node-loop", "Node: the event loop", "The loop runs the next callback of the current phase."),
    ("html-script", "HTML: the page's script is a task",
     "A classic script runs as part of a parser task; when it returns, the stack is empty and a microtask checkpoint runs (HTML: clean up after running script)."),
    ("html-task", "HTML: one task per turn",
     "Each turn of the event loop takes the oldest runnable task from one task queue (the browser chooses among task sources) and runs it to completion, then performs a microtask checkpoint (HTML: event loop processing model)."),
    ("html-timer-task", "HTML: timer tasks",
     "When a timer's delay has passed its task is queued on the timer task source; nested timers (level > 5) are clamped to 4 ms (HTML: timer initialisation steps)."),
    ("html-user-interaction", "HTML: user input",
     "A real user input is a task of the user-interaction task source that dispatches its events (pointerdown, mousedown, pointerup, mouseup, click)."),
    ("html-listener-user", "HTML: microtasks between listeners of a user event",
     "The browser calls each listener of a user event from an empty JavaScript stack, so the microtask checkpoint after each callback runs between listeners (HTML: clean up after running a callback)."),
    ("html-listener-script", "HTML: listeners called from script",
     "el.click() and dispatchEvent() call listeners synchronously from the calling script; the stack is not empty between listeners, so microtasks wait until the script returns."),
    ("html-mutation-observers", "HTML: MutationObserver delivery",
     "The first DOM change since the last delivery queues one microtask that notifies every MutationObserver with its records (DOM: queue a mutation observer microtask)."),
    ("html-microtask-checkpoint", "HTML: microtask checkpoint",
     "When the stack empties after a task or a callback, the microtask queue runs to empty, including microtasks queued meanwhile (HTML: perform a microtask checkpoint)."),
    ("html-rendering", "HTML: update the rendering",
     "At a rendering opportunity (about every 16.7 ms at 60 Hz) the loop runs requestAnimationFrame callbacks, then style, layout and paint (HTML: update the rendering)."),
    ("html-idle", "HTML: idle callbacks",
     "When no task is runnable before the next frame, an idle period starts and requestIdleCallback callbacks run (requestIdleCallback: start an idle period)."),
    ("scheduler-post-task", "Scheduler: task priorities",
     "A scheduler.postTask task waits in a queue of its priority; the event loop takes the best runnable priority first: user-blocking, then user-visible together with timers and messages (oldest first), then background (Prioritized Task Scheduling; Chromium's web scheduling task queues)."),
    ("scheduler-yield", "Scheduler: yield continuations",
     "A scheduler.yield() continuation is a task that goes before the other tasks of its priority; inside a postTask callback it inherits that task's priority and signal, even across await (Prioritized Task Scheduling: scheduler.yield)."),
];

/// Explains every step (`run` and `emit` events) of a trace; other events get `None`.
pub fn explain(events: &[TraceEvent], links: &[Link]) -> Vec<Option<Why>> {
    let mut explainer = Explainer::default();
    (0..events.len())
        .map(|i| {
            let queued = links
                .get(i)
                .and_then(|l| l.from)
                .and_then(|q| events.get(q))
                .map(|q| q.detail.as_str());
            explainer.next(&events[i], queued)
        })
        .collect()
}

/// [`explain`] one event at a time, in order, keeping only what the rules read of the
/// past: which loop the trace is of (the browser host's first step is the page's
/// script, a task of the networking task source; the Node host's is the main module),
/// when the first console write was, the step before, and the task the latest steps
/// run inside of. A trace written as it goes (`--trace`) is explained so, in constant
/// memory.
#[derive(Debug, Clone, Default)]
pub struct Explainer {
    browser: Option<bool>,
    first_write_ns: Option<u64>,
    /// The phase of the step before.
    before: Option<&'static str>,
    /// The phase of the latest step that is neither a listener nor a microtask.
    task: Option<&'static str>,
}

impl Explainer {
    /// The next event of the trace; `queued` is the detail of the `queue` event its
    /// callback came from (a `run`'s `from`). Steps get their rule, other events `None`.
    pub fn next(&mut self, e: &TraceEvent, queued: Option<&str>) -> Option<Why> {
        let why = if e.kind == "run" || e.kind == "emit" {
            if self.browser.is_none() && e.kind == "run" {
                self.browser = Some(e.phase.starts_with("task:"));
            }
            let browser = self.browser.unwrap_or(false);
            Some(if browser {
                browser_rule(e, self.task, queued)
            } else {
                node_rule(e, self.before, queued, self.first_write_ns)
            })
        } else {
            None
        };
        match e.kind {
            "stdout" | "stderr" if self.first_write_ns.is_none() => {
                self.first_write_ns = Some(e.at_ns);
            }
            "run" | "emit" => {
                self.before = Some(e.phase);
                if e.phase != "listener" && e.phase != "microtask" {
                    self.task = Some(e.phase);
                }
            }
            _ => {}
        }
        why
    }
}

fn why(rule: &'static str, text: impl Into<String>) -> Why {
    Why {
        rule,
        text: text.into(),
    }
}

/// `due at N ms` in a timer's `queue` detail.
fn due_ms(queued: Option<&str>) -> Option<String> {
    let detail = queued?;
    let start = detail.find("due at ")? + "due at ".len();
    let rest = &detail[start..];
    let end = rest.find(" ms")?;
    Some(rest[..end].to_string())
}

/// `setTimeout 5 ms` / `setInterval 5 ms` at the start of a timer's `queue` detail.
fn timer_api(queued: Option<&str>) -> Option<&str> {
    let detail = queued?;
    let end = detail.find(',').or_else(|| detail.find(':'))?;
    Some(&detail[..end])
}

fn ms(at_ns: u64) -> String {
    let ms = at_ns as f64 / 1e6;
    if ms.fract() == 0.0 {
        format!("{ms:.0}")
    } else {
        format!("{ms:.3}")
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string()
    }
}

/// The model's charge for node's lazy set-up of `process.stdout` at its first write.
const FIRST_WRITE_NS: u64 = 9_000_000;

fn node_rule(
    e: &TraceEvent,
    before: Option<&'static str>,
    queued: Option<&str>,
    first_write_ns: Option<u64>,
) -> Why {
    let after_microtask = before == Some("microtask");
    match (e.phase, e.kind) {
        ("main", _) => why(
            "node-main",
            "The main module runs first, top to bottom; the event loop starts only after it (and the queues it filled) are done.",
        ),
        ("repl", _) => why("node-repl", "You entered this line in the REPL; it runs as one callback."),
        ("nextTick", _) if after_microtask => why(
            "node-nexttick-after-microtasks",
            "A process.nextTick queued by a promise job waits until the microtask queue is empty; then the nextTick queue drains again.",
        ),
        ("nextTick", _) => why(
            "node-nexttick",
            "The nextTick queue drains as soon as the running callback returns, before any promise job.",
        ),
        ("microtask", _) if e.detail.starts_with("a dynamic import()") => why(
            "node-dynamic-import",
            "A dynamic import() settles in a later microtask once its module is loaded.",
        ),
        ("microtask", _) => why(
            "node-microtasks",
            "Promise jobs and queueMicrotask callbacks run once the nextTick queue is empty, until the microtask queue is empty.",
        ),
        ("timers", _) => {
            let api = timer_api(queued).unwrap_or("the timer");
            // The clock reached the first write's charge: that is why a short timer is due.
            let charged = first_write_ns
                .is_some_and(|t0| e.at_ns.abs_diff(t0 + FIRST_WRITE_NS) <= 100_000);
            let text = match due_ms(queued) {
                Some(due) if charged && due.parse::<f64>().is_ok_and(|d| d * 1e6 < e.at_ns as f64) => format!(
                    "Timers phase: {api} was due at {due} ms and it is {} ms now — the first console write cost 9 ms (node sets up stdout lazily) — so its callback runs.",
                    ms(e.at_ns)
                ),
                Some(due) => format!(
                    "Timers phase: {api} was due at {due} ms and it is {} ms now, so its callback runs (timers run in order of due time).",
                    ms(e.at_ns)
                ),
                None => "Timers phase: every timer whose time has come runs, in order of due time.".to_string(),
            };
            why("node-timers", text)
        }
        ("pending", _) => why(
            "node-pending",
            "Pending phase: I/O callbacks that libuv deferred to the next loop turn (a refused connection, a finished write).",
        ),
        ("poll", _) => why(
            "node-poll",
            "Poll phase: finished I/O (files, the thread pool, sockets, child processes, worker messages, signals) runs its callbacks; the loop waits here when nothing else is due.",
        ),
        ("check", _) => why(
            "node-check",
            "Check phase: setImmediate callbacks run right after the poll phase, once per loop turn.",
        ),
        ("close", _) => why(
            "node-close",
            "Close phase: 'close' callbacks of the handles closed in this loop turn run last in the turn.",
        ),
        ("process", _) if e.detail.contains("beforeExit") => why(
            "node-before-exit",
            "The loop has nothing left to do, so process emits 'beforeExit'; work queued by its listeners starts the loop again.",
        ),
        ("process", _) => why(
            "node-exit",
            "The process is ending: 'exit' listeners run synchronously, and nothing queued runs after them.",
        ),
        _ => why("node-loop", "The event loop runs the next callback of this phase."),
    }
}

/// `task`: the phase of the task or callback the step runs inside of (the latest step
/// before it that is neither a listener nor a microtask).
fn browser_rule(e: &TraceEvent, task: Option<&'static str>, queued: Option<&str>) -> Why {
    let source = e.phase.strip_prefix("task:");
    match e.phase {
        "task:networking" if e.detail.contains(" script ") || e.detail.ends_with(".js") => why(
            "html-script",
            "The page's script runs as one task; microtasks it queued run when it returns.",
        ),
        "task:timer" => {
            let api = timer_api(queued).unwrap_or("a timer");
            why(
                "html-timer-task",
                format!("A timer task: the delay of {api} has passed, so the event loop takes its task (timer tasks run in the order they became due)."),
            )
        }
        "task:scheduler" if queued.is_some_and(|q| q.contains("scheduler.yield")) => why(
            "scheduler-yield",
            "A scheduler.yield() continuation: it goes before the other tasks of its priority (user-blocking, user-visible or background), so the yielding function resumes soon.",
        ),
        "task:scheduler" => why(
            "scheduler-post-task",
            "A scheduler.postTask task: the event loop takes the best runnable priority first: user-blocking, then user-visible (queued alongside timers and messages, oldest first), then background.",
        ),
        "task:user-interaction" => why(
            "html-user-interaction",
            "A user input task: the browser dispatches the input's events (pointer, mouse, click) from an empty stack.",
        ),
        "listener" => {
            let user = task == Some("task:user-interaction");
            if user {
                why(
                    "html-listener-user",
                    "A listener of a real user event: the browser calls each listener from an empty stack, so a microtask checkpoint runs after every listener.",
                )
            } else {
                why(
                    "html-listener-script",
                    "A listener called from script (el.click(), dispatchEvent): listeners run synchronously inside the caller, so microtasks wait until the script's stack empties.",
                )
            }
        }
        "microtask" if e.detail.contains("notifyMutationObservers") => why(
            "html-mutation-observers",
            "MutationObserver callbacks are delivered by one microtask, queued at the first DOM change since the last delivery.",
        ),
        "microtask" => why(
            "html-microtask-checkpoint",
            "Microtask checkpoint: when the stack empties after a task or a callback, the microtask queue drains completely (new microtasks included).",
        ),
        "rendering" => why(
            "html-rendering",
            "Update the rendering: at a rendering opportunity (once per frame) requestAnimationFrame callbacks run, then style, layout and paint.",
        ),
        "idle" => why(
            "html-idle",
            "An idle period: no task is runnable before the next frame, so requestIdleCallback callbacks run.",
        ),
        _ => match source {
            Some(name) => why(
                "html-task",
                format!("The event loop takes the oldest runnable task, here from the '{name}' task source, and runs it to completion."),
            ),
            None => why("html-task", "The event loop runs the next task."),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(phase: &'static str, kind: &'static str, detail: &str, at_ns: u64) -> TraceEvent {
        TraceEvent {
            at_ns,
            turn: 0,
            phase,
            kind,
            detail: detail.into(),
        }
    }

    #[test]
    fn node_steps_name_their_rule() {
        let events = vec![
            ev("main", "run", "main module x.js", 0),
            ev("timers", "queue", "setTimeout 1 ms, due at 1 ms: f", 0),
            ev("microtask", "run", "a promise reaction", 0),
            ev("nextTick", "run", "g", 0),
            ev("timers", "run", "f", 9_000_000),
        ];
        let links = vec![
            Link::default(),
            Link {
                by: Some(0),
                from: None,
            },
            Link::default(),
            Link::default(),
            Link {
                by: None,
                from: Some(1),
            },
        ];
        let whys = explain(&events, &links);
        assert_eq!(whys[0].as_ref().unwrap().rule, "node-main");
        assert!(whys[1].is_none());
        assert_eq!(whys[2].as_ref().unwrap().rule, "node-microtasks");
        assert_eq!(
            whys[3].as_ref().unwrap().rule,
            "node-nexttick-after-microtasks"
        );
        let timer = whys[4].as_ref().unwrap();
        assert_eq!(timer.rule, "node-timers");
        assert!(timer
            .text
            .contains("setTimeout 1 ms was due at 1 ms and it is 9 ms now"));
    }

    #[test]
    fn every_rule_has_a_text_and_a_section_in_the_docs() {
        let docs = include_str!("../../../docs/rules.md");
        for (id, title, text) in RULES {
            assert!(!title.is_empty() && !text.is_empty(), "{id}");
            assert!(
                docs.contains(&format!("<a id=\"{id}\"></a>")),
                "docs/rules.md lacks {id}"
            );
        }
    }

    #[test]
    fn browser_listeners_know_who_dispatched() {
        let events = vec![
            ev("task:networking", "run", "classic script /p/x.js", 0),
            ev("listener", "run", "'click' listener on div: f", 0),
            ev(
                "task:user-interaction",
                "run",
                "user click on div: release events",
                0,
            ),
            ev("listener", "run", "'click' listener on div: f", 0),
            ev("microtask", "run", "a promise reaction", 0),
            ev("listener", "run", "'click' listener on body: f", 0),
        ];
        let whys = explain(&events, &vec![Link::default(); events.len()]);
        let rules: Vec<&str> = whys.iter().map(|w| w.as_ref().unwrap().rule).collect();
        assert_eq!(
            rules,
            [
                "html-script",
                "html-listener-script",
                "html-user-interaction",
                "html-listener-user",
                "html-microtask-checkpoint",
                "html-listener-user"
            ]
        );
    }
}
