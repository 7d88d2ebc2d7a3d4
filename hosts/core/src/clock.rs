//! Time for a host loop: virtual by default, wall-clock on request.
//!
//! Virtual time starts at zero and moves only when (1) the loop is idle and jumps to the
//! next deadline ([`Clock::advance_to`]), or (2) the script reads the clock
//! ([`Clock::observe`]), which moves it forward by a small fixed step so that a busy-wait
//! loop such as `while (Date.now() - t < 10) {}` ends, and its time counts. Nothing else
//! advances it, so the same script gives the same output on every run and machine.

use std::cell::Cell;

use crate::sys::Monotonic;

/// How a [`Clock`] measures time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockMode {
    /// Deterministic virtual time (the default).
    Virtual,
    /// Wall-clock time: timers wait for real.
    Real,
}

/// The wall-clock date that virtual time 0 corresponds to (2024-01-01T00:00:00Z).
pub const VIRTUAL_EPOCH_MS: i64 = 1_704_067_200_000;

/// How far the virtual wall clock (`Date`) runs ahead of the loop's monotonic clock.
pub const WALL_CLOCK_PHASE_NS: u64 = 500_000;

/// How far one read of the clock moves virtual time forward, in nanoseconds.
pub const READ_STEP_NS: u64 = 10_000;

/// A monotonic clock in nanoseconds since the host started.
#[derive(Debug)]
pub struct Clock {
    mode: ClockMode,
    /// Virtual now, in nanoseconds (unused in real mode).
    virtual_ns: Cell<u64>,
    start: Monotonic,
    epoch_ms: i64,
}

impl Clock {
    pub fn new(mode: ClockMode) -> Self {
        let epoch_ms = match mode {
            ClockMode::Virtual => VIRTUAL_EPOCH_MS,
            ClockMode::Real => crate::sys::wall_epoch_ms().unwrap_or(VIRTUAL_EPOCH_MS),
        };
        Clock {
            mode,
            virtual_ns: Cell::new(0),
            start: Monotonic::start(),
            epoch_ms,
        }
    }

    pub fn mode(&self) -> ClockMode {
        self.mode
    }

    pub fn is_virtual(&self) -> bool {
        self.mode == ClockMode::Virtual
    }

    /// The current time without counting as a read by the script.
    pub fn now_ns(&self) -> u64 {
        match self.mode {
            ClockMode::Virtual => self.virtual_ns.get(),
            ClockMode::Real => self.start.elapsed_ns(),
        }
    }

    /// The current time in whole milliseconds (libuv's `uv_now` resolution).
    pub fn now_ms(&self) -> u64 {
        self.now_ns() / 1_000_000
    }

    /// A read by the script (`Date.now()`, `performance.now()`): returns the time and then
    /// moves virtual time forward by [`READ_STEP_NS`].
    pub fn observe(&self) -> u64 {
        let now = self.now_ns();
        if self.mode == ClockMode::Virtual {
            self.virtual_ns.set(now + READ_STEP_NS);
        }
        now
    }

    /// Milliseconds since the Unix epoch for `Date`, as of a script read. In virtual time
    /// the wall clock's millisecond boundaries sit [`WALL_CLOCK_PHASE_NS`] off the
    /// monotonic clock's, as two independent real clocks do: a 1 ms `Date.now()`
    /// busy-wait then spans half a millisecond of loop time, not a whole one.
    pub fn observe_epoch_ms(&self) -> i64 {
        let phase = if self.is_virtual() {
            WALL_CLOCK_PHASE_NS
        } else {
            0
        };
        self.epoch_ms + ((self.observe() + phase) / 1_000_000) as i64
    }

    /// Idle jump: virtual time moves forward to `ns` (never backward). In real mode the
    /// caller sleeps instead; this is a no-op.
    pub fn advance_to(&self, ns: u64) {
        if self.mode == ClockMode::Virtual && ns > self.virtual_ns.get() {
            self.virtual_ns.set(ns);
        }
    }

    /// Waits until `ns`: a jump in virtual time, a sleep in real time.
    pub fn wait_until(&self, ns: u64) {
        match self.mode {
            ClockMode::Virtual => self.advance_to(ns),
            ClockMode::Real => {
                let now = self.now_ns();
                if ns > now {
                    crate::sys::sleep(std::time::Duration::from_nanos(ns - now));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn virtual_time_moves_only_on_reads_and_jumps() {
        let c = Clock::new(ClockMode::Virtual);
        assert_eq!(c.now_ns(), 0);
        assert_eq!(c.now_ns(), 0);
        assert_eq!(c.observe(), 0);
        assert_eq!(c.now_ns(), READ_STEP_NS);
        c.advance_to(5_000_000);
        assert_eq!(c.now_ms(), 5);
        c.advance_to(1);
        assert_eq!(c.now_ms(), 5, "time never goes back");
    }

    #[test]
    fn busy_wait_of_ten_ms_ends() {
        let c = Clock::new(ClockMode::Virtual);
        let start = c.observe_epoch_ms();
        let mut reads = 0;
        while c.observe_epoch_ms() - start < 10 {
            reads += 1;
        }
        assert!(reads > 100 && reads < 2_000, "{reads}");
        // Ten wall-clock milliseconds, half a millisecond of phase: 9.5 ms of loop time.
        assert_eq!(c.now_ms(), 9);
        assert!(c.now_ns() >= 9_500_000);
    }
}
