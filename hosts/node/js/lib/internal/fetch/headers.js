'use strict';

// Headers of node 20's fetch: a header list keyed by the lower-cased name that keeps the
// case of a name's first use and its values joined with ", " (Set-Cookie values also each
// on their own), iterated sorted by name as the Fetch standard's "sort and combine", and
// guarded ('immutable' for a fetched response's and Response.error()'s headers).

const {
  invalidArgument, conversionFailed, argumentLengthCheck, brandCheck, toByteString, exception,
  isObjectLike, definePairIterable,
} = require('./internal/fetch/webidl.js');
const { setToStringTag, makeEnumerable } = require('./internal/node_errors.js');

const kInspect = Symbol.for('nodejs.util.inspect.custom');
const kList = Symbol('headers list');
const kGuard = Symbol('guard');

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function isValidHeaderName(name) {
  return TOKEN.test(name);
}

// A normalized value: no NUL, CR or LF, no surrounding HTTP whitespace.
function isValidHeaderValue(value) {
  if (/[\0\r\n]/.test(value)) return false;
  return !/^[\t ]|[\t ]$/.test(value);
}

function normalizeValue(value) {
  return value.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');
}

class HeadersList {
  constructor(init) {
    // lower-cased name -> { name, value }
    this.map = new Map(init ? init.map : undefined);
    if (init) {
      for (const [k, v] of this.map) this.map.set(k, { name: v.name, value: v.value });
    }
    this.cookies = init && init.cookies ? [...init.cookies] : null;
    this.sorted = null;
  }

  contains(name, isLowerCase) {
    return this.map.has(isLowerCase ? name : name.toLowerCase());
  }

  clear() {
    this.map.clear();
    this.sorted = null;
    this.cookies = null;
  }

  append(name, value, isLowerCase) {
    this.sorted = null;
    const lower = isLowerCase ? name : name.toLowerCase();
    const existing = this.map.get(lower);
    if (existing) {
      const sep = lower === 'cookie' ? '; ' : ', ';
      existing.value = `${existing.value}${sep}${value}`;
    } else {
      this.map.set(lower, { name, value });
    }
    if (lower === 'set-cookie') (this.cookies || (this.cookies = [])).push(value);
  }

  set(name, value, isLowerCase) {
    this.sorted = null;
    const lower = isLowerCase ? name : name.toLowerCase();
    if (lower === 'set-cookie') this.cookies = [value];
    this.map.set(lower, { name, value });
  }

  delete(name, isLowerCase) {
    this.sorted = null;
    const lower = isLowerCase ? name : name.toLowerCase();
    if (lower === 'set-cookie') this.cookies = null;
    this.map.delete(lower);
  }

  get(name, isLowerCase) {
    const entry = this.map.get(isLowerCase ? name : name.toLowerCase());
    return entry === undefined ? null : entry.value;
  }

  * [Symbol.iterator]() {
    for (const [lower, { value }] of this.map) yield [lower, value];
  }

  // { name as first written: combined value }, in insertion order (how node inspects it).
  get entries() {
    const out = {};
    for (const { name, value } of this.map.values()) out[name] = value;
    return out;
  }

  // [name, value] pairs to send, each Set-Cookie on its own.
  get entriesList() {
    const out = [];
    for (const [lower, { name, value }] of this.map) {
      if (lower === 'set-cookie' && this.cookies) {
        for (const c of this.cookies) out.push([name, c]);
      } else {
        out.push([name, value]);
      }
    }
    return out;
  }

