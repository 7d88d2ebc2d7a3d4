'use strict';

// A clone of Node v20's `util.inspect`, `util.format` and
// `util.formatWithOptions`, written in plain ECMAScript (ES2022) so that it
// runs unchanged on Boa.  Every `console.log` in evloop ends up here.
//
// The behaviour was reconstructed from experiments against real `node` v20;
// `test/inspect_test.js` compares this file with the real thing.
//
// Engine-internal facts that plain JavaScript cannot observe come from the
// natives object (promise state, proxy detection).  Everything else is done
// with standard brand checks (calling a built-in method or getter that throws
// on the wrong receiver).

const natives = require('./natives.js');

// The bindings are looked up at call time and each one is optional, so that
// a host providing only some of them still prints everything it can:
// without isProxy proxies are inspected through their traps, without
// proxyTarget likewise, without promiseState promises print as `Promise {}`.
function nativeIsProxy(value) {
  return typeof natives.isProxy === 'function' && natives.isProxy(value) === true;
}
function nativePromiseState(value) {
  return typeof natives.promiseState === 'function' ? natives.promiseState(value) : undefined;
}
function nativeProxyTarget(proxy) {
  return typeof natives.proxyTarget === 'function' ? natives.proxyTarget(proxy) : undefined;
}
function nativeProxyHandler(proxy) {
  return typeof natives.proxyHandler === 'function' ? natives.proxyHandler(proxy) : undefined;
}

// ---------------------------------------------------------------------------
// Intrinsics, captured once so that user code patching prototypes later does
// not change how values print.

const ObjectProto = Object.prototype;
const getProto = Object.getPrototypeOf;
const getOwnDesc = Object.getOwnPropertyDescriptor;
const getOwnNames = Object.getOwnPropertyNames;
const getOwnSymbols = Object.getOwnPropertySymbols;
const objectKeys = Object.keys;
const objectIs = Object.is;
const ownKeys = Reflect.ownKeys;
const hasOwnFn = ObjectProto.hasOwnProperty;
const isEnumFn = ObjectProto.propertyIsEnumerable;
const objToStringFn = ObjectProto.toString;
const fnToStringFn = Function.prototype.toString;
const isArray = Array.isArray;
const SymbolIterator = Symbol.iterator;
const SymbolToStringTag = Symbol.toStringTag;
const symToStringFn = Symbol.prototype.toString;
const errToStringFn = Error.prototype.toString;
const dateToISOFn = Date.prototype.toISOString;
const dateToStringFn = Date.prototype.toString;
const dateGetTimeFn = Date.prototype.getTime;
const regexpToStringFn = RegExp.prototype.toString;
const numberValueOfFn = Number.prototype.valueOf;
const stringValueOfFn = String.prototype.valueOf;
const booleanValueOfFn = Boolean.prototype.valueOf;
const bigintValueOfFn = typeof BigInt === 'function' ? BigInt.prototype.valueOf : undefined;
const symbolValueOfFn = Symbol.prototype.valueOf;
const JSONStringify = JSON.stringify;

function hasOwn(obj, key) {
  return hasOwnFn.call(obj, key);
}
function isEnumerable(obj, key) {
  return isEnumFn.call(obj, key);
}

function getterOf(proto, key) {
  if (proto === undefined || proto === null) return undefined;
  const desc = getOwnDesc(proto, key);
  return desc === undefined ? undefined : desc.get;
}

const mapSizeGetter = getterOf(Map.prototype, 'size');
const setSizeGetter = getterOf(Set.prototype, 'size');
const mapEntriesFn = Map.prototype.entries;
const setValuesFn = Set.prototype.values;
const weakMapHasFn = typeof WeakMap === 'function' ? WeakMap.prototype.has : undefined;
const weakSetHasFn = typeof WeakSet === 'function' ? WeakSet.prototype.has : undefined;
const weakRefDerefFn = typeof WeakRef === 'function' ? WeakRef.prototype.deref : undefined;
const regexpSourceGetter = getterOf(RegExp.prototype, 'source');
const TypedArrayProto = typeof Uint8Array === 'function' ? getProto(Uint8Array.prototype) : undefined;
const typedArrayTagGetter = getterOf(TypedArrayProto, SymbolToStringTag);
const typedArrayLengthGetter = getterOf(TypedArrayProto, 'length');
const arrayBufferByteLengthGetter = typeof ArrayBuffer === 'function' ?
  getterOf(ArrayBuffer.prototype, 'byteLength') : undefined;
const sharedArrayBufferByteLengthGetter = typeof SharedArrayBuffer === 'function' ?
  getterOf(SharedArrayBuffer.prototype, 'byteLength') : undefined;
const dataViewByteLengthGetter = typeof DataView === 'function' ?
  getterOf(DataView.prototype, 'byteLength') : undefined;

function protoOfSafe(make) {
  try {
    return getProto(make());
  } catch {
    return undefined;
  }
}
const AsyncFunctionProto = protoOfSafe(() => async function() {});
const GeneratorFunctionProto = protoOfSafe(() => function*() {});
const AsyncGeneratorFunctionProto = protoOfSafe(() => async function*() {});
const MapIteratorProto = protoOfSafe(() => new Map().entries());
const SetIteratorProto = protoOfSafe(() => new Set().values());

// Names of the engine's global objects in Node 20 (V8 11.3).  Used to decide
// whether a prototype is the engine's or the user's.  A fixed list rather
// than a look at globalThis: Boa has extra globals (TypedArray, Iterator,
// Temporal) that Node 20 does not, and host globals (URL, ...) do not count.
const builtInObjects = new Set([
  'Object', 'Function', 'Array', 'Number', 'Boolean', 'String', 'Symbol', 'Date',
  'Promise', 'RegExp', 'Error', 'AggregateError', 'EvalError', 'RangeError',
  'ReferenceError', 'SyntaxError', 'TypeError', 'URIError', 'JSON', 'Math', 'Intl',
  'ArrayBuffer', 'Atomics', 'Uint8Array', 'Int8Array', 'Uint16Array', 'Int16Array',
  'Uint32Array', 'Int32Array', 'Float32Array', 'Float64Array', 'Uint8ClampedArray',
  'BigUint64Array', 'BigInt64Array', 'DataView', 'Map', 'BigInt', 'Set', 'WeakMap',
  'WeakSet', 'Proxy', 'Reflect', 'FinalizationRegistry', 'WeakRef',
  'SharedArrayBuffer', 'WebAssembly', 'Infinity', 'NaN',
]);

// ---------------------------------------------------------------------------
// Kinds of objects.  `classify` finds the first well-known prototype on the
// chain and confirms the guess with a brand check; objects whose chain has no
// known prototype at all (null-prototype objects) get every brand check.

const K_OBJECT = 0;
const K_ARRAY = 1;
const K_FUNCTION = 2;
const K_MAP = 3;
const K_SET = 4;
const K_WEAKMAP = 5;
const K_WEAKSET = 6;
const K_DATE = 7;
const K_REGEXP = 8;
const K_ERROR = 9;
const K_TYPEDARRAY = 10;
const K_ARRAYBUFFER = 11;
const K_SHAREDARRAYBUFFER = 12;
const K_DATAVIEW = 13;
const K_PROMISE = 14;
const K_NUMBER = 15;
const K_STRING = 16;
const K_BOOLEAN = 17;
const K_BIGINT = 18;
const K_SYMBOL = 19;
const K_WEAKREF = 20;
// Map and Set iterators are recognised but print generically
// (`Object [Map Iterator] {}`): plain JavaScript cannot preview their entries
// without consuming them, which node does with an engine hook.
const K_MAPITERATOR = 21;
const K_SETITERATOR = 22;

const knownProtos = new Map();
function addKnown(ctorName, kind) {
  const ctor = globalThis[ctorName];
  if (typeof ctor === 'function' && ctor.prototype) knownProtos.set(ctor.prototype, kind);
}
addKnown('Map', K_MAP);
addKnown('Set', K_SET);
addKnown('WeakMap', K_WEAKMAP);
addKnown('WeakSet', K_WEAKSET);
addKnown('WeakRef', K_WEAKREF);
addKnown('Date', K_DATE);
addKnown('RegExp', K_REGEXP);
addKnown('Error', K_ERROR);
addKnown('ArrayBuffer', K_ARRAYBUFFER);
addKnown('SharedArrayBuffer', K_SHAREDARRAYBUFFER);
addKnown('DataView', K_DATAVIEW);
addKnown('Promise', K_PROMISE);
addKnown('Number', K_NUMBER);
addKnown('String', K_STRING);
addKnown('Boolean', K_BOOLEAN);
addKnown('BigInt', K_BIGINT);
addKnown('Symbol', K_SYMBOL);
for (const name of ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array',
  'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array',
  'BigInt64Array', 'BigUint64Array', 'Float16Array']) {
  addKnown(name, K_TYPEDARRAY);
}
if (TypedArrayProto !== undefined) knownProtos.set(TypedArrayProto, K_TYPEDARRAY);
if (MapIteratorProto !== undefined) knownProtos.set(MapIteratorProto, K_MAPITERATOR);
if (SetIteratorProto !== undefined) knownProtos.set(SetIteratorProto, K_SETITERATOR);
knownProtos.set(ObjectProto, K_OBJECT);
knownProtos.set(Array.prototype, K_OBJECT);
knownProtos.set(Function.prototype, K_OBJECT);

function brandCall(fn, value, arg) {
  if (fn === undefined) return false;
  try {
    fn.call(value, arg);
    return true;
  } catch {
    return false;
  }
}

