'use strict';

// Byte streams (`type: 'bytes'`) as node 20 has them: ReadableByteStreamController with
// its queue of byte ranges and pending pull-into descriptors, BYOB readers and requests,
// the byte tee. Loaded when a byte stream or `stream/web` is first used; the spec's
// abstract operations in node's order (see readablestream.js for the shared ones).

const {
  promiseThen, resolved, rejected,
  kState, kType, kIsClosedPromise, kInspect,
  invalidState, illegalConstructor, invalidArgType, invalidArgValue, invalidArgValueRange,
  invalidThis, validateObject, deferred, promiseCallback, startPromise, nonOpStart, nonOpPull,
  nonOpCancel, isBrand, resetQueue, customInspect, webIdlClass, lockedCall,
} = require('./internal/webstreams/util.js');
const rs = require('./internal/webstreams/readablestream.js');
const natives = require('./natives.js');
const { makeError, outOfRange } = require('./internal/node_errors.js');

const { kCancel, kPull, kRelease, kChunk, kClose, kError, kSkipThrow } = rs;

const isReadableByteStreamController = isBrand('ReadableByteStreamController');
const isReadableStreamBYOBRequest = isBrand('ReadableStreamBYOBRequest');
const isReadableStreamBYOBReader = isBrand('ReadableStreamBYOBReader');

// ------------------------------------------------------------------ buffers

function isDetached(buffer) {
  if (buffer.byteLength !== 0) return false;
  try {
    new Uint8Array(buffer);
    return false;
  } catch (_) {
    return true;
  }
}

// The spec's TransferArrayBuffer: a new buffer with the bytes, the old one detached.
function transferArrayBuffer(buffer) {
  if (isDetached(buffer)) {
    throw makeError(TypeError, 'ERR_OPERATION_FAILED',
      'Operation failed: The ArrayBuffer could not be transferred');
  }
  const copy = buffer.slice(0);
  natives.detachArrayBuffer(buffer);
  return copy;
}

function isDataView(view) {
  return Object.prototype.toString.call(view) === '[object DataView]';
}

function validateBuffer(value, name = 'buffer') {
  if (!ArrayBuffer.isView(value)) {
    throw invalidArgType(name, ['Buffer', 'TypedArray', 'DataView'], value);
  }
}

function copyBytes(dest, destOffset, src, srcOffset, length) {
  new Uint8Array(dest, destOffset, length).set(new Uint8Array(src, srcOffset, length));
}

function cloneAsUint8Array(view) {
  const { buffer, byteOffset, byteLength } = view;
  return new Uint8Array(buffer.slice(byteOffset, byteOffset + byteLength));
}

// ------------------------------------------------------------------ BYOB request

class ReadableStreamBYOBRequest {
  [kType] = 'ReadableStreamBYOBRequest';

  constructor(skip = undefined) {
    if (skip !== kSkipThrow) throw illegalConstructor();
  }

  get view() {
    if (!isReadableStreamBYOBRequest(this)) throw invalidThis('ReadableStreamBYOBRequest');
    return this[kState].view;
  }

  respond(bytesWritten) {
    if (!isReadableStreamBYOBRequest(this)) throw invalidThis('ReadableStreamBYOBRequest');
    const { view, controller } = this[kState];
    if (controller === undefined) throw invalidState('This BYOB request has been invalidated');
    if (isDetached(view.buffer)) throw invalidState('Viewed ArrayBuffer is detached');
    controllerRespond(controller, bytesWritten);
  }

  respondWithNewView(view) {
    if (!isReadableStreamBYOBRequest(this)) throw invalidThis('ReadableStreamBYOBRequest');
    const { controller } = this[kState];
    if (controller === undefined) throw invalidState('This BYOB request has been invalidated');
    validateBuffer(view, 'view');
    if (view.byteLength === 0 && isDetached(view.buffer)) {
      throw invalidState('Viewed ArrayBuffer is detached');
    }
    controllerRespondWithNewView(controller, view);
  }

  [kInspect](depth, options, inspect) {
    return customInspect(this, 'ReadableStreamBYOBRequest', {
      view: this.view,
      controller: this[kState].controller,
    }, depth, options, inspect);
  }
}
webIdlClass(ReadableStreamBYOBRequest, ['view', 'respond', 'respondWithNewView']);

