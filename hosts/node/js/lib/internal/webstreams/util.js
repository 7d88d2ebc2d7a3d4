'use strict';

// What the web streams (readablestream.js, writablestream.js, transformstream.js) share:
// the state slot and brand of every object, promises with their resolving functions, the
// queue-with-sizes of the spec, the strategy checks and the errors node 20 throws.
//
// Promise order matters here more than anywhere: node runs the user's callbacks (pull,
// write, transform, …) inside an async function, so a callback returning a promise costs
// two more microtasks than one returning a value, and a start() result is wrapped by
// `new Promise(r => r(result))`. The helpers below keep those shapes.

const {
  makeError, invalidArgType, invalidArgValue, invalidThis, inspectAs,
} = require('./internal/node_errors.js');
const natives = require('./natives.js');

const kState = Symbol('kState');
const kType = Symbol('kType');
// A stream's own promise, settled when it closes or errors (stream.finished waits on it).
const kIsClosedPromise = Symbol('kIsClosedPromise');
// The stream's controller.error, bound (stream.addAbortSignal errors a web stream with it).
const kControllerErrorFunction = Symbol('kControllerErrorFunction');
const kInspect = Symbol.for('nodejs.util.inspect.custom');

// The prototype of every async iterator (%AsyncIteratorPrototype%).
const AsyncIteratorPrototype =
  Object.getPrototypeOf(Object.getPrototypeOf(async function* gen() {}).prototype);
// What node's stream iterators inherit from: next and return shadowed by undefined.
const AsyncIterator = Object.create(AsyncIteratorPrototype, {
  next: { value: undefined, writable: true, enumerable: true, configurable: true },
  return: { value: undefined, writable: true, enumerable: true, configurable: true },
});

// ------------------------------------------------------------------ errors

function invalidState(message, Base = TypeError) {
  return makeError(Base, 'ERR_INVALID_STATE', `Invalid state: ${message}`);
}

function illegalConstructor() {
  return makeError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
}

function invalidArgValueRange(name, value, reason = 'is invalid') {
  const err = invalidArgValue(name, value, reason);
  const range = makeError(RangeError, 'ERR_INVALID_ARG_VALUE', err.message);
  return range;
}

function missingOption(name) {
  return makeError(TypeError, 'ERR_MISSING_OPTION', `${name} is required`);
}

function argNotIterable(value) {
  const { inspect } = require('./internal/util/inspect.js');
  const shown = typeof value === 'string' ? value : inspect(value);
  return makeError(TypeError, 'ERR_ARG_NOT_ITERABLE', `${shown} must be iterable`);
}

// node's validateObject with the flags the streams use: `functions` lets functions
// and arrays through, `nullable` null.
function validateObject(value, name, functions = true, nullable = false) {
  if ((value === null && !nullable) ||
      (!functions && Array.isArray(value)) ||
      (typeof value !== 'object' && (!functions || typeof value !== 'function'))) {
    throw invalidArgType(name, 'Object', value);
  }
}

function validateFunction(value, name) {
  if (typeof value !== 'function') throw invalidArgType(name, 'Function', value);
}

// ------------------------------------------------------------------ promises

// A promise with its resolving functions.
function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// A settled promise standing where a deferred record would (no resolving functions).
function settledRecord(promise) {
  return { promise, resolve: undefined, reject: undefined };
}

// Whether the record's promise is still pending, as V8 sees it (node's isPromisePending):
// resolved with a pending thenable is pending still.
function isPending(record) {
  return record.promise !== undefined && natives.promiseState(record.promise)[0] === 0;
}

const emptyRecord = () => ({ promise: undefined, resolve: undefined, reject: undefined });

// node's primordials: the Promise methods of before any script ran, and
// SafePromisePrototypeFinally.
const { promiseThen, resolved, rejected, safeFinally } = require('./internal/per_context/primordials.js');

// Marks a promise handled: node attaches a reaction that does nothing.
function setPromiseHandled(promise) {
  promiseThen(promise, () => {}, () => {});
}

// WebIDL's "invoke a callback function" for a callback returning a promise, as node
// does it: the call runs inside an async function.
async function invokePromiseCallback(fn, thisArg, args) {
  return Reflect.apply(fn, thisArg, args);
}

function promiseCallback(name, fn, thisArg) {
  validateFunction(fn, name);
  return (...args) => invokePromiseCallback(fn, thisArg, args);
}

// A start() result as a promise, node's way: `new Promise(r => r(result))`.
function startPromise(result) {
  return new Promise((resolve) => resolve(result));
}

function nonOpStart() {}
async function nonOpPull() {}
async function nonOpCancel() {}
async function nonOpWrite() {}
async function nonOpFlush() {}

