//! What the Node host asks of the machine beyond the loop: the process's ids, environment,
//! working directory, umask and resource usage, whether a descriptor is a terminal, and
//! what module resolution reads of the file system. `sys/native.rs` asks the operating
//! system (the `native` feature, the CLI); `sys/web.rs` answers for the web build, where
//! files are the in-memory file system (`evloop_core::vfs`) and what needs the real
//! machine (sockets, stdin, signals to processes, DNS) is refused by name
//! ([`restrict_ops`]).

#[cfg_attr(feature = "native", path = "sys/native.rs")]
#[cfg_attr(not(feature = "native"), path = "sys/web.rs")]
mod imp;

pub(crate) use imp::*;

/// `statKind`'s answer: what is at a path, following links.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PathKind {
    File,
    Dir,
    Missing,
}