function confirmKind(kind, value) {
  switch (kind) {
    case K_MAP: return brandCall(mapSizeGetter, value);
    case K_SET: return brandCall(setSizeGetter, value);
    case K_WEAKMAP: return brandCall(weakMapHasFn, value, ObjectProto);
    case K_WEAKSET: return brandCall(weakSetHasFn, value, ObjectProto);
    case K_WEAKREF: return brandCall(weakRefDerefFn, value);
    case K_DATE: return brandCall(dateGetTimeFn, value);
    case K_REGEXP: return value !== RegExp.prototype && brandCall(regexpSourceGetter, value);
    case K_ERROR: return true;
    case K_TYPEDARRAY:
      return typedArrayTagGetter !== undefined && typedArrayTagGetter.call(value) !== undefined;
    case K_ARRAYBUFFER: return brandCall(arrayBufferByteLengthGetter, value);
    case K_SHAREDARRAYBUFFER: return brandCall(sharedArrayBufferByteLengthGetter, value);
    case K_DATAVIEW: return brandCall(dataViewByteLengthGetter, value);
    case K_PROMISE: return nativePromiseState(value) !== undefined;
    case K_NUMBER: return brandCall(numberValueOfFn, value);
    case K_STRING: return brandCall(stringValueOfFn, value);
    case K_BOOLEAN: return brandCall(booleanValueOfFn, value);
    case K_BIGINT: return brandCall(bigintValueOfFn, value);
    case K_SYMBOL: return brandCall(symbolValueOfFn, value);
    case K_MAPITERATOR:
    case K_SETITERATOR:
      return true;
    default: return false;
  }
}

// Brand checks for objects without a well-known prototype.  Objects whose
// built-in tag (Object.prototype.toString) already names their kind skip the
// throwing checks, which are slow on an interpreter.
const exoticKindsInOrder = [K_TYPEDARRAY, K_PROMISE, K_MAP, K_SET, K_DATE, K_REGEXP,
  K_ARRAYBUFFER, K_SHAREDARRAYBUFFER, K_DATAVIEW, K_WEAKSET,
  K_WEAKMAP, K_WEAKREF, K_NUMBER, K_STRING, K_BOOLEAN, K_BIGINT, K_SYMBOL];
const untaggedExoticKinds = [K_TYPEDARRAY, K_PROMISE, K_MAP, K_SET,
  K_ARRAYBUFFER, K_SHAREDARRAYBUFFER, K_DATAVIEW, K_WEAKSET,
  K_WEAKMAP, K_WEAKREF, K_BIGINT, K_SYMBOL];
const kindByBuiltinTag = new Map([
  ['[object Date]', K_DATE],
  ['[object RegExp]', K_REGEXP],
  ['[object Number]', K_NUMBER],
  ['[object String]', K_STRING],
  ['[object Boolean]', K_BOOLEAN],
]);

function classifyWithoutPrototype(value) {
  let candidates = exoticKindsInOrder;
  if (!(SymbolToStringTag in value)) {
    const kind = kindByBuiltinTag.get(objToStringFn.call(value));
    if (kind !== undefined && confirmKind(kind, value)) return kind;
    candidates = untaggedExoticKinds;
  }
  for (const kind of candidates) {
    if (kind === K_DATAVIEW && !ArrayBuffer.isView(value)) continue;
    if (confirmKind(kind, value)) return kind;
  }
  return undefined;
}

function classify(value) {
  if (isArray(value)) return K_ARRAY;
  if (typeof value === 'function') return K_FUNCTION;
  let obj = getProto(value);
  let depth = 0;
  while (obj !== null && depth < 1000) {
    const kind = knownProtos.get(obj);
    if (kind !== undefined) {
      if (kind === K_OBJECT) {
        // Reached Object.prototype without passing Error.prototype: only a
        // custom Symbol.hasInstance could make this an error.
        return Error[Symbol.hasInstance] === defaultHasInstance || !(value instanceof Error) ?
          K_OBJECT : K_ERROR;
      }
      if (confirmKind(kind, value)) return kind;
      break;
    }
    obj = getProto(obj);
    depth++;
  }
  if (obj === null) {
    // No well-known prototype: anything goes, check every brand.
    const kind = classifyWithoutPrototype(value);
    if (kind !== undefined) return kind;
  }
  if (isErrorLike(value)) return K_ERROR;
  return K_OBJECT;
}

const defaultHasInstance = Function.prototype[Symbol.hasInstance];

function isErrorLike(value) {
  if (value instanceof Error) return true;
  return objToStringFn.call(value) === '[object Error]';
}

function isArgumentsObject(value) {
  return objToStringFn.call(value) === '[object Arguments]';
}

// Follow proxies down to their (innermost) target so that no trap runs.
// Returns null for a revoked proxy.  When the bindings cannot tell the target
// (proxyTarget answers undefined) the proxy itself is returned and is then
// inspected through its traps.
function unwrapProxy(value) {
  let depth = 0;
  while (depth++ < 1000 && nativeIsProxy(value)) {
    const target = nativeProxyTarget(value);
    if (target === null) return null;
    if (target === undefined || target === value) {
      // Target unknown: at least recognise a revoked proxy.
      try {
        getProto(value);
      } catch {
        return null;
      }
      return value;
    }
    value = target;
  }
  return value;
}

// ---------------------------------------------------------------------------
// Options, colours and styles.

const inspectDefaultOptions = Object.seal({
  showHidden: false,
  depth: 2,
  colors: false,
  customInspect: true,
  showProxy: false,
  maxArrayLength: 100,
  maxStringLength: 10000,
  breakLength: 80,
  compact: 3,
  sorted: false,
  getters: false,
  numericSeparator: false,
});

const kObjectType = 0;
const kArrayType = 1;
const kArrayExtrasType = 2;

function stylizeNoColor(str) {
  return str;
}

function stylizeWithColor(str, styleType) {
  const style = inspect.styles[styleType];
  if (style !== undefined) {
    const color = inspect.colors[style];
    if (color !== undefined) return `\u001b[${color[0]}m${str}\u001b[${color[1]}m`;
  }
  return str;
}

const ansiPattern = '[\\u001B\\u009B][[\\]()#;?]*' +
  '(?:(?:(?:(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]+)*' +
  '|[a-zA-Z\\d]+(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]*)*)?\\u0007)' +
  '|(?:(?:\\d{1,4}(?:;\\d{0,4})*)?[\\dA-PR-TZcf-ntqry=><~]))';
const ansiRegExp = new RegExp(ansiPattern, 'g');

function stripVTControlCharacters(str) {
  if (typeof str !== 'string') {
    const err = new TypeError(
      `The "str" argument must be of type string.${describeReceived(str)}`);
    err.code = 'ERR_INVALID_ARG_TYPE';
    throw err;
  }
  return str.replace(ansiRegExp, '');
}

const colorRegExp = /\u001b\[\d\d?m/g;
function removeColors(str) {
  return str.replace(colorRegExp, '');
}

function isFullWidthCodePoint(code) {
  return code >= 0x1100 && (
    code <= 0x115f ||
    code === 0x2329 ||
    code === 0x232a ||
    (code >= 0x2e80 && code <= 0x3247 && code !== 0x303f) ||
    (code >= 0x3250 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0xa4c6) ||
    (code >= 0xa960 && code <= 0xa97c) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe10 && code <= 0xfe19) ||
    (code >= 0xfe30 && code <= 0xfe6b) ||
    (code >= 0xff01 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1b000 && code <= 0x1b001) ||
    (code >= 0x1f200 && code <= 0x1f251) ||
    (code >= 0x1f300 && code <= 0x1f64f) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

function isZeroWidthCodePoint(code) {
  return code <= 0x1F ||
    (code >= 0x7F && code <= 0x9F) ||
    (code >= 0x300 && code <= 0x36F) ||
    (code >= 0x200B && code <= 0x200F) ||
    (code >= 0x20D0 && code <= 0x20FF) ||
    (code >= 0xFE00 && code <= 0xFE0F) ||
    (code >= 0xFE20 && code <= 0xFE2F) ||
    (code >= 0xE0100 && code <= 0xE01EF);
}

// Printed width of a string, as a terminal would show it.
function getStringWidth(str, removeControlChars) {
  if (removeControlChars) str = str.replace(ansiRegExp, '');
  let ascii = true;
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) {
      ascii = false;
      break;
    }
  }
  if (ascii) return str.length;
  if (typeof str.normalize === 'function') str = str.normalize('NFC');
  let width = 0;
  for (const ch of str) {
    const code = ch.codePointAt(0);
    if (isFullWidthCodePoint(code)) width += 2;
    else if (!isZeroWidthCodePoint(code)) width++;
  }
  return width;
}

// ---------------------------------------------------------------------------
// Strings.

const meta = [
  '\\x00', '\\x01', '\\x02', '\\x03', '\\x04', '\\x05', '\\x06', '\\x07',
  '\\b', '\\t', '\\n', '\\x0B', '\\f', '\\r', '\\x0E', '\\x0F',
  '\\x10', '\\x11', '\\x12', '\\x13', '\\x14', '\\x15', '\\x16', '\\x17',
  '\\x18', '\\x19', '\\x1A', '\\x1B', '\\x1C', '\\x1D', '\\x1E', '\\x1F',
];
function metaFor(code) {
  if (code < 32) return meta[code];
  if (code === 39) return "\\'";
  if (code === 92) return '\\\\';
  // 0x7f - 0x9f
  return `\\x${code.toString(16).toUpperCase()}`;
}

const needsEscapeRegExp = /[\x00-\x1f\x27\x5c\x7f-\x9f\ud800-\udfff]/;

// Escape control characters, backslashes, lone surrogates and (when
// `quoteCode` is 39) single quotes.
function escapeBody(str, quoteCode) {
  let result = '';
  let last = 0;
  const len = str.length;
  for (let i = 0; i < len; i++) {
    const point = str.charCodeAt(i);
    if (point === quoteCode || point === 92 || point < 32 || (point > 126 && point < 160)) {
      result += str.slice(last, i) + metaFor(point);
      last = i + 1;
    } else if (point >= 0xd800 && point <= 0xdfff) {
      if (point <= 0xdbff && i + 1 < len) {
        const next = str.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) {
          i++;
          continue;
        }
      }
      result += `${str.slice(last, i)}\\u${point.toString(16)}`;
      last = i + 1;
    }
  }
  if (last === 0) return str;
  if (last !== len) result += str.slice(last);
  return result;
}

