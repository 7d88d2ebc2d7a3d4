'use strict';
// Compares ../lib/querystring.js with node's querystring: parse (default and custom
// separators, maxKeys, custom decodeURIComponent), stringify, escape, unescape and
// unescapeBuffer, over fixed cases and generated strings (seeded, so runs repeat).
// Run: node hosts/node/js/test/querystring_test.js
const util = require('util');
require('./lib_require.js')({ './buffer.js': 'buffer' });
const ours = require('../lib/querystring.js');
const theirs = require('querystring');

let seed = 12345;
function random(n) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
}
const PIECES = ['a', 'b', 'é', '%', '2', '0', '4', '1', 'f', 'F', 'z', '+', '&', '=', ';', ':', ' ',
  '\uD800', '\uDC00', '😀', '%E0', '%A4', '%41', '%2B', '%20', '%%', '&&', '==', '__proto__', 'hasOwnProperty'];
function randomString(max) {
  let s = '';
  const n = random(max);
  for (let i = 0; i < n; i++) s += PIECES[random(PIECES.length)];
  return s;
}
function show(fn) {
  try {
    return util.inspect(fn(), { depth: 4 });
  } catch (e) {
    return `${e.name} ${e.code} ${e.message}`;
  }
}
let cases = 0;
let failures = 0;
function check(label, call) {
  cases++;
  const want = show(() => call(theirs));
  const got = show(() => call(ours));
  if (want !== got) {
    failures++;
    if (failures <= 20) console.log(`MISMATCH ${label}\n  node:   ${want}\n  evloop: ${got}`);
  }
}
const fixed = ['', 'a', 'a=1&b=2', 'a=1&a=2&a=3', '&&a=&=b&', 'a+b=c+d', '%zz=%E0%A4', 'x=%41%4', '=',
  '==', '&', 'a==b', 'a=b=c', '__proto__=1&constructor=2', '%7E%7e+%2b'];
const seps = [undefined, null, '', ';', '&&', '::'];
const eqs = [undefined, '', ':', '=='];
for (const qs of fixed) {
  for (const sep of seps) for (const eq of eqs) check(`parse(${util.inspect(qs)}, ${sep}, ${eq})`, (q) => q.parse(qs, sep, eq));
}
for (let i = 0; i < 3000; i++) {
  const qs = randomString(12);
  const sep = seps[random(seps.length)];
  const eq = eqs[random(eqs.length)];
  check(`parse(${util.inspect(qs)}, ${util.inspect(sep)}, ${util.inspect(eq)})`, (q) => q.parse(qs, sep, eq));
  check(`unescape(${util.inspect(qs)})`, (q) => q.unescape(qs));
  check(`unescapeBuffer(${util.inspect(qs)}, true)`, (q) => [...q.unescapeBuffer(qs, true)]);
  check(`escape(${util.inspect(qs)})`, (q) => q.escape(qs));
}
for (const maxKeys of [0, -1, 1, 2, 3, NaN, '2']) {
  check(`maxKeys ${maxKeys}`, (q) => q.parse('a=1&&b=2&c=3&a=4', null, null, { maxKeys }));
}
const upper = { decodeURIComponent: (s) => s.toUpperCase() };
const throwing = { decodeURIComponent: () => { throw new Error('no'); } };
for (const qs of ['a+b=c%41', 'x=%E0+y', '%41=%zz']) {
  check(`custom decode ${qs}`, (q) => q.parse(qs, null, null, upper));
  check(`throwing decode ${qs}`, (q) => q.parse(qs, null, null, throwing));
}
const values = [{ a: 1, b: 'x y', c: [1, 2], d: [], e: true, f: null, g: undefined, h: NaN, i: 1e21, j: 10n, k: {}, l: -0 },
  { 'é k': '😀', '': '', arr: ['', 'a&b'] }, [], [1, 2], null, 'str', 5, { a: [[1]] }, { s: Symbol.iterator === 1 }];
for (const v of values) {
  check(`stringify(${util.inspect(v)})`, (q) => q.stringify(v));
  check(`stringify(${util.inspect(v)}, ';', ':')`, (q) => q.stringify(v, ';', ':'));
  check(`stringify(${util.inspect(v)}, custom)`, (q) => q.stringify(v, null, null, { encodeURIComponent: (s) => `<${s}>` }));
}
for (const v of ['\uD800', 'a\uD800', '\uD800a', '\uDC00', 'ü€😀', 1, {}, [1, 2], null, undefined, 10n, true]) {
  check(`escape(${util.inspect(v)})`, (q) => q.escape(v));
}
check('keys', (q) => Object.keys(q).sort());
check('aliases', (q) => [q.encode === q.stringify, q.decode === q.parse]);
console.log(`querystring: ${cases - failures}/${cases} cases match node`);
process.exitCode = failures ? 1 : 0;
