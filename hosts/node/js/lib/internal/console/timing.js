// console.count/countReset and console.time/timeEnd/timeLog (node's lib/internal/console/
// constructor.js): loaded at the first call, so a start never parses them.
'use strict';

const internals = require('./internals.js');
const { binding } = internals;

const counts = new Map();
const timersByLabel = new Map();
const emit = (fd, text) => internals.consoleEmit(fd, text);

// Node's formatTime: 1.5ms, 1.234s, 1:02.345 (m:ss.mmm), 1:02:03.456 (h:mm:ss.mmm).
function formatTime(ms) {
  let hours = 0;
  let minutes = 0;
  let seconds = 0;
  if (ms >= 1000) {
    if (ms >= 60000) {
      if (ms >= 3600000) { hours = Math.floor(ms / 3600000); ms %= 3600000; }
      minutes = Math.floor(ms / 60000);
      ms %= 60000;
    }
    seconds = ms / 1000;
  }
  if (hours !== 0 || minutes !== 0) {
    const [sec, milli] = seconds.toFixed(3).split('.');
    const pad = (v) => `${v}`.padStart(2, '0');
    const res = hours !== 0 ? `${hours}:${pad(minutes)}` : minutes;
    return `${res}:${pad(sec)}.${milli} (${hours !== 0 ? 'h:m' : ''}m:ss.mmm)`;
  }
  if (seconds !== 0) return `${seconds.toFixed(3)}s`;
  return `${Number(ms.toFixed(3))}ms`;
}

function timeLog(name, label, data) {
  const start = timersByLabel.get(label);
  if (start === undefined) {
    internals.process.emitWarning(`No such label '${label}' for console.${name}()`);
    return false;
  }
  internals.console.log('%s: %s', label, formatTime((binding.hrtime() - start) / 1e6), ...data);
  return true;
}

module.exports = {
  count(label) {
    label = `${label}`;
    const n = (counts.get(label) || 0) + 1;
    counts.set(label, n);
    emit(1, `${label}: ${n}`);
  },
  countReset(label) {
    if (!counts.has(`${label}`)) {
      internals.process.emitWarning(`Count for '${label}' does not exist`);
      return;
    }
    counts.delete(`${label}`);
  },
  time(label) {
    label = `${label}`;
    if (timersByLabel.has(label)) {
      internals.process.emitWarning(`Label '${label}' already exists for console.time()`);
      return;
    }
    timersByLabel.set(label, binding.hrtime());
  },
  timeEnd(label) {
    label = `${label}`;
    if (timeLog('timeEnd', label, [])) timersByLabel.delete(label);
  },
  timeLog(label, data) { timeLog('timeLog', `${label}`, data); },
};
