'use strict';
// evloop's own stand-in for node's test/common/index.js: the helpers node's
// test/parallel files use, written against the public API only, so that one test file
// runs unchanged under `node` and under `evloop run --host=node`. See ../README.md.

const assert = require('assert');
const os = require('os');
const path = require('path');
const util = require('util');

const platform = process.platform;
const isWindows = platform === 'win32';
const isLinux = platform === 'linux';
const isMacOS = platform === 'darwin';

// Every mustCall-style expectation, checked once the process is about to exit.
const expectations = [];
let checking = false;

function describe(where) {
  return where ? ` at ${where}` : '';
}

// The first stack frame outside this file: where the test made the expectation.
function callSite() {
  const stack = new Error().stack || '';
  const lines = stack.split('\n').slice(1);
  for (const line of lines) {
    if (!line.includes(__filename)) return line.trim().replace(/^at /, '');
  }
  return '';
}

function checkExpectations() {
  if (checking) return;
  checking = true;
  const failed = expectations.filter((e) => !e.satisfied());
  if (failed.length === 0) return;
  for (const e of failed) {
    console.error(`Mismatched ${e.name} function calls. Expected ${e.wanted}, actual ${e.actual}.`);
    console.error(`    ${e.where}`);
  }
  process.exitCode = 1;
}

process.on('exit', (code) => {
  if (code === 0) checkExpectations();
});

function expect(fn, exact, atLeast, name) {
  if (typeof fn === 'number') {
    [fn, exact] = [noop, fn];
  } else if (fn === undefined) {
    fn = noop;
  }
  if (typeof exact !== 'number') exact = 1;
  const record = {
    name: fn.name || '<anonymous>',
    actual: 0,
    where: callSite(),
    wanted: atLeast ? `at least ${exact}` : `exactly ${exact}`,
    satisfied() {
      return atLeast ? this.actual >= exact : this.actual === exact;
    },
  };
  expectations.push(record);
  const wrapped = function(...args) {
    record.actual++;
    return fn.apply(this, args);
  };
  Object.defineProperty(wrapped, 'length', { value: fn.length });
  Object.defineProperty(wrapped, 'name', { value: fn.name });
  return wrapped;
}

function noop() {}

function mustCall(fn, exact) {
  return expect(fn, exact, false, 'mustCall');
}

function mustCallAtLeast(fn, minimum) {
  return expect(fn, minimum, true, 'mustCallAtLeast');
}

function mustNotCall(message) {
  const where = callSite();
  return function mustNotCall(...args) {
    const shown = args.map((a) => util.inspect(a)).join(', ');
    assert.fail(`${message || 'function should not have been called'}${describe(where)}` +
      (shown ? `\ncalled with arguments: ${shown}` : ''));
  };
}

function mustSucceed(fn, exact) {
  return mustCall(function(err, ...args) {
    assert.ifError(err);
    if (typeof fn === 'function') return fn.apply(this, args);
  }, exact);
}

function mustNotMutateObjectDeep(value) {
  if (value === null || typeof value !== 'object') return value;
  for (const key of Object.keys(value)) mustNotMutateObjectDeep(value[key]);
  return Object.freeze(value);
}

// A validation function for assert.throws/rejects, or (with `exact`) a callback that
// must be called with such an error.
function expectsError(validator, exact) {
  return mustCall((...args) => {
    if (args.length !== 1) {
      assert.fail(`Expected one argument, got ${util.inspect(args)}`);
    }
    const error = args[0];
    assert.throws(() => { throw error; }, validator);
    return true;
  }, exact);
}

function invalidArgTypeHelper(input) {
  if (input == null) return ` Received ${input}`;
  if (typeof input === 'function') {
    return ` Received function ${input.name}`;
  }
  if (typeof input === 'object') {
    if (input.constructor && input.constructor.name) {
      return ` Received an instance of ${input.constructor.name}`;
    }
    return ` Received ${util.inspect(input, { depth: -1 })}`;
  }
  let shown = util.inspect(input, { colors: false });
  if (shown.length > 28) shown = `${shown.slice(0, 25)}...`;
  return ` Received type ${typeof input} (${shown})`;
}

function platformTimeout(ms) {
  return ms;
}

function skip(message) {
  printSkipMessage(message);
  process.exit(0);
}

function printSkipMessage(message) {
  console.log(`1..0 # Skipped: ${message}`);
}

function canCreateSymLink() {
  return !isWindows;
}

