//! The engine glue: the only crate that touches Boa.
//!
//! It owns the [`Context`] and gives the host models a small, engine-neutral surface:
//!
//! - **The microtask queue.** A custom [`JobExecutor`] receives every promise job
//!   (reactions, `await` resumptions, thenable jobs; ECMAScript `HostEnqueuePromiseJob`) and
//!   appends it to one FIFO, shared with `queueMicrotask`. Nothing runs a job behind the
//!   host's back: the host decides when to call [`Engine::run_microtasks`] (V8's
//!   `RunMicrotasks`, HTML's "perform a microtask checkpoint").
//! - **Callback storage.** Functions and values the host must keep (timer callbacks, tick
//!   records, hooks) live in a slab owned here and are named by [`CallbackId`]; the
//!   host's queues hold only ids. A value held from Rust outside the GC heap is a root.
//! - **Native registration.** Host "ops" are plain `fn(&mut OpCx) -> OpResult`; the glue
//!   converts arguments and results ([`Val`]) so the host never sees a `JsValue`.
//! - **Errors as data.** A throw becomes [`Thrown`] (the stored value); a parse failure
//!   becomes [`SyntaxErrorData`] with line and column.
//! - **Time.** `Date.now()` / `new Date()` read the host's [`Clock`] through Boa's
//!   `Clock` hook; every read counts as an observation (virtual time moves a little).

mod complete;
mod describe;
pub mod embedded;
mod errors;
pub(crate) use errors::{exit_unwind, source_error_data, syntax_error_data, thrown_of};
pub use errors::{input_is_incomplete, ModuleLoadError, SyntaxErrorData, Thrown};
mod jobs;
mod limits;
pub use limits::HeapLimitHit;
mod modules;
mod ops;
mod source;
mod stack;
pub use stack::{ANONYMOUS, MAX_FRAMES};
mod sys;
pub use sys::{set_read_gate, ReadGate};
mod tz;
mod v8_syntax;
pub mod web;
pub use v8_syntax::END_OF_INPUT;

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::path::Path;
use std::rc::Rc;

use boa_engine::builtins::promise::{OperationType, PromiseState};
use boa_engine::context::time::JsInstant;
use boa_engine::context::{ContextBuilder, HostHooks};
use boa_engine::job::{GenericJob, Job, JobExecutor, PromiseJob};
use boa_engine::object::builtins::JsPromise;
use boa_engine::object::ObjectInitializer;
use boa_engine::property::Attribute;
use boa_engine::{Context, JsError, JsObject, JsResult, JsString, JsValue, NativeFunction, Source};
pub use evloop_core::{CallbackId, Clock};

pub(crate) use describe::{
    describe_microtasks, describe_next_microtask, describe_stored, describe_value,
};
pub use ops::{engine_ops, JsHandle, OpCx, OpError, OpFn, OpResult, Val};

/// A job waiting in the microtask queue.
enum Microtask {
    /// A promise reaction, `await` resumption or thenable job from the engine.
    /// With where it was queued, when the host traces ([`Engine::describe_jobs`]).
    Promise(PromiseJob, Option<Rc<str>>),
    /// A generic engine job (treated as a microtask).
    Generic(GenericJob),
    /// A `queueMicrotask(fn)` callback.
    Callback(CallbackId),
    /// Link and evaluate a loaded ES module (the host decides when: Node evaluates its
    /// ESM main from inside a microtask).
    Module(boa_engine::Module),
    /// A dynamic `import()`: Boa's loading job, run when it reaches the front of the
    /// queue `delay` more times (Node's loader settles an import through a chain of its
    /// own promises), with the file of the code that called `import()`.
    Import(boa_engine::job::NativeAsyncJob, Option<String>, u32),
}

/// The microtask turns a dynamic `import()` waits before its loading job runs, unless
/// the host sets others ([`Engine::set_import_turns`]): Boa's own steps take three more.
const IMPORT_DELAY: u32 = 12;

/// A stored function (or plain value) with the `this` and arguments to call it with.
pub(crate) struct Callable {
    target: JsValue,
    this: JsValue,
    args: Vec<JsValue>,
    /// The async context the call runs in ([`Shared::async_context`]), captured when it
    /// was stored for later (a timer, a tick, a `queueMicrotask` callback), once a host
    /// tracks contexts; `None` runs it in whatever context is current.
    context: Option<JsValue>,
}

/// A host's lists for `Intl.supportedValuesOf(key)` (its ICU's), by key.
pub type IntlValues = fn(&str) -> Option<&'static [&'static str]>;

/// One `HostPromiseRejectionTracker` report.
pub(crate) struct Rejection {
    promise: JsObject,
    /// The operation was "handle" (true) or "reject" (false).
    handled: bool,
    /// The async context current then, when the host tracks contexts.
    context: Option<JsValue>,
    /// The host's tag then ([`Engine::set_host_tag`]).
    tag: Option<&'static str>,
}

