//! Signals, as libuv's signal handles give them to Node: a C handler only writes the
//! signal's number into a pipe (the self-pipe trick; a handler may do little else), and a
//! thread reads the pipe. A signal some `process.on('SIGxxx')` listener watches joins
//! the pending list, which the loop's next poll phase delivers (libuv's signal pipe is
//! one of the loop's I/O watchers); a waiting poll phase is woken for it. A signal
//! nobody watches does what it does to node — its default action, usually death by the
//! signal (a shell shows 128 + its number, and `'exit'` listeners do not run) — but only
//! after the output written so far has gone out.
//!
//! Node's signal handles are unref'd: watching a signal does not keep the loop alive.
//! State is process-wide (signal dispositions are), in statics.

use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Mutex, OnceLock};

const NSIG: usize = 65;

/// The write end of the self-pipe (-1 until the first handler is installed).
static PIPE_W: AtomicI32 = AtomicI32::new(-1);

#[allow(clippy::declare_interior_mutable_const)]
const NO: AtomicBool = AtomicBool::new(false);
/// Signals a JavaScript listener watches (`process.on('SIGINT', …)`).
static WATCHED: [AtomicBool; NSIG] = [NO; NSIG];
/// Signals whose disposition is evloop's handler.
static INSTALLED: [AtomicBool; NSIG] = [NO; NSIG];

/// Watched signals that arrived, in arrival order, for the next poll phase.
static PENDING: Mutex<Vec<i32>> = Mutex::new(Vec::new());

type Wake = std::sync::Arc<dyn Fn() + Send + Sync>;
/// Wakes a poll phase waiting on the sockets (set by the loop before it waits).
static WAKE: Mutex<Option<Wake>> = Mutex::new(None);

/// The signals whose default action kills the process and that evloop catches from the
/// start, so that output is flushed before the process dies by them.
const FLUSH_FIRST: [i32; 3] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];

extern "C" fn on_signal(sig: libc::c_int) {
    let fd = PIPE_W.load(Ordering::Relaxed);
    if fd >= 0 {
        // SAFETY: write(2) is async-signal-safe; errno is saved and restored around it.
        unsafe {
            let errno = *libc::__errno_location();
            let byte = sig as u8;
            libc::write(fd, (&byte as *const u8).cast(), 1);
            *libc::__errno_location() = errno;
        }
    }
}

/// The pipe and the thread that reads it, once per process.
fn start() -> bool {
    static STARTED: OnceLock<bool> = OnceLock::new();
    *STARTED.get_or_init(|| {
        let mut fds = [0 as libc::c_int; 2];
        // SAFETY: plain pipe2(2) into a local array.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
            return false;
        }
        // Out of the way of the script's own descriptors (fs.open numbers them from 3).
        let high = |fd: libc::c_int| {
            // SAFETY: duplicates a descriptor we own and closes the original.
            unsafe {
                let moved = libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 200);
                if moved < 0 {
                    return fd;
                }
                libc::close(fd);
                moved
            }
        };
        let read_fd = high(fds[0]);
        PIPE_W.store(high(fds[1]), Ordering::Relaxed);
        std::thread::Builder::new()
            .name("evloop-signals".into())
            .spawn(move || loop {
                let mut byte = 0u8;
                // SAFETY: reads one byte into a local.
                let n = unsafe { libc::read(read_fd, (&mut byte as *mut u8).cast(), 1) };
                if n == 1 {
                    arrived(byte as i32);
                } else if n < 0
                    && std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted
                {
                    return;
                }
            })
            .is_ok()
    })
}

/// On the signal thread: a signal came from outside (or from `kill` by another process).
fn arrived(sig: i32) {
    if watched(sig) {
        queue(sig);
    } else {
        default_action(sig);
    }
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

/// Points `sig` at evloop's handler (once).
fn install(sig: i32) {
    if sig <= 0 || sig as usize >= NSIG || !start() {
        return;
    }
    if INSTALLED[sig as usize].swap(true, Ordering::Relaxed) {
        return;
    }
    // SAFETY: a zeroed sigaction with our handler, installed for one signal.
    unsafe {
        let mut act: libc::sigaction = std::mem::zeroed();
        act.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as usize;
        act.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut act.sa_mask);
        libc::sigaction(sig, &act, std::ptr::null_mut());
    }
}

/// `evloop run`: catch the usual fatal signals so that output goes out before death.
pub(crate) fn install_defaults() {
    for sig in FLUSH_FIRST {
        install(sig);
    }
}

/// A JavaScript listener starts (`on`) or stops watching `sig`.
pub(crate) fn watch(sig: i32, on: bool) {
    if sig <= 0 || sig as usize >= NSIG {
        return;
    }
    if on {
        install(sig);
    }
    WATCHED[sig as usize].store(on, Ordering::Relaxed);
}

/// Signals whose default action is to do nothing.
fn ignored_by_default(sig: i32) -> bool {
    matches!(
        sig,
        libc::SIGCHLD | libc::SIGWINCH | libc::SIGURG | libc::SIGCONT
    )
}

/// The default action of `sig`, after the output so far has gone out: death by the signal
/// for most (stop for the stop signals).
fn default_action(sig: i32) {
    evloop_core::output::flush_stdout();
    if ignored_by_default(sig) {
        return;
    }
    // SAFETY: restores the default disposition, unblocks and re-raises the signal at the
    // whole process.
    unsafe {
        let mut act: libc::sigaction = std::mem::zeroed();
        act.sa_sigaction = libc::SIG_DFL;
        libc::sigemptyset(&mut act.sa_mask);
        libc::sigaction(sig, &act, std::ptr::null_mut());
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, sig);
        libc::pthread_sigmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
        libc::kill(libc::getpid(), sig);
    }
    // A stop signal stopped the process there; once continued, catch it again.
    if matches!(sig, libc::SIGTSTP | libc::SIGTTIN | libc::SIGTTOU) {
        INSTALLED[sig as usize].store(false, Ordering::Relaxed);
        install(sig);
    }
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
        default_action(sig);
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
