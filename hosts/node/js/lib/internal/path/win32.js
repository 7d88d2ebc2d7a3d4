'use strict';

// path.win32 for evloop's Node host, written for evloop after the behaviour of Node v20.20's:
// both '\' and '/' separate, roots are drive letters (`C:`, `C:\`), UNC shares
// (`\\server\share`) and device paths (`\\.\`, `\\?\`); reserved device names (`CON:`,
// `COM1:`…) and relative paths that would read as a drive get Node's `.\` prefix; `relative`
// compares case-insensitively. On Linux the current directory is a POSIX path, which the
// win32 flavour reads as rooted (`\tmp\x`), as Node does. hosts/node/js/test/path_test.js
// compares every function with node's own on generated paths.

const { invalidArgType, validateString } = require('./internal/errors.js');

const isSep = (c) => c === 47 || c === 92;
const isDriveLetter = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const hasDrive = (p) => p.length >= 2 && p.charCodeAt(1) === 58 && isDriveLetter(p.charCodeAt(0));

const RESERVED = new Set(['CON', 'PRN', 'AUX', 'NUL', 'COM1', 'COM2', 'COM3', 'COM4', 'COM5',
  'COM6', 'COM7', 'COM8', 'COM9', 'COM¹', 'COM²', 'COM³', 'LPT1', 'LPT2', 'LPT3', 'LPT4', 'LPT5',
  'LPT6', 'LPT7', 'LPT8', 'LPT9', 'LPT¹', 'LPT²', 'LPT³']);
// `CON:` and friends: the text before the first colon names a device. (With no colon,
// Node's check reads all but the last character: 'CONx' counts, and so does 'CON\\'.)
const isReservedName = (p, colon) => RESERVED.has(p.slice(0, colon).toUpperCase());

// Runs of characters from `i`: the end of the separators or of the non-separators.
function skipSeps(p, i) { while (i < p.length && isSep(p.charCodeAt(i))) i++; return i; }
function skipName(p, i) { while (i < p.length && !isSep(p.charCodeAt(i))) i++; return i; }

// A leading `\\server\share`: [server, shareStart, shareEnd], or null.
function uncParts(p) {
  if (p.length < 2 || !isSep(p.charCodeAt(0)) || !isSep(p.charCodeAt(1))) return null;
  const serverEnd = skipName(p, 2);
  if (serverEnd === 2 || serverEnd >= p.length) return null;
  const shareStart = skipSeps(p, serverEnd);
  if (shareStart >= p.length) return null;
  return [p.slice(2, serverEnd), shareStart, skipName(p, shareStart)];
}

// Segments joined by '\': '' and '.' dropped, '..' taking the segment before it away
// (or kept, where the path is relative).
function collapse(p, keepUp) {
  const out = [];
  for (const seg of p.split(/[\\/]/)) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (keepUp) out.push('..');
    } else {
      out.push(seg);
    }
  }
  return out.join('\\');
}

// The root as resolve() reads it: device ('' when none), where the rest starts, and
// whether the path is absolute.
function readRoot(p) {
  const len = p.length;
  const c = p.charCodeAt(0);
  if (len === 1) return isSep(c) ? ['', 1, true] : ['', 0, false];
  if (isSep(c)) {
    const unc = uncParts(p);
    if (unc === null) return ['', isSep(p.charCodeAt(1)) ? 0 : 1, true];
    const [server, shareStart, shareEnd] = unc;
    if (server === '.' || server === '?') return [`\\\\${server}`, 4, true];
    return [`\\\\${server}\\${p.slice(shareStart, shareEnd)}`, shareEnd, true];
  }
  if (hasDrive(p)) {
    return len > 2 && isSep(p.charCodeAt(2)) ? [p.slice(0, 2), 3, true] : [p.slice(0, 2), 2, false];
  }
  return ['', 0, false];
}

