'use strict';

// node:querystring for evloop's Node host, written for evloop after the behaviour of
// Node v20: escape's unreserved set and UTF-8 percent-encoding, stringify of primitives and
// arrays, parse with custom separators, '+' as a space, maxKeys, the decoding fallback for
// malformed input (byte-wise, as unescapeBuffer), and `querystring.unescape` replaceable
// by the user. hosts/node/js/test/querystring_test.js compares it with node's own on many
// generated strings; fixtures/node/querystring.js runs it under evloop.

const { Buffer } = require('./buffer.js');

const HEX = [];
for (let i = 0; i < 256; i++) HEX.push(`%${i < 16 ? '0' : ''}${i.toString(16).toUpperCase()}`);

// ! ' ( ) * - . 0-9 A-Z _ a-z ~ pass through escape().
function unreserved(c) {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) ||
    c === 0x21 || (c >= 0x27 && c <= 0x2a) || c === 0x2d || c === 0x2e || c === 0x5f || c === 0x7e;
}

function uriError() {
  const e = new URIError('URI malformed');
  Object.defineProperty(e, 'code', { value: 'ERR_INVALID_URI', enumerable: true, writable: true, configurable: true });
  return e;
}

function encodeUtf8(str) {
  let out = '';
  let from = 0;
  for (let i = 0; i < str.length; i++) {
    let c = str.charCodeAt(i);
    if (c < 0x80 && unreserved(c)) continue;
    if (i > from) out += str.slice(from, i);
    if (c < 0x80) {
      out += HEX[c];
    } else if (c < 0x800) {
      out += HEX[0xc0 | (c >> 6)] + HEX[0x80 | (c & 0x3f)];
    } else if (c < 0xd800 || c >= 0xe000) {
      out += HEX[0xe0 | (c >> 12)] + HEX[0x80 | ((c >> 6) & 0x3f)] + HEX[0x80 | (c & 0x3f)];
    } else {
      // A surrogate takes the next unit as its low half, whatever it is (Node does).
      i++;
      if (i >= str.length) throw uriError();
      c = 0x10000 + (((c & 0x3ff) << 10) | (str.charCodeAt(i) & 0x3ff));
      out += HEX[0xf0 | (c >> 18)] + HEX[0x80 | ((c >> 12) & 0x3f)] +
        HEX[0x80 | ((c >> 6) & 0x3f)] + HEX[0x80 | (c & 0x3f)];
    }
    from = i + 1;
  }
  if (from === 0) return str;
  return from < str.length ? out + str.slice(from) : out;
}

function escape(str) {
  if (typeof str !== 'string') str = typeof str === 'object' ? String(str) : `${str}`;
  return encodeUtf8(str);
}

const hexValue = (c) => {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
};

// Percent-decoding byte by byte: a UTF-16 unit keeps its low byte, a bad escape stays.
function unescapeBuffer(s, decodeSpaces) {
  const bytes = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c === 0x2b && decodeSpaces) { bytes.push(0x20); continue; }
    if (c === 0x25 && i < s.length - 2) {
      const high = hexValue(s.charCodeAt(i + 1));
      if (high < 0) { bytes.push(0x25); continue; }
      const low = hexValue(s.charCodeAt(i + 2));
      if (low < 0) { bytes.push(0x25); continue; }
      c = high * 16 + low;
      i += 2;
    }
    bytes.push(c & 0xff);
  }
  return Buffer.from(bytes);
}

function unescape(s, decodeSpaces) {
  try {
    return decodeURIComponent(s);
  } catch (_) {
    return querystring.unescapeBuffer(s, decodeSpaces).toString();
  }
}

function primitiveText(v) {
  if (typeof v === 'string') return v;
  if ((typeof v === 'number' && Number.isFinite(v)) || typeof v === 'bigint') return `${v}`;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return '';
}
// With the built-in escape: numbers below 1e21 and bigints need no escaping.
function escapedText(v, encode) {
  if (typeof v === 'string') return v.length ? encode(v) : '';
  if (typeof v === 'number' && Number.isFinite(v)) return Math.abs(v) < 1e21 ? `${v}` : encode(`${v}`);
  if (typeof v === 'bigint') return `${v}`;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return '';
}

