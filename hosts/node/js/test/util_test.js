'use strict';
// ---- harness: make ./internal/util/inspect.js resolve to node's util, shim ./natives.js ----
// Set EVLOOP_REAL_INSPECT=1 to load the real ../lib/internal/util/inspect.js instead (with
// natives_shim.js standing in for the Rust bindings when present).
const Module = require('module');
const path = require('path');
const fs = require('fs');
const util = require('util');
const JS_DIR = path.resolve(__dirname, '..', 'lib');
const NATIVES_ID = path.join(JS_DIR, '__natives_shim__.js');
const REAL_INSPECT = process.env.EVLOOP_REAL_INSPECT === '1';
const NATIVES_SHIM_FILE = path.join(__dirname, 'natives_shim.js');
require('./lib_require.js')({
  './internal/util/inspect.js': REAL_INSPECT ? undefined : 'util',
  './natives.js': REAL_INSPECT && fs.existsSync(NATIVES_SHIM_FILE) ? NATIVES_SHIM_FILE : NATIVES_ID,
});
const nativesModule = new Module(NATIVES_ID);
nativesModule.filename = NATIVES_ID;
nativesModule.loaded = true;
nativesModule.exports = {
  isProxy: util.types.isProxy,
  promiseState(p) {
    if (!util.types.isPromise(p)) return undefined;
    const s = util.inspect(p, { depth: 0, customInspect: false, showProxy: false });
    if (s.includes('<pending>')) return [0, undefined];
    if (s.includes('<rejected>')) return [2, undefined];
    return [1, undefined];
  },
};
require.cache[NATIVES_ID] = nativesModule;
// ---- end harness ----
// Compares ../lib/util.js with node:util.

const nodeUtil = require('node:util');
const nodeAssert = require('node:assert');
const ours = require('../lib/util.js');
const ourCmp = ours[Symbol.for('evloop.util.comparisons')];

let passed = 0;
let failed = 0;
function check(name, actual, expected) {
  const a = util.inspect(actual, { depth: 6 });
  const b = util.inspect(expected, { depth: 6 });
  if (a === b) {
    passed++;
  } else {
    failed++;
    console.log(`FAIL: ${name}\n  node: ${b}\n  ours: ${a}`);
  }
}

function errInfo(fn) {
  try {
    const v = fn();
    return ['ok', v];
  } catch (e) {
    return ['error', e && e.name, e && e.code, e && e.message];
  }
}

// ---- exports --------------------------------------------------------------
const skipped = ['_errnoException', '_exceptionWithHostPort',
  'transferableAbortSignal', 'transferableAbortController', 'parseEnv', 'MIMEType', 'MIMEParams'];
check('export keys', Object.keys(ours).sort(), Object.keys(nodeUtil).filter((k) => !skipped.includes(k)).sort());
check('types keys', Object.keys(ours.types), Object.keys(nodeUtil.types));
for (const k of Object.keys(ours)) {
  if (typeof ours[k] === 'function' && typeof nodeUtil[k] === 'function' && !['inspect', 'format', 'formatWithOptions', 'TextEncoder', 'TextDecoder'].includes(k)) {
    check(`name/length of ${k}`, [ours[k].name, ours[k].length], [nodeUtil[k].name, nodeUtil[k].length]);
  }
}
for (const k of Object.keys(ours.types)) {
  check(`name of types.${k}`, ours.types[k].name, nodeUtil.types[k].name);
}
check('promisify.custom', ours.promisify.custom, nodeUtil.promisify.custom);
if (!REAL_INSPECT) check('inspect re-export', ours.inspect, nodeUtil.inspect);

