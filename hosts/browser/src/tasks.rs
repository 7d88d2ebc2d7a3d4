//! Queueing work on the page's task sources: a task at the time it becomes runnable,
//! the timer initialization steps (nesting clamp), the rendering opportunity at the vsync
//! tick after `requestAnimationFrame`, and the trace of what was queued.

use evloop_core::{CallbackId, TraceEvent};

use crate::{BrowserState, Priority, Source, Task, Timer, Work};

/// Timer nesting level above which a timeout under 4 ms becomes 4 ms (HTML "timer
/// initialization steps", step 5).
const TIMER_NESTING_CLAMP_LEVEL: u32 = 5;

const TIMER_CLAMP_MS: i64 = 4;

impl BrowserState {
    pub(crate) fn hook(&self, name: &str) -> Option<CallbackId> {
        self.inner.borrow().hooks.get(name).copied()
    }

    /// Queues a task on `source`, runnable at `ready_ns`.
    pub(crate) fn queue_task_at(&self, source: Source, ready_ns: u64, work: Work) {
        self.queue_prioritized_at(source, Priority::Normal, 0, ready_ns, work);
    }

    /// Queues a task of `priority` (following the `TaskSignal` `group`, 0 for none).
    pub(crate) fn queue_prioritized_at(
        &self,
        source: Source,
        priority: Priority,
        group: u32,
        ready_ns: u64,
        work: Work,
    ) {
        let mut inner = self.inner.borrow_mut();
        let seq = inner.next_seq;
        inner.next_seq += 1;
        inner.tasks.push(Task {
            ready_ns,
            seq,
            source,
            priority,
            group,
            work,
        });
    }

    /// `TaskController.setPriority`: the queued tasks that follow `group` move to
    /// `priority`, keeping their places in time.
    pub(crate) fn reprioritize(&self, group: u32, priority: &str) {
        let mut inner = self.inner.borrow_mut();
        let mut tasks = std::mem::take(&mut inner.tasks).into_vec();
        for t in tasks.iter_mut().filter(|t| t.group == group) {
            if let Some(p) = t.priority.retarget(priority) {
                t.priority = p;
            }
        }
        inner.tasks = tasks.into();
    }

    /// Queues a task on `source`, runnable now.
    pub(crate) fn queue_task(&self, source: Source, work: Work) {
        self.queue_task_at(source, self.clock.now_ns(), work);
    }

    /// "Timer initialization steps": arms timer `id` (new, or an interval re-arming)
    /// with the nesting level of the running task.
    pub(crate) fn start_timer(&self, id: i32, callable: CallbackId, timeout: i64, repeat: bool) {
        let now = self.clock.now_ns();
        let (due, handle, nesting) = {
            let mut inner = self.inner.borrow_mut();
            // Step 3: the nesting level is the running task's, if it is a timer task.
            let nesting = inner.running_timer_nesting.unwrap_or(0);
            // Steps 4-5: no negative timeouts; clamp deeply nested short timers.
            let mut ms = timeout.max(0);
            if nesting > TIMER_NESTING_CLAMP_LEVEL && ms < TIMER_CLAMP_MS {
                ms = TIMER_CLAMP_MS;
            }
            inner.next_timer_handle += 1;
            let handle = inner.next_timer_handle;
            inner.timers.insert(
                id,
                Timer {
                    callable,
                    timeout,
                    repeat,
                    handle,
                },
            );
            (now + ms as u64 * 1_000_000, handle, nesting + 1)
        };
        self.queue_task_at(
            Source::Timer,
            due,
            Work::Timer {
                id,
                handle,
                nesting,
            },
        );
    }

    /// `requestAnimationFrame` needs a rendering opportunity: the next vsync tick.
    pub(crate) fn schedule_render(&self) {
        let tick = {
            let mut inner = self.inner.borrow_mut();
            if inner.render_scheduled {
                return;
            }
            inner.render_scheduled = true;
            let now = self.clock.now_ns();
            let tick = (now / inner.frame_ns + 1) * inner.frame_ns;
            // Race point (B7): the display's vsync phase is not the page's; the first
            // rendering opportunity may come at once, before tasks already queued.
            if inner.vsync_raced {
                tick
            } else {
                inner.vsync_raced = true;
                let choice = inner.schedule.choose(2, |k| {
                    if k == 0 {
                        format!(
                            "the first rendering opportunity came at the vsync tick ({:.1} ms)",
                            tick as f64 / 1e6
                        )
                    } else {
                        "the first rendering opportunity came at once (the vsync was due)"
                            .to_string()
                    }
                });
                inner.trace_race("rendering", now);
                if choice == 0 {
                    tick
                } else {
                    now
                }
            }
        };
        self.queue_task_at(Source::Rendering, tick, Work::Render);
    }

    pub(crate) fn trace_event(&self, phase: &'static str, kind: &'static str, detail: String) {
        self.trace_event_as(phase, kind, None, detail);
    }

    /// Records an event; `key` (a callback's id) links a keyed queue's run to its queueing.
    pub(crate) fn trace_event_as(
        &self,
        phase: &'static str,
        kind: &'static str,
        key: Option<CallbackId>,
        detail: String,
    ) {
        self.trace_event_with_stack(phase, kind, key, detail, Vec::new());
    }

    /// [`BrowserState::trace_event_as`] of an event recorded while the script runs (from
    /// an op), with the script's call stack then ([`evloop_engine::OpCx::script_stack`]).
    pub(crate) fn trace_event_with_stack(
        &self,
        phase: &'static str,
        kind: &'static str,
        key: Option<CallbackId>,
        detail: String,
        stack: Vec<evloop_core::trace::Frame>,
    ) {
        let at_ns = self.clock.now_ns();
        let mut inner = self.inner.borrow_mut();
        let turn = inner.turn;
        let event = TraceEvent {
            at_ns,
            turn,
            phase,
            kind,
            detail,
        };
        inner
            .trace
            .record_with_stack(event, key.map(|k| k.0 as u64), stack);
    }

    pub(crate) fn tracing(&self) -> bool {
        self.inner.borrow().trace.enabled()
    }

    pub(crate) fn now_ms_f64(&self) -> f64 {
        self.clock.now_ns() as f64 / 1e6
    }
}
