'use strict';
// ---- harness: make ./inspect.js resolve to node's util ----
const Module = require('module');
const path = require('path');
const util = require('util');
const JS_DIR = path.resolve(__dirname, '..');
const origResolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (parent && parent.filename && path.dirname(parent.filename) === JS_DIR) {
    if (request === './inspect.js') return 'util';
  }
  return origResolve.call(this, request, parent, ...rest);
};
// ---- end harness ----
// Compares ../path.js with node:path's posix flavour.

const nodePath = require('path').posix;
const ours = require('../path.js');

let passed = 0;
let failed = 0;
let shown = 0;
function check(name, actual, expected) {
  const a = util.inspect(actual, { depth: 4 });
  const b = util.inspect(expected, { depth: 4 });
  if (a === b) {
    passed++;
  } else {
    failed++;
    if (shown++ < 50) console.log(`FAIL: ${name}\n  node: ${b}\n  ours: ${a}`);
  }
}
function run(fn, p) {
  try {
    return ['ok', fn(p)];
  } catch (e) {
    return ['throws', e && e.name, e && e.code, e && e.message];
  }
}
function cmp(name, fn) {
  check(name, run(fn, ours), run(fn, nodePath));
}

// ---- shape ------------------------------------------------------------------
const notModelled = ['win32', 'matchesGlob'];
check('keys', Object.keys(ours), Object.keys(nodePath).filter((k) => !notModelled.includes(k)));
for (const k of Object.keys(nodePath)) {
  if (notModelled.includes(k)) continue;
  const d = (v) => (typeof v === 'function' ? `fn ${v.name}/${v.length}` : v === ours || v === nodePath ? 'self' : util.inspect(v));
  check(`member ${k}`, d(ours[k]), d(nodePath[k]));
}
check('posix is self', ours.posix === ours, nodePath.posix === nodePath);
check('_makeLong', ours._makeLong === ours.toNamespacedPath, nodePath._makeLong === nodePath.toNamespacedPath);

// ---- inputs ---------------------------------------------------------------------
const samples = ['', '.', '..', '...', '/', '//', '///', './', '../', '.../', '/.', '/..', '/../', '//..', 'a', 'a/', 'a//', '/a',
  '//a', '///a', 'a/b', 'a//b', 'a/./b', 'a/../b', 'a/b/..', 'a/b/../..', 'a/b/../../..', '../a', '../../a/b', './a/./b/.',
  '/a/b/c/../../d', '/../a', '/a/../..', 'a/..', 'a/../', './..', '.././..', 'foo/bar/baz.txt', 'foo/.bar', '.bashrc',
  '.bashrc.bak', 'file.', 'file..', '..file', 'file.tar.gz', '/dir.d/file', '/dir.d/', 'dir/.', 'dir/..', '/foo/bar/',
  '/foo/bar//', 'foo\\bar', 'c:\\x', 'C:/x', 'a b/c d.e', 'é/ü.ö', '😀/😀.😀', '/x/y/z.', '/x/y/.z.', '.././.a', '..a/..b',
  'a/.../b', '/a/b/c/', ' ', '\u0000', './.', '/./', 'a/b/c/d/e/f/../../../g'];
const rng = require('./random.js');
const r = rng(42);
const pieces = ['/', '/', '/', '.', '.', '..', 'a', 'b', 'c.d', '.e', 'f.', 'x.y.z', '//', 'é'];
for (let i = 0; i < 1500; i++) {
  let s = '';
  const n = Math.floor(r() * 8);
  for (let k = 0; k < n; k++) s += pieces[Math.floor(r() * pieces.length)];
  samples.push(s);
}
const exts = [undefined, '', '.txt', 'txt', '.gz', '.tar.gz', 'z', 'baz.txt', '/', 'b/', '.', 'a', 'file.', '.bashrc', 'x.y.z', 'ar'];

