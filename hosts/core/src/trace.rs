//! The trace log: one event per step of the loop, for `--trace` and the timeline.
//!
//! Recording costs nothing when disabled: hosts ask [`Trace::enabled`] before building an
//! event. A run's trace (`--trace`, `--trace-file`, `--timeline`) is written as it goes,
//! each event as it is recorded, to its target ([`Trace::for_target`]): what the trace
//! keeps in memory is what later events need to be linked to earlier ones (the `queue`
//! events whose callbacks have not run yet) and a few facts the `why` rules read of the
//! past, so a run of millions of callbacks traces in bounded memory. The last event
//! recorded may wait for what its promise job is ([`Trace::label_pending`]). `evloop
//! repl` keeps every event instead ([`TraceTarget::Kept`]), to show them.

mod render;
mod sink;

use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use std::sync::{Arc, Mutex};

pub use render::{json_string, location};
use render::{Context, Renderer};
pub use sink::finish_all;
use sink::Sink;

/// One step of a host loop.
#[derive(Debug, Clone, PartialEq)]
pub struct TraceEvent {
    /// Virtual (or real) time in nanoseconds when the step began.
    pub at_ns: u64,
    /// The loop turn (iteration of `uv_run`, or event-loop turn in the browser).
    pub turn: u64,
    /// Host phase or task source: `timers`, `check`, `nextTick`, `microtask`, ...
    pub phase: &'static str,
    /// What happened: `run`, `enqueue`, `enter-phase`, ...
    pub kind: &'static str,
    /// A human-readable description (callback name, API).
    pub detail: String,
}

/// A frame of the script's own JavaScript call stack when an event was recorded (the
/// trace's `stack` field): the function (`(anonymous)` for an anonymous function or
/// top-level code, as DevTools' Call Stack pane names them) and where it is, `file`
/// as the engine names it (an absolute path, or an ES module's `file://` URL; the
/// written trace makes it relative to the working directory), 1-based `line` and `col`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    pub name: String,
    pub file: String,
    pub line: u32,
    pub col: u32,
}

/// Who scheduled what: a `queue` event's `by` is the step (a `run` or `emit` event) that
/// was running when the callback joined its queue; a `run` event's `from` is the `queue`
/// event that put its callback there; a `cancel` event (a cleared timer or immediate) has
/// both: the step that cancelled and the `queue` event it took back. All are indexes into
/// the trace's events.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Link {
    pub by: Option<usize>,
    pub from: Option<usize>,
}

/// Queues whose callbacks run in the order they joined (matched without a key).
const FIFO_PHASES: &[&str] = &["nextTick", "microtask"];

/// A `queue` event as later events need it: its index, its detail (a timer's delay and
/// due time, for `why`) and the step that queued it (for the text form's "queued by").
#[derive(Debug)]
struct Queued {
    id: usize,
    detail: Box<str>,
    by_detail: Option<Rc<str>>,
}

/// An event not yet written, with what rendering it needs.
#[derive(Debug)]
struct Entry {
    event: TraceEvent,
    link: Link,
    from: Option<Rc<Queued>>,
    /// The script's call stack when the event was recorded, innermost first (empty: none
    /// known, or recorded from outside the script's code).
    stack: Vec<Frame>,
}

/// Where a run's trace is being written.
#[derive(Debug)]
struct Stream {
    renderer: Renderer,
    sink: Arc<Mutex<Sink>>,
}

#[derive(Debug, Default)]
pub struct Trace {
    enabled: bool,
    /// Events not yet written (when streaming), or every event (kept).
    entries: Vec<Entry>,
    /// The index of `entries[0]`.
    base: usize,
    /// The step running now (the latest `run` or `emit` event) and its detail.
    current: Option<(usize, Rc<str>)>,
    /// Queue events of FIFO queues not yet matched to a run, per phase.
    fifo: HashMap<&'static str, VecDeque<Rc<Queued>>>,
    /// The latest queue event per (phase, key): keyed queues (timers, immediates, tasks).
    keyed: HashMap<(&'static str, u64), Rc<Queued>>,
    /// A promise job's `run` event (the last recorded) waiting to be told what the job
    /// is ([`Trace::label_pending`]).
    pending: Option<usize>,
    /// The next event recorded is such a `run` event.
    label_next: bool,
    /// The working directory when the run began, to show paths relative to it.
    cwd: Option<render::Cwd>,
    /// Where the events go as they are recorded; `None`: they are kept.
    stream: Option<Stream>,
}

impl Trace {
    /// A trace that keeps every event (disabled: records nothing).
    pub fn new(enabled: bool) -> Self {
        let cwd = if enabled {
            crate::sys::current_dir()
                .filter(|d| d != "/")
                .map(|d| render::Cwd::new(&d))
        } else {
            None
        };
        Trace {
            enabled,
            cwd,
            ..Trace::default()
        }
    }

