//! Race points' shared steps: each recorded in the trace as a `race` event, and what a
//! hand-written `--schedule` could not take.

use evloop_core::trace_race;

use crate::{BrowserHost, Inner};

impl Inner {
    /// Records the race point just decided in the trace (a `race` event in `phase`).
    pub(crate) fn trace_race(&mut self, phase: &'static str, at_ns: u64) {
        trace_race(&mut self.trace, &self.schedule, phase, at_ns, self.turn);
    }
}

impl BrowserHost {
    /// Says on stderr what of a hand-written `--schedule` the run could not take.
    pub(crate) fn warn_schedule_mismatch(&self) {
        let warning = self.state.inner.borrow().schedule.mismatch();
        if let Some(warning) = warning {
            let mut out = self.state.out.borrow_mut();
            out.write_stderr(&format!("evloop: {warning}\n"));
            out.flush();
        }
    }
}
