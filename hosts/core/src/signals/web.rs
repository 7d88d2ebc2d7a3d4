//! The web build: nothing can send a signal.

pub fn install(_sig: i32) {}

pub fn install_fatal_defaults() {}

pub fn set_listener(_listener: fn(i32) -> bool) {}

pub fn default_action(_sig: i32) {}
