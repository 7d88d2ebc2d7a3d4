'use strict';
// The fuzzer's program generator: from a seed, a random event-loop program as a tree
// (plain JSON, so the minimizer can cut it and render it again), its timing simulation
// (./timing.js: which programs real node runs deterministically) and its files.
//
// A program is a tree of statements; each kind of statement (./kinds/*.js) knows how to
// make itself at random (`make`, then `fill` for what nests in it), how to render itself
// as JavaScript (`render`) and what it does to the timeline (`sim`). The generator grows
// the tree one node at a time and simulates the whole program after each: a node that
// would make the program race in real node is taken back and another one tried. Every
// callback prints a label of its own (`console.log('t3')`), so the output of a run is the
// order in which the callbacks ran.
//
// Usage from the command line (prints the program's files):
//   node scripts/fuzz/gen.js SEED [--json]

const { Timeline } = require('./timing.js');
const { inner, indent } = require('./kinds/common.js');

const AREAS = [
  require('./kinds/callbacks.js'),
  require('./kinds/promises.js'),
  require('./kinds/events.js'),
  require('./kinds/streams.js'),
  require('./kinds/modules.js'),
];
const STMT = Object.assign({}, ...AREAS.map((a) => a.stmt));
const VAL = Object.assign({}, ...AREAS.map((a) => a.val));

// mulberry32: small, fast, and the same everywhere.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UNKNOWN = { t: null, win: null };
const MAX_DEPTH = 4;

// ---------------------------------------------------------------------------------------
// Simulation: walks a program (or part of one) over a Timeline.

class Sim {
  constructor() {
    this.tl = new Timeline();
    this.seen = new Map(); // node or block -> whether every run of it so far had a known time
    this.ends = new Map(); // block -> the same, for the end of the block (after its awaits)
    this.results = new Map(); // promise-valued node -> whether it rejected (true, false, 'maybe')
  }

  // Records that `key` (a node, or a block) ran in `ctx`.
  visit(key, ctx, map = this.seen) {
    const timed = ctx.t !== null;
    map.set(key, map.has(key) ? map.get(key) && timed : timed);
  }

  // Records how a promise-valued node settled.
  result(key, rej) {
    const prev = this.results.get(key);
    this.results.set(key, prev === undefined || prev === rej ? rej : 'maybe');
  }

  // A block of statements from `ctx`; returns the context after it (an async body's
  // awaits move it on).
  block(nodes, ctx) {
    this.visit(nodes, ctx);
    for (const n of nodes) {
      const next = STMT[n.k].sim(this, n, ctx);
      if (next) ctx = next;
    }
    this.visit(nodes, ctx, this.ends);
    return ctx;
  }

  // A promise-valued expression from `ctx`: when and how it settles ({ t, win, rej }).
  val(node, ctx) {
    const r = VAL[node.k].sim(this, node, ctx);
    this.visit(node, r);
    this.result(node, r.rej);
    return r;
  }

  // A deferral (./kinds/callbacks.js `SCHED`): the context its callback runs in.
  sched(s, ctx) {
    if (s.k === 'immediate') return this.tl.immediate(ctx);
    if (s.k === 'timeout') return this.tl.timer(ctx, s.d);
    return ctx;
  }

  unknown() {
    return UNKNOWN;
  }
}

function simulate(prog) {
  const s = new Sim();
  let ctx = s.tl.start();
  // The static imports of an ES module main are evaluated first (each from the start; a
  // top-level await in one lets the next start), the main after the last one settles.
  let mainCtx = ctx;
  for (const m of prog.statics) {
    const end = s.block(m.body, ctx);
    if (end.t === null || (mainCtx.t !== null && end.t > mainCtx.t)) mainCtx = end;
  }
  s.block(prog.main, mainCtx);
  if (prog.beforeExit) {
    s.block(prog.beforeExit.body, s.tl.event(s.tl.end() + 20, 'beforeExit'));
  }
  return s;
}

