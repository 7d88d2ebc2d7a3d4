// timers/promises for evloop's Node host (loaded on first use).
//
// The promise shapes are node's, as they decide when a continuation runs: without a
// signal, setTimeout and setImmediate return the promise their timer resolves; with one,
// that promise seen through node's SafePromisePrototypeFinally (which takes the abort
// listener off), so both the value and an AbortError arrive a few microtasks after the
// timer fires or the signal aborts. Bad arguments come back as rejected promises.
'use strict';
const { setTimeout, clearTimeout, setImmediate, clearImmediate, setInterval, clearInterval } =
  require('./internals.js');
const { AbortError, invalidArgType, validateAbortSignal, validateBoolean } = require('./internal/errors.js');
const { rejected, safeFinally } = require('./internal/per_context/primordials.js');

let kResistStopPropagation;
function resistStopPropagation() {
  if (kResistStopPropagation === undefined) {
    const internals = require('./internal/event_target.js')[Symbol.for('evloop.event_target.internals')];
    kResistStopPropagation = internals.kResistStopPropagation;
  }
  return kResistStopPropagation;
}

// node's validateObject with its defaults: not null, an array or a function.
function validateOptions(options) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw invalidArgType('options', 'Object', options);
  }
  validateAbortSignal(options.signal, 'options.signal');
  if (options.ref !== undefined) validateBoolean(options.ref, 'options.ref');
}

// A timer (`start(resolve)` makes it) as a promise, cancelled by `signal`.
function settleLater(signal, start, cancel) {
  let onAbort;
  const ret = new Promise((resolve, reject) => {
    let done = false;
    const timer = start((value) => {
      done = true;
      resolve(value);
    });
    if (signal) {
      onAbort = () => {
        if (done) return;
        done = true;
        cancel(timer);
        reject(new AbortError(undefined, { cause: signal.reason }));
      };
      signal.addEventListener('abort', onAbort, { __proto__: null, [resistStopPropagation()]: true });
    }
  });
  if (onAbort === undefined) return ret;
  return safeFinally(ret, () => signal.removeEventListener('abort', onAbort));
}

const timersPromises = {
  setTimeout(after, value, options = {}) {
    try {
      if (after !== undefined && typeof after !== 'number') throw invalidArgType('delay', 'number', after);
      validateOptions(options);
    } catch (err) {
      return rejected(err);
    }
    const { signal, ref = true } = options;
    if (signal && signal.aborted) return rejected(new AbortError(undefined, { cause: signal.reason }));
    return settleLater(signal, (resolve) => {
      const t = setTimeout(resolve, after, value);
      if (!ref) t.unref();
      return t;
    }, clearTimeout);
  },
  setImmediate(value, options = {}) {
    try {
      validateOptions(options);
    } catch (err) {
      return rejected(err);
    }
    const { signal, ref = true } = options;
    if (signal && signal.aborted) return rejected(new AbortError(undefined, { cause: signal.reason }));
    return settleLater(signal, (resolve) => {
      const i = setImmediate(resolve, value);
      if (!ref) i.unref();
      return i;
    }, clearImmediate);
  },
  // Node's: ticks not yet taken are yielded one by one; an abort clears the interval,
  // rejects a waiting next() and ends the loop with an AbortError.
  async *setInterval(after, value, options = {}) {
    if (after !== undefined && typeof after !== 'number') throw invalidArgType('delay', 'number', after);
    validateOptions(options);
    const { signal, ref = true } = options;
    if (signal && signal.aborted) throw new AbortError(undefined, { cause: signal.reason });
    let notYielded = 0;
    let wake = null;
    let onAbort = null;
    const t = setInterval(() => { notYielded++; if (wake) { wake(); wake = null; } }, after);
    if (!ref) t.unref();
    try {
      if (signal) {
        onAbort = () => {
          clearInterval(t);
          if (wake) { wake(rejected(new AbortError(undefined, { cause: signal.reason }))); wake = null; }
        };
        signal.addEventListener('abort', onAbort, { __proto__: null, once: true, [resistStopPropagation()]: true });
      }
      while (!(signal && signal.aborted)) {
        if (notYielded === 0) await new Promise((r) => { wake = r; });
        for (; notYielded > 0; notYielded--) yield value;
      }
      throw new AbortError(undefined, { cause: signal.reason });
    } finally {
      clearInterval(t);
      if (signal) signal.removeEventListener('abort', onAbort);
    }
  },
};
timersPromises.scheduler = {
  wait: (ms, options) => timersPromises.setTimeout(ms, undefined, options),
  yield: () => timersPromises.setImmediate(),
};


module.exports = timersPromises;
