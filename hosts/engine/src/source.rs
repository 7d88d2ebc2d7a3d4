//! The text of the sources the engine has run or read, by path, for diagnostics: a
//! function's position in the trace (`describe`), the REPL's completion of global names
//! (`complete`) and the columns of stack frames (`stack`). A file is read once.

use std::rc::Rc;

use crate::{sys, Shared};

/// A source's text with where each line starts.
pub(crate) struct SourceText {
    pub(crate) text: String,
    starts: Vec<usize>,
    /// The text is ASCII: a column is a byte offset.
    pub(crate) ascii: bool,
}

impl SourceText {
    pub(crate) fn new(text: String) -> Self {
        let mut starts = vec![0];
        starts.extend(
            text.bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i + 1),
        );
        let ascii = text.is_ascii();
        SourceText {
            text,
            starts,
            ascii,
        }
    }

    /// Line `n` (1-based), without its line break.
    pub(crate) fn line(&self, n: u32) -> Option<&str> {
        let n = usize::try_from(n).ok()?.checked_sub(1)?;
        let start = *self.starts.get(n)?;
        let end = self.starts.get(n + 1).map_or(self.text.len(), |e| e - 1);
        let line = &self.text[start..end];
        Some(line.strip_suffix('\r').unwrap_or(line))
    }
}

/// The text of the source at `path` (a path, a `file://` URL, or the name a script was
/// run under), read from disk the first time.
pub(crate) fn source_text(shared: &Shared, path: &str) -> Option<Rc<SourceText>> {
    if let Some(known) = shared.files.borrow().get(path) {
        return Some(known.clone());
    }
    let text = sys::read_to_string(path.strip_prefix("file://").unwrap_or(path))?;
    let source = Rc::new(SourceText::new(text));
    shared
        .files
        .borrow_mut()
        .insert(path.to_string(), source.clone());
    Some(source)
}

/// Keeps `text` as the source named `path` (a script that is not a file).
pub(crate) fn keep_source(shared: &Shared, path: &str, text: &str) {
    shared
        .files
        .borrow_mut()
        .insert(path.to_string(), Rc::new(SourceText::new(text.to_string())));
}
