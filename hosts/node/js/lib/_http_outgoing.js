'use strict';

// node:_http_outgoing for evloop: OutgoingMessage, what ServerResponse and ClientRequest
// share. The head is built once (_storeHeader) and sent in front of the first body bytes;
// until the message has its socket, writes wait in outputData. Chunked encoding is used
// when the length is not known; 'finish' comes from the socket's callback for the last
// write, as in node.

const Stream = require('./stream.js');
const { Buffer } = require('./buffer.js');
const { makeError, invalidArgType } = require('./internal/errors.js');
const { validateHeaderName, validateHeaderValue, _checkInvalidHeaderChar: checkInvalidHeaderChar } =
  require('./_http_common.js');

const kOutHeaders = Symbol('kOutHeaders');
const kCorked = Symbol('corked');
const kNeedDrain = Symbol('kNeedDrain');
const kSocket = Symbol('kSocket');
const kHighWaterMark = Symbol('kHighWaterMark');

const crlf = '\r\n';
const RE_CONN_CLOSE = /(?:^|\W)close(?:$|\W)/i;
const RE_TE_CHUNKED = /(?:^|\W)chunked(?:$|\W)/i;

function nop() {}

// The Date header: node recomputes it at most once a second.
let dateCache;
function utcDate() {
  if (!dateCache) {
    dateCache = new Date().toUTCString();
    setTimeout(() => { dateCache = undefined; }, 1000 - new Date().getMilliseconds()).unref();
  }
  return dateCache;
}

function headersSentError(what) {
  return makeError(Error, 'ERR_HTTP_HEADERS_SENT', `Cannot ${what} headers after they are sent to the client`);
}

function OutgoingMessage(options) {
  Stream.call(this);
  this.outputData = [];
  this.outputSize = 0;
  this.writable = true;
  this.destroyed = false;
  this._last = false;
  this.chunkedEncoding = false;
  this.shouldKeepAlive = true;
  this.maxRequestsOnConnectionReached = false;
  this._defaultKeepAlive = true;
  this.useChunkedEncodingByDefault = true;
  this.sendDate = false;
  this._removedConnection = false;
  this._removedContLen = false;
  this._removedTE = false;
  this.strictContentLength = false;
  this._contentLength = null;
  this._hasBody = true;
  this._trailer = '';
  this[kNeedDrain] = false;
  this.finished = false;
  this._headerSent = false;
  this[kCorked] = 0;
  this._closed = false;
  this[kSocket] = null;
  this._header = null;
  this[kOutHeaders] = null;
  this._keepAliveTimeout = 0;
  this._onPendingData = nop;
  this[kHighWaterMark] = (options && options.highWaterMark) || 16384;
}
Object.setPrototypeOf(OutgoingMessage.prototype, Stream.prototype);
Object.setPrototypeOf(OutgoingMessage, Stream);

Object.defineProperties(OutgoingMessage.prototype, {
  closed: { get() { return this._closed; }, configurable: true },
  socket: {
    get() { return this[kSocket]; },
    set(v) { this[kSocket] = v; },
    configurable: true,
  },
  connection: {
    get() { return this[kSocket]; },
    set(v) { this[kSocket] = v; },
    configurable: true,
  },
  headersSent: { get() { return !!this._header; }, configurable: true },
  writableEnded: { get() { return this.finished; }, configurable: true },
  writableFinished: {
    get() {
      return this.finished && this.outputSize === 0 && (!this[kSocket] || this[kSocket].writableLength === 0);
    },
    configurable: true,
  },
  writableObjectMode: { get() { return false; }, configurable: true },
  writableLength: {
    get() { return this.outputSize + (this[kSocket] ? this[kSocket].writableLength : 0); },
    configurable: true,
  },
  writableHighWaterMark: {
    get() { return this[kSocket] ? this[kSocket].writableHighWaterMark : this[kHighWaterMark]; },
    configurable: true,
  },
  writableCorked: {
    get() { return this[kSocket] ? this[kSocket].writableCorked : this[kCorked]; },
    configurable: true,
  },
  writableNeedDrain: { get() { return !this.destroyed && !this.finished && this[kNeedDrain]; }, configurable: true },
});

