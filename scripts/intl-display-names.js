#!/usr/bin/env node
// Writes patches/boa_engine/src/builtins/intl/display_names/data.rs: the CLDR display
// names node 20's ICU gives `Intl.DisplayNames`, read back from real node (data, not
// code: every entry is what `of()` returns). ICU4X 2.x has display names only in
// `icu_experimental`; evloop's patch of Boa (ARCHITECTURE.md, "Patched Boa") looks the
// names up in these tables and composes language names as ICU's LocaleDisplayNames does.
//
// Each table lists the codes node names (of(code) !== code), sorted by code; `short`
// holds only the names that differ from `long`, `narrow` those that differ from `short`.
// Language keys are ICU's: `fr`, `fr_CA`, `zh_Hant`, `lang_Script_REGION`.
//
//   node scripts/intl-display-names.js > patches/boa_engine/src/builtins/intl/display_names/data.rs
'use strict';

// Parents first: a locale with a region keeps only what differs from its language's.
const LOCALES = process.env.LOCALES ? process.env.LOCALES.split(',')
  : ['en', 'en-GB', 'en-AU', 'en-CA', 'en-IN', 'de', 'fr', 'es', 'ja', 'zh', 'hi'];
const STYLES = ['long', 'short', 'narrow'];
const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const a = A.toLowerCase();

