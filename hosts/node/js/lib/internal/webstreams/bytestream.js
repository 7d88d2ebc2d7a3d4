'use strict';

// Byte streams (type: 'bytes', BYOB readers): not modelled yet.

const { illegalConstructor, invalidArgValue } = require('./internal/webstreams/util.js');

class ReadableStreamBYOBReader {
  constructor(stream) {
    throw invalidArgValue('stream', stream, 'must be a byte stream');
  }
}
class ReadableStreamBYOBRequest {
  constructor() { throw illegalConstructor(); }
}
class ReadableByteStreamController {
  constructor() { throw illegalConstructor(); }
}

function setupByteControllerFromSource() {
  throw new Error('evloop does not model byte streams (type: \'bytes\') yet');
}

module.exports = {
  ReadableStreamBYOBReader, ReadableStreamBYOBRequest, ReadableByteStreamController,
  isReadableByteStreamController: () => false,
  setupByteControllerFromSource,
};
