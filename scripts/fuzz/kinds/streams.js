'use strict';
// Streams in object mode with small highWaterMarks: a source (`Readable.from` of an array
// or of an async generator that awaits between its chunks, or a Readable whose `read()`
// pushes through a deferral), zero to two Transforms (which call back through a deferral
// and may fail on one chunk, with or without `flush`), and a consumer: 'data' events,
// a Writable at the end of `pipeline` (with 'finish' and 'close' listeners), `for await`,
// or `stream/promises` pipeline awaited. A block runs when the stream is done.
//
// Stream callbacks deferred with setImmediate put immediates in every window the stream
// works in; the other deferrals are ticks and promise jobs.

const { inner, indent } = require('./common.js');

const stmt = {};

function defer(g, ctx) {
  return g.weighted({ sync: 2, tick: 1.5, micro: 1.5, immediate: ctx.timed ? 1 : 0 });
}

stmt.stream = {
  weight: (ctx) => (ctx.depth < 3 ? 2 : 0),
  make(g, ctx) {
    const count = 1 + g.int(4);
    const stages = Array.from({ length: g.int(3) }, () => ({
      label: g.label('s'),
      hwm: g.pick([0, 1, 1, 2, 16]),
      defer: defer(g, ctx),
      fail: g.chance(0.15) ? 1 + g.int(count) : 0,
      flush: g.chance(0.4),
    }));
    const sink = g.pick(stages.length ? ['data', 'write', 'write', 'iter', 'promise'] : ['data', 'write', 'iter', 'promise']);
    return {
      k: 'stream',
      label: g.label('s'),
      src: { kind: g.pick(['array', 'agen', 'read']), count, defer: defer(g, ctx), awaits: [] },
      hwm: g.pick([0, 1, 1, 2, 16]),
      stages,
      sink: { kind: sink, label: g.label('s'), hwm: g.pick([0, 1, 1, 2, 16]), defer: defer(g, ctx), final: g.chance(0.4), events: g.chance(0.5) },
      done: [],
    };
  },
  fill(g, n, ctx) {
    if (n.src.kind === 'agen') {
      for (let i = 0; i < n.src.count; i++) {
        if (!g.chance(0.4)) {
          n.src.awaits.push(null);
          continue;
        }
        n.src.awaits.push({ k: 'resolve', v: i });
        g.valid();
        g.val(n.src.awaits, i, inner(ctx, { timed: ctx.timed && g.timed(n.src) }), { simple: true });
      }
    }
    g.block(n.done, inner(ctx, { async: n.sink.kind === 'iter' || n.sink.kind === 'promise' }), 2);
  },
  render(r, n) {
    r.use('Readable');
    const stages = n.stages.map((st) => transform(r, st));
    const src = source(r, n);
    const parts = [src, ...stages];
    const label = n.sink.label;
    const done = r.block(n.done);
    switch (n.sink.kind) {
      case 'data': {
        const lines = [];
        if (stages.length) {
          r.use('pipeline');
          const cb = [`console.log('${label}', 'done', err ? err.message : 'ok');`, done].filter(Boolean).join('\n');
          lines.push(`const out = pipeline(\n${indent(parts.join(',\n'))},\n  (err) => {\n${indent(cb, '    ')}\n  },\n);`);
        } else {
          lines.push(`const out = ${src};`);
        }
        lines.push(`out.on('data', (chunk) => console.log('${label}', 'data', chunk));`);
        const end = [`console.log('${label}', 'end');`, stages.length ? '' : done].filter(Boolean).join('\n');
        lines.push(`out.on('end', () => {\n${indent(end)}\n});`);
        return `{\n${indent(lines.join('\n'))}\n}`;
      }
      case 'write': {
        r.use('pipeline');
        const lines = [`const w = ${writable(r, n.sink)};`];
        if (n.sink.events) {
          lines.push(`w.on('finish', () => console.log('${label}', 'finish'));`);
          lines.push(`w.on('close', () => console.log('${label}', 'close'));`);
        }
        const cb = [`console.log('${label}', 'done', err ? err.message : 'ok');`, done].filter(Boolean).join('\n');
        lines.push(`pipeline(\n${indent([...parts, 'w'].join(',\n'))},\n  (err) => {\n${indent(cb, '    ')}\n  },\n);`);
        return `{\n${indent(lines.join('\n'))}\n}`;
      }
      case 'iter': {
        let piped = src;
        if (stages.length) {
          r.use('pipeline');
          piped = `pipeline(\n${indent([...parts, '() => {}'].join(',\n'))},\n)`;
        }
        const loop = `for await (const chunk of ${piped}) {\n  console.log('${label}', 'chunk', chunk);\n}\nconsole.log('${label}', 'done', 'ok');`;
        return asyncTry(label, loop, done);
      }
      default: {
        r.use('sp');
        const all = [...parts, writable(r, n.sink)];
        return asyncTry(label, `await sp.pipeline(\n${indent(all.join(',\n'))},\n);\nconsole.log('${label}', 'done', 'ok');`, done);
      }
    }
  },
  sim(s, n, ctx) {
    let c = ctx;
    const windows = [c];
    s.visit(n.src, c);
    for (const a of n.src.awaits) {
      if (!a) continue;
      const r = s.val(a, c);
      c = { t: r.t, win: r.win };
      windows.push(c);
    }
    const deferrals = [n.src.kind === 'read' ? n.src.defer : null, ...n.stages.map((st) => st.defer), n.sink.kind === 'write' || n.sink.kind === 'promise' ? n.sink.defer : null];
    if (deferrals.includes('immediate')) {
      for (const w of windows) s.tl.immediate(w);
    }
    s.block(n.done, c);
  },
};

