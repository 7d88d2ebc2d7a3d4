'use strict';

// node:readline, as node v20's lib/readline.js and lib/internal/readline/interface.js
// behave for a stream that is not a terminal: an Interface reads its input's 'data'
// (decoded as UTF-8), splits it into lines at \n, \r\n or a lone \r, and emits each
// 'line' synchronously inside the input's 'data' event; the input's 'end' emits the
// unfinished last line and 'close'. `question`, `prompt`, `write`, `pause`/`resume`,
// `close`, `for await` over the lines (events.on with 'close', pausing the input past
// 1024 waiting lines), and the cursor functions (`cursorTo`, `moveCursor`, `clearLine`,
// `clearScreenDown`) that write VT100 sequences. A terminal's line editing (raw mode,
// keypresses, history, completion) is not modelled: on a terminal the lines are read as
// the terminal's own line discipline hands them over.

const EventEmitter = require('./events.js');
const { StringDecoder } = require('./string_decoder.js');
const {
  makeError, invalidArgType, invalidArgValue, validateFunction, validateString, nextTick,
} = require('./internal/errors.js');

const kFirstEventParam = Symbol.for('evloop.events.kFirstEventParam');
const lineEnding = /\r?\n|\r(?!\n)/g;
const kLineObjectStream = Symbol('line object stream');
const kQuestionCallback = Symbol('kQuestionCallback');
const kOldPrompt = Symbol('_oldPrompt');
const kPrompt = Symbol('_prompt');
const kLineBuffer = Symbol('_line_buffer');
const kSawReturnAt = Symbol('_sawReturnAt');
const kDecoder = Symbol('_decoder');
const kNormalWrite = Symbol('_normalWrite');
const kOnLine = Symbol('_onLine');
const kWriteToOutput = Symbol('_writeToOutput');
const kQuestion = Symbol('kQuestion');
const kQuestionCancel = Symbol('kQuestionCancel');

const CSI = '\x1b[';

function useAfterClose() {
  return makeError(Error, 'ERR_USE_AFTER_CLOSE', 'readline was closed');
}

function Interface(input, output, completer, terminal) {
  if (!(this instanceof Interface)) return new Interface(input, output, completer, terminal);
  EventEmitter.call(this);
  let crlfDelay;
  let prompt = '> ';
  let signal;
  let historySize;
  if (input && input.input) {
    // An options object.
    const options = input;
    output = options.output;
    completer = options.completer;
    terminal = options.terminal;
    signal = options.signal;
    historySize = options.historySize;
    if (options.prompt !== undefined) prompt = options.prompt;
    crlfDelay = options.crlfDelay;
    input = options.input;
  }
  if (completer !== undefined && typeof completer !== 'function') {
    throw invalidArgValue('completer', completer);
  }
  if (historySize !== undefined &&
    (typeof historySize !== 'number' || Number.isNaN(historySize) || historySize < 0)) {
    throw makeError(RangeError, 'ERR_INVALID_ARG_VALUE',
      `The argument 'historySize' must be a positive number. Received ${historySize}`);
  }
  if (terminal === undefined && !(output === null || output === undefined)) {
    terminal = !!output.isTTY;
  }
  this.output = output;
  this.input = input;
  this.history = [];
  this.historySize = historySize === undefined ? 30 : historySize;
  this.crlfDelay = crlfDelay ? Math.max(100, crlfDelay) : 100;
  this.completer = completer;
  this.terminal = !!terminal;
  this.line = '';
  this.cursor = 0;
  this.closed = false;
  this[kPrompt] = prompt;
  this[kQuestionCallback] = null;
  this[kLineBuffer] = null;
  this[kSawReturnAt] = 0;
  this[kDecoder] = new StringDecoder('utf8');

  const self = this;
  function ondata(data) {
    self[kNormalWrite](data);
  }
  function onend() {
    if (typeof self[kLineBuffer] === 'string' && self[kLineBuffer].length > 0) {
      self.emit('line', self[kLineBuffer]);
    }
    self.close();
  }
  input.on('error', onerror);
  function onerror(err) {
    self.emit('error', err);
  }
  input.on('data', ondata);
  input.on('end', onend);
  this.once('close', () => {
    input.removeListener('data', ondata);
    input.removeListener('error', onerror);
    input.removeListener('end', onend);
  });
  if (signal) {
    const onAborted = () => self.close();
    if (signal.aborted) nextTick(onAborted);
    else {
      signal.addEventListener('abort', onAborted, { once: true });
      this.once('close', () => signal.removeEventListener('abort', onAborted));
    }
  }
  input.resume();
}
Object.setPrototypeOf(Interface.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Interface, EventEmitter);

