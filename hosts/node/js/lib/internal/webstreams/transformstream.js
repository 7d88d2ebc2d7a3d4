'use strict';

// TransformStream as node 20 has it (lib/internal/webstreams/transformstream.js): a
// writable and a readable side made by the library, the backpressure promise between
// them, transform/flush/cancel run inside async functions.

const {
  promiseThen,
  kState, kType, kInspect,
  invalidState, illegalConstructor, invalidThis, invalidArgValueRange, validateObject,
  deferred, emptyRecord, promiseCallback, nonOpFlush, nonOpCancel, isBrand,
  extractHighWaterMark, extractSizeAlgorithm, customInspect, webIdlClass,
} = require('./internal/webstreams/util.js');
const readable = require('./internal/webstreams/readablestream.js');
const writable = require('./internal/webstreams/writablestream.js');

const kSkipThrow = Symbol('kSkipThrow');

const isTransformStream = isBrand('TransformStream');
const isTransformStreamDefaultController = isBrand('TransformStreamDefaultController');

class TransformStream {
  [kType] = 'TransformStream';

  constructor(transformer = {}, writableStrategy = {}, readableStrategy = {}) {
    validateObject(transformer, 'transformer');
    validateObject(writableStrategy, 'writableStrategy', true, true);
    validateObject(readableStrategy, 'readableStrategy', true, true);
    const { readableType, writableType, start } = transformer;
    if (readableType !== undefined) {
      throw invalidArgValueRange('transformer.readableType', readableType);
    }
    if (writableType !== undefined) {
      throw invalidArgValueRange('transformer.writableType', writableType);
    }
    const readableHighWaterMark = readableStrategy?.highWaterMark;
    const readableSize = readableStrategy?.size;
    const writableHighWaterMark = writableStrategy?.highWaterMark;
    const writableSize = writableStrategy?.size;
    const rHwm = extractHighWaterMark(readableHighWaterMark, 0);
    const rSize = extractSizeAlgorithm(readableSize);
    const wHwm = extractHighWaterMark(writableHighWaterMark, 1);
    const wSize = extractSizeAlgorithm(writableSize);
    const started = deferred();
    initializeTransformStream(this, started, wHwm, wSize, rHwm, rSize);
    setupControllerFromTransformer(this, transformer);
    if (start !== undefined) {
      started.resolve(Reflect.apply(start, transformer, [this[kState].controller]));
    } else {
      started.resolve();
    }
  }

  get readable() {
    if (!isTransformStream(this)) throw invalidThis('TransformStream');
    return this[kState].readable;
  }

  get writable() {
    if (!isTransformStream(this)) throw invalidThis('TransformStream');
    return this[kState].writable;
  }

  [kInspect](depth, options, inspect) {
    return customInspect(this, 'TransformStream', {
      readable: this.readable,
      writable: this.writable,
      backpressure: this[kState].backpressure,
    }, depth, options, inspect);
  }
}
webIdlClass(TransformStream, ['readable', 'writable']);

class TransformStreamDefaultController {
  [kType] = 'TransformStreamDefaultController';

  constructor(skip = undefined) {
    if (skip !== kSkipThrow) throw illegalConstructor();
  }

  get desiredSize() {
    if (!isTransformStreamDefaultController(this)) {
      throw invalidThis('TransformStreamDefaultController');
    }
    const readableController = this[kState].stream[kState].readable[kState].controller;
    return readable.readableStreamDefaultControllerGetDesiredSize(readableController);
  }

  enqueue(chunk = undefined) {
    if (!isTransformStreamDefaultController(this)) {
      throw invalidThis('TransformStreamDefaultController');
    }
    controllerEnqueue(this, chunk);
  }

  error(reason = undefined) {
    if (!isTransformStreamDefaultController(this)) {
      throw invalidThis('TransformStreamDefaultController');
    }
    transformStreamError(this[kState].stream, reason);
  }

  terminate() {
    if (!isTransformStreamDefaultController(this)) {
      throw invalidThis('TransformStreamDefaultController');
    }
    controllerTerminate(this);
  }

  [kInspect](depth, options, inspect) {
    return customInspect(this, 'TransformStreamDefaultController', {
      stream: this[kState].stream,
    }, depth, options, inspect);
  }
}
webIdlClass(TransformStreamDefaultController, ['desiredSize', 'enqueue', 'error', 'terminate']);

async function defaultTransform(chunk, controller) {
  controllerEnqueue(controller, chunk);
}

function initializeTransformStream(stream, started, wHwm, wSize, rHwm, rSize) {
  const startAlgorithm = () => started.promise;
  const w = writable.createWritableStream(startAlgorithm,
    (chunk) => sinkWrite(stream, chunk),
    () => sinkClose(stream),
    (reason) => sinkAbort(stream, reason),
    wHwm, wSize);
  const r = readable.createReadableStream(startAlgorithm,
    () => sourcePull(stream),
    (reason) => sourceCancel(stream, reason),
    rHwm, rSize);
  stream[kState] = {
    readable: r,
    writable: w,
    controller: undefined,
    backpressure: undefined,
    backpressureChange: emptyRecord(),
  };
  setBackpressure(stream, true);
}

function readableController(stream) {
  return stream[kState].readable[kState].controller;
}

function transformStreamError(stream, error) {
  readable.readableStreamDefaultControllerError(readableController(stream), error);
  errorWritableAndUnblockWrite(stream, error);
}

