//! The web playground (a module of the integration binary): a learner's session in real
//! headless Chromium (scripts/playground-check) on the static site built by
//! scripts/build-web (the WebAssembly build, served by scripts/static-server) and on
//! `evloop serve`; the server's refusals; the examples kept equal to their fixtures.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};

use super::chromium_available;
use super::web::{build_web, unavailable_in};

/// `evloop serve --port 0`, and the port it took (its first line says).
struct Served {
    child: Child,
    port: u16,
}

impl Served {
    fn start() -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_evloop"))
            .args(["serve", "--port", "0"])
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("evloop serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("serve's first line");
        let port = line
            .split("http://127.0.0.1:")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("serve's first line names no address: {line:?}"));
        Served { child, port }
    }

    /// One raw HTTP request; the response's status line and body.
    fn request(&self, head: &str, body: &str) -> (String, String) {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).expect("connect");
        let text = format!("{head}\r\nContent-Length: {}\r\n\r\n{body}", body.len());
        stream.write_all(text.as_bytes()).expect("send");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).expect("answer");
        let status = answer.lines().next().unwrap_or("").to_string();
        let body = answer.split("\r\n\r\n").nth(1).unwrap_or("").to_string();
        (status, body)
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn serve_runs_scripts_for_its_own_pages_only() {
    let served = Served::start();
    let port = served.port;
    let run = r#"{"host":"node","source":"setTimeout(() => console.log('b'));\nPromise.resolve().then(() => console.log('a'));\n"}"#;
    let (status, body) = served.request(
        &format!(
            "POST /api/run HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json"
        ),
        run,
    );
    assert!(status.contains("200"), "{status} {body}");
    let v: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(v["stdout"], "a\nb\n");
    assert_eq!(v["code"], 0);
    assert!(v["page"]
        .as_str()
        .is_some_and(|p| p.contains("EvloopExplainer")));
    // Another site's page, another host name (DNS rebinding) or a body a cross-origin
    // form can send are refused before anything runs.
    for (head, want) in [
        (format!("POST /api/run HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://example.com\r\nContent-Type: application/json"), "403"),
        (format!("POST /api/run HTTP/1.1\r\nHost: example.com:{port}\r\nContent-Type: application/json"), "403"),
        (format!("POST /api/run HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: text/plain"), "415"),
        (format!("GET /api/run HTTP/1.1\r\nHost: 127.0.0.1:{port}"), "405"),
        (format!("GET /../Cargo.toml HTTP/1.1\r\nHost: 127.0.0.1:{port}"), "404"),
    ] {
        let (status, body) = served.request(&head, run);
        assert!(status.contains(want), "{head:?}: {status} {body}");
    }
    // Bad requests get an error, not a crash.
    let (status, body) = served.request(
        &format!(
            "POST /api/run HTTP/1.1\r\nHost: localhost:{port}\r\nContent-Type: application/json"
        ),
        r#"{"host":"deno","source":""}"#,
    );
    assert!(
        status.contains("400") && body.contains("unknown host"),
        "{status} {body}"
    );
    // The page says it runs on the native binary.
    let (status, body) = served.request(&format!("GET / HTTP/1.1\r\nHost: localhost:{port}"), "");
    assert!(
        status.contains("200") && body.contains("content=\"native\""),
        "{status}"
    );
}

#[test]
fn serve_runs_each_script_in_the_sandbox() {
    // A page's script is a stranger's: it keeps to its own folder, and has no network,
    // child processes or environment.
    let served = Served::start();
    let port = served.port;
    let script = "const fs = require('fs');\n\
        const t = (n, f) => { try { f(); console.log(n, 'ran'); } catch (e) { console.log(n, e.code); } };\n\
        t('own file', () => fs.writeFileSync('note.txt', fs.readFileSync(__filename)));\n\
        t('passwd', () => fs.readFileSync('/etc/passwd'));\n\
        t('beside', () => fs.readdirSync('..'));\n\
        t('spawn', () => require('child_process').execSync('id'));\n\
        t('net', () => require('net').connect(80, '127.0.0.1'));\n\
        console.log(JSON.stringify(process.env));\n";
    let body = serde_json::json!({ "host": "node", "source": script }).to_string();
    let (status, answer) = served.request(
        &format!(
            "POST /api/run HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json"
        ),
        &body,
    );
    assert!(status.contains("200"), "{status} {answer}");
    let v: serde_json::Value = serde_json::from_str(&answer).expect("JSON");
    assert_eq!(
        v["stdout"],
        "own file ran\npasswd ERR_ACCESS_DENIED\nbeside ERR_ACCESS_DENIED\n\
         spawn ERR_ACCESS_DENIED\nnet ERR_ACCESS_DENIED\n{}\n",
        "{}",
        v["stderr"]
    );
    assert_eq!(v["code"], 0);
}

/// scripts/playground-check on the playground at `url`.
fn playground_check(url: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("node")
        .arg(root.join("scripts/playground-check"))
        .arg(url)
        .args(["--bin", env!("CARGO_BIN_EXE_evloop")])
        .output()
        .expect("node runs scripts/playground-check");
    assert!(
        out.status.success(),
        "playground-check {url} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    eprint!("{}", String::from_utf8_lossy(&out.stdout));
}

#[test]
fn serve_playground_in_chromium() {
    if let Err(why) = chromium_available() {
        crate::skip("serve_playground_in_chromium", &why);
        return;
    }
    let served = Served::start();
    playground_check(&format!("http://127.0.0.1:{}/", served.port));
}

#[test]
fn static_playground_in_chromium() {
    // The site as published: web/dist from scripts/build-web, on a plain static server;
    // every run goes through the WebAssembly build in the page's worker.
    if let Err(why) = chromium_available() {
        crate::skip("static_playground_in_chromium", &why);
        return;
    }
    if let Some(why) = build_web() {
        return unavailable_in("static_playground_in_chromium", &why);
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut server = Command::new("node")
        .arg(root.join("scripts/static-server"))
        .arg(root.join("web/dist"))
        .args(["--port", "0"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("node runs scripts/static-server");
    let mut line = String::new();
    BufReader::new(server.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("the server's first line");
    let url = line
        .split(" at ")
        .nth(1)
        .map(str::trim)
        .unwrap_or_else(|| panic!("scripts/static-server said {line:?}"))
        .to_string();
    let result = std::panic::catch_unwind(|| playground_check(&url));
    let _ = server.kill();
    let _ = server.wait();
    if let Err(panic) = result {
        std::panic::resume_unwind(panic);
    }
}

#[test]
fn web_examples_are_their_fixtures() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("node")
        .arg(root.join("scripts/web-examples"))
        .arg("--check")
        .output()
        .expect("node runs scripts/web-examples");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