Object.defineProperty(Interface.prototype, 'columns', {
  configurable: true,
  enumerable: true,
  get() {
    return this.output && this.output.columns ? this.output.columns : Infinity;
  },
});

Interface.prototype.setPrompt = function setPrompt(prompt) {
  this[kPrompt] = prompt;
};

Interface.prototype.getPrompt = function getPrompt() {
  return this[kPrompt];
};

Interface.prototype.prompt = function prompt(preserveCursor) { // eslint-disable-line no-unused-vars
  if (this.paused) this.resume();
  if (this.closed) throw useAfterClose();
  this[kWriteToOutput](this[kPrompt]);
};

Interface.prototype[kWriteToOutput] = function writeToOutput(text) {
  validateString(text, 'stringToWrite');
  if (this.output !== null && this.output !== undefined) this.output.write(text);
};

// The callback form; an aborted `signal` cancels the question (no answer comes).
Interface.prototype.question = function question(query, options, cb) {
  cb = typeof options === 'function' ? options : cb;
  if (options !== null && typeof options === 'object' && options.signal) {
    const { signal } = options;
    if (signal.aborted) return;
    const onAbort = () => { this[kQuestionCancel](); };
    signal.addEventListener('abort', onAbort, { once: true });
    const inner = cb;
    cb = (answer) => {
      signal.removeEventListener('abort', onAbort);
      inner(answer);
    };
  }
  if (typeof cb === 'function') this[kQuestion](query, cb);
};

Interface.prototype[kQuestion] = function ask(query, cb) {
  if (this.closed) throw useAfterClose();
  if (this[kQuestionCallback]) {
    this.prompt();
  } else {
    this[kOldPrompt] = this[kPrompt];
    this.setPrompt(query);
    this[kQuestionCallback] = cb;
    this.prompt();
  }
};

Interface.prototype[kQuestionCancel] = function questionCancel() {
  if (this[kQuestionCallback]) {
    this[kQuestionCallback] = null;
    this.setPrompt(this[kOldPrompt]);
    this.clearLine();
  }
};

// Ends the line being typed (a new line on the output) and forgets it.
Interface.prototype.clearLine = function clearLine() {
  this[kWriteToOutput]('\r\n');
  this.line = '';
  this.cursor = 0;
};

Interface.prototype[kOnLine] = function onLine(line) {
  if (this[kQuestionCallback]) {
    const cb = this[kQuestionCallback];
    this[kQuestionCallback] = null;
    this.setPrompt(this[kOldPrompt]);
    cb(line);
  } else {
    this.emit('line', line);
  }
};

Interface.prototype[kNormalWrite] = function normalWrite(b) {
  if (b === undefined) return;
  let string = this[kDecoder].write(b);
  if (this[kSawReturnAt] && Date.now() - this[kSawReturnAt] <= this.crlfDelay) {
    if (string.codePointAt(0) === 10) string = string.slice(1);
    this[kSawReturnAt] = 0;
  }
  lineEnding.lastIndex = 0;
  let newPartContainsEnding = lineEnding.exec(string);
  if (newPartContainsEnding !== null) {
    if (this[kLineBuffer]) {
      string = this[kLineBuffer] + string;
      this[kLineBuffer] = null;
      lineEnding.lastIndex = 0;
      newPartContainsEnding = lineEnding.exec(string);
    }
    this[kSawReturnAt] = string.endsWith('\r') ? Date.now() : 0;
    const indexes = [0, newPartContainsEnding.index, lineEnding.lastIndex];
    let nextMatch;
    while ((nextMatch = lineEnding.exec(string)) !== null) {
      indexes.push(nextMatch.index, lineEnding.lastIndex);
    }
    const lastIndex = indexes.length - 1;
    // Either '' or the unfinished start of the next line.
    this[kLineBuffer] = string.slice(indexes[lastIndex]);
    for (let i = 1; i < lastIndex; i += 2) {
      this[kOnLine](string.slice(indexes[i - 1], indexes[i]));
    }
  } else if (string) {
    this[kLineBuffer] = this[kLineBuffer] ? this[kLineBuffer] + string : string;
  }
};

