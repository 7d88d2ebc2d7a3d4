'use strict';

// CompressionStream and DecompressionStream of node 20: a readable/writable pair over a
// node:zlib stream ('gzip', 'deflate' or 'deflate-raw'), as node builds them from a
// Duplex; the bytes go through the thread pool as the zlib stream's do.

const {
  invalidArgValue, invalidThis, setToStringTag, inspectAs, makeEnumerable,
} = require('./internal/node_errors.js');

const kInspect = Symbol.for('nodejs.util.inspect.custom');
const kPair = Symbol('kPair');

function makeStreamPair(self, format, kind) {
  const zlib = require('./zlib.js');
  const { newReadableWritablePairFromDuplex } = require('./internal/webstreams/adapters.js');
  let duplex;
  switch (format) {
    case 'deflate': duplex = kind === 'compress' ? zlib.createDeflate() : zlib.createInflate(); break;
    case 'deflate-raw': duplex = kind === 'compress' ? zlib.createDeflateRaw() : zlib.createInflateRaw(); break;
    case 'gzip': duplex = kind === 'compress' ? zlib.createGzip() : zlib.createGunzip(); break;
    default: throw invalidArgValue('format', format, 'is invalid');
  }
  self[kPair] = newReadableWritablePairFromDuplex(duplex);
}

function defineClass(name, kind) {
  const Class = {
    [name]: class {
      constructor(format) {
        makeStreamPair(this, format, kind);
      }

      get readable() {
        if (!this || this[kPair] === undefined || !(this instanceof Class)) throw invalidThis(name);
        return this[kPair].readable;
      }

      get writable() {
        if (!this || this[kPair] === undefined || !(this instanceof Class)) throw invalidThis(name);
        return this[kPair].writable;
      }

      [kInspect](depth, options, inspect) {
        return inspectAs(name, this, { readable: this.readable, writable: this.writable }, depth, options, inspect);
      }
    },
  }[name];
  makeEnumerable(Class.prototype, ['readable', 'writable']);
  Object.defineProperty(Class.prototype, kInspect, { enumerable: false });
  setToStringTag(Class.prototype, name);
  return Class;
}

const CompressionStream = defineClass('CompressionStream', 'compress');
const DecompressionStream = defineClass('DecompressionStream', 'decompress');

module.exports = { CompressionStream, DecompressionStream };
