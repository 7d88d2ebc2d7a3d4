//! Who may do what: Node 20's permission model (`--experimental-permission` with
//! `--allow-fs-read`, `--allow-fs-write`, `--allow-child-process`, `--allow-worker`) and
//! evloop's own `--sandbox` (files only inside the script's folder, no network, no child
//! processes). Engine-free: the ops ask [`Permissions`] before they touch the machine, so
//! no JavaScript (not even a script that reaches evloop's internal bindings) gets past it.
//!
//! Node keeps the granted paths in a radix tree (`src/permission/fs_permission.cc`) whose
//! lookups have quirks a script can see (a granted `/a/*` also grants the folder `/a`
//! itself unless another grant shares its prefix); [`Tree`] answers as that tree does,
//! held against real node's `process.permission.has` (`permission/tree_matches_node`
//! below lists the cases). The sandbox resolves `..` and symbolic links itself and
//! compares the real path with the folder's.

use std::path::{Component, Path, PathBuf};

use crate::fs::FsOp;

/// A refusal: what node's `ERR_ACCESS_DENIED` carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Denied {
    pub message: &'static str,
    /// `FileSystemRead`, `FileSystemWrite`, `ChildProcess`, `WorkerThreads`, `Net`, or
    /// empty.
    pub permission: &'static str,
    pub resource: String,
    /// Node makes this one in JavaScript (`Error [ERR_ACCESS_DENIED]: ...` heads its
    /// stack), not in C++ (`Error: ...`).
    pub js_style: bool,
}

pub const RESTRICTED: &str = "Access to this API has been restricted";

impl Denied {
    fn fs(permission: &'static str, resource: &str) -> Denied {
        Denied {
            message: RESTRICTED,
            permission,
            resource: resource.to_string(),
            js_style: false,
        }
    }

    fn api(message: &'static str) -> Denied {
        Denied {
            message,
            permission: "",
            resource: String::new(),
            js_style: true,
        }
    }
}

/// Everything a run may or may not do.
#[derive(Debug, Clone, Default)]
pub struct Permissions {
    /// Node's permission model, when `--experimental-permission` is given.
    pub model: Option<Model>,
    /// evloop's `--sandbox`.
    pub sandbox: Option<Sandbox>,
}

/// The command line's permission flags, as given.
#[derive(Debug, Clone, Default)]
pub struct ModelFlags {
    pub fs_read: Vec<String>,
    pub fs_write: Vec<String>,
    pub child_process: bool,
    pub worker: bool,
    pub addons: bool,
    pub wasi: bool,
}

/// Node 20's permission model.
#[derive(Debug, Clone)]
pub struct Model {
    read: Grants,
    write: Grants,
    pub flags: ModelFlags,
}

#[derive(Debug, Clone, Default)]
struct Grants {
    all: bool,
    tree: Tree,
    /// Nothing granted (`deny_all`): no path passes, whatever the tree says.
    none: bool,
}

impl Grants {
    /// Node's `FSPermission::Apply`: `*` grants everything (and ends the list); other
    /// entries are resolved against `cwd`, and an existing folder grants what is in it.
    /// `Err(path)`: node 20 aborts on this grant (see [`Tree::insert`]).
    fn new(entries: &[String], cwd: &str) -> Result<Grants, String> {
        let mut g = Grants {
            none: true,
            ..Grants::default()
        };
        for entry in entries {
            if entry == "*" {
                g.all = true;
                g.none = false;
                return Ok(g);
            }
            let mut path = resolve(cwd, entry);
            if std::fs::metadata(&path).is_ok_and(|m| m.is_dir()) {
                path.push_str(if path.ends_with('/') { "*" } else { "/*" });
            }
            g.tree.insert(&path).map_err(|()| entry.clone())?;
            g.none = false;
        }
        Ok(g)
    }

    fn allows(&self, path: &str, cwd: &str) -> bool {
        if path.is_empty() {
            return self.all;
        }
        !self.none && (self.all || self.tree.lookup(&resolve(cwd, path), true))
    }
}

