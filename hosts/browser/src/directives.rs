//! Fixture directives: leading `//` comment lines that describe the page and its user, so
//! that one file runs unchanged in evloop and in real Chromium (SEMANTICS.md, "Fixture
//! directives").
//!
//! - `// @html <markup>`: body markup present before the script (lines concatenate).
//! - `// @click SELECTOR`: a trusted user click after the page has loaded; several run in
//!   order.
//! - `// @wait MS`: how long the page runs before its output is collected (default 1000).
//! - `// @nondeterministic`: the real browser races here.

/// Default for `@wait`: how long the page runs, in milliseconds.
pub const DEFAULT_WAIT_MS: u64 = 1000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Directives {
    pub html: String,
    pub clicks: Vec<String>,
    pub wait_ms: u64,
    pub nondeterministic: bool,
}

impl Default for Directives {
    fn default() -> Self {
        Directives {
            html: String::new(),
            clicks: Vec::new(),
            wait_ms: DEFAULT_WAIT_MS,
            nondeterministic: false,
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
}
