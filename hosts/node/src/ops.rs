//! The Node host's ops: what `js/lib/**.js` calls to reach the Rust side of the model
//! (Node's `internalBinding`s). Each op touches host state under a short borrow and never
//! calls back into JavaScript.

use evloop_engine::embedded::EmbeddedJs;
use evloop_engine::{OpCx, OpError, OpFn, OpResult, Val};

use crate::{Immediate, NodeState, PortMessage, Stdio};

/// The CommonJS wrapper's head, on the script's first line (see `compile_main`).
pub const WRAPPER_HEAD: &str = "(function (exports, require, module, __filename, __dirname) { ";

/// The Node version evloop models (printed under fatal errors, `process.version`).
pub const NODE_VERSION: &str = "v20.20.2";

/// An internal module's entry: its id and the source of `js/lib/ID.js` (ids and files are
/// laid out as Node's own `lib/`: `events` is `lib/events.js`, `internal/errors` is
/// `lib/internal/errors.js`).
macro_rules! lib {
    ($id:literal) => {
        (
            $id,
            evloop_engine::embed_js!(concat!("js/lib/", $id, ".js")),
        )
    };
}

/// Internal JavaScript modules, by the id `require` knows them under.
const INTERNAL: &[(&str, EmbeddedJs)] = &[
    lib!("internal/util/inspect"),
    lib!("events"),
    lib!("internal/event_target"),
    lib!("assert"),
    lib!("util"),
    lib!("internal/errors"),
    lib!("timers/promises"),
    lib!("internal/worker/io"),
    lib!("internal/stack"),
    lib!("buffer"),
    lib!("string_decoder"),
    lib!("path"),
    lib!("os"),
    lib!("url"),
    // The WHATWG cores shared with the browser host (hosts/engine/js/web/).
    ("internal/web/url", evloop_engine::web::URL_JS),
    ("internal/web/encoding", evloop_engine::web::ENCODING_JS),
    (
        "internal/web/http_status",
        evloop_engine::web::HTTP_STATUS_JS,
    ),
    lib!("fs"),
    lib!("fs/promises"),
    lib!("internal/fs/streams"),
    lib!("internal/fs/dir"),
    lib!("dns"),
    lib!("internal/streams"),
    lib!("net"),
    lib!("stream"),
    lib!("internal/modules/package_json"),
    lib!("internal/modules/resolve"),
    lib!("internal/modules/cjs"),
    lib!("internal/modules/builtins"),
    lib!("internal/modules/cjs_extra"),
    lib!("internal/main/eval"),
    lib!("internal/modules/cjs_lexer"),
    lib!("internal/modules/esm/translators"),
    lib!("internal/stdio"),
    lib!("readline"),
    lib!("readline/promises"),
    lib!("internal/signals"),
    lib!("internal/process/execution"),
    lib!("internal/process/promises"),
    lib!("internal/process/per_thread"),
    lib!("internal/process/warning"),
    lib!("internal/process/permission"),
    lib!("internal/process/env"),
    lib!("internal/encoding"),
    lib!("internal/crypto"),
    lib!("internal/crypto/kdf"),
    lib!("internal/webapi"),
    lib!("internal/blob"),
    lib!("internal/perf"),
    lib!("internal/node_errors"),
    lib!("internal/console/table"),
    lib!("internal/console/timing"),
    lib!("internal/util/parse_args"),
    lib!("querystring"),
    lib!("tty"),
    lib!("async_hooks"),
    lib!("stream/web"),
    lib!("internal/per_context/primordials"),
    lib!("internal/webstreams/util"),
    lib!("internal/webstreams/readablestream"),
    lib!("internal/webstreams/bytestream"),
    lib!("internal/webstreams/writablestream"),
    lib!("internal/webstreams/transformstream"),
    lib!("internal/webstreams/queuingstrategies"),
    lib!("internal/webstreams/encoding"),
    lib!("internal/webstreams/adapters"),
    lib!("internal/webstreams/compression"),
    lib!("internal/path/win32"),
    lib!("child_process"),
    lib!("internal/child_process"),
    lib!("internal/child_process/ipc"),
    lib!("worker_threads"),
    lib!("zlib"),
    lib!("internal/worker/serialize"),
    lib!("http"),
    lib!("_http_agent"),
    lib!("_http_client"),
    lib!("_http_common"),
    lib!("_http_incoming"),
    lib!("_http_outgoing"),
    lib!("_http_server"),
    lib!("internal/fetch/webidl"),
    lib!("internal/fetch/headers"),
    lib!("internal/fetch/body"),
    lib!("internal/fetch/formdata"),
    lib!("internal/fetch/request"),
    lib!("internal/fetch/response"),
    lib!("internal/fetch/client"),
    lib!("internal/fetch/index"),
];

