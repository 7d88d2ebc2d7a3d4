//! TCP for the Node host: libuv's stream handles over real sockets (mio), and a model of
//! the one thing that decides their callbacks' order — epoll's ready list.
//!
//! The kernel's timing is not the model. Everything the kernel has for a socket (accepted
//! connections, bytes, end of stream, errors, a finished connect) is first *absorbed* into
//! this module's buffers; what a poll phase delivers, and in what order, is then decided
//! from those buffers and from the order in which the model says each handle became ready:
//!
//! - A handle joins the ready list (epoll's `rdllist`) when something makes it ready while
//!   libuv watches it: a connect to a listener, bytes or an end of stream sent to a socket
//!   by its peer in this process, or, at the start of a poll phase, libuv registering a
//!   handle's new interest (`uv__io_poll` walks its watcher queue: `epoll_ctl` reports an
//!   fd that is ready already). It stays in the list while it is ready (libuv's epoll is
//!   level-triggered) and leaves it at the first `epoll_wait` that finds it not ready.
//! - Deterministic policy (virtual clock): on loopback the kernel moves a connect or a
//!   write to the peer within the sending system call, so everything a socket of this
//!   process sent before a poll phase has arrived by that poll phase. The poll phase
//!   waits (real time, capped) until the buffers hold what the model expects.
//! - What one `epoll_wait` reports is served as Node v20's libuv serves it: a listener
//!   accepts one connection (measured with strace: one `accept4` per report; the
//!   listener stays ready for the next poll phase); a stream finishes a connect and stops there, or
//!   reads in 64 KiB chunks, at most 32, stopping after a short read (`uv__read`), so a
//!   peer's data and its end of stream arrive in two poll phases, unless the socket has
//!   shut down its own side too (POLLHUP); then write completions.
//! - A shutdown with no write in flight happens in the next loop iteration's pending
//!   phase (strace: the `shutdown` call comes after the batch, before the next
//!   `epoll_wait`), and so does a connect refused at once.
//!
//! Handles hold only sockets and bytes; the JavaScript objects live in `js/lib/net.js`, which
//! the host calls back with `netEvent(id, kind, ...)`.
//!
//! `net.rs` holds what the model shares with the web build (events, addresses). This
//! file holds the handles and what libuv's calls do to them (listen, connect, write,
//! shutdown, close); the ready-list model, absorbing and serving, is `net/epoll.rs`.
//! Only the native build has sockets (`native` feature); the web build's `net/none.rs`
//! has none.

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::io::{ErrorKind, Read, Write};
use std::net::{IpAddr, Shutdown, SocketAddr};

use mio::net::{TcpListener, TcpStream};
use mio::{Interest, Poll, Token};

use super::{Addr, ExitStatus, NetEvent, READ_CHUNK};
use crate::uv::UvError;

#[path = "epoll.rs"]
mod epoll;
#[path = "port.rs"]
mod port;
#[path = "process.rs"]
mod process;

pub(crate) use process::pidfd_open;

/// What the model expects the kernel to show a socket (sent by a peer in this process).
#[derive(Debug, Default, Clone, Copy)]
struct Expect {
    bytes: u64,
    end: bool,
}

#[derive(Debug)]
struct Listener {
    sock: TcpListener,
    addr: SocketAddr,
    /// Accepted from the kernel, not yet given to JavaScript (stream handle ids).
    backlog: VecDeque<u32>,
    /// Connections made to it by sockets of this process, and those accepted so far.
    expected: u64,
    arrived: u64,
}

