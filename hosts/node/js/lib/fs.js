'use strict';

// node:fs for evloop's Node host. Every asynchronous call is built from the same libuv
// requests, in the same order, as Node v20's lib/fs.js and lib/internal/fs/promises.js:
// readFile is open, fstat, read, close (four thread-pool round trips, so its callback
// comes four poll phases later), writeFile is open, write, close, and so on. That is what
// makes evloop's loop turns line up with real Node's. The requests themselves are Rust
// (`binding.fsAsync(oncomplete, api, kind, ...args)` on the thread pool, `binding.fsSync(kind,
// ...args)` on the calling thread); this file is the JavaScript API over them.

const internals = require('./internals.js');

const { binding } = internals;
const { Buffer } = require('./buffer.js');
const {
  invalidArgType, invalidArgValue, outOfRange, validateFunction, makeError, accessDenied,
} = require('./internal/errors.js');

const constants = Object.freeze({
  UV_FS_SYMLINK_DIR: 1, UV_FS_SYMLINK_JUNCTION: 2, O_RDONLY: 0, O_WRONLY: 1, O_RDWR: 2,
  UV_DIRENT_UNKNOWN: 0, UV_DIRENT_FILE: 1, UV_DIRENT_DIR: 2, UV_DIRENT_LINK: 3,
  UV_DIRENT_FIFO: 4, UV_DIRENT_SOCKET: 5, UV_DIRENT_CHAR: 6, UV_DIRENT_BLOCK: 7,
  EXTENSIONLESS_FORMAT_JAVASCRIPT: 0, EXTENSIONLESS_FORMAT_WASM: 1,
  S_IFMT: 61440, S_IFREG: 32768, S_IFDIR: 16384, S_IFCHR: 8192, S_IFBLK: 24576,
  S_IFIFO: 4096, S_IFLNK: 40960, S_IFSOCK: 49152, O_CREAT: 64, O_EXCL: 128,
  UV_FS_O_FILEMAP: 0, O_NOCTTY: 256, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536,
  O_NOATIME: 262144, O_NOFOLLOW: 131072, O_SYNC: 1052672, O_DSYNC: 4096, O_DIRECT: 16384,
  O_NONBLOCK: 2048, S_IRWXU: 448, S_IRUSR: 256, S_IWUSR: 128, S_IXUSR: 64, S_IRWXG: 56,
  S_IRGRP: 32, S_IWGRP: 16, S_IXGRP: 8, S_IRWXO: 7, S_IROTH: 4, S_IWOTH: 2, S_IXOTH: 1,
  F_OK: 0, R_OK: 4, W_OK: 2, X_OK: 1, UV_FS_COPYFILE_EXCL: 1, COPYFILE_EXCL: 1,
  UV_FS_COPYFILE_FICLONE: 2, COPYFILE_FICLONE: 2, UV_FS_COPYFILE_FICLONE_FORCE: 4,
  COPYFILE_FICLONE_FORCE: 4,
});
const { O_RDONLY, O_WRONLY, O_RDWR, O_CREAT, O_EXCL, O_TRUNC, O_APPEND, O_SYNC } = constants;

const UNKNOWN_SIZE_CHUNK = 64 * 1024;
const READ_CHUNK = 512 * 1024;
const MAX_FILE_SIZE = 2 ** 31 - 1;
const WRITE_CHUNK = 512 * 1024;

// ---------------------------------------------------------------- errors
// An error from libuv, as Node's UVException builds it: "CODE: message, syscall 'path'
// -> 'dest'" with errno, code, syscall, path, dest in that order. Errors of callbacks are
// made in native code (no JavaScript frames), so their stack is the message alone.
function uvError(err, syscall, path, dest, frames) {
  if (isDenial(err)) return accessDenied(err);
  let message = `${err[0]}: ${err[2]}, ${syscall}`;
  if (path !== undefined) message += ` '${path}'`;
  if (dest !== undefined) message += ` -> '${dest}'`;
  const e = new Error(message);
  e.errno = err[1];
  e.code = err[0];
  e.syscall = syscall;
  if (path !== undefined) e.path = path;
  if (dest !== undefined) e.dest = dest;
  if (frames !== null) e.stack = `Error: ${message}${frames || ''}`;
  return e;
}

// ---------------------------------------------------------------- arguments
function toPathString(path, name = 'path') {
  if (typeof path === 'string') {
    if (path.includes('\u0000')) {
      throw invalidArgValue(name, path, 'must be a string, Uint8Array, or URL without null bytes');
    }
    return path;
  }
  if (Buffer.isBuffer(path) || path instanceof Uint8Array) return Buffer.from(path).toString();
  if (path !== null && typeof path === 'object' && typeof path.href === 'string' &&
      path.protocol !== undefined) {
    return require('./url.js').fileURLToPath(path);
  }
  throw invalidArgType(name, ['string', 'Buffer', 'URL'], path);
}

function validateFd(fd, name = 'fd') {
  if (typeof fd !== 'number') throw invalidArgType(name, 'number', fd);
  if (!Number.isInteger(fd)) throw outOfRange(name, 'an integer', fd);
  if (fd < 0 || fd > 2147483647) throw outOfRange(name, '>= 0 && <= 2147483647', fd);
  return fd;
}

function makeCallback(cb) {
  validateFunction(cb, 'cb');
  return cb;
}

function getOptions(options, defaults) {
  if (options === null || options === undefined || typeof options === 'function') return defaults;
  if (typeof options === 'string') return { ...defaults, encoding: options };
  if (typeof options !== 'object') throw invalidArgType('options', ['string', 'Object'], options);
  return { ...defaults, ...options };
}

function stringToFlags(flags, name = 'flags') {
  if (typeof flags === 'number') return flags;
  if (flags === null || flags === undefined) return O_RDONLY;
  switch (flags) {
    case 'r': return O_RDONLY;
    case 'rs': case 'sr': return O_RDONLY | O_SYNC;
    case 'r+': return O_RDWR;
    case 'rs+': case 'sr+': return O_RDWR | O_SYNC;
    case 'w': return O_TRUNC | O_CREAT | O_WRONLY;
    case 'wx': case 'xw': return O_TRUNC | O_CREAT | O_WRONLY | O_EXCL;
    case 'w+': return O_TRUNC | O_CREAT | O_RDWR;
    case 'wx+': case 'xw+': return O_TRUNC | O_CREAT | O_RDWR | O_EXCL;
    case 'a': return O_APPEND | O_CREAT | O_WRONLY;
    case 'ax': case 'xa': return O_APPEND | O_CREAT | O_WRONLY | O_EXCL;
    case 'as': case 'sa': return O_APPEND | O_CREAT | O_WRONLY | O_SYNC;
    case 'a+': return O_APPEND | O_CREAT | O_RDWR;
    case 'ax+': case 'xa+': return O_APPEND | O_CREAT | O_RDWR | O_EXCL;
    case 'as+': case 'sa+': return O_APPEND | O_CREAT | O_RDWR | O_SYNC;
  }
  throw invalidArgValue('flags', flags, 'is invalid');
}

