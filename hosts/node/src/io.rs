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

/// libuv's pool as virtual time sees it. Requests are taken in submission order by the
/// `UV_THREADPOOL_SIZE` workers; one that finds every worker busy waits. Local I/O costs
/// no virtual time (it is done by the next poll phase); CPU work (`pbkdf2`, `scrypt`)
/// costs what it costs node on one core, and the busy workers share the machine's cores
/// (`available_parallelism`, what `os.availableParallelism()` says): four `pbkdf2` on a
/// two-core machine take twice as long as one, and a fifth waits for a worker. Completion
/// times are worked out from the requests in flight as time moves on: no new request can
/// come while the loop sleeps in the poll phase, so the next one is known then.
#[derive(Debug, Clone)]
pub(crate) struct VirtualPool {
    threads: usize,
    cores: usize,
    /// The time the state below is for.
    now_ns: u64,
    /// Requests on a worker: id and the CPU time (ns on one core) still to do.
    running: Vec<(u64, f64)>,
    /// Requests waiting for a worker: id and cost.
    waiting: VecDeque<(u64, u64)>,
    /// Finished requests not yet delivered: id and when they finished.
    finished: HashMap<u64, u64>,
    /// Requests a race point made late (a starved worker, see `NodeHost::starved_worker_race`):
    /// they finish when everything else in the pool has.
    late: Vec<u64>,
}

impl VirtualPool {
    pub(crate) fn new(threads: usize, cores: usize) -> Self {
        VirtualPool {
            threads: threads.max(1),
            cores: cores.max(1),
            now_ns: 0,
            running: Vec::new(),
            waiting: VecDeque::new(),
            finished: HashMap::new(),
            late: Vec::new(),
        }
    }

    /// Request `id`, costing `cost_ns`, submitted at `now_ns`.
    pub(crate) fn submit(&mut self, id: u64, now_ns: u64, cost_ns: u64) {
        self.advance(now_ns);
        self.waiting.push_back((id, cost_ns));
        self.start_waiting();
    }

    /// Moves the pool on to `t_ns`: the workers' progress, the requests they finish and
    /// the waiting requests they then take.
    pub(crate) fn advance(&mut self, t_ns: u64) {
        while !self.running.is_empty() && self.now_ns < t_ns {
            let rate = self.rate();
            let least = self
                .running
                .iter()
                .map(|r| r.1)
                .fold(f64::INFINITY, f64::min);
            let span = (t_ns - self.now_ns) as f64;
            let to_finish = least / rate;
            if to_finish > span {
                self.running.iter_mut().for_each(|r| r.1 -= span * rate);
                self.now_ns = t_ns;
                return;
            }
            self.now_ns += to_finish.ceil() as u64;
            let now = self.now_ns;
            self.running.iter_mut().for_each(|r| r.1 -= least);
            let finished = &mut self.finished;
            self.running.retain(|&(id, left)| {
                let running = left > 0.5;
                if !running {
                    finished.insert(id, now);
                }
                running
            });
            self.start_waiting();
        }
        self.finish_late();
        self.now_ns = self.now_ns.max(t_ns);
    }

    /// The late requests finish once nothing else is running or waiting.
    fn finish_late(&mut self) {
        if self.running.is_empty() && self.waiting.is_empty() {
            for id in self.late.drain(..) {
                self.finished.insert(id, self.now_ns);
            }
        }
    }

    /// Is CPU work running or waiting?
    pub(crate) fn busy(&self) -> bool {
        !self.running.is_empty() || !self.waiting.is_empty()
    }

    /// Request `id`, finished, is to finish after everything now in the pool instead.
    pub(crate) fn make_late(&mut self, id: u64) {
        self.finished.remove(&id);
        self.late.push(id);
        self.finish_late();
    }

    /// Each busy worker's share of a core.
    fn rate(&self) -> f64 {
        (self.cores as f64 / self.running.len() as f64).min(1.0)
    }

    fn start_waiting(&mut self) {
        while self.running.len() < self.threads {
            let Some((id, cost)) = self.waiting.pop_front() else {
                break;
            };
            if cost == 0 {
                self.finished.insert(id, self.now_ns);
            } else {
                self.running.push((id, cost as f64));
            }
        }
    }

    /// Has request `id` finished (by the time the pool has been moved on to)?
    pub(crate) fn is_finished(&self, id: u64) -> bool {
        self.finished.contains_key(&id)
    }

    /// When the next request in flight finishes, if no other request comes first.
    pub(crate) fn next_finish_ns(&self) -> Option<u64> {
        self.next_finish().map(|(_, t)| t)
    }

