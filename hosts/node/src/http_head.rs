//! What node's llhttp decides about a head's header fields that httparse does not: the
//! fields it refuses (with llhttp's code, words and offset), and the framing a head
//! announces (Content-Length, Transfer-Encoding, the Connection tokens, Upgrade). It
//! works on the head's bytes as `js/lib/_http_common.js` once did on their latin1
//! reading, one character per byte, so that a head costs the parser one op.

/// llhttp's verdict on a refused field: its error code, its reason and the offset at
/// which its scan stopped.
pub(crate) type Verdict = (&'static str, &'static str, usize);

/// A header name's characters (RFC 9110's `tchar`).
fn is_token(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b)
}

/// A byte llhttp refuses in a field value: controls other than tab, and DEL.
fn is_bad_value(b: u8) -> bool {
    (b < 0x20 && b != b'\t') || b == 0x7f
}

/// JavaScript's `\s` on a latin1 character.
fn is_js_space(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | b' ' | 0xa0)
}

/// JavaScript's `\w`.
fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

fn find(bytes: &[u8], what: u8, from: usize) -> Option<usize> {
    bytes
        .get(from..)?
        .iter()
        .position(|&b| b == what)
        .map(|i| i + from)
}

/// Where `(?:^|[ \t,])chunked[ \t]*,` (case-insensitive) first matches `value`: the
/// match's start and length.
fn chunked_then_comma(value: &[u8]) -> Option<(usize, usize)> {
    let rest_matches = |at: usize| -> Option<usize> {
        let word = value.get(at..at + 7)?;
        if !word.eq_ignore_ascii_case(b"chunked") {
            return None;
        }
        let mut end = at + 7;
        while end < value.len() && (value[end] == b' ' || value[end] == b'\t') {
            end += 1;
        }
        (value.get(end) == Some(&b',')).then_some(end + 1)
    };
    for (start, &b) in value.iter().enumerate() {
        if start == 0 {
            if let Some(end) = rest_matches(0) {
                return Some((0, end));
            }
        }
        if matches!(b, b' ' | b'\t' | b',') {
            if let Some(end) = rest_matches(start + 1) {
                return Some((start, end - start));
            }
        }
    }
    None
}

/// llhttp's verdict on the header fields of `head` (from the message's first byte): the
/// first field it refuses, or `None`. `end` is where the head ends, `None` when it is not
/// all here (a head httparse refused).
pub(crate) fn check_fields(text: &[u8], request: bool, end: Option<usize>) -> Option<Verdict> {
    let len = text.len();
    let mut at = find(text, b'\n', 0).map_or(0, |i| i + 1);
    if at > 1 && text[at - 2] != b'\r' {
        return request.then_some(("HPE_INVALID_VERSION", "Expected CRLF after version", at));
    }
    let mut saw_length = false;
    let mut saw_encoding = false;
    // The Transfer-Encoding values, each with the codings it lists.
    let mut codings: Vec<&[u8]> = Vec::new();
    while at > 0 && at < len {
        let eol = find(text, b'\n', at).unwrap_or(len);
        let mut line = &text[at..eol];
        if line.last() == Some(&b'\r') {
            line = &line[..line.len() - 1];
        }
        if line.is_empty() {
            break;
        }
        if eol < len && text[eol - 1] != b'\r' {
            return Some((
                "HPE_CR_EXPECTED",
                "Missing expected CR after header value",
                eol,
            ));
        }
        if line[0] == b' ' || line[0] == b'\t' {
            return Some((
                "HPE_INVALID_HEADER_TOKEN",
                "Unexpected whitespace after header value",
                at,
            ));
        }
        let colon = line
            .iter()
            .position(|&b| !is_token(b))
            .unwrap_or(line.len());
        if line.get(colon) != Some(&b':') || colon == 0 {
            return Some((
                "HPE_INVALID_HEADER_TOKEN",
                "Invalid header token",
                at + colon,
            ));
        }
        let value = &line[colon + 1..];
        if let Some(bad) = value.iter().position(|&b| is_bad_value(b)) {
            return Some((
                "HPE_INVALID_HEADER_TOKEN",
                "Invalid header value char",
                at + colon + 1 + bad,
            ));
        }
        let name = &line[..colon];
        let value_at = at + colon + 1;
        if name.eq_ignore_ascii_case(b"content-length") {
            if saw_encoding {
                return Some((
                    "HPE_INVALID_CONTENT_LENGTH",
                    "Content-Length can't be present with Transfer-Encoding",
                    value_at,
                ));
            }
            let lead = value
                .iter()
                .take_while(|&&b| b == b' ' || b == b'\t')
                .count();
            if lead == value.len() {
                return Some((
                    "HPE_INVALID_CONTENT_LENGTH",
                    "Empty Content-Length",
                    eol + 1,
                ));
            }
            if saw_length {
                return Some((
                    "HPE_UNEXPECTED_CONTENT_LENGTH",
                    "Duplicate Content-Length",
                    value_at + lead,
                ));
            }
            let rest = &value[lead..];
            let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
            let blanks = rest[digits..]
                .iter()
                .take_while(|&&b| b == b' ' || b == b'\t')
                .count();
            if lead + digits + blanks < value.len() {
                return Some((
                    "HPE_INVALID_CONTENT_LENGTH",
                    "Invalid character in Content-Length",
                    value_at + lead + digits + blanks,
                ));
            }
            saw_length = true;
        } else if name.eq_ignore_ascii_case(b"transfer-encoding") {
            if saw_length {
                return Some((
                    "HPE_INVALID_TRANSFER_ENCODING",
                    "Transfer-Encoding can't be present with Content-Length",
                    value_at,
                ));
            }
            // In a request, a coding after `chunked` stops llhttp at the comma.
            if let Some((index, length)) = chunked_then_comma(value).filter(|_| request) {
                return Some((
                    "HPE_INVALID_TRANSFER_ENCODING",
                    "Invalid `Transfer-Encoding` header value",
                    value_at + index + length,
                ));
            }
            saw_encoding = true;
            codings.push(value);
        }
        at = eol + 1;
    }
    // A request's `chunked` must be its last coding.
    if let Some(end) = end.filter(|_| request && saw_encoding) {
        let list: Vec<&[u8]> = codings
            .iter()
            .flat_map(|v| v.split(|&b| b == b','))
            .collect();
        let trim = |c: &[u8]| -> bool {
            let is_blank = |b: &u8| matches!(b, b'\t' | b' ' | 0xa0);
            let start = c.iter().position(|b| !is_blank(b)).unwrap_or(c.len());
            let stop = c
                .iter()
                .rposition(|b| !is_blank(b))
                .map_or(start, |i| i + 1);
            c[start..stop.max(start)].eq_ignore_ascii_case(b"chunked")
        };
        if list
            .iter()
            .position(|c| trim(c))
            .is_some_and(|i| i != list.len() - 1)
        {
            return Some((
                "HPE_INVALID_TRANSFER_ENCODING",
                "Invalid `Transfer-Encoding` header value",
                end,
            ));
        }
    }
    None
}

