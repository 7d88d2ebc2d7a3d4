//! Packs `js/` for the web build (`packed-js`; see pack_js.rs).

mod pack_js;

fn main() {
    pack_js::pack("js");
}
