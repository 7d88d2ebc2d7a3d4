//! Node's timers as `lib/internal/timers.js` keeps them, plus the single libuv timer.
//!
//! Timers live in one list per integer duration (`timerListMap`); a priority queue
//! orders the lists by `(expiry, list id)`. One libuv timer is armed for the earliest
//! list; when it fires, `processTimers(now)` walks the due lists. This module owns the
//! data; the turn that runs the callbacks is in [`crate::NodeHost::run_timers`].

use std::collections::VecDeque;

use evloop_core::{CallbackId, IdMap, MinHeap};

#[derive(Debug)]
pub struct Timer {
    /// The callback with its `this` (the Timeout object) and arguments; released once
    /// the timer is destroyed (it cannot fire again until refreshed).
    pub callable: Option<CallbackId>,
    /// `_idleTimeout` truncated (the list it belongs to); -1 once cleared.
    pub msecs: i64,
    /// `_repeat`: the interval period, if this is an interval.
    pub repeat: Option<i64>,
    /// `_idleStart`: loop time when it was (re)inserted.
    pub idle_start: u64,
    /// `[kRefed]`.
    pub refed: bool,
    /// `_destroyed`.
    pub destroyed: bool,
    /// Generation of the current list membership; list entries of older ones are stale.
    pub seq: u64,
    /// Is it in a list now (`_idleNext !== null`)?
    pub linked: bool,
    /// Where the script called `setTimeout`/`setInterval` (for diagnostics).
    pub origin: &'static str,
}

#[derive(Debug)]
pub struct TimerList {
    pub expiry: u64,
    pub id: u64,
    /// Timers in insertion order, with the membership generation of each entry.
    pub items: VecDeque<(u32, u64)>,
}

/// All timer state of the Node host.
#[derive(Debug, Default)]
pub struct Timers {
    pub timers: IdMap<u32, Timer>,
    next_timer_id: u32,
    /// `timerListMap`: duration → list.
    pub lists: IdMap<u64, TimerList>,
    /// `timerListQueue`: lists by `(expiry, id)`.
    pub queue: MinHeap<(u64, u64), u64>,
    next_list_id: u64,
    next_seq: u64,
    /// `refCount`: ref'd, live timers.
    pub ref_count: u32,
    /// `nextExpiry` of `lib/internal/timers.js`.
    pub next_expiry: Option<u64>,
    /// The libuv timer: due time (loop ms) when armed.
    pub uv_due: Option<u64>,
    /// Whether the libuv timer handle is ref'd (`toggleTimerRef`).
    pub uv_refed: bool,
}

impl Timers {
    pub fn new() -> Self {
        Timers {
            next_list_id: 1,
            next_timer_id: 1,
            uv_refed: true,
            ..Default::default()
        }
    }

    /// `new Timeout(...)`: a timer that is not yet inserted.
    pub fn create(&mut self, callable: CallbackId, msecs: i64, repeat: bool, refed: bool) -> u32 {
        let id = self.next_timer_id;
        self.next_timer_id += 1;
        self.timers.insert(
            id,
            Timer {
                callable: Some(callable),
                msecs,
                repeat: repeat.then_some(msecs),
                idle_start: 0,
                refed,
                destroyed: false,
                seq: 0,
                linked: false,
                origin: "",
            },
        );
        if refed {
            self.inc_ref();
        }
        id
    }

    pub fn inc_ref(&mut self) {
        self.ref_count += 1;
        if self.ref_count == 1 {
            self.uv_refed = true;
        }
    }

    pub fn dec_ref(&mut self) {
        self.ref_count = self.ref_count.saturating_sub(1);
        if self.ref_count == 0 {
            self.uv_refed = false;
        }
    }

    /// `insert(item, msecs, start)`: appends the timer to the list of its duration,
    /// creating the list (and arming the libuv timer) if needed. Returns the duration
    /// for which the libuv timer must be (re)armed, if any.
    pub fn insert(&mut self, id: u32, start: u64) -> Option<u64> {
        let seq = self.next_seq;
        self.next_seq += 1;
        let timer = self.timers.get_mut(&id)?;
        let msecs = timer.msecs.max(1) as u64;
        timer.idle_start = start;
        timer.seq = seq;
        timer.linked = true;
        let mut arm = None;
        let list = match self.lists.get_mut(&msecs) {
            Some(list) => list,
            None => {
                let expiry = start + msecs;
                let list_id = self.next_list_id;
                self.next_list_id += 1;
                self.queue.insert((expiry, list_id), msecs);
                if self.next_expiry.is_none_or(|next| next > expiry) {
                    arm = Some(msecs);
                    self.next_expiry = Some(expiry);
                }
                self.lists.entry(msecs).or_insert(TimerList {
                    expiry,
                    id: list_id,
                    items: VecDeque::new(),
                })
            }
        };
        list.items.push_back((id, seq));
        arm
    }

    /// Unlinks a timer from its list (`L.remove`). The list itself stays, even empty, with
    /// its old expiry: Node drops lists only in `listOnTimeout` and `unenroll`.
    pub fn unlink(&mut self, id: u32) {
        let Some(timer) = self.timers.get_mut(&id) else {
            return;
        };
        timer.linked = false;
        timer.seq = u64::MAX;
    }

    /// Drops list `msecs` if no live timer is left in it.
    fn drop_if_empty(&mut self, msecs: u64) {
        if self.peek(msecs).is_none() && self.lists.remove(&msecs).is_some() {
            self.queue.remove(msecs);
        }
    }

    /// `unenroll` (`clearTimeout`): destroys the timer; returns its callable to release.
    pub fn clear(&mut self, id: u32) -> Option<CallbackId> {
        let timer = self.timers.get_mut(&id)?;
        if timer.destroyed {
            return None;
        }
        let callable = timer.callable.take();
        timer.destroyed = true;
        let refed = timer.refed;
        if refed {
            self.dec_ref();
        }
        let was_linked = timer_linked(&self.timers, id);
        self.unlink(id);
        if let Some(t) = self.timers.get_mut(&id) {
            if was_linked {
                let msecs = t.msecs.max(1) as u64;
                t.msecs = -1;
                self.drop_if_empty(msecs);
            }
        }
        if let Some(t) = self.timers.get_mut(&id) {
            t.msecs = -1;
            t.repeat = None;
        }
        callable
    }

    /// The first live timer of list `msecs`.
    pub fn peek(&mut self, msecs: u64) -> Option<u32> {
        let list = self.lists.get_mut(&msecs)?;
        while let Some(&(tid, seq)) = list.items.front() {
            if self
                .timers
                .get(&tid)
                .is_some_and(|t| t.seq == seq && t.linked)
            {
                return Some(tid);
            }
            list.items.pop_front();
        }
        None
    }

    /// A list whose head is not yet due gets a new expiry and a new id (so it sorts after
    /// lists of equal expiry that were queued earlier).
    pub fn requeue_list(&mut self, msecs: u64, expiry: u64) {
        let id = self.next_list_id;
        self.next_list_id += 1;
        if let Some(list) = self.lists.get_mut(&msecs) {
            list.expiry = expiry;
            list.id = id;
            self.queue.insert((expiry, id), msecs);
        }
    }
}

fn timer_linked(timers: &IdMap<u32, Timer>, id: u32) -> bool {
    timers.get(&id).is_some_and(|t| t.linked)
}
