'use strict';

// The browser host's console: what Chromium's DevTools console shows for a message,
// computed from the live values.
//
// Chromium builds that text in two steps, and so does this module:
//
//   1. V8 (src/inspector/value-mirror.cc) turns each value into a RemoteObject: a type,
//      a subtype, a description (`Array(3)`, `Foo`, `Error: x\n    at …`, the source of
//      a function) and, for objects, a preview of at most 5 named properties, 100
//      indexed ones and 5 Map/Set entries, each shown by type and a short description.
//      V8 also converts the arguments of %s %d %i %f in place (builtins-console.cc).
//      `mirror` and `buildPreview` below do that from the live value.
//   2. The DevTools front end renders the message from those objects
//      (ConsoleViewMessage, ConsoleFormat, RemoteObjectPreviewFormatter).  That half
//      is hosts/browser/js/devtools_render.js, the renderer the Chromium oracle's
//      scripts/lib/devtools_format.js also uses for real protocol events, so the two
//      texts come from the same code; hosts/browser/js/test/console_test.js checks this
//      module against text recorded from real Chromium.
//
// Text decisions: the rendering's are listed in devtools_render.js (ordinary spaces
// where DevTools uses no-break spaces; error descriptions without their "\n    at …"
// stack-frame lines, a cause on its own `Caused by: …` line (one level); DOM nodes as
// their description, `div#id.a.b`), the console calls' in scripts/lib/devtools_format.js
// (console.table like console.log; console.trace without the stack; no group
// indentation; console.clear prints "Console was cleared").  Here also: console.time
// values as `label: <ms> ms` with the number as JavaScript prints it.
//
// What JavaScript cannot see and so is not shown (DevTools shows it): private class
// fields (`#x`), the contents of WeakMap/WeakSet and of Map/Set iterators, whether a
// value is a Proxy, a generator's state, the target of a bound function.
//
// hooks (from the host):
//   write(stream, text)      stream 'stdout' or 'stderr', text without a newline
//   promiseState(p)          [0|1|2, value] for pending/fulfilled/rejected (asked only of
//                            objects whose toString tag is Promise; may return
//                            undefined or throw for one that is not a promise)
//   nodeDescription(v)       the DOM node's CDP description, or undefined for non-nodes
//   now()                    milliseconds, for console.time
// Optional:
//   generatorState(g)        'suspended' | 'running' | 'closed', shown as `<suspended>`
//   isNativeFunction(f)      whether f is a platform function (default: its source says
//                            "[native code]"); V8 evaluates native getters in previews

const { createRenderer, ELLIPSIS, ASSERTION_PREFIX, CONSOLE_CLEARED } = require('./devtools_render.js');

// ===========================================================================
// String helpers

// V8's abbreviateString: descriptions inside previews are cut to 100 UTF-16 units,
// in the middle (strings, bigints, regexps) or at the end (everything else).
function abbreviateMiddle(value) {
  if (value.length <= 100) return value;
  return value.slice(0, 50) + ELLIPSIS + value.slice(value.length - 49);
}

function abbreviateEnd(value) {
  if (value.length <= 100) return value;
  return value.slice(0, 99) + ELLIPSIS;
}

// ===========================================================================
// Reading values without running more user code than V8 would

const objectToString = Object.prototype.toString;
const functionToString = Function.prototype.toString;

// Object.prototype.toString's `[object X]`, unless that would run a user getter for
// Symbol.toStringTag (V8 runs none when it describes a value).
function tagOf(v) {
  try {
    for (let level = v; level; level = Object.getPrototypeOf(level)) {
      const d = Object.getOwnPropertyDescriptor(level, Symbol.toStringTag);
      if (d) {
        if (!('value' in d)) return '';
        break;
      }
    }
    return objectToString.call(v);
  } catch (e) {
    return '';
  }
}

function getProto(v) {
  try {
    return Object.getPrototypeOf(v);
  } catch (e) {
    return null;
  }
}

function ownDescriptor(obj, key) {
  try {
    return Object.getOwnPropertyDescriptor(obj, key);
  } catch (e) {
    return undefined;
  }
}

