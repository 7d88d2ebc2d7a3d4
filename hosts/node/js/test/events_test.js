'use strict';
// ---- harness: make ./internal/util/inspect.js resolve to node's util, shim ./natives.js ----
// Set EVLOOP_REAL_INSPECT=1 to load the real ../lib/internal/util/inspect.js instead (with
// natives_shim.js standing in for the Rust bindings when present).
const Module = require('module');
const path = require('path');
const fs = require('fs');
const util = require('util');
const JS_DIR = path.resolve(__dirname, '..', 'lib');
const NATIVES_ID = path.join(JS_DIR, '__natives_shim__.js');
const REAL_INSPECT = process.env.EVLOOP_REAL_INSPECT === '1';
const NATIVES_SHIM_FILE = path.join(__dirname, 'natives_shim.js');
require('./lib_require.js')({
  './internal/util/inspect.js': REAL_INSPECT ? undefined : 'util',
  './natives.js': REAL_INSPECT && fs.existsSync(NATIVES_SHIM_FILE) ? NATIVES_SHIM_FILE : NATIVES_ID,
});
const nativesModule = new Module(NATIVES_ID);
nativesModule.filename = NATIVES_ID;
nativesModule.loaded = true;
nativesModule.exports = {
  isProxy: util.types.isProxy,
  promiseState(p) {
    if (!util.types.isPromise(p)) return undefined;
    const s = util.inspect(p, { depth: 0, customInspect: false, showProxy: false });
    if (s.includes('<pending>')) return [0, undefined];
    if (s.includes('<rejected>')) return [2, undefined];
    return [1, undefined];
  },
};
require.cache[NATIVES_ID] = nativesModule;
// ---- end harness ----
// Compares ../lib/events.js with node:events on many scenarios.

const NodeEE = require('node:events');
const OurEE = require('../lib/events.js');
const ourET = require('../lib/internal/event_target.js');

const node = {
  EE: NodeEE, EventTarget, Event, AbortController, AbortSignal,
};
const ours = {
  EE: OurEE, EventTarget: ourET.EventTarget, Event: ourET.Event,
  AbortController: ourET.AbortController, AbortSignal: ourET.AbortSignal,
};

function show(v) {
  return util.inspect(v, { depth: 6, showHidden: false });
}

function errInfo(e) {
  if (!(e instanceof Error)) return ['thrown', show(e)];
  return ['error', e.name, e.code, e.message, String(e), Object.keys(e),
    e.constructor && e.constructor.name, e instanceof TypeError, e instanceof RangeError];
}

async function runScenario(fn, lib) {
  const out = [];
  const log = (...args) => out.push(args.map(show).join(' '));
  const origEmitWarning = process.emitWarning;
  process.emitWarning = (w, ...rest) => {
    log('WARNING', typeof w === 'string' ? w : [w.name, w.message, Object.keys(w), w.type, w.count], rest);
  };
  const ue = (e) => log('UNCAUGHT', errInfo(e));
  process.on('uncaughtException', ue);
  try {
    await fn(lib, log);
  } catch (e) {
    log('THREW', errInfo(e));
  } finally {
    await new Promise((r) => setTimeout(r, 5));
    process.emitWarning = origEmitWarning;
    process.removeListener('uncaughtException', ue);
  }
  return out;
}

const scenarios = [];
function test(name, fn) { scenarios.push([name, fn]); }

test('inspect fresh emitter', ({ EE }, log) => {
  const e = new EE();
  log(e);
  log(Reflect.ownKeys(e));
  class Foo extends EE {}
  log(new Foo());
});

test('inspect with listeners', ({ EE }, log) => {
  const e = new EE();
  e.on('x', function f() {});
  log(e);
  e.on('x', function g() {});
  e.once('y', function h() {});
  log(e, e.rawListeners('y')[0].name, e.rawListeners('y')[0].listener.name);
  log(e.listeners('x'), e.listeners('y'), e.rawListeners('x'), e.listeners('none'));
});

test('emit order and arguments', ({ EE }, log) => {
  const e = new EE();
  e.on('a', (...args) => log('first', args));
  e.on('a', function (...args) { log('second', this === e, args); });
  e.prependListener('a', () => log('prepended'));
  log(e.emit('a', 1, 'two', { three: 3 }));
  log(e.emit('nothing'));
  log(e.emit('a'));
});

