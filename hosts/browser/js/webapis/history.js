// The page's URL and its session history: `location` (Location), `history` (History),
// `PopStateEvent`, `HashChangeEvent`, as Chromium runs them for same-document
// navigations. The page is http://127.0.0.1:8000/ (README, "The browser host"); the
// session history starts as Chromium's under the oracle: an about:blank entry the tab
// was opened with, then the page's (history.length 2).
//
// - A fragment navigation (setting `location.hash`, or `href`/`assign`/`replace` to a URL
//   differing only in its fragment) changes the URL at once, pushes a new entry (replaces
//   the current one while the page is still loading, before `load`), queues the
//   `hashchange` task, then fires `popstate` synchronously.
// - `pushState`/`replaceState` change the URL and the entry, and fire nothing.
// - `back`/`forward`/`go(n)` queue a traversal that runs as a task after a round trip
//   through the browser process (TRAVERSAL_DELAY_MS); a call while one is pending is
//   dropped. The traversal task makes the entry current, queues `hashchange` if only the
//   fragment changed, then fires `popstate` with the entry's state.
// Navigations that would leave the document (another path, `reload`, traversing to the
// about:blank entry) are not modelled: they do nothing.
'use strict';

const PAGE_URL = 'http://127.0.0.1:8000/';
// Chromium's history traversal goes to the browser process and back: its task runs after
// zero-delay timers set just after the call, about 3 ms later.
const TRAVERSAL_DELAY_MS = 3;