// Promise.all over what each action returns, node's SafePromiseAll way.
function allOf(actions) {
  return new Promise((resolve, reject) => {
    const results = new Array(actions.length);
    let pending = actions.length;
    if (pending === 0) resolve(results);
    actions.forEach((action, i) => {
      promiseThen(resolved(action()), (value) => {
        results[i] = value;
        if (--pending === 0) resolve(results);
      }, reject);
    });
  });
}

// ------------------------------------------------------------------ brands, strategies

function isBrand(brand) {
  return (value) => value != null && value[kState] !== undefined && value[kType] === brand;
}

function extractHighWaterMark(value, fallback) {
  if (value === undefined) return fallback;
  value = +value;
  if (Number.isNaN(value) || value < 0) {
    throw invalidArgValueRange('strategy.highWaterMark', value);
  }
  return value;
}

function extractSizeAlgorithm(size) {
  if (size === undefined) return () => 1;
  validateFunction(size, 'strategy.size');
  return size;
}

// ------------------------------------------------------------------ queue with sizes

function dequeueValue(controller) {
  const state = controller[kState];
  const { value, size } = state.queue.shift();
  state.queueTotalSize = Math.max(0, state.queueTotalSize - size);
  return value;
}

function enqueueValueWithSize(controller, value, size) {
  size = +size;
  if (Number.isNaN(size) || size < 0 || size === Infinity) {
    throw invalidArgValueRange('size', size);
  }
  const state = controller[kState];
  state.queue.push({ value, size });
  state.queueTotalSize += size;
}

function peekQueueValue(controller) {
  return controller[kState].queue[0].value;
}

function resetQueue(controller) {
  controller[kState].queue = [];
  controller[kState].queueTotalSize = 0;
}

// ------------------------------------------------------------------ iterators

function createAsyncFromSyncIterator(syncRecord) {
  const iterable = { [Symbol.iterator]: () => syncRecord.iterator };
  const iterator = (async function* fromSync() { return yield* iterable; }());
  return { iterator, nextMethod: iterator.next, done: false };
}

function getIterator(obj, kind, method) {
  if (method === undefined) {
    if (kind === 'async') {
      method = obj[Symbol.asyncIterator];
      if (method == null) {
        const syncMethod = obj[Symbol.iterator];
        if (syncMethod === undefined) throw argNotIterable(obj);
        return createAsyncFromSyncIterator(getIterator(obj, 'sync', syncMethod));
      }
    } else {
      method = obj[Symbol.iterator];
    }
  }
  if (method === undefined) throw argNotIterable(obj);
  const iterator = Reflect.apply(method, obj, []);
  if (typeof iterator !== 'object' || iterator === null) {
    throw invalidState('The iterator method must return an object');
  }
  return { iterator, nextMethod: iterator.next, done: false };
}

function iteratorNext(record) {
  const result = Reflect.apply(record.nextMethod, record.iterator, []);
  if (typeof result !== 'object' || result === null) {
    throw invalidState('The iterator.next() method must return an object');
  }
  return result;
}

// ------------------------------------------------------------------ classes

// `Name { ... }` as node's web streams print; past the depth limit node's helper returns
// its own `this`, which is undefined there, so a nested stream prints as `undefined`.
function customInspect(self, name, data, depth, options, inspect) {
  if (depth < 0) return undefined;
  return inspectAs(name, self, data, depth, options, inspect);
}

// WebIDL's shape of a prototype: members enumerable, a @@toStringTag.
function webIdlClass(Class, names, tag = Class.name) {
  const proto = Class.prototype;
  for (const name of names) {
    const desc = Object.getOwnPropertyDescriptor(proto, name);
    desc.enumerable = true;
    Object.defineProperty(proto, name, desc);
  }
  Object.defineProperty(proto, Symbol.toStringTag, { value: tag, configurable: true });
}

// The prologue of a reader's or writer's promise-returning method: a rejected promise
// for a wrong `this` or a released lock, else what `fn(stream)` returns.
function lockedCall(self, check, name, detached, fn) {
  if (!check(self)) return rejected(invalidThis(name));
  const { stream } = self[kState];
  if (stream === undefined) return rejected(invalidState(detached));
  return fn(stream);
}

module.exports = {
  kState, kType, kIsClosedPromise, kControllerErrorFunction, kInspect, AsyncIterator,
  invalidState, illegalConstructor, invalidArgValueRange, missingOption, argNotIterable,
  invalidArgType, invalidArgValue, invalidThis, validateObject, validateFunction,
  promiseThen, resolved, rejected, safeFinally, deferred, settledRecord, isPending, emptyRecord,
  setPromiseHandled, invokePromiseCallback,
  promiseCallback, startPromise, allOf, nonOpStart, nonOpPull, nonOpCancel, nonOpWrite, nonOpFlush,
  isBrand, extractHighWaterMark, extractSizeAlgorithm,
  dequeueValue, enqueueValueWithSize, peekQueueValue, resetQueue,
  getIterator, iteratorNext, customInspect, webIdlClass, lockedCall,
};
