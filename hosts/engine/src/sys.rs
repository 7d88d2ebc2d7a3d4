//! What the engine glue needs of the machine: files (module sources, the source text
//! behind a function's position) and the local time zone. Natively they come from the
//! disk and libc; in the web build (no `native` feature) from the in-memory file system
//! ([`evloop_core::vfs`]), and local time is UTC.

/// Asked before the engine reads a file (module sources, a function's source text):
/// the host's permissions (`--sandbox`, node's permission model). One per thread, as
/// each engine (the main one, a worker's) has its thread.
pub type ReadGate = Box<dyn Fn(&str) -> bool>;

thread_local! {
    static READ_GATE: std::cell::RefCell<Option<ReadGate>> = const { std::cell::RefCell::new(None) };
}

/// Sets (or, with `None`, removes) this thread's [`ReadGate`].
pub fn set_read_gate(gate: Option<ReadGate>) {
    READ_GATE.with(|g| *g.borrow_mut() = gate);
}

/// A file's text, if it exists, is UTF-8 and the host lets the engine read it.
pub(crate) fn read_to_string(path: &str) -> Option<String> {
    let allowed = READ_GATE.with(|g| g.borrow().as_ref().is_none_or(|gate| gate(path)));
    if !allowed {
        return None;
    }
    imp::read(path).and_then(|bytes| String::from_utf8(bytes).ok())
}

/// The working directory.
pub(crate) fn current_dir() -> std::path::PathBuf {
    std::path::PathBuf::from(evloop_core::sys::current_dir().unwrap_or_else(|| "/".into()))
}

pub(crate) use imp::local_offset_seconds;

#[cfg(feature = "native")]
mod imp {
    pub(super) fn read(path: &str) -> Option<Vec<u8>> {
        std::fs::read(path).ok()
    }

    /// The local zone's offset from UTC, in seconds, at `unix_seconds` (libc's
    /// `localtime_r`, which reads `TZ` and `/etc/localtime`).
    pub(crate) fn local_offset_seconds(unix_seconds: i64) -> i32 {
        let t = unix_seconds as libc::time_t;
        // SAFETY: `localtime_r` writes only into `tm`, a plain C struct we own.
        unsafe {
            let mut tm: libc::tm = std::mem::zeroed();
            if libc::localtime_r(&t, &mut tm).is_null() {
                return 0;
            }
            tm.tm_gmtoff as i32
        }
    }
}

#[cfg(not(feature = "native"))]
mod imp {
    pub(super) fn read(path: &str) -> Option<Vec<u8>> {
        evloop_core::vfs::lock().read_file(path).ok()
    }

    /// The web build's local time is UTC.
    pub(crate) fn local_offset_seconds(_unix_seconds: i64) -> i32 {
        0
    }
}
