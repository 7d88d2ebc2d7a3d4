// timers/promises for evloop's Node host (loaded on first use).
'use strict';
const { setTimeout, clearTimeout, setImmediate, clearImmediate, setInterval, clearInterval } =
  require('./internals.js');

function abortError(signal) {
  const e = new Error('The operation was aborted');
  e.name = 'AbortError';
  e.code = 'ABORT_ERR';
  if (signal) e.cause = signal.reason;
  return e;
}
const timersPromises = {
  setTimeout(after, value, options = {}) {
    const { signal, ref = true } = options;
    if (signal && signal.aborted) return Promise.reject(abortError(signal));
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => resolve(value), after);
      if (!ref) t.unref();
      if (signal) signal.addEventListener('abort', () => { clearTimeout(t); reject(abortError(signal)); }, { once: true });
    });
  },
  setImmediate(value, options = {}) {
    const { signal, ref = true } = options;
    if (signal && signal.aborted) return Promise.reject(abortError(signal));
    return new Promise((resolve, reject) => {
      const i = setImmediate(() => resolve(value));
      if (!ref) i.unref();
      if (signal) signal.addEventListener('abort', () => { clearImmediate(i); reject(abortError(signal)); }, { once: true });
    });
  },
  // Node's: ticks not yet taken are yielded one by one; an abort clears the interval,
  // rejects a waiting next() and ends the loop with an AbortError.
  async *setInterval(after, value, options = {}) {
    const { signal, ref = true } = options;
    if (signal && signal.aborted) throw abortError(signal);
    let notYielded = 0;
    let wake = null;
    let onAbort = null;
    const t = setInterval(() => { notYielded++; if (wake) { wake(); wake = null; } }, after);
    if (!ref) t.unref();
    try {
      if (signal) {
        onAbort = () => {
          clearInterval(t);
          if (wake) { wake(Promise.reject(abortError(signal))); wake = null; }
        };
        signal.addEventListener('abort', onAbort, { once: true });
      }
      while (!(signal && signal.aborted)) {
        if (notYielded === 0) await new Promise((r) => { wake = r; });
        for (; notYielded > 0; notYielded--) yield value;
      }
      throw abortError(signal);
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
