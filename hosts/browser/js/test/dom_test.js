'use strict';
// Tests for ../dom.js under plain node (or evloop's node host) with a stub host.
// Expected values come from Chromium (checked with throwaway Playwright pages).
//   node hosts/browser/js/test/dom_test.js

const installDom = require('../dom.js');

// ------------------------------------------------------------------ harness
// A tiny HTML parser for the markup in these tests (the real host uses
// html5ever): tags, attributes, text, comments, void elements, a few entities.
const RAW = new Set(['script', 'style', 'textarea']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
function decode(s) {
  return s.replace(/&(amp|lt|gt|quot|nbsp|#\d+);/g, (m, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' }[e]
    || String.fromCharCode(parseInt(e.slice(1), 10))));
}
function miniParse(markup) {
  const root = [];
  const stack = [{ name: null, children: root }];
  const top = () => stack[stack.length - 1];
  const re = /<!--([\s\S]*?)-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>\/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|([^<]+)/g;
  let m;
  while ((m = re.exec(markup)) !== null) {
    if (m[1] !== undefined) top().children.push(['#comment', m[1]]);
    else if (m[2] !== undefined) {
      const name = m[2].toLowerCase();
      const i = stack.map((s) => s.name).lastIndexOf(name);
      if (i > 0) stack.length = i;
    } else if (m[3] !== undefined) {
      const name = m[3].toLowerCase();
      const attrs = [];
      const are = /([^\s=>\/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;
      let a;
      while ((a = are.exec(m[4])) !== null) {
        let v = a[2] === undefined ? '' : a[2];
        if (/^["']/.test(v)) v = v.slice(1, -1);
        const n = a[1].toLowerCase();
        if (!attrs.some((x) => x[0] === n)) attrs.push([n, decode(v)]);
      }
      const node = [name, attrs, []];
      top().children.push(node);
      if (RAW.has(name)) {
        // Raw text up to the matching end tag (script, style; textarea decodes entities).
        const end = markup.toLowerCase().indexOf(`</${name}`, re.lastIndex);
        const text = markup.slice(re.lastIndex, end < 0 ? markup.length : end);
        if (text) node[2].push(['#text', name === 'textarea' ? decode(text) : text]);
        re.lastIndex = end < 0 ? markup.length : markup.indexOf('>', end) + 1;
      } else if (!VOID.has(name)) {
        stack.push({ name, children: node[2] });
      }
    } else {
      const t = top().children;
      const text = decode(m[5]);
      if (t.length && t[t.length - 1][0] === '#text') t[t.length - 1][1] += text;
      else t.push(['#text', text]);
    }
  }
  return root;
}

// The stub host: an explicit microtask FIFO, like the Rust host's.
function makeHost() {
  const host = {
    microtasks: [],
    errors: [],
    checkpoints: 0,
    draining: false,
    time: 0,
    queueMicrotask(fn) { host.microtasks.push(fn); },
    traceObserver() {},
    checkpoint() {
      host.checkpoints++;
      if (host.draining) return;
      host.draining = true;
      while (host.microtasks.length > 0) {
        const fn = host.microtasks.shift();
        try { fn(); } catch (e) { host.reportException(e); }
      }
      host.draining = false;
    },
    reportException(err) { host.errors.push(err); },
    parseHtml(markup) { return miniParse(markup); },
    now() { host.time += 0.5; return host.time; },
  };
  return host;
}

// A fresh window per test: { g (the global), api, host, doc, log }.
function setup(body) {
  const host = makeHost();
  const g = {};
  const api = installDom(g, host);
  if (body) api.loadBody(body);
  const log = [];
  return { g, api, host, doc: api.document, log, micro: (fn) => host.queueMicrotask(fn) };
}

const tests = [];
function test(name, fn) { tests.push([name, fn]); }
function show(v) { return JSON.stringify(v); }
function eq(actual, expected, what) {
  if (show(actual) !== show(expected)) throw new Error(`${what || 'value'}: got ${show(actual)}, want ${show(expected)}`);
}
function throws(fn, name, message) {
  try {
    fn();
  } catch (e) {
    if (name !== undefined) eq(e.name, name, 'error name');
    if (message !== undefined) eq(e.message, message, 'error message');
    return e;
  }
  throw new Error(`expected a throw (${name}: ${message})`);
}
const nm = (x) => (x == null ? 'null' : x.nodeType === 3 ? '#text:' + x.data : (x.id || x.nodeName));
function fmtRecord(r) {
  return `${r.type} ${nm(r.target)} +[${Array.from(r.addedNodes).map(nm)}] -[${Array.from(r.removedNodes).map(nm)}] `
    + `prev=${nm(r.previousSibling)} next=${nm(r.nextSibling)} attr=${r.attributeName} old=${r.oldValue}`;
}

// ------------------------------------------------------------------ tree
test('document skeleton and loadBody', () => {
  const { doc, g } = setup('<div id="main" class="a b"><p>x</p></div>');
  eq(doc.documentElement.outerHTML, '<html><head></head><body><div id="main" class="a b"><p>x</p></div></body></html>');
  eq(doc.nodeType, 9);
  eq(doc.nodeName, '#document');
  eq(doc.body.parentNode === doc.documentElement, true);
  eq(doc.defaultView === g, true);
  eq(g.document === doc, true);
  eq(doc.readyState, 'loading');
  eq(Object.prototype.toString.call(doc), '[object HTMLDocument]');
  eq(doc.getElementById('main').tagName, 'DIV');
});

test('serialization escapes like Chromium', () => {
  const { doc } = setup();
  const d = doc.createElement('DIV');
  d.setAttribute('B', 'x&"<>\u00a0');
  d.append('a<b>&\u00a0"\'');
  d.appendChild(doc.createComment('c-->'));
  eq(d.outerHTML, '<div b="x&amp;&quot;&lt;&gt;&nbsp;">a&lt;b&gt;&amp;&nbsp;"\'<!--c-->--></div>');
  eq([d.tagName, d.localName, d.nodeName, d.getAttributeNames()], ['DIV', 'div', 'DIV', ['b']]);
  eq(doc.createElement('br').outerHTML, '<br>');
  eq(doc.createElement('my-el').outerHTML, '<my-el></my-el>');
  d.innerHTML = '<p>unclosed<span>x';
  eq(d.innerHTML, '<p>unclosed<span>x</span></p>');
});

test('innerHTML round trip and textContent (Chromium output)', () => {
  const markup = '<p class="c">one <b>two</b> &amp; &lt;3 &nbsp;"q"</p><img src="data:a.png" alt=\'x"y\'><br>'
    + '<input value="v" disabled><!-- com --><ul><li>1</li><li class="c">2</li><li>3</li><li>4</li><li>5</li></ul>'
    + '<span lang="en-US" title="a b c">s</span><textarea>a&lt;b</textarea><script>var x = "<b>&amp;</b>";</script>'
    + '<style>p > b { }</style>';
  const { doc } = setup(`<div id="main" class="a b" data-x="1">${markup}</div>`);
  const m = doc.getElementById('main');
  eq(m.innerHTML, '<p class="c">one <b>two</b> &amp; &lt;3 &nbsp;"q"</p><img src="data:a.png" alt="x&quot;y"><br>'
    + '<input value="v" disabled=""><!-- com --><ul><li>1</li><li class="c">2</li><li>3</li><li>4</li><li>5</li></ul>'
    + '<span lang="en-US" title="a b c">s</span><textarea>a&lt;b</textarea><script>var x = "<b>&amp;</b>";</script>'
    + '<style>p > b { }</style>');
  eq(m.textContent, 'one two & <3 \u00a0"q"12345sa<bvar x = "<b>&amp;</b>";p > b { }');
  const c = m.cloneNode(true);
  eq([c.outerHTML === m.outerHTML, c.isConnected, m.cloneNode().outerHTML], [true, false, '<div id="main" class="a b" data-x="1"></div>']);
  eq(c.isEqualNode(m), true);
  eq([m.children.length, m.childElementCount, m.firstElementChild.nodeName, m.childNodes.length], [9, 9, 'P', 10]);
});

test('live childNodes and children; static querySelectorAll', () => {
  const { doc, g } = setup('<ul id="u"><li>1</li><li>2</li></ul>');
  const u = doc.getElementById('u');
  const kids = u.childNodes;
  const els = u.children;
  const qsa = u.querySelectorAll('li');
  u.append(doc.createElement('li'), 'text');
  eq([kids.length, els.length, qsa.length], [4, 3, 2]);
  eq(kids === u.childNodes, true);
  eq(Object.keys(kids), ['0', '1', '2', '3']);
  eq(kids[3].data, 'text');
  eq(kids.item(9), null);
  eq([String(kids), String(els), Object.prototype.toString.call(qsa)], ['[object NodeList]', '[object HTMLCollection]', '[object NodeList]']);
  eq([typeof kids.forEach, typeof els.forEach, [...els].length], ['function', 'undefined', 3]);
  eq(kids instanceof g.NodeList && els instanceof g.HTMLCollection, true);
  // A live collection drains as its items leave the tree.
  const byTag = doc.getElementsByTagName('li');
  while (byTag.length) byTag[0].remove();
  eq(u.children.length, 0);
});

test('constructors and interfaces', () => {
  const { g, doc } = setup();
  throws(() => new g.Node(), 'TypeError', "Failed to construct 'Node': Illegal constructor");
  throws(() => new g.HTMLDivElement(), 'TypeError', "Failed to construct 'HTMLDivElement': Illegal constructor");
  eq([new g.Text('t').data, new g.Comment('c').data, new g.DocumentFragment().nodeName], ['t', 'c', '#document-fragment']);
  eq([new g.Document().nodeName, new g.Document().constructor.name], ['#document', 'Document']);
  eq(['foo', 'foo-bar', 'section', 'h2', 'div', 'button'].map((t) => doc.createElement(t).constructor.name),
    ['HTMLUnknownElement', 'HTMLElement', 'HTMLElement', 'HTMLHeadingElement', 'HTMLDivElement', 'HTMLButtonElement']);
  const div = doc.createElement('div');
  eq([Object.prototype.toString.call(div), Object.prototype.toString.call(g)], ['[object HTMLDivElement]', '[object Window]']);
  eq(div instanceof g.HTMLElement && div instanceof g.Element && div instanceof g.Node && div instanceof g.EventTarget, true);
  eq(Object.getPrototypeOf(g) === g.Window.prototype, true);
  eq(g.Node.ELEMENT_NODE === 1 && div.TEXT_NODE === 3, true);
  eq(Object.getOwnPropertyDescriptor(g.Event.prototype, 'type').enumerable, true);
  eq(Object.getOwnPropertyDescriptor(g.Event, 'AT_TARGET'), { value: 2, writable: false, enumerable: true, configurable: false });
  throws(() => doc.createElement('1a'), 'InvalidCharacterError', "Failed to execute 'createElement' on 'Document': The tag name provided ('1a') is not a valid name.");
});

test('tree mutation errors (Chromium messages)', () => {
  const { doc } = setup('<div id="root"><p id="a">A</p></div>');
  const root = doc.getElementById('root');
  const a = doc.getElementById('a');
  const x = () => doc.createElement('x');
  throws(() => root.appendChild(root), 'HierarchyRequestError', "Failed to execute 'appendChild' on 'Node': The new child element contains the parent.");
  throws(() => a.appendChild(root), 'HierarchyRequestError', "Failed to execute 'appendChild' on 'Node': The new child element contains the parent.");
  throws(() => root.insertBefore(x(), doc.body), 'NotFoundError', "Failed to execute 'insertBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node.");
  throws(() => root.removeChild(doc.body), 'NotFoundError', "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.");
  throws(() => root.replaceChild(x(), doc.body), 'NotFoundError', "Failed to execute 'replaceChild' on 'Node': The node to be replaced is not a child of this node.");
  throws(() => root.appendChild(doc), 'HierarchyRequestError', "Failed to execute 'appendChild' on 'Node': The new child element contains the parent.");
  throws(() => root.appendChild('x'), 'TypeError', "Failed to execute 'appendChild' on 'Node': parameter 1 is not of type 'Node'.");
  throws(() => doc.appendChild(doc.createTextNode('x')), 'HierarchyRequestError', "Failed to execute 'appendChild' on 'Node': Nodes of type '#text' may not be inserted inside nodes of type '#document'.");
  throws(() => doc.appendChild(doc.createElement('div')), 'HierarchyRequestError', "Failed to execute 'appendChild' on 'Node': Only one element on document allowed.");
  throws(() => doc.createTextNode('x').appendChild(x()), 'HierarchyRequestError', "Failed to execute 'appendChild' on 'Node': This node type does not support this method.");
  throws(() => root.insertBefore(x()), 'TypeError', "Failed to execute 'insertBefore' on 'Node': 2 arguments required, but only 1 present.");
  throws(() => root.setAttribute('a b', 'x'), 'InvalidCharacterError', "Failed to execute 'setAttribute' on 'Element': 'a b' is not a valid attribute name.");
  throws(() => root.setAttribute('', 'x'), 'InvalidCharacterError', "Failed to execute 'setAttribute' on 'Element': '' is not a valid attribute name.");
  const e = throws(() => root.appendChild(root));
  eq([e.code, e instanceof Error, String(e).startsWith('HierarchyRequestError: ')], [3, true, true]);
});

test('Text and CharacterData', () => {
  const { doc } = setup('<div id="r"></div>');
  const r = doc.getElementById('r');
  const t = doc.createTextNode('hello');
  r.append(t);
  const t2 = t.splitText(2);
  eq([t.data, t2.data, r.childNodes.length, t.wholeText, t.length], ['he', 'llo', 2, 'hello', 2]);
  t.appendData('!');
  t.insertData(0, '>');
  t.deleteData(1, 1);
  t.replaceData(0, 1, '<<');
  eq([t.data, t.substringData(1, 2), t.nodeValue, t.textContent], ['<<e!', '<e', '<<e!', '<<e!']);
  throws(() => t.deleteData(9, 1), 'IndexSizeError');
  r.normalize();
  eq([r.childNodes.length, r.firstChild.data], [1, '<<e!llo']);
  eq(r.firstChild.previousSibling, null);
});

test('compareDocumentPosition, contains, getRootNode', () => {
  const { doc } = setup('<div id="a"><p id="b"></p></div><div id="c"></div>');
  const [a, b, c] = ['a', 'b', 'c'].map((id) => doc.getElementById(id));
  eq([a.compareDocumentPosition(b), b.compareDocumentPosition(a), a.compareDocumentPosition(c), c.compareDocumentPosition(b)], [20, 10, 4, 2]);
  eq([a.contains(b), b.contains(a), a.contains(a), a.contains(null)], [true, false, true, false]);
  const lone = doc.createElement('i');
  eq([lone.getRootNode() === lone, b.getRootNode() === doc, lone.compareDocumentPosition(a) & 1], [true, true, 1]);
});

// ------------------------------------------------------------------ selectors
test('selectors match like Chromium', () => {
  const { doc } = setup('<div id="main" class="a b" data-x="1"><p class="c">one <b>two</b></p><img src="data:a.png" alt=\'x"y\'>'
    + '<ul><li>1</li><li class="c">2</li><li>3</li><li>4</li><li>5</li></ul><span lang="en-US" title="a b c">s</span></div>');
  const q = (s) => Array.from(doc.querySelectorAll(s)).map((e) => e.nodeName + (e.className ? '.' + e.className : '')).join(' ');
  const cases = {
    div: 'DIV.a b', '#main': 'DIV.a b', '.c': 'P.c LI.c', 'p.c': 'P.c', 'ul > li': 'LI LI.c LI LI LI',
    'div li': 'LI LI.c LI LI LI', 'li + li': 'LI.c LI LI LI', 'li ~ li': 'LI.c LI LI LI', 'li:first-child': 'LI',
    'li:last-child': 'LI', 'li:nth-child(2)': 'LI.c', 'li:nth-child(odd)': 'LI LI LI', 'li:nth-child(even)': 'LI.c LI',
    'li:nth-child(2n+1)': 'LI LI LI', 'li:nth-child(-n+2)': 'LI LI.c', 'li:nth-child( 3n - 1 )': 'LI.c LI',
    'li:not(.c)': 'LI LI LI LI', '[data-x]': 'DIV.a b', '[data-x="1"]': 'DIV.a b', "[data-x='1']": 'DIV.a b',
    '[title~=b]': 'SPAN', '[lang|=en]': 'SPAN', '[src^=a]': '', '[src$=".png"]': 'IMG', '[alt*=\'"\']': 'IMG',
    'p, li.c': 'P.c LI.c', DIV: 'DIV.a b', 'LI:FIRST-CHILD': 'LI', '[DATA-X]': 'DIV.a b', '#main>p>b': 'B',
    'div   >   p': 'P.c', 'li:not(li)': '', 'li:nth-child(n)': 'LI LI.c LI LI LI', 'li:nth-child(0n+3)': 'LI',
    '[title="A B C" i]': 'SPAN', 'p:not(.a .b)': 'P.c', 'li:nth-child(+2)': 'LI.c', 'li:first-child:last-child': '',
    'div#main.a.b[data-x]': 'DIV.a b', 'a\\:b': '', '#main .c': 'P.c LI.c', 'ul li:nth-child(2) + li': 'LI',
    '::before': '', 'li:is(.c, :last-child)': 'LI.c LI', 'li:nth-last-child(2)': 'LI', 'b:only-child': 'B',
    'li:hover': '', ':root': 'HTML', 'head:empty': 'HEAD',
  };
  for (const s of Object.keys(cases)) eq(q(s), cases[s], s);
  eq(doc.querySelectorAll('*').length, 14);
});

test('invalid selectors throw SyntaxError DOMExceptions', () => {
  const { doc, g } = setup('<div id="m"></div>');
  const m = doc.getElementById('m');
  for (const s of [' ', 'div >', '> div', 'li:nth-child(x)', 'a[', '#', '.', 'div,', 'a b)', 'li:nth-child(2n+)', ':not()',
    '[a=b c]', 'a||b', '#1a', '.1a', '[1=a]', ':unknown', '!']) {
    const e = throws(() => doc.querySelectorAll(s), 'SyntaxError', `Failed to execute 'querySelectorAll' on 'Document': '${s}' is not a valid selector.`);
    eq([e.code, e instanceof g.DOMException], [12, true]);
  }
  throws(() => doc.querySelectorAll(''), 'SyntaxError', "Failed to execute 'querySelectorAll' on 'Document': The provided selector is empty.");
  throws(() => m.querySelector('!'), 'SyntaxError', "Failed to execute 'querySelector' on 'Element': '!' is not a valid selector.");
  throws(() => m.matches('!'), 'SyntaxError', "Failed to execute 'matches' on 'Element': '!' is not a valid selector.");
  throws(() => m.closest('!'), 'SyntaxError', "Failed to execute 'closest' on 'Element': '!' is not a valid selector.");
});

test('matches, closest, :scope, getElementsByClassName', () => {
  const { doc } = setup('<section class="s"><div class="x y"><span id="t">t</span></div></section>');
  const t = doc.getElementById('t');
  eq([t.matches('section span'), t.matches('div > span#t'), t.closest('.x').className, t.closest('section').nodeName, t.closest('p')], [true, true, 'x y', 'SECTION', null]);
  const div = t.parentNode;
  eq([div.querySelectorAll(':scope > span').length, div.querySelectorAll('section span').length], [1, 1]);
  eq([doc.getElementsByClassName('y x').length, doc.getElementsByClassName('x z').length, doc.getElementsByClassName('').length], [1, 0, 0]);
});

// ------------------------------------------------------------------ classList, dataset, style
test('classList (Chromium output)', () => {
  const { doc } = setup();
  const s = doc.createElement('span');
  s.className = 'x';
  s.classList.add('y', 'z');
  s.classList.remove('x');
  const out = [s.className, s.classList.length, s.classList.value, s.classList.toggle('q'), s.classList.toggle('q'),
    s.classList.toggle('y', true), s.classList.replace('y', 'w'), s.className, s.classList.contains('w'),
    s.classList.item(0), s.classList.item(9), String(s.classList), [...s.classList], s.classList[1]];
  eq(out, ['y z', 2, 'y z', true, false, true, true, 'w z', true, 'w', null, 'w z', ['w', 'z'], 'z']);
  throws(() => s.classList.add(''), 'SyntaxError', "Failed to execute 'add' on 'DOMTokenList': The token provided must not be empty.");
  throws(() => s.classList.add('a b'), 'InvalidCharacterError', "Failed to execute 'add' on 'DOMTokenList': The token provided ('a b') contains HTML space characters, which are not valid in tokens.");
  s.className = ' a  a b ';
  eq([s.classList.length, s.classList.value, [...s.classList]], [2, ' a  a b ', ['a', 'b']]);
  s.classList.add('c');
  eq(s.className, 'a b c');
  const fresh = doc.createElement('p');
  fresh.classList.remove('nothing');
  eq(fresh.hasAttribute('class'), false);
  eq(s.classList === s.classList, true);
});

test('dataset (Chromium output)', () => {
  const { doc } = setup();
  const s = doc.createElement('span');
  s.className = 'a b c';
  s.dataset.fooBar = 'x';
  s.dataset.x1 = 2;
  eq([s.outerHTML, JSON.stringify(s.dataset), Object.keys(s.dataset), 'fooBar' in s.dataset],
    ['<span class="a b c" data-foo-bar="x" data-x1="2"></span>', '{"fooBar":"x","x1":"2"}', ['fooBar', 'x1'], true]);
  eq([delete s.dataset.fooBar, s.outerHTML, s.dataset.nope], [true, '<span class="a b c" data-x1="2"></span>', undefined]);
  throws(() => { s.dataset['a-b'] = 1; }, 'SyntaxError', "Failed to set a named property 'a-b' on 'DOMStringMap': 'a-b' is not a valid property name.");
  eq(String(s.dataset), '[object DOMStringMap]');
});

test('style (Chromium output)', () => {
  const { doc } = setup();
  const st = doc.createElement('div');
  st.style.color = 'red';
  st.style.marginTop = '4px';
  st.style.color = '';
  eq([st.getAttribute('style'), st.style.marginTop, st.style.cssText, st.style.color], ['margin-top: 4px;', '4px', 'margin-top: 4px;', '']);
  st.setAttribute('style', 'color: blue; padding: 2px');
  eq([st.style.color, st.style.padding, st.style.cssText, st.style.paddingLeft], ['blue', '2px', 'color: blue; padding: 2px;', '2px']);
  st.style.cssText = 'top: 1px';
  eq(st.outerHTML, '<div style="top: 1px;"></div>');
  st.style.setProperty('z-index', '3');
  eq([st.outerHTML, st.style.getPropertyValue('z-index'), st.style.length, st.style.item(0)], ['<div style="top: 1px; z-index: 3;"></div>', '3', 2, 'top']);
  st.style.removeProperty('top');
  eq(st.outerHTML, '<div style="z-index: 3;"></div>');
  st.style.width = 5;
  eq(st.outerHTML, '<div style="z-index: 3;"></div>');
  const b = doc.createElement('p');
  b.style.color = '#FFF';
  eq([b.getAttribute('style'), b.style.color], ['color: rgb(255, 255, 255);', 'rgb(255, 255, 255)']);
  b.style.margin = '1px 2px';
  eq([b.style.cssText, b.style.marginTop, b.style.marginLeft], ['color: rgb(255, 255, 255); margin: 1px 2px;', '1px', '2px']);
  b.style.width = '0'; b.style.height = 0; b.style.opacity = 0.5; b.style.zIndex = 2; b.style.top = 3;
  b.style.color = 'rgb(1,2,3)'; b.style.color = 'BLUE'; b.style.backgroundColor = 'nonsense'; b.style.display = 'NONE';
  eq(b.getAttribute('style'), 'color: blue; margin: 1px 2px; width: 0px; height: 0px; opacity: 0.5; z-index: 2; display: none;');
  b.setAttribute('style', 'COLOR: Red;;; bogus: 1; margin : 2px');
  eq([b.style.cssText, b.getAttribute('style'), b.style.length], ['color: red; margin: 2px;', 'COLOR: Red;;; bogus: 1; margin : 2px', 5]);
  b.style = 'float: left';
  eq([b.style.cssFloat, b.style['float'], b.getAttribute('style')], ['left', 'left', 'float: left;']);
});

test('reflected attributes', () => {
  const { doc } = setup('<div id="main"></div><a href="#x">l</a>');
  const m = doc.getElementById('main');
  eq([doc.title, m.title, m.tabIndex, doc.createElement('button').tabIndex, doc.createElement('a').tabIndex, m.hidden], ['', '', -1, 0, 0, false]);
  m.hidden = true;
  m.tabIndex = 3;
  m.title = 'T';
  eq(m.outerHTML, '<div id="main" hidden="" tabindex="3" title="T"></div>');
  doc.title = '  My   page ';
  eq([doc.title, doc.head.innerHTML], ['My page', '<title>  My   page </title>']);
  const i = doc.createElement('input');
  eq([i.type, i.value, i.checked], ['text', '', false]);
  i.setAttribute('value', 'v');
  eq(i.value, 'v');
  i.value = 'w';
  eq([i.value, i.getAttribute('value')], ['w', 'v']);
  eq(m.attributes.length, 4);
  eq([m.attributes[0].name, m.attributes.id.value, m.attributes[0].nodeType, String(m.attributes)], ['id', 'main', 2, '[object NamedNodeMap]']);
  m.attributes.id.value = 'main2';
  eq(m.id, 'main2');
});

test('innerText (approximate rendering) and its setter', () => {
  const { doc } = setup('<div id="root"><p>B</p>hello<script>x</script><span hidden>no</span></div>');
  const r = doc.getElementById('root');
  eq(r.innerText, 'B\n\nhello');
  r.innerText = 'a\nb';
  eq(r.innerHTML, 'a<br>b');
  const lone = doc.createElement('div');
  lone.innerHTML = '<p>x</p>  y';
  eq(lone.innerText, 'x  y');
});

test('innerText matches Chromium on common layouts', () => {
  const { doc } = setup('<div id="host"></div>');
  const host = doc.getElementById('host');
  const cases = {
    '<p>B</p>hello': 'B\n\nhello', '<div>a</div><div>b</div>': 'a\nb', '  <span> x </span>  <b>y</b>  ': 'x y',
    '<ul><li>1</li><li>2</li></ul>': '1\n2', 'a<br>b<br><br>c': 'a\nb\n\nc', '<h1>T</h1><p>p1</p><p>p2</p>': 'T\n\np1\n\np2',
    '<div><p>x</p></div>tail': 'x\n\ntail', '<span>a</span>\n<span>b</span>': 'a b', '<pre>  a\n  b </pre>': '  a\n  b ',
    '<table><tr><td>1</td><td>2</td></tr><tr><td>3</td></tr></table>': '1\t2\n3', '<div> lead <i>mid</i> end </div>': 'lead mid end',
    'x<div></div>y': 'x\ny', '<p></p>z': 'z', '<button>go</button> <span style="display:none">no</span>ok': 'go ok',
  };
  for (const markup of Object.keys(cases)) {
    host.innerHTML = markup;
    eq(host.innerText, cases[markup], markup);
  }
});

test('style values normalized like Chromium', () => {
  const { doc } = setup();
  const host = doc.createElement('div');
  const cases = [['color', '#abc', 'color: rgb(170, 187, 204);'], ['color', '#aabbccdd', 'color: rgba(170, 187, 204, 0.867);'],
    ['color', 'rgba(1,2,3,0.5)', 'color: rgba(1, 2, 3, 0.5);'], ['color', 'rgba(1,2,3,1)', 'color: rgb(1, 2, 3);'],
    ['color', 'hsl(0, 100%, 50%)', 'color: rgb(255, 0, 0);'], ['color', 'Transparent', 'color: transparent;'],
    ['width', '10PX', 'width: 10px;'], ['width', 'calc(100% - 10px)', 'width: calc(100% - 10px);'], ['margin', '0', 'margin: 0px;'],
    ['margin', '1px 2px 3px', 'margin: 1px 2px 3px;'], ['padding', '1px 1px', 'padding: 1px;'], ['border', '1px solid red', 'border: 1px solid red;'],
    ['background', 'url(A.png) no-repeat', 'background: url("A.png") no-repeat;'],
    ['fontFamily', '"Times New Roman", serif', 'font-family: "Times New Roman", serif;'],
    ['transform', 'translateX(10px) rotate(45deg)', 'transform: translateX(10px) rotate(45deg);'],
    ['opacity', '1.0', 'opacity: 1;'], ['flex', '1', 'flex: 1 1 0%;'], ['width', '-5px', null], ['color', 'red !important', null],
    ['backgroundColor', 'rgb(0 0 0)', 'background-color: rgb(0, 0, 0);'], ['cssFloat', 'left', 'float: left;']];
  for (const [prop, value, want] of cases) {
    host.removeAttribute('style');
    host.style[prop] = value;
    eq(host.getAttribute('style'), want, `${prop} = ${value}`);
  }
  const order = {
    'color: red !important; top: 1px': 'color: red !important; top: 1px;',
    'top: 1px; color: red !important; left: 2px': 'top: 1px; left: 2px; color: red !important;',
    'color: red !important; --x: 1; top: 2px': '--x: 1; top: 2px; color: red !important;',
    'top: 1px; top: 2px': 'top: 2px;', 'top: 1px; left: 1px; top: 2px': 'left: 1px; top: 2px;',
    'top: 1px !important; top: 2px': 'top: 1px !important;', 'margin: 1px; margin-top: 2px': 'margin: 2px 1px 1px;',
  };
  for (const css of Object.keys(order)) {
    host.setAttribute('style', css);
    eq(host.style.cssText, order[css], css);
  }
  host.style.cssText = 'color: red !important; --x: 1';
  eq(host.style.cssText, '--x: 1; color: red !important;');
  host.removeAttribute('style');
  host.style.color = '';
  eq(host.hasAttribute('style'), false);
});

test('activation behavior: checkbox, radio, submit (Chromium)', () => {
  const log = clickLog('<form id="f"><input type="checkbox" id="cb"><input type="radio" name="r" id="r1" checked>'
    + '<input type="radio" name="r" id="r2"><button id="sub">go</button></form>', ['#cb', '#r2', '#sub'], ({ doc, g, micro }, name, out) => {
    const $ = (id) => doc.getElementById(id);
    for (const t of ['click', 'input', 'change', 'submit']) {
      g.addEventListener(t, (e) => {
        out.push(`${t} ${name(e.target)} ${e.isTrusted} ${e.constructor.name} ${e.bubbles} ${e.cancelable} ${e.composed} `
          + `cb ${$('cb').checked} r1 ${$('r1').checked} r2 ${$('r2').checked} ${e.submitter ? name(e.submitter) : ''}`);
        micro(() => out.push('  micro after ' + t));
      }, true);
    }
    $('f').addEventListener('submit', (e) => e.preventDefault());
    $('cb').click();
    out.push('after cb.click ' + $('cb').checked);
    const c2 = doc.createElement('input');
    c2.type = 'checkbox';
    c2.addEventListener('click', (e) => { out.push('c2 click sees ' + c2.checked); e.preventDefault(); });
    c2.click();
    out.push('after canceled click ' + c2.checked);
    out.push('--- user');
  });
  eq(log, [
    'click cb false PointerEvent true true true cb true r1 true r2 false ',
    'input cb true Event true false true cb true r1 true r2 false ',
    'change cb true Event true false false cb true r1 true r2 false ',
    'after cb.click true', 'c2 click sees true', 'after canceled click false', '--- user',
    '  micro after click', '  micro after input', '  micro after change',
    'click cb true PointerEvent true true true cb false r1 true r2 false ', '  micro after click',
    'input cb true Event true false true cb false r1 true r2 false ', '  micro after input',
    'change cb true Event true false false cb false r1 true r2 false ', '  micro after change',
    'click r2 true PointerEvent true true true cb false r1 false r2 true ', '  micro after click',
    'input r2 true Event true false true cb false r1 false r2 true ', '  micro after input',
    'change r2 true Event true false false cb false r1 false r2 true ', '  micro after change',
    'click sub true PointerEvent true true true cb false r1 false r2 true ', '  micro after click',
    'submit f true SubmitEvent true true true cb false r1 false r2 true sub', '  micro after submit',
  ]);
});

// ------------------------------------------------------------------ events
test('dispatch order at the target: capture first (dom#686); dom#916 stops', () => {
  const { doc } = setup();
  const log = [];
  const el = doc.createElement('div');
  el.addEventListener('x', () => log.push('bub1'));
  el.addEventListener('x', () => log.push('cap1'), true);
  el.dispatchEvent(new doc.defaultView.Event('x'));
  eq(log, ['cap1', 'bub1'], 'target order');

  const run = (stopper) => {
    const out = [];
    const e2 = doc.createElement('div');
    e2.addEventListener('x', (e) => { out.push('cap1'); e[stopper](); }, true);
    e2.addEventListener('x', () => out.push('cap2'), true);
    e2.addEventListener('x', () => out.push('bub1'));
    e2.dispatchEvent(new doc.defaultView.Event('x', { bubbles: true }));
    return out.join(',');
  };
  eq(run('stopPropagation'), 'cap1,cap2');
  eq(run('stopImmediatePropagation'), 'cap1');

  const out = [];
  const p = doc.createElement('div');
  const c = doc.createElement('span');
  p.appendChild(c);
  p.addEventListener('x', (e) => { out.push('pcap'); e.stopPropagation(); }, true);
  c.addEventListener('x', () => out.push('cap'), true);
  c.addEventListener('x', () => out.push('bub'));
  p.addEventListener('x', () => out.push('pbub'));
  c.dispatchEvent(new doc.defaultView.Event('x', { bubbles: true }));
  eq(out, ['pcap']);
});

test('full propagation path and phases', () => {
  const { doc, g } = setup('<div id="o"><span id="i"></span></div>');
  const i = doc.getElementById('i');
  const log = [];
  for (const [name, t] of [['window', g], ['document', doc], ['html', doc.documentElement], ['body', doc.body], ['o', i.parentNode], ['i', i]]) {
    t.addEventListener('x', (e) => log.push(`${name}:cap:${e.eventPhase}`), true);
    t.addEventListener('x', (e) => log.push(`${name}:bub:${e.eventPhase}`));
  }
  const ev = new g.Event('x', { bubbles: true });
  i.dispatchEvent(ev);
  eq(log.join(' '), 'window:cap:1 document:cap:1 html:cap:1 body:cap:1 o:cap:1 i:cap:2 i:bub:2 o:bub:3 body:bub:3 html:bub:3 document:bub:3 window:bub:3');
  log.length = 0;
  i.dispatchEvent(new g.Event('x'));
  eq(log.join(' '), 'window:cap:1 document:cap:1 html:cap:1 body:cap:1 o:cap:1 i:cap:2 i:bub:2');
  eq([ev.eventPhase, ev.currentTarget, ev.target === i, ev.composedPath().length], [0, null, true, 0]);
});

test('composedPath during dispatch and window.event', () => {
  const { doc, g } = setup('<div id="o"></div>');
  const o = doc.getElementById('o');
  let path;
  let current;
  o.addEventListener('x', (e) => { path = e.composedPath().map((n) => (n === g ? 'window' : n.nodeName)); current = g.event === e; });
  eq(g.event, undefined);
  o.dispatchEvent(new g.Event('x'));
  eq([path, current, g.event], [['DIV', 'BODY', 'HTML', '#document', 'window'], true, undefined]);
});

test('event handler attributes and properties keep their position', () => {
  const { doc, g } = setup();
  const log = [];
  const el = doc.createElement('div');
  el.addEventListener('click', () => log.push('A'));
  el.onclick = () => log.push('H1');
  el.addEventListener('click', () => log.push('B'));
  el.onclick = () => log.push('H2');
  el.dispatchEvent(new g.Event('click'));
  el.onclick = null;
  el.dispatchEvent(new g.Event('click'));
  el.onclick = () => log.push('H3');
  el.dispatchEvent(new g.Event('click'));
  eq(log.join(','), 'A,H2,B,A,B,A,B,H3');
});

test('handler return values', () => {
  const { doc, g } = setup();
  const el = doc.createElement('div');
  el.onclick = () => false;
  const e1 = new g.Event('click');
  el.dispatchEvent(e1);
  const e2 = new g.Event('click', { cancelable: true });
  const r = el.dispatchEvent(e2);
  eq([e1.defaultPrevented, e2.defaultPrevented, r, e2.returnValue], [false, true, false, false]);
  el.onmouseover = () => false;
  const e3 = new g.Event('mouseover', { cancelable: true });
  el.dispatchEvent(e3);
  el.onclick = () => true;
  const e4 = new g.Event('click', { cancelable: true });
  el.dispatchEvent(e4);
  el.onclick = () => 0;
  const e5 = new g.Event('click', { cancelable: true });
  el.dispatchEvent(e5);
  eq([e3.defaultPrevented, e4.defaultPrevented, e5.defaultPrevented], [true, false, false]);
  el.addEventListener('p', (e) => { e.preventDefault(); }, { passive: true });
  const e6 = new g.Event('p', { cancelable: true });
  eq([el.dispatchEvent(e6), e6.defaultPrevented], [true, false]);
});

test('inline handlers compile lazily with element scope; errors are reported', () => {
  const { doc, g, host } = setup('<div><span id="s1" onclick="__domTestLog.push([this.id, typeof event, event.type, id]); return false">x</span><i id="bad" onclick="bad syntax here">y</i></div>');
  globalThis.__domTestLog = [];
  try {
    const s = doc.getElementById('s1');
    const src = String(s.onclick);
    eq([src.startsWith('function onclick(event) {\n__domTestLog.push'), src.endsWith('return false\n}')], [true, true]);
    const e = new g.Event('click', { cancelable: true });
    s.dispatchEvent(e);
    eq([globalThis.__domTestLog, e.defaultPrevented], [[['s1', 'object', 'click', 's1']], true]);
    const bad = doc.getElementById('bad');
    bad.dispatchEvent(new g.Event('click'));
    eq([host.errors.length, host.errors[0] instanceof SyntaxError, bad.onclick], [1, true, null]);
    s.setAttribute('onclick', '__domTestLog.push("changed")');
    s.dispatchEvent(new g.Event('click'));
    s.removeAttribute('onclick');
    s.dispatchEvent(new g.Event('click'));
    eq([globalThis.__domTestLog.slice(1), s.onclick], [['changed'], null]);
  } finally {
    delete globalThis.__domTestLog;
  }
});

test('window.onerror gets five arguments; returning true cancels', () => {
  const { g, api } = setup();
  let args;
  g.onerror = function (...a) { args = [a.length, a[0], a[1], a[2], a[3], a[4].message, this === g]; return true; };
  const err = new Error('boom');
  const ev = new g.ErrorEvent('error', { message: 'Uncaught Error: boom', filename: 'f.js', lineno: 3, colno: 7, error: err, cancelable: true });
  const notCanceled = api.dispatchFromHost(g, ev);
  eq([args, notCanceled, ev.isTrusted], [[5, 'Uncaught Error: boom', 'f.js', 3, 7, 'boom', true], false, true]);
});

test('listener exceptions are reported and dispatch continues', () => {
  const { doc, g, host } = setup();
  const el = doc.createElement('div');
  const log = [];
  el.addEventListener('x', () => { throw new Error('boom'); });
  el.addEventListener('x', () => log.push('second'));
  eq(el.dispatchEvent(new g.Event('x', { cancelable: true })), true);
  eq([log, host.errors.map((e) => e.message)], [['second'], ['boom']]);
});

test('dispatchEvent argument checks and flags (Chromium messages)', () => {
  const { doc, g } = setup();
  const el = doc.createElement('div');
  const ev = new g.Event('x');
  let inner;
  el.addEventListener('x', () => { inner = throws(() => el.dispatchEvent(ev)); });
  el.dispatchEvent(ev);
  eq([inner.name, inner.message], ['InvalidStateError', "Failed to execute 'dispatchEvent' on 'EventTarget': The event is already being dispatched."]);
  throws(() => el.dispatchEvent({}), 'TypeError', "Failed to execute 'dispatchEvent' on 'EventTarget': parameter 1 is not of type 'Event'.");
  throws(() => el.addEventListener('x'), 'TypeError', "Failed to execute 'addEventListener' on 'EventTarget': 2 arguments required, but only 1 present.");
  throws(() => el.addEventListener('x', 5), 'TypeError', "Failed to execute 'addEventListener' on 'EventTarget': parameter 2 is not of type 'Object'.");
  el.addEventListener('x', null);
  throws(() => new g.Event(), 'TypeError', "Failed to construct 'Event': 1 argument required, but only 0 present.");
  throws(() => new g.Event('x', 5), 'TypeError', "Failed to construct 'Event': The provided value is not of type 'EventInit'.");
  throws(() => new g.PromiseRejectionEvent('x'), 'TypeError', "Failed to construct 'PromiseRejectionEvent': 2 arguments required, but only 1 present.");
  throws(() => el.dispatchEvent(doc.createEvent('Event')), 'InvalidStateError', "Failed to execute 'dispatchEvent' on 'EventTarget': The event provided is uninitialized.");
  throws(() => doc.createEvent('Foo'), 'NotSupportedError', "Failed to execute 'createEvent' on 'Document': The provided event type ('Foo') is invalid.");
  eq([doc.createEvent('MouseEvents').constructor.name, doc.createEvent('HTMLEvents').constructor.name, doc.createEvent('customevent').constructor.name], ['MouseEvent', 'Event', 'CustomEvent']);
  const ce = doc.createEvent('CustomEvent');
  ce.initCustomEvent('c', true, false, 5);
  eq([ce.type, ce.bubbles, ce.detail, el.dispatchEvent(ce)], ['c', true, 5, true]);

  const stopped = new g.Event('x');
  const el2 = doc.createElement('div');
  el2.addEventListener('x', (e) => e.stopPropagation());
  el2.dispatchEvent(stopped);
  eq(stopped.cancelBubble, false);
  const pre = new g.Event('x', { cancelable: true });
  pre.preventDefault();
  eq([pre.defaultPrevented, el2.dispatchEvent(pre), pre.defaultPrevented], [true, false, true]);
});

test('listener objects, duplicates, once, add/remove during dispatch', () => {
  const { doc, g } = setup();
  const el = doc.createElement('div');
  const log = [];
  const o = { handleEvent(e) { log.push(['obj', this === o, e.type]); } };
  el.addEventListener('x', o);
  el.addEventListener('x', o);
  el.addEventListener('x', {}); // not callable: skipped silently (Chromium)
  el.dispatchEvent(new g.Event('x'));
  eq(log, [['obj', true, 'x']]);

  const order = [];
  const t = doc.createElement('div');
  const late = () => order.push('late');
  const removed = () => order.push('removed');
  t.addEventListener('y', () => { order.push('once'); t.dispatchEvent(new g.Event('y')); }, { once: true });
  t.addEventListener('y', () => { order.push('adder'); t.addEventListener('y', late); t.removeEventListener('y', removed); });
  t.addEventListener('y', removed);
  t.dispatchEvent(new g.Event('y'));
  // The nested dispatch (from the once listener) already sees 'adder' but not the once listener.
  eq(order.join(','), 'once,adder,adder,once'.split(',').slice(0, 0).concat(['once', 'adder', 'adder']).join(','));
  order.length = 0;
  t.dispatchEvent(new g.Event('y'));
  eq(order.join(','), 'adder,late');
});

test('event constructors (Chromium defaults)', () => {
  const { g } = setup();
  const ev = new g.MouseEvent('click', { clientX: 3 });
  eq([ev.clientX, ev.x, ev.screenX, ev.button, ev.view, ev.detail, ev.bubbles, ev.composed, ev.which, ev.relatedTarget, ev.metaKey, ev.pageX, ev.offsetX, ev.movementX],
    [3, 3, 0, 0, null, 0, false, false, 1, null, false, 3, 3, 0]);
  eq([new g.CustomEvent('c', { detail: { a: 1 } }).detail.a, new g.CustomEvent('c').detail], [1, null]);
  const ee = new g.ErrorEvent('error');
  eq([new g.ErrorEvent('error', { message: 'm' }).message, ee.filename, ee.lineno, ee.error], ['m', '', 0, undefined]);
  eq(new g.PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: 1 }).reason, 1);
  const me = new g.MessageEvent('message');
  eq([new g.MessageEvent('message', { data: 5 }).data, me.origin, me.source, me.ports, me.lastEventId], [5, '', null, [], '']);
  eq([new g.KeyboardEvent('keydown', { key: 'a' }).key, new g.FocusEvent('focus').relatedTarget, new g.UIEvent('x').detail, new g.UIEvent('x').view], ['a', null, 0, null]);
  const e = new g.Event('x');
  eq([Object.getOwnPropertyNames(e), e.isTrusted, typeof e.timeStamp], [['isTrusted'], false, 'number']);
  const keys = [];
  for (const k in e) keys.push(k);
  eq(keys.slice(0, 12), ['isTrusted', 'type', 'target', 'srcElement', 'currentTarget', 'eventPhase', 'bubbles', 'cancelable', 'defaultPrevented', 'composed', 'timeStamp', 'returnValue']);
});

test('AbortSignal removes listeners', () => {
  const { doc, g } = setup();
  const el = doc.createElement('div');
  const ac = new g.AbortController();
  const log = [];
  el.addEventListener('x', () => log.push('x'), { signal: ac.signal });
  el.dispatchEvent(new g.Event('x'));
  ac.abort();
  el.dispatchEvent(new g.Event('x'));
  eq([log, ac.signal.aborted, ac.signal.reason.name], [['x'], true, 'AbortError']);
  el.addEventListener('x', () => log.push('never'), { signal: ac.signal });
  el.dispatchEvent(new g.Event('x'));
  eq(log, ['x']);
});

// ------------------------------------------------------------------ microtasks between listeners (B4)
test('trusted dispatch checkpoints after each listener; script dispatch does not', () => {
  const { doc, g, api, host, micro } = setup('<button id="b">go</button>');
  const b = doc.getElementById('b');
  const log = [];
  b.addEventListener('click', () => { log.push('click1'); micro(() => log.push('micro1')); });
  b.addEventListener('click', () => { log.push('click2'); micro(() => log.push('micro2')); });
  b.click();
  log.push('after click()');
  host.checkpoint();
  eq(log.join(','), 'click1,click2,after click(),micro1,micro2');
  log.length = 0;
  api.dispatchFromHost(b, new g.MouseEvent('click', { bubbles: true }));
  eq(log.join(','), 'click1,micro1,click2,micro2');
});

test('WPT task_microtask_ordering: el.click() vs a real click', () => {
  // outer > inner, each with a click listener that queues a promise job and mutates an attribute.
  const run = (real) => {
    const { doc, g, api, host, micro } = setup('<div class="outer"><div class="inner"></div></div>');
    const outer = doc.querySelector('.outer');
    const inner = doc.querySelector('.inner');
    const log = [];
    new g.MutationObserver(() => log.push('mutate')).observe(outer, { attributes: true });
    const onClick = () => {
      log.push('click');
      micro(() => log.push('promise'));
      outer.setAttribute('data-random', String(Math.random()));
    };
    inner.addEventListener('click', onClick);
    outer.addEventListener('click', onClick);
    if (real) {
      api.userClickPhase(inner, 'release');
    } else {
      inner.click();
      host.checkpoint();
    }
    return log.join(',');
  };
  eq(run(false), 'click,click,promise,mutate,promise');
  eq(run(true), 'click,promise,mutate,click,promise,mutate');
});

test('a listener exception is reported before the checkpoint (Chromium)', () => {
  const { doc, g, api, host, micro } = setup('<button id="b">go</button>');
  const b = doc.getElementById('b');
  const log = [];
  host.reportException = (e) => log.push('report:' + e.message);
  b.addEventListener('click', () => { micro(() => log.push('micro')); throw new Error('L1'); });
  b.addEventListener('click', () => log.push('L2'));
  api.dispatchFromHost(b, new g.Event('click'));
  eq(log.join(','), 'report:L1,micro,L2');
});

test('error events from the host: trusted, no microtasks between listeners (Chromium)', () => {
  const { doc, g, api, host, micro } = setup('<button id="b">go</button>');
  const log = [];
  g.addEventListener('error', (e) => { log.push('L1 ' + e.isTrusted); micro(() => log.push('m1')); });
  g.addEventListener('error', () => { log.push('L2'); micro(() => log.push('m2')); });
  host.reportException = (error) => api.dispatchTrusted(g, new g.ErrorEvent('error', { error, cancelable: true }));
  // An exception from a timer callback: the report comes after the callback unwound.
  micro(() => log.push('m0 from timer'));
  host.reportException(new Error('from timer'));
  host.checkpoint();
  // An exception from a listener of a real click.
  const b = doc.getElementById('b');
  b.addEventListener('click', () => { micro(() => log.push('m0 from click')); throw new Error('from click'); });
  b.addEventListener('click', () => log.push('second click listener'));
  api.dispatchFromHost(b, new g.PointerEvent('click', { bubbles: true }));
  eq(log, ['L1 true', 'L2', 'm0 from timer', 'm1', 'm2', 'L1 true', 'L2', 'm0 from click', 'm1', 'm2', 'second click listener']);
});

test('a host dispatch nested in a listener does not checkpoint', () => {
  const { doc, g, api, host, micro } = setup('<button id="b">go</button>');
  const b = doc.getElementById('b');
  const log = [];
  g.addEventListener('error', () => { log.push('error listener'); micro(() => log.push('micro from error')); });
  host.reportException = (e) => { log.push('report'); api.dispatchFromHost(g, new g.ErrorEvent('error', { error: e })); log.push('reported'); };
  b.addEventListener('click', () => { micro(() => log.push('micro')); throw new Error('x'); });
  api.dispatchFromHost(b, new g.Event('click'));
  eq(log.join(','), 'report,error listener,reported,micro,micro from error');
});

test('window load: target is the document, path is [window] (legacy target override)', () => {
  const { doc, g, api } = setup();
  const log = [];
  g.addEventListener('load', (e) => log.push([e.target === doc, e.currentTarget === g, e.composedPath().length, e.eventPhase, e.isTrusted, e.bubbles]));
  doc.addEventListener('load', () => log.push('document saw load'), true);
  api.fireSimple(g, 'load');
  eq(log, [[true, true, 1, 2, true, false]]);
  log.length = 0;
  doc.addEventListener('DOMContentLoaded', (e) => log.push(['DCL', e.composedPath().length, e.bubbles]));
  g.addEventListener('DOMContentLoaded', (e) => log.push(['DCL@window', e.eventPhase]));
  doc.addEventListener('readystatechange', (e) => log.push(['rsc', doc.readyState, e.bubbles, e.cancelable]));
  api.setReadyState('interactive');
  api.fireSimple(doc, 'DOMContentLoaded', { bubbles: true });
  eq(log, [['rsc', 'interactive', false, false], ['DCL', 2, true], ['DCL@window', 3]]);
});

// ------------------------------------------------------------------ simulated clicks
function clickLog(body, targets, listen) {
  const w = setup(body);
  const { doc, g, api } = w;
  const name = (t) => (t === doc ? 'document' : t === g ? 'window' : t ? (t.id || t.nodeName) : 'null');
  const log = [];
  listen(w, name, log);
  w.host.checkpoint(); // the end of the script's task
  for (const sel of targets) {
    const el = api.userClick(sel);
    for (const phase of ['move', 'press', 'release']) api.userClickPhase(el, phase);
  }
  return log;
}

test('page.click event sequence with listeners everywhere (Chromium)', () => {
  const types = ['pointerover', 'pointerenter', 'pointerout', 'pointerleave', 'mouseover', 'mouseenter', 'mouseout', 'mouseleave',
    'pointermove', 'mousemove', 'pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];
  const log = clickLog('<div id="outer"><div id="a">a</div><div id="wrap"><button id="b">b</button></div></div>', ['#a', '#b'], ({ doc }, name, out) => {
    const all = [doc, doc.documentElement, doc.body, doc.getElementById('outer'), doc.getElementById('a'), doc.getElementById('wrap'), doc.getElementById('b')];
    for (const t of types) {
      for (const n of all) {
        n.addEventListener(t, (e) => {
          if (e.currentTarget === e.target) out.push(`${t} ${name(e.target)} rel ${name(e.relatedTarget)} ${e.bubbles} ${e.cancelable} ${e.composed} ${e.detail}`);
        });
      }
    }
  });
  eq(log, [
    'pointerover a rel null true true true 0',
    'pointerenter document rel null false false false 0',
    'pointerenter HTML rel null false false false 0',
    'pointerenter BODY rel null false false false 0',
    'pointerenter outer rel null false false false 0',
    'pointerenter a rel null false false false 0',
    'mouseover a rel null true true true 0',
    'mouseenter document rel null false false false 0',
    'mouseenter HTML rel null false false false 0',
    'mouseenter BODY rel null false false false 0',
    'mouseenter outer rel null false false false 0',
    'mouseenter a rel null false false false 0',
    'pointermove a rel null true true true 0',
    'mousemove a rel null true true true 0',
    'pointerdown a rel null true true true 0',
    'mousedown a rel null true true true 1',
    'pointerup a rel null true true true 0',
    'mouseup a rel null true true true 1',
    'click a rel null true true true 1',
    'pointerout a rel b true true true 0',
    'pointerleave a rel b false false false 0',
    'pointerover b rel a true true true 0',
    'pointerenter wrap rel a false false false 0',
    'pointerenter b rel a false false false 0',
    'mouseout a rel b true true true 0',
    'mouseleave a rel b false false false 0',
    'mouseover b rel a true true true 0',
    'mouseenter wrap rel a false false false 0',
    'mouseenter b rel a false false false 0',
    'pointermove b rel null true true true 0',
    'mousemove b rel null true true true 0',
    'pointerdown b rel null true true true 0',
    'mousedown b rel null true true true 1',
    'pointerup b rel null true true true 0',
    'mouseup b rel null true true true 1',
    'click b rel null true true true 1',
  ]);
});

test('enter/leave go only to nodes with listeners unless one captures (Chromium)', () => {
  const log = clickLog('<div id="outer"><div id="a">a</div><div id="wrap"><button id="b">b</button></div></div>', ['#a', '#b'], ({ doc }, name, out) => {
    const $ = (id) => doc.getElementById(id);
    doc.body.addEventListener('pointerenter', (e) => out.push('body pointerenter ' + name(e.target)));
    $('b').addEventListener('pointerenter', (e) => out.push('b pointerenter ' + name(e.target)));
    $('outer').addEventListener('mouseleave', (e) => out.push('outer mouseleave ' + name(e.target)));
    $('a').addEventListener('mouseleave', (e) => out.push('a mouseleave ' + name(e.target)));
    $('wrap').addEventListener('mouseenter', (e) => out.push(`wrap mouseenter (capture) ${name(e.target)} ${e.eventPhase}`), true);
  });
  eq(log, ['body pointerenter BODY', 'b pointerenter b', 'a mouseleave a', 'wrap mouseenter (capture) wrap 2', 'wrap mouseenter (capture) b 1']);
});

test('trusted event fields for a click (Chromium)', () => {
  const log = clickLog('<button id="b">go</button>', ['#b'], ({ g }, name, out) => {
    for (const t of ['pointerover', 'mouseover', 'pointermove', 'mousemove', 'pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
      g.addEventListener(t, (e) => {
        let s = `${t} ${e.constructor.name} trusted=${e.isTrusted} b=${e.button} bs=${e.buttons} d=${e.detail} which=${e.which} view=${e.view === g}`;
        if (e instanceof g.PointerEvent) s += ` pid=${e.pointerId} pt=${e.pointerType} prim=${e.isPrimary} w=${e.width} h=${e.height} pr=${e.pressure}`;
        out.push(s);
      }, true);
    }
  });
  eq(log, [
    'pointerover PointerEvent trusted=true b=-1 bs=0 d=0 which=0 view=true pid=1 pt=mouse prim=true w=1 h=1 pr=0',
    'mouseover MouseEvent trusted=true b=0 bs=0 d=0 which=0 view=true',
    'pointermove PointerEvent trusted=true b=-1 bs=0 d=0 which=0 view=true pid=1 pt=mouse prim=true w=1 h=1 pr=0',
    'mousemove MouseEvent trusted=true b=0 bs=0 d=0 which=0 view=true',
    'pointerdown PointerEvent trusted=true b=0 bs=1 d=0 which=1 view=true pid=1 pt=mouse prim=true w=1 h=1 pr=0.5',
    'mousedown MouseEvent trusted=true b=0 bs=1 d=1 which=1 view=true',
    'pointerup PointerEvent trusted=true b=0 bs=0 d=0 which=1 view=true pid=1 pt=mouse prim=true w=1 h=1 pr=0',
    'mouseup MouseEvent trusted=true b=0 bs=0 d=1 which=1 view=true',
    'click PointerEvent trusted=true b=0 bs=0 d=1 which=1 view=true pid=1 pt=mouse prim=false w=1 h=1 pr=0',
  ]);
});

test('el.click() is an untrusted PointerEvent (Chromium)', () => {
  const { doc, g } = setup('<button id="b">go</button>');
  let s;
  doc.getElementById('b').addEventListener('click', (e) => {
    s = [e.constructor.name, e.isTrusted, e.button, e.buttons, e.detail, e.bubbles, e.cancelable, e.composed, e.pointerId, e.pointerType, e.isPrimary, e.width, e.which, e.view === g];
  });
  doc.getElementById('b').click();
  eq(s, ['PointerEvent', false, 0, 0, 0, true, true, true, -1, '', false, 1, 1, true]);
});

test('focus on press, blur, preventDefault and removal (Chromium)', () => {
  const log = clickLog('<button id="b1">1</button><button id="b2"><span id="s2">2</span></button><button id="b3">3</button>'
    + '<div id="d" tabindex="0">d</div><a id="lnk">nohref</a>', ['#b1', '#s2', '#b3', '#d', '#lnk'], ({ doc, g, micro }, name, out) => {
    for (const t of ['focus', 'blur', 'focusin', 'focusout', 'mousedown', 'mouseup', 'click', 'pointerdown', 'pointerup']) {
      g.addEventListener(t, (e) => out.push(`${t} ${name(e.target)} rel ${name(e.relatedTarget)} active ${name(doc.activeElement)} ${e.isTrusted}`), true);
    }
    doc.getElementById('b1').addEventListener('focus', () => micro(() => out.push('micro after focus')));
    doc.getElementById('b3').addEventListener('pointerdown', (e) => e.preventDefault());
    doc.getElementById('d').addEventListener('mousedown', (e) => e.preventDefault());
  });
  eq(log, [
    'pointerdown b1 rel null active BODY true', 'mousedown b1 rel null active BODY true',
    'focus b1 rel null active b1 true', 'micro after focus', 'focusin b1 rel null active b1 true',
    'pointerup b1 rel null active b1 true', 'mouseup b1 rel null active b1 true', 'click b1 rel null active b1 true',
    'pointerdown s2 rel null active b1 true', 'mousedown s2 rel null active b1 true',
    'blur b1 rel b2 active BODY true', 'focusout b1 rel b2 active BODY true',
    'focus b2 rel b1 active b2 true', 'focusin b2 rel b1 active b2 true',
    'pointerup s2 rel null active b2 true', 'mouseup s2 rel null active b2 true', 'click s2 rel null active b2 true',
    'pointerdown b3 rel null active b2 true', 'pointerup b3 rel null active b2 true', 'click b3 rel null active b2 true',
    'pointerdown d rel null active b2 true', 'mousedown d rel null active b2 true', 'pointerup d rel null active b2 true',
    'mouseup d rel null active b2 true', 'click d rel null active b2 true',
    'pointerdown lnk rel null active b2 true', 'mousedown lnk rel null active b2 true',
    'blur b2 rel null active BODY true', 'focusout b2 rel null active BODY true',
    'pointerup lnk rel null active BODY true', 'mouseup lnk rel null active BODY true', 'click lnk rel null active BODY true',
  ]);
});

test('script focus()/blur() and removing the focused element (Chromium)', () => {
  const { doc, g } = setup('<button id="b2">y</button><a id="lnk">x</a>');
  const b2 = doc.getElementById('b2');
  const log = [];
  for (const t of ['focus', 'focusin', 'blur', 'focusout']) b2.addEventListener(t, (e) => log.push(`${t} ${e.isTrusted} ${doc.activeElement.nodeName}`));
  doc.addEventListener('focusout', () => log.push('document sees focusout'));
  b2.focus();
  b2.blur();
  doc.getElementById('lnk').focus();
  eq(doc.activeElement, doc.body);
  b2.focus();
  b2.remove();
  eq(log, ['focus true BUTTON', 'focusin true BUTTON', 'blur true BODY', 'focusout true BODY', 'document sees focusout',
    'focus true BUTTON', 'focusin true BUTTON', 'blur true BODY', 'focusout true BODY', 'document sees focusout']);
  eq(doc.activeElement, doc.body);
  void g;
});

test('a second click on the same element: only move events, :hover/:active/:focus (Chromium)', () => {
  const log = clickLog('<div id="o"><button id="b">b</button></div>', ['#b', '#b'], ({ doc }, name, out) => {
    const b = doc.getElementById('b');
    for (const t of ['pointerover', 'pointerenter', 'pointerout', 'pointerleave', 'mouseover', 'mouseenter', 'mouseout', 'mouseleave',
      'pointermove', 'mousemove', 'pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
      b.addEventListener(t, (e) => out.push(`${t} ${name(e.target)} ${Array.from(doc.querySelectorAll(':hover')).map(name).join(',')} `
        + `${doc.querySelectorAll(':active').length} ${doc.querySelectorAll(':focus').length}`));
    }
  });
  eq(log, [
    'pointerover b HTML,BODY,o,b 0 0', 'pointerenter b HTML,BODY,o,b 0 0', 'mouseover b HTML,BODY,o,b 0 0',
    'mouseenter b HTML,BODY,o,b 0 0', 'pointermove b HTML,BODY,o,b 0 0', 'mousemove b HTML,BODY,o,b 0 0',
    'pointerdown b HTML,BODY,o,b 4 0', 'mousedown b HTML,BODY,o,b 4 0', 'pointerup b HTML,BODY,o,b 0 1',
    'mouseup b HTML,BODY,o,b 0 1', 'click b HTML,BODY,o,b 0 1',
    'pointermove b HTML,BODY,o,b 0 1', 'mousemove b HTML,BODY,o,b 0 1', 'pointerdown b HTML,BODY,o,b 4 1',
    'mousedown b HTML,BODY,o,b 4 1', 'pointerup b HTML,BODY,o,b 0 1', 'mouseup b HTML,BODY,o,b 0 1', 'click b HTML,BODY,o,b 0 1',
  ]);
});

test('microtasks after a trusted listener still see window.event (Chromium)', () => {
  const { doc, g, api, micro } = setup('<button id="b">go</button>');
  const log = [];
  doc.getElementById('b').addEventListener('click', () => micro(() => log.push(g.event && g.event.type)));
  api.dispatchFromHost(doc.getElementById('b'), new g.MouseEvent('click'));
  eq([log, g.event], [['click'], undefined]);
});

test('lazy interfaces and replaceable window.event read repeatedly at one site', () => {
  const { g } = setup();
  const seen = [];
  for (let i = 0; i < 3; i++) {
    seen.push(typeof new g.MutationObserver(() => {}).observe, g.HTMLDivElement.name);
    g.event = i;
  }
  eq([seen, g.event], [['function', 'HTMLDivElement', 'function', 'HTMLDivElement', 'function', 'HTMLDivElement'], 2]);
  g.HTMLDivElement = 5;
  eq(g.HTMLDivElement, 5);
});

test('userClick finds the element or fails with the fixture message', () => {
  const { api } = setup('<p id="x"></p>');
  eq(api.userClick('#x').id, 'x');
  throws(() => api.userClick('#nope'), 'Error', '@click selector matched nothing: #nope');
});

// ------------------------------------------------------------------ mutation observers
test('MutationObserver records for tree, attribute and data changes (Chromium)', () => {
  const { doc, g } = setup('<div id="root"><p id="a">A</p><p id="b">B</p><p id="c">C</p></div>');
  const root = doc.getElementById('root');
  const [a, b, c] = ['a', 'b', 'c'].map((id) => doc.getElementById(id));
  const mo = new g.MutationObserver(() => {});
  mo.observe(root, { childList: true, subtree: true, attributes: true, attributeOldValue: true, characterData: true, characterDataOldValue: true });
  const take = () => mo.takeRecords().map(fmtRecord);
  root.appendChild(c);
  eq(take(), ['childList root +[] -[c] prev=b next=null attr=null old=null', 'childList root +[c] -[] prev=b next=null attr=null old=null'], 'appendChild of the last child');
  root.insertBefore(b, c);
  eq(take(), ['childList root +[] -[b] prev=a next=c attr=null old=null', 'childList root +[b] -[] prev=a next=c attr=null old=null'], 'insertBefore in place');
  root.insertBefore(a, c);
  eq(take(), ['childList root +[] -[a] prev=null next=b attr=null old=null', 'childList root +[a] -[] prev=b next=c attr=null old=null'], 'move forward');
  root.insertBefore(c, c);
  eq(take(), ['childList root +[] -[c] prev=a next=null attr=null old=null', 'childList root +[c] -[] prev=a next=null attr=null old=null'], 'insertBefore(c, c)');
  const f = doc.createDocumentFragment();
  f.append('t1', doc.createElement('i'));
  const mo2 = new g.MutationObserver(() => {});
  mo2.observe(f, { childList: true });
  root.append(f);
  eq(take(), ['childList root +[#text:t1,I] -[] prev=c next=null attr=null old=null'], 'fragment into root');
  eq(mo2.takeRecords().map(fmtRecord), ['childList #document-fragment +[] -[#text:t1,I] prev=null next=null attr=null old=null'], 'fragment emptied');
  b.textContent = 'BB'; b.textContent = ''; b.textContent = '';
  eq(take(), ['childList b +[#text:BB] -[#text:B] prev=null next=null attr=null old=null', 'childList b +[] -[#text:BB] prev=null next=null attr=null old=null'], 'textContent');
  b.innerHTML = '<i>x</i><u>y</u>'; b.innerHTML = '';
  eq(take(), ['childList b +[I,U] -[] prev=null next=null attr=null old=null', 'childList b +[] -[I,U] prev=null next=null attr=null old=null'], 'innerHTML');
  a.setAttribute('x', '1'); a.setAttribute('x', '1'); a.removeAttribute('x'); a.removeAttribute('x');
  a.classList.add('k'); a.classList.add('k'); a.classList.remove('zz'); a.classList.toggle('k'); a.className = 'q'; a.id = 'a';
  a.dataset.fooBar = 'v'; a.style.color = 'red'; a.style.color = 'red'; a.style.backgroundColor = 'blue'; a.toggleAttribute('hidden'); a.hidden = false;
  eq(take().map((s) => s.replace(/^attributes a \+\[\] -\[\] prev=null next=null /, '')), [
    'attr=x old=null', 'attr=x old=1', 'attr=x old=1', 'attr=class old=null', 'attr=class old=k', 'attr=class old=k',
    'attr=class old=k', 'attr=class old=', 'attr=id old=a', 'attr=data-foo-bar old=null', 'attr=style old=null',
    'attr=style old=color: red;', 'attr=hidden old=null', 'attr=hidden old='], 'attributes');
  eq(a.outerHTML, '<p id="a" class="q" data-foo-bar="v" style="color: red; background-color: blue;">A</p>');
  const t = a.firstChild;
  t.data = 'AA'; t.appendData('!'); t.nodeValue = 'z'; t.textContent = 'w'; t.data = 'w';
  eq(take().map((s) => s.split(' old=')[1]), ['A', 'AA', 'AA!', 'z', 'w'], 'characterData old values');
  root.replaceChild(doc.createElement('hr'), a); b.remove(); c.replaceWith('x', 'y'); root.prepend(c); c.before(b); c.after('zz');
  eq(take(), [
    'childList root +[HR] -[a] prev=b next=c attr=null old=null',
    'childList root +[] -[b] prev=null next=HR attr=null old=null',
    'childList root +[#text:x,#text:y] -[c] prev=HR next=#text:t1 attr=null old=null',
    'childList root +[c] -[] prev=null next=HR attr=null old=null',
    'childList root +[b] -[] prev=null next=c attr=null old=null',
    'childList root +[#text:zz] -[] prev=c next=HR attr=null old=null',
  ], 'replace/remove/replaceWith/prepend/before/after');
  const hr = root.querySelector('hr');
  root.replaceChild(hr, hr);
  eq(take(), ['childList root +[] -[HR] prev=#text:zz next=#text:x attr=null old=null', 'childList root +[HR] -[] prev=#text:zz next=#text:x attr=null old=null'], 'replaceChild(x, x)');
});

test('MutationObserver batching: one microtask, creation order, re-entrancy (Chromium)', () => {
  const { doc, g, host, micro } = setup();
  const log = [];
  const o1 = new g.MutationObserver(() => log.push('o1'));
  const o2 = new g.MutationObserver(() => log.push('o2'));
  const o3 = new g.MutationObserver(() => log.push('o3'));
  const x = doc.createElement('div');
  const y = doc.createElement('div');
  o1.observe(x, { attributes: true }); o2.observe(y, { attributes: true }); o3.observe(x, { attributes: true });
  y.id = '1'; x.id = '2';
  micro(() => log.push('p'));
  eq(host.microtasks.length, 2, 'one notify microtask for the burst');
  host.checkpoint();
  eq(log.join(','), 'o1,o2,o3,p');

  const lg = [];
  const z = doc.createElement('div');
  const o4 = new g.MutationObserver((r, obs) => {
    lg.push(`o4:${r.length}:${obs === o4}`);
    if (lg.length < 3) { z.id += 'x'; micro(() => lg.push('p-in-cb')); }
  });
  o4.observe(z, { attributes: true });
  z.id = 'q'; micro(() => lg.push('p1')); z.id = 'w';
  host.checkpoint();
  eq(lg.join(','), 'o4:2:true,p1,o4:1:true,p-in-cb');
});

test('MutationObserver takeRecords, disconnect, re-observe, attributeFilter', () => {
  const { doc, g, host } = setup();
  const calls = [];
  const el = doc.createElement('div');
  const mo = new g.MutationObserver((r) => calls.push(r.length));
  mo.observe(el, { attributes: true });
  el.id = 'a';
  el.title = 't';
  eq(mo.takeRecords().length, 2);
  host.checkpoint();
  eq(calls, []);
  mo.observe(el, { attributeFilter: ['title'] }); // replaces the options; implies attributes
  el.id = 'b';
  el.title = 'u';
  host.checkpoint();
  eq(calls, [1]);
  mo.disconnect();
  el.title = 'v';
  host.checkpoint();
  eq(calls, [1]);
  const rec = (() => { mo.observe(el, { attributes: true, attributeOldValue: true }); el.title = 'w'; return mo.takeRecords()[0]; })();
  eq([rec.type, rec.target === el, rec.attributeName, rec.attributeNamespace, rec.oldValue, rec.addedNodes.length, rec.previousSibling, String(rec)],
    ['attributes', true, 'title', null, 'v', 0, null, '[object MutationRecord]']);
});

test('MutationObserver: transient observers see removed subtrees until notified (Chromium)', () => {
  const { doc, g, host } = setup();
  const w = doc.createElement('div');
  w.innerHTML = '<span><b></b></span>';
  const sp = w.firstChild;
  const out = [];
  new g.MutationObserver((r) => out.push(r.map(fmtRecord))).observe(w, { subtree: true, attributes: true, childList: true });
  w.removeChild(sp);
  sp.firstChild.id = 'afterremove';
  host.checkpoint();
  sp.firstChild.id = 'later';
  host.checkpoint();
  eq(out, [['childList DIV +[] -[SPAN] prev=null next=null attr=null old=null', 'attributes afterremove +[] -[] prev=null next=null attr=id old=null']]);
});

test('MutationObserver option validation (Chromium messages)', () => {
  const { doc, g } = setup();
  const x = doc.createElement('div');
  const obs = (o) => () => new g.MutationObserver(() => {}).observe(x, o);
  const p = "Failed to execute 'observe' on 'MutationObserver': ";
  throws(obs({}), 'TypeError', p + "The options object must set at least one of 'attributes', 'characterData', or 'childList' to true.");
  throws(obs({ subtree: true }), 'TypeError', p + "The options object must set at least one of 'attributes', 'characterData', or 'childList' to true.");
  throws(obs({ attributes: false, attributeOldValue: true }), 'TypeError', p + "The options object may only set 'attributeOldValue' to true when 'attributes' is true or not present.");
  throws(obs({ characterData: false, characterDataOldValue: true }), 'TypeError', p + "The options object may only set 'characterDataOldValue' to true when 'characterData' is true or not present.");
  throws(obs({ attributes: false, attributeFilter: [] }), 'TypeError', p + "The options object may only set 'attributeFilter' when 'attributes' is true or not present.");
  obs({ attributeOldValue: true })();
  obs({ attributeFilter: ['a'] })();
  obs({ characterDataOldValue: true })();
  throws(() => new g.MutationObserver(() => {}).observe({}, { childList: true }), 'TypeError', p + "parameter 1 is not of type 'Node'.");
  throws(() => new g.MutationObserver(), 'TypeError', "Failed to construct 'MutationObserver': 1 argument required, but only 0 present.");
  throws(() => new g.MutationObserver(5), 'TypeError', "Failed to construct 'MutationObserver': parameter 1 is not of type 'Function'.");
});

test('an exception in an observer callback is reported; others still run', () => {
  const { doc, g, host } = setup();
  const el = doc.createElement('div');
  const log = [];
  new g.MutationObserver(() => { throw new Error('mo boom'); }).observe(el, { attributes: true });
  new g.MutationObserver(() => log.push('second')).observe(el, { attributes: true });
  el.id = 'x';
  host.checkpoint();
  eq([log, host.errors.map((e) => e.message)], [['second'], ['mo boom']]);
});

// ------------------------------------------------------------------ window and console support
test('named access on window (Chromium)', () => {
  const { g } = setup('<button id="btn">x</button><p id="dup">1</p><p id="dup">2</p>');
  eq([g.btn.nodeName, 'btn' in g, Object.getOwnPropertyDescriptor(g, 'btn'), g.nothere, g.dup.length, String(g.dup)],
    ['BUTTON', true, undefined, undefined, 2, '[object HTMLCollection]']);
  g.btn = 7;
  eq(g.btn, 7);
});

test('window handlers and event are own properties of the global', () => {
  const { g } = setup();
  eq([!!Object.getOwnPropertyDescriptor(g, 'onclick'), !!Object.getOwnPropertyDescriptor(g, 'event'), !!Object.getOwnPropertyDescriptor(g, 'addEventListener')], [true, true, false]);
  eq([g.onload, g.onmessage, g.onunhandledrejection, g.onrejectionhandled, typeof g.addEventListener], [null, null, null, null, 'function']);
});

test('describeNode gives CDP descriptions', () => {
  const { doc, api } = setup('<div id="main" class="a b"><div class="inner">x</div><button id="go">go</button></div>');
  const frag = doc.createDocumentFragment();
  const el = doc.createElement('div');
  el.className = '  x   y ';
  const el2 = doc.createElement('div');
  el2.id = 'a b';
  el2.className = 'c';
  eq([doc.querySelector('.inner'), doc.getElementById('main'), doc.querySelector('#go'), doc.body, doc, doc.documentElement,
    doc.querySelector('.inner').firstChild, doc.createComment('x'), frag, doc.createElement('my-el'), el, el2].map(api.describeNode),
  ['div.inner', 'div#main.a.b', 'button#go', 'body', '#document', 'html', '#text', '#comment', '#document-fragment', 'my-el', 'div.x.y', 'div#a b.c']);
  eq([api.describeNode({}), api.describeNode(null), api.describeNode(5)], [undefined, undefined, undefined]);
  const main = doc.getElementById('main');
  eq([api.arrayLikeItems(main.childNodes).map(api.describeNode), api.arrayLikeItems(main.children).length,
    api.arrayLikeItems(main.classList), api.arrayLikeItems(doc.querySelectorAll('button')).length, api.arrayLikeItems({}), api.arrayLikeItems(main.dataset)],
  [['div.inner', 'button#go'], 2, ['a', 'b'], 1, undefined, undefined]);
});

test('insertAdjacentHTML / Element, outerHTML setter', () => {
  const { doc } = setup('<div id="p"><span id="s">s</span></div>');
  const s = doc.getElementById('s');
  s.insertAdjacentHTML('beforebegin', '<i>1</i>');
  s.insertAdjacentHTML('afterbegin', '<i>2</i>');
  s.insertAdjacentHTML('beforeend', '<i>3</i>');
  s.insertAdjacentHTML('afterend', '<i>4</i>');
  eq(doc.getElementById('p').innerHTML, '<i>1</i><span id="s"><i>2</i>s<i>3</i></span><i>4</i>');
  throws(() => s.insertAdjacentHTML('nowhere', 'x'), 'SyntaxError');
  s.insertAdjacentElement('afterend', doc.createElement('hr'));
  s.outerHTML = '<b>B</b>';
  eq(doc.getElementById('p').innerHTML, '<i>1</i><b>B</b><hr><i>4</i>');
});
// ------------------------------------------------------------ custom elements
// (fixtures/browser/custom_elements_*.js hold the orders to real Chromium)
test('custom elements: reactions run before the [CEReactions] API returns', () => {
  const { g, api, doc, host } = setup('<div id="box"></div>');
  const registry = api.customElements();
  const log = [];
  class XA extends g.HTMLElement {
    static get observedAttributes() { return ['v']; }
    connectedCallback() { log.push('connected'); }
    disconnectedCallback() { log.push('disconnected'); }
    attributeChangedCallback(n, o, v) { log.push(`attr ${n} ${o} ${v}`); }
  }
  registry.define('x-a', XA);
  const a = doc.createElement('x-a');
  eq(a instanceof XA, true, 'createElement runs the constructor');
  doc.getElementById('box').appendChild(a);
  log.push('appended');
  a.setAttribute('v', '1');
  a.setAttribute('w', '1');
  a.remove();
  eq(log, ['connected', 'appended', 'attr v null 1', 'disconnected']);
  eq(host.microtasks.length, 0, 'no microtask used');
});
test('custom elements: the backup element queue is a microtask', () => {
  const { g, api, doc, host } = setup('');
  const registry = api.customElements();
  const log = [];
  registry.define('x-b', class extends g.HTMLElement {
    constructor() { super(); log.push('constructor'); }
    connectedCallback() { log.push('connected'); }
  });
  // The host's own insertion (no [CEReactions] on the stack): upgrades wait.
  api.loadBody('<x-b></x-b><x-b></x-b>');
  eq(log, []);
  eq(host.microtasks.length, 1, 'one microtask for the backup queue');
  host.checkpoint();
  eq(log, ['constructor', 'connected', 'constructor', 'connected']);
  eq(doc.querySelectorAll(':not(:defined)').length, 0);
});
test('custom elements: :defined before the registry loads; Illegal constructor', () => {
  const { g, doc } = setup('<x-c></x-c><p></p><button is="x-d"></button>');
  eq(doc.querySelectorAll(':not(:defined)').length, 2);
  throws(() => new g.HTMLElement(), 'TypeError', "Failed to construct 'HTMLElement': Illegal constructor");
  class X extends g.HTMLElement {}
  throws(() => new X(), 'TypeError', "Failed to construct 'HTMLElement': Illegal constructor");
});
test('custom elements: define errors', () => {
  const { g, api } = setup('');
  const registry = api.customElements();
  throws(() => registry.define('nohyphen', class extends g.HTMLElement {}), 'SyntaxError',
    "Failed to execute 'define' on 'CustomElementRegistry': \"nohyphen\" is not a valid custom element name");
  const C = class extends g.HTMLElement {};
  registry.define('x-e', C);
  throws(() => registry.define('x-e', class extends g.HTMLElement {}), 'NotSupportedError');
  throws(() => registry.define('x-f', C), 'NotSupportedError',
    "Failed to execute 'define' on 'CustomElementRegistry': this constructor has already been used with this registry");
  eq(registry.getName(C), 'x-e');
});
// ------------------------------------------------------------------ forms (dom/forms.js)
test('forms: FormData entry list and methods', () => {
  const { doc, g } = setup('<form id="f"><input name="a" value="1"><input type="checkbox" name="c" checked>'
    + '<input type="radio" name="r" value="x"><input type="radio" name="r" value="y" checked>'
    + '<select name="s"><option>o1</option><option selected>o2</option></select><input name="d" disabled>'
    + '<button name="b" value="bv" id="b">go</button></form>');
  const f = doc.getElementById('f');
  eq([...new g.FormData(f)].join('|'), 'a,1|c,on|r,y|s,o2');
  eq([...new g.FormData(f, doc.getElementById('b'))].join('|'), 'a,1|c,on|r,y|s,o2|b,bv');
  throws(() => new g.FormData(doc.body), 'TypeError', "Failed to construct 'FormData': parameter 1 is not of type 'HTMLFormElement'.");
  const fd = new g.FormData();
  fd.append('x', 1); fd.append('y', 2); fd.append('x', 3); fd.set('x', 'X');
  eq([...fd.entries()].join('|'), 'x,X|y,2');
  eq(Object.prototype.toString.call(fd.keys()), '[object FormData Iterator]');
});
test('forms: checkbox pre-activation, cancel, input and change after dispatch', () => {
  const { doc, g } = setup('<input type="checkbox" id="c">');
  const c = doc.getElementById('c');
  const log = [];
  for (const t of ['click', 'input', 'change']) c.addEventListener(t, (e) => log.push(`${t}:${c.checked}:${e.isTrusted}`));
  c.click();
  eq(log, ['click:true:false', 'input:true:true', 'change:true:true']);
  log.length = 0;
  c.addEventListener('click', (e) => e.preventDefault(), { once: true });
  c.click();
  eq(log, ['click:false:false']);
  eq(c.checked, true);
  c.dispatchEvent(new g.Event('click'));
  eq(c.checked, true);
});
test('forms: radio groups, labels, select selectedness', () => {
  const { doc } = setup('<form><input type="radio" name="r" id="a" checked><input type="radio" name="r" id="b" checked>'
    + '<label id="l" for="a">A</label><select id="s"><option id="o1">1</option><option id="o2">2</option></select></form>');
  const $ = (id) => doc.getElementById(id);
  eq([$('a').checked, $('b').checked], [false, true]);
  $('l').click();
  eq([$('a').checked, $('b').checked, doc.activeElement.id], [true, false, 'a']);
  eq($('s').selectedIndex, 0);
  $('o2').selected = true;
  eq([$('s').value, $('o1').selected], ['2', false]);
  $('o2').selected = false;
  eq($('s').selectedIndex, 0);
  $('s').selectedIndex = -1;
  eq($('s').selectedIndex, -1);
});
test('forms: validity, messages, requestSubmit', () => {
  const { doc } = setup('<form id="f"><input id="q" required><input id="n" type="number" min="2" value="1">'
    + '<input id="e" type="email" value="a@"></form>');
  const $ = (id) => doc.getElementById(id);
  eq([$('q').validity.valueMissing, $('q').validationMessage], [true, 'Please fill out this field.']);
  eq($('n').validationMessage, 'Value must be greater than or equal to 2.');
  eq($('e').validationMessage, "Please enter a part following '@'. 'a@' is incomplete.");
  const log = [];
  $('f').addEventListener('invalid', (e) => log.push(`invalid ${e.target.id}`), true);
  $('f').addEventListener('submit', (e) => { log.push(`submit ${e.submitter}`); e.preventDefault(); });
  $('f').addEventListener('formdata', () => log.push('formdata'));
  $('f').requestSubmit();
  eq(log, ['invalid q', 'invalid n', 'invalid e']);
  eq(doc.querySelectorAll(':invalid').length, 4);
  log.length = 0;
  $('f').noValidate = true;
  $('f').requestSubmit();
  $('f').submit();
  eq(log, ['submit null', 'formdata']);
});
// ------------------------------------------------------------ namespaces, ranges
test('namespaces: createElementNS, *NS attributes, lookups (Chromium values)', () => {
  const { doc } = setup('');
  const SVG = 'http://www.w3.org/2000/svg';
  const rect = doc.createElementNS(SVG, 'svg:rect');
  eq([String(rect), rect.prefix, rect.localName, rect.tagName], ['[object SVGRectElement]', 'svg', 'rect', 'svg:rect']);
  eq(doc.createElementNS('http://www.w3.org/1999/xhtml', 'x:p').tagName, 'X:P');
  eq(doc.createElementNS('urn:x', 'a:b:c').localName, 'b');
  throws(() => doc.createElementNS(null, 'a:b'), 'NamespaceError',
    "Failed to execute 'createElementNS' on 'Document': The namespace URI provided ('') is not valid for the qualified name provided ('a:b').");
  const el = doc.createElement('div');
  el.setAttributeNS('urn:y', 'y:Mixed', '1');
  eq([el.getAttributeNS('urn:y', 'Mixed'), el.getAttribute('y:Mixed'), el.outerHTML], ['1', null, '<div y:Mixed="1"></div>']);
  throws(() => el.setAttributeNS(null, 'a:b', 'v'), 'NamespaceError',
    "Failed to execute 'setAttributeNS' on 'Element': '' is an invalid namespace for attributes.");
  el.setAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns:q', 'urn:q');
  eq([el.lookupNamespaceURI('q'), el.lookupPrefix('urn:q'), el.isDefaultNamespace('http://www.w3.org/1999/xhtml')], ['urn:q', 'q', true]);
});
test('implementation: createHTMLDocument, createDocument, doctypes', () => {
  const { doc } = setup('');
  eq(doc.doctype.name, 'html');
  const d = doc.implementation.createHTMLDocument('T');
  eq([d.childNodes.length, d.documentElement.outerHTML, d.URL], [2, '<html><head><title>T</title></head><body></body></html>', 'about:blank']);
  const x = doc.implementation.createDocument(null, 'root', null);
  eq([String(x), x.contentType, x.createElement('Item').tagName], ['[object XMLDocument]', 'application/xml', 'Item']);
  throws(() => d.insertBefore(d.createElement('p'), d.doctype), 'HierarchyRequestError',
    "Failed to execute 'insertBefore' on 'Node': Can't insert an element before a doctype.");
});
test('ranges: extractContents and live boundary points', () => {
  const { doc, g } = setup('');
  const d = doc.createElement('div');
  d.innerHTML = '<p>ab<b>cd</b>ef</p><i>gh</i>';
  const r = doc.createRange();
  r.setStart(d.firstChild.firstChild, 1);
  r.setEnd(d.lastChild.firstChild, 1);
  eq(r.toString(), 'bcdefg');
  const kept = r.cloneRange();
  const x = doc.createElement('x');
  x.append(r.extractContents());
  eq([x.innerHTML, d.innerHTML, r.startContainer === d, r.startOffset], ['<p>b<b>cd</b>ef</p><i>g</i>', '<p>a</p><i>h</i>', true, 1]);
  eq([kept.startContainer.data, kept.startOffset, kept.endOffset], ['a', 1, 0]);
  throws(() => r.setStart(d, 9), 'IndexSizeError', "Failed to execute 'setStart' on 'Range': There is no child at offset 9.");
  eq(typeof g.Range, 'function');
});
// ------------------------------------------------------------------ layout model
test('layout: block boxes, margin collapsing, lines (Chromium headless values)', () => {
  const { doc, api } = setup('<div id="a" style="width: 100px; height: 50px; margin: 10px; padding: 5px; border: 2px solid"></div>'
    + '<div id="e" style="margin: 12px 0 20px"></div><div id="t">text</div>'
    + '<div id="c" style="width: 200px; height: 20px; margin: 0 auto; border-width: 4px"></div>');
  const m = api.layout().members;
  const rect = (id) => { const r = m.getBoundingClientRect(doc.getElementById(id)); return [r.x, r.y, r.width, r.height]; };
  eq(rect('a'), [18, 10, 114, 64]); // body's 8px margin collapses with a's 10px
  eq(rect('e'), [8, 86, 1264, 0]); // collapses through: 10, 12 and 20 give 20, its top after max(10, 12)
  eq(rect('t'), [8, 94, 1264, 18]);
  eq(rect('c'), [540, 112, 200, 20]); // border-width without a style counts 0
  eq(m.clientWidth(doc.documentElement), 1280);
  eq(api.layout().computedValue(doc.getElementById('c'), 'margin'), '0px 532px');
  doc.getElementById('a').style.display = 'none';
  eq(rect('a'), [0, 0, 0, 0]);
  eq(rect('e'), [8, 20, 1264, 0]); // body's 8px, e's 12px and 20px collapse together
});

// ------------------------------------------------------------------ run
let passed = 0;
let failed = 0;
const only = typeof process !== 'undefined' && process.env ? process.env.DOM_TEST_ONLY : undefined;
for (const [name, fn] of tests) {
  if (only && !name.includes(only)) continue;
  try {
    fn();
    passed++;
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}: ${e && e.message}`);
    if (typeof process !== 'undefined' && process.env && process.env.DOM_TEST_STACK) console.log(e.stack);
  }
}
console.log(`${passed} passed, ${failed} failed`);
if (failed > 0 && typeof process !== 'undefined') process.exitCode = 1;
