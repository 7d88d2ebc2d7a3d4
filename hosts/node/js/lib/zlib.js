'use strict';

// node:zlib for evloop's Node host: the Deflate, Inflate, Gzip, Gunzip, DeflateRaw,
// InflateRaw, Unzip, BrotliCompress and BrotliDecompress transform streams, their
// convenience forms (callback and Sync) and crc32, as node v20's lib/zlib.js puts them
// over a zlib handle. Each write of a stream is a request on the thread pool
// (hosts/node/src/zlib.rs through fsAsync), its output handed out in chunkSize pieces,
// each piece a write of its own, as node's processChunk loops on zlib's avail_out; the
// Sync forms run the same writes on this thread. A convenience call is a stream fed with
// end(buffer): one pool trip for the data, one for the finish.

const { binding } = require('./internals.js');
const { Buffer } = require('./buffer.js');
const { Transform } = require('./stream.js');
const {
  makeError, invalidArgType, outOfRange, validateFunction,
} = require('./internal/node_errors.js');

const constants = Object.freeze({
  Z_NO_FLUSH: 0, Z_PARTIAL_FLUSH: 1, Z_SYNC_FLUSH: 2, Z_FULL_FLUSH: 3, Z_FINISH: 4,
  Z_BLOCK: 5, Z_OK: 0, Z_STREAM_END: 1, Z_NEED_DICT: 2, Z_ERRNO: -1, Z_STREAM_ERROR: -2,
  Z_DATA_ERROR: -3, Z_MEM_ERROR: -4, Z_BUF_ERROR: -5, Z_VERSION_ERROR: -6,
  Z_NO_COMPRESSION: 0, Z_BEST_SPEED: 1, Z_BEST_COMPRESSION: 9, Z_DEFAULT_COMPRESSION: -1,
  Z_FILTERED: 1, Z_HUFFMAN_ONLY: 2, Z_RLE: 3, Z_FIXED: 4, Z_DEFAULT_STRATEGY: 0,
  ZLIB_VERNUM: 4880, DEFLATE: 1, INFLATE: 2, GZIP: 3, GUNZIP: 4, DEFLATERAW: 5,
  INFLATERAW: 6, UNZIP: 7, BROTLI_DECODE: 8, BROTLI_ENCODE: 9, Z_MIN_WINDOWBITS: 8,
  Z_MAX_WINDOWBITS: 15, Z_DEFAULT_WINDOWBITS: 15, Z_MIN_CHUNK: 64, Z_MAX_CHUNK: Infinity,
  Z_DEFAULT_CHUNK: 16384, Z_MIN_MEMLEVEL: 1, Z_MAX_MEMLEVEL: 9, Z_DEFAULT_MEMLEVEL: 8,
  Z_MIN_LEVEL: -1, Z_MAX_LEVEL: 9, Z_DEFAULT_LEVEL: -1, BROTLI_OPERATION_PROCESS: 0,
  BROTLI_OPERATION_FLUSH: 1, BROTLI_OPERATION_FINISH: 2, BROTLI_OPERATION_EMIT_METADATA: 3,
  BROTLI_PARAM_MODE: 0, BROTLI_MODE_GENERIC: 0, BROTLI_MODE_TEXT: 1, BROTLI_MODE_FONT: 2,
  BROTLI_DEFAULT_MODE: 0, BROTLI_PARAM_QUALITY: 1, BROTLI_MIN_QUALITY: 0,
  BROTLI_MAX_QUALITY: 11, BROTLI_DEFAULT_QUALITY: 11, BROTLI_PARAM_LGWIN: 2,
  BROTLI_MIN_WINDOW_BITS: 10, BROTLI_MAX_WINDOW_BITS: 24, BROTLI_LARGE_MAX_WINDOW_BITS: 30,
  BROTLI_DEFAULT_WINDOW: 22, BROTLI_PARAM_LGBLOCK: 3, BROTLI_MIN_INPUT_BLOCK_BITS: 16,
  BROTLI_MAX_INPUT_BLOCK_BITS: 24, BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING: 4,
  BROTLI_PARAM_SIZE_HINT: 5, BROTLI_PARAM_LARGE_WINDOW: 6, BROTLI_PARAM_NPOSTFIX: 7,
  BROTLI_PARAM_NDIRECT: 8, BROTLI_DECODER_RESULT_ERROR: 0, BROTLI_DECODER_RESULT_SUCCESS: 1,
  BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT: 3,
  BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION: 0,
  BROTLI_DECODER_PARAM_LARGE_WINDOW: 1, BROTLI_DECODER_NO_ERROR: 0,
  BROTLI_DECODER_SUCCESS: 1, BROTLI_DECODER_NEEDS_MORE_INPUT: 2,
  BROTLI_DECODER_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_NIBBLE: -1,
  BROTLI_DECODER_ERROR_FORMAT_RESERVED: -2,
  BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_META_NIBBLE: -3,
  BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET: -4,
  BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME: -5,
  BROTLI_DECODER_ERROR_FORMAT_CL_SPACE: -6, BROTLI_DECODER_ERROR_FORMAT_HUFFMAN_SPACE: -7,
  BROTLI_DECODER_ERROR_FORMAT_CONTEXT_MAP_REPEAT: -8,
  BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_1: -9,
  BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_2: -10,
  BROTLI_DECODER_ERROR_FORMAT_TRANSFORM: -11, BROTLI_DECODER_ERROR_FORMAT_DICTIONARY: -12,
  BROTLI_DECODER_ERROR_FORMAT_WINDOW_BITS: -13, BROTLI_DECODER_ERROR_FORMAT_PADDING_1: -14,
  BROTLI_DECODER_ERROR_FORMAT_PADDING_2: -15, BROTLI_DECODER_ERROR_FORMAT_DISTANCE: -16,
  BROTLI_DECODER_ERROR_DICTIONARY_NOT_SET: -19, BROTLI_DECODER_ERROR_INVALID_ARGUMENTS: -20,
  BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MODES: -21,
  BROTLI_DECODER_ERROR_ALLOC_TREE_GROUPS: -22, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MAP: -25,
  BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_1: -26,
  BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_2: -27,
  BROTLI_DECODER_ERROR_ALLOC_BLOCK_TYPE_TREES: -30, BROTLI_DECODER_ERROR_UNREACHABLE: -31,
});

