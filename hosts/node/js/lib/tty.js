'use strict';

// node:tty for evloop's Node host: `isatty(fd)` asks the system (libc's isatty) about a
// real descriptor. The ReadStream/WriteStream classes exist for `instanceof` checks and
// feature tests (process.stdout on a terminal is not an instance of them, but has node's
// isTTY, columns and rows).

const { binding } = require('./internals.js');

function isatty(fd) {
  return Number.isInteger(fd) && fd >= 0 && fd <= 2147483647 && binding.isatty(fd);
}

function notModelled(name) {
  const e = new Error(`evloop: tty.${name} is not modelled`);
  e.code = 'ERR_EVLOOP_NOT_MODELLED';
  return e;
}
class ReadStream {
  constructor() { throw notModelled('ReadStream'); }
}
class WriteStream {
  constructor() { throw notModelled('WriteStream'); }
}

module.exports = { isatty, ReadStream, WriteStream };
