//! The browser host's ops: what `js/*.js` calls to reach the queues. Each op touches host
//! state under a short borrow; only `checkpoint` calls back into JavaScript (the
//! microtask checkpoint between the listeners of a browser-dispatched event).

use evloop_engine::embedded::EmbeddedJs;
use evloop_engine::{OpCx, OpError, OpFn, OpResult, Val};

use crate::{BrowserState, Priority, Source, Stop, Work, BUDGET_EXIT_CODE};

/// Internal JavaScript modules, by the name `require` knows them under.
const INTERNAL: &[(&str, EmbeddedJs)] = &[
    ("dom", evloop_engine::embed_js!("js/dom.js")),
    ("webidl", evloop_engine::embed_js!("js/webidl.js")),
    ("dom_events", evloop_engine::embed_js!("js/dom_events.js")),
    (
        "dom_selectors",
        evloop_engine::embed_js!("js/dom_selectors.js"),
    ),
    (
        "dom_mutation",
        evloop_engine::embed_js!("js/dom_mutation.js"),
    ),
    ("console", evloop_engine::embed_js!("js/console.js")),
    (
        "devtools_render",
        evloop_engine::embed_js!("js/devtools_render.js"),
    ),
    (
        "webapis/storage",
        evloop_engine::embed_js!("js/webapis/storage.js"),
    ),
    (
        "webapis/base64",
        evloop_engine::embed_js!("js/webapis/base64.js"),
    ),
    ("webapis/url", evloop_engine::embed_js!("js/webapis/url.js")),
    (
        "webapis/encoding",
        evloop_engine::embed_js!("js/webapis/encoding.js"),
    ),
    (
        "webapis/crypto",
        evloop_engine::embed_js!("js/webapis/crypto.js"),
    ),
    (
        "webapis/history",
        evloop_engine::embed_js!("js/webapis/history.js"),
    ),
    ("dom/forms", evloop_engine::embed_js!("js/dom/forms.js")),
    (
        "dom/custom_elements",
        evloop_engine::embed_js!("js/dom/custom_elements.js"),
    ),
    (
        "dom/implementation",
        evloop_engine::embed_js!("js/dom/implementation.js"),
    ),
    ("dom/ranges", evloop_engine::embed_js!("js/dom/ranges.js")),
    (
        "layout/layout",
        evloop_engine::embed_js!("js/layout/layout.js"),
    ),
    (
        "layout/observers",
        evloop_engine::embed_js!("js/layout/observers.js"),
    ),
    (
        "webapis/fetch",
        evloop_engine::embed_js!("js/webapis/fetch.js"),
    ),
    ("webapis/xhr", evloop_engine::embed_js!("js/webapis/xhr.js")),
    (
        "webapis/scheduler",
        evloop_engine::embed_js!("js/webapis/scheduler.js"),
    ),
    (
        "webapis/blob",
        evloop_engine::embed_js!("js/webapis/blob.js"),
    ),
];

pub(crate) fn browser_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("setHook", op_set_hook),
        ("write", op_write),
        ("now", op_now),
        ("timerStart", op_timer_start),
        ("timerClear", op_timer_clear),
        ("rafRequest", op_raf_request),
        ("rafCancel", op_raf_cancel),
        ("requestRendering", op_request_rendering),
        ("idleRequest", op_idle_request),
        ("idleCancel", op_idle_cancel),
        ("postTask", op_post_task),
        ("postTaskAfter", op_post_task_after),
        ("schedulerPost", op_scheduler_post),
        ("schedulerReprioritize", op_scheduler_reprioritize),
        ("randomBytes", op_random_bytes),
        ("queueMicrotask", op_queue_microtask),
        ("checkpoint", op_checkpoint),
        ("parseHtml", op_parse_html),
        ("takeRejections", op_take_rejections),
        ("internalSource", op_internal_source),
        ("compile", op_compile),
        ("tracing", op_tracing),
        ("traceListener", op_trace_listener),
        ("traceObserver", op_trace_observer),
        ("networkRoutes", op_network_routes),
    ]
}

fn state(cx: &OpCx<'_>) -> std::rc::Rc<BrowserState> {
    cx.host::<BrowserState>()
}

