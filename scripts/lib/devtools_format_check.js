'use strict';

// Re-records the expectations of hosts/browser/js/test/console_test.js from live
// Chromium, and checks scripts/lib/devtools_format.js against the real DevTools front
// end.
//
//   node scripts/lib/devtools_format_check.js [--write] [--no-devtools] [filter]
//
// For every case of the test table, the snippet runs in a Chromium page; the
// Runtime.consoleAPICalled / Runtime.exceptionThrown events are rendered with
// devtools_format.js (as the Chromium oracle renders them).  The same page is also
// open in the DevTools front end bundled with Chromium (devtools://devtools/bundled/),
// and the text of each message there (no-break spaces as spaces, stack-frame lines
// dropped) must equal devtools_format.js's text.  Cases marked `devtools: false` skip
// that second comparison (DevTools hides console.debug by default, draws DOM nodes as
// trees and tables as grids, and a cleared console loses the earlier messages).
//
// --write rewrites the RECORDED block of the test file with the new texts.
// Needs /usr/bin/chromium (or $CHROMIUM) and playwright-core (npm install).
// Exits 1 when devtools_format.js disagrees with DevTools or (without --write) with
// the recorded expectations.

const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');

const format = require('./devtools_format.js');

const TEST_FILE = path.resolve(__dirname, '../../hosts/browser/js/test/console_test.js');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

const args = process.argv.slice(2);
const WRITE = args.includes('--write');
const USE_DEVTOOLS = !args.includes('--no-devtools');
const FILTER = args.find((a) => !a.startsWith('--'));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function launch() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evloop-devtools-check-'));
  const proc = spawn(CHROMIUM, [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', '--remote-allow-origins=*',
    `--user-data-dir=${userDataDir}`, 'about:blank',
  ], { stdio: 'ignore', env: { ...process.env, TZ: 'UTC' } });
  const portFile = path.join(userDataDir, 'DevToolsActivePort');
  for (let i = 0; i < 100 && !fs.existsSync(portFile); i++) await sleep(100);
  await sleep(100);
  const port = parseInt(fs.readFileSync(portFile, 'utf8').split('\n')[0], 10);
  const close = async () => {
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill();
    await Promise.race([exited, sleep(5000)]);
    try {
      fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (e) {
      console.error(`could not remove ${userDataDir}: ${e.message}`);
    }
  };
  return { port, close };
}

// The text DevTools shows for each message in its console (in order).
async function devtoolsTexts(frontend) {
  return frontend.evaluate(() => {
    const out = [];
    (function walk(node) {
      if (node.nodeType === 1 && node.classList.contains('console-message-text')) {
        out.push(node.deepTextContent ? node.deepTextContent() : node.textContent);
        return;
      }
      if (node.shadowRoot) walk(node.shadowRoot);
      for (const child of node.childNodes) walk(child);
    })(document.body);
    return out;
  });
}

// DevTools' text, put the way evloop prints it: ordinary spaces, no stack frames.
// DevTools draws an error's `Caused by: …` as a block of its own, right after the last
// stack frame (no newline in the text); evloop starts it on a new line.
function normalizeDevtools(text) {
  return text.replace(/\u00a0/g, ' ')
    .replace(/\n {4}at (?:[^\n(]*\([^\n)]*\)|[^\s}\],]+?(?=Caused by: |[\s}\],]|$))/g, '')
    .replace(/([^\n])Caused by: /g, '$1\nCaused by: ');
}

function chromiumSnippet(kase) {
  if (kase.throws === undefined) return `{ ${kase.code}\n}`;
  if (kase.rejects) return `Promise.reject(${kase.throws})`;
  return `setTimeout(() => { throw (${kase.throws}) }, 0)`;
}

async function recordCase(cdp, events, kase) {
  events.length = 0;
  await cdp.send('Runtime.evaluate', { expression: chromiumSnippet(kase) });
  await sleep(50);
  // A thrown value arrives from a timer task (throttled in a background page).
  for (let i = 0; i < 50 && kase.throws !== undefined && !events.length; i++) await sleep(100);
  const captured = events.splice(0);
  // DevTools abbreviates a function for console.dir / %O with the function's own
  // `name`; the oracle may fetch it, and so do we.
  for (const ev of captured) {
    const list = ev.kind === 'console' ? ev.args : [ev.details.exception].filter(Boolean);
    for (const arg of list) {
      if (arg.type !== 'function' || !arg.objectId) continue;
      const { result } = await cdp.send('Runtime.getProperties', { objectId: arg.objectId, ownProperties: true });
      const name = result.find((p) => p.name === 'name');
      if (name && name.value && typeof name.value.value === 'string') arg.functionName = name.value.value;
    }
  }
  const lines = [];
  for (const ev of captured) {
    if (ev.kind === 'console') {
      const text = format.formatConsoleCall(ev.type, ev.args);
      if (text !== null) lines.push([format.streamForType(ev.type), text]);
    } else {
      lines.push(['stderr', format.formatException(ev.details)]);
    }
  }
  return lines;
}