function createBYOBRequest(controller, view) {
  const request = new ReadableStreamBYOBRequest(kSkipThrow);
  request[kState] = { controller, view };
  return request;
}

// ------------------------------------------------------------------ controller

class ReadableByteStreamController {
  [kType] = 'ReadableByteStreamController';
  [kState] = {};

  constructor(skip = undefined) {
    if (skip !== kSkipThrow) throw illegalConstructor();
  }

  get byobRequest() {
    if (!isReadableByteStreamController(this)) throw invalidThis('ReadableByteStreamController');
    const state = this[kState];
    if (state.byobRequest === null && state.pendingPullIntos.length) {
      const { buffer, byteOffset, bytesFilled, byteLength } = state.pendingPullIntos[0];
      const view = new Uint8Array(buffer, byteOffset + bytesFilled, byteLength - bytesFilled);
      state.byobRequest = createBYOBRequest(this, view);
    }
    return state.byobRequest;
  }

  get desiredSize() {
    if (!isReadableByteStreamController(this)) throw invalidThis('ReadableByteStreamController');
    return controllerGetDesiredSize(this);
  }

  close() {
    if (!isReadableByteStreamController(this)) throw invalidThis('ReadableByteStreamController');
    if (this[kState].closeRequested) throw invalidState('Controller is already closed');
    if (this[kState].stream[kState].state !== 'readable') {
      throw invalidState('ReadableStream is already closed');
    }
    controllerClose(this);
  }

  enqueue(chunk) {
    if (!isReadableByteStreamController(this)) throw invalidThis('ReadableByteStreamController');
    validateBuffer(chunk);
    if (chunk.byteLength === 0 || chunk.buffer.byteLength === 0) {
      throw invalidState('chunk ArrayBuffer is zero-length or detached');
    }
    if (this[kState].closeRequested) throw invalidState('Controller is already closed');
    if (this[kState].stream[kState].state !== 'readable') {
      throw invalidState('ReadableStream is already closed');
    }
    controllerEnqueue(this, chunk);
  }

  error(error = undefined) {
    if (!isReadableByteStreamController(this)) throw invalidThis('ReadableByteStreamController');
    controllerError(this, error);
  }

  [kCancel](reason) {
    clearPendingPullIntos(this);
    resetQueue(this);
    const result = this[kState].cancelAlgorithm(reason);
    clearAlgorithms(this);
    return result;
  }

  [kPull](request) {
    const state = this[kState];
    const { stream } = state;
    if (state.queueTotalSize) {
      fillReadRequestFromQueue(this, request);
      return;
    }
    const { autoAllocateChunkSize } = state;
    if (autoAllocateChunkSize !== undefined) {
      try {
        const buffer = new ArrayBuffer(autoAllocateChunkSize);
        state.pendingPullIntos.push({
          buffer,
          bufferByteLength: autoAllocateChunkSize,
          byteOffset: 0,
          byteLength: autoAllocateChunkSize,
          bytesFilled: 0,
          minimumFill: 1,
          elementSize: 1,
          ctor: Uint8Array,
          type: 'default',
        });
      } catch (error) {
        request[kError](error);
        return;
      }
    }
    rs.readableStreamAddReadRequest(stream, request);
    callPullIfNeeded(this);
  }

  [kRelease]() {
    const state = this[kState];
    if (state.pendingPullIntos.length > 0) {
      const first = state.pendingPullIntos[0];
      first.type = 'none';
      state.pendingPullIntos = [first];
    }
  }

  [kInspect](depth, options, inspect) {
    return customInspect(this, 'ReadableByteStreamController', {}, depth, options, inspect);
  }
}
webIdlClass(ReadableByteStreamController, ['byobRequest', 'desiredSize', 'close', 'enqueue', 'error']);

function hasBYOBReader(stream) {
  const { reader } = stream[kState];
  return reader !== undefined && reader[kType] === 'ReadableStreamBYOBReader';
}

function numReadIntoRequests(stream) {
  return stream[kState].reader[kState].readIntoRequests.length;
}

function fulfillReadIntoRequest(stream, chunk, done) {
  const request = stream[kState].reader[kState].readIntoRequests.shift();
  if (done) request[kClose](chunk);
  else request[kChunk](chunk);
}