/// Records, when tracing, that something joined a queue (`kind` "queue").
fn trace_queued(
    cx: &mut OpCx<'_>,
    phase: &'static str,
    what: impl FnOnce(&mut OpCx<'_>) -> String,
) {
    trace_queued_as(cx, phase, None, what);
}

/// [`trace_queued`] for a keyed queue: `key` is the callback that will run.
fn trace_queued_as(
    cx: &mut OpCx<'_>,
    phase: &'static str,
    key: Option<evloop_core::CallbackId>,
    what: impl FnOnce(&mut OpCx<'_>) -> String,
) {
    let st = state(cx);
    if !st.tracing() {
        return;
    }
    let detail = what(cx);
    let stack = cx.script_stack();
    st.trace_event_with_stack(phase, "queue", key, detail, stack);
}

/// `setHook(name, fn)`: a JavaScript function the host calls (report an exception,
/// notify about rejected promises, fire page events, run a user click).
fn op_set_hook(cx: &mut OpCx<'_>) -> OpResult {
    let name = cx.str(0).unwrap_or_default();
    let id = cx.store(1);
    let st = state(cx);
    let old = st.inner.borrow_mut().hooks.insert(name, id);
    if let Some(old) = old {
        cx.release(old);
    }
    Ok(Val::Undefined)
}

/// `write(stream, text)`: console output; stream 1 is stdout, 2 is stderr.
fn op_write(cx: &mut OpCx<'_>) -> OpResult {
    let text = cx.str(1).unwrap_or_default();
    let to_stderr = cx.num(0) == 2.0;
    let st = state(cx);
    if st.tracing() {
        let kind = if to_stderr { "stderr" } else { "stdout" };
        let stack = cx.script_stack();
        st.trace_event_with_stack("", kind, None, text.clone(), stack);
    }
    // `evloop repl` shows output from the trace, in order with what ran.
    if st.inner.borrow().repl_capture {
        return Ok(Val::Undefined);
    }
    let mut out = st.out.borrow_mut();
    if to_stderr {
        out.write_stderr(&text);
    } else {
        out.write_stdout(&text);
    }
    Ok(Val::Undefined)
}

/// `now()`: `performance.now()`, ms since navigation start (a read: time moves on a
/// little in virtual mode).
fn op_now(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Num(cx.clock().observe() as f64 / 1e6))
}

/// `timerStart(handler, args, timeout, repeat, thisArg)` → id: `setTimeout` and
/// `setInterval` after WebIDL conversion (timeout is already a `long`).
fn op_timer_start(cx: &mut OpCx<'_>) -> OpResult {
    let timeout = cx.num(2);
    let timeout = if timeout.is_finite() {
        timeout as i64
    } else {
        0
    };
    let repeat = cx.bool(3);
    let callable = cx.store_call_spread(0, Some(4), 1);
    let st = state(cx);
    let id = {
        let mut inner = st.inner.borrow_mut();
        let id = inner.next_timer_id;
        inner.next_timer_id += 1;
        id
    };
    st.start_timer(id, callable, timeout, repeat);
    trace_queued_as(cx, "task:timer", Some(callable), |cx| {
        let api = if repeat { "setInterval" } else { "setTimeout" };
        format!("{api} {id} ({timeout} ms): {}", cx.describe(0))
    });
    Ok(Val::Num(id as f64))
}

/// `timerClear(id)`: "clear the timer": remove the id from the map; its pending task
/// then aborts.
fn op_timer_clear(cx: &mut OpCx<'_>) -> OpResult {
    let id = cx.num(0);
    if !id.is_finite() {
        return Ok(Val::Undefined);
    }
    let st = state(cx);
    let removed = st.inner.borrow_mut().timers.remove(&(id as i32));
    if let Some(timer) = removed {
        // Safe even for the running timer: a call holds its own copy of the function.
        cx.release(timer.callable);
    }
    Ok(Val::Undefined)
}

/// `rafRequest(callback)` → handle.
fn op_raf_request(cx: &mut OpCx<'_>) -> OpResult {
    let callable = cx.store(0);
    let st = state(cx);
    let handle = {
        let mut inner = st.inner.borrow_mut();
        let handle = inner.next_animation_frame;
        inner.next_animation_frame += 1;
        inner.animation_frames.push((handle, callable));
        handle
    };
    st.schedule_render();
    trace_queued_as(cx, "rendering", Some(callable), |cx| {
        format!("requestAnimationFrame {handle}: {}", cx.describe(0))
    });
    Ok(Val::Num(handle as f64))
}

/// `requestRendering()`: a rendering opportunity at the next vsync tick, with no animation
/// frame callback (the observers and layout of the JavaScript half ask for one).
fn op_request_rendering(cx: &mut OpCx<'_>) -> OpResult {
    state(cx).schedule_render();
    Ok(Val::Undefined)
}

fn op_raf_cancel(cx: &mut OpCx<'_>) -> OpResult {
    let handle = cx.num(0);
    let st = state(cx);
    let removed = {
        let mut inner = st.inner.borrow_mut();
        let at = inner
            .animation_frames
            .iter()
            .position(|(h, _)| *h as f64 == handle);
        at.map(|i| inner.animation_frames.remove(i).1)
    };
    if let Some(callable) = removed {
        cx.release(callable);
    }
    Ok(Val::Undefined)
}

/// `idleRequest(callback, timeout)` → handle.
fn op_idle_request(cx: &mut OpCx<'_>) -> OpResult {
    let timeout = cx.num(1);
    let callable = cx.store(0);
    let st = state(cx);
    let handle = {
        let mut inner = st.inner.borrow_mut();
        let handle = inner.next_idle;
        inner.next_idle += 1;
        inner.idle_pending.push((handle, callable));
        handle
    };
    if timeout.is_finite() && timeout > 0.0 {
        let at = st.clock.now_ns() + (timeout * 1e6) as u64;
        st.queue_task_at(Source::IdleTask, at, Work::IdleTimeout(handle));
    }
    trace_queued_as(cx, "idle", Some(callable), |cx| {
        format!("requestIdleCallback {handle}: {}", cx.describe(0))
    });
    Ok(Val::Num(handle as f64))
}

fn op_idle_cancel(cx: &mut OpCx<'_>) -> OpResult {
    let handle = cx.num(0);
    let st = state(cx);
    let removed = {
        let mut inner = st.inner.borrow_mut();
        if let Some(i) = inner
            .idle_pending
            .iter()
            .position(|(h, _)| *h as f64 == handle)
        {
            Some(inner.idle_pending.remove(i).1)
        } else if let Some(i) = inner
            .idle_runnable
            .iter()
            .position(|(h, _)| *h as f64 == handle)
        {
            inner.idle_runnable.remove(i).map(|(_, c)| c)
        } else {
            None
        }
    };
    if let Some(callable) = removed {
        cx.release(callable);
    }
    Ok(Val::Undefined)
}

/// `postTask(source, fn, ...args)`: queue a task on a task source that calls `fn`.
fn op_post_task(cx: &mut OpCx<'_>) -> OpResult {
    let name = cx.str(0).unwrap_or_default();
    let Some(source) = Source::from_short(&name) else {
        return Err(OpError::Type(format!("evloop: no task source '{name}'")));
    };
    let callable = cx.store_call(1, None, 2);
    let st = state(cx);
    st.queue_task(source, Work::call(callable));
    trace_queued_as(cx, source.name(), Some(callable), |cx| cx.describe(1));
    Ok(Val::Undefined)
}

/// `postTaskAfter(source, ms, fn)`: queue a task on a task source that becomes runnable
/// `ms` milliseconds from now and calls `fn` (a history traversal, which Chromium runs
/// after a round trip through the browser process).
fn op_post_task_after(cx: &mut OpCx<'_>) -> OpResult {
    let name = cx.str(0).unwrap_or_default();
    let Some(source) = Source::from_short(&name) else {
        return Err(OpError::Type(format!("evloop: no task source '{name}'")));
    };
    let ms = cx.num(1);
    let ms = if ms.is_finite() && ms > 0.0 { ms } else { 0.0 };
    let callable = cx.store_call(2, None, 3);
    let st = state(cx);
    let at = st.clock.now_ns() + (ms * 1e6) as u64;
    st.queue_task_at(source, at, Work::call(callable));
    trace_queued_as(cx, source.name(), Some(callable), |cx| {
        format!("{} (runnable in {ms} ms)", cx.describe(2))
    });
    Ok(Val::Undefined)
}

/// `schedulerPost(priority, continuation, ms, group, fn, shown)`: a `scheduler.postTask`
/// task (or, with `continuation`, a `scheduler.yield()` continuation) of `priority`,
/// runnable in `ms` milliseconds, following the `TaskSignal` numbered `group` (0: none);
/// traces name `shown` (the script's callback) when it is given.
fn op_scheduler_post(cx: &mut OpCx<'_>) -> OpResult {
    let name = cx.str(0).unwrap_or_default();
    let continuation = cx.bool(1);
    let Some(priority) = Priority::of(&name, continuation) else {
        return Err(OpError::Type(format!("evloop: no task priority '{name}'")));
    };
    let ms = cx.num(2);
    let ms = if ms.is_finite() && ms > 0.0 { ms } else { 0.0 };
    let group = cx.num(3);
    let group = if group.is_finite() && group > 0.0 {
        group as u32
    } else {
        0
    };
    let callable = cx.store_call(4, None, 6);
    let shown_at = if cx.is_callable(5) { 5 } else { 4 };
    let shown = (shown_at == 5).then(|| cx.store(5));
    let st = state(cx);
    let at = st.clock.now_ns() + (ms * 1e6) as u64;
    let work = Work::Call {
        call: callable,
        shown,
    };
    st.queue_prioritized_at(Source::Scheduler, priority, group, at, work);
    let kind = if continuation {
        "scheduler.yield continuation"
    } else {
        "scheduler.postTask"
    };
    trace_queued_as(cx, Source::Scheduler.name(), Some(callable), |cx| {
        if ms > 0.0 {
            format!(
                "{kind} ({name}, runnable in {ms} ms): {}",
                cx.describe(shown_at)
            )
        } else {
            format!("{kind} ({name}): {}", cx.describe(shown_at))
        }
    });
    Ok(Val::Undefined)
}

/// `schedulerReprioritize(group, priority)`: `TaskController.setPriority` moves the
/// queued tasks of the signal numbered `group`.
fn op_scheduler_reprioritize(cx: &mut OpCx<'_>) -> OpResult {
    let group = cx.num(0);
    let name = cx.str(1).unwrap_or_default();
    if group.is_finite() && group > 0.0 {
        state(cx).reprioritize(group as u32, &name);
    }
    Ok(Val::Undefined)
}

/// `randomBytes(n)`: `n` bytes from the system's generator, as a `Uint8Array`
/// (`crypto.getRandomValues`, `crypto.randomUUID`).
fn op_random_bytes(cx: &mut OpCx<'_>) -> OpResult {
    let n = cx.num(0);
    let n = if n.is_finite() && n > 0.0 {
        n.min(65536.0) as usize
    } else {
        0
    };
    let mut buf = vec![0u8; n];
    // Should the generator fail, the bytes stay zero rather than take the page down.
    let _ = getrandom::fill(&mut buf);
    Ok(Val::Bytes(buf))
}

/// `queueMicrotask(fn)` (validated in JavaScript).
fn op_queue_microtask(cx: &mut OpCx<'_>) -> OpResult {
    let id = cx.store(0);
    cx.enqueue_microtask(id);
    trace_queued(cx, "microtask", |cx| {
        format!("queueMicrotask: {}", cx.describe(0))
    });
    Ok(Val::Undefined)
}

/// `checkpoint()`: a microtask checkpoint now. The DOM calls it after each listener of
/// an event the browser dispatches itself: "clean up after running a callback" finds
/// the JavaScript stack empty there (the dispatching code is the user agent's).
fn op_checkpoint(cx: &mut OpCx<'_>) -> OpResult {
    let st = state(cx);
    match crate::perform_checkpoint(cx, &st) {
        Ok(()) => Ok(Val::Undefined),
        Err(stop) => {
            let code = match &stop {
                Stop::Error(code) | Stop::Exit(code) => *code,
                Stop::Budget(_) => BUDGET_EXIT_CODE,
                Stop::Reset => 0,
                Stop::HeapLimit(_) => 134,
            };
            st.inner.borrow_mut().stop = Some(stop);
            Err(OpError::Exit(code))
        }
    }
}

/// `parseHtml(markup, contextLocalName, page)`: html5ever, fragment mode; `page` for the
/// page's own body markup, which Chromium parses inside `<html><body>`.
fn op_parse_html(cx: &mut OpCx<'_>) -> OpResult {
    let markup = cx.str(0).unwrap_or_default();
    let context = cx.str(1).unwrap_or_else(|| "body".to_string());
    let depth_above = usize::from(cx.bool(2));
    Ok(crate::html::parse_fragment_nodes(
        &markup,
        &context,
        depth_above,
    ))
}

/// `takeRejections()`: the rejection tracker's reports, `[promise, handled, ...]`.
fn op_take_rejections(cx: &mut OpCx<'_>) -> OpResult {
    Ok(cx.take_rejections(false))
}

fn op_internal_source(cx: &mut OpCx<'_>) -> OpResult {
    let name = cx.str(0).unwrap_or_default();
    if let Some(src) = dev_source(&name) {
        return Ok(Val::Str(src));
    }
    // The cores shared with the Node host are `web/NAME`.
    let shared = name
        .strip_prefix("web/")
        .and_then(|n| evloop_engine::web::MODULES.iter().find(|(m, _)| *m == n));
    Ok(INTERNAL
        .iter()
        .find(|(n, _)| *n == name)
        .or(shared)
        .map(|(_, src)| Val::Str(src.text().to_string()))
        .unwrap_or(Val::Undefined))
}

/// A developer's copy of an internal module, read from `$EVLOOP_DEV_BROWSER_JS_DIR/NAME.js`
/// when that variable is set (to try a change to the JavaScript without a rebuild).
#[cfg(feature = "native")]
pub(crate) fn dev_source(name: &str) -> Option<String> {
    let dir = std::env::var_os("EVLOOP_DEV_BROWSER_JS_DIR")?;
    std::fs::read_to_string(std::path::Path::new(&dir).join(format!("{name}.js"))).ok()
}

#[cfg(not(feature = "native"))]
pub(crate) fn dev_source(_name: &str) -> Option<String> {
    None
}

fn op_compile(cx: &mut OpCx<'_>) -> OpResult {
    let path = cx.str(0).unwrap_or_default();
    let source = cx.str(1).unwrap_or_default();
    cx.compile(&path, &source)
}

/// `tracing()`: is `--trace` on?
fn op_tracing(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Bool(state(cx).tracing()))
}

