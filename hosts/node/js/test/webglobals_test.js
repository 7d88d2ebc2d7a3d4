'use strict';
// Tests of the JavaScript halves of the web globals (../internal/{crypto,encoding,webapi,
// perf}.js) against real node's own objects. The host's byte work is stood in for by
// node's (the binding shim below: hashes, random bytes and decoders from node:crypto and
// node's TextDecoder), so what is tested is evloop's layer: shapes, errors, encodings
// of outputs, tick counts. Run: node hosts/node/js/test/webglobals_test.js
const Module = require('module');
const path = require('path');
const util = require('util');
const nodeCrypto = require('crypto');

const JS_DIR = path.resolve(__dirname, '..', 'lib');
const SHIM_INTERNALS = path.join(JS_DIR, '__internals_shim__.js');
const SHIM_NATIVES = path.join(JS_DIR, '__natives_shim__.js');

const port = [];
const binding = {
  hrtime: () => Number(process.hrtime.bigint()),
  cryptoDigest: (alg, bytes) => nodeCrypto.createHash(alg).update(bytes).digest(),
  cryptoHmac: (alg, key, bytes) => nodeCrypto.createHmac(alg, key).update(bytes).digest(),
  cryptoRandom: (n) => nodeCrypto.randomBytes(n),
  fsAsync(done, api, kind, ...args) {
    setImmediate(() => {
      if (kind === 'randombytes') done(null, new Uint8Array(nodeCrypto.randomBytes(args[0])));
      else done(null, new Uint8Array(nodeCrypto.createHash(args[0]).update(args[1]).digest()));
    });
  },
  webEncodingName(label) {
    try {
      return new TextDecoder(label).encoding;
    } catch (e) {
      // Node names a label of the "replacement" encoding after the encoding.
      return e.message.includes('"replacement"') ? 'replacement' : undefined;
    }
  },
  webTextDecoderId: () => 1,
  webTextDecode(id, encoding, bytes, stream, fatal, ignoreBOM) {
    try {
      return new TextDecoder(encoding, { fatal, ignoreBOM }).decode(bytes);
    } catch {
      return null;
    }
  },
  portPost: (fn, arg) => port.push(() => fn(arg)),
  portRef() {},
};
const internals = { binding, setImmediate, kNodeError: undefined };
const natives = {
  utf8Encode: (s) => new Uint8Array(Buffer.from(s, 'utf8')),
  utf8Decode: (b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('utf8'),
  utf8Write: (view, s, at, room) => Buffer.from(view.buffer, view.byteOffset, view.byteLength).write(s, at, room),
  detachArrayBuffer: () => true,
};
for (const [id, exports] of [[SHIM_INTERNALS, internals], [SHIM_NATIVES, natives]]) {
  const m = new Module(id);
  m.filename = id;
  m.loaded = true;
  m.exports = exports;
  Module._cache[id] = m;
}
require('./lib_require.js')({
  './internals.js': SHIM_INTERNALS,
  './natives.js': SHIM_NATIVES,
  './internal/util/inspect.js': 'util',
});

const ours = {
  crypto: require('../lib/internal/crypto.js'),
  encoding: require('../lib/internal/encoding.js'),
  webapi: Object.assign({}, require('../lib/internal/blob.js'), require('../lib/internal/webapi.js')),
  perf: require('../lib/internal/perf.js'),
};

let passed = 0;
let failed = 0;
function same(name, a, b) {
  const sa = util.inspect(a, { depth: 4 });
  const sb = util.inspect(b, { depth: 4 });
  if (sa === sb) {
    passed++;
  } else {
    failed++;
    console.log(`FAIL: ${name}\n    node: ${sb}\n    ours: ${sa}`);
  }
}
function outcome(f) {
  try {
    const v = f();
    return ['ok', v];
  } catch (e) {
    return ['throw', e.name, e.code, e.message];
  }
}
function both(name, f) {
  same(name, outcome(() => f(ours)), outcome(() => f(real)));
}
// Microtask hops until a promise settles.
async function hops(p) {
  let settled = false;
  p.then(() => { settled = true; }, () => { settled = true; });
  let n = 0;
  while (!settled) { n++; await null; }
  return n;
}

const real = {
  crypto: nodeCrypto,
  encoding: { TextEncoder, TextDecoder },
  webapi: { Blob, File, BroadcastChannel },
  perf: require('perf_hooks'),
};

// ---- crypto
for (const alg of ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'SHA256', 'RSA-SHA1']) {
  for (const enc of [undefined, 'hex', 'base64', 'base64url', 'latin1', 'buffer']) {
    both(`hash ${alg} ${enc}`, (m) => m.crypto.createHash(alg).update('abc').update('6465', 'hex').digest(enc));
    both(`hmac ${alg} ${enc}`, (m) => m.crypto.createHmac(alg, 'k').update(new Uint16Array([1, 2])).digest(enc));
  }
}
both('hash copy', (m) => {
  const h = m.crypto.createHash('sha1').update('a');
  const c = h.copy();
  return [h.digest('hex'), c.update('b').digest('hex')];
});
both('hash inspect', (m) => util.inspect(m.crypto.createHash('md5')));
both('hmac inspect', (m) => util.inspect(m.crypto.createHmac('md5', 'k')));
both('hash twice', (m) => { const h = m.crypto.createHash('md5'); h.digest(); return h.digest(); });
both('update after digest', (m) => { const h = m.crypto.createHash('md5'); h.digest(); return h.update('x'); });
both('hmac twice', (m) => { const h = m.crypto.createHmac('md5', 'k'); h.digest(); return h.digest('hex'); });
both('bad alg', (m) => m.crypto.createHash('nope'));
both('bad alg type', (m) => m.crypto.createHash(null));
both('bad data', (m) => m.crypto.createHash('md5').update({}));
both('bad hmac digest', (m) => m.crypto.createHmac('sha3', 'k'));
both('bad hmac key', (m) => m.crypto.createHmac('sha1', 5));
both('crypto.hash', (m) => [m.crypto.hash('sha1', 'abc'), m.crypto.hash('md5', Buffer.from('x'), 'base64')]);
both('randomBytes shape', (m) => [Buffer.isBuffer(m.crypto.randomBytes(3)), m.crypto.randomBytes(3).length]);
for (const bad of [-1, 'x', 2 ** 31, NaN, 1.5]) {
  both(`randomBytes(${bad})`, (m) => m.crypto.randomBytes(bad).length);
}
for (const args of [[10, 5], [1.5], [2 ** 48], [0, 2 ** 48], ['1'], [-5, -5]]) {
  both(`randomInt(${args})`, (m) => typeof m.crypto.randomInt(...args));
}
both('randomFillSync', (m) => {
  const a = new Uint8Array(8);
  m.crypto.randomFillSync(a, 6);
  return [a[0], a[1], a[2], a[3], a[4], a[5]];
});
both('timingSafeEqual', (m) => [m.crypto.timingSafeEqual(Buffer.from('ab'), new Uint8Array([97, 98])),
  m.crypto.timingSafeEqual(new ArrayBuffer(2), new Uint16Array(1))]);
