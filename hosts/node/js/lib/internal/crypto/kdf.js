'use strict';

// node:crypto's key derivation: pbkdf2, scrypt and hkdf, with node 20's argument checks
// and errors. The callback forms are one thread-pool request each (`uv_queue_work`, as
// node's crypto jobs are), and the host's pool model charges pbkdf2 and scrypt the CPU
// time they take node, so a fifth pbkdf2 waits for one of the first four workers. The
// *Sync forms run on the main thread and take the same time there.

const { binding } = require('./internals.js');
const {
  makeError, invalidArgType, outOfRange, validateFunction, validateString,
  validateInteger, validateInt32, validateUint32,
} = require('./internal/node_errors.js');
const { Buffer } = require('./buffer.js');

const kMaxLength = 2 ** 32;
const BYTES = ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'];

// What node's jobs are: the `this` of a callback.
class PBKDF2Job {}
class ScryptJob {}
class HKDFJob {}

function bytes(value, name, expected = BYTES) {
  if (typeof value === 'string') return Buffer.from(value, 'utf8');
  if (value instanceof ArrayBuffer ||
      (typeof SharedArrayBuffer === 'function' && value instanceof SharedArrayBuffer)) {
    return new Uint8Array(value);
  }
  if (ArrayBuffer.isView(value)) {
    return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  }
  throw invalidArgType(name, expected, value);
}

