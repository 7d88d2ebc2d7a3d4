'use strict';
// The fuzzer's timing model: which generated programs are deterministic in real node.
//
// A program is simulated on *nominal* time: the main module runs at 0 ms, a timer set at
// t with delay d fires at t + max(d, 1), an immediate runs at the time of the callback
// that set it, a dynamic import() settles IO_MS after it was called, and ticks and
// promise jobs run at the time of the callback whose drain runs them. Every timer firing
// (and every import) is a *window*: the callback it runs and everything that callback's
// drain and immediates do; the main module is window 0.
//
// Real node is late by a machine-dependent amount at every step: a window takes real
// time (the first console write sets stdout up, node compiles its stream code on first
// use...), 1-5 ms on a quiet machine and up to 50 ms on a loaded one. So two things race
// in it, and the rules forbid them:
//
//  1. Two timers of different durations (different lists) due less than GAP_MS apart:
//     which list expires first depends on how late each was set. Timers of the same
//     duration are one list and fire in the order they were set, however late.
//  2. A window with immediates and any other timer (or import) due less than
//     GAP_IMMEDIATE_MS from it, even of the same list: whether that timer runs before or
//     after the window's check phase depends on how long the window took and on the
//     millisecond its start fell in (a 0 ms timer against an immediate is the
//     best-known case).
//
// The gaps cover a quiet machine and most of a loaded one; what they miss the runner
// drops, as node then disagrees with itself (and a mismatch is run again before it is
// reported).
//  3. Anything timed (timers, immediates, imports) set in a callback whose time is not
//     known statically (an event listener of a shared emitter, a continuation after a
//     promise that settles when some other part of the program decides): the generator
//     never makes these; the simulator reports them if it does.
//
// Everything else (ticks, promise jobs, emitters, event targets, streams driven by
// promise jobs and ticks) is ordered by node's rules alone. The simulator is coarse on
// purpose: it needs the windows, not the order of callbacks in them.

const GAP_MS = 20; // timers of different lists
const GAP_IMMEDIATE_MS = 30; // a window with immediates and any other timer
const IO_MS = 2; // a dynamic import() reads its file on the thread pool
const MAX_MS = 400; // keep a run short: nothing is due later than this

class Timeline {
  constructor() {
    this.main = { t: 0, list: 'main', immediates: 0, id: 0 };
    this.events = []; // timer firings and import settlements (each a window)
    this.windows = [this.main];
    this.errors = [];
    this.ioCount = 0;
  }

  // The context of the main module.
  start() {
    return { t: 0, win: this.main };
  }

  // A timer of `delay` ms set in `ctx`; returns the context its callback runs in.
  timer(ctx, delay) {
    if (ctx.t === null) {
      this.errors.push('timer set at an unknown time');
      return { t: null, win: null };
    }
    const d = delay >= 1 ? Math.trunc(delay) : 1;
    return this.event(ctx.t + d, d);
  }

  // An immediate set in `ctx`: it runs in the same window.
  immediate(ctx) {
    if (ctx.t === null) {
      this.errors.push('immediate set at an unknown time');
      return { t: null, win: null };
    }
    ctx.win.immediates++;
    return { t: ctx.t, win: ctx.win };
  }

  // A dynamic import() called in `ctx`: it settles in a window of its own.
  io(ctx) {
    if (ctx.t === null) {
      this.errors.push('import() at an unknown time');
      return { t: null, win: null };
    }
    return this.event(ctx.t + IO_MS, `io${++this.ioCount}`);
  }

  event(t, list) {
    const win = { t, list, immediates: 0, id: this.windows.length };
    this.events.push(win);
    this.windows.push(win);
    return { t, win };
  }

  // The time at which everything is done (for 'beforeExit').
  end() {
    return this.events.reduce((m, e) => Math.max(m, e.t), 0);
  }

  // The rules above, as messages (empty when the program is deterministic).
  violations() {
    const out = [...new Set(this.errors)];
    const events = this.events;
    for (const e of events) {
      if (e.t > MAX_MS) {
        out.push(`event at ${e.t} ms is later than ${MAX_MS} ms`);
        break;
      }
    }
    const sorted = [...events].sort((a, b) => a.t - b.t);
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length && sorted[j].t - sorted[i].t < GAP_MS; j++) {
        if (sorted[i].list !== sorted[j].list) {
          out.push(`timers of ${sorted[i].list} and ${sorted[j].list} due at ${sorted[i].t} and ${sorted[j].t} ms`);
          return out;
        }
      }
    }
    for (const w of this.windows) {
      if (w.immediates === 0) continue;
      for (const e of events) {
        if (e !== w && Math.abs(e.t - w.t) < GAP_IMMEDIATE_MS) {
          out.push(`immediates at ${w.t} ms near a timer due at ${e.t} ms`);
          return out;
        }
      }
    }
    return out;
  }
}

module.exports = { Timeline, GAP_MS, GAP_IMMEDIATE_MS, IO_MS, MAX_MS };
