// A 10,000-message TCP echo on loopback: the client sends one message, waits for the echo,
// sends the next. Each round trip is two poll phases (server data, client data).
const net = require('net');
const N = 10000;
const server = net.createServer((sock) => sock.on('data', (d) => sock.write(d)));
server.listen(0, '127.0.0.1', () => {
  const client = net.connect(server.address().port, '127.0.0.1');
  let sent = 0;
  let got = 0;
  const send = () => client.write(`message ${++sent}\n`);
  client.on('connect', send);
  client.on('data', (d) => {
    got += d.toString().split('\n').length - 1;
    if (got === sent && sent < N) send();
    else if (got === N) {
      console.log('echoed', got, 'messages');
      client.end();
      server.close();
    }
  });
});
