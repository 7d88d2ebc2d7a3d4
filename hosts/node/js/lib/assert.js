'use strict';

// node:assert — modelled on Node v20's observable behaviour.
//
// The message of a failing `assert(value)` / `assert.ok(value)` quotes the
// call's source text, read from the caller's file ("The expression evaluated
// to a falsy value: ..."); where the source cannot be read it is the one Node
// itself uses then (REPL, eval): `${inspect(value)} == true`.

const { inspect } = require('./internal/util/inspect.js');
const util = require('./util.js');

const comparisons = util[Symbol.for('evloop.util.comparisons')];
const isDeepEqual = comparisons.isDeepEqual;
const isDeepStrictEqual = comparisons.isDeepStrictEqual;
const { isRegExp, isPromise, isNativeError } = util.types;

// ---------------------------------------------------------------------------
// Shared helpers (error construction, validation): ./errors.js.

const {
  codedError,
  fixStackHeader,
  specificType,
  codedErrorBuilders,
  hasProcess,
} = require('./internal/errors.js');

// assert's coded errors also get a stack header reading `Error: ...` fixed.
function makeError(Base, code, message) {
  const err = codedError(Base, code, message);
  fixStackHeader(err, err.name, code, message);
  return err;
}

const { invalidArgType, invalidArgValue, missingArgs } = codedErrorBuilders(makeError);

// ---------------------------------------------------------------------------
// AssertionError

const kReadableOperator = {
  __proto__: null,
  deepStrictEqual: 'Expected values to be strictly deep-equal:',
  strictEqual: 'Expected values to be strictly equal:',
  strictEqualObject: 'Expected "actual" to be reference-equal to "expected":',
  deepEqual: 'Expected values to be loosely deep-equal:',
  notDeepStrictEqual: 'Expected "actual" not to be strictly deep-equal to:',
  notStrictEqual: 'Expected "actual" to be strictly unequal to:',
  notStrictEqualObject: 'Expected "actual" not to be reference-equal to "expected":',
  notDeepEqual: 'Expected "actual" not to be loosely deep-equal to:',
  notIdentical: 'Values have same structure but are not reference-equal:',
  notDeepEqualUnequal: 'Expected values not to be loosely deep-equal:',
};

// Values that fit together on one line this short are shown as `a !== b`.
const kMaxShortLength = 12;

function inspectValue(value) {
  return inspect(value, {
    compact: false,
    customInspect: false,
    depth: 1000,
    maxArrayLength: Infinity,
    showHidden: false,
    showProxy: false,
    sorted: true,
    getters: true,
  });
}

function terminalWidth() {
  if (hasProcess() && process.stderr && process.stderr.isTTY && process.stderr.columns) {
    return process.stderr.columns;
  }
  return 80;
}

function isObjectValue(v) {
  return typeof v === 'object' && v !== null;
}

// Emit up to three lines of unchanged context that preceded a change
// (collapsing longer runs into `...`).
function flushContext(state, lines, index) {
  const n = state.identical;
  if (n > 2) {
    if (n > 3) {
      if (n > 4) {
        if (n === 5) {
          state.res += `\n  ${lines[index - 3]}`;
          state.printed++;
        } else {
          state.res += '\n...';
          state.skipped = true;
        }
      }
      state.res += `\n  ${lines[index - 2]}`;
      state.printed++;
    }
    state.res += `\n  ${lines[index - 1]}`;
    state.printed++;
  }
  state.identical = 0;
}

