//! The command line as a user meets it: bad input, runaways, pipes and signals, the
//! browser host's directives, `--sandbox` (`sandbox.rs`).

use super::*;

/// `--sandbox` against escape attempts (`tests/cli/sandbox.rs`).
mod sandbox;

#[test]
fn a_closed_stdout_or_stderr_is_no_internal_error() {
    // evloop started with its stdout or stderr closed (`>&-`, `2>&-`): whatever it
    // was asked, no panic (exit 101 or 70), no abort (134), and with stdout closed
    // the errors still reach stderr.
    use std::os::unix::process::CommandExt as _;
    let dir = fixtures_dir().join("node");
    let cases: &[&[&str]] = &[
        &["run", "seed_basic_order.js"],
        &["run", "--trace", "seed_basic_order.js"],
        &["run", "--trace=json", "seed_basic_order.js"],
        &["run", "--explore", "seed_immediate_vs_timeout_case1.js"],
        &["run", "--host=browser", "../browser/b01_click_user.js"],
        &["run", "no-such-file.js"],
        &["run", "--no-such-flag", "seed_basic_order.js"],
        &["run", "-p", "process.stdout.write('x'.repeat(100000)); 1"],
        &["--help"],
        &["--version"],
    ];
    for args in cases {
        for fd in [1, 2] {
            let mut cmd = Command::new(env!("CARGO_BIN_EXE_evloop"));
            cmd.current_dir(&dir).args(*args);
            // SAFETY: close(2) is async-signal-safe; the child closes its own copy.
            unsafe {
                cmd.pre_exec(move || {
                    libc::close(fd);
                    Ok(())
                });
            }
            let run = run_cmd(cmd);
            assert!(
                ![70, 101, 134].contains(&run.code) && !run.stderr.contains("internal error"),
                "evloop {args:?} with fd {fd} closed: exit {}\n{}",
                run.code,
                run.stderr
            );
            if fd == 1 && args.contains(&"no-such-file.js") {
                assert!(run.stderr.contains("no-such-file.js"), "{}", run.stderr);
                assert_eq!(run.code, 2);
            }
        }
    }
}

fn tmp_script(name: &str, body: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("evloop-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let p = dir.join(name);
    std::fs::write(&p, body).expect("write");
    p
}

/// Runs a command line under evloop (`evloop run ...`) and real node (`node ...`),
/// with `stdin`; `None` when there is no node 20 to compare with.
fn both(evloop_args: &[&str], node_args: &[&str], stdin: &str) -> Option<(Run, Run)> {
    if !real_node("cli") {
        return None;
    }
    let dir = fixtures_dir().join("node");
    let go = |mut cmd: Command| {
        use std::io::Write as _;
        cmd.current_dir(&dir)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        let mut child = cmd.spawn().expect("start");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(stdin.as_bytes())
            .expect("write stdin");
        let out = child.wait_with_output().expect("wait");
        let mask = |s: &[u8]| {
            let text = String::from_utf8_lossy(s).into_owned();
            let mut masked = String::new();
            let mut rest = text.as_str();
            while let Some(at) = rest.find("(node:") {
                masked.push_str(&rest[..at + 6]);
                rest = rest[at + 6..].trim_start_matches(|c: char| c.is_ascii_digit());
            }
            masked + rest
        };
        Run {
            stdout: mask(&out.stdout),
            stderr: mask(&out.stderr),
            code: out.status.code().unwrap_or(-1),
        }
    };
    let mut ours = Command::new(env!("CARGO_BIN_EXE_evloop"));
    ours.arg("run").args(evloop_args);
    let mut real = Command::new("node");
    real.args(node_args);
    Some((go(ours), go(real)))
}

/// The same command line under both: same stdout and exit code, same error line.
fn same_as_node(args: &[&str], stdin: &str) {
    let Some((ours, real)) = both(args, args, stdin) else {
        return;
    };
    assert_eq!(
        (ours.code, &ours.stdout),
        (real.code, &real.stdout),
        "{args:?}\n--- evloop stderr\n{}--- node stderr\n{}",
        ours.stderr,
        real.stderr
    );
    assert_eq!(
        error_line(&ours.stderr),
        error_line(&real.stderr),
        "{args:?}"
    );
}

#[test]
fn eval_and_stdin_throws_report_as_nodes() {
    // What -e and stdin code throws out of its top level: node's vm puts the line and
    // caret at the head of an error's stack (a stack of no frames is then bracketed
    // whole, and 'uncaughtException' listeners see it), and prints another thrown
    // object after the line as an error; a primitive keeps the file form.
    let cases = [
            "Error.stackTraceLimit = 0; throw new Error('boom')",
            "Error.stackTraceLimit = 0; const e = new Error('boom'); e.stack = 'custom'; throw e",
            "process.on('uncaughtException', (e) => console.log(JSON.stringify(e.stack))); throw new Error('x')",
            "throw {a: 1}",
            "throw [1]",
            "throw 5",
            "setTimeout(() => { throw {a: 1} })",
        ];
    for code in cases {
        let Some((ours, real)) = both(&["-e", code], &["-e", code], "") else {
            return;
        };
        assert_eq!(
            (ours.code, &ours.stdout, &ours.stderr),
            (real.code, &real.stdout, &real.stderr),
            "-e {code}"
        );
        let Some((ours, real)) = both(&["-"], &["-"], code) else {
            return;
        };
        assert_eq!(
            (ours.code, &ours.stdout, &ours.stderr),
            (real.code, &real.stdout, &real.stderr),
            "stdin: {code}"
        );
    }
}

#[test]
fn syntax_error_reports_are_nodes() {
    // The whole report, byte for byte: the place, the line and caret, V8's message and
    // node's frames of the compile (CommonJS, ES module, -e, stdin), as many as
    // --stack-trace-limit keeps (none: V8's bracketed form).
    let cjs = tmp_script("syntax_report.js", "console.log(1);\nlet x = ;\n");
    let open = tmp_script("syntax_open.js", "function f() {\n  return 1;\n");
    let esm = tmp_script("syntax_report.mjs", "export const a = 1;\nconst b = ;\n");
    let dep = tmp_script(
        "syntax_dep.mjs",
        "import { a } from './syntax_report.mjs';\n",
    );
    let thrown = tmp_script(
        "throw_site.js",
        "const e = new TypeError('made on line 1');\n\nsetTimeout(() => {\n  throw e;\n});\n",
    );
    let [cjs, open, esm, dep, thrown] =
        [&cjs, &open, &esm, &dep, &thrown].map(|p| p.to_str().expect("path").to_string());
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec![cjs.as_str()], ""),
        (vec!["--stack-trace-limit=2", cjs.as_str()], ""),
        (vec!["--stack-trace-limit=0", cjs.as_str()], ""),
        (vec![open.as_str()], ""),
        (vec![esm.as_str()], ""),
        (vec![dep.as_str()], ""),
        (vec![thrown.as_str()], ""),
        (vec!["-e", "let x = ;"], ""),
        (vec!["-"], "let x = ;\n"),
    ];
    for (args, stdin) in cases {
        let Some((ours, real)) = both(&args, &args, stdin) else {
            return;
        };
        assert_eq!(
            (ours.code, &ours.stderr),
            (real.code, &real.stderr),
            "{args:?}"
        );
    }
}

