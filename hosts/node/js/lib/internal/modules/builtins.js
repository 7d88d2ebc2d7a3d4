// The built-in modules `require` and `import` give, by name: a loader for each (most
// compile their module on first use). Loaded at the first require of a built-in, so a
// start that requires nothing never parses this table (it was the bootstrap's).
'use strict';

const internals = require('./internals.js');
const {
  process, console, loadEvents, timersPromises, cjsLoader,
  setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate,
} = internals;

const timersModule = {
  setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate,
  get promises() { return timersPromises(); },
};
const builtinLoaders = {
  events: loadEvents,
  timers: () => timersModule,
  'timers/promises': timersPromises,
  util: () => require('util'),
  assert: () => require('assert'),
  'assert/strict': () => require('assert').strict,
  process: () => process,
  buffer: () => require('buffer'),
  string_decoder: () => require('string_decoder'),
  path: () => require('path'),
  'path/posix': () => require('path'),
  os: () => require('os'),
  url: () => require('url'),
  fs: () => require('fs'),
  'fs/promises': () => require('fs').promises,
  net: () => require('net'),
  stream: () => require('stream'),
  'stream/promises': () => require('stream').promises,
  'stream/web': () => require('stream/web'),
  dns: () => require('dns'),
  'dns/promises': () => require('dns').promises,
  crypto: () => require('internal/crypto'),
  perf_hooks: () => require('internal/perf'),
  querystring: () => require('querystring'),
  tty: () => require('tty'),
  'util/types': () => require('util').types,
  'path/win32': () => require('path').win32,
  readline: () => require('readline'),
  'readline/promises': () => require('readline/promises'),
  async_hooks: () => require('async_hooks'),
  child_process: () => require('child_process'),
  worker_threads: () => require('worker_threads'),
  zlib: () => require('zlib'),
  http: () => require('http'),
  _http_agent: () => require('_http_agent'),
  _http_client: () => require('_http_client'),
  _http_common: () => require('_http_common'),
  _http_incoming: () => require('_http_incoming'),
  _http_outgoing: () => require('_http_outgoing'),
  _http_server: () => require('_http_server'),
};
// The module loaders (internal/modules/): CommonJS `require` and `Module`.
builtinLoaders.module = () => cjsLoader().Module;
// Old names node keeps for modules evloop has.
let sysWarned = false;
Object.assign(builtinLoaders, {
  sys: () => {
    if (!sysWarned) {
      sysWarned = true;
      process.emitWarning('sys is deprecated. Use util instead.', 'DeprecationWarning', 'DEP0025');
    }
    return builtinLoaders.util();
  },
  console: () => console,
  _stream_readable: () => builtinLoaders.stream().Readable,
  _stream_writable: () => builtinLoaders.stream().Writable,
  _stream_duplex: () => builtinLoaders.stream().Duplex,
  _stream_transform: () => builtinLoaders.stream().Transform,
  _stream_passthrough: () => builtinLoaders.stream().PassThrough,
});

module.exports = builtinLoaders;
