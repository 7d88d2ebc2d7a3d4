//! The trace log: one event per step of the loop, for `--trace` and the timeline.
//!
//! Recording costs nothing when disabled: hosts ask [`Trace::enabled`] before building an
//! event.

use std::collections::{HashMap, VecDeque};
use std::fmt::Write as _;

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

#[derive(Debug, Default)]
pub struct Trace {
    enabled: bool,
    events: Vec<TraceEvent>,
    links: Vec<Link>,
    /// The step running now (the latest `run` or `emit` event).
    current: Option<usize>,
    /// Queue events of FIFO queues not yet matched to a run, per phase.
    fifo: HashMap<&'static str, VecDeque<usize>>,
    /// The latest queue event per (phase, key): keyed queues (timers, immediates, tasks).
    keyed: HashMap<(&'static str, u64), usize>,
    /// The working directory when the run began, to show paths relative to it.
    cwd: Option<String>,
    /// The text form goes to stderr as events happen (see [`Trace::for_target`]):
    /// `Some(echo)`, where `echo` says whether to repeat the script's output lines.
    streaming: Option<bool>,
    /// How many events have been streamed.
    streamed: usize,
}

impl Trace {
    pub fn new(enabled: bool) -> Self {
        let cwd = if enabled {
            crate::sys::current_dir().filter(|d| d != "/")
        } else {
            None
        };
        Trace {
            enabled,
            cwd,
            ..Trace::default()
        }
    }

    /// A trace for a run's `--trace` target. In a terminal (the text form to stderr, and
    /// stderr a terminal) each event is written as it happens, so the trace and the
    /// script's output interleave in the order they happened; the script's own lines are
    /// not repeated when stdout is that terminal too.
    pub fn for_target(target: Option<&(TraceFormat, TraceTarget)>) -> Self {
        let mut trace = Trace::new(target.is_some());
        if let Some((TraceFormat::Text, TraceTarget::Stderr)) = target {
            if crate::sys::stderr_is_terminal() {
                trace.streaming = Some(!crate::sys::stdout_is_terminal());
            }
        }
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
        if !self.enabled {
            return;
        }
        let id = self.events.len();
        let fifo = FIFO_PHASES.contains(&event.phase);
        let mut link = Link::default();
        match event.kind {
            "queue" => {
                link.by = self.current;
                match key {
                    Some(k) => {
                        self.keyed.insert((event.phase, k), id);
                    }
                    None if fifo => self.fifo.entry(event.phase).or_default().push_back(id),
                    None => {}
                }
            }
            "cancel" => {
                link.by = self.current;
                link.from = key.and_then(|k| self.keyed.remove(&(event.phase, k)));
            }
            "run" | "emit" => {
                self.current = Some(id);
                link.from = match key {
                    Some(k) => self.keyed.get(&(event.phase, k)).copied(),
                    None if fifo => self.fifo.get_mut(event.phase).and_then(VecDeque::pop_front),
                    None => None,
                };
            }
            _ => {}
        }
        self.events.push(event);
        self.links.push(link);
        if let Some(echo) = self.streaming {
            self.stream(echo);
        }
    }

    /// Writes the events not yet streamed to stderr (after the script's stdout so far).
    fn stream(&mut self, echo: bool) {
        let browser = self
            .events
            .first()
            .is_some_and(|e| e.phase.starts_with("task:"));
        let width = if browser { 21 } else { 10 };
        let mut text = String::new();
        for i in self.streamed..self.events.len() {
            let kind = self.events[i].kind;
            if echo || (kind != "stdout" && kind != "stderr") {
                text.push_str(&self.text_of(i, width));
            }
        }
        self.streamed = self.events.len();
        if !text.is_empty() {
            crate::output::flush_stdout();
            crate::sys::write_stderr(text.as_bytes());
        }
    }

    /// The index the next recorded event will get.
    pub fn next_index(&self) -> usize {
        self.events.len()
    }

    /// Replaces the detail of event `i` once more is known (what a promise job was is
    /// known only once it ran).
    pub fn amend_detail(&mut self, i: usize, detail: String) {
        if let Some(e) = self.events.get_mut(i) {
            e.detail = detail;
        }
    }

