//! `evloop run`'s permission flags: node 20's permission model
//! (`--experimental-permission`, `--allow-fs-read`, ...) and evloop's `--sandbox`, turned
//! into the Node host's [`Permissions`]; and what node prints when they refuse a run
//! before it starts (no `--experimental-permission`, an unreadable main script).

use std::path::Path;

use clap::Args;
use evloop_node::permission::{resolve, Access, Model, ModelFlags, Permissions, Sandbox};

#[derive(Args, Debug, Default)]
pub struct PermissionArgs {
    /// Node host: node 20's permission model. Files may be read and written only where
    /// --allow-fs-read / --allow-fs-write say, child processes and workers only with
    /// --allow-child-process / --allow-worker; a refusal is node's ERR_ACCESS_DENIED.
    /// The network is not restricted, as in node 20.
    #[arg(long)]
    pub experimental_permission: bool,
    /// Node host: a file or folder the script may read (repeatable): an existing folder
    /// grants what is inside it, a trailing `*` any path starting so, `*` alone every
    /// file; relative paths start at the working directory. As node 20, a comma is part
    /// of the path.
    #[arg(long, value_name = "PATH")]
    pub allow_fs_read: Vec<String>,
    /// Node host: a file or folder the script may write (repeatable; as --allow-fs-read).
    #[arg(long, value_name = "PATH")]
    pub allow_fs_write: Vec<String>,
    /// Node host: with --experimental-permission, allow child_process.
    #[arg(long)]
    pub allow_child_process: bool,
    /// Node host: with --experimental-permission, allow worker_threads.
    #[arg(long)]
    pub allow_worker: bool,
    /// Node host: node's --allow-addons (evloop loads no addons; accepted for the command
    /// line's sake).
    #[arg(long)]
    pub allow_addons: bool,
    /// Node host: node's --allow-wasi (evloop has no WASI; accepted likewise).
    #[arg(long)]
    pub allow_wasi: bool,
    /// Run a stranger's script: it may read and write files only inside the script's
    /// folder (after `..` and symbolic links are resolved; it cannot make links), open
    /// no sockets and look up no names, start no child processes, and sees an empty
    /// process.env and a fixed machine in node:os. Refusals are ERR_ACCESS_DENIED errors
    /// the script can catch. Workers inherit it. (`evloop serve` runs every script so.)
    #[arg(long)]
    pub sandbox: bool,
}

impl PermissionArgs {
    /// Whether any of node's `--allow-*` flags is given.
    fn any_allow(&self) -> bool {
        !self.allow_fs_read.is_empty()
            || !self.allow_fs_write.is_empty()
            || self.allow_child_process
            || self.allow_worker
            || self.allow_addons
            || self.allow_wasi
    }

    /// The Node host's permissions, or what to print on stderr when node refuses to
    /// start, with the exit code. `main` is the main script as given (none for -e and
    /// stdin).
    pub fn permissions(&self, main: Option<&Path>) -> Result<Permissions, (String, u8)> {
        let cwd = std::env::current_dir()
            .map(|d| d.display().to_string())
            .unwrap_or_else(|_| "/".to_string());
        // (node checks this for a main file only: -e, -p and stdin run.)
        if self.any_allow() && !self.experimental_permission && main.is_some() {
            return Err((missing_option(), 1));
        }
        let mut perms = Permissions::default();
        if self.experimental_permission {
            let flags = ModelFlags {
                fs_read: self.allow_fs_read.clone(),
                fs_write: self.allow_fs_write.clone(),
                child_process: self.allow_child_process,
                worker: self.allow_worker,
                addons: self.allow_addons,
                wasi: self.allow_wasi,
            };
            // node aborts (SIGABRT: exit code 134); evloop says why in one line.
            perms.model = Some(Model::new(flags, &cwd).map_err(|flag| {
                (
                    format!(
                        "evloop: {flag}: node 20 aborts on this grant (a path granted twice, or \
                         one ending where other grants part, fails an assertion in its \
                         permission tree)\n"
                    ),
                    134,
                )
            })?);
        }
        if self.sandbox {
            let folder = match main {
                Some(file) => std::fs::canonicalize(file)
                    .ok()
                    .and_then(|f| f.parent().map(Path::to_path_buf))
                    .unwrap_or_else(|| cwd.clone().into()),
                None => cwd.clone().into(),
            };
            perms.sandbox = Some(Sandbox::new(&folder).map_err(|e| {
                (
                    format!(
                        "evloop: --sandbox: cannot use the folder '{}': {e}\n",
                        folder.display()
                    ),
                    2,
                )
            })?);
        }
        if let (Some(file), Some(_)) = (main, &perms.model) {
            // node reads the main script through fs, so the model must let it.
            let resolved = resolve(&cwd, &file.to_string_lossy());
            if perms.check_path(Access::Read, &resolved, &cwd).is_err() {
                return Err((
                    if resolved.ends_with(".mjs") {
                        main_module_denied(&resolved)
                    } else {
                        main_denied(&resolved)
                    },
                    1,
                ));
            }
        }
        Ok(perms)
    }
}

