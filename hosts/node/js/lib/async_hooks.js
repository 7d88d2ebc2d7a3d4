// node:async_hooks for evloop's Node host: AsyncLocalStorage, AsyncResource and the
// execution ids, over one engine-level value, the *async context* (V8's
// "continuation-preserved embedder data"). Loading this module turns tracking on
// (`binding.trackAsyncContext()`): from then on the engine captures the current context
// whenever a promise reaction is registered (`.then`, `await`) or the host stores a
// callback for later (timers, immediates, ticks, queueMicrotask, fs completions), and
// makes it current again while that callback runs. Sockets keep the context of their
// handle (lib/net.js).
//
// A context is a frozen record { stores, id, trigger, resource }: `stores` maps each
// AsyncLocalStorage to its store (null for none), `id`/`trigger` are what
// executionAsyncId()/triggerAsyncId() answer and `resource` what
// executionAsyncResource() does. Records are never changed, only replaced (run and
// enterWith make a new one), so a captured context cannot be altered afterwards.
'use strict';

const internals = require('./internals.js');
const { binding, process } = internals;
const { makeError, validateFunction, validateString } = require('./internal/errors.js');

binding.trackAsyncContext();

// The CommonJS main script's context (id 1), and that of code the host runs outside
// any resource (id 0: an ES module main, 'beforeExit' and 'exit' listeners, a promise
// reaction registered before any context was set).
const topResource = {};
const TOP = Object.freeze({ stores: null, id: 1, trigger: 0, resource: topResource });
const NONE = Object.freeze({ stores: null, id: 0, trigger: 0, resource: topResource });
function current() {
  const c = binding.asyncContext();
  if (c !== undefined) return c;
  return internals.mainRunning ? TOP : NONE;
}
function record(stores, id, trigger, resource) {
  return Object.freeze({ stores, id, trigger, resource });
}

// Node counts async ids from 1 (the main script). Only resources made after this
// module loaded are counted (node counts every one since start-up).
let lastId = 1;
function newAsyncId() { return ++lastId; }

// A new resource made now: it inherits the stores of the current context, and the
// current execution is its trigger.
function resourceContext(resource, triggerId) {
  const c = current();
  return record(c.stores, newAsyncId(), triggerId === undefined ? c.id : triggerId, resource);
}

// Runs `start(...args)` (the op that stores a callback for later, which captures the
// current context) inside a new resource's context.
function inAsyncResource(resource, type, start, ...args) {
  const before = binding.setAsyncContext(resourceContext(resource));
  try {
    return start(...args);
  } finally {
    binding.setAsyncContext(before);
  }
}
internals.setInAsyncResource(inAsyncResource);
internals.inAsyncResource = inAsyncResource;
internals.asyncResourceContext = resourceContext;

// process.nextTick and queueMicrotask make a TickObject and a Microtask resource each.
const nativeNextTick = process.nextTick;
const tickObject = { __proto__: null };
process.nextTick = function nextTick(callback, ...args) {
  if (typeof callback !== 'function') return nativeNextTick(callback);
  return inAsyncResource(tickObject, 'TickObject', nativeNextTick, callback, ...args);
};
const nativeQueueMicrotask = globalThis.queueMicrotask;
globalThis.queueMicrotask = function queueMicrotask(callback) {
  if (typeof callback !== 'function') return nativeQueueMicrotask(callback);
  const resource = { __proto__: AsyncResource.prototype };
  return inAsyncResource(resource, 'Microtask', nativeQueueMicrotask, callback);
};

// Node's console writes through process.stdout/stderr: the first write makes both
// streams' handles (each an async resource when it is a pipe or a terminal, as node
// v20.20 counts them), and a write schedules one afterWrite tick, shared by the writes
// to that stream before the tick runs.
let consoleState = null;
internals.onConsoleWrite = (fd) => {
  if (consoleState === null) {
    consoleState = { 1: { tickPending: false }, 2: { tickPending: false } };
    if (binding.stdioGuess(1) !== 'FILE') newAsyncId();
    if (binding.stdioGuess(2) !== 'FILE') newAsyncId();
  }
  const state = consoleState[fd];
  if (!state.tickPending) {
    state.tickPending = true;
    process.nextTick(() => { state.tickPending = false; });
  }
};

function executionAsyncId() { return current().id; }
function triggerAsyncId() { return current().trigger; }
function executionAsyncResource() { return current().resource; }

// ---------------------------------------------------------------- createHook
// Hooks are accepted and can be enabled and disabled, but evloop calls none of them
// (README.md, "Known differences from node").
class AsyncHook {
  constructor({ init, before, after, destroy, promiseResolve } = {}) {
    const fns = { init, before, after, destroy, promiseResolve };
    for (const name of Object.keys(fns)) {
      if (fns[name] !== undefined && typeof fns[name] !== 'function') {
        throw makeError(TypeError, 'ERR_ASYNC_CALLBACK', `hook.${name} must be a function`);
      }
    }
  }
  enable() { return this; }
  disable() { return this; }
}
function createHook(fns) { return new AsyncHook(fns); }

// ---------------------------------------------------------------- AsyncResource
const kContext = Symbol('kAsyncContext');
let boundWarned = false;

class AsyncResource {
  constructor(type, opts = {}) {
    validateString(type, 'type');
    let trigger = opts;
    if (typeof opts !== 'number') {
      trigger = opts.triggerAsyncId === undefined ? undefined : opts.triggerAsyncId;
    }
    if (trigger !== undefined && (!Number.isSafeInteger(trigger) || trigger < -1)) {
      throw makeError(RangeError, 'ERR_INVALID_ASYNC_ID', `Invalid triggerAsyncId value: ${trigger}`);
    }
    this[kContext] = resourceContext(this, trigger);
  }

