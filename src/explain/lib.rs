//! `evloop run --timeline FILE.html`: the run's JSON Lines trace (schema v3,
//! `docs/trace-schema.md`) as one self-contained explainer page — inline CSS and
//! JavaScript, the script's sources, no network.
//!
//! The page is the explainer component (`src/explain/explainer.js` and `.css`) mounted on
//! the trace: step through the run with the source, the call stack, every queue, the
//! console and why each step ran. This file only assembles the page; the component is the
//! same one `evloop serve` and the web playground mount. It is a crate of its own, so the
//! web build (the `web` crate, for wasm32) renders the same page.

use std::collections::BTreeMap;
use std::path::Path;

use evloop_core::trace::json_string;

/// The explainer component, shared by every application that shows a trace.
pub const EXPLAINER_JS: &str = include_str!("explainer.js");
pub const EXPLAINER_CSS: &str = include_str!("explainer.css");

/// A source file is embedded only up to this size.
const MAX_SOURCE_BYTES: u64 = 1 << 20;
/// At most this many source files are embedded.
const MAX_SOURCES: usize = 32;

/// The page for a trace, with the sources it names read from the working directory.
pub fn render_html(json_lines: &str, title: &str) -> String {
    render_html_in(json_lines, title, Path::new("."))
}

/// [`render_html`] with the trace's relative paths resolved against `dir` (the working
/// directory when the run began; a script may `process.chdir`).
pub fn render_html_in(json_lines: &str, title: &str, dir: &Path) -> String {
    let mut sources = BTreeMap::new();
    for file in source_files(json_lines) {
        if sources.len() == MAX_SOURCES {
            break;
        }
        let path = dir.join(&file);
        let small =
            std::fs::metadata(&path).is_ok_and(|m| m.is_file() && m.len() <= MAX_SOURCE_BYTES);
        if let Some(text) = small.then(|| std::fs::read_to_string(&path).ok()).flatten() {
            sources.insert(file, text);
        }
    }
    render_page(json_lines, title, &sources)
}

/// The page for a trace and the sources to show beside it (file name as the trace names
/// it → text).
pub fn render_page(json_lines: &str, title: &str, sources: &BTreeMap<String, String>) -> String {
    let events: Vec<&str> = json_lines
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with('{') && l.ends_with('}'))
        .collect();
    let mut data = String::with_capacity(json_lines.len() + 4096);
    data.push_str("{\"title\":");
    data.push_str(&json_string(title));
    data.push_str(",\"rulesUrl\":\"\",\"sources\":{");
    for (n, (file, text)) in sources.iter().enumerate() {
        if n > 0 {
            data.push(',');
        }
        data.push_str(&json_string(file));
        data.push(':');
        data.push_str(&json_string(text));
    }
    // Each event as the trace has it, less what the page does not need repeated: the
    // schema version and id (the index), `loc` (read again from the detail), and each
    // `why` sentence (kept once, in `whys`).
    let mut whys: Vec<String> = Vec::new();
    let mut why_index: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    data.push_str("},\"trace\":[");
    for (n, line) in events.iter().enumerate() {
        if n > 0 {
            data.push(',');
        }
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
        data.push('{');
        match string_span(body, ",\"why\":") {
            Some((start, end)) => {
                let text = &body[start + ",\"why\":".len()..end];
                let next = whys.len();
                let k = *why_index.entry(text.to_string()).or_insert(next);
                if k == next {
                    whys.push(text.to_string());
                }
                data.push_str(&body[..start]);
                data.push_str(&format!(",\"w\":{k}"));
                data.push_str(&body[end..]);
            }
            None => data.push_str(body),
        }
    }
    data.push_str("],\"whys\":[");
    data.push_str(&whys.join(","));
    data.push_str("]}");
    let mut rules = String::new();
    for (id, heading, text) in evloop_core::why::RULES {
        rules.push_str(&format!(
            "<dt id=\"{id}\">{} <code>{id}</code></dt><dd>{}</dd>\n",
            esc(heading),
            esc(text)
        ));
    }
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
<title>{title} · evloop</title>\n<style>\nbody {{ margin: 0 16px 24px; background: #fff; }}\n\
.rules {{ font: 13px/1.45 system-ui, sans-serif; color: #1f2328; margin-top: 18px; }}\n\
.rules dt {{ font-weight: 600; margin-top: 8px; }} .rules dd {{ margin: 2px 0 0 16px; color: #57606a; }}\n\
.rules dt:target {{ background: #fff8c5; }}\n{css}</style>\n</head>\n<body>\n\
<main id=\"explainer\"></main>\n\
<details class=\"rules\"><summary>The rules of the loop</summary><dl>\n{rules}</dl></details>\n\
<script type=\"application/json\" id=\"evloop-data\">{data}</script>\n\
<script>\n{js}\n</script>\n<script>\n\
(function () {{\n  var data = JSON.parse(document.getElementById('evloop-data').textContent);\n\
  window.explainer = EvloopExplainer.mount(document.getElementById('explainer'), data);\n\
  document.addEventListener('click', function (e) {{\n\
    var a = e.target.closest && e.target.closest('a.evx-rule');\n\
    if (a) {{ e.preventDefault(); var d = document.getElementById(a.hash.slice(1));\n\
      if (d) {{ d.parentNode.parentNode.open = true; location.hash = a.hash; }} }}\n\
  }});\n}})();\n</script>\n</body>\n</html>\n",
        title = esc(title),
        css = EXPLAINER_CSS,
        js = EXPLAINER_JS,
        data = script_safe(&data),
    )
}

/// The files a trace names: the main script (its first step) and every step's `loc`.
fn source_files(json_lines: &str) -> Vec<String> {
    let mut files: Vec<String> = Vec::new();
    let add = |files: &mut Vec<String>, f: String| {
        if !f.is_empty() && !files.contains(&f) {
            files.push(f);
        }
    };
    for (n, line) in json_lines.lines().enumerate() {
        if n == 0 {
            if let Some(detail) = string_field(line, "\"detail\":") {
                if let Some(main) = detail
                    .strip_prefix("main module ")
                    .or_else(|| detail.strip_prefix("classic script "))
                {
                    add(&mut files, main.to_string());
                }
            }
        }
        if let Some(file) = string_field(line, "\"loc\":{\"file\":") {
            add(&mut files, file);
        }
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
        let lines = "{\"v\":3,\"id\":0,\"time_ms\":0,\"turn\":0,\"phase\":\"main\",\"kind\":\"run\",\"detail\":\"main module a.js\",\"from\":null,\"rule\":\"node-main\",\"why\":\"w\"}\n\
{\"v\":3,\"id\":1,\"time_ms\":0,\"turn\":0,\"phase\":\"\",\"kind\":\"stdout\",\"detail\":\"</script>\\n\"}\n\
{\"v\":3,\"id\":2,\"time_ms\":1,\"turn\":1,\"phase\":\"timers\",\"kind\":\"run\",\"detail\":\"f (lib/b.js:2:3)\",\"from\":null,\"loc\":{\"file\":\"lib/b.js\",\"line\":2,\"col\":3}}\n";
        assert_eq!(source_files(lines), ["a.js", "lib/b.js"]);
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
