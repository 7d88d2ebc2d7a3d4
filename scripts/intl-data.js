#!/usr/bin/env node
// Writes patches/boa_engine/src/builtins/intl/cldr_data.rs: the CLDR data node 20's ICU
// formats numbers, currencies, units and relative times with, for the locales evloop
// knows (see LOCALES), read back from real node's Intl (data, not code: each entry is
// what `formatToParts` shows). Boa's ICU4X has no currency, unit or relative-time
// formatter; evloop's patch of it (ARCHITECTURE.md, "Patched Boa") formats the number with
// ICU4X and puts it into these patterns.
//
//   node scripts/intl-data.js > patches/boa_engine/src/builtins/intl/cldr_data.rs
'use strict';

const LOCALES = ['en', 'en-GB', 'de', 'fr', 'es', 'ja', 'zh', 'hi'];
const COMMON_CURRENCIES = ['USD', 'EUR', 'JPY', 'GBP', 'CNY', 'INR', 'CAD', 'AUD', 'CHF',
  'KRW', 'BRL', 'MXN', 'RUB', 'SEK', 'NOK', 'DKK', 'PLN', 'HKD', 'SGD', 'NZD', 'ZAR', 'TRY',
  'THB', 'IDR', 'CZK', 'HUF', 'ILS', 'TWD', 'SAR', 'AED', 'UAH', 'VND', 'PHP', 'BTC'];
const SIMPLE_UNITS = Intl.supportedValuesOf('unit');
const PER_UNITS = ['kilometer-per-hour', 'mile-per-hour', 'meter-per-second',
  'foot-per-second', 'byte-per-second', 'kilobyte-per-second', 'megabyte-per-second',
  'gigabyte-per-second', 'kilobit-per-second', 'megabit-per-second', 'gigabit-per-second',
  'liter-per-kilometer', 'kilometer-per-liter', 'mile-per-gallon', 'gram-per-liter'];
const RT_UNITS = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'];

