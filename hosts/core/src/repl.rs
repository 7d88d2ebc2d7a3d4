//! What `evloop repl` shares between its front end (the terminal, in `src/`) and a host:
//! the commands, the source of input lines, and the help text. The host owns the session
//! (it runs the code and steps its loop); the front end only reads lines.

/// Where a REPL's input lines come from: a line editor on a terminal, or piped stdin.
pub trait LineSource {
    /// Shows `prompt` and reads one line (without its newline). `None` ends the session
    /// (Ctrl-D, end of input). A line cleared with Ctrl-C comes back as `Some("")`.
    fn read_line(&mut self, prompt: &str) -> Option<String>;
    /// Whether output goes to a terminal (colours, no echo of the input).
    fn is_terminal(&self) -> bool;
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

/// The dot commands, for `.help`.
pub const HELP: &str = "\
.step        run the next callback (one), then stop
.turn        run to the end of the current loop turn
.tick MS     advance virtual time by MS ms, running what becomes due
.run         run until the loop is idle
.queues      show every queue and what is waiting in it, in the order it will run
.trace on    print each callback as it is queued and run (.trace off to stop)
.load FILE   run FILE as the main script, stopping before the loop
.reset       start over: a new global scope, empty queues, time 0
.help        this list
.exit        leave (or Ctrl-D)

Anything else is JavaScript. It runs as one task of the loop, with its nextTick and
microtask queues drained after it, and its value is printed. The loop itself does not
run until you step it.";

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
