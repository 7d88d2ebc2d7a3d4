//! Host ops: plain Rust functions callable from JavaScript, with engine-neutral values.

use std::rc::Rc;

use boa_engine::object::builtins::{
    AlignedVec, JsArray, JsArrayBuffer, JsDataView, JsTypedArray, JsUint8Array,
};
use boa_engine::{Context, JsNativeError, JsResult, JsString, JsValue};

use crate::{Callable, Shared, Slot};
use evloop_core::{CallbackId, Clock};

/// A value crossing the boundary between a host op and JavaScript.
#[derive(Debug, Clone, PartialEq)]
pub enum Val {
    Undefined,
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    /// A stored value, passed back to JavaScript by reference.
    Stored(CallbackId),
    /// A JavaScript array of values.
    List(Vec<Val>),
    /// Bytes, given to JavaScript as a new `Uint8Array` (file and socket data).
    Bytes(Vec<u8>),
    /// Bytes given to JavaScript as a new `Uint8Array` with the prototype registered with
    /// `setBufferPrototype` (a Node `Buffer`, made without a call into JavaScript); a plain
    /// `Uint8Array` before one is registered.
    Buffer(Vec<u8>),
    /// An object that was not converted (a result the host did not ask to keep).
    Object,
    /// An engine value passed through opaquely (the host cannot look inside).
    Js(JsHandle),
}

/// An engine value that a host can hand back to JavaScript but not inspect.
#[derive(Clone)]
pub struct JsHandle(pub(crate) JsValue);

impl std::fmt::Debug for JsHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("<js value>")
    }
}

impl PartialEq for JsHandle {
    fn eq(&self, _: &Self) -> bool {
        false
    }
}

/// Why an op failed: thrown into the calling script as a JavaScript error, or an exit.
#[derive(Debug)]
pub enum OpError {
    Type(String),
    Range(String),
    /// End the script now (`process.exit(code)`); not catchable by the script.
    Exit(i32),
    /// Throw this value (an error object the host built in JavaScript).
    Throw(JsHandle),
}

pub type OpResult = Result<Val, OpError>;
pub type OpFn = fn(&mut OpCx<'_>) -> OpResult;

/// What an op sees: its arguments, the host state and the engine services it may use.
pub struct OpCx<'a> {
    args: &'a [JsValue],
    shared: &'a Rc<Shared>,
    context: &'a mut Context,
}

pub(crate) fn dispatch(
    op: OpFn,
    _this: &JsValue,
    args: &[JsValue],
    context: &mut Context,
) -> JsResult<JsValue> {
    let shared = match context.get_data::<Slot>() {
        Some(slot) => slot.0.clone(),
        None => return Err(JsNativeError::typ().with_message("evloop: no host").into()),
    };
    let result = {
        let mut cx = OpCx {
            args,
            shared: &shared,
            context,
        };
        op(&mut cx)
    };
    match result {
        Ok(v) => Ok(to_js(&v, &shared, context)),
        Err(OpError::Type(m)) => Err(JsNativeError::typ().with_message(m).into()),
        Err(OpError::Range(m)) => Err(JsNativeError::range().with_message(m).into()),
        Err(OpError::Exit(code)) => Err(crate::exit_unwind(&shared, code)),
        Err(OpError::Throw(value)) => Err(boa_engine::JsError::from_opaque(value.0)),
    }
}

pub(crate) fn to_js(v: &Val, shared: &Shared, context: &mut Context) -> JsValue {
    match v {
        Val::Undefined | Val::Object => JsValue::undefined(),
        Val::Null => JsValue::null(),
        Val::Bool(b) => JsValue::from(*b),
        Val::Num(n) => JsValue::from(*n),
        Val::Str(s) => JsValue::from(JsString::from(s.as_str())),
        Val::Stored(id) => shared
            .store
            .borrow()
            .get(id.0 as usize)
            .and_then(Option::as_ref)
            .map(|c| c.target.clone())
            .unwrap_or_default(),
        Val::Js(h) => h.0.clone(),
        Val::List(items) => {
            let values: Vec<JsValue> = items.iter().map(|i| to_js(i, shared, context)).collect();
            JsArray::from_iter(values, context).into()
        }
        Val::Bytes(bytes) => bytes_to_js(bytes, context),
        Val::Buffer(bytes) => {
            let array = bytes_to_js(bytes, context);
            if let (Some(object), Some(proto)) =
                (array.as_object(), shared.buffer_prototype.borrow().as_ref())
            {
                object.set_prototype(Some(proto.clone()));
            }
            array
        }
    }
}

