'use strict';
// A small layout model for the geometry a script can read (CSSOM View, getComputedStyle,
// matchMedia) and for the rendering-step observers (layout/observers.js). It is exactly:
//
// - the viewport: Chromium headless's default window, 1280 x 720 CSS px, device pixel
//   ratio 1, overlay scrollbars (no scrollbar ever takes layout space); the page never
//   scrolls (window.scrollX/scrollY stay 0).
// - block layout in normal flow, from the inline `style` attribute and a few UA defaults
//   (body margin 8px; p margin 16px 0; ul/ol margin 16px 0, padding-left 40px; the hidden
//   attribute is display: none; no other UA margins or font sizes: h1-h6, blockquote,
//   figure, dl... lack theirs): width, height, min-/max-width/height, margin, padding,
//   border widths (a side's width counts only with a border style other than none/hidden,
//   as in CSS), box-sizing, display and overflow. Lengths are px, em/rem (16px) and % (of
//   the containing block's width; a % height only against a parent's definite height).
//   Auto left/right margins centre a box of definite width. Vertical margins collapse
//   (CSS 2 §8.3.1: adjacent siblings, a parent and its first/last child when no border or
//   padding separates them and the parent is not a block formatting context root (the
//   root element, overflow other than visible, inline-block, flow-root), boxes that
//   collapse through).
// - display: none (no box), block, list-item, flow-root (blocks); inline (span, a, b, ...,
//   and unknown elements); inline-block (boxes with the style's width and height, side by
//   side at the start of a line).
// - text has no width: a run of inline content with non-whitespace text is one line box
//   18px tall (the 16px default font's normal line height in headless Chromium on Linux),
//   however long; a line holding inline-blocks is max(18, their margin-box height + 4) tall
//   (their bottom on the baseline, 4px above the line's bottom). No wrapping, no <br>.
//   An inline element is a box of width 0 at the line's start, 17px tall (the default
//   font's content area) if it holds text, else 0. Form controls (button, input, ...)
//   are inline-blocks without their UA padding, border and baseline: not modelled.
// - no floats, positioning, tables, flex or grid (those elements lay out as blocks or
//   inlines as above), no transforms, no fonts: what Chromium would give for them differs.
// - scroll containers (overflow other than visible) keep scrollTop/scrollLeft, clamped to
//   their scrollable overflow, and move their descendants' boxes (not offsetTop/Left).
// - positions in LayoutUnits (1/64 px: a resolved % or em length is truncated to one);
//   border widths snapped to whole pixels (below 1px: 1px).
// - getComputedStyle gives resolved values for display, width, height, min-/max-width/
//   height, box-sizing, overflow(-x/-y), margin(-*), padding(-*), border(-*)-width and
//   border(-*)-style (px with 6 significant digits, as Chromium); every other property
//   reads as '' (Chromium has a value), and so does everything for an element that is
//   not in the document. Its length is the number of those longhands.

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const VIEWPORT_WIDTH = 1280;
const VIEWPORT_HEIGHT = 720;
const LINE_HEIGHT = 18;
const LINE_DESCENT = 4;
const INLINE_TEXT_HEIGHT = 17; // an inline box's content area for the 16px default font
const FONT_SIZE = 16;

const BLOCK_ELEMENTS = new Set(('html body div p section article header footer main nav aside '
  + 'ul ol li dl dt dd form h1 h2 h3 h4 h5 h6 pre blockquote figure figcaption address details '
  + 'summary fieldset legend hr dialog search menu center').split(' '));
const NONE_ELEMENTS = new Set(('head script style template title meta link base noscript '
  + 'datalist param').split(' '));
const INLINE_BLOCK_ELEMENTS = new Set(['button', 'input', 'select', 'textarea', 'img', 'video',
  'canvas', 'iframe', 'meter', 'progress']);
const UA_MARGINS = {
  body: [8, 8, 8, 8], p: [16, 0, 16, 0], ul: [16, 0, 16, 0], ol: [16, 0, 16, 0],
};
const SIDES = ['top', 'right', 'bottom', 'left'];
const BORDER_STYLES = new Set(['none', 'hidden', 'dotted', 'dashed', 'solid', 'double', 'groove',
  'ridge', 'inset', 'outset']);
const BORDER_WIDTHS = { thin: 1, medium: 3, thick: 5 };
const BLOCK_DISPLAYS = new Set(['block', 'list-item', 'flow-root', 'flex', 'grid', 'table']);