function resolve(...args) {
  let device = '';
  let tail = '';
  let absolute = false;
  for (let i = args.length - 1; i >= -1; i--) {
    let p;
    if (i >= 0) {
      p = args[i];
      validateString(p, `paths[${i}]`);
      if (p.length === 0) continue;
    } else if (device.length === 0) {
      p = process.cwd();
    } else {
      // The drive's own current directory (`=C:` in the environment), else the process's;
      // one on another drive means the drive's root.
      p = process.env[`=${device}`] || process.cwd();
      if (p === undefined ||
          (p.slice(0, 2).toLowerCase() !== device.toLowerCase() && p.charCodeAt(2) === 92)) {
        p = `${device}\\`;
      }
    }
    const [dev, rootEnd, isAbs] = readRoot(p);
    if (dev.length > 0) {
      if (device.length === 0) device = dev;
      else if (dev.toLowerCase() !== device.toLowerCase()) continue;
    }
    if (absolute) {
      if (device.length > 0) break;
    } else {
      tail = `${p.slice(rootEnd)}\\${tail}`;
      absolute = isAbs;
      if (absolute && device.length > 0) break;
    }
  }
  tail = collapse(tail, !absolute);
  return absolute ? `${device}\\${tail}` : `${device}${tail}` || '.';
}

function normalize(path) {
  validateString(path, 'path');
  const len = path.length;
  if (len === 0) return '.';
  if (len === 1) return path === '/' ? '\\' : path;
  let device;
  let rootEnd = 0;
  let absolute = false;
  const c = path.charCodeAt(0);
  if (isSep(c)) {
    absolute = true;
    const unc = uncParts(path);
    if (unc !== null) {
      const [server, shareStart, shareEnd] = unc;
      if (server === '.' || server === '?') {
        device = `\\\\${server}`;
        rootEnd = 4;
      } else if (shareEnd === len) {
        return `\\\\${server}\\${path.slice(shareStart)}\\`;
      } else {
        device = `\\\\${server}\\${path.slice(shareStart, shareEnd)}`;
        rootEnd = shareEnd;
      }
    } else if (!isSep(path.charCodeAt(1))) {
      rootEnd = 1;
    }
  } else {
    const colon = path.indexOf(':');
    if (colon === 1 && isDriveLetter(c)) {
      device = path.slice(0, 2);
      rootEnd = 2;
      if (len > 2 && isSep(path.charCodeAt(2))) { absolute = true; rootEnd = 3; }
    } else if (colon > 0 && isReservedName(path, colon)) {
      device = path.slice(0, colon + 1);
      rootEnd = colon + 1;
    }
  }
  let tail = rootEnd < len ? collapse(path.slice(rootEnd), !absolute) : '';
  if (tail.length === 0 && !absolute) tail = '.';
  if (tail.length > 0 && isSep(path.charCodeAt(len - 1))) tail += '\\';
  // A relative path must not come out reading as a drive or a stream (CVE-2024-36139).
  if (!absolute && device === undefined && path.includes(':')) {
    if (hasDrive(tail)) return `.\\${tail}`;
    for (let i = path.indexOf(':'); i !== -1; i = path.indexOf(':', i + 1)) {
      if (i === len - 1 || isSep(path.charCodeAt(i + 1))) return `.\\${tail}`;
    }
  }
  if (isReservedName(path, path.indexOf(':'))) return `.\\${device ?? ''}${tail}`;
  if (device === undefined) return absolute ? `\\${tail}` : tail;
  return absolute ? `${device}\\${tail}` : `${device}${tail}`;
}

function isAbsolute(path) {
  validateString(path, 'path');
  if (path.length === 0) return false;
  return isSep(path.charCodeAt(0)) || (path.length > 2 && hasDrive(path) && isSep(path.charCodeAt(2)));
}

function join(...args) {
  if (args.length === 0) return '.';
  const parts = [];
  for (const arg of args) {
    validateString(arg, 'path');
    if (arg.length > 0) parts.push(arg);
  }
  if (parts.length === 0) return '.';
  let joined = parts.join('\\');
  // Leading separators collapse to one, unless the first part starts as a UNC path does
  // (exactly two separators, then a name): normalize() would read them as a share.
  const first = parts[0];
  const uncIntended = skipSeps(first, 0) === 2 && first.length > 2;
  if (!uncIntended) {
    const leading = skipSeps(joined, 0);
    if (leading >= 2) joined = `\\${joined.slice(leading)}`;
  }
  return normalize(joined);
}