impl Model {
    /// The model of these flags; `Err(flag)` names a grant node 20 aborts on (a path
    /// granted twice, or one ending where other grants part: an assertion in its tree).
    pub fn new(flags: ModelFlags, cwd: &str) -> Result<Model, String> {
        let read = Grants::new(&flags.fs_read, cwd).map_err(|p| format!("--allow-fs-read={p}"))?;
        let write =
            Grants::new(&flags.fs_write, cwd).map_err(|p| format!("--allow-fs-write={p}"))?;
        Ok(Model { read, write, flags })
    }

    /// `process.permission.has(scope, reference)`, after node's argument checks.
    pub fn has(&self, scope: &str, reference: Option<&str>, cwd: &str) -> bool {
        let r = reference.unwrap_or("");
        match scope {
            "fs" => self.read.all && self.write.all,
            "fs.read" => self.read.allows(r, cwd),
            "fs.write" => self.write.allows(r, cwd),
            "child" => self.flags.child_process,
            "worker" => self.flags.worker,
            "wasi" => self.flags.wasi,
            _ => false,
        }
    }
}

/// evloop's `--sandbox`: the folder the script may use (its real path).
#[derive(Debug, Clone)]
pub struct Sandbox {
    pub root: PathBuf,
}

impl Sandbox {
    pub fn new(folder: &Path) -> std::io::Result<Sandbox> {
        Ok(Sandbox {
            root: std::fs::canonicalize(folder)?,
        })
    }

    /// Whether `path` (relative to `cwd`) is inside the folder once `..` and every
    /// symbolic link on the way, the last one included, are resolved.
    pub fn contains(&self, path: &str, cwd: &str) -> bool {
        real_path(&resolve(cwd, path)).is_some_and(|p| p.starts_with(&self.root))
    }
}

/// Which access an fs request needs, in the order node checks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    Read,
    Write,
}

impl Permissions {
    pub fn is_empty(&self) -> bool {
        self.model.is_none() && self.sandbox.is_none()
    }

    /// May `path` be read (or written)?
    pub fn check_path(&self, access: Access, path: &str, cwd: &str) -> Result<(), Denied> {
        let permission = match access {
            Access::Read => "FileSystemRead",
            Access::Write => "FileSystemWrite",
        };
        if let Some(m) = &self.model {
            let grants = match access {
                Access::Read => &m.read,
                Access::Write => &m.write,
            };
            if !grants.allows(path, cwd) {
                return Err(Denied::fs(permission, path));
            }
        }
        if let Some(s) = &self.sandbox {
            if !s.contains(path, cwd) {
                return Err(Denied::fs(permission, path));
            }
        }
        Ok(())
    }

