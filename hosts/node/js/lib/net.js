'use strict';

// node:net for evloop's Node host: TCP servers and sockets on real sockets. The Rust
// side (hosts/node/src/net.rs) is libuv — handles, reads, writes, shutdowns, closes, and
// which poll phase sees what; this file is Node's JavaScript over it (lib/net.js and the
// stream glue of lib/internal/stream_base_commons.js), so that every event lands in the
// same tick, phase and order as in Node v20:
//
// - listen(port, host): an IP host is "looked up" in a nextTick (dns.lookup of an IP
//   literal); bind and listen follow in that tick; 'listening' (and the listen callback)
//   come one nextTick later; a bind error is emitted one nextTick later too.
// - connect(port, host): the connect system call is made in a nextTick; 'connect' (the
//   callback first, as it was registered first) and 'ready' come from the poll phase
//   that sees the connection; writes made before are sent then.
// - the server's 'connection' comes from the poll phase that accepts; the socket starts
//   reading at once, and its data comes from a later poll phase.
// - a socket's 'close' is emitted in the close phase, by its handle's close callback;
//   a server's 'close' one nextTick after it and its last connection are closed.

const internals = require('./internals.js');
const { binding } = internals;
const { Readable, Duplex, pushBytes, setDirectWrite, beginWrite } = require('./internal/streams.js');

const defaultPush = Readable.prototype.push;
const EventEmitter = require('./events.js');
const { Buffer } = require('./buffer.js');
const {
  makeError, invalidArgType, invalidArgValue, missingArgs, validateBoolean, getTimerDuration,
} = require('./internal/errors.js');

// ---------------------------------------------------------------- errors

// uvExceptionWithHostPort: `listen EADDRINUSE: address already in use 127.0.0.1:80`.
function uvErrorWithHostPort(err, syscall, address, port) {
  let message = `${syscall} ${err[0]}: ${err[2]}`;
  if (port && port > 0) message += ` ${address}:${port}`;
  else if (address) message += ` ${address}`;
  const e = new Error(message);
  e.code = err[0];
  e.errno = err[1];
  e.syscall = syscall;
  e.address = address;
  if (port) e.port = port;
  return e;
}

// exceptionWithHostPort: `connect ECONNREFUSED 127.0.0.1:80`.
function errorWithHostPort(err, syscall, address, port, stackFrame) {
  let details = '';
  if (port && port > 0) details = ` ${address}:${port}`;
  else if (address) details = ` ${address}`;
  const message = `${syscall} ${err[0]}${details}`;
  const e = new Error(message);
  e.errno = err[1];
  e.code = err[0];
  e.syscall = syscall;
  e.address = address;
  if (port) e.port = port;
  if (stackFrame) e.stack = `Error: ${message}\n    at ${stackFrame}`;
  return e;
}

// errnoException: `read ECONNRESET`.
function errnoError(err, syscall, stackFrame) {
  const message = `${syscall} ${err[0]}`;
  const e = new Error(message);
  e.errno = err[1];
  e.code = err[0];
  e.syscall = syscall;
  if (stackFrame) e.stack = `Error: ${message}\n    at ${stackFrame}`;
  return e;
}

const AFTER_CONNECT_FRAME = 'TCPConnectWrap.afterConnect [as oncomplete] (node:net:1611:16)';
const READ_FRAME = 'TCP.onStreamRead (node:internal/stream_base_commons:217:20)';

// ---------------------------------------------------------------- handles

// A libuv TCP handle (Node's TCPWrap): the Rust handle's id and the JavaScript callbacks
// its events call.
const handles = new Map();

class TCP {
  constructor(id) {
    this.id = id;
    this.reading = false;
    this.owner = null;
    this.onconnection = null;
    this.onread = null;
    this.connectReq = null;
    this.asyncWrites = [];
    this.shutdownReq = null;
    this.closeCallback = null;
    this.closed = false;
    this.peer = undefined;
    this.bytesRead = 0;
    this.bytesWritten = 0;
    // Its events run in the async context it was made in (with node:async_hooks loaded).
    this.asyncContext = internals.asyncResourceContext === undefined
      ? undefined : internals.asyncResourceContext(this);
    handles.set(id, this);
  }

  readStart() { binding.tcpReadStart(this.id); return 0; }
  readStop() { binding.tcpReadStop(this.id); return 0; }
  ref() { binding.tcpRef(this.id, true); }
  unref() { binding.tcpRef(this.id, false); }
  setNoDelay(on) {
    // libuv keeps the flag for a socket that does not exist yet (it is set on connect).
    this.noDelay = on;
    binding.tcpNoDelay(this.id, on);
    return 0;
  }

  getsockname() {
    const a = binding.tcpAddress(this.id, false);
    return a && { address: a[0], family: a[1], port: a[2] };
  }

