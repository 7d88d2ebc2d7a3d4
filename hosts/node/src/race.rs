//! Race points' shared steps: each recorded in the trace as a `race` event, and the
//! process stall before a timers phase.
//!
//! A real process can be descheduled at any moment (a loaded machine, a page fault, a
//! GC pause), and when it runs again real time has passed: timers that virtual time sees
//! as not yet due are due. Where that changes an order is where libuv reads its clock
//! before running timers (`uv__update_time` then `uv__run_timers`, at the start of every
//! loop iteration, and once before the first): a stall at any earlier point of the
//! iteration shows there. That is the first race point modelled here.
//!
//! The second is a stall inside a callback or the main script, just before it sets a
//! timer: node's timer functions read the clock afresh (`getLibuvNow()` updates libuv's
//! time), so a stall there starts the new timer later, and it can come due after a
//! timer list that it would otherwise precede. Stalls elsewhere inside a callback show
//! only at the next clock read, which is one of these two points.

use evloop_core::trace_race;

use crate::poll::STALL_WINDOW_MS;
use crate::{Inner, NodeHost, NodeState};

/// The most timer lists a stall is tried up to (each a different length of stall).
const STALL_TARGETS_MAX: usize = 3;
/// Stall points offered per run: the first loop iterations with a timer due soon.
const STALL_POINTS_MAX: usize = 8;
/// Stalls taken per run.
const STALLS_TAKEN_MAX: usize = 1;
/// What the bound leaves out, as `--explore` reports it.
const STALL_BOUND: &str = "process stalls: one per run at most, tried in the first 8 loop iterations with a timer due within 50 ms";

/// Stall points inside callbacks offered per run: the first timer calls that a stall
/// could move past another timer list.
const CALL_STALL_POINTS_MAX: usize = 8;
/// Stall points inside callbacks are looked for while at most this many timer lists are
/// pending.
const CALL_STALL_LISTS_MAX: usize = 32;
const CALL_STALL_LISTS_BOUND: &str =
    "stalls inside callbacks: not tried while more than 32 timer lists are pending";
/// What the bound on points leaves out.
const CALL_STALL_BOUND: &str = "stalls inside callbacks: one per run at most, tried at the first 8 timer calls that a stall of up to 50 ms could move past another timer list";

/// What a stall before a timer call moves the new timer past.
enum StallTarget {
    /// The timer list of this duration (the new timer comes due with it, after it).
    List(u64),
    /// CPU work on the thread pool (the request's name): its callback runs first.
    PoolWork(String),
}

/// Race point: a process stall just before a timer call reads the clock, for a timer of
/// `msecs` that starts a new list. Alternative 0 reads the clock where virtual time is;
/// alternative k stalls until the new timer's expiry reaches the k-th target due within
/// [`STALL_WINDOW_MS`] of the stall: a later timer list's expiry (a new list sorts after
/// an older one of equal expiry, so that list now runs first), or the millisecond after
/// the thread pool's next CPU work finishes (its callback now runs first). Moves virtual
/// time on when taken.
pub(crate) fn call_stall(st: &NodeState, msecs: u64) {
    if !st.clock.is_virtual() {
        return;
    }
    let at_ns = st.clock.now_ns();
    let now = st.clock.now_ms();
    let stall_to = {
        let mut inner = st.inner.borrow_mut();
        // Looking for targets costs a pass over the lists at every timer call: with many
        // lists pending (a script setting thousands of distinct delays) it is not tried.
        if inner.timers.lists.len() > CALL_STALL_LISTS_MAX {
            inner.schedule.cut(CALL_STALL_LISTS_BOUND);
            return;
        }
        // Each target: the new timer's expiry after the stall, and what it now runs with
        // or after (labels are written only for the trace, when a choice is made).
        let mut targets: Vec<(u64, StallTarget)> = Vec::new();
        for (&list_msecs, list) in inner.timers.lists.iter() {
            let to = list.expiry.saturating_sub(msecs);
            if list_msecs != msecs
                && to > now
                && to - now <= STALL_WINDOW_MS
                && !targets.iter().any(|(e, _)| *e == list.expiry)
            {
                targets.push((list.expiry, StallTarget::List(list_msecs)));
            }
        }
        // CPU work on the thread pool goes on while the main thread stalls: a stall can
        // also start the timer late enough to come due after the work is done (its
        // callback then runs in the poll phase before the timer's timers phase).
        let due = (now + msecs) * 1_000_000;
        if let Some((what, finish_ns)) = inner.io.next_cpu_finish(due) {
            let expiry = finish_ns.div_ceil(1_000_000) + 1;
            if expiry - msecs - now <= STALL_WINDOW_MS && !targets.iter().any(|(e, _)| *e == expiry)
            {
                targets.push((expiry, StallTarget::PoolWork(what)));
            }
        }
        targets.sort_unstable_by_key(|(expiry, _)| *expiry);
        targets.truncate(STALL_TARGETS_MAX);
        if targets.is_empty()
            || !inner.schedule.bounded(
                "call stall",
                CALL_STALL_POINTS_MAX,
                STALLS_TAKEN_MAX,
                CALL_STALL_BOUND,
            )
        {
            return;
        }
        let choice = inner.schedule.choose(targets.len() + 1, |k| match k {
            0 => format!("no stall before the {msecs} ms timer was set (at {now} ms)"),
            k => {
                let (expiry, target) = &targets[k - 1];
                let after = match target {
                    StallTarget::List(list_msecs) => {
                        format!("with the {list_msecs} ms timer list, and after it")
                    }
                    StallTarget::PoolWork(what) => format!("after {what} finished on the thread pool"),
                };
                format!(
                    "the process stalled {} ms just before the {msecs} ms timer was set: it came due at {expiry} ms, {after}",
                    expiry - msecs - now
                )
            }
        });
        inner.trace_race("timers", at_ns);
        targets.get(choice.wrapping_sub(1)).map(|(e, _)| e - msecs)
    };
    if let Some(ms) = stall_to {
        st.clock.advance_to(ms * 1_000_000);
    }
}

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
