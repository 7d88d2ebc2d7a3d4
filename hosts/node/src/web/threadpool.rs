//! The web build's "thread pool": no threads. A request runs when it is submitted (local
//! file work on the in-memory file system finishes at once, as the native pool's does in
//! tens of microseconds) and its result waits, in submission order, for the poll phase
//! that delivers it — the same order the native pool gives a deterministic run.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;

type Work<T> = Box<dyn FnOnce() -> T + Send>;

/// Called after each finished request (unused: nothing waits on another thread).
pub type Notify = Arc<dyn Fn() + Send + Sync>;

pub struct ThreadPool<T: Send + 'static> {
    started: bool,
    done: VecDeque<(u64, T)>,
}

impl<T: Send + 'static> std::fmt::Debug for ThreadPool<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ThreadPool")
            .field("started", &self.started)
            .finish()
    }
}

/// libuv's rule for `UV_THREADPOOL_SIZE` (kept for the same start-up accounting).
pub fn pool_size(var: Option<&str>) -> usize {
    match var.and_then(|v| v.trim().parse::<i64>().ok()) {
        Some(n) => n.clamp(1, 1024) as usize,
        None => 4,
    }
}

impl<T: Send + 'static> ThreadPool<T> {
    pub fn new(_size: usize) -> Self {
        ThreadPool {
            started: false,
            done: VecDeque::new(),
        }
    }

    pub fn set_notify(&mut self, _notify: Notify) {}

    pub fn started(&self) -> bool {
        self.started
    }

    /// Runs `work` as request `id` now; its result waits for the poll phase.
    pub fn submit(&mut self, id: u64, work: Work<T>) {
        self.started = true;
        let result = work();
        self.done.push_back((id, result));
    }

    pub fn wait(&mut self) -> Option<(u64, T)> {
        self.done.pop_front()
    }

    pub fn wait_for(&mut self, _timeout: Option<Duration>) -> Option<(u64, T)> {
        self.done.pop_front()
    }

    pub fn try_take(&mut self) -> Option<(u64, T)> {
        self.done.pop_front()
    }
}
