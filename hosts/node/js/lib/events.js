'use strict';

// node:events — EventEmitter modelled on Node v20's observable behaviour.

// ---------------------------------------------------------------------------
// Shared helpers (error construction, validation): ./errors.js.

const {
  inspect,
  makeError,
  invalidArgType,
  outOfRange,
  validateFunction,
  validateBoolean,
  validateAbortSignal,
  AbortError,
  emitWarning,
  nextTick,
} = require('./internal/errors.js');

// The emitters whose listeners are running, innermost last: stack frames of listeners
// are named after them (`Socket.<anonymous>`). Shared with stack.js by the host. The
// entries from `emitDepth` on are undefined: the array is written by index and never
// shortened (two element writes cost less than push and pop under Boa, and Boa 0.22
// loses an element stored at an index after `length` was cut).
let emitting = [];
let emitDepth = 0;
// An `emitting` entry for an emit with more than one listener (Node's emit calls those
// from another line, which its stack frames show).
class ManyListeners {
  constructor(emitter) {
    this.emitter = emitter;
  }
}
let internals = null;
try {
  internals = require('./internals.js');
  emitting = internals.emitting || emitting;
  internals.ManyListeners = ManyListeners;
} catch (_) { /* outside evloop (the library's own tests) */ }

function validateNumber(value, name, min) {
  if (typeof value !== 'number') throw invalidArgType(name, 'number', value);
  if ((min != null && value < min) || (min != null && Number.isNaN(value))) {
    throw outOfRange(name, `>= ${min}`, value);
  }
}

function validateObject(value, name) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidArgType(name, 'Object', value);
  }
}

function validateInteger(value, name, min) {
  if (typeof value !== 'number') throw invalidArgType(name, 'number', value);
  if (!Number.isInteger(value)) throw outOfRange(name, 'an integer', value);
  if (value < min || value > Number.MAX_SAFE_INTEGER) {
    throw outOfRange(name, `>= ${min} && <= ${Number.MAX_SAFE_INTEGER}`, value);
  }
}

const kDispose = typeof Symbol.dispose === 'symbol' ? Symbol.dispose : Symbol.for('nodejs.dispose');

// Lazily reach event_target.js (it requires this module, not the reverse).
function eventTargetInternals() {
  try {
    const mod = require('./internal/event_target.js');
    return mod && mod[Symbol.for('evloop.event_target.internals')];
  } catch (_) {
    return undefined;
  }
}

function isEventTarget(obj) {
  if (obj === null || (typeof obj !== 'object' && typeof obj !== 'function')) return false;
  if (typeof obj.addEventListener !== 'function') return false;
  const internals = eventTargetInternals();
  return internals !== undefined && internals.isEventTarget(obj);
}

// ---------------------------------------------------------------------------
// EventEmitter

const kCapture = Symbol('kCapture');
const kShapeMode = Symbol('shapeMode');
const kErrorMonitor = Symbol('events.errorMonitor');
const kRejection = Symbol.for('nodejs.rejection');
const kMaxEventTargetListeners = Symbol('events.maxEventTargetListeners');
const kMaxEventTargetListenersWarned = Symbol('events.maxEventTargetListenersWarned');

let defaultMaxListeners = 10;

function EventEmitter(opts) {
  EventEmitter.init.call(this, opts);
}

EventEmitter.prototype._events = undefined;
EventEmitter.prototype._eventsCount = 0;
EventEmitter.prototype._maxListeners = undefined;
Object.defineProperty(EventEmitter.prototype, kCapture, {
  value: false, writable: true, enumerable: false, configurable: false,
});

function getMaxListenersOf(that) {
  if (that._maxListeners === undefined) return defaultMaxListeners;
  return that._maxListeners;
}

function checkListener(listener) {
  validateFunction(listener, 'listener');
}

EventEmitter.prototype.setMaxListeners = function setMaxListeners(n) {
  validateNumber(n, 'setMaxListeners', 0);
  this._maxListeners = n;
  return this;
};

EventEmitter.prototype.getMaxListeners = function getMaxListeners() {
  return getMaxListenersOf(this);
};

function emitRejection(emitter, err, type, args) {
  if (typeof emitter[kRejection] === 'function') {
    emitter[kRejection](err, type, ...args);
  } else {
    const prev = emitter[kCapture];
    try {
      emitter[kCapture] = false;
      emitter.emit('error', err);
    } finally {
      emitter[kCapture] = prev;
    }
  }
}

