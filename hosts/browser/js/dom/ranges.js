'use strict';
// DOM §5 Ranges: AbstractRange and Range (new Range(), document.createRange()) with
// Chromium's messages: the boundary-point setters, collapse, selectNode(Contents),
// compareBoundaryPoints, comparePoint, isPointInRange, intersectsNode, toString,
// cloneContents, deleteContents, extractContents, insertNode, surroundContents, cloneRange.
// Ranges are live: dom.js reports "replace data", "split a Text node", insertions and
// removals (the DOM's "live range pre-remove steps" and friends) through `hooks`.
// Loaded by dom.js on first use; `ctx` is dom.js's toolbox.

const TEXT_NODE = 3;
const PROCESSING_INSTRUCTION_NODE = 7;
const COMMENT_NODE = 8;
const DOCUMENT_TYPE_NODE = 10;
const DOCUMENT_FRAGMENT_NODE = 11;

function create(ctx) {
  const { N, finishInterface, illegalConstructor, requireArgs, DOMException, isNode, mainDocument } = ctx;
  const kRange = Symbol('evloop.range');
  // Every range made, held weakly where the engine can (a range nobody holds stops updating).
  const live = new Set();
  const hasWeakRef = typeof WeakRef === 'function';

  const isCharData = (n) => { const t = N(n).type; return t === TEXT_NODE || t === COMMENT_NODE || t === PROCESSING_INSTRUCTION_NODE; };
  const nodeLength = (n) => { const r = N(n); return r.type === DOCUMENT_TYPE_NODE ? 0 : isCharData(n) ? r.data.length : r.children.length; };
  const parentOf = (n) => N(n).parent;
  const indexOf = (n) => { const p = parentOf(n); return p === null ? 0 : N(p).children.indexOf(n); };
  const childAt = (n, i) => N(n).children[i] || null;
  function rootOf(n) { while (parentOf(n) !== null) n = parentOf(n); return n; }
  function isInclusiveAncestor(a, n) { for (let x = n; x !== null; x = parentOf(x)) if (x === a) return true; return false; }
  const isAncestor = (a, n) => a !== n && isInclusiveAncestor(a, n);
  // Tree order: -1 when a precedes b, 1 when it follows (a, b in one tree, a !== b).
  function treeOrder(a, b) {
    const chain = (n) => { const out = []; for (let x = n; x !== null; x = parentOf(x)) out.unshift(x); return out; };
    const ca = chain(a);
    const cb = chain(b);
    let i = 0;
    while (i < ca.length && i < cb.length && ca[i] === cb[i]) i++;
    if (i === ca.length) return -1; // a is an ancestor of b
    if (i === cb.length) return 1;
    const kids = N(ca[i - 1]).children;
    return kids.indexOf(ca[i]) < kids.indexOf(cb[i]) ? -1 : 1;
  }
  // DOM "position of a boundary point": -1 before, 0 equal, 1 after.
  function position(nodeA, offsetA, nodeB, offsetB) {
    if (nodeA === nodeB) return offsetA === offsetB ? 0 : offsetA < offsetB ? -1 : 1;
    if (treeOrder(nodeA, nodeB) > 0) return -position(nodeB, offsetB, nodeA, offsetA);
    if (isAncestor(nodeA, nodeB)) {
      let child = nodeB;
      while (parentOf(child) !== nodeA) child = parentOf(child);
      if (indexOf(child) < offsetA) return 1;
    }
    return -1;
  }

  function R(range) {
    const r = range !== null && typeof range === 'object' ? range[kRange] : undefined;
    if (r === undefined) throw new TypeError('Illegal invocation');
    return r;
  }
  function newRange(proto, doc) {
    const range = Object.create(proto);
    const r = { sc: doc, so: 0, ec: doc, eo: 0 };
    Object.defineProperty(range, kRange, { value: r });
    live.add(hasWeakRef ? new WeakRef(r) : { deref: () => r });
    return range;
  }
  const fail = (method, name, msg) => new DOMException(`Failed to execute '${method}' on 'Range': ${msg}`, name);
  function argNode(v, method, index) {
    if (!isNode(v)) throw new TypeError(`Failed to execute '${method}' on 'Range': parameter ${index} is not of type 'Node'.`);
    return v;
  }
  function offsetArg(v) { return Number(v) >>> 0; }
  function checkPoint(node, offset, method) {
    if (N(node).type === DOCUMENT_TYPE_NODE) {
      throw fail(method, 'InvalidNodeTypeError', `The node provided is of type '${N(node).name}'.`);
    }
    const len = nodeLength(node);
    if (offset > len) {
      throw fail(method, 'IndexSizeError', isCharData(node)
        ? `The offset ${offset} is larger than the node's length (${len}).`
        : `There is no child at offset ${offset}.`);
    }
  }
  // DOM "set the start or end".
  function setStart(r, node, offset, method) {
    checkPoint(node, offset, method);
    if (rootOf(r.sc) !== rootOf(node) || position(node, offset, r.ec, r.eo) > 0) { r.ec = node; r.eo = offset; }
    r.sc = node;
    r.so = offset;
  }
  function setEnd(r, node, offset, method) {
    checkPoint(node, offset, method);
    if (rootOf(r.sc) !== rootOf(node) || position(node, offset, r.sc, r.so) < 0) { r.sc = node; r.so = offset; }
    r.ec = node;
    r.eo = offset;
  }
  function parentForSet(node, method) {
    const p = parentOf(node);
    if (p === null) throw fail(method, 'InvalidNodeTypeError', 'the given Node has no parent.');
    return p;
  }
  const collapsed = (r) => r.sc === r.ec && r.so === r.eo;
  function commonAncestor(r) {
    let c = r.sc;
    while (!isInclusiveAncestor(c, r.ec)) c = parentOf(c);
    return c;
  }
  // "contained" and "partially contained" (DOM §5.5).
  function contained(r, node) {
    return rootOf(node) === rootOf(r.sc) && position(node, 0, r.sc, r.so) > 0
      && position(node, nodeLength(node), r.ec, r.eo) < 0;
  }
  const partiallyContained = (r, node) => isInclusiveAncestor(node, r.sc) !== isInclusiveAncestor(node, r.ec);

  function textOf(n) { return N(n).data; }
  // Character data edits through the DOM (so mutation records and live ranges follow).
  const replaceData = (n, offset, count, data) => n.replaceData(offset, count, data);

  // DOM "extract" (and "clone the contents" when cloning).
  function extractOrClone(r, cloning) {
    const doc = N(r.sc).doc;
    const frag = doc.createDocumentFragment();
    if (collapsed(r)) return frag;
    const { sc, so, ec, eo } = r;
    if (sc === ec && isCharData(sc)) {
      const clone = sc.cloneNode(false);
      clone.data = textOf(sc).substring(so, eo);
      frag.appendChild(clone);
      if (!cloning) replaceData(sc, so, eo - so, '');
      return frag;
    }
    const common = commonAncestor(r);
    let firstPartial = null;
    if (!isInclusiveAncestor(sc, ec)) {
      for (const c of N(common).children) if (partiallyContained(r, c)) { firstPartial = c; break; }
    }
    let lastPartial = null;
    if (!isInclusiveAncestor(ec, sc)) {
      const kids = N(common).children;
      for (let i = kids.length - 1; i >= 0; i--) if (partiallyContained(r, kids[i])) { lastPartial = kids[i]; break; }
    }
    const containedChildren = N(common).children.filter((c) => contained(r, c));
    if (containedChildren.some((c) => N(c).type === DOCUMENT_TYPE_NODE)) {
      throw fail(cloning ? 'cloneContents' : 'extractContents', 'HierarchyRequestError', 'The Range contains a doctype node.');
    }
    let newNode = sc;
    let newOffset = so;
    if (!cloning) {
      if (!isInclusiveAncestor(sc, ec)) {
        let ref = sc;
        while (parentOf(ref) !== null && !isInclusiveAncestor(parentOf(ref), ec)) ref = parentOf(ref);
        newNode = parentOf(ref);
        newOffset = indexOf(ref) + 1;
      }
    }
    if (firstPartial !== null && isCharData(firstPartial)) {
      const clone = sc.cloneNode(false);
      clone.data = textOf(sc).substring(so);
      frag.appendChild(clone);
      if (!cloning) replaceData(sc, so, nodeLength(sc) - so, '');
    } else if (firstPartial !== null) {
      const clone = firstPartial.cloneNode(false);
      frag.appendChild(clone);
      const sub = { sc, so, ec: firstPartial, eo: nodeLength(firstPartial) };
      clone.appendChild(extractOrClone(sub, cloning));
    }
    for (const c of containedChildren) frag.appendChild(cloning ? c.cloneNode(true) : c);
    if (lastPartial !== null && isCharData(lastPartial)) {
      const clone = ec.cloneNode(false);
      clone.data = textOf(ec).substring(0, eo);
      frag.appendChild(clone);
      if (!cloning) replaceData(ec, 0, eo, '');
    } else if (lastPartial !== null) {
      const clone = lastPartial.cloneNode(false);
      frag.appendChild(clone);
      const sub = { sc: lastPartial, so: 0, ec, eo };
      clone.appendChild(extractOrClone(sub, cloning));
    }
    if (!cloning) { r.sc = newNode; r.so = newOffset; r.ec = newNode; r.eo = newOffset; }
    return frag;
  }
  function deleteContents(r) {
    if (collapsed(r)) return;
    const { sc, so, ec, eo } = r;
    if (sc === ec && isCharData(sc)) { replaceData(sc, so, eo - so, ''); return; }
    const toRemove = [];
    const walk = (n) => {
      for (const c of N(n).children) {
        if (contained(r, c)) { if (!toRemove.some((p) => isInclusiveAncestor(p, c))) toRemove.push(c); } else walk(c);
      }
    };
    walk(commonAncestor(r));
    let newNode = sc;
    let newOffset = so;
    if (!isInclusiveAncestor(sc, ec)) {
      let ref = sc;
      while (parentOf(ref) !== null && !isInclusiveAncestor(parentOf(ref), ec)) ref = parentOf(ref);
      newNode = parentOf(ref);
      newOffset = indexOf(ref) + 1;
    }
    if (isCharData(sc)) replaceData(sc, so, nodeLength(sc) - so, '');
    for (const n of toRemove) if (parentOf(n) !== null) parentOf(n).removeChild(n);
    if (isCharData(ec)) replaceData(ec, 0, eo, '');
    r.sc = newNode; r.so = newOffset; r.ec = newNode; r.eo = newOffset;
  }
  // DOM "insert" a node into a range.
  function insertNode(r, node, method) {
    const sc = r.sc;
    const t = N(sc).type;
    if (t === PROCESSING_INSTRUCTION_NODE || t === COMMENT_NODE || (t === TEXT_NODE && parentOf(sc) === null) || sc === node) {
      throw fail(method, 'HierarchyRequestError', 'The container is not of a type that can be inserted into.');
    }
    let ref = t === TEXT_NODE ? sc : childAt(sc, r.so);
    const parent = ref === null ? sc : parentOf(ref);
    ctx.checkInsertion(node, parent, ref, method);
    if (t === TEXT_NODE) {
      ref = sc.splitText(r.so);
    }
    if (node === ref) ref = ref.nextSibling;
    let newOffset = ref === null ? nodeLength(parent) : indexOf(ref);
    newOffset += N(node).type === DOCUMENT_FRAGMENT_NODE ? nodeLength(node) : 1;
    const wasCollapsed = collapsed(r);
    parent.insertBefore(node, ref);
    if (wasCollapsed) { r.ec = parent; r.eo = newOffset; }
  }

  class AbstractRange {
    constructor() { throw illegalConstructor('AbstractRange'); }
    get startContainer() { return R(this).sc; }
    get startOffset() { return R(this).so; }
    get endContainer() { return R(this).ec; }
    get endOffset() { return R(this).eo; }
    get collapsed() { return collapsed(R(this)); }
  }
  finishInterface(AbstractRange, 'AbstractRange');

  class Range extends AbstractRange {
    constructor() {
      // The AbstractRange constructor is illegal; a Range is made without it.
      return newRange(new.target.prototype, mainDocument); // eslint-disable-line no-constructor-return
    }
    get commonAncestorContainer() { return commonAncestor(R(this)); }
    setStart(node, offset) {
      requireArgs("Failed to execute 'setStart' on 'Range'", 2, arguments);
      setStart(R(this), argNode(node, 'setStart', 1), offsetArg(offset), 'setStart');
    }
    setEnd(node, offset) {
      requireArgs("Failed to execute 'setEnd' on 'Range'", 2, arguments);
      setEnd(R(this), argNode(node, 'setEnd', 1), offsetArg(offset), 'setEnd');
    }
    setStartBefore(node) {
      requireArgs("Failed to execute 'setStartBefore' on 'Range'", 1, arguments);
      argNode(node, 'setStartBefore', 1);
      setStart(R(this), parentForSet(node, 'setStartBefore'), indexOf(node), 'setStartBefore');
    }
    setStartAfter(node) {
      requireArgs("Failed to execute 'setStartAfter' on 'Range'", 1, arguments);
      argNode(node, 'setStartAfter', 1);
      setStart(R(this), parentForSet(node, 'setStartAfter'), indexOf(node) + 1, 'setStartAfter');
    }
    setEndBefore(node) {
      requireArgs("Failed to execute 'setEndBefore' on 'Range'", 1, arguments);
      argNode(node, 'setEndBefore', 1);
      setEnd(R(this), parentForSet(node, 'setEndBefore'), indexOf(node), 'setEndBefore');
    }
    setEndAfter(node) {
      requireArgs("Failed to execute 'setEndAfter' on 'Range'", 1, arguments);
      argNode(node, 'setEndAfter', 1);
      setEnd(R(this), parentForSet(node, 'setEndAfter'), indexOf(node) + 1, 'setEndAfter');
    }
    collapse(toStart = false) {
      const r = R(this);
      if (toStart) { r.ec = r.sc; r.eo = r.so; } else { r.sc = r.ec; r.so = r.eo; }
    }
    selectNode(node) {
      requireArgs("Failed to execute 'selectNode' on 'Range'", 1, arguments);
      argNode(node, 'selectNode', 1);
      const parent = parentForSet(node, 'selectNode');
      const i = indexOf(node);
      const r = R(this);
      r.sc = parent; r.so = i; r.ec = parent; r.eo = i + 1;
    }
    selectNodeContents(node) {
      requireArgs("Failed to execute 'selectNodeContents' on 'Range'", 1, arguments);
      argNode(node, 'selectNodeContents', 1);
      if (N(node).type === DOCUMENT_TYPE_NODE) {
        throw fail('selectNodeContents', 'InvalidNodeTypeError', `The node provided is of type '${N(node).name}'.`);
      }
      const r = R(this);
      r.sc = node; r.so = 0; r.ec = node; r.eo = nodeLength(node);
    }
    compareBoundaryPoints(how, sourceRange) {
      requireArgs("Failed to execute 'compareBoundaryPoints' on 'Range'", 2, arguments);
      const h = Number(how) & 0xffff;
      if (sourceRange === null || typeof sourceRange !== 'object' || sourceRange[kRange] === undefined) {
        throw new TypeError("Failed to execute 'compareBoundaryPoints' on 'Range': parameter 2 is not of type 'Range'.");
      }
      if (h > 3) {
        throw fail('compareBoundaryPoints', 'NotSupportedError', "The comparison method provided must be one of 'START_TO_START', 'START_TO_END', 'END_TO_END', or 'END_TO_START'.");
      }
      const r = R(this);
      const s = R(sourceRange);
      if (rootOf(r.sc) !== rootOf(s.sc)) {
        throw fail('compareBoundaryPoints', 'WrongDocumentError', 'The source range is in a different document than this range.');
      }
      // START_TO_START, START_TO_END (this end, source start), END_TO_END, END_TO_START.
      const [tn, to] = h === 0 || h === 3 ? [r.sc, r.so] : [r.ec, r.eo];
      const [sn, so] = h === 0 || h === 1 ? [s.sc, s.so] : [s.ec, s.eo];
      return position(tn, to, sn, so);
    }
    comparePoint(node, offset) {
      requireArgs("Failed to execute 'comparePoint' on 'Range'", 2, arguments);
      argNode(node, 'comparePoint', 1);
      const r = R(this);
      offset = offsetArg(offset);
      if (rootOf(node) !== rootOf(r.sc)) {
        throw fail('comparePoint', 'WrongDocumentError', 'The node provided and the Range are not in the same tree.');
      }
      checkPoint(node, offset, 'comparePoint');
      if (position(node, offset, r.sc, r.so) < 0) return -1;
      if (position(node, offset, r.ec, r.eo) > 0) return 1;
      return 0;
    }
    isPointInRange(node, offset) {
      requireArgs("Failed to execute 'isPointInRange' on 'Range'", 2, arguments);
      argNode(node, 'isPointInRange', 1);
      const r = R(this);
      offset = offsetArg(offset);
      if (rootOf(node) !== rootOf(r.sc)) return false;
      checkPoint(node, offset, 'isPointInRange');
      return position(node, offset, r.sc, r.so) >= 0 && position(node, offset, r.ec, r.eo) <= 0;
    }
    intersectsNode(node) {
      requireArgs("Failed to execute 'intersectsNode' on 'Range'", 1, arguments);
      argNode(node, 'intersectsNode', 1);
      const r = R(this);
      if (rootOf(node) !== rootOf(r.sc)) return false;
      const parent = parentOf(node);
      if (parent === null) return true;
      const i = indexOf(node);
      return position(parent, i, r.ec, r.eo) < 0 && position(parent, i + 1, r.sc, r.so) > 0;
    }
    cloneContents() { return extractOrClone(Object.assign({}, R(this)), true); }
    extractContents() { return extractOrClone(R(this), false); }
    deleteContents() { deleteContents(R(this)); }
    insertNode(node) {
      requireArgs("Failed to execute 'insertNode' on 'Range'", 1, arguments);
      insertNode(R(this), argNode(node, 'insertNode', 1), 'insertNode');
    }
    surroundContents(newParent) {
      requireArgs("Failed to execute 'surroundContents' on 'Range'", 1, arguments);
      argNode(newParent, 'surroundContents', 1);
      const r = R(this);
      const nonText = (n) => N(n).type !== TEXT_NODE;
      if ((nonText(r.sc) && partiallyContained(r, r.sc) && r.sc !== commonAncestor(r))
        || (nonText(r.ec) && partiallyContained(r, r.ec) && r.ec !== commonAncestor(r))
        || N(commonAncestor(r)).children.some((c) => partiallyContained(r, c) && nonText(c))) {
        throw fail('surroundContents', 'InvalidStateError', 'The Range has partially selected a non-Text node.');
      }
      const t = N(newParent).type;
      if (t === 9 || t === DOCUMENT_TYPE_NODE || t === DOCUMENT_FRAGMENT_NODE) {
        throw fail('surroundContents', 'InvalidNodeTypeError', 'The node provided is of an invalid type.');
      }
      const frag = extractOrClone(r, false);
      while (newParent.firstChild !== null) newParent.removeChild(newParent.firstChild);
      insertNode(r, newParent, 'surroundContents');
      newParent.appendChild(frag);
      this.selectNode(newParent);
    }
    cloneRange() {
      const r = R(this);
      const copy = newRange(Range.prototype, N(r.sc).doc);
      Object.assign(R(copy), { sc: r.sc, so: r.so, ec: r.ec, eo: r.eo });
      return copy;
    }
    detach() { R(this); }
    toString() {
      const r = R(this);
      if (r.sc === r.ec && N(r.sc).type === TEXT_NODE) return textOf(r.sc).substring(r.so, r.eo);
      let s = '';
      if (N(r.sc).type === TEXT_NODE) s += textOf(r.sc).substring(r.so);
      const walk = (n) => {
        for (const c of N(n).children) {
          if (N(c).type === TEXT_NODE && contained(r, c)) s += textOf(c);
          walk(c);
        }
      };
      walk(commonAncestor(r));
      if (N(r.ec).type === TEXT_NODE) s += textOf(r.ec).substring(0, r.eo);
      return s;
    }
  }
  finishInterface(Range, 'Range', { START_TO_START: 0, START_TO_END: 1, END_TO_END: 2, END_TO_START: 3 });

  // ----------------------------------------------------- live range updates
  function eachRange(fn) {
    for (const ref of live) {
      const r = ref.deref();
      if (r === undefined) live.delete(ref); else fn(r);
    }
  }
  const hooks = {
    // "replace data" (node, offset, count, data length).
    replaced(node, offset, count, added) {
      eachRange((r) => {
        if (r.sc === node && r.so > offset && r.so <= offset + count) r.so = offset;
        if (r.ec === node && r.eo > offset && r.eo <= offset + count) r.eo = offset;
        if (r.sc === node && r.so > offset + count) r.so += added - count;
        if (r.ec === node && r.eo > offset + count) r.eo += added - count;
      });
    },
    // "split a Text node": node's data after offset moved into newNode (already inserted).
    split(node, offset, newNode) {
      const parent = parentOf(node);
      eachRange((r) => {
        if (r.sc === node && r.so > offset) { r.sc = newNode; r.so -= offset; }
        if (r.ec === node && r.eo > offset) { r.ec = newNode; r.eo -= offset; }
        if (parent !== null) {
          const i = indexOf(node);
          if (r.sc === parent && r.so === i + 1) r.so += 1;
          if (r.ec === parent && r.eo === i + 1) r.eo += 1;
        }
      });
    },
    // "insert": count nodes inserted into parent at index.
    inserted(parent, index, count) {
      eachRange((r) => {
        if (r.sc === parent && r.so > index) r.so += count;
        if (r.ec === parent && r.eo > index) r.eo += count;
      });
    },
    // "live range pre-remove steps": node is about to leave parent (at index).
    removing(node, parent, index) {
      eachRange((r) => {
        if (isInclusiveAncestor(node, r.sc)) { r.sc = parent; r.so = index; }
        if (isInclusiveAncestor(node, r.ec)) { r.ec = parent; r.eo = index; }
        if (r.sc === parent && r.so > index) r.so -= 1;
        if (r.ec === parent && r.eo > index) r.eo -= 1;
      });
    },
  };

  return { Range, AbstractRange, hooks, createRange: (doc) => newRange(Range.prototype, doc) };
}

module.exports = { create };
