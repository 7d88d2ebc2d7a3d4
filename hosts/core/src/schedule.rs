//! Race points: where a real runtime's order depends on timing that evloop's virtual
//! time decides one way. A host asks its [`Schedule`] at each race point; by default the
//! schedule takes choice 0 (the documented deterministic order), and `--explore` replays
//! the script with other choices to list every order the real runtime could produce.

use crate::output::Output;
use crate::trace::{Trace, TraceEvent};

/// The end of a run, the same for every host, after its output is flushed: the record
/// of the race points met (`--choices-out`, for `--explore`), the warning of a
/// hand-written `--schedule` that did not fit the run, and the trace completed at its
/// target.
pub fn finish_run(
    schedule: &Schedule,
    trace: &mut Trace,
    out: &mut Output,
    choices_out: Option<&std::path::Path>,
) {
    if let Some(path) = choices_out {
        let _ = crate::sys::write_file(path, &schedule.render());
    }
    report_mismatch(schedule, out);
    out.flush();
    if let Some(e) = trace.finish() {
        out.write_stderr(&format!("evloop: {e}\n"));
    }
}

/// Says on stderr (`out`) what of a hand-written `--schedule` the run could not take.
fn report_mismatch(schedule: &Schedule, out: &mut Output) {
    if let Some(warning) = schedule.mismatch() {
        out.write_stderr(&format!("evloop: {warning}\n"));
        out.flush();
    }
}

/// Records the race point `schedule` just decided as a `race` event in `trace` (when
/// tracing): what every host calls right after [`Schedule::choose`].
pub fn trace_race(
    trace: &mut Trace,
    schedule: &Schedule,
    phase: &'static str,
    at_ns: u64,
    turn: u64,
) {
    if trace.enabled() {
        if let Some(event) = schedule.race_event(phase, at_ns, turn) {
            trace.record(event);
        }
    }
}

/// One decision taken at a race point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The alternative taken (0 is the default).
    pub chosen: usize,
    /// How many alternatives there were.
    pub alternatives: usize,
    /// What the taken alternative means, for people ("timer expired before the first
    /// timers phase").
    pub label: String,
}

/// The choices to take at race points, and the record of those taken.
#[derive(Debug, Default)]
pub struct Schedule {
    prescribed: Vec<usize>,
    taken: Vec<Choice>,
    /// Prescribed choices that were out of range at their race point (index, choice).
    out_of_range: Vec<(usize, usize)>,
    /// The race points of each bounded kind offered so far, by index (see
    /// [`Schedule::bounded`]).
    offered: Vec<(&'static str, Vec<usize>)>,
    /// What the bounds of this run left out, for `--explore` to report.
    cut: Vec<String>,
}

impl Schedule {
    /// A schedule that takes `prescribed[i]` at the i-th race point, then defaults.
    pub fn new(prescribed: Vec<usize>) -> Self {
        Schedule {
            prescribed,
            ..Schedule::default()
        }
    }

    /// Decides a race point with `alternatives` outcomes (at least 1); `label(k)`
    /// describes outcome `k`.
    pub fn choose(&mut self, alternatives: usize, label: impl FnOnce(usize) -> String) -> usize {
        let alternatives = alternatives.max(1);
        let i = self.taken.len();
        let chosen = match self.prescribed.get(i).copied() {
            Some(c) if c >= alternatives => {
                self.out_of_range.push((i, c));
                0
            }
            c => c.unwrap_or(0),
        };
        self.taken.push(Choice {
            chosen,
            alternatives,
            label: label(chosen),
        });
        chosen
    }

    pub fn taken(&self) -> &[Choice] {
        &self.taken
    }

