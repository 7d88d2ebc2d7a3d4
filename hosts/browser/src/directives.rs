//! Fixture directives: leading `//` comment lines that describe the page and its user, so
//! that one file runs unchanged in evloop and in real Chromium (SEMANTICS.md, "Fixture
//! directives").
//!
//! - `// @html <markup>`: body markup present before the script (lines concatenate).
//! - `// @click SELECTOR`: a trusted user click after the page has loaded; several run in
//!   order.
//! - `// @wait MS`: how long the page runs before its output is collected (default 1000).
//! - `// @nondeterministic`: the real browser races here.
//! - `// @route METHOD PATH STATUS [delay=Nms] [type=MIME] [header=Name:Value]... [BODY]`:
//!   how the page's server (http://127.0.0.1:8000) answers `fetch` and `XMLHttpRequest`
//!   (`webapis/fetch.js` has the network model). METHOD is a method name or `*` (any);
//!   PATH starts with `/` and matches the request's path, or its path and query when PATH
//!   has a `?`; STATUS is 200-599, or `error` for a network error (the server closes the
//!   connection). `delay` is the server's time to answer (default 0 ms); `type` is the
//!   Content-Type; `header` adds a response header (repeatable, in order); the rest of
//!   the line is the body. The first matching route answers; a path no route answers
//!   gets a 404 `text/plain` "not found". The Chromium oracle serves the same routes.

/// Default for `@wait`: how long the page runs, in milliseconds.
pub const DEFAULT_WAIT_MS: u64 = 1000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Directives {
    pub html: String,
    pub clicks: Vec<String>,
    pub wait_ms: u64,
    pub nondeterministic: bool,
    /// The page server's routes (`@route`), in the file's order.
    pub routes: Vec<Route>,
}

/// One `@route`: a response of the modelled page server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    /// The method (as written, so case-sensitive as HTTP methods are) or `*`.
    pub method: String,
    pub path: String,
    /// The status, or `None` for a network error.
    pub status: Option<u16>,
    /// How long the server takes to answer, in milliseconds.
    pub delay_ms: u64,
    /// The Content-Type, if the route gives one.
    pub content_type: Option<String>,
    /// Further response headers, in order.
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Route {
    /// Reads the text after `@route`.
    fn parse(arg: &str) -> Result<Route, String> {
        let mut rest = arg.trim();
        let mut word = || {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            let w = &rest[..end];
            rest = rest[end..].trim_start();
            (!w.is_empty()).then_some(w)
        };
        let (Some(method), Some(path), Some(status)) = (word(), word(), word()) else {
            return Err("@route needs METHOD PATH STATUS [options] [BODY]".to_string());
        };
        if !path.starts_with('/') {
            return Err(format!("@route path must start with '/', not '{path}'"));
        }
        let status = match status {
            "error" => None,
            s => match s.parse::<u16>() {
                Ok(n) if (200..=599).contains(&n) && s.len() == 3 => Some(n),
                _ => {
                    return Err(format!(
                        "@route status must be 200-599 or 'error', not '{s}'"
                    ))
                }
            },
        };
        let mut route = Route {
            method: method.to_string(),
            path: path.to_string(),
            status,
            delay_ms: 0,
            content_type: None,
            headers: Vec::new(),
            body: String::new(),
        };
        // Options are the words of the form key=value with a known key; the body is the
        // rest of the line from the first other word (so a body may contain spaces).
        loop {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            let token = &rest[..end];
            let Some((key, value)) = token.split_once('=') else {
                break;
            };
            match key {
                "delay" => {
                    let digits = value
                        .strip_suffix("ms")
                        .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()));
                    route.delay_ms = match digits.map(str::parse::<u64>) {
                        Some(Ok(n)) => n,
                        _ => {
                            return Err(format!(
                                "@route delay must be whole milliseconds like delay=30ms, not '{value}'"
                            ))
                        }
                    };
                }
                "type" if !value.is_empty() => route.content_type = Some(value.to_string()),
                "type" => return Err("@route type= needs a MIME type".to_string()),
                "header" => match value.split_once(':') {
                    Some((name, v)) if !name.is_empty() => {
                        route.headers.push((name.to_string(), v.to_string()))
                    }
                    _ => return Err(format!("@route header= needs Name:Value, not '{value}'")),
                },
                _ => break,
            }
            rest = rest[end..].trim_start();
        }
        route.body = rest.to_string();
        Ok(route)
    }
}

impl Default for Directives {
    fn default() -> Self {
        Directives {
            html: String::new(),
            clicks: Vec::new(),
            wait_ms: DEFAULT_WAIT_MS,
            nondeterministic: false,
            routes: Vec::new(),
        }
    }
}

