'use strict';
// Differential tests of the web streams (../lib/internal/webstreams/) against real node's
// own: random programs of sources, readers, tees, transforms, pipes and writers run once
// on node's classes and once on evloop's, in the same node, each logging what happens
// against a chain of plain promise jobs; the two logs must be the same line for line, so
// every stream promise job must be queued where node queues it.
// Run: node hosts/node/js/test/webstreams_test.js [count] [seed]
const Module = require('module');
const path = require('path');
const assert = require('assert');

const JS_DIR = path.resolve(__dirname, '..', 'lib');
const shims = {
  internals: [path.join(JS_DIR, '__internals_shim__.js'), {}],
  natives: [path.join(JS_DIR, '__natives_shim__.js'), {
    detachArrayBuffer: (buffer) => structuredClone(buffer, { transfer: [buffer] }),
    promiseState: (p) => [require('util').inspect(p).includes('<pending>') ? 0 : 1],
  }],
  encoding: [path.join(JS_DIR, '__encoding_shim__.js'), { TextEncoder, TextDecoder }],
  eventTarget: [path.join(JS_DIR, '__event_target_shim__.js'), { AbortController }],
};
for (const [id, exports] of Object.values(shims)) {
  const m = new Module(id);
  m.filename = id;
  m.loaded = true;
  m.exports = exports;
  Module._cache[id] = m;
}
require('./lib_require.js')({
  './internals.js': shims.internals[0],
  './natives.js': shims.natives[0],
  './internal/encoding.js': shims.encoding[0],
  './internal/event_target.js': shims.eventTarget[0],
  './internal/util/inspect.js': 'util',
  './events.js': 'events',
  './buffer.js': 'buffer',
});
const ours = require('../lib/stream/web.js');
const theirs = require('stream/web');

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// One random program: a list of steps, each a function of (web, log, rand).
function program(seed) {
  const rand = rng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const int = (n) => Math.floor(rand() * n);
  const steps = [];
  const count = 1 + int(4);
  for (let k = 0; k < count; k++) {
    const label = `s${k}`;
    const chunks = 1 + int(4);
    const hwm = int(3);
    const pullKind = pick(['sync', 'async', 'promise', 'start', 'bytes']);
    const consumer = pick(['reader', 'forAwait', 'tee', 'pipe', 'pipeThrough', 'cancel', 'error']);
    const writeKind = pick(['sync', 'async', 'slow']);
    const whwm = int(3);
    steps.push((web, log) => {
      let i = 0;
      const source = {
        cancel(r) { log(label, 'cancel', String(r)); },
      };
      if (pullKind === 'bytes') {
        // A byte source: fills the BYOB request when there is one, else enqueues.
        source.type = 'bytes';
        source.pull = (c) => {
          const req = c.byobRequest;
          log(label, 'byte pull', i, c.desiredSize, req ? req.view.byteLength : null);
          if (i++ >= chunks) {
            c.close();
            if (req) req.respond(0);
          } else if (req) {
            req.view[0] = i;
            req.respond(1);
          } else {
            c.enqueue(new Uint8Array([i, i]));
          }
        };
      } else if (pullKind === 'start') {
        source.start = (c) => {
          for (let j = 0; j < chunks; j++) c.enqueue(j);
          c.close();
        };
      } else {
        source.pull = (c) => {
          log(label, 'pull', i, c.desiredSize);
          const step = () => { if (i++ < chunks) c.enqueue(i); else c.close(); };
          if (pullKind === 'sync') return step();
          if (pullKind === 'async') return (async () => { await null; step(); })();
          return new Promise((r) => { step(); r(); });
        };
      }
      const rs = new web.ReadableStream(source, { highWaterMark: pullKind === 'bytes' ? 0 : hwm });
      const sink = () => new web.WritableStream({
        write(c) {
          log(label, 'write', c);
          if (writeKind === 'async') return Promise.resolve();
          if (writeKind === 'slow') return new Promise((r) => setTimeout(r, 1));
          return undefined;
        },
        close() { log(label, 'sink close'); },
        abort(r) { log(label, 'sink abort', String(r)); },
      }, new web.CountQueuingStrategy({ highWaterMark: whwm }));
      const done = (what) => [(v) => log(label, what, 'ok', v), (e) => log(label, what, 'err', String(e))];
      switch (pullKind === 'bytes' && consumer === 'error' ? 'byob' : consumer) {
        case 'byob': {
          const r = rs.getReader({ mode: 'byob' });
          const loop = () => r.read(new Uint8Array(1 + int(3))).then((v) => {
            log(label, 'byob read', v);
            if (!v.done) loop();
          });
          loop();
          break;
        }
        case 'reader': {
          const r = rs.getReader();
          r.closed.then(...done('closed'));
          const loop = () => r.read().then((v) => { log(label, 'read', v); if (!v.done) loop(); });
          loop();
          break;
        }
        case 'forAwait':
          (async () => { for await (const v of rs) log(label, 'for', v); log(label, 'for done'); })();
          break;
        case 'tee': {
          const [a, b] = rs.tee();
          (async () => { for await (const v of a) log(label, 'A', v); log(label, 'A done'); })();
          const rb = b.getReader();
          rb.read().then(...done('B1'));
          rb.read().then(...done('B2'));
          break;
        }
        case 'pipe':
          rs.pipeTo(sink()).then(...done('piped'));
          break;
        case 'pipeThrough': {
          const ts = new web.TransformStream({
            transform(c, ctl) { log(label, 'transform', c); ctl.enqueue(c * 10); },
            flush() { log(label, 'flush'); },
          });
          rs.pipeThrough(ts).pipeTo(sink()).then(...done('piped'));
          break;
        }
        case 'cancel': {
          const r = rs.getReader();
          r.read().then(...done('read'));
          r.cancel('stop').then(...done('cancel'));
          break;
        }
        default: {
          const w = sink().getWriter();
          for (let j = 0; j < chunks; j++) w.write(j).then(...done(`write ${j}`));
          log(label, 'desired', w.desiredSize);
          w.ready.then(...done('ready'));
          if (rand() < 0.5) w.abort('A').then(...done('abort'));
          else w.close().then(...done('close'));
          w.closed.then(...done('w closed'));
        }
      }
    });
  }
  return steps;
}

