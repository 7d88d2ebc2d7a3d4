'use strict';

// Readable, Writable and Duplex streams for evloop's Node host: the state machines of
// Node v20's lib/internal/streams, written for this project. What matters here is *when*
// each event fires — synchronously, or in which process.nextTick — because that is what
// orders a socket's 'data', 'end', 'finish' and 'close' against a script's own ticks,
// promises and timers. The rules (each named where it is implemented):
//
// - 'data' is emitted synchronously by push() when the stream flows and nothing is
//   buffered; otherwise the chunk is buffered and flows out later (read()/flow()).
// - on('data') resumes the stream in a nextTick (resume_), not at once.
// - the end of a readable side ('end') is emitted in a nextTick after push(null) is seen
//   with an empty buffer (endReadableNT); a Duplex that does not allow half-open
//   streams ends its writable side in one more nextTick.
// - write() answers after _write ran (a chunk taken at once does not count against
//   highWaterMark); a write whose _write completes synchronously calls back in a nextTick
//   (one tick for a run of such writes with the same callback; none for a write without
//   a callback unless 'drain' needs it); 'drain' comes just before; the finish after a
//   write callback waits one more tick.
// - end() calls _final at once when nothing is in flight; 'finish' is emitted in the
//   nextTick after _final's callback; then autoDestroy destroys the stream when its
//   readable side has ended too.
// - destroy() calls _destroy; its callback queues 'error' (then 'close', when the stream
//   emits its own close) in a nextTick.

const EventEmitter = require('./events.js');
const { Buffer } = require('./buffer.js');
const { makeError, invalidArgType, AbortError } = require('./internal/errors.js');
const { emitOne, kDispose } = require('./internals.js');

const defaultEmit = EventEmitter.prototype.emit;

const nop = () => {};
const { getPrototypeOf } = Object;
const BufferPrototype = Buffer.prototype;
// The highWaterMark a stream gets when its options name none; stream.setDefaultHighWaterMark
// changes it for streams made afterwards.
let defaultHwm = 16 * 1024;
let defaultObjectHwm = 16;
function getDefaultHighWaterMark(objectMode) {
  return objectMode ? defaultObjectHwm : defaultHwm;
}
function setDefaultHighWaterMark(objectMode, value) {
  if (typeof value !== 'number') throw invalidArgType('value', 'number', value);
  if (!Number.isInteger(value) || value < 0 || value > Number.MAX_SAFE_INTEGER) {
    throw makeError(RangeError, 'ERR_OUT_OF_RANGE', 'The value of "value" is out of range. ' +
      `It must be >= 0 && <= ${Number.MAX_SAFE_INTEGER}. Received ${value}`);
  }
  if (objectMode) defaultObjectHwm = value;
  else defaultHwm = value;
}

function streamError(code, message, Base = Error) {
  return makeError(Base, code, message);
}

// ---------------------------------------------------------------- destroy

function destroy(err, cb) {
  const r = this._readableState;
  const w = this._writableState;
  if ((w && w.destroyed) || (r && r.destroyed)) {
    if (typeof cb === 'function') cb();
    return this;
  }
  recordError(err, w, r);
  if (w) w.destroyed = true;
  if (r) r.destroyed = true;
  // A stream still in _construct is destroyed once that ends.
  if (!(w || r).constructed) {
    this.once(kDestroy, function destroyConstructed(er) {
      destroyNow(this, aggregateTwo(er, err), cb);
    });
    return this;
  }
  return destroyNow(this, err, cb);
}

function destroyNow(self, err, cb) {
  const r = self._readableState;
  const w = self._writableState;
  let called = false;
  function onDestroy(e) {
    if (called) return;
    called = true;
    recordError(e, w, r);
    if (w) w.closed = true;
    if (r) r.closed = true;
    if (typeof cb === 'function') cb(e);
    if (e) process.nextTick(emitErrorThenClose, self, e);
    else process.nextTick(emitCloseNT, self);
  }
  try {
    self._destroy(err || null, onDestroy);
  } catch (e) {
    onDestroy(e);
  }
  return self;
}

// Two errors as one, as Node's streams do: either alone, or an AggregateError of both
// (the later first).
function aggregateTwo(inner, outer) {
  return inner && outer && inner !== outer ? aggregate(inner, outer) : inner || outer;
}

function aggregate(inner, outer) {
  if (Array.isArray(outer.errors)) {
    outer.errors.push(inner);
    return outer;
  }
  const err = new AggregateError([outer, inner], outer.message);
  err.code = outer.code;
  return err;
}

// ---------------------------------------------------------------- abort signals

function isAbortSignal(signal) {
  return typeof signal === 'object' && signal !== null && 'aborted' in signal;
}

function isNodeStream(obj) {
  return !!obj && (!!obj._readableState || !!obj._writableState ||
    (typeof obj.write === 'function' && typeof obj.on === 'function') ||
    (typeof obj.pipe === 'function' && typeof obj.on === 'function'));
}

// addAbortSignal(signal, stream): the signal's abort destroys the stream with an
// AbortError (at once when it is already aborted).
function addAbortSignal(signal, stream) {
  if (!isAbortSignal(signal)) throw invalidArgType('signal', 'AbortSignal', signal);
  if (!isNodeStream(stream)) throw invalidArgType('stream', ['ReadableStream', 'WritableStream', 'Stream'], stream);
  const onAbort = () => stream.destroy(new AbortError(undefined, { cause: signal.reason }));
  if (signal.aborted) {
    onAbort();
  } else {
    const disposable = EventEmitter.addAbortListener(signal, onAbort);
    require('./stream.js').finished(stream, disposable[kDispose]);
  }
  return stream;
}

// ---------------------------------------------------------------- construct

const kConstruct = Symbol('kConstruct');
const kDestroy = Symbol('kDestroy');

// A stream with _construct: reads, writes, the finish and destroy() wait until its
// callback, which _construct gets in a tick of its own; once it is called (a tick later)
// the stream starts, or is destroyed (or errored) if that was asked for meanwhile.
function construct(stream, cb) {
  const r = stream._readableState;
  const w = stream._writableState;
  if (r) r.constructed = false;
  if (w) w.constructed = false;
  stream.once(kConstruct, cb);
  process.nextTick(constructNT, stream);
}

