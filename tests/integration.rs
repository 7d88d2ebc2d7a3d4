//! One integration binary: every fixture goes through [`check`], which runs the real CLI.
//!
//! - `node_fixtures`: insta snapshots (stdout, stderr, exit code) of every
//!   `fixtures/node/*.{js,mjs}`, in `snapshots/`.
//! - `node_oracle`: every fixture against the real `node` on PATH (skipped, loudly, when
//!   there is none): deterministic fixtures must print the same stdout, exit with the same
//!   code and, for crashes, the same error line; what real node prints for a
//!   `// @nondeterministic` one must be among the outputs `--explore` lists.
//! - `browser_fixtures`: insta snapshots of every `fixtures/browser/*.js` under
//!   `--host=browser`.
//! - `chromium_oracle`: every browser fixture against real headless Chromium through
//!   `scripts/chromium-oracle` (skipped, loudly, without Chromium and playwright-core):
//!   the same console lines on stdout and stderr; for `// @nondeterministic` fixtures the
//!   same lines in some order.
//! - `cli`: bad input (missing file, bad flag, syntax error, runaway scripts).
//! - `explore` (`tests/explore.rs`): every `@nondeterministic` fixture's outputs, each
//!   replayed with the `--schedule` `--explore` lists for it.
//! - `limits` (`tests/limits.rs`): output and traces kept when a run is killed or
//!   stopped, the heap limit, the trace's memory, loops that feed themselves.
//! - `fuzz` (`tests/fuzz.rs`): a fixed run of the differential fuzzer (`scripts/fuzz`)
//!   against real node.

use std::path::{Path, PathBuf};
use std::process::Command;

mod explore;
mod fuzz;
mod limits;
mod playground;
mod web;

struct Run {
    stdout: String,
    stderr: String,
    code: i32,
}

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

fn run_cmd(mut cmd: Command) -> Run {
    let out = cmd.output().expect("failed to start process");
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code().unwrap_or(-1),
    }
}

fn evloop(dir: &Path, args: &[&str]) -> Run {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_evloop"));
    cmd.current_dir(dir).args(args);
    run_cmd(cmd)
}

/// A fixture's command line: `// @args a b --port 3` (the script's arguments) and
/// `// @env NAME=value` lines (its environment), given to evloop and to real node alike.
fn fixture_command(path: &Path) -> (Vec<String>, Vec<(String, String)>) {
    let source = std::fs::read_to_string(path).unwrap_or_default();
    let mut args = Vec::new();
    let mut env = Vec::new();
    for line in source.lines() {
        if let Some(rest) = line.strip_prefix("// @args ") {
            args.extend(rest.split_whitespace().map(String::from));
        } else if let Some((name, value)) = line
            .strip_prefix("// @env ")
            .and_then(|rest| rest.trim().split_once('='))
        {
            env.push((name.to_string(), value.to_string()));
        }
    }
    (args, env)
}

/// A fixture's node options: `// @node-options --experimental-permission ...` (given to
/// evloop and to real node alike, before the script).
fn fixture_node_options(path: &Path) -> Vec<String> {
    let source = std::fs::read_to_string(path).unwrap_or_default();
    source
        .lines()
        .filter_map(|l| l.strip_prefix("// @node-options "))
        .flat_map(|rest| rest.split_whitespace().map(String::from))
        .collect()
}

/// Runs a fixture through the CLI as a user would, from the fixture's folder.
fn check(path: &Path, host: &str) -> Run {
    let dir = path.parent().expect("fixture has a folder");
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .expect("fixture name");
    let (args, env) = fixture_command(path);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_evloop"));
    cmd.current_dir(dir)
        .args(["run", &format!("--host={host}")])
        .args(fixture_node_options(path))
        .arg(name)
        .args(&args)
        .envs(env);
    run_cmd(cmd)
}

/// `s` with the pid in Node's warning lines (`(node:1234)`) as `(node:PID)`.
fn mask_pids(s: &str) -> String {
    let mut s = s.to_string();
    let mut from = 0;
    while let Some(at) = s[from..].find("(node:").map(|i| i + from) {
        let digits = s[at + 6..].find(|c: char| !c.is_ascii_digit()).unwrap_or(0);
        if digits > 0 && s[at + 6 + digits..].starts_with(')') {
            s.replace_range(at + 6..at + 6 + digits, "PID");
        }
        from = at + 6;
    }
    s
}

/// The snapshot of a run; the pid in Node's warnings (`(node:1234)`) reads `(node:PID)`.
fn snapshot_text(run: &Run, dir: &Path) -> String {
    let dir = dir.display().to_string();
    // Paths above the fixtures (the checkout's package.json, node_modules) as <root>.
    let stderr = mask_pids(
        &run.stderr
            .replace(&dir, "<fixtures>")
            .replace(env!("CARGO_MANIFEST_DIR"), "<root>"),
    );
    format!(
        "exit: {}\n--- stdout\n{}--- stderr\n{}",
        run.code, run.stdout, stderr
    )
}

/// `evloop run --explore` of a fixture: its stdout.
fn explore(path: &Path, host: &str) -> String {
    explore_with(path, host, &[])
}