pub(crate) fn node_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("setHook", op_set_hook),
        ("write", op_write),
        ("isatty", op_isatty),
        ("uvErrors", op_uv_errors),
        ("getLibuvNow", op_get_libuv_now),
        ("hrtime", op_hrtime),
        ("timerStart", op_timer_start),
        ("timerClear", op_timer_clear),
        ("timerRef", op_timer_ref),
        ("timerHasRef", op_timer_has_ref),
        ("timerRefresh", op_timer_refresh),
        ("immediateCreate", op_immediate_create),
        ("immediateClear", op_immediate_clear),
        ("immediateRef", op_immediate_ref),
        ("nextTick", op_next_tick),
        ("queueMicrotask", op_queue_microtask),
        ("takeRejections", op_take_rejections),
        ("exit", op_exit),
        ("setExiting", op_set_exiting),
        ("portPost", op_port_post),
        ("portRef", op_port_ref),
        ("internalSource", op_internal_source),
        ("compile", op_compile),
        ("nodeVersion", op_node_version),
        ("readFile", op_read_file),
        ("cwd", op_cwd),
        ("callbackKind", op_callback_kind),
        ("throwSites", op_throw_sites),
        ("evaluatingMainModule", op_evaluating_main_module),
        ("processInfo", op_process_info),
        ("environ", op_environ),
        ("chdir", op_chdir),
        ("umask", op_umask),
        ("resourceUsage", op_resource_usage),
        ("memoryRss", op_memory_rss),
    ]
}

fn state(cx: &OpCx<'_>) -> std::rc::Rc<NodeState> {
    cx.host::<NodeState>()
}