function controllerClose(controller) {
  const state = controller[kState];
  const { stream } = state;
  if (state.closeRequested || stream[kState].state !== 'readable') return;
  if (state.queueTotalSize) {
    state.closeRequested = true;
    return;
  }
  if (state.pendingPullIntos.length) {
    const first = state.pendingPullIntos[0];
    if (first.bytesFilled % first.elementSize !== 0) {
      const error = invalidState('Partial read');
      controllerError(controller, error);
      throw error;
    }
  }
  clearAlgorithms(controller);
  rs.readableStreamClose(stream);
}

function convertPullIntoDescriptor(desc) {
  const { buffer, bytesFilled, byteLength, byteOffset, ctor, elementSize } = desc;
  if (bytesFilled > byteLength) throw invalidState('The buffer size is invalid', RangeError);
  const transferred = transferArrayBuffer(buffer);
  const { Buffer } = require('./buffer.js');
  if (ctor === Buffer) return Buffer.from(transferred, byteOffset, bytesFilled / elementSize);
  return new ctor(transferred, byteOffset, bytesFilled / elementSize);
}

function commitPullIntoDescriptor(stream, desc) {
  const done = stream[kState].state === 'closed';
  const filledView = convertPullIntoDescriptor(desc);
  if (desc.type === 'default') rs.readableStreamFulfillReadRequest(stream, filledView, done);
  else fulfillReadIntoRequest(stream, filledView, done);
}

function invalidateBYOBRequest(controller) {
  const state = controller[kState];
  if (state.byobRequest === null) return;
  state.byobRequest[kState].controller = undefined;
  state.byobRequest[kState].view = null;
  state.byobRequest = null;
}

function clearAlgorithms(controller) {
  controller[kState].pullAlgorithm = undefined;
  controller[kState].cancelAlgorithm = undefined;
}

function clearPendingPullIntos(controller) {
  invalidateBYOBRequest(controller);
  controller[kState].pendingPullIntos = [];
}

function controllerGetDesiredSize(controller) {
  const { stream, highWaterMark, queueTotalSize } = controller[kState];
  switch (stream[kState].state) {
    case 'errored': return null;
    case 'closed': return 0;
    default: return highWaterMark - queueTotalSize;
  }
}

function shouldCallPull(controller) {
  const state = controller[kState];
  const { stream } = state;
  if (stream[kState].state !== 'readable' || state.closeRequested || !state.started) return false;
  if (rs.readableStreamHasDefaultReader(stream) && rs.readableStreamGetNumReadRequests(stream) > 0) {
    return true;
  }
  if (hasBYOBReader(stream) && numReadIntoRequests(stream) > 0) return true;
  return controllerGetDesiredSize(controller) > 0;
}

function handleQueueDrain(controller) {
  const state = controller[kState];
  if (!state.queueTotalSize && state.closeRequested) {
    clearAlgorithms(controller);
    rs.readableStreamClose(state.stream);
    return;
  }
  callPullIfNeeded(controller);
}

function pullInto(controller, view, min, request) {
  const state = controller[kState];
  const { stream } = state;
  let elementSize = 1;
  let ctor = DataView;
  if (!isDataView(view)) {
    elementSize = view.constructor.BYTES_PER_ELEMENT;
    ctor = view.constructor;
  }
  const minimumFill = min * elementSize;
  const { buffer, byteOffset, byteLength } = view;
  const bufferByteLength = buffer.byteLength;
  let transferred;
  try {
    transferred = transferArrayBuffer(buffer);
  } catch (error) {
    request[kError](error);
    return;
  }
  const desc = {
    buffer: transferred,
    bufferByteLength,
    byteOffset,
    byteLength,
    bytesFilled: 0,
    minimumFill,
    elementSize,
    ctor,
    type: 'byob',
  };
  if (state.pendingPullIntos.length) {
    state.pendingPullIntos.push(desc);
    stream[kState].reader[kState].readIntoRequests.push(request);
    return;
  }
  if (stream[kState].state === 'closed') {
    request[kClose](new ctor(desc.buffer, byteOffset, 0));
    return;
  }
  if (state.queueTotalSize) {
    if (fillPullIntoDescriptorFromQueue(controller, desc)) {
      const filledView = convertPullIntoDescriptor(desc);
      handleQueueDrain(controller);
      request[kChunk](filledView);
      return;
    }
    if (state.closeRequested) {
      const error = invalidState('ReadableStream closed');
      controllerError(controller, error);
      request[kError](error);
      return;
    }
  }
  state.pendingPullIntos.push(desc);
  stream[kState].reader[kState].readIntoRequests.push(request);
  callPullIfNeeded(controller);
}

