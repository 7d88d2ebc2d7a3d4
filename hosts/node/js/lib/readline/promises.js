'use strict';

// node:readline/promises: the same Interface, with `question()` returning a promise (an
// aborted `signal` rejects it with an AbortError; a closed interface rejects with
// ERR_USE_AFTER_CLOSE).

const readline = require('./readline.js');
const { validateAbortSignal, AbortError } = require('./internal/errors.js');

const { BaseInterface, kQuestion, kQuestionCancel, useAfterClose } =
  readline[Symbol.for('evloop.readline.internals')];

// Over node's internal Interface, as node's is: no completer wrapping, no dumb-terminal mode,
// the completer's result awaited.
class Interface extends BaseInterface {
  question(query, options = {}) {
    return new Promise((resolve, reject) => {
      let cb = resolve;
      if (options && options.signal !== undefined) {
        const { signal } = options;
        validateAbortSignal(signal, 'options.signal');
        if (signal.aborted) {
          reject(new AbortError(undefined, { cause: signal.reason }));
          return;
        }
        const onAbort = () => {
          this[kQuestionCancel]();
          reject(new AbortError(undefined, { cause: signal.reason }));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        cb = (answer) => {
          signal.removeEventListener('abort', onAbort);
          resolve(answer);
        };
      }
      if (this.closed) {
        reject(useAfterClose());
        return;
      }
      this[kQuestion](query, cb);
    });
  }
}

function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

module.exports = { Interface, createInterface };