function constructNT(stream) {
  let called = false;
  function onConstruct(err) {
    if (called) {
      errorOrDestroy(stream, err ?? streamError('ERR_MULTIPLE_CALLBACK', 'Callback called multiple times'));
      return;
    }
    called = true;
    const r = stream._readableState;
    const w = stream._writableState;
    if (r) r.constructed = true;
    if (w) w.constructed = true;
    if ((w || r).destroyed) stream.emit(kDestroy, err);
    else if (err) errorOrDestroy(stream, err, true);
    else stream.emit(kConstruct);
  }
  try {
    stream._construct((err) => process.nextTick(onConstruct, err));
  } catch (err) {
    process.nextTick(onConstruct, err);
  }
}

function recordError(err, w, r) {
  if (!err) return;
  if (w && !w.errored) w.errored = err;
  if (r && !r.errored) r.errored = err;
}

function emitErrorThenClose(self, err) {
  emitErrorNT(self, err);
  emitCloseNT(self);
}

function emitCloseNT(self) {
  const r = self._readableState;
  const w = self._writableState;
  if (w) w.closeEmitted = true;
  if (r) r.closeEmitted = true;
  if ((w && w.emitClose) || (r && r.emitClose)) self.emit('close');
}

function emitErrorNT(self, err) {
  const r = self._readableState;
  const w = self._writableState;
  if ((w && w.errorEmitted) || (r && r.errorEmitted)) return;
  if (w) w.errorEmitted = true;
  if (r) r.errorEmitted = true;
  self.emit('error', err);
}

// A stream error: destroy with it (autoDestroy), or record it and emit 'error'.
function errorOrDestroy(stream, err, sync) {
  const r = stream._readableState;
  const w = stream._writableState;
  if ((w && w.destroyed) || (r && r.destroyed)) return;
  if ((r && r.autoDestroy) || (w && w.autoDestroy)) {
    stream.destroy(err);
  } else if (err) {
    recordError(err, w, r);
    if (sync) process.nextTick(emitErrorNT, stream, err);
    else emitErrorNT(stream, err);
  }
}

// ---------------------------------------------------------------- Readable

function ReadableState(options, stream, isDuplex) {
  const o = options || {};
  this.objectMode = !!(o.objectMode || (isDuplex && o.readableObjectMode));
  this.highWaterMark = o.highWaterMark !== undefined ? o.highWaterMark
    : getDefaultHighWaterMark(this.objectMode);
  this.buffer = [];
  this.length = 0;
  this.flowing = null;
  this.ended = false;
  this.endEmitted = false;
  this.reading = false;
  // True until the first read(): a push during construction is not "async".
  this.sync = true;
  this.needReadable = false;
  this.emittedReadable = false;
  this.readableListening = false;
  this.resumeScheduled = false;
  this.paused = null;
  this.errorEmitted = false;
  this.emitClose = o.emitClose !== false;
  this.autoDestroy = o.autoDestroy !== false;
  this.destroyed = false;
  this.errored = null;
  this.closed = false;
  this.closeEmitted = false;
  this.readingMore = false;
  this.dataEmitted = false;
  // False while _construct runs.
  this.constructed = true;
  this.decoder = null;
  this.encoding = null;
  // pipe(): the destinations, and the one (or the Set of those) whose 'drain' is awaited.
  this.pipes = [];
  this.awaitDrainWriters = null;
  this.multiAwaitDrain = false;
  if (o.encoding) this.setDecoder(o.encoding);
}

ReadableState.prototype.setDecoder = function setDecoder(enc) {
  const { StringDecoder } = require('./string_decoder.js');
  this.decoder = new StringDecoder(enc);
  this.encoding = this.decoder.encoding;
};

function Readable(options) {
  if (!(this instanceof Readable)) return new Readable(options);
  const isDuplex = this instanceof Duplex;
  this._readableState = new ReadableState(options, this, isDuplex);
  if (options) {
    if (typeof options.read === 'function') this._read = options.read;
    if (typeof options.destroy === 'function') this._destroy = options.destroy;
    if (typeof options.construct === 'function') this._construct = options.construct;
    if (options.signal && !isDuplex) addAbortSignal(options.signal, this);
  }
  EventEmitter.call(this, options);
  if (!isDuplex && this._construct != null) construct(this, () => readableConstructed(this));
}

function readableConstructed(stream) {
  const state = stream._readableState;
  if (state.needReadable) maybeReadMore(stream, state);
}
Object.setPrototypeOf(Readable.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Readable, EventEmitter);

Readable.prototype.destroy = destroy;
Readable.prototype._destroy = function _destroy(err, cb) { cb(err); };
Readable.prototype._read = function _read() {
  throw streamError('ERR_METHOD_NOT_IMPLEMENTED', 'The _read() method is not implemented');
};

Readable.prototype.push = function push(chunk, encoding) {
  if (encoding === undefined && chunk instanceof Buffer) {
    const len = chunk.length;
    if (len > 0) return pushBytes(this, chunk, len);
  }
  return addChunkFrom(this, chunk, encoding, false);
};

// push(chunk) for a Buffer of `len` > 0 bytes (every socket or file read; the host's
// reads call it straight, with the length they know). Onto a live byte stream without a
// decoder: the steps addChunkFrom, addChunk and maybeReadMore take for it, in one
// function (each call costs under Boa), 'data' emitted straight to its listeners.
function pushBytes(stream, chunk, len) {
  const state = stream._readableState;
  if (state.objectMode || state.decoder !== null || state.ended || state.destroyed || state.errored) {
    return addChunkFrom(stream, chunk, undefined, false);
  }
  state.reading = false;
  const events = stream._events;
  const handler = events !== undefined ? events.data : undefined;
  if (state.flowing && state.length === 0 && !state.sync && handler !== undefined &&
      stream.emit === defaultEmit) {
    state.dataEmitted = true;
    emitOne(stream, handler, 'data', chunk);
  } else {
    addChunk(stream, state, chunk, false);
    return !state.ended && (state.length < state.highWaterMark || state.length === 0);
  }
  if (!state.readingMore && state.constructed) {
    state.readingMore = true;
    process.nextTick(readMore, stream, state);
  }
  return !state.ended && (state.length < state.highWaterMark || state.length === 0);
}

Readable.prototype.unshift = function unshift(chunk, encoding) {
  return addChunkFrom(this, chunk, encoding, true);
};