test('clone during emit', ({ EE }, log) => {
  const e = new EE();
  const b = () => log('b');
  e.on('x', () => { log('a'); e.removeListener('x', b); e.on('x', () => log('late')); });
  e.on('x', b);
  e.emit('x');
  log('--');
  e.emit('x');
});

test('once semantics', ({ EE }, log) => {
  const e = new EE();
  e.once('x', (v) => { log('once', v, e.listenerCount('x')); e.emit('x', 'nested'); });
  e.on('x', (v) => log('on', v));
  e.emit('x', 1);
  e.emit('x', 2);
  log(e.listenerCount('x'));
  e.prependOnceListener('x', () => log('pre-once'));
  e.emit('x', 3);
  e.emit('x', 4);
  const f = () => log('never');
  e.once('z', f);
  e.removeListener('z', f);
  log(e.emit('z'), e.eventNames());
});

test('once wrapper this and args', ({ EE }, log) => {
  const e = new EE();
  e.once('x', function () { log(this === e, arguments.length); });
  e.emit('x');
  e.once('x', function (a, b) { log(this === e, a, b); });
  e.emit('x', 1, 2);
});

test('newListener / removeListener events', ({ EE }, log) => {
  const e = new EE();
  e.on('newListener', (type, l) => log('newListener', type, l.name, e.listenerCount(type)));
  e.on('removeListener', (type, l) => log('removeListener', type, l.name, e.listenerCount(type)));
  function a() {}
  function b() {}
  e.on('x', a);
  e.once('x', b);
  e.removeListener('x', b);
  e.removeListener('x', a);
  e.on('y', a);
  e.on('y', b);
  e.removeAllListeners('y');
  e.on('z', a);
  e.on(Symbol('s'), b);
  e.removeAllListeners();
  log(e.eventNames(), e);
});

test('newListener added during newListener', ({ EE }, log) => {
  const e = new EE();
  e.once('newListener', (type) => {
    if (type === 'x') e.on('x', () => log('added-in-newListener'));
  });
  e.on('x', () => log('original'));
  e.emit('x');
});

test('removeListener finds last occurrence', ({ EE }, log) => {
  const e = new EE();
  const a = () => log('a');
  const b = () => log('b');
  e.on('x', a); e.on('x', b); e.on('x', a);
  e.removeListener('x', a);
  log(e.rawListeners('x').map((f) => f === a ? 'a' : 'b'));
  e.emit('x');
  e.removeListener('x', a);
  log(e._events.x === b, e);
  e.removeListener('x', () => {});
  e.off('x', b);
  log(e, e.eventNames());
});

test('removeListener emits for once listener', ({ EE }, log) => {
  const e = new EE();
  e.on('removeListener', (t, l) => log('removed', t, l.name));
  e.once('a', function onceA() {});
  e.once('a', function onceB() {});
  e.emit('a');
  log(e.listenerCount('a'));
});

test('remove all with removeListener listeners', ({ EE }, log) => {
  const e = new EE();
  e.on('a', function a1() {});
  e.on('a', function a2() {});
  e.on('b', function b1() {});
  e.on('removeListener', function rl(t, l) { log('rl', t, l.name); });
  e.removeAllListeners();
  log(e);
  e.on('c', () => {});
  log(e.removeAllListeners('c') === e, e.removeAllListeners('missing') === e);
});

test('error handling', ({ EE }, log) => {
  const e = new EE();
  for (const v of [new Error('boom'), new TypeError('te'), 'str', 42, undefined, null, { a: 1 }, [1, 2], Symbol('s')]) {
    try { e.emit('error', v); log('no throw'); } catch (err) { log(errInfo(err), err === v, err.context); }
  }
  try { e.emit('error'); } catch (err) { log(errInfo(err), 'context' in err); }
  e.on('error', (err) => log('handled', err));
  log(e.emit('error', 'x'));
});

test('errorMonitor', ({ EE }, log) => {
  const e = new EE();
  e.on(EE.errorMonitor, (err) => log('monitor', err.message));
  try { e.emit('error', new Error('m1')); } catch (err) { log('thrown', err.message); }
  e.on('error', (err) => log('handler', err.message));
  e.emit('error', new Error('m2'));
  log(EE.errorMonitor);
});

