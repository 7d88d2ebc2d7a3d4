'use strict';

// node:util — modelled on Node v20's observable behaviour. Value rendering
// (inspect / format / formatWithOptions) comes from ./inspect.js.

const inspectModule = require('./internal/util/inspect.js');
const natives = require('./natives.js');

const inspect = inspectModule.inspect;
const format = inspectModule.format;
const formatWithOptions = typeof inspectModule.formatWithOptions === 'function' ?
  inspectModule.formatWithOptions :
  function formatWithOptions(inspectOptions, ...args) {
    if (inspectOptions === null || typeof inspectOptions !== 'object') {
      throw invalidArgType('inspectOptions', 'object', inspectOptions);
    }
    return format(...args);
  };

// ---------------------------------------------------------------------------
// Shared helpers (error construction, validation): ./errors.js.

const {
  makeError,
  invalidArgType,
  invalidArgValue,
  outOfRange,
  validateFunction,
  validateString,
  hasProcess,
  nextTick,
} = require('./internal/errors.js');

// ---------------------------------------------------------------------------
// util.types — brand checks done with built-in methods that throw on
// objects lacking the matching internal slot.

function isObjectLike(v) {
  return (typeof v === 'object' && v !== null) || typeof v === 'function';
}

function brand(name, fn) {
  return {
    [name](...args) {
      const value = args[0];
      if (!isObjectLike(value)) return false;
      try {
        fn(value);
        return true;
      } catch (_) {
        return false;
      }
    },
  }[name];
}

function getter(proto, name) {
  const desc = Object.getOwnPropertyDescriptor(proto, name);
  return desc && desc.get;
}

const dateGetTime = Date.prototype.getTime;
const regexpSource = getter(RegExp.prototype, 'source');
const mapSize = getter(Map.prototype, 'size');
const setSize = getter(Set.prototype, 'size');
const weakMapHas = WeakMap.prototype.has;
const weakSetHas = WeakSet.prototype.has;
const arrayBufferByteLength = getter(ArrayBuffer.prototype, 'byteLength');
const sharedArrayBufferByteLength = typeof SharedArrayBuffer === 'function' ?
  getter(SharedArrayBuffer.prototype, 'byteLength') : undefined;
const dataViewByteLength = getter(DataView.prototype, 'byteLength');
const TypedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype);
const typedArrayTag = getter(TypedArrayPrototype, Symbol.toStringTag);
const objectToString = Object.prototype.toString;

const AsyncFunctionPrototype = Object.getPrototypeOf(async function () {});
const GeneratorFunctionPrototype = Object.getPrototypeOf(function* () {});
const AsyncGeneratorFunctionPrototype = Object.getPrototypeOf(async function* () {});
const GeneratorPrototype = GeneratorFunctionPrototype.prototype;
const AsyncGeneratorPrototype = AsyncGeneratorFunctionPrototype.prototype;
const MapIteratorPrototype = Object.getPrototypeOf(new Map().entries());
const SetIteratorPrototype = Object.getPrototypeOf(new Set().entries());

function protoChainHas(value, proto) {
  let p = value;
  for (let i = 0; i < 10000; i++) {
    try {
      p = Object.getPrototypeOf(p);
    } catch (_) {
      return false;
    }
    if (p === null) return false;
    if (p === proto) return true;
  }
  return false;
}

function hasOwnTag(value) {
  try {
    return Symbol.toStringTag in value;
  } catch (_) {
    return false;
  }
}

