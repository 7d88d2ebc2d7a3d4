'use strict';

// node:child_process for evloop's Node host: spawn, exec, execFile, fork and the
// synchronous forms, as node v20's lib/child_process.js puts them over the ChildProcess
// of internal/child_process.js (real processes: hosts/node/src/child.rs).

const { binding } = require('./internals.js');
const { Buffer } = require('./buffer.js');
const {
  ChildProcess, getValidStdio, errnoException, convertToValidSignal,
} = require('./internal/child_process.js');
const {
  makeError, invalidArgType, invalidArgValue, validateFunction, validateString, validateBoolean,
  validateInt32, validateInteger,
} = require('./internal/node_errors.js');
const { AbortError } = require('./internal/streams.js');

const MAX_BUFFER = 1024 * 1024;

function validateObject(value, name) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidArgType(name, 'object', value);
  }
}

function validateNoNull(value, name) {
  if (typeof value === 'string' && value.includes('\u0000')) {
    throw invalidArgValue(name, value, 'must be a string without null bytes');
  }
}

function validateTimeout(timeout) {
  if (timeout != null) validateInteger(timeout, 'timeout', 0);
}

function validateMaxBuffer(maxBuffer) {
  if (maxBuffer != null && !(typeof maxBuffer === 'number' && maxBuffer >= 0)) {
    throw makeError(RangeError, 'ERR_OUT_OF_RANGE',
      `The value of "options.maxBuffer" is out of range. It must be a positive number. Received ${require('./util.js').inspect(maxBuffer)}`);
  }
}

function validateAbortSignal(signal, name) {
  if (signal !== undefined && (signal === null || typeof signal !== 'object' || !('aborted' in signal))) {
    throw invalidArgType(name, 'AbortSignal', signal);
  }
}

function sanitizeKillSignal(killSignal) {
  if (typeof killSignal === 'string' || typeof killSignal === 'number') {
    return convertToValidSignal(killSignal);
  } else if (killSignal != null) {
    throw invalidArgType('options.killSignal', ['string', 'number'], killSignal);
  }
}

// node's getValidatedPath: a URL-like object goes through fileURLToPath (which refuses
// other schemes), a Buffer or Uint8Array is read as UTF-8, anything else must be a string.
function toPathString(value, name) {
  if (value !== null && typeof value === 'object' && value.href && value.protocol &&
      value.auth === undefined && value.path === undefined) {
    value = require('./url.js').fileURLToPath(value);
  } else if (value instanceof Uint8Array) {
    value = Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString();
  } else if (typeof value !== 'string') {
    throw invalidArgType(name, ['string', 'Buffer', 'URL'], value);
  }
  if (value.includes('\u0000')) {
    throw invalidArgValue(name, value, 'must be a string, Uint8Array, or URL without null bytes');
  }
  return value;
}

// node's normalizeSpawnArguments: the file, argv (with argv0), the environment as
// NAME=value pairs, the shell's command line.
function normalizeSpawnArguments(file, args, options) {
  validateString(file, 'file');
  validateNoNull(file, 'file');
  if (file.length === 0) throw invalidArgValue('file', file, 'cannot be empty');
  if (Array.isArray(args)) {
    args = args.slice();
  } else if (args == null) {
    args = [];
  } else if (typeof args !== 'object') {
    throw invalidArgType('args', 'object', args);
  } else {
    options = args;
    args = [];
  }
  for (let i = 0; i < args.length; i++) validateNoNull(args[i], `args[${i}]`);
  if (options === undefined) options = {};
  else validateObject(options, 'options');
  let cwd = options.cwd;
  if (cwd != null) {
    cwd = toPathString(cwd, 'options.cwd');
  }
  if (options.detached != null) validateBoolean(options.detached, 'options.detached');
  if (options.uid != null) validateInt32(options.uid, 'options.uid');
  if (options.gid != null) validateInt32(options.gid, 'options.gid');
  if (options.shell != null && typeof options.shell !== 'boolean' && typeof options.shell !== 'string') {
    throw invalidArgType('options.shell', ['boolean', 'string'], options.shell);
  }
  if (options.argv0 != null) {
    validateString(options.argv0, 'options.argv0');
    validateNoNull(options.argv0, 'options.argv0');
  }
  if (options.shell) {
    validateNoNull(options.shell, 'options.shell');
    const command = args.length > 0 ? `${file} ${args.join(' ')}` : file;
    file = typeof options.shell === 'string' ? options.shell : '/bin/sh';
    args = ['-c', command];
  }
  if (typeof options.argv0 === 'string') args.unshift(options.argv0);
  else args.unshift(file);
  const env = options.env || process.env;
  const envPairs = [];
  for (const key in env) {
    const value = env[key];
    if (value !== undefined) {
      validateNoNull(key, `options.env['${key}']`);
      validateNoNull(String(value), `options.env['${key}']`);
      envPairs.push(`${key}=${value}`);
    }
  }
  return {
    ...options, args, cwd, detached: !!options.detached, envPairs, file,
    windowsHide: !!options.windowsHide, windowsVerbatimArguments: !!options.windowsVerbatimArguments,
  };
}

