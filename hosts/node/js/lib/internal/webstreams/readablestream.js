'use strict';

// ReadableStream as node 20 has it (lib/internal/webstreams/readablestream.js): the
// WHATWG Streams spec's abstract operations, with node's promise shapes where they
// differ from the spec's prose (see util.js), tee's close in a nextTick, the async
// iterator's first read one microtask late, pipeTo's loop as an async function.
// Byte streams (type: 'bytes', BYOB readers) are in bytestream.js, loaded on first use.

const {
  promiseThen, resolved, rejected,
  kState, kType, kIsClosedPromise, kControllerErrorFunction, kInspect, AsyncIterator,
  invalidState, illegalConstructor, invalidArgType, invalidArgValue, invalidThis,
  validateObject, deferred, settledRecord, setPromiseHandled, promiseCallback, startPromise,
  nonOpStart, nonOpPull, nonOpCancel, isBrand, extractHighWaterMark, extractSizeAlgorithm,
  dequeueValue, enqueueValueWithSize, resetQueue, getIterator, iteratorNext, customInspect,
  webIdlClass, invalidArgValueRange, lockedCall, allOf,
} = require('./internal/webstreams/util.js');
const writable = require('./internal/webstreams/writablestream.js');

const kCancel = Symbol('kCancel');
const kPull = Symbol('kPull');
const kRelease = Symbol('kRelease');
const kChunk = Symbol('kChunk');
const kClose = Symbol('kClose');
const kError = Symbol('kError');
const kSkipThrow = Symbol('kSkipThrow');
const kDispose = typeof Symbol.dispose === 'symbol' ? Symbol.dispose : Symbol.for('nodejs.dispose');

const isReadableStream = isBrand('ReadableStream');
const isReadableStreamDefaultReader = isBrand('ReadableStreamDefaultReader');
const isReadableStreamDefaultController = isBrand('ReadableStreamDefaultController');

// The errors a released reader's promises reject with (one each, as node keeps them).
let releasedError;
let releasingError;
function readerReleasedError() {
  return (releasedError ||= invalidState('Reader released'));
}
function readerReleasingError() {
  return (releasingError ||= invalidState('Releasing reader'));
}

let byteStreams;
const bytes = () => (byteStreams ||= require('./internal/webstreams/bytestream.js'));

function newStreamState() {
  return {
    disturbed: false,
    reader: undefined,
    state: 'readable',
    storedError: undefined,
    controller: undefined,
  };
}

// ------------------------------------------------------------------ ReadableStream

class ReadableStream {
  [kType] = 'ReadableStream';

  constructor(source = {}, strategy = {}) {
    validateObject(source, 'source');
    validateObject(strategy, 'strategy', true, true);
    this[kState] = newStreamState();
    this[kIsClosedPromise] = deferred();
    this[kControllerErrorFunction] = () => {};
    // The strategy is read before the source, as the spec orders it.
    const size = strategy?.size;
    const highWaterMark = strategy?.highWaterMark;
    const type = source.type;
    if (`${type}` === 'bytes') {
      if (size !== undefined) throw invalidArgValueRange('strategy.size', size);
      bytes().setupByteControllerFromSource(this, source, extractHighWaterMark(highWaterMark, 0));
    } else {
      if (type !== undefined) throw invalidArgValue('source.type', type, 'is invalid');
      setupDefaultControllerFromSource(this, source,
        extractHighWaterMark(highWaterMark, 1), extractSizeAlgorithm(size));
    }
  }

  get locked() {
    if (!isReadableStream(this)) throw invalidThis('ReadableStream');
    return isReadableStreamLocked(this);
  }

  static from(iterable) {
    return readableStreamFromIterable(iterable);
  }

  cancel(reason = undefined) {
    if (!isReadableStream(this)) return rejected(invalidThis('ReadableStream'));
    if (isReadableStreamLocked(this)) {
      return rejected(invalidState('ReadableStream is locked'));
    }
    return readableStreamCancel(this, reason);
  }