const isDate = brand('isDate', (v) => dateGetTime.call(v));
const isRegExpBrand = brand('isRegExp', (v) => regexpSource.call(v));
function isRegExp(...args) {
  return args[0] !== RegExp.prototype && isRegExpBrand(args[0]);
}
const isMap = brand('isMap', (v) => mapSize.call(v));
const isSet = brand('isSet', (v) => setSize.call(v));
const isWeakMap = brand('isWeakMap', (v) => weakMapHas.call(v, {}));
const isWeakSet = brand('isWeakSet', (v) => weakSetHas.call(v, {}));
const isArrayBuffer = brand('isArrayBuffer', (v) => arrayBufferByteLength.call(v));
function isSharedArrayBuffer(...args) {
  const value = args[0];
  if (sharedArrayBufferByteLength === undefined || !isObjectLike(value)) return false;
  try {
    sharedArrayBufferByteLength.call(value);
    return true;
  } catch (_) {
    return false;
  }
}
function isAnyArrayBuffer(...args) {
  const value = args[0];
  return isArrayBuffer(value) || isSharedArrayBuffer(value);
}
const isDataView = brand('isDataView', (v) => dataViewByteLength.call(v));
const isArrayBufferView = ArrayBuffer.isView;
function isTypedArray(value) {
  return typedArrayTag.call(value) !== undefined;
}
function typedArrayCheck(name) {
  return { [`is${name}`](value) { return typedArrayTag.call(value) === name; } }[`is${name}`];
}
const isUint8Array = typedArrayCheck('Uint8Array');
const isUint8ClampedArray = typedArrayCheck('Uint8ClampedArray');
const isUint16Array = typedArrayCheck('Uint16Array');
const isUint32Array = typedArrayCheck('Uint32Array');
const isInt8Array = typedArrayCheck('Int8Array');
const isInt16Array = typedArrayCheck('Int16Array');
const isInt32Array = typedArrayCheck('Int32Array');
const isFloat32Array = typedArrayCheck('Float32Array');
const isFloat64Array = typedArrayCheck('Float64Array');
const isBigInt64Array = typedArrayCheck('BigInt64Array');
const isBigUint64Array = typedArrayCheck('BigUint64Array');

function boxCheck(name, valueOf) {
  return {
    [name](...args) {
      const value = args[0];
      if (typeof value !== 'object' || value === null) return false;
      try {
        valueOf.call(value);
        return true;
      } catch (_) {
        return false;
      }
    },
  }[name];
}
const isNumberObject = boxCheck('isNumberObject', Number.prototype.valueOf);
const isStringObject = boxCheck('isStringObject', String.prototype.valueOf);
const isBooleanObject = boxCheck('isBooleanObject', Boolean.prototype.valueOf);
const isBigIntObject = boxCheck('isBigIntObject', BigInt.prototype.valueOf);
const isSymbolObject = boxCheck('isSymbolObject', Symbol.prototype.valueOf);
function isBoxedPrimitive(...args) {
  const value = args[0];
  return isNumberObject(value) || isStringObject(value) || isBooleanObject(value) ||
    isBigIntObject(value) || isSymbolObject(value);
}

function isNativeError(...args) {
  const value = args[0];
  return typeof value === 'object' && value !== null &&
    objectToString.call(value) === '[object Error]' && !hasOwnTag(value);
}
function isArgumentsObject(...args) {
  const value = args[0];
  return typeof value === 'object' && value !== null &&
    objectToString.call(value) === '[object Arguments]' && !hasOwnTag(value);
}
function isAsyncFunction(...args) {
  const value = args[0];
  return typeof value === 'function' &&
    (protoChainHas(value, AsyncFunctionPrototype) || protoChainHas(value, AsyncGeneratorFunctionPrototype));
}
function isGeneratorFunction(...args) {
  const value = args[0];
  return typeof value === 'function' &&
    (protoChainHas(value, GeneratorFunctionPrototype) || protoChainHas(value, AsyncGeneratorFunctionPrototype));
}
function isGeneratorObject(...args) {
  const value = args[0];
  return typeof value === 'object' && value !== null &&
    (protoChainHas(value, GeneratorPrototype) || protoChainHas(value, AsyncGeneratorPrototype));
}
function isMapIterator(...args) {
  const value = args[0];
  return typeof value === 'object' && value !== null && protoChainHas(value, MapIteratorPrototype);
}
function isSetIterator(...args) {
  const value = args[0];
  return typeof value === 'object' && value !== null && protoChainHas(value, SetIteratorPrototype);
}
function isPromise(...args) {
  const value = args[0];
  if (!isObjectLike(value)) return false;
  if (natives && typeof natives.promiseState === 'function') {
    return natives.promiseState(value) !== undefined;
  }
  return value instanceof Promise;
}
function isProxy(...args) {
  const value = args[0];
  if (!isObjectLike(value)) return false;
  return natives && typeof natives.isProxy === 'function' ? Boolean(natives.isProxy(value)) : false;
}
function isModuleNamespaceObject(...args) {
  const value = args[0];
  if (typeof value !== 'object' || value === null) return false;
  try {
    if (Object.getPrototypeOf(value) !== null || Object.isExtensible(value)) return false;
    const desc = Object.getOwnPropertyDescriptor(value, Symbol.toStringTag);
    return desc !== undefined && desc.value === 'Module' && !desc.writable;
  } catch (_) {
    return false;
  }
}
function isExternal() {
  return false;
}
// (Node's own versions of these two are lazily bound functions named "value".)
const isKeyObject = { value(_value) { return false; } }.value;
const isCryptoKey = { value(_value) { return false; } }.value;

