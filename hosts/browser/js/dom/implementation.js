'use strict';
// Namespaces and the other documents, after the DOM Standard, with Chromium's messages:
// DOMImplementation (createHTMLDocument, createDocument, createDocumentType, hasFeature),
// DocumentType, XMLDocument, "validate and extract" (createElementNS, setAttributeNS,
// createAttributeNS), the *NS attribute methods, getElementsByTagNameNS, the namespace
// lookups (lookupNamespaceURI, lookupPrefix, isDefaultNamespace), and the SVG element
// interfaces an element in the SVG namespace gets (a few named ones, else SVGElement).
// Loaded by dom.js on first use; `ctx` is dom.js's toolbox.

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const ELEMENT_NODE = 1;
const ATTRIBUTE_NODE = 2;
const DOCUMENT_NODE = 9;
const DOCUMENT_TYPE_NODE = 10;
const DOCUMENT_FRAGMENT_NODE = 11;

// SVG element interfaces (local name -> [interface, parent interface]).
const SVG_INTERFACES = {
  svg: ['SVGSVGElement', 'SVGGraphicsElement'], g: ['SVGGElement', 'SVGGraphicsElement'],
  defs: ['SVGDefsElement', 'SVGGraphicsElement'], use: ['SVGUseElement', 'SVGGraphicsElement'],
  image: ['SVGImageElement', 'SVGGraphicsElement'], a: ['SVGAElement', 'SVGGraphicsElement'],
  foreignObject: ['SVGForeignObjectElement', 'SVGGraphicsElement'],
  text: ['SVGTextElement', 'SVGTextPositioningElement'], tspan: ['SVGTSpanElement', 'SVGTextPositioningElement'],
  rect: ['SVGRectElement', 'SVGGeometryElement'], circle: ['SVGCircleElement', 'SVGGeometryElement'],
  ellipse: ['SVGEllipseElement', 'SVGGeometryElement'], line: ['SVGLineElement', 'SVGGeometryElement'],
  path: ['SVGPathElement', 'SVGGeometryElement'], polygon: ['SVGPolygonElement', 'SVGGeometryElement'],
  polyline: ['SVGPolylineElement', 'SVGGeometryElement'],
  title: ['SVGTitleElement', 'SVGElement'], desc: ['SVGDescElement', 'SVGElement'],
  style: ['SVGStyleElement', 'SVGElement'], script: ['SVGScriptElement', 'SVGElement'],
  symbol: ['SVGSymbolElement', 'SVGElement'], metadata: ['SVGMetadataElement', 'SVGElement'],
  clipPath: ['SVGClipPathElement', 'SVGElement'],
};
const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
// HTML "adjust foreign attributes": the prefixed names the parser gives a namespace.
const FOREIGN_ATTRIBUTES = {
  'xlink:actuate': XLINK_NS, 'xlink:arcrole': XLINK_NS, 'xlink:href': XLINK_NS, 'xlink:role': XLINK_NS,
  'xlink:show': XLINK_NS, 'xlink:title': XLINK_NS, 'xlink:type': XLINK_NS,
  'xml:lang': 'http://www.w3.org/XML/1998/namespace', 'xml:space': 'http://www.w3.org/XML/1998/namespace',
  'xmlns:xlink': 'http://www.w3.org/2000/xmlns/',
};
const SVG_PARENTS = {
  SVGGraphicsElement: 'SVGElement', SVGGeometryElement: 'SVGGraphicsElement',
  SVGTextContentElement: 'SVGGraphicsElement', SVGTextPositioningElement: 'SVGTextContentElement',
};
// XML 1.0 "Name" (a processing instruction's target).
const NAME_START = ':A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD';
const XML_NAME = new RegExp(`^[${NAME_START}][${NAME_START}\\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$`);
const SVG_PARENT_OF = Object.assign({}, SVG_PARENTS);
for (const [name, parent] of Object.values(SVG_INTERFACES)) SVG_PARENT_OF[name] = parent;