    /// May this file-system request run?
    pub fn check_fs(&self, op: &FsOp, cwd: &str) -> Result<(), Denied> {
        if self.is_empty() {
            return Ok(());
        }
        use Access::{Read, Write};
        let model = self.model.as_ref();
        let fd_api = |name: &'static str| match model {
            Some(_) => Err(Denied::api(name)),
            None => Ok(()),
        };
        let needs: Vec<(Access, &str)> = match op {
            FsOp::Open { path, flags, .. } => {
                let acc = flags & 3;
                let mut v = Vec::new();
                if acc != libc_flags::O_WRONLY {
                    v.push((Read, path.as_str()));
                }
                if acc != libc_flags::O_RDONLY
                    || flags & (libc_flags::O_CREAT | libc_flags::O_TRUNC | libc_flags::O_APPEND)
                        != 0
                {
                    v.push((Write, path.as_str()));
                }
                v
            }
            FsOp::Stat { path }
            | FsOp::Lstat { path }
            | FsOp::Access { path, .. }
            | FsOp::Readdir { path }
            | FsOp::Opendir { path }
            | FsOp::Statfs { path }
            | FsOp::Readlink { path }
            | FsOp::Realpath { path } => vec![(Read, path)],
            FsOp::Mkdir { path, .. }
            | FsOp::Rmdir { path }
            | FsOp::Unlink { path }
            | FsOp::Chmod { path, .. }
            | FsOp::Chown { path, .. }
            | FsOp::Utime { path, .. } => vec![(Write, path)],
            FsOp::Mkdtemp { prefix } => {
                let template = format!("{prefix}XXXXXX");
                return self.check_path(Write, &template, cwd);
            }
            FsOp::Rename { from, to } | FsOp::Link { from, to } => {
                vec![(Read, from), (Write, from), (Write, to)]
            }
            FsOp::CopyFile { from, to, .. } => vec![(Read, from), (Write, to)],
            FsOp::Symlink { path, .. } => {
                if let Some(m) = model {
                    if !(m.read.all && m.write.all) {
                        return Err(Denied::api(
                            "fs.symlink API requires full fs.read and fs.write permissions.",
                        ));
                    }
                }
                if self.sandbox.is_some() {
                    // A link made now could be swapped in under a path already checked.
                    return Err(Denied::fs("FileSystemWrite", path));
                }
                Vec::new()
            }
            FsOp::Fchmod { fd, .. }
            | FsOp::Fchown { fd, .. }
            | FsOp::Futime { fd, .. }
            | FsOp::Fsync { fd }
            | FsOp::Fdatasync { fd }
                if self.sandbox.is_some() && !script_fd(*fd) =>
            {
                return Err(Denied::fs("FileSystemWrite", ""));
            }
            FsOp::Fchmod { .. } => {
                return fd_api("fchmod API is disabled when Permission Model is enabled.")
            }
            FsOp::Fchown { .. } => {
                return fd_api("fchown API is disabled when Permission Model is enabled.")
            }
            FsOp::Futime { .. } => {
                return fd_api("futimes API is disabled when Permission Model is enabled.")
            }
            FsOp::Fsync { .. } => {
                return fd_api("fsync API is disabled when Permission Model is enabled.")
            }
            FsOp::Fdatasync { .. } => {
                return fd_api("fdatasync API is disabled when Permission Model is enabled.")
            }
            FsOp::GetAddrInfo { host, .. } => {
                return match &self.sandbox {
                    Some(_) => Err(Denied {
                        message: SANDBOX_NET,
                        permission: "Net",
                        resource: host.clone(),
                        js_style: true,
                    }),
                    None => Ok(()),
                };
            }
            FsOp::Close { fd }
            | FsOp::Read { fd, .. }
            | FsOp::Write { fd, .. }
            | FsOp::Fstat { fd }
            | FsOp::Ftruncate { fd, .. } => {
                return match &self.sandbox {
                    Some(_) if !script_fd(*fd) => Err(Denied::fs("FileSystemRead", "")),
                    _ => Ok(()),
                };
            }
            FsOp::DirRead { .. }
            | FsOp::Closedir { .. }
            | FsOp::Crypto { .. }
            | FsOp::Zlib { .. } => Vec::new(),
        };
        for (access, path) in needs {
            self.check_path(access, path, cwd).map_err(|mut d| {
                // node's lstat checks in lib/fs.js, not in its binding.
                d.js_style = matches!(op, FsOp::Lstat { .. });
                d
            })?;
        }
        Ok(())
    }

    /// May the script start child processes?
    pub fn check_child(&self) -> Result<(), Denied> {
        if self.sandbox.is_some() || self.model.as_ref().is_some_and(|m| !m.flags.child_process) {
            return Err(Denied {
                message: RESTRICTED,
                permission: "ChildProcess",
                resource: String::new(),
                js_style: false,
            });
        }
        Ok(())
    }

    /// May the script start worker threads? (A worker inherits these permissions.)
    pub fn check_worker(&self) -> Result<(), Denied> {
        if self.model.as_ref().is_some_and(|m| !m.flags.worker) {
            return Err(Denied {
                message: RESTRICTED,
                permission: "WorkerThreads",
                resource: String::new(),
                js_style: false,
            });
        }
        Ok(())
    }

    /// May the script open sockets? (Node 20's model does not restrict the network.)
    pub fn check_net(&self, resource: &str) -> Result<(), Denied> {
        if self.sandbox.is_some() {
            return Err(Denied {
                message: SANDBOX_NET,
                permission: "Net",
                resource: resource.to_string(),
                js_style: true,
            });
        }
        Ok(())
    }
}

