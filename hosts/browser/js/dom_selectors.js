'use strict';
// Selectors for evloop's browser DOM: a parser for the subset of Selectors Level 4
// that querySelector/matches/closest accept here, and a right-to-left matcher.
//
//   parse(text)  -> a selector list, or null when the text is not a valid selector
//   matchesList(list, element, adapter, scope) -> boolean
//
// The adapter gives the matcher the tree without tying it to the DOM's internals:
//   localName(el), attr(el, name) -> string|null, parent(el) -> element|null,
//   prev(el), next(el) (element siblings), isRoot(el), isEmpty(el),
//   isHovered(el), isActive(el), isFocused(el), containsFocus(el),
//   formPseudoClass(name, el) (:checked, :disabled, :valid, ... below), isDefined(el) (custom element state; optional)
//
// Supported: type and universal selectors, #id, .class, attribute selectors with
// = ~= |= ^= $= *= and the i/s flags, compound selectors, the four combinators,
// selector lists, :not() :is() :where() (with selector lists), :first-child,
// :last-child, :only-child, :nth-child(), :nth-last-child(), the *-of-type family,
// :root, :empty, :scope, :hover, :active, :focus, :focus-within, :checked,
// :disabled, :enabled, :required, :optional, :valid, :invalid, :indeterminate, :default,
// :read-only, :read-write, :placeholder-shown, :in-range, :out-of-range, :link,
// :any-link, :defined, and the common pseudo-elements
// (which never match an element). Anything else is a syntax error.

const WS = ' \t\n\r\f';
const PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter', 'marker',
  'placeholder', 'selection', 'backdrop', 'file-selector-button']);
const SIMPLE_PSEUDO_CLASSES = new Set(['first-child', 'last-child', 'only-child',
  'first-of-type', 'last-of-type', 'only-of-type', 'root', 'empty', 'scope', 'hover',
  'active', 'focus', 'focus-within', 'checked', 'disabled', 'enabled', 'link', 'any-link',
  'defined', 'required', 'optional', 'valid', 'invalid', 'indeterminate', 'default', 'read-only',
  'read-write', 'placeholder-shown', 'in-range', 'out-of-range']);
const NTH_PSEUDO_CLASSES = new Set(['nth-child', 'nth-last-child', 'nth-of-type', 'nth-last-of-type']);
const LIST_PSEUDO_CLASSES = new Set(['not', 'is', 'where']);
// Old single-colon syntax for pseudo-elements (CSS2).
const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);

class Invalid extends Error {}
function fail() { throw new Invalid(); }

function isNameStart(c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c.charCodeAt(0) >= 0x80;
}
function isNameChar(c) { return isNameStart(c) || (c >= '0' && c <= '9') || c === '-'; }
function isHex(c) { return /^[0-9a-fA-F]$/.test(c); }

