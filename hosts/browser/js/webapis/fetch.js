// fetch(), Headers, Request, Response, as Chromium runs them, over a modelled network: the
// page's server (http://127.0.0.1:8000) answers from the fixture's `@route` directives
// (hosts/browser/src/directives.rs has the grammar; the `networkRoutes` op gives them here).
// XMLHttpRequest (webapis/xhr.js) uses the same network.
//
// The network model (SEMANTICS, "fetch over a modelled network"):
// - A request's response headers reach the page after the route's delay (the server's time
//   to answer, `delay=Nms`, default 0) plus NETWORK_RTT_MS, Chromium's own round trip
//   through its network service on loopback (5-9 ms measured under the oracle with a server
//   that answers at once). Its redirects (a 301/302/303/307/308 route with a Location
//   header) are followed inside the network, each hop costing its route's delay and a
//   round trip. Then one task on the networking task source delivers the response: fetch's
//   promise resolves there (its reactions run in that task's microtask checkpoint).
// - A non-empty body arrives in a second networking task queued right behind the one that
//   delivered the headers; an empty body is there with the headers. Reading a body whose
//   bytes are all there (text(), json(), arrayBuffer(), bytes(), formData()) resolves in a
//   networking task queued by the call (Chromium's body consumers "resolve later"), and a
//   bad JSON body rejects at once, the message prefixed with "Failed to execute 'json' on
//   'Response': "; a read that waits for the body finishes in the task that brings it (a
//   success then resolves a task later, a JSON error rejects there, unprefixed). Bodies of
//   a constructed Response or Request are there from the start.
// - A path no route answers gets 404 "Not Found", text/plain "not found" (fetch resolves,
//   ok is false). `error` routes are network errors: TypeError: Failed to fetch. Other
//   origins are not modelled: under the oracle no other host resolves, so any request
//   leaving the page's origin is a network error too (no CORS).
// - Aborting the request's signal before the response rejects fetch's promise at once with
//   the signal's reason (an AbortError DOMException "signal is aborted without reason" by
//   default) and cancels the request; after the headers, a body not yet arrived errors
//   with the reason (a pending read rejects, a later read rejects with it).
// Not modelled: ReadableStream bodies (`body` is absent: the browser host has no streams),
// multipart formData() parsing, CORS, caching, cookies,
// keepalive, sync XHR.
'use strict';

const PAGE_ORIGIN = 'http://127.0.0.1:8000';
const PAGE_URL = `${PAGE_ORIGIN}/`;
const NETWORK_RTT_MS = 5;
const MAX_REDIRECTS = 20;

// The reason phrases the oracle's server (node's http) sends; Chromium shows them as
// statusText.
const REASONS = require('./web/http_status.js');
const NOT_FOUND = { method: '*', path: '', status: 404, delayMs: 0, type: 'text/plain', headers: [], body: 'not found' };
const REDIRECTS = [301, 302, 303, 307, 308];
const NULL_BODY = [101, 103, 204, 205, 304];

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const FORBIDDEN_REQUEST = new Set(['accept-charset', 'accept-encoding', 'access-control-request-headers',
  'access-control-request-method', 'connection', 'content-length', 'cookie', 'cookie2', 'date', 'dnt', 'expect',
  'host', 'keep-alive', 'origin', 'referer', 'set-cookie', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'via']);
const FORBIDDEN_RESPONSE = new Set(['set-cookie', 'set-cookie2']);

const isForbiddenRequestHeader = (lower) => FORBIDDEN_REQUEST.has(lower) ||
  lower.startsWith('proxy-') || lower.startsWith('sec-');
// HTTP whitespace around a header value goes; a value may not hold NUL, CR or LF.
const normalizeValue = (v) => v.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');
const isValidValue = (v) => !/[\0\n\r]/.test(v);
const isValidName = (n) => TOKEN.test(n);

