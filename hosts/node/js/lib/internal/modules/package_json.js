// What every start needs of module resolution (the main module's `module.paths`, the
// package scope that says whether a `.js` main is an ES module), kept apart from the rest
// of resolve.js so a script that requires only built-ins never parses that.
'use strict';

const { binding } = require('./internals.js');

// ---------------------------------------------------------------- paths
function dirname(p) {
  const i = p.lastIndexOf('/');
  return i <= 0 ? (i === 0 ? '/' : '.') : p.slice(0, i);
}
function normalize(p) {
  const out = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop(); else out.push(part);
  }
  return `/${out.join('/')}`;
}
function resolvePath(base, spec) {
  return normalize(spec.startsWith('/') ? spec : `${base}/${spec}`);
}
function realpath(p) {
  const r = binding.realpath(p);
  return r === undefined ? p : r;
}
const toFileURL = (p) => `file://${encodeURI(p).replace(/[?#]/g, encodeURIComponent)}`;
function fromFileURL(url) {
  return decodeURIComponent(url.slice('file://'.length));
}

// Module._nodeModulePaths: every ancestor's node_modules, nearest first.
function nodeModulePaths(from) {
  const parts = normalize(from).split('/').filter(Boolean);
  const out = [];
  for (let i = parts.length; i > 0; i--) {
    if (parts[i - 1] === 'node_modules') continue;
    out.push(`/${parts.slice(0, i).join('/')}/node_modules`);
  }
  out.push('/node_modules');
  return out;
}

// ---------------------------------------------------------------- errors
function codedError(Base, code, message, props) {
  const e = new Base(message);
  e.code = code;
  if (props) Object.assign(e, props);
  // Node's own errors show `Name [CODE]: message` in their stack and inspect form.
  Object.defineProperty(e, Symbol.for('evloop.nodeErrorCode'), { value: code });
  return e;
}
function invalidPackageConfig(path, base, message) {
  return codedError(Error, 'ERR_INVALID_PACKAGE_CONFIG',
    `Invalid package config ${path}${base ? ` while importing ${base}` : ''}${message ? `. ${message}` : ''}`);
}

// ---------------------------------------------------------------- package.json
const packageCache = new Map();
// The package.json in folder `dir`, parsed and cached: { exists, name, main, exports,
// imports, type, path }.
function readPackage(dir, base) {
  const jsonPath = `${dir === '/' ? '' : dir}/package.json`;
  let cached = packageCache.get(jsonPath);
  if (cached !== undefined) return cached;
  const text = binding.readFile(jsonPath);
  if (text === undefined) {
    cached = { exists: false, dir, path: jsonPath };
  } else {
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      throw invalidPackageConfig(jsonPath, base, e.message);
    }
    const str = (v) => (typeof v === 'string' ? v : undefined);
    cached = {
      exists: true,
      dir,
      path: jsonPath,
      name: str(parsed.name),
      main: str(parsed.main),
      exports: parsed.exports,
      imports: parsed.imports !== null && typeof parsed.imports === 'object' ? parsed.imports : undefined,
      type: parsed.type === 'module' || parsed.type === 'commonjs' ? parsed.type : 'none',
    };
  }
  packageCache.set(jsonPath, cached);
  return cached;
}
// The nearest package.json at or above `file`'s folder (not past a node_modules folder).
function packageScope(file) {
  let dir = dirname(file);
  for (;;) {
    if (dir.endsWith('/node_modules')) return undefined;
    const pkg = readPackage(dir);
    if (pkg.exists) return pkg;
    if (dir === '/') return undefined;
    dir = dirname(dir);
  }
}

module.exports = {
  dirname, normalize, resolvePath, realpath, toFileURL, fromFileURL, nodeModulePaths,
  codedError, invalidPackageConfig, readPackage, packageScope,
};
