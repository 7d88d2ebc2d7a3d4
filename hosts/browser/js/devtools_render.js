'use strict';

// Chrome DevTools console text from RemoteObjects: the one renderer behind both places
// that produce that text.
//
//   * hosts/browser/js/console.js (inside evloop, on its Boa engine, loaded through the
//     browser host's internal modules) builds RemoteObject-like "mirrors" from live
//     values, as V8 would, and renders them here.
//   * scripts/lib/devtools_format.js (under node, in the Chromium oracle) renders the
//     real RemoteObjects of Chromium's Runtime.consoleAPICalled and
//     Runtime.exceptionThrown events here.
//
// Because both go through this module, evloop's console text and the oracle's agree
// byte for byte whenever the objects agree; hosts/browser/js/test/console_test.js
// checks console.js against text recorded from real Chromium, and
// scripts/lib/devtools_format_check.js checks the oracle's text against the real
// DevTools front end.  So this file is plain ES2022 with no Node or engine APIs.
//
// It follows the DevTools front end's rules:
//
//   * ConsoleViewMessage (panels/console): which parameters are shown how (format
//     string first, bare strings after it, console.dir as `%O`, exceptions as
//     `Uncaught` + the exception), formatParameter* per type.
//   * ConsoleFormat (panels/console): the %s %d %i %f %o %O %c %_ %% substitution.
//     (V8's half, which converts the arguments of %s %d %i %f before the front end sees
//     them, is console.js's; Chromium's events arrive already converted.)
//   * RemoteObjectPreviewFormatter (object_ui): the collapsed `{a: 1, b: 'x'}` /
//     `(3) [1, 2, 3]` / `Map(2) {'a' => 1}` previews built from V8's ObjectPreview.
//   * ObjectPropertiesSection.valueElementForFunctionDescription: how functions show.
//   * StringUtilities.formatAsJSLiteral: quoting of strings inside previews.
//
// Text decisions of the rendering (the console-call level ones are listed in
// scripts/lib/devtools_format.js):
//
//   * DevTools puts a no-break space after an object's description (`(3)\u00a0[1]`)
//     and before an overflow mark (`,\u00a0…`).  We print an ordinary space.
//   * Error descriptions lose their stack-frame lines (every "\n    at …" line, as V8
//     writes them): `Error: boom`, also when nested (`{e: Error: boom}`).  A cause is
//     shown as DevTools shows it, on its own line: `Caused by: Error: inner` (one level).
//   * DOM nodes print their CDP description (`div#id.a.b`, `#text`, `body`) at top level,
//     where DevTools draws an element tree instead; nested in a preview DevTools shows
//     the description itself (with a leading `#` dropped: `text`, `document`).
//
// The objects: RemoteObjects ({type, subtype, value, unserializableValue, description,
// preview}), PropertyPreviews and EntryPreviews as the protocol defines them.  A
// RemoteObject for a function may carry an extra `functionName` field (the function's
// own `name` property): DevTools uses that name when it abbreviates a function for
// console.dir / %O (`named()`).
//
// API:
//   createRenderer(source) -> a renderer of RemoteObjects:
//     formatParameters(objs, prefix)   a message: prefix, then the parameters (a first
//                                      string is the format string)
//     formatParameter(obj, forceObject, full)   one parameter; forceObject as %O and
//                                      console.dir, full with the object's preview
//     formatDir(obj)                   console.dir's text
//     formatException(obj, text)       text ('Uncaught' when not given), then the
//                                      exception; just the text without an exception
//   source (optional) says how to read what a RemoteObject holds beyond its fields:
//     previewOf(obj)     the object's ObjectPreview or null (default: obj.preview);
//                        asked only when the preview is shown
//     errorCause(obj)    for an error: its cause's description as a preview holds it
//                        (abbreviated, stack frames allowed) when the cause is an
//                        error, else undefined (default: the preview's `cause`)
//   ELLIPSIS                 '…', as V8 and DevTools abbreviate
//   ASSERTION_PREFIX         'Assertion failed: ', before a failed console.assert's text
//   CONSOLE_CLEARED          'Console was cleared', the line shown after console.clear