// ---- types ----------------------------------------------------------------
function* gen() {}
async function* agen() {}
const samples = {
  'undefined': undefined, 'null': null, 'number': 1, 'string': 's', 'symbol': Symbol('x'), 'bigint': 1n,
  'object': {}, 'nullproto': Object.create(null), 'array': [1], 'date': new Date(0), 'regexp': /x/g,
  'RegExp.prototype': RegExp.prototype, 'fake date': Object.create(Date.prototype),
  'spoofed tag': { [Symbol.toStringTag]: 'Date' }, 'error': new Error('e'), 'typeerror': new TypeError('t'),
  'error subclass': new (class MyErr extends Error {})(), 'fake error': Object.create(Error.prototype),
  'error-tag object': { [Symbol.toStringTag]: 'Error' },
  'map': new Map(), 'set': new Set(), 'weakmap': new WeakMap(), 'weakset': new WeakSet(),
  'map iterator': new Map().keys(), 'set iterator': new Set().values(), 'array iterator': [].values(),
  'promise': Promise.resolve(1), 'thenable': { then() {} }, 'function': function () {},
  'arrow': () => {}, 'async fn': async () => {}, 'generator fn': gen, 'async generator fn': agen,
  'generator obj': gen(), 'async generator obj': agen(), 'class': class {},
  'arraybuffer': new ArrayBuffer(2), 'sharedarraybuffer': new SharedArrayBuffer(2),
  'dataview': new DataView(new ArrayBuffer(2)), 'uint8': new Uint8Array(2), 'uint8c': new Uint8ClampedArray(1),
  'int16': new Int16Array(1), 'uint16': new Uint16Array(1), 'int32': new Int32Array(1), 'uint32': new Uint32Array(1),
  'int8': new Int8Array(1), 'float32': new Float32Array(1), 'float64': new Float64Array(1),
  'bigint64': new BigInt64Array(1), 'biguint64': new BigUint64Array(1),
  'number object': new Number(1), 'string object': new String('s'), 'boolean object': new Boolean(false),
  'bigint object': Object(1n), 'symbol object': Object(Symbol('s')),
  'arguments': (function () { return arguments; })(1, 2), 'proxy': new Proxy({}, {}),
  'proxy of array': new Proxy([], {}), 'proxy of fn': new Proxy(function () {}, {}),
};
for (const fnName of Object.keys(nodeUtil.types)) {
  for (const [label, value] of Object.entries(samples)) {
    check(`types.${fnName}(${label})`, ours.types[fnName](value), nodeUtil.types[fnName](value));
  }
}
for (const fnName of ['isArray', 'isBoolean', 'isBuffer', 'isNull', 'isNullOrUndefined', 'isNumber', 'isString',
  'isSymbol', 'isUndefined', 'isRegExp', 'isObject', 'isDate', 'isError', 'isFunction', 'isPrimitive']) {
  for (const [label, value] of Object.entries(samples)) {
    check(`${fnName}(${label})`, ours[fnName](value), nodeUtil[fnName](value));
  }
}