    /// The next request in flight to finish and when, if no other request comes first.
    pub(crate) fn next_finish(&self) -> Option<(u64, u64)> {
        let first = |finished: &HashMap<u64, u64>| {
            finished
                .iter()
                .min_by_key(|&(&id, &t)| (t, id))
                .map(|(&id, &t)| (id, t))
        };
        if !self.finished.is_empty() {
            return first(&self.finished);
        }
        if self.running.is_empty() {
            return None;
        }
        let mut ahead = self.clone();
        ahead.advance(u64::MAX);
        first(&ahead.finished)
    }

    /// Request `id`, taken for delivery, is finished again (delivered later).
    pub(crate) fn finish_again(&mut self, id: u64) {
        self.finished.insert(id, self.now_ns);
    }

    /// Request `id` was delivered.
    pub(crate) fn forget(&mut self, id: u64) {
        self.finished.remove(&id);
    }
}

/// The CPUs the process may run on (4 where that cannot be known, as in the web build).
pub(crate) fn cores() -> usize {
    std::thread::available_parallelism().map_or(4, |n| n.get())
}

#[derive(Debug)]
pub(crate) struct Io {
    pool: ThreadPool<FsResult>,
    /// When each worker is free, in virtual time.
    vpool: VirtualPool,
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
        // The process's environment (the embedder's in the web build).
        let var = evloop_core::sys::environ()
            .into_iter()
            .find(|(k, _)| k == "UV_THREADPOOL_SIZE")
            .map(|(_, v)| v);
        let size = pool_size(var.as_deref());
        Io {
            pool: ThreadPool::new(size),
            vpool: VirtualPool::new(size, cores()),
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
        // libuv starts its threads before it posts the first request.
        let start_ns = if started { 0 } else { POOL_START_NS };
        self.vpool.submit(id, now_ns + start_ns, op.cost_ns());
        self.pending.push_back(FsReq {
            id,
            oncomplete,
            submitted_ns: now_ns,
            what,
        });
        self.pool.submit(id, Box::new(move || op.run()));
        !started
    }

    /// Virtual time: moves the pool model on to `now_ns`; has any request in flight
    /// finished by then?
    pub(crate) fn any_finished(&mut self, now_ns: u64) -> bool {
        self.vpool.advance(now_ns);
        self.pending.iter().any(|r| self.vpool.is_finished(r.id))
    }

    /// Virtual time: is CPU work still running or waiting for a worker?
    pub(crate) fn pool_busy(&self) -> bool {
        self.vpool.busy()
    }

    /// Virtual time: a delivered-to-be request, taken back to finish after everything
    /// else now in the pool (a worker the machine starved).
    pub(crate) fn make_late(&mut self, req: FsReq, result: FsResult) {
        self.vpool.make_late(req.id);
        self.requeue(req, result);
    }

    /// Virtual time: a request taken for delivery that a race point left for a later poll
    /// phase; it stays finished and keeps its place in submission order.
    pub(crate) fn put_back(&mut self, req: FsReq, result: FsResult) {
        self.vpool.finish_again(req.id);
        self.requeue(req, result);
    }

    /// A request taken for delivery goes back in flight, in submission order, with its
    /// result kept for when it is delivered.
    fn requeue(&mut self, req: FsReq, result: FsResult) {
        self.done.insert(req.id, result);
        let at = self
            .pending
            .iter()
            .position(|r| r.id > req.id)
            .unwrap_or(self.pending.len());
        self.pending.insert(at, req);
    }

    /// Virtual time: the requests in flight the pool model has finished (their names, in
    /// submission order).
    pub(crate) fn finished_names(&self) -> Vec<String> {
        self.pending
            .iter()
            .filter(|r| self.vpool.is_finished(r.id))
            .map(|r| r.what.clone())
            .collect()
    }

    /// Virtual time: when the next request in flight finishes, with no new one.
    pub(crate) fn next_finish_ns(&self) -> Option<u64> {
        self.vpool.next_finish_ns()
    }

    /// Virtual time: CPU work in flight that finishes later than `after_ns` — the next
    /// request to finish, its name and when — if no other request comes first.
    pub(crate) fn next_cpu_finish(&self, after_ns: u64) -> Option<(String, u64)> {
        if !self.vpool.busy() {
            return None;
        }
        let (id, t) = self.vpool.next_finish()?;
        let req = self.pending.iter().find(|r| r.id == id)?;
        (t > after_ns).then(|| (req.what.clone(), t))
    }

