'use strict';

// node:_http_agent for evloop: the Agent that lends sockets to client requests, keyed by
// host:port: a free socket of a keep-alive agent is reused (lifo by default), a new one
// made while under maxSockets, otherwise the request waits for one to be freed.

const net = require('./net.js');
const EventEmitter = require('./events.js');
const { invalidArgType } = require('./internal/errors.js');
const { firstHeaderValue } = require('./_http_incoming.js');

function Agent(options) {
  if (!(this instanceof Agent)) return new Agent(options);
  EventEmitter.call(this);
  this.defaultPort = 80;
  this.protocol = 'http:';
  this.options = { __proto__: null, ...options };
  if (this.options.noDelay === undefined) this.options.noDelay = true;
  this.options.path = null;
  this.requests = { __proto__: null };
  this.sockets = { __proto__: null };
  this.freeSockets = { __proto__: null };
  this.keepAliveMsecs = this.options.keepAliveMsecs || 1000;
  this.keepAlive = this.options.keepAlive || false;
  this.maxSockets = this.options.maxSockets || Agent.defaultMaxSockets;
  this.maxFreeSockets = this.options.maxFreeSockets || 256;
  this.scheduling = this.options.scheduling || 'lifo';
  this.maxTotalSockets = this.options.maxTotalSockets || Infinity;
  this.totalSocketCount = 0;
  if (this.scheduling !== 'fifo' && this.scheduling !== 'lifo') {
    throw invalidArgType('scheduling', "'fifo' or 'lifo'", this.scheduling);
  }
  this.on('free', (socket, opts) => onFree(this, socket, opts));
  this.on('newListener', maybeEnableKeylog);
}
Object.setPrototypeOf(Agent.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Agent, EventEmitter);
Agent.defaultMaxSockets = Infinity;

function maybeEnableKeylog() {}

function onFree(agent, socket, options) {
  const name = agent.getName(options);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const requests = agent.requests[name];
  if (requests && requests.length) {
    const req = requests.shift();
    setRequestSocket(agent, req, socket);
    if (requests.length === 0) delete agent.requests[name];
    return;
  }
  const req = socket._httpMessage;
  if (!req || !req.shouldKeepAlive || !agent.keepAlive) {
    socket.destroy();
    return;
  }
  const freeSockets = agent.freeSockets[name] || [];
  const freeLen = freeSockets.length;
  let count = freeLen;
  if (agent.sockets[name]) count += agent.sockets[name].length;
  if (agent.totalSocketCount > agent.maxTotalSockets || count > agent.maxSockets ||
      freeLen >= agent.maxFreeSockets || !agent.keepSocketAlive(socket)) {
    socket.destroy();
    return;
  }
  agent.freeSockets[name] = freeSockets;
  socket._httpMessage = null;
  agent.removeSocket(socket, options);
  socket.once('error', freeSocketErrorListener);
  freeSockets.push(socket);
}

function freeSocketErrorListener(err) {
  this.destroy();
  this.emit('agentRemove');
  void err;
}

Agent.prototype.createConnection = net.createConnection;

Agent.prototype.getName = function getName(options = {}) {
  let name = options.host || 'localhost';
  name += ':';
  if (options.port) name += options.port;
  name += ':';
  if (options.localAddress) name += options.localAddress;
  if (options.family === 4 || options.family === 6) name += `:${options.family}`;
  return name;
};

Agent.prototype.addRequest = function addRequest(req, options) {
  options = { __proto__: null, ...options, ...this.options };
  if (!options.servername && options.servername !== '') options.servername = options.host;
  const name = this.getName(options);
  if (!this.sockets[name]) this.sockets[name] = [];
  const freeSockets = this.freeSockets[name];
  let socket;
  if (freeSockets) {
    while (freeSockets.length && freeSockets[0].destroyed) freeSockets.shift();
    socket = this.scheduling === 'fifo' ? freeSockets.shift() : freeSockets.pop();
    if (!freeSockets.length) delete this.freeSockets[name];
  }
  const freeLen = freeSockets ? freeSockets.length : 0;
  const sockLen = freeLen + this.sockets[name].length;
  if (socket) {
    this.reuseSocket(socket, req);
    setRequestSocket(this, req, socket);
    this.sockets[name].push(socket);
  } else if (sockLen < this.maxSockets && this.totalSocketCount < this.maxTotalSockets) {
    this.createSocket(req, options, (err, s) => {
      if (err) req.onSocket(s, err);
      else setRequestSocket(this, req, s);
    });
  } else {
    if (!this.requests[name]) this.requests[name] = [];
    req._agentOptions = options;
    this.requests[name].push(req);
  }
};

