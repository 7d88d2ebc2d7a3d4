'use strict';

// Error construction and argument validation shared by the node:* library
// modules of this directory (events, event_target, util, assert): errors
// carrying Node's codes (ERR_INVALID_ARG_TYPE, ...) and messages.

// inspect.js is reached lazily; should it be unavailable, a minimal rendering
// stands in for it.
let inspectFn;
function inspect(value, opts) {
  if (inspectFn === undefined) {
    try {
      inspectFn = require('./internal/util/inspect.js').inspect;
    } catch (_) {
      inspectFn = null;
    }
  }
  if (typeof inspectFn === 'function') return inspectFn(value, opts);
  try {
    if (typeof value === 'string') return `'${value}'`;
    if (typeof value === 'object' && value !== null) {
      const name = value.constructor && value.constructor.name;
      return opts && opts.depth < 0 ? `[${name || 'Object'}]` : `${name || 'Object'} {}`;
    }
    return String(value);
  } catch (_) {
    return '[object]';
  }
}

// ---------------------------------------------------------------------------
// Coded errors

const codedProtos = new Map();
function codedProto(Base) {
  let proto = codedProtos.get(Base);
  if (proto === undefined) {
    proto = Object.create(Base.prototype);
    Object.defineProperty(proto, 'toString', {
      value: function toString() { return `${this.name} [${this.code}]: ${this.message}`; },
      writable: true, enumerable: false, configurable: true,
    });
    codedProtos.set(Base, proto);
  }
  return proto;
}

// A `Base` error with `code`, its stack header left as the engine wrote it.
function codedError(Base, code, message) {
  const err = new Base(message);
  Object.setPrototypeOf(err, codedProto(Base));
  Object.defineProperty(err, 'code', { value: code, writable: true, enumerable: true, configurable: true });
  return err;
}

// A coded error whose stack header `${name}: ${message}` becomes
// `${name} [${code}]: ${message}`.
function makeError(Base, code, message) {
  const err = codedError(Base, code, message);
  try {
    const stack = err.stack;
    const head = `${err.name}: ${message}`;
    if (typeof stack === 'string' && stack.startsWith(head)) {
      const desc = Object.getOwnPropertyDescriptor(err, 'stack');
      if (desc && 'value' in desc && desc.writable) {
        err.stack = `${err.name} [${code}]: ${message}${stack.slice(head.length)}`;
      }
    }
  } catch (_) { /* ignore */ }
  return err;
}

// Rewrites a stack header reading `${name}: ${message}` or
// `Error: ${message}` to `${name} [${code}]: ${message}` (assert's flavour).
function fixStackHeader(err, name, code, message) {
  try {
    const stack = err.stack;
    if (typeof stack !== 'string') return;
    const desc = Object.getOwnPropertyDescriptor(err, 'stack');
    if (!desc || !('value' in desc) || !desc.writable) return;
    for (const head of [`${name}: ${message}`, `Error: ${message}`]) {
      if (stack.startsWith(head)) {
        err.stack = `${name} [${code}]: ${message}${stack.slice(head.length)}`;
        return;
      }
    }
  } catch (_) { /* ignore */ }
}

// Node's ERR_ACCESS_DENIED from a denial `['ERR_ACCESS_DENIED', message, permission,
// resource, jsStyle]` (hosts/node/src/permission_ops.rs): made in C++ (`Error: ...` heads
// its stack; code, permission, resource), or in lib/ as a NodeError (`Error
// [ERR_ACCESS_DENIED]: ...`).
function accessDenied(denial) {
  const [, message, permission, resource, jsStyle] = denial;
  let err;
  if (jsStyle) {
    err = makeError(Error, 'ERR_ACCESS_DENIED', message);
  } else {
    err = new Error(message);
    err.code = 'ERR_ACCESS_DENIED';
  }
  err.permission = permission;
  err.resource = resource;
  return err;
}

// ---------------------------------------------------------------------------
// Message pieces

const kTypeNames = ['string', 'function', 'number', 'object', 'Function', 'Object', 'boolean', 'bigint', 'symbol'];

