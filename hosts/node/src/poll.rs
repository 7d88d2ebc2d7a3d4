//! The poll phase (`uv__io_poll`): waiting (a jump of the virtual clock, or real time),
//! then the thread pool's completions, `MessagePort` messages, signals and the sockets
//! the modelled epoll ready list serves, with the race points a real run can take there.

use evloop_core::Exhausted;
use evloop_engine::Val;

use crate::{
    fs, io, net, signals, tcp_wrap, uv, NodeHost, NodeState, PortMessage, Stdio, Step, Stop,
};

/// How late a stalled process may wake (see `stall_race`): real stalls of tens of
/// milliseconds are common on a loaded machine; longer ones are not modelled.
pub(crate) const STALL_WINDOW_MS: u64 = 50;

/// The largest poll-phase batch of thread-pool completions whose order `--explore` varies.
const COMPLETION_RACE_MAX: usize = 8;
/// The largest poll-phase batch that `--explore` may split: some of its requests taken,
/// the rest left for a later poll phase.
const PARTIAL_BATCH_MAX: usize = 4;

impl NodeHost {
    /// `uv__io_poll`: deliver ready I/O; otherwise wait out the timeout. In virtual time
    /// the wait is a jump of the clock.
    pub(crate) fn poll_io(&mut self, timeout: Option<u64>) -> Step {
        // Output never waits while the loop blocks (a server's "listening" line).
        if timeout != Some(0) {
            self.state.out.borrow_mut().flush();
        }
        let (completions, sockets) = self.wait_for_io(timeout);
        let ports = !self.state.inner.borrow().port_messages.is_empty();
        let signals = signals::has_pending();
        if !completions.is_empty() || !sockets.is_empty() || ports || signals {
            if !completions.is_empty() || !sockets.is_empty() || signals {
                // News from outside the process: the loop is not feeding itself.
                self.budget.restart_work();
            }
            if !sockets.is_empty() && timeout != Some(0) && self.state.clock.is_virtual() {
                // The loop slept until the sockets were ready: a loopback round trip.
                let now = self.state.clock.now_ns();
                self.state.clock.advance_to(now + net::LOOPBACK_LATENCY_NS);
            }
            self.update_time();
            // The thread pool's async handle is the loop's first (`uv_loop_init`), so its
            // completions come before the sockets and the ports' messages.
            self.deliver_fs_completions(completions)?;
            // A port's message is an async send: the messages posted so far (before the
            // wait, or by the completions, which the same `uv__async_io` pass delivered)
            // are this phase's. One posted by a socket callback wakes the next poll phase,
            // after this turn's immediates and the next one's timers.
            let posted = self.state.inner.borrow().port_messages.len();
            self.serve_sockets(sockets)?;
            self.deliver_port_messages(posted)?;
            self.deliver_signals()?;
        } else {
            match timeout {
                Some(0) => {}
                Some(ms) => {
                    let wake = self.stall_race(self.loop_time() + ms);
                    let target = wake * 1_000_000;
                    self.budget.check_time(wake).map_err(Stop::Budget)?;
                    self.wait_real_until(target);
                    self.state.inner.borrow_mut().last_block_ms = target / 1_000_000;
                }
                None => {
                    // Nothing can ever wake this loop: real Node would hang here.
                    return Err(Stop::Budget(Exhausted::WaitForever));
                }
            }
        }
        self.update_time();
        Ok(())
    }

