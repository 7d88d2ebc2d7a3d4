//! Errors as data: what a script threw (stored for the host), why it cannot go on
//! (`process.exit`, a runtime limit, an interrupt), and parse errors with their
//! positions, so that the hosts print them as node and Chrome do.

use boa_engine::error::{EngineError, PanicError, RuntimeLimitError};
use boa_engine::{Context, JsError, Source};

use crate::{store_value, CallbackId, Shared};

/// A value thrown out of JavaScript (stored; see [`Engine::take_thrown`]), or the end of
/// the script requested by a native such as `process.exit`.
#[derive(Debug)]
pub enum Thrown {
    /// An exception; the id names the stored thrown value.
    Value(CallbackId),
    /// `process.exit(code)` or an equivalent unwound the stack.
    Exit(i32),
    /// The engine stopped the script (stack overflow, recursion limit): not catchable.
    Fatal(String),
    /// One function ran more loop iterations than [`Engine::set_loop_limit`] allows (a
    /// runaway synchronous loop): not catchable.
    LoopLimit(u64),
    /// The script was interrupted ([`Engine::set_interrupt`]): not catchable.
    Interrupted,
    /// The heap passed its limit and a garbage collection could not make room
    /// ([`Engine::watch_heap_limit`]): the run is out of memory.
    HeapLimit(crate::HeapLimitHit),
}

/// Why an ES module could not be loaded.
#[derive(Debug)]
pub enum ModuleLoadError {
    Syntax(SyntaxErrorData),
    Thrown(Thrown),
}

/// A script that could not be parsed.
#[derive(Debug, Clone)]
pub struct SyntaxErrorData {
    pub message: String,
    pub line: u32,
    pub column: u32,
}

/// A JavaScript error as data: the thrown value stored, or why the script cannot go on.
pub(crate) fn thrown_of(shared: &Shared, context: &mut Context, e: JsError) -> Thrown {
    if let Some(code) = shared.exit_requested.get() {
        return Thrown::Exit(code);
    }
    if let Some(EngineError::RuntimeLimit(limit)) = e.as_engine() {
        if *limit == RuntimeLimitError::Interrupted && evloop_core::memory::reached() {
            // The flag stays up: no script runs again in this process.
            let hit = shared.heap_hit.borrow_mut().take().unwrap_or_default();
            return Thrown::HeapLimit(hit);
        }
        if *limit == RuntimeLimitError::Interrupted {
            // Reported once: the stack has unwound to the host, which goes on (the flag
            // is cleared); the host's next look sees it (`take_interrupt`).
            if let Some(flag) = shared.interrupt.borrow().as_ref() {
                flag.store(false, std::sync::atomic::Ordering::Relaxed);
            }
            shared.interrupted.set(true);
            return Thrown::Interrupted;
        }
        return match limit {
            RuntimeLimitError::LoopIteration => {
                Thrown::LoopLimit(context.runtime_limits().loop_iteration_limit())
            }
            _ => Thrown::Fatal("RangeError: Maximum call stack size exceeded".to_string()),
        };
    }
    if !is_catchable(&e) {
        return Thrown::Fatal(e.to_string());
    }
    match e.into_opaque(context) {
        Ok(v) => {
            crate::note_throw_site(shared, &v, context);
            Thrown::Value(store_value(shared, v))
        }
        Err(e) => Thrown::Fatal(e.to_string()),
    }
}

fn is_catchable(e: &JsError) -> bool {
    e.as_native().is_some() || e.as_opaque().is_some()
}

/// Reads line and column out of a Boa parse error ("... at line 3, col 9").
pub(crate) fn syntax_error_data(e: &JsError) -> SyntaxErrorData {
    let message = match e.as_native() {
        Some(n) => n.message().to_string(),
        None => e.to_string(),
    };
    let (mut line, mut column) = (0, 0);
    if let Some(at) = message.rfind("at line ") {
        let rest = &message[at + 8..];
        let mut parts = rest.split(", col ");
        line = parts
            .next()
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or(0);
        column = parts
            .next()
            .map(|s| {
                s.chars()
                    .take_while(char::is_ascii_digit)
                    .collect::<String>()
            })
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
    }
    let clean = match message.rfind(" at line ") {
        Some(at) => message[..at].to_string(),
        None => message,
    };
    SyntaxErrorData {
        message: clean,
        line,
        column,
    }
}