function addChunkFrom(stream, chunk, encoding, toFront) {
  const state = stream._readableState;
  if (!state.objectMode && typeof chunk === 'string') {
    encoding = encoding || 'utf8';
    if (state.encoding !== encoding) {
      chunk = Buffer.from(chunk, encoding);
      encoding = '';
    }
  }
  if (chunk === null) {
    state.reading = false;
    onEofChunk(stream, state);
  } else if (state.objectMode || (chunk && chunk.length > 0)) {
    if (toFront) {
      if (state.endEmitted) {
        errorOrDestroy(stream, streamError('ERR_STREAM_UNSHIFT_AFTER_END_EVENT',
          'stream.unshift() after end event'));
      } else if (state.destroyed || state.errored) {
        return false;
      } else {
        addChunk(stream, state, chunk, true);
      }
    } else if (state.ended) {
      errorOrDestroy(stream, streamError('ERR_STREAM_PUSH_AFTER_EOF', 'stream.push() after EOF'));
    } else if (state.destroyed || state.errored) {
      return false;
    } else {
      state.reading = false;
      if (state.decoder && !encoding) {
        chunk = state.decoder.write(chunk);
        if (state.objectMode || chunk.length !== 0) addChunk(stream, state, chunk, false);
        else maybeReadMore(stream, state);
      } else {
        addChunk(stream, state, chunk, false);
      }
    }
  } else if (!toFront) {
    state.reading = false;
    maybeReadMore(stream, state);
  }
  return !state.ended && (state.length < state.highWaterMark || state.length === 0);
}

// A flowing stream with nothing buffered hands the chunk straight to 'data'.
function addChunk(stream, state, chunk, toFront) {
  if (state.flowing && state.length === 0 && !state.sync && stream.listenerCount('data') > 0) {
    state.dataEmitted = true;
    stream.emit('data', chunk);
  } else {
    state.length += state.objectMode ? 1 : chunk.length;
    if (toFront) state.buffer.unshift(chunk);
    else state.buffer.push(chunk);
    if (state.needReadable) emitReadable(stream);
  }
  maybeReadMore(stream, state);
}

function onEofChunk(stream, state) {
  if (state.ended) return;
  if (state.decoder) {
    const rest = state.decoder.end();
    if (rest && rest.length) {
      state.buffer.push(rest);
      state.length += state.objectMode ? 1 : rest.length;
    }
  }
  state.ended = true;
  if (state.sync) {
    emitReadable(stream);
  } else {
    state.needReadable = false;
    state.emittedReadable = true;
    emitReadableNow(stream);
  }
}

function emitReadable(stream) {
  const state = stream._readableState;
  state.needReadable = false;
  if (!state.emittedReadable) {
    state.emittedReadable = true;
    process.nextTick(emitReadableNow, stream);
  }
}

function emitReadableNow(stream) {
  const state = stream._readableState;
  if (!state.destroyed && !state.errored && (state.length || state.ended)) {
    stream.emit('readable');
    state.emittedReadable = false;
  }
  state.needReadable = !state.flowing && !state.ended && state.length <= state.highWaterMark;
  flow(stream);
}

function maybeReadMore(stream, state) {
  if (!state.readingMore && state.constructed) {
    state.readingMore = true;
    process.nextTick(readMore, stream, state);
  }
}

function readMore(stream, state) {
  // The common case, a flowing stream with nothing buffered that is not reading: the
  // steps read(0) takes for it (start a _read), inline.
  if (state.length === 0 && state.flowing && !state.reading && !state.ended &&
      state.constructed && !state.destroyed && !state.errored) {
    state.reading = true;
    state.sync = true;
    state.needReadable = true;
    try {
      stream._read(state.highWaterMark);
    } catch (err) {
      errorOrDestroy(stream, err);
    }
    state.sync = false;
    state.needReadable = state.length <= state.highWaterMark;
    if (state.length === 0) {
      if (!state.ended) state.needReadable = true;
      state.readingMore = false;
      return;
    }
  }
  while (!state.reading && !state.ended &&
         (state.length < state.highWaterMark || (state.flowing && state.length === 0))) {
    const before = state.length;
    stream.read(0);
    if (before === state.length) break;
  }
  state.readingMore = false;
}

// How many bytes read(n) takes: one buffered chunk at a time while flowing.
function howMuchToRead(n, state) {
  if (n <= 0 || (state.length === 0 && state.ended)) return 0;
  if (state.objectMode) return 1;
  if (Number.isNaN(n)) {
    if (state.flowing && state.length) return state.buffer[0].length;
    return state.length;
  }
  if (n <= state.length) return n;
  return state.ended ? state.length : 0;
}

Readable.prototype.read = function read(n) {
  const state = this._readableState;
  if (n === 0) return readNothing(this, state);
  if (n === undefined) n = NaN;
  else if (!Number.isInteger(n)) n = Number.parseInt(n, 10);
  const asked = n;
  if (n > state.highWaterMark) state.highWaterMark = nextPowerOfTwo(n);
  if (n !== 0) state.emittedReadable = false;
  if (n === 0 && state.needReadable &&
      ((state.highWaterMark !== 0 ? state.length >= state.highWaterMark : state.length > 0) ||
       state.ended)) {
    if (state.length === 0 && state.ended) endReadable(this);
    else emitReadable(this);
    return null;
  }
  n = howMuchToRead(n, state);
  if (n === 0 && state.ended) {
    if (state.length === 0) endReadable(this);
    return null;
  }
  let doRead = state.needReadable;
  if (state.length === 0 || state.length - n < state.highWaterMark) doRead = true;
  if (state.ended || state.reading || state.destroyed || state.errored || !state.constructed) {
    doRead = false;
  } else if (doRead) {
    startRead(this, state);
    if (!state.reading) n = howMuchToRead(asked, state);
  }
  let ret = n > 0 ? takeFromBuffer(n, state) : null;
  if (ret === null) {
    state.needReadable = state.length <= state.highWaterMark;
    n = 0;
  } else {
    state.length -= n;
  }
  if (state.length === 0) {
    if (!state.ended) state.needReadable = true;
    if (asked !== n && state.ended) endReadable(this);
  }
  if (ret !== null && !state.errorEmitted && !state.closeEmitted) {
    state.dataEmitted = true;
    this.emit('data', ret);
  }
  return ret;
};

