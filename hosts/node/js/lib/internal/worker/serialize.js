'use strict';

// Values between a worker and its parent: the structured-clone types node's serializer
// carries (primitives with -0, NaN and BigInt; arrays, plain objects, Date, RegExp, Map,
// Set, ArrayBuffer and its views, boxed primitives, errors with their class, message,
// stack and own properties; shared and circular references) as JSON text of tagged
// entries, since each side has an engine of its own. A function or a symbol cannot be
// cloned: DataCloneError, as in node.

const TYPED = {
  Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array,
  Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array,
};
const ERRORS = { Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError };

function dataCloneError(value) {
  let shown;
  try { shown = typeof value === 'symbol' ? value.toString() : String(value); } catch { shown = 'value'; }
  const message = `${shown} could not be cloned.`;
  if (typeof globalThis.DOMException === 'function') return new globalThis.DOMException(message, 'DataCloneError');
  const e = new Error(message);
  e.name = 'DataCloneError';
  return e;
}

function bytesOf(buffer, offset = 0, length = buffer.byteLength) {
  return Array.from(new Uint8Array(buffer, offset, length));
}

function serialize(value) {
  const seen = new Map();
  function enc(v) {
    switch (typeof v) {
      case 'undefined': return ['u'];
      case 'boolean': return v ? ['t'] : ['f'];
      case 'string': return v;
      case 'number':
        if (Number.isNaN(v) || !Number.isFinite(v) || Object.is(v, -0)) return ['N', Object.is(v, -0) ? '-0' : String(v)];
        return v;
      case 'bigint': return ['B', v.toString()];
      case 'symbol':
      case 'function':
        throw dataCloneError(v);
      default:
    }
    if (v === null) return null;
    if (seen.has(v)) return ['r', seen.get(v)];
    const ref = seen.size;
    seen.set(v, ref);
    if (Array.isArray(v)) {
      const items = [];
      for (const k of Object.keys(v)) items.push([k, enc(v[k])]);
      return ['a', ref, v.length, items];
    }
    if (v instanceof Date) return ['d', ref, v.getTime()];
    if (v instanceof RegExp) return ['x', ref, v.source, v.flags];
    if (v instanceof Map) return ['m', ref, Array.from(v, ([k, val]) => [enc(k), enc(val)])];
    if (v instanceof Set) return ['S', ref, Array.from(v, enc)];
    if (v instanceof ArrayBuffer) return ['A', ref, bytesOf(v)];
    if (ArrayBuffer.isView(v)) {
      const type = v.constructor && v.constructor.name;
      const kind = v instanceof DataView ? 'DataView' : (TYPED[type] ? type : 'Uint8Array');
      const length = v instanceof DataView ? v.byteLength : v.length;
      return ['T', ref, kind, enc(v.buffer), v.byteOffset, length];
    }
    if (v instanceof Error) {
      const own = {};
      for (const k of Object.keys(v)) own[k] = v[k];
      const name = ERRORS[v.name] ? v.name : 'Error';
      return ['e', ref, name, String(v.message), String(v.stack), enc(own)];
    }
    if (v instanceof Boolean || v instanceof Number || v instanceof String || v instanceof BigInt) {
      return ['w', ref, typeof v.valueOf(), enc(v.valueOf())];
    }
    if (v instanceof Promise || v instanceof WeakMap || v instanceof WeakSet) throw dataCloneError(v);
    const entries = [];
    for (const k of Object.keys(v)) entries.push([k, enc(v[k])]);
    return ['o', ref, entries];
  }
  return JSON.stringify(enc(value));
}

function deserialize(text) {
  const refs = [];
  function dec(e) {
    if (e === null || typeof e !== 'object') return e;
    switch (e[0]) {
      case 'u': return undefined;
      case 't': return true;
      case 'f': return false;
      case 'N': return e[1] === '-0' ? -0 : Number(e[1]);
      case 'B': return BigInt(e[1]);
      case 'r': return refs[e[1]];
      case 'a': {
        const out = new Array(e[2]);
        refs[e[1]] = out;
        for (const [k, v] of e[3]) out[k] = dec(v);
        return out;
      }
      case 'd': return (refs[e[1]] = new Date(e[2]));
      case 'x': return (refs[e[1]] = new RegExp(e[2], e[3]));
      case 'm': {
        const out = new Map();
        refs[e[1]] = out;
        for (const [k, v] of e[2]) out.set(dec(k), dec(v));
        return out;
      }
      case 'S': {
        const out = new Set();
        refs[e[1]] = out;
        for (const v of e[2]) out.add(dec(v));
        return out;
      }
      case 'A': return (refs[e[1]] = new Uint8Array(e[2]).buffer);
      case 'T': {
        const slot = e[1];
        const buffer = dec(e[3]);
        const Ctor = e[2] === 'DataView' ? DataView : TYPED[e[2]];
        return (refs[slot] = new Ctor(buffer, e[4], e[5]));
      }
      case 'e': {
        const Ctor = ERRORS[e[2]] || Error;
        const err = Object.create(Ctor.prototype);
        refs[e[1]] = err;
        Object.defineProperty(err, 'message', { value: e[3], writable: true, configurable: true });
        Object.defineProperty(err, 'stack', { value: e[4], writable: true, configurable: true });
        Object.assign(err, dec(e[5]));
        return err;
      }
      case 'w': return (refs[e[1]] = Object(dec(e[3])));
      case 'o': {
        const out = {};
        refs[e[1]] = out;
        for (const [k, v] of e[2]) out[k] = dec(v);
        return out;
      }
      default: return undefined;
    }
  }
  return dec(JSON.parse(text));
}

module.exports = { serialize, deserialize };
