'use strict';
// ES modules: a dynamic `import()` of a generated sibling module (`m1.mjs`), whose body
// is made like the main's (top-level await included) and which exports `value`. The
// static imports of an ES module main (`s1.mjs`) are made by ../gen.js.
//
// node's loader reads the file on the thread pool, so the import settles in a window of
// its own a little later (timing.js IO_MS), like a timer of a list of its own.

const val = {};

val.import = {
  weight: (ctx, g, opts) => (ctx.timed && ctx.depth < 3 && !opts.simple ? 0.7 : 0),
  make: (g) => ({ k: 'import', module: { name: g.moduleName('m'), value: g.int(10), body: [] } }),
  fill(g, n, ctx) {
    const top = { depth: ctx.depth + 1, async: true, top: true, timed: true, emit: true, esm: true, throws: false };
    g.block(n.module.body, top, 3);
  },
  render(r, n) {
    // ../gen.js requires this file: take renderModule when it is needed.
    const { renderModule } = require('../gen.js');
    r.files[`${n.module.name}.mjs`] = renderModule(n.module, r.files, r.scale);
    return `import('./${n.module.name}.mjs').then((ns) => ns.value)`;
  },
  promise: true,
  sim(s, n, ctx) {
    const end = s.block(n.module.body, s.tl.io(ctx));
    return { ...end, rej: false };
  },
};

module.exports = { stmt: {}, val };
