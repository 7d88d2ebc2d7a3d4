'use strict';

// The WHATWG URL Standard's URL and URLSearchParams, without the embedding: shared by the
// Node host (hosts/node/js/lib/url.js, node 20's URL) and the browser host
// (hosts/browser/js/webapis/url.js, Chromium's). Each host calls the exported function
// with what differs between them: the errors it throws (`host.errors`) and whether to
// keep node's (ada's) departures from the standard (`host.ada`), what a file: URL's
// origin reads as (`host.fileOrigin`, default 'null'); the result holds the
// classes and the record-level functions the host's own helpers build on.
//
// A parsed URL is a record { scheme (no ':'), username, password, host (null:
// no authority), port (null or a number), path (segments, or a string when
// opaque as in `mailto:x`), query, fragment (null or percent-encoded text) }.
// Rather than the standard's character-at-a-time state machine, the parser
// cuts the input into its parts and treats each part whole. Domains are
// NFKC-mapped, lower-cased and punycoded; UTS #46's tables are not modelled.
//
// host.errors:
//   invalidURL({ input, base, badBase, setter }) — a constructor, parse() or href setter failure
//   missingArgs(iface, method, names, needed, got) — too few arguments (method 'constructor' for new)
//   invalidThis(iface)                           — a member called on the wrong object
//   notIterable()                                — URLSearchParams(init) whose @@iterator is no function
//   invalidTuple(kind)                           — a pair that is not iterable ('iterable') or not 2 long ('length')
//   notFunction(iface, method, value)            — forEach's callback

module.exports = function createURL(host) {
const errors = host.errors;
const ada = Boolean(host.ada);
const fileOrigin = host.fileOrigin || 'null';
// (The body is not indented under this function: it reads as the module it was.)

const DEFAULT_PORT = new Map([['ftp', 21], ['file', null], ['http', 80], ['https', 443], ['ws', 80], ['wss', 443]]);
const isSpecial = (scheme) => DEFAULT_PORT.has(scheme);


// ---------------------------------------------------------------------------
// Strings, UTF-8 and percent-encoding

// Characters (beyond controls and non-ASCII) each component escapes.
const FRAGMENT_SET = ' "<>`';
const QUERY_SET = ' "#<>';
const SPECIAL_QUERY_SET = `${QUERY_SET}'`;
const PATH_SET = `${QUERY_SET}?\`{}`;
const USERINFO_SET = `${PATH_SET}/:;=@[\\]^|`;
const FORM_SET = `${USERINFO_SET}$%&+,!'()~`;
const FILE_PATH_SET = ' "#%<>?[\\]^`{|}~';

// A USVString: lone surrogates become U+FFFD.
function toUSV(value) {
  const s = `${value}`;
  if (!/[\ud800-\udfff]/.test(s)) return s;
  return Array.from(s, (ch) => (ch.length === 1 && ch >= '\ud800' && ch <= '\udfff' ? '\ufffd' : ch)).join('');
}

function utf8Bytes(c) {
  if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
  if (c < 0x80) return [c];
  if (c < 0x800) return [0xc0 | (c >> 6), 0x80 | (c & 63)];
  if (c < 0x10000) return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)];
  return [0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)];
}

// UTF-8 bytes to text; each ill-formed sequence gives one U+FFFD (WHATWG decoder).
function utf8Decode(bytes) {
  const out = [];
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i++];
    if (b < 0x80) { out.push(String.fromCharCode(b)); continue; }
    let need = 0, cp = 0, lo = 0x80, hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) { need = 1; cp = b & 0x1f; }
    else if (b >= 0xe0 && b <= 0xef) { need = 2; cp = b & 0xf; if (b === 0xe0) lo = 0xa0; if (b === 0xed) hi = 0x9f; }
    else if (b >= 0xf0 && b <= 0xf4) { need = 3; cp = b & 7; if (b === 0xf0) lo = 0x90; if (b === 0xf4) hi = 0x8f; }
    let got = 0;
    for (; got < need && bytes[i] >= lo && bytes[i] <= hi; got++, lo = 0x80, hi = 0xbf) cp = (cp << 6) | (bytes[i++] & 0x3f);
    out.push(need > 0 && got === need ? String.fromCodePoint(cp) : '\ufffd');
  }
  return out.join('');
}

const hexByte = (b) => (b < 16 ? '%0' : '%') + b.toString(16).toUpperCase();
const needsRe = new Map();