/// State shared by the [`Engine`], its job executor and its natives.
pub(crate) struct Shared {
    /// The microtask FIFO: promise jobs and `queueMicrotask` callbacks, oldest first.
    microtasks: RefCell<VecDeque<Microtask>>,
    /// Stored callables and values, by id; freed slots are reused.
    store: RefCell<Vec<Option<Callable>>>,
    free: RefCell<Vec<u32>>,
    /// Promise rejection tracker reports (`HostPromiseRejectionTracker`), oldest first:
    /// the promise, whether the operation was "handle" (true) or "reject" (false), and
    /// the async context current then (when tracked), and the host's tag then
    /// ([`Engine::set_host_tag`]).
    rejections: RefCell<Vec<Rejection>>,
    /// What the host is running now, as it names it (`Timeout`, `nextTick`, ...): kept
    /// with each rejection report, so that the host can shape the reason's stack as of
    /// where it was rejected, not where the report is read.
    host_tag: Cell<Option<&'static str>>,
    /// The host's lists for `Intl.supportedValuesOf` ([`Engine::set_intl_values`]).
    intl_values: Cell<Option<IntlValues>>,
    /// Set by a native that ends the script (`process.exit`): the next unwind is an exit.
    exit_requested: Cell<Option<i32>>,
    /// Boa's module-loading jobs, run to completion by [`Engine::load_main_module`] and
    /// by the module operations while `loading` is set.
    async_jobs: RefCell<VecDeque<boa_engine::job::NativeAsyncJob>>,
    /// Set while a module graph loads synchronously: Boa's loading jobs queued meanwhile
    /// belong to it (otherwise a loading job is a dynamic `import()`).
    loading: Cell<bool>,
    /// Source text modules by path, shared by `import` and `require`; CommonJS modules'
    /// synthetic records under `cjs:PATH`.
    modules: RefCell<std::collections::HashMap<String, boa_engine::Module>>,
    /// The file whose `import()` is loading (the referrer of a script has no path in Boa).
    import_referrer: RefCell<Option<String>>,
    /// The host's `prepareImport(specifier, referrerPath, typeAttribute)` hook (see
    /// [`Engine::set_import_hook`]), and the ticket it gave the `import()` being called,
    /// until the loading job it belongs to is queued.
    import_hook: Cell<Option<CallbackId>>,
    import_ticket: Cell<Option<u32>>,
    /// The turns an `import()` waits before its loading job runs, by default, and the
    /// turns the `import()` being called waits instead (the hook's `{ turns }`).
    import_delay: Cell<u32>,
    import_turns: Cell<Option<u32>>,
    /// The turns between an imported module's evaluation and its `import()` settling.
    import_settle: Cell<u32>,
    /// Loading jobs of `import()`s held by the host (their files are being read), by
    /// ticket, until [`OpCx::release_import`] queues them.
    held_imports: RefCell<std::collections::HashMap<u32, Microtask>>,
    /// Where values that reached the host (thrown out of a call, or rejecting a promise)
    /// were thrown by a `throw` statement, `path:line:col`, newest last (a few kept): V8's
    /// message location, which a fatal report shows ([`OpCx::throw_sites`]).
    thrown_sites: RefCell<Vec<(JsValue, Vec<String>)>>,
    /// The evaluation promise of the ES module main, once it has started.
    main_evaluation: RefCell<Option<JsPromise>>,
    /// Set while the ES module main's graph runs synchronously (its first evaluation
    /// step, before any top-level `await`): Node's stacks end in its loader's frames.
    evaluating_main: Cell<bool>,
    /// Source texts read or run, by path ([`source`]).
    files: RefCell<std::collections::HashMap<String, Rc<source::SourceText>>>,
    /// Files whose first line the host compiled behind a head of this many characters
    /// (Node's CommonJS wrapper), by path ([`Engine::set_first_line_shift`]).
    first_line_shift: RefCell<std::collections::HashMap<String, u32>>,
    /// The host's module hooks: `resolve(specifier, referrerPath, typeAttribute)` and
    /// `loadCommonJS(path)` (see [`Engine::set_module_hooks`]).
    module_hooks: Cell<Option<(CallbackId, CallbackId)>>,
    clock: Rc<Clock>,
    host: Rc<dyn Any>,
    /// Called when the engine queues a promise job (for the host's trace), if set, with
    /// what the job is as far as is known then.
    on_promise_job: RefCell<Option<QueuedJobHook>>,
    /// Label promise jobs for the trace ([`jobs`]).
    describe_jobs: Cell<bool>,
    /// Called with what a promise job is as it starts to run ([`Engine::on_job_label`]).
    on_job_label: RefCell<Option<PromiseJobHook>>,
    /// The prototype [`ops::Val::Buffer`] values get (Node's `Buffer.prototype`), once the
    /// host's JavaScript has registered one.
    buffer_prototype: RefCell<Option<JsObject>>,
    /// The flag that interrupts the running script (`evloop repl`'s Ctrl-C), if any, and
    /// whether a script was interrupted since the host last asked
    /// ([`Engine::take_interrupt`]).
    interrupt: RefCell<Option<std::sync::Arc<std::sync::atomic::AtomicBool>>>,
    interrupted: Cell<bool>,
    /// The heap limit's slot for the interrupt flag ([`Engine::watch_heap_limit`]), and
    /// where the script was when it ran out of heap, until the error reaches the host.
    heap_slot: Cell<Option<usize>>,
    heap_hit: RefCell<Option<HeapLimitHit>>,
    /// The scripts [`Engine::eval_script`] ran (their text is in `files`): where Tab
    /// completion looks for the global scope's `let`, `const` and `class` names.
    scripts: RefCell<Vec<String>>,
    /// The getters completion may run ([`Engine::trust_global_getters`]).
    trusted_getters: RefCell<Vec<JsObject>>,
    /// The current async context: an opaque value of the host's JavaScript (Node's
    /// `AsyncLocalStorage` stores), V8's "continuation-preserved embedder data". Once
    /// `track_context` is set, every promise reaction and every deferred call captures it
    /// when registered and runs in it ([`jobs`], [`Callable::context`]).
    async_context: RefCell<JsValue>,
    track_context: Cell<bool>,
    /// The async context the last error thrown out of a stored callable escaped from,
    /// until the host's JavaScript takes it (`errorAsyncContext()`).
    error_context: RefCell<JsValue>,
}

