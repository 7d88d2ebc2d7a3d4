//! ECMAScript modules: the loader (files and host built-ins) and the blocking runner for
//! Boa's module-loading jobs.
//!
//! Boa loads a module graph through `NativeAsyncJob`s. evloop's loader answers at once
//! (files are read synchronously; built-ins come from a host hook), so those jobs finish
//! on their first poll; [`block_on`] drives them without an async runtime.

use std::cell::RefCell;
use std::future::Future;
use std::path::PathBuf;
use std::pin::pin;
use std::rc::Rc;
use std::task::{Context as TaskContext, Poll, Waker};

use boa_engine::gc::{empty_trace, Finalize, Trace};
use boa_engine::module::{ModuleLoader, Referrer, SyntheticModuleInitializer};
use boa_engine::{
    js_string, Context, JsNativeError, JsObject, JsResult, JsString, JsValue, Module, Source,
};

use crate::Shared;

/// Answers `import` specifiers through the host's resolve hook (Node's resolution rules
/// live in the host's JavaScript): source text modules are parsed once per path;
/// built-ins, CommonJS and JSON modules become synthetic modules whose exports come from
/// the host.
pub(crate) struct Loader {
    pub(crate) shared: Rc<Shared>,
}

/// What the resolve hook answered for one specifier.
enum Resolved {
    Builtin(JsObject),
    File {
        path: String,
        format: String,
        names: Vec<JsString>,
    },
}

impl Loader {
    pub(crate) fn new(shared: Rc<Shared>) -> Self {
        Loader { shared }
    }

    /// The file that imports: a module's own path, or (a script, as CommonJS modules are
    /// compiled) the file of the code that called `import()`.
    fn referrer_path(&self, referrer: &Referrer) -> String {
        if let Referrer::Module(m) = referrer {
            if let Some(p) = m.path() {
                let p = p.to_string_lossy();
                return p.strip_prefix("file://").unwrap_or(&p).to_string();
            }
        }
        if let Some(p) = self.shared.import_referrer.borrow().clone() {
            return p;
        }
        let cwd = crate::sys::current_dir();
        // Node resolves an import from a script with no file against the working folder.
        cwd.join("[eval]").to_string_lossy().into_owned()
    }

    fn resolve(
        &self,
        spec: &str,
        referrer: &str,
        type_attribute: Option<JsString>,
        context: &mut Context,
    ) -> JsResult<Resolved> {
        let Some((hook, _)) = self.shared.module_hooks.get() else {
            return Err(JsNativeError::error()
                .with_message(format!("Cannot find module '{spec}'"))
                .into());
        };
        let crate::Callable { target, this, .. } = crate::peek_call(&self.shared, hook)
            .ok_or_else(|| JsNativeError::typ().with_message("evloop: no module hook"))?;
        let args = [
            JsString::from(spec).into(),
            JsString::from(referrer).into(),
            type_attribute.map_or(JsValue::undefined(), Into::into),
        ];
        let answer = crate::call_value(&target, &this, &args, context)?;
        let object = answer
            .as_object()
            .ok_or_else(|| JsNativeError::typ().with_message("evloop: bad module record"))?;
        let builtin = object.get(js_string!("builtin"), context)?;
        if let Some(exports) = builtin.as_object() {
            return Ok(Resolved::Builtin(exports.clone()));
        }
        let text = |v: JsValue| v.as_string().map(|s| s.to_std_string_escaped());
        let path = text(object.get(js_string!("path"), context)?).unwrap_or_default();
        let format = text(object.get(js_string!("format"), context)?).unwrap_or_default();
        let mut names = Vec::new();
        if let Some(list) = object.get(js_string!("names"), context)?.as_object() {
            let len = list
                .get(js_string!("length"), context)?
                .to_length(context)?;
            for i in 0..len {
                if let Some(s) = list.get(i, context)?.as_string() {
                    names.push(s.clone());
                }
            }
        }
        Ok(Resolved::File {
            path,
            format,
            names,
        })
    }

    /// A built-in module: its exports object as `default`, and each own property. One
    /// module per exports object (`fs` and `node:fs` are one module), as ECMA-262 asks
    /// of a host's loader: the same specifier always gives the same module.
    fn builtin_module(&self, object: JsObject, context: &mut Context) -> JsResult<Module> {
        // The module keeps its exports object alive, so the address names it.
        let key = format!("builtin:{:p}", object.as_ref());
        if let Some(m) = self.shared.modules.borrow().get(&key) {
            return Ok(m.clone());
        }
        let mut names: Vec<JsString> = object
            .own_property_keys(context)?
            .into_iter()
            .filter_map(|k| match k {
                boa_engine::property::PropertyKey::String(s) => Some(s),
                _ => None,
            })
            .filter(|s| s.to_std_string_escaped() != "default")
            .collect();
        names.push(JsString::from("default"));
        let module = synthetic(names, move |_| Ok(object.clone().into()), context);
        self.shared.modules.borrow_mut().insert(key, module.clone());
        Ok(module)
    }