#[derive(Debug)]
struct Stream {
    /// None for a connect refused at once (there is nothing to read or write).
    sock: Option<Sock>,
    local: Option<SocketAddr>,
    peer: Option<SocketAddr>,
    /// A connect in flight; `connect_local` when it goes to a loopback address, so the
    /// model knows it ends at once (a poll phase waits for it).
    connecting: bool,
    connect_local: bool,
    connect_done: Option<Result<(), UvError>>,
    /// `uv_read_start` is on.
    reading: bool,
    /// Read from the kernel, not yet delivered: at most [`INBUF_CAP`] (and only while
    /// reading), so the rest stays in the kernel's buffers and backs up the peer's writes.
    inbuf: VecDeque<u8>,
    /// The kernel may hold bytes not read yet: the last read stopped before it said
    /// `EAGAIN` (at the cap, or while not reading), so no new edge will announce them.
    unread: bool,
    received: u64,
    eof: bool,
    eof_delivered: bool,
    error: Option<UvError>,
    error_delivered: bool,
    expect: Expect,
    /// Bytes `write` could not hand to the kernel yet, one entry per write request.
    out: VecDeque<Pending>,
    /// Asynchronous write requests finished, to be reported.
    writes_done: VecDeque<Result<(), UvError>>,
    shutdown_pending: bool,
    shut_wr: bool,
    /// Accepted by a listener and not yet given to JavaScript.
    unclaimed: bool,
    /// The child process whose stdio pipe this is (its news is the child's news).
    child: Option<u32>,
    /// libuv's `UV_HANDLE_WRITABLE`: off for a child's output pipes, whose shutdown is
    /// then `ENOTCONN` (done at once) and whose writes are `EPIPE`.
    writable: bool,
}

/// A write request's bytes the kernel has not taken yet: those from `at` on (an offset,
/// so that each partial write costs no copy of the rest).
#[derive(Debug)]
struct Pending {
    data: Vec<u8>,
    at: usize,
}

#[derive(Debug)]
enum Kind {
    Listener(Listener),
    Stream(Box<Stream>),
    /// A child process (libuv's `uv_process_t`), watched through its pidfd.
    Process(process::Proc),
    /// The receiving end of a worker thread's channel.
    Port(port::Port),
}

#[derive(Debug)]
struct Handle {
    kind: Kind,
    refed: bool,
    /// libuv watches it (its watcher reached `epoll_ctl`).
    watched: bool,
}

#[derive(Debug, Default)]
pub(crate) struct Net {
    poll: Option<Poll>,
    /// Token 0 of the poll: thread-pool completions wake a real-time wait with it.
    waker: Option<std::sync::Arc<mio::Waker>>,
    handles: BTreeMap<u32, Handle>,
    next_id: u32,
    /// epoll's ready list as the model sees it.
    ready: Vec<u32>,
    /// libuv's watcher queue: handles whose interest changed since the last poll phase.
    watchers: Vec<u32>,
    /// One read buffer for every socket (reads are copied into the socket's `inbuf`).
    read_buf: Vec<u8>,
    /// `uv__io_feed`: handles with an error to report in the next pending phase.
    pending: VecDeque<u32>,
    /// Expectations for the far end of a connection not accepted yet, by that end's
    /// (local, peer) addresses.
    unaccepted: HashMap<(SocketAddr, SocketAddr), Expect>,
}

fn uv(e: &std::io::Error) -> UvError {
    UvError::of(e)
}

impl Net {
    fn poll(&mut self) -> Result<&mut Poll, UvError> {
        if self.poll.is_none() {
            let poll = Poll::new().map_err(|e| uv(&e))?;
            let waker = mio::Waker::new(poll.registry(), Token(0)).map_err(|e| uv(&e))?;
            self.waker = Some(std::sync::Arc::new(waker));
            self.poll = Some(poll);
        }
        self.poll.as_mut().ok_or_else(|| UvError::named("EINVAL"))
    }

    /// Something other threads call to wake a poll phase waiting on the sockets.
    pub(crate) fn waker(&self) -> Option<crate::threadpool::Notify> {
        let waker = self.waker.clone()?;
        Some(std::sync::Arc::new(move || {
            let _ = waker.wake();
        }))
    }

    fn add(&mut self, kind: Kind) -> Result<u32, UvError> {
        self.next_id += 1;
        let id = self.next_id;
        let kind = self.register(id, kind)?;
        self.handles.insert(
            id,
            Handle {
                kind,
                refed: true,
                watched: false,
            },
        );
        Ok(id)
    }

