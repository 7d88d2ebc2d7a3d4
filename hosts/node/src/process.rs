//! The process's life (`NodeHost::run`): the main module (CommonJS, ES module, `-e`/`-p`
//! code), Node's `SpinEventLoop` with `'beforeExit'`, then the exit code and `'exit'`.

use evloop_core::CallbackId;
use evloop_engine::{Thrown, Val};

use crate::{ops, signals, MainKind, NodeHost, Outcome, Step, Stop};

impl NodeHost {
    /// Runs `path` (already read) as the CommonJS main module, then the event loop, then
    /// the exit sequence. Everything the script prints goes to this process's stdout and
    /// stderr.
    pub fn run(self, path: &str, source: &str) -> Outcome {
        self.run_main(MainKind::File, path, source)
    }

    /// [`Self::run`] for any kind of main script; `path` names it (`[eval]`, `[stdin]`
    /// for code from the command line or stdin).
    pub fn run_main(mut self, kind: MainKind, path: &str, source: &str) -> Outcome {
        // Output written before a fatal signal goes out before the process dies by it.
        signals::install_defaults();
        let outcome = match self.run_inner(kind, path, source) {
            Ok(code) => Outcome::Exit(code),
            Err(Stop::Exit(code)) => Outcome::Exit(code),
            Err(Stop::Reset) => Outcome::Exit(0),
            Err(Stop::Budget(why)) => {
                let message = self.diagnose(&why);
                self.state
                    .out
                    .borrow_mut()
                    .write_stderr(&format!("{message}\n"));
                Outcome::Budget(message)
            }
            Err(Stop::HeapLimit(hit)) => {
                let report = self.heap_report(&hit);
                self.state.out.borrow_mut().write_stderr(&report);
                Outcome::HeapLimit(report)
            }
        };
        self.state.out.borrow_mut().flush();
        {
            let mut inner = self.state.inner.borrow_mut();
            let inner = &mut *inner;
            evloop_core::finish_run(
                &inner.schedule,
                &mut inner.trace,
                &mut self.state.out.borrow_mut(),
                self.choices_out.as_deref(),
            );
        }
        outcome
    }

    pub(crate) fn run_inner(
        &mut self,
        kind: MainKind,
        path: &str,
        source: &str,
    ) -> Result<i32, Stop> {
        self.trace("main", "run", |_| format!("main module {path}"));
        match kind {
            MainKind::File => {
                let format = match self.call_hook("mainFormat", &[Val::Str(path.to_string())])? {
                    Val::Str(f) => f,
                    _ => String::new(),
                };
                if format == "module" {
                    self.run_esm_main(path, source, true)?;
                } else {
                    self.run_cjs_main(path, source, format == "commonjs")?;
                }
            }
            MainKind::Eval { module: true, .. } | MainKind::Stdin { module: true } => {
                // Node names such a module after the working directory: file:///cwd/[eval1].
                let cwd = crate::sys::cwd();
                let base = if cwd.ends_with('/') {
                    cwd
                } else {
                    format!("{cwd}/")
                };
                self.run_esm_main(&format!("{base}[eval1]"), source, false)?
            }
            MainKind::Eval { print, .. } => self.run_eval_main(path, source, print)?,
            MainKind::Stdin { .. } => self.run_eval_main(path, source, false)?,
        }
        // The main module's callback scope closes: ticks and microtasks drain before the
        // loop starts.
        self.process_ticks_and_rejections()?;
        // The `--max-steps` budget counts the loop's work, not the main module's.
        self.budget.restart_work();
        self.spin_event_loop()?;
        self.emit_exit()
    }

