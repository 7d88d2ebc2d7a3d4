'use strict';

// The Fetch standard's bodies as node 20's fetch (undici) runs them: a body is a byte
// ReadableStream with its source and length; reading one (text(), json(), …) takes a
// reader and reads to the end with `await reader.read()`, so a body resolves after the
// same number of microtasks as in node (`new Response('x').text()`: eight).

const { ReadableStream } = require('./internal/webstreams/readablestream.js');
const { kState } = require('./internal/webstreams/util.js');
const { Blob, File } = require('./internal/blob.js');
const natives = require('./natives.js');
const { Buffer } = require('./buffer.js');
const { brandCheck } = require('./internal/fetch/webidl.js');

const kBody = Symbol('body state');

function isDisturbed(stream) {
  return stream[kState].disturbed === true;
}

function isErrored(stream) {
  return stream[kState].state === 'errored';
}

function isReadable(stream) {
  return stream[kState].state === 'readable';
}

function isBlobLike(v) {
  return v instanceof Blob;
}

function isFormDataLike(v) {
  return v != null && typeof v === 'object' && v[Symbol.toStringTag] === 'FormData' &&
    typeof v.entries === 'function' && typeof v.append === 'function';
}

function closeController(controller) {
  try {
    controller.close();
    if (controller.byobRequest) controller.byobRequest.respond(0);
  } catch (err) {
    if (!/already closed|closed or draining/i.test(String(err && err.message))) throw err;
  }
}

// A byte stream over an async iterable (undici's ReadableStreamFrom, and the stream of a
// FormData body's parts).
function streamFromIterable(iterable) {
  let iterator;
  const stream = new ReadableStream({
    async start() {
      iterator = iterable[Symbol.asyncIterator]();
    },
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) {
        queueMicrotask(() => closeController(controller));
      } else if (!isErrored(stream)) {
        const buf = Buffer.isBuffer(value) ? value : typeof value === 'string'
          ? Buffer.from(value) : new Uint8Array(value);
        if (buf.byteLength) controller.enqueue(new Uint8Array(buf));
      }
      return controller.desiredSize > 0;
    },
    async cancel() {
      await iterator.return();
    },
    type: 'bytes',
  });
  return stream;
}

function randomDigits(n) {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(Math.random() * 10);
  return s;
}

// The multipart/form-data encoding of a FormData's entries (as undici writes it).
function encodeFormData(form) {
  const boundary = `----formdata-undici-0${randomDigits(11)}`;
  const prefix = `--${boundary}\r\nContent-Disposition: form-data`;
  const escape = (s) => s.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
  const crlf = (s) => s.replace(/\r?\n|\r/g, '\r\n');
  const parts = [];
  let length = 0;
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      const chunk = natives.utf8Encode(`${prefix}; name="${escape(crlf(name))}"\r\n\r\n${crlf(value)}\r\n`);
      parts.push(chunk);
      length += chunk.byteLength;
    } else {
      const chunk = natives.utf8Encode(`${prefix}; name="${escape(crlf(name))}"` +
        (value.name ? `; filename="${escape(value.name)}"` : '') + '\r\n' +
        `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`);
      parts.push(chunk, value, new Uint8Array([13, 10]));
      length += chunk.byteLength + value.size + 2;
    }
  }
  const end = natives.utf8Encode(`--${boundary}--\r\n`);
  parts.push(end);
  length += end.byteLength;
  return { parts, length, type: `multipart/form-data; boundary=${boundary}` };
}