  getpeername() {
    if (this.peer === undefined) {
      const a = binding.tcpAddress(this.id, true);
      if (a) this.peer = { address: a[0], family: a[1], port: a[2] };
    }
    return this.peer;
  }

  shutdown(req) {
    const err = binding.tcpShutdown(this.id);
    if (err === null) this.shutdownReq = req;
    return err;
  }

  close(cb) {
    if (this.closed) return;
    this.closed = true;
    this.closeCallback = cb || null;
    binding.tcpClose(this.id);
  }
}

function dispatch(kind, id, a, b) {
  const handle = handles.get(id);
  if (handle === undefined) return;
  // An accepted connection's handle is made before the listener's callback scope is
  // entered, as node's OnConnection does: its events run in no store of the server's.
  const conn = kind === 'connection' ? new TCP(a) : null;
  if (handle.asyncContext !== undefined) binding.setAsyncContext(handle.asyncContext);
  switch (kind) {
    case 'connection': {
      if (b) conn.peer = { address: b[0], family: b[1], port: b[2] };
      if (handle.onconnection) handle.onconnection(null, conn);
      break;
    }
    case 'connect': {
      const req = handle.connectReq;
      handle.connectReq = null;
      if (req) req.oncomplete(a === null ? 0 : a, handle, req);
      break;
    }
    case 'eof':
      if (handle.onread) handle.onread('EOF');
      break;
    case 'readerror':
      if (handle.onread) handle.onread(a);
      break;
    case 'write': {
      const req = handle.asyncWrites.shift();
      if (req) req.oncomplete(a === null ? 0 : a);
      break;
    }
    case 'shutdown': {
      const req = handle.shutdownReq;
      handle.shutdownReq = null;
      if (req) req.oncomplete(a === null ? 0 : a);
      break;
    }
    case 'exit':
      if (handle.netExit) handle.netExit(a, b);
      break;
    case 'port':
      if (handle.netPort) handle.netPort(a, b);
      break;
    case 'close':
      handles.delete(id);
      if (handle.closeCallback) handle.closeCallback();
      break;
    default:
  }
}
binding.setHook('netEvent', dispatch);

// A chunk of `len` bytes read from handle `id`: a Buffer already (the host gives socket
// data Buffer.prototype). The most frequent event has a hook of its own.
function onData(id, buf, len) {
  const handle = handles.get(id);
  if (handle === undefined) return;
  if (handle.asyncContext !== undefined) binding.setAsyncContext(handle.asyncContext);
  handle.bytesRead += len;
  if (handle.onread !== null) handle.onread(null, buf, len);
}
binding.setHook('netData', onData);

// ---------------------------------------------------------------- addresses

function isIPv4(s) {
  if (typeof s !== 'string') return false;
  const parts = s.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255);
}

function isIPv6(s) {
  if (typeof s !== 'string' || !s.includes(':')) return false;
  const zone = s.indexOf('%');
  const addr = zone === -1 ? s : s.slice(0, zone);
  let groups = addr.split(':');
  const doubles = addr.split('::').length - 1;
  if (doubles > 1) return false;
  const last = groups[groups.length - 1];
  let max = 8;
  if (last.includes('.')) {
    if (!isIPv4(last)) return false;
    groups = groups.slice(0, -1);
    max = 6;
  }
  if (doubles === 0 && groups.length !== max) return false;
  if (doubles === 1 && groups.length > max + 1) return false;
  return groups.every((g, i) => (g === '' ? doubles === 1 && (i === 0 || i === groups.length - 1 ||
    groups[i - 1] === '' || groups[i + 1] === '') : /^[0-9a-fA-F]{1,4}$/.test(g)));
}

function isIP(s) {
  if (isIPv4(s)) return 4;
  if (isIPv6(s)) return 6;
  return 0;
}

function validatePort(port, name = 'Port') {
  const n = typeof port === 'string' && port.trim() !== '' ? Number(port) : port;
  if ((typeof n !== 'number' && typeof n !== 'string') || !Number.isInteger(Number(n)) ||
      n < 0 || n > 0xFFFF || (typeof n === 'string' && n.trim() === '')) {
    throw makeError(RangeError, 'ERR_SOCKET_BAD_PORT',
      `${name} should be >= 0 and < 65536. Received ${typeofShown(port)}.`);
  }
  return Number(n) | 0;
}

function typeofShown(v) {
  if (typeof v === 'string') return `type string ('${v}')`;
  if (typeof v === 'number') return `type number (${v})`;
  return `${v === null ? 'null' : typeof v}`;
}

// ---------------------------------------------------------------- Socket

const kTimeout = Symbol('timeout');
let autoSelectFamilyDefault = true;
let autoSelectFamilyAttemptTimeoutDefault = 250;

