//! `--explore`: run the script under every outcome of its race points and print each
//! distinct output once, with the `--schedule` that replays it.
//!
//! A host meets race points as it runs (Node: has a timer list expired by this timers
//! phase, which of two neighbouring lists goes first, did the process stall before a
//! timers phase, are the thread pool's requests done; browser: which task source the
//! loop takes from, when the first vsync comes) and takes choice 0 — evloop's documented
//! order — unless told otherwise. The explorer replays the script, each time in a fresh
//! `evloop` process with `--schedule` naming the choices, over the tree of race points
//! with the fewest departures from the default first, up to `--max-schedules` runs. A
//! schedule is the list of choices taken, one per race point met: replaying it takes
//! the same path, so it prints the same output (`tests/explore.rs` holds every
//! `@nondeterministic` fixture to that).

use std::io::IsTerminal as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::Context as _;
use evloop_core::explore::{self, schedule_arg, Distinct, Found, Run, RunOutput};
use evloop_core::Schedule;

/// What `--explore` was asked for besides the script.
pub struct Options {
    /// `--max-schedules`: the most runs to try.
    pub max_schedules: usize,
    /// `--timeline DIR`: one page per distinct output, written there.
    pub timeline: Option<PathBuf>,
    /// `--real-runs N`: the script run in real node too.
    pub real: Option<RealRuns>,
}

/// `--real-runs N`: run the script `runs` times in real node, to say how often real
/// node prints each output here (and whether it prints one the search did not find).
pub struct RealRuns {
    runs: usize,
    /// node's arguments: its options, the file (unless the code came with `-e`/`-p`),
    /// the script's arguments.
    node_args: Vec<String>,
}

impl RealRuns {
    /// `--real-runs` as the command line asks for it; refused where real node cannot be
    /// the judge (another host) or must not run the script (`--sandbox`).
    pub fn from_args(
        args: &crate::cli::RunArgs,
        split: &crate::cli::SplitArgs,
    ) -> anyhow::Result<Option<Self>> {
        let Some(runs) = args.real_runs else {
            return Ok(None);
        };
        if args.common.host != crate::cli::Host::Node {
            anyhow::bail!("--real-runs runs the script in real node: it works with --host=node only (the browser fixtures' oracle, scripts/chromium-oracle, runs real Chromium)");
        }
        if args.permissions.sandbox {
            anyhow::bail!("--real-runs cannot be combined with --sandbox: real node would run the script with all your rights");
        }
        let mut node_args = split.exec_argv.clone();
        if args.eval.is_none() && args.print.is_none() {
            node_args.extend(args.file.iter().map(|f| f.display().to_string()));
        }
        node_args.extend(split.script.iter().cloned());
        Ok(Some(RealRuns {
            runs: runs as usize,
            node_args,
        }))
    }
}

/// The longest one real node run may take before it is stopped (a server that never
/// ends, say); such a run counts as its own output.
const REAL_RUN_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);

/// What the real runs printed, grouped by stdout and exit code.
struct RealTally {
    /// `node --version`.
    version: String,
    runs: usize,
    /// How many real runs printed each distinct output of the search, by index.
    per_output: Vec<usize>,
    /// Real outputs the search did not list.
    unlisted: Vec<Unlisted>,
    /// Runs stopped at [`REAL_RUN_TIMEOUT`].
    timed_out: usize,
}

/// An output real node printed that the search did not list, and in how many runs.
struct Unlisted {
    stdout: String,
    code: i32,
    runs: usize,
}

impl RealTally {
    /// "3 of 20 runs": how many real runs printed the search's output `i`.
    fn share(&self, i: usize) -> String {
        let n = self.per_output.get(i).copied().unwrap_or(0);
        format!("{n} of {} runs", self.runs)
    }
}

/// `, exit C` after an output's heading when it did not exit 0.
fn exit_note(code: i32) -> String {
    if code != 0 {
        format!(", exit {code}")
    } else {
        String::new()
    }
}

