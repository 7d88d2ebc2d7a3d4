//! `evloop run --sandbox` against a script that tries to get out: each attempt is run
//! with and without the flag, so every test also shows the attempt works without it.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::super::{run_cmd, Run};

/// A fresh folder with `box/` (the script's folder) and `outside/` (a secret beside it).
struct Scene {
    root: PathBuf,
}

impl Scene {
    fn new(name: &str) -> Scene {
        let root =
            std::env::temp_dir().join(format!("evloop-sandbox-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("box")).expect("box");
        std::fs::create_dir_all(root.join("outside")).expect("outside");
        std::fs::write(root.join("outside/secret.txt"), "the secret\n").expect("secret");
        std::fs::write(
            root.join("outside/secret.js"),
            "module.exports = 'the secret module';\n",
        )
        .expect("secret.js");
        std::fs::write(
            root.join("outside/secret.mjs"),
            "export default 'the secret module';\n",
        )
        .expect("secret.mjs");
        Scene { root }
    }

    fn outside(&self) -> PathBuf {
        self.root.join("outside")
    }

    /// Runs `box/NAME` (written with `source`) from the box, `--sandbox` or not.
    fn run(&self, name: &str, source: &str, sandbox: bool) -> Run {
        let dir = self.root.join("box");
        std::fs::write(dir.join(name), source).expect("script");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_evloop"));
        cmd.current_dir(&dir)
            .env("EVLOOP_SANDBOX_TEST_SECRET", "the secret variable")
            .arg("run");
        if sandbox {
            cmd.arg("--sandbox");
        }
        cmd.arg(name);
        run_cmd(cmd)
    }

    /// The attempt in `source` (which prints `got: ...` when it gets through, `refused:
    /// CODE` when it is refused) gets through without the sandbox and is refused with it.
    fn escape_is_refused(&self, name: &str, source: &str) -> Run {
        let open = self.run(name, source, false);
        assert!(
            open.stdout.contains("got: "),
            "without --sandbox the attempt should work (else this test proves nothing):\n{}{}",
            open.stdout,
            open.stderr
        );
        let boxed = self.run(name, source, true);
        assert!(
            boxed.stdout.contains("refused: ERR_ACCESS_DENIED") && !boxed.stdout.contains("got: "),
            "--sandbox let it through:\n{}{}",
            boxed.stdout,
            boxed.stderr
        );
        assert_eq!(boxed.code, 0, "{}", boxed.stderr);
        boxed
    }
}

impl Drop for Scene {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

/// A script that runs `attempt` (an expression, maybe a promise) and says how it went.
/// (The expressions make their refused calls outside `new Promise` executors: a native
/// error thrown in an executor inside a call's arguments loses the call's callee in Boa
/// as evloop patches it, a bug of its own.)
fn attempt(expr: &str) -> String {
    format!(
        "const show = (v) => console.log('got: ' + String(v).slice(0, 40));\n\
         const no = (e) => console.log('refused: ' + e.code + ' ' + e.message);\n\
         try {{ Promise.resolve({expr}).then(show, no); }} catch (e) {{ no(e); }}\n"
    )
}

fn js(path: &Path) -> String {
    format!("{:?}", path.display().to_string())
}

#[test]
fn dot_dot_out_of_the_folder_is_refused() {
    let s = Scene::new("dotdot");
    s.escape_is_refused(
        "a.js",
        &attempt("require('fs').readFileSync('../outside/secret.txt', 'utf8')"),
    );
    s.escape_is_refused(
        "b.js",
        &attempt(
            "require('fs').promises.writeFile('../outside/new.txt', 'x').then(() => 'written')",
        ),
    );
    // (The run without --sandbox wrote it; the sandboxed one must not.)
    let _ = std::fs::remove_file(s.outside().join("new.txt"));
    s.run(
        "c.js",
        "require('fs').writeFile('../outside/new.txt', 'x', () => {});",
        true,
    );
    assert!(!s.outside().join("new.txt").exists());
}

#[test]
fn a_symlink_out_of_the_folder_is_refused() {
    let s = Scene::new("symlink");
    std::os::unix::fs::symlink("/etc", s.root.join("box/etc")).expect("link");
    std::os::unix::fs::symlink(s.outside(), s.root.join("box/out")).expect("link");
    s.escape_is_refused(
        "a.js",
        &attempt("require('fs').readFileSync('etc/passwd', 'utf8')"),
    );
    s.escape_is_refused(
        "b.js",
        &attempt("new Promise((ok, no) => require('fs').readFile('out/secret.txt', 'utf8', (e, t) => e ? no(e) : ok(t)))"),
    );
    // Nor may the script make a link itself.
    s.escape_is_refused(
        "c.js",
        &attempt("(require('fs').symlinkSync('/etc/passwd', 'p' + Date.now()), 'linked')"),
    );
}

#[test]
fn proc_and_absolute_paths_are_refused() {
    let s = Scene::new("proc");
    s.escape_is_refused(
        "a.js",
        &attempt("require('fs').readFileSync('/proc/self/environ', 'latin1')"),
    );
    s.escape_is_refused(
        "b.js",
        &attempt(&format!(
            "require('fs').readFileSync({}, 'utf8')",
            js(&s.outside().join("secret.txt"))
        )),
    );
}

#[test]
fn require_and_import_of_absolute_paths_are_refused() {
    let s = Scene::new("require");
    s.escape_is_refused(
        "a.js",
        &attempt(&format!("require({})", js(&s.outside().join("secret.js")))),
    );
    s.escape_is_refused(
        "b.js",
        &attempt(&format!(
            "import({}).then((m) => m.default)",
            js(&s.outside().join("secret.mjs"))
        )),
    );
    // A static import from an ES module main.
    let source = format!(
        "import secret from {};\nconsole.log('got: ' + secret);\n",
        js(&s.outside().join("secret.mjs"))
    );
    let open = s.run("c.mjs", &source, false);
    assert!(
        open.stdout.contains("got: the secret module"),
        "{}",
        open.stderr
    );
    let boxed = s.run("c.mjs", &source, true);
    assert_ne!(boxed.code, 0);
    assert!(
        !boxed.stdout.contains("got:") && boxed.stderr.contains("ERR_ACCESS_DENIED"),
        "{}{}",
        boxed.stdout,
        boxed.stderr
    );
}

/// A listener in the test that answers one HTTP request: the port.
fn http_listener() -> u16 {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("listen");
    let port = listener.local_addr().expect("addr").port();
    std::thread::spawn(move || {
        for mut stream in listener.incoming().flatten() {
            let mut buf = [0u8; 4096];
            let _ = stream.read(&mut buf);
            let _ = stream
                .write_all(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok");
        }
    });
    port
}

#[test]
fn the_network_is_refused() {
    let s = Scene::new("net");
    let port = http_listener();
    s.escape_is_refused(
        "a.js",
        &attempt(&format!(
            "((c) => new Promise((ok) => c.on('connect', () => {{ c.destroy(); ok('connected'); }})))(require('net').connect({port}, '127.0.0.1'))"
        )),
    );
    let boxed = s.escape_is_refused(
        "b.js",
        &attempt(&format!(
            "fetch('http://127.0.0.1:{port}/').then((r) => r.text()).catch((e) => {{ throw e.cause || e; }})"
        )),
    );
    assert!(
        boxed.stdout.contains("no network access"),
        "{}",
        boxed.stdout
    );
    s.escape_is_refused(
        "c.js",
        &attempt(
            "require('util').promisify(require('dns').lookup)('localhost').then((a) => a.address)",
        ),
    );
    s.escape_is_refused(
        "d.js",
        &attempt("((s) => new Promise((ok, no) => s.on('error', no).on('listening', () => { s.close(); ok('listening'); })))(require('http').createServer().listen(0, '127.0.0.1'))"),
    );
}

#[test]
fn child_processes_are_refused() {
    let s = Scene::new("child");
    s.escape_is_refused(
        "a.js",
        &attempt("((c) => new Promise((ok) => c.stdout.on('data', ok)))(require('child_process').spawn('echo', ['spawned']))"),
    );
    s.escape_is_refused(
        "b.js",
        &attempt("require('child_process').execSync('id').toString()"),
    );
}

#[test]
fn internal_bindings_do_not_get_around_it() {
    let s = Scene::new("binding");
    // process.binding is node's permission-model refusal.
    let boxed = s.run("a.js", &attempt("process.binding('fs')"), true);
    assert!(
        boxed
            .stdout
            .contains("refused: ERR_ACCESS_DENIED process.binding"),
        "{}{}",
        boxed.stdout,
        boxed.stderr
    );
    // A script that patches Function.prototype.call catches evloop's internal `require`
    // and with it the host's ops: they refuse too, as the checks are in Rust.
    let leak = format!(
        "let b;\n\
         const call = Function.prototype.call;\n\
         Function.prototype.call = function (...a) {{\n\
           if (!b && typeof a[2] === 'function') {{ try {{ const i = a[2]('internals'); if (i && i.binding) b = i.binding; }} catch {{}} }}\n\
           return call.apply(this, a);\n\
         }};\n\
         try {{ require('zlib'); }} finally {{ Function.prototype.call = call; }}\n\
         if (!b) console.log('no binding leaked');\n\
         const [err, fd] = b.fsSync('open', {}, 0, 0);\n\
         if (err) console.log('refused: ' + err[0]); else console.log('got: fd ' + fd);\n\
         const text = b.readFile({});\n\
         console.log(text === undefined ? 'refused: ERR_ACCESS_DENIED readFile' : 'got: ' + text);\n",
        js(&s.outside().join("secret.txt")),
        js(&s.outside().join("secret.txt"))
    );
    s.escape_is_refused("b.js", &leak);
}

#[test]
fn the_environment_and_the_machine_are_hidden() {
    let s = Scene::new("env");
    let source = "console.log(JSON.stringify(process.env));\n\
                  const os = require('os');\n\
                  console.log(os.userInfo().username, os.hostname(), os.homedir());\n";
    let open = s.run("a.js", source, false);
    assert!(
        open.stdout.contains("the secret variable"),
        "{}",
        open.stdout
    );
    let boxed = s.run("a.js", source, true);
    assert_eq!(
        boxed.stdout, "{}\nuser localhost /home/user\n",
        "{}",
        boxed.stderr
    );
}

#[test]
fn a_worker_is_sandboxed_too() {
    let s = Scene::new("worker");
    let code = format!(
        "try {{ console.log('got: ' + require('fs').readFileSync({}, 'utf8')); }} catch (e) {{ console.log('refused: ' + e.code); }} process.exit(0);",
        js(&s.outside().join("secret.txt"))
    );
    let source = format!(
        "new (require('worker_threads').Worker)({:?}, {{ eval: true }});\n",
        code
    );
    s.escape_is_refused("a.js", &source);
}

#[test]
fn the_folder_itself_is_usable() {
    let s = Scene::new("inside");
    let source = "const fs = require('fs');\n\
                  fs.mkdirSync('sub', { recursive: true });\n\
                  fs.writeFileSync('sub/note.txt', 'kept');\n\
                  fs.renameSync('sub/note.txt', 'note.txt');\n\
                  console.log(fs.readFileSync('./sub/../note.txt', 'utf8'), fs.readdirSync('.').sort().join());\n\
                  fs.promises.readFile(__filename, 'utf8').then((t) => console.log(t.length > 0));\n";
    let boxed = s.run("a.js", source, true);
    assert_eq!(
        boxed.stdout, "kept a.js,note.txt,sub\ntrue\n",
        "{}",
        boxed.stderr
    );
    assert_eq!(boxed.code, 0);
}
