'use strict';

// node:stream — the public module over ./streams.js (the Readable, Writable and Duplex
// state machines sockets use), plus Transform and PassThrough, finished, async iteration,
// pipeline and stream/promises (built on pipe() and finished in the order Node's are, so
// that every event and callback lands in the same tick).
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
const { makeError, invalidArgType } = require('./internal/errors.js');
const {
  Readable, Writable, Duplex, aggregateTwo, AbortError, addAbortSignal, isNodeStream,
  getDefaultHighWaterMark, setDefaultHighWaterMark,
} = require('./internal/streams.js');
const { kDispose } = require('./internals.js');

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
// removes its listeners. An aborted `signal` calls back with an AbortError.
function finished(stream, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = {};
  } else if (options == null) {
    options = {};
  }
  if (typeof callback !== 'function') throw invalidArgType('callback', 'function', callback);
  const signal = options.signal;
  if (signal !== undefined && (typeof signal !== 'object' || signal === null || !('aborted' in signal))) {
    throw invalidArgType('options.signal', 'AbortSignal', signal);
  }
  if (isWebReadable(stream) || isWebWritable(stream)) return finishedWeb(stream, signal, callback);
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

  function cleanup() {
    done = () => {};
    stream.removeListener('end', onend);
    stream.removeListener('finish', onfinish);
    stream.removeListener('error', onerror);
    stream.removeListener('close', onclose);
  }

  if (signal && !closed) {
    const abort = () => {
      const end = done;
      cleanup();
      end(new AbortError(undefined, { cause: signal.reason }));
    };
    if (signal.aborted) {
      process.nextTick(abort);
    } else {
      const disposable = EventEmitter.addAbortListener(signal, abort);
      const inner = done;
      done = (err) => {
        disposable[kDispose]();
        inner(err);
      };
    }
  }
  return cleanup;
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
    error = err ? aggregateTwo(error, err) : null;
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
    error = aggregateTwo(error, err);
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

// ---------------------------------------------------------------- operators

// readable.map(), .filter(), .toArray() and the rest (Node v20's operators): the ones that
// return a stream wrap an async generator over the source in Readable.from; the others
// are async functions over `for await`. map() runs fn on up to `concurrency` values at
// once and hands results out in order, keeping at most concurrency + highWaterMark of
// them ahead of the consumer.
const kEmpty = Symbol('kEmpty');
const kEof = Symbol('kEof');

function validateOperatorOptions(options) {
  if (options == null) return;
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw invalidArgType('options', 'Object', options);
  }
  const { signal } = options;
  if (signal != null && !(typeof signal === 'object' && 'aborted' in signal)) {
    throw invalidArgType('options.signal', 'AbortSignal', signal);
  }
}

function validateFn(fn, name) {
  if (typeof fn !== 'function') throw invalidArgType(name, ['Function', 'AsyncFunction'], fn);
}

function validateCount(value, name, min) {
  if (typeof value !== 'number') throw invalidArgType(name, 'number', value);
  if (!Number.isInteger(value)) {
    throw makeError(RangeError, 'ERR_OUT_OF_RANGE',
      `The value of "${name}" is out of range. It must be an integer. Received ${value}`);
  }
  if (value < min || value > Number.MAX_SAFE_INTEGER) {
    throw makeError(RangeError, 'ERR_OUT_OF_RANGE', `The value of "${name}" is out of range. ` +
      `It must be >= ${min} && <= ${Number.MAX_SAFE_INTEGER}. Received ${value}`);
  }
}

