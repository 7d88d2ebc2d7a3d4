// Runs requests through the wasm build (web/dist/pkg) under node, for tests/web.rs and by
// hand: reads a JSON array of requests (the `run` export's form) on stdin, prints one JSON
// line per request: the response plus `ms` (the run's wall time). A request that kills
// the module (a trap) gets `{"trap": "..."}` and a fresh module for the next one. A
// request with `"explore": true` goes to the explore export.
//
//   node web/test/run.mjs < requests.json
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = process.env.EVLOOP_WEB_PKG || join(here, '..', 'dist', 'pkg');
const bytes = readFileSync(join(pkg, 'evloop_web_bg.wasm'));
const url = 'file://' + join(pkg, 'evloop_web.js');

async function load() {
  // A fresh copy of the glue per instance: wasm-bindgen keeps the instance in module state.
  const glue = await import(url + '?n=' + Math.random());
  const start = performance.now();
  glue.initSync({ module: bytes });
  return { glue, initMs: performance.now() - start };
}

const input = readFileSync(0, 'utf8');
const requests = JSON.parse(input);
let { glue, initMs } = await load();
process.stderr.write(`run.mjs: module ready in ${initMs.toFixed(0)} ms\n`);
for (const request of requests) {
  const start = performance.now();
  let out;
  try {
    // `"explore": true` asks for the explore export instead of run.
    const call = request.explore ? glue.explore : glue.run;
    out = JSON.parse(call(JSON.stringify(request)));
  } catch (e) {
    out = { trap: String(e && e.message || e) };
    ({ glue } = await load());
  }
  out.ms = Math.round(performance.now() - start);
  process.stdout.write(JSON.stringify(out) + '\n');
}
