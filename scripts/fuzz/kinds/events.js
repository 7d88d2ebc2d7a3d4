'use strict';
// Events: the shared EventEmitters e1, e2 (on/once/prepend listeners, emit, remove), the
// shared EventTargets t1, t2 and AbortControllers c1, c2 (listeners with `once` and
// `signal`, dispatch, abort, `throwIfAborted`), `events.on` async iteration (of a local
// emitter whose emits are deferred, or of a shared one), `events.once` promises, and
// `timers/promises` setInterval iterated with `for await`.
//
// A listener of a shared object runs whenever some other part of the program emits, so
// its body is made where time is unknown (no timers or immediates in it) and may not emit
// (which could recurse).

const { inner, indent } = require('./common.js');

const stmt = {};
const val = {};

const EMITTERS = ['e1', 'e2'];
const TARGETS = ['t1', 't2'];
const CONTROLLERS = ['c1', 'c2'];
const EVENTS = ['a', 'b'];

stmt.emit = {
  weight: (ctx) => (ctx.emit ? 2.5 : 0),
  make: (g) => ({ k: 'emit', e: g.pick(EMITTERS), ev: g.pick(EVENTS), arg: g.int(10) }),
  render(r, n) {
    r.use(n.e);
    return `${n.e}.emit('${n.ev}', ${n.arg});`;
  },
  sim: () => {},
};

stmt.listen = {
  weight: () => 2,
  make: (g) => ({
    k: 'listen',
    e: g.pick(EMITTERS),
    ev: g.pick(EVENTS),
    method: g.pick(['on', 'on', 'once', 'prependListener', 'prependOnceListener']),
    async: g.chance(0.15),
    label: g.label('e'),
    body: [],
  }),
  fill: (g, n, ctx) => g.block(n.body, inner(ctx, { emit: false, async: n.async }), 2),
  render(r, n) {
    r.use(n.e);
    return `${n.e}.${n.method}('${n.ev}', ${n.async ? 'async ' : ''}(v) => {\n${r.body(n.label, n.body, 'v')}\n});`;
  },
  sim(s, n) {
    s.block(n.body, s.unknown());
  },
};

stmt.removeAll = {
  weight: () => 0.3,
  make: (g) => ({ k: 'removeAll', e: g.pick(EMITTERS), ev: g.pick(EVENTS) }),
  render(r, n) {
    r.use(n.e);
    return `${n.e}.removeAllListeners('${n.ev}');`;
  },
  sim: () => {},
};

stmt.dispatch = {
  weight: (ctx) => (ctx.emit ? 1.5 : 0),
  make: (g) => ({ k: 'dispatch', t: g.pick(TARGETS), ev: g.pick(EVENTS) }),
  render(r, n) {
    r.use(n.t);
    return `${n.t}.dispatchEvent(new Event('${n.ev}'));`;
  },
  sim: () => {},
};

stmt.addListener = {
  weight: () => 1.5,
  make: (g) => ({
    k: 'addListener',
    t: g.pick(TARGETS),
    ev: g.pick(EVENTS),
    once: g.chance(0.4),
    signal: g.chance(0.3) ? g.pick(CONTROLLERS) : null,
    label: g.label('x'),
    body: [],
  }),
  fill: (g, n, ctx) => g.block(n.body, inner(ctx, { emit: false }), 2),
  render(r, n) {
    r.use(n.t);
    const opts = [];
    if (n.once) opts.push('once: true');
    if (n.signal) {
      r.use(n.signal);
      opts.push(`signal: ${n.signal}.signal`);
    }
    const tail = opts.length ? `, { ${opts.join(', ')} }` : '';
    return `${n.t}.addEventListener('${n.ev}', (ev) => {\n${r.body(n.label, n.body, 'ev.type')}\n}${tail});`;
  },
  sim(s, n) {
    s.block(n.body, s.unknown());
  },
};