function map(fn, options) {
  validateFn(fn, 'fn');
  validateOperatorOptions(options);
  let concurrency = 1;
  if (options && options.concurrency != null) concurrency = Math.floor(options.concurrency);
  let highWaterMark = concurrency - 1;
  if (options && options.highWaterMark != null) highWaterMark = Math.floor(options.highWaterMark);
  validateCount(concurrency, 'options.concurrency', 1);
  validateCount(highWaterMark, 'options.highWaterMark', 0);
  highWaterMark += concurrency;
  const stream = this;
  return (async function* mapped() {
    const signal = options && options.signal ? options.signal : new AbortController().signal;
    const signalOpt = { signal };
    // Promises of results, oldest first; kEof once the source is done.
    const queue = [];
    let wakeConsumer = null;
    let wakePump = null;
    let done = false;
    let inFlight = 0;
    const resumePump = () => {
      if (wakePump && !done && inFlight < concurrency && queue.length < highWaterMark) {
        wakePump();
        wakePump = null;
      }
    };
    const settled = () => {
      inFlight--;
      resumePump();
    };
    const failed = () => {
      done = true;
      settled();
    };
    const pump = async () => {
      try {
        for await (let value of stream) {
          if (done) return;
          if (signal.aborted) throw new AbortError();
          try {
            value = fn(value, signalOpt);
            if (value === kEmpty) continue;
            value = Promise.resolve(value);
          } catch (err) {
            value = Promise.reject(err);
          }
          inFlight++;
          value.then(settled, failed);
          queue.push(value);
          if (wakeConsumer) {
            wakeConsumer();
            wakeConsumer = null;
          }
          if (!done && (queue.length >= highWaterMark || inFlight >= concurrency)) {
            await new Promise((resolve) => { wakePump = resolve; });
          }
        }
        queue.push(kEof);
      } catch (err) {
        const value = Promise.reject(err);
        value.then(settled, failed);
        queue.push(value);
      } finally {
        done = true;
        if (wakeConsumer) {
          wakeConsumer();
          wakeConsumer = null;
        }
      }
    };
    pump();
    try {
      for (;;) {
        while (queue.length > 0) {
          const value = await queue[0];
          if (value === kEof) return;
          if (signal.aborted) throw new AbortError();
          if (value !== kEmpty) yield value;
          queue.shift();
          resumePump();
        }
        await new Promise((resolve) => { wakeConsumer = resolve; });
      }
    } finally {
      done = true;
      if (wakePump) {
        wakePump();
        wakePump = null;
      }
    }
  })();
}

function filter(fn, options) {
  validateFn(fn, 'fn');
  const keep = async (value, opts) => ((await fn(value, opts)) ? value : kEmpty);
  return map.call(this, keep, options);
}

function flatMap(fn, options) {
  const values = map.call(this, fn, options);
  return (async function* flattened() {
    for await (const value of values) yield* value;
  })();
}

let warnedIndexedPairs = false;
function asIndexedPairs(options) {
  // Deprecated in v20 (with no code), warned about once per process.
  if (!warnedIndexedPairs) {
    warnedIndexedPairs = true;
    process.emitWarning('readable.asIndexedPairs will be removed in a future version.', 'DeprecationWarning');
  }
  validateOperatorOptions(options);
  const stream = this;
  return (async function* indexed() {
    let index = 0;
    for await (const value of stream) {
      if (options && options.signal && options.signal.aborted) {
        throw new AbortError(undefined, { cause: options.signal.reason });
      }
      yield [index++, value];
    }
  })();
}

// take() and drop() coerce their count as the iterator-helpers proposal does.
function toCount(number) {
  number = Number(number);
  if (Number.isNaN(number)) return 0;
  if (number < 0) {
    throw makeError(RangeError, 'ERR_OUT_OF_RANGE',
      `The value of "number" is out of range. It must be >= 0. Received ${number}`);
  }
  return number;
}

function drop(number, options) {
  validateOperatorOptions(options);
  number = toCount(number);
  const stream = this;
  const aborted = () => options && options.signal && options.signal.aborted;
  return (async function* dropped() {
    if (aborted()) throw new AbortError();
    for await (const value of stream) {
      if (aborted()) throw new AbortError();
      if (number-- <= 0) yield value;
    }
  })();
}

function take(number, options) {
  validateOperatorOptions(options);
  number = toCount(number);
  const stream = this;
  const aborted = () => options && options.signal && options.signal.aborted;
  return (async function* taken() {
    if (aborted()) throw new AbortError();
    for await (const value of stream) {
      if (aborted()) throw new AbortError();
      if (number-- > 0) yield value;
      // Stop before pulling another value once the count is reached.
      if (number <= 0) return;
    }
  })();
}

async function some(fn, options) {
  // eslint-disable-next-line no-unused-vars
  for await (const unused of filter.call(this, fn, options)) return true;
  return false;
}