function Socket(options) {
  if (!(this instanceof Socket)) return new Socket(options);
  if (typeof options === 'number') options = { fd: options };
  else options = { ...options };
  this.connecting = false;
  this._hadError = false;
  this._handle = null;
  this._host = null;
  this._pendingData = null;
  this._pendingEncoding = '';
  this.server = null;
  this._server = null;
  this[kTimeout] = null;
  options.allowHalfOpen = Boolean(options.allowHalfOpen);
  // 'close' comes from the handle's close callback, not from destroy().
  options.emitClose = false;
  options.autoDestroy = true;
  options.decodeStrings = false;
  Duplex.call(this, options);
  if (options.handle) {
    this._handle = options.handle;
    initSocketHandle(this);
  }
  this.on('end', onReadableStreamEnd);
  if (this._handle && options.readable !== false) {
    if (options.pauseOnCreate) {
      this._handle.reading = false;
      this._handle.readStop();
      this._readableState.flowing = false;
    } else if (!options.manualStart) {
      this.read(0);
    }
  }
}
Object.setPrototypeOf(Socket.prototype, Duplex.prototype);
Object.setPrototypeOf(Socket, Duplex);

function initSocketHandle(self) {
  self._undestroy();
  self._sockname = null;
  if (self._handle) attachHandle(self);
}

// The handle's events go to the socket.
function attachHandle(self) {
  self._handle.owner = self;
  self._handle.onread = onStreamRead;
}

Socket.prototype._undestroy = function _undestroy() {
  const r = this._readableState;
  const w = this._writableState;
  r.destroyed = w.destroyed = false;
  r.closed = w.closed = false;
  r.closeEmitted = w.closeEmitted = false;
  r.errored = w.errored = null;
  r.errorEmitted = w.errorEmitted = false;
  r.reading = false;
  r.ended = r.endEmitted = r.readable === false;
  w.ended = w.ending = w.finished = w.writable === false;
};

function onReadableStreamEnd() {
  if (!this.allowHalfOpen) this.write = writeAfterFIN;
}

function writeAfterFIN(chunk, encoding, cb) {
  if (!this.writableEnded) return Duplex.prototype.write.call(this, chunk, encoding, cb);
  if (typeof encoding === 'function') cb = encoding;
  const er = new Error('This socket has been ended by the other party');
  er.code = 'EPIPE';
  if (typeof cb === 'function') process.nextTick(cb, er);
  this.destroy(er);
  return false;
}

// stream_base_commons' onStreamRead, called on the handle: a chunk of `len` bytes, the
// end of stream, or an error.
function onStreamRead(err, buf, len) {
  const stream = this.owner;
  if (stream[kTimeout]) stream[kTimeout].refresh();
  if (err === null) {
    // `destroyed` read from the two states (its getter is a call under Boa), and a
    // socket's own push (when not replaced) entered with the length known.
    if (stream._readableState.destroyed || stream._writableState.destroyed) return;
    const more = stream.push === defaultPush ? pushBytes(stream, buf, len) : stream.push(buf);
    if (!more) {
      stream._handle.reading = false;
      if (!stream.destroyed) stream._handle.readStop();
    }
    return;
  }
  if (err !== 'EOF') {
    stream.destroy(errnoError(err, 'read', READ_FRAME));
    return;
  }
  // libuv's uv__stream_eof stops the reading, so a half-open socket with nothing to
  // write no longer keeps the loop alive.
  if (this.reading) {
    this.reading = false;
    this.readStop();
  }
  if (!stream._readableState.endEmitted) {
    stream.push(null);
    stream.read(0);
  }
}

Socket.prototype._read = function _read(n) {
  if (this.connecting || !this._handle) {
    this.once('connect', () => this._read(n));
  } else if (!this._handle.reading) {
    tryReadStart(this);
  }
};

function tryReadStart(socket) {
  socket._handle.reading = true;
  socket._handle.readStart();
}

Socket.prototype._final = function _final(cb) {
  if (this.pending) return this.once('connect', () => this._final(cb));
  if (!this._handle) return cb();
  const req = { oncomplete: null, handle: this._handle, callback: cb };
  req.oncomplete = () => {
    if (!this.destroyed) req.callback();
  };
  const err = this._handle.shutdown(req);
  if (err === null) return undefined;
  if (err[0] === 'ENOTCONN') return cb();
  return cb(errnoError(err, 'shutdown'));
};

// Text whose latin1 bytes are not its UTF-8 ones.
const nonAscii = /[^\x00-\x7f]/;

