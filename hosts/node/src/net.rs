//! TCP handles as the rest of the Node host sees them: the events a poll phase delivers
//! and the addresses JavaScript reads. The sockets themselves are `net/mio.rs` (the
//! `native` feature: real sockets, and a model of epoll's ready list); the web build has
//! none (`net/none.rs`: every handle call is refused before it gets here).

// The web build has no socket to make these events of.
#![cfg_attr(not(feature = "native"), allow(dead_code))]

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use crate::uv::UvError;

#[cfg_attr(feature = "native", path = "net/mio.rs")]
#[cfg_attr(not(feature = "native"), path = "net/none.rs")]
mod imp;

#[cfg(feature = "native")]
pub(crate) use imp::pidfd_open;
pub(crate) use imp::Net;

/// libuv reads into a 64 KiB buffer (Node's allocation for a TCP read).
pub(crate) const READ_CHUNK: usize = 64 * 1024;

/// Virtual time a poll phase that slept until its sockets were ready takes (a loopback
/// round trip).
pub(crate) const LOOPBACK_LATENCY_NS: u64 = 50_000;
/// Virtual cost of the first socket callback of each kind (`connection`, `data`, …) and
/// of every later one (see `NodeHost::charge_socket_callback`).
pub(crate) const FIRST_SOCKET_CALLBACK_NS: u64 = 1_000_000;
pub(crate) const SOCKET_CALLBACK_NS: u64 = 30_000;

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
    /// A worker's channel brought a note (a message, its output, its exit).
    Port {
        id: u32,
        note: crate::worker::Note,
    },
    /// A child process exited (its handle's exit callback).
    Exit {
        id: u32,
        pid: i32,
        status: ExitStatus,
    },
}

/// How a child process ended: its exit code, or the signal that killed it (`code` is
/// then 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ExitStatus {
    pub(crate) code: i64,
    pub(crate) signal: i32,
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
            | NetEvent::ShutdownDone { id, .. }
            | NetEvent::Exit { id, .. }
            | NetEvent::Port { id, .. } => *id,
        }
    }
}

/// Parses an IP literal (`localhost` is 127.0.0.1; no DNS).
pub(crate) fn parse_ip(host: &str) -> Option<IpAddr> {
    match host {
        "localhost" => Some(IpAddr::V4(Ipv4Addr::LOCALHOST)),
        "" => Some(IpAddr::V6(Ipv6Addr::UNSPECIFIED)),
        h => h.trim_start_matches('[').trim_end_matches(']').parse().ok(),
    }
}
