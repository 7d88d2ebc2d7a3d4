'use strict';
// Promises: `.then/.catch/.finally` chains (handlers that return promises or thenables,
// throw, or are async), `await` (with try/catch where the promise may reject), async
// functions, async generators consumed by `for await` (with `break` and `finally`), and
// the promise-valued expressions the other statements use: resolved and rejected
// promises, plain values, thenables, executors that resolve later, `timers/promises`
// timeouts and immediates (also aborted), async function calls and the four combinators.

const { inner, indent } = require('./common.js');

const stmt = {};
const val = {};

// How a promise that settled in `st` goes on through one handler of a chain.
function runsIn(kind, rej) {
  if (kind === 'finally' || rej === 'maybe') return true;
  return (kind === 'catch') === rej;
}

stmt.then = {
  weight: (ctx) => (ctx.depth < 4 ? 4 : 1),
  make: (g) => ({ k: 'then', value: { k: 'resolve', v: 0 }, chain: [] }),
  fill(g, n, ctx) {
    g.val(n, 'value', ctx);
    const count = 1 + g.int(3);
    for (let i = 0; i < count; i++) {
      g.valid();
      const rej = i === 0 ? g.rejects(n.value) : g.rejects(n.chain[i - 1]);
      const kinds = rej === true ? ['catch', 'catch', 'finally', 'then'] : rej === false ? ['then', 'then', 'then', 'finally', 'catch'] : ['then', 'catch', 'finally'];
      const h = { kind: g.pick(kinds), label: g.label('p'), async: g.chance(0.2), throws: g.chance(0.1), ret: null, body: [] };
      n.chain.push(h);
      if (!g.valid()) {
        n.chain.pop();
        break;
      }
      g.block(h.body, inner(ctx, { async: h.async }), 3);
      if (!h.throws && g.chance(0.3)) {
        g.valid();
        g.val(h, 'ret', inner(ctx, { async: h.async, timed: ctx.timed && g.timedEnd(h.body) }));
      }
    }
    g.valid();
    if (g.rejects(n) !== false) {
      n.chain.push({ kind: 'catch', label: g.label('p'), async: false, throws: false, ret: null, body: [] });
    }
  },
  render(r, n) {
    let text = r.promise(n.value);
    for (const h of n.chain) {
      const param = h.kind === 'then' ? 'v' : h.kind === 'catch' ? 'e' : '';
      const show = h.kind === 'then' ? 'v' : h.kind === 'catch' ? 'e.message' : undefined;
      const end = h.throws ? [`throw new Error('${h.label}');`] : h.ret ? [`return ${r.val(h.ret)};`] : [];
      const body = [r.inside(h.label, h.body, show), ...end].filter(Boolean).join('\n');
      text += `.${h.kind}(${h.async ? 'async ' : ''}(${param}) => {\n${indent(body)}\n})`;
    }
    return `${text};`;
  },
  sim(s, n, ctx) {
    let st = s.val(n.value, ctx);
    for (const h of n.chain) {
      if (!runsIn(h.kind, st.rej)) {
        s.result(h, st.rej);
        continue;
      }
      const at = { t: st.t, win: st.win };
      let end = s.block(h.body, at);
      let rej = h.throws ? true : h.kind === 'finally' ? st.rej : false;
      if (h.ret) {
        end = s.val(h.ret, end);
        rej = h.kind === 'finally' && !end.rej ? st.rej : end.rej;
      }
      // A handler that may not have run leaves the state as it may have been.
      if (st.rej === 'maybe' && h.kind !== 'catch' && rej !== 'maybe') rej = h.kind === 'finally' ? rej : 'maybe';
      st = { t: end.t, win: end.win, rej };
      s.result(h, rej);
    }
    s.result(n, st.rej);
  },
};

