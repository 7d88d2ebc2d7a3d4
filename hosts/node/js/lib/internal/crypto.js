'use strict';

// node:crypto's hashing and randomness, and the Web Crypto global (`crypto`,
// `crypto.subtle.digest`), as Node v20 shows them. The host does the byte work
// (binding.cryptoDigest, cryptoHmac, cryptoRandom: the sha1, sha2, md-5, hmac and
// getrandom crates); what runs on libuv's thread pool in Node (randomBytes and
// randomFill with a callback, subtle.digest) is a thread-pool request here too, so its
// callback comes in a poll phase.

const { binding } = require('./internals.js');
const {
  makeError, invalidArgType, invalidThis, outOfRange, validateFunction,
} = require('./internal/node_errors.js');
const { Buffer } = require('./buffer.js');

const lazyDOMException = (message, name) => new (require('./internal/event_target.js').DOMException)(message, name);

// ------------------------------------------------------------------ hashing

const kHandle = Symbol('kHandle');
const kState = Symbol('kState');
const kFinalized = Symbol('kFinalized');
const HASHES = ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512'];
// OpenSSL's other spellings of the same digests.
const ALIASES = {
  'rsa-md5': 'md5', 'rsa-sha1': 'sha1', 'sha-1': 'sha1', 'rsa-sha224': 'sha224', 'sha-224': 'sha224',
  'rsa-sha256': 'sha256', 'sha-256': 'sha256', 'rsa-sha384': 'sha384', 'sha-384': 'sha384',
  'rsa-sha512': 'sha512', 'sha-512': 'sha512', sha2: undefined,
};
function hashName(algorithm) {
  const lower = algorithm.toLowerCase();
  if (HASHES.includes(lower)) return lower;
  return ALIASES[lower];
}

function isBufferSource(v) {
  return ArrayBuffer.isView(v) || v instanceof ArrayBuffer;
}
function bytesOf(v) {
  if (v instanceof ArrayBuffer) return new Uint8Array(v);
  return new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
}

// The native side of a Hash/Hmac (Node's C++ handle): the data so far.
function makeHandle(name) {
  const handle = ({ [name]: class {} })[name];
  return handle;
}
const HashHandle = makeHandle('Hash');
const HmacHandle = makeHandle('Hmac');
const kChunks = Symbol('kChunks');
function newHandle(Ctor, alg, key) {
  const h = new Ctor();
  Object.defineProperty(h, kChunks, { value: { alg, key, chunks: [] }, writable: true });
  return h;
}

function toBytes(data, encoding, what) {
  if (typeof data === 'string') {
    return Buffer.from(data, encoding === undefined || encoding === 'buffer' ? 'utf8' : encoding);
  }
  if (!ArrayBuffer.isView(data)) {
    throw invalidArgType(what, ['string', 'Buffer', 'TypedArray', 'DataView'], data);
  }
  return Buffer.from(bytesOf(data));
}

function finalized() {
  return makeError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
}

function concatChunks(chunks) {
  if (chunks.length === 1) return chunks[0];
  return Buffer.concat(chunks);
}

function output(buf, encoding) {
  if (encoding === undefined || encoding === 'buffer') return buf;
  if (typeof encoding === 'string' && Buffer.isEncoding(encoding)) return buf.toString(encoding);
  return buf;
}