// UTF-8 percent-encodes `s`: controls, DEL, non-ASCII and the characters of `set`.
function percentEncode(s, set, spaceAsPlus) {
  let re = needsRe.get(set);
  if (re === undefined) {
    re = new RegExp(`[^\\x20-\\x7e]${set ? `|[${set.replace(/[\\\]^-]/g, '\\$&')}]` : ''}`);
    needsRe.set(set, re);
  }
  if (!re.test(s)) return s;
  const out = [];
  for (const ch of s) {
    const c = ch.codePointAt(0);
    if (c === 0x20 && spaceAsPlus) out.push('+');
    else if (c >= 0x20 && c < 0x7f && !set.includes(ch)) out.push(ch);
    else for (const b of utf8Bytes(c)) out.push(hexByte(b));
  }
  return out.join('');
}

const isHex = (c) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

// Percent-decodes `s` (its text taken as UTF-8) and decodes the bytes as UTF-8.
function percentDecode(s) {
  if (!s.includes('%')) return s;
  const bytes = [];
  for (const ch of s) bytes.push(...utf8Bytes(ch.codePointAt(0)));
  const out = [];
  for (let i = 0; i < bytes.length; i++) {
    const hex = bytes[i] === 0x25 && isHex(bytes[i + 1]) && isHex(bytes[i + 2]);
    out.push(hex ? parseInt(String.fromCharCode(bytes[i + 1], bytes[i + 2]), 16) : bytes[i]);
    if (hex) i += 2;
  }
  return utf8Decode(out);
}

// ---------------------------------------------------------------------------
// Hosts

const FORBIDDEN_HOST = /[\0\t\n\r #/:<>?@[\\\]^|]/;
const FORBIDDEN_DOMAIN = /[\0-\x20#%/:<>?@[\\\]^|\x7f]/;

const punyDigit = (d) => String.fromCharCode(d < 26 ? 97 + d : 22 + d);
function punyAdapt(delta, count, first) {
  delta = first ? Math.floor(delta / 700) : delta >> 1;
  delta += Math.floor(delta / count);
  let k = 0;
  for (; delta > 455; k += 36) delta = Math.floor(delta / 35);
  return k + Math.floor((36 * delta) / (delta + 38));
}
const punyT = (k, bias) => (k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias);

// RFC 3492 Punycode of one label (without the xn-- prefix).
function punyEncode(label) {
  const cps = Array.from(label, (ch) => ch.codePointAt(0));
  let out = cps.filter((c) => c < 0x80).map((c) => String.fromCharCode(c)).join('');
  const basic = out.length;
  if (basic > 0) out += '-';
  let n = 128, delta = 0, bias = 72;
  for (let done = basic; done < cps.length; delta++, n++) {
    const m = Math.min(...cps.filter((c) => c >= n));
    delta += (m - n) * (done + 1);
    n = m;
    for (const c of cps) {
      if (c < n) delta++;
      if (c !== n) continue;
      let q = delta;
      for (let k = 36; ; k += 36) {
        const t = punyT(k, bias);
        if (q < t) break;
        out += punyDigit(t + ((q - t) % (36 - t)));
        q = Math.floor((q - t) / (36 - t));
      }
      out += punyDigit(q);
      bias = punyAdapt(delta, done + 1, done === basic);
      delta = 0;
      done++;
    }
  }
  return out;
}

function punyDecode(s) {
  const dash = s.lastIndexOf('-');
  const out = [];
  for (let j = 0; j < dash; j++) out.push(s.charCodeAt(j));
  let n = 128, i = 0, bias = 72;
  for (let p = dash + 1; p < s.length;) {
    const old = i;
    for (let w = 1, k = 36; ; k += 36) {
      if (p >= s.length) return null;
      const c = s.charCodeAt(p++);
      const d = c >= 48 && c <= 57 ? c - 22 : c >= 65 && c <= 90 ? c - 65 : c >= 97 && c <= 122 ? c - 97 : -1;
      if (d < 0) return null;
      i += d * w;
      const t = punyT(k, bias);
      if (d < t) break;
      w *= 36 - t;
    }
    bias = punyAdapt(i - old, out.length + 1, old === 0);
    n += Math.floor(i / (out.length + 1));
    i %= out.length + 1;
    if (n > 0x10ffff) return null;
    out.splice(i++, 0, n);
  }
  return String.fromCodePoint(...out);
}

// Mapping of a label as UTS #46 would do for the common cases (NFKC, lower case).
function mapText(s) {
  if (/[^\0-\x7f]/.test(s)) {
    s = s.replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '');
    try { s = s.normalize('NFKC'); } catch (_) { /* no normalization */ }
    s = s.replace(/[\u3002\uff0e\uff61]/g, '.');
  }
  return s.toLowerCase();
}

let leadingMark;
try { leadingMark = new RegExp('^\\p{M}', 'u'); } catch (_) { leadingMark = /^[\u0300-\u036f]/; }

// A non-ASCII label may not start with a combining mark, nor hold controls or U+FFFD.
const badLabel = (label) => leadingMark.test(label) || /[\ufffd\x80-\x9f]/.test(label);

function domainToASCIIText(domain) {
  const labels = mapText(domain).split('.');
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i];
    if (/[^\0-\x7f]/.test(label)) {
      if (label.startsWith('xn--') || badLabel(label)) return null;
      labels[i] = `xn--${punyEncode(label)}`;
    } else if (label.startsWith('xn--')) {
      const text = punyDecode(label.slice(4));
      if (!text || !/[^\0-\x7f]/.test(text) || /[^a-z0-9-]/.test(text.replace(/[^\0-\x7f]/g, '')) ||
          badLabel(text) || mapText(text) !== text || `xn--${punyEncode(text)}` !== label) return null;
    }
  }
  return labels.join('.');
}

