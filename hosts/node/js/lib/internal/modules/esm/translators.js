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
// Where node's loader reads a module's source (its ERR_ACCESS_DENIED's frames).
const LOADER_READ_FRAMES = [
  'open (node:internal/fs/promises:638:13)', 'readFile (node:internal/fs/promises:1249:20)',
  'getSource (node:internal/modules/esm/load:48:20)', 'defaultLoad (node:internal/modules/esm/load:139:40)',
  'ModuleLoader.load (node:internal/modules/esm/loader:724:12)',
  'ModuleLoader.loadAndTranslate (node:internal/modules/esm/loader:543:56)',
  '#createModuleJob (node:internal/modules/esm/loader:567:36)',
  '#getJobFromResolveResult (node:internal/modules/esm/loader:297:34)',
  'ModuleLoader.getModuleJobForImport (node:internal/modules/esm/loader:265:41)',
].map((f) => `\n    at ${f}`).join('');

function resolveImport(specifier, referrer, typeAttribute, checkSyntax = true) {
  const r = R().resolveEsm(specifier, referrer);
  if (r.builtin !== undefined) {
    return { builtin: r.builtin === 'module' ? Module : loadBuiltin(r.builtin) };
  }
  // A file the permissions do not let the loader read (its fs/promises read would be
  // refused: node's ERR_ACCESS_DENIED).
  const denied = binding.permissionCheck(r.path);
  if (denied !== undefined) {
    const err = require('internal/errors').accessDenied(denied);
    err.stack = `Error: ${err.message}${LOADER_READ_FRAMES}`;
    throw err;
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
  if (format === 'module' && checkSyntax) {
    const bad = binding.moduleSyntaxError(r.path);
    if (bad !== undefined) throw moduleSyntaxError(r.path, bad);
  }
  return { path: r.path, format, names: [] };
}

// An ES module that does not parse: the SyntaxError node's loader throws as it compiles
// it, with the loader's frames (and the link's await when it is the module an import()
// asked for); a fatal report shows its line with a caret.
const importTargets = new Set();
const COMPILE_FRAMES = [
  'compileSourceTextModule (node:internal/modules/esm/utils:346:16)',
  'ModuleLoader.moduleStrategy (node:internal/modules/esm/translators:146:18)',
  '#translate (node:internal/modules/esm/loader:497:12)',
  'ModuleLoader.loadAndTranslate (node:internal/modules/esm/loader:544:27)',
];
const LINK_FRAME = 'async ModuleJob._link (node:internal/modules/esm/module_job:148:19)';
// The loader keeps a failed module's job: a later import of it, or of a module that
// imports it, throws the same error.
const syntaxErrors = new Map();
function moduleSyntaxError(path, data) {
  let err = syntaxErrors.get(path);
  if (err === undefined) {
    err = newModuleSyntaxError(path, data);
    syntaxErrors.set(path, err);
  }
  return err;
}
function newModuleSyntaxError(path, [message, line, column]) {
  const lines = (binding.readFile(path) || '').split('\n');
  const atEnd = message === 'Unexpected end of input';
  const n = Math.max(1, Math.min(line, lines.length));
  const source = (lines[n - 1] || '').replace(/\r$/, '');
  const caret = atEnd ? ' '.repeat(source.length) : `${' '.repeat(Math.max(0, column - 1))}^`;
  const err = new SyntaxError(message);
  const frames = importTargets.has(path) ? [...COMPILE_FRAMES, LINK_FRAME] : COMPILE_FRAMES;
  const limit = typeof Error.stackTraceLimit === 'number' ? Math.max(0, Error.stackTraceLimit) : 10;
  err.stack = `SyntaxError: ${message}${frames.slice(0, limit).map((f) => `\n    at ${f}`).join('')}`;
  Object.defineProperty(err, Symbol.for('evloop.throwSite'), {
    value: `${P.toFileURL(path)}:${n}\n${source}\n${caret}\n`,
  });
  return err;
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

// Node's ESM loader reads a module's source with fs/promises' readFile (its
// lib/internal/modules/esm/load.js, getSource), then, once it is compiled, the sources of
// its static imports, all before it links and evaluates the graph: an `import()` of a
// file settles only after those reads' poll-phase callbacks. A CommonJS module is read
// by require, synchronously; a built-in is not read. The engine calls this as each
// `import()` is evaluated, and holds the loading job under the ticket returned until
// the reads are done (`releaseImport`).
const sourceReads = new Map(); // path -> the read's promise
const importsOf = new Map(); // path -> [[path, format], ...] once read
let nextTicket = 0;

function fileToRead(specifier, referrer, typeAttribute) {
  // (a module that does not parse is read too: its error comes when it is compiled)
  const r = resolveImport(specifier, referrer, typeAttribute, false);
  if (r.builtin !== undefined || r.format === 'commonjs') return undefined;
  return [r.path, r.format];
}

function readSource(path, format) {
  let read = sourceReads.get(path);
  if (read !== undefined) return read;
  // The loader starts the read after a few ticks of its own promises.
  read = Promise.resolve()
    .then(() => loadBuiltin('fs/promises').readFile(path))
    .then(() => {
      const deps = [];
      const list = format === 'module' ? binding.moduleRequests(path) : undefined;
      for (let i = 0; list !== undefined && i < list.length; i += 2) {
        try {
          const dep = fileToRead(list[i], path, list[i + 1]);
          if (dep !== undefined) deps.push(dep);
        } catch {
          // the graph's loading reports it
        }
      }
      importsOf.set(path, deps);
    }, () => importsOf.set(path, []));
  sourceReads.set(path, read);
  return read;
}

// Reads every file of the graph at `path` not read yet; settles when all are.
function readGraph(path, format, seen = new Set()) {
  if (seen.has(path)) return undefined;
  seen.add(path);
  return readSource(path, format).then(() =>
    Promise.all(importsOf.get(path).map(([p, f]) => readGraph(p, f, seen))));
}

function allRead(path, seen = new Set()) {
  if (seen.has(path)) return true;
  seen.add(path);
  const deps = importsOf.get(path);
  return deps !== undefined && deps.every(([p]) => allRead(p, seen));
}

// The modules in node's loader map: each one the engine has loaded (a built-in by its
// exports, a file by its path). An `import()` of one of them finds its job there and
// settles after fewer turns of the microtask queue (8 in node v20.20, against 16 for a
// first import of a built-in or a CommonJS module).
const inLoaderMap = new Set();
const CACHED_IMPORT = { turns: 1 };

function loadImport(specifier, referrer, typeAttribute) {
  const r = resolveImport(specifier, referrer, typeAttribute);
  inLoaderMap.add(r.builtin !== undefined ? r.builtin : r.path);
  return r;
}

function prepareImport(specifier, referrer, typeAttribute) {
  let r;
  try {
    r = resolveImport(specifier, referrer, typeAttribute, false);
  } catch {
    return undefined; // the loading job throws it
  }
  if (inLoaderMap.has(r.builtin !== undefined ? r.builtin : r.path)) return CACHED_IMPORT;
  if (r.builtin !== undefined || r.format === 'commonjs') return undefined;
  importTargets.add(r.path);
  if (allRead(r.path)) return undefined;
  const ticket = nextTicket++;
  readGraph(r.path, r.format).then(() => binding.releaseImport(ticket));
  return ticket;
}

module.exports = { resolveImport: loadImport, loadCommonJS, prepareImport };