// Node's Hash and Hmac are LazyTransforms: Transform streams whose stream state is made
// on first use, so that hashing alone never pays for it. Here the stream module itself
// loads then too: the shared prototype's stream methods and state getters make the
// stream (and set the prototype's own prototype to Transform.prototype) first.
function LazyTransform() {}
const lazyProto = LazyTransform.prototype;
let Transform;
function makeStream(self) {
  if (Transform === undefined) {
    Transform = require('./stream.js').Transform;
    Object.setPrototypeOf(lazyProto, Transform.prototype);
  }
  if (self === null || typeof self !== 'object' || self[kHandle] === undefined ||
      Object.prototype.hasOwnProperty.call(self, '_readableState')) return;
  for (const name of ['_readableState', '_writableState']) {
    Object.defineProperty(self, name, { value: undefined, writable: true, enumerable: true, configurable: true });
  }
  Transform.call(self, self._options);
}
// The stream's own member `name` (above the lazy prototype).
function streamMember(name) {
  for (let o = Object.getPrototypeOf(lazyProto); o !== null; o = Object.getPrototypeOf(o)) {
    const desc = Object.getOwnPropertyDescriptor(o, name);
    if (desc) return desc;
  }
  return undefined;
}
for (const name of ['write', 'end', 'pipe', 'unpipe', 'read', 'setEncoding', 'setDefaultEncoding', 'resume',
  'pause', 'isPaused', 'destroy', 'cork', 'uncork', 'push', 'unshift', 'on', 'addListener', 'once',
  'prependListener', 'prependOnceListener', 'off', 'removeListener', 'removeAllListeners', 'emit',
  'listeners', 'rawListeners', 'listenerCount', 'eventNames', 'setMaxListeners', 'getMaxListeners',
  Symbol.asyncIterator]) {
  Object.defineProperty(lazyProto, name, {
    value: function (...args) {
      makeStream(this);
      return streamMember(name).value.apply(this, args);
    },
    writable: true,
    configurable: true,
  });
}
for (const name of ['_readableState', '_writableState', 'readable', 'writable', 'destroyed', 'closed', 'errored',
  'readableEnded', 'readableFlowing', 'readableLength', 'readableEncoding', 'readableHighWaterMark',
  'writableEnded', 'writableFinished', 'writableLength', 'writableHighWaterMark', 'writableNeedDrain']) {
  Object.defineProperty(lazyProto, name, {
    get() {
      makeStream(this);
      if (Object.prototype.hasOwnProperty.call(this, name)) return this[name];
      const desc = streamMember(name);
      return desc === undefined ? undefined : (desc.get ? desc.get.call(this) : desc.value);
    },
    configurable: true,
  });
}

function Hash(algorithm, options) {
  if (!(this instanceof Hash)) return new Hash(algorithm, options);
  const isCopy = algorithm instanceof HashHandle;
  if (!isCopy && typeof algorithm !== 'string') throw invalidArgType('algorithm', 'string', algorithm);
  let handle;
  if (isCopy) {
    handle = algorithm;
  } else {
    const name = hashName(algorithm);
    if (name === undefined) throw new Error('Digest method not supported');
    handle = newHandle(HashHandle, name);
  }
  this._options = options;
  this[kHandle] = handle;
  this[kState] = { [kFinalized]: false };
}
Hash.prototype.copy = function copy(options) {
  if (this[kState][kFinalized]) throw finalized();
  const src = this[kHandle][kChunks];
  const handle = newHandle(HashHandle, src.alg);
  handle[kChunks].chunks = src.chunks.slice();
  return new Hash(handle, options);
};
Hash.prototype.update = function update(data, encoding) {
  if (this[kState][kFinalized]) throw finalized();
  this[kHandle][kChunks].chunks.push(toBytes(data, encoding, 'data'));
  return this;
};
Hash.prototype.digest = function digest(outputEncoding) {
  if (this[kState][kFinalized]) throw finalized();
  this[kState][kFinalized] = true;
  const st = this[kHandle][kChunks];
  const out = binding.cryptoDigest(st.alg, concatChunks(st.chunks));
  st.chunks = [];
  return output(out, outputEncoding);
};

