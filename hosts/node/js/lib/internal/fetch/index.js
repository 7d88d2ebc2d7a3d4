'use strict';

// node 20's global fetch: the Fetch standard's fetching algorithm as undici runs it, with
// its async steps (main fetch, HTTP fetch, HTTP-network-or-cache fetch, HTTP-network
// fetch) as async functions, so the promise jobs between a response's head arriving and
// fetch()'s promise settling are undici's. The network is the client in ./client.js over
// node:net; data: URLs are answered locally.

const EventEmitter = require('./events.js');
const { Buffer } = require('./buffer.js');
const { Readable, pipeline } = require('./stream.js');
const { Headers, HeadersList } = require('./internal/fetch/headers.js');
const {
  kBody, extractBody, isErrored, isReadable, closeController, parseMimeType, deferred,
} = require('./internal/fetch/body.js');
const {
  Response, makeResponse, makeNetworkError, fromInnerResponse, NULL_BODY_STATUS, REDIRECT_STATUS,
} = require('./internal/fetch/response.js');
const { Request, cloneRequest } = require('./internal/fetch/request.js');
const { FormData } = require('./internal/fetch/formdata.js');
const { argumentLengthCheck } = require('./internal/fetch/webidl.js');
const { getGlobalAgent } = require('./internal/fetch/client.js');
const { ReadableStream } = require('./internal/webstreams/readablestream.js');

const BAD_PORTS = new Set(['1', '7', '9', '11', '13', '15', '17', '19', '20', '21', '22', '23',
  '25', '37', '42', '43', '53', '69', '77', '79', '87', '95', '101', '102', '103', '104', '109',
  '110', '111', '113', '115', '117', '119', '123', '135', '137', '139', '143', '161', '179',
  '389', '427', '465', '512', '513', '514', '515', '526', '530', '531', '532', '540', '548',
  '554', '556', '563', '587', '601', '636', '989', '990', '993', '995', '1719', '1720', '1723',
  '2049', '3659', '4045', '4190', '5060', '5061', '6000', '6566', '6665', '6666', '6667',
  '6668', '6669', '6679', '6697', '10080']);
const REQUEST_BODY_HEADERS = ['content-encoding', 'content-language', 'content-location', 'content-type', 'content-length'];
const DEFAULT_USER_AGENT = 'node';

function abortError() {
  return new DOMException('The operation was aborted.', 'AbortError');
}

// The fetch controller: its state and the 'terminated' event the network steps listen to.
class FetchController extends EventEmitter {
  constructor() {
    super();
    this.connection = null;
    this.dump = false;
    this.state = 'ongoing';
    this.serializedAbortReason = undefined;
  }

  terminate(reason) {
    if (this.state !== 'ongoing') return;
    this.state = 'terminated';
    if (this.connection) this.connection.destroy(reason);
    this.emit('terminated', reason);
  }

  abort(error) {
    if (this.state !== 'ongoing') return;
    this.state = 'aborted';
    if (!error) error = abortError();
    this.serializedAbortReason = error;
    if (this.connection) this.connection.destroy(error);
    this.emit('terminated', error);
  }
}

const isAborted = (fp) => fp.controller.state === 'aborted';
const isCancelled = (fp) => fp.controller.state === 'aborted' || fp.controller.state === 'terminated';

function makeAppropriateNetworkError(fetchParams, err = null) {
  return isAborted(fetchParams)
    ? makeNetworkError(Object.assign(abortError(), { cause: err }))
    : makeNetworkError(Object.assign(new DOMException('Request was cancelled.'), { cause: err }));
}

function currentURL(request) {
  return request.urlList[request.urlList.length - 1];
}

function sameOrigin(a, b) {
  if (a.origin === b.origin && a.origin === 'null') return true;
  return a.protocol === b.protocol && a.hostname === b.hostname && a.port === b.port;
}