const ELLIPSIS = '\u2026';
const FUNCTION_SIGN = '\u0192';

// The text DevTools puts before a failed console.assert's message, and the line it
// shows after console.clear.
const ASSERTION_PREFIX = 'Assertion failed: ';
const CONSOLE_CLEARED = 'Console was cleared';

// ---------------------------------------------------------------------------
// Small string helpers (DevTools' Platform.StringUtilities)

// Control characters (Unicode category Cc) and lone surrogates are escaped; these are
// what formatAsJSLiteral's \p{Control} and \p{Surrogate} match.
const CONTROL_ESCAPES = {
  '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v',
};

function hex(code, width) {
  return code.toString(16).toUpperCase().padStart(width, '0');
}

// A string as a JavaScript literal: single quotes unless the string has a single
// quote (then double quotes, then backticks, then escaped single quotes).  Also escapes
// backslashes, control characters, lone surrogates and `<!--`, `<script`, `</script`.
function formatAsJSLiteral(content) {
  let quote;
  if (!content.includes('\'')) quote = '\'';
  else if (!content.includes('"')) quote = '"';
  else if (!content.includes('`') && !content.includes('${')) quote = '`';
  else quote = '\'';
  const escapeQuote = quote === '\'' && content.includes('\'');
  let out = '';
  for (let i = 0; i < content.length; i++) {
    const ch = content[i];
    const code = content.charCodeAt(i);
    if (ch === '\\') {
      out += '\\\\';
    } else if (ch === '\'' && escapeQuote) {
      out += '\\\'';
    } else if (ch === '<' && content.startsWith('<!--', i)) {
      out += '\\x3C!--';
      i += 3;
    } else if (ch === '<' && content.startsWith('<script', i)) {
      out += '\\x3Cscript';
      i += 6;
    } else if (ch === '<' && content.startsWith('</script', i)) {
      out += '\\x3C/script';
      i += 7;
    } else if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) {
      out += CONTROL_ESCAPES[ch] || '\\x' + hex(code, 2);
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = content.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += ch + content[i + 1];
        i++;
      } else {
        out += '\\u' + hex(code, 4);
      }
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      out += '\\u' + hex(code, 4);
    } else {
      out += ch;
    }
  }
  return quote + out + quote;
}

function trimEndWithMaxLength(str, maxLength) {
  if (str.length <= maxLength) return str;
  return str.slice(0, maxLength - 1) + ELLIPSIS;
}

function trimMiddle(str, maxLength) {
  if (str.length <= maxLength) return str;
  let leftHalf = maxLength >> 1;
  let rightHalf = maxLength - leftHalf - 1;
  if (str.codePointAt(str.length - rightHalf - 1) >= 0x10000) {
    --rightHalf;
    ++leftHalf;
  }
  if (leftHalf > 0 && str.codePointAt(leftHalf - 1) >= 0x10000) --leftHalf;
  return str.slice(0, leftHalf) + ELLIPSIS + str.slice(str.length - rightHalf);
}

// V8 writes an error's description as `Name: message` followed by the stack frames of
// its `stack` property, each on a line of its own starting with "    at ".  We keep
// everything before the first frame.
function stripStackFrames(description) {
  const at = description.indexOf('\n    at ');
  return at === -1 ? description : description.slice(0, at);
}

// ---------------------------------------------------------------------------
// Functions (ObjectPropertiesSection.valueElementForFunctionDescription)

