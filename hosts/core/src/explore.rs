//! The search behind `--explore`: over a script's race points, the simplest schedules
//! first.
//!
//! A run meets race points and takes choice 0 (evloop's documented order) at each one
//! it is not told otherwise about; the search replays the script with each other
//! alternative at each race point the run decided by default, until it has tried every
//! schedule or `max_schedules` runs. Schedules are tried in order of their departures
//! from the default order (breadth first: every schedule with one departure before any
//! with two), so when the bound cuts the search, what it leaves out are the schedules
//! that need the most things to go differently in a real run. How a run happens is the
//! caller's: the CLI starts a fresh `evloop` process per schedule, the web build runs
//! the host in-process.

use std::collections::{HashMap, VecDeque};

use crate::Choice;

/// One run's result: what it printed and how it ended.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RunOutput {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

/// One run of a schedule: its output, the race points it met (with the choice taken at
/// each) and the bounds it met (race points a host did not offer, described).
pub struct Run {
    pub output: RunOutput,
    pub taken: Vec<Choice>,
    pub bounds: Vec<String>,
}

/// A distinct output and the schedules that produced it.
pub struct Distinct {
    pub output: RunOutput,
    /// How many schedules printed it.
    pub schedules: usize,
    /// The choices of the simplest schedule that produced it (the fewest departures from
    /// the default, then the fewest race points; trailing defaults dropped).
    pub schedule: Vec<usize>,
    /// The labels of that schedule's non-default choices.
    pub because: Vec<String>,
}

/// The search's result, the default path's output first.
pub struct Found {
    pub distinct: Vec<Distinct>,
    pub runs: usize,
    /// Stopped at `max_schedules` with schedules left to try.
    pub cut: bool,
    /// The bounds the runs met, with how many runs met each.
    pub bounds: Vec<(String, usize)>,
}

/// Runs `run` once per schedule (the choices to take at the first race points met, in
/// order; the rest take 0), the fewest departures first, and groups the outputs.
/// `progress` is told the state after each run.
pub fn search<E>(
    max_schedules: usize,
    mut run: impl FnMut(&[usize]) -> Result<Run, E>,
    mut progress: impl FnMut(&Found),
) -> Result<Found, E> {
    // A child schedule departs from its parent's at one more race point, so a queue
    // keeps the departures in order.
    let mut queue: VecDeque<Vec<usize>> = VecDeque::from([Vec::new()]);
    let mut found = Found {
        distinct: Vec::new(),
        runs: 0,
        cut: false,
        bounds: Vec::new(),
    };
    let mut index: HashMap<RunOutput, usize> = HashMap::new();
    while let Some(prefix) = queue.pop_front() {
        if found.runs == max_schedules {
            found.cut = true;
            break;
        }
        let Run {
            output,
            taken,
            bounds,
        } = run(&prefix)?;
        found.runs += 1;
        for i in prefix.len()..taken.len() {
            for alt in 1..taken[i].alternatives {
                let mut next: Vec<usize> = taken[..i].iter().map(|c| c.chosen).collect();
                next.push(alt);
                queue.push_back(next);
            }
        }
        for what in bounds {
            match found.bounds.iter_mut().find(|(w, _)| *w == what) {
                Some((_, n)) => *n += 1,
                None => found.bounds.push((what, 1)),
            }
        }
        let mut schedule: Vec<usize> = taken.iter().map(|c| c.chosen).collect();
        while schedule.last() == Some(&0) {
            schedule.pop();
        }
        let because = || -> Vec<String> {
            taken
                .iter()
                .filter(|c| c.chosen != 0)
                .map(|c| c.label.clone())
                .collect()
        };
        let departures = taken.iter().filter(|c| c.chosen != 0).count();
        match index.get(&output) {
            Some(&k) => {
                // An output is shown with its simplest schedule: the fewest departures
                // from the default order, then the fewest race points.
                let d = &mut found.distinct[k];
                d.schedules += 1;
                if (departures, schedule.len()) < (d.because.len(), d.schedule.len()) {
                    d.because = because();
                    d.schedule = schedule;
                }
            }
            None => {
                index.insert(output.clone(), found.distinct.len());
                found.distinct.push(Distinct {
                    output,
                    schedules: 1,
                    because: because(),
                    schedule,
                });
            }
        }
        progress(&found);
    }
    Ok(found)
}

