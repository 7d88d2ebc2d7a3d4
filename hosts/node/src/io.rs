//! Real I/O for the Node host: file-system requests on libuv's thread pool, delivered in
//! the poll phase.
//!
//! The policy that keeps runs deterministic (virtual clock): a request submitted before a
//! poll phase has completed by that poll phase, and the completions of one poll phase are
//! delivered in submission order. Local file I/O finishes in tens of microseconds, far
//! below a loop iteration that runs callbacks, so this is what real Node shows in most
//! runs (see ARCHITECTURE.md for the measurements and where a real run can differ).
//! With `--clock=real` completions are delivered as the workers finish them.

use std::collections::{HashMap, VecDeque};

use std::time::Duration;

use evloop_core::sys::Monotonic;
use evloop_core::CallbackId;
use evloop_engine::{OpCx, OpError, OpFn, OpResult, Val};

use crate::fs::{FsOp, FsOut, FsResult};
use crate::threadpool::{pool_size, ThreadPool};
use crate::uv::UvError;
use crate::NodeState;

/// Virtual cost of starting the thread pool (libuv starts its threads on the first
/// request, synchronously): measured 0.5-1 ms for the first `fs` call in Node v20 here.
pub(crate) const POOL_START_NS: u64 = 1_000_000;
/// Virtual time a request takes when the loop has nothing else to do but wait for it.
pub(crate) const IO_LATENCY_NS: u64 = 100_000;
/// How long (real time) a poll phase that has other work to go back to waits for the
/// workers: local file I/O is done long before; a read from a pipe or a terminal may
/// never be.
pub(crate) const SLOW_IO_CAP: std::time::Duration = std::time::Duration::from_millis(500);

/// One request in flight.
#[derive(Debug)]
pub(crate) struct FsReq {
    pub(crate) id: u64,
    /// `oncomplete(err, value)` in JavaScript.
    pub(crate) oncomplete: CallbackId,
    pub(crate) submitted_ns: u64,
    /// For the trace: `open '/tmp/x'`.
    pub(crate) what: String,
}

#[derive(Debug)]
pub(crate) struct Io {
    pool: ThreadPool<FsResult>,
    next_id: u64,
    /// Requests in flight, in submission order.
    pub(crate) pending: VecDeque<FsReq>,
    /// Results back from the workers before their delivery.
    done: HashMap<u64, FsResult>,
    /// Completions taken for a poll phase that the run budget stopped before delivering.
    pub(crate) undelivered: usize,
}

impl Io {
    pub(crate) fn new() -> Self {
        let size = pool_size(std::env::var("UV_THREADPOOL_SIZE").ok().as_deref());
        Io {
            pool: ThreadPool::new(size),
            next_id: 1,
            pending: VecDeque::new(),
            done: HashMap::new(),
            undelivered: 0,
        }
    }

    /// Wakes the socket poller when a request finishes (see `Net::waker`).
    pub(crate) fn set_notify(&mut self, notify: crate::threadpool::Notify) {
        self.pool.set_notify(notify);
    }

    pub(crate) fn active(&self) -> bool {
        !self.pending.is_empty()
    }

    /// Submits `op`; returns whether this started the pool.
    fn submit(&mut self, op: FsOp, what: String, oncomplete: CallbackId, now_ns: u64) -> bool {
        let started = self.pool.started();
        let id = self.next_id;
        self.next_id += 1;
        self.pending.push_back(FsReq {
            id,
            oncomplete,
            submitted_ns: now_ns,
            what,
        });
        self.pool.submit(id, Box::new(move || op.run()));
        !started
    }

    /// The requests in flight, completed (waiting for the workers), in submission order.
    /// With a `cap`, waiting stops there: a request that is still running (a read from a
    /// pipe or a terminal, which may never end) stays in flight for a later poll phase.
    pub(crate) fn complete_all(
        &mut self,
        cap: Option<std::time::Duration>,
    ) -> Vec<(FsReq, FsResult)> {
        let deadline = cap.map(|d| (Monotonic::start(), d));
        let mut out = Vec::new();
        let mut left = VecDeque::new();
        while let Some(req) = self.pending.pop_front() {
            match self.wait_for(req.id, deadline) {
                Some(result) => out.push((req, result)),
                None => left.push_back(req),
            }
        }
        self.pending = left;
        out
    }

