//! One loop iteration as libuv's `uv_run` (`src/unix/core.c`) and every phase but poll:
//! timers (Node's `processTimers`/`listOnTimeout`), pending, idle, prepare, check
//! (`processImmediate`) and closing handles.

use evloop_engine::Val;

use crate::{signals, tcp_wrap, NodeHost, Step, Stop};

/// How far (ms) a timer's expiry may sit from the loop time and still race: what evloop
/// charges as modelled CPU time (stdio set-up, clock reads) is only an estimate of real
/// time, so within this window a real run can see the timer expired or not.
const TIMER_RACE_WINDOW_MS: u64 = 20;
/// How many timers phases in a row the race may find a list that virtual time says has
/// expired not expired yet, and within how much virtual time of the first: loop turns
/// that cost next to nothing (a readFile's round trips) pass in a real run that got to
/// the first of them faster than virtual time says, before the list expires; turns that
/// cost modelled milliseconds (socket callbacks) do not.
const TIMER_SKIPS_MAX: u32 = 4;
const TIMER_SKIPS_SPAN_NS: u64 = 1_000_000;

impl NodeHost {
    /// One `uv_run(loop, UV_RUN_DEFAULT)`.
    pub(crate) fn uv_run(&mut self) -> Step {
        let alive = self.loop_alive();
        if !alive {
            self.update_time();
            return Ok(());
        }
        // libuv >= 1.45: due timers run once before the first iteration. Turns are
        // numbered as the loop is taught (timers, pending, idle/prepare, poll, check,
        // close): each begins at a timers phase, so these timers open turn 1 and libuv's
        // first iteration's phases belong to it.
        self.update_time();
        self.next_turn();
        self.run_timers()?;
        while self.loop_alive() {
            self.run_pending()?;
            self.run_idle();
            self.run_prepare();
            let timeout = self.backend_timeout();
            self.poll_io(timeout)?;
            // libuv >= 1.45 runs callbacks fed during the poll phase (a shutdown, a write
            // callback) right after it, up to eight rounds, before the check phase.
            for _ in 0..8 {
                if !self.state.inner.borrow().net.has_pending() {
                    break;
                }
                self.run_pending()?;
            }
            self.run_check()?;
            self.run_closing_handles()?;
            self.update_time();
            // A loop with nothing left ends in this turn (its last timers phase finds
            // only unref'd timers, if any).
            if self.loop_alive() {
                self.next_turn();
            }
            self.run_timers()?;
        }
        Ok(())
    }

    /// A new loop turn begins (at its timers phase).
    fn next_turn(&mut self) {
        self.state.inner.borrow_mut().turn += 1;
    }

    /// `uv__update_time`: loop time is the clock's whole milliseconds.
    pub(crate) fn update_time(&mut self) {
        let now = self.state.clock.now_ms();
        self.state.inner.borrow_mut().loop_time = now;
    }

    pub(crate) fn loop_time(&self) -> u64 {
        self.state.inner.borrow().loop_time
    }

    /// `uv__loop_alive`: an active ref'd handle, a request, or a closing handle.
    pub(crate) fn loop_alive(&self) -> bool {
        let inner = self.state.inner.borrow();
        (inner.timers.uv_due.is_some() && inner.timers.uv_refed)
            || inner.immediate_refs > 0
            || inner.active_ports > 0
            || inner.io.active()
            || inner.net.alive()
            || !inner.closing.is_empty()
    }

    /// Pending callbacks: I/O errors libuv reports on the next iteration (`uv__io_feed`),
    /// such as a connection refused at once.
    pub(crate) fn run_pending(&mut self) -> Step {
        let fed = self.state.inner.borrow_mut().net.take_pending();
        for id in fed {
            let event = self.state.inner.borrow_mut().net.pending_event(id);
            if let Some(event) = event {
                self.deliver_net_event(event, "pending")?;
            }
        }
        Ok(())
    }

    /// Idle handles: Node's immediate idle handle only keeps poll from blocking.
    pub(crate) fn run_idle(&mut self) {}

    pub(crate) fn run_prepare(&mut self) {}