const {
  Z_NO_FLUSH, Z_FULL_FLUSH, Z_FINISH, Z_DEFAULT_CHUNK, Z_MIN_CHUNK,
  DEFLATE, INFLATE, GZIP, GUNZIP, DEFLATERAW, INFLATERAW, UNZIP, BROTLI_DECODE, BROTLI_ENCODE,
  BROTLI_OPERATION_PROCESS, BROTLI_OPERATION_FLUSH, BROTLI_OPERATION_FINISH,
  BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_DEFAULT_QUALITY, BROTLI_DEFAULT_WINDOW,
} = constants;

const codes = {};
for (const name of ['Z_OK', 'Z_STREAM_END', 'Z_NEED_DICT', 'Z_ERRNO', 'Z_STREAM_ERROR',
  'Z_DATA_ERROR', 'Z_MEM_ERROR', 'Z_BUF_ERROR', 'Z_VERSION_ERROR']) {
  codes[name] = constants[name];
  codes[constants[name]] = name;
}
Object.freeze(codes);

const kFlushFlag = Symbol('kFlushFlag');
const kError = Symbol('kError');

function zlibError(err) {
  const e = new Error(err[2]);
  e.errno = err[1];
  e.code = err[0];
  return e;
}

function checkRangesOrGetDefault(number, name, lower, upper, def) {
  if (number === undefined || number === null) return def;
  if (typeof number !== 'number') throw invalidArgType(name, 'number', number);
  if (!Number.isFinite(number)) throw outOfRange(name, 'a finite number', number);
  if (number < lower || number > upper) throw outOfRange(name, `>= ${lower} and <= ${upper}`, number);
  return number;
}