  // The Fetch standard's "sort and combine".
  sortAndCombine() {
    if (this.sorted !== null) return this.sorted;
    const names = [...this.map.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const out = [];
    for (const name of names) {
      if (name === 'set-cookie' && this.cookies) {
        for (const c of this.cookies) out.push([name, c]);
      } else {
        out.push([name, this.map.get(name).value]);
      }
    }
    this.sorted = out;
    return out;
  }
}

function appendHeader(headers, name, value) {
  value = normalizeValue(value);
  if (!isValidHeaderName(name)) throw invalidArgument('Headers.append', name, 'header name');
  if (!isValidHeaderValue(value)) throw invalidArgument('Headers.append', value, 'header value');
  if (headers[kGuard] === 'immutable') throw new TypeError('immutable');
  headers[kList].append(name, value, false);
}

// Fills `headers` from a HeadersInit: a sequence of pairs or a record.
function fill(headers, init) {
  if (!isObjectLike(init)) {
    throw conversionFailed('Headers constructor', 'Argument 1',
      ['sequence<sequence<ByteString>>', 'record<ByteString, ByteString>']);
  }
  if (init instanceof Headers) {
    for (const [name, value] of init[kList].entriesList) appendHeader(headers, name, value);
    return;
  }
  if (typeof init[Symbol.iterator] === 'function') {
    for (const pair of init) {
      const list = typeof pair === 'string' || !isObjectLike(pair) ? null : [...pair];
      if (list === null) {
        throw exception('Headers contructor', 'init (sequence<ByteString>) is not iterable.');
      }
      if (list.length !== 2) {
        throw exception('Headers constructor',
          `expected name/value pair to be length 2, found ${list.length}.`);
      }
      appendHeader(headers, toByteString(list[0], 'Header name'), toByteString(list[1], 'Header value'));
    }
    return;
  }
  for (const key of Reflect.ownKeys(init)) {
    const desc = Reflect.getOwnPropertyDescriptor(init, key);
    if (desc === undefined || !desc.enumerable || typeof key === 'symbol') continue;
    appendHeader(headers, toByteString(key, 'Header name'), toByteString(init[key], 'Header value'));
  }
}

function checkName(prefix, name) {
  if (!isValidHeaderName(name)) throw invalidArgument(prefix, name, 'header name');
}

class Headers {
  constructor(init = undefined) {
    this[kList] = new HeadersList();
    this[kGuard] = 'none';
    if (init !== undefined) fill(this, init);
  }

  append(name, value) {
    brandCheck(this, Headers);
    argumentLengthCheck(arguments, 2, 'Headers.append');
    appendHeader(this, toByteString(name, 'Headers.append', 'name'),
      toByteString(value, 'Headers.append', 'value'));
  }

  delete(name) {
    brandCheck(this, Headers);
    argumentLengthCheck(arguments, 1, 'Headers.delete');
    name = toByteString(name, 'Headers.delete', 'name');
    checkName('Headers.delete', name);
    if (this[kGuard] === 'immutable') throw new TypeError('immutable');
    if (!this[kList].contains(name, false)) return;
    this[kList].delete(name, false);
  }

  get(name) {
    brandCheck(this, Headers);
    argumentLengthCheck(arguments, 1, 'Headers.get');
    name = toByteString(name, 'Headers.get', 'name');
    checkName('Headers.get', name);
    return this[kList].get(name, false);
  }

  has(name) {
    brandCheck(this, Headers);
    argumentLengthCheck(arguments, 1, 'Headers.has');
    name = toByteString(name, 'Headers.has', 'name');
    checkName('Headers.has', name);
    return this[kList].contains(name, false);
  }

  set(name, value) {
    brandCheck(this, Headers);
    argumentLengthCheck(arguments, 2, 'Headers.set');
    name = toByteString(name, 'Headers.set', 'name');
    value = normalizeValue(toByteString(value, 'Headers.set', 'value'));
    checkName('Headers.set', name);
    if (!isValidHeaderValue(value)) throw invalidArgument('Headers.set', value, 'header value');
    if (this[kGuard] === 'immutable') throw new TypeError('immutable');
    this[kList].set(name, value, false);
  }

  getSetCookie() {
    brandCheck(this, Headers);
    const list = this[kList].cookies;
    return list ? [...list] : [];
  }

  [kInspect](depth, options) {
    const opts = Object.assign({}, options);
    if (opts.depth == null) opts.depth = depth;
    return `Headers ${require('./util.js').formatWithOptions(opts, this[kList].entries)}`;
  }
}
makeEnumerable(Headers.prototype, ['append', 'delete', 'get', 'has', 'set', 'getSetCookie']);
definePairIterable(Headers, 'Headers', (headers, i) => headers[kList].sortAndCombine()[i]);
Object.defineProperty(Headers.prototype, kInspect, { enumerable: false });
setToStringTag(Headers.prototype, 'Headers');

// A Headers object wrapping an existing list (a Request's or Response's), with a guard.
function headersFromList(list, guard) {
  const h = new Headers();
  h[kList] = list;
  h[kGuard] = guard;
  return h;
}

module.exports = {
  Headers, HeadersList, kList, kGuard, fill, headersFromList, isValidHeaderName,
  isValidHeaderValue, normalizeValue,
};
