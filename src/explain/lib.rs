//! `evloop run --timeline FILE.html`: the run's JSON Lines trace (schema v4,
//! `docs/trace-schema.md`) as one self-contained explainer page — inline CSS and
//! JavaScript, the script's sources, no network.
//!
//! The page is the explainer component (`src/explain/explainer.js` and `.css`) mounted on
//! the trace: step through the run with the source, the call stack, every queue, the
//! console and why each step ran. This file only assembles the page; the component is the
//! same one `evloop serve` and the web playground mount. It is a crate of its own, so the
//! web build (the `web` crate, for wasm32) renders the same page.

use std::collections::{BTreeMap, HashMap};
use std::io::Write as _;
use std::path::Path;

use evloop_core::trace::json_string;

/// The explainer component, shared by every application that shows a trace.
pub const EXPLAINER_JS: &str = include_str!("explainer.js");
pub const EXPLAINER_CSS: &str = include_str!("explainer.css");

/// A source file is embedded only up to this size.
const MAX_SOURCE_BYTES: u64 = 1 << 20;
/// At most this many source files are embedded.
const MAX_SOURCES: usize = 32;

/// At most this many distinct `why` sentences are kept once (in `whys`, referred to by
/// index); past it a step keeps its own, so a page of any length is written in bounded
/// memory.
const MAX_WHYS: usize = 4096;

/// The page for a trace, with the sources it names read from the working directory.
pub fn render_html(json_lines: &str, title: &str) -> String {
    render_html_in(json_lines, title, Path::new("."))
}

/// [`render_html`] with the trace's relative paths resolved against `dir` (the working
/// directory when the run began; a script may `process.chdir`).
pub fn render_html_in(json_lines: &str, title: &str, dir: &Path) -> String {
    let mut page = Vec::new();
    let lines = json_lines.lines().map(|l| Ok(l.to_string()));
    // Writing into memory cannot fail.
    let _ = write_page(&mut page, lines, title, |files| read_sources(files, dir));
    String::from_utf8_lossy(&page).into_owned()
}

/// The page for the JSON Lines trace in file `trace`, written to `out` as the trace is
/// read (bounded memory for a trace of any length), with the sources it names read
/// from `dir`.
pub fn write_html_file(trace: &Path, out: &Path, title: &str, dir: &Path) -> std::io::Result<()> {
    use std::io::BufRead as _;
    let reader = std::io::BufReader::new(std::fs::File::open(trace)?);
    let mut page = std::io::BufWriter::new(std::fs::File::create(out)?);
    write_page(&mut page, reader.lines(), title, |files| {
        read_sources(files, dir)
    })?;
    page.flush()
}

/// The files a trace names that can be embedded (small enough), read from `dir`.
fn read_sources(files: &[String], dir: &Path) -> BTreeMap<String, String> {
    let mut sources = BTreeMap::new();
    for file in files {
        if sources.len() == MAX_SOURCES {
            break;
        }
        let path = dir.join(file);
        let small =
            std::fs::metadata(&path).is_ok_and(|m| m.is_file() && m.len() <= MAX_SOURCE_BYTES);
        if let Some(text) = small.then(|| std::fs::read_to_string(&path).ok()).flatten() {
            sources.insert(file.clone(), text);
        }
    }
    sources
}

/// The page for a trace and the sources to show beside it (file name as the trace names
/// it → text).
pub fn render_page(json_lines: &str, title: &str, sources: &BTreeMap<String, String>) -> String {
    let mut page = Vec::new();
    let lines = json_lines.lines().map(|l| Ok(l.to_string()));
    let _ = write_page(&mut page, lines, title, |_| sources.clone());
    String::from_utf8_lossy(&page).into_owned()
}

