//! The process's stdio handles and signals, as ops for `js/lib/internal/stdio.js` and
//! `js/lib/internal/signals.js`.
//!
//! - `stdioGuess(fd)` is libuv's `uv_guess_handle`: `'TTY'`, `'FILE'` (a regular file or
//!   a character device such as `/dev/null`), `'PIPE'` (a pipe or a socket) or
//!   `'UNKNOWN'`. Node builds `process.stdin` from it: a `tty.ReadStream`, an
//!   `fs.ReadStream` (reads on the thread pool, in `io.rs`) or a `net.Socket`.
//! - `stdinOpen()` makes the pipe or tty handle: a stream handle of `net.rs` on the fd,
//!   so its data comes through the same ready-list model and the same `netData` hook as
//!   a socket's, in the poll phase.
//! - `signalWatch`, `signalKill`: see `signals.rs`.

use evloop_engine::{OpCx, OpFn, OpResult, Val};

use crate::signals;
use crate::NodeState;

pub(crate) fn stdio_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("stdioGuess", op_guess),
        ("stdinOpen", op_stdin_open),
        ("stdinSetUp", op_stdin_set_up),
        ("ttySize", op_tty_size),
        ("signalWatch", op_signal_watch),
        ("signalKill", op_signal_kill),
    ]
}

/// `uv_guess_handle(fd)`.
pub(crate) fn guess_handle(fd: i32) -> &'static str {
    crate::sys::guess_handle(fd)
}

fn op_guess(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Str(guess_handle(cx.num(0) as i32).to_string()))
}

/// `stdinOpen()` → `[err, id]`: a stream handle reading fd 0.
fn op_stdin_open(cx: &mut OpCx<'_>) -> OpResult {
    let st = cx.host::<NodeState>();
    let opened = st.inner.borrow_mut().net.open_fd(0);
    Ok(match opened {
        Ok(id) => Val::List(vec![Val::Null, Val::Num(id as f64)]),
        Err(e) => Val::List(vec![crate::tcp_wrap::error_val(e), Val::Undefined]),
    })
}

/// `stdinSetUp()`: Node builds `process.stdin` on first use, loading its stream modules,
/// which takes milliseconds as the stdout set-up does; it is charged the same way (once,
/// for whichever stdio stream comes first).
fn op_stdin_set_up(cx: &mut OpCx<'_>) -> OpResult {
    let st = cx.host::<NodeState>();
    let mut inner = st.inner.borrow_mut();
    if inner.stdio == crate::Stdio::Untouched {
        inner.stdio = crate::Stdio::SetUpPending;
    }
    Ok(Val::Undefined)
}

/// `ttySize(fd)` → `[columns, rows]` of a terminal, or undefined.
fn op_tty_size(cx: &mut OpCx<'_>) -> OpResult {
    Ok(match crate::sys::tty_size(cx.num(0) as i32) {
        Some((columns, rows)) => Val::List(vec![Val::Num(columns), Val::Num(rows)]),
        None => Val::Undefined,
    })
}

/// `signalWatch(signum, on)`: a listener for the signal was added (the first) or removed
/// (the last).
fn op_signal_watch(cx: &mut OpCx<'_>) -> OpResult {
    signals::watch(cx.num(0) as i32, cx.bool(1));
    Ok(Val::Undefined)
}

/// `signalKill(pid, signum, self)` → 0 or the errno. `self` when the pid is this
/// process's (the script sees a fixed `process.pid`).
fn op_signal_kill(cx: &mut OpCx<'_>) -> OpResult {
    let (pid, sig, to_self) = (cx.num(0) as i32, cx.num(1) as i32, cx.bool(2));
    let own = crate::sys::pids().0 as i32;
    if to_self || pid == own {
        // Output so far goes out first: the signal may end the process here.
        cx.host::<NodeState>().out.borrow_mut().flush();
        signals::kill_self(sig);
        return Ok(Val::Num(0.0));
    }
    // The sandbox's script may signal only its own process: EPERM for the others.
    if crate::permission_ops::sandboxed(cx) {
        return Ok(Val::Num(1.0));
    }
    Ok(Val::Num(signals::kill_other(pid, sig) as f64))
}