// Quote a string the way Node does: single quotes unless the string has
// single quotes, then double quotes, then backticks; single quotes again
// (escaped) when all three occur.
function strEscape(str) {
  let quote = 39;
  if (str.includes("'")) {
    if (!str.includes('"')) quote = -2;
    else if (!str.includes('`') && !str.includes('${')) quote = -1;
  }
  if (needsEscapeRegExp.test(str)) str = escapeBody(str, quote === 39 ? 39 : -1);
  if (quote === -1) return `\`${str}\``;
  if (quote === -2) return `"${str}"`;
  return `'${str}'`;
}

// Escaping used for property keys printed without quotes (symbols and
// non-enumerable keys).
function escapeKey(str) {
  if (needsEscapeRegExp.test(str)) return escapeBody(str, 39);
  return str;
}

const kMinLineWidth = 16;

function splitAfterNewlines(str) {
  const parts = [];
  let start = 0;
  for (;;) {
    const idx = str.indexOf('\n', start);
    if (idx === -1 || idx === str.length - 1) break;
    parts.push(str.slice(start, idx + 1));
    start = idx + 1;
  }
  parts.push(str.slice(start));
  return parts;
}

function formatString(fn, value, ctx) {
  let trailer = '';
  if (value.length > ctx.maxStringLength) {
    const remaining = value.length - ctx.maxStringLength;
    value = value.slice(0, Math.max(0, ctx.maxStringLength));
    trailer = `... ${remaining} more character${remaining > 1 ? 's' : ''}`;
  }
  if (ctx.compact !== true &&
      value.length > kMinLineWidth &&
      value.length > ctx.breakLength - ctx.indentationLvl - 4) {
    const parts = splitAfterNewlines(value);
    if (parts.length > 1) {
      const sep = ` +\n${' '.repeat(ctx.indentationLvl + 2)}`;
      let out = '';
      for (let i = 0; i < parts.length; i++) {
        if (i !== 0) out += sep;
        out += fn(strEscape(parts[i]), 'string');
      }
      return out + trailer;
    }
  }
  return fn(strEscape(value), 'string') + trailer;
}

// ---------------------------------------------------------------------------
// Numbers.

function groupDigitsFromEnd(digits) {
  let result = '';
  let i = digits.length;
  const start = digits.startsWith('-') ? 1 : 0;
  for (; i >= start + 4; i -= 3) result = `_${digits.slice(i - 3, i)}${result}`;
  return i === digits.length ? digits : `${digits.slice(0, i)}${result}`;
}

function groupDigitsFromStart(digits) {
  let result = '';
  let i = 0;
  for (; i < digits.length - 3; i += 3) result += `${digits.slice(i, i + 3)}_`;
  return i === 0 ? digits : `${result}${digits.slice(i)}`;
}

function formatNumber(fn, number, numericSeparator) {
  if (!numericSeparator) {
    if (number === 0 && 1 / number < 0) return fn('-0', 'number');
    return fn(`${number}`, 'number');
  }
  const integer = Math.trunc(number);
  const string = String(integer);
  if (integer === number) {
    if (!Number.isFinite(number) || string.includes('e')) return fn(string, 'number');
    return fn(groupDigitsFromEnd(string), 'number');
  }
  if (Number.isNaN(number)) return fn(string, 'number');
  const full = String(number);
  if (full.includes('e')) return fn(full, 'number');
  const intPart = objectIs(integer, -0) ? '-0' : string;
  return fn(
    `${groupDigitsFromEnd(intPart)}.${groupDigitsFromStart(full.slice(intPart.length + 1))}`,
    'number');
}

function formatBigInt(fn, bigint, numericSeparator) {
  const string = String(bigint);
  if (!numericSeparator) return fn(`${string}n`, 'bigint');
  return fn(`${groupDigitsFromEnd(string)}n`, 'bigint');
}

function formatPrimitive(fn, value, ctx) {
  switch (typeof value) {
    case 'string': return formatString(fn, value, ctx);
    case 'number': return formatNumber(fn, value, ctx.numericSeparator);
    case 'bigint': return formatBigInt(fn, value, ctx.numericSeparator);
    case 'boolean': return fn(`${value}`, 'boolean');
    case 'undefined': return fn('undefined', 'undefined');
    case 'symbol': return fn(symToStringFn.call(value), 'symbol');
    default: return fn(String(value), 'undefined');
  }
}

// ---------------------------------------------------------------------------
// Main entry.

function inspect(value, opts) {
  const argc = arguments.length;
  if (argc < 2 && typeof value !== 'object' && typeof value !== 'function' &&
      primitiveFastPathOk()) {
    return formatPrimitiveFast(value);
  }
  // The options not given explicitly are read through the prototype, the
  // (mutable) default options.  Creating a small object is much cheaper than
  // copying every option on engines without an optimising compiler.
  const ctx = {
    __proto__: inspectDefaultOptions,
    budget: {},
    indentationLvl: 0,
    seen: [],
    currentDepth: 0,
    stylize: stylizeNoColor,
    circular: undefined,
    userOptions: undefined,
  };
  if (argc > 1) {
    // Legacy signature: inspect(value, showHidden, depth, colors).
    if (argc > 2) {
      if (arguments[2] !== undefined) ctx.depth = arguments[2];
      if (argc > 3 && arguments[3] !== undefined) ctx.colors = arguments[3];
    }
    if (typeof opts === 'boolean') {
      ctx.showHidden = opts;
    } else if (opts) {
      const optKeys = objectKeys(opts);
      for (let i = 0; i < optKeys.length; ++i) {
        const key = optKeys[i];
        if (hasOwn(inspectDefaultOptions, key) || key === 'stylize') {
          ctx[key] = opts[key];
        } else if (ctx.userOptions === undefined) {
          ctx.userOptions = opts;
        }
      }
    }
  }
  if (ctx.colors) ctx.stylize = stylizeWithColor;
  if (ctx.maxArrayLength === null) ctx.maxArrayLength = Infinity;
  if (ctx.maxStringLength === null) ctx.maxStringLength = Infinity;
  return formatValue(ctx, value, 0);
}

// Fast path for primitives printed with the default options (the bulk of
// console.log arguments): no context object, few calls.
const primitiveCtx = { __proto__: inspectDefaultOptions, indentationLvl: 0 };

function primitiveFastPathOk() {
  return !inspectDefaultOptions.colors && !inspectDefaultOptions.numericSeparator &&
    typeof inspectDefaultOptions.maxStringLength === 'number';
}

function formatPrimitiveFast(value) {
  switch (typeof value) {
    case 'number': return value === 0 && 1 / value < 0 ? '-0' : `${value}`;
    case 'boolean': return value ? 'true' : 'false';
    case 'undefined': return 'undefined';
    case 'bigint': return `${value}n`;
    default: return formatPrimitive(stylizeNoColor, value, primitiveCtx);
  }
}

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
inspect.custom = customInspectSymbol;

Object.defineProperty(inspect, 'defaultOptions', {
  get() {
    return inspectDefaultOptions;
  },
  set(options) {
    if (options === null || typeof options !== 'object') {
      const err = new TypeError(
        `The "options" argument must be of type object.${describeReceived(options)}`);
      err.code = 'ERR_INVALID_ARG_TYPE';
      throw err;
    }
    Object.assign(inspectDefaultOptions, options);
  },
  enumerable: true,
  configurable: true,
});

function defineColorAlias(target, alias) {
  Object.defineProperty(inspect.colors, alias, {
    get() {
      return this[target];
    },
    set(value) {
      this[target] = value;
    },
    configurable: true,
    enumerable: false,
  });
}

inspect.colors = Object.assign(Object.create(null), {
  reset: [0, 0],
  bold: [1, 22],
  dim: [2, 22],
  italic: [3, 23],
  underline: [4, 24],
  blink: [5, 25],
  inverse: [7, 27],
  hidden: [8, 28],
  strikethrough: [9, 29],
  doubleunderline: [21, 24],
  black: [30, 39],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  blue: [34, 39],
  magenta: [35, 39],
  cyan: [36, 39],
  white: [37, 39],
  bgBlack: [40, 49],
  bgRed: [41, 49],
  bgGreen: [42, 49],
  bgYellow: [43, 49],
  bgBlue: [44, 49],
  bgMagenta: [45, 49],
  bgCyan: [46, 49],
  bgWhite: [47, 49],
  framed: [51, 54],
  overlined: [53, 55],
  gray: [90, 39],
  redBright: [91, 39],
  greenBright: [92, 39],
  yellowBright: [93, 39],
  blueBright: [94, 39],
  magentaBright: [95, 39],
  cyanBright: [96, 39],
  whiteBright: [97, 39],
  bgGray: [100, 49],
  bgRedBright: [101, 49],
  bgGreenBright: [102, 49],
  bgYellowBright: [103, 49],
  bgBlueBright: [104, 49],
  bgMagentaBright: [105, 49],
  bgCyanBright: [106, 49],
  bgWhiteBright: [107, 49],
});
defineColorAlias('gray', 'grey');
defineColorAlias('gray', 'blackBright');
defineColorAlias('bgGray', 'bgGrey');
defineColorAlias('bgGray', 'bgBlackBright');
defineColorAlias('dim', 'faint');
defineColorAlias('strikethrough', 'crossedout');
defineColorAlias('strikethrough', 'strikeThrough');
defineColorAlias('strikethrough', 'crossedOut');
defineColorAlias('hidden', 'conceal');
defineColorAlias('inverse', 'swapColors');
defineColorAlias('inverse', 'swapcolors');
defineColorAlias('doubleunderline', 'doubleUnderline');

inspect.styles = Object.assign(Object.create(null), {
  special: 'cyan',
  number: 'yellow',
  bigint: 'yellow',
  boolean: 'yellow',
  undefined: 'grey',
  null: 'bold',
  string: 'green',
  symbol: 'green',
  date: 'magenta',
  regexp: 'red',
  module: 'underline',
});

