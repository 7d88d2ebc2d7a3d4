// Module resolution as node v20 does it, for `require` (CommonJS) and `import` (ES
// modules): node_modules lookup up the parent folders, package.json `main`, `exports`
// (conditions, subpaths, `*` patterns, null targets), `imports` (`#name`), `"type"`,
// self-reference by package name, and Node's errors with their codes and messages.
// Written after node's lib/internal/modules/cjs/loader.js and esm/resolve.js; paths are
// plain absolute file paths (file URLs only where Node's messages show them).
'use strict';

const { binding } = require('./internals.js');
const P = require('internal/modules/package_json');
const {
  dirname, normalize, resolvePath, realpath, toFileURL, fromFileURL, nodeModulePaths, codedError,
  readPackage, packageScope,
} = P;

const FILE = 0;
const DIR = 1;
// internalModuleStat: 0 a file, 1 a folder, < 0 nothing there.
const stat = (p) => binding.statKind(p);

// ---------------------------------------------------------------- errors
const ERR = {
  PACKAGE_PATH_NOT_EXPORTED(pkgPath, subpath, base) {
    const where = `${pkgPath}/package.json${base ? ` imported from ${base}` : ''}`;
    const msg = subpath === '.'
      ? `No "exports" main defined in ${where}`
      : `Package subpath '${subpath}' is not defined by "exports" in ${where}`;
    return codedError(Error, 'ERR_PACKAGE_PATH_NOT_EXPORTED', msg);
  },
  PACKAGE_IMPORT_NOT_DEFINED(name, pkgPath, base) {
    return codedError(TypeError, 'ERR_PACKAGE_IMPORT_NOT_DEFINED',
      `Package import specifier "${name}" is not defined${pkgPath ? ` in package ${pkgPath}/package.json` : ''} imported from ${base}`);
  },
  INVALID_PACKAGE_TARGET(pkgPath, key, target, isImport, base) {
    const rel = typeof target === 'string' && !isImport && target.length && !target.startsWith('./');
    let msg;
    if (key === '.') {
      msg = `Invalid "exports" main target ${JSON.stringify(target)} defined in the package config ${pkgPath}/package.json${base ? ` imported from ${base}` : ''}${rel ? '; targets must start with "./"' : ''}`;
    } else {
      msg = `Invalid "${isImport ? 'imports' : 'exports'}" target ${JSON.stringify(target)} defined for '${key}' in the package config ${pkgPath}/package.json${base ? ` imported from ${base}` : ''}${rel ? '; targets must start with "./"' : ''}`;
    }
    return codedError(Error, 'ERR_INVALID_PACKAGE_TARGET', msg);
  },
  INVALID_PACKAGE_CONFIG: P.invalidPackageConfig,
  INVALID_MODULE_SPECIFIER(request, reason, base) {
    return codedError(TypeError, 'ERR_INVALID_MODULE_SPECIFIER',
      `Invalid module "${request}" ${reason}${base ? ` imported from ${base}` : ''}`);
  },
  MODULE_NOT_FOUND_ESM(what, base, kind) {
    return codedError(Error, 'ERR_MODULE_NOT_FOUND',
      `Cannot find ${kind} '${what}' imported from ${base}`);
  },
  UNSUPPORTED_DIR_IMPORT(path, base) {
    return codedError(Error, 'ERR_UNSUPPORTED_DIR_IMPORT',
      `Directory import '${path}' is not supported resolving ES modules imported from ${base}`);
  },
  UNKNOWN_FILE_EXTENSION(ext, path) {
    return codedError(TypeError, 'ERR_UNKNOWN_FILE_EXTENSION',
      `Unknown file extension "${ext}" for ${path}`);
  },
  UNKNOWN_BUILTIN_MODULE(name) {
    return codedError(Error, 'ERR_UNKNOWN_BUILTIN_MODULE', `No such built-in module: ${name}`);
  },
  UNSUPPORTED_ESM_URL_SCHEME(protocol) {
    return codedError(Error, 'ERR_UNSUPPORTED_ESM_URL_SCHEME',
      `Only URLs with a scheme in: file, data, and node are supported by the default ESM loader. Received protocol '${protocol}'`);
  },
};
// ---------------------------------------------------------------- exports and imports
const INVALID_SEGMENT = /(^|\\|\/)((\.|%2e)(\.|%2e)?|(n|%6e|%4e)(o|%6f|%4f)(d|%64|%44)(e|%65|%45)(_|%5f)(m|%6d|%4d)(o|%6f|%4f)(d|%64|%44)(u|%75|%55)(l|%6c|%4c)(e|%65|%45)(s|%73|%53))?(\\|\/|$)/i;
const isArrayIndex = (key) => {
  const n = Number(key);
  return `${n}` === key && n >= 0 && n < 0xffffffff;
};

