// V8-shaped error stacks for evloop's Node host (loaded when a stack is first read):
// "Name: message" then "    at fn (file:line:col)" frames, from Boa's backtrace with
// internal frames removed and call-site columns moved from the "(" to the callee, as V8
// reports them.
'use strict';
const internals = require('./internals.js');
const {
  binding, stackDesc, mainFiles, kNodeError, kRejectedIn, WRAPPER_HEAD_LEN, emitting,
} = internals;

const sourceCache = new Map();
function sourceLines(file) {
  let lines = sourceCache.get(file);
  if (lines === undefined) {
    // `-e` and stdin code (`[eval]`, `[stdin]`) has no file.
    const given = internals.evalSources && internals.evalSources.get(file);
    const text = given !== undefined ? given
      : binding.readFile(file.startsWith('file://') ? file.slice(7) : file);
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

// Node v20.20.2's own frames, shown where evloop's JavaScript stands in for the code
// that makes them (V8 lists Node's internal frames with the user's).
const MAIN_FRAMES = [
  'Module._compile (node:internal/modules/cjs/loader:1521:14)',
  'Module._extensions..js (node:internal/modules/cjs/loader:1623:10)',
  'Module.load (node:internal/modules/cjs/loader:1266:32)',
  'Module._load (node:internal/modules/cjs/loader:1091:12)',
  'Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:164:12)',
  'node:internal/main/run_main_module:28:49',
];
// Between a required module's top level and the require() call that loaded it.
const LOAD_FRAMES = [
  ...MAIN_FRAMES.slice(0, 4),
  'Module.require (node:internal/modules/cjs/loader:1289:19)',
];
const REQUIRE_FRAME = 'require (node:internal/modules/helpers:182:18)';
// Below the ES module main's graph while it runs synchronously.
const ESM_MAIN_FRAMES = [
  'ModuleJob.run (node:internal/modules/esm/module_job:325:25)',
  'async ModuleLoader.import (node:internal/modules/esm/loader:606:24)',
  'async asyncRunEntryPointWithESMLoader (node:internal/modules/run_main:117:5)',
];
// Above a SyntaxError's Module._compile: the compile, and _compile's call of it.
const WRAP_SAFE_FRAME = 'wrapSafe (node:internal/modules/cjs/loader:1464:18)';
const COMPILE_CALL_FRAME = 'Module._compile (node:internal/modules/cjs/loader:1495:20)';
// Under a socket's 'data' listener: the push of a chunk that node's onStreamRead read.
const PUSH_FRAMES = [
  'addChunk (node:internal/streams/readable:561:12)',
  'readableAddChunkPushByteMode (node:internal/streams/readable:512:3)',
  'Readable.push (node:internal/streams/readable:392:5)',
];
const STREAM_READ_FRAME = 'TCP.onStreamRead (node:internal/stream_base_commons:191:23)';
const ONCE_FRAME = 'Object.onceWrapper (node:events:638:28)';
// Under an 'uncaughtException' listener: Node's emit of it.
const FATAL_FRAME = 'process._fatalException (node:internal/process/execution:188:25)';
// Below the host callback running (binding.callbackKind()), when the stack reaches it.
const BOTTOM_FRAMES = {
  Timeout: ['listOnTimeout (node:internal/timers:581:17)', 'process.processTimers (node:internal/timers:519:7)'],
  Immediate: ['process.processImmediate (node:internal/timers:483:21)'],
  'Immediate:cleared': ['process.processImmediate (node:internal/timers:483:21)'],
  nextTick: ['process.processTicksAndRejections (node:internal/process/task_queues:77:11)'],
  'nextTick:1': ['process.processTicksAndRejections (node:internal/process/task_queues:81:21)'],
  'nextTick:2': ['process.processTicksAndRejections (node:internal/process/task_queues:82:21)'],
  'nextTick:3': ['process.processTicksAndRejections (node:internal/process/task_queues:83:21)'],
  'nextTick:4': ['process.processTicksAndRejections (node:internal/process/task_queues:84:21)'],
  'nextTick:n': ['process.processTicksAndRejections (node:internal/process/task_queues:85:22)'],
  queueMicrotask: [
    'node:internal/process/task_queues:140:7',
    'AsyncResource.runInAsyncScope (node:async_hooks:206:9)',
    'AsyncResource.runMicrotask (node:internal/process/task_queues:137:8)',
  ],
};
// Microtasks that processTicksAndRejections runs (after a tick) show its call of them.
// `-e`/`-p` and stdin code: Node's evalScript runs it through vm.
const EVAL_FRAMES = (name) => [
  'runScriptInThisContext (node:internal/vm:209:10)',
  'node:internal/process/execution:118:14',
  `${name}-wrapper:6:24`,
  'runScript (node:internal/process/execution:101:62)',
  'evalScript (node:internal/process/execution:133:3)',
];
BOTTOM_FRAMES.eval = [...EVAL_FRAMES('[eval]'), 'node:internal/main/eval_string:51:3'];
BOTTOM_FRAMES.stdin = [...EVAL_FRAMES('[stdin]'), 'node:internal/main/eval_stdin:32:5',
  'Socket.<anonymous> (node:internal/process/execution:234:5)',
  'Socket.emit (node:events:536:35)',
  'endReadableNT (node:internal/streams/readable:1698:12)',
  'process.processTicksAndRejections (node:internal/process/task_queues:82:21)'];
const RUN_MICROTASKS_FRAME = 'process.processTicksAndRejections (node:internal/process/task_queues:95:5)';
BOTTOM_FRAMES['microtask:ticks'] = [RUN_MICROTASKS_FRAME];
BOTTOM_FRAMES['queueMicrotask:ticks'] = [...BOTTOM_FRAMES.queueMicrotask, RUN_MICROTASKS_FRAME];
// Under an fs callback: Node's completion of the request, by the public call.
const FS_DONE = 'FSReqCallback.oncomplete (node:fs:187:23)';
const FS_FRAMES = {
  'fs.stat': ['FSReqCallback.oncomplete (node:fs:198:5)'],
  'fs.lstat': ['FSReqCallback.oncomplete (node:fs:198:5)'],
  'fs.fstat': ['FSReqCallback.oncomplete (node:fs:198:5)'],
  'fs.read': ['FSReqCallback.wrapper [as oncomplete] (node:fs:682:5)'],
  'fs.write': ['FSReqCallback.wrapper [as oncomplete] (node:fs:824:5)'],
  'fs.readv': ['FSReqCallback.wrapper [as oncomplete] (node:fs:768:5)'],
  'fs.writev': ['FSReqCallback.wrapper [as oncomplete] (node:fs:952:5)'],
  'fs.exists': ['suppressedCallback (node:fs:257:5)', FS_DONE],
};
// Calls whose callback Node reaches through more of its own code (rm, realpath, the
// recursive forms, streams): no frames rather than wrong ones.
const FS_PLAIN = new Set([
  'fs.open', 'fs.close', 'fs.readdir', 'fs.mkdir', 'fs.rmdir', 'fs.unlink', 'fs.access',
  'fs.rename', 'fs.copyFile', 'fs.ftruncate', 'fs.truncate', 'fs.fsync', 'fs.fdatasync',
  'fs.chmod', 'fs.fchmod', 'fs.lchmod', 'fs.chown', 'fs.fchown', 'fs.lchown', 'fs.utimes',
  'fs.futimes', 'fs.lutimes', 'fs.link', 'fs.symlink', 'fs.readlink', 'fs.mkdtemp',
  'fs.writeFile', 'fs.appendFile',
]);
const READ_FILE_FRAME = 'FSReqCallback.readFileAfterClose [as oncomplete] (node:internal/fs/read/context:68:3)';

// The callback kinds whose function V8 names after its receiver.
const NAMED_KINDS = new Set(['Timeout', 'Immediate', 'Immediate:cleared']);

// V8 keeps Error.stackTraceLimit frames (10 unless the script changed it).
function frameLimit() {
  const limit = Error.stackTraceLimit;
  return typeof limit === 'number' && limit >= 0 ? limit : 10;
}

// `kind`: the host callback running when the error was made (binding.callbackKind()).
function parseFrames(raw, kind) {
  const frames = [];
  const node = (text) => frames.push({ text });
  let lastWasUser = false;
  // The user frame a listener call names: the last one, while only a once-wrapper is
  // between it and the emit.
  let listener = null;
  // The k-th `callListeners` or `emitOne` frame (events.js, under `emit` or the stream
  // code) from the top is the k-th emitter below `emitting`'s first undefined entry.
  let emits = 0;
  let depth = emitting.indexOf(undefined);
  if (depth < 0) depth = emitting.length;
  let afterEmit = false;
  let bottomShown = false; // the last frame was one of the tick functions mapped below
  let fsShown = false; // readFile's frame stands for its request's completion
  let compiling = false; // the last internal frame was the compile of a required file
  for (const line of raw.split('\n')) {
    const m = FRAME.exec(line);
    if (!m) continue;
    let [, name, file, ln, col] = m;
    ln = +ln; col = +col;
    if (file.startsWith('node:')) {
      const caller = lastWasUser ? frames[frames.length - 1] : null;
      const shownBefore = frames.length;
      const wasEmit = afterEmit;
      afterEmit = false;
      lastWasUser = false;
      if (file === 'node:internal/events' && name === 'onceWrapper') {
        node(ONCE_FRAME);
        continue; // `listener` stays: the emit below names it
      }
      const called = listener;
      listener = null;
      if (name === 'runMain' && file === 'node:internal/modules/cjs') {
        if (caller) caller.main = true;
        for (const text of MAIN_FRAMES) node(text);
      } else if (name === 'compileOrDetect' && file === 'node:internal/modules/cjs') {
        node(WRAP_SAFE_FRAME); // a required file's SyntaxError, made as node's wrapSafe compiles
        compiling = true;
      } else if (name === '_compile' && file === 'node:internal/modules/cjs') {
        if (caller) caller.main = true; // a module's top level: Object.<anonymous>
        if (compiling) node(COMPILE_CALL_FRAME);
        for (const text of LOAD_FRAMES.slice(compiling ? 1 : 0)) node(text);
        compiling = false;
      } else if (name === 'require' && file === 'node:internal/modules/cjs') {
        node(REQUIRE_FRAME);
      } else if ((name === 'callListeners' || name === 'emitOne') && file === 'node:internal/events') {
        emits++;
        const entry = emitting[depth - emits];
        const many = internals.ManyListeners !== undefined && entry instanceof internals.ManyListeners;
        const receiver = receiverName(many ? entry.emitter : entry);
        if (called) called.receiver = receiver;
        node(`${receiver}.emit (node:events:${many ? '536:35' : '524:28'})`);
        afterEmit = true;
      } else if (name === 'onUncaught' && file === 'node:internal/bootstrap' && emits > 0) {
        node(FATAL_FRAME);
      } else if (name === 'pushBytes' && wasEmit) {
        for (const text of PUSH_FRAMES) node(text);
      } else if (name === 'onStreamRead' && file === 'node:internal/net') {
        node(STREAM_READ_FRAME);
      } else if (file === 'node:internal/fs' && !frames.some((f) => f.file !== undefined)) {
        // An fs error made by the completion itself: Node makes it in C++, without frames.
      } else if (name === 'readFileFinish' && file === 'node:internal/fs') {
        node(READ_FILE_FRAME);
        fsShown = true;
      } else if (name === 'fsReqComplete' && file === 'node:internal/fs' && !fsShown) {
        const api = typeof internals.fsApi === 'function' ? internals.fsApi() : undefined;
        const shown = FS_FRAMES[api] || (FS_PLAIN.has(api) ? [FS_DONE] : []);
        for (const text of shown) node(text);
      } else if (name === 'emitErrorNT' && file === 'node:internal/streams') {
        node('emitErrorNT (node:internal/streams/destroy:169:8)');
      } else if (name === 'emitErrorThenClose' && file === 'node:internal/streams') {
        node('emitErrorCloseNT (node:internal/streams/destroy:128:3)');
      }
      bottomShown = frames.length > shownBefore && (name === 'emitErrorNT' || name === 'emitErrorThenClose');
      continue;
    }
    if (ln === 1 && col > WRAPPER_HEAD_LEN && mainFiles.has(file)) col -= WRAPPER_HEAD_LEN;
    col = calleeColumn(file, ln, col);
    const frame = { name, file, line: ln, col, main: false, receiver: null };
    frames.push(frame);
    listener = frame;
    lastWasUser = true;
    bottomShown = false;
  }
  // The host called the bottom frame: a user function, or one of the internal functions
  // above that Node's own code calls from a tick.
  if (lastWasUser && binding.evaluatingMainModule()) {
    // The ES module main's graph, evaluated by node's loader.
    for (const text of ESM_MAIN_FRAMES) node(text);
  } else if (lastWasUser || (bottomShown && frames.length > 0)) {
    if (kind !== undefined) {
      if (lastWasUser && NAMED_KINDS.has(kind)) frames[frames.length - 1].receiver = kind;
      for (const text of BOTTOM_FRAMES[kind] || []) node(text);
    }
  }
  const shown = frames.slice(0, frameLimit());
  // V8 knows where an error was thrown whatever the limit (a fatal report shows that line).
  shown.site = frames.find((f) => f.file !== undefined);
  return shown;
}

const CALLBACK_PROPERTY = { Timeout: '_onTimeout', Immediate: '_onImmediate' };

function frameText(f) {
  if (f.text !== undefined) return f.text;
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
    const kind = Object.prototype.hasOwnProperty.call(e, kRejectedIn) ? e[kRejectedIn] : binding.callbackKind();
    frames = raw === undefined ? null : parseFrames(raw, kind);
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

// Where the last `throw` statement of the script's own code that threw `e` stands (V8's
// message location; evloop's JavaScript half may throw it again): `{ file, line, col }`,
// the column the file's own.
function throwSiteOf(e) {
  const sites = binding.throwSites(e);
  for (let i = sites.length - 1; i >= 0; i--) {
    const m = /^(.*):(\d+):(\d+)$/.exec(sites[i]);
    if (!m || m[1].startsWith('node:') || !sourceLines(m[1])) continue;
    const [, file] = m;
    const line = +m[2];
    let col = +m[3];
    if (line === 1 && col > WRAPPER_HEAD_LEN && mainFiles.has(file)) col -= WRAPPER_HEAD_LEN;
    return { file, line, col };
  }
  return undefined;
}

module.exports = { stackOf, captureStackTrace, framesOf, sourceLines, throwSiteOf };
