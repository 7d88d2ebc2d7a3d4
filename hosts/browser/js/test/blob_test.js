'use strict';
// Tests for ../webapis/blob.js under plain node with a stub host (a task list for
// postTaskAfter). Expected values come from Chromium (the blob_*.js fixtures' oracle runs).
//   node hosts/browser/js/test/blob_test.js

const create = require('../webapis/blob.js');
const { finishInterface } = require('../dom_events.js');

const tasks = [];
const binding = { postTaskAfter: (source, ms, fn) => tasks.push({ source, ms, fn }) };
const api = create({ binding, finishInterface, encoding: () => ({ TextEncoder, TextDecoder }) });
const { Blob, File } = api;

let passed = 0;
let failed = 0;
function eq(name, got, want) {
  const g = JSON.stringify(got);
  const w = JSON.stringify(want);
  if (g === w) passed++;
  else { failed++; console.log(`FAIL ${name}: got ${g}, want ${w}`); }
}
function throws(name, fn, want) {
  try { fn(); failed++; console.log(`FAIL ${name}: did not throw`); } catch (e) { eq(name, `${e.name}: ${e.message}`, want); }
}

const b = new Blob(['abc', new Uint8Array([100, 101]), new Blob(['f'])], { type: 'Text/Plain' });
eq('size/type', [b.size, b.type, Object.prototype.toString.call(b)], [6, 'text/plain', '[object Blob]']);
eq('non-ASCII type', new Blob([], { type: 'a\u00e9' }).type, '');
eq('other parts', new Blob([1, null, {}]).size, 20);
eq('lone surrogate', new Blob(['\ud800']).size, 3);
eq('native endings', new Blob(['x\ny\r\nz\r'], { endings: 'native' }).size, 6);
const s = new Blob(['abcdef']);
eq('slice', [s.slice(2, 1).size, s.slice(-100, 3).size, s.slice(1, 100).size, s.slice(1.7, 3.2).size, s.slice(2.5, 3.5).size,
  s.slice(undefined, undefined, 'A/B').type], [0, 3, 5, 1, 2, 'a/b']);
const f = new File(['ab'], 'n.txt', { type: 'a/b', lastModified: 3.7 });
eq('file', [f.name, f.lastModified, f.size, f.type, f instanceof Blob, Object.prototype.toString.call(f)], ['n.txt', 3, 2, 'a/b', true, '[object File]']);
const c = api.cloneBlob(f);
eq('clone', [c !== f, c instanceof File, c.name, c.lastModified, c.size, c.type], [true, true, 'n.txt', 3, 2, 'a/b']);
eq('lengths', [Blob.length, File.length, Blob.prototype.slice.length], [0, 2, 0]);
eq('member order', Object.getOwnPropertyNames(Blob.prototype), ['size', 'type', 'arrayBuffer', 'slice', 'text', 'bytes', 'constructor']);
throws('sequence', () => new Blob('abc'), "TypeError: Failed to construct 'Blob': The provided value cannot be converted to a sequence.");
throws('dictionary', () => new Blob([], 5), "TypeError: Failed to construct 'Blob': The provided value is not of type 'BlobPropertyBag'.");
throws('endings', () => new Blob([], { endings: 'x' }), "TypeError: Failed to construct 'Blob': Failed to read the 'endings' property from 'BlobPropertyBag': The provided value 'x' is not a valid enum value of type EndingType.");
throws('File arguments', () => new File([]), "TypeError: Failed to construct 'File': 2 arguments required, but only 1 present.");
throws('no new', () => Blob(), "TypeError: Failed to construct 'Blob': Please use the 'new' operator, this DOM object constructor cannot be called as a function.");

// A read resolves in a task 1 ms later, not in a microtask.
const order = [];
b.text().then((t) => order.push(`text ${t}`));
b.bytes().then((u) => order.push(`bytes ${u.length}`));
Promise.resolve().then(() => order.push('microtask'));
setTimeout(() => {
  eq('read queued as tasks', tasks.map((t) => [t.source, t.ms]), [['networking', 1], ['networking', 1]]);
  eq('not resolved by microtasks', order, ['microtask']);
  for (const t of tasks.splice(0)) t.fn();
  setTimeout(() => {
    eq('resolved after the tasks', order, ['microtask', 'text abcdef', 'bytes 6']);
    console.log(`${passed} passed, ${failed} failed`);
    if (failed) process.exitCode = 1;
  }, 0);
}, 0);
