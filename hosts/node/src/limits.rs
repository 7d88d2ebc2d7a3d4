//! The end of a run that passed the heap limit (`--max-old-space-size`): node's fatal
//! report, then evloop's diagnosis where node lists its native frames.

use evloop_core::memory;
use evloop_engine::HeapLimitHit;

use crate::NodeHost;

/// Queued callbacks from which the report names what the queues hold.
const MANY_QUEUED: usize = 10_000;

impl NodeHost {
    /// Node's fatal out-of-memory report with evloop's diagnosis: the limit and what
    /// was left after the last collection, where the script was allocating, the callback
    /// the loop was running, and what the queues hold when they hold much.
    pub(crate) fn heap_report(&mut self, hit: &HeapLimitHit) -> String {
        let at_ms = self.state.clock.now_ns() / 1_000_000;
        let pid = crate::sys::pids().0;
        let mut out =
            memory::node_fatal_report(hit.ineffective, hit.before_gc, hit.after_gc, at_ms, pid);
        out.push_str(&hit.summary());
        if let Some((inner, callers)) = hit.frames.split_first() {
            out.push_str(&format!("evloop: it was allocating in {inner}"));
            if !callers.is_empty() {
                out.push_str(&format!(", called from {}", callers.join(", from ")));
            }
            out.push('\n');
        }
        let (turn, loop_time) = {
            let inner = self.state.inner.borrow();
            (inner.turn, inner.loop_time)
        };
        // The kind of host callback that was running when the error reached the host.
        let kind = match self.culprit.as_deref() {
            Some(k) if k.starts_with("Timeout") => "a timer callback",
            Some(k) if k.starts_with("Immediate") => "a setImmediate callback",
            Some(k) if k.starts_with("nextTick") => "a process.nextTick callback",
            Some(k) if k.starts_with("queueMicrotask") || k.starts_with("microtask") => {
                "a microtask"
            }
            _ if turn == 0 => "the main module",
            _ => "a callback",
        };
        let what = match &hit.callback {
            Some(f) if kind == "the main module" => format!("{kind}: {f}"),
            Some(f) => format!("{kind}, {f}"),
            None => kind.to_string(),
        };
        out.push_str(&format!(
            "evloop: the loop was running {what}, in loop turn {turn} at {loop_time} ms of virtual time, after {} callbacks\n",
            self.budget.callbacks
        ));
        if let Some(queues) = self.queued_report() {
            out.push_str(&queues);
        }
        out
    }

    /// What the queues hold, when it is a lot (a queue that grew without end).
    fn queued_report(&self) -> Option<String> {
        let inner = self.state.inner.borrow();
        let parts = [
            (self.engine.microtask_count(), "promise jobs and microtasks"),
            (inner.ticks.len(), "process.nextTick callbacks"),
            (
                inner.immediates.len() + inner.outstanding.len(),
                "setImmediate callbacks",
            ),
            (inner.timers.timers.len(), "timers"),
            (inner.port_messages.len(), "MessagePort messages"),
        ];
        let total: usize = parts.iter().map(|(n, _)| n).sum();
        if total < MANY_QUEUED {
            return None;
        }
        let listed: Vec<String> = parts
            .iter()
            .filter(|(n, _)| *n > 0)
            .map(|(n, what)| format!("{n} {what}"))
            .collect();
        Some(format!(
            "evloop: the queues hold {total} callbacks: {}\n",
            listed.join(", ")
        ))
    }
}
