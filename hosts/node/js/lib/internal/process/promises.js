// Unhandled rejections, as node's lib/internal/process/promises.js, in the mode
// --unhandled-rejections chose (default "throw"): 'unhandledRejection' and
// 'rejectionHandled', the warnings, and the uncaught-exception path. Loaded when the
// engine first reports a rejected promise without a handler.
'use strict';

const internals = require('./internals.js');
const {
  binding, process, emitIfLoaded, listenerCountIfLoaded, unhandledRejectionsMode, kRejectedIn,
} = internals;
const { onUncaught, isErrorLike } = require('internal/process/execution');

const maybeUnhandled = new WeakMap();
const pendingUnhandled = [];
const asyncHandled = [];
let lastPromiseId = 0;
function applyTrackerReports() {
  const reports = binding.takeRejections();
  for (let i = 0; i < reports.length; i += 4) {
    const promise = reports[i];
    const handled = reports[i + 1];
    if (!handled) {
      const state = binding.promiseState(promise);
      // V8 shapes an error's stack when it is made: keep the callback it was rejected in
      // for a stack first read by the report, after that callback has returned.
      const kind = reports[i + 3];
      const reason = state ? state[1] : undefined;
      if (kind !== undefined && reason !== null && typeof reason === 'object' && !binding.isProxy(reason) &&
          !Object.prototype.hasOwnProperty.call(reason, kRejectedIn)) {
        try { Object.defineProperty(reason, kRejectedIn, { value: kind, configurable: true }); } catch {}
      }
      // `asyncContext`: the async context the promise was rejected in (with
      // node:async_hooks loaded), which 'unhandledRejection' listeners run in.
      maybeUnhandled.set(promise, {
        reason: state ? state[1] : undefined, uid: ++lastPromiseId, warned: false,
        asyncContext: reports[i + 2],
      });
      pendingUnhandled.push(promise);
    } else {
      const info = maybeUnhandled.get(promise);
      if (info !== undefined) {
        maybeUnhandled.delete(promise);
        if (info.warned) {
          const warning = new Error(`Promise rejection was handled asynchronously (rejection id: ${info.uid})`);
          warning.name = 'PromiseRejectionHandledWarning';
          warning.id = info.uid;
          asyncHandled.push({ promise, warning });
        }
      }
    }
  }
}
// V8's NoSideEffectsToString: "#<Map>" for an object with Object.prototype.toString,
// "[object Array]" otherwise, a function's source, a primitive as a string.
function noSideEffectsToString(v) {
  if (typeof v === 'function') return Function.prototype.toString.call(v);
  if (typeof v === 'symbol') return v.toString();
  if (v === null || typeof v !== 'object') return `${v}`;
  const dataProperty = (key) => {
    for (let o = v; o !== null; o = Object.getPrototypeOf(o)) {
      const d = Object.getOwnPropertyDescriptor(o, key);
      if (d) return 'value' in d ? d.value : undefined;
    }
    return undefined;
  };
  try {
    const toString = dataProperty('toString');
    if (toString === Error.prototype.toString) return Error.prototype.toString.call(v);
    if (toString === Object.prototype.toString) {
      const ctor = dataProperty('constructor');
      if (typeof ctor === 'function' && ctor.name) return `#<${ctor.name}>`;
    }
    return Object.prototype.toString.call(v);
  } catch {
    return '[object Object]';
  }
}
function emitUnhandledRejectionWarning(uid, reason) {
  const name = 'UnhandledPromiseRejectionWarning';
  const warning = new Error('Unhandled promise rejection. This error originated either by ' +
    'throwing inside of an async function without a catch block, ' +
    'or by rejecting a promise which was not handled with .catch(). ' +
    'To terminate the node process on unhandled promise ' +
    'rejection, use the CLI flag `--unhandled-rejections=strict` (see ' +
    'https://nodejs.org/api/cli.html#cli_unhandled_rejections_mode). ' +
    `(rejection id: ${uid})`);
  Object.defineProperty(warning, 'name', { value: name, enumerable: false, writable: true, configurable: true });
  try {
    if (reason instanceof Error) {
      Object.defineProperty(warning, 'stack', { value: reason.stack, writable: true, configurable: true });
      process.emitWarning(reason.stack, name);
    } else {
      process.emitWarning(noSideEffectsToString(reason), name);
    }
  } catch {}
  process.emitWarning(warning);
}
// Made in Node's own code: its stack is Node's frames (`frames`), as many as
// Error.stackTraceLimit allows.
function unhandledRejectionError(reason, frames) {
  const message = 'This error originated either by throwing inside of an async function ' +
    'without a catch block, or by rejecting a promise which was not handled with .catch().' +
    ` The promise rejected with the reason "${noSideEffectsToString(reason)}".`;
  const error = new Error(message);
  error.code = 'ERR_UNHANDLED_REJECTION';
  error.name = 'UnhandledPromiseRejection';
  const limit = typeof Error.stackTraceLimit === 'number' ? Math.max(0, Error.stackTraceLimit) : 10;
  const stack = [`UnhandledPromiseRejection: ${message}`, ...frames.slice(0, limit).map((f) => `    at ${f}`)];
  Object.defineProperty(error, 'stack', { value: stack.join('\n'), writable: true, configurable: true });
  return error;
}
// The uncaught-exception path for a rejection; a non-error reason is wrapped in an
// UnhandledPromiseRejection thrown from Node's own line (`header`).
function throwRejection(reason, header, mode) {
  if (isErrorLike(reason)) {
    onUncaught(reason, 'unhandledRejection', false, true);
    return;
  }
  const error = unhandledRejectionError(reason, [
    mode,
    'processPromiseRejections (node:internal/process/promises:470:17)',
    'process.processTicksAndRejections (node:internal/process/task_queues:96:32)',
  ]);
  if (listenerCountIfLoaded(process, 'uncaughtException') > 0) {
    onUncaught(error, 'unhandledRejection', false);
  } else {
    onUncaught({ header, error }, 'unhandledRejection', true);
  }
}
function processPromiseRejections() {
  applyTrackerReports();
  let scheduled = asyncHandled.length > 0;
  while (asyncHandled.length > 0) {
    const { promise, warning } = asyncHandled.shift();
    if (!emitIfLoaded(process, 'rejectionHandled', promise)) process.emitWarning(warning);
  }
  let len = pendingUnhandled.length;
  while (len--) {
    const promise = pendingUnhandled.shift();
    const info = maybeUnhandled.get(promise);
    if (info === undefined) continue;
    info.warned = true;
    const { reason, uid } = info;
    binding.setAsyncContext(info.asyncContext);
    switch (unhandledRejectionsMode) {
      case 'strict': {
        throwRejection(reason,
          'node:internal/process/promises:340\n    reason : new UnhandledPromiseRejection(reason);\n             ^\n',
          'strictUnhandledRejectionsMode (node:internal/process/promises:340:14)');
        if (!emitIfLoaded(process, 'unhandledRejection', reason, promise)) {
          emitUnhandledRejectionWarning(uid, reason);
        }
        break;
      }
      case 'none':
        emitIfLoaded(process, 'unhandledRejection', reason, promise);
        break;
      case 'warn':
        emitIfLoaded(process, 'unhandledRejection', reason, promise);
        emitUnhandledRejectionWarning(uid, reason);
        break;
      case 'warn-with-error-code':
        if (!emitIfLoaded(process, 'unhandledRejection', reason, promise)) {
          emitUnhandledRejectionWarning(uid, reason);
          process.exitCode = 1;
        }
        break;
      default:
        if (!emitIfLoaded(process, 'unhandledRejection', reason, promise)) {
          throwRejection(reason,
            'node:internal/process/promises:389\n      new UnhandledPromiseRejection(reason);\n      ^\n',
            'throwUnhandledRejectionsMode (node:internal/process/promises:389:7)');
        }
    }
    scheduled = true;
  }
  return scheduled || pendingUnhandled.length !== 0;
}

module.exports = { processPromiseRejections };
