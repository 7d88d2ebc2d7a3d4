'use strict';
// Events for evloop's browser DOM: Event and its subclasses, EventTarget and the
// dispatch algorithm (DOM Standard §2 "Events"), event handlers (HTML §8.1.8
// "Event handlers"), AbortController/AbortSignal (DOM §3).
//
// `create(ctx)` builds the classes for one window. ctx supplies:
//   host               the Rust host (checkpoint, reportException, now)
//   global             the window global
//   getTheParent(t, event)   DOM "get the parent" for nodes (null for non-nodes)
//   documentOf(t)      the node document of a node, for inline handler scope
//   isWindow(t)        whether t is the window
//   activationBehavior(t)  null, or {pre(), run(fire, trusted, target), cancel()} for a click's target
//   isPassiveDefaultTarget(t)  window, document, <html> or <body> (passive by default)
// Chromium behaviour that differs from the spec text is marked "Chromium:".

const NONE = 0;
const CAPTURING_PHASE = 1;
const AT_TARGET = 2;
const BUBBLING_PHASE = 3;

// Captured before any page script can replace the global eval.
const indirectEval = eval;

const kEvent = Symbol('evloop.event');
const kTarget = Symbol('evloop.eventTarget');

// GlobalEventHandlers (HTML §8.1.8.2) as Chromium exposes them on elements, document and window.
const GLOBAL_HANDLERS = [
  'abort', 'animationend', 'animationiteration', 'animationstart', 'auxclick', 'beforeinput',
  'beforetoggle', 'blur', 'cancel', 'canplay', 'canplaythrough', 'change', 'click', 'close',
  'contextmenu', 'copy', 'cuechange', 'cut', 'dblclick', 'drag', 'dragend', 'dragenter',
  'dragleave', 'dragover', 'dragstart', 'drop', 'durationchange', 'emptied', 'ended', 'error',
  'focus', 'formdata', 'gotpointercapture', 'input', 'invalid', 'keydown', 'keypress', 'keyup',
  'load', 'loadeddata', 'loadedmetadata', 'loadstart', 'lostpointercapture', 'mousedown',
  'mouseenter', 'mouseleave', 'mousemove', 'mouseout', 'mouseover', 'mouseup', 'mousewheel',
  'paste', 'pause', 'play', 'playing', 'pointercancel', 'pointerdown', 'pointerenter',
  'pointerleave', 'pointermove', 'pointerout', 'pointerover', 'pointerrawupdate', 'pointerup',
  'progress', 'ratechange', 'reset', 'resize', 'scroll', 'scrollend', 'securitypolicyviolation',
  'seeked', 'seeking', 'select', 'selectionchange', 'selectstart', 'slotchange', 'stalled',
  'submit', 'suspend', 'timeupdate', 'toggle', 'transitioncancel', 'transitionend',
  'transitionrun', 'transitionstart', 'volumechange', 'waiting', 'wheel',
];
// WindowEventHandlers (window only here; <body>/<frameset> forwarding is not modelled).
const WINDOW_HANDLERS = [
  'afterprint', 'beforeprint', 'beforeunload', 'hashchange', 'languagechange', 'message',
  'messageerror', 'offline', 'online', 'pagehide', 'pageshow', 'popstate', 'rejectionhandled',
  'storage', 'unhandledrejection', 'unload',
];
const DOCUMENT_HANDLERS = ['readystatechange', 'visibilitychange'];

// Make an interface look like a WebIDL one: enumerable prototype members, a
// Symbol.toStringTag, and constants on both the constructor and the prototype.
// (Batched through defineProperties: start-up time is dominated by property definitions.)
function finishInterface(C, name, constants) {
  const proto = C.prototype;
  const members = Object.getOwnPropertyDescriptors(proto);
  delete members.constructor;
  for (const key of Object.keys(members)) members[key].enumerable = true;
  const statics = {};
  for (const key of Object.keys(constants || {})) {
    members[key] = statics[key] = { value: constants[key], writable: false, enumerable: true, configurable: false };
  }
  members[Symbol.toStringTag] = { value: name, writable: false, enumerable: false, configurable: true };
  Object.defineProperties(proto, members);
  Object.defineProperties(C, statics);
  return C;
}

function illegalConstructor(name) {
  return new TypeError(`Failed to construct '${name}': Illegal constructor`);
}

function requireArgs(what, n, args) {
  if (args.length < n) {
    throw new TypeError(`${what}: ${n} argument${n > 1 ? 's' : ''} required, but only ${args.length} present.`);
  }
}

