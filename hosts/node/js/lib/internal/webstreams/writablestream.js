'use strict';

// WritableStream as node 20 has it (lib/internal/webstreams/writablestream.js): the
// WHATWG Streams spec's abstract operations; sink callbacks run inside an async function
// (util.js), the start() result through `new Promise(r => r(result))`.

const {
  promiseThen, resolved, rejected,
  kState, kType, kIsClosedPromise, kControllerErrorFunction, kInspect,
  invalidState, illegalConstructor, invalidArgType, invalidThis, invalidArgValueRange,
  validateObject, deferred, settledRecord, isPending, emptyRecord, setPromiseHandled,
  promiseCallback, startPromise, nonOpStart, nonOpWrite, nonOpCancel, isBrand,
  extractHighWaterMark, extractSizeAlgorithm, dequeueValue, enqueueValueWithSize,
  peekQueueValue, resetQueue, customInspect, webIdlClass, lockedCall,
} = require('./internal/webstreams/util.js');

const kAbort = Symbol('kAbort');
const kErrorSteps = Symbol('kErrorSteps');
const kCloseSentinel = Symbol('kCloseSentinel');
const kSkipThrow = Symbol('kSkipThrow');

const isWritableStream = isBrand('WritableStream');
const isWritableStreamDefaultWriter = isBrand('WritableStreamDefaultWriter');
const isWritableStreamDefaultController = isBrand('WritableStreamDefaultController');

let releasedError;
function writerReleasedError() {
  return (releasedError ||= invalidState('Writer has been released'));
}

const noAbortRequest = () => ({ abort: emptyRecord(), reason: undefined, wasAlreadyErroring: false });

function newStreamState() {
  return {
    closeRequest: emptyRecord(),
    inFlightWriteRequest: emptyRecord(),
    inFlightCloseRequest: emptyRecord(),
    pendingAbortRequest: noAbortRequest(),
    backpressure: false,
    controller: undefined,
    state: 'writable',
    storedError: undefined,
    writeRequests: [],
    writer: undefined,
  };
}

// ------------------------------------------------------------------ WritableStream

class WritableStream {
  [kType] = 'WritableStream';

  constructor(sink = {}, strategy = {}) {
    validateObject(sink, 'sink');
    validateObject(strategy, 'strategy', true, true);
    const type = sink?.type;
    if (type !== undefined) throw invalidArgValueRange('type', type);
    this[kState] = newStreamState();
    this[kIsClosedPromise] = deferred();
    this[kControllerErrorFunction] = () => {};
    const size = extractSizeAlgorithm(strategy?.size);
    const highWaterMark = extractHighWaterMark(strategy?.highWaterMark, 1);
    setupControllerFromSink(this, sink, highWaterMark, size);
  }

  get locked() {
    if (!isWritableStream(this)) throw invalidThis('WritableStream');
    return isWritableStreamLocked(this);
  }

  abort(reason = undefined) {
    if (!isWritableStream(this)) return rejected(invalidThis('WritableStream'));
    if (isWritableStreamLocked(this)) return rejected(invalidState('WritableStream is locked'));
    return writableStreamAbort(this, reason);
  }

  close() {
    if (!isWritableStream(this)) return rejected(invalidThis('WritableStream'));
    if (isWritableStreamLocked(this)) return rejected(invalidState('WritableStream is locked'));
    if (writableStreamCloseQueuedOrInFlight(this)) {
      return rejected(invalidState('Failure closing WritableStream'));
    }
    return writableStreamClose(this);
  }

  getWriter() {
    if (!isWritableStream(this)) throw invalidThis('WritableStream');
    return new WritableStreamDefaultWriter(this);
  }

  [kInspect](depth, options, inspect) {
    return customInspect(this, 'WritableStream', {
      locked: this.locked,
      state: this[kState].state,
    }, depth, options, inspect);
  }
}
webIdlClass(WritableStream, ['locked', 'abort', 'close', 'getWriter']);

// A WritableStream made by the library (a TransformStream's writable side).
function createWritableStream(start, write, close, abort, highWaterMark = 1, size = () => 1) {
  const stream = Object.create(WritableStream.prototype);
  stream[kType] = 'WritableStream';
  stream[kState] = newStreamState();
  stream[kIsClosedPromise] = deferred();
  const controller = new WritableStreamDefaultController(kSkipThrow);
  setupController(stream, controller, start, write, close, abort, highWaterMark, size);
  // node's own property, left by its internal constructor.
  stream.constructor = WritableStream;
  return stream;
}

// ------------------------------------------------------------------ writer