    fn wait_for(&mut self, id: u64, deadline: Option<(Monotonic, Duration)>) -> Option<FsResult> {
        loop {
            if let Some(r) = self.done.remove(&id) {
                return Some(r);
            }
            let next = match deadline {
                None => self.pool.wait(),
                Some((start, cap)) => {
                    let left = cap.saturating_sub(Duration::from_nanos(start.elapsed_ns()));
                    if left.is_zero() {
                        return None;
                    }
                    self.pool.wait_for(Some(left))
                }
            };
            match next {
                Some((done, r)) => {
                    self.done.insert(done, r);
                }
                None if deadline.is_some() => return None,
                None => return Some(Err(UvError::named("ECANCELED"))),
            }
        }
    }

    /// `--clock=real`: the requests that have finished (waiting up to `timeout` for a
    /// first one when none has), in completion order.
    pub(crate) fn completed_now(
        &mut self,
        timeout: Option<std::time::Duration>,
    ) -> Vec<(FsReq, FsResult)> {
        // Results taken earlier (while waiting for another request) first, by id.
        let mut arrived: Vec<u64> = self.done.keys().copied().collect();
        arrived.sort();
        let fresh = self.take_finished(None);
        arrived.extend(fresh);
        if arrived.is_empty() {
            let first = self.pool.wait_for(timeout);
            let fresh = self.take_finished(first);
            arrived.extend(fresh);
        }
        let mut out = Vec::new();
        for id in arrived {
            let Some(result) = self.done.remove(&id) else {
                continue;
            };
            if let Some(p) = self.pending.iter().position(|r| r.id == id) {
                if let Some(req) = self.pending.remove(p) {
                    out.push((req, result));
                }
            }
        }
        out
    }
}

impl Io {
    /// Moves finished results (after `first`) into `done`; their ids in arrival order.
    fn take_finished(&mut self, first: Option<(u64, FsResult)>) -> Vec<u64> {
        let mut ids = Vec::new();
        let mut next = first;
        while let Some((id, r)) = next.take().or_else(|| self.pool.try_take()) {
            self.done.insert(id, r);
            ids.push(id);
        }
        ids
    }
}

fn describe(op: &FsOp) -> String {
    match op {
        FsOp::Open { path, .. }
        | FsOp::Stat { path }
        | FsOp::Lstat { path }
        | FsOp::Readdir { path }
        | FsOp::Mkdir { path, .. }
        | FsOp::Rmdir { path }
        | FsOp::Unlink { path }
        | FsOp::Access { path, .. }
        | FsOp::Realpath { path }
        | FsOp::Readlink { path }
        | FsOp::Chmod { path, .. }
        | FsOp::Chown { path, .. }
        | FsOp::Utime { path, .. }
        | FsOp::Opendir { path }
        | FsOp::Statfs { path }
        | FsOp::GetAddrInfo { host: path, .. }
        | FsOp::Mkdtemp { prefix: path } => format!("{} '{path}'", op.uv_name()),
        FsOp::DirRead { dir, .. } | FsOp::Closedir { dir } => format!("{} dir {dir}", op.uv_name()),
        FsOp::Rename { from, to }
        | FsOp::CopyFile { from, to, .. }
        | FsOp::Link { from, to }
        | FsOp::Symlink {
            target: from,
            path: to,
        } => format!("{} '{from}' -> '{to}'", op.uv_name()),
        FsOp::Close { fd }
        | FsOp::Read { fd, .. }
        | FsOp::Write { fd, .. }
        | FsOp::Fstat { fd }
        | FsOp::Ftruncate { fd, .. }
        | FsOp::Fchmod { fd, .. }
        | FsOp::Fchown { fd, .. }
        | FsOp::Futime { fd, .. }
        | FsOp::Fdatasync { fd }
        | FsOp::Fsync { fd } => format!("{} fd {fd}", op.uv_name()),
        FsOp::Crypto { .. } => op.uv_name(),
    }
}

