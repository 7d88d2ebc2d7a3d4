'use strict';

// evloop's node:buffer.
//
// A Buffer is a Uint8Array whose prototype is Buffer.prototype. The work Node
// hands to C++ (text codecs, search, fill, compare) is done in JavaScript here,
// with the same results: UTF-8 output never splits a character and writes
// EF BF BD for a lone surrogate; UTF-8 input gets one U+FFFD per maximal
// ill-formed subpart (the WHATWG rule); base64 input is read leniently (either
// alphabet, other characters skipped, '=' ends it); hex input stops at the
// first bad pair; the one-byte encodings keep the low byte of a UTF-16 unit.
//
// ./natives.js may supply utf8Encode(string) -> Uint8Array,
// utf8Decode(Uint8Array, start, end) -> string, utf8Length(string) -> number and
// utf8Write(Uint8Array, string, at, room) -> bytes written, with those same
// UTF-8 rules. They take over where a JavaScript loop under Boa is slow (every
// UTF-8 decode, length and encode: a loop over a short string's characters
// costs more than a call into Rust).
//
// Blob, File and resolveObjectURL are not provided.

const natives = require('./natives.js');
const { makeError, invalidArgType, invalidArgValue, outOfRange, missingArgs, hasProcess } = require('./internal/errors.js');

const nativeEncode = natives && typeof natives.utf8Encode === 'function' ? natives.utf8Encode : null;
const nativeDecode = natives && typeof natives.utf8Decode === 'function' ? natives.utf8Decode : null;
const nativeText = natives && typeof natives.utf8Text === 'function' ? natives.utf8Text : null;
const nativeLength = natives && typeof natives.utf8Length === 'function' ? natives.utf8Length : null;
const nativeWrite = natives && typeof natives.utf8Write === 'function' ? natives.utf8Write : null;

let inspectLib;
const lib = () => inspectLib || (inspectLib = require('./internal/util/inspect.js'));

const kMaxLength = 2 ** 32;
const kStringMaxLength = 2 ** 29 - 24;
const CHUNK = 4096; // code units per String.fromCharCode.apply call

// Intrinsics, captured so that patching Uint8Array.prototype cannot reach in.
const typedArrayProto = Object.getPrototypeOf(Uint8Array.prototype);
const tagOf = Object.getOwnPropertyDescriptor(typedArrayProto, Symbol.toStringTag).get;
const { set: taSet, subarray: taSubarray, fill: taFill, slice: taSlice, indexOf: taIndexOf, lastIndexOf: taLastIndexOf } =
  typedArrayProto;
const arrayBufferLengthGetters = [ArrayBuffer, globalThis.SharedArrayBuffer]
  .filter((C) => typeof C === 'function')
  .map((C) => Object.getOwnPropertyDescriptor(C.prototype, 'byteLength').get);

const isUint8Array = (v) => tagOf.call(v) === 'Uint8Array';
const isTypedArray = (v) => tagOf.call(v) !== undefined;
const isView = (v) => ArrayBuffer.isView(v);

function isArrayBufferLike(v) {
  if (v === null || typeof v !== 'object') return false;
  const tag = Object.prototype.toString.call(v);
  if (tag !== '[object ArrayBuffer]' && tag !== '[object SharedArrayBuffer]') return false;
  for (const getter of arrayBufferLengthGetters) {
    try {
      getter.call(v);
      return true;
    } catch (_) { /* the other kind, or a look-alike */ }
  }
  return false;
}

// The bytes under any ArrayBuffer view.
function bytesOf(view) {
  return isUint8Array(view) ? view : new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

// ---------------------------------------------------------------------------
// Errors and argument checks

function unknownEncoding(enc) {
  const shown = typeof enc === 'string' ? enc : lib().format('%s', enc);
  return makeError(TypeError, 'ERR_UNKNOWN_ENCODING', `Unknown encoding: ${shown}`);
}
function outOfBounds(name) {
  return makeError(RangeError, 'ERR_BUFFER_OUT_OF_BOUNDS',
    name ? `"${name}" is outside of buffer bounds` : 'Attempt to access memory outside buffer bounds');
}
// The terse messages of Node's native layer.
const badIndex = () => makeError(RangeError, 'ERR_OUT_OF_RANGE', 'Index out of range');
const notABuffer = () => makeError(TypeError, 'ERR_INVALID_ARG_TYPE', 'argument must be a buffer');
const notAString = () => makeError(TypeError, 'ERR_INVALID_ARG_TYPE', 'argument must be a string');

function needNumber(value, name) {
  if (typeof value !== 'number') throw invalidArgType(name, 'number', value);
}
function needInteger(value, name, min = 0, max = kMaxLength) {
  needNumber(value, name);
  if (!Number.isInteger(value)) throw outOfRange(name, 'an integer', value);
  if (value < min || value > max) throw outOfRange(name, `>= ${min} && <= ${max}`, value);
}
function needSize(size) {
  needNumber(size, 'size');
  if (!(size >= 0 && size <= kMaxLength)) throw outOfRange('size', `>= 0 && <= ${kMaxLength}`, size);
}
function needBytes(value, name) {
  if (!isUint8Array(value)) throw invalidArgType(name, ['Buffer', 'Uint8Array'], value);
}

// ---------------------------------------------------------------------------
// Text codecs. Each has byteLength(str) (exact, or an upper bound for base64
// and hex), encode(dst, str, at, room) -> bytes written, and
// decode(bytes, start, end) -> string. `id` is the number Node's native string
// decoder uses for the encoding (visible in a StringDecoder's state).

const nonAscii = /[^\x00-\x7f]/;

function charsOf(units, start, end) {
  if (start === 0 && end === units.length && end <= CHUNK) return String.fromCharCode.apply(null, units);
  const parts = [];
  for (let i = start; i < end; i += CHUNK) {
    parts.push(String.fromCharCode.apply(null, taSubarray.call(units, i, Math.min(i + CHUNK, end))));
  }
  return parts.join('');
}

function utf8Length(str) {
  if (nativeLength !== null) return nativeLength(str);
  const n = str.length;
  if (n > 64 && !nonAscii.test(str)) return n;
  let total = n;
  for (let i = 0; i < n; i++) {
    const c = str.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) {
      total += 1;
    } else {
      total += 2; // a pair is 2 units for 4 bytes; anything else 1 unit for 3
      if ((c & 0xFC00) === 0xD800 && (str.charCodeAt(i + 1) & 0xFC00) === 0xDC00) i++;
    }
  }
  return total;
}

function utf8Encode(dst, str, at, room) {
  if (nativeWrite !== null) return nativeWrite(dst, str, at, room);
  const stop = at + room;
  const n = str.length;
  let p = at;
  for (let i = 0; i < n; i++) {
    let c = str.charCodeAt(i);
    if (c < 0x80) {
      if (p === stop) break;
      dst[p++] = c;
      continue;
    }
    let size = c < 0x800 ? 2 : 3;
    if ((c & 0xFC00) === 0xD800 && (str.charCodeAt(i + 1) & 0xFC00) === 0xDC00) {
      c = 0x10000 + ((c & 0x3FF) << 10) + (str.charCodeAt(i + 1) & 0x3FF);
      size = 4;
    } else if ((c & 0xF800) === 0xD800) {
      c = 0xFFFD;
    }
    if (p + size > stop) break;
    if (size === 2) {
      dst[p++] = 0xC0 | (c >> 6);
    } else {
      if (size === 3) {
        dst[p++] = 0xE0 | (c >> 12);
      } else {
        dst[p++] = 0xF0 | (c >> 18);
        dst[p++] = 0x80 | ((c >> 12) & 0x3F);
        i++;
      }
      dst[p++] = 0x80 | ((c >> 6) & 0x3F);
    }
    dst[p++] = 0x80 | (c & 0x3F);
  }
  return p - at;
}