#[test]
fn eval_and_print_are_nodes() {
    same_as_node(
        &[
            "-e",
            "console.log(1 + 1, process.argv.slice(1), __filename, __dirname, module.id)",
            "x",
            "--y",
        ],
        "",
    );
    same_as_node(&["-p", "1 + 1"], "");
    same_as_node(&["-p", "'a string'"], "");
    same_as_node(
        &[
            "--print",
            "setTimeout(() => console.log('timer first'), 1); ({ a: [1, { b: 2 }] })",
        ],
        "",
    );
    same_as_node(&["-p", "Promise.resolve(3)"], "");
    same_as_node(&["-e", "require('./modules/stack_frames_module.js'); console.log(typeof require('node:path').join)"], "");
    same_as_node(&["-e", "throw new Error('from eval')"], "");
    same_as_node(&["--input-type=module", "-p", "1"], "");
    same_as_node(&["--input-type=module", "-e", "import path from 'node:path'; console.log(typeof path.join, import.meta.url.endsWith('/[eval1]'))"], "");
}

#[test]
fn eval_and_stdin_errors_show_nodes_frames() {
    let code = "function f() { throw new Error('x'); }\nf();\n";
    for (args, stdin) in [
        (&["-e", code][..], ""),
        (&["--stack-trace-limit=20"][..], code),
    ] {
        let Some((ours, real)) = both(args, args, stdin) else {
            return;
        };
        assert_eq!(
            (ours.code, &ours.stderr),
            (real.code, &real.stderr),
            "{args:?}"
        );
    }
}

#[test]
fn a_script_on_stdin_is_nodes() {
    let code = "console.log(__filename, process.argv.slice(1)); setTimeout(() => console.log('later'), 1);\n";
    same_as_node(&[], code);
    same_as_node(&["-", "a", "--b"], code);
    same_as_node(
        &["--input-type=module"],
        "console.log(typeof import.meta.url); await null; console.log('after await');\n",
    );
}

