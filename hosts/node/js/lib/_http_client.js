'use strict';

// node:_http_client for evloop: ClientRequest. The agent hands it a socket in a nextTick
// ('socket'); the head and the body written before go out when the socket connects; the
// response's head makes an IncomingMessage and 'response' inside the socket's data
// callback. A keep-alive socket goes back to the agent once the response has ended and
// the request has finished ('close' of the request one nextTick later, then 'free').

const net = require('./net.js');
const { Buffer } = require('./buffer.js');
const { URL } = require('./url.js');
const { makeError, invalidArgType, getTimerDuration } = require('./internal/errors.js');
const {
  HTTPParser, _checkIsHttpToken: checkIsHttpToken, connResetException, bindParser, DEFAULT_MAX_HEADER_SIZE,
  validateMaxHeaderSize,
} = require('./_http_common.js');
const { OutgoingMessage, kOutHeaders, headersSentError } = require('./_http_outgoing.js');
const { IncomingMessage } = require('./_http_incoming.js');
const agentModule = require('./_http_agent.js');

const { Agent } = agentModule;

const kError = Symbol('kError');
const INVALID_PATH_REGEX = /[^\u0021-\u00ff]/;

function emitErrorEvent(request, error) {
  request.emit('error', error);
}

function urlToHttpOptions(url) {
  const options = {
    protocol: url.protocol,
    hostname: typeof url.hostname === 'string' && url.hostname.startsWith('[')
      ? url.hostname.slice(1, -1) : url.hostname,
    hash: url.hash,
    search: url.search,
    pathname: url.pathname,
    path: `${url.pathname || ''}${url.search || ''}`,
    href: url.href,
  };
  if (url.port !== '') options.port = Number(url.port);
  if (url.username || url.password) {
    options.auth = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  }
  return options;
}

function isURL(v) {
  return v !== null && typeof v === 'object' && typeof v.href === 'string' && typeof v.protocol === 'string' &&
    typeof v.hostname === 'string' && v.searchParams !== undefined;
}

