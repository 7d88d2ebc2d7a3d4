'use strict';

// Compares hosts/node/js/lib/internal/util/inspect.js with node's own util.inspect / util.format.
//
//   node hosts/node/js/test/inspect_test.js [filter]
//
// Prints "N passed, M failed" and a diff for every failure; exits 1 on any
// failure.  inspect.js requires './natives.js', which evloop maps to its Rust
// bindings; here a resolver hook maps it to test/natives_shim.js.  The shim
// needs node's internal util binding, so the script re-runs itself with
// --expose-internals when started without it.

const path = require('path');
const Module = require('module');

let hasInternals = true;
try {
  require('internal/test/binding');
} catch {
  hasInternals = false;
}
if (!hasInternals && !process.env.INSPECT_TEST_NO_REEXEC) {
  const { spawnSync } = require('child_process');
  const res = spawnSync(process.execPath,
    ['--expose-internals', '--no-warnings', __filename, ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, INSPECT_TEST_NO_REEXEC: '1' } });
  process.exit(res.status === null ? 1 : res.status);
}

const jsDir = path.resolve(__dirname, '..', 'lib');
const inspectPath = path.join(jsDir, 'internal', 'util', 'inspect.js');
const shimPath = path.join(__dirname, 'natives_shim.js');

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function(request, parent, ...rest) {
  if (request === './natives.js' && parent && parent.filename === inspectPath) return shimPath;
  return originalResolve.call(this, request, parent, ...rest);
};

const mine = require(inspectPath);
const real = require('util');

process.on('unhandledRejection', () => {});

const cases = [];
// t: inspect(value[, opts]) (opts may be the legacy argument list).
function t(name, value, ...opts) {
  cases.push({ name, run: (u) => u.inspect(value, ...opts) });
}
// f: format(...args)
function f(name, ...args) {
  cases.push({ name, run: (u) => u.format(...args) });
}
// fo: formatWithOptions(opts, ...args)
function fo(name, opts, ...args) {
  cases.push({ name, run: (u) => u.formatWithOptions(opts, ...args) });
}
// c: anything else, `fn(u)` must return a string.
function c(name, fn) {
  cases.push({ name, run: fn });
}

// ---- cases begin (plain JavaScript from here to "cases end") ----

// A fixed, V8-shaped stack so that the expected output does not depend on
// where the test file lives.
function fakeStack(err, frames) {
  const head = err.message ? `${err.name}: ${err.message}` : err.name;
  err.stack = [head, ...(frames || ['    at foo (/app/a.js:1:2)', '    at bar (/app/b.js:3:4)'])].join('\n');
  return err;
}

// ---------------------------------------------------------------------------
// Primitives.
t('string', 'abc');
t('empty string', '');
t('string with single quote', "it's");
t('string with both quotes', 'it\'s "x"');
t('string with all quotes', 'it\'s "x" `y`');
t('string with all quotes and ${', 'it\'s "x" ${y}');
t('string escapes', 'a\nb\tc\r\b\f\v\0\x01\x1b\x7f\x85\\');
t('lone surrogates', '\ud83d x \udc00 \ud83d\ude00');
t('unicode', 'héllo wörld ☃ 日本語 😀');
t('long string', 'x'.repeat(200));
t('long multi-line string', `${'a'.repeat(30)}\n${'b'.repeat(30)}\n${'c'.repeat(30)}`);
t('long multi-line string trailing newline', `${'a'.repeat(50)}\n${'b'.repeat(50)}\n`);
t('short multi-line string', 'a\nb\nc');
t('number', 42);
t('float', 3.14159);
t('negative zero', -0);
t('NaN', NaN);
t('Infinity', Infinity);
t('-Infinity', -Infinity);
t('big number', 1e21);
t('small number', 1e-7);
t('max safe', Number.MAX_SAFE_INTEGER);
t('bigint', 1n);
t('negative bigint', -12345678901234567890n);
t('true', true);
t('false', false);
t('null', null);
t('undefined', undefined);
t('symbol', Symbol('x'));
t('symbol no description', Symbol());
t('well-known symbol', Symbol.iterator);
t('symbol with newline', Symbol('a\nb'));

// ---------------------------------------------------------------------------
// Arrays.
t('empty array', []);
t('array', [1, 2, 3]);
t('array mixed', [1, 'a', null, undefined, true, 1n, Symbol('s')]);
t('array with hole', [1, , 3]); // eslint-disable-line no-sparse-arrays
t('array with holes', [, , 1, , , , 2, , ]); // eslint-disable-line no-sparse-arrays
t('sparse array', new Array(5));
t('sparse array 1', new Array(1));
{
  const a = [];
  a[2] = 1;
  a[50] = 2;
  t('very sparse array', a);
  const b = new Array(200);
  b[10] = 1;
  t('sparse array maxArrayLength', b, { maxArrayLength: 2 });
  const c2 = [];
  c2[5] = 1;
  c2.x = 1;
  t('sparse array with props', c2);
}
{
  const a = [1, 2];
  a.foo = 'bar';
  a[Symbol('s')] = 1;
  t('array extra props', a);
  const b = [];
  b.foo = 1;
  t('empty array extra prop', b);
}
t('array 101 items', Array.from({ length: 101 }, (_, i) => i));
t('array 102 items', Array.from({ length: 102 }, (_, i) => i));
t('array 1000 items', Array.from({ length: 1000 }, (_, i) => i * 3));
t('array 30 items', Array.from({ length: 30 }, (_, i) => i));
t('array 7 items', [1, 2, 3, 4, 5, 6, 7]);
t('array 6 items', [1, 2, 3, 4, 5, 6]);
t('array of negative numbers', Array.from({ length: 40 }, (_, i) => (i % 3 ? -i : i * 1000)));
t('array of floats', Array.from({ length: 25 }, (_, i) => i / 7));
t('array of bigints', Array.from({ length: 20 }, (_, i) => BigInt(i) ** 5n));
t('array of short strings', Array.from({ length: 26 }, (_, i) => String.fromCharCode(97 + i)));
t('array of words', 'the quick brown fox jumps over the lazy dog and keeps running far away into the distance'.split(' '));
t('array of varied strings', Array.from({ length: 30 }, (_, i) => 'x'.repeat((i * 7) % 13)));
t('array of long strings', Array.from({ length: 10 }, (_, i) => `string number ${i} `.repeat(3)));
t('array of objects', Array.from({ length: 10 }, (_, i) => ({ id: i })));
t('array of arrays', Array.from({ length: 8 }, (_, i) => [i, i * 2]));
t('array of mixed', [1, 'two', { three: 3 }, [4], null, undefined, 7, 8, 9, 10]);
t('nested arrays', [[1, [2, [3, [4, [5]]]]]]);
t('array of booleans', Array.from({ length: 30 }, (_, i) => i % 2 === 0));
t('array with unicode strings', ['日本', '中文字', 'ab', '한국어', 'x', 'yy', 'zzz', '😀', 'ü']);
t('array of numbers in object', { data: Array.from({ length: 50 }, (_, i) => i * i) });
t('array of numbers deeper', { a: { b: Array.from({ length: 50 }, (_, i) => i) } });
t('array 26 numbers maxArrayLength 20', Array.from({ length: 26 }, (_, i) => i), { maxArrayLength: 20 });
t('array maxArrayLength 0', [1, 2, 3], { maxArrayLength: 0 });
t('array maxArrayLength null', Array.from({ length: 120 }, () => 0), { maxArrayLength: null });
for (const n of [7, 8, 10, 12, 16, 20, 27, 33, 50, 64, 75, 99]) {
  t(`array ${n} ints`, Array.from({ length: n }, (_, i) => i * 11));
}
for (const len of [1, 3, 5, 8, 12, 15, 20]) {
  t(`array of 20 strings len ${len}`, Array.from({ length: 20 }, (_, i) => String(i).padEnd(len, 'z')));
}
t('array with one long entry', [1, 2, 3, 4, 5, 6, 7, 'a'.repeat(60)]);
t('array with multiline entry', [1, 2, 3, 4, 5, 6, 7, { a: 'x'.repeat(40), b: 'y'.repeat(40) }]);

