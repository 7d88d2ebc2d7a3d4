'use strict';

// fs.ReadStream and fs.WriteStream over evloop's fs, in the requests and ticks of Node
// v20's lib/internal/fs/streams.js:
// - _construct (a tick after the constructor) opens the file: one 'open' request; its
//   callback marks the stream constructed (the stream starts a tick later) and then emits
//   'open' (with the fd) and 'ready';
// - each _read is one 'read' request of up to highWaterMark bytes (64 KiB by default),
//   within `start`..`end`; a short read is copied into a buffer of its size; 0 bytes ends;
// - each _write is one 'write' request (a run of buffered chunks is one writev, which is
//   one request too), retried for what the kernel did not take;
// - _destroy waits for a request in flight, then closes the fd (a 'close' request), so
//   'close' comes after that request's callback.

const fs = require('./fs.js');
const { Buffer } = require('./buffer.js');
const { Readable, Writable, errorOrDestroy } = require('./internal/streams.js');
const { invalidArgType, outOfRange, makeError } = require('./internal/errors.js');

const kIsPerformingIO = Symbol('kIsPerformingIO');
const kIoDone = Symbol('kIoDone');
const kFs = Symbol('kFs');

function streamOptions(options) {
  if (options === null || options === undefined || typeof options === 'function') return {};
  if (typeof options === 'string') return { encoding: options };
  if (typeof options !== 'object') throw invalidArgType('options', ['string', 'Object'], options);
  return { ...options };
}

function checkPath(path) {
  if (typeof path === 'string' || path instanceof Uint8Array) return path;
  if (path !== null && typeof path === 'object' && typeof path.href === 'string' && path.protocol !== undefined) {
    return require('./url.js').fileURLToPath(path);
  }
  throw invalidArgType('path', ['string', 'Buffer', 'URL'], path);
}

function checkInteger(value, name) {
  if (typeof value !== 'number') throw invalidArgType(name, 'number', value);
  if (!Number.isInteger(value)) throw outOfRange(name, 'an integer', value);
  if (value < 0 || value > Number.MAX_SAFE_INTEGER) {
    throw outOfRange(name, `>= 0 && <= ${Number.MAX_SAFE_INTEGER}`, value);
  }
}

function checkFd(fd) {
  if (typeof fd !== 'number') throw invalidArgType('options.fd', ['number', 'FileHandle'], fd);
  if (!Number.isInteger(fd)) throw outOfRange('fd', 'an integer', fd);
  if (fd < 0 || fd > 2147483647) throw outOfRange('fd', '>= 0 && <= 2147483647', fd);
  return fd;
}

// The file part shared by both kinds: where it is, how to open it, the fs to use.
function setUpFile(stream, path, options, defaultFlags) {
  stream[kFs] = options.fs || fs;
  if (options.fd == null) {
    stream.fd = null;
    stream.path = checkPath(path);
    stream.flags = options.flags === undefined ? defaultFlags : options.flags;
    stream.mode = options.mode === undefined ? 0o666 : options.mode;
  } else {
    stream.fd = checkFd(options.fd);
  }
  options.autoDestroy = options.autoClose === undefined ? true : options.autoClose;
}

// _construct: the fd given, or one 'open' request.
function openFile(callback) {
  if (typeof this.fd === 'number') {
    callback();
    return;
  }
  this[kFs].open(this.path, this.flags, this.mode, (err, fd) => {
    if (err) {
      callback(err);
      return;
    }
    this.fd = fd;
    callback();
    this.emit('open', this.fd);
    this.emit('ready');
  });
}

// _destroy: after the request in flight, close the fd (not fd 0, as in Node).
function destroyFile(err, cb) {
  if (this[kIsPerformingIO]) this.once(kIoDone, (er) => closeFile(this, err || er, cb));
  else closeFile(this, err, cb);
}

function closeFile(stream, err, cb) {
  if (!stream.fd) {
    cb(err);
    return;
  }
  const close = () => {
    stream[kFs].close(stream.fd, (er) => cb(er || err));
    stream.fd = null;
  };
  if (stream.flush) {
    stream[kFs].fsync(stream.fd, (flushErr) => {
      err = err || flushErr;
      close();
    });
  } else {
    close();
  }
}

function autoCloseProperty(stateName) {
  return {
    get() { return this[stateName].autoDestroy; },
    set(v) { this[stateName].autoDestroy = v; },
    configurable: true,
  };
}

const pendingProperty = { get() { return this.fd === null; }, configurable: true };

// ---------------------------------------------------------------- ReadStream

function ReadStream(path, options) {
  if (!(this instanceof ReadStream)) return new ReadStream(path, options);
  options = streamOptions(options);
  if (options.highWaterMark === undefined) options.highWaterMark = 64 * 1024;
  setUpFile(this, path, options, 'r');
  this.start = options.start;
  this.end = options.end;
  this.pos = undefined;
  this.bytesRead = 0;
  this[kIsPerformingIO] = false;
  if (this.start !== undefined) {
    checkInteger(this.start, 'start');
    this.pos = this.start;
  }
  if (this.end === undefined) {
    this.end = Infinity;
  } else if (this.end !== Infinity) {
    checkInteger(this.end, 'end');
    if (this.start !== undefined && this.start > this.end) {
      throw outOfRange('start', `<= "end" (here: ${this.end})`, this.start);
    }
  }
  Readable.call(this, options);
}
Object.setPrototypeOf(ReadStream.prototype, Readable.prototype);
Object.setPrototypeOf(ReadStream, Readable);
Object.defineProperty(ReadStream.prototype, 'autoClose', autoCloseProperty('_readableState'));
Object.defineProperty(ReadStream.prototype, 'pending', pendingProperty);