function createErrDiff(actual, expected, operator, message) {
  if (operator === 'strictEqual' &&
      ((isObjectValue(actual) && isObjectValue(expected)) ||
       (typeof actual === 'function' && typeof expected === 'function'))) {
    operator = 'strictEqualObject';
  }
  const header = message ? `${message}` : kReadableOperator[operator];
  const actualInspected = inspectValue(actual);
  const actualLines = actualInspected.split('\n');
  const expectedLines = inspectValue(expected).split('\n');
  let indicator = '';
  let count = 0;

  if (actualLines.length === 1 && expectedLines.length === 1 && actualLines[0] !== expectedLines[0]) {
    const a0 = actualLines[0];
    const e0 = expectedLines[0];
    const inputLength = a0.length + e0.length;
    if (inputLength <= kMaxShortLength) {
      if (!isObjectValue(actual) && !isObjectValue(expected) && (actual !== 0 || expected !== 0)) {
        return `${header}\n\n${a0} !== ${e0}\n`;
      }
    } else if (operator !== 'strictEqualObject' && inputLength < terminalWidth()) {
      let pos = 0;
      while (a0[pos] === e0[pos]) pos++;
      if (pos > 2) indicator = `\n  ${' '.repeat(pos)}^`;
      else count = pos;
    }
  }

  // Identical trailing lines are kept aside and re-attached at the end.
  let end = '';
  let topOfTail = '';
  let a = actualLines[actualLines.length - 1];
  let b = expectedLines[expectedLines.length - 1];
  while (a === b) {
    if (count++ < 3) end = `\n  ${a}${end}`;
    else topOfTail = a;
    actualLines.pop();
    expectedLines.pop();
    if (actualLines.length === 0 || expectedLines.length === 0) break;
    a = actualLines[actualLines.length - 1];
    b = expectedLines[expectedLines.length - 1];
  }

  const maxLines = Math.max(actualLines.length, expectedLines.length);
  if (maxLines === 0) {
    const lines = actualInspected.split('\n');
    if (lines.length > 50) {
      lines[46] = '...';
      while (lines.length > 47) lines.pop();
    }
    return `${kReadableOperator.notIdentical}\n\n${lines.join('\n')}\n`;
  }

  const state = { res: '', printed: 0, identical: 0, skipped: false };
  if (count >= 5) {
    end = `\n...${end}`;
    state.skipped = true;
  }
  if (topOfTail !== '') end = `\n  ${topOfTail}${end}`;

  let pendingMinus = '';
  const msg = `${header}\n+ actual - expected`;
  const skippedMsg = ' ... Lines skipped';

  let longer = actualLines;
  let sign = '+';
  let shorterLength = expectedLines.length;
  if (actualLines.length < maxLines) {
    longer = expectedLines;
    sign = '-';
    shorterLength = actualLines.length;
  }

  for (let i = 0; i < maxLines; i++) {
    if (shorterLength < i + 1) {
      flushContext(state, longer, i);
      if (longer === actualLines) state.res += `\n${sign} ${longer[i]}`;
      else pendingMinus += `\n${sign} ${longer[i]}`;
      state.printed++;
    } else {
      const expectedLine = expectedLines[i];
      let actualLine = actualLines[i];
      let diverging = actualLine !== expectedLine &&
        (!actualLine.endsWith(',') || actualLine.slice(0, -1) !== expectedLine);
      if (diverging && expectedLine.endsWith(',') && expectedLine.slice(0, -1) === actualLine) {
        diverging = false;
        actualLine += ',';
      }
      if (diverging) {
        flushContext(state, actualLines, i);
        state.res += `\n+ ${actualLine}`;
        pendingMinus += `\n- ${expectedLine}`;
        state.printed += 2;
      } else {
        state.res += pendingMinus;
        pendingMinus = '';
        state.identical++;
        if (state.identical <= 2) {
          state.res += `\n  ${actualLine}`;
          state.printed++;
        }
      }
    }
    if (state.printed > 50 && i < maxLines - 2) {
      return `${msg}${skippedMsg}\n${state.res}\n...${pendingMinus}\n...`;
    }
  }
  return `${msg}${state.skipped ? skippedMsg : ''}\n${state.res}${pendingMinus}${end}${indicator}`;
}

function copyError(source) {
  const target = Object.assign({ __proto__: Object.getPrototypeOf(source) }, source);
  Object.defineProperty(target, 'message', { value: source.message });
  return target;
}

function addEllipsis(string) {
  const lines = string.split('\n', 11);
  if (lines.length > 10) {
    lines.length = 10;
    return `${lines.join('\n')}\n...`;
  } else if (string.length > 512) {
    // (Node keeps the tail here, not the head.)
    return `${string.slice(512)}...`;
  }
  return string;
}