function isHttpScheme(url) {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

function fetchImpl(input, init = undefined) {
  argumentLengthCheck(arguments, 1, 'globalThis.fetch');
  const p = deferred();
  let requestObject;
  try {
    requestObject = new Request(input, init);
  } catch (e) {
    p.reject(e);
    return p.promise;
  }
  const request = requestObject[kBody];
  if (requestObject.signal.aborted) {
    abortFetch(p, request, null, requestObject.signal.reason);
    return p.promise;
  }
  let responseObject = null;
  let locallyAborted = false;
  let controller = null;
  requestObject.signal.addEventListener('abort', () => {
    locallyAborted = true;
    abortFetch(p, request, responseObject, requestObject.signal.reason);
    if (controller !== null) controller.abort(requestObject.signal.reason);
  }, { once: true });
  const processResponse = (response) => {
    if (locallyAborted) return;
    if (response.aborted) {
      abortFetch(p, request, responseObject, controller.serializedAbortReason);
      return;
    }
    if (response.type === 'error') {
      p.reject(new TypeError('fetch failed', { cause: response.error }));
      return;
    }
    responseObject = fromInnerResponse(response, 'immutable');
    p.resolve(responseObject);
  };
  controller = fetching({ request, processResponse });
  return p.promise;
}

function abortFetch(p, request, responseObject, error) {
  if (!error) error = abortError();
  p.reject(error);
  if (request.body != null && isReadable(request.body.stream)) {
    request.body.stream.cancel(error).catch((err) => {
      if (err.code === 'ERR_INVALID_STATE') return;
      throw err;
    });
  }
  if (responseObject == null) return;
  const response = responseObject[kBody];
  if (response.body != null && isReadable(response.body.stream)) {
    response.body.stream.cancel(error).catch((err) => {
      if (err.code === 'ERR_INVALID_STATE') return;
      throw err;
    });
  }
}

function fetching({ request, processResponse }) {
  const controller = new FetchController();
  const fetchParams = { controller, request, processResponse };
  if (!request.headersList.contains('accept', true)) request.headersList.append('accept', '*/*', true);
  if (!request.headersList.contains('accept-language', true)) request.headersList.append('accept-language', '*', true);
  mainFetch(fetchParams).catch((err) => controller.terminate(err));
  return controller;
}

async function mainFetch(fetchParams, recursive = false) {
  const request = fetchParams.request;
  let response = null;
  if (BAD_PORTS.has(currentURL(request).port) && isHttpScheme(currentURL(request))) {
    response = makeNetworkError('bad port');
  }
  if (response === null) {
    response = await (async () => {
      const url = currentURL(request);
      if ((sameOrigin(url, request.url) && request.responseTainting === 'basic') ||
          url.protocol === 'data:' || request.mode === 'navigate' || request.mode === 'websocket') {
        request.responseTainting = 'basic';
        return await schemeFetch(fetchParams);
      }
      if (request.mode === 'same-origin') return makeNetworkError('request mode cannot be "same-origin"');
      if (request.mode === 'no-cors') {
        if (request.redirect !== 'follow') {
          return makeNetworkError('redirect mode cannot be "follow" for "no-cors" request');
        }
        request.responseTainting = 'opaque';
        return await schemeFetch(fetchParams);
      }
      if (!isHttpScheme(currentURL(request))) return makeNetworkError('URL scheme must be a HTTP(S) scheme');
      request.responseTainting = 'cors';
      return await httpFetch(fetchParams);
    })();
  }
  if (recursive) return response;
  if (response.status !== 0 && response.type === 'default') {
    if (request.responseTainting === 'basic') response.type = 'basic';
    else if (request.responseTainting === 'cors') response.type = 'cors';
  }
  if (response.urlList.length === 0) response.urlList.push(...request.urlList);
  if (response.status !== 0 && (request.method === 'HEAD' || request.method === 'CONNECT' ||
      NULL_BODY_STATUS.includes(response.status))) {
    response.body = null;
    fetchParams.controller.dump = true;
  }
  fetchFinale(fetchParams, response);
}

// A data: URL's MIME type and bytes, or null (the Fetch standard's data: URL processor).
function processDataURL(url) {
  let input = url.href.slice(5);
  const hash = input.indexOf('#');
  if (hash !== -1) input = input.slice(0, hash);
  const comma = input.indexOf(',');
  if (comma === -1) return null;
  let mime = input.slice(0, comma).replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
  let bytes = percentDecode(input.slice(comma + 1));
  const b64 = /;[\u0020]*base64$/i.exec(mime);
  if (b64 !== null) {
    const text = Buffer.from(bytes).toString('latin1').replace(/[\t\n\f\r ]/g, '');
    let t = text;
    if (t.length % 4 === 0) t = t.replace(/==?$/, '');
    if (t.length % 4 === 1 || /[^+/0-9A-Za-z]/.test(t)) return null;
    bytes = new Uint8Array(Buffer.from(t, 'base64'));
    mime = mime.slice(0, b64.index);
  }
  if (mime.startsWith(';')) mime = `text/plain${mime}`;
  let type = parseMimeType(mime);
  if (type === null) type = { essence: 'text/plain', parameters: new Map([['charset', 'US-ASCII']]) };
  let serialized = type.essence;
  for (const [k, v] of type.parameters) serialized += `;${k}=${v}`;
  return { mimeType: serialized, body: bytes };
}

function percentDecode(s) {
  const raw = Buffer.from(s, 'utf8');
  const out = [];
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === 0x25 && i + 2 < raw.length && /^[0-9A-Fa-f]{2}$/.test(String.fromCharCode(raw[i + 1], raw[i + 2]))) {
      out.push(parseInt(String.fromCharCode(raw[i + 1], raw[i + 2]), 16));
      i += 2;
    } else {
      out.push(c);
    }
  }
  return new Uint8Array(out);
}

