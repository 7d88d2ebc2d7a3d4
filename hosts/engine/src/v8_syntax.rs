//! V8's words for Boa's syntax errors: the common messages a reader meets, so an error
//! reads as node prints it ("Unexpected token ';'", "Unexpected identifier 'b'", "missing
//! ) after argument list"). What the token is (a number, a string, a name) is read from
//! the source at the error's position; messages without a known V8 form pass unchanged.

/// V8's message for a script that stops too early.
pub const END_OF_INPUT: &str = "Unexpected end of input";

/// V8's message for Boa's `message` about `source` at 1-based `line`/`column`.
pub(crate) fn v8_message(message: &str, source: &str, line: u32, column: u32) -> String {
    let fixed = |m: &str| Some(m.to_string());
    let mapped = match message {
        "'let' is disallowed as a lexically bound name" => {
            fixed("let is disallowed as a lexically bound name")
        }
        "Expected initializer for const declaration" => {
            fixed("Missing initializer in const declaration")
        }
        m if m.starts_with("unexpected token '(', function declaration") => {
            fixed("Function statements require a function name")
        }
        m if m.starts_with("expected one of ',' or ')', got ")
            && m.ends_with(" in argument list") =>
        {
            fixed("missing ) after argument list")
        }
        m if m.starts_with("abrupt end") => fixed(END_OF_INPUT),
        m if m.starts_with("lexical name `") && m.ends_with("` declared multiple times") => {
            let name = &m["lexical name `".len()..m.len() - "` declared multiple times".len()];
            Some(format!("Identifier '{name}' has already been declared"))
        }
        m if m.starts_with("unexpected '") && m.ends_with('\'') && m.len() <= 16 => {
            fixed("Invalid or unexpected token")
        }
        m => unexpected_token(m).map(|token| describe(token, source, line, column)),
    };
    mapped.unwrap_or_else(|| message.to_string())
}

/// Where V8 reports a name declared twice: at the second declaration of `name` in
/// `source` (after `let`, `const`, `var`, `class` or `function`), as 1-based line and
/// column; None when the source does not show two.
pub(crate) fn redeclaration_position(source: &str, name: &str) -> Option<(u32, u32)> {
    let mut seen = 0;
    for (l, text) in source.split('\n').enumerate() {
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let start = i;
            if chars[i].is_alphabetic() || chars[i] == '_' || chars[i] == '$' {
                while i < chars.len()
                    && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '$')
                {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                if matches!(
                    word.as_str(),
                    "let" | "const" | "var" | "class" | "function"
                ) {
                    let mut j = i;
                    while j < chars.len() && (chars[j].is_whitespace() || chars[j] == '*') {
                        j += 1;
                    }
                    let k = j + name.chars().count();
                    let follows = chars
                        .get(k)
                        .is_none_or(|c| !(c.is_alphanumeric() || *c == '_' || *c == '$'));
                    if k <= chars.len() && chars[j..k].iter().copied().eq(name.chars()) && follows {
                        seen += 1;
                        if seen == 2 {
                            return Some((l as u32 + 1, j as u32 + 1));
                        }
                    }
                }
            } else {
                i += 1;
            }
        }
    }
    None
}

/// The token Boa's message says was unexpected: `unexpected token 'T', …` or
/// `expected …, got 'T' in …` (`expected token ';', got 'b' in expression statement`).
fn unexpected_token(message: &str) -> Option<&str> {
    if let Some(rest) = message.strip_prefix("unexpected token '") {
        return rest
            .rfind("', ")
            .map(|end| &rest[..end])
            .or_else(|| rest.strip_suffix('\''));
    }
    if message.starts_with("expected ") {
        let at = message.find(", got '")?;
        let rest = &message[at + ", got '".len()..];
        let end = rest.rfind("' in ")?;
        return Some(&rest[..end]);
    }
    None
}

