'use strict';

// node:readline, as node v20's lib/readline.js and lib/internal/readline/ behave.
// An Interface over a stream that is not a terminal reads its input's 'data' (decoded as
// UTF-8), splits it into lines at \n, \r\n or a lone \r, and emits each 'line'
// synchronously inside the input's 'data' event; the input's 'end' emits the unfinished
// last line and 'close'. Over a terminal (`terminal: true`, or an output with isTTY) the
// input is put in raw mode and made to emit 'keypress' events (emitKeypressEvents: the
// escape sequences of xterm, rxvt, gnome, putty, with ESC alone after 500 ms), and the
// Interface edits the line itself as GNU readline does: cursor moves, word and line
// deletes, the kill ring, undo, history, tab completion, each change redrawn on the
// output with VT100 sequences. `question`, `prompt`, `for await` over the lines
// (events.on with 'close', pausing the input past 1024 waiting lines), and the cursor
// functions (`cursorTo`, `moveCursor`, `clearLine`, `clearScreenDown`).

const EventEmitter = require('./events.js');
const { StringDecoder } = require('./string_decoder.js');
const {
  makeError, invalidArgType, invalidArgValue, outOfRange, validateFunction, validateString,
  validateUint32, validateAbortSignal, nextTick,
} = require('./internal/node_errors.js');
const { inspect, getStringWidth, stripVTControlCharacters } = require('./internal/util/inspect.js');

const kFirstEventParam = Symbol.for('evloop.events.kFirstEventParam');
// A line ends at \r\n, \n, or a \r not followed by \n.
const lineEnding = /\r?\n|\r(?!\n)/g;
const kHistorySize = 30;
const kMincrlfDelay = 100;
const kMaxUndoRedoStackSize = 2048;
const kMaxLengthOfKillRing = 32;
// GNU readline's keyseq-timeout.
const ESCAPE_CODE_TIMEOUT = 500;
const kUTF16SurrogateThreshold = 0x10000;
const kEscape = '\x1b';
const CSI = '\x1b[';

const kLineObjectStream = Symbol('line object stream');
const kQuestionCancel = Symbol('kQuestionCancel');
const kQuestion = Symbol('kQuestion');
const kSubstringSearch = Symbol('kSubstringSearch');
const kAddHistory = Symbol('_addHistory');
const kBeforeEdit = Symbol('_beforeEdit');
const kDecoder = Symbol('_decoder');
const kDeleteLeft = Symbol('_deleteLeft');
const kDeleteLineLeft = Symbol('_deleteLineLeft');
const kDeleteLineRight = Symbol('_deleteLineRight');
const kDeleteRight = Symbol('_deleteRight');
const kDeleteWordLeft = Symbol('_deleteWordLeft');
const kDeleteWordRight = Symbol('_deleteWordRight');
const kGetDisplayPos = Symbol('_getDisplayPos');
const kHistoryNext = Symbol('_historyNext');
const kHistoryPrev = Symbol('_historyPrev');
const kInsertString = Symbol('_insertString');
const kLine = Symbol('_line');
const kLineBuffer = Symbol('_line_buffer');
const kKillRing = Symbol('_killRing');
const kKillRingCursor = Symbol('_killRingCursor');
const kMoveCursor = Symbol('_moveCursor');
const kNormalWrite = Symbol('_normalWrite');
const kOldPrompt = Symbol('_oldPrompt');
const kOnLine = Symbol('_onLine');
const kPreviousKey = Symbol('_previousKey');
const kPrompt = Symbol('_prompt');
const kPushToKillRing = Symbol('_pushToKillRing');
const kPushToUndoStack = Symbol('_pushToUndoStack');
const kQuestionCallback = Symbol('_questionCallback');
const kRedo = Symbol('_redo');
const kRedoStack = Symbol('_redoStack');
const kRefreshLine = Symbol('_refreshLine');
const kSawKeyPress = Symbol('_sawKeyPress');
const kSawReturnAt = Symbol('_sawReturnAt');
const kSetRawMode = Symbol('_setRawMode');
const kTabComplete = Symbol('_tabComplete');
const kTabCompleter = Symbol('_tabCompleter');
const kTtyWrite = Symbol('_ttyWrite');
const kUndo = Symbol('_undo');
const kUndoStack = Symbol('_undoStack');
const kWordLeft = Symbol('_wordLeft');
const kWordRight = Symbol('_wordRight');
const kWriteToOutput = Symbol('_writeToOutput');
const kYank = Symbol('_yank');
const kYanking = Symbol('_yanking');
const kYankPop = Symbol('_yankPop');

const kEmptyKey = Object.freeze({ __proto__: null });

function useAfterClose() {
  return makeError(Error, 'ERR_USE_AFTER_CLOSE', 'readline was closed');
}

function validateNonNegativeNumber(value, name) {
  if (typeof value !== 'number') throw invalidArgType(name, 'number', value);
  if (value < 0 || Number.isNaN(value)) throw outOfRange(name, '>= 0', value);
}

// ---------------------------------------------------------------- characters
// How many UTF-16 units the character left of (or at) `i` takes.
function charLengthLeft(str, i) {
  if (i <= 0) return 0;
  if ((i > 1 && str.codePointAt(i - 2) >= kUTF16SurrogateThreshold) ||
      str.codePointAt(i - 1) >= kUTF16SurrogateThreshold) {
    return 2;
  }
  return 1;
}

function charLengthAt(str, i) {
  // Past the end counts as one, so that moving right can complete a line.
  if (str.length <= i) return 1;
  return str.codePointAt(i) >= kUTF16SurrogateThreshold ? 2 : 1;
}

function commonPrefix(strings) {
  if (strings.length === 1) return strings[0];
  const sorted = strings.slice().sort();
  const min = sorted[0];
  const max = sorted[sorted.length - 1];
  for (let i = 0; i < min.length; i++) {
    if (min[i] !== max[i]) return min.slice(0, i);
  }
  return min;
}