/// The framing a parsed head announces, from its fields (names and values as httparse
/// gave them, values without their trailing blanks).
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Framing {
    /// The Content-Length, `None` without one.
    pub content_length: Option<f64>,
    /// A Content-Length that is not digits (llhttp's HPE_INVALID_CONTENT_LENGTH).
    pub bad_length: bool,
    /// The last Transfer-Encoding ends with `chunked`.
    pub chunked: bool,
    /// There is a Transfer-Encoding.
    pub encoded: bool,
    /// The Connection tokens `close`, `keep-alive` and `upgrade`.
    pub close: bool,
    pub keep_alive: bool,
    pub connection_upgrade: bool,
    /// There is an Upgrade field.
    pub upgrade: bool,
}

impl Framing {
    /// The flags as one number for JavaScript: 1 chunked, 2 encoded, 4 close, 8
    /// keep-alive, 16 `Connection: upgrade`, 32 Upgrade, 64 a bad Content-Length
    /// (named `F_*` in `lib/_http_common.js`).
    pub(crate) fn flags(&self) -> u32 {
        [
            self.chunked,
            self.encoded,
            self.close,
            self.keep_alive,
            self.connection_upgrade,
            self.upgrade,
            self.bad_length,
        ]
        .iter()
        .enumerate()
        .map(|(i, &on)| u32::from(on) << i)
        .sum()
    }
}

/// Whether `(?:^|[\s,])WORD\s*,` matches `text` (lower-case already).
fn has_token(text: &[u8], word: &[u8]) -> bool {
    (0..text.len()).any(|at| {
        if !text[at..].starts_with(word)
            || (at > 0 && !is_js_space(text[at - 1]) && text[at - 1] != b',')
        {
            return false;
        }
        let mut end = at + word.len();
        while end < text.len() && is_js_space(text[end]) {
            end += 1;
        }
        text.get(end) == Some(&b',')
    })
}

