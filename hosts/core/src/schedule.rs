//! Race points: where a real runtime's order depends on timing that evloop's virtual
//! time decides one way. A host asks its [`Schedule`] at each race point; by default the
//! schedule takes choice 0 (the documented deterministic order), and `--explore` replays
//! the script with other choices to list every order the real runtime could produce.

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
}

impl Schedule {
    /// A schedule that takes `prescribed[i]` at the i-th race point, then defaults.
    pub fn new(prescribed: Vec<usize>) -> Self {
        Schedule {
            prescribed,
            taken: Vec::new(),
        }
    }

    /// Decides a race point with `alternatives` outcomes (at least 1); `label(k)`
    /// describes outcome `k`.
    pub fn choose(&mut self, alternatives: usize, label: impl FnOnce(usize) -> String) -> usize {
        let alternatives = alternatives.max(1);
        let i = self.taken.len();
        let chosen = self
            .prescribed
            .get(i)
            .copied()
            .filter(|&c| c < alternatives)
            .unwrap_or(0);
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

    /// The record as text, one race point a line: `chosen/alternatives<TAB>label`.
    pub fn render(&self) -> String {
        self.taken
            .iter()
            .map(|c| format!("{}/{}\t{}\n", c.chosen, c.alternatives, c.label))
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
    }
}
