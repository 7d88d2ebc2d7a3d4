//! `evloop repl`: transcripts of piped sessions (stdin is not a terminal, so each input
//! is echoed after its prompt) and one session in a real terminal under tmux.

use super::*;
use std::io::Write as _;
use std::process::Stdio;

fn session(dir: &Path, input: &str) -> Run {
    session_on("node", dir, input)
}

#[test]
fn a_line_that_is_not_utf8_does_not_end_the_session() {
    // Its bad bytes read as U+FFFD (a syntax error, as in node); the lines after it run.
    let mut child = Command::new(env!("CARGO_BIN_EXE_evloop"))
        .args(["repl"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start evloop repl");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"console.log(1)\n\xff\xfe\nconsole.log(2)\n")
        .expect("write input");
    let out = child.wait_with_output().expect("wait");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stdout.contains("\n1\n") && stdout.contains("\n2\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Uncaught SyntaxError") || stderr.contains("Uncaught SyntaxError"),
        "{stdout}{stderr}"
    );
    assert_eq!(out.status.code(), Some(0));
}

fn session_on(host: &str, dir: &Path, input: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_evloop"))
        .current_dir(dir)
        .args(["repl", &format!("--host={host}")])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start evloop repl");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write input");
    let out = child.wait_with_output().expect("wait");
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code().unwrap_or(-1),
    }
}

fn snapshot(name: &str, text: &str) {
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::assert_snapshot!(name, text);
    });
}

#[test]
fn seed_puzzle_line_by_line() {
    // The seed's four callbacks typed one per line: each line's nextTick and promise
    // drain at once; `.queues` shows the timer and the immediate waiting; stepping
    // runs the immediate first (the entries ran in the poll phase, as in Node's REPL).
    let input = "\
setTimeout(() => console.log('timeout'), 0); 'timer set'
setImmediate(() => console.log('immediate')); 'immediate set'
Promise.resolve().then(() => console.log('promise')); 'promise set'
process.nextTick(() => console.log('nextTick')); 'tick set'
.queues
.step
.queues
.step
.step
";
    let r = session(&fixtures_dir(), input);
    assert_eq!(r.code, 0, "{}", r.stderr);
    snapshot("repl_seed_puzzle_line_by_line", &r.stdout);
}

#[test]
fn errors_never_end_the_session() {
    let input = "\
throw new Error('boom')
notDefined
let x = ;
setTimeout(function late() { throw new Error('late') }, 5); 'set'
.run
Promise.reject(new Error('rejected')); 'rejected'
function again() { Promise.resolve().then(again) } again(); 'endless'
x = 1 + 1
.frobnicate
.tick soon
";
    let r = session(&fixtures_dir(), input);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
    snapshot("repl_errors_never_end_the_session", &r.stdout);
}

#[test]
fn load_a_file_then_step_and_tick() {
    // `.load` runs the file as the main module and stops before the loop; `.turn`
    // runs one loop turn; `.tick` moves virtual time; `.trace on` shows each step.
    let input = "\
.load node/seed_nexttick_6_and_3.js
.queues
.turn
.trace on
.tick 5
.run
function f() {
  return 6 * 7;
}
f()
.reset
typeof f
";
    let r = session(&fixtures_dir(), input);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let text = r
        .stdout
        .replace(&fixtures_dir().display().to_string(), "<fixtures>");
    snapshot("repl_load_step_tick", &text);
}

#[test]
fn browser_load_serves_the_files_routes() {
    // `.load` gives the page server the file's `@route`s: `.run` then prints what
    // `evloop run` prints (a route-less server would answer 404).
    let file = "browser/fetch_vs_timers_order.js";
    let r = session_on("browser", &fixtures_dir(), &format!(".load {file}\n.run\n"));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let printed: Vec<&str> = r
        .stdout
        .lines()
        .filter(|l| !l.starts_with("-- ") && !l.starts_with("> ") && !l.starts_with("evloop repl:"))
        .collect();
    let ran = check(&fixtures_dir().join(file), "browser");
    assert_eq!(printed.join("\n") + "\n", ran.stdout, "{}", r.stdout);
}

