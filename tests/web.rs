//! The web build (`web/`, wasm32) against the CLI: `scripts/build-web` builds it (a no-op
//! when nothing changed), `web/test/run.mjs` runs every fixture through it under node, and
//! each must print the stdout and stderr and exit with the code of its snapshot
//! (`snapshots/`, the CLI's output; paths and the pid normalised as the snapshots have
//! them), and for an `@nondeterministic` fixture the `explore` export must list what
//! its snapshot's `--explore` lists (outputs, schedules, reasons), rendered the same way.
//! The fixtures the web build cannot run, because they need the real
//! machine, are [`NEEDS_THE_MACHINE`], each with its reason.
//!
//! Without the toolchain (or node) the test skips with a message, and fails under CI
//! (`CI=true`), where `.ci/run` installs it.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::{json, Value};

/// Fixtures that need what the web build does not have, and why.
pub(crate) const NEEDS_THE_MACHINE: &[(&str, &str)] = &[
    ("engine_intl.js", "Intl (the web build has no ICU data)"),
    (
        "intl_number_styles.js",
        "Intl (the web build has no ICU data)",
    ),
    (
        "intl_relative_time.js",
        "Intl (the web build has no ICU data)",
    ),
    ("intl_date_parts.js", "Intl (the web build has no ICU data)"),
    ("intl_date_range.js", "Intl (the web build has no ICU data)"),
    (
        "intl_date_range_with_times.js",
        "Intl (the web build has no ICU data)",
    ),
    (
        "intl_time_styles_and_zones.js",
        "Intl (the web build has no ICU data)",
    ),
    (
        "intl_display_names.js",
        "Intl (the web build has no ICU data)",
    ),
    (
        "intl_display_names_locales.js",
        "Intl (the web build has no ICU data)",
    ),
    (
        "b90_intl_number_styles.js",
        "Intl (the web build has no ICU data)",
    ),
    (
        "intl_resolved_locale.js",
        "Intl (the web build has no ICU data)",
    ),
    (
        "intl_supported_values.js",
        "Intl (the web build has no ICU data)",
    ),
    (
        "b91_intl_supported_values.js",
        "Intl (the web build has no ICU data)",
    ),
    (
        "engine_limits.js",
        "nesting 10,000 deep: more native stack than V8 gives WebAssembly",
    ),
    (
        "io_errors_like_node.js",
        "the machine's /sys (a file no one may write)",
    ),
    (
        "io_opendir.js",
        "the kernel's order of a directory's entries (which one a queued read gets)",
    ),
    ("child_cwd_forms.js", "child processes"),
    (
        "eval_builtin_module_globals.js",
        "child processes (it runs evloop -e)",
    ),
    (
        "uncaught_error_fatal_inspect.js",
        "child processes (it runs evloop -e)",
    ),
    (
        "os_module_shape.js",
        "the machine's OS (the web build answers node:os with fixed values)",
    ),
    (
        "messagechannel_posted_in_io_callbacks.js",
        "sockets (node:net)",
    ),
    (
        "net_half_open_after_eof_lets_loop_end.js",
        "sockets (node:net)",
    ),
    ("net_set_timeout_arguments.js", "sockets (node:net)"),
    ("http_close_idle_partial_request.js", "sockets (node:http)"),
    ("http_connect_method.js", "sockets (node:http)"),
    ("http_content_disposition_latin1.js", "sockets (node:http)"),
    ("http_header_overflow.js", "sockets (node:http)"),
    ("http_headers_timeout_408.js", "sockets (node:http)"),
    ("http_host_header_required.js", "sockets (node:http)"),
    ("http_parse_errors_as_llhttp.js", "sockets (node:http)"),
    (
        "http_request_set_timeout_on_connect.js",
        "sockets (node:http)",
    ),
    ("http_upgrade_both_sides.js", "sockets (node:http)"),
    ("async_hooks_als_net.js", "sockets (node:net)"),
    ("net_allow_half_open_server.js", "sockets (node:net)"),
    ("net_big_write_drain.js", "sockets (node:net)"),
    ("net_close_phase_lifo.js", "sockets (node:net)"),
    (
        "net_connect_handle_before_the_address.js",
        "sockets (node:net)",
    ),
    ("net_connect_lookup_events.js", "sockets (node:net)"),
    ("net_connect_refused.js", "sockets (node:net)"),
    ("net_connect_several_addresses.js", "sockets (node:net)"),
    ("net_data_immediate_before_timeout.js", "sockets (node:net)"),
    ("net_destroy_right_after_connect.js", "sockets (node:net)"),
    ("net_echo_every_event_both_sides.js", "sockets (node:net)"),
    ("net_echo_one_client.js", "sockets (node:net)"),
    ("net_end_finish_before_check.js", "sockets (node:net)"),
    ("net_flow_control_paused_reader.js", "sockets (node:net)"),
    ("net_listen_address_in_use.js", "sockets (node:net)"),
    (
        "net_server_close_waits_for_connections.js",
        "sockets (node:net)",
    ),
    (
        "net_set_encoding_strings_vs_buffers.js",
        "sockets (node:net)",
    ),
    (
        "net_three_clients_one_accept_per_poll.js",
        "sockets (node:net)",
    ),
    ("net_throw_in_data_handler_crashes.js", "sockets (node:net)"),
    ("net_write_after_end_is_an_error.js", "sockets (node:net)"),
    ("net_write_callbacks_then_finish.js", "sockets (node:net)"),
    ("net_write_in_end_handler.js", "sockets (node:net)"),
    (
        "child_exec_and_execfile.js",
        "child processes (node:child_process)",
    ),
    (
        "child_exec_promisified.js",
        "child processes (node:child_process)",
    ),
    ("child_fork_ipc.js", "child processes (node:child_process)"),
    (
        "child_kill_and_exit_codes.js",
        "child processes (node:child_process)",
    ),
    (
        "child_runs_in_real_time.js",
        "child processes (node:child_process)",
    ),
    (
        "child_spawn_event_order.js",
        "child processes (node:child_process)",
    ),
    (
        "child_spawn_missing_command.js",
        "child processes (node:child_process)",
    ),
    (
        "child_stdin_pipe.js",
        "child processes (node:child_process)",
    ),
    (
        "child_stdio_inherit.js",
        "child processes (node:child_process)",
    ),
    (
        "child_sync_forms.js",
        "child processes (node:child_process)",
    ),
    (
        "worker_threads_error_terminate_exit.js",
        "threads (node:worker_threads)",
    ),
    (
        "worker_threads_messages.js",
        "threads (node:worker_threads)",
    ),
    (
        "worker_threads_timers_meanwhile.js",
        "threads (node:worker_threads)",
    ),
    (
        "worker_threads_end_of_script.js",
        "threads (node:worker_threads)",
    ),
    (
        "http_agent_max_sockets_abort.js",
        "sockets (node:http over node:net)",
    ),
    (
        "http_bad_request_400.js",
        "sockets (node:http over node:net)",
    ),
    ("http_econnrefused.js", "sockets (node:http over node:net)"),
    (
        "http_headers_sent_error.js",
        "sockets (node:http over node:net)",
    ),
    (
        "http_keepalive_reuse.js",
        "sockets (node:http over node:net)",
    ),
    ("http_misc_api.js", "sockets (node:http over node:net)"),
    (
        "http_post_body_chunks.js",
        "sockets (node:http over node:net)",
    ),
    (
        "http_post_order_ticks_promises.js",
        "sockets (node:http over node:net)",
    ),
    (
        "http_raw_pipeline_head_204.js",
        "sockets (node:http over node:net)",
    ),
    (
        "http_response_vs_timer.js",
        "sockets (node:http over node:net)",
    ),
    (
        "http_socket_hang_up.js",
        "sockets (node:http over node:net)",
    ),
    ("fetch_errors.js", "sockets (fetch over node:net)"),
    (
        "fetch_get_json_local_server.js",
        "sockets (fetch over node:net)",
    ),
    ("fetch_gzip.js", "sockets (fetch over node:net)"),
    ("fetch_keepalive_reuse.js", "sockets (fetch over node:net)"),
    (
        "fetch_more_bodies_and_failures.js",
        "sockets (fetch over node:net)",
    ),
    ("fetch_post_bodies.js", "sockets (fetch over node:net)"),
    ("fetch_redirects.js", "sockets (fetch over node:net)"),
    (
        "fetch_stream_body_vs_timers.js",
        "sockets (fetch over node:net)",
    ),
    ("dns_lookup.js", "a DNS lookup (getaddrinfo)"),
    (
        "signal_listener_poll_phase.js",
        "a signal sent to itself (process.kill)",
    ),
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Skips (or, under CI, fails) with `why`.
fn unavailable(why: &str) {
    unavailable_in("web_build_matches_the_cli", why);
}

/// `test` skips (or, under CI, fails) with `why`.
pub(crate) fn unavailable_in(test: &str, why: &str) {
    crate::skip(test, why);
}

/// Builds web/dist with scripts/build-web (a no-op when it is up to date): None when
/// built, else why not.
pub(crate) fn build_web() -> Option<String> {
    let build = Command::new(root().join("scripts/build-web"))
        .stdout(Stdio::inherit())
        .stderr(Stdio::piped())
        .output();
    match build {
        Ok(out) if out.status.success() => {
            eprint!("{}", String::from_utf8_lossy(&out.stderr));
            None
        }
        Ok(out) => Some(format!(
            "scripts/build-web failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        )),
        Err(e) => Some(format!("cannot start scripts/build-web: {e}")),
    }
}

/// A fixture's expected stdout, exit code and stderr, from its snapshot (where the
/// fixture's folder reads `<fixtures>`, the checkout `<root>`, a pid `PID`).
fn expected(host: &str, name: &str) -> Option<(String, i32, String)> {
    let snap = root()
        .join("snapshots")
        .join(format!("{host}_fixtures@{name}.snap"));
    let text = std::fs::read_to_string(snap).ok()?;
    // insta's header, then `exit: N`, `--- stdout`, the output, `--- stderr`.
    let body = text.split_once("\nexit: ")?.1;
    let (code, rest) = body.split_once('\n')?;
    let rest = rest.strip_prefix("--- stdout\n")?;
    let at = rest.find("--- stderr\n")?;
    let stdout = &rest[..at];
    let stderr = &rest[at + "--- stderr\n".len()..];
    let stderr = &stderr[..stderr.find("--- explore").unwrap_or(stderr.len())];
    Some((
        stdout.to_string(),
        code.trim().parse().ok()?,
        stderr.to_string(),
    ))
}

/// Where the checkout is in the web build's file system: fixtures run in
/// `/evloop/fixtures/<host>`, as the CLI runs them in `<root>/fixtures/<host>`.
const ROOT: &str = "/evloop";

/// What a fixture's run sees of its folder: its subfolders (modules, packages), and the
/// sibling files its source names; and the checkout's package.json (module resolution
/// finds it above the fixtures).
fn seed_files(path: &Path, source: &str) -> BTreeMap<String, String> {
    let dir = path.parent().expect("folder");
    let mut files = BTreeMap::new();
    if let Ok(text) = std::fs::read_to_string(root().join("package.json")) {
        files.insert(format!("{ROOT}/package.json"), text);
    }
    let mut stack = vec![dir.to_path_buf()];
    while let Some(at) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&at) else {
            continue;
        };
        for entry in entries.flatten() {
            let p = entry.path();
            let rel = p
                .strip_prefix(dir)
                .expect("under")
                .to_string_lossy()
                .into_owned();
            if p.is_dir() {
                stack.push(p);
            } else if at != dir || source.contains(&rel) {
                if let Ok(text) = std::fs::read_to_string(&p) {
                    files.insert(rel, text);
                }
            }
        }
    }
    for package in npm_packages(source) {
        seed_package(&package, &mut files);
    }
    files
}

/// The npm packages a source requires or imports (`lodash` of `lodash/chunk`), found in
/// the checkout's node_modules (where `npm ci` puts them).
fn npm_packages(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    for quote in ["require('", "from '", "import('"] {
        for part in source.split(quote).skip(1) {
            let Some(spec) = part.split('\'').next() else {
                continue;
            };
            let mut segments = spec.split('/');
            let name = match segments.next() {
                Some(scope) if scope.starts_with('@') => {
                    format!("{scope}/{}", segments.next().unwrap_or_default())
                }
                Some(name) => name.to_string(),
                None => continue,
            };
            if !name.starts_with('.') && root().join("node_modules").join(&name).is_dir() {
                out.push(name);
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Seeds a package from the checkout's node_modules (its JavaScript and JSON, without
/// the copies for other module systems and bundlers), with its dependencies.
fn seed_package(name: &str, files: &mut BTreeMap<String, String>) {
    let dir = root().join("node_modules").join(name);
    let key = format!("{ROOT}/node_modules/{name}/package.json");
    if files.contains_key(&key) || !dir.is_dir() {
        return;
    }
    let mut stack = vec![dir.clone()];
    while let Some(at) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&at) else {
            continue;
        };
        for entry in entries.flatten() {
            let p = entry.path();
            let file = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            if p.is_dir() {
                if ![
                    "esm",
                    "esm5",
                    "bundles",
                    "types",
                    "src",
                    "test",
                    "node_modules",
                ]
                .contains(&file)
                {
                    stack.push(p);
                }
            } else if [".js", ".cjs", ".mjs", ".json"]
                .iter()
                .any(|x| file.ends_with(x))
            {
                if let Ok(text) = std::fs::read_to_string(&p) {
                    let rel = p.strip_prefix(&dir).expect("under").display();
                    files.insert(format!("{ROOT}/node_modules/{name}/{rel}"), text);
                }
            }
        }
    }
    let manifest: Value = std::fs::read_to_string(dir.join("package.json"))
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or(Value::Null);
    if let Some(deps) = manifest["dependencies"].as_object() {
        for dep in deps.keys() {
            seed_package(dep, files);
        }
    }
}

fn fixtures(host: &str) -> Vec<PathBuf> {
    let dir = root().join("fixtures").join(host);
    let mut list: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixtures")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension()
                .is_some_and(|x| x == "js" || (host == "node" && x == "mjs"))
        })
        .collect();
    list.sort();
    list
}

#[test]
fn web_build_matches_the_cli() {
    if Command::new("node").arg("--version").output().is_err() {
        return unavailable("no `node` on PATH to load the wasm module");
    }
    if let Some(why) = build_web() {
        return unavailable(&why);
    }

    let mut requests = Vec::new();
    let mut names = Vec::new();
    let (mut explores, mut explore_names) = (Vec::new(), Vec::new());
    for host in ["node", "browser"] {
        for path in fixtures(host) {
            let name = path.file_name().and_then(|n| n.to_str()).expect("name");
            if NEEDS_THE_MACHINE.iter().any(|(n, _)| *n == name) {
                continue;
            }
            let source = std::fs::read_to_string(&path).expect("fixture");
            // Node options (the permission model) are the CLI's: the module takes none.
            if source.contains("\n// @node-options ") {
                continue;
            }
            let args: Vec<String> = source
                .lines()
                .filter_map(|l| l.strip_prefix("// @args "))
                .flat_map(|rest| rest.split_whitespace().map(String::from))
                .collect();
            let env: BTreeMap<String, String> = source
                .lines()
                .filter_map(|l| l.strip_prefix("// @env ")?.trim().split_once('='))
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            requests.push(json!({
                "host": host,
                "source": source,
                "filename": name,
                "cwd": format!("{ROOT}/fixtures/{host}"),
                "files": seed_files(&path, &source),
                "args": args,
                "env": env,
            }));
            names.push((host, name.to_string()));
            if source.contains("@nondeterministic") {
                let mut request = requests.last().cloned().expect("just pushed");
                request["explore"] = json!(true);
                request["args"] = json!([]);
                explores.push(request);
                explore_names.push((host, name.to_string()));
            }
        }
    }
    let mut child = Command::new("node")
        .arg(root().join("web/test/run.mjs"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("node starts");
    let runs = requests.len();
    requests.extend(explores);
    names.extend(explore_names);
    let input = serde_json::to_vec(&requests).expect("json");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().expect("node runs");
    let _ = writer.join();
    assert!(
        out.status.success(),
        "web/test/run.mjs failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let responses: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(responses.len(), names.len(), "one response per fixture");

    let mut failures = Vec::new();
    for ((host, name), got) in names[runs..].iter().zip(&responses[runs..]) {
        let snap = root()
            .join("snapshots")
            .join(format!("{host}_fixtures@{name}.snap"));
        let text = std::fs::read_to_string(snap).unwrap_or_default();
        let cli = text
            .split_once("--- explore (every order a real run can produce)\n")
            .map_or("", |(_, e)| e);
        let web = render_explore(got, host, name);
        if web.trim_end() != cli.trim_end() {
            failures.push(format!(
                "{host}/{name}: explore differs from the CLI's --explore\n--- cli\n{cli}--- web\n{web}"
            ));
        }
    }
    let mut slowest = (0, String::new());
    for ((host, name), got) in names[..runs].iter().zip(&responses[..runs]) {
        let Some((stdout, code, stderr)) = expected(host, name) else {
            failures.push(format!("{host}/{name}: no snapshot"));
            continue;
        };
        let ms = got["ms"].as_i64().unwrap_or(0);
        if ms > slowest.0 {
            slowest = (ms, format!("{host}/{name}"));
        }
        if let Some(trap) = got.get("trap") {
            failures.push(format!("{host}/{name}: the module trapped: {trap}"));
            continue;
        }
        // Snapshots keep lines as insta writes them: "\r\n" reads "\n" there.
        let got_stdout = got["stdout"]
            .as_str()
            .unwrap_or_default()
            .replace("\r\n", "\n");
        let got_code = got["code"].as_i64().unwrap_or(-1) as i32;
        let got_stderr = got["stderr"]
            .as_str()
            .unwrap_or_default()
            .replace(&format!("{ROOT}/fixtures/{host}"), "<fixtures>")
            .replace(ROOT, "<root>")
            .replace("(node:42)", "(node:PID)");
        if got_stdout != stdout || got_code != code || got_stderr.trim_end() != stderr.trim_end() {
            failures.push(format!(
                "{host}/{name}: differs from the CLI\n--- cli (exit {code})\n{stdout}--- cli stderr\n{stderr}--- web (exit {got_code})\n{got_stdout}--- web stderr\n{got_stderr}"
            ));
        }
    }
    eprintln!(
        "web_build_matches_the_cli: {} fixtures, {} excluded (need the real machine), slowest {} ms ({})",
        runs,
        NEEDS_THE_MACHINE.len(),
        slowest.0,
        slowest.1
    );
    assert!(
        failures.is_empty(),
        "{} of {} fixtures differ in the web build:\n\n{}",
        failures.len(),
        runs,
        failures.join("\n\n")
    );
}

/// The explore export's answer as `evloop run --explore` prints it (see src/explore.rs).
fn render_explore(got: &Value, host: &str, name: &str) -> String {
    let outputs = got["outputs"].as_array().cloned().unwrap_or_default();
    let runs = got["runs"].as_u64().unwrap_or(0);
    let n = outputs.len();
    let mut out = String::new();
    for (i, o) in outputs.iter().enumerate() {
        let code = o["code"].as_i64().unwrap_or(0);
        out.push_str(&format!(
            "--- output {} of {n}: {} of {runs} schedule(s){}{}\n",
            i + 1,
            o["schedules"],
            if code != 0 {
                format!(", exit {code}")
            } else {
                String::new()
            },
            if i == 0 {
                "; evloop's default order"
            } else {
                ""
            },
        ));
        out.push_str(&format!(
            "    replay: evloop run --schedule={} --host={host} {name}\n",
            o["schedule"].as_str().unwrap_or_default()
        ));
        for why in o["because"].as_array().cloned().unwrap_or_default() {
            out.push_str(&format!(
                "    because: {}\n",
                why.as_str().unwrap_or_default()
            ));
        }
        out.push_str(o["stdout"].as_str().unwrap_or_default());
        let stderr = o["stderr"]
            .as_str()
            .unwrap_or_default()
            .replace(&format!("{ROOT}/fixtures/{host}"), "<fixtures>");
        for line in stderr.lines() {
            out.push_str(&format!("[stderr] {line}\n"));
        }
    }
    for b in got["bounds"].as_array().cloned().unwrap_or_default() {
        out.push_str(&format!(
            "explore: bound: {} ({} of {runs} schedule(s) met it); more orders may exist beyond it\n",
            b["what"].as_str().unwrap_or_default(),
            b["runs"]
        ));
    }
    if got["cut"].as_bool().unwrap_or(false) {
        out.push_str(
            "explore: stopped after 64 schedules (--max-schedules); more orders may exist\n",
        );
    }
    out.push_str(&format!(
        "{n} distinct output{}\n",
        if n == 1 { "" } else { "s" }
    ));
    out.replace(&format!("{ROOT}/fixtures/{host}"), "<fixtures>")
}
