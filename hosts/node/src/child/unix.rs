//! Real child processes: `uv_spawn` as std's `Command` (fork, exec, and the exec's
//! failure reported back before `spawn` returns, as libuv does), stdio pipes as
//! socketpairs (libuv makes them so), the exit watched through a pidfd.

use std::io::{Error, ErrorKind, Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::{SpawnOptions, Spawned, StdioSpec, SyncLimits, SyncResult};
use crate::net::ExitStatus;
use crate::uv::UvError;

/// A descriptor this process owns.
pub(crate) type Fd = OwnedFd;

fn socketpair() -> std::io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0; 2];
    // SAFETY: socketpair fills two descriptors on success.
    let r = unsafe {
        libc::socketpair(
            libc::AF_UNIX,
            libc::SOCK_STREAM | libc::SOCK_CLOEXEC,
            0,
            fds.as_mut_ptr(),
        )
    };
    if r != 0 {
        return Err(Error::last_os_error());
    }
    // SAFETY: both are fresh descriptors owned from here on.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

fn dup(fd: i32) -> std::io::Result<OwnedFd> {
    // SAFETY: F_DUPFD_CLOEXEC makes a new descriptor or fails.
    let copy = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 0) };
    if copy < 0 {
        return Err(Error::last_os_error());
    }
    // SAFETY: `copy` is fresh and owned from here on.
    Ok(unsafe { OwnedFd::from_raw_fd(copy) })
}

/// The descriptor `fd` this process was given (a `fork()` parent's IPC channel), owned
/// from now on and closed on exec.
pub(crate) fn adopt_fd(fd: i32) -> Result<OwnedFd, UvError> {
    // SAFETY: F_SETFD on a descriptor number; it fails (EBADF) if there is none.
    if fd < 0 || unsafe { libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC) } != 0 {
        return Err(UvError::named("EBADF"));
    }
    // SAFETY: the descriptor exists and nothing else in the process owns it.
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

/// `uv_spawn`: the process (its pid and pidfd), and the parent's ends of its pipes.
pub(crate) fn spawn(options: &SpawnOptions) -> Spawned {
    let mut pipes = Vec::new();
    let mut child_ends = Vec::new();
    for spec in &options.stdio {
        if *spec == StdioSpec::Pipe {
            match socketpair() {
                Ok((parent, child)) => {
                    pipes.push(Some(parent));
                    child_ends.push(Some(child));
                }
                Err(e) => {
                    return Spawned {
                        result: Err(UvError::of(&e)),
                        pipes: Vec::new(),
                    }
                }
            }
        } else {
            pipes.push(None);
            child_ends.push(None);
        }
    }
    let result = run(options, child_ends);
    Spawned { result, pipes }
}

