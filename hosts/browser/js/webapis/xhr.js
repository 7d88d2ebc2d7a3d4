// XMLHttpRequest (asynchronous), XMLHttpRequestUpload and ProgressEvent, as Chromium runs
// them over the modelled network of webapis/fetch.js (routes from `@route` directives).
//
// Order of events (measured in Chromium with small bodies):
// - open() fires readystatechange (state 1) synchronously; send() fires loadstart
//   synchronously, and for a request with a body the upload's loadstart.
// - When the response's headers arrive (fetch.js: the route's delay plus the network's
//   round trip), ONE networking task runs the rest, each event dispatched by the user agent
//   (a microtask checkpoint after every listener): readystatechange (2), then for a
//   non-empty body readystatechange (3) and one progress, then readystatechange (4), load,
//   loadend. An empty body has no state 3 and no progress.
// - A network error: readystatechange (4), error, loadend in that task. A timeout
//   (`timeout` ms after send, a networking task): readystatechange (4), timeout, loadend.
// - abort() during the request: readystatechange (4), abort, loadend synchronously, then
//   readyState is 0 (UNSENT) without an event.
// Not modelled: synchronous requests (open(..., false) throws), responseType 'blob' and
// 'document' (response is null), responseXML (null), request bodies' upload progress
// beyond loadstart/progress/load/loadend at the response.
'use strict';

