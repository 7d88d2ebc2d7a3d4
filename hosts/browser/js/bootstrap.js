// The JavaScript half of evloop's browser host: the window's globals (timers, animation
// frames, idle callbacks, microtasks, messaging, console, document) over the Rust half's
// queues, reached through `binding` (the host's ops). The HTML Standard's algorithms
// that a script can observe are named where they are implemented.
'use strict';
(function bootstrap(global) {
  const binding = global.__evloop_browser;
  delete global.__evloop_browser;

  const hook = (name, fn) => binding.setHook(name, fn);
  const ORIGIN = 'http://127.0.0.1:8000';

  // ---------------------------------------------------------------- internal modules
  const internalCache = new Map();
  function internalRequire(name) {
    let mod = internalCache.get(name);
    if (mod) return mod.exports;
    const src = binding.internalSource(name);
    if (src === undefined) throw new Error(`evloop: no internal module ${name}`);
    mod = { exports: {} };
    internalCache.set(name, mod);
    const fn = binding.compile(`evloop:browser/${name}`,
      `(function (exports, require, module) { ${src}\n})`);
    fn.call(mod.exports, mod.exports,
      (spec) => internalRequire(String(spec).replace(/^\.\//, '').replace(/\.js$/, '')), mod);
    return mod.exports;
  }

  // A global the way Web IDL defines operations: a non-enumerable, writable,
  // configurable property of the window.
  function define(name, value) {
    Object.defineProperty(global, name, { value, writable: true, configurable: true, enumerable: false });
  }
  function defineGetter(name, get) {
    Object.defineProperty(global, name, { get, configurable: true, enumerable: true });
  }

  // WebIDL conversions.
  const toLong = (v) => Number(v) | 0; // ToNumber, then modulo 2^32 as a signed integer
  const toUnsignedLong = (v) => Number(v) >>> 0;
  function requireCallback(fn, method) {
    if (typeof fn !== 'function') {
      throw new TypeError(`Failed to execute '${method}' on 'Window': The callback provided as parameter 1 is not a function.`);
    }
  }

  // ---------------------------------------------------------------- window identity
  for (const name of ['window', 'self', 'frames', 'top', 'parent']) defineGetter(name, () => global);

  // ---------------------------------------------------------------- performance
  class Performance {
    now() { return binding.now(); }
    get timeOrigin() { return Date.now() - binding.now(); }
    toJSON() { return { timeOrigin: this.timeOrigin }; }
  }
  const performance = new Performance();
  defineGetter('performance', () => performance);
  define('Performance', Performance);

  // ---------------------------------------------------------------- console
  const consoleModule = internalRequire('console');
  let dom; // installed below; the console asks it to describe DOM nodes
  const consoleHooks = {
    write(stream, text) { binding.write(stream === 'stderr' ? 2 : 1, `${text}\n`); },
    promiseState: (p) => binding.promiseState(p),
    nodeDescription: (v) => dom.describeNode(v),
    now: () => binding.now(),
    // Platform getters written in JavaScript that V8 would evaluate in a preview as
    // native ones (the rest say "[native code]" only if they are).
    isNativeFunction: (f) => platformGetters.has(f) ||
      Function.prototype.toString.call(f).includes('[native code]'),
  };
  const platformGetters = new WeakSet();
  const console = consoleModule.createConsole(consoleHooks);
  define('console', console);
  const formatException = (value, inPromise) => consoleModule.formatException(value, inPromise, consoleHooks);

  // ---------------------------------------------------------------- exceptions
  // HTML "report an exception": fire `error` (an ErrorEvent) at the window; unless a
  // handler cancels it, the console shows "Uncaught ...".
  function reportException(error) {
    let notCancelled = true;
    const message = formatException(error, false);
    const event = new global.ErrorEvent('error', {
      message, error, filename: '', lineno: 0, colno: 0, cancelable: true,
    });
    try {
      // Trusted, and no checkpoints between its listeners (Chromium).
      notCancelled = dom.dispatchTrusted(global, event);
    } catch (e) {
      notCancelled = true;
    }
    if (notCancelled) consoleHooks.write('stderr', formatException(error, false));
  }
  hook('reportException', reportException);
  define('reportError', function reportError(e) { reportException(e); });

  // ---------------------------------------------------------------- timers
  // The timer initialization steps (clamping, nesting, the map of ids) are the Rust
  // half's; here only the WebIDL conversions.
  function timerHandler(handler) {
    if (typeof handler === 'function') return handler;
    const code = String(handler);
    return function () { (0, eval)(code); };
  }
  define('setTimeout', function setTimeout(handler, timeout = 0, ...args) {
    return binding.timerStart(timerHandler(handler), args, toLong(timeout), false, global);
  });
  define('setInterval', function setInterval(handler, timeout = 0, ...args) {
    return binding.timerStart(timerHandler(handler), args, toLong(timeout), true, global);
  });
  define('clearTimeout', function clearTimeout(id = 0) { binding.timerClear(toLong(id)); });
  define('clearInterval', function clearInterval(id = 0) { binding.timerClear(toLong(id)); });

  define('queueMicrotask', function queueMicrotask(callback) {
    requireCallback(callback, 'queueMicrotask');
    binding.queueMicrotask(callback);
  });

  define('requestAnimationFrame', function requestAnimationFrame(callback) {
    requireCallback(callback, 'requestAnimationFrame');
    return binding.rafRequest(callback);
  });
  define('cancelAnimationFrame', function cancelAnimationFrame(handle) {
    binding.rafCancel(toUnsignedLong(handle));
  });

  // requestIdleCallback: the idle periods are the Rust half's.
  class IdleDeadline {
    #deadline; #didTimeout;
    constructor(deadline, didTimeout) { this.#deadline = deadline; this.#didTimeout = didTimeout; }
    timeRemaining() {
      if (this.#didTimeout) return 0;
      const left = this.#deadline - binding.now();
      return left > 0 ? left : 0;
    }
    get didTimeout() { return this.#didTimeout; }
    get [Symbol.toStringTag]() { return 'IdleDeadline'; }
  }
  define('IdleDeadline', IdleDeadline);
  define('requestIdleCallback', function requestIdleCallback(callback, options = undefined) {
    requireCallback(callback, 'requestIdleCallback');
    const timeout = options == null ? 0 : toUnsignedLong(options.timeout ?? 0);
    return binding.idleRequest(callback, timeout);
  });
  define('cancelIdleCallback', function cancelIdleCallback(handle) {
    binding.idleCancel(toUnsignedLong(handle));
  });
  hook('runIdleCallback', (callback, deadline, didTimeout) => {
    callback.call(undefined, new IdleDeadline(deadline, didTimeout));
  });

  // ---------------------------------------------------------------- structuredClone
  const makeDOMException = (message, name) => new global.DOMException(message, name);

  function cloneValue(value, memo, where) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
      if (typeof value === 'symbol') {
        throw makeDOMException(`${where} ${String(value)} could not be cloned.`, 'DataCloneError');
      }
      return value;
    }
    if (typeof value === 'function') {
      throw makeDOMException(`${where} ${String(value)} could not be cloned.`, 'DataCloneError');
    }
    if (memo.has(value)) return memo.get(value);
    let copy;
    if (Array.isArray(value)) {
      copy = new Array(value.length);
      memo.set(value, copy);
      for (const key of Object.keys(value)) copy[key] = cloneValue(value[key], memo, where);
      return copy;
    }
    if (value instanceof Date) copy = new Date(value.getTime());
    else if (value instanceof RegExp) copy = new RegExp(value.source, value.flags);
    else if (value instanceof Map) {
      copy = new Map();
      memo.set(value, copy);
      for (const [k, v] of value) copy.set(cloneValue(k, memo, where), cloneValue(v, memo, where));
      return copy;
    } else if (value instanceof Set) {
      copy = new Set();
      memo.set(value, copy);
      for (const v of value) copy.add(cloneValue(v, memo, where));
      return copy;
    } else if (value instanceof ArrayBuffer) copy = value.slice(0);
    else if (ArrayBuffer.isView(value)) {
      copy = new value.constructor(value);
    } else if (value instanceof Error) {
      const Ctor = { EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError }[value.name] || Error;
      copy = new Ctor(value.message);
      if ('stack' in value) copy.stack = value.stack;
    } else if (value instanceof Boolean || value instanceof Number || value instanceof String) {
      copy = Object(value.valueOf());
    } else if (dom.describeNode(value) !== undefined) {
      throw makeDOMException(`${where} ${Object.prototype.toString.call(value).slice(8, -1)} object could not be cloned.`, 'DataCloneError');
    } else {
      copy = {};
      memo.set(value, copy);
      for (const key of Object.keys(value)) copy[key] = cloneValue(value[key], memo, where);
      return copy;
    }
    memo.set(value, copy);
    return copy;
  }
  const clone = (value, where) => cloneValue(value, new Map(), where);
  define('structuredClone', function structuredClone(value, options = undefined) {
    if (arguments.length === 0) {
      throw new TypeError("Failed to execute 'structuredClone' on 'Window': 1 argument required, but only 0 present.");
    }
    return clone(value, "Failed to execute 'structuredClone' on 'Window':");
  });

  // ---------------------------------------------------------------- storage, base64
  // Loaded on first use. A lazy interface object stays an accessor (a script's assignment
  // replaces the value it returns): a Boa 0.22 inline cache breaks when a getter
  // redefines its own property, and a global read in a loop then fails (see dom.js).
  function defineLazy(name, get) {
    let replaced = false;
    let value;
    Object.defineProperty(global, name, {
      configurable: true, enumerable: false,
      get() { return replaced ? value : get(); },
      set(v) { replaced = true; value = v; },
    });
  }
  let storageModule = null;
  function webStorage() {
    if (storageModule === null) {
      storageModule = internalRequire('webapis/storage');
      platformGetters.add(Object.getOwnPropertyDescriptor(storageModule.Storage.prototype, 'length').get);
    }
    return storageModule;
  }
  defineGetter('localStorage', () => webStorage().localStorage());
  defineGetter('sessionStorage', () => webStorage().sessionStorage());
  defineLazy('Storage', () => webStorage().Storage);
  let base64 = null;
  const base64Module = () => (base64 ||= internalRequire('webapis/base64')(global.DOMException));
  define('atob', function atob(data) { return base64Module().atob.apply(undefined, arguments); });
  define('btoa', function btoa(data) { return base64Module().btoa.apply(undefined, arguments); });

  // ---------------------------------------------------------------- URL, encoding, crypto
  // The WHATWG URL parser and TextEncoder/TextDecoder are the engine's cores shared with
  // the Node host (hosts/engine/js/web/), given Chromium's errors here; loaded on first use.
  let urls = null;
  const urlModule = () => (urls ||= internalRequire('webapis/url'));
  defineLazy('URL', () => urlModule().URL);
  defineLazy('URLSearchParams', () => urlModule().URLSearchParams);
  let encoding = null;
  const encodingModule = () => (encoding ||= internalRequire('webapis/encoding')(binding));
  defineLazy('TextEncoder', () => encodingModule().TextEncoder);
  defineLazy('TextDecoder', () => encodingModule().TextDecoder);
  let cryptoApi = null;
  const cryptoModule = () => (cryptoApi ||= internalRequire('webapis/crypto')(binding, global.DOMException,
    internalRequire('dom_events').finishInterface));
  defineGetter('crypto', () => cryptoModule().crypto);
  defineLazy('Crypto', () => cryptoModule().Crypto);

  // ---------------------------------------------------------------- the DOM
  const domHost = {
    queueMicrotask: (fn) => binding.queueMicrotask(fn),
    traceObserver: (waiting, id, callback) => binding.traceObserver(waiting, id, callback),
    checkpoint: () => binding.checkpoint(),
    reportException,
    parseHtml: (markup, context) => binding.parseHtml(String(markup), String(context || 'body')),
    now: () => binding.now(),
    urls: () => urlModule(),
    traceListener(type, target, callback) {
      if (!binding.tracing()) return;
      const where = target === global ? 'window' : (dom && dom.describeNode(target)) || 'an object';
      binding.traceListener(`'${type}' listener on ${where}`, callback);
    },
  };
  dom = internalRequire('dom')(global, domHost);
  defineGetter('document', () => dom.document);

  // Dispatch by the user agent (a task with an empty stack: microtask checkpoints
  // between listeners).
  const uaDispatch = (target, event) => dom.dispatchFromHost(target, event);

  // ---------------------------------------------------------------- messaging
  // HTML §9.4 "Channel messaging": a port's messages are tasks on the posted message
  // task source; the port message queue is disabled until start() or setting onmessage.
  {
    class MessagePort extends global.EventTarget {
      #other = null;
      #enabled = false;
      #closed = false;
      #queue = [];
      #scheduled = false;
      #onmessage = null;
      #handlerInstalled = false;
      static _entangle(a, b) { a.#other = b; b.#other = a; }
      postMessage(message, transfer = undefined) {
        const data = clone(message, "Failed to execute 'postMessage' on 'MessagePort':");
        const target = this.#other;
        if (this.#closed || target === null) return;
        target.#enqueue(data);
      }
      #enqueue(data) {
        if (this.#closed) return;
        this.#queue.push(data);
        this.#pump();
      }
      // Chromium keeps one task queued per port: the next message's task is queued when
      // the previous message is dispatched, so it lands behind tasks queued meanwhile.
      #pump() {
        if (!this.#enabled || this.#scheduled || this.#queue.length === 0) return;
        this.#scheduled = true;
        binding.postTask('posted-message', () => {
          this.#scheduled = false;
          const data = this.#queue.shift();
          this.#pump();
          this.#deliver(data);
        });
      }
      #deliver(data) {
        if (this.#closed) return;
        uaDispatch(this, new global.MessageEvent('message', { data, origin: '', ports: [] }));
      }
      start() {
        if (this.#enabled) return;
        this.#enabled = true;
        this.#pump();
      }
      close() {
        this.#closed = true;
        if (this.#other) { const o = this.#other; this.#other = null; o.#other = null; }
      }
      get onmessage() { return this.#onmessage; }
      set onmessage(fn) {
        this.#onmessage = typeof fn === 'function' ? fn : null;
        if (!this.#handlerInstalled) {
          // An event handler is one listener, at the position of its first setting.
          this.#handlerInstalled = true;
          this.addEventListener('message', (event) => {
            const handler = this.#onmessage;
            if (handler) handler.call(this, event);
          });
        }
        // Setting onmessage starts the port (HTML §9.4.4); addEventListener does not.
        this.start();
      }
      get [Symbol.toStringTag]() { return 'MessagePort'; }
    }
    const entangle = MessagePort._entangle;
    delete MessagePort._entangle;
    class MessageChannel {
      #port1 = new MessagePort();
      #port2 = new MessagePort();
      constructor() { entangle(this.#port1, this.#port2); }
      get port1() { return this.#port1; }
      get port2() { return this.#port2; }
      get [Symbol.toStringTag]() { return 'MessageChannel'; }
    }
    define('MessagePort', MessagePort);
    define('MessageChannel', MessageChannel);
  }

  // window.postMessage: a task on the posted message task source.
  define('postMessage', function postMessage(message, targetOrigin = undefined, transfer = undefined) {
    if (arguments.length === 0) {
      throw new TypeError("Failed to execute 'postMessage' on 'Window': 1 argument required, but only 0 present.");
    }
    const origin = typeof targetOrigin === 'object' && targetOrigin !== null
      ? String(targetOrigin.targetOrigin ?? '/') : String(targetOrigin ?? '/');
    if (origin !== '*' && origin !== '/' && origin !== ORIGIN) {
      if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(origin)) {
        throw makeDOMException(`Failed to execute 'postMessage' on 'Window': Invalid target origin '${origin}' in a call to 'postMessage'.`, 'SyntaxError');
      }
      return; // a different origin: the message is dropped
    }
    const data = clone(message, "Failed to execute 'postMessage' on 'Window':");
    binding.postTask('posted-message', () => {
      uaDispatch(global, new global.MessageEvent('message', { data, origin: ORIGIN, source: global, ports: [] }));
    });
  });

  // ---------------------------------------------------------------- unhandled rejections
  // HTML §8.1.5.7 "Unhandled promise rejections": reject adds to the about-to-be-notified
  // list, handle removes (or fires rejectionhandled for an outstanding one); after every
  // microtask checkpoint one DOM manipulation task fires unhandledrejection.
  const aboutToBeNotified = [];
  const outstanding = new WeakSet();
  const isHandled = new WeakMap();
  function firePromiseEvent(type, promise, reason, cancelable) {
    return uaDispatch(global, new global.PromiseRejectionEvent(type, { promise, reason, cancelable }));
  }
  hook('notifyRejections', () => {
    const reports = binding.takeRejections();
    for (let i = 0; i < reports.length; i += 2) {
      const promise = reports[i];
      const handled = reports[i + 1];
      isHandled.set(promise, handled);
      if (!handled) {
        if (!aboutToBeNotified.includes(promise)) aboutToBeNotified.push(promise);
        continue;
      }
      const k = aboutToBeNotified.indexOf(promise);
      if (k >= 0) {
        aboutToBeNotified.splice(k, 1);
      } else if (outstanding.has(promise)) {
        outstanding.delete(promise);
        const reason = binding.promiseState(promise)[1];
        binding.postTask('dom-manipulation', () => firePromiseEvent('rejectionhandled', promise, reason, false));
      }
    }
    if (aboutToBeNotified.length === 0) return;
    const list = aboutToBeNotified.splice(0);
    binding.postTask('dom-manipulation', () => {
      for (const promise of list) {
        if (isHandled.get(promise)) continue;
        const reason = binding.promiseState(promise)[1];
        const notCancelled = firePromiseEvent('unhandledrejection', promise, reason, true);
        if (notCancelled) consoleHooks.write('stderr', formatException(reason, true));
        if (!isHandled.get(promise)) outstanding.add(promise);
      }
    });
  });

  // ---------------------------------------------------------------- location, navigator
  // The page's URL and session history (webapis/history.js), loaded on first use.
  let pageLoaded = false;
  let historyApi = null;
  const historyModule = () => (historyApi ||= internalRequire('webapis/history')({
    global, binding, urls: urlModule(), DOMException: global.DOMException,
    clone, finishInterface: internalRequire('dom_events').finishInterface,
    dispatchNested: (target, event) => dom.dispatchTrusted(target, event),
    dispatchFromHost: uaDispatch,
    isLoaded: () => pageLoaded,
  }));
  Object.defineProperty(global, 'location', {
    get() { return historyModule().location; },
    set(v) { historyModule().location.href = v; },
    enumerable: true, configurable: true,
  });
  defineGetter('history', () => historyModule().history);
  for (const name of ['Location', 'History', 'PopStateEvent', 'HashChangeEvent']) defineLazy(name, () => historyModule()[name]);
  const navigator = Object.freeze({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
    language: 'en-US', languages: Object.freeze(['en-US']), hardwareConcurrency: 2, onLine: true,
  });
  defineGetter('navigator', () => navigator);
  defineGetter('origin', () => ORIGIN);
  define('isSecureContext', false);

  // ---------------------------------------------------------------- the page's life
  const clickTargets = [];
  hook('loadBody', (markup) => dom.loadBody(markup));
  // evloop repl: a value as the DevTools console echoes it (strings quoted).
  hook('replInspect', (value) => (typeof value === 'string'
    ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
    : consoleModule.formatValue(value, consoleHooks)));
  hook('lifecycle', (name) => {
    if (name === 'DOMContentLoaded') {
      dom.setReadyState('interactive');
      dom.fireSimple(dom.document, 'DOMContentLoaded', { bubbles: true });
    } else {
      dom.setReadyState('complete');
      dom.fireSimple(global, 'load', {});
      pageLoaded = true; // "completely loaded": a fragment navigation now pushes an entry
    }
  });
  // A user click (SEMANTICS "@click"): the host runs its move, press and release event
  // groups as separate user-interaction tasks. `false` when nothing matches, 'invalid'
  // when the selector does not parse.
  hook('userClick', (index, selector, phase) => {
    if (phase === 'move') {
      let element;
      try {
        element = dom.document.querySelector(selector);
      } catch {
        return 'invalid';
      }
      if (!element) return false;
      clickTargets[index] = element;
    }
    dom.userClickPhase(clickTargets[index], phase);
    return true;
  });
})(globalThis);
