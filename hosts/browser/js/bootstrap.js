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
  // The time origin is fixed (High Resolution Time), not re-read: taken at first use
  // (reading the wall clock costs virtual time, so not at start-up).
  let timeOrigin = null;
  class Performance {
    now() { return binding.now(); }
    get timeOrigin() { if (timeOrigin === null) timeOrigin = Date.now() - binding.now(); return timeOrigin; }
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
  // Where an Error was made, as Chromium's ErrorEvent gives it: the first frame of its
  // stack outside evloop's own modules; the script's path becomes its URL on the page's
  // server, code compiled from a string (a string timer) has no URL, an inline handler
  // has the document's. A thrown non-Error has no place here ('' 0 0).
  function errorLocation(error) {
    const none = { filename: '', lineno: 0, colno: 0 };
    let stack;
    try {
      if (!(error instanceof Error)) return none;
      stack = error.stack;
    } catch (e) {
      return none;
    }
    if (typeof stack !== 'string') return none;
    for (const line of stack.split('\n')) {
      const m = /^\s*at (.*?) \((.*):(\d+):(\d+)\)$/.exec(line);
      if (m === null || m[2].startsWith('evloop:')) continue;
      const lineno = Number(m[3]);
      const colno = Number(m[4]);
      if (m[2].startsWith('eval at ')) {
        if (/^on[a-z]+$/.test(m[1])) return { filename: dom.document.URL, lineno: lineno - 1, colno };
        return { filename: '', lineno, colno };
      }
      return { filename: `${ORIGIN}/${m[2].slice(m[2].lastIndexOf('/') + 1)}`, lineno, colno };
    }
    return none;
  }
  function reportException(error) {
    let notCancelled = true;
    const message = formatException(error, false);
    const event = new global.ErrorEvent('error', Object.assign({
      message, error, cancelable: true,
    }, errorLocation(error)));
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
  // HTML "StructuredSerializeWithTransfer" / "StructuredDeserializeWithTransfer" as
  // Chromium runs them (one step, since sender and receiver share the agent): the transfer
  // list is read first (duplicates and non-transferables throw, indexed in the list), then
  // the value is serialized (a MessagePort met there must be in the list), then the
  // transferred ArrayBuffers are checked and detached (indexed among the list's buffers),
  // then the ports (indexed among its ports): a port arrives as a new MessagePort that
  // takes over the old one's entanglement and queue, the old one is neutered.
  const makeDOMException = (message, name) => new global.DOMException(message, name);
  const dataCloneError = (where, text) => makeDOMException(`${where} ${text}`, 'DataCloneError');
  let blobApi = null; // webapis/blob.js, once loaded (below)
  let isPort = () => false; // the messaging block below sets the port helpers
  let portTransfer = null;
  const detachedBuffers = new WeakSet();
  function isDetached(buffer) {
    if (detachedBuffers.has(buffer)) return true;
    if (buffer.byteLength !== 0) return false;
    try { new Uint8Array(buffer); return false; } catch (e) { return true; }
  }
  const viewTag = (v) => Object.prototype.toString.call(v).slice(8, -1);
  function isPlatformObject(value) {
    return dom.describeNode(value) !== undefined || value instanceof global.EventTarget ||
      value instanceof global.Event || value instanceof global.AbortController ||
      (typeof global.MessageChannel === 'function' && value instanceof global.MessageChannel);
  }

  function cloneValue(value, memo, where) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
      if (typeof value === 'symbol') throw dataCloneError(where, `${String(value)} could not be cloned.`);
      return value;
    }
    if (typeof value === 'function') throw dataCloneError(where, `${String(value)} could not be cloned.`);
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
    } else if (value instanceof ArrayBuffer) {
      if (isDetached(value)) throw dataCloneError(where, 'An ArrayBuffer is detached and could not be cloned.');
      copy = value.slice(0);
    } else if (ArrayBuffer.isView(value)) {
      // A view is serialized with its buffer: views over one buffer share the copy.
      const buffer = cloneValue(value.buffer, memo, where);
      copy = value instanceof DataView
        ? new DataView(buffer, value.byteOffset, value.byteLength)
        : new global[viewTag(value)](buffer, value.byteOffset, value.length);
    } else if (value instanceof Error) {
      const Ctor = { EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError }[value.name] || Error;
      copy = new Ctor(value.message);
      if ('stack' in value) copy.stack = value.stack;
    } else if (value instanceof Boolean || value instanceof Number || value instanceof String) {
      copy = Object(value.valueOf());
    } else if (blobApi !== null && blobApi.isBlob(value)) {
      copy = blobApi.cloneBlob(value);
    } else if (isPort(value)) {
      throw dataCloneError(where, 'A MessagePort could not be cloned because it was not transferred.');
    } else if (isPlatformObject(value)) {
      throw dataCloneError(where, `${viewTag(value)} object could not be cloned.`);
    } else {
      copy = {};
      memo.set(value, copy);
      for (const key of Object.keys(value)) copy[key] = cloneValue(value[key], memo, where);
      return copy;
    }
    memo.set(value, copy);
    return copy;
  }

  // WebIDL sequence<object>: the transfer list as an array; `what` prefixes a conversion
  // error ("Failed to read the 'transfer' property from ...: " or nothing).
  function toObjectSequence(list, where, what) {
    if (list === null || typeof list !== 'object' || typeof list[Symbol.iterator] !== 'function') {
      throw new TypeError(`${where} ${what}The provided value cannot be converted to a sequence.`);
    }
    const out = [];
    for (const item of list) {
      if (item === null || (typeof item !== 'object' && typeof item !== 'function')) {
        throw new TypeError(`${where} ${what}Failed to convert value to 'object'.`);
      }
      out.push(item);
    }
    return out;
  }
  // StructuredSerializeOptions' transfer member.
  function optionsTransfer(options, where, dictionary = 'StructuredSerializeOptions') {
    if (options === undefined || options === null) return [];
    if (typeof options !== 'object' && typeof options !== 'function') {
      throw new TypeError(`${where} The provided value is not of type '${dictionary}'.`);
    }
    const transfer = options.transfer;
    if (transfer === undefined) return [];
    return toObjectSequence(transfer, where, `Failed to read the 'transfer' property from '${dictionary}': `);
  }

  // The clone of `value` with `transfer` (an array of objects); `sourcePort` is the port
  // posting it (its own transfer is an error). Returns { data, ports }.
  function cloneWithTransfer(value, transfer, where, sourcePort = null) {
    const buffers = [];
    const ports = [];
    transfer.forEach((item, i) => {
      if (isPort(item)) {
        if (ports.includes(item)) throw dataCloneError(where, `Message port at index ${i} is a duplicate of an earlier port.`);
        ports.push(item);
      } else if (item instanceof ArrayBuffer) {
        if (buffers.includes(item)) throw dataCloneError(where, `ArrayBuffer at index ${i} is a duplicate of an earlier ArrayBuffer.`);
        buffers.push(item);
      } else {
        throw dataCloneError(where, `Value at index ${i} does not have a transferable type.`);
      }
    });
    const memo = new Map();
    const moved = buffers.map((b) => (isDetached(b) ? null : b.slice(0)));
    buffers.forEach((b, i) => memo.set(b, moved[i] || new ArrayBuffer(0)));
    const newPorts = ports.map((p) => portTransfer.blank());
    ports.forEach((p, i) => memo.set(p, newPorts[i]));
    const data = cloneValue(value, memo, where);
    buffers.forEach((b, i) => {
      if (moved[i] === null) throw dataCloneError(where, `ArrayBuffer at index ${i} is already detached.`);
    });
    for (const b of buffers) {
      binding.detachArrayBuffer(b);
      detachedBuffers.add(b);
    }
    ports.forEach((p, i) => {
      if (p === sourcePort) throw dataCloneError(where, `Port at index ${i} contains the source port.`);
    });
    ports.forEach((p, i) => {
      if (portTransfer.isNeutered(p)) throw dataCloneError(where, `Port at index ${i} is already neutered.`);
    });
    ports.forEach((p, i) => portTransfer.move(p, newPorts[i]));
    return { data, ports: newPorts };
  }
  const clone = (value, where) => cloneValue(value, new Map(), where);
  define('structuredClone', function structuredClone(value, options = undefined) {
    const where = "Failed to execute 'structuredClone' on 'Window':";
    if (arguments.length === 0) throw new TypeError(`${where} 1 argument required, but only 0 present.`);
    return cloneWithTransfer(value, optionsTransfer(options, where), where).data;
  });

  // ---------------------------------------------------------------- Blob, File
  // webapis/blob.js, loaded on first use.
  const blobModule = () => {
    if (blobApi === null) {
      blobApi = internalRequire('webapis/blob')({
        binding, finishInterface: internalRequire('dom_events').finishInterface, encoding: encodingModule,
      });
      markPlatform(blobApi.Blob);
      markPlatform(blobApi.File);
    }
    return blobApi;
  };
  defineLazy('Blob', () => blobModule().Blob);
  defineLazy('File', () => blobModule().File);

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
  let observersApi = null; // layout/observers.js, once loaded (below)
  const domHost = {
    queueMicrotask: (fn) => binding.queueMicrotask(fn),
    traceObserver: (waiting, id, callback) => binding.traceObserver(waiting, id, callback),
    checkpoint: () => binding.checkpoint(),
    postTaskAfter: (source, ms, fn) => binding.postTaskAfter(source, ms, fn),
    reportException,
    parseHtml: (markup, context, page) => binding.parseHtml(String(markup), String(context || 'body'), !!page),
    now: () => binding.now(),
    urls: () => urlModule(),
    // A box may have moved (a tree, attribute or text change): the observers, once
    // loaded, ask for a rendering opportunity.
    layoutChanged: () => { if (observersApi !== null) observersApi.layoutChanged(); },
    layoutLoaded: (layout) => markPlatform(layout.DOMRect),
    traceListener(type, target, callback) {
      if (!binding.tracing()) return;
      const where = target === global ? 'window' : (dom && dom.describeNode(target)) || 'an object';
      binding.traceListener(`'${type}' listener on ${where}`, callback);
    },
  };
  dom = internalRequire('dom')(global, domHost);
  markPlatform(global.AbortSignal);
  defineGetter('document', () => dom.document);
  // Custom elements (dom/custom_elements.js), loaded on first use.
  defineGetter('customElements', () => dom.customElements());
  defineLazy('CustomElementRegistry', () => dom.CustomElementRegistry());

  // ---------------------------------------------------------------- layout, observers
  // The layout model (layout/layout.js: geometry, getComputedStyle, matchMedia) and the
  // rendering-step observers (layout/observers.js), loaded on first use; the observers
  // set the `renderingSteps` hook the rendering step calls after the animation frames.
  // Their getters are platform getters for the console's previews.
  function markPlatform(C) {
    for (let p = C.prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
      for (const d of Object.values(Object.getOwnPropertyDescriptors(p))) if (d.get) platformGetters.add(d.get);
      if (p === global.EventTarget.prototype) break;
    }
    return C;
  }
  const layoutModule = () => dom.layout();
  let layoutWindow = null;
  const layoutWindowModule = () => {
    if (layoutWindow === null) {
      layoutWindow = dom.layoutWindow();
      markPlatform(layoutWindow.MediaQueryList);
    }
    return layoutWindow;
  };
  const ElementInterface = global.Element;
  const observersModule = () => {
    if (observersApi === null) {
      const layout = layoutModule();
      const api = internalRequire('layout/observers').create({
        global, layout, Element: ElementInterface, DOMException: global.DOMException,
        finishInterface: internalRequire('dom_events').finishInterface,
        illegalConstructor: internalRequire('dom_events').illegalConstructor,
        requestRendering: () => binding.requestRendering(),
        checkpoint: () => binding.checkpoint(),
        now: () => binding.now(),
        reportException,
        // A task on the intersection observer task source.
        postTask(fn) { binding.postTask('intersection-observer', fn); },
        // Resize Observer "deliver resize loop error notification": an ErrorEvent at the
        // window with no error object; Chromium logs nothing when it is not cancelled.
        fireLoopError(message) {
          const event = new global.ErrorEvent('error', {
            message, error: null, filename: dom.document.URL, lineno: 0, colno: 0, cancelable: true,
          });
          try { dom.dispatchTrusted(global, event); } catch (e) { /* as reportException */ }
        },
      });
      for (const C of [api.ResizeObserverSize, api.ResizeObserverEntry, api.IntersectionObserver, api.IntersectionObserverEntry]) markPlatform(C);
      observersApi = api;
      hook('renderingSteps', () => api.renderingSteps());
    }
    return observersApi;
  };
  for (const name of ['DOMRect', 'DOMRectReadOnly']) defineLazy(name, () => layoutModule()[name]);
  for (const name of ['ResizeObserver', 'ResizeObserverEntry', 'ResizeObserverSize', 'IntersectionObserver',
    'IntersectionObserverEntry']) defineLazy(name, () => observersModule()[name]);
  defineLazy('MediaQueryList', () => layoutWindowModule().MediaQueryList);
  define('getComputedStyle', function getComputedStyle(elt, pseudoElt = undefined) {
    return layoutWindowModule().getComputedStyle.apply(undefined, arguments);
  });
  define('matchMedia', function matchMedia(query) {
    return layoutWindowModule().matchMedia.apply(undefined, arguments);
  });
  // The viewport of Chromium headless's default window (1280 x 720, no scrolling).
  for (const [name, value] of [['innerWidth', 1280], ['innerHeight', 720], ['outerWidth', 1280], ['outerHeight', 720],
    ['devicePixelRatio', 1], ['scrollX', 0], ['scrollY', 0], ['pageXOffset', 0], ['pageYOffset', 0]]) {
    defineLazy(name, () => value);
    Object.defineProperty(global, name, { enumerable: true });
  }

  // Dispatch by the user agent (a task with an empty stack: microtask checkpoints
  // between listeners).
  const uaDispatch = (target, event) => dom.dispatchFromHost(target, event);

  // ---------------------------------------------------------------- messaging
  // HTML §9.4 "Channel messaging": a port's messages are tasks on the posted message
  // task source; the port message queue is disabled until start() or setting onmessage.
  // A transferred port (structuredClone/postMessage, above) is neutered: the new port
  // that arrives takes over its entanglement and its queued messages.
  {
    const PORT_WHERE = "Failed to execute 'postMessage' on 'MessagePort':";
    class MessagePort extends global.EventTarget {
      #other = null;
      #enabled = false;
      #closed = false;
      #neutered = false;
      #queue = [];
      #scheduled = false;
      #onmessage = null;
      #handlerInstalled = false;
      static _entangle(a, b) { a.#other = b; b.#other = a; }
      static _isPort(v) { return v !== null && typeof v === 'object' && #other in v; }
      static _isNeutered(p) { return p.#neutered; }
      static _move(from, to) {
        to.#other = from.#other;
        if (to.#other !== null) to.#other.#other = to;
        to.#closed = from.#closed;
        to.#queue = from.#queue;
        from.#queue = [];
        from.#other = null;
        from.#neutered = true;
      }
      postMessage(message, transfer = undefined) {
        if (arguments.length === 0) throw new TypeError(`${PORT_WHERE} 1 argument required, but only 0 present.`);
        // The overloads (message, sequence<object>) and (message, StructuredSerializeOptions).
        let list;
        if (transfer === undefined || transfer === null) list = [];
        else if (typeof transfer === 'object' || typeof transfer === 'function') {
          list = typeof transfer[Symbol.iterator] === 'function'
            ? toObjectSequence(transfer, PORT_WHERE, '') : optionsTransfer(transfer, PORT_WHERE);
        } else throw new TypeError(`${PORT_WHERE} Overload resolution failed.`);
        const { data, ports } = cloneWithTransfer(message, list, PORT_WHERE, this);
        const target = this.#other;
        if (this.#closed || target === null) return;
        target.#enqueue({ data, ports });
      }
      #enqueue(message) {
        if (this.#closed) return;
        this.#queue.push(message);
        this.#pump();
      }
      // Chromium keeps one task queued per port: the next message's task is queued when
      // the previous message is dispatched, so it lands behind tasks queued meanwhile.
      #pump() {
        if (!this.#enabled || this.#scheduled || this.#queue.length === 0) return;
        this.#scheduled = true;
        binding.postTask('posted-message', () => {
          this.#scheduled = false;
          if (this.#queue.length === 0) return; // the port was transferred meanwhile
          const message = this.#queue.shift();
          this.#pump();
          this.#deliver(message);
        });
      }
      #deliver({ data, ports }) {
        if (this.#closed) return;
        uaDispatch(this, new global.MessageEvent('message', { data, origin: '', lastEventId: '', source: null, ports }));
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
    isPort = MessagePort._isPort;
    portTransfer = { blank: () => new MessagePort(), move: MessagePort._move, isNeutered: MessagePort._isNeutered };
    for (const name of ['_entangle', '_isPort', '_isNeutered', '_move']) delete MessagePort[name];
    class MessageChannel {
      #port1 = new MessagePort();
      #port2 = new MessagePort();
      constructor() { entangle(this.#port1, this.#port2); }
      get port1() { return this.#port1; }
      get port2() { return this.#port2; }
      get [Symbol.toStringTag]() { return 'MessageChannel'; }
    }
    dom.defineEventHandlers(MessagePort.prototype, ['messageerror']);
    markPlatform(MessagePort);
    define('MessagePort', MessagePort);
    define('MessageChannel', MessageChannel);
  }

  // window.postMessage: a task on the posted message task source. The message is
  // serialized (and its transfer list detached) before targetOrigin is checked, as in
  // Chromium; a target origin other than the page's drops the message silently.
  define('postMessage', function postMessage(message, targetOrigin = undefined, transfer = undefined) {
    const where = "Failed to execute 'postMessage' on 'Window':";
    if (arguments.length === 0) throw new TypeError(`${where} 1 argument required, but only 0 present.`);
    // The overloads (message, USVString targetOrigin, optional sequence<object> transfer)
    // and (message, optional WindowPostMessageOptions options).
    let origin;
    let list;
    if (arguments.length < 3 && (targetOrigin === undefined || targetOrigin === null ||
        typeof targetOrigin === 'object' || typeof targetOrigin === 'function')) {
      list = optionsTransfer(targetOrigin, where); // its members in order: transfer, targetOrigin
      const o = targetOrigin == null ? undefined : targetOrigin.targetOrigin;
      origin = o === undefined ? '/' : String(o);
    } else {
      origin = String(targetOrigin);
      list = transfer === undefined ? [] : toObjectSequence(transfer, where, '');
    }
    const { data, ports } = cloneWithTransfer(message, list, where);
    if (origin !== '*' && origin !== '/') {
      let parsed = null;
      try { parsed = new (urlModule().URL)(origin).origin; } catch (e) { /* invalid */ }
      if (parsed === null || parsed === 'null') {
        throw makeDOMException(`${where} Invalid target origin '${origin}' in a call to 'postMessage'.`, 'SyntaxError');
      }
      if (parsed !== ORIGIN) return; // a different origin: the message is dropped
    }
    binding.postTask('posted-message', () => {
      uaDispatch(global, new global.MessageEvent('message', { data, origin: ORIGIN, lastEventId: '', source: global, ports }));
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
  // Prioritized task scheduling (webapis/scheduler.js), loaded on first use.
  let schedulerApi = null;
  const loadScheduler = () => {
    const api = internalRequire('webapis/scheduler')({
      global, binding, abort: dom.abortInternals, Event: global.Event,
      DOMException: global.DOMException, finishInterface: internalRequire('dom_events').finishInterface,
      illegalConstructor: internalRequire('dom_events').illegalConstructor,
      defineEventHandlers: dom.defineEventHandlers,
    });
    for (const C of [api.TaskSignal, api.TaskPriorityChangeEvent]) markPlatform(C);
    return api;
  };
  const schedulerModule = () => (schedulerApi ||= loadScheduler());
  defineGetter('scheduler', () => schedulerModule().scheduler);
  for (const name of ['Scheduler', 'TaskController', 'TaskSignal', 'TaskPriorityChangeEvent']) {
    defineLazy(name, () => schedulerModule()[name]);
  }
  // fetch and XMLHttpRequest over the modelled network (webapis/fetch.js, webapis/xhr.js),
  // loaded on first use.
  let fetchApi = null;
  const fetchModule = () => {
    if (fetchApi === null) {
      fetchApi = internalRequire('webapis/fetch')({
        global, binding, urls: urlModule(), DOMException: global.DOMException, abort: dom.abortInternals,
        finishInterface: internalRequire('dom_events').finishInterface, encoding: encodingModule,
        blob: blobModule, pairIterator: internalRequire('webidl').pairIterator,
      });
      markPlatform(fetchApi.Request); // platform getters: the console previews them
      markPlatform(fetchApi.Response);
    }
    return fetchApi;
  };
  define('fetch', function fetch(input, init = undefined) { return fetchModule().fetch.apply(undefined, arguments); });
  for (const name of ['Headers', 'Request', 'Response']) defineLazy(name, () => fetchModule()[name]);
  let xhrApi = null;
  const xhrModule = () => {
    if (xhrApi === null) {
      xhrApi = internalRequire('webapis/xhr')({
        global, binding, urls: urlModule(), fetch: fetchModule(), DOMException: global.DOMException,
        finishInterface: internalRequire('dom_events').finishInterface, defineEventHandlers: dom.defineEventHandlers,
        dispatchNested: (target, event) => dom.dispatchTrusted(target, event), dispatchFromHost: uaDispatch,
      });
      markPlatform(xhrApi.XMLHttpRequest);
      markPlatform(xhrApi.ProgressEvent);
    }
    return xhrApi;
  };
  for (const name of ['XMLHttpRequest', 'XMLHttpRequestEventTarget', 'XMLHttpRequestUpload', 'ProgressEvent']) {
    defineLazy(name, () => xhrModule()[name]);
  }
  const navigator = Object.freeze({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
    language: 'en-US', languages: Object.freeze(['en-US']), hardwareConcurrency: 2, onLine: true,
  });
  defineGetter('navigator', () => navigator);
  defineGetter('origin', () => ORIGIN);
  // http://127.0.0.1 is potentially trustworthy, so the page is a secure context; it is
  // not cross-origin isolated (no COOP/COEP headers).
  defineGetter('isSecureContext', () => true);
  defineGetter('crossOriginIsolated', () => false);

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
      // HTML "completely finish loading" … "the end": pageshow (persisted false) after load,
      // in the same task, bubbling and cancelable as Chromium fires it, at the document.
      dom.dispatchFromHost(global, new global.PageTransitionEvent('pageshow', { bubbles: true, cancelable: true, persisted: false }), { legacyTargetOverride: true });
      pageLoaded = true; // "completely loaded": a fragment navigation now pushes an entry
    }
  });
  // Whether an @click selector parses, asked before the page runs.
  hook('selectorParses', (selector) => {
    try {
      dom.document.querySelector(selector);
      return true;
    } catch {
      return false;
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