// ---------------------------------------------------------------- keys
// The key names of the escape sequences terminals send, by their code (the sequence
// without ESC, its digits of modifier taken out). A key with a modifier in its code
// (rxvt's shift and ctrl forms) names the modifier after a colon.
const keyNames = {
  OP: 'f1', OQ: 'f2', OR: 'f3', OS: 'f4',
  '[P': 'f1', '[Q': 'f2', '[R': 'f3', '[S': 'f4',
  '[11~': 'f1', '[12~': 'f2', '[13~': 'f3', '[14~': 'f4',
  '[[A': 'f1', '[[B': 'f2', '[[C': 'f3', '[[D': 'f4', '[[E': 'f5',
  '[15~': 'f5', '[17~': 'f6', '[18~': 'f7', '[19~': 'f8',
  '[20~': 'f9', '[21~': 'f10', '[23~': 'f11', '[24~': 'f12',
  '[A': 'up', '[B': 'down', '[C': 'right', '[D': 'left', '[E': 'clear', '[F': 'end', '[H': 'home',
  OA: 'up', OB: 'down', OC: 'right', OD: 'left', OE: 'clear', OF: 'end', OH: 'home',
  '[1~': 'home', '[2~': 'insert', '[3~': 'delete', '[4~': 'end', '[5~': 'pageup', '[6~': 'pagedown',
  '[[5~': 'pageup', '[[6~': 'pagedown',
  '[7~': 'home', '[8~': 'end',
  '[a': 'up:shift', '[b': 'down:shift', '[c': 'right:shift', '[d': 'left:shift', '[e': 'clear:shift',
  '[2$': 'insert:shift', '[3$': 'delete:shift', '[5$': 'pageup:shift', '[6$': 'pagedown:shift',
  '[7$': 'home:shift', '[8$': 'end:shift',
  Oa: 'up:ctrl', Ob: 'down:ctrl', Oc: 'right:ctrl', Od: 'left:ctrl', Oe: 'clear:ctrl',
  '[2^': 'insert:ctrl', '[3^': 'delete:ctrl', '[5^': 'pageup:ctrl', '[6^': 'pagedown:ctrl',
  '[7^': 'home:ctrl', '[8^': 'end:ctrl',
  '[Z': 'tab:shift',
};

// A generator fed one character at a time (and '' when an escape times out), emitting
// 'keypress' on `stream` for each key it makes out. The forms: ESC letter; ESC [ letter;
// ESC [ modifier letter; ESC [ 1 ; modifier letter; ESC [ num char; ESC [ num ; modifier
// char; ESC O letter; ESC O modifier letter; ESC [ [ num char; and the same after two
// ESCs. A modifier is 1 + shift + 2 * alt + 4 * ctrl + 8 * right alt.
function* emitKeys(stream) {
  while (true) {
    let ch = yield;
    let s = ch;
    let escaped = false;
    const key = { sequence: null, name: undefined, ctrl: false, meta: false, shift: false };

    if (ch === kEscape) {
      escaped = true;
      s += (ch = yield);
      if (ch === kEscape) s += (ch = yield);
    }

    if (escaped && (ch === 'O' || ch === '[')) {
      let code = ch;
      let modifier = 0;
      if (ch === 'O') {
        s += (ch = yield);
        if (ch >= '0' && ch <= '9') {
          modifier = (ch >> 0) - 1;
          s += (ch = yield);
        }
        code += ch;
      } else {
        s += (ch = yield);
        if (ch === '[') {
          // Cygwin's and putty's second bracket.
          code += ch;
          s += (ch = yield);
        }
        // Read just enough for `\d\d?(;\d)?[~^$]` or `((\d;)?\d)?[A-Za-z]`.
        const cmdStart = s.length - 1;
        if (ch >= '0' && ch <= '9') {
          s += (ch = yield);
          if (ch >= '0' && ch <= '9') s += (ch = yield);
        }
        if (ch === ';') {
          s += (ch = yield);
          if (ch >= '0' && ch <= '9') s += yield;
        }
        const cmd = s.slice(cmdStart);
        let match;
        if ((match = /^(\d\d?)(;(\d))?([~^$])$/.exec(cmd))) {
          code += match[1] + match[4];
          modifier = (match[3] || 1) - 1;
        } else if ((match = /^((\d;)?(\d))?([A-Za-z])$/.exec(cmd))) {
          code += match[4];
          modifier = (match[3] || 1) - 1;
        } else {
          code += cmd;
        }
      }
      key.ctrl = !!(modifier & 4);
      key.meta = !!(modifier & 10);
      key.shift = !!(modifier & 1);
      key.code = code;
      const named = Object.prototype.hasOwnProperty.call(keyNames, code) ? keyNames[code] : 'undefined';
      const colon = named.indexOf(':');
      if (colon === -1) {
        key.name = named;
      } else {
        key.name = named.slice(0, colon);
        key[named.slice(colon + 1)] = true;
      }
    } else if (ch === '\r') {
      key.name = 'return';
      key.meta = escaped;
    } else if (ch === '\n') {
      key.name = 'enter';
      key.meta = escaped;
    } else if (ch === '\t') {
      key.name = 'tab';
      key.meta = escaped;
    } else if (ch === '\b' || ch === '\x7f') {
      key.name = 'backspace';
      key.meta = escaped;
    } else if (ch === kEscape) {
      key.name = 'escape';
      key.meta = escaped;
    } else if (ch === ' ') {
      key.name = 'space';
      key.meta = escaped;
    } else if (!escaped && ch <= '\x1a') {
      // Ctrl+letter.
      key.name = String.fromCharCode(ch.charCodeAt(0) + 'a'.charCodeAt(0) - 1);
      key.ctrl = true;
    } else if (/^[0-9A-Za-z]$/.test(ch)) {
      key.name = ch.toLowerCase();
      key.shift = /^[A-Z]$/.test(ch);
      key.meta = escaped;
    } else if (escaped) {
      // The escape timed out ('') or led nowhere known.
      key.name = ch.length ? undefined : 'escape';
      key.meta = true;
    }

    key.sequence = s;
    if (s.length !== 0 && (key.name !== undefined || escaped)) {
      stream.emit('keypress', escaped ? undefined : s, key);
    } else if (charLengthAt(s, 0) === s.length) {
      // One character with no name, such as '.'.
      stream.emit('keypress', s, key);
    }
    // Anything else is a broken sequence: nothing is emitted.
  }
}

