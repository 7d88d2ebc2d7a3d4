//! The web build's sockets: there are none. The ops that would make a handle
//! (`tcpListen`, `tcpNew`, `tcpConnect`, stdin) are refused before they reach [`Net`] (see
//! `web.rs`), so it never holds a handle: the loop sees no socket alive, no socket ready.

use std::net::IpAddr;
use std::time::Duration;

use super::{Addr, NetEvent};
use crate::uv::UvError;

#[derive(Debug, Default)]
pub(crate) struct Net {}

/// Where a poll phase is in serving one ready handle (none here).
pub(crate) struct Visit;

impl Net {
    pub(crate) fn waker(&self) -> Option<crate::threadpool::Notify> {
        None
    }

    pub(crate) fn listen(&mut self, _ip: IpAddr, _port: u16) -> Result<(u32, Addr), UvError> {
        Err(UvError::named("ENOSYS"))
    }

    pub(crate) fn open_fd(&mut self, _fd: i32) -> Result<u32, UvError> {
        Err(UvError::named("ENOSYS"))
    }

    pub(crate) fn add_process(&mut self, _pid: i32, fd: crate::child::Fd) -> Result<u32, UvError> {
        match fd {}
    }

    pub(crate) fn open_pipe(
        &mut self,
        fd: crate::child::Fd,
        _child: Option<u32>,
        _writable: bool,
    ) -> Result<u32, UvError> {
        match fd {}
    }

    pub(crate) fn kill_process(&mut self, _id: u32, _signal: i32) -> Result<(), UvError> {
        Err(UvError::named("ESRCH"))
    }

    pub(crate) fn has_live_child(&self) -> bool {
        false
    }

    pub(crate) fn add_port(
        &mut self,
        _inbox: std::sync::Arc<crate::worker::Mailbox>,
        _worker: bool,
    ) -> Result<u32, UvError> {
        Err(UvError::named("ENOSYS"))
    }

    pub(crate) fn pipe_child(&self, _id: u32) -> Option<u32> {
        None
    }

    pub(crate) fn exit_ready(&self, _id: u32) -> Option<i32> {
        None
    }

    pub(crate) fn absorb(&mut self, _wait: Option<Duration>) {}

    pub(crate) fn create(&mut self) -> Result<u32, UvError> {
        Err(UvError::named("ENOSYS"))
    }

    pub(crate) fn connect(&mut self, _id: u32, _ip: IpAddr, _port: u16) -> Result<(), UvError> {
        Err(UvError::named("ENOSYS"))
    }

    pub(crate) fn listener_for(&self, _dest: std::net::SocketAddr) -> Option<u32> {
        None
    }

    pub(crate) fn far_end(&self, _id: u32) -> Option<u32> {
        None
    }

    pub(crate) fn read_start(&mut self, _id: u32) {}

    pub(crate) fn read_stop(&mut self, _id: u32) {}

    pub(crate) fn write(&mut self, _id: u32, _data: Vec<u8>) -> Result<bool, UvError> {
        Err(UvError::named("EBADF"))
    }

    pub(crate) fn shutdown(&mut self, _id: u32) -> Result<(), UvError> {
        Err(UvError::named("EBADF"))
    }

    pub(crate) fn close(&mut self, _id: u32) {}

    pub(crate) fn set_ref(&mut self, _id: u32, _refed: bool) {}

    pub(crate) fn local_address(&self, _id: u32) -> Option<Addr> {
        None
    }

    pub(crate) fn peer_address(&self, _id: u32) -> Option<Addr> {
        None
    }

    pub(crate) fn set_no_delay(&mut self, _id: u32, _on: bool) {}

    pub(crate) fn alive(&self) -> bool {
        false
    }

    pub(crate) fn has_pending(&self) -> bool {
        false
    }

    pub(crate) fn take_pending(&mut self) -> Vec<u32> {
        Vec::new()
    }

    pub(crate) fn pending_event(&mut self, _id: u32) -> Option<NetEvent> {
        None
    }

    pub(crate) fn has_handles(&self) -> bool {
        false
    }

    pub(crate) fn describe_alive(&self) -> Vec<String> {
        Vec::new()
    }

    pub(crate) fn epoll_wait(&mut self, _virtual_time: bool, _wait: Option<Duration>) -> Vec<u32> {
        Vec::new()
    }

    pub(crate) fn visit(_id: u32) -> Visit {
        Visit
    }

    pub(crate) fn next_event(&mut self, _v: &mut Visit, _virtual_time: bool) -> Option<NetEvent> {
        None
    }
}
