//! What `evloop repl` shares between its front end (the terminal, in `src/`) and the
//! hosts: the commands, the source of input lines, the help text, and the part of a
//! session that does not depend on the host model ([`Session`]: reading commands, when
//! the loop may go on, what to print of the trace). Each host runs the code and steps its
//! own loop; the front end only reads lines.

pub mod complete;

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use crate::trace::Trace;

/// One read from a [`LineSource`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Read {
    /// A line (without its newline).
    Line(String),
    /// Ctrl-C: the line was dropped; `empty` when nothing had been typed on it.
    Interrupted { empty: bool },
    /// Ctrl-D, or the end of the input.
    End,
}

/// Where a REPL's input lines come from: a line editor on a terminal, or piped stdin.
pub trait LineSource {
    /// Shows `prompt` and reads one line. Tab asks `complete` for candidates.
    fn read_line(&mut self, prompt: &str, complete: &mut dyn Complete) -> Read;
    /// Whether output goes to a terminal (colours, no echo of the input).
    fn is_terminal(&self) -> bool;
    /// The flag Ctrl-C sets while the session runs JavaScript or steps the loop (the
    /// engine stops the running script at its next loop iteration or call; the loop
    /// pauses before its next callback). `None` when nothing can interrupt.
    fn interrupt(&self) -> Option<Arc<AtomicBool>> {
        None
    }
}

/// What a session asks of the host's engine while it reads commands.
pub trait ReplEngine: complete::Names {
    /// Whether Ctrl-C came (the flag was set, or a script was interrupted) since the last
    /// call, which forgets it.
    fn take_interrupt(&mut self) -> bool;
}

/// Tab completion as the session offers it to its [`LineSource`].
pub trait Complete {
    /// The candidates for the text before the cursor: where the completed word starts
    /// (a byte offset) and what may replace it.
    fn complete(&mut self, before: &str) -> (usize, Vec<String>);
}

/// No completion (a source that never asks, or a host without names).
pub struct NoCompletion;

impl Complete for NoCompletion {
    fn complete(&mut self, before: &str) -> (usize, Vec<String>) {
        (before.len(), Vec::new())
    }
}

/// One REPL command: JavaScript to run, or a dot command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// JavaScript, run as one task of the host (its microtasks drain after it).
    Eval(String),
    /// `.step`: run the next callback (one).
    Step,
    /// `.turn`: run to the end of the current loop turn.
    Turn,
    /// `.tick MS`: advance virtual time by MS, running what becomes due.
    Tick(u64),
    /// `.run`: run until the loop is idle (within the run budget).
    Run,
    /// `.queues`: every queue with its entries, in the order they will run.
    Queues,
    /// `.trace on|off`: print every queue and run event as it happens.
    Trace(bool),
    /// `.reset`: a fresh host (new global scope, empty queues, time 0).
    Reset,
    /// `.load FILE`: run a file as the main script, stopping before the loop.
    Load(String),
    /// `.help`.
    Help,
    /// `.exit` (or Ctrl-D).
    Exit,
    /// Nothing to do (an empty line).
    Nothing,
}

/// The dot commands and what each does: `.help`'s list, `evloop repl --help`'s, and
/// what Tab completes after a dot.
pub const COMMANDS: &[(&str, &str)] = &[
    (".step", "run the next callback (one), then stop"),
    (".turn", "run to the end of the current loop turn"),
    (
        ".tick MS",
        "advance virtual time by MS ms, running what becomes due",
    ),
    (".run", "run until the loop is idle"),
    (
        ".queues",
        "show every queue and what is waiting in it, in the order it will run",
    ),
    (
        ".trace on",
        "print each callback as it is queued and run (.trace off to stop)",
    ),
    (
        ".load FILE",
        "run FILE as the main script, stopping before the loop",
    ),
    (
        ".reset",
        "start over: a new global scope, empty queues, time 0",
    ),
    (".help", "this list"),
    (".exit", "leave (or Ctrl-D)"),
];

/// What `.help` prints, and `evloop repl --help` after its options.
pub fn help() -> String {
    let mut text = String::new();
    for (command, what) in COMMANDS {
        text.push_str(&format!("{command:<12} {what}\n"));
    }
    text.push_str(
        "
Anything else is JavaScript. It runs as one task of the loop, with its nextTick and
microtask queues drained after it, and its value is printed. The loop itself does not
run until you step it: a stepping command (.step, .turn, .tick, .run) lets the loop go
on from where it stopped, and pauses it again before a callback (-- paused ...), where
JavaScript typed runs as a task of its own.

Tab completes dot commands, global names and properties (twice lists the candidates).
Ctrl-C interrupts running JavaScript or a stepping command (the loop pauses before its
next callback) and clears the line; on an empty line, pressed twice, it leaves.",
    );
    text
}

