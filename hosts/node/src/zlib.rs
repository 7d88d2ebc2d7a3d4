//! `node:zlib`'s engines, engine-free: deflate, inflate, gzip, gunzip, raw and auto-
//! detecting forms (flate2 over zlib-rs) and brotli (the `brotli` crate), each an open
//! stream in a table any thread-pool worker can use (node keeps a `z_stream` per
//! `Zlib` handle and writes to it from the pool). A write takes input and a flush flag
//! and hands out at most the caller's output space; what does not fit waits for the
//! next write, as zlib's `avail_out` makes node's `processChunk` write again.
//!
//! Compressed bytes are zlib-ng's, not node's: node bundles Chromium's zlib, whose
//! deflate chooses other matches, so compressed output can differ from node's byte for
//! byte (it inflates to the same data); inflating is the same everywhere.

use std::collections::HashMap;
use std::io::Write;
use std::sync::{Mutex, OnceLock};

use flate2::{Compress, Compression, Decompress, FlushCompress, FlushDecompress, Status};

use crate::uv::UvError;

/// node's `zlib.constants` modes.
pub(crate) const DEFLATE: i32 = 1;
pub(crate) const INFLATE: i32 = 2;
pub(crate) const GZIP: i32 = 3;
pub(crate) const GUNZIP: i32 = 4;
pub(crate) const DEFLATERAW: i32 = 5;
pub(crate) const INFLATERAW: i32 = 6;
pub(crate) const UNZIP: i32 = 7;
pub(crate) const BROTLI_DECODE: i32 = 8;
pub(crate) const BROTLI_ENCODE: i32 = 9;

// zlib's flush values (and brotli's operations, which node passes the same way).
const Z_SYNC_FLUSH: i32 = 2;
const Z_FULL_FLUSH: i32 = 3;
const Z_FINISH: i32 = 4;
const BROTLI_FLUSH: i32 = 1;
const BROTLI_FINISH: i32 = 2;

enum Engine {
    Deflate(Compress),
    Inflate(Decompress),
    /// `Unzip` before its first bytes say gzip or zlib.
    Detect {
        window_bits: u8,
    },
    BrotliEncode(Option<brotli::CompressorWriter<Vec<u8>>>),
    BrotliDecode(Option<brotli::DecompressorWriter<Vec<u8>>>),
}

struct Stream {
    mode: i32,
    engine: Engine,
    /// Output made and not handed out yet.
    pending: Vec<u8>,
    served: usize,
    /// Inflate reached the end of the data (further input is ignored, as zlib does).
    ended: bool,
}

/// A mode's name, as the trace names a write's thread-pool request (`uv_queue_work gzip`):
/// node's class for it, lower-cased.
pub(crate) fn mode_name(mode: i32) -> &'static str {
    match mode {
        DEFLATE => "deflate",
        INFLATE => "inflate",
        GZIP => "gzip",
        GUNZIP => "gunzip",
        DEFLATERAW => "deflateraw",
        INFLATERAW => "inflateraw",
        UNZIP => "unzip",
        BROTLI_DECODE => "brotlidecompress",
        BROTLI_ENCODE => "brotlicompress",
        _ => "zlib",
    }
}

/// Virtual CPU cost of a write: per input byte of node's engines (measured on node v20 here for
/// text: gzip level 6 about 40 MB/s, inflate about 300 MB/s, brotli quality 11 about
/// 1 MB/s).
pub(crate) fn cost_ns(mode: i32, len: usize) -> u64 {
    let per_byte = match mode {
        DEFLATE | GZIP | DEFLATERAW => 25,
        BROTLI_ENCODE => 1000,
        BROTLI_DECODE => 5,
        _ => 3,
    };
    let cost = per_byte * len as u64;
    // Small work is done by the next poll phase, as local file I/O is.
    if cost < SMALL_WORK_NS {
        0
    } else {
        cost
    }
}

/// Work below this is not timed (node's pool finishes it before the next poll phase).
const SMALL_WORK_NS: u64 = 500_000;

fn table() -> &'static Mutex<HashMap<u64, Stream>> {
    static TABLE: OnceLock<Mutex<HashMap<u64, Stream>>> = OnceLock::new();
    TABLE.get_or_init(|| Mutex::new(HashMap::new()))
}

static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

fn zerr(code: &'static str, errno: i32, message: &'static str) -> UvError {
    UvError {
        errno,
        code,
        message,
    }
}

/// zlib's messages, as node puts them in its errors.
fn data_error(message: Option<&str>) -> UvError {
    const KNOWN: &[&str] = &[
        "incorrect header check",
        "unknown compression method",
        "invalid window size",
        "unknown header flags set",
        "header crc mismatch",
        "invalid block type",
        "invalid stored block lengths",
        "too many length or distance symbols",
        "invalid code lengths set",
        "invalid bit length repeat",
        "invalid code -- missing end-of-block",
        "invalid literal/lengths set",
        "invalid distances set",
        "invalid literal/length code",
        "invalid distance code",
        "invalid distance too far back",
        "incorrect data check",
        "incorrect length check",
    ];
    let message = message
        .and_then(|m| KNOWN.iter().find(|k| m.contains(*k)).copied())
        .unwrap_or("invalid stored block lengths");
    zerr("Z_DATA_ERROR", -3, message)
}