const types = {
  isExternal,
  isDate,
  isArgumentsObject,
  isBigIntObject,
  isBooleanObject,
  isNumberObject,
  isStringObject,
  isSymbolObject,
  isNativeError,
  isRegExp,
  isAsyncFunction,
  isGeneratorFunction,
  isGeneratorObject,
  isPromise,
  isMap,
  isSet,
  isMapIterator,
  isSetIterator,
  isWeakMap,
  isWeakSet,
  isArrayBuffer,
  isDataView,
  isSharedArrayBuffer,
  isProxy,
  isModuleNamespaceObject,
  isAnyArrayBuffer,
  isBoxedPrimitive,
  isArrayBufferView,
  isTypedArray,
  isUint8Array,
  isUint8ClampedArray,
  isUint16Array,
  isUint32Array,
  isInt8Array,
  isInt16Array,
  isInt32Array,
  isFloat32Array,
  isFloat64Array,
  isBigInt64Array,
  isBigUint64Array,
  isKeyObject,
  isCryptoKey,
};

// ---------------------------------------------------------------------------
// Deep equality (shared with assert.js).
//
// strict: Object.is for primitives, prototypes must match, enumerable own
// symbols count. loose: == for primitives (NaN equals NaN), prototypes and
// symbol keys ignored.

const hasOwn = (obj, key) => Object.prototype.hasOwnProperty.call(obj, key);
const isEnumerable = (obj, key) => Object.prototype.propertyIsEnumerable.call(obj, key);

function isErrorLike(value) {
  return isNativeError(value) || value instanceof Error;
}

function bytesOf(view) {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

function sameBytes(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return false;
  }
  return true;
}

function sameBoxedPrimitive(a, b) {
  if (isNumberObject(a)) {
    return isNumberObject(b) && Object.is(Number.prototype.valueOf.call(a), Number.prototype.valueOf.call(b));
  }
  if (isStringObject(a)) {
    return isStringObject(b) && String.prototype.valueOf.call(a) === String.prototype.valueOf.call(b);
  }
  if (isBooleanObject(a)) {
    return isBooleanObject(b) && Boolean.prototype.valueOf.call(a) === Boolean.prototype.valueOf.call(b);
  }
  if (isBigIntObject(a)) {
    return isBigIntObject(b) && BigInt.prototype.valueOf.call(a) === BigInt.prototype.valueOf.call(b);
  }
  if (isSymbolObject(a)) {
    return isSymbolObject(b) && Symbol.prototype.valueOf.call(a) === Symbol.prototype.valueOf.call(b);
  }
  return false;
}

// Own enumerable keys that are not array indices (plus enumerable symbols in
// strict mode).
function nonIndexKeys(obj, strict) {
  const keys = [];
  for (const key of Object.keys(obj)) {
    if (!isArrayIndexKey(key)) keys.push(key);
  }
  if (strict) {
    for (const sym of Object.getOwnPropertySymbols(obj)) {
      if (isEnumerable(obj, sym)) keys.push(sym);
    }
  }
  return keys;
}

function isArrayIndexKey(key) {
  if (key === '0') return true;
  if (!/^[1-9][0-9]*$/.test(key)) return false;
  return Number(key) < 4294967295;
}

function enumerableSymbols(obj) {
  return Object.getOwnPropertySymbols(obj).filter((s) => isEnumerable(obj, s));
}

const MODE_OBJECT = 0;
const MODE_ARRAY = 1;
const MODE_SET = 2;
const MODE_MAP = 3;