/// `--allow-*` without `--experimental-permission`: node's error from `pre_execution`.
fn missing_option() -> String {
    format!(
        "node:internal/process/pre_execution:640\n        throw new ERR_MISSING_OPTION('--experimental-permission');\n        ^\n\n\
         TypeError [ERR_MISSING_OPTION]: --experimental-permission is required\n    \
         at node:internal/process/pre_execution:640:15\n    \
         at Array.forEach (<anonymous>)\n    \
         at initializePermission (node:internal/process/pre_execution:637:5)\n    \
         at prepareExecution (node:internal/process/pre_execution:117:3)\n    \
         at prepareMainThreadExecution (node:internal/process/pre_execution:53:10)\n    \
         at node:internal/main/run_main_module:11:19 {{\n  code: 'ERR_MISSING_OPTION'\n}}\n\nNode.js {}\n",
        evloop_node::NODE_VERSION
    )
}

/// The main script is not readable under the model: node's loader fails to read it.
fn main_denied(resource: &str) -> String {
    format!(
        "node:fs:448\n    return binding.readFileUtf8(path, stringToFlags(options.flag));\n                   ^\n\n\
         Error: Access to this API has been restricted\n    \
         at Object.readFileSync (node:fs:448:20)\n    \
         at loadSource (node:internal/modules/cjs/loader:1548:17)\n    \
         at Module._extensions..js (node:internal/modules/cjs/loader:1617:44)\n    \
         at Module.load (node:internal/modules/cjs/loader:1266:32)\n    \
         at Module._load (node:internal/modules/cjs/loader:1091:12)\n    \
         at Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:164:12)\n    \
         at node:internal/main/run_main_module:28:49 {{\n  code: 'ERR_ACCESS_DENIED',\n  \
         permission: 'FileSystemRead',\n  resource: {}\n}}\n\nNode.js {}\n",
        js_quote(resource),
        evloop_node::NODE_VERSION
    )
}

/// The same for an ES module main: node's loader reads it with fs/promises, after the
/// permission model's warning is out.
fn main_module_denied(resource: &str) -> String {
    let at = |f: &str| format!("\n    at {f}");
    format!(
        "(node:{}) ExperimentalWarning: Permission is an experimental feature and might change at any time\n\
         (Use `node --trace-warnings ...` to show where the warning was created)\n\
         node:internal/fs/promises:638\n    binding.openFileHandle(pathModule.toNamespacedPath(path),\n            ^\n\n\
         Error: Access to this API has been restricted{}{}{}{}{}{}{}{}{}{} {{\n  code: 'ERR_ACCESS_DENIED',\n  \
         permission: 'FileSystemRead',\n  resource: {}\n}}\n\nNode.js {}\n",
        std::process::id(),
        at("open (node:internal/fs/promises:638:13)"),
        at("readFile (node:internal/fs/promises:1249:20)"),
        at("getSource (node:internal/modules/esm/load:48:20)"),
        at("defaultLoad (node:internal/modules/esm/load:139:40)"),
        at("ModuleLoader.load (node:internal/modules/esm/loader:724:12)"),
        at("ModuleLoader.loadAndTranslate (node:internal/modules/esm/loader:543:56)"),
        at("#createModuleJob (node:internal/modules/esm/loader:567:36)"),
        at("#getJobFromResolveResult (node:internal/modules/esm/loader:297:34)"),
        at("ModuleLoader.getModuleJobForImport (node:internal/modules/esm/loader:265:41)"),
        at("process.processTicksAndRejections (node:internal/process/task_queues:95:5)"),
        js_quote(resource),
        evloop_node::NODE_VERSION
    )
}

/// A string as util.inspect prints it (single quotes, the common escapes).
fn js_quote(s: &str) -> String {
    let mut out = String::from("'");
    for c in s.chars() {
        match c {
            '\'' => out.push_str("\\'"),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}