module.exports = function makeFetch(h) {
  const { global, binding, urls, DOMException, finishInterface, abort, encoding } = h;
  const blobs = h.blob; // webapis/blob.js, loaded on first use (absent: no Blob bodies)
  const where = (iface, method) => (method === null ? `Failed to construct '${iface}'` : `Failed to execute '${method}' on '${iface}'`);
  const noNew = (iface) => new TypeError(`Failed to construct '${iface}': Please use the 'new' operator, this DOM object constructor cannot be called as a function.`);
  const argsRequired = (w, n, got) => new TypeError(`${w}: ${n} argument${n === 1 ? '' : 's'} required, but only ${got} present.`);
  const illegal = () => new TypeError('Illegal invocation');

  // WebIDL ByteString.
  function toByteString(v, w) {
    const s = String(v);
    if (/[^\0-\xff]/.test(s)) throw new TypeError(`${w}: String contains non ISO-8859-1 code point.`);
    return s;
  }
  const utf8 = (s) => new (encoding().TextEncoder)().encode(s);
  const fromUtf8 = (bytes) => new (encoding().TextDecoder)().decode(bytes);

  // ---------------------------------------------------------------- the network
  // Read for each request: `evloop repl`'s `.load` can give the page new routes.
  function routes() {
    return binding.networkRoutes().map(([method, path, status, delayMs, type, flat, body]) => {
      const headers = [];
      for (let i = 0; i < flat.length; i += 2) headers.push([flat[i], flat[i + 1]]);
      return { method, path, status, delayMs, type, headers, body };
    });
  }
  const pathOf = (record) => (typeof record.path === 'string' ? record.path : record.path.map((s) => `/${s}`).join(''));
  function findRoute(method, record) {
    const path = pathOf(record);
    const target = record.query === null ? path : `${path}?${record.query}`;
    return routes().find((r) => (r.method === '*' || r.method === method) &&
      (r.path.includes('?') ? r.path === target : r.path === path)) || NOT_FOUND;
  }
  const sameOrigin = (record) => (record.scheme === 'http' || record.scheme === 'https') && urls.originOf(record) === PAGE_ORIGIN;

  // The response a route gives: exactly its headers (Content-Type, the header= ones,
  // Content-Length), as the oracle's server sends them.
  function routeResponse(route, method) {
    const bytes = utf8(route.body);
    const headerList = [];
    if (route.type !== null) headerList.push(['Content-Type', route.type]);
    for (const pair of route.headers) headerList.push(pair.slice());
    headerList.push(['Content-Length', String(bytes.length)]);
    return {
      status: route.status, statusText: REASONS[route.status] || 'unknown', headerList,
      bytes: method === 'HEAD' ? new Uint8Array(0) : bytes,
    };
  }

  // HTTP-network fetch with redirects, as the network service does it: `done(result)` runs
  // in a networking task once the final response's headers are in. A result is
  // { error: true }, { opaqueRedirect: true, urlList } or a response record with urlList.
  function send(request, redirectMode, done) {
    let url = request.url;
    let method = request.method;
    const urlList = [url];
    let total = 0;
    let result = null;
    for (let hops = 0; result === null; hops++) {
      if (!sameOrigin(url)) {
        total += NETWORK_RTT_MS;
        result = { error: true };
        break;
      }
      const route = findRoute(method, url);
      total += route.delayMs + NETWORK_RTT_MS;
      if (route.status === null) {
        result = { error: true };
        break;
      }
      const response = routeResponse(route, method);
      const location = response.headerList.find(([n]) => n.toLowerCase() === 'location');
      if (!REDIRECTS.includes(response.status) || location === undefined) {
        result = Object.assign(response, { urlList });
        break;
      }
      if (redirectMode === 'error' || hops >= MAX_REDIRECTS) {
        result = { error: true };
      } else if (redirectMode === 'manual') {
        result = { opaqueRedirect: true, urlList };
      } else {
        const next = urls.parseURL(location[1], url);
        if (next === null) {
          result = { error: true };
          break;
        }
        if ((response.status === 303 && method !== 'HEAD') ||
            ((response.status === 301 || response.status === 302) && method === 'POST')) method = 'GET';
        url = next;
        urlList.push(next);
      }
    }
    let cancelled = false;
    // Named for the trace: the task is the response's arrival.
    const name = `response to ${request.method} ${pathOf(request.url)}`;
    const task = { [name]: () => { if (!cancelled) done(result); } }[name];
    binding.postTaskAfter('networking', total, task);
    return { cancel() { cancelled = true; } };
  }

  // A `data:` URL's response (Fetch "scheme fetch"), delivered in a networking task.
  function dataResponse(record) {
    const text = urls.serialize({ ...record, fragment: null }).slice(5);
    const comma = text.indexOf(',');
    if (comma < 0) return { error: true };
    let type = text.slice(0, comma).trim();
    let body = text.slice(comma + 1);
    let bytes;
    const base64 = /;[\t ]*base64$/i.test(type);
    const raw = decodeURIComponent(body.replace(/%(?![0-9a-fA-F]{2})/g, '%25'));
    if (base64) {
      type = type.replace(/;[\t ]*base64$/i, '');
      let bin;
      try { bin = global.atob(raw.replace(/[\t\n\f\r ]/g, '')); } catch { return { error: true }; }
      bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    } else {
      bytes = utf8(raw);
    }
    if (type === '' || type.startsWith(';')) type = `text/plain${type || ';charset=US-ASCII'}`;
    return { status: 200, statusText: 'OK', headerList: [['Content-Type', type]], bytes, urlList: [record] };
  }

  // ---------------------------------------------------------------- Headers
  // The header list keeps names as given; "sort and combine" makes the lower-cased,
  // sorted, combined view that iteration walks (Set-Cookie values stay separate).
  const headersSlots = new WeakMap();
  const hs = (o) => {
    const s = o !== null && typeof o === 'object' ? headersSlots.get(o) : undefined;
    if (s === undefined) throw illegal();
    return s;
  };
  function sortAndCombine(list) {
    const names = [...new Set(list.map(([n]) => n.toLowerCase()))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const out = [];
    for (const name of names) {
      if (name === 'set-cookie') {
        for (const [n, v] of list) if (n.toLowerCase() === name) out.push([name, v]);
      } else {
        out.push([name, getCombined(list, name)]);
      }
    }
    return out;
  }
  function getCombined(list, lower) {
    const values = list.filter(([n]) => n.toLowerCase() === lower).map(([, v]) => v);
    return values.length === 0 ? null : values.join(', ');
  }
  // Fetch "append" with the guard's rules; `w` prefixes the errors.
  function appendHeader(s, name, value, w) {
    value = normalizeValue(value);
    if (!isValidName(name)) throw new TypeError(`${w}: Invalid name`);
    if (!isValidValue(value)) throw new TypeError(`${w}: Invalid value`);
    if (s.guard === 'immutable') throw new TypeError(`${w}: Headers are immutable`);
    const lower = name.toLowerCase();
    if (s.guard === 'request' && isForbiddenRequestHeader(lower)) return;
    if (s.guard === 'response' && FORBIDDEN_RESPONSE.has(lower)) return;
    s.list.push([name, value]);
  }
  const UNION = "The provided value is not of type '(record<ByteString, ByteString> or sequence<sequence<ByteString>>)'.";
  // Fetch "fill" from a HeadersInit (the WebIDL union conversion first).
  function fillHeaders(s, init, w, property) {
    if (init === undefined) return;
    const read = property ? `${w}: Failed to read the '${property}' property from '${property === 'headers' ? s.dictionary : ''}': ` : `${w}: `;
    if (init === null || (typeof init !== 'object' && typeof init !== 'function')) throw new TypeError(`${read}${UNION}`);
    const pairs = [];
    if (headersSlots.has(init)) {
      for (const [n, v] of hs(init).list) pairs.push([n, v]);
    } else if (typeof init[Symbol.iterator] === 'function') {
      for (const item of init) {
        if (item === null || typeof item !== 'object' || typeof item[Symbol.iterator] !== 'function') {
          throw new TypeError(`${read}The provided value cannot be converted to a sequence.`);
        }
        const pair = [...item].map((x) => toByteString(x, w));
        if (pair.length !== 2) throw new TypeError(`${w}: Invalid value`);
        pairs.push(pair);
      }
    } else {
      for (const key of Reflect.ownKeys(init)) {
        const desc = Reflect.getOwnPropertyDescriptor(init, key);
        if (desc === undefined || !desc.enumerable) continue;
        if (typeof key === 'symbol') throw new TypeError(`${w}: Cannot convert a Symbol value to a string`);
        pairs.push([toByteString(key, w), toByteString(init[key], w)]);
      }
    }
    for (const [n, v] of pairs) appendHeader(s, n, v, w);
  }
  function newHeaders(guard, list = []) {
    const headers = Object.create(Headers.prototype);
    headersSlots.set(headers, { guard, list });
    return headers;
  }

  function Headers(init = undefined) {
    if (new.target === undefined) throw noNew('Headers');
    headersSlots.set(this, { guard: 'none', list: [] });
    fillHeaders(hs(this), init, where('Headers', null), null);
  }
  function headerArgs(self, method, args, n) {
    const s = hs(self);
    const w = where('Headers', method);
    if (args.length < n) throw argsRequired(w, n, args.length);
    return { s, w, name: toByteString(args[0], w), value: n > 1 ? toByteString(args[1], w) : undefined };
  }
  Headers.prototype = {
    append(name, value) {
      const { s, w, name: n, value: v } = headerArgs(this, 'append', arguments, 2);
      appendHeader(s, n, v, w);
    },
    delete(name) {
      const { s, w, name: n } = headerArgs(this, 'delete', arguments, 1);
      if (!isValidName(n)) throw new TypeError(`${w}: Invalid name`);
      if (s.guard === 'immutable') throw new TypeError(`${w}: Headers are immutable`);
      const lower = n.toLowerCase();
      if (s.guard === 'request' && isForbiddenRequestHeader(lower)) return;
      if (s.guard === 'response' && FORBIDDEN_RESPONSE.has(lower)) return;
      s.list = s.list.filter(([x]) => x.toLowerCase() !== lower);
    },
    get(name) {
      const { s, w, name: n } = headerArgs(this, 'get', arguments, 1);
      if (!isValidName(n)) throw new TypeError(`${w}: Invalid name`);
      return getCombined(s.list, n.toLowerCase());
    },
    getSetCookie() {
      return hs(this).list.filter(([n]) => n.toLowerCase() === 'set-cookie').map(([, v]) => v);
    },
    has(name) {
      const { s, w, name: n } = headerArgs(this, 'has', arguments, 1);
      if (!isValidName(n)) throw new TypeError(`${w}: Invalid name`);
      return getCombined(s.list, n.toLowerCase()) !== null;
    },
    set(name, value) {
      const { s, w, name: n } = headerArgs(this, 'set', arguments, 2);
      const v = normalizeValue(toByteString(arguments[1], w));
      if (!isValidName(n)) throw new TypeError(`${w}: Invalid name`);
      if (!isValidValue(v)) throw new TypeError(`${w}: Invalid value`);
      if (s.guard === 'immutable') throw new TypeError(`${w}: Headers are immutable`);
      const lower = n.toLowerCase();
      if (s.guard === 'request' && isForbiddenRequestHeader(lower)) return;
      if (s.guard === 'response' && FORBIDDEN_RESPONSE.has(lower)) return;
      const at = s.list.findIndex(([x]) => x.toLowerCase() === lower);
      if (at < 0) {
        s.list.push([n, v]);
      } else {
        s.list[at] = [s.list[at][0], v];
        s.list = s.list.filter(([x], i) => i <= at || x.toLowerCase() !== lower);
      }
    },
    entries() { hs(this); return headersIterator(this, 'entries'); },
    forEach(callback, thisArg = undefined) {
      const s = hs(this);
      const w = where('Headers', 'forEach');
      if (arguments.length < 1) throw argsRequired(w, 1, 0);
      if (typeof callback !== 'function') throw new TypeError(`${w}: parameter 1 is not of type 'Function'.`);
      for (let i = 0; ; i++) {
        const pairs = sortAndCombine(s.list);
        if (i >= pairs.length) break;
        callback.call(thisArg, pairs[i][1], pairs[i][0], this);
      }
    },
    keys() { hs(this); return headersIterator(this, 'keys'); },
    values() { hs(this); return headersIterator(this, 'values'); },
  };
  finishInterface(Headers, 'Headers');
  Object.defineProperty(Headers.prototype, 'constructor', { value: Headers, writable: true, enumerable: false, configurable: true });
  Object.defineProperty(Headers.prototype, Symbol.iterator, {
    value: Headers.prototype.entries, writable: true, enumerable: false, configurable: true,
  });
  // The pair iterator: each step sorts and combines the list as it is then.
  const headersIterator = h.pairIterator('Headers', (target) => sortAndCombine(hs(target).list), illegal);

  // ---------------------------------------------------------------- bodies
  // A body: its bytes (shared by clones), whether they have arrived, and per object
  // whether it was read and the error an abort left.
  const makeData = (bytes, arrived) => ({ bytes, arrived, waiters: [] });
  const makeBody = (data) => ({ data, used: false, error: undefined, pending: null });
  function arrive(data) {
    data.arrived = true;
    for (const fn of data.waiters.splice(0)) fn();
  }

  // Fetch "extract a body": bytes and a Content-Type.
  function extractBody(value) {
    if (blobs && value !== null && typeof value === 'object' && blobs().isBlob(value)) {
      return { bytes: blobs().blobBytes(value).slice(), type: value.type === '' ? null : value.type };
    }
    if (value instanceof ArrayBuffer) return { bytes: new Uint8Array(value.slice(0)), type: null };
    if (ArrayBuffer.isView(value)) {
      return { bytes: new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength)), type: null };
    }
    if (value !== null && typeof value === 'object') {
      if (value instanceof urls.URLSearchParams) {
        return { bytes: utf8(String(value)), type: 'application/x-www-form-urlencoded;charset=UTF-8' };
      }
      if (typeof global.FormData === 'function' && value instanceof global.FormData) return multipart(value);
    }
    return { bytes: utf8(String(value)), type: 'text/plain;charset=UTF-8' };
  }
  function multipart(form) {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let boundary = '----WebKitFormBoundary';
    for (let i = 0; i < 16; i++) boundary += chars[Math.floor(Math.random() * chars.length)];
    const escape = (s) => s.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
    let text = '';
    for (const [name, value] of form) {
      text += `--${boundary}\r\nContent-Disposition: form-data; name="${escape(name)}"\r\n\r\n${String(value).replace(/\r?\n|\r/g, '\r\n')}\r\n`;
    }
    text += `--${boundary}--\r\n`;
    return { bytes: utf8(text), type: `multipart/form-data; boundary=${boundary}` };
  }

  // JSON.parse, its SyntaxError worded as Chromium's V8 words it: a position also as a line
  // and column.
  function parseJSON(text) {
    try {
      return JSON.parse(text);
    } catch (e) {
      const m = e instanceof SyntaxError ? / at position (\d+)$/.exec(e.message) : null;
      if (m === null) throw e;
      const at = Number(m[1]);
      const before = text.slice(0, at);
      const line = before.split('\n').length;
      const column = at - before.lastIndexOf('\n');
      throw new SyntaxError(`${e.message} (line ${line} column ${column})`);
    }
  }
  const essence = (type) => (type === null ? '' : type.split(';')[0].trim().toLowerCase());
  // The body mixin's "consume body": `convert` turns the bytes into the result.
  const CONVERT = {
    text: (bytes) => fromUtf8(bytes),
    json: (bytes) => parseJSON(fromUtf8(bytes)),
    arrayBuffer: (bytes) => bytes.slice().buffer,
    bytes: (bytes) => bytes.slice(),
    blob: (bytes, headers) => blobs().makeBlob(bytes.slice(), getCombined(headers, 'content-type') ?? ''),
    formData(bytes, headers) {
      if (essence(getCombined(headers, 'content-type')) !== 'application/x-www-form-urlencoded') throw new TypeError('Failed to fetch');
      const form = new global.FormData();
      for (const [k, v] of new urls.URLSearchParams(fromUtf8(bytes))) form.append(k, v);
      return form;
    },
  };
  function consumeBody(s, iface, method) {
    const w = where(iface, method);
    const body = s.body;
    if (body === null) {
      if (method === 'json') return Promise.reject(new SyntaxError('Unexpected end of input'));
      try {
        return Promise.resolve(CONVERT[method](new Uint8Array(0), hs(s.headers).list));
      } catch (e) {
        return Promise.reject(e);
      }
    }
    if (body.used) return Promise.reject(new TypeError(`${w}: body stream already read`));
    body.used = true;
    if (body.error !== undefined) return Promise.reject(body.error);
    return new Promise((resolve, reject) => {
      const headers = hs(s.headers).list;
      const finish = (late) => {
        let value;
        try {
          value = CONVERT[method](body.data.bytes, headers);
        } catch (e) {
          reject(!late && e instanceof SyntaxError ? new SyntaxError(`${w}: ${e.message}`) : e);
          return;
        }
        binding.postTask('networking', function bodyRead() { resolve(value); });
      };
      if (body.data.arrived) {
        finish(false);
        return;
      }
      body.pending = reject;
      body.data.waiters.push(() => {
        if (body.pending === null) return;
        body.pending = null;
        finish(true);
      });
    });
  }
  // Fetch "abort fetch" for a response already given to the page: a body still on its way
  // errors with the reason.
  function errorBody(body, reason) {
    if (body === null || body.data.arrived) return;
    body.error = reason;
    if (body.pending !== null) {
      const reject = body.pending;
      body.pending = null;
      reject(reason);
    }
  }
  function defineBodyMixin(C, iface, slotsOf) {
    for (const method of blobs ? ['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'] : ['arrayBuffer', 'bytes', 'formData', 'json', 'text']) {
      const fn = {
        [method]() {
          let s;
          try { s = slotsOf(this); } catch (e) { return Promise.reject(e); }
          return consumeBody(s, iface, method);
        },
      }[method];
      Object.defineProperty(C.prototype, method, { value: fn, writable: true, enumerable: true, configurable: true });
    }
    Object.defineProperty(C.prototype, 'bodyUsed', {
      get: { bodyUsed() { const b = slotsOf(this).body; return b !== null && b.used; } }.bodyUsed,
      enumerable: true, configurable: true,
    });
  }

  // ---------------------------------------------------------------- Request
  const requestSlots = new WeakMap();
  const rs = (o) => {
    const s = o !== null && typeof o === 'object' ? requestSlots.get(o) : undefined;
    if (s === undefined) throw illegal();
    return s;
  };
  const ENUMS = {
    cache: ['RequestCache', ['default', 'no-store', 'reload', 'no-cache', 'force-cache', 'only-if-cached']],
    credentials: ['RequestCredentials', ['omit', 'same-origin', 'include']],
    duplex: ['RequestDuplex', ['half']],
    mode: ['RequestMode', ['navigate', 'same-origin', 'no-cors', 'cors']],
    priority: ['RequestPriority', ['high', 'low', 'auto']],
    redirect: ['RequestRedirect', ['follow', 'error', 'manual']],
    referrerPolicy: ['ReferrerPolicy', ['', 'no-referrer', 'no-referrer-when-downgrade', 'same-origin', 'origin',
      'strict-origin', 'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url']],
  };
  // The RequestInit dictionary, members read in lexicographic order (WebIDL).
  function readRequestInit(init, w) {
    const d = {};
    if (init === undefined || init === null) return d;
    if (typeof init !== 'object' && typeof init !== 'function') throw new TypeError(`${w}: The provided value is not of type 'RequestInit'.`);
    const read = (name) => `${w}: Failed to read the '${name}' property from 'RequestInit': `;
    for (const name of ['body', 'cache', 'credentials', 'duplex', 'headers', 'integrity', 'keepalive', 'method',
      'mode', 'priority', 'redirect', 'referrer', 'referrerPolicy', 'signal', 'window']) {
      const v = init[name];
      if (v === undefined) continue;
      if (ENUMS[name]) {
        const [type, values] = ENUMS[name];
        const s = String(v);
        if (!values.includes(s)) throw new TypeError(`${read(name)}The provided value '${s}' is not a valid enum value of type ${type}.`);
        d[name] = s;
      } else if (name === 'signal') {
        if (v !== null && !abort.isSignal(v)) throw new TypeError(`${read(name)}Failed to convert value to 'AbortSignal'.`);
        d.signal = v;
      } else if (name === 'keepalive') {
        d.keepalive = !!v;
      } else if (name === 'method') {
        d.method = toByteString(v, w);
      } else if (name === 'headers') {
        if (v === null || (typeof v !== 'object' && typeof v !== 'function')) throw new TypeError(`${read(name)}${UNION}`);
        d.headers = v;
      } else if (name === 'body' || name === 'window') {
        d[name] = v;
      } else {
        d[name] = String(v);
      }
    }
    return d;
  }
  const METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'];
  // Checks and normalizes a method ("is a method", forbidden methods, "normalize").
  function normalizeMethod(method, w, security) {
    if (!TOKEN.test(method)) throw security(`'${method}' is not a valid HTTP method.`, 'SyntaxError');
    const upper = method.toUpperCase();
    if (upper === 'CONNECT' || upper === 'TRACE' || upper === 'TRACK') throw security(`'${method}' HTTP method is unsupported.`, 'SecurityError');
    return METHODS.includes(upper) ? upper : method;
  }

  // The Request constructor's steps; `w` is the caller's error prefix.
  function makeRequest(input, init, w) {
    const d = readRequestInit(init, w);
    let s;
    if (input !== null && typeof input === 'object' && requestSlots.has(input)) {
      const from = rs(input);
      if (from.body !== null && from.body.used) throw new TypeError(`${w}: Cannot construct a Request with a Request object that has already been used.`);
      s = { ...from, headers: null, signal: null, parentSignal: from.signal };
    } else {
      const text = urls.toUSV(input);
      const url = urls.parseURL(text, urls.parseURL(PAGE_URL, null));
      if (url === null) throw new TypeError(`${w}: Failed to parse URL from ${text}`);
      if (url.username !== '' || url.password !== '') throw new TypeError(`${w}: Request cannot be constructed from a URL that includes credentials: ${text}`);
      s = {
        method: 'GET', url, mode: 'cors', credentials: 'same-origin', cache: 'default', redirect: 'follow',
        referrer: 'about:client', referrerPolicy: '', integrity: '', keepalive: false, duplex: 'half',
        body: null, headers: null, signal: null, parentSignal: null, from: null,
      };
    }
    if (d.mode === 'navigate') throw new TypeError(`${w}: Cannot construct a Request with a RequestInit whose mode member is set as 'navigate'.`);
    for (const k of ['mode', 'credentials', 'cache', 'redirect', 'referrerPolicy', 'integrity', 'keepalive', 'duplex']) {
      if (d[k] !== undefined) s[k] = d[k];
    }
    if (d.referrer !== undefined) {
      if (d.referrer === '') {
        s.referrer = '';
      } else {
        const r = urls.parseURL(d.referrer, urls.parseURL(PAGE_URL, null));
        if (r === null) throw new TypeError(`${w}: Referrer '${d.referrer}' is not a valid URL.`);
        s.referrer = r.scheme === 'about' && pathOf(r) === 'client' ? 'about:client' : urls.serialize(r);
      }
    }
    if (d.method !== undefined) {
      s.method = normalizeMethod(d.method, w, (msg) => new TypeError(`${w}: ${msg}`));
    }
    const signals = [];
    if (s.parentSignal) signals.push(s.parentSignal);
    if (d.signal) signals.splice(0, signals.length, d.signal);
    s.signal = signals.length ? abort.dependentSignal(signals, global.AbortSignal.prototype, 'any') : abort.newSignal();
    const headers = newHeaders('request');
    const hsl = hs(headers);
    if (d.headers !== undefined) {
      hsl.dictionary = 'RequestInit';
      fillHeaders(hsl, d.headers, w, 'headers');
    } else if (input !== null && typeof input === 'object' && requestSlots.has(input)) {
      hsl.list = hs(rs(input).headers).list.map((p) => p.slice());
    }
    s.headers = headers;
    const initBody = d.body === undefined ? undefined : d.body;
    if ((initBody !== undefined && initBody !== null) || (s.body !== null && s.body !== undefined && initBody === undefined)) {
      if (s.method === 'GET' || s.method === 'HEAD') throw new TypeError(`${w}: Request with GET/HEAD method cannot have body.`);
    }
    if (initBody !== undefined && initBody !== null) {
      const { bytes, type } = extractBody(initBody);
      s.body = makeBody(makeData(bytes, true));
      if (type !== null && getCombined(hsl.list, 'content-type') === null) hsl.list.push(['Content-Type', type]);
    } else if (initBody === null) {
      s.body = null;
    } else if (s.body !== null && input !== null && typeof input === 'object' && requestSlots.has(input)) {
      // The input's body moves to the new request; the input counts as used.
      const moved = s.body;
      s.body = makeBody(moved.data);
      moved.used = true;
    }
    return s;
  }

  function Request(input, init = undefined) {
    if (new.target === undefined) throw noNew('Request');
    const w = where('Request', null);
    if (arguments.length < 1) throw argsRequired(w, 1, 0);
    requestSlots.set(this, makeRequest(input, init, w));
  }
  const reqGetter = (name, get) => ({ [name]() { return get(rs(this)); } }[name]);
  Request.prototype = {};
  for (const [name, get] of Object.entries({
    method: (s) => s.method,
    url: (s) => urls.serialize(s.url),
    headers: (s) => s.headers,
    destination: () => '',
    referrer: (s) => s.referrer,
    referrerPolicy: (s) => s.referrerPolicy,
    mode: (s) => s.mode,
    credentials: (s) => s.credentials,
    cache: (s) => s.cache,
    redirect: (s) => s.redirect,
    integrity: (s) => s.integrity,
    keepalive: (s) => s.keepalive,
    isHistoryNavigation: () => false,
    signal: (s) => s.signal,
    duplex: (s) => s.duplex,
  })) {
    Object.defineProperty(Request.prototype, name, { get: reqGetter(name, get), enumerable: true, configurable: true });
  }
  Object.defineProperty(Request.prototype, 'clone', {
    value: function clone() {
      const s = rs(this);
      if (s.body !== null && s.body.used) throw new TypeError("Failed to execute 'clone' on 'Request': Request body is already used");
      const copy = Object.create(Request.prototype);
      const headers = newHeaders('request', hs(s.headers).list.map((p) => p.slice()));
      requestSlots.set(copy, {
        ...s, headers, body: s.body === null ? null : makeBody(s.body.data),
        signal: abort.dependentSignal([s.signal], global.AbortSignal.prototype, 'any'),
      });
      return copy;
    },
    writable: true, enumerable: true, configurable: true,
  });
  defineBodyMixin(Request, 'Request', rs);
  Object.defineProperty(Request.prototype, 'constructor', { value: Request, writable: true, enumerable: false, configurable: true });
  finishInterface(Request, 'Request');

  // ---------------------------------------------------------------- Response
  const responseSlots = new WeakMap();
  const rsp = (o) => {
    const s = o !== null && typeof o === 'object' ? responseSlots.get(o) : undefined;
    if (s === undefined) throw illegal();
    return s;
  };
  function newResponse(slots) {
    const r = Object.create(Response.prototype);
    responseSlots.set(r, slots);
    return r;
  }
  // Response "initialize a response" (status, statusText, headers from a ResponseInit).
  function initResponse(init, w) {
    const d = { status: 200, statusText: '', headers: undefined };
    if (init !== undefined && init !== null) {
      if (typeof init !== 'object' && typeof init !== 'function') throw new TypeError(`${w}: The provided value is not of type 'ResponseInit'.`);
      if (init.headers !== undefined) d.headers = init.headers;
      if (init.status !== undefined) d.status = Number(init.status) & 0xffff;
      if (init.statusText !== undefined) d.statusText = toByteString(init.statusText, w);
    }
    if (d.status < 200 || d.status > 599) throw new RangeError(`${w}: The status provided (${d.status}) is outside the range [200, 599].`);
    if (!/^[\t\x20-\x7e\x80-\xff]*$/.test(d.statusText)) throw new TypeError(`${w}: Invalid statusText`);
    const headers = newHeaders('response');
    if (d.headers !== undefined) {
      hs(headers).dictionary = 'ResponseInit';
      fillHeaders(hs(headers), d.headers, w, null);
    }
    return { type: 'default', status: d.status, statusText: d.statusText, headers, urlList: [], body: null, signalBody: null };
  }
  function Response(body = null, init = undefined) {
    if (new.target === undefined) throw noNew('Response');
    const w = where('Response', null);
    const s = initResponse(init, w);
    if (body !== null && body !== undefined) {
      if (NULL_BODY.includes(s.status)) throw new TypeError(`${w}: Response with null body status cannot have body`);
      const { bytes, type } = extractBody(body);
      s.body = makeBody(makeData(bytes, true));
      const list = hs(s.headers).list;
      if (type !== null && getCombined(list, 'content-type') === null) list.push(['Content-Type', type]);
    }
    responseSlots.set(this, s);
  }
  Response.prototype = {};
  for (const [name, get] of Object.entries({
    type: (s) => s.type,
    url: (s) => (s.urlList.length === 0 ? '' : urls.serialize({ ...s.urlList[s.urlList.length - 1], fragment: null })),
    redirected: (s) => s.urlList.length > 1,
    status: (s) => s.status,
    ok: (s) => s.status >= 200 && s.status <= 299,
    statusText: (s) => s.statusText,
    headers: (s) => s.headers,
  })) {
    Object.defineProperty(Response.prototype, name, {
      get: { [name]() { return get(rsp(this)); } }[name], enumerable: true, configurable: true,
    });
  }
  Object.defineProperty(Response.prototype, 'clone', {
    value: function clone() {
      const s = rsp(this);
      if (s.body !== null && s.body.used) throw new TypeError("Failed to execute 'clone' on 'Response': Response body is already used");
      const copy = { ...s, headers: newHeaders(hs(s.headers).guard, hs(s.headers).list.map((p) => p.slice())) };
      if (s.body !== null) {
        copy.body = makeBody(s.body.data);
        copy.body.error = s.body.error;
        if (s.clones) s.clones.push(copy.body);
      }
      return newResponse(copy);
    },
    writable: true, enumerable: true, configurable: true,
  });
  defineBodyMixin(Response, 'Response', rsp);
  Object.defineProperty(Response.prototype, 'constructor', { value: Response, writable: true, enumerable: false, configurable: true });
  const statics = {
    error() {
      return newResponse({ type: 'error', status: 0, statusText: '', headers: newHeaders('immutable'), urlList: [], body: null });
    },
    redirect(url, status = 302) {
      const w = where('Response', 'redirect');
      if (arguments.length < 1) throw argsRequired(w, 1, 0);
      const text = urls.toUSV(url);
      const parsed = urls.parseURL(text, urls.parseURL(PAGE_URL, null));
      if (parsed === null) throw new TypeError(`${w}: Failed to parse URL from ${text}`);
      const code = Number(status) & 0xffff;
      if (!REDIRECTS.includes(code)) throw new RangeError(`${w}: Invalid status code`);
      return newResponse({
        type: 'default', status: code, statusText: '', urlList: [], body: null,
        headers: newHeaders('immutable', [['Location', urls.serialize(parsed)]]),
      });
    },
    json(data, init = undefined) {
      const w = where('Response', 'json');
      if (arguments.length < 1) throw argsRequired(w, 1, 0);
      let text;
      try {
        text = JSON.stringify(data);
      } catch (e) {
        throw new e.constructor(`${w}: ${e.message}`);
      }
      if (text === undefined) throw new TypeError(`${w}: The data is not JSON serializable`);
      const s = initResponse(init, w);
      if (NULL_BODY.includes(s.status)) throw new TypeError(`${w}: Response with null body status cannot have body`);
      s.body = makeBody(makeData(utf8(text), true));
      const list = hs(s.headers).list;
      if (getCombined(list, 'content-type') === null) list.push(['Content-Type', 'application/json']);
      return newResponse(s);
    },
  };
  for (const [name, fn] of Object.entries(statics)) {
    Object.defineProperty(Response, name, { value: fn, writable: true, enumerable: true, configurable: true });
  }
  finishInterface(Response, 'Response');

  // ---------------------------------------------------------------- fetch()
  // A fetched response as the page gets it: a basic filtered response (no Set-Cookie),
  // its headers immutable, its body on its way unless empty.
  function fetchedResponse(result) {
    if (result.opaqueRedirect) {
      return newResponse({ type: 'opaqueredirect', status: 0, statusText: '', headers: newHeaders('immutable'), urlList: result.urlList, body: makeBody(makeData(new Uint8Array(0), true)) });
    }
    const list = result.headerList.filter(([n]) => !FORBIDDEN_RESPONSE.has(n.toLowerCase()));
    const data = makeData(result.bytes, result.bytes.length === 0);
    const s = {
      type: 'basic', status: result.status, statusText: result.statusText, headers: newHeaders('immutable', list),
      urlList: result.urlList, body: makeBody(data), clones: [],
    };
    s.clones.push(s.body);
    if (!data.arrived) binding.postTask('networking', function responseBody() { arrive(data); });
    return newResponse(s);
  }

  function fetch(input, init = undefined) {
    const w = where('Window', 'fetch');
    if (arguments.length < 1) return Promise.reject(argsRequired(w, 1, 0));
    let s;
    try {
      s = makeRequest(input, init, w);
    } catch (e) {
      return Promise.reject(e);
    }
    let settle;
    const promise = new Promise((resolve, reject) => { settle = { resolve, reject }; });
    const signal = s.signal;
    if (signal.aborted) {
      settle.reject(signal.reason);
      return promise;
    }
    if (s.body !== null) s.body.used = true;
    let response = null;
    let done = false;
    const onAbort = () => {
      if (response === null) {
        done = true;
        request.cancel();
        settle.reject(signal.reason);
      } else {
        for (const body of rsp(response).clones) errorBody(body, signal.reason);
      }
    };
    abort.addAlgorithm(signal, onAbort);
    const finish = (result) => {
      if (done) return;
      done = true;
      if (result.error) {
        abort.removeAlgorithm(signal, onAbort);
        settle.reject(new TypeError('Failed to fetch'));
        return;
      }
      response = fetchedResponse(result);
      settle.resolve(response);
    };
    let request;
    if (s.url.scheme === 'data') {
      const result = s.method === 'GET' ? dataResponse(s.url) : { error: true };
      let cancelled = false;
      request = { cancel() { cancelled = true; } };
      binding.postTask('networking', () => { if (!cancelled) finish(result); });
    } else {
      request = send({ method: s.method, url: s.url }, s.redirect, finish);
    }
    return promise;
  }

  return {
    fetch, Headers, Request, Response,
    // For XMLHttpRequest.
    send, sortAndCombine, getCombined, extractBody, normalizeMethod, normalizeValue, isValidName, isValidValue,
    isForbiddenRequestHeader, FORBIDDEN_RESPONSE, utf8, fromUtf8, PAGE_URL,
  };
};