function ClientRequest(input, options, cb) {
  OutgoingMessage.call(this);
  if (typeof input === 'string') {
    input = urlToHttpOptions(new URL(input));
  } else if (isURL(input)) {
    input = urlToHttpOptions(input);
  } else {
    cb = options;
    options = input;
    input = null;
  }
  if (typeof options === 'function') {
    cb = options;
    options = input || {};
  } else {
    options = { ...input, ...options };
  }
  let agent = options.agent;
  const defaultAgent = options._defaultAgent || agentModule.globalAgent;
  if (agent === false) {
    agent = new defaultAgent.constructor();
  } else if (agent === null || agent === undefined) {
    if (typeof options.createConnection !== 'function') agent = defaultAgent;
    options.agent = agent;
  } else if (typeof agent.addRequest !== 'function') {
    throw invalidArgType('options.agent', ['Agent-like Object', 'undefined', 'false'], agent);
  }
  this.agent = agent;
  const protocol = options.protocol || defaultAgent.protocol;
  let expectedProtocol = defaultAgent.protocol;
  if (this.agent && this.agent.protocol) expectedProtocol = this.agent.protocol;
  if (options.path) {
    const path = String(options.path);
    if (INVALID_PATH_REGEX.test(path)) {
      throw makeError(TypeError, 'ERR_UNESCAPED_CHARACTERS', 'Request path contains unescaped characters');
    }
  }
  if (protocol !== expectedProtocol) {
    throw makeError(TypeError, 'ERR_INVALID_PROTOCOL', `Protocol "${protocol}" not supported. Expected "${expectedProtocol}"`);
  }
  const defaultPort = options.defaultPort || (this.agent && this.agent.defaultPort);
  const port = options.port = options.port || defaultPort || 80;
  const host = options.host = validateHost(options.hostname, 'hostname') ||
    validateHost(options.host, 'host') || 'localhost';
  const setHost = options.setHost === undefined || Boolean(options.setHost);
  this.socketPath = options.socketPath;
  if (options.timeout !== undefined) this.timeout = getTimerDuration(options.timeout, 'timeout');
  const method = options.method;
  const methodIsString = typeof method === 'string';
  if (method !== null && method !== undefined && !methodIsString) {
    throw invalidArgType('options.method', 'string', method);
  }
  if (methodIsString && method) {
    if (!checkIsHttpToken(method)) {
      throw makeError(TypeError, 'ERR_INVALID_HTTP_TOKEN', `Method must be a valid HTTP token ["${method}"]`);
    }
    this.method = method.toUpperCase();
  } else {
    this.method = 'GET';
  }
  if (options.maxHeaderSize !== undefined) validateMaxHeaderSize(options.maxHeaderSize, 'maxHeaderSize');
  this.maxHeaderSize = options.maxHeaderSize;
  this.insecureHTTPParser = options.insecureHTTPParser;
  this.joinDuplicateHeaders = options.joinDuplicateHeaders;
  this.path = options.path || '/';
  if (cb) this.once('response', cb);
  if (this.method === 'GET' || this.method === 'HEAD' || this.method === 'DELETE' ||
      this.method === 'OPTIONS' || this.method === 'TRACE' || this.method === 'CONNECT') {
    this.useChunkedEncodingByDefault = false;
  } else {
    this.useChunkedEncodingByDefault = true;
  }
  this._ended = false;
  this.res = null;
  this.aborted = false;
  this.timeoutCb = null;
  this.upgradeOrConnect = false;
  this.parser = null;
  this.maxHeadersCount = null;
  this.reusedSocket = false;
  this.host = host;
  this.protocol = protocol;
  if (this.agent) {
    // Keep-alive only when the agent will really reuse the socket.
    if (!this.agent.keepAlive && !Number.isFinite(this.agent.maxSockets)) {
      this._last = true;
      this.shouldKeepAlive = false;
    } else {
      this._last = false;
      this.shouldKeepAlive = true;
    }
  }
  const headersArray = Array.isArray(options.headers);
  if (!headersArray) {
    if (options.headers) {
      for (const key of Object.keys(options.headers)) this.setHeader(key, options.headers[key]);
    }
    if (host && !this.getHeader('host') && setHost) {
      let hostHeader = host;
      const posColon = hostHeader.indexOf(':');
      if (posColon !== -1 && hostHeader.includes(':', posColon + 1) && hostHeader.charCodeAt(0) !== 91) {
        hostHeader = `[${hostHeader}]`;
      }
      if (port && +port !== defaultPort) hostHeader += `:${port}`;
      this.setHeader('Host', hostHeader);
    }
    if (options.auth && !this.getHeader('Authorization')) {
      this.setHeader('Authorization', `Basic ${Buffer.from(options.auth).toString('base64')}`);
    }
    if (this.getHeader('expect')) {
      if (this._header) throw headersSentError('render');
      this._storeHeader(`${this.method} ${this.path} HTTP/1.1\r\n`, this[kOutHeaders]);
    }
  } else {
    this._storeHeader(`${this.method} ${this.path} HTTP/1.1\r\n`, options.headers);
  }
  const optsWithoutSignal = { __proto__: null, ...options };
  if (this.agent) {
    this.agent.addRequest(this, optsWithoutSignal);
  } else {
    this._last = true;
    this.shouldKeepAlive = false;
    const conn = typeof options.createConnection === 'function'
      ? options.createConnection(optsWithoutSignal) : net.createConnection(optsWithoutSignal);
    this.onSocket(conn);
  }
}
Object.setPrototypeOf(ClientRequest.prototype, OutgoingMessage.prototype);
Object.setPrototypeOf(ClientRequest, OutgoingMessage);

function validateHost(host, name) {
  if (host !== null && host !== undefined && typeof host !== 'string') {
    throw invalidArgType(`options.${name}`, ['string', 'undefined', 'null'], host);
  }
  return host;
}

ClientRequest.prototype._finish = function _finish() {
  OutgoingMessage.prototype._finish.call(this);
};

ClientRequest.prototype._implicitHeader = function _implicitHeader() {
  if (this._header) throw headersSentError('render');
  this._storeHeader(`${this.method} ${this.path} HTTP/1.1\r\n`, this[kOutHeaders]);
};

ClientRequest.prototype.abort = function abort() {
  if (this.aborted) return;
  this.aborted = true;
  process.nextTick(() => this.emit('abort'));
  this.destroy();
};

ClientRequest.prototype.destroy = function destroy(err) {
  if (this.destroyed) return this;
  this.destroyed = true;
  if (this.res) this.res._dump();
  this[kError] = err;
  if (this.socket) this.socket.destroy(err);
  return this;
};

function socketCloseListener() {
  const socket = this;
  const req = socket._httpMessage;
  const parser = socket.parser;
  const res = req.res;
  req.destroyed = true;
  if (res) {
    if (!res.complete) res.destroy(connResetException('aborted'));
    req._closed = true;
    req.emit('close');
    if (!res.aborted && res.readable) res.push(null);
  } else {
    if (!req.socket._hadError) {
      req.socket._hadError = true;
      emitErrorEvent(req, connResetException('socket hang up'));
    }
    req._closed = true;
    req.emit('close');
  }
  if (req.outputData) req.outputData.length = 0;
  if (parser) {
    parser.finish();
    freeParser(parser, req, socket);
  }
}

