'use strict';

// EventTarget / Event / CustomEvent / AbortController / AbortSignal modelled
// on the observable behaviour of Node v20's globals of the same names.

const EventEmitter = require('./events.js');

// ---------------------------------------------------------------------------
// Shared helpers (error construction, validation): ./errors.js.

const {
  inspect,
  makeError,
  invalidArgType,
  missingArgs,
  invalidThis,
  validateAbortSignal,
  hasProcess,
  emitWarning,
} = require('./internal/errors.js');

// Node reports exceptions thrown by EventTarget listeners as uncaught
// exceptions from a process.nextTick callback.
function reportUncaught(err) {
  if (hasProcess() && typeof process.nextTick === 'function') {
    process.nextTick(() => { throw err; });
  } else {
    queueMicrotask(() => { throw err; });
  }
}

const kInspect = Symbol.for('nodejs.util.inspect.custom');

function inspectWith(name, obj, depth, options, inspectArg) {
  if (depth < 0) return name;
  const opts = Object.assign({}, options, {
    depth: Number.isInteger(options && options.depth) ? options.depth - 1 : (options && options.depth),
  });
  const fn = typeof inspectArg === 'function' ? inspectArg : inspect;
  return `${name} ${fn(obj, opts)}`;
}

// AbortSignal / AbortController flavour: below depth 0 the object itself is
// handed back, so inspect formats it plainly (`[AbortSignal]`,
// `AbortController {}`).
function inspectObjectWith(self, obj, depth, options, inspectArg) {
  if (depth < 0) return self;
  const opts = Object.assign({}, options, {
    depth: options && options.depth === null ? null : (options && options.depth) - 1,
  });
  const fn = typeof inspectArg === 'function' ? inspectArg : inspect;
  return `${self.constructor.name} ${fn(obj, opts)}`;
}

function setToStringTag(proto, tag) {
  Object.defineProperty(proto, Symbol.toStringTag, {
    value: tag, writable: false, enumerable: false, configurable: true,
  });
}

function makeEnumerable(proto, names) {
  for (const name of names) {
    const desc = Object.getOwnPropertyDescriptor(proto, name);
    desc.enumerable = true;
    Object.defineProperty(proto, name, desc);
  }
}

function now() {
  const perf = globalThis.performance;
  if (perf && typeof perf.now === 'function') return perf.now();
  return Date.now() - timeOrigin;
}
const timeOrigin = Date.now();

// ---------------------------------------------------------------------------
// DOMException. In evloop this module is where the global comes from (a lazy global
// whose first access loads this file), so it must not consult the global itself. Under
// real node (the tests) the global exists and is used.
const globalDOMException = Object.getOwnPropertyDescriptor(globalThis, 'DOMException');
const DOMException = globalDOMException && typeof globalDOMException.value === 'function' ? globalDOMException.value : (() => {
  const legacyCodes = {
    IndexSizeError: 1, DOMStringSizeError: 2, HierarchyRequestError: 3, WrongDocumentError: 4,
    InvalidCharacterError: 5, NoDataAllowedError: 6, NoModificationAllowedError: 7,
    NotFoundError: 8, NotSupportedError: 9, InUseAttributeError: 10, InvalidStateError: 11,
    SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14, InvalidAccessError: 15,
    ValidationError: 16, TypeMismatchError: 17, SecurityError: 18, NetworkError: 19,
    AbortError: 20, URLMismatchError: 21, QuotaExceededError: 22, TimeoutError: 23,
    InvalidNodeTypeError: 24, DataCloneError: 25,
  };
  const constants = {
    INDEX_SIZE_ERR: 1, DOMSTRING_SIZE_ERR: 2, HIERARCHY_REQUEST_ERR: 3, WRONG_DOCUMENT_ERR: 4,
    INVALID_CHARACTER_ERR: 5, NO_DATA_ALLOWED_ERR: 6, NO_MODIFICATION_ALLOWED_ERR: 7,
    NOT_FOUND_ERR: 8, NOT_SUPPORTED_ERR: 9, INUSE_ATTRIBUTE_ERR: 10, INVALID_STATE_ERR: 11,
    SYNTAX_ERR: 12, INVALID_MODIFICATION_ERR: 13, NAMESPACE_ERR: 14, INVALID_ACCESS_ERR: 15,
    VALIDATION_ERR: 16, TYPE_MISMATCH_ERR: 17, SECURITY_ERR: 18, NETWORK_ERR: 19, ABORT_ERR: 20,
    URL_MISMATCH_ERR: 21, QUOTA_EXCEEDED_ERR: 22, TIMEOUT_ERR: 23, INVALID_NODE_TYPE_ERR: 24,
    DATA_CLONE_ERR: 25,
  };
  const names = new WeakMap();
  class DOMException extends Error {
    constructor(message = '', options = 'Error') {
      super(`${message}`);
      let name = 'Error';
      if (options !== null && typeof options === 'object') {
        if ('name' in options) name = `${options.name}`;
        if ('cause' in options) {
          Object.defineProperty(this, 'cause', {
            value: options.cause, writable: true, enumerable: false, configurable: true,
          });
        }
      } else {
        name = `${options}`;
      }
      names.set(this, name);
    }

    get name() {
      if (!names.has(this)) throw invalidThis('DOMException');
      return names.get(this);
    }

    get code() {
      if (!names.has(this)) throw invalidThis('DOMException');
      return legacyCodes[names.get(this)] || 0;
    }
  }
  setToStringTag(DOMException.prototype, 'DOMException');
  for (const key of Object.keys(constants)) {
    const desc = { value: constants[key], writable: false, enumerable: true, configurable: false };
    Object.defineProperty(DOMException, key, desc);
    Object.defineProperty(DOMException.prototype, key, desc);
  }
  return DOMException;
})();

