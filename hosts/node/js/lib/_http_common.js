'use strict';

// node:_http_common for evloop: the HTTP/1.x parser node keeps in llhttp, as a small
// state machine here. The head (request or status line and the header fields) is read by
// the host's `httpParseHead` op (the httparse crate); the body framing (Content-Length,
// chunked, until end of stream) is this file's. As llhttp's, its callbacks
// (kOnHeadersComplete, kOnBody, kOnMessageComplete) run synchronously inside execute(),
// which node calls inside the socket's data callback.

const { binding } = require('./internals.js');
const { Buffer } = require('./buffer.js');
const { makeError } = require('./internal/errors.js');

const METHODS = [
  'ACL', 'BIND', 'CHECKOUT', 'CONNECT', 'COPY', 'DELETE', 'GET', 'HEAD', 'LINK', 'LOCK',
  'M-SEARCH', 'MERGE', 'MKACTIVITY', 'MKCALENDAR', 'MKCOL', 'MOVE', 'NOTIFY', 'OPTIONS',
  'PATCH', 'POST', 'PROPFIND', 'PROPPATCH', 'PURGE', 'PUT', 'QUERY', 'REBIND', 'REPORT',
  'SEARCH', 'SOURCE', 'SUBSCRIBE', 'TRACE', 'UNBIND', 'UNLINK', 'UNLOCK', 'UNSUBSCRIBE',
];
const KNOWN_METHODS = new Set(METHODS);

// llhttp's words for the errors evloop's parser reports.
const REASONS = {
  HPE_INVALID_METHOD: 'Invalid method encountered',
  HPE_INVALID_HEADER_TOKEN: 'Invalid header token',
  HPE_INVALID_HEADER_VALUE: 'Invalid header value char',
  HPE_INVALID_VERSION: 'Invalid HTTP version',
  HPE_INVALID_CONSTANT: 'Expected HTTP/',
  HPE_LF_EXPECTED: 'Missing expected LF after header value',
  HPE_INVALID_STATUS: 'Invalid status code',
  HPE_HEADER_OVERFLOW: 'Header overflow',
  HPE_INVALID_CHUNK_SIZE: 'Invalid character in chunk size',
  HPE_INVALID_CONTENT_LENGTH: 'Invalid character in Content-Length',
  HPE_UNEXPECTED_CONTENT_LENGTH: "Content-Length can't be present with Transfer-Encoding",
  HPE_INVALID_EOF_STATE: 'Invalid EOF state',
  HPE_INVALID_TRANSFER_ENCODING: 'Request has invalid `Transfer-Encoding`',
};

const REQUEST = 1;
const RESPONSE = 2;

// Body states.
const HEAD = 0;
const FIXED = 1;
const CHUNK_SIZE = 2;
const CHUNK_DATA = 3;
const CHUNK_DATA_END = 4;
const TRAILERS = 5;
const UNTIL_EOF = 6;
const DEAD = 7;
const MSG_DONE = 8;

function parseError(code, bytesParsed) {
  const reason = REASONS[code] || code;
  // llhttp has one code for a bad name and a bad value.
  if (code === 'HPE_INVALID_HEADER_VALUE') code = 'HPE_INVALID_HEADER_TOKEN';
  const e = new Error(`Parse Error: ${reason}`);
  e.bytesParsed = bytesParsed;
  e.code = code;
  e.reason = reason;
  return e;
}