// The UTF-8 form of a whole string, as a fresh Uint8Array.
function utf8Bytes(str) {
  if (nativeEncode !== null) return nativeEncode(str);
  const out = new Uint8Array(utf8Length(str));
  utf8Encode(out, str, 0, out.length);
  return out;
}

// How many bytes form the well-formed UTF-8 sequence at b[i]; or, when there
// is none, minus the length of the maximal ill-formed subpart there (>= 1).
function utf8SequenceAt(b, i, end) {
  const c = b[i];
  if (c < 0x80) return 1;
  let size;
  let lo = 0x80;
  let hi = 0xBF;
  if (c >= 0xC2 && c <= 0xDF) {
    size = 2;
  } else if (c >= 0xE0 && c <= 0xEF) {
    size = 3;
    if (c === 0xE0) lo = 0xA0;
    else if (c === 0xED) hi = 0x9F;
  } else if (c >= 0xF0 && c <= 0xF4) {
    size = 4;
    if (c === 0xF0) lo = 0x90;
    else if (c === 0xF4) hi = 0x8F;
  } else {
    return -1;
  }
  for (let k = 1; k < size; k++) {
    const d = i + k < end ? b[i + k] : -1;
    if (d < lo || d > hi) return -k;
    lo = 0x80;
    hi = 0xBF;
  }
  return size;
}

function utf8Decode(b, start, end) {
  if (nativeDecode !== null && end > start) return nativeDecode(b, start, end);
  let i = start;
  while (i < end && b[i] < 0x80) i++;
  let text = i > start ? charsOf(b, start, i) : '';
  const units = [];
  while (i < end) {
    const size = utf8SequenceAt(b, i, end);
    if (size < 0) {
      units.push(0xFFFD);
      i -= size;
    } else if (size === 1) {
      units.push(b[i++]);
    } else {
      let cp = b[i] & (0x7F >> size);
      for (let k = 1; k < size; k++) cp = (cp << 6) | (b[i + k] & 0x3F);
      if (cp > 0xFFFF) {
        cp -= 0x10000;
        units.push(0xD800 | (cp >> 10), 0xDC00 | (cp & 0x3FF));
      } else {
        units.push(cp);
      }
      i += size;
    }
    if (units.length >= CHUNK) {
      text += String.fromCharCode.apply(null, units);
      units.length = 0;
    }
  }
  return units.length ? text + String.fromCharCode.apply(null, units) : text;
}

function isWellFormedUtf8(b) {
  for (let i = 0; i < b.length;) {
    const size = utf8SequenceAt(b, i, b.length);
    if (size < 0) return false;
    i += size;
  }
  return true;
}

function latin1Encode(dst, str, at, room) {
  const n = Math.min(str.length, room);
  if (nativeEncode !== null && n > 64) {
    const part = n === str.length ? str : str.slice(0, n);
    if (!nonAscii.test(part)) {
      taSet.call(dst, nativeEncode(part), at);
      return n;
    }
  }
  for (let i = 0; i < n; i++) dst[at + i] = str.charCodeAt(i);
  return n;
}

function asciiDecode(b, start, end) {
  let i = start;
  while (i < end && b[i] < 0x80) i++;
  if (i === end) return charsOf(b, start, end);
  const masked = new Uint8Array(end - start);
  for (let k = 0; k < masked.length; k++) masked[k] = b[start + k] & 0x7F;
  return charsOf(masked, 0, masked.length);
}

function ucs2Encode(dst, str, at, room) {
  const n = Math.min(str.length, room >>> 1);
  for (let i = 0; i < n; i++) {
    const c = str.charCodeAt(i);
    dst[at + 2 * i] = c;
    dst[at + 2 * i + 1] = c >>> 8;
  }
  return 2 * n;
}

function ucs2Decode(b, start, end) {
  const units = new Uint16Array((end - start) >>> 1);
  for (let k = 0; k < units.length; k++) units[k] = b[start + 2 * k] | (b[start + 2 * k + 1] << 8);
  return charsOf(units, 0, units.length);
}

const DIGITS = '0123456789abcdef';
const hexByte = [];
const digitValue = new Int8Array(256).fill(-1);
for (let i = 0; i < 256; i++) hexByte.push(DIGITS[i >> 4] + DIGITS[i & 15]);
for (let i = 0; i < 16; i++) {
  digitValue[DIGITS.charCodeAt(i)] = i;
  digitValue[DIGITS.toUpperCase().charCodeAt(i)] = i;
}

function hexEncode(dst, str, at, room) {
  let n = 0;
  for (; n < room && 2 * n + 1 < str.length; n++) {
    const high = digitValue[str.charCodeAt(2 * n) & 0xFF];
    const low = digitValue[str.charCodeAt(2 * n + 1) & 0xFF];
    if (high < 0 || low < 0) break;
    dst[at + n] = (high << 4) | low;
  }
  return n;
}

function hexDecode(b, start, end) {
  const parts = [];
  for (let i = start; i < end; i += CHUNK) {
    let s = '';
    for (let k = i, stop = Math.min(i + CHUNK, end); k < stop; k++) s += hexByte[b[k]];
    parts.push(s);
  }
  return parts.join('');
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64URL = `${BASE64.slice(0, 62)}-_`;
const sextetOf = new Int8Array(256).fill(-1); // both alphabets
for (let i = 0; i < 64; i++) {
  sextetOf[BASE64.charCodeAt(i)] = i;
  sextetOf[BASE64URL.charCodeAt(i)] = i;
}

function base64Text(b, start, end, alphabet, pad) {
  const parts = [];
  let s = '';
  let i = start;
  for (; i + 2 < end; i += 3) {
    const v = (b[i] << 16) | (b[i + 1] << 8) | b[i + 2];
    s += alphabet[v >> 18] + alphabet[(v >> 12) & 63] + alphabet[(v >> 6) & 63] + alphabet[v & 63];
    if (s.length >= CHUNK) {
      parts.push(s);
      s = '';
    }
  }
  if (i < end) {
    const v = (b[i] << 16) | (i + 1 < end ? b[i + 1] << 8 : 0);
    s += alphabet[v >> 18] + alphabet[(v >> 12) & 63];
    s += i + 1 < end ? alphabet[(v >> 6) & 63] + (pad ? '=' : '') : (pad ? '==' : '');
  }
  parts.push(s);
  return parts.join('');
}

function base64Length(str) {
  let n = str.length;
  if (str.charCodeAt(n - 1) === 0x3D) n--;
  if (n > 1 && str.charCodeAt(n - 1) === 0x3D) n--;
  return (n * 3) >>> 2;
}

// Lenient: unknown characters are skipped, the first '=' ends the input.
function base64Encode(dst, str, at, room) {
  let n = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < str.length && n < room; i++) {
    const c = str.charCodeAt(i) & 0xFF;
    const v = sextetOf[c];
    if (v < 0) {
      if (c === 0x3D) break;
      continue;
    }
    acc = ((acc << 6) | v) & 0xFFF;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      dst[at + n++] = acc >> bits;
    }
  }
  return n;
}

