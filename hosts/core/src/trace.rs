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
                "{ms:>10.3} ms  turn {:<3} {:<10} {:<6} {}\n",
                e.turn, e.phase, e.kind, e.detail
            ));
        }
        out
    }
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
