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

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::io::{ErrorKind, Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, Shutdown, SocketAddr};
use std::time::{Duration, Instant};

use mio::net::{TcpListener, TcpStream};
use mio::{Events, Interest, Poll, Token};

use crate::uv::UvError;

/// libuv reads into a 64 KiB buffer (Node's allocation for a TCP read).
pub(crate) const READ_CHUNK: usize = 64 * 1024;

/// How far one absorb of a stream reads the kernel's bytes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Drain {
    /// Until the kernel has nothing more (`WouldBlock`), the end or an error.
    ToWouldBlock,
    /// Also stop after a read shorter than the buffer: the kernel's receive queue was
    /// empty then (Linux's `tcp_recvmsg` copies until it is), and bytes arriving later
    /// are a new edge for the edge-triggered poll. libuv stops there too (a partial
    /// read); it saves a `recv` that would only say `EAGAIN`. Only for a poll report
    /// without the peer's end or an error: an end that came with the bytes would have
    /// no edge of its own left.
    ToShortRead,
}
/// `uv__read` reads at most this many times per readable event.
const READS_PER_EVENT: u32 = 32;
/// Virtual time a poll phase that slept until its sockets were ready takes (a loopback
/// round trip).
pub(crate) const LOOPBACK_LATENCY_NS: u64 = 50_000;
/// Virtual cost of the first socket callback of each kind (`connection`, `data`, …) and
/// of every later one (see `NodeHost::charge_socket_callback`).
pub(crate) const FIRST_SOCKET_CALLBACK_NS: u64 = 1_000_000;
pub(crate) const SOCKET_CALLBACK_NS: u64 = 30_000;
/// How long (real time) a poll phase waits for the kernel to show what the model expects.
const SETTLE_CAP: Duration = Duration::from_millis(500);

/// An address as JavaScript sees it: `address`, `family`, `port`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Addr {
    pub(crate) address: String,
    pub(crate) family: &'static str,
    pub(crate) port: u16,
}

impl From<SocketAddr> for Addr {
    fn from(a: SocketAddr) -> Self {
        let (address, family) = match a.ip() {
            IpAddr::V4(ip) => (ip.to_string(), "IPv4"),
            // A dual-stack listener sees IPv4 peers as mapped addresses; Node prints them so.
            IpAddr::V6(ip) => match ip.to_ipv4_mapped() {
                Some(v4) => (format!("::ffff:{v4}"), "IPv6"),
                None => (ip.to_string(), "IPv6"),
            },
        };
        Addr {
            address,
            family,
            port: a.port(),
        }
    }
}

/// What a poll phase (or the pending phase) delivers to JavaScript, one at a time.
#[derive(Debug)]
pub(crate) enum NetEvent {
    /// A listener accepted `conn` (a new stream handle) from `peer`.
    Connection {
        listener: u32,
        conn: u32,
    },
    /// A connect finished (`Err` for a refused connection).
    Connect {
        id: u32,
        result: Result<(), UvError>,
    },
    Data {
        id: u32,
        bytes: Vec<u8>,
    },
    /// The peer ended its side (`UV_EOF`).
    Eof {
        id: u32,
    },
    ReadError {
        id: u32,
        error: UvError,
    },
    /// An asynchronous write (one that did not finish in `write`) finished.
    WriteDone {
        id: u32,
        result: Result<(), UvError>,
    },
    ShutdownDone {
        id: u32,
        result: Result<(), UvError>,
    },
}

impl NetEvent {
    pub(crate) fn handle(&self) -> u32 {
        match self {
            NetEvent::Connection { listener, .. } => *listener,
            NetEvent::Connect { id, .. }
            | NetEvent::Data { id, .. }
            | NetEvent::Eof { id }
            | NetEvent::ReadError { id, .. }
            | NetEvent::WriteDone { id, .. }
            | NetEvent::ShutdownDone { id, .. } => *id,
        }
    }
}

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
    inbuf: VecDeque<u8>,
    received: u64,
    eof: bool,
    eof_delivered: bool,
    error: Option<UvError>,
    error_delivered: bool,
    expect: Expect,
    /// Bytes `write` could not hand to the kernel yet, one entry per write request.
    out: VecDeque<Vec<u8>>,
    /// Asynchronous write requests finished, to be reported.
    writes_done: VecDeque<Result<(), UvError>>,
    shutdown_pending: bool,
    shut_wr: bool,
    /// Accepted by a listener and not yet given to JavaScript.
    unclaimed: bool,
}

