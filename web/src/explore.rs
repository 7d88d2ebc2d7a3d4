//! `explore`: the search `evloop run --explore` does (src/explore.rs), in process. The
//! script is run again with schedule prefixes, depth first over the tree of race points
//! the runs meet, up to `max_schedules` runs; each distinct output is listed once with
//! the schedule that replays it (`--schedule` / the request's `schedule`).

use std::collections::HashMap;

use evloop_core::Schedule;
use serde_json::{json, Value};

use crate::request::{run_recorded, Request};

/// The CLI's `--max-schedules` default.
pub const MAX_SCHEDULES: usize = 64;

struct Distinct {
    output: (String, String, i32),
    schedules: usize,
    schedule: Vec<usize>,
    because: Vec<String>,
}

/// Explores `request` (its `schedule` is ignored); the JSON answer lists the distinct
/// outputs, the default order first: `{"outputs":[{"stdout","stderr","code","schedule",
/// "schedules","because"}],"runs","cut","bounds":[{"what","runs"}]}`.
pub fn explore(request: &Request, max_schedules: usize) -> Value {
    let mut request = request.clone();
    request.trace = false;
    let mut stack: Vec<Vec<usize>> = vec![Vec::new()];
    let mut distinct: Vec<Distinct> = Vec::new();
    let mut index: HashMap<(String, String, i32), usize> = HashMap::new();
    let mut bounds: Vec<(String, usize)> = Vec::new();
    let (mut runs, mut cut) = (0usize, false);
    while let Some(prefix) = stack.pop() {
        if runs == max_schedules.max(1) {
            cut = true;
            break;
        }
        request.schedule = prefix.clone();
        let (response, record) = run_recorded(&request);
        runs += 1;
        let taken = Schedule::parse_record(&record);
        for i in (prefix.len()..taken.len()).rev() {
            for alt in (1..taken[i].alternatives).rev() {
                let mut next: Vec<usize> = taken[..i].iter().map(|c| c.chosen).collect();
                next.push(alt);
                stack.push(next);
            }
        }
        for what in Schedule::parse_cuts(&record) {
            match bounds.iter_mut().find(|(w, _)| *w == what) {
                Some((_, n)) => *n += 1,
                None => bounds.push((what, 1)),
            }
        }
        let output = (response.stdout, response.stderr, response.code);
        match index.get(&output) {
            Some(&k) => distinct[k].schedules += 1,
            None => {
                index.insert(output.clone(), distinct.len());
                let mut schedule: Vec<usize> = taken.iter().map(|c| c.chosen).collect();
                while schedule.last() == Some(&0) {
                    schedule.pop();
                }
                distinct.push(Distinct {
                    output,
                    schedules: 1,
                    schedule,
                    because: taken
                        .iter()
                        .filter(|c| c.chosen != 0)
                        .map(|c| c.label.clone())
                        .collect(),
                });
            }
        }
    }
    let outputs: Vec<Value> = distinct
        .iter()
        .map(|d| {
            let schedule: Vec<String> = d.schedule.iter().map(usize::to_string).collect();
            json!({
                "stdout": d.output.0,
                "stderr": d.output.1,
                "code": d.output.2,
                "schedule": if schedule.is_empty() { "0".to_string() } else { schedule.join(",") },
                "schedules": d.schedules,
                "because": d.because,
            })
        })
        .collect();
    json!({
        "outputs": outputs,
        "runs": runs,
        "cut": cut,
        "bounds": bounds.iter().map(|(w, n)| json!({"what": w, "runs": n})).collect::<Vec<_>>(),
    })
}