fn run(
    options: &SpawnOptions,
    child_ends: Vec<Option<OwnedFd>>,
) -> Result<(i32, OwnedFd), UvError> {
    let err = |e: Error| UvError::of(&e);
    let mut cmd = Command::new(&options.file);
    if let Some(argv0) = options.args.first() {
        cmd.arg0(argv0);
    }
    cmd.args(options.args.iter().skip(1));
    if let Some(cwd) = &options.cwd {
        cmd.current_dir(cwd);
    }
    cmd.env_clear();
    for pair in &options.env {
        if let Some((name, value)) = pair.split_once('=') {
            cmd.env(name, value);
        }
    }
    // Descriptors 3 and up are moved into place after the fork.
    let mut extra: Vec<(i32, OwnedFd)> = Vec::new();
    for (i, (spec, end)) in options.stdio.iter().zip(child_ends).enumerate() {
        let fd: Option<OwnedFd> = match spec {
            StdioSpec::Pipe => end,
            StdioSpec::Ignore => None,
            StdioSpec::Fd(fd) => Some(dup(*fd).map_err(err)?),
        };
        if i >= 3 {
            if let Some(fd) = fd {
                extra.push((i as i32, fd));
            }
            continue;
        }
        let stdio = match (spec, fd) {
            (StdioSpec::Ignore, _) | (_, None) => Stdio::null(),
            (_, Some(fd)) => Stdio::from(fd),
        };
        match i {
            0 => cmd.stdin(stdio),
            1 => cmd.stdout(stdio),
            _ => cmd.stderr(stdio),
        };
    }
    let moves: Vec<(i32, i32)> = extra.iter().map(|(i, fd)| (*i, fd.as_raw_fd())).collect();
    let detached = options.detached;
    // SAFETY: the closure runs in the forked child before exec and makes only
    // async-signal-safe calls (setsid, dup2, fcntl).
    unsafe {
        cmd.pre_exec(move || {
            if detached {
                libc::setsid();
            }
            for &(target, fd) in &moves {
                if fd == target {
                    let flags = libc::fcntl(fd, libc::F_GETFD);
                    libc::fcntl(fd, libc::F_SETFD, flags & !libc::FD_CLOEXEC);
                } else if libc::dup2(fd, target) < 0 {
                    return Err(Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    if let Some(uid) = options.uid {
        cmd.uid(uid);
    }
    if let Some(gid) = options.gid {
        cmd.gid(gid);
    }
    let child = cmd.spawn().map_err(err)?;
    let pid = child.id() as i32;
    // Dropping the Child neither waits for nor kills the process: the loop reaps it.
    drop(child);
    drop(extra);
    let pidfd = crate::net::pidfd_open(pid).map_err(err)?;
    Ok((pid, OwnedFd::from(pidfd)))
}

/// `spawnSync`: runs the child to its end, writing `input` to its stdin pipe and
/// reading every other pipe, within the limits (a timeout or too much output kills it
/// with `kill_signal`: `ETIMEDOUT`, `ENOBUFS`).
pub(crate) fn spawn_sync(
    options: &SpawnOptions,
    input: Option<Vec<u8>>,
    limits: SyncLimits,
) -> SyncResult {
    let spawned = spawn(options);
    let (pid, pidfd) = match spawned.result {
        Ok(p) => p,
        Err(e) => {
            return SyncResult {
                error: Some(e),
                ..SyncResult::default()
            }
        }
    };
    let mut result = SyncResult {
        pid,
        output: options.stdio.iter().map(|_| None).collect(),
        ..SyncResult::default()
    };
    let start = Instant::now();
    let mut input = input.unwrap_or_default();
    let mut open: Vec<(usize, std::fs::File)> = Vec::new();
    let mut stdin: Option<std::fs::File> = None;
    for (i, fd) in spawned.pipes.into_iter().enumerate() {
        let Some(fd) = fd else { continue };
        // SAFETY: setting O_NONBLOCK on a descriptor we own.
        unsafe {
            let flags = libc::fcntl(fd.as_raw_fd(), libc::F_GETFL);
            libc::fcntl(fd.as_raw_fd(), libc::F_SETFL, flags | libc::O_NONBLOCK);
        }
        let file = std::fs::File::from(fd);
        if i == 0 {
            stdin = Some(file);
        } else {
            result.output[i] = Some(Vec::new());
            open.push((i, file));
        }
    }
    if input.is_empty() {
        stdin = None;
    }
    let pidfd = std::fs::File::from(pidfd);
    let mut status = None;
    let mut killed = false;
    let mut buf = vec![0u8; 64 * 1024];
    while status.is_none() || !open.is_empty() {
        let mut fds: Vec<libc::pollfd> = Vec::new();
        let poll = |fd: i32, events: i16| libc::pollfd {
            fd,
            events,
            revents: 0,
        };
        if status.is_none() {
            fds.push(poll(pidfd.as_raw_fd(), libc::POLLIN));
        }
        for (_, f) in &open {
            fds.push(poll(f.as_raw_fd(), libc::POLLIN));
        }
        if let Some(f) = &stdin {
            fds.push(poll(f.as_raw_fd(), libc::POLLOUT));
        }
        let wait = match limits.timeout_ms {
            Some(ms) if !killed => {
                let left = Duration::from_millis(ms).saturating_sub(start.elapsed());
                left.as_millis().min(i32::MAX as u128) as i32
            }
            _ => -1,
        };
        // SAFETY: `fds` is a valid array of pollfd for its length.
        let n = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, wait) };
        if n < 0 && Error::last_os_error().kind() != ErrorKind::Interrupted {
            break;
        }
        if n == 0 && !killed {
            // The timeout: the child is killed and the run goes on to its end.
            kill(pid, limits.kill_signal);
            killed = true;
            result.error = Some(UvError::named("ETIMEDOUT"));
            continue;
        }
        if status.is_none() {
            status = reap(pid);
        }
        let mut total: usize = 0;
        open.retain_mut(|(i, f)| loop {
            match f.read(&mut buf) {
                Ok(0) => return false,
                Ok(n) => {
                    if let Some(out) = result.output[*i].as_mut() {
                        out.extend_from_slice(&buf[..n]);
                    }
                }
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) if e.kind() == ErrorKind::WouldBlock => return true,
                Err(_) => return false,
            }
        });
        for out in result.output.iter().flatten() {
            total = total.max(out.len());
        }
        if let Some(max) = limits.max_buffer {
            if total > max && !killed {
                kill(pid, limits.kill_signal);
                killed = true;
                result.error = Some(UvError::named("ENOBUFS"));
            }
        }
        if let Some(f) = stdin.as_mut() {
            match f.write(&input) {
                Ok(n) => {
                    input.drain(..n);
                    if input.is_empty() {
                        stdin = None;
                    }
                }
                Err(e)
                    if e.kind() == ErrorKind::WouldBlock || e.kind() == ErrorKind::Interrupted => {}
                Err(_) => stdin = None,
            }
        }
    }
    result.status = status;
    result
}

fn kill(pid: i32, signal: i32) {
    // SAFETY: kill(2) of our own child, not reaped yet.
    unsafe {
        libc::kill(pid, signal);
    }
}

fn reap(pid: i32) -> Option<ExitStatus> {
    let mut raw = 0;
    // SAFETY: waitpid on our own child with a valid status pointer.
    let r = unsafe { libc::waitpid(pid, &mut raw, libc::WNOHANG) };
    if r != pid {
        return None;
    }
    Some(exit_status(raw))
}

/// A `waitpid` status as libuv's exit callback gives it.
pub(crate) fn exit_status(raw: i32) -> ExitStatus {
    if libc::WIFSIGNALED(raw) {
        ExitStatus {
            code: 0,
            signal: libc::WTERMSIG(raw),
        }
    } else {
        ExitStatus {
            code: libc::WEXITSTATUS(raw) as i64,
            signal: 0,
        }
    }
}