/// The descriptors the script's own `open` requests gave (they and 0, 1 and 2 are the
/// only ones the sandbox lets fd requests use: not evloop's own, such as a trace file).
static SCRIPT_FDS: std::sync::Mutex<Vec<i32>> = std::sync::Mutex::new(Vec::new());

fn script_fd(fd: i32) -> bool {
    (0..=2).contains(&fd) || SCRIPT_FDS.lock().is_ok_and(|fds| fds.contains(&fd))
}

/// Notes what a request did to the script's descriptors (`FsOp::run` calls it).
pub(crate) fn note_fd(op: &FsOp, result: &crate::fs::FsResult) {
    let Ok(mut fds) = SCRIPT_FDS.lock() else {
        return;
    };
    match (op, result) {
        (FsOp::Open { .. }, Ok(crate::fs::FsOut::Num(fd))) => fds.push(*fd as i32),
        (FsOp::Close { fd }, _) => fds.retain(|f| f != fd),
        _ => {}
    }
}

/// The sandbox's refusal of sockets and name lookups.
pub const SANDBOX_NET: &str = "evloop's --sandbox allows no network access";

/// The open flags the model reads (Linux's values, as node's `fs.constants`).
mod libc_flags {
    pub const O_RDONLY: i32 = 0;
    pub const O_WRONLY: i32 = 1;
    pub const O_CREAT: i32 = 0o100;
    pub const O_TRUNC: i32 = 0o1000;
    pub const O_APPEND: i32 = 0o2000;
}

/// `path.resolve(cwd, p)`: absolute, `.` and `..` applied, no trailing slash (but `/`).
pub fn resolve(cwd: &str, p: &str) -> String {
    let joined = if p.starts_with('/') {
        p.to_string()
    } else {
        format!("{cwd}/{p}")
    };
    let mut parts: Vec<&str> = Vec::new();
    for part in joined.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            other => parts.push(other),
        }
    }
    format!("/{}", parts.join("/"))
}

/// The real path of absolute `path`: every symbolic link followed (at most 40, as the
/// kernel), `..` applied to what the links gave; the part that does not exist yet is
/// kept as written (with its `..` applied). `None` for a link loop.
fn real_path(path: &str) -> Option<PathBuf> {
    let mut pending: Vec<String> = Path::new(path)
        .components()
        .rev()
        .filter_map(|c| match c {
            Component::Normal(s) => Some(s.to_string_lossy().into_owned()),
            Component::ParentDir => Some("..".to_string()),
            _ => None,
        })
        .collect();
    let mut out = PathBuf::from("/");
    let mut hops = 0;
    let mut exists = true;
    while let Some(part) = pending.pop() {
        if part == ".." {
            out.pop();
            continue;
        }
        let next = out.join(&part);
        if exists {
            match std::fs::symlink_metadata(&next) {
                Ok(m) if m.file_type().is_symlink() => {
                    hops += 1;
                    if hops > 40 {
                        return None;
                    }
                    let target = std::fs::read_link(&next).ok()?;
                    if target.is_absolute() {
                        out = PathBuf::from("/");
                    }
                    for c in target.components().rev() {
                        match c {
                            Component::Normal(s) => pending.push(s.to_string_lossy().into_owned()),
                            Component::ParentDir => pending.push("..".to_string()),
                            _ => {}
                        }
                    }
                    continue;
                }
                Ok(_) => {}
                Err(_) => exists = false,
            }
        }
        out = next;
    }
    Some(out)
}

