'use strict';

// process.stdin, made on first use as Node's getStdin makes it, by what fd 0 is
// (libuv's uv_guess_handle, the `stdioGuess` op):
// - a pipe or a socket: a net.Socket on a pipe handle (readable, not writable);
// - a terminal: a tty.ReadStream (a net.Socket on a tty handle, isTTY true);
// - a file or a character device such as /dev/null: an fs.ReadStream on fd 0 (reads on
//   the thread pool, not closed at the end);
// - anything else: an empty Readable.
// The pipe and tty handles are stream handles of the host's socket model
// (hosts/node/src/net.rs), so their data comes in the poll phase through the same
// `netData` hook and stream code as a socket's. stdin starts paused and not reading:
// 'data', 'readable', resume(), read() or `for await` start it; a pause() stops the
// handle's reading a tick later, so that the loop can end.

const { binding } = require('./internals.js');

let stdin = null;

function ReadStream(options) {
  const net = require('./net.js');
  net.Socket.call(this, options);
  this.isRaw = false;
  this.isTTY = true;
}

function makeTtyClass() {
  const net = require('./net.js');
  Object.setPrototypeOf(ReadStream.prototype, net.Socket.prototype);
  Object.setPrototypeOf(ReadStream, net.Socket);
  ReadStream.prototype.setRawMode = function setRawMode(flag) {
    this.isRaw = !!flag;
    return this;
  };
  return ReadStream;
}

function openHandle() {
  const net = require('./net.js');
  const [err, id] = binding.stdinOpen();
  if (err !== null) return null;
  return net._createHandle(id);
}

function emptyReadable() {
  const { Readable } = require('./internal/streams.js');
  const r = new Readable({ read() {} });
  r.push(null);
  return r;
}

function getStdin() {
  if (stdin !== null) return stdin;
  binding.stdinSetUp();
  const kind = binding.stdioGuess(0);
  if (kind === 'FILE') {
    const fs = require('./fs.js');
    stdin = new fs.ReadStream(null, { fd: 0, autoClose: false });
  } else if (kind === 'PIPE' || kind === 'TTY') {
    const handle = openHandle();
    if (handle === null) {
      stdin = emptyReadable();
    } else if (kind === 'TTY') {
      const Tty = makeTtyClass();
      stdin = new Tty({ handle, readableHighWaterMark: 0, manualStart: true });
    } else {
      const net = require('./net.js');
      stdin = new net.Socket({ handle, readable: true, writable: false, manualStart: true });
      // stdin cannot be end()ed.
      stdin._writableState.ended = true;
    }
  } else {
    stdin = emptyReadable();
  }
  stdin.fd = 0;
  // Paused and not reading until someone reads.
  if (stdin._handle && stdin._handle.readStop) {
    stdin._handle.reading = false;
    stdin._readableState.reading = false;
    stdin._handle.readStop();
  }
  stdin.on('pause', () => process.nextTick(onpause));
  return stdin;
}

function onpause() {
  if (!stdin._handle) return;
  if (stdin._handle.reading && !stdin.readableFlowing) {
    stdin._readableState.reading = false;
    stdin._handle.reading = false;
    stdin._handle.readStop();
  }
}

// What process.stdout and process.stderr say about their fd: a terminal's isTTY and
// size; nothing for a pipe or a file (Node leaves isTTY and columns undefined there).
function describeOutput(stream, fd) {
  if (binding.stdioGuess(fd) !== 'TTY') return;
  stream.isTTY = true;
  const size = binding.ttySize(fd);
  if (size) {
    stream.columns = size[0];
    stream.rows = size[1];
  }
  stream.getWindowSize = () => [stream.columns, stream.rows];
  stream.hasColors = () => true;
  stream.getColorDepth = () => 8;
}

// process.stdout and process.stderr, made on first use as node's getStdout makes them: a
// Writable whose writes reach the fd at once (libuv writes a pipe, a file or a terminal
// synchronously on Linux), so a write's callback comes in a nextTick, as after any
// synchronous write. Node's stdio streams cannot be closed: end() finishes the stream,
// whose destroy() (autoDestroy) emits 'close' and makes it writable again, the fd open.
// (This is node's stdout to a file; to a pipe, node shuts the pipe down on end() and
// later writes fail with EPIPE: evloop does not model that. A pipe whose reader has gone
// fails the writes with EPIPE, as in node.)
function createWritableStdioStream(fd) {
  const { Writable } = require('./internal/streams.js');
  const kind = binding.stdioGuess(fd);
  const stream = new Writable({
    decodeStrings: false,
    write(chunk, encoding, cb) {
      const err = binding.write(fd, typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      // A pipe whose reader has gone: libuv's write fails with EPIPE.
      if (err !== undefined) cb(require('./internal/node_errors.js').errnoException(err, 'write'));
      else cb();
    },
    // node's dummyDestroy: the stream is undestroyed at once (its 'close' still comes).
    destroy(err, cb) {
      cb(err);
      const w = this._writableState;
      w.constructed = true;
      w.destroyed = false;
      w.closed = false;
      w.closeEmitted = false;
      w.errored = null;
      w.errorEmitted = false;
      w.finalCalled = false;
      w.prefinished = false;
      w.ended = false;
      w.ending = false;
      w.finished = false;
    },
  });
  // Named as node's class for the fd's kind (inspect and error reports show it).
  const name = kind === 'TTY' ? 'WriteStream' : kind === 'FILE' ? 'SyncWriteStream' : 'Socket';
  const ctor = { [name]: function () {} }[name];
  ctor.prototype = Object.create(Writable.prototype, {
    constructor: { value: ctor, writable: true, configurable: true },
  });
  Object.setPrototypeOf(stream, ctor.prototype);
  stream.fd = fd;
  stream._type = kind === 'TTY' ? 'tty' : kind === 'FILE' ? 'fs' : 'pipe';
  stream._isStdio = true;
  stream.destroySoon = stream.destroy;
  describeOutput(stream, fd);
  return stream;
}

module.exports = { getStdin, describeOutput, createWritableStdioStream };
