//! An in-memory file system: what `node:fs`, `require` and `import` see in the web build,
//! where there is no disk. The embedder seeds it (the script and its folder) before a run
//! and may read it back after; the native build never uses it.
//!
//! It holds files, directories and symbolic links by absolute path, and open file
//! descriptors with their positions. Errors are libuv's code names (`ENOENT`), which the
//! Node host turns into Node's errors. What it leaves out: permissions are recorded but
//! never refuse, a hard link is a second node kept in step with the first (an open
//! descriptor names a path: renaming an open file loses it), times are virtual (the start of virtual time unless `utimes` set
//! them), symbolic links are followed in the
//! last component of a path only.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard};

/// The wall-clock time a file shows (`mtime`…) until `utimes`: virtual time 0, 2024-01-01.
const FILE_TIME_MS: f64 = crate::clock::VIRTUAL_EPOCH_MS as f64;

/// What is at a path.
#[derive(Debug, Clone)]
pub enum Node {
    File { data: Vec<u8>, mode: u32, ino: u64 },
    Dir { mode: u32, ino: u64 },
    Link { target: String, ino: u64 },
}

/// `stat` of a node: its kind, permission bits, inode number and size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stat {
    /// `UV_DIRENT_*`: file 1, dir 2, link 3.
    pub kind: u8,
    /// The full `st_mode` (type and permission bits).
    pub mode: u32,
    pub ino: u64,
    /// Hard links to it.
    pub nlink: u64,
    pub size: u64,
    pub atime_ms: f64,
    pub mtime_ms: f64,
    /// Creation (and status change) time.
    pub birth_ms: f64,
}

#[derive(Debug, Clone)]
struct Fd {
    path: String,
    pos: u64,
    append: bool,
    read: bool,
    write: bool,
}

/// The file system: nodes by normalized absolute path, open descriptors, the working
/// directory.
#[derive(Debug)]
pub struct Vfs {
    nodes: BTreeMap<String, Node>,
    fds: HashMap<i32, Fd>,
    next_fd: i32,
    next_ino: u64,
    cwd: String,
    /// Access and modification times set by `utimes`, by inode.
    times: HashMap<u64, (f64, f64)>,
}

pub type VfsResult<T> = Result<T, &'static str>;

// Linux's open(2) flags, as node passes them.
const O_WRONLY: i32 = 0o1;
const O_RDWR: i32 = 0o2;
const O_CREAT: i32 = 0o100;
const O_EXCL: i32 = 0o200;
const O_TRUNC: i32 = 0o1000;
const O_APPEND: i32 = 0o2000;
const O_DIRECTORY: i32 = 0o200000;

static VFS: Mutex<Option<Vfs>> = Mutex::new(None);