Socket.prototype._writeGeneric = function _writeGeneric(writev, data, encoding, cb) {
  if (this.connecting) {
    this._pendingData = data;
    this._pendingEncoding = encoding;
    const onClose = () => cb(makeError(Error, 'ERR_SOCKET_CLOSED_BEFORE_CONNECTION',
      'Socket closed before the connection was established'));
    this.once('connect', function connect() {
      this.off('close', onClose);
      this._writeGeneric(writev, data, encoding, cb);
    });
    this.once('close', onClose);
    return;
  }
  this._pendingData = null;
  this._pendingEncoding = '';
  const handle = this._handle;
  if (!handle) {
    cb(makeError(Error, 'ERR_SOCKET_CLOSED', 'Socket is closed'));
    return;
  }
  if (this[kTimeout]) this[kTimeout].refresh();
  let bytes;
  if (writev) {
    bytes = joinedText(data);
    if (bytes === null) {
      const parts = data.map((d) => (typeof d.chunk === 'string' ? Buffer.from(d.chunk, d.encoding) : d.chunk));
      bytes = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    }
  } else if (typeof data === 'string' && encoding !== 'utf8' && encoding !== 'utf-8') {
    // ASCII text in latin1 (an HTTP head) is its own UTF-8.
    bytes = encoding === 'latin1' && !nonAscii.test(data) ? data : Buffer.from(data, encoding);
  } else {
    bytes = data;
  }
  writeToHandle(this, handle, bytes, cb);
};

// Corked writes that are all text whose bytes are its UTF-8 (an HTTP message's head,
// chunk sizes and body), as one string for the handle; null for any other list.
function joinedText(chunks) {
  let text = '';
  for (let i = 0; i < chunks.length; i++) {
    const { chunk, encoding } = chunks[i];
    if (typeof chunk !== 'string') return null;
    if (encoding !== 'utf8' && (encoding !== 'latin1' || nonAscii.test(chunk))) return null;
    text += chunk;
  }
  return text;
}

// Node's writeGeneric: bytes or UTF-8 text to the handle. The host answers the number of
// bytes when the kernel took them all at once (the write is done: `cb` now), `[null,
// true, bytes]` for a write that completes with a later 'write' event, `[err]` for a
// failure.
function writeToHandle(socket, handle, data, cb) {
  const r = binding.tcpWrite(handle.id, data);
  if (typeof r === 'number') {
    handle.bytesWritten += r;
    cb();
    return;
  }
  afterAsyncWrite(socket, handle, r, cb);
}

// A write the kernel did not take at once, `r` the host's answer: a failure destroys the
// socket, otherwise `cb` waits for the 'write' event.
function afterAsyncWrite(socket, handle, r, cb) {
  if (r[0] !== null) {
    socket.destroy(errnoError(r[0], 'write'));
    return;
  }
  handle.bytesWritten += r[2];
  handle.asyncWrites.push({
    oncomplete: (status) => {
      if (socket.destroyed) return;
      if (status !== 0) {
        cb(errnoError(status, 'write'));
        return;
      }
      socket._unrefTimer();
      cb();
    },
  });
}

// Writable#write's direct path for a socket (streams.js's setDirectWrite): bytes or
// UTF-8 text, without a callback, onto a connected socket without a timeout (every
// write of an echo). When the kernel does not take it all at once, the state becomes
// what write() would have made it before _write, and the write goes on as _write's.
function directWrite(socket, state, chunk, encoding) {
  const handle = socket._handle;
  if (handle === null || socket.connecting || socket[kTimeout] !== null ||
      (encoding !== 'buffer' && encoding !== 'utf8' && encoding !== 'utf-8')) {
    return false;
  }
  const r = binding.tcpWrite(handle.id, chunk);
  if (typeof r === 'number') {
    handle.bytesWritten += r;
    return true;
  }
  beginWrite(state, chunk);
  afterAsyncWrite(socket, handle, r, state.onwrite);
  state.sync = false;
  return true;
}

Socket.prototype._writev = function _writev(chunks, cb) {
  this._writeGeneric(true, chunks, '', cb);
};

Socket.prototype._write = function _write(data, encoding, cb) {
  const handle = this._handle;
  // Bytes or UTF-8 text onto a connected socket without a timeout (every write of an
  // echo): _writeGeneric's steps for it, without its other cases' tests.
  if (handle && !this.connecting && !this[kTimeout] &&
      (typeof data !== 'string' || encoding === 'utf8' || encoding === 'utf-8')) {
    this._pendingData = null;
    this._pendingEncoding = '';
    writeToHandle(this, handle, data, cb);
    return;
  }
  this._writeGeneric(false, data, encoding, cb);
};

setDirectWrite(Socket.prototype._write, directWrite);

Socket.prototype._destroy = function _destroy(exception, cb) {
  this.connecting = false;
  if (this[kTimeout]) {
    clearTimeout(this[kTimeout]);
    this[kTimeout] = null;
  }
  if (this._handle) {
    const isException = !!exception;
    this._bytesReadCache = this._handle.bytesRead;
    this._bytesWrittenCache = this._handle.bytesWritten;
    this._handle.close(() => {
      this.emit('close', isException);
    });
    this._handle.onread = () => {};
    this._handle = null;
    this._sockname = null;
    cb(exception);
  } else {
    cb(exception);
    process.nextTick(() => this.emit('close', !!exception));
  }
  if (this._server) {
    this._server._connections--;
    this._server._emitCloseIfDrained();
  }
};

