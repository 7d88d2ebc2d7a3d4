'use strict';

// The ChildProcess object and its stdio, over the host's process handle (node's
// lib/internal/child_process.js over process_wrap). A child is a handle of the loop
// (hosts/node/src/net/process.rs); its exit comes through net.js's 'netEvent' hook from
// the poll phase that sees it, and its stdio pipes are net.Socket streams on socketpair
// handles, read and closed as sockets are. Node's order of events:
//
// - spawn() is synchronous; 'spawn' is emitted one nextTick later (a failed spawn:
//   'error' one nextTick later instead, and the stdio streams exist and end at once);
// - the exit callback: stdin destroyed, 'exit' (code, signal), and one nextTick later the
//   untouched stdout/stderr resumed so that they can end;
// - 'close' when the process has exited and every stdio stream has closed.

const { binding } = require('./internals.js');
const EventEmitter = require('./events.js');
const net = require('./net.js');
const { SIGNALS, NAMES } = require('./internal/signals.js');
const {
  makeError, invalidArgType, invalidArgValue,
} = require('./internal/node_errors.js');

// uvException as node builds it for a spawn: `spawn ls ENOENT`.
function errnoException(err, syscall, original) {
  const message = original ? `${syscall} ${err[0]} ${original}` : `${syscall} ${err[0]}`;
  const e = new Error(message);
  e.errno = err[1];
  e.code = err[0];
  e.syscall = syscall;
  return e;
}

// The process handle (ProcessWrap).
class Process {
  constructor() {
    this.id = null;
    this.pid = 0;
    this.onexit = null;
    this.owner = null;
    this.pipes = [];
  }

  spawn(options) {
    const stdio = options.stdio.map((s) => {
      if (s.ipc) return 'ipc';
      if (s.type === 'pipe') return 'pipe';
      if (s.type === 'ignore') return 'ignore';
      return String(s.fd);
    }).join(',');
    // An empty cwd is no cwd, as node's process wrap reads it.
    const [err, pid, id, pipes] = binding.processSpawn(
      options.file, options.args.join('\0'), options.cwd || undefined,
      options.envPairs.join('\0'), stdio, !!options.detached,
      options.uid === undefined ? -1 : options.uid, options.gid === undefined ? -1 : options.gid);
    this.pipes = pipes;
    if (err !== null) return err;
    this.pid = pid;
    this.id = id;
    net._registerHandle(id, this);
    return 0;
  }

  kill(signal) {
    if (this.id === null) return ['ESRCH', -3, 'no such process'];
    const r = binding.processKill(this.id, signal);
    return r === 0 ? 0 : r;
  }

  close() {
    if (this.id === null) return;
    net._unregisterHandle(this.id);
    binding.processClose(this.id);
    this.id = null;
  }

  // A net handle like the sockets: `tcpRef` refs and unrefs it.
  ref() { if (this.id !== null) binding.tcpRef(this.id, true); }
  unref() { if (this.id !== null) binding.tcpRef(this.id, false); }
  hasRef() { return this.id !== null; }
}

// What net.js's dispatch calls: `exit` with the code and the signal number.
Process.prototype.netExit = function netExit(code, signum) {
  if (this.onexit) this.onexit(signum ? 0 : code, signum ? (NAMES.get(signum) || null) : null);
};

function flushStdio(subprocess) {
  const stdio = subprocess.stdio;
  if (stdio == null) return;
  for (let i = 0; i < stdio.length; i++) {
    const stream = stdio[i];
    // The stream may have been consumed already, or be listened to for 'readable'.
    if (!stream || !stream.readable || stream._readableState.readableListening) continue;
    stream.resume();
  }
}

function maybeClose(subprocess) {
  subprocess._closesGot++;
  if (subprocess._closesGot === subprocess._closesNeeded) {
    subprocess.emit('close', subprocess.exitCode, subprocess.signalCode);
  }
}

function onErrorNT(self, err) {
  self._handle.onexit(err, null);
}

function onSpawnNT(self) {
  self.emit('spawn');
}

