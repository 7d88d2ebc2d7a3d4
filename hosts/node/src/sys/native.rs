//! The operating system's answers (Linux).

use evloop_engine::{OpCx, OpError, OpFn};

use super::PathKind;
use crate::fs::FsOp;
use crate::uv::UvError;

/// Whether `fd` is a terminal (libc's `isatty`).
pub(crate) fn isatty(fd: i32) -> bool {
    // SAFETY: isatty only inspects the descriptor number; any value is allowed.
    unsafe { libc::isatty(fd) == 1 }
}

/// `uv_guess_handle(fd)`.
pub(crate) fn guess_handle(fd: i32) -> &'static str {
    // SAFETY: isatty/fstat on a descriptor number, into a local stat buffer.
    unsafe {
        if libc::isatty(fd) == 1 {
            return "TTY";
        }
        let mut st: libc::stat = std::mem::zeroed();
        if libc::fstat(fd, &mut st) != 0 {
            return "UNKNOWN";
        }
        match st.st_mode & libc::S_IFMT {
            libc::S_IFREG | libc::S_IFCHR => "FILE",
            libc::S_IFIFO | libc::S_IFSOCK => "PIPE",
            _ => "UNKNOWN",
        }
    }
}

/// A terminal's `[columns, rows]`.
pub(crate) fn tty_size(fd: i32) -> Option<(f64, f64)> {
    // SAFETY: TIOCGWINSZ fills a local winsize.
    unsafe {
        let mut ws: libc::winsize = std::mem::zeroed();
        if libc::ioctl(fd, libc::TIOCGWINSZ, &mut ws) == 0 {
            return Some((ws.ws_col as f64, ws.ws_row as f64));
        }
    }
    None
}

/// A whole UTF-8 file.
pub(crate) fn read_file(path: &str) -> Option<String> {
    std::fs::read_to_string(path).ok()
}

/// A developer's copy of an internal module (`$EVLOOP_DEV_JS_DIR/ID.js`).
pub(crate) fn dev_source(name: &str) -> Option<String> {
    let dir = std::env::var_os("EVLOOP_DEV_JS_DIR")?;
    std::fs::read_to_string(std::path::Path::new(&dir).join(format!("{name}.js"))).ok()
}

pub(crate) fn cwd() -> String {
    std::env::current_dir()
        .map(|d| d.display().to_string())
        .unwrap_or_else(|_| "/".into())
}

pub(crate) fn chdir(dir: &str) -> Result<(), UvError> {
    std::env::set_current_dir(dir).map_err(|e| UvError::of(&e))
}

pub(crate) fn exec_path() -> String {
    std::env::current_exe()
        .map(|p| p.display().to_string())
        .unwrap_or_else(|_| "evloop".into())
}

/// The process's id and its parent's.
pub(crate) fn pids() -> (u32, u32) {
    // SAFETY: getppid has no preconditions and cannot fail.
    let ppid = unsafe { libc::getppid() };
    (std::process::id(), ppid as u32)
}

/// The environment (names or values that are not UTF-8 read lossily).
pub(crate) fn environ() -> Vec<(String, String)> {
    evloop_core::sys::environ()
}

/// The old umask; sets `mask` when given.
pub(crate) fn umask(mask: Option<u32>) -> u32 {
    // SAFETY: umask has no preconditions; reading it means setting it and back.
    unsafe {
        let old = libc::umask(mask.map_or(0, |m| (m & 0o777) as libc::mode_t));
        if mask.is_none() {
            libc::umask(old);
        }
        old as u32
    }
}

/// `getrusage(RUSAGE_SELF)` in the order of Node's `process.resourceUsage()` fields (CPU
/// times in microseconds, maxRSS in KiB).
pub(crate) fn resource_usage() -> Vec<f64> {
    // SAFETY: rusage is plain data; getrusage fills it.
    let ru = unsafe {
        let mut ru: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_SELF, &mut ru);
        ru
    };
    let us = |t: libc::timeval| t.tv_sec as f64 * 1e6 + t.tv_usec as f64;
    vec![
        us(ru.ru_utime),
        us(ru.ru_stime),
        ru.ru_maxrss as f64,
        ru.ru_ixrss as f64,
        ru.ru_idrss as f64,
        ru.ru_isrss as f64,
        ru.ru_minflt as f64,
        ru.ru_majflt as f64,
        ru.ru_nswap as f64,
        ru.ru_inblock as f64,
        ru.ru_oublock as f64,
        ru.ru_msgsnd as f64,
        ru.ru_msgrcv as f64,
        ru.ru_nsignals as f64,
        ru.ru_nvcsw as f64,
        ru.ru_nivcsw as f64,
    ]
}

/// The resident set size in bytes (`/proc/self/statm`), 0 if unknown.
pub(crate) fn memory_rss() -> f64 {
    let pages = std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|t| t.split_whitespace().nth(1)?.parse::<f64>().ok())
        .unwrap_or(0.0);
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    pages * page.max(0) as f64
}

pub(crate) fn path_kind(path: &str) -> PathKind {
    match std::fs::metadata(path) {
        Ok(m) if m.is_dir() => PathKind::Dir,
        Ok(_) => PathKind::File,
        Err(_) => PathKind::Missing,
    }
}

pub(crate) fn realpath(path: &str) -> Option<String> {
    std::fs::canonicalize(path)
        .ok()
        .and_then(|p| p.to_str().map(str::to_string))
}

/// Natively every op does what it says.
pub(crate) fn restrict_ops(_ops: &mut [(&'static str, OpFn)]) {}

/// Natively every thread-pool request may run.
pub(crate) fn allow_request(_cx: &mut OpCx<'_>, _op: &FsOp) -> Result<(), OpError> {
    Ok(())
}
