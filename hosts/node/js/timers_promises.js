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
  async *setInterval(after, value) {
    const pending = [];
    let wake = null;
    const t = setInterval(() => { pending.push(value); if (wake) { wake(); wake = null; } }, after);
    try {
      for (;;) {
        if (pending.length === 0) await new Promise((r) => { wake = r; });
        yield pending.shift();
      }
    } finally { clearInterval(t); }
  },
};
timersPromises.scheduler = {
  wait: (ms, options) => timersPromises.setTimeout(ms, undefined, options),
  yield: () => timersPromises.setImmediate(),
};


module.exports = timersPromises;