/// `--explore` with more options (`--max-schedules=N`).
fn explore_with(path: &Path, host: &str, more: &[&str]) -> String {
    let dir = path.parent().expect("fixture has a folder");
    let name = path.file_name().and_then(|n| n.to_str()).expect("name");
    let mut args = vec![
        "run".to_string(),
        format!("--host={host}"),
        "--explore".to_string(),
    ];
    args.extend(more.iter().map(|a| a.to_string()));
    args.push(name.to_string());
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let run = evloop(dir, &args);
    assert_eq!(run.code, 0, "--explore failed: {}", run.stderr);
    run.stdout
}

/// Past the default bound: what a search of this many schedules lists (the oracle's
/// second look when real node printed an order the default search did not reach).
const ORACLE_MAX_SCHEDULES: &str = "--max-schedules=600";

/// The distinct outputs listed by `--explore`, each as (stdout, stderr).
fn explored_outputs(text: &str) -> Vec<(String, String)> {
    let mut outputs: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        if line.starts_with("--- output ") {
            outputs.push((String::new(), String::new()));
            continue;
        }
        let Some(last) = outputs.last_mut() else {
            continue;
        };
        if line.starts_with("    because: ") || line.starts_with("    replay: ") {
            continue;
        }
        if let Some(err) = line.strip_prefix("[stderr] ") {
            last.1.push_str(err);
            last.1.push('\n');
        } else {
            last.0.push_str(line);
            last.0.push('\n');
        }
    }
    // The summary lines close the last output.
    if let Some(last) = outputs.last_mut() {
        let mut lines: Vec<&str> = last.0.lines().collect();
        while lines.last().is_some_and(|l| {
            l.ends_with(" distinct outputs")
                || l.ends_with(" distinct output")
                || l.starts_with("explore: ")
        }) {
            lines.pop();
        }
        last.0 = lines.iter().map(|l| format!("{l}\n")).collect();
    }
    outputs
}

/// A fixture's snapshot: the run, and for a racing fixture every order `--explore` finds.
fn fixture_snapshot(path: &Path, host: &str) -> String {
    let run = check(path, host);
    let dir = path.parent().expect("folder").to_path_buf();
    let mut text = snapshot_text(&run, &dir);
    let source = std::fs::read_to_string(path).expect("fixture");
    if source.contains("@nondeterministic") {
        text.push_str("--- explore (every order a real run can produce)\n");
        text.push_str(&explore(path, host).replace(&dir.display().to_string(), "<fixtures>"));
    }
    text
}

#[test]
fn node_fixtures() {
    insta::glob!("../fixtures", "node/*.{js,mjs}", |path| {
        let text = fixture_snapshot(path, "node");
        insta::with_settings!({
            snapshot_path => "../snapshots",
            prepend_module_to_snapshot => false,
            omit_expression => true,
        }, {
            insta::assert_snapshot!(text);
        });
    });
}

#[test]
fn browser_fixtures() {
    insta::glob!("../fixtures", "browser/*.js", |path| {
        let text = fixture_snapshot(path, "browser");
        insta::with_settings!({
            snapshot_path => "../snapshots",
            prepend_module_to_snapshot => false,
            omit_expression => true,
        }, {
            insta::assert_snapshot!(text);
        });
    });
}

/// Is real Chromium with playwright-core here (as `.ci/run` installs them)?
fn chromium_available() -> Result<(), String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    if !Path::new("/usr/bin/chromium").exists() {
        return Err("no /usr/bin/chromium".into());
    }
    if !root.join("node_modules/playwright-core").exists() {
        return Err("no node_modules/playwright-core (npm ci)".into());
    }
    if node_version().is_none() {
        return Err("no `node` on PATH".into());
    }
    Ok(())
}

#[test]
fn chromium_oracle() {
    if let Err(why) = chromium_available() {
        skip("chromium_oracle", &why);
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = fixtures_dir().join("browser");
    let mut fixtures: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixtures/browser")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "js"))
        .collect();
    fixtures.sort();
    let mut failures = Vec::new();
    for path in &fixtures {
        let name = path.file_name().and_then(|n| n.to_str()).expect("name");
        let source = std::fs::read_to_string(path).expect("fixture");
        let ours = check(path, "browser");
        let mut cmd = Command::new("node");
        cmd.arg(root.join("scripts/chromium-oracle")).arg(path);
        let real = run_cmd(cmd);
        if real.code != 0 {
            failures.push(format!(
                "{name}: the oracle failed (exit {}):\n{}",
                real.code, real.stderr
            ));
            continue;
        }
        let same = if source.contains("@nondeterministic") {
            // Chromium races here: its output must be one of the outputs --explore lists
            // (stdout and stderr), evloop's own default among them.
            let listed = explored_outputs(&explore(path, "browser"));
            listed
                .iter()
                .any(|(out, err)| *out == real.stdout && *err == real.stderr)
        } else {
            real.stdout == ours.stdout && real.stderr == ours.stderr
        };
        if !same {
            failures.push(format!(
                "{name}: differs from Chromium{}\n--- chromium stdout\n{}--- evloop stdout\n{}--- chromium stderr\n{}--- evloop stderr\n{}",
                if source.contains("@nondeterministic") { " (@nondeterministic: Chromium printed an output --explore does not list)" } else { "" },
                real.stdout, ours.stdout, real.stderr, ours.stderr
            ));
        } else if ours.code != 0 {
            // A page runs to its end in Chromium whatever it throws: evloop stopped it.
            failures.push(format!(
                "{name}: evloop exited {} where Chromium ran the page to its end\n{}",
                ours.code, ours.stderr
            ));
        } else if real.stdout != ours.stdout {
            eprintln!("chromium_oracle: {name}: Chromium chose another order this run (a race)");
        }
    }
    eprintln!(
        "chromium_oracle: {} fixtures compared with real Chromium",
        fixtures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} browser fixtures differ from Chromium:\n\n{}",
        failures.len(),
        fixtures.len(),
        failures.join("\n\n")
    );
}

