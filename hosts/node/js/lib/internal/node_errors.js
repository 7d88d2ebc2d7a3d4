'use strict';

// errors.js's builders, with the errors marked as Node's own (internals.kNodeError), so
// that an uncaught one prints its header as Node does: `TypeError [ERR_X]: message`.

const errors = require('./internal/errors.js');
const { kNodeError } = require('./internals.js');

function tag(e) {
  if (kNodeError !== undefined) Object.defineProperty(e, kNodeError, { value: true });
  return e;
}

const out = Object.assign({}, errors);
for (const name of ['makeError', 'invalidArgType', 'invalidArgValue', 'missingArgs', 'invalidThis', 'outOfRange']) {
  out[name] = (...args) => tag(errors[name](...args));
}
out.validateFunction = (value, name) => {
  if (typeof value !== 'function') throw out.invalidArgType(name, 'Function', value);
};
out.validateString = (value, name) => {
  if (typeof value !== 'string') throw out.invalidArgType(name, 'string', value);
};
out.validateBoolean = (value, name) => {
  if (typeof value !== 'boolean') throw out.invalidArgType(name, 'boolean', value);
};
// Node's numeric validators (internal/validators): the type, then an integer, then the range.
out.validateInteger = (value, name, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) => {
  if (typeof value !== 'number') throw out.invalidArgType(name, 'number', value);
  if (!Number.isInteger(value)) throw out.outOfRange(name, 'an integer', value);
  if (value < min || value > max) throw out.outOfRange(name, `>= ${min} && <= ${max}`, value);
};
out.validateInt32 = (value, name, min = -2147483648, max = 2147483647) =>
  out.validateInteger(value, name, min, max);
out.validateUint32 = (value, name, positive = false) =>
  out.validateInteger(value, name, positive ? 1 : 0, 4294967295);
// The shapes node's web classes share: `Name { ... }` in inspect (one level less
// deep), a @@toStringTag, accessors enumerable on the prototype as WebIDL makes them.
out.inspectAs = function inspectAs(name, self, obj, depth, options, inspect) {
  if (depth < 0) return self;
  const opts = Object.assign({}, options, {
    depth: options.depth == null ? options.depth : options.depth - 1,
  });
  return `${name} ${inspect(obj, opts)}`;
};
out.setToStringTag = function setToStringTag(proto, tag) {
  Object.defineProperty(proto, Symbol.toStringTag, { value: tag, configurable: true });
};
out.makeEnumerable = function makeEnumerable(proto, names) {
  for (const name of names) {
    const desc = Object.getOwnPropertyDescriptor(proto, name);
    desc.enumerable = true;
    Object.defineProperty(proto, name, desc);
  }
};
// Node's SystemError: a failed libuv call that `ctx` ({ errno, code, message, syscall,
// path?, dest? }) describes. `info` is ctx itself; errno, syscall, path and dest read
// and write through to it. Each code is a subclass (NodeError, as in node).
class SystemError extends Error {
  constructor(key, prefix, ctx) {
    super();
    let message = `${prefix}: ${ctx.syscall} returned ${ctx.code} (${ctx.message})`;
    if (ctx.path !== undefined) message += ` ${ctx.path}`;
    if (ctx.dest !== undefined) message += ` => ${ctx.dest}`;
    this.code = key;
    const through = (name, read = (v) => v) => ({
      get() { return read(ctx[name]); },
      set(value) { ctx[name] = value; },
      enumerable: true,
      configurable: true,
    });
    const asText = (v) => (v != null ? v.toString() : v);
    Object.defineProperties(this, {
      name: { value: 'SystemError', writable: true, enumerable: false, configurable: true },
      message: { value: message, writable: true, enumerable: false, configurable: true },
      info: { value: ctx, writable: false, enumerable: true, configurable: true },
      errno: through('errno'),
      syscall: through('syscall'),
    });
    if (ctx.path !== undefined) Object.defineProperty(this, 'path', through('path', asText));
    if (ctx.dest !== undefined) Object.defineProperty(this, 'dest', through('dest', asText));
    tag(this);
  }

  toString() {
    return `${this.name} [${this.code}]: ${this.message}`;
  }

  // Shown with its accessors' values (errno: [Getter/Setter: -3]).
  [Symbol.for('nodejs.util.inspect.custom')](depth, options) {
    return errors.inspect(this, Object.assign({}, options, { getters: true, customInspect: false }));
  }
}
function systemErrorClass(key, prefix) {
  return class NodeError extends SystemError {
    constructor(ctx) { super(key, prefix, ctx); }
  };
}
out.SystemError = SystemError;
// Node's errnoException: a failed libuv call as a plain Error (`write EPIPE`), from the
// host's [code, errno, message] triple.
out.errnoException = (err, syscall) => {
  const e = new Error(`${syscall} ${err[0]}`);
  e.errno = err[1];
  e.code = err[0];
  e.syscall = syscall;
  return e;
};
out.ERR_SYSTEM_ERROR = systemErrorClass('ERR_SYSTEM_ERROR', 'A system error occurred');

module.exports = out;
