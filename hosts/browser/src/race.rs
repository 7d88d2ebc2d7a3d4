//! Race points' shared step: each recorded in the trace as a `race` event.

use evloop_core::trace_race;

use crate::Inner;

impl Inner {
    /// Records the race point just decided in the trace (a `race` event in `phase`).
    pub(crate) fn trace_race(&mut self, phase: &'static str, at_ns: u64) {
        trace_race(&mut self.trace, &self.schedule, phase, at_ns, self.turn);
    }
}