function deepEqual(a, b, strict, memos) {
  if (a === b) {
    if (a !== 0) return true;
    return strict ? Object.is(a, b) : true;
  }

  if (strict) {
    if (typeof a !== 'object') return typeof a === 'number' && Number.isNaN(a) && Number.isNaN(b);
    if (typeof b !== 'object' || a === null || b === null) return false;
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  } else {
    if (a === null || typeof a !== 'object') {
      if (b === null || typeof b !== 'object') {
        // eslint-disable-next-line eqeqeq
        return a == b || (Number.isNaN(a) && Number.isNaN(b));
      }
      return false;
    }
    if (b === null || typeof b !== 'object') return false;
  }

  const tagA = objectToString.call(a);
  const tagB = objectToString.call(b);
  if (tagA !== tagB) return false;

  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    const keysA = nonIndexKeys(a, strict);
    const keysB = nonIndexKeys(b, strict);
    if (keysA.length !== keysB.length) return false;
    return compareKeyed(a, b, strict, memos, MODE_ARRAY, keysA);
  }
  if (tagA === '[object Object]') {
    return compareKeyed(a, b, strict, memos, MODE_OBJECT, undefined);
  }
  if (isDate(a)) {
    if (!isDate(b) || dateGetTime.call(a) !== dateGetTime.call(b)) return false;
  } else if (isRegExp(a)) {
    if (!isRegExp(b) || a.source !== b.source || a.flags !== b.flags || a.lastIndex !== b.lastIndex) {
      return false;
    }
  } else if (isErrorLike(a)) {
    if (!isErrorLike(b) || a.message !== b.message || a.name !== b.name) return false;
    if (!deepEqual(a.cause, b.cause, strict, memos) || !deepEqual(a.errors, b.errors, strict, memos)) {
      return false;
    }
  } else if (isArrayBufferView(a)) {
    if (!isArrayBufferView(b)) return false;
    if (!strict && (isFloat32Array(a) || isFloat64Array(a))) {
      if (a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) {
        if (a[i] !== b[i]) return false;
      }
    } else if (a.byteLength !== b.byteLength || !sameBytes(bytesOf(a), bytesOf(b))) {
      return false;
    }
    const keysA = nonIndexKeys(a, strict);
    const keysB = nonIndexKeys(b, strict);
    if (keysA.length !== keysB.length) return false;
    return compareKeyed(a, b, strict, memos, MODE_OBJECT, keysA);
  } else if (isSet(a)) {
    if (!isSet(b) || a.size !== b.size) return false;
    return compareKeyed(a, b, strict, memos, MODE_SET, undefined);
  } else if (isMap(a)) {
    if (!isMap(b) || a.size !== b.size) return false;
    return compareKeyed(a, b, strict, memos, MODE_MAP, undefined);
  } else if (isAnyArrayBuffer(a)) {
    if (!isAnyArrayBuffer(b) || !sameBytes(new Uint8Array(a), new Uint8Array(b))) return false;
  } else if (isBoxedPrimitive(a)) {
    if (!sameBoxedPrimitive(a, b)) return false;
  } else if (Array.isArray(b) || isArrayBufferView(b) || isSet(b) || isMap(b) || isDate(b) ||
             isRegExp(b) || isAnyArrayBuffer(b) || isBoxedPrimitive(b) || isErrorLike(b)) {
    return false;
  }
  return compareKeyed(a, b, strict, memos, MODE_OBJECT, undefined);
}

function compareKeyed(a, b, strict, memos, mode, keys) {
  const plainKeys = keys === undefined;
  if (plainKeys) {
    keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
  }
  for (let i = 0; i < keys.length; i++) {
    if (!isEnumerable(b, keys[i])) return false;
  }
  if (strict && plainKeys) {
    const symsA = enumerableSymbols(a);
    const symsB = enumerableSymbols(b);
    if (symsA.length !== symsB.length) return false;
    for (const sym of symsA) {
      if (!isEnumerable(b, sym)) return false;
      keys.push(sym);
    }
  }

  if (keys.length === 0 &&
      (mode === MODE_OBJECT || (mode === MODE_ARRAY && a.length === 0) ||
       ((mode === MODE_SET || mode === MODE_MAP) && a.size === 0))) {
    return true;
  }

  // Cycle detection: once both sides are revisiting objects already on the
  // current comparison path, recursion stops and that branch counts as equal.
  if (memos === undefined) {
    memos = { a: new Set(), b: new Set() };
  } else if (memos.a.has(a) && memos.b.has(b)) {
    return true;
  }
  memos.a.add(a);
  memos.b.add(b);
  const result = compareContents(a, b, strict, keys, memos, mode);
  memos.a.delete(a);
  memos.b.delete(b);
  return result;
}

