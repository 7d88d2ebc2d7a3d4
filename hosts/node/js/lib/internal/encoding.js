'use strict';

// TextEncoder and TextDecoder as Node v20 has them (lib/internal/encoding.js with its full
// ICU): every WHATWG encoding but "replacement" and "x-user-defined". The classes are the
// engine's shared core (hosts/engine/js/web/encoding.js, `internal/web/encoding` here);
// this module gives them node's errors and inspection. The bytes are decoded by the host
// (encoding_rs, `binding.webTextDecode`); the latin1 labels (windows-1252) map each byte to
// the code point of the same number, as Node 20's decoder does (not the WHATWG table for
// 0x80-0x9F).

const { binding } = require('./internals.js');
const natives = require('./natives.js');
const {
  makeError, invalidArgType, invalidThis, validateString,
} = require('./internal/node_errors.js');

const kInspect = Symbol.for('nodejs.util.inspect.custom');
const kEncoder = Symbol('encoder');
const kDecoder = Symbol('decoder');

function isUint8Array(v) {
  return ArrayBuffer.isView(v) && Object.prototype.toString.call(v) === '[object Uint8Array]';
}

// Node 20's message names the argument "list" (Buffer.concat's wording).
function listError() {
  return makeError(TypeError, 'ERR_INVALID_ARG_TYPE',
    'The "list" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView.');
}

const { TextEncoder, TextDecoder } = require('./internal/web/encoding.js')({
  ops: {
    encodingName: binding.webEncodingName,
    decoderId: binding.webTextDecoderId,
    decode: binding.webTextDecode,
    utf8Encode: natives.utf8Encode,
    utf8Write: natives.utf8Write,
  },
  latin1Bytes: true,
  supported: (name) => name !== 'replacement' && name !== 'x-user-defined',
  // As node's own instances, each carries its symbol.
  mark(self, kind, state) {
    self[kind === 'encoder' ? kEncoder : kDecoder] = state;
  },
  errors: {
    invalidThis,
    // Node looks a label up, then asks ICU for a converter: a label of the
    // "replacement" encoding fails at the second step, under the encoding's name.
    unsupported(label, name) {
      const shown = name === 'replacement' ? name : label;
      return makeError(RangeError, 'ERR_ENCODING_NOT_SUPPORTED', `The "${shown}" encoding is not supported`);
    },
    options(options) {
      if (options !== null && typeof options !== 'object' && typeof options !== 'function') {
        throw invalidArgType('options', 'object', options);
      }
    },
    encodeIntoArgs([src, dest]) {
      validateString(src, 'src');
      if (!dest || !isUint8Array(dest)) throw invalidArgType('dest', 'Uint8Array', dest);
      return [src, dest];
    },
    notBytes: listError,
    invalidData: (name) => makeError(TypeError, 'ERR_ENCODING_INVALID_ENCODED_DATA',
      `The encoded data was not valid for encoding ${name}`),
  },
});

const hidden = (value) => ({ value, writable: true, enumerable: false, configurable: true });

Object.defineProperty(TextEncoder.prototype, kInspect, hidden(function inspect(depth, opts, inspect) {
  if (typeof depth === 'number' && depth < 0) return this;
  const obj = Object.create({ constructor: TextEncoder });
  obj.encoding = this.encoding;
  return inspect(obj, opts);
}));

Object.defineProperty(TextDecoder.prototype, kInspect, hidden(function inspect(depth, opts, inspect) {
  if (typeof depth === 'number' && depth < 0) return this;
  const obj = Object.create({ constructor: TextDecoder });
  obj.encoding = this.encoding;
  obj.fatal = this.fatal;
  obj.ignoreBOM = this.ignoreBOM;
  return `TextDecoder ${inspect(obj, opts)}`;
}));

module.exports = { TextEncoder, TextDecoder };