function writeRecorded(recorded) {
  const source = fs.readFileSync(TEST_FILE, 'utf8');
  const begin = source.indexOf('// BEGIN RECORDED\n');
  const end = source.indexOf('// END RECORDED\n');
  if (begin === -1 || end === -1) throw new Error('no RECORDED block in ' + TEST_FILE);
  const body = Object.keys(recorded).map((name) => `  ${JSON.stringify(name)}: ${JSON.stringify(recorded[name])},`);
  const block = '// BEGIN RECORDED\nconst RECORDED = {\n' + body.join('\n') + '\n};\n';
  fs.writeFileSync(TEST_FILE, source.slice(0, begin) + block + source.slice(end));
}

async function main() {
  const { chromium } = require('playwright-core');
  const test = require(TEST_FILE);
  const { port, close } = await launch();
  let failures = 0;
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0];
    const page = context.pages()[0] || await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');

    let frontend = null;
    if (USE_DEVTOOLS) {
      frontend = await context.newPage();
      await frontend.goto(`devtools://devtools/bundled/devtools_app.html?ws=127.0.0.1:${port}/devtools/page/${targetInfo.targetId}&panel=console`);
      await sleep(3000);
    }

    const events = [];
    cdp.on('Runtime.consoleAPICalled', (e) => events.push({ kind: 'console', type: e.type, args: e.args }));
    cdp.on('Runtime.exceptionThrown', (e) => events.push({ kind: 'exception', details: e.exceptionDetails }));
    await cdp.send('Runtime.enable');

    const recorded = { ...test.RECORDED };
    for (const kase of test.cases) {
      if (FILTER && !kase.name.includes(FILTER)) continue;
      await cdp.send('Runtime.evaluate', { expression: 'console.clear()' });
      await sleep(100);
      let lines = await recordCase(cdp, events, kase);
      if (kase.time) lines = lines.map(([s, t]) => [s, test.normalizeTime(t)]);

      const problems = [];
      if (frontend && kase.devtools !== false) {
        // Wait until DevTools has rendered every message (objects, functions and errors
        // render asynchronously): the same text twice in a row, 200 ms apart.
        let shown = [];
        let previous = null;
        for (let i = 0; i < 30; i++) {
          await sleep(200);
          shown = (await devtoolsTexts(frontend)).map(normalizeDevtools);
          if (shown[0] === 'Console was cleared') shown.shift();
          const now = JSON.stringify(shown);
          if (shown.length >= lines.length && now === previous) break;
          previous = now;
        }
        if (kase.time) shown = shown.map(test.normalizeTime);
        const mine = lines.map(([, t]) => t);
        if (JSON.stringify(shown) !== JSON.stringify(mine)) {
          problems.push(`devtools shows ${JSON.stringify(shown)}\n    devtools_format.js gives ${JSON.stringify(mine)}`);
        }
      }
      const before = test.RECORDED[kase.name];
      if (!WRITE && before !== undefined && JSON.stringify(before) !== JSON.stringify(lines)) {
        problems.push(`recorded ${JSON.stringify(before)}\n    now ${JSON.stringify(lines)}`);
      }
      recorded[kase.name] = lines;
      if (problems.length && kase.skip) {
        console.log(`known ${kase.name} (${kase.skip})\n    ${problems.join('\n    ')}`);
      } else if (problems.length) {
        failures++;
        console.log(`MISMATCH ${kase.name}\n    ${problems.join('\n    ')}`);
      } else {
        console.log(`ok ${kase.name}: ${JSON.stringify(lines.map(([, t]) => t))}`);
      }
    }
    if (WRITE) {
      // Keep the table's order; drop names that are no longer cases.
      const ordered = {};
      for (const kase of test.cases) if (recorded[kase.name] !== undefined) ordered[kase.name] = recorded[kase.name];
      writeRecorded(ordered);
      console.log(`wrote ${Object.keys(ordered).length} expectations to ${path.relative(process.cwd(), TEST_FILE)}`);
    }
    await browser.close().catch(() => {});
  } finally {
    await close();
  }
  console.log(failures ? `${failures} mismatches` : 'all cases agree');
  process.exitCode = failures ? 1 : 0;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
