//! `evloop repl`: the front end. It reads lines — with a line editor (history, Ctrl-C,
//! Ctrl-D, a coloured prompt) on a terminal, plainly from piped stdin otherwise — and
//! hands them to the host's session, which runs them and steps the loop.

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use anyhow::Context as _;
use clap::Args;
use evloop_core::repl::{Complete, LineSource, Read};
use evloop_core::BudgetLimits;
use rustyline::history::{DefaultHistory, History as _};

use crate::cli::{Host, LoopArgs};

#[derive(Args, Debug)]
#[command(after_help = after_help())]
pub struct ReplArgs {
    #[command(flatten)]
    pub common: LoopArgs,
}

/// `evloop repl --help` ends with what `.help` prints in a session.
fn after_help() -> String {
    format!(
        "In the REPL (.help prints this too):\n\n{}",
        evloop_core::repl::help()
    )
}

/// Runs a session; returns the process exit code.
pub fn run(args: ReplArgs) -> anyhow::Result<u8> {
    let args = args.common;
    crate::limits::apply(args.max_old_space_size)?;
    let limits = BudgetLimits {
        max_callbacks: args.max_callbacks,
        max_drain: args.max_drain,
        max_steps: args.max_steps,
        ..BudgetLimits::default()
    };
    let browser = (args.host == Host::Browser).then(|| evloop_browser::Options {
        clock: args.clock_mode(),
        limits,
        ..evloop_browser::Options::default()
    });
    let options = evloop_node::Options {
        clock: args.clock_mode(),
        limits,
        legacy_node10: args.host == Host::Node10,
        ..evloop_node::Options::default()
    };
    // Deep JavaScript recursion needs a deep native stack.
    let worker = std::thread::Builder::new()
        .name("evloop-js".into())
        .stack_size(1 << 30)
        .spawn(move || {
            let interrupt = catch_ctrl_c();
            let input: Box<dyn LineSource> = if std::io::stdin().is_terminal() {
                match Terminal::new(interrupt.clone()) {
                    Some(t) => Box::new(t),
                    None => Box::new(Piped::new(interrupt)),
                }
            } else {
                Box::new(Piped::new(interrupt))
            };
            match &browser {
                Some(browser) => evloop_browser::repl(browser, input),
                None => evloop_node::repl(&options, input),
            }
        })
        .context("cannot start the JavaScript thread")?;
    match worker.join() {
        Ok(_) if evloop_core::memory::reached() => crate::limits::die_of_heap_limit(),
        Ok(code) => Ok((code & 0xff) as u8),
        // The panic hook has said what failed; 70 is EX_SOFTWARE (an internal error).
        Err(_) => Ok(70),
    }
}

/// The flag Ctrl-C (SIGINT) sets while the session runs JavaScript or steps the loop.
static INTERRUPT: OnceLock<Arc<AtomicBool>> = OnceLock::new();
/// Set while piped input is awaited: Ctrl-C then ends the process, as it ends `node -i`
/// reading a pipe. (On a terminal the line editor reads Ctrl-C as a key.)
static AWAITING_PIPE: AtomicBool = AtomicBool::new(false);

extern "C" fn on_sigint(_: libc::c_int) {
    if AWAITING_PIPE.load(Ordering::Relaxed) {
        // SAFETY: signal(2) and raise(3) are async-signal-safe.
        unsafe {
            libc::signal(libc::SIGINT, libc::SIG_DFL);
            libc::raise(libc::SIGINT);
        }
        return;
    }
    if let Some(flag) = INTERRUPT.get() {
        flag.store(true, Ordering::Relaxed);
    }
}

/// Points SIGINT at [`on_sigint`]; returns the flag it sets.
fn catch_ctrl_c() -> Option<Arc<AtomicBool>> {
    let flag = INTERRUPT.get_or_init(|| Arc::new(AtomicBool::new(false)));
    // SAFETY: a zeroed sigaction with a handler that only touches atomics.
    unsafe {
        let mut act: libc::sigaction = std::mem::zeroed();
        act.sa_sigaction = on_sigint as extern "C" fn(libc::c_int) as usize;
        act.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut act.sa_mask);
        if libc::sigaction(libc::SIGINT, &act, std::ptr::null_mut()) != 0 {
            return None;
        }
    }
    Some(flag.clone())
}

/// Piped input: each line is echoed after its prompt, so that the output reads as a
/// transcript of the session.
struct Piped {
    done: bool,
    interrupt: Option<Arc<AtomicBool>>,
}

impl Piped {
    fn new(interrupt: Option<Arc<AtomicBool>>) -> Self {
        Piped {
            done: false,
            interrupt,
        }
    }
}

