'use strict';

// node:stream — the public module over ./streams.js (the Readable, Writable and Duplex
// state machines sockets use), plus Transform and PassThrough.
//
// Transform's timing rules (Node v20):
// - the readable side starts "not in a read call" (sync false), so a chunk pushed from
//   _transform while the stream flows is emitted as 'data' at once;
// - the write callback runs at once when the pushed output fits the readable side (or
//   nothing was pushed); otherwise it waits for the consumer's next _read;
// - end(): _final runs _flush, pushes what it returns, then ends the readable side
//   (push(null)); 'finish' follows in a nextTick, 'end' once the output is consumed.

const EventEmitter = require('./events.js');
const { Buffer } = require('./buffer.js');
const { makeError, invalidArgType } = require('./errors.js');
const { Readable, Writable, Duplex } = require('./streams.js');

const kCallback = Symbol('kCallback');

function Transform(options) {
  if (!(this instanceof Transform)) return new Transform(options);
  Duplex.call(this, options);
  this._readableState.sync = false;
  this[kCallback] = null;
  if (options) {
    if (typeof options.transform === 'function') this._transform = options.transform;
    if (typeof options.flush === 'function') this._flush = options.flush;
  }
  // A subclass that brings its own _final still flushes before 'finish'.
  this.on('prefinish', prefinish);
}
Object.setPrototypeOf(Transform.prototype, Duplex.prototype);
Object.setPrototypeOf(Transform, Duplex);

function final(cb) {
  if (typeof this._flush === 'function' && !this.destroyed) {
    this._flush((er, data) => {
      if (er) {
        if (cb) cb(er);
        else this.destroy(er);
        return;
      }
      if (data != null) this.push(data);
      this.push(null);
      if (cb) cb();
    });
  } else {
    this.push(null);
    if (cb) cb();
  }
}

function prefinish() {
  if (this._final !== final) final.call(this);
}

Transform.prototype._final = final;

Transform.prototype._transform = function _transform() {
  throw makeError(Error, 'ERR_METHOD_NOT_IMPLEMENTED', 'The _transform() method is not implemented');
};

Transform.prototype._write = function _write(chunk, encoding, callback) {
  const rState = this._readableState;
  const wState = this._writableState;
  const before = rState.length;
  this._transform(chunk, encoding, (err, val) => {
    if (err) {
      callback(err);
      return;
    }
    if (val != null) this.push(val);
    if (wState.ended || before === rState.length || rState.length < rState.highWaterMark) {
      callback();
    } else {
      this[kCallback] = callback;
    }
  });
};

Transform.prototype._read = function _read() {
  const callback = this[kCallback];
  if (callback) {
    this[kCallback] = null;
    callback();
  }
};

function PassThrough(options) {
  if (!(this instanceof PassThrough)) return new PassThrough(options);
  Transform.call(this, options);
}
Object.setPrototypeOf(PassThrough.prototype, Transform.prototype);
Object.setPrototypeOf(PassThrough, Transform);

PassThrough.prototype._transform = function _transform(chunk, encoding, cb) {
  cb(null, chunk);
};

// Readable.from(iterable): an object-mode stream (highWaterMark 1) that pulls the next
// value when the consumer reads. A string or Buffer is one chunk. The pull is an async
// function: values of a sync iterator are pushed at once (one flow loop takes them all
// while push() says there is room), an async iterator's and promised values after their
// await.
Readable.from = function from(iterable, opts) {
  if (typeof iterable === 'string' || iterable instanceof Buffer) {
    return new Readable({
      objectMode: true,
      ...opts,
      read() {
        this.push(iterable);
        this.push(null);
      },
    });
  }
  let isAsync;
  let iterator;
  if (iterable && typeof iterable[Symbol.asyncIterator] === 'function') {
    isAsync = true;
    iterator = iterable[Symbol.asyncIterator]();
  } else if (iterable && typeof iterable[Symbol.iterator] === 'function') {
    isAsync = false;
    iterator = iterable[Symbol.iterator]();
  } else {
    throw invalidArgType('iterable', ['Iterable'], iterable);
  }
  const readable = new Readable({ objectMode: true, highWaterMark: 1, ...opts });
  let reading = false;
  readable._read = function _read() {
    if (!reading) {
      reading = true;
      pull();
    }
  };
  readable._destroy = function _destroy(error, cb) {
    close(error).then(() => process.nextTick(cb, error), (e) => process.nextTick(cb, e || error));
  };
  async function close(error) {
    const hadError = error !== undefined && error !== null;
    const hasThrow = typeof iterator.throw === 'function';
    if (hadError && hasThrow) {
      const { value, done } = await iterator.throw(error);
      await value;
      if (done) return;
    }
    if (typeof iterator.return === 'function') {
      const { value } = await iterator.return();
      await value;
    }
  }
  async function pull() {
    for (;;) {
      try {
        const { value, done } = isAsync ? await iterator.next() : iterator.next();
        if (done) {
          readable.push(null);
        } else {
          const res = value && typeof value.then === 'function' ? await value : value;
          if (res === null) {
            reading = false;
            throw makeError(TypeError, 'ERR_STREAM_NULL_VALUES', 'May not write null values to stream');
          } else if (readable.push(res)) {
            continue;
          } else {
            reading = false;
          }
        }
      } catch (err) {
        readable.destroy(err);
      }
      break;
    }
  }
  return readable;
};

