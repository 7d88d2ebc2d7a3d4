//! The process's own output: the script's stdout and stderr.
//!
//! Node writes stdout synchronously when it is a file, a pipe or a terminal, so a reader
//! sees each line as soon as it is written. evloop keeps a buffer where it pays (a loop
//! printing 100k lines makes a few hundred `write`s, not 100k) but never holds output for
//! long:
//! - a terminal gets every write at once;
//! - otherwise the buffer goes out when it holds [`FLUSH_AT`] bytes, before every stderr
//!   write (so the two interleave as they were written), whenever the host flushes (before
//!   its loop blocks, at exit, on a fatal signal), and at the latest [`FLUSH_AFTER`] after
//!   the first byte waiting in it, by a flusher thread (a script busy for seconds after a
//!   `console.log` shows the line at once, as node does).
//!
//! The buffer sits behind a mutex so that the flusher thread and a signal handler's
//! thread (which flushes before the process dies by a signal, [`before_death`]) can
//! write it out; a write on the loop thread is one uncontended lock.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};

use crate::sys;
use std::time::Duration;

/// The buffer is written out when it holds this much.
const FLUSH_AT: usize = 8 * 1024;

/// The longest a byte waits in the buffer (real time).
const FLUSH_AFTER: Duration = Duration::from_millis(5);

#[derive(Debug, Default)]
struct Shared {
    buf: Mutex<Vec<u8>>,
    /// Signalled when the buffer stops being empty (the flusher thread waits on it).
    filled: Condvar,
}

/// stdout's reader has gone (a write failed with EPIPE): what is written from then on is
/// dropped, and the host reports the error to the script's next write.
static BROKEN: AtomicBool = AtomicBool::new(false);

/// The process is dying ([`before_death`]): its traces are being completed, and what
/// the script writes from then on is dropped, as it would be in node, killed at once.
/// Set under the stdout lock, so that no line reaches stdout without its trace event:
/// the loop thread records each write's event before it writes, and an event recorded
/// after the traces were completed belongs to a write that comes after this flag.
static DYING: AtomicBool = AtomicBool::new(false);

impl Shared {
    fn write_out(buf: &mut Vec<u8>) {
        if buf.is_empty() {
            return;
        }
        if DYING.load(Ordering::Relaxed) {
            buf.clear();
            return;
        }
        if !BROKEN.load(Ordering::Relaxed) && !sys::write_stdout(buf) {
            BROKEN.store(true, Ordering::Relaxed);
        }
        buf.clear();
    }
}

/// The process-wide stdout buffer (one per process: stdout is one file).
fn shared() -> &'static Arc<Shared> {
    static SHARED: OnceLock<Arc<Shared>> = OnceLock::new();
    SHARED.get_or_init(|| Arc::new(Shared::default()))
}

/// Writes out whatever stdout holds. Safe to call from any thread (not from a signal
/// handler itself: it takes a lock).
pub fn flush_stdout() {
    let shared = shared();
    let mut buf = shared.buf.lock().unwrap_or_else(|e| e.into_inner());
    Shared::write_out(&mut buf);
}

type Hook = Box<dyn Fn() + Send + Sync>;

/// What must happen before the process dies early ([`at_death`]).
static DEATH_HOOKS: Mutex<Vec<Hook>> = Mutex::new(Vec::new());

/// Runs `hook` (once) if the process is about to die early: by a signal, or as node
/// does when the heap passes its limit. The CLI draws a `--timeline` page so.
pub fn at_death(hook: impl Fn() + Send + Sync + 'static) {
    DEATH_HOOKS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(Box::new(hook));
}

/// The process is about to die (a fatal signal): stdout goes out, every trace is
/// completed at its target, then the [`at_death`] hooks run. Once; from any thread.
pub fn before_death() {
    static ONCE: AtomicBool = AtomicBool::new(false);
    {
        let mut buf = shared().buf.lock().unwrap_or_else(|e| e.into_inner());
        Shared::write_out(&mut buf);
        DYING.store(true, Ordering::SeqCst);
    }
    if ONCE.swap(true, Ordering::SeqCst) {
        return;
    }
    crate::trace::finish_all();
    let hooks = std::mem::take(&mut *DEATH_HOOKS.lock().unwrap_or_else(|e| e.into_inner()));
    for hook in hooks {
        hook();
    }
}

#[derive(Debug)]
pub struct Output {
    shared: Arc<Shared>,
    /// stdout is a terminal: no buffering.
    tty: bool,
    /// Another process writes to the same stdout (a child given it): no buffering
    /// either, so that the two processes' lines keep the order they were written in.
    shared_fd: bool,
    flusher_started: bool,
}

impl Default for Output {
    fn default() -> Self {
        Output {
            shared: shared().clone(),
            tty: sys::stdout_is_terminal(),
            shared_fd: false,
            flusher_started: false,
        }
    }
}

impl Output {
    pub fn write_stdout(&mut self, s: &str) {
        self.write_stdout_bytes(s.as_bytes());
    }

    pub fn write_stdout_bytes(&mut self, bytes: &[u8]) {
        let mut buf = self.shared.buf.lock().unwrap_or_else(|e| e.into_inner());
        let was_empty = buf.is_empty();
        buf.extend_from_slice(bytes);
        if self.tty || self.shared_fd || buf.len() >= FLUSH_AT {
            Shared::write_out(&mut buf);
        } else if was_empty {
            drop(buf);
            self.start_flusher();
            self.shared.filled.notify_one();
        }
    }

    /// Whether stdout's reader has gone: a write to it failed with EPIPE (at the latest
    /// [`FLUSH_AFTER`] after the write that found it, since stdout is buffered).
    pub fn stdout_broken(&self) -> bool {
        BROKEN.load(Ordering::Relaxed)
    }

    pub fn write_stderr(&mut self, s: &str) {
        self.write_stderr_bytes(s.as_bytes());
    }

    pub fn write_stderr_bytes(&mut self, bytes: &[u8]) {
        let mut buf = self.shared.buf.lock().unwrap_or_else(|e| e.into_inner());
        Shared::write_out(&mut buf);
        if !DYING.load(Ordering::Relaxed) {
            sys::write_stderr(bytes);
        }
    }

    /// From now on stdout is shared with a child process: what is buffered goes out
    /// now, and every later write at once.
    pub fn share_with_child(&mut self) {
        self.shared_fd = true;
        self.flush();
    }

    pub fn flush(&mut self) {
        let mut buf = self.shared.buf.lock().unwrap_or_else(|e| e.into_inner());
        Shared::write_out(&mut buf);
    }

    /// The thread that writes out a buffer nobody flushed within [`FLUSH_AFTER`].
    fn start_flusher(&mut self) {
        if self.flusher_started {
            return;
        }
        self.flusher_started = true;
        static STARTED: OnceLock<()> = OnceLock::new();
        let shared = self.shared.clone();
        STARTED.get_or_init(move || {
            // Without the thread (or on the web) output still goes out at the host's
            // flushes.
            sys::spawn("evloop-stdout", move || loop {
                {
                    let mut buf = shared.buf.lock().unwrap_or_else(|e| e.into_inner());
                    while buf.is_empty() {
                        buf = shared.filled.wait(buf).unwrap_or_else(|e| e.into_inner());
                    }
                }
                std::thread::sleep(FLUSH_AFTER);
                let mut buf = shared.buf.lock().unwrap_or_else(|e| e.into_inner());
                Shared::write_out(&mut buf);
            });
        });
    }
}
