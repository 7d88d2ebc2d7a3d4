'use strict';
// Custom elements (HTML §4.13) as Chromium runs them: the CustomElementRegistry
// (`customElements`), the [HTMLConstructor] steps behind `HTMLElement`, upgrades,
// and the custom element reactions.
//
//   isValidCustomElementName(name) -> boolean
//   isDefined(record) -> boolean       (:defined, also before the registry exists)
//   create(dom) -> { registry, CustomElementRegistry, hooks }
//                                      (dom: the internals dom.js hands over; hooks:
//                                      what dom.js calls from its algorithms)
//
// Reactions (HTML §4.13.6): every element has a reaction queue (record.ceReactions);
// an element with a new reaction joins the current element queue, the top of the
// custom element reactions stack, which a [CEReactions] API pushes on entry and
// pops and runs when it returns (before `appendChild` returns, connectedCallback has
// run). With the stack empty the element joins the backup element queue, processed
// in a microtask of its own. [CEReactions] is put on the DOM's methods and setters
// here (wrapReactions), when this module loads: before the first `customElements`
// no definition exists, so no element is custom and no reaction can be queued.
//
// Element records gain: ceState ('undefined' | 'uncustomized' | 'custom' | 'failed';
// absent: decided by the name), ceDefinition, ceReactions; dom.js keeps ceIs, the is
// value of a customized built-in element (from createElement's options, the parser's
// is attribute, a clone's original).

// HTML "valid custom element name": PotentialCustomElementName and not reserved.
const PCEN = /^[a-z][-.0-9_a-z\u00b7\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u037d\u037f-\u1fff\u200c\u200d\u203f\u2040\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd\u{10000}-\u{effff}]*$/u;
const RESERVED = new Set(['annotation-xml', 'color-profile', 'font-face', 'font-face-src',
  'font-face-uri', 'font-face-format', 'font-face-name', 'missing-glyph']);
function isValidCustomElementName(name) {
  return name.includes('-') && PCEN.test(name) && !RESERVED.has(name);
}
// An element's custom element state; an element made before this module loaded (or
// never looked at) has none yet: "undefined" for a valid custom element name or an is
// value (HTML "create an element", no definition), "uncustomized" otherwise.
function stateOf(r) {
  if (r.ceState !== undefined) return r.ceState;
  return r.ceIs !== undefined || isValidCustomElementName(r.localName) ? 'undefined' : 'uncustomized';
}
// :defined (HTML §4.13.4 / Selectors): custom or uncustomized.
function isDefined(r) {
  const s = stateOf(r);
  return s === 'custom' || s === 'uncustomized';
}

// The lifecycle callbacks define() reads off the prototype, in Chromium's order.
const CALLBACKS = ['connectedCallback', 'disconnectedCallback', 'connectedMoveCallback',
  'adoptedCallback', 'attributeChangedCallback'];
const FORM_CALLBACKS = ['formAssociatedCallback', 'formResetCallback', 'formDisabledCallback',
  'formStateRestoreCallback'];

// The [CEReactions] members of the DOM's interfaces (Chromium's IDL): methods by
// name; every setter of these prototypes.
const REACTION_METHODS = {
  Node: ['normalize', 'cloneNode', 'insertBefore', 'appendChild', 'replaceChild', 'removeChild'],
  Element: ['setAttribute', 'setAttributeNS', 'removeAttribute', 'removeAttributeNS', 'toggleAttribute',
    'setAttributeNode', 'removeAttributeNode', 'insertAdjacentElement', 'insertAdjacentHTML',
    'insertAdjacentText', 'prepend', 'append', 'replaceChildren', 'before', 'after', 'replaceWith',
    'remove', 'setHTMLUnsafe', 'moveBefore'],
  CharacterData: ['before', 'after', 'replaceWith', 'remove'],
  DocumentFragment: ['prepend', 'append', 'replaceChildren', 'moveBefore'],
  Document: ['prepend', 'append', 'replaceChildren', 'moveBefore', 'createElement', 'createElementNS', 'importNode',
    'adoptNode'],
  DOMTokenList: ['add', 'remove', 'toggle', 'replace'],
  CSSStyleDeclaration: ['setProperty', 'removeProperty'],
  HTMLElement: [],
  Attr: [],
};
const ALREADY_CONSTRUCTED = Symbol('already constructed');