#[derive(Debug)]
enum Kind {
    Listener(Listener),
    Stream(Box<Stream>),
}

#[derive(Debug)]
struct Handle {
    kind: Kind,
    refed: bool,
    /// libuv watches it (its watcher reached `epoll_ctl`).
    watched: bool,
}

/// The model's reading of one handle in one poll phase (`uv__stream_io` / `uv__server_io`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Visit {
    pub(crate) id: u32,
    step: Step,
    reads: u32,
    /// Reported writable (writes were waiting for the socket to drain): libuv then runs
    /// write callbacks and a shutdown waiting behind them.
    pollout: bool,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Step {
    Start,
    Reading,
    /// After a short read on a socket whose both sides are shut (`POLLHUP`).
    Hangup,
    Writing,
    Done,
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

/// Parses an IP literal (`localhost` is 127.0.0.1; no DNS).
pub(crate) fn parse_ip(host: &str) -> Option<IpAddr> {
    match host {
        "localhost" => Some(IpAddr::V4(Ipv4Addr::LOCALHOST)),
        "" => Some(IpAddr::V6(Ipv6Addr::UNSPECIFIED)),
        h => h.trim_start_matches('[').trim_end_matches(']').parse().ok(),
    }
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
                None => Ok(()),
            },
        }
        .map_err(|e| uv(&e))?;
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

    fn stream(&mut self, id: u32) -> Option<&mut Stream> {
        match self.handles.get_mut(&id).map(|h| &mut h.kind) {
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

    /// `uv__io_start`: the handle's interest changed; libuv applies it at the next poll.
    fn watch(&mut self, id: u32) {
        if !self.watchers.contains(&id) {
            self.watchers.push(id);
        }
    }

    /// Something made `id` ready: it joins the ready list if libuv watches it for that.
    fn touch(&mut self, id: u32) {
        let Some(h) = self.handles.get(&id) else {
            return;
        };
        if h.watched && self.interested(id) && !self.ready.contains(&id) {
            self.ready.push(id);
        }
    }

    fn interested(&self, id: u32) -> bool {
        match self.handles.get(&id).map(|h| &h.kind) {
            Some(Kind::Listener(_)) => true,
            Some(Kind::Stream(s)) => {
                s.reading || s.connecting || !s.out.is_empty() || s.shutdown_pending
            }
            None => false,
        }
    }

    /// Whether the model has something for `id` to serve now.
    fn is_ready(&self, id: u32) -> bool {
        match self.handles.get(&id).map(|h| &h.kind) {
            Some(Kind::Listener(l)) => !l.backlog.is_empty(),
            Some(Kind::Stream(s)) => {
                s.connect_done.is_some()
                    || (s.reading
                        && ((s.error.is_some() && !s.error_delivered)
                            || !s.inbuf.is_empty()
                            || (s.eof && !s.eof_delivered)))
                    || !s.writes_done.is_empty()
                    || (s.shutdown_pending && s.out.is_empty())
            }
            None => false,
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
    pub(crate) fn connect(&mut self, ip: IpAddr, port: u16) -> Result<u32, UvError> {
        let dest = SocketAddr::new(ip, port);
        let (sock, refused) = match TcpStream::connect(dest) {
            Ok(s) => (Some(s), false),
            Err(e) if e.raw_os_error() == Some(libc::ECONNREFUSED) => (None, true),
            Err(e) => return Err(uv(&e)),
        };
        let local = sock.as_ref().and_then(|s| s.local_addr().ok());
        let id = self.add(Kind::Stream(Box::new(Stream::new(sock, local, Some(dest)))))?;
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
            return Ok(id);
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
        Ok(id)
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

    pub(crate) fn read_start(&mut self, id: u32) {
        if let Some(s) = self.stream(id) {
            if !s.reading {
                s.reading = true;
                self.watch(id);
            }
        }
    }

    pub(crate) fn read_stop(&mut self, id: u32) {
        if let Some(s) = self.stream(id) {
            s.reading = false;
        }
    }

    /// `uv_write` after `uv_try_write`: `Ok(false)` when the kernel took it all now (the
    /// request is done), `Ok(true)` when the rest waits for the socket to drain.
    pub(crate) fn write(&mut self, id: u32, data: Vec<u8>) -> Result<bool, UvError> {
        let len = data.len() as u64;
        let Some(s) = self.stream(id) else {
            return Err(UvError::named("EBADF"));
        };
        let mut rest: &[u8] = &data;
        let Some(sock) = s.sock.as_mut() else {
            return Err(UvError::named("ENOTCONN"));
        };
        if s.out.is_empty() {
            while !rest.is_empty() {
                match sock.write(rest) {
                    Ok(n) => rest = &rest[n..],
                    Err(e) if e.kind() == ErrorKind::WouldBlock => break,
                    Err(e) if e.kind() == ErrorKind::Interrupted => {}
                    Err(e) => return Err(uv(&e)),
                }
            }
        }
        let pending = !rest.is_empty();
        if pending {
            s.out.push_back(rest.to_vec());
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
                    None => Ok(()),
                },
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
            None => None,
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

    /// `uv__io_poll`'s `epoll_wait`: brings the kernel's news in (waiting, in virtual
    /// time, for what sockets of this process sent; up to `wait` for anything at all),
    /// applies the watcher queue, and returns the ready handles in list order.
    pub(crate) fn epoll_wait(&mut self, virtual_time: bool, wait: Option<Duration>) -> Vec<u32> {
        if self.handles.is_empty() {
            return Vec::new();
        }
        if virtual_time {
            // Before libuv's watchers are applied, so that what they bring in joins the
            // list in watcher order.
            self.settle();
        }
        let watchers = std::mem::take(&mut self.watchers);
        for &id in &watchers {
            if let Some(h) = self.handles.get_mut(&id) {
                h.watched = true;
            }
        }
        for id in watchers {
            if self.is_ready(id) && !self.ready.contains(&id) {
                self.ready.push(id);
            }
        }
        if !virtual_time {
            self.absorb(wait);
        }
        loop {
            // Level-triggered: what is still ready stays listed (and reported), in order.
            let ready: Vec<u32> = self
                .ready
                .iter()
                .copied()
                .filter(|&id| self.is_ready(id))
                .collect();
            self.ready.clone_from(&ready);
            // Nothing else can wake the loop: wait for the world (a remote peer).
            if !ready.is_empty()
                || !virtual_time
                || wait.is_some()
                || !self.alive()
                || crate::signals::has_pending()
            {
                return ready;
            }
            self.absorb(None);
        }
    }

    /// Whether the buffers hold everything the model expects the kernel to show.
    fn settled(&self) -> bool {
        self.handles.iter().all(|(&id, h)| match &h.kind {
            Kind::Listener(l) => l.arrived >= l.expected,
            Kind::Stream(s) => {
                let ended = s.eof || s.error.is_some();
                // Queued writes drain by themselves only when this process reads the
                // other end; a peer outside may never read.
                let drained = s.out.is_empty() || self.far_end(id).is_none();
                !(s.connecting && s.connect_local)
                    && (s.received >= s.expect.bytes || ended)
                    && (!s.expect.end || ended)
                    && drained
            }
        })
    }

    /// Absorbs the kernel's news until [`Self::settled`] (at most [`SETTLE_CAP`]).
    fn settle(&mut self) {
        let deadline = Instant::now() + SETTLE_CAP;
        self.absorb(Some(Duration::ZERO));
        while !self.settled() {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            self.absorb(Some(left.min(Duration::from_millis(5))));
        }
    }

    /// One `poll` of the kernel: every handle it names is absorbed.
    fn absorb(&mut self, wait: Option<Duration>) {
        let mut events = Events::with_capacity(256);
        let Some(poll) = self.poll.as_mut() else {
            return;
        };
        if let Err(e) = poll.poll(&mut events, wait) {
            if e.kind() != ErrorKind::Interrupted {
                return;
            }
        }
        // A report without the peer's end or an error may stop at a short read (below).
        let reported: Vec<(u32, Drain)> = events
            .iter()
            .map(|e| {
                let drain = if e.is_read_closed() || e.is_error() {
                    Drain::ToWouldBlock
                } else {
                    Drain::ToShortRead
                };
                (e.token().0 as u32, drain)
            })
            .collect();
        for (id, drain) in reported {
            self.absorb_handle(id, drain);
        }
    }

    fn absorb_handle(&mut self, id: u32, drain: Drain) {
        let is_listener = matches!(
            self.handles.get(&id).map(|h| &h.kind),
            Some(Kind::Listener(_))
        );
        if is_listener {
            self.absorb_listener(id);
        } else {
            self.absorb_stream(id, drain);
        }
        // News nobody in this process announced (a remote peer) joins the list now.
        self.touch_if_ready(id);
    }

    fn touch_if_ready(&mut self, id: u32) {
        let watched = self.handles.get(&id).is_some_and(|h| h.watched);
        if watched && self.is_ready(id) && !self.ready.contains(&id) {
            self.ready.push(id);
        }
    }

    fn absorb_listener(&mut self, id: u32) {
        loop {
            let Some(l) = self.listener(id) else { return };
            let (sock, peer) = match l.sock.accept() {
                Ok(c) => c,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(_) => return,
            };
            let local = sock.local_addr().ok();
            let mut stream = Stream::new(Some(sock), local, Some(peer));
            stream.unclaimed = true;
            if let Some(local) = local {
                if let Some(e) = self.unaccepted.remove(&canon_pair(local, peer)) {
                    stream.expect = e;
                }
            }
            let Ok(conn) = self.add(Kind::Stream(Box::new(stream))) else {
                continue;
            };
            if let Some(l) = self.listener(id) {
                l.backlog.push_back(conn);
                l.arrived += 1;
            }
            self.absorb_stream(conn, Drain::ToWouldBlock);
        }
    }

    fn absorb_stream(&mut self, id: u32, drain: Drain) {
        let mut buf = std::mem::take(&mut self.read_buf);
        if buf.len() < READ_CHUNK {
            buf.resize(READ_CHUNK, 0);
        }
        self.absorb_stream_with(id, &mut buf, drain);
        self.read_buf = buf;
    }

    fn absorb_stream_with(&mut self, id: u32, buf: &mut [u8], drain: Drain) {
        let Some(s) = self.stream(id) else { return };
        let Some(sock) = s.sock.as_mut() else { return };
        if s.connecting {
            match sock.take_error() {
                Ok(Some(e)) | Err(e) => {
                    s.connecting = false;
                    s.connect_done = Some(Err(uv(&e)));
                    return;
                }
                Ok(None) => match sock.peer_addr() {
                    Ok(_) => {
                        s.connecting = false;
                        s.local = sock.local_addr().ok().or(s.local);
                        s.connect_done = Some(Ok(()));
                    }
                    Err(e)
                        if e.kind() == ErrorKind::NotConnected
                            || e.raw_os_error() == Some(libc::EINPROGRESS) =>
                    {
                        return
                    }
                    Err(e) => {
                        s.connecting = false;
                        s.connect_done = Some(Err(uv(&e)));
                        return;
                    }
                },
            }
        }
        // Everything the kernel has to read.
        while !s.eof && s.error.is_none() {
            match sock.read(buf) {
                Ok(0) => s.eof = true,
                Ok(n) => {
                    s.inbuf.extend(&buf[..n]);
                    s.received += n as u64;
                    if n < buf.len() && drain == Drain::ToShortRead {
                        break;
                    }
                }
                Err(e) if e.kind() == ErrorKind::WouldBlock => break,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => s.error = Some(uv(&e)),
            }
        }
        // Queued writes the kernel can take now.
        while let Some(front) = s.out.front_mut() {
            match sock.write(front) {
                Ok(n) => {
                    front.drain(..n);
                    if front.is_empty() {
                        s.out.pop_front();
                        s.writes_done.push_back(Ok(()));
                    }
                }
                Err(e) if e.kind() == ErrorKind::WouldBlock => break,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => {
                    let err = uv(&e);
                    while s.out.pop_front().is_some() {
                        s.writes_done.push_back(Err(err));
                    }
                    break;
                }
            }
        }
    }

    /// Starts serving one reported handle.
    pub(crate) fn visit(id: u32) -> Visit {
        Visit {
            id,
            step: Step::Start,
            reads: 0,
            pollout: false,
        }
    }

    /// The next callback `uv__server_io` / `uv__stream_io` makes for this visit, if any.
    /// JavaScript runs between two calls and may stop reading, write or close.
    pub(crate) fn next_event(&mut self, v: &mut Visit, virtual_time: bool) -> Option<NetEvent> {
        let id = v.id;
        if let Some(l) = self.listener(id) {
            // One connection per report: the rest wait for the next poll phase.
            if v.step == Step::Done {
                return None;
            }
            v.step = Step::Done;
            let conn = l.backlog.pop_front()?;
            if let Some(s) = self.stream(conn) {
                s.unclaimed = false;
            }
            return Some(NetEvent::Connection { listener: id, conn });
        }
        loop {
            let s = self.stream(id)?;
            match v.step {
                Step::Start => {
                    if let Some(result) = s.connect_done.take() {
                        v.step = Step::Done;
                        return Some(NetEvent::Connect { id, result });
                    }
                    v.step = Step::Reading;
                    v.pollout = !s.writes_done.is_empty();
                    let ended = s.eof || s.error.is_some();
                    let short = s.received < s.expect.bytes || (s.expect.end && !ended);
                    if virtual_time && s.reading && short && !ended {
                        // Bytes sent during this poll phase, by a callback before this one.
                        self.settle_one(id);
                    }
                }
                Step::Reading => {
                    if !s.reading || v.reads >= READS_PER_EVENT {
                        v.step = Step::Writing;
                        continue;
                    }
                    if let Some(error) = s.error.filter(|_| !s.error_delivered) {
                        s.error_delivered = true;
                        v.step = Step::Writing;
                        return Some(NetEvent::ReadError { id, error });
                    }
                    if !s.inbuf.is_empty() {
                        let n = s.inbuf.len().min(READ_CHUNK);
                        let bytes: Vec<u8> = s.inbuf.drain(..n).collect();
                        v.reads += 1;
                        if n < READ_CHUNK {
                            // A short read ends the loop: the end of stream waits for the
                            // next poll phase, unless POLLHUP says both sides are shut.
                            // A pipe whose writer has closed reports POLLHUP too.
                            let hangup =
                                s.shut_wr || (s.eof && matches!(s.sock, Some(Sock::Fd(_))));
                            v.step = if hangup { Step::Hangup } else { Step::Writing };
                        }
                        return Some(NetEvent::Data { id, bytes });
                    }
                    v.step = Step::Writing;
                    if s.eof && !s.eof_delivered {
                        s.eof_delivered = true;
                        return Some(NetEvent::Eof { id });
                    }
                }
                Step::Hangup => {
                    v.step = Step::Writing;
                    if s.reading && s.eof && !s.eof_delivered {
                        s.eof_delivered = true;
                        return Some(NetEvent::Eof { id });
                    }
                }
                Step::Writing => {
                    if let Some(result) = s.writes_done.pop_front() {
                        return Some(NetEvent::WriteDone { id, result });
                    }
                    v.step = Step::Done;
                    if v.pollout && s.shutdown_pending && s.out.is_empty() {
                        return Some(self.shut_down(id));
                    }
                }
                Step::Done => return None,
            }
        }
    }

    /// Waits (capped) until `id` holds the bytes the model says its peer sent.
    fn settle_one(&mut self, id: u32) {
        let deadline = Instant::now() + SETTLE_CAP;
        loop {
            self.absorb_stream(id, Drain::ToWouldBlock);
            let done = self
                .stream(id)
                .is_none_or(|s| s.received >= s.expect.bytes || s.eof || s.error.is_some());
            if done || Instant::now() >= deadline {
                return;
            }
            std::thread::sleep(Duration::from_micros(50));
        }
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
                    let peer = s.peer.map(|p| p.to_string()).unwrap_or_default();
                    if s.reading || s.connecting || !s.out.is_empty() || s.shutdown_pending {
                        out.push(format!("TCP socket {id} to {peer}"));
                    }
                }
                Kind::Stream(_) => {}
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
}

impl Sock {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Sock::Tcp(s) => s.read(buf),
            Sock::Fd(f) => f.read(buf),
        }
    }

    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Sock::Tcp(s) => s.write(buf),
            Sock::Fd(f) => f.write(buf),
        }
    }

    fn shutdown(&self, how: Shutdown) -> std::io::Result<()> {
        match self {
            Sock::Tcp(s) => s.shutdown(how),
            Sock::Fd(_) => Ok(()),
        }
    }

    fn take_error(&self) -> std::io::Result<Option<std::io::Error>> {
        match self {
            Sock::Tcp(s) => s.take_error(),
            Sock::Fd(_) => Ok(None),
        }
    }

    fn peer_addr(&self) -> std::io::Result<SocketAddr> {
        match self {
            Sock::Tcp(s) => s.peer_addr(),
            Sock::Fd(_) => Err(ErrorKind::NotConnected.into()),
        }
    }

    fn local_addr(&self) -> std::io::Result<SocketAddr> {
        match self {
            Sock::Tcp(s) => s.local_addr(),
            Sock::Fd(_) => Err(ErrorKind::NotConnected.into()),
        }
    }

    fn set_nodelay(&self, on: bool) -> std::io::Result<()> {
        match self {
            Sock::Tcp(s) => s.set_nodelay(on),
            Sock::Fd(_) => Ok(()),
        }
    }
}

impl Stream {
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

#[cfg(test)]
mod tests {
    use super::*;

    const HOST: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

    fn serve(net: &mut Net, id: u32) -> Vec<String> {
        let mut visit = Net::visit(id);
        let mut out = Vec::new();
        while let Some(e) = net.next_event(&mut visit, true) {
            out.push(match e {
                NetEvent::Connection { .. } => "connection".to_string(),
                NetEvent::Connect { result, .. } => format!("connect {}", result.is_ok()),
                NetEvent::Data { bytes, .. } => format!("data {}", String::from_utf8_lossy(&bytes)),
                NetEvent::Eof { .. } => "eof".to_string(),
                other => format!("{other:?}"),
            });
        }
        out
    }

    #[test]
    fn the_listener_comes_first_and_accepts_one_connection_per_report() {
        let mut net = Net::default();
        let (listener, addr) = net.listen(HOST, 0).unwrap();
        let a = net.connect(HOST, addr.port).unwrap();
        let b = net.connect(HOST, addr.port).unwrap();
        // libuv registers the three watchers at the poll phase's start, in that order.
        assert_eq!(
            net.epoll_wait(true, Some(Duration::ZERO)),
            vec![listener, a, b]
        );
        assert_eq!(serve(&mut net, listener), vec!["connection"]);
        assert_eq!(serve(&mut net, a), vec!["connect true"]);
        assert_eq!(serve(&mut net, b), vec!["connect true"]);
        // Level-triggered: the listener is still ready, with the second connection.
        assert_eq!(net.epoll_wait(true, Some(Duration::ZERO)), vec![listener]);
        assert_eq!(serve(&mut net, listener), vec!["connection"]);
        assert!(net.epoll_wait(true, Some(Duration::ZERO)).is_empty());
    }

    #[test]
    fn data_and_the_end_of_stream_come_in_two_poll_phases() {
        let mut net = Net::default();
        let (listener, addr) = net.listen(HOST, 0).unwrap();
        let client = net.connect(HOST, addr.port).unwrap();
        net.epoll_wait(true, Some(Duration::ZERO));
        serve(&mut net, listener);
        serve(&mut net, client);
        let server = net.far_end(client).unwrap();
        net.read_start(server);
        assert_eq!(net.write(client, b"hi".to_vec()), Ok(false));
        net.shutdown(client).unwrap();
        // The shutdown runs from the pending queue.
        for id in net.take_pending() {
            assert!(matches!(
                net.pending_event(id),
                Some(NetEvent::ShutdownDone { .. })
            ));
        }
        // A short read ends the socket's turn; the end of stream is read next time.
        assert_eq!(net.epoll_wait(true, Some(Duration::ZERO)), vec![server]);
        assert_eq!(serve(&mut net, server), vec!["data hi"]);
        assert_eq!(net.epoll_wait(true, Some(Duration::ZERO)), vec![server]);
        assert_eq!(serve(&mut net, server), vec!["eof"]);
    }

    #[test]
    fn a_refused_connect_reports_in_the_pending_phase_or_the_poll_phase() {
        let mut net = Net::default();
        let (listener, addr) = net.listen(HOST, 0).unwrap();
        net.close(listener);
        let client = net.connect(HOST, addr.port).unwrap();
        let mut events: Vec<String> = Vec::new();
        for id in net.take_pending() {
            if let Some(NetEvent::Connect { result, .. }) = net.pending_event(id) {
                events.push(format!("{:?}", result.err().map(|e| e.code)));
            }
        }
        if events.is_empty() {
            assert_eq!(net.epoll_wait(true, Some(Duration::ZERO)), vec![client]);
            let mut visit = Net::visit(client);
            if let Some(NetEvent::Connect { result, .. }) = net.next_event(&mut visit, true) {
                events.push(format!("{:?}", result.err().map(|e| e.code)));
            }
        }
        assert_eq!(events, vec!["Some(\"ECONNREFUSED\")"]);
    }
}
