// 100k recursive process.nextTick: each tick queues the next, all in one drain.
// evloop needs --max-drain above 100000 for this (the default treats it as starvation).
const N = 100000;
let count = 0;
function step() {
  if (++count < N) process.nextTick(step);
  else console.log('ticks', count);
}
process.nextTick(step);