function ownDataValue(obj, key) {
  const d = ownDescriptor(obj, key);
  return d && 'value' in d ? d.value : undefined;
}

function safeGet(obj, key) {
  try {
    return { value: obj[key] };
  } catch (e) {
    return undefined;
  }
}

// Brand checks: a built-in method that throws on objects without the internal slot.
function brand(proto, key, kind) {
  if (!proto) return () => false;
  const d = Object.getOwnPropertyDescriptor(proto, key);
  const fn = d && (kind === 'get' ? d.get : d.value);
  if (typeof fn !== 'function') return () => false;
  return (v) => {
    try {
      fn.call(v);
      return true;
    } catch (e) {
      return false;
    }
  };
}

const TypedArrayPrototype = typeof Uint8Array === 'function' ? Object.getPrototypeOf(Uint8Array.prototype) : null;
const typedArrayTagGetter = TypedArrayPrototype &&
  Object.getOwnPropertyDescriptor(TypedArrayPrototype, Symbol.toStringTag).get;

const isMap = brand(typeof Map === 'function' && Map.prototype, 'size', 'get');
const isSet = brand(typeof Set === 'function' && Set.prototype, 'size', 'get');
const isDate = brand(Date.prototype, 'getTime', 'value');
const isRegExp = brand(RegExp.prototype, 'source', 'get');
const isArrayBuffer = brand(typeof ArrayBuffer === 'function' && ArrayBuffer.prototype, 'byteLength', 'get');
const isDataView = brand(typeof DataView === 'function' && DataView.prototype, 'byteLength', 'get');
const isWeakRef = brand(typeof WeakRef === 'function' && WeakRef.prototype, 'deref', 'value');
const isNumberObject = brand(Number.prototype, 'valueOf', 'value');
const isStringObject = brand(String.prototype, 'valueOf', 'value');
const isBooleanObject = brand(Boolean.prototype, 'valueOf', 'value');
const isSymbolObject = brand(Symbol.prototype, 'valueOf', 'value');
const isBigIntObject = brand(typeof BigInt === 'function' && BigInt.prototype, 'valueOf', 'value');

function isWeakMap(v) {
  if (typeof WeakMap !== 'function') return false;
  try {
    WeakMap.prototype.has.call(v, {});
    return true;
  } catch (e) {
    return false;
  }
}

function isWeakSet(v) {
  if (typeof WeakSet !== 'function') return false;
  try {
    WeakSet.prototype.has.call(v, {});
    return true;
  } catch (e) {
    return false;
  }
}

function typedArrayName(v) {
  if (!typedArrayTagGetter) return undefined;
  try {
    return typedArrayTagGetter.call(v);
  } catch (e) {
    return undefined;
  }
}

function isNativeError(v) {
  if (typeof Error.isError === 'function') return Error.isError(v);
  return tagOf(v) === '[object Error]' || v instanceof Error;
}

function isArrayIndex(key) {
  if (typeof key !== 'string') return false;
  const n = Number(key);
  return String(n >>> 0) === key && n !== 4294967295;
}

function functionName(fn) {
  const name = ownDataValue(fn, 'name');
  return typeof name === 'string' ? name : '';
}

function functionSource(fn) {
  try {
    return functionToString.call(fn);
  } catch (e) {
    return 'function () { [native code] }';
  }
}

function symbolDescription(sym) {
  const d = sym.description;
  return 'Symbol(' + (d === undefined ? '' : d) + ')';
}

function numberDescription(n) {
  if (Object.is(n, -0)) return '-0';
  return String(n);
}

// V8's JSReceiver::GetConstructorName: the function that constructed the object (here:
// the prototype's own `constructor`, when it points back at the prototype), else the
// first Symbol.toStringTag data property or (above the object itself) `constructor`
// data property up the prototype chain; names '' and 'Object' don't count.
function constructorName(obj) {
  const proto = getProto(obj);
  if (proto) {
    const c = ownDataValue(proto, 'constructor');
    if (typeof c === 'function' && ownDataValue(c, 'prototype') === proto) {
      const name = functionName(c);
      if (name && name !== 'Object') return name;
    }
  }
  let first = true;
  for (let cur = obj; cur; cur = getProto(cur)) {
    const tag = ownDataValue(cur, Symbol.toStringTag);
    if (typeof tag === 'string') return tag;
    if (!first) {
      const c = ownDataValue(cur, 'constructor');
      if (typeof c === 'function') {
        const name = functionName(c);
        if (name && name !== 'Object') return name;
      }
    }
    first = false;
  }
  return typeof obj === 'function' ? 'Function' : 'Object';
}