test('invalid listener', ({ EE }, log) => {
  const e = new EE();
  for (const v of [5, null, undefined, {}, 'str', [1], Object.create(null), 'a'.repeat(40), true, 1n]) {
    for (const m of ['on', 'once', 'prependListener', 'prependOnceListener', 'removeListener', 'off']) {
      try { e[m]('x', v); log('ok', m); } catch (err) { log(m, errInfo(err)); }
    }
  }
});

test('max listeners', ({ EE }, log) => {
  const e = new EE();
  log(e.getMaxListeners(), EE.defaultMaxListeners);
  for (let i = 0; i < 12; i++) e.on('foo', () => {});
  log(e.rawListeners('foo').length, e._events.foo.warned);
  const s = Symbol('sym');
  for (let i = 0; i < 11; i++) e.on(s, () => {});
  class Foo extends EE {}
  const f = new Foo();
  f.setMaxListeners(1);
  f.on('a', () => {}); f.on('a', () => {}); f.on('a', () => {});
  log(f.getMaxListeners());
  const g = new EE();
  g.setMaxListeners(0);
  for (let i = 0; i < 20; i++) g.on('x', () => {});
  for (const v of [-1, 'a', NaN, -Infinity, -(2 ** 40), null]) {
    try { g.setMaxListeners(v); log('ok'); } catch (err) { log(errInfo(err)); }
  }
  log(g.setMaxListeners(Infinity) === g, g.getMaxListeners());
});

test('defaultMaxListeners', ({ EE }, log) => {
  const prev = EE.defaultMaxListeners;
  try {
    EE.defaultMaxListeners = 2;
    const e = new EE();
    e.on('x', () => {}); e.on('x', () => {}); e.on('x', () => {});
    log(e.getMaxListeners());
    for (const v of [-1, '3', NaN]) {
      try { EE.defaultMaxListeners = v; log('ok'); } catch (err) { log(errInfo(err)); }
    }
    EE.setMaxListeners(4);
    log(EE.defaultMaxListeners, e.getMaxListeners());
  } finally {
    EE.defaultMaxListeners = prev;
  }
});

test('listenerCount', ({ EE }, log) => {
  const e = new EE();
  const a = () => {};
  const b = () => {};
  log(e.listenerCount('x'), EE.listenerCount(e, 'x'));
  e.on('x', a);
  log(e.listenerCount('x'), e.listenerCount('x', a), e.listenerCount('x', b));
  e.once('x', b); e.on('x', a);
  log(e.listenerCount('x'), e.listenerCount('x', a), e.listenerCount('x', b), EE.listenerCount(e, 'x'));
  e.once('y', b);
  log(e.listenerCount('y', b));
});

test('eventNames', ({ EE }, log) => {
  const e = new EE();
  const s = Symbol('s');
  e.on('b', () => {}); e.on(s, () => {}); e.on('a', () => {}); e.on('1', () => {});
  log(e.eventNames());
});

test('method returns this', ({ EE }, log) => {
  const e = new EE();
  const f = () => {};
  log(e.on('a', f) === e, e.addListener('a', f) === e, e.once('a', f) === e,
    e.prependListener('a', f) === e, e.prependOnceListener('a', f) === e,
    e.removeListener('a', f) === e, e.off('a', f) === e, e.removeAllListeners() === e,
    e.setMaxListeners(3) === e);
});

test('prototype shape', ({ EE }, log) => {
  log(Object.getOwnPropertyNames(EE.prototype));
  log(Object.keys(EE).filter((k) => k !== 'EventEmitterAsyncResource'));
  log(EE.prototype.on === EE.prototype.addListener, EE.prototype.off === EE.prototype.removeListener);
  const fns = ['emit', 'on', 'off', 'once', 'prependListener', 'prependOnceListener', 'removeAllListeners',
    'listeners', 'rawListeners', 'listenerCount', 'eventNames', 'setMaxListeners', 'getMaxListeners'];
  log(fns.map((n) => [EE.prototype[n].name, EE.prototype[n].length]));
  log([EE.once, EE.on, EE.listenerCount, EE.init, EE.setMaxListeners, EE.getEventListeners, EE.getMaxListeners,
    EE.addAbortListener].map((f) => [f.name, f.length]));
  log(EE.EventEmitter === EE, EE.usingDomains, EE.captureRejectionSymbol, EE.captureRejections,
    EE.prototype._events, EE.prototype._eventsCount, EE.prototype._maxListeners, EE.name, EE.length);
  log(typeof EE.kMaxEventTargetListeners, Object.getOwnPropertySymbols(EE.prototype));
});

