//! JavaScript built into the binary: the hosts' internal modules and bootstraps.
//!
//! [`embed_js!`](crate::embed_js) includes a file of the calling crate as an
//! [`EmbeddedJs`]. Natively that is the text itself (`include_str!`). With the crate's
//! `packed-js` feature, which the web build (`web/`) turns on to keep the WebAssembly
//! module small, it is the file's place in the crate's JavaScript, which the crate's build
//! script (`hosts/engine/pack_js.rs`) brotli-compressed as one stream: the stream is
//! unpacked the first time [`EmbeddedJs::text`] is asked for one of its files and kept
//! for the life of the process. Either way the text is the file's, byte for byte: stack
//! traces through internal modules show the same lines and columns.

/// A JavaScript file built into the binary (see the module documentation).
#[derive(Clone, Copy)]
pub struct EmbeddedJs(Repr);

#[derive(Clone, Copy)]
enum Repr {
    Text(&'static str),
    /// The crate's packed stream, its index (`PATH START END` lines) and the file's path.
    Packed(&'static [u8], &'static str, &'static str),
}

impl EmbeddedJs {
    /// The file's text, as [`embed_js!`](crate::embed_js) includes it natively.
    pub const fn text_of(text: &'static str) -> Self {
        EmbeddedJs(Repr::Text(text))
    }

    /// The file `path` of a crate's packed stream (`js.br`) and its index (`js.index`), as
    /// `embed_js!` includes it with `packed-js`.
    pub const fn packed(stream: &'static [u8], index: &'static str, path: &'static str) -> Self {
        EmbeddedJs(Repr::Packed(stream, index, path))
    }

    /// The source text.
    pub fn text(self) -> &'static str {
        match self.0 {
            Repr::Text(text) => text,
            Repr::Packed(stream, index, path) => {
                let (start, end) = index
                    .lines()
                    .find_map(|line| {
                        let mut fields = line.split(' ');
                        if fields.next() != Some(path) {
                            return None;
                        }
                        let start = fields.next()?.parse().ok()?;
                        Some((start, fields.next()?.parse().ok()?))
                    })
                    .expect("an embedded file is in its crate's packed index");
                &unpacked(stream)[start..end]
            }
        }
    }
}

/// The text of a packed stream: decompressed once, then kept (by the address of its bytes).
#[cfg(feature = "packed-js")]
fn unpacked(bytes: &'static [u8]) -> &'static str {
    use std::collections::BTreeMap;
    use std::io::Write as _;
    use std::sync::Mutex;
    static TEXTS: Mutex<BTreeMap<usize, &'static str>> = Mutex::new(BTreeMap::new());
    let mut texts = TEXTS.lock().unwrap_or_else(|e| e.into_inner());
    texts.entry(bytes.as_ptr() as usize).or_insert_with(|| {
        // The same decoder as node:zlib's brotli (one copy of its code in the module).
        let mut decoder = brotli_decompressor::DecompressorWriter::new(Vec::new(), 4096);
        decoder
            .write_all(bytes)
            .expect("the packed JavaScript decompresses");
        let text = decoder
            .into_inner()
            .expect("the packed JavaScript is complete");
        let text = String::from_utf8(text).expect("JavaScript files are UTF-8");
        Box::leak(text.into_boxed_str())
    })
}

#[cfg(not(feature = "packed-js"))]
fn unpacked(_bytes: &'static [u8]) -> &'static str {
    unreachable!("packed JavaScript without evloop-engine's packed-js feature")
}

/// Includes a JavaScript file of the calling crate, by its path from the crate's folder
/// (`embed_js!("js/dom.js")`), as an [`EmbeddedJs`]: its text, or with the calling
/// crate's `packed-js` feature its place in the packed stream its build script wrote (a
/// crate with that feature turns on `evloop-engine/packed-js` with it, and its build
/// script calls `pack_js::pack("js")`).
#[macro_export]
macro_rules! embed_js {
    ($path:expr) => {{
        #[cfg(not(feature = "packed-js"))]
        let js = $crate::embedded::EmbeddedJs::text_of(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/",
            $path
        )));
        // (One copy of the stream in the binary: the identical constants are merged.)
        #[cfg(feature = "packed-js")]
        let js = $crate::embedded::EmbeddedJs::packed(
            include_bytes!(concat!(env!("OUT_DIR"), "/js.br")),
            include_str!(concat!(env!("OUT_DIR"), "/js.index")),
            $path,
        );
        js
    }};
}