impl LineSource for Piped {
    fn read_line(&mut self, prompt: &str, _complete: &mut dyn Complete) -> Read {
        if self.done {
            return Read::End;
        }
        // Bytes, not a String: a line that is not UTF-8 is read with U+FFFD in place of
        // its bad bytes (as node decodes it), and the session goes on.
        let mut bytes = Vec::new();
        AWAITING_PIPE.store(true, Ordering::Relaxed);
        let read = std::io::stdin().lock().read_until(b'\n', &mut bytes);
        AWAITING_PIPE.store(false, Ordering::Relaxed);
        match read {
            Ok(0) | Err(_) => {
                self.done = true;
                Read::End
            }
            Ok(_) => {
                let line = String::from_utf8_lossy(&bytes);
                let line = line.trim_end_matches(['\n', '\r']).to_string();
                let mut out = std::io::stdout().lock();
                let _ = writeln!(out, "{prompt}{line}");
                let _ = out.flush();
                Read::Line(line)
            }
        }
    }

    fn is_terminal(&self) -> bool {
        false
    }

    fn interrupt(&self) -> Option<Arc<AtomicBool>> {
        self.interrupt.clone()
    }
}

/// The line editor: history (saved in the user's data directory), Tab completion (a
/// second Tab lists the candidates), Ctrl-C drops the line, Ctrl-D leaves. An editor is
/// made for each line, so that Tab can ask the session's engine (borrowed for that line).
struct Terminal {
    history: DefaultHistory,
    file: Option<PathBuf>,
    interrupt: Option<Arc<AtomicBool>>,
}

impl Terminal {
    fn new(interrupt: Option<Arc<AtomicBool>>) -> Option<Self> {
        // Fails early where the terminal cannot be edited.
        let _probe = rustyline::DefaultEditor::new().ok()?;
        let mut history = DefaultHistory::new();
        let file = history_file();
        if let Some(path) = &file {
            let _ = history.load(path);
        }
        Some(Terminal {
            history,
            file,
            interrupt,
        })
    }
}

impl LineSource for Terminal {
    fn read_line(&mut self, prompt: &str, complete: &mut dyn Complete) -> Read {
        let config = rustyline::Config::builder()
            .completion_type(rustyline::CompletionType::List)
            .auto_add_history(false)
            .build();
        let history = std::mem::take(&mut self.history);
        let Ok(mut editor) = rustyline::Editor::with_history(config, history) else {
            return Read::End;
        };
        editor.set_helper(Some(Helper {
            complete: RefCell::new(complete),
            empty: Cell::new(true),
        }));
        let read = editor.readline(prompt);
        let empty = editor.helper().is_none_or(|h| h.empty.get());
        let result = match read {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = editor.add_history_entry(line.as_str());
                    if let Some(path) = &self.file {
                        if let Some(dir) = path.parent() {
                            let _ = std::fs::create_dir_all(dir);
                        }
                        let _ = editor.save_history(path);
                    }
                }
                Read::Line(line)
            }
            Err(rustyline::error::ReadlineError::Interrupted) => Read::Interrupted { empty },
            Err(_) => Read::End,
        };
        self.history = std::mem::take(editor.history_mut());
        result
    }

    fn is_terminal(&self) -> bool {
        true
    }

    fn interrupt(&self) -> Option<Arc<AtomicBool>> {
        self.interrupt.clone()
    }
}

/// `$XDG_DATA_HOME/evloop/repl_history`, or `~/.local/share/evloop/repl_history`.
fn history_file() -> Option<PathBuf> {
    let data = match std::env::var_os("XDG_DATA_HOME") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => PathBuf::from(std::env::var_os("HOME")?).join(".local/share"),
    };
    Some(data.join("evloop").join("repl_history"))
}

/// Colours the prompt (rustyline measures it without the escape codes), asks the
/// session for completions and notes whether the line is empty (for Ctrl-C: the editor
/// asks for a hint whenever the line changes).
struct Helper<'a> {
    complete: RefCell<&'a mut dyn Complete>,
    empty: Cell<bool>,
}

impl rustyline::highlight::Highlighter for Helper<'_> {
    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(
        &'s self,
        prompt: &'p str,
        _default: bool,
    ) -> Cow<'b, str> {
        Cow::Owned(format!("\x1b[32m{prompt}\x1b[0m"))
    }
}
impl rustyline::completion::Completer for Helper<'_> {
    type Candidate = String;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &rustyline::Context<'_>,
    ) -> rustyline::Result<(usize, Vec<String>)> {
        Ok(self.complete.borrow_mut().complete(&line[..pos]))
    }
}
impl rustyline::hint::Hinter for Helper<'_> {
    type Hint = String;

    fn hint(&self, line: &str, _pos: usize, _ctx: &rustyline::Context<'_>) -> Option<String> {
        self.empty.set(line.is_empty());
        None
    }
}
impl rustyline::validate::Validator for Helper<'_> {}
impl rustyline::Helper for Helper<'_> {}