OutgoingMessage.prototype.cork = function cork() {
  if (this[kSocket]) this[kSocket].cork();
  else this[kCorked]++;
};

OutgoingMessage.prototype.uncork = function uncork() {
  if (this[kSocket]) this[kSocket].uncork();
  else if (this[kCorked]) this[kCorked]--;
};

OutgoingMessage.prototype.setTimeout = function setTimeout(msecs, callback) {
  if (callback) this.on('timeout', callback);
  if (!this[kSocket]) this.once('socket', (socket) => socket.setTimeout(msecs));
  else this[kSocket].setTimeout(msecs);
  return this;
};

OutgoingMessage.prototype.destroy = function destroy(error) {
  if (this.destroyed) return this;
  this.destroyed = true;
  if (this[kSocket]) this[kSocket].destroy(error);
  else this.once('socket', (socket) => socket.destroy(error));
  return this;
};

// The head goes in front of the first bytes sent.
OutgoingMessage.prototype._send = function _send(data, encoding, callback) {
  if (!this._headerSent && this._header !== null) {
    if (typeof data === 'string' && (encoding === 'utf8' || encoding === 'latin1' || !encoding)) {
      data = this._header + data;
    } else {
      const header = this._header;
      this.outputData.unshift({ data: header, encoding: 'latin1', callback: null });
      this.outputSize += header.length;
      this._onPendingData(header.length);
    }
    this._headerSent = true;
  }
  return this._writeRaw(data, encoding, callback);
};

OutgoingMessage.prototype._writeRaw = function _writeRaw(data, encoding, callback) {
  const conn = this[kSocket];
  if (conn && conn.destroyed) return false;
  if (typeof encoding === 'function') {
    callback = encoding;
    encoding = null;
  }
  if (conn && conn._httpMessage === this && conn.writable) {
    if (this.outputData.length) this._flushOutput(conn);
    return conn.write(data, encoding, callback);
  }
  this.outputData.push({ data, encoding, callback });
  this.outputSize += data.length;
  this._onPendingData(data.length);
  return this.outputSize < this[kHighWaterMark];
};

OutgoingMessage.prototype._storeHeader = function _storeHeader(firstLine, headers) {
  const state = { connection: false, contLen: false, te: false, date: false, expect: false, trailer: false, header: firstLine };
  if (headers) {
    if (headers === this[kOutHeaders]) {
      for (const key in headers) {
        const entry = headers[key];
        processHeader(this, state, entry[0], entry[1], false);
      }
    } else if (Array.isArray(headers)) {
      if (headers.length && Array.isArray(headers[0])) {
        for (const entry of headers) processHeader(this, state, entry[0], entry[1], true);
      } else {
        if (headers.length % 2 !== 0) throw makeError(TypeError, 'ERR_INVALID_ARG_VALUE', `The argument 'headers' is invalid. Received ${headers}`);
        for (let n = 0; n < headers.length; n += 2) processHeader(this, state, headers[n], headers[n + 1], true);
      }
    } else {
      for (const key in headers) {
        if (Object.prototype.hasOwnProperty.call(headers, key)) processHeader(this, state, key, headers[key], true);
      }
    }
  }
  let { header } = state;
  if (this.sendDate && !state.date) header += `Date: ${utcDate()}\r\n`;
  if (this.chunkedEncoding && (this.statusCode === 204 || this.statusCode === 304)) {
    this.chunkedEncoding = false;
    this.shouldKeepAlive = false;
  }
  if (this._removedConnection) {
    this._last = !this.shouldKeepAlive;
  } else if (!state.connection) {
    const sendKeepAlive = this.shouldKeepAlive && (state.contLen || this.useChunkedEncodingByDefault || this.agent);
    if (sendKeepAlive && this.maxRequestsOnConnectionReached) {
      header += 'Connection: close\r\n';
    } else if (sendKeepAlive) {
      header += 'Connection: keep-alive\r\n';
      if (this._keepAliveTimeout && this._defaultKeepAlive) {
        const max = ~~this._maxRequestsPerSocket > 0 ? `, max=${this._maxRequestsPerSocket}` : '';
        header += `Keep-Alive: timeout=${Math.floor(this._keepAliveTimeout / 1000)}${max}\r\n`;
      }
    } else {
      this._last = true;
      header += 'Connection: close\r\n';
    }
  }
  if (!state.contLen && !state.te) {
    if (!this._hasBody) {
      this.chunkedEncoding = false;
    } else if (!this.useChunkedEncodingByDefault) {
      this._last = true;
    } else if (!state.trailer && !this._removedContLen && typeof this._contentLength === 'number') {
      header += `Content-Length: ${this._contentLength}\r\n`;
    } else if (!this._removedTE) {
      header += 'Transfer-Encoding: chunked\r\n';
      this.chunkedEncoding = true;
    } else {
      this._last = true;
    }
  }
  if (this.chunkedEncoding !== true && state.trailer) {
    throw makeError(Error, 'ERR_HTTP_TRAILER_INVALID', 'Trailers are invalid with this transfer encoding');
  }
  this._header = `${header}\r\n`;
  this._headerSent = false;
  if (state.expect) this._send('');
};

