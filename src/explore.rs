//! `--explore`: run the script under every outcome of its race points and print each
//! distinct output once.
//!
//! A host meets race points as it runs (Node: has a timer list expired by this timers
//! phase, which of two neighbouring lists goes first; browser: which task source the
//! loop takes from, when the first vsync comes) and takes choice 0 — evloop's documented
//! order — unless told otherwise. The explorer replays the script, each time in a fresh
//! `evloop` process with `--schedule` naming the choices, depth first over the tree of
//! race points, up to `--max-schedules` runs.

use std::collections::HashMap;
use std::path::Path;
use std::process::Command;

use anyhow::Context as _;
use evloop_core::{Choice, Schedule};

/// One run's result: what it printed and how it ended.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Output {
    stdout: String,
    stderr: String,
    code: i32,
}

struct Distinct {
    output: Output,
    schedules: usize,
    /// The non-default choices of the first schedule that produced it.
    because: Vec<String>,
}

/// Runs the exploration; `args` are this process's arguments (program name first).
pub fn explore(args: &[String], script: &[String], max_schedules: usize) -> anyhow::Result<u8> {
    let exe = std::env::current_exe().context("cannot find the evloop executable")?;
    let base = replay_args(args);
    let record = tempfile_path();
    let mut stack: Vec<Vec<usize>> = vec![Vec::new()];
    let mut distinct: Vec<Distinct> = Vec::new();
    let mut index: HashMap<Output, usize> = HashMap::new();
    let mut runs = 0usize;
    let mut cut = false;
    while let Some(prefix) = stack.pop() {
        if runs == max_schedules {
            cut = true;
            break;
        }
        let (output, taken) = run_once(&exe, &base, script, &prefix, &record)?;
        runs += 1;
        // Every race point past the prescribed prefix took its default: each other
        // alternative there is a new schedule to try.
        for i in (prefix.len()..taken.len()).rev() {
            for alt in (1..taken[i].alternatives).rev() {
                let mut next: Vec<usize> = taken[..i].iter().map(|c| c.chosen).collect();
                next.push(alt);
                stack.push(next);
            }
        }
        match index.get(&output) {
            Some(&k) => distinct[k].schedules += 1,
            None => {
                index.insert(output.clone(), distinct.len());
                let because = taken
                    .iter()
                    .filter(|c| c.chosen != 0)
                    .map(|c| c.label.clone())
                    .collect();
                distinct.push(Distinct {
                    output,
                    schedules: 1,
                    because,
                });
            }
        }
    }
    let _ = std::fs::remove_file(&record);
    print!("{}", render(&distinct, runs, cut, max_schedules));
    Ok(0)
}

fn render(distinct: &[Distinct], runs: usize, cut: bool, max: usize) -> String {
    let mut out = String::new();
    let n = distinct.len();
    for (i, d) in distinct.iter().enumerate() {
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
        for why in &d.because {
            out.push_str(&format!("    because: {why}\n"));
        }
        out.push_str(&d.output.stdout);
        for line in d.output.stderr.lines() {
            out.push_str(&format!("[stderr] {line}\n"));
        }
    }
    if cut {
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

fn run_once(
    exe: &Path,
    base: &[String],
    script: &[String],
    prefix: &[usize],
    record: &Path,
) -> anyhow::Result<(Output, Vec<Choice>)> {
    let schedule: Vec<String> = prefix.iter().map(usize::to_string).collect();
    // The replay's own options go right after `run`: everything after the script is
    // the script's.
    let (sub, options) = base
        .split_first()
        .map_or((None, base), |(s, o)| (Some(s), o));
    let out = Command::new(exe)
        .args(sub)
        .arg(format!("--schedule={}", schedule.join(",")))
        .arg(format!("--choices-out={}", record.display()))
        .args(options)
        .args(script)
        .output()
        .context("cannot run evloop for a schedule")?;
    let taken = Schedule::parse_record(&std::fs::read_to_string(record).unwrap_or_default());
    Ok((
        Output {
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            code: out.status.code().unwrap_or(-1),
        },
        taken,
    ))
}

/// This process's arguments without the exploration flags (and without `--trace`, which
/// would print into the outputs being compared).
fn replay_args(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut skip_value = false;
    for a in args.iter().skip(1) {
        if skip_value {
            skip_value = false;
            continue;
        }
        if a == "--explore" || a.starts_with("--max-schedules=") || a.starts_with("--trace") {
            if a == "--trace-file" {
                skip_value = true;
            }
            continue;
        }
        if a == "--max-schedules" {
            skip_value = true;
            continue;
        }
        out.push(a.clone());
    }
    out
}

fn tempfile_path() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("evloop-explore-{}.choices", std::process::id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replay_drops_the_exploration_flags() {
        let args: Vec<String> = [
            "evloop",
            "run",
            "--explore",
            "--max-schedules",
            "9",
            "--trace=json",
            "--trace-file",
            "t.jsonl",
            "--host=node",
            "x.js",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(replay_args(&args), vec!["run", "--host=node", "x.js"]);
    }
}
