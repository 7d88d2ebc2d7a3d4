//! The script's own call stack while a host op runs, as DevTools' Call Stack pane shows it
//! at that moment: the trace's `stack` field (`docs/trace-schema.md`), read only when the
//! host traces.
//!
//! Boa's frames are read innermost first ([`Context::stack_trace`]). Only frames of files
//! on disk are kept (paths starting with `/`, ES modules' `file://` URLs): the hosts'
//! own JavaScript (`node:internal/…`, `evloop:browser/…`), `eval` code and REPL entries
//! are left out, each frame on its own — the script's frames on both sides of an
//! internal one (a listener called by `EventEmitter#emit`) are kept. At most
//! [`MAX_FRAMES`] are kept, the innermost.
//!
//! Positions are V8's: a call's column is its callee's (Boa gives the `(`; `a.b(` is
//! `b`, `new A(` is `new`), read off the file's text; the columns of a first line that
//! the host compiled behind a wrapper (Node's CommonJS wrapper) are the file's own
//! ([`crate::Engine::set_first_line_shift`]). A function with no name, and top-level
//! code, is `(anonymous)`, as DevTools shows them.

use boa_engine::vm::SourcePath;
use boa_engine::Context;
use evloop_core::trace::Frame;

use crate::Shared;

/// The most frames a stack keeps (the innermost).
pub const MAX_FRAMES: usize = 16;

/// The name of an anonymous function or of top-level code, as DevTools shows it.
pub const ANONYMOUS: &str = "(anonymous)";

/// The script's frames, innermost first (see the module's documentation).
pub(crate) fn script_stack(shared: &Shared, context: &Context) -> Vec<Frame> {
    let mut frames = Vec::new();
    for frame in context.stack_trace() {
        if frames.len() == MAX_FRAMES {
            break;
        }
        let path = match frame.code_block().path() {
            SourcePath::Path(p) => p.to_string_lossy(),
            _ => continue,
        };
        if !(path.starts_with('/') || path.starts_with("file://")) {
            continue;
        }
        // Every frame is making a call (the innermost one, to the host's op).
        let at = frame.call_position();
        let Some(pos) = at.position else { continue };
        let name = at.function_name.to_std_string_escaped();
        let name = if name.is_empty() || name == "<main>" {
            ANONYMOUS.to_string()
        } else {
            name
        };
        let line = pos.line_number();
        let mut col = pos.column_number();
        if line == 1 {
            if let Some(shift) = shared.first_line_shift.borrow().get(path.as_ref()) {
                if col > *shift {
                    col -= shift;
                }
            }
        }
        let col = callee_column(shared, &path, line, col);
        frames.push(Frame {
            name,
            file: path.into_owned(),
            line,
            col,
        });
    }
    frames
}

/// V8's column for a call whose position Boa gives at its `(`: the callee's name
/// (`b` of `a.b(`), or `new` for `new A(`. Any other position is kept.
fn callee_column(shared: &Shared, path: &str, line: u32, col: u32) -> u32 {
    let Some(lines) = crate::source::source_text(shared, path) else {
        return col;
    };
    let Some(text) = lines.line(line) else {
        return col;
    };
    let at = (col as usize).saturating_sub(1);
    // The byte where the column's character starts (the column, in an ASCII file).
    let byte = if lines.ascii {
        Some(at).filter(|&b| b < text.len())
    } else {
        text.char_indices().nth(at).map(|(b, _)| b)
    };
    let Some(byte) = byte.filter(|&b| text.as_bytes()[b] == b'(') else {
        return col;
    };
    let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '$';
    let before = text[..byte].trim_end_matches(' ');
    let mut start = before
        .char_indices()
        .rev()
        .take_while(|(_, c)| ident(*c))
        .last()
        .map_or(before.len(), |(b, _)| b);
    if start == before.len() {
        return col;
    }
    // `new A(`: V8 points at `new`.
    let head = text[..start].trim_end();
    if head.len() < start && head.ends_with("new") {
        let rest = &head[..head.len() - 3];
        if !rest.chars().next_back().is_some_and(ident) {
            start = rest.len();
        }
    }
    let column = if lines.ascii {
        start
    } else {
        text[..start].chars().count()
    };
    column as u32 + 1
}