function watchResult(emitter, result, type, args) {
  if (!emitter[kCapture]) return;
  try {
    const then = result.then;
    if (typeof then === 'function') {
      then.call(result, undefined, (err) => {
        nextTick(emitRejection, emitter, err, type, args);
      });
    }
  } catch (err) {
    emitter.emit('error', err);
  }
}

EventEmitter.prototype.emit = function emit(type, ...args) {
  const events = this._events;
  if (type === 'error') return emitError(this, events, args);
  if (events === undefined) return false;
  const handler = events[type];
  if (handler === undefined) return false;
  return callListeners(this, handler, type, args);
};

// As Node's emit before it throws an unhandled 'error': if the error ends the process,
// its report names Node's throw (node:events:502) and ends with the stack of the emit
// ("Emitted 'error' event at:"). The host's fatal printer reads both marks.
const kThrowSite = Symbol.for('evloop.throwSite');
const kEnhanceStack = Symbol.for('evloop.enhanceStack');
const UNHANDLED_ERROR_SITE = "node:events:502\n      throw er; // Unhandled 'error' event\n      ^\n";
function markUnhandledError(emitter, er) {
  try {
    // The frames of the emit's caller (emit's own are internal), formatted when the report
    // is printed, as V8 formats node's capture: by then node has cleared an immediate's
    // `_onImmediate`, so its callback's frame is `Immediate.<anonymous>`.
    const own = new Error();
    let ctorInfo = '';
    try {
      const { name } = emitter.constructor;
      if (name !== 'EventEmitter') ctorInfo = ` on ${name} instance`;
    } catch (_) { /* a constructor without a name */ }
    Object.defineProperty(er, kThrowSite, { value: UNHANDLED_ERROR_SITE, configurable: true });
    Object.defineProperty(er, kEnhanceStack, {
      value: () => enhanceStackTrace(er.stack, own.stack, ctorInfo),
      configurable: true,
    });
  } catch (_) { /* a frozen error keeps its plain report */ }
}

function enhanceStackTrace(errStackText, ownStackText, ctorInfo) {
  const sep = `\nEmitted 'error' event${ctorInfo} at:\n`;
  const errStack = String(errStackText).split('\n').slice(1);
  const ownStack = String(ownStackText).split('\n').slice(1);
  // Only a fatal report calls this, with inspect.js loaded for it.
  const { len, offset } = require('./internal/util/inspect.js').identicalSequenceRange(ownStack, errStack);
  if (len > 0) ownStack.splice(offset + 1, len - 2, '    [... lines matching original stack trace ...]');
  return errStackText + sep + ownStack.join('\n');
}

function emitError(emitter, events, args) {
  let unhandled = true;
  if (events !== undefined) {
    if (events[kErrorMonitor] !== undefined) emitter.emit(kErrorMonitor, ...args);
    unhandled = events.error === undefined;
  }
  if (unhandled) {
    const er = args.length > 0 ? args[0] : undefined;
    if (er instanceof Error) {
      markUnhandledError(emitter, er);
      throw er; // Unhandled 'error' event
    }
    let shown;
    try {
      shown = inspect(er);
    } catch (_) {
      shown = er;
    }
    const err = makeError(Error, 'ERR_UNHANDLED_ERROR', `Unhandled error. (${shown})`);
    err.context = er;
    throw err;
  }
  return callListeners(emitter, events.error, 'error', args);
}

function callListeners(emitter, handler, type, args) {
  const depth = emitDepth;
  emitting[depth] = emitter;
  emitDepth = depth + 1;
  try {
    if (typeof handler === 'function') {
      const result = Reflect.apply(handler, emitter, args);
      if (result !== undefined && result !== null) watchResult(emitter, result, type, args);
    } else {
      emitting[depth] = new ManyListeners(emitter);
      const listeners = handler.slice();
      for (let i = 0; i < listeners.length; ++i) {
        const result = Reflect.apply(listeners[i], emitter, args);
        if (result !== undefined && result !== null) watchResult(emitter, result, type, args);
      }
    }
  } catch (err) {
    nameFrames(err);
    throw err;
  } finally {
    emitting[depth] = undefined;
    emitDepth = depth;
  }
  return true;
}