async function every(fn, options) {
  validateFn(fn, 'fn');
  return !(await some.call(this, async (...args) => !(await fn(...args)), options));
}

async function find(fn, options) {
  for await (const result of filter.call(this, fn, options)) return result;
  return undefined;
}

async function forEach(fn, options) {
  validateFn(fn, 'fn');
  const each = async (value, opts) => {
    await fn(value, opts);
    return kEmpty;
  };
  // eslint-disable-next-line no-unused-vars
  for await (const unused of map.call(this, each, options));
}

async function reduce(reducer, initialValue, options) {
  validateFn(reducer, 'reducer');
  validateOperatorOptions(options);
  let hasInitialValue = arguments.length > 1;
  const outer = options && options.signal;
  if (outer && outer.aborted) {
    const err = new AbortError(undefined, { cause: outer.reason });
    // The error reaches the caller through the rejection, not as 'error'.
    this.once('error', () => {});
    await new Promise((resolve) => finished(this.destroy(err), resolve));
    throw err;
  }
  const ac = new AbortController();
  const { signal } = ac;
  const onAbort = () => ac.abort();
  if (outer) outer.addEventListener('abort', onAbort, { once: true });
  let gotAny = false;
  try {
    for await (const value of this) {
      gotAny = true;
      if (outer && outer.aborted) throw new AbortError();
      if (!hasInitialValue) {
        initialValue = value;
        hasInitialValue = true;
      } else {
        initialValue = await reducer(initialValue, value, { signal });
      }
    }
    if (!gotAny && !hasInitialValue) {
      throw makeError(TypeError, 'ERR_MISSING_ARGS', 'Reduce of an empty stream requires an initial value');
    }
  } finally {
    ac.abort();
    if (outer) outer.removeEventListener('abort', onAbort);
  }
  return initialValue;
}

async function toArray(options) {
  validateOperatorOptions(options);
  const result = [];
  for await (const value of this) {
    if (options && options.signal && options.signal.aborted) {
      throw new AbortError(undefined, { cause: options.signal.reason });
    }
    result.push(value);
  }
  return result;
}

function defineOperator(name, op, returnsStream) {
  const fn = {
    [name](...args) {
      if (new.target) throw makeError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
      const out = op.apply(this, args);
      return returnsStream ? Readable.from(out) : out;
    },
  }[name];
  Object.defineProperty(fn, 'length', { value: op.length });
  Object.defineProperty(Readable.prototype, name, {
    value: fn, enumerable: false, configurable: true, writable: true,
  });
}
for (const [name, op] of Object.entries({ asIndexedPairs, drop, filter, flatMap, map, take })) {
  defineOperator(name, op, true);
}
for (const [name, op] of Object.entries({ every, forEach, reduce, toArray, some, find })) {
  defineOperator(name, op, false);
}

// ---------------------------------------------------------------- predicates

// Node's stream.isDestroyed / isDisturbed / isErrored / isReadable / isWritable, duck-typed
// over the state objects; null when the value is not a stream of the kind asked about.
function isDestroyed(stream) {
  if (!isNodeStream(stream)) return null;
  const state = stream._writableState || stream._readableState;
  return !!(stream.destroyed || (state && state.destroyed));
}

// A web ReadableStream's or WritableStream's own state ({ state, disturbed }), else null.
function webStreamState(stream) {
  if (!isWebReadable(stream) && !isWebWritable(stream)) return null;
  const state = stream[require('./internal/webstreams/util.js').kState];
  return state && typeof state.state === 'string' ? state : null;
}

function isDisturbed(stream) {
  const web = webStreamState(stream);
  if (web) return !!web.disturbed;
  return !!(stream && (stream.readableDidRead || stream.readableAborted));
}

function isErrored(stream) {
  if (!stream) return false;
  const web = webStreamState(stream);
  if (web) return web.state === 'errored';
  const r = stream._readableState;
  const w = stream._writableState;
  return !!(stream.readableErrored ?? stream.writableErrored ?? (r && r.errorEmitted) ??
    (w && w.errorEmitted) ?? (r && r.errored) ?? (w && w.errored));
}

