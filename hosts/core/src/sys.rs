//! What the core needs of the machine, in one place: the real clock, the process's stdout
//! and stderr, threads, the working directory. The `native` feature takes them from the
//! operating system (`sys/native.rs`); without it (the web build, wasm32) there is no
//! wall clock, no thread and no file descriptor, and `sys/web.rs` stands in: output is
//! captured in memory for the embedder to take ([`take_captured`]) and the working
//! directory is the in-memory file system's ([`crate::vfs`]).

#[cfg_attr(feature = "native", path = "sys/native.rs")]
#[cfg_attr(not(feature = "native"), path = "sys/web.rs")]
mod imp;

pub use imp::*;
