//! The web platform pieces both hosts share: the engine-neutral JavaScript cores in
//! `hosts/engine/js/web/` (the WHATWG URL parser with `URL` and `URLSearchParams`,
//! `TextEncoder`/`TextDecoder`, the HTTP reason phrases), which each host compiles among its own internal modules
//! and calls with its own errors, and the text decoders they run on ([`web_ops`]).

use std::cell::RefCell;
use std::collections::HashMap;

use crate::embedded::EmbeddedJs;
use crate::{OpCx, OpFn, OpResult, Val};

/// `hosts/engine/js/web/url.js`: `module.exports = function createURL(host)`.
pub const URL_JS: EmbeddedJs = crate::embed_js!("js/web/url.js");
/// `hosts/engine/js/web/encoding.js`: `module.exports = function createEncoding(host)`.
pub const ENCODING_JS: EmbeddedJs = crate::embed_js!("js/web/encoding.js");

/// `hosts/engine/js/web/http_status.js`: the HTTP reason phrases by status code.
pub const HTTP_STATUS_JS: EmbeddedJs = crate::embed_js!("js/web/http_status.js");

/// The shared modules, each by the name under `web/` (a host files them under its own
/// prefix: `internal/web/url` in the Node host, `web/url` in the browser host).
pub const MODULES: &[(&str, EmbeddedJs)] = &[
    ("url", URL_JS),
    ("encoding", ENCODING_JS),
    ("http_status", HTTP_STATUS_JS),
];

/// Ops for the shared cores (installed by the browser host; the Node host has the same
/// three in its crypto ops): `webEncodingName`, `webTextDecoderId`, `webTextDecode`.
pub fn web_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("webEncodingName", op_encoding_name),
        ("webTextDecoderId", op_text_decoder_id),
        ("webTextDecode", op_text_decode),
    ]
}

thread_local! {
    /// Streaming decoders with an unfinished sequence, by decoder id.
    static DECODERS: RefCell<HashMap<u64, encoding_rs::Decoder>> = RefCell::new(HashMap::new());
}

/// `webEncodingName(label)`: the encoding's name as `TextDecoder#encoding` shows it
/// (lower case), or undefined for a label the Encoding Standard does not know.
fn op_encoding_name(cx: &mut OpCx<'_>) -> OpResult {
    let label = cx.str(0).unwrap_or_default();
    let enc = encoding_rs::Encoding::for_label(label.as_bytes());
    Ok(enc.map_or(Val::Undefined, |e| Val::Str(e.name().to_ascii_lowercase())))
}

/// `webTextDecoderId()`: a number for a new `TextDecoder`, unique in the process (the
/// table of streaming decoders is per thread, and a thread may run several hosts).
fn op_text_decoder_id(_cx: &mut OpCx<'_>) -> OpResult {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    let id = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    Ok(Val::Num(id as f64))
}

/// `webTextDecode(id, encoding, bytes, stream, fatal, ignoreBOM)`: the text, or null
/// when `fatal` is set and the bytes are malformed (the caller throws its host's error).
/// With `stream`, decoder `id` keeps an unfinished sequence (and whether the BOM was
/// seen) for the next call; without, the call ends the stream.
fn op_text_decode(cx: &mut OpCx<'_>) -> OpResult {
    let id = cx.num(0) as u64;
    let name = cx.str(1).unwrap_or_default();
    let bytes = cx.bytes(2).unwrap_or_default();
    let (stream, fatal, ignore_bom) = (cx.bool(3), cx.bool(4), cx.bool(5));
    let Some(enc) = encoding_rs::Encoding::for_label(name.as_bytes()) else {
        return Ok(Val::Undefined);
    };
    let mut decoder = DECODERS
        .with(|d| d.borrow_mut().remove(&id))
        .unwrap_or_else(|| {
            if ignore_bom {
                enc.new_decoder_without_bom_handling()
            } else {
                enc.new_decoder_with_bom_removal()
            }
        });
    let last = !stream;
    let cap = decoder
        .max_utf8_buffer_length(bytes.len())
        .unwrap_or(bytes.len() * 3 + 16);
    let mut text = String::with_capacity(cap);
    if fatal {
        let (result, _) = decoder.decode_to_string_without_replacement(&bytes, &mut text, last);
        if let encoding_rs::DecoderResult::Malformed(..) = result {
            return Ok(Val::Null);
        }
    } else {
        let _ = decoder.decode_to_string(&bytes, &mut text, last);
    }
    if stream {
        DECODERS.with(|d| d.borrow_mut().insert(id, decoder));
    }
    Ok(Val::Str(text))
}