// ---------------------------------------------------------------------------
// Event

const kType = Symbol('type');
const kTarget = Symbol('kTarget');
const kIsBeingDispatched = Symbol('kIsBeingDispatched');
const kDetail = Symbol('detail');
const kTrustEvent = Symbol('kTrustEvent');

// Per-event private state.
const eventState = new WeakMap();

function stateOfEvent(event) {
  const st = eventState.get(event);
  if (st === undefined) throw invalidThis('Event');
  return st;
}

const NONE = 0;
const CAPTURING_PHASE = 1;
const AT_TARGET = 2;
const BUBBLING_PHASE = 3;

function validateOptionsObject(options, name) {
  if (options !== null && options !== undefined &&
      (typeof options !== 'object' || Array.isArray(options))) {
    throw invalidArgType(name, 'object', options);
  }
}

class Event {
  constructor(type, options = undefined) {
    if (arguments.length === 0) throw missingArgs('type');
    validateOptionsObject(options, 'options');
    const opts = options == null ? {} : options;
    eventState.set(this, {
      bubbles: !!opts.bubbles,
      cancelable: !!opts.cancelable,
      composed: !!opts.composed,
      defaultPrevented: false,
      timestamp: now(),
      propagationStopped: false,
      stop: false,
      trusted: !!opts[kTrustEvent],
    });
    this[kType] = `${type}`;
    this[kTarget] = null;
    this[kIsBeingDispatched] = false;
  }

  initEvent(type, bubbles = false, cancelable = false) {
    if (arguments.length === 0) throw missingArgs('type');
    const st = stateOfEvent(this);
    if (this[kIsBeingDispatched]) return;
    this[kType] = `${type}`;
    st.bubbles = !!bubbles;
    st.cancelable = !!cancelable;
  }

  [kInspect](depth, options, inspectArg) {
    const st = stateOfEvent(this);
    const name = this.constructor.name;
    return inspectWith(name, {
      type: this[kType],
      defaultPrevented: st.cancelable && st.defaultPrevented,
      cancelable: st.cancelable,
      timeStamp: st.timestamp,
    }, depth, options, inspectArg);
  }

  stopImmediatePropagation() {
    const st = stateOfEvent(this);
    st.propagationStopped = true;
    st.stop = true;
  }

  preventDefault() {
    stateOfEvent(this).defaultPrevented = true;
  }

  get target() {
    stateOfEvent(this);
    return this[kTarget];
  }

  get currentTarget() {
    stateOfEvent(this);
    return this[kIsBeingDispatched] ? this[kTarget] : null;
  }

  get srcElement() {
    stateOfEvent(this);
    return this[kTarget];
  }

  get type() {
    stateOfEvent(this);
    return this[kType];
  }

  get cancelable() {
    return stateOfEvent(this).cancelable;
  }

  get defaultPrevented() {
    const st = stateOfEvent(this);
    return st.cancelable && st.defaultPrevented;
  }