function ipv4Number(s) {
  if (s === '') return null;
  let radix = 10;
  if (s[0] === '0' && (s[1] === 'x' || s[1] === 'X')) { s = s.slice(2); radix = 16; }
  else if (s.length > 1 && s[0] === '0') { s = s.slice(1); radix = 8; }
  if (s === '') return 0;
  const ok = radix === 16 ? /^[0-9a-fA-F]+$/ : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  return ok.test(s) ? parseInt(s, radix) : null;
}

function endsInNumber(s) {
  const parts = s.split('.');
  if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
  const last = parts[parts.length - 1];
  return /^[0-9]+$/.test(last) || ipv4Number(last) !== null;
}

function parseIPv4(s) {
  const parts = s.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length > 4) return null;
  const nums = parts.map(ipv4Number);
  if (nums.includes(null)) return null;
  const last = nums.pop();
  if (nums.some((x) => x > 255) || last >= 256 ** (4 - nums.length)) return null;
  let v = last;
  nums.forEach((x, i) => { v += x * 256 ** (3 - i); });
  return [v / 16777216, (v >> 16) & 255, (v >> 8) & 255, v & 255].map(Math.floor).join('.');
}

// Eight 16-bit pieces ('::' stands for one or more zero pieces; the last two
// may be written as an IPv4 address), serialized in lower-case hex with the
// first longest run (of two or more) of zero pieces written '::'.
function parseIPv6(s) {
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const groups = halves.map((h) => (h === '' ? [] : h.split(':')));
  const end = groups[groups.length - 1];
  const v4 = end.length > 0 && end[end.length - 1].includes('.') ? end.pop() : null;
  if (!groups.every((g) => g.every((x) => /^[0-9a-fA-F]{1,4}$/.test(x)))) return null;
  if (v4 !== null) {
    const b = v4.split('.').map(Number);
    if (!/^(0|[1-9][0-9]{0,2})(\.(0|[1-9][0-9]{0,2})){3}$/.test(v4) || b.some((x) => x > 255)) return null;
    end.push((b[0] * 256 + b[1]).toString(16), (b[2] * 256 + b[3]).toString(16));
  }
  const count = groups[0].length + (halves.length === 2 ? groups[1].length : 0);
  if (halves.length === 2 ? count > 7 : count !== 8) return null;
  const a = [...groups[0], ...Array(8 - count).fill('0'), ...(groups[1] || [])].map((x) => parseInt(x, 16));
  let best = -1, bestLen = 1;
  for (let j = 0, k; j < 8; j = Math.max(k, j + 1)) {
    for (k = j; k < 8 && a[k] === 0;) k++;
    if (k - j > bestLen) { best = j; bestLen = k - j; }
  }
  let out = '';
  for (let j = 0; j < 8; j++) {
    if (j !== best) out += a[j].toString(16) + (j < 7 ? ':' : '');
    else { out += j === 0 ? '::' : ':'; j += bestLen - 1; }
  }
  return out;
}

// The serialized host, or null when `s` is not a valid host.
function parseHost(s, opaque) {
  if (s[0] === '[') {
    if (s[s.length - 1] !== ']') return null;
    const v6 = parseIPv6(s.slice(1, -1));
    return v6 === null ? null : `[${v6}]`;
  }
  if (opaque) return FORBIDDEN_HOST.test(s) ? null : percentEncode(s, '');
  const ascii = /^[a-zA-Z0-9.-]+$/.test(s) && !/(^|\.)xn--/i.test(s) ? s.toLowerCase() : domainToASCIIText(percentDecode(s));
  if (!ascii || FORBIDDEN_DOMAIN.test(ascii)) return null;
  return endsInNumber(ascii) ? parseIPv4(ascii) : ascii;
}

// ---------------------------------------------------------------------------
// Parsing

