#!/usr/bin/env node
// Writes patches/boa_engine/src/builtins/intl/date_time_format/pattern_data.rs: the en-US
// date-time patterns node 20's ICU picks for each combination of Intl.DateTimeFormat
// component options (ICU's skeleton matching, read back from real node's formatToParts
// for one sample date; data, not code), the interval (formatRange) patterns for the same
// combinations, and the CLDR names of common time zones. evloop's patch of Boa
// (ARCHITECTURE.md, "Patched Boa") fills the fields in at format time.
//
//   node scripts/intl-date-data.js > patches/boa_engine/src/builtins/intl/date_time_format/pattern_data.rs
'use strict';

const WEEKDAY = [undefined, 'narrow', 'short', 'long'];
const ERA = [undefined, 'narrow', 'short', 'long'];
const YEAR = [undefined, 'numeric', '2-digit'];
const MONTH = [undefined, 'numeric', '2-digit', 'narrow', 'short', 'long'];
const DAY = [undefined, 'numeric', '2-digit'];
const HOUR = [undefined, 'numeric', '2-digit'];
const MINUTE = HOUR;
const SECOND = HOUR;
const FSD = [undefined, 1, 2, 3];
const DAY_PERIOD = [undefined, 'narrow', 'short', 'long'];
// default (h12), hourCycle h11/h12/h23/h24, hour12: false
const HC = [{}, { hourCycle: 'h11' }, { hourCycle: 'h12' }, { hourCycle: 'h23' }, { hourCycle: 'h24' }, { hour12: false }];
const ZONE = [undefined, 'short'];

// Friday 2024-01-05 03:04:05.678 UTC: every number has a distinct width.
const SAMPLE = Date.UTC(2024, 0, 5, 3, 4, 5, 678);
const SAMPLE2 = Date.UTC(2024, 0, 5, 3, 4, 5, 678);

const rs = (s) => JSON.stringify(s).replace(/[\u007f-\uffff]/g,
  (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);

const TOKENS = { weekday: {}, era: { AD: 'G', 'Anno Domini': 'GGGG', A: 'GGGGG' }, month: {} };
for (let i = 0; i < 7; i++) {
  const t = Date.UTC(2024, 0, 7 + i);
  for (const [w, k] of [['short', 'EEE'], ['long', 'EEEE']]) {
    TOKENS.weekday[new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: w }).format(t)] = k;
  }
}
for (const n of 'SMTWF') TOKENS.weekday[n] = 'EEEEE';
for (let i = 0; i < 12; i++) {
  const t = Date.UTC(2024, i, 7);
  for (const [w, k] of [['short', 'MMM'], ['long', 'MMMM']]) {
    TOKENS.month[new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: w }).format(t)] = k;
  }
}
for (const n of 'JFMASOND') TOKENS.month[n] = 'MMMMM';
// A numeric field's width: its value's, or (for an end-of-range value) the start's.
function token(p, widths) {
  const v = p.value;
  const w = widths?.[p.type] ?? v.length;
  switch (p.type) {
    case 'literal': return v;
    case 'weekday': case 'era': {
      const t = TOKENS[p.type][v];
      if (!t) throw new Error(`unknown ${p.type} ${v}`);
      return `{${t}}`;
    }
    case 'month': {
      const t = /^[0-9]+$/.test(v) ? (w === 2 ? 'MM' : 'M') : TOKENS.month[v];
      if (!t) throw new Error(`unknown ${p.type} ${v}`);
      return `{${t}}`;
    }
    case 'year': return w === 2 ? '{yy}' : '{y}';
    case 'day': return w === 2 ? '{dd}' : '{d}';
    case 'hour': return w === 2 ? '{hh}' : '{h}';
    case 'minute': return w === 2 ? '{mm}' : '{m}';
    case 'second': return w === 2 ? '{ss}' : '{s}';
    case 'fractionalSecond': return `{${'S'.repeat(v.length)}}`;
    case 'dayPeriod': return v === 'AM' || v === 'PM' ? '{a}' : '{B}';
    case 'timeZoneName': return '{z}';
    default: throw new Error(`unknown part ${p.type}`);
  }
}
const pattern = (parts) => parts.map((p) => token(p)).join('');
// A range pattern: each part's source (< start, > end, = shared) before it; literals in [].
const SOURCE = { startRange: '<', endRange: '>', shared: '=' };
function rangePattern(parts) {
  const widths = {};
  for (const p of parts) {
    if (p.source !== 'endRange' && !(p.type in widths)) widths[p.type] = p.value.length;
  }
  return parts.map((p) => {
    const s = SOURCE[p.source];
    return p.type === 'literal' ? `[${s}${p.value}]` : `{${s}${token(p, widths).slice(1)}`;
  }).join('');
}
// The end of a range for each greatest differing field.
const DATE_LEVELS = [Date.UTC(2025, 1, 6, 4, 5, 6, 789), Date.UTC(2024, 1, 6, 4, 5, 6, 789),
  Date.UTC(2024, 0, 6, 4, 5, 6, 789)];
const TIME_LEVELS = [Date.UTC(2024, 0, 5, 15, 5, 6, 789), Date.UTC(2024, 0, 5, 4, 5, 6, 789),
  Date.UTC(2024, 0, 5, 3, 5, 6, 789)];

const pool = [];
const poolIndex = new Map();
function intern(s) {
  if (!poolIndex.has(s)) {
    poolIndex.set(s, pool.length);
    pool.push(s);
  }
  return poolIndex.get(s);
}
intern('');