function abortChildProcess(child, killSignal, reason) {
  if (!child) return;
  try {
    if (child.kill(killSignal)) child.emit('error', new AbortError(undefined, { cause: reason }));
  } catch (err) {
    child.emit('error', err);
  }
}

function spawn(file, args, options) {
  options = normalizeSpawnArguments(file, args, options);
  validateTimeout(options.timeout);
  validateAbortSignal(options.signal, 'options.signal');
  const killSignal = sanitizeKillSignal(options.killSignal);
  const child = new ChildProcess();
  child.spawn(options);
  if (options.timeout > 0) {
    let timeoutId = setTimeout(() => {
      if (timeoutId) {
        try {
          child.kill(killSignal);
        } catch (err) {
          child.emit('error', err);
        }
        timeoutId = null;
      }
    }, options.timeout);
    child.once('exit', () => {
      if (timeoutId) {
        clearTimeout(timeoutId);
        timeoutId = null;
      }
    });
  }
  const signal = options.signal;
  if (signal) {
    const onAbortListener = () => abortChildProcess(child, killSignal, signal.reason);
    if (signal.aborted) {
      process.nextTick(onAbortListener);
    } else {
      signal.addEventListener('abort', onAbortListener, { once: true });
      child.once('exit', () => signal.removeEventListener('abort', onAbortListener));
    }
  }
  return child;
}

function normalizeExecArgs(command, options, callback) {
  validateString(command, 'command');
  validateNoNull(command, 'command');
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  options = { ...options };
  options.shell = typeof options.shell === 'string' ? options.shell : true;
  return { file: command, options, callback };
}

function exec(command, options, callback) {
  const opts = normalizeExecArgs(command, options, callback);
  return execFile(opts.file, opts.options, opts.callback);
}

function promisifiedExec(run) {
  return (...args) => {
    let child;
    const promise = new Promise((resolve, reject) => {
      child = run(...args, (err, stdout, stderr) => {
        if (err !== null) {
          err.stdout = stdout;
          err.stderr = stderr;
          reject(err);
        } else {
          resolve({ stdout, stderr });
        }
      });
    });
    promise.child = child;
    return promise;
  };
}

function normalizeExecFileArgs(file, args, options, callback) {
  if (Array.isArray(args)) {
    args = args.slice();
  } else if (args != null && typeof args === 'object') {
    callback = options;
    options = args;
    args = null;
  } else if (typeof args === 'function') {
    callback = args;
    options = null;
    args = null;
  }
  if (args == null) args = [];
  if (typeof options === 'function') {
    callback = options;
  } else if (options != null) {
    validateObject(options, 'options');
  }
  if (options == null) options = {};
  if (callback != null) validateFunction(callback, 'callback');
  if (options.argv0 != null) {
    validateString(options.argv0, 'options.argv0');
    validateNoNull(options.argv0, 'options.argv0');
  }
  return { file, args, options, callback };
}