function joinList(list, word) {
  if (list.length > 2) return `${list.slice(0, -1).join(', ')}, ${word} ${list[list.length - 1]}`;
  if (list.length === 2) return `${list[0]} ${word} ${list[1]}`;
  return list[0];
}

function describeExpected(expected) {
  if (!Array.isArray(expected)) expected = [expected];
  const types = [];
  const instances = [];
  const other = [];
  for (const value of expected) {
    if (kTypeNames.includes(value)) types.push(value.toLowerCase());
    else if (/^[A-Z][a-zA-Z0-9]*$/.test(value)) instances.push(value);
    else other.push(value);
  }
  if (instances.length > 0) {
    const pos = types.indexOf('object');
    if (pos !== -1) {
      types.splice(pos, 1);
      instances.push('Object');
    }
  }
  let msg = '';
  if (types.length > 0) {
    msg += types.length > 1 ? `one of type ${joinList(types, 'or')}` : `of type ${types[0]}`;
    if (instances.length > 0 || other.length > 0) msg += ' or ';
  }
  if (instances.length > 0) {
    msg += `an instance of ${joinList(instances, 'or')}`;
    if (other.length > 0) msg += ' or ';
  }
  if (other.length > 0) {
    if (other.length > 1) msg += `one of ${joinList(other, 'or')}`;
    else {
      if (other[0].toLowerCase() !== other[0]) msg += 'an ';
      msg += other[0];
    }
  }
  return msg;
}

// How Node names a received value: `an instance of Foo`, `type string ('x')`.
function specificType(value) {
  if (value == null) return `${value}`;
  if (typeof value === 'function') return `function ${value.name}`;
  if (typeof value === 'object') {
    let ctor;
    try { ctor = value.constructor; } catch (_) { /* ignore */ }
    if (ctor && (typeof ctor === 'object' || typeof ctor === 'function') && 'name' in ctor) {
      return `an instance of ${ctor.name}`;
    }
    return `${inspect(value, { depth: -1 })}`;
  }
  if (typeof value === 'string') {
    if (value.length > 28) value = `${value.slice(0, 25)}...`;
    if (!value.includes("'")) return `type string ('${value}')`;
    return `type string (${JSON.stringify(value)})`;
  }
  let shown = inspect(value, { colors: false });
  if (shown.length > 28) shown = `${shown.slice(0, 25)}...`;
  return `type ${typeof value} (${shown})`;
}

function describeReceived(value) {
  return ` Received ${specificType(value)}`;
}

function addNumericalSeparator(val) {
  let res = '';
  let i = val.length;
  const start = val[0] === '-' ? 1 : 0;
  for (; i >= start + 4; i -= 3) res = `_${val.slice(i - 3, i)}${res}`;
  return `${val.slice(0, i)}${res}`;
}

// ---------------------------------------------------------------------------
// Error builders. `codedErrorBuilders(makeError)` gives the builders made
// with another `makeError` (assert's rewrites more stack headers).

function codedErrorBuilders(makeError) {
  function invalidArgType(name, expected, actual) {
    let msg;
    if (name.endsWith(' argument')) msg = `The ${name} `;
    else msg = `The "${name}" ${name.includes('.') ? 'property' : 'argument'} `;
    msg += `must be ${describeExpected(expected)}.${describeReceived(actual)}`;
    return makeError(TypeError, 'ERR_INVALID_ARG_TYPE', msg);
  }

  function invalidArgValue(name, value, reason) {
    let shown = inspect(value);
    if (shown.length > 128) shown = `${shown.slice(0, 128)}...`;
    const type = name.includes('.') ? 'property' : 'argument';
    return makeError(TypeError, 'ERR_INVALID_ARG_VALUE', `The ${type} '${name}' ${reason}. Received ${shown}`);
  }

  function missingArgs(...names) {
    // A list among the names is alternatives: "a" or "b".
    const wrapped = names.map((a) => (Array.isArray(a) ? a.map((x) => `"${x}"`).join(' or ') : `"${a}"`));
    let msg = 'The ';
    if (wrapped.length === 1) msg += `${wrapped[0]} argument`;
    else if (wrapped.length === 2) msg += `${wrapped[0]} and ${wrapped[1]} arguments`;
    else msg += `${wrapped.slice(0, -1).join(', ')}, and ${wrapped[wrapped.length - 1]} arguments`;
    return makeError(TypeError, 'ERR_MISSING_ARGS', `${msg} must be specified`);
  }

  function invalidThis(type) {
    return makeError(TypeError, 'ERR_INVALID_THIS', `Value of "this" must be of type ${type}`);
  }

  function outOfRange(name, range, value) {
    let received;
    if (Number.isInteger(value) && Math.abs(value) > 2 ** 32) received = addNumericalSeparator(String(value));
    else if (typeof value === 'bigint') {
      received = String(value);
      if (value > 2n ** 32n || value < -(2n ** 32n)) received = addNumericalSeparator(received);
      received += 'n';
    } else received = inspect(value);
    return makeError(RangeError, 'ERR_OUT_OF_RANGE',
      `The value of "${name}" is out of range. It must be ${range}. Received ${received}`);
  }

  return { invalidArgType, invalidArgValue, missingArgs, invalidThis, outOfRange };
}

