// The uncaught-exception path, as node's lib/internal/process/execution.js: the
// 'uncaughtExceptionMonitor' and 'uncaughtException' listeners, then 'exit' and the fatal
// report (the source line, the inspected error, the node version), and how the REPL
// reports an error and an interrupted entry. Loaded on the first uncaught exception.
'use strict';

const internals = require('./internals.js');
const {
  binding, process, NODE_VERSION, inspect, stackModule, emitIfLoaded, listenerCountIfLoaded,
} = internals;

function isErrorLike(v) {
  return v !== null && typeof v === 'object' && typeof v.stack === 'string';
}
// `file:line`, the source line and a caret under its `throw` (at the column itself
// for a value node reports where it stands), for the place `f`; '' without its source.
function siteHeader(f, atValue) {
  const lines = f && stackModule().sourceLines(f.file);
  const text = lines && lines[f.line - 1];
  if (typeof text !== 'string') return '';
  let col = f.col - 1;
  const t = atValue ? -1 : text.lastIndexOf('throw', col);
  if (t >= 0) col = t;
  return `${f.file}:${f.line}\n${text}\n${' '.repeat(Math.max(0, col))}^\n`;
}
function throwSiteOf(value) {
  try { return stackModule().throwSiteOf(value); } catch { return undefined; }
}
// Where a `throw` statement of the script threw a value that is not an error.
function thrownHeader(value) {
  return siteHeader(throwSiteOf(value), false);
}
function sourceHeader(err, atValue) {
  if (err === null || typeof err !== 'object') return '';
  // An error Node makes in its own JavaScript shows that line (dns.js sets it).
  const site = err[Symbol.for('evloop.throwSite')];
  if (typeof site === 'string') return site;
  let frames;
  try { frames = stackModule().framesOf(err); } catch { frames = null; }
  // Where a `throw` statement threw it, else the first of the script's frames where it
  // was made (Node's own frames have no file here).
  const f = throwSiteOf(err) || (frames && (frames.site || frames.find((frame) => frame.file !== undefined)));
  return siteHeader(f, atValue);
}
// A fatal report shows the error as it is, not as its custom inspect would show it, and
// five levels deep (node's afterInspector).
function inspectFatal(err) {
  const { defaultOptions } = require('./internal/util/inspect.js').inspect;
  return inspect(err, { customInspect: false, depth: Math.max(defaultOptions.depth, 5) });
}
// An error that says how its stack reads in a fatal report (an unhandled 'error' event
// adds where it was emitted) is inspected with that stack, as Node's
// enhanceStackBeforeInspector does.
function inspectEnhanced(err) {
  const enhance = err[Symbol.for('evloop.enhanceStack')];
  if (typeof enhance !== 'function') return inspectFatal(err);
  let enhanced;
  try { enhanced = enhance(); } catch { return inspectFatal(err); }
  const own = Object.getOwnPropertyDescriptor(err, 'stack');
  try {
    Object.defineProperty(err, 'stack', { value: enhanced, configurable: true, writable: true, enumerable: false });
  } catch { return inspectFatal(err); }
  try {
    return inspectFatal(err);
  } finally {
    if (own) Object.defineProperty(err, 'stack', own);
    else delete err.stack;
  }
}
// An error `-e`, `-p` or stdin code throws out of its top level: node's vm runs that code
// with displayErrors, which puts the thrown line and its caret at the head of the error's
// stack (what 'uncaughtException' listeners read, and all the fatal report prints).
// (Another object it throws is reported as an error is: the line, then the value.)
const thrownByEval = new WeakSet();
function decorateEvalError(err) {
  if ((typeof err === 'object' && err !== null) || typeof err === 'function') {
    if (!isErrorLike(err)) thrownByEval.add(err);
  }
  if (!isErrorLike(err) || err[Symbol.for('evloop.decorated')] === true) return;
  const header = sourceHeader(err, false);
  if (!header) return;
  try {
    err.stack = `${header}\n${err.stack}`;
    Object.defineProperty(err, Symbol.for('evloop.decorated'), { value: true });
  } catch {}
}
function fatalText(err, fromPromise, atValue) {
  // evloop's own refusals (a node built-in it does not model) are one line.
  if (err !== null && typeof err === 'object' && err[Symbol.for('evloop.oneLine')]) {
    return `${err.message}\n`;
  }
  if (fromPromise && !isErrorLike(err)) {
    // Shaped like Node's own (the throw site is inside Node's lib).
    const e = err;
    return `${e.header}\n${inspect(e.error)}\n\nNode.js ${NODE_VERSION}\n`;
  }
  if (isErrorLike(err) && err[Symbol.for('evloop.decorated')] === true) {
    return `${inspectEnhanced(err)}\n\nNode.js ${NODE_VERSION}\n`;
  }
  if (isErrorLike(err)) {
    return `${sourceHeader(err, atValue)}\n${inspectEnhanced(err)}\n\nNode.js ${NODE_VERSION}\n`;
  }
  let shown;
  try { shown = typeof err === 'string' ? err : inspect(err); } catch { shown = String(err); }
  if (thrownByEval.has(err)) return `${thrownHeader(err)}\n${shown}\n\nNode.js ${NODE_VERSION}\n`;
  // The `throw` statement's line when one threw it; the hint for a primitive only.
  const primitive = err === null || (typeof err !== 'object' && typeof err !== 'function');
  const hint = primitive ? '\n(Use `node --trace-uncaught ...` to show where the exception was thrown)' : '';
  return `\n${thrownHeader(err)}${shown}${hint}\n\nNode.js ${NODE_VERSION}\n`;
}

