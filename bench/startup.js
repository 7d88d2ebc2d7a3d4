// Startup: the classic seed puzzle. Sync code, then the nextTick, then the
// promise job, then the 0 ms timer. Prints 4 lines. Measures process start-up
// plus one turn of the loop. (No setImmediate: that would race the timer in node.)
console.log('1 sync');
setTimeout(() => console.log('4 timeout'), 0);
Promise.resolve().then(() => console.log('3 promise'));
process.nextTick(() => console.log('2 nextTick'));
