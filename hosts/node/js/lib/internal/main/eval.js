// `-e`, `-p` and stdin (Node's evalScript): the code runs as a global script with the
// module's names as globals. Loaded by the bootstrap's prepareEval hook, so a start that
// runs a file never parses this.
'use strict';

const internals = require('./internals.js');

function prepareEval(name, source) {
  const global = globalThis;
  const { module: mod, require } = internals.cjsLoader().evalModule(name);
  internals.evalSources = internals.evalSources || new Map();
  internals.evalSources.set(name, source);
  Object.assign(global, {
    module: mod, exports: mod.exports, __filename: name, __dirname: '.', require,
  });
  // And the built-in modules as lazy, non-enumerable globals (`os.cpus()`), which an
  // assignment replaces, as node's addBuiltinLibsToObject makes them; not `_x`, `x/y`
  // nor a name the global object already has.
  for (const lib of internals.builtinNames()) {
    if (lib.startsWith('_') || lib.includes('/') || Object.prototype.hasOwnProperty.call(global, lib)) continue;
    const setReal = (value) => {
      delete global[lib];
      global[lib] = value;
    };
    Object.defineProperty(global, lib, {
      get() {
        const exports = require(lib);
        Object.defineProperty(global, lib, { get: () => exports, set: setReal, configurable: true, enumerable: false });
        return exports;
      },
      set: setReal,
      configurable: true,
      enumerable: false,
    });
  }
}

module.exports = { prepareEval };
