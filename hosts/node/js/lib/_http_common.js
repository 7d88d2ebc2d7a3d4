'use strict';

// node:_http_common for evloop: the HTTP/1.x parser node keeps in llhttp, as a small
// state machine here. The head (request or status line and the header fields) is read by
// the host's `httpParseHead` op (the httparse crate), which also says which field llhttp
// would refuse and what framing the fields announce; a chunked body's lines are read by
// `httpChunkLine`; the body framing (Content-Length, chunked, until end of stream) is
// this file's state machine. As llhttp's, its callbacks
// (kOnHeadersComplete, kOnBody, kOnMessageComplete) run synchronously inside execute(),
// which node calls inside the socket's data callback.

const { binding } = require('./internals.js');
const { Buffer } = require('./buffer.js');
const { makeError, invalidArgType, outOfRange } = require('./internal/errors.js');

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
// The message's end hands the connection to another protocol (llhttp's
// HPE_PAUSED_UPGRADE): execute stops there and returns the bytes it took.
const UPGRADED = 9;

// The framing flags `httpParseHead` returns (`Framing::flags` in http_head.rs), one bit
// each: what the head's fields announce.
const F_CHUNKED = 1; // the last Transfer-Encoding ends with chunked
const F_ENCODED = 2; // there is a Transfer-Encoding
const F_CLOSE = 4; // Connection: close
const F_KEEP_ALIVE = 8; // Connection: keep-alive
const F_CONNECTION_UPGRADE = 16; // Connection: upgrade
const F_UPGRADE = 32; // an Upgrade header
const F_BAD_LENGTH = 64; // a Content-Length that is not digits