function isReadable(stream) {
  const web = isWebReadable(stream) && webStreamState(stream);
  if (web) return web.state === 'readable';
  if (typeof (stream && stream.readable) !== 'boolean') return null;
  if (isDestroyed(stream)) return false;
  if (!isReadableNodeStream(stream) || !stream.readable) return false;
  const r = stream._readableState;
  if (r && r.errored) return true;
  return !(r && r.endEmitted);
}

function isWritable(stream) {
  const web = isWebWritable(stream) && webStreamState(stream);
  if (web) return web.state === 'writable';
  if (typeof (stream && stream.writable) !== 'boolean') return null;
  if (isDestroyed(stream)) return false;
  const isWritableStream = typeof stream.write === 'function' && typeof stream.on === 'function' &&
    (!stream._readableState || !stream._writableState || stream._writableState.writable !== false);
  if (!isWritableStream || !stream.writable) return false;
  if (stream.writableEnded === true) return false;
  const w = stream._writableState;
  if (w && w.errored) return true;
  return !(w && w.ended);
}

// ---------------------------------------------------------------- pipeline

// Node's stream predicates (duck-typed, as Node's are).
function isReadableNodeStream(obj) {
  return !!obj && typeof obj.pipe === 'function' && typeof obj.on === 'function' &&
    (!obj._writableState || (!!obj._readableState && obj._readableState.readable !== false));
}

function isIterable(obj, isAsync) {
  if (obj == null) return false;
  if (isAsync === true) return typeof obj[Symbol.asyncIterator] === 'function';
  return typeof obj[Symbol.asyncIterator] === 'function' || typeof obj[Symbol.iterator] === 'function';
}

function invalidReturnValue(input, name, value) {
  const type = value != null && value.constructor && value.constructor.name
    ? `instance of ${value.constructor.name}` : `type ${typeof value}`;
  return makeError(TypeError, 'ERR_INVALID_RETURN_VALUE',
    `Expected ${input} to be returned from the "${name}" function but got ${type}.`);
}

function invalidStage(value) {
  return invalidArgType('body', ['function', 'Blob', 'ReadableStream', 'WritableStream', 'Stream',
    'Iterable', 'AsyncIterable', 'Promise', '{ readable, writable } pair'], value);
}

// pipeline(...streams, callback): pipes each stage into the next (a stream, or a function
// given the previous stage as an async iterable; the first may be an iterable or a
// function returning one, the last a function returning a promise). The callback runs a
// tick after every stage finished, or after an error destroyed them all (those not yet
// finished, in order). Returns the last stream.
// The web streams, told apart as node's internal/streams/utils does: by their methods.
function isWebReadable(obj) {
  return !!(obj && !isNodeStream(obj) && typeof obj.pipeThrough === 'function' &&
    typeof obj.getReader === 'function' && typeof obj.cancel === 'function');
}
function isWebWritable(obj) {
  return !!(obj && !isNodeStream(obj) && typeof obj.getWriter === 'function' &&
    typeof obj.abort === 'function');
}
function isWebTransform(obj) {
  return !!(obj && !isNodeStream(obj) && typeof obj.readable === 'object' &&
    typeof obj.writable === 'object');
}
const isWebStream = (obj) => isWebReadable(obj) || isWebWritable(obj) || isWebTransform(obj);

// finished() of a web stream (node's eosWeb): the callback a nextTick after the stream's
// own closed promise settles, or with an AbortError when the signal aborts first.
function finishedWeb(stream, signal, callback) {
  let aborted = false;
  let called = false;
  let dispose = () => {};
  const once = (...args) => {
    if (called) return;
    called = true;
    dispose();
    callback.apply(stream, args);
  };
  if (signal) {
    const abort = () => {
      aborted = true;
      once(new AbortError(undefined, { cause: signal.reason }));
    };
    if (signal.aborted) {
      process.nextTick(abort);
    } else {
      const disposable = require('./events.js').addAbortListener(signal, abort);
      dispose = () => disposable[kDispose]();
    }
  }
  const settled = (...args) => {
    if (!aborted) process.nextTick(() => once(...args));
  };
  const { kIsClosedPromise, promiseThen } = require('./internal/webstreams/util.js');
  promiseThen(stream[kIsClosedPromise].promise, settled, settled);
  return () => {};
}

