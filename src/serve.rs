//! `evloop serve`: the web playground (`web/app/`, built into this binary) on 127.0.0.1,
//! where Run and Explore go through the native engine: real `fs` inside the run's own
//! folder, and no network, child processes or environment (`--sandbox`), since the page
//! runs whatever script it is given (a shared link may be a stranger's).
//!
//! Each run is a fresh `evloop run --sandbox` child process (see `src/permissions.rs`)
//! with an empty environment, in a fresh temporary folder holding only the script
//! (`main.js`, or `main.mjs` for an ES module), with a time limit, a memory limit and
//! capped output; runs go one at a time. The server serves its built-in assets and nothing else from the disk.
//! It runs code for whoever can reach it, so it listens on loopback only and answers
//! only same-origin requests for this host name (a web page elsewhere cannot make it run
//! code: it refuses other `Origin`s and `Host`s, and its API takes only
//! `application/json`, which a cross-origin page cannot send without a preflight).

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::Context as _;
use clap::Args;
use evloop_core::explore::{self, Run, RunOutput};
use evloop_core::Schedule;
use serde_json::{json, Value};

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// The port to listen on, on 127.0.0.1 (0: any free port).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The longest one run may take, in seconds of real time (it is then stopped).
    #[arg(long, value_name = "SECONDS", default_value_t = 10)]
    pub time_limit: u64,
    /// The most address space one run may take, in MiB, at least 2,560 (evloop itself
    /// reserves about 2,300 MiB, little of it resident: the JavaScript thread's 1 GiB
    /// stack and the allocator's arena).
    #[arg(long, value_name = "MIB", default_value_t = 4096)]
    pub memory_limit: u64,
}

/// The playground's files, built into the binary (`web/app/`).
const ASSETS: &[(&str, &str, &str)] = &[
    (
        "/",
        include_str!("../web/app/index.html"),
        "text/html; charset=utf-8",
    ),
    (
        "/app.js",
        include_str!("../web/app/app.js"),
        "text/javascript; charset=utf-8",
    ),
    (
        "/app.css",
        include_str!("../web/app/app.css"),
        "text/css; charset=utf-8",
    ),
    (
        "/examples.js",
        include_str!("../web/app/examples.js"),
        "text/javascript; charset=utf-8",
    ),
    (
        "/vendor/editor.js",
        include_str!("../web/app/vendor/editor.js"),
        "text/javascript; charset=utf-8",
    ),
];

/// The most a request may carry (a script and its options).
const MAX_BODY: usize = 4 << 20;
/// The most of a run's stdout or stderr (or trace) kept.
const MAX_OUTPUT: u64 = 4 << 20;
/// `--explore`'s default bound, as the CLI's.
const MAX_SCHEDULES: usize = 64;

struct Limits {
    time: Duration,
    memory_mib: u64,
}

pub fn serve(args: ServeArgs) -> anyhow::Result<u8> {
    let listener = TcpListener::bind(("127.0.0.1", args.port))
        .with_context(|| format!("cannot listen on 127.0.0.1:{}", args.port))?;
    let port = listener.local_addr().map(|a| a.port()).unwrap_or(args.port);
    let exe = std::env::current_exe().context("cannot find the evloop executable")?;
    let mut out = std::io::stdout();
    let _ = writeln!(
        out,
        "evloop: serving the playground at http://127.0.0.1:{port}/ (Ctrl-C stops it)"
    );
    let _ = out.flush();
    let server = Server {
        exe,
        port,
        limits: Limits {
            time: Duration::from_secs(args.time_limit.max(1)),
            memory_mib: args.memory_limit.max(2560),
        },
        one_run: Mutex::new(0),
    };
    std::thread::scope(|scope| {
        for stream in listener.incoming() {
            let Ok(stream) = stream else { continue };
            let server = &server;
            scope.spawn(move || {
                let _ = stream.set_read_timeout(Some(Duration::from_secs(30)));
                let _ = server.handle(stream);
            });
        }
    });
    Ok(0)
}

struct Server {
    exe: PathBuf,
    port: u16,
    limits: Limits,
    /// Held while a run goes (and counts runs, for temporary folder names).
    one_run: Mutex<u64>,
}

struct Request {
    method: String,
    path: String,
    headers: BTreeMap<String, String>,
    body: Vec<u8>,
}

struct Response {
    status: u16,
    content_type: &'static str,
    body: Vec<u8>,
}

impl Response {
    fn json(status: u16, value: &Value) -> Self {
        Response {
            status,
            content_type: "application/json",
            body: value.to_string().into_bytes(),
        }
    }
    fn error(status: u16, message: &str) -> Self {
        Self::json(status, &json!({ "error": message }))
    }
}

