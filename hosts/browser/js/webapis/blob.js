// Blob and File (File API), as Chromium runs them: the bytes are held in the page (a
// Uint8Array per blob, shared by its slices' copies), the constructors' WebIDL conversions
// and errors are Chromium's, and a structured clone of a Blob or File is a new one with
// the same bytes (`cloneBlob`, used by bootstrap.js's structuredClone and postMessage).
//
// Reading (text(), arrayBuffer(), bytes()): Chromium reads a blob's bytes through a mojo
// data pipe from the blob registry, so a read never resolves in the microtask checkpoint of
// the task that started it: it resolves in a later task, about a millisecond on (measured
// 0.2-1.5 ms under the oracle, always after a setTimeout(0) set at the same time, always
// before a 4 ms timer). Modelled as a task on the networking task source (the data pipe's
// source; the host has no file reading task source) runnable READ_DELAY_MS later.
// Not modelled: stream(), textStream(), blob: URLs, FileReader.
'use strict';

const READ_DELAY_MS = 1;

module.exports = function create(ctx) {
  const { binding, finishInterface, encoding } = ctx;
  const slots = new WeakMap(); // Blob -> { bytes: Uint8Array, type }
  const fileSlots = new WeakMap(); // File -> { name, lastModified }
  const utf8 = (s) => new (encoding().TextEncoder)().encode(s);
  const fromUtf8 = (bytes) => new (encoding().TextDecoder)().decode(bytes);

  // The type member: lowercased when every code unit is printable ASCII, else ''.
  function normalizeType(t) {
    const s = String(t);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x20 || c > 0x7e) return '';
    }
    return s.toLowerCase();
  }
  // WebIDL USVString: lone surrogates become U+FFFD (the encoder does it), then UTF-8.
  const nativeEndings = (s) => s.replace(/\r\n|\r/g, '\n'); // Linux's native line ending

  // BlobPropertyBag / FilePropertyBag.
  function readOptions(options, where, bag) {
    if (options !== undefined && options !== null && typeof options !== 'object' && typeof options !== 'function') {
      throw new TypeError(`${where}: The provided value is not of type '${bag}'.`);
    }
    const o = options == null ? {} : options;
    let endings = 'transparent';
    const e = o.endings;
    if (e !== undefined) {
      endings = String(e);
      if (endings !== 'transparent' && endings !== 'native') {
        throw new TypeError(`${where}: Failed to read the 'endings' property from '${bag}': The provided value '${endings}' is not a valid enum value of type EndingType.`);
      }
    }
    const lastModified = bag === 'FilePropertyBag' ? o.lastModified : undefined;
    const type = o.type === undefined ? '' : normalizeType(o.type);
    return { endings, type, lastModified };
  }

  // "process blob parts": the bytes of a sequence<BlobPart>.
  function processParts(parts, endings, where) {
    if (parts === undefined) return new Uint8Array(0);
    if (parts === null || (typeof parts !== 'object' && typeof parts !== 'function') || typeof parts[Symbol.iterator] !== 'function') {
      throw new TypeError(`${where}: The provided value cannot be converted to a sequence.`);
    }
    const chunks = [];
    let total = 0;
    for (const part of parts) {
      let bytes;
      if (part instanceof ArrayBuffer) bytes = new Uint8Array(part.slice(0));
      else if (ArrayBuffer.isView(part)) bytes = new Uint8Array(part.buffer.slice(part.byteOffset, part.byteOffset + part.byteLength));
      else if (part !== null && typeof part === 'object' && slots.has(part)) bytes = slots.get(part).bytes;
      else {
        const s = String(part);
        bytes = utf8(endings === 'native' ? nativeEndings(s) : s);
      }
      chunks.push(bytes);
      total += bytes.length;
    }
    const out = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) { out.set(c, at); at += c.length; }
    return out;
  }

  function blobSlots(b) {
    const s = b !== null && typeof b === 'object' ? slots.get(b) : undefined;
    if (s === undefined) throw new TypeError('Illegal invocation');
    return s;
  }
  // A read resolves a task later (see the header).
  function read(self, method, convert) {
    const s = self !== null && typeof self === 'object' ? slots.get(self) : undefined;
    if (s === undefined) return Promise.reject(new TypeError(`Failed to execute '${method}' on 'Blob': Illegal invocation`));
    return new Promise((resolve) => {
      binding.postTaskAfter('networking', READ_DELAY_MS, function blobRead() { resolve(convert(s.bytes)); });
    });
  }
  const noNew = (iface) => new TypeError(`Failed to construct '${iface}': Please use the 'new' operator, this DOM object constructor cannot be called as a function.`);
  // A blob made by the platform (a slice, a clone, a body): no constructor steps.
  function internalBlob(proto, blob, file) {
    const b = Object.create(proto);
    slots.set(b, blob);
    if (file !== undefined) fileSlots.set(b, file);
    return b;
  }

  // The interface objects are functions so that calling one without `new` is Chromium's
  // TypeError.
  function Blob(blobParts = undefined, options = undefined) {
    if (new.target === undefined) throw noNew('Blob');
    const where = "Failed to construct 'Blob'";
    const parts = blobParts;
    const o = readOptions(options, where, 'BlobPropertyBag');
    slots.set(this, { bytes: processParts(parts, o.endings, where), type: o.type });
  }
  class BlobMembers {
    get size() { return blobSlots(this).bytes.length; }
    get type() { return blobSlots(this).type; }
    arrayBuffer() { return read(this, 'arrayBuffer', (bytes) => bytes.slice().buffer); }
    slice(start = undefined, end = undefined, contentType = undefined) {
      const s = blobSlots(this);
      const size = s.bytes.length;
      const clamp = (v, dflt) => {
        if (v === undefined) return dflt;
        // WebIDL [Clamp] long long: rounded, ties to even.
        const x = Number(v);
        let n = Math.abs(x % 1) === 0.5 ? 2 * Math.round(x / 2) : Math.round(x);
        if (Number.isNaN(n)) n = 0;
        if (n < 0) n = Math.max(size + n, 0);
        return Math.min(n, size);
      };
      const from = clamp(start, 0);
      const to = clamp(end, size);
      const type = contentType === undefined ? '' : normalizeType(contentType);
      return internalBlob(Blob.prototype, { bytes: s.bytes.slice(from, Math.max(from, to)), type });
    }
    text() { return read(this, 'text', (bytes) => fromUtf8(bytes)); }
    bytes() { return read(this, 'bytes', (bytes) => bytes.slice()); }
  }
  // The members in Chromium's order, `constructor` last.
  function installMembers(C, Members) {
    const members = Object.getOwnPropertyDescriptors(Members.prototype);
    delete members.constructor;
    delete C.prototype.constructor;
    Object.defineProperties(C.prototype, members);
    Object.defineProperty(C.prototype, 'constructor', { value: C, writable: true, enumerable: false, configurable: true });
  }
  installMembers(Blob, BlobMembers);
  finishInterface(Blob, 'Blob');

  function fileSlotsOf(f) {
    const s = f !== null && typeof f === 'object' ? fileSlots.get(f) : undefined;
    if (s === undefined) throw new TypeError('Illegal invocation');
    return s;
  }
  function File(fileBits, fileName, options = undefined) {
    if (new.target === undefined) throw noNew('File');
    const where = "Failed to construct 'File'";
    if (arguments.length < 2) throw new TypeError(`${where}: 2 arguments required, but only ${arguments.length} present.`);
    const o = readOptions(options, where, 'FilePropertyBag');
    const bytes = processParts(fileBits, o.endings, where);
    const name = String(fileName);
    const lastModified = o.lastModified === undefined ? Date.now() : Math.trunc(Number(o.lastModified)) || 0;
    slots.set(this, { bytes, type: o.type });
    fileSlots.set(this, { name, lastModified });
  }
  Object.setPrototypeOf(File, Blob);
  Object.setPrototypeOf(File.prototype, Blob.prototype);
  class FileMembers {
    get name() { return fileSlotsOf(this).name; }
    get lastModified() { return fileSlotsOf(this).lastModified; }
    get lastModifiedDate() { return new Date(fileSlotsOf(this).lastModified); }
    get webkitRelativePath() { fileSlotsOf(this); return ''; }
  }
  installMembers(File, FileMembers);
  finishInterface(File, 'File');
  const isBlob = (v) => v !== null && typeof v === 'object' && slots.has(v);
  // Structured clone: a new Blob or File with the same bytes.
  function cloneBlob(v) {
    const s = slots.get(v);
    const f = fileSlots.get(v);
    if (f !== undefined) return internalBlob(File.prototype, { bytes: s.bytes, type: s.type }, { ...f });
    return internalBlob(Blob.prototype, { bytes: s.bytes, type: s.type });
  }
  // For fetch's bodies: a blob's bytes, and a blob made from bytes (its type as Chromium
  // sets a body's: the Content-Type value, lowercased).
  const blobBytes = (v) => slots.get(v).bytes;
  const makeBlob = (bytes, type) => internalBlob(Blob.prototype, { bytes, type: normalizeType(type) });
  return { Blob, File, isBlob, isFile: (v) => isBlob(v) && fileSlots.has(v), cloneBlob, blobBytes, makeBlob };
};