// finished(stream[, options], callback): calls back once the stream is done — at 'close'
// when the stream will emit one (autoDestroy and emitClose, as Node's streams do), else at
// 'end'/'finish'; with the error at 'error'; with ERR_STREAM_PREMATURE_CLOSE at a 'close'
// before the end; in a nextTick when the stream is already done. Returns a function that
// removes its listeners. (No `signal` option yet.)
function finished(stream, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = {};
  } else if (options == null) {
    options = {};
  }
  if (typeof callback !== 'function') throw invalidArgType('callback', 'function', callback);
  let done = (err) => {
    done = () => {};
    if (err === undefined) callback.call(stream);
    else callback.call(stream, err);
  };
  const rState = stream._readableState;
  const wState = stream._writableState;
  const isReadableStream = !!rState && rState.readable !== false;
  const isWritableStream = !!wState && wState.writable !== false;
  const readable = options.readable ?? isReadableStream;
  const writable = options.writable ?? isWritableStream;
  const state = wState || rState;
  let willEmitClose = !!(state && state.autoDestroy && state.emitClose && state.closed === false) &&
    isReadableStream === readable && isWritableStream === writable;
  const readableDone = () => !!rState && (rState.endEmitted || (rState.ended && rState.length === 0));
  const writableDone = () => !!wState && !wState.errored && (wState.finished || (wState.ended && wState.length === 0));
  // Stream#readable / #writable as booleans, or null for a stream without them.
  const stillReadable = () => (typeof stream.readable !== 'boolean' ? null
    : !stream.destroyed && isReadableStream && stream.readable && !(rState && rState.endEmitted));
  const stillWritable = () => (typeof stream.writable !== 'boolean' ? null
    : !stream.destroyed && isWritableStream && stream.writable && !(wState && wState.ended));
  let readableFinished = readableDone();
  let writableFinished = writableDone();
  const premature = () => makeError(Error, 'ERR_STREAM_PREMATURE_CLOSE', 'Premature close');

  const onfinish = () => {
    writableFinished = true;
    if (stream.destroyed) willEmitClose = false;
    if (willEmitClose && (!stream.readable || readable)) return;
    if (!readable || readableFinished) done();
  };
  const onend = () => {
    readableFinished = true;
    if (stream.destroyed) willEmitClose = false;
    if (willEmitClose && (!stream.writable || writable)) return;
    if (!writable || writableFinished) done();
  };
  const onerror = (err) => done(err);
  const onclose = () => {
    const errored = (wState && wState.errored) || (rState && rState.errored);
    if (errored && typeof errored !== 'boolean') return done(errored);
    if (readable && !readableFinished && isReadableStream && !readableDone()) return done(premature());
    if (writable && !writableFinished && !writableDone()) return done(premature());
    return done();
  };

  stream.on('end', onend);
  stream.on('finish', onfinish);
  if (options.error !== false) stream.on('error', onerror);
  stream.on('close', onclose);

  const closed = !!((rState && rState.closed) || (wState && wState.closed));
  if (closed) {
    process.nextTick(onclose);
  } else if ((wState && wState.errorEmitted) || (rState && rState.errorEmitted)) {
    if (!willEmitClose) process.nextTick(onclose);
  } else if (!readable && (!willEmitClose || stillReadable()) &&
             (writableFinished || stillWritable() === false)) {
    process.nextTick(onclose);
  } else if (!writable && (!willEmitClose || stillWritable()) &&
             (readableFinished || stillReadable() === false)) {
    process.nextTick(onclose);
  }

  return function cleanup() {
    done = () => {};
    stream.removeListener('end', onend);
    stream.removeListener('finish', onfinish);
    stream.removeListener('error', onerror);
    stream.removeListener('close', onclose);
  };
}

// `for await (const chunk of readable)`: each step takes what read() gives (everything
// buffered), else waits for 'readable' or for the stream to be finished; an error ends the
// loop with a throw. Leaving the loop (its end, a break, a throw) destroys the stream.
Readable.prototype[Symbol.asyncIterator] = function asyncIterator() {
  return iterate(this);
};

async function* iterate(stream) {
  let wake = () => {};
  // As a 'readable' listener (`this` is the stream) it wakes the waiting step; as a
  // promise executor it becomes the waiting step's wake-up.
  function next(resolve) {
    if (this === stream) {
      wake();
      wake = () => {};
    } else {
      wake = resolve;
    }
  }
  stream.on('readable', next);
  // undefined while the stream runs, null once it ended cleanly, else the error.
  let error;
  const cleanup = finished(stream, { writable: false }, (err) => {
    error = err ? combine(error, err) : null;
    wake();
    wake = () => {};
  });
  try {
    for (;;) {
      const chunk = stream.destroyed ? null : stream.read();
      if (chunk !== null) yield chunk;
      else if (error) throw error;
      else if (error === null) return;
      else await new Promise(next);
    }
  } catch (err) {
    error = combine(error, err);
    throw error;
  } finally {
    if (error === undefined || stream._readableState.autoDestroy) {
      stream.destroy(null);
    } else {
      stream.off('readable', next);
      cleanup();
    }
  }
}

// Two errors from one loop: one, or both in an AggregateError (the later one first).
function combine(inner, outer) {
  if (inner && outer && inner !== outer) {
    const err = new AggregateError([outer, inner], outer.message);
    err.code = outer.code;
    return err;
  }
  return inner || outer;
}

// The legacy base: an EventEmitter with pipe().
function Stream(options) {
  EventEmitter.call(this, options);
}
Object.setPrototypeOf(Stream.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Stream, EventEmitter);

module.exports = Stream;
Object.assign(Stream, { Stream, Readable, Writable, Duplex, Transform, PassThrough, finished });
