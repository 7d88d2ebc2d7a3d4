//! `--explore` you can replay (a module of the integration binary): for every `// @nondeterministic` fixture (node and
//! browser), each distinct output `--explore` lists comes with a `replay:` command line,
//! and running that command prints exactly that output (stdout, stderr, exit code).

use std::path::{Path, PathBuf};
use std::process::Command;

use super::{fixture_command, fixtures_dir, real_node, run_cmd, Run};

fn fixtures(host: &str) -> Vec<PathBuf> {
    let dir = fixtures_dir().join(host);
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixtures folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension().is_some_and(|x| x == "js" || x == "mjs")
                && std::fs::read_to_string(p).is_ok_and(|s| s.contains("// @nondeterministic"))
        })
        .collect();
    out.sort();
    out
}

/// evloop with `args`, from the fixture's folder, in the fixture's `// @env`.
fn evloop_in(path: &Path, args: &[String]) -> Run {
    let dir = path.parent().expect("folder");
    let (_, env) = fixture_command(path);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_evloop"));
    cmd.current_dir(dir).args(args).envs(env);
    run_cmd(cmd)
}

/// One output `--explore` listed: its replay command's words and what it printed.
#[derive(Debug, Default)]
struct Listed {
    replay: Vec<String>,
    stdout: String,
    stderr: String,
    code: i32,
}

fn listed_outputs(text: &str) -> Vec<Listed> {
    let mut out: Vec<Listed> = Vec::new();
    for line in text.lines() {
        if let Some(head) = line.strip_prefix("--- output ") {
            let code = head
                .split(", exit ")
                .nth(1)
                .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            out.push(Listed {
                code,
                ..Listed::default()
            });
            continue;
        }
        if line.starts_with("explore: ")
            || line.ends_with(" distinct outputs")
            || line.ends_with(" distinct output")
        {
            continue;
        }
        let Some(last) = out.last_mut() else { continue };
        if let Some(cmd) = line.strip_prefix("    replay: ") {
            // The fixtures' names and arguments need no shell quoting.
            last.replay = cmd.split(' ').map(String::from).collect();
        } else if line.starts_with("    because: ") {
        } else if let Some(err) = line.strip_prefix("[stderr] ") {
            last.stderr.push_str(err);
            last.stderr.push('\n');
        } else {
            last.stdout.push_str(line);
            last.stdout.push('\n');
        }
    }
    out
}

fn check_fixture(path: &Path, host: &str) -> Result<usize, String> {
    let name = path.file_name().and_then(|n| n.to_str()).expect("name");
    let (args, _) = fixture_command(path);
    let mut explore = vec![
        "run".to_string(),
        format!("--host={host}"),
        "--explore".into(),
        name.into(),
    ];
    explore.extend(args);
    let run = evloop_in(path, &explore);
    if run.code != 0 {
        return Err(format!("{name}: --explore failed: {}", run.stderr));
    }
    let listed = listed_outputs(&run.stdout);
    if listed.len() < 2 {
        return Err(format!(
            "{name}: --explore listed {} output(s):\n{}",
            listed.len(),
            run.stdout
        ));
    }
    for (i, l) in listed.iter().enumerate() {
        if l.replay.first().map(String::as_str) != Some("evloop")
            || !l.replay.iter().any(|w| w.starts_with("--schedule="))
        {
            return Err(format!(
                "{name}: output {} has no replay line:\n{}",
                i + 1,
                run.stdout
            ));
        }
        let again = evloop_in(path, &l.replay[1..]);
        if again.stdout != l.stdout
            || again.stderr.trim_end() != l.stderr.trim_end()
            || again.code != l.code
        {
            return Err(format!(
                "{name}: `{}` did not reproduce output {}\n--- listed (exit {})\n{}{}--- replayed (exit {})\n{}{}",
                l.replay.join(" "),
                i + 1,
                l.code,
                l.stdout,
                l.stderr,
                again.code,
                again.stdout,
                again.stderr
            ));
        }
    }
    Ok(listed.len())
}