    /// A bound on race points of one `kind` per run (process stalls): whether the next
    /// race point, of that kind, may be offered — at most `max_offered` of them in a
    /// run, and none once `max_taken` of them have left the default. When the bound
    /// stops one, the point takes the default without being offered and the run records
    /// `what` as cut, for `--explore` to say.
    pub fn bounded(
        &mut self,
        kind: &'static str,
        max_offered: usize,
        max_taken: usize,
        what: &str,
    ) -> bool {
        let next = self.taken.len();
        let points = match self.offered.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, points)) => points,
            None => {
                self.offered.push((kind, Vec::new()));
                &mut self.offered.last_mut().expect("just pushed").1
            }
        };
        let taken = points
            .iter()
            .filter(|&&i| self.taken.get(i).is_some_and(|c| c.chosen != 0))
            .count();
        if points.len() < max_offered && taken < max_taken {
            points.push(next);
            return true;
        }
        self.cut(what);
        false
    }

    /// Records that a bound left race points out (`what`, said once), for `--explore`.
    pub fn cut(&mut self, what: &str) {
        if !self.cut.iter().any(|c| c == what) {
            self.cut.push(what.to_string());
        }
    }

    /// What a `--schedule` given by hand named that the run could not take: choices out
    /// of range, or more choices than race points met. `None` when it all applied.
    pub fn mismatch(&self) -> Option<String> {
        let mut parts: Vec<String> = self
            .out_of_range
            .iter()
            .map(|&(i, c)| {
                format!(
                    "race point {} has {} alternatives (0-{}), so {c} was taken as 0",
                    i + 1,
                    self.taken[i].alternatives,
                    self.taken[i].alternatives - 1
                )
            })
            .collect();
        if self.prescribed.len() > self.taken.len() {
            parts.push(format!(
                "it names {} race points but the run met {}",
                self.prescribed.len(),
                self.taken.len()
            ));
        }
        if parts.is_empty() {
            None
        } else {
            Some(format!("--schedule: {}", parts.join("; ")))
        }
    }

    /// The trace event of the race point just decided (kind `race`, in `phase`): which
    /// alternative was taken, of how many, whether it is the default, and what it means.
    /// `None` before any race point.
    pub fn race_event(&self, phase: &'static str, at_ns: u64, turn: u64) -> Option<TraceEvent> {
        let i = self.taken.len().checked_sub(1)?;
        let c = &self.taken[i];
        let default = if c.chosen == 0 {
            "the default"
        } else {
            "not the default"
        };
        Some(TraceEvent {
            at_ns,
            turn,
            phase,
            kind: "race",
            detail: format!(
                "race point {}: alternative {} of {} ({default}): {}",
                i + 1,
                c.chosen,
                c.alternatives,
                c.label
            ),
        })
    }

    /// The record as text, one race point a line: `chosen/alternatives<TAB>label`, then
    /// one `cut<TAB>what` line per bound the run met.
    pub fn render(&self) -> String {
        let mut out: String = self
            .taken
            .iter()
            .map(|c| format!("{}/{}\t{}\n", c.chosen, c.alternatives, c.label))
            .collect();
        for what in &self.cut {
            out.push_str(&format!("cut\t{what}\n"));
        }
        out
    }

    /// The bounds a run met, from [`Schedule::render`]'s text.
    pub fn parse_cuts(text: &str) -> Vec<String> {
        text.lines()
            .filter_map(|line| line.strip_prefix("cut\t"))
            .map(str::to_string)
            .collect()
    }

    /// Reads [`Schedule::render`]'s text back.
    pub fn parse_record(text: &str) -> Vec<Choice> {
        text.lines()
            .filter_map(|line| {
                let (nums, label) = line.split_once('\t')?;
                let (chosen, alternatives) = nums.split_once('/')?;
                Some(Choice {
                    chosen: chosen.parse().ok()?,
                    alternatives: alternatives.parse().ok()?,
                    label: label.to_string(),
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_then_prescribed_and_round_trip() {
        let mut s = Schedule::new(vec![1, 5]);
        assert_eq!(s.choose(2, |k| format!("a{k}")), 1);
        // Out of range falls back to the default.
        assert_eq!(s.choose(3, |k| format!("b{k}")), 0);
        assert_eq!(s.choose(2, |k| format!("c{k}")), 0);
        let back = Schedule::parse_record(&s.render());
        assert_eq!(back, s.taken());
        assert_eq!(back[0].label, "a1");
        assert_eq!(
            s.mismatch().as_deref(),
            Some("--schedule: race point 2 has 3 alternatives (0-2), so 5 was taken as 0")
        );
    }

    #[test]
    fn bounds_cut_and_are_recorded() {
        let mut s = Schedule::new(vec![0, 1, 0, 0]);
        // Offered twice at most, and not after one was taken.
        assert!(s.bounded("stall", 2, 1, "stalls"));
        s.choose(2, |k| format!("x{k}"));
        assert!(Schedule::parse_cuts(&s.render()).is_empty());
        assert!(s.bounded("stall", 2, 1, "stalls"));
        assert_eq!(s.choose(2, |k| format!("x{k}")), 1);
        assert!(!s.bounded("stall", 2, 1, "stalls"));
        assert!(!s.bounded("stall", 2, 1, "stalls"));
        assert_eq!(
            Schedule::parse_cuts(&s.render()),
            vec!["stalls".to_string()]
        );
        assert_eq!(Schedule::parse_record(&s.render()).len(), 2);
        assert_eq!(
            s.mismatch().as_deref(),
            Some("--schedule: it names 4 race points but the run met 2")
        );
        let mut s = Schedule::new(Vec::new());
        for _ in 0..2 {
            assert!(s.bounded("stall", 2, 1, "stalls"));
            s.choose(2, |k| format!("x{k}"));
        }
        assert!(!s.bounded("stall", 2, 1, "stalls"));
    }

    #[test]
    fn race_event_says_what_was_taken() {
        let mut s = Schedule::new(vec![1]);
        assert!(s.race_event("timers", 0, 0).is_none());
        s.choose(2, |k| format!("alt {k}"));
        let e = s.race_event("timers", 5, 1).expect("a race point");
        assert_eq!(e.kind, "race");
        assert_eq!(
            e.detail,
            "race point 1: alternative 1 of 2 (not the default): alt 1"
        );
        let mut t = Trace::new(true);
        trace_race(&mut t, &s, "timers", 5, 1);
        assert_eq!(t.events().len(), 1);
    }
}