  getReader(options = {}) {
    if (!isReadableStream(this)) throw invalidThis('ReadableStream');
    validateObject(options, 'options', true, true);
    const mode = options?.mode;
    if (mode === undefined) return new ReadableStreamDefaultReader(this);
    if (`${mode}` !== 'byob') throw invalidArgValue('options.mode', mode, 'is invalid');
    return new (bytes().ReadableStreamBYOBReader)(this);
  }

  pipeThrough(transform, options = {}) {
    if (!isReadableStream(this)) throw invalidThis('ReadableStream');
    const readable = transform?.readable;
    if (!isReadableStream(readable)) {
      throw invalidArgType('transform.readable', 'ReadableStream', readable);
    }
    const dest = transform?.writable;
    if (!writable.isWritableStream(dest)) {
      throw invalidArgType('transform.writable', 'WritableStream', dest);
    }
    const opts = pipeOptions(options);
    if (isReadableStreamLocked(this)) throw invalidState('The ReadableStream is locked');
    if (writable.isWritableStreamLocked(dest)) throw invalidState('The WritableStream is locked');
    const promise = readableStreamPipeTo(this, dest, opts.preventClose, opts.preventAbort,
      opts.preventCancel, opts.signal);
    setPromiseHandled(promise);
    return readable;
  }

  pipeTo(destination, options = {}) {
    try {
      if (!isReadableStream(this)) throw invalidThis('ReadableStream');
      if (!writable.isWritableStream(destination)) {
        throw invalidArgType('transform.writable', 'WritableStream', destination);
      }
      const opts = pipeOptions(options);
      if (isReadableStreamLocked(this)) throw invalidState('The ReadableStream is locked');
      if (writable.isWritableStreamLocked(destination)) {
        throw invalidState('The WritableStream is locked');
      }
      return readableStreamPipeTo(this, destination, opts.preventClose, opts.preventAbort,
        opts.preventCancel, opts.signal);
    } catch (error) {
      return rejected(error);
    }
  }

  tee() {
    if (!isReadableStream(this)) throw invalidThis('ReadableStream');
    return readableStreamTee(this, false);
  }

  values(options = {}) {
    if (!isReadableStream(this)) throw invalidThis('ReadableStream');
    validateObject(options, 'options', true, true);
    return readableStreamIterator(this, !!(options?.preventCancel));
  }

  [kInspect](depth, options, inspect) {
    return customInspect(this, 'ReadableStream', {
      locked: this.locked,
      state: this[kState].state,
      supportsBYOB: byteStreams !== undefined &&
        byteStreams.isReadableByteStreamController(this[kState].controller),
    }, depth, options, inspect);
  }
}

Object.defineProperty(ReadableStream.prototype, Symbol.asyncIterator, {
  value: ReadableStream.prototype.values, writable: true, enumerable: false, configurable: true,
});
webIdlClass(ReadableStream, ['locked', 'cancel', 'getReader', 'pipeThrough', 'pipeTo', 'tee', 'values']);
Object.defineProperty(ReadableStream, 'from', { enumerable: true });

// The options of pipeTo and pipeThrough, read one at a time in the spec's order.
function pipeOptions(options) {
  validateObject(options, 'options', true, true);
  const preventAbort = options?.preventAbort;
  const preventCancel = options?.preventCancel;
  const preventClose = options?.preventClose;
  const signal = options?.signal;
  if (signal !== undefined) validateAbortSignal(signal, 'options.signal');
  return {
    preventAbort: !!preventAbort, preventCancel: !!preventCancel,
    preventClose: !!preventClose, signal,
  };
}

function validateAbortSignal(signal, name) {
  if (signal !== undefined &&
      (signal === null || typeof signal !== 'object' || !('aborted' in signal))) {
    throw invalidArgType(name, 'AbortSignal', signal);
  }
}

// A ReadableStream made by the library (tee's branches, a TransformStream's readable).
function createReadableStream(start, pull, cancel, highWaterMark = 1, size = () => 1) {
  const stream = Object.create(ReadableStream.prototype);
  stream[kType] = 'ReadableStream';
  stream[kState] = newStreamState();
  stream[kIsClosedPromise] = deferred();
  const controller = new ReadableStreamDefaultController(kSkipThrow);
  setupDefaultController(stream, controller, start, pull, cancel, highWaterMark, size);
  // node's own property, left by its internal constructor.
  stream.constructor = ReadableStream;
  return stream;
}

