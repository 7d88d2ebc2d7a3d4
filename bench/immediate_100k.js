// 100k recursive setImmediate: each callback schedules the next (one per check phase).
const N = 100000;
let count = 0;
function step() {
  if (++count < N) setImmediate(step);
  else console.log('immediates', count);
}
setImmediate(step);