/// Reads a complete input (one line, or a dot command) into a [`Command`]; `Err` says
/// what is wrong with a dot command.
pub fn parse(input: &str) -> Result<Command, String> {
    let trimmed = input.trim();
    if trimmed.is_empty() {
        return Ok(Command::Nothing);
    }
    // A dot command is a dot and a word; `.5 + 1` is JavaScript.
    let is_command =
        trimmed.starts_with('.') && trimmed[1..].starts_with(|c: char| c.is_ascii_alphabetic());
    if !is_command {
        return Ok(Command::Eval(input.to_string()));
    }
    let mut words = trimmed.split_whitespace();
    let name = words.next().unwrap_or_default();
    let arg = words.next();
    let extra = words.next();
    let no_arg = |c: Command| match arg {
        None => Ok(c),
        Some(_) => Err(format!("{name} takes no argument")),
    };
    match name {
        ".step" => no_arg(Command::Step),
        ".turn" => no_arg(Command::Turn),
        ".run" => no_arg(Command::Run),
        ".queues" => no_arg(Command::Queues),
        ".reset" => no_arg(Command::Reset),
        ".help" => no_arg(Command::Help),
        ".exit" => no_arg(Command::Exit),
        ".tick" => match (arg.map(str::parse::<u64>), extra) {
            (Some(Ok(ms)), None) => Ok(Command::Tick(ms)),
            _ => Err(".tick takes a whole number of milliseconds: .tick 10".to_string()),
        },
        ".trace" => match (arg, extra) {
            (Some("on"), None) => Ok(Command::Trace(true)),
            (Some("off"), None) => Ok(Command::Trace(false)),
            _ => Err(".trace takes on or off".to_string()),
        },
        ".load" => match arg {
            // The rest of the line is the file name (it may hold spaces).
            Some(_) => Ok(Command::Load(trimmed[".load".len()..].trim().to_string())),
            None => Err(".load takes a file: .load puzzle.js".to_string()),
        },
        other => Err(format!("unknown command {other} (.help lists them)")),
    }
}

/// How far the loop may run before it pauses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Pause at the next callback.
    Pause,
    /// Let this many callbacks run, then pause.
    Steps(u32),
    /// Run while the loop turn is at most this one.
    UntilTurn(u64),
    /// Run until the loop stops (idle, the budget, `.tick`'s time).
    Free,
}

/// What the host does for a command [`Session::next_action`] read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Run JavaScript as a task (a name like `REPL3` for its stack frames).
    Eval {
        code: String,
        name: String,
    },
    Queues,
    Load(String),
    Reset,
    Exit,
    /// Let the loop go on in this mode; with `until_ms`, no further than that virtual
    /// time (`.tick`).
    Resume {
        mode: Mode,
        until_ms: Option<u64>,
    },
}

/// The host-independent half of a session.
pub struct Session {
    input: Box<dyn LineSource>,
    pub mode: Mode,
    /// Trace events already shown.
    shown: usize,
    /// `.trace on`: show queue and run events, not only output.
    trace_all: bool,
    /// Show the `run` events while a stepping command runs.
    pub show_runs: bool,
    /// The callback the loop is paused before, if it is paused.
    pub next: Option<String>,
    /// Entries run so far (each a script of its own: `REPL1`, `REPL2`, … as in Node).
    entries: u32,
    /// Ctrl-C was pressed on an empty line: a second one in a row leaves (Node's REPL).
    saw_interrupt: bool,
    /// What Ctrl-C sets while JavaScript runs or the loop steps (see [`LineSource::interrupt`]).
    interrupt: Option<Arc<AtomicBool>>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session").field("mode", &self.mode).finish()
    }
}

impl Session {
    pub fn new(input: Box<dyn LineSource>) -> Self {
        let interrupt = input.interrupt();
        Session {
            interrupt,
            saw_interrupt: false,
            input,
            mode: Mode::Pause,
            shown: 0,
            trace_all: false,
            show_runs: false,
            next: None,
            entries: 0,
        }
    }

    pub fn into_input(self) -> Box<dyn LineSource> {
        self.input
    }

    pub fn colors(&self) -> bool {
        self.input.is_terminal()
    }

    /// The flag Ctrl-C sets (for the host's engine to watch).
    pub fn interrupt_flag(&self) -> Option<Arc<AtomicBool>> {
        self.interrupt.clone()
    }