stmt.await = {
  weight: (ctx) => (ctx.async ? 5 : 0),
  make: (g) => ({ k: 'await', label: g.label('w'), value: { k: 'resolve', v: 0 }, guard: true }),
  fill(g, n, ctx) {
    g.val(n, 'value', ctx);
    g.valid();
    n.guard = g.rejects(n.value) !== false;
  },
  render(r, n) {
    const line = `console.log('${n.label}', await ${r.val(n.value)});`;
    if (!n.guard) return line;
    return `try {\n${indent(line)}\n} catch (e) {\n  console.log('${n.label}', 'caught', e.message);\n}`;
  },
  sim(s, n, ctx) {
    const r = s.val(n.value, ctx);
    const at = { t: r.t, win: r.win };
    s.visit(n, at);
    return at;
  },
};

// An async function called at once; its body may await.
stmt.async = {
  weight: (ctx) => (ctx.depth < 4 ? 2 : 0),
  make: (g) => ({ k: 'async', label: g.label('a'), body: [] }),
  fill: (g, n, ctx) => g.block(n.body, inner(ctx, { async: true }), 4),
  render: (r, n) => `(async () => {\n${r.body(n.label, n.body)}\n})();`,
  sim(s, n, ctx) {
    s.block(n.body, ctx);
  },
};

// An async generator consumed by `for await`. Each item yields its number, after awaiting
// a promise (`await`) or yielding one (which awaits it); the loop may break early, which
// runs the generator's `finally`.
stmt.forAwait = {
  weight: (ctx) => (ctx.depth < 3 ? 1.5 : 0),
  make: (g) => ({ k: 'forAwait', label: g.label('g'), items: [], brk: 0, body: [] }),
  fill(g, n, ctx) {
    const count = 1 + g.int(4);
    for (let i = 1; i <= count; i++) {
      const item = { mode: g.pick(['yield', 'await', 'yieldAwait']), y: i, value: null };
      n.items.push(item);
      if (item.mode === 'yield') continue;
      item.value = { k: 'resolve', v: i };
      g.valid();
      g.val(item, 'value', inner(ctx, { timed: ctx.timed && g.timed(item) }), { simple: true });
    }
    n.brk = g.chance(0.3) ? 1 + g.int(count) : 0;
    g.block(n.body, inner(ctx), 2);
  },
  render(r, n) {
    const items = n.items.map((it) => {
      if (it.mode === 'yield') return `yield ${it.y};`;
      if (it.mode === 'yieldAwait') return `yield ${r.val(it.value)};`;
      return `console.log('${n.label}', 'awaited', await ${r.val(it.value)});\nyield ${it.y};`;
    });
    const gen = `async function* gen() {\n  try {\n${indent(items.join('\n'), '    ')}\n  } finally {\n    console.log('${n.label}', 'finally');\n  }\n}`;
    const loopBody = [r.inside(n.label, n.body, 'v'), n.brk ? `if (++n === ${n.brk}) break;` : ''].filter(Boolean).join('\n');
    const loop = `let n = 0;\nfor await (const v of gen()) {\n${indent(loopBody)}\n}\nconsole.log('${n.label}', 'done');`;
    const guarded = `try {\n${indent(loop)}\n} catch (e) {\n  console.log('${n.label}', 'caught', e.message);\n}`;
    return `(async () => {\n${indent(gen)}\n${indent(guarded)}\n})();`;
  },
  sim(s, n, ctx) {
    let c = ctx;
    for (let i = 0; i < n.items.length; i++) {
      const item = n.items[i];
      s.visit(item, c);
      if (item.value) {
        const r = s.val(item.value, c);
        c = { t: r.t, win: r.win };
        if (r.rej === true) break;
      }
      s.block(n.body, c);
      if (n.brk === i + 1) break;
    }
  },
};

// ---------------------------------------------------------------------------------------
// Promise-valued expressions. `promise: true` when the text is a promise already.

val.resolve = {
  weight: () => 1.5,
  make: (g) => ({ k: 'resolve', v: g.int(10) }),
  render: (r, n) => `Promise.resolve(${n.v})`,
  promise: true,
  sim: (s, n, ctx) => ({ ...ctx, rej: false }),
};