// V8's descriptionForError: `<name>: <message>` (the constructor's name when `name`
// is missing, empty or 'Error') followed by the frames of `stack`.
function errorDescription(e) {
  let name = constructorName(e);
  const nameValue = safeGet(e, 'name');
  if (nameValue && typeof nameValue.value === 'string' && nameValue.value.length > 0 &&
      nameValue.value !== 'Error') {
    name = nameValue.value;
  }
  let frames = '';
  const stack = safeGet(e, 'stack');
  if (stack && typeof stack.value === 'string') {
    const at = stack.value.indexOf('\n    at ');
    if (at !== -1) frames = stack.value.slice(at);
  }
  let description = name;
  const message = safeGet(e, 'message');
  if (message && typeof message.value === 'string' && message.value.length > 0) {
    description += ': ' + message.value;
  }
  return description + frames;
}

// ===========================================================================
// V8's value mirror: a RemoteObject-shaped description of a live value.

function mirror(v, hooks) {
  switch (typeof v) {
    case 'undefined': return { type: 'undefined' };
    case 'boolean': return { type: 'boolean', value: v };
    case 'string': return { type: 'string', value: v };
    case 'number': {
      const description = numberDescription(v);
      if (Number.isFinite(v) && !Object.is(v, -0)) return { type: 'number', value: v, description };
      return { type: 'number', unserializableValue: description, description };
    }
    case 'bigint': {
      const text = String(v) + 'n';
      return { type: 'bigint', unserializableValue: text, description: abbreviateMiddle(text) };
    }
    case 'symbol': return { type: 'symbol', description: symbolDescription(v) };
    default: break;
  }
  if (v === null) return { type: 'object', subtype: 'null', value: null };
  const m = { type: 'object', object: v, hooks };
  const node = hooks && typeof hooks.nodeDescription === 'function' ? safeCall(hooks.nodeDescription, v) : undefined;
  if (node !== undefined && node !== null) {
    m.subtype = 'node';
    m.description = String(node);
    return m;
  }
  if (typeof v === 'function') {
    m.type = 'function';
    m.description = functionSource(v);
    m.functionName = functionName(v);
    return m;
  }
  const tag = tagOf(v);
  if (isRegExp(v) && v !== RegExp.prototype) {
    m.subtype = 'regexp';
    m.description = '/' + regexpSource(v);
    return m;
  }
  if (isDate(v)) {
    m.subtype = 'date';
    m.description = dateDescription(v);
    return m;
  }
  if (tag === '[object Promise]' && promiseState(v, hooks)) {
    m.subtype = 'promise';
    m.description = constructorName(v);
    return m;
  }
  if (isNativeError(v)) {
    m.subtype = 'error';
    m.description = errorDescription(v);
    return m;
  }
  if (isMap(v)) {
    m.subtype = 'map';
    m.description = constructorName(v) + '(' + Object.getOwnPropertyDescriptor(Map.prototype, 'size').get.call(v) + ')';
    return m;
  }
  if (isSet(v)) {
    m.subtype = 'set';
    m.description = constructorName(v) + '(' + Object.getOwnPropertyDescriptor(Set.prototype, 'size').get.call(v) + ')';
    return m;
  }
  if (isWeakMap(v)) {
    m.subtype = 'weakmap';
    m.description = constructorName(v);
    return m;
  }
  if (isWeakSet(v)) {
    m.subtype = 'weakset';
    m.description = constructorName(v);
    return m;
  }
  if (tag === '[object Map Iterator]' || tag === '[object Set Iterator]') {
    m.subtype = 'iterator';
    // V8 names these after their internal constructors.
    m.description = tag === '[object Map Iterator]' ? 'MapIterator' : 'SetIterator';
    return m;
  }
  if (tag === '[object Generator]') {
    m.subtype = 'generator';
    m.description = constructorName(v);
    return m;
  }
  const typedName = typedArrayName(v);
  if (typedName !== undefined) {
    m.subtype = 'typedarray';
    m.description = constructorName(v) + '(' + v.length + ')';
    return m;
  }
  if (isArrayBuffer(v)) {
    m.subtype = 'arraybuffer';
    m.description = constructorName(v) + '(' + Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get.call(v) + ')';
    return m;
  }
  if (isDataView(v)) {
    m.subtype = 'dataview';
    m.description = constructorName(v) + '(' + Object.getOwnPropertyDescriptor(DataView.prototype, 'byteLength').get.call(v) + ')';
    return m;
  }
  if (Array.isArray(v)) {
    m.subtype = 'array';
    m.description = constructorName(v) + '(' + v.length + ')';
    m.arrayLike = true;
    return m;
  }
  if (tag === '[object Arguments]') {
    const length = ownDataValue(v, 'length');
    m.subtype = 'array';
    m.description = 'Arguments(' + (typeof length === 'number' ? length : 0) + ')';
    m.arrayLike = true;
    return m;
  }
  m.description = constructorName(v);
  return m;
}