both('timingSafeEqual length', (m) => m.crypto.timingSafeEqual(Buffer.from('a'), Buffer.from('ab')));
both('timingSafeEqual type', (m) => m.crypto.timingSafeEqual(Buffer.from('a'), 'a'));
const webc = (m) => (m === ours ? ours.crypto.webcrypto : globalThis.crypto);
both('webcrypto inspect', (m) => util.inspect([webc(m), webc(m).subtle]));
both('Crypto keys', (m) => Object.keys(Object.getPrototypeOf(webc(m))));
both('SubtleCrypto keys', (m) => Object.keys(Object.getPrototypeOf(webc(m).subtle)));
for (const arr of [new Float32Array(1), new Uint8Array(65537), new DataView(new ArrayBuffer(1)), [1], 5]) {
  both(`getRandomValues ${util.inspect(arr).slice(0, 20)}`, (m) => webc(m).getRandomValues(arr).length);
}
both('getRandomValues ok', (m) => { const a = new BigInt64Array(2); return webc(m).getRandomValues(a) === a; });
both('getRandomValues no args', (m) => webc(m).getRandomValues());
both('getRandomValues this', (m) => webc(m).getRandomValues.call({}, new Uint8Array(1)));

// ---- encoding
for (const label of ['utf-8', 'UTF8', 'utf-16', 'latin1', 'ascii', 'iso-8859-15', 'koi8-u', 'x-user-defined',
  'csiso2022kr', '', 'bogus']) {
  both(`TextDecoder(${label})`, (m) => new m.encoding.TextDecoder(label).encoding);
}
both('TextDecoder inspect', (m) => util.inspect([new m.encoding.TextDecoder('utf-16', { fatal: 1 }), new m.encoding.TextEncoder()]));
both('TextDecoder bad options', (m) => new m.encoding.TextDecoder('utf-8', 'x'));
both('decode bad input', (m) => new m.encoding.TextDecoder().decode([1]));
both('decode views', (m) => {
  const d = new m.encoding.TextDecoder();
  const ab = new Uint8Array([0x61, 0x62, 0x63, 0x64]).buffer;
  return [d.decode(ab), d.decode(new DataView(ab, 1, 2)), d.decode(new Uint16Array(ab, 2, 1)), d.decode()];
});
both('latin1 decode', (m) => new m.encoding.TextDecoder('latin1').decode(new Uint8Array([0x80, 0xa0, 0xff])));
both('encode', (m) => new m.encoding.TextEncoder().encode('a\u00e9\u{10000}\udc00'));
for (const size of [0, 1, 2, 3, 4, 5, 6, 9, 12]) {
  both(`encodeInto ${size}`, (m) => {
    const dest = new Uint8Array(size);
    return [new m.encoding.TextEncoder().encodeInto('a\u00e9\u20ac\u{1f600}\ud800', dest), dest];
  });
}
both('encodeInto errors', (m) => new m.encoding.TextEncoder().encodeInto(5, new Uint8Array(1)));
both('TextEncoder this', (m) => m.encoding.TextEncoder.prototype.encode.call({}));

