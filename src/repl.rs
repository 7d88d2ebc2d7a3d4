//! `evloop repl`: the front end. It reads lines — with a line editor (history, Ctrl-C,
//! Ctrl-D, a coloured prompt) on a terminal, plainly from piped stdin otherwise — and
//! hands them to the host's session, which runs them and steps the loop.

use std::borrow::Cow;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

use anyhow::Context as _;
use clap::Args;
use evloop_core::repl::LineSource;
use evloop_core::BudgetLimits;

use crate::cli::{Host, LoopArgs};

#[derive(Args, Debug)]
pub struct ReplArgs {
    #[command(flatten)]
    pub common: LoopArgs,
}

/// Runs a session; returns the process exit code.
pub fn run(args: ReplArgs) -> anyhow::Result<u8> {
    let args = args.common;
    let limits = BudgetLimits {
        max_callbacks: args.max_callbacks,
        max_drain: args.max_drain,
        ..BudgetLimits::default()
    };
    let browser = (args.host == Host::Browser).then(|| evloop_browser::Options {
        clock: args.clock_mode(),
        limits,
        ..evloop_browser::Options::default()
    });
    let options = evloop_node::Options {
        clock: args.clock_mode(),
        limits: BudgetLimits {
            max_callbacks: args.max_callbacks,
            max_drain: args.max_drain,
            ..BudgetLimits::default()
        },
        legacy_node10: args.host == Host::Node10,
        ..evloop_node::Options::default()
    };
    // Deep JavaScript recursion needs a deep native stack.
    let worker = std::thread::Builder::new()
        .name("evloop-js".into())
        .stack_size(1 << 30)
        .spawn(move || {
            let input: Box<dyn LineSource> = if std::io::stdin().is_terminal() {
                match Terminal::new() {
                    Some(t) => Box::new(t),
                    None => Box::new(Piped::default()),
                }
            } else {
                Box::new(Piped::default())
            };
            match &browser {
                Some(browser) => evloop_browser::repl(browser, input),
                None => evloop_node::repl(&options, input),
            }
        })
        .context("cannot start the JavaScript thread")?;
    match worker.join() {
        Ok(code) => Ok((code & 0xff) as u8),
        // The panic hook has said what failed; 70 is EX_SOFTWARE (an internal error).
        Err(_) => Ok(70),
    }
}

/// Piped input: each line is echoed after its prompt, so that the output reads as a
/// transcript of the session.
#[derive(Default)]
struct Piped {
    done: bool,
}

impl LineSource for Piped {
    fn read_line(&mut self, prompt: &str) -> Option<String> {
        if self.done {
            return None;
        }
        let mut line = String::new();
        match std::io::stdin().lock().read_line(&mut line) {
            Ok(0) | Err(_) => {
                self.done = true;
                None
            }
            Ok(_) => {
                let line = line.trim_end_matches(['\n', '\r']).to_string();
                let mut out = std::io::stdout().lock();
                let _ = writeln!(out, "{prompt}{line}");
                let _ = out.flush();
                Some(line)
            }
        }
    }

    fn is_terminal(&self) -> bool {
        false
    }
}

/// The line editor: history (saved in the user's data directory), Ctrl-C clears the
/// line, Ctrl-D leaves.
struct Terminal {
    editor: rustyline::Editor<GreenPrompt, rustyline::history::DefaultHistory>,
    history: Option<PathBuf>,
}

impl Terminal {
    fn new() -> Option<Self> {
        let mut editor = rustyline::Editor::new().ok()?;
        editor.set_helper(Some(GreenPrompt));
        let history = history_file();
        if let Some(path) = &history {
            let _ = editor.load_history(path);
        }
        Some(Terminal { editor, history })
    }
}

impl LineSource for Terminal {
    fn read_line(&mut self, prompt: &str) -> Option<String> {
        match self.editor.readline(prompt) {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = self.editor.add_history_entry(line.as_str());
                    if let Some(path) = &self.history {
                        if let Some(dir) = path.parent() {
                            let _ = std::fs::create_dir_all(dir);
                        }
                        let _ = self.editor.save_history(path);
                    }
                }
                Some(line)
            }
            Err(rustyline::error::ReadlineError::Interrupted) => Some(String::new()),
            Err(_) => None,
        }
    }

    fn is_terminal(&self) -> bool {
        true
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

/// Colours the prompt (rustyline measures it without the escape codes).
struct GreenPrompt;

impl rustyline::highlight::Highlighter for GreenPrompt {
    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(
        &'s self,
        prompt: &'p str,
        _default: bool,
    ) -> Cow<'b, str> {
        Cow::Owned(format!("\x1b[32m{prompt}\x1b[0m"))
    }
}
impl rustyline::completion::Completer for GreenPrompt {
    type Candidate = String;
}
impl rustyline::hint::Hinter for GreenPrompt {
    type Hint = String;
}
impl rustyline::validate::Validator for GreenPrompt {}
impl rustyline::Helper for GreenPrompt {}