/// A new `Uint8Array` over a copy of `bytes`.
fn bytes_to_js(bytes: &[u8], context: &mut Context) -> JsValue {
    let block = AlignedVec::from_slice(0, bytes);
    JsArrayBuffer::from_byte_block(block, context)
        .and_then(|buffer| JsUint8Array::from_array_buffer(buffer, context))
        .map(JsValue::from)
        .unwrap_or_default()
}

/// The bytes a typed array, `DataView` or `ArrayBuffer` views (a copy).
fn bytes_of(v: &JsValue, context: &mut Context) -> Option<Vec<u8>> {
    bytes_in(v, 0, usize::MAX, context)
}

/// A copy of the bytes from `start` to `end` (clamped) of what a typed array, `DataView`
/// or `ArrayBuffer` views.
fn bytes_in(v: &JsValue, start: usize, end: usize, context: &mut Context) -> Option<Vec<u8>> {
    let object = v.as_object()?.clone();
    let (buffer, offset, length) = if let Ok(array) = JsTypedArray::from_object(object.clone()) {
        let buffer = array.buffer(context).ok()?;
        let offset = array.byte_offset(context).ok()?;
        let length = array.byte_length(context).ok()?;
        (buffer, offset, length)
    } else if let Ok(view) = JsDataView::from_object(object.clone()) {
        let buffer = view.buffer(context).ok()?;
        let offset = view.byte_offset(context).ok()? as usize;
        let length = view.byte_length(context).ok()? as usize;
        (buffer, offset, length)
    } else {
        let buffer = JsArrayBuffer::from_object(object).ok()?;
        let length = buffer.byte_length();
        (buffer.into(), 0, length)
    };
    let buffer = JsArrayBuffer::from_object(buffer.as_object()?.clone()).ok()?;
    let data = buffer.data()?;
    let end = end.min(length);
    let start = start.min(end);
    data.get(offset + start..offset + end).map(<[u8]>::to_vec)
}

pub(crate) fn from_js(v: &JsValue, _shared: &Shared, _context: &mut Context) -> Val {
    if v.is_undefined() {
        Val::Undefined
    } else if v.is_null() {
        Val::Null
    } else if let Some(b) = v.as_boolean() {
        Val::Bool(b)
    } else if let Some(n) = v.as_number() {
        Val::Num(n)
    } else if let Some(s) = v.as_string() {
        Val::Str(s.to_std_string_escaped())
    } else {
        Val::Object
    }
}

