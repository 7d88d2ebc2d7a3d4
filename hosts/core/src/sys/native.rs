//! The machine's clock, output and threads (the CLI).

use std::io::{IsTerminal as _, Write as _};
use std::time::{Duration, Instant};

/// A monotonic start point.
#[derive(Debug, Clone, Copy)]
pub struct Monotonic(Instant);

impl Monotonic {
    pub fn start() -> Self {
        Monotonic(Instant::now())
    }

    pub fn elapsed_ns(&self) -> u64 {
        self.0.elapsed().as_nanos() as u64
    }
}

/// Milliseconds since the Unix epoch, from the system clock.
pub fn wall_epoch_ms() -> Option<i64> {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()
        .map(|d| d.as_millis() as i64)
}

pub fn sleep(d: Duration) {
    std::thread::sleep(d);
}

/// The process's working directory.
pub fn current_dir() -> Option<String> {
    std::env::current_dir()
        .ok()
        .map(|d| d.display().to_string())
}

pub fn stdout_is_terminal() -> bool {
    std::io::stdout().is_terminal()
}

pub fn stderr_is_terminal() -> bool {
    std::io::stderr().is_terminal()
}

/// Writes to stdout; false when its reader has gone (EPIPE: SIGPIPE is ignored, as in
/// node and in every Rust program).
pub fn write_stdout(bytes: &[u8]) -> bool {
    let mut out = std::io::stdout().lock();
    let broken =
        |r: std::io::Result<()>| r.is_err_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe);
    !(broken(out.write_all(bytes)) || broken(out.flush()))
}

pub fn write_stderr(bytes: &[u8]) {
    let _ = std::io::stderr().write_all(bytes);
}

/// Starts a named background thread; false when there is none to be had.
pub fn spawn(name: &str, f: impl FnOnce() + Send + 'static) -> bool {
    std::thread::Builder::new()
        .name(name.into())
        .spawn(f)
        .is_ok()
}

/// Writes a whole file (`--choices-out`).
pub fn write_file(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    std::fs::write(path, text)
}

/// The process's environment (names or values that are not UTF-8 read lossily).
pub fn environ() -> Vec<(String, String)> {
    std::env::vars_os()
        .map(|(k, v)| {
            (
                k.to_string_lossy().into_owned(),
                v.to_string_lossy().into_owned(),
            )
        })
        .collect()
}

/// The process's environment is its own: an embedder cannot set it.
pub fn set_environ(_vars: Vec<(String, String)>) {}

/// What the run wrote, for an embedder: nothing here, the output went to the process's
/// own stdout and stderr.
pub fn take_captured() -> (Vec<u8>, Vec<u8>) {
    (Vec::new(), Vec::new())
}

/// The machine's memory in bytes (`MemTotal` of `/proc/meminfo`, as libuv's
/// `uv_get_total_memory` reads it).
pub fn physical_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// A temporary file no one else can open (it is unlinked at once), to keep a trace in
/// until the end of the run.
pub fn spill_file() -> Option<std::fs::File> {
    let dir = std::env::temp_dir();
    for n in 0..100 {
        let path = dir.join(format!("evloop-trace-{}-{n}.tmp", std::process::id()));
        match std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(f) => {
                let _ = std::fs::remove_file(&path);
                return Some(out_of_the_way(f));
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(_) => return None,
        }
    }
    None
}

/// Creates (or truncates) a file evloop writes for itself (a trace), its descriptor out of
/// the way of the script's own (`fs.open` numbers them from 3, as in node).
pub fn create_own_file(path: &std::path::Path) -> std::io::Result<std::fs::File> {
    std::fs::File::create(path).map(out_of_the_way)
}

/// `f` on a descriptor numbered 100 or more (close-on-exec, as std opens files).
fn out_of_the_way(f: std::fs::File) -> std::fs::File {
    use std::os::fd::{AsRawFd as _, FromRawFd as _};
    // SAFETY: duplicates a descriptor `f` owns; the new one is owned by the new File, and
    // `f` closes the old one when dropped.
    unsafe {
        let moved = libc::fcntl(f.as_raw_fd(), libc::F_DUPFD_CLOEXEC, 100);
        if moved < 0 {
            return f;
        }
        std::fs::File::from_raw_fd(moved)
    }
}