// emit(type, arg) with a listener known to be there (the stream code's 'data'): the same
// steps without the rest array and Reflect.apply, which cost about a microsecond each
// under Boa.
function emitOne(emitter, handler, type, arg) {
  const depth = emitDepth;
  emitting[depth] = emitter;
  emitDepth = depth + 1;
  try {
    if (typeof handler === 'function') {
      const result = handler.call(emitter, arg);
      if (result !== undefined && result !== null) watchResult(emitter, result, type, [arg]);
    } else {
      emitting[depth] = new ManyListeners(emitter);
      const listeners = handler.slice();
      for (let i = 0; i < listeners.length; ++i) {
        const result = listeners[i].call(emitter, arg);
        if (result !== undefined && result !== null) watchResult(emitter, result, type, [arg]);
      }
    }
  } catch (err) {
    nameFrames(err);
    throw err;
  } finally {
    emitting[depth] = undefined;
    emitDepth = depth;
  }
  return true;
}

// Names the listener's frame of an error thrown through an emit now, while its emitter
// is known.
function nameFrames(err) {
  if (err !== null && typeof err === 'object') {
    try { void err.stack; } catch (_) { /* a stack getter of its own */ }
  }
}

function addListenerImpl(target, type, listener, prepend) {
  checkListener(listener);
  let events = target._events;
  let existing;
  if (events === undefined) {
    events = target._events = { __proto__: null };
    target._eventsCount = 0;
  } else {
    if (events.newListener !== undefined) {
      target.emit('newListener', type, listener.listener ? listener.listener : listener);
      events = target._events;
    }
    existing = events[type];
  }

  if (existing === undefined) {
    events[type] = listener;
    ++target._eventsCount;
  } else {
    if (typeof existing === 'function') {
      existing = events[type] = prepend ? [listener, existing] : [existing, listener];
    } else if (prepend) {
      existing.unshift(listener);
    } else {
      existing.push(listener);
    }
    const m = getMaxListenersOf(target);
    if (m > 0 && existing.length > m && !existing.warned) {
      existing.warned = true;
      const w = new Error('Possible EventEmitter memory leak detected. ' +
        `${existing.length} ${String(type)} listeners ` +
        `added to ${inspect(target, { depth: -1 })}. MaxListeners is ${m}. ` +
        'Use emitter.setMaxListeners() to increase limit');
      w.name = 'MaxListenersExceededWarning';
      w.emitter = target;
      w.type = type;
      w.count = existing.length;
      emitWarning(w);
    }
  }
  return target;
}

EventEmitter.prototype.addListener = function addListener(type, listener) {
  return addListenerImpl(this, type, listener, false);
};
EventEmitter.prototype.on = EventEmitter.prototype.addListener;

EventEmitter.prototype.prependListener = function prependListener(type, listener) {
  return addListenerImpl(this, type, listener, true);
};

function onceWrapper() {
  if (!this.fired) {
    this.target.removeListener(this.type, this.wrapFn);
    this.fired = true;
    if (arguments.length === 0) return this.listener.call(this.target);
    return this.listener.apply(this.target, arguments);
  }
}

function wrapOnce(target, type, listener) {
  const state = { fired: false, wrapFn: undefined, target, type, listener };
  const wrapped = onceWrapper.bind(state);
  wrapped.listener = listener;
  state.wrapFn = wrapped;
  return wrapped;
}

EventEmitter.prototype.once = function once(type, listener) {
  checkListener(listener);
  this.on(type, wrapOnce(this, type, listener));
  return this;
};

EventEmitter.prototype.prependOnceListener = function prependOnceListener(type, listener) {
  checkListener(listener);
  this.prependListener(type, wrapOnce(this, type, listener));
  return this;
};

EventEmitter.prototype.removeListener = function removeListener(type, listener) {
  checkListener(listener);
  const events = this._events;
  if (events === undefined) return this;
  const list = events[type];
  if (list === undefined) return this;

  if (list === listener || list.listener === listener) {
    this._eventsCount -= 1;
    if (this[kShapeMode]) {
      events[type] = undefined;
    } else if (this._eventsCount === 0) {
      this._events = { __proto__: null };
    } else {
      delete events[type];
      if (events.removeListener) this.emit('removeListener', type, list.listener || listener);
    }
  } else if (typeof list !== 'function') {
    let position = -1;
    for (let i = list.length - 1; i >= 0; i--) {
      if (list[i] === listener || list[i].listener === listener) {
        position = i;
        break;
      }
    }
    if (position < 0) return this;
    if (position === 0) list.shift();
    else list.splice(position, 1);
    if (list.length === 1) events[type] = list[0];
    if (events.removeListener !== undefined) this.emit('removeListener', type, listener);
  }
  return this;
};
EventEmitter.prototype.off = EventEmitter.prototype.removeListener;

