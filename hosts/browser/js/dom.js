'use strict';
// A small DOM for evloop's browser host, written after the DOM Standard (tree,
// mutation algorithms, events) and the HTML Standard (elements, serialization,
// event handlers, focus), with Chromium's observable choices where they differ.
//
//   installDom(global, host) -> api
//
// host: queueMicrotask(fn), checkpoint(), reportException(err), postTaskAfter(source, ms, fn),
//       parseHtml(markup, contextLocalName, page) -> node descriptors, now().
// api:  document; loadBody(markup); dispatchFromHost(target, event[, {legacyTargetOverride}])
//       -> !canceled; dispatchTrusted(target, event) -> !canceled; fireSimple(target, type[, {bubbles, cancelable, legacyTargetOverride}]);
//       setReadyState(state); userClick(selector) -> element;
//       userClickPhase(element, 'move' | 'press' | 'release'); describeNode(value);
//       arrayLikeItems(value).
// The event machinery lives in dom_events.js, selectors in dom_selectors.js,
// mutation observers in dom_mutation.js. Everything here is per window: each
// call of installDom builds fresh classes.

const eventsModule = require('./dom_events.js');
const selectors = require('./dom_selectors.js');

const { finishInterface } = eventsModule;

const ELEMENT_NODE = 1;
const ATTRIBUTE_NODE = 2;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;
const PROCESSING_INSTRUCTION_NODE = 7;
const DOCUMENT_NODE = 9;
const DOCUMENT_TYPE_NODE = 10;
const DOCUMENT_FRAGMENT_NODE = 11;

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const kNode = Symbol('evloop.node');
const kList = Symbol('evloop.list');
const kTokens = Symbol('evloop.tokenList');
const kStyle = Symbol('evloop.style');

