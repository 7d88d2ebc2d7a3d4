//! `node:worker_threads`: a `Worker` is a second `NodeHost` — its own engine, its own
//! loop — on a thread of its own, started from a file or from code. The two sides talk
//! through mailboxes: what one side posts is queued in the other's, and the other's poll
//! phase takes it (a port handle of `net/port.rs`, which a post makes ready and whose
//! waker ends a poll phase's wait), as node's MessagePort is a uv_async of the loop that
//! receives. A worker's stdout and stderr go through its parent, as in node: written
//! by the parent's poll phase when the chunk arrives.
//!
//! Time: a worker runs on the real clock (its timers take real time), and while one
//! runs, the parent's poll phases that would block wait in real time, as for a child
//! process (`poll.rs` `wait_for_children`).

use std::cell::RefCell;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};

use evloop_engine::{OpCx, OpFn, OpResult, Val};

use crate::threadpool::Notify;
use crate::NodeState;

/// What goes between a worker and its parent.
#[derive(Debug, Clone)]
pub(crate) enum Note {
    /// The worker has started running its script ('online').
    Online,
    /// A message, serialized by `internal/worker/serialize.js`.
    Message(String),
    /// What the worker wrote to its stdout (1) or stderr (2).
    Output(i32, Vec<u8>),
    /// An uncaught exception of the worker, serialized.
    Error(String),
    /// The worker's loop has ended with this exit code.
    Exit(i32),
}

/// One direction of a worker's channel.
#[derive(Default)]
pub(crate) struct Mailbox {
    queue: Mutex<VecDeque<Note>>,
    waker: Mutex<Option<Notify>>,
}

impl std::fmt::Debug for Mailbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mailbox").finish_non_exhaustive()
    }
}

impl Mailbox {
    pub(crate) fn post(&self, note: Note) {
        self.queue
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push_back(note);
        if let Some(wake) = self
            .waker
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
        {
            wake();
        }
    }

    // Read by the ports of the native build only.
    #[cfg_attr(not(feature = "native"), allow(dead_code))]
    pub(crate) fn take(&self) -> Option<Note> {
        self.queue
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .pop_front()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.queue
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_empty()
    }

    /// What wakes the receiving loop's poll phase when something is posted.
    pub(crate) fn set_waker(&self, wake: Option<Notify>) {
        *self.waker.lock().unwrap_or_else(|e| e.into_inner()) = wake;
        if !self.is_empty() {
            if let Some(wake) = self
                .waker
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .as_ref()
            {
                wake();
            }
        }
    }
}

/// A worker's end of its channel, which the worker thread's host finds at start-up.
#[derive(Debug, Clone)]
pub(crate) struct Link {
    pub(crate) inbox: Arc<Mailbox>,
    pub(crate) outbox: Arc<Mailbox>,
    pub(crate) thread_id: u32,
    /// `workerData`, serialized.
    pub(crate) data: String,
    /// Set by the parent's `terminate()`.
    pub(crate) terminate: Arc<AtomicBool>,
}

thread_local! {
    /// Set on a worker's thread before its host is made.
    static LINK: RefCell<Option<Link>> = const { RefCell::new(None) };
}

/// This thread's link to its parent, when this thread runs a worker.
pub(crate) fn link() -> Option<Link> {
    LINK.with(|l| l.borrow().clone())
}

static NEXT_THREAD_ID: AtomicU32 = AtomicU32::new(1);

/// The parent's side of one worker.
#[derive(Debug)]
pub(crate) struct Spawned {
    pub(crate) inbox: Arc<Mailbox>,
    pub(crate) outbox: Arc<Mailbox>,
    pub(crate) terminate: Arc<AtomicBool>,
}

pub(crate) fn worker_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("workerStart", op_start),
        ("workerPost", op_post),
        ("workerTerminate", op_terminate),
        ("workerSelf", op_self),
        ("workerPostParent", op_post_parent),
        ("workerError", op_error),
    ]
}

/// `workerStart(filename, isEval, data, argv)` → `[err, handle, threadId]`: the thread is
/// started; its notes arrive through the port handle.
fn op_start(cx: &mut OpCx<'_>) -> OpResult {
    let filename = cx.str(0).unwrap_or_default();
    let is_eval = cx.bool(1);
    let data = cx.str(2).unwrap_or_default();
    let argv: Vec<String> = match cx.str(3) {
        Some(s) if !s.is_empty() => s.split('\0').map(str::to_string).collect(),
        _ => Vec::new(),
    };
    crate::permission_ops::check_worker(cx, (!is_eval).then_some(filename.as_str()))?;
    // A worker has its parent's permissions.
    let permissions = cx.host::<NodeState>().perm.clone();
    let thread_id = NEXT_THREAD_ID.fetch_add(1, Ordering::Relaxed);
    let spawned = Spawned {
        inbox: Arc::new(Mailbox::default()),
        outbox: Arc::new(Mailbox::default()),
        terminate: Arc::new(AtomicBool::new(false)),
    };
    let link = Link {
        inbox: spawned.outbox.clone(),
        outbox: spawned.inbox.clone(),
        thread_id,
        data,
        terminate: spawned.terminate.clone(),
    };
    let st = cx.host::<NodeState>();
    let id = {
        let mut inner = st.inner.borrow_mut();
        let id = match inner.net.add_port(spawned.inbox.clone(), true) {
            Ok(id) => id,
            Err(e) => return Ok(Val::List(vec![crate::tcp_wrap::error_val(e)])),
        };
        spawned.inbox.set_waker(inner.net.waker());
        inner.workers.insert(id, spawned);
        if inner.real_anchor.is_none() {
            inner.real_anchor = Some((evloop_core::sys::Monotonic::start(), st.clock.now_ns()));
        }
        id
    };
    let started = std::thread::Builder::new()
        .name(format!("evloop-worker-{thread_id}"))
        .stack_size(1 << 30)
        .spawn(move || run_worker(link, filename, is_eval, argv, permissions));
    if let Err(e) = started {
        return Ok(Val::List(vec![crate::tcp_wrap::error_val(
            crate::uv::UvError::of(&e),
        )]));
    }
    Ok(Val::List(vec![
        Val::Null,
        Val::Num(id as f64),
        Val::Num(thread_id as f64),
    ]))
}

