//! One run: the request (what to run, with which files), the run itself on a fresh
//! in-memory file system, and the response (what it printed, its exit code, its trace).

use std::sync::{Arc, Mutex};

use evloop_core::{BudgetLimits, ClockMode, TraceFormat, TraceTarget};
use serde_json::{json, Value};

/// The working directory of a run unless the request names one (`"cwd"`); the script is
/// `/work/<filename>`.
pub const CWD: &str = "/work";

/// The `PATH` every run's environment has (a process always has one).
pub const PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// Which model runs the script.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Host {
    Node,
    Browser,
}

/// What to run: `{"host","source","filename","files","args","trace","schedule"}`.
#[derive(Debug, Clone)]
pub struct Request {
    pub host: Host,
    pub source: String,
    /// The script's name (`main.js`), relative to the working directory unless absolute.
    pub filename: String,
    /// The working directory (absolute; [`CWD`] unless the request says `"cwd"`).
    pub cwd: String,
    /// Files to seed the file system with, by path (relative ones under the working
    /// directory).
    pub files: Vec<(String, Vec<u8>)>,
    /// The script's arguments (`process.argv.slice(2)`).
    pub args: Vec<String>,
    /// `process.env`: [`PATH`] and what the request gives (`"env": {"NAME": "value"}`).
    pub env: Vec<(String, String)>,
    /// Record the trace (JSON Lines, schema v4).
    pub trace: bool,
    /// Choices at race points, as `--schedule` takes them.
    pub schedule: Vec<usize>,
    /// The run budget: the CLI's defaults, or `"limits": {"max_callbacks", "max_drain",
    /// "until", "max_loop_iterations"}` (as `--max-callbacks`, ...).
    pub limits: BudgetLimits,
}

impl Request {
    /// Reads a JSON request; the error is the one line to show.
    pub fn parse(text: &str) -> Result<Request, String> {
        let v: Value =
            serde_json::from_str(text).map_err(|e| format!("the request is not JSON: {e}"))?;
        let obj = v.as_object().ok_or("the request must be a JSON object")?;
        let host = match obj.get("host").and_then(Value::as_str).unwrap_or("node") {
            "node" => Host::Node,
            "browser" => Host::Browser,
            other => {
                return Err(format!(
                    "unknown host '{other}': use \"node\" or \"browser\""
                ))
            }
        };
        let source = obj
            .get("source")
            .and_then(Value::as_str)
            .ok_or("the request has no \"source\" (the script's text)")?
            .to_string();
        let filename = obj
            .get("filename")
            .and_then(Value::as_str)
            .filter(|f| !f.is_empty())
            .unwrap_or("main.js")
            .to_string();
        if filename.ends_with('/') || normalize(&filename) == "/" {
            return Err(format!(
                "\"filename\" must name a file: '{filename}' is a folder"
            ));
        }
        let cwd = match obj.get("cwd").and_then(Value::as_str) {
            None | Some("") => CWD.to_string(),
            Some(c) if c.starts_with('/') => c.to_string(),
            Some(c) => return Err(format!("\"cwd\" must be an absolute path: '{c}' is not")),
        };
        let mut files = Vec::new();
        if let Some(map) = obj.get("files") {
            let map = map
                .as_object()
                .ok_or("\"files\" must map paths to their text")?;
            for (path, text) in map {
                let text = text
                    .as_str()
                    .ok_or_else(|| format!("\"files\": the content of '{path}' is not a string"))?;
                files.push((path.clone(), text.as_bytes().to_vec()));
            }
        }
        let args = match obj.get("args") {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(items)) => items
                .iter()
                .map(|a| match a {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                })
                .collect(),
            Some(_) => return Err("\"args\" must be an array of strings".into()),
        };
        let mut env = vec![("PATH".to_string(), PATH.to_string())];
        if let Some(map) = obj.get("env") {
            let map = map
                .as_object()
                .ok_or("\"env\" must map names to their values")?;
            for (name, value) in map {
                let value = match value {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                };
                env.retain(|(n, _)| n != name);
                env.push((name.clone(), value));
            }
        }
        let trace = obj.get("trace").and_then(Value::as_bool).unwrap_or(false);
        let schedule = parse_schedule(obj.get("schedule").and_then(Value::as_str).unwrap_or(""))?;
        let mut limits = BudgetLimits::default();
        if let Some(l) = obj.get("limits") {
            let l = l.as_object().ok_or("\"limits\" must be an object")?;
            let num = |name: &str| -> Result<Option<u64>, String> {
                match l.get(name) {
                    None | Some(Value::Null) => Ok(None),
                    Some(v) => v.as_u64().filter(|n| *n > 0).map(Some).ok_or_else(|| {
                        format!("\"limits\": {name} must be a positive whole number")
                    }),
                }
            };
            if let Some(n) = num("max_callbacks")? {
                limits.max_callbacks = n;
            }
            if let Some(n) = num("max_drain")? {
                limits.max_drain = n;
            }
            if let Some(n) = num("max_steps")? {
                limits.max_steps = n;
            }
            if let Some(n) = num("max_loop_iterations")? {
                limits.max_loop_iterations = n;
            }
            limits.until_ms = num("until")?;
        }
        Ok(Request {
            host,
            source,
            filename,
            cwd,
            files,
            args,
            env,
            trace,
            schedule,
            limits,
        })
    }

    /// The script's absolute path.
    pub fn path(&self) -> String {
        if self.filename.starts_with('/') {
            normalize(&self.filename)
        } else {
            normalize(&format!("{}/{}", self.cwd, self.filename))
        }
    }
}