    /// A CommonJS or JSON module: `module.exports` as `default`, and the named exports
    /// the host found in its source. The module runs when the importer is evaluated.
    fn commonjs_module(
        &self,
        path: String,
        mut names: Vec<JsString>,
        context: &mut Context,
    ) -> Module {
        let key = format!("cjs:{path}");
        if let Some(m) = self.shared.modules.borrow().get(&key) {
            return m.clone();
        }
        names.retain(|n| n.to_std_string_escaped() != "default");
        names.push(JsString::from("default"));
        let shared = self.shared.clone();
        let module = synthetic(
            names,
            move |context| {
                let Some((_, load)) = shared.module_hooks.get() else {
                    return Ok(JsValue::undefined());
                };
                let crate::Callable { target, this, .. } = crate::peek_call(&shared, load)
                    .ok_or_else(|| JsNativeError::typ().with_message("evloop: no module hook"))?;
                crate::call_value(
                    &target,
                    &this,
                    &[JsString::from(path.as_str()).into()],
                    context,
                )
            },
            context,
        );
        self.shared.modules.borrow_mut().insert(key, module.clone());
        module
    }

    fn load(
        &self,
        spec: &str,
        referrer: &Referrer,
        type_attribute: Option<JsString>,
        context: &mut Context,
    ) -> JsResult<Module> {
        let from = self.referrer_path(referrer);
        match self.resolve(spec, &from, type_attribute, context)? {
            Resolved::Builtin(exports) => self.builtin_module(exports, context),
            Resolved::File { path, format, .. } if format == "module" => {
                load_file(&self.shared, &path, context)
            }
            Resolved::File { path, names, .. } => Ok(self.commonjs_module(path, names, context)),
        }
    }
}

/// A synthetic module exporting `names`, whose evaluation asks `exports()` for the object
/// (`default` is the object itself; every other name one of its properties).
fn synthetic(
    names: Vec<JsString>,
    exports: impl Fn(&mut Context) -> JsResult<JsValue> + 'static,
    context: &mut Context,
) -> Module {
    let export_names = names.clone();
    let exports: Rc<ExportsOf> = Rc::new(exports);
    Module::synthetic(
        &export_names,
        SyntheticModuleInitializer::from_copy_closure_with_captures(
            |module, (names, exports), context| {
                let value = exports.0(context)?;
                for name in names {
                    let v = if name.to_std_string_escaped() == "default" {
                        value.clone()
                    } else if let Some(object) = value.as_object() {
                        object.get(name.clone(), context)?
                    } else {
                        JsValue::undefined()
                    };
                    module.set_export(name, v)?;
                }
                Ok(())
            },
            (names, ExportsFn(exports)),
        ),
        None,
        None,
        context,
    )
}

/// The host side of a synthetic module's evaluation (not traced: it holds no JS values).
#[derive(Clone)]
struct ExportsFn(Rc<ExportsOf>);

/// Gives a synthetic module's exports object when it is evaluated.
type ExportsOf = dyn Fn(&mut Context) -> JsResult<JsValue>;

impl Finalize for ExportsFn {}
// SAFETY: the closure captures only host data (paths, ids, `Rc<Shared>`), no GC values.
unsafe impl Trace for ExportsFn {
    empty_trace!();
}

impl ModuleLoader for Loader {
    async fn load_imported_module(
        self: Rc<Self>,
        referrer: Referrer,
        request: boa_engine::module::ModuleRequest,
        context: &RefCell<&mut Context>,
    ) -> JsResult<Module> {
        let spec = request.specifier().to_std_string_escaped();
        let type_attribute = request.get_attribute("type").cloned();
        let context = &mut **context.borrow_mut();
        self.load(&spec, &referrer, type_attribute, context)
    }

    fn dynamic_import_called(
        self: Rc<Self>,
        referrer: &Referrer,
        request: &boa_engine::module::ModuleRequest,
        context: &mut Context,
    ) {
        self.shared.import_ticket.set(None);
        self.shared.import_turns.set(None);
        let Some(hook) = self.shared.import_hook.get() else {
            return;
        };
        let Some(crate::Callable { target, this, .. }) = crate::peek_call(&self.shared, hook)
        else {
            return;
        };
        let from = match referrer {
            Referrer::Module(_) => self.referrer_path(referrer),
            _ => crate::caller_path(context).unwrap_or_else(|| self.referrer_path(referrer)),
        };
        let args = [
            request.specifier().clone().into(),
            JsString::from(from).into(),
            request
                .get_attribute("type")
                .cloned()
                .map_or(JsValue::undefined(), Into::into),
        ];
        // A failing hook holds nothing: the loading job reports the error itself.
        if let Ok(answer) = crate::call_value(&target, &this, &args, context) {
            if let Some(n) = answer.as_number() {
                self.shared.import_ticket.set(Some(n as u32));
            } else if let Some(object) = answer.as_object() {
                let turns = object.get(JsString::from("turns"), context);
                if let Some(n) = turns.ok().and_then(|t| t.as_number()) {
                    self.shared.import_turns.set(Some(n as u32));
                }
            }
        }
    }

