//! Output, memory and runaways (README, "Output, memory and runaways"): what a run keeps
//! when it is killed (SIGINT, SIGTERM), stopped by a budget or by the heap limit; the heap
//! limit's report and exit; the trace's memory on a long run; loops that feed themselves
//! stopping at `--max-steps` while heavy programs run to their end. No test here measures
//! wall time: each asserts what was printed, the exit, and what the files hold.

use std::io::{BufRead, BufReader};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::{evloop, node_version};

/// A folder of this test process's own, holding `name` with `body`.
fn script(name: &str, body: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("evloop-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let p = dir.join(name);
    std::fs::write(&p, body).expect("write");
    p
}

/// Every line of a JSON Lines trace is a whole event, numbered from 0 without a gap.
fn assert_complete_json_trace(text: &str) -> Vec<&str> {
    assert!(
        text.ends_with("}\n"),
        "the last line is whole: {:?}",
        &text[text.len().saturating_sub(200)..]
    );
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        assert!(
            line.starts_with(&format!("{{\"v\":4,\"id\":{i},\"time_ms\":")) && line.ends_with('}'),
            "line {i}: {line}"
        );
    }
    lines
}

/// The lines the script printed that the trace recorded (`stdout` events).
fn traced_stdout(lines: &[&str]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| l.contains("\"kind\":\"stdout\""))
        .filter_map(|l| {
            let at = l.find("\"detail\":\"")? + "\"detail\":\"".len();
            let end = l[at..].find("\\n\"")?;
            Some(l[at..at + end].to_string())
        })
        .collect()
}

/// Runs `args` (in `dir`), reads stdout until `lines` lines came, then sends `signal`:
/// returns the lines read in all and how the process ended.
fn kill_after(
    dir: &Path,
    args: &[&str],
    lines: usize,
    signal: i32,
) -> (Vec<String>, std::process::ExitStatus) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_evloop"))
        .current_dir(dir)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("evloop");
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let mut seen = Vec::new();
    let mut line = String::new();
    while seen.len() < lines {
        line.clear();
        if out.read_line(&mut line).expect("read") == 0 {
            break;
        }
        seen.push(line.trim_end().to_string());
    }
    // SAFETY: kill(2) of our own child.
    unsafe { libc::kill(child.id() as i32, signal) };
    // What came after the lines waited for, up to the end of the pipe.
    for rest in out.lines() {
        seen.push(rest.expect("read"));
    }
    let status = child.wait().expect("wait");
    (seen, status)
}

#[test]
fn a_killed_run_keeps_its_output_its_trace_and_its_timeline() {
    // A real-time ticker (the loop blocks between ticks) and a busy loop that never
    // yields (only the flusher thread writes stdout out): killed by SIGINT or SIGTERM,
    // the process dies by the signal as node's does, and every line written before is
    // on stdout, in the trace and in the timeline page.
    let ticker = script(
        "ticker.js",
        "let i = 0;\nsetInterval(() => console.log('tick', i++), 20);\n",
    );
    script(
        "busy.js",
        "console.log('busy');\nlet n = 0;\nwhile (true) n++;\n",
    );
    // Ticks faster than the page is drawn: a line written while the dying process
    // completes its trace must not reach stdout without reaching the trace.
    script(
        "fast.js",
        "let i = 0;\nsetInterval(() => console.log('fast', i++), 1);\n",
    );
    let dir = ticker.parent().expect("dir").to_path_buf();
    for signal in [libc::SIGINT, libc::SIGTERM] {
        for (name, want) in [("ticker.js", 5), ("busy.js", 1), ("fast.js", 50)] {
            let trace = dir.join(format!("{name}-{signal}.jsonl"));
            let trace_arg = format!("--trace-file={}", trace.display());
            let (seen, status) = kill_after(
                &dir,
                &["run", "--clock=real", "--trace=json", &trace_arg, name],
                want,
                signal,
            );
            assert_eq!(status.signal(), Some(signal), "{name}: {status:?}");
            assert!(seen.len() >= want, "{name}: {seen:?}");
            let text = std::fs::read_to_string(&trace).expect("the trace file");
            let lines = assert_complete_json_trace(&text);
            let printed = traced_stdout(&lines);
            assert!(
                printed.len() >= seen.len() && printed[..seen.len()] == seen[..],
                "{name}: the trace has every line printed: {printed:?} against {seen:?}"
            );

            let page = dir.join(format!("{name}-{signal}.html"));
            let page_arg = format!("--timeline={}", page.display());
            let (seen, status) = kill_after(
                &dir,
                &["run", "--clock=real", &page_arg, name],
                want,
                signal,
            );
            assert_eq!(status.signal(), Some(signal), "{name}: {status:?}");
            let html = std::fs::read_to_string(&page).expect("the timeline page");
            assert!(html.ends_with("</html>\n"), "{name}: the page is whole");
            for line in &seen {
                assert!(
                    html.contains(&format!("\"detail\":\"{line}\\n\"")),
                    "{name}: {line}"
                );
            }
        }
    }
}