// ---------------------------------------------------------------------------
// Objects.
t('empty object', {});
t('object', { a: 1, b: 'two', c: [3] });
t('nested object', { a: { b: { c: { d: 1 } } } });
t('nested object depth 3 empty', { a: { b: { c: {} } } });
t('nested object depth null', { a: { b: { c: { d: { e: 1 } } } } }, { depth: null });
t('nested object depth Infinity', { a: { b: { c: { d: 1 } } } }, { depth: Infinity });
t('nested object depth 0', { a: { b: 1 }, c: [1], d: new Map() }, { depth: 0 });
t('depth -1', { a: 1 }, { depth: -1 });
t('array depth -1', [1], { depth: -1 });
t('object keys needing quotes', { 'a-b': 1, 'c d': 2, '1x': 3, _ok: 4, $dollar: 5, 'é': 6, '': 7 });
t('object numeric keys', { 1: 'a', 2: 'b', 10: 'c' });
t('object __proto__ key', JSON.parse('{"__proto__": 1, "a": 2}'));
t('object with quote in key', { "it's": 1, 'say "hi"': 2 });
t('object seven keys', { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7 });
t('object many keys', Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i])));
t('object long values', { aaaaaaaaaa: 'bbbbbbbbbbbbbbbbbbbbbbb', c: 'dddddddddddddddddddddd', e: 'ffffffffffffffffff' });
t('object exactly at break length', { abcdefghij: 'x'.repeat(20), klmnopqrst: 'y'.repeat(20), u: 12345 });
for (const n of [50, 55, 58, 60, 62, 64, 66, 68, 70, 72, 76]) {
  t(`object total ~${n}`, { key: 'v'.repeat(n - 20), other: 123 });
}
for (const n of [40, 50, 54, 56, 58, 60, 66, 70]) {
  t(`nested object total ~${n}`, { outer: { key: 'v'.repeat(n - 20), other: 123 }, z: 1 });
}
t('object with symbol keys', { [Symbol('foo')]: 1, [Symbol()]: 2, [Symbol.iterator]: 3, a: 4 });
t('symbol key with quote', { [Symbol("it's")]: 1 });
t('non-enumerable hidden', Object.defineProperty({ a: 1 }, 'hidden', { value: 2, enumerable: false }));
t('non-enumerable symbol hidden', Object.defineProperty({ a: 1 }, Symbol('h'), { value: 2, enumerable: false }));
t('getters and setters', {
  get a() { return 1; },
  set b(v) {},
  get c() { return 2; },
  set c(v) {},
});
t('getters option', {
  get a() { return 1; },
  get b() { return { x: 1 }; },
  get c() { return null; },
  get d() { throw new Error('oops'); },
  set e(v) {},
  get f() { return 'str'; },
  set f(v) {},
}, { getters: true });
t('getters option get', { get a() { return 1; }, get b() { return 2; }, set b(v) {} }, { getters: 'get' });
t('getters option set', { get a() { return 1; }, get b() { return 2; }, set b(v) {} }, { getters: 'set' });
t('null prototype', Object.create(null));
t('null prototype with keys', Object.assign(Object.create(null), { a: 1, b: { c: 2 } }));
t('null prototype nested beyond depth', { a: { b: { c: Object.assign(Object.create(null), { x: 1 }) } } });
t('undefined values', { a: undefined, b: null });
t('object with function values', { f() {}, g: () => 1, h: function named() {} });
t('object with nested arrays', { list: [1, 2, 3], nested: { list: ['a', 'b'] } });
t('object in array in object', { a: [{ b: { c: 1 } }] });
t('object deep mixed', { level1: { level2: { level3: { level4: 'deep' } }, arr: [[[[1]]]] } });
t('object inheriting', Object.create({ inherited: 1 }));
t('object from null proto chain', Object.create(Object.create(null)));
t('object from keyed null proto chain',
  Object.create(Object.assign(Object.create(null), { x: 1 })));
{
  const o = { a: 1 };
  o.self = o;
  t('circular object', o);
  const a = [1];
  a.push(a);
  t('circular array', a);
  const x = { name: 'x' };
  const y = { name: 'y', x };
  x.y = y;
  t('mutual circular', { x, y });
  const p = { child: { list: [] } };
  p.child.list.push(p, p.child);
  t('double circular', p);
  const m = new Map();
  m.set('self', m);
  t('circular map', m);
  const s = { list: [] };
  s.list.push({ parent: s, other: { back: s.list } });
  t('circular nested refs', s);
  const deep = { a: { b: {} } };
  deep.a.b.c = deep.a;
  t('circular inner ref', deep);
}