function processHeader(self, state, key, value, validate) {
  if (validate) validateHeaderName(key);
  // RFC 6266 4.3: with a known length node sends Content-Disposition as latin1 bytes
  // (node PR 46528). A Buffer joins the head as its UTF-8 reading, so a head written
  // together with UTF-8 text carries those bytes; an array of values is changed in place.
  if (self._contentLength && key.length === 19 && key.toLowerCase() === 'content-disposition') {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = Buffer.from(value[i], 'latin1');
    } else {
      value = Buffer.from(value, 'latin1');
    }
  }
  if (Array.isArray(value)) {
    if (value.length < 2 || key.toLowerCase() !== 'cookie') {
      for (let i = 0; i < value.length; i++) storeHeader(self, state, key, value[i], validate);
      return;
    }
    value = value.join('; ');
  }
  storeHeader(self, state, key, value, validate);
}

function storeHeader(self, state, key, value, validate) {
  if (validate) validateHeaderValue(key, value);
  state.header += `${key}: ${value}\r\n`;
  matchHeader(self, state, key, value);
}

function matchHeader(self, state, field, value) {
  if (field.length < 4 || field.length > 17) return;
  field = field.toLowerCase();
  switch (field) {
    case 'connection':
      state.connection = true;
      self._removedConnection = false;
      if (RE_CONN_CLOSE.test(value)) self._last = true;
      else self.shouldKeepAlive = true;
      break;
    case 'transfer-encoding':
      state.te = true;
      self._removedTE = false;
      if (RE_TE_CHUNKED.test(value)) self.chunkedEncoding = true;
      break;
    case 'content-length':
      state.contLen = true;
      self._contentLength = +value;
      self._removedContLen = false;
      break;
    case 'date':
    case 'expect':
    case 'trailer':
      state[field] = true;
      break;
    case 'keep-alive':
      self._defaultKeepAlive = false;
      break;
    default:
  }
}

function validateName(name) {
  if (typeof name !== 'string') throw invalidArgType('name', 'string', name);
}

OutgoingMessage.prototype.setHeader = function setHeader(name, value) {
  if (this._header) throw headersSentError('set');
  validateHeaderName(name);
  validateHeaderValue(name, value);
  let headers = this[kOutHeaders];
  if (headers === null) this[kOutHeaders] = headers = { __proto__: null };
  headers[name.toLowerCase()] = [name, value];
  return this;
};

OutgoingMessage.prototype.setHeaders = function setHeaders(headers) {
  if (this._header) throw headersSentError('set');
  for (const [key, value] of headers) this.setHeader(key, value);
  return this;
};

OutgoingMessage.prototype.appendHeader = function appendHeader(name, value) {
  if (this._header) throw headersSentError('append');
  validateHeaderName(name);
  validateHeaderValue(name, value);
  const field = name.toLowerCase();
  const headers = this[kOutHeaders];
  if (headers === null || !headers[field]) return this.setHeader(name, value);
  if (!Array.isArray(headers[field][1])) headers[field][1] = [headers[field][1]];
  const existing = headers[field][1];
  if (Array.isArray(value)) existing.push(...value);
  else existing.push(value);
  return this;
};