// V8 describes a date as Date.prototype.toString does, time zone name included:
// `Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)`.  An engine that
// leaves the name out gets the UTC one back (other zones keep the bare offset).
function dateDescription(d) {
  const text = Date.prototype.toString.call(d);
  return /GMT\+0000$/.test(text) ? text + ' (Coordinated Universal Time)' : text;
}

function safeCall(fn, arg) {
  try {
    return fn(arg);
  } catch (e) {
    return undefined;
  }
}

function regexpSource(re) {
  const source = Object.getOwnPropertyDescriptor(RegExp.prototype, 'source').get.call(re);
  const flags = Object.getOwnPropertyDescriptor(RegExp.prototype, 'flags').get.call(re);
  return source + '/' + flags;
}

function promiseState(p, hooks) {
  if (hooks && typeof hooks.promiseState === 'function') {
    const state = safeCall(hooks.promiseState, p);
    return Array.isArray(state) ? state : undefined;
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// Previews (V8's ObjectMirror::buildObjectPreviewInternal)

// A PropertyPreview: how a value shows inside its parent's preview.
function propertyPreview(name, v, hooks) {
  const m = mirror(v, hooks);
  const p = { name, type: m.type };
  switch (m.type) {
    case 'undefined': p.value = 'undefined'; break;
    case 'boolean': p.value = String(v); break;
    case 'string': p.value = abbreviateMiddle(v); break;
    case 'number': p.value = m.description; break;
    case 'bigint': p.value = abbreviateMiddle(String(v) + 'n'); break;
    case 'symbol': p.value = abbreviateEnd(m.description); break;
    case 'function': p.value = ''; break;
    default:
      if (m.subtype) p.subtype = m.subtype;
      p.value = m.subtype === 'null' ? 'null' :
        (m.subtype === 'regexp' ? abbreviateMiddle(m.description) : abbreviateEnd(m.description));
  }
  return p;
}

// An entry's key or value in a Map/Set preview: type, subtype and the unabbreviated
// description (V8's buildEntryPreview).
function entryPreview(v, hooks) {
  const m = mirror(v, hooks);
  const e = { type: m.type };
  if (m.subtype) e.subtype = m.subtype;
  switch (m.type) {
    case 'undefined': e.description = 'undefined'; break;
    case 'boolean': e.description = String(v); break;
    case 'string': e.description = v; break;
    default: e.description = m.subtype === 'null' ? 'null' : m.description;
  }
  return e;
}

// evloop's own state on platform objects (`Symbol(evloop.…)` keys) is what V8 keeps in
// internal fields: DevTools never shows it.
function isInternalKey(key) {
  return typeof key === 'symbol' && typeof key.description === 'string' && key.description.startsWith('evloop.');
}

function isNativeFunction(fn, hooks) {
  if (hooks && typeof hooks.isNativeFunction === 'function') return !!safeCall(hooks.isNativeFunction, fn);
  return functionSource(fn).includes('[native code]');
}

// V8 lists %TypedArray%.prototype's getters in this order.
const TYPED_ARRAY_KEYS = ['buffer', 'byteLength', 'byteOffset', 'length', Symbol.toStringTag];

// A long array's first 101 indices fill the preview (the 101st overflows it and ends
// the listing), so they are found without listing every key of a big array.
function leadingIndices(array) {
  const length = safeGet(array, 'length');
  if (!length || typeof length.value !== 'number' || length.value <= 1000) return undefined;
  const keys = [];
  for (let i = 0; i < length.value && i < 10000; i++) {
    if (Object.prototype.hasOwnProperty.call(array, i)) {
      keys.push(String(i));
      if (keys.length > 100) return keys;
    }
  }
  return undefined;
}

function buildPreview(m) {
  const obj = m.object;
  const hooks = m.hooks;
  const properties = [];
  let overflow = false;
  let nameLimit = 5;
  let indexLimit = 100;

  // Internal properties ([[PromiseState]], [[PrimitiveValue]], …) come first.
  const internal = [];
  if (m.subtype === 'promise') {
    const state = promiseState(obj, hooks);
    internal.push({ name: '[[PromiseState]]', value: ['pending', 'fulfilled', 'rejected'][state[0]] });
    internal.push({ name: '[[PromiseResult]]', value: state[0] === 0 ? undefined : state[1] });
  } else if (isNumberObject(obj) || isStringObject(obj) || isBooleanObject(obj) || isSymbolObject(obj) ||
             isBigIntObject(obj)) {
    internal.push({ name: '[[PrimitiveValue]]', value: obj.valueOf() });
  } else if (m.subtype === 'generator') {
    const state = hooks && typeof hooks.generatorState === 'function' ? safeCall(hooks.generatorState, obj) : undefined;
    if (state !== undefined) internal.push({ name: '[[GeneratorState]]', value: String(state) });
  } else if (isWeakRef(obj)) {
    internal.push({ name: '[[WeakRefTarget]]', value: WeakRef.prototype.deref.call(obj) });
  }
  for (const p of internal) {
    if (!nameLimit) {
      overflow = true;
      break;
    }
    nameLimit--;
    properties.push(propertyPreview(p.name, p.value, hooks));
  }

  // Own properties (enumerable or not), then the native getters up the prototype
  // chain, which V8 evaluates and shows as if they were own data properties.
  const blocked = new Set(['constructor']);
  if (m.arrayLike || isStringObject(obj)) blocked.add('length');
  let skipIndex = isStringObject(obj) ? String.prototype.valueOf.call(obj).length + 1 : -1;
  const seen = new Set();
  // Returns false when a limit stops the listing.
  function add(key, property) {
    const name = typeof key === 'symbol' ? symbolDescription(key) : key;
    if (blocked.has(name)) return true;
    const isIndex = isArrayIndex(key);
    if (isIndex && skipIndex > 0) {
      --skipIndex;
      if (skipIndex > 0) return true;
    }
    if (isIndex ? !indexLimit : !nameLimit) {
      overflow = true;
      return false;
    }
    if (isIndex) indexLimit--;
    else nameLimit--;
    properties.push(property.accessor ? { name, type: 'accessor' } : propertyPreview(name, property.value, hooks));
    return true;
  }
  function keysOf(level) {
    if (level === TypedArrayPrototype) return TYPED_ARRAY_KEYS;
    if (level === obj && (m.arrayLike || m.subtype === 'typedarray')) {
      const leading = leadingIndices(obj);
      if (leading) return leading;
    }
    try {
      return Reflect.ownKeys(level);
    } catch (e) {
      return [];
    }
  }
  let own = true;
  for (let level = obj; level; level = getProto(level), own = false) {
    for (const key of keysOf(level)) {
      if (seen.has(key) || isInternalKey(key)) continue;
      seen.add(key);
      const d = ownDescriptor(level, key);
      if (!d) continue;
      let property;
      if ('value' in d) {
        if (!own) continue;
        property = { value: d.value };
      } else {
        if (typeof d.get !== 'function') continue;
        if (key !== '__proto__' && isNativeFunction(d.get, hooks)) {
          try {
            property = { value: d.get.call(obj) };
          } catch (e) {
            property = own ? { accessor: true } : undefined;
          }
        } else if (own) {
          property = { accessor: true };
        }
        if (!property) continue;
      }
      if (!add(key, property)) {
        level = null;
        break;
      }
    }
    if (!level) break;
  }

  const preview = { type: 'object', description: m.description, overflow, properties };
  if (m.subtype) preview.subtype = m.subtype;

  // Map and Set entries (at most 5).
  let entries;
  if (m.subtype === 'map' || m.subtype === 'set') {
    entries = [];
    const iterator = m.subtype === 'map' ? Map.prototype.entries.call(obj) : Set.prototype.values.call(obj);
    for (let step = iterator.next(); !step.done; step = iterator.next()) {
      if (entries.length === 5) {
        preview.overflow = true;
        break;
      }
      entries.push(m.subtype === 'map' ?
        { key: entryPreview(step.value[0], hooks), value: entryPreview(step.value[1], hooks) } :
        { value: entryPreview(step.value, hooks) });
    }
    if (entries.length) preview.entries = entries;
  }
  return preview;
}

function previewOf(m) {
  if (m.preview === undefined) m.preview = m.object !== undefined && m.type === 'object' ? buildPreview(m) : null;
  return m.preview;
}

// ===========================================================================
// Rendering: the DevTools front end's half, in hosts/browser/js/devtools_render.js
// (shared with the Chromium oracle's scripts/lib/devtools_format.js).  A mirror's
// preview is built only when it is shown; an error's cause is read from the live error.

// DevTools shows an error's cause below it when the cause is an error; the oracle sees
// one level of causes (in the preview, abbreviated), so that is what we show.
function errorCause(m) {
  if (m.object === undefined) return undefined;
  const d = ownDescriptor(m.object, 'cause');
  if (!d || !('value' in d)) return undefined;
  const cause = mirror(d.value, m.hooks);
  return cause.subtype === 'error' ? abbreviateEnd(cause.description) : undefined;
}

const renderer = createRenderer({ previewOf, errorCause });

// ===========================================================================
// Format strings

// The V8 half (builtins-console.cc Formatter): the arguments of %s, %d/%i and %f are
// converted with String, parseInt and parseFloat before the front end sees them, and
// the string a %s produces is itself scanned for specifiers.  `index` is where the
// format string is (1 for console.assert).  The DevTools half (ConsoleFormat) is the
// renderer's.
function v8Format(args, index) {
  if (args.length < index + 2 || typeof args[index] !== 'string') return args;
  args = args.slice();
  const states = [{ str: args[index], off: 0 }];
  let i = index + 1;
  while (states.length && i < args.length) {
    const state = states[states.length - 1];
    state.off = state.str.indexOf('%', state.off);
    if (state.off < 0 || state.off === state.str.length - 1) {
      states.pop();
      continue;
    }
    let current = args[i];
    const specifier = state.str[state.off + 1];
    if (specifier === 'd' || specifier === 'f' || specifier === 'i') {
      if (typeof current === 'symbol') current = NaN;
      else current = specifier === 'f' ? parseFloat(current) : parseInt(current, 10);
    } else if (specifier === 's') {
      current = String(current);
      states.push({ str: current, off: 0 });
    } else if (specifier === 'c' || specifier === 'o' || specifier === 'O' || specifier === '_') {
      i++;
      state.off += 2;
      continue;
    } else if (specifier === '%') {
      state.off += 2;
      continue;
    } else {
      state.off++;
      continue;
    }
    args[i++] = current;
    state.off += 2;
  }
  return args;
}

function render(args, hooks, prefix, formatIndex) {
  const converted = formatIndex === undefined ? args : v8Format(args, formatIndex);
  return renderer.formatParameters(converted.map((v) => mirror(v, hooks)), prefix);
}

// ===========================================================================
// API

// The text of console.log(...args).
function formatArgs(args, hooks) {
  return render(Array.from(args), hooks, '', 0);
}

// One value as console.log(value) shows it: strings bare (a lone format string still
// turns `%%` into `%`), everything else as its collapsed preview.
function formatValue(value, hooks) {
  return render([value], hooks, '', 0);
}

// What DevTools shows for an uncaught exception or an unhandled rejection.
function formatException(value, inPromise, hooks) {
  return renderer.formatException(mirror(value, hooks), inPromise ? 'Uncaught (in promise)' : 'Uncaught');
}

function createConsole(hooks) {
  const write = (stream, text) => hooks.write(stream, text);
  const now = () => (typeof hooks.now === 'function' ? hooks.now() : Date.now());
  const counts = new Map();
  const timers = new Map();
  const label = (v) => (v === undefined ? 'default' : String(v));

  // log, info, debug, warn, error, trace, group, groupCollapsed and assert have their
  // arguments %-converted by V8 (for assert, the ones after the condition); the others
  // are not.
  // With no arguments, most methods print nothing.
  const print = (stream, args, formatIndex) => {
    if (args.length) write(stream, render(args, hooks, '', formatIndex));
  };

  // The methods in Chromium's order (console.log(console) shows the first five).
  const console = {
    debug(...args) { print('stdout', args, 0); },
    error(...args) { print('stderr', args, 0); },
    info(...args) { print('stdout', args, 0); },
    log(...args) { print('stdout', args, 0); },
    warn(...args) { print('stderr', args, 0); },
    dir(...args) {
      if (args.length) write('stdout', renderer.formatDir(mirror(args[0], hooks)));
    },
    dirxml(...args) { print('stdout', args); },
    // DevTools draws a grid for console.table; the text is console.log's.
    table(...args) { print('stdout', args); },
    trace(...args) {
      write('stdout', args.length ? render(args, hooks, '', 0) : 'console.trace');
    },
    group(...args) {
      write('stdout', args.length ? render(args, hooks, '', 0) : 'console.group');
    },
    groupCollapsed(...args) {
      write('stdout', args.length ? render(args, hooks, '', 0) : 'console.groupCollapsed');
    },
    // Groups are not indented (see the top of this file).
    groupEnd() {},
    clear() {
      write('stdout', CONSOLE_CLEARED);
    },
    count(name) {
      const key = label(name);
      const n = (counts.get(key) || 0) + 1;
      counts.set(key, n);
      write('stdout', key + ': ' + n);
    },
    countReset(name) {
      const key = label(name);
      if (counts.has(key)) counts.set(key, 0);
      else write('stderr', 'Count for \'' + key + '\' does not exist');
    },
    assert(condition, ...args) {
      if (condition) return;
      write('stderr', args.length ? render(args, hooks, ASSERTION_PREFIX, 0) : ASSERTION_PREFIX + 'console.assert');
    },
    profile() {},
    profileEnd() {},
    time(name) {
      const key = label(name);
      if (timers.has(key)) write('stderr', 'Timer \'' + key + '\' already exists');
      else timers.set(key, now());
    },
    // `label: 1.25 ms`, the duration as JavaScript prints the number, then the data.
    timeLog(name, ...data) {
      const key = label(name);
      if (!timers.has(key)) {
        write('stderr', 'Timer \'' + key + '\' does not exist');
        return;
      }
      write('stdout', render([key + ': ' + (now() - timers.get(key)) + ' ms', ...data], hooks));
    },
    timeEnd(name) {
      const key = label(name);
      if (!timers.has(key)) {
        write('stderr', 'Timer \'' + key + '\' does not exist');
        return;
      }
      const elapsed = now() - timers.get(key);
      timers.delete(key);
      write('stdout', render([key + ': ' + elapsed + ' ms'], hooks));
    },
    timeStamp() {},
  };
  Object.defineProperty(console, Symbol.toStringTag, { value: 'console', configurable: true });
  return console;
}

module.exports = {
  formatArgs,
  formatValue,
  formatException,
  createConsole,
};