// The standard's "extract a body": [{ stream, source, length }, content type or null].
function extractBody(object, keepalive = false) {
  let stream = null;
  let source = null;
  let length = null;
  let type = null;
  let action = null;
  if (object instanceof ReadableStream) {
    stream = object;
  } else if (isBlobLike(object)) {
    stream = object.stream();
  } else {
    stream = new ReadableStream({
      async pull(controller) {
        const buffer = typeof source === 'string' ? natives.utf8Encode(source) : source;
        if (buffer.byteLength) controller.enqueue(buffer);
        queueMicrotask(() => closeController(controller));
      },
      start() {},
      type: 'bytes',
    });
  }
  if (typeof object === 'string') {
    source = object;
    type = 'text/plain;charset=UTF-8';
  } else if (object instanceof URLSearchParams) {
    source = object.toString();
    type = 'application/x-www-form-urlencoded;charset=UTF-8';
  } else if (object instanceof ArrayBuffer || Object.prototype.toString.call(object) === '[object SharedArrayBuffer]') {
    source = new Uint8Array(object.slice());
  } else if (ArrayBuffer.isView(object)) {
    source = new Uint8Array(object.buffer.slice(object.byteOffset, object.byteOffset + object.byteLength));
  } else if (isFormDataLike(object)) {
    const encoded = encodeFormData(object);
    source = object;
    length = encoded.length;
    type = encoded.type;
    action = async function* () {
      for (const part of encoded.parts) {
        if (part instanceof Blob) yield* part.stream();
        else yield part;
      }
    };
  } else if (isBlobLike(object)) {
    source = object;
    length = object.size;
    if (object.type) type = object.type;
  } else if (object != null && typeof object[Symbol.asyncIterator] === 'function') {
    if (keepalive) throw new TypeError('keepalive');
    if (object instanceof ReadableStream) {
      if (isDisturbed(object) || object.locked) {
        throw new TypeError('Response body object should not be disturbed or locked');
      }
    } else {
      stream = streamFromIterable(object);
    }
  }
  if (typeof source === 'string') length = natives.utf8Encode(source).byteLength;
  else if (source instanceof Uint8Array) length = source.byteLength;
  if (action !== null) stream = streamFromIterable(action(object));
  return [{ stream, source, length }, type];
}

// The BodyInit conversion: the kinds of body kept as they are; anything else is a string.
function convertBodyInit(v) {
  if (v instanceof ReadableStream || isBlobLike(v) || isFormDataLike(v) ||
      v instanceof URLSearchParams || v instanceof ArrayBuffer || ArrayBuffer.isView(v) ||
      (v != null && typeof v === 'object' && typeof v[Symbol.asyncIterator] === 'function')) {
    return v;
  }
  if (typeof v === 'symbol') throw new TypeError('Cannot convert a Symbol value to a string');
  return String(v);
}

function cloneBody(body) {
  const [out1, out2] = body.stream.tee();
  body.stream = out1;
  return { stream: out2, length: body.length, source: body.source };
}

function bodyUnusable(object) {
  const body = object[kBody].body;
  return body != null && (body.stream.locked || isDisturbed(body.stream));
}

async function readAllBytes(reader) {
  const chunks = [];
  let byteLength = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, byteLength);
    if (!(value instanceof Uint8Array)) throw new TypeError('Received non-Uint8Array chunk');
    chunks.push(value);
    byteLength += value.length;
  }
}

async function fullyReadBody(body, processBody, processBodyError) {
  let reader;
  try {
    reader = body.stream.getReader();
  } catch (e) {
    processBodyError(e);
    return;
  }
  try {
    processBody(await readAllBytes(reader));
  } catch (e) {
    processBodyError(e);
  }
}

function utf8DecodeBytes(buffer) {
  if (buffer.length === 0) return '';
  if (buffer[0] === 0xEF && buffer[1] === 0xBB && buffer[2] === 0xBF) buffer = buffer.subarray(3);
  return natives.utf8Decode(buffer);
}

function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

// The standard's "consume body", an async function as undici's (its ticks are node's).
async function consumeBody(object, convert, Class) {
  brandCheck(object, Class);
  if (bodyUnusable(object)) throw new TypeError('Body is unusable: Body has already been read');
  if (object[kBody].aborted) throw new DOMException('The operation was aborted.', 'AbortError');
  const promise = deferred();
  const errorSteps = (error) => promise.reject(error);
  const successSteps = (data) => {
    try {
      promise.resolve(convert(data));
    } catch (e) {
      errorSteps(e);
    }
  };
  if (object[kBody].body == null) {
    successSteps(Buffer.allocUnsafe(0));
    return promise.promise;
  }
  await fullyReadBody(object[kBody].body, successSteps, errorSteps);
  return promise.promise;
}

// The essence and parameters of a Content-Type value (enough of the MIME sniffing
// standard's parser for the body mixin's blob type and formData()).
function parseMimeType(value) {
  const m = /^[\t\n\r ]*([^\s/;]+)\/([^\s;]+)[\t\n\r ]*(;.*)?$/.exec(value);
  if (m === null) return null;
  const essence = `${m[1]}/${m[2]}`.toLowerCase();
  const parameters = new Map();
  if (m[3]) {
    for (const part of m[3].slice(1).split(';')) {
      const eq = part.indexOf('=');
      if (eq === -1) continue;
      const name = part.slice(0, eq).trim().toLowerCase();
      let v = part.slice(eq + 1).trim();
      if (v.startsWith('"')) v = v.slice(1, v.endsWith('"') ? -1 : undefined);
      if (name && !parameters.has(name)) parameters.set(name, v);
    }
  }
  return { essence, parameters };
}

