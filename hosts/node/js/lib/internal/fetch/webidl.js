'use strict';

// The WebIDL checks node 20's fetch (undici) makes at its API's edges, with its messages:
// argument counts, brand checks, ByteString and USVString conversions.

function exception(header, message) {
  return new TypeError(`${header}: ${message}`);
}

function invalidArgument(prefix, value, type) {
  return exception(prefix, `"${value}" is an invalid ${type}.`);
}

function conversionFailed(prefix, argument, types) {
  const plural = types.length === 1 ? '' : ' one of';
  return exception(prefix, `${argument} could not be converted to${plural}: ${types.join(', ')}.`);
}

function argumentLengthCheck(args, min, ctx) {
  if (args.length < min) {
    throw exception(ctx, `${min} argument${min !== 1 ? 's' : ''} required, ` +
      `but${args.length ? ' only' : ''} ${args.length} found.`);
  }
}

function illegalInvocation() {
  const err = new TypeError('Illegal invocation');
  err.code = 'ERR_INVALID_THIS';
  return err;
}

function brandCheck(value, Class) {
  if (!(value instanceof Class)) throw illegalInvocation();
}

function toDOMString(v, prefix, argument) {
  if (typeof v === 'symbol') {
    throw exception(prefix, `${argument} is a symbol, which cannot be converted to a DOMString.`);
  }
  return String(v);
}

function toByteString(v, prefix, argument) {
  const s = toDOMString(v, prefix, argument);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 255) {
      throw new TypeError('Cannot convert argument to a ByteString because the character at ' +
        `index ${i} has a value of ${c} which is greater than 255.`);
    }
  }
  return s;
}

// Lone surrogates become U+FFFD.
function toUSVString(v, prefix, argument) {
  const s = toDOMString(v, prefix, argument);
  return typeof s.toWellFormed === 'function' ? s.toWellFormed()
    : s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function isObjectLike(v) {
  return (typeof v === 'object' && v !== null) || typeof v === 'function';
}

// Makes Class a pair-iterable interface (Headers, FormData): keys, values, entries,
// forEach and Symbol.iterator. `pairAt(target, i)` gives the i-th [key, value] afresh at
// each step (undefined past the end), so changes while iterating are seen.
function definePairIterable(Class, name, pairAt) {
  const kTarget = Symbol('target');
  const kIndex = Symbol('index');
  const kKind = Symbol('kind');
  const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
  const proto = Object.create(IteratorPrototype, {
    next: {
      value: function next() {
        if (this === null || typeof this !== 'object' || !(kTarget in this)) {
          throw new TypeError(`'next' called on an object that does not implement interface ${name} Iterator.`);
        }
        const pair = pairAt(this[kTarget], this[kIndex]);
        if (pair === undefined) return { value: undefined, done: true };
        this[kIndex]++;
        const [key, value] = pair;
        const kind = this[kKind];
        return { value: kind === 'key' ? key : kind === 'value' ? value : [key, value], done: false };
      },
      writable: true,
      enumerable: true,
      configurable: true,
    },
    [Symbol.toStringTag]: { value: `${name} Iterator`, configurable: true },
  });
  const iterator = (kind) => function () {
    brandCheck(this, Class);
    const it = Object.create(proto);
    it[kTarget] = this;
    it[kKind] = kind;
    it[kIndex] = 0;
    return it;
  };
  const methods = {
    keys: iterator('key'),
    values: iterator('value'),
    entries: iterator('key+value'),
    forEach(callback, thisArg = globalThis) {
      brandCheck(this, Class);
      argumentLengthCheck(arguments, 1, `${name}.forEach`);
      if (typeof callback !== 'function') {
        throw new TypeError(`Failed to execute 'forEach' on '${name}': parameter 1 is not of type 'Function'.`);
      }
      for (const [key, value] of methods.entries.call(this)) callback.call(thisArg, value, key, this);
    },
  };
  for (const key of ['keys', 'values', 'entries', 'forEach']) {
    Object.defineProperty(Class.prototype, key, {
      value: methods[key], writable: true, enumerable: true, configurable: true,
    });
  }
  Object.defineProperty(Class.prototype, Symbol.iterator, {
    value: methods.entries, writable: true, configurable: true,
  });
}

module.exports = {
  definePairIterable, exception, invalidArgument, conversionFailed, argumentLengthCheck, brandCheck,
  illegalInvocation, toDOMString, toByteString, toUSVString, isObjectLike,
};
