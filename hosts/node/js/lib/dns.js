'use strict';

// node:dns — `lookup`, as Node v20 does it: an IP literal (or an empty name) answers in a
// nextTick without asking anyone; any other name is one getaddrinfo request on libuv's
// thread pool (the pool fs uses, so its callback comes in a poll phase and it waits for a
// free worker like any fs request), answered in the resolver's order ('verbatim') unless
// asked otherwise. The resolver functions (`resolve*`, `Resolver`, `lookupService`) talk
// to DNS servers through c-ares in Node and are not provided.

const { binding } = require('./internals.js');
const { invalidArgType, invalidArgValue, validateFunction } = require('./internal/errors.js');

const ADDRCONFIG = 32;
const ALL = 16;
const V4MAPPED = 8;
const UV_EAI_NODATA = -3007;
const UV_EAI_NONAME = -3008;
const ORDERS = ['verbatim', 'ipv4first', 'ipv6first'];
const FAMILIES = [0, 4, 6];

let defaultOrder = 'verbatim';

let isIP;
const ipFamily = (host) => (isIP || (isIP = require('./net.js').isIP))(host);

// Where Node's own JavaScript makes a lookup's error (its one stack frame), by form:
// [frame, file:line, source line] — an unhandled rejection shows that line.
const SITES = {
  callback: ['GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:111:26)'],
  callbackAll: ['GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:122:26)'],
  promise: ['GetAddrInfoReqWrap.onlookup [as oncomplete] (node:internal/dns/promises:86:17)',
    'node:internal/dns/promises:86'],
  promiseAll: ['GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:internal/dns/promises:99:17)',
    'node:internal/dns/promises:99'],
};
const REJECT_LINE = "    this.reject(new DNSException(err, 'getaddrinfo', this.hostname));";
const kThrowSite = Symbol.for('evloop.throwSite');

// Node's DNSException: "getaddrinfo ENOTFOUND host", errno the libuv number.
function dnsError(err, syscall, hostname, site) {
  let [code] = err;
  const errno = err[1];
  if (errno === UV_EAI_NODATA || errno === UV_EAI_NONAME) code = 'ENOTFOUND';
  const message = `${syscall} ${code}${hostname ? ` ${hostname}` : ''}`;
  const e = new Error(message);
  e.stack = `Error: ${message}\n    at ${site[0]}`;
  e.errno = errno;
  e.code = code;
  e.syscall = syscall;
  if (hostname) e.hostname = hostname;
  if (site[1]) {
    Object.defineProperty(e, kThrowSite, { value: `${site[1]}\n${REJECT_LINE}\n${' '.repeat(16)}^\n` });
  }
  return e;
}

function oneOf(value, name, allowed) {
  if (!allowed.includes(value)) {
    const list = allowed.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(', ');
    throw invalidArgValue(name, value, `must be one of: ${list}`);
  }
}

function checkBoolean(value, name) {
  if (typeof value !== 'boolean') throw invalidArgType(name, 'boolean', value);
}

// lookup's options, as Node reads them: { family, hints, all, order }.
function readOptions(options) {
  const o = { family: 0, hints: 0, all: false, order: defaultOrder };
  if (typeof options === 'number') {
    oneOf(options, 'family', FAMILIES);
    o.family = options;
    return o;
  }
  if (options == null) return o;
  if (options.hints != null) {
    if (typeof options.hints !== 'number') throw invalidArgType('options.hints', 'number', options.hints);
    o.hints = options.hints >>> 0;
    if ((o.hints & ~(ADDRCONFIG | ALL | V4MAPPED)) !== 0) throw invalidArgValue('hints', o.hints, 'is invalid');
  }
  if (options.family != null) {
    if (options.family === 'IPv4') o.family = 4;
    else if (options.family === 'IPv6') o.family = 6;
    else {
      oneOf(options.family, 'options.family', FAMILIES);
      o.family = options.family;
    }
  }
  if (options.all != null) {
    checkBoolean(options.all, 'options.all');
    o.all = options.all;
  }
  if (options.verbatim != null) {
    checkBoolean(options.verbatim, 'options.verbatim');
    o.order = options.verbatim ? 'verbatim' : 'ipv4first';
  }
  if (options.order != null) {
    oneOf(options.order, 'options.order', ORDERS);
    o.order = options.order;
  }
  return o;
}

function warnInvalidHostname(hostname) {
  process.emitWarning(
    `The provided hostname "${hostname}" is not a valid hostname, and is supported in the dns module solely for compatibility.`,
    'DeprecationWarning', 'DEP0118');
}

// libuv refuses a name whose ASCII form does not fit its 256-byte buffer before any
// request (uv_getaddrinfo's IDNA step), with EINVAL.
function refusedAtOnce(hostname) {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(hostname) && hostname.length > 255;
}

const EINVAL = ['EINVAL', -22];