function errorWritableAndUnblockWrite(stream, error) {
  clearAlgorithms(stream[kState].controller);
  writable.writableStreamDefaultControllerErrorIfNeeded(stream[kState].writable[kState].controller, error);
  unblockWrite(stream);
}

function unblockWrite(stream) {
  if (stream[kState].backpressure) setBackpressure(stream, false);
}

function setBackpressure(stream, backpressure) {
  const s = stream[kState];
  if (s.backpressureChange.promise !== undefined) s.backpressureChange.resolve?.();
  s.backpressureChange = deferred();
  s.backpressure = backpressure;
}

function setupControllerFromTransformer(stream, transformer) {
  const controller = new TransformStreamDefaultController(kSkipThrow);
  const { transform, flush, cancel } = transformer;
  controller[kState] = {
    stream,
    transformAlgorithm: transform ?
      promiseCallback('transformer.transform', transform, transformer) : defaultTransform,
    flushAlgorithm: flush ? promiseCallback('transformer.flush', flush, transformer) : nonOpFlush,
    cancelAlgorithm: cancel ?
      promiseCallback('transformer.cancel', cancel, transformer) : nonOpCancel,
    finishPromise: undefined,
  };
  stream[kState].controller = controller;
}

function clearAlgorithms(controller) {
  const state = controller[kState];
  state.transformAlgorithm = undefined;
  state.flushAlgorithm = undefined;
  state.cancelAlgorithm = undefined;
}

function controllerEnqueue(controller, chunk) {
  const { stream } = controller[kState];
  const rs = stream[kState].readable;
  const rc = rs[kState].controller;
  if (!readable.readableStreamDefaultControllerCanCloseOrEnqueue(rc)) {
    throw invalidState('Unable to enqueue');
  }
  try {
    readable.readableStreamDefaultControllerEnqueue(rc, chunk);
  } catch (error) {
    errorWritableAndUnblockWrite(stream, error);
    throw rs[kState].storedError;
  }
  const backpressure = readable.readableStreamDefaultControllerHasBackpressure(rc);
  if (backpressure !== stream[kState].backpressure) setBackpressure(stream, true);
}

async function performTransform(controller, chunk) {
  try {
    return await controller[kState].transformAlgorithm(chunk, controller);
  } catch (error) {
    transformStreamError(controller[kState].stream, error);
    throw error;
  }
}

function controllerTerminate(controller) {
  const { stream } = controller[kState];
  readable.readableStreamDefaultControllerClose(readableController(stream));
  errorWritableAndUnblockWrite(stream, invalidState('TransformStream has been terminated'));
}

function sinkWrite(stream, chunk) {
  const { controller } = stream[kState];
  if (stream[kState].backpressure) {
    return promiseThen(stream[kState].backpressureChange.promise, () => {
      const w = stream[kState].writable;
      if (w[kState].state === 'erroring') throw w[kState].storedError;
      return performTransform(controller, chunk);
    });
  }
  return performTransform(controller, chunk);
}

// The end of both sides (close, abort, cancel) is one promise, made once.
function finish(stream, start, onDone, onError) {
  const { controller } = stream[kState];
  if (controller[kState].finishPromise !== undefined) return controller[kState].finishPromise;
  const d = deferred();
  controller[kState].finishPromise = d.promise;
  const started = start(controller);
  clearAlgorithms(controller);
  promiseThen(started, () => onDone(d), (error) => onError(d, error));
  return d.promise;
}

async function sinkAbort(stream, reason) {
  const rs = stream[kState].readable;
  return finish(stream, (c) => c[kState].cancelAlgorithm(reason), (d) => {
    if (rs[kState].state === 'errored') {
      d.reject(rs[kState].storedError);
    } else {
      readable.readableStreamDefaultControllerError(rs[kState].controller, reason);
      d.resolve();
    }
  }, (d, error) => {
    readable.readableStreamDefaultControllerError(rs[kState].controller, error);
    d.reject(error);
  });
}

function sinkClose(stream) {
  const rs = stream[kState].readable;
  return finish(stream, (c) => c[kState].flushAlgorithm(c), (d) => {
    if (rs[kState].state === 'errored') {
      d.reject(rs[kState].storedError);
    } else {
      readable.readableStreamDefaultControllerClose(rs[kState].controller);
      d.resolve();
    }
  }, (d, error) => {
    readable.readableStreamDefaultControllerError(rs[kState].controller, error);
    d.reject(error);
  });
}

function sourcePull(stream) {
  setBackpressure(stream, false);
  return stream[kState].backpressureChange.promise;
}

function sourceCancel(stream, reason) {
  const ws = stream[kState].writable;
  return finish(stream, (c) => c[kState].cancelAlgorithm(reason), (d) => {
    if (ws[kState].state === 'errored') {
      d.reject(ws[kState].storedError);
    } else {
      writable.writableStreamDefaultControllerErrorIfNeeded(ws[kState].controller, reason);
      unblockWrite(stream);
      d.resolve();
    }
  }, (d, error) => {
    writable.writableStreamDefaultControllerErrorIfNeeded(ws[kState].controller, error);
    unblockWrite(stream);
    d.reject(error);
  });
}

module.exports = {
  TransformStream,
  TransformStreamDefaultController,
  isTransformStream,
  isTransformStreamDefaultController,
};