function respondInternal(controller, bytesWritten) {
  const state = controller[kState];
  const desc = state.pendingPullIntos[0];
  invalidateBYOBRequest(controller);
  if (state.stream[kState].state === 'closed') {
    if (bytesWritten) throw invalidState('Controller is closed but view is not zero-length');
    respondInClosedState(controller, desc);
  } else {
    if (!bytesWritten) throw invalidState('View cannot be zero-length');
    respondInReadableState(controller, bytesWritten, desc);
  }
  callPullIfNeeded(controller);
}

function controllerRespond(controller, bytesWritten) {
  const state = controller[kState];
  const desc = state.pendingPullIntos[0];
  if (state.stream[kState].state === 'closed') {
    if (bytesWritten !== 0) throw invalidArgValue('bytesWritten', bytesWritten, 'is invalid');
  } else {
    if (!bytesWritten) throw invalidArgValue('bytesWritten', bytesWritten, 'is invalid');
    if (desc.bytesFilled + bytesWritten > desc.byteLength) {
      throw invalidArgValueRange('bytesWritten', bytesWritten);
    }
  }
  desc.buffer = transferArrayBuffer(desc.buffer);
  respondInternal(controller, bytesWritten);
}

function respondInClosedState(controller, desc) {
  if (desc.type === 'none') shiftPendingPullInto(controller);
  const { stream } = controller[kState];
  if (hasBYOBReader(stream)) {
    while (numReadIntoRequests(stream) > 0) {
      commitPullIntoDescriptor(stream, shiftPendingPullInto(controller));
    }
  }
}

function controllerEnqueue(controller, chunk) {
  const state = controller[kState];
  const { stream } = state;
  const { buffer, byteOffset, byteLength } = chunk;
  if (state.closeRequested || stream[kState].state !== 'readable') return;
  const transferred = transferArrayBuffer(buffer);
  if (state.pendingPullIntos.length) {
    const first = state.pendingPullIntos[0];
    if (isDetached(first.buffer)) throw invalidState('Destination ArrayBuffer is detached');
    invalidateBYOBRequest(controller);
    first.buffer = transferArrayBuffer(first.buffer);
    if (first.type === 'none') enqueueDetachedPullIntoToQueue(controller, first);
  }
  if (rs.readableStreamHasDefaultReader(stream)) {
    processReadRequestsUsingQueue(controller);
    if (!rs.readableStreamGetNumReadRequests(stream)) {
      enqueueChunkToQueue(controller, transferred, byteOffset, byteLength);
    } else {
      if (state.pendingPullIntos.length) shiftPendingPullInto(controller);
      rs.readableStreamFulfillReadRequest(stream, new Uint8Array(transferred, byteOffset, byteLength), false);
    }
  } else if (hasBYOBReader(stream)) {
    enqueueChunkToQueue(controller, transferred, byteOffset, byteLength);
    processPullIntoDescriptorsUsingQueue(controller);
  } else {
    enqueueChunkToQueue(controller, transferred, byteOffset, byteLength);
  }
  callPullIfNeeded(controller);
}

function enqueueChunkToQueue(controller, buffer, byteOffset, byteLength) {
  controller[kState].queue.push({ buffer, byteOffset, byteLength });
  controller[kState].queueTotalSize += byteLength;
}

function enqueueClonedChunkToQueue(controller, buffer, byteOffset, byteLength) {
  let clone;
  try {
    clone = buffer.slice(byteOffset, byteOffset + byteLength);
  } catch (error) {
    controllerError(controller, error);
    throw error;
  }
  enqueueChunkToQueue(controller, clone, 0, byteLength);
}