function stringify(obj, sep, eq, options) {
  sep = sep || '&';
  eq = eq || '=';
  let encode = querystring.escape;
  if (options && typeof options.encodeURIComponent === 'function') encode = options.encodeURIComponent;
  const text = encode === escape ? escapedText : (v, enc) => enc(primitiveText(v));
  if (obj === null || typeof obj !== 'object') return '';
  let out = '';
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    const head = text(key, encode) + eq;
    const list = Array.isArray(value) ? value : [value];
    if (list.length === 0) continue;
    for (let j = 0; j < list.length; j++) {
      if (out || j) out += sep;
      out += head + text(list[j], encode);
    }
  }
  return out;
}

function decodeWith(s, decode) {
  try {
    return decode(s);
  } catch (_) {
    return querystring.unescape(s, true);
  }
}

function addPair(obj, key, value, keyEncoded, valueEncoded, decode) {
  if (key.length > 0 && keyEncoded) key = decodeWith(key, decode);
  if (value.length > 0 && valueEncoded) value = decodeWith(value, decode);
  const old = obj[key];
  if (old === undefined) obj[key] = value;
  else if (Array.isArray(old)) old.push(value);
  else obj[key] = [old, value];
}

const isHex = (c) => hexValue(c) >= 0;

// One pass over the characters, as Node's: a key or value is decoded only when it holds a
// valid %XX or a '+' (or always, with a custom decodeURIComponent); empty pairs are skipped
// but count towards maxKeys.
function parse(qs, sep, eq, options) {
  const obj = { __proto__: null };
  if (typeof qs !== 'string' || qs.length === 0) return obj;
  sep = sep ? String(sep) : '&';
  eq = eq ? String(eq) : '=';
  let pairs = 1000;
  if (options && typeof options.maxKeys === 'number') pairs = options.maxKeys > 0 ? options.maxKeys : -1;
  let decode = querystring.unescape;
  if (options && typeof options.decodeURIComponent === 'function') decode = options.decodeURIComponent;
  const custom = decode !== unescape;

  let start = 0;
  let sepAt = 0;
  let eqAt = 0;
  let key = '';
  let value = '';
  let keyEncoded = custom;
  let valueEncoded = custom;
  let hexRun = 0;
  for (let i = 0; i < qs.length; i++) {
    const c = qs.charCodeAt(i);
    if (c === sep.charCodeAt(sepAt)) {
      sepAt++;
      if (sepAt === sep.length) {
        const end = i - sepAt + 1;
        let skip = false;
        if (eqAt < eq.length) {
          if (start < end) key += qs.slice(start, end);
          else if (key.length === 0) skip = true;
        } else if (start < end) {
          value += qs.slice(start, end);
        }
        if (!skip) addPair(obj, key, value, keyEncoded, valueEncoded, decode);
        if (--pairs === 0) return obj;
        keyEncoded = valueEncoded = custom;
        key = value = '';
        hexRun = 0;
        start = i + 1;
        sepAt = eqAt = 0;
      }
      continue;
    }
    sepAt = 0;
    if (eqAt < eq.length) {
      if (c === eq.charCodeAt(eqAt)) {
        eqAt++;
        if (eqAt === eq.length) {
          const end = i - eqAt + 1;
          if (start < end) key += qs.slice(start, end);
          hexRun = 0;
          start = i + 1;
        }
        continue;
      }
      eqAt = 0;
      if (!keyEncoded) {
        if (c === 0x25) { hexRun = 1; continue; }
        if (hexRun > 0) {
          if (isHex(c)) {
            if (++hexRun === 3) keyEncoded = true;
            continue;
          }
          hexRun = 0;
        }
      }
      if (c === 0x2b) {
        if (start < i) key += qs.slice(start, i);
        key += '%20';
        keyEncoded = true;
        start = i + 1;
      }
    } else if (c === 0x2b) {
      if (start < i) value += qs.slice(start, i);
      value += '%20';
      valueEncoded = true;
      start = i + 1;
    } else if (!valueEncoded) {
      if (c === 0x25) hexRun = 1;
      else if (hexRun > 0 && isHex(c)) { if (++hexRun === 3) valueEncoded = true; }
      else hexRun = 0;
    }
  }
  if (start < qs.length) {
    if (eqAt < eq.length) key += qs.slice(start);
    else if (sepAt < sep.length) value += qs.slice(start);
  } else if (eqAt === 0 && key.length === 0) {
    return obj;
  }
  addPair(obj, key, value, keyEncoded, valueEncoded, decode);
  return obj;
}

const querystring = {
  unescapeBuffer,
  unescape,
  escape,
  stringify,
  encode: stringify,
  parse,
  decode: parse,
};

module.exports = querystring;
