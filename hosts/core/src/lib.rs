//! The engine-free scheduling core shared by every host model.
//!
//! It owns time ([`clock`]), ordered waiting ([`heap`]), the run budget that stops runaway
//! scripts ([`budget`]) and the trace log ([`trace`]). It never sees a JavaScript value:
//! queues hold plain ids ([`CallbackId`]) that the engine glue resolves to functions.
//! Host rules (which phase runs when) live in the host crates, not here.

pub mod budget;
pub mod clock;
pub mod explore;
pub mod heap;
pub mod idmap;
pub mod memory;
pub mod output;
pub mod repl;
pub mod schedule;
pub mod signals;
pub mod sys;
pub mod trace;
pub mod vfs;
pub mod why;

pub use budget::{Budget, BudgetLimits, Exhausted};
pub use clock::{Clock, ClockMode};
pub use heap::MinHeap;
pub use idmap::IdMap;
pub use output::Output;
pub use schedule::{finish_run, trace_race, Choice, Schedule};
pub use trace::{Link, Trace, TraceEvent, TraceFormat, TraceTarget, TRACE_SCHEMA_VERSION};
pub use why::Why;

/// A callback that the engine glue keeps alive for the host; the id is all the host holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CallbackId(pub u32);
