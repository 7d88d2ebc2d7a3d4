//! libuv's thread pool: `UV_THREADPOOL_SIZE` worker threads (4 by default) started on
//! the first request, taking work in submission order. Results go back to the loop
//! thread over a channel; the loop decides when each one is delivered (see
//! `NodeHost::poll_io`).

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

type Work<T> = Box<dyn FnOnce() -> T + Send>;

/// Called by a worker after each result it sends (libuv's `uv_async_send` waking the loop).
pub type Notify = Arc<dyn Fn() + Send + Sync>;

pub struct ThreadPool<T: Send + 'static> {
    size: usize,
    work: Option<Sender<(u64, Work<T>)>>,
    results_tx: Sender<(u64, T)>,
    results: Receiver<(u64, T)>,
    workers: Vec<JoinHandle<()>>,
    notify: Arc<Mutex<Option<Notify>>>,
}

impl<T: Send + 'static> std::fmt::Debug for ThreadPool<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ThreadPool")
            .field("size", &self.size)
            .field("started", &!self.workers.is_empty())
            .finish()
    }
}

/// libuv's rule for `UV_THREADPOOL_SIZE`: a number, clamped to 1..=1024; 4 otherwise.
pub fn pool_size(var: Option<&str>) -> usize {
    match var.and_then(|v| v.trim().parse::<i64>().ok()) {
        Some(n) => n.clamp(1, 1024) as usize,
        None => 4,
    }
}

impl<T: Send + 'static> ThreadPool<T> {
    pub fn new(size: usize) -> Self {
        let (results_tx, results) = mpsc::channel();
        ThreadPool {
            size: size.max(1),
            work: None,
            results_tx,
            results,
            workers: Vec::new(),
            notify: Arc::new(Mutex::new(None)),
        }
    }

    /// Wakes the loop's poller whenever a request finishes.
    pub fn set_notify(&mut self, notify: Notify) {
        if let Ok(mut slot) = self.notify.lock() {
            *slot = Some(notify);
        }
    }

    pub fn started(&self) -> bool {
        self.work.is_some()
    }

    /// Queues `work` as request `id`; starts the workers on first use.
    pub fn submit(&mut self, id: u64, work: Work<T>) {
        if self.work.is_none() {
            self.start();
        }
        if let Some(tx) = &self.work {
            // The workers live as long as the pool: a send cannot fail.
            let _ = tx.send((id, work));
        }
    }

    fn start(&mut self) {
        let (tx, rx) = mpsc::channel::<(u64, Work<T>)>();
        let rx = Arc::new(Mutex::new(rx));
        for n in 0..self.size {
            let rx = rx.clone();
            let results = self.results_tx.clone();
            let notify = self.notify.clone();
            let worker = std::thread::Builder::new()
                .name(format!("evloop-pool-{n}"))
                .spawn(move || loop {
                    let next = match rx.lock() {
                        Ok(guard) => guard.recv(),
                        Err(_) => return,
                    };
                    let Ok((id, work)) = next else { return };
                    if results.send((id, work())).is_err() {
                        return;
                    }
                    let wake = notify.lock().ok().and_then(|n| n.clone());
                    if let Some(wake) = wake {
                        wake();
                    }
                });
            if let Ok(handle) = worker {
                self.workers.push(handle);
            }
        }
        self.work = Some(tx);
    }

    /// The next finished request, waiting for it.
    pub fn wait(&self) -> Option<(u64, T)> {
        if self.workers.is_empty() {
            return None;
        }
        self.results.recv().ok()
    }

    /// The next finished request if one finishes within `timeout` (`None`: wait).
    pub fn wait_for(&self, timeout: Option<Duration>) -> Option<(u64, T)> {
        match timeout {
            None => self.wait(),
            Some(d) => self.results.recv_timeout(d).ok(),
        }
    }

    /// A request that has finished already, if any.
    pub fn try_take(&self) -> Option<(u64, T)> {
        self.results.try_recv().ok()
    }
}

impl<T: Send + 'static> Drop for ThreadPool<T> {
    /// Closing the work channel ends every idle worker at once and a busy one when its
    /// request is done. They are not waited for: a worker blocked in a read that never
    /// ends (a pipe, a terminal) must not keep the process from exiting, as in Node.
    fn drop(&mut self) {
        self.work = None;
        self.workers.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_follows_libuv() {
        assert_eq!(pool_size(None), 4);
        assert_eq!(pool_size(Some("8")), 8);
        assert_eq!(pool_size(Some("0")), 1);
        assert_eq!(pool_size(Some("5000")), 1024);
        assert_eq!(pool_size(Some("x")), 4);
    }

    #[test]
    fn every_request_comes_back() {
        let mut pool = ThreadPool::new(3);
        for id in 0..20u64 {
            pool.submit(id, Box::new(move || id * 2));
        }
        let mut got: Vec<(u64, u64)> = (0..20).filter_map(|_| pool.wait()).collect();
        got.sort();
        assert_eq!(got, (0..20).map(|i| (i, i * 2)).collect::<Vec<_>>());
        drop(pool);
    }
}
