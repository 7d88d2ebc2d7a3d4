// TextEncoder and TextDecoder as Chromium has them: the engine's shared core
// (hosts/engine/js/web/encoding.js, also node's), every WHATWG encoding but
// "replacement" (windows-1252 with the WHATWG table for 0x80-0x9F), Chromium's errors.
'use strict';

module.exports = function makeEncoding(binding) {
  const isUint8Array = (v) => ArrayBuffer.isView(v) && Object.prototype.toString.call(v) === '[object Uint8Array]';
  const toUSV = (s) => (/[\ud800-\udfff]/.test(s)
    ? Array.from(s, (ch) => (ch.length === 1 && ch >= '\ud800' && ch <= '\udfff' ? '\ufffd' : ch)).join('') : s);
  return require('./web/encoding')({
    ops: {
      encodingName: binding.webEncodingName,
      decoderId: binding.webTextDecoderId,
      decode: binding.webTextDecode,
      utf8Encode: binding.utf8Encode,
      utf8Write: binding.utf8Write,
    },
    supported: (name) => name !== 'replacement',
    errors: {
      invalidThis: () => new TypeError('Illegal invocation'),
      unsupported: (label) => new RangeError(`Failed to construct 'TextDecoder': The encoding label provided ('${label}') is invalid.`),
      options(options, method) {
        if (options === undefined || options === null || typeof options === 'object' || typeof options === 'function') return;
        const [what, dict] = method === 'decode'
          ? ["Failed to execute 'decode' on 'TextDecoder'", 'TextDecodeOptions']
          : ["Failed to construct 'TextDecoder'", 'TextDecoderOptions'];
        throw new TypeError(`${what}: The provided value is not of type '${dict}'.`);
      },
      encodeIntoArgs(args) {
        if (args.length < 2) {
          throw new TypeError(`Failed to execute 'encodeInto' on 'TextEncoder': 2 arguments required, but only ${args.length} present.`);
        }
        const src = toUSV(String(args[0]));
        if (!isUint8Array(args[1])) {
          throw new TypeError("Failed to execute 'encodeInto' on 'TextEncoder': parameter 2 is not of type 'Uint8Array'.");
        }
        return [src, args[1]];
      },
      notBytes: () => new TypeError("Failed to execute 'decode' on 'TextDecoder': parameter 1 is not of type 'ArrayBuffer'."),
      invalidData: () => new TypeError("Failed to execute 'decode' on 'TextDecoder': The encoded data was not valid."),
    },
  });
};