/// Node's radix tree of granted paths (`FSPermission::RadixTree`), answering as it does.
/// A `*` ends a grant: what follows it is kept in the tree but never decides a lookup.
#[derive(Debug, Clone, Default)]
struct Tree {
    nodes: Vec<TreeNode>,
}

#[derive(Debug, Clone, Default)]
struct TreeNode {
    prefix: Vec<u8>,
    /// By first byte, in insertion order (node's map is unordered; only `*` is special).
    children: Vec<(u8, usize)>,
    wildcard: Option<usize>,
    leaf: bool,
}

impl Tree {
    fn root(&mut self) -> usize {
        if self.nodes.is_empty() {
            self.nodes.push(TreeNode::default());
        }
        0
    }

    fn child(&self, node: usize, label: u8) -> Option<usize> {
        self.nodes[node]
            .children
            .iter()
            .find(|(l, _)| *l == label)
            .map(|(_, i)| *i)
    }

    fn set_child(&mut self, node: usize, label: u8, to: usize) {
        let children = &mut self.nodes[node].children;
        match children.iter_mut().find(|(l, _)| *l == label) {
            Some(slot) => slot.1 = to,
            None => children.push((label, to)),
        }
    }

    fn new_node(&mut self, prefix: &[u8]) -> usize {
        self.nodes.push(TreeNode {
            prefix: prefix.to_vec(),
            ..TreeNode::default()
        });
        self.nodes.len() - 1
    }

    /// Adds `prefix` below `node`, splitting a child that shares part of it; returns the
    /// node where it ends. `None` where node's `CreateChild` fails its assertion: an empty
    /// rest on a node already marked as an end (it marks a node it passes through as one).
    fn create_child(&mut self, node: usize, prefix: &[u8]) -> Option<usize> {
        if prefix.is_empty() {
            if self.nodes[node].leaf {
                return None;
            }
            self.nodes[node].leaf = true;
            return Some(node);
        }
        let Some(child) = self.child(node, prefix[0]) else {
            let made = self.new_node(prefix);
            self.set_child(node, prefix[0], made);
            return Some(made);
        };
        let existing = self.nodes[child].prefix.clone();
        for (i, &b) in existing.iter().enumerate() {
            if prefix.get(i) != Some(&b) {
                // Split: the shared part becomes a node of its own above `child`.
                self.nodes[child].prefix = existing[i..].to_vec();
                let split = self.new_node(&existing[..i]);
                self.set_child(split, existing[i], child);
                self.set_child(node, existing[0], split);
                return self.create_child(split, &prefix[i..]);
            }
        }
        self.nodes[child].leaf = true;
        self.create_child(child, &prefix[existing.len()..])
    }

    /// Node's `RadixTree::Insert`; `Err` where node aborts.
    fn insert(&mut self, path: &str) -> Result<(), ()> {
        let path = path.as_bytes();
        let mut current = self.root();
        let mut parent_len = 0;
        for i in 1..=path.len() {
            let wildcard = path[i - 1] == b'*';
            if wildcard || i == path.len() {
                let end = (parent_len + i).min(path.len());
                current = self
                    .create_child(current, &path[parent_len.min(end)..end])
                    .ok_or(())?;
            }
            if wildcard {
                current = match self.nodes[current].wildcard {
                    Some(w) => w,
                    None => {
                        let w = self.new_node(b"");
                        self.nodes[current].wildcard = Some(w);
                        w
                    }
                };
                parent_len = i;
            }
        }
        Ok(())
    }

    /// The child of `node` that `path` continues into from byte `idx`, if any.
    fn next_node(&self, node: usize, path: &[u8], idx: usize) -> Option<usize> {
        if idx >= path.len() {
            return None;
        }
        let n = &self.nodes[node];
        if n.children.len() > 1 {
            if let Some(star) = self.child(node, b'*') {
                return Some(star);
            }
        }
        let child = self.child(node, path[idx])?;
        let prefix = &self.nodes[child].prefix;
        let mut idx = idx;
        for i in 0..path.len() {
            if i >= prefix.len() || prefix[i] == b'*' {
                return Some(child);
            }
            if idx >= path.len() && prefix[i] == b'/' {
                continue;
            }
            // Past the end, node compares the string's terminating NUL.
            if path.get(idx).copied().unwrap_or(0) != prefix[i] {
                return None;
            }
            idx += 1;
        }
        Some(child)
    }