// ---------------------------------------------------------------------------------------
// Generation.

class Gen {
  constructor(seed, opts = {}) {
    this.rand = rng(seed);
    this.labels = 0;
    this.modules = 0;
    this.budget = opts.size || 12 + this.int(36);
    this.prog = null;
    this.sim = null;
  }

  int(n) {
    return Math.floor(this.rand() * n);
  }
  chance(p) {
    return this.rand() < p;
  }
  pick(list) {
    return list[this.int(list.length)];
  }
  weighted(table) {
    const entries = Object.entries(table).filter(([, w]) => w > 0);
    let x = this.rand() * entries.reduce((s, [, w]) => s + w, 0);
    for (const [name, w] of entries) {
      if ((x -= w) < 0) return name;
    }
    return entries[entries.length - 1][0];
  }
  label(prefix) {
    return `${prefix}${++this.labels}`;
  }
  moduleName(prefix) {
    return `${prefix}${++this.modules}`;
  }

  // A timer duration: the same 0/1 ms list for fast timers, or well-separated slow ones.
  delay() {
    return this.pick([0, 1, 0, 20, 20, 40, 60, 100, 150]);
  }

  // Simulates the whole program; true when it is deterministic in node.
  valid() {
    this.sim = simulate(this.prog);
    return this.sim.tl.violations().length === 0;
  }
  // Whether every run of `node` (or a block) so far happened at a known time; false for
  // one that never ran.
  timed(node) {
    return this.sim.seen.get(node) === true;
  }
  // The same for the end of a block.
  timedEnd(list) {
    return this.sim.ends.get(list) === true;
  }
  // Whether a promise-valued node may reject (true, false or 'maybe').
  rejects(node) {
    const r = this.sim.results.get(node);
    return r === undefined ? 'maybe' : r;
  }

  // Fills `list` with up to `max` statements made in `ctx`.
  block(list, ctx, max = 4) {
    if (ctx.depth > MAX_DEPTH) return;
    this.valid();
    ctx = { ...ctx, timed: ctx.timed && this.timed(list) };
    const count = 1 + this.int(max);
    for (let i = 0; i < count && this.budget > 0; i++) {
      const node = this.stmt(list, ctx);
      if (!node) continue;
      if (node.k === 'throw') return; // nothing runs after it
      if (node.k === 'await' || node.k === 'forAwait') {
        // An await moves the rest of an async body to when its promise settles.
        ctx = { ...ctx, timed: ctx.timed && this.timed(node) };
      }
    }
  }

  // Adds one statement to `list`: a kind allowed in `ctx`, kept if the program stays
  // deterministic.
  stmt(list, ctx) {
    const table = {};
    for (const [name, kind] of Object.entries(STMT)) {
      table[name] = kind.weight(ctx, this);
    }
    for (let attempt = 0; attempt < 8; attempt++) {
      const kind = STMT[this.weighted(table)];
      const node = kind.make(this, ctx);
      list.push(node);
      if (this.valid()) {
        this.budget--;
        if (kind.fill) kind.fill(this, node, ctx);
        return node;
      }
      list.pop();
    }
    return null;
  }

  // Sets `holder[key]` to a promise-valued expression made in `ctx`.
  val(holder, key, ctx, opts = {}) {
    const table = {};
    for (const [name, kind] of Object.entries(VAL)) {
      table[name] = kind.weight(ctx, this, opts);
    }
    for (let attempt = 0; attempt < 8; attempt++) {
      const kind = VAL[this.weighted(table)];
      const node = kind.make(this, ctx, opts);
      holder[key] = node;
      if (this.valid()) {
        if (kind.fill) kind.fill(this, node, ctx);
        return node;
      }
    }
    holder[key] = { k: 'resolve', v: this.int(10) };
    this.valid();
    return holder[key];
  }