// ------------------------------------------------------------------ async iteration

function readableStreamIterator(stream, preventCancel) {
  const reader = new ReadableStreamDefaultReader(stream);
  const state = { done: false, current: undefined };
  let started = false;

  function nextSteps() {
    if (state.done) return resolved({ done: true, value: undefined });
    if (reader[kState].stream === undefined) {
      return rejected(invalidState('The reader is not bound to a ReadableStream'));
    }
    const d = deferred();
    readableStreamDefaultReaderRead(reader, {
      [kChunk](chunk) {
        state.current = undefined;
        d.resolve({ value: chunk, done: false });
      },
      [kClose]() {
        state.current = undefined;
        state.done = true;
        readableStreamReaderGenericRelease(reader);
        d.resolve({ done: true, value: undefined });
      },
      [kError](error) {
        state.current = undefined;
        state.done = true;
        readableStreamReaderGenericRelease(reader);
        d.reject(error);
      },
    });
    return d.promise;
  }

  async function returnSteps(value) {
    if (state.done) return { done: true, value };
    state.done = true;
    if (reader[kState].stream === undefined) {
      throw invalidState('The reader is not bound to a ReadableStream');
    }
    if (!preventCancel) {
      const result = readableStreamReaderGenericCancel(reader, value);
      readableStreamReaderGenericRelease(reader);
      await result;
      return { done: true, value };
    }
    readableStreamReaderGenericRelease(reader);
    return { done: true, value };
  }

  const iterator = {
    next() {
      // The first read waits a microtask, as node's does.
      if (!started) {
        state.current = resolved();
        started = true;
      }
      state.current = state.current !== undefined ?
        promiseThen(state.current, nextSteps, nextSteps) : nextSteps();
      return state.current;
    },
    return(error) {
      started = true;
      state.current = state.current !== undefined ?
        promiseThen(state.current, () => returnSteps(error), () => returnSteps(error)) :
        returnSteps(error);
      return state.current;
    },
    [Symbol.asyncIterator]() { return this; },
  };
  return Object.setPrototypeOf(iterator, AsyncIterator);
}

// ------------------------------------------------------------------ ReadableStream.from

function readableStreamFromIterable(iterable) {
  let stream;
  const record = getIterator(iterable, 'async');

  async function pullAlgorithm() {
    const next = resolved(iteratorNext(record));
    return promiseThen(next, (result) => {
      if (typeof result !== 'object' || result === null) {
        throw invalidState('The promise returned by the iterator.next() method must fulfill with an object');
      }
      if (result.done) readableStreamDefaultControllerClose(stream[kState].controller);
      else readableStreamDefaultControllerEnqueue(stream[kState].controller, result.value);
    });
  }

  async function cancelAlgorithm(reason) {
    const { iterator } = record;
    const returnMethod = iterator.return;
    if (returnMethod === undefined) return resolved();
    const returned = resolved(Reflect.apply(returnMethod, iterator, [reason]));
    return promiseThen(returned, (result) => {
      if (typeof result !== 'object' || result === null) {
        throw invalidState('The promise returned by the iterator.return() method must fulfill with an object');
      }
      return undefined;
    });
  }

  stream = createReadableStream(nonOpStart, pullAlgorithm, cancelAlgorithm, 0);
  return stream;
}

// ------------------------------------------------------------------ readers

function readRequest() {
  const d = deferred();
  return {
    promise: d.promise,
    [kChunk](value) { d.resolve({ value, done: false }); },
    [kClose]() { d.resolve({ value: undefined, done: true }); },
    [kError](error) { d.reject(error); },
  };
}

class ReadableStreamDefaultReader {
  [kType] = 'ReadableStreamDefaultReader';

  constructor(stream) {
    if (!isReadableStream(stream)) throw invalidArgType('stream', 'ReadableStream', stream);
    this[kState] = { readRequests: [], stream: undefined, close: undefined };
    setupReadableStreamDefaultReader(this, stream);
  }

