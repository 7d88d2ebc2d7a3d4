'use strict';
// Forms for evloop's browser DOM, after HTML §4.10 "Forms" as Chromium runs it:
// form owners, the form controls' IDL attributes and their value/checkedness/
// selectedness state, FormData and "constructing the entry list", the
// HTMLFormControlsCollection and RadioNodeList, HTMLOptionsCollection, the
// constraint validation API with Chromium's en-US messages, form submission
// (requestSubmit, submit, the submit and formdata events; evloop does not
// navigate afterwards), form reset, and the activation behaviour of labels,
// checkboxes, radio buttons, submit and reset buttons.
//
//   create(ctx) -> api
//
// ctx (from dom.js): N(node) -> record, E (the events module), global, host,
//   getAttr, setAttr, isNode, isElement, isConnected, rootOf, isInclusiveAncestor,
//   descendantElements(node), descendantText(node), setTextContent(el, text),
//   liveHTMLCollection(compute), liveList(proto, items, named), cachedItems(compute),
//   listItems(list), namedItemOf(items, name), NodeList, HTMLCollection, staticNodeList,
//   reflectString, reflectBoolean, finishInterface, illegalConstructor, requireArgs, DOMException,
//   documentURL(), isFocusable(el), focus(el, fromHost), clickEvent(), parseNonNegative(v),
//   createElement(near, localName), removeSelf(el), insertBefore(parent, node, ref).
// api: members (interface name -> () => member descriptors), classes (globals),
//   activationBehavior(target), attributeChanged(el, name, old, value),
//   inserted(nodes), removed(node, oldParent), cloned(node, copy),
//   pseudoClass(name, el) (:checked, :disabled, :valid, ...), isActuallyDisabled(el),
//   documentForms(doc), wrapForm(form) (the Proxy a form element is).