// `full` is DevTools' includePreview: console.log shows the whole source (trimmed to
// 200 characters); console.dir and %O show an abbreviation such as `ƒ foo(a, b)`.
function formatFunctionDescription(description, full, defaultName) {
  const text = description.replace(/^function [gs]et /, 'function ')
    .replace(/^function [gs]et\(/, 'function(')
    .replace(/^[gs]et /, '');

  // Name and parameter list of `name(args) {` forms, for the abbreviation.
  function nameAndArguments(contents) {
    const start = contents.indexOf('(');
    const end = contents.match(/\)\s*{/);
    if (start !== -1 && end && end.index > start) {
      const name = contents.substring(0, start).trim() || defaultName;
      return name + contents.substring(start, end.index + 1);
    }
    return defaultName + '()';
  }

  let prefix;
  let body;
  let abbreviation;
  const asyncMatch = text.match(/^(async\s+function)/);
  const isGenerator = text.startsWith('function*');
  const isGeneratorShorthand = text.startsWith('*');
  const isBasic = !isGenerator && text.startsWith('function');
  const isClass = text.startsWith('class ') || text.startsWith('class{');
  const firstArrowIndex = text.indexOf('=>');
  const isArrow = !asyncMatch && !isGenerator && !isBasic && !isClass && firstArrowIndex > 0;
  if (isClass) {
    body = text.substring('class'.length);
    const classNameMatch = /^[^{\s]+/.exec(body.trim());
    prefix = 'class';
    abbreviation = (classNameMatch && classNameMatch[0].trim()) || defaultName;
  } else if (asyncMatch) {
    body = text.substring(asyncMatch[1].length);
    prefix = 'async ' + FUNCTION_SIGN;
    abbreviation = nameAndArguments(body);
  } else if (isGenerator) {
    body = text.substring('function*'.length);
    prefix = FUNCTION_SIGN + '*';
    abbreviation = nameAndArguments(body);
  } else if (isGeneratorShorthand) {
    body = text.substring(1);
    prefix = FUNCTION_SIGN + '*';
    abbreviation = nameAndArguments(body);
  } else if (isBasic) {
    body = text.substring('function'.length);
    prefix = FUNCTION_SIGN;
    abbreviation = nameAndArguments(body);
  } else if (isArrow) {
    prefix = '';
    body = text;
    abbreviation = text;
    if (defaultName) abbreviation = defaultName + '()';
    else if (text.length > 60) abbreviation = text.substring(0, firstArrowIndex + 2) + ' {' + ELLIPSIS + '}';
  } else {
    // Method shorthand (`m(x) { … }`), native and other forms.
    prefix = FUNCTION_SIGN;
    body = text;
    abbreviation = nameAndArguments(text);
  }
  const shown = full ? trimEndWithMaxLength(body.trim(), 200) : abbreviation.replace(/\n/g, ' ');
  return (prefix ? prefix + ' ' : '') + shown;
}

// ---------------------------------------------------------------------------
// Previews (RemoteObjectPreviewFormatter)

// One value inside a preview: a PropertyPreview's type/subtype/value, or an entry's
// type/subtype/description.
function renderPropertyPreview(type, subtype, description) {
  description = description === undefined ? '' : String(description);
  if (type === 'accessor') return '(...)';
  if (type === 'function') return FUNCTION_SIGN;
  if (type === 'object' && subtype === 'node') return renderNodeTitle(description);
  if (type === 'string') return formatAsJSLiteral(description);
  if (type === 'object' && !subtype) {
    // A class name; dotted names have their leading parts shortened, and a plain
    // object shows as `{…}`.
    const parts = description.split('.');
    if (parts.length === 1 && parts[0] === 'Object') return '{' + ELLIPSIS + '}';
    for (let i = 0; i < parts.length - 1; ++i) parts[i] = trimMiddle(parts[i], 3);
    return parts.join('.');
  }
  if (type === 'object' && subtype === 'error') return stripStackFrames(description);
  return description;
}

// DevTools shows a node title as tag name, #id and .classes, found by an unanchored
// match: `#text` shows as `text`, `#document` as `document`.
function renderNodeTitle(title) {
  const match = title.match(/([^#.]+)(#[^.]+)?(\..*)?/);
  if (!match) return '';
  return match[1] + (match[2] || '') + (match[3] || '');
}

// A property name: quoted when it is empty, has a line break, or starts or ends with
// white space; line breaks show as ↵.
function renderName(name) {
  if (/^\s|\s$|^$|\n/.test(name)) return '"' + name.replace(/\n/g, '\u21B5') + '"';
  return name;
}

function sortRank(property) {
  switch (property.name) {
    case '[[PromiseState]]': return 1;
    case '[[PromiseResult]]': return 2;
    case '[[GeneratorState]]':
    case '[[PrimitiveValue]]':
    case '[[WeakRefTarget]]': return 3;
    default:
      // Functions and private fields go after the other properties.
      return property.type !== 'function' && !property.name.startsWith('#') ? 4 : 5;
  }
}

function stableSort(list, compare) {
  return list.map((item, index) => ({ item, index }))
    .sort((a, b) => compare(a.item, b.item) || a.index - b.index)
    .map((x) => x.item);
}

function byRank(a, b) {
  return sortRank(a) - sortRank(b);
}

function renderValue(property) {
  return renderPropertyPreview(property.type, property.subtype, property.value);
}

function renderObjectProperties(preview) {
  const properties = stableSort(preview.properties.filter((p) => p.type !== 'accessor'), byRank);
  const items = [];
  for (let i = 0; i < properties.length; ++i) {
    const property = properties[i];
    const name = property.name;
    if (preview.subtype === 'promise' && name === '[[PromiseState]]') {
      // `<pending>`, `<fulfilled>: 1`, `<rejected>: Error: x`.
      const next = properties[i + 1];
      const result = next && next.name === '[[PromiseResult]]' ? next : undefined;
      if (result) i++;
      const label = '<' + property.value + '>';
      items.push(property.value !== 'pending' && result ? label + ': ' + renderValue(result) : label);
    } else if (preview.subtype === 'generator' && name === '[[GeneratorState]]') {
      items.push('<' + property.value + '>');
    } else if (name === '[[PrimitiveValue]]') {
      items.push(renderValue(property));
    } else if (name === '[[WeakRefTarget]]') {
      items.push(property.type === 'undefined' ? '<cleared>' : renderValue(property));
    } else {
      items.push(renderName(name) + ': ' + renderValue(property));
    }
  }
  return items;
}

function renderArrayProperties(preview, arrayLength) {
  function toArrayIndex(name) {
    const index = Number(name) >>> 0;
    return String(index) === name && index < arrayLength ? index : -1;
  }
  const indexProperties = preview.properties.filter((p) => toArrayIndex(p.name) !== -1);
  indexProperties.sort((a, b) => toArrayIndex(a.name) - toArrayIndex(b.name));
  const otherProperties = stableSort(preview.properties.filter((p) => toArrayIndex(p.name) === -1), byRank);

  // Holes can be shown only when the preview has every index.
  const canShowGaps = !preview.overflow;
  const gap = (count) => (count !== 1 ? 'empty \u00d7 ' + count : 'empty');
  const items = [];
  let last = -1;
  let count = 0;
  for (const property of indexProperties) {
    const index = toArrayIndex(property.name);
    if (canShowGaps && index - last - 1 > 0) items.push(gap(index - last - 1));
    const hasGaps = index !== count;
    items.push((!canShowGaps && hasGaps ? property.name + ': ' : '') + renderValue(property));
    last = index;
    count++;
  }
  if (canShowGaps && arrayLength - last - 1 > 0) items.push(gap(arrayLength - last - 1));
  for (const property of otherProperties) items.push(renderName(property.name) + ': ' + renderValue(property));
  return items;
}

function renderEntries(preview) {
  return preview.entries.map((entry) => {
    const value = renderPropertyPreview(entry.value.type, entry.value.subtype, entry.value.description);
    if (!entry.key) return value;
    return renderPropertyPreview(entry.key.type, entry.key.subtype, entry.key.description) + ' => ' + value;
  });
}

// `Array(3)` -> 3 (0 when the description has no length).
function arrayLength(preview) {
  const match = preview.description && preview.description.match(/\(([0-9]+)\)/);
  return match ? parseInt(match[1], 10) : 0;
}

const SUBTYPES_WITHOUT_VALUE_PREVIEW = new Set([
  'arraybuffer', 'dataview', 'error', 'null', 'regexp', 'webassemblymemory', 'internal#entry', 'trustedtype',
]);

function renderObjectPreview(preview) {
  const description = preview.description || '';
  if (preview.type !== 'object' || (preview.subtype && SUBTYPES_WITHOUT_VALUE_PREVIEW.has(preview.subtype))) {
    return renderPropertyPreview(preview.type, preview.subtype, description);
  }
  const isArray = preview.subtype === 'array' || preview.subtype === 'typedarray';
  let objectDescription = '';
  let items;
  if (isArray) {
    const length = arrayLength(preview);
    // `(3)` for plain arrays of two or more, `Uint8Array(3)`, `Arguments(2)`; the
    // length is left out when it is 0 or 1.
    const lengthText = length > 1 ? '(' + length + ')' : '';
    const arrayName = description.replace(/[[(]\d+[\])]/, '');
    objectDescription = arrayName === 'Array' ? lengthText : arrayName + lengthText;
  } else {
    objectDescription = description === 'Object' ? '' : description;
  }
  if (preview.entries) items = renderEntries(preview);
  else if (isArray) items = renderArrayProperties(preview, arrayLength(preview));
  else items = renderObjectProperties(preview);
  const open = isArray ? '[' : '{';
  const close = isArray ? ']' : '}';
  const overflow = preview.overflow ? (items.length > 0 ? ', ' + ELLIPSIS : ELLIPSIS) : '';
  return (objectDescription ? objectDescription + ' ' : '') + open + items.join(', ') + overflow + close;
}

// ---------------------------------------------------------------------------
// Parameters (ConsoleViewMessage.formatParameter*)

// The description DevTools' SDK gives a RemoteObject: V8's description, or for
// primitives sent by value, the value as a string.
function descriptionOf(obj) {
  if (obj.description !== undefined && obj.description !== '') return obj.description;
  if (obj.unserializableValue !== undefined) return obj.unserializableValue;
  if (obj.type === 'undefined') return 'undefined';
  if (obj.type === 'object' && obj.subtype === 'null') return 'null';
  if (obj.value === undefined || (typeof obj.value === 'object' && obj.value !== null)) return obj.description || '';
  return String(obj.value);
}

// The value DevTools' SDK gives a RemoteObject: numbers sent as unserializableValue
// (NaN, ±Infinity, -0) become numbers again.
function numericValue(obj) {
  if (obj.type === 'number' && obj.value === undefined && obj.unserializableValue !== undefined) {
    return Number(obj.unserializableValue);
  }
  return obj.value;
}

const OBJECT_LIKE = new Set([
  'array', 'arraybuffer', 'blob', 'dataview', 'generator', 'iterator', 'map', 'object', 'promise', 'proxy',
  'set', 'typedarray', 'wasmvalue', 'weakmap', 'weakset', 'webassemblymemory',
]);

// The preview's own `cause` property, when it is an error: all that an event tells of
// an error's cause.
function previewErrorCause(obj) {
  const cause = obj.preview && obj.preview.properties.find((p) => p.name === 'cause');
  if (cause && cause.type === 'object' && cause.subtype === 'error') return cause.value || '';
  return undefined;
}

function createRenderer(source) {
  const previewOf = (source && source.previewOf) || ((obj) => obj.preview);
  const errorCause = (source && source.errorCause) || previewErrorCause;

  // DevTools fetches error.cause and, when it is an error, shows it below as
  // `Caused by: …` (and its cause, and so on); we show one level.
  function formatError(obj) {
    let text = stripStackFrames(descriptionOf(obj));
    const cause = errorCause(obj);
    if (cause !== undefined) text += '\nCaused by: ' + stripStackFrames(cause);
    return text;
  }

  // forceObject is %O / console.dir (DevTools' "generic" format), full is includePreview.
  function formatParameter(obj, forceObject, full) {
    const kind = forceObject ? 'object' : (obj.subtype || obj.type);
    if (kind === 'error') return formatError(obj);
    if (kind === 'function') {
      return formatFunctionDescription(descriptionOf(obj), full, obj.functionName || '');
    }
    if (OBJECT_LIKE.has(kind) || kind === 'trustedtype') return formatObject(obj, kind === 'trustedtype' ? false : full);
    if (kind === 'node') return descriptionOf(obj);
    if (kind === 'string') return formatAsJSLiteral(descriptionOf(obj));
    return descriptionOf(obj);
  }

  function formatObject(obj, full) {
    const preview = full ? previewOf(obj) : null;
    if (preview) return renderObjectPreview(preview);
    if (obj.type === 'function') return formatFunctionDescription(descriptionOf(obj), false, obj.functionName || '');
    if (obj.subtype === 'error') return stripStackFrames(descriptionOf(obj));
    return descriptionOf(obj);
  }

  // Format strings (ConsoleFormat.format), on RemoteObjects whose %s %d %i %f arguments
  // V8 has already converted.
  function applyFormat(fmt, args) {
    const re = /%([%_Oocsdfi])|\x1B\[[\d;]*m/;
    let out = '';
    let argIndex = 0;
    for (let match = re.exec(fmt); match !== null; match = re.exec(fmt)) {
      out += fmt.substring(0, match.index);
      let substitution;
      switch (match[1]) {
        case '%':
          out += '%';
          substitution = '';
          break;
        case 's':
          if (argIndex < args.length) substitution = descriptionOf(args[argIndex++]);
          break;
        case 'c':
        case '_':
          if (argIndex < args.length) {
            argIndex++;
            substitution = '';
          }
          break;
        case 'o':
        case 'O':
          if (argIndex < args.length) {
            out += formatParameter(args[argIndex++], match[1] === 'O', match[1] === 'o');
            substitution = '';
          }
          break;
        case 'd':
        case 'i':
        case 'f':
          if (argIndex < args.length) {
            const value = numericValue(args[argIndex++]);
            substitution = typeof value !== 'number' ? NaN : value;
            if (match[1] !== 'f') substitution = Math.floor(substitution);
          }
          break;
        default:
          // An ANSI SGR sequence (colours, bold, reset, …): a style, no text.
          substitution = '';
      }
      if (substitution === undefined) {
        // Nothing to substitute: the specifier stays as written.
        out += match[0];
        substitution = '';
      }
      // The substituted text is scanned again, as DevTools does.
      fmt = String(substitution) + fmt.substring(match.index + match[0].length);
    }
    return { text: out + fmt, rest: args.slice(argIndex) };
  }

  // The text of a message with these parameters: a first string is a format string, the
  // strings after it are shown bare; without a format string every parameter is
  // formatted on its own, strings quoted.
  function formatParameters(params, prefix) {
    let out = prefix || '';
    if (!params.length) return out;
    const formatted = params[0].type === 'string';
    let rest = params;
    if (formatted) {
      const result = applyFormat(descriptionOf(params[0]), params.slice(1));
      out += result.text;
      rest = result.rest;
      if (rest.length) out += ' ';
    }
    out += rest.map((p) => (formatted && p.type === 'string' ? descriptionOf(p) : formatParameter(p, false, true))).join(' ');
    return out;
  }

  // console.dir shows its first argument as %O would.
  function formatDir(obj) {
    return formatParameter(obj, true, false);
  }

  // An uncaught exception or unhandled rejection: `text` ('Uncaught' by default,
  // 'Uncaught (in promise)') followed by the exception as a parameter.
  function formatException(exception, text) {
    text = text || 'Uncaught';
    if (!exception) return text;
    return formatParameters([{ type: 'string', value: text }, exception], '');
  }

  return { formatParameters, formatParameter, formatDir, formatException };
}

module.exports = {
  createRenderer,
  ELLIPSIS,
  ASSERTION_PREFIX,
  CONSOLE_CLEARED,
};