/// The worker thread: a host on the real clock running the file (or code) to its end.
fn run_worker(
    link: Link,
    filename: String,
    is_eval: bool,
    argv: Vec<String>,
    permissions: crate::permission::Permissions,
) {
    let outbox = link.outbox.clone();
    let terminate = link.terminate.clone();
    LINK.with(|l| *l.borrow_mut() = Some(link));
    let mut options = crate::Options {
        clock: evloop_core::ClockMode::Real,
        permissions,
        ..crate::Options::default()
    };
    options.process.args = argv;
    let code = match crate::NodeHost::new(&options) {
        Ok(mut host) => {
            host.engine.set_interrupt(terminate.clone());
            let (kind, path, source) = if is_eval {
                (
                    crate::MainKind::Eval {
                        print: false,
                        module: false,
                    },
                    "[worker eval]".to_string(),
                    filename,
                )
            } else {
                match std::fs::read_to_string(&filename) {
                    Ok(source) => (crate::MainKind::File, filename, source),
                    Err(e) => {
                        outbox.post(Note::Error(format!(
                            "{{\"type\":\"error\",\"name\":\"Error\",\"message\":{:?},\"code\":\"ERR_WORKER_PATH\"}}",
                            format!("Cannot find module '{filename}': {e}")
                        )));
                        outbox.post(Note::Exit(1));
                        return;
                    }
                }
            };
            match host.run_main(kind, &path, &source) {
                _ if terminate.load(Ordering::Relaxed) => 1,
                crate::Outcome::Exit(code) => code,
                crate::Outcome::Budget(_) => crate::BUDGET_EXIT_CODE,
                crate::Outcome::HeapLimit(_) => 1,
            }
        }
        Err(_) => 1,
    };
    outbox.post(Note::Exit(code));
}

fn spawned<'a>(inner: &'a crate::Inner, id: u32) -> Option<&'a Spawned> {
    inner.workers.get(&id)
}

/// `workerPost(handle, serialized)`: a message to the worker.
fn op_post(cx: &mut OpCx<'_>) -> OpResult {
    let (id, text) = (cx.num(0) as u32, cx.str(1).unwrap_or_default());
    let st = cx.host::<NodeState>();
    let inner = st.inner.borrow();
    if let Some(w) = spawned(&inner, id) {
        w.outbox.post(Note::Message(text));
    }
    Ok(Val::Undefined)
}

/// `workerTerminate(handle)`: stops the worker's script where it is, and its loop.
fn op_terminate(cx: &mut OpCx<'_>) -> OpResult {
    let id = cx.num(0) as u32;
    let st = cx.host::<NodeState>();
    let inner = st.inner.borrow();
    if let Some(w) = spawned(&inner, id) {
        w.terminate.store(true, Ordering::Relaxed);
        // A loop waiting in its poll phase is woken to see it.
        w.outbox.post(Note::Exit(1));
    }
    Ok(Val::Undefined)
}

/// `workerSelf()` → `[handle, threadId, data]` on a worker's thread (its port to the
/// parent), undefined on the main thread.
fn op_self(cx: &mut OpCx<'_>) -> OpResult {
    let Some(link) = link() else {
        return Ok(Val::Undefined);
    };
    let st = cx.host::<NodeState>();
    let mut inner = st.inner.borrow_mut();
    let id = match inner.net.add_port(link.inbox.clone(), false) {
        Ok(id) => id,
        Err(_) => return Ok(Val::Undefined),
    };
    link.inbox.set_waker(inner.net.waker());
    drop(inner);
    link.outbox.post(Note::Online);
    Ok(Val::List(vec![
        Val::Num(id as f64),
        Val::Num(link.thread_id as f64),
        Val::Str(link.data),
    ]))
}

/// `workerPostParent(serialized)`: a message to the parent.
fn op_post_parent(cx: &mut OpCx<'_>) -> OpResult {
    if let Some(link) = link() {
        link.outbox
            .post(Note::Message(cx.str(0).unwrap_or_default()));
    }
    Ok(Val::Undefined)
}

/// `workerError(serialized)`: the worker's uncaught exception, for the parent's 'error'.
fn op_error(cx: &mut OpCx<'_>) -> OpResult {
    if let Some(link) = link() {
        link.outbox.post(Note::Error(cx.str(0).unwrap_or_default()));
    }
    Ok(Val::Undefined)
}
