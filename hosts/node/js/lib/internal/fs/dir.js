'use strict';

// fs.Dir, fs.opendir and fs.opendirSync in the requests and ticks of Node v20's
// lib/internal/fs/dir.js: opendir is one request (uv_fs_opendir); each read without a
// buffered entry is one request for up to `bufferSize` (32) entries in the order the
// kernel lists them (uv_fs_readdir), and the rest are handed out from the buffer (a
// callback in a nextTick, a promise at once); close is one request (uv_fs_closedir).
// Operations started while a request is in flight wait for it, in order.

const { makeError, invalidArgType, outOfRange } = require('./internal/errors.js');
const { Buffer } = require('./buffer.js');

exports.make = function make({ req, sync, toPathString, getOptions, Dirent }) {
  const dirClosed = () => makeError(Error, 'ERR_DIR_CLOSED', 'Directory handle was closed');
  const concurrent = () => makeError(Error, 'ERR_DIR_CONCURRENT_OPERATION',
    'Cannot do synchronous work on directory handle with concurrent asynchronous operations');

  const kHandle = Symbol('kDirHandle');
  const kPath = Symbol('kDirPath');
  const kBuffered = Symbol('kDirBufferedEntries');
  const kClosed = Symbol('kDirClosed');
  const kOptions = Symbol('kDirOptions');
  const kQueue = Symbol('kDirOperationQueue');

  function validateCallback(cb) {
    if (typeof cb !== 'function') throw invalidArgType('callback', 'function', cb);
  }

  class Dir {
    constructor(handle, path, options) {
      this[kHandle] = handle;
      this[kBuffered] = [];
      this[kPath] = path;
      this[kClosed] = false;
      // null, or the operations waiting for the request in flight.
      this[kQueue] = null;
      this[kOptions] = { bufferSize: 32, ...getOptions(options, { encoding: 'utf8' }) };
      const size = this[kOptions].bufferSize;
      if (typeof size !== 'number') throw invalidArgType('options.bufferSize', 'number', size);
      if (!Number.isInteger(size)) throw outOfRange('options.bufferSize', 'an integer', size);
      if (size < 1 || size > 4294967295) throw outOfRange('options.bufferSize', '>= 1 && <= 4294967295', size);
    }

    get path() {
      return this[kPath];
    }

    read(callback) {
      return readImpl(this, true, callback);
    }

    readSync() {
      if (this[kClosed]) throw dirClosed();
      if (this[kQueue] !== null) throw concurrent();
      if (this[kBuffered].length > 0) return this[kBuffered].shift();
      const entries = sync('readdir', this[kPath], undefined, 'dirread', this[kHandle], this[kOptions].bufferSize);
      if (entries[0].length === 0) return null;
      buffer(this, entries);
      return this[kBuffered].shift();
    }

    close(callback) {
      if (callback === undefined) {
        if (this[kClosed]) return Promise.reject(dirClosed());
        return new Promise((resolve, reject) => {
          this.close((err) => (err ? reject(err) : resolve()));
        });
      }
      validateCallback(callback);
      if (this[kClosed]) {
        process.nextTick(callback, dirClosed());
        return undefined;
      }
      if (this[kQueue] !== null) {
        this[kQueue].push(() => this.close(callback));
        return undefined;
      }
      this[kClosed] = true;
      req((err) => callback(err), 'closedir', undefined, undefined, 'closedir', this[kHandle]);
      return undefined;
    }

    closeSync() {
      if (this[kClosed]) throw dirClosed();
      if (this[kQueue] !== null) throw concurrent();
      this[kClosed] = true;
      sync('closedir', this[kPath], undefined, 'closedir', this[kHandle]);
    }

    async* entries() {
      try {
        for (;;) {
          const dirent = await readPromise(this);
          if (dirent === null) break;
          yield dirent;
        }
      } finally {
        await this.close();
      }
    }
  }
  Object.defineProperty(Dir.prototype, Symbol.asyncIterator, {
    value: Dir.prototype.entries, enumerable: false, writable: true, configurable: true,
  });

  function buffer(dir, [names, types]) {
    const encoding = dir[kOptions].encoding;
    for (let i = 0; i < names.length; i++) {
      const name = encoding === 'buffer' ? Buffer.from(names[i]) : names[i];
      dir[kBuffered].push(new Dirent(name, types[i], dir[kPath]));
    }
  }

  // read(): a buffered entry, or one request; `maybeSync` (the callback form) hands a
  // buffered entry over in a nextTick.
  function readImpl(dir, maybeSync, callback) {
    if (dir[kClosed]) throw dirClosed();
    if (callback === undefined) return readPromise(dir);
    validateCallback(callback);
    if (dir[kQueue] !== null) {
      dir[kQueue].push(() => readImpl(dir, maybeSync, callback));
      return undefined;
    }
    if (dir[kBuffered].length > 0) {
      const dirent = dir[kBuffered].shift();
      if (maybeSync) process.nextTick(callback, null, dirent);
      else callback(null, dirent);
      return undefined;
    }
    dir[kQueue] = [];
    req((err, entries) => {
      process.nextTick(() => {
        const queue = dir[kQueue];
        dir[kQueue] = null;
        for (const op of queue) op();
      });
      if (err) return callback(err);
      if (entries[0].length === 0) return callback(null, null);
      buffer(dir, entries);
      return callback(null, dir[kBuffered].shift());
    }, 'readdir', dir[kPath], undefined, 'dirread', dir[kHandle], dir[kOptions].bufferSize);
    return undefined;
  }

  function readPromise(dir) {
    return new Promise((resolve, reject) => {
      readImpl(dir, false, (err, dirent) => (err ? reject(err) : resolve(dirent)));
    });
  }

  function opendir(path, options, callback) {
    callback = typeof options === 'function' ? options : callback;
    validateCallback(callback);
    path = toPathString(path);
    options = getOptions(options, { encoding: 'utf8' });
    req((err, handle) => {
      if (err) callback(err);
      else callback(null, new Dir(handle, path, options));
    }, 'opendir', path, undefined, 'opendir', path);
  }

  function opendirSync(path, options) {
    path = toPathString(path);
    options = getOptions(options, { encoding: 'utf8' });
    // Node's error here names no path.
    return new Dir(sync('opendir', undefined, undefined, 'opendir', path), path, options);
  }

  function opendirPromise(path, options) {
    return new Promise((resolve, reject) => {
      opendir(path, options, (err, dir) => (err ? reject(err) : resolve(dir)));
    });
  }

  return { Dir, opendir, opendirSync, opendirPromise };
};