  read() {
    return lockedCall(this, isReadableStreamDefaultReader, 'ReadableStreamDefaultReader',
      'The reader is not attached to a stream', () => {
        const request = readRequest();
        readableStreamDefaultReaderRead(this, request);
        return request.promise;
      });
  }

  releaseLock() {
    if (!isReadableStreamDefaultReader(this)) throw invalidThis('ReadableStreamDefaultReader');
    if (this[kState].stream === undefined) return;
    readableStreamDefaultReaderRelease(this);
  }

  get closed() {
    if (!isReadableStreamDefaultReader(this)) {
      return rejected(invalidThis('ReadableStreamDefaultReader'));
    }
    return this[kState].close.promise;
  }

  cancel(reason = undefined) {
    return lockedCall(this, isReadableStreamDefaultReader, 'ReadableStreamDefaultReader',
      'The reader is not attached to a stream', (stream) => readableStreamCancel(stream, reason));
  }

  [kInspect](depth, options, inspect) {
    return customInspect(this, 'ReadableStreamDefaultReader', {
      stream: this[kState].stream,
      readRequests: this[kState].readRequests.length,
      close: this[kState].close.promise,
    }, depth, options, inspect);
  }
}
webIdlClass(ReadableStreamDefaultReader, ['closed', 'read', 'releaseLock', 'cancel']);

function isReadableStreamLocked(stream) {
  return stream[kState].reader !== undefined;
}

function readableStreamReaderGenericInitialize(reader, stream) {
  reader[kState].stream = stream;
  stream[kState].reader = reader;
  switch (stream[kState].state) {
    case 'readable':
      reader[kState].close = deferred();
      break;
    case 'closed':
      reader[kState].close = settledRecord(resolved());
      break;
    case 'errored':
      reader[kState].close = settledRecord(rejected(stream[kState].storedError));
      setPromiseHandled(reader[kState].close.promise);
      break;
  }
}

function setupReadableStreamDefaultReader(reader, stream) {
  if (isReadableStreamLocked(stream)) throw invalidState('ReadableStream is locked');
  readableStreamReaderGenericInitialize(reader, stream);
  reader[kState].readRequests = [];
}

function readableStreamReaderGenericCancel(reader, reason) {
  return readableStreamCancel(reader[kState].stream, reason);
}

function readableStreamReaderGenericRelease(reader) {
  const { stream } = reader[kState];
  const error = readerReleasedError();
  if (stream[kState].state === 'readable') {
    reader[kState].close.reject?.(error);
  } else {
    reader[kState].close = settledRecord(rejected(error));
  }
  setPromiseHandled(reader[kState].close.promise);
  stream[kState].controller[kRelease]();
  stream[kState].reader = undefined;
  reader[kState].stream = undefined;
}

function readableStreamDefaultReaderRelease(reader) {
  readableStreamReaderGenericRelease(reader);
  readableStreamDefaultReaderErrorReadRequests(reader, readerReleasingError());
}

function readableStreamDefaultReaderErrorReadRequests(reader, error) {
  const requests = reader[kState].readRequests;
  reader[kState].readRequests = [];
  for (const request of requests) request[kError](error);
}

function readableStreamDefaultReaderRead(reader, request) {
  const { stream } = reader[kState];
  stream[kState].disturbed = true;
  switch (stream[kState].state) {
    case 'closed':
      request[kClose]();
      break;
    case 'errored':
      request[kError](stream[kState].storedError);
      break;
    default:
      stream[kState].controller[kPull](request);
  }
}

function readableStreamHasDefaultReader(stream) {
  const { reader } = stream[kState];
  return reader !== undefined && reader[kType] === 'ReadableStreamDefaultReader';
}

function readableStreamGetNumReadRequests(stream) {
  return stream[kState].reader[kState].readRequests.length;
}

function readableStreamAddReadRequest(stream, request) {
  stream[kState].reader[kState].readRequests.push(request);
}

function readableStreamFulfillReadRequest(stream, chunk, done) {
  const request = stream[kState].reader[kState].readRequests.shift();
  if (done) request[kClose]();
  else request[kChunk](chunk);
}

// ------------------------------------------------------------------ stream operations