function ChildProcess() {
  EventEmitter.call(this);
  this._closesNeeded = 1;
  this._closesGot = 0;
  this.connected = false;
  this.signalCode = null;
  this.exitCode = null;
  this.killed = false;
  this.spawnfile = null;
  this._handle = new Process();
  this._handle.owner = this;
  this._handle.onexit = (exitCode, signalCode) => {
    const failed = Array.isArray(exitCode);
    if (signalCode) this.signalCode = signalCode;
    else this.exitCode = failed ? exitCode[1] : exitCode;
    if (this.stdin) this.stdin.destroy();
    this._handle.close();
    this._handle = null;
    if (failed) {
      const syscall = this.spawnfile ? `spawn ${this.spawnfile}` : 'spawn';
      const err = errnoException(exitCode, syscall);
      if (this.spawnfile) err.path = this.spawnfile;
      err.spawnargs = this.spawnargs.slice(1);
      this.emit('error', err);
    } else {
      this.emit('exit', this.exitCode, this.signalCode);
    }
    // Untouched stdio is read to its end on the next tick, so that 'close' can come;
    // a listener added in 'exit' still gets the data.
    process.nextTick(flushStdio, this);
    maybeClose(this);
  };
}
Object.setPrototypeOf(ChildProcess.prototype, EventEmitter.prototype);
Object.setPrototypeOf(ChildProcess, EventEmitter);

const RUNTIME_ERRORS = new Set(['EAGAIN', 'EMFILE', 'ENFILE', 'ENOENT']);

ChildProcess.prototype.spawn = function spawn(options) {
  if (options === null || typeof options !== 'object') {
    throw invalidArgType('options', 'Object', options);
  }
  let stdio = options.stdio || 'pipe';
  stdio = getValidStdio(stdio, false);
  const ipc = stdio.ipc;
  const ipcFd = stdio.ipcFd;
  stdio = options.stdio = stdio.stdio;
  if (ipc !== undefined) {
    options.envPairs = options.envPairs || [];
    options.envPairs.push(`NODE_CHANNEL_FD=${ipcFd}`);
    options.envPairs.push(`NODE_CHANNEL_SERIALIZATION_MODE=${options.serialization || 'json'}`);
  }
  if (typeof options.file !== 'string') throw invalidArgType('options.file', 'string', options.file);
  this.spawnfile = options.file;
  if (options.args === undefined) this.spawnargs = [];
  else if (!Array.isArray(options.args)) throw invalidArgType('options.args', 'Array', options.args);
  else this.spawnargs = options.args;

  const err = this._handle.spawn(options);
  const pipes = this._handle.pipes;
  if (err !== 0 && RUNTIME_ERRORS.has(err[0])) {
    // Run-time errors are emitted, not thrown; with ENOENT the stdio is set up anyway.
    process.nextTick(onErrorNT, this, err);
    if (err[0] !== 'ENOENT') return err;
  } else if (err !== 0) {
    this._handle.close();
    this._handle = null;
    throw errnoException(err, 'spawn');
  } else {
    process.nextTick(onSpawnNT, this);
  }
  this.pid = this._handle.pid || undefined;
  for (let i = 0; i < stdio.length; i++) {
    const s = stdio[i];
    if (s.type === 'ignore' || s.type === 'inherit' || s.type === 'fd') continue;
    if (s.ipc) {
      this._closesNeeded++;
      s.handleId = pipes[i];
      continue;
    }
    if (pipes[i] == null) continue;
    s.socket = createSocket(net._createHandle(pipes[i]), i > 0);
    if (i > 0 && this.pid !== 0) {
      this._closesNeeded++;
      s.socket.on('close', () => maybeClose(this));
    }
  }
  this.stdin = stdio.length >= 1 && stdio[0].socket !== undefined ? stdio[0].socket : null;
  this.stdout = stdio.length >= 2 && stdio[1].socket !== undefined ? stdio[1].socket : null;
  this.stderr = stdio.length >= 3 && stdio[2].socket !== undefined ? stdio[2].socket : null;
  this.stdio = stdio.map((s) => (s.socket === undefined ? null : s.socket));
  if (ipc !== undefined) {
    require('./internal/child_process/ipc.js').setupChannel(
      this, stdio[ipcFd].handleId, options.serialization, maybeClose);
  }
  return err === 0 ? 0 : err;
};