/// Records, when tracing, that a callback joined a queue (`kind` "queue").
pub(crate) fn trace_queued(
    cx: &mut OpCx<'_>,
    phase: &'static str,
    what: impl FnOnce(&mut OpCx<'_>) -> String,
) {
    trace_queued_as(cx, phase, None, what);
}

/// [`trace_queued`] for a keyed queue: `key` is the id of the callable that will run.
pub(crate) fn trace_queued_keyed(
    cx: &mut OpCx<'_>,
    phase: &'static str,
    key: evloop_core::CallbackId,
    what: impl FnOnce(&mut OpCx<'_>) -> String,
) {
    trace_queued_as(cx, phase, Some(key.0 as u64), what);
}

pub(crate) fn trace_queued_as(
    cx: &mut OpCx<'_>,
    phase: &'static str,
    key: Option<u64>,
    what: impl FnOnce(&mut OpCx<'_>) -> String,
) {
    let st = state(cx);
    if !st.inner.borrow().trace.enabled() {
        return;
    }
    let detail = what(cx);
    let stack = cx.script_stack();
    let at_ns = st.clock.now_ns();
    let mut inner = st.inner.borrow_mut();
    let turn = inner.turn;
    let event = evloop_core::TraceEvent {
        at_ns,
        turn,
        phase,
        kind: "queue",
        detail,
    };
    inner.trace.record_with_stack(event, key, stack);
}

/// Records, when tracing, that a queued callback was taken back (`clearTimeout`,
/// `clearImmediate`): `key` is the callable's id, as when it was queued.
fn trace_cancelled(cx: &mut OpCx<'_>, phase: &'static str, key: evloop_core::CallbackId) {
    let st = state(cx);
    if !st.inner.borrow().trace.enabled() {
        return;
    }
    let stack = cx.script_stack();
    let mut inner = st.inner.borrow_mut();
    let event = evloop_core::TraceEvent {
        at_ns: st.clock.now_ns(),
        turn: inner.turn,
        phase,
        kind: "cancel",
        detail: format!(
            "{} of a queued callback",
            if phase == "check" {
                "clearImmediate"
            } else {
                "clearTimeout"
            }
        ),
    };
    inner
        .trace
        .record_with_stack(event, Some(key.0 as u64), stack);
}

fn op_set_hook(cx: &mut OpCx<'_>) -> OpResult {
    let name = cx.str(0).unwrap_or_default();
    let id = cx.store_hook(1, 2);
    state(cx).inner.borrow_mut().hooks.map.insert(name, id);
    Ok(Val::Undefined)
}

/// `write(fd, text)`: 1 is stdout, 2 is stderr.
/// `tty.isatty(fd)`: whether the descriptor is a terminal (libc's `isatty`).
fn op_isatty(cx: &mut OpCx<'_>) -> OpResult {
    let fd = cx.num(0);
    if !(fd.fract() == 0.0 && (0.0..=f64::from(i32::MAX)).contains(&fd)) {
        return Ok(Val::Bool(false));
    }
    Ok(Val::Bool(crate::sys::isatty(fd as i32)))
}

/// `util.getSystemErrorMap()`'s entries: `[errno, code, message]` for every libuv error.
fn op_uv_errors(_cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::List(
        crate::uv::UvError::all()
            .map(|e| {
                Val::List(vec![
                    Val::Num(f64::from(e.errno)),
                    Val::Str(e.code.to_string()),
                    Val::Str(e.message.to_string()),
                ])
            })
            .collect(),
    ))
}

fn op_write(cx: &mut OpCx<'_>) -> OpResult {
    let text = cx.str(1).unwrap_or_default();
    let st = state(cx);
    // Node creates process.stdout/stderr lazily, on the first write, and that costs
    // 10-20 ms here; the host charges it when the writing callback's drain ends.
    if st.inner.borrow().stdio == Stdio::Untouched {
        st.inner.borrow_mut().stdio = Stdio::SetUpPending;
    }
    let to_stderr = cx.num(0) == 2.0;
    if st.inner.borrow().trace.enabled() {
        let stack = cx.script_stack();
        let mut inner = st.inner.borrow_mut();
        let (at_ns, turn) = (st.clock.now_ns(), inner.turn);
        let kind = if to_stderr { "stderr" } else { "stdout" };
        let event = evloop_core::TraceEvent {
            at_ns,
            turn,
            phase: "",
            kind,
            detail: text.clone(),
        };
        inner.trace.record_with_stack(event, None, stack);
    }
    // `evloop repl` shows output from the trace, in order with what ran.
    if st.inner.borrow().repl_capture {
        return Ok(Val::Undefined);
    }
    // A worker's output is its parent's to write (in the parent's poll phase).
    if let Some(link) = crate::worker::link() {
        let fd = if to_stderr { 2 } else { 1 };
        link.outbox
            .post(crate::worker::Note::Output(fd, text.into_bytes()));
        return Ok(Val::Undefined);
    }
    let mut out = st.out.borrow_mut();
    if to_stderr {
        out.write_stderr(&text);
    } else if out.stdout_broken() {
        // libuv's write to a pipe whose reader is gone.
        return Ok(crate::tcp_wrap::error_val(crate::uv::UvError::named(
            "EPIPE",
        )));
    } else {
        out.write_stdout(&text);
    }
    Ok(Val::Undefined)
}

/// `getLibuvNow()`: refreshes the loop time and returns it (ms).
fn op_get_libuv_now(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Num(libuv_now(&state(cx)) as f64))
}

fn libuv_now(st: &NodeState) -> u64 {
    let now = st.clock.now_ms();
    st.inner.borrow_mut().loop_time = now;
    now
}

/// `hrtime()`: a script's read of the high-resolution clock, in ns (moves virtual time).
fn op_hrtime(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Num(cx.clock().observe() as f64))
}

