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
// Compares ../lib/internal/event_target.js with node's global EventTarget & co.

const ours = require('../lib/internal/event_target.js');
const OurEE = require('../lib/events.js');
const NodeEE = require('node:events');

const node = {
  EventTarget, Event, CustomEvent, AbortController, AbortSignal, DOMException, EE: NodeEE,
};
const mine = {
  EventTarget: ours.EventTarget, Event: ours.Event, CustomEvent: ours.CustomEvent,
  AbortController: ours.AbortController, AbortSignal: ours.AbortSignal,
  DOMException: ours.DOMException, EE: OurEE,
};

function show(v) {
  return util.inspect(v, { depth: 6 });
}

function errInfo(e) {
  if (!(e instanceof Error) && !(e instanceof DOMException)) return ['thrown', show(e)];
  return ['error', e.name, e.code, e.message, Object.keys(e), e instanceof TypeError];
}

async function runScenario(fn, lib) {
  const out = [];
  const log = (...args) => out.push(args.map(show).join(' '));
  const origEmitWarning = process.emitWarning;
  process.emitWarning = (w, ...rest) => {
    log('WARNING', typeof w === 'string' ? w : [w.name, w.message, Object.keys(w), w.type, w.count], rest);
  };
  const ue = (e) => log('UNCAUGHT', e && e.message);
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

test('shapes and inspect', ({ EventTarget, Event, CustomEvent, AbortController, AbortSignal }, log) => {
  const et = new EventTarget();
  log(et, Reflect.ownKeys(et));
  log(Object.keys(EventTarget.prototype), Object.keys(Event.prototype), Object.keys(AbortSignal.prototype),
    Object.keys(AbortController.prototype), Object.keys(CustomEvent.prototype));
  log(Object.getOwnPropertyNames(Event.prototype), Object.getOwnPropertyNames(Event));
  const ev = new Event('foo');
  log(ev, Reflect.ownKeys(ev));
  log(util.inspect(ev, { depth: 0 }), util.inspect({ ev }, { depth: 0 }), util.inspect([ev], { depth: -1 }));
  log(Object.prototype.toString.call(ev), Object.prototype.toString.call(et),
    Object.prototype.toString.call(new CustomEvent('c')));
  const ac = new AbortController();
  log(ac, ac.signal, Reflect.ownKeys(ac), Reflect.ownKeys(ac.signal));
  log(util.inspect({ ac }, { depth: 1 }), util.inspect({ ac }, { depth: 0 }));
  log(Object.prototype.toString.call(ac), Object.prototype.toString.call(ac.signal));
  class MyET extends EventTarget {}
  class MyEv extends Event {}
  log(new MyET(), util.inspect(new MyET(), { depth: -1 }), new MyEv('t'), String(new MyEv('t')));
  log([Event, CustomEvent, EventTarget, AbortController, AbortSignal].map((c) => [c.name, c.length]));
  log([AbortSignal.abort, AbortSignal.any, AbortSignal.timeout, Event.prototype.initEvent,
    EventTarget.prototype.addEventListener, EventTarget.prototype.removeEventListener,
    EventTarget.prototype.dispatchEvent].map((f) => [f.name, f.length]));
  log(Event.NONE, Event.CAPTURING_PHASE, Event.AT_TARGET, Event.BUBBLING_PHASE);
  log(Object.getOwnPropertyDescriptor(Event.prototype, 'returnValue').set,
    typeof Object.getOwnPropertyDescriptor(Event.prototype, 'cancelBubble').set,
    Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'onabort').get.name,
    Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'onabort').set.name);
});

test('prototype inspection', ({ EventTarget, Event, CustomEvent, AbortController, AbortSignal }, log) => {
  for (const proto of [EventTarget.prototype, Event.prototype, AbortSignal.prototype, AbortController.prototype,
    CustomEvent.prototype]) {
    log(util.inspect(proto));
  }
});

