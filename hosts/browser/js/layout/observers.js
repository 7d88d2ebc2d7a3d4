'use strict';
// The rendering-step observers over the layout model (layout/layout.js): ResizeObserver
// (Resize Observer §3.4: gather active observations at a depth, broadcast them, repeat
// deeper; skipped ones left for the next frame with the "loop completed" error event) and
// IntersectionObserver (Intersection Observer §3.2.8 "run the update intersection
// observations steps", its entries delivered by one queued task), as Chromium runs them:
// after the animation frame callbacks, in the host's `renderingSteps` hook.
//
// host: { global, layout, Element, finishInterface, illegalConstructor, DOMException,
//   requestRendering(), checkpoint(), postTask(fn), now(), reportException(e),
//   fireLoopError() }

const LOOP_ERROR = 'ResizeObserver loop completed with undelivered notifications.';

function create(host) {
  const { layout, finishInterface, illegalConstructor, DOMException } = host;
  const secret = Symbol('evloop.observers');
  const isElement = (v) => v instanceof host.Element;
  const requireArgs = (what, n, args) => {
    if (args.length < n) throw new TypeError(`${what}: ${n} argument${n > 1 ? 's' : ''} required, but only ${args.length} present.`);
  };
  function callbackOf(cb, iface) {
    if (typeof cb !== 'function') throw new TypeError(`Failed to construct '${iface}': parameter 1 is not of type 'Function'.`);
    return cb;
  }
  function requireNew(newTarget, iface) {
    if (newTarget === undefined) {
      throw new TypeError(`Failed to construct '${iface}': Please use the 'new' operator, this DOM object constructor cannot be called as a function.`);
    }
  }
  function invoke(callback, thisArg, args) {
    try {
      callback.apply(thisArg, args);
    } catch (e) {
      host.reportException(e);
    }
    // Clean up after running a callback: the stack is empty, so a microtask checkpoint.
    host.checkpoint();
  }
  const frozen = (items) => Object.freeze(items);

  // -------------------------------------------------------------- ResizeObserver
  const roRecords = []; // in creation order (the document's [[resizeObservers]])
  const roOf = new WeakMap();
  const roRecord = (o) => {
    const r = roOf.get(o);
    if (r === undefined) throw new TypeError('Illegal invocation');
    return r;
  };
  const BOXES = new Set(['content-box', 'border-box', 'device-pixel-content-box']);

  class ResizeObserverSize {
    #inline; #block;
    constructor(token, inline, block) {
      if (token !== secret) throw illegalConstructor('ResizeObserverSize');
      this.#inline = inline;
      this.#block = block;
    }
    get inlineSize() { return this.#inline; }
    get blockSize() { return this.#block; }
  }
  finishInterface(ResizeObserverSize, 'ResizeObserverSize');

  class ResizeObserverEntry {
    #target; #contentRect; #contentBox; #borderBox; #devicePixel;
    constructor(token, target, sizes) {
      if (token !== secret) throw illegalConstructor('ResizeObserverEntry');
      this.#target = target;
      const [cw, ch] = sizes.content;
      const [bw, bh] = sizes.border;
      this.#contentRect = layout.readOnlyRect(sizes.offset[0], sizes.offset[1], cw, ch);
      this.#contentBox = frozen([new ResizeObserverSize(secret, cw, ch)]);
      this.#borderBox = frozen([new ResizeObserverSize(secret, bw, bh)]);
      this.#devicePixel = frozen([new ResizeObserverSize(secret, sizes.device[0], sizes.device[1])]);
    }
    get target() { return this.#target; }
    get contentRect() { return this.#contentRect; }
    get contentBoxSize() { return this.#contentBox; }
    get borderBoxSize() { return this.#borderBox; }
    get devicePixelContentBoxSize() { return this.#devicePixel; }
  }
  finishInterface(ResizeObserverEntry, 'ResizeObserverEntry');

  // The size an observation compares (its box option's).
  function observedSize(obs, sizes) {
    return obs.box === 'border-box' ? sizes.border : obs.box === 'device-pixel-content-box' ? sizes.device : sizes.content;
  }
  // Chromium reports every new observation once, a 0 x 0 one too. The sizes are the
  // last layout's: a callback's style change is laid out before the next gathering,
  // so the broadcast that follows a gathering reports what was gathered.
  const isActive = (obs, sizes) => {
    if (obs.last === null) return true;
    const s = observedSize(obs, sizes);
    return s[0] !== obs.last[0] || s[1] !== obs.last[1];
  };

  function ResizeObserver(callback) {
    requireNew(new.target, 'ResizeObserver');
    requireArgs("Failed to construct 'ResizeObserver'", 1, arguments);
    const record = { observer: this, callback: callbackOf(callback, 'ResizeObserver'), observations: [], active: [], skipped: false };
    roOf.set(this, record);
    roRecords.push(record);
  }
  Object.defineProperty(ResizeObserver, 'prototype', { writable: false });
  class ResizeObserverMethods {
    observe(target, options = undefined) {
      const r = roRecord(this);
      requireArgs("Failed to execute 'observe' on 'ResizeObserver'", 1, arguments);
      if (!isElement(target)) throw new TypeError("Failed to execute 'observe' on 'ResizeObserver': parameter 1 is not of type 'Element'.");
      let box = 'content-box';
      if (options !== undefined && options !== null) {
        if (typeof options !== 'object' && typeof options !== 'function') {
          throw new TypeError("Failed to execute 'observe' on 'ResizeObserver': The provided value is not of type 'ResizeObserverOptions'.");
        }
        if (options.box !== undefined) {
          box = String(options.box);
          if (!BOXES.has(box)) {
            throw new TypeError(`Failed to execute 'observe' on 'ResizeObserver': Failed to read the 'box' property from 'ResizeObserverOptions': The provided value '${box}' is not a valid enum value of type ResizeObserverBoxOptions.`);
          }
        }
      }
      const i = r.observations.findIndex((o) => o.target === target);
      if (i >= 0) {
        if (r.observations[i].box === box) return;
        r.observations.splice(i, 1);
      }
      r.observations.push({ target, box, last: null, gathered: null });
      host.requestRendering();
    }
    unobserve(target) {
      const r = roRecord(this);
      requireArgs("Failed to execute 'unobserve' on 'ResizeObserver'", 1, arguments);
      if (!isElement(target)) throw new TypeError("Failed to execute 'unobserve' on 'ResizeObserver': parameter 1 is not of type 'Element'.");
      const i = r.observations.findIndex((o) => o.target === target);
      if (i >= 0) r.observations.splice(i, 1);
    }
    disconnect() {
      const r = roRecord(this);
      r.observations = [];
      r.active = [];
    }
  }
  for (const key of ['observe', 'unobserve', 'disconnect']) {
    Object.defineProperty(ResizeObserver.prototype, key, Object.getOwnPropertyDescriptor(ResizeObserverMethods.prototype, key));
  }
  finishInterface(ResizeObserver, 'ResizeObserver');

  // "Gather active resize observations at depth".
  function gather(depth) {
    for (const r of roRecords) {
      r.active = [];
      r.skipped = false;
      for (const obs of r.observations) {
        const sizes = layout.observedSizes(obs.target);
        if (!isActive(obs, sizes)) continue;
        obs.gathered = sizes;
        if (layout.depthOf(obs.target) > depth) r.active.push(obs);
        else r.skipped = true;
      }
    }
  }
  // "Broadcast active resize observations": the shallowest depth broadcast.
  function broadcast() {
    let shallowest = Infinity;
    for (const r of roRecords.slice()) {
      if (r.active.length === 0) continue;
      const entries = [];
      for (const obs of r.active) {
        entries.push(new ResizeObserverEntry(secret, obs.target, obs.gathered));
        obs.last = observedSize(obs, obs.gathered);
        shallowest = Math.min(shallowest, layout.depthOf(obs.target));
      }
      r.active = [];
      invoke(r.callback, r.observer, [entries, r.observer]);
    }
    return shallowest;
  }
  function runResizeObservers() {
    if (!roRecords.some((r) => r.observations.length > 0)) return;
    let depth = 0;
    gather(depth);
    while (roRecords.some((r) => r.active.length > 0)) {
      depth = broadcast();
      gather(depth);
    }
    if (roRecords.some((r) => r.skipped)) {
      // "Deliver resize loop error notification"; the skipped ones wait for the next frame.
      host.fireLoopError(LOOP_ERROR);
      host.requestRendering();
    }
  }

  // ---------------------------------------------------------- IntersectionObserver
  const ioRecords = []; // in creation order
  const ioOf = new WeakMap();
  const ioRecord = (o) => {
    const r = ioOf.get(o);
    if (r === undefined) throw new TypeError('Illegal invocation');
    return r;
  };
  let ioTaskQueued = false;

  class IntersectionObserverEntry {
    #time; #rootBounds; #bounding; #intersection; #isIntersecting; #ratio; #target;
    constructor(token, f) {
      if (token !== secret) throw illegalConstructor('IntersectionObserverEntry');
      this.#time = f.time;
      this.#rootBounds = f.rootBounds;
      this.#bounding = f.boundingClientRect;
      this.#intersection = f.intersectionRect;
      this.#isIntersecting = f.isIntersecting;
      this.#ratio = f.intersectionRatio;
      this.#target = f.target;
    }
    get time() { return this.#time; }
    get rootBounds() { return this.#rootBounds; }
    get boundingClientRect() { return this.#bounding; }
    get intersectionRect() { return this.#intersection; }
    get isIntersecting() { return this.#isIntersecting; }
    get isVisible() { return false; }
    get intersectionRatio() { return this.#ratio; }
    get target() { return this.#target; }
  }
  finishInterface(IntersectionObserverEntry, 'IntersectionObserverEntry');

  const CONSTRUCT = "Failed to construct 'IntersectionObserver'";
  // rootMargin/scrollMargin: one to four px or % offsets (top, right, bottom, left).
  function parseMargin(value) {
    const parts = String(value).trim().split(/\s+/).filter(Boolean);
    if (parts.length > 4) throw new DOMException(`${CONSTRUCT}: Extra text found at the end of rootMargin.`, 'SyntaxError');
    const out = parts.map((p) => {
      const m = /^([+-]?(?:\d+\.?\d*|\.\d+))(px|%)$/i.exec(p);
      if (!m) throw new DOMException(`${CONSTRUCT}: rootMargin must be specified in absolute length units or percent.`, 'SyntaxError');
      return { n: Number(m[1]), pct: m[2] === '%' };
    });
    if (out.length === 0) out.push({ n: 0, pct: false });
    const [t, r = t, b = t, l = r] = out;
    return [t, r, b, l];
  }
  const marginText = (m) => m.map((x) => `${x.n}${x.pct ? '%' : 'px'}`).join(' ');
  function parseThresholds(value) {
    const list = value !== null && typeof value === 'object' && typeof value[Symbol.iterator] === 'function'
      ? Array.from(value) : [value];
    const out = list.map((v) => {
      const n = Number(v);
      if (!Number.isFinite(n)) {
        throw new TypeError(`${CONSTRUCT}: Failed to read the 'threshold' property from 'IntersectionObserverInit': The provided double value is non-finite.`);
      }
      if (n < 0 || n > 1) throw new RangeError(`${CONSTRUCT}: Threshold values must be numbers between 0 and 1`);
      return Math.fround(n);
    });
    if (out.length === 0) out.push(0);
    return out.sort((a, b) => a - b);
  }

  function IntersectionObserver(callback, options = undefined) {
    requireNew(new.target, 'IntersectionObserver');
    requireArgs(CONSTRUCT, 1, arguments);
    const cb = callbackOf(callback, 'IntersectionObserver');
    const o = options == null ? {} : options;
    let root = o.root === undefined ? null : o.root;
    if (root !== null && !isElement(root) && root !== host.global.document) {
      throw new TypeError(`${CONSTRUCT}: Failed to read the 'root' property from 'IntersectionObserverInit': The provided value is not of type '(Document or Element)'.`);
    }
    const rootMargin = parseMargin(o.rootMargin === undefined ? '0px' : o.rootMargin);
    const scrollMargin = parseMargin(o.scrollMargin === undefined ? '0px' : o.scrollMargin);
    const thresholds = parseThresholds(o.threshold === undefined ? 0 : o.threshold);
    const delay = o.delay === undefined ? 0 : Number(o.delay) || 0;
    const trackVisibility = !!o.trackVisibility;
    const record = {
      observer: this, callback: cb, root, rootMargin, scrollMargin, thresholds, delay, trackVisibility,
      registrations: [], queue: [],
    };
    ioOf.set(this, record);
    ioRecords.push(record);
  }
  Object.defineProperty(IntersectionObserver, 'prototype', { writable: false });
  class IntersectionObserverMembers {
    get root() { return ioRecord(this).root; }
    get rootMargin() { return marginText(ioRecord(this).rootMargin); }
    get scrollMargin() { return marginText(ioRecord(this).scrollMargin); }
    get thresholds() { return frozen(ioRecord(this).thresholds.slice()); }
    get delay() { return ioRecord(this).delay; }
    get trackVisibility() { return ioRecord(this).trackVisibility; }
    observe(target) {
      const r = ioRecord(this);
      requireArgs("Failed to execute 'observe' on 'IntersectionObserver'", 1, arguments);
      if (!isElement(target)) throw new TypeError("Failed to execute 'observe' on 'IntersectionObserver': parameter 1 is not of type 'Element'.");
      if (r.registrations.some((g) => g.target === target)) return;
      r.registrations.push({ target, previousThresholdIndex: -1, previousIsIntersecting: false });
      host.requestRendering();
    }
    unobserve(target) {
      const r = ioRecord(this);
      requireArgs("Failed to execute 'unobserve' on 'IntersectionObserver'", 1, arguments);
      if (!isElement(target)) throw new TypeError("Failed to execute 'unobserve' on 'IntersectionObserver': parameter 1 is not of type 'Element'.");
      const i = r.registrations.findIndex((g) => g.target === target);
      if (i >= 0) r.registrations.splice(i, 1);
      r.queue = r.queue.filter((e) => e.target !== target);
    }
    disconnect() {
      const r = ioRecord(this);
      r.registrations = [];
    }
    takeRecords() {
      const r = ioRecord(this);
      return r.queue.splice(0);
    }
  }
  for (const key of Object.getOwnPropertyNames(IntersectionObserverMembers.prototype)) {
    if (key === 'constructor') continue;
    Object.defineProperty(IntersectionObserver.prototype, key, Object.getOwnPropertyDescriptor(IntersectionObserverMembers.prototype, key));
  }
  finishInterface(IntersectionObserver, 'IntersectionObserver');

  function intersect(a, b) {
    const x1 = Math.max(a[0], b[0]);
    const y1 = Math.max(a[1], b[1]);
    const x2 = Math.min(a[0] + a[2], b[0] + b[2]);
    const y2 = Math.min(a[1] + a[3], b[1] + b[3]);
    if (x2 < x1 || y2 < y1) return null; // edge-inclusive: touching rectangles intersect
    return [x1, y1, x2 - x1, y2 - y1];
  }
  const ZERO = [0, 0, 0, 0];
  function isDescendant(node, ancestor) {
    for (let p = node.parentNode; p !== null; p = p.parentNode) if (p === ancestor) return true;
    return false;
  }
  // The root intersection rectangle: the viewport, or the root element's padding box when
  // it clips (a scroll container) else its border box; grown by rootMargin.
  function rootRect(r) {
    let rect;
    if (r.root === null || r.root === host.global.document) {
      const [w, h] = layout.viewport();
      rect = [0, 0, w, h];
    } else {
      const b = layout.boxOf(r.root);
      if (b === null) return null;
      rect = layout.clientRect(r.root);
      if (b.s.overflowX !== 'visible' || b.s.overflowY !== 'visible') {
        rect = [rect[0] + b.border[3], rect[1] + b.border[0], rect[2] - b.border[1] - b.border[3], rect[3] - b.border[0] - b.border[2]];
      }
    }
    const m = r.rootMargin.map((x, i) => (x.pct ? (x.n / 100) * (i % 2 === 0 ? rect[3] : rect[2]) : x.n));
    return [rect[0] - m[3], rect[1] - m[0], rect[2] + m[1] + m[3], rect[3] + m[0] + m[2]];
  }
  // "Run the update intersection observations steps" for the document at `time`.
  function updateIntersections(time) {
    for (const r of ioRecords) {
      for (const g of r.registrations) {
        const target = g.target;
        const box = layout.boxOf(target);
        const implicit = r.root === null || r.root === host.global.document;
        let targetRect = ZERO;
        let bounds = ZERO;
        let inter = null;
        if (box !== null && (implicit || isDescendant(target, r.root))) {
          bounds = rootRect(r) || ZERO;
          targetRect = layout.clientRect(target);
          inter = targetRect;
          for (const clip of layout.clipsOf(target, implicit ? null : r.root)) {
            inter = intersect(inter, clip);
            if (inter === null) break;
          }
          if (inter !== null) inter = intersect(inter, bounds);
        }
        // A target with no box, or outside the root's subtree: all zeros (Chromium).
        const isIntersecting = inter !== null;
        const targetArea = targetRect[2] * targetRect[3];
        const area = isIntersecting ? inter[2] * inter[3] : 0;
        const ratio = targetArea > 0 ? Math.fround(area / targetArea) : (isIntersecting ? 1 : 0);
        let index = 0;
        if (isIntersecting) {
          index = r.thresholds.findIndex((t) => t > ratio);
          if (index < 0) index = r.thresholds.length;
        }
        // Chromium compares the threshold index only (a target that starts to touch
        // the root with ratio 0 stays at index 0 unless a threshold is 0).
        if (index === g.previousThresholdIndex) continue;
        g.previousThresholdIndex = index;
        g.previousIsIntersecting = isIntersecting;
        r.queue.push(new IntersectionObserverEntry(secret, {
          time,
          rootBounds: layout.readOnlyRect(...bounds),
          boundingClientRect: layout.readOnlyRect(...targetRect),
          intersectionRect: layout.readOnlyRect(...(inter || ZERO)),
          isIntersecting,
          intersectionRatio: ratio,
          target,
        }));
        // "Queue an intersection observer task".
        if (!ioTaskQueued) {
          ioTaskQueued = true;
          host.postTask(notifyIntersectionObservers);
        }
      }
    }
  }
  // "Notify intersection observers".
  function notifyIntersectionObservers() {
    ioTaskQueued = false;
    for (const r of ioRecords.slice()) {
      if (r.queue.length === 0) continue;
      const entries = r.queue.splice(0);
      invoke(r.callback, r.observer, [entries, r.observer]);
    }
  }

  // ------------------------------------------------------------------ the host
  return {
    ResizeObserver, ResizeObserverEntry, ResizeObserverSize, IntersectionObserver, IntersectionObserverEntry,
    // The rendering step after the animation frame callbacks: style and layout (computed
    // on demand), the resize observers, then the intersection observations.
    renderingSteps() {
      runResizeObservers();
      if (ioRecords.some((r) => r.registrations.length > 0)) updateIntersections(host.now());
    },
    // A box may have moved: observed elements need a rendering opportunity.
    layoutChanged() {
      if (roRecords.some((r) => r.observations.length > 0) || ioRecords.some((r) => r.registrations.length > 0)) {
        host.requestRendering();
      }
    },
  };
}

module.exports = { create };
