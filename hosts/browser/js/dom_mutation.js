'use strict';
// Mutation observers for evloop's browser DOM (DOM Standard §4.3 "Mutation
// observers"): MutationObserver, MutationRecord, "queue a mutation record",
// "queue a mutation observer microtask" and "notify mutation observers".
//
// `create(ctx)` needs from the DOM:
//   host                      queueMicrotask(fn) for the notify microtask, reportException(err)
//   isNode(v), parentOf(node) the tree
//   registeredList(node)      the node's "registered observer list" (an array, created on demand)
//   staticNodeList(array)     a NodeList for addedNodes/removedNodes
//   finishInterface, illegalConstructor, requireArgs   WebIDL helpers from dom_events.js

const kObserver = Symbol('evloop.mutationObserver');
const kRecord = Symbol('evloop.mutationRecord');

function create(ctx) {
  const { host } = ctx;

  // The agent's state: "mutation observer microtask queued" and "pending mutation observers".
  let microtaskQueued = false;
  const pending = new Set();
  let nextObserverId = 0;
  // Registrations alive anywhere; queueing a record is skipped when there are none.
  let registrationCount = 0;

  function obs(o) {
    const r = o !== null && typeof o === 'object' ? o[kObserver] : undefined;
    if (r === undefined) throw new TypeError('Illegal invocation');
    return r;
  }

  class MutationObserver {
    constructor(callback) {
      ctx.requireArgs("Failed to construct 'MutationObserver'", 1, arguments);
      if (typeof callback !== 'function') {
        throw new TypeError("Failed to construct 'MutationObserver': parameter 1 is not of type 'Function'.");
      }
      // nodeList: nodes this observer is registered on; transientNodes: nodes
      // holding its transient registrations.
      Object.defineProperty(this, kObserver, {
        value: { callback, records: [], nodeList: [], transientNodes: [], id: nextObserverId++, self: this },
      });
    }

    // DOM "observe(target, options)".
    observe(target, options) {
      ctx.requireArgs("Failed to execute 'observe' on 'MutationObserver'", 1, arguments);
      const mo = obs(this);
      if (!ctx.isNode(target)) {
        throw new TypeError("Failed to execute 'observe' on 'MutationObserver': parameter 1 is not of type 'Node'.");
      }
      const opts = readOptions(options);
      const list = ctx.registeredList(target);
      const existing = list.find((r) => r.observer === mo && !r.source);
      if (existing) {
        // Re-observing replaces the options and drops transient registrations it sourced.
        for (const node of mo.nodeList) {
          const l = ctx.registeredList(node);
          for (let i = l.length - 1; i >= 0; i--) {
            if (l[i].source === existing) { l.splice(i, 1); registrationCount--; }
          }
        }
        existing.options = opts;
      } else {
        list.push({ observer: mo, options: opts, source: null });
        registrationCount++;
        mo.nodeList.push(target);
      }
    }

    disconnect() {
      const mo = obs(this);
      for (const node of mo.nodeList.concat(mo.transientNodes)) {
        const l = ctx.registeredList(node);
        for (let i = l.length - 1; i >= 0; i--) {
          if (l[i].observer === mo) { l.splice(i, 1); registrationCount--; }
        }
      }
      mo.nodeList = [];
      mo.transientNodes = [];
      mo.records = [];
    }

    takeRecords() {
      const mo = obs(this);
      const records = mo.records;
      mo.records = [];
      if (records.length > 0) host.traceObserver(false, mo.id);
      return records;
    }
  }
  ctx.finishInterface(MutationObserver, 'MutationObserver');

  // The MutationObserverInit dictionary and the checks of observe(), steps 1–6,
  // with Chromium's messages and order.
  function readOptions(options) {
    if (options !== undefined && options !== null && typeof options !== 'object' && typeof options !== 'function') {
      throw new TypeError("Failed to execute 'observe' on 'MutationObserver': The provided value is not of type 'MutationObserverInit'.");
    }
    const o = options || {};
    const has = (k) => o[k] !== undefined;
    const opts = {
      childList: !!o.childList,
      attributes: has('attributes') ? !!o.attributes : undefined,
      characterData: has('characterData') ? !!o.characterData : undefined,
      subtree: !!o.subtree,
      attributeOldValue: has('attributeOldValue') ? !!o.attributeOldValue : undefined,
      characterDataOldValue: has('characterDataOldValue') ? !!o.characterDataOldValue : undefined,
      attributeFilter: has('attributeFilter') ? Array.from(o.attributeFilter, String) : undefined,
    };
    const fail = (m) => new TypeError(`Failed to execute 'observe' on 'MutationObserver': ${m}`);
    if ((opts.attributeOldValue !== undefined || opts.attributeFilter !== undefined) && opts.attributes === undefined) opts.attributes = true;
    if (opts.characterDataOldValue !== undefined && opts.characterData === undefined) opts.characterData = true;
    if (opts.attributeOldValue && !opts.attributes) {
      throw fail("The options object may only set 'attributeOldValue' to true when 'attributes' is true or not present.");
    }
    if (opts.attributeFilter !== undefined && !opts.attributes) {
      throw fail("The options object may only set 'attributeFilter' when 'attributes' is true or not present.");
    }
    if (opts.characterDataOldValue && !opts.characterData) {
      throw fail("The options object may only set 'characterDataOldValue' to true when 'characterData' is true or not present.");
    }
    // Chromium makes this check last.
    if (!opts.childList && !opts.attributes && !opts.characterData) {
      throw fail("The options object must set at least one of 'attributes', 'characterData', or 'childList' to true.");
    }
    return opts;
  }

  function rec(r) {
    const v = r !== null && typeof r === 'object' ? r[kRecord] : undefined;
    if (v === undefined) throw new TypeError('Illegal invocation');
    return v;
  }
  class MutationRecord {
    constructor() { throw ctx.illegalConstructor('MutationRecord'); }
    get type() { return rec(this).type; }
    get target() { return rec(this).target; }
    get addedNodes() { return rec(this).addedNodes; }
    get removedNodes() { return rec(this).removedNodes; }
    get previousSibling() { return rec(this).previousSibling; }
    get nextSibling() { return rec(this).nextSibling; }
    get attributeName() { return rec(this).attributeName; }
    get attributeNamespace() { return rec(this).attributeNamespace; }
    get oldValue() { return rec(this).oldValue; }
  }
  ctx.finishInterface(MutationRecord, 'MutationRecord');

  // DOM "queue a mutation record".
  function queueMutationRecord(type, target, name, namespace, oldValue, addedNodes, removedNodes, previousSibling, nextSibling) {
    if (registrationCount === 0) return;
    // interestedObservers: observer -> mapped old value, in the order found
    // walking the inclusive ancestors of target.
    const interested = new Map();
    for (let node = target; node !== null; node = ctx.parentOf(node)) {
      for (const reg of ctx.registeredList(node)) {
        const o = reg.options;
        if (node !== target && !o.subtree) continue;
        if (type === 'attributes' && (!o.attributes || (o.attributeFilter !== undefined && (namespace !== null || !o.attributeFilter.includes(name))))) continue;
        if (type === 'characterData' && !o.characterData) continue;
        if (type === 'childList' && !o.childList) continue;
        const mo = reg.observer;
        if (!interested.has(mo)) interested.set(mo, null);
        if ((type === 'attributes' && o.attributeOldValue) || (type === 'characterData' && o.characterDataOldValue)) {
          interested.set(mo, oldValue);
        }
      }
    }
    for (const [mo, mappedOldValue] of interested) {
      const record = Object.create(MutationRecord.prototype);
      Object.defineProperty(record, kRecord, {
        value: {
          type, target, attributeName: name, attributeNamespace: namespace, oldValue: mappedOldValue,
          addedNodes: ctx.staticNodeList(addedNodes || []), removedNodes: ctx.staticNodeList(removedNodes || []),
          previousSibling: previousSibling || null, nextSibling: nextSibling || null,
        },
      });
      if (mo.records.length === 0) host.traceObserver(true, mo.id, mo.callback);
      mo.records.push(record);
      pending.add(mo);
    }
    queueMutationObserverMicrotask();
  }

  // DOM "queue a tree mutation record".
  function queueTreeMutationRecord(target, addedNodes, removedNodes, previousSibling, nextSibling) {
    queueMutationRecord('childList', target, null, null, null, addedNodes, removedNodes, previousSibling, nextSibling);
  }

  // DOM "queue a mutation observer microtask".
  function queueMutationObserverMicrotask() {
    if (microtaskQueued) return;
    microtaskQueued = true;
    host.queueMicrotask(notifyMutationObservers);
  }

  // DOM "notify mutation observers". Chromium calls the observers in creation
  // order (MutationObserver::DeliverMutations sorts by priority), not in the
  // order they joined the pending set as the spec text says.
  function notifyMutationObservers() {
    microtaskQueued = false;
    const notifySet = Array.from(pending).sort((x, y) => x.id - y.id);
    pending.clear();
    for (const mo of notifySet) {
      const records = mo.records;
      mo.records = [];
      if (records.length > 0) host.traceObserver(false, mo.id);
      for (const node of mo.transientNodes) {
        const l = ctx.registeredList(node);
        for (let i = l.length - 1; i >= 0; i--) {
          if (l[i].observer === mo && l[i].source) { l.splice(i, 1); registrationCount--; }
        }
      }
      mo.transientNodes = [];
      if (records.length > 0) {
        try {
          mo.callback.call(mo.self, records, mo.self);
        } catch (err) {
          host.reportException(err);
        }
      }
    }
  }

  // DOM "remove", step "for each inclusive ancestor of parent …": observers with
  // subtree keep seeing the removed node until their next notification.
  function addTransientRegistrations(node, parent) {
    if (registrationCount === 0) return;
    for (let anc = parent; anc !== null; anc = ctx.parentOf(anc)) {
      for (const reg of ctx.registeredList(anc)) {
        if (!reg.options.subtree) continue;
        ctx.registeredList(node).push({ observer: reg.observer, options: reg.options, source: reg.source || reg });
        registrationCount++;
        reg.observer.transientNodes.push(node);
      }
    }
  }

  return { MutationObserver, MutationRecord, queueMutationRecord, queueTreeMutationRecord, addTransientRegistrations };
}

module.exports = { create };
