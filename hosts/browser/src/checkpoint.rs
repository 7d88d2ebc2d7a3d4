//! HTML "perform a microtask checkpoint" and "report an exception", written once against
//! the `Js` trait: the loop calls them after a task (`Engine`), an op between the
//! listeners of a browser-dispatched event (`OpCx`).

use evloop_core::Exhausted;
use evloop_engine::{Js, Thrown, Val};

use crate::{BrowserState, Step, Stop};

/// HTML "perform a microtask checkpoint" (B3), from the loop or from inside an op (the
/// listeners of a browser-dispatched event): run every microtask, reporting exceptions,
/// then notify about rejected promises.
pub(crate) fn perform_checkpoint<J: Js + ?Sized>(js: &mut J, st: &BrowserState) -> Step {
    {
        let mut inner = st.inner.borrow_mut();
        if inner.checkpoint_running {
            return Ok(());
        }
        inner.checkpoint_running = true;
    }
    let result = drain_microtasks(js, st);
    st.inner.borrow_mut().checkpoint_running = false;
    result
}

fn drain_microtasks<J: Js + ?Sized>(js: &mut J, st: &BrowserState) -> Step {
    let mut ran = 0u64;
    loop {
        if js.microtasks_empty() {
            break;
        }
        let charged = st.inner.borrow_mut().budget.charge_drain("microtask", ran);
        if let Err(why) = charged {
            let next = js.describe_next_microtask();
            st.inner.borrow_mut().culprit = next;
            return Err(Stop::Budget(why));
        }
        ran += 1;
        if st.tracing() {
            let what = js.describe_next_microtask().unwrap_or_default();
            // What the job is, the engine says as it starts (`on_job_label`).
            st.inner.borrow_mut().trace.await_label();
            st.trace_event("microtask", "run", what);
        }
        let ran_one = js.run_one_microtask();
        st.inner.borrow_mut().trace.settle();
        match ran_one {
            Ok(true) => {}
            Ok(false) => break,
            Err(thrown) => report_exception(js, st, thrown)?,
        }
    }
    // B11: notify about rejected promises (the JavaScript half keeps the lists).
    if js.has_rejections() {
        if let Some(hook) = st.hook("notifyRejections") {
            if let Err(thrown) = js.call(hook, &[], false) {
                report_exception(js, st, thrown)?;
            }
        }
    }
    Ok(())
}

/// HTML "report an exception": the JavaScript half fires `error` at the window and, if
/// no handler cancelled it, logs `Uncaught ...` the way Chrome's console does.
pub(crate) fn report_exception<J: Js + ?Sized>(
    js: &mut J,
    st: &BrowserState,
    thrown: Thrown,
) -> Step {
    match thrown {
        Thrown::Value(id) => {
            let reported = match st.hook("reportException") {
                Some(hook) => js.call(hook, &[Val::Stored(id)], false).is_ok(),
                None => false,
            };
            js.release(id);
            if !reported {
                st.out
                    .borrow_mut()
                    .write_stderr("Uncaught (the error could not be reported)\n");
            }
            Ok(())
        }
        Thrown::Exit(code) => Err(st
            .inner
            .borrow_mut()
            .stop
            .take()
            .unwrap_or(Stop::Error(code))),
        Thrown::LoopLimit(limit) => Err(Stop::Budget(Exhausted::Loop { limit })),
        Thrown::HeapLimit(hit) => Err(Stop::HeapLimit(hit)),
        // `evloop repl`'s Ctrl-C: the task ends there, as after an uncaught error.
        Thrown::Interrupted => {
            st.out
                .borrow_mut()
                .write_stderr("Uncaught Error: Script execution was interrupted\n");
            Ok(())
        }
        Thrown::Fatal(message) => {
            // V8 throws a catchable RangeError here; Boa ends the script. The page goes
            // on, as Chrome's would after an uncaught RangeError.
            st.out
                .borrow_mut()
                .write_stderr(&format!("Uncaught {message}\n"));
            Ok(())
        }
    }
}
