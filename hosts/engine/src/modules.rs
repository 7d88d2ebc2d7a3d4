//! ECMAScript modules: the loader (files and host built-ins) and the blocking runner for
//! Boa's module-loading jobs.
//!
//! Boa loads a module graph through `NativeAsyncJob`s. evloop's loader answers at once
//! (files are read synchronously; built-ins come from a host hook), so those jobs finish
//! on their first poll; [`block_on`] drives them without an async runtime.

use std::cell::RefCell;
use std::collections::HashMap;
use std::future::Future;
use std::path::{Path, PathBuf};
use std::pin::pin;
use std::rc::Rc;
use std::task::{Context as TaskContext, Poll, Waker};

use boa_engine::module::{ModuleLoader, Referrer, SyntheticModuleInitializer};
use boa_engine::{Context, JsNativeError, JsResult, JsString, JsValue, Module, Source};

use crate::Shared;

/// Resolves `import` specifiers: relative and absolute paths are files (parsed as
/// modules, each once); bare names (`events`, `node:events`) ask the host's built-in
/// hook for an exports object and wrap it in a synthetic module.
pub(crate) struct Loader {
    pub(crate) shared: Rc<Shared>,
    cache: RefCell<HashMap<PathBuf, Module>>,
}

impl Loader {
    pub(crate) fn new(shared: Rc<Shared>) -> Self {
        Loader {
            shared,
            cache: RefCell::new(HashMap::new()),
        }
    }

    fn referrer_dir(referrer: &Referrer) -> PathBuf {
        let path = match referrer {
            Referrer::Module(m) => m.path().map(|p| {
                let p = p.to_string_lossy();
                PathBuf::from(p.strip_prefix("file://").unwrap_or(&p))
            }),
            _ => None,
        };
        path.and_then(|p| p.parent().map(Path::to_path_buf))
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_else(|| PathBuf::from("/"))
    }

    fn load_file(&self, path: PathBuf, context: &mut Context) -> JsResult<Module> {
        if let Some(m) = self.cache.borrow().get(&path) {
            return Ok(m.clone());
        }
        let text = std::fs::read_to_string(&path).map_err(|_| {
            JsNativeError::error().with_message(format!("Cannot find module '{}'", path.display()))
        })?;
        // Module paths are file URLs, as V8 prints them in ESM stacks.
        let url = PathBuf::from(format!("file://{}", path.display()));
        let module = Module::parse(Source::from_bytes(&text).with_path(&url), None, context)?;
        self.cache.borrow_mut().insert(path, module.clone());
        Ok(module)
    }

    fn load_builtin(&self, name: &str, context: &mut Context) -> JsResult<Module> {
        let hook = self.shared.builtin_modules.get();
        let exports = match hook {
            Some(id) => {
                let (target, this, _) = crate::peek_call(&self.shared, id)
                    .ok_or_else(|| JsNativeError::typ().with_message("evloop: no module hook"))?;
                crate::call_value(&target, &this, &[JsString::from(name).into()], context)?
            }
            None => JsValue::undefined(),
        };
        let Some(object) = exports.as_object() else {
            return Err(JsNativeError::error()
                .with_message(format!("Cannot find package '{name}'"))
                .into());
        };
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
        let export_names = names.clone();
        Ok(Module::synthetic(
            &export_names,
            SyntheticModuleInitializer::from_copy_closure_with_captures(
                |module, (object, names), context| {
                    for name in names {
                        let value = if name.to_std_string_escaped() == "default" {
                            object.clone().into()
                        } else {
                            object.get(name.clone(), context)?
                        };
                        module.set_export(name, value)?;
                    }
                    Ok(())
                },
                (object, names),
            ),
            None,
            None,
            context,
        ))
    }
}

impl ModuleLoader for Loader {
    async fn load_imported_module(
        self: Rc<Self>,
        referrer: Referrer,
        request: boa_engine::module::ModuleRequest,
        context: &RefCell<&mut Context>,
    ) -> JsResult<Module> {
        let spec = request.specifier().to_std_string_escaped();
        let context = &mut **context.borrow_mut();
        if let Some(path) = spec.strip_prefix("file://") {
            return self.load_file(PathBuf::from(path), context);
        }
        if spec.starts_with("./") || spec.starts_with("../") || spec.starts_with('/') {
            let path = Self::referrer_dir(&referrer).join(&spec);
            let path = std::fs::canonicalize(&path).unwrap_or(path);
            return self.load_file(path, context);
        }
        self.load_builtin(spec.strip_prefix("node:").unwrap_or(&spec), context)
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
