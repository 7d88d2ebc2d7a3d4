'use strict';

// The HTTP/1.1 client under node 20's fetch, modelled on undici's: one pool per origin,
// each client owning at most one TCP socket that carries one request at a time and is kept
// alive between them (unref'd while idle, closed after the keep-alive timeout); a request
// busy on every client opens one more connection. The socket is read on 'readable', as
// undici reads it, and the response's head and body reach the handler synchronously from
// the parser: onHeaders, onData (false to pause), onComplete, onError.

const net = require('./net.js');
const { Buffer } = require('./buffer.js');
const { HTTPParser } = require('./_http_common.js');

class UndiciError extends Error {
  constructor(message) {
    super(message);
    this.name = 'UndiciError';
    this.code = 'UND_ERR';
  }
}

class SocketError extends UndiciError {
  constructor(message, socket) {
    super(message);
    this.name = 'SocketError';
    this.message = message || 'Socket error';
    this.code = 'UND_ERR_SOCKET';
    this.socket = socket;
  }
}

class InformationalError extends UndiciError {
  constructor(message) {
    super(message);
    this.name = 'InformationalError';
    this.message = message || 'Request information';
    this.code = 'UND_ERR_INFO';
  }
}

class RequestAbortedError extends UndiciError {
  constructor(message) {
    super(message);
    this.name = 'AbortError';
    this.message = message || 'Request aborted';
    this.code = 'UND_ERR_ABORTED';
  }
}

function socketInfo(socket) {
  return {
    localAddress: socket.localAddress,
    localPort: socket.localPort,
    remoteAddress: socket.remoteAddress,
    remotePort: socket.remotePort,
    remoteFamily: socket.remoteFamily,
    timeout: socket.timeout,
    bytesWritten: socket.bytesWritten,
    bytesRead: socket.bytesRead,
  };
}

const EXPECTS_PAYLOAD = new Set(['PUT', 'POST', 'PATCH', 'QUERY', 'PROPFIND', 'PROPPATCH']);
const DEFAULT_KEEP_ALIVE = 4e3;
const KEEP_ALIVE_MAX = 600e3;
const KEEP_ALIVE_THRESHOLD = 2e3;

class Client {
  constructor(pool, url) {
    this.pool = pool;
    this.url = url;
    this.hostHeader = `host: ${url.hostname}${url.port ? `:${url.port}` : ''}\r\n`;
    this.socket = null;
    this.connecting = false;
    this.queue = [];
    this.running = null;
    this.parser = null;
    this.keepAliveTimer = null;
    this.keepAliveMs = DEFAULT_KEEP_ALIVE;
    this.reset = false;
    this.settling = false;
  }

  get busy() {
    return this.connecting || this.settling || this.running !== null || this.queue.length > 0 ||
      (this.socket !== null && this.reset);
  }

  dispatch(request) {
    this.queue.push(request);
    this.resume();
  }

  resume() {
    if (this.running !== null) return;
    if (this.queue.length === 0) {
      if (this.socket !== null) this.socket.unref();
      return;
    }
    if (this.socket === null) {
      if (!this.connecting) this.connect();
      return;
    }
    this.socket.ref();
    this.clearKeepAlive();
    const request = this.queue.shift();
    if (request.aborted) {
      this.resume();
      return;
    }
    this.running = request;
    this.write(request);
  }

  connect() {
    const url = this.url;
    if (url.protocol === 'https:') {
      // No TLS in evloop: an https fetch fails as a connection that could not be made.
      const err = new Error('evloop: TLS (https) is not modelled');
      err.code = 'ERR_EVLOOP_UNSUPPORTED';
      process.nextTick(() => this.failQueue(err));
      return;
    }
    this.connecting = true;
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const port = url.port ? Number(url.port) : 80;
    let socket;
    try {
      socket = net.connect({ highWaterMark: 64 * 1024, host, port });
    } catch (err) {
      this.connecting = false;
      this.failQueue(err);
      return;
    }
    socket.setNoDelay(true);
    socket.setKeepAlive(true, 60e3);
    const onConnectError = (err) => {
      socket.removeListener('connect', onConnect);
      this.connecting = false;
      this.failQueue(err);
    };
    const onConnect = () => {
      socket.removeListener('error', onConnectError);
      // undici awaits its connector's callback and then its own set-up.
      Promise.resolve().then(() => {
        this.connecting = false;
        if (socket.destroyed) {
          this.failQueue(new SocketError('other side closed', socketInfo(socket)));
          return;
        }
        this.attach(socket);
        this.resume();
      });
    };
    socket.once('error', onConnectError);
    socket.once('connect', onConnect);
  }

