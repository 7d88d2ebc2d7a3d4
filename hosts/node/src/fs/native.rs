//! The file-system requests as system calls (the `native` feature).

use std::collections::HashMap;
use std::ffi::CString;
use std::fs;
use std::io;
use std::mem::ManuallyDrop;
use std::os::fd::FromRawFd;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{DirBuilderExt, FileTypeExt, MetadataExt, PermissionsExt};
use std::sync::{Mutex, OnceLock};

use super::{FsOp, FsOut, FsResult};
use crate::uv::UvError;

/// Open directory streams (`uv_dir_t`), by number: requests for one run on any worker.
fn open_dirs() -> std::sync::MutexGuard<'static, (u64, HashMap<u64, fs::ReadDir>)> {
    static DIRS: OnceLock<Mutex<(u64, HashMap<u64, fs::ReadDir>)>> = OnceLock::new();
    DIRS.get_or_init(|| Mutex::new((0, HashMap::new())))
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// Does the work (a blocking system call or a few).
pub(super) fn run(op: FsOp) -> FsResult {
    if let FsOp::GetAddrInfo {
        host,
        family,
        hints,
        order,
    } = op
    {
        return get_addr_info(&host, family, hints, order);
    }
    run_io(op).map_err(|e| UvError::of(&e))
}