// ---- Blob, File
const blobCases = [
  [[]], [['a']], [['a', 'b', 'c']], [['', 'x', '']], [['h\u00e9', Buffer.from('!'), new Uint16Array([0x6161])]],
  [['a\r\nb\rc'], { endings: 'native' }], [['a'], { type: 'Text/HTML' }], [['a'], { type: 'a\u00ff' }],
];
blobCases.forEach((args, i) => {
  both(`Blob case ${i}`, (m) => {
    const b = new m.webapi.Blob(...args);
    return [util.inspect(b), b.size, b.type, b.slice(1).size, b.slice(-2, -1, 'X').type];
  });
});
both('Blob bad sources', (m) => new m.webapi.Blob('abc'));
both('Blob bad options', (m) => new m.webapi.Blob([], 1));
both('Blob bad endings', (m) => new m.webapi.Blob([], { endings: 'CRLF' }));
both('Blob keys', (m) => Object.keys(m.webapi.Blob.prototype).filter((k) => k !== 'stream'));
both('File', (m) => {
  const f = new m.webapi.File(['ab'], 'n.txt', { lastModified: 7, type: 'a/b' });
  return [util.inspect(f), f.name, f.lastModified, f.size];
});
both('File args', (m) => new m.webapi.File(['a']));

// ---- performance
both('mark shape', (m) => {
  const mk = new m.perf.PerformanceMark('x', { detail: { a: [1] }, startTime: 5 });
  return [mk.name, mk.entryType, mk.startTime, mk.duration, mk.detail, mk.toJSON(), util.inspect(mk)];
});
both('mark errors', (m) => new m.perf.PerformanceMark());
both('mark negative', (m) => new m.perf.PerformanceMark('y', { startTime: -1 }));
both('measure unknown', (m) => m.perf.performance.measure('x', 'nope-mark'));
both('observer inspect', (m) => util.inspect(new m.perf.PerformanceObserver(() => {})));
both('observe errors', (m) => outcome(() => new m.perf.PerformanceObserver(() => {}).observe({})));
both('observe both', (m) => new m.perf.PerformanceObserver(() => {}).observe({ type: 'mark', entryTypes: ['mark'] }));
both('observer callback', (m) => new m.perf.PerformanceObserver('x'));
both('supportedEntryTypes', (m) => m.perf.PerformanceObserver.supportedEntryTypes);
both('entry keys', (m) => [Object.keys(m.perf.PerformanceEntry.prototype), Object.keys(m.perf.PerformanceMark.prototype)]);

(async () => {
  // Microtask hops of Blob#arrayBuffer and Blob#text.
  for (const [i, args] of blobCases.entries()) {
    for (const method of ['arrayBuffer', 'text']) {
      const a = await hops(new ours.webapi.Blob(...args)[method]());
      const b = await hops(new Blob(...args)[method]());
      same(`Blob case ${i} ${method} hops`, a, b);
    }
  }
  same('Blob text', await new ours.webapi.Blob(['h\u00e9', 'llo']).slice(1).text(),
    await new Blob(['h\u00e9', 'llo']).slice(1).text());
  same('Blob text this', await ours.webapi.Blob.prototype.text.call({}).catch((e) => [e.code, e.message]),
    await Blob.prototype.text.call({}).catch((e) => [e.code, e.message]));
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
})();