/// "Unexpected number", "Unexpected string", "Unexpected identifier 'x'" or
/// "Unexpected token 'x'", by what the source holds where the token starts.
fn describe(token: &str, source: &str, line: u32, column: u32) -> String {
    let at = source
        .lines()
        .nth(line.saturating_sub(1) as usize)
        .and_then(|text| text.chars().nth(column.saturating_sub(1) as usize));
    match at {
        Some('"' | '\'') => "Unexpected string".to_string(),
        Some('`') => "Unexpected template string".to_string(),
        Some(c) if c.is_ascii_digit() => "Unexpected number".to_string(),
        _ if token.chars().next().is_some_and(|c| c.is_ascii_digit()) => {
            "Unexpected number".to_string()
        }
        _ if is_name(token) && !is_reserved(token) => format!("Unexpected identifier '{token}'"),
        _ => format!("Unexpected token '{token}'"),
    }
}

fn is_name(token: &str) -> bool {
    let mut chars = token.chars();
    chars
        .next()
        .is_some_and(|c| c == '_' || c == '$' || c.is_alphabetic())
        && chars.all(|c| c == '_' || c == '$' || c.is_alphanumeric())
}

/// Words V8 reports as a token, not as an identifier.
fn is_reserved(word: &str) -> bool {
    matches!(
        word,
        "break"
            | "case"
            | "catch"
            | "class"
            | "const"
            | "continue"
            | "debugger"
            | "default"
            | "delete"
            | "do"
            | "else"
            | "export"
            | "extends"
            | "finally"
            | "for"
            | "function"
            | "if"
            | "import"
            | "in"
            | "instanceof"
            | "new"
            | "return"
            | "super"
            | "switch"
            | "this"
            | "throw"
            | "try"
            | "typeof"
            | "var"
            | "void"
            | "while"
            | "with"
            | "null"
            | "true"
            | "false"
            | "enum"
    )
}

#[cfg(test)]
mod tests {
    use super::{redeclaration_position, v8_message};

    #[test]
    fn a_redeclaration_is_reported_at_the_second_declaration() {
        assert_eq!(
            redeclaration_position("let x = 1; let x = 2;", "x"),
            Some((1, 16))
        );
        assert_eq!(
            redeclaration_position("const ab = 1;\nfunction f() {}\nvar ab;", "ab"),
            Some((3, 5))
        );
        assert_eq!(redeclaration_position("let xy = 1; let x = 2;", "x"), None);
    }

    #[test]
    fn common_messages_read_as_v8_writes_them() {
        let cases = [
            ("unexpected token ';', primary expression", "let x = ;", 1, 9, "Unexpected token ';'"),
            ("expected one of ',' or ')', got '}' in argument list", "foo(1, 2\n})", 2, 1, "missing ) after argument list"),
            ("expected one of ';' or 'line terminator', got '2' in lexical declaration binding list", "let a = 1 2;", 1, 11, "Unexpected number"),
            ("expected one of ';' or 'line terminator', got 'b' in lexical declaration binding list", "let s = \"a\" \"b\";", 1, 13, "Unexpected string"),
            ("expected token ';', got 'b' in expression statement", "a b", 1, 3, "Unexpected identifier 'b'"),
            ("unexpected '@'", "@", 1, 1, "Invalid or unexpected token"),
            ("unexpected token '{', expected class identifier", "class { }", 1, 7, "Unexpected token '{'"),
            ("'let' is disallowed as a lexically bound name", "let let = 1;", 1, 5, "let is disallowed as a lexically bound name"),
            ("Expected initializer for const declaration", "const y;", 1, 7, "Missing initializer in const declaration"),
            ("unexpected token '(', function declaration", "function (", 1, 10, "Function statements require a function name"),
            ("lexical name `x` declared multiple times", "let x; let x;", 1, 1, "Identifier 'x' has already been declared"),
            ("something Boa says that V8 words differently", "x", 1, 1, "something Boa says that V8 words differently"),
        ];
        for (boa, source, line, column, v8) in cases {
            assert_eq!(v8_message(boa, source, line, column), v8, "{boa}");
        }
    }
}
