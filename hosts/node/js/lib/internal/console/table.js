'use strict';

// console.table for evloop's Node host (loaded on first use): the rows and columns Node v20
// builds from arrays, objects, Maps and Sets (with the `properties` filter), drawn as its
// box table with left-aligned cells. Checked against real node with
// fixtures/node/console_table.js.

const { inspect, getStringWidth } = require('./internal/util/inspect.js');
const { invalidArgType } = require('./internal/errors.js');
const util = require('./util.js');

const { isMap, isSet } = util.types;

const INDEX = '(index)';
const ITERATION = '(iteration index)';
const KEY = 'Key';
const VALUES = 'Values';

// A cell: objects with more than two keys collapse to [Object], others show one level.
function cell(v) {
  const depth = v !== null && typeof v === 'object' && !Array.isArray(v) &&
    Object.keys(v).length > 2 ? -1 : 0;
  return inspect(v, { depth, maxArrayLength: 3, breakLength: Infinity, colors: false });
}

function renderRow(row, widths) {
  let out = '│ ';
  for (let i = 0; i < row.length; i++) {
    const text = row[i];
    out += text + ' '.repeat(widths[i] - getStringWidth(text));
    if (i !== row.length - 1) out += ' │ ';
  }
  return `${out} │`;
}

function draw(head, columns) {
  const widths = head.map((h) => getStringWidth(h));
  const longest = columns.reduce((n, c) => Math.max(n, c.length), 0);
  const rows = [];
  for (let i = 0; i < head.length; i++) {
    const column = columns[i];
    for (let j = 0; j < longest; j++) {
      if (rows[j] === undefined) rows[j] = [];
      const value = Object.prototype.hasOwnProperty.call(column, j) ? column[j] : '';
      rows[j][i] = value;
      widths[i] = Math.max(widths[i] || 0, getStringWidth(value));
    }
  }
  const divider = widths.map((w) => '─'.repeat(w + 2));
  let out = `┌${divider.join('┬')}┐\n${renderRow(head, widths)}\n├${divider.join('┼')}┤\n`;
  for (const row of rows) out += `${renderRow(row, widths)}\n`;
  return `${out}└${divider.join('┴')}┘`;
}

const indexes = (length) => Array.from({ length }, (_, i) => cell(i));

// The table's text, or undefined when Node logs the value as it is (a primitive).
function table(data, properties) {
  if (properties !== undefined && !Array.isArray(properties)) {
    throw invalidArgType('properties', 'Array', properties);
  }
  if (data === null || typeof data !== 'object') return undefined;
  if (isMap(data)) {
    const keys = [];
    const values = [];
    for (const [k, v] of data) { keys.push(cell(k)); values.push(cell(v)); }
    return draw([ITERATION, KEY, VALUES], [indexes(keys.length), keys, values]);
  }
  if (isSet(data)) {
    const values = [];
    for (const v of data) values.push(cell(v));
    return draw([ITERATION, VALUES], [indexes(values.length), values]);
  }
  const map = Object.create(null);
  let hasPrimitives = false;
  const primitives = [];
  const rowKeys = Object.keys(data);
  for (let i = 0; i < rowKeys.length; i++) {
    const item = data[rowKeys[i]];
    const primitive = item === null || (typeof item !== 'function' && typeof item !== 'object');
    if (properties === undefined && primitive) {
      hasPrimitives = true;
      primitives[i] = cell(item);
    } else {
      const keys = properties || Object.keys(item);
      for (const key of keys) {
        if (map[key] === undefined) map[key] = [];
        if ((primitive && properties) || !Object.prototype.hasOwnProperty.call(item, key)) {
          map[key][i] = '';
        } else {
          map[key][i] = cell(item[key]);
        }
      }
    }
  }
  const head = Object.keys(map);
  const columns = Object.values(map);
  if (hasPrimitives) { head.push(VALUES); columns.push(primitives); }
  head.unshift(INDEX);
  columns.unshift(rowKeys);
  return draw(head, columns);
}

module.exports = { table };