class AssertionError extends Error {
  constructor(options) {
    if (options === null || typeof options !== 'object') {
      throw invalidArgType('options', 'Object', options);
    }
    const { message, operator, stackStartFn, details } = options;
    let { actual, expected } = options;

    // Two Error instances are rendered from stack-less copies.
    if (message == null && isObjectValue(actual) && isObjectValue(expected) &&
        'stack' in actual && actual instanceof Error && 'stack' in expected && expected instanceof Error) {
      actual = copyError(actual);
      expected = copyError(expected);
    }

    let text;
    if (message != null && operator !== 'deepStrictEqual' && operator !== 'strictEqual') {
      text = String(message);
    } else if (operator === 'deepStrictEqual' || operator === 'strictEqual') {
      text = createErrDiff(actual, expected, operator, message);
    } else if (operator === 'notDeepStrictEqual' || operator === 'notStrictEqual') {
      let base = kReadableOperator[operator];
      const res = inspectValue(actual).split('\n');
      if (operator === 'notStrictEqual' && (isObjectValue(actual) || typeof actual === 'function')) {
        base = kReadableOperator.notStrictEqualObject;
      }
      if (res.length > 50) {
        res[46] = '...';
        while (res.length > 47) res.pop();
      }
      if (res.length === 1) text = `${base}${res[0].length > 5 ? '\n\n' : ' '}${res[0]}`;
      else text = `${base}\n\n${res.join('\n')}\n`;
    } else {
      let res = inspectValue(actual);
      let other = inspectValue(expected);
      const knownOperator = kReadableOperator[operator];
      if (operator === 'notDeepEqual' && res === other) {
        res = `${knownOperator}\n\n${res}`;
        if (res.length > 1024) res = `${res.slice(0, 1021)}...`;
        text = res;
      } else {
        if (res.length > 512) res = `${res.slice(0, 509)}...`;
        if (other.length > 512) other = `${other.slice(0, 509)}...`;
        if (operator === 'deepEqual') {
          res = `${knownOperator}\n\n${res}\n\nshould loosely deep-equal\n\n`;
        } else {
          const newOp = kReadableOperator[`${operator}Unequal`];
          if (newOp) res = `${newOp}\n\n${res}\n\nshould not loosely deep-equal\n\n`;
          else other = ` ${operator} ${other}`;
        }
        text = `${res}${other}`;
      }
    }

    super(text);

    this.generatedMessage = !message;
    Object.defineProperty(this, 'name', {
      value: 'AssertionError [ERR_ASSERTION]', enumerable: false, writable: true, configurable: true,
    });
    this.code = 'ERR_ASSERTION';
    if (details) {
      this.actual = undefined;
      this.expected = undefined;
      this.operator = undefined;
      for (let i = 0; i < details.length; i++) {
        this[`message ${i}`] = details[i].message;
        this[`actual ${i}`] = details[i].actual;
        this[`expected ${i}`] = details[i].expected;
        this[`operator ${i}`] = details[i].operator;
        this[`stack trace ${i}`] = details[i].stack;
      }
    } else {
      this.actual = actual;
      this.expected = expected;
      this.operator = operator;
    }
    if (stackStartFn !== undefined && typeof Error.captureStackTrace === 'function') {
      try {
        Error.captureStackTrace(this, stackStartFn);
      } catch (_) { /* ignore */ }
    }
    // eslint-disable-next-line no-unused-expressions
    this.stack; // materialise the stack while the name carries the code
    this.name = 'AssertionError';
    fixStackHeader(this, 'AssertionError', 'ERR_ASSERTION', this.message);
  }

  toString() {
    return `${this.name} [${this.code}]: ${this.message}`;
  }

  [Symbol.for('nodejs.util.inspect.custom')](recurseTimes, ctx) {
    const tmpActual = this.actual;
    const tmpExpected = this.expected;
    if (typeof this.actual === 'string') this.actual = addEllipsis(this.actual);
    if (typeof this.expected === 'string') this.expected = addEllipsis(this.expected);
    const result = inspect(this, Object.assign({}, ctx, { customInspect: false, depth: 0 }));
    this.actual = tmpActual;
    this.expected = tmpExpected;
    return result;
  }
}

// ---------------------------------------------------------------------------
// assert

const NO_EXCEPTION = {};

function innerFail(obj) {
  if (obj.message instanceof Error) throw obj.message;
  throw new AssertionError(obj);
}