#[test]
fn a_budget_stop_keeps_the_output_and_completes_the_trace() {
    let p = script(
        "counting.js",
        "let i = 0;\nsetInterval(() => console.log(i++), 1);\n",
    );
    let dir = p.parent().expect("dir");
    let trace = dir.join("counting.jsonl");
    let trace_arg = format!("--trace-file={}", trace.display());
    let r = evloop(
        dir,
        &[
            "run",
            "--max-callbacks=2000",
            "--trace=json",
            &trace_arg,
            "counting.js",
        ],
    );
    assert_eq!(r.code, 124, "{}", r.stderr);
    let expected: Vec<String> = (0..2000).map(|n| n.to_string()).collect();
    assert_eq!(r.stdout.lines().collect::<Vec<_>>(), expected);
    let text = std::fs::read_to_string(&trace).expect("trace");
    let lines = assert_complete_json_trace(&text);
    assert_eq!(traced_stdout(&lines), expected);
    // The text form bound for stderr comes after the diagnosis, whole.
    let r = evloop(
        dir,
        &["run", "--max-callbacks=50", "--trace", "counting.js"],
    );
    assert_eq!(r.code, 124);
    assert!(
        r.stderr.starts_with("evloop: stopped after 50 callbacks"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.ends_with("| 49\n"), "{}", r.stderr);
}

/// The heap-limit scripts: a line printed first, then an array that grows for ever, at
/// the top level or in a timer's callback.
const GROWS: &str = "console.log('before');\nconst a = [];\nfunction grow() { for (;;) a.push({ x: a.length }); }\ngrow();\n";
const GROWS_IN_A_TIMER: &str = "console.log('before');\nconst a = [];\nsetInterval(function tick() { for (let i = 0; i < 10000; i++) a.push({ x: i }); }, 1);\n";

/// node's out-of-memory report, as the FATAL ERROR line reads.
fn is_fatal_oom(line: &str) -> bool {
    line.starts_with("FATAL ERROR: ")
        && (line.contains("Reached heap limit")
            || line.contains("Ineffective mark-compacts near heap limit"))
        && line.ends_with(" Allocation failed - JavaScript heap out of memory")
}

#[test]
fn the_heap_limit_ends_the_run_as_nodes_does_with_evloops_diagnosis() {
    let p = script("grows.js", GROWS);
    script("grows_in_a_timer.js", GROWS_IN_A_TIMER);
    let dir = p.parent().expect("dir");
    let trace = dir.join("grows.jsonl");
    let trace_arg = format!("--trace-file={}", trace.display());
    let out = Command::new(env!("CARGO_BIN_EXE_evloop"))
        .current_dir(dir)
        .args([
            "run",
            "--max-old-space-size=64",
            "--trace=json",
            &trace_arg,
            "grows.js",
        ])
        .output()
        .expect("evloop");
    let stderr = String::from_utf8_lossy(&out.stderr);
    // Killed by SIGABRT, as node is (exit status 134 in a shell), the output kept.
    assert_eq!(out.status.signal(), Some(libc::SIGABRT), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "before\n");
    // node's shape, then evloop's diagnosis where node lists its native frames.
    let lines: Vec<&str> = stderr.lines().collect();
    let at = |text: &str| {
        lines
            .iter()
            .position(|l| l.starts_with(text))
            .unwrap_or_else(|| panic!("{text}: {stderr}"))
    };
    let gcs = at("<--- Last few GCs --->");
    let js = at("<--- JS stacktrace --->");
    let fatal = lines.iter().position(|l| is_fatal_oom(l)).expect(&stderr);
    let native = at("----- Native stack trace -----");
    let limit = at("evloop: the heap passed its limit of 112 MB (--max-old-space-size=64");
    assert!(
        gcs < js && js < fatal && fatal < native && native < limit,
        "{stderr}"
    );
    assert!(
        stderr.contains("evloop: it was allocating in function `grow` (")
            && stderr.contains("grows.js:3:"),
        "{stderr}"
    );
    assert!(
        stderr.contains("evloop: the loop was running the main module"),
        "{stderr}"
    );
    let text = std::fs::read_to_string(&trace).expect("trace");
    let events = assert_complete_json_trace(&text);
    assert_eq!(traced_stdout(&events), ["before"]);

    // In a callback, the diagnosis names it; NODE_OPTIONS sets the limit as in node, and
    // V8's spelling of the option works too.
    let out = Command::new(env!("CARGO_BIN_EXE_evloop"))
        .current_dir(dir)
        .env("NODE_OPTIONS", "--max-old-space-size=64")
        .args(["run", "grows_in_a_timer.js"])
        .output()
        .expect("evloop");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.signal(), Some(libc::SIGABRT), "{stderr}");
    assert!(
        stderr.contains("evloop: the loop was running a timer callback, function `tick` (")
            && stderr.contains("of 112 MB"),
        "{stderr}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_evloop"))
        .current_dir(dir)
        .args(["run", "--max_old_space_size=48", "grows.js"])
        .output()
        .expect("evloop");
    assert_eq!(out.status.signal(), Some(libc::SIGABRT));
    assert!(String::from_utf8_lossy(&out.stderr).contains("of 96 MB (--max-old-space-size=48"));

    // Real node ends the same scripts the same way.
    if node_version().is_none() {
        eprintln!("SKIPPED the node side of the heap-limit test: no node 20 on PATH");
        return;
    }
    for name in ["grows.js", "grows_in_a_timer.js"] {
        let out = Command::new("node")
            .current_dir(dir)
            .args(["--max-old-space-size=64", name])
            .output()
            .expect("node");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.signal(), Some(libc::SIGABRT), "{stderr}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), "before\n");
        assert!(stderr.lines().any(is_fatal_oom), "{stderr}");
    }
}

