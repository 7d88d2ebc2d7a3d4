'use strict';

// node:http for evloop: the public module over _http_server, _http_client, _http_agent
// and friends, which sit on node:net's sockets as node's do.

const { methods, validateHeaderName, validateHeaderValue } = require('./_http_common.js');
const { IncomingMessage } = require('./_http_incoming.js');
const { OutgoingMessage } = require('./_http_outgoing.js');
const agentModule = require('./_http_agent.js');

const { Agent } = agentModule;
const { ClientRequest } = require('./_http_client.js');
const { STATUS_CODES, Server, ServerResponse } = require('./_http_server.js');

function createServer(opts, requestListener) {
  return new Server(opts, requestListener);
}

function request(url, options, cb) {
  return new ClientRequest(url, options, cb);
}

function get(url, options, cb) {
  const req = request(url, options, cb);
  req.end();
  return req;
}

const http = {
  _connectionListener: require('./_http_server.js')._connectionListener,
  METHODS: methods.slice().sort(),
  STATUS_CODES,
  Agent,
  ClientRequest,
  IncomingMessage,
  OutgoingMessage,
  Server,
  ServerResponse,
  createServer,
  validateHeaderName,
  validateHeaderValue,
  get,
  request,
  setMaxIdleHTTPParsers() {},
  maxHeaderSize: 16384,
};
// Setting http.globalAgent changes the agent requests without one use.
Object.defineProperty(http, 'globalAgent', {
  configurable: true,
  enumerable: true,
  get() { return agentModule.globalAgent; },
  set(v) { agentModule.globalAgent = v; },
});
module.exports = http;
