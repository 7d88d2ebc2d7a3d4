//! `evloop run --timeline FILE.html`: the JSON Lines trace (schema v1) drawn as one
//! self-contained HTML page — inline SVG and CSS, no scripts, no fonts, no network.
//!
//! The picture: one lane per phase or queue (in the host's canonical order, only those
//! the run used), one box per step (`run` or `emit`) in sequence order along the x axis
//! (steps, not time, so the many zero-time steps stay readable; the axis shows the
//! virtual time and the loop turn, and turn boundaries are vertical separators), a small
//! diamond where a callback joined a queue (a narrow column right after the step that
//! queued it), a thin curve from that diamond to the box that later ran it, and the
//! console lines each step printed inside its box (stderr in red). Each box has an SVG
//! `<title>` with the full detail, time, turn and output.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

/// At most this many steps are drawn; the page says when a trace had more.
const MAX_STEPS: usize = 2000;
/// At most this many console lines are shown in a box (all of them are in its tooltip).
const MAX_LINES_IN_BOX: usize = 6;

// Geometry, in SVG pixels.
const BOX_W: f64 = 164.0;
const STEP_GAP: f64 = 14.0;
const QUEUE_W: f64 = 18.0;
const TURN_GAP: f64 = 22.0;
const AXIS_H: f64 = 52.0;
const LANE_PAD: f64 = 9.0;
/// A box's header: one line (the name) or two (the name, then what ran or where).
const HEADER_H: f64 = 36.0;
const HEADER_H_ONE_LINE: f64 = 23.0;
const LINE_H: f64 = 15.0;
const BOX_PAD_BOTTOM: f64 = 7.0;
/// Font sizes (px) of a box's name, its second line and its console lines.
const NAME_PX: f64 = 12.0;
const POS_PX: f64 = 10.5;
const MONO_PX: f64 = 11.0;

/// One event of the trace (schema v2).
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    /// The event's index in the trace.
    pub id: Option<usize>,
    pub time_ms: f64,
    pub turn: u64,
    pub phase: String,
    pub kind: String,
    pub detail: String,
    /// For a `run` event: the `queue` event its callback came from.
    pub from: Option<usize>,
}

/// Parses JSON Lines of the flat trace schema; lines that are not such objects are
/// skipped (a truncated last line, say).
pub fn parse_events(json_lines: &str) -> Vec<Event> {
    json_lines
        .lines()
        .filter_map(|line| {
            let fields = parse_flat_object(line.trim())?;
            let text = |k: &str| match fields.get(k) {
                Some(Value::Str(s)) => s.clone(),
                _ => String::new(),
            };
            let num = |k: &str| match fields.get(k) {
                Some(Value::Num(n)) => *n,
                _ => 0.0,
            };
            let kind = text("kind");
            if kind.is_empty() {
                return None;
            }
            let index = |k: &str| match fields.get(k) {
                Some(Value::Num(n)) if *n >= 0.0 => Some(*n as usize),
                _ => None,
            };
            Some(Event {
                id: index("id"),
                time_ms: num("time_ms"),
                turn: num("turn").max(0.0) as u64,
                phase: text("phase"),
                kind,
                detail: text("detail"),
                from: index("from"),
            })
        })
        .collect()
}

#[derive(Debug, Clone, PartialEq)]
enum Value {
    Str(String),
    Num(f64),
    Other,
}

/// A tiny parser for one flat JSON object: string keys; string, number, boolean or
/// null values. Nested values make it give up (`None`).
fn parse_flat_object(s: &str) -> Option<HashMap<String, Value>> {
    let mut p = Parser {
        chars: s.chars().collect(),
        i: 0,
    };
    let mut out = HashMap::new();
    p.ws();
    p.eat('{')?;
    p.ws();
    if p.peek() == Some('}') {
        p.i += 1;
        return Some(out);
    }
    loop {
        p.ws();
        let key = p.string()?;
        p.ws();
        p.eat(':')?;
        p.ws();
        let value = match p.peek()? {
            '"' => Value::Str(p.string()?),
            't' => p.word("true").map(|_| Value::Other)?,
            'f' => p.word("false").map(|_| Value::Other)?,
            'n' => p.word("null").map(|_| Value::Other)?,
            _ => Value::Num(p.number()?),
        };
        out.insert(key, value);
        p.ws();
        match p.peek()? {
            ',' => p.i += 1,
            '}' => {
                p.i += 1;
                break;
            }
            _ => return None,
        }
    }
    p.ws();
    (p.i == p.chars.len()).then_some(out)
}

