// 500 sequential global fetch() calls to a local server, each body read with json():
// undici's promise jobs, its keep-alive client and the web stream of each body.
const http = require('http');
const N = 500;
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ url: req.url }));
});
server.listen(0, '127.0.0.1', async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  let last = null;
  for (let i = 0; i < N; i++) last = await (await fetch(`${base}/r${i}`)).json();
  console.log('fetched', N, 'last', last.url);
  server.close();
});