function parseMode(mode, name, def) {
  if (mode === undefined || mode === null) return def;
  if (typeof mode === 'string') {
    if (!/^[0-7]+$/.test(mode)) throw invalidArgValue(name, mode, 'must be a 32-bit unsigned integer or an octal string');
    return parseInt(mode, 8);
  }
  if (typeof mode !== 'number') throw invalidArgType(name, ['number', 'string'], mode);
  return mode;
}

function toBuffer(data, encoding, name = 'data') {
  if (data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (typeof data === 'string') return Buffer.from(data, encoding || 'utf8');
  throw invalidArgType(name, ['string', 'Buffer', 'TypedArray', 'DataView'], data);
}

function encodeResult(buffer, encoding) {
  return encoding && encoding !== 'buffer' ? buffer.toString(encoding) : buffer;
}

// ---------------------------------------------------------------- requests
// One thread-pool request: `done(err, value)` runs in a later poll phase, with a libuv
// error already turned into a Node error.
// `api` names the public call a request belongs to, for the trace (`fs.readFile: uv_fs_open
// …`): each public function sets it, and a completion restores it for the requests its
// continuation submits.
let api = 'fs';
// A request the permissions refuse is not made (hosts/node/src/permission.rs): node's
// binding passes its ERR_ACCESS_DENIED to the callback at once, or, for these, throws it.
const DENIED_THROWS = new Set(['fs.readlink', 'fs.mkdir', 'fs.rmdir', 'fs.chmod', 'fs.utimes',
  'fs.lutimes']);
const isDenial = (v) => v !== undefined && v !== null && v[0] === 'ERR_ACCESS_DENIED';
function req(done, syscall, path, dest, kind, ...args) {
  const label = api;
  // Named: a stack read in the callback shows Node's frame for it (stack.js, by `api`).
  const oncomplete = function fsReqComplete(err, value) {
    api = label;
    if (err) done(uvError(err, syscall, path, dest));
    else done(null, value);
  };
  // With node:async_hooks loaded, each request is a resource (an FSReqCallback).
  const inAsyncResource = internals.inAsyncResource;
  const denied = inAsyncResource === undefined
    ? binding.fsAsync(oncomplete, label, kind, ...args)
    : inAsyncResource({}, 'FSREQCALLBACK', binding.fsAsync, oncomplete, label, kind, ...args);
  if (isDenial(denied)) {
    const err = accessDenied(denied);
    if (DENIED_THROWS.has(label)) throw err;
    done(err);
  }
}
// The public call whose completion is running (read by stack.js).
internals.fsApi = () => api;

// The exported form of `fn`: sets `api` first; same name and length.
function publicApi(name, fn) {
  const wrapped = function (...args) {
    api = name;
    return fn.apply(this, args);
  };
  Object.defineProperty(wrapped, 'name', { value: fn.name });
  Object.defineProperty(wrapped, 'length', { value: fn.length });
  return wrapped;
}

// The same request, now, on this thread: the value, or the error thrown.
function sync(syscall, path, dest, kind, ...args) {
  const [err, value] = binding.fsSync(kind, ...args);
  if (err) throw isDenial(err) ? accessDenied(err) : uvError(err, syscall, path, dest, undefined);
  return value;
}

// ---------------------------------------------------------------- Stats, Dirent
class Stats {
  constructor(a) {
    this.dev = a[0]; this.mode = a[1]; this.nlink = a[2]; this.uid = a[3]; this.gid = a[4];
    this.rdev = a[5]; this.blksize = a[6]; this.ino = a[7]; this.size = a[8];
    this.blocks = a[9];
    this.atimeMs = a[10]; this.mtimeMs = a[11]; this.ctimeMs = a[12]; this.birthtimeMs = a[13];
    this.atime = new Date(a[10]); this.mtime = new Date(a[11]);
    this.ctime = new Date(a[12]); this.birthtime = new Date(a[13]);
  }
  _checkModeProperty(type) { return (this.mode & constants.S_IFMT) === type; }
  isDirectory() { return this._checkModeProperty(constants.S_IFDIR); }
  isFile() { return this._checkModeProperty(constants.S_IFREG); }
  isBlockDevice() { return this._checkModeProperty(constants.S_IFBLK); }
  isCharacterDevice() { return this._checkModeProperty(constants.S_IFCHR); }
  isSymbolicLink() { return this._checkModeProperty(constants.S_IFLNK); }
  isFIFO() { return this._checkModeProperty(constants.S_IFIFO); }
  isSocket() { return this._checkModeProperty(constants.S_IFSOCK); }
}

const kType = Symbol('type');
class Dirent {
  constructor(name, type, path) {
    this.name = name;
    this.parentPath = path;
    this.path = path;
    this[kType] = type;
  }
  isDirectory() { return this[kType] === constants.UV_DIRENT_DIR; }
  isFile() { return this[kType] === constants.UV_DIRENT_FILE; }
  isBlockDevice() { return this[kType] === constants.UV_DIRENT_BLOCK; }
  isCharacterDevice() { return this[kType] === constants.UV_DIRENT_CHAR; }
  isSymbolicLink() { return this[kType] === constants.UV_DIRENT_LINK; }
  isFIFO() { return this[kType] === constants.UV_DIRENT_FIFO; }
  isSocket() { return this[kType] === constants.UV_DIRENT_SOCKET; }
}

function dirResult(value, path, options) {
  const [names, types] = value;
  if (options.withFileTypes) return names.map((n, i) => new Dirent(n, types[i], path));
  if (options.encoding === 'buffer') return names.map((n) => Buffer.from(n));
  return names;
}

// Times in seconds, as Node takes them: a number (a negative one means now), a numeric
// string or a Date.
function toUnixTimestamp(time, name = 'time') {
  // eslint-disable-next-line eqeqeq
  if (typeof time === 'string' && +time == time) return +time;
  if (Number.isFinite(time)) return time < 0 ? Date.now() / 1000 : time;
  if (time instanceof Date) return time.getTime() / 1000;
  throw invalidArgType(name, ['Date', 'Time in seconds'], time);
}

// A user or group id: an integer from -1 (keep) to 2 ** 32 - 1.
function validateId(id, name) {
  if (typeof id !== 'number') throw invalidArgType(name, 'number', id);
  if (!Number.isInteger(id)) throw outOfRange(name, 'an integer', id);
  if (id < -1 || id > 4294967295) throw outOfRange(name, '>= -1 && <= 4294967295', id);
}

// ---------------------------------------------------------------- callback API
function open(path, flags, mode, callback) {
  path = toPathString(path);
  if (arguments.length < 3) { callback = flags; flags = 'r'; mode = 0o666; }
  else if (typeof mode === 'function') { callback = mode; mode = 0o666; }
  else mode = parseMode(mode, 'mode', 0o666);
  const flagsNumber = stringToFlags(flags);
  callback = makeCallback(callback);
  req(callback, 'open', path, undefined, 'open', path, flagsNumber, mode);
}

function close(fd, callback = () => {}) {
  validateFd(fd);
  if (callback !== undefined) callback = makeCallback(callback);
  req((err) => callback(err), 'close', undefined, undefined, 'close', fd);
}

// read(fd, buffer, offset, length, position, cb) | read(fd, {buffer, ...}, cb) |
// read(fd, buffer, {offset, ...}, cb) | read(fd, cb)
function readArgs(fd, buffer, offsetOrOptions, length, position) {
  let offset = offsetOrOptions;
  let params = null;
  if (!(buffer instanceof Uint8Array) && buffer !== undefined && typeof buffer === 'object') {
    params = buffer;
    buffer = params.buffer;
  } else if (offsetOrOptions !== null && typeof offsetOrOptions === 'object') {
    params = offsetOrOptions;
  }
  if (params) {
    buffer = buffer || params.buffer || Buffer.alloc(16384);
    offset = params.offset || 0;
    length = params.length ?? buffer.byteLength - offset;
    position = params.position ?? null;
  }
  if (buffer === undefined) buffer = Buffer.alloc(16384);
  if (!(buffer instanceof Uint8Array) && !ArrayBuffer.isView(buffer)) {
    throw invalidArgType('buffer', ['Buffer', 'TypedArray', 'DataView'], buffer);
  }
  offset = offset === undefined || offset === null ? 0 : offset;
  length = length === undefined || length === null ? buffer.byteLength - offset : length;
  if (offset < 0 || offset > buffer.byteLength) {
    throw outOfRange('offset', `>= 0 && <= ${buffer.byteLength}`, offset);
  }
  if (length < 0 || length > buffer.byteLength - offset) {
    throw outOfRange('length', `>= 0 && <= ${buffer.byteLength - offset}`, length);
  }
  if (position === undefined || position === null || position === -1) position = -1;
  return { buffer, offset, length, position: Number(position) };
}

function copyInto(buffer, offset, bytes) {
  new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).set(bytes, offset);
  return bytes.length;
}