const KEYPRESS_DECODER = Symbol('keypress-decoder');
const ESCAPE_DECODER = Symbol('escape-decoder');

// Makes `stream` emit 'keypress' for what it reads, once anyone listens for it. The
// decoder lives on the stream, so a second Interface over it picks up where the first
// left (half a character included).
function emitKeypressEvents(stream, iface = {}) {
  if (stream[KEYPRESS_DECODER]) return;
  stream[KEYPRESS_DECODER] = new StringDecoder('utf8');
  stream[ESCAPE_DECODER] = emitKeys(stream);
  stream[ESCAPE_DECODER].next();

  const triggerEscape = () => stream[ESCAPE_DECODER].next('');
  const { escapeCodeTimeout = ESCAPE_CODE_TIMEOUT } = iface;
  let timeoutId;

  function onData(input) {
    if (stream.listenerCount('keypress') > 0) {
      const string = stream[KEYPRESS_DECODER].write(input);
      if (string) {
        clearTimeout(timeoutId);
        // A keypress is one character (of one or two units); more is a paste.
        iface[kSawKeyPress] = charLengthAt(string, 0) === string.length;
        iface.isCompletionEnabled = false;
        let length = 0;
        for (const character of string) {
          length += character.length;
          if (length === string.length) iface.isCompletionEnabled = true;
          try {
            stream[ESCAPE_DECODER].next(character);
            // An ESC last in the chunk is the escape key unless more follows in time.
            if (length === string.length && character === kEscape) {
              timeoutId = setTimeout(triggerEscape, escapeCodeTimeout);
            }
          } catch (err) {
            // A 'keypress' listener threw: start the generator afresh.
            stream[ESCAPE_DECODER] = emitKeys(stream);
            stream[ESCAPE_DECODER].next();
            throw err;
          }
        }
      }
    } else {
      // Nobody listens any more: wait for a new 'keypress' listener.
      stream.removeListener('data', onData);
      stream.on('newListener', onNewListener);
    }
  }

  function onNewListener(event) {
    if (event === 'keypress') {
      stream.on('data', onData);
      stream.removeListener('newListener', onNewListener);
    }
  }

  if (stream.listenerCount('keypress') > 0) stream.on('data', onData);
  else stream.on('newListener', onNewListener);
}

// ---------------------------------------------------------------- the Interface
function InterfaceConstructor(input, output, completer, terminal) {
  this[kSawReturnAt] = 0;
  this.isCompletionEnabled = true;
  this[kSawKeyPress] = false;
  this[kPreviousKey] = null;
  this.escapeCodeTimeout = ESCAPE_CODE_TIMEOUT;
  this.tabSize = 8;
  EventEmitter.call(this);

  let history;
  let historySize;
  let removeHistoryDuplicates = false;
  let crlfDelay;
  let prompt = '> ';
  let signal;
  if (input && input.input) {
    // An options object.
    const options = input;
    output = options.output;
    completer = options.completer;
    terminal = options.terminal;
    history = options.history;
    historySize = options.historySize;
    signal = options.signal;
    if (options.tabSize !== undefined) {
      validateUint32(options.tabSize, 'tabSize', true);
      this.tabSize = options.tabSize;
    }
    removeHistoryDuplicates = options.removeHistoryDuplicates;
    if (options.prompt !== undefined) prompt = options.prompt;
    if (options.escapeCodeTimeout !== undefined) {
      if (Number.isFinite(options.escapeCodeTimeout)) {
        this.escapeCodeTimeout = options.escapeCodeTimeout;
      } else {
        // Node shows the current value, not the rejected one.
        throw invalidArgValue('input.escapeCodeTimeout', this.escapeCodeTimeout, 'is invalid');
      }
    }
    if (signal) validateAbortSignal(signal, 'options.signal');
    crlfDelay = options.crlfDelay;
    input = options.input;
  }
  if (completer !== undefined && typeof completer !== 'function') {
    throw invalidArgValue('completer', completer, 'is invalid');
  }
  if (history === undefined) history = [];
  else if (!Array.isArray(history)) throw invalidArgType('history', 'Array', history);
  if (historySize === undefined) historySize = kHistorySize;
  validateNonNegativeNumber(historySize, 'historySize');
  // Without `terminal`, the output's isTTY decides.
  if (terminal === undefined && !(output === null || output === undefined)) {
    terminal = !!output.isTTY;
  }

  const self = this;
  this.line = '';
  this[kSubstringSearch] = null;
  this.output = output;
  this.input = input;
  this[kUndoStack] = [];
  this[kRedoStack] = [];
  this.history = history;
  this.historySize = historySize;
  // Text killed (deleted) before, for yank (ctrl+y) and yank-pop (meta+y), as in Emacs.
  this[kKillRing] = [];
  this[kKillRingCursor] = 0;
  this.removeHistoryDuplicates = !!removeHistoryDuplicates;
  this.crlfDelay = crlfDelay ? Math.max(kMincrlfDelay, crlfDelay) : kMincrlfDelay;
  this.completer = completer;
  this.setPrompt(prompt);
  this.terminal = !!terminal;

  function onerror(err) {
    self.emit('error', err);
  }
  function ondata(data) {
    self[kNormalWrite](data);
  }
  function onend() {
    if (typeof self[kLineBuffer] === 'string' && self[kLineBuffer].length > 0) {
      self.emit('line', self[kLineBuffer]);
    }
    self.close();
  }
  function ontermend() {
    if (typeof self.line === 'string' && self.line.length > 0) self.emit('line', self.line);
    self.close();
  }
  function onkeypress(s, key) {
    self[kTtyWrite](s, key);
    if (key && key.sequence) {
      // Half a surrogate pair: redraw, so the character shows once whole.
      const ch = key.sequence.codePointAt(0);
      if (ch >= 0xd800 && ch <= 0xdfff) self[kRefreshLine]();
    }
  }
  function onresize() {
    self[kRefreshLine]();
  }

  this[kLineObjectStream] = undefined;
  input.on('error', onerror);
  if (!this.terminal) {
    input.on('data', ondata);
    input.on('end', onend);
    self.once('close', () => {
      input.removeListener('data', ondata);
      input.removeListener('error', onerror);
      input.removeListener('end', onend);
    });
    this[kDecoder] = new StringDecoder('utf8');
  } else {
    emitKeypressEvents(input, this);
    input.on('keypress', onkeypress);
    input.on('end', ontermend);
    this[kSetRawMode](true);
    this.terminal = true;
    // The cursor's place in the line.
    this.cursor = 0;
    this.historyIndex = -1;
    if (output !== null && output !== undefined) output.on('resize', onresize);
    self.once('close', () => {
      input.removeListener('keypress', onkeypress);
      input.removeListener('error', onerror);
      input.removeListener('end', ontermend);
      if (output !== null && output !== undefined) output.removeListener('resize', onresize);
    });
  }

  if (signal) {
    const onAborted = () => self.close();
    if (signal.aborted) {
      nextTick(onAborted);
    } else {
      signal.addEventListener('abort', onAborted, { once: true });
      self.once('close', () => signal.removeEventListener('abort', onAborted));
    }
  }

  this.line = '';
  input.resume();
}
Object.setPrototypeOf(InterfaceConstructor.prototype, EventEmitter.prototype);
Object.setPrototypeOf(InterfaceConstructor, EventEmitter);