/// Runs the exploration; `args` are this process's arguments (program name first).
pub fn explore(args: &[String], script: &[String], options: &Options) -> anyhow::Result<u8> {
    let exe = std::env::current_exe().context("cannot find the evloop executable")?;
    let base = replay_args(args);
    let record = tempfile_path("choices");
    let progress = std::io::stderr().is_terminal();
    let found = search(
        &exe,
        &base,
        script,
        options.max_schedules,
        &record,
        progress,
    );
    let _ = std::fs::remove_file(&record);
    let found = found?;
    let real = match &options.real {
        Some(real) => Some(real_runs(real, &found.distinct, progress)?),
        None => None,
    };
    // A reader that has gone (`| head`) ends the listing quietly, as SIGPIPE ends a
    // shell tool (exit 141).
    let text = render(&found, &base, script, options.max_schedules, real.as_ref());
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            return Ok(141);
        }
        return Err(e).context("cannot write the exploration's results");
    }
    drop(out);
    if let Some(dir) = &options.timeline {
        write_timelines(&exe, &base, script, &found.distinct, dir, real.as_ref())?;
    }
    if let Some(real) = &real {
        let missed: usize = real.unlisted.iter().map(|u| u.runs).sum();
        if missed > 0 {
            // Beyond a bound the search did not look; otherwise evloop lacks the order.
            let why = if found.cut || !found.bounds.is_empty() {
                "past the search's bounds (see the bound lines), or an order evloop does not model yet"
            } else {
                "an order evloop does not model yet; please report it"
            };
            eprintln!(
                "evloop: real node printed {} output(s) --explore did not list, in {missed} of {} runs (shown last): {why}",
                real.unlisted.len(),
                real.runs
            );
            return Ok(1);
        }
    }
    // Schedules a budget stopped printed only the start of their output: say so, and
    // exit as a budget stop does.
    let stopped: usize = found
        .distinct
        .iter()
        .filter(|d| d.output.code == evloop_node::BUDGET_EXIT_CODE)
        .map(|d| d.schedules)
        .sum();
    if stopped > 0 {
        eprintln!(
            "evloop: {stopped} of {} schedule(s) stopped at a budget (their output is cut short; see each one's [stderr] line)",
            found.runs
        );
        return Ok(evloop_node::BUDGET_EXIT_CODE as u8);
    }
    Ok(0)
}

/// Depth first over the race points (`evloop_core::explore`), each schedule in a fresh
/// `evloop` process, with a progress line on a terminal.
fn search(
    exe: &Path,
    base: &[String],
    script: &[String],
    max_schedules: usize,
    record: &Path,
    progress: bool,
) -> anyhow::Result<Found> {
    let found = explore::search(
        max_schedules,
        |prefix| run_once(exe, base, script, prefix, record, &[]),
        |found| {
            if progress {
                let n = found.distinct.len();
                eprint!(
                    "\r\x1b[Kexploring: {} schedule{} run, {n} distinct output{}",
                    found.runs,
                    if found.runs == 1 { "" } else { "s" },
                    if n == 1 { "" } else { "s" }
                );
                let _ = std::io::stderr().flush();
            }
        },
    );
    if progress {
        eprint!("\r\x1b[K");
    }
    found
}

/// The command line that replays `schedule`, as a reader would paste it.
fn replay_command(base: &[String], script: &[String], schedule: &[usize]) -> String {
    let mut words = vec!["evloop".to_string()];
    let (sub, options) = base
        .split_first()
        .map_or((None, base), |(s, o)| (Some(s), o));
    words.extend(sub.cloned());
    words.push(format!("--schedule={}", schedule_arg(schedule)));
    words.extend(options.iter().cloned());
    words.extend(script.iter().cloned());
    let quoted: Vec<String> = words.iter().map(|w| shell_quote(w)).collect();
    quoted.join(" ")
}