  get timeStamp() {
    return stateOfEvent(this).timestamp;
  }

  composedPath() {
    stateOfEvent(this);
    return this[kIsBeingDispatched] ? [this[kTarget]] : [];
  }

  get returnValue() {
    const st = stateOfEvent(this);
    return !(st.cancelable && st.defaultPrevented);
  }

  get bubbles() {
    return stateOfEvent(this).bubbles;
  }

  get composed() {
    return stateOfEvent(this).composed;
  }

  get eventPhase() {
    stateOfEvent(this);
    return this[kIsBeingDispatched] ? AT_TARGET : NONE;
  }

  get cancelBubble() {
    return stateOfEvent(this).propagationStopped;
  }

  set cancelBubble(value) {
    stateOfEvent(this);
    if (value) this.stopPropagation();
  }

  stopPropagation() {
    stateOfEvent(this).propagationStopped = true;
  }

  get isTrusted() {
    const st = eventState.get(this);
    return st !== undefined && st.trusted;
  }
}

makeEnumerable(Event.prototype, [
  'initEvent', 'stopImmediatePropagation', 'preventDefault', 'target', 'currentTarget',
  'srcElement', 'type', 'cancelable', 'defaultPrevented', 'timeStamp', 'composedPath',
  'returnValue', 'bubbles', 'composed', 'eventPhase', 'cancelBubble', 'stopPropagation',
  'isTrusted',
]);
setToStringTag(Event.prototype, 'Event');
for (const [key, value] of [['NONE', NONE], ['CAPTURING_PHASE', CAPTURING_PHASE],
  ['AT_TARGET', AT_TARGET], ['BUBBLING_PHASE', BUBBLING_PHASE]]) {
  Object.defineProperty(Event, key, { value, writable: false, enumerable: true, configurable: false });
}

class CustomEvent extends Event {
  constructor(type, options = undefined) {
    if (arguments.length === 0) throw missingArgs('type');
    super(type, options);
    this[kDetail] = (options != null && options.detail != null) ? options.detail : null;
  }

  get detail() {
    if (!(eventState.has(this) && kDetail in this)) throw invalidThis('CustomEvent');
    return this[kDetail];
  }
}
makeEnumerable(CustomEvent.prototype, ['detail']);
setToStringTag(CustomEvent.prototype, 'CustomEvent');

// ---------------------------------------------------------------------------
// EventTarget

const kEvents = Symbol('kEvents');
const kHandlers = Symbol('kHandlers');
const kMaxEventTargetListeners = EventEmitter.kMaxEventTargetListeners;
const kMaxEventTargetListenersWarned = EventEmitter.kMaxEventTargetListenersWarned;
const kResistStopPropagation = Symbol('kResistStopPropagation');

const eventTargets = new WeakSet();

function isEventTarget(obj) {
  return (typeof obj === 'object' || typeof obj === 'function') && obj !== null &&
    eventTargets.has(obj);
}

function initEventTarget(self) {
  eventTargets.add(self);
  self[kEvents] = new Map();
  self[kMaxEventTargetListeners] = EventEmitter.defaultMaxListeners;
  self[kMaxEventTargetListenersWarned] = false;
  self[kHandlers] = new Map();
}

// One registered listener: a node of a doubly linked list hanging off a
// per-type root record. A removed node keeps its `next` pointer, so an
// in-progress dispatch that already holds it carries on from there.
class ListenerRecord {
  constructor(previous, listener, once, capture, passive, resist) {
    this.next = undefined;
    if (previous !== undefined) previous.next = this;
    this.previous = previous;
    this.listener = listener;
    this.once = Boolean(once);
    this.capture = Boolean(capture);
    this.passive = Boolean(passive);
    this.resist = Boolean(resist);
    this.removed = false;
    if (typeof listener === 'function') {
      this.callback = listener;
    } else {
      this.callback = function (...args) {
        if (listener.handleEvent) return Reflect.apply(listener.handleEvent, listener, args);
      };
    }
  }

  same(listener, capture) {
    return this.listener === listener && this.capture === Boolean(capture);
  }

  remove() {
    if (this.previous !== undefined) this.previous.next = this.next;
    if (this.next !== undefined) this.next.previous = this.previous;
    this.removed = true;
  }
}

