//! Tab completion in `evloop repl`, as Node's REPL completes: dot commands, names in the
//! global scope (with JavaScript's keywords once a letter is typed), and the properties
//! of a simple expression before a `.` (`process.nex`, `[].fil`, `a.b?.c`), up its
//! prototype chain.
//!
//! This half reads the text before the cursor and puts the candidates in Node's order;
//! the host's engine resolves the expression ([`Names`]). Node evaluates the expression
//! before the last dot (`try { expr } catch {}`), so a getter on the way runs; here only
//! identifiers, literals and member accesses with literal keys are accepted, and the
//! engine reads them without running any of the script's code.

/// The start of a member chain, before its first `.`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Base {
    /// A name in the global scope (a global object property or a `let`/`const`/`class`).
    Name(String),
    /// An array literal of literals: `[]`, `[1, 2]`.
    Array,
    /// A string literal: `'abc'`, `"abc"`, a template without substitutions.
    String,
}

/// `base.keys[0].keys[1]…`: the object whose properties are listed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberPath {
    pub base: Base,
    pub keys: Vec<String>,
}

/// What the engine tells the completer. Each list is a group of names: the object's own,
/// then its prototype's, and so on up the chain.
pub trait Names {
    /// The names of the global scope: the global lexical declarations first, then the
    /// global object's own properties, then its prototypes'.
    fn global_names(&mut self) -> Vec<Vec<String>>;
    /// The property names of the object `path` names, or `None` when it cannot be
    /// reached without running code (a getter, a proxy) or is not an object or primitive.
    fn member_names(&mut self, path: &MemberPath) -> Option<Vec<Vec<String>>>;
}

/// The words Node's REPL adds to global names once something is typed (its
/// `addCommonWords`): keywords that are not global properties.
const KEYWORDS: &[&str] = &[
    "async",
    "await",
    "break",
    "case",
    "catch",
    "const",
    "continue",
    "debugger",
    "default",
    "delete",
    "do",
    "else",
    "export",
    "false",
    "finally",
    "for",
    "function",
    "if",
    "import",
    "in",
    "instanceof",
    "let",
    "new",
    "null",
    "return",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "typeof",
    "var",
    "void",
    "while",
    "with",
    "yield",
];

/// What Tab completes in the text before the cursor.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Target {
    /// A dot command (the word after the dot, typed so far).
    Command(String),
    /// A name in the global scope (typed so far).
    Global(String),
    /// A property of `path`; `shown` is the expression as typed with its `.` or `?.`.
    Member {
        path: MemberPath,
        shown: String,
        partial: String,
    },
}

/// The candidates for the text before the cursor: the byte offset where the completed
/// word starts, and what may replace it (each the whole word, as Node lists them:
/// `process.nextTick`), in Node's order (the closest names last). `commands` are
/// the dot commands (`.help`, …).
pub fn complete(before: &str, commands: &[&str], names: &mut dyn Names) -> (usize, Vec<String>) {
    let Some((start, target)) = target(before) else {
        return (before.len(), Vec::new());
    };
    let (groups, filter) = match target {
        Target::Command(partial) => (
            vec![commands.iter().map(|c| c.to_string()).collect()],
            format!(".{partial}"),
        ),
        Target::Global(partial) => {
            let mut groups = names.global_names();
            if !partial.is_empty() {
                groups.push(KEYWORDS.iter().map(|k| k.to_string()).collect());
            }
            (groups, partial)
        }
        Target::Member {
            path,
            shown,
            partial,
        } => {
            let Some(groups) = names.member_names(&path) else {
                return (start, Vec::new());
            };
            let groups = groups
                .into_iter()
                .map(|g| g.into_iter().map(|m| format!("{shown}{m}")).collect())
                .collect();
            (groups, format!("{shown}{partial}"))
        }
    };
    (start, merge(groups, &filter))
}

/// Node's `completionGroupsLoaded`: keep what starts with `filter` (ignoring case), sort
/// each group, drop names an earlier group has, and list the last group first.
fn merge(groups: Vec<Vec<String>>, filter: &str) -> Vec<String> {
    let lower = filter.to_lowercase();
    let mut seen = std::collections::HashSet::new();
    let mut kept: Vec<Vec<String>> = Vec::new();
    for mut group in groups {
        group.retain(|name| name.to_lowercase().starts_with(&lower));
        group.sort();
        group.dedup();
        group.retain(|name| seen.insert(name.clone()));
        if !group.is_empty() {
            kept.push(group);
        }
    }
    kept.into_iter().rev().flatten().collect()
}

fn is_ident_start(c: char) -> bool {
    c == '_' || c == '$' || c.is_alphabetic()
}