function resolveTarget(pkg, target, subpath, key, base, pattern, internal, conditions) {
  if (typeof target === 'string') {
    if (subpath !== '' && !pattern && !target.endsWith('/')) {
      throw ERR.INVALID_PACKAGE_TARGET(pkg.dir, key, target, internal, base);
    }
    if (!target.startsWith('./')) {
      if (internal && !target.startsWith('../') && !target.startsWith('/')) {
        // An import mapped to a bare specifier: resolve it as a package.
        const spec = pattern ? target.replace(/\*/g, subpath) : target + subpath;
        return { bare: spec };
      }
      throw ERR.INVALID_PACKAGE_TARGET(pkg.dir, key, target, internal, base);
    }
    if (INVALID_SEGMENT.test(target.slice(2))) {
      throw ERR.INVALID_PACKAGE_TARGET(pkg.dir, key, target, internal, base);
    }
    const resolved = resolvePath(pkg.dir, target);
    if (!resolved.startsWith(pkg.dir === '/' ? '/' : `${pkg.dir}/`) && resolved !== pkg.dir) {
      throw ERR.INVALID_PACKAGE_TARGET(pkg.dir, key, target, internal, base);
    }
    if (subpath === '') return { path: resolved };
    if (INVALID_SEGMENT.test(subpath)) {
      const request = pattern ? key.replace('*', subpath) : key + subpath;
      throw ERR.INVALID_MODULE_SPECIFIER(request,
        `request is not a valid match in pattern "${key}" for the "${internal ? 'imports' : 'exports'}" resolution of ${pkg.path}`, base);
    }
    if (pattern) return { path: resolvePath(pkg.dir, target.replace(/\*/g, subpath)) };
    return { path: resolvePath(pkg.dir, target + subpath) };
  }
  if (Array.isArray(target)) {
    if (target.length === 0) return null;
    let lastError;
    for (const t of target) {
      let r;
      try {
        r = resolveTarget(pkg, t, subpath, key, base, pattern, internal, conditions);
      } catch (e) {
        lastError = e;
        if (e.code === 'ERR_INVALID_PACKAGE_TARGET') continue;
        throw e;
      }
      if (r === undefined) continue;
      if (r === null) { lastError = null; continue; }
      return r;
    }
    if (lastError === undefined || lastError === null) return lastError;
    throw lastError;
  }
  if (target !== null && typeof target === 'object') {
    for (const k of Object.keys(target)) {
      if (isArrayIndex(k)) {
        throw ERR.INVALID_PACKAGE_CONFIG(pkg.path, base, '"exports" cannot contain numeric property keys.');
      }
    }
    for (const k of Object.keys(target)) {
      if (k === 'default' || conditions.includes(k)) {
        const r = resolveTarget(pkg, target[k], subpath, key, base, pattern, internal, conditions);
        if (r === undefined) continue;
        return r;
      }
    }
    return undefined;
  }
  if (target === null) return null;
  throw ERR.INVALID_PACKAGE_TARGET(pkg.dir, key, target, internal, base);
}

