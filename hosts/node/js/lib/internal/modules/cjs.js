// The CommonJS loader, as node v20's lib/internal/modules/cjs/loader.js behaves: `Module`
// (`require('module')`), `require` with `resolve`, `resolve.paths`, `cache`, `main`,
// `extensions`; `Module._load`/`_resolveFilename`/`_extensions`/`_cache`;
// `createRequire`, `builtinModules`, `isBuiltin`; `require()` of an ES module (node
// 20.19+); and the two hooks the engine's ES module loader calls (resolve an `import`,
// load a CommonJS module an ES module imports).
'use strict';

const internals = require('./internals.js');
const { binding, mainFiles } = internals;
// Paths and package scopes (every start needs them); the rest of resolution is loaded on
// the first require of something other than a built-in.
const P = require('internal/modules/package_json');
let resolver;
const R = () => (resolver ||= require('internal/modules/resolve'));
// What only some runs need (ES modules by require, JSON, createRequire, `-e`) loads on
// first use too.
let extraCache;
const extra = () => (extraCache ||= require('internal/modules/cjs_extra'));

const WRAPPER = ['(function (exports, require, module, __filename, __dirname) { ', '\n})'];

// Node v20.20's list (`require('module').builtinModules`): what the modelled ones are is
// `builtinLoaders`' keys; the others exist in node and are refused with a clear error.
const NODE_BUILTINS = ['_http_agent', '_http_client', '_http_common', '_http_incoming',
  '_http_outgoing', '_http_server', '_stream_duplex', '_stream_passthrough', '_stream_readable',
  '_stream_transform', '_stream_wrap', '_stream_writable', '_tls_common', '_tls_wrap', 'assert',
  'assert/strict', 'async_hooks', 'buffer', 'child_process', 'cluster', 'console', 'constants',
  'crypto', 'dgram', 'diagnostics_channel', 'dns', 'dns/promises', 'domain', 'events', 'fs',
  'fs/promises', 'http', 'http2', 'https', 'inspector', 'inspector/promises', 'module', 'net',
  'os', 'path', 'path/posix', 'path/win32', 'perf_hooks', 'process', 'punycode', 'querystring',
  'readline', 'readline/promises', 'repl', 'stream', 'stream/consumers', 'stream/promises',
  'stream/web', 'string_decoder', 'sys', 'timers', 'timers/promises', 'tls', 'trace_events',
  'tty', 'url', 'util', 'util/types', 'v8', 'vm', 'wasi', 'worker_threads', 'zlib'];
const builtinSet = new Set(NODE_BUILTINS);
internals.builtinNames = () => builtinSet;

const kIsMain = Symbol('kIsMainSymbol');
const kIsCachedByESMLoader = Symbol('kIsCachedByESMLoader');
const kIsExecuting = Symbol('kIsExecuting');
// A module's parent is kept outside the object (node's moduleParentCache), so it shows
// in no inspect or symbol list.
const parents = new WeakMap();

function Module(id = '', parent) {
  this.id = id;
  this.path = P.dirname(id);
  this.exports = {};
  parents.set(this, parent);
  if (parent && !parent.children.includes(this)) parent.children.push(this);
  this.filename = null;
  this.loaded = false;
  this.children = [];
}
// Node's Module.prototype.constructor is an accessor, so inspect shows a module as a
// plain object.
Object.defineProperty(Module.prototype, 'constructor', {
  get() { return Module; }, enumerable: false, configurable: false,
});
Object.defineProperty(Module.prototype, 'parent', {
  get() { return parents.get(this); },
  set(v) { parents.set(this, v); },
  configurable: true,
});
Module.Module = Module;
Module._cache = { __proto__: null };
Module._pathCache = { __proto__: null };
Module.builtinModules = NODE_BUILTINS.slice();
Module.isBuiltin = (name) => {
  const s = `${name}`;
  return s.startsWith('node:') ? builtinSet.has(s.slice(5)) || s === 'node:test' : builtinSet.has(s);
};
Module.wrapper = WRAPPER.slice();
Module.wrap = (script) => WRAPPER[0] + script + WRAPPER[1];
Module._nodeModulePaths = P.nodeModulePaths;
(() => {
  const home = typeof process === 'object' && process.env ? process.env.HOME : undefined;
  const execPath = typeof process === 'object' && process.execPath ? process.execPath : '/usr/bin/node';
  const prefix = P.dirname(P.dirname(execPath));
  const paths = [`${prefix}/lib/node`];
  if (home) paths.unshift(`${home}/.node_modules`, `${home}/.node_libraries`);
  Module.globalPaths = paths;
})();

