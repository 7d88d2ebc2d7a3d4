//! The web build's signals: nothing can send one. A listener (`process.on('SIGINT')`)
//! is accepted and never called; `process.kill` is refused (`sys/web.rs`).

type Wake = std::sync::Arc<dyn Fn() + Send + Sync>;

pub(crate) fn install_defaults() {}

pub(crate) fn watch(_sig: i32, _on: bool) {}

pub(crate) fn kill_self(_sig: i32) {}

pub(crate) fn kill_other(_pid: i32, _sig: i32) -> i32 {
    // ESRCH: there is no other process.
    3
}

pub(crate) fn take_pending() -> Vec<i32> {
    Vec::new()
}

pub(crate) fn has_pending() -> bool {
    false
}

pub(crate) fn set_wake(_wake: Option<Wake>) {}

pub(crate) fn any_watched() -> bool {
    false
}