function createSocket(handle, readable) {
  return net.Socket({ handle, readable });
}

ChildProcess.prototype.kill = function kill(sig) {
  const signal = sig === 0 ? sig : convertToValidSignal(sig === undefined ? 'SIGTERM' : sig);
  if (this._handle) {
    const err = this._handle.kill(signal);
    if (err === 0) {
      this.killed = true;
      return true;
    }
    if (err[0] === 'ESRCH') {
      // Already dead.
    } else if (err[0] === 'EINVAL' || err[0] === 'ENOSYS') {
      throw errnoException(err, 'kill');
    } else {
      this.emit('error', errnoException(err, 'kill'));
    }
  }
  return false;
};

ChildProcess.prototype[Symbol.dispose] = function dispose() {
  if (!this.killed) this.kill();
};

ChildProcess.prototype.ref = function ref() {
  if (this._handle) this._handle.ref();
};

ChildProcess.prototype.unref = function unref() {
  if (this._handle) this._handle.unref();
};

function convertToValidSignal(signal) {
  if (typeof signal === 'number' && NAMES.has(signal)) return signal;
  if (typeof signal === 'string') {
    const n = SIGNALS[signal.toUpperCase()];
    if (n) return n;
  }
  throw makeError(TypeError, 'ERR_UNKNOWN_SIGNAL', `Unknown signal: ${signal}`);
}

// stdio as node's _validateStdio normalizes it: three entries at least; 'pipe',
// 'ignore', 'inherit', 'ipc', a descriptor, a stream with one, or (sync) input.
function getValidStdio(stdio, sync) {
  let ipc;
  let ipcFd;
  if (typeof stdio === 'string') {
    switch (stdio) {
      case 'ignore':
      case 'pipe':
      case 'overlapped':
        stdio = [stdio, stdio, stdio];
        break;
      case 'inherit':
        stdio = [0, 1, 2];
        break;
      default:
        throw invalidArgValue('stdio', stdio, 'is invalid');
    }
  } else if (!Array.isArray(stdio)) {
    throw invalidArgValue('stdio', stdio, 'is invalid');
  } else {
    stdio = stdio.slice();
  }
  while (stdio.length < 3) stdio.push(undefined);
  const out = [];
  for (let i = 0; i < stdio.length; i++) {
    let s = stdio[i];
    if (s == null) s = i < 3 ? 'pipe' : 'ignore';
    if (s === 'ignore') {
      out.push({ type: 'ignore' });
    } else if (s === 'pipe' || s === 'overlapped' || (typeof s === 'number' && s < 0)) {
      out.push({ type: 'pipe', readable: i === 0, writable: i !== 0 });
    } else if (s === 'ipc') {
      if (sync || ipc !== undefined) {
        if (!sync) throw makeError(Error, 'ERR_IPC_ONE_PIPE', 'Child process can have only one IPC pipe');
        throw makeError(Error, 'ERR_IPC_SYNC_FORK', 'IPC cannot be used with synchronous forks');
      }
      ipc = true;
      ipcFd = i;
      out.push({ type: 'pipe', ipc: true });
    } else if (s === 'inherit') {
      out.push({ type: 'inherit', fd: i });
    } else if (typeof s === 'number' || (s !== null && typeof s === 'object' && typeof s.fd === 'number')) {
      out.push({ type: 'fd', fd: typeof s === 'number' ? s : s.fd });
    } else if (s !== null && typeof s === 'object' && s._handle && typeof s._handle.fd === 'number') {
      out.push({ type: 'fd', fd: s._handle.fd });
    } else if (ArrayBuffer.isView(s) || typeof s === 'string') {
      if (!sync) {
        throw makeError(TypeError, 'ERR_INVALID_SYNC_FORK_INPUT',
          `Asynchronous forks do not support Buffer, TypedArray, DataView or string input: ${require('./util.js').inspect(s)}`);
      }
      out.push({ type: 'pipe', readable: i === 0, writable: i !== 0, input: s });
    } else {
      throw invalidArgValue('stdio', s, 'is invalid');
    }
  }
  return { stdio: out, ipc, ipcFd };
}

module.exports = {
  ChildProcess, Process, getValidStdio, errnoException, convertToValidSignal,
};