const writerCall = (writer, fn) => lockedCall(writer, isWritableStreamDefaultWriter,
  'WritableStreamDefaultWriter', 'Writer is not bound to a WritableStream', fn);

class WritableStreamDefaultWriter {
  [kType] = 'WritableStreamDefaultWriter';

  constructor(stream) {
    if (!isWritableStream(stream)) throw invalidArgType('stream', 'WritableStream', stream);
    this[kState] = { stream: undefined, close: emptyRecord(), ready: emptyRecord() };
    setupWritableStreamDefaultWriter(this, stream);
  }

  get closed() {
    if (!isWritableStreamDefaultWriter(this)) {
      return rejected(invalidThis('WritableStreamDefaultWriter'));
    }
    return this[kState].close.promise;
  }

  get desiredSize() {
    if (!isWritableStreamDefaultWriter(this)) throw invalidThis('WritableStreamDefaultWriter');
    if (this[kState].stream === undefined) {
      throw invalidState('Writer is not bound to a WritableStream');
    }
    return writableStreamDefaultWriterGetDesiredSize(this);
  }

  get ready() {
    if (!isWritableStreamDefaultWriter(this)) {
      return rejected(invalidThis('WritableStreamDefaultWriter'));
    }
    return this[kState].ready.promise;
  }

  abort(reason = undefined) {
    return writerCall(this, (stream) => writableStreamAbort(stream, reason));
  }

  close() {
    return writerCall(this, (stream) => (writableStreamCloseQueuedOrInFlight(stream) ?
      rejected(invalidState('Failure to close WritableStream')) :
      writableStreamClose(stream)));
  }

  releaseLock() {
    if (!isWritableStreamDefaultWriter(this)) throw invalidThis('WritableStreamDefaultWriter');
    if (this[kState].stream === undefined) return;
    writableStreamDefaultWriterRelease(this);
  }

  write(chunk = undefined) {
    return writerCall(this, () => writableStreamDefaultWriterWrite(this, chunk));
  }

  [kInspect](depth, options, inspect) {
    return customInspect(this, 'WritableStreamDefaultWriter', {
      stream: this[kState].stream,
      close: this[kState].close.promise,
      ready: this[kState].ready.promise,
      desiredSize: this.desiredSize,
    }, depth, options, inspect);
  }
}
webIdlClass(WritableStreamDefaultWriter,
  ['closed', 'ready', 'desiredSize', 'abort', 'close', 'releaseLock', 'write']);

// ------------------------------------------------------------------ controller

class WritableStreamDefaultController {
  [kType] = 'WritableStreamDefaultController';

  constructor(skip = undefined) {
    if (skip !== kSkipThrow) throw illegalConstructor();
  }

  [kAbort](reason) {
    const result = this[kState].abortAlgorithm(reason);
    clearAlgorithms(this);
    return result;
  }

  [kErrorSteps]() {
    resetQueue(this);
  }

  get signal() {
    if (!isWritableStreamDefaultController(this)) throw invalidThis('WritableStreamDefaultController');
    return this[kState].abortController.signal;
  }

  error(error = undefined) {
    if (!isWritableStreamDefaultController(this)) throw invalidThis('WritableStreamDefaultController');
    if (this[kState].stream[kState].state !== 'writable') return;
    writableStreamDefaultControllerError(this, error);
  }

  [kInspect](depth, options, inspect) {
    return customInspect(this, 'WritableStreamDefaultController', {
      stream: this[kState].stream,
    }, depth, options, inspect);
  }
}
webIdlClass(WritableStreamDefaultController, ['signal', 'error']);

// ------------------------------------------------------------------ stream operations

function isWritableStreamLocked(stream) {
  return stream[kState].writer !== undefined;
}

function setupWritableStreamDefaultWriter(writer, stream) {
  if (isWritableStreamLocked(stream)) throw invalidState('WritableStream is locked');
  const w = writer[kState];
  w.stream = stream;
  stream[kState].writer = writer;
  const { state, storedError } = stream[kState];
  switch (state) {
    case 'writable':
      w.ready = !writableStreamCloseQueuedOrInFlight(stream) && stream[kState].backpressure ?
        deferred() : settledRecord(resolved());
      w.close = deferred();
      break;
    case 'erroring':
      w.ready = settledRecord(rejected(storedError));
      setPromiseHandled(w.ready.promise);
      w.close = deferred();
      break;
    case 'closed':
      w.ready = settledRecord(resolved());
      w.close = settledRecord(resolved());
      break;
    default:
      w.ready = settledRecord(rejected(storedError));
      w.close = settledRecord(rejected(storedError));
      setPromiseHandled(w.ready.promise);
      setPromiseHandled(w.close.promise);
  }
}