function checkFiniteNumber(number, name) {
  if (number === undefined) return false;
  if (Number.isFinite(number)) return true;
  if (Number.isNaN(number)) return false;
  if (typeof number !== 'number') throw invalidArgType(name, 'number', number);
  throw outOfRange(name, 'a finite number', number);
}

// ------------------------------------------------------------------ the stream

function ZlibBase(opts, mode, settings, flags) {
  let chunkSize = Z_DEFAULT_CHUNK;
  let maxOutputLength = 2 ** 32;
  if (opts) {
    chunkSize = opts.chunkSize;
    if (!checkFiniteNumber(chunkSize, 'options.chunkSize')) chunkSize = Z_DEFAULT_CHUNK;
    else if (chunkSize < Z_MIN_CHUNK) throw outOfRange('options.chunkSize', `>= ${Z_MIN_CHUNK}`, chunkSize);
    flags.flush = checkRangesOrGetDefault(opts.flush, 'options.flush', 0, 5, flags.flush);
    flags.finish = checkRangesOrGetDefault(opts.finishFlush, 'options.finishFlush', 0, 5, flags.finish);
    maxOutputLength = checkRangesOrGetDefault(opts.maxOutputLength, 'options.maxOutputLength', 1, 2 ** 32, 2 ** 32);
    if (opts.encoding || opts.objectMode || opts.writableObjectMode) {
      opts = { ...opts, encoding: null, objectMode: false, writableObjectMode: false };
    }
  }
  Transform.call(this, { autoDestroy: true, ...opts });
  const id = binding.zlibOpen(mode, ...settings);
  if (Array.isArray(id)) throw zlibError(id[0]);
  this[kError] = null;
  this.bytesWritten = 0;
  this._handle = { id, mode, settings };
  this._outOffset = 0;
  this._chunkSize = chunkSize;
  this._defaultFlushFlag = flags.flush;
  this._finishFlushFlag = flags.finish;
  this._defaultFullFlushFlag = flags.full;
  this._info = opts && opts.info;
  this._maxOutputLength = maxOutputLength;
}
Object.setPrototypeOf(ZlibBase.prototype, Transform.prototype);
Object.setPrototypeOf(ZlibBase, Transform);

Object.defineProperty(ZlibBase.prototype, '_closed', {
  configurable: true, enumerable: true, get() { return !this._handle; },
});

// A fresh engine with the same settings stands for zlib's deflateReset/inflateReset (and
// brotli's re-init): the next write starts a new stream (a new gzip member, say).
ZlibBase.prototype.reset = function reset() {
  if (!this._handle) throw makeError(Error, 'ERR_ZLIB_BINDING_CLOSED', 'zlib binding closed');
  const handle = this._handle;
  const id = binding.zlibOpen(handle.mode, ...handle.settings);
  if (Array.isArray(id)) throw zlibError(id[0]);
  binding.zlibClose(handle.id);
  handle.id = id;
};

ZlibBase.prototype._flush = function _flush(callback) {
  this._transform(Buffer.alloc(0), '', callback);
};

ZlibBase.prototype.flush = function flush(kind, callback) {
  if (typeof kind === 'function' || (kind === undefined && !callback)) {
    callback = kind;
    kind = this._defaultFullFlushFlag;
  }
  if (this.writableFinished) {
    if (callback) process.nextTick(callback);
  } else if (this.writableEnded) {
    if (callback) this.once('end', callback);
  } else {
    const chunk = Buffer.alloc(0);
    chunk[kFlushFlag] = kind;
    this.write(chunk, '', callback);
  }
};

ZlibBase.prototype.close = function close(callback) {
  if (callback) require('./stream.js').finished(this, callback);
  this.destroy();
};

ZlibBase.prototype._destroy = function _destroy(err, callback) {
  closeHandle(this);
  callback(err);
};

function closeHandle(engine) {
  if (!engine._handle) return;
  binding.zlibClose(engine._handle.id);
  engine._handle = null;
}

