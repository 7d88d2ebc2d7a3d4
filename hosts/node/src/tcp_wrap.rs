//! The ops behind `js/lib/net.js` (Node's `tcp_wrap` binding): each one is a libuv call on
//! [`crate::net::Net`]. Results and errors come back as plain values; what happens later
//! arrives through the bootstrap's `netEvent` hook (see `NodeHost::deliver_net_event`).

use std::net::IpAddr;

use evloop_engine::{OpCx, OpFn, OpResult, Val};

use crate::net::{parse_ip, Addr};
use crate::ops::trace_queued_as;
use crate::uv::UvError;
use crate::NodeState;

/// Trace keys of socket events live apart from callback ids.
pub(crate) const NET_KEY: u64 = 1 << 40;

pub(crate) fn net_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("tcpListen", op_listen),
        ("tcpNew", op_new),
        ("tcpConnect", op_connect),
        ("tcpReadStart", op_read_start),
        ("tcpReadStop", op_read_stop),
        ("tcpWrite", op_write),
        ("tcpShutdown", op_shutdown),
        ("tcpClose", op_close),
        ("tcpRef", op_ref),
        ("tcpAddress", op_address),
        ("tcpNoDelay", op_no_delay),
    ]
}

pub(crate) fn error_val(e: UvError) -> Val {
    Val::List(vec![
        Val::Str(e.code.to_string()),
        Val::Num(e.errno as f64),
        Val::Str(e.message.to_string()),
    ])
}

pub(crate) fn addr_val(a: Addr) -> Val {
    Val::List(vec![
        Val::Str(a.address),
        Val::Str(a.family.to_string()),
        Val::Num(a.port as f64),
    ])
}

fn id(cx: &OpCx<'_>) -> u32 {
    cx.num(0) as u32
}

fn trace_socket(cx: &mut OpCx<'_>, handle: u32, what: impl FnOnce() -> String) {
    trace_queued_as(cx, "poll", Some(NET_KEY + handle as u64), |_| what());
}

/// Arguments `host, port`: the IP literal (`EINVAL` for anything else) and the port.
fn host_port(cx: &OpCx<'_>) -> Result<(String, IpAddr, u16), Val> {
    let host = cx.str(0).unwrap_or_default();
    let port = cx.num(1) as u16;
    match parse_ip(&host) {
        Some(ip) => Ok((host, ip, port)),
        None => Err(Val::List(vec![error_val(UvError::named("EINVAL"))])),
    }
}

/// `tcpListen(host, port)` → `[err, id, address]`.
fn op_listen(cx: &mut OpCx<'_>) -> OpResult {
    let (_, ip, port) = match host_port(cx) {
        Ok(v) => v,
        Err(e) => return Ok(e),
    };
    crate::permission_ops::check_net(cx, &format!("{ip}:{port}"))?;
    let st = cx.host::<NodeState>();
    let result = st.inner.borrow_mut().net.listen(ip, port);
    Ok(match result {
        Ok((id, addr)) => Val::List(vec![Val::Null, Val::Num(id as f64), addr_val(addr)]),
        Err(e) => Val::List(vec![error_val(e)]),
    })
}

/// `tcpNew()` → `[err, id]`: a TCP handle with no socket yet (`uv_tcp_init`).
fn op_new(cx: &mut OpCx<'_>) -> OpResult {
    crate::permission_ops::check_net(cx, "")?;
    let st = cx.host::<NodeState>();
    let result = st.inner.borrow_mut().net.create();
    Ok(match result {
        Ok(id) => Val::List(vec![Val::Null, Val::Num(id as f64)]),
        Err(e) => Val::List(vec![error_val(e)]),
    })
}

/// `tcpConnect(id, host, port)` → `null` or `err`; the connect finishes in a later poll
/// phase (or, refused at once, in the next pending phase).
fn op_connect(cx: &mut OpCx<'_>) -> OpResult {
    let id = id(cx);
    let host = cx.str(1).unwrap_or_default();
    let port = cx.num(2) as u16;
    crate::permission_ops::check_net(cx, &format!("{host}:{port}"))?;
    let Some(ip) = parse_ip(&host) else {
        return Ok(error_val(UvError::named("EINVAL")));
    };
    let st = cx.host::<NodeState>();
    let result = st.inner.borrow_mut().net.connect(id, ip, port);
    match result {
        Ok(()) => {
            trace_socket(cx, id, || format!("socket {id}: connect to {host}:{port}"));
            let listener = st
                .inner
                .borrow()
                .net
                .listener_for(std::net::SocketAddr::new(ip, port));
            if let Some(l) = listener {
                trace_socket(cx, l, || format!("socket {l}: connection from socket {id}"));
            }
            Ok(Val::Null)
        }
        Err(e) => Ok(error_val(e)),
    }
}

