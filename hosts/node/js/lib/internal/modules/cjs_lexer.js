// The named exports of a CommonJS module, found in its source without running it, the
// way node's cjs-module-lexer finds them (the forms its README lists): `exports.a =`,
// `module.exports.a =`, `exports['a'] =`, `Object.defineProperty(exports, 'a', ...)`,
// `module.exports = { a, b: c, 'd': e, ...require('x') }` (up to the first other form),
// and re-exports: `module.exports = require('x')`, TypeScript's `__exportStar(require('x'),
// exports)` / `__export(require('x'))`, Babel's `Object.keys(_x).forEach(...)` over
// `_x = require('x')`. Comments and string contents never match.
'use strict';

// The source with comments removed and string/template contents blanked (quotes kept,
// so positions of code stay meaningful to the patterns below).
function scrub(src) {
  let out = '';
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      while (i < n && src[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
      out += ' ';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      // Keep short string literals (they may be export names); blank long ones.
      let j = i + 1;
      while (j < n && src[j] !== c) {
        if (src[j] === '\\') j++;
        else if (c !== '`' && src[j] === '\n') break;
        j++;
      }
      const body = src.slice(i + 1, j);
      out += c + (c !== '`' && /^[\w$./@-]*$/.test(body) ? body : '') + c;
      i = j + 1;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

const ID = '[A-Za-z_$][\\w$]*';
const STR = `(?:'([^']*)'|"([^"]*)")`;

function parse(source) {
  const src = scrub(source);
  const exports = new Set();
  const reexports = [];
  const add = (name) => { if (name !== undefined) exports.add(name); };
  let m;

  const dotAssign = new RegExp(`(?:^|[^.\\w$])(?:module\\s*\\.\\s*)?exports\\s*\\.\\s*(${ID})\\s*=[^=]`, 'g');
  while ((m = dotAssign.exec(src))) add(m[1]);
  const bracketAssign = new RegExp(`(?:^|[^.\\w$])(?:module\\s*\\.\\s*)?exports\\s*\\[\\s*${STR}\\s*\\]\\s*=[^=]`, 'g');
  while ((m = bracketAssign.exec(src))) add(m[1] ?? m[2]);
  // defineProperty counts with a `value`, or an enumerable getter that only returns an
  // identifier or a member (a getter with other code might have side effects).
  const define = new RegExp(`Object\\s*\\.\\s*defineProperty\\s*\\(\\s*(?:module\\s*\\.\\s*)?exports\\s*,\\s*${STR}\\s*,\\s*\\{`, 'g');
  const K = (k) => `(?:${k}|'${k}'|"${k}")`;
  const descriptor = new RegExp(`\\s*(?:${K('value')}\\s*:|${K('enumerable')}\\s*:\\s*true\\s*,\\s*${K('get')}\\s*(?::\\s*function\\s*(?:${ID})?\\s*)?\\(\\s*\\)\\s*\\{\\s*return\\s+${ID}(?:\\s*\\.\\s*${ID}|\\s*\\[\\s*${STR}\\s*\\])?\\s*;?\\s*\\})`, 'y');
  while ((m = define.exec(src))) {
    descriptor.lastIndex = define.lastIndex;
    if (descriptor.test(src)) add(m[1] ?? m[2]);
  }

  const reexport = new RegExp(`(?:^|[^.\\w$])module\\s*\\.\\s*exports\\s*=\\s*require\\s*\\(\\s*${STR}\\s*\\)`, 'g');
  while ((m = reexport.exec(src))) reexports.push(m[1] ?? m[2]);
  const star = new RegExp(`__exportStar\\s*\\(\\s*require\\s*\\(\\s*${STR}\\s*\\)|__export\\s*\\(\\s*require\\s*\\(\\s*${STR}\\s*\\)\\s*\\)`, 'g');
  while ((m = star.exec(src))) reexports.push(m[1] ?? m[2] ?? m[3] ?? m[4]);
  // Babel: var _x = require('x'); Object.keys(_x).forEach(function (key) { ... exports[key] ...
  const keys = new RegExp(`Object\\s*\\.\\s*keys\\s*\\(\\s*(${ID})\\s*\\)\\s*\\.\\s*forEach\\s*\\(`, 'g');
  while ((m = keys.exec(src))) {
    const id = m[1];
    const decl = new RegExp(`${id.replace(/\$/g, '\\$')}\\s*=\\s*(?:_interopRequireWildcard\\s*\\(\\s*)?require\\s*\\(\\s*${STR}`);
    const d = decl.exec(src);
    if (d && /exports\s*\[/.test(src.slice(m.index, m.index + 400))) reexports.push(d[1] ?? d[2]);
  }

  // module.exports = { ... }: identifiers, `key: identifier`, spreads of require().
  const literal = /(?:^|[^.\w$])module\s*\.\s*exports\s*=\s*\{/g;
  while ((m = literal.exec(src))) {
    let i = m.index + m[0].length;
    const entry = new RegExp(`\\s*(?:\\.\\.\\.\\s*require\\s*\\(\\s*${STR}\\s*\\)|(${ID})|${STR})\\s*(?::\\s*(${ID})\\s*)?([,}])`, 'y');
    for (;;) {
      entry.lastIndex = i;
      const e = entry.exec(src);
      if (!e) break;
      if (e[1] !== undefined || e[2] !== undefined) {
        reexports.push(e[1] ?? e[2]);
      } else {
        const key = e[3] ?? e[4] ?? e[5];
        if (e[3] !== undefined || e[6] !== undefined) add(key);
        else break;
      }
      i = entry.lastIndex;
      if (e[7] === '}') break;
    }
  }
  return { exports: [...exports], reexports };
}

module.exports = { parse };