stmt.abort = {
  weight: (ctx) => (ctx.emit ? 0.8 : 0),
  make: (g) => ({ k: 'abort', c: g.pick(CONTROLLERS), reason: g.chance(0.4) ? g.label('r') : null }),
  render(r, n) {
    r.use(n.c);
    return `${n.c}.abort(${n.reason ? `'${n.reason}'` : ''});`;
  },
  sim: () => {},
};

stmt.onAbort = {
  weight: () => 1,
  make: (g) => ({ k: 'onAbort', c: g.pick(CONTROLLERS), label: g.label('x'), body: [] }),
  fill: (g, n, ctx) => g.block(n.body, inner(ctx, { emit: false }), 2),
  render(r, n) {
    r.use(n.c);
    return `${n.c}.signal.addEventListener('abort', () => {\n${r.body(n.label, n.body, `String(${n.c}.signal.reason)`)}\n});`;
  },
  sim(s, n) {
    s.block(n.body, s.unknown());
  },
};

stmt.throwIfAborted = {
  weight: () => 0.4,
  make: (g) => ({ k: 'throwIfAborted', c: g.pick(CONTROLLERS), label: g.label('x') }),
  render(r, n) {
    r.use(n.c);
    return `try {\n  ${n.c}.signal.throwIfAborted();\n  console.log('${n.label}', 'not aborted');\n} catch (e) {\n  console.log('${n.label}', String(e));\n}`;
  },
  sim: () => {},
};

// `for await (const [v] of events.on(emitter, 'go'))`: of a local emitter whose emits
// are deferred (and maybe an abort), or of a shared emitter.
stmt.eventsOn = {
  weight: (ctx) => (ctx.depth < 3 ? 1 : 0),
  make(g, ctx) {
    const shared = g.chance(0.3) ? { e: g.pick(EMITTERS), ev: g.pick(EVENTS) } : null;
    const emits = shared ? [] : Array.from({ length: 1 + g.int(3) }, () => g.sched(ctx));
    const abort = !shared && g.chance(0.25) ? g.sched(ctx) : null;
    return { k: 'eventsOn', label: g.label('o'), shared, emits, abort, count: 1 + g.int(3), body: [] };
  },
  fill: (g, n, ctx) => g.block(n.body, inner(ctx, { emit: false }), 2),
  render(r, n) {
    r.use('on');
    const lines = [];
    if (n.shared) {
      r.use(n.shared.e);
      lines.push(`const it = on(${n.shared.e}, '${n.shared.ev}');`);
    } else {
      r.use('EventEmitter');
      lines.push('const ee = new EventEmitter();');
      if (n.abort) lines.push('const ac = new AbortController();');
      lines.push(`const it = on(ee, 'go'${n.abort ? ', { signal: ac.signal }' : ''});`);
      n.emits.forEach((s, i) => lines.push(r.sched(s, `ee.emit('go', ${i + 1})`)));
      if (n.abort) lines.push(r.sched(n.abort, 'ac.abort()'));
    }
    const body = [r.inside(n.label, n.body, 'v'), `if (++n === ${n.count}) break;`].join('\n');
    const loop = `let n = 0;\nfor await (const [v] of it) {\n${indent(body)}\n}\nconsole.log('${n.label}', 'done');`;
    lines.push(`try {\n${indent(loop)}\n} catch (e) {\n  console.log('${n.label}', 'caught', e.message);\n}`);
    return `(async () => {\n${indent(lines.join('\n'))}\n})();`;
  },
  sim(s, n, ctx) {
    for (const e of n.emits) s.sched(e, ctx);
    if (n.abort) s.sched(n.abort, ctx);
    s.block(n.body, s.unknown());
  },
};