const { invalidArgType, invalidArgValue, missingArgs, invalidThis, outOfRange } = codedErrorBuilders(makeError);

// ---------------------------------------------------------------------------
// Validators

function validateFunction(value, name) {
  if (typeof value !== 'function') throw invalidArgType(name, 'Function', value);
}

function validateString(value, name) {
  if (typeof value !== 'string') throw invalidArgType(name, 'string', value);
}

function validateBoolean(value, name) {
  if (typeof value !== 'boolean') throw invalidArgType(name, 'boolean', value);
}

// timers' getTimerDuration (socket and request timeouts): a number of ms, at most
// 2^31 - 1 (larger ones are cut down, with a TimeoutOverflowWarning).
function getTimerDuration(msecs, name) {
  if (typeof msecs !== 'number') throw invalidArgType(name, 'number', msecs);
  if (msecs < 0 || !Number.isFinite(msecs)) throw outOfRange(name, 'a non-negative finite number', msecs);
  const max = 2 ** 31 - 1;
  if (msecs > max) {
    if (hasProcess() && typeof process.emitWarning === 'function') {
      process.emitWarning(`${msecs} does not fit into a 32-bit signed integer.` +
        `\nTimer duration was truncated to ${max}.`, 'TimeoutOverflowWarning');
    }
    return max;
  }
  return msecs;
}

// node's AbortError (internal/errors): what an aborted signal rejects or throws with, its
// `cause` the signal's reason.
class AbortError extends Error {
  constructor(message = 'The operation was aborted', options = undefined) {
    if (options !== undefined && typeof options !== 'object') {
      throw invalidArgType('options', 'Object', options);
    }
    super(message, options);
    this.code = 'ABORT_ERR';
    this.name = 'AbortError';
  }
}

function validateAbortSignal(signal, name) {
  if (signal !== undefined &&
      (signal === null || typeof signal !== 'object' || !('aborted' in signal))) {
    throw invalidArgType(name, 'AbortSignal', signal);
  }
}

// ---------------------------------------------------------------------------
// process

function hasProcess() {
  return typeof globalThis.process === 'object' && globalThis.process !== null;
}

function emitWarning(warning) {
  if (hasProcess() && typeof process.emitWarning === 'function') process.emitWarning(warning);
}

function nextTick(fn, ...args) {
  if (hasProcess() && typeof process.nextTick === 'function') process.nextTick(fn, ...args);
  else queueMicrotask(() => fn(...args));
}

module.exports = {
  accessDenied,
  inspect,
  codedProto,
  codedError,
  makeError,
  fixStackHeader,
  kTypeNames,
  joinList,
  describeExpected,
  specificType,
  describeReceived,
  addNumericalSeparator,
  codedErrorBuilders,
  invalidArgType,
  invalidArgValue,
  missingArgs,
  invalidThis,
  outOfRange,
  validateFunction,
  validateString,
  validateBoolean,
  validateAbortSignal,
  AbortError,
  getTimerDuration,
  hasProcess,
  emitWarning,
  nextTick,
};