test('function-style inheritance', ({ EE }, log) => {
  function Child() { EE.call(this); this.own = 1; }
  Object.setPrototypeOf(Child.prototype, EE.prototype);
  Object.setPrototypeOf(Child, EE);
  const c = new Child();
  c.on('x', (v) => log('got', v));
  c.emit('x', 5);
  log(c);
  try { EE(); log('no throw'); } catch (err) { log('threw', err.constructor.name); }
});

test('shape mode', ({ EE }, log) => {
  const o = Object.create(EE.prototype);
  o._events = { x: function x() {} };
  o._eventsCount = 1;
  EE.call(o);
  log(o, o.listeners('x'));
  o.removeListener('x', o._events.x);
  log(o);
});

test('captureRejections', async ({ EE }, log) => {
  const e = new EE({ captureRejections: true });
  log(e);
  e.on('x', async () => { throw new Error('rej'); });
  e.on('error', (err) => log('error event', err.message));
  e.emit('x');
  const e2 = new EE({ captureRejections: true });
  e2[EE.captureRejectionSymbol] = (err, type, ...args) => log('hook', err.message, type, args);
  e2.on('y', async () => { throw new Error('rej2'); });
  e2.emit('y', 1, 2);
  try { new EE({ captureRejections: 1 }); } catch (err) { log(errInfo(err)); }
  const e3 = new EE();
  e3.on('z', async () => { throw new Error('nope'); });
  e3.emit('z');
  await new Promise((r) => setTimeout(r, 1));
  process.removeAllListeners('unhandledRejection');
});

test('static getEventListeners / getMaxListeners / setMaxListeners', ({ EE, EventTarget }, log) => {
  const e = new EE();
  e.on('a', function la() {});
  log(EE.getEventListeners(e, 'a'), EE.getMaxListeners(e));
  const et = new EventTarget();
  et.addEventListener('x', function q() {});
  et.addEventListener('x', { handleEvent() {} });
  log(EE.getEventListeners(et, 'x'), EE.getEventListeners(et, 'none'), EE.getMaxListeners(et));
  EE.setMaxListeners(3, et, e);
  log(EE.getMaxListeners(et), e.getMaxListeners());
  for (let i = 0; i < 4; i++) et.addEventListener('y', () => {});
  for (const v of [{}, null, 5]) {
    try { EE.getMaxListeners(v); } catch (err) { log(errInfo(err)); }
    try { EE.setMaxListeners(1, v); } catch (err) { log(errInfo(err)); }
    try { EE.getEventListeners(v, 'x'); } catch (err) { log(errInfo(err)); }
  }
});

test('events.once basic', async ({ EE }, log) => {
  const e = new EE();
  const p = EE.once(e, 'x');
  log(e.listenerCount('x'), e.listenerCount('error'));
  e.emit('x', 1, 2);
  log(await p, e.listenerCount('x'), e.listenerCount('error'));
  const p2 = EE.once(e, 'x');
  e.emit('error', new Error('bad'));
  try { await p2; } catch (err) { log('rejected', err.message, e.listenerCount('x'), e.listenerCount('error')); }
  const p3 = EE.once(e, 'error');
  e.emit('error', new Error('as value'));
  log((await p3)[0].message);
});

test('events.once with EventTarget', async ({ EE, EventTarget, Event }, log) => {
  const et = new EventTarget();
  const p = EE.once(et, 'foo');
  const ev = new Event('foo');
  et.dispatchEvent(ev);
  const r = await p;
  log(r.length, r[0] === ev, EE.getEventListeners(et, 'foo').length);
});

test('events.once with signal', async ({ EE, AbortController }, log) => {
  const e = new EE();
  const ac = new AbortController();
  const p = EE.once(e, 'x', { signal: ac.signal });
  ac.abort();
  try { await p; } catch (err) { log(errInfo(err), err.cause && err.cause.name, e.listenerCount('x'), e.listenerCount('error')); }
  try { await EE.once(e, 'x', { signal: ac.signal }); } catch (err) { log(errInfo(err)); }
  try { await EE.once(e, 'x', { signal: 5 }); } catch (err) { log(errInfo(err)); }
  EE.once(e, 'x', 5).then((v) => log('resolved with 5 options', v));
  e.emit('x', 'v');
  await null;
  try { await EE.once({}, 'x'); } catch (err) { log(errInfo(err)); }
});