// node's internal Interface (lib/internal/readline/interface.js): what both the
// callback readline and readline/promises build on.
class BaseInterface extends InterfaceConstructor {
  get columns() {
    if (this.output && this.output.columns) return this.output.columns;
    return Infinity;
  }

  setPrompt(prompt) {
    this[kPrompt] = prompt;
  }

  getPrompt() {
    return this[kPrompt];
  }

  [kSetRawMode](mode) {
    const wasInRawMode = this.input.isRaw;
    if (typeof this.input.setRawMode === 'function') this.input.setRawMode(mode);
    return wasInRawMode;
  }

  prompt(preserveCursor) {
    if (this.paused) this.resume();
    if (this.terminal && process.env.TERM !== 'dumb') {
      if (!preserveCursor) this.cursor = 0;
      this[kRefreshLine]();
    } else {
      this[kWriteToOutput](this[kPrompt]);
    }
  }

  [kQuestion](query, cb) {
    if (this.closed) throw useAfterClose();
    if (this[kQuestionCallback]) {
      this.prompt();
    } else {
      this[kOldPrompt] = this[kPrompt];
      this.setPrompt(query);
      this[kQuestionCallback] = cb;
      this.prompt();
    }
  }

  [kOnLine](line) {
    if (this[kQuestionCallback]) {
      const cb = this[kQuestionCallback];
      this[kQuestionCallback] = null;
      this.setPrompt(this[kOldPrompt]);
      cb(line);
    } else {
      this.emit('line', line);
    }
  }

  [kBeforeEdit](oldText, oldCursor) {
    this[kPushToUndoStack](oldText, oldCursor);
  }

  [kQuestionCancel]() {
    if (this[kQuestionCallback]) {
      this[kQuestionCallback] = null;
      this.setPrompt(this[kOldPrompt]);
      this.clearLine();
    }
  }

  [kWriteToOutput](stringToWrite) {
    validateString(stringToWrite, 'stringToWrite');
    if (this.output !== null && this.output !== undefined) this.output.write(stringToWrite);
  }

  [kAddHistory]() {
    if (this.line.length === 0) return '';
    if (this.historySize === 0) return this.line;
    // A blank line is answered but not remembered.
    if (this.line.trim().length === 0) return this.line;
    if (this.history.length === 0 || this.history[0] !== this.line) {
      if (this.removeHistoryDuplicates) {
        const dupIndex = this.history.indexOf(this.line);
        if (dupIndex !== -1) this.history.splice(dupIndex, 1);
      }
      this.history.unshift(this.line);
      if (this.history.length > this.historySize) this.history.pop();
    }
    this.historyIndex = -1;
    // A 'history' listener may take the entry out again (a password, say).
    const line = this.history[0];
    this.emit('history', this.history);
    return line;
  }

  // Redraws the prompt and line: up to the first row, erase down, write, put the cursor
  // back where it was.
  [kRefreshLine]() {
    const line = this[kPrompt] + this.line;
    const dispPos = this[kGetDisplayPos](line);
    const lineCols = dispPos.cols;
    const lineRows = dispPos.rows;
    const cursorPos = this.getCursorPos();
    const prevRows = this.prevRows || 0;
    if (prevRows > 0) moveCursor(this.output, 0, -prevRows);
    cursorTo(this.output, 0);
    clearScreenDown(this.output);
    this[kWriteToOutput](line);
    // An empty last row: make the terminal give it a line.
    if (lineCols === 0) this[kWriteToOutput](' ');
    cursorTo(this.output, cursorPos.cols);
    const diff = lineRows - cursorPos.rows;
    if (diff > 0) moveCursor(this.output, 0, -diff);
    this.prevRows = cursorPos.rows;
  }

  close() {
    if (this.closed) return;
    this.pause();
    if (this.terminal) this[kSetRawMode](false);
    this.closed = true;
    this.emit('close');
  }

  pause() {
    if (this.paused) return undefined;
    this.input.pause();
    this.paused = true;
    this.emit('pause');
    return this;
  }

  resume() {
    if (!this.paused) return undefined;
    this.input.resume();
    this.paused = false;
    this.emit('resume');
    return this;
  }

  write(d, key) {
    if (this.paused) this.resume();
    if (this.terminal) this[kTtyWrite](d, key);
    else this[kNormalWrite](d);
  }

  [kNormalWrite](b) {
    if (b === undefined) return;
    let string = this[kDecoder].write(b);
    if (this[kSawReturnAt] && Date.now() - this[kSawReturnAt] <= this.crlfDelay) {
      if (string.codePointAt(0) === 10) string = string.slice(1);
      this[kSawReturnAt] = 0;
    }
    // Search the new chunk, not the whole buffered line.
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
  }

