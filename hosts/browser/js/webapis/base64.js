// atob and btoa (HTML "Base64 utility methods"): forgiving-base64 decode of a string to
// a binary string, and encode of a Latin-1 string, with Chromium's messages.
'use strict';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

module.exports = function makeBase64(DOMException) {
  function btoa(data) {
    if (arguments.length === 0) {
      throw new TypeError("Failed to execute 'btoa' on 'Window': 1 argument required, but only 0 present.");
    }
    const s = String(data);
    let out = '';
    for (let i = 0; i < s.length; i += 3) {
      const a = s.charCodeAt(i);
      const b = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
      const c = i + 2 < s.length ? s.charCodeAt(i + 2) : 0;
      if (a > 255 || b > 255 || c > 255) {
        throw new DOMException("Failed to execute 'btoa' on 'Window': The string to be encoded contains characters outside of the Latin1 range.", 'InvalidCharacterError');
      }
      const n = (a << 16) | (b << 8) | c;
      out += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63];
      out += i + 1 < s.length ? ALPHABET[(n >> 6) & 63] : '=';
      out += i + 2 < s.length ? ALPHABET[n & 63] : '=';
    }
    return out;
  }

  function atob(data) {
    if (arguments.length === 0) {
      throw new TypeError("Failed to execute 'atob' on 'Window': 1 argument required, but only 0 present.");
    }
    const bad = () => new DOMException("Failed to execute 'atob' on 'Window': The string to be decoded is not correctly encoded.", 'InvalidCharacterError');
    let s = String(data).replace(/[\t\n\f\r ]/g, '');
    if (s.length % 4 === 0) s = s.replace(/==?$/, '');
    if (s.length % 4 === 1) throw bad();
    let out = '';
    let bits = 0;
    let acc = 0;
    for (const c of s) {
      const v = VALUE.get(c);
      if (v === undefined) throw bad();
      acc = (acc << 6) | v;
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        out += String.fromCharCode((acc >> bits) & 255);
      }
    }
    return out;
  }
  return { atob, btoa };
};