/// `timerStart(timeout, callback, msecs, repeat, argsArray)`: `new Timeout` (ref'd)
/// and `insert(timeout, msecs, getLibuvNow())`; returns the timer's id.
fn op_timer_start(cx: &mut OpCx<'_>) -> OpResult {
    let callable = cx.store_call_spread(1, Some(0), 4);
    let msecs = cx.num(2).trunc() as i64;
    let repeat = cx.bool(3);
    let st = state(cx);
    let id = st
        .inner
        .borrow_mut()
        .timers
        .create(callable, msecs, repeat, true);
    insert_now(&st, id);
    trace_queued_keyed(cx, "timers", callable, |cx| {
        let api = if repeat { "setInterval" } else { "setTimeout" };
        let due = st
            .inner
            .borrow()
            .timers
            .timers
            .get(&id)
            .map_or(0, |t| t.idle_start)
            + msecs.max(1) as u64;
        format!(
            "{api} {} ms, due at {due} ms: {}",
            msecs.max(1),
            cx.describe(1)
        )
    });
    Ok(Val::Num(id as f64))
}

fn timer_id(cx: &OpCx<'_>) -> u32 {
    cx.num(0) as u32
}

/// `insert(item, msecs, getLibuvNow())`, arming the libuv timer for a new earliest list.
fn insert_now(st: &NodeState, id: u32) {
    let (msecs, new_list) = {
        let inner = st.inner.borrow();
        let msecs = inner
            .timers
            .timers
            .get(&id)
            .map_or(1, |t| t.msecs.max(1) as u64);
        (msecs, !inner.timers.lists.contains_key(&msecs))
    };
    // Race point: the process may stall just before this clock read.
    if new_list {
        crate::race::call_stall(st, msecs);
    }
    let mut now = libuv_now(st);
    let mut inner = st.inner.borrow_mut();
    // Race point (trap 13): libuv's clock has 1 ms steps. When virtual time sits inside
    // a millisecond, a real run may read the next one; if that moves a new list's expiry
    // onto or past a neighbouring list's, the two lists can run in either order.
    let mid_ms = !st.clock.now_ns().is_multiple_of(1_000_000);
    if new_list && mid_ms {
        let expiry = now + msecs;
        let neighbour = inner
            .timers
            .lists
            .values()
            .any(|l| l.expiry > expiry && l.expiry <= expiry + 1);
        if neighbour {
            let choice = inner.schedule.choose(2, |k| {
                if k == 0 {
                    format!("libuv's clock read {now} ms when the {msecs} ms timer was set (as virtual time says)")
                } else {
                    format!("libuv's clock had ticked to {} ms when the {msecs} ms timer was set", now + 1)
                }
            });
            inner.trace_race("timers", st.clock.now_ns());
            now += choice as u64;
        }
    }
    if let Some(ms) = inner.timers.insert(id, now) {
        inner.timers.uv_due = Some(now + ms);
    }
}

fn op_timer_clear(cx: &mut OpCx<'_>) -> OpResult {
    let id = timer_id(cx);
    let released = state(cx).inner.borrow_mut().timers.clear(id);
    if let Some(c) = released {
        trace_cancelled(cx, "timers", c);
        cx.release(c);
    }
    Ok(Val::Undefined)
}

/// `timerRef(id, refed)`: `Timeout#ref()` / `Timeout#unref()`.
fn op_timer_ref(cx: &mut OpCx<'_>) -> OpResult {
    let (id, want) = (timer_id(cx), cx.bool(1));
    let st = state(cx);
    let mut inner = st.inner.borrow_mut();
    let t = &mut inner.timers;
    if let Some(timer) = t.timers.get_mut(&id) {
        if timer.refed != want {
            timer.refed = want;
            let live = !timer.destroyed;
            if live && want {
                t.inc_ref();
            } else if live {
                t.dec_ref();
            }
        }
    }
    Ok(Val::Undefined)
}

fn op_timer_has_ref(cx: &mut OpCx<'_>) -> OpResult {
    let id = timer_id(cx);
    let refed = state(cx)
        .inner
        .borrow()
        .timers
        .timers
        .get(&id)
        .is_some_and(|t| t.refed);
    Ok(Val::Bool(refed))
}