for (const p of samples) {
  cmp(`normalize(${util.inspect(p)})`, (m) => m.normalize(p));
  cmp(`isAbsolute(${util.inspect(p)})`, (m) => m.isAbsolute(p));
  cmp(`dirname(${util.inspect(p)})`, (m) => m.dirname(p));
  cmp(`extname(${util.inspect(p)})`, (m) => m.extname(p));
  cmp(`parse(${util.inspect(p)})`, (m) => m.parse(p));
  cmp(`format(parse(${util.inspect(p)}))`, (m) => m.format(m.parse(p)));
  cmp(`toNamespacedPath(${util.inspect(p)})`, (m) => m.toNamespacedPath(p));
  cmp(`resolve(${util.inspect(p)})`, (m) => m.resolve(p));
  cmp(`join(${util.inspect(p)})`, (m) => m.join(p));
  for (const ext of exts) cmp(`basename(${util.inspect(p)}, ${util.inspect(ext)})`, (m) => m.basename(p, ext));
}
for (let i = 0; i < 3000; i++) {
  const a = samples[Math.floor(r() * samples.length)];
  const b = samples[Math.floor(r() * samples.length)];
  const c = samples[Math.floor(r() * samples.length)];
  cmp(`join(${util.inspect(a)}, ${util.inspect(b)}, ${util.inspect(c)})`, (m) => m.join(a, b, c));
  cmp(`resolve(${util.inspect(a)}, ${util.inspect(b)}, ${util.inspect(c)})`, (m) => m.resolve(a, b, c));
  cmp(`relative(${util.inspect(a)}, ${util.inspect(b)})`, (m) => m.relative(a, b));
  cmp(`relative(/${util.inspect(a)}, /${util.inspect(b)})`, (m) => m.relative(`/${a}`, `/${b}`));
}
const relPairs = [['/var/lib', '/var'], ['/var/lib', '/bin'], ['/var/lib', '/var/lib'], ['/var/lib', '/var/apache'],
  ['/var/', '/var/lib'], ['/', '/var/lib'], ['/foo/test', '/foo/test/bar/package.json'], ['/Users/a/web/b/test/mails', '/Users/a/web/b'],
  ['/foo/bar/baz-quux', '/foo/bar/baz'], ['/foo/bar/baz', '/foo/bar/baz-quux'], ['/baz-quux', '/baz'], ['/baz', '/baz-quux'],
  ['/page1/page2/foo', '/'], ['', ''], ['', '/'], ['.', '..'], ['a', 'a/b'], ['/a/b', '/a/bc'], ['//a', '/a']];
for (const [a, b] of relPairs) cmp(`relative(${a}, ${b})`, (m) => m.relative(a, b));
cmp('join()', (m) => m.join());
cmp('resolve()', (m) => m.resolve());
cmp('join("", "")', (m) => m.join('', ''));
cmp('resolve("", "")', (m) => m.resolve('', ''));

// ---- format --------------------------------------------------------------------
const formatObjects = [{}, { root: '/' }, { dir: '/home/user/dir', base: 'file.txt' }, { root: '/', base: 'file.txt', ext: 'ignored' },
  { root: '/', name: 'file', ext: '.txt' }, { name: 'x', ext: 'js' }, { name: 'x', ext: '' }, { dir: 'd', root: '/' },
  { dir: '/', root: '/', base: 'a' }, { dir: '//', root: '/', base: 'a' }, { root: '/x/', name: 'a' }, { base: '', name: '', ext: '.e' },
  { dir: 0, base: 1, name: 2, ext: 3 }, { dir: 'a', base: 'b', ext: 'c' }, { name: 'n', ext: '.' }, { name: 'n', ext: '..x' },
  Object.create({ dir: 'inherited', base: 'b' }), [], null, undefined, 'str', 5, () => {}, { root: '', dir: '', base: '' }];
for (const o of formatObjects) cmp(`format(${util.inspect(o)})`, (m) => m.format(o));

// ---- argument validation ------------------------------------------------------------
const badArgs = [undefined, null, 5, true, {}, [], Symbol('s'), 1n, () => {}, new String('x')];
for (const bad of badArgs) {
  const label = util.inspect(bad);
  cmp(`normalize(${label})`, (m) => m.normalize(bad));
  cmp(`isAbsolute(${label})`, (m) => m.isAbsolute(bad));
  cmp(`dirname(${label})`, (m) => m.dirname(bad));
  cmp(`basename(${label})`, (m) => m.basename(bad));
  cmp(`basename('a', ${label})`, (m) => m.basename('a', bad));
  cmp(`basename(${label}, 5)`, (m) => m.basename(bad, 5));
  cmp(`extname(${label})`, (m) => m.extname(bad));
  cmp(`parse(${label})`, (m) => m.parse(bad));
  cmp(`join('a', ${label})`, (m) => m.join('a', bad));
  cmp(`resolve('a', ${label}, 'b')`, (m) => m.resolve('a', bad, 'b'));
  cmp(`resolve('/a', ${label})`, (m) => m.resolve('/a', bad));
  cmp(`relative(${label}, 'a')`, (m) => m.relative(bad, 'a'));
  cmp(`relative('a', ${label})`, (m) => m.relative('a', bad));
  cmp(`toNamespacedPath(${label})`, (m) => m.toNamespacedPath(bad));
}

// ---- other working directories ----------------------------------------------------------
const origCwd = process.cwd();
for (const dir of ['/', '/tmp', __dirname]) {
  process.chdir(dir);
  for (let i = 0; i < 300; i++) {
    const a = samples[Math.floor(r() * samples.length)];
    const b = samples[Math.floor(r() * samples.length)];
    cmp(`[cwd ${dir}] resolve(${util.inspect(a)}, ${util.inspect(b)})`, (m) => m.resolve(a, b));
    cmp(`[cwd ${dir}] relative(${util.inspect(a)}, ${util.inspect(b)})`, (m) => m.relative(a, b));
  }
}
process.chdir(origCwd);

console.log(`path_test: ${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
