//! The rendering step ("update the rendering": resize, scroll, animation-frame
//! callbacks, then the JavaScript half's `renderingSteps`) and idle periods (`requestIdleCallback`'s "start an idle period", idle
//! callbacks and their timeouts).

use evloop_core::CallbackId;
use evloop_engine::Val;

use crate::{report_exception, BrowserHost, Source, Step, Work};

/// The longest idle period (requestIdleCallback §"start an idle period": 50 ms).
const IDLE_PERIOD_MAX_NS: u64 = 50_000_000;

impl BrowserHost {
    /// "Update the rendering" (B7) for this rendering opportunity: of its steps, only the
    /// animation frame callbacks are observable without layout.
    pub(crate) fn update_the_rendering(&mut self) -> Step {
        let (handles, frame_time) = {
            let mut inner = self.state.inner.borrow_mut();
            inner.render_scheduled = false;
            let handles: Vec<u32> = inner.animation_frames.iter().map(|(h, _)| *h).collect();
            (handles, self.state.now_ms_f64())
        };
        self.trace("rendering", "run", |_| {
            format!(
                "update the rendering: {} animation frame callback(s)",
                handles.len()
            )
        });
        // "Run the animation frame callbacks": a snapshot of the handles; a callback
        // cancelled by an earlier one is skipped; each gets the same timestamp.
        for handle in handles {
            let callable = {
                let mut inner = self.state.inner.borrow_mut();
                let at = inner
                    .animation_frames
                    .iter()
                    .position(|(h, _)| *h == handle);
                at.map(|i| inner.animation_frames.remove(i).1)
            };
            let Some(callable) = callable else { continue };
            self.gate("rendering", |e| {
                format!("requestAnimationFrame {handle}: {}", e.describe(callable))
            })?;
            self.set_culprit(callable);
            self.trace_run_of("rendering", callable, |e| {
                format!("requestAnimationFrame {handle}: {}", e.describe(callable))
            });
            if let Err(stop) = self.charge() {
                // It never ran: it still waits (for the diagnosis).
                let mut inner = self.state.inner.borrow_mut();
                inner.animation_frames.insert(0, (handle, callable));
                return Err(stop);
            }
            if let Err(thrown) = self.engine.call(callable, &[Val::Num(frame_time)], true) {
                report_exception(&mut self.engine, &self.state, thrown)?;
            }
            // Clean up after running a callback: the stack is empty, so a checkpoint.
            self.checkpoint()?;
        }
        // The steps after the animation frame callbacks that the JavaScript half models
        // (style and layout, the observers): its `renderingSteps` hook, if set, runs them
        // and checkpoints between the callbacks it invokes.
        if let Some(hook) = self.state.hook("renderingSteps") {
            self.charge()?;
            if let Err(thrown) = self.engine.call(hook, &[Val::Num(frame_time)], false) {
                report_exception(&mut self.engine, &self.state, thrown)?;
            }
            self.checkpoint()?;
        }
        Ok(())
    }

    /// requestIdleCallback "start an idle period" when the loop has no runnable task.
    /// Returns whether a period started.
    pub(crate) fn start_idle_period(&mut self, now: u64, next_task: Option<u64>) -> bool {
        let mut inner = self.state.inner.borrow_mut();
        // Callbacks left runnable when a period ended (one overran it) wait for this one.
        if !inner.idle_waiting() || inner.idle_deadline_ns.is_some() {
            return false;
        }
        if now < inner.idle_not_before_ns {
            // Race point: Chromium gives a page idle time once its first frame is out
            // (9 runs in 10: 1 ms and 5 ms timers set by the script run before an idle
            // callback), but its scheduler can find the main thread idle earlier.
            if !inner.before_first_idle {
                return false;
            }
            let gate = inner.idle_not_before_ns;
            let choice = inner.schedule.choose(2, |k| {
                if k == 0 {
                    format!(
                        "no idle period before the page's first frame ({:.1} ms)",
                        gate as f64 / 1e6
                    )
                } else {
                    format!(
                        "an idle period started at {} ms, before the page's first frame",
                        now as f64 / 1e6
                    )
                }
            });
            inner.trace_race("idle", now);
            if choice == 0 {
                return false;
            }
        }
        inner.before_first_idle = false;
        // Race point: Chromium's scheduler decides when the main thread is idle; a task
        // due soon (a timer, the next frame) may come first. evloop starts the period at
        // once; `--explore` also tries it after that task.
        if let Some(t) = next_task.filter(|&t| t > now && t - now <= IDLE_PERIOD_MAX_NS) {
            let choice = inner.schedule.choose(2, |k| {
                let at = t as f64 / 1e6;
                if k == 0 {
                    format!(
                        "an idle period started at {} ms, before the task due at {at} ms",
                        now as f64 / 1e6
                    )
                } else {
                    format!("the idle period waited for the task due at {at} ms")
                }
            });
            inner.trace_race("idle", now);
            if choice == 1 {
                inner.idle_not_before_ns = t + 1;
                return false;
            }
        }
        // The deadline: 50 ms at most, and not past the next timer or frame.
        let mut deadline = now + IDLE_PERIOD_MAX_NS;
        if let Some(t) = next_task {
            deadline = deadline.min(t);
        }
        let pending = std::mem::take(&mut inner.idle_pending);
        inner.idle_runnable.extend(pending);
        inner.idle_deadline_ns = Some(deadline);
        inner.idle_not_before_ns = deadline;
        drop(inner);
        self.state.queue_task(Source::IdleTask, Work::Idle);
        true
    }