const codecs = {
  utf8: { id: 1, method: 'utf8', byteLength: utf8Length, encode: utf8Encode, decode: utf8Decode },
  utf16le: { id: 3, method: 'ucs2', byteLength: (s) => 2 * s.length, encode: ucs2Encode, decode: ucs2Decode },
  latin1: { id: 4, method: 'latin1', byteLength: (s) => s.length, encode: latin1Encode, decode: charsOf },
  ascii: { id: 0, method: 'ascii', byteLength: (s) => s.length, encode: latin1Encode, decode: asciiDecode },
  base64: {
    id: 2, method: 'base64', byteLength: base64Length, encode: base64Encode,
    decode: (b, start, end) => base64Text(b, start, end, BASE64, true),
  },
  base64url: {
    id: 7, method: 'base64url', byteLength: base64Length, encode: base64Encode,
    decode: (b, start, end) => base64Text(b, start, end, BASE64URL, false),
  },
  hex: { id: 5, method: 'hex', byteLength: (s) => s.length >>> 1, encode: hexEncode, decode: hexDecode },
};
for (const name of Object.keys(codecs)) {
  const codec = codecs[name];
  codec.name = name;
  codec.sliceMethod = `${codec.method}Slice`;
  codec.writeMethod = `${codec.method}Write`;
}

const encodingAliases = {
  __proto__: null,
  'utf8': 'utf8', 'utf-8': 'utf8', 'ucs2': 'utf16le', 'ucs-2': 'utf16le', 'utf16le': 'utf16le', 'utf-16le': 'utf16le',
  'latin1': 'latin1', 'binary': 'latin1', 'ascii': 'ascii', 'base64': 'base64', 'base64url': 'base64url', 'hex': 'hex',
};

// The codec an encoding name (any letter case) stands for, or undefined.
function codecNamed(name) {
  const key = encodingAliases[name] || encodingAliases[name.toLowerCase()];
  return key === undefined ? undefined : codecs[key];
}

// Where an encoding argument is converted to a string first ('' is unknown).
function codecFor(enc) {
  return codecNamed('' + enc);
}

// Node's name normalisation: null, undefined and '' mean UTF-8; non-strings
// (String objects aside) are unknown. Gives the canonical name or undefined.
function canonicalEncoding(enc) {
  if (enc == null || enc === '') return 'utf8';
  if (typeof enc !== 'string' && !(enc instanceof String)) return undefined;
  const codec = codecNamed(String(enc));
  return codec && codec.name;
}

// ---------------------------------------------------------------------------
// Allocation. Buffers under half of Buffer.poolSize are carved out of a shared
// slab, at 8-byte aligned offsets, as Node does (visible through .buffer and
// .byteOffset); bigger ones get an ArrayBuffer of their own.

class ByteBuffer extends Uint8Array {}
// Buffer[Symbol.species] is this class; Node's is called FastBuffer.
Object.defineProperty(ByteBuffer, 'name', { value: 'FastBuffer' });

let slab;
let slabUsed;
function newSlab() {
  slab = new ArrayBuffer(Buffer.poolSize);
  slabUsed = 0;
}

// A buffer of `size` bytes. `fill(buffer)`, when given, writes the content and
// returns how many bytes it used; the buffer is cut down to that (a big one
// keeps its whole ArrayBuffer, as in Node).
function allocate(size, fill) {
  if (size <= 0 && !fill) return new ByteBuffer(0);
  if (size >= Buffer.poolSize >>> 1) {
    const own = new ByteBuffer(size);
    const used = fill ? fill(own) : size;
    return used < size ? new ByteBuffer(own.buffer, 0, used) : own;
  }
  if (size > slab.byteLength - slabUsed) newSlab();
  let b = new ByteBuffer(slab, slabUsed, size);
  if (fill) {
    const used = fill(b);
    if (used !== size) b = new ByteBuffer(slab, slabUsed, size = used);
  }
  slabUsed = Math.ceil((slabUsed + size) / 8) * 8;
  return b;
}

function fromText(str, codec) {
  const room = codec.byteLength(str);
  return allocate(room, (b) => codec.encode(b, str, 0, room));
}

function fromArrayLike(obj) {
  const n = obj.length;
  if (n <= 0) return new ByteBuffer(0);
  if (n < Buffer.poolSize >>> 1) {
    return allocate(n, (b) => {
      taSet.call(b, obj, 0);
      return n;
    });
  }
  return new ByteBuffer(obj);
}

function fromArrayBuffer(ab, offset, length) {
  offset = offset === undefined ? 0 : +offset || 0;
  const room = ab.byteLength - offset;
  if (room < 0) throw outOfBounds('offset');
  if (length === undefined) {
    length = room;
  } else {
    length = +length;
    if (!(length > 0)) length = 0;
    else if (length > room) throw outOfBounds('length');
  }
  return new ByteBuffer(ab, offset, length);
}

// ---------------------------------------------------------------------------
// Buffer

let warnedAboutConstructor = false;

function Buffer(arg, encodingOrOffset, length) {
  if (!warnedAboutConstructor) {
    warnedAboutConstructor = true;
    if (hasProcess() && typeof process.emitWarning === 'function') {
      process.emitWarning('Buffer() is deprecated due to security and usability issues. Please use the ' +
        'Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.', 'DeprecationWarning', 'DEP0005');
    }
  }
  if (typeof arg !== 'number') return Buffer.from(arg, encodingOrOffset, length);
  if (typeof encodingOrOffset === 'string') throw invalidArgType('string', 'string', arg);
  return Buffer.alloc(arg);
}
Object.setPrototypeOf(Buffer, Uint8Array);
Buffer.prototype = ByteBuffer.prototype;
Buffer.prototype.constructor = Buffer;
// The host makes socket data Buffers directly (no setPrototypeOf per chunk).
if (natives && typeof natives.setBufferPrototype === 'function') natives.setBufferPrototype(Buffer.prototype);
Object.defineProperty(Buffer, Symbol.species, { get: () => ByteBuffer, enumerable: false, configurable: true });

function isEncoding(encoding) {
  return typeof encoding === 'string' && encoding !== '' && codecNamed(encoding) !== undefined;
}

