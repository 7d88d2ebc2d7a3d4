//! The run budget: what stops a runaway script, and the diagnosis it leaves.
//!
//! Real runtimes spin forever on an interval that is never cleared and starve on endless
//! `nextTick` or microtask recursion. evloop counts every callback it runs, the virtual
//! time it reaches and the work the scripts do (steps: the engine's bytecode
//! instructions, and a fixed number per callback), and stops with [`Exhausted`] once a limit is crossed; the host turns that
//! into a message naming the queue that never emptied.
//!
//! Work is counted from the last time something came from outside the process (a file or
//! socket event, a child process, a worker, a signal: [`Budget::restart_work`]): a loop
//! that feeds itself (an interval never cleared, a `setImmediate` or event feedback loop,
//! an endless `requestAnimationFrame` loop) stops after about two seconds of work, the
//! same number of steps on every run, while a program busy with I/O goes on.

use std::cell::Cell;
use std::rc::Rc;

/// Limits for one run. Defaults are documented in the README.
#[derive(Debug, Clone, Copy)]
pub struct BudgetLimits {
    /// Callbacks of any kind (macrotasks, ticks, microtasks) in the whole run.
    pub max_callbacks: u64,
    /// Callbacks in one drain of a queue that never became empty (starvation).
    pub max_drain: u64,
    /// Virtual time (ms) after which the loop stops, if any.
    pub until_ms: Option<u64>,
    /// Loop iterations one function may run (a synchronous runaway loop).
    pub max_loop_iterations: u64,
    /// Steps of work (the engine's bytecode instructions, and [`CALLBACK_STEPS`] per
    /// callback) the loop's callbacks may run without anything coming from outside the
    /// process.
    pub max_steps: u64,
}

/// The default of [`BudgetLimits::max_steps`]: about two seconds of work on the machines
/// evloop was measured on (see the README, "Output, memory and runaways").
pub const DEFAULT_MAX_STEPS: u64 = 200_000_000;

/// The steps each callback counts besides the engine's instructions: the loop's own work
/// around it (taking it off its queue, the call into the engine, the host's ops it
/// calls, the drain after it), which costs 2-4 µs here where an instruction costs
/// about 10 ns.
pub const CALLBACK_STEPS: u64 = 300;

impl Default for BudgetLimits {
    fn default() -> Self {
        BudgetLimits {
            max_callbacks: 1_000_000,
            max_drain: 100_000,
            until_ms: None,
            max_loop_iterations: 100_000_000,
            max_steps: DEFAULT_MAX_STEPS,
        }
    }
}

/// Why a run was stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Exhausted {
    /// `max_callbacks` callbacks ran in all.
    Callbacks { limit: u64 },
    /// One queue was drained `max_drain` times without becoming empty.
    Starved { queue: &'static str, limit: u64 },
    /// Virtual time passed `--until`.
    Until { ms: u64 },
    /// One function ran `limit` loop iterations (a synchronous runaway loop).
    Loop { limit: u64 },
    /// The loop is alive but would block in poll forever: nothing can wake it.
    WaitForever,
    /// The loop's callbacks ran `limit` steps of work, `callbacks` of them, with nothing
    /// coming from outside the process (a loop that feeds itself).
    Steps { limit: u64, callbacks: u64 },
}

#[derive(Debug)]
pub struct Budget {
    pub limits: BudgetLimits,
    pub callbacks: u64,
    /// The engine's step counter ([`Budget::meter`]), once work is counted (from the
    /// first [`Budget::restart_work`]: the main module's work is not).
    steps: Option<Rc<Cell<u64>>>,
    counting: bool,
    /// The step count, and the callback count, when work began to be counted (the last
    /// event from outside).
    steps_from: u64,
    callbacks_from: u64,
}

impl Budget {
    pub fn new(limits: BudgetLimits) -> Self {
        Budget {
            limits,
            callbacks: 0,
            steps: None,
            counting: false,
            steps_from: 0,
            callbacks_from: 0,
        }
    }

    /// Counts work on `steps`, the engine's step counter, from the first
    /// [`Budget::restart_work`] on.
    pub fn meter(&mut self, steps: Rc<Cell<u64>>) {
        self.steps = Some(steps);
    }

    /// Counts work from zero again: the loop starts (the main module's work is not
    /// counted), or something came from outside the process (I/O, a child, a worker, a
    /// signal), so the loop is not feeding itself.
    pub fn restart_work(&mut self) {
        if let Some(steps) = &self.steps {
            self.counting = true;
            self.steps_from = steps.get();
            self.callbacks_from = self.callbacks;
        }
    }

    /// The whole budget again (each command of `evloop repl`).
    pub fn restart(&mut self) {
        self.callbacks = 0;
        self.restart_work();
    }

    /// Counts one callback; fails once the total limit is crossed, or once the work since
    /// the last event from outside passes its limit.
    pub fn charge(&mut self) -> Result<(), Exhausted> {
        self.callbacks += 1;
        if self.callbacks > self.limits.max_callbacks {
            return Err(Exhausted::Callbacks {
                limit: self.limits.max_callbacks,
            });
        }
        if let Some(steps) = self.steps.as_ref().filter(|_| self.counting) {
            let callbacks = self.callbacks - 1 - self.callbacks_from;
            let work = steps.get().wrapping_sub(self.steps_from) + callbacks * CALLBACK_STEPS;
            if work > self.limits.max_steps {
                return Err(Exhausted::Steps {
                    limit: self.limits.max_steps,
                    callbacks,
                });
            }
        }
        Ok(())
    }

    /// Counts one callback of a drain that has already run `in_drain` callbacks.
    pub fn charge_drain(&mut self, queue: &'static str, in_drain: u64) -> Result<(), Exhausted> {
        if in_drain >= self.limits.max_drain {
            return Err(Exhausted::Starved {
                queue,
                limit: self.limits.max_drain,
            });
        }
        self.charge()
    }

    /// Fails when virtual time `now_ms` is past `--until`.
    pub fn check_time(&self, now_ms: u64) -> Result<(), Exhausted> {
        match self.limits.until_ms {
            Some(ms) if now_ms > ms => Err(Exhausted::Until { ms }),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_is_counted_from_the_last_news_from_outside() {
        let steps = Rc::new(Cell::new(0u64));
        let mut budget = Budget::new(BudgetLimits {
            max_steps: 10_000,
            ..BudgetLimits::default()
        });
        budget.meter(steps.clone());
        // The main module's work is not counted: the loop starts the count.
        steps.set(1_000_000);
        assert_eq!(budget.charge(), Ok(()));
        budget.restart_work();
        // 21 callbacks of 200 instructions: 21 * (200 + 300) = 10,500 steps, past the
        // limit: the next callback is refused.
        for _ in 0..21 {
            assert_eq!(budget.charge(), Ok(()));
            steps.set(steps.get() + 200);
        }
        assert_eq!(
            budget.charge(),
            Err(Exhausted::Steps {
                limit: 10_000,
                callbacks: 21
            })
        );
        // News from outside: the count starts again (the callbacks in all go on).
        budget.restart_work();
        assert_eq!(budget.charge(), Ok(()));
        assert_eq!(budget.callbacks, 24);
    }
}
