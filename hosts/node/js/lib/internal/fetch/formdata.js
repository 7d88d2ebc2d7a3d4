'use strict';

// FormData of node 20's fetch: an ordered list of (name, string or File) entries; a Blob
// value becomes a File named 'blob' (or the filename given).

const { Blob, File } = require('./internal/blob.js');
const {
  argumentLengthCheck, brandCheck, toUSVString, conversionFailed, definePairIterable,
} = require('./internal/fetch/webidl.js');
const { setToStringTag, makeEnumerable } = require('./internal/node_errors.js');

const kInspect = Symbol.for('nodejs.util.inspect.custom');
const kEntries = Symbol('entries');

function makeEntry(name, value, filename) {
  if (typeof value !== 'string') {
    if (!(value instanceof File)) {
      value = new File([value], 'blob', { type: value.type });
    }
    if (filename !== undefined) {
      value = new File([value], filename, { type: value.type, lastModified: value.lastModified });
    }
  }
  return { name, value };
}

function entryArgs(self, args, method) {
  brandCheck(self, FormData);
  argumentLengthCheck(args, 2, `FormData.${method}`);
  const [name, value, filename] = args;
  if (args.length === 3 && !(value instanceof Blob)) {
    throw new TypeError(`Failed to execute '${method}' on 'FormData': parameter 2 is not of type 'Blob'`);
  }
  const prefix = `FormData.${method}`;
  return makeEntry(toUSVString(name, prefix, 'name'),
    value instanceof Blob ? value : toUSVString(value, prefix, 'value'),
    args.length === 3 ? toUSVString(filename, prefix, 'filename') : undefined);
}

class FormData {
  constructor(form) {
    if (form !== undefined) {
      throw conversionFailed('FormData constructor', 'Argument 1', ['undefined']);
    }
    this[kEntries] = [];
  }

  append(name, value, filename = undefined) {
    this[kEntries].push(entryArgs(this, arguments, 'append'));
  }

  delete(name) {
    brandCheck(this, FormData);
    argumentLengthCheck(arguments, 1, 'FormData.delete');
    name = toUSVString(name, 'FormData.delete', 'name');
    this[kEntries] = this[kEntries].filter((e) => e.name !== name);
  }

  get(name) {
    brandCheck(this, FormData);
    argumentLengthCheck(arguments, 1, 'FormData.get');
    name = toUSVString(name, 'FormData.get', 'name');
    const entry = this[kEntries].find((e) => e.name === name);
    return entry === undefined ? null : entry.value;
  }

  getAll(name) {
    brandCheck(this, FormData);
    argumentLengthCheck(arguments, 1, 'FormData.getAll');
    name = toUSVString(name, 'FormData.getAll', 'name');
    return this[kEntries].filter((e) => e.name === name).map((e) => e.value);
  }

  has(name) {
    brandCheck(this, FormData);
    argumentLengthCheck(arguments, 1, 'FormData.has');
    name = toUSVString(name, 'FormData.has', 'name');
    return this[kEntries].some((e) => e.name === name);
  }

  set(name, value, filename = undefined) {
    const entry = entryArgs(this, arguments, 'set');
    const list = this[kEntries];
    const first = list.findIndex((e) => e.name === entry.name);
    if (first === -1) {
      list.push(entry);
    } else {
      this[kEntries] = [...list.slice(0, first), entry,
        ...list.slice(first + 1).filter((e) => e.name !== entry.name)];
    }
  }

  [kInspect](depth, options) {
    const state = { __proto__: null };
    for (const { name, value } of this[kEntries]) {
      if (name in state) {
        if (Array.isArray(state[name])) state[name].push(value);
        else state[name] = [state[name], value];
      } else {
        state[name] = value;
      }
    }
    const opts = Object.assign({}, options);
    if (opts.depth == null) opts.depth = depth;
    const out = require('./util.js').formatWithOptions(opts, state);
    return `FormData ${out.slice(out.indexOf(']') + 2)}`;
  }
}
makeEnumerable(FormData.prototype, ['append', 'delete', 'get', 'getAll', 'has', 'set']);
definePairIterable(FormData, 'FormData', (form, i) => {
  const entry = form[kEntries][i];
  return entry === undefined ? undefined : [entry.name, entry.value];
});
Object.defineProperty(FormData.prototype, kInspect, { enumerable: false });
setToStringTag(FormData.prototype, 'FormData');

module.exports = { FormData };
