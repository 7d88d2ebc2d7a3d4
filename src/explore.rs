//! `--explore`: run the script under every outcome of its race points and print each
//! distinct output once, with the `--schedule` that replays it.
//!
//! A host meets race points as it runs (Node: has a timer list expired by this timers
//! phase, which of two neighbouring lists goes first, did the process stall before a
//! timers phase, are the thread pool's requests done; browser: which task source the
//! loop takes from, when the first vsync comes) and takes choice 0 — evloop's documented
//! order — unless told otherwise. The explorer replays the script, each time in a fresh
//! `evloop` process with `--schedule` naming the choices, depth first over the tree of
//! race points, up to `--max-schedules` runs. A schedule is the list of choices taken,
//! one per race point met: replaying it takes the same path, so it prints the same
//! output (`tests/explore.rs` holds every `@nondeterministic` fixture to that).

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
    // A reader that has gone (`| head`) ends the listing quietly, as SIGPIPE ends a
    // shell tool (exit 141).
    let text = render(&found, &base, script, options.max_schedules);
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            return Ok(141);
        }
        return Err(e).context("cannot write the exploration's results");
    }
    drop(out);
    if let Some(dir) = &options.timeline {
        write_timelines(&exe, &base, script, &found.distinct, dir)?;
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

fn render(found: &Found, base: &[String], script: &[String], max: usize) -> String {
    let mut out = String::new();
    let (runs, n) = (found.runs, found.distinct.len());
    for (i, d) in found.distinct.iter().enumerate() {
        let exit = if d.output.code != 0 {
            format!(", exit {}", d.output.code)
        } else {
            String::new()
        };
        let default = if i == 0 {
            "; evloop's default order"
        } else {
            ""
        };
        out.push_str(&format!(
            "--- output {} of {n}: {} of {runs} schedule(s){exit}{default}\n",
            i + 1,
            d.schedules
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
            "{file} · output {} of {n} · --schedule={}",
            i + 1,
            schedule_arg(&d.schedule)
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
/// `--max-schedules`, `--timeline`; main refuses `--trace` and `--schedule` with it).
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
            || a.starts_with("--timeline=")
            || a.starts_with("--choices-out=")
        {
            continue;
        }
        if a == "--max-schedules" || a == "--timeline" || a == "--choices-out" {
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
