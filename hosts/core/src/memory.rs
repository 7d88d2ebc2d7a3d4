//! The heap limit: evloop's own count of the memory a run holds, and the flag that stops
//! the script when it passes `--max-old-space-size`.
//!
//! Node's V8 refuses to grow its heap past `heap_size_limit` and ends the process with
//! `FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory`.
//! Boa has no such limit (a script that grows an array forever runs until the allocator
//! aborts or the kernel kills the process), so evloop keeps one itself:
//!
//! - [`Counting`] wraps the process's global allocator and counts the bytes it has handed
//!   out and not had back. Each thread keeps its own running change and adds it to the
//!   process-wide count only when it passes [`BATCH`] bytes either way, so an allocation
//!   costs a thread-local add and a compare (no atomic operation).
//! - When the count passes the limit ([`set_limit`]) it sets [`over`] and every flag
//!   [`watch`] was given: the engine's interrupt flag, which Boa checks at every call and
//!   loop iteration. The engine then collects garbage and asks [`after_collection`]
//!   whether the run is really out of memory (`Fatal`) or may go on.
//!
//! The count is of everything the process allocates (the engine's objects and their
//! property tables, strings, array and buffer contents, the host's queues, the trace's
//! window), so the trace's own memory is bounded by the same limit. Without a counting
//! allocator (the web build) the count stays at zero and no limit applies.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicIsize, AtomicPtr, AtomicU32, AtomicUsize, Ordering};

/// A thread adds its running change to the process-wide count once it passes this many
/// bytes either way (so the count is off by at most this much per thread).
pub const BATCH: isize = 64 * 1024;

/// Bytes allocated and not freed, as the threads last reported them.
static LIVE: AtomicIsize = AtomicIsize::new(0);
/// The limit in bytes (0: none).
static LIMIT: AtomicUsize = AtomicUsize::new(0);
/// The count passed the limit and no collection has brought it back yet.
static OVER: AtomicBool = AtomicBool::new(false);
/// A collection could not bring the count back under the limit: the run is out of memory.
static REACHED: AtomicBool = AtomicBool::new(false);
/// Collections in a row (each forced by the limit) that freed less than a sixteenth of it.
static INEFFECTIVE: AtomicU32 = AtomicU32::new(0);
/// The highest count seen since the run began (at batch granularity).
static PEAK: AtomicIsize = AtomicIsize::new(0);

/// The flags the limit sets (engines' interrupt flags). A pointer stays valid for ever:
/// [`watch`] leaks one reference to its flag.
#[allow(clippy::declare_interior_mutable_const)]
const NO_FLAG: AtomicPtr<AtomicBool> = AtomicPtr::new(std::ptr::null_mut());
static FLAGS: [AtomicPtr<AtomicBool>; 8] = [NO_FLAG; 8];

thread_local! {
    /// This thread's change to the count not yet added to [`LIVE`].
    static PENDING: Cell<isize> = const { Cell::new(0) };
}

/// A global allocator that counts what it hands out: `#[global_allocator] static A:
/// Counting<mimalloc::MiMalloc> = Counting(mimalloc::MiMalloc);`.
pub struct Counting<A>(pub A);

#[inline(always)]
fn note(delta: isize) {
    // `with` cannot fail here: the cell has a constant initializer and no destructor.
    PENDING.with(|p| {
        let v = p.get() + delta;
        // -BATCH < v < BATCH, in one comparison.
        if ((v + BATCH - 1) as usize) < (2 * BATCH - 1) as usize {
            p.set(v);
        } else {
            p.set(0);
            report(v);
        }
    });
}

/// Adds a thread's change to the process-wide count; raises the flags when the count
/// passes the limit.
#[cold]
#[inline(never)]
fn report(change: isize) {
    let live = LIVE.fetch_add(change, Ordering::Relaxed) + change;
    if change > 0 {
        PEAK.fetch_max(live, Ordering::Relaxed);
        let limit = LIMIT.load(Ordering::Relaxed);
        if limit > 0 && live as usize > limit && !OVER.swap(true, Ordering::Relaxed) {
            raise_flags();
        }
    }
}

fn raise_flags() {
    for slot in &FLAGS {
        let flag = slot.load(Ordering::Acquire);
        if !flag.is_null() {
            // SAFETY: `watch` leaked a reference to this flag: it is never freed.
            unsafe { (*flag).store(true, Ordering::Relaxed) };
        }
    }
}