const dateTable = [];
const dateRange = [];
const timeRange = [];
for (const weekday of WEEKDAY) for (const era of ERA) for (const year of YEAR)
  for (const month of MONTH) for (const day of DAY) {
    if (!weekday && !year && !month && !day) {
      // Only an era: what it is next to time fields (the date defaults do not apply).
      dateTable.push(era ? intern({ narrow: '{GGGGG}', short: '{G}', long: '{GGGG}' }[era]) : 0);
      dateRange.push(0, 0, 0);
      continue;
    }
    const f = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday, era, year, month, day });
    dateTable.push(intern(pattern(f.formatToParts(SAMPLE))));
    for (const end of DATE_LEVELS) dateRange.push(intern(rangePattern(f.formatRangeToParts(SAMPLE, end))));
  }

const timeTable = [];
for (const hour of HOUR) for (const minute of MINUTE) for (const second of SECOND)
  for (const fractionalSecondDigits of FSD) for (const dayPeriod of DAY_PERIOD)
    for (const hc of HC) for (const timeZoneName of ZONE) {
      if (!hour && !minute && !second && !fractionalSecondDigits && !dayPeriod) {
        timeTable.push(timeZoneName ? intern('{z}') : 0);
        timeRange.push(0, 0, 0);
        continue;
      }
      const f = new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC', hour, minute, second, fractionalSecondDigits, dayPeriod, timeZoneName, ...hc,
      });
      timeTable.push(intern(pattern(f.formatToParts(SAMPLE))));
      for (const end of TIME_LEVELS) timeRange.push(intern(rangePattern(f.formatRangeToParts(SAMPLE, end))));
    }

// Time zones: for each zone and timeZoneName style, the name in January and in July.
const ZONES = ['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'America/New_York', 'America/Chicago', 'America/Denver',
  'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu',
  'America/Toronto', 'America/Vancouver', 'America/Mexico_City', 'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires', 'America/Bogota', 'America/Halifax', 'America/St_Johns',
  'Europe/London', 'Europe/Dublin', 'Europe/Lisbon', 'Europe/Paris', 'Europe/Berlin', 'Europe/Madrid',
  'Europe/Rome', 'Europe/Amsterdam', 'Europe/Brussels', 'Europe/Zurich', 'Europe/Vienna',
  'Europe/Stockholm', 'Europe/Oslo', 'Europe/Copenhagen', 'Europe/Warsaw', 'Europe/Prague',
  'Europe/Athens', 'Europe/Helsinki', 'Europe/Kiev', 'Europe/Kyiv', 'Europe/Istanbul', 'Europe/Moscow',
  'Africa/Cairo', 'Africa/Johannesburg', 'Africa/Lagos', 'Africa/Nairobi', 'Asia/Dubai',
  'Asia/Karachi', 'Asia/Kolkata', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Bangkok', 'Asia/Jakarta',
  'Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Singapore', 'Asia/Taipei', 'Asia/Manila', 'Asia/Seoul',
  'Asia/Tokyo', 'Asia/Jerusalem', 'Asia/Tehran', 'Australia/Perth', 'Australia/Adelaide',
  'Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Pacific/Auckland'];
const STYLES = ['short', 'long', 'shortOffset', 'longOffset', 'shortGeneric', 'longGeneric'];
const zoneName = (timeZone, timeZoneName, t) => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName })
  .formatToParts(t).find((p) => p.type === 'timeZoneName').value;
const zones = [];
for (const zone of ZONES) {
  const row = [];
  for (const style of STYLES) {
    row.push(zoneName(zone, style, Date.UTC(2024, 0, 15, 12)), zoneName(zone, style, Date.UTC(2024, 6, 15, 12)));
  }
  zones.push([zone, row]);
}

const out = [];
out.push('// @generated by scripts/intl-date-data.js from node ' + process.version + '\'s Intl (full ICU); do not edit.');
out.push('//! en-US date-time patterns (`{…}` is a field, the rest is literal text) and time zone names.');
out.push('');
out.push('/// Pattern pool; the tables index it.');
out.push(`pub(super) static POOL: [&str; ${pool.length}] = [`);
for (const p of pool) out.push(`    ${rs(p)},`);
out.push('];');
const table = (name, t, doc) => {
  out.push(`/// ${doc}`);
  out.push(`pub(super) static ${name}: [u16; ${t.length}] = [`);
  for (let i = 0; i < t.length; i += 24) out.push('    ' + t.slice(i, i + 24).join(', ') + ',');
  out.push('];');
};
table('DATE', dateTable, 'Indexed by weekday, era, year, month, day (option value indexes, in that order).');
table('TIME', timeTable, 'Indexed by hour, minute, second, fractionalSecondDigits, dayPeriod, hour cycle, zone.');
table('DATE_RANGE', dateRange, 'formatRange patterns: DATE entry × (year, month, day differ).');
table('TIME_RANGE', timeRange, 'formatRange patterns: TIME entry × (AM/PM, hour, minute differ).');
out.push('/// Zone names: January and July values for short, long, shortOffset, longOffset, shortGeneric, longGeneric.');
out.push(`pub(super) static ZONES: [(&str, [&str; 12]); ${zones.length}] = [`);
for (const [z, row] of zones) out.push(`    (${rs(z)}, [${row.map(rs).join(', ')}]),`);
out.push('];');
console.log(out.join('\n'));