/// `--schedule`'s value for a list of choices: the default path is `0`.
pub fn schedule_arg(schedule: &[usize]) -> String {
    if schedule.is_empty() {
        return "0".to_string();
    }
    schedule
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(chosen: usize, alternatives: usize) -> Choice {
        Choice {
            chosen,
            alternatives,
            label: format!("alt {chosen}"),
        }
    }

    /// A run meeting two race points of two alternatives each, taking what `prefix`
    /// says, printing `stdout(a, b)`.
    fn two_points(
        prefix: &[usize],
        stdout: impl Fn(usize, usize) -> String,
    ) -> (usize, usize, Run) {
        let a = prefix.first().copied().unwrap_or(0);
        let b = prefix.get(1).copied().unwrap_or(0);
        let run = Run {
            output: RunOutput {
                stdout: stdout(a, b),
                stderr: String::new(),
                code: 0,
            },
            taken: vec![choice(a, 2), choice(b, 2)],
            bounds: Vec::new(),
        };
        (a, b, run)
    }

    /// Two race points of two alternatives each: four schedules, and the output is
    /// which alternatives were taken.
    #[test]
    fn every_schedule_of_a_two_level_tree_runs_once() {
        let mut seen = Vec::new();
        let found = search::<()>(
            64,
            |prefix| {
                let (a, b, run) = two_points(prefix, |a, b| format!("{a}{b}"));
                seen.push((a, b));
                Ok(run)
            },
            |_| {},
        )
        .unwrap();
        assert_eq!(found.runs, 4);
        assert_eq!(seen[0], (0, 0));
        assert_eq!(found.distinct.len(), 4);
        assert_eq!(found.distinct[0].schedule, Vec::<usize>::new());
        assert_eq!(schedule_arg(&found.distinct[0].schedule), "0");
        // Breadth first: both schedules with one departure before the one with two.
        let order: Vec<&str> = found
            .distinct
            .iter()
            .map(|d| d.output.stdout.as_str())
            .collect();
        assert_eq!(order, ["00", "10", "01", "11"]);
        assert_eq!(schedule_arg(&found.distinct[1].schedule), "1");
        assert_eq!(schedule_arg(&found.distinct[2].schedule), "0,1");
        assert_eq!(schedule_arg(&found.distinct[3].schedule), "1,1");
        assert_eq!(found.distinct[3].because, vec!["alt 1", "alt 1"]);
    }

    /// Two schedules print the same: the one with fewer departures from the default is
    /// the one shown, whichever ran first.
    #[test]
    fn an_output_comes_with_its_simplest_schedule() {
        let found = search::<()>(
            64,
            |prefix| {
                let (_, _, run) =
                    two_points(prefix, |a, b| if a + b > 0 { "x" } else { "-" }.to_string());
                Ok(run)
            },
            |_| {},
        )
        .unwrap();
        assert_eq!(found.distinct.len(), 2);
        assert_eq!(found.distinct[1].schedules, 3);
        assert_eq!(schedule_arg(&found.distinct[1].schedule), "1");
        assert_eq!(found.distinct[1].because, vec!["alt 1"]);
    }

    #[test]
    fn the_search_stops_at_its_bound() {
        let found = search::<()>(
            2,
            |_| {
                Ok(Run {
                    output: RunOutput {
                        stdout: String::new(),
                        stderr: String::new(),
                        code: 0,
                    },
                    taken: vec![choice(0, 3)],
                    bounds: vec!["x".into()],
                })
            },
            |_| {},
        )
        .unwrap();
        assert_eq!(found.runs, 2);
        assert!(found.cut);
        assert_eq!(found.bounds, vec![("x".to_string(), 2)]);
    }
}