  [kInsertString](c) {
    this[kBeforeEdit](this.line, this.cursor);
    if (this.cursor < this.line.length) {
      const beg = this.line.slice(0, this.cursor);
      const end = this.line.slice(this.cursor, this.line.length);
      this.line = beg + c + end;
      this.cursor += c.length;
      this[kRefreshLine]();
    } else {
      const oldPos = this.getCursorPos();
      this.line += c;
      this.cursor += c.length;
      const newPos = this.getCursorPos();
      // Typing at the end writes just the text, unless it wrapped to a new row.
      if (oldPos.rows < newPos.rows) this[kRefreshLine]();
      else this[kWriteToOutput](c);
    }
  }

  // The promise form: the completer may return the result or a promise of it.
  async [kTabComplete](lastKeypressWasTab) {
    this.pause();
    const string = this.line.slice(0, this.cursor);
    let value;
    try {
      value = await this.completer(string);
    } catch (err) {
      this[kWriteToOutput](`Tab completion error: ${inspect(err)}`);
      return;
    } finally {
      this.resume();
    }
    this[kTabCompleter](lastKeypressWasTab, value);
  }

  // [completions, the text they complete]: insert their common prefix, or on a second
  // tab list them in columns.
  [kTabCompleter](lastKeypressWasTab, { 0: completions, 1: completeOn }) {
    if (!completions || completions.length === 0) return;
    const prefix = commonPrefix(completions.filter((e) => e !== ''));
    if (prefix.startsWith(completeOn) && prefix.length > completeOn.length) {
      this[kInsertString](prefix.slice(completeOn.length));
      return;
    } else if (!completeOn.startsWith(prefix)) {
      this.line = this.line.slice(0, this.cursor - completeOn.length) + prefix +
        this.line.slice(this.cursor, this.line.length);
      this.cursor = this.cursor - completeOn.length + prefix.length;
      this[kRefreshLine]();
      return;
    }
    if (!lastKeypressWasTab) return;
    this[kBeforeEdit](this.line, this.cursor);
    const completionsWidth = completions.map((e) => getStringWidth(e));
    const width = Math.max(...completionsWidth) + 2; // two spaces between columns
    let maxColumns = Math.floor(this.columns / width) || 1;
    if (maxColumns === Infinity) maxColumns = 1;
    let output = '\r\n';
    let lineIndex = 0;
    let whitespace = 0;
    for (let i = 0; i < completions.length; i++) {
      const completion = completions[i];
      if (completion === '' || lineIndex === maxColumns) {
        output += '\r\n';
        lineIndex = 0;
        whitespace = 0;
      } else {
        output += ' '.repeat(whitespace);
      }
      if (completion !== '') {
        output += completion;
        whitespace = width - completionsWidth[i];
        lineIndex++;
      } else {
        output += '\r\n';
      }
    }
    if (lineIndex !== 0) output += '\r\n\r\n';
    this[kWriteToOutput](output);
    this[kRefreshLine]();
  }

  // Words are runs of \w or of other non-space characters; matched on the reversed
  // text to stay linear.
  [kWordLeft]() {
    if (this.cursor > 0) {
      const reversed = Array.from(this.line.slice(0, this.cursor)).reverse().join('');
      const match = /^\s*(?:[^\w\s]+|\w+)?/.exec(reversed);
      this[kMoveCursor](-match[0].length);
    }
  }

  [kWordRight]() {
    if (this.cursor < this.line.length) {
      const trailing = this.line.slice(this.cursor);
      const match = /^(?:\s+|[^\w\s]+|\w+)\s*/.exec(trailing);
      this[kMoveCursor](match[0].length);
    }
  }

  [kDeleteLeft]() {
    if (this.cursor > 0 && this.line.length > 0) {
      this[kBeforeEdit](this.line, this.cursor);
      const charSize = charLengthLeft(this.line, this.cursor);
      this.line = this.line.slice(0, this.cursor - charSize) +
        this.line.slice(this.cursor, this.line.length);
      this.cursor -= charSize;
      this[kRefreshLine]();
    }
  }

  [kDeleteRight]() {
    if (this.cursor < this.line.length) {
      this[kBeforeEdit](this.line, this.cursor);
      const charSize = charLengthAt(this.line, this.cursor);
      this.line = this.line.slice(0, this.cursor) +
        this.line.slice(this.cursor + charSize, this.line.length);
      this[kRefreshLine]();
    }
  }

  [kDeleteWordLeft]() {
    if (this.cursor > 0) {
      this[kBeforeEdit](this.line, this.cursor);
      let leading = this.line.slice(0, this.cursor);
      const reversed = Array.from(leading).reverse().join('');
      const match = /^\s*(?:[^\w\s]+|\w+)?/.exec(reversed);
      leading = leading.slice(0, leading.length - match[0].length);
      this.line = leading + this.line.slice(this.cursor, this.line.length);
      this.cursor = leading.length;
      this[kRefreshLine]();
    }
  }

  [kDeleteWordRight]() {
    if (this.cursor < this.line.length) {
      this[kBeforeEdit](this.line, this.cursor);
      const trailing = this.line.slice(this.cursor);
      const match = /^(?:\s+|\W+|\w+)\s*/.exec(trailing);
      this.line = this.line.slice(0, this.cursor) + trailing.slice(match[0].length);
      this[kRefreshLine]();
    }
  }

  [kDeleteLineLeft]() {
    this[kBeforeEdit](this.line, this.cursor);
    const del = this.line.slice(0, this.cursor);
    this.line = this.line.slice(this.cursor);
    this.cursor = 0;
    this[kPushToKillRing](del);
    this[kRefreshLine]();
  }

  [kDeleteLineRight]() {
    this[kBeforeEdit](this.line, this.cursor);
    const del = this.line.slice(this.cursor);
    this.line = this.line.slice(0, this.cursor);
    this[kPushToKillRing](del);
    this[kRefreshLine]();
  }

  [kPushToKillRing](del) {
    if (!del || del === this[kKillRing][0]) return;
    this[kKillRing].unshift(del);
    this[kKillRingCursor] = 0;
    while (this[kKillRing].length > kMaxLengthOfKillRing) this[kKillRing].pop();
  }

  [kYank]() {
    if (this[kKillRing].length > 0) {
      this[kYanking] = true;
      this[kInsertString](this[kKillRing][this[kKillRingCursor]]);
    }
  }