    /// `uv__backend_timeout`: 0 when immediates are waiting (the idle handle is active)
    /// or handles are closing; otherwise the distance to the libuv timer, or block.
    pub(crate) fn backend_timeout(&self) -> Option<u64> {
        let inner = self.state.inner.borrow();
        if inner.immediate_refs > 0
            || !inner.closing.is_empty()
            || !inner.port_messages.is_empty()
            || inner.net.has_pending()
            || signals::has_pending()
        {
            return Some(0);
        }
        let alive = (inner.timers.uv_due.is_some() && inner.timers.uv_refed)
            || inner.active_ports > 0
            || inner.io.active()
            || inner.net.alive();
        if !alive {
            return Some(0);
        }
        match inner.timers.uv_due {
            Some(due) => Some(due.saturating_sub(inner.loop_time)),
            None => None,
        }
    }

    /// The check phase: `CheckImmediate` → `processImmediate` on the detached list.
    pub(crate) fn run_check(&mut self) -> Step {
        // CheckImmediate first runs node's native immediates inside a callback scope of
        // their own, whose close drains: what a throwing tick left runs here, before
        // the immediates.
        if self.drain_threw {
            self.process_ticks_and_rejections()?;
        }
        {
            let inner = self.state.inner.borrow();
            if inner.immediates.is_empty() && inner.outstanding.is_empty() {
                return Ok(());
            }
        }
        // After a throw a handler took, `CheckImmediate` calls processImmediate again
        // (its has-outstanding flag is still set): it goes on with the list it was
        // running, or, when that is done, takes the immediates queued meanwhile, which
        // so run in this check phase.
        loop {
            match self.process_immediate() {
                Ok(()) => break,
                Err(Retry::Stop(stop)) => return Err(stop),
                Err(Retry::Again) => {}
            }
        }
        self.process_ticks_and_rejections()
    }

    /// Node >= 11 drains the nextTick and microtask queues between two timers (or two
    /// lists, or two immediates) of one phase; Node 10 did not (see `legacy_node10`). A
    /// tick that throws unwinds the phase's JavaScript as a throwing callback does.
    fn drain_between_callbacks(&mut self) -> Result<(), Retry> {
        if self.legacy_node10 {
            return Ok(());
        }
        self.process_ticks_and_rejections().map_err(Retry::Stop)?;
        if self.drain_threw {
            return Err(Retry::Again);
        }
        Ok(())
    }

    /// `processImmediate`: detaches the queue (unless an earlier call left an outstanding
    /// list after a throw), then runs it with the tick/microtask drain between callbacks.
    fn process_immediate(&mut self) -> Result<(), Retry> {
        {
            let mut inner = self.state.inner.borrow_mut();
            if inner.outstanding.is_empty() {
                let detached = std::mem::take(&mut inner.immediates);
                inner.outstanding = detached;
            }
        }
        let mut ran_one = false;
        loop {
            if self.state.inner.borrow().outstanding.is_empty() {
                return Ok(());
            }
            // runNextTicks comes before the next immediate leaves the list: if a tick
            // throws, the immediate is still there when processImmediate runs again.
            if ran_one {
                self.drain_between_callbacks()?;
            }
            let next = self.state.inner.borrow_mut().outstanding.pop_front();
            let Some(id) = next else { return Ok(()) };
            let (callable, refed) = {
                let mut inner = self.state.inner.borrow_mut();
                let Some(imm) = inner.immediate_map.remove(&id) else {
                    continue;
                };
                if imm.destroyed {
                    continue;
                }
                if imm.refed {
                    inner.immediate_refs -= 1;
                }
                (imm.callable, imm.refed)
            };
            ran_one = true;
            if let Err(e) = self.budget.charge() {
                self.culprit = Some(self.engine.describe(callable));
                // It never ran: it still keeps the loop alive (for the diagnosis).
                if refed {
                    self.state.inner.borrow_mut().immediate_refs += 1;
                }
                return Err(Retry::Stop(Stop::Budget(e)));
            }
            self.gate("check", |e| e.describe(callable))
                .map_err(Retry::Stop)?;
            self.trace_run_of("check", callable, |e| e.describe(callable));
            self.set_running(Some("Immediate"));
            if let Err(thrown) = self.engine.call(callable, &[], true) {
                // Node has already cleared `_onImmediate` when the error is printed, so
                // V8 no longer finds the method's property name.
                self.set_running(Some("Immediate:cleared"));
                let handled = self.uncaught(thrown, "uncaughtException");
                self.set_running(None);
                handled.map_err(Retry::Stop)?;
                return Err(Retry::Again);
            }
            self.set_running(None);
        }
    }