function compareContents(a, b, strict, keys, memos, mode) {
  if (mode === MODE_SET) {
    if (!setsEqual(a, b, strict, memos)) return false;
  } else if (mode === MODE_MAP) {
    if (!mapsEqual(a, b, strict, memos)) return false;
  } else if (mode === MODE_ARRAY) {
    for (let i = 0; i < a.length; i++) {
      if (hasOwn(a, i)) {
        if (!hasOwn(b, i) || !deepEqual(a[i], b[i], strict, memos)) return false;
      } else if (hasOwn(b, i)) {
        return false;
      } else {
        // Sparse array: compare the remaining own enumerable keys.
        const keysA = Object.keys(a);
        for (; i < keysA.length; i++) {
          const key = keysA[i];
          if (!hasOwn(b, key) || !deepEqual(a[key], b[key], strict, memos)) return false;
        }
        return keysA.length === Object.keys(b).length;
      }
    }
  }
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (!deepEqual(a[key], b[key], strict, memos)) return false;
  }
  return true;
}

function isPrim(value) {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

function takeMatch(pending, value, strict, memos) {
  for (let i = 0; i < pending.length; i++) {
    if (deepEqual(pending[i], value, strict, memos)) {
      pending.splice(i, 1);
      return true;
    }
  }
  return false;
}

function setsEqual(a, b, strict, memos) {
  // Values of `a` without an identical counterpart in `b` wait here for a
  // deep match.
  const pending = [];
  for (const value of a) {
    if (!isPrim(value)) {
      pending.push(value);
    } else if (!b.has(value)) {
      if (strict) return false;
      pending.push(value);
    }
  }
  if (pending.length === 0) return true;
  for (const value of b) {
    if (!isPrim(value)) {
      if (!takeMatch(pending, value, strict, memos)) return false;
    } else if (!strict && !a.has(value)) {
      if (!takeMatch(pending, value, strict, memos)) return false;
    }
  }
  return pending.length === 0;
}

function mapsEqual(a, b, strict, memos) {
  const pending = [];
  for (const [key, valueA] of a) {
    if (!isPrim(key)) {
      pending.push(key);
    } else {
      const valueB = b.get(key);
      if ((valueB === undefined && !b.has(key)) || !deepEqual(valueA, valueB, strict, memos)) {
        if (strict) return false;
        pending.push(key);
      }
    }
  }
  if (pending.length === 0) return true;
  for (const [key, valueB] of b) {
    if (!isPrim(key) ||
        (!strict && (!a.has(key) || !deepEqual(a.get(key), valueB, false, memos)))) {
      let found = false;
      for (let i = 0; i < pending.length; i++) {
        const keyA = pending[i];
        if (deepEqual(keyA, key, strict, memos) && deepEqual(a.get(keyA), valueB, strict, memos)) {
          pending.splice(i, 1);
          found = true;
          break;
        }
      }
      if (!found) return false;
    }
  }
  return pending.length === 0;
}

function isDeepStrictEqual(a, b) {
  return deepEqual(a, b, true, undefined);
}

function isDeepEqual(a, b) {
  return deepEqual(a, b, false, undefined);
}

// ---------------------------------------------------------------------------
// promisify / callbackify

const kCustomPromisified = Symbol.for('nodejs.util.promisify.custom');
// Functions whose callback yields several values can list their names here
// (evloop extension; Node keeps the equivalent symbol internal).
const kCustomPromisifyArgs = Symbol.for('evloop.util.promisify.customArgs');

function promisify(original) {
  validateFunction(original, 'original');
  if (original[kCustomPromisified]) {
    const fn = original[kCustomPromisified];
    validateFunction(fn, 'util.promisify.custom');
    return Object.defineProperty(fn, kCustomPromisified, {
      value: fn, enumerable: false, writable: false, configurable: true,
    });
  }
  const argumentNames = original[kCustomPromisifyArgs];

  function fn(...args) {
    return new Promise((resolve, reject) => {
      args.push((err, ...values) => {
        if (err) return reject(err);
        if (argumentNames !== undefined && values.length > 1) {
          const obj = {};
          for (let i = 0; i < argumentNames.length; i++) obj[argumentNames[i]] = values[i];
          resolve(obj);
        } else {
          resolve(values[0]);
        }
      });
      Reflect.apply(original, this, args);
    });
  }

  Object.setPrototypeOf(fn, Object.getPrototypeOf(original));
  Object.defineProperty(fn, kCustomPromisified, {
    value: fn, enumerable: false, writable: false, configurable: true,
  });
  const descriptors = Object.getOwnPropertyDescriptors(original);
  for (const key of Reflect.ownKeys(descriptors)) Object.setPrototypeOf(descriptors[key], null);
  return Object.defineProperties(fn, descriptors);
}
promisify.custom = kCustomPromisified;

function falsyRejection(reason) {
  const err = makeError(Error, 'ERR_FALSY_VALUE_REJECTION', 'Promise was rejected with falsy value');
  err.reason = reason;
  return err;
}

function callbackify(original) {
  validateFunction(original, 'original');

  function callbackified(...args) {
    const maybeCb = args.pop();
    validateFunction(maybeCb, 'last argument');
    const cb = maybeCb.bind(this);
    Reflect.apply(original, this, args).then(
      (ret) => nextTick(cb, null, ret),
      (rej) => nextTick(() => cb(rej ? rej : falsyRejection(rej))));
  }

  const descriptors = Object.getOwnPropertyDescriptors(original);
  if (descriptors.length && typeof descriptors.length.value === 'number') descriptors.length.value++;
  if (descriptors.name && typeof descriptors.name.value === 'string') descriptors.name.value += 'Callbackified';
  for (const key of Reflect.ownKeys(descriptors)) Object.setPrototypeOf(descriptors[key], null);
  Object.defineProperties(callbackified, descriptors);
  return callbackified;
}

// ---------------------------------------------------------------------------
// Misc

function inherits(ctor, superCtor) {
  if (ctor === undefined || ctor === null) throw invalidArgType('ctor', 'Function', ctor);
  if (superCtor === undefined || superCtor === null) throw invalidArgType('superCtor', 'Function', superCtor);
  if (superCtor.prototype === undefined) {
    throw invalidArgType('superCtor.prototype', 'Object', superCtor.prototype);
  }
  Object.defineProperty(ctor, 'super_', { value: superCtor, writable: true, configurable: true });
  Object.setPrototypeOf(ctor.prototype, superCtor.prototype);
}

const deprecationCodesWarned = new Set();

function deprecate(fn, msg, code, _useEmitSync) {
  if (hasProcess() && process.noDeprecation === true) return fn;
  if (code !== undefined) validateString(code, 'code');
  let warned = false;
  function deprecated(...args) {
    if (!warned) {
      warned = true;
      if (hasProcess() && typeof process.emitWarning === 'function') {
        if (code !== undefined) {
          if (!deprecationCodesWarned.has(code)) {
            process.emitWarning(msg, 'DeprecationWarning', code, deprecated);
            deprecationCodesWarned.add(code);
          }
        } else {
          process.emitWarning(msg, 'DeprecationWarning', deprecated);
        }
      }
    }
    if (new.target) return Reflect.construct(fn, args, new.target);
    return Reflect.apply(fn, this, args);
  }
  Object.setPrototypeOf(deprecated, fn);
  if (fn.prototype) deprecated.prototype = fn.prototype;
  return deprecated;
}

function debugEnabledFor(set) {
  if (!hasProcess() || !process.env) return false;
  const spec = process.env.NODE_DEBUG;
  if (typeof spec !== 'string' || spec === '') return false;
  const escaped = spec.replace(/[|\\{}()[\]^$+?.]/g, '\\$&').replace(/\*/g, '.*').replace(/,/g, '$|^');
  return new RegExp(`^${escaped}$`, 'i').test(set);
}

function debuglog(set, cb) {
  set = `${set}`.toUpperCase();
  let enabled;
  const test = () => {
    if (enabled === undefined) {
      enabled = debugEnabledFor(set);
      if (typeof cb === 'function') cb(enabled ? print : () => {});
    }
    return enabled;
  };
  function print(...args) {
    const pid = hasProcess() ? process.pid : 0;
    const msg = format(...args);
    if (hasProcess() && process.stderr && typeof process.stderr.write === 'function') {
      process.stderr.write(`${set} ${pid}: ${msg}\n`);
    } else {
      console.error(`${set} ${pid}: ${msg}`);
    }
  }
  const logger = (...args) => {
    if (test()) print(...args);
  };
  Object.defineProperty(logger, 'enabled', {
    get() {
      return test();
    },
    configurable: true,
    enumerable: true,
  });
  return logger;
}

// ANSI escape sequences (same pattern family as the `ansi-regex` package).
const ansi = new RegExp('[\\u001B\\u009B][[\\]()#;?]*' +
  '(?:(?:(?:(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]+)*' +
  '|[a-zA-Z\\d]+(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]*)*)?\\u0007)' +
  '|(?:(?:\\d{1,4}(?:;\\d{0,4})*)?[\\dA-PR-TZcf-ntqry=><~]))', 'g');

function stripVTControlCharacters(str) {
  validateString(str, 'str');
  return str.replace(ansi, '');
}

function toUSVString(input) {
  const str = `${input}`;
  let out = '';
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = i + 1 < str.length ? str.charCodeAt(i + 1) : 0;
      if (d >= 0xdc00 && d <= 0xdfff) {
        out += str[i] + str[i + 1];
        i++;
      } else {
        out += '\ufffd';
      }
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      out += '\ufffd';
    } else {
      out += str[i];
    }
  }
  return out;
}

