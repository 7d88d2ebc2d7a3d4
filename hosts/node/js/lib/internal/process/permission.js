// Node's permission model (--experimental-permission; node's initializePermission) and
// evloop's --sandbox, as a script sees them: process.binding refused, process.permission,
// and the warnings node prints at start. The ops enforce both
// (hosts/node/src/permission.rs). Loaded by the bootstrap only when one of them is on.
const internals = require('./internals.js');
const { binding, process } = internals;

function setup(permissionModel, sandboxed, accessDenied) {
  process.binding = function binding(_module) {
    throw accessDenied(['ERR_ACCESS_DENIED', 'process.binding', '', '', true]);
  };
  if (permissionModel !== undefined) {
    const [childProcess, worker, addons, wasi, fsRead, fsWrite] = permissionModel;
    Object.freeze(require('path'));
    // (A worker has its parent's permissions and warns again, as node's do.)
    process.emitWarning('Permission is an experimental feature and might change at any time',
      'ExperimentalWarning');
    for (const [flag, on] of [['--allow-addons', addons], ['--allow-child-process', childProcess],
      ['--allow-wasi', wasi], ['--allow-worker', worker]]) {
      if (on) {
        process.emitWarning(`The flag ${flag} must be used with extreme caution. ` +
          'It could invalidate the permission model.', 'SecurityWarning');
      }
    }
    for (const [flag, value] of [['--allow-fs-read', fsRead], ['--allow-fs-write', fsWrite]]) {
      if (value.length === 1 && value[0].includes(',')) {
        process.emitWarning(`The ${flag} CLI flag has changed. ` +
          'Passing a comma-separated list of paths is no longer valid. ' +
          'Documentation can be found at ' +
          'https://nodejs.org/api/permissions.html#file-system-permissions', 'Warning');
      }
    }
    const has = function has(scope, reference) {
      const { validateString, invalidArgType } = require('internal/errors');
      validateString(scope, 'scope');
      if (reference != null) {
        if (reference instanceof Uint8Array && require('buffer').Buffer.isBuffer(reference)) {
          reference = reference.toString();
        } else if (typeof reference !== 'string') {
          throw invalidArgType('reference', 'string', reference);
        }
      }
      return binding.permissionHas(scope, reference == null ? undefined : reference);
    };
    Object.defineProperty(process, 'permission', {
      __proto__: null, enumerable: true, configurable: false, writable: false,
      value: { has },
    });
  }
}

module.exports = { setup };