    /// What one poll phase has to deliver: finished thread-pool requests and ready
    /// sockets. With the real clock and sockets open, the poll phase waits on the sockets
    /// and a finishing thread-pool request wakes it (mio's waker, libuv's async handle).
    pub(crate) fn wait_for_io(
        &mut self,
        timeout: Option<u64>,
    ) -> (Vec<(io::FsReq, fs::FsResult)>, Vec<u32>) {
        let is_virtual = self.state.clock.is_virtual();
        let has_sockets = self.state.inner.borrow().net.has_handles();
        if !has_sockets {
            return (self.fs_completions(timeout), Vec::new());
        }
        // A signal for a listener wakes a poll phase waiting on the sockets.
        signals::set_wake(self.state.inner.borrow().net.waker());
        if is_virtual {
            let completions = self.fs_completions(timeout);
            let ports = !self.state.inner.borrow().port_messages.is_empty();
            // Only a loop with nothing else to do blocks on the sockets (a server waiting
            // for a client from outside this process).
            let idle = completions.is_empty() && !ports && !signals::has_pending();
            if idle && timeout != Some(0) && self.state.inner.borrow().net.has_live_child() {
                return (completions, self.wait_for_children(timeout));
            }
            let wait = match timeout {
                None if idle => None,
                _ => Some(std::time::Duration::ZERO),
            };
            let sockets = self.state.inner.borrow_mut().net.epoll_wait(true, wait);
            return (completions, sockets);
        }
        // A finishing thread-pool request wakes the socket poller (libuv's async handle).
        {
            let mut inner = self.state.inner.borrow_mut();
            if let Some(waker) = inner.net.waker() {
                inner.io.set_notify(waker);
            }
        }
        let start = evloop_core::sys::Monotonic::start();
        let deadline = timeout.map(std::time::Duration::from_millis);
        loop {
            let completions = self.fs_completions(Some(0));
            let ports =
                !self.state.inner.borrow().port_messages.is_empty() || signals::has_pending();
            let left = deadline
                .map(|d| d.saturating_sub(std::time::Duration::from_nanos(start.elapsed_ns())));
            let wait = if !completions.is_empty() || ports {
                Some(std::time::Duration::ZERO)
            } else {
                left
            };
            let sockets = self.state.inner.borrow_mut().net.epoll_wait(false, wait);
            let expired = left.is_some_and(|l| l.is_zero());
            if !completions.is_empty() || !sockets.is_empty() || ports || expired {
                return (completions, sockets);
            }
            // Woken by news that made nothing ready (a socket drained): wait again, unless
            // nothing is left that could ever wake the loop.
            let inner = self.state.inner.borrow();
            if !inner.io.active() && !inner.net.alive() {
                return (completions, sockets);
            }
        }
    }

    /// A poll phase in virtual time that would block while a child process runs: the
    /// child runs in real time, so the poll phase waits for it in real time — up to the
    /// next timer (`timeout_ms`), or for as long as it takes — and the virtual clock
    /// moves by the time waited. A child's output then meets the timers where it does in
    /// node, and a child that is quick or slow next to a timer is seen so every run.
    fn wait_for_children(&mut self, timeout_ms: Option<u64>) -> Vec<u32> {
        // The callbacks since the last wait took real time that the model charges less
        // for; the other process did not wait: catch up with it first.
        let behind = self.catch_up_with_real_time();
        let start = evloop_core::sys::Monotonic::start();
        let deadline = timeout_ms
            .map(|ms| std::time::Duration::from_nanos((ms * 1_000_000).saturating_sub(behind)));
        let ready = loop {
            let ready = self
                .state
                .inner
                .borrow_mut()
                .net
                .epoll_wait(true, Some(std::time::Duration::ZERO));
            let waited = std::time::Duration::from_nanos(start.elapsed_ns());
            let left = deadline.map(|d| d.saturating_sub(waited));
            if !ready.is_empty() || signals::has_pending() || left.is_some_and(|l| l.is_zero()) {
                break ready;
            }
            let mut inner = self.state.inner.borrow_mut();
            if !inner.net.alive() {
                break ready;
            }
            // Kernel news (a pipe, an exit) or a signal's wake ends the slice early.
            let slice = std::time::Duration::from_millis(100);
            inner.net.absorb(Some(left.map_or(slice, |l| l.min(slice))));
        };
        let now = self.state.clock.now_ns();
        self.state.clock.advance_to(now + start.elapsed_ns());
        ready
    }

    /// While a child or a worker runs, the virtual clock is never behind real time since
    /// the first of them started. Returns how far it moved.
    pub(crate) fn catch_up_with_real_time(&mut self) -> u64 {
        let live = self.state.inner.borrow().net.has_live_child();
        let mut inner = self.state.inner.borrow_mut();
        if !live {
            inner.real_anchor = None;
            return 0;
        }
        let now = self.state.clock.now_ns();
        let (since, at) = *inner
            .real_anchor
            .get_or_insert((evloop_core::sys::Monotonic::start(), now));
        let target = at + since.elapsed_ns();
        if target <= now {
            return 0;
        }
        self.state.clock.advance_to(target);
        target - now
    }

