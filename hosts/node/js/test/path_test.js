'use strict';
// ---- harness: make ./internal/util/inspect.js resolve to node's util ----
const path = require('path');
const util = require('util');
require('./lib_require.js')({ './internal/util/inspect.js': 'util' });
// ---- end harness ----
// Compares ../lib/path.js with node:path's posix flavour, and ../lib/internal/path/win32.js with
// node's path.win32.

const nodePath = require('path').posix;
const ours = require('../lib/path.js');

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
const notModelled = ['matchesGlob'];
check('keys', Object.keys(ours), Object.keys(nodePath).filter((k) => !notModelled.includes(k)));
for (const k of Object.keys(nodePath)) {
  if (notModelled.includes(k)) continue;
  const d = (v) => (typeof v === 'function' ? `fn ${v.name}/${v.length}`
    : v === ours || v === nodePath ? 'self' : v === ours.win32 || v === nodePath.win32 ? 'win32' : util.inspect(v));
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

// ---- win32 -------------------------------------------------------------------------------
const nodeWin = nodePath.win32;
const win = ours.win32;
function cmpW(name, fn) {
  check(`win32.${name}`, run(fn, win), run(fn, nodeWin));
}
check('win32 keys', Object.keys(win), Object.keys(nodeWin).filter((k) => !notModelled.includes(k)));
check('win32 relations', [win.win32 === win, win.posix === ours, ours.posix.win32 === win, win.sep, win.delimiter,
  win._makeLong === win.toNamespacedPath],
[nodeWin.win32 === nodeWin, nodeWin.posix === nodePath, nodePath.posix.win32 === nodeWin, nodeWin.sep,
  nodeWin.delimiter, nodeWin._makeLong === nodeWin.toNamespacedPath]);
for (const k of Object.keys(nodeWin)) {
  if (typeof nodeWin[k] === 'function' && !notModelled.includes(k)) {
    check(`win32 member ${k}`, `${win[k].name}/${win[k].length}`, `${nodeWin[k].name}/${nodeWin[k].length}`);
  }
}
const winSamples = ['', '.', '..', '\\', '/', '\\\\', '//', 'C:', 'c:', 'C:\\', 'C:/', 'C:.', 'C:..', 'C:a', 'C:\\a', 'c:/a/b/..',
  'C:\\a\\..\\..', 'C:foo\\..\\..', '\\\\server', '\\\\server\\', '\\\\server\\share', '\\\\server\\share\\',
  '//server/share/dir/file.txt', '\\\\server\\\\share\\x', '\\\\?\\C:\\x', '\\\\.\\PHYSICALDRIVE0', '\\\\.\\x\\..\\y',
  '\\\\?\\UNC\\s\\h', '///a', '\\\\\\a', 'a:b', 'a:b:c', 'x/../C:', 'x/../C:y', 'CON:', 'con:x', 'COM1:', 'com10:', 'LPT¹:',
  'a/con:', 'file:stream', 'dir\\file:', 'aux', 'NUL.txt', 'é:\\x', '1:\\x', 'C:\\dir.d\\f.e', 'C:\\.bashrc', 'C:x.y',
  'C:\\..', 'C:\\...', 'Z:\\a\\b\\', 'a\\\\b', 'A\\b/C', 'ä\\Ö', 'ß\\x', 'İ\\x', 'C:\\İ', 'c:\\ß'];
const winPieces = ['\\', '/', '\\', '.', '..', 'a', 'B', 'c.d', '.e', 'C:', 'c:', 'x:', ':', '\\\\', 'srv', 'CON', 'İ', 'é'];
for (let i = 0; i < 2500; i++) {
  let s = '';
  const n = Math.floor(r() * 8);
  for (let k = 0; k < n; k++) s += winPieces[Math.floor(r() * winPieces.length)];
  winSamples.push(s);
}
for (const p of winSamples) {
  const q = util.inspect(p);
  cmpW(`normalize(${q})`, (m) => m.normalize(p));
  cmpW(`isAbsolute(${q})`, (m) => m.isAbsolute(p));
  cmpW(`dirname(${q})`, (m) => m.dirname(p));
  cmpW(`extname(${q})`, (m) => m.extname(p));
  cmpW(`parse(${q})`, (m) => m.parse(p));
  cmpW(`format(parse(${q}))`, (m) => m.format(m.parse(p)));
  cmpW(`toNamespacedPath(${q})`, (m) => m.toNamespacedPath(p));
  cmpW(`resolve(${q})`, (m) => m.resolve(p));
  cmpW(`join(${q})`, (m) => m.join(p));
  for (const ext of exts) cmpW(`basename(${q}, ${util.inspect(ext)})`, (m) => m.basename(p, ext));
  for (const ext of ['\\', 'C:', 'b\\', ':']) cmpW(`basename(${q}, ${util.inspect(ext)})`, (m) => m.basename(p, ext));
}
for (let i = 0; i < 6000; i++) {
  const a = winSamples[Math.floor(r() * winSamples.length)];
  const b = winSamples[Math.floor(r() * winSamples.length)];
  const c = winSamples[Math.floor(r() * winSamples.length)];
  const [qa, qb, qc] = [a, b, c].map((v) => util.inspect(v));
  cmpW(`join(${qa}, ${qb}, ${qc})`, (m) => m.join(a, b, c));
  cmpW(`resolve(${qa}, ${qb}, ${qc})`, (m) => m.resolve(a, b, c));
  cmpW(`relative(${qa}, ${qb})`, (m) => m.relative(a, b));
  cmpW(`relative(C:\\${qa}, C:\\${qb})`, (m) => m.relative(`C:\\${a}`, `C:\\${b}`));
}
const winRel = [['C:\\foo\\bar', 'C:\\foo\\bar\\baz'], ['C:\\', 'C:\\foo'], ['C:\\foo\\bar', 'C:\\foo'],
  ['C:\\foo\\bar', 'C:\\'], ['c:/blah\\blah', 'd:/games'], ['c:/aaaa/bbbb', 'c:/aaaa'], ['c:/AaAa/bbbb', 'c:/aaaa/bbbb'],
  ['\\\\foo\\bar', '\\\\foo\\bar\\baz'], ['\\\\foo\\bar\\baz', '\\\\foo\\bar'], ['C:\\baz-quux', 'C:\\baz'],
  ['C:\\İ\\a', 'C:\\i̇\\b'], ['C:\\ß\\a', 'C:\\SS'], ['\\\\foo\\baz', '\\\\foo\\baz-quux']];
for (const [a, b] of winRel) cmpW(`relative(${a}, ${b})`, (m) => m.relative(a, b));
for (const o of formatObjects) cmpW(`format(${util.inspect(o)})`, (m) => m.format(o));
for (const o of [{ root: 'C:\\', name: 'x', ext: 'y' }, { dir: 'C:\\a', base: 'b' }, { root: 'C:\\', dir: 'C:\\' }]) {
  cmpW(`format(${util.inspect(o)})`, (m) => m.format(o));
}
for (const bad of badArgs) {
  const label = util.inspect(bad);
  for (const fn of ['normalize', 'isAbsolute', 'dirname', 'basename', 'extname', 'parse', 'toNamespacedPath']) {
    cmpW(`${fn}(${label})`, (m) => m[fn](bad));
  }
  cmpW(`join('a', ${label})`, (m) => m.join('a', bad));
  cmpW(`resolve('a', ${label})`, (m) => m.resolve('a', bad));
  cmpW(`relative(${label}, 'a')`, (m) => m.relative(bad, 'a'));
  cmpW(`basename('a', ${label})`, (m) => m.basename('a', bad));
}
process.env['=X:'] = 'X:\\xcwd';
for (const args of [['X:'], ['X:a'], ['Y:a'], ['x:', 'b'], ['C:\\a', 'X:b']]) {
  cmpW(`resolve(${util.inspect(args)}) with =X:`, (m) => m.resolve(...args));
}
delete process.env['=X:'];

console.log(`path_test: ${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