function schemeFetch(fetchParams) {
  if (isCancelled(fetchParams) && fetchParams.request.redirectCount === 0) {
    return Promise.resolve(makeAppropriateNetworkError(fetchParams));
  }
  const { request } = fetchParams;
  const url = currentURL(request);
  switch (url.protocol) {
    case 'about:':
      return Promise.resolve(makeNetworkError('about scheme is not supported'));
    case 'blob:':
      return Promise.resolve(makeNetworkError('invalid method'));
    case 'data:': {
      const data = processDataURL(url);
      if (data === null) return Promise.resolve(makeNetworkError('failed to fetch the data URL'));
      const response = makeResponse({ statusText: 'OK', body: extractBody(data.body)[0] });
      response.headersList.append('Content-Type', data.mimeType, false);
      return Promise.resolve(response);
    }
    case 'file:':
      return Promise.resolve(makeNetworkError('not implemented... yet...'));
    case 'http:':
    case 'https:':
      return httpFetch(fetchParams).catch((err) => makeNetworkError(err));
    default:
      return Promise.resolve(makeNetworkError('unknown scheme'));
  }
}

function fetchFinale(fetchParams, response) {
  if (fetchParams.processResponse != null) {
    queueMicrotask(() => {
      fetchParams.processResponse(response);
      fetchParams.processResponse = null;
    });
  }
}

async function httpFetch(fetchParams) {
  const request = fetchParams.request;
  const response0 = await httpNetworkOrCacheFetch(fetchParams);
  let response = response0;
  if (REDIRECT_STATUS.has(response0.status)) {
    if (request.redirect !== 'manual' && fetchParams.controller.connection) {
      fetchParams.controller.connection.destroy(undefined, false);
    }
    if (request.redirect === 'error') response = makeNetworkError('unexpected redirect');
    else if (request.redirect === 'follow') response = await httpRedirectFetch(fetchParams, response);
  }
  return response;
}

