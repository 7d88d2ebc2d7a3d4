//! Packs `js/` for the web build (`packed-js`; see ../engine/pack_js.rs).

#[path = "../engine/pack_js.rs"]
mod pack_js;

fn main() {
    pack_js::pack("js");
}