function patternKeyCompare(a, b) {
  const aStar = a.indexOf('*');
  const bStar = b.indexOf('*');
  const baseA = aStar === -1 ? a.length : aStar + 1;
  const baseB = bStar === -1 ? b.length : bStar + 1;
  if (baseA > baseB) return -1;
  if (baseB > baseA) return 1;
  if (aStar === -1) return 1;
  if (bStar === -1) return -1;
  if (a.length > b.length) return -1;
  if (b.length > a.length) return 1;
  return 0;
}

function isConditionalSugar(exports, pkg, base) {
  if (typeof exports === 'string' || Array.isArray(exports)) return true;
  if (exports === null || typeof exports !== 'object') return false;
  let sugar = false;
  let i = 0;
  for (const key of Object.keys(exports)) {
    const cond = key === '' || key[0] !== '.';
    if (i++ === 0) {
      sugar = cond;
    } else if (sugar !== cond) {
      throw ERR.INVALID_PACKAGE_CONFIG(pkg.path, base,
        '"exports" cannot contain some keys starting with \'.\' and some not. The exports object must either be an object of package subpath keys or an object of main entry condition name keys only.');
    }
  }
  return sugar;
}

// A map lookup shared by "exports" (keys "./x") and "imports" (keys "#x").
function matchMap(map, name, pkg, base, internal, conditions) {
  if (Object.prototype.hasOwnProperty.call(map, name) && !name.includes('*')) {
    const r = resolveTarget(pkg, map[name], '', name, base, false, internal, conditions);
    return { matched: true, result: r };
  }
  let bestKey = '';
  let bestSub = '';
  for (const key of Object.keys(map)) {
    const star = key.indexOf('*');
    if (star !== -1 && name.startsWith(key.slice(0, star))) {
      const trailer = key.slice(star + 1);
      if (name.length >= key.length && name.endsWith(trailer) &&
          patternKeyCompare(bestKey, key) === 1 && key.lastIndexOf('*') === star) {
        bestKey = key;
        bestSub = name.slice(star, name.length - trailer.length);
      }
    }
  }
  if (bestKey) {
    const r = resolveTarget(pkg, map[bestKey], bestSub, bestKey, base, true, internal, conditions);
    return { matched: true, result: r };
  }
  return { matched: false };
}

// packageExportsResolve: a path, or throws.
function exportsResolve(pkg, subpath, base, conditions) {
  let exports = pkg.exports;
  if (isConditionalSugar(exports, pkg, base)) exports = { '.': exports };
  const { matched, result } = matchMap(exports, subpath, pkg, base, false, conditions);
  if (matched && result !== null && result !== undefined) return result.path;
  throw ERR.PACKAGE_PATH_NOT_EXPORTED(pkg.dir, subpath, base);
}

// packageImportsResolve: { path } or { bare }, or throws.
function importsResolve(name, parentFile, conditions, base) {
  if (name === '#' || name.startsWith('#/') || name.endsWith('/')) {
    throw ERR.INVALID_MODULE_SPECIFIER(name, 'is not a valid internal imports specifier name', base);
  }
  const pkg = packageScope(parentFile);
  if (pkg && pkg.imports) {
    const { matched, result } = matchMap(pkg.imports, name, pkg, base, true, conditions);
    if (matched && result !== null && result !== undefined) return result;
  }
  throw ERR.PACKAGE_IMPORT_NOT_DEFINED(name, pkg && pkg.dir, base);
}

// ---------------------------------------------------------------- built-ins
let builtins;
function builtinNames() {
  if (!builtins) builtins = require('./internals.js').builtinNames();
  return builtins;
}
// node:-only built-ins (node:test, node:sea) are not found without the prefix.
const SCHEME_ONLY = new Set(['test', 'test/reporters', 'sea', 'sqlite']);
function builtinOf(request) {
  if (request.startsWith('node:')) {
    const name = request.slice(5);
    if (builtinNames().has(name) || SCHEME_ONLY.has(name)) return name;
    throw ERR.UNKNOWN_BUILTIN_MODULE(request);
  }
  return builtinNames().has(request) && !SCHEME_ONLY.has(request) ? request : undefined;
}