const fallbackColors = {
  reset: [0, 0], bold: [1, 22], dim: [2, 22], italic: [3, 23], underline: [4, 24], blink: [5, 25],
  inverse: [7, 27], hidden: [8, 28], strikethrough: [9, 29], doubleunderline: [21, 24],
  black: [30, 39], red: [31, 39], green: [32, 39], yellow: [33, 39], blue: [34, 39],
  magenta: [35, 39], cyan: [36, 39], white: [37, 39], bgBlack: [40, 49], bgRed: [41, 49],
  bgGreen: [42, 49], bgYellow: [43, 49], bgBlue: [44, 49], bgMagenta: [45, 49], bgCyan: [46, 49],
  bgWhite: [47, 49], framed: [51, 54], overlined: [53, 55], gray: [90, 39], redBright: [91, 39],
  greenBright: [92, 39], yellowBright: [93, 39], blueBright: [94, 39], magentaBright: [95, 39],
  cyanBright: [96, 39], whiteBright: [97, 39], bgGray: [100, 49], bgRedBright: [101, 49],
  bgGreenBright: [102, 49], bgYellowBright: [103, 49], bgBlueBright: [104, 49],
  bgMagentaBright: [105, 49], bgCyanBright: [106, 49], bgWhiteBright: [107, 49],
};

