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
        ("moduleRequests", op_module_requests),
        ("releaseImport", op_release_import),
        ("moduleSyntaxError", op_module_syntax_error),
    ]
}

/// `moduleSyntaxError(path)`: `[message, line, column]` when the ES module at `path` does
/// not parse (V8's words), else undefined.
fn op_module_syntax_error(cx: &mut OpCx<'_>) -> OpResult {
    let path = cx.str(0).unwrap_or_default();
    Ok(cx.module_syntax_error(&path))
}

/// `moduleRequests(path)`: what the ES module at `path` imports, `[specifier, type, ...]`
/// (undefined when it does not parse), for the loader's reads of a graph's files.
fn op_module_requests(cx: &mut OpCx<'_>) -> OpResult {
    let path = cx.str(0).unwrap_or_default();
    Ok(cx.module_requests(&path))
}

/// `releaseImport(ticket)`: the files of the `import()` held under `ticket` are read; its
/// loading job joins the microtask queue.
fn op_release_import(cx: &mut OpCx<'_>) -> OpResult {
    let ticket = cx.num(0);
    Ok(Val::Bool(ticket >= 0.0 && cx.release_import(ticket as u32)))
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