val.reject = {
  weight: (ctx, g, opts) => (opts.simple ? 0 : 0.8),
  make: (g) => ({ k: 'reject', label: g.label('j') }),
  render: (r, n) => `Promise.reject(new Error('${n.label}'))`,
  promise: true,
  sim: (s, n, ctx) => ({ ...ctx, rej: true }),
};

val.plain = {
  weight: () => 0.7,
  make: (g) => ({ k: 'plain', v: g.int(10) }),
  render: (r, n) => `${n.v}`,
  sim: (s, n, ctx) => ({ ...ctx, rej: false }),
};

// A thenable: its `then` runs in a promise job and settles through a deferral.
val.thenable = {
  weight: () => 2,
  make: (g, ctx, opts) => ({ k: 'thenable', label: g.label('h'), v: g.int(10), sched: g.sched(ctx), fail: !opts.simple && g.chance(0.15) }),
  render(r, n) {
    const settle = n.fail ? `reject(new Error('${n.label}'))` : `resolve(${n.v})`;
    return `({\n  then(resolve, reject) {\n    console.log('${n.label}');\n    ${r.sched(n.sched, settle)}\n  },\n})`;
  },
  sim(s, n, ctx) {
    return { ...s.sched(n.sched, ctx), rej: n.fail };
  },
};

// `new Promise(executor)`, settled through a deferral.
val.executor = {
  weight: () => 2,
  make: (g, ctx, opts) => ({ k: 'executor', label: g.label('x'), v: g.int(10), sched: g.sched(ctx), fail: !opts.simple && g.chance(0.15) }),
  render(r, n) {
    const settle = n.fail ? `reject(new Error('${n.label}'))` : `resolve(${n.v})`;
    return `new Promise((resolve, reject) => {\n  console.log('${n.label}');\n  ${r.sched(n.sched, settle)}\n})`;
  },
  promise: true,
  sim(s, n, ctx) {
    return { ...s.sched(n.sched, ctx), rej: n.fail };
  },
};

val.tpTimeout = {
  weight: (ctx) => (ctx.timed ? 2 : 0),
  make: (g) => ({ k: 'tpTimeout', d: g.delay(), v: g.int(10) }),
  render(r, n) {
    r.use('tp');
    return `tp.setTimeout(${r.ms(n.d)}, ${n.v})`;
  },
  promise: true,
  sim: (s, n, ctx) => ({ ...s.tl.timer(ctx, n.d), rej: false }),
};

val.tpImmediate = {
  weight: (ctx) => (ctx.timed ? 1.5 : 0),
  make: (g) => ({ k: 'tpImmediate', v: g.int(10) }),
  render(r, n) {
    r.use('tp');
    return `tp.setImmediate(${n.v})`;
  },
  promise: true,
  sim: (s, n, ctx) => ({ ...s.tl.immediate(ctx), rej: false }),
};

// A timers/promises timeout whose signal a deferral aborts (it rejects with an
// AbortError if the abort comes first).
val.tpAbort = {
  weight: (ctx, g, opts) => (ctx.timed && !opts.simple ? 1 : 0),
  make: (g, ctx) => ({ k: 'tpAbort', d: g.delay(), v: g.int(10), sched: g.sched(ctx) }),
  render(r, n) {
    r.use('tp');
    return [
      '(() => {',
      '  const ac = new AbortController();',
      `  const p = tp.setTimeout(${r.ms(n.d)}, ${n.v}, { signal: ac.signal });`,
      `  ${r.sched(n.sched, 'ac.abort()')}`,
      '  return p;',
      '})()',
    ].join('\n');
  },
  promise: true,
  sim(s, n, ctx) {
    const fired = s.tl.timer(ctx, n.d);
    const aborted = s.sched(n.sched, ctx);
    if (fired.t === null || aborted.t === null) return { t: null, win: null, rej: 'maybe' };
    // A timer of the same duration set after it fires after it.
    return aborted.t < fired.t ? { ...aborted, rej: true } : { ...fired, rej: false };
  },
};