function relative(from, to) {
  validateString(from, 'from');
  validateString(to, 'to');
  if (from === to) return '';
  const fromOrig = resolve(from);
  const toOrig = resolve(to);
  if (fromOrig === toOrig) return '';
  from = fromOrig.toLowerCase();
  to = toOrig.toLowerCase();
  if (from === to) return '';
  if (fromOrig.length !== from.length || toOrig.length !== to.length) {
    // Lower-casing changed a length: compare whole segments instead.
    const a = fromOrig.split('\\');
    const b = toOrig.split('\\');
    if (a[a.length - 1] === '') a.pop();
    if (b[b.length - 1] === '') b.pop();
    const common = Math.min(a.length, b.length);
    let i = 0;
    while (i < common && a[i].toLowerCase() === b[i].toLowerCase()) i++;
    if (i === 0) return toOrig;
    if (i === common) {
      if (b.length > common) return b.slice(i).join('\\');
      if (a.length > common) return `${'..\\'.repeat(a.length - 1 - i)}..`;
      return '';
    }
    return '..\\'.repeat(a.length - i) + b.slice(i).join('\\');
  }
  // Character by character, leading backslashes and (UNC) trailing ones left out.
  const trim = (s) => {
    let start = 0;
    while (start < s.length && s.charCodeAt(start) === 92) start++;
    let end = s.length;
    while (end - 1 > start && s.charCodeAt(end - 1) === 92) end--;
    return [start, end];
  };
  const [fromStart, fromEnd] = trim(from);
  let [toStart, toEnd] = trim(to);
  const fromLen = fromEnd - fromStart;
  const toLen = toEnd - toStart;
  const length = Math.min(fromLen, toLen);
  let lastCommonSep = -1;
  let i = 0;
  for (; i < length; i++) {
    const code = from.charCodeAt(fromStart + i);
    if (code !== to.charCodeAt(toStart + i)) break;
    if (code === 92) lastCommonSep = i;
  }
  if (i !== length) {
    if (lastCommonSep === -1) return toOrig;
  } else {
    if (toLen > length) {
      // `from` is a directory above `to`, or the drive's root.
      if (to.charCodeAt(toStart + i) === 92) return toOrig.slice(toStart + i + 1);
      if (i === 2) return toOrig.slice(toStart + i);
    }
    if (fromLen > length) {
      if (from.charCodeAt(fromStart + i) === 92) lastCommonSep = i;
      else if (i === 2) lastCommonSep = 3;
    }
    if (lastCommonSep === -1) lastCommonSep = 0;
  }
  let up = '';
  for (let k = fromStart + lastCommonSep + 1; k <= fromEnd; k++) {
    if (k === fromEnd || from.charCodeAt(k) === 92) up += up.length === 0 ? '..' : '\\..';
  }
  toStart += lastCommonSep;
  if (up.length > 0) return `${up}${toOrig.slice(toStart, toEnd)}`;
  if (toOrig.charCodeAt(toStart) === 92) toStart++;
  return toOrig.slice(toStart, toEnd);
}

function toNamespacedPath(path) {
  if (typeof path !== 'string' || path.length === 0) return path;
  const resolved = resolve(path);
  if (resolved.length <= 2) return path;
  if (resolved.charCodeAt(0) === 92) {
    if (resolved.charCodeAt(1) === 92) {
      const c = resolved.charCodeAt(2);
      if (c !== 63 && c !== 46) return `\\\\?\\UNC\\${resolved.slice(2)}`;
    }
  } else if (hasDrive(resolved) && resolved.charCodeAt(2) === 92) {
    return `\\\\?\\${resolved}`;
  }
  return resolved;
}

// Where dirname/parse's root ends: a UNC share (and the separator after it), a drive
// (with its separator), a single leading separator. `whole` is true for a bare share.
function dirRoot(path) {
  const c = path.charCodeAt(0);
  if (isSep(c)) {
    const unc = uncParts(path);
    if (unc === null) return [1, false];
    return unc[2] === path.length ? [path.length, true] : [unc[2] + 1, false];
  }
  if (hasDrive(path)) return [path.length > 2 && isSep(path.charCodeAt(2)) ? 3 : 2, false];
  return [0, false];
}