    /// Registers what `kind` holds with the poll under `id`'s token.
    fn register(&mut self, id: u32, kind: Kind) -> Result<Kind, UvError> {
        let token = Token(id as usize);
        let interest = Interest::READABLE | Interest::WRITABLE;
        let registry = self.poll()?.registry().try_clone().map_err(|e| uv(&e))?;
        let mut kind = kind;
        match &mut kind {
            Kind::Listener(l) => registry.register(&mut l.sock, token, Interest::READABLE),
            Kind::Stream(s) => match &mut s.sock {
                Some(Sock::Fd(f)) => {
                    use std::os::fd::AsRawFd;
                    let fd = f.as_raw_fd();
                    registry.register(&mut mio::unix::SourceFd(&fd), token, Interest::READABLE)
                }
                Some(Sock::Tcp(sock)) => registry.register(sock, token, interest),
                Some(Sock::Unix(sock)) => registry.register(sock, token, interest),
                None => Ok(()),
            },
            Kind::Process(p) => {
                use std::os::fd::AsRawFd;
                let fd = p.pidfd.as_raw_fd();
                registry.register(&mut mio::unix::SourceFd(&fd), token, Interest::READABLE)
            }
            Kind::Port(_) => Ok(()),
        }
        .map_err(|e| uv(&e))?;
        Ok(kind)
    }

    /// `uv_tcp_init`: a TCP handle with no socket yet (Node makes one in
    /// `socket.connect()`, before the address is looked up). Not active: it keeps the
    /// loop alive only once it connects, or while it closes.
    pub(crate) fn create(&mut self) -> Result<u32, UvError> {
        self.add(Kind::Stream(Box::new(Stream::new(None, None, None))))
    }

    fn stream(&mut self, id: u32) -> Option<&mut Stream> {
        match self.handles.get_mut(&id).map(|h| &mut h.kind) {
            Some(Kind::Stream(s)) => Some(s),
            _ => None,
        }
    }

    fn stream_ref(&self, id: u32) -> Option<&Stream> {
        match self.handles.get(&id).map(|h| &h.kind) {
            Some(Kind::Stream(s)) => Some(s),
            _ => None,
        }
    }

    fn listener(&mut self, id: u32) -> Option<&mut Listener> {
        match self.handles.get_mut(&id).map(|h| &mut h.kind) {
            Some(Kind::Listener(l)) => Some(l),
            _ => None,
        }
    }

    // ---- the operations JavaScript calls ----

    /// `uv_tcp_bind` + `uv_listen`: the listener's id and bound address.
    pub(crate) fn listen(&mut self, ip: IpAddr, port: u16) -> Result<(u32, Addr), UvError> {
        let sock = TcpListener::bind(SocketAddr::new(ip, port)).map_err(|e| uv(&e))?;
        let addr = sock.local_addr().map_err(|e| uv(&e))?;
        let id = self.add(Kind::Listener(Listener {
            sock,
            addr,
            backlog: VecDeque::new(),
            expected: 0,
            arrived: 0,
        }))?;
        self.watch(id);
        Ok((id, addr.into()))
    }

