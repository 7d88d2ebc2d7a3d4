'use strict';
// The minimizer: shrinks a program tree while a test still holds (for the fuzzer: evloop
// still differs from node, and node still agrees with itself).
//
// It works on the tree, not the text, so every candidate is a well-formed program:
// 1. every list in the tree (blocks, handler chains, combinator items, generator items,
//    stream stages...) loses runs of elements, halves first, then quarters, down to one
//    element at a time;
// 2. a statement with a body is replaced by its body (the callback goes, what it did
//    stays, now run earlier);
// 3. a promise-valued expression becomes `Promise.resolve(n)`; the program's
//    process-level listeners are dropped; numbers of runs become 1.
// Passes repeat until one changes nothing. A candidate the timing model calls racy is
// not tried. The labels keep their numbers, so the output can be read against the
// original.

const { simulate, STMT, VAL } = require('./gen.js');

const clone = (x) => JSON.parse(JSON.stringify(x));

// Every object and array in the tree with its path of keys from the root, outermost first.
function parts(tree) {
  const out = [];
  const queue = [[tree, []]];
  while (queue.length) {
    const [node, at] = queue.shift();
    for (const [key, value] of Object.entries(node)) {
      if (value === null || typeof value !== 'object') continue;
      out.push([value, [...at, key]]);
      queue.push([value, [...at, key]]);
    }
  }
  return out;
}

// Every list in the tree, as its path; every object node with its path.
const lists = (tree) => parts(tree).filter(([v]) => Array.isArray(v)).map(([, at]) => at);
const nodes = (tree) => parts(tree).filter(([v]) => !Array.isArray(v));

function get(tree, at) {
  return at.reduce((node, key) => (node === undefined ? undefined : node[key]), tree);
}

function racy(prog) {
  try {
    return simulate(prog).tl.violations().length > 0;
  } catch {
    return true; // a candidate the simulator cannot walk is not a program
  }
}

// `test(prog)` resolves true while the program is still interesting. `log(message)`
// hears of progress. Resolves to the smallest program found.
async function shrink(prog, test, log = () => {}) {
  let best = clone(prog);
  let tries = 0;
  const attempt = async (candidate) => {
    if (racy(candidate)) return false;
    tries++;
    if (!(await test(candidate))) return false;
    best = candidate;
    return true;
  };
  for (let pass = 1; ; pass++) {
    const before = JSON.stringify(best);
    // 1. Shorter lists.
    for (const at of lists(best)) {
      let size = (get(best, at) || []).length;
      for (; size >= 1; size = Math.floor(size / 2)) {
        for (let start = 0; start < (get(best, at) || []).length; ) {
          const c = clone(best);
          const list = get(c, at);
          if (!list || start >= list.length) break;
          list.splice(start, size);
          if (!(await attempt(c))) start += size;
        }
      }
    }
    // 2. A statement replaced by its body; 3. simpler values and flags.
    for (const [node, at] of nodes(best)) {
      const key = at[at.length - 1];
      const parentAt = at.slice(0, -1);
      const parent = get(best, parentAt);
      if (node.k && STMT[node.k] && Array.isArray(node.body) && Array.isArray(parent)) {
        const c = clone(best);
        const list = get(c, parentAt);
        const i = Number(key);
        if (list[i] && list[i].k === node.k) {
          list.splice(i, 1, ...list[i].body);
          if (await attempt(c)) continue;
        }
      }
      if (node.k && VAL[node.k] && node.k !== 'resolve') {
        const c = clone(best);
        const holder = get(c, parentAt);
        if (holder && holder[key] && holder[key].k === node.k) {
          holder[key] = { k: 'resolve', v: 1 };
          if (await attempt(c)) continue;
        }
      }
      for (const field of ['runs', 'count', 'brk']) {
        if (typeof node[field] === 'number' && node[field] > 1) {
          const c = clone(best);
          const target = get(c, at);
          if (target) {
            target[field] = 1;
            await attempt(c);
          }
        }
      }
    }
    for (const flag of ['exit', 'uncaught', 'unhandled', 'beforeExit']) {
      if (best[flag]) {
        const c = clone(best);
        c[flag] = null;
        await attempt(c);
      }
    }
    log(`pass ${pass}: ${JSON.stringify(best).length} bytes of tree after ${tries} tries`);
    if (JSON.stringify(best) === before) return best;
  }
}

module.exports = { shrink };