    /// `uv__io_poll`'s callbacks for the ready sockets, in ready-list order; each
    /// callback is followed by the nextTick and microtask drain (Node's `MakeCallback`).
    pub(crate) fn serve_sockets(&mut self, ready: Vec<u32>) -> Step {
        let is_virtual = self.state.clock.is_virtual();
        // Children whose pipes were read in this poll phase (for `exit_race`).
        let mut talked: Vec<u32> = Vec::new();
        for id in ready {
            if talked.contains(&id) && self.exit_race(id) {
                continue;
            }
            let mut visit = net::Net::visit(id);
            loop {
                let event = self
                    .state
                    .inner
                    .borrow_mut()
                    .net
                    .next_event(&mut visit, is_virtual);
                let Some(event) = event else { break };
                if matches!(
                    event,
                    net::NetEvent::Data { .. } | net::NetEvent::Eof { .. }
                ) {
                    if let Some(child) = self.state.inner.borrow().net.pipe_child(id) {
                        talked.push(child);
                    }
                }
                self.deliver_net_event(event, "poll")?;
            }
        }
        Ok(())
    }

    /// Race point: a child's last output and its exit, seen by one poll phase (evloop's
    /// settled default, node's usual) — or the exit came just after the poll phase's
    /// wait had returned with the output, and is seen by the next one. Offered once per
    /// child; returns whether the exit waits for the next poll phase.
    fn exit_race(&mut self, id: u32) -> bool {
        let mut inner = self.state.inner.borrow_mut();
        let Some(pid) = inner.net.exit_ready(id) else {
            return false;
        };
        if !inner.raced.insert((tcp_wrap::NET_KEY + id as u64, 1)) {
            return false;
        }
        let choice = inner.schedule.choose(2, |k| {
            if k == 0 {
                format!("child {pid}: its exit was seen by the poll phase that read its last output")
            } else {
                format!("child {pid}: it exited just after the poll phase read its output: the exit comes in the next one")
            }
        });
        inner.trace_race("poll", self.state.clock.now_ns());
        choice == 1
    }

    /// One socket callback into `js/lib/net.js` (the `netEvent` hook), then the drain.
    pub(crate) fn deliver_net_event(&mut self, event: net::NetEvent, phase: &'static str) -> Step {
        let handle = event.handle();
        if let Err(e) = self.budget.charge() {
            self.culprit = Some(format!("a socket event ({})", net_event_name(&event)));
            return Err(Stop::Budget(e));
        }
        self.gate(phase, |_| net_event_label(handle, &event))?;
        let key = Some(tcp_wrap::NET_KEY + handle as u64);
        self.trace_as(phase, "run", key, |_| net_event_label(handle, &event));
        let kind = net_event_kind(&event);
        let (hook, args) = Self::net_event_call(event, &self.state);
        let stdio_before = self.state.inner.borrow().stdio;
        self.call_hook(hook, &args)?;
        self.process_ticks_and_rejections()?;
        // The stdio set-up that this callback paid for compiled the same stream code.
        let paid = stdio_before != Stdio::Ready && self.state.inner.borrow().stdio == Stdio::Ready;
        self.charge_socket_callback(kind, paid);
        Ok(())
    }