  // Right after a yank: swap the yanked text for the next older kill.
  [kYankPop]() {
    if (!this[kYanking]) return;
    if (this[kKillRing].length > 1) {
      const lastYank = this[kKillRing][this[kKillRingCursor]];
      this[kKillRingCursor]++;
      if (this[kKillRingCursor] >= this[kKillRing].length) this[kKillRingCursor] = 0;
      const currentYank = this[kKillRing][this[kKillRingCursor]];
      const head = this.line.slice(0, this.cursor - lastYank.length);
      const tail = this.line.slice(this.cursor);
      this.line = head + currentYank + tail;
      this.cursor = head.length + currentYank.length;
      this[kRefreshLine]();
    }
  }

  clearLine() {
    this[kMoveCursor](+Infinity);
    this[kWriteToOutput]('\r\n');
    this.line = '';
    this.cursor = 0;
    this.prevRows = 0;
  }

  [kLine]() {
    const line = this[kAddHistory]();
    this[kUndoStack] = [];
    this[kRedoStack] = [];
    this.clearLine();
    this[kOnLine](line);
  }

  [kPushToUndoStack](text, cursor) {
    if (this[kUndoStack].push({ text, cursor }) > kMaxUndoRedoStackSize) {
      this[kUndoStack].shift();
    }
  }

  [kUndo]() {
    if (this[kUndoStack].length <= 0) return;
    this[kRedoStack].push({ text: this.line, cursor: this.cursor });
    const entry = this[kUndoStack].pop();
    this.line = entry.text;
    this.cursor = entry.cursor;
    this[kRefreshLine]();
  }

  [kRedo]() {
    if (this[kRedoStack].length <= 0) return;
    this[kUndoStack].push({ text: this.line, cursor: this.cursor });
    const entry = this[kRedoStack].pop();
    this.line = entry.text;
    this.cursor = entry.cursor;
    this[kRefreshLine]();
  }

  // Up and down walk the entries that start with what was typed before the first of
  // them (the substring search), skipping one equal to the line shown.
  [kHistoryNext]() {
    if (this.historyIndex >= 0) {
      this[kBeforeEdit](this.line, this.cursor);
      const search = this[kSubstringSearch] || '';
      let index = this.historyIndex - 1;
      while (index >= 0 &&
             (!this.history[index].startsWith(search) || this.line === this.history[index])) {
        index--;
      }
      this.line = index === -1 ? search : this.history[index];
      this.historyIndex = index;
      this.cursor = this.line.length;
      this[kRefreshLine]();
    }
  }

  [kHistoryPrev]() {
    if (this.historyIndex < this.history.length && this.history.length) {
      this[kBeforeEdit](this.line, this.cursor);
      const search = this[kSubstringSearch] || '';
      let index = this.historyIndex + 1;
      while (index < this.history.length &&
             (!this.history[index].startsWith(search) || this.line === this.history[index])) {
        index++;
      }
      this.line = index === this.history.length ? search : this.history[index];
      this.historyIndex = index;
      this.cursor = this.line.length;
      this[kRefreshLine]();
    }
  }

  // Where the last character of `str` lands on screen: rows wrap at `columns`, tabs
  // stop at every `tabSize`, wide characters take two cells (never split over a wrap).
  [kGetDisplayPos](str) {
    let offset = 0;
    const col = this.columns;
    let rows = 0;
    str = stripVTControlCharacters(str);
    for (const char of str) {
      if (char === '\n') {
        // A new row even when offset is 0 or columns is Infinity.
        rows += Math.ceil(offset / col) || 1;
        offset = 0;
        continue;
      }
      if (char === '\t') {
        offset += this.tabSize - (offset % this.tabSize);
        continue;
      }
      const width = getStringWidth(char, false);
      if (width === 0 || width === 1) {
        offset += width;
      } else {
        if ((offset + 1) % col === 0) offset++;
        offset += 2;
      }
    }
    const cols = offset % col;
    rows += (offset - cols) / col;
    return { cols, rows };
  }

  // The cursor's place relative to the start of the prompt.
  getCursorPos() {
    const strBeforeCursor = this[kPrompt] + this.line.slice(0, this.cursor);
    return this[kGetDisplayPos](strBeforeCursor);
  }

  // Moves the cursor dx units (clamped to the line); redraws if it changes rows.
  [kMoveCursor](dx) {
    if (dx === 0) return;
    const oldPos = this.getCursorPos();
    this.cursor += dx;
    if (this.cursor < 0) this.cursor = 0;
    else if (this.cursor > this.line.length) this.cursor = this.line.length;
    const newPos = this.getCursorPos();
    if (oldPos.rows === newPos.rows) {
      moveCursor(this.output, newPos.cols - oldPos.cols, 0);
    } else {
      this[kRefreshLine]();
    }
  }

