// The `crypto` global as Chromium has it, without `subtle`: `getRandomValues` (integer
// typed arrays, at most 65536 bytes) and `randomUUID` (a version 4 UUID), over the
// system's generator (`binding.randomBytes`).
'use strict';

module.exports = function makeCrypto(binding, DOMException, finishInterface) {
  const INTEGER_ARRAYS = new Set(['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array',
    'Int32Array', 'Uint32Array', 'BigInt64Array', 'BigUint64Array']);
  const ARRAY_TYPE = {
    Int8Array: 'Int8', Uint8Array: 'Uint8', Uint8ClampedArray: 'Uint8Clamped', Int16Array: 'Int16',
    Uint16Array: 'Uint16', Int32Array: 'Int32', Uint32Array: 'Uint32', Float16Array: 'Float16',
    Float32Array: 'Float32', Float64Array: 'Float64', BigInt64Array: 'BigInt64', BigUint64Array: 'BigUint64',
  };
  const tagOf = (v) => Object.prototype.toString.call(v).slice(8, -1);
  let token = null;
  const PASS = {};
  class Crypto {
    constructor(key) { if (key !== PASS) throw new TypeError("Failed to construct 'Crypto': Illegal constructor"); }
    getRandomValues(array) {
      if (this !== token) throw new TypeError('Illegal invocation');
      const where = "Failed to execute 'getRandomValues' on 'Crypto'";
      if (arguments.length === 0) throw new TypeError(`${where}: 1 argument required, but only 0 present.`);
      if (!ArrayBuffer.isView(array)) throw new TypeError(`${where}: parameter 1 is not of type 'ArrayBufferView'.`);
      const tag = tagOf(array);
      if (!INTEGER_ARRAYS.has(tag)) {
        throw new DOMException(`${where}: The provided ArrayBufferView is of type '${ARRAY_TYPE[tag] || 'DataView'}', which is not an integer array type.`, 'TypeMismatchError');
      }
      if (array.byteLength > 65536) {
        throw new DOMException(`${where}: The ArrayBufferView's byte length (${array.byteLength}) exceeds the number of bytes of entropy available via this API (65536).`, 'QuotaExceededError');
      }
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(binding.randomBytes(array.byteLength));
      return array;
    }
    randomUUID() {
      if (this !== token) throw new TypeError('Illegal invocation');
      const b = binding.randomBytes(16);
      b[6] = (b[6] & 0x0f) | 0x40;
      b[8] = (b[8] & 0x3f) | 0x80;
      const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    }
  }
  finishInterface(Crypto, 'Crypto');
  token = new Crypto(PASS);
  return { Crypto, crypto: token };
};