function socketErrorListener(err) {
  const socket = this;
  const req = socket._httpMessage;
  if (req) {
    req.socket._hadError = true;
    emitErrorEvent(req, err);
  }
  const parser = socket.parser;
  if (parser) {
    parser.finish();
    freeParser(parser, null, socket);
  }
  socket.removeListener('data', socketOnData);
  socket.removeListener('end', socketOnEnd);
  socket.destroy();
}

function socketOnEnd() {
  const socket = this;
  const req = this._httpMessage;
  const parser = this.parser;
  if (!req.res && !req.socket._hadError) {
    req.socket._hadError = true;
    emitErrorEvent(req, connResetException('socket hang up'));
  }
  if (parser) {
    parser.finish();
    freeParser(parser, req, socket);
  }
  socket.destroy();
}

function socketOnData(d) {
  const socket = this;
  const req = this._httpMessage;
  const parser = this.parser;
  const ret = parser.execute(d);
  if (ret instanceof Error) {
    ret.rawPacket = d;
    freeParser(parser, req, socket);
    socket.removeListener('data', socketOnData);
    socket.removeListener('end', socketOnEnd);
    socket.destroy();
    req.socket._hadError = true;
    emitErrorEvent(req, ret);
  } else if (parser.incoming && parser.incoming.upgrade) {
    // A 101 (or CONNECT's answer): the socket leaves HTTP, and the agent, for whoever
    // listens to 'upgrade' (or 'connect'), with the bytes that followed the head.
    const res = parser.incoming;
    const head = Buffer.from(parser.upgradeHead || Buffer.alloc(0));
    req.res = res;
    socket.removeListener('data', socketOnData);
    socket.removeListener('end', socketOnEnd);
    if (req.timeoutCb) socket.removeListener('timeout', req.timeoutCb);
    socket.removeListener('timeout', responseOnTimeout);
    parser.finish();
    freeParser(parser, req, socket);
    const eventName = req.method === 'CONNECT' ? 'connect' : 'upgrade';
    if (req.listenerCount(eventName) > 0) {
      req.upgradeOrConnect = true;
      socket.emit('agentRemove');
      socket.removeListener('close', socketCloseListener);
      socket.removeListener('error', socketErrorListener);
      socket._httpMessage = null;
      socket._readableState.flowing = null;
      req.emit(eventName, res, socket, head);
      req.destroyed = true;
      req._closed = true;
      req.emit('close');
    } else {
      socket.destroy();
    }
  } else if (parser.incoming && parser.incoming.complete &&
             !(parser.incoming.statusCode >= 100 && parser.incoming.statusCode < 200 && parser.incoming.statusCode !== 101)) {
    socket.removeListener('data', socketOnData);
    socket.removeListener('end', socketOnEnd);
    freeParser(parser, req, socket);
  }
}

function freeParser(parser, req, socket) {
  if (parser) {
    parser.onIncoming = null;
    parser.socket = null;
    parser.incoming = null;
    parser.outgoing = null;
    parser.close();
  }
  if (req) req.parser = null;
  if (socket) socket.parser = null;
}

function parserOnIncomingClient(parser, res, shouldKeepAlive) {
  const socket = parser.socket;
  const req = socket._httpMessage;
  if (req.res) {
    socket.destroy();
    return 0;
  }
  req.res = res;
  // No body: socketOnData hands the socket over.
  if (res.upgrade) return 2;
  if (req.method === 'CONNECT') {
    res.upgrade = true;
    return 2;
  }
  if (req.shouldKeepAlive && !shouldKeepAlive && !req.upgradeOrConnect) req.shouldKeepAlive = false;
  res.req = req;
  if (res.statusCode >= 100 && res.statusCode < 200 && res.statusCode !== 101) {
    req.res = null;
    if (res.statusCode === 100) req.emit('continue');
    req.emit('information', {
      statusCode: res.statusCode,
      statusMessage: res.statusMessage,
      httpVersion: res.httpVersion,
      httpVersionMajor: res.httpVersionMajor,
      httpVersionMinor: res.httpVersionMinor,
      headers: res.headers,
      rawHeaders: res.rawHeaders,
    });
    return 1;
  }
  res.on('end', responseOnEnd);
  req.on('finish', requestOnFinish);
  socket.on('timeout', responseOnTimeout);
  if (req.aborted || !req.emit('response', res)) res._dump();
  if (req.method === 'HEAD') return 1;
  if (res.statusCode === 304) {
    res.complete = true;
    return 1;
  }
  return 0;
}

function responseOnTimeout() {
  const req = this._httpMessage;
  if (!req) return;
  const res = req.res;
  if (!res) return;
  res.emit('timeout');
}

