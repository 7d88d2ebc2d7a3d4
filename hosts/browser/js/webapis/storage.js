// Web Storage (HTML "Web storage"): `localStorage` and `sessionStorage`, each a Storage
// of string pairs kept in memory for the run. A Storage is a legacy platform object with
// named properties (`localStorage.key = 1` stores "1"; the prototype's members shadow
// items of the same name when read), made here as a Proxy over the Storage object. The
// 'storage' event goes to other pages of the origin only, so a page never sees its own.
'use strict';

const items = new WeakMap();

function arity(method, args, n) {
  if (args.length < n) {
    throw new TypeError(`Failed to execute '${method}' on 'Storage': ${n} argument${n === 1 ? '' : 's'} required, but only ${args.length} present.`);
  }
}

class Storage {
  constructor() {
    throw new TypeError('Illegal constructor');
  }
  get length() { return items.get(this).size; }
  key(index) {
    arity('key', arguments, 1);
    const i = Number(index) >>> 0;
    const keys = [...items.get(this).keys()];
    return i < keys.length ? keys[i] : null;
  }
  getItem(key) {
    arity('getItem', arguments, 1);
    const v = items.get(this).get(String(key));
    return v === undefined ? null : v;
  }
  setItem(key, value) {
    arity('setItem', arguments, 2);
    items.get(this).set(String(key), String(value));
  }
  removeItem(key) {
    arity('removeItem', arguments, 1);
    items.get(this).delete(String(key));
  }
  clear() { items.get(this).clear(); }
}
Object.defineProperty(Storage.prototype, Symbol.toStringTag, { value: 'Storage', configurable: true });

// A named property is visible unless the object or its prototypes have the name.
function shadowed(target, key) {
  return typeof key !== 'string' || key in target;
}

function makeStorage() {
  const target = Object.create(Storage.prototype);
  const map = new Map();
  items.set(target, map);
  const proxy = new Proxy(target, {
    get(t, key, receiver) {
      if (!shadowed(t, key) && map.has(key)) return map.get(key);
      return Reflect.get(t, key, t);
    },
    set(t, key, value) {
      if (typeof key !== 'string') return Reflect.set(t, key, value, t);
      map.set(key, String(value));
      return true;
    },
    has(t, key) {
      return (typeof key === 'string' && map.has(key)) || Reflect.has(t, key);
    },
    deleteProperty(t, key) {
      if (typeof key === 'string' && map.has(key) && !Object.prototype.hasOwnProperty.call(t, key)) {
        map.delete(key);
        return true;
      }
      return Reflect.deleteProperty(t, key);
    },
    ownKeys(t) {
      return [...map.keys(), ...Reflect.ownKeys(t).filter((k) => !map.has(k))];
    },
    getOwnPropertyDescriptor(t, key) {
      if (typeof key === 'string' && map.has(key) && !Object.prototype.hasOwnProperty.call(t, key)) {
        return { value: map.get(key), writable: true, enumerable: true, configurable: true };
      }
      return Reflect.getOwnPropertyDescriptor(t, key);
    },
    defineProperty(t, key, desc) {
      if (typeof key !== 'string') return Reflect.defineProperty(t, key, desc);
      map.set(key, String(desc.value));
      return true;
    },
  });
  // Storage's methods run on the Storage object itself.
  items.set(proxy, map);
  return proxy;
}

let local = null;
let session = null;
module.exports = {
  Storage,
  localStorage: () => (local ||= makeStorage()),
  sessionStorage: () => (session ||= makeStorage()),
};