/// `traceListener(what, callback)`: a listener of a browser-dispatched event is about to
/// run (each is a callback of its own, with a checkpoint after it).
/// `traceObserver(waiting, id, callback)`: when tracing, a MutationObserver's records
/// start waiting (`waiting` true: its first record since the last delivery) or are
/// taken for delivery to its callback — the explainer's "observers" queue.
fn op_trace_observer(cx: &mut OpCx<'_>) -> OpResult {
    let st = state(cx);
    if st.tracing() {
        let key = Some(evloop_core::CallbackId(cx.num(1) as u32));
        let stack = cx.script_stack();
        if cx.bool(0) {
            let detail = format!("MutationObserver records for {}", cx.describe(2));
            st.trace_event_with_stack("observers", "queue", key, detail, stack);
        } else {
            let detail = "MutationObserver records taken for delivery".to_string();
            st.trace_event_with_stack("observers", "cancel", key, detail, stack);
        }
    }
    Ok(Val::Undefined)
}

fn op_trace_listener(cx: &mut OpCx<'_>) -> OpResult {
    let st = state(cx);
    if st.tracing() {
        let what = cx.str(0).unwrap_or_default();
        let callback = if cx.is_callable(1) {
            cx.describe(1)
        } else {
            "a listener object".to_string()
        };
        st.trace_event("listener", "run", format!("{what}: {callback}"));
    }
    Ok(Val::Undefined)
}

/// `networkRoutes()`: the page server's `@route`s for `webapis/fetch.js`, each
/// `[method, path, status or null (a network error), delayMs, contentType or null,
/// [name, value, name, value, ...], body]`.
fn op_network_routes(cx: &mut OpCx<'_>) -> OpResult {
    let st = state(cx);
    let inner = st.inner.borrow();
    let routes = inner.routes.iter().map(|r| {
        let headers = r
            .headers
            .iter()
            .flat_map(|(n, v)| [Val::Str(n.clone()), Val::Str(v.clone())])
            .collect();
        Val::List(vec![
            Val::Str(r.method.clone()),
            Val::Str(r.path.clone()),
            r.status.map_or(Val::Null, |n| Val::Num(n as f64)),
            Val::Num(r.delay_ms as f64),
            r.content_type.clone().map_or(Val::Null, Val::Str),
            Val::List(headers),
            Val::Str(r.body.clone()),
        ])
    });
    Ok(Val::List(routes.collect()))
}