/// Writes the page: the head and the rules, the trace event by event as `lines` gives it
/// (each line of schema v4 JSON Lines), then the sources `sources` returns for the files
/// the trace names (the main script first), then the component and the code that
/// mounts it.
pub fn write_page<W: std::io::Write>(
    out: &mut W,
    lines: impl Iterator<Item = std::io::Result<String>>,
    title: &str,
    sources: impl FnOnce(&[String]) -> BTreeMap<String, String>,
) -> std::io::Result<()> {
    let mut rules = String::new();
    for (id, heading, text) in evloop_core::why::RULES {
        rules.push_str(&format!(
            "<dt id=\"{id}\">{} <code>{id}</code></dt><dd>{}</dd>\n",
            esc(heading),
            esc(text)
        ));
    }
    write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
<title>{title} · evloop</title>\n<style>\nbody {{ margin: 0 16px 24px; background: #fff; }}\n\
.rules {{ font: 13px/1.45 system-ui, sans-serif; color: #1f2328; margin-top: 18px; }}\n\
.rules dt {{ font-weight: 600; margin-top: 8px; }} .rules dd {{ margin: 2px 0 0 16px; color: #57606a; }}\n\
.rules dt:target {{ background: #fff8c5; }}\n{css}</style>\n</head>\n<body>\n\
<main id=\"explainer\"></main>\n\
<details class=\"rules\"><summary>The rules of the loop</summary><dl>\n{rules}</dl></details>\n\
<script type=\"application/json\" id=\"evloop-data\">",
        title = esc(title),
        css = EXPLAINER_CSS,
    )?;
    write!(
        out,
        "{{\"title\":{},\"rulesUrl\":\"\",\"trace\":[",
        script_safe(&json_string(title))
    )?;
    // Each event as the trace has it, less what the page does not need repeated: the
    // schema version and id (the index), `loc` (read again from the detail), and each
    // `why` sentence (kept once, in `whys`).
    let mut whys: Vec<String> = Vec::new();
    let mut why_index: HashMap<String, usize> = HashMap::new();
    let mut files: Vec<String> = Vec::new();
    let mut first = true;
    for (n, line) in lines.enumerate() {
        let line = line?;
        let line = line.trim();
        if !(line.starts_with('{') && line.ends_with('}')) {
            continue;
        }
        note_files(&mut files, n, line);
        let body = line
            .find("\"time_ms\":")
            .map_or(&line[1..], |at| &line[at..]);
        // `loc`, always last, is the detail's last `(file:line:col)`: the page reads it
        // from there.
        let trimmed;
        let body = match body.rfind(",\"loc\":{") {
            Some(at) if body.ends_with("}}") => {
                trimmed = format!("{}}}", &body[..at]);
                trimmed.as_str()
            }
            _ => body,
        };
        let mut event = String::with_capacity(body.len() + 2);
        event.push_str(if first { "{" } else { ",{" });
        first = false;
        match string_span(body, ",\"why\":") {
            Some((start, end)) => {
                let text = &body[start + ",\"why\":".len()..end];
                let k = match why_index.get(text) {
                    Some(k) => Some(*k),
                    None if whys.len() < MAX_WHYS => {
                        why_index.insert(text.to_string(), whys.len());
                        whys.push(text.to_string());
                        Some(whys.len() - 1)
                    }
                    None => None,
                };
                match k {
                    Some(k) => {
                        event.push_str(&body[..start]);
                        event.push_str(&format!(",\"w\":{k}"));
                        event.push_str(&body[end..]);
                    }
                    None => event.push_str(body),
                }
            }
            None => event.push_str(body),
        }
        out.write_all(script_safe(&event).as_bytes())?;
    }
    write!(
        out,
        "],\"whys\":[{}],\"sources\":{{",
        script_safe(&whys.join(","))
    )?;
    for (n, (file, text)) in sources(&files).iter().enumerate() {
        let entry = format!(
            "{}{}:{}",
            if n > 0 { "," } else { "" },
            json_string(file),
            json_string(text)
        );
        out.write_all(script_safe(&entry).as_bytes())?;
    }
    write!(
        out,
        "}}}}</script>\n<script>\n{js}\n</script>\n<script>\n\
(function () {{\n  var data = JSON.parse(document.getElementById('evloop-data').textContent);\n\
  window.explainer = EvloopExplainer.mount(document.getElementById('explainer'), data);\n\
  document.addEventListener('click', function (e) {{\n\
    var a = e.target.closest && e.target.closest('a.evx-rule');\n\
    if (a) {{ e.preventDefault(); var d = document.getElementById(a.hash.slice(1));\n\
      if (d) {{ d.parentNode.parentNode.open = true; location.hash = a.hash; }} }}\n\
  }});\n}})();\n</script>\n</body>\n</html>\n",
        js = EXPLAINER_JS,
    )
}

/// At most this many file names are gathered from a trace for its sources.
const MAX_NAMES: usize = 256;

/// The files line `n` of a trace names: the main script (its first step), every step's
/// `loc` and the files of every `stack` frame.
fn note_files(files: &mut Vec<String>, n: usize, line: &str) {
    let mut add = |f: String| {
        if !f.is_empty() && files.len() < MAX_NAMES && !files.contains(&f) {
            files.push(f);
        }
    };
    if n == 0 {
        if let Some(detail) = string_field(line, "\"detail\":") {
            if let Some(main) = detail
                .strip_prefix("main module ")
                .or_else(|| detail.strip_prefix("classic script "))
            {
                add(main.to_string());
            }
        }
    }
    if let Some(file) = string_field(line, "\"loc\":{\"file\":") {
        add(file);
    }
    // A stack's frames (`{"fn":…,"file":…}`; a detail's quotes are escaped, so the key
    // is not found in one).
    if let Some(at) = line.find(",\"stack\":[") {
        let mut rest = &line[at..];
        while let Some(i) = rest.find(",\"file\":") {
            rest = &rest[i..];
            if let Some(file) = string_field(rest, ",\"file\":") {
                add(file);
            }
            rest = &rest[1..];
        }
    }
}

/// The files a trace names (see [`note_files`]).
#[cfg(test)]
fn source_files(json_lines: &str) -> Vec<String> {
    let mut files = Vec::new();
    for (n, line) in json_lines.lines().enumerate() {
        note_files(&mut files, n, line);
    }
    files
}

/// The JSON string value right after `key` in `line`, unescaped.
fn string_field(line: &str, key: &str) -> Option<String> {
    let start = line.find(key)? + key.len();
    let mut chars = line[start..].chars();
    if chars.next()? != '"' {
        return None;
    }
    let mut out = String::new();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                'u' => {
                    let hex: String = chars.by_ref().take(4).collect();
                    out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                }
                c => out.push(c),
            },
            c => out.push(c),
        }
    }
    None
}

/// Where `key` and the JSON string after it are in `line`: the key's start and the end
/// of the string literal (just past its closing quote).
fn string_span(line: &str, key: &str) -> Option<(usize, usize)> {
    let start = line.find(key)?;
    let open = start + key.len();
    let bytes = line.as_bytes();
    if bytes.get(open) != Some(&b'"') {
        return None;
    }
    let mut i = open + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return Some((start, i + 1)),
            _ => i += 1,
        }
    }
    None
}

/// JSON made safe inside a `<script>` element: no `</` (or `<!--`) can end it early.
fn script_safe(json: &str) -> String {
    json.replace("</", "<\\/").replace("<!--", "<\\u0021--")
}

/// Text made safe in HTML.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_embeds_trace_sources_and_rules_safely() {
        let lines = "{\"v\":4,\"id\":0,\"time_ms\":0,\"turn\":0,\"phase\":\"main\",\"kind\":\"run\",\"detail\":\"main module a.js\",\"from\":null,\"rule\":\"node-main\",\"why\":\"w\"}\n\
{\"v\":4,\"id\":1,\"time_ms\":0,\"turn\":0,\"phase\":\"\",\"kind\":\"stdout\",\"detail\":\"</script>\\n\",\"stack\":[{\"fn\":\"log\",\"file\":\"lib/c.js\",\"line\":1,\"col\":9},{\"fn\":\"(anonymous)\",\"file\":\"a.js\",\"line\":1,\"col\":1}]}\n\
{\"v\":4,\"id\":2,\"time_ms\":1,\"turn\":1,\"phase\":\"timers\",\"kind\":\"run\",\"detail\":\"f (lib/b.js:2:3)\",\"from\":null,\"loc\":{\"file\":\"lib/b.js\",\"line\":2,\"col\":3}}\n";
        assert_eq!(source_files(lines), ["a.js", "lib/c.js", "lib/b.js"]);
        let mut sources = BTreeMap::new();
        sources.insert("a.js".to_string(), "console.log('</script>')\n".to_string());
        let html = render_page(lines, "a.js · node", &sources);
        assert!(html.starts_with("<!DOCTYPE html>"));
        assert_eq!(
            html.matches("</script>").count(),
            3,
            "only the page's own script ends"
        );
        assert!(html.contains("<dt id=\"node-timers\">"));
        assert!(html.contains("\"trace\":[{\"time_ms\":0,\"turn\":0,\"phase\":\"main\""));
        assert!(html.contains("\"rule\":\"node-main\",\"w\":0}"));
        assert!(html.contains("\"whys\":[\"w\"]"));
        assert!(
            html.contains("\"detail\":\"f (lib/b.js:2:3)\",\"from\":null}"),
            "loc is left out"
        );
        assert!(
            html.contains("\"stack\":[{\"fn\":\"log\",\"file\":\"lib/c.js\""),
            "stacks are kept"
        );
        assert!(!html.contains("http://") && !html.contains("https://"));
    }

    #[test]
    fn string_fields_unescape() {
        assert_eq!(
            string_field(r#"{"detail":"a \"b\" \u00e9"}"#, "\"detail\":").as_deref(),
            Some("a \"b\" é")
        );
        assert_eq!(string_field("{}", "\"detail\":"), None);
    }
}
