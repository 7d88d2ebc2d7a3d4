//! The permission checks as the ops make them (see `permission.rs` for the rules): a
//! refused fs request answers with a denial value that `fs.js` turns into node's
//! `ERR_ACCESS_DENIED` (thrown, passed to the callback at once, or a rejection, as node
//! does per API); a refused child process, worker or socket throws the error the
//! bootstrap's `accessDenied` hook builds. `process.permission.has` is `permissionHas`.

use evloop_engine::{OpCx, OpError, OpFn, OpResult, Val};

use crate::permission::{Access, Denied};
use crate::NodeState;

pub(crate) fn permission_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("permissionInfo", op_permission_info),
        ("permissionHas", op_permission_has),
        ("permissionCheck", op_permission_check),
    ]
}

fn state(cx: &OpCx<'_>) -> std::rc::Rc<NodeState> {
    cx.host::<NodeState>()
}

/// `['ERR_ACCESS_DENIED', message, permission, resource, jsStyle]`.
pub(crate) fn denial_val(d: &Denied) -> Val {
    Val::List(vec![
        Val::Str("ERR_ACCESS_DENIED".into()),
        Val::Str(d.message.to_string()),
        Val::Str(d.permission.to_string()),
        Val::Str(d.resource.clone()),
        Val::Bool(d.js_style),
    ])
}

/// The refusal as a thrown error (the bootstrap's `accessDenied` hook makes it).
pub(crate) fn throw(cx: &mut OpCx<'_>, d: &Denied) -> OpError {
    let hook = state(cx)
        .inner
        .borrow()
        .hooks
        .map
        .get("accessDenied")
        .copied();
    if let Some(id) = hook {
        if let Ok(Val::Js(handle)) = cx.call(id, &[denial_val(d)]) {
            return OpError::Throw(handle);
        }
    }
    OpError::Type(d.message.to_string())
}

/// Refuses, by throwing, unless the script may start child processes.
pub(crate) fn check_child(cx: &mut OpCx<'_>) -> Result<(), OpError> {
    let denied = state(cx).perm.check_child();
    denied.map_err(|d| throw(cx, &d))
}

/// Refuses, by throwing, unless the script may start a worker (reading `file`, if any).
pub(crate) fn check_worker(cx: &mut OpCx<'_>, file: Option<&str>) -> Result<(), OpError> {
    let st = state(cx);
    let mut denied = st.perm.check_worker();
    if let (Ok(()), Some(file)) = (&denied, file) {
        denied = st.perm.check_path(Access::Read, file, &crate::sys::cwd());
    }
    denied.map_err(|d| throw(cx, &d))
}

/// Refuses, by throwing, unless the script may open sockets.
pub(crate) fn check_net(cx: &mut OpCx<'_>, resource: &str) -> Result<(), OpError> {
    let denied = state(cx).perm.check_net(resource);
    denied.map_err(|d| throw(cx, &d))
}

/// Whether the run is in evloop's sandbox (the machine's details are hidden).
pub(crate) fn sandboxed(cx: &OpCx<'_>) -> bool {
    state(cx).perm.sandbox.is_some()
}

/// May `path` be read? (Module loading, the engine's reads.)
pub(crate) fn may_read(st: &NodeState, path: &str) -> Result<(), Denied> {
    st.perm.check_path(Access::Read, path, &crate::sys::cwd())
}

/// `permissionInfo()`: undefined without node's permission model, else `[childProcess,
/// worker, addons, wasi, fsRead, fsWrite]` (the flags' values as given, for the
/// warnings), and `sandbox` (a boolean) last in either case as `[..., sandbox]`.
fn op_permission_info(cx: &mut OpCx<'_>) -> OpResult {
    let st = state(cx);
    let list = |v: &[String]| Val::List(v.iter().cloned().map(Val::Str).collect());
    let model = match &st.perm.model {
        None => Val::Undefined,
        Some(m) => Val::List(vec![
            Val::Bool(m.flags.child_process),
            Val::Bool(m.flags.worker),
            Val::Bool(m.flags.addons),
            Val::Bool(m.flags.wasi),
            list(&m.flags.fs_read),
            list(&m.flags.fs_write),
        ]),
    };
    Ok(Val::List(vec![model, Val::Bool(st.perm.sandbox.is_some())]))
}

/// `permissionHas(scope, reference)`: node's `permission.has` once its arguments are
/// checked (`reference` a string or undefined).
fn op_permission_has(cx: &mut OpCx<'_>) -> OpResult {
    let scope = cx.str(0).unwrap_or_default();
    let reference = cx.str_lossy(1);
    let st = state(cx);
    Ok(Val::Bool(st.perm.model.as_ref().is_some_and(|m| {
        m.has(&scope, reference.as_deref(), &crate::sys::cwd())
    })))
}

/// `permissionCheck(path, write)`: undefined when the script may read (or write) `path`,
/// else the denial.
fn op_permission_check(cx: &mut OpCx<'_>) -> OpResult {
    let path = cx.str(0).unwrap_or_default();
    let access = if cx.bool(1) {
        Access::Write
    } else {
        Access::Read
    };
    let st = state(cx);
    Ok(
        match st.perm.check_path(access, &path, &crate::sys::cwd()) {
            Ok(()) => Val::Undefined,
            Err(d) => denial_val(&d),
        },
    )
}