// ---- deep equality -----------------------------------------------------------
function looseNode(a, b) {
  try { nodeAssert.deepEqual(a, b); return true; } catch { return false; }
}
const circA = { name: 'a' }; circA.self = circA;
const circB = { name: 'a' }; circB.self = circB;
const circC = { name: 'a', self: { name: 'a' } }; circC.self.self = circC.self;
const circD = { name: 'a' }; circD.self = { name: 'a', self: circD };
const arrSym = [1]; arrSym[Symbol('s')] = 1;
const sparse1 = [1, , 3]; // eslint-disable-line no-sparse-arrays
const objWithSym = (v) => ({ a: 1, [Symbol.for('k')]: v });
const nonEnumSym = (() => { const o = { a: 1 }; Object.defineProperty(o, Symbol.for('k'), { value: 2, enumerable: false }); return o; })();
const pairs = [
  [1, 1], [1, 2], [1, '1'], [0, -0], [-0, -0], [NaN, NaN], [null, undefined], [null, null], [0, false],
  ['', 0], ['1', 1], [true, 1], [1n, 1], [1n, 1n], [Symbol.iterator, Symbol.iterator], [Symbol('a'), Symbol('a')],
  [{}, {}], [{ a: 1 }, { a: 1 }], [{ a: 1 }, { a: '1' }], [{ a: 1 }, { a: 1, b: 2 }], [{ a: 1, b: 2 }, { b: 2, a: 1 }],
  [{ a: undefined }, { b: undefined }], [{ a: undefined }, {}], [{}, Object.create(null)],
  [{ a: { b: { c: [1, 2, { d: 3 }] } } }, { a: { b: { c: [1, 2, { d: 3 }] } } }],
  [{ a: { b: { c: [1, 2, { d: 3 }] } } }, { a: { b: { c: [1, 2, { d: 4 }] } } }],
  [[1, 2, 3], [1, 2, 3]], [[1, 2, 3], [1, 2]], [[1, 2, 3], [3, 2, 1]], [[1], ['1']], [[1], { 0: 1, length: 1 }],
  [sparse1, [1, undefined, 3]], [sparse1, [1, , 3]], [arrSym, [1]], // eslint-disable-line no-sparse-arrays
  [Object.assign([1], { x: 1 }), Object.assign([1], { x: 1 })], [Object.assign([1], { x: 1 }), [1]],
  [objWithSym(1), objWithSym(1)], [objWithSym(1), objWithSym(2)], [objWithSym(1), { a: 1 }], [nonEnumSym, { a: 1 }],
  [new Date(0), new Date(0)], [new Date(0), new Date(1)], [new Date(NaN), new Date(NaN)],
  [Object.assign(new Date(0), { x: 1 }), new Date(0)],
  [/a/g, /a/g], [/a/g, /a/i], [/a/, /b/], [Object.assign(/a/g, { lastIndex: 1 }), /a/g],
  [new Error('a'), new Error('a')], [new Error('a'), new Error('b')], [new Error('a'), new TypeError('a')],
  [new Error('a', { cause: 1 }), new Error('a', { cause: 1 })], [new Error('a', { cause: 1 }), new Error('a', { cause: 2 })],
  [new Error('a'), new Error('a', { cause: undefined })],
  [new AggregateError([1], 'm'), new AggregateError([1], 'm')], [new AggregateError([1], 'm'), new AggregateError([2], 'm')],
  [Object.assign(new Error('a'), { code: 1 }), Object.assign(new Error('a'), { code: 2 })],
  [new Error('a'), { name: 'Error', message: 'a' }],
  [new Set([1, 2]), new Set([2, 1])], [new Set([1]), new Set(['1'])], [new Set([1]), new Set([2])],
  [new Set([{ a: 1 }]), new Set([{ a: 1 }])], [new Set([{ a: 1 }, { a: 2 }]), new Set([{ a: 2 }, { a: 1 }])],
  [new Set([{ a: 1 }, { a: 1 }]), new Set([{ a: 1 }, { a: 2 }])], [new Set([[1]]), new Set([['1']])],
  [new Set([1, '1']), new Set(['1', 1])], [new Set([null]), new Set([undefined])], [new Set([NaN]), new Set([NaN])],
  [new Set(), new Set()], [new Set([1]), new Set([1, 2])],
  [new Map([[1, 'a']]), new Map([[1, 'a']])], [new Map([[1, 'a']]), new Map([[1, 'b']])],
  [new Map([[1, 'a']]), new Map([['1', 'a']])], [new Map([[{ k: 1 }, 'a']]), new Map([[{ k: 1 }, 'a']])],
  [new Map([[{ k: 1 }, 'a']]), new Map([[{ k: 1 }, 'b']])], [new Map([[1, { v: 1 }]]), new Map([[1, { v: 1 }]])],
  [new Map([[1, 1]]), new Map([[1, '1']])], [new Map([[1, undefined]]), new Map([[2, undefined]])],
  [new Map([[[1], 'a'], [[2], 'b']]), new Map([[[2], 'b'], [[1], 'a']])],
  [new Map(), new Map()], [new Map(), new Set()], [new Map([[1, 2]]), { 1: 2 }],
  [new WeakMap(), new WeakMap()], [new WeakSet(), new WeakSet()], [Promise.resolve(1), Promise.resolve(2)],
  [new Uint8Array([1, 2]), new Uint8Array([1, 2])], [new Uint8Array([1, 2]), new Uint8Array([1, 3])],
  [new Uint8Array([1]), new Int8Array([1])], [new Float64Array([NaN]), new Float64Array([NaN])],
  [new Float64Array([0]), new Float64Array([-0])], [new Float32Array([1.5]), new Float32Array([1.5])],
  [Object.assign(new Uint8Array(1), { x: 1 }), new Uint8Array(1)],
  [new Uint8Array(new ArrayBuffer(4), 1, 2), new Uint8Array(2)],
  [new DataView(new ArrayBuffer(2)), new DataView(new ArrayBuffer(2))], [new DataView(new ArrayBuffer(2)), new DataView(new ArrayBuffer(3))],
  [new ArrayBuffer(2), new ArrayBuffer(2)], [new ArrayBuffer(2), new ArrayBuffer(3)], [new ArrayBuffer(1), new SharedArrayBuffer(1)],
  [new Number(1), new Number(1)], [new Number(1), new Number(2)], [new Number(0), new Number(-0)], [new Number(NaN), new Number(NaN)],
  [new String('a'), new String('a')], [new String('a'), new String('b')], [new String('a'), 'a'], [new Number(1), 1],
  [new Boolean(true), new Boolean(true)], [new Boolean(true), new Boolean(false)], [Object(1n), Object(1n)],
  [Object(Symbol.iterator), Object(Symbol.iterator)], [Object(Symbol('a')), Object(Symbol('a'))],
  [new Number(1), new String('1')], [Object.assign(new Number(1), { x: 1 }), new Number(1)],
  [function () {}, function () {}], [Math.max, Math.max],
  [circA, circB], [circA, circC], [circA, circD], [circC, circD],
  [(function () { return arguments; })(1), (function () { return arguments; })(1)],
  [(function () { return arguments; })(1), [1]],
  [new (class A { constructor() { this.x = 1; } })(), new (class B { constructor() { this.x = 1; } })()],
  [Object.create({ inherited: 1 }), {}], [{ [Symbol.toStringTag]: 'X' }, {}],
  [[new Set([{ a: [1, { b: 2 }] }])], [new Set([{ a: [1, { b: 2 }] }])]],
  [{ a: new Map([[1, new Set([1])]]) }, { a: new Map([[1, new Set(['1'])]]) }],
];
pairs.forEach(([a, b], i) => {
  const label = `pair ${i}: ${util.inspect(a, { breakLength: Infinity, depth: 1 })} vs ${util.inspect(b, { breakLength: Infinity, depth: 1 })}`;
  check(`strict ${label}`, ours.isDeepStrictEqual(a, b), nodeUtil.isDeepStrictEqual(a, b));
  check(`strict reversed ${label}`, ours.isDeepStrictEqual(b, a), nodeUtil.isDeepStrictEqual(b, a));
  check(`loose ${label}`, ourCmp.isDeepEqual(a, b), looseNode(a, b));
  check(`loose reversed ${label}`, ourCmp.isDeepEqual(b, a), looseNode(b, a));
});