  // A way to run something later: synchronously, in a tick, a microtask, a promise job,
  // an immediate or a timer (the last two only where time is known).
  sched(ctx) {
    const table = { sync: 1, tick: 2, micro: 2, then: 1.5, immediate: ctx.timed ? 2 : 0, timeout: ctx.timed ? 2 : 0 };
    const k = this.weighted(table);
    return k === 'timeout' ? { k, d: this.delay() } : { k };
  }
}

function generate(seed, opts = {}) {
  const g = new Gen(seed, opts);
  const prog = {
    seed,
    format: g.chance(0.3) ? 'esm' : 'cjs',
    statics: [],
    main: [],
    exit: null,
    uncaught: null,
    unhandled: null,
    beforeExit: null,
  };
  g.prog = prog;
  if (g.chance(0.3)) prog.exit = { label: g.label('x') };
  if (g.chance(0.25)) prog.uncaught = { label: g.label('u') };
  if (g.chance(0.25)) prog.unhandled = { label: g.label('u') };
  if (g.chance(0.2)) prog.beforeExit = { label: g.label('b'), body: [] };
  g.valid();
  const top = { depth: 0, async: prog.format === 'esm', top: true, timed: true, emit: true, esm: prog.format === 'esm' };
  if (prog.format === 'esm' && g.chance(0.4)) {
    const count = 1 + g.int(2);
    for (let i = 0; i < count; i++) {
      const m = { name: g.moduleName('s'), value: g.int(10), body: [] };
      prog.statics.push(m);
      g.block(m.body, { ...top, depth: 1 }, 3);
    }
  }
  while (g.budget > 0) {
    const before = g.budget;
    g.block(prog.main, top, 6);
    if (g.budget === before) break;
  }
  if (prog.beforeExit) {
    g.valid();
    g.block(prog.beforeExit.body, inner(top), 3);
  }
  g.valid();
  return prog;
}

// ---------------------------------------------------------------------------------------
// Rendering.

// Renders one file: its statements, with the requires/imports and shared objects they use.
class Renderer {
  constructor(esm, files, scale = 1) {
    this.esm = esm;
    this.uses = new Set();
    this.files = files; // name -> text, for the modules a program imports
    this.scale = scale;
  }
  // A timer's duration as written: slow ones times `scale` (see `render`).
  ms(d) {
    return d >= 20 ? d * this.scale : d;
  }
  use(name) {
    this.uses.add(name);
  }
  block(nodes) {
    return nodes.map((n) => STMT[n.k].render(this, n)).join('\n');
  }
  // A callback's body: its label (with `show`, an expression to print after it), then
  // its statements.
  inside(label, nodes, show) {
    const head = label ? [show ? `console.log('${label}', ${show});` : `console.log('${label}');`] : [];
    return [...head, this.block(nodes)].filter(Boolean).join('\n');
  }
  // The same, indented.
  body(label, nodes, show) {
    return indent(this.inside(label, nodes, show));
  }
  // A promise-valued expression (thenables and plain values stay what they are).
  val(node) {
    return VAL[node.k].render(this, node);
  }
  // The same, as a promise (something `.then` can be called on).
  promise(node) {
    const text = this.val(node);
    return VAL[node.k].promise ? text : `Promise.resolve(${text})`;
  }
  sched(s, code) {
    switch (s.k) {
      case 'sync':
        return `${code};`;
      case 'tick':
        return `process.nextTick(() => ${code});`;
      case 'micro':
        return `queueMicrotask(() => ${code});`;
      case 'then':
        return `Promise.resolve().then(() => ${code});`;
      case 'immediate':
        return `setImmediate(() => ${code});`;
      case 'timeout':
        return `setTimeout(() => ${code}, ${this.ms(s.d)});`;
    }
    throw new Error(`unknown deferral ${s.k}`);
  }