// Deprecated in Node (the stream opens itself); kept as the no-op it is there.
ReadStream.prototype.open = function open() {};
ReadStream.prototype._construct = openFile;
ReadStream.prototype._destroy = destroyFile;

ReadStream.prototype._read = function _read(n) {
  n = Math.min(this.end - (this.pos !== undefined ? this.pos : this.bytesRead) + 1, n);
  if (n <= 0) {
    this.push(null);
    return;
  }
  const buf = Buffer.allocUnsafeSlow(n);
  this[kIsPerformingIO] = true;
  this[kFs].read(this.fd, buf, 0, n, this.pos, (err, bytesRead) => {
    this[kIsPerformingIO] = false;
    if (this.destroyed) {
      // _destroy is waiting for this request to close the fd.
      this.emit(kIoDone, err);
      return;
    }
    if (err) {
      errorOrDestroy(this, err);
    } else if (bytesRead > 0) {
      if (this.pos !== undefined) this.pos += bytesRead;
      this.bytesRead += bytesRead;
      let chunk = buf;
      if (bytesRead !== buf.length) {
        // A copy the size of the data, not a view that keeps the whole buffer.
        chunk = Buffer.allocUnsafeSlow(bytesRead);
        buf.copy(chunk, 0, 0, bytesRead);
      }
      this.push(chunk);
    } else {
      this.push(null);
    }
  });
};

ReadStream.prototype.close = function close(cb) {
  if (typeof cb === 'function') require('./stream.js').finished(this, cb);
  this.destroy();
};

// ---------------------------------------------------------------- WriteStream

function WriteStream(path, options) {
  if (!(this instanceof WriteStream)) return new WriteStream(path, options);
  options = streamOptions(options);
  // Strings are written as bytes.
  options.decodeStrings = true;
  setUpFile(this, path, options, 'w');
  this.flush = options.flush == null ? false : options.flush;
  if (typeof this.flush !== 'boolean') throw invalidArgType('options.flush', 'boolean', this.flush);
  this.start = options.start;
  this.pos = undefined;
  this.bytesWritten = 0;
  this[kIsPerformingIO] = false;
  if (this.start !== undefined) {
    checkInteger(this.start, 'start');
    this.pos = this.start;
  }
  Writable.call(this, options);
  if (options.encoding) this.setDefaultEncoding(options.encoding);
}
Object.setPrototypeOf(WriteStream.prototype, Writable.prototype);
Object.setPrototypeOf(WriteStream, Writable);
Object.defineProperty(WriteStream.prototype, 'autoClose', autoCloseProperty('_writableState'));
Object.defineProperty(WriteStream.prototype, 'pending', pendingProperty);

WriteStream.prototype.open = function open() {};
WriteStream.prototype._construct = openFile;
WriteStream.prototype._destroy = destroyFile;

// One write request per attempt.
function writeAll(stream, data, size, pos, cb, retries) {
  stream[kFs].write(stream.fd, data, 0, size, pos, (err, written) =>
    afterWriteRequest(stream, 'write', err, written, (n) => data.subarray(n), size, pos, cb, retries));
}

// A write or writev request's answer: EAGAIN counts as nothing written; an error or a
// destroyed stream ends the run; what the kernel did not take is written again (up to
// five attempts that write nothing).
function afterWriteRequest(stream, syscall, err, written, rest, size, pos, cb, retries) {
  if (err && err.code === 'EAGAIN') {
    err = null;
    written = 0;
  }
  if (stream.destroyed || err) {
    cb(err || makeError(Error, 'ERR_STREAM_DESTROYED', `Cannot call ${syscall} after a stream was destroyed`));
    return;
  }
  stream.bytesWritten += written;
  retries = written ? 0 : retries + 1;
  size -= written;
  pos += written;
  if (retries > 5) cb(makeError(Error, 'ERR_SYSTEM_ERROR', `A system error occurred: ${syscall} failed`));
  else if (size) writeAll(stream, rest(written), size, pos, cb, retries);
  else cb();
}

// After a request: the stream's callback, and the fd released to a waiting _destroy.
function afterIo(stream, cb) {
  return (err) => {
    stream[kIsPerformingIO] = false;
    const destroyed = stream.destroyed;
    cb(err);
    if (destroyed) stream.emit(kIoDone, err);
  };
}

WriteStream.prototype._write = function _write(data, encoding, cb) {
  this[kIsPerformingIO] = true;
  writeAll(this, data, data.length, this.pos, afterIo(this, cb), 0);
  if (this.pos !== undefined) this.pos += data.length;
};

WriteStream.prototype._writev = function _writev(entries, cb) {
  const chunks = entries.map((e) => e.chunk);
  const size = chunks.reduce((n, c) => n + c.length, 0);
  const pos = this.pos;
  this[kIsPerformingIO] = true;
  const done = afterIo(this, cb);
  this[kFs].writev(this.fd, chunks, pos, (err, written) => afterWriteRequest(this, 'writev', err, written,
    (n) => Buffer.concat(chunks).subarray(n), size, pos, done, 0));
  if (this.pos !== undefined) this.pos += size;
};

WriteStream.prototype.close = function close(cb) {
  if (cb) {
    if (this.closed) {
      process.nextTick(cb);
      return;
    }
    this.on('close', cb);
  }
  // Without autoClose the stream is destroyed at 'finish'.
  if (!this.autoClose) this.on('finish', this.destroy);
  this.end();
};

// Files have no shutdown(): destroySoon is end.
WriteStream.prototype.destroySoon = WriteStream.prototype.end;

module.exports = { ReadStream, WriteStream };
