//! The trace log: one event per step of the loop, for `--trace` and the timeline.
//!
//! Recording costs nothing when disabled: hosts ask [`Trace::enabled`] before building an
//! event.

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

#[derive(Debug, Default)]
pub struct Trace {
    enabled: bool,
    events: Vec<TraceEvent>,
}

impl Trace {
    pub fn new(enabled: bool) -> Self {
        Trace {
            enabled,
            events: Vec::new(),
        }
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    pub fn record(&mut self, event: TraceEvent) {
        if self.enabled {
            self.events.push(event);
        }
    }

    pub fn events(&self) -> &[TraceEvent] {
        &self.events
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
        for e in &self.events {
            let ms = e.at_ns as f64 / 1e6;
            if e.kind == "stdout" || e.kind == "stderr" {
                for line in e.detail.lines() {
                    out.push_str(&format!(
                        "{:>32}{} {line}\n",
                        "",
                        if e.kind == "stdout" { "|" } else { "!" }
                    ));
                }
                continue;
            }
            out.push_str(&format!(
                "{ms:>10.3} ms  turn {:<3} {:<width$} {:<6} {}\n",
                e.turn, e.phase, e.kind, e.detail
            ));
        }
        out
    }
}

/// Where `--trace` output goes.
#[derive(Debug, Clone)]
pub enum TraceTarget {
    Stderr,
    File(std::path::PathBuf),
}

impl TraceTarget {
    /// Writes a rendered trace (the caller flushes its own stdout first).
    pub fn write(&self, text: &str) -> Result<(), String> {
        use std::io::Write as _;
        match self {
            TraceTarget::Stderr => {
                let _ = std::io::stderr().write_all(text.as_bytes());
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
    pub fn render(&self, format: TraceFormat) -> String {
        match format {
            TraceFormat::Text => self.render_text(),
            TraceFormat::Json => self.render_json_lines(),
        }
    }
}

/// Version of the JSON Lines trace schema (see the README).
pub const TRACE_SCHEMA_VERSION: u32 = 1;

impl Trace {
    /// The JSON Lines form: one object per event, with a schema version:
    /// `{"v":1,"time_ms":0.5,"turn":1,"phase":"timers","kind":"run","detail":"..."}`.
    pub fn render_json_lines(&self) -> String {
        let mut out = String::new();
        for e in &self.events {
            out.push_str(&format!(
                "{{\"v\":{TRACE_SCHEMA_VERSION},\"time_ms\":{},\"turn\":{},\"phase\":{},\"kind\":{},\"detail\":{}}}\n",
                e.at_ns as f64 / 1e6,
                e.turn,
                json_string(e.phase),
                json_string(e.kind),
                json_string(&e.detail)
            ));
        }
        out
    }
}

/// A JSON string literal.
fn json_string(s: &str) -> String {
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
            "{\"v\":1,\"time_ms\":0.25,\"turn\":2,\"phase\":\"check\",\"kind\":\"stdout\",\"detail\":\"a \\\"q\\\"\\n\"}\n"
        );
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