    /// A pipe or terminal handle on the process's own `fd` (stdin), as `uv_pipe_open`
    /// and `uv_tty_init` make: read like a socket, never connecting. It reads through
    /// a file description of its own (the fd reopened through `/proc`), so making it
    /// non-blocking does not change the fd the parent shares; a socket cannot be
    /// reopened and is switched to non-blocking itself, as libuv does.
    pub(crate) fn open_fd(&mut self, fd: i32) -> Result<u32, UvError> {
        use std::os::fd::FromRawFd;
        use std::os::unix::fs::OpenOptionsExt;
        let reopened = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NONBLOCK | libc::O_CLOEXEC)
            .open(format!("/proc/self/fd/{fd}"));
        let file = match reopened {
            Ok(f) => f,
            Err(_) => {
                // SAFETY: dup(2) of a descriptor the process owns; the copy is ours.
                let copy = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 0) };
                if copy < 0 {
                    return Err(uv(&std::io::Error::last_os_error()));
                }
                // SAFETY: `copy` is a fresh descriptor owned by the File from here on.
                unsafe {
                    let flags = libc::fcntl(copy, libc::F_GETFL);
                    libc::fcntl(copy, libc::F_SETFL, flags | libc::O_NONBLOCK);
                    std::fs::File::from_raw_fd(copy)
                }
            }
        };
        let mut stream = Stream::new(None, None, None);
        stream.sock = Some(Sock::Fd(file));
        self.add(Kind::Stream(Box::new(stream)))
    }

    /// `uv_tcp_connect`. A connection refused at once is reported in the next pending
    /// phase, as libuv does (`delayed_error` + `uv__io_feed`).
    pub(crate) fn connect(&mut self, id: u32, ip: IpAddr, port: u16) -> Result<(), UvError> {
        match self.stream(id) {
            Some(s) if s.sock.is_none() && !s.connecting && s.connect_done.is_none() => {}
            Some(_) => return Err(UvError::named("EISCONN")),
            None => return Err(UvError::named("EBADF")),
        }
        let dest = SocketAddr::new(ip, port);
        let (sock, refused) = match TcpStream::connect(dest) {
            Ok(s) => (Some(s), false),
            Err(e) if e.raw_os_error() == Some(libc::ECONNREFUSED) => (None, true),
            Err(e) => return Err(uv(&e)),
        };
        let local = sock.as_ref().and_then(|s| s.local_addr().ok());
        let kind = Kind::Stream(Box::new(Stream::new(sock, local, Some(dest))));
        let kind = self.register(id, kind)?;
        if let Some(h) = self.handles.get_mut(&id) {
            h.kind = kind;
        }
        let loopback = ip.is_loopback() || ip.is_unspecified();
        if let Some(s) = self.stream(id) {
            s.connecting = !refused;
            s.connect_local = loopback;
            if refused {
                s.connect_done = Some(Err(UvError::named("ECONNREFUSED")));
            }
        }
        if refused {
            self.pending.push_back(id);
            return Ok(());
        }
        self.watch(id);
        // A listener of this process gets the connection now (the handshake happens
        // inside connect() on loopback).
        if let Some(l) = self.listener_for(dest) {
            if let (Some(listener), Some(local)) = (self.listener(l), local) {
                listener.expected += 1;
                self.unaccepted.entry(canon_pair(dest, local)).or_default();
            }
            self.touch(l);
        }
        Ok(())
    }

    /// The listener of this process a connection to `dest` reaches, if any.
    pub(crate) fn listener_for(&self, dest: SocketAddr) -> Option<u32> {
        self.handles.iter().find_map(|(&id, h)| match &h.kind {
            Kind::Listener(l)
                if l.addr.port() == dest.port()
                    && (l.addr.ip() == dest.ip() || l.addr.ip().is_unspecified()) =>
            {
                Some(id)
            }
            _ => None,
        })
    }

    /// The stream of this process at the far end of `id`'s connection, if any.
    pub(crate) fn far_end(&self, id: u32) -> Option<u32> {
        let Some(Kind::Stream(s)) = self.handles.get(&id).map(|h| &h.kind) else {
            return None;
        };
        let (local, peer) = (s.local?, s.peer?);
        self.handles.iter().find_map(|(&other, h)| match &h.kind {
            Kind::Stream(o)
                if other != id
                    && o.local.map(canon) == Some(canon(peer))
                    && o.peer.map(canon) == Some(canon(local)) =>
            {
                Some(other)
            }
            _ => None,
        })
    }

    /// Records that `id` sent its peer `bytes` (or its end of stream).
    fn sent(&mut self, id: u32, bytes: u64, end: bool) {
        let far = self.far_end(id);
        let key = match self.handles.get(&id).map(|h| &h.kind) {
            Some(Kind::Stream(s)) => s.peer.zip(s.local).map(|(p, l)| canon_pair(p, l)),
            _ => None,
        };
        let expect = match far {
            Some(far) => self.stream(far).map(|s| &mut s.expect),
            None => match key {
                Some(key) if self.unaccepted.contains_key(&key) => self.unaccepted.get_mut(&key),
                _ => None,
            },
        };
        if let Some(e) = expect {
            e.bytes += bytes;
            e.end |= end;
        }
        if let Some(far) = far {
            self.touch(far);
        }
    }

    /// `uv_read_start`. What the kernel kept while the stream did not read is read now:
    /// its edge has passed.
    pub(crate) fn read_start(&mut self, id: u32) {
        if let Some(s) = self.stream(id) {
            if !s.reading {
                s.reading = true;
                let unread = s.unread;
                self.watch(id);
                if unread {
                    self.absorb_stream(id, epoll::Drain::ToWouldBlock);
                }
            }
        }
    }

    /// `uv_read_stop`: from now on the kernel keeps what arrives (TCP flow control).
    pub(crate) fn read_stop(&mut self, id: u32) {
        if let Some(s) = self.stream(id) {
            s.reading = false;
            s.unread = true;
        }
    }

    /// `uv_write` after `uv_try_write`: `Ok(false)` when the kernel took it all now (the
    /// request is done), `Ok(true)` when the rest waits for the socket to drain.
    pub(crate) fn write(&mut self, id: u32, data: Vec<u8>) -> Result<bool, UvError> {
        let len = data.len() as u64;
        let Some(s) = self.stream(id) else {
            return Err(UvError::named("EBADF"));
        };
        if !s.writable {
            return Err(UvError::named("EPIPE"));
        }
        let Some(sock) = s.sock.as_mut() else {
            return Err(UvError::named("ENOTCONN"));
        };
        let mut at = 0;
        if s.out.is_empty() {
            while at < data.len() {
                match sock.write(&data[at..]) {
                    Ok(n) => at += n,
                    Err(e) if e.kind() == ErrorKind::WouldBlock => break,
                    Err(e) if e.kind() == ErrorKind::Interrupted => {}
                    Err(e) => return Err(uv(&e)),
                }
            }
        }
        let pending = at < data.len();
        if pending {
            s.out.push_back(Pending { data, at });
        }
        self.sent(id, len, false);
        if pending {
            self.watch(id);
        }
        Ok(pending)
    }

    /// `uv_shutdown`: done in a later poll phase, once the writes before it are out.
    pub(crate) fn shutdown(&mut self, id: u32) -> Result<(), UvError> {
        let Some(s) = self.stream(id) else {
            return Err(UvError::named("ENOTCONN"));
        };
        if !s.writable {
            return Err(UvError::named("ENOTCONN"));
        }
        s.shutdown_pending = true;
        if s.out.is_empty() {
            self.pending.push_back(id);
        } else {
            self.watch(id);
        }
        Ok(())
    }

    /// `uv_close`: the socket closes now; the close callback runs in the close phase.
    pub(crate) fn close(&mut self, id: u32) {
        let far = self.far_end(id);
        let Some(mut h) = self.handles.remove(&id) else {
            return;
        };
        if let Some(poll) = &self.poll {
            let _ = match &mut h.kind {
                Kind::Listener(l) => poll.registry().deregister(&mut l.sock),
                Kind::Stream(s) => match &mut s.sock {
                    Some(Sock::Fd(f)) => {
                        use std::os::fd::AsRawFd;
                        let fd = f.as_raw_fd();
                        poll.registry().deregister(&mut mio::unix::SourceFd(&fd))
                    }
                    Some(Sock::Tcp(sock)) => poll.registry().deregister(sock),
                    Some(Sock::Unix(sock)) => poll.registry().deregister(sock),
                    None => Ok(()),
                },
                Kind::Process(p) => {
                    use std::os::fd::AsRawFd;
                    let fd = p.pidfd.as_raw_fd();
                    poll.registry().deregister(&mut mio::unix::SourceFd(&fd))
                }
                Kind::Port(_) => Ok(()),
            };
        }
        // Connections accepted by the kernel but never given to JavaScript close too.
        if let Kind::Listener(l) = &h.kind {
            for c in l.backlog.clone() {
                self.handles.remove(&c);
            }
        }
        self.ready.retain(|&r| r != id);
        self.watchers.retain(|&r| r != id);
        self.pending.retain(|&r| r != id);
        if let Some(far) = far {
            if let Some(s) = self.stream(far) {
                s.expect.end = true;
            }
            self.touch(far);
        }
        drop(h);
    }

    pub(crate) fn set_ref(&mut self, id: u32, refed: bool) {
        if let Some(h) = self.handles.get_mut(&id) {
            h.refed = refed;
        }
    }

    pub(crate) fn local_address(&self, id: u32) -> Option<Addr> {
        match self.handles.get(&id).map(|h| &h.kind) {
            Some(Kind::Listener(l)) => Some(l.addr.into()),
            Some(Kind::Stream(s)) => s.local.map(Addr::from),
            _ => None,
        }
    }

    pub(crate) fn peer_address(&self, id: u32) -> Option<Addr> {
        match self.handles.get(&id).map(|h| &h.kind) {
            Some(Kind::Stream(s))
                if s.sock.is_some() && !s.connecting && !matches!(s.connect_done, Some(Err(_))) =>
            {
                s.peer.map(Addr::from)
            }
            _ => None,
        }
    }

    /// Sets `TCP_NODELAY` (Node sets it on every socket).
    pub(crate) fn set_no_delay(&mut self, id: u32, on: bool) {
        if let Some(sock) = self.stream(id).and_then(|s| s.sock.as_ref()) {
            let _ = sock.set_nodelay(on);
        }
    }

    // ---- the loop's view ----

    /// An active, ref'd handle (or a closing one, or a pending error) keeps the loop alive.
    pub(crate) fn alive(&self) -> bool {
        !self.pending.is_empty()
            || self.handles.values().any(|h| {
                h.refed
                    && match &h.kind {
                        Kind::Listener(_) => true,
                        Kind::Process(p) => !p.delivered,
                        Kind::Port(p) => !p.done,
                        Kind::Stream(s) => {
                            !s.unclaimed
                                && (s.reading
                                    || s.connecting
                                    || s.connect_done.is_some()
                                    || !s.out.is_empty()
                                    || s.shutdown_pending)
                        }
                    }
            })
    }

    pub(crate) fn has_pending(&self) -> bool {
        !self.pending.is_empty()
    }

    /// The pending phase's queue (`uv__run_pending` takes the queue as it stands).
    pub(crate) fn take_pending(&mut self) -> Vec<u32> {
        self.pending.drain(..).collect()
    }

    /// The callback a fed handle makes in the pending phase: a connect refused at once,
    /// or a shutdown (libuv shuts a socket down from the pending queue once its writes
    /// are out).
    pub(crate) fn pending_event(&mut self, id: u32) -> Option<NetEvent> {
        let s = self.stream(id)?;
        if let Some(result) = s.connect_done.take() {
            return Some(NetEvent::Connect { id, result });
        }
        if s.shutdown_pending && s.out.is_empty() {
            return Some(self.shut_down(id));
        }
        None
    }

    fn shut_down(&mut self, id: u32) -> NetEvent {
        let result = match self.stream(id) {
            Some(s) => {
                s.shutdown_pending = false;
                let r = match &s.sock {
                    Some(sock) => sock.shutdown(Shutdown::Write).map_err(|e| uv(&e)),
                    None => Err(UvError::named("ENOTCONN")),
                };
                s.shut_wr = r.is_ok();
                r
            }
            None => Err(UvError::named("EBADF")),
        };
        self.sent(id, 0, true);
        NetEvent::ShutdownDone { id, result }
    }

    pub(crate) fn has_handles(&self) -> bool {
        !self.handles.is_empty()
    }

    /// For the diagnosis of a stuck or runaway loop: the handles keeping it alive.
    pub(crate) fn describe_alive(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (id, h) in &self.handles {
            if !h.refed {
                continue;
            }
            match &h.kind {
                Kind::Listener(l) => out.push(format!("TCP server {id} listening on {}", l.addr)),
                Kind::Stream(s) if !s.unclaimed => {
                    let busy = s.reading || s.connecting || !s.out.is_empty() || s.shutdown_pending;
                    if busy && s.child.is_some() {
                        out.push(format!("pipe {id} to a child process"));
                    } else if busy {
                        let peer = s.peer.map(|p| p.to_string()).unwrap_or_default();
                        out.push(format!("TCP socket {id} to {peer}"));
                    }
                }
                Kind::Stream(_) => {}
                Kind::Process(p) if !p.delivered => {
                    out.push(format!("child process {} (pid {})", id, p.pid));
                }
                Kind::Process(_) => {}
                Kind::Port(p) if p.worker && !p.done => out.push(format!("worker thread {id}")),
                Kind::Port(p) if !p.done => out.push("the parent port of this worker".to_string()),
                Kind::Port(_) => {}
            }
        }
        out
    }
}

