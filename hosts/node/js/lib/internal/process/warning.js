// process.emitWarning, as node's lib/internal/process/warning.js: the warning is emitted
// in a tick; node's own listener (registered first, unless --no-warnings) prints it.
// Loaded at the first warning.
'use strict';

const {
  process, nodeError, describeReceived, emitIfLoaded, noWarnings, consoleEmit,
} = require('./internals.js');

function emitWarning(warning, type, code, ctor) {
  let detail;
  if (type !== null && typeof type === 'object' && !Array.isArray(type)) {
    ctor = type.ctor;
    code = type.code;
    if (typeof type.detail === 'string') detail = type.detail;
    type = type.type || 'Warning';
  } else if (typeof type === 'function') {
    ctor = type;
    code = undefined;
    type = 'Warning';
  }
  if (type !== undefined && typeof type !== 'string') {
    throw nodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
      `The "type" argument must be of type string.${describeReceived(type)}`);
  }
  if (typeof code === 'function') {
    ctor = code;
    code = undefined;
  } else if (code !== undefined && typeof code !== 'string') {
    throw nodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
      `The "code" argument must be of type string.${describeReceived(code)}`);
  }
  if (typeof warning === 'string') {
    warning = new Error(warning);
    warning.name = String(type || 'Warning');
    if (code !== undefined) warning.code = code;
    if (detail !== undefined) warning.detail = detail;
  } else if (!(warning instanceof Error)) {
    throw nodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
      'The "warning" argument must be of type string or an instance of Error.' +
      describeReceived(warning));
  }
  if (warning.name === 'DeprecationWarning') {
    if (process.noDeprecation) return;
    if (process.throwDeprecation) throw warning;
  }
  process.nextTick(() => {
    if (!noWarnings) printWarning(warning);
    emitIfLoaded(process, 'warning', warning);
  });
}
let traceHintShown = false;
function printWarning(warning) {
  if (!(warning instanceof Error)) return;
  const isDeprecation = warning.name === 'DeprecationWarning';
  if (isDeprecation && process.noDeprecation) return;
  const trace = process.traceProcessWarnings || (isDeprecation && process.traceDeprecation);
  let msg = `(node:${process.pid}) `;
  if (warning.code) msg += `[${warning.code}] `;
  if (trace && warning.stack) {
    msg += `${warning.stack}`;
  } else {
    const toString = typeof warning.toString === 'function' ? warning.toString : Error.prototype.toString;
    msg += `${toString.apply(warning)}`;
  }
  if (typeof warning.detail === 'string') msg += `\n${warning.detail}`;
  if (!trace && !traceHintShown) {
    const flag = isDeprecation ? '--trace-deprecation' : '--trace-warnings';
    const argv0 = String(process.argv0 || 'node').replace(/^.*\//, '').replace(/\.exe$/, '');
    msg += `\n(Use \`${argv0} ${flag} ...\` to show where the warning was created)`;
    traceHintShown = true;
  }
  consoleEmit(2, msg);
}

module.exports = { emitWarning };