// Statics, in Node's order (util.inspect(Buffer) lists them).
Object.assign(Buffer, {
  poolSize: 8 * 1024,

  from: function from(value, encodingOrOffset, length) {
    if (typeof value === 'string') {
      let codec = codecs.utf8;
      if (typeof encodingOrOffset === 'string' && encodingOrOffset !== '') {
        codec = codecFor(encodingOrOffset);
        if (codec === undefined) throw unknownEncoding(encodingOrOffset);
      }
      return value === '' ? new ByteBuffer(0) : fromText(value, codec);
    }
    if (typeof value === 'object' && value !== null) {
      if (isArrayBufferLike(value)) return fromArrayBuffer(value, encodingOrOffset, length);
      const primitive = value.valueOf && value.valueOf();
      if (primitive != null && primitive !== value && (typeof primitive === 'string' || typeof primitive === 'object')) {
        return from(primitive, encodingOrOffset, length);
      }
      if (value.length !== undefined || isArrayBufferLike(value.buffer)) {
        return typeof value.length === 'number' ? fromArrayLike(value) : new ByteBuffer(0);
      }
      if (value.type === 'Buffer' && Array.isArray(value.data)) return fromArrayLike(value.data);
      if (typeof value[Symbol.toPrimitive] === 'function') {
        const str = value[Symbol.toPrimitive]('string');
        if (typeof str === 'string') return from(str, encodingOrOffset);
      }
    }
    throw invalidArgType('first argument', ['string', 'Buffer', 'ArrayBuffer', 'Array', 'Array-like Object'], value);
  },

  copyBytesFrom: function copyBytesFrom(view, offset, length) {
    if (!isTypedArray(view)) throw invalidArgType('view', ['TypedArray'], view);
    const count = view.length;
    if (count === 0) return new ByteBuffer(0);
    if (offset !== undefined || length !== undefined) {
      if (offset === undefined) {
        offset = 0;
      } else {
        needInteger(offset, 'offset', 0, Number.MAX_SAFE_INTEGER);
        if (offset >= count) return new ByteBuffer(0);
      }
      if (length !== undefined) needInteger(length, 'length', 0, Number.MAX_SAFE_INTEGER);
      view = taSlice.call(view, offset, length === undefined ? count : offset + length);
    }
    return fromArrayLike(bytesOf(view));
  },

  of: (...items) => {
    const b = new ByteBuffer(items.length);
    for (let i = 0; i < items.length; i++) b[i] = items[i];
    return b;
  },

  alloc: function alloc(size, fill, encoding) {
    needSize(size);
    const b = new ByteBuffer(size);
    return fill !== undefined && fill !== 0 && size > 0 ? fillBytes(b, fill, 0, b.length, encoding) : b;
  },

  allocUnsafe: function allocUnsafe(size) {
    needSize(size);
    return allocate(size);
  },

  allocUnsafeSlow: function allocUnsafeSlow(size) {
    needSize(size);
    return new ByteBuffer(size);
  },

  isBuffer: function isBuffer(b) {
    return b instanceof Buffer;
  },

  compare: function compare(buf1, buf2) {
    needBytes(buf1, 'buf1');
    needBytes(buf2, 'buf2');
    return buf1 === buf2 ? 0 : compareRanges(buf1, 0, buf1.length, buf2, 0, buf2.length);
  },

  isEncoding,

  concat: function concat(list, length) {
    if (!Array.isArray(list)) throw invalidArgType('list', 'Array', list);
    if (list.length === 0) return new ByteBuffer(0);
    if (length === undefined) {
      length = 0;
      for (const item of list) if (item.length) length += item.length;
    } else {
      needInteger(length, 'length');
    }
    needSize(length);
    const out = allocate(length);
    let at = 0;
    for (let i = 0; i < list.length; i++) {
      if (!isUint8Array(list[i])) throw invalidArgType(`list[${i}]`, ['Buffer', 'Uint8Array'], list[i]);
      at += copyInto(list[i], 0, list[i].length, out, at);
    }
    if (at < length) taFill.call(out, 0, at, length);
    return out;
  },

  byteLength: function byteLength(string, encoding) {
    if (typeof string !== 'string') {
      if (isView(string) || isArrayBufferLike(string)) return string.byteLength;
      throw invalidArgType('string', ['string', 'Buffer', 'ArrayBuffer'], string);
    }
    if (string === '') return 0;
    const codec = !encoding || encoding === 'utf8' ? undefined : codecFor(encoding);
    return (codec || codecs.utf8).byteLength(string);
  },
});
// Node's Buffer also carries isEncoding under a private symbol, which
// util.inspect(Buffer) shows.
Buffer[Symbol('kIsEncodingSymbol')] = isEncoding;
newSlab();

function SlowBuffer(size) {
  needSize(size);
  return new ByteBuffer(size);
}
Object.setPrototypeOf(SlowBuffer.prototype, Uint8Array.prototype);
Object.setPrototypeOf(SlowBuffer, Uint8Array);

// ---------------------------------------------------------------------------
// Byte-range helpers

// Copies source[from, to) to target[at, ...) as far as both allow; returns the count.
function copyInto(source, from, to, target, at) {
  const n = Math.min(to - from, target.length - at, source.length - from);
  if (n <= 0) return 0;
  taSet.call(target, taSubarray.call(source, from, from + n), at);
  return n;
}

function compareRanges(a, aStart, aEnd, b, bStart, bEnd) {
  const x = bytesOf(a);
  const y = bytesOf(b);
  const n = Math.min(aEnd - aStart, bEnd - bStart);
  for (let i = 0; i < n; i++) {
    if (x[aStart + i] !== y[bStart + i]) return x[aStart + i] < y[bStart + i] ? -1 : 1;
  }
  return Math.sign((aEnd - aStart) - (bEnd - bStart));
}

// Search start for a needle of `needleLength` bytes at `offset` (negative
// counts from the end), or -1 when a search cannot succeed.
function searchStart(length, offset, needleLength, forward) {
  if (offset < 0) {
    if (offset + length >= 0) return offset + length;
    return forward || needleLength === 0 ? 0 : -1;
  }
  if (offset + needleLength <= length) return offset;
  if (needleLength === 0) return length;
  return forward ? -1 : length - 1;
}

// Finds `needle` in hay[0, hayLength) at or after (or, backwards, at or
// before) `offset`, comparing whole 16-bit units when `wide`.
function findBytes(hay, hayLength, needle, offset, forward, wide) {
  const needleLength = needle.length;
  const start = searchStart(hayLength, Math.trunc(offset) || 0, needleLength, forward);
  if (needleLength === 0) return start;
  if (hayLength === 0 || start < 0 || needleLength > hayLength || (forward && start + needleLength > hayLength)) return -1;
  if (wide && (hayLength < 2 || needleLength < 2)) return -1;
  const unit = wide ? 2 : 1;
  const hayUnits = Math.floor(hayLength / unit);
  const span = Math.floor(needleLength / unit) * unit;
  const last = hayUnits - span / unit;
  let found = hayUnits;
  const step = forward ? 1 : -1;
  for (let p = forward ? Math.floor(start / unit) : Math.min(Math.floor(start / unit), last); p >= 0 && p <= last; p += step) {
    const at = p * unit;
    let k = 0;
    while (k < span && hay[at + k] === needle[k]) k++;
    if (k === span) {
      found = p;
      break;
    }
  }
  // Node's quirk kept: a miss over an odd-length haystack searched by units
  // reports the end of its last whole unit rather than -1.
  return found * unit === hayLength ? -1 : found * unit;
}

function searchBuffer(buf, value, offset, encoding, forward) {
  if (!isView(buf)) throw invalidArgType('buffer', ['Buffer', 'TypedArray', 'DataView'], buf);
  if (typeof offset === 'string') {
    encoding = offset;
    offset = undefined;
  } else if (offset > 0x7fffffff) {
    offset = 0x7fffffff;
  } else if (offset < -0x80000000) {
    offset = -0x80000000;
  }
  offset = +offset;
  if (Number.isNaN(offset)) offset = forward ? 0 : (buf.length || buf.byteLength);
  const hay = bytesOf(buf);
  if (typeof value === 'number') {
    const start = searchStart(hay.length, Math.trunc(offset) || 0, 1, forward);
    if (start < 0 || hay.length === 0) return -1;
    const byte = (value >>> 0) & 0xFF;
    return forward ? taIndexOf.call(hay, byte, start) : taLastIndexOf.call(hay, byte, start);
  }
  const codec = encoding === undefined ? codecs.utf8 : codecFor(encoding);
  if (typeof value === 'string') {
    if (codec === undefined) throw unknownEncoding(encoding);
    const wide = codec === codecs.utf16le;
    let needle;
    if (codec === codecs.utf8) {
      needle = utf8Bytes(value);
    } else {
      needle = new Uint8Array(codec.byteLength(value));
      needle = taSubarray.call(needle, 0, codec.encode(needle, value, 0, needle.length));
    }
    return findBytes(hay, wide ? hay.length & ~1 : hay.length, needle, offset, forward, wide);
  }
  if (isUint8Array(value)) return findBytes(hay, hay.length, value, offset, forward, codec === codecs.utf16le);
  throw invalidArgType('value', ['number', 'string', 'Buffer', 'Uint8Array'], value);
}