#[test]
fn browser_console_steps_tasks_and_frames() {
    // The browser host: an empty page; `el.click()` runs both listeners before the
    // microtask checkpoint (the script is on the stack); the loop's tasks wait until
    // stepped, in the policy's order; `.run` reaches the first rendering opportunity.
    let input = "\
document.body.innerHTML = '<button id=b>go</button>'; 'built'
const b = document.getElementById('b')
b.addEventListener('click', () => { console.log('listener 1'); Promise.resolve().then(() => console.log('micro 1')); })
b.addEventListener('click', () => { console.log('listener 2'); Promise.resolve().then(() => console.log('micro 2')); })
b.click(); 'clicked'
setTimeout(() => console.log('timeout'), 0); requestAnimationFrame(() => console.log('raf')); 'queued'
.queues
.step
.step
.run
throw new Error('boom')
[1, 2, {a: 1}]
";
    let r = session_on("browser", &fixtures_dir(), input);
    assert_eq!(r.code, 0, "{}", r.stderr);
    snapshot("repl_browser_console", &r.stdout);
}

#[test]
fn help_lists_the_dot_commands() {
    // `evloop repl --help` ends with what `.help` prints in a session: one text.
    let out = Command::new(env!("CARGO_BIN_EXE_evloop"))
        .args(["repl", "--help"])
        .output()
        .expect("evloop repl --help");
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout).into_owned();
    for command in [
        ".step",
        ".turn",
        ".tick MS",
        ".run",
        ".queues",
        ".trace on",
        ".load FILE",
        ".reset",
        ".help",
        ".exit",
    ] {
        assert!(help.contains(&format!("\n{command} ")), "{command}: {help}");
    }
    let (_, listed) = help
        .split_once("In the REPL (.help prints this too):\n\n")
        .expect("the REPL's section");
    let r = session(&fixtures_dir(), ".help\n");
    let shown = r.stdout.split_once("> .help\n").expect("echoed").1;
    assert_eq!(shown.trim_end(), listed.trim_end());
    assert!(listed.contains("Ctrl-C interrupts") && listed.contains("Tab completes"));
}

/// A session in a real terminal (tmux): `keys` are sent in order, each waiting for
/// its text to show. Skipped (loudly) without tmux.
struct Tmux {
    name: String,
}

impl Tmux {
    fn start(tag: &str, command: &str) -> Option<Tmux> {
        if Command::new("tmux").arg("-V").output().is_err() {
            skip(&format!("repl::{tag}"), "tmux is not installed");
            return None;
        }
        let name = format!("evloop-{tag}-{}", std::process::id());
        let t = Tmux { name };
        let start = t.tmux(&[
            "new-session",
            "-d",
            "-s",
            &t.name,
            "-x",
            "120",
            "-y",
            "50",
            command,
        ]);
        assert!(
            start.status.success(),
            "{}",
            String::from_utf8_lossy(&start.stderr)
        );
        Some(t)
    }

    fn tmux(&self, args: &[&str]) -> std::process::Output {
        Command::new("tmux").args(args).output().expect("tmux runs")
    }

