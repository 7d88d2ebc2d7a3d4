//! The byte work behind `node:http`: the head of an HTTP/1.x message (request line or
//! status line and the header fields), read by the `httparse` crate. Node runs llhttp in
//! C with callbacks into JavaScript; here `js/lib/_http_common.js` keeps the parser's
//! state (the buffered bytes, the body framing) and asks this op, synchronously inside the
//! socket's data callback, whether the bytes so far hold a whole head.

use evloop_engine::{OpCx, OpError, OpFn, OpResult, Val};

pub(crate) fn http_ops() -> Vec<(&'static str, OpFn)> {
    vec![("httpParseHead", op_http_parse_head)]
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

/// `httpParseHead(bytes, isRequest)`: `null` while the head is incomplete; a string (the
/// llhttp error code) for a malformed head; otherwise `[consumed, method or status code,
/// url or reason phrase, minor version, rawHeaders]`, rawHeaders the names and values in
/// turn as they came.
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
                Ok(Val::List(vec![
                    Val::Num(consumed as f64),
                    first,
                    second,
                    Val::Num(f64::from(minor)),
                    Val::List(raw),
                ]))
            }
            Err(httparse::Error::TooManyHeaders) if room < 4096 => {
                room *= 4;
                continue;
            }
            Err(e) => Ok(Val::Str(error_code(e, request).to_string())),
        };
    }
}
