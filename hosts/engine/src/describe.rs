//! Describing what the host's queues hold, for traces, diagnoses and the REPL: a stored
//! callback as its name and the place it was defined, a queued microtask as its label.

use boa_engine::{Context, JsObject, JsString, JsValue};

use crate::{CallbackId, Microtask, Shared};

/// What a queued microtask is: a stored callback to describe, or a description.
fn microtask_label(m: &Microtask) -> Result<CallbackId, String> {
    match m {
        Microtask::Promise(_, Some(label)) => Err(label.to_string()),
        Microtask::Promise(_, None) => Err("a promise reaction".into()),
        Microtask::Generic(_) => Err("an engine job".into()),
        Microtask::Module(_) => Err("the ES module main".into()),
        Microtask::Import(..) => Err("a dynamic import()".into()),
        Microtask::Callback(id) => Ok(*id),
    }
}

pub(crate) fn describe_next_microtask(shared: &Shared, context: &mut Context) -> Option<String> {
    let next = microtask_label(shared.microtasks.borrow().front()?);
    Some(match next {
        Ok(id) => describe_stored(shared, context, id),
        Err(what) => what,
    })
}

/// Describes every queued microtask, oldest first (for a REPL's `.queues`).
pub(crate) fn describe_microtasks(shared: &Shared, context: &mut Context) -> Vec<String> {
    let queued: Vec<Result<CallbackId, String>> = shared
        .microtasks
        .borrow()
        .iter()
        .map(microtask_label)
        .collect();
    queued
        .into_iter()
        .map(|m| match m {
            Ok(id) => describe_stored(shared, context, id),
            Err(what) => what,
        })
        .collect()
}

pub(crate) fn describe_stored(shared: &Shared, context: &mut Context, id: CallbackId) -> String {
    let target = {
        let store = shared.store.borrow();
        match store.get(id.0 as usize).and_then(Option::as_ref) {
            Some(c) => c.target.clone(),
            None => return "a released callback".to_string(),
        }
    };
    describe_value(&target, shared, context)
}

/// See [`Engine::describe`].
pub(crate) fn describe_value(target: &JsValue, shared: &Shared, context: &mut Context) -> String {
    let Some(f) = target.as_callable() else {
        return "a non-function value".to_string();
    };
    let name = f
        .get(JsString::from("name"), context)
        .ok()
        .and_then(|v| v.as_string().map(|s| s.to_std_string_escaped()))
        .unwrap_or_default();
    let what = if name.is_empty() {
        "an anonymous function".to_string()
    } else {
        format!("function `{name}`")
    };
    match function_position(&f, shared, context) {
        Some(at) => format!("{what} ({at})"),
        None => what,
    }
}

fn function_position(f: &JsObject, shared: &Shared, context: &mut Context) -> Option<String> {
    let path = {
        let func = f.downcast_ref::<boa_engine::builtins::function::OrdinaryFunction>()?;
        func.codeblock().path().to_string()
    };
    let text = JsValue::from(f.clone())
        .to_string(context)
        .ok()?
        .to_std_string_escaped();
    let file = crate::source::source_text(shared, &path)?;
    let offset = file.text.find(&text)?;
    let before = &file.text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before[before.rfind('\n').map_or(0, |i| i + 1)..]
        .chars()
        .count()
        + 1;
    Some(format!("{path}:{line}:{column}"))
}