// Classes.
class Foo {
  constructor() {
    this.a = 1;
  }
}
class Empty {}
class Bar extends Foo {
  constructor() {
    super();
    this.b = [1, 2];
  }
}
t('class instance', new Foo());
t('empty class instance', new Empty());
t('subclass instance', new Bar());
t('anonymous class instance', new (class {})());
t('class instance nested beyond depth', { a: { b: { c: new Foo() } } });
t('class instance with toStringTag getter', new (class Tagged {
  get [Symbol.toStringTag]() { return 'Custom'; }
})());
t('object with toStringTag (non-enumerable)', Object.defineProperty({}, Symbol.toStringTag, { value: 'foo' }));
t('object with toStringTag and keys', Object.defineProperty({ a: 1 }, Symbol.toStringTag, { value: 'foo' }));
t('object with enumerable toStringTag', { [Symbol.toStringTag]: 'foo' });
t('toStringTag beyond depth', { a: { b: { c: Object.defineProperty({ x: 1 }, Symbol.toStringTag, { value: 'T' }) } } });
t('instance of function constructor', new (function Legacy() { this.x = 1; })());
t('object with constructor property', { constructor: 'nope' });
t('object with prototype-less constructor', Object.create(Foo.prototype));

// ---------------------------------------------------------------------------
// Functions.
t('function', function foo() {});
t('anonymous function', (() => function() {})());
t('arrow function', () => {});
t('named arrow', (() => { const named = () => {}; return named; })());
t('async function', async function af() {});
t('async arrow', async () => {});
t('generator function', function* gen() {});
t('async generator function', async function* agen() {});
t('class', class A {});
t('class extends', class B extends Foo {});
t('anonymous class', (() => class {})());
t('anonymous class extends', (() => class extends Array {})());
t('class with static props', class S { static x = 1; });
t('function with props', Object.assign(function fp() {}, { a: 1, b: 'two' }));
t('function with name number', Object.defineProperty(function q() {}, 'name', { value: 42 }));
t('function null prototype', Object.setPrototypeOf(function np() {}, null));
t('bound function', function bf() {}.bind(null));
t('builtin function', Math.max);
t('builtin constructor', Map);
t('method', { m() {} }.m);
t('method named class-like', { classify() {} }.classify);
t('functions in array', [function a() {}, () => {}, class C {}, async () => {}]);
t('function with props nested beyond depth', { a: { b: { c: Object.assign(function f() {}, { y: 1 }) } } });

// ---------------------------------------------------------------------------
// Built-in objects.
t('Map', new Map([['a', 1], ['b', 2]]));
t('empty Map', new Map());
t('Map object keys', new Map([[{ a: 1 }, [1]], [[2], { b: new Map() }]]));
t('Map nested', { m: new Map([['k', new Map([['kk', { deep: 1 }]])]]) });
t('Map with props', Object.assign(new Map([[1, 2]]), { extra: true }));
t('Map maxArrayLength', new Map([[1, 2], [3, 4], [5, 6]]), { maxArrayLength: 1 });
t('big Map', new Map(Array.from({ length: 30 }, (_, i) => [`key${i}`, i])));
t('Set', new Set([1]));
t('empty Set', new Set());
t('Set of values', new Set([1, 'a', { b: 2 }, [3]]));
t('Set maxArrayLength', new Set([1, 2, 3]), { maxArrayLength: 1 });
t('big Set', new Set(Array.from({ length: 30 }, (_, i) => i)));
t('Set subclass', new (class MySet extends Set {})([1, 2]));
t('Map subclass', new (class MyMap extends Map {})());
t('Map beyond depth', { a: { b: { c: new Map([[1, 2]]) } } });
t('Set beyond depth', { a: { b: { c: new Set([1]) } } });
t('WeakMap', new WeakMap());
t('WeakSet', new WeakSet());
t('WeakMap beyond depth', { a: { b: { c: new WeakMap() } } });
t('Date', new Date(0));
t('Date recent', new Date(Date.UTC(2024, 1, 29, 12, 34, 56, 789)));
t('invalid Date', new Date(NaN));
t('Date with props', Object.assign(new Date(0), { x: 1 }));
t('Date subclass', new (class MyDate extends Date {})(0));
t('Date in object', { when: new Date(86400000) });
t('RegExp', /ab+c/gi);
t('RegExp with slash', /a\/b/);
t('RegExp from string', new RegExp('x.y', 'u'));
t('RegExp with props', Object.assign(/x/, { y: 1 }));
t('RegExp subclass', new (class MyRe extends RegExp {})('z'));
t('Number object', new Number(3));
t('Number object -0', new Number(-0));
t('String object', new String('x'));
t('String object with props', Object.assign(new String('ab'), { x: 1 }));
t('Boolean object', new Boolean(false));
t('BigInt object', Object(1n));
t('Symbol object', Object(Symbol('s')));
t('Number subclass', new (class N extends Number {})(3));
t('Number null proto', Object.setPrototypeOf(new Number(3), null));
t('boxed in object', { n: new Number(1), s: new String('s') });
t('Uint8Array', new Uint8Array([1, 2, 3]));
t('empty Uint8Array', new Uint8Array(0));
t('Float64Array', new Float64Array([1.5, -0, NaN]));
t('Int32Array big', new Int32Array(150).map((_, i) => i - 75));
t('BigInt64Array', new BigInt64Array([1n, -2n]));
t('Uint8Array 30', Uint8Array.from({ length: 30 }, (_, i) => i * 8));
t('typed array with props', Object.assign(new Uint16Array(2), { x: 1 }));
t('typed array beyond depth', { a: { b: { c: new Uint8Array(3) } } });
t('ArrayBuffer', new Uint8Array([1, 2]).buffer);
t('empty ArrayBuffer', new ArrayBuffer(0));
t('big ArrayBuffer', new ArrayBuffer(120));
t('ArrayBuffer maxArrayLength', new ArrayBuffer(10), { maxArrayLength: 3 });
t('ArrayBuffer beyond depth', { a: { b: { c: new ArrayBuffer(3) } } });
t('DataView', new DataView(new ArrayBuffer(4), 1, 2));
t('Promise resolved', Promise.resolve(1));
t('Promise pending', new Promise(() => {}));
t('Promise resolved object', Promise.resolve({ a: [1, 2], b: 'x' }));
t('Promise resolved undefined', Promise.resolve());
{
  const rej = Promise.reject(fakeStack(new Error('nope')));
  rej.catch(() => {});
  t('Promise rejected', rej);
  const rej2 = Promise.reject(3);
  rej2.catch(() => {});
  t('Promise rejected primitive', rej2);
}
t('Promise with props', Object.assign(Promise.resolve(2), { x: 1 }));
t('Promise in object', { p: Promise.resolve('v') });
t('Promise beyond depth', { a: { b: { c: Promise.resolve(1) } } });
t('arguments', (function() { return arguments; })(1, 'a'));
t('empty arguments', (function() { return arguments; })());
t('arguments beyond depth', { a: { b: { c: (function() { return arguments; })(1) } } });
t('generator object', (function* g() {})());
t('Math', Math);
t('JSON', JSON);
t('Reflect-like tagged', Object.defineProperty(Object.create(null), Symbol.toStringTag, { value: 'Tag' }));
t('Array iterator', [1, 2].values());
t('WeakRef', new WeakRef({}));