Socket.prototype.end = function end(data, encoding, callback) {
  Duplex.prototype.end.call(this, data, encoding, callback);
  return this;
};

Socket.prototype.destroySoon = function destroySoon() {
  if (this.writable) this.end();
  if (this.writableFinished) this.destroy();
  else this.once('finish', this.destroy);
};

Socket.prototype.resetAndDestroy = function resetAndDestroy() {
  return this.destroy();
};

Socket.prototype.setNoDelay = function setNoDelay(enable) {
  if (!this._handle) {
    this.once('connect', () => this.setNoDelay(enable));
    return this;
  }
  this._handle.setNoDelay(enable === undefined ? true : !!enable);
  return this;
};

Socket.prototype.setKeepAlive = function setKeepAlive() {
  return this;
};

Socket.prototype.address = function address() {
  if (!this._handle) return {};
  return this._handle.getsockname() || {};
};

Socket.prototype._unrefTimer = function _unrefTimer() {
  if (this[kTimeout]) this[kTimeout].refresh();
};

// stream_base_commons' setStreamTimeout: the delay is checked as timers.enroll checks
// it, and a destroyed socket keeps no timer.
Socket.prototype.setTimeout = function setTimeout_(msecs, callback) {
  if (this.destroyed) return this;
  this.timeout = msecs;
  msecs = getTimerDuration(msecs, 'msecs');
  if (this[kTimeout]) {
    clearTimeout(this[kTimeout]);
    this[kTimeout] = null;
  }
  if (msecs !== 0) {
    this[kTimeout] = setTimeout(() => this.emit('timeout'), msecs);
    this[kTimeout].unref();
  }
  if (callback !== undefined) {
    if (typeof callback !== 'function') throw invalidArgType('callback', 'Function', callback);
    if (msecs === 0) this.removeListener('timeout', callback);
    else this.once('timeout', callback);
  }
  return this;
};

Socket.prototype.ref = function ref() {
  if (!this._handle) {
    this.once('connect', this.ref);
    return this;
  }
  this._handle.ref();
  return this;
};

Socket.prototype.unref = function unref() {
  if (!this._handle) {
    this.once('connect', this.unref);
    return this;
  }
  this._handle.unref();
  return this;
};

function byteLength(chunk, encoding) {
  return chunk instanceof Buffer ? chunk.length : Buffer.byteLength(chunk, encoding);
}

function peer(socket, key) {
  if (!socket._handle) return undefined;
  const p = socket._handle.getpeername();
  return p ? p[key] : undefined;
}

function local(socket, key) {
  if (!socket._handle) return undefined;
  const a = socket._handle.getsockname();
  return a ? a[key] : undefined;
}

Object.defineProperties(Socket.prototype, {
  pending: { get() { return !this._handle || this.connecting; }, configurable: true },
  readyState: {
    get() {
      if (this.connecting) return 'opening';
      if (this.readable && this.writable) return 'open';
      if (this.readable && !this.writable) return 'readOnly';
      if (!this.readable && this.writable) return 'writeOnly';
      return 'closed';
    },
    configurable: true,
  },
  bufferSize: { get() { return this._handle ? this.writableLength : undefined; }, configurable: true },
  bytesRead: {
    get() { return this._handle ? this._handle.bytesRead : (this._bytesReadCache || 0); },
    configurable: true,
  },
  // What went to the handle, plus what waits in the stream's buffer and the write held
  // while connecting, in bytes (node's bytesWritten getter).
  bytesWritten: {
    get() {
      let bytes = this._handle ? this._handle.bytesWritten : (this._bytesWrittenCache || 0);
      const buffer = this.writableBuffer;
      if (!buffer) return undefined;
      for (const el of buffer) bytes += byteLength(el.chunk, el.encoding);
      const data = this._pendingData;
      if (Array.isArray(data)) {
        for (const el of data) bytes += data.allBuffers || el instanceof Buffer ? el.length : byteLength(el.chunk, el.encoding);
      } else if (data) {
        bytes += byteLength(data, this._pendingEncoding);
      }
      return bytes;
    },
    configurable: true,
  },
  remoteAddress: { get() { return peer(this, 'address'); }, configurable: true },
  remoteFamily: { get() { return peer(this, 'family'); }, configurable: true },
  remotePort: { get() { return peer(this, 'port'); }, configurable: true },
  localAddress: { get() { return local(this, 'address'); }, configurable: true },
  localPort: { get() { return local(this, 'port'); }, configurable: true },
  localFamily: { get() { return local(this, 'family'); }, configurable: true },
});

// connect(port[, host][, cb]) / connect(options[, cb]).
function normalizeArgs(args) {
  if (args.length === 0) return [{}, null];
  const arg0 = args[0];
  let options = {};
  if (typeof arg0 === 'object' && arg0 !== null) {
    options = arg0;
  } else {
    options.port = arg0;
    if (args.length > 1 && typeof args[1] === 'string') options.host = args[1];
  }
  const cb = args[args.length - 1];
  return [options, typeof cb === 'function' ? cb : null];
}