// addAbortSignal(signal, stream) for node's streams and web streams: an abort destroys a
// node stream, errors a web stream through its controller.
function addAbortSignalToAny(signal, stream) {
  if (signal === null || typeof signal !== 'object' || !('aborted' in signal)) {
    throw invalidArgType('signal', 'AbortSignal', signal);
  }
  if (!isWebStream(stream)) return addAbortSignal(signal, stream);
  const { kControllerErrorFunction } = require('./internal/webstreams/util.js');
  const onAbort = () => stream[kControllerErrorFunction](new AbortError(undefined, { cause: signal.reason }));
  if (signal.aborted) {
    onAbort();
  } else {
    const disposable = require('./events.js').addAbortListener(signal, onAbort);
    finished(stream, disposable[kDispose]);
  }
  return stream;
}

// An (async) iterable into a web stream's writer, waiting for writer.ready before each
// write (node's pumpToWeb); an error aborts the writer.
async function pumpToWeb(readable, writable, finish, end) {
  if (isWebTransform(writable)) writable = writable.writable;
  const writer = writable.getWriter();
  try {
    for await (const chunk of readable) {
      await writer.ready;
      writer.write(chunk).catch(() => {});
    }
    await writer.ready;
    if (end) await writer.close();
    finish();
  } catch (err) {
    try {
      await writer.abort(err);
      finish(err);
    } catch (err2) {
      finish(err2);
    }
  }
}

function pipeline(...streams) {
  const last = streams[streams.length - 1];
  if (typeof last !== 'function') throw invalidArgType('streams[stream.length - 1]', 'function', last);
  streams.pop();
  let called = false;
  return pipelineImpl(streams, (err, value) => {
    if (called) return;
    called = true;
    last(err, value);
  });
}