function shouldColorize(stream) {
  const env = hasProcess() && process.env ? process.env : {};
  if (env.FORCE_COLOR !== undefined) {
    return !['0', 'false'].includes(String(env.FORCE_COLOR)) && env.NODE_DISABLE_COLORS === undefined;
  }
  return Boolean(stream && stream.isTTY &&
    (typeof stream.getColorDepth === 'function' ? stream.getColorDepth() > 2 : true));
}

function styleText(format, text, { validateStream = true, stream = hasProcess() ? process.stdout : undefined } = {}) {
  validateString(text, 'text');
  if (validateStream && stream !== undefined && (stream === null || typeof stream !== 'object')) {
    throw invalidArgType('stream', ['ReadableStream', 'WritableStream', 'Stream'], stream);
  }
  const colors = inspect && inspect.colors ? inspect.colors : fallbackColors;
  const formats = Array.isArray(format) ? format : [format];
  const plain = !Array.isArray(format) && validateStream && !shouldColorize(stream);
  let left = '';
  let right = '';
  for (const key of formats) {
    const code = typeof key === 'string' && hasOwn(colors, key) ? colors[key] : undefined;
    if (code === undefined) {
      throw invalidArgValue('format', key,
        `must be one of: ${Object.keys(colors).map((k) => `'${k}'`).join(', ')}`);
    }
    left += `\u001b[${code[0]}m`;
    right = `\u001b[${code[1]}m${right}`;
  }
  return plain ? text : `${left}${text}${right}`;
}

function pad(n) {
  return n < 10 ? `0${n}` : `${n}`;
}
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function log(...args) {
  const d = new Date();
  const time = [pad(d.getHours()), pad(d.getMinutes()), pad(d.getSeconds())].join(':');
  console.log('%s - %s', `${d.getDate()} ${months[d.getMonth()]} ${time}`, format(...args));
}