function httpRedirectFetch(fetchParams, response) {
  const request = fetchParams.request;
  let locationURL;
  try {
    const location = response.headersList.get('location', true);
    if (location === null) return response;
    const base = response.urlList[response.urlList.length - 1];
    locationURL = new URL(Buffer.from(location, 'latin1').toString('utf8'), base);
    if (!locationURL.hash) locationURL.hash = currentURL(request).hash;
  } catch (err) {
    return Promise.resolve(makeNetworkError(err));
  }
  if (!isHttpScheme(locationURL)) {
    return Promise.resolve(makeNetworkError('URL scheme must be a HTTP(S) scheme'));
  }
  if (request.redirectCount === 20) return Promise.resolve(makeNetworkError('redirect count exceeded'));
  request.redirectCount += 1;
  if (request.mode === 'cors' && (locationURL.username || locationURL.password) &&
      !sameOrigin(request.url, locationURL)) {
    return Promise.resolve(makeNetworkError('cross origin not allowed for request mode "cors"'));
  }
  if (request.responseTainting === 'cors' && (locationURL.username || locationURL.password)) {
    return Promise.resolve(makeNetworkError('URL cannot contain credentials for request mode "cors"'));
  }
  if (response.status !== 303 && request.body != null && request.body.source == null) {
    return Promise.resolve(makeNetworkError());
  }
  if (([301, 302].includes(response.status) && request.method === 'POST') ||
      (response.status === 303 && request.method !== 'GET' && request.method !== 'HEAD')) {
    request.method = 'GET';
    request.body = null;
    for (const name of REQUEST_BODY_HEADERS) request.headersList.delete(name, true);
  }
  if (!sameOrigin(currentURL(request), locationURL)) {
    for (const name of ['authorization', 'proxy-authorization', 'cookie', 'host']) {
      request.headersList.delete(name, true);
    }
  }
  if (request.body != null) request.body = extractBody(request.body.source)[0];
  request.urlList.push(locationURL);
  return mainFetch(fetchParams, true);
}

async function httpNetworkOrCacheFetch(fetchParams) {
  const request = fetchParams.request;
  let httpFetchParams;
  let httpRequest;
  if (request.window === 'no-window' && request.redirect === 'error') {
    httpFetchParams = fetchParams;
    httpRequest = request;
  } else {
    httpRequest = cloneRequest(request);
    httpFetchParams = { ...fetchParams };
    httpFetchParams.request = httpRequest;
  }
  const contentLength = httpRequest.body ? httpRequest.body.length : null;
  let contentLengthValue = null;
  if (httpRequest.body == null && (httpRequest.method === 'POST' || httpRequest.method === 'PUT')) {
    contentLengthValue = '0';
  }
  if (contentLength != null) contentLengthValue = `${contentLength}`;
  if (contentLengthValue != null) httpRequest.headersList.append('content-length', contentLengthValue, true);
  if (httpRequest.referrer instanceof URL) {
    httpRequest.headersList.append('referer', httpRequest.referrer.href, true);
  }
  // No Origin header: a node request's origin is always "client".
  httpRequest.headersList.set('sec-fetch-mode', httpRequest.mode, true);
  if (!httpRequest.headersList.contains('user-agent', true)) {
    httpRequest.headersList.append('user-agent', DEFAULT_USER_AGENT, false);
  }
  const list = httpRequest.headersList;
  if (httpRequest.cache === 'default' && ['if-modified-since', 'if-none-match',
    'if-unmodified-since', 'if-match', 'if-range'].some((n) => list.contains(n, true))) {
    httpRequest.cache = 'no-store';
  }
  if (httpRequest.cache === 'no-cache' && !list.contains('cache-control', true)) {
    list.append('cache-control', 'max-age=0', true);
  }
  if (httpRequest.cache === 'no-store' || httpRequest.cache === 'reload') {
    if (!list.contains('pragma', true)) list.append('pragma', 'no-cache', true);
    if (!list.contains('cache-control', true)) list.append('cache-control', 'no-cache', true);
  }
  if (list.contains('range', true)) list.append('accept-encoding', 'identity', true);
  if (!list.contains('accept-encoding', true)) {
    list.append('accept-encoding', currentURL(httpRequest).protocol === 'https:'
      ? 'br, gzip, deflate' : 'gzip, deflate', true);
  }
  list.delete('host', true);
  httpRequest.cache = 'no-store';
  const response = await httpNetworkFetch(httpFetchParams);
  response.urlList = [...httpRequest.urlList];
  if (response.status === 407) {
    if (request.window === 'no-window') return makeNetworkError();
    if (isCancelled(fetchParams)) return makeAppropriateNetworkError(fetchParams);
    return makeNetworkError('proxy authentication required');
  }
  return response;
}

