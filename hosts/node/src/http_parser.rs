//! The byte work behind `node:http`: the head of an HTTP/1.x message (request line or
//! status line and the header fields), read by the `httparse` crate. Node runs llhttp in
//! C with callbacks into JavaScript; here `js/lib/_http_common.js` keeps the parser's
//! state (the buffered bytes, the body framing) and asks these ops, synchronously inside
//! the socket's data callback, whether the bytes so far hold a whole head (and what
//! llhttp would make of its fields: `http_head.rs`), and what a chunked body's next line
//! says. One op per head and per line: the checks ran as JavaScript regular expressions
//! before, about a quarter of a keep-alive request's time.

use evloop_engine::{OpCx, OpError, OpFn, OpResult, Val};

use crate::http_head::{check_fields, chunk_size, framing, Verdict};

pub(crate) fn http_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("httpParseHead", op_http_parse_head),
        ("httpChunkLine", op_http_chunk_line),
    ]
}

/// Bytes as Node's parser hands them to JavaScript: one character per byte (latin1).
fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
}

/// llhttp's trailing OWS is not part of a field value.
fn trim_value(bytes: &[u8]) -> &[u8] {
    let mut end = bytes.len();
    while end > 0 && (bytes[end - 1] == b' ' || bytes[end - 1] == b'\t') {
        end -= 1;
    }
    &bytes[..end]
}

/// llhttp's error code for what httparse refused.
fn error_code(e: httparse::Error, request: bool) -> &'static str {
    match e {
        httparse::Error::HeaderName => "HPE_INVALID_HEADER_TOKEN",
        httparse::Error::HeaderValue => "HPE_INVALID_HEADER_VALUE",
        httparse::Error::NewLine => "HPE_LF_EXPECTED",
        httparse::Error::Status => "HPE_INVALID_STATUS",
        httparse::Error::Token if request => "HPE_INVALID_METHOD",
        httparse::Error::Token => "HPE_INVALID_CONSTANT",
        httparse::Error::TooManyHeaders => "HPE_HEADER_OVERFLOW",
        httparse::Error::Version => "HPE_INVALID_VERSION",
    }
}

fn verdict_val(verdict: Option<Verdict>) -> Val {
    verdict.map_or(Val::Null, |(code, reason, at)| {
        Val::List(vec![
            Val::Str(code.to_string()),
            Val::Str(reason.to_string()),
            Val::Num(at as f64),
        ])
    })
}

/// `httpParseHead(bytes, isRequest)`: `null` while the head is incomplete; for a malformed
/// head `[code, fields]`, the llhttp error code and llhttp's verdict on the header fields
/// (`[code, reason, offset]` or `null`, http_head.rs); otherwise `[consumed, method or
/// status code, url or reason phrase, minor version, rawHeaders, contentLength, flags,
/// fields]`, rawHeaders the names and values in turn as they came, contentLength -1
/// without one, flags `Framing::flags`' bits, fields llhttp's verdict on them (`null`
/// when it takes them).
fn op_http_parse_head(cx: &mut OpCx<'_>) -> OpResult {
    let bytes = cx
        .bytes(0)
        .ok_or_else(|| OpError::Type("httpParseHead: bytes expected".into()))?;
    let request = cx.bool(1);
    let mut room = 64;
    loop {
        let mut headers = vec![httparse::EMPTY_HEADER; room];
        let parsed = if request {
            let mut req = httparse::Request::new(&mut headers);
            match req.parse(&bytes) {
                Ok(httparse::Status::Complete(n)) => Ok(Some((
                    n,
                    Val::Str(req.method.unwrap_or("").to_string()),
                    Val::Str(req.path.unwrap_or("").to_string()),
                    req.version.unwrap_or(1),
                    req.headers.len(),
                ))),
                Ok(httparse::Status::Partial) => Ok(None),
                Err(e) => Err(e),
            }
        } else {
            let mut res = httparse::Response::new(&mut headers);
            match res.parse(&bytes) {
                Ok(httparse::Status::Complete(n)) => Ok(Some((
                    n,
                    Val::Num(f64::from(res.code.unwrap_or(0))),
                    Val::Str(res.reason.unwrap_or("").to_string()),
                    res.version.unwrap_or(1),
                    res.headers.len(),
                ))),
                Ok(httparse::Status::Partial) => Ok(None),
                Err(e) => Err(e),
            }
        };
        return match parsed {
            Ok(None) => Ok(Val::Null),
            Ok(Some((consumed, first, second, minor, count))) => {
                let mut raw = Vec::with_capacity(count * 2);
                for h in &headers[..count] {
                    raw.push(Val::Str(h.name.to_string()));
                    raw.push(Val::Str(latin1(trim_value(h.value))));
                }
                let verdict = check_fields(&bytes[..consumed], request, Some(consumed));
                let framing = framing(
                    headers[..count]
                        .iter()
                        .map(|h| (h.name, trim_value(h.value))),
                );
                Ok(Val::List(vec![
                    Val::Num(consumed as f64),
                    first,
                    second,
                    Val::Num(f64::from(minor)),
                    Val::List(raw),
                    Val::Num(framing.content_length.unwrap_or(-1.0)),
                    Val::Num(f64::from(framing.flags())),
                    verdict_val(verdict),
                ]))
            }
            Err(httparse::Error::TooManyHeaders) if room < 4096 => {
                room *= 4;
                continue;
            }
            Err(e) => Ok(Val::List(vec![
                Val::Str(error_code(e, request).to_string()),
                verdict_val(check_fields(&bytes, request, None)),
            ])),
        };
    }
}

/// `httpChunkLine(bytes, from, sizeLine)`: the line of a chunked body that starts at
/// `from` (a chunk's size, the end of its data, or a trailer): -1 while its LF has not
/// come, otherwise `[next, value]`, `next` just past the LF. For a size line (`sizeLine`)
/// `value` is the size, or `-1 - n` when llhttp stops at the line's `n`th byte; for
/// another it is 0 when the line is empty (a CR at most), 1 otherwise.
fn op_http_chunk_line(cx: &mut OpCx<'_>) -> OpResult {
    // A line is short: look at a little of what follows first.
    const GLANCE: usize = 256;
    let from = cx.num(1).max(0.0) as usize;
    let size_line = cx.bool(2);
    let mut bytes = cx
        .bytes_range(0, from, from + GLANCE)
        .ok_or_else(|| OpError::Type("httpChunkLine: bytes expected".into()))?;
    let mut lf = bytes.iter().position(|&b| b == b'\n');
    if lf.is_none() && bytes.len() == GLANCE {
        bytes = cx.bytes_range(0, from, usize::MAX).unwrap_or_default();
        lf = bytes.iter().position(|&b| b == b'\n');
    }
    let Some(lf) = lf else {
        return Ok(Val::Num(-1.0));
    };
    let line = bytes[..lf].strip_suffix(b"\r").unwrap_or(&bytes[..lf]);
    let value = if size_line {
        chunk_size(line)
    } else if line.is_empty() {
        0.0
    } else {
        1.0
    };
    Ok(Val::List(vec![
        Val::Num((from + lf + 1) as f64),
        Val::Num(value),
    ]))
}