function validateListenerOptions(options) {
  if (typeof options === 'boolean') return { capture: options };
  if (options === null) return {};
  if (options === undefined || (typeof options !== 'object' && typeof options !== 'function')) {
    if (options === undefined) return {};
    throw invalidArgType('options', 'object', options);
  }
  return {
    once: Boolean(options.once),
    capture: Boolean(options.capture),
    passive: Boolean(options.passive),
    signal: options.signal,
    resistStopPropagation: options[kResistStopPropagation] === true,
  };
}

function listenerIsValid(listener) {
  if (typeof listener === 'function' ||
      (listener != null && typeof listener.handleEvent === 'function')) {
    return true;
  }
  if (listener == null) return false;
  if (typeof listener === 'object') return true; // handleEvent is looked up lazily
  throw invalidArgType('listener', 'EventListener', listener);
}

function onNewListener(target, size, type) {
  const max = target[kMaxEventTargetListeners];
  if (max > 0 && size > max && !target[kMaxEventTargetListenersWarned]) {
    target[kMaxEventTargetListenersWarned] = true;
    const w = new Error('Possible EventTarget memory leak detected. ' +
      `${size} ${type} listeners added to ${inspect(target, { depth: -1 })}. ` +
      `MaxListeners is ${max}. Use events.setMaxListeners() to increase limit`);
    w.name = 'MaxListenersExceededWarning';
    w.target = target;
    w.type = type;
    w.count = size;
    emitWarning(w);
  }
}

function watchListenerResult(result) {
  try {
    const then = result.then;
    if (typeof then === 'function') {
      Reflect.apply(then, result, [undefined, (err) => { reportUncaught(err); }]);
    }
  } catch (err) {
    reportUncaught(err);
  }
}

function dispatchTo(target, event) {
  event[kTarget] = target;
  event[kIsBeingDispatched] = true;
  const st = eventState.get(event);
  const type = event.type;
  const root = target[kEvents].get(type);
  if (root === undefined || root.next === undefined) {
    event[kIsBeingDispatched] = false;
    return;
  }
  let handler = root.next;
  while (handler !== undefined && (root.resist || handler.passive || st.stop !== true)) {
    const next = handler.next;
    if (handler.removed || (st.stop === true && !handler.resist)) {
      handler = next;
      continue;
    }
    if (handler.once) {
      handler.remove();
      root.size--;
    }
    try {
      const result = Reflect.apply(handler.callback, target, [event]);
      // Node clears the "being dispatched" flag after every listener that
      // returns normally; later listeners see eventPhase 0 / no currentTarget.
      event[kIsBeingDispatched] = false;
      if (result !== undefined && result !== null) watchListenerResult(result);
    } catch (err) {
      reportUncaught(err);
    }
    handler = next;
  }
  event[kIsBeingDispatched] = false;
}

class EventTarget {
  constructor() {
    initEventTarget(this);
  }

  addEventListener(type, listener, options = undefined) {
    if (!isEventTarget(this)) throw invalidThis('EventTarget');
    if (arguments.length < 2) throw missingArgs('type', 'listener');
    const { once, capture, passive, signal, resistStopPropagation } =
      validateListenerOptions(options);
    validateAbortSignal(signal, 'options.signal');

    if (!listenerIsValid(listener)) {
      const w = new Error(`addEventListener called with ${listener} which has no effect.`);
      w.name = 'AddEventListenerArgumentTypeWarning';
      w.target = this;
      w.type = type;
      emitWarning(w);
      return;
    }
    type = `${type}`;

    if (signal) {
      if (signal.aborted) return;
      signal.addEventListener('abort', () => {
        this.removeEventListener(type, listener, options);
      }, { __proto__: null, once: true, [kResistStopPropagation]: true });
    }

    let root = this[kEvents].get(type);
    if (root === undefined) {
      root = { size: 1, next: undefined, resist: Boolean(resistStopPropagation) };
      new ListenerRecord(root, listener, once, capture, passive, Boolean(resistStopPropagation));
      this[kEvents].set(type, root);
      onNewListener(this, root.size, type);
      return;
    }

    let handler = root.next;
    let previous = root;
    while (handler !== undefined && !handler.same(listener, capture)) {
      previous = handler;
      handler = handler.next;
    }
    if (handler !== undefined) return; // already registered

    new ListenerRecord(previous, listener, once, capture, passive, Boolean(resistStopPropagation));
    root.size++;
    root.resist = root.resist || Boolean(resistStopPropagation);
    onNewListener(this, root.size, type);
  }