ZlibBase.prototype._transform = function _transform(chunk, encoding, cb) {
  let flushFlag = this._defaultFlushFlag;
  if (typeof chunk[kFlushFlag] === 'number') flushFlag = chunk[kFlushFlag];
  // The last chunk also carries the finishing flush.
  if (this.writableEnded && this.writableLength === chunk.byteLength) {
    flushFlag = Math.max(flushFlag, this._finishFlushFlag);
  }
  processChunk(this, chunk, flushFlag, cb);
};

// One pool trip: the input and the output space left in the current chunk.
function processChunk(self, chunk, flushFlag, cb) {
  const handle = self._handle;
  if (!handle) {
    process.nextTick(cb);
    return;
  }
  const write = (input) => {
    binding.fsAsync((err, out) => afterWrite(self, input, flushFlag, cb, err, out, write),
      'zlib', 'zlib', handle.id, handle.mode, input, flushFlag, self._chunkSize - self._outOffset);
  };
  write(chunk);
}

function afterWrite(self, input, flushFlag, cb, err, out, write) {
  if (self.destroyed) {
    cb();
    return;
  }
  if (err) {
    const error = zlibError(err);
    self[kError] = error;
    self.destroy(error);
    return;
  }
  const [bytes, left] = out;
  self.bytesWritten += input.byteLength;
  if (bytes.length > 0) {
    self._outOffset += bytes.length;
    self.push(bytes);
  }
  if (left === 0 || self._outOffset >= self._chunkSize) self._outOffset = 0;
  if (left === 0) {
    // Not done: the rest of the output comes from another write.
    write(Buffer.alloc(0));
    return;
  }
  cb();
}

// The old semi-public entry: with a callback one async write, without it the whole
// chunk at once on this thread (which closes the handle, as node's does).
ZlibBase.prototype._processChunk = function _processChunk(chunk, flushFlag, cb) {
  if (typeof cb === 'function') processChunk(this, chunk, flushFlag, cb);
  else return processChunkSync(this, chunk, flushFlag);
};

function processChunkSync(self, chunk, flushFlag) {
  const handle = self._handle;
  const buffers = [];
  let nread = 0;
  let input = chunk;
  for (;;) {
    const [err, out] = binding.fsSync('zlib', handle.id, handle.mode, input, flushFlag,
      self._chunkSize - self._outOffset);
    if (err) {
      closeHandle(self);
      throw zlibError(err);
    }
    const [bytes, left] = out;
    self.bytesWritten += input.byteLength;
    input = Buffer.alloc(0);
    if (bytes.length > 0) {
      buffers.push(bytes);
      nread += bytes.length;
      if (nread > self._maxOutputLength) {
        closeHandle(self);
        throw makeError(RangeError, 'ERR_BUFFER_TOO_LARGE',
          `Cannot create a Buffer larger than ${self._maxOutputLength} bytes`);
      }
    }
    self._outOffset = 0;
    if (left !== 0) break;
  }
  closeHandle(self);
  return nread === 0 ? Buffer.alloc(0) : (buffers.length === 1 ? buffers[0] : Buffer.concat(buffers, nread));
}

// ------------------------------------------------------------------ the classes

function zlibSettings(opts, mode) {
  const windowBits = opts && opts.windowBits === 0 && (mode === INFLATE || mode === GUNZIP || mode === UNZIP)
    ? 0 : checkRangesOrGetDefault(opts && opts.windowBits, 'options.windowBits', 8, 15, 15);
  const level = checkRangesOrGetDefault(opts && opts.level, 'options.level', -1, 9, -1);
  checkRangesOrGetDefault(opts && opts.memLevel, 'options.memLevel', 1, 9, 8);
  checkRangesOrGetDefault(opts && opts.strategy, 'options.strategy', 0, 4, 0);
  return [level, windowBits, 0, 0];
}