// ---------------------------------------------------------------------------
// Errors (with fixed stacks).
{
  const e1 = fakeStack(new Error('x'));
  t('error', e1);
  t('error in array', [e1]);
  t('error in object', { e: e1 });
  t('error nested', { a: { e: e1 } });
  t('error in nested array', { a: [e1] });
  const e2 = fakeStack(new TypeError('bad type'));
  t('TypeError', e2);
  const e3 = fakeStack(new Error('with code'));
  e3.code = 'ERR_X';
  t('error with props', e3);
  t('error with props nested', { e: e3 });
  const e4 = new Error('no frames');
  e4.stack = 'Error: no frames';
  t('error without frames', e4);
  t('error without frames in array', [e4]);
  const e5 = new Error('x');
  e5.stack = '';
  t('error empty stack', e5);
  const e6 = new Error('x');
  delete e6.stack;
  t('error deleted stack', e6);
  const e7 = new Error('x');
  e7.stack = 'boom';
  t('error weird stack', e7);
  class MyError extends Error {}
  const e8 = fakeStack(new MyError('mine'));
  e8.stack = e8.stack.replace('MyError', 'Error');
  t('error subclass', e8);
  class NamedError extends Error {
    constructor(m) {
      super(m);
      this.name = 'NamedError';
    }
  }
  t('error subclass with name', fakeStack(new NamedError('n')));
  const e9 = fakeStack(new Error('m'));
  e9.name = 'Custom';
  t('error with custom name prop', e9);
  const e10 = fakeStack(new RangeError('r'));
  Object.setPrototypeOf(e10, null);
  t('error null prototype', e10);
  const cause = fakeStack(new Error('cause'), ['    at f1', '    at f2', '    at f3', '    at f4', '    at f5']);
  const e11 = fakeStack(new Error('top', { cause }), ['    at g0', '    at f2', '    at f3', '    at f4', '    at f5']);
  t('error with cause', e11);
  const e12 = fakeStack(new Error('s', { cause: 'str' }));
  t('error with string cause', e12);
  const agg = fakeStack(new AggregateError([fakeStack(new Error('a')), fakeStack(new Error('b'))], 'agg'));
  t('AggregateError', agg);
  const e13 = new Error('multi\nline');
  e13.stack = 'Error: multi\nline\n    at a';
  t('error multi-line message', [e13]);
  t('error-like object', Object.create(Error.prototype));
  const e14 = fakeStack(new Error(''));
  t('error empty message', e14);
  const e15 = fakeStack(new Error('deep'));
  e15.extra = { deep: { deeper: { deepest: 1 } } };
  e15[Symbol('s')] = 1;
  t('error with deep props', e15);
  t('error depth -1', e1, { depth: -1 });
  t('errors in map', new Map([['e', e4]]));
  const real1 = new Error('real');
  t('real error with real stack', real1);
  t('real error in object', { err: real1, n: 1 });
  t('error showHidden', e4, { showHidden: true });
}

// ---------------------------------------------------------------------------
// Custom inspect.
t('custom inspect string', { [real.inspect.custom]() { return 'CUSTOM'; } });
t('custom inspect object', { [real.inspect.custom]() { return { replaced: true }; } });
t('custom inspect nested', { a: { [real.inspect.custom]() { return 'line1\nline2'; } } });
t('custom inspect depth arg', { a: { b: { [real.inspect.custom](depth) { return `depth=${depth}`; } } } });
t('custom inspect returns this', { x: 1, [real.inspect.custom]() { return this; } });
t('custom inspect uses inspect arg', {
  [real.inspect.custom](depth, options, insp) { return `W<${insp({ a: [1, 2] }, options)}>`; },
});
t('custom inspect option keys', {
  [real.inspect.custom](depth, options) { return Object.keys(options).join(','); },
});
t('custom inspect stylize', {
  [real.inspect.custom](depth, options) { return options.stylize('styled', 'special'); },
});
t('customInspect false', { [real.inspect.custom]() { return 'no'; }, a: 1 }, { customInspect: false });
t('custom inspect on class', new (class Money {
  [real.inspect.custom]() { return 'Money<5>'; }
})());
t('custom inspect returning array', { a: { b: { [real.inspect.custom]() { return [1, { x: { y: { z: 1 } } }]; } } } });
t('custom inspect user options', { [real.inspect.custom](d, o) { return `extra=${o.extra}`; } }, { extra: 42 });

// ---------------------------------------------------------------------------
// Proxies.
t('proxy of object', new Proxy({ a: 1 }, { get() { return 'trapped'; } }));
t('proxy of array', new Proxy([1, 2], {}));
t('proxy of function', new Proxy(function pf() {}, {}));
t('showProxy', new Proxy({ a: 1 }, { get() { return 1; } }), { showProxy: true });
t('showProxy nested', new Proxy(new Proxy([1], {}), { x: 1 }), { showProxy: true });
t('showProxy beyond depth', { a: { b: { c: new Proxy({}, {}) } } }, { showProxy: true });
f('format %o proxy', '%o', new Proxy({ a: 1 }, {}));
t('proxy inside object', { p: new Proxy({ a: [1, 2] }, {}) });
t('proxy of Map', new Proxy(new Map([[1, 2]]), {}));
t('proxy with custom inspect target', new Proxy({ [real.inspect.custom]() { return 'CUSTOM-PROXY'; } }, {}));
{
  const r = Proxy.revocable({}, {});
  r.revoke();
  t('revoked proxy', r.proxy);
}

