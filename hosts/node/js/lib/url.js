'use strict';

// node:url — URL and URLSearchParams after the WHATWG URL Standard (with
// node 20's departures from it where they show), plus node's helpers. The
// standard's parser and the two classes are the engine's shared core
// (hosts/engine/js/web/url.js, `internal/web/url` here); this module gives it
// node's errors and ada's departures, and adds what only node has: inspection,
// blob registration, the helpers.

const { makeError, invalidArgType, invalidThis, missingArgs, validateString } = require('./internal/errors.js');

const kInspect = Symbol.for('nodejs.util.inspect.custom');

let inspectImpl;
const fallbackInspect = (v, o) => (inspectImpl || (inspectImpl = require('./internal/util/inspect.js').inspect))(v, o);

const core = require('./internal/web/url.js')({
  ada: true,
  errors: {
    // The constructor's error is a plain TypeError with a code (node throws it
    // from C++); the href setter's is one of node's coded errors.
    invalidURL({ input, base, setter }) {
      const err = setter ? makeError(TypeError, 'ERR_INVALID_URL', 'Invalid URL') : new TypeError('Invalid URL');
      if (!setter) err.code = 'ERR_INVALID_URL';
      err.input = input;
      if (base !== undefined) err.base = base;
      return err;
    },
    missingArgs: (iface, method, names, needed) => missingArgs(...names.slice(0, needed)),
    invalidThis: (iface) => (iface === 'URL' ? new TypeError('Receiver must be an instance of class URL') : invalidThis(iface)),
    notIterable: () => makeError(TypeError, 'ERR_ARG_NOT_ITERABLE', 'Query pairs must be iterable'),
    invalidTuple: () => makeError(TypeError, 'ERR_INVALID_TUPLE', 'Each query pair must be an iterable [name, value] tuple'),
    notFunction: (iface, method, value) => invalidArgType('callback', 'Function', value),
  },
});
const {
  URL, URLSearchParams, ParamsIteratorPrototype, parseURL, serialize, copyRecord, setHost, toUSV, percentEncode,
  punyDecode, FILE_PATH_SET, recordOf,
} = core;

const isObject = (v) => (typeof v === 'object' && v !== null) || typeof v === 'function';
const stylizeOf = (options) => (options && typeof options.stylize === 'function' ? options.stylize : (s) => s);
const innerOptions = (depth, options) => (typeof depth === 'number' ? { ...options, depth: depth - 1 } : { ...options });
const hidden = (value) => ({ value, writable: true, enumerable: false, configurable: true });

// `URLSearchParams { 'a' => '1' }`, one pair a line when wider than breakLength.
Object.defineProperty(URLSearchParams.prototype, kInspect, hidden(function inspectParams(depth, options, inspect = fallbackInspect) {
  const list = core.paramsList(this);
  if (typeof depth === 'number' && depth < 0) return stylizeOf(options)('[Object]', 'special');
  const inner = innerOptions(depth, options);
  const parts = list.map(([k, v]) => `${inspect(k, inner)} => ${inspect(v, inner)}`);
  const width = parts.reduce((n, p) => n + p.replace(/\u001b\[\d\d?m/g, '').length + 2, -2);
  const name = this.constructor.name;
  if (options && width > options.breakLength) return `${name} {\n  ${parts.join(',\n  ')} }`;
  return parts.length > 0 ? `${name} { ${parts.join(', ')} }` : `${name} {}`;
}));

// `URLSearchParams Iterator { 'a', 'b' }`: the items still to come.
Object.defineProperty(ParamsIteratorPrototype, kInspect, hidden(function inspectIterator(depth, options, inspect = fallbackInspect) {
  const rest = core.iteratorRest(this);
  if (typeof depth === 'number' && depth < 0) return stylizeOf(options)('[Object]', 'special');
  const inner = innerOptions(depth, options);
  const items = rest.map((x) => inspect(x, inner));
  const body = inspect(rest, inner).includes('\n') ? `\n  ${items.join(',\n  ')}` : ` ${items.join(', ')}`;
  return `URLSearchParams Iterator {${body} }`;
}));

// `URL { href: ..., ..., hash: '' }` (an object of over six entries: one a line).
Object.defineProperty(URL.prototype, kInspect, hidden(function inspectURL(depth, options, inspect = fallbackInspect) {
  recordOf(this);
  if (typeof depth === 'number' && depth < 0) return this;
  const shown = {};
  for (const key of ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port',
    'pathname', 'search', 'searchParams', 'hash']) shown[key] = this[key];
  return `${this.constructor.name} ${inspect(shown, options)}`;
}));