// Where in a malformed head llhttp stops: at the first byte of a header name that is not
// a token character (the other errors are reported at the message's start).
function errorOffset(bytes, code) {
  if (code !== 'HPE_INVALID_HEADER_TOKEN') return 0;
  const text = bytes.toString('latin1');
  let at = text.indexOf('\n') + 1;
  while (at > 0 && at < text.length) {
    const end = text.indexOf('\n', at);
    const line = text.slice(at, end === -1 ? text.length : end);
    const bad = /[^\^_`a-zA-Z\-0-9!#$%&'*+.|~]/.exec(line);
    if (bad !== null && bad[0] !== ':') return at + bad.index;
    if (end === -1) break;
    at = end + 1;
  }
  return 0;
}

class HTTPParser {
  constructor(type) {
    this.initialize(type);
  }

  initialize(type) {
    this.type = type;
    this.buffered = null;
    this.state = HEAD;
    this.remaining = 0;
    this.shouldKeepAlive = false;
    this.socket = null;
    this.incoming = null;
    this.outgoing = null;
    this.onIncoming = null;
    this.maxHeaderPairs = 2000;
    this.paused = false;
    this.onHeadersComplete = null;
    this.onBody = null;
    this.onMessageComplete = null;
    // node's server parser reads the socket from C++ and calls kOnBody through
    // MakeCallback, so ticks and microtasks run after each body chunk: with `yields` set
    // the rest of the bytes are parsed in a microtask queued after the chunk (then
    // onResumed(result) is called, as execute's caller would be).
    this.yields = false;
    this.yielded = false;
    this.pendingRest = null;
    this.onResumed = null;
  }

  // Feeds `chunk`; returns the bytes taken, or an Error.
  execute(chunk) {
    if (this.pendingRest !== null) {
      this.pendingRest = Buffer.concat([this.pendingRest, chunk]);
      return chunk.length;
    }
    const buf = this.buffered === null ? chunk : Buffer.concat([this.buffered, chunk]);
    this.buffered = null;
    return this.run(buf);
  }

  run(buf) {
    let pos = 0;
    const total = buf.length;
    while (pos < total || this.state === MSG_DONE) {
      if (this.yielded) {
        this.yielded = false;
        this.pendingRest = Buffer.from(buf.subarray(pos));
        queueMicrotask(() => {
          const rest = this.pendingRest;
          this.pendingRest = null;
          const ret = this.run(rest);
          if (this.onResumed !== null) this.onResumed(ret);
        });
        return total;
      }
      switch (this.state) {
        case HEAD: {
          // Blank lines before a message are skipped, as llhttp does.
          while (pos < total && (buf[pos] === 13 || buf[pos] === 10)) pos++;
          if (pos === total) break;
          const rest = pos === 0 ? buf : buf.subarray(pos);
          const head = binding.httpParseHead(rest, this.type === REQUEST);
          if (head === null) {
            if (rest.length > 80 * 1024) return this.fail('HPE_HEADER_OVERFLOW', pos);
            this.buffered = Buffer.from(rest);
            return total;
          }
          if (typeof head === 'string') return this.fail(head, pos + errorOffset(rest, head));
          const err = this.headersComplete(head);
          if (err) return this.fail(err, pos);
          pos += head[0];
          if (this.state === HEAD) this.messageComplete();
          break;
        }
        case FIXED: {
          const n = Math.min(this.remaining, total - pos);
          this.remaining -= n;
          this.body(buf, pos, n);
          pos += n;
          if (this.remaining === 0) this.state = MSG_DONE;
          break;
        }
        case MSG_DONE:
          this.state = HEAD;
          this.messageComplete();
          break;
        case UNTIL_EOF:
          this.body(buf, pos, total - pos);
          pos = total;
          break;
        case CHUNK_SIZE:
        case CHUNK_DATA_END:
        case TRAILERS: {
          const lf = buf.indexOf(10, pos);
          if (lf === -1) {
            this.buffered = Buffer.from(buf.subarray(pos));
            return total;
          }
          const line = buf.toString('latin1', pos, lf).replace(/\r$/, '');
          pos = lf + 1;
          if (this.state === CHUNK_DATA_END) {
            if (line !== '') return this.fail('HPE_LF_EXPECTED', pos);
            this.state = CHUNK_SIZE;
          } else if (this.state === TRAILERS) {
            if (line === '') {
              this.state = HEAD;
              this.messageComplete();
            }
          } else {
            const m = /^([0-9a-fA-F]+)(?:[ \t]*;.*)?$/.exec(line);
            if (m === null) return this.fail('HPE_INVALID_CHUNK_SIZE', pos);
            const size = parseInt(m[1], 16);
            if (size === 0) this.state = TRAILERS;
            else {
              this.state = CHUNK_DATA;
              this.remaining = size;
            }
          }
          break;
        }
        case CHUNK_DATA: {
          const n = Math.min(this.remaining, total - pos);
          this.remaining -= n;
          this.body(buf, pos, n);
          pos += n;
          if (this.remaining === 0) this.state = CHUNK_DATA_END;
          break;
        }
        default:
          return total;
      }
      if (this.paused) {
        if (pos < total) this.buffered = Buffer.from(buf.subarray(pos));
        return total;
      }
    }
    return total;
  }

  fail(code, pos) {
    this.state = DEAD;
    this.yielded = false;
    return parseError(code, pos);
  }

  // The head is read: [consumed, method or status, url or reason, minor, rawHeaders].
  headersComplete(head) {
    const raw = head[4];
    let contentLength = -1;
    let chunked = false;
    let connection = '';
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i].toLowerCase();
      if (name === 'content-length') {
        if (!/^[0-9]+$/.test(raw[i + 1])) return 'HPE_INVALID_CONTENT_LENGTH';
        contentLength = Number(raw[i + 1]);
      } else if (name === 'transfer-encoding') {
        chunked = /(?:^|\W)chunked\s*$/i.test(raw[i + 1]);
      } else if (name === 'connection') {
        connection += `${raw[i + 1].toLowerCase()},`;
      }
    }
    if (chunked && contentLength !== -1) return 'HPE_UNEXPECTED_CONTENT_LENGTH';
    const minor = head[3];
    let method;
    let statusCode;
    let statusMessage;
    let url;
    if (this.type === REQUEST) {
      method = head[1];
      if (!KNOWN_METHODS.has(method)) return 'HPE_INVALID_METHOD';
      url = head[2];
    } else {
      statusCode = head[1];
      statusMessage = head[2];
      url = '';
    }
    const close = /(?:^|[\s,])close\s*,/.test(connection);
    const keepAlive = /(?:^|[\s,])keep-alive\s*,/.test(connection);
    this.shouldKeepAlive = minor >= 1 ? !close : keepAlive;
    const upgrade = this.type === REQUEST
      ? method === 'CONNECT' || /(?:^|[\s,])upgrade\s*,/.test(connection)
      : statusCode === 101;
    const skipBody = this.onHeadersComplete(1, minor, raw, method, url, statusCode,
      statusMessage, upgrade, this.shouldKeepAlive);
    if (skipBody === 2) {
      this.state = HEAD;
      return null;
    }
    const noBody = skipBody === 1 || (this.type === RESPONSE &&
      (statusCode === 204 || statusCode === 304 || (statusCode >= 100 && statusCode < 200)));
    if (noBody) this.state = HEAD;
    else if (chunked) this.state = CHUNK_SIZE;
    else if (contentLength > 0) {
      this.state = FIXED;
      this.remaining = contentLength;
    } else if (contentLength === 0 || this.type === REQUEST) this.state = HEAD;
    else {
      this.state = UNTIL_EOF;
      this.shouldKeepAlive = false;
    }
    return null;
  }

  body(buf, start, len) {
    if (len > 0 && this.onBody !== null) {
      this.onBody(buf.subarray(start, start + len));
      if (this.yields) this.yielded = true;
    }
  }

  messageComplete() {
    if (this.onMessageComplete !== null) this.onMessageComplete();
  }

  // The end of the stream: a body read until EOF ends here.
  finish() {
    this.yielded = false;
    if (this.state === UNTIL_EOF || this.state === MSG_DONE) {
      this.state = HEAD;
      this.messageComplete();
      return null;
    }
    if (this.state === FIXED || this.state === CHUNK_SIZE || this.state === CHUNK_DATA ||
        this.state === CHUNK_DATA_END || this.state === TRAILERS) {
      return parseError('HPE_INVALID_EOF_STATE', 0);
    }
    return null;
  }

  pause() { this.paused = true; }

  resume() { this.paused = false; }

  close() { this.state = DEAD; }
}
HTTPParser.REQUEST = REQUEST;
HTTPParser.RESPONSE = RESPONSE;

const tokenRe = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/;
function checkIsHttpToken(val) {
  return typeof val === 'string' && tokenRe.test(val);
}

// eslint-disable-next-line no-control-regex
const headerCharRe = /[^\t\x20-\x7e\x80-\xff]/;
function checkInvalidHeaderChar(val) {
  return headerCharRe.test(`${val}`);
}

function validateHeaderName(name, label = 'Header name') {
  if (typeof name !== 'string' || !name || !checkIsHttpToken(name)) {
    throw makeError(TypeError, 'ERR_INVALID_HTTP_TOKEN', `${label} must be a valid HTTP token ["${name}"]`);
  }
}

function validateHeaderValue(name, value) {
  if (value === undefined) {
    throw makeError(TypeError, 'ERR_HTTP_INVALID_HEADER_VALUE',
      `Invalid value "${value}" for header "${name}"`);
  }
  if (checkInvalidHeaderChar(value)) {
    throw makeError(TypeError, 'ERR_INVALID_CHAR', `Invalid character in header content ["${name}"]`);
  }
}

// The parser's callbacks for a connection, as node's parser pool sets them: a head
// makes an IncomingMessage (`Message`, over `socket`) handed to onIncoming(msg,
// keepAlive), whose answer says whether a body follows (0) or not (1); body chunks are
// pushed into it (a full buffer pauses the socket); the end pushes null and lets the
// socket flow again. `onComplete` is told of each message's end.
function bindParser(parser, socket, Message, joinDuplicateHeaders, onIncoming, onComplete) {
  parser.onHeadersComplete = (major, minor, headers, method, url, statusCode, statusMessage, upgrade, keepAlive) => {
    const msg = new Message(socket);
    msg.httpVersionMajor = major;
    msg.httpVersionMinor = minor;
    msg.httpVersion = `${major}.${minor}`;
    msg.url = url;
    msg.joinDuplicateHeaders = joinDuplicateHeaders;
    let n = headers.length;
    if (parser.maxHeaderPairs > 0) n = Math.min(n, parser.maxHeaderPairs);
    msg._addHeaderLines(headers, n);
    if (method !== undefined) msg.method = method;
    else {
      msg.statusCode = statusCode;
      msg.statusMessage = statusMessage;
    }
    msg.upgrade = upgrade;
    parser.incoming = msg;
    return onIncoming(msg, keepAlive);
  };
  parser.onBody = (chunk) => {
    const stream = parser.incoming;
    if (stream && !stream._dumped && !stream.push(chunk)) socket.pause();
  };
  parser.onMessageComplete = () => {
    if (onComplete) onComplete();
    const stream = parser.incoming;
    if (stream) {
      stream.complete = true;
      stream.push(null);
    }
    if (socket && !socket._paused && socket.readable) socket.resume();
  };
}

// A socket reset under a request ("socket hang up", "aborted").
function connResetException(msg) {
  const e = new Error(msg);
  e.code = 'ECONNRESET';
  return e;
}

module.exports = {
  HTTPParser,
  methods: METHODS,
  _checkIsHttpToken: checkIsHttpToken,
  _checkInvalidHeaderChar: checkInvalidHeaderChar,
  chunkExpression: /(?:^|\W)chunked(?:$|\W)/i,
  continueExpression: /(?:^|\W)100-continue(?:$|\W)/i,
  CRLF: '\r\n',
  validateHeaderName,
  validateHeaderValue,
  connResetException,
  bindParser,
};
