//! The web build: no wall clock, no threads, no file descriptors. Output is captured.

use std::sync::Mutex;
use std::time::Duration;

/// There is no monotonic clock to read (`Instant::now` panics on wasm32): real time
/// stands still, and only virtual time (the default) moves.
#[derive(Debug, Clone, Copy)]
pub struct Monotonic;

impl Monotonic {
    pub fn start() -> Self {
        Monotonic
    }

    pub fn elapsed_ns(&self) -> u64 {
        0
    }
}

pub fn wall_epoch_ms() -> Option<i64> {
    None
}

pub fn sleep(_: Duration) {}

/// The in-memory file system's working directory.
pub fn current_dir() -> Option<String> {
    Some(crate::vfs::cwd())
}

pub fn stdout_is_terminal() -> bool {
    false
}

pub fn stderr_is_terminal() -> bool {
    false
}

static CAPTURED: Mutex<(Vec<u8>, Vec<u8>)> = Mutex::new((Vec::new(), Vec::new()));

pub fn write_stdout(bytes: &[u8]) -> bool {
    CAPTURED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .0
        .extend_from_slice(bytes);
    true
}

pub fn write_stderr(bytes: &[u8]) {
    CAPTURED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .1
        .extend_from_slice(bytes);
}

/// No threads: the host's own flushes write the output out.
pub fn spawn(_name: &str, _f: impl FnOnce() + Send + 'static) -> bool {
    false
}

/// Writes a whole file into the in-memory file system (`choices_out`, read back by the
/// embedder's explorer).
pub fn write_file(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    crate::vfs::lock().put_file(&path.to_string_lossy(), text.as_bytes().to_vec());
    Ok(())
}

static ENVIRON: Mutex<Vec<(String, String)>> = Mutex::new(Vec::new());

/// The environment a script sees (`process.env`): what the embedder set, else empty.
pub fn environ() -> Vec<(String, String)> {
    ENVIRON.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// Sets the environment the next runs see.
pub fn set_environ(vars: Vec<(String, String)>) {
    *ENVIRON.lock().unwrap_or_else(|e| e.into_inner()) = vars;
}

/// What the run wrote to stdout and stderr since the last call (the embedder takes it
/// after a run).
pub fn take_captured() -> (Vec<u8>, Vec<u8>) {
    std::mem::take(&mut *CAPTURED.lock().unwrap_or_else(|e| e.into_inner()))
}

/// The machine's memory is not known to a page.
pub fn physical_memory() -> Option<u64> {
    None
}

/// No files: a trace bound for stderr waits in memory.
pub fn spill_file() -> Option<std::fs::File> {
    None
}

/// Creates (or truncates) a file evloop writes for itself (none on the web).
pub fn create_own_file(path: &std::path::Path) -> std::io::Result<std::fs::File> {
    std::fs::File::create(path)
}