// A built-in the model has: its exports; one node has but evloop does not: a clear error.
function loadBuiltin(name) {
  const bare = name.startsWith('node:') ? name.slice(5) : name;
  // The table (internal/modules/builtins) loads at the first built-in required.
  const { builtinLoaders } = internals;
  if (Object.prototype.hasOwnProperty.call(builtinLoaders, bare)) return builtinLoaders[bare]();
  if (bare === 'module') return Module;
  const e = new Error(`evloop does not model node:${bare} yet (node v20 has it; the README lists the built-in modules evloop models)`);
  e.code = 'ERR_EVLOOP_UNMODELLED_BUILTIN';
  Object.defineProperty(e, Symbol.for('evloop.oneLine'), { value: true });
  throw e;
}
internals.loadBuiltin = loadBuiltin;

Module._resolveLookupPaths = function (request, parent) {
  const paths = R().lookupPaths(request, parent);
  if (paths === null) return null;
  if (request.startsWith('./') || request.startsWith('../') || request === '.' || request === '..') return paths;
  return paths.concat(Module.globalPaths);
};

Module._resolveFilename = function (request, parent, isMain, options) {
  // A built-in's name resolves to itself (node's normalizeRequirableId comes first too).
  if (builtinSet.has(request)) return request;
  return R().resolveCjs(request, parent, options, Module.globalPaths);
};

Module._load = function (request, parent, isMain) {
  if (request.startsWith('node:')) {
    if (!builtinSet.has(request.slice(5))) R().builtinOf(request);
    return loadBuiltin(request);
  }
  const filename = Module._resolveFilename(request, parent, isMain);
  if (builtinSet.has(filename) || filename.startsWith('node:')) return loadBuiltin(filename);
  const cached = Module._cache[filename];
  if (cached !== undefined) {
    if (parent && !parent.children.includes(cached)) parent.children.push(cached);
    return cached.exports;
  }
  const module = new Module(filename, parent);
  if (isMain) {
    module.id = '.';
    process.mainModule = module;
  }
  return loadCached(module, filename, parent);
};

// Caches `module` under `filename` and loads it; a module that throws while loading is
// taken out of the cache (and out of its parent's children), so a later require retries.
function loadCached(module, filename, parent) {
  Module._cache[filename] = module;
  let threw = true;
  try {
    module.load(filename);
    threw = false;
  } finally {
    if (threw) {
      delete Module._cache[filename];
      if (parent) {
        const i = parent.children.indexOf(module);
        if (i !== -1) parent.children.splice(i, 1);
      }
    }
  }
  return module.exports;
}

function extensionOf(filename) {
  const base = filename.slice(filename.lastIndexOf('/') + 1);
  let i = 0;
  while ((i = base.indexOf('.', i + 1)) !== -1) {
    const ext = base.slice(i);
    if (Module._extensions[ext]) return ext;
  }
  return '.js';
}

Module.prototype.load = function (filename) {
  this.filename = filename;
  this.paths = P.nodeModulePaths(P.dirname(filename));
  // A module an ES module's import loads has its own marks (loadCommonJS).
  if (this[kIsCachedByESMLoader] === undefined) {
    this[kIsMain] = this.id === '.';
    this[kIsCachedByESMLoader] = false;
  }
  Module._extensions[extensionOf(filename)](this, filename);
  this.loaded = true;
};

Module.prototype.require = function moduleRequire(id) {
  if (typeof id !== 'string') {
    throw internals.invalidArgType('id', 'string', id);
  }
  if (id === '') {
    const e = new TypeError("The argument 'id' must be a non-empty string. Received ''");
    e.code = 'ERR_INVALID_ARG_VALUE';
    throw e;
  }
  return Module._load(id, this, false);
};