function create(ctx) {
  const { N, getAttr, inlineDecls, documentElement, global } = ctx;
  const isElement = (n) => N(n).type === ELEMENT_NODE;

  // ------------------------------------------------------------ specified values
  // A length: { px } or { pct } or 'auto', or null when the model cannot read it.
  function parseLength(v) {
    if (v === undefined || v === null) return null;
    v = String(v).trim().toLowerCase();
    if (v === 'auto') return 'auto';
    const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px|em|rem|%)?$/.exec(v);
    if (!m) return null;
    const n = Number(m[1]);
    if (m[2] === undefined) return n === 0 ? { px: 0 } : null;
    if (m[2] === '%') return { pct: n };
    return { px: m[2] === 'px' ? n : n * FONT_SIZE };
  }
  // Chromium snaps a border width to whole device pixels: below 1px up to 1, else down.
  function borderWidthOf(v) {
    if (Object.prototype.hasOwnProperty.call(BORDER_WIDTHS, v)) return BORDER_WIDTHS[v];
    const l = parseLength(v);
    if (!l || l.px === undefined || l.px < 0) return null;
    return l.px > 0 && l.px < 1 ? 1 : Math.floor(l.px);
  }
  function fourValues(value) {
    const p = String(value).trim().split(/\s+/);
    if (p.length < 1 || p.length > 4 || p[0] === '') return null;
    const [t, r = t, b = t, l = r] = p;
    return [t, r, b, l];
  }
  // The element's specified style: UA defaults, then its style attribute in order.
  function specified(el) {
    const r = N(el);
    const name = r.localName;
    const s = {
      display: NONE_ELEMENTS.has(name) ? 'none'
        : BLOCK_ELEMENTS.has(name) ? (name === 'li' ? 'list-item' : 'block')
          : INLINE_BLOCK_ELEMENTS.has(name) ? 'inline-block' : 'inline',
      width: 'auto', height: 'auto', minWidth: { px: 0 }, minHeight: { px: 0 },
      maxWidth: 'none', maxHeight: 'none', boxSizing: 'content-box',
      overflowX: 'visible', overflowY: 'visible',
      margin: (UA_MARGINS[name] || [0, 0, 0, 0]).map((px) => ({ px })),
      padding: [0, 0, 0, 0].map((px) => ({ px })),
      borderWidth: [3, 3, 3, 3], borderStyle: ['none', 'none', 'none', 'none'],
      raw: {},
    };
    if (name === 'ul' || name === 'ol') s.padding[3] = { px: 40 };
    if (getAttr(el, 'hidden') !== null) s.display = 'none';
    for (const [prop, value] of inlineDecls(el)) {
      s.raw[prop] = value;
      applyDeclaration(s, prop, value);
    }
    return s;
  }
  function applyBorder(s, sides, value) {
    let width = 3;
    let style = 'none';
    for (const part of String(value).trim().split(/\s+/)) {
      if (BORDER_STYLES.has(part)) style = part;
      else if (borderWidthOf(part) !== null) width = borderWidthOf(part);
    }
    for (const i of sides) { s.borderWidth[i] = width; s.borderStyle[i] = style; }
  }
  function applyDeclaration(s, prop, value) {
    let m;
    switch (prop) {
      case 'display': s.display = String(value).trim(); return;
      case 'box-sizing': if (value === 'border-box' || value === 'content-box') s.boxSizing = value; return;
      case 'width': case 'height': {
        const l = parseLength(value);
        if (l !== null) s[prop] = l;
        return;
      }
      case 'min-width': case 'min-height': case 'max-width': case 'max-height': {
        const key = prop.replace(/-([a-z])/, (_, c) => c.toUpperCase());
        const l = value === 'none' ? 'none' : parseLength(value);
        if (l !== null && l !== 'auto') s[key] = l;
        return;
      }
      case 'overflow': {
        const p = String(value).trim().split(/\s+/);
        s.overflowX = p[0];
        s.overflowY = p[1] || p[0];
        return;
      }
      case 'overflow-x': s.overflowX = value; return;
      case 'overflow-y': s.overflowY = value; return;
      case 'border': applyBorder(s, [0, 1, 2, 3], value); return;
      case 'border-width': {
        const v = fourValues(value);
        if (v && v.every((x) => borderWidthOf(x) !== null)) v.forEach((x, i) => { s.borderWidth[i] = borderWidthOf(x); });
        return;
      }
      case 'border-style': {
        const v = fourValues(value);
        if (v && v.every((x) => BORDER_STYLES.has(x))) v.forEach((x, i) => { s.borderStyle[i] = x; });
        return;
      }
      default:
    }
    if ((m = /^(margin|padding)-(top|right|bottom|left)$/.exec(prop))) {
      const l = parseLength(value);
      if (l !== null && !(m[1] === 'padding' && l === 'auto')) s[m[1]][SIDES.indexOf(m[2])] = l;
    } else if ((m = /^border-(top|right|bottom|left)$/.exec(prop))) {
      applyBorder(s, [SIDES.indexOf(m[1])], value);
    } else if ((m = /^border-(top|right|bottom|left)-(width|style)$/.exec(prop))) {
      const i = SIDES.indexOf(m[1]);
      if (m[2] === 'width' && borderWidthOf(value) !== null) s.borderWidth[i] = borderWidthOf(value);
      if (m[2] === 'style' && BORDER_STYLES.has(value)) s.borderStyle[i] = value;
    }
  }
  // Chromium's LayoutUnit: 1/64 px, a resolved length truncated to it.
  const lu = (v) => Math.trunc(v * 64) / 64;
  const resolve = (l, base) => (l === 'auto' || l === 'none' ? null : lu(l.px !== undefined ? l.px : (l.pct / 100) * base));

  // ------------------------------------------------------------------ layout
  // A margin strut: the largest positive and the most negative margin collapsing together.
  const strut = (m = 0) => ({ pos: Math.max(0, m), neg: Math.min(0, m) });
  const join = (a, b) => ({ pos: Math.max(a.pos, b.pos), neg: Math.min(a.neg, b.neg) });
  const strutValue = (a) => a.pos + a.neg;

  let cache = null; // { version, boxes: Map(element -> box) }
  const scrollOffsets = new WeakMap(); // scroll container -> { top, left }

  function displayOf(s) {
    const d = s.display;
    if (d === 'none' || d === 'contents') return d;
    if (BLOCK_DISPLAYS.has(d)) return 'block';
    if (d === 'inline-block' || d === 'inline-flex' || d === 'inline-grid' || d === 'inline-table') return 'inline-block';
    return 'inline';
  }
  const isScrollContainer = (s) => s.overflowX !== 'visible' || s.overflowY !== 'visible';

  // Lays out element `el` as a block-level box in a containing block `cbWidth` wide.
  // Returns its box with positions relative to its parent's content box (set by the caller).
  function layoutBlock(el, s, cbWidth, cbHeight, boxes, root) {
    const box = {
      el, s, display: displayOf(s), x: 0, y: 0,
      margin: s.margin.map((l) => resolve(l, cbWidth)),
      padding: s.padding.map((l) => resolve(l, cbWidth) || 0),
      border: s.borderWidth.map((w, i) => (s.borderStyle[i] === 'none' || s.borderStyle[i] === 'hidden' ? 0 : w)),
      children: [], lines: [],
    };
    const [pt, pr, pb, pl] = box.padding;
    const [bt, br, bb, bl] = box.border;
    const extraX = pl + pr + bl + br;
    const extraY = pt + pb + bt + bb;
    const borderBox = s.boxSizing === 'border-box';
    const clampW = (w) => {
      const max = resolve(s.maxWidth, cbWidth);
      const min = resolve(s.minWidth, cbWidth) || 0;
      let v = w;
      if (max !== null) v = Math.min(v, borderBox ? max - extraX : max);
      return Math.max(v, borderBox ? min - extraX : min, 0);
    };
    let width = s.width === 'auto' ? null : resolve(s.width, cbWidth);
    if (width !== null && borderBox) width -= extraX;
    let [mt, mr, mbm, ml] = box.margin;
    if (box.display === 'inline-block') {
      width = clampW(width === null ? 0 : width);
      mt = mt || 0; mr = mr || 0; mbm = mbm || 0; ml = ml || 0;
    } else if (width === null) {
      mt = mt || 0; mbm = mbm || 0; ml = ml || 0; mr = mr || 0;
      width = clampW(cbWidth - ml - mr - extraX);
    } else {
      width = clampW(width);
      mt = mt || 0; mbm = mbm || 0;
      const free = cbWidth - width - extraX;
      if (ml === null && mr === null) { ml = lu(free / 2); mr = free - ml; } else if (ml === null) { ml = free - mr; } else if (mr === null) { mr = free - ml; } else { mr = free - ml; }
    }
    box.margin = [mt, mr, mbm, ml];
    box.cbWidth = cbWidth;
    box.contentWidth = width;
    let height = s.height === 'auto' ? null : s.height.pct !== undefined ? (cbHeight === null ? null : (s.height.pct / 100) * cbHeight) : s.height.px;
    if (height !== null && borderBox) height = Math.max(0, height - extraY);
    const bfcRoot = root || box.display === 'inline-block' || isScrollContainer(s) || s.display === 'flow-root';
    const collapseTop = !bfcRoot && pt === 0 && bt === 0;
    const collapseBottom = !bfcRoot && pb === 0 && bb === 0 && height === null;
    let topStrut = strut(mt);
    let pending = strut(0);
    let cursor = 0;
    let placedAny = false;
    const place = (child, childTop, childBottom, h, collapsesThrough) => {
      if (!placedAny && collapseTop) {
        topStrut = join(topStrut, childTop);
        if (collapsesThrough) { topStrut = join(topStrut, childBottom); child.y = 0; return; }
        child.y = 0;
      } else {
        pending = join(pending, childTop);
        if (collapsesThrough) { child.y = cursor + strutValue(pending); pending = join(pending, childBottom); return; }
        child.y = cursor + strutValue(pending);
      }
      cursor = child.y + h;
      pending = childBottom;
      placedAny = true;
    };
    // Lines of inline content between block children.
    let run = null;
    const flushRun = () => {
      if (run === null) return;
      const line = run;
      run = null;
      let h = line.hasText ? LINE_HEIGHT : 0;
      for (const ib of line.blocks) h = Math.max(h, LINE_HEIGHT, ib.marginBoxHeight + LINE_DESCENT);
      line.height = h;
      line.x = 0;
      if (h === 0) { line.y = cursor + strutValue(pending); return; }
      place(line, strut(0), strut(0), h, false);
      box.lines.push(line);
    };
    const childHeightBase = height;
    const visitInline = (node, inlineParent) => {
      for (const child of N(node).children) {
        const cr = N(child);
        if (cr.type === TEXT_NODE) {
          if (/[^ \t\n\f\r]/.test(cr.data)) { run ||= newRun(); run.hasText = true; }
          continue;
        }
        if (cr.type !== ELEMENT_NODE) continue;
        const cs = specified(child);
        const d = displayOf(cs);
        if (d === 'none') continue;
        if (d === 'block') {
          flushRun();
          const c = layoutBlock(child, cs, width, childHeightBase, boxes, false);
          place(c, c.topStrut, c.bottomStrut, c.height, c.collapsesThrough);
          box.children.push(c);
          continue;
        }
        run ||= newRun();
        if (d === 'inline-block') {
          const c = layoutBlock(child, cs, width, childHeightBase, boxes, false);
          c.marginBoxHeight = c.height + c.margin[0] + c.margin[2];
          c.line = run;
          c.lineX = run.advance + c.margin[3];
          run.advance += c.width + c.margin[1] + c.margin[3];
          run.blocks.push(c);
          box.children.push(c);
        } else {
          const c = { el: child, s: cs, display: 'inline', line: run, lineX: run.advance, children: [], hasText: hasText(child) };
          boxes.set(child, c);
          box.children.push(c);
          visitInline(child, c);
        }
      }
    };
    const hasText = (node) => N(node).children.some((k) => (N(k).type === TEXT_NODE ? /[^ \t\n\f\r]/.test(N(k).data)
      : N(k).type === ELEMENT_NODE && displayOf(specified(k)) === 'inline' && hasText(k)));
    const newRun = () => ({ hasText: false, blocks: [], advance: 0, y: 0, height: 0 });
    visitInline(el, null);
    flushRun();
    // The first child's top margin collapsed through this box's top: place() kept it.
    let contentHeight;
    let bottomStrut;
    const through = collapseTop && collapseBottom && !placedAny && (height === null || height === 0)
      && (resolve(s.minHeight, cbWidth) || 0) === 0;
    if (collapseBottom) {
      contentHeight = cursor;
      bottomStrut = join(strut(mbm), pending);
    } else {
      contentHeight = cursor + strutValue(pending);
      bottomStrut = strut(mbm);
    }
    box.contentExtent = cursor + Math.max(0, strutValue(pending));
    box.childExtent = cursor;
    if (height === null) height = contentHeight;
    const maxH = resolve(s.maxHeight, cbHeight || 0);
    const minH = resolve(s.minHeight, cbHeight || 0) || 0;
    if (maxH !== null && s.maxHeight.pct === undefined) height = Math.min(height, borderBox ? maxH - extraY : maxH);
    height = Math.max(height, borderBox ? minH - extraY : minH, 0);
    box.contentHeight = height;
    box.width = width + extraX;
    box.height = height + extraY;
    box.collapsesThrough = through;
    if (through) bottomStrut = join(topStrut, bottomStrut);
    box.topStrut = topStrut;
    box.bottomStrut = bottomStrut;
    boxes.set(el, box);
    return box;
  }

  // Page coordinates (before scroll offsets) of every box below `box`.
  function position(box, x, y, scrollX, scrollY) {
    box.pageX = x;
    box.pageY = y;
    box.clientX = x - scrollX;
    box.clientY = y - scrollY;
    const cx = x + box.border[3] + box.padding[3];
    const cy = y + box.border[0] + box.padding[0];
    let sx = scrollX;
    let sy = scrollY;
    if (isScrollContainer(box.s)) {
      const off = scrollOffsets.get(box.el);
      if (off) { sx += off.left; sy += off.top; }
    }
    for (const c of box.children) {
      if (c.display === 'block') {
        position(c, cx + c.margin[3], cy + c.y, sx, sy);
      } else if (c.display === 'inline-block') {
        const line = c.line;
        const top = line.y + (line.height - LINE_DESCENT) - c.marginBoxHeight + c.margin[0];
        position(c, cx + c.lineX, cy + top, sx, sy);
      } else {
        const line = c.line;
        c.pageX = cx + c.lineX;
        c.pageY = cy + line.y;
        c.clientX = c.pageX - sx;
        c.clientY = c.pageY - sy;
        c.width = 0;
        c.height = c.hasText ? INLINE_TEXT_HEIGHT : 0;
      }
    }
  }

  function boxes() {
    const version = ctx.version();
    if (cache !== null && cache.version === version) return cache.boxes;
    const map = new Map();
    const html = documentElement();
    if (html !== null) {
      const s = specified(html);
      if (displayOf(s) !== 'none') {
        if (s.display === 'inline' || s.display === 'inline-block') s.display = 'block'; // the root is blockified
        const root = layoutBlock(html, s, VIEWPORT_WIDTH, VIEWPORT_HEIGHT, map, true);
        position(root, root.margin[3], s.margin[0] === 'auto' ? 0 : resolve(s.margin[0], VIEWPORT_WIDTH), 0, 0);
      }
    }
    cache = { version, boxes: map };
    return map;
  }
  const boxOf = (el) => boxes().get(el) || null;
  function invalidate() { cache = null; }

  // ------------------------------------------------------------------ DOMRect
  const rects = new WeakMap();
  const rectOf = (r) => {
    const v = rects.get(r);
    if (v === undefined) throw new TypeError('Illegal invocation');
    return v;
  };
  const toDouble = (v) => {
    const n = Number(v);
    return n;
  };
  class DOMRectReadOnly {
    constructor(x = 0, y = 0, width = 0, height = 0) {
      rects.set(this, [toDouble(x), toDouble(y), toDouble(width), toDouble(height)]);
    }
    static fromRect(other = undefined) {
      const o = other == null ? {} : other;
      return new this(o.x ?? 0, o.y ?? 0, o.width ?? 0, o.height ?? 0);
    }
    get x() { return rectOf(this)[0]; }
    get y() { return rectOf(this)[1]; }
    get width() { return rectOf(this)[2]; }
    get height() { return rectOf(this)[3]; }
    get top() { const r = rectOf(this); return Math.min(r[1], r[1] + r[3]); }
    get right() { const r = rectOf(this); return Math.max(r[0], r[0] + r[2]); }
    get bottom() { const r = rectOf(this); return Math.max(r[1], r[1] + r[3]); }
    get left() { const r = rectOf(this); return Math.min(r[0], r[0] + r[2]); }
    toJSON() {
      return { x: this.x, y: this.y, width: this.width, height: this.height, top: this.top, right: this.right, bottom: this.bottom, left: this.left };
    }
  }
  class DOMRect extends DOMRectReadOnly {
    get x() { return rectOf(this)[0]; }
    set x(v) { rectOf(this)[0] = toDouble(v); }
    get y() { return rectOf(this)[1]; }
    set y(v) { rectOf(this)[1] = toDouble(v); }
    get width() { return rectOf(this)[2]; }
    set width(v) { rectOf(this)[2] = toDouble(v); }
    get height() { return rectOf(this)[3]; }
    set height(v) { rectOf(this)[3] = toDouble(v); }
  }
  ctx.finishInterface(DOMRectReadOnly, 'DOMRectReadOnly');
  ctx.finishInterface(DOMRect, 'DOMRect');
  const readOnlyRect = (x, y, w, h) => new DOMRectReadOnly(x, y, w, h);

  // ------------------------------------------------------------ geometry members
  // The box of an element that has one, else null (display: none, disconnected).
  const rendered = (el) => boxOf(el);
  function clientRect(el) {
    const b = rendered(el);
    return b === null ? [0, 0, 0, 0] : [b.clientX, b.clientY, b.width, b.height];
  }
  const isRoot = (el) => el === documentElement();
  const isBody = (el) => N(el).localName === 'body' && N(el).parent === documentElement();
  // The scrollable overflow below the padding box's top-left (CSS Overflow 3): a scroll
  // container counts its children's margins and its own end padding; another box only
  // its children's border boxes.
  function scrollSize(b) {
    const clientW = b.width - b.border[1] - b.border[3];
    const clientH = b.height - b.border[0] - b.border[2];
    const scroller = isScrollContainer(b.s);
    let right = 0;
    let bottom = 0;
    for (const c of b.children) {
      if (c.display === 'inline') continue;
      const top = c.pageY - b.pageY - b.border[0];
      const left = c.pageX - b.pageX - b.border[3];
      bottom = Math.max(bottom, top + c.height + (scroller ? Math.max(0, c.margin[2]) : 0));
      right = Math.max(right, left + c.width + (scroller ? Math.max(0, c.margin[1]) : 0));
    }
    for (const line of b.lines) bottom = Math.max(bottom, b.padding[0] + line.y + line.height);
    if (scroller) { bottom += b.padding[2]; right += b.padding[1]; }
    return [Math.max(clientW, right), Math.max(clientH, bottom)];
  }
  const members = {
    getBoundingClientRect(el) { return new DOMRect(...clientRect(el)); },
    clientWidth(el) {
      if (isRoot(el)) return VIEWPORT_WIDTH;
      const b = rendered(el);
      return b === null || b.display === 'inline' ? 0 : Math.round(b.width - b.border[1] - b.border[3]);
    },
    clientHeight(el) {
      if (isRoot(el)) return VIEWPORT_HEIGHT;
      const b = rendered(el);
      return b === null || b.display === 'inline' ? 0 : Math.round(b.height - b.border[0] - b.border[2]);
    },
    clientTop(el) { const b = rendered(el); return b === null || b.display === 'inline' ? 0 : Math.round(b.border[0]); },
    clientLeft(el) { const b = rendered(el); return b === null || b.display === 'inline' ? 0 : Math.round(b.border[3]); },
    scrollWidth(el) {
      const b = rendered(el);
      if (b === null || b.display === 'inline') return 0;
      if (isRoot(el)) return Math.max(VIEWPORT_WIDTH, Math.round(b.width + b.margin[1] + b.margin[3]));
      return Math.round(scrollSize(b)[0]);
    },
    scrollHeight(el) {
      const b = rendered(el);
      if (b === null || b.display === 'inline') return 0;
      if (isRoot(el)) return Math.max(VIEWPORT_HEIGHT, Math.round(b.pageY + b.height + Math.max(0, b.margin[2])));
      return Math.round(scrollSize(b)[1]);
    },
    scrollTop(el) { const o = scrollOffsets.get(el); return o ? o.top : 0; },
    scrollLeft(el) { const o = scrollOffsets.get(el); return o ? o.left : 0; },
    setScroll(el, which, value) {
      const b = rendered(el);
      if (b === null || !isScrollContainer(b.s) || isRoot(el)) return;
      let v = Number(value);
      if (!Number.isFinite(v)) v = 0;
      const [sw, sh] = scrollSize(b);
      const max = which === 'top' ? sh - (b.height - b.border[0] - b.border[2]) : sw - (b.width - b.border[1] - b.border[3]);
      v = Math.max(0, Math.min(Math.round(v), Math.max(0, max)));
      const o = scrollOffsets.get(el) || { top: 0, left: 0 };
      if (o[which] === v) return;
      o[which] = v;
      scrollOffsets.set(el, o);
      invalidate();
      if (ctx.changed) ctx.changed();
    },
    offsetParent(el) {
      const b = rendered(el);
      if (b === null || isRoot(el) || isBody(el)) return null;
      const html = documentElement();
      for (let p = N(el).parent; p !== null; p = N(p).parent) {
        if (isBody(p)) return p;
        if (p === html) break;
      }
      return null;
    },
    offsetTop(el) {
      const b = rendered(el);
      if (b === null || isBody(el)) return 0;
      return Math.round(b.pageY); // scroll containers' offsets do not count (Chromium)
    },
    offsetLeft(el) {
      const b = rendered(el);
      if (b === null || isBody(el)) return 0;
      return Math.round(b.pageX);
    },
    offsetWidth(el) { const b = rendered(el); return b === null ? 0 : Math.round(b.width); },
    offsetHeight(el) { const b = rendered(el); return b === null ? 0 : Math.round(b.height); },
  };

  // Sizes for ResizeObserver: [content inline, content block, border inline, border block]
  // and the content box's offset from the border box.
  function observedSizes(el) {
    const b = rendered(el);
    if (b === null || b.display === 'inline') return { content: [0, 0], border: [0, 0], offset: [0, 0], device: [0, 0] };
    // Device pixels (ratio 1): the content box's edges snapped to whole pixels.
    const x = b.pageX + b.border[3] + b.padding[3];
    const y = b.pageY + b.border[0] + b.padding[0];
    return {
      content: [b.contentWidth, b.contentHeight],
      border: [b.width, b.height],
      offset: [b.padding[3], b.padding[0]],
      device: [Math.round(x + b.contentWidth) - Math.round(x), Math.round(y + b.contentHeight) - Math.round(y)],
    };
  }
  function depthOf(el) {
    let d = 0;
    for (let p = N(el).parent; p !== null; p = N(p).parent) d++;
    return d;
  }
  // The nearest ancestor scroll containers' clips (padding boxes, client coordinates).
  function clipsOf(el, stopAt) {
    const out = [];
    for (let p = N(el).parent; p !== null && p !== stopAt; p = N(p).parent) {
      if (N(p).type !== ELEMENT_NODE || isRoot(p)) continue;
      const b = rendered(p);
      if (b !== null && b.display !== 'inline' && isScrollContainer(b.s)) {
        out.push([b.clientX + b.border[3], b.clientY + b.border[0], b.width - b.border[1] - b.border[3], b.height - b.border[0] - b.border[2]]);
      }
    }
    return out;
  }

  // ------------------------------------------------------------ getComputedStyle
  const px = (n) => `${Number(n.toPrecision(6))}px`; // Chromium: 6 significant digits
  function lengthText(l) {
    if (l === 'auto' || l === 'none') return l;
    return l.px !== undefined ? px(l.px) : `${l.pct}%`;
  }
  const collapse4 = (v) => {
    const [t, r, b, l] = v;
    if (l !== r) return `${t} ${r} ${b} ${l}`;
    if (b !== t) return `${t} ${r} ${b}`;
    if (r !== t) return `${t} ${r}`;
    return t;
  };
  const COMPUTED = ['display', 'width', 'height', 'min-width', 'min-height', 'max-width', 'max-height',
    'box-sizing', 'overflow', 'overflow-x', 'overflow-y', 'margin', 'padding', 'border-width',
    'border-style', ...SIDES.flatMap((side) => [`margin-${side}`, `padding-${side}`, `border-${side}-width`, `border-${side}-style`])];
  const COMPUTED_SET = new Set(COMPUTED);
  // The resolved value of a modelled property ('' for the others, and for an element not
  // in the document, as Chromium gives for those).
  function computedValue(el, prop) {
    if (!COMPUTED_SET.has(prop) || !ctx.isConnected(el)) return '';
    const s = specified(el);
    if (isRoot(el) && (s.display === 'inline' || s.display === 'inline-block')) s.display = 'block';
    const b = rendered(el);
    const box = b !== null && b.display !== 'inline' ? b : null;
    const side = (kind, i) => {
      if (kind === 'border-width') return px(s.borderStyle[i] === 'none' || s.borderStyle[i] === 'hidden' ? 0 : s.borderWidth[i]);
      if (kind === 'border-style') return s.borderStyle[i];
      const l = s[kind][i];
      // Chromium: a margin's used value only where it was auto (an over-constrained
      // box keeps its specified right margin).
      if (box !== null) return px(kind === 'margin' && l !== 'auto' ? resolve(l, box.cbWidth) : box[kind][i]);
      return l === 'auto' ? (kind === 'margin' && b !== null ? '0px' : 'auto') : lengthText(l);
    };
    let m;
    switch (prop) {
      case 'display': return s.display;
      case 'box-sizing': return s.boxSizing;
      case 'overflow': return s.overflowX === s.overflowY ? s.overflowX : `${s.overflowX} ${s.overflowY}`;
      case 'overflow-x': return s.overflowX;
      case 'overflow-y': return s.overflowY;
      case 'width': case 'height': {
        if (box === null) return lengthText(s[prop]);
        const v = prop === 'width' ? box.contentWidth : box.contentHeight;
        const extra = prop === 'width' ? box.padding[1] + box.padding[3] + box.border[1] + box.border[3]
          : box.padding[0] + box.padding[2] + box.border[0] + box.border[2];
        return px(s.boxSizing === 'border-box' ? v + extra : v);
      }
      case 'min-width': case 'min-height': case 'max-width': case 'max-height': {
        const l = s[prop.replace(/-([a-z])/, (_, c) => c.toUpperCase())];
        return l === 'none' ? 'none' : lengthText(l);
      }
      case 'margin': case 'padding': case 'border-width': case 'border-style':
        return collapse4([0, 1, 2, 3].map((i) => side(prop, i)));
      default:
    }
    if ((m = /^(margin|padding)-(\w+)$/.exec(prop))) return side(m[1], SIDES.indexOf(m[2]));
    if ((m = /^border-(\w+)-(width|style)$/.exec(prop))) return side(`border-${m[2]}`, SIDES.indexOf(m[1]));
    return '';
  }

  // ------------------------------------------------------------ matchMedia
  // Media queries over the viewport: width, height, aspect-ratio-free orientation, and
  // the media types all/screen (print and others never match). The list is serialized
  // as Chromium does for the forms understood (lowercase, "(feature: value)").
  function parseMediaFeature(text) {
    const m = /^\(\s*([a-zA-Z-]+)\s*(?::\s*([^)]*?))?\s*\)$/.exec(text);
    if (!m) return { text, eval: () => false };
    const name = m[1].toLowerCase();
    const rawValue = m[2] === undefined ? null : m[2].trim();
    const value = rawValue === null ? null : rawValue.toLowerCase();
    const dims = { width: VIEWPORT_WIDTH, height: VIEWPORT_HEIGHT };
    const fm = /^(min-|max-)?(width|height)$/.exec(name);
    if (fm) {
      const l = value === null ? null : parseLength(value);
      if (value !== null && (l === null || l === 'auto' || l.pct !== undefined || (l.px === 0 && value !== '0' && !/px|r?em/.test(value)))) {
        return { text: `(${name}: ${rawValue})`, eval: () => false };
      }
      const v = dims[fm[2]];
      const lv = l === null ? null : l.px;
      return {
        text: value === null ? `(${name})` : `(${name}: ${value})`,
        eval: () => (value === null ? v > 0 : fm[1] === 'min-' ? v >= lv : fm[1] === 'max-' ? v <= lv : v === lv),
      };
    }
    if (name === 'orientation' && (value === 'landscape' || value === 'portrait')) {
      return { text: `(orientation: ${value})`, eval: () => (value === 'portrait') === (VIEWPORT_HEIGHT >= VIEWPORT_WIDTH) };
    }
    return { text: value === null ? `(${name})` : `(${name}: ${rawValue})`, eval: () => false };
  }
  function parseMediaQuery(q) {
    const parts = q.trim().split(/\s+and\s+/i);
    const out = [];
    let modifier = '';
    let type = null;
    const first = parts[0];
    if (!first.startsWith('(')) {
      const words = first.split(/\s+/);
      if (/^(only|not)$/i.test(words[0]) && words.length === 2) { modifier = words[0].toLowerCase(); words.shift(); }
      if (words.length !== 1) return { text: 'not all', eval: () => false };
      type = words[0].toLowerCase();
      parts.shift();
    }
    const features = parts.map(parseMediaFeature);
    const text = [type === null ? null : (modifier ? `${modifier} ${type}` : type), ...features.map((f) => f.text)]
      .filter((x) => x !== null).join(' and ');
    return {
      text,
      eval: () => {
        const typeOk = type === null || type === 'all' || type === 'screen';
        const r = typeOk && features.every((f) => f.eval());
        return modifier === 'not' ? !r : r;
      },
    };
  }
  function parseMediaList(text) {
    const s = String(text).trim();
    if (s === '') return { text: '', eval: () => true };
    const queries = s.split(',').map(parseMediaQuery);
    return { text: queries.map((q) => q.text).join(', '), eval: () => queries.some((q) => q.eval()) };
  }

  // ------------------------------------------------ the window's members over the model
  // getComputedStyle's declaration (live, read-only) and matchMedia's MediaQueryList.
  function windowApi({ CSSStyleDeclaration, EventTarget, DOMException, styleName, Element }) {
    const readOnly = (prop, what) => new DOMException(`${what}: These styles are computed, and therefore the '${prop}' property is read-only.`, 'NoModificationAllowedError');
    const computedTarget = new WeakMap();
    const elementOf = (d) => {
      const el = computedTarget.get(d);
      if (el === undefined) throw new TypeError('Illegal invocation');
      return el;
    };
    // The computed declaration's own prototype below CSSStyleDeclaration.prototype.
    const proto = Object.create(CSSStyleDeclaration.prototype);
    const methods = {
      get cssText() { elementOf(this); return ''; },
      set cssText(v) { elementOf(this); throw readOnly('cssText', "Failed to set the 'cssText' property on 'CSSStyleDeclaration'"); },
      get length() { elementOf(this); return COMPUTED.length; },
      get parentRule() { elementOf(this); return null; },
      item(index) { elementOf(this); return COMPUTED[index >>> 0] ?? ''; },
      getPropertyValue(prop) { return computedValue(elementOf(this), String(prop).toLowerCase()); },
      getPropertyPriority(prop) { elementOf(this); return ''; },
      setProperty(prop, value) {
        elementOf(this);
        throw readOnly(String(prop), "Failed to execute 'setProperty' on 'CSSStyleDeclaration'");
      },
      removeProperty(prop) {
        elementOf(this);
        throw readOnly(String(prop), "Failed to execute 'removeProperty' on 'CSSStyleDeclaration'");
      },
    };
    Object.defineProperties(proto, Object.getOwnPropertyDescriptors(methods));
    for (const key of Object.keys(methods)) Object.defineProperty(proto, key, { enumerable: false });
    const handler = {
      get(t, k, receiver) {
        const prop = styleName(k);
        if (prop !== undefined) return computedValue(computedTarget.get(receiver), prop);
        if (typeof k === 'string' && /^(0|[1-9]\d*)$/.test(k)) return COMPUTED[Number(k)];
        return Reflect.get(t, k, receiver);
      },
      set(t, k, v, receiver) {
        const prop = styleName(k);
        if (prop === undefined) return Reflect.set(t, k, v, receiver);
        throw readOnly(prop, `Failed to set a named property '${k}' on 'CSSStyleDeclaration'`);
      },
      has(t, k) { return styleName(k) !== undefined || Reflect.has(t, k); },
    };
    function getComputedStyle(elt, pseudoElt = undefined) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'getComputedStyle' on 'Window': 1 argument required, but only 0 present.");
      if (!(elt instanceof Element)) throw new TypeError("Failed to execute 'getComputedStyle' on 'Window': parameter 1 is not of type 'Element'.");
      const d = new Proxy(Object.create(proto), handler);
      computedTarget.set(d, elt);
      return d;
    }

    const secret = Symbol('evloop.mql');
    class MediaQueryList extends EventTarget {
      #list; #onchange = null; #handlerInstalled = false;
      constructor(token, list) {
        if (token !== secret) throw ctx.illegalConstructor('MediaQueryList');
        super();
        this.#list = list;
      }
      get media() { return this.#list.text; }
      get matches() { return this.#list.eval(); }
      get onchange() { return this.#onchange; }
      set onchange(fn) {
        this.#onchange = typeof fn === 'function' ? fn : null;
        if (!this.#handlerInstalled) {
          this.#handlerInstalled = true;
          this.addEventListener('change', (event) => { if (this.#onchange) this.#onchange.call(this, event); });
        }
      }
      addListener(callback) { if (typeof callback === 'function') this.addEventListener('change', callback); }
      removeListener(callback) { if (typeof callback === 'function') this.removeEventListener('change', callback); }
    }
    ctx.finishInterface(MediaQueryList, 'MediaQueryList');
    function matchMedia(query) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'matchMedia' on 'Window': 1 argument required, but only 0 present.");
      return new MediaQueryList(secret, parseMediaList(String(query)));
    }
    return { getComputedStyle, matchMedia, MediaQueryList };
  }

  return {
    windowApi,
    DOMRect, DOMRectReadOnly, readOnlyRect, members, boxOf: rendered, clientRect, observedSizes,
    depthOf, clipsOf, computedValue, COMPUTED, parseMediaList, invalidate,
    viewport: () => [VIEWPORT_WIDTH, VIEWPORT_HEIGHT],
    isRoot,
  };
}

module.exports = { create };
