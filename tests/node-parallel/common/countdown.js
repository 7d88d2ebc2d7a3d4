'use strict';
// Stand-in for node's test/common/countdown.js: calls `done` once after `n` decrements.
const assert = require('assert');
const common = require('./');

class Countdown {
  #left;
  #done;
  constructor(n, done) {
    this.#left = n;
    this.#done = common.mustCall(done);
  }
  dec() {
    assert(this.#left > 0, 'Countdown expired');
    if (--this.#left === 0) this.#done();
    return this.#left;
  }
  get remaining() {
    return this.#left;
  }
}

module.exports = Countdown;
