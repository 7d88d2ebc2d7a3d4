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

module.exports = { getStdin, describeOutput };
