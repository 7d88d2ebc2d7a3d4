//! The trace's two written forms, one event at a time: the text form (a story of the run,
//! top to bottom) and JSON Lines (schema v4, `docs/trace-schema.md`).

use std::fmt::Write as _;

use super::{Frame, Link, TraceEvent, TraceFormat, TRACE_SCHEMA_VERSION};
use crate::why::Explainer;

/// What rendering an event needs to know besides the event: its links, and for a `run`
/// the `queue` event it came from and the step that queued that.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Context<'a> {
    pub link: Link,
    /// The detail of the `queue` event a `run` came from.
    pub queued: Option<&'a str>,
    /// The detail of the step that queued it.
    pub queued_by: Option<&'a str>,
    /// The script's call stack when the event was recorded, innermost first.
    pub stack: &'a [Frame],
}

/// Renders events in order (the JSON form's `why` reads the trace's past).
#[derive(Debug, Clone)]
pub(crate) struct Renderer {
    pub format: TraceFormat,
    /// The text form's phase column width.
    pub width: usize,
    /// The text form repeats the script's output lines (`|` stdout, `!` stderr).
    pub echo: bool,
    pub cwd: Option<Cwd>,
    explainer: Explainer,
}

impl Renderer {
    pub fn new(format: TraceFormat, width: usize, echo: bool, cwd: Option<Cwd>) -> Self {
        Renderer {
            format,
            width,
            echo,
            cwd,
            explainer: Explainer::default(),
        }
    }

    /// Event `id` in this renderer's form (one or more lines, each ending in a newline;
    /// nothing for an output event the text form does not repeat).
    pub fn render(&mut self, id: usize, e: &TraceEvent, cx: Context<'_>) -> String {
        let why = self.explainer.next(e, cx.queued);
        match self.format {
            TraceFormat::Text => {
                if !self.echo && (e.kind == "stdout" || e.kind == "stderr") {
                    return String::new();
                }
                text_line(e, cx.queued_by, self.width, self.cwd.as_ref())
            }
            TraceFormat::Json => json_line(id, e, cx.link, cx.stack, why, self.cwd.as_ref()),
        }
    }
}

/// The working directory as the trace takes it out of paths: `file:///dir/` and `/dir/`.
#[derive(Debug, Clone)]
pub(crate) struct Cwd {
    url: String,
    dir: String,
}

impl Cwd {
    pub fn new(dir: &str) -> Self {
        Cwd {
            url: format!("file://{dir}/"),
            dir: format!("{dir}/"),
        }
    }
}

/// `text` with the working directory's paths made relative to it
/// (`/home/me/app/x.js:3:1` → `x.js:3:1`), as a reader meets them.
pub(crate) fn relative(cwd: Option<&Cwd>, text: &str) -> String {
    match cwd {
        Some(cwd) if text.contains(&cwd.dir) => text.replace(&cwd.url, "").replace(&cwd.dir, ""),
        _ => text.to_string(),
    }
}

/// A path (or an ES module's file URL) relative to the working directory when it is
/// inside it, as [`relative`] makes paths inside a detail.
fn relative_path<'a>(cwd: Option<&Cwd>, path: &'a str) -> &'a str {
    match cwd {
        Some(cwd) => path
            .strip_prefix(cwd.url.as_str())
            .or_else(|| path.strip_prefix(cwd.dir.as_str()))
            .unwrap_or(path),
        None => path,
    }
}

/// An event in the text form: `time  turn  phase  kind  detail`, a run with the step that
/// queued it; console output indented under the callback that printed it.
pub(crate) fn text_line(
    e: &TraceEvent,
    queued_by: Option<&str>,
    width: usize,
    cwd: Option<&Cwd>,
) -> String {
    let mut out = String::new();
    if e.kind == "stdout" || e.kind == "stderr" {
        for line in e.detail.lines() {
            let _ = writeln!(
                out,
                "{:>32}{} {line}",
                "",
                if e.kind == "stdout" { "|" } else { "!" }
            );
        }
        return out;
    }
    let ms = e.at_ns as f64 / 1e6;
    let _ = write!(
        out,
        "{ms:>10.3} ms  turn {:<3} {:<width$} {:<6} {}",
        e.turn,
        e.phase,
        e.kind,
        relative(cwd, &e.detail)
    );
    if e.kind == "run" {
        if let Some(by) = queued_by {
            let _ = write!(out, "  <- queued by {}", file_names(&relative(cwd, by)));
        }
    }
    out.push('\n');
    out
}