// Node's classes define the inspect method in their bodies and the tag (and the
// iterator) afterwards: those go after it among the prototypes' own symbols.
for (const proto of [URL.prototype, URLSearchParams.prototype, ParamsIteratorPrototype]) {
  for (const key of [Symbol.toStringTag, Symbol.iterator]) {
    const desc = Object.getOwnPropertyDescriptor(proto, key);
    if (desc === undefined) continue;
    delete proto[key];
    Object.defineProperty(proto, key, desc);
  }
}

// Blob URLs are only registered (nothing fetches them here).
const blobs = new Map();
Object.defineProperties(URL, {
  createObjectURL: { ...hidden(function createObjectURL(obj) {
    if (typeof Blob !== 'function' || !(obj instanceof Blob)) throw invalidArgType('obj', 'Blob', obj);
    const id = `${Date.now().toString(16)}-${(blobs.size + 1).toString(16)}`;
    blobs.set(id, obj);
    return `blob:nodedata:${id}`;
  }), enumerable: true },
  revokeObjectURL: { ...hidden(function revokeObjectURL(url) {
    if (arguments.length === 0) throw missingArgs('url');
    blobs.delete(`${url}`.replace(/^blob:nodedata:/, ''));
  }), enumerable: true },
});

// ---------------------------------------------------------------------------
// node's helpers

const isURLLike = (v) => Boolean(v && v.href && v.protocol && v.auth === undefined && v.path === undefined);

function fileURLToPath(path) {
  if (typeof path === 'string') path = new URL(path);
  else if (!isURLLike(path)) throw invalidArgType('path', ['string', 'URL'], path);
  if (path.protocol !== 'file:') throw makeError(TypeError, 'ERR_INVALID_URL_SCHEME', 'The URL must be of scheme file');
  if (path.hostname !== '') {
    const platform = (typeof process === 'object' && process && process.platform) || 'linux';
    throw makeError(TypeError, 'ERR_INVALID_FILE_URL_HOST', `File URL host must be "localhost" or empty on ${platform}`);
  }
  if (/%2f/i.test(path.pathname)) {
    throw makeError(TypeError, 'ERR_INVALID_FILE_URL_PATH', 'File URL path must not include encoded / characters');
  }
  try {
    return decodeURIComponent(path.pathname);
  } catch (_) {
    throw new URIError('URI malformed'); // V8's words, whatever the engine says
  }
}

// (`options`, whose `windows` asks for Windows paths, is not modelled.)
function pathToFileURL(filepath, options) {
  validateString(filepath, 'path');
  let resolved = require('./path.js').resolve(filepath);
  if (filepath.endsWith('/') && !resolved.endsWith('/')) resolved += '/';
  return new URL(`file://${percentEncode(resolved, FILE_PATH_SET)}`);
}

// The host `domain` gives as a ws: URL's hostname ('' when it is none), as node does.
function hostOf(domain) {
  const url = parseURL('ws://x', null);
  return `${domain}` !== '' && setHost(url, toUSV(domain), true) ? url.host : '';
}
const labelsToUnicode = (host) => host.split('.').map((l) => (l.startsWith('xn--') && punyDecode(l.slice(4))) || l).join('.');

function domainToASCII(domain) {
  if (arguments.length < 1) throw missingArgs('domain');
  return hostOf(domain);
}

function domainToUnicode(domain) {
  if (arguments.length < 1) throw missingArgs('domain');
  return labelsToUnicode(hostOf(domain));
}

