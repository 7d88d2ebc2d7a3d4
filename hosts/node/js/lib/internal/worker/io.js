// structuredClone and MessageChannel/MessagePort for evloop's Node host (loaded on first
// use). Messages are delivered in the poll phase (a uv_async in Node); an open, started
// port keeps the loop alive.
'use strict';
const { binding, setImmediate } = require('./internals.js');
const { EventTarget, Event } = require('./internal/event_target.js');
const global = globalThis;

const natives = require('./natives.js');

function codedTypeError(code, message) {
  const { makeError } = require('./internal/node_errors.js');
  return makeError(TypeError, code, message);
}

// The transfer list of structuredClone(value, { transfer }) or postMessage(value, list):
// each ArrayBuffer gets a copy its clone is made over (the original is detached once
// the clone has succeeded) and each MessagePort a new port that takes its place.
function readTransfer(list) {
  const out = new Map();
  if (list === undefined) return out;
  if (list === null || typeof list !== 'object' || typeof list[Symbol.iterator] !== 'function') {
    throw codedTypeError('ERR_INVALID_ARG_TYPE', 'Optional transferList argument must be an iterable');
  }
  for (const item of list) {
    if (item instanceof ArrayBuffer) {
      if (out.has(item)) throw dataCloneError('Transfer list contains duplicate ArrayBuffer');
      let copy;
      try { copy = item.slice(0); } catch { copy = new ArrayBuffer(0); } // already detached
      out.set(item, copy);
    } else if (item instanceof MessagePort) {
      if (out.has(item)) throw dataCloneError('Transfer list contains duplicate MessagePort');
      out.set(item, null);
    } else {
      throw codedTypeError('ERR_INVALID_TRANSFER_OBJECT', 'Found invalid object in transferList');
    }
  }
  return out;
}

function dataCloneError(message) {
  if (typeof global.DOMException === 'function') return new global.DOMException(message, 'DataCloneError');
  const e = new Error(message);
  e.name = 'DataCloneError';
  return e;
}

// The global structuredClone(value, options).
function structuredCloneGlobal(value, options) {
  if (arguments.length === 0) throw codedTypeError('ERR_MISSING_ARGS', 'The value argument must be specified');
  if (options !== undefined && (options === null || typeof options !== 'object')) {
    throw codedTypeError('ERR_INVALID_ARG_TYPE', 'The options argument must be either an object or undefined');
  }
  return structuredClone(value, options === undefined ? undefined : options.transfer);
}

// structuredClone: the HTML structured-clone algorithm for the common types.
function structuredClone(value, transferList) {
  const transfer = readTransfer(transferList);
  const seen = new Map();
  for (const [item, copy] of transfer) if (copy !== null) seen.set(item, copy);
  const dataCloneError = (v) => {
    const message = `${typeof v === 'function' ? v.toString() : String(v)} could not be cloned.`;
    if (typeof global.DOMException === 'function') return new global.DOMException(message, 'DataCloneError');
    const e = new Error(message);
    e.name = 'DataCloneError';
    return e;
  };
  function clone(v) {
    if (typeof v === 'symbol' || typeof v === 'function') throw dataCloneError(v);
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v)) return seen.get(v);
    let out;
    if (Array.isArray(v)) {
      out = new Array(v.length);
      seen.set(v, out);
      for (const k of Object.keys(v)) out[k] = clone(v[k]);
      return out;
    }
    if (v instanceof Date) out = new Date(v.getTime());
    else if (v instanceof RegExp) out = new RegExp(v.source, v.flags);
    else if (v instanceof Map) {
      out = new Map(); seen.set(v, out);
      for (const [k, x] of v) out.set(clone(k), clone(x));
      return out;
    } else if (v instanceof Set) {
      out = new Set(); seen.set(v, out);
      for (const x of v) out.add(clone(x));
      return out;
    } else if (v instanceof Error) {
      const Ctor = { EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError }[v.name] || Error;
      out = new Ctor(v.message);
      seen.set(v, out);
      if ('cause' in v) out.cause = clone(v.cause);
      return out;
    } else if (ArrayBuffer.isView(v)) {
      const buffer = transfer.get(v.buffer);
      if (buffer) {
        const per = v.BYTES_PER_ELEMENT || 1;
        out = new v.constructor(buffer, v.byteOffset, v.byteLength / per);
      } else {
        out = new v.constructor(v);
      }
    } else if (v instanceof ArrayBuffer) out = v.slice(0);
    else if (v instanceof MessagePort) {
      if (!transfer.has(v)) {
        throw codedTypeError('ERR_MISSING_TRANSFERABLE_IN_TRANSFER_LIST',
          'Object that needs transfer was found in message but not listed in transferList');
      }
      out = movePort(v);
      transfer.set(v, out);
    }
    else if (v instanceof Boolean || v instanceof Number || v instanceof String) out = Object(v.valueOf());
    else if (v instanceof Promise || v instanceof WeakMap || v instanceof WeakSet) throw dataCloneError(v);
    else {
      out = {};
      seen.set(v, out);
      for (const k of Object.keys(v)) out[k] = clone(v[k]);
      return out;
    }
    seen.set(v, out);
    return out;
  }
  const result = clone(value);
  for (const [item, copy] of transfer) {
    if (item instanceof ArrayBuffer) natives.detachArrayBuffer(item);
    else if (copy === null) movePort(item);
  }
  return result;
}

