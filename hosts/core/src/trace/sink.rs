//! Where a streamed trace goes, and its completion on every kind of exit.
//!
//! A sink is shared (`Arc<Mutex<Sink>>`) between the loop's thread, which writes each
//! event as it is recorded, and whatever ends the process early: a fatal signal's
//! thread calls [`finish_all`] (through `output::before_death`) before the process dies,
//! so the file is complete — every line written, the last one whole — however the run
//! ends.

use std::io::{Read as _, Seek as _, Write as _};
use std::sync::{Arc, Mutex, Weak};

use super::TraceTarget;

/// Bytes a file sink holds before it writes them.
const BUFFER: usize = 64 * 1024;

#[derive(Debug)]
enum Dest {
    /// stderr is a terminal: each event goes out as it happens, after the stdout
    /// written before it.
    Terminal,
    /// stderr, but at the end of the run (after the script's own stderr): meanwhile the
    /// trace waits in an unlinked temporary file (or, without one, in memory).
    SpillFile(std::fs::File),
    SpillMemory(String),
    File(std::fs::File, std::path::PathBuf),
    Memory(Arc<Mutex<String>>),
}

#[derive(Debug)]
pub(crate) struct Sink {
    dest: Dest,
    buf: String,
    /// The first error writing it (said once, at the end of the run).
    error: Option<String>,
    /// Finished: later writes are dropped (the process is ending).
    done: bool,
}

/// Every live sink, for [`finish_all`].
static SINKS: Mutex<Vec<Weak<Mutex<Sink>>>> = Mutex::new(Vec::new());

impl Sink {
    /// A sink for `target`; `terminal` when the text form goes to stderr and stderr is a
    /// terminal (written as it happens).
    pub(crate) fn open(target: &TraceTarget, terminal: bool) -> Arc<Mutex<Sink>> {
        let mut error = None;
        let dest = match target {
            TraceTarget::Stderr if terminal => Dest::Terminal,
            TraceTarget::Stderr | TraceTarget::Kept => match crate::sys::spill_file() {
                Some(f) => Dest::SpillFile(f),
                None => Dest::SpillMemory(String::new()),
            },
            TraceTarget::File(path) => match crate::sys::create_own_file(path) {
                Ok(f) => Dest::File(f, path.clone()),
                Err(e) => {
                    error = Some(format!(
                        "cannot write the trace to '{}': {e}",
                        path.display()
                    ));
                    Dest::SpillMemory(String::new())
                }
            },
            TraceTarget::Memory(m) => Dest::Memory(m.clone()),
        };
        let sink = Arc::new(Mutex::new(Sink {
            dest,
            buf: String::new(),
            error,
            done: false,
        }));
        let mut all = SINKS.lock().unwrap_or_else(|e| e.into_inner());
        all.retain(|w| w.strong_count() > 0);
        all.push(Arc::downgrade(&sink));
        sink
    }

    pub(crate) fn write(&mut self, text: &str) {
        if self.done || self.error.is_some() {
            return;
        }
        match &mut self.dest {
            Dest::Terminal => {
                crate::output::flush_stdout();
                crate::sys::write_stderr(text.as_bytes());
            }
            Dest::SpillMemory(s) => s.push_str(text),
            Dest::Memory(m) => m.lock().unwrap_or_else(|e| e.into_inner()).push_str(text),
            Dest::SpillFile(_) | Dest::File(..) => {
                self.buf.push_str(text);
                if self.buf.len() >= BUFFER {
                    self.write_buffer();
                }
            }
        }
    }

    fn write_buffer(&mut self) {
        if self.buf.is_empty() {
            return;
        }
        let result = match &mut self.dest {
            Dest::SpillFile(f) | Dest::File(f, _) => f.write_all(self.buf.as_bytes()),
            _ => Ok(()),
        };
        if let Err(e) = result {
            self.error.get_or_insert_with(|| match &self.dest {
                Dest::File(_, path) => {
                    format!("cannot write the trace to '{}': {e}", path.display())
                }
                _ => format!("cannot keep the trace until the end of the run: {e}"),
            });
        }
        self.buf.clear();
    }

    /// Writes out what is buffered; a trace bound for stderr at the end goes there now
    /// (after the stdout written so far). Returns the first error, once. Later writes
    /// are dropped.
    pub(crate) fn finish(&mut self) -> Option<String> {
        if self.done {
            return None;
        }
        self.write_buffer();
        self.done = true;
        match &mut self.dest {
            Dest::SpillFile(f) => {
                crate::output::flush_stdout();
                if f.rewind().is_ok() {
                    let mut chunk = vec![0u8; BUFFER];
                    while let Ok(n) = f.read(&mut chunk) {
                        if n == 0 {
                            break;
                        }
                        crate::sys::write_stderr(&chunk[..n]);
                    }
                }
            }
            Dest::SpillMemory(s) => {
                crate::output::flush_stdout();
                crate::sys::write_stderr(s.as_bytes());
                *s = String::new();
            }
            Dest::File(f, _) => {
                let _ = f.flush();
            }
            Dest::Terminal | Dest::Memory(_) => {}
        }
        self.error.take()
    }
}

/// Finishes every live trace sink (the process is about to die by a signal).
pub fn finish_all() {
    let all: Vec<Arc<Mutex<Sink>>> = SINKS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .filter_map(Weak::upgrade)
        .collect();
    for sink in all {
        if let Some(e) = sink.lock().unwrap_or_else(|e| e.into_inner()).finish() {
            crate::sys::write_stderr(format!("evloop: {e}\n").as_bytes());
        }
    }
}