  // One key from the terminal (or `write(data, key)`).
  [kTtyWrite](s, key) {
    const previousKey = this[kPreviousKey];
    key = key || kEmptyKey;
    this[kPreviousKey] = key;

    // Yank-pop only straight after a yank.
    if (!key.meta || key.name !== 'y') this[kYanking] = false;

    // Up and down without modifiers start (or go on with) a substring search.
    if ((key.name === 'up' || key.name === 'down') && !key.ctrl && !key.meta && !key.shift) {
      if (this[kSubstringSearch] === null) {
        this[kSubstringSearch] = this.line.slice(0, this.cursor);
      }
    } else if (this[kSubstringSearch] !== null) {
      this[kSubstringSearch] = null;
      // No match was found: start over from the newest entry.
      if (this.history.length === this.historyIndex) this.historyIndex = -1;
    }

    // ctrl+_ undoes, ctrl+^ redoes.
    if (typeof key.sequence === 'string') {
      const code = key.sequence.codePointAt(0);
      if (code === 0x1f) {
        this[kUndo]();
        return;
      }
      if (code === 0x1e) {
        this[kRedo]();
        return;
      }
    }

    if (key.name === 'escape') return;

    if (key.ctrl && key.shift) {
      switch (key.name) {
        // ctrl+shift+backspace sends \b, the same as ctrl+h.
        case 'backspace':
          this[kDeleteLineLeft]();
          break;
        case 'delete':
          this[kDeleteLineRight]();
          break;
      }
    } else if (key.ctrl) {
      switch (key.name) {
        case 'c':
          if (this.listenerCount('SIGINT') > 0) this.emit('SIGINT');
          else this.close();
          break;
        case 'h':
          this[kDeleteLeft]();
          break;
        case 'd':
          // On an empty line: end of input.
          if (this.cursor === 0 && this.line.length === 0) this.close();
          else if (this.cursor < this.line.length) this[kDeleteRight]();
          break;
        case 'u':
          this[kDeleteLineLeft]();
          break;
        case 'k':
          this[kDeleteLineRight]();
          break;
        case 'a':
          this[kMoveCursor](-Infinity);
          break;
        case 'e':
          this[kMoveCursor](+Infinity);
          break;
        case 'b':
          this[kMoveCursor](-charLengthLeft(this.line, this.cursor));
          break;
        case 'f':
          this[kMoveCursor](+charLengthAt(this.line, this.cursor));
          break;
        case 'l':
          // Clear the screen.
          cursorTo(this.output, 0, 0);
          clearScreenDown(this.output);
          this[kRefreshLine]();
          break;
        case 'n':
          this[kHistoryNext]();
          break;
        case 'p':
          this[kHistoryPrev]();
          break;
        case 'y':
          this[kYank]();
          break;
        case 'z':
          if (process.platform === 'win32') break;
          if (this.listenerCount('SIGTSTP') > 0) {
            this.emit('SIGTSTP');
          } else {
            process.once('SIGCONT', () => {
              // Paused and resumed after SIGCONT to catch SIGINT, SIGTSTP and EOF again,
              // unless the stream was given up meanwhile.
              if (!this.paused) {
                this.pause();
                this.emit('SIGCONT');
              }
              this[kSetRawMode](true);
              this[kRefreshLine]();
            });
            this[kSetRawMode](false);
            process.kill(process.pid, 'SIGTSTP');
          }
          break;
        case 'w':
        case 'backspace':
          this[kDeleteWordLeft]();
          break;
        case 'delete':
          this[kDeleteWordRight]();
          break;
        case 'left':
          this[kWordLeft]();
          break;
        case 'right':
          this[kWordRight]();
          break;
      }
    } else if (key.meta) {
      switch (key.name) {
        case 'b':
          this[kWordLeft]();
          break;
        case 'f':
          this[kWordRight]();
          break;
        case 'd':
        case 'delete':
          this[kDeleteWordRight]();
          break;
        case 'backspace':
          this[kDeleteWordLeft]();
          break;
        case 'y':
          this[kYankPop]();
          break;
      }
    } else {
      // A \r only matters to the \n right after it.
      if (this[kSawReturnAt] && key.name !== 'enter') this[kSawReturnAt] = 0;
      switch (key.name) {
        case 'return':
          this[kSawReturnAt] = Date.now();
          this[kLine]();
          break;
        case 'enter':
          // A \n within crlfDelay of a \r ends no second line.
          if (this[kSawReturnAt] === 0 || Date.now() - this[kSawReturnAt] > this.crlfDelay) {
            this[kLine]();
          }
          this[kSawReturnAt] = 0;
          break;
        case 'backspace':
          this[kDeleteLeft]();
          break;
        case 'delete':
          this[kDeleteRight]();
          break;
        case 'left':
          this[kMoveCursor](-charLengthLeft(this.line, this.cursor));
          break;
        case 'right':
          this[kMoveCursor](+charLengthAt(this.line, this.cursor));
          break;
        case 'home':
          this[kMoveCursor](-Infinity);
          break;
        case 'end':
          this[kMoveCursor](+Infinity);
          break;
        case 'up':
          this[kHistoryPrev]();
          break;
        case 'down':
          this[kHistoryNext]();
          break;
        case 'tab':
          // With a completer (and not inside a paste), complete; else a plain \t.
          if (typeof this.completer === 'function' && this.isCompletionEnabled) {
            const lastKeypressWasTab = previousKey && previousKey.name === 'tab';
            this[kTabComplete](lastKeypressWasTab);
            break;
          }
        // falls through
        default:
          if (typeof s === 'string' && s) {
            // Text with line breaks in it (a paste, `write`) ends a line at each.
            lineEnding.lastIndex = 0;
            let nextMatch;
            let lastIndex = 0;
            while ((nextMatch = lineEnding.exec(s)) !== null) {
              this[kInsertString](s.slice(lastIndex, nextMatch.index));
              ({ lastIndex } = lineEnding);
              this[kLine]();
              // A 'line' listener may have used the same regular expression.
              lineEnding.lastIndex = lastIndex;
            }
            this[kInsertString](s.slice(lastIndex));
          }
      }
    }
  }

  [Symbol.asyncIterator]() {
    if (this[kLineObjectStream] === undefined) {
      this[kLineObjectStream] = EventEmitter.on(this, 'line', {
        close: ['close'],
        highWatermark: 1024,
        [kFirstEventParam]: true,
      });
    }
    return this[kLineObjectStream];
  }
}

// ---------------------------------------------------------------- node:readline's Interface
// The callback form: callable without `new`, a one-argument completer wrapped into the
// (line, callback) form, the internal methods reachable under their old underscore
// names (and a test or a REPL replacing `rl._writeToOutput` is obeyed), and on a dumb
// terminal only plain line input.
function Interface(input, output, completer, terminal) {
  if (!(this instanceof Interface)) return new Interface(input, output, completer, terminal);
  if (input && input.input && typeof input.completer === 'function' && input.completer.length !== 2) {
    const realCompleter = input.completer;
    input.completer = (v, cb) => cb(null, realCompleter(v));
  } else if (typeof completer === 'function' && completer.length !== 2) {
    const realCompleter = completer;
    completer = (v, cb) => cb(null, realCompleter(v));
  }
  InterfaceConstructor.call(this, input, output, completer, terminal);
  if (process.env.TERM === 'dumb') this._ttyWrite = ttyWriteDumb.bind(this);
}
Object.setPrototypeOf(Interface.prototype, BaseInterface.prototype);
Object.setPrototypeOf(Interface, BaseInterface);

