'use strict';

// Response of node 20's fetch. Its state (the standard's "response") is a plain object:
// type, status, statusText, headersList, urlList, body, aborted, error.

const { HeadersList, kGuard, fill, headersFromList } = require('./internal/fetch/headers.js');
const {
  kBody, extractBody, cloneBody, bodyUnusable, mixinBody, isDisturbed, convertBodyInit,
} = require('./internal/fetch/body.js');
const {
  argumentLengthCheck, brandCheck, exception, toUSVString, toByteString, isObjectLike,
} = require('./internal/fetch/webidl.js');
const { setToStringTag, makeEnumerable } = require('./internal/node_errors.js');
const natives = require('./natives.js');

const kInspect = Symbol.for('nodejs.util.inspect.custom');
const kHeaders = Symbol('headers');
const kConstruct = Symbol('construct');

const NULL_BODY_STATUS = [101, 204, 205, 304];
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);

function makeResponse(init) {
  return {
    aborted: false,
    type: 'default',
    status: 200,
    statusText: '',
    body: null,
    error: undefined,
    ...init,
    headersList: init && init.headersList ? new HeadersList(init.headersList) : new HeadersList(),
    urlList: init && init.urlList ? [...init.urlList] : [],
  };
}

function makeNetworkError(reason) {
  const isError = reason instanceof Error || (reason != null && typeof reason === 'object' &&
    typeof reason.name === 'string' && typeof reason.message === 'string');
  return makeResponse({
    type: 'error',
    status: 0,
    error: isError ? reason : new Error(reason ? String(reason) : reason),
    aborted: !!(reason && reason.name === 'AbortError'),
  });
}

function isNetworkError(response) {
  return response.type === 'error' && response.status === 0;
}

function cloneResponse(response) {
  const out = makeResponse({ ...response, body: null });
  if (response.body != null) out.body = cloneBody(response.body);
  return out;
}

function unsignedShort(v) {
  const n = Math.trunc(Number(v)) || 0;
  return ((n % 65536) + 65536) % 65536;
}

// The ResponseInit dictionary.
function convertInit(init) {
  if (init === undefined || init === null) return { status: 200 };
  if (!isObjectLike(init)) {
    throw exception('Response constructor', 'Expected init to be a dictionary.');
  }
  const out = {};
  out.status = init.status === undefined ? 200 : unsignedShort(init.status);
  if (init.statusText !== undefined) out.statusText = toByteString(init.statusText, 'Response constructor', 'statusText');
  if (init.headers !== undefined) out.headers = init.headers;
  return out;
}

function initializeResponse(response, init, body) {
  if (init.status != null && (init.status < 200 || init.status > 599)) {
    throw new RangeError('init["status"] must be in the range of 200 to 599, inclusive.');
  }
  if (init.statusText != null && !/^[\t\x20-\x7E\x80-\xFF]*$/.test(init.statusText)) {
    throw new TypeError('Invalid statusText');
  }
  const state = response[kBody];
  if (init.status != null) state.status = init.status;
  if (init.statusText != null) state.statusText = init.statusText;
  if (init.headers != null) fill(response[kHeaders], init.headers);
  if (body) {
    if (NULL_BODY_STATUS.includes(state.status)) {
      throw exception('Response constructor', `Invalid response status code ${state.status}`);
    }
    state.body = body.body;
    if (body.type != null && !state.headersList.contains('content-type', true)) {
      state.headersList.append('content-type', body.type, true);
    }
  }
}

function fromInnerResponse(inner, guard) {
  const response = new Response(kConstruct);
  response[kBody] = inner;
  response[kHeaders] = headersFromList(inner.headersList, guard);
  return response;
}

class Response {
  static error() {
    return fromInnerResponse(makeNetworkError(), 'immutable');
  }

  static json(data, init = {}) {
    argumentLengthCheck(arguments, 1, 'Response.json');
    const conv = convertInit(init);
    const text = JSON.stringify(data);
    if (text === undefined) throw new TypeError('Value is not JSON serializable');
    const body = extractBody(natives.utf8Encode(text));
    const response = fromInnerResponse(makeResponse({}), 'response');
    initializeResponse(response, conv, { body: body[0], type: 'application/json' });
    return response;
  }

  static redirect(url, status = 302) {
    argumentLengthCheck(arguments, 1, 'Response.redirect');
    url = toUSVString(url);
    status = unsignedShort(status);
    let parsed;
    try {
      parsed = new URL(url);
    } catch (err) {
      throw new TypeError(`Failed to parse URL from ${url}`, { cause: err });
    }
    if (!REDIRECT_STATUS.has(status)) throw new RangeError(`Invalid status code ${status}`);
    const response = fromInnerResponse(makeResponse({}), 'immutable');
    response[kBody].status = status;
    response[kBody].headersList.append('location', parsed.href, true);
    return response;
  }

  constructor(body = null, init = {}) {
    if (body === kConstruct) return;
    const conv = convertInit(init);
    this[kBody] = makeResponse({});
    this[kHeaders] = headersFromList(this[kBody].headersList, 'response');
    let bodyWithType = null;
    if (body !== null && body !== undefined) {
      const [extracted, type] = extractBody(convertBodyInit(body));
      bodyWithType = { body: extracted, type };
    }
    initializeResponse(this, conv, bodyWithType);
  }

  get type() { brandCheck(this, Response); return this[kBody].type; }

  get url() {
    brandCheck(this, Response);
    const list = this[kBody].urlList;
    const url = list[list.length - 1];
    if (url === undefined) return '';
    return url.href.replace(/#.*$/, '');
  }

  get redirected() { brandCheck(this, Response); return this[kBody].urlList.length > 1; }

  get status() { brandCheck(this, Response); return this[kBody].status; }

  get ok() {
    brandCheck(this, Response);
    return this[kBody].status >= 200 && this[kBody].status <= 299;
  }

  get statusText() { brandCheck(this, Response); return this[kBody].statusText; }

  get headers() { brandCheck(this, Response); return this[kHeaders]; }

  get body() {
    brandCheck(this, Response);
    return this[kBody].body ? this[kBody].body.stream : null;
  }

  get bodyUsed() {
    brandCheck(this, Response);
    return !!this[kBody].body && isDisturbed(this[kBody].body.stream);
  }

  clone() {
    brandCheck(this, Response);
    if (bodyUnusable(this)) throw exception('Response.clone', 'Body has already been consumed.');
    return fromInnerResponse(cloneResponse(this[kBody]), this[kHeaders][kGuard]);
  }

  [kInspect](depth, options) {
    const opts = Object.assign({}, options);
    if (opts.depth === null) opts.depth = 2;
    const properties = {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
      body: this.body,
      bodyUsed: this.bodyUsed,
      ok: this.ok,
      redirected: this.redirected,
      type: this.type,
      url: this.url,
    };
    return `Response ${require('./util.js').formatWithOptions(opts, properties)}`;
  }
}

mixinBody(Response);
makeEnumerable(Response.prototype, ['type', 'url', 'status', 'ok', 'redirected', 'statusText',
  'headers', 'clone', 'body', 'bodyUsed']);
makeEnumerable(Response, ['json', 'redirect', 'error']);
Object.defineProperty(Response.prototype, kInspect, { enumerable: false });
setToStringTag(Response.prototype, 'Response');

module.exports = {
  Response, makeResponse, makeNetworkError, isNetworkError, fromInnerResponse, cloneResponse,
  NULL_BODY_STATUS, REDIRECT_STATUS, kHeaders,
};
