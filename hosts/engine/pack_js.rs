// The build-time half of `evloop_engine::embed_js!`, shared by the build scripts of the
// crates that embed JavaScript (hosts/engine, hosts/node, hosts/browser: each has
// `#[path = "../engine/pack_js.rs"] mod pack_js;`).
//
// With the crate's `packed-js` feature (the web build turns it on) every `.js` file under
// the crate's `js/` folder, but for its `test/` folders, is written brotli-compressed to
// `$OUT_DIR/js/PATH.js.br`, which `embed_js!` includes in place of the text. The bytes of
// the source are kept exactly, so line and column numbers in stack traces do not change.
// Without the feature there is nothing to do: `embed_js!` includes the file as text.

#[cfg(feature = "packed-js")]
use std::path::Path;

/// Packs `dir` (relative to the crate's manifest folder) when `packed-js` is on.
pub fn pack(dir: &str) {
    println!("cargo::rerun-if-changed={dir}");
    #[cfg(feature = "packed-js")]
    {
        let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
        pack_folder(Path::new(dir), &Path::new(&out).join(dir));
    }
}

#[cfg(feature = "packed-js")]
fn pack_folder(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("create the packed-js folder");
    let mut entries: Vec<_> = std::fs::read_dir(from)
        .expect("read a js folder")
        .map(|e| e.expect("read a js folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().expect("an entry has a name");
        if path.is_dir() {
            if name != "test" {
                pack_folder(&path, &to.join(name));
            }
        } else if path.extension().is_some_and(|e| e == "js") {
            let text = std::fs::read(&path).expect("read a js file");
            let mut packed = Vec::with_capacity(text.len() / 4);
            let params = brotli::enc::BrotliEncoderParams {
                quality: 11,
                lgwin: 22,
                ..Default::default()
            };
            brotli::BrotliCompress(&mut &text[..], &mut packed, &params)
                .expect("brotli-compress a js file");
            let mut file_name = name.to_os_string();
            file_name.push(".br");
            std::fs::write(to.join(file_name), packed).expect("write a packed js file");
        }
    }
}