    /// N2: an ES module main is loaded through promises, so its body runs inside a
    /// microtask: its promise callbacks run before its ticks.
    pub(crate) fn run_esm_main(&mut self, path: &str, source: &str, from_file: bool) -> Step {
        if from_file {
            self.call_hook("setMainFile", &[Val::Str(path.to_string())])?;
        }
        match self
            .engine
            .load_main_module(&format!("file://{path}"), source)
        {
            Ok(()) => Ok(()),
            Err(evloop_engine::ModuleLoadError::Syntax(e)) => {
                let text = self.render_syntax_error(
                    &format!("file://{path}"),
                    source,
                    &e,
                    false,
                    ESM_MAIN_COMPILE_FRAMES,
                );
                self.state.out.borrow_mut().write_stderr(&text);
                Err(Stop::Exit(1))
            }
            Err(evloop_engine::ModuleLoadError::Thrown(thrown)) => {
                self.uncaught(thrown, "uncaughtException")
            }
        }
    }

    /// `-e`, `-p` and stdin: the code runs as a global script (Node's `evalScript`), with
    /// `require`, `module`, `__filename` and `__dirname` as globals; `-p` prints its value
    /// right after it, before its ticks and microtasks.
    pub(crate) fn run_eval_main(&mut self, name: &str, source: &str, print: bool) -> Step {
        self.call_hook(
            "prepareEval",
            &[Val::Str(name.to_string()), Val::Str(source.to_string())],
        )?;
        // Stacks show Node's evalScript frames under the code (an uncaught error's too).
        let outer = self.state.inner.borrow().running;
        self.set_running(Some(if name == "[stdin]" { "stdin" } else { "eval" }));
        let result = match self.engine.eval_script(name, source) {
            Err(syntax) => {
                let frames = if name == "[stdin]" {
                    STDIN_COMPILE_FRAMES
                } else {
                    EVAL_COMPILE_FRAMES
                };
                let text = self.render_syntax_error(name, source, &syntax, false, frames);
                self.state.out.borrow_mut().write_stderr(&text);
                Err(Stop::Exit(1))
            }
            Ok(Err(thrown)) => {
                if let Thrown::Value(err) = &thrown {
                    self.call_hook("decorateEvalError", &[Val::Stored(*err)])?;
                }
                self.uncaught(thrown, "uncaughtException")
            }
            Ok(Ok(value)) => {
                let shown = if print {
                    self.call_hook("printEvalResult", &[Val::Stored(value)])
                        .map(drop)
                } else {
                    Ok(())
                };
                self.engine.release(value);
                shown
            }
        };
        self.set_running(outer);
        result
    }

    /// The engine's ES module loader asks the JavaScript half to resolve every `import`
    /// (Node's rules) and to run the CommonJS modules ES modules import.
    pub(crate) fn install_module_hooks(&mut self) {
        if let (Some(resolve), Some(load)) = (self.hook("resolveImport"), self.hook("loadCommonJS"))
        {
            self.engine.set_module_hooks(resolve, load);
        }
        if let Some(prepare) = self.hook("prepareImport") {
            self.engine.set_import_hook(prepare);
        }
        // node v20.20's loader: `import('fs').then(f)` runs `f` after sixteen turns of the
        // microtask queue, and an imported file's `import()` settles five turns after the
        // module was evaluated (ModuleJob.run's await of the evaluation, the loader's
        // async import(), the host callback's promise): three more than Boa's own steps.
        self.engine.set_import_turns(9, 3);
    }

    /// The CommonJS main; a file that does not compile as CommonJS but parses as an ES
    /// module runs as one (node 20.19+), unless its package says "commonjs".
    pub(crate) fn run_cjs_main(&mut self, path: &str, source: &str, commonjs: bool) -> Step {
        let detect = !commonjs && !path.ends_with(".cjs");
        let Some(main) = self.compile_main(path, source, detect)? else {
            if detect && self.engine.parses_as_module(source) {
                self.call_hook("detectedModule", &[Val::Str(path.to_string())])?;
                return self.run_esm_main(path, source, true);
            }
            return Err(Stop::Exit(1));
        };
        // N1: the main module runs inside a callback scope; ticks and microtasks drain
        // when it ends, before the loop starts.
        let run_main = self.hook("runMain");
        if let Some(run_main) = run_main {
            if let Err(thrown) = self.engine.call(
                run_main,
                &[Val::Stored(main), Val::Str(path.to_string())],
                false,
            ) {
                self.uncaught(thrown, "uncaughtException")?;
            }
        }
        Ok(())
    }

