'use strict';

// The IPC channel of `fork()` (node's setupChannel, JSON serialization): a socketpair
// between the parent and an evloop child, one JSON text and a newline per message. Both
// ends are net.js stream handles read in the poll phase. Node's order:
//
// - each message read is emitted as 'message' one nextTick after the read;
// - `send()`'s callback comes one nextTick later when the write finished at once, or
//   from the poll phase that finishes it; a send on a closed channel errors one tick later;
// - `disconnect()` (or the other side's end) closes the channel and emits 'disconnect'
//   one nextTick later; the parent's 'close' also waits for the channel;
// - in the child the channel keeps the process alive only while it has 'message' or
//   'disconnect' listeners (or a write in flight).

const { binding } = require('./internals.js');
const EventEmitter = require('./events.js');
const net = require('./net.js');
const { StringDecoder } = require('./string_decoder.js');
const {
  makeError, invalidArgType, missingArgs,
} = require('./internal/node_errors.js');

// The channel as `subprocess.channel` / `process.channel` shows it: ref and unref, with
// a count of what needs the channel kept (listeners, writes in flight) that an explicit
// call overrides.
class Control extends EventEmitter {
  #handle;
  #refs = 0;
  #explicit = false;

  constructor(handle) {
    super();
    this.#handle = handle;
  }

  refCounted() {
    if (++this.#refs === 1 && !this.#explicit) this.#handle.ref();
  }

  unrefCounted() {
    if (--this.#refs === 0 && !this.#explicit) {
      this.#handle.unref();
      this.emit('unref');
    }
  }

  ref() {
    this.#explicit = true;
    this.#handle.ref();
  }

  unref() {
    this.#explicit = true;
    this.#handle.unref();
  }

  get fd() {
    return undefined;
  }
}

function setupChannel(target, handleId, serializationMode, maybeClose) {
  if (serializationMode !== undefined && serializationMode !== 'json') {
    throw makeError(Error, 'ERR_FEATURE_UNAVAILABLE_ON_PLATFORM',
      `evloop models only the 'json' serialization of IPC messages (not '${serializationMode}')`);
  }
  const handle = net._createHandle(handleId);
  const control = new Control(handle);
  target.channel = control;
  target.connected = true;
  target._handleQueue = null;
  target._pendingMessage = null;
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let buffering = false;

  function handleMessage(message) {
    if (!target.channel) return;
    const internal = message !== null && typeof message === 'object' &&
      typeof message.cmd === 'string' && message.cmd.startsWith('NODE_');
    process.nextTick(() => target.emit(internal ? 'internalMessage' : 'message', message, undefined));
  }

  handle.onread = (err, buf) => {
    if (err === null) {
      const text = pending + decoder.write(buf);
      const lines = text.split('\n');
      pending = lines.pop();
      buffering = pending.length !== 0;
      for (const line of lines) handleMessage(JSON.parse(line));
      return;
    }
    // The other end closed (or failed): the channel is gone.
    buffering = false;
    target.disconnect();
    handle.onread = () => {};
    handle.close();
    if (maybeClose) maybeClose(target);
  };

  target.send = function send(message, sendHandle, options, callback) {
    if (typeof sendHandle === 'function') {
      callback = sendHandle;
      sendHandle = undefined;
      options = undefined;
    } else if (typeof options === 'function') {
      callback = options;
      options = undefined;
    } else if (options !== undefined && (options === null || typeof options !== 'object')) {
      throw invalidArgType('options', 'object', options);
    }
    if (this.connected) return this._send(message, sendHandle, callback);
    const ex = makeError(Error, 'ERR_IPC_CHANNEL_CLOSED', 'Channel closed');
    if (typeof callback === 'function') process.nextTick(callback, ex);
    else process.nextTick(() => this.emit('error', ex));
    return false;
  };

  target._send = function _send(message, sendHandle, callback) {
    if (message === undefined) throw missingArgs('message');
    if (typeof message !== 'string' && typeof message !== 'object' &&
        typeof message !== 'number' && typeof message !== 'boolean') {
      throw invalidArgType('message', ['string', 'object', 'number', 'boolean'], message);
    }
    if (sendHandle !== undefined && sendHandle !== null) {
      throw makeError(Error, 'ERR_FEATURE_UNAVAILABLE_ON_PLATFORM',
        'evloop does not model sending handles over IPC yet');
    }
    const text = `${JSON.stringify(message)}\n`;
    const r = binding.tcpWrite(handle.id, text);
    if (typeof r === 'number') {
      if (typeof callback === 'function') process.nextTick(callback, null);
      return true;
    }
    if (r[0] === null) {
      // Finished by a later poll phase; the channel stays referenced until then.
      control.refCounted();
      handle.asyncWrites.push({
        oncomplete: (status) => {
          control.unrefCounted();
          if (typeof callback === 'function') {
            callback(status === 0 ? null : new Error(`write ${status[0]}`));
          }
        },
      });
      return true;
    }
    const ex = new Error(`write ${r[0][0]}`);
    ex.errno = r[0][1];
    ex.code = r[0][0];
    ex.syscall = 'write';
    if (typeof callback === 'function') process.nextTick(callback, ex);
    else process.nextTick(() => this.emit('error', ex));
    return false;
  };

  target.disconnect = function disconnect() {
    if (!this.connected) {
      this.emit('error', makeError(Error, 'ERR_IPC_DISCONNECTED', 'IPC channel is already disconnected'));
      return;
    }
    this.connected = false;
    this._disconnect();
  };

  target._disconnect = function _disconnect() {
    this.channel = null;
    let fired = false;
    const finish = () => {
      if (fired) return;
      fired = true;
      handle.close();
      target.emit('disconnect');
    };
    // A message being read completes first.
    if (buffering) {
      this.once('message', finish);
      this.once('internalMessage', finish);
      return;
    }
    process.nextTick(finish);
  };

  handle.reading = true;
  handle.readStart();
  return control;
}

// The child's side (node's _forkChild): the channel on NODE_CHANNEL_FD, unreferenced
// until a 'message' or 'disconnect' listener needs it.
function forkChild(proc, fd, serializationMode) {
  const [err, id] = binding.ipcOpen(fd);
  if (err !== null) return;
  binding.tcpRef(id, false);
  const control = setupChannel(proc, id, serializationMode);
  proc.on('newListener', (name) => {
    if (name === 'message' || name === 'disconnect') control.refCounted();
  });
  proc.on('removeListener', (name) => {
    if (name === 'message' || name === 'disconnect') control.unrefCounted();
  });
}

module.exports = { setupChannel, forkChild };
