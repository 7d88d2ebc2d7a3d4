'use strict';

// Blob and File as Node v20 has them. A Blob keeps its parts (a nested Blob's parts are
// its own), because Node's reader takes two microtasks per part: arrayBuffer() of an
// n-part Blob resolves 2n-1 microtasks after the call (an empty Blob's at once) and
// text() one later.

const {
  makeError, invalidArgValue, missingArgs, invalidThis, describeReceived, inspectAs,
  setToStringTag, makeEnumerable,
} = require('./internal/node_errors.js');
const natives = require('./natives.js');

const kInspect = Symbol.for('nodejs.util.inspect.custom');

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
// bytes(): arrayBuffer()'s bytes as a Uint8Array, one tick later (node 20.16+).
Object.defineProperty(Blob.prototype, 'bytes', {
  value: async function bytes() {
    if (!isBlob(this)) throw invalidThis('Blob');
    return new Uint8Array(await this.arrayBuffer());
  },
  writable: true,
  configurable: true,
});
// A byte stream of the Blob's parts, one part a pull (node reads a Blob part by part).
function stream() {
  if (!isBlob(this)) throw invalidThis('Blob');
  const parts = this[kParts].slice();
  const { ReadableStream } = require('./internal/webstreams/readablestream.js');
  return new ReadableStream({
    type: 'bytes',
    pull(controller) {
      while (parts.length > 0 && parts[0].length === 0) parts.shift();
      if (parts.length === 0) {
        controller.close();
        if (controller.byobRequest) controller.byobRequest.respond(0);
        return;
      }
      controller.enqueue(new Uint8Array(parts.shift()));
    },
  }, { highWaterMark: 0 });
}
Object.defineProperty(Blob.prototype, 'stream', { value: stream, writable: true, configurable: true });
makeEnumerable(Blob.prototype, ['type', 'size', 'slice', 'arrayBuffer', 'text', 'stream']);
setToStringTag(Blob.prototype, 'Blob');

function describe(v) {
  return describeReceived(v);
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

module.exports = { Blob, File };