test('event defaults and options', ({ Event, CustomEvent }, log) => {
  const ev = new Event('x');
  log(ev.type, ev.bubbles, ev.cancelable, ev.composed, ev.defaultPrevented, ev.returnValue, ev.cancelBubble,
    ev.eventPhase, ev.target, ev.currentTarget, ev.srcElement, ev.composedPath(), ev.isTrusted,
    typeof ev.timeStamp);
  const ev2 = new Event('y', { bubbles: 1, cancelable: 'yes', composed: true });
  log(ev2.bubbles, ev2.cancelable, ev2.composed);
  log(new Event(5).type, new Event(undefined).type, new Event(null).type, new Event({}).type);
  for (const opts of [null, undefined, 'str', 5, true, [], () => {}]) {
    try { log(new Event('z', opts).type); } catch (e) { log(errInfo(e)); }
  }
  try { new Event(); } catch (e) { log(errInfo(e)); }
  try { new CustomEvent(); } catch (e) { log(errInfo(e)); }
  const ce = new CustomEvent('c', { detail: { a: 1 } });
  log(ce.detail, new CustomEvent('d').detail, ce instanceof Event, ce, Reflect.ownKeys(ce));
  const e3 = new Event('x'); e3.preventDefault(); log(e3.defaultPrevented, e3.returnValue);
  const e4 = new Event('x', { cancelable: true }); e4.preventDefault(); log(e4.defaultPrevented, e4.returnValue);
  const e5 = new Event('x'); e5.stopPropagation(); log(e5.cancelBubble); e5.cancelBubble = false; log(e5.cancelBubble);
  const e6 = new Event('x'); e6.cancelBubble = true; log(e6.cancelBubble);
  const e7 = new Event('x'); e7.initEvent('y', true, true); log(e7.type, e7.bubbles, e7.cancelable);
  try { e7.initEvent(); } catch (e) { log(errInfo(e)); }
});

test('invalid this', ({ Event, EventTarget, AbortSignal, AbortController }, log) => {
  const tries = [
    () => EventTarget.prototype.dispatchEvent.call({}, new Event('x')),
    () => EventTarget.prototype.addEventListener.call({}, 'x', () => {}),
    () => EventTarget.prototype.removeEventListener.call({}, 'x', () => {}),
    () => Event.prototype.preventDefault.call({}),
    () => Object.getOwnPropertyDescriptor(Event.prototype, 'type').get.call({}),
    () => Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'aborted').get.call({}),
    () => AbortSignal.prototype.throwIfAborted.call({}),
    () => new AbortSignal(),
  ];
  for (const t of tries) {
    try { t(); log('no throw'); } catch (e) { log(errInfo(e)); }
  }
});

test('dispatch basics', ({ EventTarget, Event }, log) => {
  const et = new EventTarget();
  function a(e) { log('a', e.eventPhase, e.target === et, e.currentTarget === et, this === et, e.composedPath().length); }
  et.addEventListener('x', a);
  et.addEventListener('x', a); // duplicate ignored
  et.addEventListener('x', a, true); // different capture key
  et.addEventListener('x', (e) => log('third', e.eventPhase, e.currentTarget));
  const ev = new Event('x');
  log(et.dispatchEvent(ev), ev.target === et, ev.currentTarget, ev.eventPhase);
  log(et.dispatchEvent(ev));
  log(et.dispatchEvent(new Event('nobody')));
});

test('add/remove during dispatch', ({ EventTarget, Event }, log) => {
  const et = new EventTarget();
  const b = () => log('b');
  const c = () => log('c');
  et.addEventListener('x', () => { log('a'); et.removeEventListener('x', b); et.addEventListener('x', c); });
  et.addEventListener('x', b);
  et.dispatchEvent(new Event('x'));
  log('--');
  et.dispatchEvent(new Event('x'));
  const et2 = new EventTarget();
  function M() { log('M'); }
  et2.addEventListener('m', () => { et2.removeEventListener('m', M); et2.addEventListener('m', M); });
  et2.addEventListener('m', M);
  et2.dispatchEvent(new Event('m'));
  log('--');
  et2.dispatchEvent(new Event('m'));
});

test('handleEvent objects', ({ EventTarget, Event }, log) => {
  const et = new EventTarget();
  const h = { handleEvent(e) { log('h', this === h, e.type); } };
  et.addEventListener('h', h);
  const late = {};
  et.addEventListener('h', late);
  late.handleEvent = function () { log('late', this === late); };
  et.addEventListener('h', {});
  et.dispatchEvent(new Event('h'));
  et.removeEventListener('h', h);
  et.dispatchEvent(new Event('h'));
});

test('invalid listeners and arguments', ({ EventTarget, Event }, log) => {
  const et = new EventTarget();
  et.addEventListener('z', null);
  et.addEventListener('z', undefined);
  for (const v of [5, 'str', true]) {
    try { et.addEventListener('z', v); log('ok'); } catch (e) { log(errInfo(e)); }
    try { et.removeEventListener('z', v); log('ok'); } catch (e) { log(errInfo(e)); }
  }
  try { et.addEventListener('x'); } catch (e) { log(errInfo(e)); }
  try { et.addEventListener(); } catch (e) { log(errInfo(e)); }
  try { et.removeEventListener(); } catch (e) { log(errInfo(e)); }
  try { et.removeEventListener('x'); } catch (e) { log(errInfo(e)); }
  try { et.dispatchEvent(); } catch (e) { log(errInfo(e)); }
  try { et.dispatchEvent({ type: 'x' }); } catch (e) { log(errInfo(e)); }
  try { et.dispatchEvent('x'); } catch (e) { log(errInfo(e)); }
  for (const o of [5, 'x', null, undefined, true, {}]) {
    try { et.addEventListener('o', () => {}, o); log('ok'); } catch (e) { log(errInfo(e)); }
  }
  try { et.addEventListener('s', () => {}, { signal: 5 }); } catch (e) { log(errInfo(e)); }
  try { et.addEventListener('s', () => {}, { signal: null }); } catch (e) { log(errInfo(e)); }
  log(et.addEventListener('q', () => {}), et.removeEventListener('q', () => {}), et.removeEventListener('nope', () => {}));
  et.addEventListener(5, () => log('five'));
  et.dispatchEvent(new Event('5'));
  log(et.dispatchEvent(new Event('z')));
});