/// An absolute path without `.`, `..` and empty parts.
fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
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

/// `--schedule`'s form: whole numbers separated by commas.
pub fn parse_schedule(text: &str) -> Result<Vec<usize>, String> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|n| {
            n.trim().parse().map_err(|_| {
                format!(
                    "--schedule takes whole numbers separated by commas, one per race point (0 = the default), as --explore prints them: '{}' is not one",
                    n.trim()
                )
            })
        })
        .collect()
}

/// What a run gave.
#[derive(Debug, Clone, Default)]
pub struct Response {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
    /// JSON Lines (empty without `trace`).
    pub trace: String,
}

impl Response {
    /// A request that could not run: one line on stderr, exit code 2.
    pub fn refused(message: &str) -> Response {
        Response {
            stderr: format!("evloop: {message}\n"),
            code: 2,
            ..Response::default()
        }
    }

    pub fn to_json(&self) -> String {
        json!({
            "stdout": self.stdout,
            "stderr": self.stderr,
            "code": self.code,
            "trace": self.trace,
        })
        .to_string()
    }
}

/// Where a run records the race points it met (in the in-memory file system, written at
/// the end of the run), for the explorer.
const CHOICES: &str = "/tmp/.evloop-choices";

/// Runs the request on a fresh file system seeded with its files and the script.
pub fn run_request(request: &Request) -> Response {
    run_recorded(request).0
}

/// [`run_request`], with the record of the race points the run met
/// (`Schedule::render`'s text).
pub(crate) fn run_recorded(request: &Request) -> (Response, String) {
    {
        let mut fs = evloop_core::vfs::lock();
        fs.reset(&request.cwd);
        for (path, data) in &request.files {
            fs.put_file(path, data.clone());
        }
        fs.put_file(&request.path(), request.source.clone().into_bytes());
    }
    evloop_core::sys::set_environ(request.env.clone());
    // Whatever an earlier run left unread is not this run's.
    let _ = evloop_core::sys::take_captured();
    let trace_buf = Arc::new(Mutex::new(String::new()));
    let trace = request
        .trace
        .then(|| (TraceFormat::Json, TraceTarget::Memory(trace_buf.clone())));
    let path = request.path();
    let code = match request.host {
        Host::Node => run_node(request, trace, &path),
        Host::Browser => run_browser(request, trace, &path),
    };
    let (stdout, mut stderr) = evloop_core::sys::take_captured();
    let code = match code {
        Ok(code) => code,
        Err(e) => {
            stderr.extend_from_slice(format!("evloop: {e}\n").as_bytes());
            2
        }
    };
    let trace = std::mem::take(&mut *trace_buf.lock().unwrap_or_else(|e| e.into_inner()));
    let record = evloop_core::vfs::lock()
        .read_file(CHOICES)
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default();
    let response = Response {
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        code,
        trace,
    };
    (response, record)
}

