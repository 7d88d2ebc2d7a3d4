// 100k queueMicrotask callbacks, all queued from the main script; each bumps a counter.
const N = 100000;
let count = 0;
for (let i = 0; i < N; i++) {
  queueMicrotask(() => { count++; });
}
setTimeout(() => console.log('microtasks', count), 0);
