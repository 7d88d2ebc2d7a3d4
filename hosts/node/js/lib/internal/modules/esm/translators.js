// What the engine's ES module loader asks of node's loaders: resolve an `import` (and
// the format of what it names), and run a CommonJS or JSON module an ES module imports,
// with the named exports node's cjs-module-lexer finds in its source (as node's
// lib/internal/modules/esm/translators.js). Loaded at the first `import`.
'use strict';

const { binding } = require('./internals.js');
const P = require('internal/modules/package_json');
const {
  Module, loadBuiltin, warnTypeless, loadCached, builtinSet, kIsCachedByESMLoader, resolver: R,
} = require('internal/modules/cjs');

// node marks a module's format when the extension says it.
const kFormat = Symbol('kFormat');

let lexer;
const namesCache = new Map();
// The named exports an ES module sees on a CommonJS module: what node's
// cjs-module-lexer finds in its source, following `module.exports = require(...)`.
function cjsExportNames(filename, seen = new Set()) {
  if (namesCache.has(filename)) return namesCache.get(filename);
  if (seen.has(filename)) return [];
  seen.add(filename);
  const names = new Set();
  if (filename.endsWith('.json') || filename.endsWith('.node')) return [];
  const source = binding.readFile(filename);
  if (source === undefined) return [];
  lexer ||= require('internal/modules/cjs_lexer');
  const { exports, reexports } = lexer.parse(source);
  for (const n of exports) names.add(n);
  const parent = { filename, paths: P.nodeModulePaths(P.dirname(filename)) };
  for (const spec of reexports) {
    let target;
    try {
      target = R().resolveCjs(spec, parent, undefined, Module.globalPaths);
    } catch {
      continue;
    }
    if (builtinSet.has(target) || target.startsWith('node:')) continue;
    for (const n of cjsExportNames(target, seen)) if (n !== 'default') names.add(n);
  }
  const list = [...names];
  namesCache.set(filename, list);
  return list;
}

// import: { builtin: exports } or { path, format, names }.
function resolveImport(specifier, referrer, typeAttribute) {
  const r = R().resolveEsm(specifier, referrer);
  if (r.builtin !== undefined) {
    return { builtin: r.builtin === 'module' ? Module : loadBuiltin(r.builtin) };
  }
  const format = R().formatOf(r.path, detectModule);
  if (format === 'json' && typeAttribute !== 'json') {
    const e = new TypeError(`Module "${P.toFileURL(r.path)}" needs an import attribute of type "json"`);
    e.code = 'ERR_IMPORT_ASSERTION_TYPE_MISSING';
    throw e;
  }
  if (format !== 'json' && typeAttribute !== undefined) {
    const e = new TypeError(`Module "${P.toFileURL(r.path)}" is not of type "${typeAttribute}"`);
    e.code = 'ERR_IMPORT_ATTRIBUTE_TYPE_INCOMPATIBLE';
    throw e;
  }
  if (format === 'commonjs') return { path: r.path, format, names: cjsExportNames(r.path) };
  return { path: r.path, format, names: [] };
}
function detectModule(path) {
  const source = binding.readFile(path);
  if (source === undefined) return false;
  try {
    binding.compile(path, `(function () { ${source}\n})`);
    return false;
  } catch {
    const esm = binding.isModuleSyntax(source);
    if (esm) warnTypeless(path);
    return esm;
  }
}

// An ES module imports a CommonJS or JSON module: run it (once) and give its exports.
function loadCommonJS(path) {
  const cached = Module._cache[path];
  if (cached !== undefined) return cached.exports;
  const module = new Module(path, null);
  module[kIsCachedByESMLoader] = true;
  // (node marks the format here only when the extension says it)
  if (path.endsWith('.cjs')) module[kFormat] = 'commonjs';
  return loadCached(module, path, null);
}

module.exports = { resolveImport, loadCommonJS };