/// A request's outcome as JavaScript sees it: `[err, value]`, where `err` is
/// `[code, errno, message]` or null.
pub(crate) fn result_args(result: FsResult) -> [Val; 2] {
    match result {
        Ok(out) => [Val::Null, out_val(out)],
        Err(e) => [error_val(e), Val::Undefined],
    }
}

fn error_val(e: UvError) -> Val {
    Val::List(vec![
        Val::Str(e.code.to_string()),
        Val::Num(e.errno as f64),
        Val::Str(e.message.to_string()),
    ])
}

fn out_val(out: FsOut) -> Val {
    match out {
        FsOut::Unit => Val::Undefined,
        FsOut::Num(n) => Val::Num(n),
        FsOut::Bytes(b) => Val::Bytes(b),
        FsOut::Stat(v) => Val::List(v.into_iter().map(Val::Num).collect()),
        FsOut::Dir(entries) => {
            let (names, kinds): (Vec<Val>, Vec<Val>) = entries
                .into_iter()
                .map(|(n, k)| (Val::Str(n), Val::Num(k as f64)))
                .unzip();
            Val::List(vec![Val::List(names), Val::List(kinds)])
        }
        FsOut::Text(s) => Val::Str(s),
    }
}

pub(crate) fn io_ops() -> Vec<(&'static str, OpFn)> {
    vec![("fsAsync", op_fs_async), ("fsSync", op_fs_sync)]
}