/// What a stream handle reads and writes: a TCP socket, or a pipe or terminal the
/// process was given (stdin: libuv's pipe and tty handles read the same way).
#[derive(Debug)]
enum Sock {
    Tcp(TcpStream),
    Fd(std::fs::File),
    /// One end of a socketpair: a child process's stdio pipe (libuv makes them so).
    Unix(mio::net::UnixStream),
}

impl Sock {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Sock::Tcp(s) => s.read(buf),
            Sock::Fd(f) => f.read(buf),
            Sock::Unix(s) => s.read(buf),
        }
    }

    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Sock::Tcp(s) => s.write(buf),
            Sock::Fd(f) => f.write(buf),
            Sock::Unix(s) => s.write(buf),
        }
    }

    fn shutdown(&self, how: Shutdown) -> std::io::Result<()> {
        match self {
            Sock::Tcp(s) => s.shutdown(how),
            Sock::Unix(s) => s.shutdown(how),
            Sock::Fd(_) => Ok(()),
        }
    }

    fn take_error(&self) -> std::io::Result<Option<std::io::Error>> {
        match self {
            Sock::Tcp(s) => s.take_error(),
            Sock::Unix(s) => s.take_error(),
            Sock::Fd(_) => Ok(None),
        }
    }

    fn peer_addr(&self) -> std::io::Result<SocketAddr> {
        match self {
            Sock::Tcp(s) => s.peer_addr(),
            Sock::Fd(_) | Sock::Unix(_) => Err(ErrorKind::NotConnected.into()),
        }
    }

    fn local_addr(&self) -> std::io::Result<SocketAddr> {
        match self {
            Sock::Tcp(s) => s.local_addr(),
            Sock::Fd(_) | Sock::Unix(_) => Err(ErrorKind::NotConnected.into()),
        }
    }

    fn set_nodelay(&self, on: bool) -> std::io::Result<()> {
        match self {
            Sock::Tcp(s) => s.set_nodelay(on),
            Sock::Fd(_) | Sock::Unix(_) => Ok(()),
        }
    }
}