#[test]
fn everything_after_the_script_is_the_scripts() {
    let p = tmp_script("argv.js", "console.log(process.argv.slice(2));\n");
    let dir = p.parent().expect("dir");
    for args in [
        &["argv.js", "a", "--port", "3", "--trace"][..],
        &["argv.js", "--", "--port", "3"],
        &["--", "argv.js", "x"],
        &["--clock=real", "argv.js", "--clock=virtual"],
    ] {
        let ours = evloop(dir, &[&["run"][..], args].concat());
        // node has no --clock: it is left out before the script.
        let node_args: Vec<&str> = match args.iter().position(|a| *a == "argv.js") {
            Some(i) => args[..i]
                .iter()
                .copied()
                .filter(|a| !a.starts_with("--clock"))
                .chain(args[i..].iter().copied())
                .collect(),
            None => args.to_vec(),
        };
        let mut expected = args
            .iter()
            .skip_while(|a| **a != "argv.js")
            .skip(1)
            .copied()
            .collect::<Vec<_>>();
        if args[0] == "--" {
            expected = vec!["x"];
        }
        let shown = format!(
            "[ {} ]\n",
            expected
                .iter()
                .map(|a| format!("'{a}'"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        assert_eq!(
            (ours.code, ours.stdout.as_str()),
            (0, shown.as_str()),
            "{args:?} {}",
            ours.stderr
        );
        if real_node("cli::everything_after_the_script_is_the_scripts") {
            let mut cmd = Command::new("node");
            cmd.current_dir(dir).args(&node_args);
            assert_eq!(run_cmd(cmd).stdout, ours.stdout, "{args:?}");
        }
    }
}

#[test]
fn unhandled_rejection_modes_are_nodes() {
    let p = tmp_script(
        "rejections.js",
        "process.on('exit', (c) => console.log('exit', c, process.exitCode));\n\
             Promise.reject(new Error('boom'));\nPromise.reject(42);\n\
             setTimeout(() => console.log('timer ran'), 5);\n",
    );
    let path = p.display().to_string();
    for mode in ["throw", "strict", "warn", "none", "warn-with-error-code"] {
        let flag = format!("--unhandled-rejections={mode}");
        let Some((ours, real)) = both(&[&flag, &path], &[&flag, &path], "") else {
            return;
        };
        assert_eq!(
            (ours.code, &ours.stdout, ours.stderr.lines().next()),
            (real.code, &real.stdout, real.stderr.lines().next()),
            "{mode}\n--- evloop\n{}--- node\n{}",
            ours.stderr,
            real.stderr
        );
        // Each warning line node prints, evloop prints.
        let warnings = |s: &str| {
            s.lines()
                .filter(|l| l.starts_with("(node:"))
                .map(String::from)
                .collect::<Vec<_>>()
        };
        assert_eq!(warnings(&ours.stderr), warnings(&real.stderr), "{mode}");
    }
}

#[test]
fn warning_and_stack_options_are_nodes() {
    let code = "process.on('warning', (w) => console.log('listener', w.name));\n\
                    process.emitWarning('w1'); process.emitWarning('d1', 'DeprecationWarning', 'DEP0001');\n\
                    console.log(Math.min(new Error('x').stack.split('\\n').length, 2), Error.stackTraceLimit);\n";
    for flags in [
        &["--no-warnings"][..],
        &["--no-deprecation"],
        &["--stack-trace-limit=1"],
        &[],
    ] {
        let args = [flags, &["-e", code]].concat();
        let Some((ours, real)) = both(&args, &args, "") else {
            return;
        };
        assert_eq!(
            (ours.code, &ours.stdout, &ours.stderr),
            (real.code, &real.stdout, &real.stderr),
            "{flags:?}"
        );
    }
}

#[test]
fn version_names_evloop_and_the_node_it_models() {
    let r = evloop(&fixtures_dir(), &["--version"]);
    assert_eq!(r.code, 0);
    assert!(r.stdout.starts_with("evloop "), "{}", r.stdout);
    assert!(r.stdout.contains("Node.js v20.20.2"), "{}", r.stdout);
}

#[test]
fn node_20_hosts_are_accepted_and_others_refused() {
    let dir = fixtures_dir().join("node");
    for host in ["--host=node@20", "--host=node@v20", "--host=node"] {
        let r = evloop(&dir, &["run", host, "seed_basic_order.js"]);
        assert_eq!(r.code, 0, "{host}: {}", r.stderr);
        assert!(r.stdout.starts_with("1 sync\n"), "{host}");
    }
    let r = evloop(&dir, &["run", "--host=node@10", "seed_basic_order.js"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for host in [&["--host=node@18"][..], &["--host", "node@22"]] {
        let r = evloop(
            &dir,
            &[&["run"][..], host, &["seed_basic_order.js"]].concat(),
        );
        assert_eq!(r.code, 2);
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
        assert!(
            r.stderr.contains("not a modelled host") && r.stderr.contains("node@10"),
            "{}",
            r.stderr
        );
    }
}

#[test]
fn node_options_evloop_does_not_model_are_refused_by_name() {
    let dir = fixtures_dir().join("node");
    for flag in [
        "--inspect",
        "--inspect-brk=9229",
        "--watch",
        "--experimental-vm-modules",
        "--import=x",
        "--env-file=.env",
        "-r",
    ] {
        let r = evloop(&dir, &["run", flag, "seed_basic_order.js"]);
        assert_eq!(r.code, 2, "{flag}");
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
        let name = flag.split('=').next().unwrap_or(flag);
        assert!(
            r.stderr
                .contains(&format!("{name} is a node option evloop does not model")),
            "{}",
            r.stderr
        );
    }
}

#[test]
fn missing_file_is_one_clear_line() {
    let r = evloop(&fixtures_dir(), &["run", "no-such-file.js"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .starts_with("evloop: cannot read 'no-such-file.js'"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
}

/// A node built-in evloop does not model is one line naming it and exit code 1, from
/// `require` and from `import` alike; catching it works as for any error.
#[test]
fn unmodelled_builtin_is_one_line() {
    for (name, body) in [
        (
            "unmodelled.js",
            "console.log('before');\nrequire('node:https');\n",
        ),
        ("unmodelled.mjs", "import vm from 'vm';\nconsole.log(vm);\n"),
    ] {
        let script = tmp_script(name, body);
        let r = evloop(script.parent().unwrap(), &["run", name]);
        assert_eq!(r.code, 1, "{name}: {}", r.stderr);
        assert!(
            r.stderr.starts_with("evloop does not model node:"),
            "{name}: {}",
            r.stderr
        );
        assert_eq!(r.stderr.lines().count(), 1, "{name}: {}", r.stderr);
    }
    let script = tmp_script(
        "unmodelled_caught.js",
        "try { require('vm'); } catch (e) { console.log(e.code); }\n",
    );
    let r = evloop(script.parent().unwrap(), &["run", "unmodelled_caught.js"]);
    assert_eq!(r.stdout, "ERR_EVLOOP_UNMODELLED_BUILTIN\n");
    assert_eq!(r.code, 0);
}

#[test]
fn bad_flag_is_rejected() {
    let r = evloop(&fixtures_dir(), &["run", "--host=deno", "x.js"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("--host=deno is not a modelled host"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(!r.stderr.contains("panicked"));
}

#[test]
fn syntax_error_shows_file_line_and_caret() {
    let p = tmp_script("syntax.js", "console.log(1);\nlet x = ;\n");
    let r = evloop(p.parent().expect("dir"), &["run", "syntax.js"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let path = std::fs::canonicalize(&p)
        .expect("path")
        .display()
        .to_string();
    assert!(
        r.stderr
            .starts_with(&format!("{path}:2\nlet x = ;\n        ^\n\nSyntaxError: ")),
        "{}",
        r.stderr
    );
    assert_eq!(r.stdout, "", "nothing runs when the script does not parse");
}

#[test]
fn real_clock_serves_sockets_and_files_together() {
    // With --clock=real the poll phase waits on the sockets, and a finished
    // thread-pool request wakes it (a readFile inside a 'data' handler).
    let p = tmp_script(
            "mix.js",
            "const net = require('net'); const fs = require('fs');\n\
             const server = net.createServer((s) => s.on('data', (d) => { fs.readFile(__filename, () => s.end('read ' + d)); }));\n\
             server.listen(0, '127.0.0.1', () => {\n\
               const c = net.connect(server.address().port, '127.0.0.1', () => c.write('x'));\n\
               c.on('data', (d) => { console.log(String(d)); server.close(); });\n\
             });\n",
        );
    let started = std::time::Instant::now();
    let r = evloop(p.parent().expect("dir"), &["run", "--clock=real", "mix.js"]);
    assert_eq!((r.code, r.stdout.as_str()), (0, "read x\n"), "{}", r.stderr);
    assert!(started.elapsed() < std::time::Duration::from_secs(10));
}

#[test]
fn unterminated_string_is_located_like_node() {
    // Boa's lexer reports this error without a position; evloop finds it.
    let p = tmp_script(
        "unterminated.js",
        "const a = 1;\nconst b = 2;\nconsole.log('x\", b);\n",
    );
    let r = evloop(p.parent().expect("dir"), &["run", "unterminated.js"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
            r.stderr.contains(
                ":3\nconsole.log('x\", b);\n            ^\n\nSyntaxError: Invalid or unexpected token\n"
            ),
            "{}",
            r.stderr
        );
}

#[test]
fn endless_next_tick_stops_with_a_diagnosis() {
    let p = tmp_script("ticks.js", "function again() { process.nextTick(again); }\nagain();\nsetTimeout(() => console.log('never'), 0);\n");
    let r = evloop(
        p.parent().expect("dir"),
        &["run", "--max-drain", "5000", "ticks.js"],
    );
    assert_eq!(r.code, 124, "{}", r.stderr);
    assert!(
        r.stderr.contains("process.nextTick queue never emptied"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stdout, "");
}

#[test]
fn endless_microtasks_stop_with_a_diagnosis() {
    let p = tmp_script(
        "micro.js",
        "function again() { Promise.resolve().then(again); }\nagain();\n",
    );
    let r = evloop(
        p.parent().expect("dir"),
        &["run", "--max-drain", "5000", "micro.js"],
    );
    assert_eq!(r.code, 124, "{}", r.stderr);
    assert!(
        r.stderr.contains("microtask queue never emptied"),
        "{}",
        r.stderr
    );
}

#[test]
fn endless_fs_requests_stop_with_a_diagnosis() {
    let p = tmp_script(
        "stat_loop.js",
        "const fs = require('fs');\nfunction again() { fs.stat(__filename, again); }\nagain();\n",
    );
    let r = evloop(
        p.parent().expect("dir"),
        &["run", "--max-callbacks", "300", "stat_loop.js"],
    );
    assert_eq!(r.code, 124, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("kept alive by 1 thread-pool (fs) request(s)")
            && r.stderr
                .contains("the next callback was the completion of fs.stat: uv_fs_stat"),
        "{}",
        r.stderr
    );
}

#[test]
fn interval_never_cleared_stops_at_the_budget() {
    let p = tmp_script(
        "interval.js",
        "let n = 0; setInterval(() => { n++; }, 1000);\n",
    );
    let r = evloop(
        p.parent().expect("dir"),
        &["run", "--max-callbacks", "500", "interval.js"],
    );
    assert_eq!(r.code, 124, "{}", r.stderr);
    assert!(
        r.stderr.contains("interval(s) never cleared"),
        "{}",
        r.stderr
    );
}

#[test]
fn endless_synchronous_loop_stops_with_a_diagnosis() {
    let p = tmp_script("spin.js", "console.log('before');\nwhile (true) {}\n");
    let r = evloop(
        p.parent().expect("dir"),
        &["run", "--max-loop-iterations", "100000", "spin.js"],
    );
    assert_eq!(r.code, 124, "{}", r.stderr);
    assert_eq!(r.stdout, "before\n");
    assert!(
        r.stderr
            .contains("a synchronous loop ran 100000 iterations"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_loop_that_would_wait_forever_stops_with_a_diagnosis() {
    // An open, started MessagePort keeps node alive forever with nothing to do.
    let p = tmp_script(
        "forever.js",
        "const { port1 } = new MessageChannel();\nport1.onmessage = () => {};\n",
    );
    let r = evloop(p.parent().expect("dir"), &["run", "forever.js"]);
    assert_eq!(r.code, 124, "{}", r.stderr);
    assert!(
        r.stderr.contains("would wait forever in the poll phase"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("1 open MessagePort(s)"), "{}", r.stderr);
}

#[test]
fn until_stops_the_loop_at_a_virtual_time() {
    let p = tmp_script("until.js", "setInterval(() => console.log('tick'), 100);\n");
    let r = evloop(
        p.parent().expect("dir"),
        &["run", "--until", "350", "until.js"],
    );
    assert_eq!(r.code, 124, "{}", r.stderr);
    assert_eq!(r.stdout, "tick\ntick\ntick\n");
    assert!(
        r.stderr
            .contains("stopped at 350 ms of virtual time (--until)"),
        "{}",
        r.stderr
    );
}

#[test]
fn real_clock_waits_for_the_timer() {
    // Only the order and the measured delay are checked, never how long the run took.
    let p = tmp_script(
            "real.js",
            "const t = Date.now();\nsetTimeout(() => console.log('waited', Date.now() - t >= 20), 20);\nsetImmediate(() => console.log('immediate'));\n",
        );
    let r = evloop(
        p.parent().expect("dir"),
        &["run", "--clock=real", "real.js"],
    );
    assert_eq!(r.stdout, "immediate\nwaited true\n", "{}", r.stderr);
}

#[test]
fn an_hour_of_timers_is_instant_in_virtual_time() {
    let p = tmp_script("hour.js", "const t = Date.now(); setTimeout(() => console.log(Date.now() - t >= 3600000), 3600000);\n");
    let r = evloop(p.parent().expect("dir"), &["run", "hour.js"]);
    assert_eq!(r.stdout, "true\n", "{}", r.stderr);
}

#[test]
fn browser_click_on_a_missing_element_or_a_bad_selector_is_one_clear_line() {
    // A selector that does not parse is refused before the script runs; one that
    // matches nothing is known when the click comes, after it.
    for (name, selector, problem, ran) in [
        ("click_missing.js", ".nope", "matched nothing", "ran\n"),
        ("click_invalid.js", "p[[", "is not a valid CSS selector", ""),
    ] {
        let p = tmp_script(
            name,
            &format!("// @html <p>hi</p>\n// @click {selector}\nconsole.log('ran');\n"),
        );
        let r = evloop(p.parent().expect("dir"), &["run", "--host=browser", name]);
        assert_eq!(r.code, 2, "{}", r.stderr);
        assert_eq!(r.stdout, ran);
        assert_eq!(
            r.stderr,
            format!("evloop: @click selector {problem}: {selector}\n")
        );
    }
}

#[test]
fn browser_command_line_click_and_wait() {
    let p = tmp_script(
            "click_cli.js",
            "// @html <button id=b>go</button>\ndocument.getElementById('b').addEventListener('click', () => console.log('clicked', performance.now() < 500));\nsetInterval(() => {}, 100);\n",
        );
    let r = evloop(
        p.parent().expect("dir"),
        &[
            "run",
            "--host=browser",
            "--click",
            "#b",
            "--wait",
            "300",
            "click_cli.js",
        ],
    );
    assert_eq!(
        (r.code, r.stdout.as_str()),
        (0, "clicked true\n"),
        "{}",
        r.stderr
    );
}

#[test]
fn browser_syntax_error_shows_file_line_and_caret() {
    let p = tmp_script("bad_browser.js", "console.log(1);\nlet x = ;\n");
    let r = evloop(
        p.parent().expect("dir"),
        &["run", "--host=browser", "bad_browser.js"],
    );
    assert_eq!(r.code, 1);
    assert!(r.stderr.starts_with("Uncaught SyntaxError"), "{}", r.stderr);
    assert!(r.stderr.contains("bad_browser.js:2:"), "{}", r.stderr);
    assert!(r.stderr.contains("let x = ;\n"), "{}", r.stderr);
}

#[test]
fn browser_endless_microtasks_stop_with_a_diagnosis() {
    let p = tmp_script(
        "micro_browser.js",
        "function again() { queueMicrotask(again); }\nagain();\n",
    );
    let r = evloop(
        p.parent().expect("dir"),
        &[
            "run",
            "--host=browser",
            "--max-drain",
            "5000",
            "micro_browser.js",
        ],
    );
    assert_eq!(r.code, 124, "{}", r.stderr);
    assert!(
        r.stderr.contains("microtask queue never emptied"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("micro_browser.js:1:"), "{}", r.stderr);
}

#[test]
fn browser_flags_on_the_node_host_are_refused() {
    let p = tmp_script("plain.js", "1;\n");
    let r = evloop(
        p.parent().expect("dir"),
        &["run", "--click", "#x", "plain.js"],
    );
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("--host=browser"), "{}", r.stderr);
}

// ---- process.stdin, signals and output that is never lost (checked against node) ----

/// Runs `script` (written to a temp dir) under `program args...` with `input` piped
/// into stdin (`None`: stdin is `/dev/null`, a character device: Node's file kind).
fn run_with_stdin(program: &str, args: &[&str], script: &Path, input: Option<&str>) -> Run {
    use std::io::Write as _;
    use std::process::Stdio;
    let mut cmd = Command::new(program);
    cmd.current_dir(script.parent().expect("dir"))
        .args(args)
        .arg(script.file_name().expect("name"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    cmd.stdin(match input {
        Some(_) => Stdio::piped(),
        None => Stdio::null(),
    });
    let mut child = cmd.spawn().expect("start");
    if let Some(text) = input {
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(text.as_bytes()).expect("write stdin");
    }
    let out = child.wait_with_output().expect("wait");
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code().unwrap_or(-1),
    }
}

/// evloop's stdout for `body` with `input` on stdin; the same as node's when node is
/// on PATH, and `expected` in any case.
fn stdin_case(name: &str, body: &str, input: Option<&str>, expected: &str) {
    let p = tmp_script(name, body);
    let ours = run_with_stdin(env!("CARGO_BIN_EXE_evloop"), &["run"], &p, input);
    assert_eq!(ours.stdout, expected, "{name} ({input:?}): {}", ours.stderr);
    assert_eq!(ours.code, 0, "{name}: {}", ours.stderr);
    if real_node("cli::stdin") {
        let theirs = run_with_stdin("node", &[], &p, input);
        assert_eq!(
            ours.stdout, theirs.stdout,
            "{name} ({input:?}) against node"
        );
    }
}

const LINE_COUNTER: &str = "let lines = 0, bytes = 0;\n\
        process.stdin.on('data', (c) => { lines += c.toString().split('\\n').length - 1; bytes += c.length; });\n\
        process.stdin.on('end', () => console.log('lines', lines, 'bytes', bytes));\n";

#[test]
fn stdin_line_counter_matches_node() {
    stdin_case(
        "stdin_count.js",
        LINE_COUNTER,
        Some("a\nbb\nccc\n"),
        "lines 3 bytes 9\n",
    );
    stdin_case(
        "stdin_count.js",
        LINE_COUNTER,
        Some(""),
        "lines 0 bytes 0\n",
    );
    stdin_case("stdin_count.js", LINE_COUNTER, None, "lines 0 bytes 0\n");
    // More than one 64 KiB read.
    let big = "0123456789abcdef\n".repeat(10_000);
    stdin_case(
        "stdin_count.js",
        LINE_COUNTER,
        Some(&big),
        "lines 10000 bytes 170000\n",
    );
}

#[test]
fn stdin_for_await_with_set_encoding_matches_node() {
    let body = "(async () => {\n\
            process.stdin.setEncoding('utf8');\n\
            let s = '';\n\
            for await (const chunk of process.stdin) s += chunk;\n\
            console.log(JSON.stringify(s), typeof s);\n\
            })();\n";
    stdin_case(
        "stdin_for_await.js",
        body,
        Some("héllo\nwörld\n"),
        "\"héllo\\nwörld\\n\" string\n",
    );
    stdin_case("stdin_for_await.js", body, Some(""), "\"\" string\n");
    stdin_case("stdin_for_await.js", body, None, "\"\" string\n");
}

#[test]
fn stdin_kind_and_event_order_match_node() {
    // A pipe is a net.Socket; its data and end of stream come in one poll phase when
    // the writer has closed (POLLHUP), between the timers and the check phase.
    let body = "process.stdin.on('data', (d) => console.log('data', d.length));\n\
            process.stdin.on('end', () => console.log('end'));\n\
            process.stdin.on('close', () => console.log('close'));\n\
            setImmediate(() => console.log('immediate'));\n\
            setTimeout(() => console.log('timeout'), 0);\n\
            process.nextTick(() => console.log('tick'));\n\
            console.log(process.stdin.constructor.name, process.stdin.fd, process.stdout.isTTY);\n";
    stdin_case(
        "stdin_order.js",
        body,
        Some("hello\nworld\n"),
        "Socket 0 undefined\ntick\ntimeout\ndata 12\nend\nimmediate\nclose\n",
    );
    // A file or /dev/null is an fs.ReadStream (its reads race the check phase in
    // node: no order is checked here).
    let kind = "console.log(process.stdin.constructor.name, process.stdin.fd);\n\
            process.stdin.on('end', () => console.log('end'));\n\
            process.stdin.resume();\n";
    stdin_case("stdin_kind.js", kind, None, "ReadStream 0\nend\n");
}

#[test]
fn stdin_pause_resume_and_read_match_node() {
    let pause = "process.stdin.setEncoding('utf8');\n\
            process.stdin.once('data', (d) => {\n\
              console.log('first', JSON.stringify(d));\n\
              process.stdin.pause();\n\
              console.log('paused', process.stdin.isPaused());\n\
              setTimeout(() => { console.log('resume'); process.stdin.resume(); }, 10);\n\
              process.stdin.on('data', (d2) => console.log('more', JSON.stringify(d2)));\n\
            });\n\
            process.stdin.on('end', () => console.log('end'));\n";
    stdin_case(
        "stdin_pause.js",
        pause,
        Some("hello\n"),
        "first \"hello\\n\"\npaused true\nend\nresume\n",
    );
    // A pause() with nothing else to do lets the process end.
    let stop = "process.stdin.once('data', (d) => { console.log('got', d.length); process.stdin.pause(); });\n\
            process.on('exit', () => console.log('exit'));\n";
    stdin_case("stdin_stop.js", stop, Some("hello\n"), "got 6\nexit\n");
    let read = "console.log('start');\n\
            const sizes = [];\n\
            process.stdin.on('readable', () => { let c; while ((c = process.stdin.read()) !== null) sizes.push(c.length); });\n\
            process.stdin.on('end', () => console.log('end', sizes.join(','), process.stdin.readableEnded));\n";
    stdin_case(
        "stdin_read.js",
        read,
        Some("abc\ndef\n"),
        "start\nend 8 true\n",
    );
}

/// Spawns `evloop run` (or node) on `script` and returns the child and its first line
/// of stdout, read while the process is still running.
fn first_line_while_running(
    program: &str,
    args: &[&str],
    script: &Path,
) -> (std::process::Child, String, std::process::ChildStdout) {
    use std::io::Read as _;
    use std::process::Stdio;
    let mut child = Command::new(program)
        .current_dir(script.parent().expect("dir"))
        .args(args)
        .arg(script.file_name().expect("name"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start");
    let mut stdout = child.stdout.take().expect("stdout");
    let mut line = Vec::new();
    let mut byte = [0u8; 1];
    while stdout.read(&mut byte).unwrap_or(0) == 1 && byte[0] != b'\n' {
        line.push(byte[0]);
    }
    (child, String::from_utf8_lossy(&line).into_owned(), stdout)
}

#[test]
fn output_reaches_a_pipe_while_the_loop_waits() {
    // A server prints, then waits for clients that never come: the line must reach
    // the reader while the process waits, and a kill must not lose it.
    let p = tmp_script(
        "waits_listening.js",
        "const net = require('net');\n\
             const s = net.createServer(() => {});\n\
             s.listen(0, '127.0.0.1', () => console.log('listening'));\n",
    );
    let (mut child, line, _out) =
        first_line_while_running(env!("CARGO_BIN_EXE_evloop"), &["run"], &p);
    assert_eq!(line, "listening");
    assert!(child.try_wait().expect("status").is_none(), "still running");
    child.kill().expect("kill");
    let _ = child.wait();
    // A script busy for a long time after a write shows the write at once, too.
    let p = tmp_script(
        "busy_after_write.js",
        "console.log('first');\nconst end = Date.now() + 10000;\nwhile (Date.now() < end) {}\n",
    );
    let started = std::time::Instant::now();
    let (mut child, line, _out) =
        first_line_while_running(env!("CARGO_BIN_EXE_evloop"), &["run", "--clock=real"], &p);
    assert_eq!(line, "first");
    assert!(started.elapsed() < std::time::Duration::from_secs(6));
    child.kill().expect("kill");
    let _ = child.wait();
}

#[test]
fn a_stdout_whose_reader_has_gone_ends_the_script_as_in_node() {
    // `evloop run script | head -1`: once the reader has gone, writes fail with EPIPE,
    // and the second failure (the first one is swallowed by the console) is an
    // unhandled 'error' event on process.stdout: exit 1, as node, not a budget stop.
    use std::io::Read as _;
    use std::process::Stdio;
    let p = tmp_script(
        "writes_forever.js",
        "let i = 0;\nsetInterval(() => console.log('line', i++), 1);\n",
    );
    let runs: Vec<(&str, Vec<&str>)> = vec![
        (env!("CARGO_BIN_EXE_evloop"), vec!["run", "--host=node"]),
        ("node", vec![]),
    ];
    for (program, args) in runs {
        if program == "node"
            && !real_node("cli::a_stdout_whose_reader_has_gone_ends_the_script_as_in_node")
        {
            continue;
        }
        let mut child = Command::new(program)
            .current_dir(p.parent().expect("dir"))
            .args(&args)
            .arg(p.file_name().expect("name"))
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start");
        let mut stdout = child.stdout.take().expect("stdout");
        let mut byte = [0u8; 1];
        while stdout.read(&mut byte).unwrap_or(0) == 1 && byte[0] != b'\n' {}
        drop(stdout);
        let started = std::time::Instant::now();
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .expect("stderr")
            .read_to_string(&mut stderr)
            .expect("read");
        let code = child.wait().expect("wait").code();
        assert_eq!(code, Some(1), "{program}: {stderr}");
        assert!(stderr.contains("Error: write EPIPE"), "{program}: {stderr}");
        assert!(stderr.contains("code: 'EPIPE'"), "{program}: {stderr}");
        assert!(
            started.elapsed() < std::time::Duration::from_secs(5),
            "{program} took {:?}",
            started.elapsed()
        );
    }
}

#[test]
fn a_signal_reaches_its_listener_from_outside() {
    use std::io::Read as _;
    let p = tmp_script(
        "signal_server.js",
        "const net = require('net');\n\
             const s = net.createServer(() => {});\n\
             s.listen(0, '127.0.0.1', () => console.log('listening'));\n\
             process.on('SIGTERM', (name, n) => { console.log('got', name, n); s.close(); });\n\
             process.on('exit', (c) => console.log('exit', c));\n",
    );
    let (mut child, line, mut out) =
        first_line_while_running(env!("CARGO_BIN_EXE_evloop"), &["run"], &p);
    assert_eq!(line, "listening");
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
    let mut rest = String::new();
    out.read_to_string(&mut rest).expect("read");
    let code = child.wait().expect("wait").code();
    assert_eq!(rest, "got SIGTERM 15\nexit 0\n");
    assert_eq!(code, Some(0));
}

#[test]
fn signals_sent_to_itself_match_node() {
    use std::os::unix::process::ExitStatusExt as _;
    // A watched signal runs in the poll phase: after the first timers, before the
    // immediates; the listener gets the name and the number.
    let p = tmp_script(
        "signal_self.js",
        "process.on('exit', (c) => console.log('exit', c));\n\
             setTimeout(() => console.log('timeout'), 0);\n\
             setImmediate(() => console.log('immediate'));\n\
             process.on('SIGUSR2', (s, n) => console.log('got', s, n));\n\
             process.kill(process.pid, 'SIGUSR2');\n\
             console.log('after kill');\n\
             Promise.resolve().then(() => console.log('micro'));\n\
             process.nextTick(() => console.log('tick'));\n",
    );
    stdin_case(
        "signal_self.js",
        &std::fs::read_to_string(&p).expect("read"),
        None,
        "after kill\ntick\nmicro\ntimeout\ngot SIGUSR2 12\nimmediate\nexit 0\n",
    );
    // Unwatched: death by the signal inside kill(), output so far kept, no 'exit';
    // after removing the last listener, the default action is back.
    let cases = [
            (
                "signal_die.js",
                "process.on('exit', (c) => console.log('exit', c));\n\
                 console.log('before');\n\
                 setTimeout(() => { console.log('t'); process.kill(process.pid, 'SIGTERM'); console.log('after'); }, 5);\n",
                "before\nt\n",
                libc_sig::SIGTERM,
            ),
            (
                "signal_removed.js",
                "const f = () => console.log('f');\n\
                 process.on('SIGUSR2', f);\n\
                 process.kill(process.pid, 'SIGUSR2');\n\
                 setTimeout(() => { process.removeListener('SIGUSR2', f); console.log('removed'); process.kill(process.pid, 'SIGUSR2'); }, 5);\n",
                "f\nremoved\n",
                libc_sig::SIGUSR2,
            ),
        ];
    for (name, body, stdout, signal) in cases {
        let p = tmp_script(name, body);
        for program in ["evloop", "node"] {
            let (bin, args): (&str, &[&str]) = if program == "evloop" {
                (env!("CARGO_BIN_EXE_evloop"), &["run"])
            } else if real_node("cli::signals_sent_to_itself_match_node") {
                ("node", &[])
            } else {
                continue;
            };
            let out = Command::new(bin)
                .current_dir(p.parent().expect("dir"))
                .args(args)
                .arg(name)
                .output()
                .expect("run");
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                stdout,
                "{program} {name}"
            );
            assert_eq!(out.status.signal(), Some(signal), "{program} {name}");
        }
    }
}

/// Linux's signal numbers the tests need.
mod libc_sig {
    pub const SIGUSR2: i32 = 12;
    pub const SIGTERM: i32 = 15;
}
