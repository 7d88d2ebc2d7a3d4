#!/usr/bin/env node
// Differential sweep of locale resolution: node against evloop. For every locale node's
// Intl services have (every language, language-script and language-region pair in
// patches/boa_engine/src/builtins/intl/locale/available.rs, which scripts/intl-locales.js
// reads off node), the language with a region none of them has, and the same tags with a
// rotating Unicode extension (-u-nu-…, -u-ca-…, -u-co-…, -u-hc-…, -u-kn…), it asks each
// service for `resolvedOptions().locale` under both matchers and with a rotating option
// that bears on the extension keys (`numberingSystem`, `hour12`, `collation`, …), and for
// `supportedLocalesOf`,
// runs the same cases in real node and in evloop, and prints the agreement per service
// and the first differing cases.
//
//   node scripts/intl-locale-sweep.js [path/to/evloop] [--show N]
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const SERVICES = [
  'NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat',
  'Collator', 'Segmenter', 'DisplayNames',
];
const EXTENSIONS = [
  '-u-nu-latn', '-u-nu-arab', '-u-ca-japanese', '-u-co-phonebk', '-u-hc-h23', '-u-kn',
  '-u-nu-foo', '-u-ca-buddhist-nu-thai', '-u-co-trad-kf-upper', '-u-nu-deva',
  '-u-ca-islamic', '-u-hc-h12', '-u-kn-false', '-u-co-pinyin', '-u-nu-hanidec', '-u-ca-gregory',
  '-u-hc-h24', '-u-hc-h11', '-u-co-emoji', '-u-kf-lower', '-u-co-search', '-u-ca-iso8601',
  '-u-ca-ethioaa', '-u-nu-roman', '-u-co-phonebk-kn-true', '-u-ca-islamic-civil',
];

// Options that take part in resolving a locale's extension keys, per service.
const OPTIONS = {
  NumberFormat: [{ numberingSystem: 'arab' }, { numberingSystem: 'latn' }, { numberingSystem: 'foo' }],
  DateTimeFormat: [{ hour12: true }, { hourCycle: 'h23' }, { calendar: 'japanese' },
    { numberingSystem: 'thai' }, { hour12: false, hour: 'numeric' }, { calendar: 'gregory' }],
  RelativeTimeFormat: [{ numberingSystem: 'deva' }, { numberingSystem: 'latn' }],
  Collator: [{ numeric: true }, { caseFirst: 'upper' }, { collation: 'phonebk' },
    { numeric: false }, { collation: 'emoji' }, { sensitivity: 'base' }],
};

// The worker: runs in node or in evloop; reads the cases, prints one result a line.
function work(file) {
  const { cases } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const out = [];
  for (const [service, tag, options] of cases) {
    const opts = { ...options };
    if (service === 'DisplayNames') opts.type = 'region';
    let r;
    try {
      r = new Intl[service](tag, opts).resolvedOptions().locale;
    } catch (e) {
      r = `${e.name}`;
    }
    let s;
    try {
      s = Intl[service].supportedLocalesOf([tag], { localeMatcher: opts.localeMatcher }).join(',');
    } catch (e) {
      s = `${e.name}`;
    }
    out.push(`${r} ${s}`);
  }
  process.stdout.write(out.join('\n') + '\n');
}

if (process.argv[2] === '--work') {
  work(process.argv[3]);
} else {
  const args = process.argv.slice(2);
  const showAt = args.indexOf('--show');
  const show = showAt >= 0 ? Number(args.splice(showAt, 2)[1]) : 20;
  const evloop = args[0] || path.join(__dirname, '..', 'target', 'release', 'evloop');
  const table = fs.readFileSync(path.join(__dirname, '..', 'patches', 'boa_engine', 'src',
    'builtins', 'intl', 'locale', 'available.rs'), 'utf8');
  const known = new Set();
  for (const m of table.matchAll(/SET_\d+: LocaleSet = "([^"]*)"/g)) {
    for (const t of m[1].replace(/\\\n\s*/g, '').split(' ')) known.add(t);
  }
  const base = new Set(known);
  for (const t of known) base.add(`${t.split('-')[0]}-AQ`);
  for (const t of ['xx', 'xx-YY', 'und', 'en-Latn-US', 'de-CH-1996', 'ca-ES-valencia', 'zh-Hant-CN',
    'iw', 'sh', 'no-NO', 'in-ID', 'mo', 'tl', 'cmn', 'zh-xx', 'es-ZZ', 'ja-Kana']) base.add(t);
  const sorted = [...base].sort();
  const tags = [...sorted, ...sorted.map((t, i) => t + EXTENSIONS[i % EXTENSIONS.length])];
  const cases = [];
  for (const service of SERVICES) {
    const extra = OPTIONS[service] || [];
    tags.forEach((tag, i) => {
      cases.push([service, tag, { localeMatcher: 'lookup' }], [service, tag, { localeMatcher: 'best fit' }]);
      if (extra.length) cases.push([service, tag, extra[i % extra.length]]);
    });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evloop-sweep-'));
  const file = path.join(dir, 'cases.json');
  fs.writeFileSync(file, JSON.stringify({ cases }));
  const run = (cmd, argv) => execFileSync(cmd, argv, { encoding: 'utf8', maxBuffer: 1 << 28 })
    .split('\n');
  const want = run(process.execPath, [__filename, '--work', file]);
  const got = run(evloop, ['run', __filename, '--work', file]);
  fs.rmSync(dir, { recursive: true });
  let shown = 0;
  const stats = {};
  cases.forEach(([service, tag, options], i) => {
    const st = stats[service] || (stats[service] = { n: 0, resolve: 0, supported: 0 });
    const [wr, ws] = want[i].split(' ');
    const [gr, gs] = (got[i] || '').split(' ');
    st.n++;
    if (wr === gr) st.resolve++;
    if (ws === gs) st.supported++;
    if ((wr !== gr || ws !== gs) && shown < show) {
      shown++;
      console.log(`  ${service}(${JSON.stringify(tag)}, ${JSON.stringify(options)}): node ${want[i]} | evloop ${got[i]}`);
    }
  });
  let same = 0;
  let all = 0;
  const pct = (k, n) => `${(100 * k / n).toFixed(2)}%`;
  for (const service of SERVICES) {
    const { n, resolve, supported } = stats[service];
    same += resolve + supported;
    all += 2 * n;
    console.log(`${service}: locale ${resolve}/${n} (${pct(resolve, n)}), supportedLocalesOf ${supported}/${n} (${pct(supported, n)})`);
  }
  console.log(`all: ${same}/${all} (${pct(same, all)}) over ${tags.length} tags, ${cases.length} cases`);
}