// ---------------------------------------------------------------------------
// Options.
t('compact false', { a: 1, b: [1, 2], c: { d: 1 } }, { compact: false });
t('compact false array', [1, 2, 3], { compact: false });
t('compact true', { a: 1, b: [1, 2], c: { d: 1 } }, { compact: true });
t('compact true long', { a: 'x'.repeat(50), b: 'y'.repeat(50), c: { d: 'z'.repeat(70) } }, { compact: true });
t('compact true circular', (() => { const o = { a: 1 }; o.o = o; return o; })(), { compact: true });
t('compact 1', { a: { b: { c: 1 } } }, { compact: 1 });
t('compact 2 array', Array.from({ length: 40 }, (_, i) => i), { compact: 1 });
t('compact 5', { a: { b: { c: { d: {} } } } }, { compact: 5, depth: 10 });
t('breakLength 40', { alpha: 'aaaaaaaaaa', beta: 'bbbbbbbbbb', gamma: 'cccc' }, { breakLength: 40 });
t('breakLength Infinity', { a: 'x'.repeat(100), b: Array.from({ length: 30 }, (_, i) => i) }, { breakLength: Infinity });
t('breakLength Infinity compact true', { a: 'x'.repeat(100), b: { c: { d: 1 } } }, { breakLength: Infinity, compact: true });
t('sorted', { c: 1, a: 2, b: 3 }, { sorted: true });
t('sorted comparator', { c: 1, a: 2, b: 3 }, { sorted: (x, y) => (x < y ? 1 : -1) });
t('sorted array extras', Object.assign([3, 1], { z: 1, y: 2 }), { sorted: true });
t('sorted map', new Map([['b', 1], ['a', 2]]), { sorted: true });
t('showHidden object', Object.defineProperty({ a: 1 }, 'h', { value: 2, enumerable: false }), { showHidden: true });
t('showHidden array', [1, 2], { showHidden: true });
t('showHidden typed array', new Uint8Array(2), { showHidden: true });
t('showHidden class instance', new (class A { foo() {} get g() { return 1; } })(), { showHidden: true });
t('showHidden inherited', Object.create({ x: 1 }), { showHidden: true });
t('showHidden WeakMap', new WeakMap(), { showHidden: false });
t('showHidden Map', new Map([[1, 2]]), { showHidden: true });
t('showHidden String object', new String('ab'), { showHidden: true });
t('legacy showHidden', Object.defineProperty({}, 'h', { value: 1 }), true);
t('legacy depth', { a: { b: { c: { d: { e: 1 } } } } }, false, 0);
t('legacy depth null', { a: { b: { c: { d: { e: 1 } } } } }, false, null);
t('maxStringLength', 'abcdefghij', { maxStringLength: 4 });
t('maxStringLength 1 left', 'abcde', { maxStringLength: 4 });
t('maxStringLength in object', { s: 'x'.repeat(30) }, { maxStringLength: 10 });
t('maxStringLength null', 'x'.repeat(10001), { maxStringLength: null });
t('default maxStringLength', 'y'.repeat(10010));
t('numericSeparator', [1234567, 1234.5678, -1234567.891, 123, 0.0001, 1e21, -0, 12345678901234567890n],
  { numericSeparator: true });
t('colors', { a: 1, b: 'two', c: [null, undefined, true, Symbol('s'), 1n], d: new Date(0), e: /x/, f() {} },
  { colors: true });
t('colors array grouping', Array.from({ length: 30 }, (_, i) => i), { colors: true });
t('colors string array grouping', Array.from({ length: 20 }, (_, i) => `s${i}`), { colors: true });