// The last segment at or after `from`: [start, end], end -1 when there is none.
function lastSegment(path, from) {
  let end = path.length;
  while (end > from && isSep(path.charCodeAt(end - 1))) end--;
  if (end === from) return [from, -1];
  let start = end;
  while (start > from && !isSep(path.charCodeAt(start - 1))) start--;
  return [start, end];
}

function dirname(path) {
  validateString(path, 'path');
  const len = path.length;
  if (len === 0) return '.';
  if (len === 1) return isSep(path.charCodeAt(0)) ? path : '.';
  const [rootEnd, whole] = dirRoot(path);
  if (whole) return path;
  // The separator run before the last segment ends the directory.
  let i = len - 1;
  while (i >= rootEnd && isSep(path.charCodeAt(i))) i--;
  while (i >= rootEnd && !isSep(path.charCodeAt(i))) i--;
  if (i >= rootEnd) return path.slice(0, i);
  if (rootEnd === 0) return '.';
  return path.slice(0, rootEnd);
}

function basename(path, suffix) {
  if (suffix !== undefined) validateString(suffix, 'suffix');
  validateString(path, 'path');
  const from = hasDrive(path) ? 2 : 0;
  const [start, end] = lastSegment(path, from);
  if (suffix === undefined || suffix.length === 0 || suffix.length > path.length) {
    return end === -1 ? '' : path.slice(start, end);
  }
  if (suffix === path) return '';
  if (end === -1) return path.slice(from);
  // The suffix is matched from the segment's end; a full match shorter than the
  // segment is cut off, anything else keeps the segment. A suffix longer than the
  // segment whose tail matched keeps the trailing separators as well.
  const seg = path.slice(start, end);
  if (seg.endsWith(suffix)) return seg.length === suffix.length ? seg : seg.slice(0, seg.length - suffix.length);
  let k = suffix.length - 1;
  let j = seg.length - 1;
  while (j >= 0 && k >= 0 && seg.charCodeAt(j) === suffix.charCodeAt(k)) { j--; k--; }
  if (j < 0 && k >= 0) return path.slice(start);
  return seg;
}

function splitExt(base) {
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || base === '..') return [base, ''];
  return [base.slice(0, dot), base.slice(dot)];
}

function extname(path) {
  validateString(path, 'path');
  const [start, end] = lastSegment(path, hasDrive(path) ? 2 : 0);
  return end === -1 ? '' : splitExt(path.slice(start, end))[1];
}

// Bound as Node's is (its name reads 'bound _format').
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
  const len = path.length;
  if (len === 0) return ret;
  if (len === 1) {
    if (isSep(path.charCodeAt(0))) ret.root = ret.dir = path;
    else ret.base = ret.name = path;
    return ret;
  }
  if (hasDrive(path) && (len === 2 || (len === 3 && isSep(path.charCodeAt(2))))) {
    ret.root = ret.dir = path;
    return ret;
  }
  const [rootEnd] = dirRoot(path);
  if (rootEnd > 0) ret.root = path.slice(0, rootEnd);
  const [start, end] = lastSegment(path, rootEnd);
  if (end !== -1) {
    const base = path.slice(start, end);
    const [name, ext] = splitExt(base);
    ret.base = base;
    ret.name = name;
    ret.ext = ext;
  }
  ret.dir = end !== -1 && start > 0 && start !== rootEnd ? path.slice(0, start - 1) : ret.root;
  return ret;
}

const win32 = {
  resolve,
  normalize,
  isAbsolute,
  join,
  relative,
  toNamespacedPath,
  dirname,
  basename,
  extname,
  format: _format.bind(null, '\\'),
  parse,
  sep: '\\',
  delimiter: ';',
  win32: null,
  posix: null,
  _makeLong: toNamespacedPath,
};
win32.win32 = win32;

module.exports = win32;