function read(fd, buffer, offset, length, position, callback) {
  validateFd(fd);
  const args = [...arguments].slice(1);
  callback = makeCallback(args.pop());
  const r = readArgs(fd, ...args);
  if (r.length === 0) {
    process.nextTick(() => callback(null, 0, r.buffer));
    return;
  }
  req((err, bytes) => {
    if (err) return callback(err);
    callback(null, copyInto(r.buffer, r.offset, bytes), r.buffer);
  }, 'read', undefined, undefined, 'read', fd, r.length, r.position);
}

// write(fd, buffer, offset, length, position, cb) | write(fd, string, position, encoding, cb)
function writeArgs(buffer, offset, length, position) {
  if (typeof buffer === 'string') {
    // write(fd, string[, position[, encoding]])
    const data = Buffer.from(buffer, typeof length === 'string' ? length : 'utf8');
    return { data, position: typeof offset === 'number' ? offset : -1, string: true };
  }
  if (!ArrayBuffer.isView(buffer)) {
    throw invalidArgType('buffer', ['string', 'Buffer', 'TypedArray', 'DataView'], buffer);
  }
  if (offset !== null && typeof offset === 'object') {
    ({ offset = 0, length = buffer.byteLength - offset, position = null } = offset);
  }
  offset = offset == null ? 0 : offset;
  length = length == null ? buffer.byteLength - offset : length;
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset + offset, length);
  return { data: bytes, position: typeof position === 'number' ? position : -1 };
}

function write(fd, buffer, offset, length, position, callback) {
  validateFd(fd);
  const args = [...arguments].slice(1);
  callback = makeCallback(args.pop());
  const w = writeArgs(...args);
  req((err, written) => {
    if (err) return callback(err);
    callback(null, written, buffer);
  }, 'write', undefined, undefined, 'write', fd, w.data, w.position);
}

function validateBufferArray(buffers) {
  if (!Array.isArray(buffers) || !buffers.every((b) => ArrayBuffer.isView(b))) {
    throw invalidArgType('buffers', 'ArrayBufferView[]', buffers);
  }
}