// ---------------------------------------------------------------------------
// Layout stress.
t('nested multi-line objects', {
  name: 'evloop',
  version: '0.1.0',
  description: 'Run real JavaScript under inspectable models of the event loop',
  dependencies: { boa_engine: '=0.22.0', boa_gc: '=0.22.0', clap: '4', anyhow: '1' },
  scripts: { test: 'cargo test', build: 'cargo build --release', lint: 'cargo clippy' },
  keywords: ['node', 'event-loop', 'boa', 'javascript', 'libuv', 'timers', 'microtasks'],
});
t('array of records', [
  { id: 1, name: 'alice', roles: ['admin', 'user'], active: true },
  { id: 2, name: 'bob', roles: ['user'], active: false },
  { id: 3, name: 'carol', roles: [], active: true, extra: { nested: { deep: 1 } } },
]);
t('matrix', Array.from({ length: 5 }, (_, i) => Array.from({ length: 5 }, (_, j) => i * j)));
t('big matrix', Array.from({ length: 10 }, (_, i) => Array.from({ length: 12 }, (_, j) => i * j * 10)));
t('four levels with depth null', { a: { b: { c: { d: 1 } } } }, { depth: null });
t('five levels last small', { x: 1, a: { b: { c: { d: { e: 1 } } } } }, { depth: null });
t('deep then shallow', { a: { b: { c: { d: 1 } } }, z: { y: 1 } }, { depth: null });
t('shallow then deep', { z: { y: 1 }, a: { b: { c: { d: 1 } } } }, { depth: null });
t('array of nested three levels', [{ a: { b: { c: 1 } } }], { depth: null });
t('map of arrays', new Map([['list', Array.from({ length: 40 }, (_, i) => i)]]));
t('set of strings', new Set(Array.from({ length: 40 }, (_, i) => `item-${i}`)));
t('object with long array value', { numbers: Array.from({ length: 26 }, (_, i) => i * 100), label: 'x' });
t('indented long string', { a: { b: `${'long '.repeat(10)}\n${'line '.repeat(10)}` } });
t('array of long multiline strings', [`${'a'.repeat(40)}\n${'b'.repeat(40)}`, 'short']);
t('object with many short arrays', Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${i}`, [i, i + 1]])));
t('deep array nesting', [1, [2, [3, [4, [5, [6]]]]]], { depth: null });
t('mixed width numbers', [1, 22, 333, 4444, 55555, 666666, 7777777, 88888888, 1, 22, 333, 4444]);
t('array of undefined', Array.from({ length: 12 }));
t('array of nulls 40', Array.from({ length: 40 }, () => null));
t('array of symbols', Array.from({ length: 10 }, (_, i) => Symbol(`s${i}`)));
t('array of dates', Array.from({ length: 3 }, (_, i) => new Date(i * 1e11)));

// ---------------------------------------------------------------------------
// format.
f('format no args');
f('format plain string', 'hello');
f('format string and number', 'count:', 5);
f('format %s string', '%s!', 'hi');
f('format %s number', '%s', 42);
f('format %s -0', '%s', -0);
f('format %s bigint', '%s', 1n);
f('format %s symbol', '%s', Symbol('s'));
f('format %s null undefined', '%s %s', null, undefined);
f('format %s object', '%s', { a: { b: { c: 1 } } });
f('format %s array', '%s', [1, [2, [3]]]);
f('format %s with toString', '%s', { toString() { return 'T'; } });
f('format %s class with toString', '%s', new (class A { toString() { return 'AA'; } })());
f('format %s class', '%s', new (class B {})());
f('format %s null proto', '%s', Object.create(null));
f('format %s date', '%s', new Date(0));
f('format %s error', '%s', fakeStack(new Error('x')));
f('format %s function', '%s', function fn() { return 1; });
f('format %s map', '%s', new Map([[1, 2]]));
f('format %d', '%d', '42');
f('format %d -0', '%d', -0);
f('format %d bigint', '%d', 1n);
f('format %d object', '%d', {});
f('format %d symbol', '%d', Symbol('x'));
f('format %d hex string', '%d', '0x10');
f('format %i', '%i', '42.5x');
f('format %i bigint', '%i', 5n);
f('format %i float', '%i', -3.9);
f('format %f', '%f', '1.5e3x');
f('format %f symbol', '%f', Symbol('x'));
f('format %j', '%j', { a: 1, b: [1, 2] });
f('format %j circular', '%j', (() => { const o = {}; o.o = o; return o; })());
f('format %j undefined', '%j', undefined);
f('format %j toJSON', '%j', { toJSON() { return 'J'; } });
f('format %o', '%o', { a: [1, 2] });
f('format %o nested', '%o', { a: { b: { c: { d: { e: { f: 1 } } } } } });
f('format %o function', '%o', function foo() {});
f('format %O', '%O', { a: { b: { c: { d: 1 } } } });
f('format %c', '%c%s', 'color: red', 'hi');
f('format %%', '100%% %s', 'x');
f('format %% alone', '%%');
f('format %% with no args', '100%%');
f('format missing args', '%s %s', 'a');
f('format only placeholder', '%s');
f('format extra args', 'a', 'b', 1, { x: 1 });
f('format first not string', 1, 'a', { b: 1 });
f('format first object', { a: 1 }, 'str');
f('format unknown placeholder', '%x', 1);
f('format lone percent', '%', 1);
f('format trailing percent', 'abc%');
f('format adjacent', '%s:%s', 'a');
f('format strings in extras', '%s', 'a', 'b c', '');
f('format string with newline', 'line1\nline2', 'x');
f('format multiple types', '%s %d %i %f %j', 'str', 42, 42.9, '3.5', [1]);
f('format -0 extra', -0);
f('format symbol first', Symbol('x'), 'y');
f('format only undefined', undefined);
f('format null', null);
f('format error first', fakeStack(new Error('e')));
f('format array first', [1, 2, 3]);
f('format %s empty string', '[%s]', '');
f('format %d number in text', 'n=%d, m=%d', 1.5, -2);
fo('formatWithOptions colors', { colors: true }, 'x %s %o', 1, [1]);
fo('formatWithOptions depth', { depth: 0 }, { a: { b: 1 } });
fo('formatWithOptions compact', { compact: false }, '%O', { a: 1 });
fo('formatWithOptions %s keeps depth 0', { depth: 5 }, '%s', { a: { b: 1 } });
c('formatWithOptions invalid', (u) => {
  try {
    u.formatWithOptions(null, 'x');
    return 'no throw';
  } catch (err) {
    return `${err.name} ${err.code}`;
  }
});

// ---------------------------------------------------------------------------
// API surface.
c('inspect.custom symbol', (u) => String(u.inspect.custom === Symbol.for('nodejs.util.inspect.custom')));
c('defaultOptions', (u) => JSON.stringify(u.inspect.defaultOptions));
c('defaultOptions change', (u) => {
  const saved = { ...u.inspect.defaultOptions };
  u.inspect.defaultOptions = { depth: 0, breakLength: 20 };
  try {
    return u.inspect({ a: { b: 1 }, c: 'xxxxxxxxxxxxxxx' });
  } finally {
    u.inspect.defaultOptions = saved;
  }
});
c('defaultOptions colors affects format', (u) => {
  const saved = { ...u.inspect.defaultOptions };
  u.inspect.defaultOptions = { colors: true, numericSeparator: true };
  try {
    return u.format('x', null, 12345, 's', undefined, -0, 1n, [1]) + u.inspect(1234567);
  } finally {
    u.inspect.defaultOptions = saved;
  }
});
c('defaultOptions maxStringLength null', (u) => {
  const saved = { ...u.inspect.defaultOptions };
  u.inspect.defaultOptions = { maxStringLength: null };
  try {
    return u.inspect('abc') + u.format('%O', 'def');
  } finally {
    u.inspect.defaultOptions = saved;
  }
});
c('styles', (u) => JSON.stringify(u.inspect.styles));
c('colors table', (u) => JSON.stringify(Object.keys(u.inspect.colors)) + u.inspect.colors.grey);
c('stripVTControlCharacters', (u) => u.stripVTControlCharacters('\u001b[31mred\u001b[39m \u001b]8;;http://x\u0007link\u001b]8;;\u0007'));

// ---------------------------------------------------------------------------
// More edge cases.
f('format %%%s', '%%%s', 'x');
f('format %s%%', '%s%%', 'x');
f('format %%%%', '%%%%', 'x');
f('format %s% at end', '%s%', 'x');
f('format a%%b%sc', 'a%%b%sc', 'x', 'y');
f('format percent at last', 'abc %', 'x');
f('format %s%s adjacent', '%s%s', 'a', 'b');
f('format %d%d', '%d%d', 1, 2);
f('format %o%', '%o%', 1);
f('format many %', '%s % %s %% %x %s', 1, 2, 3, 4);
f('format %c then text', '%cred%c blue', 'color:red', 'color:blue');
f('format long text no placeholders', 'a long message without any placeholders at all, really', { x: 1 });
f('format %s object with depth', '%s', { a: [1, 2, 3], b: { c: 1 } });
f('format %s array of objects', '%s', [{ a: 1 }, { b: 2 }]);
f('format %s nested error', '%s', { e: fakeStack(new Error('x')) });
f('format %s boxed', '%s', new String('boxed'));
f('format %s typed array', '%s', new Uint8Array([1, 2]));
f('format %s promise', '%s', Promise.resolve(5));
f('format %s set', '%s', new Set([{ a: 1 }]));
f('format %s regexp', '%s', /re/g);
f('format %s class static toString', '%s', class K { static toString() { return 'static'; } });
f('format %s inherited toString', '%s', Object.create({ toString() { return 'inh'; } }));
f('format %j string', '%j', 'str');
f('format %j bigint throws', '%j', 1n);
t('key with newline', { 'a\nb': 1, "it's": 2 });
t('non-enumerable special key', Object.defineProperty({}, 'a-b\n', { value: 1, enumerable: false }), { showHidden: true });
t('Symbol.for key', { [Symbol.for('registered')]: 1 });
t('Set of arrays', new Set([[1, 2], [3, 4]]));
t('long string no newline small breakLength', 'a'.repeat(100), { breakLength: 40 });
t('array with long multiline string indented', { a: { b: [`${'x'.repeat(40)}\n${'y'.repeat(40)}`] } });
t('maxStringLength with newlines', `${'a'.repeat(40)}\n${'b'.repeat(40)}\n${'c'.repeat(40)}`, { maxStringLength: 60 });
t('Float32Array', new Float32Array([0.1, 1 / 3, 1e30]));
t('array -0', [-0, 0, -1]);
t('boxed -0', Object(-0));
t('long boxed string', new String(`${'s'.repeat(50)}\n${'t'.repeat(50)}`));
t('showHidden sparse', [1, , 3], { showHidden: true }); // eslint-disable-line no-sparse-arrays
t('sorted nested', { b: { d: 1, c: 2 }, a: [3, 2, 1] }, { sorted: true });
t('depth 0 nested arrays', [[1, 2], [3, [4]]], { depth: 0 });
t('map in array beyond depth', [[[new Map([[1, 2]])]]]);
t('CJK array grouping', Array.from({ length: 24 }, (_, i) => '漢字'.repeat((i % 3) + 1)));
t('emoji array grouping', Array.from({ length: 24 }, (_, i) => '😀'.repeat((i % 3) + 1)));
t('array extra keys grouping', Object.assign(Array.from({ length: 10 }, (_, i) => i), { extra: 'x', more: 2 }));
t('numbers and strings mixed grouping', [1, 'a', 2, 'b', 3, 'c', 4, 'd', 5, 'e', 6, 'f']);
t('nested number arrays in object', { rows: Array.from({ length: 3 }, (_, i) => Array.from({ length: 20 }, (_, j) => i + j)) });
t('fill undefined', new Array(5).fill());
t('Map long entries', new Map([['a'.repeat(30), 'b'.repeat(30)], ['c', { d: 'e'.repeat(40) }]]));
t('Set multi-line', new Set(['a'.repeat(30), 'b'.repeat(30), 'c'.repeat(30)]));
t('object with long key', { ['k'.repeat(90)]: 1 });
t('compact true nested long', { a: { b: 'x'.repeat(60), c: 'y'.repeat(60) }, d: [1, 2, 3] }, { compact: true });
t('compact true array grouping', Array.from({ length: 40 }, (_, i) => i), { compact: true });
t('compact false nested', { a: { b: [1, { c: 2 }] } }, { compact: false });
t('compact false string split', { s: `${'a'.repeat(30)}\n${'b'.repeat(30)}` }, { compact: false });
t('breakLength 0', { a: 1 }, { breakLength: 0 });
{
  const e1 = new Error('Error');
  e1.stack = 'Error: Error\n    at a';
  t('error message equals name', e1);
  const e2 = new Error('not in stack');
  e2.stack = 'Error: something else\n    at a';
  t('error message not in stack', e2);
  class MyTypeError extends TypeError {}
  const e3 = new MyTypeError('x');
  e3.stack = 'TypeError: x\n    at a';
  t('error subclass of TypeError', e3);
  class Foo2 extends Error {}
  const e4 = new Foo2('x');
  e4.stack = 'Error: x\n    at a';
  t('error subclass not renamed', e4);
  const e5 = new Error('tagged');
  e5.stack = 'Error: tagged\n    at a';
  Object.defineProperty(e5, Symbol.toStringTag, { value: 'Tag' });
  t('error with toStringTag', e5);
  const cause = new Error('inner');
  cause.stack = 'Error: inner\n    at i1\n    at i2';
  const e6 = new Error('outer', { cause });
  e6.stack = 'Error: outer\n    at o1';
  t('error with cause nested in object', { wrap: { e: e6 } });
  const e7 = new Error('obj cause', { cause: { code: 1, detail: { a: [1, 2] } } });
  e7.stack = 'Error: obj cause\n    at a';
  t('error with object cause', e7);
  const e8 = new Error('msg with frames');
  e8.stack = 'Error: msg with\n    at fake\n frames\n    at real';
  t('error message containing frame text', e8);
  const e9 = new Error('x');
  e9.stack = 'Error: x\n    at a';
  e9.name = 'RenamedError';
  t('error renamed not in stack', e9);
  const e10 = new Error('x');
  e10.stack = 'Error: x\n    at a';
  e10.message = 'changed';
  t('error message changed', e10);
  t('error in Set', new Set([e10]));
  t('errors in array with depth 0', [e1, [e2]], { depth: 0 });
  t('error compact false', e1, { compact: false });
  t('error compact true in object', { e: e1, f: 1 }, { compact: true });
}
t('getter on class with showHidden and getters', new (class G { get v() { return 7; } })(), { showHidden: true, getters: true });
t('object with toString key', { toString: 1, valueOf: 2 });
t('frozen object', Object.freeze({ a: 1 }));
t('object with numeric-like keys order', { b: 1, 2: 2, a: 3, 1: 4 });
t('array of empty things', [[], {}, new Map(), new Set(), '', 0]);
t('circular in Map value and key', (() => { const o = {}; const m = new Map([[o, o]]); o.m = m; return m; })());
t('circular through array extra key', (() => { const a = [1]; a.self = a; return a; })());
t('circular function', (() => { function fn() {} fn.self = fn; return fn; })());
t('circular error', (() => { const e = new Error('c'); e.stack = 'Error: c\n    at a'; e.self = e; return e; })());
t('circular with compact true', (() => { const a = [1]; a.push({ a }); return a; })(), { compact: true });
t('many circular refs', (() => { const a = {}; const b = { a }; a.b = b; const c = { a, b }; a.c = c; return [a, b, c]; })());

// Null-prototype exotic objects.
t('null proto Map', Object.setPrototypeOf(new Map([[1, 2]]), null));
t('null proto Set', Object.setPrototypeOf(new Set([1]), null));
t('null proto Date', Object.setPrototypeOf(new Date(0), null));
t('null proto RegExp', Object.setPrototypeOf(/x/g, null));
t('null proto Uint8Array', Object.setPrototypeOf(new Uint8Array([1, 2]), null));
t('null proto ArrayBuffer', Object.setPrototypeOf(new ArrayBuffer(2), null));
t('null proto DataView', Object.setPrototypeOf(new DataView(new ArrayBuffer(2)), null));
t('null proto Promise', Object.setPrototypeOf(Promise.resolve(1), null));
t('null proto WeakMap', Object.setPrototypeOf(new WeakMap(), null));
t('null proto String', Object.setPrototypeOf(new String('s'), null));
t('null proto Boolean', Object.setPrototypeOf(new Boolean(true), null));
t('null proto Array', Object.setPrototypeOf([1, 2], null));
t('null proto error', Object.setPrototypeOf(fakeStack(new TypeError('t')), null));
t('null proto function', Object.setPrototypeOf(() => {}, null));
t('null proto class', Object.setPrototypeOf(class NP {}, null));
t('null proto with tag', Object.defineProperty(Object.setPrototypeOf(new Map(), null), Symbol.toStringTag, { value: 'X' }));
t('object with Object.prototype proto Map', Object.setPrototypeOf(new Map([[1, 2]]), Object.prototype));
t('object with Object.prototype proto array', Object.setPrototypeOf([1, 2], Object.prototype));
t('function with Object.prototype proto', Object.setPrototypeOf(function fo() {}, Object.prototype));
t('Object.create(Map.prototype)', Object.create(Map.prototype));
t('Object.create(Array.prototype)', Object.create(Array.prototype));
// Regular expression sources.
t('regexp escaped slash', [/a\/b/, /[/]/, new RegExp('a/b'), /\\\//, new RegExp('[\\]/]/'), /x\n/, new RegExp('\n'), /[\/]/]);

{
  const e = new Error('colored');
  e.stack = [
    'Error: colored',
    '    at a (/app/node_modules/pkg/index.js:1:1)',
    '    at b (/app/node_modules/@scope/pkg/lib/x.js:2:2)',
    '    at Module._compile (node:internal/modules/cjs/loader:1521:14)',
    '    at node:internal/main/run_main_module:28:49',
    '    at c (/app/src/main.js:3:3)',
    '    at d (/a/node_modules/x/node_modules/y/i.js:1:1)',
    '    at e (C:\\app\\node_modules\\win\\i.js:1:1)',
  ].join('\n');
  t('error colors', e, { colors: true });
  t('error colors nested', { e }, { colors: true });
  class Money {
    [real.inspect.custom]() { return 'Money<5>'; }
  }
  t('custom inspect prototype object skipped', Money.prototype);
  t('inspect no opts object', { a: 1 }, undefined);
  t('inspect opts null', { a: 1 }, null);
  t('inspect opts string', { a: 1 }, 'str');
}

// Seeded random structures (deterministic): layout under many shapes and
// options.
{
  let seed = 20240229;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const ri = (n) => Math.floor(rnd() * n);
  const words = ['a', 'bb', 'foo', 'hello world', 'x'.repeat(30), "it's", 'line1\nline2', '日本', '',
    'key-with-dash', 'k'.repeat(12)];
  const gen = (d) => {
    switch (ri(d <= 0 ? 5 : 15)) {
      case 0: return ri(2000) - 1000;
      case 1: return words[ri(words.length)];
      case 2: return [null, undefined, true, false, -0, NaN, 1.5, 12345678][ri(8)];
      case 3: return BigInt(ri(100000));
      case 4: return rnd() * 1e6;
      case 5:
      case 6: {
        const n = ri(5) === 0 ? ri(40) : ri(8);
        const kind = ri(3);
        const a = [];
        for (let i = 0; i < n; i++) {
          a.push(kind === 0 ? ri(1000) : kind === 1 ? words[ri(words.length)] : gen(d - 1));
        }
        return a;
      }
      case 7:
      case 8: {
        const n = ri(9);
        const o = {};
        for (let i = 0; i < n; i++) o[ri(2) ? words[ri(words.length)] : `p${ri(100)}`] = gen(d - 1);
        return o;
      }
      case 9: {
        const m = new Map();
        const n = ri(5);
        for (let i = 0; i < n; i++) m.set(gen(0), gen(d - 1));
        return m;
      }
      case 10: {
        const set = new Set();
        const n = ri(6);
        for (let i = 0; i < n; i++) set.add(gen(d - 1));
        return set;
      }
      case 11: {
        const o = gen(d - 1);
        return typeof o === 'object' && o !== null && ri(3) === 0 ? Object.assign(Object.create(null), o) : o;
      }
      case 12: return new (class Foo { constructor() { this.v = gen(d - 1); } })();
      case 13: {
        const e = new Error(words[ri(words.length)]);
        e.stack = `Error: ${e.message}\n    at x (y.js:1:1)`;
        if (ri(2)) e.extra = gen(d - 1);
        return e;
      }
      default: {
        const arr = [gen(d - 1)];
        arr.push(arr);
        return { arr, fn: function named() {}, date: new Date(ri(1e12)), re: /ab+/g, ta: new Uint8Array(ri(30)) };
      }
    }
  };
  const optionSets = [undefined, { depth: 4 }, { compact: false }, { compact: 1 }, { breakLength: 40 },
    { compact: true }, { depth: null, breakLength: 120 }, { sorted: true }, { maxArrayLength: 5 },
    { colors: true }];
  for (let k = 0; k < 150; k++) {
    const value = gen(4);
    const opts = optionSets[ri(optionSets.length)];
    if (opts === undefined) t(`random #${k}`, value);
    else t(`random #${k}`, value, opts);
  }
  const fmts = ['%s', '%d', '%i', '%f', '%j', '%o', '%O', '%c', '%%', 'x', ' ', '%', '%s:%s', 'abc'];
  for (let k = 0; k < 50; k++) {
    let fmt = '';
    const parts = 1 + ri(4);
    for (let i = 0; i < parts; i++) fmt += fmts[ri(fmts.length)];
    const args = [ri(5) ? fmt : gen(2)];
    const n = ri(4);
    for (let i = 0; i < n; i++) args.push(gen(2));
    f(`random format #${k}`, ...args);
  }
}

// ---- cases end ----

const filter = process.argv[2];
let passed = 0;
let failed = 0;
for (const { name, run } of cases) {
  if (filter && !name.includes(filter)) continue;
  let expected;
  let actual;
  try {
    expected = run(real);
  } catch (err) {
    expected = `THREW ${err && err.message}`;
  }
  let actualError;
  try {
    actual = run(mine);
  } catch (err) {
    actual = `THREW ${err && err.message}`;
    actualError = err;
  }
  if (expected === actual) {
    passed++;
  } else {
    failed++;
    console.log(`--- FAIL: ${name}`);
    if (actualError !== undefined) console.log(actualError);
    console.log('expected:');
    console.log(expected);
    console.log('actual:');
    console.log(actual);
    console.log(`expected: ${JSON.stringify(expected)}`);
    console.log(`actual:   ${JSON.stringify(actual)}`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