fn run_node(
    request: &Request,
    trace: Option<(TraceFormat, TraceTarget)>,
    path: &str,
) -> Result<i32, String> {
    let options = evloop_node::Options {
        clock: ClockMode::Virtual,
        limits: request.limits,
        trace,
        schedule: request.schedule.clone(),
        choices_out: Some(CHOICES.into()),
        legacy_node10: false,
        process: evloop_node::ProcessOptions {
            args: request.args.clone(),
            unhandled_rejections: "throw".into(),
            ..Default::default()
        },
        // The page's own in-memory files and no machine: nothing to restrict.
        permissions: Default::default(),
    };
    let host = evloop_node::NodeHost::new(&options)?;
    Ok(
        match host.run_main(evloop_node::MainKind::File, path, &request.source) {
            evloop_node::Outcome::Exit(code) => code & 0xff,
            evloop_node::Outcome::Budget(_) => evloop_node::BUDGET_EXIT_CODE,
            // SIGABRT, as a shell shows it (the web build counts no heap: never here).
            evloop_node::Outcome::HeapLimit(_) => 134,
        },
    )
}

fn run_browser(
    request: &Request,
    trace: Option<(TraceFormat, TraceTarget)>,
    path: &str,
) -> Result<i32, String> {
    let options = evloop_browser::Options {
        limits: request.limits,
        trace,
        schedule: request.schedule.clone(),
        choices_out: Some(CHOICES.into()),
        ..Default::default()
    };
    let host = evloop_browser::BrowserHost::new(&options)?;
    Ok(match host.run(path, &request.source) {
        evloop_browser::Outcome::Done => 0,
        evloop_browser::Outcome::Error(code) => code & 0xff,
        evloop_browser::Outcome::Budget(_) => evloop_browser::BUDGET_EXIT_CODE,
        evloop_browser::Outcome::HeapLimit(_) => 134,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_read_and_refuse_as_the_cli_would() {
        let r = Request::parse(
            r#"{"host":"browser","source":"x","filename":"a.js","files":{"d/b.txt":"hi"},"args":["1",2],"schedule":"0,1","limits":{"until":50}}"#,
        )
        .unwrap();
        assert_eq!(r.host, Host::Browser);
        assert_eq!(r.path(), "/work/a.js");
        assert_eq!(r.args, ["1", "2"]);
        assert_eq!(r.schedule, [0, 1]);
        assert_eq!(r.limits.until_ms, Some(50));
        assert_eq!(r.files, [("d/b.txt".to_string(), b"hi".to_vec())]);
        let r = Request::parse(r#"{"source":"","cwd":"/x/y"}"#).unwrap();
        assert_eq!((r.host, r.path()), (Host::Node, "/x/y/main.js".to_string()));
        let r = Request::parse(r#"{"source":"","filename":"../a/./b.js"}"#).unwrap();
        assert_eq!(r.path(), "/a/b.js");
        for (bad, says) in [
            ("nope", "not JSON"),
            ("[]", "JSON object"),
            (r#"{"host":"deno","source":""}"#, "unknown host 'deno'"),
            (r#"{"source":1}"#, "no \"source\""),
            (r#"{"source":"","cwd":"rel"}"#, "absolute"),
            (r#"{"source":"","filename":"/"}"#, "must name a file"),
            (r#"{"source":"","filename":"d/"}"#, "must name a file"),
            (r#"{"source":"","schedule":"a"}"#, "'a' is not one"),
            (r#"{"source":"","limits":{"max_callbacks":0}}"#, "positive"),
        ] {
            let e = Request::parse(bad).unwrap_err();
            assert!(e.contains(says), "{bad}: {e}");
            let json = Response::refused(&e).to_json();
            assert!(json.contains("\"code\":2"), "{json}");
        }
    }
}