    /// The hook a socket event calls, with its arguments: `netData(id, buffer, length)` for data,
    /// the most frequent event; `netEvent(kind, id, a, b)` for the others.
    pub(crate) fn net_event_call(
        event: net::NetEvent,
        state: &NodeState,
    ) -> (&'static str, Vec<Val>) {
        use net::NetEvent as E;
        let s = |v: &str| Val::Str(v.to_string());
        let n = |v: u32| Val::Num(v as f64);
        let status = |r: Result<(), uv::UvError>| match r {
            Ok(()) => Val::Null,
            Err(e) => tcp_wrap::error_val(e),
        };
        let args = match event {
            E::Data { id, bytes } => {
                let len = Val::Num(bytes.len() as f64);
                return ("netData", vec![n(id), Val::Buffer(bytes), len]);
            }
            E::Connection { listener, conn } => {
                let peer = state.inner.borrow().net.peer_address(conn);
                vec![
                    s("connection"),
                    n(listener),
                    n(conn),
                    peer.map(tcp_wrap::addr_val).unwrap_or(Val::Undefined),
                ]
            }
            E::Connect { id, result } => vec![s("connect"), n(id), status(result)],
            E::Eof { id } => vec![s("eof"), n(id)],
            E::ReadError { id, error } => vec![s("readerror"), n(id), tcp_wrap::error_val(error)],
            E::WriteDone { id, result } => vec![s("write"), n(id), status(result)],
            E::ShutdownDone { id, result } => vec![s("shutdown"), n(id), status(result)],
            E::Port { id, note } => {
                use crate::worker::Note;
                let (kind, payload) = match note {
                    Note::Online => ("online", Val::Undefined),
                    Note::Message(m) => ("message", Val::Str(m)),
                    Note::Error(e) => ("error", Val::Str(e)),
                    Note::Exit(code) => ("exit", Val::Num(code as f64)),
                    Note::Output(fd, bytes) => (
                        "output",
                        Val::List(vec![Val::Num(fd as f64), Val::Buffer(bytes)]),
                    ),
                };
                vec![s("port"), n(id), s(kind), payload]
            }
            E::Exit { id, status, .. } => vec![
                s("exit"),
                n(id),
                Val::Num(status.code as f64),
                Val::Num(status.signal as f64),
            ],
        };
        ("netEvent", args)
    }

    /// Virtual cost of a socket callback (with its drain): Node runs the stream code of
    /// each kind of socket event slowly the first time (lazy compilation; measured
    /// 0.4-1.6 ms between the first events of an echo with no console output), then in
    /// tens of microseconds. A callback that paid Node's stdio set-up (the first console
    /// write, itself a stream) pays no first-use cost on top.
    pub(crate) fn charge_socket_callback(&mut self, kind: &'static str, stdio_paid: bool) {
        if !self.state.clock.is_virtual() {
            return;
        }
        let first = self.state.inner.borrow_mut().net_kinds_seen.insert(kind) && !stdio_paid;
        let cost = if first {
            net::FIRST_SOCKET_CALLBACK_NS
        } else {
            net::SOCKET_CALLBACK_NS
        };
        let now = self.state.clock.now_ns();
        self.state.clock.advance_to(now + cost);
    }

    /// The thread-pool requests this poll phase delivers (see `io.rs` for the policy). In
    /// virtual time every request in flight is complete; when the poll phase may block,
    /// the clock moves to when the last of them finished.
    pub(crate) fn fs_completions(
        &mut self,
        timeout: Option<u64>,
    ) -> Vec<(io::FsReq, fs::FsResult)> {
        if !self.state.inner.borrow().io.active() {
            return Vec::new();
        }
        if self.state.clock.is_virtual() {
            let now = self.state.clock.now_ns();
            let (any_done, next) = {
                let mut inner = self.state.inner.borrow_mut();
                let done = inner.io.any_finished(now);
                (done, inner.io.next_finish_ns().unwrap_or(now))
            };
            if !any_done {
                return self.timed_completions(timeout, next);
            }
            let done = match timeout {
                Some(ms) => self.io_not_done_race(ms),
                None => None,
            };
            if done == Some(0) {
                return Vec::new();
            }
            // Only when nothing else can ever wake the loop does it wait for slow I/O
            // without a cap.
            let cap = timeout.map(|_| io::SLOW_IO_CAP);
            let mut batch = self.state.inner.borrow_mut().io.complete_by(now, cap);
            if let Some(k) = done {
                let mut inner = self.state.inner.borrow_mut();
                for (req, result) in batch.split_off(k.min(batch.len())) {
                    inner.io.put_back(req, result);
                }
            }
            self.completion_order_race(&mut batch);
            if timeout != Some(0) {
                if let Some(last) = batch.iter().map(|(r, _)| r.submitted_ns).max() {
                    self.state.clock.advance_to(last + io::IO_LATENCY_NS);
                }
            }
            batch
        } else {
            let wait = timeout.map(std::time::Duration::from_millis);
            self.state.inner.borrow_mut().io.completed_now(wait)
        }
    }