const rs = (s) => JSON.stringify(s).replace(/[\u007f-\uffff]/g,
  (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);

// A pattern: the parts of one formatted sample, the number's own parts collapsed into
// one ("number", "") and its sign into ("sign", ""); for currencies the currency part
// becomes ("currency", ""), filled in at format time.
function pattern(parts, { currency = false } = {}) {
  const out = [];
  for (const p of parts) {
    let t = p.type;
    let v = p.value;
    if (['integer', 'group', 'decimal', 'fraction', 'nan', 'infinity'].includes(t)) {
      t = 'number'; v = '';
    } else if (t === 'minusSign' || t === 'plusSign') { t = 'sign'; v = ''; }
    else if (t === 'currency' && currency) v = '';
    const last = out[out.length - 1];
    if (last && last[0] === t && (t === 'number' || t === 'literal')) {
      last[1] += v;
      continue;
    }
    out.push([t, v]);
  }
  return out;
}
const pat = (p) => `&[${p.map(([t, v]) => `(${rs(t)}, ${rs(v)})`).join(', ')}]`;

// A number whose plural category in locale `l` is `cat`, formatted with no fraction.
function sample(l, cat) {
  const pr = new Intl.PluralRules(l);
  const candidates = [...Array(200).keys(), 1000, 10000, 100000, 1000000, 10000000];
  for (const i of candidates) if (pr.select(i) === cat) return i;
  throw new Error(`no sample for ${l} ${cat}`);
}

const out = [];
out.push('//! CLDR data as node 20 (ICU 74) formats with it, written by `scripts/intl-data.js`');
out.push('//! from real node\'s `formatToParts` (Unicode data: see the script). evloop: the');
out.push('//! tables behind currency, percent, unit and relative-time formatting. Do not edit.');
out.push('#![allow(clippy::all)]');
out.push('');
out.push('/// One part of a pattern: (type, value); `number`, `sign` and `currency` parts have');
out.push('/// an empty value, filled in at format time.');
out.push('pub(crate) type Pattern = &\'static [(&\'static str, &\'static str)];');
out.push('');
out.push('/// A currency in one locale: code, symbol, narrow symbol, names by plural category.');
out.push('pub(crate) struct Currency {');
out.push('    pub(crate) code: &\'static str,');
out.push('    pub(crate) symbol: &\'static str,');
out.push('    pub(crate) narrow: &\'static str,');
out.push('    pub(crate) names: &\'static [(&\'static str, &\'static str)],');
out.push('}');
out.push('');
out.push('/// A unit in one locale: for short, long and narrow, the patterns by plural category.');
out.push('pub(crate) struct Unit {');
out.push('    pub(crate) id: &\'static str,');
out.push('    pub(crate) display: [&\'static [(&\'static str, Pattern)]; 3],');
out.push('}');
out.push('');
out.push('/// A relative-time unit in one locale: for long, short and narrow, the future and past');
out.push('/// patterns by plural category, and the `numeric: "auto"` phrases by offset.');
out.push('#[derive(Debug)]');
out.push('pub(crate) struct RelativeUnit {');
out.push('    pub(crate) id: &\'static str,');
out.push('    pub(crate) future: [&\'static [(&\'static str, Pattern)]; 3],');
out.push('    pub(crate) past: [&\'static [(&\'static str, Pattern)]; 3],');
out.push('    pub(crate) phrases: [&\'static [(i8, &\'static str)]; 3],');
out.push('}');
out.push('');
out.push('/// Patterns are for a positive and a negative number.');
out.push('pub(crate) struct LocaleData {');
out.push('    pub(crate) tag: &\'static str,');
out.push('    pub(crate) currency: [Pattern; 2],');
out.push('    pub(crate) currency_accounting: [Pattern; 2],');
out.push('    pub(crate) currency_name: [Pattern; 2],');
out.push('    pub(crate) percent: [Pattern; 2],');
out.push('    pub(crate) currencies: &\'static [Currency],');
out.push('    pub(crate) units: &\'static [Unit],');
out.push('    pub(crate) relative: &\'static [RelativeUnit],');
out.push('}');
out.push('');

// ISO 4217 minor units, as ICU uses them (the currencies with other than 2 digits).
const digits = [];
for (const c of Intl.supportedValuesOf('currency')) {
  const d = new Intl.NumberFormat('en', { style: 'currency', currency: c })
    .resolvedOptions().maximumFractionDigits;
  if (d !== 2) digits.push(`(${rs(c)}, ${d})`);
}
out.push('/// Currencies whose minor unit is not 2 digits.');
out.push(`pub(crate) static CURRENCY_DIGITS: &[(&str, u8)] = &[${digits.join(', ')}];`);
out.push('');

const names = [];
for (const l of LOCALES) {
  const id = l.replace('-', '_').toUpperCase();
  names.push([l, id]);
  const cats = new Intl.PluralRules(l).resolvedOptions().pluralCategories;
  const nf = (o) => new Intl.NumberFormat(l, o);
  const pair = (o) => [pattern(nf(o).formatToParts(1234.5), { currency: true }),
    pattern(nf(o).formatToParts(-1234.5), { currency: true })];
  const cur = pair({ style: 'currency', currency: 'USD' });
  const acc = pair({ style: 'currency', currency: 'USD', currencySign: 'accounting' });
  const name = pair({ style: 'currency', currency: 'USD', currencyDisplay: 'name' });
  const pct = [pattern(nf({ style: 'percent' }).formatToParts(0.5)),
    pattern(nf({ style: 'percent' }).formatToParts(-0.5))];

  const currencies = [];
  const list = l === 'en' ? Intl.supportedValuesOf('currency') : COMMON_CURRENCIES;
  for (const c of list) {
    const part = (o, v = 1) => nf({ style: 'currency', currency: c, ...o }).formatToParts(v)
      .find((p) => p.type === 'currency').value;
    const byCat = cats.map((cat) => `(${rs(cat)}, ${rs(part({ currencyDisplay: 'name' }, sample(l, cat)))})`);
    currencies.push(`    Currency { code: ${rs(c)}, symbol: ${rs(part({}))}, narrow: ${rs(part({ currencyDisplay: 'narrowSymbol' }))}, names: &[${byCat.join(', ')}] },`);
  }

  const units = [];
  for (const u of [...SIMPLE_UNITS, ...PER_UNITS]) {
    const disp = ['short', 'long', 'narrow'].map((d) => `&[${cats.map((cat) =>
      `(${rs(cat)}, ${pat(pattern(nf({ style: 'unit', unit: u, unitDisplay: d }).formatToParts(sample(l, cat))))})`).join(', ')}]`);
    units.push(`    Unit { id: ${rs(u)}, display: [${disp.join(', ')}] },`);
  }

  const rel = [];
  for (const u of RT_UNITS) {
    const side = (sign) => ['long', 'short', 'narrow'].map((style) => `&[${cats.map((cat) => {
      const parts = new Intl.RelativeTimeFormat(l, { style }).formatToParts(sign * sample(l, cat), u);
      return `(${rs(cat)}, ${pat(pattern(parts))})`;
    }).join(', ')}]`);
    const phrases = ['long', 'short', 'narrow'].map((style) => {
      const f = new Intl.RelativeTimeFormat(l, { style, numeric: 'auto' });
      const always = new Intl.RelativeTimeFormat(l, { style });
      const ps = [];
      for (const n of [-2, -1, 0, 1, 2]) {
        const s = f.format(n, u);
        if (s !== always.format(n, u)) ps.push(`(${n}, ${rs(s)})`);
      }
      return `&[${ps.join(', ')}]`;
    });
    rel.push(`    RelativeUnit { id: ${rs(u)}, future: [${side(1).join(', ')}], past: [${side(-1).join(', ')}], phrases: [${phrases.join(', ')}] },`);
  }

  out.push(`static ${id}_CURRENCIES: &[Currency] = &[`, ...currencies, '];');
  out.push(`static ${id}_UNITS: &[Unit] = &[`, ...units, '];');
  out.push(`static ${id}_RELATIVE: &[RelativeUnit] = &[`, ...rel, '];');
  out.push(`static ${id}: LocaleData = LocaleData {`);
  out.push(`    tag: ${rs(l)},`);
  out.push(`    currency: [${pat(cur[0])}, ${pat(cur[1])}],`);
  out.push(`    currency_accounting: [${pat(acc[0])}, ${pat(acc[1])}],`);
  out.push(`    currency_name: [${pat(name[0])}, ${pat(name[1])}],`);
  out.push(`    percent: [${pat(pct[0])}, ${pat(pct[1])}],`);
  out.push(`    currencies: ${id}_CURRENCIES,`);
  out.push(`    units: ${id}_UNITS,`);
  out.push(`    relative: ${id}_RELATIVE,`);
  out.push('};');
  out.push('');
}
out.push('/// The locales with data, by tag (a language, or a language and region).');
out.push(`pub(crate) static LOCALES: &[&LocaleData] = &[${names.map(([, id]) => `&${id}`).join(', ')}];`);
process.stdout.write(out.join('\n') + '\n');