function readableStreamCancel(stream, reason) {
  stream[kState].disturbed = true;
  switch (stream[kState].state) {
    case 'closed':
      return resolved();
    case 'errored':
      return rejected(stream[kState].storedError);
  }
  readableStreamClose(stream);
  const { reader } = stream[kState];
  if (reader !== undefined && reader[kType] === 'ReadableStreamBYOBReader') {
    const requests = reader[kState].readIntoRequests;
    reader[kState].readIntoRequests = [];
    for (const request of requests) request[kClose]();
  }
  return promiseThen(stream[kState].controller[kCancel](reason), () => {});
}

function readableStreamClose(stream) {
  stream[kState].state = 'closed';
  stream[kIsClosedPromise].resolve();
  const { reader } = stream[kState];
  if (reader === undefined) return;
  reader[kState].close.resolve();
  if (readableStreamHasDefaultReader(stream)) {
    const requests = reader[kState].readRequests;
    reader[kState].readRequests = [];
    for (const request of requests) request[kClose]();
  }
}

function readableStreamError(stream, error) {
  stream[kState].state = 'errored';
  stream[kState].storedError = error;
  setPromiseHandled(stream[kIsClosedPromise].promise);
  stream[kIsClosedPromise].reject(error);
  const { reader } = stream[kState];
  if (reader === undefined) return;
  setPromiseHandled(reader[kState].close.promise);
  reader[kState].close.reject(error);
  if (readableStreamHasDefaultReader(stream)) {
    readableStreamDefaultReaderErrorReadRequests(reader, error);
  } else {
    const requests = reader[kState].readIntoRequests;
    reader[kState].readIntoRequests = [];
    for (const request of requests) request[kError](error);
  }
}

// ------------------------------------------------------------------ default controller

class ReadableStreamDefaultController {
  [kType] = 'ReadableStreamDefaultController';
  [kState] = {};

  constructor(skip = undefined) {
    if (skip !== kSkipThrow) throw illegalConstructor();
  }

  get desiredSize() {
    return readableStreamDefaultControllerGetDesiredSize(this);
  }

  close() {
    if (!readableStreamDefaultControllerCanCloseOrEnqueue(this)) {
      throw invalidState('Controller is already closed');
    }
    readableStreamDefaultControllerClose(this);
  }

  enqueue(chunk = undefined) {
    if (!readableStreamDefaultControllerCanCloseOrEnqueue(this)) {
      throw invalidState('Controller is already closed');
    }
    readableStreamDefaultControllerEnqueue(this, chunk);
  }

  error(error = undefined) {
    readableStreamDefaultControllerError(this, error);
  }

  [kCancel](reason) {
    resetQueue(this);
    const result = this[kState].cancelAlgorithm(reason);
    readableStreamDefaultControllerClearAlgorithms(this);
    return result;
  }

  [kPull](request) {
    const state = this[kState];
    const { stream } = state;
    if (state.queue.length) {
      const chunk = dequeueValue(this);
      if (state.closeRequested && !state.queue.length) {
        readableStreamDefaultControllerClearAlgorithms(this);
        readableStreamClose(stream);
      } else {
        readableStreamDefaultControllerCallPullIfNeeded(this);
      }
      request[kChunk](chunk);
      return;
    }
    readableStreamAddReadRequest(stream, request);
    readableStreamDefaultControllerCallPullIfNeeded(this);
  }

  [kRelease]() {}

  [kInspect](depth, options, inspect) {
    return customInspect(this, 'ReadableStreamDefaultController', {}, depth, options, inspect);
  }
}
webIdlClass(ReadableStreamDefaultController, ['desiredSize', 'close', 'enqueue', 'error']);

function readableStreamDefaultControllerCanCloseOrEnqueue(controller) {
  const state = controller[kState];
  return !state.closeRequested && state.stream[kState].state === 'readable';
}

function readableStreamDefaultControllerClose(controller) {
  if (!readableStreamDefaultControllerCanCloseOrEnqueue(controller)) return;
  const state = controller[kState];
  state.closeRequested = true;
  if (!state.queue.length) {
    readableStreamDefaultControllerClearAlgorithms(controller);
    readableStreamClose(state.stream);
  }
}

