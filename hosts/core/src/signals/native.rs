//! Signals on the real machine (see the module above).

use std::sync::atomic::{AtomicBool, AtomicI32, AtomicUsize, Ordering};
use std::sync::OnceLock;

const NSIG: usize = 65;

/// The write end of the self-pipe (-1 until the first handler is installed).
static PIPE_W: AtomicI32 = AtomicI32::new(-1);

#[allow(clippy::declare_interior_mutable_const)]
const NO: AtomicBool = AtomicBool::new(false);
/// Signals whose disposition is evloop's handler.
static INSTALLED: [AtomicBool; NSIG] = [NO; NSIG];

/// The host's listener (a `fn(i32) -> bool` as a number; 0: none).
static LISTENER: AtomicUsize = AtomicUsize::new(0);

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
    let listener = LISTENER.load(Ordering::Relaxed);
    if listener != 0 {
        // SAFETY: the number was stored from a `fn(i32) -> bool` by `set_listener`.
        let listener: fn(i32) -> bool = unsafe { std::mem::transmute(listener) };
        if listener(sig) {
            return;
        }
    }
    default_action(sig);
}

/// Gives the host the signals that arrive: `listener(sig)` returns whether it took the
/// signal (otherwise the signal takes its default action).
pub fn set_listener(listener: fn(i32) -> bool) {
    LISTENER.store(listener as usize, Ordering::Relaxed);
}

/// Points `sig` at evloop's handler (once).
pub fn install(sig: i32) {
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

/// A run catches the usual fatal signals, so that its output goes out before death.
pub fn install_fatal_defaults() {
    for sig in FLUSH_FIRST {
        install(sig);
    }
}

/// Signals whose default action is to do nothing.
fn ignored_by_default(sig: i32) -> bool {
    matches!(
        sig,
        libc::SIGCHLD | libc::SIGWINCH | libc::SIGURG | libc::SIGCONT
    )
}

/// The default action of `sig`, after the output so far has gone out and the trace is
/// complete: death by the signal for most (stop for the stop signals).
pub fn default_action(sig: i32) {
    if ignored_by_default(sig) {
        crate::output::flush_stdout();
        return;
    }
    let stops = matches!(sig, libc::SIGTSTP | libc::SIGTTIN | libc::SIGTTOU);
    if stops {
        crate::output::flush_stdout();
    } else {
        crate::output::before_death();
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
    if stops {
        INSTALLED[sig as usize].store(false, Ordering::Relaxed);
        install(sig);
    }
}
