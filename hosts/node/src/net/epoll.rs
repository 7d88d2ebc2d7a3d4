//! The model of epoll's ready list: which handles a poll phase's `epoll_wait` reports
//! (a handle joins when something makes it ready while libuv watches it, stays while it
//! is ready, leaves at the first wait that finds it not ready), absorbing the kernel's
//! news into the handles' buffers, and what serving one report delivers (`next_event`).

use std::io::ErrorKind;
use std::time::{Duration, Instant};

use mio::Events;

use super::{canon_pair, uv, Kind, Net, NetEvent, Sock, Stream, READ_CHUNK};

/// `uv__read` reads at most this many times per readable event.
const READS_PER_EVENT: u32 = 32;

/// How long (real time) a poll phase waits for the kernel to show what the model expects.
const SETTLE_CAP: Duration = Duration::from_millis(500);

/// The most a stream reads ahead of JavaScript: one read's worth, enough to know that it
/// is readable and what its next delivery holds. The rest waits in the kernel, as in
/// libuv, whose reads are the deliveries themselves; a delivery reads on from the kernel.
pub(super) const INBUF_CAP: usize = READ_CHUNK;

impl Net {
    /// `uv__io_start`: the handle's interest changed; libuv applies it at the next poll.
    pub(crate) fn watch(&mut self, id: u32) {
        if !self.watchers.contains(&id) {
            self.watchers.push(id);
        }
    }

    /// Something made `id` ready: it joins the ready list if libuv watches it for that.
    pub(crate) fn touch(&mut self, id: u32) {
        let Some(h) = self.handles.get(&id) else {
            return;
        };
        if h.watched && self.interested(id) && !self.ready.contains(&id) {
            self.ready.push(id);
        }
    }

    pub(crate) fn interested(&self, id: u32) -> bool {
        match self.handles.get(&id).map(|h| &h.kind) {
            Some(Kind::Listener(_)) | Some(Kind::Process(_)) | Some(Kind::Port(_)) => true,
            Some(Kind::Stream(s)) => {
                s.reading || s.connecting || !s.out.is_empty() || s.shutdown_pending
            }
            None => false,
        }
    }