impl Stream {
    /// Reads nothing more from the kernel now: not reading, or a poll phase's worth held.
    fn saturated(&self) -> bool {
        !self.reading || self.inbuf.len() >= epoll::INBUF_CAP
    }

    fn new(sock: Option<TcpStream>, local: Option<SocketAddr>, peer: Option<SocketAddr>) -> Self {
        Stream {
            sock: sock.map(Sock::Tcp),
            local,
            peer,
            connecting: false,
            connect_local: false,
            connect_done: None,
            reading: false,
            inbuf: VecDeque::new(),
            unread: false,
            received: 0,
            eof: false,
            eof_delivered: false,
            error: None,
            error_delivered: false,
            expect: Expect::default(),
            out: VecDeque::new(),
            writes_done: VecDeque::new(),
            shutdown_pending: false,
            shut_wr: false,
            unclaimed: false,
            child: None,
            writable: true,
        }
    }
}

/// An address as the kernel may report it either way: IPv4-mapped IPv6 as IPv4.
fn canon(a: SocketAddr) -> SocketAddr {
    match a.ip() {
        IpAddr::V6(ip) => match ip.to_ipv4_mapped() {
            Some(v4) => SocketAddr::new(IpAddr::V4(v4), a.port()),
            None => a,
        },
        IpAddr::V4(_) => a,
    }
}

fn canon_pair(a: SocketAddr, b: SocketAddr) -> (SocketAddr, SocketAddr) {
    (canon(a), canon(b))
}