function Zlib(opts, mode) {
  ZlibBase.call(this, opts, mode, zlibSettings(opts, mode),
    { flush: Z_NO_FLUSH, finish: Z_FINISH, full: Z_FULL_FLUSH });
  this._level = opts && opts.level !== undefined ? opts.level : -1;
  this._strategy = opts && opts.strategy !== undefined ? opts.strategy : 0;
}
Object.setPrototypeOf(Zlib.prototype, ZlibBase.prototype);
Object.setPrototypeOf(Zlib, ZlibBase);

Zlib.prototype.params = function params(level, strategy, callback) {
  checkRangesOrGetDefault(level, 'level', -1, 9);
  checkRangesOrGetDefault(strategy, 'strategy', 0, 4);
  this._level = level;
  this._strategy = strategy;
  if (callback) process.nextTick(callback);
};

function defineClass(name, mode, Base) {
  const C = {
    [name]: function (opts) {
      if (!new.target) return new C(opts);
      Base.call(this, opts, mode);
    },
  }[name];
  Object.setPrototypeOf(C.prototype, Base.prototype);
  Object.setPrototypeOf(C, Base);
  return C;
}

const Deflate = defineClass('Deflate', DEFLATE, Zlib);
const Inflate = defineClass('Inflate', INFLATE, Zlib);
const Gzip = defineClass('Gzip', GZIP, Zlib);
const Gunzip = defineClass('Gunzip', GUNZIP, Zlib);
const DeflateRaw = defineClass('DeflateRaw', DEFLATERAW, Zlib);
const InflateRaw = defineClass('InflateRaw', INFLATERAW, Zlib);
const Unzip = defineClass('Unzip', UNZIP, Zlib);

function Brotli(opts, mode) {
  let quality = BROTLI_DEFAULT_QUALITY;
  let lgwin = BROTLI_DEFAULT_WINDOW;
  if (opts && opts.params) {
    if (opts.params === null || typeof opts.params !== 'object') {
      throw invalidArgType('options.params', 'Object', opts.params);
    }
    for (const key of Object.keys(opts.params)) {
      const value = opts.params[key];
      if (typeof value !== 'number' && typeof value !== 'boolean') {
        throw invalidArgType('options.params[key]', 'number', value);
      }
      if (Number(key) === BROTLI_PARAM_QUALITY) quality = Number(value);
      else if (Number(key) === BROTLI_PARAM_LGWIN) lgwin = Number(value);
    }
  }
  ZlibBase.call(this, opts, mode, [0, 0, quality, lgwin],
    { flush: BROTLI_OPERATION_PROCESS, finish: BROTLI_OPERATION_FINISH, full: BROTLI_OPERATION_FLUSH });
}
Object.setPrototypeOf(Brotli.prototype, Zlib.prototype);
Object.setPrototypeOf(Brotli, Zlib);

const BrotliCompress = defineClass('BrotliCompress', BROTLI_ENCODE, Brotli);
const BrotliDecompress = defineClass('BrotliDecompress', BROTLI_DECODE, Brotli);

// ------------------------------------------------------------------ convenience forms

function toBuffer(buffer) {
  if (typeof buffer === 'string') return Buffer.from(buffer);
  if (ArrayBuffer.isView(buffer)) {
    return buffer instanceof Uint8Array && buffer instanceof Buffer
      ? buffer : Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  }
  if (buffer instanceof ArrayBuffer || (typeof SharedArrayBuffer === 'function' && buffer instanceof SharedArrayBuffer)) {
    return Buffer.from(buffer);
  }
  throw invalidArgType('buffer', ['string', 'Buffer', 'TypedArray', 'DataView', 'ArrayBuffer'], buffer);
}

function zlibBuffer(engine, buffer, callback) {
  validateFunction(callback, 'callback');
  if (typeof buffer !== 'string') buffer = toBuffer(buffer);
  engine.buffers = null;
  engine.nread = 0;
  engine.cb = callback;
  engine.on('data', zlibBufferOnData);
  engine.on('error', zlibBufferOnError);
  engine.on('end', zlibBufferOnEnd);
  engine.end(buffer);
}

