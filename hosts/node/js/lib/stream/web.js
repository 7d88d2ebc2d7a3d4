'use strict';

// node:stream/web — the WHATWG streams (internal/webstreams/), with node 20's
// CompressionStream and DecompressionStream (loaded on first use).

const readable = require('./internal/webstreams/readablestream.js');
const writable = require('./internal/webstreams/writablestream.js');
const transform = require('./internal/webstreams/transformstream.js');
const strategies = require('./internal/webstreams/queuingstrategies.js');
const encoding = require('./internal/webstreams/encoding.js');

const bytes = require('./internal/webstreams/bytestream.js');
const compression = require('./internal/webstreams/compression.js');

module.exports = {
  ReadableStream: readable.ReadableStream,
  ReadableStreamDefaultReader: readable.ReadableStreamDefaultReader,
  ReadableStreamBYOBReader: bytes.ReadableStreamBYOBReader,
  ReadableStreamBYOBRequest: bytes.ReadableStreamBYOBRequest,
  ReadableByteStreamController: bytes.ReadableByteStreamController,
  ReadableStreamDefaultController: readable.ReadableStreamDefaultController,
  TransformStream: transform.TransformStream,
  TransformStreamDefaultController: transform.TransformStreamDefaultController,
  WritableStream: writable.WritableStream,
  WritableStreamDefaultWriter: writable.WritableStreamDefaultWriter,
  WritableStreamDefaultController: writable.WritableStreamDefaultController,
  ByteLengthQueuingStrategy: strategies.ByteLengthQueuingStrategy,
  CountQueuingStrategy: strategies.CountQueuingStrategy,
  TextEncoderStream: encoding.TextEncoderStream,
  TextDecoderStream: encoding.TextDecoderStream,
  CompressionStream: compression.CompressionStream,
  DecompressionStream: compression.DecompressionStream,
};