    /// The poll phase when every request in flight is CPU work the pool model times (or
    /// waits behind it: see `io::VirtualPool`) and none is done yet: it sleeps until the first is done, `next_ns`
    /// — unless a timer is due first (`timeout` ms) or immediates wait (0) — and takes
    /// every request done by then.
    fn timed_completions(
        &mut self,
        timeout: Option<u64>,
        next_ns: u64,
    ) -> Vec<(io::FsReq, fs::FsResult)> {
        let due = timeout.map(|ms| (self.loop_time() + ms) * 1_000_000);
        if due.is_some_and(|due| next_ns > due) {
            return Vec::new();
        }
        self.state.clock.advance_to(next_ns);
        let mut batch = self.state.inner.borrow_mut().io.complete_by(next_ns, None);
        if self.starved_worker_race(&mut batch) && batch.is_empty() {
            // The one request due was starved: the poll phase sleeps on to the next.
            return self.fs_completions(timeout);
        }
        self.completion_order_race(&mut batch);
        batch
    }

    /// Race point: the workers share the cores, and a loaded machine does not share them
    /// evenly. When CPU work finishes while other work is still running or waiting, one
    /// of the requests the model finished now may really finish last of all (a real run
    /// of five `pbkdf2` on a busy machine can end with the third).
    /// Returns whether a request was starved.
    fn starved_worker_race(&mut self, batch: &mut Vec<(io::FsReq, fs::FsResult)>) -> bool {
        let mut inner = self.state.inner.borrow_mut();
        if batch.is_empty() || batch.len() > COMPLETION_RACE_MAX || !inner.io.pool_busy() {
            return false;
        }
        let names: Vec<String> = batch.iter().map(|(r, _)| r.what.clone()).collect();
        let choice = inner.schedule.choose(batch.len() + 1, |k| {
            if k == 0 {
                "the workers shared the cores evenly (as the pool model says)".to_string()
            } else {
                format!(
                    "a loaded machine starved the worker of {}: it finished after the rest of the pool's work",
                    names[k - 1]
                )
            }
        });
        inner.trace_race("poll", self.state.clock.now_ns());
        if choice == 0 {
            return false;
        }
        let (req, result) = batch.remove(choice - 1);
        inner.io.make_late(req, result);
        true
    }

    /// Race point: a process stall. The poll phase means to wake at `wake_ms` for the
    /// earliest timer list, but a loaded machine can wake it late — late enough for the
    /// next list to be due in the same timers phase, which changes what runs first when
    /// the first list's callbacks move timers around (`refresh`, new timers). Offered when
    /// the next list is due within [`STALL_WINDOW_MS`]; returns when the loop wakes.
    pub(crate) fn stall_race(&mut self, wake_ms: u64) -> u64 {
        if !self.state.clock.is_virtual() {
            return wake_ms;
        }
        let mut inner = self.state.inner.borrow_mut();
        let lists = inner.timers.queue.sorted();
        let (Some(&((first, _), msecs1)), Some(&((second, id2), msecs2))) =
            (lists.first(), lists.get(1))
        else {
            return wake_ms;
        };
        if first != wake_ms || second <= wake_ms || second - wake_ms > STALL_WINDOW_MS {
            return wake_ms;
        }
        if !inner.raced.insert((id2, u64::MAX)) {
            return wake_ms;
        }
        let choice = inner.schedule.choose(2, |k| {
            if k == 0 {
                format!("the loop woke at {wake_ms} ms for the {msecs1} ms timer list (on time)")
            } else {
                format!("the process stalled: the loop woke at {second} ms, when the {msecs2} ms list was due too")
            }
        });
        inner.trace_race("poll", self.state.clock.now_ns());
        if choice == 0 {
            wake_ms
        } else {
            second
        }
    }

