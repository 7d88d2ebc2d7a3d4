'use strict';

// Stand-in for evloop's native bindings so that inspect.js can be tested
// under real node.  Only for tests: evloop maps './natives.js' to the Rust
// bindings object.
//
// With `--expose-internals` node's own util binding answers exactly what the
// Rust side answers; without it we fall back to parsing util.inspect output
// (state only, values of settled promises are then unknown).

const util = require('util');

let binding;
try {
  // eslint-disable-next-line node/no-missing-require
  binding = require('internal/test/binding').internalBinding('util');
} catch {
  binding = undefined;
}

function promiseState(p) {
  if (!util.types.isPromise(p)) return undefined;
  if (binding !== undefined) {
    const details = binding.getPromiseDetails(p);
    return details.length === 1 ? [details[0], undefined] : [details[0], details[1]];
  }
  const shown = util.inspect(p, { depth: 0, customInspect: false });
  if (shown.includes('<pending>')) return [0, undefined];
  if (shown.includes('<rejected>')) return [2, undefined];
  return [1, undefined];
}

function isProxy(v) {
  return util.types.isProxy(v);
}

function proxyTarget(v) {
  if (binding !== undefined) {
    const details = binding.getProxyDetails(v, false);
    return details === undefined ? undefined : details;
  }
  return undefined;
}

// Not part of the required contract: inspect.js uses it when present to
// print the handler with `showProxy` (util.format's %o), as node does.
function proxyHandler(v) {
  if (binding !== undefined) {
    const details = binding.getProxyDetails(v, true);
    return details === undefined || details === null ? undefined : details[1];
  }
  return undefined;
}

module.exports = { promiseState, isProxy, proxyTarget, proxyHandler };