function enqueueDetachedPullIntoToQueue(controller, desc) {
  if (desc.bytesFilled > 0) {
    enqueueClonedChunkToQueue(controller, desc.buffer, desc.byteOffset, desc.bytesFilled);
  }
  shiftPendingPullInto(controller);
}

function fillPullIntoDescriptorFromQueue(controller, desc) {
  const state = controller[kState];
  const { buffer, byteLength, byteOffset, bytesFilled, minimumFill, elementSize } = desc;
  const maxBytesToCopy = Math.min(state.queueTotalSize, byteLength - bytesFilled);
  const maxBytesFilled = bytesFilled + maxBytesToCopy;
  const maxAlignedBytes = maxBytesFilled - (maxBytesFilled % elementSize);
  let remaining = maxBytesToCopy;
  let ready = false;
  if (maxAlignedBytes >= minimumFill) {
    remaining = maxAlignedBytes - bytesFilled;
    ready = true;
  }
  const { queue } = state;
  while (remaining) {
    const head = queue[0];
    const bytesToCopy = Math.min(remaining, head.byteLength);
    const destStart = byteOffset + desc.bytesFilled;
    if (buffer.byteLength - destStart < bytesToCopy) {
      throw invalidState('view ArrayBuffer size is invalid', RangeError);
    }
    copyBytes(buffer, destStart, head.buffer, head.byteOffset, bytesToCopy);
    if (head.byteLength === bytesToCopy) {
      queue.shift();
    } else {
      head.byteOffset += bytesToCopy;
      head.byteLength -= bytesToCopy;
    }
    state.queueTotalSize -= bytesToCopy;
    desc.bytesFilled += bytesToCopy;
    remaining -= bytesToCopy;
  }
  return ready;
}

function processPullIntoDescriptorsUsingQueue(controller) {
  const state = controller[kState];
  while (state.pendingPullIntos.length) {
    if (!state.queueTotalSize) return;
    const desc = state.pendingPullIntos[0];
    if (fillPullIntoDescriptorFromQueue(controller, desc)) {
      shiftPendingPullInto(controller);
      commitPullIntoDescriptor(state.stream, desc);
    }
  }
}

function respondInReadableState(controller, bytesWritten, desc) {
  if (desc.bytesFilled + bytesWritten > desc.byteLength) {
    throw invalidState('The buffer size is invalid', RangeError);
  }
  desc.bytesFilled += bytesWritten;
  if (desc.type === 'none') {
    enqueueDetachedPullIntoToQueue(controller, desc);
    processPullIntoDescriptorsUsingQueue(controller);
    return;
  }
  if (desc.bytesFilled < desc.minimumFill) return;
  shiftPendingPullInto(controller);
  const remainderSize = desc.bytesFilled % desc.elementSize;
  if (remainderSize) {
    const end = desc.byteOffset + desc.bytesFilled;
    const remainder = desc.buffer.slice(end - remainderSize, end);
    enqueueChunkToQueue(controller, remainder, 0, remainder.byteLength);
  }
  desc.bytesFilled -= remainderSize;
  commitPullIntoDescriptor(controller[kState].stream, desc);
  processPullIntoDescriptorsUsingQueue(controller);
}

function controllerRespondWithNewView(controller, view) {
  const state = controller[kState];
  const desc = state.pendingPullIntos[0];
  const viewByteLength = view.byteLength;
  if (state.stream[kState].state === 'closed') {
    if (viewByteLength !== 0) throw invalidState('View is not zero-length');
  } else if (viewByteLength === 0) {
    throw invalidState('View is zero-length');
  }
  if (desc.byteOffset + desc.bytesFilled !== view.byteOffset ||
      desc.bytesFilled + viewByteLength > desc.byteLength ||
      desc.bufferByteLength !== view.buffer.byteLength) {
    throw invalidArgValueRange('view', view);
  }
  desc.buffer = transferArrayBuffer(view.buffer);
  respondInternal(controller, viewByteLength);
}

function shiftPendingPullInto(controller) {
  return controller[kState].pendingPullIntos.shift();
}

function callPullIfNeeded(controller) {
  if (!shouldCallPull(controller)) return;
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
      callPullIfNeeded(controller);
    }
  }, (error) => controllerError(controller, error));
}