function fillBytes(buf, value, offset, end, encoding) {
  let codec;
  if (typeof value === 'string') {
    if (offset === undefined || typeof offset === 'string') {
      encoding = offset;
      offset = 0;
      end = buf.length;
    } else if (typeof end === 'string') {
      encoding = end;
      end = buf.length;
    }
    const name = canonicalEncoding(encoding);
    if (name === undefined) {
      if (typeof encoding !== 'string') throw invalidArgType('encoding', 'string', encoding);
      throw unknownEncoding(encoding);
    }
    codec = codecs[name];
    if (value.length === 0) {
      value = 0;
    } else if (value.length === 1 && (codec === codecs.latin1 || (codec === codecs.utf8 && value.charCodeAt(0) < 0x80))) {
      value = value.charCodeAt(0);
    }
  }
  if (offset === undefined) {
    offset = 0;
    end = buf.length;
  } else {
    needInteger(offset, 'offset');
    if (end === undefined) end = buf.length;
    else needInteger(end, 'end', 0, buf.length);
    if (offset >= end) return buf;
  }
  const bytes = bytesOf(buf);
  const room = end - offset;
  if (end > bytes.length) throw outOfBounds();
  if (typeof value === 'number') {
    taFill.call(buf, value, offset, end);
    return buf;
  }
  let pattern;
  if (isView(value)) {
    pattern = bytesOf(value);
  } else if (typeof value !== 'string') {
    taFill.call(bytes, ((+value) >>> 0) & 0xFF, offset, end);
    return buf;
  } else if (codec === codecs.utf8) {
    pattern = utf8Bytes(value);
  } else if (codec === codecs.utf16le) {
    pattern = new Uint8Array(2 * value.length);
    ucs2Encode(pattern, value, 0, pattern.length);
  }
  let length;
  if (pattern) {
    length = pattern.length;
    if (length > 0) taSet.call(bytes, taSubarray.call(pattern, 0, Math.min(length, room)), offset);
  } else {
    length = codec.encode(bytes, value, offset, room); // the other encodings decode in place
  }
  if (length === 0) throw invalidArgValue('value', value, 'is invalid');
  // Repeat the first `length` bytes over the rest, doubling each time.
  for (let have = length; have < room; have *= 2) {
    bytes.copyWithin(offset + have, offset, offset + Math.min(have, room - have));
  }
  return buf;
}

// ---------------------------------------------------------------------------
// Reading and writing numbers

// Node's errors for a bad offset or byteLength.
function badPosition(value, highest, name = 'offset') {
  if (Math.floor(value) !== value) {
    needNumber(value, name);
    throw outOfRange(name, 'an integer', value);
  }
  if (highest < 0) throw outOfBounds();
  throw outOfRange(name, `>= ${name === 'offset' ? 0 : 1} and <= ${highest}`, value);
}

function needSpan(buf, offset, size) {
  needNumber(offset, 'offset');
  if (buf[offset] === undefined || buf[offset + size - 1] === undefined) badPosition(offset, buf.length - size);
}

function needWidth(byteLength) {
  if (!(Number.isInteger(byteLength) && byteLength >= 1 && byteLength <= 6)) badPosition(byteLength, 6, 'byteLength');
}

function readSized(buf, offset, byteLength, signed, little) {
  if (offset === undefined) throw invalidArgType('offset', 'number', offset);
  needWidth(byteLength);
  return readInt(buf, offset, byteLength, signed, little);
}

function writeSized(buf, value, offset, byteLength, signed, little) {
  needWidth(byteLength);
  return writeInt(buf, value, offset, byteLength, signed, little);
}

function uintAt(buf, at, size, little) {
  let v = 0;
  for (let k = 0; k < size; k++) v = v * 256 + buf[at + (little ? size - 1 - k : k)];
  return v;
}

function putUint(buf, at, value, size, little) {
  const high = size > 4 ? Math.floor(value * 2 ** -32) : 0;
  for (let k = 0; k < size; k++) buf[at + (little ? k : size - 1 - k)] = k < 4 ? value >>> (8 * k) : high >>> (8 * (k - 4));
}

function readInt(buf, offset, size, signed, little) {
  needSpan(buf, offset, size);
  const v = uintAt(buf, offset, size, little);
  return signed && v >= 2 ** (8 * size - 1) ? v - 2 ** (8 * size) : v;
}

function rangeText(signed, size, n) {
  const bits = 8 * size;
  if (size <= 4) {
    return signed ? `>= -${2 ** (bits - 1)} and <= ${2 ** (bits - 1) - 1}` : `>= 0 and <= ${2 ** bits - 1}`;
  }
  return signed ? `>= -(2${n} ** ${bits - 1}${n}) and < 2${n} ** ${bits - 1}${n}` : `>= 0${n} and < 2${n} ** ${bits}${n}`;
}

function writeInt(buf, value, offset, size, signed, little) {
  value = +value;
  if (size === 1) needNumber(offset, 'offset'); // a single byte's offset is checked before its value
  const max = signed ? 2 ** (8 * size - 1) - 1 : 2 ** (8 * size) - 1;
  if (value > max || value < (signed ? -max - 1 : 0)) throw outOfRange('value', rangeText(signed, size, ''), value);
  needSpan(buf, offset, size);
  putUint(buf, offset, value, size, little);
  return offset + size;
}

function readBig(buf, offset, signed, little) {
  needSpan(buf, offset, 8);
  const low = uintAt(buf, offset + (little ? 0 : 4), 4, little);
  const high = uintAt(buf, offset + (little ? 4 : 0), 4, little);
  const v = (BigInt(high) << 32n) + BigInt(low);
  return signed ? BigInt.asIntN(64, v) : v;
}

function writeBig(buf, value, offset, signed, little) {
  if (value > (signed ? 2n ** 63n - 1n : 2n ** 64n - 1n) || value < (signed ? -(2n ** 63n) : 0n)) {
    throw outOfRange('value', rangeText(signed, 8, 'n'), value);
  }
  needSpan(buf, offset, 8);
  const low = Number(value & 0xffffffffn);
  putUint(buf, offset + (little ? 0 : 4), low, 4, little);
  putUint(buf, offset + (little ? 4 : 0), Number((value >> 32n) & 0xffffffffn), 4, little);
  return offset + 8;
}

const scratch = new DataView(new ArrayBuffer(8));

function readFloat(buf, offset, size, little) {
  needSpan(buf, offset, size);
  for (let k = 0; k < size; k++) scratch.setUint8(k, buf[offset + k]);
  return size === 4 ? scratch.getFloat32(0, little) : scratch.getFloat64(0, little);
}

function writeFloat(buf, value, offset, size, little) {
  value = +value;
  needSpan(buf, offset, size);
  if (size === 4) scratch.setFloat32(0, value, little);
  else scratch.setFloat64(0, value, little);
  for (let k = 0; k < size; k++) buf[offset + k] = scratch.getUint8(k);
  return offset + size;
}