    /// Close callbacks, LIFO (`uv__run_closing_handles`). libuv takes the list as it
    /// stands: a handle closed by one of these callbacks waits for the next close phase.
    pub(crate) fn run_closing_handles(&mut self) -> Step {
        // The list stays in place (the REPL and the explainer show what waits in it); the
        // callbacks run from the end of the part that was there at the start.
        let mut left = self.state.inner.borrow().closing.len();
        while left > 0 {
            left -= 1;
            let id = self.state.inner.borrow_mut().closing.remove(left);
            self.gate("close", |_| format!("socket {id}: close callback"))?;
            let key = Some(tcp_wrap::NET_KEY + id as u64);
            self.trace_as("close", "run", key, |_| {
                format!("socket {id}: close callback")
            });
            let args = [Val::Str("close".to_string()), Val::Num(id as f64)];
            self.call_hook("netEvent", &args)?;
            self.process_ticks_and_rejections()?;
        }
        Ok(())
    }

    /// `uv__run_timers` for the one libuv timer Node uses, then `RunTimers`.
    pub(crate) fn run_timers(&mut self) -> Step {
        let met = self.races_met();
        match self.timers_race() {
            TimersRace::Skip => return Ok(()),
            TimersRace::ExpireNow(expiry) => {
                self.state.clock.advance_to(expiry * 1_000_000);
                self.update_time();
            }
            TimersRace::AsVirtualTime => self.stall_point(self.races_met() > met),
        }
        // `uv__run_timers` (libuv 1.46) looks at the timer heap again after each callback,
        // against the loop time, which the ticks and microtasks that end node's callback
        // scope may have moved on: any timer function refreshes it (node's GetNow). So a
        // timer set in a timer callback can run in the same timers phase, before that
        // callback's setImmediate, when what ran after the callback took its time.
        loop {
            let due = {
                let mut inner = self.state.inner.borrow_mut();
                match inner.timers.uv_due {
                    Some(due) if due <= inner.loop_time => {
                        inner.timers.uv_due = None;
                        true
                    }
                    _ => false,
                }
            };
            if !due {
                return Ok(());
            }
            self.run_node_timers()?;
        }
    }

    /// `Environment::RunTimers`, node's one libuv timer: `processTimers(GetNow())`, the
    /// libuv timer re-armed for the next expiry, then the callback scope's ticks and
    /// microtasks.
    fn run_node_timers(&mut self) -> Step {
        self.budget
            .check_time(self.loop_time())
            .map_err(Stop::Budget)?;
        // now = GetNow() (which refreshes the loop time).
        self.update_time();
        let now = self.loop_time();
        let next = loop {
            match self.process_timers(now) {
                Ok(next) => break next,
                Err(Retry::Stop(stop)) => return Err(stop),
                Err(Retry::Again) => continue,
            }
        };
        {
            let mut inner = self.state.inner.borrow_mut();
            let t = &mut inner.timers;
            if next != 0 {
                let loop_time = inner.loop_time;
                let t = &mut inner.timers;
                let duration = (next.unsigned_abs() as i64 - loop_time as i64).max(1) as u64;
                t.uv_due = Some(loop_time + duration);
                t.uv_refed = next > 0;
            } else {
                t.uv_refed = false;
            }
        }
        self.process_ticks_and_rejections()
    }

    /// `processTimers(now)`: returns the next expiry (negative when no timer is ref'd),
    /// or 0 when no list is left.
    fn process_timers(&mut self, now: u64) -> Result<i64, Retry> {
        self.state.inner.borrow_mut().timers.next_expiry = None;
        let mut ran_list = false;
        loop {
            let head = self.state.inner.borrow_mut().timers.queue.peek();
            let Some(((expiry, head_id), msecs)) = head else {
                return Ok(0);
            };
            if expiry > now {
                let mut inner = self.state.inner.borrow_mut();
                inner.timers.next_expiry = Some(expiry);
                return Ok(if inner.timers.ref_count > 0 {
                    expiry as i64
                } else {
                    -(expiry as i64)
                });
            }
            if ran_list {
                self.drain_between_callbacks()?;
            }
            ran_list = true;
            let msecs = self.neighbour_lists_race((expiry, head_id), msecs, now);
            self.list_on_timeout(msecs, now)?;
        }
    }