OutgoingMessage.prototype.getHeader = function getHeader(name) {
  validateName(name);
  const headers = this[kOutHeaders];
  if (headers === null) return undefined;
  const entry = headers[name.toLowerCase()];
  return entry && entry[1];
};

OutgoingMessage.prototype.getHeaderNames = function getHeaderNames() {
  return this[kOutHeaders] !== null ? Object.keys(this[kOutHeaders]) : [];
};

OutgoingMessage.prototype.getRawHeaderNames = function getRawHeaderNames() {
  const headers = this[kOutHeaders];
  if (headers === null) return [];
  return Object.values(headers).map((e) => e[0]);
};

OutgoingMessage.prototype.getHeaders = function getHeaders() {
  const headers = this[kOutHeaders];
  const ret = { __proto__: null };
  if (headers) {
    for (const key of Object.keys(headers)) ret[key] = headers[key][1];
  }
  return ret;
};

OutgoingMessage.prototype.hasHeader = function hasHeader(name) {
  validateName(name);
  return this[kOutHeaders] !== null && !!this[kOutHeaders][name.toLowerCase()];
};

OutgoingMessage.prototype.removeHeader = function removeHeader(name) {
  validateName(name);
  if (this._header) throw headersSentError('remove');
  const key = name.toLowerCase();
  switch (key) {
    case 'connection': this._removedConnection = true; break;
    case 'content-length': this._removedContLen = true; break;
    case 'transfer-encoding': this._removedTE = true; break;
    case 'date': this.sendDate = false; break;
    default:
  }
  if (this[kOutHeaders] !== null) delete this[kOutHeaders][key];
};

OutgoingMessage.prototype._implicitHeader = function _implicitHeader() {
  throw makeError(Error, 'ERR_METHOD_NOT_IMPLEMENTED', 'The _implicitHeader() method is not implemented');
};

OutgoingMessage.prototype.write = function write(chunk, encoding, callback) {
  if (typeof encoding === 'function') {
    callback = encoding;
    encoding = null;
  }
  const ret = write_(this, chunk, encoding, callback, false);
  if (!ret) this[kNeedDrain] = true;
  return ret;
};

function onError(msg, err, callback) {
  if (msg.destroyed) return;
  process.nextTick(() => {
    callback(err);
    if (!msg.destroyed) msg.emit('error', err);
  });
}

function write_(msg, chunk, encoding, callback, fromEnd) {
  if (typeof callback !== 'function') callback = nop;
  if (chunk === null) {
    throw makeError(TypeError, 'ERR_STREAM_NULL_VALUES', 'May not write null values to stream');
  }
  let len;
  if (typeof chunk === 'string') len = Buffer.byteLength(chunk, encoding);
  else if (chunk instanceof Uint8Array) len = chunk.length;
  else throw invalidArgType('chunk', ['string', 'Buffer', 'Uint8Array'], chunk);
  let err;
  if (msg.finished) err = makeError(Error, 'ERR_STREAM_WRITE_AFTER_END', 'write after end');
  else if (msg.destroyed) err = makeError(Error, 'ERR_STREAM_DESTROYED', 'Cannot call write after a stream was destroyed');
  if (err) {
    if (!msg.destroyed) onError(msg, err, callback);
    else process.nextTick(callback, err);
    return false;
  }
  if (!msg._header) {
    if (fromEnd) msg._contentLength = len;
    msg._implicitHeader();
  }
  if (!msg._hasBody) {
    if (msg[kSocket]) msg[kSocket].cork();
    process.nextTick(callback);
    return true;
  }
  const socket = msg[kSocket];
  if (!fromEnd && socket && !socket.writableCorked) {
    socket.cork();
    process.nextTick(() => socket.uncork());
  }
  if (msg.chunkedEncoding && len !== 0) {
    msg._send(len.toString(16), 'latin1', null);
    msg._send(crlf, null, null);
    msg._send(chunk, encoding, null);
    return msg._send(crlf, null, callback);
  }
  return msg._send(chunk, encoding, callback);
}