// One small method per Node name; hosts are little-endian in practice, but
// the float methods are named by Node's scheme (Forwards: host byte order).
const hostLittle = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
function readUInt8(offset = 0) { return readInt(this, offset, 1, false, true); }
function readUInt16LE(offset = 0) { return readInt(this, offset, 2, false, true); }
function readUInt16BE(offset = 0) { return readInt(this, offset, 2, false, false); }
function readUInt32LE(offset = 0) { return readInt(this, offset, 4, false, true); }
function readUInt32BE(offset = 0) { return readInt(this, offset, 4, false, false); }
function readInt8(offset = 0) { return readInt(this, offset, 1, true, true); }
function readInt16LE(offset = 0) { return readInt(this, offset, 2, true, true); }
function readInt16BE(offset = 0) { return readInt(this, offset, 2, true, false); }
function readInt32LE(offset = 0) { return readInt(this, offset, 4, true, true); }
function readInt32BE(offset = 0) { return readInt(this, offset, 4, true, false); }
function readUIntLE(offset, byteLength) { return readSized(this, offset, byteLength, false, true); }
function readUIntBE(offset, byteLength) { return readSized(this, offset, byteLength, false, false); }
function readIntLE(offset, byteLength) { return readSized(this, offset, byteLength, true, true); }
function readIntBE(offset, byteLength) { return readSized(this, offset, byteLength, true, false); }
function writeUInt8(value, offset = 0) { return writeInt(this, value, offset, 1, false, true); }
function writeUInt16LE(value, offset = 0) { return writeInt(this, value, offset, 2, false, true); }
function writeUInt16BE(value, offset = 0) { return writeInt(this, value, offset, 2, false, false); }
function writeUInt32LE(value, offset = 0) { return writeInt(this, value, offset, 4, false, true); }
function writeUInt32BE(value, offset = 0) { return writeInt(this, value, offset, 4, false, false); }
function writeInt8(value, offset = 0) { return writeInt(this, value, offset, 1, true, true); }
function writeInt16LE(value, offset = 0) { return writeInt(this, value, offset, 2, true, true); }
function writeInt16BE(value, offset = 0) { return writeInt(this, value, offset, 2, true, false); }
function writeInt32LE(value, offset = 0) { return writeInt(this, value, offset, 4, true, true); }
function writeInt32BE(value, offset = 0) { return writeInt(this, value, offset, 4, true, false); }
function writeUIntLE(value, offset, byteLength) { return writeSized(this, value, offset, byteLength, false, true); }
function writeUIntBE(value, offset, byteLength) { return writeSized(this, value, offset, byteLength, false, false); }
function writeIntLE(value, offset, byteLength) { return writeSized(this, value, offset, byteLength, true, true); }
function writeIntBE(value, offset, byteLength) { return writeSized(this, value, offset, byteLength, true, false); }
function readBigUInt64LE(offset = 0) { return readBig(this, offset, false, true); }
function readBigUInt64BE(offset = 0) { return readBig(this, offset, false, false); }
function readBigInt64LE(offset = 0) { return readBig(this, offset, true, true); }
function readBigInt64BE(offset = 0) { return readBig(this, offset, true, false); }
function writeBigUInt64LE(value, offset = 0) { return writeBig(this, value, offset, false, true); }
function writeBigUInt64BE(value, offset = 0) { return writeBig(this, value, offset, false, false); }
function writeBigInt64LE(value, offset = 0) { return writeBig(this, value, offset, true, true); }
function writeBigInt64BE(value, offset = 0) { return writeBig(this, value, offset, true, false); }
function readFloatForwards(offset = 0) { return readFloat(this, offset, 4, hostLittle); }
function readFloatBackwards(offset = 0) { return readFloat(this, offset, 4, !hostLittle); }
function readDoubleForwards(offset = 0) { return readFloat(this, offset, 8, hostLittle); }
function readDoubleBackwards(offset = 0) { return readFloat(this, offset, 8, !hostLittle); }
function writeFloatForwards(value, offset = 0) { return writeFloat(this, value, offset, 4, hostLittle); }
function writeFloatBackwards(value, offset = 0) { return writeFloat(this, value, offset, 4, !hostLittle); }
function writeDoubleForwards(value, offset = 0) { return writeFloat(this, value, offset, 8, hostLittle); }
function writeDoubleBackwards(value, offset = 0) { return writeFloat(this, value, offset, 8, !hostLittle); }

// In Node's order (util.inspect(Buffer.prototype) lists them so), with the
// 'Uint' spellings as aliases.
const numberMethods = {
  readBigUInt64LE, readBigUInt64BE, readBigUint64LE: readBigUInt64LE, readBigUint64BE: readBigUInt64BE,
  readBigInt64LE, readBigInt64BE,
  writeBigUInt64LE, writeBigUInt64BE, writeBigUint64LE: writeBigUInt64LE, writeBigUint64BE: writeBigUInt64BE,
  writeBigInt64LE, writeBigInt64BE,
  readUIntLE, readUInt32LE, readUInt16LE, readUInt8, readUIntBE, readUInt32BE, readUInt16BE,
  readUintLE: readUIntLE, readUint32LE: readUInt32LE, readUint16LE: readUInt16LE, readUint8: readUInt8,
  readUintBE: readUIntBE, readUint32BE: readUInt32BE, readUint16BE: readUInt16BE,
  readIntLE, readInt32LE, readInt16LE, readInt8, readIntBE, readInt32BE, readInt16BE,
  writeUIntLE, writeUInt32LE, writeUInt16LE, writeUInt8, writeUIntBE, writeUInt32BE, writeUInt16BE,
  writeUintLE: writeUIntLE, writeUint32LE: writeUInt32LE, writeUint16LE: writeUInt16LE, writeUint8: writeUInt8,
  writeUintBE: writeUIntBE, writeUint32BE: writeUInt32BE, writeUint16BE: writeUInt16BE,
  writeIntLE, writeInt32LE, writeInt16LE, writeInt8, writeIntBE, writeInt32BE, writeInt16BE,
  readFloatLE: hostLittle ? readFloatForwards : readFloatBackwards,
  readFloatBE: hostLittle ? readFloatBackwards : readFloatForwards,
  readDoubleLE: hostLittle ? readDoubleForwards : readDoubleBackwards,
  readDoubleBE: hostLittle ? readDoubleBackwards : readDoubleForwards,
  writeFloatLE: hostLittle ? writeFloatForwards : writeFloatBackwards,
  writeFloatBE: hostLittle ? writeFloatBackwards : writeFloatForwards,
  writeDoubleLE: hostLittle ? writeDoubleForwards : writeDoubleBackwards,
  writeDoubleBE: hostLittle ? writeDoubleBackwards : writeDoubleForwards,
};

// ---------------------------------------------------------------------------
// The per-encoding slice and write methods (Node's native bindings; they take
// any ArrayBuffer view and check their arguments tersely).

function indexArg(value, fallback) {
  if (value === undefined) return fallback;
  const n = Math.trunc(+value) || 0;
  if (n < 0) throw badIndex();
  return n;
}

// Method shorthand, like the natives: no prototype, length 0.
const encodingMethods = {};
const methodOrder = ['ascii', 'base64', 'base64url', 'latin1', 'hex', 'utf16le', 'utf8'].map((name) => codecs[name]);
for (const codec of methodOrder) {
  encodingMethods[codec.sliceMethod] = {
    [codec.sliceMethod](...args) {
      if (!isView(this)) throw notABuffer();
      const bytes = bytesOf(this);
      if (bytes.length === 0) return '';
      const start = indexArg(args[0], 0);
      const end = Math.max(start, indexArg(args[1], bytes.length));
      if (end > bytes.length) throw badIndex();
      return start === end ? '' : codec.decode(bytes, start, end);
    },
  }[codec.sliceMethod];
}
for (const codec of methodOrder) {
  encodingMethods[codec.writeMethod] = {
    [codec.writeMethod](...args) {
      if (!isView(this)) throw notABuffer();
      const bytes = bytesOf(this);
      if (typeof args[0] !== 'string') throw notAString();
      const offset = indexArg(args[1], 0);
      if (offset > bytes.length) throw outOfBounds('offset');
      const room = Math.min(bytes.length - offset, indexArg(args[2], bytes.length - offset));
      return room === 0 ? 0 : codec.encode(bytes, args[0], offset, room);
    },
  }[codec.writeMethod];
}

// ---------------------------------------------------------------------------
// Buffer.prototype

let inspectMaxBytes = 50;

// Start and end for toString(): clamped, or null for an empty result.
function textRange(start, end, length) {
  if (start <= 0) start = 0;
  else if (start >= length) return null;
  else start = Math.trunc(start) || 0;
  end = end === undefined || end > length ? length : Math.trunc(end) || 0;
  return end > start ? [start, end] : null;
}

// Integer-or-default, as copy() reads its positions.
function copyPosition(value, fallback) {
  if (value === undefined) return fallback;
  const n = +value;
  return Number.isSafeInteger(Math.floor(n)) ? Math.floor(n) : 0;
}

function subarrayIndex(value, length) {
  const n = Math.trunc(value) || 0;
  return n < 0 ? Math.max(n + length, 0) : Math.min(n, length);
}