  attach(socket) {
    this.socket = socket;
    this.reset = false;
    const parser = new HTTPParser(HTTPParser.RESPONSE);
    this.parser = parser;
    let statusCode = 0;
    let shouldKeepAlive = false;
    let keepAliveHeader = null;
    parser.onHeadersComplete = (major, minor, raw, method, url, status, statusText, upgrade, keepAlive) => {
      const request = this.running;
      statusCode = status;
      shouldKeepAlive = keepAlive;
      if (request === null) return 2;
      if (status < 200) return 2;
      keepAliveHeader = null;
      for (let i = 0; i < raw.length; i += 2) {
        if (raw[i].toLowerCase() === 'keep-alive') keepAliveHeader = raw[i + 1];
      }
      request.headersDone = true;
      let paused = false;
      const resume = () => {
        if (paused) {
          paused = false;
          parser.resume();
          this.readMore(Buffer.alloc(0));
        }
      };
      request.resumeBody = resume;
      request.pauseBody = () => { paused = true; parser.pause(); };
      try {
        request.handler.onHeaders(status, raw, resume, statusText);
      } catch (err) {
        this.destroySocket(err);
        return 1;
      }
      return request.method === 'HEAD' ? 1 : 0;
    };
    parser.onBody = (chunk) => {
      const request = this.running;
      if (request === null || request.aborted) return;
      if (request.handler.onData(Buffer.from(chunk)) === false) request.pauseBody();
    };
    parser.onMessageComplete = () => {
      const request = this.running;
      if (request === null || statusCode < 200) return;
      this.running = null;
      if (!request.aborted) {
        request.completed = true;
        request.handler.onComplete();
      }
      if (!shouldKeepAlive || this.reset) {
        this.destroySocket(new InformationalError('reset'));
        return;
      }
      this.keepAliveMs = DEFAULT_KEEP_ALIVE;
      const m = keepAliveHeader && /timeout=(\d+)/.exec(keepAliveHeader);
      if (m) {
        const t = Math.min(Number(m[1]) * 1000 - KEEP_ALIVE_THRESHOLD, KEEP_ALIVE_MAX);
        if (t <= 0) this.reset = true;
        else this.keepAliveMs = t;
      }
      if (this.reset) {
        this.destroySocket(new InformationalError('reset'));
        return;
      }
      // undici waits a whole loop turn before it reuses a socket (a server may close it
      // though it said it would not); until then the client counts as busy, so a fetch
      // started meanwhile opens another connection.
      this.settling = true;
      setImmediate(() => {
        this.settling = false;
        this.startKeepAlive();
        this.resume();
      });
    };
    socket.on('readable', () => {
      if (this.socket === socket) this.readMore(null);
    });
    socket.on('error', (err) => {
      if (this.socket === socket) this.onSocketError(err);
    });
    socket.on('end', () => {
      if (this.socket !== socket) return;
      const err = parser.finish();
      if (err === null && this.running === null) {
        this.destroySocket(new InformationalError('other side closed'));
        return;
      }
      this.destroySocket(new SocketError('other side closed', socketInfo(socket)));
    });
    socket.on('close', () => this.onSocketClose(socket));
  }

  readMore(extra) {
    const parser = this.parser;
    const socket = this.socket;
    if (parser === null || socket === null) return;
    if (extra !== null && !parser.paused) this.execute(extra);
    while (!parser.paused && this.parser === parser) {
      const chunk = socket.read();
      if (chunk === null) break;
      this.execute(chunk);
    }
  }

  execute(chunk) {
    const ret = this.parser.execute(chunk);
    if (ret instanceof Error) this.destroySocket(ret);
  }

  onSocketError(err) {
    // A reset right after a body read to the end of the stream still ends that body
    // (as undici: some systems reset after a complete response).
    if (err.code === 'ECONNRESET' && this.running !== null && this.parser.finish() === null &&
        this.running === null) {
      return;
    }
    this.destroySocket(err);
  }

  onSocketClose(socket) {
    if (this.socket !== socket) return;
    const err = this.socketError || new SocketError('closed', socketInfo(socket));
    this.detach();
    const request = this.running;
    this.running = null;
    if (request !== null && !request.completed && !request.aborted) request.fail(err);
    // Requests queued behind it get a new connection.
    if (this.queue.length > 0) this.resume();
  }

  detach() {
    this.clearKeepAlive();
    this.socket = null;
    this.parser = null;
    this.socketError = null;
  }

  // Ends the connection: its request (if any) fails with `err`; the client is free for a
  // new connection at once (undici's waits for 'close'; no request can tell).
  destroySocket(err) {
    const socket = this.socket;
    if (socket === null) return;
    this.detach();
    const request = this.running;
    this.running = null;
    if (request !== null && !request.completed && !request.aborted && !(err instanceof InformationalError)) {
      request.fail(err);
    }
    socket.destroy();
    if (this.queue.length > 0) this.resume();
  }

  failQueue(err) {
    const queue = this.queue;
    this.queue = [];
    for (const request of queue) if (!request.aborted) request.fail(err);
    this.pool.remove(this);
  }

  startKeepAlive() {
    if (this.socket === null || this.running !== null) return;
    this.clearKeepAlive();
    const socket = this.socket;
    this.keepAliveTimer = setTimeout(() => {
      if (this.socket === socket && this.running === null) {
        this.destroySocket(new InformationalError('socket idle timeout'));
      }
    }, this.keepAliveMs);
    this.keepAliveTimer.unref();
  }