Socket.prototype.connect = function connect(...args) {
  let normalized;
  if (Array.isArray(args[0]) && args[0].length === 2 && typeof args[0][1] !== 'undefined') {
    normalized = args[0];
  } else {
    normalized = normalizeArgs(args);
  }
  const [options, cb] = normalized;
  if (options.path) {
    throw makeError(Error, 'ERR_EVLOOP_UNSUPPORTED', 'evloop: IPC (path) sockets are not modelled');
  }
  if (options.port === undefined && options.path == null) throw missingArgs(['options', 'port', 'path']);
  if (this.write !== Socket.prototype.write) this.write = Socket.prototype.write;
  if (this.destroyed) {
    this._handle = null;
    this._undestroy();
  }
  // The handle exists from here on (uv_tcp_init), before the address is known: writes
  // and end() made while connecting wait on it, bufferSize counts them, and a destroy
  // closes it in the close phase.
  if (!this._handle) {
    const r = binding.tcpNew();
    if (r[0] !== null) throw errnoError(r[0], 'socket');
    this._handle = new TCP(r[1]);
    initSocketHandle(this);
  }
  if (cb !== null) this.once('connect', cb);
  this._unrefTimer();
  this.connecting = true;
  lookupAndConnect(this, options);
  return this;
};

// Node v20's lookupAndConnect: an IP literal connects in a nextTick; a name is asked of
// dns.lookup (or options.lookup): getaddrinfo on the thread pool, every address found
// emitted as 'lookup', and with autoSelectFamily (v20's default) each address tried in
// turn, families alternating.
function lookupAndConnect(self, options) {
  const host = options.host || 'localhost';
  let port = options.port;
  if (typeof port !== 'undefined') {
    if (typeof port !== 'number' && typeof port !== 'string') {
      throw invalidArgType('options.port', ['number', 'string'], port);
    }
    port = validatePort(port);
  }
  port |= 0;
  let autoSelectFamily = options.autoSelectFamily;
  if (autoSelectFamily != null) validateBoolean(autoSelectFamily, 'options.autoSelectFamily');
  else autoSelectFamily = autoSelectFamilyDefault;
  const addressType = isIP(host);
  if (addressType) {
    process.nextTick(() => {
      if (self.connecting) internalConnect(self, host, port);
    });
    return;
  }
  if (options.lookup != null && typeof options.lookup !== 'function') {
    throw invalidArgType('options.lookup', 'Function', options.lookup);
  }
  const dns = require('./dns.js');
  const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
  const dnsopts = { family, hints: options.hints || 0 };
  if (family !== 4 && family !== 6 && dnsopts.hints === 0) dnsopts.hints = dns.ADDRCONFIG;
  self._host = host;
  const lookup = options.lookup || dns.lookup;
  if (family !== 4 && family !== 6 && !options.localAddress && autoSelectFamily) {
    dnsopts.all = true;
    lookup(host, dnsopts, (err, addresses) => {
      if (!self.connecting) return;
      if (err) {
        self.emit('lookup', err, undefined, undefined, host);
        process.nextTick(connectErrorNT, self, err);
        return;
      }
      // Valid addresses by family, the first address's family first; then alternated.
      const groups = [[], []];
      let first = 0;
      for (let i = 0; i < addresses.length; i++) {
        const { address: ip, family: type } = addresses[i];
        self.emit('lookup', err, ip, type, host);
        if (!self.connecting) return;
        if (isIP(ip) && (type === 4 || type === 6)) {
          if (groups[0].length === 0 && groups[1].length === 0) first = type;
          const group = groups[type === first ? 0 : 1];
          if (!group.some((a) => a.address === ip)) group.push(addresses[i]);
        }
      }
      const toAttempt = [];
      for (let i = 0; i < Math.max(groups[0].length, groups[1].length); i++) {
        if (i < groups[0].length) toAttempt.push(groups[0][i]);
        if (i < groups[1].length) toAttempt.push(groups[1][i]);
      }
      if (toAttempt.length === 0) {
        const e = addresses.length ? invalidAddress(addresses[0]) : null;
        if (e) process.nextTick(connectErrorNT, self, e);
        return;
      }
      self._unrefTimer();
      if (toAttempt.length === 1) {
        internalConnect(self, toAttempt[0].address, port);
        return;
      }
      self.autoSelectFamilyAttemptedAddresses = [];
      internalConnectMultiple(self, toAttempt, port, []);
    });
    return;
  }
  lookup(host, dnsopts, (err, ip, type) => {
    self.emit('lookup', err, ip, type, host);
    if (!self.connecting) return;
    if (err) {
      process.nextTick(connectErrorNT, self, err);
      return;
    }
    const e = invalidAddress({ address: ip, family: type });
    if (e) {
      process.nextTick(connectErrorNT, self, e);
      return;
    }
    self._unrefTimer();
    internalConnect(self, ip, port);
  });
}