struct Parser {
    chars: Vec<char>,
    i: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }
    fn ws(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t' | '\r' | '\n')) {
            self.i += 1;
        }
    }
    fn eat(&mut self, c: char) -> Option<()> {
        (self.peek()? == c).then(|| self.i += 1)
    }
    fn word(&mut self, w: &str) -> Option<()> {
        for c in w.chars() {
            self.eat(c)?;
        }
        Some(())
    }
    fn number(&mut self) -> Option<f64> {
        let start = self.i;
        while matches!(self.peek(), Some('0'..='9' | '-' | '+' | '.' | 'e' | 'E')) {
            self.i += 1;
        }
        self.chars[start..self.i]
            .iter()
            .collect::<String>()
            .parse()
            .ok()
    }
    fn hex4(&mut self) -> Option<u32> {
        let mut n = 0;
        for _ in 0..4 {
            n = n * 16 + self.peek()?.to_digit(16)?;
            self.i += 1;
        }
        Some(n)
    }
    fn string(&mut self) -> Option<String> {
        self.eat('"')?;
        let mut out = String::new();
        loop {
            let c = self.peek()?;
            self.i += 1;
            match c {
                '"' => return Some(out),
                '\\' => {
                    let e = self.peek()?;
                    self.i += 1;
                    match e {
                        'n' => out.push('\n'),
                        'r' => out.push('\r'),
                        't' => out.push('\t'),
                        'b' => out.push('\u{8}'),
                        'f' => out.push('\u{c}'),
                        'u' => {
                            let hi = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&hi)
                                && self.chars.get(self.i) == Some(&'\\')
                                && self.chars.get(self.i + 1) == Some(&'u')
                            {
                                self.i += 2;
                                let lo = self.hex4()?;
                                0x10000 + ((hi - 0xD800) << 10) + (lo.wrapping_sub(0xDC00) & 0x3FF)
                            } else {
                                hi
                            };
                            out.push(char::from_u32(code).unwrap_or('\u{FFFD}'));
                        }
                        other => out.push(other),
                    }
                }
                c => out.push(c),
            }
        }
    }
}

/// The lanes, top to bottom: the host's phases and queues in their canonical order,
/// only those the trace uses, then any others in order of appearance.
const NODE_LANES: [&str; 9] = [
    "main",
    "timers",
    "nextTick",
    "microtask",
    "pending",
    "check",
    "poll",
    "close",
    "process",
];
const BROWSER_LANES: [&str; 9] = [
    "task:networking",
    "task:dom-manipulation",
    "task:user-interaction",
    "task:timer",
    "task:posted-message",
    "rendering",
    "idle",
    "listener",
    "microtask",
];

fn lane_order(events: &[Event]) -> Vec<String> {
    let used: Vec<&str> = {
        let mut seen = HashSet::new();
        events
            .iter()
            .filter(|e| !e.phase.is_empty() && (e.kind != "stdout" && e.kind != "stderr"))
            .map(|e| e.phase.as_str())
            .filter(|p| seen.insert(*p))
            .collect()
    };
    let browser = used
        .iter()
        .any(|p| p.starts_with("task:") || matches!(*p, "listener" | "rendering" | "idle"));
    let canon: &[&str] = if browser { &BROWSER_LANES } else { &NODE_LANES };
    let mut lanes: Vec<String> = canon
        .iter()
        .filter(|c| used.contains(c))
        .map(|c| c.to_string())
        .collect();
    for p in used {
        if !canon.contains(&p) {
            lanes.push(p.to_string());
        }
    }
    lanes
}

/// (fill, stroke) of a lane's boxes.
fn lane_colors(lane: &str, index: usize) -> (&'static str, &'static str) {
    match lane {
        "main" | "task:networking" => ("#e8eaf6", "#5c6bc0"),
        "timers" | "task:timer" => ("#fff3e0", "#ef8a00"),
        "nextTick" => ("#fce4ec", "#d81b60"),
        "microtask" => ("#e8f5e9", "#43a047"),
        "check" => ("#e0f7fa", "#00a3b8"),
        "poll" | "task:posted-message" => ("#f3e5f5", "#8e44ad"),
        "close" | "idle" => ("#efebe9", "#8d6e63"),
        "pending" => ("#f1f8e9", "#7cb342"),
        "process" => ("#eceff1", "#78909c"),
        "task:dom-manipulation" => ("#e0f2f1", "#00897b"),
        "task:user-interaction" => ("#e3f2fd", "#1e88e5"),
        "rendering" => ("#fffde7", "#e0a800"),
        "listener" => ("#e1f5fe", "#0288d1"),
        _ => {
            const OTHERS: [(&str, &str); 4] = [
                ("#f9fbe7", "#9e9d24"),
                ("#fbe9e7", "#f4511e"),
                ("#ede7f6", "#5e35b1"),
                ("#e0f7fa", "#00838f"),
            ];
            OTHERS[index % OTHERS.len()]
        }
    }
}

/// A drawn step: one `run` or `emit` event and what it printed.
struct Step {
    event: Event,
    lane: usize,
    lines: Vec<(bool, String)>, // (stderr?, text)
    x: f64,
    queued_by: Option<usize>, // index into `queues`
    name: String,
    meta: String,
}

impl Step {
    fn header_h(&self) -> f64 {
        if self.meta.is_empty() {
            HEADER_H_ONE_LINE
        } else {
            HEADER_H
        }
    }
}

/// A `queue` event: its lane, the step that was running when it happened, and the
/// step that ran the callback (when matched).
struct Queued {
    event: Event,
    lane: usize,
    from_step: Option<usize>,
    ran_at: Option<usize>,
    x: f64,
}

fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// The width of a character in em, roughly, in a wide sans-serif (DejaVu Sans, the
/// usual fallback; narrower fonts only leave more room).
fn char_em(c: char, bold: bool) -> f64 {
    let w = match c {
        'i' | 'l' | 'j' | '.' | ',' | ':' | ';' | '\'' | '|' | '!' => 0.32,
        'f' | 't' | 'r' | ' ' | '(' | ')' | '[' | ']' | '-' | '`' | 'I' => 0.42,
        'm' | 'w' | 'M' | 'W' => 0.95,
        'A'..='Z' => 0.74,
        '0'..='9' => 0.64,
        _ => 0.62,
    };
    if bold {
        w * 1.1
    } else {
        w
    }
}

/// The rough width of `s` in pixels.
fn fit_width(s: &str, font_px: f64, bold: bool) -> f64 {
    s.chars().map(|c| font_px * char_em(c, bold)).sum()
}

/// A one-line header whose name is too long for the box wraps onto the second line.
fn wrap_header(name: String, meta: String) -> (String, String) {
    let room = BOX_W - 16.0;
    if !meta.is_empty() || fit_width(&name, NAME_PX, true) <= room {
        return (name, meta);
    }
    let mut cut = None;
    for (i, c) in name.char_indices() {
        if c == ' ' && fit_width(&name[..i], NAME_PX, true) <= room {
            cut = Some(i);
        }
    }
    match cut {
        Some(i) => (name[..i].to_string(), name[i + 1..].to_string()),
        None => (name, meta),
    }
}

/// `s` cut to fit `max_px` at `font_px` (`mono`: a monospace font, 0.6 em a character),
/// with an ellipsis when cut.
fn fit(s: &str, max_px: f64, font_px: f64, bold: bool, mono: bool) -> String {
    let width = |c: char| font_px * if mono { 0.61 } else { char_em(c, bold) };
    if s.chars().map(width).sum::<f64>() <= max_px {
        return s.to_string();
    }
    let mut used = width('…');
    let mut out = String::new();
    for c in s.chars() {
        used += width(c);
        if used > max_px {
            break;
        }
        out.push(c);
    }
    out.push('…');
    out
}

fn ms(t: f64) -> String {
    let s = format!("{:.3}", t);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    format!("{s} ms")
}

/// Every absolute path in `s` (`/a/b/x.js`) shortened to its file name (`x.js`).
fn basenames(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    let mut prev: Option<char> = None;
    while let Some(c) = chars.next() {
        if c == '/' && matches!(prev, None | Some(' ' | '(')) {
            let mut path = String::from("/");
            while let Some(&n) = chars.peek() {
                if n == ' ' || n == ')' {
                    break;
                }
                path.push(n);
                chars.next();
            }
            out.push_str(path.rsplit('/').next().unwrap_or(&path));
            prev = path.chars().last();
        } else {
            out.push(c);
            prev = Some(c);
        }
    }
    out
}

/// The two header lines of a step's box, from its detail: what ran and where.
fn box_header(detail: &str, main_file: Option<&str>) -> (String, String) {
    let short = basenames(detail);
    // "name (file.js:3:4)" → name, "file.js:3:4"
    let (name, pos) = match short.strip_suffix(')').and_then(|s| s.rsplit_once(" (")) {
        Some((name, pos)) if pos.contains(':') => (name.to_string(), Some(pos.to_string())),
        _ => (short.clone(), None),
    };
    let pos = pos.map(|p| match main_file {
        Some(f) => match p.strip_prefix(f).and_then(|r| r.strip_prefix(':')) {
            Some(lc) => format!("line {lc}"),
            None => p,
        },
        None => p,
    });
    for what in ["main module ", "classic script ", "module script "] {
        if let Some(file) = short.strip_prefix(what) {
            return (what.trim_end().to_string(), file.to_string());
        }
    }
    let simplify = |n: &str| -> String {
        let n = n.trim();
        if let Some(f) = n
            .strip_prefix("function `")
            .and_then(|r| r.strip_suffix('`'))
        {
            return format!("{f}()");
        }
        n.strip_prefix("an ")
            .or_else(|| n.strip_prefix("a "))
            .filter(|r| r.starts_with("anonymous") || r.starts_with("promise"))
            .unwrap_or(n)
            .to_string()
    };
    match name.split_once(": ") {
        // "timer 1: an anonymous function", "'click' listener on div.inner: function `f`"
        Some((what, callback)) => {
            let what = what.replace(" listener on ", " on ");
            let callback = simplify(callback).replace("anonymous function", "anonymous fn");
            let second = match pos {
                Some(p) => format!("{callback} · {p}"),
                None => callback,
            };
            (what, second)
        }
        None => (simplify(&name), pos.unwrap_or_default()),
    }
}