function reverseGroups(buf, size) {
  if (buf.length % size !== 0) {
    throw makeError(RangeError, 'ERR_INVALID_BUFFER_SIZE', `Buffer size must be a multiple of ${8 * size}-bits`);
  }
  for (let i = 0; i < buf.length; i += size) {
    for (let a = i, b = i + size - 1; a < b; a++, b--) {
      const t = buf[a];
      buf[a] = buf[b];
      buf[b] = t;
    }
  }
  return buf;
}

const methods = {
  copy: function copy(target, targetStart, sourceStart, sourceEnd) {
    needBytes(this, 'source');
    needBytes(target, 'target');
    targetStart = copyPosition(targetStart, 0);
    if (targetStart < 0) throw outOfRange('targetStart', '>= 0', targetStart);
    sourceStart = copyPosition(sourceStart, 0);
    if (sourceStart < 0 || sourceStart > this.length) {
      throw outOfRange('sourceStart', `>= 0 && <= ${this.length}`, sourceStart);
    }
    sourceEnd = copyPosition(sourceEnd, this.length);
    if (sourceEnd < 0) throw outOfRange('sourceEnd', '>= 0', sourceEnd);
    if (targetStart >= target.length || sourceStart >= sourceEnd) return 0;
    return copyInto(this, sourceStart, sourceEnd, target, targetStart);
  },

  toString: function toString(encoding, start, end) {
    if (encoding === undefined && start === undefined && end === undefined && nativeText !== null) {
      // The common case in one call (undefined when this is no Uint8Array).
      const text = nativeText(this);
      if (text !== undefined) return text;
    }
    const range = textRange(start, end, this.length);
    if (range === null) return '';
    if (encoding === undefined) return this.utf8Slice(range[0], range[1]);
    const codec = codecFor(encoding);
    if (codec === undefined) throw unknownEncoding(encoding);
    return this[codec.sliceMethod](range[0], range[1]);
  },

  equals: function equals(otherBuffer) {
    needBytes(otherBuffer, 'otherBuffer');
    if (this === otherBuffer) return true;
    if (this.byteLength !== otherBuffer.byteLength) return false;
    return compareRanges(this, 0, this.length, otherBuffer, 0, otherBuffer.length) === 0;
  },

  inspect: function inspect(recurseTimes, ctx) {
    const shown = Math.min(Math.floor(inspectMaxBytes), this.length);
    const pairs = [];
    for (let i = 0; i < shown; i++) pairs.push(hexByte[this[i]]);
    let text = pairs.join(' ');
    const more = this.length - inspectMaxBytes;
    if (more > 0) text += ` ... ${more} more byte${more > 1 ? 's' : ''}`;
    if (ctx) {
      // Own properties other than the indices (which come first in own-key order).
      const keys = Reflect.ownKeys(this).slice(this.length)
        .filter((k) => ctx.showHidden || Object.prototype.propertyIsEnumerable.call(this, k));
      if (keys.length > 0) {
        const extra = { __proto__: null };
        for (const k of keys) extra[k] = this[k];
        const rendered = lib().inspect(extra, { ...ctx, breakLength: Infinity, compact: true });
        // Keep what lies between "[Object: null prototype] { " and " }".
        text += (this.length ? ', ' : '') + rendered.slice(rendered.indexOf('{') + 2, -2);
      }
    }
    return `<${this.constructor.name} ${text}>`;
  },

  compare: function compare(target, targetStart, targetEnd, sourceStart, sourceEnd) {
    needBytes(target, 'target');
    if (arguments.length === 1) return compareRanges(this, 0, this.length, target, 0, target.length);
    const position = (value, name, fallback, max) => {
      if (value === undefined) return fallback;
      needInteger(value, name, 0, max);
      return value;
    };
    targetStart = position(targetStart, 'targetStart', 0, kMaxLength);
    targetEnd = position(targetEnd, 'targetEnd', target.length, target.length);
    sourceStart = position(sourceStart, 'sourceStart', 0, kMaxLength);
    sourceEnd = position(sourceEnd, 'sourceEnd', this.length, this.length);
    if (sourceStart >= sourceEnd) return targetStart >= targetEnd ? 0 : -1;
    if (targetStart >= targetEnd) return 1;
    return compareRanges(this, sourceStart, sourceEnd, target, targetStart, targetEnd);
  },

  indexOf: function indexOf(value, byteOffset, encoding) {
    return searchBuffer(this, value, byteOffset, encoding, true);
  },

  lastIndexOf: function lastIndexOf(value, byteOffset, encoding) {
    return searchBuffer(this, value, byteOffset, encoding, false);
  },

  includes: function includes(value, byteOffset, encoding) {
    return this.indexOf(value, byteOffset, encoding) !== -1;
  },

  fill: function fill(value, offset, end, encoding) {
    return fillBytes(this, value, offset, end, encoding);
  },

  write: function write(string, offset, length, encoding) {
    if (offset === undefined) return this.utf8Write(string, 0, this.length);
    if (length === undefined && typeof offset === 'string') {
      encoding = offset;
      offset = 0;
      length = this.length;
    } else {
      needInteger(offset, 'offset', 0, this.length);
      const room = this.length - offset;
      if (length === undefined) {
        length = room;
      } else if (typeof length === 'string') {
        encoding = length;
        length = room;
      } else {
        needInteger(length, 'length', 0, this.length);
        length = Math.min(length, room);
      }
    }
    if (!encoding || encoding === 'utf8') return this.utf8Write(string, offset, length);
    const codec = codecFor(encoding);
    if (codec === undefined) throw unknownEncoding(encoding);
    return this[codec.writeMethod](string, offset, length);
  },

  toJSON: function toJSON() {
    const data = new Array(this.length);
    for (let i = 0; i < data.length; i++) data[i] = this[i];
    return { type: 'Buffer', data };
  },

  subarray: function subarray(start, end) {
    const length = this.length;
    const from = subarrayIndex(start, length);
    const to = end === undefined ? length : subarrayIndex(end, length);
    return new ByteBuffer(this.buffer, this.byteOffset + from, Math.max(to - from, 0));
  },

  slice: function slice(start, end) {
    return this.subarray(start, end);
  },

  swap16: function swap16() { return reverseGroups(this, 2); },
  swap32: function swap32() { return reverseGroups(this, 4); },
  swap64: function swap64() { return reverseGroups(this, 8); },
};
methods.toLocaleString = methods.toString;
methods[Symbol.for('nodejs.util.inspect.custom')] = methods.inspect;

Object.assign(Buffer.prototype, numberMethods, encodingMethods);
for (const [key, own] of [['parent', 'buffer'], ['offset', 'byteOffset']]) {
  Object.defineProperty(Buffer.prototype, key, {
    enumerable: true,
    get() { return this instanceof Buffer ? this[own] : undefined; },
  });
}
Object.assign(Buffer.prototype, methods);

// ---------------------------------------------------------------------------
// transcode (ICU's converters in Node)

function transcodeFailure(code, errno) {
  const err = new Error(`Unable to transcode Buffer [${code}]`);
  err.code = code;
  err.errno = errno;
  return err;
}

// Default_Ignorable_Code_Point: ICU drops these instead of writing '?'.
function isDefaultIgnorable(cp) {
  return cp === 0xAD || cp === 0x34F || cp === 0x61C || cp === 0x115F || cp === 0x1160 ||
    cp === 0x17B4 || cp === 0x17B5 || (cp >= 0x180B && cp <= 0x180F) || (cp >= 0x200B && cp <= 0x200F) ||
    (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x206F) || cp === 0x3164 ||
    (cp >= 0xFE00 && cp <= 0xFE0F) || cp === 0xFEFF || cp === 0xFFA0 || (cp >= 0xFFF0 && cp <= 0xFFF8) ||
    (cp >= 0x1BCA0 && cp <= 0x1BCA3) || (cp >= 0x1D173 && cp <= 0x1D17A) || (cp >= 0xE0000 && cp <= 0xE0FFF);
}