function writableStreamAbort(stream, reason) {
  const { state, controller } = stream[kState];
  if (state === 'closed' || state === 'errored') return resolved();
  controller[kState].abortController.abort(reason);
  // The abort listeners may have moved the stream on.
  if (stream[kState].pendingAbortRequest.abort.promise !== undefined) {
    return stream[kState].pendingAbortRequest.abort.promise;
  }
  let wasAlreadyErroring = false;
  if (state === 'erroring') {
    wasAlreadyErroring = true;
    reason = undefined;
  }
  const abort = deferred();
  stream[kState].pendingAbortRequest = { abort, reason, wasAlreadyErroring };
  if (!wasAlreadyErroring) writableStreamStartErroring(stream, reason);
  return abort.promise;
}

function writableStreamClose(stream) {
  const { state, writer, backpressure, controller } = stream[kState];
  if (state === 'closed' || state === 'errored') {
    return rejected(invalidState('WritableStream is closed'));
  }
  stream[kState].closeRequest = deferred();
  const { promise } = stream[kState].closeRequest;
  if (writer !== undefined && backpressure && state === 'writable') writer[kState].ready.resolve?.();
  enqueueValueWithSize(controller, kCloseSentinel, 0);
  advanceQueueIfNeeded(controller);
  return promise;
}

function writableStreamUpdateBackpressure(stream, backpressure) {
  const { writer } = stream[kState];
  if (writer !== undefined && stream[kState].backpressure !== backpressure) {
    if (backpressure) writer[kState].ready = deferred();
    else writer[kState].ready.resolve?.();
  }
  stream[kState].backpressure = backpressure;
}

function writableStreamStartErroring(stream, reason) {
  const { controller, writer } = stream[kState];
  stream[kState].state = 'erroring';
  stream[kState].storedError = reason;
  if (writer !== undefined) writerEnsureReadyPromiseRejected(writer, reason);
  if (!writableStreamHasOperationMarkedInFlight(stream) && controller[kState].started) {
    writableStreamFinishErroring(stream);
  }
}

function writableStreamRejectCloseAndClosedPromiseIfNeeded(stream) {
  const s = stream[kState];
  if (s.closeRequest.promise !== undefined) {
    s.closeRequest.reject?.(s.storedError);
    s.closeRequest = emptyRecord();
  }
  setPromiseHandled(stream[kIsClosedPromise].promise);
  stream[kIsClosedPromise].reject(s.storedError);
  if (s.writer !== undefined) {
    setPromiseHandled(s.writer[kState].close.promise);
    s.writer[kState].close.reject?.(s.storedError);
  }
}

function writableStreamHasOperationMarkedInFlight(stream) {
  const s = stream[kState];
  return s.inFlightWriteRequest.promise !== undefined || s.inFlightCloseRequest.promise !== undefined;
}

function writableStreamFinishInFlightWrite(stream) {
  stream[kState].inFlightWriteRequest.resolve?.();
  stream[kState].inFlightWriteRequest = emptyRecord();
}

function writableStreamFinishInFlightWriteWithError(stream, error) {
  stream[kState].inFlightWriteRequest.reject?.(error);
  stream[kState].inFlightWriteRequest = emptyRecord();
  writableStreamDealWithRejection(stream, error);
}

function writableStreamFinishInFlightClose(stream) {
  const s = stream[kState];
  s.inFlightCloseRequest.resolve?.();
  s.inFlightCloseRequest = emptyRecord();
  if (s.state === 'erroring') {
    s.storedError = undefined;
    if (s.pendingAbortRequest.abort.promise !== undefined) {
      s.pendingAbortRequest.abort.resolve?.();
      s.pendingAbortRequest = noAbortRequest();
    }
  }
  s.state = 'closed';
  if (s.writer !== undefined) s.writer[kState].close.resolve?.();
  stream[kIsClosedPromise].resolve();
}

function writableStreamFinishInFlightCloseWithError(stream, error) {
  const s = stream[kState];
  s.inFlightCloseRequest.reject?.(error);
  s.inFlightCloseRequest = emptyRecord();
  if (s.pendingAbortRequest.abort.promise !== undefined) {
    s.pendingAbortRequest.abort.reject?.(error);
    s.pendingAbortRequest = noAbortRequest();
  }
  writableStreamDealWithRejection(stream, error);
}

