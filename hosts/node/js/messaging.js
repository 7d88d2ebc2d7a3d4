// structuredClone and MessageChannel/MessagePort for evloop's Node host (loaded on first
// use). Messages are delivered in the poll phase (a uv_async in Node); an open, started
// port keeps the loop alive.
'use strict';
const { binding, setImmediate } = require('./internals.js');
const { EventTarget, Event } = require('./event_target.js');
const global = globalThis;

// structuredClone: the HTML structured-clone algorithm for the common types.
function structuredClone(value) {
  const seen = new Map();
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
    } else if (ArrayBuffer.isView(v)) out = new v.constructor(v);
    else if (v instanceof ArrayBuffer) out = v.slice(0);
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
  return clone(value);
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
  postMessage(message) {
    const peer = this[kPeer];
    if (this[kClosed] || !peer || peer[kClosed]) return;
    const data = structuredClone(message);
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

module.exports = { structuredClone, MessageChannel, MessagePort, MessageEvent };
