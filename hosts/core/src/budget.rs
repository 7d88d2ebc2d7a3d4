//! The run budget: what stops a runaway script, and the diagnosis it leaves.
//!
//! Real runtimes spin forever on an interval that is never cleared and starve on endless
//! `nextTick` or microtask recursion. evloop counts every callback it runs and the virtual
//! time it reaches, and stops with [`Exhausted`] once a limit is crossed; the host turns
//! that into a message naming the queue that never emptied.

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
}

impl Default for BudgetLimits {
    fn default() -> Self {
        BudgetLimits {
            max_callbacks: 1_000_000,
            max_drain: 100_000,
            until_ms: None,
            max_loop_iterations: 100_000_000,
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
}

#[derive(Debug)]
pub struct Budget {
    pub limits: BudgetLimits,
    pub callbacks: u64,
}

impl Budget {
    pub fn new(limits: BudgetLimits) -> Self {
        Budget {
            limits,
            callbacks: 0,
        }
    }

    /// Counts one callback; fails once the total limit is crossed.
    pub fn charge(&mut self) -> Result<(), Exhausted> {
        self.callbacks += 1;
        if self.callbacks > self.limits.max_callbacks {
            return Err(Exhausted::Callbacks {
                limit: self.limits.max_callbacks,
            });
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