    /// Race point: a poll phase that has something else to go back to — immediates
    /// waiting (`timeout_ms` 0) or a timer due in `timeout_ms` — takes only the requests
    /// the workers have finished. Local file I/O almost always has, but a busy machine or
    /// a slow disk can leave it for a later poll phase, after the immediates or the timer;
    /// with a few requests in flight, the workers can also have finished some and not the
    /// others (the first ones taken, since the workers take requests in submission order).
    /// Returns how many of the finished requests, in submission order, this poll phase
    /// takes: `None` for all.
    pub(crate) fn io_not_done_race(&mut self, timeout_ms: u64) -> Option<usize> {
        let mut inner = self.state.inner.borrow_mut();
        let names = inner.io.finished_names();
        let n = names.len();
        // Partial batches: only for a few requests (each prefix is one more schedule).
        let partial = if (2..=PARTIAL_BATCH_MAX).contains(&n) {
            n - 1
        } else {
            0
        };
        let turn = inner.turn;
        let choice = inner.schedule.choose(2 + partial, |k| {
            let reqs = if n == 1 {
                format!("the thread-pool request ({})", names[0])
            } else {
                format!("the {n} thread-pool requests (first: {})", names[0])
            };
            match (k, timeout_ms) {
                (0, _) => format!("{reqs} had completed by the poll phase of loop turn {turn}"),
                (1, 0) => format!(
                    "{reqs} had not completed by the poll phase of loop turn {turn} (slow workers)"
                ),
                (1, _) => format!(
                    "{reqs} took longer than the {timeout_ms} ms until the next timer (slow I/O)"
                ),
                (2, _) => format!(
                    "of {reqs}, only the first had completed by the poll phase of loop turn {turn} (the rest on slower workers)"
                ),
                (k, _) => format!(
                    "of {reqs}, only the first {} had completed by the poll phase of loop turn {turn} (up to {}; the rest on slower workers)",
                    k - 1,
                    names[k - 2]
                ),
            }
        });
        inner.trace_race("poll", self.state.clock.now_ns());
        match choice {
            0 => None,
            k => Some(k - 1),
        }
    }

    /// Race point: the workers finish a poll phase's requests in an order of their own
    /// (four threads, different work), and `uv__work_done` delivers them in that order.
    /// evloop delivers them in submission order; `--explore` tries every order of a batch
    /// of up to [`PARTIAL_BATCH_MAX`] requests (one race point per place: which of the
    /// rest finished next), and each request of a larger one, up to
    /// [`COMPLETION_RACE_MAX`], as the one that finished first.
    pub(crate) fn completion_order_race(&mut self, batch: &mut [(io::FsReq, fs::FsResult)]) {
        if batch.len() < 2 || batch.len() > COMPLETION_RACE_MAX {
            return;
        }
        let places = if batch.len() <= PARTIAL_BATCH_MAX {
            batch.len() - 1
        } else {
            1
        };
        for place in 0..places {
            let names: Vec<String> = batch[place..].iter().map(|(r, _)| r.what.clone()).collect();
            let mut inner = self.state.inner.borrow_mut();
            let next = inner.schedule.choose(names.len(), |k| match (place, k) {
                (0, 0) => format!(
                    "the thread pool finished {} first (submission order)",
                    names[0]
                ),
                (0, k) => format!("the thread pool finished {} first", names[k]),
                (_, 0) => format!(
                    "the thread pool finished {} next (submission order)",
                    names[0]
                ),
                (_, k) => format!("the thread pool finished {} next", names[k]),
            });
            inner.trace_race("poll", self.state.clock.now_ns());
            drop(inner);
            if next > 0 {
                batch[place..=place + next].rotate_right(1);
            }
        }
    }

    /// `uv__work_done`: each request's callback, with ticks and microtasks drained after it.
    pub(crate) fn deliver_fs_completions(&mut self, batch: Vec<(io::FsReq, fs::FsResult)>) -> Step {
        let mut batch = batch.into_iter();
        while let Some((req, result)) = batch.next() {
            if let Err(e) = self.budget.charge() {
                self.culprit = Some(format!("the completion of {}", req.what));
                // What was not delivered still keeps the loop alive (for the diagnosis).
                self.state.inner.borrow_mut().io.undelivered = 1 + batch.len();
                return Err(Stop::Budget(e));
            }
            self.gate("poll", |_| format!("{} done", req.what))?;
            self.trace_run_of("poll", req.oncomplete, |_| format!("{} done", req.what));
            let args = io::result_args(result);
            if let Err(thrown) = self.engine.call(req.oncomplete, &args, true) {
                self.uncaught(thrown, "uncaughtException")?;
            }
            self.process_ticks_and_rejections()?;
        }
        Ok(())
    }