impl OpCx<'_> {
    pub fn len(&self) -> usize {
        self.args.len()
    }

    pub fn is_empty(&self) -> bool {
        self.args.is_empty()
    }

    fn arg(&self, i: usize) -> JsValue {
        self.args.get(i).cloned().unwrap_or_default()
    }

    /// Argument `i`, passed through opaquely (to hand it back to JavaScript).
    pub fn value(&self, i: usize) -> Val {
        Val::Js(JsHandle(self.arg(i)))
    }

    /// Calls stored callable `id` from inside an op, with `args` after its stored ones,
    /// and returns the result as a value (objects as [`Val::Js`]). A throw becomes
    /// [`OpError::Throw`]. The caller must hold no borrow of host state.
    pub fn call(&mut self, id: CallbackId, args: &[Val]) -> Result<Val, OpError> {
        let (target, this, mut all) = {
            let store = self.shared.store.borrow();
            match store.get(id.0 as usize).and_then(Option::as_ref) {
                Some(c) => (c.target.clone(), c.this.clone(), c.args.clone()),
                None => return Ok(Val::Undefined),
            }
        };
        for a in args {
            all.push(to_js(a, self.shared, self.context));
        }
        match crate::call_value(&target, &this, &all, self.context) {
            Ok(v) if v.is_object() => Ok(Val::Js(JsHandle(v))),
            Ok(v) => Ok(from_js(&v, self.shared, self.context)),
            Err(e) => match e.into_opaque(self.context) {
                Ok(v) => Err(OpError::Throw(JsHandle(v))),
                Err(e) => Err(OpError::Type(e.to_string())),
            },
        }
    }

    /// Argument `i` if it is a number (no coercion: do that in JavaScript), else NaN.
    pub fn num(&self, i: usize) -> f64 {
        self.arg(i).as_number().unwrap_or(f64::NAN)
    }

    /// Argument `i` if it is a string.
    pub fn str(&self, i: usize) -> Option<String> {
        // Decoded directly (a compiled module's source is large); only text with a lone
        // surrogate takes the escaping display, character by character.
        self.arg(i).as_string().map(|s| {
            s.to_std_string()
                .unwrap_or_else(|_| s.to_std_string_escaped())
        })
    }

    /// Argument `i` as text for UTF-8 output: a lone surrogate becomes U+FFFD (as V8's
    /// UTF-8 encoder writes it), where [`OpCx::str`] escapes it.
    pub fn str_lossy(&self, i: usize) -> Option<String> {
        self.arg(i).as_string().map(|s| s.to_std_string_lossy())
    }

    /// Argument `i`'s bytes if it is a typed array (a `Buffer`), `DataView` or
    /// `ArrayBuffer`: a copy of exactly the bytes it views.
    pub fn bytes(&mut self, i: usize) -> Option<Vec<u8>> {
        bytes_of(&self.arg(i), self.context)
    }

    /// The bytes from `start` to `end` (clamped to its length) of argument `i`, as
    /// [`OpCx::bytes`] (a copy of only those).
    pub fn bytes_range(&mut self, i: usize, start: usize, end: usize) -> Option<Vec<u8>> {
        bytes_in(&self.arg(i), start, end, self.context)
    }

    /// Argument `i` as a boolean (JavaScript truthiness).
    pub fn bool(&self, i: usize) -> bool {
        self.arg(i).to_boolean()
    }

    pub fn is_callable(&self, i: usize) -> bool {
        self.arg(i).as_callable().is_some()
    }

    pub fn is_undefined(&self, i: usize) -> bool {
        self.arg(i).is_undefined()
    }

    /// Stores argument `i` as a value (for [`Val::Stored`] or a later call).
    pub fn store(&mut self, i: usize) -> CallbackId {
        self.shared.store(Callable {
            target: self.arg(i),
            this: JsValue::undefined(),
            args: Vec::new(),
            context: None,
        })
    }

    /// Stores argument `i` as a callback for later (an I/O completion): it runs in the
    /// async context current now, as [`OpCx::store_call`]'s calls do.
    pub fn store_deferred(&mut self, i: usize) -> CallbackId {
        self.shared.store(Callable {
            target: self.arg(i),
            this: JsValue::undefined(),
            args: Vec::new(),
            context: self.shared.capture_context(),
        })
    }

    /// Stores a hook: a call of argument `target` with the arguments from index `rest`
    /// on, run in whatever async context is current when it is called.
    pub fn store_hook(&mut self, target: usize, rest: usize) -> CallbackId {
        let id = self.store_call(target, None, rest);
        if let Some(c) = self.shared.store.borrow_mut()[id.0 as usize].as_mut() {
            c.context = None;
        }
        id
    }

    /// Stores a call of argument `target` with `this` = argument `this` (if given) and the
    /// arguments from index `rest` on, for later (a timer, a tick, a microtask): it runs
    /// in the async context current now, once the host tracks contexts
    /// ([`OpCx::track_async_context`]).
    pub fn store_call(&mut self, target: usize, this: Option<usize>, rest: usize) -> CallbackId {
        let this = this.map(|i| self.arg(i)).unwrap_or_default();
        let args = self
            .args
            .get(rest..)
            .map(<[JsValue]>::to_vec)
            .unwrap_or_default();
        self.shared.store(Callable {
            target: self.arg(target),
            this,
            args,
            context: self.shared.capture_context(),
        })
    }

    /// Stores a call of argument `target` with `this` and the elements of the array in
    /// argument `array` (if it is one) as arguments, in the current async context (as
    /// [`OpCx::store_call`]).
    pub fn store_call_spread(
        &mut self,
        target: usize,
        this: Option<usize>,
        array: usize,
    ) -> CallbackId {
        let this = this.map(|i| self.arg(i)).unwrap_or_default();
        let mut args = Vec::new();
        if let Some(obj) = self.arg(array).as_object() {
            if let Ok(arr) = JsArray::from_object(obj) {
                let n = arr.length(self.context).unwrap_or(0);
                for k in 0..n {
                    args.push(arr.get(k, self.context).unwrap_or_default());
                }
            }
        }
        self.shared.store(Callable {
            target: self.arg(target),
            this,
            args,
            context: self.shared.capture_context(),
        })
    }

    pub fn release(&mut self, id: CallbackId) {
        if let Some(slot) = self.shared.store.borrow_mut().get_mut(id.0 as usize) {
            if slot.take().is_some() {
                self.shared.free.borrow_mut().push(id.0);
            }
        }
    }

    /// The host model's state, as given to [`crate::Engine::new`].
    pub fn host<H: 'static>(&self) -> Rc<H> {
        match self.shared.host.clone().downcast::<H>() {
            Ok(h) => h,
            Err(_) => unreachable_host(),
        }
    }

    pub fn clock(&self) -> &Clock {
        &self.shared.clock
    }

    /// Appends a stored callable to the microtask FIFO (`queueMicrotask`).
    pub fn enqueue_microtask(&mut self, id: CallbackId) {
        self.shared
            .microtasks
            .borrow_mut()
            .push_back(crate::Microtask::Callback(id));
    }

    /// `[state, value]` of a native promise in argument `i` (0 pending, 1 fulfilled,
    /// 2 rejected), or undefined.
    pub fn promise_state(&mut self, i: usize) -> JsValue {
        match crate::promise_state(&self.arg(i)) {
            Some((state, value)) => {
                JsArray::from_iter([JsValue::from(state), value], self.context).into()
            }
            None => JsValue::undefined(),
        }
    }

    /// Returns a raw JavaScript value from an op (for the engine-level ops in this crate).
    pub(crate) fn raw(&mut self, v: JsValue) -> Val {
        Val::Js(JsHandle(v))
    }

    /// Evaluates trusted source under `path` (internal modules) and returns its value.
    pub fn compile(&mut self, path: &str, source: &str) -> OpResult {
        let src = boa_engine::Source::from_bytes(source).with_path(std::path::Path::new(path));
        match self.context.eval(src) {
            Ok(v) => Ok(Val::Js(JsHandle(v))),
            // A syntax error in V8's words, with its position in `source`.
            Err(e)
                if e.as_native()
                    .is_some_and(|n| matches!(n.kind(), boa_engine::JsNativeErrorKind::Syntax)) =>
            {
                let data = crate::source_error_data(&e, source);
                Err(OpError::Type(format!(
                    "cannot load {path}: SyntaxError: {} at line {}, col {}",
                    data.message, data.line, data.column
                )))
            }
            Err(e) => Err(OpError::Type(format!("cannot load {path}: {e}"))),
        }
    }

    /// `require()` of the ES module at `path`: its namespace object, what it threw, or
    /// undefined when it awaits at its top level.
    pub fn require_module(&mut self, path: &str) -> OpResult {
        match crate::modules::require_module(self.shared, path, self.context) {
            Ok(Some(ns)) => Ok(Val::Js(JsHandle(ns.into()))),
            Ok(None) => Ok(Val::Undefined),
            Err(e) => match e.into_opaque(self.context) {
                Ok(v) => Err(OpError::Throw(JsHandle(v))),
                Err(e) => Err(OpError::Type(e.to_string())),
            },
        }
    }

    /// Queues the loading job of the `import()` the host held under `ticket` (its files
    /// are read); false when no job is held under it.
    pub fn release_import(&mut self, ticket: u32) -> bool {
        let task = self.shared.held_imports.borrow_mut().remove(&ticket);
        match task {
            Some(task) => {
                self.shared.microtasks.borrow_mut().push_back(task);
                true
            }
            None => false,
        }
    }

    /// The imports of the ES module at `path`, parsed now (and kept for its loading), as
    /// a flat list `[specifier, typeAttribute, ...]`; undefined when it does not parse
    /// (its loading reports the error).
    pub fn module_requests(&mut self, path: &str) -> Val {
        let Ok(module) = crate::modules::load_file(self.shared, path, self.context) else {
            return Val::Undefined;
        };
        let mut values = Vec::new();
        for request in module.requested_modules() {
            values.push(JsValue::from(request.specifier().clone()));
            values.push(
                request
                    .get_attribute("type")
                    .cloned()
                    .map_or(JsValue::undefined(), Into::into),
            );
        }
        let array = JsArray::from_iter(values, self.context);
        Val::Js(JsHandle(array.into()))
    }

    /// The syntax error of the ES module at `path` (parsed now, and kept for its loading
    /// when it parses), in V8's words: `[message, line, column]`; undefined when it
    /// parses or cannot be read.
    pub fn module_syntax_error(&mut self, path: &str) -> Val {
        let Err(e) = crate::modules::load_file(self.shared, path, self.context) else {
            return Val::Undefined;
        };
        let Some(source) = crate::sys::read_to_string(path) else {
            return Val::Undefined;
        };
        let data = crate::errors::source_error_data(&e, &source);
        Val::List(vec![
            Val::Str(data.message),
            Val::Num(f64::from(data.line)),
            Val::Num(f64::from(data.column)),
        ])
    }

    /// Is the ES module main's graph running its first, synchronous evaluation step?
    pub fn evaluating_main_module(&self) -> bool {
        self.shared.evaluating_main.get()
    }

    /// Where `throw` statements threw argument `i`, as `path:line:col`, first to last
    /// (a catch may throw it again): V8's message location for an uncaught exception is
    /// the last one in the script's own code. Empty when no `throw` statement did.
    pub fn throw_sites(&mut self, i: usize) -> Val {
        let value = self.arg(i);
        crate::note_throw_site(self.shared, &value, self.context);
        let sites = crate::thrown_sites(self.shared, &value);
        Val::List(sites.into_iter().map(Val::Str).collect())
    }

    /// Does argument `i` (a string) parse as an ES module?
    pub fn parses_as_module(&mut self, i: usize) -> bool {
        let source = self.str(i).unwrap_or_default();
        crate::modules::parses_as_module(&source, self.context)
    }

    /// The script's own JavaScript call stack now, innermost first, at most
    /// [`crate::MAX_FRAMES`] frames: the functions of files on disk (the hosts' internal
    /// JavaScript left out, frame by frame), with V8's positions and names (an anonymous
    /// function is [`crate::ANONYMOUS`]). For the trace: it walks the stack and may read
    /// the files, so call it only when tracing.
    pub fn script_stack(&self) -> Vec<evloop_core::trace::Frame> {
        crate::stack::script_stack(self.shared, self.context)
    }

    /// See [`crate::Engine::set_first_line_shift`].
    pub fn set_first_line_shift(&self, path: &str, chars: u32) {
        crate::set_first_line_shift(self.shared, path, chars);
    }

    /// Describes argument `i` for the trace: ``function `f` (file:line:col)``.
    pub fn describe(&mut self, i: usize) -> String {
        crate::describe_value(&self.arg(i), self.shared, self.context)
    }

    pub fn is_proxy(&self, i: usize) -> bool {
        self.arg(i)
            .as_object()
            .map(|o| o.is::<boa_engine::builtins::proxy::Proxy>())
            .unwrap_or(false)
    }

    /// The rejection tracker's reports since the last call, flat: `[promise, handled]`
    /// each, or with `contexts` `[promise, handled, asyncContext, hostTag]` (the
    /// context and the host's tag when it was reported; undefined when none).
    pub fn take_rejections(&mut self, contexts: bool) -> Val {
        let list = std::mem::take(&mut *self.shared.rejections.borrow_mut());
        let mut values = Vec::with_capacity(list.len() * if contexts { 4 } else { 2 });
        for r in list {
            values.push(JsValue::from(r.promise));
            values.push(JsValue::from(r.handled));
            if contexts {
                values.push(r.context.unwrap_or_default());
                values.push(r.tag.map_or(JsValue::undefined(), |t| {
                    JsValue::from(boa_engine::JsString::from(t))
                }));
            }
        }
        let arr: JsValue = JsArray::from_iter(values, self.context).into();
        self.raw(arr)
    }

    pub fn has_rejections(&self) -> bool {
        !self.shared.rejections.borrow().is_empty()
    }
}

