'use strict';

// node:fs/promises for evloop's Node host, built from the same thread-pool requests as
// ./fs.js in the same order as Node v20's lib/internal/fs/promises.js: a request's promise
// settles in the poll phase, and the awaits in between are microtasks. Errors carry the
// async frames Node's own functions add (`at async open (node:internal/fs/promises:…)`).

const { Buffer } = require('./buffer.js');
const { makeError, invalidArgType } = require('./internal/errors.js');

exports.make = function make(fs) {
  const {
    req, publicApi, toPathString, toBuffer, getOptions, stringToFlags, parseMode, toUnixTimestamp, validateId,
    encodeResult, copyInto, readArgs, writeArgs, dirResult, Stats, constants,
    UNKNOWN_SIZE_CHUNK, READ_CHUNK, MAX_FILE_SIZE, WRITE_CHUNK, opendir, StatFs,
    isDirectoryFollowingLinks, validateBufferArray, scatter, bytesOfView,
  } = fs;

  const at = (fn, line, col) => `\n    at async ${fn} (node:internal/fs/promises:${line}:${col})`;

  // One request as a promise; a rejection's stack gets `frames`.
  function call(frames, syscall, path, dest, kind, ...args) {
    return new Promise((resolve, reject) => {
      req((err, value) => {
        if (err) {
          err.stack += frames;
          reject(err);
        } else {
          resolve(value);
        }
      }, syscall, path, dest, kind, ...args);
    });
  }

  const kFd = Symbol('kFd');

  // A FileHandle method on a closed handle rejects before any request, as Node's fsCall.
  function opened(handle, syscall) {
    if (handle[kFd] === -1) {
      const err = new Error('file closed');
      err.code = 'EBADF';
      err.syscall = syscall;
      throw err;
    }
  }
  const kClosePromise = Symbol('kClosePromise');

  class FileHandle {
    constructor(fd) {
      this[kFd] = fd;
      this[kClosePromise] = null;
    }
    get fd() { return this[kFd]; }
    close() {
      if (this[kFd] === -1) return Promise.resolve();
      if (this[kClosePromise]) return this[kClosePromise];
      const fd = this[kFd];
      this[kClosePromise] = call('', 'close', undefined, undefined, 'close', fd).then(() => {
        this[kFd] = -1;
        this[kClosePromise] = null;
      }, (err) => {
        this[kClosePromise] = null;
        throw err;
      });
      return this[kClosePromise];
    }
    async read(buffer, offset, length, position) {
      opened(this, 'read');
      const r = readArgs(this[kFd], buffer, offset, length, position);
      if (r.length === 0) return { bytesRead: 0, buffer: r.buffer };
      const bytes = await call('', 'read', undefined, undefined, 'read', this[kFd], r.length, r.position);
      return { bytesRead: copyInto(r.buffer, r.offset, bytes), buffer: r.buffer };
    }
    async write(buffer, offset, length, position) {
      opened(this, 'write');
      const w = writeArgs(buffer, offset, length, position);
      const bytesWritten = await call('', 'write', undefined, undefined, 'write', this[kFd], w.data, w.position);
      return { bytesWritten, buffer };
    }
    // One read request spread over the buffers / one write request of all of them.
    async readv(buffers, position) {
      opened(this, 'readv');
      validateBufferArray(buffers);
      const total = buffers.reduce((n, b) => n + b.byteLength, 0);
      const bytes = await call('', 'read', undefined, undefined, 'read', this[kFd], total,
        typeof position === 'number' ? position : -1);
      return { __proto__: null, bytesRead: scatter(buffers, bytes), buffers };
    }
    async writev(buffers, position) {
      opened(this, 'writev');
      validateBufferArray(buffers);
      if (buffers.length === 0) return { __proto__: null, bytesWritten: 0, buffers };
      const data = Buffer.concat(buffers.map(bytesOfView));
      const bytesWritten = await call('', 'write', undefined, undefined, 'write', this[kFd], data,
        typeof position === 'number' ? position : -1);
      return { __proto__: null, bytesWritten, buffers };
    }
    readFile(options) { return readWhole(this, options); }
    writeFile(data, options) { return writeWhole(this, data, getOptions(options, {}).encoding); }
    appendFile(data, options) { return writeWhole(this, data, getOptions(options, {}).encoding); }
    async stat() {
      opened(this, 'fstat');
      return new Stats(await call('', 'fstat', undefined, undefined, 'fstat', this[kFd]));
    }
    async truncate(len = 0) {
      opened(this, 'ftruncate');
      await call('', 'ftruncate', undefined, undefined, 'ftruncate', this[kFd], Math.max(0, len));
    }
    async sync() {
      opened(this, 'fsync');
      await call('', 'fsync', undefined, undefined, 'fsync', this[kFd]);
    }
    async datasync() {
      opened(this, 'fdatasync');
      await call('', 'fdatasync', undefined, undefined, 'fdatasync', this[kFd]);
    }
    async chmod(mode) {
      opened(this, 'fchmod');
      mode = parseMode(mode, 'mode');
      await call('', 'fchmod', undefined, undefined, 'fchmod', this[kFd], mode);
    }
    async chown(uid, gid) {
      opened(this, 'fchown');
      validateId(uid, 'uid');
      validateId(gid, 'gid');
      await call('', 'fchown', undefined, undefined, 'fchown', this[kFd], uid, gid);
    }
    async utimes(atime, mtime) {
      opened(this, 'futimes');
      const a = toUnixTimestamp(atime, 'atime');
      const m = toUnixTimestamp(mtime, 'mtime');
      await call('', 'futime', undefined, undefined, 'futime', this[kFd], a, m);
    }
    async [Symbol.asyncDispose]() { return this.close(); }
  }

  // closeAfter: close the file whether the operation worked or not.
  function closeAfter(operation, close) {
    return operation.then(
      (result) => close().then(() => result),
      (opError) => close().then(() => { throw opError; }, () => { throw opError; }));
  }

  async function open(path, flags, mode, frames = at('Object.open', 637, 25)) {
    path = toPathString(path);
    const flagsNumber = stringToFlags(flags);
    mode = parseMode(mode, 'mode', 0o666);
    return new FileHandle(await call(frames, 'open', path, undefined, 'open', path, flagsNumber, mode));
  }

  async function readWhole(filehandle, options) {
    const encoding = options && options.encoding;
    const stats = await call(at('readFileHandle', 530, 21), 'fstat', undefined, undefined, 'fstat', filehandle.fd);
    let size = 0;
    let length = 0;
    if ((stats[1] & constants.S_IFMT) === constants.S_IFREG) {
      size = stats[8];
      length = encoding ? Math.min(size, READ_CHUNK) : size;
    }
    if (size > MAX_FILE_SIZE) {
      throw makeError(RangeError, 'ERR_FS_FILE_TOO_LARGE', `File size (${size}) is greater than 2 GiB`);
    }
    const noSize = length === 0;
    if (noSize) length = UNKNOWN_SIZE_CHUNK;
    const chunks = [];
    let total = 0;
    for (;;) {
      const bytes = await call(at('readFileHandle', 551, 24), 'read', undefined, undefined,
        'read', filehandle.fd, length, -1);
      const bytesRead = bytes.length;
      total += bytesRead;
      if (bytesRead > 0) chunks.push(bytes);
      if (bytesRead === 0 || total === size || (bytesRead !== length && !noSize)) break;
    }
    const buffer = Buffer.concat(chunks, total);
    return encodeResult(buffer, encoding);
  }

  async function writeWhole(filehandle, data, encoding) {
    let buffer = toBuffer(data, encoding);
    let remaining = buffer.byteLength;
    if (remaining === 0) return;
    do {
      const length = Math.min(WRITE_CHUNK, buffer.byteLength);
      const chunk = new Uint8Array(buffer.buffer, buffer.byteOffset, length);
      const written = await call('', 'write', undefined, undefined, 'write', filehandle.fd, chunk, -1);
      remaining -= written;
      buffer = new Uint8Array(buffer.buffer, buffer.byteOffset + written, buffer.byteLength - written);
    } while (remaining > 0);
  }

  async function readFile(path, options) {
    options = getOptions(options, { flag: 'r' });
    if (path instanceof FileHandle) return readWhole(path, options);
    const fd = await open(path, options.flag, 0o666,
      at('open', 637, 25) + at('Object.readFile', 1249, 14));
    return closeAfter(readWhole(fd, options), () => fd.close());
  }

  async function writeFile(path, data, options, name = 'Object.writeFile') {
    options = getOptions(options, { encoding: 'utf8', mode: 0o666, flag: 'w' });
    if (typeof data !== 'string' && !ArrayBuffer.isView(data)) {
      throw invalidArgType('data', ['string', 'Buffer', 'TypedArray', 'DataView'], data);
    }
    if (path instanceof FileHandle) return writeWhole(path, data, options.encoding);
    const fd = await open(path, options.flag || 'w', options.mode,
      at('open', 637, 25) + at(name, 1219, 14));
    return closeAfter(writeWhole(fd, data, options.encoding), () => fd.close());
  }

  async function appendFile(path, data, options) {
    options = getOptions(options, { encoding: 'utf8', mode: 0o666, flag: 'a' });
    return writeFile(path, data, { ...options, flag: options.flag || 'a' }, 'writeFile');
  }

  async function access(path, mode = constants.F_OK) {
    path = toPathString(path);
    await call(at('Object.access', 604, 10), 'access', path, undefined, 'access', path, mode | 0);
  }

  async function stat(path) {
    path = toPathString(path);
    return new Stats(await call(at('Object.stat', 1033, 18), 'stat', path, undefined, 'stat', path));
  }

  async function lstat(path) {
    path = toPathString(path);
    return new Stats(await call(at('Object.lstat', 1022, 18), 'lstat', path, undefined, 'lstat', path));
  }

  async function readdir(path, options) {
    options = getOptions(options, {});
    path = toPathString(path);
    if (options.recursive) return readdirRecursive(path, options);
    const value = await call(at('Object.readdir', 950, 18), 'scandir', path, undefined, 'readdir', path);
    return dirResult(value, path, options);
  }

  // readdir with { recursive: true }, as Node v20's promise form does it: a stack of
  // directories, each one's scandir awaited where it is found.
  async function readdirRecursive(base, options) {
    const pathModule = require('./path.js');
    const scandir = (dir) => call(at('readdirRecursive', 870, 7), 'scandir', dir, undefined, 'readdir', dir);
    const results = [];
    const queue = [[base, await scandir(base)]];
    while (queue.length > 0) {
      const [dir, [names, types]] = queue.pop();
      for (let k = 0; k < names.length; k++) {
        const full = pathModule.join(dir, names[k]);
        if (options.withFileTypes) {
          const dirent = dirResult([[names[k]], [types[k]]], dir, options)[0];
          results.push(dirent);
          if (dirent.isDirectory()) queue.push([full, await scandir(full)]);
        } else {
          results.push(pathModule.relative(base, full));
          if (isDirectoryFollowingLinks(full)) queue.push([full, await scandir(full)]);
        }
      }
    }
    return results;
  }

  async function mkdir(path, options) {
    let mode = 0o777;
    let recursive = false;
    if (typeof options === 'number' || typeof options === 'string') mode = parseMode(options, 'mode', 0o777);
    else if (options) { recursive = !!options.recursive; mode = parseMode(options.mode, 'options.mode', 0o777); }
    path = toPathString(path);
    const frames = at('Object.mkdir', 856, 10);
    if (!recursive) {
      await call(frames, 'mkdir', path, undefined, 'mkdir', path, mode);
      return undefined;
    }
    return new Promise((resolve, reject) => {
      require('./fs.js').mkdir(path, { recursive: true, mode }, (err, first) => {
        if (err) { err.stack += frames; reject(err); } else resolve(first);
      });
    });
  }

  const simple = (name, syscall, line, col) => async function (path) {
    path = toPathString(path);
    await call(at(`Object.${name}`, line, col), syscall, path, undefined, syscall, path);
  };
  const rmdir = simple('rmdir', 'rmdir', 822, 10);
  const unlink = simple('unlink', 'unlink', 1067, 10);

  async function rename(oldPath, newPath) {
    oldPath = toPathString(oldPath, 'oldPath');
    newPath = toPathString(newPath, 'newPath');
    await call(at('Object.rename', 780, 10), 'rename', oldPath, newPath, 'rename', oldPath, newPath);
  }

  async function copyFile(src, dest, mode = 0) {
    src = toPathString(src, 'src');
    dest = toPathString(dest, 'dest');
    await call(at('Object.copyFile', 621, 10), 'copyfile', src, dest, 'copyfile', src, dest, mode | 0);
  }

  function rm(path, options) {
    return new Promise((resolve, reject) => {
      require('./fs.js').rm(path, options, (err) => (err ? reject(err) : resolve()));
    });
  }

  async function realpath(path, options) {
    path = toPathString(path);
    const p = await call(at('Object.realpath', 1176, 10), 'realpath', path, undefined, 'realpath', path);
    return encodeResult(p, getOptions(options, {}).encoding);
  }

  async function readlink(path, options) {
    path = toPathString(path);
    const p = await call(at('Object.readlink', 968, 10), 'readlink', path, undefined, 'readlink', path);
    return encodeResult(p, getOptions(options, {}).encoding);
  }

  async function symlink(target, path) {
    target = toPathString(target, 'target');
    path = toPathString(path);
    await call(at('Object.symlink', 997, 10), 'symlink', target, path, 'symlink', target, path);
  }

  async function chmod(path, mode) {
    path = toPathString(path);
    mode = parseMode(mode, 'mode');
    await call(at('Object.chmod', 1089, 10), 'chmod', path, undefined, 'chmod', path, mode);
  }

  async function statfs(path, options = { bigint: false }) {
    path = toPathString(path);
    const a = await call(at('Object.statfs', 1044, 18), 'statfs', path, undefined, 'statfs', path);
    return new StatFs(a, !!(options && options.bigint));
  }

  async function link(existingPath, newPath) {
    existingPath = toPathString(existingPath, 'existingPath');
    newPath = toPathString(newPath, 'newPath');
    await call(at('Object.link', 1056, 10), 'link', existingPath, newPath, 'link', existingPath, newPath);
  }

  async function chown(path, uid, gid) {
    path = toPathString(path);
    validateId(uid, 'uid');
    validateId(gid, 'gid');
    await call(at('Object.chown', 1132, 10), 'chown', path, undefined, 'chown', path, uid, gid);
  }

  async function lchown(path, uid, gid) {
    path = toPathString(path);
    validateId(uid, 'uid');
    validateId(gid, 'gid');
    await call(at('Object.lchown', 1108, 10), 'lchown', path, undefined, 'lchown', path, uid, gid);
  }

  async function utimes(path, atime, mtime) {
    path = toPathString(path);
    const a = toUnixTimestamp(atime);
    const m = toUnixTimestamp(mtime);
    await call(at('Object.utimes', 1141, 10), 'utime', path, undefined, 'utime', path, a, m);
  }

  async function lutimes(path, atime, mtime) {
    path = toPathString(path);
    const a = toUnixTimestamp(atime);
    const m = toUnixTimestamp(mtime);
    await call(at('Object.lutimes', 1163, 10), 'lutime', path, undefined, 'lutime', path, a, m);
  }

  async function truncate(path, len = 0) {
    const fd = await open(path, 'r+', 0o666, at('open', 637, 25) + at('Object.truncate', 790, 14));
    return closeAfter(fd.truncate(len), () => fd.close());
  }

  async function mkdtemp(prefix) {
    prefix = toPathString(prefix, 'prefix');
    return call(at('Object.mkdtemp', 1189, 10), 'mkdtemp', `${prefix}XXXXXX`, undefined, 'mkdtemp', prefix);
  }

  const api = {
    access, copyFile, open, opendir, rename, truncate, rm, rmdir, mkdir, readdir, readlink, symlink,
    lstat, stat, statfs, link, unlink, chmod, lchown, chown, utimes, lutimes, realpath, mkdtemp,
    writeFile, appendFile, readFile,
  };
  for (const [name, fn] of Object.entries(api)) api[name] = publicApi(`fs.promises.${name}`, fn);
  return { ...api, constants };
};