fn check_host(host: &str) {
    let paths = fixtures(host);
    assert!(!paths.is_empty(), "no @nondeterministic {host} fixtures");
    // Two at a time: each is a series of short processes.
    let failures: Vec<String> = std::thread::scope(|s| {
        let halves: Vec<_> = [0, 1]
            .iter()
            .map(|&k| {
                let mine: Vec<&PathBuf> = paths.iter().skip(k).step_by(2).collect();
                s.spawn(move || {
                    mine.iter()
                        .filter_map(|p| check_fixture(p, host).err())
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        halves
            .into_iter()
            .flat_map(|h| h.join().expect("thread"))
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn every_node_output_replays_with_its_schedule() {
    check_host("node");
}

#[test]
fn every_browser_output_replays_with_its_schedule() {
    check_host("browser");
}

#[test]
fn schedule_errors_are_one_clear_line() {
    let path = fixtures_dir().join("node/seed_immediate_vs_timeout_case1.js");
    let bad = evloop_in(
        &path,
        &[
            "run".into(),
            "--schedule=1,x".into(),
            "seed_immediate_vs_timeout_case1.js".into(),
        ],
    );
    assert_eq!(bad.code, 2);
    assert_eq!(bad.stderr.lines().count(), 1, "{}", bad.stderr);
    assert!(
        bad.stderr.contains("--schedule") && bad.stderr.contains("'x'"),
        "{}",
        bad.stderr
    );
    // A choice out of range, or more choices than race points: the run goes on, and
    // says what it could not take.
    let wide = evloop_in(
        &path,
        &[
            "run".into(),
            "--schedule=7,0,0,0,0,0,0".into(),
            "seed_immediate_vs_timeout_case1.js".into(),
        ],
    );
    assert_eq!(wide.code, 0);
    assert!(
        wide.stderr.contains("race point 1 has 2 alternatives"),
        "{}",
        wide.stderr
    );
    assert!(
        wide.stderr.contains("it names 7 race points"),
        "{}",
        wide.stderr
    );
    // Said once, by either host.
    let browser = fixtures_dir().join("browser/b03_classic_puzzle.js");
    let wide_browser = evloop_in(
        &browser,
        &[
            "run".into(),
            "--host=browser".into(),
            "--schedule=9,9,9".into(),
            "b03_classic_puzzle.js".into(),
        ],
    );
    for run in [&wide, &wide_browser] {
        assert_eq!(
            run.stderr.matches("evloop: --schedule:").count(),
            1,
            "{}",
            run.stderr
        );
    }
    // --trace and --schedule are refused with --explore, in one line, exit 2.
    for flag in ["--trace", "--schedule=1"] {
        let run = evloop_in(
            &path,
            &[
                "run".into(),
                "--explore".into(),
                flag.into(),
                "seed_immediate_vs_timeout_case1.js".into(),
            ],
        );
        assert_eq!(run.code, 2, "{flag}");
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        assert!(run.stderr.contains("--explore"), "{}", run.stderr);
        assert!(run.stdout.is_empty());
    }
}

#[test]
fn explore_timeline_writes_a_page_per_output_with_its_race_points() {
    let path = fixtures_dir().join("node/seed_immediate_vs_timeout_case1.js");
    let dir = std::env::temp_dir().join(format!("evloop-explore-timeline-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let run = evloop_in(
        &path,
        &[
            "run".into(),
            "--explore".into(),
            "--timeline".into(),
            dir.display().to_string(),
            "seed_immediate_vs_timeout_case1.js".into(),
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let listed = listed_outputs(&run.stdout);
    let n = listed.len();
    assert!(n >= 2);
    for (k, l) in listed.iter().enumerate() {
        let page = std::fs::read_to_string(dir.join(format!("output-{}.html", k + 1)))
            .expect("a page per output");
        assert!(
            page.to_lowercase().contains("<html"),
            "output-{}.html",
            k + 1
        );
        // Its title names the schedule (the race events are in the trace it draws).
        let schedule = l
            .replay
            .iter()
            .find(|w| w.starts_with("--schedule="))
            .expect("schedule");
        assert!(
            page.contains(schedule.as_str()),
            "output-{}.html names {schedule}",
            k + 1
        );
    }
    assert!(!dir.join(format!("output-{}.html", n + 1)).exists());
    assert!(
        run.stderr.contains(&dir.display().to_string()),
        "{}",
        run.stderr
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn json_trace_records_race_points() {
    let path = fixtures_dir().join("node/seed_immediate_vs_timeout_case1.js");
    let run = evloop_in(
        &path,
        &[
            "run".into(),
            "--trace=json".into(),
            "--schedule=1".into(),
            "seed_immediate_vs_timeout_case1.js".into(),
        ],
    );
    let race = run
        .stderr
        .lines()
        .find(|l| l.contains("\"kind\":\"race\""))
        .unwrap_or_else(|| panic!("no race event:\n{}", run.stderr));
    assert!(race.contains("\"phase\":\"timers\""), "{race}");
    assert!(
        race.contains("race point 1: alternative 1 of 2 (not the default)"),
        "{race}"
    );
}

#[test]
fn explore_says_when_budgets_stopped_schedules() {
    // Every schedule of a runaway loop stops at --max-loop-iterations: --explore lists
    // the cut-short output, says how many schedules a budget stopped, and exits 124.
    let dir = std::env::temp_dir().join(format!("evloop-explore-budget-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let script = dir.join("spin.js");
    std::fs::write(&script, "console.log('before');\nwhile (true) {}\n").expect("write");
    let run = evloop_in(
        &script,
        &[
            "run".into(),
            "--explore".into(),
            "--max-loop-iterations=1000".into(),
            "spin.js".into(),
        ],
    );
    assert_eq!(run.code, 124, "{}", run.stderr);
    assert!(run.stdout.contains("before\n"), "{}", run.stdout);
    assert!(
        run.stderr
            .contains("1 of 1 schedule(s) stopped at a budget"),
        "{}",
        run.stderr
    );
}

#[test]
fn unwritable_trace_and_timeline_paths_are_refused_before_the_run() {
    let path = fixtures_dir().join("node/seed_basic_order.js");
    for args in [
        vec![
            "--trace=json",
            "--trace-file=/nonexistent-evloop-dir/t.jsonl",
        ],
        vec!["--timeline=/nonexistent-evloop-dir/t.html"],
    ] {
        let mut full: Vec<String> = vec!["run".into()];
        full.extend(args.iter().map(|a| a.to_string()));
        full.push("seed_basic_order.js".into());
        let run = evloop_in(&path, &full);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{args:?}: the script ran");
        assert!(
            run.stderr.contains("cannot write"),
            "{args:?}: {}",
            run.stderr
        );
    }
}

#[test]
fn explore_into_a_closed_pipe_ends_quietly() {
    // `evloop run --explore … | head -1`: the reader goes away; evloop ends as a shell
    // tool killed by SIGPIPE does (141), without an internal error.
    use std::io::{BufRead as _, BufReader};
    let dir = std::env::temp_dir().join(format!("evloop-explore-pipe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    std::fs::write(
        dir.join("big.js"),
        "setTimeout(() => { for (let i = 0; i < 20000; i++) console.log('t', i); }, 0);\n\
         setImmediate(() => { for (let i = 0; i < 20000; i++) console.log('i', i); });\n",
    )
    .expect("write");
    let mut child = Command::new(env!("CARGO_BIN_EXE_evloop"))
        .current_dir(&dir)
        .args(["run", "--explore", "big.js"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("start");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut first)
        .expect("first line");
    // The reader is dropped here: the pipe closes.
    let out = child.wait_with_output().expect("wait");
    assert!(first.starts_with("--- output 1 of 2"), "{first}");
    assert_eq!(out.status.code(), Some(141));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("internal error"), "{stderr}");
}

#[test]
fn real_runs_say_how_often_real_node_prints_each_output() {
    // A 0 ms timer against an immediate from the main module: --explore lists both
    // orders, and --real-runs counts how often real node printed each one here.
    let dir = std::env::temp_dir().join(format!("evloop-explore-real-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let script = dir.join("race.js");
    std::fs::write(
        &script,
        "setTimeout(() => console.log('timeout'), 0);\nsetImmediate(() => console.log('immediate'));\n",
    )
    .expect("write");
    let args = |extra: &[&str]| -> Vec<String> {
        let mut a = vec!["run".to_string(), "--explore".to_string()];
        a.extend(extra.iter().map(|s| s.to_string()));
        a.push("race.js".into());
        a
    };
    // Refused where real node cannot answer: one line, exit 2.
    let run = evloop_in(&script, &args(&["--real-runs=3", "--host=browser"]));
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.starts_with(
            "evloop: --real-runs runs the script in real node: it works with --host=node only"
        ),
        "{}",
        run.stderr
    );
    // Node before v11 is not the node on PATH either.
    let run = evloop_in(&script, &args(&["--real-runs=3", "--host=node@10"]));
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("it works with --host=node only"),
        "{}",
        run.stderr
    );
    let run = evloop_in(&script, &args(&["--real-runs=0"]));
    assert_eq!(run.code, 2, "{}", run.stderr);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_evloop"));
    cmd.current_dir(&dir)
        .args(args(&["--real-runs=3"]))
        .env("PATH", "/nonexistent");
    let run = run_cmd(cmd);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("--real-runs needs real node"),
        "{}",
        run.stderr
    );
    // A file that is not there is one line too.
    let run = evloop_in(
        &script,
        &["run".into(), "--explore".into(), "gone.js".into()],
    );
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.starts_with("evloop: cannot read 'gone.js': "),
        "{}",
        run.stderr
    );

    if !real_node("real_runs_say_how_often_real_node_prints_each_output") {
        return;
    }
    let pages = dir.join("pages");
    let timeline = format!("--timeline={}", pages.display());
    let run = evloop_in(&script, &args(&["--real-runs=6", &timeline]));
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    let counts: Vec<usize> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("--- output "))
        .map(|l| {
            let share = l.split("; real node: ").nth(1).expect(l);
            let n = share.split(' ').next().expect(l);
            assert!(share.ends_with(" of 6 runs"), "{l}");
            n.parse().expect(l)
        })
        .collect();
    assert_eq!(counts.len(), 2, "{}", run.stdout);
    assert_eq!(
        counts.iter().sum::<usize>(),
        6,
        "every real run matched a listed output: {}",
        run.stdout
    );
    assert!(
        run.stdout.contains(&format!(
            "real node {}: 6 runs\n",
            evloop_node::NODE_VERSION
        )),
        "{}",
        run.stdout
    );
    // The pages say it too.
    let page = std::fs::read_to_string(pages.join("output-1.html")).expect("page");
    assert!(
        page.contains(&format!(
            "real node printed it in {} of 6 runs here",
            counts[0]
        )),
        "the page's title"
    );
    // The replay command leaves --real-runs out.
    assert!(
        !run.stdout
            .contains("replay: evloop run --schedule=0 --real-runs"),
        "{}",
        run.stdout
    );
}