function invalidAddress({ address, family }) {
  if (!isIP(address)) return makeError(TypeError, 'ERR_INVALID_IP_ADDRESS', `Invalid IP address: ${address}`);
  if (family !== 4 && family !== 6) {
    return makeError(TypeError, 'ERR_INVALID_ADDRESS_FAMILY', `Invalid address family: ${family}`);
  }
  return null;
}

function connectErrorNT(self, err) {
  self.destroy(err);
}

function internalConnect(self, address, port) {
  const err = binding.tcpConnect(self._handle.id, address, port);
  if (err !== null) {
    self.destroy(errorWithHostPort(err, 'connect', address, port));
    return;
  }
  if (self._handle.noDelay) self._handle.setNoDelay(true);
  self._handle.connectReq = {
    oncomplete: (status) => afterConnect(self, status, address, port),
  };
}

// autoSelectFamily with several addresses: each tried in turn until one connects (node
// also gives each attempt autoSelectFamilyAttemptTimeout, 250 ms, before the next; on a
// loopback or refused connection an attempt ends sooner). All failing: an AggregateError.
function internalConnectMultiple(self, addresses, port, errors) {
  const { address } = addresses[0];
  self.autoSelectFamilyAttemptedAddresses.push(`${address}:${port}`);
  const err = binding.tcpConnect(self._handle.id, address, port);
  const failed = (e) => {
    errors.push(e);
    if (addresses.length === 1) {
      const all = new AggregateError(errors, '');
      all.code = errors[0].code;
      self.destroy(all);
      return;
    }
    // The failed socket's handle is closed and a new one made for the next address.
    self._handle.close();
    const r = binding.tcpNew();
    self._handle = new TCP(r[1]);
    attachHandle(self);
    internalConnectMultiple(self, addresses.slice(1), port, errors);
  };
  if (err !== null) {
    failed(errorWithHostPort(err, 'connect', address, port));
    return;
  }
  self._handle.connectReq = {
    oncomplete: (status) => {
      if (status === 0 || self.destroyed) afterConnect(self, status, address, port);
      else failed(errorWithHostPort(status, 'connect', address, port, AFTER_CONNECT_FRAME));
    },
  };
}

function afterConnect(self, status, address, port) {
  if (self.destroyed) return;
  self.connecting = false;
  self._sockname = null;
  if (status === 0) {
    self._unrefTimer();
    self.emit('connect');
    self.emit('ready');
    if (!self.isPaused()) self.read(0);
  } else {
    self.destroy(errorWithHostPort(status, 'connect', address, port, AFTER_CONNECT_FRAME));
  }
}

function connect(...args) {
  const [options, cb] = normalizeArgs(args);
  const socket = new Socket(options);
  if (options.timeout) socket.setTimeout(options.timeout);
  return socket.connect(options, cb);
}

// ---------------------------------------------------------------- Server

function Server(options, connectionListener) {
  if (!(this instanceof Server)) return new Server(options, connectionListener);
  EventEmitter.call(this);
  if (typeof options === 'function') {
    connectionListener = options;
    options = {};
  } else if (options == null || typeof options === 'object') {
    options = { ...options };
  } else {
    throw invalidArgType('options', 'Object', options);
  }
  if (typeof connectionListener === 'function') this.on('connection', connectionListener);
  this._connections = 0;
  this._handle = null;
  this._listeningId = 1;
  this._usingWorkers = false;
  this._workers = [];
  this._unref = false;
  this.allowHalfOpen = options.allowHalfOpen || false;
  this.pauseOnConnect = !!options.pauseOnConnect;
  this.noDelay = Boolean(options.noDelay);
  this.keepAlive = Boolean(options.keepAlive);
  this.maxConnections = undefined;
}
Object.setPrototypeOf(Server.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Server, EventEmitter);

function onconnection(server, err, clientHandle) {
  if (err) {
    server.emit('error', errnoError(err, 'accept'));
    return;
  }
  if (server.maxConnections && server._connections >= server.maxConnections) {
    clientHandle.close();
    return;
  }
  const socket = new Socket({
    handle: clientHandle,
    allowHalfOpen: server.allowHalfOpen,
    pauseOnCreate: server.pauseOnConnect,
    readable: true,
    writable: true,
  });
  if (server.noDelay) clientHandle.setNoDelay(true);
  server._connections++;
  socket.server = server;
  socket._server = server;
  server.emit('connection', socket);
}

