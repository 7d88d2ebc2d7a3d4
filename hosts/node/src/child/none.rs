//! The web build's child processes: there are none (the spawn ops are refused in
//! `sys/web.rs` before they get here).

use super::{SpawnOptions, Spawned, SyncLimits, SyncResult};
use crate::uv::UvError;

/// A descriptor (none in the web build).
#[derive(Debug)]
pub(crate) enum Fd {}

pub(crate) fn adopt_fd(_fd: i32) -> Result<Fd, UvError> {
    Err(UvError::named("ENOSYS"))
}

pub(crate) fn spawn(_options: &SpawnOptions) -> Spawned {
    Spawned {
        result: Err(UvError::named("ENOSYS")),
        pipes: Vec::new(),
    }
}

pub(crate) fn spawn_sync(
    _options: &SpawnOptions,
    _input: Option<Vec<u8>>,
    _limits: SyncLimits,
) -> SyncResult {
    SyncResult {
        error: Some(UvError::named("ENOSYS")),
        ..SyncResult::default()
    }
}