function controllerError(controller, error) {
  const { stream } = controller[kState];
  if (stream[kState].state !== 'readable') return;
  clearPendingPullIntos(controller);
  resetQueue(controller);
  clearAlgorithms(controller);
  rs.readableStreamError(stream, error);
}

function fillReadRequestFromQueue(controller, request) {
  const state = controller[kState];
  const { buffer, byteOffset, byteLength } = state.queue.shift();
  state.queueTotalSize -= byteLength;
  handleQueueDrain(controller);
  request[kChunk](new Uint8Array(buffer, byteOffset, byteLength));
}

function processReadRequestsUsingQueue(controller) {
  const state = controller[kState];
  const { reader } = state.stream[kState];
  // node reads the queue's size once, before the loop.
  const { queueTotalSize } = state;
  while (reader[kState].readRequests.length > 0) {
    if (queueTotalSize === 0) return;
    fillReadRequestFromQueue(controller, reader[kState].readRequests.shift());
  }
}

function setupByteController(stream, controller, start, pull, cancel, highWaterMark, autoAllocateChunkSize) {
  controller[kState] = {
    byobRequest: null,
    closeRequested: false,
    pullAgain: false,
    pulling: false,
    started: false,
    stream,
    queue: [],
    queueTotalSize: 0,
    highWaterMark,
    pullAlgorithm: pull,
    cancelAlgorithm: cancel,
    autoAllocateChunkSize,
    pendingPullIntos: [],
  };
  stream[kState].controller = controller;
  promiseThen(startPromise(start()), () => {
    controller[kState].started = true;
    callPullIfNeeded(controller);
  }, (error) => controllerError(controller, error));
}

function setupByteControllerFromSource(stream, source, highWaterMark) {
  const controller = new ReadableByteStreamController(kSkipThrow);
  const { start, pull, cancel, autoAllocateChunkSize } = source;
  const startAlgorithm = start ? () => Reflect.apply(start, source, [controller]) : nonOpStart;
  const pullAlgorithm = pull ? promiseCallback('source.pull', pull, source) : nonOpPull;
  const cancelAlgorithm = cancel ? promiseCallback('source.cancel', cancel, source) : nonOpCancel;
  if (autoAllocateChunkSize === 0) {
    throw invalidArgValue('source.autoAllocateChunkSize', autoAllocateChunkSize, 'is invalid');
  }
  setupByteController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm,
    highWaterMark, autoAllocateChunkSize);
}

function createReadableByteStream(start, pull, cancel) {
  const stream = Object.create(rs.ReadableStream.prototype);
  stream[kType] = 'ReadableStream';
  stream[kState] = rs.newStreamState();
  stream[kIsClosedPromise] = deferred();
  setupByteController(stream, new ReadableByteStreamController(kSkipThrow), start, pull, cancel, 0, undefined);
  // node's own property, left by its internal constructor.
  stream.constructor = rs.ReadableStream;
  return stream;
}

// ------------------------------------------------------------------ BYOB reader

function readIntoRequest() {
  const d = deferred();
  return {
    promise: d.promise,
    [kChunk](value) { d.resolve({ value, done: false }); },
    [kClose](value) { d.resolve({ value, done: true }); },
    [kError](error) { d.reject(error); },
  };
}

class ReadableStreamBYOBReader {
  [kType] = 'ReadableStreamBYOBReader';

  constructor(stream) {
    if (!rs.isReadableStream(stream)) throw invalidArgType('stream', 'ReadableStream', stream);
    this[kState] = { stream: undefined, readIntoRequests: [], close: undefined };
    if (rs.isReadableStreamLocked(stream)) throw invalidState('ReadableStream is locked');
    if (!isReadableByteStreamController(stream[kState].controller)) {
      throw invalidArgValue('stream', stream, 'must be a byte stream');
    }
    rs.readableStreamReaderGenericInitialize(this, stream);
    this[kState].readIntoRequests = [];
  }