impl crate::Js for OpCx<'_> {
    fn call(&mut self, id: CallbackId, extra: &[Val], consume: bool) -> Result<Val, crate::Thrown> {
        let mut c = if consume {
            crate::take_call(self.shared, id)
                .map_err(|e| crate::thrown_of(self.shared, self.context, e))?
        } else {
            match crate::peek_call(self.shared, id) {
                Some(c) => c,
                None => return Ok(Val::Undefined),
            }
        };
        for v in extra {
            c.args.push(to_js(v, self.shared, self.context));
        }
        match crate::call_stored(self.shared, &c, self.context) {
            Ok(v) => Ok(from_js(&v, self.shared, self.context)),
            Err(e) => Err(crate::thrown_of(self.shared, self.context, e)),
        }
    }

    fn run_one_microtask(&mut self) -> Result<bool, crate::Thrown> {
        crate::run_one_microtask(self.shared, self.context)
    }

    fn describe(&mut self, id: CallbackId) -> String {
        crate::describe_stored(self.shared, self.context, id)
    }

    fn describe_next_microtask(&mut self) -> Option<String> {
        crate::describe_next_microtask(self.shared, self.context)
    }

    fn release(&mut self, id: CallbackId) {
        OpCx::release(self, id)
    }

    fn microtasks_empty(&self) -> bool {
        self.shared.microtasks.borrow().is_empty()
    }

    fn has_rejections(&self) -> bool {
        OpCx::has_rejections(self)
    }
}