    /// Virtual time: the requests in flight that the pool model has finished by `by_ns`,
    /// completed (waiting for the real workers), in submission order. With a `cap`,
    /// waiting stops there: a request that is still running (a read from a pipe or a
    /// terminal, which may never end) stays in flight for a later poll phase.
    pub(crate) fn complete_by(
        &mut self,
        by_ns: u64,
        cap: Option<std::time::Duration>,
    ) -> Vec<(FsReq, FsResult)> {
        self.vpool.advance(by_ns);
        let deadline = cap.map(|d| (Monotonic::start(), d));
        let mut out = Vec::new();
        let mut left = VecDeque::new();
        while let Some(req) = self.pending.pop_front() {
            if !self.vpool.is_finished(req.id) {
                left.push_back(req);
                continue;
            }
            match self.wait_for(req.id, deadline) {
                Some(result) => {
                    self.vpool.forget(req.id);
                    out.push((req, result));
                }
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
            self.vpool.forget(id);
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
        FsOp::Crypto { .. } | FsOp::Zlib { .. } => op.uv_name(),
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
        FsOut::Zlib(out, left) => Val::List(vec![Val::Buffer(out), Val::Num(left as f64)]),
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
        "pbkdf2" => FsOp::Crypto {
            job: crate::crypto::CryptoJob::Pbkdf2 {
                digest: s(cx, 0),
                password: cx.bytes(at + 2).unwrap_or_default(),
                salt: cx.bytes(at + 3).unwrap_or_default(),
                iterations: n(cx, 3) as u32,
                keylen: n(cx, 4).max(0.0) as usize,
            },
        },
        "scrypt" => FsOp::Crypto {
            job: crate::crypto::CryptoJob::Scrypt {
                password: cx.bytes(at + 1).unwrap_or_default(),
                salt: cx.bytes(at + 2).unwrap_or_default(),
                log_n: n(cx, 2) as u8,
                r: n(cx, 3) as u32,
                p: n(cx, 4) as u32,
                keylen: n(cx, 5).max(0.0) as usize,
            },
        },
        "hkdf" => FsOp::Crypto {
            job: crate::crypto::CryptoJob::Hkdf {
                digest: s(cx, 0),
                ikm: cx.bytes(at + 2).unwrap_or_default(),
                salt: cx.bytes(at + 3).unwrap_or_default(),
                info: cx.bytes(at + 4).unwrap_or_default(),
                keylen: n(cx, 4).max(0.0) as usize,
            },
        },
        "digest" => FsOp::Crypto {
            job: crate::crypto::CryptoJob::Digest {
                alg: s(cx, 0),
                data: cx.bytes(at + 2).unwrap_or_default(),
            },
        },
        "zlib" => FsOp::Zlib {
            stream: n(cx, 0) as u64,
            mode: n(cx, 1) as i32,
            input: cx.bytes(at + 3).unwrap_or_default(),
            flush: n(cx, 3) as i32,
            out_len: n(cx, 4).max(0.0) as usize,
        },
        other => return Err(OpError::Type(format!("evloop: no fs request {other}"))),
    })
}

/// `fsAsync(oncomplete, api, kind, ...args)`: a request on the thread pool for the public
/// call `api` (`fs.readFile`); `oncomplete(err, value)` runs in a later poll phase.
/// Returns undefined, or the denial (`permission_ops::denial_val`) of a refused request.
fn op_fs_async(cx: &mut OpCx<'_>) -> OpResult {
    let op = parse_op(cx, 2)?;
    crate::sys::allow_request(cx, &op)?;
    // A refused request is not made: the denial comes back at once.
    if let Err(d) = cx
        .host::<NodeState>()
        .perm
        .check_fs(&op, &crate::sys::cwd())
    {
        return Ok(crate::permission_ops::denial_val(&d));
    }
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

/// `fsSync(kind, ...args)`: the request on the calling thread; `[err, value]` (`err` a
/// denial for a refused request).
fn op_fs_sync(cx: &mut OpCx<'_>) -> OpResult {
    let op = parse_op(cx, 0)?;
    crate::sys::allow_request(cx, &op)?;
    if let Err(d) = cx
        .host::<NodeState>()
        .perm
        .check_fs(&op, &crate::sys::cwd())
    {
        return Ok(Val::List(vec![
            crate::permission_ops::denial_val(&d),
            Val::Undefined,
        ]));
    }
    // CPU work on the main thread (`pbkdf2Sync`) takes its time as a busy-wait would.
    let cost = op.cost_ns();
    let result = op.run();
    let st = cx.host::<NodeState>();
    if cost > 0 && st.clock.is_virtual() {
        let now = st.clock.now_ns();
        st.clock.advance_to(now + cost);
    }
    Ok(Val::List(result_args(result).to_vec()))
}