/// `timerRefresh(id, timeout, callback, argsArray)`: `Timeout#refresh()`, re-insert
/// with start = now; a fired timer comes back to life (with its callable stored again).
fn op_timer_refresh(cx: &mut OpCx<'_>) -> OpResult {
    let id = timer_id(cx);
    let st = state(cx);
    let needs_callable = st
        .inner
        .borrow()
        .timers
        .timers
        .get(&id)
        .is_some_and(|t| t.callable.is_none() && t.msecs >= 0);
    if needs_callable {
        let callable = cx.store_call_spread(2, Some(1), 3);
        if let Some(t) = st.inner.borrow_mut().timers.timers.get_mut(&id) {
            t.callable = Some(callable);
        }
    }
    {
        let mut inner = st.inner.borrow_mut();
        let t = &mut inner.timers;
        let Some(timer) = t.timers.get(&id) else {
            return Ok(Val::Undefined);
        };
        if timer.msecs < 0 {
            return Ok(Val::Undefined);
        }
        let (was_destroyed, refed) = (timer.destroyed, timer.refed);
        t.unlink(id);
        if let Some(timer) = t.timers.get_mut(&id) {
            timer.destroyed = false;
        }
        if was_destroyed && refed {
            t.inc_ref();
        }
    }
    insert_now(&st, id);
    Ok(Val::Undefined)
}

/// `immediateCreate(immediate, callback, argsArray)`.
fn op_immediate_create(cx: &mut OpCx<'_>) -> OpResult {
    let callable = cx.store_call_spread(1, Some(0), 2);
    let st = state(cx);
    let mut inner = st.inner.borrow_mut();
    let id = inner.next_immediate;
    inner.next_immediate += 1;
    inner.immediate_map.insert(
        id,
        Immediate {
            callable,
            refed: true,
            destroyed: false,
        },
    );
    inner.immediates.push_back(id);
    inner.immediate_refs += 1;
    drop(inner);
    trace_queued_keyed(cx, "check", callable, |cx| {
        format!("setImmediate: {}", cx.describe(1))
    });
    Ok(Val::Num(id as f64))
}

fn op_immediate_clear(cx: &mut OpCx<'_>) -> OpResult {
    let id = timer_id(cx);
    let st = state(cx);
    let released = {
        let mut inner = st.inner.borrow_mut();
        match inner.immediate_map.get_mut(&id) {
            Some(imm) if !imm.destroyed => {
                imm.destroyed = true;
                let (refed, callable) = (imm.refed, imm.callable);
                if refed {
                    inner.immediate_refs -= 1;
                }
                Some(callable)
            }
            _ => None,
        }
    };
    if let Some(c) = released {
        trace_cancelled(cx, "check", c);
        cx.release(c);
    }
    Ok(Val::Undefined)
}

fn op_immediate_ref(cx: &mut OpCx<'_>) -> OpResult {
    let (id, want) = (timer_id(cx), cx.bool(1));
    let st = state(cx);
    let mut inner = st.inner.borrow_mut();
    let delta = match inner.immediate_map.get_mut(&id) {
        Some(imm) if !imm.destroyed && imm.refed != want => {
            imm.refed = want;
            if want {
                1
            } else {
                -1
            }
        }
        _ => 0,
    };
    inner.immediate_refs = (inner.immediate_refs as i64 + delta) as u32;
    Ok(Val::Undefined)
}

/// Throws Node's `ERR_INVALID_ARG_TYPE` for a non-function argument `i` named `name`
/// (the error object is built by the bootstrap's `invalidArgType` hook).
fn validate_function(cx: &mut OpCx<'_>, i: usize, name: &str) -> Result<(), OpError> {
    if cx.is_callable(i) {
        return Ok(());
    }
    let hook = state(cx)
        .inner
        .borrow()
        .hooks
        .map
        .get("invalidArgType")
        .copied();
    let Some(hook) = hook else {
        return Err(OpError::Type(format!(
            "The \"{name}\" argument must be of type function."
        )));
    };
    let value = cx.value(i);
    match cx.call(hook, &[Val::Str(name.to_string()), value])? {
        Val::Js(err) => Err(OpError::Throw(err)),
        _ => Err(OpError::Type(format!(
            "The \"{name}\" argument must be of type function."
        ))),
    }
}