function writableStreamFinishErroring(stream) {
  const s = stream[kState];
  s.state = 'errored';
  s.controller[kErrorSteps]();
  const { storedError } = s;
  const requests = s.writeRequests;
  s.writeRequests = [];
  for (const request of requests) request.reject?.(storedError);
  if (s.pendingAbortRequest.abort.promise === undefined) {
    writableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
    return;
  }
  const abortRequest = s.pendingAbortRequest;
  s.pendingAbortRequest = noAbortRequest();
  if (abortRequest.wasAlreadyErroring) {
    abortRequest.abort.reject?.(storedError);
    writableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
    return;
  }
  promiseThen(s.controller[kAbort](abortRequest.reason), () => {
    abortRequest.abort.resolve?.();
    writableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
  }, (error) => {
    abortRequest.abort.reject?.(error);
    writableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
  });
}

function writableStreamDealWithRejection(stream, error) {
  if (stream[kState].state === 'writable') {
    writableStreamStartErroring(stream, error);
    return;
  }
  writableStreamFinishErroring(stream);
}

function writableStreamCloseQueuedOrInFlight(stream) {
  const s = stream[kState];
  return s.closeRequest.promise !== undefined || s.inFlightCloseRequest.promise !== undefined;
}

// ------------------------------------------------------------------ writer operations

function writableStreamDefaultWriterWrite(writer, chunk) {
  const { stream } = writer[kState];
  const { controller } = stream[kState];
  const chunkSize = getChunkSize(controller, chunk);
  if (stream !== writer[kState].stream) {
    return rejected(invalidState('Mismatched WritableStreams'));
  }
  const { state } = stream[kState];
  if (state === 'errored') return rejected(stream[kState].storedError);
  if (writableStreamCloseQueuedOrInFlight(stream) || state === 'closed') {
    return rejected(invalidState('WritableStream is closed'));
  }
  if (state === 'erroring') return rejected(stream[kState].storedError);
  const request = deferred();
  stream[kState].writeRequests.push(request);
  controllerWrite(controller, chunk, chunkSize);
  return request.promise;
}

function writableStreamDefaultWriterRelease(writer) {
  const { stream } = writer[kState];
  const error = writerReleasedError();
  writerEnsureReadyPromiseRejected(writer, error);
  writerEnsureClosedPromiseRejected(writer, error);
  stream[kState].writer = undefined;
  writer[kState].stream = undefined;
}

function writableStreamDefaultWriterGetDesiredSize(writer) {
  const { stream } = writer[kState];
  switch (stream[kState].state) {
    case 'errored':
    case 'erroring':
      return null;
    case 'closed':
      return 0;
  }
  return controllerGetDesiredSize(stream[kState].controller);
}

function writerEnsureReadyPromiseRejected(writer, error) {
  const w = writer[kState];
  if (isPending(w.ready)) w.ready.reject(error);
  else w.ready = settledRecord(rejected(error));
  setPromiseHandled(w.ready.promise);
}

function writerEnsureClosedPromiseRejected(writer, error) {
  const w = writer[kState];
  if (isPending(w.close)) w.close.reject(error);
  else w.close = settledRecord(rejected(error));
  setPromiseHandled(w.close.promise);
}

function writableStreamDefaultWriterCloseWithErrorPropagation(writer) {
  const { stream } = writer[kState];
  const { state } = stream[kState];
  if (writableStreamCloseQueuedOrInFlight(stream) || state === 'closed') return resolved();
  if (state === 'errored') return rejected(stream[kState].storedError);
  return writableStreamClose(stream);
}

// ------------------------------------------------------------------ controller operations

function controllerWrite(controller, chunk, chunkSize) {
  try {
    enqueueValueWithSize(controller, chunk, chunkSize);
  } catch (error) {
    writableStreamDefaultControllerErrorIfNeeded(controller, error);
    return;
  }
  const { stream } = controller[kState];
  if (!writableStreamCloseQueuedOrInFlight(stream) && stream[kState].state === 'writable') {
    writableStreamUpdateBackpressure(stream, getBackpressure(controller));
  }
  advanceQueueIfNeeded(controller);
}

function processWrite(controller, chunk) {
  const { stream, writeAlgorithm } = controller[kState];
  stream[kState].inFlightWriteRequest = stream[kState].writeRequests.shift();
  promiseThen(writeAlgorithm(chunk, controller), () => {
    writableStreamFinishInFlightWrite(stream);
    const { state } = stream[kState];
    dequeueValue(controller);
    if (!writableStreamCloseQueuedOrInFlight(stream) && state === 'writable') {
      writableStreamUpdateBackpressure(stream, getBackpressure(controller));
    }
    advanceQueueIfNeeded(controller);
  }, (error) => {
    if (stream[kState].state === 'writable') clearAlgorithms(controller);
    writableStreamFinishInFlightWriteWithError(stream, error);
  });
}

