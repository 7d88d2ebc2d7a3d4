'use strict';

// node:path for evloop's Node host: the POSIX flavour, which is what `require('path')` is
// on Linux (`path.posix === path`). Written for evloop against the behaviour of Node v20
// (hosts/node/js/test/path_test.js compares it with real node on many paths), including
// its corner cases: `dirname('//a')` is '//', `normalize('./')` is './', `basename(x, ext)`
// keeps a name that is all extension. `win32` is in internal/path/win32.js; the
// experimental `matchesGlob` is not provided.

const { invalidArgType, validateString } = require('./internal/errors.js');

// Collapses the segments of `p`: '' and '.' vanish, '..' removes the segment before it,
// or stays (relative paths) or vanishes (absolute ones) when there is none.
function collapse(p, absolute) {
  const out = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
    } else {
      out.push(seg);
    }
  }
  return out.join('/');
}

function resolve(...args) {
  let joined = '';
  let absolute = false;
  for (let i = args.length - 1; i >= -1 && !absolute; i--) {
    const p = i >= 0 ? args[i] : process.cwd();
    validateString(p, `paths[${i}]`);
    if (p.length === 0) continue;
    joined = joined === '' ? p : `${p}/${joined}`;
    absolute = p[0] === '/';
  }
  const body = collapse(joined, absolute);
  if (absolute) return `/${body}`;
  return body.length > 0 ? body : '.';
}

function normalize(path) {
  validateString(path, 'path');
  if (path.length === 0) return '.';
  const absolute = path[0] === '/';
  const trailing = path[path.length - 1] === '/';
  let body = collapse(path, absolute);
  if (body.length === 0) {
    if (absolute) return '/';
    return trailing ? './' : '.';
  }
  if (trailing) body += '/';
  return absolute ? `/${body}` : body;
}

function isAbsolute(path) {
  validateString(path, 'path');
  return path.length > 0 && path[0] === '/';
}

function join(...args) {
  if (args.length === 0) return '.';
  const parts = [];
  for (const arg of args) {
    validateString(arg, 'path');
    if (arg.length > 0) parts.push(arg);
  }
  return parts.length === 0 ? '.' : normalize(parts.join('/'));
}

function relative(from, to) {
  validateString(from, 'from');
  validateString(to, 'to');
  if (from === to) return '';
  from = resolve(from);
  to = resolve(to);
  if (from === to) return '';
  const a = from === '/' ? [] : from.slice(1).split('/');
  const b = to === '/' ? [] : to.slice(1).split('/');
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  const up = new Array(a.length - same).fill('..');
  return up.concat(b.slice(same)).join('/');
}

function toNamespacedPath(path) {
  return path;
}

// Where the last segment starts, once trailing slashes are left out, and where it ends:
// `[start, end]`, with `end` 0 when the path is all slashes. A slash at index 0 is the
// root, never a separator before a segment.
function lastSegment(path) {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end--;
  if (end === 1 && path[0] === '/') return [1, path.length > 0 && path[0] === '/' ? 1 : 0];
  let start = end;
  while (start > 0 && path[start - 1] !== '/') start--;
  if (start === 1 && path[0] === '/') return [1, end];
  return [start, end];
}

function dirname(path) {
  validateString(path, 'path');
  if (path.length === 0) return '.';
  const rooted = path[0] === '/';
  const [start, end] = lastSegment(path);
  if (end <= start) return rooted ? '/' : '.';
  // The separator run before the last segment: its last slash goes, the rest stays.
  const cut = start - 1;
  if (cut < 1) return rooted ? '/' : '.';
  if (cut === 1 && rooted) return '//';
  return path.slice(0, cut);
}

function basename(path, suffix) {
  if (suffix !== undefined) validateString(suffix, 'suffix');
  validateString(path, 'path');
  if (suffix === undefined || suffix.length === 0 || suffix.length > path.length) {
    const [start, end] = lastSegment(path);
    return end > start ? path.slice(start, end) : '';
  }
  if (suffix === path) return '';
  // Node matches the suffix against the last segment from its end, one character at a
  // time, and what it returns follows from where that match stopped: a full match cuts
  // the suffix off (unless it is the whole segment), a mismatch keeps the segment, and a
  // suffix longer than the segment whose tail matched keeps the trailing slashes too.
  let i = path.length - 1;
  while (i >= 0 && path[i] === '/') i--;
  const segEnd = i + 1;
  if (segEnd === 0) return path;
  let k = suffix.length - 1;
  let cut = -1;
  let j = i;
  for (; j >= 0 && path[j] !== '/'; j--) {
    if (k < 0) continue;
    if (path[j] === suffix[k]) {
      k--;
      if (k < 0) cut = j;
    } else {
      k = -1;
      cut = segEnd;
    }
  }
  const start = j + 1;
  if (cut === start) return path.slice(start, segEnd);
  if (cut === -1) return path.slice(start);
  return path.slice(start, cut);
}

function splitExt(base) {
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || base === '..') return [base, ''];
  return [base.slice(0, dot), base.slice(dot)];
}

function extname(path) {
  validateString(path, 'path');
  const [start, end] = lastSegment(path);
  if (end <= start) return '';
  return splitExt(path.slice(start, end))[1];
}

function _format(sep, pathObject) {
  if (pathObject === null || typeof pathObject !== 'object' || Array.isArray(pathObject)) {
    throw invalidArgType('pathObject', 'Object', pathObject);
  }
  const dir = pathObject.dir || pathObject.root;
  const ext = pathObject.ext ? `${pathObject.ext[0] === '.' ? '' : '.'}${pathObject.ext}` : '';
  const base = pathObject.base || `${pathObject.name || ''}${ext}`;
  if (!dir) return base;
  return dir === pathObject.root ? `${dir}${base}` : `${dir}${sep}${base}`;
}

function parse(path) {
  validateString(path, 'path');
  const ret = { root: '', dir: '', base: '', ext: '', name: '' };
  if (path.length === 0) return ret;
  const rooted = path[0] === '/';
  if (rooted) ret.root = '/';
  const [start, end] = lastSegment(path);
  if (end > start) {
    const base = path.slice(start, end);
    // Node's parse does not see '..' as a name when it follows the root directly.
    const [name, ext] = rooted && start === 1 && base === '..' ? ['.', '.'] : splitExt(base);
    ret.base = base;
    ret.name = name;
    ret.ext = ext;
  }
  if (start > 1 || (start === 1 && !rooted)) ret.dir = path.slice(0, start - 1);
  else if (rooted) ret.dir = '/';
  return ret;
}

const posix = {
  resolve,
  normalize,
  isAbsolute,
  join,
  relative,
  toNamespacedPath,
  dirname,
  basename,
  extname,
  format: _format.bind(null, '/'),
  parse,
  sep: '/',
  delimiter: ':',
  // path.win32 loads on first use (internal/path/win32.js); its posix is this object.
  get win32() {
    const win32 = require('./internal/path/win32.js');
    win32.posix = posix;
    Object.defineProperty(posix, 'win32', { value: win32, writable: true, enumerable: true, configurable: true });
    return win32;
  },
  posix: null,
  _makeLong: toNamespacedPath,
};
posix.posix = posix;

module.exports = posix;