fn unreachable_host() -> ! {
    // The host type is fixed when the engine is built; a mismatch is a programming error
    // in evloop itself, caught by every test.
    panic!("evloop: host state type mismatch")
}

/// Engine-level ops every host can install (promise introspection for inspect).
pub fn engine_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("promiseState", op_promise_state),
        ("isProxy", op_is_proxy),
        ("utf8Encode", op_utf8_encode),
        ("utf8Decode", op_utf8_decode),
        ("utf8Text", op_utf8_text),
        ("utf8Length", op_utf8_length),
        ("utf8Write", op_utf8_write),
        ("setBufferPrototype", op_set_buffer_prototype),
        ("detachArrayBuffer", op_detach_array_buffer),
        ("asyncContext", op_async_context),
        ("setAsyncContext", op_set_async_context),
        ("trackAsyncContext", op_track_async_context),
        ("errorAsyncContext", op_error_async_context),
    ]
}

/// `errorAsyncContext()`: the async context the last error thrown out of a callback
/// escaped from (undefined when none), once.
fn op_error_async_context(cx: &mut OpCx<'_>) -> OpResult {
    let inside = cx.shared.error_context.replace(JsValue::undefined());
    Ok(cx.raw(inside))
}

/// `asyncContext()`: the current async context (undefined until a script sets one).
fn op_async_context(cx: &mut OpCx<'_>) -> OpResult {
    let current = cx.shared.async_context.borrow().clone();
    Ok(cx.raw(current))
}

