// V8-shaped error stacks for evloop's Node host (loaded when a stack is first read):
// "Name: message" then "    at fn (file:line:col)" frames, from Boa's backtrace with
// internal frames removed and call-site columns moved from the "(" to the callee, as V8
// reports them.
'use strict';
const { binding, stackDesc, mainFiles, kNodeError, WRAPPER_HEAD_LEN } = require('./internals.js');

const sourceCache = new Map();
function sourceLines(file) {
  let lines = sourceCache.get(file);
  if (lines === undefined) {
    const text = binding.readFile(file);
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
function parseFrames(raw) {
  const frames = [];
  let afterMain = false;
  for (const line of raw.split('\n')) {
    const m = FRAME.exec(line);
    if (!m) continue;
    let [, name, file, ln, col] = m;
    ln = +ln; col = +col;
    if (file.startsWith('node:')) {
      if (name === 'runMain' && frames.length) frames[frames.length - 1].main = true;
      continue;
    }
    if (ln === 1 && col > WRAPPER_HEAD_LEN && mainFiles.has(file)) col -= WRAPPER_HEAD_LEN;
    col = calleeColumn(file, ln, col);
    frames.push({ name, file, line: ln, col, main: false });
  }
  void afterMain;
  return frames;
}
function frameText(f) {
  if (f.main) return `Object.<anonymous> (${f.file}:${f.line}:${f.col})`;
  if (f.name === '<main>' || f.name === '<anonymous>' || f.name === '') return `${f.file}:${f.line}:${f.col}`;
  return `${f.name} (${f.file}:${f.line}:${f.col})`;
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
