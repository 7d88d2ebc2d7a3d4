//! Signals, as libuv's signal handles give them to Node. The handler, its self-pipe and
//! the thread that reads it are the core's (`evloop_core::signals`), shared with the
//! browser host; here a signal some `process.on('SIGxxx')` listener watches joins the
//! pending list, which the loop's next poll phase delivers (libuv's signal pipe is one
//! of the loop's I/O watchers); a waiting poll phase is woken for it. A signal nobody
//! watches takes its default action, after the output so far has gone out (a shell
//! shows 128 + its number, and `'exit'` listeners do not run).
//!
//! Node's signal handles are unref'd: watching a signal does not keep the loop alive.
//! State is process-wide (signal dispositions are), in statics.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

use evloop_core::signals as core;

const NSIG: usize = 65;

#[allow(clippy::declare_interior_mutable_const)]
const NO: AtomicBool = AtomicBool::new(false);
/// Signals a JavaScript listener watches (`process.on('SIGINT', …)`).
static WATCHED: [AtomicBool; NSIG] = [NO; NSIG];

/// Watched signals that arrived, in arrival order, for the next poll phase.
static PENDING: Mutex<Vec<i32>> = Mutex::new(Vec::new());

type Wake = std::sync::Arc<dyn Fn() + Send + Sync>;
/// Wakes a poll phase waiting on the sockets (set by the loop before it waits).
static WAKE: Mutex<Option<Wake>> = Mutex::new(None);

/// On the core's signal thread: takes a signal a listener watches.
fn arrived(sig: i32) -> bool {
    if watched(sig) {
        queue(sig);
        return true;
    }
    false
}

fn queue(sig: i32) {
    PENDING.lock().unwrap_or_else(|e| e.into_inner()).push(sig);
    let wake = WAKE.lock().unwrap_or_else(|e| e.into_inner()).clone();
    if let Some(wake) = wake {
        wake();
    }
}

fn watched(sig: i32) -> bool {
    (sig as usize) < NSIG && sig > 0 && WATCHED[sig as usize].load(Ordering::Relaxed)
}

/// `evloop run`: catch the usual fatal signals so that output goes out before death.
pub(crate) fn install_defaults() {
    core::set_listener(arrived);
    core::install_fatal_defaults();
}

/// A JavaScript listener starts (`on`) or stops watching `sig`.
pub(crate) fn watch(sig: i32, on: bool) {
    if sig <= 0 || sig as usize >= NSIG {
        return;
    }
    if on {
        core::set_listener(arrived);
        core::install(sig);
    }
    WATCHED[sig as usize].store(on, Ordering::Relaxed);
}

/// `process.kill(pid, sig)` aimed at this process: a watched signal is queued as the
/// handler would queue it (the kernel runs the handler before `kill` returns); one nobody
/// watches takes its default action now (after a flush), as it does in node.
pub(crate) fn kill_self(sig: i32) {
    if sig == 0 {
        return;
    }
    if watched(sig) {
        queue(sig);
    } else {
        core::default_action(sig);
    }
}

/// `kill(2)` of another process: 0 or the errno.
pub(crate) fn kill_other(pid: i32, sig: i32) -> i32 {
    // SAFETY: plain kill(2).
    if unsafe { libc::kill(pid, sig) } == 0 {
        0
    } else {
        std::io::Error::last_os_error()
            .raw_os_error()
            .unwrap_or(libc::EPERM)
    }
}

/// The watched signals that arrived since the last call, in order.
pub(crate) fn take_pending() -> Vec<i32> {
    std::mem::take(&mut *PENDING.lock().unwrap_or_else(|e| e.into_inner()))
}

pub(crate) fn has_pending() -> bool {
    !PENDING.lock().unwrap_or_else(|e| e.into_inner()).is_empty()
}

/// What wakes a poll phase blocked on the sockets when a signal arrives.
pub(crate) fn set_wake(wake: Option<Wake>) {
    *WAKE.lock().unwrap_or_else(|e| e.into_inner()) = wake;
}

/// Whether any signal is watched (a real-time wait then sleeps in short slices).
pub(crate) fn any_watched() -> bool {
    WATCHED.iter().any(|w| w.load(Ordering::Relaxed))
}