const PATH = 1, OPAQUE = 2, NONE = 3;
const isDrive = (s) => /^[a-zA-Z][:|]$/.test(s);
const isNormalDrive = (s) => /^[a-zA-Z]:$/.test(s);
const startsWithDrive = (s) => /^[a-zA-Z][:|](?:$|[/\\?#])/.test(s);
const leadsWithSlash = (s) => s[0] === '/' || s[0] === '\\';
const stripTabs = (s) => s.replace(/[\t\n\r]/g, '');

const blank = (scheme) => ({ scheme, username: '', password: '', host: null, port: null, path: [], query: null, fragment: null });
const copyRecord = (r) => ({ ...r, path: typeof r.path === 'string' ? r.path : r.path.slice() });

function shorten(url) {
  if (url.scheme !== 'file' || url.path.length !== 1 || !isNormalDrive(url.path[0])) url.path.pop();
}

// Appends the segments of `s` (separated by '/', or '\' too for special
// schemes) to the path, resolving '.' and '..' (also written %2e).
function pushPath(url, s) {
  const segs = s.split(isSpecial(url.scheme) ? /[/\\]/ : '/');
  segs.forEach((seg, i) => {
    const last = i === segs.length - 1;
    const dots = seg.length < 7 ? seg.toLowerCase().replace(/%2e/g, '.') : '';
    if (dots === '..') {
      // node (ada) adds no empty last segment to a non-special path that was already empty.
      const had = url.path.length;
      shorten(url);
      if (last && (!ada || had > 0 || isSpecial(url.scheme))) url.path.push('');
    } else if (dots === '.') { if (last) url.path.push(''); } else {
      if (url.scheme === 'file' && url.path.length === 0 && isDrive(seg)) seg = `${seg[0]}:`;
      url.path.push(percentEncode(seg, PATH_SET));
    }
  });
}

// Path (as `mode` says), then ?query, then #fragment.
function tail(url, s, mode) {
  const hash = s.indexOf('#');
  const before = hash < 0 ? s : s.slice(0, hash);
  const q = before.indexOf('?');
  const path = q < 0 ? before : before.slice(0, q);
  if (mode === PATH) pushPath(url, path);
  else if (mode === OPAQUE) url.path = percentEncode(path, '');
  if (q >= 0) url.query = percentEncode(before.slice(q + 1), isSpecial(url.scheme) ? SPECIAL_QUERY_SET : QUERY_SET);
  if (hash >= 0) url.fragment = percentEncode(s.slice(hash + 1), FRAGMENT_SET);
  return url;
}

// Index of the ':' that starts a port (none inside [...]), or -1.
function portColon(s) {
  let inBrackets = false;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '[') inBrackets = true;
    else if (s[i] === ']') inBrackets = false;
    else if (s[i] === ':' && !inBrackets) return i;
  }
  return -1;
}

function portValue(url, digits) {
  const n = parseInt(digits, 10);
  return n > 65535 ? undefined : n === DEFAULT_PORT.get(url.scheme) ? null : n;
}

