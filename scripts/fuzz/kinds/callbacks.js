'use strict';
// Statements of plain callbacks: labels, process.nextTick, queueMicrotask, setTimeout,
// setInterval (cleared after N runs), setImmediate, timers cleared before they run, and
// the process-level odds and ends (an exit code, a throw an 'uncaughtException' listener
// takes, a rejection an 'unhandledRejection' listener takes).

const { inner, indent } = require('./common.js');

const stmt = {};

stmt.log = {
  weight: () => 3,
  make: (g) => ({ k: 'log', label: g.label('l') }),
  render: (r, n) => `console.log('${n.label}');`,
  sim: () => {},
};

// A callback kind with a body: `wrap(r, n, body)` renders it around the rendered body.
// `throws`: the body may end in a throw the 'uncaughtException' listener takes.
function callback(k, prefix, throws, weight, wrap, sim, extra = () => ({})) {
  return {
    weight,
    make: (g, ctx) => ({ k, label: g.label(prefix), ...extra(g, ctx), body: [] }),
    fill: (g, n, ctx) => g.block(n.body, inner(ctx, { throws })),
    render: (r, n) => wrap(r, n, r.body(n.label, n.body, n.show)),
    sim,
  };
}

stmt.tick = callback(
  'tick',
  'n',
  true,
  (ctx) => (ctx.depth < 4 ? 3 : 1),
  (r, n, body) => `process.nextTick(() => {\n${body}\n});`,
  (s, n, ctx) => {
    s.block(n.body, ctx);
  },
);

stmt.micro = callback(
  'micro',
  'm',
  true,
  (ctx) => (ctx.depth < 4 ? 3 : 1),
  (r, n, body) => `queueMicrotask(() => {\n${body}\n});`,
  (s, n, ctx) => {
    s.block(n.body, ctx);
  },
);

stmt.timeout = callback(
  'timeout',
  't',
  true,
  (ctx) => (ctx.timed ? 3 : 0),
  (r, n, body) => `setTimeout(() => {\n${body}\n}, ${r.ms(n.d)});`,
  (s, n, ctx) => {
    s.block(n.body, s.tl.timer(ctx, n.d));
  },
  (g) => ({ d: g.delay() }),
);

stmt.immediate = callback(
  'immediate',
  'i',
  true,
  (ctx) => (ctx.timed ? 3 : 0),
  (r, n, body) => `setImmediate(() => {\n${body}\n});`,
  (s, n, ctx) => {
    s.block(n.body, s.tl.immediate(ctx));
  },
);

// An interval that clears itself after `runs` runs; each run logs its count.
stmt.interval = callback(
  'interval',
  'r',
  false,
  (ctx) => (ctx.timed && ctx.depth < 3 ? 1.2 : 0),
  (r, n) => {
    const cb = ['count++;', r.inside(n.label, n.body, 'count'), `if (count === ${n.runs}) clearInterval(h);`];
    return `{\n  let count = 0;\n  const h = setInterval(() => {\n${indent(cb.join('\n'), '    ')}\n  }, ${r.ms(n.d)});\n}`;
  },
  (s, n, ctx) => {
    for (let k = 0; k < n.runs; k++) {
      const at = s.tl.timer({ t: ctx.t === null ? null : ctx.t + k * Math.max(1, n.d), win: ctx.win }, n.d);
      s.block(n.body, at);
    }
  },
  (g) => ({ d: g.delay(), runs: 1 + g.int(3) }),
);

// A timer or immediate cleared before it can run: its label must never print.
stmt.clear = {
  weight: (ctx) => (ctx.timed ? 0.5 : 0),
  make: (g) => ({ k: 'clear', label: g.label('c'), what: g.pick(['Timeout', 'Immediate', 'Interval']), d: g.delay() }),
  render: (r, n) =>
    n.what === 'Immediate'
      ? `clearImmediate(setImmediate(() => console.log('${n.label}')));`
      : `clear${n.what}(set${n.what}(() => console.log('${n.label}'), ${r.ms(n.d)}));`,
  sim: () => {},
};

stmt.exitCode = {
  weight: (ctx) => (ctx.emit ? 0.15 : 0),
  make: (g) => ({ k: 'exitCode', code: 1 + g.int(5) }),
  render: (r, n) => `process.exitCode = ${n.code};`,
  sim: () => {},
};

// A throw in a callback, which the program's 'uncaughtException' listener takes. Node
// then queues an immediate (so the loop does not block before the next tick), which the
// timing model counts.
stmt.throw = {
  weight: (ctx, g) => (g.prog.uncaught && ctx.throws && ctx.timed ? 0.6 : 0),
  make: (g) => ({ k: 'throw', label: g.label('u') }),
  render: (r, n) => `throw new Error('${n.label}');`,
  sim: (s, n, ctx) => {
    s.tl.immediate(ctx);
  },
};

// A rejection no one handles, which the program's 'unhandledRejection' listener takes.
stmt.unhandled = {
  weight: (ctx, g) => (g.prog.unhandled ? 0.6 : 0),
  make: (g) => ({ k: 'unhandled', label: g.label('u') }),
  render: (r, n) => `Promise.reject(new Error('${n.label}'));`,
  sim: () => {},
};

module.exports = { stmt, val: {}, callback };
