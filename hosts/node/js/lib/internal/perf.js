'use strict';

// `performance` and node:perf_hooks as Node v20 shows them: now() and timeOrigin on the
// modelled clock, the user timing marks and measures with their buffer, and
// PerformanceObserver, whose callbacks Node runs from one setImmediate queued when the
// first entry of a batch arrives (lib/internal/perf/observe.js's queuePending).

const { binding, setImmediate } = require('./internals.js');
const {
  makeError, invalidArgType, invalidArgValue, missingArgs, invalidThis, inspectAs,
  setToStringTag, makeEnumerable,
} = require('./internal/node_errors.js');

const kInspect = Symbol.for('nodejs.util.inspect.custom');
const kToken = Symbol('kToken');
const kEntry = Symbol('kEntry');

const now = () => binding.hrtime() / 1e6;
const lazyDOMException = (message, name) => new (require('./internal/event_target.js').DOMException)(message, name);

// ------------------------------------------------------------------ entries

class PerformanceEntry {
  constructor(token, name, type, start, duration, detail) {
    if (token !== kToken) throw makeError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
    this[kEntry] = { name, type, start, duration, detail };
  }

  get name() { return entry(this).name; }
  get entryType() { return entry(this).type; }
  get startTime() { return entry(this).start; }
  get duration() { return entry(this).duration; }

  toJSON() {
    const e = entry(this);
    const out = { name: e.name, entryType: e.type, startTime: e.start, duration: e.duration };
    if (e.type === 'mark' || e.type === 'measure') out.detail = e.detail;
    return out;
  }

  [kInspect](depth, options, inspect) {
    return inspectAs(this.constructor.name, this, this.toJSON(), depth, options, inspect);
  }
}
function entry(self) {
  const e = self && self[kEntry];
  if (e === undefined) throw invalidThis('PerformanceEntry');
  return e;
}
makeEnumerable(PerformanceEntry.prototype, ['name', 'entryType', 'startTime', 'duration', 'toJSON']);
setToStringTag(PerformanceEntry.prototype, 'PerformanceEntry');

function cloneDetail(detail) {
  if (detail == null) return null;
  return require('./internal/worker/io.js').structuredClone(detail);
}

class PerformanceMark extends PerformanceEntry {
  constructor(name, options = undefined) {
    if (arguments.length === 0) throw missingArgs('name');
    name = `${name}`;
    if (options != null && typeof options !== 'object') throw invalidArgType('options', 'Object', options);
    let start = options != null && options.startTime !== undefined ? options.startTime : now();
    if (typeof start !== 'number') throw invalidArgType('options.startTime', 'number', start);
    if (start < 0) {
      throw makeError(TypeError, 'ERR_PERFORMANCE_INVALID_TIMESTAMP', `${start} is not a valid timestamp`);
    }
    super(kToken, name, 'mark', start, 0, cloneDetail(options != null ? options.detail : undefined));
  }

  get detail() { return entry(this).detail; }
}
makeEnumerable(PerformanceMark.prototype, ['detail']);
setToStringTag(PerformanceMark.prototype, 'PerformanceMark');

class PerformanceMeasure extends PerformanceEntry {
  constructor(token, name, start, duration, detail) {
    if (token !== kToken) throw makeError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
    super(kToken, name, 'measure', start, duration, detail);
  }

  get detail() { return entry(this).detail; }
}
makeEnumerable(PerformanceMeasure.prototype, ['detail']);
setToStringTag(PerformanceMeasure.prototype, 'PerformanceMeasure');

class PerformanceResourceTiming extends PerformanceEntry {
  constructor() {
    throw makeError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
  }
}

// ------------------------------------------------------------------ the timeline

let marks = [];
let measures = [];

function byStartTime(list) {
  return list.slice().sort((a, b) => a.startTime - b.startTime);
}
function filtered(name, type) {
  let list;
  if (type === 'mark') list = marks;
  else if (type === 'measure') list = measures;
  else if (type === undefined) list = marks.concat(measures);
  else list = [];
  if (name !== undefined) list = list.filter((e) => e.name === name);
  return byStartTime(list);
}

