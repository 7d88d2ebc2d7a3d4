// The WebAssembly build of evloop (web/dist/pkg, made by scripts/build-web), in a worker:
// { id, what: 'run' | 'explore', request } in, { id, ok, value } out. Message 0 says
// whether the engine loaded.
//
// A fresh module runs its first scripts several times slower than later ones: the
// browser compiles the module quickly at first and optimises the code that runs hot
// while it runs, and each host's first start unpacks its JavaScript. So once the module
// has loaded, whenever the worker is idle, it warms the module up by running a small
// script (WARM_UP) of the host that has had fewest of its WARM_RUNS runs, the page's
// requests counting too: one run per task, so a request that comes meanwhile waits at
// most for the run under way. The Node host first, as the first examples are its.
import init, { run, explore } from './pkg/evloop_web.js';

const WARM_UP = {
  node: "setTimeout(() => console.log('timeout'), 0);\nsetImmediate(() => console.log('immediate'));\n" +
    "process.nextTick(() => console.log('tick'));\nPromise.resolve().then(() => console.log('promise'));\n" +
    "(async () => { await null; console.log('await'); })();\nconsole.log('sync');\n",
  browser: "// @html <button id=b>go</button>\n// @click #b\n" +
    "document.getElementById('b').addEventListener('click', () => {\n" +
    "  Promise.resolve().then(() => console.log('microtask'));\n  console.log('listener');\n});\n" +
    "requestAnimationFrame(() => console.log('frame'));\nsetTimeout(() => console.log('timeout'), 0);\n",
};
const WARM_RUNS = { node: 3, browser: 2 };
const runs = { node: 0, browser: 0 };
const warmMs = [];
let loaded = false;
let timer = null;

function warmLater(delay) {
  clearTimeout(timer);
  timer = setTimeout(warmStep, delay);
}

let announced = false;
function warmStep() {
  const host = Object.keys(WARM_RUNS).find((h) => runs[h] < WARM_RUNS[h]);
  if (host) {
    runs[host] += 1;
    const start = performance.now();
    try {
      run(JSON.stringify({ host, source: WARM_UP[host], page: true }));
    } catch {
      return; // a broken module: the requests will say so
    }
    warmMs.push(Math.round(performance.now() - start));
  }
  if (Object.keys(WARM_RUNS).some((h) => runs[h] < WARM_RUNS[h])) {
    warmLater(0);
  } else if (!announced) {
    // Done: message -1 says so, with how long each warm-up run took.
    announced = true;
    postMessage({ id: -1, ok: true, value: warmMs });
  }
}

init().then(
  () => {
    loaded = true;
    postMessage({ id: 0, ok: true, value: null });
    // A little later: the page's first request, when it has one, comes before the warm-up.
    warmLater(50);
  },
  (e) => postMessage({ id: 0, ok: false, value: `the engine failed to load: ${e && e.message}` }),
);

onmessage = (e) => {
  const { id, what, request } = e.data;
  try {
    const answer = what === 'explore' ? explore(JSON.stringify(request)) : run(JSON.stringify(request));
    postMessage({ id, ok: true, value: JSON.parse(answer) });
  } catch (err) {
    postMessage({ id, ok: false, value: String(err && err.message || err) });
  }
  if (loaded) {
    runs[request.host === 'browser' ? 'browser' : 'node'] += 1;
    warmLater(0);
  }
};