  // An async function in node: an argument error rejects the promise it returns.
  async read(view, options = {}) {
    if (!isReadableStreamBYOBReader(this)) throw invalidThis('ReadableStreamBYOBReader');
    validateBuffer(view, 'view');
    validateObject(options, 'options', true, true);
    if (view.byteLength === 0 || view.buffer.byteLength === 0) {
      throw invalidState('View or Viewed ArrayBuffer is zero-length or detached');
    }
    const min = options?.min ?? 1;
    if (typeof min !== 'number') throw invalidArgType('options.min', 'number', min);
    if (!Number.isInteger(min)) throw invalidArgValue('options.min', min, 'must be an integer');
    if (min <= 0) throw invalidArgValue('options.min', min, 'must be greater than 0');
    if (!isDataView(view)) {
      if (min > view.length) throw outOfRange('options.min', '<= view.length', min);
    } else if (min > view.byteLength) {
      throw outOfRange('options.min', '<= view.byteLength', min);
    }
    if (this[kState].stream === undefined) {
      throw invalidState('The reader is not attached to a stream');
    }
    const request = readIntoRequest();
    byobReaderRead(this, view, min, request);
    return request.promise;
  }

  releaseLock() {
    if (!isReadableStreamBYOBReader(this)) throw invalidThis('ReadableStreamBYOBReader');
    if (this[kState].stream === undefined) return;
    byobReaderRelease(this);
  }

  get closed() {
    if (!isReadableStreamBYOBReader(this)) return rejected(invalidThis('ReadableStreamBYOBReader'));
    return this[kState].close.promise;
  }

  cancel(reason = undefined) {
    return lockedCall(this, isReadableStreamBYOBReader, 'ReadableStreamBYOBReader',
      'The reader is not attached to a stream', (stream) => rs.readableStreamCancel(stream, reason));
  }

  [kInspect](depth, options, inspect) {
    return customInspect(this, 'ReadableStreamBYOBReader', {
      stream: this[kState].stream,
      readIntoRequests: this[kState].readIntoRequests.length,
      close: this[kState].close.promise,
    }, depth, options, inspect);
  }
}
webIdlClass(ReadableStreamBYOBReader, ['closed', 'read', 'releaseLock', 'cancel']);

function byobReaderRelease(reader) {
  rs.readableStreamReaderGenericRelease(reader);
  const requests = reader[kState].readIntoRequests;
  reader[kState].readIntoRequests = [];
  const error = rs.readerReleasingError();
  for (const request of requests) request[kError](error);
}

function byobReaderRead(reader, view, min, request) {
  const { stream } = reader[kState];
  stream[kState].disturbed = true;
  if (stream[kState].state === 'errored') request[kError](stream[kState].storedError);
  else pullInto(stream[kState].controller, view, min, request);
}

// ------------------------------------------------------------------ tee