// HTML §13.3 "Serializing HTML fragments".
const VOID_ELEMENTS = new Set(['area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed',
  'frame', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const RAW_TEXT_PARENTS = new Set(['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes',
  'plaintext', 'noscript']);

// The element interfaces of HTML §4 (element name -> interface name).
const ELEMENT_INTERFACES = {
  a: 'HTMLAnchorElement', area: 'HTMLAreaElement', audio: 'HTMLAudioElement', base: 'HTMLBaseElement',
  blockquote: 'HTMLQuoteElement', q: 'HTMLQuoteElement', body: 'HTMLBodyElement', br: 'HTMLBRElement',
  button: 'HTMLButtonElement', canvas: 'HTMLCanvasElement', caption: 'HTMLTableCaptionElement',
  col: 'HTMLTableColElement', colgroup: 'HTMLTableColElement', data: 'HTMLDataElement',
  datalist: 'HTMLDataListElement', del: 'HTMLModElement', ins: 'HTMLModElement',
  details: 'HTMLDetailsElement', dialog: 'HTMLDialogElement', div: 'HTMLDivElement',
  dl: 'HTMLDListElement', embed: 'HTMLEmbedElement', fieldset: 'HTMLFieldSetElement',
  form: 'HTMLFormElement', h1: 'HTMLHeadingElement', h2: 'HTMLHeadingElement', h3: 'HTMLHeadingElement',
  h4: 'HTMLHeadingElement', h5: 'HTMLHeadingElement', h6: 'HTMLHeadingElement', head: 'HTMLHeadElement',
  hr: 'HTMLHRElement', html: 'HTMLHtmlElement', iframe: 'HTMLIFrameElement', img: 'HTMLImageElement',
  input: 'HTMLInputElement', label: 'HTMLLabelElement', legend: 'HTMLLegendElement', li: 'HTMLLIElement',
  link: 'HTMLLinkElement', map: 'HTMLMapElement', menu: 'HTMLMenuElement', meta: 'HTMLMetaElement',
  meter: 'HTMLMeterElement', object: 'HTMLObjectElement', ol: 'HTMLOListElement',
  optgroup: 'HTMLOptGroupElement', option: 'HTMLOptionElement', output: 'HTMLOutputElement',
  p: 'HTMLParagraphElement', picture: 'HTMLPictureElement', pre: 'HTMLPreElement',
  listing: 'HTMLPreElement', xmp: 'HTMLPreElement', progress: 'HTMLProgressElement',
  script: 'HTMLScriptElement', select: 'HTMLSelectElement', slot: 'HTMLSlotElement',
  source: 'HTMLSourceElement', span: 'HTMLSpanElement', style: 'HTMLStyleElement',
  table: 'HTMLTableElement', tbody: 'HTMLTableSectionElement', thead: 'HTMLTableSectionElement',
  tfoot: 'HTMLTableSectionElement', td: 'HTMLTableCellElement', th: 'HTMLTableCellElement',
  template: 'HTMLTemplateElement', textarea: 'HTMLTextAreaElement', time: 'HTMLTimeElement',
  title: 'HTMLTitleElement', tr: 'HTMLTableRowElement', track: 'HTMLTrackElement',
  ul: 'HTMLUListElement', video: 'HTMLVideoElement', frameset: 'HTMLFrameSetElement',
};
// Elements whose interface is HTMLElement itself; other names without a hyphen
// are HTMLUnknownElement.
const PLAIN_HTML_ELEMENTS = new Set(['abbr', 'acronym', 'address', 'article', 'aside', 'b',
  'basefont', 'bdi', 'bdo', 'big', 'center', 'cite', 'code', 'dd', 'dfn', 'dt', 'em', 'figcaption',
  'figure', 'footer', 'header', 'hgroup', 'i', 'kbd', 'main', 'mark', 'nav', 'nobr', 'noembed',
  'noframes', 'noscript', 'plaintext', 'rb', 'rp', 'rt', 'rtc', 'ruby', 's', 'samp', 'search',
  'section', 'small', 'strike', 'strong', 'sub', 'summary', 'sup', 'tt', 'u', 'var', 'wbr']);
// The interfaces dom/implementation.js makes (window globals, made on first access).
const IMPLEMENTATION_INTERFACES = ['DOMImplementation', 'XMLDocument', 'ProcessingInstruction', 'MathMLElement', 'SVGElement',
  'SVGClipPathElement',
  'SVGGraphicsElement', 'SVGGeometryElement', 'SVGTextContentElement', 'SVGTextPositioningElement',
  'SVGSVGElement', 'SVGGElement', 'SVGDefsElement', 'SVGUseElement', 'SVGImageElement', 'SVGAElement',
  'SVGForeignObjectElement', 'SVGTextElement', 'SVGTSpanElement', 'SVGRectElement', 'SVGCircleElement',
  'SVGEllipseElement', 'SVGLineElement', 'SVGPathElement', 'SVGPolygonElement', 'SVGPolylineElement',
  'SVGTitleElement', 'SVGDescElement', 'SVGStyleElement', 'SVGScriptElement', 'SVGSymbolElement',
  'SVGMetadataElement'];
const FORM_CONTROLS = new Set(['button', 'input', 'select', 'textarea', 'optgroup', 'option', 'fieldset']);

module.exports = function installDom(global, host) {
  // ------------------------------------------------------------ state
  let mainDocument = null;
  // Bumped by every tree or attribute change; live collections cache by it.
  let treeVersion = 0;
  // Every change that may move a box tells the layout model's host (the observers ask
  // for a rendering opportunity then).
  function treeChanged() {
    treeVersion++;
    if (host.layoutChanged) host.layoutChanged();
  }
  let focused = null; // the focused element (document.activeElement is body when null)
  let hovered = null; // the element under the simulated mouse
  let pressed = null; // the element the mouse button went down on (:active)
  let pointerDownCanceled = false;

  const ctx = {
    host,
    global,
    finishInterface,
    getTheParent,
    documentOf: (node) => N(node).doc,
    documentOfWindow: () => mainDocument,
    isWindow: (t) => t === global,
    isPassiveDefaultTarget: (t) => t === global || t === mainDocument
      || (mainDocument !== null && (t === documentElementOf(mainDocument) || t === bodyOf(mainDocument))),
    isNode,
    parentOf: (node) => N(node).parent,
    registeredList: (node) => {
      const n = N(node);
      if (n.registered === null) n.registered = [];
      return n.registered;
    },
    staticNodeList,
    activationBehavior,
    // A body or frameset element whose handlers are the window's (dom_events.js).
    reflectsToWindow: (el) => {
      const r = el !== null && typeof el === 'object' ? el[kNode] : undefined;
      return r !== undefined && r.type === ELEMENT_NODE && (r.localName === 'body' || r.localName === 'frameset')
        && (r.ns === undefined || r.ns === HTML_NS) && r.doc === mainDocument;
    },
  };
  const E = eventsModule.create(ctx);
  ctx.illegalConstructor = E.illegalConstructor;
  ctx.requireArgs = E.requireArgs;
  // Mutation observers load on first use of MutationObserver; until then no
  // observer exists and queueing a record has nothing to do.
  let mutation = null;
  // Custom elements (dom/custom_elements.js) load on first use of customElements;
  // until then no definition exists, no element is custom and the hooks (ce) are off.
  let ce = null;
  let ceModule = null;
  // [CEReactions] for the DOM's Proxies (dataset, style), which the module cannot wrap.
  const withCEReactions = (fn) => (ce === null ? fn() : ce.scope(fn));
  function mutationObservers() {
    if (mutation === null) mutation = require('./dom_mutation.js').create(ctx);
    return mutation;
  }
  // Forms (dom/forms.js) load with the first form-related element interface or
  // FormData; until then no control exists and its hooks (formsApi) are off.
  let formsApi = null;
  function forms() {
    if (formsApi === null) {
      formsApi = require('./dom/forms.js').create({
        N, E, global, host, getAttr, setAttr, removeAttr, isNode, isElement, isConnected, rootOf,
        isInclusiveAncestor, descendantElements, descendantText, liveHTMLCollection, liveList,
        cachedItems, listItems, namedItemOf, staticNodeList, NodeList, HTMLCollection,
        reflectString, reflectBoolean, finishInterface, illegalConstructor, requireArgs, DOMException,
        documentURL, isFocusable, pairIterator: require('./webidl.js').pairIterator,
        parseNonNegative: (v) => { const n = parseInteger(v); return n !== null && n >= 0 ? n : null; },
        setTextContent: (el, text) => replaceAll(text === '' ? null : createText(N(el).doc, text), el),
        createElement: (near, localName) => createElementInternal(N(near).doc, localName),
        removeSelf: (node) => { if (N(node).parent !== null) removeNode(node, false); },
        insertBefore: (parent, node, ref) => preInsert(node, parent, ref, 'add', 'HTMLSelectElement'),
        focus: (el, fromHost) => { if (isFocusable(el) && focused !== el) focusElement(el, fromHost); },
        clickEvent: () => new E.PointerEvent('click', {
          bubbles: true, cancelable: true, composed: true, view: global, detail: 0,
          pointerId: -1, pointerType: '', isPrimary: false, width: 1, height: 1,
        }),
      });
    }
    return formsApi;
  }
  // Namespaces, DOMImplementation, DocumentType, XMLDocument and the SVG interfaces
  // (dom/implementation.js), loaded on first use.
  let implApi = null;
  function impl() {
    if (implApi === null) {
      implApi = require('./dom/implementation.js').create({
        N, newNode, finishInterface, illegalConstructor, requireArgs, DOMException, E, M, isNode,
        Node, Element, Document, HTMLDocument, Attr, ChildNodeMixin, mixin, interfaceFor, appendRaw,
        createText, attrNode, attributeChanged, descendantElements, liveHTMLCollection,
        documentElementOf, treeChanged, createElementInternal, DocumentType, createDoctype, CharacterData,
        adoptInto: (node, doc) => adopt(node, doc),
      });
    }
    return implApi;
  }
  // Ranges (dom/ranges.js), loaded with the first Range; until then no range is live.
  let rangesApi = null;
  function ranges() {
    if (rangesApi === null) {
      rangesApi = require('./dom/ranges.js').create({
        N, finishInterface, illegalConstructor, requireArgs, DOMException, isNode, mainDocument,
        checkInsertion: (node, parent, child, method) => checkInsertion(node, parent, child, method, 'Range', false),
      });
    }
    return rangesApi;
  }
  const M = {
    queueMutationRecord(...args) { if (mutation !== null) mutation.queueMutationRecord(...args); },
    queueTreeMutationRecord(...args) { if (mutation !== null) mutation.queueTreeMutationRecord(...args); },
    addTransientRegistrations(node, parent) { if (mutation !== null) mutation.addTransientRegistrations(node, parent); },
  };
  const { DOMException, EventTarget, illegalConstructor, requireArgs } = E;

  // ------------------------------------------------------- node records
  // Every node carries one internal record: type, parent, children, node
  // document, registered observers, and per-type fields.
  function isNode(v) {
    return v !== null && typeof v === 'object' && v[kNode] !== undefined;
  }
  function N(node) {
    const r = node !== null && (typeof node === 'object' || typeof node === 'function') ? node[kNode] : undefined;
    if (r === undefined) throw new TypeError('Illegal invocation');
    return r;
  }
  function newNode(proto, type, doc, fields) {
    const node = Object.create(proto);
    E.initTarget(node);
    const r = { type, parent: null, children: [], doc, registered: null, self: node };
    Object.assign(r, fields);
    Object.defineProperty(node, kNode, { value: r });
    if (type === DOCUMENT_NODE) r.doc = node;
    return node;
  }
  function argNode(v, method, iface, index) {
    if (!isNode(v)) {
      throw new TypeError(`Failed to execute '${method}' on '${iface}': parameter ${index} is not of type 'Node'.`);
    }
    return v;
  }

  // Tree navigation on records.
  const isElement = (node) => N(node).type === ELEMENT_NODE;
  function nextSiblingOf(node) {
    const p = N(node).parent;
    if (p === null) return null;
    const kids = N(p).children;
    return kids[kids.indexOf(node) + 1] || null;
  }
  function prevSiblingOf(node) {
    const p = N(node).parent;
    if (p === null) return null;
    const kids = N(p).children;
    return kids[kids.indexOf(node) - 1] || null;
  }
  function nextElementSiblingOf(node) {
    for (let s = nextSiblingOf(node); s !== null; s = nextSiblingOf(s)) if (isElement(s)) return s;
    return null;
  }
  function prevElementSiblingOf(node) {
    for (let s = prevSiblingOf(node); s !== null; s = prevSiblingOf(s)) if (isElement(s)) return s;
    return null;
  }
  function elementChildren(node) { return N(node).children.filter(isElement); }
  function rootOf(node) {
    let n = node;
    while (N(n).parent !== null) n = N(n).parent;
    return n;
  }
  function isInclusiveAncestor(ancestor, node) {
    for (let n = node; n !== null; n = N(n).parent) if (n === ancestor) return true;
    return false;
  }
  function isConnected(node) { return N(rootOf(node)).type === DOCUMENT_NODE; }
  // Descendants in tree order (preorder), optionally with the node itself.
  function descendants(node, inclusive, out = []) {
    if (inclusive) out.push(node);
    for (const c of N(node).children) descendants(c, true, out);
    return out;
  }
  function descendantElements(node) { return descendants(node, false).filter(isElement); }
  function documentElementOf(doc) { return N(doc).children.find(isElement) || null; }
  function childByName(parent, name) {
    if (parent === null) return null;
    return N(parent).children.find((c) => isElement(c) && N(c).localName === name) || null;
  }
  function bodyOf(doc) {
    const html = documentElementOf(doc);
    if (html === null || N(html).localName !== 'html') return null;
    return N(html).children.find((c) => isElement(c) && (N(c).localName === 'body' || N(c).localName === 'frameset')) || null;
  }
  function headOf(doc) {
    const html = documentElementOf(doc);
    return html !== null && N(html).localName === 'html' ? childByName(html, 'head') : null;
  }

  // DOM "get the parent" for event paths: a document's parent is its window,
  // except for 'load' events (and documents without a browsing context).
  function getTheParent(target, event) {
    const r = target !== null && typeof target === 'object' ? target[kNode] : undefined;
    if (r === undefined) return null;
    if (r.type === DOCUMENT_NODE) {
      if (target !== mainDocument || E.eventRecord(event).type === 'load') return null;
      return global;
    }
    return r.parent;
  }

  // "descendant text content" (DOM §4.4).
  function descendantText(node) {
    let s = '';
    for (const c of N(node).children) {
      const r = N(c);
      if (r.type === TEXT_NODE) s += r.data;
      else if (r.type === ELEMENT_NODE || r.type === DOCUMENT_FRAGMENT_NODE) s += descendantText(c);
    }
    return s;
  }

  // -------------------------------------------------- live collections
  // Static lists carry their items as own indexed properties; live ones are
  // Proxies whose indexed properties read the current items.
  const INDEX_RE = /^(?:0|[1-9]\d*)$/;
  const isIndex = (k) => typeof k === 'string' && INDEX_RE.test(k) && Number(k) < 4294967295;
  function listItems(list) {
    const f = list !== null && typeof list === 'object' ? list[kList] : undefined;
    if (f === undefined) throw new TypeError('Illegal invocation');
    return f();
  }
  function staticNodeList(items) {
    const list = Object.create(NodeList.prototype);
    const copy = items.slice();
    Object.defineProperty(list, kList, { value: () => copy });
    copy.forEach((n, i) => Object.defineProperty(list, i, { value: n, enumerable: true, configurable: true }));
    return list;
  }
  function liveList(proto, itemsFn, namedFn) {
    const target = Object.create(proto);
    Object.defineProperty(target, kList, { value: itemsFn });
    return new Proxy(target, {
      get(t, k, receiver) {
        if (isIndex(k)) return itemsFn()[k];
        if (namedFn && typeof k === 'string' && !(k in t)) {
          const v = namedFn(k);
          if (v !== null) return v;
        }
        return Reflect.get(t, k, receiver);
      },
      has(t, k) {
        if (isIndex(k)) return Number(k) < itemsFn().length;
        if (namedFn && typeof k === 'string' && !(k in t) && namedFn(k) !== null) return true;
        return Reflect.has(t, k);
      },
      ownKeys(t) {
        return itemsFn().map((_, i) => String(i)).concat(Reflect.ownKeys(t));
      },
      getOwnPropertyDescriptor(t, k) {
        if (isIndex(k)) {
          const items = itemsFn();
          if (Number(k) < items.length) return { value: items[k], writable: false, enumerable: true, configurable: true };
          return undefined;
        }
        return Reflect.getOwnPropertyDescriptor(t, k);
      },
      set(t, k, v, receiver) { return isIndex(k) ? false : Reflect.set(t, k, v, receiver); },
      defineProperty(t, k, d) { return isIndex(k) ? false : Reflect.defineProperty(t, k, d); },
      deleteProperty(t, k) { return isIndex(k) ? !(Number(k) < itemsFn().length) : Reflect.deleteProperty(t, k); },
    });
  }
  // Items computed from the tree, recomputed only after a change.
  function cachedItems(compute) {
    let version = -1;
    let items = [];
    return () => {
      if (version !== treeVersion) { items = compute(); version = treeVersion; }
      return items;
    };
  }
  function liveHTMLCollection(compute) {
    const items = cachedItems(compute);
    return liveList(HTMLCollection.prototype, items, (name) => namedItemOf(items(), name));
  }
  function namedItemOf(items, name) {
    if (name === '') return null;
    return items.find((el) => getAttr(el, 'id') === name)
      || items.find((el) => getAttr(el, 'name') === name) || null;
  }

  class NodeList {
    constructor() { throw illegalConstructor('NodeList'); }
    get length() { return listItems(this).length; }
    item(index) {
      requireArgs("Failed to execute 'item' on 'NodeList'", 1, arguments);
      return listItems(this)[index >>> 0] || null;
    }
  }
  // WebIDL: an indexed, iterable interface borrows Array.prototype's iteration methods.
  Object.assign(NodeList.prototype, {
    forEach: Array.prototype.forEach, entries: Array.prototype.entries,
    keys: Array.prototype.keys, values: Array.prototype.values,
  });
  finishInterface(NodeList, 'NodeList');
  Object.defineProperty(NodeList.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });

  class HTMLCollection {
    constructor() { throw illegalConstructor('HTMLCollection'); }
    get length() { return listItems(this).length; }
    item(index) {
      requireArgs("Failed to execute 'item' on 'HTMLCollection'", 1, arguments);
      return listItems(this)[index >>> 0] || null;
    }
    namedItem(name) {
      requireArgs("Failed to execute 'namedItem' on 'HTMLCollection'", 1, arguments);
      return namedItemOf(listItems(this), String(name));
    }
  }
  finishInterface(HTMLCollection, 'HTMLCollection');
  Object.defineProperty(HTMLCollection.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });

  // -------------------------------------------------------- attributes
  // Element attributes: an ordered list of {name, value, node}; names are
  // lowercase (HTML elements in an HTML document).
  function findAttr(el, name) { return N(el).attrs.find((a) => a.name === name) || null; }
  function getAttr(el, name) {
    const a = findAttr(el, name);
    return a === null ? null : a.value;
  }
  // DOM "handle attribute changes": queue the record, then the attribute change steps.
  function attributeChanged(el, name, oldValue, value) {
    treeChanged();
    if (ce !== null) ce.attributeChanged(el, name, oldValue, value);
    if (formsApi !== null) formsApi.attributeChanged(el, name, oldValue, value);
    if (name.startsWith('on')) E.handlerAttributeChanged(el, name, value);
  }
  // DOM "change an attribute" / "append an attribute" / "remove an attribute".
  function setAttr(el, name, value) {
    const a = findAttr(el, name);
    if (a === null) {
      M.queueMutationRecord('attributes', el, name, null, null, [], [], null, null);
      N(el).attrs.push({ name, value, node: null });
      attributeChanged(el, name, null, value);
    } else {
      const oldValue = a.value;
      M.queueMutationRecord('attributes', el, name, null, oldValue, [], [], null, null);
      a.value = value;
      attributeChanged(el, name, oldValue, value);
    }
  }
  function removeAttr(el, name) {
    const attrs = N(el).attrs;
    const i = attrs.findIndex((a) => a.name === name);
    if (i < 0) return null;
    const a = attrs[i];
    M.queueMutationRecord('attributes', el, name, null, a.value, [], [], null, null);
    attrs.splice(i, 1);
    if (a.node !== null) N(a.node).ownerElement = null;
    attributeChanged(el, name, a.value, null);
    return a;
  }
  // Attribute names as Chromium accepts them (the 2025 relaxed "valid attribute local name").
  function validAttrName(name) { return name !== '' && !/[\t\n\f\r />=\0 ]/.test(name); }
  function checkAttrName(name, method) {
    if (!validAttrName(name)) {
      throw new DOMException(`Failed to execute '${method}' on 'Element': '${name}' is not a valid attribute name.`, 'InvalidCharacterError');
    }
    return name.toLowerCase();
  }

  // The name an attribute method looks for: lowercase on an HTML element in an HTML document.
  function attrKey(el, name) { return isHtmlInHtml(el) ? name.toLowerCase() : name; }
  class Attr {
    constructor() { throw illegalConstructor('Attr'); }
  }
  function attrNode(el, a) {
    if (a.node === null) {
      a.node = newNode(Attr.prototype, ATTRIBUTE_NODE, N(el).doc, { attr: a, ownerElement: el, children: null });
    }
    return a.node;
  }

  class NamedNodeMap {
    constructor() { throw illegalConstructor('NamedNodeMap'); }
    get length() { return listItems(this).length; }
    item(index) {
      requireArgs("Failed to execute 'item' on 'NamedNodeMap'", 1, arguments);
      return listItems(this)[index >>> 0] || null;
    }
    getNamedItem(name) {
      requireArgs("Failed to execute 'getNamedItem' on 'NamedNodeMap'", 1, arguments);
      return listItems(this).find((a) => a.name === String(name).toLowerCase()) || null;
    }
  }
  finishInterface(NamedNodeMap, 'NamedNodeMap');
  Object.defineProperty(NamedNodeMap.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });
  function namedNodeMap(el) {
    const items = () => N(el).attrs.map((a) => attrNode(el, a));
    return liveList(NamedNodeMap.prototype, items, (name) => {
      const a = findAttr(el, name.toLowerCase());
      return a === null ? null : attrNode(el, a);
    });
  }

  // ------------------------------------------------------------- creation
  function createText(doc, data, proto) { return newNode(proto || Text.prototype, TEXT_NODE, doc, { data }); }
  function createComment(doc, data, proto) { return newNode(proto || Comment.prototype, COMMENT_NODE, doc, { data }); }
  function createFragment(doc, proto) { return newNode(proto || DocumentFragment.prototype, DOCUMENT_FRAGMENT_NODE, doc, {}); }
  function interfaceFor(localName) {
    const name = ELEMENT_INTERFACES[localName];
    if (name) return elementInterface(name);
    if (PLAIN_HTML_ELEMENTS.has(localName) || localName.includes('-')) return HTMLElement;
    return elementInterface('HTMLUnknownElement');
  }
  function createElementInternal(doc, localName) {
    const el = newNode(interfaceFor(localName).prototype, ELEMENT_NODE, doc, {
      localName, attrs: [], childNodes: null, children: [], childrenList: null, classList: null,
      dataset: null, style: null, attributes: null, value: null, checked: null, clickInProgress: false,
    });
    // A form is a Proxy for its indexed and named properties (form[0], form.fieldName).
    return localName === 'form' ? forms().wrapForm(el) : el;
  }
  // "valid element local name" (DOM, 2025): an ASCII alpha start and no
  // whitespace, '/', '>' or NUL after it.
  function validElementName(name) {
    if (/^[a-zA-Z]/.test(name)) return !/[\t\n\f\r />\0]/.test(name);
    return /^[:_\u0080-\uffff][-.:\w\u0080-\uffff]*$/.test(name);
  }

  // Build nodes from the host parser's descriptors (HTML fragment parsing).
  // The parser puts <svg> and <math> and what they hold in the SVG and MathML
  // namespaces, but HTML elements in their integration points (dom/implementation.js).
  function buildNode(desc, doc, parentNs = HTML_NS) {
    if (desc[0] === '#text') return createText(doc, desc[1]);
    if (desc[0] === '#comment') return createComment(doc, desc[1]);
    const ns = parentNs === HTML_NS && desc[0] !== 'svg' && desc[0] !== 'math' ? HTML_NS : impl().foreignNamespace(desc[0], parentNs);
    const el = ns === HTML_NS ? createElementInternal(doc, desc[0]) : impl().createElementRaw(doc, ns, null, desc[0]);
    for (const [name, value] of desc[1] || []) {
      if (findAttr(el, name) !== null) continue;
      if (ns !== HTML_NS) { N(el).attrs.push(Object.assign({ name, value, node: null }, impl().foreignAttribute(name))); continue; }
      N(el).attrs.push({ name, value, node: null });
      attributeChanged(el, name, null, value);
      if (name === 'is') N(el).ceIs = value; // the element's is value (customized built-ins)
    }
    const parent = desc[0] === 'template' ? templateContents(el) : el;
    const childDoc = parent === el ? doc : N(parent).doc;
    const childNs = ns === HTML_NS ? HTML_NS : impl().childNamespace(ns, desc[0], desc[1] || []);
    for (const child of desc[2] || []) appendRaw(parent, buildNode(child, childDoc, childNs));
    return el;
  }
  // HTML "fragment parsing algorithm" with the context element; `page` for the page's own
  // body markup (Chromium parses it as part of the document, one element deeper).
  function parseFragment(context, markup, page = false) {
    const doc = N(context).doc;
    const frag = createFragment(doc);
    const contextName = N(context).type === ELEMENT_NODE ? N(context).localName : 'body';
    // In an <svg> or <math> context (not an integration point), parse inside a wrapper
    // of that name (the host's parser takes an HTML context) and take what it holds.
    const foreign = N(context).type === ELEMENT_NODE && N(context).ns !== undefined && N(context).ns !== HTML_NS
      ? impl().childNamespace(N(context).ns, contextName, N(context).attrs.map((a) => [a.name, a.value])) : HTML_NS;
    if (foreign !== HTML_NS) {
      const wrapper = foreign === 'http://www.w3.org/2000/svg' ? 'svg' : 'math';
      const [first, ...rest] = host.parseHtml(`<${wrapper}>${markup}`, 'body');
      for (const d of (first && first[0] === wrapper ? first[2] || [] : [first])) appendRaw(frag, buildNode(d, doc, foreign));
      for (const d of rest) appendRaw(frag, buildNode(d, doc));
      return frag;
    }
    for (const d of host.parseHtml(markup, contextName, page)) appendRaw(frag, buildNode(d, doc));
    // Chromium's fragment parser looks definitions up in the context's document:
    // its custom elements (not those in template contents) get upgrade reactions.
    if (ce !== null && contextName !== 'template') for (const el of descendants(frag, false)) if (isElement(el)) ce.created(el);
    return frag;
  }

  // ------------------------------------------------- mutation algorithms
  // Raw tree edits: no checks, no records.
  function appendRaw(parent, node) {
    N(parent).children.push(node);
    N(node).parent = parent;
    treeChanged();
  }
  function insertRaw(parent, node, child) {
    const kids = N(parent).children;
    kids.splice(child === null ? kids.length : kids.indexOf(child), 0, node);
    N(node).parent = parent;
    treeChanged();
  }
  // DOM "adopt" (the tree part; the caller has already removed node from its parent).
  function adopt(node, doc) {
    const oldDoc = N(node).doc;
    if (oldDoc === doc) return;
    for (const n of descendants(node, true)) {
      N(n).doc = doc;
      const r = N(n);
      if (r.attrs) for (const a of r.attrs) if (a.node !== null) N(a.node).doc = doc;
    }
    if (ce !== null) ce.adopted(node, oldDoc, doc);
  }

  function iface(node) {
    switch (N(node).type) {
      case ELEMENT_NODE: return 'Element';
      case DOCUMENT_NODE: return 'Document';
      case DOCUMENT_FRAGMENT_NODE: return 'DocumentFragment';
      case TEXT_NODE: case COMMENT_NODE: case PROCESSING_INSTRUCTION_NODE: return 'CharacterData';
      default: return 'Node';
    }
  }
  // An element's qualified name, and whether it is an HTML element in an HTML document
  // (whose names are matched lowercase).
  function qualifiedName(r) { return r.prefix === undefined || r.prefix === null ? r.localName : `${r.prefix}:${r.localName}`; }
  function isHtmlInHtml(el) {
    const r = N(el);
    return (r.ns === undefined || r.ns === HTML_NS) && N(r.doc).xml !== true;
  }
  function nodeNameOf(node) {
    const r = N(node);
    switch (r.type) {
      case ELEMENT_NODE: return isHtmlInHtml(node) ? qualifiedName(r).toUpperCase() : qualifiedName(r);
      case ATTRIBUTE_NODE: return r.attr.name;
      case TEXT_NODE: return '#text';
      case COMMENT_NODE: return '#comment';
      case DOCUMENT_NODE: return '#document';
      case DOCUMENT_TYPE_NODE: return r.name;
      case PROCESSING_INSTRUCTION_NODE: return r.target;
      default: return '#document-fragment';
    }
  }

  // DOM "ensure pre-insertion validity" (and the shared checks of "replace"),
  // with Chromium's messages.
  function checkInsertion(node, parent, child, method, where, replacing) {
    const fail = (name, msg) => new DOMException(`Failed to execute '${method}' on '${where}': ${msg}`, name);
    const p = N(parent);
    const n = N(node);
    if (p.type !== DOCUMENT_NODE && p.type !== DOCUMENT_FRAGMENT_NODE && p.type !== ELEMENT_NODE) {
      throw fail('HierarchyRequestError', 'This node type does not support this method.');
    }
    if (isInclusiveAncestor(node, parent)) {
      throw fail('HierarchyRequestError', 'The new child element contains the parent.');
    }
    if (child !== null && N(child).parent !== parent) {
      throw fail('NotFoundError', replacing ? 'The node to be replaced is not a child of this node.'
        : 'The node before which the new node is to be inserted is not a child of this node.');
    }
    if (n.type === DOCUMENT_NODE || n.type === ATTRIBUTE_NODE || (n.type === TEXT_NODE && p.type === DOCUMENT_NODE)
      || (n.type === DOCUMENT_TYPE_NODE && p.type !== DOCUMENT_NODE)) {
      throw fail('HierarchyRequestError', `Nodes of type '${nodeNameOf(node)}' may not be inserted inside nodes of type '${nodeNameOf(parent)}'.`);
    }
    if (p.type === DOCUMENT_NODE) {
      const incoming = n.type === DOCUMENT_FRAGMENT_NODE ? n.children.filter(isElement).length
        : n.type === ELEMENT_NODE ? 1 : 0;
      if (n.type === DOCUMENT_FRAGMENT_NODE && n.children.some((c) => N(c).type === TEXT_NODE)) {
        throw fail('HierarchyRequestError', "Nodes of type '#text' may not be inserted inside nodes of type '#document'.");
      }
      // A doctype comes before the document element (DOM "ensure pre-insertion validity").
      const isDoctype = (c) => N(c).type === DOCUMENT_TYPE_NODE;
      const at = child === null ? p.children.length : p.children.indexOf(child);
      if (incoming === 1 && p.children.slice(replacing ? at + 1 : at).some(isDoctype)) {
        throw fail('HierarchyRequestError', "Can't insert an element before a doctype.");
      }
      const existing = p.children.filter((c) => isElement(c) && c !== (replacing ? child : null)).length;
      if (incoming > 1 || (incoming === 1 && existing > 0)) {
        throw fail('HierarchyRequestError', 'Only one element on document allowed.');
      }
      if (n.type === DOCUMENT_TYPE_NODE) {
        if (p.children.some((c) => isDoctype(c) && c !== (replacing ? child : null))) {
          throw fail('HierarchyRequestError', 'Only one doctype on document allowed.');
        }
        if (p.children.slice(0, at).some(isElement) || (child === null && p.children.some(isElement))) {
          throw fail('HierarchyRequestError', "Can't insert a doctype after the root element.");
        }
      }
    }
  }

  // DOM "pre-insert".
  function preInsert(node, parent, child, method, where) {
    checkInsertion(node, parent, child, method, where, false);
    let ref = child;
    if (ref === node) ref = nextSiblingOf(node);
    insert(node, parent, ref, false);
    return node;
  }

  // DOM "insert". Chromium detaches the node from its old parent (queueing that
  // removal record) before it takes previousSibling, so moving a node within its
  // parent reports the sibling it lands after, not itself.
  function insert(node, parent, child, suppressObservers) {
    const n = N(node);
    let nodes;
    if (n.type === DOCUMENT_FRAGMENT_NODE) {
      nodes = n.children.slice();
      if (nodes.length === 0) return;
      for (const c of nodes) removeNode(c, true);
      // The fragment's own record ignores the suppress flag (spec note).
      M.queueTreeMutationRecord(node, [], nodes, null, null);
    } else {
      nodes = [node];
      if (n.parent !== null) removeNode(node, false);
    }
    const kids = N(parent).children;
    const previousSibling = child === null ? (kids[kids.length - 1] || null) : prevSiblingOf(child);
    if (rangesApi !== null && child !== null) rangesApi.hooks.inserted(parent, kids.indexOf(child), nodes.length);
    const doc = N(parent).doc;
    for (const c of nodes) {
      adopt(c, doc);
      insertRaw(parent, c, child);
      if (ce !== null) ce.inserted(c);
    }
    if (formsApi !== null) formsApi.inserted(nodes);
    if (!suppressObservers) M.queueTreeMutationRecord(parent, nodes, [], previousSibling, child);
  }

  // DOM "replace a child with node within a parent".
  function replaceChildNode(child, node, parent) {
    checkInsertion(node, parent, child, 'replaceChild', 'Node', true);
    let ref = nextSiblingOf(child);
    if (ref === node) ref = nextSiblingOf(node);
    let previousSibling = prevSiblingOf(child);
    if (previousSibling === node) previousSibling = prevSiblingOf(node);
    const isFragment = N(node).type === DOCUMENT_FRAGMENT_NODE;
    const nodes = isFragment ? N(node).children.slice() : [node];
    // "Adopt node": leaving its old parent queues a record of its own.
    if (!isFragment && N(node).parent !== null) removeNode(node, false);
    let removedNodes = [];
    if (N(child).parent !== null) {
      removedNodes = [child];
      removeNode(child, true);
    }
    insert(node, parent, ref, true);
    M.queueTreeMutationRecord(parent, nodes, removedNodes, previousSibling, ref);
    return child;
  }

  // DOM "replace all with node within a parent" (textContent, innerHTML).
  function replaceAll(node, parent) {
    const removedNodes = N(parent).children.slice();
    let addedNodes = [];
    if (node !== null) addedNodes = N(node).type === DOCUMENT_FRAGMENT_NODE ? N(node).children.slice() : [node];
    for (const c of removedNodes) removeNode(c, true);
    if (node !== null) insert(node, parent, null, true);
    if (addedNodes.length > 0 || removedNodes.length > 0) {
      M.queueTreeMutationRecord(parent, addedNodes, removedNodes, null, null);
    }
  }

  // DOM "pre-remove".
  function preRemove(child, parent) {
    if (N(child).parent !== parent) {
      throw new DOMException("Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.", 'NotFoundError');
    }
    removeNode(child, false);
    return child;
  }

  // DOM "remove".
  function removeNode(node, suppressObservers) {
    // Chromium fires blur/focusout at a focused element about to be removed
    // (still in the tree, so the events propagate).
    if (focused !== null && isInclusiveAncestor(node, focused)) {
      const old = focused;
      focused = null;
      fireFocusEvents(old, null, 'blur', 'focusout', false);
      if (N(node).parent === null) return;
    }
    const parent = N(node).parent;
    const kids = N(parent).children;
    const index = kids.indexOf(node);
    if (rangesApi !== null) rangesApi.hooks.removing(node, parent, index);
    const oldPreviousSibling = kids[index - 1] || null;
    const oldNextSibling = kids[index + 1] || null;
    kids.splice(index, 1);
    N(node).parent = null;
    treeChanged();
    if (ce !== null && isConnected(parent)) ce.removed(node);
    if (formsApi !== null) formsApi.removed(node, parent);
    if (hovered !== null && isInclusiveAncestor(node, hovered)) hovered = isElement(parent) ? parent : null;
    if (pressed !== null && isInclusiveAncestor(node, pressed)) pressed = null;
    M.addTransientRegistrations(node, parent);
    if (!suppressObservers) M.queueTreeMutationRecord(parent, [], [node], oldPreviousSibling, oldNextSibling);
  }

  // DOM "move" (moveBefore): a state-preserving move within one tree. No removing or
  // insertion steps (focus stays); two tree mutation records; custom elements get
  // connectedMoveCallback, or disconnected and connected without one.
  function moveNode(node, parent, child) {
    const where = iface(parent);
    const invalid = () => new DOMException(`Failed to execute 'moveBefore' on '${where}': State-preserving atomic move cannot be performed on nodes participating in an invalid hierarchy.`, 'HierarchyRequestError');
    if (rootOf(parent) !== rootOf(node)) throw invalid();
    checkInsertion(node, parent, child, 'moveBefore', where, false);
    const type = N(node).type;
    if (type !== ELEMENT_NODE && type !== TEXT_NODE && type !== COMMENT_NODE) throw invalid();
    const ref = child === node ? nextSiblingOf(node) : child;
    const oldParent = N(node).parent;
    const oldKids = N(oldParent).children;
    const index = oldKids.indexOf(node);
    const oldPreviousSibling = oldKids[index - 1] || null;
    const oldNextSibling = oldKids[index + 1] || null;
    oldKids.splice(index, 1);
    N(node).parent = null;
    M.addTransientRegistrations(node, oldParent);
    M.queueTreeMutationRecord(oldParent, [], [node], oldPreviousSibling, oldNextSibling);
    const kids = N(parent).children;
    const previousSibling = ref === null ? (kids[kids.length - 1] || null) : prevSiblingOf(ref);
    insertRaw(parent, node, ref);
    if (ce !== null) ce.moved(node);
    M.queueTreeMutationRecord(parent, [node], [], previousSibling, ref);
  }

  // DOM "converting nodes into a node".
  function convertNodes(nodes, doc) {
    const list = nodes.map((n) => (isNode(n) ? n : createText(doc, String(n))));
    if (list.length === 1) return list[0];
    const frag = createFragment(doc);
    for (const n of list) preInsert(n, frag, null, 'append', 'DocumentFragment');
    return frag;
  }

  // DOM "replace data" on CharacterData.
  function replaceData(node, offset, count, data, method) {
    const r = N(node);
    const length = r.data.length;
    offset >>>= 0;
    count >>>= 0;
    if (offset > length) {
      throw new DOMException(`Failed to execute '${method}' on '${nodeNameOf(node) === '#text' ? 'Text' : 'CharacterData'}': The offset ${offset} is greater than the node's length (${length}).`, 'IndexSizeError');
    }
    if (offset + count > length) count = length - offset;
    M.queueMutationRecord('characterData', node, null, null, r.data, [], [], null, null);
    r.data = r.data.slice(0, offset) + data + r.data.slice(offset + count);
    if (rangesApi !== null) rangesApi.hooks.replaced(node, offset, count, data.length);
    treeChanged();
  }

  // ------------------------------------------------------ serialization
  function escapeText(s) {
    return s.replace(/[&\u00a0<>]/g, (c) => ({ '&': '&amp;', '\u00a0': '&nbsp;', '<': '&lt;', '>': '&gt;' }[c]));
  }
  // Chromium also escapes < and > in attribute values (HTML change of 2025).
  function escapeAttr(s) {
    return s.replace(/[&\u00a0"<>]/g, (c) => ({ '&': '&amp;', '\u00a0': '&nbsp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }[c]));
  }
  // HTML "HTML fragment serialization algorithm".
  function serializeChildren(node) {
    const r = N(node);
    const raw = r.type === ELEMENT_NODE && RAW_TEXT_PARENTS.has(r.localName);
    let s = '';
    for (const c of r.children) s += serializeNode(c, raw);
    return s;
  }
  function serializeNode(node, rawText) {
    const r = N(node);
    switch (r.type) {
      case ELEMENT_NODE: {
        const tag = qualifiedName(r);
        let s = '<' + tag;
        // A customized built-in's is value, unless an is attribute says it.
        if (r.ceIs !== undefined && findAttr(node, 'is') === null) s += ` is="${escapeAttr(r.ceIs)}"`;
        for (const a of r.attrs) s += ` ${a.name}="${escapeAttr(a.value)}"`;
        s += '>';
        if ((r.ns === undefined || r.ns === HTML_NS) && VOID_ELEMENTS.has(r.localName)) return s;
        const inner = r.localName === 'template' ? templateContents(node) : node;
        return s + serializeChildren(inner) + '</' + tag + '>';
      }
      case TEXT_NODE: return rawText ? r.data : escapeText(r.data);
      case COMMENT_NODE: return '<!--' + r.data + '-->';
      case DOCUMENT_TYPE_NODE: return '<!DOCTYPE ' + r.name + '>';
      // Chromium closes a processing instruction with '?>' (HTML's serializer says '>').
      case PROCESSING_INSTRUCTION_NODE: return '<?' + r.target + ' ' + r.data + '?>';
      default: return serializeChildren(node);
    }
  }

  // WebIDL attributes and operations: enumerable and configurable.
  function defineMembers(proto, members) {
    for (const key of Object.keys(members)) {
      Object.defineProperty(proto, key, Object.assign({ enumerable: true, configurable: true }, members[key]));
    }
  }

  // ------------------------------------------------------------- Node
  class Node extends EventTarget {
    // Interfaces without a constructor: `new HTMLDivElement()` fails here, naming new.target.
    constructor() { super(); throw illegalConstructor(new.target.name); }
    get nodeType() { return N(this).type; }
    get nodeName() { return nodeNameOf(this); }
    get isConnected() { return isConnected(this); }
    // The document's URL (no <base> elements are modelled).
    get baseURI() { return documentURL(); }
    get ownerDocument() { const r = N(this); return r.type === DOCUMENT_NODE ? null : r.doc; }
    getRootNode() { return rootOf(this); }
    get parentNode() { return N(this).parent; }
    get parentElement() { const p = N(this).parent; return p !== null && isElement(p) ? p : null; }
    hasChildNodes() { const c = N(this).children; return c !== null && c.length > 0; }
    get childNodes() {
      const r = N(this);
      if (!r.childNodes) r.childNodes = r.children === null ? staticNodeList([]) : liveList(NodeList.prototype, () => r.children);
      return r.childNodes;
    }
    get firstChild() { const c = N(this).children; return (c && c[0]) || null; }
    get lastChild() { const c = N(this).children; return (c && c[c.length - 1]) || null; }
    get previousSibling() { return prevSiblingOf(this); }
    get nextSibling() { return nextSiblingOf(this); }
    get nodeValue() {
      const r = N(this);
      if (r.type === TEXT_NODE || r.type === COMMENT_NODE || r.type === PROCESSING_INSTRUCTION_NODE) return r.data;
      if (r.type === ATTRIBUTE_NODE) return r.attr.value;
      return null;
    }
    set nodeValue(v) {
      const r = N(this);
      v = v === null ? '' : String(v);
      if (r.type === TEXT_NODE || r.type === COMMENT_NODE || r.type === PROCESSING_INSTRUCTION_NODE) replaceData(this, 0, r.data.length, v, 'nodeValue');
      else if (r.type === ATTRIBUTE_NODE) setAttrNodeValue(this, v);
    }
    get textContent() {
      const r = N(this);
      switch (r.type) {
        case ELEMENT_NODE: case DOCUMENT_FRAGMENT_NODE: return descendantText(this);
        case TEXT_NODE: case COMMENT_NODE: case PROCESSING_INSTRUCTION_NODE: return r.data;
        case ATTRIBUTE_NODE: return r.attr.value;
        default: return null;
      }
    }
    set textContent(v) {
      const r = N(this);
      v = v === null ? '' : String(v);
      switch (r.type) {
        case ELEMENT_NODE: case DOCUMENT_FRAGMENT_NODE:
          // DOM "string replace all".
          replaceAll(v === '' ? null : createText(r.doc, v), this);
          break;
        case TEXT_NODE: case COMMENT_NODE: case PROCESSING_INSTRUCTION_NODE: replaceData(this, 0, r.data.length, v, 'textContent'); break;
        case ATTRIBUTE_NODE: setAttrNodeValue(this, v); break;
        default: break;
      }
    }
    normalize() {
      // DOM "normalize": merge adjacent Text nodes, drop empty ones.
      for (const node of descendants(this, false)) {
        if (N(node).type !== TEXT_NODE || N(node).parent === null) continue;
        if (N(node).data.length === 0) { removeNode(node, false); continue; }
        let data = '';
        const following = [];
        for (let s = nextSiblingOf(node); s !== null && N(s).type === TEXT_NODE; s = nextSiblingOf(s)) {
          data += N(s).data;
          following.push(s);
        }
        if (following.length === 0) continue;
        replaceData(node, N(node).data.length, 0, data, 'normalize');
        for (const s of following) removeNode(s, false);
      }
    }
    cloneNode(deep = false) { return cloneNode(this, !!deep, N(this).doc); }
    isEqualNode(other) {
      requireArgs("Failed to execute 'isEqualNode' on 'Node'", 1, arguments);
      return other !== null && isNode(other) && equalNodes(this, other);
    }
    isSameNode(other) { return this === other; }
    compareDocumentPosition(other) {
      requireArgs("Failed to execute 'compareDocumentPosition' on 'Node'", 1, arguments);
      argNode(other, 'compareDocumentPosition', 'Node', 1);
      return comparePositions(this, other);
    }
    contains(other) {
      requireArgs("Failed to execute 'contains' on 'Node'", 1, arguments);
      if (other === null) return false;
      argNode(other, 'contains', 'Node', 1);
      return isInclusiveAncestor(this, other);
    }
    insertBefore(node, child) {
      requireArgs("Failed to execute 'insertBefore' on 'Node'", 2, arguments);
      argNode(node, 'insertBefore', 'Node', 1);
      if (child !== null) argNode(child, 'insertBefore', 'Node', 2);
      return preInsert(node, this, child, 'insertBefore', 'Node');
    }
    appendChild(node) {
      requireArgs("Failed to execute 'appendChild' on 'Node'", 1, arguments);
      argNode(node, 'appendChild', 'Node', 1);
      return preInsert(node, this, null, 'appendChild', 'Node');
    }
    replaceChild(node, child) {
      requireArgs("Failed to execute 'replaceChild' on 'Node'", 2, arguments);
      argNode(node, 'replaceChild', 'Node', 1);
      argNode(child, 'replaceChild', 'Node', 2);
      return replaceChildNode(child, node, this);
    }
    removeChild(child) {
      requireArgs("Failed to execute 'removeChild' on 'Node'", 1, arguments);
      argNode(child, 'removeChild', 'Node', 1);
      return preRemove(child, this);
    }
  }
  finishInterface(Node, 'Node', {
    ELEMENT_NODE: 1, ATTRIBUTE_NODE: 2, TEXT_NODE: 3, CDATA_SECTION_NODE: 4, ENTITY_REFERENCE_NODE: 5,
    ENTITY_NODE: 6, PROCESSING_INSTRUCTION_NODE: 7, COMMENT_NODE: 8, DOCUMENT_NODE: 9,
    DOCUMENT_TYPE_NODE: 10, DOCUMENT_FRAGMENT_NODE: 11, NOTATION_NODE: 12,
    DOCUMENT_POSITION_DISCONNECTED: 1, DOCUMENT_POSITION_PRECEDING: 2, DOCUMENT_POSITION_FOLLOWING: 4,
    DOCUMENT_POSITION_CONTAINS: 8, DOCUMENT_POSITION_CONTAINED_BY: 16,
    DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC: 32,
  });

  // DOM "clone a node".
  function cloneNode(node, deep, doc) {
    const r = N(node);
    let copy;
    switch (r.type) {
      case ELEMENT_NODE:
        copy = r.ns !== undefined ? impl().createElementRaw(doc, r.ns, r.prefix, r.localName) : createElementInternal(doc, r.localName);
        if (r.ceIs !== undefined) N(copy).ceIs = r.ceIs;
        if (ce !== null) ce.created(copy);
        for (const a of r.attrs) {
          N(copy).attrs.push(Object.assign({}, a, { node: null }));
          attributeChanged(copy, a.name, null, a.value);
        }
        break;
      case TEXT_NODE: copy = createText(doc, r.data); break;
      case COMMENT_NODE: copy = createComment(doc, r.data); break;
      case DOCUMENT_FRAGMENT_NODE: copy = createFragment(doc); break;
      case DOCUMENT_NODE:
        copy = newNode(Object.getPrototypeOf(node), DOCUMENT_NODE, null, { readyState: 'complete', xml: r.xml, contentType: r.contentType, url: r.url });
        break;
      case DOCUMENT_TYPE_NODE: copy = createDoctype(doc, r.name, r.publicId, r.systemId); break;
      case PROCESSING_INSTRUCTION_NODE: copy = impl().createPI(doc, r.target, r.data); break;
      default: { // Attr
        const attr = { name: r.attr.name, value: r.attr.value, node: null };
        copy = newNode(Attr.prototype, ATTRIBUTE_NODE, doc, { attr, ownerElement: null, children: null });
        attr.node = copy;
        return copy;
      }
    }
    if (deep) {
      const childDoc = r.type === DOCUMENT_NODE ? copy : doc;
      for (const c of r.children) appendRaw(copy, cloneNode(c, true, childDoc));
      // HTML "cloning steps" for template: the contents are cloned too.
      if (r.type === ELEMENT_NODE && r.localName === 'template' && r.content) {
        for (const c of N(r.content).children) appendRaw(templateContents(copy), cloneNode(c, true, doc));
      }
    }
    // HTML "cloning steps" of the form controls (value, checkedness, ...).
    if (formsApi !== null && r.type === ELEMENT_NODE) formsApi.cloned(node, copy);
    return copy;
  }

  function equalNodes(a, b) {
    const x = N(a);
    const y = N(b);
    if (x.type !== y.type) return false;
    if (x.type === DOCUMENT_TYPE_NODE && (x.name !== y.name || x.publicId !== y.publicId || x.systemId !== y.systemId)) return false;
    if (x.type === ELEMENT_NODE) {
      if (x.localName !== y.localName || x.attrs.length !== y.attrs.length) return false;
      if ((x.ns === undefined ? HTML_NS : x.ns) !== (y.ns === undefined ? HTML_NS : y.ns) || (x.prefix || null) !== (y.prefix || null)) return false;
      if (!x.attrs.every((at) => getAttr(b, at.name) === at.value)) return false;
    }
    if ((x.type === TEXT_NODE || x.type === COMMENT_NODE || x.type === PROCESSING_INSTRUCTION_NODE) && x.data !== y.data) return false;
    if (x.type === PROCESSING_INSTRUCTION_NODE && x.target !== y.target) return false;
    if (x.type === ATTRIBUTE_NODE) return x.attr.name === y.attr.name && x.attr.value === y.attr.value;
    if (x.children.length !== y.children.length) return false;
    return x.children.every((c, i) => equalNodes(c, y.children[i]));
  }

  // DOM "compareDocumentPosition" for nodes without attributes in the mix.
  let serial = 0;
  const serials = new WeakMap();
  function serialOf(node) {
    if (!serials.has(node)) serials.set(node, ++serial);
    return serials.get(node);
  }
  function comparePositions(ref, other) {
    if (ref === other) return 0;
    const ancestors = (n) => { const out = []; for (let x = n; x !== null; x = N(x).parent) out.unshift(x); return out; };
    const a = ancestors(other);
    const b = ancestors(ref);
    if (a[0] !== b[0]) {
      return 1 | 32 | (serialOf(a[0]) < serialOf(b[0]) ? 2 : 4);
    }
    if (isInclusiveAncestor(other, ref)) return 8 | 2;
    if (isInclusiveAncestor(ref, other)) return 16 | 4;
    let i = 0;
    while (a[i] === b[i]) i++;
    const kids = N(a[i - 1]).children;
    return kids.indexOf(a[i]) < kids.indexOf(b[i]) ? 2 : 4;
  }

  function setAttrNodeValue(attrNodeObj, value) {
    const r = N(attrNodeObj);
    if (r.ownerElement === null) r.attr.value = value;
    else setAttr(r.ownerElement, r.attr.name, value);
  }

  defineMembers(Attr.prototype, {
    name: { get() { return N(this).attr.name; } },
    localName: { get() { const a = N(this).attr; return a.localName === undefined ? a.name : a.localName; } },
    value: { get() { return N(this).attr.value; }, set(v) { setAttrNodeValue(this, String(v)); } },
    namespaceURI: { get() { const a = N(this).attr; return a.ns === undefined ? null : a.ns; } },
    prefix: { get() { const a = N(this).attr; return a.prefix === undefined ? null : a.prefix; } },
    ownerElement: { get() { return N(this).ownerElement; } },
    specified: { get() { N(this); return true; } },
  });
  Object.setPrototypeOf(Attr.prototype, Node.prototype);
  Object.setPrototypeOf(Attr, Node);
  finishInterface(Attr, 'Attr');

  // ---------------------------------------------------------- selectors
  const selectorAdapter = {
    localName: (el) => N(el).localName,
    attr: getAttr,
    parent: (el) => { const p = N(el).parent; return p !== null && isElement(p) ? p : null; },
    prev: prevElementSiblingOf,
    next: nextElementSiblingOf,
    isRoot: (el) => { const p = N(el).parent; return p !== null && N(p).type === DOCUMENT_NODE; },
    isEmpty: (el) => N(el).children.every((c) => N(c).type === COMMENT_NODE || (N(c).type === TEXT_NODE && N(c).data === '')),
    isHovered: (el) => hovered !== null && isInclusiveAncestor(el, hovered),
    isActive: (el) => pressed !== null && isInclusiveAncestor(el, pressed),
    isFocused: (el) => el === focused,
    containsFocus: (el) => focused !== null && isInclusiveAncestor(el, focused),
    // The form pseudo-classes (:checked, :disabled, :valid, ...) ask dom/forms.js;
    // before it loads no form control exists (:read-only/:read-write also look at contenteditable).
    formPseudoClass: (name, el) => (formsApi !== null || name === 'read-only' || name === 'read-write'
      ? forms().pseudoClass(name, el) : false),
    // :defined: custom or uncustomized (a valid custom element name is undefined until upgraded).
    isDefined: (el) => require('./dom/custom_elements.js').isDefined(N(el)),
  };
  function parseSelector(text, method, where) {
    text = String(text);
    const list = selectors.parse(text);
    if (list === null) {
      const msg = text === '' ? 'The provided selector is empty.' : `'${text}' is not a valid selector.`;
      throw new DOMException(`Failed to execute '${method}' on '${where}': ${msg}`, 'SyntaxError');
    }
    return list;
  }
  function scopeOf(node) { return N(node).type === ELEMENT_NODE ? node : null; }
  function querySelectorAllImpl(node, text, method, where) {
    const list = parseSelector(text, method, where);
    const scope = scopeOf(node);
    return descendantElements(node).filter((el) => selectors.matchesList(list, el, selectorAdapter, scope));
  }

  // ----------------------------------------- ParentNode / ChildNode mixins
  class ParentNodeMixin {
    get children() {
      const r = N(this);
      if (!r.childrenList) r.childrenList = liveHTMLCollection(() => r.children.filter(isElement));
      return r.childrenList;
    }
    get firstElementChild() { return N(this).children.find(isElement) || null; }
    get lastElementChild() { const e = elementChildren(this); return e[e.length - 1] || null; }
    get childElementCount() { return elementChildren(this).length; }
    prepend(...nodes) {
      const node = convertNodes(nodes, N(this).doc);
      preInsert(node, this, N(this).children[0] || null, 'prepend', iface(this));
    }
    append(...nodes) {
      const node = convertNodes(nodes, N(this).doc);
      preInsert(node, this, null, 'append', iface(this));
    }
    replaceChildren(...nodes) {
      const node = convertNodes(nodes, N(this).doc);
      checkInsertion(node, this, null, 'replaceChildren', iface(this), false);
      replaceAll(node, this);
    }
    moveBefore(node, child) {
      requireArgs(`Failed to execute 'moveBefore' on '${iface(this)}'`, 2, arguments);
      argNode(node, 'moveBefore', iface(this), 1);
      if (child !== null) argNode(child, 'moveBefore', iface(this), 2);
      moveNode(node, this, child);
    }
    querySelector(text) {
      requireArgs(`Failed to execute 'querySelector' on '${iface(this)}'`, 1, arguments);
      return querySelectorAllImpl(this, text, 'querySelector', iface(this))[0] || null;
    }
    querySelectorAll(text) {
      requireArgs(`Failed to execute 'querySelectorAll' on '${iface(this)}'`, 1, arguments);
      return staticNodeList(querySelectorAllImpl(this, text, 'querySelectorAll', iface(this)));
    }
  }
  class ChildNodeMixin {
    before(...nodes) {
      const parent = N(this).parent;
      if (parent === null) return;
      let viablePrevious = prevSiblingOf(this);
      while (viablePrevious !== null && nodes.includes(viablePrevious)) viablePrevious = prevSiblingOf(viablePrevious);
      const node = convertNodes(nodes, N(this).doc);
      const ref = viablePrevious === null ? N(parent).children[0] : nextSiblingOf(viablePrevious);
      preInsert(node, parent, ref || null, 'before', iface(this));
    }
    after(...nodes) {
      const parent = N(this).parent;
      if (parent === null) return;
      let viableNext = nextSiblingOf(this);
      while (viableNext !== null && nodes.includes(viableNext)) viableNext = nextSiblingOf(viableNext);
      const node = convertNodes(nodes, N(this).doc);
      preInsert(node, parent, viableNext, 'after', iface(this));
    }
    replaceWith(...nodes) {
      const parent = N(this).parent;
      if (parent === null) return;
      let viableNext = nextSiblingOf(this);
      while (viableNext !== null && nodes.includes(viableNext)) viableNext = nextSiblingOf(viableNext);
      const node = convertNodes(nodes, N(this).doc);
      if (N(this).parent === parent) replaceChildNode(this, node, parent);
      else preInsert(node, parent, viableNext, 'replaceWith', iface(this));
    }
    remove() {
      if (N(this).parent !== null) removeNode(this, false);
    }
    get previousElementSibling() { return prevElementSiblingOf(this); }
    get nextElementSibling() { return nextElementSiblingOf(this); }
  }
  function mixin(target, source, names) {
    for (const name of names || Object.getOwnPropertyNames(source.prototype)) {
      if (name === 'constructor') continue;
      Object.defineProperty(target.prototype, name, Object.getOwnPropertyDescriptor(source.prototype, name));
    }
  }

  // -------------------------------------------------------- CharacterData
  class CharacterData extends Node {
    get data() { return N(this).data; }
    set data(v) { replaceData(this, 0, N(this).data.length, v === null ? '' : String(v), 'data'); }
    get length() { return N(this).data.length; }
    substringData(offset, count) {
      requireArgs("Failed to execute 'substringData' on 'CharacterData'", 2, arguments);
      const d = N(this).data;
      offset >>>= 0;
      if (offset > d.length) {
        throw new DOMException(`Failed to execute 'substringData' on 'CharacterData': The offset ${offset} is greater than the node's length (${d.length}).`, 'IndexSizeError');
      }
      return d.slice(offset, offset + (count >>> 0));
    }
    appendData(data) {
      requireArgs("Failed to execute 'appendData' on 'CharacterData'", 1, arguments);
      replaceData(this, N(this).data.length, 0, String(data), 'appendData');
    }
    insertData(offset, data) {
      requireArgs("Failed to execute 'insertData' on 'CharacterData'", 2, arguments);
      replaceData(this, offset, 0, String(data), 'insertData');
    }
    deleteData(offset, count) {
      requireArgs("Failed to execute 'deleteData' on 'CharacterData'", 2, arguments);
      replaceData(this, offset, count, '', 'deleteData');
    }
    replaceData(offset, count, data) {
      requireArgs("Failed to execute 'replaceData' on 'CharacterData'", 3, arguments);
      replaceData(this, offset, count, String(data), 'replaceData');
    }
  }
  mixin(CharacterData, ChildNodeMixin);
  finishInterface(CharacterData, 'CharacterData');

  class Text extends CharacterData {
    // A derived constructor may return its object without calling super().
    constructor(data = '') { return createText(mainDocument, String(data), new.target.prototype); }
    splitText(offset) {
      requireArgs("Failed to execute 'splitText' on 'Text'", 1, arguments);
      // DOM "split a Text node".
      const r = N(this);
      offset >>>= 0;
      if (offset > r.data.length) {
        throw new DOMException(`Failed to execute 'splitText' on 'Text': The offset ${offset} is larger than the Text node's length.`, 'IndexSizeError');
      }
      const newNode = createText(r.doc, r.data.slice(offset));
      if (r.parent !== null) insert(newNode, r.parent, nextSiblingOf(this), false);
      if (rangesApi !== null) rangesApi.hooks.split(this, offset, newNode);
      replaceData(this, offset, r.data.length - offset, '', 'splitText');
      return newNode;
    }
    get wholeText() {
      let start = this;
      while (prevSiblingOf(start) !== null && N(prevSiblingOf(start)).type === TEXT_NODE) start = prevSiblingOf(start);
      let s = '';
      for (let n = start; n !== null && N(n).type === TEXT_NODE; n = nextSiblingOf(n)) s += N(n).data;
      return s;
    }
  }
  finishInterface(Text, 'Text');

  class Comment extends CharacterData {
    constructor(data = '') { return createComment(mainDocument, String(data), new.target.prototype); }
  }
  finishInterface(Comment, 'Comment');

  // DOM "DocumentType" (made by the page's <!DOCTYPE html> and by DOMImplementation).
  function doctypeRecord(node) {
    const r = N(node);
    if (r.type !== DOCUMENT_TYPE_NODE) throw new TypeError('Illegal invocation');
    return r;
  }
  class DocumentType extends Node {
    get name() { return doctypeRecord(this).name; }
    get publicId() { return doctypeRecord(this).publicId; }
    get systemId() { return doctypeRecord(this).systemId; }
  }
  mixin(DocumentType, ChildNodeMixin, ['before', 'after', 'replaceWith', 'remove']);
  finishInterface(DocumentType, 'DocumentType');
  function createDoctype(doc, name, publicId, systemId) {
    return newNode(DocumentType.prototype, DOCUMENT_TYPE_NODE, doc, { name, publicId, systemId });
  }

  // ------------------------------------------------------ DOMTokenList
  // classList: the token set is re-read from the class attribute on each use.
  function tokenRecord(list) {
    const r = list !== null && typeof list === 'object' ? list[kTokens] : undefined;
    if (r === undefined) throw new TypeError('Illegal invocation');
    return r;
  }
  function orderedSet(value) {
    const out = [];
    for (const t of value.split(/[ \t\n\f\r]+/)) if (t !== '' && !out.includes(t)) out.push(t);
    return out;
  }
  function tokensOf(list) {
    const r = tokenRecord(list);
    const v = getAttr(r.el, r.attr);
    return v === null ? [] : orderedSet(v);
  }
  function validateToken(token, method) {
    if (token === '') {
      throw new DOMException(`Failed to execute '${method}' on 'DOMTokenList': The token provided must not be empty.`, 'SyntaxError');
    }
    if (/[ \t\n\f\r]/.test(token)) {
      throw new DOMException(`Failed to execute '${method}' on 'DOMTokenList': The token provided ('${token}') contains HTML space characters, which are not valid in tokens.`, 'InvalidCharacterError');
    }
  }
  // DOMTokenList "update steps".
  function updateTokens(list, tokens) {
    const r = tokenRecord(list);
    if (getAttr(r.el, r.attr) === null && tokens.length === 0) return;
    setAttr(r.el, r.attr, tokens.join(' '));
  }
  class DOMTokenList {
    constructor() { throw illegalConstructor('DOMTokenList'); }
    get length() { return tokensOf(this).length; }
    item(index) {
      requireArgs("Failed to execute 'item' on 'DOMTokenList'", 1, arguments);
      return tokensOf(this)[index >>> 0] ?? null;
    }
    contains(token) {
      requireArgs("Failed to execute 'contains' on 'DOMTokenList'", 1, arguments);
      return tokensOf(this).includes(String(token));
    }
    add(...tokens) {
      tokens = tokens.map(String);
      for (const t of tokens) validateToken(t, 'add');
      const set = tokensOf(this);
      for (const t of tokens) if (!set.includes(t)) set.push(t);
      updateTokens(this, set);
    }
    remove(...tokens) {
      tokens = tokens.map(String);
      for (const t of tokens) validateToken(t, 'remove');
      updateTokens(this, tokensOf(this).filter((t) => !tokens.includes(t)));
    }
    toggle(token, force) {
      requireArgs("Failed to execute 'toggle' on 'DOMTokenList'", 1, arguments);
      token = String(token);
      validateToken(token, 'toggle');
      const set = tokensOf(this);
      if (set.includes(token)) {
        if (force === undefined || !force) {
          updateTokens(this, set.filter((t) => t !== token));
          return false;
        }
        return true;
      }
      if (force === undefined || force) {
        set.push(token);
        updateTokens(this, set);
        return true;
      }
      return false;
    }
    replace(token, newToken) {
      requireArgs("Failed to execute 'replace' on 'DOMTokenList'", 2, arguments);
      token = String(token);
      newToken = String(newToken);
      validateToken(token, 'replace');
      validateToken(newToken, 'replace');
      const set = tokensOf(this);
      const i = set.indexOf(token);
      if (i < 0) return false;
      if (set.includes(newToken)) set.splice(i, 1, ...(set.indexOf(newToken) > i ? [newToken] : []));
      else set[i] = newToken;
      updateTokens(this, orderedSet(set.join(' ')));
      return true;
    }
    supports() { throw new TypeError("Failed to execute 'supports' on 'DOMTokenList': DOMTokenList has no supported tokens."); }
    get value() { const r = tokenRecord(this); return getAttr(r.el, r.attr) ?? ''; }
    set value(v) { const r = tokenRecord(this); setAttr(r.el, r.attr, String(v)); }
    toString() { const r = tokenRecord(this); return getAttr(r.el, r.attr) ?? ''; }
  }
  Object.assign(DOMTokenList.prototype, {
    forEach: Array.prototype.forEach, entries: Array.prototype.entries,
    keys: Array.prototype.keys, values: Array.prototype.values,
  });
  finishInterface(DOMTokenList, 'DOMTokenList');
  Object.defineProperty(DOMTokenList.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });
  function tokenList(el, attr) {
    const list = liveList(DOMTokenList.prototype, () => tokensOf(list));
    Object.defineProperty(list, kTokens, { value: { el, attr } });
    return list;
  }

  // ------------------------------------------------------- DOMStringMap
  class DOMStringMap {
    constructor() { throw illegalConstructor('DOMStringMap'); }
  }
  finishInterface(DOMStringMap, 'DOMStringMap');
  // HTML §3.2.6.6 "The dataset attribute": name conversions.
  function datasetNameToAttr(name) { return 'data-' + name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()); }
  function attrToDatasetName(attr) {
    if (!attr.startsWith('data-') || /[A-Z]/.test(attr)) return null;
    return attr.slice(5).replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  }
  function dataset(el) {
    const target = Object.create(DOMStringMap.prototype);
    const pairs = () => N(el).attrs.map((a) => [attrToDatasetName(a.name), a]).filter((p) => p[0] !== null);
    const lookup = (k) => { const p = pairs().find((x) => x[0] === k); return p ? p[1].value : undefined; };
    return new Proxy(target, {
      get(t, k, receiver) {
        if (typeof k === 'string' && !(k in t)) return lookup(k);
        return Reflect.get(t, k, receiver);
      },
      has(t, k) { return (typeof k === 'string' && lookup(k) !== undefined) || Reflect.has(t, k); },
      set(t, k, v, receiver) {
        if (typeof k !== 'string') return Reflect.set(t, k, v, receiver);
        if (/-[a-z]/.test(k)) {
          throw new DOMException(`Failed to set a named property '${k}' on 'DOMStringMap': '${k}' is not a valid property name.`, 'SyntaxError');
        }
        withCEReactions(() => setAttr(el, checkAttrName(datasetNameToAttr(k), 'setAttribute'), String(v)));
        return true;
      },
      deleteProperty(t, k) {
        if (typeof k !== 'string') return Reflect.deleteProperty(t, k);
        if (lookup(k) !== undefined) withCEReactions(() => removeAttr(el, datasetNameToAttr(k)));
        return true;
      },
      ownKeys(t) { return pairs().map((p) => p[0]).concat(Reflect.ownKeys(t)); },
      getOwnPropertyDescriptor(t, k) {
        const v = typeof k === 'string' ? lookup(k) : undefined;
        if (v !== undefined) return { value: v, writable: true, enumerable: true, configurable: true };
        return Reflect.getOwnPropertyDescriptor(t, k);
      },
      defineProperty(t, k, d) {
        if (typeof k === 'string' && 'value' in d) { this.set(t, k, d.value); return true; }
        return Reflect.defineProperty(t, k, d);
      },
    });
  }

  // -------------------------------------------------------------- Element
  class Element extends Node {
    get namespaceURI() { const r = N(this); return r.ns === undefined ? HTML_NS : r.ns; }
    get prefix() { const r = N(this); return r.prefix === undefined ? null : r.prefix; }
    get localName() { return N(this).localName; }
    get tagName() { return nodeNameOf(this); }
    get id() { return getAttr(this, 'id') ?? ''; }
    set id(v) { setAttr(this, 'id', String(v)); }
    get className() { return getAttr(this, 'class') ?? ''; }
    set className(v) { setAttr(this, 'class', String(v)); }
    get classList() {
      const r = N(this);
      if (!r.classList) r.classList = tokenList(this, 'class');
      return r.classList;
    }
    set classList(v) { this.classList.value = v; }
    get attributes() {
      const r = N(this);
      if (!r.attributes) r.attributes = namedNodeMap(this);
      return r.attributes;
    }
    hasAttributes() { return N(this).attrs.length > 0; }
    getAttributeNames() { return N(this).attrs.map((a) => a.name); }
    getAttribute(name) {
      requireArgs("Failed to execute 'getAttribute' on 'Element'", 1, arguments);
      return getAttr(this, attrKey(this, String(name)));
    }
    getAttributeNode(name) {
      requireArgs("Failed to execute 'getAttributeNode' on 'Element'", 1, arguments);
      const a = findAttr(this, attrKey(this, String(name)));
      return a === null ? null : attrNode(this, a);
    }
    setAttribute(name, value) {
      requireArgs("Failed to execute 'setAttribute' on 'Element'", 2, arguments);
      checkAttrName(String(name), 'setAttribute');
      setAttr(this, attrKey(this, String(name)), String(value));
    }
    removeAttribute(name) {
      requireArgs("Failed to execute 'removeAttribute' on 'Element'", 1, arguments);
      removeAttr(this, attrKey(this, String(name)));
    }
    hasAttribute(name) {
      requireArgs("Failed to execute 'hasAttribute' on 'Element'", 1, arguments);
      return findAttr(this, attrKey(this, String(name))) !== null;
    }
    toggleAttribute(name, force) {
      requireArgs("Failed to execute 'toggleAttribute' on 'Element'", 1, arguments);
      checkAttrName(String(name), 'toggleAttribute');
      name = attrKey(this, String(name));
      if (findAttr(this, name) === null) {
        if (force === undefined || force) { setAttr(this, name, ''); return true; }
        return false;
      }
      if (force === undefined || !force) { removeAttr(this, name); return false; }
      return true;
    }
    matches(text) {
      requireArgs("Failed to execute 'matches' on 'Element'", 1, arguments);
      return matchSelectors(this, parseSelector(text, 'matches', 'Element'), this);
    }
    webkitMatchesSelector(text) {
      requireArgs("Failed to execute 'webkitMatchesSelector' on 'Element'", 1, arguments);
      return matchSelectors(this, parseSelector(text, 'webkitMatchesSelector', 'Element'), this);
    }
    closest(text) {
      requireArgs("Failed to execute 'closest' on 'Element'", 1, arguments);
      const list = parseSelector(text, 'closest', 'Element');
      for (let el = this; el !== null && isElement(el); el = N(el).parent) {
        if (matchSelectors(el, list, this)) return el;
      }
      return null;
    }
    getElementsByTagName(name) {
      requireArgs("Failed to execute 'getElementsByTagName' on 'Element'", 1, arguments);
      return elementsByTagName(this, String(name));
    }
    getElementsByClassName(names) {
      requireArgs("Failed to execute 'getElementsByClassName' on 'Element'", 1, arguments);
      return elementsByClassName(this, String(names));
    }
    get innerHTML() { return serializeChildren(N(this).localName === 'template' ? templateContents(this) : this); }
    set innerHTML(markup) {
      const frag = parseFragment(this, markup === null ? '' : String(markup));
      replaceAll(frag, N(this).localName === 'template' ? templateContents(this) : this);
    }
    get outerHTML() { return serializeNode(this, false); }
    set outerHTML(markup) {
      const parent = N(this).parent;
      if (parent === null) return;
      if (N(parent).type === DOCUMENT_NODE) {
        throw new DOMException("Failed to set the 'outerHTML' property on 'Element': This element's parent is of type '#document', which is not an element node.", 'NoModificationAllowedError');
      }
      const frag = parseFragment(N(parent).type === ELEMENT_NODE ? parent : createElementInternal(N(this).doc, 'body'), markup === null ? '' : String(markup));
      replaceChildNode(this, frag, parent);
    }
    insertAdjacentHTML(position, text) {
      requireArgs("Failed to execute 'insertAdjacentHTML' on 'Element'", 2, arguments);
      const where = String(position).toLowerCase();
      let context;
      if (where === 'beforebegin' || where === 'afterend') {
        context = N(this).parent;
        if (context === null || N(context).type === DOCUMENT_NODE) {
          throw new DOMException("Failed to execute 'insertAdjacentHTML' on 'Element': The element has no parent.", 'NoModificationAllowedError');
        }
      } else if (where === 'afterbegin' || where === 'beforeend') {
        context = this;
      } else {
        throw new DOMException(`Failed to execute 'insertAdjacentHTML' on 'Element': The value provided ('${position}') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.`, 'SyntaxError');
      }
      const frag = parseFragment(context, String(text));
      insertAdjacent(this, where, frag, 'insertAdjacentHTML');
    }
    insertAdjacentElement(where, element) {
      requireArgs("Failed to execute 'insertAdjacentElement' on 'Element'", 2, arguments);
      if (!isNode(element) || !isElement(element)) {
        throw new TypeError("Failed to execute 'insertAdjacentElement' on 'Element': parameter 2 is not of type 'Element'.");
      }
      return insertAdjacent(this, String(where).toLowerCase(), element, 'insertAdjacentElement', where);
    }
    insertAdjacentText(where, data) {
      requireArgs("Failed to execute 'insertAdjacentText' on 'Element'", 2, arguments);
      insertAdjacent(this, String(where).toLowerCase(), createText(N(this).doc, String(data)), 'insertAdjacentText', where);
    }
  }
  mixin(Element, ParentNodeMixin);
  mixin(Element, ChildNodeMixin);
  finishInterface(Element, 'Element');

  function matchSelectors(el, list, scope) { return selectors.matchesList(list, el, selectorAdapter, scope); }

  // DOM "insert adjacent".
  function insertAdjacent(el, where, node, method, raw) {
    const parent = N(el).parent;
    switch (where) {
      case 'beforebegin':
        if (parent === null) return null;
        return preInsert(node, parent, el, method, 'Element');
      case 'afterbegin': return preInsert(node, el, N(el).children[0] || null, method, 'Element');
      case 'beforeend': return preInsert(node, el, null, method, 'Element');
      case 'afterend':
        if (parent === null) return null;
        return preInsert(node, parent, nextSiblingOf(el), method, 'Element');
      default:
        throw new DOMException(`Failed to execute '${method}' on 'Element': The value provided ('${raw}') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.`, 'SyntaxError');
    }
  }

  function elementsByTagName(root, name) {
    const lower = name.toLowerCase();
    return liveHTMLCollection(() => descendantElements(root).filter((el) => name === '*'
      || (isHtmlInHtml(el) ? qualifiedName(N(el)) === lower : qualifiedName(N(el)) === name)));
  }
  function elementsByClassName(root, names) {
    const wanted = orderedSet(names);
    return liveHTMLCollection(() => (wanted.length === 0 ? [] : descendantElements(root).filter((el) => {
      const cls = getAttr(el, 'class');
      if (cls === null) return false;
      const have = orderedSet(cls);
      return wanted.every((w) => have.includes(w));
    })));
  }

  // ---------------------------------------------------------- HTMLElement
  const reflectString = (name) => ({
    get() { return getAttr(this, name) ?? ''; },
    set(v) { setAttr(this, name, String(v)); },
  });
  const reflectBoolean = (name) => ({
    get() { return getAttr(this, name) !== null; },
    set(v) { if (v) setAttr(this, name, ''); else removeAttr(this, name); },
  });

  // [HTMLConstructor]: only a defined custom element's constructor gets past it.
  function htmlConstructor(newTarget, name) {
    if (ce === null) throw illegalConstructor(name);
    return ce.htmlConstructor(newTarget, name);
  }
  class HTMLElement extends Element {
    constructor() { return htmlConstructor(new.target, 'HTMLElement'); }
    get title() { return getAttr(this, 'title') ?? ''; }
    set title(v) { setAttr(this, 'title', String(v)); }
    get lang() { return getAttr(this, 'lang') ?? ''; }
    set lang(v) { setAttr(this, 'lang', String(v)); }
    get dir() { return getAttr(this, 'dir') ?? ''; }
    set dir(v) { setAttr(this, 'dir', String(v)); }
    get hidden() { return getAttr(this, 'hidden') !== null; }
    set hidden(v) { if (v) setAttr(this, 'hidden', ''); else removeAttr(this, 'hidden'); }
    get tabIndex() {
      const v = parseInteger(getAttr(this, 'tabindex'));
      if (v !== null) return v;
      return TABINDEX_ZERO.has(N(this).localName) ? 0 : -1;
    }
    set tabIndex(v) { setAttr(this, 'tabindex', String(v | 0)); }
    get dataset() {
      const r = N(this);
      if (!r.dataset) r.dataset = dataset(this);
      return r.dataset;
    }
    get style() { return styleOf(this); }
    set style(v) { styleOf(this).cssText = v; }
    get innerText() { return innerTextOf(this); }
    set innerText(v) { setInnerText(this, v === null ? '' : String(v)); }
    // HTML "click()": a synthetic, untrusted pointer event named click.
    click() {
      const r = N(this);
      if (FORM_CONTROLS.has(r.localName) && formsApi !== null && formsApi.isActuallyDisabled(this)) return;
      if (r.clickInProgress) return;
      r.clickInProgress = true;
      try {
        E.dispatchUntrusted(this, new E.PointerEvent('click', {
          bubbles: true, cancelable: true, composed: true, view: global, detail: 0,
          pointerId: -1, pointerType: '', isPrimary: false, width: 1, height: 1,
        }));
      } finally {
        r.clickInProgress = false;
      }
    }
    focus() {
      if (!isFocusable(this) || focused === this) return;
      focusElement(this, false);
    }
    blur() {
      if (focused !== this) return;
      focused = null;
      fireFocusEvents(this, null, 'blur', 'focusout', false);
    }
  }
  E.defineEventHandlers(HTMLElement.prototype, E.GLOBAL_HANDLERS);
  finishInterface(HTMLElement, 'HTMLElement');

  // CSSOM View geometry and getComputedStyle over the layout model (layout/layout.js,
  // loaded on first use).
  let layoutModule = null;
  let layoutWindowApi = null;
  function layoutApi() {
    if (layoutModule === null) {
      layoutModule = require('./layout/layout.js').create({
        N, getAttr, global, finishInterface, isConnected, illegalConstructor,
        documentElement: () => (mainDocument === null ? null : documentElementOf(mainDocument)),
        inlineDecls: (el) => { const t = getAttr(el, 'style'); return t === null ? [] : parseDeclarations(t, true); },
        version: () => treeVersion,
        changed: () => { if (host.layoutChanged) host.layoutChanged(); },
      });
      if (host.layoutLoaded) host.layoutLoaded(layoutModule);
    }
    return layoutModule;
  }
  {
    const geometry = (proto, names, setters) => {
      for (const name of names) {
        const d = name === 'getBoundingClientRect'
          ? { value: function getBoundingClientRect() { N(this); return layoutApi().members.getBoundingClientRect(this); }, writable: true }
          : { get: { [name]() { N(this); return layoutApi().members[name](this); } }[name] };
        if (setters && setters[name]) d.set = setters[name];
        Object.defineProperty(proto, name, Object.assign(d, { enumerable: true, configurable: true }));
      }
    };
    const scrollSetter = (which) => function (v) { N(this); layoutApi().members.setScroll(this, which, v); };
    geometry(Element.prototype, ['getBoundingClientRect', 'clientTop', 'clientLeft', 'clientWidth', 'clientHeight',
      'scrollTop', 'scrollLeft', 'scrollWidth', 'scrollHeight'], { scrollTop: scrollSetter('top'), scrollLeft: scrollSetter('left') });
    geometry(HTMLElement.prototype, ['offsetParent', 'offsetTop', 'offsetLeft', 'offsetWidth', 'offsetHeight']);
  }

  function parseInteger(v) {
    if (v === null) return null;
    const m = /^[ \t\n\f\r]*([+-]?\d+)/.exec(v);
    return m ? parseInt(m[1], 10) : null;
  }

  // The element interfaces (HTMLDivElement, …), created on first use: each
  // class costs start-up time and most pages touch a handful.
  // The form elements' members are in dom/forms.js (FORM_INTERFACES).
  const FORM_INTERFACES = new Set(['HTMLFormElement', 'HTMLInputElement', 'HTMLButtonElement',
    'HTMLSelectElement', 'HTMLTextAreaElement', 'HTMLOptionElement', 'HTMLOptGroupElement',
    'HTMLLabelElement', 'HTMLFieldSetElement', 'HTMLOutputElement', 'HTMLObjectElement']);
  const ELEMENT_MEMBERS = {
    HTMLAnchorElement: () => ({ target: reflectString('target'), rel: reflectString('rel'), ...hyperlinkMembers() }),
    HTMLAreaElement: () => ({ target: reflectString('target'), rel: reflectString('rel'), ...hyperlinkMembers() }),
    HTMLImageElement: () => ({ alt: reflectString('alt') }),
    HTMLBodyElement: () => E.windowReflectingHandlers(),
    HTMLFrameSetElement: () => E.windowReflectingHandlers(),
    HTMLTemplateElement: () => ({ content: { get() { return templateContents(this); } } }),
  };
  // HTML "HTMLHyperlinkElementUtils" (a, area): the href attribute parsed against the
  // document's URL by the shared URL parser (host.urls()); a setter changes the URL and
  // writes it back to the attribute.
  function hyperlinkMembers() {
    const U = () => host.urls();
    const urlOf = (el) => {
      const v = getAttr(el, 'href');
      return v === null ? null : U().parseURL(U().toUSV(v), U().parseURL(documentURL(), null));
    };
    const part = (read) => ({
      get() { const u = urlOf(this); return u === null ? (read === protocolOf ? ':' : '') : read(u); },
    });
    const protocolOf = (u) => `${u.scheme}:`;
    const hostOf = (u) => (u.host === null ? '' : u.port === null ? u.host : `${u.host}:${u.port}`);
    const pathOf = (u) => (typeof u.path === 'string' ? u.path : u.path.map((s) => `/${s}`).join(''));
    const change = (fn) => function (v) {
      const u = urlOf(this);
      if (u === null) return;
      if (fn(u, U().toUSV(v), U()) === false) return;
      setAttr(this, 'href', U().serialize(u));
    };
    const members = {
      href: {
        get() {
          const v = getAttr(this, 'href');
          if (v === null) return '';
          const u = urlOf(this);
          return u === null ? v : U().serialize(u);
        },
        set(v) { setAttr(this, 'href', String(v)); },
      },
      origin: part((u) => U().originOf(u)),
      protocol: { ...part(protocolOf), set: change((u, v, L) => { L.setProtocol(u, v); }) },
      username: { ...part((u) => u.username), set: change((u, v, L) => (L.noCredentials(u) ? false : void (u.username = L.percentEncode(v, L.USERINFO_SET)))) },
      password: { ...part((u) => u.password), set: change((u, v, L) => (L.noCredentials(u) ? false : void (u.password = L.percentEncode(v, L.USERINFO_SET)))) },
      host: { ...part(hostOf), set: change((u, v, L) => L.setHost(u, v, false)) },
      hostname: { ...part((u) => u.host || ''), set: change((u, v, L) => L.setHost(u, v, true)) },
      port: {
        ...part((u) => (u.port === null ? '' : String(u.port))),
        set: change((u, v, L) => {
          if (L.noCredentials(u)) return false;
          const s = L.stripTabs(v);
          if (s === '') u.port = null; else if (/^[0-9]/.test(s)) L.setPortDigits(u, s); else return false;
        }),
      },
      pathname: { ...part(pathOf), set: change((u, v, L) => { L.setPathname(u, v); }) },
      search: {
        ...part((u) => (u.query ? `?${u.query}` : '')),
        set: change((u, v, L) => {
          const input = L.stripTabs(v[0] === '?' ? v.slice(1) : v);
          u.query = v === '' ? null : L.percentEncode(input, L.isSpecial(u.scheme) ? L.SPECIAL_QUERY_SET : L.QUERY_SET);
        }),
      },
      hash: {
        ...part((u) => (u.fragment ? `#${u.fragment}` : '')),
        set: change((u, v, L) => {
          u.fragment = v === '' ? null : L.percentEncode(L.stripTabs(v[0] === '#' ? v.slice(1) : v), L.FRAGMENT_SET);
        }),
      },
      toString: { value: function toString() { return this.href; }, writable: true, configurable: true },
    };
    return members;
  }
  const elementInterfaces = { HTMLElement };
  function elementInterface(name) {
    let C = elementInterfaces[name];
    if (C === undefined) {
      C = ({ [name]: class extends HTMLElement { constructor() { return htmlConstructor(new.target, name); } } })[name];
      if (ELEMENT_MEMBERS[name]) defineMembers(C.prototype, ELEMENT_MEMBERS[name]());
      else if (FORM_INTERFACES.has(name)) defineMembers(C.prototype, forms().members[name]());
      finishInterface(C, name);
      if (ce !== null) ce.wrapInterface(C);
      elementInterfaces[name] = C;
    }
    return C;
  }
  const ELEMENT_INTERFACE_NAMES = Array.from(new Set(Object.values(ELEMENT_INTERFACES).concat('HTMLUnknownElement')));

  // ------------------------------------------------ activation behavior
  // HTML "activation behavior" of the elements a click acts on (checkboxes,
  // radio buttons, submit and reset buttons, labels): dom/forms.js.
  const ACTIVATABLE = new Set(['input', 'button', 'label']);
  function activationBehavior(target) {
    const r = target !== null && typeof target === 'object' ? target[kNode] : undefined;
    if (r === undefined || r.type !== ELEMENT_NODE || !ACTIVATABLE.has(r.localName)) return null;
    return forms().activationBehavior(target);
  }

  // HTML "template contents": a DocumentFragment owned by the template element.
  // The contents' node document is the "appropriate template contents owner document":
  // an inert HTML document (no browsing context) kept per document, made when needed.
  function templateContents(el) {
    const r = N(el);
    if (!r.content) r.content = createFragment(inertDocument(r.doc));
    return r.content;
  }
  function inertDocument(doc) {
    const d = N(doc);
    if (d.inert === true) return doc;
    if (!d.inertDocument) {
      d.inertDocument = newNode(HTMLDocument.prototype, DOCUMENT_NODE, null,
        { readyState: 'complete', contentType: 'text/html', url: 'about:blank', inert: true });
    }
    return d.inertDocument;
  }

  // ------------------------------------------------------ DocumentFragment
  class DocumentFragment extends Node {
    constructor() { return createFragment(mainDocument, new.target.prototype); }
    getElementById(id) {
      requireArgs("Failed to execute 'getElementById' on 'DocumentFragment'", 1, arguments);
      id = String(id);
      return descendantElements(this).find((el) => getAttr(el, 'id') === id) || null;
    }
  }
  mixin(DocumentFragment, ParentNodeMixin);
  finishInterface(DocumentFragment, 'DocumentFragment');

  // ------------------------------------------------------------ Document
  function docRecord(doc) {
    const r = N(doc);
    if (r.type !== DOCUMENT_NODE) throw new TypeError('Illegal invocation');
    return r;
  }
  class Document extends Node {
    constructor() {
      return newNode(new.target.prototype, DOCUMENT_NODE, null, { readyState: 'complete', xml: true, contentType: 'application/xml', url: 'about:blank' });
    }
    get implementation() { docRecord(this); return impl().implementationOf(this); }
    get location() { docRecord(this); return this === mainDocument ? global.location : null; }
    get doctype() { return docRecord(this).children.find((c) => N(c).type === DOCUMENT_TYPE_NODE) || null; }
    get documentElement() { docRecord(this); return documentElementOf(this); }
    get forms() { docRecord(this); return forms().documentForms(this); }
    get head() { docRecord(this); return headOf(this); }
    get body() { docRecord(this); return bodyOf(this); }
    get readyState() { return docRecord(this).readyState; }
    get defaultView() { return this === mainDocument ? global : null; }
    get URL() { const r = docRecord(this); return r.url === undefined ? documentURL() : r.url; }
    get documentURI() { const r = docRecord(this); return r.url === undefined ? documentURL() : r.url; }
    get compatMode() { docRecord(this); return 'CSS1Compat'; }
    get contentType() { const r = docRecord(this); return r.contentType !== undefined ? r.contentType : this === mainDocument ? 'text/html' : 'application/xml'; }
    get hidden() { docRecord(this); return false; }
    get visibilityState() { docRecord(this); return 'visible'; }
    get activeElement() {
      docRecord(this);
      if (this !== mainDocument) return null;
      return focused !== null && isConnected(focused) ? focused : bodyOf(this);
    }
    hasFocus() { docRecord(this); return this === mainDocument; }
    get title() {
      // HTML "document.title": the first <title>, whitespace stripped and collapsed.
      const t = descendantElements(this).find((el) => N(el).localName === 'title');
      return t ? descendantText(t).replace(/[ \t\n\f\r]+/g, ' ').replace(/^ | $/g, '') : '';
    }
    set title(v) {
      let t = descendantElements(this).find((el) => N(el).localName === 'title');
      if (!t) {
        const head = headOf(this);
        if (head === null) return;
        t = createElementInternal(this, 'title');
        preInsert(t, head, null, 'appendChild', 'Node');
      }
      t.textContent = String(v);
    }
    getElementById(id) {
      requireArgs("Failed to execute 'getElementById' on 'Document'", 1, arguments);
      id = String(id);
      return descendantElements(this).find((el) => getAttr(el, 'id') === id) || null;
    }
    getElementsByTagName(name) {
      requireArgs("Failed to execute 'getElementsByTagName' on 'Document'", 1, arguments);
      return elementsByTagName(this, String(name));
    }
    getElementsByClassName(names) {
      requireArgs("Failed to execute 'getElementsByClassName' on 'Document'", 1, arguments);
      return elementsByClassName(this, String(names));
    }
    createElement(localName, options = undefined) {
      requireArgs("Failed to execute 'createElement' on 'Document'", 1, arguments);
      localName = String(localName);
      // ElementCreationOptions' is (a string argument is ignored).
      const is = options !== null && typeof options === 'object' && options.is !== undefined ? String(options.is) : null;
      if (!validElementName(localName)) {
        throw new DOMException(`Failed to execute 'createElement' on 'Document': The tag name provided ('${localName}') is not a valid name.`, 'InvalidCharacterError');
      }
      if (docRecord(this).xml === true) return impl().createElementXML(this, localName);
      if (ce !== null) return ce.createElement(this, localName.toLowerCase(), is);
      const el = createElementInternal(this, localName.toLowerCase());
      if (is !== null) N(el).ceIs = is;
      return el;
    }
    createTextNode(data) {
      requireArgs("Failed to execute 'createTextNode' on 'Document'", 1, arguments);
      return createText(this, String(data));
    }
    createComment(data) {
      requireArgs("Failed to execute 'createComment' on 'Document'", 1, arguments);
      return createComment(this, String(data));
    }
    createDocumentFragment() { return createFragment(docRecord(this).self); }
    createRange() { return ranges().createRange(docRecord(this).self); }
    createEvent(name) {
      requireArgs("Failed to execute 'createEvent' on 'Document'", 1, arguments);
      return E.createEvent(name);
    }
    importNode(node, deep = false) {
      requireArgs("Failed to execute 'importNode' on 'Document'", 1, arguments);
      argNode(node, 'importNode', 'Document', 1);
      if (N(node).type === DOCUMENT_NODE) {
        throw new DOMException("Failed to execute 'importNode' on 'Document': The node provided is a document, which may not be imported.", 'NotSupportedError');
      }
      return cloneNode(node, !!deep, this);
    }
    adoptNode(node) {
      requireArgs("Failed to execute 'adoptNode' on 'Document'", 1, arguments);
      argNode(node, 'adoptNode', 'Document', 1);
      if (N(node).type === DOCUMENT_NODE) {
        throw new DOMException("Failed to execute 'adoptNode' on 'Document': The node provided is a document, which may not be adopted.", 'NotSupportedError');
      }
      if (N(node).parent !== null) removeNode(node, false);
      adopt(node, this);
      return node;
    }
  }
  mixin(Document, ParentNodeMixin);
  // The namespace members (dom/implementation.js), loading it on first call.
  {
    const ARITY = { lookupPrefix: 1, lookupNamespaceURI: 1, isDefaultNamespace: 1, getAttributeNS: 2,
      setAttributeNS: 3, removeAttributeNS: 2, hasAttributeNS: 2, getAttributeNodeNS: 2,
      getElementsByTagNameNS: 2, createElementNS: 2, createAttribute: 1, createAttributeNS: 2,
      createProcessingInstruction: 2 };
    const forward = (proto, group, names) => {
      const members = {};
      for (const name of names) {
        const fn = { [name](...args) { return impl()[group][name].apply(this, args); } }[name];
        Object.defineProperty(fn, 'length', { value: ARITY[name] });
        members[name] = { value: fn, writable: true };
      }
      defineMembers(proto, members);
    };
    forward(Node.prototype, 'nodeMembers', ['lookupPrefix', 'lookupNamespaceURI', 'isDefaultNamespace']);
    forward(Element.prototype, 'elementMembers', ['getAttributeNS', 'setAttributeNS', 'removeAttributeNS',
      'hasAttributeNS', 'getAttributeNodeNS', 'getElementsByTagNameNS']);
    forward(Document.prototype, 'documentMembers', ['getElementsByTagNameNS', 'createElementNS',
      'createAttribute', 'createAttributeNS', 'createProcessingInstruction']);
  }
  E.defineEventHandlers(Document.prototype, E.GLOBAL_HANDLERS, E.DOCUMENT_HANDLERS);
  finishInterface(Document, 'Document');
  class HTMLDocument extends Document {
  }
  finishInterface(HTMLDocument, 'HTMLDocument');

  function documentURL() {
    const loc = global.location;
    return loc && loc.href !== undefined ? String(loc.href) : 'about:blank';
  }

  // -------------------------------------------------------------- focus
  // HTML "focusable area" for the elements modelled here.
  function defaultFocusable(el) {
    const r = N(el);
    switch (r.localName) {
      case 'button': case 'select': case 'textarea': case 'iframe': case 'summary': return true;
      case 'input': return (getAttr(el, 'type') || '').toLowerCase() !== 'hidden';
      case 'a': case 'area': return getAttr(el, 'href') !== null;
      default: return false;
    }
  }
  // The tabIndex default (HTML §6.6.3): 0 for these even when not focusable.
  const TABINDEX_ZERO = new Set(['a', 'area', 'button', 'frame', 'iframe', 'input', 'object', 'select', 'textarea', 'summary']);
  function isFocusable(el) {
    if (!isConnected(el) || !isElement(el)) return false;
    if (FORM_CONTROLS.has(N(el).localName) && formsApi !== null && formsApi.isActuallyDisabled(el)) return false;
    for (let n = el; n !== null && isElement(n); n = N(n).parent) {
      if (getAttr(n, 'hidden') !== null) return false;
    }
    const ce = getAttr(el, 'contenteditable');
    return defaultFocusable(el) || parseInteger(getAttr(el, 'tabindex')) !== null
      || (ce !== null && ce.toLowerCase() !== 'false');
  }
  function fireFocusEvents(target, relatedTarget, type, typeIn, fromHost) {
    for (const [t, bubbles] of [[type, false], [typeIn, true]]) {
      const event = new E.FocusEvent(t, { bubbles, cancelable: false, composed: true, view: global, detail: 0, relatedTarget });
      if (fromHost) E.dispatchFromHost(target, event);
      else E.dispatchTrustedNested(target, event);
    }
  }
  // HTML "focusing steps" / "focus update steps": blur and focusout on the old
  // element (with the new one as relatedTarget), then focus and focusin.
  function focusElement(el, fromHost) {
    const old = focused;
    if (old !== null) {
      focused = null;
      fireFocusEvents(old, el, 'blur', 'focusout', fromHost);
    }
    focused = el;
    fireFocusEvents(el, old, 'focus', 'focusin', fromHost);
  }

  // --------------------------------------------------- innerText (approx.)
  // HTML "the innerText getter steps" with the UA stylesheet's display values;
  // author CSS is only seen through inline `display: none` and [hidden].
  const BLOCKS_2 = new Set(['p']);
  const BLOCKS_1 = new Set(['address', 'article', 'aside', 'blockquote', 'body', 'center', 'dd',
    'details', 'dialog', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer',
    'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'html', 'legend', 'li',
    'listing', 'main', 'menu', 'nav', 'ol', 'pre', 'search', 'section', 'summary', 'table',
    'tr', 'ul', 'xmp', 'caption', 'thead', 'tbody', 'tfoot', 'option', 'optgroup']);
  const NOT_RENDERED = new Set(['head', 'script', 'style', 'template', 'title', 'meta', 'link',
    'base', 'noscript', 'datalist', 'param', 'area', 'map', 'source', 'track', 'dialog']);
  function isDisplayNone(el) {
    const r = N(el);
    if (NOT_RENDERED.has(r.localName) || getAttr(el, 'hidden') !== null) return true;
    return /(?:^|;)\s*display\s*:\s*none\b/i.test(getAttr(el, 'style') || '');
  }
  function innerTextOf(el) {
    if (!isConnected(el) || isDisplayNone(el)) return descendantText(el);
    const items = [];
    const collect = (node, pre) => {
      const r = N(node);
      if (r.type === TEXT_NODE) { items.push(pre ? { pre: r.data } : r.data.replace(/[ \t\n\f\r]+/g, ' ')); return; }
      if (r.type !== ELEMENT_NODE || isDisplayNone(node)) return;
      if (r.localName === 'br') { items.push('\n'); return; }
      const lines = BLOCKS_2.has(r.localName) ? 2 : BLOCKS_1.has(r.localName) ? 1 : 0;
      if (lines) items.push(lines);
      const isPre = pre || r.localName === 'pre' || r.localName === 'textarea' || r.localName === 'listing';
      r.children.forEach((c, i) => {
        collect(c, isPre);
        if (r.localName === 'tr' && i < r.children.length - 1 && isElement(c)) items.push('\t');
      });
      if (lines) items.push(lines);
    };
    for (const c of N(el).children) collect(c, N(el).localName === 'pre');
    // Collapse spaces at line starts/ends and between items, then required line breaks.
    // Preformatted text ({pre}) keeps its white space.
    let out = '';
    let pendingBreak = 0;
    let started = false;
    let lastPre = false;
    for (const item of items) {
      if (typeof item === 'number') { if (started) pendingBreak = Math.max(pendingBreak, item); continue; }
      const pre = typeof item === 'object';
      let text = pre ? item.pre : item;
      if (!pre && (pendingBreak > 0 || !started || out.endsWith('\n') || (out.endsWith(' ') && !lastPre))) text = text.replace(/^ /, '');
      if (text === '') continue;
      if (pendingBreak > 0) {
        if (!lastPre) out = out.replace(/ $/, '');
        out += '\n'.repeat(pendingBreak);
        pendingBreak = 0;
      }
      out += text;
      started = true;
      lastPre = pre;
    }
    return lastPre ? out : out.replace(/ $/, '');
  }
  // HTML "the innerText setter steps": text with <br> for line breaks.
  function setInnerText(el, value) {
    const doc = N(el).doc;
    const frag = createFragment(doc);
    const parts = value.split(/\r\n|\r|\n/);
    parts.forEach((part, i) => {
      if (part !== '') appendRaw(frag, createText(doc, part));
      if (i < parts.length - 1) appendRaw(frag, createElementInternal(doc, 'br'));
    });
    replaceAll(N(frag).children.length === 0 ? null : frag, el);
  }

  // ------------------------------------------------- CSSStyleDeclaration
  // el.style: declarations parsed from the style attribute (re-read when the
  // attribute text changes) and written back as Chromium serializes them
  // ("color: red; margin-top: 4px;"). Values are normalized only as far as the
  // common cases go: lowercase keywords, hex and rgb() colours to rgb(), 0 -> 0px.
  const CSS_PROPERTIES = ('accent-color align-content align-items align-self all animation '
    + 'animation-delay animation-direction animation-duration animation-fill-mode '
    + 'animation-iteration-count animation-name animation-play-state animation-timing-function '
    + 'appearance aspect-ratio backdrop-filter backface-visibility background '
    + 'background-attachment background-blend-mode background-clip background-color '
    + 'background-image background-origin background-position background-repeat background-size '
    + 'block-size border border-block border-bottom border-bottom-color border-bottom-left-radius '
    + 'border-bottom-right-radius border-bottom-style border-bottom-width border-collapse '
    + 'border-color border-image border-inline border-left border-left-color border-left-style '
    + 'border-left-width border-radius border-right border-right-color border-right-style '
    + 'border-right-width border-spacing border-style border-top border-top-color '
    + 'border-top-left-radius border-top-right-radius border-top-style border-top-width '
    + 'border-width bottom box-shadow box-sizing caption-side caret-color clear clip clip-path '
    + 'color column-count column-gap column-rule column-width columns contain content '
    + 'content-visibility counter-increment counter-reset cursor direction display empty-cells '
    + 'fill filter flex flex-basis flex-direction flex-flow flex-grow flex-shrink flex-wrap float '
    + 'font font-family font-size font-stretch font-style font-variant font-weight gap grid '
    + 'grid-area grid-auto-columns grid-auto-flow grid-auto-rows grid-column grid-column-end '
    + 'grid-column-start grid-row grid-row-end grid-row-start grid-template grid-template-areas '
    + 'grid-template-columns grid-template-rows height inline-size inset isolation '
    + 'justify-content justify-items justify-self left letter-spacing line-height list-style '
    + 'list-style-image list-style-position list-style-type margin margin-bottom margin-left '
    + 'margin-right margin-top max-height max-width min-height min-width mix-blend-mode '
    + 'object-fit object-position opacity order outline outline-color outline-offset '
    + 'outline-style outline-width overflow overflow-wrap overflow-x overflow-y padding '
    + 'padding-bottom padding-left padding-right padding-top perspective place-content '
    + 'place-items pointer-events position quotes resize right rotate row-gap scale '
    + 'scroll-behavior stroke stroke-width tab-size table-layout text-align text-decoration '
    + 'text-decoration-color text-decoration-line text-decoration-style text-indent '
    + 'text-overflow text-shadow text-transform top touch-action transform transform-origin '
    + 'transition transition-delay transition-duration transition-property '
    + 'transition-timing-function translate unicode-bidi user-select vertical-align visibility '
    + 'white-space width will-change word-break word-spacing word-wrap writing-mode z-index zoom').split(' ');
  const KNOWN_PROPERTIES = new Set(CSS_PROPERTIES);
  // Lengths: a bare 0 becomes 0px, another bare number is invalid (standards mode).
  const LENGTH_PROPERTIES = new Set(('width height min-width min-height max-width max-height top '
    + 'right bottom left margin-top margin-right margin-bottom margin-left padding-top '
    + 'padding-right padding-bottom padding-left border-width border-top-width border-right-width '
    + 'border-bottom-width border-left-width border-radius font-size letter-spacing word-spacing '
    + 'text-indent outline-width outline-offset gap row-gap column-gap flex-basis inset '
    + 'block-size inline-size column-width perspective').split(' '));
  const COLOR_PROPERTIES = new Set(['color', 'background-color', 'border-color', 'border-top-color',
    'border-right-color', 'border-bottom-color', 'border-left-color', 'outline-color', 'caret-color',
    'text-decoration-color', 'accent-color']);
  const NAMED_COLORS = new Set(('aliceblue antiquewhite aqua aquamarine azure beige bisque black '
    + 'blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral '
    + 'cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen '
    + 'darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon '
    + 'darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink '
    + 'deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro '
    + 'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo '
    + 'ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan '
    + 'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen '
    + 'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen '
    + 'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen '
    + 'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream '
    + 'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid '
    + 'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum '
    + 'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown '
    + 'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen '
    + 'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow '
    + 'yellowgreen transparent currentcolor inherit initial unset revert revert-layer').split(' '));
  // Four-side shorthands that Chromium expands into longhands and re-joins on output.
  const BOX_SHORTHANDS = {
    margin: ['margin-top', 'margin-right', 'margin-bottom', 'margin-left'],
    padding: ['padding-top', 'padding-right', 'padding-bottom', 'padding-left'],
  };
  const kebabToCamel = (name) => (name === 'float' ? 'cssFloat' : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase()));

  // Lowercase keywords and units outside strings and url() (function names keep
  // their case: translateX); quote url() arguments; one space between tokens;
  // ", " in lists.
  function normalizeCss(v) {
    let out = '';
    for (const part of v.split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|url\([^)]*\))/i)) {
      if (/^url\(/i.test(part)) {
        const arg = part.slice(4, -1).trim();
        out += /^["']/.test(arg) ? `url(${arg})` : `url("${arg}")`;
      } else if (/^["']/.test(part)) {
        out += part;
      } else {
        out += part.replace(/[A-Za-z_-][\w-]*(?!\w|-|\()/g, (w) => w.toLowerCase())
          .replace(/\b(rgba?|hsla?)\(/gi, (w) => w.toLowerCase());
      }
    }
    return out.replace(/\s+/g, ' ').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').replace(/\s*,\s*/g, ', ');
  }
  // CSS Color 4 "hsl to rgb", rounded as Chromium serializes it.
  function hslToRgb(h, sat, light) {
    h = (((h % 360) + 360) % 360) / 30;
    const a = sat * Math.min(light, 1 - light);
    const f = (n) => {
      const k = (n + h) % 12;
      return Math.round(255 * (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
    };
    return [f(0), f(8), f(4)];
  }
  function hexToRgb(hex) {
    let h = hex;
    if (h.length === 3 || h.length === 4) h = h.split('').map((c) => c + c).join('');
    const n = [0, 2, 4, 6].slice(0, h.length / 2).map((i) => parseInt(h.slice(i, i + 2), 16));
    if (n.length === 4 && n[3] !== 255) {
      const a = Math.round((n[3] / 255) * 1000) / 1000;
      return `rgba(${n[0]}, ${n[1]}, ${n[2]}, ${a})`;
    }
    return `rgb(${n[0]}, ${n[1]}, ${n[2]})`;
  }
  function normalizeColors(v) {
    v = v.replace(/#([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/g, (_, h) => hexToRgb(h));
    v = v.replace(/hsla?\(([^)]*)\)/g, (m, args) => {
      const p = args.split(/\s*[,/]\s*|\s+/).filter(Boolean);
      const hsl = /^(-?[\d.]+)(deg)?$/.exec(p[0] || '');
      if (!hsl || p.length < 3 || p.length > 4 || !/%$/.test(p[1]) || !/%$/.test(p[2])) return m;
      const rgb = hslToRgb(Number(hsl[1]), parseFloat(p[1]) / 100, parseFloat(p[2]) / 100);
      return p.length === 4 ? `rgba(${rgb.join(', ')}, ${p[3]})` : `rgb(${rgb.join(', ')})`;
    });
    return v.replace(/rgba?\(([^)]*)\)/g, (m, args) => {
      const parts = args.split(/\s*[,/]\s*|\s+/).filter(Boolean);
      if (parts.length < 3 || parts.length > 4) return m;
      if (parts.length === 4 && Number(parts[3]) !== 1) return `rgba(${parts.join(', ')})`;
      return `rgb(${parts.slice(0, 3).join(', ')})`;
    });
  }
  const NON_NEGATIVE = new Set(['width', 'height', 'min-width', 'min-height', 'max-width', 'max-height',
    'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'padding', 'font-size']);
  // A declaration value, normalized, or null when Chromium would reject it.
  function normalizeValue(prop, raw) {
    let v = String(raw).trim();
    if (prop.startsWith('--')) return v;
    if (v === '' || v.includes('!')) return null;
    if (NON_NEGATIVE.has(prop) && /(^|\s)-\d/.test(v)) return null;
    // The flex shorthand's one-number form expands to <grow> 1 0%.
    if (prop === 'flex' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(v)) return `${Number(v)} 1 0%`;
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(v)) {
      if (LENGTH_PROPERTIES.has(prop) || BOX_SHORTHANDS[prop]) return Number(v) === 0 ? '0px' : null;
      if (COLOR_PROPERTIES.has(prop)) return null;
      return String(Number(v));
    }
    v = normalizeColors(normalizeCss(v));
    if (COLOR_PROPERTIES.has(prop) && !NAMED_COLORS.has(v) && !/^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|var|color-mix)\(.*\)$/.test(v)) return null;
    return v;
  }
  function expandBox(prop, value) {
    const parts = value.split(' ');
    if (parts.length > 4) return null;
    if (parts.some((p) => /^[+-]?(\d+\.?\d*|\.\d+)$/.test(p) && Number(p) !== 0)) return null;
    const fix = (p) => (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(p) ? '0px' : p);
    const [t, r = t, b = t, l = r] = parts.map(fix);
    return BOX_SHORTHANDS[prop].map((name, i) => [name, [t, r, b, l][i]]);
  }
  function collapseBox(values) {
    const [t, r, b, l] = values;
    if (l !== r) return `${t} ${r} ${b} ${l}`;
    if (b !== t) return `${t} ${r} ${b}`;
    if (r !== t) return `${t} ${r}`;
    return t;
  }
  // [prop, value, important] entries for a declaration, or null when invalid.
  function declarationEntries(prop, value, important) {
    if (!prop.startsWith('--')) {
      prop = prop.toLowerCase();
      if (!KNOWN_PROPERTIES.has(prop)) return null;
    }
    const v = normalizeValue(prop, value);
    if (v === null) return null;
    if (BOX_SHORTHANDS[prop]) {
      const longhands = expandBox(prop, v);
      return longhands && longhands.map(([p, x]) => [p, x, important]);
    }
    return [[prop, v, important]];
  }
  function putEntries(decls, entries) {
    let changed = false;
    for (const e of entries) {
      const i = decls.findIndex((d) => d[0] === e[0]);
      if (i < 0) { decls.push(e); changed = true; } else if (decls[i][1] !== e[1] || decls[i][2] !== e[2]) { decls[i] = e; changed = true; }
    }
    return changed;
  }
  // CSS "parse a list of declarations" (declarations separated by ';'), then
  // Blink's CreateCSSPropertyValueSet: the last declaration of a property wins
  // (an !important one over later normal ones) and keeps its own position;
  // important declarations go after the others. For a style attribute with at
  // most two declarations Chromium keeps the source order (observed, not
  // explained; the cssText setter does not).
  function parseDeclarations(text, fromAttribute) {
    const parsed = [];
    for (const chunk of text.split(/;(?![^(]*\))(?=(?:[^"']|"[^"]*"|'[^']*')*$)/)) {
      const colon = chunk.indexOf(':');
      if (colon < 0) continue;
      const prop = chunk.slice(0, colon).trim();
      let value = chunk.slice(colon + 1).trim();
      const important = /!\s*important\s*$/i.test(value);
      if (important) value = value.replace(/!\s*important\s*$/i, '').trim();
      const entries = prop === '' ? null : declarationEntries(prop, value, important);
      if (entries) parsed.push(...entries);
    }
    const seen = new Set();
    const pick = (important) => {
      const out = [];
      for (let i = parsed.length - 1; i >= 0; i--) {
        const d = parsed[i];
        if (d[2] !== important || seen.has(d[0])) continue;
        seen.add(d[0]);
        out.unshift(d);
      }
      return out;
    };
    const decls = pick(true);
    const normal = pick(false);
    if (fromAttribute && parsed.length <= 2) return parsed.filter((d) => decls.includes(d) || normal.includes(d));
    return normal.concat(decls);
  }
  // CSSOM "serialize a CSS declaration block", joining complete box shorthands.
  function serializeDeclarations(decls) {
    const out = [];
    const done = new Set();
    for (const [prop, value, important] of decls) {
      if (done.has(prop)) continue;
      const sh = Object.keys(BOX_SHORTHANDS).find((k) => BOX_SHORTHANDS[k].includes(prop));
      if (sh) {
        const parts = BOX_SHORTHANDS[sh].map((p) => decls.find((d) => d[0] === p));
        if (parts.every((d) => d && d[2] === important)) {
          parts.forEach((d) => done.add(d[0]));
          out.push(`${sh}: ${collapseBox(parts.map((d) => d[1]))}${important ? ' !important' : ''};`);
          continue;
        }
      }
      out.push(`${prop}: ${value}${important ? ' !important' : ''};`);
    }
    return out.join(' ');
  }

  function styleRecord(decl) {
    const r = decl !== null && typeof decl === 'object' ? decl[kStyle] : undefined;
    if (r === undefined) throw new TypeError('Illegal invocation');
    return r;
  }
  function declsOf(r) {
    const text = getAttr(r.el, 'style');
    if (text !== r.source) {
      r.decls = text === null ? [] : parseDeclarations(text, true);
      r.source = text;
    }
    return r.decls;
  }
  // CSSOM "update style attribute for the CSS declaration block".
  function commitStyle(r, decls) {
    r.decls = decls;
    r.source = serializeDeclarations(decls);
    setAttr(r.el, 'style', r.source);
  }
  function propertyValue(decls, prop) {
    if (BOX_SHORTHANDS[prop]) {
      const parts = BOX_SHORTHANDS[prop].map((p) => decls.find((d) => d[0] === p));
      return parts.every((d) => d && d[2] === parts[0][2]) ? collapseBox(parts.map((d) => d[1])) : '';
    }
    const d = decls.find((x) => x[0] === prop);
    return d ? d[1] : '';
  }
  function setStyleProperty(decl, prop, value, priority) {
    const r = styleRecord(decl);
    if (value === '') { removeStyleProperty(decl, prop); return; }
    if (!prop.startsWith('--')) prop = prop.toLowerCase();
    const entries = declarationEntries(prop, value, priority === 'important');
    if (entries === null) return;
    const decls = declsOf(r).slice();
    if (putEntries(decls, entries)) commitStyle(r, decls);
  }
  function removeStyleProperty(decl, prop) {
    const r = styleRecord(decl);
    if (!prop.startsWith('--')) prop = prop.toLowerCase();
    const decls = declsOf(r);
    const old = propertyValue(decls, prop);
    const names = BOX_SHORTHANDS[prop] || [prop];
    const kept = decls.filter((d) => !names.includes(d[0]));
    if (kept.length !== decls.length) commitStyle(r, kept);
    return old;
  }

  class CSSStyleDeclaration {
    constructor() { throw illegalConstructor('CSSStyleDeclaration'); }
    get cssText() { return serializeDeclarations(declsOf(styleRecord(this))); }
    set cssText(v) { const r = styleRecord(this); commitStyle(r, parseDeclarations(v === null ? '' : String(v))); }
    get length() { return declsOf(styleRecord(this)).length; }
    get parentRule() { styleRecord(this); return null; }
    item(index) {
      requireArgs("Failed to execute 'item' on 'CSSStyleDeclaration'", 1, arguments);
      const d = declsOf(styleRecord(this))[index >>> 0];
      return d ? d[0] : '';
    }
    getPropertyValue(prop) {
      requireArgs("Failed to execute 'getPropertyValue' on 'CSSStyleDeclaration'", 1, arguments);
      prop = String(prop);
      return propertyValue(declsOf(styleRecord(this)), prop.startsWith('--') ? prop : prop.toLowerCase());
    }
    getPropertyPriority(prop) {
      requireArgs("Failed to execute 'getPropertyPriority' on 'CSSStyleDeclaration'", 1, arguments);
      const d = declsOf(styleRecord(this)).find((x) => x[0] === String(prop).toLowerCase() || x[0] === String(prop));
      return d && d[2] ? 'important' : '';
    }
    setProperty(prop, value, priority = '') {
      requireArgs("Failed to execute 'setProperty' on 'CSSStyleDeclaration'", 2, arguments);
      setStyleProperty(this, String(prop), value === null ? '' : String(value), String(priority).toLowerCase());
    }
    removeProperty(prop) {
      requireArgs("Failed to execute 'removeProperty' on 'CSSStyleDeclaration'", 1, arguments);
      return removeStyleProperty(this, String(prop));
    }
  }
  finishInterface(CSSStyleDeclaration, 'CSSStyleDeclaration');

  // Property names (camelCase and dashed) -> property, built on first use.
  let styleNames = null;
  function styleName(key) {
    if (styleNames === null) {
      styleNames = new Map();
      for (const prop of CSS_PROPERTIES) {
        styleNames.set(prop, prop);
        styleNames.set(kebabToCamel(prop), prop);
      }
    }
    return typeof key === 'string' ? styleNames.get(key) : undefined;
  }
  // Each style object is a Proxy: property names read and write declarations,
  // indices name them (style[0]); everything else is an ordinary property.
  const styleHandler = {
    get(t, k, receiver) {
      const prop = styleName(k);
      if (prop !== undefined) return propertyValue(declsOf(t[kStyle]), prop);
      if (isIndex(k)) { const d = declsOf(t[kStyle])[k]; return d ? d[0] : undefined; }
      return Reflect.get(t, k, receiver);
    },
    set(t, k, v, receiver) {
      const prop = styleName(k);
      if (prop === undefined) return Reflect.set(t, k, v, receiver);
      withCEReactions(() => setStyleProperty(t, prop, v === null ? '' : String(v), ''));
      return true;
    },
    has(t, k) { return styleName(k) !== undefined || Reflect.has(t, k); },
  };

  function styleOf(el) {
    const r = N(el);
    if (!r.style) {
      const target = Object.create(CSSStyleDeclaration.prototype);
      Object.defineProperty(target, kStyle, { value: { el, decls: [], source: null } });
      r.style = new Proxy(target, styleHandler);
    }
    return r.style;
  }

  // --------------------------------------------------------------- Window
  class Window extends EventTarget {
    constructor() { super(); throw illegalConstructor('Window'); }
  }
  finishInterface(Window, 'Window');
  // HTML §7.2.2.3 "Named access on the Window object": elements by id (and by
  // name for embed/form/img/object) through a WindowProperties object placed
  // between Window.prototype and EventTarget.prototype, as in Chromium.
  const NAMED_BY_NAME = new Set(['embed', 'form', 'img', 'object']);
  function namedElements(name) {
    return descendantElements(mainDocument).filter((el) => getAttr(el, 'id') === name
      || (NAMED_BY_NAME.has(N(el).localName) && getAttr(el, 'name') === name));
  }
  function namedWindowProperty(name) {
    if (mainDocument === null || name === '') return undefined;
    const found = namedElements(name);
    if (found.length === 0) return undefined;
    if (found.length === 1) return found[0];
    return liveHTMLCollection(() => namedElements(name));
  }
  const windowPropertiesTarget = Object.create(EventTarget.prototype);
  Object.defineProperty(windowPropertiesTarget, Symbol.toStringTag, { value: 'WindowProperties', configurable: true });
  const windowProperties = new Proxy(windowPropertiesTarget, {
    get(t, k, receiver) {
      if (typeof k === 'string' && !(k in t)) {
        const v = namedWindowProperty(k);
        if (v !== undefined) return v;
      }
      return Reflect.get(t, k, receiver);
    },
    has(t, k) {
      return Reflect.has(t, k) || (typeof k === 'string' && namedWindowProperty(k) !== undefined);
    },
  });
  Object.setPrototypeOf(Window.prototype, windowProperties);

  // ------------------------------------------------------------- document
  mainDocument = newNode(HTMLDocument.prototype, DOCUMENT_NODE, null, { readyState: 'loading' });
  {
    appendRaw(mainDocument, createDoctype(mainDocument, 'html', '', ''));
    const html = createElementInternal(mainDocument, 'html');
    appendRaw(mainDocument, html);
    appendRaw(html, createElementInternal(mainDocument, 'head'));
    appendRaw(html, createElementInternal(mainDocument, 'body'));
  }

  // --------------------------------------------------------- the global
  E.initTarget(global);
  try {
    Object.setPrototypeOf(global, Window.prototype);
  } catch (err) {
    // An engine with an immutable global prototype: put the EventTarget methods on the global.
    for (const name of ['addEventListener', 'removeEventListener', 'dispatchEvent']) {
      Object.defineProperty(global, name, { value: EventTarget.prototype[name], writable: true, configurable: true });
    }
  }
  E.defineEventHandlers(global, E.GLOBAL_HANDLERS, E.WINDOW_HANDLERS);
  // window.event: the current event while a listener runs. [Replaceable], but
  // the replacement is kept by the accessor (see the Boa note at lazyClasses).
  let replacedEvent = null;
  Object.defineProperty(global, 'event', {
    get() { return replacedEvent !== null ? replacedEvent.value : E.currentEvent(); },
    set(v) { replacedEvent = { value: v }; },
    enumerable: true,
    configurable: true,
  });
  // [LegacyUnforgeable] in Chromium (non-configurable); configurable here so the
  // host's bootstrap may define it too.
  Object.defineProperty(global, 'document', { get() { return mainDocument; }, enumerable: true, configurable: true });
  const exposed = {
    EventTarget, Event: E.Event, CustomEvent: E.CustomEvent, UIEvent: E.UIEvent,
    MouseEvent: E.MouseEvent, PointerEvent: E.PointerEvent, FocusEvent: E.FocusEvent,
    KeyboardEvent: E.KeyboardEvent, ErrorEvent: E.ErrorEvent, SubmitEvent: E.SubmitEvent,
    PromiseRejectionEvent: E.PromiseRejectionEvent, MessageEvent: E.MessageEvent,
    CompositionEvent: E.CompositionEvent, WheelEvent: E.WheelEvent, InputEvent: E.InputEvent, TextEvent: E.TextEvent,
    PageTransitionEvent: E.PageTransitionEvent,
    DOMException, AbortController: E.AbortController, AbortSignal: E.AbortSignal,
    Node, CharacterData, Text, Comment, DocumentType, Attr, Element, HTMLElement, Document, HTMLDocument,
    DocumentFragment, NodeList, HTMLCollection, NamedNodeMap, DOMTokenList, DOMStringMap,
    CSSStyleDeclaration, Window,
  };
  for (const name of Object.keys(exposed)) {
    if (global[name] === exposed[name]) continue;
    Object.defineProperty(global, name, { value: exposed[name], writable: true, enumerable: false, configurable: true });
  }
  // customElements and CustomElementRegistry (dom/custom_elements.js), made on
  // first use; from then on the DOM's hooks (ce) queue custom element reactions.
  function customElementsApi() {
    if (ceModule === null) {
      ceModule = require('./dom/custom_elements.js').create({
        N, isNode, isElement, isConnected, descendants, createElementInternal, interfaceFor, mainDocument, host,
        DOMException, illegalConstructor, requireArgs, finishInterface, elementInterface,
        interfaces: { Node, Element, CharacterData, DocumentFragment, Document, DOMTokenList, CSSStyleDeclaration, HTMLElement, Attr },
        madeElementInterfaces: () => Object.values(elementInterfaces),
      });
      ce = ceModule.hooks;
    }
    return ceModule;
  }

  // The element interfaces and the mutation observer classes are made on first
  // access. (They stay accessors: a Boa 0.22 inline cache breaks when a getter
  // or setter redefines its own property, so nothing here does that.)
  const lazyClasses = {
    MutationObserver: () => mutationObservers().MutationObserver,
    MutationRecord: () => mutationObservers().MutationRecord,
  };
  for (const name of ELEMENT_INTERFACE_NAMES) lazyClasses[name] = () => elementInterface(name);
  for (const name of IMPLEMENTATION_INTERFACES) lazyClasses[name] = () => impl().interfaceNamed(name);
  lazyClasses.Range = () => ranges().Range;
  lazyClasses.AbstractRange = () => ranges().AbstractRange;
  for (const name of ['FormData', 'FormDataEvent', 'ValidityState', 'RadioNodeList',
    'HTMLFormControlsCollection', 'HTMLOptionsCollection']) lazyClasses[name] = () => forms().classes[name];
  const replacedClasses = new Map();
  const lazyInterfaces = {};
  for (const name of Object.keys(lazyClasses)) {
    lazyInterfaces[name] = {
      get() { return replacedClasses.has(name) ? replacedClasses.get(name) : lazyClasses[name](); },
      set(value) { replacedClasses.set(name, value); },
      enumerable: false,
      configurable: true,
    };
  }
  Object.defineProperties(global, lazyInterfaces);

  // ------------------------------------------------------- simulated user
  // Event inits as Chromium fills them for Playwright's page.click (no layout:
  // coordinates are 0).
  function mouseInit(relatedTarget, boundary, extra) {
    return Object.assign({
      bubbles: !boundary, cancelable: !boundary, composed: !boundary, view: global, detail: 0,
      screenX: 0, screenY: 0, clientX: 0, clientY: 0, button: 0, buttons: 0, relatedTarget,
    }, extra);
  }
  function pointerInit(relatedTarget, boundary, extra) {
    return mouseInit(relatedTarget, boundary, Object.assign({
      pointerId: 1, pointerType: 'mouse', isPrimary: true, width: 1, height: 1, pressure: 0, button: -1,
    }, extra));
  }
  function fireMouse(target, type, init, which) {
    const event = new E.MouseEvent(type, init);
    if (which !== undefined) E.eventRecord(event).which = which;
    return E.dispatchFromHost(target, event);
  }
  function firePointer(target, type, init) {
    return E.dispatchFromHost(target, new E.PointerEvent(type, init));
  }
  function inclusiveAncestors(node) {
    const out = [];
    for (let n = node; n !== null; n = N(n).parent) out.push(n);
    return out;
  }
  // Blink's BoundaryEventDispatcher::SendBoundaryEvents: out, leave (child to
  // parent), over, enter (parent to child). Enter/leave go only to nodes with a
  // listener for them, unless some node in the chain has a capturing one.
  function sendBoundaryEvents(kind, exited, entered) {
    const P = kind === 'pointer';
    const init = (rel, boundary) => (P ? pointerInit(rel, boundary) : mouseInit(rel, boundary));
    const fire = (target, type, rel, boundary) => (P ? firePointer(target, type, init(rel, boundary)) : fireMouse(target, type, init(rel, boundary), 0));
    const exitedChain = exited === null ? [] : inclusiveAncestors(exited);
    const enteredChain = entered === null ? [] : inclusiveAncestors(entered);
    let i = exitedChain.length;
    let j = enteredChain.length;
    while (i > 0 && j > 0 && exitedChain[i - 1] === enteredChain[j - 1]) { i--; j--; }
    const [outType, leaveType, overType, enterType] = P
      ? ['pointerout', 'pointerleave', 'pointerover', 'pointerenter']
      : ['mouseout', 'mouseleave', 'mouseover', 'mouseenter'];
    if (exited !== null) fire(exited, outType, entered, false);
    const leaveCapturing = exitedChain.some((n) => E.hasListeners(n, leaveType, true));
    for (let k = 0; k < i; k++) {
      if (leaveCapturing || E.hasListeners(exitedChain[k], leaveType, false)) fire(exitedChain[k], leaveType, entered, true);
    }
    if (entered !== null) fire(entered, overType, exited, false);
    const enterCapturing = enteredChain.some((n) => E.hasListeners(n, enterType, true));
    for (let k = j - 1; k >= 0; k--) {
      if (enterCapturing || E.hasListeners(enteredChain[k], enterType, false)) fire(enteredChain[k], enterType, exited, true);
    }
  }
  // Focus on mousedown: the nearest focusable inclusive ancestor, or nothing.
  function focusOnPress(target) {
    let el = target;
    while (el !== null && isElement(el) && !isFocusable(el)) el = N(el).parent;
    if (el !== null && isElement(el)) {
      if (focused !== el) focusElement(el, true);
    } else if (focused !== null) {
      const old = focused;
      focused = null;
      fireFocusEvents(old, null, 'blur', 'focusout', true);
    }
  }
  function userClickPhase(el, phase) {
    argNode(el, 'userClickPhase', 'api', 1);
    switch (phase) {
      case 'move': {
        // :hover moves before the boundary events are dispatched (Chromium).
        const exited = hovered;
        hovered = el;
        if (exited !== el) {
          sendBoundaryEvents('pointer', exited, el);
          sendBoundaryEvents('mouse', exited, el);
        }
        firePointer(el, 'pointermove', pointerInit(null, false));
        fireMouse(el, 'mousemove', mouseInit(null, false), 0);
        return;
      }
      case 'press': {
        pressed = el; // :active starts before pointerdown is dispatched
        // A canceled pointerdown suppresses the compatibility mouse events (and so focus).
        pointerDownCanceled = !firePointer(el, 'pointerdown', pointerInit(null, false, { button: 0, buttons: 1, pressure: 0.5 }));
        if (pointerDownCanceled) return;
        if (fireMouse(el, 'mousedown', mouseInit(null, false, { buttons: 1, detail: 1 }))) focusOnPress(el);
        return;
      }
      case 'release': {
        // :active ends before pointerup is dispatched (Chromium).
        pressed = null;
        firePointer(el, 'pointerup', pointerInit(null, false, { button: 0, buttons: 0 }));
        if (!pointerDownCanceled) fireMouse(el, 'mouseup', mouseInit(null, false, { detail: 1 }));
        pointerDownCanceled = false;
        // Chromium: click is a PointerEvent; isPrimary is false on it.
        firePointer(el, 'click', pointerInit(null, false, { button: 0, isPrimary: false, detail: 1 }));
        return;
      }
      default:
        throw new Error(`userClickPhase: unknown phase ${phase}`);
    }
  }

  // CDP's description of a node (Runtime.RemoteObject.description).
  function describeNode(v) {
    if (!isNode(v)) return undefined;
    const r = N(v);
    if (r.type === DOCUMENT_TYPE_NODE) return `<!DOCTYPE ${r.name}>`;
    if (r.type !== ELEMENT_NODE) return nodeNameOf(v);
    let s = qualifiedName(r);
    const id = getAttr(v, 'id');
    if (id) s += '#' + id;
    const cls = getAttr(v, 'class');
    if (cls !== null) for (const c of orderedSet(cls)) s += '.' + c;
    return s;
  }

  // HTML "fire an event" from the host. Window's load event has the document as
  // its target (the legacy target override flag; pass legacyTargetOverride for
  // others such as pageshow).
  function fireSimple(target, type, options) {
    const o = options || {};
    const event = new E.Event(type, { bubbles: !!o.bubbles, cancelable: !!o.cancelable });
    const override = o.legacyTargetOverride !== undefined ? !!o.legacyTargetOverride : target === global && type === 'load';
    return E.dispatchFromHost(target, event, override);
  }

  return {
    document: mainDocument,
    loadBody(markup) {
      const body = bodyOf(mainDocument);
      // A <body> start tag in the markup adds its attributes to the body (HTML "in body"
      // insertion mode), which the fragment parser would drop: onload="..." and friends.
      for (const m of String(markup).matchAll(/<body((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/gi)) {
        const [desc] = host.parseHtml(`<div${m[1] || ''}></div>`, 'body');
        for (const [name, value] of (desc && desc[1]) || []) if (findAttr(body, name) === null) setAttr(body, name, value);
      }
      insert(parseFragment(body, String(markup), true), body, null, false);
    },
    dispatchFromHost(target, event, options) {
      return E.dispatchFromHost(target, event, !!(options && options.legacyTargetOverride));
    },
    // A trusted event with no checkpoints between listeners: what Chromium does
    // for the error event of "report an exception" (microtasks queued by error
    // listeners run after the last one, for timer and listener exceptions alike).
    dispatchTrusted(target, event) { return E.dispatchTrustedNested(target, event); },
    // AbortSignal's internals, for the web APIs that follow a signal (scheduler, fetch).
    abortInternals: E.abortInternals,
    defineEventHandlers: E.defineEventHandlers,
    fireSimple,
    setReadyState(state) {
      docRecord(mainDocument).readyState = String(state);
      fireSimple(mainDocument, 'readystatechange');
    },
    userClick(selector) {
      const el = mainDocument.querySelector(selector);
      if (el === null) throw new Error(`@click selector matched nothing: ${selector}`);
      return el;
    },
    userClickPhase,
    describeNode,
    layout: layoutApi,
    // getComputedStyle and matchMedia (layout/layout.js), made on first use.
    layoutWindow: () => (layoutWindowApi ||= layoutApi().windowApi({
      CSSStyleDeclaration, EventTarget, DOMException, styleName, Element,
    })),
    customElements: () => customElementsApi().registry,
    CustomElementRegistry: () => customElementsApi().CustomElementRegistry,
    // For the console: the items of a NodeList, HTMLCollection or DOMTokenList
    // (Chromium previews these as arrays), undefined for anything else. Live
    // collections are Proxies, so a generic inspector would not see their items.
    arrayLikeItems(v) {
      if (v === null || typeof v !== 'object') return undefined;
      const proto = Object.getPrototypeOf(v);
      if (proto !== NodeList.prototype && proto !== HTMLCollection.prototype && proto !== DOMTokenList.prototype) return undefined;
      return listItems(v).slice();
    },
  };
};
