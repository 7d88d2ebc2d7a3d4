'use strict';
// Running a generated program under real node and under evloop, and comparing them.
//
// A program is written to a fresh folder and run there (`node main.js`, `evloop run
// main.js`). A run is its stdout, its exit code and its stderr with the folder's path
// written `<dir>` and node's pid in warnings `(node:PID)`. Node runs `nodeRuns` times:
// if its runs differ the program is *dropped* (node races on it; the timing model in
// timing.js missed something); otherwise node's output is compared with evloop's, and a
// difference is run `confirmRuns` times more under node before it counts.

const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { render, mainFile } = require('./gen.js');

const ROOT = path.resolve(__dirname, '..', '..');

function run(cmd, args, cwd, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => err.push(c));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ stdout: '', stderr: `cannot run ${cmd}: ${e.message}\n`, code: -1 });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString() + (timedOut ? `[killed after ${timeoutMs} ms]\n` : '');
      resolve({ stdout: Buffer.concat(out).toString(), stderr, code: code === null ? `signal ${signal}` : code });
    });
  });
}

function normalize(r, dir) {
  const stderr = r.stderr.split(dir).join('<dir>').replace(/\(node:\d+\)/g, '(node:PID)');
  return { ...r, stderr };
}

function same(a, b) {
  return a.stdout === b.stdout && a.code === b.code && a.stderr === b.stderr;
}

// A run as text, for reports and the files of a mismatch.
function show(r) {
  return `exit: ${r.code}\n--- stdout\n${r.stdout}--- stderr\n${r.stderr}`;
}

// Where two runs first differ, in one line.
function firstDifference(a, b) {
  if (a.stdout !== b.stdout) {
    const x = a.stdout.split('\n');
    const y = b.stdout.split('\n');
    let i = 0;
    while (i < x.length && x[i] === y[i]) i++;
    return `stdout line ${i + 1}: node ${JSON.stringify(x[i] ?? '<end>')}, evloop ${JSON.stringify(y[i] ?? '<end>')}`;
  }
  if (a.code !== b.code) return `exit code: node ${a.code}, evloop ${b.code}`;
  return 'stderr';
}

function writeFiles(dir, files) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
}

let scratchCount = 0;
function scratchDir() {
  const base = path.join(os.tmpdir(), `evloop-fuzz-${process.pid}`);
  return path.join(base, String(++scratchCount));
}

// Runs the files of one program; resolves to { status, node, evloop, nodeRuns, why }:
// status 'agree', 'dropped' (node disagreed with itself, or printed something else in
// slow motion) or 'mismatch'.
//
// opts: bin (evloop), nodeRuns, timeoutMs, lazy (stop after one node run that agrees
// with evloop), confirmRuns (node runs more before a mismatch is believed).
// `slowFiles`: the same program in slow motion (gen.js `render` with a scale), run under
// node once a difference is confirmed: a machine under load can keep node late enough,
// run after run, to reorder callbacks the timing model keeps apart; in slow motion the
// same lateness cannot, so node printing something else there shows a race.
async function compareFiles(files, entry, opts, slowFiles = null) {
  const dir = scratchDir();
  writeFiles(dir, files);
  try {
    const timeout = opts.timeoutMs || 20000;
    const nodeRuns = [];
    const first = normalize(await run(process.execPath, [entry], dir, timeout), dir);
    nodeRuns.push(first);
    const ours = normalize(await run(opts.bin, ['run', entry], dir, timeout * 3), dir);
    const wanted = opts.lazy && same(first, ours) ? 1 : opts.nodeRuns;
    while (nodeRuns.length < wanted) {
      nodeRuns.push(normalize(await run(process.execPath, [entry], dir, timeout), dir));
    }
    let status = !nodeRuns.every((r) => same(r, first)) ? 'dropped' : same(first, ours) ? 'agree' : 'mismatch';
    let why = status === 'dropped' ? 'node disagreed with itself' : '';
    // A mismatch is run again: a machine under load can make node take the same
    // unusual order a few times in a row.
    for (let i = 0; status === 'mismatch' && i < (opts.confirmRuns || 0); i++) {
      const again = normalize(await run(process.execPath, [entry], dir, timeout), dir);
      nodeRuns.push(again);
      if (!same(again, first)) {
        status = 'dropped';
        why = 'node disagreed with itself';
      }
    }
    if (status === 'mismatch' && slowFiles) {
      const slowDir = `${dir}-slow`;
      writeFiles(slowDir, slowFiles);
      try {
        const slow = normalize(await run(process.execPath, [entry], slowDir, timeout * 5), slowDir);
        if (!same(slow, first)) {
          status = 'dropped';
          why = 'node printed something else in slow motion';
        }
      } finally {
        fs.rmSync(slowDir, { recursive: true, force: true });
      }
    }
    return { status, node: first, evloop: ours, nodeRuns, why };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Slow motion: slow timers 5 times longer.
const SLOW_MOTION = 5;

function compareProgram(prog, opts) {
  return compareFiles(render(prog), mainFile(prog), opts, render(prog, { scale: SLOW_MOTION }));
}

// Runs `tasks` (functions returning promises) at most `jobs` at a time, in order.
async function pool(tasks, jobs, onDone) {
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const i = next++;
      const result = await tasks[i]();
      onDone(result, i);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
}

module.exports = { ROOT, run, normalize, same, show, firstDifference, writeFiles, compareFiles, compareProgram, pool };