// read(0): the steps read() takes for n = 0 (it only starts a _read or signals
// 'readable'/'end'; howMuchToRead(0) is 0, so no data is taken).
function readNothing(stream, state) {
  if (state.needReadable &&
      ((state.highWaterMark !== 0 ? state.length >= state.highWaterMark : state.length > 0) ||
       state.ended)) {
    if (state.length === 0 && state.ended) endReadable(stream);
    else emitReadable(stream);
    return null;
  }
  if (state.ended) {
    if (state.length === 0) endReadable(stream);
    return null;
  }
  if (!state.reading && !state.destroyed && !state.errored && state.constructed &&
      (state.needReadable || state.length === 0 || state.length < state.highWaterMark)) {
    startRead(stream, state);
  }
  state.needReadable = state.length <= state.highWaterMark;
  if (state.length === 0 && !state.ended) state.needReadable = true;
  return null;
}

// read()'s call of _read, marked as reading (and as synchronous while it runs).
function startRead(stream, state) {
  state.reading = true;
  state.sync = true;
  if (state.length === 0) state.needReadable = true;
  try {
    stream._read(state.highWaterMark);
  } catch (err) {
    errorOrDestroy(stream, err);
  }
  state.sync = false;
}

function nextPowerOfTwo(n) {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

function takeFromBuffer(n, state) {
  if (state.length === 0) return null;
  const buf = state.buffer;
  if (state.objectMode) return buf.shift();
  if (n >= state.length) {
    const all = state.buffer;
    state.buffer = [];
    if (all.length === 1) return all[0];
    return state.decoder ? all.join('') : Buffer.concat(all, state.length);
  }
  // Part of the buffer.
  if (n < buf[0].length) {
    const head = buf[0].slice(0, n);
    buf[0] = buf[0].slice(n);
    return head;
  }
  if (n === buf[0].length) return buf.shift();
  const parts = [];
  let need = n;
  while (need > 0) {
    const c = buf[0];
    if (c.length <= need) {
      parts.push(buf.shift());
      need -= c.length;
    } else {
      parts.push(c.slice(0, need));
      buf[0] = c.slice(need);
      need = 0;
    }
  }
  return state.decoder ? parts.join('') : Buffer.concat(parts, n);
}

function endReadable(stream) {
  const state = stream._readableState;
  if (!state.endEmitted) {
    state.ended = true;
    process.nextTick(endReadableNT, state, stream);
  }
}

function endReadableNT(state, stream) {
  if (!state.errored && !state.closeEmitted && !state.endEmitted && state.length === 0) {
    state.endEmitted = true;
    stream.emit('end');
    if (stream.writable && stream.allowHalfOpen === false) {
      process.nextTick(endWritableNT, stream);
    } else if (state.autoDestroy) {
      const w = stream._writableState;
      if (!w || (w.autoDestroy && (w.finished || w.writable === false))) stream.destroy();
    }
  }
}

function endWritableNT(stream) {
  if (stream.writable && !stream.writableEnded && !stream.destroyed) stream.end();
}

function flow(stream) {
  const state = stream._readableState;
  while (state.flowing && stream.read() !== null);
}

Readable.prototype.on = function on(ev, fn) {
  const res = EventEmitter.prototype.on.call(this, ev, fn);
  const state = this._readableState;
  if (ev === 'data') {
    state.readableListening = this.listenerCount('readable') > 0;
    if (state.flowing !== false) this.resume();
  } else if (ev === 'readable') {
    if (!state.endEmitted && !state.readableListening) {
      state.readableListening = state.needReadable = true;
      state.flowing = false;
      state.emittedReadable = false;
      if (state.length) emitReadable(this);
      else if (!state.reading) process.nextTick(readZero, this);
    }
  }
  return res;
};
Readable.prototype.addListener = Readable.prototype.on;

function readZero(stream) {
  stream.read(0);
}

Readable.prototype.resume = function resume() {
  const state = this._readableState;
  if (!state.flowing) {
    state.flowing = !state.readableListening;
    if (!state.resumeScheduled) {
      state.resumeScheduled = true;
      process.nextTick(resumeNow, this, state);
    }
  }
  state.paused = false;
  return this;
};

function resumeNow(stream, state) {
  if (!state.reading) stream.read(0);
  state.resumeScheduled = false;
  stream.emit('resume');
  flow(stream);
  if (state.flowing && !state.reading) stream.read(0);
}

Readable.prototype.pause = function pause() {
  const state = this._readableState;
  if (state.flowing !== false) {
    state.flowing = false;
    this.emit('pause');
  }
  state.paused = true;
  return this;
};

Readable.prototype.isPaused = function isPaused() {
  const state = this._readableState;
  return state.paused === true || state.flowing === false;
};

Readable.prototype.setEncoding = function setEncoding(enc) {
  const state = this._readableState;
  state.setDecoder(enc);
  // Buffered bytes are decoded now.
  let text = '';
  for (const chunk of state.buffer) text += state.decoder.write(chunk);
  state.buffer = text ? [text] : [];
  state.length = text.length;
  return this;
};

// pipe(dest): every chunk written to dest, the source paused while dest needs a drain
// (resumed when every destination waiting for one drained), dest ended at the source's
// 'end' (unless `end: false`). dest's 'close', 'finish' or an error unpipes; an error
// dest has no other listener for destroys it (its own listener runs before the user's).
Readable.prototype.pipe = function pipe(dest, options) {
  const src = this;
  const state = this._readableState;
  if (state.pipes.length === 1 && !state.multiAwaitDrain) {
    state.multiAwaitDrain = true;
    state.awaitDrainWriters = new Set(state.awaitDrainWriters ? [state.awaitDrainWriters] : []);
  }
  state.pipes.push(dest);
  const ends = (!options || options.end !== false) && dest !== process.stdout && dest !== process.stderr;
  let ondrain = null;
  let cleanedUp = false;
  const unpipe = () => src.unpipe(dest);
  const onend = () => dest.end();
  const endFn = ends ? onend : unpipe;
  const ondata = (chunk) => {
    if (dest.write(chunk) === false) pauseForDrain();
  };
  const onerror = (er) => {
    unpipe();
    dest.removeListener('error', onerror);
    if (dest.listenerCount('error') === 0) {
      const s = dest._writableState || dest._readableState;
      if (s && !s.errorEmitted) errorOrDestroy(dest, er);
      else dest.emit('error', er);
    }
  };
  const onfinish = () => {
    dest.removeListener('close', onclose);
    unpipe();
  };
  const onclose = () => {
    dest.removeListener('finish', onfinish);
    unpipe();
  };
  const onunpipe = (readable, info) => {
    if (readable === src && info && info.hasUnpiped === false) {
      info.hasUnpiped = true;
      dest.removeListener('close', onclose);
      dest.removeListener('finish', onfinish);
      if (ondrain) dest.removeListener('drain', ondrain);
      dest.removeListener('error', onerror);
      dest.removeListener('unpipe', onunpipe);
      src.removeListener('end', onend);
      src.removeListener('end', unpipe);
      src.removeListener('data', ondata);
      cleanedUp = true;
      // A drain that can no longer come would keep the source paused.
      if (ondrain && state.awaitDrainWriters && (!dest._writableState || dest._writableState.needDrain)) ondrain();
    }
  };
  function pauseForDrain() {
    if (!cleanedUp) {
      if (state.pipes.length === 1 && state.pipes[0] === dest) {
        state.awaitDrainWriters = dest;
        state.multiAwaitDrain = false;
      } else if (state.pipes.length > 1 && state.pipes.includes(dest)) {
        state.awaitDrainWriters.add(dest);
      }
      src.pause();
    }
    if (!ondrain) {
      ondrain = () => {
        if (state.awaitDrainWriters === dest) state.awaitDrainWriters = null;
        else if (state.multiAwaitDrain) state.awaitDrainWriters.delete(dest);
        if ((!state.awaitDrainWriters || state.awaitDrainWriters.size === 0) && src.listenerCount('data')) {
          src.resume();
        }
      };
      dest.on('drain', ondrain);
    }
  }

  if (state.endEmitted) process.nextTick(endFn);
  else src.once('end', endFn);
  dest.on('unpipe', onunpipe);
  src.on('data', ondata);
  dest.prependListener('error', onerror);
  dest.once('close', onclose);
  dest.once('finish', onfinish);
  dest.emit('pipe', src);
  if (dest.writableNeedDrain === true) pauseForDrain();
  else if (!state.flowing) src.resume();
  return dest;
};

// unpipe([dest]): stops piping to dest (or to every destination), pausing the source
// when no destination is left; each destination gets 'unpipe'.
Readable.prototype.unpipe = function unpipe(dest) {
  const state = this._readableState;
  if (state.pipes.length === 0) return this;
  if (!dest) {
    const dests = state.pipes;
    state.pipes = [];
    this.pause();
    for (const d of dests) d.emit('unpipe', this, { hasUnpiped: false });
    return this;
  }
  const at = state.pipes.indexOf(dest);
  if (at === -1) return this;
  state.pipes.splice(at, 1);
  if (state.pipes.length === 0) this.pause();
  dest.emit('unpipe', this, { hasUnpiped: false });
  return this;
};

// for await over any Readable (a socket, a file stream): the iterator lives beside
// finished() in ./stream.js, which replaces this stand-in when it loads.
Readable.prototype[Symbol.asyncIterator] = function asyncIterator() {
  return require('./stream.js').Readable.prototype[Symbol.asyncIterator].call(this);
};

Object.defineProperties(Readable.prototype, {
  readable: {
    get() {
      const r = this._readableState;
      return !!r && r.readable !== false && !r.destroyed && !r.errorEmitted && !r.endEmitted;
    },
    set(v) { if (this._readableState) this._readableState.readable = !!v; },
    configurable: true,
  },
  readableEnded: { get() { return this._readableState ? this._readableState.endEmitted : false; }, configurable: true },
  readableFlowing: { get() { return this._readableState.flowing; }, configurable: true },
  readableLength: { get() { return this._readableState.length; }, configurable: true },
  readableObjectMode: { get() { return this._readableState ? this._readableState.objectMode : false; }, configurable: true },
  readableEncoding: { get() { return this._readableState.encoding; }, configurable: true },
  readableHighWaterMark: { get() { return this._readableState.highWaterMark; }, configurable: true },
  // Whether 'data' was ever emitted (what stream.isDisturbed asks).
  readableDidRead: { get() { return this._readableState.dataEmitted; }, configurable: true },
  // Destroyed or errored before 'end'.
  readableAborted: {
    get() {
      const r = this._readableState;
      return !!(r.readable !== false && (r.destroyed || r.errored) && !r.endEmitted);
    },
    configurable: true,
  },
  errored: { get() { return this._readableState ? this._readableState.errored : null; }, configurable: true },
  closed: { get() { return this._readableState ? this._readableState.closed : false; }, configurable: true },
  destroyed: {
    get() {
      const r = this._readableState;
      const w = this._writableState;
      return !!((r && r.destroyed) || (w && w.destroyed));
    },
    set(v) {
      if (this._readableState) this._readableState.destroyed = v;
      if (this._writableState) this._writableState.destroyed = v;
    },
    configurable: true,
  },
});

// ---------------------------------------------------------------- Writable

function WritableState(options, stream, isDuplex) {
  const o = options || {};
  this.objectMode = !!(o.objectMode || (isDuplex && o.writableObjectMode));
  this.highWaterMark = o.highWaterMark !== undefined ? o.highWaterMark
    : getDefaultHighWaterMark(this.objectMode);
  this.finalCalled = false;
  this.needDrain = false;
  this.ending = false;
  this.ended = false;
  this.finished = false;
  this.destroyed = false;
  this.decodeStrings = o.decodeStrings !== false;
  this.defaultEncoding = o.defaultEncoding || 'utf8';
  this.length = 0;
  this.writing = false;
  this.corked = 0;
  this.sync = true;
  this.bufferProcessing = false;
  this.onwrite = (er) => onwrite(stream, er);
  this.writecb = null;
  this.writelen = 0;
  this.afterWriteTickInfo = null;
  this.afterWritePending = false;
  this.buffered = [];
  this.bufferedIndex = 0;
  this.allBuffers = true;
  this.allNoop = true;
  this.pendingcb = 0;
  this.prefinished = false;
  this.errorEmitted = false;
  this.emitClose = o.emitClose !== false;
  this.autoDestroy = o.autoDestroy !== false;
  this.errored = null;
  this.closed = false;
  this.closeEmitted = false;
  this.onFinished = [];
  this.constructed = true;
}

function Writable(options) {
  const isDuplex = this instanceof Duplex;
  if (!isDuplex && !(this instanceof Writable)) return new Writable(options);
  this._writableState = new WritableState(options, this, isDuplex);
  if (options) {
    if (typeof options.write === 'function') this._write = options.write;
    if (typeof options.writev === 'function') this._writev = options.writev;
    if (typeof options.destroy === 'function') this._destroy = options.destroy;
    if (typeof options.final === 'function') this._final = options.final;
    if (typeof options.construct === 'function') this._construct = options.construct;
    if (options.signal) addAbortSignal(options.signal, this);
  }
  EventEmitter.call(this, options);
  if (this._construct != null) construct(this, () => writableConstructed(this));
}

function writableConstructed(stream) {
  const state = stream._writableState;
  if (!state.writing) clearBuffer(stream, state);
  if (state.ending) finishMaybe(stream, state);
}
Object.setPrototypeOf(Writable.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Writable, EventEmitter);

Writable.prototype.destroy = function destroyWritable(err, cb) {
  const state = this._writableState;
  // Writes still buffered fail once the stream is destroyed.
  if (!state.destroyed && (state.bufferedIndex < state.buffered.length || state.onFinished.length)) {
    process.nextTick(errorBuffer, state);
  }
  destroy.call(this, err, cb);
  return this;
};
Writable.prototype._destroy = function _destroy(err, cb) { cb(err); };
Writable.prototype._write = function _write(chunk, encoding, cb) {
  if (this._writev) this._writev([{ chunk, encoding }], cb);
  else throw streamError('ERR_METHOD_NOT_IMPLEMENTED', 'The _write() method is not implemented');
};

function writeChunk(stream, chunk, encoding, cb) {
  const state = stream._writableState;
  if (typeof encoding === 'function') {
    cb = encoding;
    encoding = state.defaultEncoding;
  } else {
    if (!encoding) encoding = state.defaultEncoding;
    else if (encoding !== 'buffer' && !Buffer.isEncoding(encoding)) {
      throw streamError('ERR_UNKNOWN_ENCODING', `Unknown encoding: ${encoding}`, TypeError);
    }
    if (typeof cb !== 'function') cb = nop;
  }
  if (chunk === null) {
    throw streamError('ERR_STREAM_NULL_VALUES', 'May not write null values to stream', TypeError);
  } else if (!state.objectMode) {
    if (typeof chunk === 'string') {
      if (state.decodeStrings !== false) {
        chunk = Buffer.from(chunk, encoding);
        encoding = 'buffer';
      }
    } else if (ArrayBuffer.isView(chunk)) {
      // Node 20.20 takes any TypedArray or DataView, as a Buffer over its bytes.
      if (!Buffer.isBuffer(chunk)) chunk = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      encoding = 'buffer';
    } else {
      throw invalidArgType('chunk', ['string', 'Buffer', 'TypedArray', 'DataView'], chunk);
    }
  }
  let err;
  if (state.ending) err = streamError('ERR_STREAM_WRITE_AFTER_END', 'write after end');
  else if (state.destroyed) {
    err = streamError('ERR_STREAM_DESTROYED', 'Cannot call write after a stream was destroyed');
  }
  if (err) {
    process.nextTick(cb, err);
    errorOrDestroy(stream, err, true);
    return err;
  }
  state.pendingcb++;
  return writeOrBuffer(stream, state, chunk, encoding, cb);
}

Writable.prototype.write = function write(chunk, encoding, cb) {
  const state = this._writableState;
  // A string (kept as one) or a Buffer, with no encoding or callback, onto a live byte
  // stream: writeChunk's steps for it, without the other cases' tests (writeOrBuffer
  // still decides between writing and buffering).
  if (encoding === undefined && cb === undefined && !state.objectMode && !state.ending &&
      !state.destroyed) {
    if (typeof chunk === 'string') {
      if (state.decodeStrings === false) encoding = state.defaultEncoding;
    } else if (chunk !== null && typeof chunk === 'object' && getPrototypeOf(chunk) === BufferPrototype) {
      // A Buffer (made by Buffer.from or read from the host): cheaper than instanceof.
      encoding = 'buffer';
    }
    if (encoding !== undefined) {
      if (this._write === directWriteOf && !state.writing && !state.corked && !state.errored &&
          !state.needDrain && state.constructed && state.bufferedIndex === state.buffered.length &&
          directWrite(this, state, chunk, encoding)) {
        // writeOrBuffer's answer, for the state the direct write left.
        const ret = state.length < state.highWaterMark || state.length === 0;
        if (!ret) state.needDrain = true;
        return ret && !state.errored && !state.destroyed;
      }
      state.pendingcb++;
      return writeOrBuffer(this, state, chunk, encoding, nop);
    }
  }
  return writeChunk(this, chunk, encoding, cb) === true;
};

// A sink that takes most chunks at once (a socket: the kernel's buffer) can write a
// chunk without a callback straight through while nothing is in flight or buffered:
// write() calls `directWrite(stream, state, chunk, encoding)` when the stream's _write is
// `directWriteOf`. It answers false having done nothing (then write() takes the usual
// steps), or true having written the chunk and left the state as writeOrBuffer, _write
// and onwrite would have: unchanged when the sink took the chunk at once (those steps
// add the chunk, then take it off again, and onwrite needs no tick without a callback,
// 'drain' or an ending), or as after beginWrite when it did not.
let directWriteOf = null;
let directWrite = null;
function setDirectWrite(write, fn) {
  directWriteOf = write;
  directWrite = fn;
}

// writeOrBuffer's steps up to the call of _write, for a chunk a direct write sent but
// the sink did not finish at once; the sink then goes on as its _write would, calling
// state.onwrite, and sets `sync` back to false.
function beginWrite(state, chunk) {
  const len = chunk.length;
  state.pendingcb++;
  state.length += len;
  state.writelen = len;
  state.writecb = nop;
  state.writing = true;
  state.sync = true;
}

function writeOrBuffer(stream, state, chunk, encoding, callback) {
  const len = state.objectMode ? 1 : chunk.length;
  state.length += len;
  if (state.writing || state.corked || state.errored || !state.constructed) {
    state.buffered.push({ chunk, encoding, callback });
    if (state.allBuffers && encoding !== 'buffer') state.allBuffers = false;
    if (state.allNoop && callback !== nop) state.allNoop = false;
  } else {
    state.writelen = len;
    state.writecb = callback;
    state.writing = true;
    state.sync = true;
    stream._write(chunk, encoding, state.onwrite);
    state.sync = false;
  }
  // After the write: a chunk the sink took at once does not count against the mark, and
  // an empty buffer asks for more even at a highWaterMark of 0 (node 20.20's writable).
  const ret = state.length < state.highWaterMark || state.length === 0;
  if (!ret) state.needDrain = true;
  return ret && !state.errored && !state.destroyed;
}

function doWrite(stream, state, writev, len, chunk, encoding, cb) {
  state.writelen = len;
  state.writecb = cb;
  state.writing = true;
  state.sync = true;
  if (state.destroyed) {
    state.onwrite(streamError('ERR_STREAM_DESTROYED', 'Cannot call write after a stream was destroyed'));
  } else if (writev) {
    stream._writev(chunk, state.onwrite);
  } else {
    stream._write(chunk, encoding, state.onwrite);
  }
  state.sync = false;
}

function onwrite(stream, er) {
  const state = stream._writableState;
  const sync = state.sync;
  const cb = state.writecb;
  if (typeof cb !== 'function') {
    errorOrDestroy(stream, streamError('ERR_MULTIPLE_CALLBACK', 'Callback called multiple times'));
    return;
  }
  state.writing = false;
  state.writecb = null;
  state.length -= state.writelen;
  state.writelen = 0;
  if (er) {
    if (!state.errored) state.errored = er;
    if (stream._readableState && !stream._readableState.errored) stream._readableState.errored = er;
    if (sync) process.nextTick(onwriteError, stream, state, er, cb);
    else onwriteError(stream, state, er, cb);
    return;
  }
  if (state.buffered.length > state.bufferedIndex) clearBuffer(stream, state);
  if (sync) {
    // A write without a callback needs a tick only for 'drain', one at a time, or in
    // object mode; otherwise it is done now. Writes with a callback share one tick per
    // run of synchronous completions with the same callback. (node 20.20 means to test
    // `destroyed` where object mode is tested: its `state[kState] & kDestroyed !== 0`
    // reads the bit `kDestroyed !== 0`, 1, which is kObjectMode's; so an object-mode
    // write always takes the tick, and its stream's 'finish' comes after it.)
    const needTick = (state.needDrain && state.length === 0) || state.objectMode || cb !== nop;
    if (cb === nop) {
      if (needTick && !state.afterWritePending) {
        state.afterWritePending = true;
        process.nextTick(afterWrite, stream, state, 1, cb);
      } else {
        state.pendingcb--;
        if (state.ending) finishMaybe(stream, state, true);
      }
    } else if (state.afterWriteTickInfo !== null && state.afterWriteTickInfo.cb === cb) {
      state.afterWriteTickInfo.count++;
    } else {
      state.afterWritePending = true;
      state.afterWriteTickInfo = { count: 1, cb, stream, state };
      process.nextTick(afterWriteTick, state.afterWriteTickInfo);
    }
  } else {
    afterWrite(stream, state, 1, cb);
  }
}

function onwriteError(stream, state, er, cb) {
  --state.pendingcb;
  cb(er);
  errorBuffer(state);
  errorOrDestroy(stream, er);
}

function afterWriteTick(info) {
  info.state.afterWriteTickInfo = null;
  afterWrite(info.stream, info.state, info.count, info.cb);
}

function afterWrite(stream, state, count, cb) {
  state.afterWritePending = false;
  const needDrain = state.needDrain && !state.ending && state.length === 0 && !stream.destroyed;
  if (needDrain) {
    state.needDrain = false;
    stream.emit('drain');
  }
  while (count-- > 0) {
    state.pendingcb--;
    cb(null);
  }
  if (state.destroyed) errorBuffer(state);
  // needFinish(state) needs `ending`; the finish itself comes a tick later.
  if (state.ending) finishMaybe(stream, state, true);
}

function errorBuffer(state) {
  if (state.writing) return;
  for (let n = state.bufferedIndex; n < state.buffered.length; ++n) {
    const { chunk, callback } = state.buffered[n];
    state.length -= state.objectMode ? 1 : chunk.length;
    callback(state.errored || streamError('ERR_STREAM_DESTROYED',
      'Cannot call write after a stream was destroyed'));
  }
  for (const cb of state.onFinished.splice(0)) {
    cb(state.errored || streamError('ERR_STREAM_DESTROYED', 'Cannot call end after a stream was destroyed'));
  }
  state.buffered = [];
  state.bufferedIndex = 0;
  state.allBuffers = true;
  state.allNoop = true;
}

function clearBuffer(stream, state) {
  if (state.corked || state.bufferProcessing || state.destroyed || !state.constructed) return;
  const { buffered, objectMode } = state;
  let i = state.bufferedIndex;
  const count = buffered.length - i;
  if (!count) return;
  state.bufferProcessing = true;
  if (count > 1 && stream._writev) {
    state.pendingcb -= count - 1;
    const callback = state.allNoop ? nop : (err) => {
      for (let n = i; n < buffered.length; ++n) buffered[n].callback(err);
    };
    const chunks = buffered.slice(i);
    chunks.allBuffers = state.allBuffers;
    doWrite(stream, state, true, state.length, chunks, '', callback);
    state.buffered = [];
    state.bufferedIndex = 0;
    state.allBuffers = true;
    state.allNoop = true;
  } else {
    do {
      const { chunk, encoding, callback } = buffered[i];
      buffered[i++] = null;
      doWrite(stream, state, false, objectMode ? 1 : chunk.length, chunk, encoding, callback);
    } while (i < buffered.length && !state.writing);
    if (i === buffered.length) {
      state.buffered = [];
      state.bufferedIndex = 0;
      state.allBuffers = true;
      state.allNoop = true;
    } else {
      state.bufferedIndex = i;
    }
  }
  state.bufferProcessing = false;
}

Writable.prototype.setDefaultEncoding = function setDefaultEncoding(encoding) {
  if (typeof encoding === 'string') encoding = encoding.toLowerCase();
  if (!Buffer.isEncoding(encoding)) {
    throw streamError('ERR_UNKNOWN_ENCODING', `Unknown encoding: ${encoding}`, TypeError);
  }
  this._writableState.defaultEncoding = encoding;
  return this;
};

Writable.prototype.cork = function cork() {
  this._writableState.corked++;
};

Writable.prototype.uncork = function uncork() {
  const state = this._writableState;
  if (state.corked) {
    state.corked--;
    if (!state.writing) clearBuffer(this, state);
  }
};

Writable.prototype.end = function end(chunk, encoding, cb) {
  const state = this._writableState;
  if (typeof chunk === 'function') {
    cb = chunk;
    chunk = null;
    encoding = null;
  } else if (typeof encoding === 'function') {
    cb = encoding;
    encoding = null;
  }
  let err;
  if (chunk !== null && chunk !== undefined) {
    const ret = writeChunk(this, chunk, encoding);
    if (ret instanceof Error) err = ret;
  }
  if (state.corked) {
    state.corked = 1;
    this.uncork();
  }
  if (err) {
    // Already reported by write.
  } else if (!state.errored && !state.ending) {
    state.ending = true;
    finishMaybe(this, state, true);
    state.ended = true;
  } else if (state.finished) {
    err = streamError('ERR_STREAM_ALREADY_FINISHED', 'Cannot call end after a stream was finished');
  } else if (state.destroyed) {
    err = streamError('ERR_STREAM_DESTROYED', 'Cannot call end after a stream was destroyed');
  }
  if (typeof cb === 'function') {
    if (err || state.finished) process.nextTick(cb, err);
    else state.onFinished.push(cb);
  }
  return this;
};

function needFinish(state) {
  return state.ending && state.constructed && !state.destroyed && state.length === 0 && !state.errored &&
    state.buffered.length === 0 && !state.finished && !state.writing &&
    !state.errorEmitted && !state.closeEmitted;
}

function callFinal(stream, state) {
  let called = false;
  function onFinish(err) {
    if (called) {
      errorOrDestroy(stream, err || streamError('ERR_MULTIPLE_CALLBACK', 'Callback called multiple times'));
      return;
    }
    called = true;
    state.pendingcb--;
    if (err) {
      for (const cb of state.onFinished.splice(0)) cb(err);
      errorOrDestroy(stream, err, state.sync);
    } else if (needFinish(state)) {
      state.prefinished = true;
      stream.emit('prefinish');
      // 'finish' always comes a tick after _final's callback.
      state.pendingcb++;
      process.nextTick(finish, stream, state);
    }
  }
  state.sync = true;
  state.pendingcb++;
  try {
    stream._final(onFinish);
  } catch (err) {
    onFinish(err);
  }
  state.sync = false;
}

function prefinish(stream, state) {
  if (!state.prefinished && !state.finalCalled) {
    if (typeof stream._final === 'function' && !state.destroyed) {
      state.finalCalled = true;
      callFinal(stream, state);
    } else {
      state.prefinished = true;
      stream.emit('prefinish');
    }
  }
}

function finishMaybe(stream, state, sync) {
  if (!needFinish(state)) return;
  prefinish(stream, state);
  if (state.pendingcb === 0) {
    if (sync) {
      state.pendingcb++;
      process.nextTick((s, st) => {
        if (needFinish(st)) finish(s, st);
        else st.pendingcb--;
      }, stream, state);
    } else if (needFinish(state)) {
      state.pendingcb++;
      finish(stream, state);
    }
  }
}

function finish(stream, state) {
  state.pendingcb--;
  state.finished = true;
  for (const cb of state.onFinished.splice(0)) cb(null);
  stream.emit('finish');
  if (state.autoDestroy) {
    const r = stream._readableState;
    if (!r || (r.autoDestroy && (r.endEmitted || r.readable === false))) stream.destroy();
  }
}

Object.defineProperties(Writable.prototype, {
  writable: {
    get() {
      const w = this._writableState;
      return !!w && w.writable !== false && !w.destroyed && !w.errored && !w.ending && !w.ended;
    },
    set(v) { if (this._writableState) this._writableState.writable = !!v; },
    configurable: true,
  },
  writableEnded: { get() { return this._writableState ? this._writableState.ending : false; }, configurable: true },
  writableFinished: { get() { return this._writableState ? this._writableState.finished : false; }, configurable: true },
  writableLength: { get() { return this._writableState && this._writableState.length; }, configurable: true },
  // The writes waiting behind the one in progress (node's state.getBuffer()).
  writableBuffer: {
    get() {
      const w = this._writableState;
      return w && w.buffered.slice(w.bufferedIndex);
    },
    configurable: true,
  },
  writableNeedDrain: {
    get() {
      const w = this._writableState;
      return !!w && !w.destroyed && !w.ending && w.needDrain;
    },
    configurable: true,
  },
  writableHighWaterMark: { get() { return this._writableState && this._writableState.highWaterMark; }, configurable: true },
  writableCorked: { get() { return this._writableState ? this._writableState.corked : 0; }, configurable: true },
  writableObjectMode: { get() { return this._writableState ? this._writableState.objectMode : false; }, configurable: true },
  destroyed: {
    get() { return this._writableState ? this._writableState.destroyed : false; },
    set(v) { if (this._writableState) this._writableState.destroyed = v; },
    configurable: true,
  },
  closed: { get() { return this._writableState ? this._writableState.closed : false; }, configurable: true },
  errored: { get() { return this._writableState ? this._writableState.errored : null; }, configurable: true },
});

// ---------------------------------------------------------------- Duplex

function Duplex(options) {
  if (!(this instanceof Duplex)) return new Duplex(options);
  Readable.call(this, options);
  this._writableState = new WritableState(options, this, true);
  if (options) {
    if (typeof options.write === 'function') this._write = options.write;
    if (typeof options.writev === 'function') this._writev = options.writev;
    if (typeof options.final === 'function') this._final = options.final;
    if (options.signal) addAbortSignal(options.signal, this);
    this.allowHalfOpen = options.allowHalfOpen !== false;
    if (options.readable === false) {
      this._readableState.readable = false;
      this._readableState.ended = true;
      this._readableState.endEmitted = true;
    }
    if (options.writable === false) {
      this._writableState.writable = false;
      this._writableState.ending = true;
      this._writableState.ended = true;
      this._writableState.finished = true;
    }
  } else {
    this.allowHalfOpen = true;
  }
  if (this._construct != null) {
    construct(this, () => {
      readableConstructed(this);
      writableConstructed(this);
    });
  }
}
Object.setPrototypeOf(Duplex.prototype, Readable.prototype);
Object.setPrototypeOf(Duplex, Readable);
for (const name of ['write', 'cork', 'uncork', 'end', '_write', 'setDefaultEncoding']) {
  Duplex.prototype[name] = Writable.prototype[name];
}
Duplex.prototype.destroy = Writable.prototype.destroy;
for (const name of ['writable', 'writableEnded', 'writableFinished', 'writableLength', 'writableBuffer',
  'writableNeedDrain', 'writableHighWaterMark', 'writableCorked', 'writableObjectMode']) {
  Object.defineProperty(Duplex.prototype, name,
    Object.getOwnPropertyDescriptor(Writable.prototype, name));
}

module.exports = {
  Readable, Writable, Duplex, errorOrDestroy, destroy, aggregateTwo, AbortError, addAbortSignal, isNodeStream,
  pushBytes, setDirectWrite, beginWrite, getDefaultHighWaterMark, setDefaultHighWaterMark,
};
