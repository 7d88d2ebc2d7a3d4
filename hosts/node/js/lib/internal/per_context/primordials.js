'use strict';

// What node's library takes from its primordials where promise jobs are concerned: the
// Promise methods as they were before any script ran (so a script's patched `then` sees
// only the calls the engine itself makes through the property), and
// SafePromisePrototypeFinally, whose shape fixes how many microtasks a `finally` of node's
// own costs (web streams, timers/promises).

const {
  promiseThen: originalThen = Promise.prototype.then,
  promiseResolve: resolved = (value) => Promise.resolve(value),
  promiseReject: rejected = (error) => Promise.reject(error),
} = require('./internals.js');

function promiseThen(promise, onFulfilled, onRejected) {
  return Reflect.apply(originalThen, promise, [onFulfilled, onRejected]);
}

// finally() on a private subclass that keeps the original then, inside a plain promise.
class SafePromise extends Promise {}
SafePromise.prototype.then = originalThen;
SafePromise.prototype.finally = Promise.prototype.finally;
function safeFinally(promise, onFinally) {
  return new Promise((resolve, reject) => {
    new SafePromise((res, rej) => promiseThen(promise, res, rej)).finally(onFinally).then(resolve, reject);
  });
}

module.exports = { promiseThen, resolved, rejected, safeFinally };