function asBuffer(out) {
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

function asArrayBuffer(out) {
  return out.byteOffset === 0 && out.buffer.byteLength === out.byteLength ?
    out.buffer : out.slice().buffer;
}

function invalidDigest(digest) {
  return makeError(TypeError, 'ERR_CRYPTO_INVALID_DIGEST', `Invalid digest: ${digest}`);
}

// The digests evloop's hashes cover; node (OpenSSL) knows more (sha3, ripemd, …).
function checkDigest(digest) {
  if (binding.cryptoDigest(digest, new Uint8Array(0)) === undefined) throw invalidDigest(digest);
}

// One job: on the pool with a callback, else on this thread. The callback runs with the
// job as `this`, as node's does.
function runJob(Job, api, done, finish, kind, ...args) {
  if (done === undefined) {
    const [err, out] = binding.fsSync(kind, ...args);
    if (err) throw makeError(Error, err[0], err[2]);
    return finish(out);
  }
  const job = new Job();
  binding.fsAsync((err, out) => {
    if (err) return done.call(job, makeError(Error, err[0], err[2]));
    return done.call(job, null, finish(out));
  }, api, kind, ...args);
  return undefined;
}

// ------------------------------------------------------------------ pbkdf2

function checkPbkdf2(password, salt, iterations, keylen, digest) {
  validateString(digest, 'digest');
  password = bytes(password, 'password');
  salt = bytes(salt, 'salt');
  validateInt32(iterations, 'iterations', 1);
  validateInt32(keylen, 'keylen', 0);
  checkDigest(digest);
  return [digest, password, salt, iterations, keylen];
}

function pbkdf2(password, salt, iterations, keylen, digest, callback) {
  if (typeof digest === 'function') {
    callback = digest;
    digest = undefined;
  }
  const args = checkPbkdf2(password, salt, iterations, keylen, digest);
  validateFunction(callback, 'callback');
  runJob(PBKDF2Job, 'crypto.pbkdf2', callback, asBuffer, 'pbkdf2', ...args);
}

function pbkdf2Sync(password, salt, iterations, keylen, digest) {
  const args = checkPbkdf2(password, salt, iterations, keylen, digest);
  return runJob(PBKDF2Job, 'crypto.pbkdf2Sync', undefined, asBuffer, 'pbkdf2', ...args);
}

// ------------------------------------------------------------------ scrypt

const defaults = { N: 16384, r: 8, p: 1, maxmem: 32 << 20 };

// Node 20 says this when an option is given under both its names.
function incompatible() {
  return makeError(Error, 'ERR_CRYPTO_SCRYPT_INVALID_PARAMETER', 'Invalid scrypt parameter');
}

// One option under either of its names (`N` or `cost`, …).
function option(options, short, long, value) {
  const hasShort = options[short] !== undefined;
  if (hasShort) {
    value = options[short];
    validateUint32(value, short);
  }
  if (options[long] !== undefined) {
    if (hasShort) throw incompatible();
    value = options[long];
    validateUint32(value, long);
  }
  return value;
}

function invalidScryptParams(openssl) {
  return makeError(RangeError, 'ERR_CRYPTO_INVALID_SCRYPT_PARAMS',
    openssl ? 'Invalid scrypt params: error:030000AC:digital envelope routines::memory limit exceeded' :
      'Invalid scrypt params');
}

function checkScrypt(password, salt, keylen, options) {
  password = bytes(password, 'password');
  salt = bytes(salt, 'salt');
  validateInt32(keylen, 'keylen', 0);
  let { N, r, p, maxmem } = defaults;
  if (options && options !== defaults) {
    N = option(options, 'N', 'cost', N);
    r = option(options, 'r', 'blockSize', r);
    p = option(options, 'p', 'parallelization', p);
    if (options.maxmem !== undefined) {
      maxmem = options.maxmem;
      validateInteger(maxmem, 'maxmem', 0);
    }
    if (N === 0) N = defaults.N;
    if (r === 0) r = defaults.r;
    if (p === 0) p = defaults.p;
    if (maxmem === 0) maxmem = defaults.maxmem;
  }
  // OpenSSL's checks, in its order: a power of two, then the limits it calls memory.
  if (N < 2 || (N & (N - 1)) !== 0) throw invalidScryptParams(false);
  if (p > Math.floor(((2 ** 30) - 1) / r)) throw invalidScryptParams(true);
  if (16 * r <= 63 && N >= 2 ** (16 * r)) throw invalidScryptParams(true);
  if (p * 128 * r + 128 * r * (N + 2) > maxmem) throw invalidScryptParams(true);
  return [password, salt, Math.log2(N), r, p, keylen];
}

function scrypt(password, salt, keylen, options, callback = defaults) {
  if (callback === defaults) {
    callback = options;
    options = defaults;
  }
  const args = checkScrypt(password, salt, keylen, options);
  validateFunction(callback, 'callback');
  runJob(ScryptJob, 'crypto.scrypt', callback, asBuffer, 'scrypt', ...args);
}

function scryptSync(password, salt, keylen, options = defaults) {
  const args = checkScrypt(password, salt, keylen, options);
  return runJob(ScryptJob, 'crypto.scryptSync', undefined, asBuffer, 'scrypt', ...args);
}

// ------------------------------------------------------------------ hkdf

function checkHkdf(digest, ikm, salt, info, length) {
  validateString(digest, 'digest');
  ikm = bytes(ikm, 'ikm', ['string', 'SecretKeyObject', 'ArrayBuffer', 'TypedArray', 'DataView', 'Buffer']);
  const source = ['string', 'ArrayBuffer', 'TypedArray', 'DataView', 'Buffer'];
  salt = bytes(salt, 'salt', source);
  info = bytes(info, 'info', source);
  validateInteger(length, 'length', 0, kMaxLength);
  if (info.byteLength > 1024) {
    throw outOfRange('info', 'must not contain more than 1024 bytes', info.byteLength);
  }
  checkDigest(digest);
  if (length > 255 * binding.cryptoDigest(digest, new Uint8Array(0)).length) {
    throw makeError(RangeError, 'ERR_CRYPTO_INVALID_KEYLEN', 'Invalid key length');
  }
  return [digest, ikm, salt, info, length];
}

function hkdf(digest, ikm, salt, info, length, callback) {
  const args = checkHkdf(digest, ikm, salt, info, length);
  validateFunction(callback, 'callback');
  runJob(HKDFJob, 'crypto.hkdf', callback, asArrayBuffer, 'hkdf', ...args);
}

function hkdfSync(digest, ikm, salt, info, length) {
  const args = checkHkdf(digest, ikm, salt, info, length);
  return runJob(HKDFJob, 'crypto.hkdfSync', undefined, asArrayBuffer, 'hkdf', ...args);
}

module.exports = { pbkdf2, pbkdf2Sync, scrypt, scryptSync, hkdf, hkdfSync };