module.exports = function makeHistory(h) {
  const { global, binding, urls, clone, DOMException, finishInterface, dispatchNested, dispatchFromHost } = h;
  const Event = global.Event;

  // The session history: entries { url (a URL record), state }.
  const entries = [{ url: urls.parseURL('about:blank', null), state: null }, { url: urls.parseURL(PAGE_URL, null), state: null }];
  let index = 1;
  let traversalPending = false;
  const current = () => entries[index];
  const href = () => urls.serialize(current().url);
  const withoutFragment = (record) => urls.serialize({ ...record, fragment: null });

  // ------------------------------------------------------------------ events
  class PopStateEvent extends Event {
    #state; #transition;
    constructor(type, eventInitDict = undefined) {
      if (arguments.length === 0) throw new TypeError("Failed to construct 'PopStateEvent': 1 argument required, but only 0 present.");
      const init = eventInitDict == null ? {} : eventInitDict;
      super(type, init);
      this.#state = init.state === undefined ? null : init.state;
      this.#transition = !!init.hasUAVisualTransition;
    }
    get state() { return this.#state; }
    get hasUAVisualTransition() { return this.#transition; }
  }
  finishInterface(PopStateEvent, 'PopStateEvent');

  class HashChangeEvent extends Event {
    #oldURL; #newURL;
    constructor(type, eventInitDict = undefined) {
      if (arguments.length === 0) throw new TypeError("Failed to construct 'HashChangeEvent': 1 argument required, but only 0 present.");
      const init = eventInitDict == null ? {} : eventInitDict;
      super(type, init);
      this.#oldURL = init.oldURL === undefined ? '' : String(init.oldURL);
      this.#newURL = init.newURL === undefined ? '' : String(init.newURL);
    }
    get oldURL() { return this.#oldURL; }
    get newURL() { return this.#newURL; }
  }
  finishInterface(HashChangeEvent, 'HashChangeEvent');

  function queueHashchange(oldURL, newURL) {
    binding.postTask('dom-manipulation', () => {
      dispatchFromHost(global, new HashChangeEvent('hashchange', { oldURL, newURL }));
    });
  }

  // ------------------------------------------------------------------ navigation
  // HTML "navigate to a fragment" (historyHandling "push", or "replace" before load).
  function navigateToFragment(record, replace) {
    const oldURL = href();
    const entry = { url: record, state: null };
    if (replace || !h.isLoaded()) {
      entries[index] = entry;
    } else {
      entries.splice(index + 1, Infinity, entry);
      index += 1;
    }
    queueHashchange(oldURL, href());
    dispatchNested(global, new PopStateEvent('popstate', { state: null }));
  }

  // Location-object navigate to a string (href setter, assign, replace).
  function navigateTo(value, replace, what) {
    const record = urls.parseURL(urls.toUSV(value), current().url);
    if (record === null) {
      throw new DOMException(`Failed to ${what}: '${value}' is not a valid URL.`, 'SyntaxError');
    }
    if (record.fragment !== null && withoutFragment(record) === withoutFragment(current().url)) {
      navigateToFragment(record, replace);
    }
    // Any other navigation would unload the page: not modelled.
  }

  function traverse(delta) {
    if (traversalPending || delta === 0) return; // go(0) reloads: not modelled
    const target = index + delta;
    if (target < 1 || target >= entries.length) return; // nothing there, or about:blank
    traversalPending = true;
    binding.postTaskAfter('dom-manipulation', TRAVERSAL_DELAY_MS, () => {
      traversalPending = false;
      if (target >= entries.length) return;
      const before = current().url;
      const oldURL = href();
      index = target;
      const after = current().url;
      if (withoutFragment(before) === withoutFragment(after) && before.fragment !== after.fragment) {
        queueHashchange(oldURL, href());
      }
      dispatchFromHost(global, new PopStateEvent('popstate', { state: current().state }));
    });
  }

  // ------------------------------------------------------------------ Location
  const PASS = {};
  const check = (self) => { if (self !== location) throw new TypeError('Illegal invocation'); };
  const rec = () => current().url;
  class Location {
    constructor(key) {
      if (key !== PASS) throw new TypeError('Illegal constructor');
    }
  }
  finishInterface(Location, 'Location');
  const location = new Location(PASS);
  // Chromium: an empty DOMStringList.
  const noAncestors = Object.freeze(Object.create(Object.prototype, {
    length: { value: 0, enumerable: true }, [Symbol.toStringTag]: { value: 'DOMStringList' },
  }));
  const accessor = (get, set) => ({ get, set, enumerable: true, configurable: false });
  const method = (value) => ({ value, writable: false, enumerable: true, configurable: false });
  const fragmentSetter = function hash(value) {
    check(this);
    const copy = urls.copyRecord(rec());
    const input = urls.toUSV(value).replace(/^#/, '');
    copy.fragment = urls.percentEncode(urls.stripTabs(input), urls.FRAGMENT_SET);
    if (copy.fragment === rec().fragment) return;
    navigateToFragment(copy, false);
  };
  const notModelled = function () { check(this); };
  // [LegacyUnforgeable]: own, non-configurable properties, in Chromium's order.
  Object.defineProperties(location, {
    ancestorOrigins: accessor(function ancestorOrigins() { check(this); return noAncestors; }, undefined),
    href: accessor(function href() { check(this); return urls.serialize(rec()); },
      function href(value) { check(this); navigateTo(value, false, "set the 'href' property on 'Location'"); }),
    origin: accessor(function origin() { check(this); return 'http://127.0.0.1:8000'; }, undefined),
    protocol: accessor(function protocol() { check(this); return `${rec().scheme}:`; }, notModelled),
    host: accessor(function host() { check(this); return rec().port === null ? rec().host : `${rec().host}:${rec().port}`; }, notModelled),
    hostname: accessor(function hostname() { check(this); return rec().host; }, notModelled),
    port: accessor(function port() { check(this); return rec().port === null ? '' : String(rec().port); }, notModelled),
    pathname: accessor(function pathname() { check(this); return rec().path.map((s) => `/${s}`).join(''); }, notModelled),
    search: accessor(function search() { check(this); return rec().query ? `?${rec().query}` : ''; }, notModelled),
    hash: accessor(function hash() { check(this); return rec().fragment ? `#${rec().fragment}` : ''; }, fragmentSetter),
    assign: method(function assign(url) {
      check(this);
      if (arguments.length === 0) throw new TypeError("Failed to execute 'assign' on 'Location': 1 argument required, but only 0 present.");
      navigateTo(url, false, "execute 'assign' on 'Location'");
    }),
    reload: method(function reload() { check(this); }),
    replace: method(function replace(url) {
      check(this);
      if (arguments.length === 0) throw new TypeError("Failed to execute 'replace' on 'Location': 1 argument required, but only 0 present.");
      navigateTo(url, true, "execute 'replace' on 'Location'");
    }),
    toString: method(function toString() { check(this); return urls.serialize(rec()); }),
  });

  // ------------------------------------------------------------------ History
  const checkHistory = (self) => { if (self !== history) throw new TypeError('Illegal invocation'); };
  let scrollRestoration = 'auto';
  class History {
    constructor(key) {
      if (key !== PASS) throw new TypeError('Illegal constructor');
    }
    get length() { checkHistory(this); return entries.length; }
    get scrollRestoration() { checkHistory(this); return scrollRestoration; }
    set scrollRestoration(v) {
      checkHistory(this);
      if (v === 'auto' || v === 'manual') scrollRestoration = v;
    }
    get state() { checkHistory(this); return current().state; }
    go(delta = 0) { checkHistory(this); traverse(Number(delta) | 0); }
    back() { checkHistory(this); traverse(-1); }
    forward() { checkHistory(this); traverse(1); }
    pushState(data, unused, url = undefined) { checkHistory(this); changeState(arguments, 'pushState'); }
    replaceState(data, unused, url = undefined) { checkHistory(this); changeState(arguments, 'replaceState'); }
  }
  finishInterface(History, 'History');
  const history = new History(PASS);

  // HTML "shared history push/replace state steps".
  function changeState(args, method) {
    const where = `Failed to execute '${method}' on 'History'`;
    if (args.length < 2) throw new TypeError(`${where}: 2 arguments required, but only ${args.length} present.`);
    const state = clone(args[0], `${where}:`);
    let url = current().url;
    if (args[2] !== undefined && args[2] !== null) {
      const given = urls.toUSV(args[2]);
      url = urls.parseURL(given, current().url);
      const pageOrigin = 'http://127.0.0.1:8000';
      const sameOrigin = url !== null && urls.originOf(url) === pageOrigin;
      if (!sameOrigin || url.username !== '' || url.password !== '') {
        const shown = url === null ? given : urls.serialize(url);
        throw new DOMException(`${where}: A history state object with URL '${shown}' cannot be created in a document with origin '${pageOrigin}' and URL '${href()}'.`, 'SecurityError');
      }
    }
    const entry = { url, state };
    if (method === 'pushState') {
      entries.splice(index + 1, Infinity, entry);
      index += 1;
    } else {
      entries[index] = entry;
    }
  }

  return {
    location, history, Location, History, PopStateEvent, HashChangeEvent,
    href,
  };
};