// ---------------------------------------------------------------- CommonJS
const CJS_CONDITIONS = ['require', 'node', 'module-sync'];
const EXTENSIONS = ['.js', '.json', '.node'];

function tryFile(p) {
  return stat(p) === FILE ? realpath(p) : false;
}
function tryExtensions(base) {
  for (const ext of EXTENSIONS) {
    const f = tryFile(base + ext);
    if (f) return f;
  }
  return false;
}
function tryPackage(dir, request) {
  const pkg = readPackage(dir);
  const main = pkg.exists ? pkg.main : undefined;
  if (!main) return tryExtensions(`${dir}/index`);
  const filename = resolvePath(dir, main);
  const found = tryFile(filename) || tryExtensions(filename) || tryExtensions(`${filename}/index`);
  if (found) return found;
  const index = tryExtensions(`${dir}/index`);
  if (index) return index;
  const e = new Error(`Cannot find module '${filename}'. Please verify that the package.json has a valid "main" entry`);
  e.code = 'MODULE_NOT_FOUND';
  e.path = pkg.path;
  e.requestPath = request;
  throw e;
}
// An exports/imports result for require: the file, which must exist (else the error).
function finalizeCjs(resolved) {
  const found = tryFile(resolved);
  if (found) return found;
  const e = new Error(`Cannot find module '${resolved}'`);
  e.code = 'MODULE_NOT_FOUND';
  e.path = resolved;
  return e;
}
const PACKAGE_NAME = /^((?:@[^/\\%]+\/)?[^./\\%][^/\\%]*)(\/.*)?$/;

function resolveExportsIn(nmDir, request) {
  const m = PACKAGE_NAME.exec(request);
  if (!m) return undefined;
  const pkgDir = `${nmDir}/${m[1]}`;
  const pkg = readPackage(pkgDir);
  if (!pkg.exists || pkg.exports === undefined || pkg.exports === null) return undefined;
  const resolved = exportsResolve(pkg, `.${m[2] || ''}`, undefined, CJS_CONDITIONS);
  const f = finalizeCjs(resolved);
  if (f instanceof Error) throw f;
  return f;
}

function findPath(request, paths) {
  const absolute = request.startsWith('/');
  if (absolute) paths = [''];
  const trailingSlash = request.length > 0 &&
    (request.endsWith('/') || request === '.' || request === '..' ||
     request.endsWith('/.') || request.endsWith('/..'));
  for (const cur of paths) {
    if (cur && stat(cur) < 1) continue;
    if (!absolute) {
      const viaExports = resolveExportsIn(cur, request);
      if (viaExports) return viaExports;
    }
    const basePath = absolute ? normalize(request) : resolvePath(cur, request);
    const rc = stat(basePath);
    let filename = false;
    if (!trailingSlash) {
      if (rc === FILE) filename = realpath(basePath);
      if (!filename) filename = tryExtensions(basePath);
    }
    if (!filename && rc === DIR) filename = tryPackage(basePath, request);
    if (filename) return filename;
  }
  return false;
}

function notFound(request, parent) {
  const stack = [];
  for (let m = parent; m; m = m.parent) stack.push(m.filename || m.id);
  let message = `Cannot find module '${request}'`;
  if (stack.length) message += `\nRequire stack:\n- ${stack.join('\n- ')}`;
  const e = new Error(message);
  e.code = 'MODULE_NOT_FOUND';
  e.requireStack = stack;
  return e;
}

const isRelative = (r) => r === '.' || r === '..' || r.startsWith('./') || r.startsWith('../');

