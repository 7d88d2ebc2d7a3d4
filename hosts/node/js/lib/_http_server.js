'use strict';

// node:_http_server for evloop: http.Server (a net.Server whose connections get a request
// parser), ServerResponse, and what a connection does with requests: each parsed head
// makes an IncomingMessage and a ServerResponse and emits 'request' inside the socket's
// data callback; a response's 'finish' lets the next one go (keep-alive, with node's
// 5 s Keep-Alive timeout) or ends the connection; a malformed request is a
// 'clientError', answered 400 and the socket destroyed when nobody listens.

const net = require('./net.js');
const { Buffer } = require('./buffer.js');
const { makeError, invalidArgType } = require('./internal/errors.js');
const { HTTPParser, chunkExpression, continueExpression, connResetException, bindParser, _checkInvalidHeaderChar: checkInvalidHeaderChar, DEFAULT_MAX_HEADER_SIZE,
  validateMaxHeaderSize } =
  require('./_http_common.js');
const { OutgoingMessage, kOutHeaders, headersSentError } = require('./_http_outgoing.js');
const { IncomingMessage } = require('./_http_incoming.js');

// The reason phrases (shared with the browser host's modelled server: the engine's
// hosts/engine/js/web/http_status.js).
const STATUS_CODES = require('./internal/web/http_status.js');

const kServerResponse = Symbol('ServerResponse');
const kIncomingMessage = Symbol('IncomingMessage');
const kConnections = Symbol('http.server.connections');

// ---------------------------------------------------------------- ServerResponse

function ServerResponse(req, options) {
  OutgoingMessage.call(this, options);
  if (req.method === 'HEAD') this._hasBody = false;
  this.req = req;
  this.sendDate = true;
  this._sent100 = false;
  this._expect_continue = false;
  this.statusCode = 200;
  this.statusMessage = undefined;
  if (req.httpVersionMajor < 1 || req.httpVersionMinor < 1) {
    this.useChunkedEncodingByDefault = chunkExpression.test(req.headers.te);
    this.shouldKeepAlive = false;
  }
}
Object.setPrototypeOf(ServerResponse.prototype, OutgoingMessage.prototype);
Object.setPrototypeOf(ServerResponse, OutgoingMessage);

ServerResponse.prototype._finish = function _finish() {
  OutgoingMessage.prototype._finish.call(this);
};

function onServerResponseClose() {
  if (this._httpMessage) emitCloseNT(this._httpMessage);
}

function emitCloseNT(self) {
  if (!self._closed) {
    self.destroyed = true;
    self._closed = true;
    self.emit('close');
  }
}

ServerResponse.prototype.assignSocket = function assignSocket(socket) {
  if (socket._httpMessage) {
    throw makeError(Error, 'ERR_HTTP_SOCKET_ASSIGNED', 'ServerResponse has an already assigned socket');
  }
  socket._httpMessage = this;
  socket.on('close', onServerResponseClose);
  this.socket = socket;
  this.emit('socket', socket);
  this._flush();
};

ServerResponse.prototype.detachSocket = function detachSocket(socket) {
  socket.removeListener('close', onServerResponseClose);
  socket._httpMessage = null;
  this.socket = null;
};

ServerResponse.prototype.writeContinue = function writeContinue(cb) {
  this._writeRaw('HTTP/1.1 100 Continue\r\n\r\n', 'ascii', cb);
  this._sent100 = true;
};

ServerResponse.prototype._implicitHeader = function _implicitHeader() {
  this.writeHead(this.statusCode);
};

ServerResponse.prototype.writeHead = function writeHead(statusCode, reason, obj) {
  if (this._header) throw headersSentError('write');
  const originalStatusCode = statusCode;
  statusCode |= 0;
  if (statusCode < 100 || statusCode > 999) {
    throw makeError(RangeError, 'ERR_HTTP_INVALID_STATUS_CODE', `Invalid status code: ${originalStatusCode}`);
  }
  if (typeof reason === 'string') {
    this.statusMessage = reason;
  } else {
    if (!this.statusMessage) this.statusMessage = STATUS_CODES[statusCode] || 'unknown';
    if (obj === undefined || obj === null) obj = reason;
  }
  this.statusCode = statusCode;
  let headers;
  if (this[kOutHeaders]) {
    if (Array.isArray(obj)) {
      for (let n = 0; n < obj.length; n += 2) this.appendHeader(obj[n], obj[n + 1]);
    } else if (obj) {
      for (const k of Object.keys(obj)) if (k) this.setHeader(k, obj[k]);
    }
    headers = this[kOutHeaders];
  } else {
    headers = obj;
  }
  if (checkInvalidHeaderChar(this.statusMessage)) {
    throw makeError(TypeError, 'ERR_INVALID_CHAR', 'Invalid character in statusMessage');
  }
  const statusLine = `HTTP/1.1 ${statusCode} ${this.statusMessage}\r\n`;
  if (statusCode === 204 || statusCode === 304 || (statusCode >= 100 && statusCode <= 199)) {
    this._hasBody = false;
  }
  if (this._expect_continue && !this._sent100) this.shouldKeepAlive = false;
  this._storeHeader(statusLine, headers);
  return this;
};
ServerResponse.prototype.writeHeader = ServerResponse.prototype.writeHead;

