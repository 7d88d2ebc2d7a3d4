//! The heap limit on the command line: node's `--max-old-space-size=MB` (also read from
//! `NODE_OPTIONS`), its default, and how a run that passed it ends.

use anyhow::bail;
use evloop_core::memory;

/// The option as node spells it (`--max_old_space_size` is V8's own spelling, which node
/// also takes).
pub const OPTION: &str = "--max-old-space-size";

/// The value of a `--max-old-space-size=MB` argument (`--max_old_space_size=MB` too):
/// `Ok(None)` when `arg` is not that option.
pub fn parse_option(arg: &str) -> anyhow::Result<Option<u64>> {
    let Some((name, value)) = arg.split_once('=') else {
        if arg.replace('_', "-") == OPTION {
            bail!("{OPTION} takes its value after '=', as node does: {OPTION}=MB");
        }
        return Ok(None);
    };
    if name.replace('_', "-") != OPTION {
        return Ok(None);
    }
    match value.parse::<u64>() {
        Ok(mb) if mb < 1 << 40 => Ok(Some(mb)),
        _ => bail!("{OPTION} takes a whole number of megabytes: '{value}' is not one"),
    }
}

/// The heap limit in MB for a run: `--max-old-space-size` (`flag`, as the command line
/// gave it; 0 means node's default, as in node), else the same option in
/// `NODE_OPTIONS`, else node's default for this machine. Node's `heap_size_limit` is the
/// old generation's size plus its 48 MB young generation; evloop's heap is one space,
/// limited to that sum.
pub fn limit_mb(flag: Option<u64>) -> anyhow::Result<u64> {
    let mut old = flag;
    if old.is_none() {
        if let Ok(options) = std::env::var("NODE_OPTIONS") {
            for word in options.split_whitespace() {
                if let Some(mb) = parse_option(word)? {
                    old = Some(mb);
                }
            }
        }
    }
    Ok(match old {
        Some(mb) if mb > 0 => mb + memory::YOUNG_GENERATION_MB,
        _ => memory::default_limit_mb(evloop_core::sys::physical_memory().unwrap_or(24 << 30)),
    })
}

/// Sets the heap limit for this process's run.
pub fn apply(flag: Option<u64>) -> anyhow::Result<()> {
    memory::set_limit((limit_mb(flag)? as usize) << 20);
    Ok(())
}

/// The end of a run that passed the heap limit: the report is on stderr; what stdout
/// holds goes out, then the process dies by SIGABRT, as node's does (a shell shows exit
/// status 134).
pub fn die_of_heap_limit() -> ! {
    evloop_core::output::flush_stdout();
    std::process::abort()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_option_is_spelt_as_node_spells_it() {
        assert_eq!(parse_option("--max-old-space-size=64").unwrap(), Some(64));
        assert_eq!(parse_option("--max_old_space_size=64").unwrap(), Some(64));
        assert_eq!(parse_option("--max-semi-space-size=64").unwrap(), None);
        assert!(parse_option("--max-old-space-size").is_err());
        assert!(parse_option("--max-old-space-size=64.5").is_err());
        assert!(parse_option("--max-old-space-size=-5").is_err());
        assert_eq!(limit_mb(Some(64)).unwrap(), 112);
    }
}