function responseKeepAlive(req) {
  const socket = req.socket;
  if (req.timeoutCb) {
    socket.setTimeout(0, req.timeoutCb);
    req.timeoutCb = null;
  }
  socket.removeListener('close', socketCloseListener);
  socket.removeListener('error', socketErrorListener);
  socket.removeListener('data', socketOnData);
  socket.removeListener('end', socketOnEnd);
  process.nextTick(emitFreeNT, req);
  req.destroyed = true;
  if (req.res) req.res.socket = null;
}

function responseOnEnd() {
  const req = this.req;
  const socket = req.socket;
  if (socket) {
    if (req.timeoutCb) socket.removeListener('timeout', emitRequestTimeout);
    socket.removeListener('timeout', responseOnTimeout);
  }
  req._ended = true;
  if (!req.shouldKeepAlive) {
    if (socket.writable) socket.destroySoon();
  } else if (req.writableFinished && !this.aborted) {
    responseKeepAlive(req);
  }
}

function requestOnFinish() {
  if (this.shouldKeepAlive && this._ended) responseKeepAlive(this);
}

function emitFreeNT(req) {
  req._closed = true;
  req.emit('close');
  if (req.socket) req.socket.emit('free');
}

function tickOnSocket(req, socket) {
  const parser = new HTTPParser(HTTPParser.RESPONSE);
  req.socket = socket;
  parser.socket = socket;
  parser.outgoing = req;
  req.parser = parser;
  socket.parser = parser;
  socket._httpMessage = req;
  if (typeof req.maxHeadersCount === 'number') parser.maxHeaderPairs = req.maxHeadersCount << 1;
  parser.maxHeaderSize = req.maxHeaderSize || DEFAULT_MAX_HEADER_SIZE;
  bindParser(parser, socket, IncomingMessage, req.joinDuplicateHeaders,
    (res, keepAlive) => parserOnIncomingClient(parser, res, keepAlive), null);
  socket.on('error', socketErrorListener);
  socket.on('data', socketOnData);
  socket.on('end', socketOnEnd);
  socket.on('close', socketCloseListener);
  if (req.timeout !== undefined || (req.agent && req.agent.options && req.agent.options.timeout)) {
    listenSocketTimeout(req);
  }
  req.emit('socket', socket);
}

function emitRequestTimeout() {
  const req = this._httpMessage;
  if (req) req.emit('timeout');
}

function listenSocketTimeout(req) {
  if (req.timeoutCb) return;
  req.timeoutCb = emitRequestTimeout;
  if (req.socket) req.socket.once('timeout', emitRequestTimeout);
  else req.on('socket', (socket) => socket.once('timeout', emitRequestTimeout));
}

function onSocketNT(req, socket, err) {
  if (req.destroyed || err) {
    req.destroyed = true;
    const destroyReq = (e) => {
      if (!req.aborted && !e) e = connResetException('socket hang up');
      if (e) emitErrorEvent(req, e);
      req._closed = true;
      req.emit('close');
    };
    if (socket) {
      if (!err && req.agent && !socket.destroyed) {
        socket.emit('free');
      } else {
        socket.destroy(err || req[kError]);
        socket.once('close', () => destroyReq(err || req[kError]));
        return;
      }
    }
    destroyReq(err || req[kError]);
  } else {
    tickOnSocket(req, socket);
    req._flush();
  }
}

ClientRequest.prototype.onSocket = function onSocket(socket, err) {
  process.nextTick(onSocketNT, this, socket, err);
};

ClientRequest.prototype.setTimeout = function setTimeout(msecs, callback) {
  if (this._ended) return this;
  listenSocketTimeout(this);
  msecs = getTimerDuration(msecs, 'msecs');
  if (callback) this.once('timeout', callback);
  if (this.socket) setSocketTimeout(this.socket, msecs);
  else this.once('socket', (sock) => setSocketTimeout(sock, msecs));
  return this;
};

// A socket still connecting takes the request's timeout once it is connected.
function setSocketTimeout(sock, msecs) {
  if (sock.connecting) sock.once('connect', () => sock.setTimeout(msecs));
  else sock.setTimeout(msecs);
}

ClientRequest.prototype.setNoDelay = function setNoDelay(noDelay) {
  if (this.socket) this.socket.setNoDelay(noDelay);
  else this.once('socket', (s) => s.setNoDelay(noDelay));
};

ClientRequest.prototype.setSocketKeepAlive = function setSocketKeepAlive() {};

ClientRequest.prototype.clearTimeout = function clearTimeout(cb) {
  this.setTimeout(0, cb);
};

module.exports = { ClientRequest, Agent };
