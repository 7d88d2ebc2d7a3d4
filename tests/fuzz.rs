//! Differential fuzzing against real node (a module of the integration binary): a fixed
//! run of `scripts/fuzz/run` over the seeds in [`SEEDS`], random event-loop programs
//! (scripts/fuzz/gen.js) run under node and under this build of evloop. It fails on any
//! program where evloop's stdout, exit code or stderr differ from node's (`--lazy`: node
//! runs once when it agrees with evloop, else twice more, and a difference is confirmed
//! by four more runs; programs on which node disagrees with itself are dropped), and
//! prints the minimized program. Without node v20.20.2 on PATH it skips, loudly (in CI it
//! fails), as the other oracle tests do.

use std::path::Path;
use std::process::Command;

/// The programs CI runs: 250, which take 30 to 90 s with a debug build on two cores,
/// depending on what else the machine runs (most of it is node's start-up and the
/// programs' timers).
const SEEDS: &str = "1..250";

#[test]
fn fuzz_against_node() {
    if !super::real_node("fuzz") {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = std::env::temp_dir().join(format!("evloop-fuzz-test-{}", std::process::id()));
    let run = Command::new("node")
        .arg(root.join("scripts/fuzz/run"))
        .args(["--seeds", SEEDS, "--jobs", "3", "--lazy", "--minimize"])
        .arg("--bin")
        .arg(env!("CARGO_BIN_EXE_evloop"))
        .arg("--out")
        .arg(&out)
        .current_dir(root)
        .output()
        .expect("failed to start node scripts/fuzz/run");
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    eprintln!("{}", stdout.lines().last().unwrap_or_default());
    assert!(
        run.status.success(),
        "evloop differs from node on generated programs (scripts/fuzz/run --seeds {SEEDS}; \
         the programs are in {}):\n{stdout}{stderr}",
        out.display()
    );
    let _ = std::fs::remove_dir_all(&out);
}