// Module._resolveFilename: a built-in's name, or an absolute file path.
function resolveCjs(request, parent, options, globalPaths = []) {
  const builtin = builtinOf(request);
  if (builtin !== undefined) return request.startsWith('node:') ? request : builtin;
  const parentFile = parent && parent.filename;
  let paths;
  if (options && Array.isArray(options.paths)) {
    paths = [];
    for (const p of options.paths) {
      const base = resolvePath(binding.cwd(), p);
      if (isRelative(request)) paths.push(base);
      else for (const nm of nodeModulePaths(base)) if (!paths.includes(nm)) paths.push(nm);
    }
  } else if (isRelative(request)) {
    paths = [parentFile ? dirname(parentFile) : binding.cwd()];
  } else {
    paths = (parent && parent.paths ? parent.paths : nodeModulePaths(binding.cwd())).concat(globalPaths);
  }
  if (request.startsWith('#') && parentFile) {
    const pkg = packageScope(parentFile);
    if (pkg && pkg.imports) {
      const r = importsResolve(request, parentFile, CJS_CONDITIONS, parentFile);
      if (r.bare !== undefined) return resolveCjs(r.bare, parent, undefined, globalPaths);
      const f = finalizeCjs(r.path);
      if (f instanceof Error) throw f;
      return f;
    }
  }
  // A package may require itself by its name, through its "exports".
  if (parentFile) {
    const pkg = packageScope(parentFile);
    if (pkg && pkg.name && pkg.exports !== undefined && pkg.exports !== null &&
        (request === pkg.name || request.startsWith(`${pkg.name}/`))) {
      const resolved = exportsResolve(pkg, `.${request.slice(pkg.name.length)}`, undefined, CJS_CONDITIONS);
      const f = finalizeCjs(resolved);
      if (f instanceof Error) throw f;
      return f;
    }
  }
  const filename = findPath(request, paths);
  if (filename) return filename;
  throw notFound(request, parent);
}

// require.resolve.paths(request)
function lookupPaths(request, parent) {
  if (request.startsWith('node:') || builtinNames().has(request)) return null;
  if (isRelative(request)) return [parent && parent.filename ? dirname(parent.filename) : binding.cwd()];
  return parent && parent.paths ? parent.paths.slice() : nodeModulePaths(binding.cwd());
}

// ---------------------------------------------------------------- ES modules
const ESM_CONDITIONS = ['node', 'import', 'module-sync'];

function finalizeEsm(path, base) {
  if (path.endsWith('/')) throw ERR.UNSUPPORTED_DIR_IMPORT(path, base);
  const rc = stat(path);
  if (rc === DIR) throw ERR.UNSUPPORTED_DIR_IMPORT(path, base);
  if (rc !== FILE) throw ERR.MODULE_NOT_FOUND_ESM(path, base, 'module');
  return realpath(path);
}

function legacyMainResolve(pkg, base) {
  const tries = [];
  if (pkg.main) {
    const m = resolvePath(pkg.dir, pkg.main);
    tries.push(m, `${m}.js`, `${m}.json`, `${m}.node`, `${m}/index.js`, `${m}/index.json`, `${m}/index.node`);
  }
  tries.push(`${pkg.dir}/index.js`, `${pkg.dir}/index.json`, `${pkg.dir}/index.node`);
  for (const t of tries) if (stat(t) === FILE) return t;
  throw ERR.MODULE_NOT_FOUND_ESM(`${pkg.dir}/`, base, 'package');
}

