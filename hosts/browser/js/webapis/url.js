// URL and URLSearchParams as Chromium has them: the WHATWG URL Standard's parser and
// classes are the engine's shared core (hosts/engine/js/web/url.js, also node's url.js);
// this module gives them Chromium's errors ("Failed to construct 'URL': Invalid URL",
// "Illegal invocation") and a file: URL's origin as Chromium shows it ('file://').
'use strict';

const count = (n) => `${n} argument${n === 1 ? '' : 's'}`;
const where = (iface, method) => (method === 'constructor'
  ? `Failed to construct '${iface}'` : `Failed to execute '${method}' on '${iface}'`);

module.exports = require('./web/url')({
  fileOrigin: 'file://',
  errors: {
    invalidURL({ badBase, setter }) {
      if (setter) return new TypeError("Failed to set the 'href' property on 'URL': Invalid URL");
      return new TypeError(`Failed to construct 'URL': Invalid ${badBase ? 'base ' : ''}URL`);
    },
    missingArgs: (iface, method, names, needed, got) =>
      new TypeError(`${where(iface, method)}: ${count(needed)} required, but only ${got} present.`),
    invalidThis: () => new TypeError('Illegal invocation'),
    notIterable: () => new TypeError("Failed to construct 'URLSearchParams': The object must have a callable @@iterator property."),
    invalidTuple: (kind) => new TypeError(kind === 'length'
      ? "Failed to construct 'URLSearchParams': Failed to construct 'URLSearchParams': Sequence initializer must only contain pair elements"
      : "Failed to construct 'URLSearchParams': The provided value cannot be converted to a sequence."),
    notFunction: (iface, method) => new TypeError(`${where(iface, method)}: parameter 1 is not of type 'Function'.`),
  },
});
