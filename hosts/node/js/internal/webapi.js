'use strict';

// Blob, File and BroadcastChannel as Node v20 has them. A Blob keeps its parts (a nested
// Blob's parts are its own), because Node's reader takes two microtasks per part:
// arrayBuffer() of an n-part Blob resolves 2n-1 microtasks after the call (an empty
// Blob's at once) and text() one later. A BroadcastChannel message goes to
// every other open channel of the same name that exists when it is posted, cloned, and
// is delivered in the poll phase like a MessagePort's (an open channel keeps the loop
// alive, as Node's does).

const { binding } = require('./internals.js');
const { makeError, invalidArgType, invalidArgValue, missingArgs, invalidThis } = require('./internal/node_errors.js');
const { EventTarget } = require('./event_target.js');
const natives = require('./natives.js');

const kInspect = Symbol.for('nodejs.util.inspect.custom');

function inspectAs(name, self, obj, depth, options, inspect) {
  if (depth < 0) return self;
  const opts = Object.assign({}, options, {
    depth: options.depth == null ? options.depth : options.depth - 1,
  });
  return `${name} ${inspect(obj, opts)}`;
}
function setToStringTag(proto, tag) {
  Object.defineProperty(proto, Symbol.toStringTag, { value: tag, configurable: true });
}
function makeEnumerable(proto, names) {
  for (const name of names) {
    const desc = Object.getOwnPropertyDescriptor(proto, name);
    desc.enumerable = true;
    Object.defineProperty(proto, name, desc);
  }
}

// ------------------------------------------------------------------ Blob

const kParts = Symbol('kParts');
const kSize = Symbol('kSize');
const kType = Symbol('kType');

function isBlob(v) {
  return v != null && typeof v === 'object' && Array.isArray(v[kParts]);
}

function normalizeType(type) {
  const s = `${type}`;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7E) return '';
  }
  return s.toLowerCase();
}

function partBytes(part, native) {
  if (part instanceof ArrayBuffer) return new Uint8Array(part.slice(0));
  if (ArrayBuffer.isView(part)) {
    return new Uint8Array(part.buffer.slice(part.byteOffset, part.byteOffset + part.byteLength));
  }
  let s = `${part}`;
  if (native) s = s.replace(/\r\n|\r/g, '\n');
  return natives.utf8Encode(s);
}

class Blob {
  constructor(sources = [], options) {
    if (sources === null || typeof sources !== 'object' || typeof sources[Symbol.iterator] !== 'function') {
      throw makeError(TypeError, 'ERR_INVALID_ARG_TYPE',
        `The "sources" argument must be a sequence.${describe(sources)}`);
    }
    if (options !== undefined && options !== null && typeof options !== 'object') {
      throw makeError(TypeError, 'ERR_INVALID_ARG_TYPE',
        `The "options" argument must be a dictionary.${describe(options)}`);
    }
    const { type = '', endings = 'transparent' } = options || {};
    const ending = `${endings}`;
    if (ending !== 'transparent' && ending !== 'native') {
      throw invalidArgValue('options.endings', endings, 'is invalid');
    }
    const parts = [];
    let length = 0;
    for (const part of sources) {
      const list = isBlob(part) ? part[kParts] : [partBytes(part, ending === 'native')];
      for (const bytes of list) {
        parts.push(bytes);
        length += bytes.length;
      }
    }
    this[kParts] = parts;
    this[kSize] = length;
    this[kType] = normalizeType(type);
  }

  get type() {
    if (!isBlob(this)) throw invalidThis('Blob');
    return this[kType];
  }

  get size() {
    if (!isBlob(this)) throw invalidThis('Blob');
    return this[kSize];
  }

  slice(start = 0, end = undefined, contentType = '') {
    if (!isBlob(this)) throw invalidThis('Blob');
    const size = this[kSize];
    const rel = (v, dflt) => {
      if (v === undefined) return dflt;
      const n = Math.trunc(Number(v)) || 0;
      return n < 0 ? Math.max(size + n, 0) : Math.min(n, size);
    };
    const from = rel(start, 0);
    const to = rel(end, size);
    const out = new Blob([], { type: contentType });
    const parts = [];
    let pos = 0;
    for (const part of this[kParts]) {
      const end = pos + part.length;
      if (end > from && pos < to) parts.push(part.subarray(Math.max(from - pos, 0), Math.min(to, end) - pos));
      pos = end;
    }
    out[kParts] = parts;
    out[kSize] = Math.max(0, to - from);
    return out;
  }

  arrayBuffer() {
    if (!isBlob(this)) return Promise.reject(invalidThis('Blob'));
    const parts = this[kParts];
    const all = new Uint8Array(this[kSize]);
    let at = 0;
    for (const p of parts) { all.set(p, at); at += p.length; }
    return new Promise((resolve) => {
      let hops = Math.max(0, 2 * parts.length - 1);
      const step = () => {
        if (hops === 0) resolve(all.buffer);
        else { hops--; queueMicrotask(step); }
      };
      step();
    });
  }

  [kInspect](depth, options, inspect) {
    return inspectAs(this.constructor.name, this, { size: this.size, type: this.type }, depth, options, inspect);
  }
}
// text() as an async function awaiting arrayBuffer(): one more tick, as Node's.
Object.defineProperty(Blob.prototype, 'text', {
  value: async function text() {
    if (!isBlob(this)) throw invalidThis('Blob');
    return natives.utf8Decode(new Uint8Array(await this.arrayBuffer()));
  },
  writable: true,
  configurable: true,
});
makeEnumerable(Blob.prototype, ['type', 'size', 'slice', 'arrayBuffer', 'text']);
setToStringTag(Blob.prototype, 'Blob');

function describe(v) {
  return require('./internal/node_errors.js').describeReceived(v);
}

const kName = Symbol('kName');
const kLastModified = Symbol('kLastModified');
class File extends Blob {
  constructor(fileBits, fileName, options = {}) {
    if (arguments.length < 2) throw missingArgs('fileBits', 'fileName');
    super(fileBits, options);
    const { lastModified } = options || {};
    this[kName] = `${fileName}`;
    this[kLastModified] = lastModified !== undefined ? (Number(lastModified) || 0) : Date.now();
  }

  get name() {
    if (!this || this[kName] === undefined) throw invalidThis('File');
    return this[kName];
  }

  get lastModified() {
    if (!this || this[kName] === undefined) throw invalidThis('File');
    return this[kLastModified];
  }

  [kInspect](depth, options, inspect) {
    return inspectAs('File', this, {
      size: this.size, type: this.type, name: this.name, lastModified: this.lastModified,
    }, depth, options, inspect);
  }
}
makeEnumerable(File.prototype, ['name', 'lastModified']);
setToStringTag(File.prototype, 'File');

// ------------------------------------------------------------------ BroadcastChannel

const channels = new Map(); // name -> Set of open channels
const kClosed = Symbol('kClosed');
const kQueue = Symbol('kQueue');
const kRefed = Symbol('kRefed');
const kOnMessage = Symbol('kOnMessage');
const kOnMessageError = Symbol('kOnMessageError');

function lazyDOMException(message, name) {
  return new (require('./event_target.js').DOMException)(message, name);
}

function deliver(channel) {
  if (channel[kClosed] || channel[kQueue].length === 0) return;
  const data = channel[kQueue].shift();
  const { MessageEvent } = require('./messaging.js');
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
    const { structuredClone } = require('./messaging.js');
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

module.exports = { Blob, File, BroadcastChannel };