function getUserOptions(ctx) {
  const ret = {
    stylize: ctx.stylize,
    showHidden: ctx.showHidden,
    depth: ctx.depth,
    colors: ctx.colors,
    customInspect: ctx.customInspect,
    showProxy: ctx.showProxy,
    maxArrayLength: ctx.maxArrayLength,
    maxStringLength: ctx.maxStringLength,
    breakLength: ctx.breakLength,
    compact: ctx.compact,
    sorted: ctx.sorted,
    getters: ctx.getters,
    numericSeparator: ctx.numericSeparator,
  };
  if (ctx.userOptions !== undefined) Object.assign(ret, ctx.userOptions);
  return ret;
}

// ---------------------------------------------------------------------------
// Values.

function formatValue(ctx, value, recurseTimes, typedArray) {
  if (typeof value !== 'object' && typeof value !== 'function') {
    return formatPrimitive(ctx.stylize, value, ctx);
  }
  if (value === null) return ctx.stylize('null', 'null');

  const context = value;
  if (nativeIsProxy(value)) {
    const target = unwrapProxy(value);
    if (target === null) return ctx.stylize('<Revoked Proxy>', 'special');
    if (ctx.showProxy && target !== value) return formatProxy(ctx, value, target, recurseTimes);
    value = target;
  }

  if (ctx.customInspect) {
    const maybeCustom = value[customInspectSymbol];
    if (typeof maybeCustom === 'function' &&
        maybeCustom !== inspect &&
        !isPrototypeObject(value)) {
      const depth = ctx.depth === null ? null : ctx.depth - recurseTimes;
      const ret = maybeCustom.call(context, depth, getUserOptions(ctx), inspect);
      if (ret !== context) {
        if (typeof ret !== 'string') return formatValue(ctx, ret, recurseTimes);
        return ret.split('\n').join(`\n${' '.repeat(ctx.indentationLvl)}`);
      }
    }
  }

  if (ctx.seen.includes(value)) {
    let index = 1;
    if (ctx.circular === undefined) {
      ctx.circular = new Map();
      ctx.circular.set(value, index);
    } else {
      index = ctx.circular.get(value);
      if (index === undefined) {
        index = ctx.circular.size + 1;
        ctx.circular.set(value, index);
      }
    }
    return ctx.stylize(`[Circular *${index}]`, 'special');
  }

  return formatRaw(ctx, value, recurseTimes, typedArray);
}

function isPrototypeObject(value) {
  const ctor = value.constructor;
  return !!ctor && ctor.prototype === value;
}

function formatProxy(ctx, proxy, target, recurseTimes) {
  if (recurseTimes > ctx.depth && ctx.depth !== null) {
    return ctx.stylize('Proxy [Array]', 'special');
  }
  recurseTimes += 1;
  ctx.indentationLvl += 2;
  const handler = nativeProxyHandler(proxy);
  const directTarget = nativeProxyTarget(proxy);
  const res = [
    formatValue(ctx, directTarget === undefined ? target : directTarget, recurseTimes),
  ];
  if (handler !== undefined) res.push(formatValue(ctx, handler, recurseTimes));
  ctx.indentationLvl -= 2;
  return reduceToSingleString(ctx, res, '', ['Proxy [', ']'], kArrayExtrasType, recurseTimes);
}

function getPrefix(constructor, tag, fallback, size) {
  if (size === undefined) size = '';
  if (constructor === null) {
    if (tag !== '' && fallback !== tag) return `[${fallback}${size}: null prototype] [${tag}] `;
    return `[${fallback}${size}: null prototype] `;
  }
  if (tag !== '' && constructor !== tag) return `${constructor}${size} [${tag}] `;
  return `${constructor}${size} `;
}

function isInstanceof(obj, ctor) {
  try {
    return obj instanceof ctor;
  } catch {
    return false;
  }
}

function internalClassName(obj) {
  if (typeof obj === 'function') return 'Function';
  if (isArray(obj)) return 'Array';
  const s = objToStringFn.call(obj);
  return s.slice(8, -1);
}

// Built-in prototypes whose constructor name can be answered without
// property descriptors (the common case, and descriptors are slow on Boa).
const builtinProtoCtors = new Map();
for (const name of ['Object', 'Array', 'Function', 'Map', 'Set', 'Date', 'RegExp', 'Promise',
  'Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'EvalError', 'URIError',
  'WeakMap', 'WeakSet', 'ArrayBuffer', 'DataView', 'Uint8Array', 'Int8Array', 'Uint16Array',
  'Int16Array', 'Uint32Array', 'Int32Array', 'Float32Array', 'Float64Array',
  'Uint8ClampedArray', 'BigInt64Array', 'BigUint64Array', 'Number', 'String', 'Boolean']) {
  const ctor = globalThis[name];
  if (typeof ctor === 'function' && ctor.prototype && ctor.name === name) {
    builtinProtoCtors.set(ctor.prototype, ctor);
  }
}

function getConstructorName(obj, ctx, recurseTimes, protoProps) {
  if (protoProps === undefined) {
    const proto = getProto(obj);
    const ctor = builtinProtoCtors.get(proto);
    if (ctor !== undefined && !hasOwn(obj, 'constructor') &&
        hasOwn(proto, 'constructor') && proto.constructor === ctor &&
        ctor.prototype === proto && ctor[Symbol.hasInstance] === defaultHasInstance) {
      return ctor.name;
    }
  }
  let firstProto;
  const tmp = obj;
  let guard = 0;
  while (obj && guard++ < 10000) {
    const descriptor = hasOwn(obj, 'constructor') ? getOwnDesc(obj, 'constructor') : undefined;
    if (descriptor !== undefined &&
        typeof descriptor.value === 'function' &&
        descriptor.value.name !== '' &&
        isInstanceof(tmp, descriptor.value)) {
      if (protoProps !== undefined &&
          (firstProto !== obj || !builtInObjects.has(descriptor.value.name))) {
        addPrototypeProperties(ctx, tmp, firstProto || tmp, recurseTimes, protoProps);
      }
      return String(descriptor.value.name);
    }
    obj = getProto(obj);
    if (firstProto === undefined) firstProto = obj;
  }
  if (firstProto === null) return null;

  const res = internalClassName(tmp);
  if (recurseTimes > ctx.depth && ctx.depth !== null) return `${res} <Complex prototype>`;
  const protoConstr = getConstructorName(firstProto, ctx, recurseTimes + 1, protoProps);
  if (protoConstr === null) {
    return `${res} <${inspect(firstProto, {
      showHidden: ctx.showHidden,
      breakLength: ctx.breakLength,
      compact: ctx.compact,
      maxArrayLength: ctx.maxArrayLength,
      maxStringLength: ctx.maxStringLength,
      sorted: ctx.sorted,
      getters: ctx.getters,
      numericSeparator: ctx.numericSeparator,
      customInspect: false,
      depth: -1,
    })}>`;
  }
  return `${res} <${protoConstr}>`;
}

// Show the user-defined prototype properties (showHidden only).
function addPrototypeProperties(ctx, main, obj, recurseTimes, output) {
  let depth = 0;
  let keys;
  let keySet;
  do {
    if (depth !== 0 || main === obj) {
      obj = getProto(obj);
      if (obj === null) return;
      const descriptor = getOwnDesc(obj, 'constructor');
      if (descriptor !== undefined &&
          typeof descriptor.value === 'function' &&
          builtInObjects.has(descriptor.value.name)) {
        return;
      }
    }
    if (depth === 0) {
      keySet = new Set();
    } else {
      for (const key of keys) keySet.add(key);
    }
    keys = ownKeys(obj);
    ctx.seen.push(main);
    for (const key of keys) {
      if (key === 'constructor' ||
          hasOwn(main, key) ||
          (depth !== 0 && keySet.has(key))) {
        continue;
      }
      const desc = getOwnDesc(obj, key);
      if (typeof desc.value === 'function') continue;
      const value = formatProperty(ctx, obj, recurseTimes, key, kObjectType, desc, main);
      if (ctx.colors) output.push(`\u001b[2m${value}\u001b[22m`);
      else output.push(value);
    }
    ctx.seen.pop();
  } while (++depth !== 3);
}

function getKeys(value, showHidden) {
  let keys;
  const symbols = getOwnSymbols(value);
  if (showHidden) {
    keys = getOwnNames(value);
    for (let i = 0; i < symbols.length; i++) keys.push(symbols[i]);
  } else {
    try {
      keys = objectKeys(value);
    } catch {
      keys = getOwnNames(value);
    }
    for (let i = 0; i < symbols.length; i++) {
      if (isEnumerable(value, symbols[i])) keys.push(symbols[i]);
    }
  }
  return keys;
}

function isArrayIndexKey(key) {
  if (typeof key !== 'string' || key.length === 0 || key.length > 10) return false;
  const c0 = key.charCodeAt(0);
  if (c0 === 48) return key.length === 1;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return Number(key) < 4294967295;
}

function getOwnNonIndexProperties(value, showHidden) {
  const all = ownKeys(value);
  const keys = [];
  for (let i = 0; i < all.length; i++) {
    const key = all[i];
    if (isArrayIndexKey(key)) continue;
    if (!showHidden && !isEnumerable(value, key)) continue;
    keys.push(key);
  }
  return keys;
}

function getFunctionBase(value, constructor, tag) {
  let stringified;
  try {
    stringified = fnToStringFn.call(value);
  } catch {
    stringified = '';
  }
  if (looksLikeClass(stringified) ||
      (stringified.includes('[native code]') && isNativeCodeClass(value))) {
    return getClassBase(value, constructor, tag);
  }
  let type = 'Function';
  if (isGeneratorFunction(value)) type = `Generator${type}`;
  if (isAsyncFunction(value)) type = `Async${type}`;
  let base = `[${type}`;
  if (constructor === null) base += ' (null prototype)';
  if (value.name === '') base += ' (anonymous)';
  else base += `: ${value.name}`;
  base += ']';
  if (constructor !== type && constructor !== null) base += ` ${constructor}`;
  if (tag !== '' && constructor !== tag) base += ` [${tag}]`;
  return base;
}

