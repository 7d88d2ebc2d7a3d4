//! The file-system requests on the in-memory file system (the web build): the same
//! requests, results and libuv error codes as the system calls give, on
//! `evloop_core::vfs`. Ownership is not modelled (every file is the run's user's).

use std::collections::HashMap;
use std::sync::Mutex;

use evloop_core::vfs::{self, Stat};

use super::{FsOp, FsOut, FsResult};
use crate::uv::UvError;

/// An open directory stream's entries left to read: (name, `UV_DIRENT_*` kind).
type Entries = Vec<(String, u8)>;

/// Open directory streams, by number (the last number given, and the streams).
static DIRS: Mutex<(u64, Option<HashMap<u64, Entries>>)> = Mutex::new((0, None));

/// The user and group every file belongs to.
const UID: f64 = 1000.0;

pub(super) fn run(op: FsOp) -> FsResult {
    run_vfs(op).map_err(UvError::named)
}

fn run_vfs(op: FsOp) -> Result<FsOut, &'static str> {
    let mut v = vfs::lock();
    Ok(match op {
        FsOp::Open { path, flags, mode } => FsOut::Num(v.open(&path, flags, mode)? as f64),
        FsOp::Close { fd } => {
            v.close(fd)?;
            FsOut::Unit
        }
        FsOp::Read {
            fd,
            length,
            position,
        } => FsOut::Bytes(v.read(fd, length, position)?),
        FsOp::Write { fd, data, position } => FsOut::Num(v.write(fd, &data, position)? as f64),
        FsOp::Stat { path } => stat_out(v.stat(&path, true)?),
        FsOp::Lstat { path } => stat_out(v.stat(&path, false)?),
        FsOp::Fstat { fd } => stat_out(v.fstat(fd)?),
        FsOp::Readdir { path } => FsOut::Dir(v.read_dir(&path)?),
        FsOp::Mkdir { path, mode } => {
            v.mkdir(&path, mode)?;
            FsOut::Unit
        }
        FsOp::Rmdir { path } => {
            v.rmdir(&path)?;
            FsOut::Unit
        }
        FsOp::Unlink { path } => {
            v.unlink(&path)?;
            FsOut::Unit
        }
        FsOp::Access { path, .. } => {
            v.stat(&path, true)?;
            FsOut::Unit
        }
        FsOp::Rename { from, to } => {
            v.rename(&from, &to)?;
            FsOut::Unit
        }
        FsOp::CopyFile { from, to, flags } => {
            v.copy_file(&from, &to, flags & 1 != 0)?;
            FsOut::Unit
        }
        FsOp::Ftruncate { fd, length } => {
            v.truncate_fd(fd, length.max(0) as u64)?;
            FsOut::Unit
        }
        FsOp::Fsync { fd } | FsOp::Fdatasync { fd } => {
            v.fstat(fd)?;
            FsOut::Unit
        }
        FsOp::Realpath { path } => FsOut::Text(v.real_path(&path)?),
        FsOp::Readlink { path } => FsOut::Text(v.read_link(&path)?),
        FsOp::Symlink { target, path } => {
            v.symlink(&target, &path)?;
            FsOut::Unit
        }
        FsOp::Chmod { path, mode } => {
            v.chmod(&path, mode)?;
            FsOut::Unit
        }
        FsOp::Fchmod { fd, mode } => {
            let path = v.fd_path(fd)?;
            v.chmod(&path, mode)?;
            FsOut::Unit
        }
        FsOp::Mkdtemp { prefix } => {
            // Six characters, as mkdtemp's, counting up from the first free name.
            let mut n = 0u32;
            loop {
                let path = format!("{prefix}{:06}", n);
                match v.mkdir(&path, 0o700) {
                    Ok(()) => break FsOut::Text(path),
                    Err("EEXIST") => n += 1,
                    Err(e) => return Err(e),
                }
            }
        }
        FsOp::Chown { path, .. } => {
            v.stat(&path, true)?;
            FsOut::Unit
        }
        FsOp::Fchown { fd, .. } => {
            v.fstat(fd)?;
            FsOut::Unit
        }
        FsOp::Utime {
            path,
            atime,
            mtime,
            nofollow,
        } => {
            v.set_times(&path, !nofollow, atime, mtime)?;
            FsOut::Unit
        }
        FsOp::Futime { fd, atime, mtime } => {
            v.set_times_fd(fd, atime, mtime)?;
            FsOut::Unit
        }
        FsOp::Link { from, to } => {
            v.link(&from, &to)?;
            FsOut::Unit
        }
        FsOp::Opendir { path } => {
            let entries = v.read_dir(&path)?;
            let mut dirs = DIRS.lock().unwrap_or_else(|e| e.into_inner());
            dirs.0 += 1;
            let id = dirs.0;
            dirs.1.get_or_insert_with(HashMap::new).insert(id, entries);
            FsOut::Num(id as f64)
        }
        FsOp::DirRead { dir, count } => {
            let mut dirs = DIRS.lock().unwrap_or_else(|e| e.into_inner());
            let left = dirs
                .1
                .get_or_insert_with(HashMap::new)
                .get_mut(&dir)
                .ok_or("EBADF")?;
            let n = count.max(1).min(left.len());
            FsOut::Dir(left.drain(..n).collect())
        }
        FsOp::Closedir { dir } => {
            let mut dirs = DIRS.lock().unwrap_or_else(|e| e.into_inner());
            dirs.1
                .get_or_insert_with(HashMap::new)
                .remove(&dir)
                .ok_or("EBADF")?;
            FsOut::Unit
        }
        FsOp::Statfs { path } => {
            v.stat(&path, true)?;
            // tmpfs's magic number, 4 KiB blocks, a roomy disk.
            FsOut::Stat(vec![
                16_914_836.0,
                4096.0,
                262_144.0,
                262_144.0,
                262_144.0,
                65_536.0,
                65_536.0,
            ])
        }
        // Refused before it gets here (`sys::allow_request`).
        FsOp::GetAddrInfo { .. } => return Err("ENOSYS"),
        FsOp::Crypto { .. } | FsOp::Zlib { .. } => return Err("EINVAL"),
    })
}

fn stat_out(s: Stat) -> FsOut {
    FsOut::Stat(vec![
        2049.0,
        s.mode as f64,
        s.nlink as f64,
        UID,
        UID,
        0.0,
        4096.0,
        s.ino as f64,
        s.size as f64,
        s.size.div_ceil(512) as f64,
        s.atime_ms,
        s.mtime_ms,
        s.mtime_ms,
        s.birth_ms,
    ])
}