/// Reads the framing fields of a head, as node's parser glue reads them.
pub(crate) fn framing<'a>(fields: impl Iterator<Item = (&'a str, &'a [u8])>) -> Framing {
    let mut framing = Framing::default();
    // Every Connection value, lower-case, each followed by a comma.
    let mut connection: Vec<u8> = Vec::new();
    for (name, value) in fields {
        if name.eq_ignore_ascii_case("content-length") {
            let digits = value.iter().take_while(|b| b.is_ascii_digit()).count();
            let blanks = value[digits..]
                .iter()
                .take_while(|&&b| b == b' ' || b == b'\t')
                .count();
            if digits == 0 || digits + blanks < value.len() {
                framing.bad_length = true;
                return framing;
            }
            // Digits only: valid UTF-8, and parsed to the nearest double as parseInt does.
            let text = std::str::from_utf8(&value[..digits]).unwrap_or("0");
            framing.content_length = Some(text.parse().unwrap_or(0.0));
        } else if name.eq_ignore_ascii_case("transfer-encoding") {
            framing.encoded = true;
            // `(?:^|\W)chunked\s*$`, case-insensitive.
            let stop = value
                .iter()
                .rposition(|&b| !is_js_space(b))
                .map_or(0, |i| i + 1);
            framing.chunked = stop >= 7
                && value[stop - 7..stop].eq_ignore_ascii_case(b"chunked")
                && (stop == 7 || !is_word(value[stop - 8]));
        } else if name.eq_ignore_ascii_case("connection") {
            connection.extend(value.iter().map(|b| b.to_ascii_lowercase()));
            connection.push(b',');
        } else if name.eq_ignore_ascii_case("upgrade") {
            framing.upgrade = true;
        }
    }
    framing.close = has_token(&connection, b"close");
    framing.keep_alive = has_token(&connection, b"keep-alive");
    framing.connection_upgrade = has_token(&connection, b"upgrade");
    framing
}

/// A chunk-size line (without its CRLF) as llhttp reads it, hex digits and an optional
/// extension (`[ \t]*;` and anything but a CR): the size, or `-1 - n` when the line is
/// not one, `n` the bytes of size read before the one llhttp stops at.
pub(crate) fn chunk_size(line: &[u8]) -> f64 {
    let digits = line.iter().take_while(|b| b.is_ascii_hexdigit()).count();
    let rest = &line[digits..];
    let blanks = rest
        .iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count();
    let well_formed = rest.is_empty()
        || (rest.get(blanks) == Some(&b';') && !rest[blanks + 1..].contains(&b'\r'));
    if digits == 0 || !well_formed {
        return -1.0 - digits as f64;
    }
    line[..digits].iter().fold(0.0, |size, &b| {
        size * 16.0 + f64::from(char::from(b).to_digit(16).unwrap_or(0))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_llhttp_refuses() {
        let ok = b"GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\n";
        assert_eq!(check_fields(ok, true, Some(ok.len())), None);
        let bad = b"GET / HTTP/1.1\r\nHo st: a\r\n\r\n";
        assert_eq!(
            check_fields(bad, true, Some(bad.len())),
            Some(("HPE_INVALID_HEADER_TOKEN", "Invalid header token", 18))
        );
        let te = b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked, gzip\r\n\r\n";
        assert_eq!(
            check_fields(te, true, Some(te.len())),
            Some((
                "HPE_INVALID_TRANSFER_ENCODING",
                "Invalid `Transfer-Encoding` header value",
                44
            ))
        );
        let order =
            b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: gzip\r\n\r\n";
        assert_eq!(
            check_fields(order, true, Some(order.len())).map(|v| v.2),
            Some(order.len())
        );
    }

    #[test]
    fn chunk_sizes() {
        assert_eq!(chunk_size(b"1a"), 26.0);
        assert_eq!(chunk_size(b"0"), 0.0);
        assert_eq!(chunk_size(b"A ; ext=1"), 10.0);
        assert_eq!(chunk_size(b"5 x"), -2.0);
        assert_eq!(chunk_size(b"x"), -1.0);
        assert_eq!(chunk_size(b"5;a\rb"), -2.0);
        assert_eq!(chunk_size(b""), -1.0);
    }

    #[test]
    fn framing_of_fields() {
        let f = framing(
            [
                ("Content-Length", &b"12"[..]),
                ("Connection", b"Keep-Alive"),
                ("Upgrade", b"x"),
            ]
            .into_iter(),
        );
        assert_eq!(f.content_length, Some(12.0));
        assert!(f.keep_alive && f.upgrade && !f.close && !f.chunked);
        let f = framing([("Transfer-Encoding", &b"gzip, Chunked \t"[..])].into_iter());
        assert!(f.chunked && f.encoded);
        let f = framing([("Transfer-Encoding", &b"xchunked"[..])].into_iter());
        assert!(!f.chunked && f.encoded);
        let f = framing([("connection", &b"x close"[..]), ("connection", b"upgrade ")].into_iter());
        assert!(f.close && f.connection_upgrade);
        assert!(framing([("Content-Length", &b"1x"[..])].into_iter()).bad_length);
    }
}