/// A word as a POSIX shell reads it back: bare when it is plain, single-quoted otherwise.
fn shell_quote(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_-./=,:@%+".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// `--real-runs`: the script run `real.runs` times in real node, one after another, each
/// output matched to the search's outputs by stdout and exit code (node's stderr names
/// its own paths and versions).
fn real_runs(real: &RealRuns, distinct: &[Distinct], progress: bool) -> anyhow::Result<RealTally> {
    let version = Command::new("node")
        .arg("--version")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .ok_or_else(|| {
            anyhow::anyhow!("--real-runs needs real node (`node` on PATH, version 20, the runtime evloop models), and `node --version` did not run")
        })?;
    let models = evloop_node::NODE_VERSION;
    if version != models {
        eprintln!("evloop: warning: real node is {version}; evloop models node {models}, so some orders may differ");
    }
    let mut tally = RealTally {
        version,
        runs: real.runs,
        per_output: vec![0; distinct.len()],
        unlisted: Vec::new(),
        timed_out: 0,
    };
    for k in 0..real.runs {
        if progress {
            eprint!("\r\x1b[Kreal node: run {} of {}", k + 1, real.runs);
            let _ = std::io::stderr().flush();
        }
        let (stdout, code, timed_out) = run_node(&real.node_args)?;
        tally.timed_out += usize::from(timed_out);
        match distinct
            .iter()
            .position(|d| d.output.stdout == stdout && d.output.code == code)
        {
            Some(i) => tally.per_output[i] += 1,
            None => match tally
                .unlisted
                .iter_mut()
                .find(|u| u.stdout == stdout && u.code == code)
            {
                Some(u) => u.runs += 1,
                None => tally.unlisted.push(Unlisted {
                    stdout,
                    code,
                    runs: 1,
                }),
            },
        }
    }
    if progress {
        eprint!("\r\x1b[K");
    }
    Ok(tally)
}

/// One run of real node: its stdout, its exit code (-1 when a signal ended it) and
/// whether it was stopped at [`REAL_RUN_TIMEOUT`].
fn run_node(args: &[String]) -> anyhow::Result<(String, i32, bool)> {
    use std::io::Read as _;
    let mut child = Command::new("node")
        .args(args)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .context("cannot run real node")?;
    let mut pipe = child.stdout.take().context("node's stdout")?;
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = pipe.read_to_end(&mut bytes);
        bytes
    });
    let deadline = std::time::Instant::now() + REAL_RUN_TIMEOUT;
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait().context("waiting for real node")? {
            break status;
        }
        if std::time::Instant::now() >= deadline {
            timed_out = true;
            let _ = child.kill();
            break child.wait().context("waiting for real node")?;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    };
    let bytes = reader.join().unwrap_or_default();
    Ok((
        String::from_utf8_lossy(&bytes).into_owned(),
        status.code().unwrap_or(-1),
        timed_out,
    ))
}

fn render(
    found: &Found,
    base: &[String],
    script: &[String],
    max: usize,
    real: Option<&RealTally>,
) -> String {
    let mut out = String::new();
    let (runs, n) = (found.runs, found.distinct.len());
    for (i, d) in found.distinct.iter().enumerate() {
        let exit = exit_note(d.output.code);
        let default = if i == 0 {
            "; evloop's default order"
        } else {
            ""
        };
        out.push_str(&format!(
            "--- output {} of {n}: {} of {runs} schedule(s){exit}{default}{}\n",
            i + 1,
            d.schedules,
            real.map_or(String::new(), |r| format!("; real node: {}", r.share(i)))
        ));
        out.push_str(&format!(
            "    replay: {}\n",
            replay_command(base, script, &d.schedule)
        ));
        for why in &d.because {
            out.push_str(&format!("    because: {why}\n"));
        }
        out.push_str(&d.output.stdout);
        for line in d.output.stderr.lines() {
            out.push_str(&format!("[stderr] {line}\n"));
        }
    }
    if let Some(r) = real {
        for u in &r.unlisted {
            out.push_str(&format!(
                "--- not listed: real node printed this in {} of {} runs{}\n",
                u.runs,
                r.runs,
                exit_note(u.code)
            ));
            out.push_str(&u.stdout);
        }
        out.push_str(&format!(
            "real node {}: {} runs{}\n",
            r.version,
            r.runs,
            if r.timed_out > 0 {
                format!(
                    ", {} stopped after {} s",
                    r.timed_out,
                    REAL_RUN_TIMEOUT.as_secs()
                )
            } else {
                String::new()
            }
        ));
    }
    for (what, runs_met) in &found.bounds {
        out.push_str(&format!(
            "explore: bound: {what} ({runs_met} of {runs} schedule(s) met it); more orders may exist beyond it\n"
        ));
    }
    if found.cut {
        out.push_str(&format!(
            "explore: stopped after {max} schedules (--max-schedules); more orders may exist\n"
        ));
    }
    out.push_str(&format!(
        "{n} distinct output{}\n",
        if n == 1 { "" } else { "s" }
    ));
    out
}