EventEmitter.prototype.removeAllListeners = function removeAllListeners(type) {
  const events = this._events;
  if (events === undefined) return this;

  if (events.removeListener === undefined) {
    if (arguments.length === 0) {
      this._events = { __proto__: null };
      this._eventsCount = 0;
    } else if (events[type] !== undefined) {
      if (--this._eventsCount === 0) this._events = { __proto__: null };
      else delete events[type];
    }
    this[kShapeMode] = false;
    return this;
  }

  if (arguments.length === 0) {
    for (const key of Reflect.ownKeys(events)) {
      if (key === 'removeListener') continue;
      this.removeAllListeners(key);
    }
    this.removeAllListeners('removeListener');
    this._events = { __proto__: null };
    this._eventsCount = 0;
    this[kShapeMode] = false;
    return this;
  }

  const listeners = events[type];
  if (typeof listeners === 'function') {
    this.removeListener(type, listeners);
  } else if (listeners !== undefined) {
    for (let i = listeners.length - 1; i >= 0; i--) this.removeListener(type, listeners[i]);
  }
  return this;
};

function listenersOf(target, type, unwrap) {
  const events = target._events;
  if (events === undefined) return [];
  const entry = events[type];
  if (entry === undefined) return [];
  if (typeof entry === 'function') return unwrap ? [entry.listener || entry] : [entry];
  if (!unwrap) return entry.slice();
  const out = new Array(entry.length);
  for (let i = 0; i < out.length; ++i) out[i] = entry[i].listener || entry[i];
  return out;
}

EventEmitter.prototype.listeners = function listeners(type) {
  return listenersOf(this, type, true);
};

EventEmitter.prototype.rawListeners = function rawListeners(type) {
  return listenersOf(this, type, false);
};

function listenerCount(type, listener) {
  const events = this._events;
  if (events !== undefined) {
    const entry = events[type];
    if (typeof entry === 'function') {
      if (listener != null) return listener === entry || listener === entry.listener ? 1 : 0;
      return 1;
    }
    if (entry !== undefined) {
      if (listener != null) {
        let matching = 0;
        for (let i = 0; i < entry.length; ++i) {
          if (entry[i] === listener || entry[i].listener === listener) matching++;
        }
        return matching;
      }
      return entry.length;
    }
  }
  return 0;
}

EventEmitter.prototype.listenerCount = listenerCount;

EventEmitter.prototype.eventNames = function eventNames() {
  return this._eventsCount > 0 ? Reflect.ownKeys(this._events) : [];
};

// ---------------------------------------------------------------------------
// Statics

function getEventListeners(emitterOrTarget, type) {
  if (typeof emitterOrTarget.listeners === 'function') {
    return emitterOrTarget.listeners(type);
  }
  if (isEventTarget(emitterOrTarget)) {
    return eventTargetInternals().getListeners(emitterOrTarget, type);
  }
  throw invalidArgType('emitter', ['EventEmitter', 'EventTarget'], emitterOrTarget);
}

function getMaxListeners(emitterOrTarget) {
  if (emitterOrTarget != null && typeof emitterOrTarget.getMaxListeners === 'function') {
    return getMaxListenersOf(emitterOrTarget);
  } else if (emitterOrTarget != null && emitterOrTarget[kMaxEventTargetListeners]) {
    return emitterOrTarget[kMaxEventTargetListeners];
  }
  throw invalidArgType('emitter', ['EventEmitter', 'EventTarget'], emitterOrTarget);
}

function addTargetListener(emitter, name, listener, flags) {
  if (typeof emitter.on === 'function') {
    if (flags && flags.once) emitter.once(name, listener);
    else emitter.on(name, listener);
  } else if (typeof emitter.addEventListener === 'function') {
    emitter.addEventListener(name, listener, flags);
  } else {
    throw invalidArgType('emitter', 'EventEmitter', emitter);
  }
}

function removeTargetListener(emitter, name, listener, flags) {
  if (typeof emitter.removeListener === 'function') {
    emitter.removeListener(name, listener);
  } else if (typeof emitter.removeEventListener === 'function') {
    emitter.removeEventListener(name, listener, flags);
  } else {
    throw invalidArgType('emitter', 'EventEmitter', emitter);
  }
}