function create(dom) {
  const { N, isElement, isConnected, descendants, createElementInternal, interfaceFor, mainDocument, host,
    DOMException, illegalConstructor, requireArgs, finishInterface, interfaces } = dom;
  const HTMLElement = interfaces.HTMLElement;

  // ------------------------------------------------------------- the registry
  const byName = new Map(); // name -> definition
  const byConstructor = new Map(); // constructor -> definition
  const whenDefinedMap = new Map(); // name -> { promise, resolve }
  let definitionRunning = false; // the registry's "element definition is running"

  // HTML "look up a custom element definition": only a document with a browsing
  // context (here: the window's document) has a registry. An autonomous element by
  // its name, a customized built-in by its is value and local name.
  function lookup(doc, localName, is) {
    if (doc !== mainDocument) return null;
    let def = byName.get(localName);
    if (def !== undefined && def.localName === localName) return def;
    if (is === undefined || is === null) return null;
    def = byName.get(is);
    return def !== undefined && def.localName === localName ? def : null;
  }
  const isCustomized = (def) => def.name !== def.localName;

  // ---------------------------------------------------------------- reactions
  const stack = []; // element queues
  const backupQueue = [];
  let processingBackup = false;

  function enqueueElement(el) {
    if (stack.length > 0) {
      stack[stack.length - 1].push(el);
      return;
    }
    backupQueue.push(el);
    if (processingBackup) return;
    processingBackup = true;
    host.queueMicrotask(() => {
      invokeReactions(backupQueue);
      processingBackup = false;
    });
  }
  function reactionsOf(r) {
    if (r.ceReactions === undefined) r.ceReactions = [];
    return r.ceReactions;
  }
  // HTML "enqueue a custom element callback reaction".
  function enqueueCallback(el, name, args) {
    const r = N(el);
    const def = r.ceDefinition;
    const fn = def.callbacks[name];
    if (fn === undefined) return;
    if (name === 'attributeChangedCallback' && !def.observedAttributes.has(args[0])) return;
    reactionsOf(r).push({ fn, args });
    enqueueElement(el);
  }
  // HTML "enqueue a custom element upgrade reaction".
  function enqueueUpgrade(el, def) {
    reactionsOf(N(el)).push({ upgrade: def });
    enqueueElement(el);
  }
  // HTML "invoke custom element reactions".
  function invokeReactions(queue) {
    while (queue.length > 0) {
      const el = queue.shift();
      const reactions = N(el).ceReactions;
      while (reactions !== undefined && reactions.length > 0) {
        const reaction = reactions.shift();
        try {
          if (reaction.upgrade !== undefined) upgrade(el, reaction.upgrade);
          else Reflect.apply(reaction.fn, el, reaction.args);
        } catch (err) {
          host.reportException(err);
        }
      }
    }
  }
  // [CEReactions]: push an element queue, run, pop it and invoke its reactions.
  function withReactions(fn, self, args) {
    const queue = [];
    stack.push(queue);
    try {
      return Reflect.apply(fn, self, args);
    } finally {
      stack.pop();
      invokeReactions(queue);
    }
  }
  // A method (not constructible, as the original) with the original's name and length.
  function reactionsWrapper(fn) {
    const wrapped = ({ [fn.name]() { return withReactions(fn, this, arguments); } })[fn.name];
    Object.defineProperty(wrapped, 'length', { value: fn.length, configurable: true });
    return wrapped;
  }
  const wrappedProtos = new WeakSet();
  // Puts [CEReactions] on a prototype's listed methods and on all its setters.
  function wrapReactions(proto, methods) {
    if (wrappedProtos.has(proto)) return;
    wrappedProtos.add(proto);
    for (const key of Object.getOwnPropertyNames(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, key);
      if (d.set !== undefined) {
        d.set = reactionsWrapper(d.set);
        Object.defineProperty(proto, key, d);
      } else if (methods.includes(key) && typeof d.value === 'function') {
        d.value = reactionsWrapper(d.value);
        Object.defineProperty(proto, key, d);
      }
    }
  }

  // ---------------------------------------------------------------- upgrades
  // HTML "upgrade an element".
  function upgrade(el, def) {
    const r = N(el);
    const state = stateOf(r);
    if (state !== 'undefined' && state !== 'uncustomized') return;
    r.ceDefinition = def;
    r.ceState = 'failed';
    for (const a of r.attrs) enqueueCallback(el, 'attributeChangedCallback', [a.name, null, a.value, null]);
    if (isConnected(el)) enqueueCallback(el, 'connectedCallback', []);
    def.constructionStack.push(el);
    try {
      const result = Reflect.construct(def.constructor, []);
      if (result !== el) {
        throw new TypeError('custom element constructors must call super() first and must not return a different object');
      }
    } catch (err) {
      r.ceDefinition = null;
      if (r.ceReactions !== undefined) r.ceReactions.length = 0;
      throw err;
    } finally {
      def.constructionStack.pop();
    }
    r.ceState = 'custom';
  }
  // HTML "try to upgrade an element".
  function tryUpgrade(el) {
    const r = N(el);
    if (stateOf(r) !== 'undefined') return;
    const def = lookup(r.doc, r.localName, r.ceIs);
    if (def !== null) enqueueUpgrade(el, def);
  }

  // The [HTMLConstructor] steps: `activeName` is the interface whose constructor
  // runs (HTMLElement, HTMLDivElement, ...), newTarget the class `new` was given.
  function htmlConstructor(newTarget, activeName) {
    const def = byConstructor.get(newTarget);
    if (def === undefined) throw illegalConstructor(activeName);
    if (!isCustomized(def)) {
      if (activeName !== 'HTMLElement') {
        throw new TypeError(`Failed to construct '${activeName}': Illegal constructor: autonomous custom elements must extend HTMLElement`);
      }
    } else if (interfaceFor(def.localName) !== (activeName === 'HTMLElement' ? HTMLElement : dom.elementInterface(activeName))) {
      throw new TypeError(`Failed to construct '${activeName}': Illegal constructor: localName does not match the HTML element interface`);
    }
    let proto = newTarget.prototype;
    if (proto === null || (typeof proto !== 'object' && typeof proto !== 'function')) proto = HTMLElement.prototype;
    const cs = def.constructionStack;
    if (cs.length === 0) {
      // `new C()`: a new element, custom at once.
      const el = createElementInternal(mainDocument, def.localName);
      Object.setPrototypeOf(el, proto);
      const r = N(el);
      r.ceState = 'custom';
      r.ceDefinition = def;
      if (isCustomized(def)) r.ceIs = def.name; // Chromium serializes it: <button is="x-b">
      return el;
    }
    const el = cs[cs.length - 1];
    if (el === ALREADY_CONSTRUCTED) {
      throw new TypeError(`Failed to construct '${activeName}': This instance is already constructed`);
    }
    Object.setPrototypeOf(el, proto);
    cs[cs.length - 1] = ALREADY_CONSTRUCTED;
    return el;
  }

  // HTML "create an element" for document.createElement (synchronous custom
  // elements flag set): a defined name runs its constructor now, and the result
  // must be a fresh element; a failure is reported and gives a failed
  // HTMLUnknownElement.
  function createElement(doc, localName, is) {
    const def = lookup(doc, localName, is);
    if (def === null || isCustomized(def)) {
      const el = createElementInternal(doc, localName);
      if (is !== null) N(el).ceIs = is;
      // A customized built-in is upgraded at once (an error is reported; the element stays).
      if (def !== null) {
        try {
          upgrade(el, def);
        } catch (err) {
          host.reportException(err);
        }
      }
      return el;
    }
    try {
      const result = Reflect.construct(def.constructor, []);
      const fail = (msg) => new DOMException(`Failed to execute 'createElement' on 'Document': ${msg}`, 'NotSupportedError');
      if (!(result instanceof HTMLElement) || !isElement(result)) {
        throw new TypeError("Failed to execute 'createElement' on 'Document': The result must implement HTMLElement interface");
      }
      const r = N(result);
      if (r.attrs.length > 0) throw fail('The result must not have attributes');
      if (r.children.length > 0) throw fail('The result must not have children');
      if (r.parent !== null) throw fail('The result must not have a parent');
      if (r.doc !== doc) throw fail('The result must be in the same document');
      if (r.localName !== localName) throw fail('The result must have the same localName');
      return result;
    } catch (err) {
      host.reportException(err);
      const el = createElementInternal(doc, localName);
      Object.setPrototypeOf(el, dom.elementInterface('HTMLUnknownElement').prototype);
      N(el).ceState = 'failed';
      return el;
    }
  }

  // ------------------------------------------------------- the DOM's hooks
  const hooks = {
    createElement,
    htmlConstructor,
    // An element made by the fragment parser or cloned (the synchronous flag
    // unset): a defined name gets an upgrade reaction (Chromium looks the
    // definition up in the context element's document).
    created(el) {
      const r = N(el);
      if (r.ceState !== undefined) return;
      const def = lookup(r.doc, r.localName, r.ceIs);
      if (def !== null) enqueueUpgrade(el, def);
    },
    // DOM "insert", step 7.7: each inclusive descendant now connected.
    inserted(node) {
      if (!isConnected(node)) return;
      for (const d of descendants(node, true)) {
        if (!isElement(d)) continue;
        if (stateOf(N(d)) === 'custom') enqueueCallback(d, 'connectedCallback', []);
        else tryUpgrade(d);
      }
    },
    // DOM "remove", steps 15-16 (the parent was connected).
    removed(node) {
      for (const d of descendants(node, true)) {
        if (isElement(d) && stateOf(N(d)) === 'custom') enqueueCallback(d, 'disconnectedCallback', []);
      }
    },
    // DOM "move", step 16: connectedMoveCallback, or disconnected then connected.
    moved(node) {
      if (!isConnected(node)) return;
      for (const d of descendants(node, true)) {
        if (!isElement(d) || stateOf(N(d)) !== 'custom') continue;
        if (N(d).ceDefinition.callbacks.connectedMoveCallback !== undefined) {
          enqueueCallback(d, 'connectedMoveCallback', []);
        } else {
          enqueueCallback(d, 'disconnectedCallback', []);
          enqueueCallback(d, 'connectedCallback', []);
        }
      }
    },
    // DOM "adopt", step 3.2.
    adopted(node, oldDocument, newDocument) {
      for (const d of descendants(node, true)) {
        if (isElement(d) && stateOf(N(d)) === 'custom') enqueueCallback(d, 'adoptedCallback', [oldDocument, newDocument]);
      }
    },
    // DOM "handle attribute changes", step 2.
    attributeChanged(el, name, oldValue, value) {
      if (stateOf(N(el)) === 'custom') enqueueCallback(el, 'attributeChangedCallback', [name, oldValue, value, null]);
    },
    wrapInterface(C) { wrapReactions(C.prototype, []); },
    scope: (fn) => withReactions(fn, undefined, []),
  };

  // ------------------------------------------------- CustomElementRegistry
  // IsConstructor without touching the function: a Proxy of it with a construct
  // trap is constructible exactly when the function is.
  const isConstructor = (v) => {
    try {
      // eslint-disable-next-line no-new
      new (new Proxy(v, { construct() { return {}; } }))();
      return true;
    } catch (err) {
      return false;
    }
  };
  const callbackError = (method, what) => new TypeError(`Failed to execute '${method}' on 'CustomElementRegistry': ${what}`);

  class CustomElementRegistry {
    constructor() { throw illegalConstructor('CustomElementRegistry'); }
    // HTML "element definition" (define()).
    define(name, constructor, options = undefined) {
      requireArgs("Failed to execute 'define' on 'CustomElementRegistry'", 2, arguments);
      name = String(name);
      if (typeof constructor !== 'function') throw callbackError('define', "parameter 2 is not of type 'Function'.");
      // The ElementDefinitionOptions dictionary, converted before the steps run.
      if (options !== undefined && options !== null && typeof options !== 'object' && typeof options !== 'function') {
        throw callbackError('define', "The provided value is not of type 'ElementDefinitionOptions'.");
      }
      let ext = options === undefined || options === null ? undefined : options.extends;
      if (ext !== undefined) ext = String(ext);
      if (!isConstructor(constructor)) throw callbackError('define', 'constructor argument is not a constructor');
      const fail = (msg) => new DOMException(`Failed to execute 'define' on 'CustomElementRegistry': ${msg}`, 'NotSupportedError');
      if (!isValidCustomElementName(name)) {
        throw new DOMException(`Failed to execute 'define' on 'CustomElementRegistry': "${name}" is not a valid custom element name`, 'SyntaxError');
      }
      if (byName.has(name)) throw fail(`the name "${name}" has already been used with this registry`);
      if (byConstructor.has(constructor)) throw fail('this constructor has already been used with this registry');
      let localName = name;
      if (ext !== undefined) {
        if (isValidCustomElementName(ext)) throw fail(`"${ext}" is a valid custom element name`);
        if (interfaceFor(ext) === dom.elementInterface('HTMLUnknownElement')) throw fail(`"${ext}" is an HTMLUnknownElement`);
        localName = ext;
      }
      if (definitionRunning) throw fail('an element definition is already being processed');
      definitionRunning = true;
      let prototype;
      const callbacks = {};
      const observedAttributes = new Set();
      let formAssociated = false;
      try {
        prototype = constructor.prototype;
        if (prototype === null || (typeof prototype !== 'object' && typeof prototype !== 'function')) {
          throw callbackError('define', 'constructor prototype is not an object');
        }
        const readCallback = (key) => {
          const v = prototype[key];
          if (v === undefined) return;
          if (typeof v !== 'function') throw callbackError('define', `"${key}" is not a function`);
          callbacks[key] = v;
        };
        for (const key of CALLBACKS) readCallback(key);
        if (callbacks.attributeChangedCallback !== undefined) {
          const list = constructor.observedAttributes;
          if (list !== undefined) for (const a of sequence(list)) observedAttributes.add(String(a));
        }
        const disabled = constructor.disabledFeatures;
        if (disabled !== undefined) for (const f of sequence(disabled)) String(f);
        formAssociated = !!constructor.formAssociated;
        if (formAssociated) for (const key of FORM_CALLBACKS) readCallback(key);
      } finally {
        definitionRunning = false;
      }
      const def = {
        name, localName, constructor, prototype, callbacks, observedAttributes,
        formAssociated, constructionStack: [],
      };
      byName.set(name, def);
      byConstructor.set(constructor, def);
      // Upgrade candidates: the document's elements of that local name (and is
      // value, for a customized built-in), in tree order.
      for (const el of descendants(mainDocument, false)) {
        if (!isElement(el)) continue;
        const r = N(el);
        if (r.localName === localName && (ext === undefined || r.ceIs === name)) enqueueUpgrade(el, def);
      }
      const waiting = whenDefinedMap.get(name);
      if (waiting !== undefined) {
        whenDefinedMap.delete(name);
        waiting.resolve(constructor);
      }
    }
    get(name) {
      requireArgs("Failed to execute 'get' on 'CustomElementRegistry'", 1, arguments);
      const def = byName.get(String(name));
      return def === undefined ? undefined : def.constructor;
    }
    getName(constructor) {
      requireArgs("Failed to execute 'getName' on 'CustomElementRegistry'", 1, arguments);
      if (typeof constructor !== 'function') throw callbackError('getName', "parameter 1 is not of type 'Function'.");
      const def = byConstructor.get(constructor);
      return def === undefined ? null : def.name;
    }
    upgrade(root) {
      requireArgs("Failed to execute 'upgrade' on 'CustomElementRegistry'", 1, arguments);
      if (!dom.isNode(root)) throw callbackError('upgrade', "parameter 1 is not of type 'Node'.");
      for (const el of descendants(root, true)) if (isElement(el)) tryUpgrade(el);
    }
    whenDefined(name) {
      if (arguments.length < 1) {
        return Promise.reject(new TypeError("Failed to execute 'whenDefined' on 'CustomElementRegistry': 1 argument required, but only 0 present."));
      }
      name = String(name);
      if (!isValidCustomElementName(name)) {
        return Promise.reject(new DOMException(`Failed to execute 'whenDefined' on 'CustomElementRegistry': "${name}" is not a valid custom element name`, 'SyntaxError'));
      }
      const def = byName.get(name);
      if (def !== undefined) return Promise.resolve(def.constructor);
      let entry = whenDefinedMap.get(name);
      if (entry === undefined) {
        let resolve;
        const promise = new Promise((r) => { resolve = r; });
        entry = { promise, resolve };
        whenDefinedMap.set(name, entry);
      }
      return entry.promise;
    }
  }
  function sequence(v) {
    if (v === null || (typeof v !== 'object' && typeof v !== 'function') || typeof v[Symbol.iterator] !== 'function') {
      throw callbackError('define', 'The provided value cannot be converted to a sequence.');
    }
    return Array.from(v);
  }
  finishInterface(CustomElementRegistry, 'CustomElementRegistry');
  wrapReactions(CustomElementRegistry.prototype, ['define', 'upgrade']);
  const registry = Object.create(CustomElementRegistry.prototype);

  for (const name of Object.keys(REACTION_METHODS)) {
    const C = interfaces[name];
    if (C !== undefined) wrapReactions(C.prototype, REACTION_METHODS[name]);
  }
  for (const C of dom.madeElementInterfaces()) hooks.wrapInterface(C);

  return { registry, CustomElementRegistry, hooks };
}

module.exports = { create, isValidCustomElementName, isDefined };