// ---------------------------------------------------------------- Server

function Server(options, requestListener) {
  if (!(this instanceof Server)) return new Server(options, requestListener);
  if (typeof options === 'function') {
    requestListener = options;
    options = {};
  } else if (options === undefined || options === null) {
    options = {};
  } else if (typeof options !== 'object' || Array.isArray(options)) {
    throw invalidArgType('options', 'object', options);
  }
  this[kIncomingMessage] = options.IncomingMessage || IncomingMessage;
  this[kServerResponse] = options.ServerResponse || ServerResponse;
  if (options.maxHeaderSize !== undefined) validateMaxHeaderSize(options.maxHeaderSize, 'maxHeaderSize');
  this.maxHeaderSize = options.maxHeaderSize;
  this.requireHostHeader = options.requireHostHeader !== false;
  this.joinDuplicateHeaders = options.joinDuplicateHeaders;
  net.Server.call(this, { allowHalfOpen: true, noDelay: options.noDelay ?? true, keepAlive: options.keepAlive });
  if (requestListener) this.on('request', requestListener);
  this.httpAllowHalfOpen = false;
  this.on('connection', connectionListener);
  this.on('listening', setupConnectionsTracking);
  this.timeout = 0;
  this.maxHeadersCount = null;
  this.maxRequestsPerSocket = 0;
  this.requestTimeout = options.requestTimeout ?? 300000;
  this.headersTimeout = options.headersTimeout ?? Math.min(60000, this.requestTimeout);
  this.keepAliveTimeout = options.keepAliveTimeout ?? 5000;
  this.connectionsCheckingInterval = options.connectionsCheckingInterval ?? 30000;
  this[kConnections] = null;
}
Object.setPrototypeOf(Server.prototype, net.Server.prototype);
Object.setPrototypeOf(Server, net.Server);

const nonNegative = (n) => (Number.isFinite(n) && n >= 0 ? n : 0);

// node's checkConnections: a connection whose message began longer ago than
// headersTimeout without its head complete, or than requestTimeout without its end,
// leaves the timed list and gets a 408 (through 'clientError').
function checkConnections() {
  const headersTimeout = nonNegative(this.headersTimeout);
  const requestTimeout = nonNegative(this.requestTimeout);
  if (headersTimeout === 0 && requestTimeout === 0) return;
  const now = performance.now();
  for (const state of [...this[kConnections]]) {
    if (!state.timed) continue;
    const age = now - state.messageStart;
    if ((!state.headersDone && headersTimeout > 0 && age > headersTimeout) ||
        (requestTimeout > 0 && age > requestTimeout)) {
      state.timed = false;
      socketOnError.call(state.socket, makeError(Error, 'ERR_HTTP_REQUEST_TIMEOUT', 'Request timeout'));
    }
  }
}

// node checks its connections for the headers and request timeouts every 30 s.
function setupConnectionsTracking() {
  if (!this[kConnections]) this[kConnections] = new Set();
  if (this.connectionsCheckingInterval) {
    clearInterval(this.connectionsInterval);
    this.connectionsInterval = setInterval(checkConnections.bind(this), this.connectionsCheckingInterval).unref();
  }
}

Server.prototype.close = function close(...args) {
  this.closeIdleConnections();
  clearInterval(this.connectionsInterval);
  return net.Server.prototype.close.apply(this, args);
};

Server.prototype.closeAllConnections = function closeAllConnections() {
  if (!this[kConnections]) return;
  for (const state of [...this[kConnections]]) state.socket.destroy();
};

// A connection is idle between the end of one request and the first bytes of the next.
Server.prototype.closeIdleConnections = function closeIdleConnections() {
  if (!this[kConnections]) return;
  for (const state of [...this[kConnections]]) {
    if (state.active) continue;
    const msg = state.socket._httpMessage;
    if (msg && !msg.finished) continue;
    state.socket.destroy();
  }
};

Server.prototype.setTimeout = function setTimeout(msecs, callback) {
  this.timeout = msecs;
  if (callback) this.on('timeout', callback);
  return this;
};

