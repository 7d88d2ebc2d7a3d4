'use strict';

// TextEncoder and TextDecoder as Node v20 has them (lib/internal/encoding.js with its full
// ICU): every WHATWG encoding but "replacement" and "x-user-defined". The bytes are
// decoded by the host (encoding_rs, `binding.textDecode`); the latin1 labels
// (windows-1252) map each byte to the code point of the same number, as Node 20's
// decoder does (not the WHATWG table for 0x80-0x9F).

const { binding } = require('./internals.js');
const natives = require('./natives.js');
const {
  makeError, invalidArgType, invalidThis, validateString, setToStringTag, makeEnumerable,
} = require('./internal/node_errors.js');

const kInspect = Symbol.for('nodejs.util.inspect.custom');
const kEncoder = Symbol('encoder');
const kDecoder = Symbol('decoder');

function isUint8Array(v) {
  return ArrayBuffer.isView(v) && Object.prototype.toString.call(v) === '[object Uint8Array]';
}

class TextEncoder {
  constructor() {
    this[kEncoder] = true;
  }

  get encoding() {
    if (!this || this[kEncoder] !== true) throw invalidThis('TextEncoder');
    return 'utf-8';
  }

  encode(input = '') {
    if (!this || this[kEncoder] !== true) throw invalidThis('TextEncoder');
    return natives.utf8Encode(`${input}`);
  }

  encodeInto(src, dest) {
    if (!this || this[kEncoder] !== true) throw invalidThis('TextEncoder');
    validateString(src, 'src');
    if (!dest || !isUint8Array(dest)) throw invalidArgType('dest', 'Uint8Array', dest);
    const written = natives.utf8Write(dest, src, 0, dest.length);
    // How many UTF-16 units those bytes came from (whole characters only).
    let read = 0;
    let bytes = 0;
    while (read < src.length && bytes < written) {
      const c = src.charCodeAt(read);
      if (c < 0x80) { bytes += 1; read += 1; } else if (c < 0x800) { bytes += 2; read += 1; } else if (c >= 0xD800 && c <= 0xDBFF && read + 1 < src.length &&
          src.charCodeAt(read + 1) >= 0xDC00 && src.charCodeAt(read + 1) <= 0xDFFF) {
        bytes += 4; read += 2;
      } else { bytes += 3; read += 1; }
    }
    return { read, written };
  }

  [kInspect](depth, opts, inspect) {
    if (typeof depth === 'number' && depth < 0) return this;
    const obj = Object.create({ constructor: TextEncoder });
    obj.encoding = this.encoding;
    return inspect(obj, opts);
  }
}
makeEnumerable(TextEncoder.prototype, ['encode', 'encodeInto', 'encoding']);
setToStringTag(TextEncoder.prototype, 'TextEncoder');

const emptyBytes = new Uint8Array(0);

function validateOptions(options) {
  if (options !== null && typeof options !== 'object' && typeof options !== 'function') {
    throw invalidArgType('options', 'object', options);
  }
}

function latin1Text(view) {
  let out = '';
  for (let i = 0; i < view.length; i += 8192) {
    out += String.fromCharCode.apply(null, view.subarray(i, Math.min(i + 8192, view.length)));
  }
  return out;
}

class TextDecoder {
  constructor(encoding = 'utf-8', options = {}) {
    encoding = `${encoding}`;
    validateOptions(options);
    const name = binding.encodingName(encoding);
    if (name === undefined || name === 'replacement' || name === 'x-user-defined') {
      // Node looks a label up, then asks ICU for a converter: a label of the
      // "replacement" encoding fails at the second step, under the encoding's name.
      const shown = name === 'replacement' ? name : encoding;
      throw makeError(RangeError, 'ERR_ENCODING_NOT_SUPPORTED', `The "${shown}" encoding is not supported`);
    }
    this[kDecoder] = {
      id: binding.textDecoderId(),
      encoding: name,
      fatal: options !== null && !!options.fatal,
      ignoreBOM: options !== null && !!options.ignoreBOM,
      bomSeen: false,
    };
  }

  decode(input = emptyBytes, options = {}) {
    const st = this && this[kDecoder];
    if (st === undefined) throw invalidThis('TextDecoder');
    let view;
    if (input instanceof ArrayBuffer) view = new Uint8Array(input);
    else if (ArrayBuffer.isView(input)) view = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    else throw listError();
    validateOptions(options);
    const stream = options !== null && !!options.stream;
    if (st.encoding === 'windows-1252') {
      return latin1Text(view);
    }
    const text = binding.textDecode(st.id, st.encoding, view, stream, st.fatal, st.ignoreBOM);
    if (text === null) {
      throw makeError(TypeError, 'ERR_ENCODING_INVALID_ENCODED_DATA',
        `The encoded data was not valid for encoding ${st.encoding}`);
    }
    return text;
  }

  get encoding() {
    const st = this && this[kDecoder];
    if (st === undefined) throw invalidThis('TextDecoder');
    return st.encoding;
  }

  get fatal() {
    const st = this && this[kDecoder];
    if (st === undefined) throw invalidThis('TextDecoder');
    return st.fatal;
  }

  get ignoreBOM() {
    const st = this && this[kDecoder];
    if (st === undefined) throw invalidThis('TextDecoder');
    return st.ignoreBOM;
  }

  [kInspect](depth, opts, inspect) {
    if (typeof depth === 'number' && depth < 0) return this;
    const obj = Object.create({ constructor: TextDecoder });
    obj.encoding = this.encoding;
    obj.fatal = this.fatal;
    obj.ignoreBOM = this.ignoreBOM;
    return `TextDecoder ${inspect(obj, opts)}`;
  }
}

// Node 20's message names the argument "list" (Buffer.concat's wording).
function listError() {
  return makeError(TypeError, 'ERR_INVALID_ARG_TYPE',
    'The "list" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView.');
}

makeEnumerable(TextDecoder.prototype, ['decode', 'encoding', 'fatal', 'ignoreBOM']);
setToStringTag(TextDecoder.prototype, 'TextDecoder');

module.exports = { TextEncoder, TextDecoder };