/// `--explore --timeline DIR`: each distinct output's schedule replayed once more with a
/// JSON trace (which records its race points), drawn as `DIR/output-K.html`.
fn write_timelines(
    exe: &Path,
    base: &[String],
    script: &[String],
    distinct: &[Distinct],
    dir: &Path,
    real: Option<&RealTally>,
) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot create the folder '{}'", dir.display()))?;
    let record = tempfile_path("choices");
    let trace = tempfile_path("jsonl");
    let file = base
        .iter()
        .rev()
        .find(|a| !a.starts_with('-'))
        .map(|f| {
            Path::new(f)
                .file_name()
                .map_or(f.clone(), |n| n.to_string_lossy().into_owned())
        })
        .unwrap_or_default();
    let n = distinct.len();
    let mut written = Vec::new();
    for (i, d) in distinct.iter().enumerate() {
        let extra = [
            "--trace=json".to_string(),
            format!("--trace-file={}", trace.display()),
        ];
        let replayed = run_once(exe, base, script, &d.schedule, &record, &extra);
        let lines = std::fs::read_to_string(&trace).unwrap_or_default();
        let _ = std::fs::remove_file(&trace);
        let output = replayed?.output;
        if output != d.output {
            eprintln!(
                "evloop: warning: output {} did not print the same with --schedule={} (a bug in evloop: please report it)",
                i + 1,
                schedule_arg(&d.schedule)
            );
        }
        let title = format!(
            "{file} · output {} of {n} · --schedule={}{}",
            i + 1,
            schedule_arg(&d.schedule),
            real.map_or(String::new(), |r| format!(
                " · real node printed it in {} here",
                r.share(i)
            ))
        );
        let page = dir.join(format!("output-{}.html", i + 1));
        std::fs::write(&page, evloop_explain::render_html(&lines, &title))
            .with_context(|| format!("cannot write '{}'", page.display()))?;
        written.push(page);
    }
    let _ = std::fs::remove_file(&record);
    eprintln!(
        "evloop: wrote {} timeline page{} to {}{}",
        written.len(),
        if written.len() == 1 { "" } else { "s" },
        dir.display(),
        if written.is_empty() {
            String::new()
        } else {
            format!(" (output-1.html to output-{}.html)", written.len())
        }
    );
    Ok(())
}

/// One run of `schedule` in a fresh process: its output, the race points it met and the
/// bounds it met. `extra` options go with the replay's own.
fn run_once(
    exe: &Path,
    base: &[String],
    script: &[String],
    prefix: &[usize],
    record: &Path,
    extra: &[String],
) -> anyhow::Result<Run> {
    let schedule: Vec<String> = prefix.iter().map(usize::to_string).collect();
    // The replay's own options go right after `run`: everything after the script is
    // the script's.
    let (sub, options) = base
        .split_first()
        .map_or((None, base), |(s, o)| (Some(s), o));
    let _ = std::fs::remove_file(record);
    let out = Command::new(exe)
        .args(sub)
        .arg(format!("--schedule={}", schedule.join(",")))
        .arg(format!("--choices-out={}", record.display()))
        .args(extra)
        .args(options)
        .args(script)
        .output()
        .context("cannot run evloop for a schedule")?;
    let text = std::fs::read_to_string(record).unwrap_or_default();
    Ok(Run {
        output: RunOutput {
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            code: out.status.code().unwrap_or(-1),
        },
        taken: Schedule::parse_record(&text),
        bounds: Schedule::parse_cuts(&text),
    })
}

/// This process's arguments without the exploration flags (`--explore`,
/// `--max-schedules`, `--real-runs`, `--timeline`; main refuses `--trace` and `--schedule` with it).
fn replay_args(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut skip_value = false;
    for a in args.iter().skip(1) {
        if skip_value {
            skip_value = false;
            continue;
        }
        if a == "--explore"
            || a.starts_with("--max-schedules=")
            || a.starts_with("--real-runs=")
            || a.starts_with("--timeline=")
            || a.starts_with("--choices-out=")
        {
            continue;
        }
        if a == "--max-schedules" || a == "--real-runs" || a == "--timeline" || a == "--choices-out"
        {
            skip_value = true;
            continue;
        }
        out.push(a.clone());
    }
    out
}

fn tempfile_path(ext: &str) -> PathBuf {
    std::env::temp_dir().join(format!("evloop-explore-{}.{ext}", std::process::id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn replay_drops_the_exploration_flags() {
        let args = strings(&[
            "evloop",
            "run",
            "--explore",
            "--max-schedules",
            "9",
            "--real-runs",
            "5",
            "--timeline",
            "out",
            "--host=node",
            "x.js",
        ]);
        assert_eq!(replay_args(&args), strings(&["run", "--host=node", "x.js"]));
    }

    #[test]
    fn replay_command_is_pasteable() {
        let base = strings(&["run", "--host=browser", "b 1.js"]);
        assert_eq!(
            replay_command(&base, &strings(&["it's"]), &[0, 2]),
            "evloop run --schedule=0,2 --host=browser 'b 1.js' 'it'\\''s'"
        );
        assert_eq!(
            replay_command(&strings(&["run", "x.js"]), &[], &[]),
            "evloop run --schedule=0 x.js"
        );
    }
}
