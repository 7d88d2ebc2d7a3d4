//! evloop in a web page: the wasm-bindgen entry points over the Node and browser hosts,
//! built without their `native` feature (no threads, no sockets, no real clock; see
//! ARCHITECTURE.md, "The web build"). Like `src/`, it is an application on top of the
//! hosts; `scripts/build-web` builds it for wasm32 into `web/dist/pkg/`.
//!
//! - [`run`] runs one script and returns what it printed, its exit code and its trace;
//! - [`explore`] runs it under every order its race points allow (as `evloop run
//!   --explore`) and lists each distinct output with the schedule that replays it;
//! - [`version`] says which evloop this is.
//!
//! The request, as JSON:
//!
//! ```text
//! {"host": "node" | "browser",      (default "node")
//!  "source": "...",                 the script (required)
//!  "filename": "main.js",           the script's name (default main.js)
//!  "cwd": "/work",                  the working directory (default /work)
//!  "files": {"data.txt": "text"},   files to seed, by path (relative: under cwd)
//!  "args": ["a"],                   process.argv.slice(2)
//!  "env": {"NAME": "value"},        process.env (PATH only by default)
//!  "trace": true,                   record the trace (JSON Lines, schema v4)
//!  "schedule": "0,1",               as --schedule
//!  "page": true,                    run only: add the explainer page ("page")
//!  "limits": {"max_callbacks", "max_drain", "max_steps", "until", "max_loop_iterations"},
//!  "max_schedules": 64}             explore only
//! ```
//!
//! and the response `{"stdout", "stderr", "code", "trace"}`. A run sees a fresh in-memory
//! file system holding the request's `files` and the script, with the working directory
//! [`CWD`] (`/work`) unless the request names another: the script is
//! `/work/<filename>`. Between runs nothing is kept but the module's memory. A script
//! that overflows the page's native stack (deep native recursion in the engine) traps the
//! module: the embedder must instantiate it again (`web/test/run.mjs` does).
//! Natively the crate builds too (it is a workspace member) and runs the same way, with
//! the hosts' native I/O.

mod explore;
mod request;

use wasm_bindgen::prelude::wasm_bindgen;

pub use request::{run_request, Request, Response, CWD};

/// Runs the script a JSON request describes; returns the JSON response
/// (`{"stdout","stderr","code","trace"}`). A request that cannot be read gives exit code
/// 2 and a one-line `evloop:` message on stderr, as the CLI does for bad input.
///
/// With `"page": true` the response also has `"page"`: the explainer page of the run
/// (what `evloop run --timeline` writes; the trace is recorded for it).
#[wasm_bindgen]
pub fn run(request_json: &str) -> String {
    let wants_page = serde_json::from_str::<serde_json::Value>(request_json)
        .ok()
        .and_then(|v| v.get("page").and_then(serde_json::Value::as_bool))
        .unwrap_or(false);
    let request = match Request::parse(request_json) {
        Ok(mut request) => {
            request.trace |= wants_page;
            request
        }
        Err(e) => return Response::refused(&e).to_json(),
    };
    let response = run_request(&request);
    if !wants_page {
        return response.to_json();
    }
    let page = explainer_page(&request, &response);
    let mut value: serde_json::Value =
        serde_json::from_str(&response.to_json()).unwrap_or_else(|_| serde_json::json!({}));
    value["page"] = serde_json::Value::String(page);
    value.to_string()
}

/// The explainer page of a run: its trace, and the script's source under the name the
/// trace gives it (relative to the working directory).
fn explainer_page(request: &Request, response: &Response) -> String {
    let name = request
        .path()
        .strip_prefix(&format!("{}/", request.cwd.trim_end_matches('/')))
        .map(str::to_string)
        .unwrap_or_else(|| request.path());
    let mut sources = std::collections::BTreeMap::new();
    sources.insert(name.clone(), request.source.clone());
    let host = match request.host {
        request::Host::Node => "node",
        request::Host::Browser => "browser",
    };
    evloop_explain::render_page(&response.trace, &format!("{name} · {host}"), &sources)
}

/// Explores the script a JSON request describes (plus `"max_schedules"`, 64 by default):
/// every distinct output with its schedule, as JSON (`web/src/explore.rs`).
#[wasm_bindgen]
pub fn explore(request_json: &str) -> String {
    let request = match Request::parse(request_json) {
        Ok(request) => request,
        Err(e) => return Response::refused(&e).to_json(),
    };
    let max = serde_json::from_str::<serde_json::Value>(request_json)
        .ok()
        .and_then(|v| v.get("max_schedules").and_then(serde_json::Value::as_u64))
        .map_or(explore::MAX_SCHEDULES, |n| n as usize);
    explore::explore(&request, max).to_string()
}

/// evloop's version, and the Node version the Node host models.
#[wasm_bindgen]
pub fn version() -> String {
    serde_json::json!({
        "evloop": env!("CARGO_PKG_VERSION"),
        "node": evloop_node::NODE_VERSION,
    })
    .to_string()
}