function markTime(name) {
  if (typeof name === 'number') {
    if (name < 0) throw makeError(TypeError, 'ERR_PERFORMANCE_INVALID_TIMESTAMP',
      `${name} is not a valid timestamp`);
    return name;
  }
  for (let i = marks.length - 1; i >= 0; i--) if (marks[i].name === name) return marks[i].startTime;
  throw lazyDOMException(`The "${name}" performance mark has not been set`, 'SyntaxError');
}

class Performance {
  constructor(token) {
    if (token !== kToken) throw makeError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
  }

  clearMarks(name) {
    marks = name === undefined ? [] : marks.filter((e) => e.name !== `${name}`);
  }

  clearMeasures(name) {
    measures = name === undefined ? [] : measures.filter((e) => e.name !== `${name}`);
  }

  clearResourceTimings() {}

  getEntries() { return filtered(undefined, undefined); }

  getEntriesByName(name, type) {
    if (arguments.length === 0) throw missingArgs('name');
    return filtered(`${name}`, type === undefined ? undefined : `${type}`);
  }

  getEntriesByType(type) {
    if (arguments.length === 0) throw missingArgs('type');
    return filtered(undefined, `${type}`);
  }

  mark(name, options) {
    if (arguments.length === 0) throw missingArgs('name');
    const m = new PerformanceMark(name, options);
    marks.push(m);
    enqueue(m);
    return m;
  }

  measure(name, startOrOptions, endMark) {
    if (arguments.length === 0) throw missingArgs('name');
    name = `${name}`;
    let start;
    let end;
    let detail = null;
    if (startOrOptions !== null && typeof startOrOptions === 'object') {
      const o = startOrOptions;
      if (o.start !== undefined && o.end !== undefined && o.duration !== undefined) {
        throw makeError(TypeError, 'ERR_PERFORMANCE_MEASURE_INVALID_OPTIONS',
          'Must not have options.start, options.end, and options.duration specified');
      }
      if (o.detail !== undefined) detail = cloneDetail(o.detail);
      end = o.end !== undefined ? markTime(o.end) :
        (o.duration !== undefined && o.start !== undefined ? markTime(o.start) + o.duration : now());
      start = o.start !== undefined ? markTime(o.start) :
        (o.duration !== undefined && o.end !== undefined ? end - o.duration : 0);
    } else {
      start = startOrOptions !== undefined ? markTime(`${startOrOptions}`) : 0;
      end = endMark !== undefined ? markTime(`${endMark}`) : now();
    }
    const m = new PerformanceMeasure(kToken, name, start, end - start, detail);
    measures.push(m);
    enqueue(m);
    return m;
  }

  now() { return now(); }

  setResourceTimingBufferSize() {}

  get timeOrigin() { return timeOrigin; }

  toJSON() { return { timeOrigin: this.timeOrigin }; }

  [kInspect](depth, options, inspect) {
    return inspectAs('Performance', this, { timeOrigin: this.timeOrigin }, depth, options, inspect);
  }
}
setToStringTag(Performance.prototype, 'Performance');
const performance = new Performance(kToken);
// The wall clock when the process started (the modelled clock started at 0).
const timeOrigin = Date.now() - now();

// ------------------------------------------------------------------ observers

const supportedEntryTypes = Object.freeze(
  ['dns', 'function', 'gc', 'http', 'http2', 'mark', 'measure', 'net', 'resource']);
const kState = Symbol('kState');
const observers = new Set();
const pending = new Set();
let isPending = false;

function enqueue(e) {
  for (const o of observers) {
    const st = o[kState];
    if (!st.types.has(e.entryType)) continue;
    st.buffer.push(e);
    if (!pending.has(o)) pending.add(o);
    if (!isPending) {
      isPending = true;
      setImmediate(() => {
        isPending = false;
        const list = Array.from(pending);
        pending.clear();
        for (const obs of list) dispatch(obs);
      });
    }
  }
}

function dispatch(obs) {
  const st = obs[kState];
  const entries = st.buffer;
  st.buffer = [];
  if (entries.length === 0) return;
  st.callback.call(obs, new PerformanceObserverEntryList(kToken, entries), obs);
}

class PerformanceObserverEntryList {
  constructor(token, entries) {
    if (token !== kToken) throw makeError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
    this[kState] = byStartTime(entries);
  }