/// Opens a stream: `level`, `window_bits` (0: the default), brotli's `quality` and
/// `lgwin`. Returns its id.
pub(crate) fn open(
    mode: i32,
    level: i32,
    window_bits: i32,
    quality: u32,
    lgwin: u32,
) -> Result<u64, UvError> {
    let level = if (0..=9).contains(&level) {
        Compression::new(level as u32)
    } else {
        Compression::default()
    };
    let wb = if (8..=15).contains(&window_bits) {
        window_bits as u8
    } else {
        15
    };
    // zlib-ng (like zlib) refuses a deflate window of 8 bits; node makes it 9.
    let cwb = wb.max(9);
    let engine = match mode {
        DEFLATE => Engine::Deflate(Compress::new_with_window_bits(level, true, cwb)),
        DEFLATERAW => Engine::Deflate(Compress::new_with_window_bits(level, false, cwb)),
        GZIP => Engine::Deflate(Compress::new_gzip(level, cwb)),
        INFLATE => Engine::Inflate(Decompress::new_with_window_bits(true, wb.max(9))),
        INFLATERAW => Engine::Inflate(Decompress::new_with_window_bits(false, wb.max(9))),
        GUNZIP => Engine::Inflate(Decompress::new_gzip(wb.max(9))),
        UNZIP => Engine::Detect {
            window_bits: wb.max(9),
        },
        BROTLI_ENCODE => Engine::BrotliEncode(Some(brotli::CompressorWriter::new(
            Vec::new(),
            4096,
            quality.min(11),
            lgwin.clamp(10, 24),
        ))),
        BROTLI_DECODE => {
            Engine::BrotliDecode(Some(brotli::DecompressorWriter::new(Vec::new(), 4096)))
        }
        _ => return Err(zerr("ERR_INVALID_ARG_VALUE", -22, "invalid mode")),
    };
    let id = NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let stream = Stream {
        mode,
        engine,
        pending: Vec::new(),
        served: 0,
        ended: false,
    };
    table()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(id, stream);
    Ok(id)
}

pub(crate) fn close(id: u64) {
    table()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .remove(&id);
}

/// One write: `input` with `flush`, up to `out_len` bytes out. Returns what is handed
/// out and the output space left (0: more output waits, write again).
pub(crate) fn write(
    id: u64,
    input: &[u8],
    flush: i32,
    out_len: usize,
) -> Result<(Vec<u8>, usize), UvError> {
    let mut table = table().lock().unwrap_or_else(|e| e.into_inner());
    let Some(s) = table.get_mut(&id) else {
        return Err(zerr("ERR_ZLIB_BINDING_CLOSED", -9, "zlib binding closed"));
    };
    if s.served >= s.pending.len() {
        s.pending.clear();
        s.served = 0;
        run(s, input, flush)?;
    }
    let n = (s.pending.len() - s.served).min(out_len);
    let out = s.pending[s.served..s.served + n].to_vec();
    s.served += n;
    let left = if s.served < s.pending.len() {
        0
    } else {
        out_len - n
    };
    Ok((out, left))
}

