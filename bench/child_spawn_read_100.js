// 100 child processes, one after another: spawn `cat`, write 4 KiB to its stdin, read it
// all back from its stdout, wait for 'close', then the next.
const { spawn } = require('child_process');
const N = 100;
const chunk = 'x'.repeat(4096);
let done = 0;
let bytes = 0;
function next() {
  const child = spawn('cat');
  let got = 0;
  child.stdout.on('data', (d) => { got += d.length; });
  child.on('close', (code) => {
    if (code !== 0) throw new Error(`cat exited ${code}`);
    bytes += got;
    if (++done < N) next();
    else console.log('children', done, 'bytes read back', bytes);
  });
  child.stdin.end(chunk);
}
next();
