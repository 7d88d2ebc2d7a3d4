'use strict';
// ---- harness: make ./internal/util/inspect.js resolve to node's util, shim ./natives.js ----
const Module = require('module');
const path = require('path');
const util = require('util');
const JS_DIR = path.resolve(__dirname, '..', 'lib');
const NATIVES_ID = path.join(JS_DIR, '__natives_shim__.js');
require('./lib_require.js')({ './internal/util/inspect.js': 'util', './natives.js': NATIVES_ID });
const nativesModule = new Module(NATIVES_ID);
nativesModule.filename = NATIVES_ID;
nativesModule.loaded = true;
nativesModule.exports = {};
require.cache[NATIVES_ID] = nativesModule;
// ---- end harness ----
// Compares ../lib/buffer.js with node:buffer and ../lib/string_decoder.js with
// node:string_decoder. Everything runs twice: with the pure-JS UTF-8 codecs
// (natives without utf8Encode/utf8Decode) and with a stand-in for the Rust
// natives built on node's TextEncoder/TextDecoder.

const NODE_BUFFER = require('buffer');
const NODE_SD = require('string_decoder');

// The natives contract buffer.js relies on.
const nativeCalls = { utf8Encode: 0, utf8Decode: 0, utf8Length: 0, utf8Write: 0, utf8Text: 0 };
const shimNatives = {
  utf8Encode(string) {
    if (typeof string !== 'string') throw new TypeError('utf8Encode wants a string');
    nativeCalls.utf8Encode++;
    return new TextEncoder().encode(string);
  },
  utf8Length(string) {
    if (typeof string !== 'string') throw new TypeError('utf8Length wants a string');
    nativeCalls.utf8Length++;
    return new TextEncoder().encode(string).length;
  },
  // Whole characters only, at most `room` bytes (TextEncoder.encodeInto's rule).
  utf8Write(u8, string, at, room) {
    if (!(u8 instanceof Uint8Array)) throw new TypeError('utf8Write wants a Uint8Array');
    nativeCalls.utf8Write++;
    const end = Math.min(at + room, u8.length);
    if (end <= at) return 0;
    return new TextEncoder().encodeInto(string, u8.subarray(at, end)).written;
  },
  utf8Decode(u8, start = 0, end = u8.length) {
    if (!(u8 instanceof Uint8Array)) throw new TypeError('utf8Decode wants a Uint8Array');
    nativeCalls.utf8Decode++;
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(u8.subarray(start, end));
  },
  // The whole of a Uint8Array (exactly that class, or a subclass), or undefined.
  utf8Text(u8) {
    if (Object.prototype.toString.call(u8) !== '[object Uint8Array]') return undefined;
    nativeCalls.utf8Text++;
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(u8);
  },
};

function loadOurs(mode) {
  nativesModule.exports = mode === 'natives' ? shimNatives : {};
  delete require.cache[require.resolve('../lib/buffer.js')];
  delete require.cache[require.resolve('../lib/string_decoder.js')];
  const buffer = require('../lib/buffer.js');
  const sd = require('../lib/string_decoder.js');
  return { ...buffer, INSPECT: buffer, StringDecoder: sd.StringDecoder, sdModule: sd };
}
const NODE = { ...NODE_BUFFER, INSPECT: NODE_BUFFER, StringDecoder: NODE_SD.StringDecoder, sdModule: NODE_SD };

// Warnings (Buffer()'s DEP0005) are recorded, not printed.
const warningsSeen = [];
process.emitWarning = (...args) => { warningsSeen.push(args); };

let passed = 0;
let failed = 0;
let failShown = 0;
function check(name, actual, expected) {
  if (actual === expected) {
    passed++;
    return;
  }
  failed++;
  if (failShown++ < 60) console.log(`FAIL: ${name}\n  node: ${expected}\n  ours: ${actual}`);
}

// A comparable rendering: buffers by class name and bytes, errors by name,
// code and message.
function ser(v, depth = 0) {
  if (depth > 8) return '...';
  if (typeof v === 'function') return `[Function ${v.name}]`;
  if (typeof v === 'symbol') return v.toString();
  if (typeof v !== 'object' || v === null) return util.inspect(v);
  if (ArrayBuffer.isView(v)) {
    const hex = NODE_BUFFER.Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('hex');
    return `${v.constructor && v.constructor.name}<${hex}>`;
  }
  if (v instanceof ArrayBuffer) return `ArrayBuffer<${NODE_BUFFER.Buffer.from(v).toString('hex')}>`;
  if (v instanceof Error || Object.prototype.toString.call(v) === '[object DOMException]') return serErr(v);
  if (Array.isArray(v)) return `[${v.map((x) => ser(x, depth + 1)).join(', ')}]`;
  return `{${Object.keys(v).map((k) => `${k}: ${ser(v[k], depth + 1)}`).join(', ')}}`;
}
function serErr(e) {
  if (e === null || typeof e !== 'object') return `thrown ${util.inspect(e)}`;
  const extra = e.errno !== undefined ? ` errno=${e.errno}` : '';
  return `${e.name} [${e.code}] ${e.message}${extra}`;
}
function run(fn, m) {
  try {
    return `ok ${ser(fn(m))}`;
  } catch (e) {
    return `throws ${serErr(e)}`;
  }
}
let OURS;
let MODE;
function cmp(name, fn) {
  check(`[${MODE}] ${name}`, run(fn, OURS), run(fn, NODE));
}
const show = (v) => (typeof v === 'string' && v.length > 40 ? `${util.inspect(v.slice(0, 40))}...(${v.length})` : util.inspect(v));

const rng = require('./random.js');
function randInt(r, n) { return Math.floor(r() * n); }

// Byte arrays that stress the UTF-8 decoder.
function randomUtf8ishBytes(r, len) {
  const interesting = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
    0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF8, 0xFE, 0xFF, 0xBB, 0xBD];
  const out = [];
  for (let i = 0; i < len; i++) out.push(r() < 0.7 ? interesting[randInt(r, interesting.length)] : randInt(r, 256));
  return out;
}
function randomString(r, len) {
  const pools = [
    () => String.fromCharCode(0x20 + randInt(r, 95)),
    () => String.fromCharCode(0x80 + randInt(r, 0x780)),
    () => String.fromCharCode(0x800 + randInt(r, 0xD000)),
    () => String.fromCharCode(0xD800 + randInt(r, 0x800)), // lone surrogates
    () => String.fromCodePoint(0x10000 + randInt(r, 0xFFFFF)),
    () => String.fromCharCode(0xE000 + randInt(r, 0x2000)),
  ];
  let s = '';
  for (let i = 0; i < len; i++) s += pools[randInt(r, pools.length)]();
  return s;
}
function randomBase64ish(r, len) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_= \n\t!*\u0141\u0100\u00ff\u013d';
  let s = '';
  for (let i = 0; i < len; i++) s += alphabet[randInt(r, alphabet.length)];
  return s;
}
function randomHexish(r, len) {
  const alphabet = '0123456789abcdefABCDEFgz \u0161\u0130';
  let s = '';
  for (let i = 0; i < len; i++) s += alphabet[randInt(r, alphabet.length)];
  return s;
}

const ENCODINGS = ['utf8', 'utf-8', 'UTF8', 'UTF-8', 'Utf8', 'hex', 'HEX', 'Hex', 'base64', 'BASE64', 'Base64',
  'base64url', 'BASE64URL', 'latin1', 'LATIN1', 'binary', 'BINARY', 'Binary', 'ascii', 'ASCII', 'utf16le',
  'UTF16LE', 'utf-16le', 'UTF-16LE', 'ucs2', 'UCS2', 'ucs-2', 'UCS-2', 'Ucs2', undefined, '', null, 'bogus',
  'utf 8', 5, 'buffer'];
const GOOD_ENCODINGS = ['utf8', 'hex', 'base64', 'base64url', 'latin1', 'ascii', 'utf16le', 'ucs2', 'binary', 'UTF-8', 'UCS-2'];