fn run_io(op: FsOp) -> io::Result<FsOut> {
    match op {
        FsOp::Open { path, flags, mode } => {
            let c = cpath(&path)?;
            // libuv opens every file close-on-exec.
            let fd = unsafe { libc::open(c.as_ptr(), flags | libc::O_CLOEXEC, mode) };
            check(fd as isize).map(|fd| FsOut::Num(fd as f64))
        }
        FsOp::Close { fd } => check(unsafe { libc::close(fd) } as isize).map(|_| FsOut::Unit),
        FsOp::Read {
            fd,
            length,
            position,
        } => {
            let mut buf = vec![0u8; length];
            let n = unsafe {
                let p = buf.as_mut_ptr() as *mut libc::c_void;
                if position < 0 {
                    libc::read(fd, p, length)
                } else {
                    libc::pread(fd, p, length, position as libc::off_t)
                }
            };
            let n = check(n)?;
            buf.truncate(n);
            Ok(FsOut::Bytes(buf))
        }
        FsOp::Write { fd, data, position } => {
            let n = unsafe {
                let p = data.as_ptr() as *const libc::c_void;
                if position < 0 {
                    libc::write(fd, p, data.len())
                } else {
                    libc::pwrite(fd, p, data.len(), position as libc::off_t)
                }
            };
            check(n).map(|n| FsOut::Num(n as f64))
        }
        FsOp::Stat { path } => fs::metadata(path).map(stat_out),
        FsOp::Lstat { path } => fs::symlink_metadata(path).map(stat_out),
        FsOp::Fstat { fd } => {
            // Borrow the descriptor: the script owns it and closes it.
            let file = ManuallyDrop::new(unsafe { fs::File::from_raw_fd(fd) });
            file.metadata().map(stat_out)
        }
        FsOp::Readdir { path } => {
            let mut entries = Vec::new();
            for entry in fs::read_dir(path)? {
                let entry = entry?;
                let kind = entry.file_type().map(dirent_type).unwrap_or(0);
                entries.push((entry.file_name().as_bytes().to_vec(), kind));
            }
            entries.sort();
            Ok(FsOut::Dir(
                entries
                    .into_iter()
                    .map(|(n, k)| (String::from_utf8_lossy(&n).into_owned(), k))
                    .collect(),
            ))
        }
        FsOp::Mkdir { path, mode } => fs::DirBuilder::new()
            .mode(mode)
            .create(path)
            .map(|_| FsOut::Unit),
        FsOp::Rmdir { path } => fs::remove_dir(path).map(|_| FsOut::Unit),
        FsOp::Unlink { path } => fs::remove_file(path).map(|_| FsOut::Unit),
        FsOp::Access { path, mode } => {
            let c = cpath(&path)?;
            check(unsafe { libc::access(c.as_ptr(), mode) } as isize).map(|_| FsOut::Unit)
        }
        FsOp::Rename { from, to } => fs::rename(from, to).map(|_| FsOut::Unit),
        FsOp::CopyFile { from, to, flags } => {
            // COPYFILE_EXCL (1): fail when the destination exists.
            if flags & 1 != 0 && fs::symlink_metadata(&to).is_ok() {
                return Err(io::Error::from_raw_os_error(libc::EEXIST));
            }
            fs::copy(from, to).map(|_| FsOut::Unit)
        }
        FsOp::Ftruncate { fd, length } => {
            check(unsafe { libc::ftruncate(fd, length as libc::off_t) } as isize)
                .map(|_| FsOut::Unit)
        }
        FsOp::Fsync { fd } => check(unsafe { libc::fsync(fd) } as isize).map(|_| FsOut::Unit),
        FsOp::Realpath { path } => {
            fs::canonicalize(path).map(|p| FsOut::Text(p.to_string_lossy().into_owned()))
        }
        FsOp::Readlink { path } => {
            fs::read_link(path).map(|p| FsOut::Text(p.to_string_lossy().into_owned()))
        }
        FsOp::Symlink { target, path } => {
            std::os::unix::fs::symlink(target, path).map(|_| FsOut::Unit)
        }
        FsOp::Chmod { path, mode } => {
            fs::set_permissions(path, fs::Permissions::from_mode(mode)).map(|_| FsOut::Unit)
        }
        FsOp::Mkdtemp { prefix } => {
            let template = cpath(&format!("{prefix}XXXXXX"))?;
            let raw = template.into_raw();
            let made = unsafe { libc::mkdtemp(raw) };
            let template = unsafe { CString::from_raw(raw) };
            if made.is_null() {
                return Err(io::Error::last_os_error());
            }
            Ok(FsOut::Text(template.to_string_lossy().into_owned()))
        }
        FsOp::Fchmod { fd, mode } => {
            check(unsafe { libc::fchmod(fd, mode as libc::mode_t) } as isize).map(|_| FsOut::Unit)
        }
        FsOp::Chown {
            path,
            uid,
            gid,
            nofollow,
        } => {
            let c = cpath(&path)?;
            let r = if nofollow {
                unsafe { libc::lchown(c.as_ptr(), uid, gid) }
            } else {
                unsafe { libc::chown(c.as_ptr(), uid, gid) }
            };
            check(r as isize).map(|_| FsOut::Unit)
        }
        FsOp::Fchown { fd, uid, gid } => {
            check(unsafe { libc::fchown(fd, uid, gid) } as isize).map(|_| FsOut::Unit)
        }
        FsOp::Utime {
            path,
            atime,
            mtime,
            nofollow,
        } => {
            let c = cpath(&path)?;
            let times = [timespec(atime), timespec(mtime)];
            let flags = if nofollow {
                libc::AT_SYMLINK_NOFOLLOW
            } else {
                0
            };
            let r = unsafe { libc::utimensat(libc::AT_FDCWD, c.as_ptr(), times.as_ptr(), flags) };
            check(r as isize).map(|_| FsOut::Unit)
        }
        FsOp::Futime { fd, atime, mtime } => {
            let times = [timespec(atime), timespec(mtime)];
            check(unsafe { libc::futimens(fd, times.as_ptr()) } as isize).map(|_| FsOut::Unit)
        }
        FsOp::Link { from, to } => fs::hard_link(from, to).map(|_| FsOut::Unit),
        FsOp::Fdatasync { fd } => {
            check(unsafe { libc::fdatasync(fd) } as isize).map(|_| FsOut::Unit)
        }
        FsOp::Opendir { path } => {
            let stream = fs::read_dir(path)?;
            let mut dirs = open_dirs();
            dirs.0 += 1;
            let id = dirs.0;
            dirs.1.insert(id, stream);
            Ok(FsOut::Num(id as f64))
        }
        FsOp::DirRead { dir, count } => {
            let mut dirs = open_dirs();
            let Some(stream) = dirs.1.get_mut(&dir) else {
                return Err(io::Error::from_raw_os_error(libc::EBADF));
            };
            let mut entries = Vec::new();
            while entries.len() < count.max(1) {
                match stream.next() {
                    Some(entry) => {
                        let entry = entry?;
                        let kind = entry.file_type().map(dirent_type).unwrap_or(0);
                        let name =
                            String::from_utf8_lossy(entry.file_name().as_bytes()).into_owned();
                        entries.push((name, kind));
                    }
                    None => break,
                }
            }
            Ok(FsOut::Dir(entries))
        }
        FsOp::Closedir { dir } => match open_dirs().1.remove(&dir) {
            Some(_) => Ok(FsOut::Unit),
            None => Err(io::Error::from_raw_os_error(libc::EBADF)),
        },
        FsOp::GetAddrInfo { .. } => unreachable!("answered by get_addr_info"),
        FsOp::Crypto { .. } | FsOp::Zlib { .. } => unreachable!("answered by the job"),
        FsOp::Statfs { path } => {
            let c = cpath(&path)?;
            let mut buf: libc::statfs = unsafe { std::mem::zeroed() };
            check(unsafe { libc::statfs(c.as_ptr(), &mut buf) } as isize)?;
            Ok(FsOut::Stat(vec![
                buf.f_type as f64,
                buf.f_bsize as f64,
                buf.f_blocks as f64,
                buf.f_bfree as f64,
                buf.f_bavail as f64,
                buf.f_files as f64,
                buf.f_ffree as f64,
            ]))
        }
    }
}

