'use strict';
// Stand-in for node's test/common/tmpdir.js: one fresh folder per test process.
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = path.join(os.tmpdir(), `evloop-node-test-${process.pid}`);

function refresh() {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
}

module.exports = {
  path: dir,
  refresh,
  resolve: (...parts) => path.resolve(dir, ...parts),
  hasEnoughSpace: () => true,
  fileURL: (...parts) => require('url').pathToFileURL(path.resolve(dir, ...parts)),
};
