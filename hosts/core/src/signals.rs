//! Signals, process-wide: a C handler that only writes the signal's number into a pipe
//! (the self-pipe trick; a handler may do little else) and a thread that reads the pipe.
//! A signal the host takes ([`set_listener`]: the Node host queues one a `process.on`
//! listener watches for its next poll phase) goes there; any other does what it does to
//! node — its default action, usually death by the signal (a shell shows 128 + its
//! number) — but only after the process's output is out and its trace complete
//! ([`crate::output::before_death`]).
//!
//! Both hosts catch SIGINT, SIGTERM and SIGHUP from the start of a run
//! ([`install_fatal_defaults`]) so that nothing written is lost to them. Without the
//! `native` feature (the web build) nothing can send a signal and these do nothing.

#[cfg_attr(feature = "native", path = "signals/native.rs")]
#[cfg_attr(not(feature = "native"), path = "signals/web.rs")]
mod imp;

pub use imp::*;
