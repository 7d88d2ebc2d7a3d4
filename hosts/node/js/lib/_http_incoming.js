'use strict';

// node:_http_incoming for evloop: IncomingMessage, the Readable a server's request and a
// client's response are. The parser pushes body chunks into it from the socket's data
// callback and null at the message's end; 'close' follows 'end' through autoDestroy.

const { Readable } = require('./internal/streams.js');

const kHeaders = Symbol('kHeaders');
const kHeadersDistinct = Symbol('kHeadersDistinct');
const kHeadersCount = Symbol('kHeadersCount');
const kTrailers = Symbol('kTrailers');
const kTrailersCount = Symbol('kTrailersCount');

function readStart(socket) {
  if (socket && !socket._paused && socket.readable) socket.resume();
}

function readStop(socket) {
  if (socket) socket.pause();
}

function IncomingMessage(socket) {
  Readable.call(this, socket ? { highWaterMark: socket.readableHighWaterMark } : undefined);
  this._readableState.readingMore = true;
  this.socket = socket;
  this.httpVersionMajor = null;
  this.httpVersionMinor = null;
  this.httpVersion = null;
  this.complete = false;
  this[kHeaders] = null;
  this[kHeadersCount] = 0;
  this.rawHeaders = [];
  this[kTrailers] = null;
  this[kTrailersCount] = 0;
  this.rawTrailers = [];
  this.joinDuplicateHeaders = false;
  this.aborted = false;
  this.upgrade = null;
  this.url = '';
  this.method = null;
  this.statusCode = null;
  this.statusMessage = null;
  this.client = socket;
  this._consuming = false;
  this._dumped = false;
}
Object.setPrototypeOf(IncomingMessage.prototype, Readable.prototype);
Object.setPrototypeOf(IncomingMessage, Readable);

function lazyHeaders(key, countKey, rawKey, add) {
  return {
    get() {
      if (!this[key]) {
        const dst = add === 'distinct' ? { __proto__: null } : {};
        this[key] = dst;
        const src = this[rawKey];
        for (let n = 0; n < this[countKey]; n += 2) {
          if (add === 'distinct') addHeaderLineDistinct(src[n], src[n + 1], dst);
          else this._addHeaderLine(src[n], src[n + 1], dst);
        }
      }
      return this[key];
    },
    set(v) { this[key] = v; },
    configurable: true,
  };
}

Object.defineProperties(IncomingMessage.prototype, {
  connection: {
    get() { return this.socket; },
    set(v) { this.socket = v; },
    configurable: true,
  },
  headers: lazyHeaders(kHeaders, kHeadersCount, 'rawHeaders', 'join'),
  headersDistinct: lazyHeaders(kHeadersDistinct, kHeadersCount, 'rawHeaders', 'distinct'),
  trailers: lazyHeaders(kTrailers, kTrailersCount, 'rawTrailers', 'join'),
});

IncomingMessage.prototype.setTimeout = function setTimeout(msecs, callback) {
  if (callback) this.on('timeout', callback);
  this.socket.setTimeout(msecs);
  return this;
};

IncomingMessage.prototype._read = function _read() {
  if (!this._consuming) {
    this._readableState.readingMore = false;
    this._consuming = true;
  }
  // The parser pushes the body; reading only lets the socket flow again.
  if (this.socket && this.socket.readable) readStart(this.socket);
};

IncomingMessage.prototype._destroy = function _destroy(err, cb) {
  if (!this.readableEnded || !this.complete) {
    this.aborted = true;
    this.emit('aborted');
  }
  if (this.socket && !this.socket.destroyed && this.aborted) {
    this.socket.destroy(err);
    this.socket.once('close', () => process.nextTick(onError, this, err, cb));
  } else {
    process.nextTick(onError, this, err, cb);
  }
};

function onError(self, error, cb) {
  // An error is emitted only when someone listens for it.
  if (self.listenerCount('error') === 0) cb();
  else cb(error);
}

IncomingMessage.prototype._addHeaderLines = function _addHeaderLines(headers, n) {
  if (headers && headers.length) {
    let dest;
    if (this.complete) {
      this.rawTrailers = headers;
      this[kTrailersCount] = n;
      dest = this[kTrailers];
    } else {
      this.rawHeaders = headers;
      this[kHeadersCount] = n;
      dest = this[kHeaders];
    }
    if (dest) {
      for (let i = 0; i < n; i += 2) this._addHeaderLine(headers[i], headers[i + 1], dest);
    }
  }
};

// How a repeated field is kept: 'first' (the first wins), 'join' (', '), 'cookie'
// ('; '), 'array' (set-cookie). Unknown fields are joined.
const FIRST_WINS = [
  'age', 'host', 'from', 'etag', 'server', 'referer', 'expires', 'location', 'user-agent',
  'retry-after', 'content-type', 'max-forwards', 'authorization', 'last-modified',
  'content-length', 'if-modified-since', 'proxy-authorization', 'if-unmodified-since',
];
const fieldRule = new Map(FIRST_WINS.map((f) => [f, 'first']));
fieldRule.set('cookie', 'cookie');
fieldRule.set('set-cookie', 'array');

IncomingMessage.prototype._addHeaderLine = function _addHeaderLine(field, value, dest) {
  field = field.toLowerCase();
  const rule = fieldRule.get(field) || 'join';
  if (rule === 'join' || rule === 'cookie') {
    if (typeof dest[field] === 'string') dest[field] += (rule === 'join' ? ', ' : '; ') + value;
    else dest[field] = value;
  } else if (rule === 'array') {
    if (dest['set-cookie'] !== undefined) dest['set-cookie'].push(value);
    else dest['set-cookie'] = [value];
  } else if (this.joinDuplicateHeaders) {
    if (dest[field] === undefined) dest[field] = value;
    else dest[field] += `, ${value}`;
  } else if (dest[field] === undefined) {
    dest[field] = value;
  }
};

function addHeaderLineDistinct(field, value, dest) {
  field = field.toLowerCase();
  if (!dest[field]) dest[field] = [value];
  else dest[field].push(value);
}
IncomingMessage.prototype._addHeaderLineDistinct = addHeaderLineDistinct;

// `msg.headers[name]` (`name` lower-case) for a field whose repeats are joined, up to
// where its first value ends: read from rawHeaders while `headers` is not built (the
// agent asks every keep-alive response for its Keep-Alive hint).
function firstHeaderValue(msg, name) {
  if (msg[kHeaders]) return msg.headers[name];
  const raw = msg.rawHeaders;
  const n = msg[kHeadersCount];
  for (let i = 0; i < n; i += 2) {
    if (raw[i].length === name.length && raw[i].toLowerCase() === name) return raw[i + 1];
  }
  return undefined;
}

// resume() without listeners: the body is read and thrown away.
IncomingMessage.prototype._dump = function _dump() {
  if (!this._dumped) {
    this._dumped = true;
    this.removeAllListeners('data');
    this.resume();
  }
};

module.exports = { IncomingMessage, readStart, readStop, firstHeaderValue };