    pub fn events(&self) -> &[TraceEvent] {
        &self.events
    }

    /// The links of event `i` (see [`Link`]).
    pub fn link(&self, i: usize) -> Link {
        self.links.get(i).copied().unwrap_or_default()
    }

    /// What scheduled the callback of `run` event `i`: the step that queued it.
    fn scheduler(&self, i: usize) -> Option<&TraceEvent> {
        let queued = self.link(i).from?;
        self.events.get(self.link(queued).by?)
    }

    /// The text form: one line per event, a story of the run from top to bottom.
    /// `time  turn  phase  kind  detail`, with console output indented under the callback
    /// that printed it.
    pub fn render_text(&self) -> String {
        let mut out = String::new();
        // The phase column fits the longest name (browser task sources are long).
        let width = self
            .events
            .iter()
            .map(|e| e.phase.len())
            .max()
            .unwrap_or(0)
            .max(10);
        for i in 0..self.events.len() {
            out.push_str(&self.text_of(i, width));
        }
        out
    }

    /// Event `i` in the text form (one or more lines, each ending in a newline), its
    /// phase column `width` wide.
    pub fn text_of(&self, i: usize, width: usize) -> String {
        let Some(e) = self.events.get(i) else {
            return String::new();
        };
        let mut out = String::new();
        if e.kind == "stdout" || e.kind == "stderr" {
            for line in e.detail.lines() {
                out.push_str(&format!(
                    "{:>32}{} {line}\n",
                    "",
                    if e.kind == "stdout" { "|" } else { "!" }
                ));
            }
            return out;
        }
        let ms = e.at_ns as f64 / 1e6;
        out.push_str(&format!(
            "{ms:>10.3} ms  turn {:<3} {:<width$} {:<6} {}",
            e.turn,
            e.phase,
            e.kind,
            self.relative(&e.detail)
        ));
        if e.kind == "run" {
            if let Some(by) = self.scheduler(i) {
                out.push_str(&format!(
                    "  <- queued by {}",
                    file_names(&self.relative(&by.detail))
                ));
            }
        }
        out.push('\n');
        out
    }
}

/// `detail` with each path cut to its file name (`/a/b/x.js:5:18` → `x.js:5:18`), to keep
/// the "queued by" notes short.
fn file_names(detail: &str) -> String {
    let mut out = String::with_capacity(detail.len());
    for (n, word) in detail.split(' ').enumerate() {
        if n > 0 {
            out.push(' ');
        }
        let open = word.starts_with('(');
        let body = word.trim_start_matches('(');
        match body.rfind('/') {
            Some(cut) if body.starts_with('/') => {
                if open {
                    out.push('(');
                }
                out.push_str(&body[cut + 1..]);
            }
            _ => out.push_str(word),
        }
    }
    out
}

/// Where `--trace` output goes.
#[derive(Debug, Clone)]
pub enum TraceTarget {
    Stderr,
    File(std::path::PathBuf),
    /// Kept in memory for an embedder (the web build), which takes it after the run.
    Memory(std::sync::Arc<std::sync::Mutex<String>>),
}

impl TraceTarget {
    /// Writes a rendered trace (the caller flushes its own stdout first).
    pub fn write(&self, text: &str) -> Result<(), String> {
        match self {
            TraceTarget::Stderr => {
                crate::sys::write_stderr(text.as_bytes());
                Ok(())
            }
            TraceTarget::Memory(buf) => {
                buf.lock().unwrap_or_else(|e| e.into_inner()).push_str(text);
                Ok(())
            }
            TraceTarget::File(path) => std::fs::write(path, text)
                .map_err(|e| format!("cannot write the trace to '{}': {e}", path.display())),
        }
    }
}

/// The trace's output forms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TraceFormat {
    /// One line per step, for people.
    Text,
    /// JSON Lines with a versioned schema, for tools.
    Json,
}

impl Trace {
    /// The whole trace in `format`, or nothing if it was streamed as the run went.
    pub fn render(&self, format: TraceFormat) -> String {
        if self.streaming.is_some() {
            return String::new();
        }
        match format {
            TraceFormat::Text => self.render_text(),
            TraceFormat::Json => self.render_json_lines(),
        }
    }
}