OutgoingMessage.prototype.addTrailers = function addTrailers(headers) {
  this._trailer = '';
  for (const key of Object.keys(headers)) {
    validateHeaderName(key, 'Trailer name');
    const value = headers[key];
    validateHeaderValue(key, value);
    this._trailer += `${key}: ${value}\r\n`;
  }
};

function onFinish(msg) {
  if (msg && msg[kSocket] && msg[kSocket]._hadError) return;
  msg.emit('finish');
}

OutgoingMessage.prototype.end = function end(chunk, encoding, callback) {
  if (typeof chunk === 'function') {
    callback = chunk;
    chunk = null;
    encoding = null;
  } else if (typeof encoding === 'function') {
    callback = encoding;
    encoding = null;
  }
  if (chunk) {
    if (this.finished) {
      onError(this, makeError(Error, 'ERR_STREAM_WRITE_AFTER_END', 'write after end'),
        typeof callback !== 'function' ? nop : callback);
      return this;
    }
    if (this[kSocket]) this[kSocket].cork();
    write_(this, chunk, encoding, null, true);
  } else if (this.finished) {
    if (typeof callback === 'function') {
      if (!this.writableFinished) this.on('finish', callback);
      else callback(makeError(Error, 'ERR_STREAM_ALREADY_FINISHED', 'Cannot call end after a stream was finished'));
    }
    return this;
  } else if (!this._header) {
    if (this[kSocket]) this[kSocket].cork();
    this._contentLength = 0;
    this._implicitHeader();
  }
  if (typeof callback === 'function') this.once('finish', callback);
  const finish = () => onFinish(this);
  if (this._hasBody && this.chunkedEncoding) {
    this._send(`0\r\n${this._trailer}\r\n`, 'latin1', finish);
  } else if (!this._headerSent || this.writableLength || chunk) {
    this._send('', 'latin1', finish);
  } else {
    process.nextTick(finish);
  }
  if (this[kSocket]) {
    this[kSocket]._writableState.corked = 1;
    this[kSocket].uncork();
  }
  this[kCorked] = 1;
  this.uncork();
  this.finished = true;
  if (this.outputData.length === 0 && this[kSocket] && this[kSocket]._httpMessage === this) {
    this._finish();
  }
  return this;
};

OutgoingMessage.prototype._finish = function _finish() {
  this.emit('prefinish');
};

OutgoingMessage.prototype._flush = function _flush() {
  const socket = this[kSocket];
  if (socket && socket.writable) {
    const ret = this._flushOutput(socket);
    if (this.finished) {
      this._finish();
    } else if (ret && this[kNeedDrain]) {
      this[kNeedDrain] = false;
      this.emit('drain');
    }
  }
};

OutgoingMessage.prototype._flushOutput = function _flushOutput(socket) {
  while (this[kCorked]) {
    this[kCorked]--;
    socket.cork();
  }
  const outputLength = this.outputData.length;
  if (outputLength <= 0) return undefined;
  const outputData = this.outputData;
  socket.cork();
  let ret;
  for (let i = 0; i < outputLength; i++) {
    const { data, encoding, callback } = outputData[i];
    ret = socket.write(data, encoding, callback);
  }
  socket.uncork();
  this.outputData = [];
  this._onPendingData(-this.outputSize);
  this.outputSize = 0;
  return ret;
};

OutgoingMessage.prototype.flushHeaders = function flushHeaders() {
  if (!this._header) this._implicitHeader();
  this._send('');
};

OutgoingMessage.prototype.pipe = function pipe() {
  this.emit('error', makeError(Error, 'ERR_STREAM_CANNOT_PIPE', 'Cannot pipe, not readable'));
};

module.exports = {
  OutgoingMessage,
  kOutHeaders,
  kNeedDrain,
  validateHeaderName,
  validateHeaderValue,
  checkInvalidHeaderChar,
  headersSentError,
};
