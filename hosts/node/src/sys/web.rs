//! The web build's answers: a process with no terminal, the environment the embedder
//! gives, fixed ids,
//! the in-memory file system, and a one-line refusal for what needs the real machine.

use std::sync::atomic::{AtomicU32, Ordering};

use evloop_core::vfs;
use evloop_engine::{OpCx, OpError, OpFn, OpResult};

use super::PathKind;
use crate::fs::FsOp;
use crate::uv::UvError;
use crate::NodeState;

/// The process id the web build shows (there is no process).
const PID: u32 = 42;

pub(crate) fn isatty(_fd: i32) -> bool {
    false
}

/// Standard output and error are pipes to the embedder; there is no standard input.
pub(crate) fn guess_handle(fd: i32) -> &'static str {
    match fd {
        1 | 2 => "PIPE",
        _ => "UNKNOWN",
    }
}

pub(crate) fn tty_size(_fd: i32) -> Option<(f64, f64)> {
    None
}

pub(crate) fn read_file(path: &str) -> Option<String> {
    String::from_utf8(vfs::lock().read_file(path).ok()?).ok()
}

pub(crate) fn dev_source(_name: &str) -> Option<String> {
    None
}

pub(crate) fn cwd() -> String {
    vfs::cwd()
}

pub(crate) fn chdir(dir: &str) -> Result<(), UvError> {
    vfs::lock().chdir(dir).map_err(UvError::named)
}

pub(crate) fn exec_path() -> String {
    "/usr/local/bin/evloop".into()
}

pub(crate) fn pids() -> (u32, u32) {
    (PID, 1)
}

/// What the embedder set (`evloop_core::sys::set_environ`), else nothing.
pub(crate) fn environ() -> Vec<(String, String)> {
    evloop_core::sys::environ()
}

static UMASK: AtomicU32 = AtomicU32::new(0o022);

pub(crate) fn umask(mask: Option<u32>) -> u32 {
    match mask {
        Some(m) => UMASK.swap(m & 0o777, Ordering::Relaxed),
        None => UMASK.load(Ordering::Relaxed),
    }
}

/// No CPU times to read; the maximum resident set is the module's memory (KiB).
pub(crate) fn resource_usage() -> Vec<f64> {
    let mut fields = vec![0.0; 16];
    fields[2] = (memory_rss() / 1024.0).floor();
    fields
}

/// The module's linear memory, in bytes.
pub(crate) fn memory_rss() -> f64 {
    #[cfg(target_arch = "wasm32")]
    let pages = core::arch::wasm32::memory_size(0);
    #[cfg(not(target_arch = "wasm32"))]
    let pages = 256;
    (pages * 65536) as f64
}

pub(crate) fn path_kind(path: &str) -> PathKind {
    match vfs::lock().stat(path, true) {
        Ok(s) if s.kind == 2 => PathKind::Dir,
        Ok(_) => PathKind::File,
        Err(_) => PathKind::Missing,
    }
}

pub(crate) fn realpath(path: &str) -> Option<String> {
    vfs::lock().real_path(path).ok()
}

/// The ops that need the real machine, each refused with one line naming the API.
const REFUSED: &[(&str, OpFn)] = &[
    ("tcpListen", refuse_listen),
    ("tcpNew", refuse_connect),
    ("tcpConnect", refuse_connect),
    ("stdinSetUp", refuse_stdin),
    ("stdinOpen", refuse_stdin),
    ("signalKill", refuse_kill),
    ("processSpawn", refuse_spawn),
    ("spawnSync", refuse_spawn),
    ("workerStart", refuse_worker),
];

/// Puts the refusals in place of the ops that need the real machine.
pub(crate) fn restrict_ops(ops: &mut [(&'static str, OpFn)]) {
    for (name, op) in ops.iter_mut() {
        if let Some((_, refusal)) = REFUSED.iter().find(|(n, _)| n == name) {
            *op = *refusal;
        }
    }
}

/// Ends the run: `evloop: API needs the real machine: ...` on stderr, exit code 1.
fn refuse(cx: &mut OpCx<'_>, api: &str, what: &str) -> OpResult {
    let st = cx.host::<NodeState>();
    let mut out = st.out.borrow_mut();
    out.flush();
    out.write_stderr(&format!(
        "evloop: {api} needs the real machine: the web build of evloop cannot {what}; run the script with the evloop CLI\n"
    ));
    Err(OpError::Exit(1))
}

fn refuse_listen(cx: &mut OpCx<'_>) -> OpResult {
    refuse(cx, "net.Server#listen", "open sockets")
}

fn refuse_connect(cx: &mut OpCx<'_>) -> OpResult {
    refuse(cx, "net.connect", "open sockets")
}

fn refuse_stdin(cx: &mut OpCx<'_>) -> OpResult {
    refuse(cx, "process.stdin", "read standard input")
}

fn refuse_kill(cx: &mut OpCx<'_>) -> OpResult {
    refuse(cx, "process.kill", "send signals")
}

fn refuse_worker(cx: &mut OpCx<'_>) -> OpResult {
    refuse(cx, "worker_threads.Worker", "start threads")
}

fn refuse_spawn(cx: &mut OpCx<'_>) -> OpResult {
    refuse(cx, "child_process", "start programs")
}

/// A thread-pool request that needs the real machine (a DNS lookup) is refused.
pub(crate) fn allow_request(cx: &mut OpCx<'_>, op: &FsOp) -> Result<(), OpError> {
    match op {
        FsOp::GetAddrInfo { .. } => refuse(cx, "dns.lookup", "resolve host names").map(|_| ()),
        _ => Ok(()),
    }
}