/// Reads `kind, ...args` from argument `at` on.
fn parse_op(cx: &mut OpCx<'_>, at: usize) -> Result<FsOp, OpError> {
    let kind = cx.str(at).unwrap_or_default();
    let s = |cx: &OpCx<'_>, i: usize| cx.str(at + 1 + i).unwrap_or_default();
    let n = |cx: &OpCx<'_>, i: usize| cx.num(at + 1 + i);
    let fd = |cx: &OpCx<'_>| cx.num(at + 1) as i32;
    Ok(match kind.as_str() {
        "open" => FsOp::Open {
            path: s(cx, 0),
            flags: n(cx, 1) as i32,
            mode: n(cx, 2) as u32,
        },
        "close" => FsOp::Close { fd: fd(cx) },
        "read" => FsOp::Read {
            fd: fd(cx),
            length: n(cx, 1).max(0.0) as usize,
            position: if n(cx, 2).is_finite() {
                n(cx, 2) as i64
            } else {
                -1
            },
        },
        "write" => FsOp::Write {
            fd: fd(cx),
            data: cx.bytes(at + 2).unwrap_or_default(),
            position: if n(cx, 2).is_finite() {
                n(cx, 2) as i64
            } else {
                -1
            },
        },
        "stat" => FsOp::Stat { path: s(cx, 0) },
        "lstat" => FsOp::Lstat { path: s(cx, 0) },
        "fstat" => FsOp::Fstat { fd: fd(cx) },
        "readdir" => FsOp::Readdir { path: s(cx, 0) },
        "mkdir" => FsOp::Mkdir {
            path: s(cx, 0),
            mode: n(cx, 1) as u32,
        },
        "rmdir" => FsOp::Rmdir { path: s(cx, 0) },
        "unlink" => FsOp::Unlink { path: s(cx, 0) },
        "access" => FsOp::Access {
            path: s(cx, 0),
            mode: n(cx, 1) as i32,
        },
        "rename" => FsOp::Rename {
            from: s(cx, 0),
            to: s(cx, 1),
        },
        "copyfile" => FsOp::CopyFile {
            from: s(cx, 0),
            to: s(cx, 1),
            flags: n(cx, 2) as i32,
        },
        "ftruncate" => FsOp::Ftruncate {
            fd: fd(cx),
            length: n(cx, 1) as i64,
        },
        "fsync" => FsOp::Fsync { fd: fd(cx) },
        "realpath" => FsOp::Realpath { path: s(cx, 0) },
        "readlink" => FsOp::Readlink { path: s(cx, 0) },
        "symlink" => FsOp::Symlink {
            target: s(cx, 0),
            path: s(cx, 1),
        },
        "chmod" => FsOp::Chmod {
            path: s(cx, 0),
            mode: n(cx, 1) as u32,
        },
        "mkdtemp" => FsOp::Mkdtemp { prefix: s(cx, 0) },
        "fchmod" => FsOp::Fchmod {
            fd: fd(cx),
            mode: n(cx, 1) as u32,
        },
        "chown" | "lchown" => FsOp::Chown {
            path: s(cx, 0),
            uid: n(cx, 1) as i64 as u32,
            gid: n(cx, 2) as i64 as u32,
            nofollow: kind == "lchown",
        },
        "fchown" => FsOp::Fchown {
            fd: fd(cx),
            uid: n(cx, 1) as i64 as u32,
            gid: n(cx, 2) as i64 as u32,
        },
        "utime" | "lutime" => FsOp::Utime {
            path: s(cx, 0),
            atime: n(cx, 1),
            mtime: n(cx, 2),
            nofollow: kind == "lutime",
        },
        "futime" => FsOp::Futime {
            fd: fd(cx),
            atime: n(cx, 1),
            mtime: n(cx, 2),
        },
        "link" => FsOp::Link {
            from: s(cx, 0),
            to: s(cx, 1),
        },
        "fdatasync" => FsOp::Fdatasync { fd: fd(cx) },
        "opendir" => FsOp::Opendir { path: s(cx, 0) },
        "statfs" => FsOp::Statfs { path: s(cx, 0) },
        "getaddrinfo" => FsOp::GetAddrInfo {
            host: s(cx, 0),
            family: n(cx, 1) as i32,
            hints: n(cx, 2) as i32,
            order: n(cx, 3) as u8,
        },
        "dirread" => FsOp::DirRead {
            dir: n(cx, 0) as u64,
            count: n(cx, 1).max(1.0) as usize,
        },
        "closedir" => FsOp::Closedir {
            dir: n(cx, 0) as u64,
        },
        "randombytes" => FsOp::Crypto {
            job: crate::crypto::CryptoJob::RandomBytes {
                len: n(cx, 0).max(0.0) as usize,
            },
        },
        "digest" => FsOp::Crypto {
            job: crate::crypto::CryptoJob::Digest {
                alg: s(cx, 0),
                data: cx.bytes(at + 2).unwrap_or_default(),
            },
        },
        other => return Err(OpError::Type(format!("evloop: no fs request {other}"))),
    })
}

/// `fsAsync(oncomplete, api, kind, ...args)`: a request on the thread pool for the public
/// call `api` (`fs.readFile`); `oncomplete(err, value)` runs in a later poll phase.
fn op_fs_async(cx: &mut OpCx<'_>) -> OpResult {
    let op = parse_op(cx, 2)?;
    crate::sys::allow_request(cx, &op)?;
    let oncomplete = cx.store_deferred(0);
    let api = cx.str(1).unwrap_or_default();
    let st = cx.host::<NodeState>();
    let now = st.clock.now_ns();
    let what = format!("{api}: {}", describe(&op));
    let label = format!("{what} (thread pool)");
    let started = st.inner.borrow_mut().io.submit(op, what, oncomplete, now);
    if started && st.clock.is_virtual() {
        st.clock.advance_to(now + POOL_START_NS);
    }
    crate::ops::trace_queued_keyed(cx, "poll", oncomplete, |_| label);
    Ok(Val::Undefined)
}

/// `fsSync(kind, ...args)`: the request on the calling thread; `[err, value]`.
fn op_fs_sync(cx: &mut OpCx<'_>) -> OpResult {
    let op = parse_op(cx, 0)?;
    crate::sys::allow_request(cx, &op)?;
    Ok(Val::List(result_args(op.run()).to_vec()))
}