    /// Race point (N17, trap 3): whether the earliest timer list has expired by this
    /// timers phase depends on real CPU time when the loop has not blocked since the
    /// timer was set (`setTimeout(0)` against `setImmediate` from the main module or
    /// inside an immediate). Decided once per list.
    fn timers_race(&mut self) -> TimersRace {
        let mut inner = self.state.inner.borrow_mut();
        let Some(((expiry, list_id), msecs)) = inner.timers.queue.peek() else {
            return TimersRace::AsVirtualTime;
        };
        let now = inner.loop_time;
        let set_at = expiry.saturating_sub(msecs);
        // Early: a list due within the next millisecond may already have expired (libuv's
        // clock has 1 ms steps). Late: one that virtual time saw expire through modelled
        // costs may not have in a real run.
        let window = if expiry > now {
            1
        } else {
            TIMER_RACE_WINDOW_MS
        };
        // A list the race kept from expiring is offered again at the next timers phases
        // (real time still behind virtual time), up to TIMER_SKIPS_MAX in a row.
        let now_ns = self.state.clock.now_ns();
        let skips = inner.timer_skips.get(&list_id).copied();
        // Offered again only when something would run before the next timers phase
        // (immediates, thread-pool completions): otherwise the loop just waits for it.
        let busy = !inner.immediates.is_empty() || inner.io.active();
        let again = busy
            && skips.is_some_and(|(n, first_ns)| {
                n < TIMER_SKIPS_MAX && now_ns.saturating_sub(first_ns) < TIMER_SKIPS_SPAN_NS
            });
        if set_at < inner.last_block_ms
            || expiry.abs_diff(now) > window
            || !(inner.raced.insert((list_id, 0)) || again)
        {
            return TimersRace::AsVirtualTime;
        }
        let expired = expiry <= now;
        let choice = inner.schedule.choose(2, |k| match (expired, k) {
            (true, 0) => format!("the {msecs} ms timer list had expired by the timers phase at {now} ms (as virtual time says)"),
            (true, _) if skips.is_some() => format!("the {msecs} ms timer list had still not expired at the next timers phase (real time still behind virtual time)"),
            (true, _) => format!("the {msecs} ms timer list had not expired yet at the timers phase (the loop got there faster in real time)"),
            (false, 0) => format!("the {msecs} ms timer list had not expired by the timers phase at {now} ms (as virtual time says)"),
            (false, _) => format!("the {msecs} ms timer list had expired by the timers phase (more real time had passed)"),
        });
        inner.trace_race("timers", self.state.clock.now_ns());
        match (choice, expired) {
            (0, _) => TimersRace::AsVirtualTime,
            (_, true) => {
                inner.timer_skips.entry(list_id).or_insert((0, now_ns)).0 += 1;
                TimersRace::Skip
            }
            (_, false) => TimersRace::ExpireNow(expiry),
        }
    }

    /// Race point (trap 13): two due lists whose expiries are within 1 ms of each other
    /// run in `(expiry, id)` order, which depends on when the real clock ticked as they
    /// were set. Returns the list (by duration) to run first.
    pub(crate) fn neighbour_lists_race(
        &mut self,
        head: (u64, u64),
        head_msecs: u64,
        now: u64,
    ) -> u64 {
        let mut inner = self.state.inner.borrow_mut();
        let lists = inner.timers.queue.sorted();
        let Some(&((expiry2, id2), msecs2)) = lists.get(1) else {
            return head_msecs;
        };
        if expiry2 > now || expiry2 - head.0 > 1 || !inner.raced.insert((head.1, id2)) {
            return head_msecs;
        }
        let choice = inner.schedule.choose(2, |k| {
            if k == 0 {
                format!("the {head_msecs} ms list ran before the {msecs2} ms list (expiries {} and {expiry2} ms)", head.0)
            } else {
                format!("the {msecs2} ms list ran before the {head_msecs} ms list (the real clock ticked between them)")
            }
        });
        inner.trace_race("timers", self.state.clock.now_ns());
        if choice == 0 {
            head_msecs
        } else {
            msecs2
        }
    }

