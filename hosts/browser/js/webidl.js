'use strict';
// Web IDL's pair iterators: the "default iterator objects" that `entries()`, `keys()`,
// `values()` and `@@iterator` of an `iterable<K, V>` interface return (FormData,
// Headers). Each step reads the target's pairs as they are then, so iteration is live.

const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

// An iterator maker for interface `name`: `pairsOf(target)` gives the [key, value] pairs
// at a step; `illegal()` the error `next` throws for a `this` that is not its iterator.
function pairIterator(name, pairsOf, illegal = () => new TypeError('Illegal invocation')) {
  const slots = new WeakMap();
  const prototype = Object.create(IteratorPrototype, {
    next: {
      value: function next() {
        const s = this !== null && typeof this === 'object' ? slots.get(this) : undefined;
        if (s === undefined) throw illegal();
        const pairs = pairsOf(s.target);
        if (s.index >= pairs.length) return { done: true, value: undefined };
        const [k, v] = pairs[s.index++];
        return { done: false, value: s.kind === 'keys' ? k : s.kind === 'values' ? v : [k, v] };
      },
      writable: true, enumerable: true, configurable: true,
    },
    [Symbol.toStringTag]: { value: `${name} Iterator`, configurable: true },
  });
  return (target, kind) => {
    const it = Object.create(prototype);
    slots.set(it, { target, kind, index: 0 });
    return it;
  };
}

module.exports = { pairIterator };