function create(ctx) {
  const { N, E, getAttr, setAttr, isElement, requireArgs, DOMException } = ctx;
  const ev = E.eventRecord;
  const name = (el) => N(el).localName;
  const isA = (node, ...names) => node !== null && isElement(node) && names.includes(N(node).localName);
  const is = (v, ...names) => v !== null && typeof v === 'object' && ctx.isNode(v) && isA(v, ...names);

  // ------------------------------------------------------ categories
  const LISTED = new Set(['button', 'fieldset', 'input', 'object', 'output', 'select', 'textarea']);
  const SUBMITTABLE = new Set(['button', 'input', 'select', 'textarea']);
  const LABELABLE = new Set(['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea']);
  const INPUT_TYPES = new Set(['hidden', 'text', 'search', 'tel', 'url', 'email', 'password', 'date',
    'month', 'week', 'time', 'datetime-local', 'number', 'range', 'color', 'checkbox', 'radio', 'file',
    'submit', 'image', 'reset', 'button']);
  const TEXT_LIKE = new Set(['text', 'search', 'tel', 'url', 'email', 'password']);
  const DATE_LIKE = new Set(['date', 'month', 'week', 'time', 'datetime-local']);
  // The value IDL attribute's modes (HTML §4.10.5.4).
  const DEFAULT_MODE = new Set(['hidden', 'submit', 'image', 'reset', 'button']);
  const DEFAULT_ON_MODE = new Set(['checkbox', 'radio']);
  function valueMode(type) {
    if (DEFAULT_MODE.has(type)) return 'default';
    if (DEFAULT_ON_MODE.has(type)) return 'default/on';
    if (type === 'file') return 'filename';
    return 'value';
  }
  function inputType(el) {
    const t = (getAttr(el, 'type') || '').toLowerCase();
    return INPUT_TYPES.has(t) ? t : 'text';
  }
  function buttonType(el) {
    const t = (getAttr(el, 'type') || '').toLowerCase();
    return t === 'reset' || t === 'button' ? t : 'submit';
  }
  function isSubmitButton(el) {
    if (isA(el, 'button')) return buttonType(el) === 'submit';
    if (isA(el, 'input')) { const t = inputType(el); return t === 'submit' || t === 'image'; }
    return false;
  }

  // ------------------------------------------------------- form owner
  // HTML "form owner": the form named by the form attribute (an id in the
  // element's tree), else the nearest ancestor form.
  function formOwner(el) {
    const r = N(el);
    if (!LISTED.has(r.localName) && r.localName !== 'img') return null;
    const id = getAttr(el, 'form');
    if (id !== null) {
      if (id === '') return null;
      const found = ctx.descendantElements(ctx.rootOf(el)).find((x) => getAttr(x, 'id') === id) || null;
      return found !== null && isA(found, 'form') ? found : null;
    }
    for (let n = r.parent; n !== null; n = N(n).parent) if (isA(n, 'form')) return n;
    return null;
  }
  // Listed elements of a form in tree order (HTMLFormControlsCollection excludes image buttons).
  function formControls(form, includeImages) {
    return ctx.descendantElements(ctx.rootOf(form)).filter((el) => LISTED.has(name(el))
      && (includeImages || !(name(el) === 'input' && inputType(el) === 'image')) && formOwner(el) === form);
  }

  // ------------------------------------------------------- disabled
  // HTML "actually disabled" / "disabled" for form controls, fieldsets, options.
  function inDisabledFieldset(el) {
    let child = el;
    for (let n = N(el).parent; n !== null; child = n, n = N(n).parent) {
      if (!isA(n, 'fieldset') || getAttr(n, 'disabled') === null) continue;
      const firstLegend = N(n).children.find((c) => isA(c, 'legend')) || null;
      if (child !== firstLegend) return true;
    }
    return false;
  }
  function isActuallyDisabled(el) {
    const r = N(el);
    switch (r.localName) {
      case 'button': case 'input': case 'select': case 'textarea': case 'fieldset':
        return getAttr(el, 'disabled') !== null || inDisabledFieldset(el);
      case 'optgroup': return getAttr(el, 'disabled') !== null;
      case 'option': {
        if (getAttr(el, 'disabled') !== null) return true;
        const p = r.parent;
        return p !== null && isA(p, 'optgroup') && getAttr(p, 'disabled') !== null;
      }
      default: return false;
    }
  }
  const DISABLEABLE = new Set(['button', 'input', 'select', 'textarea', 'fieldset', 'optgroup', 'option']);

  // ---------------------------------------------------- input state
  // Record fields: value (the dirty value, or null when the value is not
  // dirty), checked (checkedness), dirtyChecked, indeterminate, custom (the
  // custom validity error message).
  const stripNewlines = (s) => s.replace(/[\r\n]/g, '');
  const trimWS = (s) => s.replace(/^[ \t\n\f\r]+|[ \t\n\f\r]+$/g, '');
  const FLOAT_RE = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;
  function parseFloatingPoint(s) {
    if (s === null || !FLOAT_RE.test(s)) return null;
    const n = Number(s);
    return Number.isFinite(n) ? n : null;
  }
  function validDate(s) {
    const m = /^(\d{4,})-(\d\d)-(\d\d)$/.exec(s);
    if (!m) return false;
    const y = Number(m[1]); const mo = Number(m[2]); const d = Number(m[3]);
    if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
    const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    return d <= days[mo - 1];
  }
  function validTime(s) { return /^([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?$/.test(s); }
  // Range: min 0, max 100 by default; the value is clamped and defaults to the midpoint.
  function rangeBounds(el) {
    const min = parseFloatingPoint(getAttr(el, 'min')) ?? 0;
    let max = parseFloatingPoint(getAttr(el, 'max')) ?? 100;
    if (max < min) max = min;
    return [min, max];
  }
  const formatNumber = (n) => String(Number(n.toPrecision(15)));
  // HTML "value sanitization algorithm" of each type.
  function sanitize(el, type, v) {
    switch (type) {
      case 'text': case 'search': case 'tel': case 'password': return stripNewlines(v);
      case 'url': return trimWS(stripNewlines(v));
      case 'email':
        if (getAttr(el, 'multiple') !== null) return stripNewlines(v).split(',').map(trimWS).join(',');
        return trimWS(stripNewlines(v));
      case 'number': return parseFloatingPoint(v) === null ? '' : v;
      case 'range': {
        const [min, max] = rangeBounds(el);
        let n = parseFloatingPoint(v);
        if (n === null) n = max < min ? min : min + (max - min) / 2;
        if (n < min) n = min;
        if (n > max) n = max;
        const step = stepOf(el, type);
        if (step !== null) {
          const base = stepBase(el);
          n = base + Math.round((n - base) / step) * step;
          if (n > max) n -= step;
        }
        return formatNumber(n);
      }
      case 'color': return /^#[0-9a-fA-F]{6}$/.test(v) ? v.toLowerCase() : '#000000';
      case 'date': return validDate(v) ? v : '';
      case 'time': return validTime(v) ? v : '';
      case 'month': return /^\d{4,}-(0[1-9]|1[0-2])$/.test(v) ? v : '';
      case 'week': return /^\d{4,}-W(0[1-9]|[1-4]\d|5[0-3])$/.test(v) ? v : '';
      case 'datetime-local': {
        const m = /^(\d{4,}-\d\d-\d\d)[T ](.*)$/.exec(v);
        return m && validDate(m[1]) && validTime(m[2]) ? `${m[1]}T${m[2]}` : '';
      }
      default: return v;
    }
  }
  function inputValue(el) {
    const type = inputType(el);
    switch (valueMode(type)) {
      case 'default': return getAttr(el, 'value') ?? '';
      case 'default/on': return getAttr(el, 'value') ?? 'on';
      case 'filename': return '';
      default: {
        const r = N(el);
        return r.value !== null ? r.value : sanitize(el, type, getAttr(el, 'value') ?? '');
      }
    }
  }
  function setInputValue(el, v) {
    const type = inputType(el);
    switch (valueMode(type)) {
      case 'default': case 'default/on': setAttr(el, 'value', v); return;
      case 'filename':
        if (v !== '') {
          throw new DOMException("Failed to set the 'value' property on 'HTMLInputElement': This input element accepts a filename, which may only be programmatically set to the empty string.", 'InvalidStateError');
        }
        return;
      default: N(el).value = sanitize(el, type, v);
    }
  }
  // HTML "signal a type change": the value moves between the modes.
  function typeChanged(el, oldType, newType) {
    if (oldType === newType) return;
    const r = N(el);
    const oldMode = valueMode(oldType);
    const newMode = valueMode(newType);
    if (oldMode === 'value' && (newMode === 'default' || newMode === 'default/on')) {
      // A value that is not dirty is already the attribute's (as when the parser sets the type).
      const v = r.value;
      r.value = null;
      if (v !== null && v !== '') setAttr(el, 'value', v);
    } else if (oldMode !== 'value' && newMode === 'value') {
      r.value = null;
    } else if (newMode === 'filename') {
      r.value = null;
    } else if (newMode === 'value' && r.value !== null) {
      r.value = sanitize(el, newType, r.value);
    }
    if (newType === 'radio') uncheckOthers(el);
  }

  function checkedness(el) { return N(el).checked === true; }
  // HTML "radio button group": same name, same form owner, same tree.
  function radioGroup(el) {
    const n = getAttr(el, 'name');
    if (!n) return [el];
    const form = formOwner(el);
    const scope = form !== null ? formControls(form, false) : ctx.descendantElements(ctx.rootOf(el));
    const group = scope.filter((x) => isA(x, 'input') && inputType(x) === 'radio'
      && getAttr(x, 'name') === n && formOwner(x) === form);
    return group.includes(el) ? group : [el];
  }
  function uncheckOthers(el) {
    if (!checkedness(el) || inputType(el) !== 'radio') return;
    for (const other of radioGroup(el)) if (other !== el) N(other).checked = false;
  }
  function setCheckedness(el, value) {
    N(el).checked = value;
    if (value) uncheckOthers(el);
  }

  // ---------------------------------------------------- select state
  // Option records: selected (selectedness), dirtySelected.
  function listOfOptions(select) {
    const out = [];
    for (const c of N(select).children) {
      if (isA(c, 'option')) out.push(c);
      else if (isA(c, 'optgroup')) for (const d of N(c).children) if (isA(d, 'option')) out.push(d);
    }
    return out;
  }
  function ownerSelect(option) {
    let p = N(option).parent;
    if (p !== null && isA(p, 'optgroup')) p = N(p).parent;
    return p !== null && isA(p, 'select') ? p : null;
  }
  const isMultiple = (select) => getAttr(select, 'multiple') !== null;
  function displaySize(select) {
    const s = ctx.parseNonNegative(getAttr(select, 'size'));
    return s !== null && s > 0 ? s : (isMultiple(select) ? 4 : 1);
  }
  const selectedness = (o) => N(o).selected === true;
  // HTML "selectedness setting algorithm".
  function resetSelect(select) {
    if (isMultiple(select) || displaySize(select) !== 1) return;
    const options = listOfOptions(select);
    const selected = options.filter(selectedness);
    if (selected.length === 0) {
      const first = options.find((o) => !isActuallyDisabled(o));
      if (first !== undefined) N(first).selected = true;
    } else if (selected.length > 1) {
      for (const o of selected.slice(0, -1)) N(o).selected = false;
    }
  }
  // An option's selectedness set to true: in a single select, the others go.
  function optionSelected(option) {
    const select = ownerSelect(option);
    if (select === null || isMultiple(select)) return;
    for (const o of listOfOptions(select)) if (o !== option) N(o).selected = false;
  }
  function selectedOptions(select) { return listOfOptions(select).filter(selectedness); }
  function selectedIndex(select) { return listOfOptions(select).findIndex(selectedness); }
  function optionValue(o) {
    return getAttr(o, 'value') ?? stripCollapse(ctx.descendantText(o));
  }
  const stripCollapse = (s) => s.replace(/[ \t\n\f\r]+/g, ' ').replace(/^ | $/g, '');
  function optionText(o) {
    // Text of the option, without <script> descendants.
    let s = '';
    const walk = (n) => {
      for (const c of N(n).children) {
        const r = N(c);
        if (r.type === 3) s += r.data;
        else if (r.type === 1 && r.localName !== 'script') walk(c);
      }
    };
    walk(o);
    return stripCollapse(s);
  }

  // ------------------------------------------------ textarea state
  function textareaValue(el) {
    const r = N(el);
    const raw = r.value !== null ? r.value : ctx.descendantText(el);
    return raw.replace(/\r\n?/g, '\n');
  }

  // ----------------------------------------------------- hooks
  function attributeChanged(el, attr, oldValue, value) {
    const r = N(el);
    if (r.localName === 'input') {
      if (attr === 'type') {
        const norm = (v) => { const t = (v || '').toLowerCase(); return INPUT_TYPES.has(t) ? t : 'text'; };
        typeChanged(el, norm(oldValue), norm(value));
      } else if (attr === 'checked' && !r.dirtyChecked) {
        if ((oldValue === null) !== (value === null)) setCheckedness(el, value !== null);
      } else if (attr === 'name' || attr === 'form') {
        uncheckOthers(el);
      }
    } else if (r.localName === 'option') {
      if (attr === 'selected' && !r.dirtySelected && (oldValue === null) !== (value === null)) {
        r.selected = value !== null;
        if (value !== null) optionSelected(el);
        const select = ownerSelect(el);
        if (select !== null) resetSelect(select);
      }
    } else if (r.localName === 'select' && (attr === 'multiple' || attr === 'size')) {
      resetSelect(el);
    }
  }
  // The insertion steps: radio buttons becoming connected, options joining a select.
  function inserted(nodes) {
    const selects = new Set();
    const radios = [];
    const options = [];
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const p = N(node).parent;
      if (p !== null && isA(p, 'select')) selects.add(p);
      else if (p !== null && isA(p, 'optgroup') && N(p).parent !== null && isA(N(p).parent, 'select')) selects.add(N(p).parent);
      for (const el of [node].concat(ctx.descendantElements(node))) {
        const r = N(el);
        if (r.localName === 'input' && r.checked === true && inputType(el) === 'radio') radios.push(el);
        else if (r.localName === 'select') selects.add(el);
        else if (r.localName === 'option' && r.selected === true) options.push(el);
      }
    }
    for (let i = options.length - 1; i >= 0; i--) if (selectedness(options[i])) optionSelected(options[i]);
    // As if parsed one by one: the last checked radio button of a group stays checked.
    for (let i = radios.length - 1; i >= 0; i--) if (checkedness(radios[i])) uncheckOthers(radios[i]);
    for (const s of selects) resetSelect(s);
  }
  // HTML "cloning steps": an input's value, checkedness and their dirty flags, its
  // indeterminate state; a textarea's raw value. (A cloned select runs its
  // selectedness setting algorithm, as its options are appended one by one.)
  function cloned(node, copy) {
    const r = N(node);
    const c = N(copy);
    if (r.localName === 'input') {
      c.value = r.value;
      c.checked = r.checked;
      c.dirtyChecked = r.dirtyChecked;
      c.indeterminate = r.indeterminate;
    } else if (r.localName === 'textarea') {
      c.value = r.value;
    } else if (r.localName === 'select') {
      resetSelect(copy);
    }
  }
  function removed(node, oldParent) {
    if (!isElement(node)) return;
    if (isA(oldParent, 'select')) resetSelect(oldParent);
    else if (isA(oldParent, 'optgroup')) { const s = N(oldParent).parent; if (s !== null && isA(s, 'select')) resetSelect(s); }
  }

  // -------------------------------------------------------- FormData
  // Internal slots live in WeakMaps, out of the console's sight.
  const fdLists = new WeakMap();
  const fdList = (fd) => {
    const l = fd !== null && typeof fd === 'object' ? fdLists.get(fd) : undefined;
    if (l === undefined) throw new TypeError('Illegal invocation');
    return l;
  };
  // WebIDL USVString: lone surrogates become U+FFFD.
  const toUSV = (v) => String(v).replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  function fdArgs(method, args, n) {
    requireArgs(`Failed to execute '${method}' on 'FormData'`, n, args);
  }
  class FormData {
    constructor(form, submitter) {
      const list = [];
      fdLists.set(this, list);
      if (form === undefined) return;
      if (!is(form, 'form')) throw new TypeError("Failed to construct 'FormData': parameter 1 is not of type 'HTMLFormElement'.");
      if (submitter !== undefined && submitter !== null) {
        if (!ctx.isNode(submitter) || !isElement(submitter)) {
          throw new TypeError("Failed to construct 'FormData': parameter 2 is not of type 'HTMLElement'.");
        }
        if (!isSubmitButton(submitter)) throw new TypeError("Failed to construct 'FormData': The specified element is not a submit button.");
        if (formOwner(submitter) !== form) {
          throw new DOMException("Failed to construct 'FormData': The specified element is not owned by this form element.", 'NotFoundError');
        }
      } else {
        submitter = null;
      }
      const entries = constructEntryList(form, submitter);
      if (entries === null) throw new DOMException("Failed to construct 'FormData': The form is constructing entry list.", 'InvalidStateError');
      list.push(...entries);
    }
    append(n, value) {
      fdArgs('append', arguments, 2);
      fdList(this).push([toUSV(n), blobless('append', value, arguments.length)]);
    }
    delete(n) {
      fdArgs('delete', arguments, 1);
      const list = fdList(this);
      n = toUSV(n);
      for (let i = list.length - 1; i >= 0; i--) if (list[i][0] === n) list.splice(i, 1);
    }
    get(n) {
      fdArgs('get', arguments, 1);
      n = toUSV(n);
      const e = fdList(this).find((x) => x[0] === n);
      return e === undefined ? null : e[1];
    }
    getAll(n) {
      fdArgs('getAll', arguments, 1);
      n = toUSV(n);
      return fdList(this).filter((x) => x[0] === n).map((x) => x[1]);
    }
    has(n) {
      fdArgs('has', arguments, 1);
      n = toUSV(n);
      return fdList(this).some((x) => x[0] === n);
    }
    set(n, value) {
      fdArgs('set', arguments, 2);
      const list = fdList(this);
      n = toUSV(n);
      const entry = [n, blobless('set', value, arguments.length)];
      const i = list.findIndex((x) => x[0] === n);
      if (i < 0) { list.push(entry); return; }
      list[i] = entry;
      for (let j = list.length - 1; j > i; j--) if (list[j][0] === n) list.splice(j, 1);
    }
    entries() { return fdIterator(fdList(this), 'entries'); }
    forEach(callback, thisArg) {
      fdArgs('forEach', arguments, 1);
      const list = fdList(this);
      if (typeof callback !== 'function') {
        throw new TypeError("Failed to execute 'forEach' on 'FormData': The callback provided as parameter 1 is not a function.");
      }
      for (let i = 0; i < list.length; i++) callback.call(thisArg, list[i][1], list[i][0], this);
    }
    keys() { return fdIterator(fdList(this), 'keys'); }
    values() { return fdIterator(fdList(this), 'values'); }
  }
  // Blobs and files are not modelled: a three-argument append is the Blob overload.
  function blobless(method, value, argc) {
    if (argc > 2) throw new TypeError(`Failed to execute '${method}' on 'FormData': parameter 2 is not of type 'Blob'.`);
    return toUSV(value);
  }
  ctx.finishInterface(FormData, 'FormData');
  Object.defineProperty(FormData.prototype, Symbol.iterator, { value: FormData.prototype.entries, writable: true, configurable: true });
  // WebIDL "default iterator object": a live index into the entry list.
  const fdIterator = ctx.pairIterator('FormData', (list) => list);

  // HTML "constructing the entry list" (null while the form is already constructing one).
  function constructEntryList(form, submitter, how = SCRIPT) {
    const fr = N(form);
    if (fr.constructingEntryList) return null;
    fr.constructingEntryList = true;
    const fd = new FormData();
    const list = fdList(fd);
    try {
      for (const field of formControls(form, true)) {
        const r = N(field);
        if (!SUBMITTABLE.has(r.localName)) continue;
        // Chromium keeps controls inside a datalist (the standard skips them).
        if (isActuallyDisabled(field)) continue;
        if (isSubmitButton(field) && field !== submitter) continue;
        if (r.localName === 'button' && buttonType(field) !== 'submit') continue;
        const type = r.localName === 'input' ? inputType(field) : null;
        if ((type === 'checkbox' || type === 'radio') && !checkedness(field)) continue;
        if (type === 'reset' || type === 'button') continue;
        if (type === 'image') {
          // The submitter image button: its click coordinates (0 here).
          const n = getAttr(field, 'name') || '';
          const prefix = n === '' ? '' : `${n}.`;
          list.push([`${prefix}x`, '0'], [`${prefix}y`, '0']);
          continue;
        }
        const n = getAttr(field, 'name');
        if (n === null || n === '') continue;
        if (r.localName === 'select') {
          for (const o of listOfOptions(field)) if (selectedness(o) && !isActuallyDisabled(o)) list.push([toUSV(n), toUSV(optionValue(o))]);
        } else if (type === 'checkbox' || type === 'radio') {
          list.push([toUSV(n), toUSV(getAttr(field, 'value') ?? 'on')]);
        } else if (type === 'file') {
          continue; // Files are not modelled.
        } else if (type === 'hidden' && n.toLowerCase() === '_charset_' && getAttr(field, 'value') === null) {
          list.push([toUSV(n), 'UTF-8']);
        } else if (r.localName === 'textarea') {
          list.push([toUSV(n), toUSV(textareaValue(field))]);
        } else {
          list.push([toUSV(n), toUSV(r.localName === 'button' ? (getAttr(field, 'value') ?? '') : inputValue(field))]);
        }
        const dirname = getAttr(field, 'dirname');
        if (dirname !== null && dirname !== '' && (r.localName === 'textarea' || TEXT_LIKE.has(type) || type === 'hidden' || type === 'submit')) {
          list.push([toUSV(dirname), 'ltr']);
        }
      }
      // The formdata event (trusted, bubbles, not cancelable), whose listeners may add entries.
      const event = new FormDataEvent('formdata', { bubbles: true, cancelable: false, formData: fd });
      fireWith(how)(form, event);
    } finally {
      fr.constructingEntryList = false;
    }
    return list.slice();
  }
  function hasDatalistAncestor(el) {
    for (let n = N(el).parent; n !== null; n = N(n).parent) if (isA(n, 'datalist')) return true;
    return false;
  }

  class FormDataEvent extends E.Event {
    constructor(type, eventInitDict) {
      requireArgs("Failed to construct 'FormDataEvent'", 2, arguments);
      const init = eventInitDict === null || eventInitDict === undefined ? {} : eventInitDict;
      if (typeof init !== 'object' && typeof init !== 'function') {
        throw new TypeError("Failed to construct 'FormDataEvent': The provided value is not of type 'FormDataEventInit'.");
      }
      const fd = init.formData;
      if (fd === undefined) {
        throw new TypeError("Failed to construct 'FormDataEvent': Failed to read the 'formData' property from 'FormDataEventInit': Required member is undefined.");
      }
      if (fd === null || typeof fd !== 'object' || !fdLists.has(fd)) {
        throw new TypeError("Failed to construct 'FormDataEvent': Failed to read the 'formData' property from 'FormDataEventInit': Failed to convert value to 'FormData'.");
      }
      super(type, init);
      ev(this).formData = fd;
    }
    get formData() { return ev(this).formData; }
  }
  ctx.finishInterface(FormDataEvent, 'FormDataEvent');

  // --------------------------------------- HTMLFormControlsCollection
  class HTMLFormControlsCollection extends ctx.HTMLCollection {
    constructor() { throw ctx.illegalConstructor('HTMLFormControlsCollection'); }
    namedItem(n) {
      requireArgs("Failed to execute 'namedItem' on 'HTMLFormControlsCollection'", 1, arguments);
      return namedControl(this, String(n));
    }
  }
  ctx.finishInterface(HTMLFormControlsCollection, 'HTMLFormControlsCollection');
  class RadioNodeList extends ctx.NodeList {
    constructor() { throw ctx.illegalConstructor('RadioNodeList'); }
    get value() {
      const radio = ctx.listItems(this).find((el) => isA(el, 'input') && inputType(el) === 'radio' && checkedness(el));
      return radio === undefined ? '' : (getAttr(radio, 'value') ?? 'on');
    }
    set value(v) {
      v = String(v);
      const radio = ctx.listItems(this).find((el) => isA(el, 'input') && inputType(el) === 'radio' && (getAttr(el, 'value') ?? 'on') === v);
      if (radio !== undefined) setCheckedness(radio, true);
    }
  }
  ctx.finishInterface(RadioNodeList, 'RadioNodeList');
  const collectionOwners = new WeakMap();
  const ownerOf = (c) => {
    const o = c !== null && typeof c === 'object' ? collectionOwners.get(c) : undefined;
    if (o === undefined) throw new TypeError('Illegal invocation');
    return o;
  };
  function namedMatches(items, n) {
    if (n === '') return [];
    return items.filter((el) => getAttr(el, 'id') === n || getAttr(el, 'name') === n);
  }
  function namedControl(collection, n) {
    const owner = ownerOf(collection);
    const items = ctx.listItems(collection);
    const found = namedMatches(items, n);
    if (found.length === 0) return null;
    if (found.length === 1) return found[0];
    return ctx.liveList(RadioNodeList.prototype, ctx.cachedItems(() => namedMatches(owner.items(), n)));
  }
  function controlsCollection(items) {
    const list = ctx.liveList(HTMLFormControlsCollection.prototype, items, (n) => {
      const found = namedMatches(items(), n);
      if (found.length === 0) return null;
      if (found.length === 1) return found[0];
      return ctx.liveList(RadioNodeList.prototype, ctx.cachedItems(() => namedMatches(items(), n)));
    });
    collectionOwners.set(list, { items });
    return list;
  }

  // ------------------------------------------------ HTMLOptionsCollection
  class HTMLOptionsCollection extends ctx.HTMLCollection {
    constructor() { throw ctx.illegalConstructor('HTMLOptionsCollection'); }
    get length() { return ctx.listItems(this).length; }
    set length(v) {
      const select = ownerOf(this).select;
      const n = Number(v) >>> 0;
      const options = listOfOptions(select);
      if (n < options.length) for (const o of options.slice(n)) ctx.removeSelf(o);
      else for (let i = options.length; i < n; i++) ctx.insertBefore(select, ctx.createElement(select, 'option'), null);
    }
    get selectedIndex() { return selectedIndex(ownerOf(this).select); }
    set selectedIndex(v) { setSelectedIndex(ownerOf(this).select, v); }
    add(element, before) {
      requireArgs("Failed to execute 'add' on 'HTMLOptionsCollection'", 1, arguments);
      addOption(ownerOf(this).select, element, before, 'HTMLOptionsCollection');
    }
    remove(index) {
      requireArgs("Failed to execute 'remove' on 'HTMLOptionsCollection'", 1, arguments);
      const o = listOfOptions(ownerOf(this).select)[Number(index) | 0];
      if (o !== undefined) ctx.removeSelf(o);
    }
  }
  ctx.finishInterface(HTMLOptionsCollection, 'HTMLOptionsCollection');
  function optionsCollection(select) {
    const items = ctx.cachedItems(() => listOfOptions(select));
    const list = ctx.liveList(HTMLOptionsCollection.prototype, items, (n) => ctx.namedItemOf(items(), n));
    collectionOwners.set(list, { select });
    return list;
  }
  function addOption(select, element, before, iface) {
    if (!is(element, 'option', 'optgroup')) {
      throw new TypeError(`Failed to execute 'add' on '${iface}': The provided value is not of type '(HTMLOptGroupElement or HTMLOptionElement)'.`);
    }
    let ref = null;
    if (typeof before === 'number') ref = listOfOptions(select)[before] || null;
    else if (before !== undefined && before !== null) ref = before;
    const parent = ref !== null ? N(ref).parent : select;
    if (ref !== null && !ctx.isInclusiveAncestor(select, ref)) {
      throw new DOMException(`Failed to execute 'add' on '${iface}': The node before which the new node is to be inserted is not a child of this node.`, 'NotFoundError');
    }
    ctx.insertBefore(parent, element, ref);
  }
  function setSelectedIndex(select, v) {
    const index = Number(v) | 0;
    const options = listOfOptions(select);
    for (const o of options) N(o).selected = false;
    const o = options[index];
    if (o !== undefined) { N(o).selected = true; N(o).dirtySelected = true; }
  }

  // ------------------------------------------------ constraint validation
  const FLAGS = ['valueMissing', 'typeMismatch', 'patternMismatch', 'tooLong', 'tooShort',
    'rangeUnderflow', 'rangeOverflow', 'stepMismatch', 'badInput', 'customError'];
  // HTML "barred from constraint validation" (willValidate is its negation).
  const READONLY_TYPES = new Set([...TEXT_LIKE, ...DATE_LIKE, 'number']);
  function isCandidate(el) {
    const r = N(el);
    switch (r.localName) {
      case 'input': {
        const type = inputType(el);
        if (type === 'hidden' || type === 'reset' || type === 'button') return false;
        if (getAttr(el, 'readonly') !== null && READONLY_TYPES.has(type)) return false;
        break;
      }
      case 'button': if (buttonType(el) !== 'submit') return false; break;
      case 'textarea': if (getAttr(el, 'readonly') !== null) return false; break;
      case 'select': break;
      default: return false; // fieldset, output, object
    }
    return !isActuallyDisabled(el) && !hasDatalistAncestor(el);
  }
  const REQUIRED_TYPES = new Set([...TEXT_LIKE, ...DATE_LIKE, 'number', 'checkbox', 'radio', 'file']);
  function requiredApplies(el) {
    const r = N(el);
    if (r.localName === 'input') return REQUIRED_TYPES.has(inputType(el)) && getAttr(el, 'required') !== null;
    if (r.localName === 'select' || r.localName === 'textarea') return getAttr(el, 'required') !== null;
    return false;
  }
  // The select's placeholder label option: the first option, with an empty value, a child of the select.
  function placeholderOption(select) {
    if (isMultiple(select) || displaySize(select) !== 1) return null;
    const first = listOfOptions(select)[0];
    return first !== undefined && N(first).parent === select && optionValue(first) === '' ? first : null;
  }
  const PATTERN_TYPES = TEXT_LIKE;
  function patternMatches(pattern, value) {
    let re;
    try { re = new RegExp(`^(?:${pattern})$`, 'v'); } catch (err) {
      try { re = new RegExp(`^(?:${pattern})$`, 'u'); } catch (err2) { return true; }
    }
    return re.test(value);
  }
  function stepOf(el, type) {
    const s = getAttr(el, 'step');
    const dflt = type === 'number' || type === 'range' ? 1 : null;
    if (s !== null && s.toLowerCase() === 'any') return null;
    const n = parseFloatingPoint(s);
    return n === null || n <= 0 ? dflt : n;
  }
  function stepBase(el) {
    const min = parseFloatingPoint(getAttr(el, 'min'));
    if (min !== null) return min;
    const v = parseFloatingPoint(getAttr(el, 'value'));
    return v !== null ? v : 0;
  }
  // Email validity (HTML "valid email address") and Chromium's message for a bad one.
  const EMAIL_RE = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
  const LOCAL_CHAR = /[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]/;
  const DOMAIN_CHAR = /[a-zA-Z0-9.-]/;
  function emailMessage(address) {
    const at = address.indexOf('@');
    if (at < 0) return `Please include an '@' in the email address. '${address}' is missing an '@'.`;
    const local = address.slice(0, at);
    const domain = address.slice(at + 1);
    if (local === '') return `Please enter a part followed by '@'. '${address}' is incomplete.`;
    if (domain === '') return `Please enter a part following '@'. '${address}' is incomplete.`;
    for (const c of local) if (!LOCAL_CHAR.test(c)) return `A part followed by '@' should not contain the symbol '${c}'.`;
    for (const c of domain) if (!DOMAIN_CHAR.test(c)) return `A part following '@' should not contain the symbol '${c}'.`;
    if (domain.startsWith('.') || domain.endsWith('.') || domain.includes('..')) return `'.' is used at a wrong position in '${domain}'.`;
    return 'Please enter an email address.';
  }
  function emailAddresses(el, value) {
    return getAttr(el, 'multiple') !== null ? value.split(',') : [value];
  }
  // Each flag's state and the first message, in Chromium's order.
  function validity(el) {
    const r = N(el);
    const out = { flags: {}, message: '' };
    for (const f of FLAGS) out.flags[f] = false;
    const custom = r.custom || '';
    out.flags.customError = custom !== '';
    // Chromium computes the flags of barred controls too; only the message is empty.
    const candidate = isCandidate(el);
    const fail = (flag, message) => {
      out.flags[flag] = true;
      if (out.message === '' && candidate) out.message = message;
    };
    if (custom !== '' && candidate) out.message = custom;
    // Chromium: a disabled or readonly text field (or textarea) is never missing its value.
    const editable = !isActuallyDisabled(el) && getAttr(el, 'readonly') === null;
    const lname = r.localName;
    if (lname === 'input') {
      const type = inputType(el);
      const value = inputValue(el);
      if (requiredApplies(el) || type === 'radio') {
        if (type === 'checkbox') {
          if (!checkedness(el)) fail('valueMissing', 'Please check this box if you want to proceed.');
        } else if (type === 'radio') {
          const group = radioGroup(el);
          if (group.some((x) => getAttr(x, 'required') !== null) && !group.some(checkedness)) {
            fail('valueMissing', 'Please select one of these options.');
          }
        } else if (type === 'file') {
          fail('valueMissing', getAttr(el, 'multiple') !== null ? 'Please select one or more files.' : 'Please select a file.');
        } else if (value === '' && editable) {
          fail('valueMissing', 'Please fill out this field.');
        }
      }
      if (value !== '') {
        if (type === 'email') {
          const bad = emailAddresses(el, value).find((a) => !EMAIL_RE.test(a));
          if (bad !== undefined) fail('typeMismatch', emailMessage(bad));
        } else if (type === 'url') {
          if (ctx.host.urls().parseURL(value, null) === null) fail('typeMismatch', 'Please enter a URL.');
        }
        const pattern = getAttr(el, 'pattern');
        if (pattern !== null && PATTERN_TYPES.has(type)) {
          const values = type === 'email' ? emailAddresses(el, value) : [value];
          if (!values.every((v) => patternMatches(pattern, v))) fail('patternMismatch', 'Please match the requested format.');
        }
        if (type === 'number' || type === 'range') {
          const n = parseFloatingPoint(value);
          const min = parseFloatingPoint(getAttr(el, 'min'));
          const max = parseFloatingPoint(getAttr(el, 'max'));
          if (n !== null) {
            if (min !== null && n < min) fail('rangeUnderflow', `Value must be greater than or equal to ${formatNumber(min)}.`);
            if (max !== null && n > max) fail('rangeOverflow', `Value must be less than or equal to ${formatNumber(max)}.`);
            const step = stepOf(el, type);
            if (step !== null) {
              const base = stepBase(el);
              const q = (n - base) / step;
              if (Math.abs(q - Math.round(q)) > 1e-9) {
                const lower = base + Math.floor(q) * step;
                const upper = lower + step;
                fail('stepMismatch', max !== null && upper > max
                  ? `Please enter a valid value. The nearest valid value is ${formatNumber(lower)}.`
                  : `Please enter a valid value. The two nearest valid values are ${formatNumber(lower)} and ${formatNumber(upper)}.`);
              }
            }
          }
        }
      }
    } else if (lname === 'select') {
      if (requiredApplies(el)) {
        const sel = selectedOptions(el);
        const ph = placeholderOption(el);
        if (sel.length === 0 || (ph !== null && sel.length === 1 && sel[0] === ph)) fail('valueMissing', 'Please select an item in the list.');
      }
    } else if (lname === 'textarea') {
      if (requiredApplies(el) && editable && textareaValue(el) === '') fail('valueMissing', 'Please fill out this field.');
    }
    return out;
  }
  const isValidControl = (el) => !FLAGS.some((f) => validity(el).flags[f]);
  const validityOwners = new WeakMap();
  class ValidityState {
    constructor() { throw ctx.illegalConstructor('ValidityState'); }
    get valid() { return isValidControl(validityOwner(this)); }
  }
  function validityOwner(v) {
    const el = v !== null && typeof v === 'object' ? validityOwners.get(v) : undefined;
    if (el === undefined) throw new TypeError('Illegal invocation');
    return el;
  }
  for (const f of FLAGS) {
    Object.defineProperty(ValidityState.prototype, f, {
      get() { return validity(validityOwner(this)).flags[f]; }, configurable: true,
    });
  }
  // valid comes last, as in Chromium's IDL order.
  {
    const d = Object.getOwnPropertyDescriptor(ValidityState.prototype, 'valid');
    delete ValidityState.prototype.valid;
    Object.defineProperty(ValidityState.prototype, 'valid', d);
  }
  ctx.finishInterface(ValidityState, 'ValidityState');
  function validityOf(el) {
    const r = N(el);
    if (!r.validity) {
      r.validity = Object.create(ValidityState.prototype);
      validityOwners.set(r.validity, el);
    }
    return r.validity;
  }
  // HTML "check validity steps": fire invalid (trusted, cancelable) at an invalid candidate.
  function checkControl(el) {
    if (!isCandidate(el) || isValidControl(el)) return true;
    fireInvalid(el, SCRIPT);
    return false;
  }
  function fireInvalid(el, how) {
    return fireWith(how)(el, new E.Event('invalid', { bubbles: false, cancelable: true }));
  }
  // "statically validate the constraints": every invalid candidate gets an invalid
  // event; the ones whose event was not canceled are returned.
  function staticallyValidate(controls, how = SCRIPT) {
    const unhandled = [];
    const invalid = controls.filter((el) => isCandidate(el) && !isValidControl(el));
    for (const el of invalid) if (fireInvalid(el, how)) unhandled.push(el);
    return { ok: invalid.length === 0, unhandled };
  }
  // "interactively validate the constraints": Chromium focuses the first
  // unhandled invalid control (and shows its message, which is not modelled).
  function interactivelyValidate(controls, how = SCRIPT) {
    const { ok, unhandled } = staticallyValidate(controls, how);
    if (ok) return true;
    const first = unhandled.find((el) => ctx.isFocusable(el));
    if (first !== undefined) ctx.focus(first, how.fromHost);
    return false;
  }
  function validationMembers() {
    return {
      willValidate: { get() { return isCandidate(this); } },
      validity: { get() { return validityOf(this); } },
      validationMessage: { get() { return validity(this).message; } },
      checkValidity: { value: function checkValidity() { return checkControl(this); }, writable: true },
      reportValidity: {
        value: function reportValidity() {
          if (!isCandidate(this) || isValidControl(this)) return true;
          if (fireInvalid(this, SCRIPT)) ctx.focus(this, false);
          return false;
        },
        writable: true,
      },
      setCustomValidity: {
        value: function setCustomValidity(message) {
          requireArgs(`Failed to execute 'setCustomValidity' on '${ifaceName(this)}'`, 1, arguments);
          N(this).custom = String(message);
        },
        writable: true,
      },
    };
  }
  function ifaceName(el) { return Object.prototype.toString.call(el).slice(8, -1); }

  // ------------------------------------------------------ submission
  // HTML "submit" a form from a submitter (the form itself for requestSubmit()
  // without one, or when submitted from submit()). The navigation that would
  // follow is not modelled: evloop stays on the page.
  // how: {fire, fromHost} when a click's activation submits (the events are
  // dispatched like the click), else script's nested dispatch.
  const SCRIPT = { fire: null, fromHost: false };
  const fireWith = (how) => (how.fire !== null ? how.fire : (t, event) => E.dispatchTrustedNested(t, event));
  function submitForm(form, submitter, fromSubmitMethod, how = SCRIPT) {
    const fr = N(form);
    if (!ctx.isConnected(form)) return;
    if (fr.constructingEntryList) return;
    if (!fromSubmitMethod) {
      if (fr.firingSubmissionEvents) return;
      fr.firingSubmissionEvents = true;
      try {
        const noValidate = submitter !== form && getAttr(submitter, 'formnovalidate') !== null;
        if (!noValidate && getAttr(form, 'novalidate') === null) {
          if (!interactivelyValidate(formControls(form, false), how)) return;
        }
        // Chromium: composed only when there is a submitter.
        const button = submitter === form ? null : submitter;
        const event = new E.SubmitEvent('submit', { bubbles: true, cancelable: true, composed: button !== null, submitter: button });
        if (!fireWith(how)(form, event)) return;
      } finally {
        fr.firingSubmissionEvents = false;
      }
      if (!ctx.isConnected(form)) return;
    }
    constructEntryList(form, submitter === form ? null : submitter, how);
  }
  // HTML "reset" a form.
  function resetForm(form, fire) {
    const fr = N(form);
    if (fr.locked) return;
    fr.locked = true;
    try {
      const event = new E.Event('reset', { bubbles: true, cancelable: true });
      const proceed = fire ? fire(form, event) : E.dispatchTrustedNested(form, event);
      if (proceed) for (const el of formControls(form, true)) resetControl(el);
    } finally {
      fr.locked = false;
    }
  }
  function resetControl(el) {
    const r = N(el);
    if (r.localName === 'input') {
      r.value = null;
      r.dirtyChecked = false;
      r.indeterminate = false;
      setCheckedness(el, getAttr(el, 'checked') !== null);
    } else if (r.localName === 'textarea') {
      r.value = null;
    } else if (r.localName === 'select') {
      for (const o of listOfOptions(el)) {
        N(o).selected = getAttr(o, 'selected') !== null;
        N(o).dirtySelected = false;
      }
      resetSelect(el);
    } else if (r.localName === 'output') {
      if (r.defaultValueOverride !== undefined && r.defaultValueOverride !== null) ctx.setTextContent(el, r.defaultValueOverride);
      r.defaultValueOverride = null;
    }
  }

  // ---------------------------------------------------- activation
  // Activation behaviour of a click's target ({pre, run(fire, trusted), cancel}
  // or null): legacy-pre-activation toggles a checkbox or checks a radio button
  // before the listeners; a canceled click restores it; otherwise input and
  // change follow the dispatch. Submit and reset buttons submit or reset their
  // form owner; a label clicks its labeled control.
  function activationBehavior(target) {
    const r = N(target);
    switch (r.localName) {
      case 'input': {
        const type = inputType(target);
        if (type === 'checkbox') {
          let old;
          let oldIndeterminate;
          return {
            pre() {
              old = checkedness(target);
              oldIndeterminate = !!r.indeterminate;
              r.dirtyChecked = true;
              setCheckedness(target, !old);
              r.indeterminate = false;
            },
            run(fire) { if (ctx.isConnected(target)) fireInputAndChange(target, fire); },
            cancel() { setCheckedness(target, old); r.indeterminate = oldIndeterminate; },
          };
        }
        if (type === 'radio') {
          let old;
          let previous;
          return {
            pre() {
              old = checkedness(target);
              previous = radioGroup(target).find(checkedness) || null;
              r.dirtyChecked = true;
              setCheckedness(target, true);
            },
            run(fire) { if (ctx.isConnected(target) && !old) fireInputAndChange(target, fire); },
            cancel() {
              if (previous !== null && previous !== target && radioGroup(target).includes(previous)) setCheckedness(previous, true);
              else N(target).checked = old;
            },
          };
        }
        if (type === 'submit' || type === 'image') return submitActivation(target);
        if (type === 'reset') return resetActivation(target);
        return null;
      }
      case 'button': {
        const type = buttonType(target);
        if (type === 'submit') return submitActivation(target);
        if (type === 'reset') return resetActivation(target);
        return null;
      }
      case 'label': return labelActivation(target);
      default: return null;
    }
  }
  function fireInputAndChange(target, fire) {
    fire(target, new E.Event('input', { bubbles: true, composed: true }));
    fire(target, new E.Event('change', { bubbles: true }));
  }
  // The events that follow a click are dispatched like it (fire), trusted.
  function submitActivation(button) {
    return {
      run(fire, trusted) {
        if (isActuallyDisabled(button)) return;
        const form = formOwner(button);
        if (form !== null) submitForm(form, button, false, { fire, fromHost: trusted });
      },
    };
  }
  function resetActivation(button) {
    return {
      run(fire) {
        if (isActuallyDisabled(button)) return;
        const form = formOwner(button);
        if (form !== null) resetForm(form, fire);
      },
    };
  }
  // HTML "labeled control".
  function labeledControl(label) {
    const f = getAttr(label, 'for');
    if (f !== null) {
      const el = ctx.descendantElements(ctx.rootOf(label)).find((x) => getAttr(x, 'id') === f) || null;
      return el !== null && isLabelable(el) ? el : null;
    }
    return ctx.descendantElements(label).find(isLabelable) || null;
  }
  function isLabelable(el) {
    const n = name(el);
    return LABELABLE.has(n) && !(n === 'input' && inputType(el) === 'hidden');
  }
  const INTERACTIVE = new Set(['a', 'audio', 'button', 'details', 'embed', 'iframe', 'input', 'label', 'select', 'textarea', 'video']);
  // Chromium focuses the control, then dispatches a simulated click at it
  // (trusted when the label's click was).
  function labelActivation(label) {
    return {
      run(fire, trusted, target) {
        const control = labeledControl(label);
        if (control === null) return;
        // A click on the control itself, or on interactive content inside the label, does nothing here.
        for (let n = target; n !== null && n !== label; n = N(n).parent) {
          if (n === control || (isElement(n) && INTERACTIVE.has(name(n)))) return;
        }
        if (isActuallyDisabled(control)) return;
        ctx.focus(control, trusted);
        const r = N(control);
        if (r.clickInProgress) return;
        r.clickInProgress = true;
        try { fire(control, ctx.clickEvent(), trusted); } finally { r.clickInProgress = false; }
      },
    };
  }

  // -------------------------------------------------------- members
  const str = ctx.reflectString;
  const bool = ctx.reflectBoolean;
  const formMember = { get() { return formOwner(this); } };
  const labelsMember = {
    get() {
      const el = this;
      return ctx.staticNodeList(ctx.descendantElements(ctx.rootOf(el)).filter((x) => isA(x, 'label') && labeledControl(x) === el));
    },
  };
  const nonNegative = (attr, dflt) => ({
    get() { const v = ctx.parseNonNegative(getAttr(this, attr)); return v === null ? dflt : v; },
    set(v) {
      v = Number(v) | 0;
      if (v < 0) {
        throw new DOMException(`Failed to set the '${attr === 'maxlength' ? 'maxLength' : 'minLength'}' property on '${ifaceName(this)}': The value provided (${v}) is negative.`, 'IndexSizeError');
      }
      setAttr(this, attr, String(v));
    },
  });
  const enumerated = (attr, values, dflt, invalid) => ({
    get() {
      const v = getAttr(this, attr);
      if (v === null) return dflt;
      const l = v.toLowerCase();
      return values.includes(l) ? l : invalid;
    },
    set(v) { setAttr(this, attr, String(v)); },
  });
  const submitterMembers = () => ({
    formAction: {
      get() {
        const v = getAttr(this, 'formaction');
        return v === null || v === '' ? documentURL() : resolveURL(v);
      },
      set(v) { setAttr(this, 'formaction', String(v)); },
    },
    formEnctype: enumerated('formenctype', ENCTYPES, '', 'application/x-www-form-urlencoded'),
    formMethod: enumerated('formmethod', ['get', 'post', 'dialog'], '', 'get'),
    formNoValidate: bool('formnovalidate'),
    formTarget: str('formtarget'),
  });
  const ENCTYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
  function documentURL() { return ctx.documentURL(); }
  function resolveURL(v) {
    const U = ctx.host.urls();
    const u = U.parseURL(U.toUSV(v), U.parseURL(documentURL(), null));
    return u === null ? v : U.serialize(u);
  }

  const members = {
    HTMLFormElement: () => ({
      acceptCharset: { get() { return getAttr(this, 'accept-charset') ?? ''; }, set(v) { setAttr(this, 'accept-charset', String(v)); } },
      action: {
        get() { const v = getAttr(this, 'action'); return v === null || v === '' ? documentURL() : resolveURL(v); },
        set(v) { setAttr(this, 'action', String(v)); },
      },
      autocomplete: enumerated('autocomplete', ['on', 'off'], 'on', 'on'),
      enctype: enumerated('enctype', ENCTYPES, 'application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'),
      encoding: enumerated('enctype', ENCTYPES, 'application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'),
      method: enumerated('method', ['get', 'post', 'dialog'], 'get', 'get'),
      name: str('name'),
      noValidate: bool('novalidate'),
      target: str('target'),
      rel: str('rel'),
      elements: { get() { N(this); return elementsOf(N(this).self); } },
      length: { get() { return formControls(N(this).self, false).length; } },
      submit: { value: function submit() { N(this); submitForm(this, this, true); }, writable: true },
      requestSubmit: {
        value: function requestSubmit(submitter) {
          N(this);
          if (submitter !== undefined && submitter !== null) {
            if (!ctx.isNode(submitter) || !isElement(submitter)) {
              throw new TypeError("Failed to execute 'requestSubmit' on 'HTMLFormElement': parameter 1 is not of type 'HTMLElement'.");
            }
            if (!isSubmitButton(submitter)) {
              throw new TypeError("Failed to execute 'requestSubmit' on 'HTMLFormElement': The specified element is not a submit button.");
            }
            if (formOwner(submitter) !== this) {
              throw new DOMException("Failed to execute 'requestSubmit' on 'HTMLFormElement': The specified element is not owned by this form element.", 'NotFoundError');
            }
          } else {
            submitter = this;
          }
          submitForm(this, submitter, false);
        },
        writable: true,
      },
      reset: { value: function reset() { N(this); resetForm(this, null); }, writable: true },
      checkValidity: {
        value: function checkValidity() { return staticallyValidate(formControls(N(this).self, false)).ok; },
        writable: true,
      },
      reportValidity: {
        value: function reportValidity() { return interactivelyValidate(formControls(N(this).self, false)); },
        writable: true,
      },
    }),
    HTMLInputElement: () => ({
      accept: str('accept'),
      alt: str('alt'),
      autocomplete: str('autocomplete'),
      defaultChecked: bool('checked'),
      checked: {
        get() { return checkedness(this); },
        set(v) { N(this).dirtyChecked = true; setCheckedness(this, !!v); },
      },
      dirName: str('dirname'),
      disabled: bool('disabled'),
      form: formMember,
      ...submitterMembers(),
      indeterminate: { get() { return !!N(this).indeterminate; }, set(v) { N(this).indeterminate = !!v; } },
      max: str('max'),
      maxLength: nonNegative('maxlength', -1),
      min: str('min'),
      minLength: nonNegative('minlength', -1),
      multiple: bool('multiple'),
      name: str('name'),
      pattern: str('pattern'),
      placeholder: str('placeholder'),
      readOnly: bool('readonly'),
      required: bool('required'),
      size: {
        get() { const v = ctx.parseNonNegative(getAttr(this, 'size')); return v === null || v === 0 ? 20 : v; },
        set(v) { setAttr(this, 'size', String(Number(v) >>> 0)); },
      },
      src: str('src'),
      step: str('step'),
      type: {
        get() { return inputType(this); },
        set(v) { setAttr(this, 'type', String(v)); },
      },
      defaultValue: str('value'),
      value: {
        get() { return inputValue(this); },
        set(v) { setInputValue(this, v === null ? '' : String(v)); },
      },
      valueAsNumber: {
        get() {
          const t = inputType(this);
          if (t !== 'number' && t !== 'range') return NaN;
          const n = parseFloatingPoint(inputValue(this));
          return n === null ? NaN : n;
        },
        set(v) {
          const t = inputType(this);
          if (t !== 'number' && t !== 'range') {
            throw new DOMException("Failed to set the 'valueAsNumber' property on 'HTMLInputElement': This input element does not support Number values.", 'InvalidStateError');
          }
          v = Number(v);
          if (!Number.isFinite(v)) {
            if (Number.isNaN(v)) { setInputValue(this, ''); return; }
            throw new TypeError("Failed to set the 'valueAsNumber' property on 'HTMLInputElement': The value provided is infinite.");
          }
          setInputValue(this, String(v));
        },
      },
      ...validationMembers(),
      labels: labelsMember,
    }),
    HTMLButtonElement: () => ({
      disabled: bool('disabled'),
      form: formMember,
      ...submitterMembers(),
      name: str('name'),
      type: { get() { return buttonType(this); }, set(v) { setAttr(this, 'type', String(v)); } },
      value: str('value'),
      ...validationMembers(),
      labels: labelsMember,
    }),
    HTMLSelectElement: () => ({
      autocomplete: str('autocomplete'),
      disabled: bool('disabled'),
      form: formMember,
      multiple: bool('multiple'),
      name: str('name'),
      required: bool('required'),
      size: {
        get() { return ctx.parseNonNegative(getAttr(this, 'size')) ?? 0; },
        set(v) { setAttr(this, 'size', String(Number(v) >>> 0)); },
      },
      type: { get() { return isMultiple(this) ? 'select-multiple' : 'select-one'; } },
      options: {
        get() {
          const r = N(this);
          if (!r.optionsList) r.optionsList = optionsCollection(this);
          return r.optionsList;
        },
      },
      length: {
        get() { return listOfOptions(this).length; },
        set(v) { this.options.length = v; },
      },
      item: {
        value: function item(index) {
          requireArgs("Failed to execute 'item' on 'HTMLSelectElement'", 1, arguments);
          return listOfOptions(this)[Number(index) >>> 0] || null;
        },
        writable: true,
      },
      namedItem: {
        value: function namedItem(n) {
          requireArgs("Failed to execute 'namedItem' on 'HTMLSelectElement'", 1, arguments);
          return ctx.namedItemOf(listOfOptions(this), String(n));
        },
        writable: true,
      },
      add: {
        value: function add(element, before) {
          requireArgs("Failed to execute 'add' on 'HTMLSelectElement'", 1, arguments);
          addOption(this, element, before, 'HTMLSelectElement');
        },
        writable: true,
      },
      remove: {
        value: function remove(index) {
          if (arguments.length === 0) { ctx.removeSelf(this); return; }
          const o = listOfOptions(this)[Number(index) | 0];
          if (o !== undefined) ctx.removeSelf(o);
        },
        writable: true,
      },
      selectedOptions: {
        get() {
          const r = N(this);
          if (!r.selectedList) {
            const select = this;
            r.selectedList = ctx.liveList(ctx.HTMLCollection.prototype, () => selectedOptions(select), (n) => ctx.namedItemOf(selectedOptions(select), n));
          }
          return r.selectedList;
        },
      },
      selectedIndex: {
        get() { return selectedIndex(this); },
        set(v) { setSelectedIndex(this, v); },
      },
      value: {
        get() { const o = selectedOptions(this)[0]; return o === undefined ? '' : optionValue(o); },
        set(v) {
          v = v === null ? '' : String(v);
          let done = false;
          for (const o of listOfOptions(this)) {
            if (!done && optionValue(o) === v) { N(o).selected = true; N(o).dirtySelected = true; done = true; } else N(o).selected = false;
          }
        },
      },
      ...validationMembers(),
      labels: labelsMember,
    }),
    HTMLTextAreaElement: () => ({
      autocomplete: str('autocomplete'),
      cols: {
        get() { const v = ctx.parseNonNegative(getAttr(this, 'cols')); return v === null || v === 0 ? 20 : v; },
        set(v) { setAttr(this, 'cols', String(Number(v) >>> 0)); },
      },
      dirName: str('dirname'),
      disabled: bool('disabled'),
      form: formMember,
      maxLength: nonNegative('maxlength', -1),
      minLength: nonNegative('minlength', -1),
      name: str('name'),
      placeholder: str('placeholder'),
      readOnly: bool('readonly'),
      required: bool('required'),
      rows: {
        get() { const v = ctx.parseNonNegative(getAttr(this, 'rows')); return v === null || v === 0 ? 2 : v; },
        set(v) { setAttr(this, 'rows', String(Number(v) >>> 0)); },
      },
      wrap: str('wrap'),
      type: { get() { N(this); return 'textarea'; } },
      defaultValue: {
        get() { return ctx.descendantText(this); },
        set(v) { ctx.setTextContent(this, v === null ? '' : String(v)); },
      },
      value: {
        get() { return textareaValue(this); },
        set(v) { N(this).value = v === null ? '' : String(v); },
      },
      textLength: { get() { return textareaValue(this).length; } },
      ...validationMembers(),
      labels: labelsMember,
    }),
    HTMLOptionElement: () => ({
      disabled: bool('disabled'),
      form: { get() { const s = ownerSelect(this); return s === null ? null : formOwner(s); } },
      label: {
        get() { const l = getAttr(this, 'label'); return l !== null && l !== '' ? l : optionText(this); },
        set(v) { setAttr(this, 'label', String(v)); },
      },
      defaultSelected: bool('selected'),
      selected: {
        get() { return selectedness(this); },
        set(v) {
          const r = N(this);
          r.selected = !!v;
          r.dirtySelected = true;
          if (r.selected) optionSelected(this);
          const select = ownerSelect(this);
          if (select !== null) resetSelect(select);
        },
      },
      value: {
        get() { return optionValue(this); },
        set(v) { setAttr(this, 'value', String(v)); },
      },
      text: {
        get() { return optionText(this); },
        set(v) { ctx.setTextContent(this, String(v)); },
      },
      index: {
        get() { const s = ownerSelect(this); return s === null ? 0 : listOfOptions(s).indexOf(this); },
      },
    }),
    HTMLOptGroupElement: () => ({ disabled: bool('disabled'), label: str('label') }),
    HTMLLabelElement: () => ({
      form: { get() { const c = labeledControl(this); return c === null ? null : formOwner(c); } },
      htmlFor: str('for'),
      control: { get() { return labeledControl(this); } },
    }),
    HTMLFieldSetElement: () => ({
      disabled: bool('disabled'),
      form: formMember,
      name: str('name'),
      type: { get() { N(this); return 'fieldset'; } },
      elements: {
        get() {
          const r = N(this);
          if (!r.elementsList) {
            const fs = this;
            r.elementsList = controlsCollection(ctx.cachedItems(() => ctx.descendantElements(fs).filter((el) => LISTED.has(name(el)))));
          }
          return r.elementsList;
        },
      },
      ...validationMembers(),
    }),
    HTMLOutputElement: () => ({
      form: formMember,
      name: str('name'),
      type: { get() { N(this); return 'output'; } },
      defaultValue: {
        get() { const r = N(this); return r.defaultValueOverride !== undefined && r.defaultValueOverride !== null ? r.defaultValueOverride : ctx.descendantText(this); },
        set(v) {
          const r = N(this);
          if (r.defaultValueOverride === undefined || r.defaultValueOverride === null) ctx.setTextContent(this, String(v));
          else r.defaultValueOverride = String(v);
        },
      },
      value: {
        get() { return ctx.descendantText(this); },
        set(v) {
          const r = N(this);
          if (r.defaultValueOverride === undefined || r.defaultValueOverride === null) r.defaultValueOverride = ctx.descendantText(this);
          ctx.setTextContent(this, String(v));
        },
      },
      ...validationMembers(),
      labels: labelsMember,
    }),
    HTMLObjectElement: () => ({ form: formMember, name: str('name'), ...validationMembers() }),
  };
  // Fieldset and output are never candidates; their validity still exists.

  // ------------------------------------------------------ selectors
  function isChecked(el) {
    const r = N(el);
    if (r.localName === 'input') { const t = inputType(el); return (t === 'checkbox' || t === 'radio') && checkedness(el); }
    if (r.localName === 'option') return selectedness(el);
    return false;
  }
  const isDisabled = (el) => DISABLEABLE.has(name(el)) && isActuallyDisabled(el);
  const isEnabled = (el) => DISABLEABLE.has(name(el)) && !isActuallyDisabled(el);
  const REQUIRED_ELEMENTS = new Set(['input', 'select', 'textarea']);
  const isRequired = (el) => REQUIRED_ELEMENTS.has(name(el)) && requiredAttrApplies(el);
  // :required / :optional look at the attribute where it applies (HTML §4.16.3).
  function requiredAttrApplies(el) {
    if (name(el) === 'input') return REQUIRED_TYPES.has(inputType(el)) && getAttr(el, 'required') !== null;
    return getAttr(el, 'required') !== null;
  }
  // Chromium: buttons match :optional too.
  const isOptional = (el) => (REQUIRED_ELEMENTS.has(name(el)) || name(el) === 'button') && !requiredAttrApplies(el);
  // :valid/:invalid: candidates by their validity; a form or fieldset by its descendants.
  function isInvalid(el) {
    const n = name(el);
    if (n === 'form') return formControls(el, false).some((c) => isCandidate(c) && !isValidControl(c));
    if (n === 'fieldset') return ctx.descendantElements(el).some((c) => SUBMITTABLE.has(name(c)) && isCandidate(c) && !isValidControl(c));
    return SUBMITTABLE.has(n) && isCandidate(el) && !isValidControl(el);
  }
  function isValid(el) {
    const n = name(el);
    if (n === 'form' || n === 'fieldset') return !isInvalid(el);
    return SUBMITTABLE.has(n) && isCandidate(el) && isValidControl(el);
  }

  // HTMLFormElement's [LegacyOverrideBuiltIns] indexed and named properties: form[i]
  // is its i-th control (form.elements), form.name its control (or img) with that id or
  // name, which wins over the interface's own members; a RadioNodeList when several
  // match. A name that matched one element keeps finding it after a rename while it is
  // still the form's (the past names map). Chromium lists only the indices as own keys.
  const INDEX_RE = /^(?:0|[1-9]\d*)$/;
  const isIndex = (k) => typeof k === 'string' && INDEX_RE.test(k) && Number(k) < 4294967295;
  function formIndexed(t, k) { return ctx.listItems(elementsOf(N(t).self))[k]; }
  function formNamed(t, k) {
    if (k === '') return undefined;
    const r = N(t);
    const form = r.self;
    // The form's controls and imgs, recomputed only after the tree changes.
    if (!r.namedCandidates) {
      r.namedCandidates = ctx.cachedItems(() => ctx.descendantElements(ctx.rootOf(form)).filter((el) => {
        const n = name(el);
        if (n === 'img') return imgFormOwner(el) === form;
        return LISTED.has(n) && !(n === 'input' && inputType(el) === 'image') && formOwner(el) === form;
      }));
    }
    const found = r.namedCandidates().filter((el) => getAttr(el, 'id') === k || getAttr(el, 'name') === k);
    if (found.length === 1) {
      if (!r.pastNames) r.pastNames = new Map();
      r.pastNames.set(k, found[0]);
      return found[0];
    }
    if (found.length > 1) return ctx.liveList(RadioNodeList.prototype, ctx.cachedItems(() => namedMatches(formControls(form, false), k)));
    if (r.pastNames && r.pastNames.has(k)) {
      const el = r.pastNames.get(k);
      if ((name(el) === 'img' ? imgFormOwner(el) : formOwner(el)) === form) return el;
      r.pastNames.delete(k);
    }
    return undefined;
  }
  // An img's form owner: its nearest ancestor form (imgs have no form attribute).
  function imgFormOwner(el) {
    for (let n = N(el).parent; n !== null; n = N(n).parent) if (isA(n, 'form')) return n;
    return null;
  }
  const formHandler = {
    get(t, k, receiver) {
      if (typeof k === 'string') {
        if (isIndex(k)) return formIndexed(t, k);
        const v = formNamed(t, k);
        if (v !== undefined) return v;
      }
      return Reflect.get(t, k, receiver);
    },
    has(t, k) {
      if (typeof k === 'string') {
        if (isIndex(k)) return formIndexed(t, k) !== undefined;
        if (formNamed(t, k) !== undefined) return true;
      }
      return Reflect.has(t, k);
    },
    set(t, k, v, receiver) {
      if (typeof k === 'string' && (isIndex(k) || formNamed(t, k) !== undefined)) return false;
      return Reflect.set(t, k, v, receiver);
    },
    defineProperty(t, k, d) {
      if (typeof k === 'string' && (isIndex(k) || formNamed(t, k) !== undefined)) return false;
      return Reflect.defineProperty(t, k, d);
    },
    deleteProperty(t, k) {
      if (typeof k === 'string' && isIndex(k)) return formIndexed(t, k) === undefined;
      if (typeof k === 'string' && formNamed(t, k) !== undefined) return false;
      return Reflect.deleteProperty(t, k);
    },
    getOwnPropertyDescriptor(t, k) {
      if (typeof k === 'string') {
        if (isIndex(k)) {
          const v = formIndexed(t, k);
          return v === undefined ? undefined : { value: v, writable: false, enumerable: true, configurable: true };
        }
        const v = formNamed(t, k);
        if (v !== undefined) return { value: v, writable: false, enumerable: false, configurable: true };
      }
      return Reflect.getOwnPropertyDescriptor(t, k);
    },
    ownKeys(t) {
      return formControls(N(t).self, false).map((_, i) => String(i)).concat(Reflect.ownKeys(t));
    },
  };
  function wrapForm(el) {
    const proxy = new Proxy(el, formHandler);
    N(el).self = proxy;
    return proxy;
  }
  function elementsOf(form) {
    const r = N(form);
    if (!r.elementsList) r.elementsList = controlsCollection(ctx.cachedItems(() => formControls(form, false)));
    return r.elementsList;
  }

  // :indeterminate: a checkbox whose indeterminate IDL attribute is true, a radio
  // button whose group has no checked button, a progress without a value.
  function isIndeterminate(el) {
    const n = name(el);
    if (n === 'input') {
      const t = inputType(el);
      if (t === 'checkbox') return !!N(el).indeterminate;
      if (t === 'radio') return !radioGroup(el).some(checkedness);
      return false;
    }
    return n === 'progress' && getAttr(el, 'value') === null;
  }
  // :default: checkboxes and radio buttons checked by default, options selected by
  // default, a form's default button (its first submit button in tree order).
  function isDefault(el) {
    const n = name(el);
    if (n === 'input') {
      const t = inputType(el);
      if (t === 'checkbox' || t === 'radio') return getAttr(el, 'checked') !== null;
    }
    if (n === 'option') return getAttr(el, 'selected') !== null;
    if (isSubmitButton(el)) {
      const form = formOwner(el);
      return form !== null && formControls(form, true).find(isSubmitButton) === el;
    }
    return false;
  }
  // :read-write: a mutable text control (where readonly applies), or an editing host.
  function isReadWrite(el) {
    const n = name(el);
    if (n === 'input') {
      return READONLY_TYPES.has(inputType(el)) && getAttr(el, 'readonly') === null && !isActuallyDisabled(el);
    }
    if (n === 'textarea') return getAttr(el, 'readonly') === null && !isActuallyDisabled(el);
    for (let x = el; x !== null && isElement(x); x = N(x).parent) {
      const ce = getAttr(x, 'contenteditable');
      if (ce === null) continue;
      const v = ce.toLowerCase();
      if (v === '' || v === 'true' || v === 'plaintext-only') return true;
      if (v === 'false') return false;
    }
    return false;
  }
  const PLACEHOLDER_TYPES = new Set([...TEXT_LIKE, 'number']);
  function isPlaceholderShown(el) {
    const n = name(el);
    const p = getAttr(el, 'placeholder');
    if (p === null) return false; // Chromium: an empty placeholder counts too
    if (n === 'input') return PLACEHOLDER_TYPES.has(inputType(el)) && inputValue(el) === '';
    return n === 'textarea' && textareaValue(el) === '';
  }
  // :in-range/:out-of-range: candidates with range limitations (min or max; always for range).
  function rangeState(el) {
    if (name(el) !== 'input') return null;
    const t = inputType(el);
    if (t !== 'number' && t !== 'range') return null;
    if (t === 'number' && parseFloatingPoint(getAttr(el, 'min')) === null && parseFloatingPoint(getAttr(el, 'max')) === null) return null;
    if (!isCandidate(el)) return null;
    const f = validity(el).flags;
    return !(f.rangeUnderflow || f.rangeOverflow);
  }
  function pseudoClass(p, el) {
    switch (p) {
      case 'checked': return isChecked(el);
      case 'disabled': return isDisabled(el);
      case 'enabled': return isEnabled(el);
      case 'required': return isRequired(el);
      case 'optional': return isOptional(el);
      case 'valid': return isValid(el);
      case 'invalid': return isInvalid(el);
      case 'indeterminate': return isIndeterminate(el);
      case 'default': return isDefault(el);
      case 'read-write': return isReadWrite(el);
      case 'read-only': return !isReadWrite(el);
      case 'placeholder-shown': return isPlaceholderShown(el);
      case 'in-range': return rangeState(el) === true;
      case 'out-of-range': return rangeState(el) === false;
      default: return false;
    }
  }

  function documentForms(doc) {
    const r = N(doc);
    if (!r.formsList) r.formsList = ctx.liveHTMLCollection(() => ctx.descendantElements(doc).filter((el) => isA(el, 'form')));
    return r.formsList;
  }

  return {
    members,
    classes: { FormData, FormDataEvent, ValidityState, RadioNodeList, HTMLFormControlsCollection, HTMLOptionsCollection },
    activationBehavior,
    attributeChanged,
    inserted,
    removed,
    cloned,
    isActuallyDisabled,
    pseudoClass,
    documentForms,
    wrapForm,
  };
}

module.exports = { create };
