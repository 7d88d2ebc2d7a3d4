// 2,000 sequential HTTP requests over one keep-alive socket (node 20's global agent):
// each is a request head, a small JSON answer, the response's 'data' and 'end'.
const http = require('http');
const N = 2000;
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ url: req.url }));
});
server.listen(0, '127.0.0.1', () => {
  const port = server.address().port;
  let done = 0;
  let bytes = 0;
  const next = () => {
    http.get({ host: '127.0.0.1', port, path: `/r${done}` }, (res) => {
      res.on('data', (d) => { bytes += d.length; });
      res.on('end', () => {
        if (++done < N) next();
        else {
          console.log('requests', done, 'bytes', bytes);
          server.close();
        }
      });
    });
  };
  next();
});