module.exports = function makeXHR(h) {
  const { global, binding, urls, fetch: F, DOMException, finishInterface, defineEventHandlers, dispatchNested, dispatchFromHost } = h;
  const { Event, EventTarget } = global;
  const PASS = Symbol('evloop.xhr');
  const UNSENT = 0, OPENED = 1, HEADERS_RECEIVED = 2, LOADING = 3, DONE = 4;
  const where = (method) => `Failed to execute '${method}' on 'XMLHttpRequest'`;
  const argsRequired = (w, n, got) => new TypeError(`${w}: ${n} argument${n === 1 ? '' : 's'} required, but only ${got} present.`);
  const toByteString = (v, w) => {
    const s = String(v);
    if (/[^\0-\xff]/.test(s)) throw new TypeError(`${w}: String contains non ISO-8859-1 code point.`);
    return s;
  };
  const toULL = (v) => { const n = Math.trunc(Number(v)); return Number.isFinite(n) && n > 0 ? n : 0; };

  // ---------------------------------------------------------------- ProgressEvent
  const progressSlots = new WeakMap();
  class ProgressEvent extends Event {
    constructor(type, eventInitDict = undefined) {
      if (arguments.length === 0) throw new TypeError("Failed to construct 'ProgressEvent': 1 argument required, but only 0 present.");
      const init = eventInitDict == null ? {} : eventInitDict;
      super(type, init);
      progressSlots.set(this, { lengthComputable: !!init.lengthComputable, loaded: toULL(init.loaded), total: toULL(init.total) });
    }
    get lengthComputable() { return slot(this).lengthComputable; }
    get loaded() { return slot(this).loaded; }
    get total() { return slot(this).total; }
  }
  const slot = (e) => {
    const s = progressSlots.get(e);
    if (s === undefined) throw new TypeError('Illegal invocation');
    return s;
  };
  finishInterface(ProgressEvent, 'ProgressEvent');
  const progress = (type, loaded, total) => new ProgressEvent(type, { lengthComputable: total !== 0, loaded, total });

  // ---------------------------------------------------------------- event targets
  class XMLHttpRequestEventTarget extends EventTarget {
    constructor(key = undefined) {
      if (key !== PASS) throw new TypeError("Failed to construct 'XMLHttpRequestEventTarget': Illegal constructor");
      super();
    }
  }
  defineEventHandlers(XMLHttpRequestEventTarget.prototype, ['loadstart', 'progress', 'abort', 'error', 'load', 'timeout', 'loadend']);
  finishInterface(XMLHttpRequestEventTarget, 'XMLHttpRequestEventTarget');
  class XMLHttpRequestUpload extends XMLHttpRequestEventTarget {
    constructor(key = undefined) {
      if (key !== PASS) throw new TypeError("Failed to construct 'XMLHttpRequestUpload': Illegal constructor");
      super(PASS);
    }
  }
  finishInterface(XMLHttpRequestUpload, 'XMLHttpRequestUpload');

  // ---------------------------------------------------------------- XMLHttpRequest
  const xhrSlots = new WeakMap();
  const xs = (o) => {
    const s = o !== null && typeof o === 'object' ? xhrSlots.get(o) : undefined;
    if (s === undefined) throw new TypeError('Illegal invocation');
    return s;
  };
  const isError = (s) => s.response === null || s.response.error;
  const responseHeaders = (s) => (isError(s) ? [] : s.response.headerList.filter(([n]) => !F.FORBIDDEN_RESPONSE.has(n.toLowerCase())));
  const contentLength = (s) => {
    const v = F.getCombined(responseHeaders(s), 'content-length');
    return v !== null && /^[0-9]+$/.test(v) ? Number(v) : 0;
  };

  class XHR extends XMLHttpRequestEventTarget {
    constructor() {
      super(PASS);
      xhrSlots.set(this, {
        state: UNSENT, sendFlag: false, method: 'GET', url: null, headers: [], body: null,
        responseType: '', timeout: 0, withCredentials: false, response: null, received: new Uint8Array(0),
        request: null, generation: 0, upload: new XMLHttpRequestUpload(PASS), uploadComplete: true, cached: undefined,
      });
    }

    open(method, url, async = true, username = undefined, password = undefined) {
      const s = xs(this);
      const w = where('open');
      if (arguments.length < 2) throw argsRequired(w, 2, arguments.length);
      const m = F.normalizeMethod(toByteString(method, w), w, (msg, name) => new DOMException(`${w}: ${msg}`, name));
      const record = urls.parseURL(urls.toUSV(url), urls.parseURL(F.PAGE_URL, null));
      if (record === null) throw new DOMException(`${w}: Invalid URL`, 'SyntaxError');
      if (arguments.length > 2 && !async) {
        throw new DOMException(`${w}: evloop models asynchronous requests only (synchronous XMLHttpRequest is not modelled)`, 'NotSupportedError');
      }
      terminate(s);
      Object.assign(s, {
        sendFlag: false, method: m, url: record, headers: [], body: null, response: null,
        received: new Uint8Array(0), cached: undefined,
      });
      if (s.state !== OPENED) {
        s.state = OPENED;
        dispatchNested(this, new Event('readystatechange'));
      }
    }

    setRequestHeader(name, value) {
      const s = xs(this);
      const w = where('setRequestHeader');
      if (arguments.length < 2) throw argsRequired(w, 2, arguments.length);
      const n = toByteString(name, w);
      const v = F.normalizeValue(toByteString(value, w));
      if (s.state !== OPENED || s.sendFlag) throw new DOMException(`${w}: The object's state must be OPENED.`, 'InvalidStateError');
      if (!F.isValidName(n)) throw new DOMException(`${w}: '${n}' is not a valid HTTP header field name.`, 'SyntaxError');
      if (!F.isValidValue(v)) throw new DOMException(`${w}: '${v}' is not a valid HTTP header field value.`, 'SyntaxError');
      if (F.isForbiddenRequestHeader(n.toLowerCase())) return; // Chromium: "Refused to set unsafe header"
      const at = s.headers.findIndex(([x]) => x.toLowerCase() === n.toLowerCase());
      if (at < 0) s.headers.push([n, v]);
      else s.headers[at][1] = `${s.headers[at][1]}, ${v}`;
    }

    send(body = null) {
      const s = xs(this);
      const w = where('send');
      if (s.state !== OPENED || s.sendFlag) throw new DOMException(`${w}: The object's state must be OPENED.`, 'InvalidStateError');
      let bytes = null;
      if (s.method !== 'GET' && s.method !== 'HEAD' && body !== null && body !== undefined) {
        const extracted = F.extractBody(body);
        bytes = extracted.bytes;
        if (extracted.type !== null && F.getCombined(s.headers, 'content-type') === null) s.headers.push(['Content-Type', extracted.type]);
      }
      s.body = bytes;
      s.uploadComplete = bytes === null;
      s.sendFlag = true;
      const generation = ++s.generation;
      dispatchNested(this, progress('loadstart', 0, 0));
      if (!s.uploadComplete) dispatchNested(s.upload, progress('loadstart', 0, bytes.length));
      if (s.state !== OPENED || !s.sendFlag || s.generation !== generation) return;
      if (s.url.scheme === 'data') {
        // Not modelled for XMLHttpRequest: a network error.
        let cancelled = false;
        s.request = { cancel() { cancelled = true; } };
        binding.postTask('networking', () => { if (!cancelled) this.#processResponse(s, { error: true }); });
      } else {
        s.request = F.send({ method: s.method, url: s.url }, 'follow', (result) => this.#processResponse(s, result));
      }
      if (s.timeout > 0) {
        binding.postTaskAfter('networking', s.timeout, () => {
          if (s.generation !== generation || !s.sendFlag) return;
          terminate(s);
          this.#requestError(s, 'timeout', dispatchFromHost);
        });
      }
    }

    // The response's task: headers, the body (all there), the end.
    #processResponse(s, result) {
      const generation = s.generation;
      const live = (state) => s.generation === generation && s.state === state;
      s.request = null;
      if (result.error) {
        this.#requestError(s, 'error', dispatchFromHost);
        return;
      }
      if (!s.uploadComplete) {
        s.uploadComplete = true;
        const n = s.body.length;
        for (const type of ['progress', 'load', 'loadend']) dispatchFromHost(s.upload, progress(type, n, n));
        if (!live(OPENED)) return;
      }
      s.response = result;
      s.state = HEADERS_RECEIVED;
      dispatchFromHost(this, new Event('readystatechange'));
      if (!live(HEADERS_RECEIVED)) return;
      const total = contentLength(s);
      if (result.bytes.length > 0) {
        s.received = result.bytes;
        s.state = LOADING;
        dispatchFromHost(this, new Event('readystatechange'));
        if (!live(LOADING)) return;
        dispatchFromHost(this, progress('progress', s.received.length, total));
        if (!live(LOADING)) return;
      }
      s.state = DONE;
      s.sendFlag = false;
      dispatchFromHost(this, new Event('readystatechange'));
      if (!live(DONE)) return;
      dispatchFromHost(this, progress('load', s.received.length, total));
      if (!live(DONE)) return;
      dispatchFromHost(this, progress('loadend', s.received.length, total));
    }

    // XHR "request error steps".
    #requestError(s, type, dispatch) {
      s.state = DONE;
      s.sendFlag = false;
      s.response = { error: true };
      s.received = new Uint8Array(0);
      dispatch(this, new Event('readystatechange'));
      if (!s.uploadComplete) {
        s.uploadComplete = true;
        dispatch(s.upload, progress(type, 0, 0));
        dispatch(s.upload, progress('loadend', 0, 0));
      }
      dispatch(this, progress(type, 0, 0));
      dispatch(this, progress('loadend', 0, 0));
    }

    abort() {
      const s = xs(this);
      terminate(s);
      if ((s.state === OPENED && s.sendFlag) || s.state === HEADERS_RECEIVED || s.state === LOADING) {
        s.generation++;
        this.#requestError(s, 'abort', dispatchNested);
      }
      if (s.state === DONE) {
        s.state = UNSENT;
        s.response = { error: true };
        s.received = new Uint8Array(0);
      }
    }

    get readyState() { return xs(this).state; }
    get timeout() { return xs(this).timeout; }
    set timeout(v) { xs(this).timeout = Number(v) >>> 0; }
    get withCredentials() { return xs(this).withCredentials; }
    set withCredentials(v) {
      const s = xs(this);
      if ((s.state !== UNSENT && s.state !== OPENED) || s.sendFlag) {
        throw new DOMException("Failed to set the 'withCredentials' property on 'XMLHttpRequest': The value may only be set if the object's state is UNSENT or OPENED.", 'InvalidStateError');
      }
      s.withCredentials = !!v;
    }
    get upload() { return xs(this).upload; }
    get responseURL() {
      const s = xs(this);
      if (isError(s)) return '';
      const list = s.response.urlList;
      return urls.serialize({ ...list[list.length - 1], fragment: null });
    }
    get status() { const s = xs(this); return isError(s) ? 0 : s.response.status; }
    get statusText() { const s = xs(this); return isError(s) ? '' : s.response.statusText; }
    getResponseHeader(name) {
      const s = xs(this);
      const w = where('getResponseHeader');
      if (arguments.length < 1) throw argsRequired(w, 1, 0);
      return F.getCombined(responseHeaders(s), toByteString(name, w).toLowerCase());
    }
    getAllResponseHeaders() {
      const s = xs(this);
      return F.sortAndCombine(responseHeaders(s)).map(([n, v]) => `${n}: ${v}\r\n`).join('');
    }
    overrideMimeType(mime) {
      const s = xs(this);
      if (arguments.length < 1) throw argsRequired(where('overrideMimeType'), 1, 0);
      if (s.state === LOADING || s.state === DONE) {
        throw new DOMException(`${where('overrideMimeType')}: MimeType cannot be overridden when the state is LOADING or DONE.`, 'InvalidStateError');
      }
    }
    get responseType() { return xs(this).responseType; }
    set responseType(v) {
      const s = xs(this);
      const value = String(v);
      if (!['', 'arraybuffer', 'blob', 'document', 'json', 'text'].includes(value)) return;
      if (s.state === LOADING || s.state === DONE) {
        throw new DOMException("Failed to set the 'responseType' property on 'XMLHttpRequest': The response type cannot be set if the object's state is LOADING or DONE.", 'InvalidStateError');
      }
      s.responseType = value;
    }
    get responseText() {
      const s = xs(this);
      if (s.responseType !== '' && s.responseType !== 'text') {
        throw new DOMException(`Failed to read the 'responseText' property from 'XMLHttpRequest': The value is only accessible if the object's 'responseType' is '' or 'text' (was '${s.responseType}').`, 'InvalidStateError');
      }
      return s.state === LOADING || s.state === DONE ? F.fromUtf8(s.received) : '';
    }
    get response() {
      const s = xs(this);
      if (s.responseType === '' || s.responseType === 'text') {
        return s.state === LOADING || s.state === DONE ? F.fromUtf8(s.received) : '';
      }
      if (s.state !== DONE || isError(s)) return null;
      // Chromium parses a JSON response at every read (a new value each time).
      if (s.responseType === 'json') {
        try { return JSON.parse(F.fromUtf8(s.received)); } catch { return null; }
      }
      if (s.cached === undefined) {
        if (s.responseType === 'arraybuffer') {
          s.cached = s.received.slice().buffer;
        } else {
          s.cached = null;
        }
      }
      return s.cached;
    }
    get responseXML() {
      const s = xs(this);
      if (s.responseType !== '' && s.responseType !== 'document') {
        throw new DOMException(`Failed to read the 'responseXML' property from 'XMLHttpRequest': The value is only accessible if the object's 'responseType' is '' or 'document' (was '${s.responseType}').`, 'InvalidStateError');
      }
      return null;
    }
  }
  function terminate(s) {
    if (s.request !== null) {
      s.request.cancel();
      s.request = null;
    }
  }
  defineEventHandlers(XHR.prototype, ['readystatechange']);
  // Called without `new`, Chromium's message (a class would give the engine's).
  function XMLHttpRequest() {
    if (new.target === undefined) {
      throw new TypeError("Failed to construct 'XMLHttpRequest': Please use the 'new' operator, this DOM object constructor cannot be called as a function.");
    }
    return Reflect.construct(XHR, [], new.target);
  }
  XMLHttpRequest.prototype = XHR.prototype;
  Object.defineProperty(XHR.prototype, 'constructor', { value: XMLHttpRequest, writable: true, enumerable: false, configurable: true });
  Object.setPrototypeOf(XMLHttpRequest, XMLHttpRequestEventTarget);
  finishInterface(XMLHttpRequest, 'XMLHttpRequest', { UNSENT, OPENED, HEADERS_RECEIVED, LOADING, DONE });

  return { XMLHttpRequest, XMLHttpRequestEventTarget, XMLHttpRequestUpload, ProgressEvent };
};