  // The file: what it uses, then `body`.
  file(body) {
    const u = this.uses;
    const head = [];
    if ([...u].some((n) => /^e\d$/.test(n))) u.add('EventEmitter');
    const events = ['EventEmitter', 'once', 'on'].filter((n) => u.has(n));
    const stream = ['Readable', 'Writable', 'Transform', 'pipeline'].filter((n) => u.has(n));
    if (this.esm) {
      if (events.length) head.push(`import { ${events.join(', ')} } from 'node:events';`);
      if (u.has('tp')) head.push(`import * as tp from 'node:timers/promises';`);
      if (stream.length) head.push(`import { ${stream.join(', ')} } from 'node:stream';`);
      if (u.has('sp')) head.push(`import * as sp from 'node:stream/promises';`);
    } else {
      if (events.length) head.push(`const { ${events.join(', ')} } = require('events');`);
      if (u.has('tp')) head.push(`const tp = require('timers/promises');`);
      if (stream.length) head.push(`const { ${stream.join(', ')} } = require('stream');`);
      if (u.has('sp')) head.push(`const sp = require('stream/promises');`);
    }
    for (const name of [...u].filter((n) => /^[etc]\d$/.test(n)).sort()) {
      const make = { e: 'new EventEmitter()', t: 'new EventTarget()', c: 'new AbortController()' }[name[0]];
      head.push(`const ${name} = ${make};`);
    }
    return [...head, body].filter(Boolean).join('\n') + '\n';
  }
}

// The program's files: { 'main.js' | 'main.mjs': text, 'm1.mjs': text, ... }. With
// `scale`, the program in slow motion: every slow timer (20 ms and more) lasts `scale`
// times longer, the 0 and 1 ms ones stay; a deterministic program prints the same.
function render(prog, { scale = 1 } = {}) {
  const esm = prog.format === 'esm';
  const files = {};
  const r = new Renderer(esm, files, scale);
  const lines = [];
  for (const m of prog.statics) {
    lines.push(`import { value as ${m.name} } from './${m.name}.mjs';`);
    files[`${m.name}.mjs`] = renderModule(m, files, scale);
  }
  if (prog.exit) lines.push(`process.on('exit', (code) => console.log('${prog.exit.label}', code));`);
  if (prog.uncaught) {
    lines.push(`process.on('uncaughtException', (e) => console.log('${prog.uncaught.label}', e.message));`);
  }
  if (prog.unhandled) {
    lines.push(`process.on('unhandledRejection', (e) => console.log('${prog.unhandled.label}', e.message));`);
  }
  if (prog.beforeExit) {
    const b = prog.beforeExit;
    lines.push(
      'let beforeExitRuns = 0;',
      `process.on('beforeExit', () => {\n  if (beforeExitRuns++) return;\n${r.body(b.label, b.body)}\n});`,
    );
  }
  if (prog.statics.length) lines.push(`console.log('static', ${prog.statics.map((m) => m.name).join(', ')});`);
  // The first console write sets stdout up, which takes node several milliseconds: every
  // file starts with one, so it is paid before the program sets any timer.
  lines.push(`console.log('main');`, r.block(prog.main));
  const imports = lines.filter((l) => l.startsWith('import {'));
  const rest = lines.filter((l) => !l.startsWith('import {'));
  const main = r.file(rest.filter(Boolean).join('\n'));
  files[esm ? 'main.mjs' : 'main.js'] = imports.length ? imports.join('\n') + '\n' + main : main;
  return files;
}

// A sibling ES module (imported statically or by import()): its statements and `value`.
function renderModule(m, files, scale) {
  const r = new Renderer(true, files, scale);
  return r.file([`console.log('${m.name}');`, r.block(m.body), `export const value = ${m.value};`].filter(Boolean).join('\n'));
}

// The entry file's name.
function mainFile(prog) {
  return prog.format === 'esm' ? 'main.mjs' : 'main.js';
}

module.exports = { generate, render, renderModule, simulate, mainFile, STMT, VAL };

if (require.main === module) {
  const seed = Number(process.argv[2] || 1);
  const prog = generate(seed);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(prog, null, 1));
  } else {
    for (const [name, text] of Object.entries(render(prog))) {
      console.log(`// ----- ${name}\n${text}`);
    }
  }
}