fn run(s: &mut Stream, input: &[u8], flush: i32) -> Result<(), UvError> {
    if let Engine::Detect { window_bits } = s.engine {
        if input.is_empty() && flush != Z_FINISH {
            return Ok(());
        }
        s.engine = if input.starts_with(&[0x1f, 0x8b]) {
            Engine::Inflate(Decompress::new_gzip(window_bits))
        } else {
            Engine::Inflate(Decompress::new_with_window_bits(true, window_bits))
        };
    }
    let mut buf = vec![0u8; 64 * 1024];
    match &mut s.engine {
        Engine::Deflate(c) => {
            let how = match flush {
                Z_FINISH => FlushCompress::Finish,
                Z_SYNC_FLUSH => FlushCompress::Sync,
                Z_FULL_FLUSH => FlushCompress::Full,
                1 => FlushCompress::Partial,
                _ => FlushCompress::None,
            };
            let mut rest = input;
            loop {
                let (before_in, before_out) = (c.total_in(), c.total_out());
                let status = c
                    .compress(rest, &mut buf, how)
                    .map_err(|_| zerr("Z_STREAM_ERROR", -2, "stream error"))?;
                let used = (c.total_in() - before_in) as usize;
                let made = (c.total_out() - before_out) as usize;
                rest = &rest[used..];
                s.pending.extend_from_slice(&buf[..made]);
                let done = status == Status::StreamEnd
                    || (how != FlushCompress::Finish && rest.is_empty() && made < buf.len());
                if done {
                    return Ok(());
                }
            }
        }
        Engine::Inflate(_) => inflate(s, input, flush, &mut buf),
        Engine::BrotliEncode(w) => {
            let Some(writer) = w.as_mut() else {
                return Ok(());
            };
            writer
                .write_all(input)
                .map_err(|_| zerr("ERR_BROTLI_COMPRESSION_FAILED", -1, "Compression failed"))?;
            match flush {
                BROTLI_FINISH => {
                    let out = w.take().map(|w| w.into_inner()).unwrap_or_default();
                    s.pending.extend_from_slice(&out);
                    return Ok(());
                }
                BROTLI_FLUSH => {
                    let _ = writer.flush();
                }
                _ => {}
            }
            s.pending.append(writer.get_mut());
            Ok(())
        }
        Engine::BrotliDecode(w) => {
            let Some(writer) = w.as_mut() else {
                return Ok(());
            };
            let failed = || zerr("ERR__ERROR_FORMAT_PADDING_1", -1, "Decompression failed");
            writer.write_all(input).map_err(|_| failed())?;
            s.pending.append(writer.get_mut());
            if flush == BROTLI_FINISH {
                let writer = w.take().map(|w| w.into_inner());
                match writer {
                    Some(Ok(rest)) => s.pending.extend_from_slice(&rest),
                    _ => return Err(zerr("Z_BUF_ERROR", -5, "unexpected end of file")),
                }
            }
            Ok(())
        }
        Engine::Detect { .. } => Ok(()),
    }
}

fn inflate(s: &mut Stream, input: &[u8], flush: i32, buf: &mut [u8]) -> Result<(), UvError> {
    let gzip = s.mode == GUNZIP || (s.mode == UNZIP && input.starts_with(&[0x1f, 0x8b]));
    let mut rest = input;
    loop {
        if s.ended {
            // A gunzip stream goes on with the next member; anything else after the end
            // is ignored.
            if gzip && rest.starts_with(&[0x1f, 0x8b]) {
                s.engine = Engine::Inflate(Decompress::new_gzip(15));
                s.ended = false;
            } else {
                return Ok(());
            }
        }
        let Engine::Inflate(d) = &mut s.engine else {
            return Ok(());
        };
        let (before_in, before_out) = (d.total_in(), d.total_out());
        let how = if flush == Z_FINISH {
            FlushDecompress::Finish
        } else {
            FlushDecompress::None
        };
        let status = d
            .decompress(rest, buf, how)
            .map_err(|e| data_error(e.message()))?;
        let used = (d.total_in() - before_in) as usize;
        let made = (d.total_out() - before_out) as usize;
        rest = &rest[used..];
        s.pending.extend_from_slice(&buf[..made]);
        if status == Status::StreamEnd {
            s.ended = true;
            continue;
        }
        if made < buf.len() && (rest.is_empty() || used == 0) {
            if flush == Z_FINISH {
                return Err(zerr("Z_BUF_ERROR", -5, "unexpected end of file"));
            }
            return Ok(());
        }
    }
}

/// `zlib.crc32(data, value)`.
pub(crate) fn crc32(data: &[u8], value: u32) -> u32 {
    // Continues from `value`, as zlib's crc32(value, data) does.
    let mut c = !value;
    for &b in data {
        c ^= b as u32;
        for _ in 0..8 {
            c = if c & 1 != 0 {
                (c >> 1) ^ 0xEDB8_8320
            } else {
                c >> 1
            };
        }
    }
    !c
}

// ---- the ops behind js/lib/zlib.js (writes go through fsAsync/fsSync "zlib") ----

use evloop_engine::{OpCx, OpFn, OpResult, Val};

pub(crate) fn zlib_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("zlibOpen", op_open),
        ("zlibClose", op_close),
        ("zlibCrc32", op_crc32),
    ]
}

/// `zlibOpen(mode, level, windowBits, quality, lgwin)` → the stream's id, or `[err]`.
fn op_open(cx: &mut OpCx<'_>) -> OpResult {
    let n = |i: usize| cx.num(i);
    Ok(
        match open(
            n(0) as i32,
            n(1) as i32,
            n(2) as i32,
            n(3) as u32,
            n(4) as u32,
        ) {
            Ok(id) => Val::Num(id as f64),
            Err(e) => Val::List(vec![crate::tcp_wrap::error_val(e)]),
        },
    )
}

fn op_close(cx: &mut OpCx<'_>) -> OpResult {
    close(cx.num(0) as u64);
    Ok(Val::Undefined)
}

/// `zlibCrc32(bytes, value)`.
fn op_crc32(cx: &mut OpCx<'_>) -> OpResult {
    let value = cx.num(1) as u32;
    let data = cx.bytes(0).unwrap_or_default();
    Ok(Val::Num(crc32(&data, value) as f64))
}
