//! Child processes as handles of the loop (libuv's `uv_process_t`): a pidfd in the same
//! poll as the sockets, so a child's exit is one more entry of the ready list, and the
//! stdio pipes are stream handles on socketpairs (`Sock::Unix`), read like sockets.
//!
//! The virtual-time policy (see `NodeHost::wait_for_io` for the rest): a poll phase first
//! *settles* every child with news — it waits, in real time that the virtual clock does
//! not count, until the child has exited or has been quiet for [`CHILD_QUIET`] while
//! asleep (at most [`CHILD_BURST_CAP`] for a child that keeps talking or computing). So
//! what a short command prints and its exit are seen by one poll phase, as node (whose
//! own work between the spawn and its poll phase takes longer than such a command) sees
//! them. "Asleep" is what the kernel says of the child and its descendants: on a loaded
//! machine a command can wait for a CPU for longer than the quiet spell, and silence
//! then is not the end of what it will say.

use std::time::{Duration, Instant};

use super::{ExitStatus, Kind, Net, NetEvent};
use crate::uv::UvError;

/// How long a child must say nothing for a poll phase to stop waiting for it.
pub(crate) const CHILD_QUIET: Duration = Duration::from_millis(3);
/// The longest a poll phase waits for a child that keeps talking.
const CHILD_BURST_CAP: Duration = Duration::from_millis(50);

#[derive(Debug)]
pub(crate) struct Proc {
    pub(crate) pid: i32,
    pub(crate) pidfd: std::fs::File,
    /// Reaped (`waitpid`), not necessarily given to JavaScript yet.
    pub(crate) status: Option<ExitStatus>,
    pub(crate) delivered: bool,
    /// When the child (its exit or a pipe of its) last brought news; the spawn first.
    news: Instant,
    /// When the current run of news began.
    burst: Instant,
}

impl Proc {
    pub(crate) fn settled(&self) -> bool {
        self.status.is_some()
            || self.burst.elapsed() >= CHILD_BURST_CAP
            || (self.news.elapsed() >= CHILD_QUIET && !busy(self.pid, 0))
    }

    /// The exit callback of one poll report, once.
    pub(crate) fn take_exit(&mut self, id: u32) -> Option<NetEvent> {
        let status = self.status.filter(|_| !self.delivered)?;
        self.delivered = true;
        Some(NetEvent::Exit {
            id,
            pid: self.pid,
            status,
        })
    }
}

/// Whether process `pid`, or a process it started, runs or waits for a CPU, or has died
/// unreaped (its exit is news still to come), by `/proc`. Unknown counts as asleep.
fn busy(pid: i32, depth: u32) -> bool {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return false;
    };
    let mut children = Vec::new();
    for task in tasks.flatten() {
        let path = task.path();
        let stat = std::fs::read_to_string(path.join("stat")).unwrap_or_default();
        // The state follows the command name, which is in parentheses and may hold any.
        let state = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.trim_start().chars().next());
        if matches!(state, Some('R' | 'D' | 'Z')) {
            return true;
        }
        if depth < 4 {
            children.extend(
                std::fs::read_to_string(path.join("children"))
                    .unwrap_or_default()
                    .split_whitespace()
                    .filter_map(|c| c.parse::<i32>().ok()),
            );
        }
    }
    children.into_iter().any(|c| busy(c, depth + 1))
}

impl Net {
    /// A spawned child, watched from the next poll phase on.
    pub(crate) fn add_process(
        &mut self,
        pid: i32,
        pidfd: crate::child::Fd,
    ) -> Result<u32, UvError> {
        let pidfd = std::fs::File::from(pidfd);
        let now = Instant::now();
        let id = self.add(Kind::Process(Proc {
            pid,
            pidfd,
            status: None,
            delivered: false,
            news: now,
            burst: now,
        }))?;
        self.watch(id);
        Ok(id)
    }

