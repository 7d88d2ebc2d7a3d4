//! `explore`: the search `evloop run --explore` does (src/explore.rs), in process: the
//! same search over race points (`evloop_core::explore::search`), each
//! schedule run by the in-process host instead of a fresh `evloop` process; each distinct
//! output is listed once with the simplest schedule that replays it (`--schedule` / the
//! request's `schedule`).

use evloop_core::explore::{schedule_arg, search, Run, RunOutput};
use evloop_core::Schedule;
use serde_json::{json, Value};

use crate::request::{run_recorded, Request};

/// The CLI's `--max-schedules` default.
pub const MAX_SCHEDULES: usize = 64;

/// Explores `request` (its `schedule` is ignored); the JSON answer lists the distinct
/// outputs, the default order first: `{"outputs":[{"stdout","stderr","code","schedule",
/// "schedules","because"}],"runs","cut","bounds":[{"what","runs"}]}`.
pub fn explore(request: &Request, max_schedules: usize) -> Value {
    let mut request = request.clone();
    request.trace = false;
    let found = search::<std::convert::Infallible>(
        max_schedules.max(1),
        |prefix| {
            request.schedule = prefix.to_vec();
            let (response, record) = run_recorded(&request);
            Ok(Run {
                output: RunOutput {
                    stdout: response.stdout,
                    stderr: response.stderr,
                    code: response.code,
                },
                taken: Schedule::parse_record(&record),
                bounds: Schedule::parse_cuts(&record),
            })
        },
        |_| {},
    );
    let found = match found {
        Ok(found) => found,
        Err(never) => match never {},
    };
    let outputs: Vec<Value> = found
        .distinct
        .iter()
        .map(|d| {
            json!({
                "stdout": d.output.stdout,
                "stderr": d.output.stderr,
                "code": d.output.code,
                "schedule": schedule_arg(&d.schedule),
                "schedules": d.schedules,
                "because": d.because,
            })
        })
        .collect();
    json!({
        "outputs": outputs,
        "runs": found.runs,
        "cut": found.cut,
        "bounds": found.bounds.iter().map(|(w, n)| json!({"what": w, "runs": n})).collect::<Vec<_>>(),
    })
}