test('events.on async iterator', async ({ EE }, log) => {
  const e = new EE();
  const it = EE.on(e, 'x');
  log(e.listenerCount('x'), e.listenerCount('error'));
  e.emit('x', 1);
  e.emit('x', 2, 3);
  log(await it.next(), await it.next());
  const p = it.next();
  e.emit('x', 'later');
  log(await p);
  log(await it.return(), e.listenerCount('x'), e.listenerCount('error'));
  log(await it.next());
  const it2 = EE.on(e, 'y');
  const p2 = it2.next();
  e.emit('error', new Error('oops'));
  try { await p2; } catch (err) { log('rejected', err.message); }
  log(await it2.next(), e.listenerCount('y'));
  const it3 = EE.on(e, 'z');
  e.emit('z', 'a');
  e.emit('error', new Error('e3'));
  log(await it3.next());
  try { await it3.next(); } catch (err) { log('rejected', err.message); }
  log(await it3.next());
  const out = [];
  const it4 = EE.on(e, 'w', { close: ['end'] });
  setTimeout(() => { e.emit('w', 1); e.emit('w', 2); e.emit('end'); }, 1);
  for await (const v of it4) out.push(v);
  log(out, e.listenerCount('w'), e.listenerCount('end'));
  log(Object.prototype.toString.call(it4), typeof it4[Symbol.asyncIterator]);
});

test('events.on with signal', async ({ EE, AbortController }, log) => {
  const e = new EE();
  const ac = new AbortController();
  const it = EE.on(e, 'x', { signal: ac.signal });
  const p = it.next();
  ac.abort();
  try { await p; } catch (err) { log(errInfo(err)); }
  log(e.listenerCount('x'));
  try { EE.on(e, 'x', { signal: ac.signal }); } catch (err) { log(errInfo(err)); }
});

test('addAbortListener', async ({ EE, AbortController }, log) => {
  const ac = new AbortController();
  const d = EE.addAbortListener(ac.signal, (ev) => log('aborted', ev && ev.type));
  log(typeof d, Object.getPrototypeOf(d));
  ac.abort();
  const ac2 = new AbortController();
  ac2.abort();
  EE.addAbortListener(ac2.signal, (...args) => log('already aborted', args.length));
  log('sync');
  await null;
  try { EE.addAbortListener(undefined, () => {}); } catch (err) { log(errInfo(err)); }
  try { EE.addAbortListener(ac.signal, 5); } catch (err) { log(errInfo(err)); }
});

test('listener throwing stops emit', ({ EE }, log) => {
  const e = new EE();
  e.on('x', () => { throw new Error('first'); });
  e.on('x', () => log('second'));
  try { e.emit('x'); } catch (err) { log('caught', err.message); }
});

test('symbol and numeric event names', ({ EE }, log) => {
  const e = new EE();
  const s = Symbol('evt');
  e.on(s, (v) => log('symbol', v));
  e.on(1, (v) => log('one', v));
  e.emit(s, 'a');
  e.emit('1', 'b');
  log(e.eventNames());
});

test('warned flag inspect', ({ EE }, log) => {
  const e = new EE();
  e.setMaxListeners(1);
  e.on('x', function a() {}); e.on('x', function b() {});
  log(e);
});

(async () => {
  let passed = 0;
  let failed = 0;
  for (const [name, fn] of scenarios) {
    if (process.env.TRACE) console.log("RUN", name);
    const expected = await runScenario(fn, node);
    const actual = await runScenario(fn, ours);
    if (process.env.SHOW === name) console.log(actual.join("\n"));
    const a = actual.join('\n').replace(/timeStamp: [\d.]+/g, 'timeStamp: N');
    const b = expected.join('\n').replace(/timeStamp: [\d.]+/g, 'timeStamp: N');
    if (a === b) {
      passed++;
    } else {
      failed++;
      console.log(`FAIL: ${name}`);
      const al = a.split('\n');
      const bl = b.split('\n');
      for (let i = 0; i < Math.max(al.length, bl.length); i++) {
        if (al[i] !== bl[i]) {
          console.log(`  line ${i}\n    node: ${bl[i]}\n    ours: ${al[i]}`);
          break;
        }
      }
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
})();