const STRINGS = ['', 'a', 'hello world', 'héllo', 'ÿ\u0000\u007f\u0080', '€', '😀', 'a😀b', '\ud800', '\udc00',
  'x\ud800', '\ud800x', '\udc00\ud800', '\ud83d\ude00\ud83d', 'ab\u0100\u0141Q', '\uFEFFbom', 'YWJj', 'YWJjZA==',
  'YW Jj\nZA=', '-_+/', 'deadBEEF', 'abc', 'zz', '0g', 'a1zz22', '\u0161\u0130', 'YQ==YQ==', 'Y', 'YQ', 'YQ=', '=',
  '\u0141Q==', 'ab\u0161c', 'AAAA\u0100AAAA'];

function mainSuite() {
  const r = rng(1234);

  // ---- structure ---------------------------------------------------------
  const skippedExports = ['resolveObjectURL'];
  check(`[${MODE}] export keys`, util.inspect(Object.keys(OURS.INSPECT)),
    util.inspect(Object.keys(NODE_BUFFER).filter((k) => !skippedExports.includes(k))));
  check(`[${MODE}] Buffer own keys`, util.inspect(Object.getOwnPropertyNames(OURS.Buffer).sort()),
    util.inspect(Object.getOwnPropertyNames(NODE_BUFFER.Buffer).sort()));
  check(`[${MODE}] Buffer.prototype own keys`, util.inspect(Reflect.ownKeys(OURS.Buffer.prototype).map(String).sort()),
    util.inspect(Reflect.ownKeys(NODE_BUFFER.Buffer.prototype).map(String).sort()));
  for (const k of Object.getOwnPropertyNames(NODE_BUFFER.Buffer.prototype)) {
    const a = Object.getOwnPropertyDescriptor(OURS.Buffer.prototype, k);
    const b = Object.getOwnPropertyDescriptor(NODE_BUFFER.Buffer.prototype, k);
    const d = (x) => (x ? `${typeof x.value === 'function' ? `fn ${x.value.name}/${x.value.length}` : typeof x.value} get=${typeof x.get} e=${x.enumerable} c=${x.configurable} w=${x.writable}` : 'none');
    check(`[${MODE}] Buffer.prototype.${k}`, d(a), d(b));
  }
  for (const k of Object.getOwnPropertyNames(NODE_BUFFER.Buffer)) {
    const a = OURS.Buffer[k];
    const b = NODE_BUFFER.Buffer[k];
    const d = (x) => (typeof x === 'function' ? `fn ${x.name}/${x.length}` : typeof x === 'object' ? 'object' : util.inspect(x));
    check(`[${MODE}] Buffer.${k}`, d(a), d(b));
  }
  for (const k of Object.keys(NODE_BUFFER)) {
    // Blob and File are getters in evloop (their module loads on first use).
    if (skippedExports.includes(k) || k === 'Blob' || k === 'File') continue;
    const a = Object.getOwnPropertyDescriptor(OURS.INSPECT, k);
    const b = Object.getOwnPropertyDescriptor(NODE_BUFFER, k);
    const d = (x) => (x ? `${typeof x.value === 'function' ? `fn ${x.value.name}/${x.value.length}` : util.inspect(x.value)} get=${typeof x.get} e=${x.enumerable} c=${x.configurable} w=${x.writable}` : 'none');
    check(`[${MODE}] exports.${k}`, d(a), d(b));
  }
  cmp('prototype chain', (m) => [Object.getPrototypeOf(m.Buffer.prototype) === Uint8Array.prototype,
    Object.getPrototypeOf(m.Buffer) === Uint8Array, m.Buffer.prototype.constructor === m.Buffer,
    m.Buffer.from('a') instanceof m.Buffer, m.Buffer.from('a') instanceof Uint8Array,
    m.Buffer.from('ab').map((x) => x + 1) instanceof m.Buffer, m.Buffer.from('ab').filter(() => true) instanceof m.Buffer,
    Uint8Array.prototype.slice.call(m.Buffer.from('abc'), 1) instanceof m.Buffer,
    Uint8Array.prototype.subarray.call(m.Buffer.from('abc'), 1) instanceof m.Buffer,
    m.Buffer[Symbol.species] !== m.Buffer, new (m.Buffer[Symbol.species])(2) instanceof m.Buffer,
    Object.getOwnPropertyDescriptor(m.Buffer, Symbol.species).enumerable,
    m.Buffer.isBuffer(m.Buffer.alloc(1)), m.Buffer.isBuffer(new Uint8Array(1)), m.Buffer.isBuffer('x'),
    m.Buffer.of(1, 2, 257), m.Buffer.poolSize, m.kMaxLength, m.kStringMaxLength, m.constants, m.INSPECT_MAX_BYTES,
    typeof m.SlowBuffer, m.SlowBuffer(3).length, Object.getPrototypeOf(m.SlowBuffer.prototype) === Uint8Array.prototype,
    m.Buffer.from('x').buffer.byteLength, m.Buffer.alloc(10).buffer.byteLength, m.Buffer.allocUnsafe(10).buffer.byteLength,
    m.Buffer.allocUnsafeSlow(10).buffer.byteLength, m.Buffer.from('x'.repeat(5000)).buffer.byteLength,
    m.Buffer.from('a').parent instanceof ArrayBuffer, typeof m.Buffer.from('a').offset,
    m.Buffer.prototype.parent, m.Buffer.prototype.offset, m.Buffer.prototype.toLocaleString === m.Buffer.prototype.toString,
    m.Buffer.prototype.inspect === m.Buffer.prototype[Symbol.for('nodejs.util.inspect.custom')],
    m.Buffer.prototype.readUint8 === m.Buffer.prototype.readUInt8]);
  cmp('function kinds', (m) => [m.Buffer[Symbol.species].name, Object.getOwnPropertySymbols(m.Buffer).map(String),
    ...['utf8Slice', 'hexWrite', 'readUInt8', 'readFloatLE', 'writeBigInt64BE', 'copy', 'toString', 'swap16']
      .map((k) => `${k}: ${'prototype' in m.Buffer.prototype[k]}`),
    ...['of', 'from', 'alloc', 'isEncoding'].map((k) => `${k}: ${'prototype' in m.Buffer[k]}`)]);
  const warningsBefore = warningsSeen.length;
  cmp('Buffer() / new Buffer()', (m) => [m.Buffer(3), new m.Buffer(2), m.Buffer('ab'), new m.Buffer('6162', 'hex'),
    m.Buffer([1, 2]), new m.Buffer(new ArrayBuffer(4), 1, 2), m.Buffer(m.Buffer.from('x')), m.Buffer.call(null, 'q')]);
  if (MODE === 'js') {
    // Both warn once (DEP0005): ours first, then node's.
    check('Buffer() deprecation warning', ser(warningsSeen.slice(warningsBefore, warningsBefore + 1)),
      ser(warningsSeen.slice(warningsBefore + 1, warningsBefore + 2)));
    check('Buffer() deprecation warnings count', warningsSeen.length - warningsBefore, 2);
  }

  // ---- from(string), byteLength, write, alloc(fill) ------------------------
  const strings = STRINGS.slice();
  for (let i = 0; i < 40; i++) strings.push(randomString(r, 1 + randInt(r, 12)));
  for (let i = 0; i < 20; i++) strings.push(randomBase64ish(r, randInt(r, 20)));
  for (let i = 0; i < 20; i++) strings.push(randomHexish(r, randInt(r, 16)));
  const longStrings = ['x'.repeat(5000), '€'.repeat(2000), `${'ab'.repeat(3000)}😀`, randomString(r, 3000),
    randomBase64ish(r, 9000), randomHexish(r, 9000), 'é'.repeat(4095), 'é'.repeat(4096), 'a'.repeat(4095), 'a'.repeat(4096)];
  for (const s of strings.concat(longStrings)) {
    for (const enc of ENCODINGS) {
      const label = `${show(s)} ${show(enc)}`;
      cmp(`from ${label}`, (m) => m.Buffer.from(s, enc));
      cmp(`byteLength ${label}`, (m) => m.Buffer.byteLength(s, enc));
      if (s.length > 100) continue;
      cmp(`round trip ${label}`, (m) => m.Buffer.from(s, enc).toString(enc));
      for (const n of [0, 1, 5, 13]) cmp(`alloc(${n}) fill ${label}`, (m) => m.Buffer.alloc(n, s, enc));
      cmp(`write ${label}`, (m) => { const b = m.Buffer.alloc(7); return [b.write(s, enc), b]; });
      cmp(`write(1, 3) ${label}`, (m) => { const b = m.Buffer.alloc(7); return [b.write(s, 1, 3, enc), b]; });
      cmp(`write(2) ${label}`, (m) => { const b = m.Buffer.alloc(7); return [b.write(s, 2, enc), b]; });
      cmp(`fill(1, 6) ${label}`, (m) => m.Buffer.alloc(8, 0x2e).fill(s, 1, 6, enc));
    }
    for (let cap = 0; cap <= 9 && s.length <= 100; cap++) {
      cmp(`utf8 write cap ${cap} ${show(s)}`, (m) => { const b = m.Buffer.alloc(cap); return [b.write(s), b]; });
      cmp(`utf8Write cap ${cap} ${show(s)}`, (m) => { const b = m.Buffer.alloc(12); return [b.utf8Write(s, 1, cap), b]; });
    }
  }
  // Truncating UTF-8 writes of longer strings (the natives path).
  for (let i = 0; i < 400; i++) {
    const s = randomString(r, 20 + randInt(r, 50));
    const cap = 20 + randInt(r, 120);
    const off = randInt(r, 3);
    cmp(`utf8 write long ${show(s)} cap ${cap}`, (m) => {
      const b = m.Buffer.alloc(cap + off);
      return [b.write(s, off), b, b.write(s, off, cap - 7 > 0 ? cap - 7 : 0, 'utf8'), b];
    });
  }
  for (const enc of ENCODINGS) {
    cmp(`isEncoding ${show(enc)}`, (m) => m.Buffer.isEncoding(enc));
  }
  for (const enc of [{}, [], 'utf-16', 'UTF-8 ', 'latin-1', 'ucs-2le', 'base-64', 'Base64Url', 'bInArY']) {
    cmp(`isEncoding ${show(enc)}`, (m) => m.Buffer.isEncoding(enc));
    cmp(`from with ${show(enc)}`, (m) => m.Buffer.from('ab', enc));
    cmp(`toString with ${show(enc)}`, (m) => m.Buffer.from('ab').toString(enc));
  }
  // Base64 / hex with small destinations.
  for (let i = 0; i < 300; i++) {
    const s = i % 2 ? randomBase64ish(r, randInt(r, 24)) : randomHexish(r, randInt(r, 24));
    for (const enc of ['base64', 'base64url', 'hex']) {
      const cap = randInt(r, 10);
      cmp(`decode ${show(s)} ${enc} cap ${cap}`, (m) => { const b = m.Buffer.alloc(cap); return [b.write(s, enc), b]; });
      cmp(`from ${show(s)} ${enc}`, (m) => m.Buffer.from(s, enc));
    }
  }

  // ---- UTF-8 decoding --------------------------------------------------------
  for (let a = 0; a < 256; a++) {
    cmp(`utf8 decode [${a}]`, (m) => m.Buffer.from([a]).toString());
  }
  for (let a = 0x80; a < 256; a++) {
    const rows = [];
    for (let b = 0; b < 256; b += 1) rows.push([a, b]);
    cmp(`utf8 decode pairs ${a}`, (m) => rows.map((p) => m.Buffer.from(p).toString()));
  }
  for (let i = 0; i < 3000; i++) {
    const bytes = randomUtf8ishBytes(r, 1 + randInt(r, 24));
    cmp(`utf8 decode ${bytes}`, (m) => m.Buffer.from(bytes).toString('utf8'));
  }
  for (let i = 0; i < 30; i++) {
    const bytes = randomUtf8ishBytes(r, 200 + randInt(r, 9000));
    cmp(`utf8 decode long #${i}`, (m) => m.Buffer.from(bytes).toString());
    cmp(`utf8 decode long sliced #${i}`, (m) => m.Buffer.from(bytes).toString('utf8', 3, bytes.length - 5));
  }
  for (let i = 0; i < 4; i++) {
    const bytes = randomUtf8ishBytes(r, 5000 + randInt(r, 9000));
    cmp(`long toString, all encodings #${i}`, (m) => GOOD_ENCODINGS.map((e) => m.Buffer.from(bytes).toString(e, 1)));
    cmp(`long round trips #${i}`, (m) => GOOD_ENCODINGS.map((e) => m.Buffer.from(m.Buffer.from(bytes).toString(e), e).equals(m.Buffer.from(bytes))));
  }
  cmp('utf8 BOM kept', (m) => [m.Buffer.from([0xEF, 0xBB, 0xBF, 0x41]).toString(), m.Buffer.from('\uFEFF')]);
  for (let i = 0; i < 300; i++) {
    const s = randomString(r, 1 + randInt(r, 40));
    cmp(`utf8 encode random #${i}`, (m) => [m.Buffer.from(s), m.Buffer.byteLength(s), m.Buffer.from(s).toString()]);
  }

  // ---- toString(encoding, start, end) -----------------------------------------
  const decodeSamples = [[], [0x61], [0x68, 0x69, 0xe9, 0xff, 0x00, 0x80], [0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0x41],
    [0x3d, 0xd8, 0x00, 0xde, 0x41], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]];
  for (let i = 0; i < 20; i++) decodeSamples.push(randomUtf8ishBytes(r, randInt(r, 30)));
  const bounds = [undefined, null, 0, 1, 2, 1.5, -1, '1', '2', NaN, 100, Infinity, -Infinity, true, [], {}, '0x2'];
  for (const bytes of decodeSamples) {
    for (const enc of ENCODINGS) {
      cmp(`toString ${show(enc)} [${bytes}]`, (m) => m.Buffer.from(bytes).toString(enc));
    }
    for (const start of bounds) {
      for (const end of bounds) {
        cmp(`toString range ${show(start)} ${show(end)} [${bytes}]`, (m) => [m.Buffer.from(bytes).toString('hex', start, end),
          m.Buffer.from(bytes).toString(undefined, start, end)]);
      }
      for (const name of ['utf8Slice', 'latin1Slice', 'hexSlice', 'base64Slice', 'base64urlSlice', 'asciiSlice', 'ucs2Slice']) {
        for (const end of [undefined, 0, 1, 3, 100, -1]) {
          cmp(`${name}(${show(start)}, ${show(end)}) [${bytes}]`, (m) => m.Buffer.from(bytes)[name](start, end));
        }
      }
    }
    for (const name of ['utf8Write', 'latin1Write', 'hexWrite', 'base64Write', 'base64urlWrite', 'asciiWrite', 'ucs2Write']) {
      for (const args of [['abcd'], ['abcd', 1], ['abcd', 1, 2], ['6162', 0, 1], ['YWJj', 2], ['x', 100], ['x', -1], ['x', 0, -1],
        [5], [null, 0], ['é€😀', 0, 5], ['x', '1'], ['xy', undefined, 1]]) {
        cmp(`${name}(${args.map(show)}) on [${bytes}]`, (m) => { const b = m.Buffer.from(bytes); return [b[name](...args), b]; });
      }
    }
  }

  // ---- from(other things) -------------------------------------------------------
  const ab = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]).buffer;
  const fromCases = {
    'array': [1, 2, 3], 'array of odd values': [256, -1, 1.5, '7', null, undefined, 'x', true, {}],
    'empty array': [], 'uint8array': new Uint8Array([9, 8]), 'uint16array': new Uint16Array([0x102, 0x304]),
    'float64array': new Float64Array([1.5, -2, 300]), 'dataview': new DataView(ab, 2, 3),
    'buffer-json': { type: 'Buffer', data: [1, 2, 3] }, 'buffer-json bad data': { type: 'Buffer', data: 'x' },
    'array-like': { length: 3, 0: 5, 1: 6 }, 'array-like str length': { length: '3', 0: 1 },
    'array-like NaN length': { length: NaN }, 'array-like negative length': { length: -2 },
    'array-like fractional length': { length: 2.5, 0: 1, 1: 2, 2: 3 }, 'object with buffer': { buffer: new ArrayBuffer(2) },
    'String object': new String('héllo'), 'Number object': new Number(5), 'Boolean object': new Boolean(true),
    'toPrimitive': { [Symbol.toPrimitive]: () => 'prim' }, 'toPrimitive number': { [Symbol.toPrimitive]: () => 5 },
    'valueOf string': { valueOf: () => 'vo' }, 'valueOf array': { valueOf: () => [1, 2] }, 'plain object': {},
    'null': null, 'undefined': undefined, 'number': 5, 'symbol': Symbol('s'), 'function': function f() {},
    'bigint': 1n, 'boolean': true, 'large array': new Array(5000).fill(7),
    'sharedarraybuffer': new SharedArrayBuffer(3),
  };
  for (const [label, value] of Object.entries(fromCases)) {
    cmp(`from ${label}`, (m) => m.Buffer.from(value));
    cmp(`from ${label} + arg`, (m) => m.Buffer.from(value, 'hex'));
  }
  for (const off of [undefined, 0, 1, 8, 9, -1, 1.5, '2', NaN, null, 'x']) {
    for (const len of [undefined, 0, 1, 3, 7, 8, 9, -1, 1.5, '2', NaN, null]) {
      cmp(`from(arrayBuffer, ${show(off)}, ${show(len)})`, (m) => {
        const b = m.Buffer.from(ab, off, len);
        return [b, b.byteOffset, b.length, b.buffer === ab];
      });
    }
  }
  // Which ArrayBuffer a result lives in: a shared pool for small ones, its own
  // (of the exact size) for big ones, none at all for some empty ones.
  cmp('backing stores', (m) => [m.Buffer.from('zz', 'hex'), m.Buffer.from('a', 'hex'), m.Buffer.from('Y', 'base64'),
    m.Buffer.from([]), m.Buffer.from(''), m.Buffer.allocUnsafe(0), m.Buffer.alloc(3, 'ab'), m.Buffer.concat([m.Buffer.from('ab')]),
    m.Buffer.from(`QUJD${' '.repeat(8000)}`, 'base64'), m.Buffer.from('é'.repeat(3000), 'latin1'), m.Buffer.from(new Array(5000).fill(1)),
    m.Buffer.copyBytesFrom(new Uint16Array(3000)), m.transcode(m.Buffer.from('ab'), 'latin1', 'ucs2'),
    m.transcode(m.Buffer.from('ab'), 'utf8', 'ucs2'), m.transcode(m.Buffer.from('é'.repeat(3000)), 'utf8', 'utf8'),
    m.Buffer.from('x'.repeat(3000)).subarray(5)].map((b) => [b.length, b.buffer.byteLength]));
  cmp('transcode backing stores', (m) => ['utf8', 'ucs2', 'latin1', 'ascii'].map((from) => ['utf8', 'ucs2', 'latin1', 'ascii']
    .map((to) => m.transcode(m.Buffer.from('ab\u00e9', from === 'ascii' ? 'latin1' : from), from, to))
    .map((b) => [b.length, b.buffer.byteLength])));

  cmp('from(buffer) copies', (m) => { const a = m.Buffer.from('abc'); const b = m.Buffer.from(a); b[0] = 0x7a; return [a, b]; });
  cmp('from(arrayBuffer) shares', (m) => { const x = new ArrayBuffer(4); const b = m.Buffer.from(x); new Uint8Array(x)[1] = 9; return b; });
  cmp('copyBytesFrom', (m) => [m.Buffer.copyBytesFrom(new Uint16Array([1, 0x203])), m.Buffer.copyBytesFrom(new Uint16Array([1, 2, 3]), 1),
    m.Buffer.copyBytesFrom(new Uint16Array([1, 2, 3]), 1, 1), m.Buffer.copyBytesFrom(new Uint8Array(0)),
    m.Buffer.copyBytesFrom(new Uint8Array([1, 2]), 5), m.Buffer.copyBytesFrom(new Float32Array([1.5]), 0, 9)]);
  for (const args of [[[1]], [new Uint8Array(2), -1], [new Uint8Array(2), 1.5], [new Uint8Array(2), 0, -1], [new Uint8Array(2), '1'],
    [new DataView(new ArrayBuffer(1))]]) {
    cmp(`copyBytesFrom error ${args.map(show)}`, (m) => m.Buffer.copyBytesFrom(...args));
  }

  // ---- alloc / allocUnsafe / concat / compare / equals / copy ----------------------
  const sizes = [0, 1, 3, 4096, 4097, 1.5, -1, NaN, '1', null, undefined, Infinity, 2 ** 32 + 1, {}, 5n];
  for (const size of sizes) {
    cmp(`alloc(${show(size)})`, (m) => m.Buffer.alloc(size).length);
    cmp(`allocUnsafe(${show(size)})`, (m) => m.Buffer.allocUnsafe(size).length);
    cmp(`allocUnsafeSlow(${show(size)})`, (m) => m.Buffer.allocUnsafeSlow(size).length);
    cmp(`SlowBuffer(${show(size)})`, (m) => m.SlowBuffer(size).length);
    cmp(`Buffer(${show(size)})`, (m) => m.Buffer(size).length);
  }
  for (const fill of [undefined, 0, 1, 257, -1, 1.5, NaN, 'a', 'ab', '', true, false, null, {}, [], new Uint8Array([1, 2]),
    new Uint8Array(0), '€', 'zz']) {
    for (const enc of [undefined, 'hex', 'utf8', 'base64', 'bogus', 5]) {
      cmp(`alloc(5, ${show(fill)}, ${show(enc)})`, (m) => m.Buffer.alloc(5, fill, enc));
    }
  }
  cmp('concat', (m) => {
    const B = m.Buffer;
    return [B.concat([]), B.concat([B.from('ab'), new Uint8Array([1]), B.from('')]), B.concat([B.from('ab'), B.from('cd')], 3),
      B.concat([B.from('ab')], 5), B.concat([B.from('ab')], 0), B.concat([B.from('a'.repeat(5000))]).length];
  });
  for (const args of [['x'], [null], [['x']], [[1]], [[Buffer.from('a'), 'b']], [[], -1], [[], 1.5], [[], '1'], [[{ length: 2 }]]]) {
    cmp(`concat error ${show(args)}`, (m) => m.Buffer.concat(...args));
  }
  const cmpBufs = [[], [1], [1, 2], [1, 3], [2], [0, 0, 0], [255], [1, 2, 3]];
  for (const a of cmpBufs) {
    for (const b of cmpBufs) {
      cmp(`compare ${a} ${b}`, (m) => [m.Buffer.compare(m.Buffer.from(a), m.Buffer.from(b)), m.Buffer.from(a).compare(new Uint8Array(b)),
        m.Buffer.from(a).equals(m.Buffer.from(b))]);
      for (const args of [[0], [1], [0, 1], [0, 2, 1], [0, 2, 1, 2], [1, 1], [undefined, undefined, 1], [5], [0, 9], [-1], [1.5],
        ['1'], [0, 0, 0, 0], [2, 1], [0, 2, 3, 1]]) {
        cmp(`compare ${a} ${b} ${show(args)}`, (m) => m.Buffer.from(a).compare(m.Buffer.from(b), ...args));
      }
    }
  }
  for (const args of [['x', m0()], [m0(), 'x'], [null, null]]) {
    cmp(`Buffer.compare error ${show(args)}`, (m) => m.Buffer.compare(...args.map((x) => (x === 'M0' ? m.Buffer.from('a') : x))));
  }
  cmp('equals errors', (m) => m.Buffer.from('a').equals('a'));
  cmp('compare errors', (m) => m.Buffer.from('a').compare('a'));
  const copyArgs = [[], [0], [1], [3], [10], [-1], [1.5], ['1'], [NaN], [Infinity], [0, 1], [0, 3], [0, 4], [0, 5], [0, -1],
    [0, 1, 2], [0, 1, 1], [0, 2, 1], [0, 0, 10], [0, 0, -1], [2, 1, 3], [0, undefined, 2], [null, null, null], [0, 0, 4.5]];
  for (const args of copyArgs) {
    cmp(`copy ${show(args)}`, (m) => { const s = m.Buffer.from('wxyz'); const t = m.Buffer.alloc(4, 0x2e); return [s.copy(t, ...args), t]; });
  }
  cmp('copy overlapping', (m) => { const b = m.Buffer.from('abcdefgh'); b.copy(b, 2, 0, 5); const c = m.Buffer.from('abcdefgh'); c.copy(c, 0, 2); return [b, c]; });
  cmp('copy to Uint8Array', (m) => { const t = new Uint8Array(3); return [m.Buffer.from('abcd').copy(t), t]; });
  cmp('copy errors', (m) => m.Buffer.from('a').copy('x'));
  cmp('copy errors 2', (m) => m.Buffer.prototype.copy.call('x', m.Buffer.alloc(1)));

  // ---- slice / subarray / toJSON / swap ----------------------------------------------
  const sliceArgs = [undefined, 0, 1, 2, -1, -2, -10, 10, 1.5, -1.5, '1', NaN, null, Infinity, -Infinity, {}];
  for (const s of sliceArgs) {
    for (const e of sliceArgs) {
      cmp(`slice(${show(s)}, ${show(e)})`, (m) => {
        const b = m.Buffer.from('abcde');
        const x = b.slice(s, e);
        const y = b.subarray(s, e);
        if (x.length) x[0] = 0x5a;
        return [x, y, b, x.byteOffset - b.byteOffset, x.buffer === b.buffer, x instanceof m.Buffer];
      });
    }
  }
  cmp('toJSON', (m) => [m.Buffer.from('abc').toJSON(), JSON.stringify(m.Buffer.from([1, 255])), m.Buffer.alloc(0).toJSON(),
    JSON.stringify({ b: m.Buffer.from('x') })]);
  for (const n of [0, 1, 2, 3, 4, 6, 8, 16, 200]) {
    const bytes = Array.from({ length: n }, (_, i) => i);
    cmp(`swap16/32/64 ${n}`, (m) => [m.Buffer.from(bytes).swap16(), m.Buffer.from(bytes).swap32(), m.Buffer.from(bytes).swap64()]
      .map((x) => x));
    cmp(`swap16 ${n}`, (m) => m.Buffer.from(bytes).swap16());
    cmp(`swap32 ${n}`, (m) => m.Buffer.from(bytes).swap32());
    cmp(`swap64 ${n}`, (m) => m.Buffer.from(bytes).swap64());
  }

  // ---- indexOf / lastIndexOf / includes -----------------------------------------------
  const haystacks = [m => m.Buffer.from('abcabc€€😀abc\u0000ÿ'), (m) => m.Buffer.from('abcabc€€😀abc\u0000ÿ', 'latin1'),
    (m) => m.Buffer.from('abcabc€€😀abc', 'ucs2'), (m) => m.Buffer.concat([m.Buffer.from('abcabc€', 'ucs2'), m.Buffer.from([0x61])]),
    (m) => m.Buffer.alloc(0), (m) => m.Buffer.from([0x61, 0x00, 0x62, 0x00, 0x61])];
  const needles = ['abc', 'c', '', '€', '😀', '\ud83d', 'x', 'YWJj', 'YWI=', '6162', '616', 'b\u0000', 'ÿ', 'a\u0000b', 97, 0x161,
    -159, 97.5, 353, 0, Buffer.from('bc'), 'BUF:bc', 'BUF:', 'U8:c', 'U8:a\u0000', {}, null, true, 'BUF:a\u0000b\u0000'];
  const offsets = [undefined, 0, 1, 3, 4, 7, -1, -3, -100, 100, 1.5, -1.5, null, NaN, Infinity, -Infinity, '', {}, [], '3', 2 ** 40];
  const encs = [undefined, 'utf8', 'latin1', 'ucs2', 'utf16le', 'hex', 'base64', 'base64url', 'ascii', 'binary', 'bogus'];
  for (const [hi, hay] of haystacks.entries()) {
    for (const needle0 of needles) {
      const needleOf = (m) => {
        if (typeof needle0 === 'string' && needle0.startsWith('BUF:')) return m.Buffer.from(needle0.slice(4));
        if (typeof needle0 === 'string' && needle0.startsWith('U8:')) return new Uint8Array(Buffer.from(needle0.slice(3)));
        if (needle0 instanceof Uint8Array) return new Uint8Array(needle0);
        return needle0;
      };
      for (const off of offsets) {
        // The encoding matters for string and buffer needles only.
        for (const enc of (typeof needle0 === 'string' || needle0 instanceof Uint8Array ? encs : [undefined, 'ucs2', 'bogus'])) {
          cmp(`indexOf hay${hi} ${show(needle0)} ${show(off)} ${show(enc)}`, (m) => {
            const b = hay(m);
            const n = needleOf(m);
            return [b.indexOf(n, off, enc), b.lastIndexOf(n, off, enc), b.includes(n, off, enc)];
          });
        }
      }
    }
  }
  for (let i = 0; i < 500; i++) {
    const hay = Array.from({ length: randInt(r, 20) }, () => randInt(r, 3) + 0x61);
    const needle = Array.from({ length: randInt(r, 4) }, () => randInt(r, 3) + 0x61);
    const off = randInt(r, 30) - 15;
    cmp(`indexOf random ${hay} ${needle} ${off}`, (m) => {
      const b = m.Buffer.from(hay);
      const n = m.Buffer.from(needle);
      const s = String.fromCharCode(...needle);
      return [b.indexOf(n, off), b.lastIndexOf(n, off), b.indexOf(s, off, 'ucs2'), b.lastIndexOf(s, off, 'ucs2'),
        b.indexOf(n, off, 'ucs2'), b.lastIndexOf(n, off, 'ucs2'), b.indexOf(needle[0] || 0, off), b.lastIndexOf(needle[0] || 0, off)];
    });
  }

  // ---- fill ---------------------------------------------------------------------------
  const fillValues = [0, 1, 257, -1, 1.5, NaN, 'a', 'ab', '€', '😀', '\ud800', '', 'zz', 'aa', 'a', 'YWJj', 'BUF:xy', 'U8:', 'U16',
    true, {}, null, undefined, [], 'ÿĀ', 'a\u0000'];
  const fillOffsets = [undefined, 0, 2, -1, 1.5, 8, 9, '1', 'utf8', 'hex', null, NaN];
  const fillEnds = [undefined, 3, 8, 9, 0, 'hex', 'latin1', -1, 2.5, null];
  const fillEncs = [undefined, 'utf8', 'hex', 'base64', 'ucs2', 'latin1', 'ascii', 'bogus', 5, null, 'UCS-2'];
  for (const v0 of fillValues) {
    const val = (m) => (v0 === 'BUF:xy' ? m.Buffer.from('xy') : v0 === 'U8:' ? new Uint8Array(0) : v0 === 'U16' ? new Uint16Array([0x4142, 0x43]) : v0);
    for (const off of fillOffsets) {
      for (const end of fillEnds) {
        for (const enc of (typeof v0 === 'string' ? fillEncs : [undefined, 'hex', 'bogus'])) {
          cmp(`fill ${show(v0)} ${show(off)} ${show(end)} ${show(enc)}`, (m) => m.Buffer.alloc(8, 0x2e).fill(val(m), off, end, enc));
        }
      }
    }
  }
  cmp('fill bigint', (m) => m.Buffer.alloc(2).fill(1n).length);
  cmp('fill symbol', (m) => m.Buffer.alloc(2).fill(Symbol('x')));
  cmp('fill long', (m) => m.Buffer.alloc(5000).fill('abc€').toString('hex').length);
  cmp('fill long 2', (m) => m.Buffer.alloc(5001).fill(m.Buffer.from('xyz')).toString('latin1').slice(-7));

  // ---- numbers --------------------------------------------------------------------------
  const readers = ['readUInt8', 'readUInt16LE', 'readUInt16BE', 'readUInt32LE', 'readUInt32BE', 'readInt8', 'readInt16LE',
    'readInt16BE', 'readInt32LE', 'readInt32BE', 'readFloatLE', 'readFloatBE', 'readDoubleLE', 'readDoubleBE',
    'readBigUInt64LE', 'readBigUInt64BE', 'readBigInt64LE', 'readBigInt64BE', 'readUint8', 'readUint16LE', 'readUint32BE',
    'readBigUint64LE'];
  const readOffsets = [undefined, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1, 1.5, '1', null, NaN, Infinity, 2 ** 53, {}];
  for (let i = 0; i < 12; i++) {
    const bytes = Array.from({ length: 9 }, () => (i === 0 ? 0xff : i === 1 ? 0x80 : randInt(r, 256)));
    for (const name of readers) {
      for (const off of readOffsets) {
        cmp(`${name}(${show(off)}) [${bytes}]`, (m) => m.Buffer.from(bytes)[name](off));
      }
    }
    for (const name of ['readUIntLE', 'readUIntBE', 'readIntLE', 'readIntBE', 'readUintLE', 'readUintBE']) {
      for (const off of [undefined, 0, 1, 3, 4, -1, 1.5, '1']) {
        for (const bl of [undefined, 0, 1, 2, 3, 4, 5, 6, 7, 1.5, '2', -1, NaN]) {
          cmp(`${name}(${show(off)}, ${show(bl)}) [${bytes}]`, (m) => m.Buffer.from(bytes)[name](off, bl));
        }
      }
    }
  }
  const writers = {
    writeUInt8: [0, 255, 256, -1, 1.5, 127, '7', NaN, Infinity, null, undefined, 2 ** 40, true],
    writeUInt16LE: [0, 65535, 65536, -1, 258, 1.5, '513', NaN], writeUInt16BE: [0, 65535, 65536, 258],
    writeUInt32LE: [0, 2 ** 32 - 1, 2 ** 32, -1, 0x12345678, 1.9, 2 ** 40], writeUInt32BE: [0x12345678, 2 ** 32, -0.5],
    writeInt8: [-128, 127, 128, -129, -1, 1.5, -1.5], writeInt16LE: [-32768, 32767, 32768, -2], writeInt16BE: [-32768, -2, 40000],
    writeInt32LE: [-(2 ** 31), 2 ** 31 - 1, 2 ** 31, -1, -(2 ** 31) - 1], writeInt32BE: [-5, 2 ** 31],
    writeFloatLE: [1.5, -0, NaN, Infinity, 1e40, 0.1, '3', null, undefined, {}], writeFloatBE: [1.5, -2.25, 1e-50],
    writeDoubleLE: [Math.PI, -0, NaN, -Infinity, 5e-324, '1e3', undefined], writeDoubleBE: [Math.PI, 1 / 3],
    writeBigUInt64LE: [0n, 2n ** 64n - 1n, 2n ** 64n, -1n, 0x0102030405060708n, 5], writeBigUInt64BE: [0x0102030405060708n, -1n],
    writeBigInt64LE: [-(2n ** 63n), 2n ** 63n - 1n, 2n ** 63n, -1n, 1n], writeBigInt64BE: [-(2n ** 63n) - 1n, -2n],
    writeBigUint64LE: [7n], writeBigUint64BE: [7n], writeUint8: [3], writeUint16LE: [3], writeUint32BE: [3],
  };
  const writeOffsets = [undefined, 0, 1, 4, 5, 7, 8, 9, -1, 1.5, '1', null, NaN, 2 ** 53];
  for (const [name, values] of Object.entries(writers)) {
    for (const v of values) {
      for (const off of writeOffsets) {
        cmp(`${name}(${show(v)}, ${show(off)})`, (m) => { const b = m.Buffer.alloc(9); return [b[name](v, off), b]; });
      }
    }
  }
  const varValues = [0, 1, -1, 255, 256, 2 ** 24 - 1, 2 ** 24, -(2 ** 23), 2 ** 32, 2 ** 40 - 1, 2 ** 40, -(2 ** 39), 2 ** 47,
    2 ** 48 - 1, 2 ** 48, -(2 ** 47), -(2 ** 47) - 1, 1.5, '12', NaN, 123456789012];
  for (const name of ['writeUIntLE', 'writeUIntBE', 'writeIntLE', 'writeIntBE', 'writeUintLE', 'writeUintBE']) {
    for (const v of varValues) {
      for (const off of [0, 1, 3, -1, 1.5, undefined, '1']) {
        for (const bl of [1, 2, 3, 4, 5, 6, 0, 7, undefined, 1.5, '3']) {
          cmp(`${name}(${show(v)}, ${show(off)}, ${show(bl)})`, (m) => {
            const b = m.Buffer.alloc(8);
            const ret = b[name](v, off, bl);
            return [ret, b, b.readUIntLE(0, 6), b.readIntBE(2, 6)];
          });
        }
      }
    }
  }
  for (let i = 0; i < 200; i++) {
    const v = (r() - 0.5) * 2 ** randInt(r, 60);
    cmp(`double/float round trip ${v}`, (m) => {
      const b = m.Buffer.alloc(16);
      b.writeDoubleLE(v, 0);
      b.writeFloatBE(v, 8);
      b.writeFloatLE(v, 12);
      return [b, b.readDoubleLE(0), b.readDoubleBE(0), b.readFloatBE(8), b.readFloatLE(12)];
    });
  }

  // ---- inspect -----------------------------------------------------------------------------
  for (const n of [0, 1, 2, 49, 50, 51, 52, 100]) {
    cmp(`inspect length ${n}`, (m) => {
      const b = m.Buffer.alloc(n, 0xab);
      return [util.inspect(b), util.format('%o|%O|%s|%j', b, b, b, m.Buffer.from('hi')), util.inspect([b, { b }]),
        util.inspect(b.subarray(1)), util.inspect(new Map([[b, b]]))];
    });
  }
  cmp('inspect extras', (m) => {
    const b = m.Buffer.from('hi');
    b.foo = 1;
    b[Symbol('s')] = 'x';
    Object.defineProperty(b, 'hidden', { value: 2, enumerable: false });
    const e = m.Buffer.alloc(0);
    e.bar = [1, { a: 2 }];
    return [util.inspect(b), util.inspect(b, { showHidden: true }), util.inspect(e), util.inspect({ nest: { deep: b } }, { depth: 0 }),
      util.inspect(b, { colors: true }), util.inspect(m.Buffer.prototype), util.inspect(m.Buffer)];
  });
  cmp('inspect buffer custom class', (m) => {
    class Sub extends m.Buffer {}
    const s = Object.setPrototypeOf(m.Buffer.from('ab'), Sub.prototype);
    return util.inspect(s);
  });
  cmp('inspect via String()', (m) => [String(m.Buffer.from('hé')), `${m.Buffer.from('x')}`, m.Buffer.from('ab') + 'c']);
  cmp('INSPECT_MAX_BYTES', (m) => {
    const old = m.INSPECT.INSPECT_MAX_BYTES;
    m.INSPECT.INSPECT_MAX_BYTES = 3;
    try {
      return [util.inspect(m.Buffer.from('abcdef')), util.inspect(m.Buffer.from('abcd')), util.inspect(m.Buffer.from('abc'))];
    } finally {
      m.INSPECT.INSPECT_MAX_BYTES = old;
    }
  });
  for (const v of [-1, 'x', NaN, 1.5, Infinity]) {
    cmp(`INSPECT_MAX_BYTES = ${show(v)}`, (m) => {
      const old = m.INSPECT.INSPECT_MAX_BYTES;
      try {
        m.INSPECT.INSPECT_MAX_BYTES = v;
        return [m.INSPECT.INSPECT_MAX_BYTES, util.inspect(m.Buffer.from('abcdef'))];
      } finally {
        m.INSPECT.INSPECT_MAX_BYTES = old;
      }
    });
  }

  // ---- errors of the remaining surface --------------------------------------------------------
  const errorThunks = {
    'from(5)': (m) => m.Buffer.from(5), 'from({})': (m) => m.Buffer.from({}), 'from()': (m) => m.Buffer.from(),
    'new Buffer(1, "utf8")': (m) => new m.Buffer(1, 'utf8'), 'Buffer(-1)': (m) => m.Buffer(-1),
    'byteLength(5)': (m) => m.Buffer.byteLength(5), 'byteLength({})': (m) => m.Buffer.byteLength({}),
    'byteLength(ab)': (m) => m.Buffer.byteLength(new ArrayBuffer(3)), 'byteLength(dv)': (m) => m.Buffer.byteLength(new DataView(new ArrayBuffer(2))),
    'byteLength(u16)': (m) => m.Buffer.byteLength(new Uint16Array(3)), 'byteLength mustMatch': (m) => [m.Buffer.byteLength('', 'bogus', true), m.Buffer.byteLength('ab', undefined, true), m.Buffer.byteLength('ab', 'bogus', true)],
    'write(1)': (m) => m.Buffer.alloc(2).write(1), 'write(1, hex)': (m) => m.Buffer.alloc(2).write(1, 'hex'),
    'write(a, 3)': (m) => m.Buffer.alloc(2).write('a', 3), 'write(a, 1, 5)': (m) => m.Buffer.alloc(2).write('a', 1, 5),
    'write(a, bogus)': (m) => m.Buffer.alloc(2).write('a', 'bogus'), 'write(a, 0, 1, bogus)': (m) => m.Buffer.alloc(2).write('a', 0, 1, 'bogus'),
    'write(a, null)': (m) => m.Buffer.alloc(2).write('a', null), 'write(a, 0, null)': (m) => m.Buffer.alloc(2).write('a', 0, null),
    'write(a, "1")': (m) => m.Buffer.alloc(2).write('a', '1'), 'write(a, 0, "hex")': (m) => m.Buffer.alloc(4).write('6162', 0, 'hex'),
    'write(a, 1, undefined, latin1)': (m) => { const b = m.Buffer.alloc(3); return [b.write('é', 1, undefined, 'latin1'), b]; },
    'toString(bogus)': (m) => m.Buffer.from('a').toString('bogus'), 'toString(null)': (m) => m.Buffer.from('a').toString(null),
    'empty toString(bogus)': (m) => m.Buffer.alloc(0).toString('bogus'),
    'indexOf({})': (m) => m.Buffer.from('a').indexOf({}), 'indexOf.call': (m) => m.Buffer.prototype.indexOf.call({}, 'a'),
    'swap16 odd': (m) => m.Buffer.alloc(3).swap16(), 'swap32 odd': (m) => m.Buffer.alloc(6).swap32(), 'swap64 odd': (m) => m.Buffer.alloc(12).swap64(),
    'readUInt8 empty': (m) => m.Buffer.alloc(0).readUInt8(), 'readUInt32LE short': (m) => m.Buffer.alloc(3).readUInt32LE(),
    'readDoubleLE short': (m) => m.Buffer.alloc(7).readDoubleLE(0), 'writeDoubleLE short': (m) => m.Buffer.alloc(7).writeDoubleLE(1),
    'writeUInt8 empty': (m) => m.Buffer.alloc(0).writeUInt8(1), 'writeUInt16LE empty': (m) => m.Buffer.alloc(1).writeUInt16LE(1),
    // A TypeError; its V8 message quotes the internal call site (node's reads
    // "buf.hexSlice is not a function"), so only the kind is compared.
    'toString.call(u8)': (m) => {
      try {
        return m.Buffer.prototype.toString.call(new Uint8Array([104, 105]), 'hex');
      } catch (e) {
        return `throws ${e.name}`;
      }
    },
    'utf8Slice.call({})': (m) => m.Buffer.prototype.utf8Slice.call({}), 'utf8Write.call({})': (m) => m.Buffer.prototype.utf8Write.call({}, 'a'),
    'hexSlice.call(u16)': (m) => m.Buffer.prototype.hexSlice.call(new Uint16Array([0x102])),
    'latin1Write.call(dv)': (m) => { const d = new DataView(new ArrayBuffer(3)); return [m.Buffer.prototype.latin1Write.call(d, 'abcd'), new Uint8Array(d.buffer)]; },
    'equals(u8)': (m) => m.Buffer.from('ab').equals(new Uint8Array([97, 98])),
    'equals(u16)': (m) => m.Buffer.from('ab').equals(new Uint16Array(1)),
    'compare(u16)': (m) => m.Buffer.compare(m.Buffer.from('a'), new Uint16Array(1)),
    'fill(a, -1)': (m) => m.Buffer.alloc(2).fill('a', -1), 'fill(0, 0, 3)': (m) => m.Buffer.alloc(2).fill(0, 0, 3),
    'fill(ab, utf8, hex)': (m) => m.Buffer.alloc(4).fill('ab', 'utf8', 'hex'),
    'fill(ab, 0, 2, 5)': (m) => m.Buffer.alloc(4).fill('ab', 0, 2, 5),
    'of()': (m) => [m.Buffer.of(), m.Buffer.of('1', 'x', 300)], 'isBuffer': (m) => [m.Buffer.isBuffer(), m.Buffer.isBuffer(null)],
    'from(arraybuffer, off > len)': (m) => m.Buffer.from(new ArrayBuffer(2), 3),
    'SlowBuffer(-1)': (m) => m.SlowBuffer(-1),
  };
  for (const [label, fn] of Object.entries(errorThunks)) cmp(label, fn);

  // ---- atob / btoa / isUtf8 / isAscii / transcode ------------------------------------------------
  const atobInputs = ['a', 'a!', 'ab', 'ab=', 'ab==', 'abc=', 'abc==', 'ab=c', 'a b\tc\nd', 'abcde', 'abcde=', 'abcde==', 'ab==c',
    'YQ', 'YQ=', 'YQ===', 'YQ== ', ' YQ==', 'Y Q = =', '\u00ff', '-_', '\u000bab', 'ab\u000c', '====', '=', '', 'abcd=', 'ab\u00a0cd',
    'YWJj', 'YWJjZA', 'YWJjZA=', 'YWJjZA==', 'YWJjZGU=', 'YWJjZGU', '  ', '\n', 'ab =', 'ab= =', 'a=b=', 'A+/9', 'ab\r\n\r\n', null,
    undefined, 12345678, {}, [], ['YQ', '=='], 'ab==\u0000', '\u0100'];
  for (let i = 0; i < 300; i++) atobInputs.push(randomBase64ish(r, randInt(r, 14)));
  for (const s of atobInputs) {
    cmp(`atob(${show(s)})`, (m) => m.atob(s));
    cmp(`btoa(${show(s)})`, (m) => m.btoa(s));
  }
  cmp('atob()', (m) => m.atob());
  cmp('btoa()', (m) => m.btoa());
  cmp('atob DOMException', (m) => { try { m.atob('!'); } catch (e) { return [e instanceof DOMException, e.code, e.name]; } });
  for (let i = 0; i < 1000; i++) {
    const bytes = randomUtf8ishBytes(r, randInt(r, 10));
    cmp(`isUtf8 [${bytes}]`, (m) => [m.isUtf8(new Uint8Array(bytes)), m.isAscii(new Uint8Array(bytes))]);
  }
  for (const s of STRINGS) {
    cmp(`isUtf8 of ${show(s)}`, (m) => [m.isUtf8(m.Buffer.from(s)), m.isUtf8(new Uint8Array(m.Buffer.from(s)).buffer), m.isAscii(m.Buffer.from(s, 'latin1'))]);
  }
  cmp('isUtf8 errors', (m) => m.isUtf8('x'));
  cmp('isAscii errors', (m) => m.isAscii(new DataView(new ArrayBuffer(1))));
  cmp('isUtf8 u16', (m) => [m.isUtf8(new Uint16Array([0xe9c3])), m.isAscii(new Uint16Array([0x7f41]))]);
  const transcodeInputs = [[0x61, 0x62], [0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0x61], [0xff, 0xfe, 0x80, 0x41],
    [0x3d, 0xd8, 0x41, 0x00], [0x3d, 0xd8, 0x41], [0x3d, 0xd8], [0x41, 0x00, 0x42], [0xe9, 0x00, 0xac, 0x20, 0x3d, 0xd8, 0x00, 0xde],
    [0xed, 0xa0, 0x80], [0xe2, 0x82], [0x80, 0x41], [0xef, 0xbf, 0xbd], [0xfd, 0xff], []];
  const transcodeEncs = ['utf8', 'ucs2', 'utf16le', 'latin1', 'binary', 'ascii', 'UTF-8', 'hex', 'base64', 'x'];
  for (const bytes of transcodeInputs) {
    for (const from of transcodeEncs) {
      for (const to of transcodeEncs) {
        cmp(`transcode [${bytes}] ${from} -> ${to}`, (m) => m.transcode(m.Buffer.from(bytes), from, to));
      }
    }
  }
  cmp('transcode error', (m) => m.transcode('x', 'utf8', 'ucs2'));
  cmp('transcode u8', (m) => m.transcode(new Uint8Array([0x61]), 'utf8', 'ucs2'));

}