// A recursive-descent parser over the selector text (CSS Syntax §4 for idents,
// strings and escapes; Selectors §16 for the grammar).
class Parser {
  constructor(text) { this.s = text; this.i = 0; }
  peek(k = 0) { return this.s[this.i + k]; }
  eof() { return this.i >= this.s.length; }
  skipWs() {
    const start = this.i;
    while (!this.eof() && WS.includes(this.s[this.i])) this.i++;
    return this.i > start;
  }
  validEscape(k = 0) { return this.peek(k) === '\\' && this.peek(k + 1) !== undefined && this.peek(k + 1) !== '\n'; }
  startsIdent(k = 0) {
    const c = this.peek(k);
    if (c === undefined) return false;
    if (c === '-') {
      const d = this.peek(k + 1);
      return d !== undefined && (d === '-' || isNameStart(d) || this.validEscape(k + 1));
    }
    if (c === '\\') return this.validEscape(k);
    return isNameStart(c);
  }
  // CSS "consume an escaped code point" (after the backslash).
  escape() {
    this.i++; // the backslash
    if (isHex(this.peek())) {
      let hex = '';
      while (hex.length < 6 && !this.eof() && isHex(this.peek())) hex += this.s[this.i++];
      if (!this.eof() && WS.includes(this.peek())) this.i++;
      const cp = parseInt(hex, 16);
      return cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? '\ufffd' : String.fromCodePoint(cp);
    }
    const cp = this.s.codePointAt(this.i);
    const ch = String.fromCodePoint(cp);
    this.i += ch.length;
    return ch;
  }
  ident() {
    if (!this.startsIdent()) fail();
    let out = '';
    for (;;) {
      const c = this.peek();
      if (c !== undefined && isNameChar(c)) { out += c; this.i++; } else if (this.validEscape()) out += this.escape();
      else return out;
    }
  }
  string() {
    const quote = this.s[this.i++];
    let out = '';
    for (;;) {
      const c = this.peek();
      if (c === undefined) return out; // EOF closes a string
      if (c === quote) { this.i++; return out; }
      if (c === '\n') fail();
      if (c === '\\') {
        if (this.peek(1) === undefined) { this.i++; continue; }
        if (this.peek(1) === '\n') { this.i += 2; continue; }
        out += this.escape();
        continue;
      }
      out += c;
      this.i++;
    }
  }

  // <selector-list>; inside a functional pseudo-class it ends at ')'.
  list(nested) {
    const list = [];
    for (;;) {
      this.skipWs();
      list.push(this.complex());
      this.skipWs();
      if (this.peek() === ',') { this.i++; continue; }
      if (nested ? this.peek() === ')' : this.eof()) return list;
      fail();
    }
  }

  complex() {
    const compounds = [this.compound()];
    const combinators = [];
    for (;;) {
      const ws = this.skipWs();
      const c = this.peek();
      let comb;
      if (c === '>' || c === '+' || c === '~') {
        this.i++;
        this.skipWs();
        comb = c;
      } else if (ws && c !== undefined && c !== ',' && c !== ')') {
        comb = ' ';
      } else {
        return { compounds, combinators };
      }
      combinators.push(comb);
      compounds.push(this.compound());
    }
  }

  compound() {
    const comp = { tag: null, subs: [] };
    let any = false;
    if (this.peek() === '*') {
      this.i++;
      any = true;
    } else if (this.startsIdent()) {
      comp.tag = this.ident().toLowerCase();
      any = true;
    }
    for (;;) {
      const c = this.peek();
      if (c === '#') {
        this.i++;
        comp.subs.push({ k: 'id', v: this.ident() });
      } else if (c === '.') {
        this.i++;
        comp.subs.push({ k: 'class', v: this.ident() });
      } else if (c === '[') {
        comp.subs.push(this.attribute());
      } else if (c === ':') {
        const sub = this.pseudo();
        comp.subs.push(sub);
        if (sub.k === 'never') { any = true; break; } // a pseudo-element ends the compound
      } else {
        break;
      }
      any = true;
    }
    if (!any) fail();
    return comp;
  }

  attribute() {
    this.i++; // [
    this.skipWs();
    const name = this.ident().toLowerCase();
    this.skipWs();
    let op = '';
    let value = null;
    let ci = false;
    const c = this.peek();
    if (c === ']') { this.i++; return { k: 'attr', name, op: 'exists', value, ci }; }
    if (c === '=') { op = '='; this.i++; } else if ('~|^$*'.includes(c) && c !== undefined && this.peek(1) === '=') { op = c + '='; this.i += 2; } else fail();
    this.skipWs();
    if (this.peek() === '"' || this.peek() === "'") value = this.string();
    else value = this.ident();
    this.skipWs();
    if (this.peek() === 'i' || this.peek() === 'I' || this.peek() === 's' || this.peek() === 'S') {
      ci = this.peek().toLowerCase() === 'i';
      this.i++;
      this.skipWs();
    }
    if (this.peek() !== ']') fail();
    this.i++;
    return { k: 'attr', name, op, value, ci };
  }