    /// The gate's decision for the next callback, in loop turn `turn`: may it run? After
    /// a Ctrl-C (`interrupted`) the loop pauses.
    pub fn passes(&mut self, turn: u64, interrupted: bool) -> bool {
        if interrupted {
            self.mode = Mode::Pause;
        }
        match self.mode {
            Mode::Free => true,
            Mode::Steps(n) if n > 0 => {
                self.mode = Mode::Steps(n - 1);
                true
            }
            Mode::Steps(_) | Mode::Pause => false,
            Mode::UntilTurn(limit) => turn <= limit,
        }
    }

    /// What happened since the last look, from the trace: console output, the callbacks
    /// that ran while a stepping command ran, everything with `.trace on`.
    pub fn render_since(&mut self, trace: &Trace) -> String {
        let mut text = String::new();
        for (i, e) in trace.events().iter().enumerate().skip(self.shown) {
            match e.kind {
                "stdout" | "stderr" => text.push_str(&e.detail),
                _ if self.trace_all => text.push_str(&trace.text_of(i, 10)),
                "run" if self.show_runs => {
                    text.push_str(&format!("-- ran {}: {}\n", e.phase, e.detail));
                }
                _ => {}
            }
        }
        self.shown = trace.events().len();
        text
    }

    /// Reads commands until one needs the host; `say` prints the session's own lines
    /// (help, mistakes). `None` ends the session (Ctrl-D, end of input). `paused` says
    /// whether the loop is stopped inside a turn; `turn` is its turn, `now_ms` the time.
    pub fn next_action(
        &mut self,
        paused: bool,
        turn: u64,
        now_ms: u64,
        incomplete: &dyn Fn(&str) -> bool,
        complete: &mut dyn Complete,
        say: &mut dyn FnMut(&str),
    ) -> Option<Action> {
        loop {
            let input = self.read_input(incomplete, complete, say)?;
            let command = match parse(&input) {
                Ok(c) => c,
                Err(message) => {
                    say(&message);
                    continue;
                }
            };
            let (mode, until_ms) = match command {
                Command::Nothing => continue,
                Command::Help => {
                    say(&help());
                    continue;
                }
                Command::Trace(on) => {
                    self.trace_all = on;
                    continue;
                }
                Command::Eval(code) => {
                    self.entries += 1;
                    let name = format!("REPL{}", self.entries);
                    return Some(Action::Eval { code, name });
                }
                Command::Queues => return Some(Action::Queues),
                Command::Load(file) => return Some(Action::Load(file)),
                Command::Reset => return Some(Action::Reset),
                Command::Exit => return Some(Action::Exit),
                // Paused, the callback the loop stopped at is the first to run.
                Command::Step => (Mode::Steps(if paused { 0 } else { 1 }), None),
                Command::Turn => (Mode::UntilTurn(if paused { turn } else { turn + 1 }), None),
                Command::Run => (Mode::Free, None),
                Command::Tick(ms) => (Mode::Free, Some(now_ms + ms)),
            };
            self.mode = mode;
            self.show_runs = true;
            return Some(Action::Resume { mode, until_ms });
        }
    }

    /// One input: a line, or more lines while the JavaScript is incomplete. Ctrl-C drops
    /// what was typed; on an empty line it says how to leave, and twice in a row leaves
    /// (`None`), as in Node's REPL.
    fn read_input(
        &mut self,
        incomplete: &dyn Fn(&str) -> bool,
        complete: &mut dyn Complete,
        say: &mut dyn FnMut(&str),
    ) -> Option<String> {
        'input: loop {
            let mut text = match self.input.read_line("> ", complete) {
                Read::End => return None,
                Read::Interrupted { empty: true } => {
                    if self.saw_interrupt {
                        return None;
                    }
                    say("(To exit, press Ctrl+C again or Ctrl+D or type .exit)");
                    self.saw_interrupt = true;
                    continue;
                }
                Read::Interrupted { empty: false } => {
                    self.saw_interrupt = false;
                    continue;
                }
                Read::Line(line) => line,
            };
            self.saw_interrupt = false;
            while !text.trim_start().starts_with('.') && incomplete(&text) {
                match self.input.read_line("... ", complete) {
                    Read::Line(more) => {
                        text.push('\n');
                        text.push_str(&more);
                    }
                    // The unfinished input is dropped.
                    Read::Interrupted { .. } => continue 'input,
                    Read::End => break,
                }
            }
            return Some(text);
        }
    }
}