const stripCommentsRegExp = /(\/\/.*?\n)|(\/\*(.|\n)*?\*\/)/g;
const classRegExp = /^(\s+[^(]*?)\s*{/;

function looksLikeClass(src) {
  if (!src.startsWith('class') || !src.endsWith('}')) return false;
  const slice = src.slice(5, -1);
  const bracketIndex = slice.indexOf('{');
  if (bracketIndex === -1) return false;
  if (!slice.slice(0, bracketIndex).includes('(')) {
    // `class Foo {` / `class{` but not a method named `classy() {`.
    const c = slice.charCodeAt(0);
    return bracketIndex === 0 || c === 32 || c === 9 || c === 10 || c === 13 || c === 47;
  }
  return classRegExp.test(slice.replace(stripCommentsRegExp, ''));
}

// Engines that do not keep the source text of classes (Boa prints
// `function A() { [native code] }`) need another test: a class constructor
// has a non-writable `prototype`, like the engine's own constructors, which
// are told apart by identity.
function collectBuiltInFunctions() {
  const set = new Set();
  const addAll = (holder) => {
    if (holder === null || (typeof holder !== 'object' && typeof holder !== 'function')) return;
    for (const name of getOwnNames(holder)) {
      const desc = getOwnDesc(holder, name);
      if (desc !== undefined && typeof desc.value === 'function') set.add(desc.value);
    }
  };
  addAll(globalThis);
  for (const ns of ['Intl', 'Temporal', 'WebAssembly', 'Atomics', 'Reflect']) {
    const desc = getOwnDesc(globalThis, ns);
    if (desc !== undefined) addAll(desc.value);
  }
  for (const proto of [TypedArrayProto, AsyncFunctionProto, GeneratorFunctionProto,
    AsyncGeneratorFunctionProto]) {
    if (proto !== undefined && proto !== null) {
      const desc = getOwnDesc(proto, 'constructor');
      if (desc !== undefined && typeof desc.value === 'function') set.add(desc.value);
    }
  }
  return set;
}
const builtInFunctions = collectBuiltInFunctions();

function isNativeCodeClass(value) {
  const desc = getOwnDesc(value, 'prototype');
  if (desc === undefined || !('value' in desc) || desc.writable) return false;
  return !builtInFunctions.has(value);
}

function chainHas(value, proto) {
  if (proto === undefined) return false;
  let obj = getProto(value);
  let guard = 0;
  while (obj !== null && guard++ < 1000) {
    if (obj === proto) return true;
    obj = getProto(obj);
  }
  return false;
}

function isGeneratorFunction(value) {
  return chainHas(value, GeneratorFunctionProto) || chainHas(value, AsyncGeneratorFunctionProto);
}

function isAsyncFunction(value) {
  return chainHas(value, AsyncFunctionProto) || chainHas(value, AsyncGeneratorFunctionProto);
}

function getClassBase(value, constructor, tag) {
  const hasName = hasOwn(value, 'name');
  const name = (hasName && value.name) || '(anonymous)';
  let base = `class ${name}`;
  if (constructor !== 'Function' && constructor !== null) base += ` [${constructor}]`;
  if (tag !== '' && constructor !== tag) base += ` [${tag}]`;
  if (constructor !== null) {
    const superName = getProto(value).name;
    if (superName) base += ` extends ${superName}`;
  } else {
    base += ' extends [null prototype]';
  }
  return `[${base}]`;
}

function getBoxedBase(value, ctx, keys, constructor, tag, kind) {
  let fn;
  let type;
  switch (kind) {
    case K_NUMBER: fn = numberValueOfFn; type = 'Number'; break;
    case K_STRING:
      fn = stringValueOfFn;
      type = 'String';
      // The index keys of a String object are its characters: drop them.
      keys.splice(0, stringValueOfFn.call(value).length);
      break;
    case K_BOOLEAN: fn = booleanValueOfFn; type = 'Boolean'; break;
    case K_BIGINT: fn = bigintValueOfFn; type = 'BigInt'; break;
    default: fn = symbolValueOfFn; type = 'Symbol';
  }
  let base = `[${type}`;
  if (type !== constructor) {
    if (constructor === null) base += ' (null prototype)';
    else base += ` (${constructor})`;
  }
  base += `: ${formatPrimitive(stylizeNoColor, fn.call(value), ctx)}]`;
  if (tag !== '' && tag !== constructor) base += ` [${tag}]`;
  if (keys.length !== 0 || ctx.stylize === stylizeNoColor) return base;
  return ctx.stylize(base, type.toLowerCase());
}

// ---------------------------------------------------------------------------
// Errors.

function getStackString(error) {
  return error.stack ? String(error.stack) : errToStringFn.call(error);
}

function removeDuplicateErrorKeys(ctx, keys, err, stack) {
  if (!ctx.showHidden && keys.length !== 0) {
    for (const name of ['name', 'message', 'stack']) {
      const index = keys.indexOf(name);
      if (index !== -1 && stack.includes(err[name])) keys.splice(index, 1);
    }
  }
}

function improveStack(stack, constructor, name, tag) {
  let len = name.length;
  if (constructor === null ||
      (name.endsWith('Error') &&
       stack.startsWith(name) &&
       (stack.length === len || stack[len] === ':' || stack[len] === '\n'))) {
    let fallback = 'Error';
    if (constructor === null) {
      const start = /^([A-Z][a-z_ A-Z0-9[\]()-]+)(?::|\n\s+at)/.exec(stack) ||
        /^([a-z_A-Z0-9-]*Error)$/.exec(stack);
      fallback = (start && start[1]) || '';
      len = fallback.length;
      fallback = fallback || 'Error';
    }
    const prefix = getPrefix(constructor, tag, fallback).slice(0, -1);
    if (name !== prefix) {
      if (prefix.includes(name)) {
        if (len === 0) stack = `${prefix}: ${stack}`;
        else stack = `${prefix}${stack.slice(len)}`;
      } else {
        stack = `${prefix} [${name}]${stack.slice(len)}`;
      }
    }
  }
  return stack;
}

// The longest run (more than three lines) of frames shared by `a` and `b`.
function identicalSequenceRange(a, b) {
  for (let i = 0; i < a.length - 3; i++) {
    const pos = b.indexOf(a[i]);
    if (pos !== -1) {
      const rest = b.length - pos;
      if (rest > 3) {
        let len = 1;
        const maxLen = Math.min(a.length - i, rest);
        while (maxLen > len && a[i + len] === b[pos + len]) len++;
        if (len > 3) return { len, offset: i };
      }
    }
  }
  return { len: 0, offset: 0 };
}

function getStackFrames(ctx, err, stack) {
  const frames = stack.split('\n');
  let cause;
  try {
    cause = err.cause;
  } catch {
    // Ignore.
  }
  if (cause != null && typeof cause === 'object' && isErrorLike(cause)) {
    const causeStack = getStackString(cause);
    const causeStackStart = causeStack.indexOf('\n    at');
    if (causeStackStart !== -1) {
      const causeFrames = causeStack.slice(causeStackStart + 1).split('\n');
      const { len, offset } = identicalSequenceRange(frames, causeFrames);
      if (len > 0) {
        const skipped = len - 2;
        const msg = `    ... ${skipped} lines matching cause stack trace ...`;
        frames.splice(offset + 1, skipped, ctx.stylize(msg, 'undefined'));
      }
    }
  }
  return frames;
}

const coreModuleRegExp = /^ {4}at (?:[^/\\(]+ \(|)node:(.+):\d+:\d+\)?$/;
const nodeModulesRegExp = /[/\\]node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)(?=[/\\])/g;

function formatError(err, constructor, tag, ctx, keys) {
  const name = err.name != null ? String(err.name) : 'Error';
  let stack = getStackString(err);
  removeDuplicateErrorKeys(ctx, keys, err, stack);

  if ('cause' in err && (keys.length === 0 || !keys.includes('cause'))) {
    keys.push('cause');
  }
  if (isArray(err.errors) && (keys.length === 0 || !keys.includes('errors'))) {
    keys.push('errors');
  }

  stack = improveStack(stack, constructor, name, tag);

  let pos = (err.message && stack.indexOf(err.message)) || -1;
  if (pos !== -1) pos += err.message.length;
  const stackStart = stack.indexOf('\n    at', pos);
  if (stackStart === -1) {
    stack = `[${stack}]`;
  } else {
    let newStack = stack.slice(0, stackStart);
    const lines = getStackFrames(ctx, err, stack.slice(stackStart + 1));
    if (ctx.colors) {
      for (let line of lines) {
        const core = coreModuleRegExp.exec(line);
        if (core !== null) {
          newStack += `\n${ctx.stylize(line, 'undefined')}`;
        } else {
          newStack += '\n';
          line = line.replace(nodeModulesRegExp, (m, mod) => {
            return m.slice(0, m.length - mod.length) + ctx.stylize(mod, 'module');
          });
          newStack += line;
        }
      }
    } else {
      newStack += `\n${lines.join('\n')}`;
    }
    stack = newStack;
  }
  if (ctx.indentationLvl !== 0) {
    stack = stack.split('\n').join(`\n${' '.repeat(ctx.indentationLvl)}`);
  }
  return stack;
}

// ---------------------------------------------------------------------------
// The object formatter.

function formatRaw(ctx, value, recurseTimes, typedArray) {
  let keys;
  let protoProps;
  if (ctx.showHidden && (recurseTimes <= ctx.depth || ctx.depth === null)) protoProps = [];

  const constructor = getConstructorName(value, ctx, recurseTimes, protoProps);
  if (protoProps !== undefined && protoProps.length === 0) protoProps = undefined;

  let tag = value[SymbolToStringTag];
  if (typeof tag !== 'string' ||
      (tag !== '' &&
       (ctx.showHidden ? hasOwn(value, SymbolToStringTag) : isEnumerable(value, SymbolToStringTag)))) {
    tag = '';
  }

  const kind = classify(value);
  let base = '';
  let formatter = getEmptyFormatArray;
  let braces;
  let noIterator = true;
  let extrasType = kObjectType;

  const hasIterator = SymbolIterator in value;
  if (hasIterator || constructor === null) {
    noIterator = false;
    if (kind === K_ARRAY) {
      const prefix = (constructor !== 'Array' || tag !== '') ?
        getPrefix(constructor, tag, 'Array', `(${value.length})`) : '';
      keys = getOwnNonIndexProperties(value, ctx.showHidden);
      braces = [`${prefix}[`, ']'];
      if (value.length === 0 && keys.length === 0 && protoProps === undefined) {
        return `${braces[0]}]`;
      }
      extrasType = kArrayExtrasType;
      formatter = formatArray;
    } else if (kind === K_SET) {
      const size = setSizeGetter.call(value);
      const prefix = getPrefix(constructor, tag, 'Set', `(${size})`);
      keys = getKeys(value, ctx.showHidden);
      formatter = formatSet;
      if (size === 0 && keys.length === 0 && protoProps === undefined) return `${prefix}{}`;
      braces = [`${prefix}{`, '}'];
    } else if (kind === K_MAP) {
      const size = mapSizeGetter.call(value);
      const prefix = getPrefix(constructor, tag, 'Map', `(${size})`);
      keys = getKeys(value, ctx.showHidden);
      formatter = formatMap;
      if (size === 0 && keys.length === 0 && protoProps === undefined) return `${prefix}{}`;
      braces = [`${prefix}{`, '}'];
    } else if (kind === K_TYPEDARRAY) {
      keys = getOwnNonIndexProperties(value, ctx.showHidden);
      let fallback = '';
      if (constructor === null) fallback = typedArrayTagGetter.call(value);
      const size = typedArrayLengthGetter.call(value);
      const prefix = getPrefix(constructor, tag, fallback, `(${size})`);
      braces = [`${prefix}[`, ']'];
      if (size === 0 && keys.length === 0 && !ctx.showHidden) return `${braces[0]}]`;
      formatter = (c, v, r) => formatTypedArray(v, size, c, r);
      extrasType = kArrayExtrasType;
    } else {
      noIterator = true;
    }
  }

  if (noIterator) {
    keys = getKeys(value, ctx.showHidden);
    braces = ['{', '}'];
    if (kind === K_FUNCTION) {
      base = getFunctionBase(value, constructor, tag);
      if (keys.length === 0 && protoProps === undefined) return ctx.stylize(base, 'special');
    } else if (constructor === 'Object') {
      if (hasIterator && isArgumentsObject(value)) {
        braces[0] = '[Arguments] {';
      } else if (tag !== '') {
        braces[0] = `${getPrefix(constructor, tag, 'Object')}{`;
      }
      if (keys.length === 0 && protoProps === undefined) return `${braces[0]}}`;
    } else if (kind === K_REGEXP) {
      base = regexpToString(constructor !== null ? value : new RegExp(value));
      const prefix = getPrefix(constructor, tag, 'RegExp');
      if (prefix !== 'RegExp ') base = `${prefix}${base}`;
      if ((keys.length === 0 && protoProps === undefined) ||
          (recurseTimes > ctx.depth && ctx.depth !== null)) {
        return ctx.stylize(base, 'regexp');
      }
    } else if (kind === K_DATE) {
      const time = dateGetTimeFn.call(value);
      base = Number.isNaN(time) ? dateToStringFn.call(value) : dateToISOFn.call(value);
      const prefix = getPrefix(constructor, tag, 'Date');
      if (prefix !== 'Date ') base = `${prefix}${base}`;
      if (keys.length === 0 && protoProps === undefined) return ctx.stylize(base, 'date');
    } else if (kind === K_ERROR) {
      base = formatError(value, constructor, tag, ctx, keys);
      if (keys.length === 0 && protoProps === undefined) return base;
    } else if (kind === K_ARRAYBUFFER || kind === K_SHAREDARRAYBUFFER) {
      const arrayType = kind === K_ARRAYBUFFER ? 'ArrayBuffer' : 'SharedArrayBuffer';
      const prefix = getPrefix(constructor, tag, arrayType);
      if (typedArray === undefined) {
        formatter = formatArrayBuffer;
      } else if (keys.length === 0 && protoProps === undefined) {
        const getter = kind === K_ARRAYBUFFER ?
          arrayBufferByteLengthGetter : sharedArrayBufferByteLengthGetter;
        return `${prefix}{ byteLength: ${formatNumber(ctx.stylize, getter.call(value), false)} }`;
      }
      braces[0] = `${prefix}{`;
      keys.unshift('byteLength');
    } else if (kind === K_DATAVIEW) {
      braces[0] = `${getPrefix(constructor, tag, 'DataView')}{`;
      keys.unshift('byteLength', 'byteOffset', 'buffer');
    } else if (kind === K_PROMISE) {
      braces[0] = `${getPrefix(constructor, tag, 'Promise')}{`;
      formatter = formatPromise;
    } else if (kind === K_WEAKSET) {
      braces[0] = `${getPrefix(constructor, tag, 'WeakSet')}{`;
      formatter = formatWeakCollection;
    } else if (kind === K_WEAKMAP) {
      braces[0] = `${getPrefix(constructor, tag, 'WeakMap')}{`;
      formatter = formatWeakCollection;
    } else if (isModuleNamespace(value, constructor, tag)) {
      braces[0] = `${getPrefix(constructor, tag, 'Module')}{`;
      formatter = (c, v, r) => formatNamespaceObject(keys, c, v, r);
    } else if (kind >= K_NUMBER && kind <= K_SYMBOL) {
      base = getBoxedBase(value, ctx, keys, constructor, tag, kind);
      if (keys.length === 0 && protoProps === undefined) return base;
    } else {
      if (keys.length === 0 && protoProps === undefined) {
        return `${getPrefix(constructor, tag, 'Object')}{}`;
      }
      braces[0] = `${getPrefix(constructor, tag, 'Object')}{`;
    }
  }

  if (recurseTimes > ctx.depth && ctx.depth !== null) {
    let constructorName = getPrefix(constructor, tag, 'Object').slice(0, -1);
    if (constructor !== null) constructorName = `[${constructorName}]`;
    return ctx.stylize(constructorName, 'special');
  }
  recurseTimes += 1;

  ctx.seen.push(value);
  ctx.currentDepth = recurseTimes;
  let output;
  const indentationLvl = ctx.indentationLvl;
  try {
    output = formatter(ctx, value, recurseTimes);
    for (let i = 0; i < keys.length; i++) {
      output.push(formatProperty(ctx, value, recurseTimes, keys[i], extrasType));
    }
    if (protoProps !== undefined) {
      for (let i = 0; i < protoProps.length; i++) output.push(protoProps[i]);
    }
  } catch (err) {
    if (isStackOverflowError(err)) {
      ctx.seen.pop();
      ctx.indentationLvl = indentationLvl;
      const constructorName = getPrefix(constructor, tag, 'Object').slice(0, -1);
      return ctx.stylize(
        `[${constructorName}: Inspection interrupted prematurely. Maximum call stack size exceeded.]`,
        'special');
    }
    throw err;
  }

  if (ctx.circular !== undefined) {
    const index = ctx.circular.get(value);
    if (index !== undefined) {
      const reference = ctx.stylize(`<ref *${index}>`, 'special');
      if (ctx.compact !== true) {
        base = base === '' ? reference : `${reference} ${base}`;
      } else {
        braces[0] = `${reference} ${braces[0]}`;
      }
    }
  }
  ctx.seen.pop();

  if (ctx.sorted) {
    const comparator = ctx.sorted === true ? undefined : ctx.sorted;
    if (extrasType === kObjectType) {
      output.sort(comparator);
    } else if (keys.length > 1) {
      const sorted = output.slice(output.length - keys.length).sort(comparator);
      output.splice(output.length - keys.length, keys.length, ...sorted);
    }
  }

  const res = reduceToSingleString(ctx, output, base, braces, extrasType, recurseTimes, value);
  const budget = ctx.budget[ctx.indentationLvl] || 0;
  const newLength = budget + res.length;
  ctx.budget[ctx.indentationLvl] = newLength;
  if (newLength > 2 ** 27) ctx.depth = -1;
  return res;
}

function isStackOverflowError(err) {
  if (err === null || typeof err !== 'object') return false;
  let name;
  let message;
  try {
    name = err.name;
    message = String(err.message);
  } catch {
    return false;
  }
  return (name === 'RangeError' || name === 'InternalError') &&
    /call stack|too much recursion|recursion limit|stack overflow/i.test(message);
}

function isModuleNamespace(value, constructor, tag) {
  if (constructor !== null || tag !== 'Module') return false;
  const desc = getOwnDesc(value, SymbolToStringTag);
  return desc !== undefined && !desc.writable && !desc.enumerable && !desc.configurable &&
    !Object.isExtensible(value);
}

// Boa 0.22 escapes every '/' in `source`, even an escaped one (`/a\/b/`
// gives 'a\\/b').  When that is detected, undo it and escape like V8:
// only unescaped slashes outside character classes.
const sourceEscapesEverySlash = (() => {
  try {
    return new RegExp('a\\/b').source !== 'a\\/b' || new RegExp('[/]').source !== '[/]';
  } catch {
    return false;
  }
})();

function v8EscapeSource(boaSource) {
  let out = '';
  let inClass = false;
  for (let i = 0; i < boaSource.length; i++) {
    let c = boaSource[i];
    if (c === '\\' && boaSource[i + 1] === '/') {
      // Boa's inserted backslash: drop it, then treat the slash as original.
      c = '/';
      i++;
      out += inClass ? '/' : '\\/';
      continue;
    }
    if (c === '\\') {
      // An original escape: copy it with the escaped character.
      out += c;
      if (i + 1 < boaSource.length) {
        const next = boaSource[i + 1];
        if (next === '\\' && boaSource[i + 2] === '/') {
          // `\` + Boa's `\/`: the original was an escaped slash.
          out += '/';
          i += 2;
        } else {
          out += next;
          i++;
        }
      }
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    out += c;
  }
  return out;
}

function regexpToString(re) {
  if (!sourceEscapesEverySlash) return regexpToStringFn.call(re);
  return `/${v8EscapeSource(String(re.source))}/${String(re.flags)}`;
}

function getEmptyFormatArray() {
  return [];
}

function formatNamespaceObject(keys, ctx, value, recurseTimes) {
  const output = new Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    try {
      output[i] = formatProperty(ctx, value, recurseTimes, keys[i], kObjectType);
    } catch (err) {
      if (!(err instanceof ReferenceError)) throw err;
      // Uninitialised binding.
      const tmp = { [keys[i]]: '' };
      output[i] = formatProperty(ctx, tmp, recurseTimes, keys[i], kObjectType);
      const pos = output[i].lastIndexOf(' ');
      output[i] = output[i].slice(0, pos + 1) + ctx.stylize('<uninitialized>', 'special');
    }
  }
  keys.length = 0;
  return output;
}

function formatWeakCollection(ctx) {
  return [ctx.stylize('<items unknown>', 'special')];
}

function formatPromise(ctx, value, recurseTimes) {
  const details = nativePromiseState(value);
  const state = details[0];
  const result = details[1];
  if (state === 0) return [ctx.stylize('<pending>', 'special')];
  ctx.indentationLvl += 2;
  const str = formatValue(ctx, result, recurseTimes);
  ctx.indentationLvl -= 2;
  return [state === 2 ? `${ctx.stylize('<rejected>', 'special')} ${str}` : str];
}

function remainingText(remaining) {
  return `... ${remaining} more item${remaining > 1 ? 's' : ''}`;
}

function formatArrayBuffer(ctx, value) {
  let buffer;
  try {
    buffer = new Uint8Array(value);
  } catch {
    return [ctx.stylize('(detached)', 'special')];
  }
  const shown = Math.min(ctx.maxArrayLength, buffer.length);
  let str = '';
  for (let i = 0; i < shown; i++) {
    const b = buffer[i];
    if (i !== 0) str += ' ';
    str += (b < 16 ? '0' : '') + b.toString(16);
  }
  const remaining = buffer.length - ctx.maxArrayLength;
  if (remaining > 0) str += ` ... ${remaining} more byte${remaining > 1 ? 's' : ''}`;
  return [`${ctx.stylize('[Uint8Contents]', 'special')}: <${str}>`];
}

function formatArray(ctx, value, recurseTimes) {
  const valLen = value.length;
  const len = Math.min(Math.max(0, ctx.maxArrayLength), valLen);
  const remaining = valLen - len;
  const output = [];
  for (let i = 0; i < len; i++) {
    const desc = getOwnDesc(value, i);
    if (desc === undefined) return formatSpecialArray(ctx, value, recurseTimes, len, output, i);
    output.push(formatProperty(ctx, value, recurseTimes, i, kArrayType, desc));
  }
  if (remaining > 0) output.push(remainingText(remaining));
  return output;
}

// Arrays with holes.
function formatSpecialArray(ctx, value, recurseTimes, maxLength, output, i) {
  const keys = objectKeys(value);
  let index = i;
  for (; i < keys.length && output.length < maxLength; i++) {
    const key = keys[i];
    const tmp = +key;
    if (tmp > 2 ** 32 - 2) break;
    if (`${index}` !== key) {
      if (!isArrayIndexKey(key)) break;
      const emptyItems = tmp - index;
      const message = `<${emptyItems} empty item${emptyItems > 1 ? 's' : ''}>`;
      output.push(ctx.stylize(message, 'undefined'));
      index = tmp;
      if (output.length === maxLength) break;
    }
    output.push(formatProperty(ctx, value, recurseTimes, key, kArrayType));
    index++;
  }
  const remaining = value.length - index;
  if (output.length !== maxLength) {
    if (remaining > 0) {
      const message = `<${remaining} empty item${remaining > 1 ? 's' : ''}>`;
      output.push(ctx.stylize(message, 'undefined'));
    }
  } else if (remaining > 0) {
    output.push(remainingText(remaining));
  }
  return output;
}

function formatTypedArray(value, length, ctx, recurseTimes) {
  const maxLength = Math.min(Math.max(0, ctx.maxArrayLength), length);
  const remaining = length - maxLength;
  const output = new Array(maxLength);
  const isNumberArray = length > 0 && typeof value[0] === 'number';
  for (let i = 0; i < maxLength; ++i) {
    output[i] = isNumberArray ?
      formatNumber(ctx.stylize, value[i], ctx.numericSeparator) :
      formatBigInt(ctx.stylize, value[i], ctx.numericSeparator);
  }
  if (remaining > 0) output[maxLength] = remainingText(remaining);
  if (ctx.showHidden) {
    ctx.indentationLvl += 2;
    for (const key of ['BYTES_PER_ELEMENT', 'length', 'byteLength', 'byteOffset', 'buffer']) {
      const str = formatValue(ctx, value[key], recurseTimes, true);
      output.push(`[${key}]: ${str}`);
    }
    ctx.indentationLvl -= 2;
  }
  return output;
}

function formatSet(ctx, value, recurseTimes) {
  const length = setSizeGetter.call(value);
  const maxLength = Math.min(Math.max(0, ctx.maxArrayLength), length);
  const remaining = length - maxLength;
  const output = [];
  ctx.indentationLvl += 2;
  let i = 0;
  const it = setValuesFn.call(value);
  while (i < maxLength) {
    const step = it.next();
    if (step.done) break;
    output.push(formatValue(ctx, step.value, recurseTimes));
    i++;
  }
  if (remaining > 0) output.push(remainingText(remaining));
  ctx.indentationLvl -= 2;
  return output;
}

function formatMap(ctx, value, recurseTimes) {
  const length = mapSizeGetter.call(value);
  const maxLength = Math.min(Math.max(0, ctx.maxArrayLength), length);
  const remaining = length - maxLength;
  const output = [];
  ctx.indentationLvl += 2;
  let i = 0;
  const it = mapEntriesFn.call(value);
  while (i < maxLength) {
    const step = it.next();
    if (step.done) break;
    const k = step.value[0];
    const v = step.value[1];
    output.push(`${formatValue(ctx, k, recurseTimes)} => ${formatValue(ctx, v, recurseTimes)}`);
    i++;
  }
  if (remaining > 0) output.push(remainingText(remaining));
  ctx.indentationLvl -= 2;
  return output;
}

// /^[a-zA-Z_][a-zA-Z_0-9]*$/ without the regular expression (faster on Boa).
function isIdentifierKey(key) {
  const len = key.length;
  if (len === 0) return false;
  for (let i = 0; i < len; i++) {
    const c = key.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 ||
          (i !== 0 && c >= 48 && c <= 57))) {
      return false;
    }
  }
  return true;
}

