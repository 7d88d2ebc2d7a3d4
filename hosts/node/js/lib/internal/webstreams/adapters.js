'use strict';

// The bridges between node's streams and the web streams, as node 20's
// lib/internal/webstreams/adapters.js makes them: Readable.toWeb / fromWeb,
// Writable.toWeb / fromWeb, Duplex.toWeb / fromWeb. A Readable feeds a ReadableStream from its 'data' events,
// paused whenever the controller's desiredSize falls to 0 and resumed by pull(); a
// Readable over a ReadableStream reads one chunk per _read through the reader.

const { Buffer } = require('./buffer.js');
const { invalidArgType, invalidArgValue, validateBoolean } = require('./internal/node_errors.js');
const { promiseThen, resolved, safeFinally, deferred, allOf } = require('./internal/webstreams/util.js');
const { ReadableStream, isReadableStream } = require('./internal/webstreams/readablestream.js');
const { WritableStream, isWritableStream } = require('./internal/webstreams/writablestream.js');
const { CountQueuingStrategy, ByteLengthQueuingStrategy } =
  require('./internal/webstreams/queuingstrategies.js');

let stream;
const streams = () => (stream ||= require('./stream.js'));

function isDestroyed(s) {
  const state = s._writableState || s._readableState;
  return !!(s.destroyed || (state && state.destroyed));
}

function isWritableEnded(s) {
  if (s.writableEnded === true) return true;
  const state = s._writableState;
  if (state && state.errored) return false;
  return !!(state && state.ended);
}

function isFinished(s) {
  const r = s._readableState;
  const w = s._writableState;
  return (!r || r.endEmitted) && (!w || w.finished);
}

// node's stream.destroy(stream, err): an unfinished stream destroyed without an error
// gets an AbortError.
function destroyer(s, err) {
  if (!s || isDestroyed(s)) return;
  if (!err && !isFinished(s)) err = new (require('./internal/streams.js').AbortError)();
  if (typeof s.destroy === 'function') s.destroy(err);
}

// A _destroy's callback, called from a promise reaction: what it throws is thrown again
// in a nextTick, out of the promise's reach.
function destroyed(callback, error) {
  try {
    callback(error);
  } catch (err) {
    process.nextTick(() => { throw err; });
  }
}

function abortErrorFor(error) {
  if (error && error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
    const { AbortError } = require('./internal/streams.js');
    return new AbortError(undefined, { cause: error });
  }
  return error;
}

function validateOptions(options) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw invalidArgType('options', 'Object', options);
  }
}

function validateEncoding(encoding) {
  if (encoding !== undefined && !Buffer.isEncoding(encoding)) {
    throw invalidArgValue(encoding, 'options.encoding', 'is invalid');
  }
}

// Writable.toWeb
function newWritableStreamFromStreamWritable(streamWritable) {
  if (!streamWritable || typeof streamWritable.write !== 'function' ||
      typeof streamWritable.on !== 'function') {
    throw invalidArgType('streamWritable', 'stream.Writable', streamWritable);
  }
  if (isDestroyed(streamWritable) || streamWritable.writable === false ||
      isWritableEnded(streamWritable)) {
    const writable = new WritableStream();
    writable.close();
    return writable;
  }
  const highWaterMark = streamWritable.writableHighWaterMark;
  const strategy = streamWritable.writableObjectMode ?
    new CountQueuingStrategy({ highWaterMark }) : { highWaterMark };
  let controller;
  let backpressure;
  let closed;

  const cleanup = streams().finished(streamWritable, (error) => {
    error = abortErrorFor(error);
    cleanup();
    streamWritable.on('error', () => {});
    if (error != null) {
      if (backpressure !== undefined) backpressure.reject(error);
      if (closed !== undefined) {
        closed.reject(error);
        closed = undefined;
      }
      controller.error(error);
      controller = undefined;
      return;
    }
    if (closed !== undefined) {
      closed.resolve();
      closed = undefined;
      return;
    }
    const { AbortError } = require('./internal/streams.js');
    controller.error(new AbortError());
    controller = undefined;
  });

  streamWritable.on('drain', () => {
    if (backpressure !== undefined) backpressure.resolve();
  });

  return new WritableStream({
    start(c) { controller = c; },
    write(chunk) {
      if (streamWritable.writableNeedDrain || !streamWritable.write(chunk)) {
        backpressure = deferred();
        return safeFinally(backpressure.promise, () => { backpressure = undefined; });
      }
    },
    abort(reason) {
      destroyer(streamWritable, reason);
    },
    close() {
      if (closed === undefined && !isWritableEnded(streamWritable)) {
        closed = deferred();
        streamWritable.end();
        return closed.promise;
      }
      controller = undefined;
      return resolved();
    },
  }, strategy);
}

