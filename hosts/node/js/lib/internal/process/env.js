// process.env's writes (node's interceptor stores strings and takes only plain data
// descriptors): the Proxy traps the bootstrap's process.env calls, loaded at the first
// write.
'use strict';

const { nodeError } = require('./internals.js');

const noSymbol = (v) => {
  if (typeof v === 'symbol') throw new TypeError('Cannot convert a Symbol value to a string');
};

function set(t, key, value) {
  noSymbol(key);
  noSymbol(value);
  t[key] = `${value}`;
  return true;
}

function defineProperty(t, key, desc) {
  noSymbol(key);
  noSymbol(desc.value);
  if (!('value' in desc) || desc.configurable !== true || desc.writable !== true ||
    desc.enumerable !== true) {
    throw nodeError(TypeError, 'ERR_INVALID_OBJECT_DEFINE_PROPERTY',
      "'process.env' only accepts a configurable, writable, and enumerable data descriptor");
  }
  t[key] = `${desc.value}`;
  return true;
}

module.exports = { set, defineProperty };