function create(ctx) {
  const {
    N, newNode, finishInterface, illegalConstructor, requireArgs, DOMException, E,
    Element, Document, HTMLDocument, interfaceFor, appendRaw, createDoctype,
    createText, attrNode, attributeChanged, M, descendantElements, liveHTMLCollection,
    documentElementOf, Attr, treeChanged,
  } = ctx;

  // ------------------------------------------------ validate and extract
  // Chromium's relaxed names (DOM, 2025): the first character that makes a local name
  // invalid, or null.
  function badElementLocalChar(name) {
    if (/^[a-zA-Z]/.test(name)) {
      const m = /[\t\n\f\r />\0]/.exec(name);
      return m ? m[0] : null;
    }
    if (!/^[:_\u0080-\uffff]/.test(name)) return name[0];
    const m = /[^-.:\w\u0080-\uffff]/.exec(name.slice(1));
    return m ? m[0] : null;
  }
  function badAttrLocalChar(name) {
    const m = /[\t\n\f\r />=\0 ]/.exec(name);
    return m ? m[0] : null;
  }
  const nsString = (v) => (v === null || v === undefined ? null : String(v));
  // DOM "validate and extract": [namespace, prefix, localName].
  function validateAndExtract(namespace, qualifiedName, method, where, kind) {
    const fail = (name, msg) => new DOMException(`Failed to execute '${method}' on '${where}': ${msg}`, name);
    let ns = namespace === '' ? null : namespace;
    let prefix = null;
    let localName = qualifiedName;
    if (qualifiedName === '') throw fail('InvalidCharacterError', 'The qualified name provided is empty.');
    const colon = qualifiedName.indexOf(':');
    if (colon >= 0) {
      prefix = qualifiedName.slice(0, colon);
      // Chromium ends the local name at a second colon ('a:b:c' is a, b).
      localName = qualifiedName.slice(colon + 1).split(':')[0];
      if (prefix === '') throw fail('InvalidCharacterError', `The qualified name provided ('${qualifiedName}') has an empty namespace prefix.`);
      if (localName === '') throw fail('InvalidCharacterError', `The qualified name provided ('${qualifiedName}') has an empty local name.`);
      const m = /[\t\n\f\r />\0]/.exec(prefix);
      if (m) throw fail('InvalidCharacterError', `The qualified name provided ('${qualifiedName}') contains the invalid character '${m[0]}'.`);
    }
    const bad = kind === 'attribute' ? badAttrLocalChar(localName) : badElementLocalChar(localName);
    if (bad !== null) throw fail('InvalidCharacterError', `The qualified name provided ('${qualifiedName}') contains the invalid character '${bad}'.`);
    if ((prefix !== null && ns === null)
      || (prefix === 'xml' && ns !== XML_NS)
      || ((qualifiedName === 'xmlns' || prefix === 'xmlns') && ns !== XMLNS_NS)
      || (ns === XMLNS_NS && qualifiedName !== 'xmlns' && prefix !== 'xmlns')) {
      // Chromium words setAttributeNS's namespace errors its own way (createAttributeNS as elements).
      throw fail('NamespaceError', method === 'setAttributeNS'
        ? `'${ns === null ? '' : ns}' is an invalid namespace for attributes.`
        : `The namespace URI provided ('${ns === null ? '' : ns}') is not valid for the qualified name provided ('${qualifiedName}').`);
    }
    return [ns, prefix, localName];
  }

  // ------------------------------------------------------------- elements
  const svgClasses = {};
  function svgInterface(name) {
    let C = svgClasses[name];
    if (C !== undefined) return C;
    const parent = name === 'SVGElement' ? Element : svgInterface(SVG_PARENT_OF[name] || 'SVGElement');
    C = ({ [name]: class extends parent { constructor() { super(); throw illegalConstructor(name); } } })[name];
    if (name === 'SVGElement') E.defineEventHandlers(C.prototype, E.GLOBAL_HANDLERS);
    finishInterface(C, name);
    svgClasses[name] = C;
    return C;
  }
  function interfaceForNS(ns, localName) {
    if (ns === HTML_NS) return interfaceFor(localName);
    if (ns === MATHML_NS) return mathMLElement();
    if (ns === SVG_NS) {
      const entry = Object.prototype.hasOwnProperty.call(SVG_INTERFACES, localName) ? SVG_INTERFACES[localName] : null;
      return svgInterface(entry === null ? 'SVGElement' : entry[0]);
    }
    return Element;
  }
  let MathMLElementClass = null;
  function mathMLElement() {
    if (MathMLElementClass === null) {
      MathMLElementClass = class MathMLElement extends Element { constructor() { super(); throw illegalConstructor('MathMLElement'); } };
      E.defineEventHandlers(MathMLElementClass.prototype, E.GLOBAL_HANDLERS);
      finishInterface(MathMLElementClass, 'MathMLElement');
    }
    return MathMLElementClass;
  }
  // The parser's namespaces: an element under a foreign one (parentNs) stays in it;
  // <svg> and <math> start theirs.
  function foreignNamespace(localName, parentNs) {
    if (localName === 'svg') return SVG_NS;
    if (localName === 'math' && parentNs !== SVG_NS) return MATHML_NS;
    return parentNs;
  }
  // The namespace of a foreign element's children: HTML in the integration points.
  function childNamespace(ns, localName, attrs) {
    if (ns === SVG_NS) return localName === 'foreignObject' || localName === 'desc' || localName === 'title' ? HTML_NS : SVG_NS;
    if (['mi', 'mo', 'mn', 'ms', 'mtext'].includes(localName)) return HTML_NS;
    if (localName === 'annotation-xml') {
      const enc = attrs.find((a) => a[0] === 'encoding');
      if (enc && /^(text\/html|application\/xhtml\+xml)$/i.test(enc[1])) return HTML_NS;
    }
    return MATHML_NS;
  }
  function foreignAttribute(name) {
    if (name === 'xmlns') return { ns: XMLNS_NS, prefix: null, localName: 'xmlns' };
    const ns = FOREIGN_ATTRIBUTES[name];
    if (ns === undefined) return {};
    const colon = name.indexOf(':');
    return { ns, prefix: name.slice(0, colon), localName: name.slice(colon + 1) };
  }

  // DOM "create an element" with a namespace (no custom elements outside HTML's).
  function createElementRaw(doc, ns, prefix, localName) {
    return newNode(interfaceForNS(ns, localName).prototype, ELEMENT_NODE, doc, {
      localName, ns, prefix, attrs: [], childNodes: null, children: [], childrenList: null, classList: null,
      dataset: null, style: null, attributes: null, value: null, checked: null, clickInProgress: false,
    });
  }
  // createElement in an XML document: the name as given, in the HTML namespace only
  // for an XHTML document.
  function createElementXML(doc, localName) {
    const ns = N(doc).contentType === 'application/xhtml+xml' ? HTML_NS : null;
    return createElementRaw(doc, ns, null, localName);
  }
  function createElementNS(doc, namespace, qualifiedName, method, where) {
    const [ns, prefix, localName] = validateAndExtract(nsString(namespace), String(qualifiedName), method, where, 'element');
    return createElementRaw(doc, ns, prefix, localName);
  }

  // ----------------------------------------------------------- attributes
  const attrNs = (a) => (a.ns === undefined ? null : a.ns);
  const attrLocal = (a) => (a.localName === undefined ? a.name : a.localName);
  function findNS(el, ns, localName) {
    return N(el).attrs.find((a) => attrNs(a) === ns && attrLocal(a) === localName) || null;
  }
  function setNS(el, ns, prefix, localName, value) {
    const a = findNS(el, ns, localName);
    if (a === null) {
      M.queueMutationRecord('attributes', el, localName, ns, null, [], [], null, null);
      const name = prefix === null ? localName : `${prefix}:${localName}`;
      N(el).attrs.push({ name, value, node: null, ns, prefix, localName });
      attributeChanged(el, name, null, value);
    } else {
      const oldValue = a.value;
      M.queueMutationRecord('attributes', el, localName, ns, oldValue, [], [], null, null);
      a.value = value;
      attributeChanged(el, a.name, oldValue, value);
    }
  }
  function removeNS(el, ns, localName) {
    const attrs = N(el).attrs;
    const a = findNS(el, ns, localName);
    if (a === null) return;
    M.queueMutationRecord('attributes', el, localName, ns, a.value, [], [], null, null);
    attrs.splice(attrs.indexOf(a), 1);
    if (a.node !== null) N(a.node).ownerElement = null;
    attributeChanged(el, a.name, a.value, null);
  }
  const elementMembers = {
    setAttributeNS(namespace, qualifiedName, value) {
      requireArgs("Failed to execute 'setAttributeNS' on 'Element'", 3, arguments);
      N(this);
      const [ns, prefix, localName] = validateAndExtract(nsString(namespace), String(qualifiedName), 'setAttributeNS', 'Element', 'attribute');
      setNS(this, ns, prefix, localName, String(value));
    },
    getAttributeNS(namespace, localName) {
      requireArgs("Failed to execute 'getAttributeNS' on 'Element'", 2, arguments);
      const ns = nsString(namespace);
      const a = findNS(this, ns === '' ? null : ns, String(localName));
      return a === null ? null : a.value;
    },
    hasAttributeNS(namespace, localName) {
      requireArgs("Failed to execute 'hasAttributeNS' on 'Element'", 2, arguments);
      const ns = nsString(namespace);
      return findNS(this, ns === '' ? null : ns, String(localName)) !== null;
    },
    removeAttributeNS(namespace, localName) {
      requireArgs("Failed to execute 'removeAttributeNS' on 'Element'", 2, arguments);
      const ns = nsString(namespace);
      removeNS(this, ns === '' ? null : ns, String(localName));
    },
    getAttributeNodeNS(namespace, localName) {
      requireArgs("Failed to execute 'getAttributeNodeNS' on 'Element'", 2, arguments);
      const ns = nsString(namespace);
      const a = findNS(this, ns === '' ? null : ns, String(localName));
      return a === null ? null : attrNode(this, a);
    },
    getElementsByTagNameNS(namespace, localName) {
      requireArgs("Failed to execute 'getElementsByTagNameNS' on 'Element'", 2, arguments);
      return elementsByTagNameNS(this, namespace, localName);
    },
  };
  function elementNs(el) { const r = N(el); return r.ns === undefined ? HTML_NS : r.ns; }
  function elementsByTagNameNS(root, namespace, localName) {
    let ns = nsString(namespace);
    if (ns === '') ns = null;
    localName = String(localName);
    return liveHTMLCollection(() => descendantElements(root).filter((el) => (ns === '*' || elementNs(el) === ns)
      && (localName === '*' || N(el).localName === localName)));
  }

  // ------------------------------------------------------ namespace lookup
  // DOM "locate a namespace" and "locate a namespace prefix".
  function parentElementOf(node) {
    const p = N(node).parent;
    return p !== null && N(p).type === ELEMENT_NODE ? p : null;
  }
  function locateNamespace(node, prefix) {
    const r = N(node);
    switch (r.type) {
      case ELEMENT_NODE: {
        if (prefix === 'xml') return XML_NS;
        if (prefix === 'xmlns') return XMLNS_NS;
        const ns = elementNs(node);
        if (ns !== null && (r.prefix === undefined ? null : r.prefix) === prefix) return ns;
        const a = r.attrs.find((x) => attrNs(x) === XMLNS_NS && (prefix === null
          ? (x.prefix === null || x.prefix === undefined) && attrLocal(x) === 'xmlns'
          : x.prefix === 'xmlns' && attrLocal(x) === prefix));
        if (a) return a.value === '' ? null : a.value;
        const parent = parentElementOf(node);
        return parent === null ? null : locateNamespace(parent, prefix);
      }
      case DOCUMENT_NODE: {
        const de = documentElementOf(node);
        return de === null ? null : locateNamespace(de, prefix);
      }
      case DOCUMENT_TYPE_NODE: case DOCUMENT_FRAGMENT_NODE: return null;
      case ATTRIBUTE_NODE: return r.ownerElement === null ? null : locateNamespace(r.ownerElement, prefix);
      default: {
        const parent = parentElementOf(node);
        return parent === null ? null : locateNamespace(parent, prefix);
      }
    }
  }
  function locatePrefix(el, ns) {
    const r = N(el);
    if (elementNs(el) === ns && r.prefix !== undefined && r.prefix !== null) return r.prefix;
    const a = r.attrs.find((x) => x.prefix === 'xmlns' && x.value === ns);
    if (a) return attrLocal(a);
    const parent = parentElementOf(el);
    return parent === null ? null : locatePrefix(parent, ns);
  }
  const nodeMembers = {
    lookupNamespaceURI(prefix) {
      requireArgs("Failed to execute 'lookupNamespaceURI' on 'Node'", 1, arguments);
      let p = nsString(prefix);
      if (p === '') p = null;
      return locateNamespace(this, p);
    },
    lookupPrefix(namespace) {
      requireArgs("Failed to execute 'lookupPrefix' on 'Node'", 1, arguments);
      const ns = nsString(namespace);
      if (ns === null || ns === '') { N(this); return null; }
      const r = N(this);
      switch (r.type) {
        case ELEMENT_NODE: return locatePrefix(this, ns);
        case DOCUMENT_NODE: { const de = documentElementOf(this); return de === null ? null : locatePrefix(de, ns); }
        case DOCUMENT_TYPE_NODE: case DOCUMENT_FRAGMENT_NODE: return null;
        case ATTRIBUTE_NODE: return r.ownerElement === null ? null : locatePrefix(r.ownerElement, ns);
        default: { const p = parentElementOf(this); return p === null ? null : locatePrefix(p, ns); }
      }
    },
    isDefaultNamespace(namespace) {
      requireArgs("Failed to execute 'isDefaultNamespace' on 'Node'", 1, arguments);
      let ns = nsString(namespace);
      if (ns === '') ns = null;
      return locateNamespace(this, null) === ns;
    },
  };

  class XMLDocument extends Document {
    constructor() { return illegalXMLDocument(); }
  }
  function illegalXMLDocument() { throw new TypeError("Failed to construct 'XMLDocument': Illegal constructor"); }
  finishInterface(XMLDocument, 'XMLDocument');

  // ------------------------------------------------------- DOMImplementation
  const kDoc = Symbol('evloop.implementationDocument');
  function docOf(impl) {
    const d = impl !== null && typeof impl === 'object' ? impl[kDoc] : undefined;
    if (d === undefined) throw new TypeError('Illegal invocation');
    return d;
  }
  function newDocument(proto, contentType) {
    return newNode(proto, DOCUMENT_NODE, null, { readyState: 'complete', contentType, xml: contentType !== 'text/html', url: 'about:blank' });
  }
  class DOMImplementation {
    constructor() { throw illegalConstructor('DOMImplementation'); }
    createDocumentType(name, publicId, systemId) {
      requireArgs("Failed to execute 'createDocumentType' on 'DOMImplementation'", 3, arguments);
      name = String(name);
      if (/[\t\n\f\r >\0]/.test(name)) {
        throw new DOMException(`Failed to execute 'createDocumentType' on 'DOMImplementation': The provided doctype name ('${name}') contains an invalid character.`, 'InvalidCharacterError');
      }
      return createDoctype(docOf(this), name, String(publicId), String(systemId));
    }
    createDocument(namespace, qualifiedName, doctype = null) {
      requireArgs("Failed to execute 'createDocument' on 'DOMImplementation'", 2, arguments);
      docOf(this);
      const ns = nsString(namespace);
      const qname = qualifiedName === null ? '' : String(qualifiedName);
      if (doctype !== null && doctype !== undefined && !(ctx.isNode(doctype) && N(doctype).type === DOCUMENT_TYPE_NODE)) {
        throw new TypeError("Failed to execute 'createDocument' on 'DOMImplementation': parameter 3 is not of type 'DocumentType'.");
      }
      let element = null;
      let parts = null;
      if (qname !== '') parts = validateAndExtract(ns, qname, 'createDocument', 'DOMImplementation', 'element');
      const contentType = ns === HTML_NS ? 'application/xhtml+xml' : ns === SVG_NS ? 'image/svg+xml' : 'application/xml';
      const doc = newDocument(XMLDocument.prototype, contentType);
      if (parts !== null) element = createElementRaw(doc, parts[0], parts[1], parts[2]);
      if (doctype) {
        ctx.adoptInto(doctype, doc);
        appendRaw(doc, doctype);
      }
      if (element !== null) appendRaw(doc, element);
      return doc;
    }
    createHTMLDocument(title = undefined) {
      const doc = newDocument(HTMLDocument.prototype, 'text/html');
      docOf(this);
      appendRaw(doc, createDoctype(doc, 'html', '', ''));
      const html = ctx.createElementInternal(doc, 'html');
      appendRaw(doc, html);
      const head = ctx.createElementInternal(doc, 'head');
      appendRaw(html, head);
      if (title !== undefined) {
        const t = ctx.createElementInternal(doc, 'title');
        appendRaw(head, t);
        appendRaw(t, createText(doc, String(title)));
      }
      appendRaw(html, ctx.createElementInternal(doc, 'body'));
      return doc;
    }
    hasFeature() { docOf(this); return true; }
  }
  finishInterface(DOMImplementation, 'DOMImplementation');
  function implementationOf(doc) {
    const r = N(doc);
    if (!r.implementation) {
      r.implementation = Object.create(DOMImplementation.prototype);
      Object.defineProperty(r.implementation, kDoc, { value: doc });
    }
    return r.implementation;
  }

  const documentMembers = {
    createElementNS(namespace, qualifiedName) {
      requireArgs("Failed to execute 'createElementNS' on 'Document'", 2, arguments);
      N(this);
      return createElementNS(this, namespace, qualifiedName, 'createElementNS', 'Document');
    },
    createAttribute(localName) {
      requireArgs("Failed to execute 'createAttribute' on 'Document'", 1, arguments);
      let name = String(localName);
      if (name === '' || badAttrLocalChar(name) !== null) {
        throw new DOMException(`Failed to execute 'createAttribute' on 'Document': The localName provided ('${name}') contains an invalid character.`, 'InvalidCharacterError');
      }
      if (!N(this).xml) name = name.toLowerCase();
      return detachedAttr(this, { name, value: '', node: null });
    },
    createAttributeNS(namespace, qualifiedName) {
      requireArgs("Failed to execute 'createAttributeNS' on 'Document'", 2, arguments);
      N(this);
      const [ns, prefix, localName] = validateAndExtract(nsString(namespace), String(qualifiedName), 'createAttributeNS', 'Document', 'attribute');
      const name = prefix === null ? localName : `${prefix}:${localName}`;
      return detachedAttr(this, { name, value: '', node: null, ns, prefix, localName });
    },
    getElementsByTagNameNS(namespace, localName) {
      requireArgs("Failed to execute 'getElementsByTagNameNS' on 'Document'", 2, arguments);
      return elementsByTagNameNS(this, namespace, localName);
    },
  };
  function detachedAttr(doc, attr) {
    const node = newNode(Attr.prototype, ATTRIBUTE_NODE, doc, { attr, ownerElement: null, children: null });
    attr.node = node;
    return node;
  }
  void treeChanged;

  // ------------------------------------------------- ProcessingInstruction
  class ProcessingInstruction extends ctx.CharacterData {
    constructor() { super(); throw illegalConstructor('ProcessingInstruction'); }
    get target() { const r = N(this); if (r.type !== 7) throw new TypeError('Illegal invocation'); return r.target; }
  }
  finishInterface(ProcessingInstruction, 'ProcessingInstruction');
  function createPI(doc, target, data) { return newNode(ProcessingInstruction.prototype, 7, doc, { target, data }); }
  documentMembers.createProcessingInstruction = function createProcessingInstruction(target, data) {
    requireArgs("Failed to execute 'createProcessingInstruction' on 'Document'", 2, arguments);
    N(this);
    target = String(target);
    data = String(data);
    if (!XML_NAME.test(target)) {
      throw new DOMException(`Failed to execute 'createProcessingInstruction' on 'Document': The target provided ('${target}') is not a valid name.`, 'InvalidCharacterError');
    }
    if (data.includes('?>')) {
      throw new DOMException(`Failed to execute 'createProcessingInstruction' on 'Document': The data provided ('${data}') contains '?>'.`, 'InvalidCharacterError');
    }
    return createPI(this, target, data);
  };

  const classes = { DOMImplementation, XMLDocument, ProcessingInstruction };
  return {
    classes,
    interfaceNamed: (name) => classes[name] || (name === 'MathMLElement' ? mathMLElement() : svgInterface(name)),
    foreignNamespace,
    childNamespace,
    foreignAttribute,
    implementationOf,
    createElementRaw,
    createElementXML,
    createPI,
    elementMembers,
    nodeMembers,
    documentMembers,
  };
}

module.exports = { create };