function create(ctx) {
  const { host, global } = ctx;

  // ------------------------------------------------------------- DOMException
  // WebIDL DOMException; the host may already provide one.
  const DOMException = typeof global.DOMException === 'function' ? global.DOMException : (() => {
    const CODES = {
      IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4,
      InvalidCharacterError: 5, NoModificationAllowedError: 7, NotFoundError: 8,
      NotSupportedError: 9, InvalidStateError: 11, SyntaxError: 12,
      InvalidModificationError: 13, NamespaceError: 14, InvalidAccessError: 15,
      TypeMismatchError: 17, SecurityError: 18, NetworkError: 19, AbortError: 20,
      URLMismatchError: 21, QuotaExceededError: 22, TimeoutError: 23,
      InvalidNodeTypeError: 24, DataCloneError: 25,
    };
    const kEx = Symbol('evloop.domexception');
    // name, message and code are prototype getters, as in Chromium (no own message).
    const slot = (e) => (e !== null && typeof e === 'object' && e[kEx]) || { message: '', name: 'Error' };
    class DOMException extends Error {
      constructor(message = '', name = 'Error') {
        super();
        Object.defineProperty(this, kEx, { value: { message: String(message), name: String(name) } });
      }
      get name() { return slot(this).name; }
      get message() { return slot(this).message; }
      get code() { return CODES[slot(this).name] || 0; }
    }
    finishInterface(DOMException, 'DOMException', {
      INDEX_SIZE_ERR: 1, DOMSTRING_SIZE_ERR: 2, HIERARCHY_REQUEST_ERR: 3, WRONG_DOCUMENT_ERR: 4,
      INVALID_CHARACTER_ERR: 5, NO_DATA_ALLOWED_ERR: 6, NO_MODIFICATION_ALLOWED_ERR: 7,
      NOT_FOUND_ERR: 8, NOT_SUPPORTED_ERR: 9, INUSE_ATTRIBUTE_ERR: 10, INVALID_STATE_ERR: 11,
      SYNTAX_ERR: 12, INVALID_MODIFICATION_ERR: 13, NAMESPACE_ERR: 14, INVALID_ACCESS_ERR: 15,
      VALIDATION_ERR: 16, TYPE_MISMATCH_ERR: 17, SECURITY_ERR: 18, NETWORK_ERR: 19,
      ABORT_ERR: 20, URL_MISMATCH_ERR: 21, QUOTA_EXCEEDED_ERR: 22, TIMEOUT_ERR: 23,
      INVALID_NODE_TYPE_ERR: 24, DATA_CLONE_ERR: 25,
    });
    return DOMException;
  })();

  // --------------------------------------------------------------- Event
  function ev(event) {
    const e = event !== null && typeof event === 'object' ? event[kEvent] : undefined;
    if (e === undefined) throw new TypeError('Illegal invocation');
    return e;
  }

  function isTrustedGetter() { return ev(this).isTrusted; }

  function readInit(init, what, dictName) {
    if (init === undefined || init === null) return {};
    if (typeof init !== 'object' && typeof init !== 'function') {
      throw new TypeError(`Failed to construct '${what}': The provided value is not of type '${dictName}'.`);
    }
    return init;
  }

  // "set the canceled flag": only for cancelable events outside passive listeners.
  function setCanceled(e) {
    if (e.cancelable && !e.inPassiveListener) e.canceled = true;
  }

  class Event {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'Event'", 1, arguments);
      initEvent(this, type, readInit(eventInitDict, new.target.name || 'Event', 'EventInit'));
    }
    get type() { return ev(this).type; }
    get target() { return ev(this).target; }
    get srcElement() { return ev(this).target; }
    get currentTarget() { return ev(this).currentTarget; }
    get eventPhase() { return ev(this).eventPhase; }
    get bubbles() { return ev(this).bubbles; }
    get cancelable() { return ev(this).cancelable; }
    get defaultPrevented() { return ev(this).canceled; }
    get composed() { return ev(this).composed; }
    get timeStamp() { return ev(this).timeStamp; }
    get returnValue() { return !ev(this).canceled; }
    set returnValue(v) { if (!v) setCanceled(ev(this)); }
    get cancelBubble() { return ev(this).stopPropagation; }
    set cancelBubble(v) { if (v) ev(this).stopPropagation = true; }
    // DOM "composedPath()" without shadow trees: the invocation targets, target first.
    composedPath() { return ev(this).path.map((s) => s.item); }
    initEvent(type, bubbles = false, cancelable = false) {
      requireArgs("Failed to execute 'initEvent' on 'Event'", 1, arguments);
      const e = ev(this);
      if (e.dispatching) return;
      resetEvent(e, String(type), !!bubbles, !!cancelable);
    }
    preventDefault() { setCanceled(ev(this)); }
    stopImmediatePropagation() {
      const e = ev(this);
      e.stopPropagation = true;
      e.stopImmediatePropagation = true;
    }
    stopPropagation() { ev(this).stopPropagation = true; }
  }
  finishInterface(Event, 'Event', { NONE, CAPTURING_PHASE, AT_TARGET, BUBBLING_PHASE });

  // DOM "inner event creation steps".
  function initEvent(obj, type, init) {
    const e = {
      type: String(type), bubbles: !!init.bubbles, cancelable: !!init.cancelable,
      composed: !!init.composed, isTrusted: false, initialized: true, timeStamp: host.now(),
      target: null, relatedTarget: null, currentTarget: null, eventPhase: NONE, path: [],
      stopPropagation: false, stopImmediatePropagation: false, canceled: false,
      inPassiveListener: false, dispatching: false,
    };
    Object.defineProperty(obj, kEvent, { value: e });
    // [LegacyUnforgeable] isTrusted is an own accessor of every event (as in Chromium).
    Object.defineProperty(obj, 'isTrusted', { get: isTrustedGetter, enumerable: true, configurable: false });
    return e;
  }

  // DOM "initialize" (used by initEvent()).
  function resetEvent(e, type, bubbles, cancelable) {
    e.initialized = true;
    e.stopPropagation = false;
    e.stopImmediatePropagation = false;
    e.canceled = false;
    e.isTrusted = false;
    e.target = null;
    e.type = type;
    e.bubbles = bubbles;
    e.cancelable = cancelable;
  }

  class CustomEvent extends Event {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'CustomEvent'", 1, arguments);
      const init = readInit(eventInitDict, 'CustomEvent', 'CustomEventInit');
      super(type, init);
      ev(this).detail = init.detail === undefined ? null : init.detail;
    }
    get detail() { return ev(this).detail; }
    initCustomEvent(type, bubbles = false, cancelable = false, detail = null) {
      requireArgs("Failed to execute 'initCustomEvent' on 'CustomEvent'", 1, arguments);
      const e = ev(this);
      if (e.dispatching) return;
      resetEvent(e, String(type), !!bubbles, !!cancelable);
      e.detail = detail;
    }
  }
  finishInterface(CustomEvent, 'CustomEvent');

  function num(v, dflt) { return v === undefined ? dflt : Number(v); }
  function int(v, dflt) { return v === undefined ? dflt : (Number(v) | 0); }

  class UIEvent extends Event {
    constructor(type, eventInitDict) {
      requireArgs(`Failed to construct '${new.target.name}'`, 1, arguments);
      const init = readInit(eventInitDict, new.target.name, `${new.target.name}Init`);
      if (init.view !== undefined && init.view !== null && init.view !== global) {
        throw new TypeError(`Failed to construct '${new.target.name}': Failed to read the 'view' property from 'UIEventInit': Failed to convert value to 'Window'.`);
      }
      super(type, init);
      const e = ev(this);
      e.detail = int(init.detail, 0);
      e.view = init.view === undefined ? null : init.view;
      e.which = int(init.which, 0);
    }
    get view() { return ev(this).view; }
    get detail() { return ev(this).detail; }
    get which() { return ev(this).which; }
  }
  finishInterface(UIEvent, 'UIEvent');

  function readModifiers(e, init) {
    for (const k of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey']) e[k] = !!init[k];
  }

  class MouseEvent extends UIEvent {
    constructor(type, eventInitDict) {
      requireArgs(`Failed to construct '${new.target.name}'`, 1, arguments);
      const init = readInit(eventInitDict, new.target.name, `${new.target.name}Init`);
      super(type, init);
      const e = ev(this);
      readModifiers(e, init);
      e.button = int(init.button, 0);
      e.buttons = int(init.buttons, 0);
      e.clientX = num(init.clientX, 0);
      e.clientY = num(init.clientY, 0);
      e.screenX = num(init.screenX, 0);
      e.screenY = num(init.screenY, 0);
      e.movementX = num(init.movementX, 0);
      e.movementY = num(init.movementY, 0);
      e.relatedTarget = init.relatedTarget === undefined ? null : init.relatedTarget;
      // Chromium: which is button + 1 for mouse events (0 for moves, set by the host).
      e.which = e.button + 1;
    }
    get screenX() { return ev(this).screenX; }
    get screenY() { return ev(this).screenY; }
    get clientX() { return ev(this).clientX; }
    get clientY() { return ev(this).clientY; }
    get x() { return ev(this).clientX; }
    get y() { return ev(this).clientY; }
    // No layout and no scrolling: page and offset coordinates equal client ones.
    get pageX() { return ev(this).clientX; }
    get pageY() { return ev(this).clientY; }
    get offsetX() { return ev(this).clientX; }
    get offsetY() { return ev(this).clientY; }
    get layerX() { return ev(this).clientX; }
    get layerY() { return ev(this).clientY; }
    get ctrlKey() { return ev(this).ctrlKey; }
    get shiftKey() { return ev(this).shiftKey; }
    get altKey() { return ev(this).altKey; }
    get metaKey() { return ev(this).metaKey; }
    get button() { return ev(this).button; }
    get buttons() { return ev(this).buttons; }
    get relatedTarget() { return ev(this).relatedTarget; }
    get movementX() { return ev(this).movementX; }
    get movementY() { return ev(this).movementY; }
    getModifierState(key) {
      const e = ev(this);
      return { Alt: e.altKey, Control: e.ctrlKey, Meta: e.metaKey, Shift: e.shiftKey }[key] || false;
    }
  }
  finishInterface(MouseEvent, 'MouseEvent');

  class PointerEvent extends MouseEvent {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'PointerEvent'", 1, arguments);
      const init = readInit(eventInitDict, 'PointerEvent', 'PointerEventInit');
      super(type, init);
      const e = ev(this);
      e.pointerId = int(init.pointerId, 0);
      e.width = num(init.width, 1);
      e.height = num(init.height, 1);
      e.pressure = num(init.pressure, 0);
      e.tangentialPressure = num(init.tangentialPressure, 0);
      e.tiltX = int(init.tiltX, 0);
      e.tiltY = int(init.tiltY, 0);
      e.twist = int(init.twist, 0);
      e.pointerType = init.pointerType === undefined ? '' : String(init.pointerType);
      e.isPrimary = !!init.isPrimary;
    }
    get pointerId() { return ev(this).pointerId; }
    get width() { return ev(this).width; }
    get height() { return ev(this).height; }
    get pressure() { return ev(this).pressure; }
    get tangentialPressure() { return ev(this).tangentialPressure; }
    get tiltX() { return ev(this).tiltX; }
    get tiltY() { return ev(this).tiltY; }
    get twist() { return ev(this).twist; }
    get pointerType() { return ev(this).pointerType; }
    get isPrimary() { return ev(this).isPrimary; }
    getCoalescedEvents() { return []; }
    getPredictedEvents() { return []; }
  }
  finishInterface(PointerEvent, 'PointerEvent');

  class FocusEvent extends UIEvent {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'FocusEvent'", 1, arguments);
      const init = readInit(eventInitDict, 'FocusEvent', 'FocusEventInit');
      super(type, init);
      ev(this).relatedTarget = init.relatedTarget === undefined ? null : init.relatedTarget;
    }
    get relatedTarget() { return ev(this).relatedTarget; }
  }
  finishInterface(FocusEvent, 'FocusEvent');

  class KeyboardEvent extends UIEvent {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'KeyboardEvent'", 1, arguments);
      const init = readInit(eventInitDict, 'KeyboardEvent', 'KeyboardEventInit');
      super(type, init);
      const e = ev(this);
      readModifiers(e, init);
      e.key = init.key === undefined ? '' : String(init.key);
      e.code = init.code === undefined ? '' : String(init.code);
      e.location = int(init.location, 0);
      e.repeat = !!init.repeat;
      e.isComposing = !!init.isComposing;
      e.charCode = int(init.charCode, 0);
      e.keyCode = int(init.keyCode, 0);
    }
    get key() { return ev(this).key; }
    get code() { return ev(this).code; }
    get location() { return ev(this).location; }
    get ctrlKey() { return ev(this).ctrlKey; }
    get shiftKey() { return ev(this).shiftKey; }
    get altKey() { return ev(this).altKey; }
    get metaKey() { return ev(this).metaKey; }
    get repeat() { return ev(this).repeat; }
    get isComposing() { return ev(this).isComposing; }
    get charCode() { return ev(this).charCode; }
    get keyCode() { return ev(this).keyCode; }
  }
  finishInterface(KeyboardEvent, 'KeyboardEvent',
    { DOM_KEY_LOCATION_STANDARD: 0, DOM_KEY_LOCATION_LEFT: 1, DOM_KEY_LOCATION_RIGHT: 2, DOM_KEY_LOCATION_NUMPAD: 3 });

  class ErrorEvent extends Event {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'ErrorEvent'", 1, arguments);
      const init = readInit(eventInitDict, 'ErrorEvent', 'ErrorEventInit');
      super(type, init);
      const e = ev(this);
      e.message = init.message === undefined ? '' : String(init.message);
      e.filename = init.filename === undefined ? '' : String(init.filename);
      e.lineno = int(init.lineno, 0) >>> 0;
      e.colno = int(init.colno, 0) >>> 0;
      e.error = init.error;
    }
    get message() { return ev(this).message; }
    get filename() { return ev(this).filename; }
    get lineno() { return ev(this).lineno; }
    get colno() { return ev(this).colno; }
    get error() { return ev(this).error; }
  }
  finishInterface(ErrorEvent, 'ErrorEvent');

  class SubmitEvent extends Event {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'SubmitEvent'", 1, arguments);
      const init = readInit(eventInitDict, 'SubmitEvent', 'SubmitEventInit');
      super(type, init);
      ev(this).submitter = init.submitter === undefined ? null : init.submitter;
    }
    get submitter() { return ev(this).submitter; }
  }
  finishInterface(SubmitEvent, 'SubmitEvent');

  class PromiseRejectionEvent extends Event {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'PromiseRejectionEvent'", 2, arguments);
      const init = readInit(eventInitDict, 'PromiseRejectionEvent', 'PromiseRejectionEventInit');
      if (!('promise' in init)) {
        throw new TypeError("Failed to construct 'PromiseRejectionEvent': Failed to read the 'promise' property from 'PromiseRejectionEventInit': Required member is undefined.");
      }
      super(type, init);
      const e = ev(this);
      e.promise = init.promise;
      e.reason = init.reason;
    }
    get promise() { return ev(this).promise; }
    get reason() { return ev(this).reason; }
  }
  finishInterface(PromiseRejectionEvent, 'PromiseRejectionEvent');

  class MessageEvent extends Event {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'MessageEvent'", 1, arguments);
      const init = readInit(eventInitDict, 'MessageEvent', 'MessageEventInit');
      super(type, init);
      const e = ev(this);
      e.data = init.data === undefined ? null : init.data;
      e.origin = init.origin === undefined ? '' : String(init.origin);
      e.lastEventId = init.lastEventId === undefined ? '' : String(init.lastEventId);
      e.source = init.source === undefined ? null : init.source;
      e.ports = init.ports === undefined ? [] : Array.from(init.ports);
      Object.freeze(e.ports);
    }
    get data() { return ev(this).data; }
    get origin() { return ev(this).origin; }
    get lastEventId() { return ev(this).lastEventId; }
    get source() { return ev(this).source; }
    get ports() { return ev(this).ports; }
  }
  finishInterface(MessageEvent, 'MessageEvent');

  // HTML's pageshow/pagehide event.
  class PageTransitionEvent extends Event {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'PageTransitionEvent'", 1, arguments);
      const init = readInit(eventInitDict, 'PageTransitionEvent', 'PageTransitionEventInit');
      super(type, init);
      ev(this).persisted = !!init.persisted;
    }
    get persisted() { return ev(this).persisted; }
  }
  finishInterface(PageTransitionEvent, 'PageTransitionEvent');

  // UI Events' CompositionEvent, WheelEvent, InputEvent, and Chromium's TextEvent (made
  // only by createEvent), with their init dictionaries' defaults.
  class CompositionEvent extends UIEvent {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'CompositionEvent'", 1, arguments);
      const init = readInit(eventInitDict, 'CompositionEvent', 'CompositionEventInit');
      super(type, init);
      ev(this).data = init.data === undefined ? '' : String(init.data);
    }
    get data() { return ev(this).data; }
  }
  finishInterface(CompositionEvent, 'CompositionEvent');
  class WheelEvent extends MouseEvent {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'WheelEvent'", 1, arguments);
      const init = readInit(eventInitDict, 'WheelEvent', 'WheelEventInit');
      super(type, init);
      const e = ev(this);
      e.deltaX = num(init.deltaX, 0);
      e.deltaY = num(init.deltaY, 0);
      e.deltaZ = num(init.deltaZ, 0);
      e.deltaMode = int(init.deltaMode, 0) >>> 0;
    }
    get deltaX() { return ev(this).deltaX; }
    get deltaY() { return ev(this).deltaY; }
    get deltaZ() { return ev(this).deltaZ; }
    get deltaMode() { return ev(this).deltaMode; }
  }
  finishInterface(WheelEvent, 'WheelEvent', { DOM_DELTA_PIXEL: 0, DOM_DELTA_LINE: 1, DOM_DELTA_PAGE: 2 });
  class InputEvent extends UIEvent {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'InputEvent'", 1, arguments);
      const init = readInit(eventInitDict, 'InputEvent', 'InputEventInit');
      super(type, init);
      const e = ev(this);
      e.data = init.data === undefined || init.data === null ? null : String(init.data);
      e.inputType = init.inputType === undefined ? '' : String(init.inputType);
      e.isComposing = !!init.isComposing;
      e.dataTransfer = init.dataTransfer === undefined ? null : init.dataTransfer;
    }
    get data() { return ev(this).data; }
    get inputType() { return ev(this).inputType; }
    get isComposing() { return ev(this).isComposing; }
    get dataTransfer() { return ev(this).dataTransfer; }
    getTargetRanges() { ev(this); return []; }
  }
  finishInterface(InputEvent, 'InputEvent');
  const kCreating = Symbol('evloop.creatingEvent');
  class TextEvent extends UIEvent {
    constructor(type, token) {
      if (token !== kCreating) throw illegalConstructor('TextEvent');
      super(type);
      ev(this).data = '';
    }
    get data() { return ev(this).data; }
  }
  finishInterface(TextEvent, 'TextEvent');

  // The legacy initializers (initUIEvent, initMouseEvent, ...): like initEvent, ignored
  // while the event is being dispatched; their arguments as Chromium converts them.
  const isWindowArg = (v) => v === null || v === undefined || v === global;
  function legacyInit(C, name, minArgs, fn) {
    const method = { [name](...args) {
      requireArgs(`Failed to execute '${name}' on '${C.name}'`, minArgs, args);
      const e = ev(this);
      if (e.dispatching) return;
      fn(e, args, (i) => {
        if (!isWindowArg(args[i])) throw new TypeError(`Failed to execute '${name}' on '${C.name}': parameter ${i + 1} is not of type 'Window'.`);
        return args[i] === undefined ? null : args[i];
      });
    } }[name];
    Object.defineProperty(C.prototype, name, { value: method, writable: true, enumerable: true, configurable: true });
  }
  const str = (v, dflt) => (v === undefined ? dflt : String(v));
  const reset = (e, a) => resetEvent(e, String(a[0]), !!a[1], !!a[2]);
  legacyInit(UIEvent, 'initUIEvent', 1, (e, a, view) => {
    const v = view(3);
    reset(e, a);
    e.view = v;
    e.detail = int(a[4], 0);
  });
  legacyInit(MouseEvent, 'initMouseEvent', 1, (e, a, view) => {
    const v = view(3);
    const related = a[14] === undefined || a[14] === null ? null : a[14];
    if (related !== null && !(typeof related === 'object' && related[kTarget] !== undefined)) {
      throw new TypeError("Failed to execute 'initMouseEvent' on 'MouseEvent': parameter 15 is not of type 'EventTarget'.");
    }
    reset(e, a);
    e.view = v;
    e.detail = int(a[4], 0);
    [e.screenX, e.screenY, e.clientX, e.clientY] = [5, 6, 7, 8].map((i) => int(a[i], 0));
    [e.ctrlKey, e.altKey, e.shiftKey, e.metaKey] = [9, 10, 11, 12].map((i) => !!a[i]);
    e.button = (int(a[13], 0) << 16) >> 16;
    e.which = e.button + 1;
    e.relatedTarget = related;
  });
  // Chromium ignores keyIdentifier (argument 5): key stays as it was.
  legacyInit(KeyboardEvent, 'initKeyboardEvent', 1, (e, a, view) => {
    const v = view(3);
    reset(e, a);
    e.view = v;
    e.location = int(a[5], 0) >>> 0;
    [e.ctrlKey, e.altKey, e.shiftKey, e.metaKey] = [6, 7, 8, 9].map((i) => !!a[i]);
  });
  legacyInit(CompositionEvent, 'initCompositionEvent', 1, (e, a, view) => {
    const v = view(3);
    reset(e, a);
    e.view = v;
    e.data = str(a[4], '');
  });
  legacyInit(TextEvent, 'initTextEvent', 1, (e, a, view) => {
    const v = view(3);
    reset(e, a);
    e.view = v;
    e.data = str(a[4], '');
  });
  legacyInit(MessageEvent, 'initMessageEvent', 1, (e, a) => {
    reset(e, a);
    e.data = a[3] === undefined ? null : a[3];
    e.origin = str(a[4], '');
    e.lastEventId = str(a[5], '');
    e.source = a[6] === undefined ? null : a[6];
    e.ports = Object.freeze(a[7] === undefined ? [] : Array.from(a[7]));
  });

  // document.createEvent(interface) (DOM §4.5): an uninitialized event.
  // The names Chromium accepts (ErrorEvent, WheelEvent, InputEvent and PointerEvent are not
  // among them); the other interfaces it accepts are not modelled.
  const CREATE_EVENT = {
    event: Event, events: Event, htmlevents: Event, svgevents: Event,
    customevent: CustomEvent, uievent: UIEvent, uievents: UIEvent,
    mouseevent: MouseEvent, mouseevents: MouseEvent, focusevent: FocusEvent,
    keyboardevent: KeyboardEvent, keyboardevents: KeyboardEvent, messageevent: MessageEvent,
    compositionevent: CompositionEvent, textevent: TextEvent,
  };
  function createEvent(name) {
    const key = String(name).toLowerCase();
    const C = Object.prototype.hasOwnProperty.call(CREATE_EVENT, key) ? CREATE_EVENT[key]
      : key === 'hashchangeevent' ? global.HashChangeEvent : undefined;
    if (!C) {
      throw new DOMException(`Failed to execute 'createEvent' on 'Document': The provided event type ('${name}') is invalid.`, 'NotSupportedError');
    }
    const event = C === TextEvent ? new TextEvent('', kCreating) : new C('');
    const e = ev(event);
    e.initialized = false;
    e.timeStamp = host.now();
    return event;
  }

  // ---------------------------------------------------------- EventTarget
  // Each target has an event listener list and a map of event handlers.
  function initTarget(obj) {
    Object.defineProperty(obj, kTarget, { value: { listeners: [], handlers: new Map() } });
    return obj;
  }
  function tgt(obj) {
    const t = obj !== null && (typeof obj === 'object' || typeof obj === 'function') ? obj[kTarget] : undefined;
    if (t === undefined) throw new TypeError('Illegal invocation');
    return t;
  }

  // DOM "flatten more options" / "default passive value".
  function flattenOptions(target, type, options, withMore) {
    const out = { capture: false, once: false, passive: null, signal: null };
    if (typeof options === 'boolean') { out.capture = options; return out; }
    if (options === null || options === undefined) return out;
    if (typeof options !== 'object' && typeof options !== 'function') { out.capture = !!options; return out; }
    out.capture = !!options.capture;
    if (!withMore) return out;
    out.once = !!options.once;
    if (options.passive !== undefined) out.passive = !!options.passive;
    if (options.signal !== undefined) {
      const AS = global.AbortSignal;
      if (options.signal === null || (typeof AS === 'function' && !(options.signal instanceof AS))) {
        throw new TypeError("Failed to execute 'addEventListener' on 'EventTarget': Failed to read the 'signal' property from 'AddEventListenerOptions': Failed to convert value to 'AbortSignal'.");
      }
      out.signal = options.signal;
    }
    return out;
  }
  const DEFAULT_PASSIVE_TYPES = new Set(['touchstart', 'touchmove', 'wheel', 'mousewheel']);
  function defaultPassive(target, type) {
    return DEFAULT_PASSIVE_TYPES.has(type) && ctx.isPassiveDefaultTarget(target);
  }

  // DOM "add an event listener".
  function addListener(target, listener) {
    const t = tgt(target);
    if (listener.signal && listener.signal.aborted) return;
    if (listener.callback === null) return;
    if (listener.passive === null) listener.passive = defaultPassive(target, listener.type);
    for (const l of t.listeners) {
      if (l.type === listener.type && l.callback === listener.callback && l.capture === listener.capture) return;
    }
    t.listeners.push(listener);
    if (listener.signal) {
      listener.signal.addEventListener('abort', () => removeListener(target, listener));
    }
  }

  // DOM "remove an event listener": set the removed flag and drop it from the list.
  function removeListener(target, listener) {
    const t = tgt(target);
    listener.removed = true;
    const i = t.listeners.indexOf(listener);
    if (i >= 0) t.listeners.splice(i, 1);
  }

  class EventTarget {
    constructor() { initTarget(this); }
    // WebIDL: an operation called with an undefined this on the global's
    // interfaces uses the global (so a bare addEventListener(...) works).
    addEventListener(type, callback, options) {
      requireArgs("Failed to execute 'addEventListener' on 'EventTarget'", 2, arguments);
      const self = this ?? global;
      tgt(self);
      if (callback !== null && typeof callback !== 'object' && typeof callback !== 'function') {
        throw new TypeError("Failed to execute 'addEventListener' on 'EventTarget': parameter 2 is not of type 'Object'.");
      }
      const o = flattenOptions(self, type, options, true);
      addListener(self, {
        type: String(type), callback, capture: o.capture, passive: o.passive, once: o.once,
        signal: o.signal, removed: false,
      });
    }
    removeEventListener(type, callback, options) {
      requireArgs("Failed to execute 'removeEventListener' on 'EventTarget'", 2, arguments);
      const self = this ?? global;
      const t = tgt(self);
      if (callback !== null && typeof callback !== 'object' && typeof callback !== 'function') {
        throw new TypeError("Failed to execute 'removeEventListener' on 'EventTarget': parameter 2 is not of type 'Object'.");
      }
      const capture = flattenOptions(self, type, options, false).capture;
      type = String(type);
      for (const l of t.listeners) {
        if (l.type === type && l.callback === callback && l.capture === capture) {
          removeListener(self, l);
          return;
        }
      }
    }
    dispatchEvent(event) {
      requireArgs("Failed to execute 'dispatchEvent' on 'EventTarget'", 1, arguments);
      const self = this ?? global;
      tgt(self);
      const e = event !== null && typeof event === 'object' ? event[kEvent] : undefined;
      if (e === undefined) {
        throw new TypeError("Failed to execute 'dispatchEvent' on 'EventTarget': parameter 1 is not of type 'Event'.");
      }
      if (e.dispatching) {
        throw new DOMException("Failed to execute 'dispatchEvent' on 'EventTarget': The event is already being dispatched.", 'InvalidStateError');
      }
      if (!e.initialized) {
        throw new DOMException("Failed to execute 'dispatchEvent' on 'EventTarget': The event provided is uninitialized.", 'InvalidStateError');
      }
      e.isTrusted = false;
      return dispatch(self, event, false, false);
    }
  }
  finishInterface(EventTarget, 'EventTarget');

  // ------------------------------------------------------------- dispatch
  // The window's "current event" (window.event).
  let currentEvent;
  // Dispatches in progress: a host dispatch nested in another (e.g. an 'error'
  // event fired while a listener runs) has script on the stack, so no checkpoint.
  let dispatchDepth = 0;

  // DOM "dispatch" (§2.9) without shadow trees or activation behaviour.
  // checkpoint: the browser dispatched it with an empty JS stack, so "clean up
  // after running a callback" performs a microtask checkpoint after each listener.
  function dispatch(target, event, legacyTargetOverride, checkpoint) {
    const e = ev(event);
    e.dispatching = true;
    dispatchDepth++;
    let activation = null;
    try {
      // Legacy target override (window 'load'): the target seen is the document.
      const targetOverride = legacyTargetOverride ? ctx.documentOfWindow() : target;
      const relatedTarget = e.relatedTarget;
      // "Append to an event path": the path is fixed before any listener runs.
      const path = [{ item: target, target: targetOverride, relatedTarget }];
      for (let p = ctx.getTheParent(target, event); p !== null; p = ctx.getTheParent(p, event)) {
        path.push({ item: p, target: null, relatedTarget });
      }
      e.path = path;
      // A click runs the activation behavior of its target, or of the nearest
      // ancestor with one if it bubbles; legacy-pre-activation (a checkbox
      // toggling) happens before any listener sees the event.
      if (e.type === 'click' && event instanceof MouseEvent) {
        for (let i = 0; i < path.length && activation === null; i++) {
          if (i > 0 && !e.bubbles) break;
          activation = ctx.activationBehavior(path[i].item);
        }
        if (activation !== null && activation.pre) activation.pre();
      }
      // Capture pass, root to target; the target's capture listeners run AT_TARGET.
      for (let i = path.length - 1; i >= 0; i--) {
        e.eventPhase = path[i].target !== null ? AT_TARGET : CAPTURING_PHASE;
        invoke(path, i, event, e, 'capturing', checkpoint);
      }
      // Bubble pass, target to root; ancestors only for bubbling events.
      for (let i = 0; i < path.length; i++) {
        if (path[i].target !== null) {
          e.eventPhase = AT_TARGET;
        } else {
          if (!e.bubbles) continue;
          e.eventPhase = BUBBLING_PHASE;
        }
        invoke(path, i, event, e, 'bubbling', checkpoint);
      }
    } finally {
      dispatchDepth--;
      e.eventPhase = NONE;
      e.currentTarget = null;
      e.path = [];
      e.dispatching = false;
      e.stopPropagation = false;
      e.stopImmediatePropagation = false;
    }
    // Activation behavior, or legacy-canceled-activation behavior. The events it
    // fires (input, change, submit) are trusted and dispatched like the click.
    if (activation !== null) {
      if (!e.canceled) {
        // run(fire, trusted, target): fire(t, event[, trusted]) dispatches like the click.
        activation.run((t, ev2, trusted = true) => { ev(ev2).isTrusted = trusted; return dispatch(t, ev2, false, checkpoint); },
          e.isTrusted, target);
      } else if (activation.cancel) {
        activation.cancel();
      }
    }
    return !e.canceled;
  }

  // DOM "invoke".
  function invoke(path, index, event, e, phase, checkpoint) {
    // The target is the shadow-adjusted target of the nearest struct at or before this one.
    let i = index;
    while (path[i].target === null) i--;
    e.target = path[i].target;
    e.relatedTarget = path[index].relatedTarget;
    if (e.stopPropagation) return;
    const item = path[index].item;
    e.currentTarget = item;
    // Clone the listener list: listeners added during this pass do not run.
    innerInvoke(item, event, e, tgt(item).listeners.slice(), phase, checkpoint);
  }

  // DOM "inner invoke".
  function innerInvoke(item, event, e, listeners, phase, checkpoint) {
    for (const listener of listeners) {
      if (listener.removed) continue;
      if (listener.type !== e.type) continue;
      if (phase === 'capturing' && !listener.capture) continue;
      if (phase === 'bubbling' && listener.capture) continue;
      if (listener.once) removeListener(item, listener);
      const savedEvent = currentEvent;
      currentEvent = event;
      if (listener.passive) e.inPassiveListener = true;
      try {
        const cb = listener.callback;
        // For --trace: each listener of a browser-dispatched event is its own callback.
        if (checkpoint && host.traceListener) host.traceListener(e.type, item, cb);
        if (typeof cb === 'function') {
          cb.call(item, event);
        } else {
          // Chromium: a listener object whose handleEvent is not callable is skipped silently.
          const handleEvent = cb.handleEvent;
          if (typeof handleEvent === 'function') handleEvent.call(cb, event);
        }
      } catch (err) {
        // Chromium reports before the checkpoint that cleans up after the callback.
        host.reportException(err);
      }
      e.inPassiveListener = false;
      if (checkpoint) host.checkpoint();
      currentEvent = savedEvent;
      if (e.stopImmediatePropagation) return;
    }
  }

  // A browser-dispatched event (isTrusted, microtask checkpoint after each listener).
  function dispatchFromHost(target, event, legacyTargetOverride = false) {
    const e = ev(event);
    if (e.dispatching) {
      throw new DOMException('The event is already being dispatched.', 'InvalidStateError');
    }
    e.isTrusted = true;
    return dispatch(target, event, legacyTargetOverride, dispatchDepth === 0);
  }

  // An event script dispatches through the DOM itself (el.click()): untrusted,
  // and without going through a page-replaceable dispatchEvent.
  function dispatchUntrusted(target, event) {
    ev(event).isTrusted = false;
    return dispatch(target, event, false, false);
  }

  // A trusted event fired synchronously from inside script (focus() fires focus
  // events), or the error event of "report an exception": no checkpoints.
  function dispatchTrustedNested(target, event) {
    const e = ev(event);
    if (e.dispatching) {
      throw new DOMException('The event is already being dispatched.', 'InvalidStateError');
    }
    e.isTrusted = true;
    return dispatch(target, event, false, false);
  }

  // ----------------------------------------------------- event handlers
  // HTML "event handler" on an EventTarget: {value, listener}. value is null,
  // a callback, or {uncompiled: code} from a content attribute.
  function handlerRecord(target, name) {
    const handlers = tgt(target).handlers;
    let h = handlers.get(name);
    if (!h) {
      h = { value: null, listener: null };
      handlers.set(name, h);
    }
    return h;
  }

  // HTML "getting the current value of the event handler": compile lazily.
  function currentHandlerValue(target, name) {
    const h = handlerRecord(target, name);
    if (h.value !== null && h.value.uncompiled !== undefined) {
      const code = h.value.uncompiled;
      const element = h.value.element || target;
      h.value = null;
      try {
        h.value = compileHandler(element, name, code, ctx.isWindow(target) && name === 'onerror');
      } catch (err) {
        host.reportException(err);
      }
    }
    return h.value;
  }

  // Inline handler scope (HTML "getting the current value", step 1.10): the
  // global, then the document, then the element, as with-scopes. The function
  // text is `function onclick(event) {\n<code>\n}` as in Chromium. Indirect eval
  // (not new Function) so that Boa keeps the source text for toString().
  function compileHandler(element, name, code, windowOnError) {
    const params = windowOnError ? 'event, source, lineno, colno, error' : 'event';
    const make = indirectEval(`(function (__evloop_document__, __evloop_element__) { with (__evloop_document__) with (__evloop_element__) return function ${name}(${params}) {\n${code}\n}; })`);
    return make(ctx.documentOf(element), element);
  }

  // HTML "activate an event handler": register the listener once, at the
  // position of the first activation.
  function activateHandler(target, name) {
    const h = handlerRecord(target, name);
    if (h.listener !== null) return;
    const type = name.slice(2);
    const listener = {
      type, capture: false, passive: null, once: false, signal: null, removed: false,
      callback: (event) => handlerProcessing(target, name, event),
    };
    h.listener = listener;
    addListener(target, listener);
  }

  function deactivateHandler(target, name) {
    const h = handlerRecord(target, name);
    if (h.listener !== null) removeListener(target, h.listener);
    h.value = null;
    h.listener = null;
  }

  // HTML "the event handler processing algorithm". Exceptions propagate to
  // inner invoke, which reports them.
  function handlerProcessing(target, name, event) {
    const callback = currentHandlerValue(target, name);
    if (callback === null) return;
    const e = ev(event);
    const special = e.type === 'error' && event instanceof ErrorEvent && ctx.isWindow(e.currentTarget);
    let ret;
    if (special) {
      ret = callback.call(e.currentTarget, e.message, e.filename, e.lineno, e.colno, e.error);
    } else {
      ret = callback.call(e.currentTarget, event);
    }
    // "Process return value": true cancels an error event at window; false cancels others.
    if (special ? ret === true : ret === false) setCanceled(e);
  }

  // IDL attribute `onfoo` (HTML "event handler IDL attributes"). The accessors
  // for a list of names are built once and shared by every object given them.
  const handlerDescriptors = new Map();
  function defineEventHandlers(obj, ...lists) {
    for (const names of lists) {
      let descriptors = handlerDescriptors.get(names);
      if (!descriptors) {
        descriptors = {};
        for (const type of names) {
          const name = 'on' + type;
          descriptors[name] = {
            get() { return currentHandlerValue(this, name); },
            set(value) {
              tgt(this);
              if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
                deactivateHandler(this, name);
              } else {
                handlerRecord(this, name).value = value;
                activateHandler(this, name);
              }
            },
            enumerable: true,
            configurable: true,
          };
        }
        handlerDescriptors.set(names, descriptors);
      }
      Object.defineProperties(obj, descriptors);
    }
  }

  // HTML "attribute change steps" for event handler content attributes.
  const ELEMENT_HANDLER_NAMES = new Set(GLOBAL_HANDLERS.map((t) => 'on' + t));
  // A <body> (or <frameset>) of the window's document: its onload, onerror, ... content
  // attributes and IDL attributes are the window's handlers (HTML §8.1.8.2).
  const WINDOW_REFLECTING = new Set(['blur', 'error', 'focus', 'load', 'resize', 'scroll']
    .concat(WINDOW_HANDLERS).map((t) => 'on' + t));
  function windowReflectingHandlers() {
    const members = {};
    for (const name of WINDOW_REFLECTING) {
      const window = (el) => (ctx.reflectsToWindow(el) ? global : null);
      members[name] = {
        get() { const w = window(this); return w === null ? null : currentHandlerValue(w, name); },
        set(value) {
          const w = window(this);
          if (w === null) return;
          if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
            deactivateHandler(w, name);
          } else {
            handlerRecord(w, name).value = value;
            activateHandler(w, name);
          }
        },
      };
    }
    return members;
  }
  function handlerAttributeChanged(element, name, value) {
    if (WINDOW_REFLECTING.has(name) && ctx.reflectsToWindow(element)) {
      if (value === null) {
        deactivateHandler(global, name);
      } else {
        handlerRecord(global, name).value = { uncompiled: value, element };
        activateHandler(global, name);
      }
      return;
    }
    if (!ELEMENT_HANDLER_NAMES.has(name)) return;
    if (value === null) {
      deactivateHandler(element, name);
    } else {
      handlerRecord(element, name).value = { uncompiled: value };
      activateHandler(element, name);
    }
  }

  // ------------------------------------------------ AbortController/Signal
  let AbortController = global.AbortController;
  let AbortSignal = global.AbortSignal;
  let abortInternals = null;
  if (typeof AbortController !== 'function' || typeof AbortSignal !== 'function') {
    const kSignal = Symbol('evloop.abortSignal');
    const sig = (s) => {
      const r = s !== null && typeof s === 'object' ? s[kSignal] : undefined;
      if (r === undefined) throw new TypeError('Illegal invocation');
      return r;
    };
    // A signal's record: its state, its abort algorithms (run before the abort event),
    // and for AbortSignal.any its source and dependent signals.
    const newSignal = (proto = AbortSignal.prototype) => {
      const s = Object.create(proto);
      initTarget(s);
      Object.defineProperty(s, kSignal, {
        value: { aborted: false, reason: undefined, algorithms: [], dependent: false,
          sources: [], dependents: [] },
      });
      return s;
    };
    // DOM "signal abort": this signal and its dependents take the reason, then each runs
    // its abort algorithms and fires `abort`, the signal first.
    const signalAbort = (s, reason) => {
      const r = sig(s);
      if (r.aborted) return;
      r.aborted = true;
      r.reason = reason !== undefined ? reason
        : new DOMException('signal is aborted without reason', 'AbortError');
      const toAbort = [];
      for (const d of r.dependents) {
        const dr = sig(d);
        if (dr.aborted) continue;
        dr.aborted = true;
        dr.reason = r.reason;
        toAbort.push(d);
      }
      runAbortSteps(s);
      for (const d of toAbort) runAbortSteps(d);
    };
    const runAbortSteps = (s) => {
      const r = sig(s);
      for (const algorithm of r.algorithms.splice(0)) algorithm();
      dispatchTrustedNested(s, new Event('abort'));
    };
    // DOM "create a dependent abort signal" (AbortSignal.any, TaskSignal.any).
    const dependentSignal = (signals, proto, method) => {
      const list = [];
      if (signals == null || typeof signals[Symbol.iterator] !== 'function') {
        throw new TypeError(`Failed to execute '${method}': The provided value cannot be converted to a sequence.`);
      }
      for (const v of signals) {
        if (v === null || typeof v !== 'object' || v[kSignal] === undefined) {
          throw new TypeError(`Failed to execute '${method}': Failed to convert value to 'AbortSignal'.`);
        }
        list.push(v);
      }
      const result = newSignal(proto);
      const rr = sig(result);
      const already = list.find((v) => sig(v).aborted);
      if (already) {
        rr.aborted = true;
        rr.reason = sig(already).reason;
        return result;
      }
      rr.dependent = true;
      for (const v of list) {
        const vr = sig(v);
        const sources = vr.dependent ? vr.sources : [v];
        for (const src of sources) {
          if (rr.sources.includes(src)) continue;
          rr.sources.push(src);
          sig(src).dependents.push(result);
        }
      }
      return result;
    };
    AbortSignal = class AbortSignal extends EventTarget {
      constructor() { super(); throw illegalConstructor('AbortSignal'); }
      static abort(reason) { const s = newSignal(); signalAbort(s, reason); return s; }
      // A task on the timer task source aborts the signal once `ms` have passed.
      static timeout(ms) {
        if (arguments.length < 1) {
          throw new TypeError("Failed to execute 'timeout' on 'AbortSignal': 1 argument required, but only 0 present.");
        }
        const n = Number(ms);
        if (!Number.isFinite(n) || n < 0 || n > Number.MAX_SAFE_INTEGER) {
          throw new TypeError("Failed to execute 'timeout' on 'AbortSignal': Value is outside the 'unsigned long long' value range.");
        }
        const s = newSignal();
        host.postTaskAfter('timer', Math.trunc(n), () => signalAbort(s,
          new DOMException('signal timed out', 'TimeoutError')));
        return s;
      }
      static any(signals) {
        if (arguments.length < 1) {
          throw new TypeError("Failed to execute 'any' on 'AbortSignal': 1 argument required, but only 0 present.");
        }
        return dependentSignal(signals, AbortSignal.prototype, "any' on 'AbortSignal");
      }
      get aborted() { return sig(this).aborted; }
      get reason() { return sig(this).reason; }
      throwIfAborted() { const r = sig(this); if (r.aborted) throw r.reason; }
    };
    defineEventHandlers(AbortSignal.prototype, ['abort']);
    finishInterface(AbortSignal, 'AbortSignal');
    const kCtl = Symbol('evloop.abortController');
    // The signal a controller class makes: TaskController's is a TaskSignal.
    const signalPrototypes = new Map();
    const signalPrototypeFor = (cls) => {
      for (let c = cls; typeof c === 'function'; c = Object.getPrototypeOf(c)) {
        if (signalPrototypes.has(c)) return signalPrototypes.get(c);
      }
      return AbortSignal.prototype;
    };
    AbortController = class AbortController {
      constructor() { Object.defineProperty(this, kCtl, { value: newSignal(signalPrototypeFor(new.target)) }); }
      get signal() { return this[kCtl]; }
      abort(reason) { signalAbort(this[kCtl], reason); }
    };
    finishInterface(AbortController, 'AbortController');
    abortInternals = {
      newSignal, signalAbort, dependentSignal, record: sig,
      isSignal: (v) => v !== null && typeof v === 'object' && v[kSignal] !== undefined,
      setSignalPrototype(controllerClass, proto) { signalPrototypes.set(controllerClass, proto); },
      addAlgorithm(s, fn) { const r = sig(s); if (!r.aborted) r.algorithms.push(fn); },
      removeAlgorithm(s, fn) { const a = sig(s).algorithms; const i = a.indexOf(fn); if (i >= 0) a.splice(i, 1); },
    };
  }

  return {
    DOMException, Event, CustomEvent, UIEvent, MouseEvent, PointerEvent, FocusEvent,
    KeyboardEvent, ErrorEvent, PromiseRejectionEvent, MessageEvent, SubmitEvent, EventTarget,
    CompositionEvent, WheelEvent, InputEvent, TextEvent,
    AbortController, AbortSignal, abortInternals,
    initTarget, createEvent, dispatchFromHost, dispatchUntrusted, dispatchTrustedNested, eventRecord: ev,
    defineEventHandlers, handlerAttributeChanged, windowReflectingHandlers, finishInterface, illegalConstructor,
    PageTransitionEvent,
    requireArgs, hasListeners(target, type, captureOnly) {
      return tgt(target).listeners.some((l) => l.type === type && (!captureOnly || l.capture));
    },
    currentEvent: () => currentEvent,
    GLOBAL_HANDLERS, WINDOW_HANDLERS, DOCUMENT_HANDLERS,
  };
}

module.exports = { create, finishInterface, illegalConstructor, kEvent, kTarget };