impl Server {
    fn handle(&self, mut stream: TcpStream) -> std::io::Result<()> {
        let response = match read_request(&mut stream) {
            Ok(request) => self.respond(&request),
            Err(message) => Response::error(400, &message),
        };
        let reason = match response.status {
            200 => "OK",
            400 => "Bad Request",
            403 => "Forbidden",
            404 => "Not Found",
            405 => "Method Not Allowed",
            413 => "Payload Too Large",
            415 => "Unsupported Media Type",
            _ => "Internal Server Error",
        };
        let head = format!(
            "HTTP/1.1 {} {reason}\r\nContent-Type: {}\r\nContent-Length: {}\r\n\
             Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n\
             Content-Security-Policy: frame-ancestors 'self'\r\nConnection: close\r\n\r\n",
            response.status,
            response.content_type,
            response.body.len()
        );
        stream.write_all(head.as_bytes())?;
        stream.write_all(&response.body)?;
        stream.flush()
    }

    fn respond(&self, request: &Request) -> Response {
        // Only this server's own pages may use it (see the module comment).
        let host_ok = request.headers.get("host").is_some_and(|h| {
            h == &format!("127.0.0.1:{}", self.port) || h == &format!("localhost:{}", self.port)
        });
        if !host_ok {
            return Response::error(
                403,
                "evloop serve answers requests for 127.0.0.1 or localhost only",
            );
        }
        if let Some(origin) = request.headers.get("origin") {
            let own = [
                format!("http://127.0.0.1:{}", self.port),
                format!("http://localhost:{}", self.port),
            ];
            if !own.contains(origin) {
                return Response::error(403, "evloop serve answers its own pages only");
            }
        }
        let path = request.path.split(['?', '#']).next().unwrap_or("/");
        if let Some(api) = path.strip_prefix("/api/") {
            if request.method != "POST" {
                return Response::error(405, "the API takes POST");
            }
            let json_body = request
                .headers
                .get("content-type")
                .is_some_and(|t| t.starts_with("application/json"));
            if !json_body {
                return Response::error(415, "the API takes application/json");
            }
            let body: Value = match serde_json::from_slice(&request.body) {
                Ok(v) => v,
                Err(e) => return Response::error(400, &format!("the request is not JSON: {e}")),
            };
            return match api {
                "run" => self.api_run(&body),
                "explore" => self.api_explore(&body),
                _ => Response::error(404, "no such API"),
            };
        }
        if request.method != "GET" && request.method != "HEAD" {
            return Response::error(405, "pages take GET");
        }
        let path = if path == "/index.html" { "/" } else { path };
        match ASSETS.iter().find(|(p, _, _)| *p == path) {
            Some((p, text, content_type)) => {
                // The page says which engine Run uses: here, this native binary.
                let body = if *p == "/" {
                    text.replace(
                        "<meta name=\"evloop-backend\" content=\"wasm\">",
                        "<meta name=\"evloop-backend\" content=\"native\">",
                    )
                } else {
                    text.to_string()
                };
                Response {
                    status: 200,
                    content_type,
                    body: body.into_bytes(),
                }
            }
            None => Response::error(404, "not found"),
        }
    }

    /// `{host, source, filename?, schedule?}` → `{stdout, stderr, code, page}`.
    fn api_run(&self, body: &Value) -> Response {
        let job = match Job::from_json(body) {
            Ok(job) => job,
            Err(e) => return Response::error(400, &e),
        };
        let mut runs = self.one_run.lock().unwrap_or_else(|e| e.into_inner());
        *runs += 1;
        let result = self.run_job(&job, *runs, &job.schedule, true);
        drop(runs);
        match result {
            Ok((run, trace)) => {
                let mut sources = BTreeMap::new();
                sources.insert(job.filename.to_string(), job.source.clone());
                let title = format!("{} · {}", job.filename, job.host);
                let page = evloop_explain::render_page(&trace, &title, &sources);
                Response::json(
                    200,
                    &json!({
                        "stdout": run.output.stdout,
                        "stderr": run.output.stderr,
                        "code": run.output.code,
                        "page": page,
                    }),
                )
            }
            Err(e) => Response::error(500, &format!("{e:#}")),
        }
    }

