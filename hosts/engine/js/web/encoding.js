'use strict';

// The WHATWG Encoding Standard's TextEncoder and TextDecoder, without the embedding:
// shared by the Node host (hosts/node/js/lib/internal/encoding.js, node 20's) and the
// browser host (hosts/browser/js/webapis/encoding.js, Chromium's). The bytes are
// decoded by the host's ops (encoding_rs); each host says which encodings it has, how
// windows-1252 decodes, and what its errors are:
//
// host.ops:     encodingName(label) -> name | undefined; decoderId() -> number;
//               decode(id, name, view, stream, fatal, ignoreBOM) -> text | null (malformed, fatal);
//               utf8Encode(string) -> Uint8Array; utf8Write(view, string, at, room) -> bytes written
// host.latin1Bytes: windows-1252 (the latin1 labels) maps each byte to the code point of the
//               same number (node 20), instead of the WHATWG table for 0x80-0x9F (Chromium)
// host.mark(self, kind, state): called on each new instance (node gives it its symbols)
// host.errors:  invalidThis(iface); unsupported(label, name) (a label with no decoder here);
//               options(value, method) (a value that is no options dictionary, or undefined);
//               encodeIntoArgs(args) -> [src, dest] (checks and converts encodeInto's arguments);
//               notBytes(value) (decode's input); invalidData(name) (fatal decoding failed)

module.exports = function createEncoding(host) {
  const { ops, errors } = host;
  const encoders = new WeakSet();
  const decoders = new WeakMap();

  function decoderOf(self) {
    const st = self !== null && (typeof self === 'object' || typeof self === 'function') ? decoders.get(self) : undefined;
    if (st === undefined) throw errors.invalidThis('TextDecoder');
    return st;
  }
  function checkEncoder(self) {
    if (self === null || (typeof self !== 'object' && typeof self !== 'function') || !encoders.has(self)) {
      throw errors.invalidThis('TextEncoder');
    }
  }

  // How many UTF-16 units the first `written` UTF-8 bytes of `src` came from (whole
  // characters only).
  function unitsRead(src, written) {
    let read = 0;
    let bytes = 0;
    while (read < src.length && bytes < written) {
      const c = src.charCodeAt(read);
      if (c < 0x80) { bytes += 1; read += 1; } else if (c < 0x800) { bytes += 2; read += 1; } else if (c >= 0xD800 && c <= 0xDBFF && read + 1 < src.length &&
          src.charCodeAt(read + 1) >= 0xDC00 && src.charCodeAt(read + 1) <= 0xDFFF) {
        bytes += 4; read += 2;
      } else { bytes += 3; read += 1; }
    }
    return read;
  }

  class TextEncoder {
    constructor() {
      encoders.add(this);
      if (host.mark) host.mark(this, 'encoder', true);
    }

    get encoding() {
      checkEncoder(this);
      return 'utf-8';
    }

    encode(input = '') {
      checkEncoder(this);
      return ops.utf8Encode(`${input}`);
    }

    encodeInto(src, dest) {
      checkEncoder(this);
      const [text, view] = errors.encodeIntoArgs(arguments);
      const written = ops.utf8Write(view, text, 0, view.length);
      return { read: unitsRead(text, written), written };
    }
  }

  const emptyBytes = new Uint8Array(0);

  function latin1Text(view) {
    let out = '';
    for (let i = 0; i < view.length; i += 8192) {
      out += String.fromCharCode.apply(null, view.subarray(i, Math.min(i + 8192, view.length)));
    }
    return out;
  }

  class TextDecoder {
    constructor(encoding = 'utf-8', options = {}) {
      encoding = `${encoding}`;
      errors.options(options, 'constructor');
      const name = ops.encodingName(encoding);
      if (name === undefined || !host.supported(name)) throw errors.unsupported(encoding, name);
      const st = {
        id: ops.decoderId(),
        encoding: name,
        fatal: options != null && !!options.fatal,
        ignoreBOM: options != null && !!options.ignoreBOM,
        bomSeen: false,
      };
      decoders.set(this, st);
      if (host.mark) host.mark(this, 'decoder', st);
    }

    decode(input = emptyBytes, options = {}) {
      const st = decoderOf(this);
      let view;
      if (input instanceof ArrayBuffer) view = new Uint8Array(input);
      else if (ArrayBuffer.isView(input)) view = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
      else throw errors.notBytes(input);
      errors.options(options, 'decode');
      const stream = options != null && !!options.stream;
      if (host.latin1Bytes && st.encoding === 'windows-1252') {
        return latin1Text(view);
      }
      const text = ops.decode(st.id, st.encoding, view, stream, st.fatal, st.ignoreBOM);
      if (text === null) throw errors.invalidData(st.encoding);
      return text;
    }

    get encoding() {
      return decoderOf(this).encoding;
    }

    get fatal() {
      return decoderOf(this).fatal;
    }

    get ignoreBOM() {
      return decoderOf(this).ignoreBOM;
    }
  }

  // Web IDL members are enumerable.
  const enumerable = (proto, names) => {
    for (const name of names) Object.defineProperty(proto, name, { enumerable: true });
  };
  enumerable(TextEncoder.prototype, ['encode', 'encodeInto', 'encoding']);
  enumerable(TextDecoder.prototype, ['decode', 'encoding', 'fatal', 'ignoreBOM']);
  for (const C of [TextEncoder, TextDecoder]) {
    Object.defineProperty(C.prototype, Symbol.toStringTag, { value: C.name, configurable: true });
  }

  return { TextEncoder, TextDecoder, isDecoder: (v) => decoders.has(v) };
};
