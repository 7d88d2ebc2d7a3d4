'use strict';

// TextEncoderStream and TextDecoderStream as node 20 has them: a TransformStream over
// a TextEncoder (a lone high surrogate at a chunk's end waits for the next chunk) or a
// streaming TextDecoder (a split multibyte character waits likewise).

const {
  kType, kInspect, invalidThis, customInspect,
} = require('./internal/webstreams/util.js');
const { TransformStream } = require('./internal/webstreams/transformstream.js');
const { TextEncoder, TextDecoder } = require('./internal/encoding.js');

const kHandle = Symbol('kHandle');
const kTransform = Symbol('kTransform');
const kPendingHighSurrogate = Symbol('kPendingHighSurrogate');

const isStream = (type) => (value) => typeof value?.[kHandle] === 'object' && value?.[kType] === type;
const isTextEncoderStream = isStream('TextEncoderStream');
const isTextDecoderStream = isStream('TextDecoderStream');

function checked(check, name, read) {
  return function get() {
    if (!check(this)) throw invalidThis(name);
    return read(this);
  };
}

class TextEncoderStream {
  constructor() {
    this[kPendingHighSurrogate] = null;
    this[kType] = 'TextEncoderStream';
    this[kHandle] = new TextEncoder();
    this[kTransform] = new TransformStream({
      transform: (chunk, controller) => {
        const text = String(chunk);
        let out = '';
        for (let i = 0; i < text.length; i++) {
          const unit = text.charCodeAt(i);
          if (this[kPendingHighSurrogate] !== null) {
            const high = this[kPendingHighSurrogate];
            this[kPendingHighSurrogate] = null;
            if (unit >= 0xDC00 && unit <= 0xDFFF) {
              out += high + text[i];
              continue;
            }
            out += '\uFFFD';
          }
          if (unit >= 0xD800 && unit <= 0xDBFF) {
            this[kPendingHighSurrogate] = text[i];
          } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
            out += '\uFFFD';
          } else {
            out += text[i];
          }
        }
        if (out) controller.enqueue(this[kHandle].encode(out));
      },
      flush: (controller) => {
        if (this[kPendingHighSurrogate] !== null) controller.enqueue(new Uint8Array([0xEF, 0xBF, 0xBD]));
      },
    });
  }

  [kInspect](depth, options, inspect) {
    if (!isTextEncoderStream(this)) throw invalidThis('TextEncoderStream');
    return customInspect(this, 'TextEncoderStream', {
      encoding: this[kHandle].encoding,
      readable: this[kTransform].readable,
      writable: this[kTransform].writable,
    }, depth, options, inspect);
  }
}

class TextDecoderStream {
  constructor(encoding = 'utf-8', options = {}) {
    this[kType] = 'TextDecoderStream';
    this[kHandle] = new TextDecoder(encoding, options);
    this[kTransform] = new TransformStream({
      transform: (chunk, controller) => {
        const text = this[kHandle].decode(chunk, { stream: true });
        if (text) controller.enqueue(text);
      },
      flush: (controller) => {
        const text = this[kHandle].decode();
        if (text) controller.enqueue(text);
        controller.terminate();
      },
    });
  }

  [kInspect](depth, options, inspect) {
    if (!isTextDecoderStream(this)) throw invalidThis('TextDecoderStream');
    return customInspect(this, 'TextDecoderStream', {
      encoding: this[kHandle].encoding,
      fatal: this[kHandle].fatal,
      ignoreBOM: this[kHandle].ignoreBOM,
      readable: this[kTransform].readable,
      writable: this[kTransform].writable,
    }, depth, options, inspect);
  }
}

function defineGetters(Class, check, names) {
  for (const name of names) {
    const read = name === 'readable' || name === 'writable' ?
      (self) => self[kTransform][name] : (self) => self[kHandle][name];
    Object.defineProperty(Class.prototype, name, {
      get: checked(check, Class.name, read), enumerable: true, configurable: true,
    });
  }
}
defineGetters(TextEncoderStream, isTextEncoderStream, ['encoding', 'readable', 'writable']);
defineGetters(TextDecoderStream, isTextDecoderStream,
  ['encoding', 'fatal', 'ignoreBOM', 'readable', 'writable']);

module.exports = { TextEncoderStream, TextDecoderStream };