function zlibBufferOnData(chunk) {
  if (!this.buffers) this.buffers = [chunk];
  else this.buffers.push(chunk);
  this.nread += chunk.length;
  if (this.nread > this._maxOutputLength) {
    this.close();
    this.removeAllListeners('end');
    this.cb(makeError(RangeError, 'ERR_BUFFER_TOO_LARGE',
      `Cannot create a Buffer larger than ${this._maxOutputLength} bytes`));
  }
}

function zlibBufferOnError(err) {
  this.removeAllListeners('end');
  this.cb(err);
}

function zlibBufferOnEnd() {
  let buf;
  if (this.nread === 0) buf = Buffer.alloc(0);
  else buf = this.buffers.length === 1 ? this.buffers[0] : Buffer.concat(this.buffers, this.nread);
  this.close();
  if (this._info) this.cb(null, { buffer: buf, engine: this });
  else this.cb(null, buf);
}

function zlibBufferSync(engine, buffer) {
  buffer = processChunkSync(engine, toBuffer(buffer), engine._finishFlushFlag);
  if (engine._info) return { buffer, engine };
  return buffer;
}

function convenience(Ctor) {
  const async = (buffer, opts, callback) => {
    if (typeof opts === 'function') {
      callback = opts;
      opts = {};
    }
    return zlibBuffer(new Ctor(opts), buffer, callback);
  };
  const sync = (buffer, opts) => zlibBufferSync(new Ctor(opts), buffer);
  return [async, sync];
}

function crc32(data, value = 0) {
  if (typeof data !== 'string' && !ArrayBuffer.isView(data)) {
    throw invalidArgType('data', ['Buffer', 'TypedArray', 'DataView', 'string'], data);
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 4294967295) {
    if (typeof value !== 'number') throw invalidArgType('value', 'number', value);
    throw outOfRange('value', '>= 0 && <= 4294967295', value);
  }
  return binding.zlibCrc32(typeof data === 'string' ? Buffer.from(data) : data, value);
}

const classes = { Deflate, Inflate, Gzip, Gunzip, DeflateRaw, InflateRaw, Unzip, BrotliCompress, BrotliDecompress };
const out = {
  crc32,
  Deflate, Inflate, Gzip, Gunzip, DeflateRaw, InflateRaw, Unzip, BrotliCompress, BrotliDecompress,
  deflate: null, deflateSync: null, gzip: null, gzipSync: null, deflateRaw: null, deflateRawSync: null,
  unzip: null, unzipSync: null, inflate: null, inflateSync: null, gunzip: null, gunzipSync: null,
  inflateRaw: null, inflateRawSync: null, brotliCompress: null, brotliCompressSync: null,
  brotliDecompress: null, brotliDecompressSync: null,
};
const names = {
  deflate: Deflate, gzip: Gzip, deflateRaw: DeflateRaw, unzip: Unzip, inflate: Inflate,
  gunzip: Gunzip, inflateRaw: InflateRaw, brotliCompress: BrotliCompress, brotliDecompress: BrotliDecompress,
};
for (const [name, Ctor] of Object.entries(names)) {
  const [async, sync] = convenience(Ctor);
  Object.defineProperty(async, 'name', { value: name });
  Object.defineProperty(sync, 'name', { value: `${name}Sync` });
  out[name] = async;
  out[`${name}Sync`] = sync;
}
for (const [name, Ctor] of Object.entries(classes)) {
  out[`create${name}`] = (opts) => new Ctor(opts);
}
Object.defineProperty(out, 'constants', { enumerable: true, value: constants });
Object.defineProperty(out, 'codes', { enumerable: true, value: codes });
// The old names: zlib.Z_NO_FLUSH and the rest, not enumerable.
for (const [k, v] of Object.entries(constants)) {
  if (k.startsWith('BROTLI')) continue;
  Object.defineProperty(out, k, { enumerable: false, value: v, writable: false });
}
module.exports = out;