function run(web, steps) {
  const log = [];
  const push = (...a) => log.push(a.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(' '));
  let n = 0;
  (function loop() { if (n++ < 80) Promise.resolve().then(() => { push('job', n); loop(); }); })();
  for (const step of steps) step(web, push);
  // Done when the log stops growing for 50 ms (slow sinks wait 1 ms timers per chunk, and
  // a loaded machine runs them late; a fixed wait made the test flaky under CI load).
  return new Promise((resolve) => {
    let seen = -1;
    (function settle() {
      if (log.length === seen) resolve(log);
      else {
        seen = log.length;
        setTimeout(settle, 50);
      }
    })();
  });
}

async function main() {
  const count = Number(process.argv[2] || 100);
  const seed0 = Number(process.argv[3] || 1);
  let failures = 0;
  for (let seed = seed0; seed < seed0 + count; seed++) {
    const expected = await run(theirs, program(seed));
    const actual = await run(ours, program(seed));
    try {
      assert.deepStrictEqual(actual, expected);
    } catch (e) {
      failures++;
      const at = actual.findIndex((line, i) => line !== expected[i]);
      console.log(`seed ${seed}: differs at line ${at}: ours ${actual[at]} / node ${expected[at]}`);
    }
  }
  // The shapes node prints and throws.
  for (const web of [ours, theirs]) {
    assert.throws(() => new web.ReadableStream({ type: 'x' }), { code: 'ERR_INVALID_ARG_VALUE' });
    assert.throws(() => new web.CountQueuingStrategy({}), { code: 'ERR_MISSING_OPTION' });
    assert.strictEqual(Object.prototype.toString.call(new web.WritableStream()), '[object WritableStream]');
  }
  console.log(failures === 0 ? `webstreams_test: ${count} random programs, all as node` : `${failures} of ${count} differ`);
  process.exitCode = failures === 0 ? 0 : 1;
}

main();