/// What a host model gives the session driver ([`commands`], [`pause`]).
pub trait ReplHost {
    /// The host's reason to unwind its loop.
    type Stop;
    fn session(&mut self) -> Option<&mut Session>;
    /// The session and the engine at once (a line is read while Tab asks the engine).
    fn parts(&mut self) -> (Option<&mut Session>, &mut dyn ReplEngine);
    /// The loop turn and the virtual time (ms).
    fn position(&self) -> (u64, f64);
    /// The session's news from the trace (see [`Session::render_since`]).
    fn news(&mut self) -> String;
    /// Writes the session's text to stdout (in order with the script's).
    fn write(&mut self, text: &str);
    fn flush(&mut self);
    /// Whether `source` only lacks its end (another line is read).
    fn incomplete(source: &str) -> bool;
    fn eval(&mut self, code: &str, name: &str) -> Result<(), Self::Stop>;
    fn queues(&mut self) -> String;
    fn load(&mut self, file: &str) -> Result<(), Self::Stop>;
    /// Lets a paused loop go on no further than `until_ms`.
    fn limit_time(&mut self, until_ms: Option<u64>);
    /// Runs the loop from the top level (see [`Action::Resume`]).
    fn spin(&mut self, until_ms: Option<u64>) -> Result<(), Self::Stop>;
    fn exit(code: i32) -> Self::Stop;
    fn reset() -> Self::Stop;
}

/// Tab in a session: dot commands, then the engine's names.
struct Completer<'a>(&'a mut dyn ReplEngine);

impl Complete for Completer<'_> {
    fn complete(&mut self, before: &str) -> (usize, Vec<String>) {
        let commands: Vec<&str> = COMMANDS
            .iter()
            .map(|(c, _)| c.split(' ').next().unwrap_or(c))
            .collect();
        complete::complete(before, &commands, self.0)
    }
}

/// Prints the host's news and a line of the session's own.
pub fn say<H: ReplHost>(host: &mut H, text: &str) {
    host.write(text);
    host.write("\n");
}

fn show<H: ReplHost>(host: &mut H) {
    let news = host.news();
    host.write(&news);
}

/// The gate's pause: show where the loop stopped (before `next`, a callback of `phase`)
/// and read commands until one lets the loop go on.
pub fn pause<H: ReplHost>(host: &mut H, phase: &str, next: &str) -> Result<(), H::Stop> {
    let (turn, ms) = host.position();
    show(host);
    say(
        host,
        &format!("-- paused in turn {turn} at {ms:.3} ms; next: {phase}: {next}"),
    );
    if let Some(s) = host.session() {
        s.next = Some(format!("{phase}: {next}"));
    }
    let resumed = commands(host, true);
    if let Some(s) = host.session() {
        s.next = None;
    }
    resumed
}

/// Reads and runs commands. Paused (inside the gate), a command that lets the loop go on
/// returns; at the top level (`paused` false) it runs the loop and reads on.
pub fn commands<H: ReplHost>(host: &mut H, paused: bool) -> Result<(), H::Stop> {
    loop {
        show(host);
        host.flush();
        let (turn, ms) = host.position();
        let (session, engine) = host.parts();
        let Some(session) = session else {
            return Ok(());
        };
        // The host's output is flushed: the session's own lines go straight out.
        let mut say_now = |text: &str| {
            use std::io::Write as _;
            let mut out = std::io::stdout().lock();
            let _ = writeln!(out, "{text}");
            let _ = out.flush();
        };
        let action = session.next_action(
            paused,
            turn,
            ms as u64,
            &H::incomplete,
            &mut Completer(&mut *engine),
            &mut say_now,
        );
        // A Ctrl-C that came while nothing ran is forgotten: a command starts.
        engine.take_interrupt();
        match action {
            None | Some(Action::Exit) => return Err(H::exit(0)),
            Some(Action::Reset) => return Err(H::reset()),
            Some(Action::Eval { code, name }) => host.eval(&code, &name)?,
            Some(Action::Queues) => {
                let text = host.queues();
                say(host, &text);
            }
            Some(Action::Load(file)) => host.load(&file)?,
            Some(Action::Resume { until_ms, .. }) => {
                if paused {
                    if until_ms.is_some() {
                        host.limit_time(until_ms);
                    }
                    return Ok(());
                }
                host.spin(until_ms)?;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dot_commands_and_javascript() {
        assert_eq!(parse(".step"), Ok(Command::Step));
        assert_eq!(parse("  .tick 25 "), Ok(Command::Tick(25)));
        assert_eq!(parse(".trace on"), Ok(Command::Trace(true)));
        assert_eq!(
            parse(".load my file.js"),
            Ok(Command::Load("my file.js".into()))
        );
        assert_eq!(parse(""), Ok(Command::Nothing));
        assert_eq!(parse("1 + 1"), Ok(Command::Eval("1 + 1".into())));
        assert_eq!(parse(".5 + 1"), Ok(Command::Eval(".5 + 1".into())));
        assert!(parse(".tick soon").is_err());
        assert!(parse(".step 2").is_err());
        assert!(parse(".frobnicate").unwrap_err().contains(".help"));
    }
}