// MessageChannel / MessagePort: messages are delivered in the poll phase (a uv_async
// in Node); an open, started port keeps the loop alive.
const kPeer = Symbol('kPeer');
const kStarted = Symbol('kStarted');
const kClosed = Symbol('kClosed');
const kQueue = Symbol('kQueue');
const kRefedPort = Symbol('kRefedPort');
const kOnMessage = Symbol('kOnMessage');
const kWrapped = Symbol('kWrapped');
class MessageEvent extends Event {
  constructor(type, init = {}) {
    super(type);
    this.data = init.data;
    this.ports = [];
  }
}
class MessagePort extends EventTarget {
  constructor() {
    super();
    this[kPeer] = null;
    this[kStarted] = false;
    this[kClosed] = false;
    this[kQueue] = [];
    this[kRefedPort] = false;
    this[kOnMessage] = null;
    this[kWrapped] = [];
  }
  postMessage(message, transfer) {
    const list = transfer !== null && typeof transfer === 'object' && !Array.isArray(transfer) &&
      typeof transfer[Symbol.iterator] !== 'function' ? transfer.transfer : transfer;
    const peer = this[kPeer];
    const data = structuredClone(message, list);
    if (this[kClosed] || !peer || peer[kClosed]) return;
    peer[kQueue].push(data);
    if (peer[kStarted]) binding.portPost(deliver, peer);
  }
  start() {
    if (this[kStarted] || this[kClosed]) return;
    this[kStarted] = true;
    this.ref();
    for (let i = 0; i < this[kQueue].length; i++) binding.portPost(deliver, this);
  }
  close() {
    if (this[kClosed]) return;
    const peer = this[kPeer];
    this[kClosed] = true;
    this.unref();
    this[kQueue] = [];
    setImmediate(() => this.dispatchEvent(new Event('close')));
    if (peer && !peer[kClosed]) peer.close();
  }
  ref() { if (!this[kRefedPort] && this[kStarted] && !this[kClosed]) { this[kRefedPort] = true; binding.portRef(1); } return this; }
  unref() { if (this[kRefedPort]) { this[kRefedPort] = false; binding.portRef(-1); } return this; }
  hasRef() { return this[kRefedPort]; }
  // Node's ports are NodeEventTargets: on('message', fn) gets the data and starts
  // the port, like setting onmessage.
  on(type, listener) {
    const wrapped = type === 'message' ? (ev) => listener.call(this, ev.data) : (ev) => listener.call(this, ev);
    wrapped.listener = listener;
    this[kWrapped].push([type, listener, wrapped]);
    this.addEventListener(type, wrapped);
    if (type === 'message') this.start();
    return this;
  }
  addListener(type, listener) { return this.on(type, listener); }
  once(type, listener) {
    const self = this;
    function one(...args) { self.off(type, one); return listener.apply(this, args); }
    return this.on(type, one);
  }
  off(type, listener) {
    const list = this[kWrapped];
    const i = list.findIndex(([t, l]) => t === type && l === listener);
    if (i >= 0) { this.removeEventListener(type, list[i][2]); list.splice(i, 1); }
    return this;
  }
  removeListener(type, listener) { return this.off(type, listener); }
  get onmessage() { return this[kOnMessage]; }
  set onmessage(fn) {
    if (this[kOnMessage]) this.removeEventListener('message', this[kOnMessage]);
    this[kOnMessage] = typeof fn === 'function' ? fn : null;
    if (this[kOnMessage]) {
      this.addEventListener('message', this[kOnMessage]);
      this.start();
    }
  }
}
// A port that is transferred: a new port takes its place at its peer, with the
// messages queued for it; the old one is closed without a 'close' event.
function movePort(port) {
  const moved = new MessagePort();
  const peer = port[kPeer];
  moved[kPeer] = peer;
  if (peer) peer[kPeer] = moved;
  moved[kQueue] = port[kQueue];
  port[kQueue] = [];
  port[kPeer] = null;
  port[kClosed] = true;
  port.unref();
  return moved;
}

function deliver(port) {
  if (port[kClosed] || port[kQueue].length === 0) return;
  const data = port[kQueue].shift();
  port.dispatchEvent(new MessageEvent('message', { data }));
}
class MessageChannel {
  constructor() {
    this.port1 = new MessagePort();
    this.port2 = new MessagePort();
    this.port1[kPeer] = this.port2;
    this.port2[kPeer] = this.port1;
  }
}

module.exports = { structuredClone: structuredCloneGlobal, MessageChannel, MessagePort, MessageEvent };