// The methods of a node stream over a web stream's writer (Writable.fromWeb,
// Duplex.fromWeb): `self()` is the node stream, `closed()` whether the writer's stream
// has closed.
function writeMethods(writer, self, closed, decodeStrings, objectMode) {
  return {
    writev(chunks, callback) {
      const done = (errors) => {
        errors = errors.filter((e) => e);
        try {
          callback(errors.length === 0 ? undefined : errors);
        } catch (error) {
          process.nextTick(() => destroyer(self(), error));
        }
      };
      promiseThen(writer.ready, () => promiseThen(allOf(chunks.map((data) => () => writer.write(data.chunk))), done, done), done);
    },
    write(chunk, encoding, callback) {
      if (typeof chunk === 'string' && decodeStrings && !objectMode) {
        const enc = `${encoding}`.toLowerCase();
        if (enc === 'utf8' || enc === 'utf-8') {
          chunk = new (require('./internal/encoding.js').TextEncoder)().encode(chunk);
        } else {
          const bytes = Buffer.from(chunk, encoding);
          chunk = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        }
      }
      const done = (error) => {
        try {
          callback(error);
        } catch (err) {
          destroyer(self(), err);
        }
      };
      promiseThen(writer.ready, () => promiseThen(writer.write(chunk), done, done), done);
    },
    final(callback) {
      const done = (error) => {
        try {
          callback(error);
        } catch (err) {
          process.nextTick(() => destroyer(self(), err));
        }
      };
      if (!closed()) promiseThen(writer.close(), done, done);
    },
  };
}

// A node stream's read() over a web stream's reader: one read per call.
function readMethod(reader, self) {
  return function read() {
    promiseThen(reader.read(), (chunk) => {
      if (chunk.done) self().push(null);
      else self().push(chunk.value);
    }, (error) => destroyer(self(), error));
  };
}

const prematureClose = () => require('./internal/node_errors.js')
  .makeError(Error, 'ERR_STREAM_PREMATURE_CLOSE', 'Premature close');

// Writable.fromWeb
function newStreamWritableFromWritableStream(writableStream, options = {}) {
  if (!isWritableStream(writableStream)) {
    throw invalidArgType('writableStream', 'WritableStream', writableStream);
  }
  validateOptions(options);
  const { highWaterMark, decodeStrings = true, objectMode = false, signal } = options;
  validateBoolean(objectMode, 'options.objectMode');
  validateBoolean(decodeStrings, 'options.decodeStrings');
  const writer = writableStream.getWriter();
  let closed = false;

  const writable = new (streams().Writable)({
    highWaterMark,
    objectMode,
    decodeStrings,
    signal,
    ...writeMethods(writer, () => writable, () => closed, decodeStrings, objectMode),
    destroy(error, callback) {
      const done = () => destroyed(callback, error);
      if (!closed) {
        promiseThen((error != null ? writer.abort(error) : writer.close()), done, done);
        return;
      }
      done();
    },
  });

  promiseThen(writer.closed, () => {
    closed = true;
    if (!isWritableEnded(writable)) destroyer(writable, prematureClose());
  }, (error) => {
    closed = true;
    destroyer(writable, error);
  });
  return writable;
}

// Readable.toWeb
function newReadableStreamFromStreamReadable(streamReadable, options = {}) {
  if (typeof streamReadable?._readableState !== 'object') {
    throw invalidArgType('streamReadable', 'stream.Readable', streamReadable);
  }
  if (isDestroyed(streamReadable) || streamReadable.readable === false ||
      streamReadable._readableState.endEmitted) {
    const readable = new ReadableStream();
    readable.cancel();
    return readable;
  }
  const objectMode = streamReadable.readableObjectMode;
  const highWaterMark = streamReadable.readableHighWaterMark;
  const strategy = options?.strategy || (objectMode ?
    new CountQueuingStrategy({ highWaterMark }) : new ByteLengthQueuingStrategy({ highWaterMark }));
  let controller;
  let wasCanceled = false;

  function onData(chunk) {
    // A copy, detached from Buffer's pool.
    if (Buffer.isBuffer(chunk) && !objectMode) chunk = new Uint8Array(chunk);
    controller.enqueue(chunk);
    if (controller.desiredSize <= 0) streamReadable.pause();
  }

  streamReadable.pause();
  const cleanup = streams().finished(streamReadable, (error) => {
    error = abortErrorFor(error);
    cleanup();
    streamReadable.on('error', () => {});
    if (error) return controller.error(error);
    if (wasCanceled) return;
    controller.close();
  });
  streamReadable.on('data', onData);

  return new ReadableStream({
    start(c) { controller = c; },
    pull() { streamReadable.resume(); },
    cancel(reason) {
      wasCanceled = true;
      destroyer(streamReadable, reason);
    },
  }, strategy);
}

