// The parts of the CommonJS loader (cjs.js) a run needs only now and then: `require()`
// of an ES module, `.json` and `.node` files, `createRequire`, the `-e`/stdin module and
// the typeless-package warning. Loaded on first use, so a start never parses them.
'use strict';

const internals = require('./internals.js');
const { binding } = internals;
const P = require('internal/modules/package_json');
const { Module, makeRequireFunction, kIsExecuting } = require('internal/modules/cjs');

function loadESM(module, filename) {
  const ns = binding.requireModule(filename);
  if (ns === undefined) {
    // node 20.20's message names the requiring module and the required file.
    const parent = module.parent;
    let message = 'require() cannot be used on an ESM graph with top-level await. Use import() instead. To see where the top-level await comes from, use --experimental-print-required-tla.';
    if (parent) message += `\n  From ${parent.filename ?? parent.id} `;
    message += `\n  Requiring ${filename} `;
    const e = new Error(message);
    e.code = 'ERR_REQUIRE_ASYNC_MODULE';
    throw e;
  }
  module.exports = ns;
}

function loadJSON(module, content, filename) {
  try {
    module.exports = JSON.parse(content.charCodeAt(0) === 0xfeff ? content.slice(1) : content);
  } catch (e) {
    e.message = `${filename}: ${e.message}`;
    throw e;
  }
}

function nativeAddonError(filename) {
  const e = new Error(`evloop cannot load native addons (${filename})`);
  e.code = 'ERR_EVLOOP_UNMODELLED_BUILTIN';
  Object.defineProperty(e, Symbol.for('evloop.oneLine'), { value: true });
  return e;
}

function createRequire(filename) {
  let path = filename;
  if (filename !== null && typeof filename === 'object' && typeof filename.href === 'string') path = filename.href;
  if (typeof path === 'string' && path.startsWith('file:')) path = P.fromFileURL(path);
  if (typeof path !== 'string' || !path.startsWith('/')) {
    const e = new TypeError(`The argument 'filename' must be a file URL object, file URL string, or absolute path string. Received ${internals.inspect(filename)}`);
    e.code = 'ERR_INVALID_ARG_VALUE';
    throw e;
  }
  const proxyPath = path.endsWith('/') ? `${path}noop.js` : path;
  const m = new Module(proxyPath);
  m.filename = proxyPath;
  m.paths = P.nodeModulePaths(P.dirname(proxyPath));
  return makeRequireFunction(m);
}

// `-e`, `-p` and stdin: a module named `[eval]` (or `[stdin]`) in the working folder.
function evalModule(name) {
  const cwd = binding.cwd();
  const module = new Module(name, null);
  module.filename = `${cwd === '/' ? '' : cwd}/${name}`;
  module.path = '.';
  module.paths = P.nodeModulePaths(cwd);
  module[kIsExecuting] = false;
  return { module, require: makeRequireFunction(module) };
}

// A .js file found to be an ES module by its syntax: node warns when a package.json
// without "type" is its scope (outside node_modules), since each load parses it twice.
function warnTypeless(filename) {
  if (filename.includes('/node_modules/')) return;
  const pkg = P.packageScope(filename);
  if (!pkg || pkg.type !== 'none') return;
  process.emitWarning(`Module type of ${P.toFileURL(filename)} is not specified and it doesn't parse as CommonJS.\n` +
    'Reparsing as ES module because module syntax was detected. This incurs a performance overhead.\n' +
    `To eliminate this warning, add "type": "module" to ${pkg.path}.`, { code: 'MODULE_TYPELESS_PACKAGE_JSON' });
}

module.exports = {
  loadESM, loadJSON, nativeAddonError, createRequire, evalModule, warnTypeless,
};
