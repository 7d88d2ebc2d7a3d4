'use strict';
// evloop's stand-in for node's test/common/arraystream.js: a bare Stream that is
// readable and writable, whose `run(lines)` emits each line (with a newline) as 'data'.

const { Stream } = require('stream');

function noop() {}

class ArrayStream extends Stream {
  run(lines) {
    for (const line of lines) this.emit('data', `${line}\n`);
  }
}

ArrayStream.prototype.readable = true;
ArrayStream.prototype.writable = true;
ArrayStream.prototype.pause = noop;
ArrayStream.prototype.resume = noop;
ArrayStream.prototype.write = noop;

module.exports = ArrayStream;