/// `getaddrinfo(3)` as Node's `GetAddrInfo` asks it: stream sockets, the family and
/// hint flags given; each address with its family.
fn get_addr_info(host: &str, family: i32, hints: i32, order: u8) -> FsResult {
    let c = CString::new(host).map_err(|_| UvError::from_eai(libc::EAI_NONAME))?;
    let mut want: libc::addrinfo = unsafe { std::mem::zeroed() };
    want.ai_family = match family {
        4 => libc::AF_INET,
        6 => libc::AF_INET6,
        _ => libc::AF_UNSPEC,
    };
    want.ai_socktype = libc::SOCK_STREAM;
    want.ai_flags = hints;
    let mut found: *mut libc::addrinfo = std::ptr::null_mut();
    let r = unsafe { libc::getaddrinfo(c.as_ptr(), std::ptr::null(), &want, &mut found) };
    if r != 0 {
        return Err(UvError::from_eai(r));
    }
    let mut out = Vec::new();
    let mut at = found;
    while !at.is_null() {
        let info = unsafe { &*at };
        let addr = match info.ai_family {
            libc::AF_INET => {
                let sa = unsafe { &*(info.ai_addr as *const libc::sockaddr_in) };
                Some((
                    std::net::Ipv4Addr::from(u32::from_be(sa.sin_addr.s_addr)).to_string(),
                    4,
                ))
            }
            libc::AF_INET6 => {
                let sa = unsafe { &*(info.ai_addr as *const libc::sockaddr_in6) };
                Some((
                    std::net::Ipv6Addr::from(sa.sin6_addr.s6_addr).to_string(),
                    6,
                ))
            }
            _ => None,
        };
        out.extend(addr);
        at = info.ai_next;
    }
    unsafe { libc::freeaddrinfo(found) };
    match order {
        1 => out.sort_by_key(|&(_, f)| f),
        2 => out.sort_by_key(|&(_, f)| std::cmp::Reverse(f)),
        _ => {}
    }
    if out.is_empty() {
        return Err(UvError::from_eai(libc::EAI_NODATA));
    }
    Ok(FsOut::Dir(out))
}

/// Seconds as libuv's `uv__fs_to_timespec` makes them: whole seconds, then nanoseconds
/// (borrowing a second for a negative fraction).
fn timespec(seconds: f64) -> libc::timespec {
    let mut sec = seconds.trunc() as libc::time_t;
    let mut nsec = ((seconds - seconds.trunc()) * 1e9) as libc::c_long;
    if nsec < 0 {
        sec -= 1;
        nsec += 1_000_000_000;
    }
    libc::timespec {
        tv_sec: sec,
        tv_nsec: nsec,
    }
}

fn cpath(path: &str) -> io::Result<CString> {
    CString::new(path).map_err(|_| io::Error::from_raw_os_error(libc::EINVAL))
}

/// A system call's return value: -1 is `errno`.
fn check(n: isize) -> io::Result<usize> {
    if n < 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(n as usize)
    }
}

fn ms(secs: i64, nsecs: i64) -> f64 {
    secs as f64 * 1e3 + nsecs as f64 / 1e6
}

fn stat_out(m: fs::Metadata) -> FsOut {
    let birth = m
        .created()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0.0, |d| {
            d.as_secs() as f64 * 1e3 + d.subsec_nanos() as f64 / 1e6
        });
    FsOut::Stat(vec![
        m.dev() as f64,
        m.mode() as f64,
        m.nlink() as f64,
        m.uid() as f64,
        m.gid() as f64,
        m.rdev() as f64,
        m.blksize() as f64,
        m.ino() as f64,
        m.size() as f64,
        m.blocks() as f64,
        ms(m.atime(), m.atime_nsec()),
        ms(m.mtime(), m.mtime_nsec()),
        ms(m.ctime(), m.ctime_nsec()),
        birth,
    ])
}

/// `UV_DIRENT_*`: unknown 0, file 1, dir 2, link 3, fifo 4, socket 5, char 6, block 7.
fn dirent_type(t: fs::FileType) -> u8 {
    if t.is_file() {
        1
    } else if t.is_dir() {
        2
    } else if t.is_symlink() {
        3
    } else if t.is_fifo() {
        4
    } else if t.is_socket() {
        5
    } else if t.is_char_device() {
        6
    } else if t.is_block_device() {
        7
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_carry_libuv_codes() {
        let e = FsOp::Open {
            path: "/no/such/file".into(),
            flags: libc::O_RDONLY,
            mode: 0o666,
        }
        .run()
        .unwrap_err();
        assert_eq!(e.code, "ENOENT");
        let dir = std::env::temp_dir();
        let fd = match (FsOp::Open {
            path: dir.to_string_lossy().into_owned(),
            flags: libc::O_RDONLY,
            mode: 0,
        })
        .run()
        {
            Ok(FsOut::Num(fd)) => fd as i32,
            other => panic!("{other:?}"),
        };
        let e = FsOp::Read {
            fd,
            length: 10,
            position: -1,
        }
        .run()
        .unwrap_err();
        assert_eq!(e.code, "EISDIR");
        assert_eq!(FsOp::Close { fd }.run(), Ok(FsOut::Unit));
    }
}