function readableByteStreamTee(stream) {
  let reader = new rs.ReadableStreamDefaultReader(stream);
  let reading = false;
  let readAgainForBranch1 = false;
  let readAgainForBranch2 = false;
  let canceled1 = false;
  let canceled2 = false;
  let reason1;
  let reason2;
  let branch1;
  let branch2;
  const cancelled = deferred();
  const ctl = (branch) => branch[kState].controller;

  function forwardReaderError(thisReader) {
    promiseThen(thisReader[kState].close.promise, undefined, (error) => {
      if (thisReader !== reader) return;
      rs.readableStreamDefaultControllerError(ctl(branch1), error);
      rs.readableStreamDefaultControllerError(ctl(branch2), error);
      if (!canceled1 || !canceled2) cancelled.resolve();
    });
  }

  function cloneFailed(error, first, second) {
    controllerError(ctl(first), error);
    controllerError(ctl(second), error);
    cancelled.resolve(rs.readableStreamCancel(stream, error));
  }

  function readAgain() {
    reading = false;
    if (readAgainForBranch1) pull1Algorithm();
    else if (readAgainForBranch2) pull2Algorithm();
  }

  function pullWithDefaultReader() {
    if (isReadableStreamBYOBReader(reader)) {
      byobReaderRelease(reader);
      reader = new rs.ReadableStreamDefaultReader(stream);
      forwardReaderError(reader);
    }
    rs.readableStreamDefaultReaderRead(reader, {
      [kChunk](chunk) {
        queueMicrotask(() => {
          readAgainForBranch1 = false;
          readAgainForBranch2 = false;
          let chunk2 = chunk;
          if (!canceled1 && !canceled2) {
            try {
              chunk2 = cloneAsUint8Array(chunk);
            } catch (error) {
              cloneFailed(error, branch1, branch2);
              return;
            }
          }
          if (!canceled1) controllerEnqueue(ctl(branch1), chunk);
          if (!canceled2) controllerEnqueue(ctl(branch2), chunk2);
          readAgain();
        });
      },
      [kClose]() {
        reading = false;
        if (!canceled1) controllerClose(ctl(branch1));
        if (!canceled2) controllerClose(ctl(branch2));
        if (ctl(branch1)[kState].pendingPullIntos.length > 0) controllerRespond(ctl(branch1), 0);
        if (ctl(branch2)[kState].pendingPullIntos.length > 0) controllerRespond(ctl(branch2), 0);
        if (!canceled1 || !canceled2) cancelled.resolve();
      },
      [kError]() {
        reading = false;
      },
    });
  }

  function pullWithBYOBReader(view, forBranch2) {
    if (rs.isReadableStreamDefaultReader(reader)) {
      rs.readableStreamDefaultReaderRelease(reader);
      reader = new ReadableStreamBYOBReader(stream);
      forwardReaderError(reader);
    }
    const byobBranch = forBranch2 ? branch2 : branch1;
    const otherBranch = forBranch2 ? branch1 : branch2;
    const byobCanceled = () => (forBranch2 ? canceled2 : canceled1);
    const otherCanceled = () => (forBranch2 ? canceled1 : canceled2);
    byobReaderRead(reader, view, 1, {
      [kChunk](chunk) {
        queueMicrotask(() => {
          readAgainForBranch1 = false;
          readAgainForBranch2 = false;
          if (!otherCanceled()) {
            let cloned;
            try {
              cloned = cloneAsUint8Array(chunk);
            } catch (error) {
              cloneFailed(error, byobBranch, otherBranch);
              return;
            }
            if (!byobCanceled()) controllerRespondWithNewView(ctl(byobBranch), chunk);
            controllerEnqueue(ctl(otherBranch), cloned);
          } else if (!byobCanceled()) {
            controllerRespondWithNewView(ctl(byobBranch), chunk);
          }
          readAgain();
        });
      },
      [kClose](chunk) {
        reading = false;
        if (!byobCanceled()) controllerClose(ctl(byobBranch));
        if (!otherCanceled()) controllerClose(ctl(otherBranch));
        if (chunk !== undefined) {
          if (!byobCanceled()) controllerRespondWithNewView(ctl(byobBranch), chunk);
          if (!otherCanceled() && ctl(otherBranch)[kState].pendingPullIntos.length > 0) {
            controllerRespond(ctl(otherBranch), 0);
          }
        }
        if (!byobCanceled() || !otherCanceled()) cancelled.resolve();
      },
      [kError]() {
        reading = false;
      },
    });
  }

  function pullBranch(branch, forBranch2) {
    if (reading) {
      if (forBranch2) readAgainForBranch2 = true;
      else readAgainForBranch1 = true;
      return resolved();
    }
    reading = true;
    const request = ctl(branch).byobRequest;
    if (request === null) pullWithDefaultReader();
    else pullWithBYOBReader(request[kState].view, forBranch2);
    return resolved();
  }

  function pull1Algorithm() { return pullBranch(branch1, false); }
  function pull2Algorithm() { return pullBranch(branch2, true); }

  function cancel1Algorithm(reason) {
    canceled1 = true;
    reason1 = reason;
    if (canceled2) cancelled.resolve(rs.readableStreamCancel(stream, [reason1, reason2]));
    return cancelled.promise;
  }

  function cancel2Algorithm(reason) {
    canceled2 = true;
    reason2 = reason;
    if (canceled1) cancelled.resolve(rs.readableStreamCancel(stream, [reason1, reason2]));
    return cancelled.promise;
  }

  branch1 = createReadableByteStream(nonOpStart, pull1Algorithm, cancel1Algorithm);
  branch2 = createReadableByteStream(nonOpStart, pull2Algorithm, cancel2Algorithm);
  forwardReaderError(reader);
  return [branch1, branch2];
}

module.exports = {
  ReadableStreamBYOBReader,
  ReadableStreamBYOBRequest,
  ReadableByteStreamController,
  isReadableByteStreamController,
  setupByteControllerFromSource,
  readableByteStreamTee,
};