    fn lookup(&self, path: &str, when_empty: bool) -> bool {
        if self.nodes.is_empty() || self.nodes[0].children.is_empty() {
            return when_empty;
        }
        let path = path.as_bytes();
        let mut current = 0;
        let mut parent_len = 0usize;
        loop {
            let n = &self.nodes[current];
            if parent_len == path.len() && (n.children.is_empty() || n.leaf) {
                return true;
            }
            let Some(next) = self.next_node(current, path, parent_len) else {
                return false;
            };
            current = next;
            parent_len += self.nodes[current].prefix.len();
            if self.nodes[current].wildcard.is_some()
                && parent_len >= 2
                && path.len() >= parent_len - 2
            {
                return true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grants(list: &[&str]) -> Grants {
        let mut g = Grants {
            none: true,
            ..Grants::default()
        };
        for p in list {
            g.tree.insert(p).expect("node takes these grants");
            g.none = false;
        }
        g
    }

    /// Each case was asked of node v20.20.2 (`process.permission.has('fs.read', p)` with
    /// the grants given in this order; a folder grant is already `folder/*` here).
    #[test]
    fn tree_matches_node() {
        let cases: &[(&[&str], &str, bool)] = &[
            (&["/tmp/pm/d/*", "/q/t.js"], "/tmp/pm/d", true),
            (&["/tmp/pm/d/*"], "/tmp/pm/dx.txt", false),
            (&["/tmp/pm/d*"], "/tmp/pm/dx.txt", true),
            (&["/tmp/pm/d*"], "/tmp/pm", false),
            (&["/tmp/pm/d/x.txt"], "/tmp/pm/d", false),
            (&["/tmp/pm/d/x.txt"], "/tmp/pm/d/x.txt", true),
            (&["/tmp/pm/d/x.txt"], "/tmp/pm/d/x.txtx", false),
            (&["/q/t.js", "/tmp/pm/*"], "/tmp/pm", true),
            (&["/tmp/pm/t.js", "/tmp/pm/*"], "/tmp/pm", false),
            (&["/q/t.js", "/tmp/pm*"], "/tmp/pm", true),
            (&["/q/t.js", "/tmp/pm/x", "/tmp/pm*"], "/tmp/pm", false),
            (&["/q/t.js", "/tmp/pm/x", "/tmp/pm*"], "/tmp/pmx", true),
            (&["/tmp/pm/*/x.txt"], "/tmp/pm/dx.txt", true),
            (&["/tmp/p*"], "/tmp", false),
            (&["/tmp/pmfix/*", "/tmp/*"], "/tmp", false),
            (&["/x/abc", "/x/ab"], "/x/ab", true),
        ];
        for (list, path, want) in cases {
            let g = grants(list);
            assert_eq!(
                g.tree.lookup(path, true),
                *want,
                "grants {list:?}, lookup {path}"
            );
        }
    }

    /// node 20 aborts (an assertion in `CreateChild`) on these.
    #[test]
    fn grants_node_aborts_on_are_refused() {
        for list in [&["/f/a", "/f/a"][..], &["/x/abc", "/x/abd", "/x/ab"]] {
            let mut tree = Tree::default();
            let results: Vec<_> = list.iter().map(|p| tree.insert(p)).collect();
            assert_eq!(results.last(), Some(&Err(())), "{list:?}");
        }
    }

    #[test]
    fn resolve_is_path_resolve() {
        assert_eq!(resolve("/a/b", "../c/./d/"), "/a/c/d");
        assert_eq!(resolve("/a", "/x/../../y"), "/y");
        assert_eq!(resolve("/", ".."), "/");
    }
}
