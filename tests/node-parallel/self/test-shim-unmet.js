'use strict';
// A mustCall never called: the exit code is 1 and stderr names the expectation.
const common = require('../common');
common.mustCall(function neverCalled() {});