// A timers/promises timeout on a shared signal that some other part of the program may
// abort: it settles at a time the model does not know.
val.tpShared = {
  weight: (ctx, g, opts) => (ctx.timed && !opts.simple ? 0.5 : 0),
  make: (g) => ({ k: 'tpShared', d: g.delay(), v: g.int(10), c: g.pick(['c1', 'c2']) }),
  render(r, n) {
    r.use('tp');
    r.use(n.c);
    return `tp.setTimeout(${r.ms(n.d)}, ${n.v}, { signal: ${n.c}.signal })`;
  },
  promise: true,
  sim(s, n, ctx) {
    s.tl.timer(ctx, n.d);
    return { t: null, win: null, rej: 'maybe' };
  },
};

// An async function called at once: it returns a value, a promise, or throws.
val.asyncFn = {
  weight: (ctx, g, opts) => (ctx.depth < 4 && !opts.simple ? 1.5 : 0),
  make: (g) => ({ k: 'asyncFn', label: g.label('f'), v: g.int(10), throws: g.chance(0.15), ret: null, body: [] }),
  fill(g, n, ctx) {
    const body = inner(ctx, { async: true });
    g.block(n.body, body, 3);
    if (!n.throws && g.chance(0.3)) {
      g.valid();
      g.val(n, 'ret', { ...body, timed: ctx.timed && g.timedEnd(n.body) });
    }
  },
  render(r, n) {
    const end = n.throws ? `throw new Error('${n.label}');` : `return ${n.ret ? r.val(n.ret) : n.v};`;
    return `(async () => {\n${r.body(n.label, n.body)}\n  ${end}\n})()`;
  },
  promise: true,
  sim(s, n, ctx) {
    const end = s.block(n.body, ctx);
    if (n.ret) return s.val(n.ret, end);
    return { ...end, rej: n.throws };
  },
};

// Promise.all / race / any / allSettled of a few promises (allSettled's results as their
// statuses, so no error object is printed).
val.combinator = {
  // Not where a rejection would go unhandled (`simple`): its items may reject.
  weight: (ctx, g, opts) => (ctx.depth < 4 && !opts.simple ? 2 : 0),
  make: (g) => ({ k: 'combinator', op: g.pick(['all', 'race', 'any', 'allSettled']), items: [] }),
  fill(g, n, ctx) {
    const count = 1 + g.int(3);
    for (let i = 0; i < count; i++) {
      n.items.push({ k: 'resolve', v: i });
      g.val(n.items, i, inner(ctx));
    }
  },
  render(r, n) {
    const items = n.items.map((it) => indent(r.val(it)) + ',').join('\n');
    const text = `Promise.${n.op}([\n${items}\n])`;
    return n.op === 'allSettled' ? `${text}.then((rs) => rs.map((x) => x.status))` : text;
  },
  promise: true,
  sim(s, n, ctx) {
    return settle(n.op, n.items.map((it) => s.val(it, ctx)), ctx);
  },
};

// When a combinator settles, from when its promises do.
function settle(op, rs, ctx) {
  const never = { t: null, win: null, rej: false };
  if (rs.length === 0) return op === 'race' ? never : { ...ctx, rej: op === 'any' };
  if (rs.some((r) => r.t === null || r.rej === 'maybe')) return { t: null, win: null, rej: 'maybe' };
  const first = (list) => list.reduce((a, b) => (b.t < a.t ? b : a));
  const last = (list) => list.reduce((a, b) => (b.t > a.t ? b : a));
  const ok = rs.filter((r) => !r.rej);
  const bad = rs.filter((r) => r.rej);
  switch (op) {
    case 'all':
      return bad.length ? { ...first(bad), rej: true } : { ...last(rs), rej: false };
    case 'allSettled':
      return { ...last(rs), rej: false };
    case 'any':
      return ok.length ? { ...first(ok), rej: false } : { ...last(rs), rej: true };
    default: {
      const f = first(rs);
      const tie = rs.filter((r) => r.t === f.t && r.win === f.win);
      return { ...f, rej: tie.every((r) => r.rej === f.rej) ? f.rej : 'maybe' };
    }
  }
}

module.exports = { stmt, val };
