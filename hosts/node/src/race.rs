//! Race points' shared steps: each recorded in the trace as a `race` event, and the
//! process stall before a timers phase.
//!
//! A real process can be descheduled at any moment (a loaded machine, a page fault, a
//! GC pause), and when it runs again real time has passed: timers that virtual time sees
//! as not yet due are due. Where that changes an order is where libuv reads its clock
//! before running timers (`uv__update_time` then `uv__run_timers`, at the start of every
//! loop iteration, and once before the first): a stall at any earlier point of the
//! iteration shows there. That is the race point modelled here; stalls inside a
//! callback (which would shift the start of the timers it sets) are not.

use evloop_core::trace_race;

use crate::poll::STALL_WINDOW_MS;
use crate::{Inner, NodeHost};

/// The most timer lists a stall is tried up to (each a different length of stall).
const STALL_TARGETS_MAX: usize = 3;
/// Stall points offered per run: the first loop iterations with a timer due soon.
const STALL_POINTS_MAX: usize = 8;
/// Stalls taken per run.
const STALLS_TAKEN_MAX: usize = 1;
/// What the bound leaves out, as `--explore` reports it.
const STALL_BOUND: &str = "process stalls: one per run at most, tried in the first 8 loop iterations with a timer due within 50 ms";

impl Inner {
    /// Records the race point just decided in the trace (a `race` event in `phase`).
    pub(crate) fn trace_race(&mut self, phase: &'static str, at_ns: u64) {
        trace_race(&mut self.trace, &self.schedule, phase, at_ns, self.turn);
    }
}

impl NodeHost {
    /// How many race points the run has met so far.
    pub(crate) fn races_met(&self) -> usize {
        self.state.inner.borrow().schedule.taken().len()
    }

    /// Race point: a process stall before this timers phase. Alternative 0 runs the
    /// timers phase at the loop time virtual time says; alternative k the clock has
    /// jumped to the k-th timer list due within [`STALL_WINDOW_MS`], so it and every
    /// list before it are due. `raced_now`: the timers race has just decided whether the
    /// earliest list had expired within the millisecond (not offered twice).
    pub(crate) fn stall_point(&mut self, raced_now: bool) {
        if !self.state.clock.is_virtual() {
            return;
        }
        let at_ns = self.state.clock.now_ns();
        let target = {
            let mut inner = self.state.inner.borrow_mut();
            let now = inner.loop_time;
            // The loop has just woken in poll for a timer: `stall_race` decided there.
            if inner.last_block_ms == now && now > 0 {
                return;
            }
            let floor = if raced_now { now + 1 } else { now };
            let mut targets: Vec<(u64, u64)> = Vec::new();
            for ((expiry, _), msecs) in inner.timers.queue.sorted() {
                if expiry > floor
                    && expiry <= now + STALL_WINDOW_MS
                    && !targets.iter().any(|&(e, _)| e == expiry)
                {
                    targets.push((expiry, msecs));
                }
            }
            targets.truncate(STALL_TARGETS_MAX);
            if targets.is_empty()
                || !inner
                    .schedule
                    .bounded("stall", STALL_POINTS_MAX, STALLS_TAKEN_MAX, STALL_BOUND)
            {
                return;
            }
            let turn = inner.turn;
            let choice = inner.schedule.choose(targets.len() + 1, |k| match k {
                0 => format!("no stall before the timers phase of loop turn {turn} (at {now} ms)"),
                k => {
                    let (expiry, msecs) = targets[k - 1];
                    format!(
                        "the process stalled before the timers phase of loop turn {turn}: the loop read the clock at {expiry} ms, when the {msecs} ms timer list was due"
                    )
                }
            });
            inner.trace_race("timers", at_ns);
            targets.get(choice.wrapping_sub(1)).map(|&(e, _)| e)
        };
        if let Some(expiry) = target {
            self.state.clock.advance_to(expiry * 1_000_000);
            self.update_time();
        }
    }
}