    fn pane(&self) -> String {
        let out = self.tmux(&["capture-pane", "-p", "-S", "-200", "-t", &self.name]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn send(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", self.name.as_str()];
        args.extend(keys);
        self.tmux(&args);
    }

    /// Waits until `what` shows `n` times.
    fn wait_for(&self, what: &str, n: usize) -> bool {
        for _ in 0..200 {
            if self.pane().matches(what).count() >= n {
                return true;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        false
    }

    fn ended(&self) -> bool {
        for _ in 0..100 {
            if !self
                .tmux(&["has-session", "-t", &self.name])
                .status
                .success()
            {
                return true;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        false
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.tmux(&["kill-session", "-t", &self.name]);
    }
}

#[test]
fn ctrl_c_and_tab_in_a_terminal() {
    // Ctrl-C stops an entry that never yields and a `.run` that never ends, as Node's
    // REPL stops an entry: the session and its variables stay. Tab completes. Ctrl-C
    // on an empty line twice leaves.
    let history = std::env::temp_dir().join(format!("evloop-repl-cc-{}", std::process::id()));
    let bin = env!("CARGO_BIN_EXE_evloop");
    let Some(t) = Tmux::start(
        "cc",
        &format!("XDG_DATA_HOME={} {bin} repl", history.display()),
    ) else {
        return;
    };
    assert!(t.wait_for("evloop repl", 1), "{}", t.pane());
    t.send(&["let kept = 41", "Enter"]);
    assert!(t.wait_for("undefined", 1), "{}", t.pane());
    t.send(&["while (true) {}", "Enter"]);
    std::thread::sleep(std::time::Duration::from_millis(300));
    t.send(&["C-c"]);
    let message = "Uncaught Error: Script execution was interrupted by `SIGINT`";
    assert!(t.wait_for(message, 1), "{}", t.pane());
    assert!(
        t.wait_for("code: 'ERR_SCRIPT_EXECUTION_INTERRUPTED'", 1),
        "{}",
        t.pane()
    );
    t.send(&["kept + 1", "Enter"]);
    assert!(t.wait_for("42", 1), "{}", t.pane());
    // Tab: `process.nextT` becomes `process.nextTick`.
    t.send(&["process.nextT", "Tab"]);
    std::thread::sleep(std::time::Duration::from_millis(300));
    t.send(&["Enter"]);
    assert!(t.wait_for("[Function: nextTick]", 1), "{}", t.pane());
    // An earlier entry's `let` completes too.
    t.send(&["kep", "Tab"]);
    std::thread::sleep(std::time::Duration::from_millis(300));
    t.send(&[" - 1", "Enter"]);
    assert!(t.wait_for("40", 1), "{}", t.pane());
    // A loop that never goes idle: Ctrl-C pauses it before a callback.
    t.send(&[
        "setInterval(() => { for (let i = 0; i < 20000; i++); }, 1); 'busy'",
        "Enter",
    ]);
    assert!(t.wait_for("'busy'", 1), "{}", t.pane());
    t.send(&[".run", "Enter"]);
    std::thread::sleep(std::time::Duration::from_millis(500));
    t.send(&["C-c"]);
    assert!(t.wait_for("-- paused in turn", 1), "{}", t.pane());
    t.send(&["kept", "Enter"]);
    assert!(t.wait_for("\n41", 1), "{}", t.pane());
    // Ctrl-C on an empty line: Node's hint, then the end of the session.
    t.send(&["C-c"]);
    assert!(
        t.wait_for("(To exit, press Ctrl+C again or Ctrl+D or type .exit)", 1),
        "{}",
        t.pane()
    );
    t.send(&["C-c"]);
    let ended = t.ended();
    let _ = std::fs::remove_dir_all(&history);
    assert!(ended, "two Ctrl-C end the session: {}", t.pane());
}

#[test]
fn in_a_terminal_under_tmux() {
    // A real terminal: the line editor, the prompt, Ctrl-C clearing a line, Ctrl-D
    // leaving. Skipped (loudly) without tmux.
    if Command::new("tmux").arg("-V").output().is_err() {
        skip("repl::in_a_terminal_under_tmux", "tmux is not installed");
        return;
    }
    let name = format!("evloop-repl-{}", std::process::id());
    let history = std::env::temp_dir().join(format!("evloop-repl-xdg-{}", std::process::id()));
    let bin = env!("CARGO_BIN_EXE_evloop");
    let tmux = |args: &[&str]| Command::new("tmux").args(args).output().expect("tmux runs");
    let start = tmux(&[
        "new-session",
        "-d",
        "-s",
        &name,
        "-x",
        "120",
        "-y",
        "40",
        &format!("XDG_DATA_HOME={} {bin} repl", history.display()),
    ]);
    assert!(
        start.status.success(),
        "{}",
        String::from_utf8_lossy(&start.stderr)
    );
    let pane =
        || String::from_utf8_lossy(&tmux(&["capture-pane", "-p", "-t", &name]).stdout).into_owned();
    let wait_for = |what: &str| {
        for _ in 0..100 {
            if pane().contains(what) {
                return true;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        false
    };
    assert!(wait_for("evloop repl"), "{}", pane());
    tmux(&[
        "send-keys",
        "-t",
        &name,
        "setTimeout(() => console.log('from the timer'), 10); 6 * 7",
        "Enter",
    ]);
    assert!(wait_for("42"), "{}", pane());
    tmux(&["send-keys", "-t", &name, "this line is cleared", "C-c"]);
    // Keys sent with the Ctrl-C can be lost while the editor starts the next line (a
    // loaded machine showed it): wait for the new prompt after the cleared line.
    let prompt_after_clear = || {
        pane()
            .split_once("this line is cleared")
            .is_some_and(|(_, after)| after.lines().any(|l| l.starts_with('>')))
    };
    for _ in 0..100 {
        if prompt_after_clear() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(prompt_after_clear(), "{}", pane());
    tmux(&["send-keys", "-t", &name, ".run", "Enter"]);
    assert!(wait_for("from the timer"), "{}", pane());
    assert!(wait_for("the loop is idle at 10.000 ms"), "{}", pane());
    tmux(&["send-keys", "-t", &name, "C-d"]);
    let mut ended = false;
    for _ in 0..100 {
        if !tmux(&["has-session", "-t", &name]).status.success() {
            ended = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    if !ended {
        tmux(&["kill-session", "-t", &name]);
    }
    assert!(ended, "Ctrl-D ends the session");
    let saved = std::fs::read_to_string(history.join("evloop/repl_history")).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&history);
    assert!(saved.contains(".run"), "history is saved: {saved:?}");
    assert!(!saved.contains("this line is cleared"), "{saved:?}");
}