/// [`syntax_error_data`] for source that failed to compile. Boa's lexer reports some
/// errors (an unterminated string) without a position; then the position is where the
/// lexer stopped, and the message is V8's.
pub(crate) fn source_error_data(e: &JsError, source: &str) -> SyntaxErrorData {
    let mut data = source_error_position(e, source);
    data.message = crate::v8_syntax::v8_message(&data.message, source, data.line, data.column);
    // Boa reports a name declared twice at the start of the body; V8 at the second one.
    if let Some(name) = data
        .message
        .strip_prefix("Identifier '")
        .and_then(|rest| rest.strip_suffix("' has already been declared"))
    {
        if let Some((line, column)) = crate::v8_syntax::redeclaration_position(source, name) {
            data.line = line;
            data.column = column;
        }
    }
    data
}

fn source_error_position(e: &JsError, source: &str) -> SyntaxErrorData {
    let mut data = syntax_error_data(e);
    if data.line == 0 {
        if let Some((line, column)) = lex_error_position(source) {
            data.line = line;
            data.column = column;
            match data.message.as_str() {
                "unterminated string literal" => {
                    data.message = "Invalid or unexpected token".to_string();
                }
                "unterminated template literal" => {
                    // V8 reads on to the end of the input.
                    data.message = "Unexpected end of input".to_string();
                    data.line = source.matches('\n').count() as u32 + 1;
                    data.column = 1;
                }
                _ => {}
            }
        }
    }
    data
}

/// Whether `source` fails to parse only because it stops too early (an open brace,
/// bracket, template or comment): a REPL then reads another line.
pub fn input_is_incomplete(source: &str) -> bool {
    let mut context = Context::default();
    let src = Source::from_bytes(source);
    match boa_engine::Script::parse(src, None, &mut context) {
        Ok(_) => false,
        Err(e) => {
            let message = e.to_string();
            [
                "abrupt end",
                "unterminated template literal",
                "unterminated multiline comment",
            ]
            .iter()
            .any(|m| message.contains(m))
        }
    }
}

/// Where Boa's lexer fails on `source`: the start of the first token after the last one
/// it could read (whitespace and comments skipped), as 1-based line and column.
fn lex_error_position(source: &str) -> Option<(u32, u32)> {
    use boa_engine::ast::Spanned;
    use boa_engine::parser::source::ReadChar;

    struct Chars<'a>(std::str::Chars<'a>);
    impl ReadChar for Chars<'_> {
        fn next_char(&mut self) -> std::io::Result<Option<u32>> {
            Ok(self.0.next().map(u32::from))
        }
    }
    let mut lexer = boa_engine::parser::Lexer::new(Chars(source.chars()));
    let mut interner = boa_engine::interner::Interner::default();
    let (mut line, mut column) = (1u32, 1u32);
    loop {
        match lexer.next(&mut interner) {
            Ok(Some(token)) => {
                let end = token.span().end();
                (line, column) = (end.line_number(), end.column_number());
            }
            Ok(None) => return None,
            Err(_) => break,
        }
    }
    // Skip blanks and comments after the last token.
    let lines: Vec<&str> = source.lines().collect();
    let (mut l, mut c) = (line as usize - 1, column as usize - 1);
    let mut in_block = false;
    while let Some(text) = lines.get(l) {
        let chars: Vec<char> = text.chars().collect();
        while c < chars.len() {
            if in_block {
                if chars[c] == '*' && chars.get(c + 1) == Some(&'/') {
                    in_block = false;
                    c += 2;
                } else {
                    c += 1;
                }
            } else if chars[c].is_whitespace() {
                c += 1;
            } else if chars[c] == '/' && chars.get(c + 1) == Some(&'/') {
                c = chars.len();
            } else if chars[c] == '/' && chars.get(c + 1) == Some(&'*') {
                in_block = true;
                c += 2;
            } else {
                return Some((l as u32 + 1, c as u32 + 1));
            }
        }
        l += 1;
        c = 0;
    }
    Some((line, column))
}

/// Makes an uncatchable unwind that [`Engine::call`] reports as [`Thrown::Exit`].
pub(crate) fn exit_unwind(shared: &Shared, code: i32) -> JsError {
    shared.exit_requested.set(Some(code));
    EngineError::Panic(PanicError::new("evloop: process exit")).into()
}