// Readable.fromWeb
function newStreamReadableFromReadableStream(readableStream, options = {}) {
  if (!isReadableStream(readableStream)) {
    throw invalidArgType('readableStream', 'ReadableStream', readableStream);
  }
  validateOptions(options);
  const { highWaterMark, encoding, objectMode = false, signal } = options;
  validateEncoding(encoding);
  validateBoolean(objectMode, 'options.objectMode');
  const reader = readableStream.getReader();
  let closed = false;

  const readable = new (streams().Readable)({
    objectMode,
    highWaterMark,
    encoding,
    signal,
    read: readMethod(reader, () => readable),
    destroy(error, callback) {
      const done = () => destroyed(callback, error);
      if (!closed) {
        promiseThen(reader.cancel(error), done, done);
        return;
      }
      done();
    },
  });

  promiseThen(reader.closed, () => {
    closed = true;
  }, (error) => {
    closed = true;
    destroyer(readable, error);
  });
  return readable;
}

// Duplex.toWeb
function newReadableWritablePairFromDuplex(duplex) {
  if (typeof duplex?._writableState !== 'object' || typeof duplex?._readableState !== 'object') {
    throw invalidArgType('duplex', 'stream.Duplex', duplex);
  }
  if (isDestroyed(duplex)) {
    const writable = new WritableStream();
    const readable = new ReadableStream();
    writable.close();
    readable.cancel();
    return { readable, writable };
  }
  const canWrite = duplex.writable !== false && !isWritableEnded(duplex);
  const writable = canWrite ? newWritableStreamFromStreamWritable(duplex) : new WritableStream();
  if (!canWrite) writable.close();
  const canRead = duplex.readable !== false && !duplex._readableState.endEmitted;
  const readable = canRead ? newReadableStreamFromStreamReadable(duplex) : new ReadableStream();
  if (!canRead) readable.cancel();
  return { writable, readable };
}

// Duplex.fromWeb
function newStreamDuplexFromReadableWritablePair(pair = {}, options = {}) {
  if (pair === null || typeof pair !== 'object' || Array.isArray(pair)) {
    throw invalidArgType('pair', 'Object', pair);
  }
  const { readable: readableStream, writable: writableStream } = pair;
  if (!isReadableStream(readableStream)) {
    throw invalidArgType('pair.readable', 'ReadableStream', readableStream);
  }
  if (!isWritableStream(writableStream)) {
    throw invalidArgType('pair.writable', 'WritableStream', writableStream);
  }
  validateOptions(options);
  const {
    allowHalfOpen = false, objectMode = false, encoding, decodeStrings = true, highWaterMark, signal,
  } = options;
  validateBoolean(objectMode, 'options.objectMode');
  validateEncoding(encoding);
  const writer = writableStream.getWriter();
  const reader = readableStream.getReader();
  let writableClosed = false;
  let readableClosed = false;

  const duplex = new (streams().Duplex)({
    allowHalfOpen,
    highWaterMark,
    objectMode,
    encoding,
    decodeStrings,
    signal,
    ...writeMethods(writer, () => duplex, () => writableClosed, decodeStrings, objectMode),
    read: readMethod(reader, () => duplex),
    destroy(error, callback) {
      const done = () => destroyed(callback, error);
      async function closeWriter() {
        if (!writableClosed) await writer.abort(error);
      }
      async function closeReader() {
        if (!readableClosed) await reader.cancel(error);
      }
      if (!writableClosed || !readableClosed) {
        const closing = [closeWriter(), closeReader()];
        promiseThen(allOf(closing.map((p) => () => p)), done, done);
        return;
      }
      done();
    },
  });

  const bothClosed = (error) => {
    writableClosed = true;
    readableClosed = true;
    destroyer(duplex, error);
  };
  promiseThen(writer.closed, () => {
    writableClosed = true;
    if (!isWritableEnded(duplex)) destroyer(duplex, prematureClose());
  }, bothClosed);
  promiseThen(reader.closed, () => {
    readableClosed = true;
  }, bothClosed);
  return duplex;
}

module.exports = {
  newWritableStreamFromStreamWritable,
  newStreamWritableFromWritableStream,
  newReadableStreamFromStreamReadable,
  newStreamReadableFromReadableStream,
  newReadableWritablePairFromDuplex,
  newStreamDuplexFromReadableWritablePair,
};