fn is_ident_part(c: char) -> bool {
    is_ident_start(c) || c.is_alphanumeric() || c == '\u{200c}' || c == '\u{200d}'
}

/// Reads what is being completed at the end of `before`, and where its word starts.
fn target(before: &str) -> Option<(usize, Target)> {
    let trimmed = before.trim_start();
    if let Some(word) = trimmed.strip_prefix('.') {
        if word.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Some((before.len() - trimmed.len(), Target::Command(word.into())));
        }
    }
    // The identifier being typed (possibly empty).
    let word_start = before
        .char_indices()
        .rev()
        .take_while(|&(_, c)| is_ident_part(c))
        .last()
        .map_or(before.len(), |(i, _)| i);
    let partial = &before[word_start..];
    if partial.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let head = &before[..word_start];
    let (object, optional) = if let Some(object) = head.strip_suffix("?.") {
        (object, true)
    } else if let Some(object) = head.strip_suffix('.') {
        (object, false)
    } else {
        // A global name; with nothing typed, only on an empty line (as Node).
        if partial.is_empty() && !before.is_empty() {
            return None;
        }
        return Some((word_start, Target::Global(partial.into())));
    };
    let (start, path) = member_path(object)?;
    let dot = if optional { "?." } else { "." };
    let shown = format!("{}{dot}", &before[start..object.len()]);
    Some((
        start,
        Target::Member {
            path,
            shown,
            partial: partial.into(),
        },
    ))
}

/// Reads the member chain that ends `text` (`a.b['c']?.d`), backwards; its start and
/// path. `None` unless it is made only of names, literals and literal keys.
fn member_path(text: &str) -> Option<(usize, MemberPath)> {
    let mut keys = Vec::new();
    let mut end = text.len();
    loop {
        let rest = &text[..end];
        let last = rest.chars().next_back()?;
        if last == ']' {
            let open = matching_open(rest)?;
            let inner = &rest[open + 1..rest.len() - 1];
            let before = rest[..open].trim_end_matches("?.");
            let after_expression = before
                .chars()
                .next_back()
                .is_some_and(|c| is_ident_part(c) || matches!(c, ']' | '\'' | '"' | '`'));
            if after_expression {
                keys.push(literal_key(inner)?);
                end = before.len();
                continue;
            }
            // An array literal starts the chain.
            if !inner.trim().is_empty() && !inner.split(',').all(|e| literal_key(e).is_some()) {
                return None;
            }
            return finish(text, open, Base::Array, keys);
        }
        if matches!(last, '\'' | '"' | '`') {
            let open = string_start(rest)?;
            if rest[open..].contains("${") {
                return None;
            }
            return finish(text, open, Base::String, keys);
        }
        let start = rest
            .char_indices()
            .rev()
            .take_while(|&(_, c)| is_ident_part(c))
            .last()
            .map(|(i, _)| i)?;
        let name = &rest[start..];
        if !name.starts_with(is_ident_start) {
            return None;
        }
        let before = &rest[..start];
        if let Some(object) = before
            .strip_suffix("?.")
            .or_else(|| before.strip_suffix('.'))
        {
            keys.push(name.to_string());
            end = object.len();
            continue;
        }
        return finish(text, start, Base::Name(name.to_string()), keys);
    }
}

/// The chain's head starts at `start`: nothing that would make it part of a larger
/// expression may come right before it.
fn finish(
    text: &str,
    start: usize,
    base: Base,
    mut keys: Vec<String>,
) -> Option<(usize, MemberPath)> {
    let before = text[..start].chars().next_back();
    if before.is_some_and(|c| is_ident_part(c) || matches!(c, '.' | ')' | ']' | '\'' | '"' | '`')) {
        return None;
    }
    keys.reverse();
    Some((start, MemberPath { base, keys }))
}

/// The index of the `[` that the final `]` of `text` closes (strings skipped over).
fn matching_open(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut in_string: Option<char> = None;
    // Walk forwards, remembering open brackets, so that quotes are read in order.
    let mut opens = Vec::new();
    let mut last_open = None;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if let Some(q) = in_string {
            if c == '\\' {
                chars.next();
            } else if c == q {
                in_string = None;
            }
            continue;
        }
        match c {
            '\'' | '"' | '`' => in_string = Some(c),
            '[' => {
                opens.push(i);
                depth += 1;
            }
            ']' => {
                last_open = opens.pop();
                depth = depth.checked_sub(1)?;
            }
            _ => {}
        }
    }
    if in_string.is_some() || !text.ends_with(']') {
        return None;
    }
    last_open
}

