'use strict';
// Loads evloop's Node modules (hosts/node/js/lib) under plain node. They require each other
// by id ('./internal/errors.js' from any folder), as evloop's internal require does; a test
// may stand something else in for some of them: node's own module ('util'), or a file.
//
//   const JS_DIR = require('./lib_require.js')({ './internal/util/inspect.js': 'util' });
//
// `./internal/web/X` is hosts/engine/js/web/X.js. A stand-in may be a function of the requiring file's path, returning undefined to load
// evloop's own module after all.

const Module = require('module');
const path = require('path');

const JS_DIR = path.resolve(__dirname, '..', 'lib');
// The web cores shared with the browser host, which evloop files as `internal/web/*`.
const WEB_DIR = path.resolve(__dirname, '..', '..', '..', 'engine', 'js', 'web');

function mapLibRequires(standIns = {}) {
  const origResolve = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    if (parent && parent.filename && parent.filename.startsWith(JS_DIR + path.sep) && request.startsWith('./')) {
      let standIn = standIns[request];
      if (typeof standIn === 'function') standIn = standIn(parent.filename);
      if (standIn !== undefined) return standIn;
      if (request.startsWith('./internal/web/')) {
        return origResolve.call(this, path.join(WEB_DIR, request.slice('./internal/web/'.length)), parent, ...rest);
      }
      return origResolve.call(this, path.join(JS_DIR, request), parent, ...rest);
    }
    return origResolve.call(this, request, parent, ...rest);
  };
  return JS_DIR;
}

module.exports = mapLibRequires;