function connectionListener(socket) {
  const server = this;
  if (server.timeout && typeof socket.setTimeout === 'function') socket.setTimeout(server.timeout);
  socket.on('timeout', socketOnTimeout);
  const parser = new HTTPParser(HTTPParser.REQUEST);
  parser.socket = socket;
  parser.yields = true;
  socket.parser = parser;
  if (typeof server.maxHeadersCount === 'number') parser.maxHeaderPairs = server.maxHeadersCount << 1;
  parser.maxHeaderSize = server.maxHeaderSize || DEFAULT_MAX_HEADER_SIZE;
  const state = {
    socket,
    active: false,
    incoming: [],
    outgoing: [],
    requestsCount: 0,
    keepAliveTimeoutSet: false,
    // The headers and request timeouts count from the connection, then from each
    // message's first byte, until the message's head, or its end.
    timed: true,
    messageStart: performance.now(),
    headersDone: false,
    onData: null,
    onEnd: null,
    onClose: null,
  };
  state.onData = (d) => socketOnData(server, socket, parser, state, d);
  parser.onResumed = (ret) => afterExecute(server, socket, parser, state, ret, null);
  parser.onMessageBegin = () => {
    state.active = true;
    state.timed = true;
    state.messageStart = performance.now();
    state.headersDone = false;
  };
  state.onEnd = () => socketOnEnd(server, socket, parser, state);
  state.onClose = () => socketOnClose(server, socket, state);
  if (!server[kConnections]) server[kConnections] = new Set();
  server[kConnections].add(state);
  socket.on('data', state.onData);
  socket.on('error', socketOnError);
  socket.on('end', state.onEnd);
  socket.on('close', state.onClose);
  socket._paused = false;
  state.active = false;
  bindParser(parser, socket, server[kIncomingMessage], server.joinDuplicateHeaders, (req, keepAlive) => {
    state.active = true;
    state.headersDone = true;
    return parserOnIncoming(server, socket, state, req, keepAlive);
  }, () => {
    state.active = false;
    state.timed = false;
  });
}

function socketOnTimeout() {
  const req = this.parser && this.parser.incoming;
  const reqTimeout = req && !req.complete && req.emit('timeout', this);
  const res = this._httpMessage;
  const resTimeout = res && res.emit('timeout', this);
  const serverTimeout = this.server.emit('timeout', this);
  if (!reqTimeout && !resTimeout && !serverTimeout) this.destroy();
}

function socketOnClose(server, socket, state) {
  socket.parser = null;
  if (server[kConnections]) server[kConnections].delete(state);
  abortIncoming(state.incoming);
}

function abortIncoming(incoming) {
  while (incoming.length) {
    const req = incoming.shift();
    req.destroy(connResetException('aborted'));
  }
}

function socketOnEnd(server, socket, parser, state) {
  const ret = parser.finish();
  if (ret instanceof Error) {
    socketOnError.call(socket, ret);
    return;
  }
  if (!server.httpAllowHalfOpen) {
    abortIncoming(state.incoming);
    if (socket.writable) socket.end();
  } else if (state.outgoing.length) {
    state.outgoing[state.outgoing.length - 1]._last = true;
  } else if (socket._httpMessage) {
    socket._httpMessage._last = true;
  } else if (socket.writable) {
    socket.end();
  }
}

function socketOnData(server, socket, parser, state, d) {
  const ret = parser.execute(d);
  if (state.keepAliveTimeoutSet) {
    socket.setTimeout(0);
    state.keepAliveTimeoutSet = false;
  }
  afterExecute(server, socket, parser, state, ret, d);
}

// node's onParserExecuteCommon: a parse error, or an upgrade (or CONNECT) that takes
// the socket out of HTTP: the connection's listeners and parser go, and the socket is
// handed to 'upgrade' (or 'connect') with the bytes that followed the head.
function afterExecute(server, socket, parser, state, ret, d) {
  if (ret instanceof Error) {
    ret.rawPacket = d;
    socketOnError.call(socket, ret);
  } else if (parser.incoming && parser.incoming.upgrade) {
    const req = parser.incoming;
    const head = parser.upgradeHead || Buffer.alloc(0);
    socket.removeListener('data', state.onData);
    socket.removeListener('end', state.onEnd);
    socket.removeListener('close', state.onClose);
    socket.removeListener('error', socketOnError);
    socket.removeListener('timeout', socketOnTimeout);
    parser.finish();
    freeServerParser(parser, req, socket);
    if (server[kConnections]) server[kConnections].delete(state);
    const eventName = req.method === 'CONNECT' ? 'connect' : 'upgrade';
    if (eventName === 'upgrade' || server.listenerCount(eventName) > 0) {
      // Flowing neither way: a 'data' listener of the new owner starts the reading.
      socket._readableState.flowing = null;
      server.emit(eventName, req, socket, Buffer.from(head));
    } else {
      socket.destroy();
    }
  } else if (parser.incoming && parser.incoming.method === 'PRI') {
    socket.destroy();
  }
}