function endOfAuthority(url, s) {
  const end = s.search(isSpecial(url.scheme) ? /[/\\?#]/ : /[/?#]/);
  return end < 0 ? s.length : end;
}

function authority(url, s) {
  const special = isSpecial(url.scheme);
  const end = endOfAuthority(url, s);
  let hostPort = s.slice(0, end);
  const at = hostPort.lastIndexOf('@');
  if (at >= 0) {
    const creds = hostPort.slice(0, at);
    const colon = creds.indexOf(':');
    url.username = percentEncode(colon < 0 ? creds : creds.slice(0, colon), USERINFO_SET);
    if (colon >= 0) url.password = percentEncode(creds.slice(colon + 1), USERINFO_SET);
    hostPort = hostPort.slice(at + 1);
    if (hostPort === '') return null;
  }
  const colon = portColon(hostPort);
  const hostText = colon < 0 ? hostPort : hostPort.slice(0, colon);
  if (hostText === '' && (colon >= 0 || special)) return null;
  url.host = parseHost(hostText, !special);
  if (url.host === null) return null;
  const digits = colon < 0 ? '' : hostPort.slice(colon + 1);
  if (!/^[0-9]*$/.test(digits) || (digits !== '' && (url.port = portValue(url, digits)) === undefined)) return null;
  const rest = s.slice(end);
  if (special) return tail(url, leadsWithSlash(rest) ? rest.slice(1) : rest, PATH);
  return rest[0] === '/' ? tail(url, rest.slice(1), PATH) : tail(url, rest, NONE);
}

function parseFile(url, s, base) {
  url.host = '';
  if (leadsWithSlash(s)) {
    if (s[1] === '/' || s[1] === '\\') {
      const r = s.slice(2);
      const end = endOfAuthority(url, r);
      const hostText = r.slice(0, end);
      if (isDrive(hostText)) return tail(url, r, PATH);
      if (hostText !== '') {
        const host = parseHost(hostText, false);
        if (host === null) return null;
        url.host = host === 'localhost' ? '' : host;
      }
      const rest = r.slice(end);
      return tail(url, leadsWithSlash(rest) ? rest.slice(1) : rest, PATH);
    }
    if (base) {
      url.host = base.host;
      if (!startsWithDrive(s.slice(1)) && isNormalDrive(base.path[0] || '')) url.path.push(base.path[0]);
    }
    return tail(url, s.slice(1), PATH);
  }
  if (base) {
    Object.assign(url, { host: base.host, path: base.path.slice(), query: base.query });
    if (s === '' || s[0] === '?' || s[0] === '#') return tail(url, s, NONE);
    url.query = null;
    if (startsWithDrive(s)) url.path = []; else shorten(url);
  }
  return tail(url, s, PATH);
}

// A reference without a scheme, against `base`.
function parseRelative(s, base) {
  if (!base) return null;
  if (typeof base.path === 'string') return s[0] === '#' ? tail(copyRecord(base), s, NONE) : null;
  if (base.scheme === 'file') return parseFile(blank('file'), s, base);
  const url = blank(base.scheme);
  const special = isSpecial(url.scheme);
  if (s[0] === '/' || (special && s[0] === '\\')) {
    if (special && leadsWithSlash(s.slice(1))) return authority(url, s.replace(/^[/\\]+/, ''));
    if (!special && s[1] === '/') return authority(url, s.slice(2));
    Object.assign(url, { username: base.username, password: base.password, host: base.host, port: base.port });
    return tail(url, s.slice(1), PATH);
  }
  Object.assign(url, copyRecord(base), { fragment: null });
  if (s === '' || s[0] === '?' || s[0] === '#') return tail(url, s, NONE);
  url.query = null;
  shorten(url);
  return tail(url, s, PATH);
}

// The URL record for `input` (against the record `base`), or null.
function parseURL(input, base) {
  const s = stripTabs(input.replace(/^[\0-\x20]+|[\0-\x20]+$/g, ''));
  const m = /^[a-zA-Z][a-zA-Z0-9+\-.]*:/.exec(s);
  if (m === null) return parseRelative(s, base);
  const url = blank(m[0].slice(0, -1).toLowerCase());
  const rest = s.slice(m[0].length);
  if (url.scheme === 'file') return parseFile(url, rest, base && base.scheme === 'file' ? base : null);
  if (isSpecial(url.scheme)) {
    if (base && base.scheme === url.scheme && !/^[/\\]{2}/.test(rest)) return parseRelative(rest, base);
    return authority(url, rest.replace(/^[/\\]+/, ''));
  }
  if (rest.startsWith('//')) return authority(url, rest.slice(2));
  if (rest[0] === '/') return tail(url, rest.slice(1), PATH);
  return tail(url, rest, OPAQUE);
}

// ---------------------------------------------------------------------------
// Serializing and setters (on records)

const pathString = (url) => (typeof url.path === 'string' ? url.path : url.path.map((seg) => `/${seg}`).join(''));
const hostString = (url) => (url.host === null ? '' : url.port === null ? url.host : `${url.host}:${url.port}`);

function serialize(url) {
  let out = `${url.scheme}:`;
  if (url.host !== null) {
    out += '//';
    if (url.username !== '' || url.password !== '') out += `${url.username}${url.password !== '' ? `:${url.password}` : ''}@`;
    out += hostString(url);
  } else if (typeof url.path !== 'string' && url.path.length > 1 && url.path[0] === '') out += '/.';
  out += pathString(url);
  if (url.query !== null) out += `?${url.query}`;
  if (url.fragment !== null) out += `#${url.fragment}`;
  return out;
}

function originOf(url) {
  if (url.scheme === 'blob') {
    const inner = parseURL(pathString(url), null);
    return inner && (inner.scheme === 'http' || inner.scheme === 'https') ? originOf(inner) : 'null';
  }
  if (url.scheme === 'file') return fileOrigin; // an opaque origin; Chromium shows 'file://'
  if (!isSpecial(url.scheme)) return 'null';
  return `${url.scheme}://${hostString(url)}`;
}

const noCredentials = (url) => url.host === null || url.host === '' || url.scheme === 'file';

// node (ada) strips an opaque path's trailing spaces once the query and fragment are gone.
function stripOpaqueSpaces(url) {
  if (ada && typeof url.path === 'string' && url.query === null && url.fragment === null) url.path = url.path.replace(/ +$/, '');
}

function setProtocol(url, value) {
  const m = /^([a-zA-Z][a-zA-Z0-9+\-.]*):/.exec(`${stripTabs(value)}:`);
  if (m === null) return;
  const scheme = m[1].toLowerCase();
  if (isSpecial(scheme) !== isSpecial(url.scheme)) return;
  if (scheme === 'file' && (url.username !== '' || url.password !== '' || url.port !== null)) return;
  if (url.scheme === 'file' && url.host === '') return;
  url.scheme = scheme;
  if (url.port === DEFAULT_PORT.get(scheme)) url.port = null;
}

// host / hostname setters; false when the value is rejected.
function setHost(url, value, hostnameOnly) {
  if (typeof url.path === 'string') return false;
  const s = stripTabs(value);
  const region = s.slice(0, endOfAuthority(url, s));
  if (url.scheme === 'file') {
    const host = region === '' ? '' : parseHost(region, false);
    if (host === null) return false;
    url.host = host === 'localhost' ? '' : host;
    return true;
  }
  // node (ada) departs from the standard for non-special URLs: one without a
  // host takes no empty host and no port; one with a host takes ':port' as an
  // empty host with that port.
  const special = isSpecial(url.scheme);
  const hadHost = url.host !== null;
  const colon = portColon(region);
  const hostText = colon < 0 ? region : region.slice(0, colon);
  if (colon >= 0 && hostnameOnly) return false;
  const credentials = url.username !== '' || url.password !== '' || url.port !== null;
  if (ada) {
    if (hostText === '' && (special || !hadHost || (colon < 0 && credentials))) return false;
  } else if (hostText === '' && (special || colon >= 0 || credentials)) return false;
  const host = parseHost(hostText, !special);
  if (host === null) return false;
  url.host = host;
  if (colon >= 0 && (!ada || special || hadHost)) setPortDigits(url, s.slice(colon + 1));
  return true;
}

function setPortDigits(url, s) {
  const port = portValue(url, /^[0-9]*/.exec(s)[0]);
  if (port !== undefined && !Number.isNaN(port)) url.port = port;
}

function setPathname(url, value) {
  if (typeof url.path === 'string') return;
  const s = stripTabs(value);
  url.path = [];
  if (isSpecial(url.scheme)) pushPath(url, leadsWithSlash(s) ? s.slice(1) : s);
  else if (s !== '') pushPath(url, s[0] === '/' ? s.slice(1) : s);
  else if (url.host === null) url.path.push('');
}

// ---------------------------------------------------------------------------
// application/x-www-form-urlencoded

const parseForm = (s) => s.split('&').filter((part) => part !== '').map((part) => {
  const eq = part.indexOf('=') < 0 ? part.length : part.indexOf('=');
  return [part.slice(0, eq), part.slice(eq + 1)].map((x) => percentDecode(x.replace(/\+/g, ' ')));
});

const serializeForm = (list) =>
  list.map(([k, v]) => `${percentEncode(k, FORM_SET, true)}=${percentEncode(v, FORM_SET, true)}`).join('&');

// ---------------------------------------------------------------------------
// URLSearchParams

const paramsState = new WeakMap(); // URLSearchParams -> { list: [[name, value]], url: URL | null }
const iteratorState = new WeakMap(); // its iterators -> { target, kind, index }

// The internal state of `self`, or the error for a wrong receiver.
function stateIn(map, self, error) {
  const st = map.get(self);
  if (st === undefined) throw error();
  return st;
}
const paramsOf = (self) => stateIn(paramsState, self, () => errors.invalidThis('URLSearchParams'));

// Checks the arguments count and converts the arguments to USVStrings.
function paramArgs(self, args, method, names, needed) {
  const st = paramsOf(self);
  if (args.length < needed) throw errors.missingArgs('URLSearchParams', method, names, needed, args.length);
  return [st, ...names.map((_, i) => (args[i] === undefined && i >= needed ? undefined : toUSV(args[i])))];
}

// A changed list is written back to the URL the params belong to.
function update(st) {
  if (st.url === null) return;
  const url = urlState.get(st.url).url;
  const query = serializeForm(st.list);
  url.query = query === '' ? null : query;
  if (query === '') stripOpaqueSpaces(url);
}

const isObject = (v) => (typeof v === 'object' && v !== null) || typeof v === 'function';

class URLSearchParams {
  constructor(init = undefined) {
    const list = [];
    if (isObject(init)) {
      const method = init[Symbol.iterator];
      if (method != null) {
        if (typeof method !== 'function') throw errors.notIterable();
        for (const pair of { [Symbol.iterator]: () => method.call(init) }) {
          if (!isObject(pair) || typeof pair[Symbol.iterator] !== 'function') throw errors.invalidTuple('iterable');
          const items = Array.from(pair);
          if (items.length !== 2) throw errors.invalidTuple('length');
          list.push([toUSV(items[0]), toUSV(items[1])]);
        }
      } else {
        for (const key of Reflect.ownKeys(init)) {
          const desc = Reflect.getOwnPropertyDescriptor(init, key);
          if (desc !== undefined && desc.enumerable) list.push([toUSV(key), toUSV(init[key])]);
        }
      }
    } else if (init != null) {
      const s = toUSV(init);
      list.push(...parseForm(s[0] === '?' ? s.slice(1) : s));
    }
    paramsState.set(this, { list, url: null });
  }

  get size() { return paramsOf(this).list.length; }

  append(name, value) {
    const [st, n, v] = paramArgs(this, arguments, 'append', ['name', 'value'], 2);
    st.list.push([n, v]);
    update(st);
  }

  delete(name, value = undefined) {
    const [st, n, v] = paramArgs(this, arguments, 'delete', ['name', 'value'], 1);
    st.list = st.list.filter(([k, x]) => k !== n || (v !== undefined && x !== v));
    update(st);
  }

  get(name) {
    const [st, n] = paramArgs(this, arguments, 'get', ['name'], 1);
    const pair = st.list.find(([k]) => k === n);
    return pair === undefined ? null : pair[1];
  }

  getAll(name) {
    const [st, n] = paramArgs(this, arguments, 'getAll', ['name'], 1);
    return st.list.filter(([k]) => k === n).map(([, v]) => v);
  }

  has(name, value = undefined) {
    const [st, n, v] = paramArgs(this, arguments, 'has', ['name', 'value'], 1);
    return st.list.some(([k, x]) => k === n && (v === undefined || x === v));
  }

  set(name, value) {
    const [st, n, v] = paramArgs(this, arguments, 'set', ['name', 'value'], 2);
    const first = st.list.findIndex(([k]) => k === n);
    if (first < 0) st.list.push([n, v]);
    else st.list = st.list.filter(([k], i) => k !== n || i <= first).map((pair, i) => (i === first ? [n, v] : pair));
    update(st);
  }

  sort() {
    const st = paramsOf(this);
    // Stable, by the names' UTF-16 code units.
    st.list = st.list.map((pair, i) => [pair, i])
      .sort(([a, i], [b, j]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : i - j)).map(([pair]) => pair);
    update(st);
  }

  entries() { return makeIterator(this, 'entries'); }

  forEach(callback, thisArg = undefined) {
    const st = paramsOf(this);
    if (typeof callback !== 'function') throw errors.notFunction('URLSearchParams', 'forEach', callback);
    for (let i = 0; i < st.list.length; i++) callback.call(thisArg, st.list[i][1], st.list[i][0], this);
  }

  keys() { return makeIterator(this, 'keys'); }
  values() { return makeIterator(this, 'values'); }
  toString() { return serializeForm(paramsOf(this).list); }
}

const iteratorOf = (self) => stateIn(iteratorState, self, () => errors.invalidThis('URLSearchParamsIterator'));
const itemOf = (kind, [k, v]) => (kind === 'keys' ? k : kind === 'values' ? v : [k, v]);
const method = (value) => ({ value, writable: true, enumerable: true, configurable: true });

const ParamsIteratorPrototype = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())), {
  next: method(function next() {
    const st = iteratorOf(this);
    const list = paramsState.get(st.target).list;
    if (st.index >= list.length) return { value: undefined, done: true };
    return { value: itemOf(st.kind, list[st.index++]), done: false };
  }),
  [Symbol.toStringTag]: { value: 'URLSearchParams Iterator', configurable: true },
});

