//! Child processes, engine-free: what `uv_spawn` is asked for and what it made. The
//! native build spawns real processes (`child/unix.rs`: socketpairs for the stdio pipes,
//! a pidfd for the exit); the web build has none (`child/none.rs`: every spawn is
//! refused before it gets here, see `sys/web.rs`).

// The web build has no process to make.
#![cfg_attr(not(feature = "native"), allow(dead_code))]

use crate::net::ExitStatus;
use crate::uv::UvError;

#[cfg_attr(feature = "native", path = "child/unix.rs")]
#[cfg_attr(not(feature = "native"), path = "child/none.rs")]
mod imp;

#[cfg(feature = "native")]
pub(crate) use imp::exit_status;
pub(crate) use imp::{adopt_fd, spawn, spawn_sync, Fd};

/// What one of the child's descriptors is (node's `stdio` option, normalized).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum StdioSpec {
    /// A new socketpair: the parent reads or writes its end as a stream handle.
    Pipe,
    /// `/dev/null` for 0-2; closed for the rest.
    Ignore,
    /// The parent's own descriptor (`'inherit'` is 0, 1, 2 for those).
    Fd(i32),
}

/// `uv_process_options_t`, as node's `ProcessWrap::Spawn` fills it.
#[derive(Debug, Clone, Default)]
pub(crate) struct SpawnOptions {
    pub(crate) file: String,
    /// `argv`, with `argv[0]`.
    pub(crate) args: Vec<String>,
    pub(crate) cwd: Option<String>,
    /// `NAME=value` pairs; the child's whole environment.
    pub(crate) env: Vec<String>,
    pub(crate) stdio: Vec<StdioSpec>,
    pub(crate) detached: bool,
    pub(crate) uid: Option<u32>,
    pub(crate) gid: Option<u32>,
}

impl SpawnOptions {
    /// Whether the child writes to this process's stdout or stderr.
    pub(crate) fn shares_output(&self) -> bool {
        self.stdio
            .iter()
            .enumerate()
            .any(|(i, s)| matches!(s, StdioSpec::Fd(1 | 2)) && (i == 1 || i == 2))
    }
}

/// What `uv_spawn` made. On failure there is no process, but the pipes were made (node
/// gives the `ChildProcess` its stdio streams even then; they end at once).
#[derive(Debug)]
pub(crate) struct Spawned {
    pub(crate) result: Result<(i32, Fd), UvError>,
    /// The parent's end of each `Pipe`, by descriptor number.
    pub(crate) pipes: Vec<Option<Fd>>,
}

/// What `spawnSync` gives back (node's `SyncProcessRunner`).
#[derive(Debug, Default)]
pub(crate) struct SyncResult {
    pub(crate) pid: i32,
    pub(crate) status: Option<ExitStatus>,
    pub(crate) error: Option<UvError>,
    /// What each pipe read, by descriptor number.
    pub(crate) output: Vec<Option<Vec<u8>>>,
}

/// The limits of a `spawnSync`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SyncLimits {
    pub(crate) timeout_ms: Option<u64>,
    pub(crate) max_buffer: Option<usize>,
    pub(crate) kill_signal: i32,
}