// Rust string literals: UTF-8 as is, but invisible and space characters escaped.
const rs = (s) => JSON.stringify(s).replace(/[\u007f-\u00a0\u00ad\u2000-\u200f\u2028-\u202f\u205f-\u206f\ufeff]/g,
  (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);

const letters = (alphabet, n) => {
  let out = [''];
  for (let i = 0; i < n; i++) out = out.flatMap((p) => [...alphabet].map((c) => p + c));
  return out;
};
const REGIONS = [...letters(A, 2),
  ...[...Array(1000).keys()].map((n) => String(n).padStart(3, '0'))];
const SCRIPTS = letters(a, 3).flatMap((s) => [...A].map((c) => c + s)).sort();
const CURRENCIES = letters(A, 3);
const CALENDARS = [...new Set([...Intl.supportedValuesOf('calendar'), 'buddhist', 'chinese',
  'coptic', 'dangi', 'ethioaa', 'ethiopic', 'ethiopic-amete-alem', 'gregory', 'hebrew',
  'indian', 'islamic', 'islamic-civil', 'islamic-rgsa', 'islamic-tbla', 'islamic-umalqura',
  'iso8601', 'japanese', 'persian', 'roc'])].sort();
const FIELDS = ['era', 'year', 'quarter', 'month', 'weekOfYear', 'weekday', 'day',
  'dayPeriod', 'hour', 'minute', 'second', 'timeZoneName'];
// IANA's registered variants (the ones CLDR may name).
const VARIANTS = ['1606nict', '1694acad', '1901', '1959acad', '1994', '1996', 'abl1943',
  'akuapem', 'alalc97', 'aluku', 'anpezo', 'ao1990', 'aranes', 'arevela', 'arevmda',
  'arkaika', 'asante', 'auvern', 'baku1926', 'balanka', 'barla', 'basiceng', 'bauddha',
  'bciav', 'bcizbl', 'biscayan', 'biske', 'blasl', 'bohoric', 'boont', 'bornholm', 'cisaup',
  'colb1945', 'cornu', 'creiss', 'dajnko', 'ekavsk', 'emodeng', 'fascia', 'fodom', 'fonipa',
  'fonkirsh', 'fonnapa', 'fonupa', 'fonxsamp', 'gallo', 'gascon', 'gherd', 'grclass',
  'grital', 'grmistr', 'hanoi', 'hepburn', 'heploc', 'hognorsk', 'hsistemo', 'huett',
  'ijekavsk', 'itihasa', 'ivanchov', 'jauer', 'jyutping', 'kkcor', 'kociewie', 'kscor',
  'laukika', 'leidentr', 'lemosin', 'lengadoc', 'lipaw', 'ltg1929', 'ltg2007', 'luna1918',
  'metelko', 'monoton', 'ndyuka', 'nedis', 'newfound', 'nicard', 'njiva', 'nulik', 'osojs',
  'oxendict', 'pahawh2', 'pahawh3', 'pahawh4', 'pamaka', 'peano', 'pehoeji', 'petr1708',
  'pinyin', 'polyton', 'posix', 'provenc', 'puter', 'rigik', 'rozaj', 'rumgr', 'saaho',
  'scotland', 'scouse', 'simple', 'solba', 'sotav', 'spanglis', 'surmiran', 'sursilv',
  'sutsilv', 'synnejyl', 'tailo', 'tarask', 'tongyong', 'tunumiit', 'uccor', 'ucrcor',
  'ulster', 'unifon', 'vaidika', 'valbadia', 'valencia', 'vallader', 'vecdruka', 'viennese',
  'vivaraup', 'wadegile', 'xsistemo'];

function names(locale, type, codes, extra = {}) {
  const dn = Object.fromEntries(STYLES.map((style) =>
    [style, new Intl.DisplayNames(locale, { type, style, fallback: 'none', ...extra })]));
  const out = { long: [], short: [], narrow: [] };
  for (const code of codes) {
    let long;
    try { long = dn.long.of(code); } catch { continue; }
    const short = dn.short.of(code);
    const narrow = dn.narrow.of(code);
    if (long !== undefined) out.long.push([code, long]);
    if (short !== long && short !== undefined) out.short.push([code, short]);
    if (narrow !== short && narrow !== undefined) out.narrow.push([code, narrow]);
  }
  return out;
}

// The language table: bare languages (canonical ones only: evloop canonicalizes first),
// then the language_REGION, language_Script and language_Script_REGION entries that the
// dialect names use (where they differ from the standard composition).
function languages(locale, regionCodes, scriptCodes) {
  const codes = [...letters(a, 2), ...letters(a, 3)].filter((c) => {
    try { return Intl.getCanonicalLocales(c)[0] === c; } catch { return false; }
  });
  const bare = names(locale, 'language', codes);
  const langs = [...new Set([...bare.long, ...bare.short].map(([c]) => c))];
  const dialect = Object.fromEntries(STYLES.slice(0, 2).map((style) =>
    [style, new Intl.DisplayNames(locale, { type: 'language', style })]));
  const standard = Object.fromEntries(STYLES.slice(0, 2).map((style) =>
    [style, new Intl.DisplayNames(locale, { type: 'language', style, languageDisplay: 'standard' })]));
  const combos = { long: [], short: [] };
  const withScript = new Set();
  // With a variant after it the dialect name shows even where it reads as the standard
  // one ("Hindi (Latin)" is hi_Latn's own name: "Hindi (Latin) (IPA Phonetics)").
  const probe = (l, tag, key, script) => {
    for (const style of ['long', 'short']) {
      if (dialect[style].of(`${tag}-fonipa`) !== standard[style].of(`${tag}-fonipa`)) {
        combos[style].push([key, dialect[style].of(tag)]);
        if (script) withScript.add(l);
      }
    }
  };
  for (const l of langs) {
    for (const r of regionCodes) probe(l, `${l}-${r}`, `${l}_${r}`);
    for (const s of scriptCodes) probe(l, `${l}-${s}`, `${l}_${s}`, true);
  }
  for (const l of withScript) {
    for (const s of scriptCodes) for (const r of regionCodes) probe(l, `${l}-${s}-${r}`, `${l}_${s}_${r}`);
  }
  const merge = (x, y) => [...x, ...y].sort(([p], [q]) => (p < q ? -1 : p > q ? 1 : 0));
  const longMap = new Map(combos.long);
  return {
    long: merge(bare.long, combos.long),
    // A short combo name equal to the long one needs no entry.
    short: merge(bare.short, combos.short.filter(([k, v]) => longMap.get(k) !== v)),
    narrow: [],
  };
}

function variants(locale, [, open, , close]) {
  const dn = new Intl.DisplayNames(locale, { type: 'language', languageDisplay: 'standard', fallback: 'none' });
  const base = dn.of('en');
  const out = [];
  for (const v of VARIANTS) {
    const name = dn.of(`en-${v}`);
    if (name === undefined || !name.startsWith(base + open) || !name.endsWith(close)) continue;
    const inner = name.slice(base.length + open.length, name.length - close.length);
    out.push([v.toUpperCase(), inner]);
  }
  return out;
}

const sortByCode = (list) => list.sort(([p], [q]) => (p < q ? -1 : p > q ? 1 : 0));
const table = (list) => `&[${sortByCode(list).map(([c, n]) => `(${rs(c)}, ${rs(n)})`).join(', ')}]`;
const namesRs = (n) => `Names { long: ${table(n.long)}, short: ${table(n.short)}, narrow: ${table(n.narrow)} }`;

const out = [];
out.push('//! CLDR display names as node 20 (ICU 74) gives them, written by');
out.push('//! `scripts/intl-display-names.js` from real node\'s `Intl.DisplayNames` (Unicode data:');
out.push('//! see the script). evloop: the tables behind `Intl.DisplayNames`. Do not edit.');
out.push('#![allow(clippy::all)]');
out.push('');
out.push('/// (code, name) pairs sorted by code.');
out.push('pub(crate) type Table = &\'static [(&\'static str, &\'static str)];');
out.push('');
out.push('/// The names of one type: `short` lists only the names that differ from `long`,');
out.push('/// `narrow` those that differ from `short`.');
out.push('pub(crate) struct Names {');
out.push('    pub(crate) long: Table,');
out.push('    pub(crate) short: Table,');
out.push('    pub(crate) narrow: Table,');
out.push('}');
out.push('');
out.push('/// The names in one locale. `pattern` and `separator` compose a language name with');
out.push('/// its qualifiers: (text before, between, after) the parts.');
out.push('pub(crate) struct LocaleNames {');
out.push('    pub(crate) tag: &\'static str,');
out.push('    /// A locale with a parent lists, for each style, the names that differ from its');
out.push('    /// parent\'s (looked up in that style only); the others are the parent\'s.');
out.push('    pub(crate) parent: Option<&\'static LocaleNames>,');
out.push('    pub(crate) pattern: [&\'static str; 2],');
out.push('    pub(crate) separator: &\'static str,');
out.push('    pub(crate) languages: Names,');
out.push('    pub(crate) regions: Names,');
out.push('    pub(crate) scripts: Names,');
out.push('    pub(crate) currencies: Names,');
out.push('    pub(crate) calendars: Names,');
out.push('    pub(crate) variants: Table,');
out.push('    /// By style, then in the order of `FIELDS`.');
out.push('    pub(crate) fields: [[&\'static str; 12]; 3],');
out.push('}');
out.push('');
out.push(`pub(crate) static FIELDS: [&str; 12] = [${FIELDS.map(rs).join(', ')}];`);
out.push('');

// The value of `code` in a style, looked up as the Rust side does (narrow, short, long).
const final = (n, style, code) => {
  const find = (t) => t.find(([c]) => c === code)?.[1];
  const order = style === 'narrow' ? ['narrow', 'short', 'long'] : style === 'short' ? ['short', 'long'] : ['long'];
  for (const s of order) { const v = find(n[s]); if (v !== undefined) return v; }
  return undefined;
};
// A locale with a parent (`en-GB` of `en`) keeps, for each style, only the values that
// differ from the parent's.
function diff(child, parent) {
  const codes = [...new Set(STYLES.flatMap((s) => child[s].map(([c]) => c)))];
  const out = { long: [], short: [], narrow: [] };
  for (const style of STYLES) {
    for (const c of codes) {
      const v = final(child, style, c);
      if (v !== undefined && v !== final(parent, style, c)) out[style].push([c, v]);
    }
  }
  return out;
}

const ids = [];
const full = {};
for (const l of LOCALES) {
  const id = l.replace('-', '_').toUpperCase();
  ids.push(id);
  const regions = names(l, 'region', REGIONS);
  const scripts = names(l, 'script', SCRIPTS);
  const regionCodes = regions.long.map(([c]) => c);
  const scriptCodes = scripts.long.map(([c]) => c);
  const sample = new Intl.DisplayNames(l, { type: 'language', languageDisplay: 'standard' }).of('qaa-Qaab-AA');
  const m = /^qaa(.*)Qaab(.*)AA(.*)$/.exec(sample);
  if (!m) throw new Error(`no pattern for ${l}: ${sample}`);
  const tables = {
    languages: languages(l, regionCodes, scriptCodes),
    regions,
    scripts,
    currencies: names(l, 'currency', CURRENCIES),
    calendars: names(l, 'calendar', CALENDARS),
  };
  let vars = variants(l, m);
  full[l] = { tables, vars };
  const parent = l.includes('-') ? l.split('-')[0] : null;
  if (parent) {
    if (!full[parent]) throw new Error(`${l} before its parent`);
    for (const k of Object.keys(tables)) tables[k] = diff(tables[k], full[parent].tables[k]);
    const pv = new Map(full[parent].vars);
    vars = vars.filter(([c, v]) => pv.get(c) !== v);
  }
  const fields = STYLES.map((style) => {
    const dn = new Intl.DisplayNames(l, { type: 'dateTimeField', style });
    return `[${FIELDS.map((f) => rs(dn.of(f))).join(', ')}]`;
  });
  out.push(`static ${id}: LocaleNames = LocaleNames {`);
  out.push(`    tag: ${rs(l)},`);
  out.push(`    parent: ${parent ? `Some(&${parent.toUpperCase()})` : 'None'},`);
  out.push(`    pattern: [${rs(m[1])}, ${rs(m[3])}],`);
  out.push(`    separator: ${rs(m[2])},`);
  for (const k of Object.keys(tables)) out.push(`    ${k}: ${namesRs(tables[k])},`);
  out.push(`    variants: ${table(vars)},`);
  out.push(`    fields: [${fields.join(', ')}],`);
  out.push('};');
  out.push('');
}
out.push('/// The locales with names, by tag (a language, or a language and region).');
out.push(`pub(crate) static LOCALES: &[&LocaleNames] = &[${ids.map((id) => `&${id}`).join(', ')}];`);
process.stdout.write(out.join('\n') + '\n');