async function once(emitter, name, options = {}) {
  const signal = options != null ? options.signal : undefined;
  validateAbortSignal(signal, 'options.signal');
  if (signal && signal.aborted) {
    throw new AbortError(undefined, { cause: signal.reason });
  }
  return new Promise((resolve, reject) => {
    const errorListener = (err) => {
      emitter.removeListener(name, resolver);
      if (signal != null) removeTargetListener(signal, 'abort', abortListener);
      reject(err);
    };
    const resolver = (...args) => {
      if (typeof emitter.removeListener === 'function') {
        emitter.removeListener('error', errorListener);
      }
      if (signal != null) removeTargetListener(signal, 'abort', abortListener);
      resolve(args);
    };
    addTargetListener(emitter, name, resolver, { once: true });
    if (name !== 'error' && typeof emitter.once === 'function') {
      emitter.once('error', errorListener);
    }
    function abortListener() {
      removeTargetListener(emitter, name, resolver);
      removeTargetListener(emitter, 'error', errorListener);
      reject(new AbortError(undefined, { cause: signal ? signal.reason : undefined }));
    }
    if (signal != null) addTargetListener(signal, 'abort', abortListener, { once: true });
  });
}

const AsyncIteratorPrototype = Object.getPrototypeOf(
  Object.getPrototypeOf(async function* () {}).prototype);

const kFirstEventParam = Symbol.for('evloop.events.kFirstEventParam');

function on(emitter, event, options = {}) {
  validateObject(options, 'options');
  const signal = options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal && signal.aborted) throw new AbortError(undefined, { cause: signal.reason });
  const highWaterMark = options.highWaterMark ?? options.highWatermark ?? Number.MAX_SAFE_INTEGER;
  validateInteger(highWaterMark, 'options.highWaterMark', 1);
  const lowWaterMark = options.lowWaterMark ?? options.lowWatermark ?? 1;
  validateInteger(lowWaterMark, 'options.lowWaterMark', 1);

  const queuedEvents = [];
  const waiting = [];
  let paused = false;
  let error = null;
  let finished = false;
  const installed = [];

  const iterator = Object.setPrototypeOf({
    next() {
      if (queuedEvents.length > 0) {
        const value = queuedEvents.shift();
        if (paused && queuedEvents.length < lowWaterMark) {
          emitter.resume();
          paused = false;
        }
        return Promise.resolve({ value, done: false });
      }
      if (error) {
        const p = Promise.reject(error);
        error = null;
        return p;
      }
      if (finished) return closeHandler();
      return new Promise((resolve, reject) => { waiting.push({ resolve, reject }); });
    },
    return() {
      return closeHandler();
    },
    throw(err) {
      if (!err || !(err instanceof Error)) {
        throw invalidArgType('EventEmitter.AsyncIterator', 'Error', err);
      }
      errorHandler(err);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  }, AsyncIteratorPrototype);

  function listen(target, name, fn) {
    addTargetListener(target, name, fn);
    installed.push([target, name, fn]);
  }

  // readline's async iterator takes each event's first argument rather than the list.
  if (options[kFirstEventParam] === true) listen(emitter, event, eventHandler);
  else listen(emitter, event, function (...args) { eventHandler(args); });
  if (event !== 'error' && typeof emitter.on === 'function') listen(emitter, 'error', errorHandler);
  const closeEvents = options.close;
  if (closeEvents && closeEvents.length) {
    for (let i = 0; i < closeEvents.length; i++) listen(emitter, closeEvents[i], closeHandler);
  }
  const abortDisposable = signal ? addAbortListener(signal, abortListener) : null;

  return iterator;

  function abortListener() {
    errorHandler(new AbortError(undefined, { cause: signal ? signal.reason : undefined }));
  }

  function eventHandler(value) {
    if (waiting.length === 0) {
      queuedEvents.push(value);
      if (!paused && queuedEvents.length > highWaterMark) {
        paused = true;
        emitter.pause();
      }
    } else {
      waiting.shift().resolve({ value, done: false });
    }
  }

  function errorHandler(err) {
    if (waiting.length === 0) error = err;
    else waiting.shift().reject(err);
    closeHandler();
  }

  function closeHandler() {
    if (abortDisposable) abortDisposable[kDispose]();
    while (installed.length > 0) {
      const [target, name, fn] = installed.pop();
      removeTargetListener(target, name, fn);
    }
    finished = true;
    const done = { value: undefined, done: true };
    while (waiting.length > 0) waiting.shift().resolve(done);
    return Promise.resolve(done);
  }
}