/// Version of the JSON Lines trace schema (see `docs/trace-schema.md`).
pub const TRACE_SCHEMA_VERSION: u32 = 3;

impl Trace {
    /// `text` with the working directory's paths made relative to it
    /// (`/home/me/app/x.js:3:1` → `x.js:3:1`), as a reader meets them.
    pub fn relative(&self, text: &str) -> String {
        match &self.cwd {
            Some(cwd) => text
                .replace(&format!("file://{cwd}/"), "")
                .replace(&format!("{cwd}/"), ""),
            None => text.to_string(),
        }
    }

    /// The JSON Lines form (schema v3, documented in `docs/trace-schema.md`): one object
    /// per event, with the schema version and the event's index (`id`); a `queue` event
    /// adds `by` (the step that queued it), a `run` event `from` (the `queue` event it came
    /// from), a `cancel` event both; a step (`run`, `emit`) adds `rule` and `why` (the
    /// rule of the loop that chose it, see [`crate::why`]) and, when its callback's source
    /// position is known, `loc`:
    /// `{"v":3,"id":3,"time_ms":0.5,"turn":1,"phase":"timers","kind":"run","detail":"...","from":1,"rule":"node-timers","why":"...","loc":{"file":"x.js","line":4,"col":12}}`.
    pub fn render_json_lines(&self) -> String {
        let mut out = String::new();
        let num = |n: Option<usize>| n.map_or("null".to_string(), |n| n.to_string());
        let whys = crate::why::explain(&self.events, &self.links);
        for (i, e) in self.events.iter().enumerate() {
            let link = self.link(i);
            let mut extra = match e.kind {
                "queue" => format!(",\"by\":{}", num(link.by)),
                "run" => format!(",\"from\":{}", num(link.from)),
                "cancel" => format!(",\"by\":{},\"from\":{}", num(link.by), num(link.from)),
                _ => String::new(),
            };
            if let Some(why) = &whys[i] {
                let _ = write!(
                    extra,
                    ",\"rule\":{},\"why\":{}",
                    json_string(why.rule),
                    json_string(&why.text)
                );
            }
            let detail = self.relative(&e.detail);
            if e.kind != "stdout" && e.kind != "stderr" {
                if let Some((file, line, col)) = location(&detail) {
                    let _ = write!(
                        extra,
                        ",\"loc\":{{\"file\":{},\"line\":{line},\"col\":{col}}}",
                        json_string(file)
                    );
                }
            }
            let _ = writeln!(
                out,
                "{{\"v\":{TRACE_SCHEMA_VERSION},\"id\":{i},\"time_ms\":{},\"turn\":{},\"phase\":{},\"kind\":{},\"detail\":{}{extra}}}",
                e.at_ns as f64 / 1e6,
                e.turn,
                json_string(e.phase),
                json_string(e.kind),
                json_string(&detail)
            );
        }
        out
    }
}

/// The last `(file:line:col)` in a detail: where the step's callback is defined.
pub fn location(detail: &str) -> Option<(&str, u32, u32)> {
    let close = detail.rfind(')')?;
    let open = detail[..close].rfind('(')?;
    let inner = &detail[open + 1..close];
    let (rest, col) = inner.rsplit_once(':')?;
    let (file, line) = rest.rsplit_once(':')?;
    let line = line.parse().ok()?;
    let col = col.parse().ok()?;
    (!file.is_empty()).then_some((file, line, col))
}

/// A JSON string literal (the trace's, and the explainer page's data).
pub fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
            "{\"v\":3,\"id\":0,\"time_ms\":0.25,\"turn\":2,\"phase\":\"check\",\"kind\":\"stdout\",\"detail\":\"a \\\"q\\\"\\n\"}\n"
        );
    }

    #[test]
    fn runs_know_what_queued_them() {
        let mut t = Trace::new(true);
        let ev = |phase: &'static str, kind: &'static str, detail: &str| TraceEvent {
            at_ns: 0,
            turn: 0,
            phase,
            kind,
            detail: detail.into(),
        };
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