/// An event as one JSON Lines object (schema v4): the schema version and the event's
/// index (`id`); a `queue` event adds `by` (the step that queued it), a `run` event
/// `from` (the `queue` event it came from), a `cancel` event both; a step (`run`, `emit`)
/// adds `rule` and `why` (the rule of the loop that chose it, see [`crate::why`]); an
/// event recorded while the script's code ran adds its call stack (`stack`, innermost
/// first); and, when the callback's source position is known, `loc`, always last:
/// `{"v":4,"id":3,"time_ms":0.5,"turn":1,"phase":"timers","kind":"run","detail":"...","from":1,"rule":"node-timers","why":"...","loc":{"file":"x.js","line":4,"col":12}}`.
pub(crate) fn json_line(
    id: usize,
    e: &TraceEvent,
    link: Link,
    stack: &[Frame],
    why: Option<crate::why::Why>,
    cwd: Option<&Cwd>,
) -> String {
    let num = |n: Option<usize>| n.map_or("null".to_string(), |n| n.to_string());
    let mut extra = match e.kind {
        "queue" => format!(",\"by\":{}", num(link.by)),
        "run" => format!(",\"from\":{}", num(link.from)),
        "cancel" => format!(",\"by\":{},\"from\":{}", num(link.by), num(link.from)),
        _ => String::new(),
    };
    if let Some(why) = &why {
        let _ = write!(
            extra,
            ",\"rule\":{},\"why\":{}",
            json_string(why.rule),
            json_string(&why.text)
        );
    }
    if !stack.is_empty() {
        extra.push_str(",\"stack\":[");
        for (n, f) in stack.iter().enumerate() {
            let _ = write!(
                extra,
                "{}{{\"fn\":{},\"file\":{},\"line\":{},\"col\":{}}}",
                if n > 0 { "," } else { "" },
                json_string(&f.name),
                json_string(relative_path(cwd, &f.file)),
                f.line,
                f.col
            );
        }
        extra.push(']');
    }
    let detail = relative(cwd, &e.detail);
    if e.kind != "stdout" && e.kind != "stderr" {
        if let Some((file, line, col)) = location(&detail) {
            let _ = write!(
                extra,
                ",\"loc\":{{\"file\":{},\"line\":{line},\"col\":{col}}}",
                json_string(file)
            );
        }
    }
    format!(
        "{{\"v\":{TRACE_SCHEMA_VERSION},\"id\":{id},\"time_ms\":{},\"turn\":{},\"phase\":{},\"kind\":{},\"detail\":{}{extra}}}\n",
        e.at_ns as f64 / 1e6,
        e.turn,
        json_string(e.phase),
        json_string(e.kind),
        json_string(&detail)
    )
}

/// `detail` with each path cut to its file name (`/a/b/x.js:5:18` → `x.js:5:18`), to keep
/// the "queued by" notes short.
fn file_names(detail: &str) -> String {
    let mut out = String::with_capacity(detail.len());
    for (n, word) in detail.split(' ').enumerate() {
        if n > 0 {
            out.push(' ');
        }
        let open = word.starts_with('(');
        let body = word.trim_start_matches('(');
        match body.rfind('/') {
            Some(cut) if body.starts_with('/') => {
                if open {
                    out.push('(');
                }
                out.push_str(&body[cut + 1..]);
            }
            _ => out.push_str(word),
        }
    }
    out
}

/// The last `(file:line:col)` in a detail: where the step's callback is defined.
pub fn location(detail: &str) -> Option<(&str, u32, u32)> {
    let close = detail.rfind(')')?;
    let open = detail[..close].rfind('(')?;
    let inner = &detail[open + 1..close];
    let (rest, col) = inner.rsplit_once(':')?;
    let (file, line) = rest.rsplit_once(':')?;
    let line = line.parse().ok()?;
    let col = col.parse().ok()?;
    (!file.is_empty()).then_some((file, line, col))
}

/// A JSON string literal (the trace's, and the explainer page's data).
pub fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    let mut start = 0;
    for (i, &b) in s.as_bytes().iter().enumerate() {
        // Only ASCII bytes need escaping, so `i` is always at a character boundary.
        let escaped = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0..=0x1f => "",
            _ => continue,
        };
        out.push_str(&s[start..i]);
        if escaped.is_empty() {
            let _ = write!(out, "\\u{:04x}", b);
        } else {
            out.push_str(escaped);
        }
        start = i + 1;
    }
    out.push_str(&s[start..]);
    out.push('"');
    out
}