function readableStreamDefaultControllerEnqueue(controller, chunk) {
  if (!readableStreamDefaultControllerCanCloseOrEnqueue(controller)) return;
  const state = controller[kState];
  const { stream } = state;
  if (isReadableStreamLocked(stream) && readableStreamHasDefaultReader(stream) &&
      readableStreamGetNumReadRequests(stream)) {
    readableStreamFulfillReadRequest(stream, chunk, false);
  } else {
    try {
      const size = Reflect.apply(state.sizeAlgorithm, undefined, [chunk]);
      enqueueValueWithSize(controller, chunk, size);
    } catch (error) {
      readableStreamDefaultControllerError(controller, error);
      throw error;
    }
  }
  readableStreamDefaultControllerCallPullIfNeeded(controller);
}

function readableStreamDefaultControllerError(controller, error) {
  const state = controller[kState];
  if (state.stream[kState].state !== 'readable') return;
  resetQueue(controller);
  readableStreamDefaultControllerClearAlgorithms(controller);
  readableStreamError(state.stream, error);
}

function readableStreamDefaultControllerGetDesiredSize(controller) {
  const { stream, highWaterMark, queueTotalSize } = controller[kState];
  switch (stream[kState].state) {
    case 'errored': return null;
    case 'closed': return 0;
    default: return highWaterMark - queueTotalSize;
  }
}

function readableStreamDefaultControllerHasBackpressure(controller) {
  return !readableStreamDefaultControllerShouldCallPull(controller);
}

function readableStreamDefaultControllerShouldCallPull(controller) {
  const state = controller[kState];
  if (!readableStreamDefaultControllerCanCloseOrEnqueue(controller) || !state.started) {
    return false;
  }
  const { stream } = state;
  if (isReadableStreamLocked(stream) && readableStreamGetNumReadRequests(stream)) return true;
  return readableStreamDefaultControllerGetDesiredSize(controller) > 0;
}

function readableStreamDefaultControllerCallPullIfNeeded(controller) {
  if (!readableStreamDefaultControllerShouldCallPull(controller)) return;
  const state = controller[kState];
  if (state.pulling) {
    state.pullAgain = true;
    return;
  }
  state.pulling = true;
  promiseThen(state.pullAlgorithm(controller), () => {
    state.pulling = false;
    if (state.pullAgain) {
      state.pullAgain = false;
      readableStreamDefaultControllerCallPullIfNeeded(controller);
    }
  }, (error) => readableStreamDefaultControllerError(controller, error));
}

function readableStreamDefaultControllerClearAlgorithms(controller) {
  const state = controller[kState];
  state.pullAlgorithm = undefined;
  state.cancelAlgorithm = undefined;
  state.sizeAlgorithm = undefined;
}

function setupDefaultController(stream, controller, start, pull, cancel, highWaterMark, size) {
  controller[kState] = {
    cancelAlgorithm: cancel,
    closeRequested: false,
    highWaterMark,
    pullAgain: false,
    pullAlgorithm: pull,
    pulling: false,
    queue: [],
    queueTotalSize: 0,
    started: false,
    sizeAlgorithm: size,
    stream,
  };
  stream[kState].controller = controller;
  stream[kControllerErrorFunction] = controller.error.bind(controller);
  promiseThen(startPromise(start()), () => {
    controller[kState].started = true;
    readableStreamDefaultControllerCallPullIfNeeded(controller);
  }, (error) => readableStreamDefaultControllerError(controller, error));
}

function setupDefaultControllerFromSource(stream, source, highWaterMark, size) {
  const controller = new ReadableStreamDefaultController(kSkipThrow);
  const { start, pull, cancel } = source;
  const startAlgorithm = start ? () => Reflect.apply(start, source, [controller]) : nonOpStart;
  const pullAlgorithm = pull ? promiseCallback('source.pull', pull, source) : nonOpPull;
  const cancelAlgorithm = cancel ? promiseCallback('source.cancel', cancel, source) : nonOpCancel;
  setupDefaultController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm,
    highWaterMark, size);
}

// ------------------------------------------------------------------ tee

