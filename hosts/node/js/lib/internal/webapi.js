'use strict';

// BroadcastChannel as Node v20 has it. A message goes to every other open channel of the
// same name that exists when it is posted, cloned, and is delivered in the poll phase
// like a MessagePort's (an open channel keeps the loop alive, as Node's does).

const { binding } = require('./internals.js');
const {
  missingArgs, invalidThis, inspectAs, setToStringTag, makeEnumerable,
} = require('./internal/node_errors.js');
const { EventTarget } = require('./internal/event_target.js');

const kInspect = Symbol.for('nodejs.util.inspect.custom');

// ------------------------------------------------------------------ BroadcastChannel

const channels = new Map(); // name -> Set of open channels
const kName = Symbol('kName');
const kClosed = Symbol('kClosed');
const kQueue = Symbol('kQueue');
const kRefed = Symbol('kRefed');
const kOnMessage = Symbol('kOnMessage');
const kOnMessageError = Symbol('kOnMessageError');

function lazyDOMException(message, name) {
  return new (require('./internal/event_target.js').DOMException)(message, name);
}

function deliver(channel) {
  if (channel[kClosed] || channel[kQueue].length === 0) return;
  const data = channel[kQueue].shift();
  const { MessageEvent } = require('./internal/worker/io.js');
  channel.dispatchEvent(new MessageEvent('message', { data }));
}

class BroadcastChannel extends EventTarget {
  constructor(name) {
    if (arguments.length === 0) throw missingArgs('name');
    super();
    this[kName] = `${name}`;
    this[kClosed] = false;
    this[kQueue] = [];
    this[kRefed] = true;
    this[kOnMessage] = null;
    this[kOnMessageError] = null;
    let set = channels.get(this[kName]);
    if (set === undefined) channels.set(this[kName], set = new Set());
    set.add(this);
    binding.portRef(1);
  }

  get name() {
    if (!this || this[kName] === undefined) throw invalidThis('BroadcastChannel');
    return this[kName];
  }

  close() {
    if (!this || this[kName] === undefined) throw invalidThis('BroadcastChannel');
    if (this[kClosed]) return;
    this[kClosed] = true;
    this[kQueue] = [];
    const set = channels.get(this[kName]);
    if (set) {
      set.delete(this);
      if (set.size === 0) channels.delete(this[kName]);
    }
    this.unref();
  }

  postMessage(message) {
    if (!this || this[kName] === undefined) throw invalidThis('BroadcastChannel');
    if (arguments.length === 0) throw missingArgs('message');
    if (this[kClosed]) throw lazyDOMException('BroadcastChannel is closed.', 'InvalidStateError');
    const { structuredClone } = require('./internal/worker/io.js');
    const data = structuredClone(message);
    const set = channels.get(this[kName]);
    if (!set) return;
    for (const other of Array.from(set)) {
      if (other === this) continue;
      other[kQueue].push(structuredClone(data));
      binding.portPost(deliver, other);
    }
  }

  ref() {
    if (!this[kRefed] && !this[kClosed]) { this[kRefed] = true; binding.portRef(1); }
    return this;
  }

  unref() {
    if (this[kRefed]) { this[kRefed] = false; binding.portRef(-1); }
    return this;
  }

  get onmessage() { return this[kOnMessage]; }

  set onmessage(fn) {
    if (this[kOnMessage]) this.removeEventListener('message', this[kOnMessage]);
    this[kOnMessage] = typeof fn === 'function' ? fn : null;
    if (this[kOnMessage]) this.addEventListener('message', this[kOnMessage]);
  }

  get onmessageerror() { return this[kOnMessageError]; }

  set onmessageerror(fn) {
    if (this[kOnMessageError]) this.removeEventListener('messageerror', this[kOnMessageError]);
    this[kOnMessageError] = typeof fn === 'function' ? fn : null;
    if (this[kOnMessageError]) this.addEventListener('messageerror', this[kOnMessageError]);
  }

  [kInspect](depth, options, inspect) {
    return inspectAs('BroadcastChannel', this, { name: this[kName], active: !this[kClosed] },
      depth, options, inspect);
  }
}
makeEnumerable(BroadcastChannel.prototype, ['name', 'close', 'postMessage', 'onmessage', 'onmessageerror']);
setToStringTag(BroadcastChannel.prototype, 'BroadcastChannel');

module.exports = { BroadcastChannel };