    /// A trace for a run's `--trace` target, written as the run goes. The text form to
    /// stderr goes out event by event when stderr is a terminal (the trace and the
    /// script's output interleave in the order they happened; the script's own lines are
    /// not repeated when stdout is that terminal too), and otherwise at the end of the run,
    /// after the script's own stderr (kept in a temporary file meanwhile).
    pub fn for_target(target: Option<&(TraceFormat, TraceTarget)>) -> Self {
        let mut trace = Trace::new(target.is_some());
        let Some((format, target)) = target else {
            return trace;
        };
        if matches!(target, TraceTarget::Kept) {
            return trace;
        }
        let terminal = *format == TraceFormat::Text
            && matches!(target, TraceTarget::Stderr)
            && crate::sys::stderr_is_terminal();
        let echo = !(terminal && crate::sys::stdout_is_terminal());
        trace.stream = Some(Stream {
            // The phase column fits the node host's names; the browser's is set by its
            // first event.
            renderer: Renderer::new(*format, 10, echo, trace.cwd.clone()),
            sink: Sink::open(target, terminal),
        });
        trace
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Records an event. A `queue` event is linked to the running step; a `run` event of a
    /// FIFO queue (nextTick, microtasks) to the oldest unmatched `queue` event there.
    pub fn record(&mut self, event: TraceEvent) {
        self.record_as(event, None);
    }

    /// Records an event of a keyed queue: `key` (the callback's id) links a `run` event to
    /// the `queue` event recorded with the same phase and key.
    pub fn record_keyed(&mut self, event: TraceEvent, key: u64) {
        self.record_as(event, Some(key));
    }

    /// [`Trace::record`] or [`Trace::record_keyed`], as `key` says.
    pub fn record_as(&mut self, event: TraceEvent, key: Option<u64>) {
        self.record_with_stack(event, key, Vec::new());
    }

    /// [`Trace::record_as`] of an event recorded while the script's code runs (a `queue`,
    /// `cancel`, `stdout` or `stderr` event from inside an op), with the script's call
    /// stack then, innermost first (see [`Frame`]): the JSON form writes it as `stack`.
    /// A host computes it only when [`Trace::enabled`].
    pub fn record_with_stack(&mut self, event: TraceEvent, key: Option<u64>, stack: Vec<Frame>) {
        if !self.enabled {
            return;
        }
        let id = self.next_index();
        // The event waiting for its promise job's label gets none: something else
        // happened first. This one may wait instead ([`Trace::await_label`]).
        self.pending = std::mem::take(&mut self.label_next).then_some(id);
        let fifo = FIFO_PHASES.contains(&event.phase);
        let mut link = Link::default();
        let mut from = None;
        match event.kind {
            "queue" => {
                link.by = self.current.as_ref().map(|(i, _)| *i);
                let queued = Rc::new(Queued {
                    id,
                    detail: event.detail.as_str().into(),
                    by_detail: self.current.as_ref().map(|(_, d)| d.clone()),
                });
                match key {
                    Some(k) => {
                        self.keyed.insert((event.phase, k), queued);
                    }
                    None if fifo => self.fifo.entry(event.phase).or_default().push_back(queued),
                    None => {}
                }
            }
            "cancel" => {
                link.by = self.current.as_ref().map(|(i, _)| *i);
                link.from = key
                    .and_then(|k| self.keyed.remove(&(event.phase, k)))
                    .map(|q| q.id);
            }
            "run" | "emit" => {
                self.current = Some((id, event.detail.as_str().into()));
                from = match key {
                    Some(k) => self.keyed.get(&(event.phase, k)).cloned(),
                    None if fifo => self.fifo.get_mut(event.phase).and_then(VecDeque::pop_front),
                    None => None,
                };
                link.from = from.as_ref().map(|q| q.id);
            }
            _ => {}
        }
        if let Some(stream) = &mut self.stream {
            if id == 0 && event.phase.starts_with("task:") {
                // The browser's task sources are long names.
                stream.renderer.width = 21;
            }
        }
        self.entries.push(Entry {
            event,
            link,
            from,
            stack,
        });
        self.write_out();
    }

    /// The index the next recorded event will get.
    pub fn next_index(&self) -> usize {
        self.base + self.entries.len()
    }

    /// The next event recorded is the `run` of a promise job whose label the engine gives
    /// as the job starts ([`Trace::label_pending`]): it is written once labelled, or once
    /// anything else is recorded, or at [`Trace::settle`].
    pub fn await_label(&mut self) {
        self.label_next = self.enabled;
    }

    /// What the promise job whose `run` event waits ([`Trace::await_label`]) is: its
    /// detail becomes `label`. Nothing if no event waits.
    pub fn label_pending(&mut self, label: &str) {
        if let Some(i) = self.pending.take() {
            self.set_detail(i, label.to_string());
            self.write_out();
        }
    }

    /// The promise job has run: its event waits no longer.
    pub fn settle(&mut self) {
        self.label_next = false;
        if self.pending.take().is_some() {
            self.write_out();
        }
    }

    fn set_detail(&mut self, i: usize, detail: String) {
        if let Some((cur, d)) = &mut self.current {
            if *cur == i {
                *d = detail.as_str().into();
            }
        }
        if let Some(entry) = i
            .checked_sub(self.base)
            .and_then(|at| self.entries.get_mut(at))
        {
            entry.event.detail = detail;
        }
    }

    /// Writes out every event that waits for nothing (when streaming).
    fn write_out(&mut self) {
        let Some(stream) = &mut self.stream else {
            return;
        };
        let keep = match self.pending {
            Some(i) if i + 1 == self.base + self.entries.len() => 1,
            _ => 0,
        };
        let n = self.entries.len() - keep;
        if n == 0 {
            return;
        }
        let mut text = String::new();
        for (at, entry) in self.entries[..n].iter().enumerate() {
            text.push_str(
                &stream
                    .renderer
                    .render(self.base + at, &entry.event, context(entry)),
            );
        }
        self.entries.drain(..n);
        self.base += n;
        if !text.is_empty() {
            stream
                .sink
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .write(&text);
        }
    }

    /// The end of the run: everything recorded is written and the target completed.
    /// Returns the first error writing it, if any.
    pub fn finish(&mut self) -> Option<String> {
        self.pending = None;
        self.write_out();
        let stream = self.stream.as_ref()?;
        let mut sink = stream.sink.lock().unwrap_or_else(|e| e.into_inner());
        sink.finish()
    }

    /// The events held: every event of a kept trace (`evloop repl`, tests).
    pub fn events(&self) -> Vec<&TraceEvent> {
        self.entries.iter().map(|e| &e.event).collect()
    }

    /// The call stack recorded with event `i`, while it is held (see [`Frame`]).
    pub fn stack(&self, i: usize) -> &[Frame] {
        i.checked_sub(self.base)
            .and_then(|at| self.entries.get(at))
            .map_or(&[], |e| &e.stack)
    }

    /// The links of event `i`, while it is held (see [`Link`]).
    pub fn link(&self, i: usize) -> Link {
        i.checked_sub(self.base)
            .and_then(|at| self.entries.get(at))
            .map_or(Link::default(), |e| e.link)
    }

    /// `text` with the working directory's paths made relative to it
    /// (`/home/me/app/x.js:3:1` → `x.js:3:1`), as a reader meets them.
    pub fn relative(&self, text: &str) -> String {
        render::relative(self.cwd.as_ref(), text)
    }

    /// Event `i` of a kept trace in the text form (one or more lines, each ending in a
    /// newline), its phase column `width` wide.
    pub fn text_of(&self, i: usize, width: usize) -> String {
        let Some(entry) = i.checked_sub(self.base).and_then(|at| self.entries.get(at)) else {
            return String::new();
        };
        let cx = context(entry);
        render::text_line(&entry.event, cx.queued_by, width, self.cwd.as_ref())
    }

    /// A kept trace in the text form: one line per event, a story of the run from top to
    /// bottom, `time  turn  phase  kind  detail`, with console output indented under the
    /// callback that printed it.
    pub fn render_text(&self) -> String {
        // The phase column fits the longest name (browser task sources are long).
        let width = self
            .entries
            .iter()
            .map(|e| e.event.phase.len())
            .max()
            .unwrap_or(0)
            .max(10);
        self.render_kept(Renderer::new(
            TraceFormat::Text,
            width,
            true,
            self.cwd.clone(),
        ))
    }

    /// A kept trace in the JSON Lines form (schema v4, `docs/trace-schema.md`).
    pub fn render_json_lines(&self) -> String {
        self.render_kept(Renderer::new(TraceFormat::Json, 10, true, self.cwd.clone()))
    }

    fn render_kept(&self, mut renderer: Renderer) -> String {
        let mut out = String::new();
        for (at, entry) in self.entries.iter().enumerate() {
            out.push_str(&renderer.render(self.base + at, &entry.event, context(entry)));
        }
        out
    }
}

fn context(entry: &Entry) -> Context<'_> {
    let from = entry.from.as_deref();
    Context {
        link: entry.link,
        queued: from.map(|q| &*q.detail),
        queued_by: from.and_then(|q| q.by_detail.as_deref()),
        stack: &entry.stack,
    }
}

/// Where `--trace` output goes.
#[derive(Debug, Clone)]
pub enum TraceTarget {
    Stderr,
    File(std::path::PathBuf),
    /// Kept in memory for an embedder (the web build), which takes it after the run.
    Memory(Arc<Mutex<String>>),
    /// Every event kept in the trace itself (`evloop repl` prints from it).
    Kept,
}

/// The trace's output forms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TraceFormat {
    /// One line per step, for people.
    Text,
    /// JSON Lines with a versioned schema, for tools.
    Json,
}