  removeEventListener(type, listener, options = undefined) {
    if (!isEventTarget(this)) throw invalidThis('EventTarget');
    if (arguments.length < 2) throw missingArgs('type', 'listener');
    if (!listenerIsValid(listener)) return;
    type = `${type}`;
    // Like Node, only an options object's `capture` is honoured here.
    const capture = options != null && options.capture === true;
    const root = this[kEvents].get(type);
    if (root === undefined || root.next === undefined) return;
    let handler = root.next;
    while (handler !== undefined) {
      if (handler.same(listener, capture)) {
        handler.remove();
        root.size--;
        if (root.size === 0) this[kEvents].delete(type);
        break;
      }
      handler = handler.next;
    }
  }

  dispatchEvent(event) {
    if (!isEventTarget(this)) throw invalidThis('EventTarget');
    if (arguments.length < 1) throw missingArgs('event');
    if (!(event instanceof Event)) throw invalidArgType('event', 'Event', event);
    if (event[kIsBeingDispatched]) {
      throw makeError(Error, 'ERR_EVENT_RECURSION',
        `The event "${event.type}" is already being dispatched`);
    }
    dispatchTo(this, event);
    return event.defaultPrevented !== true;
  }

  [kInspect](depth, options, inspectArg) {
    if (!isEventTarget(this)) throw invalidThis('EventTarget');
    return inspectWith(this.constructor.name, {}, depth, options, inspectArg);
  }
}
makeEnumerable(EventTarget.prototype, ['addEventListener', 'removeEventListener', 'dispatchEvent']);
setToStringTag(EventTarget.prototype, 'EventTarget');

function getListeners(target, type) {
  const out = [];
  const root = target[kEvents].get(`${type}`);
  let handler = root === undefined ? undefined : root.next;
  while (handler !== undefined) {
    if (!handler.removed) out.push(handler.listener);
    handler = handler.next;
  }
  return out;
}

// `on<event>` attribute handlers: the first assignment (whatever the value)
// registers a wrapper listener that keeps its place in the listener order.
function defineEventHandler(proto, name) {
  const type = name;
  Object.defineProperty(proto, `on${name}`, {
    get: {
      [`get on${name}`]() {
        const handlers = this[kHandlers];
        const wrapper = handlers && handlers.get(type);
        return wrapper && wrapper.handler != null ? wrapper.handler : null;
      },
    }[`get on${name}`],
    set: {
      [`set on${name}`](value) {
        if (!this[kHandlers]) this[kHandlers] = new Map();
        let wrapper = this[kHandlers].get(type);
        if (wrapper) {
          wrapper.handler = value;
        } else {
          wrapper = function eventHandler(...args) {
            if (typeof eventHandler.handler !== 'function') return;
            return Reflect.apply(eventHandler.handler, this, args);
          };
          wrapper.handler = value;
          this.addEventListener(type, wrapper);
        }
        this[kHandlers].set(type, wrapper);
      },
    }[`set on${name}`],
    enumerable: true,
    configurable: true,
  });
}

// ---------------------------------------------------------------------------
// AbortSignal / AbortController

const kAborted = Symbol('kAborted');
const kReason = Symbol('kReason');
const kComposite = Symbol('kComposite');
const kDontThrow = Symbol('kDontThrow');

const dependants = new WeakMap(); // source signal -> array of composite signals
const sources = new WeakMap(); // composite signal -> array of source signals
const abortSignals = new WeakSet();

function checkSignal(self) {
  if (!abortSignals.has(self)) throw invalidThis('AbortSignal');
}

function abortSignal(signal, reason) {
  if (signal[kAborted]) return;
  signal[kAborted] = true;
  signal[kReason] = reason;
  const event = new Event('abort', { [kTrustEvent]: true });
  signal.dispatchEvent(event);
  const deps = dependants.get(signal);
  if (deps !== undefined) {
    dependants.delete(signal);
    for (const dep of deps) abortSignal(dep, reason);
  }
}

function addNumericalSeparator(val) {
  let res = '';
  let i = val.length;
  const start = val[0] === '-' ? 1 : 0;
  for (; i >= start + 4; i -= 3) res = `_${val.slice(i - 3, i)}${res}`;
  return `${val.slice(0, i)}${res}`;
}