// One getaddrinfo request: `done(err, [addresses, families])`.
function getaddrinfo(hostname, o, site, done) {
  const denied = binding.fsAsync((err, value) => {
    if (err) done(dnsError(err, 'getaddrinfo', hostname, site));
    else done(null, value);
  }, 'dns.lookup', 'getaddrinfo', hostname, o.family, o.hints, ORDERS.indexOf(o.order));
  // evloop's --sandbox refuses lookups (hosts/node/src/permission.rs).
  if (denied !== undefined) throw require('./internal/errors.js').accessDenied(denied);
}

function lookup(hostname, options, callback) {
  if (hostname) {
    if (typeof hostname !== 'string') throw invalidArgType('hostname', 'string', hostname);
  }
  let o;
  if (typeof options === 'function') {
    callback = options;
    o = readOptions(undefined);
  } else if (typeof options === 'number') {
    validateFunction(callback, 'callback');
    o = readOptions(options);
  } else if (options !== undefined && typeof options !== 'object') {
    validateFunction(arguments.length === 2 ? options : callback, 'callback');
    throw invalidArgType('options', ['integer', 'object'], options);
  } else {
    validateFunction(callback, 'callback');
    o = readOptions(options);
  }
  if (!hostname) {
    warnInvalidHostname(hostname);
    if (o.all) process.nextTick(callback, null, []);
    else process.nextTick(callback, null, null, o.family === 6 ? 6 : 4);
    return {};
  }
  const matched = ipFamily(hostname);
  if (matched) {
    if (o.all) process.nextTick(callback, null, [{ address: hostname, family: matched }]);
    else process.nextTick(callback, null, hostname, matched);
    return {};
  }
  if (refusedAtOnce(hostname)) {
    process.nextTick(callback, dnsError(EINVAL, 'getaddrinfo', hostname, ['lookup (node:dns:219:5)']));
    return {};
  }
  getaddrinfo(hostname, o, o.all ? SITES.callbackAll : SITES.callback, (err, found) => {
    if (err) {
      callback(err);
      return;
    }
    const [addresses, families] = found;
    if (o.all) callback(null, addresses.map((address, i) => ({ address, family: o.family || families[i] })));
    else callback(null, addresses[0], o.family || families[0]);
  });
  return {};
}

function lookupPromise(hostname, options) {
  if (hostname && typeof hostname !== 'string') throw invalidArgType('hostname', 'string', hostname);
  if (options !== undefined && options !== null && typeof options !== 'number' && typeof options !== 'object') {
    throw invalidArgType('options', ['integer', 'object'], options);
  }
  const o = readOptions(options);
  if (!hostname) {
    warnInvalidHostname(hostname);
    return Promise.resolve(o.all ? [] : { address: null, family: o.family === 6 ? 6 : 4 });
  }
  const matched = ipFamily(hostname);
  if (matched) {
    const result = { address: hostname, family: matched };
    return Promise.resolve(o.all ? [result] : result);
  }
  return new Promise((resolve, reject) => {
    if (refusedAtOnce(hostname)) {
      reject(dnsError(EINVAL, 'getaddrinfo', hostname, ['node:internal/dns/promises:123:12']));
      return;
    }
    getaddrinfo(hostname, o, o.all ? SITES.promiseAll : SITES.promise, (err, found) => {
      if (err) {
        reject(err);
        return;
      }
      const [addresses, families] = found;
      const results = addresses.map((address, i) => ({ address, family: o.family || families[i] }));
      resolve(o.all ? results : results[0]);
    });
  });
}

function getDefaultResultOrder() {
  return defaultOrder;
}

function setDefaultResultOrder(order) {
  oneOf(order, 'dnsOrder', ORDERS);
  defaultOrder = order;
}

const errorCodes = {
  NODATA: 'ENODATA', FORMERR: 'EFORMERR', SERVFAIL: 'ESERVFAIL', NOTFOUND: 'ENOTFOUND',
  NOTIMP: 'ENOTIMP', REFUSED: 'EREFUSED', BADQUERY: 'EBADQUERY', BADNAME: 'EBADNAME',
  BADFAMILY: 'EBADFAMILY', BADRESP: 'EBADRESP', CONNREFUSED: 'ECONNREFUSED', TIMEOUT: 'ETIMEOUT',
  EOF: 'EOF', FILE: 'EFILE', NOMEM: 'ENOMEM', DESTRUCTION: 'EDESTRUCTION', BADSTR: 'EBADSTR',
  BADFLAGS: 'EBADFLAGS', NONAME: 'ENONAME', BADHINTS: 'EBADHINTS', NOTINITIALIZED: 'ENOTINITIALIZED',
  LOADIPHLPAPI: 'ELOADIPHLPAPI', ADDRGETNETWORKPARAMS: 'EADDRGETNETWORKPARAMS', CANCELLED: 'ECANCELLED',
};

const promises = {
  lookup: lookupPromise, getDefaultResultOrder, setDefaultResultOrder, ...errorCodes,
};

module.exports = {
  lookup, getDefaultResultOrder, setDefaultResultOrder, ADDRCONFIG, ALL, V4MAPPED, ...errorCodes, promises,
};