    /// Whether the model has something for `id` to serve now.
    pub(crate) fn is_ready(&self, id: u32) -> bool {
        match self.handles.get(&id).map(|h| &h.kind) {
            Some(Kind::Listener(l)) => !l.backlog.is_empty(),
            Some(Kind::Process(p)) => p.status.is_some() && !p.delivered,
            Some(Kind::Port(p)) => !p.done && !p.inbox.is_empty(),
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
        // A child's exit comes after its pipes: libuv registers the pipes when they
        // start reading, before the child can have written or exited, and the kernel
        // signals the parent only after closing the dying child's files.
        let (exits, others): (Vec<u32>, Vec<u32>) = watchers.into_iter().partition(|id| {
            matches!(
                self.handles.get(id).map(|h| &h.kind),
                Some(Kind::Process(_))
            )
        });
        for id in others.into_iter().chain(exits) {
            if self.is_ready(id) && !self.ready.contains(&id) {
                self.ready.push(id);
            }
        }
        if !virtual_time {
            self.absorb(wait);
        }
        loop {
            self.poll_ports();
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
    pub(crate) fn settled(&self) -> bool {
        self.handles.iter().all(|(&id, h)| match &h.kind {
            Kind::Listener(l) => l.arrived >= l.expected,
            Kind::Process(p) => p.settled(),
            Kind::Port(_) => true,
            Kind::Stream(s) => {
                let ended = s.eof || s.error.is_some();
                // Queued writes drain by themselves only while this process reads the
                // other end; a peer outside may never read, a full or paused one waits.
                let drained = s.out.is_empty()
                    || self
                        .far_end(id)
                        .is_none_or(|far| self.stream_ref(far).is_none_or(Stream::saturated));
                !(s.connecting && s.connect_local)
                    && (s.saturated() || ended || (s.received >= s.expect.bytes && !s.expect.end))
                    && drained
            }
        })
    }

    /// Absorbs the kernel's news until [`Self::settled`] (at most [`SETTLE_CAP`]).
    pub(crate) fn settle(&mut self) {
        let deadline = Instant::now() + SETTLE_CAP;
        self.absorb(Some(Duration::ZERO));
        while !self.settled() {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            // A child is settled by a quiet spell, which no event ends: look again soon.
            let slice = if self.children_unsettled() { 1 } else { 5 };
            self.absorb(Some(left.min(Duration::from_millis(slice))));
        }
    }

    /// Streams reading again, or below their cap again, read what the kernel kept.
    fn absorb_unread(&mut self) {
        let unread: Vec<u32> = self
            .handles
            .iter()
            .filter_map(|(&id, h)| match &h.kind {
                Kind::Stream(s) if s.unread && !s.saturated() => Some(id),
                _ => None,
            })
            .collect();
        for id in unread {
            self.absorb_stream(id, Drain::ToWouldBlock);
            self.touch_if_ready(id);
        }
    }

    /// One `poll` of the kernel: every handle it names is absorbed.
    pub(crate) fn absorb(&mut self, wait: Option<Duration>) {
        self.absorb_unread();
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
        // A child's exit joins the ready list after its pipes' last news of the same
        // wait: the kernel closes a dying process's files before it signals its parent.
        let (exits, others): (Vec<_>, Vec<_>) = reported.into_iter().partition(|(id, _)| {
            matches!(
                self.handles.get(id).map(|h| &h.kind),
                Some(Kind::Process(_))
            )
        });
        for (id, drain) in others.into_iter().chain(exits) {
            self.absorb_handle(id, drain);
        }
    }

    fn absorb_handle(&mut self, id: u32, drain: Drain) {
        let is_listener = matches!(
            self.handles.get(&id).map(|h| &h.kind),
            Some(Kind::Listener(_))
        );
        let is_process = matches!(
            self.handles.get(&id).map(|h| &h.kind),
            Some(Kind::Process(_))
        );
        if is_listener {
            self.absorb_listener(id);
        } else if is_process {
            self.absorb_process(id);
        } else {
            self.absorb_stream(id, drain);
        }
        // News nobody in this process announced (a remote peer) joins the list now.
        self.touch_if_ready(id);
    }

    pub(crate) fn touch_if_ready(&mut self, id: u32) {
        let watched = self.handles.get(&id).is_some_and(|h| h.watched);
        if watched && self.is_ready(id) && !self.ready.contains(&id) {
            self.ready.push(id);
        }
    }

    pub(crate) fn absorb_listener(&mut self, id: u32) {
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

    pub(super) fn absorb_stream(&mut self, id: u32, drain: Drain) {
        let mut buf = std::mem::take(&mut self.read_buf);
        if buf.len() < READ_CHUNK {
            buf.resize(READ_CHUNK, 0);
        }
        let before = self.stream(id).map(|s| (s.received, s.eof));
        self.absorb_stream_with(id, &mut buf, drain);
        self.read_buf = buf;
        if let Some(s) = self.stream(id) {
            if let (Some(child), true) = (s.child, before != Some((s.received, s.eof))) {
                self.child_news(child);
            }
        }
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
        // What the kernel has to read, while libuv reads and up to the cap: a stream
        // that does not read leaves its bytes in the kernel, and the peer's writes back
        // up behind them (TCP flow control).
        s.unread = false;
        while !s.eof && s.error.is_none() {
            if !s.reading || s.inbuf.len() >= INBUF_CAP {
                s.unread = true;
                break;
            }
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
            match sock.write(&front.data[front.at..]) {
                Ok(n) => {
                    front.at += n;
                    if front.at == front.data.len() {
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
            refilled: false,
        }
    }

    /// The next callback `uv__server_io` / `uv__stream_io` makes for this visit, if any.
    /// JavaScript runs between two calls and may stop reading, write or close.
    pub(crate) fn next_event(&mut self, v: &mut Visit, virtual_time: bool) -> Option<NetEvent> {
        let id = v.id;
        if let Some(event) = self.port_event(id) {
            return event;
        }
        if let Some(Kind::Process(p)) = self.handles.get_mut(&id).map(|h| &mut h.kind) {
            if v.step == Step::Done {
                return None;
            }
            v.step = Step::Done;
            return p.take_exit(id);
        }
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
                    if s.inbuf.is_empty() && s.unread && !v.refilled {
                        // The next of uv__read's reads: what the kernel kept behind the
                        // read-ahead.
                        v.refilled = true;
                        self.absorb_stream(id, Drain::ToWouldBlock);
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
                        v.refilled = false;
                        if n < READ_CHUNK {
                            // A short read ends the loop: the end of stream waits for the
                            // next poll phase, unless POLLHUP says both sides are shut.
                            // A pipe whose writer has closed reports POLLHUP too.
                            let pipe = matches!(s.sock, Some(Sock::Fd(_)) | Some(Sock::Unix(_)));
                            let hangup = s.shut_wr || (s.eof && pipe);
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
    pub(crate) fn settle_one(&mut self, id: u32) {
        let deadline = Instant::now() + SETTLE_CAP;
        loop {
            self.absorb_stream(id, Drain::ToWouldBlock);
            let done = self.stream(id).is_none_or(|s| {
                s.saturated() || s.received >= s.expect.bytes || s.eof || s.error.is_some()
            });
            if done || Instant::now() >= deadline {
                return;
            }
            std::thread::sleep(Duration::from_micros(50));
        }
    }
}

/// How far one absorb of a stream reads the kernel's bytes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Drain {
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

/// The model's reading of one handle in one poll phase (`uv__stream_io` / `uv__server_io`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Visit {
    pub(crate) id: u32,
    step: Step,
    reads: u32,
    /// Reported writable (writes were waiting for the socket to drain): libuv then runs
    /// write callbacks and a shutdown waiting behind them.
    pollout: bool,
    /// This read has gone back to the kernel already (it found nothing more there).
    refilled: bool,
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

#[cfg(test)]
mod tests {
    use std::net::{IpAddr, Ipv4Addr};

    use super::*;

    const HOST: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

    /// A new handle connected to `port` (`uv_tcp_init` + `uv_tcp_connect`).
    fn connect(net: &mut Net, port: u16) -> u32 {
        let id = net.create().unwrap();
        net.connect(id, HOST, port).unwrap();
        id
    }

    /// A client connected to a listener, the connection accepted: (net, client, server).
    fn connected_pair() -> (Net, u32, u32) {
        let mut net = Net::default();
        let (listener, addr) = net.listen(HOST, 0).unwrap();
        let client = connect(&mut net, addr.port);
        net.epoll_wait(true, Some(Duration::ZERO));
        serve(&mut net, listener);
        serve(&mut net, client);
        let server = net.far_end(client).unwrap();
        (net, client, server)
    }

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
        let a = connect(&mut net, addr.port);
        let b = connect(&mut net, addr.port);
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
        let (mut net, client, server) = connected_pair();
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
    fn a_stream_that_does_not_read_leaves_the_bytes_in_the_kernel() {
        let (mut net, client, server) = connected_pair();
        // Nobody reads the server's end: the client's writes back up once the kernel's
        // buffers are full (256 MiB at most).
        let chunk = vec![b'x'; READ_CHUNK];
        let backed_up = (0..4096).any(|_| net.write(client, chunk.clone()).unwrap());
        assert!(backed_up);
        net.epoll_wait(true, Some(Duration::ZERO));
        assert!(net.stream(server).unwrap().inbuf.is_empty());
        // Reading again: one read is taken ahead, and a delivery reads on from the
        // kernel, as uv__read does (up to a short read, 32 reads of 64 KiB at most).
        net.read_start(server);
        assert!(net.stream(server).unwrap().inbuf.len() <= INBUF_CAP);
        net.epoll_wait(true, Some(Duration::ZERO));
        let reads = serve(&mut net, server);
        let n = reads.iter().filter(|e| e.starts_with("data")).count();
        assert!((2..=32).contains(&n), "{n} reads");
    }

    #[test]
    fn a_refused_connect_reports_in_the_pending_phase_or_the_poll_phase() {
        let mut net = Net::default();
        let (listener, addr) = net.listen(HOST, 0).unwrap();
        net.close(listener);
        let client = connect(&mut net, addr.port);
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
