//! What each promise job is, for the trace: a `.then` handler, an `await` resuming its
//! function, a thenable job, an engine-internal reaction — and where it came from.
//!
//! Only when the host asks ([`crate::Engine::describe_jobs`], i.e. when it traces):
//! `HostMakeJobCallback` (ECMA-262 9.5.2) runs when a reaction is registered (`.then`,
//! `await`, resolving with a thenable); evloop's hook keeps a label in the JobCallback's
//! host-defined field, and `HostCallJobCallback` hands that label to the host when the
//! job runs. A patched Boa says when the registration is an `await`'s
//! (`Context::is_awaiting`, ARCHITECTURE.md "Patched Boa").
//!
//! The same two hooks carry the async context (`AsyncLocalStorage`), once the host tracks
//! it: captured when the reaction is registered (`.then`, `await`), current while the job
//! runs, as V8 keeps its continuation-preserved embedder data.

use boa_engine::builtins::function::OrdinaryFunction;
use boa_engine::gc::{Finalize, Trace};
use boa_engine::job::JobCallback;
use boa_engine::object::builtins::JsFunction;
use boa_engine::{js_string, Context, JsData, JsObject, JsResult, JsValue};

use crate::Shared;

/// What evloop keeps in a promise job's JobCallback: its label (when the host traces)
/// and the async context current when the reaction was registered (when tracked).
#[derive(JsData)]
struct JobData {
    label: Option<String>,
    context: Option<JsValue>,
}

impl Finalize for JobData {}

// SAFETY: the context is the only garbage-collected value, and it is traced.
unsafe impl Trace for JobData {
    boa_engine::gc::custom_trace!(this, mark, {
        if let Some(c) = &this.context {
            mark(c);
        }
    });
}

/// `file:line:col` (and the function's name) of the innermost running code.
fn site(context: &Context) -> Option<(String, String)> {
    let frame = context.stack_trace().next()?;
    let at = frame.position();
    let pos = at.position?;
    let path = at.path.to_string();
    let path = path.strip_prefix("file://").unwrap_or(&path).to_string();
    let name = at.function_name.to_std_string_escaped();
    Some((
        format!("{path}:{}:{}", pos.line_number(), pos.column_number()),
        name,
    ))
}

/// Where the microtask being queued now comes from (`queued at x.js:6:24`), for the
/// `queue` event of a promise job.
pub(crate) fn queued_at(context: &Context) -> String {
    match site(context) {
        Some((at, _)) => format!("a promise job queued at ({at})"),
        None => "a promise job".to_string(),
    }
}

/// `HostMakeJobCallback` with a label, when the host traces.
pub(crate) fn make_job_callback(
    shared: &Shared,
    callback: JsFunction,
    context: &mut Context,
) -> JobCallback {
    let describe = shared.describe_jobs.get();
    if !describe && !shared.track_context.get() {
        return JobCallback::new(callback, ());
    }
    let label = describe.then(|| label(shared, &callback, context));
    let data = JobData {
        label,
        context: shared.capture_context(),
    };
    JobCallback::new(callback, data)
}

fn label(shared: &Shared, callback: &JsFunction, context: &mut Context) -> String {
    let here = site(context);
    if context.is_awaiting() {
        return match here {
            Some((at, name)) if name.is_empty() => {
                format!("`await` resuming the module code ({at})")
            }
            Some((at, name)) => format!("`await` resuming async function `{name}` ({at})"),
            None => "`await` resuming".to_string(),
        };
    }
    let object = JsObject::from(callback.clone());
    let promise_then = context
        .intrinsics()
        .constructors()
        .promise()
        .prototype()
        .get(js_string!("then"), context)
        .ok();
    if promise_then.is_some_and(|t| t.as_object().is_some_and(|t| t == object)) {
        // Resolving a promise with a promise: a thenable job calls its `then`, two
        // microtask turns before the outer promise settles.
        return match here {
            Some((at, _)) => format!("a thenable job: resolving with a promise ({at})"),
            None => "a thenable job: resolving with a promise".to_string(),
        };
    }
    if object.is::<OrdinaryFunction>() {
        let what = crate::describe_value(&JsValue::from(object), shared, context);
        return format!("a promise reaction: {what}");
    }
    match here {
        Some((at, _)) => format!(
            "a promise reaction inside the engine (Promise.all, finally, …) registered at ({at})"
        ),
        None => "a promise reaction inside the engine".to_string(),
    }
}

/// `HostCallJobCallback`: tells the host the job's label, then calls it in the
/// async context it was registered in.
pub(crate) fn call_job_callback(
    shared: &Shared,
    job: &JobCallback,
    this: &JsValue,
    args: &[JsValue],
    context: &mut Context,
) -> JsResult<JsValue> {
    let Some(data) = job.host_defined().downcast_ref::<JobData>() else {
        return job.callback().call(this, args, context);
    };
    if let Some(label) = &data.label {
        let hook = shared.on_job_label.borrow().clone();
        if let Some(hook) = hook {
            hook(label);
        }
    }
    let Some(inner) = data.context.clone() else {
        return job.callback().call(this, args, context);
    };
    let before = shared.async_context.replace(inner);
    let result = job.callback().call(this, args, context);
    *shared.async_context.borrow_mut() = before;
    result
}