function readableStreamTee(stream, cloneForBranch2) {
  if (byteStreams !== undefined && byteStreams.isReadableByteStreamController(stream[kState].controller)) {
    return byteStreams.readableByteStreamTee(stream);
  }
  return readableStreamDefaultTee(stream, cloneForBranch2);
}

function readableStreamDefaultTee(stream, cloneForBranch2) {
  const reader = new ReadableStreamDefaultReader(stream);
  let reading = false;
  let canceled1 = false;
  let canceled2 = false;
  let reason1;
  let reason2;
  let branch1;
  let branch2;
  const cancelled = deferred();

  async function pullAlgorithm() {
    if (reading) return;
    reading = true;
    readableStreamDefaultReaderRead(reader, {
      [kChunk](value) {
        queueMicrotask(() => {
          reading = false;
          let value2 = value;
          if (!canceled2 && cloneForBranch2) value2 = structuredClone(value2);
          if (!canceled1) readableStreamDefaultControllerEnqueue(branch1[kState].controller, value);
          if (!canceled2) readableStreamDefaultControllerEnqueue(branch2[kState].controller, value2);
        });
      },
      [kClose]() {
        // node closes the branches in a nextTick (not the spec's order).
        process.nextTick(() => {
          reading = false;
          if (!canceled1) readableStreamDefaultControllerClose(branch1[kState].controller);
          if (!canceled2) readableStreamDefaultControllerClose(branch2[kState].controller);
          if (!canceled1 || !canceled2) cancelled.resolve();
        });
      },
      [kError]() {
        reading = false;
      },
    });
  }

  function cancelBoth() {
    cancelled.resolve(readableStreamCancel(stream, [reason1, reason2]));
  }

  function cancel1Algorithm(reason) {
    canceled1 = true;
    reason1 = reason;
    if (canceled2) cancelBoth();
    return cancelled.promise;
  }

  function cancel2Algorithm(reason) {
    canceled2 = true;
    reason2 = reason;
    if (canceled1) cancelBoth();
    return cancelled.promise;
  }

  branch1 = createReadableStream(nonOpStart, pullAlgorithm, cancel1Algorithm);
  branch2 = createReadableStream(nonOpStart, pullAlgorithm, cancel2Algorithm);

  promiseThen(reader[kState].close.promise, undefined, (error) => {
    readableStreamDefaultControllerError(branch1[kState].controller, error);
    readableStreamDefaultControllerError(branch2[kState].controller, error);
    if (!canceled1 || !canceled2) cancelled.resolve();
  });

  return [branch1, branch2];
}

// ------------------------------------------------------------------ pipeTo

