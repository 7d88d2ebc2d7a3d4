// The explainer: a JSON Lines trace (schema v4, docs/trace-schema.md) drawn as a page to
// step through — the source with the running callback's line, the call stack, every
// queue of the host filling and emptying, the console so far, and why each step ran.
// Inside a step, each moment the trace has the script's call stack for (a callback
// queued or cancelled, a line printed: the events' `stack`) can be picked, to see the
// stack then, as DevTools would show it, and the line that made it.
//
// It is one component with no dependencies: `EvloopExplainer.mount(element, data)`, where
// data is { trace: [event objects], sources: { file: text }, title, host, rulesUrl }.
// `evloop run --timeline` inlines it into a self-contained page; `evloop serve` and the
// web playground mount it on the trace of a run.
'use strict';

(function (root) {
  // The lanes (queues) in the order each host's loop visits them; others follow in
  // order of first use.
  const ORDER = {
    node: ['main', 'nextTick', 'microtask', 'timers', 'pending', 'poll', 'check', 'close', 'process', 'repl'],
    browser: ['task:networking', 'task:dom-manipulation', 'task:user-interaction', 'task:timer',
      'task:posted-message', 'task:scheduler', 'task:intersection-observer', 'listener', 'microtask', 'observers', 'rendering', 'idle', 'console'],
  };
  const LANE_NAMES = {
    main: 'main module', nextTick: 'nextTick queue', microtask: 'microtask queue',
    timers: 'timers', pending: 'pending', poll: 'poll (I/O)', check: 'check (immediates)',
    close: 'close', process: 'process events', listener: 'event listeners',
    rendering: 'rendering (rAF)', idle: 'idle callbacks', observers: 'observers (records waiting)',
  };
  const MAX_ITEMS = 40;
  const MAX_CONSOLE = 400;

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function isStep(e) { return e.kind === 'run' || e.kind === 'emit'; }

  function hasStack(e) { return Array.isArray(e.stack) && e.stack.length > 0; }

  // A frame of the script's call stack as DevTools writes it: `name (file:line:col)`.
  function frameText(f) { return `${f.fn} (${f.file}:${f.line}:${f.col})`; }

  // What a moment was, in a few words: the API that queued or cancelled a callback, or
  // the first line printed.
  function momentLabel(e) {
    if (e.kind === 'stdout' || e.kind === 'stderr') {
      const first = String(e.detail).split('\n')[0];
      return `${e.kind}: ${first.length > 60 ? first.slice(0, 59) + '…' : first}`;
    }
    return String(e.detail)
      .replace(/\s*\([^()]*:\d+:\d+\)/g, '')
      .replace(/: an anonymous function$/, '')
      .replace(/: function `([^`]*)`$/, ': $1')
      .replace(/^a promise job queued at$/, 'promise job');
  }

  // What the trace says, indexed for stepping.
  function model(data) {
    const events = data.trace;
    // A page keeps each `why` sentence once (`whys`), events by index (`w`).
    if (data.whys) {
      for (const e of events) if (e.w !== undefined && e.why === undefined) e.why = data.whys[e.w];
    }
    // A page leaves out `loc`: it is the detail's last `(file:line:col)`.
    for (const e of events) {
      if (e.loc || e.kind === 'stdout' || e.kind === 'stderr') continue;
      const at = /\(([^()]*):(\d+):(\d+)\)[^()]*$/.exec(e.detail);
      if (at && at[1]) e.loc = { file: at[1], line: Number(at[2]), col: Number(at[3]) };
    }
    const steps = [];            // indexes into events of run/emit events
    const stepOfEvent = new Int32Array(events.length); // the step each event belongs to
    let step = -1;
    for (let i = 0; i < events.length; i++) {
      if (isStep(events[i])) { steps.push(i); step = steps.length - 1; }
      stepOfEvent[i] = step;
    }
    const host = data.host || (steps.length && String(events[steps[0]].phase).startsWith('task:') ? 'browser' : 'node');
    const used = new Set();
    for (const e of events) if (e.phase && (isStep(e) || e.kind === 'queue')) used.add(e.phase);
    const lanes = ORDER[host].filter((l) => used.has(l));
    for (const l of used) if (!lanes.includes(l)) lanes.push(l);
    // Race points (docs/trace-schema.md, kind `race`): the step whose choice they made
    // is the next step after them; a schedule's departures from the default are those
    // marked "(not the default)".
    const races = new Map();     // step -> [race events]
    for (let i = 0; i < events.length; i++) {
      if (events[i].kind !== 'race') continue;
      let s = stepOfEvent[i] + 1;
      if (s >= steps.length) s = steps.length - 1;
      if (!races.has(s)) races.set(s, []);
      races.get(s).push(events[i]);
    }
    const departures = [];
    for (const [s, list] of races) {
      if (list.some((r) => /\(not the default\)/.test(r.detail))) departures.push(s);
    }
    departures.sort((a, b) => a - b);
    const lines = [];            // console lines: { step, text, err }
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      if (e.kind !== 'stdout' && e.kind !== 'stderr') continue;
      const parts = String(e.detail).split('\n');
      if (parts[parts.length - 1] === '') parts.pop();
      for (const t of parts) lines.push({ step: stepOfEvent[i], text: t, err: e.kind === 'stderr', event: i });
    }
    // A short label per step for the lanes (made when first drawn): the first line it
    // printed, else what ran.
    const firstLine = new Map();
    for (let i = lines.length - 1; i >= 0; i--) {
      if (lines[i].step >= 0) firstLine.set(lines[i].step, lines[i].text);
    }
    const labels = new Map();
    const label = (s) => {
      if (!labels.has(s)) {
        labels.set(s, firstLine.has(s) ? '› ' + firstLine.get(s) : shortDetail(events[steps[s]].detail));
      }
      return labels.get(s);
    };
    // The lane chart draws steps: only the lanes some step ran in.
    const stepPhases = new Set(steps.map((i) => events[i].phase));
    const chartLanes = lanes.filter((l) => stepPhases.has(l));
    // The moments of each step with the script's call stack (docs/trace-schema.md,
    // `stack`): the events recorded while its code ran.
    const moments = new Map();   // step -> [event indexes]
    for (let i = 0; i < events.length; i++) {
      if (!hasStack(events[i]) || isStep(events[i]) || stepOfEvent[i] < 0) continue;
      const s = stepOfEvent[i];
      if (!moments.has(s)) moments.set(s, []);
      moments.get(s).push(i);
    }
    return { events, steps, stepOfEvent, host, lanes, chartLanes, lines, label, races, departures, moments };
  }

  // The queues just after step k's synchronous part: every queue event up to the next
  // step, less what ran or was cancelled by then.
  function queuesAt(m, k) {
    const end = k + 1 < m.steps.length ? m.steps[k + 1] : m.events.length;
    const waiting = new Map();   // queue event id -> event
    for (let i = 0; i < end; i++) {
      const e = m.events[i];
      if (e.kind === 'queue') waiting.set(i, e);
      else if ((e.kind === 'run' || e.kind === 'cancel') && e.from != null) waiting.delete(e.from);
    }
    const byLane = new Map();
    for (const [id, e] of waiting) {
      if (!byLane.has(e.phase)) byLane.set(e.phase, []);
      byLane.get(e.phase).push({ id, e, fresh: m.stepOfEvent[id] === k });
    }
    return byLane;
  }

  // A queue entry in a few words: what queued it and the line of its callback.
  function chipLabel(e) {
    let text = String(e.detail)
      .replace(/\s*\([^()]*:\d+:\d+\)/g, '')
      .replace(/: an anonymous function$/, '')
      .replace(/: function `([^`]*)`$/, ': $1')
      .replace(/^a promise job queued at$/, 'promise job');
    if (e.loc) text += ` · line ${e.loc.line}`;
    return text;
  }

  function shortDetail(text) {
    return String(text).replace(/\(([^()]*\/)?([^()/]+:\d+:\d+)\)/g, '($2)');
  }

  function mount(root, data) {
    const m = model(data);
    const sources = data.sources || {};
    const rulesUrl = data.rulesUrl || '';
    let current = 0;
    let moment = -1;             // the event picked inside the step (-1: the step itself)
    let timer = null;

    root.classList.add('evx');
    root.textContent = '';

    // Header and controls.
    const header = el('header', 'evx-head');
    header.appendChild(el('h1', 'evx-title', data.title || 'evloop'));
    const controls = el('div', 'evx-controls');
    const btn = (label, title, fn) => {
      const b = el('button', 'evx-btn', label);
      b.title = title;
      b.addEventListener('click', fn);
      controls.appendChild(b);
      return b;
    };
    btn('«', 'First step (Home)', () => go(0));
    btn('‹ back', 'Step back (←)', () => go(current - 1));
    const play = btn('▶ play', 'Play / pause (Space)', () => toggle());
    play.classList.add('evx-play');
    btn('next ›', 'Step forward (→)', () => go(current + 1));
    btn('»', 'Last step (End)', () => go(m.steps.length - 1));
    const scrub = el('input', 'evx-scrub');
    scrub.type = 'range';
    scrub.min = 0;
    scrub.max = Math.max(0, m.steps.length - 1);
    scrub.value = 0;
    scrub.setAttribute('aria-label', 'step');
    scrub.addEventListener('input', () => go(Number(scrub.value)));
    controls.appendChild(scrub);
    const counter = el('span', 'evx-counter');
    controls.appendChild(counter);
    header.appendChild(controls);
    root.appendChild(header);

    // A schedule that left evloop's default order says where, at the top.
    if (m.departures.length) {
      const banner = el('div', 'evx-banner');
      banner.appendChild(document.createTextNode('This run is not evloop\'s default order: it took another outcome at '));
      m.departures.forEach((s, n) => {
        if (n) banner.appendChild(document.createTextNode(', '));
        const b = el('button', 'evx-link', `step ${s + 1}`);
        b.addEventListener('click', () => go(s));
        banner.appendChild(b);
      });
      banner.appendChild(document.createTextNode(' (a race real runtimes show; see the yellow box there).'));
      root.appendChild(banner);
    }

    // The why line.
    const why = el('div', 'evx-why');
    root.appendChild(why);

    const grid = el('div', 'evx-grid');
    root.appendChild(grid);

    // Source.
    const srcPane = el('section', 'evx-pane evx-source');
    srcPane.appendChild(el('h2', null, 'Source'));
    const fileName = el('div', 'evx-file');
    srcPane.appendChild(fileName);
    const code = el('pre', 'evx-code');
    srcPane.appendChild(code);
    grid.appendChild(srcPane);
    let shownFile = null;
    let lineEls = [];

    // Stack and queues.
    const mid = el('section', 'evx-pane evx-state');
    mid.appendChild(el('h2', null, 'Call stack'));
    const stack = el('ol', 'evx-stack');
    mid.appendChild(stack);
    const during = el('div', 'evx-moments');
    mid.appendChild(during);
    mid.appendChild(el('h2', null, 'Queues'));
    const queues = el('div', 'evx-queues');
    mid.appendChild(queues);
    grid.appendChild(mid);

    // Console.
    const out = el('section', 'evx-pane evx-console-pane');
    out.appendChild(el('h2', null, 'Console'));
    const con = el('div', 'evx-console');
    out.appendChild(con);
    grid.appendChild(out);

    // Lanes.
    const lanesPane = el('section', 'evx-pane evx-lanes-pane');
    const lanesHead = el('h2', null, 'Lanes ');
    const zoomOut = el('button', 'evx-btn evx-small', '−');
    const zoomIn = el('button', 'evx-btn evx-small', '+');
    zoomOut.title = 'Zoom out (-)';
    zoomIn.title = 'Zoom in (+)';
    lanesHead.appendChild(zoomOut);
    lanesHead.appendChild(zoomIn);
    lanesPane.appendChild(lanesHead);
    const lanesWrap = el('div', 'evx-lanes');
    const names = el('div', 'evx-lane-names');
    const scroller = el('div', 'evx-lane-scroll');
    const canvas = el('canvas', 'evx-canvas');
    scroller.appendChild(canvas);
    lanesWrap.appendChild(names);
    lanesWrap.appendChild(scroller);
    lanesPane.appendChild(lanesWrap);
    root.appendChild(lanesPane);
    const LANE_H = 18;
    for (const l of m.chartLanes) {
      const n = el('div', 'evx-lane-name', LANE_NAMES[l] || l);
      n.style.height = LANE_H + 'px';
      names.appendChild(n);
    }
    let zoom = 1; // 1 = the whole run fits the width
    zoomIn.addEventListener('click', () => { zoom = Math.min(zoom * 2, Math.max(1, m.steps.length / 4)); drawLanes(true); });
    zoomOut.addEventListener('click', () => { zoom = Math.max(1, zoom / 2); drawLanes(true); });

    function stepWidth() {
      const w = Math.max(200, scroller.clientWidth - 2);
      return (w * zoom) / Math.max(1, m.steps.length);
    }

    // Per step, its lane and whether a new loop turn starts there (computed once).
    const laneIndex = new Map(m.chartLanes.map((l, i) => [l, i]));
    const laneOf = new Int16Array(m.steps.length);
    const newTurn = new Uint8Array(m.steps.length);
    for (let s = 0; s < m.steps.length; s++) {
      const e = m.events[m.steps[s]];
      const r = laneIndex.get(e.phase);
      laneOf[s] = r === undefined ? -1 : r;
      newTurn[s] = s > 0 && e.turn !== m.events[m.steps[s - 1]].turn ? 1 : 0;
    }

    function drawLanes(recentre) {
      const sw = stepWidth();
      const width = Math.max(200, Math.ceil(sw * m.steps.length));
      const height = m.chartLanes.length * LANE_H;
      const ratio = root.ownerDocument.defaultView.devicePixelRatio || 1;
      canvas.style.width = width + 'px';
      canvas.style.height = height + 'px';
      canvas.width = Math.min(32000, Math.ceil(width * ratio));
      canvas.height = Math.ceil(height * ratio);
      const scale = canvas.width / width;
      const g = canvas.getContext('2d');
      g.setTransform(scale, 0, 0, ratio, 0, 0);
      g.clearRect(0, 0, width, height);
      for (let r = 0; r < m.chartLanes.length; r++) {
        g.fillStyle = r % 2 ? '#f6f7f9' : '#ffffff';
        g.fillRect(0, r * LANE_H, width, LANE_H);
      }
      const colour = (s) => (s === current ? '#d9480f' : s < current ? '#4c6ef5' : '#a5b4fc');
      if (sw >= 1) {
        // Only the steps in view, one box each (with its label when there is room).
        const first = Math.max(0, Math.floor(scroller.scrollLeft / sw) - 1);
        const last = Math.min(m.steps.length, Math.ceil((scroller.scrollLeft + scroller.clientWidth) / sw) + 1);
        const w = Math.max(1, sw - (sw > 4 ? 1 : 0));
        g.fillStyle = '#d0d4da';
        for (let s = first; s < last; s++) if (newTurn[s]) g.fillRect(Math.floor(s * sw), 0, 1, height);
        for (let s = first; s < last; s++) {
          const r = laneOf[s];
          if (r < 0) continue;
          g.fillStyle = colour(s);
          g.fillRect(s * sw, r * LANE_H + 3, w, LANE_H - 6);
          if (sw >= 48) {
            g.save();
            g.beginPath();
            g.rect(s * sw + 3, r * LANE_H, w - 6, LANE_H);
            g.clip();
            g.fillStyle = s < current ? '#ffffff' : '#1f2328';
            g.font = '10px ui-monospace, SFMono-Regular, Menlo, monospace';
            g.fillText(m.label(s), s * sw + 4, r * LANE_H + 12.5);
            g.restore();
          }
        }
      } else {
        // More steps than pixels: one mark per pixel column and lane that had a step.
        const cols = Math.ceil(width);
        const seen = new Uint8Array(cols * m.chartLanes.length);
        for (let s = 0; s < m.steps.length; s++) {
          const r = laneOf[s];
          if (r >= 0) seen[r * cols + Math.floor(s * sw)] = s < current ? 1 : 2;
        }
        for (let r = 0; r < m.chartLanes.length; r++) {
          for (let x = 0; x < cols; x++) {
            const v = seen[r * cols + x];
            if (!v) continue;
            g.fillStyle = v === 1 ? '#4c6ef5' : '#a5b4fc';
            g.fillRect(x, r * LANE_H + 3, 1, LANE_H - 6);
          }
        }
      }
      g.fillStyle = '#cf222e';
      for (const s of m.departures) g.fillRect(Math.floor(s * sw), 0, Math.max(2, Math.min(4, sw)), 3);
      g.fillStyle = '#d9480f';
      g.fillRect(Math.floor(current * sw), 0, Math.max(1, Math.min(2, sw)), height);
      if (recentre !== false) {
        const x = current * sw;
        if (x < scroller.scrollLeft || x > scroller.scrollLeft + scroller.clientWidth - 20) {
          scroller.scrollLeft = Math.max(0, x - scroller.clientWidth / 2);
        }
      }
    }
    scroller.addEventListener('scroll', () => drawLanes(false));
    canvas.addEventListener('mousemove', (ev) => {
      const rect = canvas.getBoundingClientRect();
      const s = Math.floor((ev.clientX - rect.left) / stepWidth());
      const e = m.events[m.steps[s]];
      canvas.title = e ? `step ${s + 1} · ${e.time_ms} ms · turn ${e.turn}\n${e.phase}: ${e.detail}` : '';
    });
    canvas.addEventListener('click', (ev) => {
      const rect = canvas.getBoundingClientRect();
      go(Math.floor((ev.clientX - rect.left) / stepWidth()));
    });

    function showSource(file, line) {
      if (file !== shownFile) {
        shownFile = file;
        code.textContent = '';
        lineEls = [];
        const text = file != null ? sources[file] : undefined;
        fileName.textContent = file == null ? '' : file;
        if (text === undefined) {
          code.appendChild(el('span', 'evx-muted', file == null ? '(no source for this step)' : '(source not included)'));
        } else {
          const rows = text.split('\n');
          if (rows.length && rows[rows.length - 1] === '') rows.pop();
          rows.forEach((t, i) => {
            const row = el('div', 'evx-line');
            row.appendChild(el('span', 'evx-ln', String(i + 1)));
            row.appendChild(el('span', 'evx-lt', t || ' '));
            code.appendChild(row);
            lineEls.push(row);
          });
        }
      }
      for (const r of code.querySelectorAll('.evx-current')) r.classList.remove('evx-current');
      const row = line ? lineEls[line - 1] : null;
      if (row) {
        row.classList.add('evx-current');
        const top = row.offsetTop - code.offsetTop;
        if (top < code.scrollTop || top > code.scrollTop + code.clientHeight - 20) {
          code.scrollTop = Math.max(0, top - code.clientHeight / 3);
        }
      }
    }

    function mainFile() {
      const first = m.events[m.steps[0]];
      if (first && first.loc) return first.loc.file;
      const names = Object.keys(sources);
      return names.length ? names[0] : null;
    }

    function render() {
      const k = current;
      const e = m.events[m.steps[k]];
      counter.textContent = m.steps.length ? `step ${k + 1} of ${m.steps.length} · ${e.time_ms} ms · turn ${e.turn}` : 'no steps';
      scrub.value = k;
      root.dataset.step = String(k);
      if (!e) return;

      // Why.
      why.textContent = '';
      const phase = el('span', 'evx-phase', LANE_NAMES[e.phase] || e.phase);
      why.appendChild(phase);
      why.appendChild(el('span', 'evx-why-text', ' ' + (e.why || '')));
      if (e.rule) {
        const a = el('a', 'evx-rule', e.rule);
        a.href = rulesUrl + '#' + e.rule;
        a.target = '_blank';
        a.rel = 'noopener';
        why.appendChild(document.createTextNode(' '));
        why.appendChild(a);
      }
      why.dataset.rule = e.rule || '';
      for (const r of m.races.get(k) || []) {
        const off = /\(not the default\)/.test(r.detail);
        const line = el('div', 'evx-race' + (off ? ' evx-off' : ''),
          (off ? 'This run left the default order here: ' : 'A race point: ') + r.detail.replace(/^race point \d+: /, ''));
        why.appendChild(line);
      }
      if (e.from != null) {
        const q = m.events[e.from];
        const by = q && q.by != null ? m.stepOfEvent[q.by] : -1;
        if (by >= 0) {
          const link = el('button', 'evx-link', `queued by step ${by + 1}: ${shortDetail(m.events[m.steps[by]].detail)}`);
          link.addEventListener('click', () => go(by));
          why.appendChild(el('br'));
          why.appendChild(link);
        }
      }

      // Source: the step's callback, or the line the picked moment is at (its innermost
      // frame: the call of setTimeout, console.log, …).
      const me = moment >= 0 ? m.events[moment] : null;
      const at = me ? me.stack[0] : e.loc;
      if (at) showSource(at.file, at.line);
      else showSource(mainFile(), e.phase === 'main' || e.phase.startsWith('task:networking') ? 1 : 0);
      code.dataset.line = at ? String(at.line) : '';
      root.dataset.moment = me ? String(moment) : '';

      // Stack: the loop, the phase or task, and the callback — or, at a moment inside
      // the step, the script's frames then (outermost first, so the innermost is on top)
      // and the API it was calling.
      stack.textContent = '';
      const frames = [];
      if (m.host === 'node') {
        frames.push(e.phase === 'main' ? 'node: run the main module' : 'event loop (libuv uv_run)');
        if (e.phase === 'nextTick' || e.phase === 'microtask') frames.push('processTicksAndRejections');
        else if (e.phase !== 'main') frames.push(`${LANE_NAMES[e.phase] || e.phase} phase`);
      } else {
        frames.push('event loop');
        if (e.phase === 'listener') {
          const task = enclosingTask(k);
          if (task) frames.push(shortDetail(task.detail));
          frames.push('dispatch');
        } else if (e.phase === 'microtask') {
          frames.push('perform a microtask checkpoint');
        } else {
          frames.push(LANE_NAMES[e.phase] || e.phase);
        }
      }
      const items = frames.map((text) => ({ text }));
      if (me) {
        for (let i = me.stack.length - 1; i >= 0; i--) items.push({ text: frameText(me.stack[i]), frame: me.stack[i] });
        items.push({ text: momentLabel(me), api: true });
      } else {
        items.push({ text: shortDetail(e.detail), frame: e.loc });
      }
      items.reverse().forEach((it, i) => {
        const li = el('li', i === 0 ? 'evx-top' : '');
        if (it.api) li.classList.add('evx-api');
        if (it.frame) {
          li.dataset.file = it.frame.file;
          li.dataset.line = String(it.frame.line);
          if (it.frame.fn !== undefined) li.dataset.fn = it.frame.fn;
          if (it.frame === at) li.classList.add('evx-sel');
          const b = el('button', 'evx-link evx-frame', it.text);
          b.title = 'Show this line in the source';
          b.addEventListener('click', () => {
            showSource(it.frame.file, it.frame.line);
            code.dataset.line = String(it.frame.line);
            for (const o of stack.querySelectorAll('.evx-sel')) o.classList.remove('evx-sel');
            li.classList.add('evx-sel');
          });
          li.appendChild(b);
        } else {
          li.textContent = it.text;
        }
        stack.appendChild(li);
      });

      // The moments of this step with a call stack, to pick one.
      during.textContent = '';
      const list = m.moments.get(k) || [];
      if (list.length) {
        during.appendChild(el('div', 'evx-qname', 'During this step'));
        const wrap = el('div', 'evx-items');
        const pick = (label, i) => {
          const b = el('button', 'evx-moment' + (i === moment ? ' evx-sel' : ''), label);
          if (i >= 0) {
            b.dataset.event = String(i);
            b.title = m.events[i].stack.map(frameText).join('\n');
          }
          b.addEventListener('click', () => go(current, i));
          wrap.appendChild(b);
        };
        pick('the step', -1);
        for (const i of list.slice(0, MAX_ITEMS)) pick(`${momentLabel(m.events[i])} · line ${m.events[i].stack[0].line}`, i);
        if (list.length > MAX_ITEMS) wrap.appendChild(el('span', 'evx-muted', `… and ${list.length - MAX_ITEMS} more`));
        during.appendChild(wrap);
      }

      // Queues.
      queues.textContent = '';
      const q = queuesAt(m, k);
      for (const lane of m.lanes) {
        if (lane === 'main' || lane === 'process' || lane === 'listener' || lane === 'repl') continue;
        const box = el('div', 'evx-queue');
        box.dataset.queue = lane;
        const items = q.get(lane) || [];
        box.appendChild(el('div', 'evx-qname', `${LANE_NAMES[lane] || lane} (${items.length})`));
        const list = el('div', 'evx-items');
        for (const it of items.slice(0, MAX_ITEMS)) {
          const chip = el('span', 'evx-item' + (it.fresh ? ' evx-fresh' : ''), chipLabel(it.e));
          chip.title = it.e.detail;
          if (hasStack(it.e)) {
            // Where it was queued: that step, at that moment.
            chip.classList.add('evx-queued-at');
            chip.title += '\nqueued at:\n' + it.e.stack.map(frameText).join('\n');
            chip.addEventListener('click', () => go(m.stepOfEvent[it.id], it.id));
          }
          list.appendChild(chip);
        }
        if (items.length > MAX_ITEMS) list.appendChild(el('span', 'evx-muted', `… and ${items.length - MAX_ITEMS} more`));
        if (!items.length) list.appendChild(el('span', 'evx-muted', 'empty'));
        box.appendChild(list);
        queues.appendChild(box);
      }

      // Console so far (lines printed up to and including this step).
      con.textContent = '';
      let n = upperBound(m.lines, k);
      const from = Math.max(0, n - MAX_CONSOLE);
      if (from > 0) con.appendChild(el('div', 'evx-muted', `… ${from} earlier lines`));
      for (let i = from; i < n; i++) {
        const line = m.lines[i];
        const row = el('div', 'evx-out' + (line.err ? ' evx-err' : '') + (line.step === k ? ' evx-fresh' : ''), line.text || ' ');
        row.title = `printed by step ${line.step + 1}`;
        row.addEventListener('click', () => go(line.step, line.event));
        con.appendChild(row);
      }
      con.scrollTop = con.scrollHeight;
      drawLanes();
    }

    function enclosingTask(k) {
      for (let s = k - 1; s >= 0; s--) {
        const e = m.events[m.steps[s]];
        if (e.phase !== 'listener' && e.phase !== 'microtask') return e;
      }
      return null;
    }

    // The number of console lines printed by steps up to k.
    function upperBound(lines, k) {
      let lo = 0;
      let hi = lines.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (lines[mid].step <= k) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    }

    // Step k; with `ev`, the moment of that event inside it (when it has a stack).
    function go(k, ev) {
      if (!m.steps.length) return;
      current = Math.max(0, Math.min(m.steps.length - 1, k | 0));
      moment = ev != null && ev >= 0 && m.stepOfEvent[ev] === current && hasStack(m.events[ev]) ? ev : -1;
      render();
    }

    function toggle() {
      if (timer) {
        clearInterval(timer);
        timer = null;
        play.textContent = '▶ play';
        return;
      }
      if (current >= m.steps.length - 1) go(0);
      play.textContent = '❚❚ pause';
      timer = setInterval(() => {
        if (current >= m.steps.length - 1) return toggle();
        go(current + 1);
      }, 700);
    }

    root.tabIndex = 0;
    root.ownerDocument.addEventListener('keydown', (ev) => {
      const t = ev.target;
      // Keys typed into a field or an editor on the same page are not for stepping.
      if (t && ((t.tagName === 'INPUT' && t.type !== 'range') || t.tagName === 'TEXTAREA' || t.isContentEditable)) return;
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      const keys = {
        ArrowRight: () => go(current + 1), ArrowLeft: () => go(current - 1),
        Home: () => go(0), End: () => go(m.steps.length - 1), ' ': () => toggle(),
        '+': () => zoomIn.click(), '=': () => zoomIn.click(), '-': () => zoomOut.click(),
      };
      const f = keys[ev.key];
      if (f) { ev.preventDefault(); f(); }
    });
    root.ownerDocument.defaultView.addEventListener('resize', () => drawLanes(false));

    if (!m.steps.length) {
      why.textContent = 'The trace has no steps.';
      return { go, steps: 0 };
    }
    render();
    return {
      go,
      // The moment of event i (a `queue`, `cancel` or output event with a stack).
      moment(i) { go(m.stepOfEvent[i], i); },
      get step() { return current; },
      steps: m.steps.length,
    };
  }

  root.EvloopExplainer = { mount, model, queuesAt };
})(typeof window !== 'undefined' ? window : globalThis);