function pipelineImpl(streams, callback, opts) {
  if (streams.length === 1 && Array.isArray(streams[0])) streams = streams[0];
  if (streams.length < 2) throw makeError(TypeError, 'ERR_MISSING_ARGS', 'The "streams" argument must be specified');
  const ac = new AbortController();
  const outerSignal = opts ? opts.signal : undefined;
  if (outerSignal !== undefined && (outerSignal === null || typeof outerSignal !== 'object' || !('aborted' in outerSignal))) {
    throw invalidArgType('options.signal', 'AbortSignal', outerSignal);
  }
  const abort = () => finishImpl(new AbortError());
  if (outerSignal) outerSignal.addEventListener('abort', abort);

  let error;
  let value;
  const destroys = [];
  let finishCount = 0;
  const finish = (err) => finishImpl(err, --finishCount === 0);
  function finishImpl(err, final) {
    if (err && (!error || error.code === 'ERR_STREAM_PREMATURE_CLOSE')) error = err;
    if (!error && !final) return;
    while (destroys.length) destroys.shift()(error);
    if (outerSignal) outerSignal.removeEventListener('abort', abort);
    ac.abort();
    if (final) process.nextTick(callback, error, value);
  }

  let ret;
  for (let i = 0; i < streams.length; i++) {
    const stage = streams[i];
    const reading = i < streams.length - 1;
    const writing = i > 0;
    const end = reading || !opts || opts.end !== false;
    if (isNodeStream(stage)) {
      if (end) destroys.push(destroyerOf(stage, reading, writing));
      // Errors after the piping is done still end the pipeline.
      stage.on('error', (err) => {
        if (err && err.name !== 'AbortError' && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') finish(err);
      });
    }
    if (i === 0) {
      if (typeof stage === 'function') {
        ret = stage({ signal: ac.signal });
        if (!isIterable(ret)) throw invalidReturnValue('Iterable, AsyncIterable or Stream', 'source', ret);
      } else if (isIterable(stage) || isReadableNodeStream(stage) || isWebTransform(stage)) {
        ret = stage;
      } else if (isNodeStream(stage)) {
        ret = stage;
      } else {
        throw invalidStage(stage);
      }
    } else if (typeof stage === 'function') {
      ret = stage(asAsyncIterable(isWebTransform(ret) ? ret.readable : ret), { signal: ac.signal });
      if (reading) {
        if (!isIterable(ret, true)) throw invalidReturnValue('AsyncIterable', `transform[${i - 1}]`, ret);
      } else {
        // A last stage that is a function still gives pipeline() a stream to return.
        const pt = new PassThrough({ objectMode: true });
        const then = ret != null ? ret.then : undefined;
        if (typeof then === 'function') {
          finishCount++;
          then.call(ret, (val) => {
            value = val;
            pt.write(val);
            if (end) pt.end();
            process.nextTick(finish);
          }, (err) => {
            pt.destroy(err);
            process.nextTick(finish, err);
          });
        } else if (isIterable(ret, true)) {
          finishCount++;
          pump(ret, pt, finish, end);
        } else if (isWebTransform(ret)) {
          finishCount++;
          pump(ret.readable, pt, finish, end);
        } else {
          throw invalidReturnValue('AsyncIterable or Promise', 'destination', ret);
        }
        ret = pt;
        destroys.push(destroyerOf(ret, false, true));
      }
    } else if (isNodeStream(stage)) {
      if (isReadableNodeStream(ret)) {
        finishCount += 2;
        pipeStage(ret, stage, finish, end);
      } else if (isWebTransform(ret) || isWebReadable(ret)) {
        finishCount++;
        pump(ret.readable || ret, stage, finish, end);
      } else if (isIterable(ret)) {
        finishCount++;
        pump(ret, stage, finish, end);
      } else {
        throw invalidArgType('val', ['Readable', 'Iterable', 'AsyncIterable', 'ReadableStream', 'TransformStream'], ret);
      }
      ret = stage;
    } else if (isWebStream(stage)) {
      if (isReadableNodeStream(ret)) {
        finishCount++;
        pumpToWeb(asAsyncIterable(ret), stage, finish, end);
      } else if (isWebReadable(ret) || isIterable(ret)) {
        finishCount++;
        pumpToWeb(ret, stage, finish, end);
      } else if (isWebTransform(ret)) {
        finishCount++;
        pumpToWeb(ret.readable, stage, finish, end);
      } else {
        throw invalidArgType('val', ['Readable', 'Iterable', 'AsyncIterable', 'ReadableStream', 'TransformStream'], ret);
      }
      ret = stage;
    } else {
      throw invalidStage(stage);
    }
  }
  if (ac.signal.aborted || (outerSignal && outerSignal.aborted)) process.nextTick(abort);
  return ret;
}

// The function that destroys `stream` when the pipeline fails, unless it finished.
function destroyerOf(stream, reading, writing) {
  let done = false;
  stream.on('close', () => {
    done = true;
  });
  finished(stream, { readable: reading, writable: writing }, (err) => {
    done = !err;
  });
  return (err) => {
    if (done) return;
    done = true;
    destroyStream(stream, err || makeError(Error, 'ERR_STREAM_DESTROYED', 'Cannot call pipe after a stream was destroyed'));
  };
}

function destroyStream(stream, err) {
  if (!stream || stream.destroyed) return;
  if (typeof stream.destroy === 'function') stream.destroy(err);
  else if (typeof stream.close === 'function') stream.close();
  else process.nextTick(() => stream.emit('error', err));
}

function asAsyncIterable(val) {
  if (isIterable(val)) return val;
  if (isReadableNodeStream(val)) return fromReadable(val);
  throw invalidArgType('val', ['Readable', 'Iterable', 'AsyncIterable'], val);
}

async function* fromReadable(stream) {
  yield* Readable.prototype[Symbol.asyncIterator].call(stream);
}

// Stream to stream, as node's pipeline pipes: pipe() with `end: false`, so the source
// unpipes at its 'end' (pausing itself), and the destination ended from a listener of
// its own (in a tick if the source has ended already); the destination closing before
// the source's end is a premature close. Each side's finish counts once.
function pipeStage(src, dst, finish, end) {
  let ended = false;
  dst.on('close', () => {
    if (!ended) finish(makeError(Error, 'ERR_STREAM_PREMATURE_CLOSE', 'Premature close'));
  });
  src.pipe(dst, { end: false });
  if (end) {
    const endDestination = () => {
      ended = true;
      dst.end();
    };
    const r = src._readableState;
    if (r && !r.errored && r.endEmitted) process.nextTick(endDestination);
    else src.once('end', endDestination);
  } else {
    finish();
  }
  finished(src, { readable: true, writable: false }, (err) => {
    const r = src._readableState;
    if (err && err.code === 'ERR_STREAM_PREMATURE_CLOSE' && r && r.ended && !r.errored && !r.errorEmitted) {
      // A 'close' before 'end' on a source that has ended: its 'end' still comes.
      src.once('end', finish).once('error', finish);
    } else {
      finish(err);
    }
  });
  finished(dst, { readable: false, writable: true }, finish);
}

// An (async) iterable into a writable: each value written, waiting for 'drain' when
// write() says so; then end() and the writable's finish.
async function pump(iterable, writable, finish, end) {
  let error;
  let onresolve = null;
  const resume = (err) => {
    if (err) error = err;
    if (onresolve) {
      const cb = onresolve;
      onresolve = null;
      cb();
    }
  };
  const wait = () => new Promise((resolve, reject) => {
    if (error) {
      reject(error);
    } else {
      onresolve = () => {
        if (error) reject(error);
        else resolve();
      };
    }
  });
  writable.on('drain', resume);
  const cleanup = finished(writable, { readable: false }, resume);
  try {
    if (writable.writableNeedDrain) await wait();
    for await (const chunk of iterable) {
      if (!writable.write(chunk)) await wait();
    }
    if (end) writable.end();
    await wait();
    finish();
  } catch (err) {
    finish(error !== err ? aggregateTwo(error, err) : err);
  } finally {
    cleanup();
    writable.off('drain', resume);
  }
}

// stream/promises
const promises = {
  pipeline(...streams) {
    return new Promise((resolve, reject) => {
      let options;
      const last = streams[streams.length - 1];
      if (last && typeof last === 'object' && !isNodeStream(last) && !isIterable(last) &&
          !isWebStream(last)) options = streams.pop();
      pipelineImpl(streams, (err, value) => {
        if (err) reject(err);
        else resolve(value);
      }, { signal: options ? options.signal : undefined, end: options ? options.end : undefined });
    });
  },
  finished(stream, opts) {
    // A bad cleanup option throws at the call, not through the promise.
    if (opts && opts.cleanup && typeof opts.cleanup !== 'boolean') {
      throw invalidArgType('cleanup', 'boolean', opts.cleanup);
    }
    const autoCleanup = !!(opts && opts.cleanup);
    return new Promise((resolve, reject) => {
      const cleanup = finished(stream, opts, (err) => {
        if (autoCleanup) cleanup();
        if (err) reject(err);
        else resolve();
      });
    });
  },
};

// util.promisify(pipeline) and util.promisify(finished) are the stream/promises forms.
for (const [fn, name] of [[pipeline, 'pipeline'], [finished, 'finished']]) {
  Object.defineProperty(fn, Symbol.for('nodejs.util.promisify.custom'), {
    enumerable: true, configurable: true, get() { return promises[name]; },
  });
}

// The legacy base: an EventEmitter with pipe().
function Stream(options) {
  EventEmitter.call(this, options);
}
Object.setPrototypeOf(Stream.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Stream, EventEmitter);

// The web stream adapters, node's static methods (loaded on first use).
const adapters = () => require('./internal/webstreams/adapters.js');
Object.assign(Readable, {
  fromWeb(readableStream, options) { return adapters().newStreamReadableFromReadableStream(readableStream, options); },
  toWeb(streamReadable, options) { return adapters().newReadableStreamFromStreamReadable(streamReadable, options); },
});
Object.assign(Writable, {
  fromWeb(writableStream, options) { return adapters().newStreamWritableFromWritableStream(writableStream, options); },
  toWeb(streamWritable) { return adapters().newWritableStreamFromStreamWritable(streamWritable); },
});
Object.assign(Duplex, {
  fromWeb(pair, options) { return adapters().newStreamDuplexFromReadableWritablePair(pair, options); },
  toWeb(duplex) { return adapters().newReadableWritablePairFromDuplex(duplex); },
});

module.exports = Stream;
Object.assign(Stream, {
  Stream, Readable, Writable, Duplex, Transform, PassThrough, finished, pipeline, promises,
  addAbortSignal: addAbortSignalToAny,
  isDestroyed, isDisturbed, isErrored, isReadable, isWritable,
  getDefaultHighWaterMark, setDefaultHighWaterMark,
});