test('options: once, capture removal, signal', ({ EventTarget, Event, AbortController }, log) => {
  const et = new EventTarget();
  function L() { log('L'); }
  et.addEventListener('y', L, { once: true }); et.removeEventListener('y', L); et.dispatchEvent(new Event('y')); log(1);
  et.addEventListener('y', L, { capture: true }); et.removeEventListener('y', L); et.dispatchEvent(new Event('y')); log(2);
  et.removeEventListener('y', L, true); et.dispatchEvent(new Event('y')); log(3);
  et.removeEventListener('y', L, { capture: true }); et.dispatchEvent(new Event('y')); log(4);
  et.addEventListener('o', () => log('once'), { once: true });
  et.dispatchEvent(new Event('o')); et.dispatchEvent(new Event('o'));
  et.addEventListener('o2', function f() { log('once2'); et.dispatchEvent(new Event('o2')); }, { once: true });
  et.dispatchEvent(new Event('o2'));
  const ac = new AbortController();
  et.addEventListener('s', () => log('sig'), { signal: ac.signal });
  et.dispatchEvent(new Event('s')); ac.abort(); et.dispatchEvent(new Event('s'));
  et.addEventListener('s', () => log('sig2'), { signal: ac.signal }); et.dispatchEvent(new Event('s'));
  const ac3 = new AbortController();
  et.addEventListener('s3', L, { signal: ac3.signal }); et.removeEventListener('s3', L); et.addEventListener('s3', L);
  ac3.abort(); et.dispatchEvent(new Event('s3')); log(5);
});

test('preventDefault / stopImmediatePropagation / passive', ({ EventTarget, Event }, log) => {
  const et = new EventTarget();
  const cev = new Event('q', { cancelable: true });
  et.addEventListener('q', (e) => { e.preventDefault(); log('dp', e.defaultPrevented, e.returnValue); });
  et.addEventListener('q', (e) => { log('q2'); e.stopImmediatePropagation(); log(e.cancelBubble); });
  et.addEventListener('q', () => { log('q3'); });
  log(et.dispatchEvent(cev), cev.defaultPrevented);
  const p = new Event('p', { cancelable: true });
  et.addEventListener('p', (e) => { e.preventDefault(); log('passive dp', e.defaultPrevented); }, { passive: true });
  log(et.dispatchEvent(p));
  let ran = false;
  et.addEventListener('x3', () => { ran = true; });
  const e4 = new Event('x3'); e4.stopImmediatePropagation(); et.dispatchEvent(e4); log('after sIP', ran);
  const e5 = new Event('x3'); e5.stopPropagation(); et.dispatchEvent(e5); log('after sP', ran);
});

test('listener exceptions are uncaught asynchronously', async ({ EventTarget, Event }, log) => {
  const et = new EventTarget();
  et.addEventListener('x', () => { log('l1'); throw new Error('boom'); });
  et.addEventListener('x', (e) => { log('l2', e.eventPhase); process.nextTick(() => log('tick')); });
  et.addEventListener('x', async () => { throw new Error('async boom'); });
  et.addEventListener('x', () => 5);
  et.addEventListener('x', () => ({ then(a, b) { log('then called'); b(new Error('thenable')); } }));
  log(et.dispatchEvent(new Event('x')));
  log('after');
  process.nextTick(() => log('tick2'));
  await new Promise((r) => setTimeout(r, 2));
});

test('recursion', ({ EventTarget, Event }, log) => {
  const et = new EventTarget();
  let depth = 0;
  et.addEventListener('r', (e) => {
    if (depth++ > 0) return;
    try { et.dispatchEvent(e); log('redispatch ok'); } catch (er) { log(errInfo(er)); }
  });
  et.dispatchEvent(new Event('r'));
});

test('max listeners warning', ({ EventTarget, EE }, log) => {
  const et = new EventTarget();
  for (let i = 0; i < 12; i++) et.addEventListener('foo', () => {});
  for (let i = 0; i < 12; i++) et.addEventListener('bar', () => {});
  const et2 = new EventTarget();
  EE.setMaxListeners(2, et2);
  for (let i = 0; i < 3; i++) et2.addEventListener('x', () => {});
  log(EE.getMaxListeners(et2));
});

