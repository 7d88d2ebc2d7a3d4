// The build-time half of `evloop_engine::embed_js!`, shared by the build scripts of the
// crates that embed JavaScript (hosts/engine, hosts/node, hosts/browser: each has
// `#[path = "../engine/pack_js.rs"] mod pack_js;`).
//
// With the crate's `packed-js` feature (the web build turns it on) the `.js` files under
// the crate's `js/` folder, but for its `test/` folders, are put one after the other and
// brotli-compressed as one stream into `$OUT_DIR/js.br` (one stream packs a fifth
// smaller than a stream per file), with `$OUT_DIR/js.index` saying where each file
// lies in the unpacked text: a line `PATH START END` per file, PATH as `embed_js!` names
// it (`js/dom.js`), START and END byte offsets. The bytes of each source are kept
// exactly, so line and column numbers in stack traces do not change. Without the
// feature there is nothing to do: `embed_js!` includes each file as text.

/// Packs `dir` (relative to the crate's manifest folder) when `packed-js` is on.
pub fn pack(dir: &str) {
    println!("cargo::rerun-if-changed={dir}");
    #[cfg(feature = "packed-js")]
    {
        use std::path::Path;
        let mut text = Vec::new();
        let mut index = String::new();
        collect(Path::new(dir), &mut text, &mut index);
        let mut packed = Vec::with_capacity(text.len() / 4);
        let params = brotli::enc::BrotliEncoderParams {
            quality: 11,
            lgwin: 24,
            ..Default::default()
        };
        brotli::BrotliCompress(&mut &text[..], &mut packed, &params)
            .expect("brotli-compress the js files");
        let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).to_owned();
        std::fs::write(out.join("js.br"), packed).expect("write js.br");
        std::fs::write(out.join("js.index"), index).expect("write js.index");
    }
}

#[cfg(feature = "packed-js")]
fn collect(folder: &std::path::Path, text: &mut Vec<u8>, index: &mut String) {
    let mut entries: Vec<_> = std::fs::read_dir(folder)
        .expect("read a js folder")
        .map(|e| e.expect("read a js folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "test") {
                collect(&path, text, index);
            }
        } else if path.extension().is_some_and(|e| e == "js") {
            let name = path.to_str().expect("a js path is UTF-8");
            assert!(
                !name.contains([' ', '\n']),
                "a js path with a space: {name}"
            );
            let start = text.len();
            text.extend(std::fs::read(&path).expect("read a js file"));
            index.push_str(&format!("{name} {start} {}\n", text.len()));
        }
    }
}