/// The Chromium oracle's console formatter (`scripts/lib/devtools_format.js`, which turns
/// a page's console events into the text evloop must print) checked on its own: every
/// case of `hosts/browser/js/test/console_test.js` runs in real Chromium, and the text the
/// formatter makes of it must be the text the real DevTools front end shows, and the text
/// recorded in the test file (`scripts/lib/devtools_format_check.js`).
#[test]
fn devtools_format_matches_devtools() {
    if let Err(why) = chromium_available() {
        skip("devtools_format_matches_devtools", &why);
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut cmd = Command::new("node");
    cmd.arg(root.join("scripts/lib/devtools_format_check.js"))
        .current_dir(root);
    let run = run_cmd(cmd);
    assert!(
        run.code == 0 && run.stdout.contains("all cases agree"),
        "the DevTools formatting check failed (exit {}):\n{}{}",
        run.code,
        run.stdout,
        run.stderr
    );
}

/// The JavaScript halves' own unit tests (`hosts/*/js/test/*_test.js`), run under real
/// node: the Node library modules against node's own, the DOM and the console formatter
/// against expectations recorded from Chromium.
#[test]
fn javascript_unit_tests() {
    if node_version().is_none() {
        skip("javascript_unit_tests", "no `node` on PATH");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut failures = Vec::new();
    let mut ran = 0;
    for host in ["node", "browser"] {
        let dir = root.join("hosts").join(host).join("js/test");
        let mut tests: Vec<PathBuf> = std::fs::read_dir(&dir)
            .expect("js/test folder")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.to_string_lossy().ends_with("_test.js"))
            .collect();
        tests.sort();
        for test in tests {
            let mut cmd = Command::new("node");
            cmd.arg(&test).current_dir(root);
            let run = run_cmd(cmd);
            ran += 1;
            if run.code != 0 {
                let tail: Vec<&str> = run.stdout.lines().rev().take(15).collect();
                failures.push(format!(
                    "{} (exit {}):\n{}\n{}",
                    test.display(),
                    run.code,
                    tail.into_iter().rev().collect::<Vec<_>>().join("\n"),
                    run.stderr
                ));
            }
        }
    }
    assert!(ran >= 7, "expected the JavaScript unit tests, found {ran}");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The `common` shim that `scripts/node-parallel` runs node's own tests with
/// (tests/node-parallel): its self-tests end as under node (exit code and stdout), so the
/// shim's verdicts mean the same in both runtimes.
#[test]
fn node_parallel_shim() {
    if node_version().is_none() {
        skip("node_parallel_shim", "no `node` on PATH");
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/node-parallel/self");
    let mut tests: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/node-parallel/self")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "js"))
        .collect();
    tests.sort();
    assert!(tests.len() >= 4, "expected the shim's self-tests");
    let mut failures = Vec::new();
    for test in &tests {
        let name = test.file_name().unwrap().to_string_lossy().into_owned();
        let mut node = Command::new("node");
        node.arg(&name).current_dir(&dir);
        let node = run_cmd(node);
        let ev = evloop(&dir, &["run", "--host=node", &name]);
        if ev.code != node.code || ev.stdout != node.stdout {
            failures.push(format!(
                "{name}: node exit {} {:?}, evloop exit {} {:?}\n{}",
                node.code, node.stdout, ev.code, ev.stdout, ev.stderr
            ));
        }
        if name == "test-shim-unmet.js" && !ev.stderr.contains("Mismatched neverCalled") {
            failures.push(format!("{name}: no mismatch report: {}", ev.stderr));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `--host=node@10` beside `--host=node` on the seed puzzle whose answer changed in
/// Node 11 (the pre-v11 answer is the one the user's documents quote for old Node).
#[test]
fn legacy_node10_side_by_side() {
    let path = fixtures_dir().join("node/seed_two_timeouts_promises.js");
    let old = check_with(&path, &["--host=node@10"]);
    let new = check(&path, "node");
    let line = |s: &str| s.lines().collect::<Vec<_>>().join(" ");
    assert_eq!(line(&old.stdout), "1 7 8 2 4 9 11 5 12");
    assert_eq!(line(&new.stdout), "1 7 8 2 4 5 9 11 12");
    let immediates = explore_tmp(
        "legacy_immediates.js",
        "setImmediate(() => { console.log('i1'); Promise.resolve().then(() => console.log('p1')); });\nsetImmediate(() => console.log('i2'));\n",
    );
    let old = check_with(&immediates, &["--host=node@10"]);
    assert_eq!(line(&old.stdout), "i1 i2 p1");
    assert_eq!(line(&check(&immediates, "node").stdout), "i1 p1 i2");
}

fn check_with(path: &Path, flags: &[&str]) -> Run {
    let dir = path.parent().expect("fixture has a folder");
    let name = path.file_name().and_then(|n| n.to_str()).expect("name");
    let mut args = vec!["run"];
    args.extend_from_slice(flags);
    args.push(name);
    evloop(dir, &args)
}

fn explore_tmp(name: &str, body: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("evloop-it-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let p = dir.join(name);
    std::fs::write(&p, body).expect("write");
    p
}

#[test]
fn trace_of_a_seed_puzzle() {
    // The text trace: every callback with turn, phase and virtual time, and what it printed.
    let dir = fixtures_dir().join("node");
    let run = evloop(&dir, &["run", "--trace", "seed_nexttick_6_and_3.js"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let text = run.stderr.replace(&dir.display().to_string(), "<fixtures>");
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::assert_snapshot!("trace_seed_nexttick_6_and_3", text);
    });
}

#[test]
fn trace_of_the_click_puzzle() {
    // The browser's story: tasks by source, each listener of the user's click, the
    // microtask checkpoint after each, then the timer tasks.
    let dir = fixtures_dir().join("browser");
    let run = evloop(
        &dir,
        &["run", "--host=browser", "--trace", "b01_click_user.js"],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let text = run.stderr.replace(&dir.display().to_string(), "<fixtures>");
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::assert_snapshot!("trace_click_puzzle_user_click", text);
    });
}

#[test]
fn json_trace_events_carry_the_scripts_call_stack() {
    // A callback queued, a line printed, a timer cleared and a promise job queued from
    // inside the script carry its call stack (`stack`, docs/trace-schema.md): its own
    // frames, innermost first, at V8's positions, with evloop's internal JavaScript (the
    // timers, console and promise code between the script and the op) left out.
    let dir = std::env::temp_dir().join(format!("evloop-stack-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    std::fs::write(
        dir.join("stack.js"),
        "function inner() { setTimeout(() => {}, 1); console.log('x'); }\n\
         function outer() { inner(); }\n\
         outer();\n\
         clearTimeout(setTimeout(() => {}, 5));\n\
         Promise.resolve().then(() => {});\n\
         class K { m() { setTimeout(() => {}, 7); } static s() { new K().m(); } }\n\
         K.s();\n",
    )
    .expect("write");
    let frames = |event: &serde_json::Value| -> Vec<(String, String, u64, u64)> {
        event["stack"]
            .as_array()
            .unwrap_or_else(|| panic!("no stack: {event}"))
            .iter()
            .map(|f| {
                (
                    f["fn"].as_str().expect("fn").to_string(),
                    f["file"].as_str().expect("file").to_string(),
                    f["line"].as_u64().expect("line"),
                    f["col"].as_u64().expect("col"),
                )
            })
            .collect()
    };
    let at =
        |name: &str, line: u64, col: u64| (name.to_string(), "stack.js".to_string(), line, col);
    for host in ["--host=node", "--host=browser"] {
        let run = evloop(&dir, &["run", host, "--trace=json", "stack.js"]);
        assert_eq!(run.code, 0, "{host}: {}", run.stderr);
        let events: Vec<serde_json::Value> = run
            .stderr
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{host}: {e}: {l}")))
            .collect();
        let find = |kind: &str, phase: &str, detail: &str| {
            events
                .iter()
                .find(|e| {
                    e["kind"] == kind
                        && e["phase"].as_str().is_some_and(|p| p.contains(phase))
                        && e["detail"].as_str().is_some_and(|d| d.contains(detail))
                })
                .unwrap_or_else(|| panic!("{host}: no {kind} {phase} event:\n{}", run.stderr))
        };
        // setTimeout called by inner, called by outer, called by the top level.
        let queued = find("queue", "timer", "1 ms");
        assert_eq!(
            frames(queued),
            [
                at("inner", 1, 20),
                at("outer", 2, 20),
                at("(anonymous)", 3, 1)
            ],
            "{host}: {queued}"
        );
        // console.log's line: the innermost frame is the call of `log`.
        let printed = find("stdout", "", "x");
        assert_eq!(
            frames(printed),
            [
                at("inner", 1, 53),
                at("outer", 2, 20),
                at("(anonymous)", 3, 1)
            ],
            "{host}: {printed}"
        );
        // Class methods by their names, as DevTools shows them.
        let in_method = find("queue", "timer", "7 ms");
        assert_eq!(
            frames(in_method),
            [at("m", 6, 17), at("s", 6, 65), at("(anonymous)", 7, 3)],
            "{host}: {in_method}"
        );
        let job = find("queue", "microtask", "promise job");
        assert_eq!(frames(job), [at("(anonymous)", 5, 19)], "{host}: {job}");
        if host == "--host=node" {
            let cancelled = find("cancel", "timers", "clearTimeout");
            assert_eq!(
                frames(cancelled),
                [at("(anonymous)", 4, 1)],
                "{host}: {cancelled}"
            );
        }
        // Steps, run by the loop, have none; nor do lines without a frame of the script.
        for e in &events {
            if e["kind"] == "run" || e["kind"] == "emit" {
                assert!(e.get("stack").is_none(), "{host}: {e}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn json_trace_is_one_versioned_object_per_line() {
    let dir = fixtures_dir().join("node");
    let run = evloop(&dir, &["run", "--trace=json", "seed_basic_order.js"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert!(lines.len() >= 6, "{}", run.stderr);
    for (i, line) in lines.iter().enumerate() {
        assert!(
            line.starts_with(&format!("{{\"v\":4,\"id\":{i},\"time_ms\":")) && line.ends_with('}'),
            "{line}"
        );
    }
    // The timer's run names the queue event it came from, which names the main module.
    let queued = lines
        .iter()
        .position(|l| l.contains("\"phase\":\"timers\",\"kind\":\"queue\""))
        .expect("a queued timer");
    assert!(
        lines[queued]
            .contains("\"by\":0,\"stack\":[{\"fn\":\"(anonymous)\",\"file\":\"seed_basic_order.js\",\"line\":4,\"col\":1}],\"loc\":{\"file\":\"seed_basic_order.js\",\"line\":4,\"col\":12}"),
        "{}",
        lines[queued]
    );
    // Each step names the rule that chose it, with a sentence; paths are relative.
    let timer_run = lines
        .iter()
        .find(|l| l.contains("\"phase\":\"timers\",\"kind\":\"run\""))
        .expect("the timer ran");
    assert!(timer_run.contains(&format!("\"from\":{queued},\"rule\":\"node-timers\",\"why\":\"Timers phase: setTimeout 1 ms was due at 1 ms")), "{timer_run}");
    assert!(
        lines[0].contains("\"detail\":\"main module seed_basic_order.js\""),
        "{}",
        lines[0]
    );
    assert!(lines
        .iter()
        .any(|l| l.contains("\"phase\":\"timers\",\"kind\":\"run\"")));
    assert!(lines
        .iter()
        .any(|l| l.contains("\"kind\":\"stdout\",\"detail\":\"5 macrotask\\n\"")));
}

#[test]
fn timeline_is_one_self_contained_explainer_page() {
    // `--timeline` writes the explainer page: inline CSS and JavaScript, the trace and the
    // script's source embedded, nothing fetched.
    let dir = fixtures_dir().join("node");
    let out_dir = std::env::temp_dir().join(format!("evloop-timeline-test-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).expect("tmp");
    let out = out_dir.join("seed.html");
    let out_arg = out.display().to_string();
    let run = evloop(
        &dir,
        &["run", "--timeline", &out_arg, "seed_nexttick_6_and_3.js"],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout, "1\n7\n6\n8\n2\n4\n3\n5\n",
        "the run prints as usual"
    );
    assert_eq!(
        run.stderr,
        format!("evloop: wrote the explainer page to {out_arg} (open it in a browser)\n"),
        "it says where the page is, and nothing else"
    );
    let html = std::fs::read_to_string(&out).expect("the timeline file");
    assert!(
        html.starts_with("<!DOCTYPE html>"),
        "{}",
        &html[..80.min(html.len())]
    );
    assert!(
        !html.contains("http://") && !html.contains("https://"),
        "a network reference"
    );
    assert!(
        !html.contains("<script src") && !html.contains("<link"),
        "an external asset"
    );
    assert!(html.contains("EvloopExplainer.mount"));
    assert!(html.contains("\"trace\":[{\"time_ms\":0,"));
    // The source beside the loop, and the rules the steps link to.
    assert!(
        html.contains("\"seed_nexttick_6_and_3.js\":\"// "),
        "the source is embedded"
    );
    assert!(html.contains("<dt id=\"node-nexttick\">"));
    let _ = std::fs::remove_dir_all(&out_dir);

    // Not with --trace (one trace target).
    let both = evloop(
        &dir,
        &[
            "run",
            "--trace",
            "--timeline",
            "x.html",
            "seed_basic_order.js",
        ],
    );
    assert_eq!(both.code, 2);
    assert!(both.stderr.contains("--timeline"), "{}", both.stderr);
    assert!(!dir.join("x.html").exists());
    // With --explore it is a folder of pages: tests/explore.rs.
}

#[test]
fn explainer_pages_step_in_chromium() {
    // The seed puzzles and the click puzzle as explainer pages, driven in real headless
    // Chromium: at every step the rule, the highlighted line, each queue's size and the
    // console match the trace; the keys and buttons step (scripts/explainer-check).
    if let Err(why) = chromium_available() {
        skip("explainer_pages_step_in_chromium", &why);
        return;
    }
    let out_dir =
        std::env::temp_dir().join(format!("evloop-explainer-test-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).expect("tmp");
    let mut pages = Vec::new();
    let node_dir = fixtures_dir().join("node");
    let mut seeds: Vec<String> = std::fs::read_dir(&node_dir)
        .expect("fixtures")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with("seed_") && n.ends_with(".js"))
        .collect();
    seeds.sort();
    let mut runs: Vec<(PathBuf, Vec<String>)> = seeds
        .iter()
        .map(|s| (node_dir.clone(), vec![s.clone()]))
        .collect();
    runs.push((
        fixtures_dir().join("browser"),
        vec!["--host=browser".into(), "b01_click_user.js".into()],
    ));
    runs.push((
        fixtures_dir().join("browser"),
        vec!["--host=browser".into(), "b02_click_script.js".into()],
    ));
    // A script whose steps call functions that queue and print: the page shows their
    // frames (the trace's `stack`) at those moments.
    std::fs::write(
        out_dir.join("stack.js"),
        "function inner() { setTimeout(() => {}, 1); console.log('x'); }\n\
         function outer() { inner(); }\n\
         outer();\n\
         setTimeout(outer, 2);\n",
    )
    .expect("write");
    for host in ["--host=node", "--host=browser"] {
        runs.push((out_dir.clone(), vec![host.into(), "stack.js".into()]));
    }
    for (n, (dir, args)) in runs.iter().enumerate() {
        let page = out_dir.join(format!("page{n}.html"));
        let page_arg = page.display().to_string();
        let mut full = vec!["run", "--timeline", &page_arg];
        full.extend(args.iter().map(String::as_str));
        let run = evloop(dir, &full);
        assert!(page.exists(), "{args:?}: {}", run.stderr);
        pages.push(page_arg);
    }
    let check = Command::new("node")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/explainer-check"))
        .args(&pages)
        .output()
        .expect("node");
    let stdout = String::from_utf8_lossy(&check.stdout);
    assert!(
        check.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&check.stderr)
    );
    assert!(
        stdout.contains(&format!("{} page(s) good", pages.len())),
        "{stdout}"
    );
    // Each stack page has its moments (a timer queued and a line printed, twice).
    let moments: usize = stdout
        .rsplit_once(" page(s) good, ")
        .and_then(|(_, rest)| rest.split(' ').next()?.parse().ok())
        .unwrap_or(0);
    assert!(moments >= 8, "{stdout}");
    let _ = std::fs::remove_dir_all(&out_dir);
}

#[test]
fn trace_in_a_terminal_interleaves_with_the_output() {
    // In a terminal, `--trace` writes each event as it happens: the script's lines come
    // between the trace lines, in the order they happened, and are not repeated (stdout
    // is the same terminal). Under tmux; skipped (loudly) without it.
    if Command::new("tmux").arg("-V").output().is_err() {
        skip(
            "trace_in_a_terminal_interleaves_with_the_output",
            "tmux is not installed",
        );
        return;
    }
    let name = format!("evloop-trace-{}", std::process::id());
    let dir = fixtures_dir().join("node");
    let done = std::env::temp_dir().join(format!("evloop-trace-done-{}", std::process::id()));
    let _ = std::fs::remove_file(&done);
    let command = format!(
        "cd {} && {} run --trace seed_basic_order.js; touch {}; sleep 30",
        dir.display(),
        env!("CARGO_BIN_EXE_evloop"),
        done.display()
    );
    let tmux = |args: &[&str]| Command::new("tmux").args(args).output().expect("tmux runs");
    let start = tmux(&[
        "new-session",
        "-d",
        "-s",
        &name,
        "-x",
        "220",
        "-y",
        "50",
        &command,
    ]);
    assert!(
        start.status.success(),
        "{}",
        String::from_utf8_lossy(&start.stderr)
    );
    for _ in 0..200 {
        if done.exists() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let pane =
        String::from_utf8_lossy(&tmux(&["capture-pane", "-p", "-t", &name]).stdout).into_owned();
    tmux(&["kill-session", "-t", &name]);
    let _ = std::fs::remove_file(&done);
    let lines: Vec<&str> = pane
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty())
        .collect();
    let at = |what: &str| {
        lines
            .iter()
            .position(|l| l.ends_with(what))
            .unwrap_or_else(|| panic!("no line ending in {what:?} in:\n{pane}"))
    };
    // The main module's run line, then its output; the timer's run line, then its output.
    assert!(
        at("main module seed_basic_order.js") < at("1 sync"),
        "{pane}"
    );
    assert!(at("1 sync") < at("2 sync"), "{pane}");
    let timer_run = lines
        .iter()
        .position(|l| l.contains(" timers ") && l.contains(" run "))
        .unwrap_or_else(|| panic!("no timer run line in:\n{pane}"));
    assert!(
        at("3 microtask") < timer_run && timer_run < at("5 macrotask"),
        "{pane}"
    );
    assert!(
        !pane.contains("| 1 sync"),
        "output is not repeated in a terminal:\n{pane}"
    );
}

#[test]
fn readme_examples_print_what_the_readme_shows() {
    // Every ```console example of the README whose commands are `evloop …` (or `tail`
    // of a fixture) is run from the repository root, and must print exactly the lines
    // the README shows after its `$` lines.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_evloop"))
        .parent()
        .expect("bin dir");
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut checked = 0;
    let mut problems = Vec::new();
    for block in readme.split("```console\n").skip(1) {
        let Some((body, _)) = block.split_once("```") else {
            continue;
        };
        let commands: Vec<&str> = body.lines().filter_map(|l| l.strip_prefix("$ ")).collect();
        let runnable = !commands.is_empty()
            && commands
                .iter()
                .all(|c| c.starts_with("evloop ") || c.starts_with("tail "));
        if !runnable {
            continue;
        }
        let mut printed = String::new();
        for command in &commands {
            printed.push_str(&format!("$ {command}\n"));
            let out = Command::new("bash")
                .args(["-c", command])
                .current_dir(root)
                .env("PATH", &path)
                .output()
                .expect("bash");
            printed.push_str(&String::from_utf8_lossy(&out.stdout));
            if !printed.ends_with('\n') {
                printed.push('\n');
            }
        }
        if printed != body {
            problems.push(format!(
                "README shows:\n{body}\nbut evloop prints:\n{printed}"
            ));
        }
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} examples found");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A test cannot run here: a runtime or tool it needs is missing (`why`). In CI (`CI` is
/// `true` or `1`, as `.ci/run` sets it) that fails the test: a green CI run has compared
/// every fixture with the real runtimes. Elsewhere the test passes, the skip is written to
/// the terminal past cargo's output capture, and the test binary closes with a count of
/// its skips (so none can go by unseen).
pub(crate) fn skip(test: &str, why: &str) {
    use std::io::Write as _;
    use std::sync::atomic::{AtomicUsize, Ordering};
    static SKIPS: AtomicUsize = AtomicUsize::new(0);
    static SUMMARY: std::sync::Once = std::sync::Once::new();
    extern "C" fn summary() {
        let n = SKIPS.load(Ordering::SeqCst);
        let _ = writeln!(
            std::io::stderr(),
            "\nintegration: {n} test(s) SKIPPED an oracle or tool they need (see the SKIPPED lines above); CI fails instead"
        );
    }
    if std::env::var("CI").is_ok_and(|v| v == "true" || v == "1") {
        panic!("{test}: cannot run: {why} (in CI every oracle must run: .ci/run installs what they need)");
    }
    SKIPS.fetch_add(1, Ordering::SeqCst);
    SUMMARY.call_once(|| {
        // SAFETY: registers a plain function with no captured state, run at exit.
        unsafe {
            libc::atexit(summary);
        }
    });
    // std::io::stderr() is not captured by the test harness (eprintln! is).
    let _ = writeln!(std::io::stderr(), "{test}: SKIPPED: {why}");
}

/// What the README, `--help` and the docs state about evloop itself holds: every flag
/// `evloop run --help` lists is documented in the README, and every flag of the README's
/// synopsis exists; the trace's schema version is one number in `--help`, the README, the
/// schema's document and the trace itself; the counts the README gives of lists kept in
/// the tests are those lists' lengths; the fixtures with a stderr known to differ from
/// node's are each named in the README.
#[test]
fn docs_claims_hold() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let help = evloop(root, &["run", "--help"]).stdout;
    let flags = |text: &str| -> std::collections::BTreeSet<String> {
        let mut found = std::collections::BTreeSet::new();
        for (i, _) in text.match_indices("--") {
            let name: String = text[i + 2..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            if name.len() > 1 && !name.ends_with('-') {
                found.insert(format!("--{name}"));
            }
        }
        found
    };
    // The flags `run --help` lists (its option lines), each in the README.
    let listed: Vec<String> = help
        .lines()
        .filter_map(|l| {
            let l = l.trim_start();
            let l = l
                .strip_prefix("-e, ")
                .or(l.strip_prefix("-p, "))
                .unwrap_or(l);
            l.starts_with("--")
                .then(|| flags(l.split([' ', '[', '=', '<']).next().unwrap_or("")))
        })
        .flatten()
        .filter(|f| f != "--help")
        .collect();
    assert!(listed.len() >= 20, "run --help lists {listed:?}");
    let in_readme = flags(&readme);
    let undocumented: Vec<&String> = listed.iter().filter(|f| !in_readme.contains(*f)).collect();
    assert!(
        undocumented.is_empty(),
        "`evloop run --help` lists flags the README never names: {undocumented:?}"
    );
    let synopsis = readme
        .split("## Using it\n\n```\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the README's usage synopsis");
    let unknown: Vec<String> = flags(synopsis)
        .into_iter()
        .filter(|f| !listed.contains(f))
        .collect();
    assert!(
        unknown.is_empty(),
        "the README's synopsis names flags evloop does not have: {unknown:?}"
    );

    // The trace schema's version.
    let version_in = |text: &str, what: &str| -> u32 {
        let at = text
            .find("schema version ")
            .unwrap_or_else(|| panic!("{what} gives no schema version"));
        text[at + 15..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse()
            .unwrap_or_else(|_| panic!("{what}: no number after 'schema version'"))
    };
    let doc = std::fs::read_to_string(root.join("docs/trace-schema.md")).expect("schema doc");
    let dir = fixtures_dir().join("node");
    let trace = evloop(&dir, &["run", "--trace=json", "seed_basic_order.js"]).stderr;
    let first: serde_json::Value =
        serde_json::from_str(trace.lines().next().expect("a trace line")).expect("JSON");
    let actual = first["v"].as_u64().expect("v") as u32;
    assert_eq!(version_in(&help, "run --help"), actual, "run --help");
    assert_eq!(version_in(&readme, "README.md"), actual, "README.md");
    assert_eq!(
        version_in(&doc, "docs/trace-schema.md"),
        actual,
        "docs/trace-schema.md"
    );

    // Counts the README gives.
    let count_before = |text: &str, words: &str| -> usize {
        let at = text
            .find(words)
            .unwrap_or_else(|| panic!("the README no longer says '{words}'"));
        let digits: String = text[..at]
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_digit() || *c == ' ' || *c == '(')
            .filter(char::is_ascii_digit)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        digits
            .parse()
            .unwrap_or_else(|_| panic!("no number before '{words}'"))
    };
    assert_eq!(
        count_before(&readme, " fixtures need the real machine or `Intl`"),
        web::NEEDS_THE_MACHINE.len(),
        "the README's count of fixtures the web build cannot run (tests/web.rs)"
    );
    let passing =
        std::fs::read_to_string(root.join("tests/node-parallel/passing.txt")).expect("passing.txt");
    let passing = passing
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .count();
    assert_eq!(
        count_before(&readme, " that pass under both"),
        passing,
        "the README's count of node's own tests that pass (tests/node-parallel/passing.txt)"
    );

    // Every fixture whose stderr is known to differ from node's is named in the README.
    for entry in std::fs::read_dir(&dir).expect("fixtures/node").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(entry.path()).unwrap_or_default();
        if source.contains("// @stderr-differs") {
            assert!(readme.contains(&name), "{name} says @stderr-differs but the README's \"Known differences from node\" does not name it");
        }
    }
}

/// Is the node evloop models (`evloop_node::NODE_VERSION`, exactly) on PATH? When not,
/// `test` [`skip`]s its comparisons with node (in CI: fails).
pub(crate) fn real_node(test: &str) -> bool {
    let want = evloop_node::NODE_VERSION;
    match node_version() {
        Some(v) if v == want => true,
        Some(v) => {
            skip(
                test,
                &format!("`node` on PATH is {v}; evloop models node {want}"),
            );
            false
        }
        None => {
            skip(
                test,
                &format!("no `node` on PATH (evloop models node {want})"),
            );
            false
        }
    }
}

/// The version of `node` on PATH, if any.
fn node_version() -> Option<String> {
    let out = Command::new("node").arg("--version").output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// The line of a crash's stderr that names the error (`Error: boom`, `TypeError [X]: ...`).
fn error_line(stderr: &str) -> Option<String> {
    stderr
        .lines()
        .find(|l| {
            let head: String = l
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            !head.is_empty()
                && (l[head.len()..].starts_with(": ") || l[head.len()..].starts_with(" ["))
                && !l.starts_with("Node.js")
        })
        .map(str::to_string)
}

#[test]
fn node_oracle() {
    if !real_node("node_oracle") {
        return;
    }
    let dir = fixtures_dir().join("node");
    let mut fixtures: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixtures/node")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "js" || x == "mjs"))
        .collect();
    fixtures.sort();
    let mut failures = Vec::new();
    let mut stderr_listed = 0;
    for path in &fixtures {
        let name = path.file_name().and_then(|n| n.to_str()).expect("name");
        let source = std::fs::read_to_string(path).expect("fixture");
        let ours = check(path, "node");
        let r = {
            let (args, env) = fixture_command(path);
            let mut cmd = Command::new("node");
            cmd.current_dir(&dir)
                .args(fixture_node_options(path))
                .arg(name)
                .args(args)
                .envs(env);
            run_cmd(cmd)
        };
        let (real_err, our_err) = (mask_pids(&r.stderr), mask_pids(&ours.stderr));
        if source.contains("@nondeterministic") {
            // Real node races here, and which order wins depends on the machine's load.
            // evloop's order is its documented deterministic choice; what real node
            // printed (stdout and stderr) must be one of the outputs `--explore` lists,
            // with evloop's exit code. A fixture marked @explore-incomplete (an order
            // evloop cannot make) must at least print the same lines, in some order.
            let sorted = |s: &str| {
                let mut v: Vec<&str> = s.lines().collect();
                v.sort_unstable();
                v.join("\n")
            };
            let listed_in = |text: &str| {
                explored_outputs(text)
                    .iter()
                    .any(|(out, err)| *out == r.stdout && mask_pids(err) == real_err)
            };
            let incomplete = source.contains("@explore-incomplete");
            // An order the default search did not reach may lie past its bound: a
            // larger search must then list it.
            let explored = listed_in(&explore(path, "node"))
                || (!incomplete
                    && r.code == ours.code
                    && listed_in(&explore_with(path, "node", &[ORACLE_MAX_SCHEDULES])));
            if r.code != ours.code
                || (incomplete
                    && (sorted(&r.stdout) != sorted(&ours.stdout)
                        || sorted(&real_err) != sorted(&our_err)))
            {
                failures.push(format!(
                    "{name} (@nondeterministic): not the same lines as node\n--- node (exit {})\n{}--- node stderr\n{real_err}--- evloop (exit {})\n{}--- evloop stderr\n{our_err}",
                    r.code, r.stdout, ours.code, ours.stdout
                ));
            } else if !explored && !incomplete {
                failures.push(format!(
                    "{name} (@nondeterministic): node printed an output --explore does not list (nor with {ORACLE_MAX_SCHEDULES})\n--- node\n{}--- node stderr\n{real_err}",
                    r.stdout
                ));
            } else if r.stdout != ours.stdout {
                eprintln!("node_oracle: {name}: node chose the other order this run (a race)");
            }
            continue;
        }
        // `// @stderr-differs: why` (README, "Known differences from node"): stdout and
        // the exit code as node's, and the line naming the error, but not all of stderr.
        let stderr_differs = source.contains("// @stderr-differs");
        stderr_listed += usize::from(stderr_differs);
        if r.stdout != ours.stdout || r.code != ours.code {
            failures.push(format!(
                "{name}: differs from node\n--- node (exit {})\n{}--- evloop (exit {})\n{}{}",
                r.code, r.stdout, ours.code, ours.stdout, ours.stderr
            ));
        } else if !stderr_differs && real_err != our_err {
            failures.push(format!(
                "{name}: stderr differs from node's\n--- node\n{real_err}--- evloop\n{our_err}"
            ));
        } else if stderr_differs && error_line(&r.stderr) != error_line(&ours.stderr) {
            failures.push(format!(
                "{name}: error line differs\n--- node\n{:?}\n--- evloop\n{:?}",
                error_line(&r.stderr),
                error_line(&ours.stderr)
            ));
        } else if stderr_differs && real_err == our_err {
            failures.push(format!(
                "{name}: says @stderr-differs, but its stderr is node's now: drop the directive (and its line in the README)"
            ));
        }
    }
    eprintln!(
        "node_oracle: {} fixtures compared with real node (stdout, stderr, exit code; {stderr_listed} with a listed stderr difference)",
        fixtures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} fixtures differ from node:\n\n{}",
        failures.len(),
        fixtures.len(),
        failures.join("\n\n")
    );
}

mod cli;

mod repl;
