'use strict';

// ByteLengthQueuingStrategy and CountQueuingStrategy as node 20 has them: the
// highWaterMark is converted to a number now and checked only when a stream uses it;
// every instance shares one size function, named `size`.

const {
  kState, kType, kInspect, invalidThis, missingOption, validateObject, isBrand, customInspect,
  webIdlClass,
} = require('./internal/webstreams/util.js');

const named = (fn) => Object.defineProperty(fn, 'name', { value: 'size' });
const byteLengthSize = named((chunk) => chunk.byteLength);
const countSize = named(() => 1);

function defineStrategy(name, size) {
  const isStrategy = isBrand(name);
  // Boa 0.22 can throw a TDZ error for a class in a function whose computed method key
  // names a binding of an outer function; a local alias of the key avoids it.
  const inspectKey = kInspect;
  const Strategy = class {
    constructor(init) {
      this[kType] = name;
      validateObject(init, 'init', false);
      if (init.highWaterMark === undefined) throw missingOption('init.highWaterMark');
      this[kState] = { highWaterMark: +init.highWaterMark };
    }

    get highWaterMark() {
      if (!isStrategy(this)) throw invalidThis(name);
      return this[kState].highWaterMark;
    }

    get size() {
      if (!isStrategy(this)) throw invalidThis(name);
      return size;
    }

    [inspectKey](depth, options, inspect) {
      return customInspect(this, name, { highWaterMark: this.highWaterMark },
        depth, options, inspect);
    }
  };
  Object.defineProperty(Strategy, 'name', { value: name });
  webIdlClass(Strategy, ['highWaterMark', 'size']);
  return Strategy;
}

module.exports = {
  ByteLengthQueuingStrategy: defineStrategy('ByteLengthQueuingStrategy', byteLengthSize),
  CountQueuingStrategy: defineStrategy('CountQueuingStrategy', countSize),
};