/// The start of the string literal that ends `text`.
fn string_start(text: &str) -> Option<usize> {
    let mut in_string: Option<(char, usize)> = None;
    let mut last = None;
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        match in_string {
            Some((q, start)) => {
                if c == '\\' {
                    chars.next();
                } else if c == q {
                    in_string = None;
                    last = Some((start, i));
                }
            }
            None if matches!(c, '\'' | '"' | '`') => in_string = Some((c, i)),
            None => {}
        }
    }
    match (in_string, last) {
        (None, Some((start, end))) if end + 1 == text.len() => Some(start),
        _ => None,
    }
}

/// A literal property key: a string literal without escapes or a non-negative integer.
fn literal_key(text: &str) -> Option<String> {
    let t = text.trim();
    if !t.is_empty() && t.chars().all(|c| c.is_ascii_digit()) {
        return Some(t.to_string());
    }
    let quote = t.chars().next()?;
    if !matches!(quote, '\'' | '"') || t.len() < 2 || !t.ends_with(quote) {
        return None;
    }
    let inner = &t[1..t.len() - 1];
    if inner.contains(['\\', quote]) {
        return None;
    }
    Some(inner.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(base: Base, keys: &[&str]) -> MemberPath {
        MemberPath {
            base,
            keys: keys.iter().map(|k| k.to_string()).collect(),
        }
    }

    #[test]
    fn reads_what_is_completed() {
        assert_eq!(target("glo"), Some((0, Target::Global("glo".into()))));
        assert_eq!(target("x = glo"), Some((4, Target::Global("glo".into()))));
        assert_eq!(target(""), Some((0, Target::Global(String::new()))));
        assert_eq!(target("x = "), None);
        assert_eq!(target(".he"), Some((0, Target::Command("he".into()))));
        assert_eq!(
            target("process.nex"),
            Some((
                0,
                Target::Member {
                    path: member(Base::Name("process".into()), &[]),
                    shown: "process.".into(),
                    partial: "nex".into(),
                }
            ))
        );
        assert_eq!(
            target("f([].fil"),
            Some((
                2,
                Target::Member {
                    path: member(Base::Array, &[]),
                    shown: "[].".into(),
                    partial: "fil".into(),
                }
            ))
        );
        assert_eq!(
            target("a.b['c d']?.e[0]?."),
            Some((
                0,
                Target::Member {
                    path: member(Base::Name("a".into()), &["b", "c d", "e", "0"]),
                    shown: "a.b['c d']?.e[0]?.".into(),
                    partial: String::new(),
                }
            ))
        );
        assert_eq!(
            target("'abc'.len"),
            Some((
                0,
                Target::Member {
                    path: member(Base::String, &[]),
                    shown: "'abc'.".into(),
                    partial: "len".into(),
                }
            ))
        );
    }

    #[test]
    fn refuses_what_would_run_code() {
        // Calls, computed keys, templates with substitutions, numbers.
        assert_eq!(target("f().x"), None);
        assert_eq!(target("a[b].x"), None);
        assert_eq!(target("[f()].x"), None);
        assert_eq!(target("`${f()}`.x"), None);
        assert_eq!(target("1.5.x"), None);
        assert_eq!(target("a.1x"), None);
    }

    struct Fake;
    impl Names for Fake {
        fn global_names(&mut self) -> Vec<Vec<String>> {
            vec![
                vec!["zeta".into()],
                vec!["globalThis".into(), "global".into(), "Map".into()],
            ]
        }
        fn member_names(&mut self, path: &MemberPath) -> Option<Vec<Vec<String>>> {
            (path.base == Base::Name("o".into())).then(|| {
                vec![
                    vec!["own".into(), "toString".into()],
                    vec!["toString".into(), "valueOf".into()],
                ]
            })
        }
    }

    #[test]
    fn orders_as_node() {
        let c = |s: &str| complete(s, &[".help", ".exit"], &mut Fake);
        assert_eq!(c("glo"), (0, vec!["global".into(), "globalThis".into()]));
        // Case is ignored; keywords come first, the closest names last.
        assert_eq!(c("m"), (0, vec!["Map".into()]));
        assert_eq!(
            c("t"),
            (
                0,
                vec![
                    "this".into(),
                    "throw".into(),
                    "true".into(),
                    "try".into(),
                    "typeof".into()
                ]
            )
        );
        assert_eq!(
            c("o."),
            (
                0,
                vec!["o.valueOf".into(), "o.own".into(), "o.toString".into()]
            )
        );
        assert_eq!(c("x = o.v"), (4, vec!["o.valueOf".into()]));
        assert_eq!(c("p."), (0, vec![]));
        assert_eq!(c(".h"), (0, vec![".help".into()]));
    }
}