function outOfRange(name, range, value) {
  const received = Number.isInteger(value) && Math.abs(value) > 2 ** 32 ?
    addNumericalSeparator(String(value)) : inspect(value);
  return makeError(RangeError, 'ERR_OUT_OF_RANGE',
    `The value of "${name}" is out of range. It must be ${range}. Received ${received}`);
}

function validateUint32(value, name) {
  if (typeof value !== 'number') throw invalidArgType(name, 'number', value);
  if (!Number.isInteger(value)) throw outOfRange(name, 'an integer', value);
  if (value < 0 || value > 4294967295) throw outOfRange(name, '>= 0 && <= 4294967295', value);
}

class AbortSignal extends EventTarget {
  constructor(key = undefined, composite = false) {
    if (key !== kDontThrow) throw makeError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
    super();
    abortSignals.add(this);
    this[kAborted] = false;
    this[kReason] = undefined;
    this[kComposite] = composite;
  }

  get aborted() {
    checkSignal(this);
    return !!this[kAborted];
  }

  get reason() {
    checkSignal(this);
    return this[kReason];
  }

  throwIfAborted() {
    checkSignal(this);
    if (this[kAborted]) throw this[kReason];
  }

  static abort(reason = new DOMException('This operation was aborted', 'AbortError')) {
    const signal = new AbortSignal(kDontThrow);
    signal[kAborted] = true;
    signal[kReason] = reason;
    return signal;
  }

  static timeout(delay) {
    validateUint32(delay, 'delay');
    const signal = new AbortSignal(kDontThrow);
    if (typeof globalThis.setTimeout === 'function') {
      const timer = globalThis.setTimeout(() => {
        abortSignal(signal, new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
      }, delay);
      if (timer && typeof timer.unref === 'function') timer.unref();
    }
    return signal;
  }

  static any(signals) {
    if (!Array.isArray(signals)) throw invalidArgType('signals', 'Array', signals);
    for (let i = 0; i < signals.length; i++) {
      validateAbortSignal(signals[i], `signals[${i}]`);
      if (signals[i] === undefined) throw invalidArgType(`signals[${i}]`, 'AbortSignal', undefined);
    }
    const result = new AbortSignal(kDontThrow, true);
    if (signals.length === 0) return result;
    for (const signal of signals) {
      if (signal.aborted) {
        result[kAborted] = true;
        result[kReason] = signal.reason;
        return result;
      }
    }
    const mine = [];
    sources.set(result, mine);
    const link = (source) => {
      if (mine.includes(source)) return;
      mine.push(source);
      let list = dependants.get(source);
      if (list === undefined) dependants.set(source, list = []);
      list.push(result);
    };
    for (const signal of signals) {
      if (!signal[kComposite]) link(signal);
      else for (const source of sources.get(signal) || []) link(source);
    }
    return result;
  }

  [kInspect](depth, options, inspectArg) {
    return inspectObjectWith(this, { aborted: this.aborted }, depth, options, inspectArg);
  }
}
defineEventHandler(AbortSignal.prototype, 'abort');
makeEnumerable(AbortSignal.prototype, ['aborted']);
setToStringTag(AbortSignal.prototype, 'AbortSignal');

const controllerSignals = new WeakMap();

function signalOf(controller) {
  const signal = controllerSignals.get(controller);
  if (signal === undefined) throw invalidThis('AbortController');
  return signal;
}

class AbortController {
  constructor() {
    controllerSignals.set(this, new AbortSignal(kDontThrow));
  }

  get signal() {
    return signalOf(this);
  }

  abort(reason = new DOMException('This operation was aborted', 'AbortError')) {
    abortSignal(signalOf(this), reason);
  }

  [kInspect](depth, options, inspectArg) {
    return inspectObjectWith(this, { signal: this.signal }, depth, options, inspectArg);
  }
}
makeEnumerable(AbortController.prototype, ['signal', 'abort']);
setToStringTag(AbortController.prototype, 'AbortController');

module.exports = { EventTarget, Event, CustomEvent, AbortController, AbortSignal, DOMException };

// Internal hooks used by events.js (getEventListeners, setMaxListeners...).
Object.defineProperty(module.exports, Symbol.for('evloop.event_target.internals'), {
  value: { isEventTarget, getListeners, kResistStopPropagation },
  enumerable: false,
});
