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
module.exports = out;