  clearKeepAlive() {
    if (this.keepAliveTimer !== null) {
      clearTimeout(this.keepAliveTimer);
      this.keepAliveTimer = null;
    }
  }

  // writeH1: the head, then the body from its async iterable (chunked when its length is
  // not known).
  write(request) {
    const socket = this.socket;
    const { method, path } = request;
    let contentLength = request.contentLength;
    const expectsPayload = EXPECTS_PAYLOAD.has(method);
    if (contentLength === 0 && !expectsPayload) contentLength = null;
    request.abortSocket = (err) => {
      if (request.completed) return;
      this.running = null;
      this.destroySocket(err || new RequestAbortedError());
    };
    if (method === 'HEAD') this.reset = true;
    let header = `${method} ${path} HTTP/1.1\r\n${this.hostHeader}`;
    header += this.reset ? 'connection: close\r\n' : 'connection: keep-alive\r\n';
    for (const [key, value] of request.headers) header += `${key}: ${value}\r\n`;
    if (request.body === null) {
      if (contentLength === 0) socket.write(`${header}content-length: 0\r\n\r\n`, 'latin1');
      else socket.write(`${header}\r\n`, 'latin1');
      request.handler.onRequestSent();
      return;
    }
    this.writeIterable(request, socket, header, contentLength, expectsPayload);
  }

  async writeIterable(request, socket, header, contentLength, expectsPayload) {
    let waiting = null;
    const onDrain = () => {
      if (waiting !== null) {
        const cb = waiting;
        waiting = null;
        cb();
      }
    };
    socket.on('close', onDrain).on('drain', onDrain);
    let bytesWritten = 0;
    const writeHead = () => {
      if (contentLength === null) socket.write(`${header}transfer-encoding: chunked\r\n`, 'latin1');
      else socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, 'latin1');
    };
    try {
      for await (const chunk of request.body) {
        if (socket.destroyed) throw this.socketError || new SocketError('other side closed');
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        const len = buf.byteLength;
        if (!len) continue;
        socket.cork();
        if (bytesWritten === 0) writeHead();
        if (contentLength === null) socket.write(`\r\n${len.toString(16)}\r\n`, 'latin1');
        bytesWritten += len;
        const ok = socket.write(buf);
        socket.uncork();
        if (!ok) await new Promise((resolve) => { waiting = resolve; });
      }
      if (socket.destroyed) return;
      if (bytesWritten === 0) {
        if (expectsPayload) socket.write(`${header}content-length: 0\r\n\r\n`, 'latin1');
        else socket.write(`${header}\r\n`, 'latin1');
      } else if (contentLength === null) {
        socket.write('\r\n0\r\n\r\n', 'latin1');
      }
      request.handler.onRequestSent();
    } catch (err) {
      request.fail(err);
      this.destroySocket(err);
    } finally {
      socket.off('close', onDrain).off('drain', onDrain);
    }
  }
}

// One origin's clients.
class Pool {
  constructor(agent, origin, url) {
    this.agent = agent;
    this.origin = origin;
    this.url = url;
    this.clients = [];
  }

  dispatch(request) {
    let client = this.clients.find((c) => !c.busy);
    if (client === undefined) {
      client = new Client(this, this.url);
      this.clients.push(client);
    }
    client.dispatch(request);
  }

  remove(client) {
    const i = this.clients.indexOf(client);
    if (i !== -1 && client.socket === null && client.queue.length === 0) this.clients.splice(i, 1);
  }
}

class Agent {
  constructor() {
    this.pools = new Map();
  }

  // opts: { url, method, path, headers: [[name, value]], body: async iterable or null,
  // contentLength }; handler: onHeaders, onData, onComplete, onError, onRequestSent.
  // Returns the request, whose abort(err) ends it.
  dispatch(opts, handler) {
    const url = opts.url;
    const origin = url.origin;
    let pool = this.pools.get(origin);
    if (pool === undefined) {
      pool = new Pool(this, origin, url);
      this.pools.set(origin, pool);
    }
    const request = {
      method: opts.method,
      path: opts.path,
      headers: opts.headers,
      body: opts.body,
      contentLength: opts.contentLength,
      handler,
      aborted: false,
      completed: false,
      headersDone: false,
      abortSocket: null,
      fail(err) {
        if (this.aborted || this.completed) return;
        this.completed = true;
        handler.onError(err);
      },
      abort(err) {
        if (this.aborted || this.completed) return;
        this.aborted = true;
        if (this.abortSocket !== null) this.abortSocket(err);
        handler.onError(err);
      },
    };
    pool.dispatch(request);
    return request;
  }
}

let globalAgent = null;
function getGlobalAgent() {
  if (globalAgent === null) globalAgent = new Agent();
  return globalAgent;
}

module.exports = { getGlobalAgent, SocketError, RequestAbortedError, InformationalError };