function execFile(file, args, options, callback) {
  ({ file, args, options, callback } = normalizeExecFileArgs(file, args, options, callback));
  options = {
    encoding: 'utf8', timeout: 0, maxBuffer: MAX_BUFFER, killSignal: 'SIGTERM',
    cwd: null, env: null, shell: false, ...options,
  };
  validateTimeout(options.timeout);
  validateMaxBuffer(options.maxBuffer);
  options.killSignal = sanitizeKillSignal(options.killSignal);
  const child = spawn(file, args, {
    cwd: options.cwd, env: options.env, gid: options.gid, shell: options.shell,
    signal: options.signal, uid: options.uid, windowsHide: !!options.windowsHide,
    windowsVerbatimArguments: !!options.windowsVerbatimArguments,
  });
  let encoding;
  const _stdout = [];
  const _stderr = [];
  if (options.encoding !== 'buffer' && Buffer.isEncoding(options.encoding)) {
    encoding = options.encoding;
  } else {
    encoding = null;
  }
  let stdoutLen = 0;
  let stderrLen = 0;
  let killed = false;
  let exited = false;
  let timeoutId;
  let ex = null;
  let cmd = file;

  function exithandler(code, signal) {
    if (exited) return;
    exited = true;
    if (timeoutId) {
      clearTimeout(timeoutId);
      timeoutId = null;
    }
    if (!callback) return;
    let stdout;
    let stderr;
    if (encoding || (child.stdout && child.stdout.readableEncoding)) stdout = _stdout.join('');
    else stdout = Buffer.concat(_stdout);
    if (encoding || (child.stderr && child.stderr.readableEncoding)) stderr = _stderr.join('');
    else stderr = Buffer.concat(_stderr);
    if (!ex && code === 0 && signal === null) {
      callback(null, stdout, stderr);
      return;
    }
    if (args && args.length) cmd += ` ${args.join(' ')}`;
    if (!ex) {
      ex = Object.assign(new Error(`Command failed: ${cmd}\n${stderr}`), {
        code: code < 0 ? require('./util.js').getSystemErrorName(code) : code,
        killed: child.killed || killed,
        signal,
      });
    }
    ex.cmd = cmd;
    callback(ex, stdout, stderr);
  }

  function errorhandler(e) {
    ex = e;
    if (child.stdout) child.stdout.destroy();
    if (child.stderr) child.stderr.destroy();
    exithandler();
  }

  function kill() {
    if (child.stdout) child.stdout.destroy();
    if (child.stderr) child.stderr.destroy();
    killed = true;
    try {
      child.kill(options.killSignal);
    } catch (e) {
      ex = e;
      exithandler();
    }
  }

  if (options.timeout > 0) {
    timeoutId = setTimeout(function delayedKill() {
      kill();
      timeoutId = null;
    }, options.timeout);
  }

  function collect(stream, chunks, name) {
    if (encoding) stream.setEncoding(encoding);
    stream.on('data', (chunk) => {
      const enc = stream.readableEncoding;
      const length = enc ? Buffer.byteLength(chunk, enc) : chunk.length;
      const before = name === 'stdout' ? stdoutLen : stderrLen;
      const total = before + length;
      if (name === 'stdout') stdoutLen = total;
      else stderrLen = total;
      if (total > options.maxBuffer) {
        const keep = options.maxBuffer - before;
        chunks.push(chunk.slice(0, keep));
        ex = makeError(RangeError, 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER', `${name} maxBuffer length exceeded`);
        kill();
      } else {
        chunks.push(chunk);
      }
    });
  }
  if (child.stdout) collect(child.stdout, _stdout, 'stdout');
  if (child.stderr) collect(child.stderr, _stderr, 'stderr');
  child.addListener('close', exithandler);
  child.addListener('error', errorhandler);
  return child;
}

const kCustomPromisified = Symbol.for('nodejs.util.promisify.custom');
Object.defineProperty(exec, kCustomPromisified, { enumerable: false, value: promisifiedExec(exec) });
Object.defineProperty(execFile, kCustomPromisified, { enumerable: false, value: promisifiedExec(execFile) });

// ---------------------------------------------------------------- synchronous forms

function spawnSync(file, args, options) {
  options = { maxBuffer: MAX_BUFFER, ...normalizeSpawnArguments(file, args, options) };
  validateTimeout(options.timeout);
  validateMaxBuffer(options.maxBuffer);
  options.killSignal = sanitizeKillSignal(options.killSignal);
  options.stdio = getValidStdio(options.stdio || 'pipe', true).stdio;
  if (options.input) {
    const stdin = options.stdio[0] = { ...options.stdio[0] };
    stdin.input = options.input;
  }
  let input;
  for (let i = 0; i < options.stdio.length; i++) {
    const s = options.stdio[i];
    if (s.input === undefined) continue;
    if (!ArrayBuffer.isView(s.input) && typeof s.input !== 'string') {
      throw invalidArgType(`options.stdio[${i}]`, ['Buffer', 'TypedArray', 'DataView', 'string'], s.input);
    }
    if (i === 0) {
      input = typeof s.input === 'string' ? Buffer.from(s.input, options.encoding)
        : Buffer.from(s.input.buffer, s.input.byteOffset, s.input.byteLength);
    }
  }
  const stdio = options.stdio.map((s) => {
    if (s.type === 'pipe') return 'pipe';
    if (s.type === 'ignore') return 'ignore';
    return String(s.fd);
  }).join(',');
  const [err, pid, status, signum, output] = binding.spawnSync(
    options.file, options.args.join('\0'), options.cwd == null ? undefined : options.cwd,
    options.envPairs.join('\0'), stdio, !!options.detached,
    options.uid === undefined ? -1 : options.uid, options.gid === undefined ? -1 : options.gid,
    input, options.timeout || 0, options.maxBuffer === Infinity ? 0 : options.maxBuffer,
    options.killSignal === undefined ? 15 : options.killSignal);
  const result = {};
  const spawned = pid !== 0;
  if (err !== null) {
    const e = errnoException(err, `spawnSync ${options.file}`);
    e.path = options.file;
    e.spawnargs = options.args.slice(1);
    result.error = e;
  }
  result.status = status;
  result.signal = signum === null ? null : (require('./internal/signals.js').NAMES.get(signum) || null);
  let out = spawned ? output : null;
  if (out && options.encoding && options.encoding !== 'buffer') {
    out = out.map((o) => (o ? o.toString(options.encoding) : o));
  }
  result.output = out;
  result.pid = pid;
  result.stdout = out && out[1];
  result.stderr = out && out[2];
  return result;
}

function checkExecSyncError(ret, args, cmd) {
  let err;
  if (ret.error) {
    err = ret.error;
    Object.assign(err, ret);
  } else if (ret.status !== 0) {
    let msg = 'Command failed: ';
    msg += cmd || args.join(' ');
    if (ret.stderr && ret.stderr.length > 0) msg += `\n${ret.stderr.toString()}`;
    err = Object.assign(new Error(msg), ret);
  }
  return err;
}

function execFileSync(file, args, options) {
  ({ file, args, options } = normalizeExecFileArgs(file, args, options));
  const inheritStderr = !options.stdio;
  const ret = spawnSync(file, args, options);
  if (inheritStderr && ret.stderr) process.stderr.write(ret.stderr);
  const errArgs = [options.argv0 || file, ...args];
  const err = checkExecSyncError(ret, errArgs);
  if (err) throw err;
  return ret.stdout;
}

function execSync(command, options) {
  const opts = normalizeExecArgs(command, options, null);
  const inheritStderr = !opts.options.stdio;
  const ret = spawnSync(opts.file, opts.options);
  if (inheritStderr && ret.stderr) process.stderr.write(ret.stderr);
  const err = checkExecSyncError(ret, undefined, command);
  if (err) throw err;
  return ret.stdout;
}

// ---------------------------------------------------------------- fork

function fork(modulePath, args, options) {
  modulePath = toPathString(modulePath, 'modulePath');
  validateNoNull(modulePath, 'modulePath');
  let execArgv;
  if (args == null) {
    args = [];
  } else if (typeof args === 'object' && !Array.isArray(args)) {
    options = args;
    args = [];
  } else if (!Array.isArray(args)) {
    throw invalidArgType('args', 'Array', args);
  } else {
    args = args.slice();
  }
  if (options != null) validateObject(options, 'options');
  options = { ...options, shell: false };
  options.execPath = options.execPath || process.execPath;
  execArgv = options.execArgv || process.execArgv;
  if (execArgv === process.execArgv && process._eval != null) {
    const index = execArgv.lastIndexOf(process._eval);
    if (index > 0) {
      execArgv = execArgv.slice(0);
      execArgv.splice(index - 1, 2);
    }
  }
  args = [...execArgv, modulePath, ...args];
  if (typeof options.stdio === 'string') {
    options.stdio = stdioStringToArray(options.stdio, 'ipc');
  } else if (!Array.isArray(options.stdio)) {
    options.stdio = stdioStringToArray(options.silent ? 'pipe' : 'inherit', 'ipc');
  } else if (!options.stdio.includes('ipc')) {
    throw makeError(Error, 'ERR_CHILD_PROCESS_IPC_REQUIRED',
      "Forked processes must have an IPC channel, missing value 'ipc' in options.stdio");
  }
  // process.execPath is evloop's own binary, which takes node's command line: the
  // child is an evloop run of the module, with its IPC channel.
  return spawn(options.execPath, args, options);
}

function stdioStringToArray(stdio, channel) {
  const options = [];
  switch (stdio) {
    case 'ignore':
    case 'overlapped':
    case 'pipe': options.push(stdio, stdio, stdio); break;
    case 'inherit': options.push(0, 1, 2); break;
    default: throw invalidArgValue('stdio', stdio, 'is invalid');
  }
  if (channel) options.push(channel);
  return options;
}

module.exports = {
  _forkChild: undefined,
  ChildProcess,
  exec,
  execFile,
  execFileSync,
  execSync,
  fork,
  spawn,
  spawnSync,
};