  pseudo() {
    this.i++; // :
    if (this.peek() === ':') {
      this.i++;
      if (!PSEUDO_ELEMENTS.has(this.ident().toLowerCase())) fail();
      return { k: 'never' };
    }
    const name = this.ident().toLowerCase();
    if (this.peek() !== '(') {
      if (LEGACY_PSEUDO_ELEMENTS.has(name)) return { k: 'never' };
      if (!SIMPLE_PSEUDO_CLASSES.has(name)) fail();
      return { k: 'pseudo', name };
    }
    this.i++; // (
    if (NTH_PSEUDO_CLASSES.has(name)) {
      const close = this.s.indexOf(')', this.i);
      if (close < 0) fail();
      const nth = parseNth(this.s.slice(this.i, close));
      this.i = close + 1;
      return { k: 'nth', name, a: nth[0], b: nth[1] };
    }
    if (LIST_PSEUDO_CLASSES.has(name)) {
      const list = this.list(true);
      this.i++; // )
      return { k: name === 'not' ? 'not' : 'is', list };
    }
    return fail();
  }
}

// CSS Syntax §6 "The An+B microsyntax" (odd, even, B, An, An+B with the spacing it allows).
function parseNth(text) {
  const t = text.replace(/^[ \t\n\r\f]+|[ \t\n\r\f]+$/g, '').toLowerCase();
  if (t === 'odd') return [2, 1];
  if (t === 'even') return [2, 0];
  let m = /^[+-]?\d+$/.exec(t);
  if (m) return [0, parseInt(t, 10)];
  m = /^([+-]?)(\d*)n(?:[ \t\n\r\f]*([+-])[ \t\n\r\f]*(\d+))?$/.exec(t);
  if (m) {
    // "+ 2n" is invalid (the sign must touch), "2n + 1" and "2n+ 1" are valid.
    const a = (m[1] === '-' ? -1 : 1) * (m[2] === '' ? 1 : parseInt(m[2], 10));
    const b = m[3] ? (m[3] === '-' ? -1 : 1) * parseInt(m[4], 10) : 0;
    return [a, b];
  }
  // "2n -1": the B is a signed integer touching its sign.
  m = /^([+-]?)(\d*)n[ \t\n\r\f]+([+-]\d+)$/.exec(t);
  if (m) {
    const a = (m[1] === '-' ? -1 : 1) * (m[2] === '' ? 1 : parseInt(m[2], 10));
    return [a, parseInt(m[3], 10)];
  }
  return fail();
}

const cache = new Map();
function parse(text) {
  text = String(text);
  if (cache.has(text)) return cache.get(text);
  let list = null;
  try {
    list = new Parser(text).list(false);
  } catch (e) {
    if (!(e instanceof Invalid)) throw e;
  }
  if (cache.size > 500) cache.clear();
  cache.set(text, list);
  return list;
}

// ---------------------------------------------------------------- matching
function matchesList(list, el, a, scope) {
  for (const complex of list) {
    if (matchFrom(complex, complex.compounds.length - 1, el, a, scope)) return true;
  }
  return false;
}

// Right to left: the last compound must match el, then each combinator walks
// to candidates for the compound before it.
function matchFrom(cx, i, el, a, scope) {
  if (!matchCompound(cx.compounds[i], el, a, scope)) return false;
  if (i === 0) return true;
  switch (cx.combinators[i - 1]) {
    case '>': {
      const p = a.parent(el);
      return p !== null && matchFrom(cx, i - 1, p, a, scope);
    }
    case ' ':
      for (let p = a.parent(el); p !== null; p = a.parent(p)) {
        if (matchFrom(cx, i - 1, p, a, scope)) return true;
      }
      return false;
    case '+': {
      const s = a.prev(el);
      return s !== null && matchFrom(cx, i - 1, s, a, scope);
    }
    default: // '~'
      for (let s = a.prev(el); s !== null; s = a.prev(s)) {
        if (matchFrom(cx, i - 1, s, a, scope)) return true;
      }
      return false;
  }
}