function processClose(controller) {
  const { closeAlgorithm, stream } = controller[kState];
  stream[kState].inFlightCloseRequest = stream[kState].closeRequest;
  stream[kState].closeRequest = emptyRecord();
  dequeueValue(controller);
  const sinkClosed = closeAlgorithm();
  clearAlgorithms(controller);
  promiseThen(sinkClosed, () => writableStreamFinishInFlightClose(stream),
    (error) => writableStreamFinishInFlightCloseWithError(stream, error));
}

function controllerGetDesiredSize(controller) {
  const { highWaterMark, queueTotalSize } = controller[kState];
  return highWaterMark - queueTotalSize;
}

function getChunkSize(controller, chunk) {
  const { sizeAlgorithm } = controller[kState];
  if (sizeAlgorithm === undefined) return 1;
  try {
    return Reflect.apply(sizeAlgorithm, undefined, [chunk]);
  } catch (error) {
    writableStreamDefaultControllerErrorIfNeeded(controller, error);
    return 1;
  }
}

function writableStreamDefaultControllerErrorIfNeeded(controller, error) {
  if (controller[kState].stream[kState].state === 'writable') {
    writableStreamDefaultControllerError(controller, error);
  }
}

function writableStreamDefaultControllerError(controller, error) {
  clearAlgorithms(controller);
  writableStreamStartErroring(controller[kState].stream, error);
}

function clearAlgorithms(controller) {
  const state = controller[kState];
  state.writeAlgorithm = undefined;
  state.closeAlgorithm = undefined;
  state.abortAlgorithm = undefined;
  state.sizeAlgorithm = undefined;
}

function getBackpressure(controller) {
  return controllerGetDesiredSize(controller) <= 0;
}

function advanceQueueIfNeeded(controller) {
  const { queue, started, stream } = controller[kState];
  if (!started || stream[kState].inFlightWriteRequest.promise !== undefined) return;
  if (stream[kState].state === 'erroring') {
    writableStreamFinishErroring(stream);
    return;
  }
  if (!queue.length) return;
  const value = peekQueueValue(controller);
  if (value === kCloseSentinel) processClose(controller);
  else processWrite(controller, value);
}

function setupControllerFromSink(stream, sink, highWaterMark, size) {
  const controller = new WritableStreamDefaultController(kSkipThrow);
  const { start, write, close, abort } = sink;
  const startAlgorithm = start ? () => Reflect.apply(start, sink, [controller]) : nonOpStart;
  const writeAlgorithm = write ? promiseCallback('sink.write', write, sink) : nonOpWrite;
  const closeAlgorithm = close ? promiseCallback('sink.close', close, sink) : nonOpCancel;
  const abortAlgorithm = abort ? promiseCallback('sink.abort', abort, sink) : nonOpCancel;
  setupController(stream, controller, startAlgorithm, writeAlgorithm, closeAlgorithm,
    abortAlgorithm, highWaterMark, size);
}

function setupController(stream, controller, start, write, close, abort, highWaterMark, size) {
  const { AbortController } = require('./internal/event_target.js');
  controller[kState] = {
    abortAlgorithm: abort,
    closeAlgorithm: close,
    highWaterMark,
    queue: [],
    queueTotalSize: 0,
    abortController: new AbortController(),
    sizeAlgorithm: size,
    started: false,
    stream,
    writeAlgorithm: write,
  };
  stream[kState].controller = controller;
  stream[kControllerErrorFunction] = controller.error.bind(controller);
  writableStreamUpdateBackpressure(stream, getBackpressure(controller));
  promiseThen(startPromise(start()), () => {
    controller[kState].started = true;
    advanceQueueIfNeeded(controller);
  }, (error) => {
    controller[kState].started = true;
    writableStreamDealWithRejection(stream, error);
  });
}

module.exports = {
  WritableStream,
  WritableStreamDefaultWriter,
  WritableStreamDefaultController,
  isWritableStream,
  isWritableStreamDefaultWriter,
  isWritableStreamDefaultController,
  isWritableStreamLocked,
  createWritableStream,
  writableStreamAbort,
  writableStreamClose,
  writableStreamCloseQueuedOrInFlight,
  writableStreamDefaultWriterWrite,
  writableStreamDefaultWriterRelease,
  writableStreamDefaultWriterCloseWithErrorPropagation,
  writableStreamDefaultControllerErrorIfNeeded,
};