Interface.prototype.write = function write(d, key) { // eslint-disable-line no-unused-vars
  if (this.closed) throw useAfterClose();
  if (this.paused) this.resume();
  this[kNormalWrite](d);
};

Interface.prototype.pause = function pause() {
  if (this.paused) return undefined;
  this.input.pause();
  this.paused = true;
  this.emit('pause');
  return this;
};

Interface.prototype.resume = function resume() {
  if (!this.paused) return undefined;
  this.input.resume();
  this.paused = false;
  this.emit('resume');
  return this;
};

Interface.prototype.close = function close() {
  if (this.closed) return;
  this.pause();
  this.closed = true;
  this.emit('close');
};

Interface.prototype.getCursorPos = function getCursorPos() {
  return { rows: 0, cols: this.cursor };
};

Interface.prototype[Symbol.asyncIterator] = function asyncIterator() {
  if (this[kLineObjectStream] === undefined) {
    this[kLineObjectStream] = EventEmitter.on(this, 'line', {
      close: ['close'],
      highWatermark: 1024,
      [kFirstEventParam]: true,
    });
  }
  return this[kLineObjectStream];
};

function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

// ---------------------------------------------------------------- cursor functions
function validateStreamCallback(callback) {
  if (callback !== undefined) validateFunction(callback, 'callback');
}

function cursorTo(stream, x, y, callback) {
  if (callback !== undefined) validateFunction(callback, 'callback');
  if (typeof y === 'function') {
    callback = y;
    y = undefined;
  }
  if (Number.isNaN(x)) throw invalidArgValue('x', x);
  if (Number.isNaN(y)) throw invalidArgValue('y', y);
  if (stream == null || (typeof x !== 'number' && typeof y !== 'number')) {
    if (typeof callback === 'function') nextTick(callback, null);
    return true;
  }
  if (typeof x !== 'number') throw invalidArgValue('x', x);
  const data = typeof y !== 'number' ? `${CSI}${x + 1}G` : `${CSI}${y + 1};${x + 1}H`;
  return stream.write(data, callback);
}

function moveCursor(stream, dx, dy, callback) {
  validateStreamCallback(callback);
  if (stream == null || !(dx || dy)) {
    if (typeof callback === 'function') nextTick(callback, null);
    return true;
  }
  let data = '';
  if (dx < 0) data += `${CSI}${-dx}D`;
  else if (dx > 0) data += `${CSI}${dx}C`;
  if (dy < 0) data += `${CSI}${-dy}A`;
  else if (dy > 0) data += `${CSI}${dy}B`;
  return stream.write(data, callback);
}

function clearLine(stream, dir, callback) {
  validateStreamCallback(callback);
  if (stream === null || stream === undefined) {
    if (typeof callback === 'function') nextTick(callback, null);
    return true;
  }
  const type = dir < 0 ? `${CSI}1K` : dir > 0 ? `${CSI}0K` : `${CSI}2K`;
  return stream.write(type, callback);
}

function clearScreenDown(stream, callback) {
  validateStreamCallback(callback);
  if (stream === null || stream === undefined) {
    if (typeof callback === 'function') nextTick(callback, null);
    return true;
  }
  return stream.write(`${CSI}0J`, callback);
}

function emitKeypressEvents(stream) {
  if (stream == null || typeof stream.on !== 'function') throw invalidArgType('stream', 'Stream', stream);
}

module.exports = {
  Interface,
  clearLine,
  clearScreenDown,
  createInterface,
  cursorTo,
  emitKeypressEvents,
  moveCursor,
};
// What readline/promises builds on.
Object.defineProperty(module.exports, Symbol.for('evloop.readline.internals'), {
  value: { kQuestion, kQuestionCancel, useAfterClose },
});
Object.defineProperty(module.exports, 'promises', {
  configurable: true,
  enumerable: true,
  get() { return require('./readline/promises.js'); },
});