function readableStreamPipeTo(source, dest, preventClose, preventAbort, preventCancel, signal) {
  let reader;
  let writer;
  let disposable;
  try {
    reader = new ReadableStreamDefaultReader(source);
    writer = new writable.WritableStreamDefaultWriter(dest);
  } catch (error) {
    return rejected(error);
  }
  source[kState].disturbed = true;
  let shuttingDown = false;
  const done = deferred();
  const state = { currentWrite: resolved() };
  const destState = () => dest[kState].state;

  function finalize(rejected, error) {
    writable.writableStreamDefaultWriterRelease(writer);
    readableStreamReaderGenericRelease(reader);
    if (signal !== undefined && disposable !== undefined) disposable[kDispose]();
    if (rejected) done.reject(error);
    else done.resolve();
  }

  async function waitForCurrentWrite() {
    const write = state.currentWrite;
    await write;
    if (write !== state.currentWrite) await waitForCurrentWrite();
  }

  function destCanTakeWrites() {
    return destState() === 'writable' && !writable.writableStreamCloseQueuedOrInFlight(dest);
  }

  function shutdownWithAnAction(action, rejected, originalError) {
    if (shuttingDown) return;
    shuttingDown = true;
    const complete = () => {
      promiseThen(action(), () => finalize(rejected, originalError), (error) => finalize(true, error));
    };
    if (destCanTakeWrites()) {
      promiseThen(waitForCurrentWrite(), complete, (error) => finalize(true, error));
      return;
    }
    complete();
  }

  function shutdown(rejected, error) {
    if (shuttingDown) return;
    shuttingDown = true;
    if (destCanTakeWrites()) {
      promiseThen(waitForCurrentWrite(), () => finalize(rejected, error), (e) => finalize(true, e));
      return;
    }
    finalize(rejected, error);
  }

  function abortAlgorithm() {
    const error = signal.reason;
    const actions = [];
    if (!preventAbort) {
      actions.push(() => (destState() === 'writable' ?
        writable.writableStreamAbort(dest, error) : resolved()));
    }
    if (!preventCancel) {
      actions.push(() => (source[kState].state === 'readable' ?
        readableStreamCancel(source, error) : resolved()));
    }
    shutdownWithAnAction(() => allOf(actions), true, error);
  }

  function watchErrored(stream, promise, action) {
    if (stream[kState].state === 'errored') action(stream[kState].storedError);
    else promiseThen(promise, undefined, action);
  }

  function watchClosed(stream, promise, action) {
    if (stream[kState].state === 'closed') action();
    else promiseThen(promise, action, () => {});
  }

  async function step() {
    if (shuttingDown) return true;
    await writer[kState].ready.promise;
    const d = deferred();
    readableStreamDefaultReaderRead(reader, {
      [kChunk](chunk) {
        state.currentWrite = writable.writableStreamDefaultWriterWrite(writer, chunk);
        setPromiseHandled(state.currentWrite);
        d.resolve(false);
      },
      [kClose]() { d.resolve(true); },
      [kError](error) { d.reject(error); },
    });
    return d.promise;
  }

  async function run() {
    while (!await step());
  }

  if (signal !== undefined) {
    if (signal.aborted) {
      abortAlgorithm();
      return done.promise;
    }
    disposable = require('./events.js').addAbortListener(signal, abortAlgorithm);
  }

  setPromiseHandled(run());

  watchErrored(source, reader[kState].close.promise, (error) => {
    if (!preventAbort) {
      shutdownWithAnAction(() => writable.writableStreamAbort(dest, error), true, error);
      return;
    }
    shutdown(true, error);
  });

  watchErrored(dest, writer[kState].close.promise, (error) => {
    if (!preventCancel) {
      shutdownWithAnAction(() => readableStreamCancel(source, error), true, error);
      return;
    }
    shutdown(true, error);
  });

  watchClosed(source, reader[kState].close.promise, () => {
    if (!preventClose) {
      shutdownWithAnAction(() => writable.writableStreamDefaultWriterCloseWithErrorPropagation(writer));
      return;
    }
    shutdown();
  });

  if (writable.writableStreamCloseQueuedOrInFlight(dest) || destState() === 'closed') {
    const error = invalidState('Destination WritableStream is closed');
    if (!preventCancel) {
      shutdownWithAnAction(() => readableStreamCancel(source, error), true, error);
    } else {
      shutdown(true, error);
    }
  }

  return done.promise;
}

module.exports = {
  ReadableStream,
  ReadableStreamDefaultReader,
  ReadableStreamDefaultController,
  isReadableStream,
  isReadableStreamDefaultReader,
  isReadableStreamDefaultController,
  isReadableStreamLocked,
  createReadableStream,
  readableStreamCancel,
  readableStreamClose,
  readableStreamError,
  readableStreamPipeTo,
  readableStreamTee,
  readableStreamReaderGenericInitialize,
  readableStreamReaderGenericRelease,
  readableStreamReaderGenericCancel,
  readableStreamDefaultReaderRead,
  readableStreamDefaultReaderRelease,
  readableStreamAddReadRequest,
  newStreamState,
  readableStreamFulfillReadRequest,
  readableStreamGetNumReadRequests,
  readableStreamHasDefaultReader,
  readableStreamDefaultControllerClose,
  readableStreamDefaultControllerEnqueue,
  readableStreamDefaultControllerError,
  readableStreamDefaultControllerGetDesiredSize,
  readableStreamDefaultControllerHasBackpressure,
  readableStreamDefaultControllerCanCloseOrEnqueue,
  readerReleasedError,
  readerReleasingError,
  kCancel, kPull, kRelease, kChunk, kClose, kError, kSkipThrow,
};