function urlToHttpOptions(url) {
  const { hostname, pathname, port, username, password, search } = url;
  const options = { __proto__: null, ...url, protocol: url.protocol,
    hostname: hostname && hostname[0] === '[' ? hostname.slice(1, -1) : hostname,
    hash: url.hash, search, pathname, path: `${pathname || ''}${search || ''}`, href: url.href };
  if (port !== '') options.port = Number(port);
  if (username || password) options.auth = `${decodeURIComponent(username)}:${decodeURIComponent(password)}`;
  return options;
}

// The legacy formatter of Url-like objects ({ protocol, host, pathname, query, ... }).
const SLASHED = new Set(['http:', 'https:', 'ftp:', 'gopher:', 'file:', 'ws:', 'wss:']);
const queryText = (v) => (typeof v === 'string' ? v : (typeof v === 'number' && isFinite(v)) || typeof v === 'bigint' ||
  typeof v === 'boolean' ? `${v}` : '');

function formatLegacy(obj) {
  const auth = obj.auth ? `${percentEncode(obj.auth, ' "#$%&+,/;<=>?@[\\]^`{|}')}@` : '';
  let protocol = obj.protocol || '';
  let pathname = (obj.pathname || '').replace(/[#?]/g, (c) => (c === '#' ? '%23' : '%3F'));
  let host = '';
  if (obj.host) host = auth + obj.host;
  else if (obj.hostname) {
    const h = obj.hostname;
    const bracket = h.includes(':') && !(h[0] === '[' && h[h.length - 1] === ']');
    host = auth + (bracket ? `[${h}]` : h) + (obj.port ? `:${obj.port}` : '');
  }
  const q = obj.query;
  const query = q !== null && typeof q === 'object' ? Object.keys(q).map((k) => {
    const key = `${encodeURIComponent(queryText(k))}=`;
    return (Array.isArray(q[k]) ? q[k] : [q[k]]).map((x) => key + encodeURIComponent(queryText(x))).join('&');
  }).join('&') : '';
  let search = (obj.search || (query && `?${query}`) || '').replace(/#/g, '%23');
  if (protocol && !protocol.endsWith(':')) protocol += ':';
  if (obj.slashes || SLASHED.has(protocol)) {
    if (obj.slashes || host) {
      if (pathname && pathname[0] !== '/') pathname = `/${pathname}`;
      host = `//${host}`;
    } else if (protocol.startsWith('file')) host = '//';
  }
  if (search && search[0] !== '?') search = `?${search}`;
  const hash = obj.hash && obj.hash[0] !== '#' ? `#${obj.hash}` : obj.hash || '';
  return protocol + host + pathname + search + hash;
}

// format(URL, options) and format(Url-like object); the legacy url.parse()
// is not modelled, so neither is format(string).
function format(urlObject, options) {
  if (typeof urlObject === 'string') {
    throw makeError(Error, 'ERR_METHOD_NOT_IMPLEMENTED', 'The url.format(string) method is not implemented');
  }
  if (!isObject(urlObject) || typeof urlObject === 'function') throw invalidArgType('urlObject', ['object', 'string'], urlObject);
  if (!core.isURL(urlObject)) return formatLegacy(urlObject);
  const flags = { fragment: true, unicode: false, search: true, auth: true };
  if (options) {
    if (typeof options !== 'object' || Array.isArray(options)) throw invalidArgType('options', 'object', options);
    for (const key of Object.keys(flags)) if (options[key] != null) flags[key] = Boolean(options[key]);
  }
  const url = copyRecord(recordOf(urlObject));
  if (!flags.fragment) url.fragment = null;
  if (!flags.search) url.query = null;
  if (!flags.auth) url.username = url.password = '';
  if (flags.unicode && url.host) url.host = labelsToUnicode(url.host);
  return serialize(url);
}

module.exports = {
  format, URL, URLSearchParams, domainToASCII, domainToUnicode, pathToFileURL, fileURLToPath, urlToHttpOptions,
};
