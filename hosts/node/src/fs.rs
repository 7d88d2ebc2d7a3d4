//! File-system requests: what a libuv `uv_fs_*` request does, as plain Rust with no
//! engine in sight. The same [`FsOp::run`] serves the thread pool (callback and promise
//! forms) and the `*Sync` forms (on the calling thread). The work itself is
//! `fs/native.rs` (system calls, the `native` feature) or `fs/memory.rs` (the web build's
//! in-memory file system, `evloop_core::vfs`).

use crate::uv::UvError;

#[cfg_attr(feature = "native", path = "fs/native.rs")]
#[cfg_attr(not(feature = "native"), path = "fs/memory.rs")]
mod imp;

/// One request, with its arguments. (The web build ignores owners and DNS hints.)
#[cfg_attr(not(feature = "native"), allow(dead_code))]
#[derive(Debug, Clone)]
pub enum FsOp {
    Open {
        path: String,
        flags: i32,
        mode: u32,
    },
    Close {
        fd: i32,
    },
    /// Reads up to `length` bytes at `position` (-1: the file position).
    Read {
        fd: i32,
        length: usize,
        position: i64,
    },
    Write {
        fd: i32,
        data: Vec<u8>,
        position: i64,
    },
    Stat {
        path: String,
    },
    Lstat {
        path: String,
    },
    Fstat {
        fd: i32,
    },
    Readdir {
        path: String,
    },
    Mkdir {
        path: String,
        mode: u32,
    },
    Rmdir {
        path: String,
    },
    Unlink {
        path: String,
    },
    Access {
        path: String,
        mode: i32,
    },
    Rename {
        from: String,
        to: String,
    },
    CopyFile {
        from: String,
        to: String,
        flags: i32,
    },
    Ftruncate {
        fd: i32,
        length: i64,
    },
    Fsync {
        fd: i32,
    },
    Realpath {
        path: String,
    },
    Readlink {
        path: String,
    },
    Symlink {
        target: String,
        path: String,
    },
    Chmod {
        path: String,
        mode: u32,
    },
    /// A new directory `prefix` + six random characters.
    Mkdtemp {
        prefix: String,
    },
    Fchmod {
        fd: i32,
        mode: u32,
    },
    /// Owner changes; -1 keeps an id. `nofollow`: the link itself (`lchown`).
    Chown {
        path: String,
        uid: u32,
        gid: u32,
        nofollow: bool,
    },
    Fchown {
        fd: i32,
        uid: u32,
        gid: u32,
    },
    /// Access and modification times in seconds. `nofollow`: the link itself (`lutimes`).
    Utime {
        path: String,
        atime: f64,
        mtime: f64,
        nofollow: bool,
    },
    Futime {
        fd: i32,
        atime: f64,
        mtime: f64,
    },
    Link {
        from: String,
        to: String,
    },
    Fdatasync {
        fd: i32,
    },
    /// `uv_fs_opendir`: an open directory stream, as a number naming it.
    Opendir {
        path: String,
    },
    /// `uv_fs_readdir`: up to `count` more entries of an open directory stream, in the
    /// order the kernel lists them (empty at the end).
    DirRead {
        dir: u64,
        count: usize,
    },
    Closedir {
        dir: u64,
    },
    /// `[type, bsize, blocks, bfree, bavail, files, ffree]` of the file system.
    Statfs {
        path: String,
    },
    /// Not a file request, but libuv runs it on the same pool (`uv_getaddrinfo`, for
    /// `dns.lookup`): the host's addresses with their families (4 or 6), stream sockets
    /// only, in the resolver's order or with one family first (`order` 1: IPv4, 2: IPv6).
    GetAddrInfo {
        host: String,
        family: i32,
        hints: i32,
        order: u8,
    },
    /// Not a file request either: Node's crypto jobs (`crypto.randomBytes(n, cb)`,
    /// `subtle.digest`) are `uv_queue_work` on the same pool.
    Crypto {
        job: crate::crypto::CryptoJob,
    },
    /// A write to a zlib stream (node's `Zlib::Write`, `uv_queue_work` on the pool).
    Zlib {
        stream: u64,
        mode: i32,
        input: Vec<u8>,
        flush: i32,
        out_len: usize,
    },
}