/// Renders a JSON Lines trace (schema v1) as one self-contained HTML page.
pub fn render_html(json_lines: &str, title: &str) -> String {
    let events = parse_events(json_lines);
    let lanes = lane_order(&events);
    let lane_of = |phase: &str| lanes.iter().position(|l| l == phase);
    let main_file = events
        .iter()
        .find(|e| e.kind == "run")
        .and_then(|e| {
            e.detail
                .strip_prefix("main module ")
                .or_else(|| e.detail.strip_prefix("classic script "))
        })
        .map(basenames);
    let host = if lanes
        .iter()
        .any(|l| BROWSER_LANES[..8].contains(&l.as_str()))
    {
        "browser"
    } else {
        "node"
    };

    // Steps, queue events and console lines, in trace order.
    let total_steps = events
        .iter()
        .filter(|e| e.kind == "run" || e.kind == "emit")
        .count();
    let mut steps: Vec<Step> = Vec::new();
    let mut queues: Vec<Queued> = Vec::new();
    let mut console_lines = 0usize;
    let mut orphan_lines: Vec<(bool, String)> = Vec::new();
    for e in &events {
        match e.kind.as_str() {
            "run" | "emit" => {
                if steps.len() == MAX_STEPS {
                    break;
                }
                let Some(lane) = lane_of(&e.phase) else {
                    continue;
                };
                let (name, meta) = box_header(&e.detail, main_file.as_deref());
                let (name, meta) = wrap_header(name, meta);
                steps.push(Step {
                    event: e.clone(),
                    lane,
                    lines: Vec::new(),
                    x: 0.0,
                    queued_by: None,
                    name,
                    meta,
                });
            }
            "queue" => {
                let Some(lane) = lane_of(&e.phase) else {
                    continue;
                };
                queues.push(Queued {
                    event: e.clone(),
                    lane,
                    from_step: steps.len().checked_sub(1),
                    ran_at: None,
                    x: 0.0,
                });
            }
            "stdout" | "stderr" => {
                let err = e.kind == "stderr";
                let text = e.detail.strip_suffix('\n').unwrap_or(&e.detail);
                let target = match steps.last_mut() {
                    Some(s) => &mut s.lines,
                    None => &mut orphan_lines,
                };
                for line in text.split('\n') {
                    target.push((err, line.to_string()));
                    console_lines += 1;
                }
            }
            _ => {}
        }
    }

    // Link each step to the queue event its callback came from (the trace says which).
    let by_id: HashMap<usize, usize> = queues
        .iter()
        .enumerate()
        .filter_map(|(qi, q)| Some((q.event.id?, qi)))
        .collect();
    for (si, s) in steps.iter_mut().enumerate() {
        let Some(qi) = s.event.from.and_then(|id| by_id.get(&id).copied()) else {
            continue;
        };
        s.queued_by = Some(qi);
        // An interval's later runs come from the same queue event: the line goes to
        // the first.
        if queues[qi].ran_at.is_none() {
            queues[qi].ran_at = Some(si);
        }
    }

    // x positions: a column per step, a narrow column per queue event after the step
    // that queued it, a gap with a separator where the loop turn changes.
    let longest = lanes
        .iter()
        .map(|l| fit_width(l, 12.5, true))
        .fold(0.0, f64::max);
    let label_w = (longest + 48.0).max(130.0).ceil();
    let mut x = label_w + 16.0;
    let mut separators: Vec<(f64, u64)> = Vec::new(); // (x, turn that starts)
    let mut turn_starts: Vec<(f64, u64)> = Vec::new();
    let mut qi = 0;
    while qi < queues.len() && queues[qi].from_step.is_none() {
        queues[qi].x = x + QUEUE_W / 2.0;
        x += QUEUE_W;
        qi += 1;
    }
    for si in 0..steps.len() {
        let turn = steps[si].event.turn;
        if si == 0 {
            turn_starts.push((x - 8.0, turn));
        } else if turn != steps[si - 1].event.turn {
            separators.push((x + TURN_GAP / 2.0 - STEP_GAP / 2.0, turn));
            x += TURN_GAP;
            turn_starts.push((x - 8.0, turn));
        }
        steps[si].x = x;
        x += BOX_W + STEP_GAP;
        let mut any = false;
        while qi < queues.len() && queues[qi].from_step == Some(si) {
            if !any {
                x -= STEP_GAP / 2.0;
                any = true;
            }
            queues[qi].x = x + QUEUE_W / 2.0;
            x += QUEUE_W;
            qi += 1;
        }
        if any {
            x += STEP_GAP / 2.0;
        }
    }
    let width = (x + 16.0).max(label_w + 400.0);

    // Lane heights: room for the tallest box in the lane.
    let box_h = |s: &Step| {
        let shown =
            s.lines.len().min(MAX_LINES_IN_BOX) + usize::from(s.lines.len() > MAX_LINES_IN_BOX);
        s.header_h() + shown as f64 * LINE_H + BOX_PAD_BOTTOM + if shown > 0 { 4.0 } else { 0.0 }
    };
    let mut lane_h = vec![HEADER_H_ONE_LINE + 2.0 * LANE_PAD + 6.0; lanes.len()];
    for s in &steps {
        lane_h[s.lane] = lane_h[s.lane].max(box_h(s) + 2.0 * LANE_PAD);
    }
    let mut lane_y = Vec::with_capacity(lanes.len());
    let mut y = AXIS_H;
    for h in &lane_h {
        lane_y.push(y);
        y += h;
    }
    let height = y + 10.0;
    let anchor_y = |lane: usize| lane_y[lane] + LANE_PAD + 13.0;

    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg class="chart" xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" role="img" aria-label="{}">"#,
        esc(title)
    );
    // Lane stripes and labels.
    for (i, lane) in lanes.iter().enumerate() {
        let (fill, stroke) = lane_colors(lane, i);
        let _ = writeln!(
            svg,
            r#"<rect class="lane{}" x="0" y="{:.1}" width="{width:.0}" height="{:.1}"/>"#,
            if i % 2 == 0 { " even" } else { "" },
            lane_y[i],
            lane_h[i]
        );
        let _ = writeln!(
            svg,
            r#"<rect x="0" y="{:.1}" width="5" height="{:.1}" fill="{stroke}"/><rect x="14" y="{:.1}" width="12" height="12" rx="3" fill="{fill}" stroke="{stroke}"/><text class="lanelabel" x="32" y="{:.1}">{}</text>"#,
            lane_y[i],
            lane_h[i],
            anchor_y(i) - 9.0,
            anchor_y(i) + 1.5,
            esc(lane)
        );
    }
    let _ = writeln!(
        svg,
        r#"<line class="axisline" x1="{label_w}" y1="{AXIS_H}" x2="{label_w}" y2="{:.1}"/>"#,
        height - 10.0
    );
    // Turn labels and separators.
    for (i, &(tx, turn)) in turn_starts.iter().enumerate() {
        let end = turn_starts.get(i + 1).map_or(x, |n| n.0 - TURN_GAP + 8.0);
        let _ = writeln!(
            svg,
            r#"<rect class="turnband" x="{tx:.1}" y="6" width="{:.1}" height="18" rx="4"/><text class="turn" x="{:.1}" y="19">turn {turn}</text>"#,
            (end - tx).max(40.0),
            tx + 7.0
        );
    }
    for &(sx, turn) in &separators {
        let _ = writeln!(
            svg,
            r#"<line class="sep" x1="{sx:.1}" y1="4" x2="{sx:.1}" y2="{:.1}"><title>loop turn {turn} starts</title></line>"#,
            height - 10.0
        );
    }
    let _ = writeln!(
        svg,
        r#"<text class="axislabel" x="{:.1}" y="19">loop turn</text><text class="axislabel" x="{:.1}" y="41">virtual time</text>"#,
        label_w - 10.0,
        label_w - 10.0
    );
    // Time ticks: where the time changes (and at the first step of each turn).
    let mut last_time: Option<(f64, u64)> = None;
    for s in &steps {
        let t = (s.event.time_ms, s.event.turn);
        let changed = last_time.is_none_or(|(lt, lturn)| lt != t.0 || lturn != t.1);
        if changed {
            let _ = writeln!(
                svg,
                r#"<line class="tick" x1="{:.1}" y1="30" x2="{:.1}" y2="{AXIS_H}"/><text class="time" x="{:.1}" y="41">{}</text>"#,
                s.x,
                s.x,
                s.x + 4.0,
                ms(s.event.time_ms)
            );
        }
        last_time = Some(t);
    }

    // Queue → run curves, under the boxes.
    for (qi, q) in queues.iter().enumerate() {
        let (_, stroke) = lane_colors(&lanes[q.lane], q.lane);
        let qy = anchor_y(q.lane);
        if let Some(from) = q.from_step {
            // A dotted stub from the queuing box to the marker.
            let s = &steps[from];
            let sx = s.x + BOX_W;
            let sy = anchor_y(s.lane);
            let _ = writeln!(
                svg,
                r#"<path class="stub" d="M{sx:.1},{sy:.1} C{:.1},{sy:.1} {:.1},{qy:.1} {:.1},{qy:.1}"/>"#,
                sx + (q.x - sx) * 0.6,
                sx + (q.x - sx) * 0.4,
                q.x
            );
        }
        if let Some(to) = q.ran_at {
            let r = &steps[to];
            let (rx, ry) = (r.x, anchor_y(r.lane));
            let path = if r.lane == q.lane {
                // Same lane: arc over the boxes in between, through the lane's top padding.
                // Staggered, so that links along one lane stay apart.
                let top = lane_y[q.lane] + 1.5 + (qi % 3) as f64 * 2.5;
                if rx - q.x < 3.0 * QUEUE_W {
                    format!("M{:.1},{qy:.1} L{rx:.1},{ry:.1}", q.x)
                } else {
                    format!(
                        "M{:.1},{qy:.1} C{:.1},{top:.1} {:.1},{top:.1} {:.1},{top:.1} L{:.1},{top:.1} C{:.1},{top:.1} {:.1},{ry:.1} {rx:.1},{ry:.1}",
                        q.x,
                        q.x + 2.0,
                        q.x + 6.0,
                        q.x + 14.0,
                        rx - 14.0,
                        rx - 6.0,
                        rx - 2.0
                    )
                }
            } else {
                let dx = ((rx - q.x) * 0.5).clamp(10.0, 90.0);
                format!(
                    "M{:.1},{qy:.1} C{:.1},{qy:.1} {:.1},{ry:.1} {rx:.1},{ry:.1}",
                    q.x,
                    q.x + dx,
                    rx - dx
                )
            };
            let _ = writeln!(svg, r#"<path class="link" stroke="{stroke}" d="{path}"/>"#);
        }
    }

    // Queue markers.
    for q in &queues {
        let (fill, stroke) = lane_colors(&lanes[q.lane], q.lane);
        let (qx, qy) = (q.x, anchor_y(q.lane));
        let ran = match q.ran_at {
            Some(si) => format!(
                "ran at {} (turn {}, step {})",
                ms(steps[si].event.time_ms),
                steps[si].event.turn,
                si + 1
            ),
            None => "not matched to a step that ran it in this trace".to_string(),
        };
        let _ = writeln!(
            svg,
            r#"<g class="queued"><title>queued to {} at {}, turn {}
{}
{}</title><path d="M{qx:.1},{:.1} l6,6 l-6,6 l-6,-6 z" fill="{}" stroke="{stroke}" stroke-width="1.5"/></g>"#,
            esc(&q.event.phase),
            ms(q.event.time_ms),
            q.event.turn,
            esc(&q.event.detail),
            esc(&ran),
            qy - 6.0,
            if q.ran_at.is_some() { stroke } else { fill },
        );
    }

    // Step boxes.
    for (si, s) in steps.iter().enumerate() {
        let lane = &lanes[s.lane];
        let (fill, stroke) = lane_colors(lane, s.lane);
        let bx = s.x;
        let by = lane_y[s.lane] + LANE_PAD;
        let h = box_h(s);
        let (name, meta) = (&s.name, &s.meta);
        let header_h = s.header_h();
        let mut tip = format!(
            "step {} · {} · turn {} · {}\n{}",
            si + 1,
            lane,
            s.event.turn,
            ms(s.event.time_ms),
            s.event.detail
        );
        if s.event.kind == "emit" {
            tip.push_str(" (event emitted on process)");
        }
        if let Some(qi) = s.queued_by {
            let q = &queues[qi];
            let _ = write!(
                tip,
                "\nqueued at {} (turn {}): {}",
                ms(q.event.time_ms),
                q.event.turn,
                q.event.detail
            );
        }
        if !s.lines.is_empty() {
            tip.push_str("\nprinted:");
            for (err, line) in &s.lines {
                let _ = write!(tip, "\n{}{line}", if *err { "[stderr] " } else { "  " });
            }
        }
        let _ = writeln!(
            svg,
            r#"<g class="step{}"><title>{}</title><rect x="{bx:.1}" y="{by:.1}" width="{BOX_W}" height="{h:.1}" rx="6" fill="{fill}" stroke="{stroke}"/><rect x="{bx:.1}" y="{by:.1}" width="4" height="{h:.1}" rx="2" fill="{stroke}"/><text class="name" x="{:.1}" y="{:.1}">{}</text><text class="pos" x="{:.1}" y="{:.1}">{}</text>"#,
            if s.event.kind == "emit" { " emit" } else { "" },
            esc(&tip),
            bx + 10.0,
            by + 15.0,
            esc(&fit(name, BOX_W - 16.0, NAME_PX, true, false)),
            bx + 10.0,
            by + 29.0,
            esc(&fit(meta, BOX_W - 16.0, POS_PX, false, false)),
        );
        if !s.lines.is_empty() {
            let shown =
                s.lines.len().min(MAX_LINES_IN_BOX) + usize::from(s.lines.len() > MAX_LINES_IN_BOX);
            let _ = writeln!(
                svg,
                r#"<rect class="console" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="3"/>"#,
                bx + 7.0,
                by + header_h - 1.0,
                BOX_W - 12.0,
                shown as f64 * LINE_H + 5.0
            );
            for (li, (err, line)) in s.lines.iter().take(MAX_LINES_IN_BOX).enumerate() {
                let _ = writeln!(
                    svg,
                    r#"<text class="out{}" x="{:.1}" y="{:.1}">{}</text>"#,
                    if *err { " err" } else { "" },
                    bx + 12.0,
                    by + header_h + 11.0 + li as f64 * LINE_H,
                    esc(&fit(line, BOX_W - 24.0, MONO_PX, false, true))
                );
            }
            if s.lines.len() > MAX_LINES_IN_BOX {
                let _ = writeln!(
                    svg,
                    r#"<text class="more" x="{:.1}" y="{:.1}">… {} more line(s)</text>"#,
                    bx + 12.0,
                    by + header_h + 11.0 + MAX_LINES_IN_BOX as f64 * LINE_H,
                    s.lines.len() - MAX_LINES_IN_BOX
                );
            }
        }
        svg.push_str("</g>\n");
    }
    svg.push_str("</svg>\n");

    // The page.
    let turns = steps.last().map_or(0, |s| s.event.turn)
        - steps.first().map_or(0, |s| s.event.turn)
        + u64::from(!steps.is_empty());
    let end_ms = steps.iter().map(|s| s.event.time_ms).fold(0.0, f64::max);
    let mut summary = format!(
        "{host} host · {} step(s) · {} queued · {} console line(s) · {} loop turn(s) · 0 – {} of virtual time",
        total_steps,
        queues.len(),
        console_lines,
        turns,
        ms(end_ms)
    );
    if total_steps > steps.len() {
        let _ = write!(
            summary,
            " · <strong>showing the first {} of {} steps</strong>",
            steps.len(),
            total_steps
        );
    }
    let mut orphans = String::new();
    if !orphan_lines.is_empty() {
        orphans.push_str("<pre class=\"orphans\">");
        for (err, line) in &orphan_lines {
            let _ = writeln!(
                orphans,
                "<span class=\"{}\">{}</span>",
                if *err { "err" } else { "" },
                esc(line)
            );
        }
        orphans.push_str("</pre>\n");
    }
    let empty = if steps.is_empty() {
        "<p class=\"meta\">The trace has no steps to draw.</p>\n"
    } else {
        ""
    };
    format!(
        r##"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} — evloop timeline</title>
<style>
{CSS}
</style>
</head>
<body>
<header>
<h1>{title}</h1>
<p class="meta">{summary}</p>
<p class="legend">
<span><svg width="30" height="16"><rect x="1" y="1" width="28" height="14" rx="4" fill="#e8eaf6" stroke="#5c6bc0"/></svg>a callback ran (a step), in its phase's lane</span>
<span><svg width="16" height="16"><path d="M8,2 l6,6 l-6,6 l-6,-6 z" fill="#43a047" stroke="#43a047"/></svg>a callback joined a queue</span>
<span><svg width="16" height="16"><path d="M8,2 l6,6 l-6,6 l-6,-6 z" fill="#fff" stroke="#43a047" stroke-width="1.5"/></svg>… and did not run</span>
<span><svg width="34" height="16"><path d="M2,8 C14,0 20,16 32,8" stroke="#43a047" fill="none" stroke-width="1.5"/></svg>queued → ran</span>
<span><svg width="14" height="16"><line x1="7" y1="0" x2="7" y2="16" stroke="#9aa3ad" stroke-dasharray="4 3" stroke-width="1.5"/></svg>loop turn boundary</span>
<span><code class="outsample">out</code> console output · <code class="outsample err">err</code> stderr</span>
</p>
<p class="hint">Steps run left to right in order (not to scale in time). Hover a box or a marker for its full detail.</p>
</header>
{empty}{orphans}<div class="scroll">
{svg}</div>
</body>
</html>
"##,
        title = esc(title),
    )
}