    /// `listOnTimeout(list, now)`.
    fn list_on_timeout(&mut self, msecs: u64, now: u64) -> Result<(), Retry> {
        let mut ran_timer = false;
        loop {
            let timer = {
                let mut inner = self.state.inner.borrow_mut();
                let t = &mut inner.timers;
                match t.peek(msecs) {
                    None => None,
                    Some(id) => {
                        let start = t.timers[&id].idle_start;
                        if now.saturating_sub(start) < msecs || now < start {
                            // Not yet due: push the list's expiry and give it a new id.
                            t.requeue_list(msecs, (start + msecs).max(now + 1));
                            return Ok(());
                        }
                        Some(id)
                    }
                }
            };
            let Some(id) = timer else {
                // The list is empty: drop it.
                let mut inner = self.state.inner.borrow_mut();
                inner.timers.lists.remove(&msecs);
                inner.timers.queue.remove(msecs);
                return Ok(());
            };
            if ran_timer {
                self.drain_between_callbacks()?;
            }
            ran_timer = true;
            let (callable, repeat_start) = {
                let mut inner = self.state.inner.borrow_mut();
                inner.timers.unlink(id);
                let loop_time = inner.loop_time;
                let t = &inner.timers.timers[&id];
                (t.callable, t.repeat.map(|_| loop_time))
            };
            let Some(callable) = callable else { continue };
            // Intervals measure their period from the callback's start: getLibuvNow().
            let repeat_start = repeat_start.map(|_| {
                self.update_time();
                self.loop_time()
            });
            if let Err(e) = self.budget.charge() {
                self.culprit = Some(self.engine.describe(callable));
                return Err(Retry::Stop(Stop::Budget(e)));
            }
            self.gate("timers", |e| e.describe(callable))
                .map_err(Retry::Stop)?;
            self.trace_run_of("timers", callable, |e| e.describe(callable));
            self.set_running(Some("Timeout"));
            let result = self.engine.call(callable, &[], false);
            // The `finally` of listOnTimeout: re-arm an interval or destroy the timer.
            let mut release = None;
            {
                let mut inner = self.state.inner.borrow_mut();
                let t = &mut inner.timers;
                let (repeat, linked, destroyed, refed) = match t.timers.get(&id) {
                    Some(x) => (x.repeat, x.linked, x.destroyed, x.refed),
                    None => (None, true, true, false),
                };
                match (repeat, repeat_start) {
                    (Some(period), Some(start)) if !destroyed => {
                        if let Some(x) = t.timers.get_mut(&id) {
                            x.msecs = period;
                        }
                        if let Some(ms) = t.insert(id, start) {
                            let loop_time = inner.loop_time;
                            inner.timers.uv_due = Some(loop_time + ms);
                        }
                    }
                    _ if !linked && !destroyed => {
                        if let Some(x) = t.timers.get_mut(&id) {
                            x.destroyed = true;
                            // The callable is kept only while the timer can fire; a
                            // later refresh() stores it again.
                            release = x.callable.take();
                        }
                        if refed {
                            t.dec_ref();
                        }
                    }
                    _ => {}
                }
            }
            if let Some(c) = release {
                self.engine.release(c);
            }
            if let Err(thrown) = result {
                let handled = self.uncaught(thrown, "uncaughtException");
                self.set_running(None);
                handled.map_err(Retry::Stop)?;
                return Err(Retry::Again);
            }
            self.set_running(None);
        }
    }
}

/// How a timers phase treats the earliest list at a race point.
enum TimersRace {
    AsVirtualTime,
    /// Not expired yet in this run: skip the phase.
    Skip,
    /// Expired in this run: the clock reaches its expiry (ms) first.
    ExpireNow(u64),
}

enum Retry {
    /// A callback threw and a handler took the error: call the phase function again.
    Again,
    Stop(Stop),
}