/// The process's file system (made empty, with `/` only, on first use).
pub fn lock() -> impl std::ops::DerefMut<Target = Vfs> {
    struct Guard(MutexGuard<'static, Option<Vfs>>);
    impl std::ops::Deref for Guard {
        type Target = Vfs;
        fn deref(&self) -> &Vfs {
            self.0.as_ref().expect("made on lock")
        }
    }
    impl std::ops::DerefMut for Guard {
        fn deref_mut(&mut self) -> &mut Vfs {
            self.0.as_mut().expect("made on lock")
        }
    }
    let mut g = VFS.lock().unwrap_or_else(|e| e.into_inner());
    if g.is_none() {
        *g = Some(Vfs::new("/"));
    }
    Guard(g)
}

/// The working directory.
pub fn cwd() -> String {
    lock().cwd.clone()
}

impl Vfs {
    /// An empty file system with `/`, `/tmp` and `cwd` (made with its parents).
    pub fn new(cwd: &str) -> Self {
        let mut v = Vfs {
            nodes: BTreeMap::new(),
            fds: HashMap::new(),
            next_fd: 3,
            next_ino: 1,
            cwd: "/".into(),
            times: HashMap::new(),
        };
        v.nodes.insert(
            "/".into(),
            Node::Dir {
                mode: 0o755,
                ino: 1,
            },
        );
        let cwd = v.abs(cwd);
        v.make_dirs("/tmp");
        v.make_dirs(&cwd);
        v.cwd = cwd;
        v
    }

    /// Starts afresh: an empty file system with `cwd`.
    pub fn reset(&mut self, cwd: &str) {
        *self = Vfs::new(cwd);
    }

    fn ino(&mut self) -> u64 {
        self.next_ino += 1;
        self.next_ino
    }

    /// `path` made absolute (against the working directory) and normalized.
    pub fn abs(&self, path: &str) -> String {
        let mut parts: Vec<&str> = Vec::new();
        let joined;
        let path = if path.starts_with('/') {
            path
        } else {
            joined = format!("{}/{}", self.cwd, path);
            &joined
        };
        for part in path.split('/') {
            match part {
                "" | "." => {}
                ".." => {
                    parts.pop();
                }
                p => parts.push(p),
            }
        }
        format!("/{}", parts.join("/"))
    }

    /// The path with a link in its last component followed (up to 40 links).
    fn follow(&self, path: &str) -> String {
        let mut path = self.abs(path);
        for _ in 0..40 {
            match self.nodes.get(&path) {
                Some(Node::Link { target, .. }) => {
                    let base = parent(&path).to_string();
                    path = if target.starts_with('/') {
                        self.abs(target)
                    } else {
                        self.abs(&format!("{base}/{target}"))
                    };
                }
                _ => break,
            }
        }
        path
    }

    fn make_dirs(&mut self, path: &str) {
        let mut at = String::new();
        for part in path.split('/').filter(|p| !p.is_empty()) {
            at.push('/');
            at.push_str(part);
            if !self.nodes.contains_key(&at) {
                let ino = self.ino();
                self.nodes
                    .insert(at.clone(), Node::Dir { mode: 0o755, ino });
            }
        }
    }

    /// Seeds a file (the embedder): its folders are made as needed.
    pub fn put_file(&mut self, path: &str, data: Vec<u8>) {
        let path = self.abs(path);
        self.make_dirs(parent(&path));
        let ino = self.ino();
        self.nodes.insert(
            path,
            Node::File {
                data,
                mode: 0o644,
                ino,
            },
        );
    }

    /// Changes the working directory.
    pub fn chdir(&mut self, path: &str) -> VfsResult<()> {
        let path = self.follow(path);
        match self.nodes.get(&path) {
            Some(Node::Dir { .. }) => {
                self.cwd = path;
                Ok(())
            }
            Some(_) => Err("ENOTDIR"),
            None => Err("ENOENT"),
        }
    }

    fn parent_dir(&self, path: &str) -> VfsResult<()> {
        match self.nodes.get(parent(path)) {
            Some(Node::Dir { .. }) => Ok(()),
            Some(_) => Err("ENOTDIR"),
            None => Err("ENOENT"),
        }
    }

    /// A whole file's bytes.
    pub fn read_file(&self, path: &str) -> VfsResult<Vec<u8>> {
        match self.nodes.get(&self.follow(path)) {
            Some(Node::File { data, .. }) => Ok(data.clone()),
            Some(_) => Err("EISDIR"),
            None => Err("ENOENT"),
        }
    }

    /// `stat` (`follow`) or `lstat`.
    pub fn stat(&self, path: &str, follow: bool) -> VfsResult<Stat> {
        let path = if follow {
            self.follow(path)
        } else {
            self.abs(path)
        };
        self.stat_abs(&path)
    }

    fn stat_abs(&self, path: &str) -> VfsResult<Stat> {
        let (kind, mode, ino, size) = match self.nodes.get(path) {
            Some(Node::File { data, mode, ino }) => (1, 0o100000 | mode, *ino, data.len() as u64),
            Some(Node::Dir { mode, ino }) => (2, 0o040000 | mode, *ino, 4096),
            Some(Node::Link { target, ino }) => (3, 0o120777, *ino, target.len() as u64),
            None => return Err("ENOENT"),
        };
        let (atime_ms, mtime_ms) = self
            .times
            .get(&ino)
            .copied()
            .unwrap_or((FILE_TIME_MS, FILE_TIME_MS));
        let nlink = match kind {
            1 => self
                .nodes
                .values()
                .filter(|n| matches!(n, Node::File { ino: i, .. } if *i == ino))
                .count() as u64,
            _ => 1,
        };
        Ok(Stat {
            kind,
            mode,
            ino,
            nlink,
            size,
            atime_ms,
            mtime_ms,
            birth_ms: FILE_TIME_MS,
        })
    }

    /// A directory's entries (name, `UV_DIRENT_*` kind), bytewise sorted.
    pub fn read_dir(&self, path: &str) -> VfsResult<Vec<(String, u8)>> {
        let path = self.follow(path);
        match self.nodes.get(&path) {
            Some(Node::Dir { .. }) => {}
            Some(_) => return Err("ENOTDIR"),
            None => return Err("ENOENT"),
        }
        let prefix = if path == "/" {
            "/".to_string()
        } else {
            format!("{path}/")
        };
        Ok(self
            .nodes
            .range(prefix.clone()..)
            .take_while(|(p, _)| p.starts_with(&prefix))
            .filter(|(p, _)| p.len() > prefix.len() && !p[prefix.len()..].contains('/'))
            .map(|(p, n)| {
                let kind = match n {
                    Node::File { .. } => 1,
                    Node::Dir { .. } => 2,
                    Node::Link { .. } => 3,
                };
                (p[prefix.len()..].to_string(), kind)
            })
            .collect())
    }

    pub fn mkdir(&mut self, path: &str, mode: u32) -> VfsResult<()> {
        let path = self.abs(path);
        if self.nodes.contains_key(&path) {
            return Err("EEXIST");
        }
        self.parent_dir(&path)?;
        let ino = self.ino();
        self.nodes.insert(
            path,
            Node::Dir {
                mode: mode & 0o7777,
                ino,
            },
        );
        Ok(())
    }

    pub fn rmdir(&mut self, path: &str) -> VfsResult<()> {
        let path = self.abs(path);
        match self.nodes.get(&path) {
            Some(Node::Dir { .. }) => {}
            Some(_) => return Err("ENOTDIR"),
            None => return Err("ENOENT"),
        }
        if !self.read_dir(&path)?.is_empty() {
            return Err("ENOTEMPTY");
        }
        if path == "/" {
            return Err("EBUSY");
        }
        self.nodes.remove(&path);
        Ok(())
    }

    pub fn unlink(&mut self, path: &str) -> VfsResult<()> {
        let path = self.abs(path);
        match self.nodes.get(&path) {
            Some(Node::Dir { .. }) => Err("EISDIR"),
            Some(_) => {
                self.nodes.remove(&path);
                Ok(())
            }
            None => Err("ENOENT"),
        }
    }

    pub fn rename(&mut self, from: &str, to: &str) -> VfsResult<()> {
        let (from, to) = (self.abs(from), self.abs(to));
        if !self.nodes.contains_key(&from) {
            return Err("ENOENT");
        }
        self.parent_dir(&to)?;
        if from == to {
            return Ok(());
        }
        let moved: Vec<String> = self
            .nodes
            .keys()
            .filter(|p| **p == from || p.starts_with(&format!("{from}/")))
            .cloned()
            .collect();
        for p in moved {
            if let Some(node) = self.nodes.remove(&p) {
                self.nodes.insert(format!("{to}{}", &p[from.len()..]), node);
            }
        }
        Ok(())
    }

    pub fn symlink(&mut self, target: &str, path: &str) -> VfsResult<()> {
        let path = self.abs(path);
        if self.nodes.contains_key(&path) {
            return Err("EEXIST");
        }
        self.parent_dir(&path)?;
        let ino = self.ino();
        self.nodes.insert(
            path,
            Node::Link {
                target: target.to_string(),
                ino,
            },
        );
        Ok(())
    }

    pub fn read_link(&self, path: &str) -> VfsResult<String> {
        match self.nodes.get(&self.abs(path)) {
            Some(Node::Link { target, .. }) => Ok(target.clone()),
            Some(_) => Err("EINVAL"),
            None => Err("ENOENT"),
        }
    }

    /// The path with its links followed, when it exists.
    pub fn real_path(&self, path: &str) -> VfsResult<String> {
        let path = self.follow(path);
        if self.nodes.contains_key(&path) {
            Ok(path)
        } else {
            Err("ENOENT")
        }
    }

    pub fn chmod(&mut self, path: &str, new: u32) -> VfsResult<()> {
        let path = self.follow(path);
        match self.nodes.get_mut(&path) {
            Some(Node::File { mode, .. }) | Some(Node::Dir { mode, .. }) => {
                *mode = new & 0o7777;
                self.sync_links(&path);
                Ok(())
            }
            Some(Node::Link { .. }) => Ok(()),
            None => Err("ENOENT"),
        }
    }

    pub fn copy_file(&mut self, from: &str, to: &str, exclusive: bool) -> VfsResult<()> {
        let data = self.read_file(from)?;
        let to = self.abs(to);
        if exclusive && self.nodes.contains_key(&to) {
            return Err("EEXIST");
        }
        self.parent_dir(&to)?;
        if let Some(Node::Dir { .. }) = self.nodes.get(&to) {
            return Err("EISDIR");
        }
        self.put_file(&to, data);
        Ok(())
    }

    /// `utimes` (`follow`) or `lutimes`: times in seconds since the epoch.
    pub fn set_times(&mut self, path: &str, follow: bool, atime: f64, mtime: f64) -> VfsResult<()> {
        let ino = self.stat(path, follow)?.ino;
        self.times.insert(ino, (atime * 1e3, mtime * 1e3));
        Ok(())
    }

    /// `futimes`.
    pub fn set_times_fd(&mut self, fd: i32, atime: f64, mtime: f64) -> VfsResult<()> {
        let ino = self.fstat(fd)?.ino;
        self.times.insert(ino, (atime * 1e3, mtime * 1e3));
        Ok(())
    }

    /// `open(2)`: a new descriptor.
    pub fn open(&mut self, path: &str, flags: i32, mode: u32) -> VfsResult<i32> {
        let path = self.follow(path);
        let exists = self.nodes.get(&path).cloned();
        match exists {
            Some(_) if flags & O_CREAT != 0 && flags & O_EXCL != 0 => return Err("EEXIST"),
            Some(Node::Dir { .. }) if flags & (O_WRONLY | O_RDWR) != 0 => return Err("EISDIR"),
            Some(Node::Dir { .. }) => {}
            Some(_) if flags & O_DIRECTORY != 0 => return Err("ENOTDIR"),
            Some(_) => {
                if flags & O_TRUNC != 0 && flags & (O_WRONLY | O_RDWR) != 0 {
                    if let Some(Node::File { data, .. }) = self.nodes.get_mut(&path) {
                        data.clear();
                    }
                }
            }
            None if flags & O_CREAT != 0 => {
                self.parent_dir(&path)?;
                let ino = self.ino();
                self.nodes.insert(
                    path.clone(),
                    Node::File {
                        data: Vec::new(),
                        mode: mode & 0o7777,
                        ino,
                    },
                );
            }
            None => return Err("ENOENT"),
        }
        let fd = self.next_fd;
        self.next_fd += 1;
        let access = flags & 3;
        self.fds.insert(
            fd,
            Fd {
                path,
                pos: 0,
                append: flags & O_APPEND != 0,
                read: access == 0 || access == O_RDWR,
                write: access == O_WRONLY || access == O_RDWR,
            },
        );
        Ok(fd)
    }

    pub fn close(&mut self, fd: i32) -> VfsResult<()> {
        self.fds.remove(&fd).map(|_| ()).ok_or("EBADF")
    }

    /// Reads up to `len` bytes at `position` (negative: the descriptor's position).
    pub fn read(&mut self, fd: i32, len: usize, position: i64) -> VfsResult<Vec<u8>> {
        let f = self.fds.get(&fd).cloned().ok_or("EBADF")?;
        if !f.read {
            return Err("EBADF");
        }
        let data = match self.nodes.get(&f.path) {
            Some(Node::File { data, .. }) => data,
            Some(Node::Dir { .. }) => return Err("EISDIR"),
            _ => return Err("EBADF"),
        };
        let at = if position < 0 { f.pos } else { position as u64 } as usize;
        let end = (at.saturating_add(len)).min(data.len());
        let out = if at < end {
            data[at..end].to_vec()
        } else {
            Vec::new()
        };
        if position < 0 {
            if let Some(f) = self.fds.get_mut(&fd) {
                f.pos += out.len() as u64;
            }
        }
        Ok(out)
    }

    /// Writes `bytes` at `position` (negative: the descriptor's position, or the end when
    /// it was opened to append); returns the count.
    pub fn write(&mut self, fd: i32, bytes: &[u8], position: i64) -> VfsResult<usize> {
        let f = self.fds.get(&fd).cloned().ok_or("EBADF")?;
        if !f.write {
            return Err("EBADF");
        }
        let Some(Node::File { data, .. }) = self.nodes.get_mut(&f.path) else {
            return Err("EBADF");
        };
        let at = if f.append {
            data.len()
        } else if position < 0 {
            f.pos as usize
        } else {
            position as usize
        };
        if data.len() < at + bytes.len() {
            data.resize(at + bytes.len(), 0);
        }
        data[at..at + bytes.len()].copy_from_slice(bytes);
        if position < 0 || f.append {
            if let Some(f) = self.fds.get_mut(&fd) {
                f.pos = (at + bytes.len()) as u64;
            }
        }
        self.sync_links(&f.path);
        Ok(bytes.len())
    }

    /// A second name for a file (`link(2)`).
    pub fn link(&mut self, from: &str, to: &str) -> VfsResult<()> {
        let (from, to) = (self.abs(from), self.abs(to));
        let node = match self.nodes.get(&from) {
            Some(Node::Dir { .. }) => return Err("EPERM"),
            Some(n) => n.clone(),
            None => return Err("ENOENT"),
        };
        if self.nodes.contains_key(&to) {
            return Err("EEXIST");
        }
        self.parent_dir(&to)?;
        self.nodes.insert(to, node);
        Ok(())
    }

    /// Copies a file's bytes and mode to its other hard links.
    fn sync_links(&mut self, path: &str) {
        let Some(Node::File { data, mode, ino }) = self.nodes.get(path).cloned() else {
            return;
        };
        for (p, n) in self.nodes.iter_mut() {
            if let Node::File {
                data: d,
                mode: m,
                ino: i,
            } = n
            {
                if *i == ino && p != path {
                    *d = data.clone();
                    *m = mode;
                }
            }
        }
    }

    pub fn fstat(&self, fd: i32) -> VfsResult<Stat> {
        let f = self.fds.get(&fd).ok_or("EBADF")?;
        self.stat_abs(&f.path)
    }

    /// The path an open descriptor names.
    pub fn fd_path(&self, fd: i32) -> VfsResult<String> {
        self.fds.get(&fd).map(|f| f.path.clone()).ok_or("EBADF")
    }

    pub fn truncate_fd(&mut self, fd: i32, len: u64) -> VfsResult<()> {
        let path = self.fd_path(fd)?;
        match self.nodes.get_mut(&path) {
            Some(Node::File { data, .. }) => {
                data.resize(len as usize, 0);
                self.sync_links(&path);
                Ok(())
            }
            _ => Err("EINVAL"),
        }
    }

    /// Every file, by path (an embedder reading back what the run wrote).
    pub fn files(&self) -> Vec<(String, Vec<u8>)> {
        self.nodes
            .iter()
            .filter_map(|(p, n)| match n {
                Node::File { data, .. } => Some((p.clone(), data.clone())),
                _ => None,
            })
            .collect()
    }
}

/// The folder holding `path` (absolute, normalized).
fn parent(path: &str) -> &str {
    match path.rfind('/') {
        Some(0) | None => "/",
        Some(i) => &path[..i],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_folders_and_descriptors() {
        let mut v = Vfs::new("/work");
        v.put_file("a/b.txt", b"hello".to_vec());
        assert_eq!(v.read_file("/work/a/b.txt").unwrap(), b"hello");
        assert_eq!(v.read_dir("/work").unwrap(), vec![("a".to_string(), 2)]);
        assert_eq!(v.read_dir("/").unwrap().len(), 2, "/tmp and /work");
        let fd = v.open("/work/a/c.txt", O_CREAT | O_WRONLY, 0o644).unwrap();
        assert_eq!(v.write(fd, b"xy", -1).unwrap(), 2);
        assert_eq!(v.write(fd, b"z", -1).unwrap(), 1);
        v.close(fd).unwrap();
        assert_eq!(v.read_file("a/c.txt").unwrap(), b"xyz");
        let fd = v.open("a/c.txt", 0, 0).unwrap();
        assert_eq!(v.read(fd, 2, -1).unwrap(), b"xy");
        assert_eq!(v.read(fd, 9, -1).unwrap(), b"z");
        assert_eq!(v.read(fd, 9, -1).unwrap(), b"");
        assert_eq!(v.rmdir("/work/a"), Err("ENOTEMPTY"));
        assert_eq!(v.open("/nope/x", O_CREAT, 0), Err("ENOENT"));
        v.link("/work/a/c.txt", "/work/a/h.txt").unwrap();
        let fd = v.open("/work/a/h.txt", O_WRONLY | O_APPEND, 0).unwrap();
        v.write(fd, b"!", -1).unwrap();
        assert_eq!(v.read_file("/work/a/c.txt").unwrap(), b"xyz!");
        assert_eq!(v.stat("/work/a/c.txt", true).unwrap().nlink, 2);
        v.rename("/work/a", "/work/d").unwrap();
        assert_eq!(v.read_file("/work/d/b.txt").unwrap(), b"hello");
        assert_eq!(v.abs("../x/./y"), "/x/y");
    }
}