/// `process.nextTick(fn, ...args)`: ignored once the process is exiting.
fn op_next_tick(cx: &mut OpCx<'_>) -> OpResult {
    validate_function(cx, 0, "callback")?;
    let st = state(cx);
    if st.inner.borrow().exiting {
        return Ok(Val::Undefined);
    }
    let id = cx.store_call(0, None, 1);
    st.inner.borrow_mut().ticks.push_back(id);
    trace_queued(cx, "nextTick", |cx| {
        format!("process.nextTick: {}", cx.describe(0))
    });
    Ok(Val::Undefined)
}

/// The global `queueMicrotask(fn)`, a native for speed (it is called in hot loops).
fn op_queue_microtask(cx: &mut OpCx<'_>) -> OpResult {
    validate_function(cx, 0, "callback")?;
    let id = cx.store_call(0, None, usize::MAX);
    cx.enqueue_microtask(id);
    trace_queued(cx, "microtask", |cx| {
        format!("queueMicrotask: {}", cx.describe(0))
    });
    Ok(Val::Undefined)
}

fn op_take_rejections(cx: &mut OpCx<'_>) -> OpResult {
    Ok(cx.take_rejections(true))
}

fn op_exit(cx: &mut OpCx<'_>) -> OpResult {
    Err(OpError::Exit(cx.num(0) as i32))
}

fn op_set_exiting(cx: &mut OpCx<'_>) -> OpResult {
    state(cx).inner.borrow_mut().exiting = true;
    Ok(Val::Undefined)
}

/// `portPost(dispatch, message)`: the receiving port's dispatch, called in the poll phase.
fn op_port_post(cx: &mut OpCx<'_>) -> OpResult {
    let callable = cx.store_call(0, None, 1);
    state(cx)
        .inner
        .borrow_mut()
        .port_messages
        .push_back(PortMessage { callable });
    Ok(Val::Undefined)
}

/// `portRef(delta)`: a port started (+1) or closed/unref'd (-1).
fn op_port_ref(cx: &mut OpCx<'_>) -> OpResult {
    let delta = cx.num(0) as i64;
    let st = state(cx);
    let mut inner = st.inner.borrow_mut();
    inner.active_ports = (inner.active_ports as i64 + delta).max(0) as u32;
    Ok(Val::Undefined)
}

fn op_internal_source(cx: &mut OpCx<'_>) -> OpResult {
    let name = cx.str(0).unwrap_or_default();
    // (The developer's folder is a path on the disk: not in the sandbox.)
    if !crate::permission_ops::sandboxed(cx) {
        if let Some(src) = dev_source(&name) {
            return Ok(Val::Str(src));
        }
    }
    Ok(INTERNAL
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, src)| Val::Str(src.text().to_string()))
        .unwrap_or(Val::Undefined))
}

/// A developer's copy of an internal module, read from `$EVLOOP_DEV_JS_DIR/ID.js` when
/// that variable is set (to time a change to the JavaScript without a rebuild).
pub(crate) fn dev_source(name: &str) -> Option<String> {
    crate::sys::dev_source(name)
}

fn op_compile(cx: &mut OpCx<'_>) -> OpResult {
    let (path, source) = (cx.str(0).unwrap_or_default(), cx.str(1).unwrap_or_default());
    if source.starts_with(WRAPPER_HEAD) {
        // A CommonJS module: its first line's columns, as stack frames give them, are
        // the file's own.
        cx.set_first_line_shift(&path, WRAPPER_HEAD.len() as u32);
    }
    cx.compile(&path, &source)
}

fn op_node_version(_cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Str(NODE_VERSION.to_string()))
}

/// `readFile(path, report)`: a whole UTF-8 file, or undefined (module loading, error
/// headers); a file the permissions refuse is undefined too, or its denial with `report`.
fn op_read_file(cx: &mut OpCx<'_>) -> OpResult {
    let path = cx.str(0).unwrap_or_default();
    if let Err(d) = crate::permission_ops::may_read(&state(cx), &path) {
        return Ok(if cx.bool(1) {
            crate::permission_ops::denial_val(&d)
        } else {
            Val::Undefined
        });
    }
    Ok(crate::sys::read_file(&path).map_or(Val::Undefined, Val::Str))
}

