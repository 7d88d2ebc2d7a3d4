'use strict';

// node:worker_threads for evloop's Node host. A Worker is a second host (its own engine
// and loop, on the real clock) on a thread of its own (hosts/node/src/worker.rs); the two
// sides exchange structured clones (internal/worker/serialize.js) through mailboxes that
// each side's poll phase reads, as node's MessagePorts are read by a uv_async:
//
// - 'online' when the worker starts running its script; then its messages, each a
//   'message' event of its own, in the order posted; 'error' for its uncaught exception;
//   'exit' (the exit code) when its loop has ended — 1 after terminate() or an error;
// - the worker's console output is written by the parent when it arrives, as in node;
// - in the worker, parentPort keeps the loop alive while it has 'message' listeners.

const { binding } = require('./internals.js');
const internals = require('./internals.js');
const EventEmitter = require('./events.js');
const net = require('./net.js');
const path = require('./path.js');
const { serialize, deserialize } = require('./internal/worker/serialize.js');
const { makeError, invalidArgType } = require('./internal/node_errors.js');

const info = internals.workerInfo;
const isMainThread = info === undefined;
const threadId = isMainThread ? 0 : info.threadId;
const environmentData = new Map();

const kHandle = Symbol('kHandle');

class Worker extends EventEmitter {
  constructor(filename, options = {}) {
    super();
    if (options === null || typeof options !== 'object') throw invalidArgType('options', 'Object', options);
    const isEval = !!options.eval;
    if (filename != null && typeof filename === 'object' && typeof filename.href === 'string') {
      if (isEval) throw makeError(Error, 'ERR_WORKER_UNSUPPORTED_OPERATION', 'eval is not supported with a URL as filename');
      filename = require('./url.js').fileURLToPath(filename);
    } else if (typeof filename !== 'string') {
      throw invalidArgType('filename', ['string', 'URL'], filename);
    } else if (!isEval) {
      if (!path.isAbsolute(filename) && !/^\.\.?[\\/]/.test(filename)) {
        throw makeError(TypeError, 'ERR_WORKER_PATH',
          `The worker script or module filename must be an absolute path or a relative path starting with './' or '../'. Received "${filename}"`);
      }
      filename = path.resolve(filename);
    }
    const argv = options.argv === undefined ? [] : Array.from(options.argv, String);
    const data = serialize(options.workerData);
    const [err, id, tid] = binding.workerStart(filename, isEval, data, argv.join('\0'));
    if (err !== null) throw makeError(Error, 'ERR_WORKER_INIT_FAILED', `Worker initialization failure: ${err[0]}`);
    this.threadId = tid;
    this[kHandle] = id;
    this.performance = { eventLoopUtilization: () => ({ idle: 0, active: 0, utilization: 0 }) };
    this.resourceLimits = options.resourceLimits || {};
    this.stdin = null;
    this.stdout = null;
    this.stderr = null;
    const self = this;
    net._registerHandle(id, {
      netPort(kind, payload) { self._onNote(kind, payload); },
    });
  }

  _onNote(kind, payload) {
    switch (kind) {
      case 'online':
        this.emit('online');
        break;
      case 'message':
        this.emit('message', deserialize(payload));
        break;
      case 'output': {
        const [fd, bytes] = payload;
        (fd === 2 ? process.stderr : process.stdout).write(bytes);
        break;
      }
      case 'error':
        this.emit('error', deserialize(payload));
        break;
      case 'exit': {
        const id = this[kHandle];
        if (id === null) return;
        this[kHandle] = null;
        net._unregisterHandle(id);
        binding.processClose(id);
        this.emit('exit', payload);
        break;
      }
      default:
    }
  }

  postMessage(value, transferList) {
    void transferList;
    if (this[kHandle] === null) return;
    binding.workerPost(this[kHandle], serialize(value));
  }

  terminate(callback) {
    const id = this[kHandle];
    const done = new Promise((resolve) => {
      if (id === null) {
        resolve(undefined);
        return;
      }
      this.once('exit', (code) => resolve(code));
    });
    if (typeof callback === 'function') {
      process.emitWarning('Passing a callback to worker.terminate() is deprecated. It returns a Promise instead.',
        'DeprecationWarning', 'DEP0132');
      done.then((code) => callback(null, code));
    }
    if (id !== null) binding.workerTerminate(id);
    return done;
  }

  ref() {
    if (this[kHandle] !== null) binding.tcpRef(this[kHandle], true);
  }

  unref() {
    if (this[kHandle] !== null) binding.tcpRef(this[kHandle], false);
  }

  getHeapSnapshot() {
    return Promise.reject(makeError(Error, 'ERR_METHOD_NOT_IMPLEMENTED', 'The getHeapSnapshot() method is not implemented'));
  }
}

// The worker's port to its parent: an EventEmitter-style MessagePort whose messages
// come from the parent's thread. Posts that arrive before a 'message' listener wait.
function makeParentPort() {
  const port = new EventEmitter();
  const id = info.id;
  const waiting = [];
  let listening = 0;
  binding.tcpRef(id, false);
  net._registerHandle(id, {
    netPort(kind, payload) {
      if (kind === 'exit') {
        // The parent's terminate(): the loop ends here.
        binding.exit(1);
        return;
      }
      if (kind !== 'message') return;
      const value = deserialize(payload);
      if (listening === 0) waiting.push(value);
      else port.emit('message', value);
    },
  });
  port.on('newListener', (name) => {
    if (name !== 'message') return;
    if (listening++ === 0) {
      binding.tcpRef(id, true);
      if (waiting.length > 0) {
        setImmediate(() => {
          while (waiting.length > 0 && listening > 0) port.emit('message', waiting.shift());
        });
      }
    }
  });
  port.on('removeListener', (name) => {
    if (name === 'message' && --listening === 0) binding.tcpRef(id, false);
  });
  port.postMessage = (value, transferList) => {
    void transferList;
    binding.workerPostParent(serialize(value));
  };
  port.close = () => {
    listening = 0;
    binding.tcpRef(id, false);
    port.emit('close');
  };
  port.start = () => {};
  port.ref = () => binding.tcpRef(id, true);
  port.unref = () => binding.tcpRef(id, false);
  return port;
}

const parentPort = isMainThread ? null : makeParentPort();
const workerData = isMainThread ? null : deserialize(info.data);

module.exports = {
  isMainThread,
  threadId,
  parentPort,
  workerData,
  resourceLimits: {},
  Worker,
  SHARE_ENV: Symbol.for('nodejs.worker_threads.SHARE_ENV'),
  markAsUntransferable() {},
  isMarkedAsUntransferable() { return false; },
  moveMessagePortToContext(port) { return port; },
  receiveMessageOnPort(port) {
    const io = require('./internal/worker/io.js');
    return typeof io.receiveMessageOnPort === 'function' ? io.receiveMessageOnPort(port) : undefined;
  },
  getEnvironmentData(key) { return environmentData.get(key); },
  setEnvironmentData(key, value) {
    if (value === undefined) environmentData.delete(key);
    else environmentData.set(key, value);
  },
  get MessageChannel() { return globalThis.MessageChannel; },
  get MessagePort() { return globalThis.MessagePort; },
  get BroadcastChannel() { return globalThis.BroadcastChannel; },
};
