// The playground: an editor, a host choice, Run / Explore / Share, the output, and the
// explainer page of the last run. The runs go to one of two engines, the same evloop:
// compiled to WebAssembly and run in a worker (the static site), or the native binary
// behind `evloop serve` (its /api/run and /api/explore).
const $ = (id) => document.getElementById(id);
const BACKEND = document.querySelector('meta[name="evloop-backend"]').content;
const STORE = 'evloop.playground';
const EXAMPLES = window.EVLOOP_EXAMPLES || [];
const TIME_LIMIT_MS = 10000;

// ------------------------------------------------------------------ engines
function nativeEngine() {
  async function post(what, request) {
    const res = await fetch(`api/${what}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(body.error || `${res.status}`);
    return body;
  }
  return { name: 'native', run: (r) => post('run', r), explore: (r) => post('explore', r) };
}

// The WebAssembly build in a worker, so a long run never freezes the page; a run that
// takes longer than TIME_LIMIT_MS is stopped (the worker is replaced).
function wasmEngine() {
  let worker = null;
  let ready = null;
  let seq = 0;
  const waiting = new Map();
  function start() {
    worker = new Worker(new URL('worker.js', import.meta.url), { type: 'module' });
    ready = new Promise((resolve, reject) => {
      waiting.set(0, { resolve, reject });
    });
    worker.onmessage = (e) => {
      const { id, ok, value } = e.data;
      // -1: the worker has warmed the engine up (worker.js): scripts/playground-bench waits
      // for it and reports how long each warm-up run took.
      if (id === -1) {
        document.body.dataset.engine = 'warm';
        document.body.dataset.warmUpMs = value.join(' ');
        return;
      }
      const w = waiting.get(id);
      if (!w) return;
      waiting.delete(id);
      if (ok) w.resolve(value); else w.reject(new Error(value));
    };
    worker.onerror = (e) => {
      for (const w of waiting.values()) w.reject(new Error(e.message || 'the engine failed to load'));
      waiting.clear();
    };
  }
  async function call(what, request) {
    if (!worker) start();
    await ready;
    const id = ++seq;
    const answer = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    worker.postMessage({ id, what, request });
    let timer;
    const limit = new Promise((_, reject) => {
      timer = setTimeout(() => {
        waiting.delete(id);
        worker.terminate();
        worker = null;
        reject(new Error(`stopped the run after ${TIME_LIMIT_MS / 1000} s of real time`));
      }, TIME_LIMIT_MS);
    });
    try {
      return await Promise.race([answer, limit]);
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    name: 'wasm',
    warm: () => { if (!worker) start(); return ready; },
    run: (r) => call('run', r),
    explore: (r) => call('explore', r),
  };
}

const engine = BACKEND === 'native' ? nativeEngine() : wasmEngine();
$('engine').textContent = engine.name === 'native'
  ? 'the evloop binary behind evloop serve (real file system, sockets and child processes)'
  : 'this page (WebAssembly, in a worker; no server)';

// ------------------------------------------------------------------ editor and state
function filenameFor(file) {
  return /\.mjs$/.test(file || '') ? 'main.mjs' : 'main.js';
}
function decodeShare(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('code');
  if (code === null) return null;
  try {
    const bin = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
    const source = new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
    const host = params.get('host') === 'browser' ? 'browser' : 'node';
    return { host, source, filename: filenameFor(params.get('file')) };
  } catch {
    return null;
  }
}
function encodeShare(state) {
  let bin = '';
  for (const b of new TextEncoder().encode(state.source)) bin += String.fromCharCode(b);
  const code = btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `#host=${state.host}&file=${state.filename}&code=${code}`;
}
function initialState() {
  const shared = decodeShare(location.hash);
  if (shared) return shared;
  try {
    const saved = JSON.parse(localStorage.getItem(STORE) || 'null');
    if (saved && typeof saved.source === 'string') {
      return { host: saved.host === 'browser' ? 'browser' : 'node', source: saved.source, filename: filenameFor(saved.filename) };
    }
  } catch {}
  const first = EXAMPLES[0];
  return first
    ? { host: first.host, source: first.source, filename: filenameFor(first.file) }
    : { host: 'node', source: "console.log('hello');\n", filename: 'main.js' };
}

const state = initialState();
function save() {
  try { localStorage.setItem(STORE, JSON.stringify(state)); } catch {}
}
const editor = window.EvloopEditor.create($('editor'), state.source, {
  onChange(text) { state.source = text; save(); },
  onRun() { run(); },
});
$('host').value = state.host;
$('filename').textContent = state.filename;
$('host').addEventListener('change', () => { state.host = $('host').value; save(); });
for (const [i, ex] of EXAMPLES.entries()) {
  const o = document.createElement('option');
  o.value = String(i);
  o.textContent = ex.title;
  $('example').appendChild(o);
}
$('example').addEventListener('change', () => {
  const ex = EXAMPLES[Number($('example').value)];
  if (!ex) return;
  state.host = ex.host;
  state.filename = filenameFor(ex.file);
  $('host').value = ex.host;
  $('filename').textContent = state.filename;
  editor.setText(ex.source);
  state.source = ex.source;
  save();
  run();
});

// ------------------------------------------------------------------ output
function setStatus(text) { $('status').textContent = text; }
function busy(on) {
  for (const id of ['run', 'explore']) $(id).disabled = on;
}
function showOutput(result) {
  const out = $('output');
  out.textContent = '';
  const add = (text, cls) => {
    const span = document.createElement('span');
    if (cls) span.className = cls;
    span.textContent = text;
    out.appendChild(span);
  };
  add(result.stdout);
  if (result.stderr) add(result.stderr, 'err');
  if (!result.stdout && !result.stderr) add('(no output)', 'note');
  const exit = $('exit');
  exit.textContent = `exit code ${result.code}`;
  exit.className = result.code === 0 ? 'exit' : 'exit bad';
}
function showPage(page) {
  $('explainer').srcdoc = page || '';
}
function request(extra) {
  return { host: state.host, source: state.source, filename: state.filename, page: true, ...extra };
}

async function run(schedule) {
  busy(true);
  setStatus(schedule ? `running with --schedule=${schedule}…` : 'running…');
  const started = performance.now();
  try {
    const result = await engine.run(request(schedule ? { schedule } : {}));
    showOutput(result);
    showPage(result.page);
    const ms = Math.round(performance.now() - started);
    setStatus(`ran in ${ms} ms${schedule ? ` (--schedule=${schedule})` : ''}`);
  } catch (e) {
    showOutput({ stdout: '', stderr: `evloop: ${e.message}\n`, code: 1 });
    setStatus('');
  } finally {
    busy(false);
  }
}

async function explore() {
  busy(true);
  setStatus('exploring every order…');
  const box = $('orders');
  box.hidden = true;
  box.textContent = '';
  try {
    const found = await engine.explore(request({ page: false }));
    const n = found.outputs.length;
    setStatus(`${found.runs} schedule${found.runs === 1 ? '' : 's'} run, ${n} distinct output${n === 1 ? '' : 's'}`);
    found.outputs.forEach((o, i) => {
      const div = document.createElement('div');
      div.className = 'order';
      const h = document.createElement('h3');
      h.textContent = `Output ${i + 1} of ${n}: ${o.schedules} of ${found.runs} schedule(s)` +
        `${o.code !== 0 ? `, exit ${o.code}` : ''}${i === 0 ? ", evloop's default order" : ''}`;
      const b = document.createElement('button');
      b.textContent = 'step through it';
      b.title = `Run with --schedule=${o.schedule} and show its explainer`;
      b.addEventListener('click', () => run(o.schedule));
      h.appendChild(b);
      div.appendChild(h);
      if (o.because.length) {
        const ul = document.createElement('ul');
        ul.className = 'because';
        for (const why of o.because) {
          const li = document.createElement('li');
          li.textContent = `because ${why}`;
          ul.appendChild(li);
        }
        div.appendChild(ul);
      }
      const pre = document.createElement('pre');
      pre.textContent = o.stdout + (o.stderr ? o.stderr.replace(/^/gm, '[stderr] ') : '');
      div.appendChild(pre);
      box.appendChild(div);
    });
    if (found.cut) {
      const p = document.createElement('p');
      p.textContent = 'Stopped at the schedule bound: more orders may exist.';
      box.appendChild(p);
    }
    box.hidden = false;
  } catch (e) {
    setStatus(`explore failed: ${e.message}`);
  } finally {
    busy(false);
  }
}

$('run').addEventListener('click', () => run());
$('explore').addEventListener('click', () => explore());
$('share').addEventListener('click', async () => {
  const url = `${location.origin}${location.pathname}${encodeShare(state)}`;
  history.replaceState(null, '', url);
  try {
    await navigator.clipboard.writeText(url);
    setStatus('link copied');
  } catch {
    setStatus('link in the address bar');
  }
});
window.addEventListener('hashchange', () => {
  const shared = decodeShare(location.hash);
  if (!shared) return;
  Object.assign(state, shared);
  $('host').value = state.host;
  $('filename').textContent = state.filename;
  editor.setText(state.source);
  save();
  run();
});

// A shared link runs at once; so does the first visit (the first example).
window.evloopPlayground = { run, explore, editor, state };
if (engine.warm) engine.warm().catch(() => {});
run();
