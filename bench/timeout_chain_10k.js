// 10k chained setTimeout(0): each timer schedules the next. Real node waits >= 1 ms
// per timer; evloop's virtual clock jumps straight to each deadline.
const N = 10000;
let count = 0;
function step() {
  if (++count < N) setTimeout(step, 0);
  else console.log('timeouts', count);
}
setTimeout(step, 0);