    pub(crate) fn compile_main(
        &mut self,
        path: &str,
        source: &str,
        detect: bool,
    ) -> Result<Option<CallbackId>, Stop> {
        // The CommonJS wrapper is on the first line, as Node's old wrapper was, so line
        // numbers are the file's own; first-line columns are shifted by WRAPPER_HEAD.
        let body = strip_hashbang(source);
        let wrapped = format!("{}{}\n}})", ops::WRAPPER_HEAD, body);
        self.engine
            .set_first_line_shift(path, ops::WRAPPER_HEAD.len() as u32);
        match self.engine.compile(path, &wrapped) {
            Ok(id) => Ok(Some(id)),
            Err(_) if detect && self.engine.parses_as_module(source) => Ok(None),
            Err(e) => {
                let text =
                    self.render_syntax_error(path, source, &e, true, CJS_MAIN_COMPILE_FRAMES);
                self.state.out.borrow_mut().write_stderr(&text);
                Ok(None)
            }
        }
    }

    /// `SpinEventLoop`: run the loop until it is not alive, emit `'beforeExit'`, and go on
    /// if its listeners made the loop alive again.
    pub(crate) fn spin_event_loop(&mut self) -> Step {
        loop {
            self.uv_run()?;
            if self.loop_alive() {
                continue;
            }
            let code = self.exit_code()?;
            self.trace("process", "emit", |_| "'beforeExit'".to_string());
            self.call_hook("emitBeforeExit", &[Val::Num(code as f64)])?;
            self.process_ticks_and_rejections()?;
            if !self.loop_alive() {
                return Ok(());
            }
        }
    }

    pub(crate) fn exit_code(&mut self) -> Result<i32, Stop> {
        Ok(self.script_exit_code()?.unwrap_or(0))
    }

    /// `process.exitCode`, if the script set it.
    pub(crate) fn script_exit_code(&mut self) -> Result<Option<i32>, Stop> {
        match self.call_hook("exitCode", &[])? {
            Val::Num(n) => Ok(Some(n as i32)),
            _ => Ok(None),
        }
    }

    /// Emits `'exit'` and returns the final exit code.
    pub(crate) fn emit_exit(&mut self) -> Result<i32, Stop> {
        self.state.inner.borrow_mut().exiting = true;
        self.trace("process", "emit", |_| "'exit'".to_string());
        self.call_hook("emitExit", &[])?;
        // Promise callbacks queued by 'exit' listeners still run (ticks do not).
        self.run_microtasks(false)?;
        match self.script_exit_code()? {
            Some(code) => Ok(code),
            // An ES module main still waiting on a top-level await: Node exits with 13
            // (kUnsettledTopLevelAwait).
            None if self.engine.main_module_pending() => Ok(13),
            None => Ok(0),
        }
    }

    /// A main script's syntax error as node reports it: the file and line, the line and
    /// a caret, the error and node's frames of the compile (as many as
    /// `--stack-trace-limit` keeps; with none, V8's bracketed form).
    fn render_syntax_error(
        &self,
        path: &str,
        source: &str,
        e: &evloop_engine::SyntaxErrorData,
        wrapped: bool,
        frames: &[&str],
    ) -> String {
        let limit = self.state.inner.borrow().process.stack_trace_limit;
        let keep = limit.map_or(10, |n| if n > 0.0 { n as usize } else { 0 });
        let frames = &frames[..keep.min(frames.len())];
        let report = syntax_error_report(path, source, e, wrapped, frames);
        format!("{report}\n\nNode.js {ver}\n", ver = ops::NODE_VERSION)
    }
}

fn strip_hashbang(source: &str) -> String {
    if source.starts_with("#!") {
        let end = source.find('\n').unwrap_or(source.len());
        format!("//{}", &source[2..end]) + &source[end..]
    } else {
        source.to_string()
    }
}