// Node's message for a falsy `assert(value)` quotes the call from the caller's source:
// the whole call expression around the frame's position (callee chain to closing paren),
// control characters escaped, continuation lines re-indented. Undefined when the source
// cannot be read (then the message is `value == true`, as in Node's REPL).
const CONTROL_ESCAPES = { 8: '\\b', 12: '\\f' };
function escapeControl(text) {
  return text.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, (c) => {
    const code = c.charCodeAt(0);
    return CONTROL_ESCAPES[code] || `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
const isIdent = (c) => c !== undefined && /[\w$\u00a0-\uffff]/.test(c);
// The index after the group opened at `open` ('(' or '['), skipping strings, template
// literals and comments; -1 when it does not close.
function closeOf(text, open) {
  const stack = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') stack.push(c);
    else if (c === ')' || c === ']' || c === '}') {
      stack.pop();
      if (stack.length === 0) return i + 1;
    } else if (c === '"' || c === "'" || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return -1;
      i = end + 1;
    }
  }
  return -1;
}
// The index where the group closing at `close - 1` opened, backwards; -1 if unbalanced.
function openOf(text, close) {
  let depth = 0;
  for (let i = close - 1; i >= 0; i--) {
    const c = text[i];
    if (c === ')' || c === ']') depth++;
    else if (c === '(' || c === '[') { depth--; if (depth === 0) return i; }
  }
  return -1;
}
function callSource(file, line, col) {
  const lines = require('./internal/stack.js').sourceLines(file);
  if (!lines || !lines[line - 1]) return undefined;
  const text = lines.slice(line - 1).join('\n');
  // The frame points at the callee's name or at the '(' of the call.
  let open = col - 1;
  while (open < text.length && text[open] !== '(') {
    if (!isIdent(text[open]) && !/[\s.?]/.test(text[open])) return undefined;
    open++;
  }
  const end = closeOf(text, open);
  if (end < 0) return undefined;
  // Back over the callee: names, '.', '?.', calls and indexing, spaces only before a dot.
  let start = open;
  for (;;) {
    let i = start;
    while (i > 0 && /\s/.test(text[i - 1])) i--;
    if (i > 0 && (text[i - 1] === ')' || text[i - 1] === ']') && i === start) {
      const o = openOf(text, i);
      if (o < 0) break;
      start = o;
      continue;
    }
    if (i > 0 && isIdent(text[i - 1]) && i === start) {
      while (i > 0 && isIdent(text[i - 1])) i--;
      start = i;
      continue;
    }
    if (i > 0 && text[i - 1] === '.' && i - 1 > 0) {
      let j = i - 1;
      if (text[j - 1] === '?') j--;
      if (text[j - 1] === '.') break; // a spread: `...f(x)`
      while (j > 0 && /\s/.test(text[j - 1])) j--;
      if (j === 0 || !(isIdent(text[j - 1]) || text[j - 1] === ')' || text[j - 1] === ']')) break;
      start = j;
      continue;
    }
    break;
  }
  const column = start - (text.lastIndexOf('\n', start - 1) + 1);
  const [first, ...rest] = escapeControl(text.slice(start, end)).split('\n');
  let message = first;
  for (const frame of rest) {
    let pos = 0;
    while (pos < column && (frame[pos] === ' ' || frame[pos] === '\t')) pos++;
    message += `\n  ${frame.slice(pos)}`;
  }
  return `The expression evaluated to a falsy value:\n\n  ${message}\n`;
}
function falsyMessage() {
  try {
    const frames = require('./internal/stack.js').framesOf(new Error());
    const call = frames && frames.find((f) => f.file !== undefined);
    if (!call || call.file.startsWith('node:')) return undefined;
    return callSource(call.file, call.line, call.col);
  } catch (_) {
    return undefined;
  }
}

function innerOk(fn, argLen, value, message) {
  if (!value) {
    let generatedMessage = false;
    if (argLen === 0) {
      generatedMessage = true;
      message = 'No value argument passed to `assert.ok()`';
    } else if (message == null) {
      generatedMessage = true;
      message = falsyMessage();
    } else if (message instanceof Error) {
      throw message;
    }
    const err = new AssertionError({
      actual: value, expected: true, message, operator: '==', stackStartFn: fn,
    });
    err.generatedMessage = generatedMessage;
    throw err;
  }
}

function ok(...args) {
  innerOk(ok, args.length, ...args);
}

const assert = ok;
module.exports = assert;

let failWarned = false;

function fail(actual, expected, message, operator, stackStartFn) {
  const argsLen = arguments.length;
  let internalMessage = false;
  if (actual == null && argsLen <= 1) {
    internalMessage = true;
    message = 'Failed';
  } else if (argsLen === 1) {
    message = actual;
    actual = undefined;
  } else {
    if (failWarned === false) {
      failWarned = true;
      if (hasProcess() && typeof process.emitWarning === 'function') {
        process.emitWarning('assert.fail() with more than one argument is deprecated. ' +
          'Please use assert.strictEqual() instead or only pass a message.',
        'DeprecationWarning', 'DEP0094');
      }
    }
    if (argsLen === 2) operator = '!=';
  }
  if (message instanceof Error) throw message;
  const err = new AssertionError({
    actual,
    expected,
    operator: operator === undefined ? 'fail' : operator,
    stackStartFn: stackStartFn || fail,
    message,
  });
  if (internalMessage) err.generatedMessage = true;
  throw err;
}

assert.fail = fail;
assert.AssertionError = AssertionError;
assert.ok = ok;

assert.equal = function equal(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  // eslint-disable-next-line eqeqeq
  if (actual != expected && (!Number.isNaN(actual) || !Number.isNaN(expected))) {
    innerFail({ actual, expected, message, operator: '==', stackStartFn: equal });
  }
};

assert.notEqual = function notEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  // eslint-disable-next-line eqeqeq
  if (actual == expected || (Number.isNaN(actual) && Number.isNaN(expected))) {
    innerFail({ actual, expected, message, operator: '!=', stackStartFn: notEqual });
  }
};

assert.deepEqual = function deepEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (!isDeepEqual(actual, expected)) {
    innerFail({ actual, expected, message, operator: 'deepEqual', stackStartFn: deepEqual });
  }
};

assert.notDeepEqual = function notDeepEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (isDeepEqual(actual, expected)) {
    innerFail({ actual, expected, message, operator: 'notDeepEqual', stackStartFn: notDeepEqual });
  }
};

assert.deepStrictEqual = function deepStrictEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (!isDeepStrictEqual(actual, expected)) {
    innerFail({ actual, expected, message, operator: 'deepStrictEqual', stackStartFn: deepStrictEqual });
  }
};

assert.notDeepStrictEqual = notDeepStrictEqual;
function notDeepStrictEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (isDeepStrictEqual(actual, expected)) {
    innerFail({ actual, expected, message, operator: 'notDeepStrictEqual', stackStartFn: notDeepStrictEqual });
  }
}

assert.strictEqual = function strictEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (!Object.is(actual, expected)) {
    innerFail({ actual, expected, message, operator: 'strictEqual', stackStartFn: strictEqual });
  }
};

assert.notStrictEqual = function notStrictEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (Object.is(actual, expected)) {
    innerFail({ actual, expected, message, operator: 'notStrictEqual', stackStartFn: notStrictEqual });
  }
};

// Placeholder objects giving validation-object failures a readable diff.
class Comparison {
  constructor(obj, keys, actual) {
    for (const key of keys) {
      if (key in obj) {
        if (actual !== undefined && typeof actual[key] === 'string' && isRegExp(obj[key]) &&
            RegExp.prototype.exec.call(obj[key], actual[key]) !== null) {
          this[key] = actual[key];
        } else {
          this[key] = obj[key];
        }
      }
    }
  }
}

function compareExceptionKey(actual, expected, key, message, keys, fn) {
  if (!(key in actual) || !isDeepStrictEqual(actual[key], expected[key])) {
    if (!message) {
      const a = new Comparison(actual, keys);
      const b = new Comparison(expected, keys, actual);
      const err = new AssertionError({ actual: a, expected: b, operator: 'deepStrictEqual', stackStartFn: fn });
      err.actual = actual;
      err.expected = expected;
      err.operator = fn.name;
      throw err;
    }
    innerFail({ actual, expected, message, operator: fn.name, stackStartFn: fn });
  }
}

function isErrorValue(value) {
  return isNativeError(value) || value instanceof Error;
}

function expectedException(actual, expected, message, fn) {
  let generatedMessage = false;
  let throwError = false;

  if (typeof expected !== 'function') {
    if (isRegExp(expected)) {
      const str = String(actual);
      if (RegExp.prototype.exec.call(expected, str) !== null) return;
      if (!message) {
        generatedMessage = true;
        message = 'The input did not match the regular expression ' +
          `${inspect(expected)}. Input:\n\n${inspect(str)}\n`;
      }
      throwError = true;
    } else if (typeof actual !== 'object' || actual === null) {
      const err = new AssertionError({ actual, expected, message, operator: 'deepStrictEqual', stackStartFn: fn });
      err.operator = fn.name;
      throw err;
    } else {
      const keys = Object.keys(expected);
      if (expected instanceof Error) {
        keys.push('name', 'message');
      } else if (keys.length === 0) {
        throw invalidArgValue('error', expected, 'may not be an empty object');
      }
      for (const key of keys) {
        if (typeof actual[key] === 'string' && isRegExp(expected[key]) &&
            RegExp.prototype.exec.call(expected[key], actual[key]) !== null) {
          continue;
        }
        compareExceptionKey(actual, expected, key, message, keys, fn);
      }
      return;
    }
  } else if (expected.prototype !== undefined && actual instanceof expected) {
    return;
  } else if (Object.prototype.isPrototypeOf.call(Error, expected)) {
    if (!message) {
      generatedMessage = true;
      message = `The error is expected to be an instance of "${expected.name}". Received `;
      if (isErrorValue(actual)) {
        const name = (actual.constructor && actual.constructor.name) || actual.name;
        if (expected.name === name) {
          message += 'an error with identical name but a different prototype.';
        } else {
          message += `"${name}"`;
        }
        if (actual.message) message += `\n\nError message:\n\n${actual.message}`;
      } else {
        message += `"${inspect(actual, { depth: -1 })}"`;
      }
    }
    throwError = true;
  } else {
    const res = Reflect.apply(expected, {}, [actual]);
    if (res !== true) {
      if (!message) {
        generatedMessage = true;
        const name = expected.name ? `"${expected.name}" ` : '';
        message = `The ${name}validation function is expected to return "true". Received ${inspect(res)}`;
        if (isErrorValue(actual)) message += `\n\nCaught error:\n\n${actual}`;
      }
      throwError = true;
    }
  }

  if (throwError) {
    const err = new AssertionError({ actual, expected, message, operator: fn.name, stackStartFn: fn });
    err.generatedMessage = generatedMessage;
    throw err;
  }
}

function getActual(fn) {
  if (typeof fn !== 'function') throw invalidArgType('fn', 'Function', fn);
  try {
    fn();
  } catch (e) {
    return e;
  }
  return NO_EXCEPTION;
}

function checkIsPromise(obj) {
  return isPromise(obj) ||
    (obj !== null && typeof obj === 'object' && typeof obj.then === 'function' &&
     typeof obj.catch === 'function');
}

async function waitForActual(promiseFn) {
  let resultPromise;
  if (typeof promiseFn === 'function') {
    resultPromise = promiseFn();
    if (!checkIsPromise(resultPromise)) {
      throw makeError(TypeError, 'ERR_INVALID_RETURN_VALUE',
        'Expected instance of Promise to be returned from the "promiseFn" function ' +
        `but got ${specificType(resultPromise)}.`);
    }
  } else if (checkIsPromise(promiseFn)) {
    resultPromise = promiseFn;
  } else {
    throw invalidArgType('promiseFn', ['Function', 'Promise'], promiseFn);
  }
  try {
    await resultPromise;
  } catch (e) {
    return e;
  }
  return NO_EXCEPTION;
}

function expectsError(stackStartFn, actual, error, message) {
  if (typeof error === 'string') {
    if (arguments.length === 4) {
      throw invalidArgType('error', ['Object', 'Error', 'Function', 'RegExp'], error);
    }
    if (typeof actual === 'object' && actual !== null) {
      if (actual.message === error) {
        throw makeError(TypeError, 'ERR_AMBIGUOUS_ARGUMENT',
          `The "error/message" argument is ambiguous. The error message "${actual.message}" is identical to the message.`);
      }
    } else if (actual === error) {
      throw makeError(TypeError, 'ERR_AMBIGUOUS_ARGUMENT',
        `The "error/message" argument is ambiguous. The error "${actual}" is identical to the message.`);
    }
    message = error;
    error = undefined;
  } else if (error != null && typeof error !== 'object' && typeof error !== 'function') {
    throw invalidArgType('error', ['Object', 'Error', 'Function', 'RegExp'], error);
  }

  if (actual === NO_EXCEPTION) {
    let details = '';
    if (error && error.name) details += ` (${error.name})`;
    details += message ? `: ${message}` : '.';
    const fnType = stackStartFn === assert.rejects ? 'rejection' : 'exception';
    innerFail({
      actual: undefined,
      expected: error,
      operator: stackStartFn.name,
      message: `Missing expected ${fnType}${details}`,
      stackStartFn,
    });
  }

  if (!error) return;
  expectedException(actual, error, message, stackStartFn);
}

function hasMatchingError(actual, expected) {
  if (typeof expected !== 'function') {
    if (isRegExp(expected)) {
      const str = String(actual);
      return RegExp.prototype.exec.call(expected, str) !== null;
    }
    throw invalidArgType('expected', ['Function', 'RegExp'], expected);
  }
  if (expected.prototype !== undefined && actual instanceof expected) return true;
  if (Object.prototype.isPrototypeOf.call(Error, expected)) return false;
  return Reflect.apply(expected, {}, [actual]) === true;
}

function expectsNoError(stackStartFn, actual, error, message) {
  if (actual === NO_EXCEPTION) return;
  if (typeof error === 'string') {
    message = error;
    error = undefined;
  }
  if (!error || hasMatchingError(actual, error)) {
    const details = message ? `: ${message}` : '.';
    const fnType = stackStartFn === assert.doesNotReject ? 'rejection' : 'exception';
    innerFail({
      actual,
      expected: error,
      operator: stackStartFn.name,
      message: `Got unwanted ${fnType}${details}\n` +
        `Actual message: "${actual && actual.message}"`,
      stackStartFn,
    });
  }
  throw actual;
}

assert.throws = function throws(promiseFn, ...args) {
  expectsError(throws, getActual(promiseFn), ...args);
};

assert.rejects = async function rejects(promiseFn, ...args) {
  expectsError(rejects, await waitForActual(promiseFn), ...args);
};

assert.doesNotThrow = function doesNotThrow(fn, ...args) {
  expectsNoError(doesNotThrow, getActual(fn), ...args);
};

assert.doesNotReject = async function doesNotReject(fn, ...args) {
  expectsNoError(doesNotReject, await waitForActual(fn), ...args);
};

assert.ifError = function ifError(err) {
  if (err !== null && err !== undefined) {
    let message = 'ifError got unwanted exception: ';
    if (typeof err === 'object' && typeof err.message === 'string') {
      if (err.message.length === 0 && err.constructor) message += err.constructor.name;
      else message += err.message;
    } else {
      message += inspect(err);
    }
    throw new AssertionError({
      actual: err, expected: null, operator: 'ifError', message, stackStartFn: ifError,
    });
  }
};

function internalMatch(string, regexp, message, fn) {
  if (!isRegExp(regexp)) throw invalidArgType('regexp', 'RegExp', regexp);
  const match = fn === assert.match;
  if (typeof string !== 'string' ||
      (RegExp.prototype.exec.call(regexp, string) !== null) !== match) {
    if (message instanceof Error) throw message;
    const generatedMessage = !message;
    message = message || (typeof string !== 'string' ?
      `The "string" argument must be of type string. Received type ${typeof string} (${inspect(string)})` :
      (match ?
        'The input did not match the regular expression ' :
        'The input was expected to not match the regular expression ') +
        `${inspect(regexp)}. Input:\n\n${inspect(string)}\n`);
    const err = new AssertionError({ actual: string, expected: regexp, message, operator: fn.name, stackStartFn: fn });
    err.generatedMessage = generatedMessage;
    throw err;
  }
}

assert.match = function match(string, regexp, message) {
  internalMatch(string, regexp, message, match);
};

assert.doesNotMatch = function doesNotMatch(string, regexp, message) {
  internalMatch(string, regexp, message, doesNotMatch);
};

function strict(...args) {
  innerOk(strict, args.length, ...args);
}

assert.strict = Object.assign(strict, assert, {
  equal: assert.strictEqual,
  deepEqual: assert.deepStrictEqual,
  notEqual: assert.notStrictEqual,
  notDeepEqual: assert.notDeepStrictEqual,
});
assert.strict.strict = assert.strict;
