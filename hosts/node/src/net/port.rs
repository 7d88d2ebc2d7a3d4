//! A worker's channel as a handle of the loop: the receiving side of a mailbox
//! (`worker.rs`). It is ready while something is posted; its waker (the poll's token 0)
//! ends a poll phase's wait when the other thread posts.

use std::sync::Arc;

use super::{Kind, Net, NetEvent};
use crate::uv::UvError;
use crate::worker::Mailbox;

#[derive(Debug)]
pub(crate) struct Port {
    pub(crate) inbox: Arc<Mailbox>,
    /// The parent's side of a running worker (it keeps virtual time waiting in real
    /// time while the worker runs, as a child process does).
    pub(crate) worker: bool,
    /// The worker's exit was delivered (nothing more will come).
    pub(crate) done: bool,
}

impl Net {
    /// A port handle receiving from `inbox`; `worker` on the parent's side.
    pub(crate) fn add_port(&mut self, inbox: Arc<Mailbox>, worker: bool) -> Result<u32, UvError> {
        let id = self.add(Kind::Port(Port {
            inbox,
            worker,
            done: false,
        }))?;
        self.watch(id);
        Ok(id)
    }

    /// Ports with posts waiting join the ready list (another thread posted them).
    pub(crate) fn poll_ports(&mut self) {
        let ready: Vec<u32> = self
            .handles
            .iter()
            .filter(|(_, h)| {
                h.watched && matches!(&h.kind, Kind::Port(p) if !p.done && !p.inbox.is_empty())
            })
            .map(|(&id, _)| id)
            .collect();
        for id in ready {
            if !self.ready.contains(&id) {
                self.ready.push(id);
            }
        }
    }

    /// The next post of a port being served (a MessagePort's uv_async takes them all).
    pub(crate) fn port_event(&mut self, id: u32) -> Option<Option<NetEvent>> {
        let Some(Kind::Port(p)) = self.handles.get_mut(&id).map(|h| &mut h.kind) else {
            return None;
        };
        if p.done {
            return Some(None);
        }
        let note = p.inbox.take();
        if matches!(note, Some(crate::worker::Note::Exit(_))) {
            p.done = true;
        }
        Some(note.map(|note| NetEvent::Port { id, note }))
    }
}