// A `.js` file that does not compile as CommonJS but parses as a module is one (node
// 20.19+), unless its package says "commonjs".
function compileOrDetect(content, filename) {
  const body = content.startsWith('#!') ? content.replace(/^#!.*/, '') : content;
  try {
    return binding.compile(filename, WRAPPER[0] + body + WRAPPER[1]);
  } catch (e) {
    if (!filename.endsWith('.cjs')) {
      const pkg = P.packageScope(filename);
      if ((!pkg || pkg.type === 'none') && binding.isModuleSyntax(content)) return null;
    }
    throw syntaxErrorOf(e, filename, body);
  }
}
// The engine's compile failure as a SyntaxError. Its position is the file's: a fatal
// report shows that line with a caret under it, as node's does for a required file.
function syntaxErrorOf(e, filename, body) {
  let text = String(e && e.message || e).replace(/^cannot load [^:]*: /, '').replace(/^SyntaxError: /, '');
  const at = / at line (\d+), col (\d+)(?: \(native\))?$/.exec(text);
  if (at) text = text.slice(0, at.index);
  const lines = body === undefined ? [] : body.split('\n');
  // An error on the wrapper's closing line is the input ending too early.
  const atEnd = at !== null && Number(at[1]) > lines.length;
  const err = new SyntaxError(atEnd ? 'Unexpected end of input' : text);
  if (at && filename !== undefined) {
    const line = Math.min(Number(at[1]), lines.length);
    const source = (lines[line - 1] || '').replace(/\r$/, '');
    // Line 1 is the wrapper's too. At the end of the input V8 shows no caret.
    const col = Math.max(1, Number(at[2]) - (line === 1 ? WRAPPER[0].length : 0));
    const caret = atEnd ? ' '.repeat(source.length) : `${' '.repeat(col - 1)}^`;
    // Node decorates the stack with that line (its decorateErrorStack), so a caught
    // error's stack shows it too, and a fatal report prints the stack as it is.
    const site = `${filename}:${line}\n${source}\n${caret}\n`;
    err.stack = `${site}\n${err.stack}`;
    Object.defineProperty(err, Symbol.for('evloop.decorated'), { value: true });
  }
  return err;
}

Module.prototype._compile = function _compile(content, filename) {
  const fn = compileOrDetect(content, filename);
  if (fn === null) {
    warnTypeless(filename);
    return loadESM(this, filename);
  }
  mainFiles.add(filename);
  const require = makeRequireFunction(this);
  this[kIsExecuting] = true;
  try {
    return fn.call(this.exports, this.exports, require, this, filename, P.dirname(filename));
  } finally {
    this[kIsExecuting] = false;
  }
};

function loadESM(module, filename) {
  extra().loadESM(module, filename);
}

function readSource(filename) {
  const text = binding.readFile(filename, true);
  if (typeof text === 'object') throw require('internal/errors').accessDenied(text);
  if (text === undefined) {
    const e = new Error(`ENOENT: no such file or directory, open '${filename}'`);
    e.code = 'ENOENT';
    throw e;
  }
  return text;
}

Module._extensions = { __proto__: null };
Module._extensions['.js'] = function (module, filename) {
  const content = readSource(filename);
  if (filename.endsWith('.js')) {
    const pkg = P.packageScope(filename);
    if (pkg && pkg.type === 'module') return loadESM(module, filename);
  }
  module._compile(content, filename);
};
Module._extensions['.json'] = function (module, filename) {
  const content = readSource(filename);
  extra().loadJSON(module, content, filename);
};
Module._extensions['.node'] = function (module, filename) {
  throw extra().nativeAddonError(filename);
};
Module._extensions['.mjs'] = function (module, filename) {
  loadESM(module, filename);
};

function makeRequireFunction(mod) {
  const require = function require(path) {
    return mod.require(path);
  };
  function resolve(request, options) {
    if (typeof request !== 'string') throw internals.invalidArgType('request', 'string', request);
    return Module._resolveFilename(request, mod, false, options);
  }
  require.resolve = resolve;
  resolve.paths = function paths(request) {
    if (typeof request !== 'string') throw internals.invalidArgType('request', 'string', request);
    return Module._resolveLookupPaths(request, mod);
  };
  require.main = process.mainModule;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}

Module.createRequire = function createRequire(filename) {
  return extra().createRequire(filename);
};

// The CommonJS main, compiled by the host (which reports its syntax errors).
function runMain(wrapper, filename) {
  mainFiles.add(filename);
  const module = new Module('.', null);
  module.filename = filename;
  module.path = P.dirname(filename);
  module.paths = P.nodeModulePaths(module.path);
  module[kIsMain] = true;
  module[kIsCachedByESMLoader] = false;
  module[kIsExecuting] = true;
  Module._cache[filename] = module;
  process.mainModule = module;
  const require = makeRequireFunction(module);
  try {
    wrapper.call(module.exports, module.exports, require, module, filename, module.path);
  } finally {
    module[kIsExecuting] = false;
  }
  module.loaded = true;
}

// `-e`, `-p` and stdin: a module named `[eval]` (or `[stdin]`) in the working folder.
function evalModule(name) {
  return extra().evalModule(name);
}

// A .js file found to be an ES module by its syntax: node warns when its package.json has
// no "type" (internal/modules/cjs_extra).
function warnTypeless(filename) {
  extra().warnTypeless(filename);
}

// The format the host runs the main file in: 'module' for `.mjs` and for `.js` under a
// package with "type": "module"; otherwise 'commonjs' (the host tries module syntax
// when that fails to compile).
function mainFormat(path) {
  if (path.endsWith('.mjs')) return 'module';
  if (path.endsWith('.cjs')) return 'commonjs';
  const pkg = P.packageScope(path);
  if (pkg && pkg.type === 'module' && (path.endsWith('.js') || !/\.[^/]*$/.test(path))) return 'module';
  return pkg && pkg.type === 'commonjs' ? 'commonjs' : 'none';
}

module.exports = {
  Module, runMain, warnTypeless, evalModule, mainFormat, loadBuiltin,
  // for internal/modules/esm/translators
  loadCached, builtinSet, kIsCachedByESMLoader, resolver: R,
  // for internal/modules/cjs_extra
  makeRequireFunction, kIsExecuting,
};