function m0() { return 'M0'; }

// ---------------------------------------------------------------------------
// string_decoder

function stringDecoderSuite() {
  const r = rng(99);
  cmp('string_decoder exports', (m) => Object.keys(m.sdModule));
  cmp('StringDecoder shape', (m) => {
    const S = m.StringDecoder;
    const d = Object.getOwnPropertyDescriptors(S.prototype);
    return [S.name, S.length, Object.keys(d).map((k) => `${k}:${typeof d[k].value}:${typeof d[k].get}:${d[k].enumerable}:${d[k].configurable}`),
      Object.keys(new S()), Object.getOwnPropertySymbols(new S()).map(String)];
  });
  const encs = ['utf8', 'utf-8', 'UTF8', 'utf16le', 'ucs2', 'UCS-2', 'utf-16le', 'base64', 'base64url', 'hex', 'latin1', 'binary',
    'ascii', 'ASCII', undefined, null, '', 'bogus', 5, 'buffer', 'utf 8', {}];
  for (const enc of encs) {
    cmp(`new StringDecoder(${show(enc)})`, (m) => {
      const d = new m.StringDecoder(enc);
      return [d.encoding, d.lastNeed, d.lastTotal, d.lastChar, util.inspect(d), util.inspect(d, { showHidden: true })];
    });
  }
  for (const args of [[5], [null], [undefined], [{}], ['str'], [new DataView(new Uint8Array([0xe2, 0x82]).buffer)], [new Uint16Array([0x82e2])],
    [new ArrayBuffer(2)], [[1, 2]]]) {
    cmp(`write(${show(args[0])})`, (m) => {
      const d = new m.StringDecoder('utf8');
      return [d.write(...args), d.lastNeed, d.end()];
    });
  }
  cmp('write with bad this', (m) => m.StringDecoder.prototype.write.call({}, m.Buffer.from('a')));
  cmp('end with bad this', (m) => m.StringDecoder.prototype.end.call({}));
  cmp('text', (m) => {
    const d = new m.StringDecoder('utf8');
    return [d.write(m.Buffer.from([0xe2])), d.text(m.Buffer.from([0x61, 0xe2, 0x82, 0xac, 0xe2]), 1), d.lastNeed, d.end(),
      d.text(m.Buffer.from('abc'), 5), d.text(m.Buffer.from('abc'), -1)];
  });

  // Every split of tricky inputs into two chunks, and single-byte chunks.
  const utf8Inputs = ['€', '😀', 'a€b😀c', 'é', '\ud800', 'ab\ud83d\ude00\ud83dx'].map((s) => Array.from(Buffer.from(s)));
  utf8Inputs.push([0xe2, 0x82], [0xe2], [0xf0, 0x9f, 0x98], [0xf0, 0x9f], [0xc3], [0xe2, 0x41], [0xe2, 0x82, 0x41], [0xf0, 0x41, 0x42],
    [0x80, 0x80, 0x80, 0x80, 0x80], [0xf8, 0x80, 0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe0, 0x80, 0x80], [0xf4, 0x90, 0x80, 0x80],
    [0xf0, 0x9f, 0x98, 0x80, 0x80], [0xc3, 0xc3, 0xa9], [0xe2, 0xe2, 0x82, 0xac], [0xff, 0xfe, 0xfd], [0xef, 0xbb, 0xbf, 0x61],
    [0xf0, 0x80, 0x80, 0x80], [0xe1, 0x80], [0xdf, 0xbf, 0xc2]);
  for (let i = 0; i < 150; i++) utf8Inputs.push(randomUtf8ishBytes(r, 1 + randInt(r, 9)));
  const byEncoding = {
    utf8: utf8Inputs,
    utf16le: [Array.from(Buffer.from('a€😀b', 'utf16le')), [0x3d, 0xd8, 0x00, 0xde], [0x3d, 0xd8], [0x3d, 0xd8, 0x41], [0x00, 0xde, 0x3d, 0xd8],
      [0x41], [0x41, 0x00, 0x42], [0x3d, 0xd8, 0x3d, 0xd8, 0x00, 0xde]],
    base64: [[1], [1, 2], [1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5, 6, 7], Array.from(Buffer.from('hello world'))],
    base64url: [[1], [1, 2], [1, 2, 3, 4], [0xfb, 0xff, 0xfe, 0x3e]],
    hex: [[1, 255], [], [0xab]], latin1: [[0xe9, 0x41, 0xff]], ascii: [[0xe9, 0x41, 0xff, 0x7f]],
  };
  for (let i = 0; i < 30; i++) {
    const bytes = Array.from({ length: 1 + randInt(r, 9) }, () => randInt(r, 256));
    byEncoding.utf16le.push(bytes);
    byEncoding.base64.push(bytes);
  }
  const decodeAll = (m, enc, chunks, withEnd) => {
    const d = new m.StringDecoder(enc);
    const out = [];
    for (const c of chunks) {
      out.push(d.write(m.Buffer.from(c)));
      out.push(`${d.lastNeed}/${d.lastTotal}/${d.lastChar.toString('hex')}`);
    }
    out.push(withEnd === undefined ? d.end() : d.end(m.Buffer.from(withEnd)));
    out.push(`${d.lastNeed}/${d.lastTotal}`);
    out.push(d.write(m.Buffer.from([0x61])));
    return out;
  };
  for (const [enc, inputs] of Object.entries(byEncoding)) {
    for (const bytes of inputs) {
      for (let i = 0; i <= bytes.length; i++) {
        for (let j = i; j <= bytes.length; j++) {
          cmp(`decoder ${enc} [${bytes}] split ${i}/${j}`, (m) => decodeAll(m, enc, [bytes.slice(0, i), bytes.slice(i, j), bytes.slice(j)]));
        }
      }
      cmp(`decoder ${enc} [${bytes}] bytewise`, (m) => decodeAll(m, enc, bytes.map((b) => [b])));
      cmp(`decoder ${enc} [${bytes}] end(buf)`, (m) => decodeAll(m, enc, [bytes.slice(0, 1)], bytes.slice(1)));
    }
  }
  for (let i = 0; i < 400; i++) {
    const bytes = randomUtf8ishBytes(r, 5 + randInt(r, 40));
    const chunks = [];
    for (let p = 0; p < bytes.length;) {
      const n = randInt(r, 5);
      chunks.push(bytes.slice(p, p + n));
      p += n;
    }
    for (const enc of ['utf8', 'utf16le', 'base64']) cmp(`decoder ${enc} random chunks #${i}`, (m) => decodeAll(m, enc, chunks));
  }
  cmp('decoder inspect after partial', (m) => {
    const d = new m.StringDecoder('utf8');
    d.write(m.Buffer.from([0xf0, 0x9f]));
    return [util.inspect(d), d.lastChar, d.lastNeed, d.lastTotal];
  });
}

for (const mode of ['js', 'natives']) {
  MODE = mode;
  OURS = loadOurs(mode);
  mainSuite();
  stringDecoderSuite();
}
check('the natives were used', Object.values(nativeCalls).every((n) => n > 1000), true);

console.log(`buffer_test: ${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