// ---- inherits / deprecate / misc ------------------------------------------------
for (const [label, args] of [['null super', [function () {}, null]], ['null ctor', [null, function () {}]],
  ['object super', [function () {}, {}]], ['arrow super', [function () {}, () => {}]], ['undefined ctor', [undefined, function () {}]]]) {
  check(`inherits ${label}`, errInfo(() => ours.inherits(...args)), errInfo(() => nodeUtil.inherits(...args)));
}
{
  const mk = (lib) => {
    function A() {}
    A.prototype.hi = function () { return 'hi'; };
    function B() { A.call(this); }
    lib.inherits(B, A);
    return [B.super_ === A, new B().hi(), new B() instanceof A, Object.getOwnPropertyDescriptor(B, 'super_')];
  };
  check('inherits works', mk(ours).map(String), mk(nodeUtil).map(String));
}
check('deprecate non-string code', errInfo(() => ours.deprecate(() => {}, 'm', 5)), errInfo(() => nodeUtil.deprecate(() => {}, 'm', 5)));
check('promisify non-function', errInfo(() => ours.promisify(5)), errInfo(() => nodeUtil.promisify(5)));
check('callbackify non-function', errInfo(() => ours.callbackify(5)), errInfo(() => nodeUtil.callbackify(5)));
check('callbackify no callback', errInfo(() => ours.callbackify(async () => 1)(1)), errInfo(() => nodeUtil.callbackify(async () => 1)(1)));
{
  function f(a, b, cb) { cb(null, a + b); }
  const po = ours.promisify(f);
  const pn = nodeUtil.promisify(f);
  check('promisify shape', [po.name, po.length, Object.getOwnPropertySymbols(po), po[ours.promisify.custom] === po, ours.promisify(po) === po],
    [pn.name, pn.length, Object.getOwnPropertySymbols(pn), pn[nodeUtil.promisify.custom] === pn, nodeUtil.promisify(pn) === pn]);
  const custom = () => 'custom';
  const g = () => {};
  g[nodeUtil.promisify.custom] = custom;
  check('promisify custom', [ours.promisify(g) === custom], [nodeUtil.promisify(g) === custom]);
  const co = ours.callbackify(async function bar(x) { return x; });
  const cn = nodeUtil.callbackify(async function bar(x) { return x; });
  check('callbackify shape', [co.name, co.length], [cn.name, cn.length]);
  const fo = function foo(a, b) { return a + b; };
  const dO = ours.deprecate(fo, 'msg');
  const dN = nodeUtil.deprecate(fo, 'msg');
  check('deprecate shape', [dO.name, dO.length, Object.getPrototypeOf(dO) === fo, dO.prototype === fo.prototype],
    [dN.name, dN.length, Object.getPrototypeOf(dN) === fo, dN.prototype === fo.prototype]);
  const dl = ours.debuglog('foo');
  const dln = nodeUtil.debuglog('foo');
  check('debuglog shape', [dl.name, dl.enabled, Object.keys(dl), ours.debug === ours.debuglog],
    [dln.name, dln.enabled, Object.keys(dln), nodeUtil.debug === nodeUtil.debuglog]);
}
for (const s of ['\x1b[31mred\x1b[39m', '\x1b]8;;http://x\x07link\x1b]8;;\x07', 'plain', '\x1b[1;31;42mX\x1b[0m\x1b[2K', '\u009b31mY']) {
  check(`stripVT ${JSON.stringify(s)}`, ours.stripVTControlCharacters(s), nodeUtil.stripVTControlCharacters(s));
}
check('stripVT non-string', errInfo(() => ours.stripVTControlCharacters(5)), errInfo(() => nodeUtil.stripVTControlCharacters(5)));
for (const s of ['a\ud800b', '\udc00', 'ok', '\ud83d\ude00', 'x\ud83d']) {
  check(`toUSVString ${JSON.stringify(s)}`, ours.toUSVString(s), nodeUtil.toUSVString(s));
}
for (const [f, t] of [['red', 'hi'], [['bold', 'red'], 'hi'], ['nope', 'x'], ['red', 5], [['red', 'nope'], 'x']]) {
  check(`styleText ${JSON.stringify(f)}`, errInfo(() => ours.styleText(f, t)), errInfo(() => nodeUtil.styleText(f, t)));
}
check('_extend', ours._extend({ a: 1 }, { b: 2, a: 3 }), nodeUtil._extend({ a: 1 }, { b: 2, a: 3 }));
check('_extend non-object', ours._extend({ a: 1 }, 5), nodeUtil._extend({ a: 1 }, 5));