const bytesOfView = (b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

// What one read of `bytes` gives, spread over `buffers` in order.
function scatter(buffers, bytes) {
  let at = 0;
  for (const b of buffers) {
    if (at >= bytes.length) break;
    const n = Math.min(b.byteLength, bytes.length - at);
    bytesOfView(b).set(bytes.subarray(at, at + n));
    at += n;
  }
  return at;
}

// readv(fd, buffers[, position], cb): one read request filling the buffers in order.
function readv(fd, buffers, position, callback) {
  validateFd(fd);
  validateBufferArray(buffers);
  callback = makeCallback(callback || position);
  if (typeof position !== 'number') position = -1;
  const total = buffers.reduce((n, b) => n + b.byteLength, 0);
  req((err, bytes) => callback(err, err ? 0 : scatter(buffers, bytes), buffers),
    'read', undefined, undefined, 'read', fd, total, position);
}

function readvSync(fd, buffers, position) {
  validateFd(fd);
  validateBufferArray(buffers);
  if (typeof position !== 'number') position = -1;
  const total = buffers.reduce((n, b) => n + b.byteLength, 0);
  return scatter(buffers, sync('read', undefined, undefined, 'read', fd, total, position));
}

function writevSync(fd, buffers, position) {
  validateFd(fd);
  validateBufferArray(buffers);
  if (buffers.length === 0) return 0;
  const data = Buffer.concat(buffers.map(bytesOfView));
  return sync('write', undefined, undefined, 'write', fd, data, typeof position === 'number' ? position : -1);
}

class StatFs {
  constructor(a, bigint) {
    const v = bigint ? a.map((n) => BigInt(n)) : a;
    this.type = v[0]; this.bsize = v[1]; this.blocks = v[2]; this.bfree = v[3];
    this.bavail = v[4]; this.files = v[5]; this.ffree = v[6];
  }
}

function statfs(path, options = { bigint: false }, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  callback = makeCallback(callback);
  path = toPathString(path);
  const bigint = !!(options && options.bigint);
  req((err, a) => (err ? callback(err) : callback(null, new StatFs(a, bigint))),
    'statfs', path, undefined, 'statfs', path);
}

function statfsSync(path, options = { bigint: false }) {
  path = toPathString(path);
  return new StatFs(sync('statfs', path, undefined, 'statfs', path), !!(options && options.bigint));
}

// writev(fd, buffers[, position], cb): one write request with every buffer's bytes.
function writev(fd, buffers, position, callback) {
  validateFd(fd);
  validateBufferArray(buffers);
  if (typeof position === 'function') {
    callback = position;
    position = null;
  }
  callback = makeCallback(callback);
  if (buffers.length === 0) {
    process.nextTick(callback, null, 0, buffers);
    return;
  }
  const data = Buffer.concat(buffers.map(bytesOfView));
  req((err, written) => {
    if (err) return callback(err);
    callback(null, written, buffers);
  }, 'write', undefined, undefined, 'write', fd, data, typeof position === 'number' ? position : -1);
}

// readFile: open, fstat, read (until the size is read or a read gives 0 bytes), close.
function readFile(path, options, callback) {
  callback = makeCallback(callback || options);
  options = getOptions(options, { flag: 'r' });
  const ctx = {
    fd: undefined, size: 0, buffer: null, buffers: null, pos: 0, err: null,
    encoding: options.encoding, callback, isUserFd: typeof path === 'number',
  };
  if (ctx.isUserFd) {
    validateFd(path);
    process.nextTick(() => readFileOpened(ctx, null, path));
    return;
  }
  path = toPathString(path);
  const flags = stringToFlags(options.flag);
  req((err, fd) => readFileOpened(ctx, err, fd), 'open', path, undefined,
    'open', path, flags, 0o666);
}

function readFileOpened(ctx, err, fd) {
  if (err) return ctx.callback(err);
  ctx.fd = fd;
  req((err, stats) => readFileSized(ctx, err, stats), 'fstat', undefined, undefined,
    'fstat', fd);
}

function readFileSized(ctx, err, stats) {
  if (err) return readFileCloseFd(ctx, err);
  const isFile = (stats[1] & constants.S_IFMT) === constants.S_IFREG;
  const size = ctx.size = isFile ? stats[8] : 0;
  if (size > MAX_FILE_SIZE) {
    return readFileCloseFd(ctx, makeError(RangeError, 'ERR_FS_FILE_TOO_LARGE',
      `File size (${size}) is greater than 2 GiB`));
  }
  if (size === 0) ctx.buffers = [];
  else ctx.buffer = Buffer.allocUnsafeSlow(size);
  readFileNextChunk(ctx);
}

function readFileNextChunk(ctx) {
  let length;
  let offset;
  if (ctx.size === 0) {
    ctx.buffer = Buffer.allocUnsafeSlow(UNKNOWN_SIZE_CHUNK);
    offset = 0;
    length = UNKNOWN_SIZE_CHUNK;
  } else {
    offset = ctx.pos;
    length = Math.min(READ_CHUNK, ctx.size - ctx.pos);
  }
  req((err, bytes) => {
    if (err) return readFileCloseFd(ctx, err);
    const bytesRead = copyInto(ctx.buffer, offset, bytes);
    ctx.pos += bytesRead;
    if (ctx.pos === ctx.size || bytesRead === 0) {
      readFileCloseFd(ctx);
    } else {
      if (ctx.size === 0) {
        ctx.buffers.push(bytesRead === UNKNOWN_SIZE_CHUNK ?
          ctx.buffer : ctx.buffer.slice(0, bytesRead));
      }
      readFileNextChunk(ctx);
    }
  }, 'read', undefined, undefined, 'read', ctx.fd, length, -1);
}

function readFileCloseFd(ctx, err) {
  if (ctx.isUserFd) {
    process.nextTick(() => readFileFinish(ctx, err, null));
    return;
  }
  ctx.err = err || null;
  req((closeErr) => readFileFinish(ctx, ctx.err, closeErr), 'close', undefined, undefined,
    'close', ctx.fd);
}

function readFileFinish(ctx, err, closeErr) {
  if (err || closeErr) return ctx.callback(err || closeErr);
  let buffer;
  try {
    if (ctx.size === 0) buffer = Buffer.concat(ctx.buffers, ctx.pos);
    else if (ctx.pos < ctx.size) buffer = ctx.buffer.slice(0, ctx.pos);
    else buffer = ctx.buffer;
    buffer = encodeResult(buffer, ctx.encoding);
  } catch (e) {
    return ctx.callback(e);
  }
  ctx.callback(null, buffer);
}

// writeFile: open, write (until every byte is written), close.
function writeFile(path, data, options, callback) {
  callback = makeCallback(callback || options);
  options = getOptions(options, { encoding: 'utf8', mode: 0o666, flag: 'w' });
  const buffer = toBuffer(data, options.encoding);
  if (typeof path === 'number') {
    validateFd(path);
    writeChunks(path, true, buffer, 0, buffer.byteLength, callback);
    return;
  }
  path = toPathString(path);
  const flags = stringToFlags(options.flag || 'w');
  req((openErr, fd) => {
    if (openErr) return callback(openErr);
    writeChunks(fd, false, buffer, 0, buffer.byteLength, callback);
  }, 'open', path, undefined, 'open', path, flags, parseMode(options.mode, 'mode', 0o666));
}

function writeChunks(fd, isUserFd, buffer, offset, length, callback) {
  const chunk = new Uint8Array(buffer.buffer, buffer.byteOffset + offset, length);
  req((writeErr, written) => {
    if (writeErr) {
      if (isUserFd) return callback(writeErr);
      return req(() => callback(writeErr), 'close', undefined, undefined, 'close', fd);
    }
    if (written === length) {
      if (isUserFd) return callback(null);
      return req((err) => callback(err), 'close', undefined, undefined, 'close', fd);
    }
    writeChunks(fd, isUserFd, buffer, offset + written, length - written, callback);
  }, 'write', undefined, undefined, 'write', fd, chunk, -1);
}

function appendFile(path, data, options, callback) {
  callback = makeCallback(callback || options);
  options = getOptions(options, { encoding: 'utf8', mode: 0o666, flag: 'a' });
  options = { ...options, flag: options.flag || 'a' };
  writeFile(path, data, options, callback);
}

function statLike(kind) {
  return function (path, options, callback) {
    callback = makeCallback(typeof options === 'function' ? options : callback);
    path = toPathString(path);
    req((err, stats) => (err ? callback(err) : callback(null, new Stats(stats))),
      kind, path, undefined, kind, path);
  };
}
const stat = statLike('stat');
const lstat = statLike('lstat');

function fstat(fd, options, callback) {
  callback = makeCallback(typeof options === 'function' ? options : callback);
  validateFd(fd);
  req((err, stats) => (err ? callback(err) : callback(null, new Stats(stats))),
    'fstat', undefined, undefined, 'fstat', fd);
}

function readdir(path, options, callback) {
  callback = makeCallback(typeof options === 'function' ? options : callback);
  options = getOptions(options, {});
  path = toPathString(path);
  if (checkRecursive(options)) {
    // Node v20 answers a recursive readdir synchronously, inside the call.
    callback(null, readdirSyncRecursive(path, options));
    return;
  }
  req((err, value) => (err ? callback(err) : callback(null, dirResult(value, path, options))),
    'scandir', path, undefined, 'readdir', path);
}

function checkRecursive(options) {
  if (options.recursive != null && typeof options.recursive !== 'boolean') {
    throw invalidArgType('options.recursive', 'boolean', options.recursive);
  }
  return options.recursive === true;
}

// 1 for a directory (following links), as Node's internalModuleStat.
function isDirectoryFollowingLinks(p) {
  const [err, st] = binding.fsSync('stat', p);
  return !err && (st[1] & constants.S_IFMT) === constants.S_IFDIR;
}

// readdir with { recursive: true }, as Node v20 does it: breadth first, one scandir per
// directory; names relative to `base` (directories found by stat, so through links) or
// Dirents (directories by their own type).
function readdirSyncRecursive(base, options) {
  const pathModule = require('./path.js');
  const results = [];
  const queue = [base];
  for (let i = 0; i < queue.length; i++) {
    const dir = queue[i];
    const [names, types] = sync('scandir', dir, undefined, 'readdir', dir);
    for (let k = 0; k < names.length; k++) {
      if (options.withFileTypes) {
        const dirent = new Dirent(names[k], types[k], dir);
        results.push(dirent);
        if (dirent.isDirectory()) queue.push(pathModule.join(dir, names[k]));
      } else {
        const full = pathModule.join(dir, names[k]);
        const rel = pathModule.relative(base, full);
        results.push(options.encoding === 'buffer' ? Buffer.from(rel) : rel);
        if (isDirectoryFollowingLinks(full)) queue.push(full);
      }
    }
  }
  return results;
}

function parent(p) {
  const i = p.lastIndexOf('/');
  return i <= 0 ? (i === 0 ? '/' : p) : p.slice(0, i);
}

// mkdir with { recursive: true }, as Node does it in C++: mkdir the path; on ENOENT its
// parent first (a stack of paths); on any other error stat it to see whether a directory
// is there already. Every step is one thread-pool request.
function mkdirRecursive(path, mode, callback) {
  const stack = [path];
  let first;
  const step = () => {
    const next = stack.pop();
    req((err) => {
      if (!err) {
        if (first === undefined) first = next;
        if (stack.length === 0) return callback(null, first);
        return step();
      }
      const code = err.code;
      if (code === 'EACCES' || code === 'ENOSPC' || code === 'ENOTDIR' || code === 'EPERM') {
        return callback(err);
      }
      if (code === 'ENOENT') {
        const dirname = parent(next);
        if (dirname === next) return callback(err);
        stack.push(next, dirname);
        return step();
      }
      req((statErr, stats) => {
        if (!statErr && (stats[1] & constants.S_IFMT) !== constants.S_IFDIR) {
          return callback(uvError(['EEXIST', -17, 'file already exists'], 'mkdir', next));
        }
        if (statErr) return callback(err);
        if (stack.length === 0) return callback(null, first);
        step();
      }, 'stat', next, undefined, 'stat', next);
    }, 'mkdir', next, undefined, 'mkdir', next, mode);
  };
  step();
}

function mkdir(path, options, callback) {
  let mode = 0o777;
  let recursive = false;
  if (typeof options === 'function') callback = options;
  else if (typeof options === 'number' || typeof options === 'string') mode = parseMode(options, 'mode', 0o777);
  else if (options) {
    if (options.recursive !== undefined) recursive = options.recursive;
    mode = parseMode(options.mode, 'options.mode', 0o777);
  }
  callback = makeCallback(callback);
  path = toPathString(path);
  if (typeof recursive !== 'boolean') throw invalidArgType('options.recursive', 'boolean', recursive);
  if (recursive) return mkdirRecursive(path, mode, callback);
  req((err) => callback(err), 'mkdir', path, undefined, 'mkdir', path, mode);
}

function simple(syscall, kind = syscall) {
  return function (path, callback) {
    callback = makeCallback(callback);
    path = toPathString(path);
    req((err) => callback(err), syscall, path, undefined, kind, path);
  };
}
const unlink = simple('unlink');

function rmdir(path, options, callback) {
  callback = makeCallback(typeof options === 'function' ? options : callback);
  path = toPathString(path);
  req((err) => callback(err), 'rmdir', path, undefined, 'rmdir', path);
}

function access(path, mode, callback) {
  if (typeof mode === 'function') { callback = mode; mode = constants.F_OK; }
  callback = makeCallback(callback);
  path = toPathString(path);
  req((err) => callback(err), 'access', path, undefined, 'access', path, mode | 0);
}

function exists(path, callback) {
  validateFunction(callback, 'cb');
  try { path = toPathString(path); } catch { return callback(false); }
  const label = api;
  const denied = binding.fsAsync(function fsReqComplete(err) {
    api = label;
    callback(!err);
  }, label, 'access', path, constants.F_OK);
  if (isDenial(denied)) callback(false);
}

function rename(oldPath, newPath, callback) {
  callback = makeCallback(callback);
  oldPath = toPathString(oldPath, 'oldPath');
  newPath = toPathString(newPath, 'newPath');
  req((err) => callback(err), 'rename', oldPath, newPath, 'rename', oldPath, newPath);
}

function copyFile(src, dest, mode, callback) {
  if (typeof mode === 'function') { callback = mode; mode = 0; }
  callback = makeCallback(callback);
  src = toPathString(src, 'src');
  dest = toPathString(dest, 'dest');
  req((err) => callback(err), 'copyfile', src, dest, 'copyfile', src, dest, mode | 0);
}

function ftruncate(fd, len = 0, callback) {
  if (typeof len === 'function') { callback = len; len = 0; }
  validateFd(fd);
  callback = makeCallback(callback);
  req((err) => callback(err), 'ftruncate', undefined, undefined, 'ftruncate', fd, Math.max(0, len));
}

// truncate by path: open r+, ftruncate, close.
function truncate(path, len, callback) {
  if (typeof path === 'number') return ftruncate(path, len, callback);
  if (typeof len === 'function') { callback = len; len = 0; } else if (len === undefined) len = 0;
  callback = makeCallback(callback);
  open(path, 'r+', (er, fd) => {
    if (er) return callback(er);
    ftruncate(fd, len, (er) => close(fd, (er2) => callback(er || er2 || null)));
  });
}

function fsync(fd, callback) {
  validateFd(fd);
  callback = makeCallback(callback);
  req((err) => callback(err), 'fsync', undefined, undefined, 'fsync', fd);
}

function fdatasync(fd, callback) {
  callback = makeCallback(callback);
  validateFd(fd);
  req((err) => callback(err), 'fdatasync', undefined, undefined, 'fdatasync', fd);
}

function fchmod(fd, mode, callback) {
  mode = parseMode(mode, 'mode');
  callback = makeCallback(callback);
  validateFd(fd);
  req((err) => callback(err), 'fchmod', undefined, undefined, 'fchmod', fd, mode);
}

function chownWith(kind, path, uid, gid, callback) {
  callback = makeCallback(callback);
  path = toPathString(path);
  validateId(uid, 'uid');
  validateId(gid, 'gid');
  req((err) => callback(err), kind, path, undefined, kind, path, uid, gid);
}

function chown(path, uid, gid, callback) { chownWith('chown', path, uid, gid, callback); }
function lchown(path, uid, gid, callback) { chownWith('lchown', path, uid, gid, callback); }

function fchown(fd, uid, gid, callback) {
  validateId(uid, 'uid');
  validateId(gid, 'gid');
  callback = makeCallback(callback);
  validateFd(fd);
  req((err) => callback(err), 'fchown', undefined, undefined, 'fchown', fd, uid, gid);
}

function utimesWith(kind, path, atime, mtime, callback) {
  callback = makeCallback(callback);
  path = toPathString(path);
  const a = toUnixTimestamp(atime);
  const m = toUnixTimestamp(mtime);
  req((err) => callback(err), kind, path, undefined, kind, path, a, m);
}

function utimes(path, atime, mtime, callback) { utimesWith('utime', path, atime, mtime, callback); }
function lutimes(path, atime, mtime, callback) { utimesWith('lutime', path, atime, mtime, callback); }

function futimes(fd, atime, mtime, callback) {
  atime = toUnixTimestamp(atime, 'atime');
  mtime = toUnixTimestamp(mtime, 'mtime');
  callback = makeCallback(callback);
  validateFd(fd);
  req((err) => callback(err), 'futime', undefined, undefined, 'futime', fd, atime, mtime);
}

function link(existingPath, newPath, callback) {
  callback = makeCallback(callback);
  existingPath = toPathString(existingPath, 'existingPath');
  newPath = toPathString(newPath, 'newPath');
  req((err) => callback(err), 'link', existingPath, newPath, 'link', existingPath, newPath);
}

function pathResult(syscall, kind = syscall) {
  return function (path, options, callback) {
    callback = makeCallback(typeof options === 'function' ? options : callback);
    options = getOptions(options, {});
    path = toPathString(path);
    req((err, p) => (err ? callback(err) : callback(null, encodeResult(p, options.encoding))),
      syscall, path, undefined, kind, path);
  };
}
// evloop: realpath is one request (Node's JavaScript realpath walks the path with lstat).
const realpathNative = pathResult('realpath');
function realpath(path, options, callback) {
  // Under the permissions, node's walk meets a refusal at the first part of the path
  // (from a nextTick): its lstat's ERR_ACCESS_DENIED names that part.
  const cb = makeCallback(typeof options === 'function' ? options : callback);
  const full = require('./path.js').resolve(toPathString(path));
  for (let at = full.indexOf('/', 1); full.length > 1; at = full.indexOf('/', at + 1)) {
    const part = at === -1 ? full : full.slice(0, at);
    const denied = binding.permissionCheck(part, false);
    if (denied !== undefined) {
      denied[4] = true;
      process.nextTick(cb, accessDenied(denied));
      return;
    }
    if (at === -1) break;
  }
  realpathNative(path, options, callback);
}

const readlink = pathResult('readlink');

function symlink(target, path, type, callback) {
  callback = makeCallback(typeof type === 'function' ? type : callback);
  target = toPathString(target, 'target');
  path = toPathString(path);
  req((err) => callback(err), 'symlink', target, path, 'symlink', target, path);
}

function chmod(path, mode, callback) {
  path = toPathString(path);
  mode = parseMode(mode, 'mode');
  callback = makeCallback(callback);
  req((err) => callback(err), 'chmod', path, undefined, 'chmod', path, mode);
}

function mkdtemp(prefix, options, callback) {
  callback = makeCallback(typeof options === 'function' ? options : callback);
  prefix = toPathString(prefix, 'prefix');
  req((err, p) => (err ? callback(err) : callback(null, p)), 'mkdtemp', `${prefix}XXXXXX`,
    undefined, 'mkdtemp', prefix);
}

// rm: an lstat to check the options against what is there, then the removal: lstat,
// unlink or (a directory) rmdir, emptying a directory first when rmdir says it is not empty.
function rm(path, options, callback) {
  if (typeof options === 'function') { callback = options; options = undefined; }
  callback = makeCallback(callback);
  path = toPathString(path);
  const opts = { force: false, recursive: false, ...(options || {}) };
  lstat(path, (err, stats) => {
    if (err && !(opts.force && err.code === 'ENOENT')) return callback(err);
    if (!err && stats.isDirectory() && !opts.recursive) {
      const e = makeError(Error, 'ERR_FS_EISDIR',
        `Path is a directory: rm returned EISDIR (is a directory) ${path}`);
      e.errno = 21; e.code = 'ERR_FS_EISDIR'; e.syscall = 'rm'; e.path = path;
      return callback(e);
    }
    removeTree(path, (err) => callback(err && err.code === 'ENOENT' ? null : err));
  });
}

function removeTree(path, callback) {
  lstat(path, (err, stats) => {
    if (err) {
      if (err.code === 'ENOENT') return callback(null);
    } else if (stats.isDirectory()) {
      return removeDir(path, err, callback);
    }
    unlink(path, (err) => {
      if (err) {
        if (err.code === 'ENOENT') return callback(null);
        if (err.code === 'EISDIR') return removeDir(path, err, callback);
      }
      return callback(err);
    });
  });
}

function removeDir(path, originalErr, callback) {
  rmdir(path, (err) => {
    if (err) {
      if (err.code === 'ENOTEMPTY' || err.code === 'EEXIST' || err.code === 'EPERM') {
        return removeChildren(path, callback);
      }
      if (err.code === 'ENOTDIR') return callback(originalErr);
    }
    callback(err);
  });
}

function removeChildren(path, callback) {
  readdir(path, (err, files) => {
    if (err) return callback(err);
    let left = files.length;
    if (left === 0) return rmdir(path, callback);
    let done = false;
    for (const child of files) {
      removeTree(`${path}/${child}`, (err) => {
        if (done) return;
        if (err) { done = true; return callback(err); }
        if (--left === 0) rmdir(path, callback);
      });
    }
  });
}

// ---------------------------------------------------------------- synchronous API
function openSync(path, flags, mode) {
  path = toPathString(path);
  return sync('open', path, undefined, 'open', path, stringToFlags(flags), parseMode(mode, 'mode', 0o666));
}
function closeSync(fd) { validateFd(fd); sync('close', undefined, undefined, 'close', fd); }

function readSync(fd, buffer, offset, length, position) {
  validateFd(fd);
  const r = readArgs(fd, buffer, offset, length, position);
  if (r.length === 0) return 0;
  return copyInto(r.buffer, r.offset, sync('read', undefined, undefined, 'read', fd, r.length, r.position));
}

function writeSync(fd, buffer, offset, length, position) {
  validateFd(fd);
  const w = writeArgs(buffer, offset, length, position);
  return sync('write', undefined, undefined, 'write', fd, w.data, w.position);
}

function readFileSync(path, options) {
  options = getOptions(options, { flag: 'r' });
  const isUserFd = typeof path === 'number';
  let fd;
  if (isUserFd) fd = validateFd(path);
  else {
    path = toPathString(path);
    fd = sync('open', path, undefined, 'open', path, stringToFlags(options.flag), 0o666);
  }
  try {
    const stats = sync('fstat', undefined, undefined, 'fstat', fd);
    const size = (stats[1] & constants.S_IFMT) === constants.S_IFREG ? stats[8] : 0;
    const chunks = [];
    let total = 0;
    for (;;) {
      const want = size === 0 ? UNKNOWN_SIZE_CHUNK : Math.min(READ_CHUNK, size - total);
      if (size !== 0 && want === 0) break;
      const bytes = sync('read', undefined, undefined, 'read', fd, want, -1);
      if (bytes.length === 0) break;
      chunks.push(bytes);
      total += bytes.length;
    }
    return encodeResult(Buffer.concat(chunks, total), options.encoding);
  } finally {
    if (!isUserFd) sync('close', undefined, undefined, 'close', fd);
  }
}

function writeFileSync(path, data, options) {
  options = getOptions(options, { encoding: 'utf8', mode: 0o666, flag: 'w' });
  const buffer = toBuffer(data, options.encoding);
  const isUserFd = typeof path === 'number';
  let fd;
  if (isUserFd) fd = validateFd(path);
  else {
    path = toPathString(path);
    fd = sync('open', path, undefined, 'open', path, stringToFlags(options.flag || 'w'),
      parseMode(options.mode, 'mode', 0o666));
  }
  try {
    let offset = 0;
    while (offset < buffer.byteLength) {
      const chunk = new Uint8Array(buffer.buffer, buffer.byteOffset + offset, buffer.byteLength - offset);
      offset += sync('write', undefined, undefined, 'write', fd, chunk, -1);
    }
  } finally {
    if (!isUserFd) sync('close', undefined, undefined, 'close', fd);
  }
}

function appendFileSync(path, data, options) {
  options = getOptions(options, { encoding: 'utf8', mode: 0o666, flag: 'a' });
  writeFileSync(path, data, { ...options, flag: options.flag || 'a' });
}

function statSync(path, options) {
  path = toPathString(path);
  const [err, value] = binding.fsSync('stat', path);
  if (err) {
    if (options && options.throwIfNoEntry === false && err[0] === 'ENOENT') return undefined;
    throw uvError(err, 'stat', path);
  }
  return new Stats(value);
}
function lstatSync(path, options) {
  path = toPathString(path);
  const [err, value] = binding.fsSync('lstat', path);
  if (err) {
    if (options && options.throwIfNoEntry === false && err[0] === 'ENOENT') return undefined;
    throw uvError(err, 'lstat', path);
  }
  return new Stats(value);
}
function fstatSync(fd) { validateFd(fd); return new Stats(sync('fstat', undefined, undefined, 'fstat', fd)); }

function readdirSync(path, options) {
  options = getOptions(options, {});
  path = toPathString(path);
  if (checkRecursive(options)) return readdirSyncRecursive(path, options);
  return dirResult(sync('scandir', path, undefined, 'readdir', path), path, options);
}

function mkdirSync(path, options) {
  let mode = 0o777;
  let recursive = false;
  if (typeof options === 'number' || typeof options === 'string') mode = parseMode(options, 'mode', 0o777);
  else if (options) { recursive = !!options.recursive; mode = parseMode(options.mode, 'options.mode', 0o777); }
  path = toPathString(path);
  if (!recursive) { sync('mkdir', path, undefined, 'mkdir', path, mode); return undefined; }
  // node's MKDirp asks for the whole path first (evloop's steps are stats and mkdirs).
  const denied = binding.permissionCheck(path, true);
  if (denied !== undefined) throw accessDenied(denied);
  const missing = [];
  let p = path;
  for (;;) {
    const [err, value] = binding.fsSync('stat', p);
    if (!err) {
      if ((value[1] & constants.S_IFMT) !== constants.S_IFDIR) {
        throw uvError(['EEXIST', -17, 'file already exists'], 'mkdir', path);
      }
      break;
    }
    if (err[0] !== 'ENOENT') throw uvError(err, 'mkdir', path);
    missing.push(p);
    const up = parent(p);
    if (up === p) break;
    p = up;
  }
  for (let i = missing.length - 1; i >= 0; i--) sync('mkdir', missing[i], undefined, 'mkdir', missing[i], mode);
  return missing.length ? missing[missing.length - 1] : undefined;
}

function rmdirSync(path) { path = toPathString(path); sync('rmdir', path, undefined, 'rmdir', path); }
function unlinkSync(path) { path = toPathString(path); sync('unlink', path, undefined, 'unlink', path); }
function accessSync(path, mode = constants.F_OK) {
  path = toPathString(path);
  sync('access', path, undefined, 'access', path, mode | 0);
}
function existsSync(path) {
  try { path = toPathString(path); } catch { return false; }
  const err = binding.fsSync('access', path, constants.F_OK)[0];
  // Node 20 throws a refusal here rather than answering false.
  if (isDenial(err)) throw accessDenied(err);
  return !err;
}
function renameSync(oldPath, newPath) {
  oldPath = toPathString(oldPath, 'oldPath');
  newPath = toPathString(newPath, 'newPath');
  sync('rename', oldPath, newPath, 'rename', oldPath, newPath);
}
function copyFileSync(src, dest, mode = 0) {
  src = toPathString(src, 'src');
  dest = toPathString(dest, 'dest');
  sync('copyfile', src, dest, 'copyfile', src, dest, mode | 0);
}
function ftruncateSync(fd, len = 0) { validateFd(fd); sync('ftruncate', undefined, undefined, 'ftruncate', fd, Math.max(0, len)); }
function truncateSync(path, len = 0) {
  if (typeof path === 'number') return ftruncateSync(path, len);
  const fd = openSync(path, 'r+');
  try { ftruncateSync(fd, len); } finally { closeSync(fd); }
}
function fsyncSync(fd) { validateFd(fd); sync('fsync', undefined, undefined, 'fsync', fd); }
function fdatasyncSync(fd) { validateFd(fd); sync('fdatasync', undefined, undefined, 'fdatasync', fd); }
function fchmodSync(fd, mode) {
  validateFd(fd);
  sync('fchmod', undefined, undefined, 'fchmod', fd, parseMode(mode, 'mode'));
}
function chownSync(path, uid, gid) {
  path = toPathString(path);
  validateId(uid, 'uid');
  validateId(gid, 'gid');
  sync('chown', path, undefined, 'chown', path, uid, gid);
}
function lchownSync(path, uid, gid) {
  path = toPathString(path);
  validateId(uid, 'uid');
  validateId(gid, 'gid');
  sync('lchown', path, undefined, 'lchown', path, uid, gid);
}
function fchownSync(fd, uid, gid) {
  validateId(uid, 'uid');
  validateId(gid, 'gid');
  validateFd(fd);
  sync('fchown', undefined, undefined, 'fchown', fd, uid, gid);
}
function utimesSync(path, atime, mtime) {
  path = toPathString(path);
  sync('utime', path, undefined, 'utime', path, toUnixTimestamp(atime), toUnixTimestamp(mtime));
}
function lutimesSync(path, atime, mtime) {
  path = toPathString(path);
  sync('lutime', path, undefined, 'lutime', path, toUnixTimestamp(atime), toUnixTimestamp(mtime));
}
function futimesSync(fd, atime, mtime) {
  validateFd(fd);
  sync('futime', undefined, undefined, 'futime', fd, toUnixTimestamp(atime, 'atime'), toUnixTimestamp(mtime, 'mtime'));
}
function linkSync(existingPath, newPath) {
  existingPath = toPathString(existingPath, 'existingPath');
  newPath = toPathString(newPath, 'newPath');
  sync('link', existingPath, newPath, 'link', existingPath, newPath);
}
function realpathSync(path, options) {
  path = toPathString(path);
  return encodeResult(sync('realpath', path, undefined, 'realpath', path), getOptions(options, {}).encoding);
}
realpathSync.native = realpathSync;
function readlinkSync(path, options) {
  path = toPathString(path);
  return encodeResult(sync('readlink', path, undefined, 'readlink', path), getOptions(options, {}).encoding);
}
function symlinkSync(target, path) {
  target = toPathString(target, 'target');
  path = toPathString(path);
  sync('symlink', target, path, 'symlink', target, path);
}
function chmodSync(path, mode) {
  path = toPathString(path);
  sync('chmod', path, undefined, 'chmod', path, parseMode(mode, 'mode'));
}
function mkdtempSync(prefix) {
  prefix = toPathString(prefix, 'prefix');
  return sync('mkdtemp', `${prefix}XXXXXX`, undefined, 'mkdtemp', prefix);
}

function rmSync(path, options) {
  path = toPathString(path);
  const opts = { force: false, recursive: false, ...(options || {}) };
  const [err, value] = binding.fsSync('lstat', path);
  if (err) {
    if (opts.force && err[0] === 'ENOENT') return;
    throw uvError(err, 'lstat', path);
  }
  const stats = new Stats(value);
  if (stats.isDirectory()) {
    if (!opts.recursive) {
      const e = makeError(Error, 'ERR_FS_EISDIR',
        `Path is a directory: rm returned EISDIR (is a directory) ${path}`);
      e.errno = 21; e.code = 'ERR_FS_EISDIR'; e.syscall = 'rm'; e.path = path;
      throw e;
    }
    for (const child of readdirSync(path)) rmSync(`${path}/${child}`, opts);
    rmdirSync(path);
  } else {
    unlinkSync(path);
  }
}

// ---------------------------------------------------------------- promises
let promisesApi;
function promises() {
  return (promisesApi ||= require('./fs/promises.js').make({
    req, publicApi, toPathString, toBuffer, getOptions, stringToFlags, parseMode, toUnixTimestamp, validateId,
    encodeResult, copyInto, readArgs, writeArgs, dirResult, Stats, constants,
    UNKNOWN_SIZE_CHUNK, READ_CHUNK, MAX_FILE_SIZE, WRITE_CHUNK,
    opendir: (path, options) => dirs().opendirPromise(path, options), StatFs, isDirectoryFollowingLinks,
    validateBufferArray, scatter, bytesOfView,
  }));
}

const callbackApi = {
  appendFile, appendFileSync, access, accessSync, chmod, chmodSync, close, closeSync,
  copyFile, copyFileSync, exists, existsSync, fstat, fstatSync, fsync, fsyncSync,
  ftruncate, ftruncateSync, lstat, lstatSync, mkdir, mkdirSync, mkdtemp, mkdtempSync,
  open, openSync, readdir, readdirSync, read, readSync, readFile, readFileSync,
  readlink, readlinkSync, realpath, realpathSync, rename, renameSync, rm, rmSync,
  rmdir, rmdirSync, stat, statSync, symlink, symlinkSync, truncate, truncateSync,
  unlink, unlinkSync, writeFile, writeFileSync, write, writeSync, writev,
  chown, chownSync, fchmod, fchmodSync, fchown, fchownSync, fdatasync, fdatasyncSync,
  futimes, futimesSync, lchown, lchownSync, link, linkSync, lutimes, lutimesSync,
  utimes, utimesSync, opendir, opendirSync, readv, readvSync, writevSync, statfs, statfsSync,
};
for (const [name, fn] of Object.entries(callbackApi)) {
  if (!name.endsWith('Sync')) callbackApi[name] = publicApi(`fs.${name}`, fn);
}
callbackApi.realpath.native = publicApi('fs.realpath', realpathNative);

// Directory streams (./fs_dir.js, loaded on first use).
let dirApi;
const dirs = () => dirApi || (dirApi = require('./internal/fs/dir.js').make({
  req, sync, toPathString, getOptions, Dirent,
}));
function opendir(path, options, callback) { return dirs().opendir(path, options, callback); }
function opendirSync(path, options) { return dirs().opendirSync(path, options); }

// Streams (./fs_streams.js, loaded on first use).
let fileStreams;
const streams = () => fileStreams || (fileStreams = require('./internal/fs/streams.js'));

module.exports = {
  ...callbackApi,
  createReadStream: function createReadStream(path, options) {
    return new (streams().ReadStream)(path, options);
  },
  createWriteStream: function createWriteStream(path, options) {
    return new (streams().WriteStream)(path, options);
  },
  _toUnixTimestamp: toUnixTimestamp,
  get Dir() { return dirs().Dir; },
  get ReadStream() { return streams().ReadStream; },
  get WriteStream() { return streams().WriteStream; },
  get FileReadStream() { return streams().ReadStream; },
  get FileWriteStream() { return streams().WriteStream; },
  Dirent, Stats,
  F_OK: 0, R_OK: 4, W_OK: 2, X_OK: 1,
  constants,
  get promises() { return promises(); },
};