  getEntries() { return this[kState].slice(); }

  getEntriesByType(type) {
    if (arguments.length === 0) throw missingArgs('type');
    return this[kState].filter((e) => e.entryType === `${type}`);
  }

  getEntriesByName(name, type) {
    if (arguments.length === 0) throw missingArgs('name');
    return this[kState].filter((e) => e.name === `${name}` && (type === undefined || e.entryType === `${type}`));
  }

  [kInspect](depth, options, inspect) {
    return inspectAs('PerformanceObserverEntryList', this, this[kState], depth, options, inspect);
  }
}
setToStringTag(PerformanceObserverEntryList.prototype, 'PerformanceObserverEntryList');

class PerformanceObserver {
  constructor(callback) {
    if (typeof callback !== 'function') throw invalidArgType('callback', 'Function', callback);
    this[kState] = { callback, types: new Set(), buffer: [], kind: undefined };
  }

  observe(options = {}) {
    if (options === null || typeof options !== 'object') throw invalidArgType('options', 'Object', options);
    const { entryTypes, type, buffered } = options;
    if (entryTypes === undefined && type === undefined) throw missingArgs('options.entryTypes', 'options.type');
    if (entryTypes != null && type != null) {
      throw invalidArgValue('options.entryTypes', entryTypes,
        'options.entryTypes can not set with options.type together');
    }
    const st = this[kState];
    if (entryTypes !== undefined) {
      if (!Array.isArray(entryTypes)) throw invalidArgType('options.entryTypes', 'string[]', entryTypes);
      st.types.clear();
      for (const t of entryTypes) if (supportedEntryTypes.includes(t)) st.types.add(t);
    } else {
      if (!supportedEntryTypes.includes(type)) return;
      st.types.add(type);
      if (buffered) {
        const list = filtered(undefined, type);
        if (list.length > 0) {
          for (const e of list) st.buffer.push(e);
          pending.add(this);
          if (!isPending) {
            isPending = true;
            setImmediate(() => {
              isPending = false;
              const all = Array.from(pending);
              pending.clear();
              for (const obs of all) dispatch(obs);
            });
          }
        }
      }
    }
    if (st.types.size > 0) observers.add(this); else this.disconnect();
  }

  disconnect() {
    const st = this[kState];
    observers.delete(this);
    pending.delete(this);
    st.buffer = [];
    st.types.clear();
  }

  takeRecords() {
    const st = this[kState];
    const list = st.buffer;
    st.buffer = [];
    return list;
  }

  static get supportedEntryTypes() { return supportedEntryTypes; }

  [kInspect](depth, options, inspect) {
    const st = this[kState];
    return inspectAs('PerformanceObserver', this, {
      connected: observers.has(this),
      pending: pending.has(this),
      entryTypes: Array.from(st.types),
      buffer: st.buffer,
    }, depth, options, inspect);
  }
}
setToStringTag(PerformanceObserver.prototype, 'PerformanceObserver');

module.exports = {
  Performance,
  PerformanceEntry,
  PerformanceMark,
  PerformanceMeasure,
  PerformanceObserver,
  PerformanceObserverEntryList,
  PerformanceResourceTiming,
  performance,
  constants: Object.freeze({
    NODE_PERFORMANCE_GC_MAJOR: 4, NODE_PERFORMANCE_GC_MINOR: 1, NODE_PERFORMANCE_GC_INCREMENTAL: 8,
    NODE_PERFORMANCE_GC_WEAKCB: 16, NODE_PERFORMANCE_GC_FLAGS_NO: 0, NODE_PERFORMANCE_GC_FLAGS_CONSTRUCT_RETAINED: 2,
    NODE_PERFORMANCE_GC_FLAGS_FORCED: 4, NODE_PERFORMANCE_GC_FLAGS_SYNCHRONOUS_PHANTOM_PROCESSING: 8,
    NODE_PERFORMANCE_GC_FLAGS_ALL_AVAILABLE_GARBAGE: 16, NODE_PERFORMANCE_GC_FLAGS_ALL_EXTERNAL_MEMORY: 32,
    NODE_PERFORMANCE_GC_FLAGS_SCHEDULE_IDLE: 64,
  }),
};
