'use strict';

// errors.js's builders, with the errors marked as Node's own (internals.kNodeError), so
// that an uncaught one prints its header as Node does: `TypeError [ERR_X]: message`.

const errors = require('./errors.js');
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
module.exports = out;
