'use strict';

// node:os, the parts a script about the event loop uses (paths for its temporary files,
// the line ending). Values are the Linux ones; the environment is the script's
// `process.env`.

function tmpdir() {
  const env = process.env;
  let path = env.TMPDIR || env.TMP || env.TEMP || '/tmp';
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

module.exports = {
  EOL: '\n',
  devNull: '/dev/null',
  tmpdir,
  homedir: () => process.env.HOME || '/root',
  platform: () => 'linux',
  type: () => 'Linux',
  arch: () => 'x64',
  endianness: () => 'LE',
  availableParallelism: () => require('./internals.js').binding.availableParallelism(),
  constants: { signals: {}, errno: {} },
};