fn op_cwd(_cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Str(crate::sys::cwd()))
}

/// `callbackKind()`: `'Timeout'` or `'Immediate'` while such a callback runs.
fn op_callback_kind(cx: &mut OpCx<'_>) -> OpResult {
    Ok(match state(cx).inner.borrow().running {
        Some(kind) => Val::Str(kind.to_string()),
        None => Val::Undefined,
    })
}

/// `throwSites(value)`: `path:line:col` of each `throw` statement that threw `value`,
/// first to last (none when none did): where a fatal report points.
fn op_throw_sites(cx: &mut OpCx<'_>) -> OpResult {
    Ok(cx.throw_sites(0))
}

/// `evaluatingMainModule()`: is the ES module main's graph running synchronously (its
/// stacks end in node's loader frames)?
fn op_evaluating_main_module(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Bool(cx.evaluating_main_module()))
}

/// `processInfo()`: `[args, execArgv, execPath, pid, ppid, noWarnings, noDeprecation,
/// traceWarnings, unhandledRejections, stackTraceLimit]` (the limit undefined when not
/// given).
fn op_process_info(cx: &mut OpCx<'_>) -> OpResult {
    let st = state(cx);
    let inner = st.inner.borrow();
    let p = &inner.process;
    let list = |v: &[String]| Val::List(v.iter().cloned().map(Val::Str).collect());
    let exec_path = crate::sys::exec_path();
    let (pid, ppid) = crate::sys::pids();
    Ok(Val::List(vec![
        list(&p.args),
        list(&p.exec_argv),
        Val::Str(exec_path),
        Val::Num(f64::from(pid)),
        Val::Num(f64::from(ppid)),
        Val::Bool(p.no_warnings),
        Val::Bool(p.no_deprecation),
        Val::Bool(p.trace_warnings),
        Val::Str(p.unhandled_rejections.clone()),
        p.stack_trace_limit.map_or(Val::Undefined, Val::Num),
    ]))
}

/// `environ()`: the process's environment as `[name, value, name, value, ...]` (names or
/// values that are not UTF-8 are read lossily); none in the sandbox.
fn op_environ(cx: &mut OpCx<'_>) -> OpResult {
    let mut out = Vec::new();
    // The sandbox's process starts with an empty environment.
    if crate::permission_ops::sandboxed(cx) {
        return Ok(Val::List(out));
    }
    for (k, v) in crate::sys::environ() {
        out.push(Val::Str(k));
        out.push(Val::Str(v));
    }
    Ok(Val::List(out))
}

/// `chdir(dir)`: undefined, or `[code, errno, message]` of the failure.
fn op_chdir(cx: &mut OpCx<'_>) -> OpResult {
    let dir = cx.str_lossy(0).unwrap_or_default();
    if let Err(d) = crate::permission_ops::may_read(&state(cx), &dir) {
        return Err(crate::permission_ops::throw(cx, &d));
    }
    Ok(match crate::sys::chdir(&dir) {
        Ok(()) => Val::Undefined,
        Err(e) => Val::List(vec![
            Val::Str(e.code.to_string()),
            Val::Num(f64::from(e.errno)),
            Val::Str(e.message.to_string()),
        ]),
    })
}

/// `umask(mask?)`: the old mask; sets `mask` when given (a number), else only reads it.
fn op_umask(cx: &mut OpCx<'_>) -> OpResult {
    let mask = (!cx.is_undefined(0)).then(|| cx.num(0) as u32);
    Ok(Val::Num(f64::from(crate::sys::umask(mask))))
}

/// `resourceUsage()`: `getrusage(RUSAGE_SELF)` in the order of Node's
/// `process.resourceUsage()` fields (CPU times in microseconds, maxRSS in KiB).
fn op_resource_usage(_cx: &mut OpCx<'_>) -> OpResult {
    let fields = crate::sys::resource_usage();
    Ok(Val::List(fields.into_iter().map(Val::Num).collect()))
}

/// `memoryRss()`: the resident set size in bytes (`/proc/self/statm`), 0 if unknown.
fn op_memory_rss(_cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Num(crate::sys::memory_rss()))
}
