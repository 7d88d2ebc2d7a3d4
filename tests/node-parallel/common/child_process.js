'use strict';
// evloop's stand-in for node's test/common/child_process.js: the timings and helpers
// the child_process tests share, over the public API only.

const common = require('./index.js');

// A child that must outlive its parent's timeout, and the parent's short timeout.
const kExpiringChildRunTime = common.platformTimeout(20 * 1000);
const kExpiringParentTimer = 1;

// Prints a line on each stream once `time` has passed.
function logAfterTime(time) {
  setTimeout(() => {
    console.log('child stdout');
    console.error('child stderr');
  }, time);
}

// Only Windows leaves a killed shell's child behind; nothing to clean elsewhere.
function cleanupStaleProcess() {}

module.exports = {
  cleanupStaleProcess,
  kExpiringChildRunTime,
  kExpiringParentTimer,
  logAfterTime,
};