fn op_read_start(cx: &mut OpCx<'_>) -> OpResult {
    let id = id(cx);
    cx.host::<NodeState>().inner.borrow_mut().net.read_start(id);
    Ok(Val::Undefined)
}

fn op_read_stop(cx: &mut OpCx<'_>) -> OpResult {
    let id = id(cx);
    cx.host::<NodeState>().inner.borrow_mut().net.read_stop(id);
    Ok(Val::Undefined)
}

/// `tcpWrite(id, bytes | string)` → the number of bytes when the kernel took every byte
/// now (the request is done), `[null, true, length]` when a `write` event will say so
/// later, `[err]` when it failed. A string goes out as UTF-8.
fn op_write(cx: &mut OpCx<'_>) -> OpResult {
    let id = id(cx);
    let bytes = match cx.str_lossy(1) {
        Some(text) => text.into_bytes(),
        None => cx.bytes(1).unwrap_or_default(),
    };
    let len = bytes.len();
    let st = cx.host::<NodeState>();
    let result = st.inner.borrow_mut().net.write(id, bytes);
    if result.is_ok() {
        let far = st.inner.borrow().net.far_end(id);
        if let Some(far) = far {
            trace_socket(cx, far, || {
                format!("socket {far}: {len} bytes from socket {id}")
            });
        }
    }
    Ok(match result {
        Ok(false) => Val::Num(len as f64),
        Ok(true) => Val::List(vec![Val::Null, Val::Bool(true), Val::Num(len as f64)]),
        Err(e) => Val::List(vec![error_val(e)]),
    })
}

fn op_shutdown(cx: &mut OpCx<'_>) -> OpResult {
    let id = id(cx);
    let st = cx.host::<NodeState>();
    let result = st.inner.borrow_mut().net.shutdown(id);
    if result.is_ok() {
        trace_socket(cx, id, || format!("socket {id}: shutdown"));
    }
    Ok(match result {
        Ok(()) => Val::Null,
        Err(e) => error_val(e),
    })
}

/// `tcpClose(id)`: `uv_close`; the `close` event comes in the close phase.
fn op_close(cx: &mut OpCx<'_>) -> OpResult {
    let id = id(cx);
    let st = cx.host::<NodeState>();
    let far = st.inner.borrow().net.far_end(id);
    {
        let mut inner = st.inner.borrow_mut();
        inner.net.close(id);
        inner.closing.push(id);
    }
    if let Some(far) = far {
        trace_socket(cx, far, || {
            format!("socket {far}: end of stream from socket {id}")
        });
    }
    trace_queued_as(cx, "close", Some(NET_KEY + id as u64), |_| {
        format!("socket {id}: close callback")
    });
    Ok(Val::Undefined)
}

fn op_ref(cx: &mut OpCx<'_>) -> OpResult {
    let (id, on) = (id(cx), cx.bool(1));
    cx.host::<NodeState>()
        .inner
        .borrow_mut()
        .net
        .set_ref(id, on);
    Ok(Val::Undefined)
}

/// `tcpAddress(id, peer)` → `[address, family, port]` or undefined.
fn op_address(cx: &mut OpCx<'_>) -> OpResult {
    let (id, peer) = (id(cx), cx.bool(1));
    let st = cx.host::<NodeState>();
    let inner = st.inner.borrow();
    let addr = if peer {
        inner.net.peer_address(id)
    } else {
        inner.net.local_address(id)
    };
    Ok(addr.map(addr_val).unwrap_or(Val::Undefined))
}

fn op_no_delay(cx: &mut OpCx<'_>) -> OpResult {
    let (id, on) = (id(cx), cx.bool(1));
    cx.host::<NodeState>()
        .inner
        .borrow_mut()
        .net
        .set_no_delay(id, on);
    Ok(Val::Undefined)
}