function parseError(code, bytesParsed, why) {
  const reason = why || REASONS[code] || code;
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

// The methods llhttp's request parser knows the spelling of (RTSP's too): where a
// request line's method stops matching them is where llhttp reports a bad method.
const SPELLED = [...METHODS, 'PRI', 'DESCRIBE', 'ANNOUNCE', 'SETUP', 'PLAY', 'PAUSE', 'TEARDOWN',
  'GET_PARAMETER', 'SET_PARAMETER', 'REDIRECT', 'RECORD', 'FLUSH'];

// llhttp's verdict on a request line httparse refused: [code, reason, offset] or null.
function checkRequestLine(text) {
  let n = 0;
  let whole = false;
  for (const m of SPELLED) {
    let i = 0;
    while (i < m.length && text[i] === m[i]) i++;
    if (i > n || (i === n && i === m.length)) {
      n = i;
      whole = i === m.length;
    }
  }
  if (whole && text[n] !== ' ') return ['HPE_INVALID_METHOD', 'Expected space after method', n];
  if (!whole) return ['HPE_INVALID_METHOD', 'Invalid method encountered', n];
  const eol = text.indexOf('\r\n');
  const line = eol === -1 ? text : text.slice(0, eol);
  const v = / HTTP\/[0-9]\.[0-9]/.exec(line);
  if (v === null) return null;
  const after = v.index + v[0].length;
  if (!/ HTTP\/1\.[01]/.test(v[0])) return ['HPE_INVALID_VERSION', 'Invalid HTTP version', after];
  if (after < line.length) return ['HPE_INVALID_VERSION', 'Expected CRLF after version', after];
  return null;
}

const DEFAULT_MAX_HEADER_SIZE = 16384;

// The maxHeaderSize option of servers and requests: validateInteger(value, name, 0).
function validateMaxHeaderSize(value, name) {
  if (typeof value !== 'number') throw invalidArgType(name, 'number', value);
  if (!Number.isInteger(value)) throw outOfRange(name, 'an integer', value);
  if (value < 0 || value > Number.MAX_SAFE_INTEGER) {
    throw outOfRange(name, `>= 0 && <= ${Number.MAX_SAFE_INTEGER}`, value);
  }
}

// node counts a head's URL (or reason phrase), header names and values against
// maxHeaderSize, as llhttp hands them over: the offset llhttp stops at when the count
// reaches `max` (just past the piece that reached it, or the end of what is here), or -1.
function overflowAt(text, isRequest, max) {
  let count = 0;
  // Adds the piece text[from, to); `done` when its end is here.
  const add = (from, to, done) => {
    count += Math.max(to - from, 0);
    if (count < max) return -1;
    return done ? to + 1 : text.length;
  };
  let eol = text.indexOf('\r');
  const firstEnd = eol === -1 ? text.length : eol;
  let at;
  if (isRequest) {
    const from = text.indexOf(' ') + 1;
    if (from === 0) return -1;
    const sp = text.indexOf(' ', from);
    at = sp !== -1 && sp < firstEnd ? add(from, sp, true) : add(from, firstEnd, eol !== -1);
  } else {
    at = firstEnd > 13 ? add(13, firstEnd, eol !== -1) : -1;
  }
  if (at !== -1) return at;
  let line = text.indexOf('\n') + 1;
  while (line > 0 && line < text.length) {
    eol = text.indexOf('\r', line);
    const end = eol === -1 ? text.length : eol;
    if (end === line) return -1;
    const colon = text.indexOf(':', line);
    if (colon === -1 || colon > end) return add(line, end, false);
    at = add(line, colon, true);
    if (at !== -1) return at;
    let from = colon + 1;
    while (from < end && (text[from] === ' ' || text[from] === '\t')) from++;
    at = add(from, end, eol !== -1);
    if (at !== -1) return at;
    line = eol === -1 ? -1 : eol + 2;
  }
  return -1;
}

// llhttp's verdict on a status line: [code, reason, offset] or null.
function checkStatusLine(text) {
  if (!text.startsWith('HTTP/')) return ['HPE_INVALID_CONSTANT', 'Expected HTTP/, RTSP/ or ICE/', 0];
  if (!/^HTTP\/1\.[01] /.test(text)) return ['HPE_INVALID_VERSION', 'Invalid HTTP version', 8];
  let i = 9;
  while (i < 12 && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
  if (i < 12) return ['HPE_INVALID_STATUS', 'Invalid status code', i];
  return null;
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
    this.maxHeaderSize = DEFAULT_MAX_HEADER_SIZE;
    this.paused = false;
    this.onHeadersComplete = null;
    this.onBody = null;
    this.onMessageComplete = null;
    // Told of a message's first byte, as llhttp's on_message_begin (node's connection
    // list counts a connection active from then on).
    this.onMessageBegin = null;
    this.begun = false;
    // node's server parser reads the socket from C++ and calls kOnBody through
    // MakeCallback, so ticks and microtasks run after each body chunk: with `yields` set
    // the rest of the bytes are parsed in a microtask queued after the chunk (then
    // onResumed(result) is called, as execute's caller would be).
    this.yields = false;
    this.yielded = false;
    this.pendingRest = null;
    this.onResumed = null;
    // What followed an upgrading message's head in the chunk it came in.
    this.upgradeHead = null;
    this.shift = 0;
  }

  // Feeds `chunk`; returns the bytes taken, or an Error.
  execute(chunk) {
    if (this.pendingRest !== null) {
      this.pendingRest = Buffer.concat([this.pendingRest, chunk]);
      return chunk.length;
    }
    this.upgradeHead = null;
    const held = this.buffered === null ? 0 : this.buffered.length;
    const buf = held === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    this.buffered = null;
    // Errors count their bytesParsed in `chunk`, as llhttp (which holds nothing back) does.
    this.shift = -held;
    const ret = this.run(buf);
    // An upgrade's count is of `chunk`'s bytes, as llhttp (which buffers nothing) counts.
    if (this.upgradeHead !== null && typeof ret === 'number') return Math.max(ret - held, 0);
    return ret;
  }

  run(buf) {
    let pos = 0;
    const total = buf.length;
    while (pos < total || this.state === MSG_DONE) {
      if (this.yielded) {
        this.yielded = false;
        this.pendingRest = Buffer.from(buf.subarray(pos));
        const shift = this.shift + pos;
        queueMicrotask(() => {
          const rest = this.pendingRest;
          this.pendingRest = null;
          this.shift = shift;
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
          if (!this.begun) {
            this.begun = true;
            if (this.onMessageBegin !== null) this.onMessageBegin();
          }
          const rest = pos === 0 ? buf : buf.subarray(pos);
          const head = binding.httpParseHead(rest, this.type === REQUEST);
          // Only a head this long can hold maxHeaderSize bytes of fields.
          if (rest.length >= this.maxHeaderSize) {
            const end = head !== null && typeof head[0] === 'number' ? head[0] : rest.length;
            const at = overflowAt(rest.toString('latin1', 0, end), this.type === REQUEST, this.maxHeaderSize);
            if (at !== -1) return this.fail('HPE_HEADER_OVERFLOW', pos + at);
          }
          if (head === null) {
            this.buffered = Buffer.from(rest);
            return total;
          }
          if (typeof head[0] === 'string') {
            // A head httparse refused: llhttp's verdict on its first line, else on its
            // fields (the op's), else httparse's code.
            const text = rest.toString('latin1');
            const v = (this.type === RESPONSE ? checkStatusLine(text) : checkRequestLine(text)) || head[1];
            if (v) return this.fail(v[0], pos + v[2], v[1]);
            return this.fail(head[0], pos + errorOffset(rest, head[0]));
          }
          const v = head[7];
          if (v !== null) return this.fail(v[0], pos + v[2], v[1]);
          const err = this.headersComplete(head);
          if (err === 'HPE_INVALID_TRANSFER_ENCODING') {
            // llhttp refuses such a body where it would begin, after the head's callback.
            return this.fail(err, pos + head[0], 'Request has invalid `Transfer-Encoding`');
          }
          if (err === 'HPE_INVALID_METHOD') {
            const m = checkRequestLine(rest.toString('latin1', 0, head[0]));
            if (m) return this.fail(m[0], pos + m[2], m[1]);
          }
          if (err) return this.fail(err, pos);
          pos += head[0];
          if (this.state === UPGRADED) {
            this.state = HEAD;
            this.upgradeHead = buf.subarray(pos);
            this.messageComplete();
            return pos;
          }
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
          // The op reads the line: [past its LF, its size or whether it is empty].
          const line = binding.httpChunkLine(buf, pos, this.state === CHUNK_SIZE);
          if (line === -1) {
            this.buffered = Buffer.from(buf.subarray(pos));
            return total;
          }
          const start = pos;
          const value = line[1];
          pos = line[0];
          if (this.state === CHUNK_DATA_END) {
            if (value !== 0) return this.fail('HPE_STRICT', start, 'Expected LF after chunk data');
            this.state = CHUNK_SIZE;
          } else if (this.state === TRAILERS) {
            if (value === 0) {
              this.state = HEAD;
              this.messageComplete();
            }
          } else if (value < 0) {
            // llhttp stops at the first byte that is not of the size.
            return this.fail('HPE_INVALID_CHUNK_SIZE', start - 1 - value);
          } else if (value === 0) {
            this.state = TRAILERS;
          } else {
            this.state = CHUNK_DATA;
            this.remaining = value;
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

  fail(code, pos, why) {
    this.state = DEAD;
    this.yielded = false;
    return parseError(code, Math.max(pos + this.shift, 0), why);
  }

  // The head is read: [consumed, method or status, url or reason, minor, rawHeaders,
  // contentLength, flags] (the framing its fields announce, read by the op).
  headersComplete(head) {
    const raw = head[4];
    const contentLength = head[5];
    const flags = head[6];
    if (flags & F_BAD_LENGTH) return 'HPE_INVALID_CONTENT_LENGTH';
    const chunked = (flags & F_CHUNKED) !== 0;
    const encoded = (flags & F_ENCODED) !== 0;
    const upgradeHeader = (flags & F_UPGRADE) !== 0;
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
    this.shouldKeepAlive = minor >= 1 ? (flags & F_CLOSE) === 0 : (flags & F_KEEP_ALIVE) !== 0;
    // llhttp: an upgrade needs both an Upgrade header and `Connection: upgrade` (and,
    // in a response, the status 101); a CONNECT request is one anyway.
    let upgrade;
    if (upgradeHeader && (flags & F_CONNECTION_UPGRADE) !== 0) {
      upgrade = this.type === REQUEST || statusCode === 101;
    } else {
      upgrade = method === 'CONNECT';
    }
    const skipBody = this.onHeadersComplete(1, minor, raw, method, url, statusCode,
      statusMessage, upgrade, this.shouldKeepAlive);
    // 2: no body, and the rest is another protocol; 1: no body.
    if (skipBody === 2) upgrade = true;
    const hasBody = chunked || contentLength > 0;
    if ((upgrade && (method === 'CONNECT' || skipBody === 1 || skipBody === 2 || !hasBody)) ||
        (this.type === RESPONSE && statusCode === 101)) {
      this.state = UPGRADED;
      return null;
    }
    const noBody = skipBody === 1 || (this.type === RESPONSE &&
      (statusCode === 204 || statusCode === 304 || (statusCode >= 100 && statusCode < 200)));
    // A request's body framed by a coding other than chunked has no known end.
    if (!noBody && encoded && !chunked && this.type === REQUEST) return 'HPE_INVALID_TRANSFER_ENCODING';
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
    this.begun = false;
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
// Names already found to be tokens (every request sets the same few), so that most
// checks are a lookup rather than a regular expression; bounded.
const knownTokens = new Set();
function checkIsHttpToken(val) {
  if (typeof val !== 'string') return false;
  if (knownTokens.has(val)) return true;
  if (!tokenRe.test(val)) return false;
  if (knownTokens.size < 256) knownTokens.add(val);
  return true;
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
  DEFAULT_MAX_HEADER_SIZE,
  validateMaxHeaderSize,
};