function makeIterator(target, kind) {
  paramsOf(target);
  const it = Object.create(ParamsIteratorPrototype);
  iteratorState.set(it, { target, kind, index: 0 });
  return it;
}

// ---------------------------------------------------------------------------
// URL

const urlState = new WeakMap(); // URL -> { url: record, params: URLSearchParams | null }

const stateOf = (self) => stateIn(urlState, self, () => errors.invalidThis('URL'));
const recordOf = (self) => stateOf(self).url;

// Parses the arguments of `new URL`, `URL.parse` and `URL.canParse`; `url` is null when
// the input is not a URL (`badBase` when the base is none).
function parseArgs(args, method) {
  if (args.length === 0) throw errors.missingArgs('URL', method, ['url'], 1, 0);
  const input = toUSV(args[0]);
  if (args[1] === undefined) return { input, url: parseURL(input, null) };
  const base = toUSV(args[1]);
  const baseURL = parseURL(base, null);
  return { input, base, badBase: baseURL === null, url: baseURL && parseURL(input, baseURL) };
}

// After the query changed otherwise than through searchParams.
function refreshParams(st) {
  if (st.params !== null) paramsState.get(st.params).list = st.url.query ? parseForm(st.url.query) : [];
}

class URL {
  constructor(input, base = undefined) {
    const parsed = parseArgs(arguments, 'constructor');
    if (!parsed.url) throw errors.invalidURL(parsed);
    urlState.set(this, { url: parsed.url, params: null });
  }

