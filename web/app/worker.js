// The WebAssembly build of evloop (web/dist/pkg, made by scripts/build-web), in a worker:
// { id, what: 'run' | 'explore', request } in, { id, ok, value } out. Message 0 says
// whether the engine loaded.
import init, { run, explore } from './pkg/evloop_web.js';

init().then(
  () => postMessage({ id: 0, ok: true, value: null }),
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
};