// `timers/promises` setInterval iterated with `for await`, broken after `runs` runs, or
// stopped by aborting its signal (the loop then throws an AbortError).
stmt.tpInterval = {
  weight: (ctx) => (ctx.timed && ctx.depth < 3 ? 1 : 0),
  make: (g) => ({ k: 'tpInterval', label: g.label('r'), d: g.delay(), runs: 1 + g.int(3), abort: g.chance(0.4), body: [] }),
  fill: (g, n, ctx) => g.block(n.body, inner(ctx), 2),
  render(r, n) {
    r.use('tp');
    const stop = n.abort ? `if (n === ${n.runs}) ac.abort();` : `if (n === ${n.runs}) break;`;
    const opts = n.abort ? ", { signal: ac.signal }" : '';
    const body = [r.inside(n.label, n.body, 'v, n'), stop].join('\n');
    let loop = `let n = 0;\nfor await (const v of tp.setInterval(${r.ms(n.d)}, 'tick'${opts})) {\n  n++;\n${indent(body)}\n}\nconsole.log('${n.label}', 'done');`;
    if (n.abort) {
      loop = `const ac = new AbortController();\ntry {\n${indent(loop)}\n} catch (e) {\n  console.log('${n.label}', 'caught', e.message);\n}`;
    }
    return `(async () => {\n${indent(loop)}\n})();`;
  },
  sim(s, n, ctx) {
    for (let k = 0; k < n.runs; k++) {
      const from = { t: ctx.t === null ? null : ctx.t + k * Math.max(1, n.d), win: ctx.win };
      s.block(n.body, s.tl.timer(from, n.d));
    }
  },
};

// `events.once` of a local emitter (or EventTarget) whose emit is deferral: settles then,
// or rejects if it emits 'error'.
val.onceLocal = {
  weight: () => 1.2,
  make: (g, ctx, opts) => ({
    k: 'onceLocal',
    target: g.chance(0.3) ? 'EventTarget' : 'EventEmitter',
    sched: g.sched(ctx),
    arg: g.int(10),
    error: !opts.simple && g.chance(0.15) ? g.label('j') : null,
    abort: !opts.simple && g.chance(0.2) ? g.sched(ctx) : null,
  }),
  fill(g, n) {
    // After an abort `once` has no 'error' listener left: the emit would crash the run.
    if (n.error) n.abort = null;
  },
  render(r, n) {
    r.use('once');
    let make;
    let fire;
    let wait = n.abort ? `once(ee, 'go', { signal: ac.signal })` : `once(ee, 'go')`;
    if (n.target === 'EventTarget') {
      make = 'new EventTarget()';
      fire = `ee.dispatchEvent(new Event('go'))`;
      wait += '.then(([ev]) => ev.type)';
    } else {
      r.use('EventEmitter');
      make = 'new EventEmitter()';
      fire = n.error ? `ee.emit('error', new Error('${n.error}'))` : `ee.emit('go', ${n.arg})`;
    }
    const lines = [`const ee = ${make};`];
    if (n.abort) lines.push('const ac = new AbortController();');
    lines.push(`const p = ${wait};`, r.sched(n.sched, fire));
    if (n.abort) lines.push(r.sched(n.abort, 'ac.abort()'));
    return `(() => {\n${indent(lines.join('\n'))}\n  return p;\n})()`;
  },
  promise: true,
  sim(s, n, ctx) {
    const fired = { ...s.sched(n.sched, ctx), rej: n.target === 'EventEmitter' && Boolean(n.error) };
    if (!n.abort) return fired;
    // An abort first rejects with an AbortError; at the same time, the order of the two
    // deferrals decides (the model does not know it).
    const aborted = s.sched(n.abort, ctx);
    if (fired.t === null || aborted.t === null) return { t: null, win: null, rej: 'maybe' };
    if (aborted.t < fired.t) return { ...aborted, rej: true };
    if (fired.t < aborted.t) return fired;
    return { ...fired, rej: fired.rej === true ? true : 'maybe' };
  },
};

// `events.once` of a shared emitter: settles when some other part of the program emits.
val.onceShared = {
  weight: (ctx, g, opts) => (opts.simple ? 0 : 0.8),
  make: (g) => ({ k: 'onceShared', e: g.pick(EMITTERS), ev: g.pick(EVENTS) }),
  render(r, n) {
    r.use('once');
    r.use(n.e);
    return `once(${n.e}, '${n.ev}')`;
  },
  promise: true,
  sim: (s) => ({ ...s.unknown(), rej: false }),
};

module.exports = { stmt, val };