/// `setAsyncContext(value)`: makes `value` the current async context; returns the one
/// it replaces.
fn op_set_async_context(cx: &mut OpCx<'_>) -> OpResult {
    let before = cx.shared.async_context.replace(cx.arg(0));
    Ok(cx.raw(before))
}

/// `trackAsyncContext()`: from now on, promise reactions and deferred calls capture the
/// current async context when registered and run in it (V8's continuation-preserved
/// embedder data). Off until then, so that promise jobs cost nothing more.
fn op_track_async_context(cx: &mut OpCx<'_>) -> OpResult {
    cx.shared.track_context.set(true);
    Ok(Val::Undefined)
}

/// `detachArrayBuffer(buffer)`: detaches an `ArrayBuffer` (its `byteLength` becomes 0, as
/// after a transfer); true if it was attached.
fn op_detach_array_buffer(cx: &mut OpCx<'_>) -> OpResult {
    let detached = cx
        .arg(0)
        .as_object()
        .and_then(|o| JsArrayBuffer::from_object(o.clone()).ok())
        .is_some_and(|b| b.detach(&JsValue::undefined()).is_ok());
    Ok(Val::Bool(detached))
}

/// `setBufferPrototype(proto)`: the prototype of the byte arrays made from
/// [`Val::Buffer`] from now on.
fn op_set_buffer_prototype(cx: &mut OpCx<'_>) -> OpResult {
    let proto = cx.arg(0).as_object();
    *cx.shared.buffer_prototype.borrow_mut() = proto;
    Ok(Val::Undefined)
}

/// `utf8Encode(string)`: the string's UTF-8 bytes as a `Uint8Array`; a lone surrogate
/// becomes U+FFFD (EF BF BD), as in `Buffer.from` and `TextEncoder`.
fn op_utf8_encode(cx: &mut OpCx<'_>) -> OpResult {
    let text = cx
        .arg(0)
        .as_string()
        .map(|s| s.to_std_string_lossy())
        .unwrap_or_default();
    Ok(Val::Bytes(text.into_bytes()))
}