function matchCompound(comp, el, a, scope) {
  if (comp.tag !== null && a.localName(el) !== comp.tag) return false;
  for (const s of comp.subs) {
    if (!matchSimple(s, el, a, scope)) return false;
  }
  return true;
}

function splitWs(v) { return v.split(/[ \t\n\r\f]+/).filter(Boolean); }

function matchSimple(s, el, a, scope) {
  switch (s.k) {
    case 'id': return a.attr(el, 'id') === s.v;
    case 'class': {
      const cls = a.attr(el, 'class');
      return cls !== null && splitWs(cls).includes(s.v);
    }
    case 'attr': return matchAttr(s, a.attr(el, s.name));
    case 'not': return !matchesList(s.list, el, a, scope);
    case 'is': return matchesList(s.list, el, a, scope);
    case 'nth': return matchNth(s, el, a);
    case 'never': return false;
    default: return matchPseudo(s.name, el, a, scope);
  }
}

function matchAttr(s, actual) {
  if (actual === null) return false;
  if (s.op === 'exists') return true;
  let v = s.value;
  if (s.ci) { actual = actual.toLowerCase(); v = v.toLowerCase(); }
  switch (s.op) {
    case '=': return actual === v;
    case '~=': return v !== '' && !/[ \t\n\r\f]/.test(v) && splitWs(actual).includes(v);
    case '|=': return actual === v || actual.startsWith(v + '-');
    case '^=': return v !== '' && actual.startsWith(v);
    case '$=': return v !== '' && actual.endsWith(v);
    default: return v !== '' && actual.includes(v); // *=
  }
}

function matchNth(s, el, a) {
  const ofType = s.name.endsWith('of-type');
  const fromEnd = s.name.startsWith('nth-last');
  const name = a.localName(el);
  let index = 1;
  for (let sib = fromEnd ? a.next(el) : a.prev(el); sib !== null; sib = fromEnd ? a.next(sib) : a.prev(sib)) {
    if (!ofType || a.localName(sib) === name) index++;
  }
  if (s.a === 0) return index === s.b;
  const n = (index - s.b) / s.a;
  return Number.isInteger(n) && n >= 0;
}

function noSibling(el, a, step, ofType) {
  const name = a.localName(el);
  for (let sib = step(el); sib !== null; sib = step(sib)) {
    if (!ofType || a.localName(sib) === name) return false;
  }
  return true;
}

function matchPseudo(name, el, a, scope) {
  const prev = (x) => a.prev(x);
  const next = (x) => a.next(x);
  switch (name) {
    case 'first-child': return noSibling(el, a, prev, false);
    case 'last-child': return noSibling(el, a, next, false);
    case 'only-child': return noSibling(el, a, prev, false) && noSibling(el, a, next, false);
    case 'first-of-type': return noSibling(el, a, prev, true);
    case 'last-of-type': return noSibling(el, a, next, true);
    case 'only-of-type': return noSibling(el, a, prev, true) && noSibling(el, a, next, true);
    case 'root': return a.isRoot(el);
    case 'empty': return a.isEmpty(el);
    // :scope is the element the query runs on; for a document it is the root element.
    case 'scope': return scope === null || scope === undefined ? a.isRoot(el) : el === scope;
    case 'hover': return a.isHovered(el);
    case 'active': return a.isActive(el);
    case 'focus': return a.isFocused(el);
    case 'focus-within': return a.containsFocus(el);
    case 'checked': case 'disabled': case 'enabled': case 'required': case 'optional':
    case 'valid': case 'invalid': case 'indeterminate': case 'default': case 'read-only':
    case 'read-write': case 'placeholder-shown': case 'in-range': case 'out-of-range':
      return a.formPseudoClass(name, el);
    case 'link':
    case 'any-link': {
      const n = a.localName(el);
      return (n === 'a' || n === 'area') && a.attr(el, 'href') !== null;
    }
    case 'defined': return a.isDefined === undefined || a.isDefined(el);
    default: return true;
  }
}

module.exports = { parse, matchesList };