Server.prototype.listen = function listen(...args) {
  const [options, cb] = normalizeArgs(args);
  if (typeof cb === 'function') this.once('listening', cb);
  if (this._handle) {
    throw makeError(Error, 'ERR_SERVER_ALREADY_LISTEN',
      'Listen method has been called more than once without closing.');
  }
  if (options.path) {
    throw makeError(Error, 'ERR_EVLOOP_UNSUPPORTED', 'evloop: IPC (path) servers are not modelled');
  }
  // listen(), listen(cb), listen(null[, cb]) and { port: undefined | null } take any free
  // port; an options object naming neither a port nor a path is an error, as in node.
  if (args.length === 0 || typeof args[0] === 'function' ||
      (options.port === undefined && 'port' in options) || options.port === null) {
    options.port = 0;
  }
  if (options.port === undefined) {
    throw invalidArgValue('options', options, 'must have the property "port" or "path"');
  }
  const port = validatePort(options.port, 'options.port');
  const host = options.host;
  if (host) {
    // lookupAndListen: dns.lookup of the host (an IP literal answers in a nextTick, a
    // name asks getaddrinfo on the thread pool).
    const listeningId = ++this._listeningId;
    require('./dns.js').lookup(host, (err, ip) => {
      if (listeningId !== this._listeningId) return;
      if (err) this.emit('error', err);
      else setupListenHandle(this, ip, port);
    });
  } else {
    setupListenHandle(this, '', port);
  }
  return this;
};

function setupListenHandle(server, address, port) {
  let r;
  try {
    r = binding.tcpListen(address, port);
  } catch (e) {
    // evloop's --sandbox refuses the socket: an 'error' as a failed listen.
    if (e === null || typeof e !== 'object' || e.code !== 'ERR_ACCESS_DENIED') throw e;
    process.nextTick(() => server.emit('error', e));
    return;
  }
  if (r[0] !== null) {
    const shown = address || '::';
    const ex = uvErrorWithHostPort(r[0], 'listen', shown, port);
    process.nextTick(() => server.emit('error', ex));
    return;
  }
  server._handle = new TCP(r[1]);
  server._handle.owner = server;
  server._handle.onconnection = (err, conn) => onconnection(server, err, conn);
  if (server._unref) server._handle.unref();
  process.nextTick(() => {
    if (server._handle) server.emit('listening');
  });
}

Server.prototype.address = function address() {
  if (this._handle) return this._handle.getsockname();
  return null;
};

Server.prototype.close = function close(cb) {
  if (typeof cb === 'function') {
    if (!this._handle) {
      this.once('close', () => cb(makeError(Error, 'ERR_SERVER_NOT_RUNNING', 'Server is not running.')));
    } else {
      this.once('close', cb);
    }
  }
  if (this._handle) {
    this._handle.close();
    this._handle = null;
  }
  this._emitCloseIfDrained();
  return this;
};

Server.prototype._emitCloseIfDrained = function _emitCloseIfDrained() {
  if (this._handle || this._connections) return;
  process.nextTick(() => this.emit('close'));
};

Server.prototype.getConnections = function getConnections(cb) {
  process.nextTick(cb, null, this._connections);
  return this;
};

Server.prototype.ref = function ref() {
  this._unref = false;
  if (this._handle) this._handle.ref();
  return this;
};

Server.prototype.unref = function unref() {
  this._unref = true;
  if (this._handle) this._handle.unref();
  return this;
};

Object.defineProperty(Server.prototype, 'listening', {
  get() { return !!this._handle; },
  configurable: true,
  enumerable: true,
});

function createServer(options, connectionListener) {
  return new Server(options, connectionListener);
}

module.exports = {
  createServer,
  Server,
  Socket,
  Stream: Socket,
  connect,
  createConnection: connect,
  isIP,
  isIPv4,
  isIPv6,
  getDefaultAutoSelectFamily: () => autoSelectFamilyDefault,
  setDefaultAutoSelectFamily(value) {
    validateBoolean(value, 'value');
    autoSelectFamilyDefault = value;
  },
  getDefaultAutoSelectFamilyAttemptTimeout: () => autoSelectFamilyAttemptTimeoutDefault,
  setDefaultAutoSelectFamilyAttemptTimeout(value) {
    if (typeof value !== 'number') throw invalidArgType('value', 'number', value);
    if (!Number.isInteger(value) || value < 1) {
      throw makeError(RangeError, 'ERR_OUT_OF_RANGE',
        `The value of "value" is out of range. It must be >= 1 && <= 4294967295. Received ${value}`);
    }
    autoSelectFamilyAttemptTimeoutDefault = Math.max(value, 10);
  },
};
// For process.stdin (internal/stdio.js): a stream handle the host opened on an fd.
Object.defineProperty(module.exports, '_createHandle', { value: (id) => new TCP(id) });
// Other handles whose events come through the same hook (a child process).
Object.defineProperty(module.exports, '_registerHandle', { value: (id, h) => handles.set(id, h) });
Object.defineProperty(module.exports, '_unregisterHandle', { value: (id) => handles.delete(id) });