function _extend(target, source) {
  if (source === null || typeof source !== 'object') return target;
  const keys = Object.keys(source);
  let i = keys.length;
  while (i--) target[keys[i]] = source[keys[i]];
  return target;
}

async function aborted(signal, resource) {
  if (signal === undefined) throw invalidArgType('signal', 'AbortSignal', signal);
  if (signal === null || typeof signal !== 'object' || !('aborted' in signal)) {
    throw invalidArgType('signal', 'AbortSignal', signal);
  }
  if (resource === null || (typeof resource !== 'object' && typeof resource !== 'function')) {
    throw invalidArgType('resource', 'object', resource);
  }
  if (signal.aborted) return undefined;
  return new Promise((resolve) => {
    require('./events.js').addAbortListener(signal, () => resolve(undefined));
  });
}

function isBoolean(arg) { return typeof arg === 'boolean'; }
function isBuffer(arg) {
  const B = globalThis.Buffer;
  return typeof B === 'function' && typeof B.isBuffer === 'function' ? B.isBuffer(arg) : false;
}
function isNull(arg) { return arg === null; }
function isNullOrUndefined(arg) { return arg === null || arg === undefined; }
function isNumber(arg) { return typeof arg === 'number'; }
function isString(arg) { return typeof arg === 'string'; }
function isSymbol(arg) { return typeof arg === 'symbol'; }
function isUndefined(arg) { return arg === undefined; }
function isObject(arg) { return arg !== null && typeof arg === 'object'; }
function isError(e) { return objectToString.call(e) === '[object Error]' || e instanceof Error; }
function isFunction(arg) { return typeof arg === 'function'; }
function isPrimitive(arg) {
  return arg === null || (typeof arg !== 'object' && typeof arg !== 'function');
}

// libuv's errors (from the host's table). Node's map lists the codes in libuv's order:
// alphabetical, then the ones libuv added later.
const LATER_UV_CODES = ['EOF', 'ENXIO', 'EMLINK', 'EHOSTDOWN', 'EREMOTEIO', 'ENOTTY', 'EFTYPE',
  'EILSEQ', 'ESOCKTNOSUPPORT', 'ENODATA', 'EUNATCH'];
function getSystemErrorMap() {
  const { binding } = require('./internals.js');
  const rank = (code) => {
    const later = LATER_UV_CODES.indexOf(code);
    return later < 0 ? -1 : later;
  };
  const entries = binding.uvErrors().sort((a, b) => {
    const [ra, rb] = [rank(a[1]), rank(b[1])];
    if (ra !== rb) return ra - rb;
    return a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
  });
  return new Map(entries.map(([errno, code, message]) => [errno, [code, message]]));
}
function getSystemErrorName(err) {
  if (typeof err !== 'number') throw invalidArgType('err', 'number', err);
  if (err >= 0 || !Number.isSafeInteger(err)) throw outOfRange('err', 'a negative integer', err);
  const entry = getSystemErrorMap().get(err);
  return entry ? entry[0] : `Unknown system error ${err}`;
}

const util = {
  _extend,
  callbackify,
  debug: debuglog,
  debuglog,
  deprecate,
  format,
  styleText,
  formatWithOptions,
  inherits,
  inspect,
  isArray: Array.isArray,
  isBoolean,
  isBuffer,
  isDeepStrictEqual,
  isNull,
  isNullOrUndefined,
  isNumber,
  isString,
  isSymbol,
  isUndefined,
  isRegExp,
  isObject,
  isDate,
  isError,
  isFunction,
  isPrimitive,
  log,
  promisify,
  stripVTControlCharacters,
  toUSVString,
  aborted,
  types,
  getSystemErrorName,
  getSystemErrorMap,
  // Loaded on first call.
  parseArgs(...args) { return require('./internal/util/parse_args.js').parseArgs(...args); },
};

if (typeof globalThis.TextDecoder === 'function') util.TextDecoder = globalThis.TextDecoder;
if (typeof globalThis.TextEncoder === 'function') util.TextEncoder = globalThis.TextEncoder;

// Internal: deep-equality helpers for assert.js.
Object.defineProperty(util, Symbol.for('evloop.util.comparisons'), {
  value: { isDeepEqual, isDeepStrictEqual },
  enumerable: false,
});

module.exports = util;