impl Shared {
    /// The async context to keep with a reaction or deferred call, when tracking.
    pub(crate) fn capture_context(&self) -> Option<JsValue> {
        self.track_context
            .get()
            .then(|| self.async_context.borrow().clone())
    }

    fn store(&self, c: Callable) -> CallbackId {
        let mut store = self.store.borrow_mut();
        if let Some(i) = self.free.borrow_mut().pop() {
            store[i as usize] = Some(c);
            CallbackId(i)
        } else {
            store.push(Some(c));
            CallbackId(store.len() as u32 - 1)
        }
    }
}

/// Boa's context data slot through which natives reach [`Shared`].
struct Slot(Rc<Shared>);

struct Executor(Rc<Shared>);

impl JobExecutor for Executor {
    fn enqueue_job(self: Rc<Self>, job: Job, context: &mut Context) {
        let task = match job {
            Job::PromiseJob(job) => {
                let hook = self.0.on_promise_job.borrow().clone();
                let describe = self.0.describe_jobs.get();
                let label: Option<Rc<str>> = describe.then(|| jobs::queued_at(context).into());
                if let Some(hook) = hook {
                    let stack = if describe {
                        stack::script_stack(&self.0, context)
                    } else {
                        Vec::new()
                    };
                    hook(label.as_deref().unwrap_or("a promise reaction"), stack);
                }
                Microtask::Promise(job, label)
            }
            Job::GenericJob(job) => Microtask::Generic(job),
            Job::AsyncJob(job) if self.0.loading.get() => {
                self.0.async_jobs.borrow_mut().push_back(job);
                return;
            }
            // Outside a synchronous load, Boa queues a loading job only for `import()`;
            // the host may hold it while it reads the module's files.
            Job::AsyncJob(job) => {
                let delay = (self.0.import_turns.take()).unwrap_or(self.0.import_delay.get());
                let task = Microtask::Import(job, caller_path(context), delay);
                if let Some(ticket) = self.0.import_ticket.take() {
                    self.0.held_imports.borrow_mut().insert(ticket, task);
                    return;
                }
                task
            }
            // Timeouts, futures and finalization cleanup belong to Boa's own runtime,
            // which evloop does not use: the host owns every macrotask queue.
            _ => return,
        };
        self.0.microtasks.borrow_mut().push_back(task);
    }

    fn run_jobs(self: Rc<Self>, context: &mut Context) -> JsResult<()> {
        // Boa calls this internally (e.g. blocking awaits); drain the microtasks only.
        loop {
            let Some(task) = self.0.microtasks.borrow_mut().pop_front() else {
                return Ok(());
            };
            run_microtask(&self.0, task, context)?;
        }
    }
}

/// Keeps where `value` was thrown, if the last `throw` statement threw it.
pub(crate) fn note_throw_site(shared: &Shared, value: &JsValue, context: &Context) {
    let sites: Vec<String> = context
        .throw_sites(value)
        .iter()
        .filter_map(|at| {
            let pos = at.position?;
            // (An ES module's path is its file URL, as V8 shows it.)
            let path = at.path.to_string();
            Some(format!(
                "{path}:{}:{}",
                pos.line_number(),
                pos.column_number()
            ))
        })
        .collect();
    if sites.is_empty() {
        return;
    }
    let mut known = shared.thrown_sites.borrow_mut();
    known.retain(|(v, _)| !JsValue::same_value(v, value));
    if known.len() >= 8 {
        known.remove(0);
    }
    known.push((value.clone(), sites));
}

/// Where `value` was thrown (and thrown again), first to last, if it reached the host
/// from a `throw` statement.
pub(crate) fn thrown_sites(shared: &Shared, value: &JsValue) -> Vec<String> {
    let known = shared.thrown_sites.borrow();
    known
        .iter()
        .rev()
        .find(|(v, _)| JsValue::same_value(v, value))
        .map(|(_, s)| s.clone())
        .unwrap_or_default()
}

pub(crate) fn set_first_line_shift(shared: &Shared, path: &str, chars: u32) {
    let mut shifts = shared.first_line_shift.borrow_mut();
    if shifts.get(path) != Some(&chars) {
        shifts.insert(path.to_string(), chars);
    }
}

/// The file of the innermost running code that has one (the caller of `import()`).
pub(crate) fn caller_path(context: &Context) -> Option<String> {
    context.stack_trace().find_map(|frame| {
        let path = frame.code_block().path().to_string();
        let path = path.strip_prefix("file://").unwrap_or(&path).to_string();
        path.starts_with('/').then_some(path)
    })
}

/// Runs Boa's module-loading jobs queued so far to completion (evloop's loader answers
/// at once, so each finishes on its first polls).
pub(crate) fn drain_loading_jobs(shared: &Shared, context: &mut Context) -> JsResult<()> {
    loop {
        let next = shared.async_jobs.borrow_mut().pop_front();
        let Some(job) = next else { return Ok(()) };
        let outcome = {
            let cell = RefCell::new(&mut *context);
            modules::block_on(job.call(&cell))
        };
        match outcome {
            Some(result) => result.map(drop)?,
            None => {
                return Err(boa_engine::JsNativeError::error()
                    .with_message("evloop: module loading did not finish")
                    .into())
            }
        }
    }
}