async function httpNetworkFetch(fetchParams) {
  const controller = fetchParams.controller;
  controller.connection = {
    abort: null,
    destroyed: false,
    destroy(err, abort = true) {
      if (!this.destroyed) {
        this.destroyed = true;
        if (abort && this.abort) this.abort(err != null ? err : abortError());
      }
    },
  };
  const request = fetchParams.request;
  let response = null;
  let requestBody = null;
  if (request.body != null) {
    requestBody = (async function* () {
      try {
        for await (const bytes of request.body.stream) {
          if (isCancelled(fetchParams)) return;
          yield bytes;
        }
      } catch (err) {
        if (isCancelled(fetchParams)) return;
        if (err.name === 'AbortError') controller.abort();
        else controller.terminate(err);
      }
    })();
  }
  try {
    const { body, status, statusText, headersList } = await dispatch(requestBody);
    const iterator = body[Symbol.asyncIterator]();
    controller.next = () => iterator.next();
    response = makeResponse({ status, statusText, headersList });
  } catch (err) {
    if (err.name === 'AbortError') {
      controller.connection.destroy();
      return makeAppropriateNetworkError(fetchParams, err);
    }
    return makeNetworkError(err);
  }
  const pullAlgorithm = async () => {
    await controller.resume();
  };
  const cancelAlgorithm = (reason) => {
    if (!isCancelled(fetchParams)) controller.abort(reason);
  };
  const stream = new ReadableStream({
    async start(c) {
      controller.controller = c;
    },
    async pull(c) {
      await pullAlgorithm(c);
    },
    async cancel(reason) {
      await cancelAlgorithm(reason);
    },
    type: 'bytes',
  });
  response.body = { stream, source: null, length: null };
  const onAborted = (reason) => {
    if (isAborted(fetchParams)) {
      response.aborted = true;
      if (isReadable(stream)) controller.controller.error(controller.serializedAbortReason);
    } else if (isReadable(stream)) {
      controller.controller.error(new TypeError('terminated', {
        cause: reason instanceof Error ? reason : undefined,
      }));
    }
    controller.connection.destroy();
  };
  controller.onAborted = onAborted;
  controller.on('terminated', onAborted);
  controller.resume = async () => {
    while (true) {
      let bytes;
      let isFailure = false;
      try {
        const { done, value } = await controller.next();
        if (isAborted(fetchParams)) break;
        bytes = done ? undefined : value;
      } catch (err) {
        if (controller.ended && !controller.encodedBodySize) {
          bytes = undefined;
        } else {
          bytes = err;
          isFailure = true;
        }
      }
      if (bytes === undefined) {
        closeController(controller.controller);
        return;
      }
      if (isFailure) {
        controller.terminate(bytes);
        return;
      }
      const buffer = new Uint8Array(bytes);
      if (buffer.byteLength) controller.controller.enqueue(buffer);
      if (isErrored(stream)) {
        controller.terminate();
        return;
      }
      if (controller.controller.desiredSize <= 0) return;
    }
  };
  return response;

  function dispatch(body) {
    const url = currentURL(request);
    return new Promise((resolve, reject) => {
      const headers = [];
      let contentLength = null;
      for (const [name, value] of request.headersList.entriesList) {
        if (name.toLowerCase() === 'content-length') contentLength = parseInt(value, 10);
        else headers.push([name, value]);
      }
      const handler = {
        body: null,
        onRequestSent() {},
        onHeaders(status, rawHeaders, resume, statusText) {
          if (status < 200) return;
          const headersList = new HeadersList();
          for (let i = 0; i < rawHeaders.length; i += 2) {
            headersList.append(rawHeaders[i].toLowerCase(), rawHeaders[i + 1], true);
          }
          const location = headersList.get('location', true);
          this.body = new Readable({ read: resume });
          const decoders = [];
          const willFollow = location && request.redirect === 'follow' && REDIRECT_STATUS.has(status);
          if (request.method !== 'HEAD' && request.method !== 'CONNECT' &&
              !NULL_BODY_STATUS.includes(status) && !willFollow) {
            const encoding = headersList.get('content-encoding', true);
            const codings = encoding ? encoding.toLowerCase().split(',') : [];
            if (codings.length > 5) {
              reject(new Error(`too many content-encodings in response: ${codings.length}, maximum allowed is 5`));
              return;
            }
            const zlib = require('./zlib.js');
            for (let i = codings.length - 1; i >= 0; --i) {
              const coding = codings[i].trim();
              if (coding === 'x-gzip' || coding === 'gzip') {
                decoders.push(zlib.createGunzip({
                  flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH,
                }));
              } else if (coding === 'deflate') {
                decoders.push(inflateEither(zlib));
              } else if (coding === 'br') {
                decoders.push(zlib.createBrotliDecompress({
                  flush: zlib.constants.BROTLI_OPERATION_FLUSH,
                  finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
                }));
              } else {
                decoders.length = 0;
                break;
              }
            }
          }
          const onError = this.onError.bind(this);
          resolve({
            status,
            statusText,
            headersList,
            body: decoders.length
              ? pipeline(this.body, ...decoders, (err) => { if (err) this.onError(err); }).on('error', onError)
              : this.body.on('error', onError),
          });
        },
        onData(chunk) {
          if (controller.dump) return true;
          controller.encodedBodySize = (controller.encodedBodySize || 0) + chunk.byteLength;
          return this.body.push(chunk);
        },
        onComplete() {
          if (this.abort) controller.off('terminated', this.abort);
          if (controller.onAborted) controller.off('terminated', controller.onAborted);
          controller.ended = true;
          this.body.push(null);
        },
        onError(error) {
          if (this.abort) controller.off('terminated', this.abort);
          if (this.body) this.body.destroy(error);
          controller.terminate(error);
          reject(error);
        },
      };
      const dispatched = getGlobalAgent().dispatch({
        url,
        method: request.method,
        path: url.pathname + url.search,
        headers,
        body,
        contentLength,
      }, handler);
      const abort = (err) => dispatched.abort(err);
      if (controller.connection.destroyed) {
        abort(abortError());
      } else {
        controller.on('terminated', abort);
        handler.abort = controller.connection.abort = abort;
      }
    });
  }
}

// undici's "deflate": zlib-wrapped or raw, told apart by the first byte.
function inflateEither(zlib) {
  const { Transform } = require('./stream.js');
  let inner = null;
  const out = new Transform({
    transform(chunk, encoding, callback) {
      if (inner === null) {
        const opts = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };
        inner = (chunk[0] & 0x0F) === 0x08 ? zlib.createInflate(opts) : zlib.createInflateRaw(opts);
        inner.on('data', (d) => out.push(d));
        inner.on('error', (e) => out.destroy(e));
      }
      inner.write(chunk, callback);
    },
    flush(callback) {
      if (inner === null) {
        callback();
        return;
      }
      inner.once('end', () => callback());
      inner.end();
    },
  });
  return out;
}

// node's own wrapper: fetch is an async function around undici's, as in node 20.
async function fetch(input, init = undefined) {
  try {
    return await fetchImpl(input, init);
  } catch (err) {
    if (err && typeof err === 'object' && typeof Error.captureStackTrace === 'function') {
      Error.captureStackTrace(err, fetch);
    }
    throw err;
  }
}

module.exports = { fetch, Headers, Request, Response, FormData };
