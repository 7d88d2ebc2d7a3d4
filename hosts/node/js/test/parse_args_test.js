'use strict';
// Compares ../lib/internal/util/parse_args.js with node's util.parseArgs: results, tokens and
// errors (name, code, message) over many argument lists and configurations.
// Run: node hosts/node/js/test/parse_args_test.js
const util = require('util');
require('./lib_require.js')({ './internal/util/inspect.js': 'util' });
const { parseArgs } = require('../lib/internal/util/parse_args.js');

function outcome(fn, config) {
  try {
    return util.inspect(fn(config), { depth: 5 });
  } catch (e) {
    return `${e.name} ${e.code} ${e.message}`;
  }
}
const bool = { type: 'boolean' };
const str = { type: 'string' };
const cases = [
  {},
  { args: [] },
  { args: ['-f'], options: { foo: { ...bool, short: 'f' } } },
  { args: ['--foo', 'bar'], options: { foo: str }, allowPositionals: true },
  { args: ['--foo', 'bar', 'baz'], options: { foo: str } },
  { args: ['--foo=bar', '--foo', 'x'], options: { foo: { ...str, multiple: true } }, tokens: true },
  { args: ['-abc'], options: { a: bool, b: bool, c: bool }, tokens: true },
  { args: ['-abfFILE', 'x'], options: { a: bool, b: bool, f: str }, tokens: true, allowPositionals: true },
  { args: ['-fFILE'], options: { file: { ...str, short: 'f' } }, tokens: true },
  { args: ['-f', '-x'], options: { f: str } },
  { args: ['--f', '--x'], options: { f: str } },
  { args: ['-f', '-x'], options: { f: str }, strict: false, tokens: true },
  { args: ['-f'], options: { f: str } },
  { args: ['--b=1'], options: { b: bool } },
  { args: ['--unknown'] },
  { args: ['-u'], allowPositionals: true },
  { args: ['pos'] },
  { args: ['pos', '--', '--x', '-y', 'z'], allowPositionals: true, tokens: true },
  { args: ['--', 'a'], tokens: true, strict: false },
  { args: ['--x', '-y', 'z', '--w=1', '-'], strict: false, tokens: true },
  { args: ['-', '--'], strict: false, tokens: true },
  { args: [], options: { a: { ...str, default: 'd' }, b: { ...bool, default: false }, c: { ...str, multiple: true, default: ['x'] } } },
  { args: ['--a', 'given'], options: { a: { ...str, default: 'd' } } },
  { args: ['--no-color'], options: { color: bool }, allowNegative: true, tokens: true },
  { args: ['--no-color'], options: { color: str }, allowNegative: true },
  { args: ['--no-color=1'], options: { color: bool }, allowNegative: true },
  { args: ['--no-x'], allowNegative: true, strict: false },
  { args: ['--no-color'], options: { color: { ...bool, multiple: true } }, allowNegative: true },
  { args: ['--no-color'], options: { color: bool } },
  { args: ['--__proto__', '--constructor'], strict: false },
  { args: ['--toString'], strict: false },
  { args: ['-ab'], options: { a: bool }, strict: false },
  { args: ['-ab'], options: { a: bool } },
  { args: ['-a', '-b'], options: { b: { ...bool, short: 'a' } }, tokens: true },
  { args: ['--日本=語'], strict: false },
  { args: 'x' },
  { args: [], strict: 1 },
  { args: [], allowPositionals: 'yes' },
  { args: [], tokens: null },
  { args: [], allowNegative: 2 },
  { args: [], options: null },
  { args: [], options: [] },
  { args: [], options: 5 },
  { args: [], options: { a: 5 } },
  { args: [], options: { a: {} } },
  { args: [], options: { a: { type: 'bool' } } },
  { args: [], options: { a: { ...str, short: 'ab' } } },
  { args: [], options: { a: { ...str, short: 5 } } },
  { args: [], options: { a: { ...str, multiple: 'y' } } },
  { args: [], options: { a: { ...str, default: 1 } } },
  { args: [], options: { a: { ...bool, default: 'x' } } },
  { args: [], options: { a: { ...str, multiple: true, default: ['a', 1] } } },
  { args: [], options: { a: { ...bool, multiple: true, default: [true, 1] } } },
  { args: [], options: { a: { ...bool, multiple: true, default: true } } },
  { args: ['--verbose', '-v', '--verbose'], options: { verbose: { ...bool, short: 'v', multiple: true } } },
];
let failures = 0;
for (const config of cases) {
  const want = outcome(util.parseArgs, config);
  const got = outcome(parseArgs, config);
  if (want !== got) {
    failures++;
    console.log(`MISMATCH for ${util.inspect(config)}\n  node:   ${want}\n  evloop: ${got}`);
  }
}
console.log(`parse_args: ${cases.length - failures}/${cases.length} cases match node`);
process.exitCode = failures ? 1 : 0;
