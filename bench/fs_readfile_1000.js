// 1,000 fs.readFile of this small file, all in flight at once (thread pool, poll phase).
const fs = require('fs');
const N = 1000;
let done = 0;
let bytes = 0;
for (let i = 0; i < N; i++) {
  fs.readFile(__filename, (err, data) => {
    if (err) throw err;
    bytes += data.length;
    if (++done === N) console.log('read', done, 'files,', bytes > 0 ? 'bytes ok' : 'no bytes');
  });
}