/// `utf8Length(string)`: how many bytes `utf8Encode(string)` gives (a lone surrogate
/// counts the 3 bytes of U+FFFD).
fn op_utf8_length(cx: &mut OpCx<'_>) -> OpResult {
    let n = cx.arg(0).as_string().map_or(0, |s| {
        char::decode_utf16(s.iter())
            .map(|c| c.map_or(3, char::len_utf8))
            .sum::<usize>()
    });
    Ok(Val::Num(n as f64))
}

/// `utf8Write(view, string, at, room)`: writes the string's UTF-8 bytes into the typed
/// array `view` from byte `at`, at most `room` bytes and only whole characters; returns
/// how many bytes it wrote (0 for a view it cannot write).
fn op_utf8_write(cx: &mut OpCx<'_>) -> OpResult {
    let text = cx
        .arg(1)
        .as_string()
        .map(|s| s.to_std_string_lossy())
        .unwrap_or_default();
    let (at, room) = (cx.num(2), cx.num(3));
    let (at, room) = (
        if at > 0.0 { at as usize } else { 0 },
        if room > 0.0 { room as usize } else { 0 },
    );
    let Some(object) = cx.arg(0).as_object() else {
        return Ok(Val::Num(0.0));
    };
    let Ok(array) = JsTypedArray::from_object(object.clone()) else {
        return Ok(Val::Num(0.0));
    };
    let (Ok(buffer), Ok(offset), Ok(length)) = (
        array.buffer(cx.context),
        array.byte_offset(cx.context),
        array.byte_length(cx.context),
    ) else {
        return Ok(Val::Num(0.0));
    };
    let Some(buffer) = buffer
        .as_object()
        .and_then(|o| JsArrayBuffer::from_object(o.clone()).ok())
    else {
        return Ok(Val::Num(0.0));
    };
    let Some(mut data) = buffer.data_mut() else {
        return Ok(Val::Num(0.0));
    };
    let room = room.min(length.saturating_sub(at));
    let mut n = text.len().min(room);
    while !text.is_char_boundary(n) {
        n -= 1;
    }
    let start = offset + at;
    match data.get_mut(start..start + n) {
        Some(dst) => dst.copy_from_slice(&text.as_bytes()[..n]),
        None => return Ok(Val::Num(0.0)),
    }
    Ok(Val::Num(n as f64))
}

/// `utf8Decode(bytes, start?, end?)`: the bytes (those from `start` to `end` when given)
/// as text; each maximal invalid subsequence becomes U+FFFD (the WHATWG decoder's rule,
/// which Rust's lossy decoding follows).
fn op_utf8_decode(cx: &mut OpCx<'_>) -> OpResult {
    let at = |i: usize, default: usize| {
        let n = cx.num(i);
        if n.is_nan() || n < 0.0 {
            default
        } else {
            n as usize
        }
    };
    let (start, end) = (at(1, 0), at(2, usize::MAX));
    let bytes = bytes_in(&cx.arg(0), start, end, cx.context).unwrap_or_default();
    Ok(Val::Str(String::from_utf8_lossy(&bytes).into_owned()))
}

/// `utf8Text(bytes)`: the whole of a `Uint8Array` as text (as `utf8Decode`), or undefined
/// when `bytes` is anything else (`Buffer#toString()`'s common case in one call).
fn op_utf8_text(cx: &mut OpCx<'_>) -> OpResult {
    let arg = cx.arg(0);
    let is_bytes = arg
        .as_object()
        .is_some_and(|o| JsUint8Array::from_object(o.clone()).is_ok());
    if !is_bytes {
        return Ok(Val::Undefined);
    }
    Ok(match bytes_in(&arg, 0, usize::MAX, cx.context) {
        Some(bytes) => Val::Str(String::from_utf8_lossy(&bytes).into_owned()),
        None => Val::Undefined,
    })
}

fn op_promise_state(cx: &mut OpCx<'_>) -> OpResult {
    let v = cx.promise_state(0);
    if v.is_undefined() {
        Ok(Val::Undefined)
    } else {
        Ok(cx.raw(v))
    }
}

fn op_is_proxy(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Bool(cx.is_proxy(0)))
}