// SAFETY: every method forwards to the wrapped allocator with the same arguments; the
// count is bookkeeping beside it.
unsafe impl<A: GlobalAlloc> GlobalAlloc for Counting<A> {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { self.0.alloc(layout) };
        if !p.is_null() {
            note(layout.size() as isize);
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { self.0.alloc_zeroed(layout) };
        if !p.is_null() {
            note(layout.size() as isize);
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { self.0.dealloc(ptr, layout) };
        note(-(layout.size() as isize));
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { self.0.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            note(new_size as isize - layout.size() as isize);
        }
        p
    }
}

/// The bytes the process holds now, as counted (this thread's change included).
pub fn live_bytes() -> usize {
    let mine = PENDING.with(Cell::get);
    (LIVE.load(Ordering::Relaxed) + mine).max(0) as usize
}

/// The most the process held at once, as counted.
pub fn peak_bytes() -> usize {
    PEAK.load(Ordering::Relaxed).max(0) as usize
}

/// Sets the limit in bytes (0: none). A count already past it raises the flags at once.
pub fn set_limit(bytes: usize) {
    LIMIT.store(bytes, Ordering::Relaxed);
    if bytes > 0 && live_bytes() > bytes && !OVER.swap(true, Ordering::Relaxed) {
        raise_flags();
    }
}

/// The limit in bytes (0: none).
pub fn limit() -> usize {
    LIMIT.load(Ordering::Relaxed)
}

/// Whether the count passed the limit and no collection has been asked about it yet.
pub fn over() -> bool {
    OVER.load(Ordering::Relaxed)
}

/// Whether the run is out of memory: a collection left the count past the limit.
pub fn reached() -> bool {
    REACHED.load(Ordering::Relaxed)
}

/// Raises `flag` whenever the count passes the limit (one reference to it is kept for
/// the life of the process). Returns the slot to give [`unwatch`].
pub fn watch(flag: &std::sync::Arc<std::sync::atomic::AtomicBool>) -> Option<usize> {
    let ptr = std::sync::Arc::into_raw(flag.clone()).cast_mut();
    for (i, slot) in FLAGS.iter().enumerate() {
        if slot
            .compare_exchange(
                std::ptr::null_mut(),
                ptr,
                Ordering::AcqRel,
                Ordering::Relaxed,
            )
            .is_ok()
        {
            if over() {
                flag.store(true, Ordering::Relaxed);
            }
            return Some(i);
        }
    }
    None
}

/// Stops raising the flag of `slot` (from [`watch`]).
pub fn unwatch(slot: usize) {
    if let Some(s) = FLAGS.get(slot) {
        s.store(std::ptr::null_mut(), Ordering::Release);
    }
}

/// What a garbage collection forced by the limit decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Back under the limit: the script goes on.
    GoOn,
    /// Still past the limit after a full collection (V8's "Reached heap limit").
    Reached,
    /// Under the limit, but the last collections in a row each freed too little to make
    /// room (V8's "Ineffective mark-compacts near heap limit").
    Ineffective,
}

/// After the engine collected garbage because the count passed the limit (`before` is
/// the count it had then): is the run out of memory? Clears [`over`] when it may go on,
/// and sets [`reached`] when it may not.
pub fn after_collection(before: usize) -> Verdict {
    let limit = limit();
    let live = live_bytes();
    let verdict = if limit == 0 {
        Verdict::GoOn
    } else if live > limit {
        Verdict::Reached
    } else if before.saturating_sub(live) < limit / 16 {
        if INEFFECTIVE.fetch_add(1, Ordering::Relaxed) + 1 >= 3 {
            Verdict::Ineffective
        } else {
            Verdict::GoOn
        }
    } else {
        INEFFECTIVE.store(0, Ordering::Relaxed);
        Verdict::GoOn
    };
    if verdict == Verdict::GoOn {
        OVER.store(false, Ordering::Relaxed);
    } else {
        REACHED.store(true, Ordering::Relaxed);
    }
    verdict
}

/// Node's default heap limit for a machine with `physical` bytes of memory, in MB, as V8
/// sizes a 64-bit heap without pointer compression (node's build): a quarter of the
/// memory times two (the pointer size's multiplier) for the old generation, at most
/// 4,096 MB (evloop also keeps it at 512 MB or more), plus the young generation's 48 MB.
/// With 8 GB or more that is 4,144 MB, what `v8.getHeapStatistics().heap_size_limit`
/// says on this 24 GiB machine.
pub fn default_limit_mb(physical: u64) -> u64 {
    let old = (physical / 4 * 2 / (1 << 20)).clamp(512, 4096);
    old + YOUNG_GENERATION_MB
}

/// What node adds to `--max-old-space-size` for the young generation
/// (`heap_size_limit` is the old generation's size plus this, on 64-bit Linux).
pub const YOUNG_GENERATION_MB: u64 = 48;

/// What node prints on stderr when V8 runs out of heap (`<--- Last few GCs --->`, the
/// empty JS stack trace, `FATAL ERROR: … JavaScript heap out of memory`, the native
/// stack trace's header), with evloop's figures in the collection line: the heap as
/// evloop counts it before and after its last collection (`before`, `after`, in bytes),
/// the virtual time `at_ms` and process id `pid`. The host adds its diagnosis where
/// node lists native frames.
pub fn node_fatal_report(
    ineffective: bool,
    before: usize,
    after: usize,
    at_ms: u64,
    pid: u32,
) -> String {
    let mb = |b: usize| b as f64 / (1u64 << 20) as f64;
    let what = if ineffective {
        "Ineffective mark-compacts near heap limit"
    } else {
        "Reached heap limit"
    };
    format!(
        "\n<--- Last few GCs --->\n\n[{pid}:0x0] {at_ms:>8} ms: Mark-Sweep {:.1} -> {:.1} MB (limit {:.1} MB), last resort; evloop's count of its heap\n\n\n<--- JS stacktrace --->\n\n\
         FATAL ERROR: {what} Allocation failed - JavaScript heap out of memory\n----- Native stack trace -----\n\n",
        mb(before),
        mb(after),
        mb(limit()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_sizes_its_heap_from_the_machine() {
        assert_eq!(default_limit_mb(24 << 30), 4144);
        assert_eq!(default_limit_mb(8 << 30), 4144);
        assert_eq!(default_limit_mb(2 << 30), 1024 + 48);
    }
}
