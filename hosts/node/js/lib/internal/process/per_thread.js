// The process methods node defines in lib/internal/process/per_thread.js (and chdir,
// umask): their validation and node's errors. Loaded on the first call; the bootstrap
// defines the methods on `process`, each a call into this module.
'use strict';

const { binding, process, nodeError, describeReceived, inspect } = require('./internals.js');

function chdir(directory) {
  if (typeof directory !== 'string') {
    throw nodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
      `The "directory" argument must be of type string.${describeReceived(directory)}`);
  }
  const failed = binding.chdir(directory);
  if (failed !== undefined) {
    const [code, errno, message] = failed;
    const cwd = binding.cwd();
    const err = new Error(`${code}: ${message}, chdir '${cwd}' -> '${directory}'`);
    Object.assign(err, { errno, code, syscall: 'chdir', path: cwd, dest: directory });
    throw err;
  }
}
function umask(mask) {
  if (mask === undefined) return binding.umask(undefined);
  // node's parseFileMode: an octal string, else a uint32 (its type, then the range).
  let value = mask;
  if (typeof mask === 'string') {
    if (!/^[0-7]+$/.test(mask)) {
      throw nodeError(TypeError, 'ERR_INVALID_ARG_VALUE',
        `The argument 'mask' must be a 32-bit unsigned integer or an octal string. Received ${inspect(mask)}`);
    }
    value = parseInt(mask, 8);
  }
  require('./internal/node_errors.js').validateUint32(value, 'mask');
  return binding.umask(value);
}
function hrtimeNs() { return binding.hrtime(); }
function hrtime(time) {
  const ns = Math.floor(hrtimeNs());
  const s = Math.floor(ns / 1e9), n = ns % 1e9;
  if (time === undefined) return [s, n];
  if (!Array.isArray(time)) {
    throw nodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
      `The "time" argument must be an instance of Array.${describeReceived(time)}`);
  }
  if (time.length !== 2) {
    throw nodeError(RangeError, 'ERR_OUT_OF_RANGE',
      `The value of "time" is out of range. It must be 2. Received ${time.length}`);
  }
  const sec = s - time[0], nsec = n - time[1];
  return nsec < 0 ? [sec - 1, nsec + 1e9] : [sec, nsec];
}
// Boa keeps no heap figures of its own: the heap is reported as the resident size.
function memoryUsage() {
  const rss = binding.memoryRss();
  return { rss, heapTotal: rss, heapUsed: rss, external: 0, arrayBuffers: 0 };
}
const RUSAGE_FIELDS = ['userCPUTime', 'systemCPUTime', 'maxRSS', 'sharedMemorySize',
  'unsharedDataSize', 'unsharedStackSize', 'minorPageFault', 'majorPageFault', 'swappedOut',
  'fsRead', 'fsWrite', 'ipcSent', 'ipcReceived', 'signalsCount', 'voluntaryContextSwitches',
  'involuntaryContextSwitches'];
function resourceUsage() {
  const values = binding.resourceUsage();
  const out = {};
  RUSAGE_FIELDS.forEach((name, i) => { out[name] = values[i]; });
  return out;
}
function validPrevious(n) { return typeof n === 'number' && n <= Number.MAX_SAFE_INTEGER && n >= 0; }
function cpuUsage(prevValue) {
  const [user, system] = binding.resourceUsage();
  if (prevValue) {
    for (const key of ['user', 'system']) {
      const v = prevValue[key];
      if (validPrevious(v)) continue;
      if (typeof prevValue !== 'object') {
        throw nodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
          `The "prevValue" argument must be of type object.${describeReceived(prevValue)}`);
      }
      if (typeof v !== 'number') {
        throw nodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
          `The "prevValue.${key}" property must be of type number.${describeReceived(v)}`);
      }
      throw nodeError(RangeError, 'ERR_INVALID_ARG_VALUE',
        `The property 'prevValue.${key}' is invalid. Received ${inspect(v)}`);
    }
    return { user: user - prevValue.user, system: system - prevValue.system };
  }
  return { user, system };
}

module.exports = { chdir, umask, hrtime, memoryUsage, resourceUsage, cpuUsage };