function serializeMimeType(mime) {
  let out = mime.essence;
  for (const [name, value] of mime.parameters) {
    out += `;${name}=${/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(value) ? value : `"${value.replace(/(["\\])/g, '\\$1')}"`}`;
  }
  return out;
}

function bodyMimeType(object) {
  const value = object[kBody].headersList.get('content-type', true);
  if (value === null) return null;
  let mime = null;
  for (const v of value.split(',')) {
    const t = parseMimeType(v);
    if (t !== null && t.essence !== '*/*') mime = t;
  }
  return mime;
}

// multipart/form-data to FormData entries (undici's parser, in brief).
function parseMultipart(bytes, boundary, FormData) {
  const text = Buffer.from(bytes).toString('latin1');
  const delim = `--${boundary}`;
  const form = new FormData();
  let at = text.indexOf(delim);
  if (at !== 0) return null;
  while (true) {
    at += delim.length;
    if (text.startsWith('--', at)) return form;
    if (!text.startsWith('\r\n', at)) return null;
    at += 2;
    const headEnd = text.indexOf('\r\n\r\n', at);
    if (headEnd === -1) return null;
    const head = text.slice(at, headEnd);
    const next = text.indexOf(`\r\n${delim}`, headEnd + 4);
    if (next === -1) return null;
    const bodyBytes = Buffer.from(bytes).subarray(headEnd + 4, next);
    let name = null;
    let filename = null;
    let contentType = 'text/plain';
    for (const line of head.split('\r\n')) {
      const colon = line.indexOf(':');
      const key = line.slice(0, colon).trim().toLowerCase();
      const val = line.slice(colon + 1).trim();
      if (key === 'content-disposition') {
        const n = /;\s*name="([^"]*)"/i.exec(val);
        const f = /;\s*filename="([^"]*)"/i.exec(val);
        if (n) name = Buffer.from(n[1], 'latin1').toString('utf8');
        if (f) filename = Buffer.from(f[1], 'latin1').toString('utf8');
      } else if (key === 'content-type') {
        contentType = val;
      }
    }
    if (name === null) return null;
    if (filename !== null) {
      form.append(name, new File([bodyBytes], filename, { type: contentType }));
    } else {
      form.append(name, utf8DecodeBytes(bodyBytes));
    }
    at = next + 2;
  }
}

// The body mixin's methods on Request.prototype and Response.prototype.
function mixinBody(Class) {
  const methods = {
    blob() {
      return consumeBody(this, (bytes) => {
        const mime = bodyMimeType(this);
        return new Blob([bytes], { type: mime === null ? '' : serializeMimeType(mime) });
      }, Class);
    },
    arrayBuffer() {
      return consumeBody(this, (bytes) => new Uint8Array(bytes).buffer, Class);
    },
    text() {
      return consumeBody(this, utf8DecodeBytes, Class);
    },
    json() {
      return consumeBody(this, (bytes) => JSON.parse(utf8DecodeBytes(bytes)), Class);
    },
    formData() {
      return consumeBody(this, (bytes) => {
        const FormData = require('./internal/fetch/formdata.js').FormData;
        const mime = bodyMimeType(this);
        if (mime !== null && mime.essence === 'multipart/form-data') {
          const boundary = mime.parameters.get('boundary');
          const form = boundary === undefined ? null : parseMultipart(bytes, boundary, FormData);
          if (form === null) throw new TypeError('Failed to parse body as FormData.');
          return form;
        }
        if (mime !== null && mime.essence === 'application/x-www-form-urlencoded') {
          const form = new FormData();
          for (const [k, v] of new URLSearchParams(Buffer.from(bytes).toString())) form.append(k, v);
          return form;
        }
        throw new TypeError('Content-Type was not one of "multipart/form-data" or "application/x-www-form-urlencoded".');
      }, Class);
    },
    bytes() {
      return consumeBody(this, (bytes) => new Uint8Array(bytes), Class);
    },
  };
  for (const name of Object.keys(methods)) {
    Object.defineProperty(Class.prototype, name, {
      value: methods[name], writable: true, enumerable: true, configurable: true,
    });
  }
}

module.exports = {
  kBody, extractBody, convertBodyInit, cloneBody, bodyUnusable, mixinBody, isDisturbed, isErrored,
  isReadable,
  isBlobLike, isFormDataLike, fullyReadBody, utf8DecodeBytes, closeController, parseMimeType,
  deferred,
};
