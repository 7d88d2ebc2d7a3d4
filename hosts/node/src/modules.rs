//! The ops behind Node's module loaders (`js/lib/internal/modules/`): what resolution asks
//! of the file system (node's `internalModuleStat`, `realpath`), module-syntax detection,
//! and `require()` of an ES module. The resolution rules themselves are JavaScript.

use evloop_engine::{OpCx, OpError, OpFn, OpResult, Val};

pub(crate) fn module_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("statKind", op_stat_kind),
        ("realpath", op_realpath),
        ("isModuleSyntax", op_is_module_syntax),
        ("requireModule", op_require_module),
    ]
}

/// `statKind(path)`: 0 a file, 1 a folder, -2 nothing (as node's internalModuleStat).
fn op_stat_kind(cx: &mut OpCx<'_>) -> OpResult {
    let path = cx.str(0).unwrap_or_default();
    use crate::sys::PathKind;
    Ok(Val::Num(match crate::sys::path_kind(&path) {
        PathKind::Dir => 1.0,
        PathKind::File => 0.0,
        PathKind::Missing => -2.0,
    }))
}

/// `realpath(path)`: the canonical path, or undefined when it does not exist.
fn op_realpath(cx: &mut OpCx<'_>) -> OpResult {
    let path = cx.str(0).unwrap_or_default();
    Ok(crate::sys::realpath(&path).map_or(Val::Undefined, Val::Str))
}

/// `isModuleSyntax(source)`: does the source parse as an ES module (and so may be one
/// when it does not parse as CommonJS)?
fn op_is_module_syntax(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Bool(cx.parses_as_module(0)))
}

/// `requireModule(path)`: the namespace of the ES module at `path`, evaluated now;
/// undefined when its graph awaits at the top level.
fn op_require_module(cx: &mut OpCx<'_>) -> OpResult {
    let path = cx.str(0).unwrap_or_default();
    if path.is_empty() {
        return Err(OpError::Type("requireModule: no path".into()));
    }
    cx.require_module(&path)
}