function addAbortListener(signal, listener) {
  if (signal === undefined) throw invalidArgType('signal', 'AbortSignal', signal);
  validateAbortSignal(signal, 'signal');
  validateFunction(listener, 'listener');
  let remove;
  if (signal.aborted) {
    queueMicrotask(() => listener());
  } else {
    const flags = { __proto__: null, once: true };
    const internals = eventTargetInternals();
    if (internals !== undefined) flags[internals.kResistStopPropagation] = true;
    signal.addEventListener('abort', listener, flags);
    remove = () => { signal.removeEventListener('abort', listener); };
  }
  return {
    __proto__: null,
    [kDispose]() {
      if (remove) remove();
    },
  };
}

function defineValue(obj, key, value, enumerable = true) {
  Object.defineProperty(obj, key, { value, writable: true, enumerable, configurable: true });
}

defineValue(EventEmitter, 'addAbortListener', addAbortListener);
defineValue(EventEmitter, 'once', once);
defineValue(EventEmitter, 'on', on);
defineValue(EventEmitter, 'getEventListeners', getEventListeners);
defineValue(EventEmitter, 'getMaxListeners', getMaxListeners);
defineValue(EventEmitter, 'EventEmitter', EventEmitter);
defineValue(EventEmitter, 'usingDomains', false);
defineValue(EventEmitter, 'captureRejectionSymbol', kRejection);
Object.defineProperty(EventEmitter, 'captureRejections', {
  get() {
    return EventEmitter.prototype[kCapture];
  },
  set(value) {
    validateBoolean(value, 'EventEmitter.captureRejections');
    EventEmitter.prototype[kCapture] = value;
  },
  enumerable: true,
  configurable: false,
});
defineValue(EventEmitter, 'errorMonitor', kErrorMonitor);
Object.defineProperty(EventEmitter, 'defaultMaxListeners', {
  enumerable: true,
  configurable: false,
  get() {
    return defaultMaxListeners;
  },
  set(arg) {
    validateNumber(arg, 'defaultMaxListeners', 0);
    defaultMaxListeners = arg;
  },
});
Object.defineProperty(EventEmitter, 'kMaxEventTargetListeners', {
  value: kMaxEventTargetListeners, enumerable: false, configurable: false, writable: false,
});
Object.defineProperty(EventEmitter, 'kMaxEventTargetListenersWarned', {
  value: kMaxEventTargetListenersWarned, enumerable: false, configurable: false, writable: false,
});

EventEmitter.setMaxListeners = function (n = defaultMaxListeners, ...eventTargets) {
  validateNumber(n, 'setMaxListeners', 0);
  if (eventTargets.length === 0) {
    defaultMaxListeners = n;
  } else {
    for (let i = 0; i < eventTargets.length; i++) {
      const target = eventTargets[i];
      if (isEventTarget(target)) {
        target[kMaxEventTargetListeners] = n;
        target[kMaxEventTargetListenersWarned] = false;
      } else if (typeof target.setMaxListeners === 'function') {
        target.setMaxListeners(n);
      } else {
        throw invalidArgType('eventTargets', ['EventEmitter', 'EventTarget'], target);
      }
    }
  }
};

EventEmitter.init = function (opts) {
  if (this._events === undefined || this._events === Object.getPrototypeOf(this)._events) {
    this._events = { __proto__: null };
    this._eventsCount = 0;
    this[kShapeMode] = false;
  } else {
    this[kShapeMode] = true;
  }
  this._maxListeners = this._maxListeners || undefined;
  if (opts && opts.captureRejections) {
    validateBoolean(opts.captureRejections, 'options.captureRejections');
    this[kCapture] = Boolean(opts.captureRejections);
  } else {
    this[kCapture] = EventEmitter.prototype[kCapture];
  }
};

EventEmitter.listenerCount = function (emitter, type) {
  if (typeof emitter.listenerCount === 'function') return emitter.listenerCount(type);
  return Reflect.apply(listenerCount, emitter, [type]);
};

module.exports = EventEmitter;
// Loads node:async_hooks (which turns async context tracking on) on first use, as node's
// lazy getter does.
if (internals !== null) {
  Object.defineProperty(EventEmitter, 'EventEmitterAsyncResource', {
    enumerable: true,
    configurable: true,
    get: function lazyEventEmitterAsyncResource() {
      require('./async_hooks.js');
      return internals.eventEmitterAsyncResource();
    },
  });
}
// For the stream code (./streams.js).
if (internals !== null) {
  internals.emitOne = emitOne;
  internals.kDispose = kDispose;
}