    fn dynamic_import_settle_turns(self: Rc<Self>) -> u32 {
        self.shared.import_settle.get()
    }

    fn init_import_meta(
        self: Rc<Self>,
        import_meta: &boa_engine::JsObject,
        module: &Module,
        context: &mut Context,
    ) {
        if let Some(url) = Self::meta_url(module) {
            let _ = import_meta.set(JsString::from("url"), url, false, context);
        }
    }
}

impl Loader {
    /// `import.meta.url`: the module's file URL.
    fn meta_url(module: &Module) -> Option<JsString> {
        module
            .path()
            .map(|p| JsString::from(p.to_string_lossy().as_ref()))
    }
}

/// A source text module, parsed once per path (`import` and `require` share them).
pub(crate) fn load_file(shared: &Shared, path: &str, context: &mut Context) -> JsResult<Module> {
    if let Some(m) = shared.modules.borrow().get(path) {
        return Ok(m.clone());
    }
    let text = crate::sys::read_to_string(path).ok_or_else(|| {
        JsNativeError::error().with_message(format!("Cannot find module '{path}'"))
    })?;
    // Module paths are file URLs, as V8 prints them in ESM stacks.
    let url = PathBuf::from(format!("file://{path}"));
    let module = Module::parse(Source::from_bytes(&text).with_path(&url), None, context)?;
    shared
        .modules
        .borrow_mut()
        .insert(path.to_string(), module.clone());
    Ok(module)
}

/// `require()` of an ES module (node 20.19+): loads, links and evaluates its graph at
/// once and returns its namespace; `None` when the graph awaits at its top level and so
/// cannot finish synchronously (Node's `ERR_REQUIRE_ASYNC_MODULE`).
pub(crate) fn require_module(
    shared: &Shared,
    path: &str,
    context: &mut Context,
) -> JsResult<Option<JsObject>> {
    let module = load_file(shared, path, context)?;
    let was_loading = shared.loading.replace(true);
    let loaded = module.load(context);
    let drained = crate::drain_loading_jobs(shared, context);
    shared.loading.set(was_loading);
    drained?;
    if let boa_engine::builtins::promise::PromiseState::Rejected(e) = loaded.state() {
        return Err(boa_engine::JsError::from_opaque(e));
    }
    module.link(context)?;
    let evaluation = module.evaluate(context)?;
    match evaluation.state() {
        boa_engine::builtins::promise::PromiseState::Fulfilled(_) => {
            Ok(Some(esm_facade(module.namespace(context), context)?))
        }
        boa_engine::builtins::promise::PromiseState::Rejected(e) => {
            Err(boa_engine::JsError::from_opaque(e))
        }
        boa_engine::builtins::promise::PromiseState::Pending => Ok(None),
    }
}

/// What `require()` of an ES module gives: its namespace, or (a module with a default
/// export) the namespace of a facade that re-exports it and adds `__esModule: true`, as
/// node 20.19+ does so that transpiled importers see the default as `.default`.
fn esm_facade(namespace: JsObject, context: &mut Context) -> JsResult<JsObject> {
    let keys: Vec<JsString> = namespace
        .own_property_keys(context)?
        .into_iter()
        .filter_map(|k| match k {
            boa_engine::property::PropertyKey::String(s) => Some(s),
            _ => None,
        })
        .collect();
    if !keys.iter().any(|k| k.to_std_string_escaped() == "default") {
        return Ok(namespace);
    }
    let mut names = keys;
    names.push(js_string!("__esModule"));
    let facade = Module::synthetic(
        &names,
        SyntheticModuleInitializer::from_copy_closure_with_captures(
            |module, (names, namespace), context| {
                for name in names {
                    let value = if name.to_std_string_escaped() == "__esModule" {
                        JsValue::from(true)
                    } else {
                        namespace.get(name.clone(), context)?
                    };
                    module.set_export(name, value)?;
                }
                Ok(())
            },
            (names.clone(), namespace),
        ),
        None,
        None,
        context,
    );
    facade.load(context);
    facade.link(context)?;
    facade.evaluate(context)?;
    Ok(facade.namespace(context))
}

/// Does `source` parse as an ES module?
pub(crate) fn parses_as_module(source: &str, context: &mut Context) -> bool {
    Module::parse(Source::from_bytes(source), None, context).is_ok()
}

/// Polls a future that is expected to be ready at once (evloop's loader never waits).
pub(crate) fn block_on<F: Future>(future: F) -> Option<F::Output> {
    let mut future = pin!(future);
    let mut cx = TaskContext::from_waker(Waker::noop());
    for _ in 0..1_000 {
        if let Poll::Ready(v) = future.as_mut().poll(&mut cx) {
            return Some(v);
        }
    }
    None
}