test('AbortController / AbortSignal', ({ AbortController, AbortSignal }, log) => {
  const ac = new AbortController();
  const s = ac.signal;
  log(s.onabort, s.aborted, s.reason, ac.signal === s);
  s.addEventListener('abort', (e) => log('L1', e.type, e.isTrusted, e.target === s, s.aborted, String(s.reason), e.cancelable));
  s.onabort = () => log('onabort1');
  s.addEventListener('abort', () => log('L2'));
  s.onabort = function () { log('onabort2', this === s); };
  log(typeof s.onabort);
  s.throwIfAborted(); log('no throw');
  ac.abort('why'); ac.abort('again');
  log(s.reason, s.aborted);
  try { s.throwIfAborted(); } catch (e) { log('thrown', e); }
  const s2 = AbortSignal.abort();
  log(s2.aborted, s2.reason.name, s2.reason.message, s2.reason.code, s2.reason instanceof Error);
  log(AbortSignal.abort(undefined).reason.name, AbortSignal.abort(null).reason, AbortSignal.abort(0).reason);
  const ac2 = new AbortController(); ac2.abort(undefined); log(ac2.signal.reason.name);
  const ac3 = new AbortController(); ac3.abort(null); log(ac3.signal.reason);
  log(s, util.inspect(s, { depth: -1 }));
});

test('onabort handler slots', ({ AbortController }, log) => {
  { const ac = new AbortController(); const s = ac.signal;
    s.onabort = null; s.addEventListener('abort', () => log('A')); s.onabort = () => log('on'); ac.abort(); }
  { const ac = new AbortController(); const s = ac.signal;
    s.onabort = 5; log(s.onabort); s.addEventListener('abort', () => log('A')); s.onabort = () => log('on'); ac.abort(); }
  { const ac = new AbortController(); const s = ac.signal;
    s.onabort = () => log('on1'); s.addEventListener('abort', () => log('A')); s.onabort = null; log(s.onabort);
    s.onabort = () => log('on2'); ac.abort(); }
  { const ac = new AbortController(); const s = ac.signal; const f = () => log('on-f');
    s.onabort = f; s.removeEventListener('abort', f); ac.abort(); log(s.onabort === f); }
});

test('AbortSignal.any', ({ AbortController, AbortSignal }, log) => {
  const a1 = new AbortController();
  const any = AbortSignal.any([a1.signal]);
  const any2 = AbortSignal.any([any]);
  a1.signal.onabort = () => log('src', any.aborted, any2.aborted);
  any.onabort = () => log('any', a1.signal.aborted, any2.aborted, any.reason);
  any2.onabort = () => log('any2', any2.reason);
  a1.abort('r1');
  log(AbortSignal.any([AbortSignal.abort(3)]).reason);
  const b1 = new AbortController(); const b2 = new AbortController();
  const both = AbortSignal.any([b1.signal, b2.signal]);
  b2.abort('second'); b1.abort('first'); log(both.reason);
  log(AbortSignal.any([]), AbortSignal.any([]).aborted);
  for (const v of [[1], 5, [undefined], [null]]) {
    try { AbortSignal.any(v); } catch (e) { log(errInfo(e)); }
  }
});

test('AbortSignal.timeout', async ({ AbortSignal }, log) => {
  const ts = AbortSignal.timeout(1);
  ts.onabort = () => log('timeout', ts.reason.name, ts.reason.message, ts.reason.code);
  await new Promise((r) => setTimeout(r, 20));
  for (const v of [-1, '1', 1.5, 2 ** 33]) {
    try { AbortSignal.timeout(v); } catch (e) { log(errInfo(e)); }
  }
});

test('abort with stopImmediatePropagation keeps signal-removal working', ({ EventTarget, Event, AbortController }, log) => {
  const et = new EventTarget();
  const ac = new AbortController();
  ac.signal.addEventListener('abort', (e) => { log('first abort listener'); e.stopImmediatePropagation(); });
  et.addEventListener('x', () => log('x listener'), { signal: ac.signal });
  ac.abort();
  et.dispatchEvent(new Event('x'));
  log('end');
});

test('events.once/getEventListeners interplay', async ({ EventTarget, Event, EE }, log) => {
  const et = new EventTarget();
  const p = EE.once(et, 'e');
  log(EE.getEventListeners(et, 'e').length);
  et.dispatchEvent(new Event('e'));
  const [ev] = await p;
  log(ev.type, EE.getEventListeners(et, 'e').length);
});

(async () => {
  let passed = 0;
  let failed = 0;
  for (const [name, fn] of scenarios) {
    if (process.env.TRACE) console.log('RUN', name);
    const expected = await runScenario(fn, node);
    const actual = await runScenario(fn, mine);
    if (process.env.SHOW === name) console.log(actual.join('\n'));
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