function Hmac(hmac, key, options) {
  if (!(this instanceof Hmac)) return new Hmac(hmac, key, options);
  if (typeof hmac !== 'string') throw invalidArgType('hmac', 'string', hmac);
  if (typeof key !== 'string' && !isBufferSource(key)) {
    throw invalidArgType('key', ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView', 'KeyObject', 'CryptoKey'], key);
  }
  const name = hashName(hmac);
  if (name === undefined) throw makeError(TypeError, 'ERR_CRYPTO_INVALID_DIGEST', `Invalid digest: ${hmac}`);
  const keyBytes = typeof key === 'string' ? Buffer.from(key, 'utf8') : Buffer.from(bytesOf(key));
  this._options = options;
  this[kHandle] = newHandle(HmacHandle, name, keyBytes);
  this[kState] = { [kFinalized]: false };
}
Object.setPrototypeOf(Hash.prototype, lazyProto);
Object.setPrototypeOf(Hmac.prototype, lazyProto);
Hash.prototype._transform = function _transform(chunk, encoding, callback) {
  this.update(chunk, encoding);
  callback();
};
Hash.prototype._flush = function _flush(callback) {
  this.push(this.digest());
  callback();
};
Hmac.prototype.update = Hash.prototype.update;
Hmac.prototype._transform = Hash.prototype._transform;
Hmac.prototype._flush = Hash.prototype._flush;
Hmac.prototype.digest = function digest(outputEncoding) {
  const st = this[kHandle][kChunks];
  // Node answers a second digest() with an empty result, not an error.
  if (this[kState][kFinalized]) return output(Buffer.alloc(0), outputEncoding);
  this[kState][kFinalized] = true;
  const out = binding.cryptoHmac(st.alg, st.key, concatChunks(st.chunks));
  st.chunks = [];
  return output(out, outputEncoding);
};

function createHash(algorithm, options) { return new Hash(algorithm, options); }
function createHmac(hmac, key, options) { return new Hmac(hmac, key, options); }

// crypto.hash(algorithm, data, outputEncoding = 'hex') (Node 20.12).
function hash(algorithm, input, outputEncoding = 'hex') {
  if (typeof algorithm !== 'string') throw invalidArgType('algorithm', 'string', algorithm);
  if (typeof input !== 'string' && !ArrayBuffer.isView(input)) {
    throw invalidArgType('input', ['Buffer', 'TypedArray', 'DataView', 'string'], input);
  }
  if (typeof outputEncoding !== 'string') throw invalidArgType('outputEncoding', 'string', outputEncoding);
  const name = hashName(algorithm);
  if (name === undefined) throw new Error('Digest method not supported');
  return output(binding.cryptoDigest(name, toBytes(input, 'utf8', 'input')), outputEncoding);
}

function getHashes() {
  return ['RSA-MD5', 'RSA-SHA1', 'RSA-SHA224', 'RSA-SHA256', 'RSA-SHA384', 'RSA-SHA512',
    'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512'];
}

// ------------------------------------------------------------------ randomness

const kMaxLength = 2 ** 31 - 1;
function validateSize(size, name = 'size') {
  if (typeof size !== 'number') throw invalidArgType(name, 'number', size);
  if (!(size >= 0 && size <= kMaxLength) || Number.isNaN(size)) {
    throw outOfRange(name, `>= 0 && <= ${kMaxLength}`, size);
  }
}

// One thread-pool request for `n` random bytes; `done(err, Buffer)` in a poll phase.
function poolRandom(api, n, done) {
  binding.fsAsync((err, bytes) => {
    done(null, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }, api, 'randombytes', n);
}

function randomBytes(size, callback) {
  validateSize(size);
  if (callback !== undefined) validateFunction(callback, 'callback');
  if (callback === undefined) return binding.cryptoRandom(Math.floor(size));
  poolRandom('crypto.randomBytes', Math.floor(size), (err, buf) => callback.call(undefined, null, buf));
  return undefined;
}

function randomFillSync(buf, offset = 0, size) {
  if (!isBufferSource(buf)) {
    throw invalidArgType('buf', ['ArrayBuffer', 'ArrayBufferView'], buf);
  }
  const view = bytesOf(buf);
  const elt = buf instanceof ArrayBuffer ? 1 : (buf.BYTES_PER_ELEMENT || 1);
  const start = offset * elt;
  const end = size === undefined ? view.length : start + size * elt;
  view.set(binding.cryptoRandom(Math.max(0, end - start)), start);
  return buf;
}

function randomFill(buf, offset, size, callback) {
  if (!isBufferSource(buf)) {
    throw invalidArgType('buf', ['ArrayBuffer', 'ArrayBufferView'], buf);
  }
  if (typeof offset === 'function') { callback = offset; offset = 0; size = undefined; } else if (typeof size === 'function') { callback = size; size = undefined; }
  validateFunction(callback, 'callback');
  const view = bytesOf(buf);
  const elt = buf instanceof ArrayBuffer ? 1 : (buf.BYTES_PER_ELEMENT || 1);
  const start = (offset || 0) * elt;
  const end = size === undefined ? view.length : start + size * elt;
  poolRandom('crypto.randomFill', Math.max(0, end - start), (err, bytes) => {
    view.set(bytes, start);
    callback.call(undefined, null, buf);
  });
}

// RFC 4122 version 4, from one random read per call.
function randomUUID(options) {
  if (options !== undefined && (options === null || typeof options !== 'object')) {
    throw invalidArgType('options', 'object', options);
  }
  // No entropy cache here, but the option is checked as node checks it.
  const disableEntropyCache = options === undefined || options.disableEntropyCache === undefined
    ? false : options.disableEntropyCache;
  if (typeof disableEntropyCache !== 'boolean') {
    throw invalidArgType('options.disableEntropyCache', 'boolean', disableEntropyCache);
  }
  const b = binding.cryptoRandom(16);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const RAND_MAX = 0xFFFFFFFFFFFF; // 2^48 - 1
function randomInt(min, max, callback) {
  const minNotSpecified = typeof max === 'undefined' || typeof max === 'function';
  if (minNotSpecified) { callback = max; max = min; min = 0; }
  const isSync = typeof callback === 'undefined';
  if (!isSync) validateFunction(callback, 'callback');
  if (!Number.isSafeInteger(min)) throw invalidArgType('min', 'a safe integer', min);
  if (!Number.isSafeInteger(max)) throw invalidArgType('max', 'a safe integer', max);
  if (max <= min) {
    throw makeError(RangeError, 'ERR_OUT_OF_RANGE',
      `The value of "max" is out of range. It must be greater than the value of "min" (${min}). Received ${max}`);
  }
  const range = max - min;
  if (!(range <= RAND_MAX)) throw outOfRange(minNotSpecified ? 'max' : 'max - min', `<= ${RAND_MAX}`, range);
  // Rejection sampling over 48-bit numbers, as Node does.
  const limit = RAND_MAX - (RAND_MAX % range);
  const pick = (buf) => {
    for (let i = 0; i + 6 <= buf.length; i += 6) {
      const x = buf.readUIntBE(i, 6);
      if (x < limit) return min + (x % range);
    }
    return undefined;
  };
  if (isSync) {
    for (;;) {
      const n = pick(binding.cryptoRandom(6 * 8));
      if (n !== undefined) return n;
    }
  }
  const again = () => poolRandom('crypto.randomInt', 6 * 8, (err, buf) => {
    const n = pick(buf);
    if (n === undefined) again(); else callback.call(undefined, undefined, n);
  });
  again();
  return undefined;
}

function timingSafeEqual(buf1, buf2) {
  if (!isBufferSource(buf1)) {
    throw makeError(TypeError, 'ERR_INVALID_ARG_TYPE',
      'The "buf1" argument must be an instance of ArrayBuffer, Buffer, TypedArray, or DataView.');
  }
  if (!isBufferSource(buf2)) {
    throw makeError(TypeError, 'ERR_INVALID_ARG_TYPE',
      'The "buf2" argument must be an instance of ArrayBuffer, Buffer, TypedArray, or DataView.');
  }
  const a = bytesOf(buf1);
  const b = bytesOf(buf2);
  if (a.length !== b.length) {
    throw makeError(RangeError, 'ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH', 'Input buffers must have the same byte length');
  }
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

// ------------------------------------------------------------------ Web Crypto

const kToken = Symbol('kToken');
const INTEGER_ARRAYS = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array',
  'Int32Array', 'Uint32Array', 'BigInt64Array', 'BigUint64Array'];
let cryptoInstance;
let subtleInstance;

class SubtleCrypto {
  constructor(token) {
    if (token !== kToken) throw makeError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
  }
}
function digest(algorithm, data) {
  if (this !== subtleInstance) return Promise.reject(invalidThis('SubtleCrypto'));
  if (arguments.length < 2) {
    return Promise.reject(makeError(TypeError, 'ERR_MISSING_ARGS',
      `Failed to execute 'digest' on 'SubtleCrypto': 2 arguments required, but only ${arguments.length} present.`));
  }
  const name = typeof algorithm === 'string' ? algorithm :
    (algorithm !== null && typeof algorithm === 'object' ? algorithm.name : undefined);
  if (!isBufferSource(data)) {
    return Promise.reject(makeError(TypeError, 'ERR_INVALID_ARG_TYPE',
      "Failed to execute 'digest' on 'SubtleCrypto': 2nd argument is not instance of ArrayBuffer, Buffer, TypedArray, or DataView."));
  }
  const alg = { 'sha-1': 'sha1', 'sha-256': 'sha256', 'sha-384': 'sha384', 'sha-512': 'sha512' }[
    typeof name === 'string' ? name.toLowerCase() : ''];
  if (alg === undefined) {
    return Promise.reject(lazyDOMException('Unrecognized algorithm name', 'NotSupportedError'));
  }
  const bytes = bytesOf(data).slice();
  return new Promise((resolve) => {
    binding.fsAsync((err, out) => {
      resolve(out.buffer.byteLength === out.byteLength ? out.buffer : out.slice().buffer);
    }, 'crypto.subtle.digest', 'digest', alg, bytes);
  });
}
// Only digest is modelled; the other methods reject.
for (const method of ['encrypt', 'decrypt', 'sign', 'verify', 'digest', 'generateKey', 'deriveKey',
  'deriveBits', 'importKey', 'exportKey', 'wrapKey', 'unwrapKey']) {
  SubtleCrypto.prototype[method] = method === 'digest' ? digest : {
    [method]() {
      return Promise.reject(lazyDOMException(`evloop: crypto.subtle.${method} is not modelled`, 'NotSupportedError'));
    },
  }[method];
}

class Crypto {
  constructor(token) {
    if (token !== kToken) throw makeError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
  }

  get subtle() {
    if (this !== cryptoInstance) throw invalidThis('Crypto');
    return subtleInstance;
  }

  getRandomValues(array) {
    if (this !== cryptoInstance) throw invalidThis('Crypto');
    if (arguments.length < 1) {
      throw makeError(TypeError, 'ERR_MISSING_ARGS',
        "Failed to execute 'getRandomValues' on 'Crypto': 1 argument required, but only 0 present.");
    }
    const tag = ArrayBuffer.isView(array) ? Object.prototype.toString.call(array).slice(8, -1) : '';
    if (!INTEGER_ARRAYS.includes(tag)) {
      throw lazyDOMException('The data argument must be an integer-type TypedArray', 'TypeMismatchError');
    }
    if (array.byteLength > 65536) {
      throw lazyDOMException('The requested length exceeds 65,536 bytes', 'QuotaExceededError');
    }
    bytesOf(array).set(binding.cryptoRandom(array.byteLength));
    return array;
  }

  randomUUID() {
    if (this !== cryptoInstance) throw invalidThis('Crypto');
    return randomUUID();
  }
}
class CryptoKey {
  constructor() {
    throw makeError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
  }
}
for (const [C, tag, names] of [[Crypto, 'Crypto', ['subtle', 'getRandomValues', 'randomUUID']],
  [SubtleCrypto, 'SubtleCrypto', []], [CryptoKey, 'CryptoKey', []]]) {
  Object.defineProperty(C.prototype, Symbol.toStringTag, { value: tag, configurable: true });
  for (const name of names) {
    const desc = Object.getOwnPropertyDescriptor(C.prototype, name);
    desc.enumerable = true;
    Object.defineProperty(C.prototype, name, desc);
  }
}
cryptoInstance = new Crypto(kToken);
subtleInstance = new SubtleCrypto(kToken);

const webGlobals = { crypto: cryptoInstance, Crypto, CryptoKey, SubtleCrypto };

const { pbkdf2, pbkdf2Sync, scrypt, scryptSync, hkdf, hkdfSync } = require('./internal/crypto/kdf.js');

module.exports = {
  pbkdf2,
  pbkdf2Sync,
  scrypt,
  scryptSync,
  hkdf,
  hkdfSync,
  createHash,
  createHmac,
  getHashes,
  randomBytes,
  randomFill,
  randomFillSync,
  randomInt,
  randomUUID,
  timingSafeEqual,
  hash,
  Hash,
  Hmac,
  webcrypto: cryptoInstance,
  subtle: subtleInstance,
  getRandomValues: (array) => cryptoInstance.getRandomValues(array),
};
Object.defineProperty(module.exports, 'webGlobals', { value: webGlobals, enumerable: false });

