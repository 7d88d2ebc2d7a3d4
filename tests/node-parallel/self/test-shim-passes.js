'use strict';
// Expectations met: exits 0 under node and evloop.
const common = require('../common');
const assert = require('assert');
const Countdown = require('../common/countdown');
const tmpdir = require('../common/tmpdir');
const fs = require('fs');

setTimeout(common.mustCall(() => {}), 1);
const twice = common.mustCall((a, b) => a + b, 2);
assert.strictEqual(twice.length, 2);
assert.strictEqual(twice(1, 2), 3);
twice(3, 4);
process.nextTick(common.mustCallAtLeast(() => {}, 1));
fs.stat(__filename, common.mustSucceed((stat) => assert(stat.isFile())));
assert.throws(() => { throw new TypeError('bad'); }, common.expectsError({ name: 'TypeError', message: 'bad' }));
assert.strictEqual(common.invalidArgTypeHelper('abc'), " Received type string ('abc')");
assert.strictEqual(common.invalidArgTypeHelper(null), ' Received null');
assert.strictEqual(common.invalidArgTypeHelper(new Map()), ' Received an instance of Map');
const done = new Countdown(2, () => {});
done.dec();
done.dec();
tmpdir.refresh();
fs.writeFileSync(tmpdir.resolve('a.txt'), 'x');
assert.strictEqual(fs.readFileSync(`${tmpdir.path}/a.txt`, 'utf8'), 'x');
assert.strictEqual(common.isLinux, process.platform === 'linux');
assert.strictEqual(typeof common.hasIPv6, 'boolean');
