'use strict';

// Request of node 20's fetch. Its state (the standard's "request") is a plain object; its
// signal is its own AbortSignal that follows the signal given in init.

const { HeadersList, kGuard, fill, headersFromList } = require('./internal/fetch/headers.js');
const {
  kBody, extractBody, convertBodyInit, cloneBody, bodyUnusable, mixinBody, isDisturbed,
} = require('./internal/fetch/body.js');
const {
  argumentLengthCheck, brandCheck, exception, toUSVString, toByteString, isObjectLike,
} = require('./internal/fetch/webidl.js');
const { setToStringTag, makeEnumerable } = require('./internal/node_errors.js');

const kInspect = Symbol.for('nodejs.util.inspect.custom');
const kHeaders = Symbol('headers');
const kSignal = Symbol('signal');
const kConstruct = Symbol('construct');

const ENUMS = {
  referrerPolicy: ['', 'no-referrer', 'no-referrer-when-downgrade', 'same-origin', 'origin',
    'strict-origin', 'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url'],
  mode: ['navigate', 'same-origin', 'no-cors', 'cors'],
  credentials: ['omit', 'same-origin', 'include'],
  cache: ['default', 'no-store', 'reload', 'no-cache', 'force-cache', 'only-if-cached'],
  redirect: ['follow', 'error', 'manual'],
  duplex: ['half'],
  priority: ['high', 'low', 'auto'],
};
const NORMALIZED_METHODS = {
  delete: 'DELETE', DELETE: 'DELETE', get: 'GET', GET: 'GET', head: 'HEAD', HEAD: 'HEAD',
  options: 'OPTIONS', OPTIONS: 'OPTIONS', post: 'POST', POST: 'POST', put: 'PUT', PUT: 'PUT',
  patch: 'patch', PATCH: 'PATCH',
};
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
let patchWarned = false;

function makeRequest(init) {
  return {
    method: 'GET',
    localURLsOnly: false,
    unsafeRequest: false,
    body: null,
    client: null,
    window: 'client',
    keepalive: false,
    destination: '',
    priority: null,
    origin: 'client',
    referrer: 'client',
    referrerPolicy: '',
    mode: 'no-cors',
    credentials: 'same-origin',
    cache: 'default',
    redirect: 'follow',
    integrity: '',
    reloadNavigation: false,
    historyNavigation: false,
    redirectCount: 0,
    responseTainting: 'basic',
    done: false,
    ...init,
    headersList: init.headersList ? new HeadersList(init.headersList) : new HeadersList(),
    urlList: [...init.urlList],
    get url() { return this.urlList[0]; },
  };
}

function cloneRequest(request) {
  const out = makeRequest({ ...request, body: null });
  if (request.body != null) out.body = cloneBody(request.body);
  return out;
}

// The RequestInit dictionary, its members converted in the standard's order.
function convertInit(init) {
  const prefix = 'Request constructor';
  if (init === undefined || init === null) return {};
  if (!isObjectLike(init)) throw exception(prefix, 'Expected init to be a dictionary.');
  const out = {};
  const member = (key, convert) => {
    const v = init[key];
    if (v === undefined) return;
    const value = convert(v);
    if (ENUMS[key] && !ENUMS[key].includes(value)) {
      throw exception(prefix, `${value} is not an accepted type. Expected one of ${ENUMS[key].join(', ')}.`);
    }
    out[key] = value;
  };
  const str = (v) => String(v);
  member('method', (v) => toByteString(v, prefix, 'init.method'));
  member('headers', (v) => v);
  if (init.body !== undefined) out.body = init.body === null ? null : convertBodyInit(init.body);
  member('referrer', (v) => toUSVString(v, prefix, 'init.referrer'));
  member('referrerPolicy', str);
  member('mode', str);
  member('credentials', str);
  member('cache', str);
  member('redirect', str);
  member('integrity', str);
  member('keepalive', Boolean);
  if ('signal' in init) out.signal = init.signal;
  if ('window' in init) out.window = init.window;
  member('duplex', str);
  member('priority', str);
  if (init.dispatcher !== undefined) out.dispatcher = init.dispatcher;
  return out;
}

function followSignal(ac, signal) {
  if (signal.aborted) {
    ac.abort(signal.reason);
    return;
  }
  signal.addEventListener('abort', () => ac.abort(signal.reason), { once: true });
}