fn run_microtask(shared: &Shared, task: Microtask, context: &mut Context) -> JsResult<()> {
    match task {
        Microtask::Import(job, referrer, delay) if delay > 0 => {
            let again = Microtask::Import(job, referrer, delay - 1);
            shared.microtasks.borrow_mut().push_back(again);
            Ok(())
        }
        Microtask::Import(job, referrer, _) => {
            *shared.import_referrer.borrow_mut() = referrer;
            let was_loading = shared.loading.replace(true);
            let result = {
                let cell = RefCell::new(&mut *context);
                modules::block_on(job.call(&cell))
            }
            .unwrap_or_else(|| {
                Err(boa_engine::JsNativeError::error()
                    .with_message("evloop: module loading did not finish")
                    .into())
            })
            .map(drop)
            .and_then(|()| drain_loading_jobs(shared, context));
            shared.loading.set(was_loading);
            *shared.import_referrer.borrow_mut() = None;
            result
        }
        Microtask::Promise(job, _) => job.call(context).map(drop),
        Microtask::Generic(job) => job.call(context).map(drop),
        Microtask::Callback(id) => {
            let c = take_call(shared, id)?;
            call_stored(shared, &c, context).map(drop)
        }
        Microtask::Module(module) => {
            module.link(context)?;
            // A throw in the module body rejects this promise: it is then an unhandled
            // rejection, reported by the host like any other.
            shared.evaluating_main.set(true);
            let evaluation = module.evaluate(context);
            // A stack is made when first read: the error the body threw is read now,
            // while its stack still ends in the loader's frames.
            if let Ok(promise) = &evaluation {
                if let PromiseState::Rejected(reason) = promise.state() {
                    if let Some(error) = reason.as_object() {
                        let _ = error.get(JsString::from("stack"), context);
                    }
                }
            }
            shared.evaluating_main.set(false);
            // What the module body entered (an `enterWith`) ends with it; its `await`s
            // have captured it.
            if shared.track_context.get() {
                *shared.async_context.borrow_mut() = JsValue::undefined();
            }
            let evaluation = evaluation?;
            *shared.main_evaluation.borrow_mut() = Some(evaluation);
            Ok(())
        }
    }
}

/// The stored callable `id` without taking it out of the store.
pub(crate) fn peek_call(shared: &Shared, id: CallbackId) -> Option<Callable> {
    let store = shared.store.borrow();
    let c = store.get(id.0 as usize)?.as_ref()?;
    Some(Callable {
        target: c.target.clone(),
        this: c.this.clone(),
        args: c.args.clone(),
        context: c.context.clone(),
    })
}

fn take_call(shared: &Shared, id: CallbackId) -> JsResult<Callable> {
    let c = shared
        .store
        .borrow_mut()
        .get_mut(id.0 as usize)
        .and_then(Option::take);
    shared.free.borrow_mut().push(id.0);
    c.ok_or_else(|| {
        JsError::from(boa_engine::JsNativeError::typ().with_message("evloop: stale callback"))
    })
}

/// Calls a stored callable: in its captured async context, if it has one, and (while
/// contexts are tracked) restoring the context current before, so that an `enterWith`
/// inside a callback ends with it.
pub(crate) fn call_stored(
    shared: &Shared,
    c: &Callable,
    context: &mut Context,
) -> JsResult<JsValue> {
    if !shared.track_context.get() {
        let result = call_value(&c.target, &c.this, &c.args, context);
        // Tracking began inside this call (the main script loaded node:async_hooks): what
        // the call entered ends with it, as from now on.
        if shared.track_context.get() {
            let inside = shared.async_context.replace(JsValue::undefined());
            if result.is_err() {
                *shared.error_context.borrow_mut() = inside;
            }
        }
        return result;
    }
    let before = match &c.context {
        Some(inner) => shared.async_context.replace(inner.clone()),
        None => shared.async_context.borrow().clone(),
    };
    let result = call_value(&c.target, &c.this, &c.args, context);
    let inside = shared.async_context.replace(before);
    if result.is_err() {
        // The uncaught-exception path runs in the context the error escaped from.
        *shared.error_context.borrow_mut() = inside;
    }
    result
}

fn call_value(
    target: &JsValue,
    this: &JsValue,
    args: &[JsValue],
    context: &mut Context,
) -> JsResult<JsValue> {
    match target.as_callable() {
        Some(f) => f.call(this, args, context),
        None => Err(boa_engine::JsNativeError::typ()
            .with_message("evloop: stored value is not callable")
            .into()),
    }
}

/// The host's hook for promise jobs as they start (see [`Engine::on_job_label`]).
pub type PromiseJobHook = Rc<dyn Fn(&str)>;

/// The host's hook for queued promise jobs (see [`Engine::on_promise_job`]): what the
/// job is as far as is known then, and the script's call stack as it was queued.
pub type QueuedJobHook = Rc<dyn Fn(&str, Vec<evloop_core::trace::Frame>)>;

struct Hooks(Rc<Shared>);

impl HostHooks for Hooks {
    fn promise_rejection_tracker(
        &self,
        promise: &JsObject<boa_engine::builtins::promise::Promise>,
        operation: OperationType,
        _context: &mut Context,
    ) {
        let handled = matches!(operation, OperationType::Handle);
        if !handled {
            let promise =
                boa_engine::object::builtins::JsPromise::from_object(promise.clone().upcast());
            if let Ok(promise) = promise {
                if let PromiseState::Rejected(reason) = promise.state() {
                    note_throw_site(&self.0, &reason, _context);
                }
            }
        }
        let rejection = Rejection {
            promise: promise.clone().upcast(),
            handled,
            context: self.0.capture_context(),
            tag: self.0.host_tag.get(),
        };
        self.0.rejections.borrow_mut().push(rejection);
    }