function getArrayBufferViews(buf) {
  const { buffer, byteOffset, byteLength } = buf;
  const out = [];
  const kinds = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array,
                 Int32Array, Uint32Array, Float32Array, Float64Array, BigInt64Array,
                 BigUint64Array, DataView];
  for (const Kind of kinds) {
    const size = Kind.BYTES_PER_ELEMENT || 1;
    if (byteLength % size === 0) out.push(new Kind(buffer, byteOffset, byteLength / size));
  }
  return out;
}

function getBufferSources(buf) {
  return [...getArrayBufferViews(buf), new Uint8Array(buf).buffer];
}

function getTTYfd() {
  return -1;
}

// A child of this same runtime with the given arguments; resolves with its output.
function spawnPromisified(...args) {
  const { spawn } = require('child_process');
  let stderr = '';
  let stdout = '';
  const child = spawn(...args);
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (data) => { stderr += data; });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (data) => { stdout += data; });
  return new Promise((resolve, reject) => {
    child.on('close', (code, signal) => resolve({ code, signal, stderr, stdout }));
    child.on('error', (code, signal) => reject({ code, signal, stderr, stdout }));
  });
}

function allowGlobals() {}

// A template literal's text without its blank first and last lines and the first
// line's indentation, its lines joined by CRLF (raw HTTP in tests).
function tagCRLFy(strings, ...values) {
  let text = strings[0];
  for (let i = 0; i < values.length; i++) text += String(values[i]) + strings[i + 1];
  const lines = text.split('\n');
  if (lines.length && lines[0].trim() === '') lines.shift();
  if (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  const indent = lines.length ? /^[ \t]*/.exec(lines[0])[0].length : 0;
  return lines.map((line) => line.slice(Math.min(indent, /^[ \t]*/.exec(line)[0].length))).join('\r\n');
}

// A shell command with each interpolated value passed through the environment, so that
// no value needs quoting: returns [command, options] for exec/execSync.
function escapePOSIXShell(parts, ...values) {
  if (isWindows) return [String.raw({ raw: parts }, ...values)];
  const env = { ...process.env };
  let cmd = parts[0];
  values.forEach((value, i) => {
    env[`ESCAPED_${i}`] = value;
    cmd += `\${ESCAPED_${i}}${parts[i + 1]}`;
  });
  return [cmd, { env }];
}

function skipIfDumbTerminal() {
  if (process.env.TERM === 'dumb') skip('skipping - dumb terminal');
}

function expectWarning() {}

const common = {
  allowGlobals,
  canCreateSymLink,
  escapePOSIXShell,
  expectsError,
  expectWarning,
  getArrayBufferViews,
  getBufferSources,
  getCallSite: callSite,
  getTTYfd,
  hasCrypto: true,
  hasFipsCrypto: false,
  hasIntl: typeof Intl === 'object',
  get hasIPv6() {
    const interfaces = Object.values(os.networkInterfaces()).flat();
    return interfaces.some((i) => i.family === 'IPv6');
  },
  hasMultiLocalhost: () => false,
  hasOpenSSL3: true,
  invalidArgTypeHelper,
  isAIX: platform === 'aix',
  isDumbTerminal: process.env.TERM === 'dumb',
  isFreeBSD: platform === 'freebsd',
  isIBMi: false,
  isLinux,
  isLinuxPPCBE: false,
  isMacOS,
  isOSX: isMacOS,
  isMainThread: require('worker_threads').isMainThread,
  isOpenBSD: platform === 'openbsd',
  isSunOS: platform === 'sunos',
  isWindows,
  localIPv6Hosts: ['localhost'],
  localhostIPv4: '127.0.0.1',
  mustCall,
  mustCallAtLeast,
  mustNotCall,
  mustNotMutateObjectDeep,
  mustSucceed,
  noop,
  platformTimeout,
  printSkipMessage,
  // A command that prints the working directory, as [file, args] for spawn.
  pwdCommand: isWindows ? ['cmd.exe', ['/d', '/c', 'cd']] : ['pwd', []],
  skip,
  skipIfInspectorDisabled() {},
  skipIfWorker() {
    if (!common.isMainThread) skip('This test only works on a main thread');
  },
  skipIf32Bits() {},
  skipIfDumbTerminal,
  spawnPromisified,
  tagCRLFy,
  get PORT() {
    return 12346;
  },
  get enoughTestMem() {
    return os.totalmem() > 0x70000000;
  },
  get localhostIPv6() {
    return '::1';
  },
};

module.exports = common;