  static parse(input, base = undefined) {
    const parsed = parseArgs(arguments, 'parse');
    if (!parsed.url) return null;
    const url = Object.create(URL.prototype);
    urlState.set(url, { url: parsed.url, params: null });
    return url;
  }

  static canParse(input, base = undefined) { return parseArgs(arguments, 'canParse').url !== null; }

  toString() { return serialize(recordOf(this)); }
  get href() { return serialize(recordOf(this)); }

  set href(value) {
    const st = stateOf(this);
    value = toUSV(value);
    const url = parseURL(value, null);
    if (url === null) throw errors.invalidURL({ input: value, setter: true });
    st.url = url;
    refreshParams(st);
  }

  get origin() { return originOf(recordOf(this)); }
  get protocol() { return `${recordOf(this).scheme}:`; }
  set protocol(value) { setProtocol(recordOf(this), toUSV(value)); }
  get username() { return recordOf(this).username; }

  set username(value) {
    const url = recordOf(this);
    if (!noCredentials(url)) url.username = percentEncode(toUSV(value), USERINFO_SET);
  }

  get password() { return recordOf(this).password; }

  set password(value) {
    const url = recordOf(this);
    if (!noCredentials(url)) url.password = percentEncode(toUSV(value), USERINFO_SET);
  }

