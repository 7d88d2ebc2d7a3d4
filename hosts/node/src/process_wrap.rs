//! The ops behind `js/lib/internal/child_process.js` (node's `process_wrap` and
//! `spawn_sync` bindings). A spawned child is a handle of `net.rs` (its exit comes
//! through the `netEvent` hook as `'exit'`), and so is each stdio pipe.
//!
//! Virtual time: `uv_spawn` runs on the main thread (fork, exec, and a wait for the
//! exec to succeed), so a spawn costs what node's does ([`SPAWN_NS`]); `spawnSync` costs
//! that and the real time the child ran. What a running child does is seen as the poll
//! phase sees it (`net/process.rs`, `poll.rs`).

use evloop_engine::{OpCx, OpFn, OpResult, Val};

use crate::child::{SpawnOptions, StdioSpec, SyncLimits};
use crate::ops::trace_queued_as;
use crate::tcp_wrap::{error_val, NET_KEY};
use crate::NodeState;

/// Virtual cost of a `spawn` (measured on node v20: 1.3-1.5 ms each for `echo`; the
/// first one of a process about 1 ms more, charged as [`FIRST_SPAWN_NS`]).
pub(crate) const SPAWN_NS: u64 = 1_400_000;
pub(crate) const FIRST_SPAWN_NS: u64 = 1_000_000;

pub(crate) fn process_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("processSpawn", op_spawn),
        ("processKill", op_kill),
        ("processClose", op_close),
        ("spawnSync", op_spawn_sync),
        ("ipcOpen", op_ipc_open),
    ]
}

/// Arguments from `first` on: `file, args, cwd, env, stdio, detached, uid, gid`. The
/// lists come joined with NUL (node refuses NUL in each of them); `stdio` is
/// `pipe`, `ipc`, `ignore` or a descriptor number per entry, joined with commas.
fn options(cx: &OpCx<'_>, first: usize) -> SpawnOptions {
    let list = |i: usize| -> Vec<String> {
        match cx.str(first + i) {
            Some(s) if !s.is_empty() => s.split('\0').map(str::to_string).collect(),
            _ => Vec::new(),
        }
    };
    let id = |i: usize| -> Option<u32> {
        let n = cx.num(first + i);
        (n >= 0.0 && n.is_finite()).then_some(n as u32)
    };
    let stdio = cx
        .str(first + 4)
        .unwrap_or_default()
        .split(',')
        .filter(|s| !s.is_empty())
        .map(|s| match s {
            "pipe" | "ipc" => StdioSpec::Pipe,
            "ignore" => StdioSpec::Ignore,
            n => n.parse().map(StdioSpec::Fd).unwrap_or(StdioSpec::Ignore),
        })
        .collect();
    SpawnOptions {
        file: cx.str(first).unwrap_or_default(),
        args: list(1),
        cwd: cx.str(first + 2),
        env: list(3),
        stdio,
        detached: cx.bool(first + 5),
        uid: id(6),
        gid: id(7),
    }
}

/// Charges a spawn's virtual cost (and, for the first, node's set-up of it).
fn charge_spawn(cx: &mut OpCx<'_>, extra_ns: u64) {
    let st = cx.host::<NodeState>();
    if !st.clock.is_virtual() {
        return;
    }
    let first = {
        let mut inner = st.inner.borrow_mut();
        !std::mem::replace(&mut inner.spawned, true)
    };
    let cost = SPAWN_NS + if first { FIRST_SPAWN_NS } else { 0 } + extra_ns;
    let now = st.clock.now_ns();
    st.clock.advance_to(now + cost);
}

/// A child that writes to this process's stdout: every write of ours goes out at once
/// from now on, so the two keep the order they wrote in.
fn share_output(cx: &mut OpCx<'_>, options: &SpawnOptions) {
    if options.shares_output() {
        cx.host::<NodeState>().out.borrow_mut().share_with_child();
    }
}

