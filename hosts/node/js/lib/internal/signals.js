'use strict';

// Signals in the Node host: `process.on('SIGxxx', fn)` and `process.kill(pid, sig)`.
// As in Node, `process` carries a 'newListener' and a 'removeListener' listener: the
// first listener for a signal starts watching it (a libuv signal handle, unref'd, so it
// does not keep the loop alive), removing the last stops watching and the signal's
// default action is back. The host delivers a watched signal in the poll phase as
// process.emit(name, name, number) (the 'signal' hook). See hosts/node/src/signals.rs.

const { binding } = require('./internals.js');
const { makeError, codedErrorBuilders } = require('./internal/errors.js');
const { invalidArgType } = codedErrorBuilders(makeError);

// Linux's numbers; this object is os.constants.signals (null-prototype, read-only
// entries, as node's constants are).
const SIGNALS = Object.create(null);
for (const [name, value] of Object.entries({
  SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGILL: 4, SIGTRAP: 5, SIGABRT: 6, SIGIOT: 6,
  SIGBUS: 7, SIGFPE: 8, SIGKILL: 9, SIGUSR1: 10, SIGSEGV: 11, SIGUSR2: 12, SIGPIPE: 13,
  SIGALRM: 14, SIGTERM: 15, SIGCHLD: 17, SIGSTKFLT: 16, SIGCONT: 18, SIGSTOP: 19,
  SIGTSTP: 20, SIGTTIN: 21, SIGTTOU: 22, SIGURG: 23, SIGXCPU: 24, SIGXFSZ: 25,
  SIGVTALRM: 26, SIGPROF: 27, SIGWINCH: 28, SIGIO: 29, SIGPOLL: 29, SIGPWR: 30,
  SIGSYS: 31,
})) Object.defineProperty(SIGNALS, name, { value, enumerable: true });
const NAMES = new Map();
for (const [name, n] of Object.entries(SIGNALS)) if (!NAMES.has(n)) NAMES.set(n, name);

const watching = new Set();
let proc = null;

function isSignal(type) {
  return typeof type === 'string' && type.startsWith('SIG') &&
    Object.prototype.hasOwnProperty.call(SIGNALS, type);
}

function startListeningIfSignal(type) {
  if (isSignal(type) && !watching.has(type)) {
    watching.add(type);
    binding.signalWatch(SIGNALS[type], true);
  }
}

function stopListeningIfSignal(type) {
  if (watching.has(type) && proc.listenerCount(type) === 0) {
    watching.delete(type);
    binding.signalWatch(SIGNALS[type], false);
  }
}

// Called once `process` has become an EventEmitter.
function attach(process) {
  proc = process;
  process.on('newListener', startListeningIfSignal);
  process.on('removeListener', stopListeningIfSignal);
}

binding.setHook('signal', (signum) => {
  const name = NAMES.get(signum);
  if (name !== undefined && proc !== null) proc.emit(name, name, signum);
});

const ERRNO = { 1: ['EPERM', 'operation not permitted'], 3: ['ESRCH', 'no such process'],
  22: ['EINVAL', 'invalid argument'] };

function kill(pid, sig) {
  if (pid != (pid | 0)) throw invalidArgType('pid', 'number', pid);
  let signum;
  if (sig === (sig | 0)) {
    signum = sig;
  } else {
    sig = sig || 'SIGTERM';
    if (!Object.prototype.hasOwnProperty.call(SIGNALS, sig)) {
      throw makeError(TypeError, 'ERR_UNKNOWN_SIGNAL', `Unknown signal: ${sig}`);
    }
    signum = SIGNALS[sig];
  }
  const err = binding.signalKill(pid, signum, pid === proc_pid());
  if (err !== 0) {
    const [code] = ERRNO[err] || ['EPERM'];
    const e = new Error(`kill ${code}`);
    e.errno = -err;
    e.code = code;
    e.syscall = 'kill';
    throw e;
  }
  return true;
}

function proc_pid() {
  return globalThis.process ? globalThis.process.pid : undefined;
}

module.exports = { SIGNALS, NAMES, attach, kill };