class Request {
  constructor(input, init = {}) {
    if (input === kConstruct) return;
    const prefix = 'Request constructor';
    argumentLengthCheck(arguments, 1, prefix);
    if (!(input instanceof Request)) input = toUSVString(input, prefix, 'input');
    init = convertInit(init);
    let request;
    let fallbackMode = null;
    let signal = null;
    if (typeof input === 'string') {
      let parsed;
      try {
        parsed = new URL(input);
      } catch (err) {
        throw new TypeError(`Failed to parse URL from ${input}`, { cause: err });
      }
      if (parsed.username || parsed.password) {
        throw new TypeError(`Request cannot be constructed from a URL that includes credentials: ${input}`);
      }
      request = makeRequest({ urlList: [parsed] });
      fallbackMode = 'cors';
    } else {
      request = input[kBody];
      signal = input[kSignal];
    }
    if (init.window != null) throw new TypeError("'window' option 'client' must be null");
    request = makeRequest({
      method: request.method,
      headersList: request.headersList,
      unsafeRequest: request.unsafeRequest,
      window: 'window' in init ? 'no-window' : 'client',
      priority: request.priority,
      origin: request.origin,
      referrer: request.referrer,
      referrerPolicy: request.referrerPolicy,
      mode: request.mode,
      credentials: request.credentials,
      cache: request.cache,
      redirect: request.redirect,
      integrity: request.integrity,
      keepalive: request.keepalive,
      reloadNavigation: request.reloadNavigation,
      historyNavigation: request.historyNavigation,
      urlList: [...request.urlList],
    });
    const initHasKey = Object.keys(init).length !== 0;
    if (initHasKey) {
      if (request.mode === 'navigate') request.mode = 'same-origin';
      request.reloadNavigation = false;
      request.historyNavigation = false;
      request.origin = 'client';
      request.referrer = 'client';
      request.referrerPolicy = '';
      request.urlList = [request.urlList[request.urlList.length - 1]];
    }
    if (init.referrer !== undefined) {
      if (init.referrer === '') {
        request.referrer = 'no-referrer';
      } else {
        let parsed;
        try {
          parsed = new URL(init.referrer);
        } catch (err) {
          throw new TypeError(`Referrer "${init.referrer}" is not a valid URL.`, { cause: err });
        }
        request.referrer = parsed.protocol === 'about:' && parsed.pathname === 'client' ? 'client' : parsed;
      }
    }
    if (init.referrerPolicy !== undefined) request.referrerPolicy = init.referrerPolicy;
    const mode = init.mode !== undefined ? init.mode : fallbackMode;
    if (mode === 'navigate') throw exception(prefix, 'invalid request mode navigate.');
    if (mode != null) request.mode = mode;
    if (init.credentials !== undefined) request.credentials = init.credentials;
    if (init.cache !== undefined) request.cache = init.cache;
    if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') {
      throw new TypeError("'only-if-cached' can be set only with 'same-origin' mode");
    }
    if (init.redirect !== undefined) request.redirect = init.redirect;
    if (init.integrity != null) request.integrity = String(init.integrity);
    if (init.keepalive !== undefined) request.keepalive = init.keepalive;
    if (init.method !== undefined) {
      const method = init.method;
      const normal = NORMALIZED_METHODS[method];
      if (normal !== undefined) {
        request.method = normal;
      } else {
        if (!TOKEN.test(method)) throw new TypeError(`'${method}' is not a valid HTTP method.`);
        const upper = method.toUpperCase();
        if (FORBIDDEN_METHODS.has(upper)) throw new TypeError(`'${method}' HTTP method is unsupported.`);
        request.method = NORMALIZED_METHODS[upper] !== undefined && upper !== 'PATCH' ? upper : method;
      }
      if (!patchWarned && request.method === 'patch') {
        patchWarned = true;
        process.emitWarning('Using `patch` is highly likely to result in a `405 Method Not Allowed`. ' +
          '`PATCH` is much more likely to succeed.', { code: 'UNDICI-FETCH-patch' });
      }
    }
    if (init.signal !== undefined) signal = init.signal;
    this[kBody] = request;
    const ac = new AbortController();
    this[kSignal] = ac.signal;
    if (signal != null) {
      if (typeof signal.aborted !== 'boolean' || typeof signal.addEventListener !== 'function') {
        throw new TypeError("Failed to construct 'Request': member signal is not of type AbortSignal.");
      }
      followSignal(ac, signal);
    }
    this[kHeaders] = headersFromList(request.headersList, 'request');
    if (mode === 'no-cors') {
      if (!['GET', 'HEAD', 'POST'].includes(request.method)) {
        throw new TypeError(`'${request.method} is unsupported in no-cors mode.`);
      }
      this[kHeaders][kGuard] = 'request-no-cors';
    }
    if (initHasKey) {
      const list = request.headersList;
      const headers = init.headers !== undefined ? init.headers : new HeadersList(list);
      list.clear();
      if (headers instanceof HeadersList) {
        for (const { name, value } of headers.map.values()) list.append(name, value, false);
        list.cookies = headers.cookies;
      } else {
        fill(this[kHeaders], headers);
      }
    }
    const inputBody = input instanceof Request ? input[kBody].body : null;
    if ((init.body != null || inputBody != null) && (request.method === 'GET' || request.method === 'HEAD')) {
      throw new TypeError('Request with GET/HEAD method cannot have body.');
    }
    let initBody = null;
    if (init.body != null) {
      const [extracted, contentType] = extractBody(init.body, request.keepalive);
      initBody = extracted;
      if (contentType && !request.headersList.contains('content-type', true)) {
        this[kHeaders].append('content-type', contentType);
      }
    }
    const inputOrInitBody = initBody !== null ? initBody : inputBody;
    if (inputOrInitBody != null && inputOrInitBody.source == null) {
      if (initBody != null && init.duplex == null) {
        throw new TypeError('RequestInit: duplex option is required when sending a body.');
      }
      if (request.mode !== 'same-origin' && request.mode !== 'cors') {
        throw new TypeError('If request is made from ReadableStream, mode should be "same-origin" or "cors"');
      }
      request.useCORSPreflightFlag = true;
    }
    let finalBody = inputOrInitBody;
    if (initBody === null && inputBody != null) {
      if (bodyUnusable(input)) {
        throw new TypeError('Cannot construct a Request with a Request object that has already been used.');
      }
      const identity = new TransformStream();
      inputBody.stream.pipeThrough(identity);
      finalBody = { source: inputBody.source, length: inputBody.length, stream: identity.readable };
    }
    request.body = finalBody;
  }

  get method() { brandCheck(this, Request); return this[kBody].method; }

  get url() { brandCheck(this, Request); return this[kBody].urlList[0].href; }

  get headers() { brandCheck(this, Request); return this[kHeaders]; }

  get destination() { brandCheck(this, Request); return this[kBody].destination; }

  get referrer() {
    brandCheck(this, Request);
    const r = this[kBody].referrer;
    if (r === 'no-referrer') return '';
    if (r === 'client') return 'about:client';
    return r.toString();
  }

  get referrerPolicy() { brandCheck(this, Request); return this[kBody].referrerPolicy; }

  get mode() { brandCheck(this, Request); return this[kBody].mode; }

  get credentials() { brandCheck(this, Request); return this[kBody].credentials; }

  get cache() { brandCheck(this, Request); return this[kBody].cache; }

  get redirect() { brandCheck(this, Request); return this[kBody].redirect; }

  get integrity() { brandCheck(this, Request); return this[kBody].integrity; }

  get keepalive() { brandCheck(this, Request); return this[kBody].keepalive; }

  get isReloadNavigation() { brandCheck(this, Request); return this[kBody].reloadNavigation; }

  get isHistoryNavigation() { brandCheck(this, Request); return this[kBody].historyNavigation; }

  get signal() { brandCheck(this, Request); return this[kSignal]; }

  get body() {
    brandCheck(this, Request);
    return this[kBody].body ? this[kBody].body.stream : null;
  }

  get bodyUsed() {
    brandCheck(this, Request);
    return !!this[kBody].body && isDisturbed(this[kBody].body.stream);
  }

  get duplex() { brandCheck(this, Request); return 'half'; }

  clone() {
    brandCheck(this, Request);
    if (bodyUnusable(this)) throw new TypeError('unusable');
    const cloned = fromInnerRequest(cloneRequest(this[kBody]), this[kHeaders][kGuard]);
    const ac = new AbortController();
    cloned[kSignal] = ac.signal;
    followSignal(ac, this[kSignal]);
    return cloned;
  }

  [kInspect](depth, options) {
    const opts = Object.assign({}, options);
    if (opts.depth === null) opts.depth = 2;
    const properties = {
      method: this.method,
      url: this.url,
      headers: this.headers,
      destination: this.destination,
      referrer: this.referrer,
      referrerPolicy: this.referrerPolicy,
      mode: this.mode,
      credentials: this.credentials,
      cache: this.cache,
      redirect: this.redirect,
      integrity: this.integrity,
      keepalive: this.keepalive,
      isReloadNavigation: this.isReloadNavigation,
      isHistoryNavigation: this.isHistoryNavigation,
      signal: this.signal,
    };
    return `Request ${require('./util.js').formatWithOptions(opts, properties)}`;
  }
}

function fromInnerRequest(inner, guard) {
  const request = new Request(kConstruct);
  request[kBody] = inner;
  request[kHeaders] = headersFromList(inner.headersList, guard);
  return request;
}

mixinBody(Request);
makeEnumerable(Request.prototype, ['method', 'url', 'headers', 'redirect', 'clone', 'signal',
  'duplex', 'destination', 'body', 'bodyUsed', 'isHistoryNavigation', 'isReloadNavigation',
  'keepalive', 'integrity', 'cache', 'credentials', 'referrerPolicy', 'referrer', 'mode']);
// undici defines an enumerable `attribute` on Request.prototype (value undefined); node
// shows it among the prototype's keys.
Object.defineProperty(Request.prototype, 'attribute', { value: undefined, enumerable: true });
Object.defineProperty(Request.prototype, kInspect, { enumerable: false });
setToStringTag(Request.prototype, 'Request');

module.exports = { Request, makeRequest, cloneRequest, kSignal, kHeaders };