#[test]
fn the_heap_option_is_spelt_as_nodes() {
    let p = script("argv.js", "console.log(process.execArgv.join(' '));\n");
    let dir = p.parent().expect("dir");
    let r = evloop(dir, &["run", "--max-old-space-size=100", "argv.js"]);
    assert_eq!(
        (r.code, r.stdout.as_str()),
        (0, "--max-old-space-size=100\n"),
        "{}",
        r.stderr
    );
    let r = evloop(dir, &["run", "--max_old_space_size=100", "argv.js"]);
    assert_eq!(r.stdout, "--max_old_space_size=100\n", "{}", r.stderr);
    for bad in [
        "--max-old-space-size=abc",
        "--max-old-space-size=1.5",
        "--max-old-space-size=-5",
    ] {
        let r = evloop(dir, &["run", bad, "argv.js"]);
        assert_eq!(r.code, 2, "{bad}: {}", r.stdout);
        assert!(
            r.stderr.contains("max-old-space-size"),
            "{bad}: {}",
            r.stderr
        );
    }
    let r = evloop(dir, &["run", "--max-old-space-size", "100", "argv.js"]);
    assert_eq!(r.code, 2, "node wants the value after '=': {}", r.stdout);
}

#[test]
fn a_long_traced_run_stays_in_bounded_memory() {
    // Five million callbacks traced as JSON: the trace goes out as the run goes, so the
    // process stays small (43 MB here; held all in memory, 100,000 took 136 MB).
    let p = script("five_million.js", "setInterval(() => {}, 1);\n");
    let dir = p.parent().expect("dir");
    let mut child = Command::new(env!("CARGO_BIN_EXE_evloop"))
        .current_dir(dir)
        .args([
            "run",
            "--max-callbacks=5000000",
            "--max-steps=100000000000",
            "--trace=json",
            "--trace-file=/dev/null",
            "five_million.js",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("evloop");
    // The peak is read from the running process (VmHWM), not from wait4(2)'s rusage: a
    // child's ru_maxrss counts the memory of the process that spawned it (this test
    // binary, large while other tests run), which Linux carries over the exec.
    let mut peak_kb = 0u64;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        let status = std::fs::read_to_string(format!("/proc/{}/status", child.id()));
        if let Some(kb) = status.ok().as_deref().and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        }) {
            peak_kb = peak_kb.max(kb);
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    assert_eq!(status.code(), Some(124), "{status:?}");
    assert!(peak_kb > 0, "the peak was read");
    let peak_mb = peak_kb / 1024;
    assert!(peak_mb < 100, "peak resident size {peak_mb} MB");
}

#[test]
fn loops_that_feed_themselves_stop_at_the_step_budget() {
    // An event feedback loop through setImmediate: the default budgets stop it (it took
    // 4.6 s to reach the million callbacks of --max-callbacks), and say what kept it alive.
    let p = script(
        "feedback.js",
        "const e = new (require('events'))();\ne.on('x', () => setImmediate(() => e.emit('x')));\ne.emit('x');\n",
    );
    let dir = p.parent().expect("dir");
    let r = evloop(dir, &["run", "feedback.js"]);
    assert_eq!(r.code, 124, "{}", r.stderr);
    assert!(
        r.stderr.starts_with("evloop: the loop fed itself: ")
            && r.stderr.contains(" callbacks came to 200000000 steps of work (--max-steps) with nothing coming from outside the process")
            && r.stderr.contains("kept alive by 1 pending setImmediate callback(s)"),
        "{}",
        r.stderr
    );
    // The browser's endless requestAnimationFrame loop, on a page left open.
    let raf = script(
        "raf.js",
        "function frame() { requestAnimationFrame(frame); }\nrequestAnimationFrame(frame);\n",
    );
    let r = evloop(
        raf.parent().expect("dir"),
        &["run", "--host=browser", "--wait=100000000", "raf.js"],
    );
    assert_eq!(r.code, 124, "{}", r.stderr);
    assert!(
        r.stderr.starts_with("evloop: the page fed itself: ")
            && r.stderr.contains("kept busy by 1 animation frame callback(s); the last callback was function `frame`"),
        "{}",
        r.stderr
    );
    // Work is counted from the last news from outside: the same work between file-system
    // callbacks goes on, and between immediates stops.
    let work = "function work() { let s = 0; for (let i = 0; i < 20000; i++) s += i; return s; }\nlet n = 0;\n";
    script(
        "io_paced.js",
        &format!("{work}function again() {{ work(); if (++n < 200) require('fs').stat(__filename, again); }}\nagain();\n"),
    );
    script(
        "self_paced.js",
        &format!(
            "{work}function again() {{ work(); if (++n < 200) setImmediate(again); }}\nagain();\n"
        ),
    );
    let r = evloop(dir, &["run", "--max-steps=5000000", "io_paced.js"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = evloop(dir, &["run", "--max-steps=5000000", "self_paced.js"]);
    assert_eq!(r.code, 124, "{}", r.stderr);
    assert!(
        r.stderr.starts_with("evloop: the loop fed itself: "),
        "{}",
        r.stderr
    );
}

#[test]
fn heavy_programs_run_to_their_end_under_the_default_budgets() {
    let bench = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench");
    let r = evloop(&bench, &["run", "immediate_100k.js"]);
    assert_eq!(
        (r.code, r.stdout.as_str()),
        (0, "immediates 100000\n"),
        "{}",
        r.stderr
    );
    // 100k chained reactions are one drain past --max-drain's default, as scripts/bench
    // runs them; the step budget leaves them be.
    let r = evloop(
        &bench,
        &["run", "--max-drain=10000000", "then_chain_100k.js"],
    );
    assert_eq!(
        (r.code, r.stdout.as_str()),
        (0, "then chain 100000\n"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_streamed_trace_leaves_the_scripts_file_descriptors_alone() {
    // The trace's files are open while the run goes: the script's first fs.openSync
    // still gets 3, as in node.
    let p = script(
        "fd.js",
        "console.log(require('fs').openSync(__filename, 'r'));\n",
    );
    let dir = p.parent().expect("dir");
    let trace_arg = format!("--trace-file={}", dir.join("fd.jsonl").display());
    let page_arg = format!("--timeline={}", dir.join("fd.html").display());
    for args in [
        vec!["run", "--trace=json", trace_arg.as_str(), "fd.js"],
        vec!["run", "--trace", "fd.js"],
        vec!["run", page_arg.as_str(), "fd.js"],
    ] {
        let r = evloop(dir, &args);
        assert_eq!(
            (r.code, r.stdout.as_str()),
            (0, "3\n"),
            "{args:?}: {}",
            r.stderr
        );
    }
}