Agent.prototype.createSocket = function createSocket(req, options, cb) {
  options = { __proto__: null, ...options, ...this.options };
  if (!options.servername && options.servername !== '') options.servername = options.host;
  const name = this.getName(options);
  options._agentKey = name;
  options.encoding = null;
  let called = false;
  const oncreate = (err, s) => {
    if (called) return;
    called = true;
    if (err) {
      cb(err);
      return;
    }
    if (!this.sockets[name]) this.sockets[name] = [];
    this.sockets[name].push(s);
    this.totalSocketCount++;
    installListeners(this, s, options);
    cb(null, s);
  };
  if (this.keepAlive) {
    options.keepAlive = this.keepAlive;
    options.keepAliveInitialDelay = this.keepAliveMsecs;
  }
  const newSocket = this.createConnection(options, oncreate);
  if (newSocket) oncreate(null, newSocket);
};

function installListeners(agent, s, options) {
  function onFreeSocket() {
    agent.emit('free', s, options);
  }
  s.on('free', onFreeSocket);
  function onClose() {
    agent.totalSocketCount--;
    agent.removeSocket(s, options);
  }
  s.on('close', onClose);
  function onTimeout() {
    const sockets = agent.freeSockets;
    if (Object.keys(sockets).some((name) => sockets[name].includes(s))) s.destroy();
  }
  s.on('timeout', onTimeout);
  function onRemove() {
    agent.totalSocketCount--;
    agent.removeSocket(s, options);
    s.removeListener('close', onClose);
    s.removeListener('free', onFreeSocket);
    s.removeListener('timeout', onTimeout);
    s.removeListener('agentRemove', onRemove);
  }
  s.on('agentRemove', onRemove);
}

Agent.prototype.removeSocket = function removeSocket(s, options) {
  const name = this.getName(options);
  for (const lists of [this.sockets, this.freeSockets]) {
    const sockets = lists[name];
    if (sockets) {
      const index = sockets.indexOf(s);
      if (index !== -1) {
        sockets.splice(index, 1);
        if (sockets.length === 0) delete lists[name];
      }
    }
  }
  let req;
  if (this.requests[name] && this.requests[name].length) {
    req = this.requests[name][0];
  } else {
    const keys = Object.keys(this.requests);
    for (let i = 0; i < keys.length; i++) {
      const prop = keys[i];
      if (this.sockets[prop] && this.sockets[prop].length) break;
      req = this.requests[prop][0];
      options = req._agentOptions;
      break;
    }
  }
  if (req && options) {
    this.createSocket(req, options, (err, socket) => {
      if (err) req.onSocket(socket, err);
      else socket.emit('free');
    });
  }
};

Agent.prototype.keepSocketAlive = function keepSocketAlive(socket) {
  socket.setKeepAlive(true, this.keepAliveMsecs);
  socket.unref();
  let agentTimeout = this.options.timeout || 0;
  const res = socket._httpMessage && socket._httpMessage.res;
  if (res) {
    // Only the start of the (joined) value counts: its first value is enough.
    const hint = firstHeaderValue(res, 'keep-alive');
    const m = hint && /^timeout=(\d+)/.exec(hint);
    if (m) {
      const serverHintTimeout = parseInt(m[1], 10) * 1000 - 1000;
      if (serverHintTimeout < agentTimeout) agentTimeout = serverHintTimeout;
    }
  }
  if (socket.timeout !== agentTimeout) socket.setTimeout(agentTimeout);
  return true;
};

Agent.prototype.reuseSocket = function reuseSocket(socket, req) {
  socket.removeListener('error', freeSocketErrorListener);
  req.reusedSocket = true;
  socket.ref();
};

Agent.prototype.destroy = function destroy() {
  for (const set of [this.freeSockets, this.sockets]) {
    for (const key of Object.keys(set)) {
      for (const s of set[key]) s.destroy();
    }
  }
};

function setRequestSocket(agent, req, socket) {
  req.onSocket(socket);
  const agentTimeout = agent.options.timeout || 0;
  if (req.timeout === undefined || req.timeout === agentTimeout) return;
  socket.setTimeout(req.timeout);
}

const globalAgent = new Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5000 });

module.exports = { Agent, globalAgent };