const CSS: &str = r#"
:root { color-scheme: light; }
body { margin: 0; padding: 20px 24px 28px; background: #fbfbfd; color: #1f2933;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", Arial, sans-serif; }
header { margin-bottom: 12px; }
h1 { font-size: 20px; font-weight: 600; margin: 0 0 4px; }
.meta { margin: 0 0 10px; color: #52606d; font-size: 13px; }
.hint { margin: 6px 0 0; color: #7b8794; font-size: 12px; }
.legend { display: flex; flex-wrap: wrap; gap: 6px 20px; margin: 0; font-size: 12px; color: #3e4c59; }
.legend span { display: inline-flex; align-items: center; gap: 6px; }
.outsample { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 11px;
  background: #fff; border: 1px solid #d9dee3; border-radius: 3px; padding: 0 4px; }
.outsample.err { color: #c62828; }
.orphans { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 12px; }
.orphans .err { color: #c62828; }
.scroll { overflow-x: auto; width: fit-content; max-width: 100%; background: #fff; border: 1px solid #e4e7eb; border-radius: 8px;
  box-shadow: 0 1px 2px rgba(0,0,0,.04); }
svg.chart { display: block; }
svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", Arial, sans-serif; }
.lane { fill: #ffffff; }
.lane.even { fill: #f6f7f9; }
.lanelabel { font-size: 12.5px; font-weight: 600; fill: #323f4b; }
.axisline { stroke: #d9dee3; stroke-width: 1; }
.turnband { fill: #eef1f4; }
.turn { font-size: 11.5px; font-weight: 600; fill: #3e4c59; }
.axislabel { font-size: 11px; fill: #7b8794; text-anchor: end; }
.time { font-size: 11px; fill: #52606d; }
.tick { stroke: #bcc5ce; stroke-width: 1; }
.sep { stroke: #9aa3ad; stroke-width: 1.5; stroke-dasharray: 5 4; }
.link { fill: none; stroke-width: 1.4; opacity: .6; }
.stub { fill: none; stroke: #9aa3ad; stroke-width: 1; stroke-dasharray: 2 2; }
.step rect { stroke-width: 1.2; }
.step.emit > rect:first-of-type { stroke-dasharray: 4 3; }
.step:hover > rect:first-of-type { stroke-width: 2.2; }
.name { font-size: 12px; letter-spacing: -.1px; font-weight: 600; fill: #1f2933; }
.pos { font-size: 10.5px; fill: #616e7c; }
.console { fill: #ffffff; fill-opacity: .85; stroke: #d9dee3; stroke-width: .8; }
.out, .more { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 11px; fill: #1f2933; }
.out.err { fill: #c62828; font-weight: 600; }
.more { fill: #7b8794; font-style: italic; }
.queued:hover path { stroke-width: 2.5; }
"#;

#[cfg(test)]
mod tests {
    use super::*;

    const NODE: &str = r#"{"v":2,"id":0,"time_ms":0,"turn":0,"phase":"main","kind":"run","detail":"main module /w/seed.js","from":null}
{"v":2,"id":1,"time_ms":0,"turn":0,"phase":"","kind":"stdout","detail":"1\n"}
{"v":2,"id":2,"time_ms":0,"turn":0,"phase":"timers","kind":"queue","detail":"setTimeout 1 ms, due at 1 ms: an anonymous function (/w/seed.js:4:12)","by":0}
{"v":2,"id":3,"time_ms":0,"turn":0,"phase":"nextTick","kind":"queue","detail":"process.nextTick: an anonymous function (/w/seed.js:22:18)","by":0}
{"v":2,"id":4,"time_ms":0,"turn":0,"phase":"nextTick","kind":"run","detail":"an anonymous function (/w/seed.js:22:18)","from":3}
{"v":2,"id":5,"time_ms":0,"turn":0,"phase":"","kind":"stderr","detail":"oops <b>\n"}
{"v":2,"id":6,"time_ms":15,"turn":1,"phase":"timers","kind":"run","detail":"an anonymous function (/w/seed.js:4:12)","from":2}
{"v":2,"id":7,"time_ms":15,"turn":1,"phase":"","kind":"stdout","detail":"2\n3\n"}
{"v":2,"id":8,"time_ms":15,"turn":1,"phase":"process","kind":"emit","detail":"'exit'"}
"#;

    #[test]
    fn parses_the_flat_schema_with_escapes() {
        let e = parse_events(
            "{\"v\":1,\"time_ms\":0.02,\"turn\":3,\"phase\":\"x\",\"kind\":\"stdout\",\"detail\":\"a\\\"b\\\\c\\n\\u00e9\\ud83d\\ude00\"}\nnot json\n{\"v\":1}\n",
        );
        assert_eq!(
            e,
            vec![Event {
                id: None,
                time_ms: 0.02,
                turn: 3,
                phase: "x".into(),
                kind: "stdout".into(),
                detail: "a\"b\\c\né😀".into(),
                from: None,
            }]
        );
    }

    #[test]
    fn lanes_follow_the_hosts_order() {
        let e = parse_events(NODE);
        assert_eq!(
            lane_order(&e),
            vec!["main", "timers", "nextTick", "process"]
        );
        let b = parse_events(
            "{\"v\":1,\"time_ms\":0,\"turn\":0,\"phase\":\"microtask\",\"kind\":\"run\",\"detail\":\"a\"}\n{\"v\":1,\"time_ms\":0,\"turn\":0,\"phase\":\"task:timer\",\"kind\":\"run\",\"detail\":\"b\"}\n",
        );
        assert_eq!(lane_order(&b), vec!["task:timer", "microtask"]);
    }

    #[test]
    fn runs_link_to_their_queue_events_by_id() {
        let e = parse_events(NODE);
        assert_eq!(e[2].id, Some(2));
        assert_eq!(e[4].from, Some(3));
        assert_eq!(e[6].from, Some(2));
        assert_eq!(e[0].from, None);
    }

    #[test]
    fn headers_are_short() {
        assert_eq!(
            box_header("an anonymous function (/w/seed.js:22:18)", Some("seed.js")),
            ("anonymous function".into(), "line 22:18".into())
        );
        assert_eq!(
            box_header(
                "'click' listener on div.inner: function `onClick` (/w/b.js:14:1)",
                Some("b.js")
            ),
            (
                "'click' on div.inner".into(),
                "onClick() · line 14:1".into()
            )
        );
        assert_eq!(
            box_header("main module /w/seed.js", Some("seed.js")),
            ("main module".into(), "seed.js".into())
        );
        assert_eq!(ms(50.13), "50.13 ms");
        assert_eq!(ms(0.0), "0 ms");
    }

    #[test]
    fn renders_one_self_contained_page() {
        let html = render_html(NODE, "seed.js · node");
        assert!(html.starts_with("<!DOCTYPE html>"));
        assert!(html.contains("<svg"));
        assert_eq!(html.matches("http").count(), 1, "only the SVG namespace");
        assert!(!html.contains("<script"));
        // Boxes: 4 steps; markers: 2, both matched (2 links); a turn separator.
        assert_eq!(html.matches("<g class=\"step").count(), 4);
        assert_eq!(html.matches("<g class=\"queued\"").count(), 2);
        assert_eq!(html.matches("class=\"link\"").count(), 2);
        assert_eq!(html.matches("class=\"sep\"").count(), 1);
        assert!(html.contains("turn 1"));
        // Console lines, escaped; stderr in red.
        assert!(html.contains(r#"<text class="out err" x="#));
        assert!(html.contains("oops &lt;b&gt;"));
        assert!(html.contains(">3</text>"));
        assert!(html.contains("15 ms"));
    }

    #[test]
    fn big_traces_are_capped() {
        let mut t = String::new();
        for i in 0..(MAX_STEPS + 5) {
            let _ = writeln!(
                t,
                "{{\"v\":1,\"time_ms\":{i},\"turn\":{i},\"phase\":\"timers\",\"kind\":\"run\",\"detail\":\"f\"}}"
            );
        }
        let html = render_html(&t, "big");
        assert_eq!(html.matches("<g class=\"step").count(), MAX_STEPS);
        assert!(html.contains(&format!(
            "showing the first {MAX_STEPS} of {} steps",
            MAX_STEPS + 5
        )));
    }

    #[test]
    fn an_empty_trace_still_renders() {
        let html = render_html("", "nothing");
        assert!(html.contains("no steps to draw"));
        assert!(html.contains("<svg"));
    }
}
