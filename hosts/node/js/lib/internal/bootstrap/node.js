// The JavaScript half of evloop's Node host: process, console, timer objects, require,
// the uncaught-exception and unhandled-rejection paths. The queues themselves are Rust's;
// this file reaches them through `binding` (the host's ops), as Node's lib/ reaches C++
// through internalBinding().
'use strict';
(function bootstrap(global) {
  const binding = global.__evloop_node;
  delete global.__evloop_node;

  // Node 20 (V8 11.3) lacks these newer built-ins: remove them so feature detection
  // answers as it does in Node 20.
  delete Promise.withResolvers;
  delete Promise.try;
  delete Object.groupBy;
  delete Map.groupBy;
  delete Array.fromAsync;
  delete RegExp.escape;
  delete Math.sumPrecise;
  delete Math.f16round;
  delete JSON.rawJSON;
  delete JSON.isRawJSON;
  delete global.Temporal;
  delete global.Float16Array;
  delete DataView.prototype.getFloat16;
  delete DataView.prototype.setFloat16;
  for (const m of ['union', 'intersection', 'difference', 'symmetricDifference',
    'isSubsetOf', 'isSupersetOf', 'isDisjointFrom']) delete Set.prototype[m];
  if (typeof Iterator === 'function' && Iterator.prototype && Iterator.prototype.map) {
    delete global.Iterator;
  }

  const hook = (name, fn) => binding.setHook(name, fn);
  const NODE_VERSION = binding.nodeVersion();
  const WRAPPER_HEAD_LEN = 62; // "(function (exports, require, module, __filename, __dirname) { "

  // ---------------------------------------------------------------- internal modules
  const natives = {
    promiseState: binding.promiseState, isProxy: binding.isProxy,
    utf8Encode: binding.utf8Encode, utf8Decode: binding.utf8Decode, utf8Text: binding.utf8Text,
    utf8Length: binding.utf8Length, utf8Write: binding.utf8Write,
    setBufferPrototype: binding.setBufferPrototype,
    detachArrayBuffer: binding.detachArrayBuffer,
  };
  const internalCache = new Map();
  // Shared with the lazily loaded internal modules (require('./internals.js')).
  // `emitting`: the emitters whose listeners are running, innermost last (stack frames
  // are named after them).
  const internals = {
    binding, WRAPPER_HEAD_LEN, emitting: [], onConsoleWrite: undefined, mainRunning: false,
    // Promise's methods as they were before any script ran (node's primordials
    // PromisePrototypeThen, PromiseResolve, PromiseReject).
    promiseThen: Promise.prototype.then,
    promiseResolve: Promise.resolve.bind(Promise),
    promiseReject: Promise.reject.bind(Promise),
  };
  function internalRequire(name) {
    if (name === 'natives') return natives;
    if (name === 'internals') return internals;
    let mod = internalCache.get(name);
    if (mod) return mod.exports;
    const src = binding.internalSource(name);
    if (src === undefined) throw new Error(`evloop: no internal module ${name}`);
    mod = { exports: {} };
    internalCache.set(name, mod);
    const fn = binding.compile(name.startsWith('internal/') ? `node:${name}` : `node:internal/${name}`,
      `(function (exports, require, module) { ${src}\n})`);
    fn.call(mod.exports, mod.exports,
      (spec) => internalRequire(String(spec).replace(/^\.\//, '').replace(/\.js$/, '')), mod);
    return mod.exports;
  }

  // util.inspect is large: it is loaded on first use. console.log of primitives alone
  // (the common case in puzzles) never needs it.
  const inspect = (...args) => internalRequire('internal/util/inspect').inspect(...args);
  const fullFormat = (...args) => internalRequire('internal/util/inspect').format(...args);
  function format(...args) {
    let out = '';
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      const t = typeof a;
      let piece;
      if (t === 'string') {
        if (i === 0 && a.includes('%')) return fullFormat(...args);
        piece = a;
      } else if (t === 'number') {
        piece = Object.is(a, -0) ? '-0' : `${a}`;
      } else if (t === 'boolean' || a === undefined || a === null) {
        piece = `${a}`;
      } else if (t === 'bigint') {
        piece = `${a}n`;
      } else {
        return fullFormat(...args);
      }
      out = i === 0 ? piece : `${out} ${piece}`;
    }
    return out;
  }
  // events.js (with errors.js) is loaded on first use: `process` starts as an object
  // whose emitter methods turn it into a real EventEmitter when first called.
  let EventEmitterCache = null;
  const loadEvents = () => (EventEmitterCache ||= internalRequire('events'));
  const EMITTER_METHODS = ['on', 'addListener', 'once', 'prependListener', 'prependOnceListener',
    'off', 'removeListener', 'removeAllListeners', 'emit', 'listeners', 'rawListeners',
    'listenerCount', 'eventNames', 'setMaxListeners', 'getMaxListeners'];
  function lazyEmitter(onConvert) {
    const proto = {};
    for (const name of EMITTER_METHODS) {
      proto[name] = function (...args) {
        const EE = loadEvents();
        Object.setPrototypeOf(this, EE.prototype);
        EE.call(this);
        if (onConvert) onConvert(this);
        return this[name](...args);
      };
    }
    return Object.create(proto);
  }
  // Emits on an object that may still be a lazy emitter: with no listener possible yet,
  // there is nothing to do.
  const emitIfLoaded = (target, ...args) => (EventEmitterCache === null ? false : target.emit(...args));
  const listenerCountIfLoaded = (target, name) => (EventEmitterCache === null ? 0 : target.listenerCount(name));

  // ---------------------------------------------------------------- errors
  const kNodeError = Symbol('kNodeError');
  function nodeError(Base, code, message) {
    const e = new Base(message);
    Object.defineProperty(e, kNodeError, { value: true });
    e.code = code;
    return e;
  }
  function describeReceived(v) {
    if (v == null) return ` Received ${v}`;
    if (typeof v === 'function') return ` Received function ${v.name || '<anonymous>'}`;
    if (typeof v === 'object') {
      if (v.constructor && v.constructor.name) return ` Received an instance of ${v.constructor.name}`;
      return ` Received ${inspect(v, { depth: -1 })}`;
    }
    let shown = inspect(v, { colors: false });
    if (shown.length > 28) shown = `${shown.slice(0, 25)}...`;
    return ` Received type ${typeof v} (${shown})`;
  }
  function validateFunction(v, name) {
    if (typeof v !== 'function') {
      throw nodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
        `The "${name}" argument must be of type function.${describeReceived(v)}`);
    }
  }

  // V8-shaped stacks, computed by the stack module when a stack is first read.
  const stackDesc = Object.getOwnPropertyDescriptor(Error.prototype, 'stack');
  const stackModule = () => internalRequire('internal/stack');
  Object.defineProperty(Error.prototype, 'stack', {
    configurable: true,
    enumerable: false,
    get() {
      if (this === null || typeof this !== 'object') return undefined;
      return stackModule().stackOf(this);
    },
    set(value) {
      Object.defineProperty(this, 'stack', { value, writable: true, configurable: true, enumerable: false });
    },
  });
  Error.captureStackTrace = function captureStackTrace(obj) {
    stackModule().captureStackTrace(obj);
  };
  Error.stackTraceLimit = 10;

  // ---------------------------------------------------------------- process
  // Like Node's, process has 'newListener'/'removeListener' listeners that watch signals.
  const process = lazyEmitter((p) => internalRequire('internal/signals').attach(p));
  Object.defineProperty(process, Symbol.toStringTag, { value: 'process', configurable: true });
  const mainFiles = new Set();
  // The kind of host callback (binding.callbackKind()) an error was rejected in, for its
  // stack's bottom frames when it is first read later (an unhandled rejection's report).
  const kRejectedIn = Symbol('kRejectedIn');
  Object.assign(internals, { stackDesc, mainFiles, kNodeError, kRejectedIn });
  let exitCode;
  function validateExitCode(code) {
    if (code === undefined || code === null) return code;
    if (typeof code === 'string' && /^\s*-?\d+\s*$/.test(code)) return code;
    if (typeof code !== 'number' || !Number.isInteger(code)) {
      throw nodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
        `The "code" argument must be of type number.${describeReceived(code)}`);
    }
    return code;
  }
  Object.defineProperty(process, 'exitCode', {
    enumerable: true, configurable: false,
    get() { return exitCode; },
    set(code) { exitCode = validateExitCode(code); },
  });
  process._exiting = false;
  // The command line and the process as the host sees them.
  const [scriptArgs, execArgv, execPath, pid, ppid, noWarnings, noDeprecation, traceWarnings,
    unhandledRejectionsMode, stackTraceLimit] = binding.processInfo();
  if (stackTraceLimit !== undefined) Error.stackTraceLimit = stackTraceLimit;
  process.version = NODE_VERSION;
  process.versions = {
    node: NODE_VERSION.slice(1), acorn: '8.16.0', ada: '2.9.2', ares: '1.34.6', brotli: '1.1.0',
    cjs_module_lexer: '2.2.0', cldr: '48.0', icu: '78.2', llhttp: '9.3.1', modules: '115',
    napi: '9', nghttp2: '1.61.0', openssl: '3.0.19', simdutf: '6.4.2', tz: '2025c',
    undici: '6.24.1', unicode: '17.0', uv: '1.46.0', uvwasi: '0.0.23', v8: '11.3.244.8-node.38',
    zlib: '1.3.1-e00f703',
  };
  process.platform = 'linux';
  process.arch = 'x64';
  process.pid = pid;
  process.ppid = ppid;
  process.title = 'node';
  process.argv0 = 'node';
  process.execPath = execPath;
  process.argv = [execPath, ...scriptArgs];
  process.execArgv = execArgv;
  process.env = makeEnv(binding.environ());
  process.release = {
    name: 'node', lts: 'Iron',
    sourceUrl: `https://nodejs.org/download/release/${NODE_VERSION}/node-${NODE_VERSION}.tar.gz`,
    headersUrl: `https://nodejs.org/download/release/${NODE_VERSION}/node-${NODE_VERSION}-headers.tar.gz`,
  };
  process.features = {
    inspector: false, debug: false, uv: true, ipv6: true, tls_alpn: false, tls_sni: false,
    tls_ocsp: false, tls: false, cached_builtins: true, require_module: false,
  };
  process.config = {};
  if (noDeprecation) process.noDeprecation = true;
  if (traceWarnings) process.traceProcessWarnings = true;
  process.cwd = () => binding.cwd();
  // process.env: the environment as strings. Node's is an interceptor object; a Proxy
  // over a plain object does the same (assignments are stored as strings; `delete` and
  // `in` work; util.inspect shows the object itself).
  function makeEnv(pairs) {
    const target = {};
    for (let i = 0; i < pairs.length; i += 2) target[pairs[i]] = pairs[i + 1];
    // The traps (internal/process/env) load at the first write.
    const traps = () => internalRequire('internal/process/env');
    return new Proxy(target, {
      set: (t, key, value) => traps().set(t, key, value),
      defineProperty: (t, key, desc) => traps().defineProperty(t, key, desc),
    });
  }
  // The methods node defines in lib/internal/process/per_thread.js are there, loaded on
  // first call.
  const perThread = () => internalRequire('internal/process/per_thread');
  process.chdir = function chdir(directory) { return perThread().chdir(directory); };
  process.umask = function umask(mask) { return perThread().umask(mask); };
  // Natives: validation happens in the op (through the invalidArgType hook), and
  // ticks are ignored once the process is exiting.
  process.nextTick = binding.nextTick;
  hook('invalidArgType', (name, value) => nodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
    `The "${name}" argument must be of type function.${describeReceived(value)}`));
  process.hrtime = function hrtime(time) { return perThread().hrtime(time); };
  process.hrtime.bigint = function bigint() { return BigInt(Math.floor(binding.hrtime())); };
  process.uptime = function uptime() { return binding.hrtime() / 1e9; };
  process.memoryUsage = function memoryUsage() { return perThread().memoryUsage(); };
  process.memoryUsage.rss = function rss() { return binding.memoryRss(); };
  process.resourceUsage = function resourceUsage() { return perThread().resourceUsage(); };
  process.cpuUsage = function cpuUsage(prevValue) { return perThread().cpuUsage(prevValue); };
  process.exit = function exit(code) {
    if (code !== undefined) process.exitCode = code;
    if (!process._exiting) {
      process._exiting = true;
      binding.setExiting();
      emitIfLoaded(process, 'exit', process.exitCode === undefined ? 0 : process.exitCode | 0);
    }
    binding.exit(process.exitCode === undefined ? 0 : process.exitCode | 0);
  };
  process.reallyExit = (code) => binding.exit(code | 0);
  process.kill = function kill(pid, sig) { return internalRequire('internal/signals').kill(pid, sig); };
  process.abort = () => binding.exit(134);
  // lib/internal/process/warning.js: loaded at the first warning.
  process.emitWarning = function emitWarning(warning, type, code, ctor) {
    return internalRequire('internal/process/warning').emitWarning(warning, type, code, ctor);
  };
  // process.stdout and process.stderr are Writable streams made on first use (node's
  // getStdout), by internal/stdio. console.log writes to the fd itself until a script
  // has the stream and replaces its write().
  const stdioStreams = { 1: null, 2: null };
  const stdioWrites = { 1: null, 2: null };
  function stdioStream(fd) {
    if (stdioStreams[fd] === null) {
      stdioStreams[fd] = internalRequire('internal/stdio').createWritableStdioStream(fd);
      stdioWrites[fd] = stdioStreams[fd].write;
    }
    return stdioStreams[fd];
  }
  Object.defineProperty(process, 'stdout', {
    configurable: true, enumerable: true, get() { return stdioStream(1); },
  });
  Object.defineProperty(process, 'stderr', {
    configurable: true, enumerable: true, get() { return stdioStream(2); },
  });
  Object.defineProperty(process, 'stdin', {
    configurable: true, enumerable: true,
    get() { return internalRequire('internal/stdio').getStdin(); },
  });
  // Node's console (createWriteErrorHandler): a failed write's 'error' event, which comes
  // later, finds a no-op listener.
  const noop = () => {};
  const consoleWriteDone = (stream) => (err) => {
    if (err !== null && err !== undefined && !stream._writableState.errorEmitted &&
      stream.listenerCount('error') === 0) stream.once('error', noop);
  };

  // What the process modules loaded on first use (internal/process/) need.
  Object.assign(internals, {
    process, NODE_VERSION, nodeError, describeReceived, noWarnings, stackModule, emitIfLoaded,
    listenerCountIfLoaded, unhandledRejectionsMode, replMode: false,
    consoleEmit: (fd, text) => emit(fd, text),
  });

  // ---------------------------------------------------------------- console
  // count/countReset and time/timeEnd/timeLog, with their state, load on first call.
  const consoleTiming = () => internalRequire('internal/console/timing');
  let groupIndent = '';
  function emit(fd, text) {
    if (groupIndent) text = groupIndent + text.split('\n').join(`\n${groupIndent}`);
    // Node's console writes through the stream: a replaced write() sees its lines, and
    // a write to an ended stream fails (the error is swallowed, as node's console does).
    let stream = stdioStreams[fd];
    if (internals.onConsoleWrite !== undefined) internals.onConsoleWrite(fd);
    if (stream === null || (stream.write === stdioWrites[fd] && !stream.writableEnded)) {
      // A failed write (stdout's reader has gone) takes the stream's way, to fail there.
      if (binding.write(fd, `${text}\n`) === undefined) return;
      stream = stdioStream(fd);
    }
    // A no-op 'error' listener while writing catches a synchronous error.
    const guard = stream.listenerCount('error') === 0;
    if (guard) stream.once('error', noop);
    try {
      stream.write(`${text}\n`, consoleWriteDone(stream));
    } finally {
      if (guard) stream.removeListener('error', noop);
    }
  }
  const console = {
    log(...args) { emit(1, format(...args)); },
    info(...args) { emit(1, format(...args)); },
    debug(...args) { emit(1, format(...args)); },
    error(...args) { emit(2, format(...args)); },
    warn(...args) { emit(2, format(...args)); },
    trace(...args) {
      const e = new Error(format(...args));
      e.name = 'Trace';
      emit(2, e.stack);
    },
    dir(obj, options) { emit(1, inspect(obj, { customInspect: false, ...options })); },
    dirxml(...args) { emit(1, format(...args)); },
    assert(ok, ...args) {
      if (!ok) {
        args[0] = `Assertion failed${args.length === 0 ? '' : `: ${args[0]}`}`;
        emit(2, format(...args));
      }
    },
    count(label = 'default') { consoleTiming().count(label); },
    countReset(label = 'default') { consoleTiming().countReset(label); },
    group(...args) { if (args.length) console.log(...args); groupIndent += '  '; },
    groupEnd() { groupIndent = groupIndent.slice(0, -2); },
    time(label = 'default') { consoleTiming().time(label); },
    timeEnd(label = 'default') { consoleTiming().timeEnd(label); },
    timeLog(label = 'default', ...data) { consoleTiming().timeLog(label, data); },
    table(data, properties) {
      const text = internalRequire('internal/console/table').table(data, properties);
      if (text === undefined) console.log(data); else emit(1, text);
    },
  };
  console.groupCollapsed = console.group;
  internals.console = console;

  // ---------------------------------------------------------------- timers
  const TIMEOUT_MAX = 2 ** 31 - 1;
  const kId = Symbol('timerId');
  const kRefed = Symbol('refed');
  const kHasPrimitive = Symbol('kHasPrimitive');
  const knownTimersById = Object.create(null);

  // Once node:async_hooks is loaded, `inAsyncResource(resource, type, start, ...args)`
  // calls `start` (the op that stores the callback) inside the new resource's async
  // context, which the op captures: the callback runs with the resource's id.
  let inAsyncResource = null;
  internals.setInAsyncResource = (fn) => { inAsyncResource = fn; };
  // Timeout objects are built as literals over Timeout.prototype: in Boa, every property
  // added in a constructor costs a shape transition, and timers are created in hot loops.
  // What Node keeps in more fields (_destroyed, [kRefed], list links) lives in Rust.
  class Timeout {
    refresh() {
      binding.timerRefresh(this[kId], this, this._onTimeout, this._timerArgs);
      return this;
    }
    unref() { binding.timerRef(this[kId], false); return this; }
    ref() { binding.timerRef(this[kId], true); return this; }
    hasRef() { return binding.timerHasRef(this[kId]); }
    close() { clearTimeout(this); return this; }
    [Symbol.toPrimitive]() {
      const id = this[kId];
      if (!this[kHasPrimitive]) {
        this[kHasPrimitive] = true;
        knownTimersById[id] = this;
      }
      return id;
    }
  }
  // Defaults for the fields most timers never set (one property less to add per timer).
  const TimeoutPrototype = Timeout.prototype;
  TimeoutPrototype[kHasPrimitive] = false;
  TimeoutPrototype._timerArgs = undefined;
  TimeoutPrototype._repeat = null;
  function createTimeout(callback, after, args, isRepeat) {
    if (typeof after !== 'number') after *= 1;
    if (!(after >= 1 && after <= TIMEOUT_MAX)) {
      if (after > TIMEOUT_MAX) {
        process.emitWarning(`${after} does not fit into a 32-bit signed integer.` +
          '\nTimeout duration was set to 1.', 'TimeoutOverflowWarning');
      }
      after = 1;
    }
    const timeout = { __proto__: TimeoutPrototype, _idleTimeout: after, _onTimeout: callback, [kId]: 0 };
    if (args !== undefined) timeout._timerArgs = args;
    if (isRepeat) timeout._repeat = after;
    timeout[kId] = inAsyncResource === null
      ? binding.timerStart(timeout, callback, after, isRepeat, args)
      : inAsyncResource(timeout, 'Timeout', binding.timerStart, timeout, callback, after, isRepeat, args);
    return timeout;
  }

  function setTimeout(callback, after, ...args) {
    if (typeof callback !== 'function') validateFunction(callback, 'callback');
    return createTimeout(callback, after, args.length === 0 ? undefined : args, false);
  }
  function setInterval(callback, repeat, ...args) {
    if (typeof callback !== 'function') validateFunction(callback, 'callback');
    return createTimeout(callback, repeat, args.length === 0 ? undefined : args, true);
  }
  function unenroll(timer) {
    if (timer[kHasPrimitive]) delete knownTimersById[timer[kId]];
    binding.timerClear(timer[kId]);
    timer._idleTimeout = -1;
  }
  function clearTimeout(timer) {
    if (timer && timer._onTimeout) {
      timer._onTimeout = null;
      unenroll(timer);
      return;
    }
    if (typeof timer === 'number' || typeof timer === 'string') {
      const t = knownTimersById[timer];
      if (t !== undefined) {
        t._onTimeout = null;
        unenroll(t);
      }
    }
  }
  function clearInterval(timer) { clearTimeout(timer); }

  // Immediates are literals over Immediate.prototype, for the same reason as Timeouts.
  class Immediate {
    ref() { if (!this[kRefed]) { this[kRefed] = true; binding.immediateRef(this[kId], true); } return this; }
    unref() { if (this[kRefed]) { this[kRefed] = false; binding.immediateRef(this[kId], false); } return this; }
    hasRef() { return !!this[kRefed]; }
  }
  function setImmediate(callback, ...args) {
    if (typeof callback !== 'function') validateFunction(callback, 'callback');
    const argv = args.length ? args : undefined;
    const immediate = {
      __proto__: Immediate.prototype,
      _onImmediate: callback,
      _argv: argv,
      _destroyed: false,
      [kRefed]: true,
      [kId]: 0,
    };
    immediate[kId] = inAsyncResource === null
      ? binding.immediateCreate(immediate, callback, argv)
      : inAsyncResource(immediate, 'Immediate', binding.immediateCreate, immediate, callback, argv);
    return immediate;
  }
  function clearImmediate(immediate) {
    if (!immediate || immediate._destroyed) return;
    immediate._destroyed = true;
    immediate._onImmediate = null;
    binding.immediateClear(immediate[kId]);
  }
  const queueMicrotask = binding.queueMicrotask;

  const kCustomPromisify = Symbol.for('nodejs.util.promisify.custom');
  const timersPromises = () => internalRequire('timers/promises');
  Object.defineProperty(setTimeout, kCustomPromisify, { get: () => timersPromises().setTimeout });
  Object.defineProperty(setImmediate, kCustomPromisify, { get: () => timersPromises().setImmediate });

  Object.assign(internals, {
    setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate,
  });

  // ---------------------------------------------------------------- globals
  const defineGlobal = (name, value) => Object.defineProperty(global, name, {
    value, writable: true, configurable: true, enumerable: false,
  });
  defineGlobal('global', global);
  defineGlobal('process', process);
  defineGlobal('console', console);
  defineGlobal('setTimeout', setTimeout);
  defineGlobal('clearTimeout', clearTimeout);
  defineGlobal('setInterval', setInterval);
  defineGlobal('clearInterval', clearInterval);
  defineGlobal('setImmediate', setImmediate);
  defineGlobal('clearImmediate', clearImmediate);
  defineGlobal('queueMicrotask', queueMicrotask);
  // Lazily loaded globals (as Node defines many of its own): the module is compiled on
  // first access, which keeps start-up short.
  // The property stays an accessor (Node's Buffer, AbortController, AbortSignal and
  // DOMException are accessors too): a getter that redefined it as a data property while
  // being read would leave Boa's inline cache of the read pairing the new shape with the
  // old accessor slot, and the next read at that site would call the value as a getter.
  function defineLazyGlobal(name, load) {
    let loaded = false;
    let value;
    Object.defineProperty(global, name, {
      configurable: true,
      enumerable: false,
      get() {
        if (!loaded) {
          value = load()[name];
          loaded = true;
        }
        return value;
      },
      set(v) {
        value = v;
        loaded = true;
      },
    });
  }
  const eventTargetModule = () => internalRequire('internal/event_target');
  for (const name of ['EventTarget', 'Event', 'AbortController', 'AbortSignal', 'DOMException']) {
    defineLazyGlobal(name, eventTargetModule);
  }

  defineLazyGlobal('Buffer', () => internalRequire('buffer'));
  defineLazyGlobal('URL', () => internalRequire('url'));
  defineLazyGlobal('URLSearchParams', () => internalRequire('url'));

  const messagingModule = () => internalRequire('internal/worker/io');
  for (const name of ['structuredClone', 'MessageChannel', 'MessagePort', 'MessageEvent']) {
    defineLazyGlobal(name, messagingModule);
  }
  // Web globals of Node 20 (TextEncoder, atob, crypto, Blob, performance, …).
  defineLazyGlobal('CustomEvent', eventTargetModule);
  for (const name of ['atob', 'btoa']) defineLazyGlobal(name, () => internalRequire('buffer'));
  for (const name of ['TextEncoder', 'TextDecoder']) {
    defineLazyGlobal(name, () => internalRequire('internal/encoding'));
  }
  for (const name of ['crypto', 'Crypto', 'CryptoKey', 'SubtleCrypto']) {
    defineLazyGlobal(name, () => internalRequire('internal/crypto').webGlobals);
  }
  for (const name of ['Blob', 'File']) defineLazyGlobal(name, () => internalRequire('internal/blob'));
  defineLazyGlobal('BroadcastChannel', () => internalRequire('internal/webapi'));
  for (const name of ['ReadableStream', 'ReadableStreamDefaultReader', 'ReadableStreamBYOBReader',
    'ReadableStreamBYOBRequest', 'ReadableByteStreamController', 'ReadableStreamDefaultController',
    'TransformStream', 'TransformStreamDefaultController', 'WritableStream',
    'WritableStreamDefaultWriter', 'WritableStreamDefaultController', 'ByteLengthQueuingStrategy',
    'CountQueuingStrategy', 'TextEncoderStream', 'TextDecoderStream', 'CompressionStream',
    'DecompressionStream']) {
    defineLazyGlobal(name, () => internalRequire('stream/web'));
  }
  // fetch and its classes (node 20's undici), loaded on first use; fetch itself is a
  // plain writable, enumerable function, as node defines it.
  const fetchModule = () => internalRequire('internal/fetch/index');
  for (const name of ['Headers', 'Request', 'Response', 'FormData']) defineLazyGlobal(name, fetchModule);
  Object.defineProperty(global, 'fetch', {
    configurable: true,
    enumerable: true,
    writable: true,
    value: function fetch(input, init = undefined) {
      return fetchModule().fetch(input, init);
    },
  });
  for (const name of ['performance', 'PerformanceEntry', 'PerformanceMark', 'PerformanceMeasure',
    'PerformanceObserver', 'PerformanceObserverEntryList', 'PerformanceResourceTiming']) {
    defineLazyGlobal(name, () => internalRequire('internal/perf'));
  }

  // ---------------------------------------------------------------- require
  // The built-in modules by name (internal/modules/builtins), loaded at the first require
  // of one; the module loaders (internal/modules/): CommonJS `require` and `Module`, and
  // the hooks the engine's ES module loader calls.
  let builtinLoadersCache;
  Object.defineProperty(internals, 'builtinLoaders', {
    enumerable: true,
    get: () => (builtinLoadersCache ||= internalRequire('internal/modules/builtins')),
  });
  let cjsLoaderCache;
  const cjsLoader = () => (cjsLoaderCache ||= internalRequire('internal/modules/cjs'));
  Object.assign(internals, {
    loadEvents, timersPromises, cjsLoader,
    inspect: (...args) => inspect(...args),
    invalidArgType: (name, type, v) => nodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
      `The "${name}" argument must be of type ${type}.${describeReceived(v)}`),
  });
  hook('setMainFile', (filename) => {
    process.argv = [process.execPath, filename, ...scriptArgs];
  });
  hook('mainFormat', (filename) => cjsLoader().mainFormat(filename));
  hook('detectedModule', (filename) => cjsLoader().warnTypeless(filename));
  const translators = () => internalRequire('internal/modules/esm/translators');
  hook('resolveImport', (specifier, referrer, type) => translators().resolveImport(specifier, referrer, type));
  hook('loadCommonJS', (path) => translators().loadCommonJS(path));
  hook('prepareImport', (specifier, referrer, type) => translators().prepareImport(specifier, referrer, type));

  // Called by the host with the compiled main-module wrapper.
  hook('runMain', function runMain(wrapper, filename) {
    process.argv = [process.execPath, filename, ...scriptArgs];
    // The CommonJS main runs as async id 1 (node:async_hooks reads this).
    internals.mainRunning = true;
    try {
      cjsLoader().runMain(wrapper, filename);
    } finally {
      internals.mainRunning = false;
    }
  });

  // `-e`, `-p` and stdin (Node's evalScript): the code runs as a global script with the
  // module's names as globals; `-p` logs its value right after it.
  hook('prepareEval', (name, source) => internalRequire('internal/main/eval').prepareEval(name, source));
  hook('printEvalResult', (value) => { console.log(value); });
  hook('decorateEvalError',
    (err) => internalRequire('internal/process/execution').decorateEvalError(err));

  // ---------------------------------------------------------------- fatal errors
  // The uncaught-exception path (internal/process/execution) and unhandled rejections
  // (internal/process/promises) are loaded when first needed.
  const onUncaught = (...args) => internalRequire('internal/process/execution').onUncaught(...args);
  hook('onUncaught', (err, origin, atValue) => onUncaught(err, origin, false, atValue));
  hook('processPromiseRejections',
    () => internalRequire('internal/process/promises').processPromiseRejections());

  // ---------------------------------------------------------------- exit
  // The exit code, or undefined when the script never set one.
  // ---------------------------------------------------------------- evloop repl
  hook('replMode', () => { internals.replMode = true; });
  hook('replInspect', (value, colors) => inspect(value, { colors }));
  hook('replSyntaxError', (message) => `Uncaught SyntaxError: ${message}`);
  // Ctrl-C stopped the entry: reported as Node's REPL does (internal/process/execution).
  hook('replInterrupted',
    (colors) => internalRequire('internal/process/execution').reportInterrupted(colors));

  // ---------------------------------------------------------------- permissions
  // Node's permission model (--experimental-permission; node's initializePermission) and
  // evloop's --sandbox. The ops enforce both (hosts/node/src/permission.rs).
  const accessDenied = (d) => internalRequire('internal/errors').accessDenied(d);
  hook('accessDenied', accessDenied);
  // What a script sees of them (process.binding refused, process.permission, the
  // warnings) is set up by internal/process/permission, loaded only when one is on.
  const [permissionModel, sandboxed] = binding.permissionInfo();
  if (permissionModel !== undefined || sandboxed) {
    internalRequire('internal/process/permission').setup(permissionModel, sandboxed, accessDenied);
  }

  // A worker thread: its port to the parent, before its script runs ('online'). The
  // port keeps the worker's loop alive only while parentPort has 'message' listeners,
  // so a worker that never loads worker_threads ends when its script does.
  if (typeof binding.workerSelf === 'function') {
    const self = binding.workerSelf();
    if (self !== undefined) {
      internals.workerInfo = { id: self[0], threadId: self[1], data: self[2] };
      binding.tcpRef(self[0], false);
    }
  }
  // A child of fork(): its IPC channel is set up before the main module runs, and the
  // variables that named it are gone from its environment, as in node.
  if (process.env.NODE_CHANNEL_FD !== undefined) {
    const fd = Number(process.env.NODE_CHANNEL_FD);
    const mode = process.env.NODE_CHANNEL_SERIALIZATION_MODE;
    delete process.env.NODE_CHANNEL_FD;
    delete process.env.NODE_CHANNEL_SERIALIZATION_MODE;
    internalRequire('internal/child_process/ipc').forkChild(process, fd, mode);
  }

  hook('exitCode', () => (process.exitCode === undefined ? undefined : process.exitCode | 0));
  hook('emitBeforeExit', (code) => { emitIfLoaded(process, 'beforeExit', code); });
  hook('emitExit', () => {
    if (process._exiting) return;
    process._exiting = true;
    binding.setExiting();
    emitIfLoaded(process, 'exit', process.exitCode === undefined ? 0 : process.exitCode | 0);
  });
})(globalThis);