    fn make_job_callback(
        &self,
        callback: boa_engine::object::builtins::JsFunction,
        context: &mut Context,
    ) -> boa_engine::job::JobCallback {
        jobs::make_job_callback(&self.0, callback, context)
    }

    fn call_job_callback(
        &self,
        job: &boa_engine::job::JobCallback,
        this: &JsValue,
        args: &[JsValue],
        context: &mut Context,
    ) -> JsResult<JsValue> {
        jobs::call_job_callback(&self.0, job, this, args, context)
    }

    fn local_timezone_offset_seconds(&self, unix_time_seconds: i64) -> i32 {
        tz::offset_seconds(unix_time_seconds)
    }

    fn intl_supported_values(&self, key: &str) -> Option<&'static [&'static str]> {
        self.0.intl_values.get().and_then(|values| values(key))
    }

    fn local_timezone_name(&self, unix_time_seconds: i64) -> Option<String> {
        Some(tz::name(unix_time_seconds))
    }
}

struct BoaClock(Rc<Clock>);

impl boa_engine::context::time::Clock for BoaClock {
    fn now(&self) -> JsInstant {
        let ns = self.0.observe();
        JsInstant::new(ns / 1_000_000_000, (ns % 1_000_000_000) as u32)
    }

    fn system_time_millis(&self) -> i64 {
        self.0.observe_epoch_ms()
    }
}

/// A Boa context with evloop's job executor, clock, rejection tracker and callback store.
pub struct Engine {
    context: Context,
    shared: Rc<Shared>,
}

impl Engine {
    /// Creates the context. `host` is the host model's state, reachable from ops through
    /// [`OpCx::host`]; it must hold ids only, never engine values.
    pub fn new(clock: Rc<Clock>, host: Rc<dyn Any>) -> Result<Self, String> {
        let shared = Rc::new(Shared {
            microtasks: RefCell::new(VecDeque::new()),
            store: RefCell::new(Vec::new()),
            free: RefCell::new(Vec::new()),
            rejections: RefCell::new(Vec::new()),
            host_tag: Cell::new(None),
            intl_values: Cell::new(None),
            exit_requested: Cell::new(None),
            async_jobs: RefCell::new(VecDeque::new()),
            module_hooks: Cell::new(None),
            loading: Cell::new(false),
            modules: RefCell::default(),
            import_referrer: RefCell::new(None),
            import_hook: Cell::new(None),
            import_ticket: Cell::new(None),
            import_delay: Cell::new(IMPORT_DELAY),
            import_turns: Cell::new(None),
            import_settle: Cell::new(0),
            held_imports: RefCell::new(std::collections::HashMap::new()),
            thrown_sites: RefCell::new(Vec::new()),
            files: RefCell::default(),
            first_line_shift: RefCell::default(),
            main_evaluation: RefCell::new(None),
            evaluating_main: Cell::new(false),
            clock: clock.clone(),
            host,
            on_promise_job: RefCell::new(None),
            describe_jobs: Cell::new(false),
            on_job_label: RefCell::new(None),
            buffer_prototype: RefCell::new(None),
            interrupt: RefCell::new(None),
            interrupted: Cell::new(false),
            heap_slot: Cell::new(None),
            heap_hit: RefCell::new(None),
            scripts: RefCell::new(Vec::new()),
            trusted_getters: RefCell::new(Vec::new()),
            async_context: RefCell::new(JsValue::undefined()),
            track_context: Cell::new(false),
            error_context: RefCell::new(JsValue::undefined()),
        });
        let mut context = ContextBuilder::new()
            .job_executor(Rc::new(Executor(shared.clone())))
            .host_hooks(Rc::new(Hooks(shared.clone())))
            .clock(Rc::new(BoaClock(clock)))
            .module_loader(Rc::new(modules::Loader::new(shared.clone())))
            .build()
            .map_err(|e| format!("cannot create the JavaScript context: {e}"))?;
        // V8 allows deep recursion: node 20 on its default stack runs about 11,400 frames
        // of a trivial function; Boa's default is 512. Past the limit the patched engine
        // throws a catchable `RangeError: Maximum call stack size exceeded`, as V8 does.
        // The CLI runs the engine on a thread with a 1 GiB stack, deep enough for this.
        let limits = context.runtime_limits_mut();
        limits.set_recursion_limit(11_400);
        limits.set_stack_size_limit(1024 * 1024);
        // Boa's AST optimiser (constant folding) costs about 5% of a start and buys
        // nothing V8 would show: scripts run as written.
        context.set_optimizer_options(boa_engine::optimizer::OptimizerOptions::empty());
        context.insert_data(Slot(shared.clone()));
        Ok(Engine { context, shared })
    }