function packageResolveEsm(specifier, parentFile, base) {
  const builtin = builtinOf(specifier);
  if (builtin !== undefined) return { builtin };
  let name;
  let sep = specifier.indexOf('/');
  let valid = true;
  if (specifier === '') valid = false;
  else if (specifier[0] === '@') {
    if (sep === -1 || specifier.length === sep + 1) valid = false;
    else sep = specifier.indexOf('/', sep + 1);
  }
  name = sep === -1 ? specifier : specifier.slice(0, sep);
  if (name.startsWith('.') || name.includes('\\') || name.includes('%')) valid = false;
  if (!valid) throw ERR.INVALID_MODULE_SPECIFIER(specifier, 'is not a valid package name', base);
  const subpath = `.${sep === -1 ? '' : specifier.slice(sep)}`;
  const scope = packageScope(parentFile);
  if (scope && scope.name === name && scope.exports !== undefined && scope.exports !== null) {
    return { path: exportsResolve(scope, subpath, base, ESM_CONDITIONS) };
  }
  let dir = dirname(parentFile);
  for (;;) {
    const pkgDir = `${dir === '/' ? '' : dir}/node_modules/${name}`;
    if (stat(pkgDir) === DIR) {
      const pkg = readPackage(pkgDir, base);
      if (pkg.exists && pkg.exports !== undefined && pkg.exports !== null) {
        return { path: exportsResolve(pkg, subpath, base, ESM_CONDITIONS) };
      }
      if (subpath === '.') return { path: legacyMainResolve(pkg.exists ? pkg : { dir: pkgDir }, base) };
      return { path: resolvePath(pkgDir, subpath) };
    }
    if (dir === '/') break;
    dir = dirname(dir);
  }
  throw ERR.MODULE_NOT_FOUND_ESM(name, base, 'package');
}

// The format of a file: 'module', 'commonjs', 'json' (or throws for an unknown extension).
// A `.js` file outside any "type" is CommonJS unless its syntax is only valid in an ES
// module (node 20.19+ detects that): `detect(path)` tells.
function formatOf(path, detect) {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  const ext = dot > slash ? path.slice(dot) : '';
  if (ext === '.mjs') return 'module';
  if (ext === '.cjs') return 'commonjs';
  if (ext === '.json') return 'json';
  if (ext === '.node') return 'addon';
  const pkg = packageScope(path);
  const type = pkg ? pkg.type : 'none';
  if (ext === '.js' || ext === '') {
    if (type !== 'none') return type;
    return detect && detect(path) ? 'module' : 'commonjs';
  }
  throw ERR.UNKNOWN_FILE_EXTENSION(ext, path);
}

// defaultResolve: { builtin } or { path } (the format is asked separately).
function resolveEsm(specifier, parentFile) {
  const base = parentFile;
  if (specifier.startsWith('#')) {
    const r = importsResolve(specifier, parentFile, ESM_CONDITIONS, base);
    if (r.bare !== undefined) return resolveEsm(r.bare, parentFile);
    return { path: finalizeEsm(r.path, base) };
  }
  if (specifier.startsWith('/') || specifier.startsWith('./') || specifier.startsWith('../') ||
      specifier === '.' || specifier === '..') {
    let p = specifier;
    const q = p.search(/[?#]/);
    if (q !== -1) p = p.slice(0, q);
    const path = resolvePath(dirname(parentFile), decodeURIComponent(p));
    return { path: finalizeEsm(specifier.endsWith('/') ? `${path}/` : path, base) };
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(specifier);
  if (scheme && scheme[1].length > 1) {
    if (scheme[1] === 'node') {
      const builtin = builtinOf(specifier);
      return { builtin };
    }
    if (scheme[1] === 'file') return { path: finalizeEsm(normalize(fromFileURL(specifier).replace(/[?#].*$/, '')), base) };
    throw ERR.UNSUPPORTED_ESM_URL_SCHEME(`${scheme[1]}:`);
  }
  const r = packageResolveEsm(specifier, parentFile, base);
  if (r.builtin !== undefined) return r;
  return { path: finalizeEsm(r.path, base) };
}

module.exports = {
  resolveCjs, resolveEsm, lookupPaths, nodeModulePaths, formatOf, packageScope, readPackage,
  dirname, resolvePath, toFileURL, fromFileURL, builtinOf, ERR,
};