    /// "Invoke idle callbacks": one callback per task while the period lasts.
    pub(crate) fn run_idle_task(&mut self) -> Step {
        let now = self.state.clock.now_ns();
        let (next, deadline) = {
            let mut inner = self.state.inner.borrow_mut();
            let Some(deadline) = inner.idle_deadline_ns else {
                return Ok(());
            };
            if now >= deadline {
                // The period is over (a callback overran it): the runnable callbacks keep
                // their place, first in the next period.
                inner.idle_deadline_ns = None;
                return Ok(());
            }
            (inner.idle_runnable.pop_front(), deadline)
        };
        let Some((handle, callable)) = next else {
            self.state.inner.borrow_mut().idle_deadline_ns = None;
            return Ok(());
        };
        self.run_idle_callback(handle, callable, deadline as f64 / 1e6, false)?;
        let more = !self.state.inner.borrow().idle_runnable.is_empty();
        if more {
            self.state.queue_task(Source::IdleTask, Work::Idle);
        } else {
            self.state.inner.borrow_mut().idle_deadline_ns = None;
        }
        Ok(())
    }

    pub(crate) fn run_idle_timeout(&mut self, handle: u32) -> Step {
        let callable = {
            let mut inner = self.state.inner.borrow_mut();
            if let Some(i) = inner.idle_pending.iter().position(|(h, _)| *h == handle) {
                Some(inner.idle_pending.remove(i).1)
            } else if let Some(i) = inner.idle_runnable.iter().position(|(h, _)| *h == handle) {
                inner.idle_runnable.remove(i).map(|(_, c)| c)
            } else {
                None
            }
        };
        match callable {
            Some(callable) => {
                let now = self.state.now_ms_f64();
                self.run_idle_callback(handle, callable, now, true)
            }
            None => Ok(()),
        }
    }

    pub(crate) fn run_idle_callback(
        &mut self,
        handle: u32,
        callable: CallbackId,
        deadline_ms: f64,
        did_timeout: bool,
    ) -> Step {
        self.gate("idle", |e| {
            format!("requestIdleCallback {handle}: {}", e.describe(callable))
        })?;
        self.set_culprit(callable);
        self.trace_run_of("idle", callable, |e| {
            format!("requestIdleCallback {handle}: {}", e.describe(callable))
        });
        self.charge()?;
        if let Some(hook) = self.state.hook("runIdleCallback") {
            let args = [
                Val::Stored(callable),
                Val::Num(deadline_ms),
                Val::Bool(did_timeout),
            ];
            if let Err(thrown) = self.engine.call(hook, &args, false) {
                report_exception(&mut self.engine, &self.state, thrown)?;
            }
        }
        self.engine.release(callable);
        Ok(())
    }
}

impl crate::Inner {
    /// Idle callbacks wait for an idle period: requested ones, or runnable ones a period
    /// that ended early left.
    pub(crate) fn idle_waiting(&self) -> bool {
        !self.idle_pending.is_empty() || !self.idle_runnable.is_empty()
    }
}