/// Node's frames under a main script's syntax error, by how the script is run: a
/// CommonJS file (compiled by wrapSafe), an ES module file, `-e` code and stdin code.
const CJS_MAIN_COMPILE_FRAMES: &[&str] = &[
    "wrapSafe (node:internal/modules/cjs/loader:1464:18)",
    "Module._compile (node:internal/modules/cjs/loader:1495:20)",
    "Module._extensions..js (node:internal/modules/cjs/loader:1623:10)",
    "Module.load (node:internal/modules/cjs/loader:1266:32)",
    "Module._load (node:internal/modules/cjs/loader:1091:12)",
    "Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:164:12)",
    "node:internal/main/run_main_module:28:49",
];
const ESM_MAIN_COMPILE_FRAMES: &[&str] = &[
    "compileSourceTextModule (node:internal/modules/esm/utils:346:16)",
    "ModuleLoader.moduleStrategy (node:internal/modules/esm/translators:146:18)",
    "#translate (node:internal/modules/esm/loader:497:12)",
    "ModuleLoader.loadAndTranslate (node:internal/modules/esm/loader:544:27)",
    "async ModuleJob._link (node:internal/modules/esm/module_job:148:19)",
];
const EVAL_COMPILE_FRAMES: &[&str] = &[
    "makeContextifyScript (node:internal/vm:185:14)",
    "node:internal/process/execution:107:22",
    "[eval]-wrapper:6:24",
    "runScript (node:internal/process/execution:101:62)",
    "evalScript (node:internal/process/execution:133:3)",
    "node:internal/main/eval_string:51:3",
];
const STDIN_COMPILE_FRAMES: &[&str] = &[
    "makeContextifyScript (node:internal/vm:185:14)",
    "node:internal/process/execution:107:22",
    "[stdin]-wrapper:6:24",
    "runScript (node:internal/process/execution:101:62)",
    "evalScript (node:internal/process/execution:133:3)",
    "node:internal/main/eval_stdin:32:5",
    "Socket.<anonymous> (node:internal/process/execution:234:5)",
    "Socket.emit (node:events:536:35)",
    "endReadableNT (node:internal/streams/readable:1698:12)",
    "process.processTicksAndRejections (node:internal/process/task_queues:82:21)",
];

/// The report of a syntax error without node's closing line: where it is, the line with
/// a caret, the error and `frames`; bracketed whole when there are no frames, as V8's
/// inspection of an error without a stack shows it.
fn syntax_error_report(
    path: &str,
    source: &str,
    e: &evloop_engine::SyntaxErrorData,
    wrapped: bool,
    frames: &[&str],
) -> String {
    // An error on the wrapper's closing line is the input ending too early: V8 reports
    // it at the end of the last line, with no caret.
    let last_line = source.matches('\n').count() as u32 + 1;
    let at_end = (wrapped && e.line > last_line) || e.message == evloop_engine::END_OF_INPUT;
    let line = if at_end {
        last_line
    } else {
        e.line.min(last_line)
    };
    let line_text = source
        .split('\n')
        .nth(line.saturating_sub(1) as usize)
        .unwrap_or("");
    let line_text = line_text.strip_suffix('\r').unwrap_or(line_text);
    let mut column = e.column as usize;
    if e.line == 1 && wrapped {
        column = column.saturating_sub(ops::WRAPPER_HEAD.chars().count());
    }
    let caret = if at_end {
        " ".repeat(line_text.chars().count())
    } else {
        " ".repeat(column.saturating_sub(1)) + "^"
    };
    let message = if at_end {
        evloop_engine::END_OF_INPUT
    } else {
        e.message.as_str()
    };
    let mut report = format!(
        "{path}:{line}\n{line_text}\n{caret}\n\nSyntaxError: {message}",
        line = line.max(1)
    );
    if frames.is_empty() {
        return format!("[{report}]");
    }
    for frame in frames {
        report.push_str("\n    at ");
        report.push_str(frame);
    }
    report
}