  get host() {
    const url = recordOf(this);
    return url.host ? hostString(url) : ''; // node: '' for an empty host, port or not
  }

  set host(value) { setHost(recordOf(this), toUSV(value), false); }
  get hostname() { return recordOf(this).host || ''; }
  set hostname(value) { setHost(recordOf(this), toUSV(value), true); }
  get port() { return recordOf(this).port === null ? '' : `${recordOf(this).port}`; }

  set port(value) {
    const url = recordOf(this);
    const s = stripTabs(toUSV(value));
    if (noCredentials(url)) return;
    if (s === '') url.port = null;
    else if (/^[0-9]/.test(s)) setPortDigits(url, s);
    // As node (ada) does: digits after a first character other than '-', a
    // control or a space clear the port.
    else if (ada && /[0-9]/.test(s) && !/^[\0-\x20-]/.test(s)) url.port = null;
  }

  get pathname() { return pathString(recordOf(this)); }
  set pathname(value) { setPathname(recordOf(this), toUSV(value)); }
  get search() { return recordOf(this).query ? `?${recordOf(this).query}` : ''; }

  set search(value) {
    const st = stateOf(this);
    value = toUSV(value);
    const input = value[0] === '?' ? value.slice(1) : value;
    const set = isSpecial(st.url.scheme) ? SPECIAL_QUERY_SET : QUERY_SET;
    st.url.query = value === '' ? null : percentEncode(stripTabs(input), set);
    if (value === '') stripOpaqueSpaces(st.url);
    refreshParams(st);
  }

  get searchParams() {
    const st = stateOf(this);
    if (st.params === null) {
      st.params = new URLSearchParams();
      paramsState.set(st.params, { list: st.url.query ? parseForm(st.url.query) : [], url: this });
    }
    return st.params;
  }

  get hash() { return recordOf(this).fragment ? `#${recordOf(this).fragment}` : ''; }

  set hash(value) {
    const url = recordOf(this);
    value = toUSV(value);
    url.fragment = value === '' ? null : percentEncode(stripTabs(value[0] === '#' ? value.slice(1) : value), FRAGMENT_SET);
    if (value === '') stripOpaqueSpaces(url);
  }

  toJSON() { return serialize(recordOf(this)); }
}

// Members are enumerable (Web IDL's, and node's).
for (const C of [URL, URLSearchParams]) {
  for (const key of Object.getOwnPropertyNames(C.prototype)) {
    if (key !== 'constructor') Object.defineProperty(C.prototype, key, { enumerable: true });
  }
  Object.defineProperty(C.prototype, Symbol.toStringTag, { value: C.name, configurable: true });
}
for (const key of ['parse', 'canParse']) {
  Object.defineProperty(URL, key, { enumerable: true });
}
Object.defineProperty(URLSearchParams.prototype, Symbol.iterator,
  { ...method(URLSearchParams.prototype.entries), enumerable: false });

return {
  URL, URLSearchParams, ParamsIteratorPrototype,
  // For the hosts' helpers and inspection: records and the objects' internal state.
  parseURL, serialize, originOf, copyRecord, setHost, setProtocol, setPathname, toUSV, percentEncode, punyDecode,
  FILE_PATH_SET, FRAGMENT_SET, USERINFO_SET, QUERY_SET, SPECIAL_QUERY_SET, isSpecial, noCredentials, stripTabs, setPortDigits,
  isURL: (v) => urlState.has(v),
  recordOf,
  paramsList: (params) => paramsOf(params).list,
  iteratorRest(it) {
    const st = iteratorOf(it);
    return paramsState.get(st.target).list.slice(st.index).map((pair) => itemOf(st.kind, pair));
  },
};
};