// ---- async behaviour -------------------------------------------------------------
async function asyncScenario(lib) {
  const out = [];
  const warnings = [];
  const orig = process.emitWarning;
  process.emitWarning = (...args) => warnings.push(args.map((x) => (typeof x === 'function' ? `fn:${x.name}` : String(x))));
  try {
    const add = lib.promisify((a, b, cb) => cb(null, a + b));
    out.push(await add(1, 2));
    const fail = lib.promisify((cb) => cb(new Error('nope')));
    await fail().catch((e) => out.push(['rejected', e.message]));
    const thrower = lib.promisify(() => { throw new Error('sync throw'); });
    await thrower().catch((e) => out.push(['rejected', e.message]));
    const multi = lib.promisify((cb) => cb(null, 1, 2, 3));
    out.push(await multi());
    const thisCheck = lib.promisify(function (cb) { cb(null, this && this.tag); });
    out.push(await thisCheck.call({ tag: 'T' }));
    await new Promise((resolve) => {
      lib.callbackify(async (x) => x * 2)(21, (err, v) => { out.push(['cb', err, v]); resolve(); });
    });
    await new Promise((resolve) => {
      lib.callbackify(async () => { throw new Error('bad'); })((err) => { out.push(['cb err', err.message]); resolve(); });
    });
    await new Promise((resolve) => {
      lib.callbackify(() => Promise.reject(null))((err) => {
        out.push(['cb falsy', err.message, err.code, err.reason, Object.keys(err), String(err)]);
        resolve();
      });
    });
    await new Promise((resolve) => {
      lib.callbackify(() => Promise.reject(0))((err) => { out.push(['cb zero', err.reason]); resolve(); });
    });
    const order = [];
    const p = new Promise((resolve) => {
      lib.callbackify(async () => 1)(() => { order.push('callback'); resolve(); });
    });
    Promise.resolve().then(() => order.push('microtask'));
    process.nextTick(() => order.push('tick'));
    await p;
    out.push(order);
    const dep = lib.deprecate(function add2(a, b) { return a + b; }, 'add2 is deprecated', 'DEP_EVLOOP_TEST');
    out.push(dep(1, 2), dep(3, 4));
    const dep2 = lib.deprecate(function other() { return 'o'; }, 'other is deprecated', 'DEP_EVLOOP_TEST');
    out.push(dep2());
    const dep3 = lib.deprecate(function nocode() { return 'n'; }, 'nocode deprecated');
    out.push(dep3(), dep3());
    class K { constructor(x) { this.x = x; } }
    const DK = lib.deprecate(K, 'K deprecated');
    const k = new DK(5);
    out.push(k.x, k instanceof K);
  } finally {
    process.emitWarning = orig;
  }
  out.push(warnings);
  return out;
}

(async () => {
  // Both implementations share the DEP code table per process, so run each once.
  const a = await asyncScenario(ours);
  const b = await asyncScenario(nodeUtil);
  check('async promisify/callbackify/deprecate', a, b);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
})();
