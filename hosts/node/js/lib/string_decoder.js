'use strict';

// evloop's node:string_decoder.
//
// A decoder turns a stream of byte chunks into strings without splitting a
// character across two of them: the bytes of a character cut off at the end
// of a chunk are held back and finished with the next chunk (or by end()).
//
// The state is a 7-byte Buffer laid out the way Node's native decoder lays
// out its own, under a symbol with Node's description, because util.inspect()
// of a decoder prints it and lastChar, lastNeed and lastTotal read it:
//   bytes 0-3  the held bytes of the unfinished character
//   byte 4     how many bytes it still lacks
//   byte 5     how many bytes are held
//   byte 6     the encoding, by Node's native number for it

const { Buffer } = require('./buffer.js');
const { invalidArgType, invalidThis } = require('./internal/errors.js');

const { codecs, canonicalEncoding, unknownEncoding, bytesOf, isEncoding } =
  require('./buffer.js')[Symbol.for('evloop.buffer.internals')];

const STATE = Symbol('kNativeDecoder');
const LACKING = 4;
const HELD = 5;
const ENCODING = 6;

const codecById = [];
for (const name of Object.keys(codecs)) codecById[codecs[name].id] = codecs[name];

// The bytes of the character that `chunk[start, end)` ends in the middle of:
// how many there are and how many more it needs ([0, 0] when it ends cleanly).
function unfinishedTail(codec, chunk, start, end) {
  const n = end - start;
  switch (codec.name) {
    case 'utf8':
      if (chunk[end - 1] < 0x80) return [0, 0];
      for (let i = end - 1, seen = 1; ; i--, seen++) {
        const b = chunk[i];
        if ((b & 0xC0) === 0x80) {
          // Up to three continuation bytes can follow a lead byte in this chunk.
          if (seen >= 4 || i === start) return [0, 0];
          continue;
        }
        const size = (b & 0xE0) === 0xC0 ? 2 : (b & 0xF0) === 0xE0 ? 3 : (b & 0xF8) === 0xF0 ? 4 : 0;
        return seen < size ? [seen, size - seen] : [0, 0];
      }
    case 'utf16le':
      if (n % 2 === 1) return [1, 1];
      return (chunk[end - 1] & 0xFC) === 0xD8 ? [2, 2] : [0, 0]; // a high surrogate waits for its pair
    case 'base64':
    case 'base64url':
      return [n % 3, n % 3 ? 3 - (n % 3) : 0]; // whole 3-byte groups only
    default:
      return [0, 0];
  }
}

function decodeChunk(state, chunk) {
  const codec = codecById[state[ENCODING]];
  let start = 0;
  let head = '';
  if (state[LACKING] > 0) {
    // Finish the held character with the first bytes of this chunk. For UTF-8
    // a byte that cannot continue it ends it early (it decodes to U+FFFD).
    let take = Math.min(state[LACKING], chunk.length);
    let lacking = state[LACKING] - take;
    if (codec.name === 'utf8') {
      for (let i = 0; i < take; i++) {
        if ((chunk[i] & 0xC0) !== 0x80) {
          take = i;
          lacking = 0;
          break;
        }
      }
    }
    for (let i = 0; i < take; i++) state[state[HELD] + i] = chunk[i];
    state[HELD] += take;
    state[LACKING] = lacking;
    start = take;
    if (lacking === 0) {
      head = codec.decode(state, 0, state[HELD]);
      state[HELD] = 0;
    }
  }
  let end = chunk.length;
  if (end === start) return head;
  const [held, lacking] = unfinishedTail(codec, chunk, start, end);
  if (held > 0) {
    end -= held;
    for (let i = 0; i < held; i++) state[i] = chunk[end + i];
    state[HELD] = held;
    state[LACKING] = lacking;
  }
  return end > start ? head + codec.decode(chunk, start, end) : head;
}

function StringDecoder(encoding) {
  let name = canonicalEncoding(encoding);
  if (name === undefined) {
    // Accept whatever a replaced Buffer.isEncoding accepts (such names
    // decode as ASCII, as in Node).
    if (Buffer.isEncoding === isEncoding || !Buffer.isEncoding(encoding)) throw unknownEncoding(encoding);
    name = encoding;
  }
  this.encoding = name;
  this[STATE] = Buffer.alloc(7);
  this[STATE][ENCODING] = (Object.prototype.hasOwnProperty.call(codecs, name) ? codecs[name] : codecs.ascii).id;
}

StringDecoder.prototype.write = function write(buf) {
  if (typeof buf === 'string') return buf;
  if (!ArrayBuffer.isView(buf)) throw invalidArgType('buf', ['Buffer', 'TypedArray', 'DataView'], buf);
  if (!this[STATE]) throw invalidThis('StringDecoder');
  return decodeChunk(this[STATE], bytesOf(buf));
};

StringDecoder.prototype.end = function end(buf) {
  let out = buf === undefined ? '' : this.write(buf);
  const state = this[STATE];
  if (state[HELD] > 0) {
    // UTF-16: a lone odd byte is dropped; whatever else is held decodes as is.
    if (codecById[state[ENCODING]].name === 'utf16le' && state[HELD] % 2 === 1) {
      state[HELD]--;
      state[LACKING]--;
    }
    if (state[HELD] > 0) out += codecById[state[ENCODING]].decode(state, 0, state[HELD]);
    state[HELD] = 0;
    state[LACKING] = 0;
  }
  return out;
};

// Legacy: decode `buf` from `offset` on, forgetting any held bytes first.
StringDecoder.prototype.text = function text(buf, offset) {
  this[STATE][LACKING] = 0;
  this[STATE][HELD] = 0;
  return this.write(buf.slice(offset));
};

Object.defineProperties(StringDecoder.prototype, {
  lastChar: {
    configurable: true,
    enumerable: true,
    get() { return this[STATE].subarray(0, 4); },
  },
  lastNeed: {
    configurable: true,
    enumerable: true,
    get() { return this[STATE][LACKING]; },
  },
  lastTotal: {
    configurable: true,
    enumerable: true,
    get() { return this[STATE][HELD] + this[STATE][LACKING]; },
  },
});

module.exports = { StringDecoder };
