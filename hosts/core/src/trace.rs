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
}
