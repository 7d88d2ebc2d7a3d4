// V8-shaped error stacks for evloop's Node host (loaded when a stack is first read):
// "Name: message" then "    at fn (file:line:col)" frames, from Boa's backtrace with
// internal frames removed and call-site columns moved from the "(" to the callee, as V8
// reports them.
'use strict';
const {
  binding, stackDesc, mainFiles, kNodeError, WRAPPER_HEAD_LEN, emitting,
} = require('./internals.js');

const sourceCache = new Map();
function sourceLines(file) {
  let lines = sourceCache.get(file);
  if (lines === undefined) {
    const text = binding.readFile(file.startsWith('file://') ? file.slice(7) : file);
    lines = text === undefined ? null : text.split('\n');
    sourceCache.set(file, lines);
  }
  return lines;
}
const FRAME = /^\s*at (.*?) \((.*):(\d+):(\d+)\)$/;
function calleeColumn(file, line, col) {
  const lines = sourceLines(file);
  const text = lines && lines[line - 1];
  if (!text) return col;
  let i = col - 1;
  if (text[i] !== '(') return col;
  let j = i - 1;
  while (j >= 0 && text[j] === ' ') j--;
  let k = j;
  while (k >= 0 && /[\w$]/.test(text[k])) k--;
  if (k === j) return col;
  let start = k + 1;
  const before = text.slice(0, start);
  const m = /new\s+$/.exec(before);
  if (m) start = m.index;
  return start + 1;
}
// V8 names a method frame after its receiver: a listener called by EventEmitter#emit is
// `EventEmitter.foo`, a timer callback `Timeout.foo [as _onTimeout]`. Boa's backtrace has
// no receivers, so they are inferred: from the internal `emit` frames below a listener, and
// from the kind of host callback running when the stack is first read.
// V8's name for an emitter's type: its constructor's (`Socket`, `Server`), `process` for
// the process object.
function receiverName(emitter) {
  if (emitter === undefined) return 'EventEmitter';
  if (emitter === globalThis.process) return 'process';
  const proto = Object.getPrototypeOf(emitter);
  const ctor = proto && Object.prototype.hasOwnProperty.call(proto, 'constructor') ? proto.constructor : undefined;
  return (typeof ctor === 'function' && ctor.name) || 'EventEmitter';
}

function parseFrames(raw) {
  const frames = [];
  let lastWasUser = false;
  // The k-th `callListeners` or `emitOne` frame (events.js, under `emit` or the stream
  // code) from the top is the k-th emitter below `emitting`'s first undefined entry.
  let emits = 0;
  let depth = emitting.indexOf(undefined);
  if (depth < 0) depth = emitting.length;
  for (const line of raw.split('\n')) {
    const m = FRAME.exec(line);
    if (!m) continue;
    let [, name, file, ln, col] = m;
    ln = +ln; col = +col;
    if (file.startsWith('node:')) {
      const caller = lastWasUser ? frames[frames.length - 1] : null;
      if (caller && name === 'runMain') caller.main = true;
      if ((name === 'callListeners' || name === 'emitOne') && file === 'node:internal/events') {
        emits++;
        if (caller) caller.receiver = receiverName(emitting[depth - emits]);
      }
      lastWasUser = false;
      continue;
    }
    if (ln === 1 && col > WRAPPER_HEAD_LEN && mainFiles.has(file)) col -= WRAPPER_HEAD_LEN;
    col = calleeColumn(file, ln, col);
    frames.push({ name, file, line: ln, col, main: false, receiver: null });
    lastWasUser = true;
  }
  if (lastWasUser) {
    const kind = binding.callbackKind();
    if (kind !== undefined) frames[frames.length - 1].receiver = kind;
  }
  return frames;
}

const CALLBACK_PROPERTY = { Timeout: '_onTimeout', Immediate: '_onImmediate' };

function frameText(f) {
  const at = `${f.file}:${f.line}:${f.col}`;
  if (f.main) return `Object.<anonymous> (${at})`;
  const anonymous = f.name === '<main>' || f.name === '<anonymous>' || f.name === '';
  if (f.receiver === 'Immediate:cleared') {
    return `Immediate.${anonymous ? '<anonymous>' : f.name} (${at})`;
  }
  if (f.receiver) {
    const prop = CALLBACK_PROPERTY[f.receiver];
    if (anonymous) return `${f.receiver}.${prop || '<anonymous>'} (${at})`;
    return `${f.receiver}.${f.name}${prop ? ` [as ${prop}]` : ''} (${at})`;
  }
  if (anonymous) return at;
  return `${f.name} (${at})`;
}

function errorHeader(e) {
  let name, message;
  try { name = e.name; } catch { name = undefined; }
  try { message = e.message; } catch { message = undefined; }
  name = name === undefined ? 'Error' : String(name);
  if (e[kNodeError] && e.code !== undefined) name = `${name} [${e.code}]`;
  message = message === undefined ? '' : String(message);
  if (!name) return message;
  if (!message) return name;
  return `${name}: ${message}`;
}
const kFrames = Symbol('kFrames');
function framesOf(e) {
  let frames = e[kFrames];
  if (frames === undefined) {
    const raw = stackDesc.get.call(e);
    frames = raw === undefined ? null : parseFrames(raw);
    try { Object.defineProperty(e, kFrames, { value: frames, configurable: true }); } catch {}
  }
  return frames;
}

function stackOf(e) {
  const frames = framesOf(e);
  if (frames === null) return undefined;
  return errorHeader(e) + frames.map((f) => `\n    at ${frameText(f)}`).join('');
}

function captureStackTrace(obj) {
  if (obj !== null && typeof obj === 'object') {
    const holder = new Error();
    const frames = framesOf(holder);
    Object.defineProperty(obj, 'stack', {
      configurable: true, writable: true, enumerable: false,
      value: errorHeader(obj) + (frames || []).slice(1).map((f) => `\n    at ${frameText(f)}`).join(''),
    });
  }
}

module.exports = { stackOf, captureStackTrace, framesOf, sourceLines };