    /// A `MessagePort`'s uv_async: every message queued so far, with ticks and microtasks
    /// drained after each.
    pub(crate) fn deliver_port_messages(&mut self, count: usize) -> Step {
        let batch: Vec<PortMessage> = {
            let mut inner = self.state.inner.borrow_mut();
            let count = count.min(inner.port_messages.len());
            inner.port_messages.drain(..count).collect()
        };
        for m in batch {
            self.trace("poll", "run", |_| "a MessagePort message".to_string());
            self.run_callback(m.callable, true, "uncaughtException")?;
            self.process_ticks_and_rejections()?;
        }
        Ok(())
    }

    /// libuv's signal pipe: each watched signal that arrived, as `process.emit(name,
    /// number)` (the `signal` hook), with ticks and microtasks drained after each.
    pub(crate) fn deliver_signals(&mut self) -> Step {
        for sig in signals::take_pending() {
            if let Err(e) = self.budget.charge() {
                self.culprit = Some(format!("a signal listener (signal {sig})"));
                return Err(Stop::Budget(e));
            }
            self.gate("poll", |_| format!("signal {sig}"))?;
            self.trace("poll", "run", |_| format!("signal {sig}"));
            self.call_hook("signal", &[Val::Num(sig as f64)])?;
            self.process_ticks_and_rejections()?;
        }
        Ok(())
    }

    /// A poll phase's real-time wait (`--clock=real`); a signal for a listener ends it.
    pub(crate) fn wait_real_until(&mut self, target_ns: u64) {
        if self.state.clock.is_virtual() || !signals::any_watched() {
            self.state.clock.wait_until(target_ns);
            return;
        }
        loop {
            let now = self.state.clock.now_ns();
            if now >= target_ns || signals::has_pending() {
                return;
            }
            let slice = (target_ns - now).min(10_000_000);
            std::thread::sleep(std::time::Duration::from_nanos(slice));
        }
    }
}

fn net_event_kind(event: &net::NetEvent) -> &'static str {
    use net::NetEvent as E;
    match event {
        E::Connection { .. } => "connection",
        E::Connect { .. } => "connect",
        E::Data { .. } => "data",
        E::Eof { .. } => "eof",
        E::ReadError { .. } => "readerror",
        E::WriteDone { .. } => "write",
        E::ShutdownDone { .. } => "shutdown",
        E::Exit { .. } => "exit",
        E::Port { .. } => "port",
    }
}

/// How the trace and the REPL name a handle's event: `socket 3: read 5 bytes`, `child
/// 4121: exit 0`.
fn net_event_label(handle: u32, event: &net::NetEvent) -> String {
    match event {
        net::NetEvent::Exit { pid, status, .. } if status.signal != 0 => {
            format!("child {pid}: killed by signal {}", status.signal)
        }
        net::NetEvent::Exit { pid, status, .. } => format!("child {pid}: exit {}", status.code),
        net::NetEvent::Port { .. } => format!("worker port {handle}: {}", net_event_name(event)),
        _ => format!("socket {handle}: {}", net_event_name(event)),
    }
}

fn net_event_name(event: &net::NetEvent) -> String {
    use net::NetEvent as E;
    match event {
        E::Connection { conn, .. } => format!("connection (socket {conn})"),
        E::Connect { result: Ok(()), .. } => "connected".to_string(),
        E::Connect { result: Err(e), .. } => format!("connect failed ({})", e.code),
        E::Data { bytes, .. } => format!("read {} bytes", bytes.len()),
        E::Eof { .. } => "end of stream".to_string(),
        E::ReadError { error, .. } => format!("read error ({})", error.code),
        E::WriteDone { .. } => "write done".to_string(),
        E::ShutdownDone { .. } => "shutdown done".to_string(),
        E::Exit { status, .. } if status.signal != 0 => {
            format!("killed by signal {}", status.signal)
        }
        E::Exit { status, .. } => format!("exit {}", status.code),
        E::Port { note, .. } => match note {
            crate::worker::Note::Online => "online".to_string(),
            crate::worker::Note::Message(_) => "message".to_string(),
            crate::worker::Note::Output(fd, b) => format!("{} bytes of output (fd {fd})", b.len()),
            crate::worker::Note::Error(_) => "uncaught exception".to_string(),
            crate::worker::Note::Exit(code) => format!("exit {code}"),
        },
    }
}