// What a dumb terminal gets: no editing, the line echoed as typed.
function ttyWriteDumb(s, key) {
  key = key || kEmptyKey;
  if (key.name === 'escape') return;
  if (this[kSawReturnAt] && key.name !== 'enter') this[kSawReturnAt] = 0;
  if (key.ctrl) {
    if (key.name === 'c') {
      if (this.listenerCount('SIGINT') > 0) this.emit('SIGINT');
      else this.close();
      return;
    } else if (key.name === 'd') {
      this.close();
      return;
    }
  }
  switch (key.name) {
    case 'return':
      this[kSawReturnAt] = Date.now();
      this._line();
      break;
    case 'enter':
      if (this[kSawReturnAt] === 0 || Date.now() - this[kSawReturnAt] > this.crlfDelay) {
        this._line();
      }
      this[kSawReturnAt] = 0;
      break;
    default:
      if (typeof s === 'string' && s) {
        this.line += s;
        this.cursor += s.length;
        this._writeToOutput(s);
      }
  }
}

// The callback form; an aborted `signal` cancels the question (no answer comes).
Interface.prototype.question = function question(query, options, cb) {
  cb = typeof options === 'function' ? options : cb;
  if (options !== null && typeof options === 'object' && options.signal) {
    const { signal } = options;
    validateAbortSignal(signal, 'options.signal');
    if (signal.aborted) return;
    const onAbort = () => { this[kQuestionCancel](); };
    signal.addEventListener('abort', onAbort, { once: true });
    const cleanup = () => { signal.removeEventListener('abort', onAbort); };
    const inner = cb;
    cb = typeof inner === 'function' ? (answer) => {
      cleanup();
      return inner(answer);
    } : cleanup;
  }
  if (typeof cb === 'function') this[kQuestion](query, cb);
};

// util.promisify(rl.question): the answer as a promise; an aborted signal rejects it.
Interface.prototype.question[Symbol.for('nodejs.util.promisify.custom')] =
  function question(query, options) {
    const { AbortError } = require('./internal/streams.js');
    if (options === null || typeof options !== 'object') options = {};
    const { signal } = options;
    if (signal && signal.aborted) {
      return Promise.reject(new AbortError(undefined, { cause: signal.reason }));
    }
    return new Promise((resolve, reject) => {
      let cb = resolve;
      if (signal) {
        const onAbort = () => reject(new AbortError(undefined, { cause: signal.reason }));
        signal.addEventListener('abort', onAbort, { once: true });
        cb = (answer) => {
          signal.removeEventListener('abort', onAbort);
          resolve(answer);
        };
      }
      this.question(query, options, cb);
    });
  };

// Completion through the callback the wrapped completer calls (at once, for a
// synchronous one).
function tabCompleteWithCallback(lastKeypressWasTab) {
  this.pause();
  const string = this.line.slice(0, this.cursor);
  this.completer(string, (err, value) => {
    this.resume();
    if (err) {
      this._writeToOutput(`Tab completion error: ${inspect(err)}`);
      return;
    }
    this[kTabCompleter](lastKeypressWasTab, value);
  });
}

// The old names: each internal method under its underscore name, and the symbol
// looked up through that name, so that replacing the underscore method takes effect.
const underscored = [
  ['_setRawMode', kSetRawMode], ['_onLine', kOnLine], ['_writeToOutput', kWriteToOutput],
  ['_addHistory', kAddHistory], ['_refreshLine', kRefreshLine], ['_normalWrite', kNormalWrite],
  ['_insertString', kInsertString], ['_tabComplete', kTabComplete], ['_wordLeft', kWordLeft],
  ['_wordRight', kWordRight], ['_deleteLeft', kDeleteLeft], ['_deleteRight', kDeleteRight],
  ['_deleteWordLeft', kDeleteWordLeft], ['_deleteWordRight', kDeleteWordRight],
  ['_deleteLineLeft', kDeleteLineLeft], ['_deleteLineRight', kDeleteLineRight],
  ['_line', kLine], ['_historyNext', kHistoryNext], ['_historyPrev', kHistoryPrev],
  ['_getDisplayPos', kGetDisplayPos], ['_moveCursor', kMoveCursor], ['_ttyWrite', kTtyWrite],
];
const stateAccessors = [
  ['_decoder', kDecoder], ['_line_buffer', kLineBuffer], ['_oldPrompt', kOldPrompt],
  ['_previousKey', kPreviousKey], ['_prompt', kPrompt], ['_questionCallback', kQuestionCallback],
  ['_sawKeyPress', kSawKeyPress], ['_sawReturnAt', kSawReturnAt],
];
for (const [name, symbol] of stateAccessors) {
  Object.defineProperty(Interface.prototype, name, {
    configurable: true,
    enumerable: false,
    get() { return this[symbol]; },
    set(value) { this[symbol] = value; },
  });
}
for (const [name, symbol] of underscored) {
  Object.defineProperty(Interface.prototype, symbol, {
    configurable: true,
    enumerable: false,
    get() { return this[name]; },
  });
}
for (const [name, symbol] of underscored) {
  const method = symbol === kTabComplete ? tabCompleteWithCallback : BaseInterface.prototype[symbol];
  Object.defineProperty(Interface.prototype, name, {
    configurable: true, enumerable: false, writable: true, value: method,
  });
}
Interface.prototype._getCursorPos = BaseInterface.prototype.getCursorPos;

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
  if (Number.isNaN(x)) throw invalidArgValue('x', x, 'is invalid');
  if (Number.isNaN(y)) throw invalidArgValue('y', y, 'is invalid');
  if (stream == null || (typeof x !== 'number' && typeof y !== 'number')) {
    if (typeof callback === 'function') nextTick(callback, null);
    return true;
  }
  if (typeof x !== 'number') throw invalidArgValue('x', x, 'is invalid');
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
  value: { BaseInterface, kQuestion, kQuestionCancel, useAfterClose },
});
Object.defineProperty(module.exports, 'promises', {
  configurable: true,
  enumerable: true,
  get() { return require('./readline/promises.js'); },
});