/// Version of the JSON Lines trace schema (see `docs/trace-schema.md`).
pub const TRACE_SCHEMA_VERSION: u32 = 4;

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(phase: &'static str, kind: &'static str, detail: &str) -> TraceEvent {
        TraceEvent {
            at_ns: 0,
            turn: 0,
            phase,
            kind,
            detail: detail.into(),
        }
    }

    #[test]
    fn text_form_reads_top_to_bottom() {
        let mut t = Trace::new(true);
        t.record(TraceEvent {
            at_ns: 0,
            turn: 0,
            phase: "main",
            kind: "run",
            detail: "main module".into(),
        });
        t.record(TraceEvent {
            at_ns: 0,
            turn: 0,
            phase: "main",
            kind: "stdout",
            detail: "hi\n".into(),
        });
        t.record(TraceEvent {
            at_ns: 1_500_000,
            turn: 1,
            phase: "timers",
            kind: "run",
            detail: "f".into(),
        });
        assert_eq!(
            t.render_text(),
            "     0.000 ms  turn 0   main       run    main module\n                                | hi\n     1.500 ms  turn 1   timers     run    f\n"
        );
    }

    #[test]
    fn json_lines_escape_and_carry_the_schema_version() {
        let mut t = Trace::new(true);
        t.record(TraceEvent {
            at_ns: 250_000,
            turn: 2,
            phase: "check",
            kind: "stdout",
            detail: "a \"q\"\n".into(),
        });
        assert_eq!(
            t.render_json_lines(),
            "{\"v\":4,\"id\":0,\"time_ms\":0.25,\"turn\":2,\"phase\":\"check\",\"kind\":\"stdout\",\"detail\":\"a \\\"q\\\"\\n\"}\n"
        );
    }

    #[test]
    fn events_from_inside_the_script_carry_its_call_stack() {
        let mut t = Trace::new(true);
        t.cwd = Some(render::Cwd::new("/app"));
        let frame = |name: &str, file: &str, line, col| Frame {
            name: name.into(),
            file: file.into(),
            line,
            col,
        };
        t.record(ev("main", "run", "main module /app/x.js"));
        t.record_with_stack(
            ev("timers", "queue", "setTimeout 1 ms: f (/app/x.js:1:30)"),
            Some(3),
            vec![
                frame("inner", "/app/x.js", 1, 19),
                frame("outer", "file:///app/lib/y.mjs", 2, 19),
                frame("(anonymous)", "/elsewhere/z.js", 3, 1),
            ],
        );
        t.record_with_stack(
            ev("", "stdout", "x\n"),
            None,
            vec![frame("inner", "/app/x.js", 1, 48)],
        );
        t.record(ev("", "stdout", "y\n"));
        assert_eq!(t.stack(1).len(), 3);
        assert!(t.stack(0).is_empty() && t.stack(9).is_empty());
        let json = t.render_json_lines();
        let lines: Vec<&str> = json.lines().collect();
        // Innermost first, paths relative to the working directory, before `loc`.
        assert!(
            lines[1].ends_with(",\"by\":0,\"stack\":[{\"fn\":\"inner\",\"file\":\"x.js\",\"line\":1,\"col\":19},{\"fn\":\"outer\",\"file\":\"lib/y.mjs\",\"line\":2,\"col\":19},{\"fn\":\"(anonymous)\",\"file\":\"/elsewhere/z.js\",\"line\":3,\"col\":1}],\"loc\":{\"file\":\"x.js\",\"line\":1,\"col\":30}}"),
            "{}",
            lines[1]
        );
        assert!(
            lines[2].ends_with("\"detail\":\"x\\n\",\"stack\":[{\"fn\":\"inner\",\"file\":\"x.js\",\"line\":1,\"col\":48}]}"),
            "{}",
            lines[2]
        );
        // No stack known: no field. The text form shows none.
        assert!(!lines[0].contains("stack") && !lines[3].contains("stack"));
        assert!(!t.render_text().contains("inner"));
    }

    #[test]
    fn json_strings_escape_what_json_needs_and_keep_the_rest() {
        assert_eq!(
            json_string("é \u{1} \"a\\b\"\t\r\n😀"),
            "\"é \\u0001 \\\"a\\\\b\\\"\\t\\r\\n😀\""
        );
    }

    #[test]
    fn runs_know_what_queued_them() {
        let mut t = Trace::new(true);
        t.record(ev("main", "run", "main module"));
        t.record_keyed(ev("timers", "queue", "setTimeout: f"), 7);
        t.record(ev("nextTick", "queue", "nextTick: g"));
        t.record(ev("nextTick", "queue", "nextTick: h"));
        t.record(ev("nextTick", "run", "g"));
        t.record(ev("nextTick", "run", "h"));
        t.record_keyed(ev("timers", "run", "f"), 7);
        assert_eq!(
            t.link(1),
            Link {
                by: Some(0),
                from: None
            }
        );
        assert_eq!(t.link(4).from, Some(2));
        assert_eq!(t.link(5).from, Some(3));
        assert_eq!(t.link(6).from, Some(1));
        assert!(t
            .render_text()
            .contains("run    f  <- queued by main module"));
        assert!(t
            .render_json_lines()
            .lines()
            .nth(6)
            .unwrap()
            .contains("\"from\":1,\"rule\":"));
    }

    #[test]
    fn a_streamed_trace_is_written_as_it_goes_and_holds_almost_nothing() {
        let out = Arc::new(Mutex::new(String::new()));
        let target = (TraceFormat::Json, TraceTarget::Memory(out.clone()));
        let mut t = Trace::for_target(Some(&target));
        t.record(ev("main", "run", "main module"));
        for n in 0..1000u64 {
            t.record_keyed(ev("check", "queue", "setImmediate: f"), n % 3);
            t.record_keyed(ev("check", "run", "f"), n % 3);
        }
        // Written at once; only the queue events a later run may come from are kept.
        assert_eq!(out.lock().unwrap().lines().count(), 2001);
        assert!(t.events().is_empty());
        assert_eq!(t.keyed.len(), 3);
        // A promise job's run waits for its label, which the engine gives as it starts.
        t.record(ev(
            "microtask",
            "queue",
            "a promise job queued at (x.js:1:1)",
        ));
        t.await_label();
        t.record(ev("microtask", "run", "a promise job queued at (x.js:1:1)"));
        assert_eq!(t.events().len(), 1, "held");
        t.label_pending("a promise reaction: f (x.js:1:2)");
        t.record(ev("", "stdout", "hi\n"));
        t.settle();
        assert!(t.finish().is_none());
        let text = out.lock().unwrap().clone();
        let last: Vec<&str> = text.lines().rev().take(2).collect();
        assert!(
            last[1].contains("\"id\":2002,") && last[1].contains("\"detail\":\"a promise reaction: f (x.js:1:2)\",\"from\":2001,\"rule\":\"node-microtasks\""),
            "{}",
            last[1]
        );
        assert!(last[0].contains("\"id\":2003,") && last[0].contains("\"kind\":\"stdout\""));
    }

    #[test]
    fn disabled_trace_records_nothing() {
        let mut t = Trace::new(false);
        t.record(TraceEvent {
            at_ns: 0,
            turn: 0,
            phase: "main",
            kind: "run",
            detail: String::new(),
        });
        assert!(t.events().is_empty());
    }
}