function asyncTry(label, body, done) {
  const guarded = `try {\n${indent(body)}\n} catch (e) {\n  console.log('${label}', 'done', e.message);\n}`;
  return `(async () => {\n${indent([guarded, done].filter(Boolean).join('\n'))}\n})();`;
}

function deferred(r, how, code) {
  return r.sched({ k: how }, code);
}

function source(r, n) {
  const { src, hwm } = n;
  const opts = `{ highWaterMark: ${hwm} }`;
  if (src.kind === 'array') {
    return `Readable.from([${Array.from({ length: src.count }, (_, i) => i + 1).join(', ')}], ${opts})`;
  }
  if (src.kind === 'agen') {
    const lines = [];
    for (let i = 0; i < src.count; i++) {
      if (src.awaits[i]) lines.push(`await ${r.val(src.awaits[i])};`);
      lines.push(`yield ${i + 1};`);
    }
    return `Readable.from((async function* () {\n${indent(lines.join('\n'))}\n})(), ${opts})`;
  }
  const read = [
    'n++;',
    `console.log('${n.label}', 'read', n);`,
    deferred(r, src.defer, `this.push(n <= ${src.count} ? n : null)`),
  ].join('\n');
  const readable = `new Readable({\n  objectMode: true,\n  highWaterMark: ${hwm},\n  read() {\n${indent(read, '    ')}\n  },\n})`;
  return `(() => {\n  let n = 0;\n  return ${readable.replace(/\n/g, '\n  ')};\n})()`;
}

function transform(r, st) {
  r.use('Transform');
  const lines = [`console.log('${st.label}', chunk);`];
  if (st.fail) {
    lines.push(`if (chunk === ${st.fail}) return ${deferred(r, st.defer, `callback(new Error('${st.label}'))`)}`);
  }
  lines.push(deferred(r, st.defer, 'callback(null, chunk * 10)'));
  const flush = st.flush ? `\n  flush(callback) {\n    console.log('${st.label}', 'flush');\n    callback();\n  },` : '';
  return `new Transform({\n  objectMode: true,\n  highWaterMark: ${st.hwm},\n  transform(chunk, encoding, callback) {\n${indent(lines.join('\n'), '    ')}\n  },${flush}\n})`;
}

function writable(r, sink) {
  r.use('Writable');
  const write = [`console.log('${sink.label}', chunk);`, deferred(r, sink.defer, 'callback()')].join('\n');
  const final = sink.final ? `\n  final(callback) {\n    console.log('${sink.label}', 'final');\n    callback();\n  },` : '';
  return `new Writable({\n  objectMode: true,\n  highWaterMark: ${sink.hwm},\n  write(chunk, encoding, callback) {\n${indent(write, '    ')}\n  },${final}\n})`;
}

module.exports = { stmt, val: {} };