impl Directives {
    /// Reads the directives from the comment lines at the top of `source` (blank lines
    /// and other comments may sit between them; the first code line ends the header).
    pub fn parse(source: &str) -> Result<Directives, String> {
        let mut d = Directives::default();
        for (index, line) in source.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || (index == 0 && line.starts_with("#!")) {
                continue;
            }
            let Some(comment) = line.strip_prefix("//") else {
                break;
            };
            let comment = comment.trim_start();
            let Some(rest) = comment.strip_prefix('@') else {
                continue;
            };
            let (name, arg) = match rest.find(char::is_whitespace) {
                Some(i) => (&rest[..i], rest[i..].trim()),
                None => (rest, ""),
            };
            let at = index + 1;
            match name {
                "html" => d.html.push_str(arg),
                "click" if !arg.is_empty() => d.clicks.push(arg.to_string()),
                "click" => return Err(format!("line {at}: @click needs a selector")),
                "wait" => {
                    d.wait_ms = arg.parse().map_err(|_| {
                        format!(
                            "line {at}: @wait needs a whole number of milliseconds, not '{arg}'"
                        )
                    })?
                }
                // `@nondeterministic: why` carries its reason after a colon.
                "nondeterministic" | "nondeterministic:" => d.nondeterministic = true,
                "route" => d
                    .routes
                    .push(Route::parse(arg).map_err(|e| format!("line {at}: {e}"))?),
                // Other @words in comments (JSDoc tags and the like) are not ours.
                _ => {}
            }
        }
        Ok(d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_header() {
        let src = "// The click puzzle.\n// @html <div class=\"outer\">\n// @html <div class=\"inner\"></div></div>\n\n// @click .inner\n// @click #b\n// @wait 300\n// @nondeterministic\nconsole.log(1);\n// @click .late\n";
        let d = Directives::parse(src).unwrap();
        assert_eq!(
            d.html,
            "<div class=\"outer\"><div class=\"inner\"></div></div>"
        );
        assert_eq!(d.clicks, vec![".inner", "#b"]);
        assert_eq!(d.wait_ms, 300);
        assert!(d.nondeterministic);
        let noted = Directives::parse("// @nondeterministic: 1 run in 10 differs\nx();\n").unwrap();
        assert!(noted.nondeterministic);
    }

    #[test]
    fn defaults_and_errors() {
        assert_eq!(Directives::parse("x()").unwrap(), Directives::default());
        assert!(Directives::parse("// @wait soon\n")
            .unwrap_err()
            .contains("@wait"));
        assert!(Directives::parse("// @click\n")
            .unwrap_err()
            .contains("selector"));
    }

    #[test]
    fn reads_routes() {
        let src = "// @route GET /api/user 200 delay=30ms type=application/json header=X-A:1 header=x-b:2:3 {\"id\": 1}\n// @route * /e error\n// @route POST /q?x=1 201\nrun();\n";
        let d = Directives::parse(src).unwrap();
        assert_eq!(
            d.routes[0],
            Route {
                method: "GET".into(),
                path: "/api/user".into(),
                status: Some(200),
                delay_ms: 30,
                content_type: Some("application/json".into()),
                headers: vec![("X-A".into(), "1".into()), ("x-b".into(), "2:3".into())],
                body: "{\"id\": 1}".into(),
            }
        );
        assert_eq!(d.routes[1].status, None);
        assert_eq!(d.routes[1].delay_ms, 0);
        assert_eq!(d.routes[2].body, "");
        // A body word with '=' but an unknown key is body.
        let d = Directives::parse("// @route GET /a 200 a=b c\n").unwrap();
        assert_eq!(d.routes[0].body, "a=b c");
        for (bad, says) in [
            ("// @route GET /a\n", "METHOD PATH STATUS"),
            ("// @route GET a 200\n", "must start with '/'"),
            ("// @route GET /a 99\n", "200-599"),
            ("// @route GET /a ok\n", "200-599"),
            ("// @route GET /a 200 delay=3s\n", "whole milliseconds"),
            ("// @route GET /a 200 delay=ms\n", "whole milliseconds"),
            ("// @route GET /a 200 header=nocolon\n", "Name:Value"),
            ("// @route GET /a 200 type=\n", "MIME"),
        ] {
            let e = Directives::parse(bad).unwrap_err();
            assert!(
                e.contains(says) && e.starts_with("line 1: @route"),
                "{bad}: {e}"
            );
        }
    }
}