function freeServerParser(parser, req, socket) {
  parser.onIncoming = null;
  parser.onResumed = null;
  parser.socket = null;
  parser.incoming = null;
  parser.close();
  if (req) req.parser = null;
  socket.parser = null;
}

const badRequestResponse = Buffer.from('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n', 'latin1');
const requestTimeoutResponse = Buffer.from('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n', 'latin1');
const headersTooLargeResponse = Buffer.from('HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n', 'latin1');

function noop() {}

function socketOnError(e) {
  this.removeListener('error', socketOnError);
  if (this.listenerCount('error') === 0) this.on('error', noop);
  if (!this.server.emit('clientError', e, this)) {
    if (this.writable && (!this._httpMessage || !this._httpMessage._headerSent)) {
      let response = badRequestResponse;
      if (e.code === 'HPE_HEADER_OVERFLOW') response = headersTooLargeResponse;
      else if (e.code === 'ERR_HTTP_REQUEST_TIMEOUT') response = requestTimeoutResponse;
      this.write(response);
    }
    this.destroy(e);
  }
}

function parserOnIncoming(server, socket, state, req, keepAlive) {
  if (state.keepAliveTimeoutSet) {
    socket.setTimeout(0);
    state.keepAliveTimeoutSet = false;
  }
  if (req.upgrade) {
    req.upgrade = req.method === 'CONNECT' || server.listenerCount('upgrade') > 0;
    // No body, and afterExecute gives the socket away.
    if (req.upgrade) return 2;
  }
  state.incoming.push(req);
  const res = new server[kServerResponse](req);
  res._keepAliveTimeout = server.keepAliveTimeout;
  res._maxRequestsPerSocket = server.maxRequestsPerSocket;
  res.shouldKeepAlive = keepAlive;
  if (socket._httpMessage) state.outgoing.push(res);
  else res.assignSocket(socket);
  res.on('finish', () => resOnFinish(req, res, socket, state, server));
  let handled = false;
  if (req.httpVersionMajor === 1 && req.httpVersionMinor === 1) {
    // RFC 7230 5.4: an HTTP/1.1 request without a Host header is answered 400.
    if (server.requireHostHeader && req.headers.host === undefined) {
      res.writeHead(400, ['Connection', 'close']);
      res.end();
      return 0;
    }
    const limited = typeof server.maxRequestsPerSocket === 'number' && server.maxRequestsPerSocket > 0;
    if (limited) {
      state.requestsCount++;
      res.maxRequestsOnConnectionReached = server.maxRequestsPerSocket <= state.requestsCount;
    }
    if (limited && server.maxRequestsPerSocket < state.requestsCount) {
      handled = true;
      server.emit('dropRequest', req, socket);
      res.writeHead(503);
      res.end();
    } else if (req.headers.expect !== undefined) {
      handled = true;
      if (continueExpression.test(req.headers.expect)) {
        res._expect_continue = true;
        if (server.listenerCount('checkContinue') > 0) server.emit('checkContinue', req, res);
        else {
          res.writeContinue();
          server.emit('request', req, res);
        }
      } else if (server.listenerCount('checkExpectation') > 0) {
        server.emit('checkExpectation', req, res);
      } else {
        res.writeHead(417);
        res.end();
      }
    }
  }
  if (!handled) server.emit('request', req, res);
  return 0;
}

function clearIncoming(req) {
  req = req || this;
  const parser = req.socket && req.socket.parser;
  if (parser && parser.incoming === req) {
    if (req.readableEnded) parser.incoming = null;
    else req.on('end', clearIncoming);
  }
}

function resOnFinish(req, res, socket, state, server) {
  state.incoming.shift();
  if (!req._consuming && !req._readableState.resumeScheduled) req._dump();
  res.detachSocket(socket);
  clearIncoming(req);
  process.nextTick(emitCloseNT, res);
  if (res._last) {
    socket.destroySoon();
  } else if (state.outgoing.length === 0) {
    if (server.keepAliveTimeout && typeof socket.setTimeout === 'function') {
      socket.setTimeout(server.keepAliveTimeout);
      state.keepAliveTimeoutSet = true;
    }
  } else {
    const m = state.outgoing.shift();
    if (m) m.assignSocket(socket);
  }
}

module.exports = {
  STATUS_CODES,
  Server,
  ServerResponse,
  kServerResponse,
  kConnections,
  _connectionListener: connectionListener,
};