/// `processSpawn(file, args, cwd, env, stdio, detached, uid, gid)` →
/// `[err, pid, handle, pipes]`: `err` null or `[code, errno, message]`; `pipes` the
/// stream handle of each `pipe` entry (null for the others), made even when the spawn
/// failed.
fn op_spawn(cx: &mut OpCx<'_>) -> OpResult {
    crate::permission_ops::check_child(cx)?;
    let options = options(cx, 0);
    share_output(cx, &options);
    let spawned = crate::child::spawn(&options);
    charge_spawn(cx, 0);
    let st = cx.host::<NodeState>();
    let mut inner = st.inner.borrow_mut();
    let (err, pid, handle) = match spawned.result {
        Ok((pid, pidfd)) => match inner.net.add_process(pid, pidfd) {
            Ok(id) => (Val::Null, pid, Some(id)),
            Err(e) => (error_val(e), 0, None),
        },
        Err(e) => (error_val(e), 0, None),
    };
    let ipc = cx
        .str(4)
        .unwrap_or_default()
        .split(',')
        .position(|s| s == "ipc");
    let mut pipes = Vec::new();
    for (i, fd) in spawned.pipes.into_iter().enumerate() {
        // The parent writes the child's stdin and reads the rest; an IPC pipe goes both ways.
        let writable = i == 0 || Some(i) == ipc;
        pipes.push(match fd {
            Some(fd) => match inner.net.open_pipe(fd, handle, writable) {
                Ok(id) => Val::Num(id as f64),
                Err(_) => Val::Null,
            },
            None => Val::Null,
        });
    }
    if handle.is_some() && inner.real_anchor.is_none() {
        inner.real_anchor = Some((evloop_core::sys::Monotonic::start(), st.clock.now_ns()));
    }
    drop(inner);
    if let Some(id) = handle {
        trace_queued_as(cx, "poll", Some(NET_KEY + id as u64), |_| {
            format!("child {pid}: spawned {}", options.file)
        });
    }
    Ok(Val::List(vec![
        err,
        Val::Num(pid as f64),
        handle.map(|h| Val::Num(h as f64)).unwrap_or(Val::Null),
        Val::List(pipes),
    ]))
}

/// `processKill(handle, signal)` → 0, or the error.
fn op_kill(cx: &mut OpCx<'_>) -> OpResult {
    let (id, sig) = (cx.num(0) as u32, cx.num(1) as i32);
    let st = cx.host::<NodeState>();
    let result = st.inner.borrow_mut().net.kill_process(id, sig);
    Ok(match result {
        Ok(()) => Val::Num(0.0),
        Err(e) => error_val(e),
    })
}

/// `processClose(handle)`: the process handle is closed (after its exit).
fn op_close(cx: &mut OpCx<'_>) -> OpResult {
    let id = cx.num(0) as u32;
    cx.host::<NodeState>().inner.borrow_mut().net.close(id);
    Ok(Val::Undefined)
}

/// `ipcOpen(fd)` → `[err, id]`: the IPC channel a `fork()`ing parent gave this process
/// (`NODE_CHANNEL_FD`), as a stream handle.
fn op_ipc_open(cx: &mut OpCx<'_>) -> OpResult {
    // A forked child's channel: never in the sandbox, where nothing forks it.
    if crate::permission_ops::sandboxed(cx) {
        crate::permission_ops::check_child(cx)?;
    }
    let fd = cx.num(0) as i32;
    let st = cx.host::<NodeState>();
    let opened = crate::child::adopt_fd(fd)
        .and_then(|fd| st.inner.borrow_mut().net.open_pipe(fd, None, true));
    Ok(match opened {
        Ok(id) => Val::List(vec![Val::Null, Val::Num(id as f64)]),
        Err(e) => Val::List(vec![error_val(e), Val::Undefined]),
    })
}

/// `spawnSync(file, args, cwd, env, stdio, detached, uid, gid, input, timeout,
/// maxBuffer, killSignal)` → `[err, pid, status, signal, output]`, `output` a Buffer
/// (or null) per descriptor.
fn op_spawn_sync(cx: &mut OpCx<'_>) -> OpResult {
    crate::permission_ops::check_child(cx)?;
    let options = options(cx, 0);
    let input = if cx.is_undefined(8) {
        None
    } else {
        cx.bytes(8)
    };
    let positive = |n: f64| (n > 0.0 && n.is_finite()).then_some(n);
    let limits = SyncLimits {
        timeout_ms: positive(cx.num(9)).map(|n| n as u64),
        max_buffer: positive(cx.num(10)).map(|n| n as usize),
        kill_signal: cx.num(11) as i32,
    };
    share_output(cx, &options);
    let start = std::time::Instant::now();
    let result = crate::child::spawn_sync(&options, input, limits);
    let ran = start.elapsed().as_nanos() as u64;
    charge_spawn(cx, ran);
    let num_or_null = |v: Option<f64>| v.map(Val::Num).unwrap_or(Val::Null);
    let status = result.status;
    Ok(Val::List(vec![
        result.error.map(error_val).unwrap_or(Val::Null),
        Val::Num(result.pid as f64),
        num_or_null(status.filter(|s| s.signal == 0).map(|s| s.code as f64)),
        num_or_null(status.filter(|s| s.signal != 0).map(|s| s.signal as f64)),
        Val::List(
            result
                .output
                .into_iter()
                .map(|o| o.map(Val::Buffer).unwrap_or(Val::Null))
                .collect(),
        ),
    ]))
}