  runInAsyncScope(fn, thisArg, ...args) {
    const before = binding.setAsyncContext(this[kContext]);
    try {
      return Reflect.apply(fn, thisArg, args);
    } finally {
      binding.setAsyncContext(before);
    }
  }

  emitDestroy() { return this; }

  asyncId() { return this[kContext].id; }

  triggerAsyncId() { return this[kContext].trigger; }

  bind(fn, thisArg) {
    validateFunction(fn, 'fn');
    const resource = this;
    let bound;
    if (thisArg === undefined) {
      bound = function (...args) { return resource.runInAsyncScope(fn, this, ...args); };
    } else {
      bound = this.runInAsyncScope.bind(this, fn, thisArg);
    }
    Object.defineProperty(bound, 'length', {
      configurable: true, enumerable: false, value: fn.length, writable: false,
    });
    Object.defineProperty(bound, 'asyncResource', {
      configurable: true,
      enumerable: true,
      get() {
        if (!boundWarned) {
          boundWarned = true;
          process.emitWarning('The asyncResource property on bound functions is deprecated',
            'DeprecationWarning', 'DEP0172');
        }
        return resource;
      },
      set(v) {
        Object.defineProperty(bound, 'asyncResource', { value: v, writable: true, enumerable: true, configurable: true });
      },
    });
    return bound;
  }

  static bind(fn, type, thisArg) {
    type = type || fn.name;
    return new AsyncResource(type || 'bound-anonymous-fn').bind(fn, thisArg);
  }
}

// ---------------------------------------------------------------- AsyncLocalStorage
// The current context with `als`'s store set to `store` (or removed, for `absent`).
function withStore(als, store, absent) {
  const c = current();
  const stores = new Map(c.stores === null ? undefined : c.stores);
  if (absent) stores.delete(als);
  else stores.set(als, store);
  return record(stores.size === 0 ? null : stores, c.id, c.trigger, c.resource);
}

class AsyncLocalStorage {
  constructor() {
    this.enabled = false;
  }

  static bind(fn) {
    return AsyncResource.bind(fn);
  }

  static snapshot() {
    return AsyncResource.bind(function runInAsyncScope(cb, ...args) {
      return Reflect.apply(cb, this, args);
    });
  }

  disable() {
    if (!this.enabled) return;
    this.enabled = false;
    // The contexts linked to this storage are exited.
    if (current().stores !== null && current().stores.has(this)) {
      binding.setAsyncContext(withStore(this, undefined, true));
    }
  }

  enterWith(store) {
    this.enabled = true;
    binding.setAsyncContext(withStore(this, store, false));
  }

  run(store, callback, ...args) {
    if (Object.is(store, this.getStore())) return Reflect.apply(callback, null, args);
    this.enabled = true;
    const before = binding.setAsyncContext(withStore(this, store, false));
    try {
      return Reflect.apply(callback, null, args);
    } finally {
      binding.setAsyncContext(before);
    }
  }

  exit(callback, ...args) {
    if (!this.enabled) return Reflect.apply(callback, null, args);
    const before = binding.setAsyncContext(withStore(this, undefined, true));
    try {
      return Reflect.apply(callback, null, args);
    } finally {
      binding.setAsyncContext(before);
    }
  }

  getStore() {
    if (!this.enabled) return undefined;
    const { stores } = current();
    return stores === null ? undefined : stores.get(this);
  }
}

// ---------------------------------------------------------------- events
// events.EventEmitterAsyncResource: an EventEmitter whose listeners run in the context
// it was made in (its AsyncResource's), whoever emits.
let EventEmitterAsyncResource;
function eventEmitterAsyncResource() {
  if (EventEmitterAsyncResource !== undefined) return EventEmitterAsyncResource;
  const EventEmitter = require('./events.js');
  const kEmitter = Symbol('kEventEmitter');
  const kResource = Symbol('kAsyncResource');
  class EventEmitterReferencingAsyncResource extends AsyncResource {
    constructor(emitter, type, options) {
      super(type, options);
      this[kEmitter] = emitter;
    }
    get eventEmitter() { return this[kEmitter]; }
  }
  EventEmitterAsyncResource = class EventEmitterAsyncResource extends EventEmitter {
    constructor(options = undefined) {
      let name;
      if (typeof options === 'string') {
        name = options;
        options = undefined;
      } else {
        if (new.target === EventEmitterAsyncResource) {
          validateString(options === undefined || options === null ? undefined : options.name, 'options.name');
        }
        name = (options && options.name) || new.target.name;
      }
      super(options);
      this[kResource] = new EventEmitterReferencingAsyncResource(this, name, options);
    }
    emit(event, ...args) {
      return this[kResource].runInAsyncScope(super.emit, this, event, ...args);
    }
    emitDestroy() { this[kResource].emitDestroy(); }
    get asyncId() { return this[kResource].asyncId(); }
    get triggerAsyncId() { return this[kResource].triggerAsyncId(); }
    get asyncResource() { return this[kResource]; }
  };
  return EventEmitterAsyncResource;
}
internals.eventEmitterAsyncResource = eventEmitterAsyncResource;

module.exports = {
  AsyncLocalStorage,
  createHook,
  executionAsyncId,
  triggerAsyncId,
  executionAsyncResource,
  asyncWrapProviders: Object.freeze({ __proto__: null }),
  AsyncResource,
};