    /// `{host, source, filename?}` → every distinct output of the script's race points.
    fn api_explore(&self, body: &Value) -> Response {
        let job = match Job::from_json(body) {
            Ok(job) => job,
            Err(e) => return Response::error(400, &e),
        };
        let mut runs = self.one_run.lock().unwrap_or_else(|e| e.into_inner());
        let found = explore::search(
            MAX_SCHEDULES,
            |prefix| {
                *runs += 1;
                self.run_job(&job, *runs, prefix, false).map(|(run, _)| run)
            },
            |_| {},
        );
        drop(runs);
        match found {
            Ok(found) => Response::json(200, &explore_json(&found)),
            Err(e) => Response::error(500, &format!("{e:#}")),
        }
    }

    /// One `evloop run` of the job in a fresh folder: its output and race points, and
    /// its JSON trace when asked.
    fn run_job(
        &self,
        job: &Job,
        n: u64,
        schedule: &[usize],
        trace: bool,
    ) -> anyhow::Result<(Run, String)> {
        let dir = std::env::temp_dir().join(format!("evloop-serve-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).context("cannot make a folder for the run")?;
        let result = self.run_in(&dir, job, schedule, trace);
        let _ = std::fs::remove_dir_all(&dir);
        result
    }

    fn run_in(
        &self,
        dir: &Path,
        job: &Job,
        schedule: &[usize],
        trace: bool,
    ) -> anyhow::Result<(Run, String)> {
        // The script's folder holds the script alone; what evloop itself writes (output,
        // race points, trace) is beside it, out of the sandbox's reach.
        let work = dir.join("work");
        std::fs::create_dir_all(&work).context("cannot make a folder for the run")?;
        std::fs::write(work.join(job.filename), &job.source).context("cannot write the script")?;
        let stdout = std::fs::File::create(dir.join("stdout"))?;
        let stderr = std::fs::File::create(dir.join("stderr"))?;
        let mut command = Command::new(&self.exe);
        command
            .current_dir(&work)
            .env_clear()
            .arg("run")
            .arg("--sandbox")
            .arg(format!("--host={}", job.host))
            .arg(format!("--schedule={}", explore::schedule_arg(schedule)))
            .arg(format!("--choices-out={}", dir.join("choices").display()))
            // The heap limit stops a growing script, with node's report, before the
            // address-space limit makes an allocation fail (evloop reserves about
            // 2,300 MiB of address space itself).
            .arg(format!(
                "--max-old-space-size={}",
                self.limits.memory_mib.saturating_sub(2560).max(16)
            ));
        if trace {
            command.arg("--trace=json").arg(format!(
                "--trace-file={}",
                dir.join("trace.jsonl").display()
            ));
        }
        command
            .arg(job.filename)
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(stderr);
        limit_memory(&mut command, self.limits.memory_mib);
        let mut child = command.spawn().context("cannot start evloop for the run")?;
        let started = Instant::now();
        let mut timed_out = false;
        let status = loop {
            if let Some(status) = child.try_wait()? {
                break status;
            }
            if started.elapsed() > self.limits.time {
                let _ = child.kill();
                timed_out = true;
                break child.wait()?;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let mut stderr = read_capped(&dir.join("stderr"));
        if timed_out {
            stderr.push_str(&format!(
                "evloop serve: stopped the run after {} s of real time (--time-limit)\n",
                self.limits.time.as_secs()
            ));
        }
        let record = std::fs::read_to_string(dir.join("choices")).unwrap_or_default();
        let code = status.code().unwrap_or_else(|| {
            // Killed by a signal (the time limit, or the heap limit's abort): as a shell
            // reports it.
            #[cfg(unix)]
            {
                use std::os::unix::process::ExitStatusExt as _;
                128 + status.signal().unwrap_or(9)
            }
            #[cfg(not(unix))]
            {
                1
            }
        });
        let run = Run {
            output: RunOutput {
                stdout: read_capped(&dir.join("stdout")),
                stderr,
                code,
            },
            taken: Schedule::parse_record(&record),
            bounds: Schedule::parse_cuts(&record),
        };
        let trace = if trace {
            read_capped(&dir.join("trace.jsonl"))
        } else {
            String::new()
        };
        Ok((run, trace))
    }
}

/// What the API runs: a script for a host, and the schedule to take.
struct Job {
    host: String,
    /// `main.js` or `main.mjs` (an ES module by its extension).
    filename: &'static str,
    source: String,
    schedule: Vec<usize>,
}

impl Job {
    fn from_json(body: &Value) -> Result<Job, String> {
        let host = match body.get("host").and_then(Value::as_str).unwrap_or("node") {
            h @ ("node" | "browser") => h.to_string(),
            other => return Err(format!("unknown host {other:?} (node or browser)")),
        };
        let filename = match body
            .get("filename")
            .and_then(Value::as_str)
            .unwrap_or("main.js")
        {
            "main.js" => "main.js",
            "main.mjs" => "main.mjs",
            other => return Err(format!("unknown filename {other:?} (main.js or main.mjs)")),
        };
        let source = body
            .get("source")
            .and_then(Value::as_str)
            .ok_or("the request has no \"source\" string")?
            .to_string();
        let schedule = match body.get("schedule").and_then(Value::as_str) {
            None | Some("") => Vec::new(),
            Some(text) => text
                .split(',')
                .map(|n| n.trim().parse::<usize>())
                .collect::<Result<_, _>>()
                .map_err(|_| format!("bad schedule {text:?} (numbers separated by commas)"))?,
        };
        Ok(Job {
            host,
            filename,
            source,
            schedule,
        })
    }
}

/// The API's form of `--explore`'s result.
pub fn explore_json(found: &explore::Found) -> Value {
    json!({
        "runs": found.runs,
        "cut": found.cut,
        "bounds": found.bounds.iter().map(|(what, n)| json!({"what": what, "runs": n})).collect::<Vec<_>>(),
        "outputs": found.distinct.iter().map(|d| json!({
            "stdout": d.output.stdout,
            "stderr": d.output.stderr,
            "code": d.output.code,
            "schedules": d.schedules,
            "schedule": explore::schedule_arg(&d.schedule),
            "because": d.because,
        })).collect::<Vec<_>>(),
    })
}

fn read_capped(path: &Path) -> String {
    let mut bytes = Vec::new();
    if let Ok(file) = std::fs::File::open(path) {
        let _ = file.take(MAX_OUTPUT).read_to_end(&mut bytes);
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[cfg(unix)]
fn limit_memory(command: &mut Command, mib: u64) {
    use std::os::unix::process::CommandExt as _;
    let bytes = mib.saturating_mul(1 << 20);
    // SAFETY: between fork and exec the closure only calls setrlimit, which is
    // async-signal-safe, and touches no memory it did not own before the fork.
    unsafe {
        command.pre_exec(move || {
            let limit = libc::rlimit {
                rlim_cur: bytes as libc::rlim_t,
                rlim_max: bytes as libc::rlim_t,
            };
            libc::setrlimit(libc::RLIMIT_AS, &limit);
            Ok(())
        });
    }
}

#[cfg(not(unix))]
fn limit_memory(_command: &mut Command, _mib: u64) {}

/// Reads one HTTP/1.1 request (headers parsed by `httparse`, a body of Content-Length).
fn read_request(stream: &mut TcpStream) -> Result<Request, String> {
    let mut buf = Vec::with_capacity(8192);
    let mut chunk = [0u8; 8192];
    loop {
        let n = stream.read(&mut chunk).map_err(|e| e.to_string())?;
        if n == 0 {
            return Err("the connection closed before a whole request".into());
        }
        buf.extend_from_slice(&chunk[..n]);
        let mut headers = [httparse::EMPTY_HEADER; 64];
        let mut parsed = httparse::Request::new(&mut headers);
        match parsed.parse(&buf) {
            Ok(httparse::Status::Complete(head_len)) => {
                let method = parsed.method.unwrap_or("GET").to_string();
                let path = parsed.path.unwrap_or("/").to_string();
                let headers: BTreeMap<String, String> = parsed
                    .headers
                    .iter()
                    .map(|h| {
                        (
                            h.name.to_ascii_lowercase(),
                            String::from_utf8_lossy(h.value).trim().to_string(),
                        )
                    })
                    .collect();
                let length: usize = headers
                    .get("content-length")
                    .map(|v| v.parse().map_err(|_| "a bad Content-Length".to_string()))
                    .transpose()?
                    .unwrap_or(0);
                if length > MAX_BODY {
                    return Err(format!("the request is larger than {MAX_BODY} bytes"));
                }
                let mut body = buf[head_len..].to_vec();
                while body.len() < length {
                    let n = stream.read(&mut chunk).map_err(|e| e.to_string())?;
                    if n == 0 {
                        return Err("the connection closed before the whole body".into());
                    }
                    body.extend_from_slice(&chunk[..n]);
                }
                body.truncate(length);
                return Ok(Request {
                    method,
                    path,
                    headers,
                    body,
                });
            }
            Ok(httparse::Status::Partial) if buf.len() < 64 * 1024 => continue,
            Ok(httparse::Status::Partial) => return Err("the request's head is too large".into()),
            Err(e) => return Err(format!("not an HTTP request: {e}")),
        }
    }
}