// Code points of UTF-16LE bytes (a trailing odd byte ignored). A lone
// surrogate becomes `lone`, or itself when `lone` is undefined; with `lone`
// null it makes the whole result null.
function utf16CodePoints(bytes, lone) {
  const n = bytes.length >>> 1;
  const unit = (i) => bytes[2 * i] | (bytes[2 * i + 1] << 8);
  const out = [];
  for (let i = 0; i < n; i++) {
    const c = unit(i);
    if ((c & 0xFC00) === 0xD800 && i + 1 < n && (unit(i + 1) & 0xFC00) === 0xDC00) {
      out.push(0x10000 + ((c & 0x3FF) << 10) + (unit(++i) & 0x3FF));
    } else if ((c & 0xF800) === 0xD800) {
      if (lone === null) return null;
      out.push(lone === undefined ? c : lone);
    } else {
      out.push(c);
    }
  }
  return out;
}

// Results have an ArrayBuffer of their own, of their exact size.
function transcode(source, fromEncoding, toEncoding) {
  needBytes(source, 'source');
  if (source.length === 0) return new ByteBuffer(0);
  const from = canonicalEncoding(fromEncoding) || fromEncoding;
  const to = canonicalEncoding(toEncoding) || toEncoding;
  const supported = ['ascii', 'latin1', 'utf16le', 'utf8'];
  if (!supported.includes(from) || !supported.includes(to)) throw transcodeFailure('U_ILLEGAL_ARGUMENT_ERROR', 1);
  const bytes = bytesOf(source);
  let cps;
  if (from === 'utf8') {
    if (to === 'utf16le' && !isWellFormedUtf8(bytes)) throw transcodeFailure('U_INVALID_CHAR_FOUND', 10);
    cps = Array.from(utf8Decode(bytes, 0, bytes.length), (ch) => ch.codePointAt(0));
  } else if (from !== 'utf16le') {
    if (to === 'utf16le') {
      const out = new ByteBuffer(2 * bytes.length); // each byte widened, whatever its value
      for (let i = 0; i < bytes.length; i++) out[2 * i] = bytes[i];
      return out;
    }
    cps = Array.from(bytes, (b) => (from === 'ascii' && b >= 0x80 ? 0xFFFD : b));
  } else if (to === 'utf8') {
    cps = bytes.length < 2 ? null : utf16CodePoints(bytes, null);
    if (cps === null) throw transcodeFailure('U_INVALID_CHAR_FOUND', 10);
  } else if (to === 'utf16le') {
    // U+FFFD for each lone surrogate and for an odd last byte, but just one
    // when that byte follows a lone high surrogate.
    cps = utf16CodePoints(bytes, 0xFFFD);
    const n = bytes.length >>> 1;
    if (bytes.length % 2 === 1 && !(n > 0 && (bytes[2 * n - 1] & 0xFC) === 0xD8)) cps.push(0xFFFD);
  } else {
    cps = utf16CodePoints(bytes, undefined);
  }
  if (to === 'latin1' || to === 'ascii') {
    const limit = to === 'latin1' ? 0xFF : 0x7F;
    const out = [];
    for (const cp of cps) {
      if (cp <= limit) out.push(cp);
      else if (!isDefaultIgnorable(cp)) out.push(0x3F); // '?'
    }
    return new ByteBuffer(out);
  }
  let text = '';
  for (let i = 0; i < cps.length; i += CHUNK) text += String.fromCodePoint.apply(null, cps.slice(i, i + CHUNK));
  if (to === 'utf8') return new ByteBuffer(utf8Bytes(text));
  const out = new ByteBuffer(2 * text.length);
  ucs2Encode(out, text, 0, out.length);
  return out;
}

// ---------------------------------------------------------------------------
// isUtf8, isAscii, btoa, atob

function inputBytes(input) {
  if (isTypedArray(input)) return bytesOf(input);
  if (isArrayBufferLike(input)) return new Uint8Array(input);
  throw invalidArgType('input', ['ArrayBuffer', 'Buffer', 'TypedArray'], input);
}

function isUtf8(input) {
  return isWellFormedUtf8(inputBytes(input));
}

function isAscii(input) {
  return !inputBytes(input).some((b) => b >= 0x80);
}

function domException(message) {
  const D = typeof DOMException === 'function' ? DOMException : require('./internal/event_target.js').DOMException;
  return new D(message, 'InvalidCharacterError');
}

function btoa(input) {
  if (arguments.length === 0) throw missingArgs('input');
  const str = `${input}`;
  const bytes = new Uint8Array(str.length);
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c > 0xFF) throw domException('Invalid character');
    bytes[i] = c;
  }
  return base64Text(bytes, 0, bytes.length, BASE64, true);
}

// The WHATWG forgiving-base64 decode.
function atob(input) {
  if (arguments.length === 0) throw missingArgs('input');
  const str = `${input}`;
  const sextets = [];
  let padding = 0;
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0A || c === 0x0C || c === 0x0D) continue;
    if (c === 0x3D && padding < 2) {
      padding++;
      continue;
    }
    const v = c < 0x80 && c !== 0x2D && c !== 0x5F ? sextetOf[c] : -1;
    // Padding may only close the input (whitespace aside).
    if (v < 0 || padding > 0) throw domException('Invalid character');
    sextets.push(v);
  }
  const rest = sextets.length % 4;
  if (rest === 1) throw domException('The string to be decoded is not correctly encoded.');
  if (padding > 0 && (rest === 0 || rest + padding !== 4)) throw domException('Invalid character');
  const out = new Uint8Array(Math.floor((3 * sextets.length) / 4));
  let n = 0;
  let acc = 0;
  for (let i = 0; i < sextets.length; i++) {
    acc = (acc << 6) | sextets[i];
    if (i % 4 !== 0) out[n++] = (acc >> (6 - 2 * (i % 4))) & 0xFF;
  }
  return charsOf(out, 0, n);
}

// ---------------------------------------------------------------------------
// Exports, in Node's order

module.exports = { Buffer, SlowBuffer, transcode, isUtf8, isAscii, kMaxLength, kStringMaxLength, btoa, atob };

Object.defineProperties(module.exports, {
  constants: {
    enumerable: true,
    value: Object.defineProperties({}, {
      MAX_LENGTH: { value: kMaxLength, enumerable: true },
      MAX_STRING_LENGTH: { value: kStringMaxLength, enumerable: true },
    }),
  },
  INSPECT_MAX_BYTES: {
    enumerable: true,
    configurable: true,
    get() { return inspectMaxBytes; },
    set(value) {
      needNumber(value, 'INSPECT_MAX_BYTES');
      if (!(value >= 0)) throw outOfRange('INSPECT_MAX_BYTES', '>= 0', value);
      inspectMaxBytes = value;
    },
  },
});

// What string_decoder.js shares; not part of node:buffer.
// Blob and File (internal/blob.js), loaded when first read. (Under plain node, where
// this file is tested, that module's requires do not resolve: node's own are used.)
for (const name of ['Blob', 'File']) {
  Object.defineProperty(module.exports, name, {
    enumerable: true,
    configurable: true,
    get() {
      try {
        return require('./internal/blob.js')[name];
      } catch {
        return globalThis[name];
      }
    },
  });
}

Object.defineProperty(module.exports, Symbol.for('evloop.buffer.internals'), {
  value: { codecs, canonicalEncoding, unknownEncoding, bytesOf, isEncoding },
});