// process._fatalException: the monitor, then 'uncaughtException' listeners; if none,
// 'exit' is emitted first and then the error is printed. Exit code 7 when a handler
// itself throws.
// The 'exit' listeners of a process ending on an uncaught exception (code 1).
function emitFatalExit() {
  try {
    if (!process._exiting) {
      process._exiting = true;
      binding.setExiting();
      process.exitCode = 1;
      emitIfLoaded(process, 'exit', 1);
    }
  } catch {}
}

function noop() {}

function onUncaught(err, origin, fromPromise, atValue) {
  // With node:async_hooks loaded, the listeners run in the context the error escaped
  // from (a rejection's is set by processPromiseRejections).
  const inside = binding.errorAsyncContext();
  if (!fromPromise && inside !== undefined) binding.setAsyncContext(inside);
  try {
    emitIfLoaded(process, 'uncaughtExceptionMonitor', err, origin);
    if (listenerCountIfLoaded(process, 'uncaughtException') > 0) {
      emitIfLoaded(process, 'uncaughtException', err, origin);
      // As node: an immediate that does nothing, so the loop comes round to a check
      // phase (whose drain runs the ticks a throwing tick left) before it blocks.
      internals.setImmediate(noop);
      return true;
    }
  } catch (handlerError) {
    binding.write(2, fatalText(handlerError, false));
    binding.exit(7);
  }
  if (internals.workerInfo !== undefined) {
    // A worker's uncaught exception is its parent's 'error' event; the worker ends.
    const { serialize } = require('./internal/worker/serialize.js');
    let text;
    try { text = serialize(err); } catch { text = serialize(String(err)); }
    binding.workerError(text);
    emitFatalExit();
    binding.exit(1);
    return false;
  }
  if (internals.replMode) {
    // As Node's REPL: the error is reported and the session goes on.
    binding.write(2, `Uncaught ${replErrorText(err)}\n`);
    return true;
  }
  let code = 1;
  emitFatalExit();
  if (process.exitCode !== undefined && process.exitCode !== 1) code = process.exitCode | 0;
  binding.write(2, fatalText(err, fromPromise, atValue));
  binding.exit(code);
  return false;
}

// ---------------------------------------------------------------- the REPL
// An error as Node's REPL reports it: the stack without the REPL's own frames; any
// other value inspected.
function replErrorText(err) {
  if (!(err instanceof Error)) return inspect(err);
  let text;
  try { text = String(err.stack); } catch { text = `${err.name}: ${err.message}`; }
  // The entry's own top-level frames (`at REPL3:1:7`) go, as in Node.
  return text.split('\n').filter((line) => !/^\s+at REPL\d+:\d+:\d+$/.test(line)).join('\n');
}
// Ctrl-C stopped the entry: Node's REPL reports the error its vm module throws then,
// with the stack of the REPL's own frames (node v20.20.2's).
function reportInterrupted(colors) {
  const err = new Error('Script execution was interrupted by `SIGINT`');
  err.code = 'ERR_SCRIPT_EXECUTION_INTERRUPTED';
  err.stack = [`Error: ${err.message}`,
    'ContextifyScript.runInThisContext (node:vm:137:12)',
    'REPLServer.defaultEval (node:repl:595:22)',
    'bound (node:domain:433:15)',
    'REPLServer.runBound [as eval] (node:domain:444:12)',
    'REPLServer.onLine (node:repl:924:10)',
    'REPLServer.emit (node:events:536:35)',
    'REPLServer.emit (node:domain:489:12)',
    '[_onLine] [as _onLine] (node:internal/readline/interface:419:12)',
    '[_line] [as _line] (node:internal/readline/interface:896:18)',
  ].join('\n    at ');
  binding.write(2, `Uncaught ${inspect(err, { colors })}\n`);
}

module.exports = { onUncaught, isErrorLike, reportInterrupted, decorateEvalError };