    /// Defines a global object `name` whose methods are the given ops.
    pub fn install_ops(&mut self, name: &str, ops: &[(&'static str, OpFn)]) {
        let mut init = ObjectInitializer::new(&mut self.context);
        for (op_name, op) in ops {
            let op = *op;
            let native = NativeFunction::from_copy_closure(move |this, args, context| {
                ops::dispatch(op, this, args, context)
            });
            init.function(native, JsString::from(*op_name), 0);
        }
        let object = init.build();
        let _ = self.context.register_global_property(
            JsString::from(name),
            object,
            Attribute::WRITABLE | Attribute::CONFIGURABLE,
        );
    }

    /// Evaluates internal (trusted) source, returning the completion value stored.
    pub fn eval_internal(&mut self, name: &str, source: &str) -> Result<CallbackId, String> {
        let src = Source::from_bytes(source).with_path(Path::new(name));
        match self.context.eval(src) {
            Ok(v) => Ok(self.store_value(v)),
            Err(e) => Err(format!("internal script {name} failed: {e}")),
        }
    }

    /// Compiles user source (evaluated as a script whose completion value is returned),
    /// reporting a parse failure as data.
    pub fn compile(&mut self, path: &str, source: &str) -> Result<CallbackId, SyntaxErrorData> {
        let src = Source::from_bytes(source).with_path(Path::new(path));
        let script = boa_engine::Script::parse(src, None, &mut self.context)
            .map_err(|e| source_error_data(&e, source))?;
        match script.evaluate(&mut self.context) {
            Ok(v) => Ok(self.store_value(v)),
            Err(e) => Err(syntax_error_data(&e)),
        }
    }

    fn store_value(&self, v: JsValue) -> CallbackId {
        store_value(&self.shared, v)
    }

    /// Runs `source` as a classic script (global code: `var` and function declarations
    /// become properties of the global object). A parse failure is `Err`; a throw out of
    /// the script is `Ok(Err(thrown))`.
    pub fn run_script(
        &mut self,
        path: &str,
        source: &str,
    ) -> Result<Result<Val, Thrown>, SyntaxErrorData> {
        let src = Source::from_bytes(source).with_path(Path::new(path));
        let script = boa_engine::Script::parse(src, None, &mut self.context)
            .map_err(|e| source_error_data(&e, source))?;
        Ok(match script.evaluate(&mut self.context) {
            Ok(v) => Ok(ops::from_js(&v, &self.shared, &mut self.context)),
            Err(e) => Err(self.thrown(e)),
        })
    }

    /// Frees a stored value or callable.
    pub fn release(&self, id: CallbackId) {
        if let Some(slot) = self.shared.store.borrow_mut().get_mut(id.0 as usize) {
            if slot.take().is_some() {
                self.shared.free.borrow_mut().push(id.0);
            }
        }
    }

    /// Calls stored callable `id` with its stored `this` and arguments followed by `extra`.
    /// With `consume`, the callable is freed first (one-shot callbacks: ticks, immediates).
    pub fn call(&mut self, id: CallbackId, extra: &[Val], consume: bool) -> Result<Val, Thrown> {
        let mut c = if consume {
            take_call(&self.shared, id).map_err(|e| self.thrown(e))?
        } else {
            match peek_call(&self.shared, id) {
                Some(c) => c,
                None => return Ok(Val::Undefined),
            }
        };
        for v in extra {
            c.args.push(ops::to_js(v, &self.shared, &mut self.context));
        }
        // No borrow of host or glue state is held across the call.
        match call_stored(&self.shared, &c, &mut self.context) {
            Ok(_) if self.shared.exit_requested.get().is_some() => {
                Err(Thrown::Exit(self.shared.exit_requested.get().unwrap_or(0)))
            }
            Ok(v) => Ok(ops::from_js(&v, &self.shared, &mut self.context)),
            Err(e) => Err(self.thrown(e)),
        }
    }

    fn thrown(&mut self, e: JsError) -> Thrown {
        thrown_of(&self.shared, &mut self.context, e)
    }

    /// A short description of a stored callable for diagnostics: ``function `again`
    /// (/path/x.js:1:1)`` or `an anonymous function (/path/x.js:3:12)`. The position is
    /// found by locating the function's source text in its file (Boa keeps no line for
    /// a function), so it is the first place that text occurs.
    pub fn describe(&mut self, id: CallbackId) -> String {
        describe_stored(&self.shared, &mut self.context, id)
    }

    /// How many arguments a stored callable is called with (0 for none stored).
    pub fn arg_count(&self, id: CallbackId) -> usize {
        self.shared
            .store
            .borrow()
            .get(id.0 as usize)
            .and_then(Option::as_ref)
            .map_or(0, |c| c.args.len())
    }

    /// Sets the host's module hooks. `resolve(specifier, referrerPath, typeAttribute)`
    /// answers every `import`: `{ builtin: exports }` for a built-in module, or
    /// `{ path, format, names }` for a file (`format` 'module', 'commonjs' or 'json';
    /// `names`, a CommonJS module's named exports), or throws the resolution error.
    /// `loadCommonJS(path)` runs (or finds) a CommonJS or JSON module and returns its
    /// `module.exports`, when an ES module that imports it is evaluated.
    pub fn set_module_hooks(&self, resolve: CallbackId, load_commonjs: CallbackId) {
        self.shared.module_hooks.set(Some((resolve, load_commonjs)));
    }

    /// Sets the host's `prepareImport(specifier, referrerPath, typeAttribute)` hook, called
    /// as each `import()` is evaluated. It returns undefined to let the import load in
    /// the microtask queue, `{ turns }` to let it load after that many turns of the queue
    /// instead of the default, or a ticket number to hold it (Node reads a module's files
    /// on the thread pool first) until its JavaScript calls the `releaseImport(ticket)` op
    /// ([`OpCx::release_import`]).
    pub fn set_import_hook(&self, prepare: CallbackId) {
        self.shared.import_hook.set(Some(prepare));
    }

    /// How a dynamic `import()` settles: its loading job waits `delay` turns of the
    /// microtask queue (12 unless set), and its promise settles `settle` turns after its
    /// module is evaluated (0 unless set), besides Boa's own steps.
    pub fn set_import_turns(&self, delay: u32, settle: u32) {
        self.shared.import_delay.set(delay);
        self.shared.import_settle.set(settle);
    }

    /// Does `source` parse as an ES module? (Node 20 runs a `.js` file outside any
    /// package "type" as one when it fails as CommonJS but parses as a module.)
    pub fn parses_as_module(&mut self, source: &str) -> bool {
        modules::parses_as_module(source, &mut self.context)
    }

    /// Parses `source` as an ES module and loads its import graph; on success its
    /// evaluation is appended to the microtask queue (Node evaluates an ESM main from
    /// inside a microtask, after the loader's promises).
    pub fn load_main_module(&mut self, path: &str, source: &str) -> Result<(), ModuleLoadError> {
        let src = Source::from_bytes(source).with_path(Path::new(path));
        let module = boa_engine::Module::parse(src, None, &mut self.context)
            .map_err(|e| ModuleLoadError::Syntax(source_error_data(&e, source)))?;
        self.shared.loading.set(true);
        let loaded = module.load(&mut self.context);
        let drained = drain_loading_jobs(&self.shared, &mut self.context);
        self.shared.loading.set(false);
        if let Err(e) = drained {
            return Err(ModuleLoadError::Thrown(self.thrown(e)));
        }
        // Loading settles through promise jobs; run them (nothing else is queued yet).
        loop {
            let next = self.shared.microtasks.borrow_mut().pop_front();
            let Some(task) = next else { break };
            if let Err(e) = run_microtask(&self.shared, task, &mut self.context) {
                return Err(ModuleLoadError::Thrown(self.thrown(e)));
            }
        }
        match loaded.state() {
            PromiseState::Fulfilled(_) => {
                self.shared
                    .microtasks
                    .borrow_mut()
                    .push_back(Microtask::Module(module));
                Ok(())
            }
            PromiseState::Rejected(e) => {
                Err(ModuleLoadError::Thrown(Thrown::Value(self.store_value(e))))
            }
            PromiseState::Pending => Err(ModuleLoadError::Thrown(Thrown::Fatal(
                "evloop: module loading did not finish".into(),
            ))),
        }
    }

    /// Is the ES module main still waiting (an unsettled top-level `await`)?
    pub fn main_module_pending(&self) -> bool {
        self.shared
            .main_evaluation
            .borrow()
            .as_ref()
            .is_some_and(|p| matches!(p.state(), PromiseState::Pending))
    }

    /// Calls `hook` whenever the engine queues a promise job (a reaction, an `await`
    /// resumption, a thenable job): the host's trace shows the microtask queue fill. With
    /// [`Engine::describe_jobs`] on, it gets where the job was queued and the script's
    /// call stack then (empty otherwise).
    pub fn on_promise_job(&self, hook: QueuedJobHook) {
        *self.shared.on_promise_job.borrow_mut() = Some(hook);
    }

    /// Labels promise jobs for the trace: the `on_promise_job` hook gets where each was
    /// queued, and the `on_job_label` hook what each job is (a `.then` handler, an
    /// `await` resuming, a thenable job) as it starts to run, before any script of it
    /// runs. Costs a stack walk per reaction, so only a tracing host asks.
    pub fn describe_jobs(&self, on: bool) {
        self.shared.describe_jobs.set(on);
    }

    /// Calls `hook` with what a promise job is as it starts to run (see
    /// [`Engine::describe_jobs`]); a job with no handler (a pass-through reaction) has
    /// no label.
    pub fn on_job_label(&self, hook: PromiseJobHook) {
        *self.shared.on_job_label.borrow_mut() = Some(hook);
    }

    /// Watches `flag` (set from another thread: Ctrl-C): once it is set, the running
    /// script stops at its next call or loop iteration with [`Thrown::Interrupted`].
    pub fn set_interrupt(&mut self, flag: std::sync::Arc<std::sync::atomic::AtomicBool>) {
        self.context.set_interrupt_flag(Some(flag.clone()));
        *self.shared.interrupt.borrow_mut() = Some(flag);
        if self.shared.heap_slot.get().is_some() {
            self.watch_heap_limit();
        }
    }

    /// Whether the flag was set, or a script interrupted, since the last call (which
    /// forgets both).
    pub fn take_interrupt(&self) -> bool {
        // A flag the heap limit raised stays up: the next step of script collects garbage.
        let heap = evloop_core::memory::over();
        let flagged = self
            .shared
            .interrupt
            .borrow()
            .as_ref()
            .is_some_and(|f| !heap && f.swap(false, std::sync::atomic::Ordering::Relaxed));
        self.shared.interrupted.replace(false) || flagged
    }

    /// Stops any function after `n` loop iterations (runaway synchronous loops end).
    pub fn set_loop_limit(&mut self, n: u64) {
        self.context
            .runtime_limits_mut()
            .set_loop_iteration_limit(n);
    }

    /// How many jobs wait in the microtask queue.
    pub fn microtask_count(&self) -> usize {
        self.shared.microtasks.borrow().len()
    }

    /// Is the microtask queue empty?
    pub fn microtasks_empty(&self) -> bool {
        self.shared.microtasks.borrow().is_empty()
    }

    /// Is the microtask that would run next a `queueMicrotask` callback (not a promise
    /// job)? Node runs those through its own JavaScript, which stack frames show.
    pub fn next_microtask_is_callback(&self) -> bool {
        matches!(
            self.shared.microtasks.borrow().front(),
            Some(Microtask::Callback(_))
        )
    }

    /// Describes the microtask that would run next (for the trace), if any.
    pub fn describe_next_microtask(&mut self) -> Option<String> {
        describe_next_microtask(&self.shared, &mut self.context)
    }

    /// Drops every queued microtask (a REPL's way out of a queue that never empties).
    pub fn clear_microtasks(&mut self) -> usize {
        let mut queue = self.shared.microtasks.borrow_mut();
        let n = queue.len();
        queue.clear();
        n
    }

    /// Describes every queued microtask, oldest first.
    pub fn describe_microtasks(&mut self) -> Vec<String> {
        describe_microtasks(&self.shared, &mut self.context)
    }

    /// Runs `source` as a global script (top-level `let` and `const` stay for the next
    /// one, as in a REPL) and keeps its completion value; a throw comes back as
    /// [`Thrown`], a parse failure as [`SyntaxErrorData`].
    pub fn eval_script(
        &mut self,
        path: &str,
        source: &str,
    ) -> Result<Result<CallbackId, Thrown>, SyntaxErrorData> {
        // The text is kept under its name, so that functions defined in it have a
        // position (`REPL1:1:12`) as functions from files do.
        source::keep_source(&self.shared, path, source);
        let src = Source::from_bytes(source).with_path(Path::new(path));
        let script = boa_engine::Script::parse(src, None, &mut self.context)
            .map_err(|e| source_error_data(&e, source))?;
        self.shared.scripts.borrow_mut().push(path.to_string());
        Ok(match script.evaluate(&mut self.context) {
            Ok(v) => Ok(self.store_value(v)),
            Err(e) => Err(self.thrown(e)),
        })
    }

    /// Runs the oldest microtask, if any. `Ok(false)` when the queue was empty. A throw
    /// from a `queueMicrotask` callback is returned; the remaining microtasks stay queued.
    pub fn run_one_microtask(&mut self) -> Result<bool, Thrown> {
        run_one_microtask(&self.shared, &mut self.context)
    }

    pub fn has_rejections(&self) -> bool {
        !self.shared.rejections.borrow().is_empty()
    }

    /// The lists `Intl.supportedValuesOf` returns (each host has its runtime's).
    pub fn set_intl_values(&self, values: IntlValues) {
        self.shared.intl_values.set(Some(values));
    }

    /// Says that the host compiled the first line of the file at `path` behind a head of
    /// `chars` characters (Node's CommonJS wrapper): stack frames there
    /// ([`OpCx::script_stack`]) get the file's own columns.
    pub fn set_first_line_shift(&self, path: &str, chars: u32) {
        set_first_line_shift(&self.shared, path, chars);
    }

    /// Names what the host runs from now on (`None`: nothing of note); each rejection
    /// report keeps the name current when the promise was rejected or handled.
    pub fn set_host_tag(&self, tag: Option<&'static str>) {
        self.shared.host_tag.set(tag);
    }
}

/// What a host loop needs from JavaScript, both at the top of its loop ([`Engine`]) and
/// from inside an op ([`OpCx`]): an HTML microtask checkpoint can start in either place
/// (after a task, or between the listeners of a browser-dispatched event).
pub trait Js {
    /// See [`Engine::call`].
    fn call(&mut self, id: CallbackId, extra: &[Val], consume: bool) -> Result<Val, Thrown>;
    /// See [`Engine::run_one_microtask`].
    fn run_one_microtask(&mut self) -> Result<bool, Thrown>;
    /// See [`Engine::describe`].
    fn describe(&mut self, id: CallbackId) -> String;
    /// See [`Engine::describe_next_microtask`].
    fn describe_next_microtask(&mut self) -> Option<String>;
    /// Frees a stored value or callable.
    fn release(&mut self, id: CallbackId);
    /// Is the microtask queue empty?
    fn microtasks_empty(&self) -> bool;
    /// Has the rejection tracker reported anything not yet taken?
    fn has_rejections(&self) -> bool;
}

impl Js for Engine {
    fn call(&mut self, id: CallbackId, extra: &[Val], consume: bool) -> Result<Val, Thrown> {
        Engine::call(self, id, extra, consume)
    }
    fn run_one_microtask(&mut self) -> Result<bool, Thrown> {
        Engine::run_one_microtask(self)
    }
    fn describe(&mut self, id: CallbackId) -> String {
        Engine::describe(self, id)
    }
    fn describe_next_microtask(&mut self) -> Option<String> {
        Engine::describe_next_microtask(self)
    }
    fn release(&mut self, id: CallbackId) {
        Engine::release(self, id)
    }
    fn microtasks_empty(&self) -> bool {
        Engine::microtasks_empty(self)
    }
    fn has_rejections(&self) -> bool {
        Engine::has_rejections(self)
    }
}

pub(crate) fn run_one_microtask(shared: &Shared, context: &mut Context) -> Result<bool, Thrown> {
    let Some(task) = shared.microtasks.borrow_mut().pop_front() else {
        return Ok(false);
    };
    match run_microtask(shared, task, context) {
        // `process.exit` inside an async function's continuation: the engine turns the
        // unwind into the function's rejection, but the process is exiting.
        Ok(()) => match shared.exit_requested.get() {
            Some(code) => Err(Thrown::Exit(code)),
            None => Ok(true),
        },
        Err(e) => Err(thrown_of(shared, context, e)),
    }
}

pub(crate) fn store_value(shared: &Shared, v: JsValue) -> CallbackId {
    shared.store(Callable {
        target: v,
        this: JsValue::undefined(),
        args: Vec::new(),
        context: None,
    })
}

pub(crate) fn promise_state(v: &JsValue) -> Option<(u8, JsValue)> {
    let obj = v.as_object()?;
    let p = JsPromise::from_object(obj).ok()?;
    Some(match p.state() {
        PromiseState::Pending => (0, JsValue::undefined()),
        PromiseState::Fulfilled(v) => (1, v),
        PromiseState::Rejected(v) => (2, v),
    })
}
