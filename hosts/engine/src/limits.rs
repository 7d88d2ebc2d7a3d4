//! The engine's side of evloop's limits: the heap limit (`evloop_core::memory`) and the
//! work counter behind the `--max-steps` budget.
//!
//! The heap limit reaches a running script through Boa's interrupt flag (patched Boa,
//! `Context::set_interrupt_flag`): the counting allocator raises it when the process's
//! count passes the limit, Boa finds it at the next call or loop iteration and asks
//! [`heap_filter`], which collects garbage and asks the core whether the run is out of
//! memory. If it is, the script stops with an uncatchable error that reaches the host as
//! [`Thrown::HeapLimit`](crate::Thrown::HeapLimit), carrying where the script was.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use boa_engine::Context;
use evloop_core::memory::{self, Verdict};

use crate::{Engine, Slot};

/// Where a script was when it ran out of heap, and how.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HeapLimitHit {
    /// Collections in a row freed too little (V8's "Ineffective mark-compacts near heap
    /// limit"), rather than one leaving the heap past the limit ("Reached heap limit").
    pub ineffective: bool,
    /// The innermost frames of the script's stack then, innermost first:
    /// ``function `grow` (/path/x.js:3:5)``.
    pub frames: Vec<String>,
    /// The outermost frame of the script's own code (not the host's JavaScript): the
    /// callback the loop called, or the main module.
    pub callback: Option<String>,
    /// The heap as counted before and after the last collection, in bytes.
    pub before_gc: usize,
    pub after_gc: usize,
}

impl HeapLimitHit {
    /// `evloop: the heap passed its limit of 112 MB (…): …`: the first line of evloop's
    /// diagnosis, the same for both hosts.
    pub fn summary(&self) -> String {
        let mb = |b: usize| b as f64 / (1u64 << 20) as f64;
        let limit_mb = memory::limit() >> 20;
        let old = limit_mb.saturating_sub(memory::YOUNG_GENERATION_MB as usize);
        let how = if self.ineffective {
            format!(
                "three garbage collections in a row each freed less than a sixteenth of it, the last leaving {:.1} MB in use",
                mb(self.after_gc)
            )
        } else {
            format!(
                "{:.1} MB were still in use after a full garbage collection",
                mb(self.after_gc)
            )
        };
        format!(
            "evloop: the heap passed its limit of {limit_mb} MB (--max-old-space-size={old} and node's 48 MB young generation, as evloop counts its own heap): {how}\n"
        )
    }
}

/// How many frames a heap-limit report keeps.
const FRAMES: usize = 3;

/// Boa's interrupt filter (`true`: go on). The flag was raised by the heap limit, or by
/// someone else (the REPL's Ctrl-C), in which case the script stops.
pub(crate) fn heap_filter(context: &Context) -> bool {
    if memory::reached() || !memory::over() {
        return false;
    }
    let before = memory::live_bytes();
    boa_engine::gc::force_collect();
    let verdict = memory::after_collection(before);
    let Some(slot) = context.get_data::<Slot>() else {
        return verdict == Verdict::GoOn;
    };
    let shared = &slot.0;
    if verdict == Verdict::GoOn {
        if let Some(flag) = shared.interrupt.borrow().as_ref() {
            flag.store(false, Ordering::Relaxed);
        }
        return true;
    }
    let (frames, callback) = frames(context);
    *shared.heap_hit.borrow_mut() = Some(HeapLimitHit {
        ineffective: verdict == Verdict::Ineffective,
        frames,
        callback,
        before_gc: before,
        after_gc: memory::live_bytes(),
    });
    false
}

/// The innermost frames of the running script, as a report names them, and its
/// outermost frame of the script's own code.
fn frames(context: &Context) -> (Vec<String>, Option<String>) {
    let all: Vec<(String, bool)> = context
        .stack_trace()
        .filter_map(|frame| {
            let at = frame.position();
            let pos = at.position?;
            let path = at.path.to_string();
            let path = path.strip_prefix("file://").unwrap_or(&path).to_string();
            let name = at.function_name.to_std_string_escaped();
            let what = if name.is_empty() || name == "<main>" {
                "top-level code".to_string()
            } else {
                format!("function `{name}`")
            };
            // The host's own JavaScript is compiled under `node:` and `evloop:` names.
            let own = !path.starts_with("node:") && !path.starts_with("evloop:");
            Some((
                format!(
                    "{what} ({path}:{}:{})",
                    pos.line_number(),
                    pos.column_number()
                ),
                own,
            ))
        })
        .collect();
    let callback = all
        .iter()
        .rev()
        .find(|(_, own)| *own)
        .map(|(f, _)| f.clone());
    // The innermost frame, whoever's it is, then the script's own callers.
    let frames = all
        .iter()
        .enumerate()
        .filter(|(i, (_, own))| *i == 0 || *own)
        .map(|(_, (f, _))| f.clone())
        .take(FRAMES)
        .collect();
    (frames, callback)
}

impl Engine {
    /// Stops the script when the process's heap passes `evloop_core::memory`'s limit
    /// (after a garbage collection that could not make room): the call or loop iteration
    /// that finds it fails with [`Thrown::HeapLimit`](crate::Thrown::HeapLimit). For the
    /// main engine of a run (a worker's allocations count toward the same limit, but only
    /// the watched engine stops).
    pub fn watch_heap_limit(&mut self) {
        let flag = self.interrupt_flag();
        self.context.set_interrupt_filter(Some(heap_filter));
        if let Some(old) = self.shared.heap_slot.take() {
            memory::unwatch(old);
        }
        self.shared.heap_slot.set(memory::watch(&flag));
    }

    /// The flag Boa watches, made and installed if there was none.
    pub(crate) fn interrupt_flag(&mut self) -> Arc<AtomicBool> {
        if let Some(flag) = self.shared.interrupt.borrow().as_ref() {
            return flag.clone();
        }
        let flag = Arc::new(AtomicBool::new(false));
        self.context.set_interrupt_flag(Some(flag.clone()));
        *self.shared.interrupt.borrow_mut() = Some(flag.clone());
        flag
    }

    /// The steps of work the scripts have run (calls and loop iterations), shared with
    /// the host's budget (`evloop_core::Budget::meter`).
    pub fn step_counter(&self) -> std::rc::Rc<std::cell::Cell<u64>> {
        self.context.step_counter()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        if let Some(slot) = self.shared.heap_slot.take() {
            memory::unwatch(slot);
        }
    }
}
