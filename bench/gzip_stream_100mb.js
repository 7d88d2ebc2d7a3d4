// 100 MB of text through zlib.createGzip() (a stream: each 64 KiB write a thread-pool
// trip, output in 16 KiB pieces), then inflated again to check it.
const zlib = require('zlib');
const { pipeline, Readable, Writable } = require('stream');
const block = Buffer.from('the event loop runs callbacks in phases; '.repeat(1600)).subarray(0, 65536);
const N = 1600; // 1600 x 64 KiB = 100 MiB
let sent = 0;
const source = new Readable({
  read() { this.push(sent++ < N ? block : null); },
});
let packed = 0;
const chunks = [];
pipeline(source, zlib.createGzip(), new Writable({
  write(chunk, enc, cb) { packed += chunk.length; chunks.push(chunk); cb(); },
}), (err) => {
  if (err) throw err;
  const back = zlib.gunzipSync(Buffer.concat(chunks));
  console.log('gzip stream:', back.length === N * 65536 ? '100 MiB in, same bytes out' : 'mismatch', packed < back.length / 10);
});