function formatProperty(ctx, value, recurseTimes, key, type, desc, original) {
  if (original === undefined) original = value;
  let name;
  let str;
  let extra = ' ';
  desc = desc || getOwnDesc(value, key) || { value: value[key], enumerable: true };
  if (desc.value !== undefined) {
    const diff = (ctx.compact !== true || type !== kObjectType) ? 2 : 3;
    ctx.indentationLvl += diff;
    str = formatValue(ctx, desc.value, recurseTimes);
    if (diff === 3 && ctx.breakLength < getStringWidth(str, ctx.colors)) {
      extra = `\n${' '.repeat(ctx.indentationLvl)}`;
    }
    ctx.indentationLvl -= diff;
  } else if (desc.get !== undefined) {
    const label = desc.set !== undefined ? 'Getter/Setter' : 'Getter';
    const s = ctx.stylize;
    const sp = 'special';
    if (ctx.getters && (ctx.getters === true ||
          (ctx.getters === 'get' && desc.set === undefined) ||
          (ctx.getters === 'set' && desc.set !== undefined))) {
      try {
        const tmp = desc.get.call(original);
        ctx.indentationLvl += 2;
        if (tmp === null) {
          str = `${s(`[${label}:`, sp)} ${s('null', 'null')}${s(']', sp)}`;
        } else if (typeof tmp === 'object') {
          str = `${s(`[${label}]`, sp)} ${formatValue(ctx, tmp, recurseTimes)}`;
        } else {
          const primitive = formatPrimitive(s, tmp, ctx);
          str = `${s(`[${label}:`, sp)} ${primitive}${s(']', sp)}`;
        }
        ctx.indentationLvl -= 2;
      } catch (err) {
        const message = `<Inspection threw (${err && err.message})>`;
        str = `${s(`[${label}:`, sp)} ${message}${s(']', sp)}`;
      }
    } else {
      str = ctx.stylize(`[${label}]`, sp);
    }
  } else if (desc.set !== undefined) {
    str = ctx.stylize('[Setter]', 'special');
  } else {
    str = ctx.stylize('undefined', 'undefined');
  }
  if (type === kArrayType) return str;
  if (typeof key === 'symbol') {
    name = `[${ctx.stylize(escapeKey(symToStringFn.call(key)), 'symbol')}]`;
  } else if (key === '__proto__') {
    name = "['__proto__']";
  } else if (desc.enumerable === false) {
    name = `[${escapeKey(String(key))}]`;
  } else if (isIdentifierKey(key)) {
    name = ctx.stylize(key, 'name');
  } else {
    name = ctx.stylize(strEscape(String(key)), 'string');
  }
  return `${name}:${extra}${str}`;
}

// ---------------------------------------------------------------------------
// Layout.

function isBelowBreakLength(ctx, output, start, base) {
  let totalLength = output.length + start;
  if (totalLength + output.length > ctx.breakLength) return false;
  for (let i = 0; i < output.length; i++) {
    if (ctx.colors) totalLength += removeColors(output[i]).length;
    else totalLength += output[i].length;
    if (totalLength > ctx.breakLength) return false;
  }
  return base === '' || !base.includes('\n');
}

// Arrange many short array entries into aligned columns.
function groupArrayElements(ctx, output, value) {
  let totalLength = 0;
  let maxLength = 0;
  let i = 0;
  let outputLength = output.length;
  if (ctx.maxArrayLength < output.length) {
    // Leave the "... more items" entry out of the computation.
    outputLength--;
  }
  const separatorSpace = 2; // ", "
  const dataLen = new Array(outputLength);
  for (; i < outputLength; i++) {
    const len = getStringWidth(output[i], ctx.colors);
    dataLen[i] = len;
    totalLength += len + separatorSpace;
    if (maxLength < len) maxLength = len;
  }
  const actualMax = maxLength + separatorSpace;
  if (actualMax * 3 + ctx.indentationLvl < ctx.breakLength &&
      (totalLength / actualMax > 5 || maxLength <= 6)) {
    const approxCharHeights = 2.5;
    const averageBias = Math.sqrt(actualMax - totalLength / output.length);
    const biasedMax = Math.max(actualMax - 3 - averageBias, 1);
    const columns = Math.min(
      Math.round(Math.sqrt(approxCharHeights * biasedMax * outputLength) / biasedMax),
      Math.floor((ctx.breakLength - ctx.indentationLvl) / actualMax),
      ctx.compact * 4,
      15,
    );
    if (columns <= 1) return output;
    const tmp = [];
    const maxLineLength = [];
    for (let c = 0; c < columns; c++) {
      let lineLength = 0;
      for (let j = c; j < output.length; j += columns) {
        if (dataLen[j] > lineLength) lineLength = dataLen[j];
      }
      maxLineLength.push(lineLength + separatorSpace);
    }
    let padStart = true;
    if (value !== undefined) {
      for (let k = 0; k < output.length; k++) {
        const t = typeof value[k];
        if (t !== 'number' && t !== 'bigint') {
          padStart = false;
          break;
        }
      }
    }
    for (let k = 0; k < outputLength; k += columns) {
      const max = Math.min(k + columns, outputLength);
      let str = '';
      let j = k;
      for (; j < max - 1; j++) {
        const padding = maxLineLength[j - k] + output[j].length - dataLen[j];
        const cell = `${output[j]}, `;
        str += padStart ? cell.padStart(padding, ' ') : cell.padEnd(padding, ' ');
      }
      if (padStart) {
        const padding = maxLineLength[j - k] + output[j].length - dataLen[j] - separatorSpace;
        str += output[j].padStart(padding, ' ');
      } else {
        str += output[j];
      }
      tmp.push(str);
    }
    if (ctx.maxArrayLength < output.length) tmp.push(output[outputLength]);
    output = tmp;
  }
  return output;
}

function reduceToSingleString(ctx, output, base, braces, extrasType, recurseTimes, value) {
  if (ctx.compact !== true) {
    if (typeof ctx.compact === 'number' && ctx.compact >= 1) {
      const entries = output.length;
      if (extrasType === kArrayExtrasType && entries > 6) {
        output = groupArrayElements(ctx, output, value);
      }
      if (ctx.currentDepth - recurseTimes < ctx.compact && entries === output.length) {
        const start = output.length + ctx.indentationLvl + braces[0].length + base.length + 10;
        if (isBelowBreakLength(ctx, output, start, base)) {
          const joined = output.join(', ');
          if (!joined.includes('\n')) {
            return `${base ? `${base} ` : ''}${braces[0]} ${joined} ${braces[1]}`;
          }
        }
      }
    }
    const indentation = `\n${' '.repeat(ctx.indentationLvl)}`;
    return `${base ? `${base} ` : ''}${braces[0]}${indentation}  ${
      output.join(`,${indentation}  `)}${indentation}${braces[1]}`;
  }
  if (isBelowBreakLength(ctx, output, 0, base)) {
    return `${braces[0]}${base ? ` ${base}` : ''} ${output.join(', ')} ${braces[1]}`;
  }
  const indentation = ' '.repeat(ctx.indentationLvl);
  const ln = base === '' && braces[0].length === 1 ?
    ' ' : `${base ? ` ${base}` : ''}\n${indentation}  `;
  return `${braces[0]}${ln}${output.join(`,\n${indentation}  `)} ${braces[1]}`;
}

// ---------------------------------------------------------------------------
// format / formatWithOptions.

function describeReceived(value) {
  if (value == null) return ` Received ${value}`;
  if (typeof value === 'function') return ` Received function ${value.name}`;
  if (typeof value === 'object') {
    if (value.constructor && value.constructor.name) {
      return ` Received an instance of ${value.constructor.name}`;
    }
    return ` Received ${inspect(value, { depth: -1 })}`;
  }
  let shown = inspect(value, { colors: false });
  if (shown.length > 28) shown = `${shown.slice(0, 25)}...`;
  return ` Received type ${typeof value} (${shown})`;
}

let circularErrorMessage;

function firstErrorLine(error) {
  return String(error.message).split('\n', 1)[0];
}

function tryStringify(arg) {
  try {
    return JSONStringify(arg);
  } catch (err) {
    if (circularErrorMessage === undefined) {
      try {
        const a = {};
        a.a = a;
        JSONStringify(a);
      } catch (circularError) {
        circularErrorMessage = firstErrorLine(circularError);
      }
    }
    if (err && err.name === 'TypeError' && firstErrorLine(err) === circularErrorMessage) {
      return '[Circular]';
    }
    throw err;
  }
}

function hasBuiltInToString(value) {
  if (nativeIsProxy(value)) {
    const target = unwrapProxy(value);
    if (target === null) return true;
    value = target;
  }
  if (typeof value.toString !== 'function') return true;
  if (hasOwn(value, 'toString')) return false;
  let pointer = value;
  do {
    pointer = getProto(pointer);
  } while (pointer !== null && !hasOwn(pointer, 'toString'));
  if (pointer === null) return true;
  const descriptor = getOwnDesc(pointer, 'constructor');
  return descriptor !== undefined &&
    typeof descriptor.value === 'function' &&
    builtInObjects.has(descriptor.value.name);
}

function formatWithOptionsInternal(inspectOptions, args) {
  const first = args[0];
  let a = 0;
  let str = '';
  let join = '';

  if (typeof first === 'string') {
    if (args.length === 1) return first;
    let tempStr;
    let lastPos = 0;
    // Jump from '%' to '%' (indexOf is much cheaper than a loop over every
    // character on an interpreter).
    for (let i = first.indexOf('%'); i !== -1 && i < first.length - 1; i = first.indexOf('%', i + 1)) {
      {
        const nextChar = first.charCodeAt(++i);
        if (a + 1 !== args.length) {
          switch (nextChar) {
            case 115: { // 's'
              const tempArg = args[++a];
              if (typeof tempArg === 'number') {
                tempStr = formatNumber(stylizeNoColor, tempArg, false);
              } else if (typeof tempArg === 'bigint') {
                tempStr = formatBigInt(stylizeNoColor, tempArg, false);
              } else if (typeof tempArg !== 'object' || tempArg === null ||
                         !hasBuiltInToString(tempArg)) {
                tempStr = String(tempArg);
              } else {
                tempStr = inspect(tempArg, {
                  ...inspectOptions,
                  depth: 0,
                  colors: false,
                  compact: 3,
                });
              }
              break;
            }
            case 106: // 'j'
              tempStr = tryStringify(args[++a]);
              break;
            case 100: { // 'd'
              const tempNum = args[++a];
              if (typeof tempNum === 'bigint') {
                tempStr = formatBigInt(stylizeNoColor, tempNum, false);
              } else if (typeof tempNum === 'symbol') {
                tempStr = 'NaN';
              } else {
                tempStr = formatNumber(stylizeNoColor, Number(tempNum), false);
              }
              break;
            }
            case 79: // 'O'
              tempStr = inspectOptions === undefined ?
                inspect(args[++a]) : inspect(args[++a], inspectOptions);
              break;
            case 111: // 'o'
              tempStr = inspect(args[++a], {
                ...inspectOptions,
                showHidden: true,
                showProxy: true,
                depth: 4,
              });
              break;
            case 105: { // 'i'
              const tempInteger = args[++a];
              if (typeof tempInteger === 'bigint') {
                tempStr = formatBigInt(stylizeNoColor, tempInteger, false);
              } else if (typeof tempInteger === 'symbol') {
                tempStr = 'NaN';
              } else {
                tempStr = formatNumber(stylizeNoColor, Number.parseInt(tempInteger), false);
              }
              break;
            }
            case 102: { // 'f'
              const tempFloat = args[++a];
              if (typeof tempFloat === 'symbol') {
                tempStr = 'NaN';
              } else {
                tempStr = formatNumber(stylizeNoColor, Number.parseFloat(tempFloat), false);
              }
              break;
            }
            case 99: // 'c'
              a += 1;
              tempStr = '';
              break;
            case 37: // '%'
              str += first.slice(lastPos, i);
              lastPos = i + 1;
              continue;
            default:
              continue;
          }
          if (lastPos !== i - 1) str += first.slice(lastPos, i - 1);
          str += tempStr;
          lastPos = i + 1;
        } else if (nextChar === 37) {
          str += first.slice(lastPos, i);
          lastPos = i + 1;
        }
      }
    }
    if (lastPos !== 0) {
      a++;
      join = ' ';
      if (lastPos < first.length) str += first.slice(lastPos);
    }
  }

  while (a < args.length) {
    const value = args[a];
    str += join;
    if (typeof value === 'string') {
      str += value;
    } else if (inspectOptions === undefined) {
      if ((value === null || (typeof value !== 'object' && typeof value !== 'function')) &&
          primitiveFastPathOk()) {
        str += value === null ? 'null' : formatPrimitiveFast(value);
      } else {
        str += inspect(value);
      }
    } else {
      str += inspect(value, inspectOptions);
    }
    join = ' ';
    a++;
  }
  return str;
}

function format(...args) {
  return formatWithOptionsInternal(undefined, args);
}

function formatWithOptions(inspectOptions, ...args) {
  if (inspectOptions === null || typeof inspectOptions !== 'object') {
    const err = new TypeError(
      `The "inspectOptions" argument must be of type object.${describeReceived(inspectOptions)}`);
    err.code = 'ERR_INVALID_ARG_TYPE';
    throw err;
  }
  return formatWithOptionsInternal(inspectOptions, args);
}

module.exports = {
  inspect,
  identicalSequenceRange,
  format,
  formatWithOptions,
  stripVTControlCharacters,
  getStringWidth,
};