    /// The parent's end of a stdio socketpair, as a stream handle; `child` is the
    /// process handle it belongs to (none when the spawn failed).
    pub(crate) fn open_pipe(
        &mut self,
        fd: crate::child::Fd,
        child: Option<u32>,
        writable: bool,
    ) -> Result<u32, UvError> {
        let sock = std::os::unix::net::UnixStream::from(fd);
        sock.set_nonblocking(true).map_err(|e| UvError::of(&e))?;
        let mut stream = super::Stream::new(None, None, None);
        stream.sock = Some(super::Sock::Unix(mio::net::UnixStream::from_std(sock)));
        stream.child = child;
        stream.writable = writable;
        self.add(Kind::Stream(Box::new(stream)))
    }

    fn process(&mut self, id: u32) -> Option<&mut Proc> {
        match self.handles.get_mut(&id).map(|h| &mut h.kind) {
            Some(Kind::Process(p)) => Some(p),
            _ => None,
        }
    }

    /// The kernel reported the pidfd readable: the child is gone; reap it.
    pub(crate) fn absorb_process(&mut self, id: u32) {
        let Some(p) = self.process(id) else { return };
        if p.status.is_some() {
            return;
        }
        let mut raw = 0;
        // SAFETY: waitpid on our own child with a valid status pointer.
        let r = unsafe { libc::waitpid(p.pid, &mut raw, libc::WNOHANG) };
        if r != p.pid {
            return;
        }
        p.status = Some(crate::child::exit_status(raw));
        self.child_news(id);
    }

    /// A child (or one of its pipes) brought news now.
    pub(crate) fn child_news(&mut self, id: u32) {
        if let Some(p) = self.process(id) {
            let now = Instant::now();
            if p.news.elapsed() >= CHILD_QUIET {
                p.burst = now;
            }
            p.news = now;
        }
    }

    /// The child process a stdio pipe belongs to.
    pub(crate) fn pipe_child(&self, id: u32) -> Option<u32> {
        match self.handles.get(&id).map(|h| &h.kind) {
            Some(Kind::Stream(s)) => s.child,
            _ => None,
        }
    }

    /// The pid of process handle `id` when its exit is ready to be delivered.
    pub(crate) fn exit_ready(&self, id: u32) -> Option<i32> {
        match self.handles.get(&id).map(|h| &h.kind) {
            Some(Kind::Process(p)) if p.status.is_some() && !p.delivered => Some(p.pid),
            _ => None,
        }
    }

    pub(crate) fn children_unsettled(&self) -> bool {
        self.handles
            .values()
            .any(|h| matches!(&h.kind, Kind::Process(p) if !p.settled()))
    }

    /// A child not yet seen to exit: while one lives, a poll phase that would jump the
    /// virtual clock waits in real time instead (see `NodeHost::wait_for_io`).
    pub(crate) fn has_live_child(&self) -> bool {
        self.handles.values().any(|h| match &h.kind {
            Kind::Process(p) => !p.delivered,
            Kind::Port(p) => p.worker && !p.done,
            _ => false,
        })
    }

    /// `uv_process_kill`: `ESRCH` once the child has been reaped.
    pub(crate) fn kill_process(&mut self, id: u32, signal: i32) -> Result<(), UvError> {
        let Some(p) = self.process(id) else {
            return Err(UvError::named("ESRCH"));
        };
        if p.status.is_some() {
            return Err(UvError::named("ESRCH"));
        }
        // SAFETY: kill(2) of our own unreaped child (its pid cannot have been reused).
        if unsafe { libc::kill(p.pid, signal) } != 0 {
            return Err(UvError::of(&std::io::Error::last_os_error()));
        }
        Ok(())
    }
}

/// `pidfd_open(2)`: a descriptor that turns readable when the process exits.
pub(crate) fn pidfd_open(pid: i32) -> std::io::Result<std::fs::File> {
    use std::os::fd::FromRawFd;
    // SAFETY: the syscall returns a new descriptor or -1.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
    if fd < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `fd` is a fresh descriptor that the File owns from here on.
    Ok(unsafe { std::fs::File::from_raw_fd(fd as i32) })
}