/// What a request gives back.
#[derive(Debug, Clone, PartialEq)]
pub enum FsOut {
    Unit,
    /// A file descriptor or a byte count.
    Num(f64),
    Bytes(Vec<u8>),
    /// `[dev, mode, nlink, uid, gid, rdev, blksize, ino, size, blocks,
    ///   atimeMs, mtimeMs, ctimeMs, birthtimeMs]`.
    Stat(Vec<f64>),
    /// Names in libuv's order (bytewise sorted) and their `UV_DIRENT_*` types.
    Dir(Vec<(String, u8)>),
    Text(String),
    /// A zlib write: the output handed out, and the output space left.
    Zlib(Vec<u8>, usize),
}

pub type FsResult = Result<FsOut, UvError>;

impl FsOp {
    /// The libuv request name, as the trace shows it (`uv_fs_open`).
    pub fn name(&self) -> &'static str {
        match self {
            FsOp::Open { .. } => "open",
            FsOp::Close { .. } => "close",
            FsOp::Read { .. } => "read",
            FsOp::Write { .. } => "write",
            FsOp::Stat { .. } => "stat",
            FsOp::Lstat { .. } => "lstat",
            FsOp::Fstat { .. } => "fstat",
            FsOp::Readdir { .. } => "scandir",
            FsOp::Mkdir { .. } => "mkdir",
            FsOp::Rmdir { .. } => "rmdir",
            FsOp::Unlink { .. } => "unlink",
            FsOp::Access { .. } => "access",
            FsOp::Rename { .. } => "rename",
            FsOp::CopyFile { .. } => "copyfile",
            FsOp::Ftruncate { .. } => "ftruncate",
            FsOp::Fsync { .. } => "fsync",
            FsOp::Realpath { .. } => "realpath",
            FsOp::Readlink { .. } => "readlink",
            FsOp::Symlink { .. } => "symlink",
            FsOp::Chmod { .. } => "chmod",
            FsOp::Mkdtemp { .. } => "mkdtemp",
            FsOp::Fchmod { .. } => "fchmod",
            FsOp::Chown {
                nofollow: false, ..
            } => "chown",
            FsOp::Chown { nofollow: true, .. } => "lchown",
            FsOp::Fchown { .. } => "fchown",
            FsOp::Utime {
                nofollow: false, ..
            } => "utime",
            FsOp::Utime { nofollow: true, .. } => "lutime",
            FsOp::Futime { .. } => "futime",
            FsOp::Link { .. } => "link",
            FsOp::Fdatasync { .. } => "fdatasync",
            FsOp::Opendir { .. } => "opendir",
            FsOp::DirRead { .. } => "readdir",
            FsOp::Closedir { .. } => "closedir",
            FsOp::Statfs { .. } => "statfs",
            FsOp::GetAddrInfo { .. } => "getaddrinfo",
            FsOp::Crypto { job } => job.name(),
            FsOp::Zlib { mode, .. } => crate::zlib::mode_name(*mode),
        }
    }

    /// libuv's request type, as the trace names it: `uv_fs_open`, `uv_getaddrinfo`.
    pub fn uv_name(&self) -> String {
        match self {
            FsOp::GetAddrInfo { .. } => format!("uv_{}", self.name()),
            FsOp::Crypto { .. } | FsOp::Zlib { .. } => format!("uv_queue_work {}", self.name()),
            _ => format!("uv_fs_{}", self.name()),
        }
    }

    /// The virtual time the request keeps a thread busy beyond the microseconds local
    /// I/O takes: the CPU work of a crypto job (`pbkdf2`, `scrypt`); 0 otherwise.
    pub fn cost_ns(&self) -> u64 {
        match self {
            FsOp::Crypto { job } => job.cost_ns(),
            FsOp::Zlib { mode, input, .. } => crate::zlib::cost_ns(*mode, input.len()),
            _ => 0,
        }
    }

    /// Does the work: the file-system call, the lookup or the crypto job.
    pub fn run(self) -> FsResult {
        if let FsOp::Crypto { job } = self {
            return Ok(FsOut::Bytes(job.run()));
        }
        if let FsOp::Zlib {
            stream,
            input,
            flush,
            out_len,
            ..
        } = self
        {
            let (out, left) = crate::zlib::write(stream, &input, flush, out_len)?;
            return Ok(FsOut::Zlib(out, left));
        }
        if matches!(self, FsOp::Open { .. } | FsOp::Close { .. }) {
            let op = self.clone();
            let result = imp::run(self);
            crate::permission::note_fd(&op, &result);
            return result;
        }
        imp::run(self)
    }
}
