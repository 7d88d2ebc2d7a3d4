//! evloop: `JSON.parse` as V8 does it: any depth (an explicit stack, no recursion), the
//! value built directly, and V8's error messages with UTF-16 positions.

use crate::{
    Context, JsError, JsResult, JsString, JsValue, builtins::Array, error::JsNativeError,
    object::JsObject,
};

enum Frame {
    Array(Vec<JsValue>),
    Object(JsObject, JsString),
}

struct Parser<'a> {
    src: &'a [u16],
    pos: usize,
}

fn is_ws(c: u16) -> bool {
    matches!(c, 0x20 | 0x09 | 0x0A | 0x0D)
}

impl Parser<'_> {
    fn peek(&self) -> Option<u16> {
        self.src.get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(is_ws) {
            self.pos += 1;
        }
    }

    fn at(&self, what: &str) -> JsError {
        JsNativeError::syntax()
            .with_message(format!("{what} in JSON at position {}", self.pos))
            .into()
    }

    /// The error for the character at the current position (or the end of input).
    fn unexpected(&self) -> JsError {
        let Some(c) = self.peek() else {
            return JsNativeError::syntax()
                .with_message("Unexpected end of JSON input")
                .into();
        };
        let text = |r: std::ops::Range<usize>| String::from_utf16_lossy(&self.src[r]);
        let whole = text(0..self.src.len());
        if matches!(whole.as_str(), "undefined" | "NaN" | "Infinity" | "[object Object]") {
            return JsNativeError::syntax()
                .with_message(format!("\"{whole}\" is not valid JSON"))
                .into();
        }
        let token = String::from_utf16_lossy(&[c]);
        let len = self.src.len();
        let context = if len <= 20 {
            format!("\"{whole}\"")
        } else {
            let (start, prefix) = if self.pos < 10 {
                (0, "")
            } else {
                (self.pos - 10, "...")
            };
            let end = (self.pos + 10).min(len);
            let suffix = if self.pos + 10 < len { "..." } else { "" };
            format!("{prefix}\"{}\"{suffix}", text(start..end))
        };
        JsNativeError::syntax()
            .with_message(format!("Unexpected token '{token}', {context} is not valid JSON"))
            .into()
    }

    fn literal(&mut self, word: &str, value: JsValue) -> JsResult<JsValue> {
        for b in word.encode_utf16() {
            if self.peek() != Some(b) {
                return Err(self.unexpected());
            }
            self.pos += 1;
        }
        Ok(value)
    }

    fn digits(&mut self) -> usize {
        let start = self.pos;
        while self.peek().is_some_and(|c| (0x30..=0x39).contains(&c)) {
            self.pos += 1;
        }
        self.pos - start
    }

    fn number(&mut self) -> JsResult<JsValue> {
        let start = self.pos;
        if self.peek() == Some(u16::from(b'-')) {
            self.pos += 1;
        }
        if self.peek() == Some(u16::from(b'0')) {
            self.pos += 1;
            if self.peek().is_some_and(|c| (0x30..=0x39).contains(&c)) {
                return Err(self.at("Unexpected number"));
            }
        } else if self.digits() == 0 {
            return Err(self.at("No number after minus sign"));
        }
        if self.peek() == Some(u16::from(b'.')) {
            self.pos += 1;
            if self.digits() == 0 {
                return Err(self.at("Unterminated fractional number"));
            }
        }
        if matches!(self.peek(), Some(0x65 | 0x45)) {
            self.pos += 1;
            if matches!(self.peek(), Some(0x2B | 0x2D)) {
                self.pos += 1;
            }
            if self.digits() == 0 {
                return Err(self.at("Exponent part is missing a number"));
            }
        }
        let text = String::from_utf16_lossy(&self.src[start..self.pos]);
        let n: f64 = text.parse().unwrap_or(f64::NAN);
        Ok(JsValue::new(n))
    }

    /// A string; the current character is its opening quote.
    fn string(&mut self) -> JsResult<JsString> {
        self.pos += 1;
        let mut out: Vec<u16> = Vec::new();
        loop {
            let Some(c) = self.peek() else {
                return Err(self.at("Unterminated string"));
            };
            match c {
                0x22 => {
                    self.pos += 1;
                    return Ok(JsString::from(&out[..]));
                }
                0x5C => {
                    self.pos += 1;
                    let Some(e) = self.peek() else {
                        return Err(self.unexpected());
                    };
                    let ch = match e {
                        0x22 | 0x5C | 0x2F => e,
                        0x62 => 0x08,
                        0x66 => 0x0C,
                        0x6E => 0x0A,
                        0x72 => 0x0D,
                        0x74 => 0x09,
                        0x75 => {
                            let mut v: u16 = 0;
                            for _ in 0..4 {
                                self.pos += 1;
                                let Some(h) = self.peek() else {
                                    return Err(self.unexpected());
                                };
                                let d = match h {
                                    0x30..=0x39 => h - 0x30,
                                    0x41..=0x46 => h - 0x41 + 10,
                                    0x61..=0x66 => h - 0x61 + 10,
                                    _ => return Err(self.at("Bad Unicode escape")),
                                };
                                v = v * 16 + d;
                            }
                            v
                        }
                        _ => return Err(self.at("Bad escaped character")),
                    };
                    out.push(ch);
                    self.pos += 1;
                }
                c if c < 0x20 => return Err(self.at("Bad control character in string literal")),
                c => {
                    out.push(c);
                    self.pos += 1;
                }
            }
        }
    }

    /// After `{` or `,` in an object: the key and its colon.
    fn key(&mut self, first: bool) -> JsResult<JsString> {
        self.skip_ws();
        if self.peek() != Some(0x22) {
            return Err(if first {
                self.at("Expected property name or '}'")
            } else {
                self.at("Expected double-quoted property name")
            });
        }
        let key = self.string()?;
        self.skip_ws();
        if self.peek() != Some(u16::from(b':')) {
            return Err(self.at("Expected ':' after property name"));
        }
        self.pos += 1;
        Ok(key)
    }
}

/// Parses `text` as JSON into a value, as V8's `JSON.parse` without a reviver.
pub(crate) fn parse(text: &[u16], context: &mut Context) -> JsResult<JsValue> {
    let mut p = Parser { src: text, pos: 0 };
    let mut stack: Vec<Frame> = Vec::new();
    'value: loop {
        // Parse a value (opening containers push a frame and continue here).
        p.skip_ws();
        let mut value = match p.peek() {
            Some(0x7B) => {
                p.pos += 1;
                p.skip_ws();
                let object = JsObject::with_object_proto(context.intrinsics());
                if p.peek() == Some(0x7D) {
                    p.pos += 1;
                    object.into()
                } else {
                    let key = p.key(true)?;
                    stack.push(Frame::Object(object, key));
                    continue 'value;
                }
            }
            Some(0x5B) => {
                p.pos += 1;
                p.skip_ws();
                if p.peek() == Some(0x5D) {
                    p.pos += 1;
                    Array::create_array_from_list([], context).into()
                } else {
                    stack.push(Frame::Array(Vec::new()));
                    continue 'value;
                }
            }
            Some(0x22) => p.string()?.into(),
            Some(0x2D | 0x30..=0x39) => p.number()?,
            Some(0x74) => p.literal("true", JsValue::new(true))?,
            Some(0x66) => p.literal("false", JsValue::new(false))?,
            Some(0x6E) => p.literal("null", JsValue::null())?,
            _ => return Err(p.unexpected()),
        };
        // Hand the value to the enclosing containers, closing those that end here.
        loop {
            let Some(frame) = stack.last_mut() else {
                p.skip_ws();
                if p.pos < p.src.len() {
                    return Err(JsNativeError::syntax()
                        .with_message(format!(
                            "Unexpected non-whitespace character after JSON at position {}",
                            p.pos
                        ))
                        .into());
                }
                return Ok(value);
            };
            p.skip_ws();
            match frame {
                Frame::Array(items) => {
                    items.push(value);
                    match p.peek() {
                        Some(0x2C) => {
                            p.pos += 1;
                            continue 'value;
                        }
                        Some(0x5D) => {
                            p.pos += 1;
                            let Some(Frame::Array(items)) = stack.pop() else {
                                unreachable!()
                            };
                            value = Array::create_array_from_list(items, context).into();
                        }
                        _ => return Err(p.at("Expected ',' or ']' after array element")),
                    }
                }
                Frame::Object(object, key) => {
                    object
                        .create_data_property_or_throw(key.clone(), value, context)?;
                    match p.peek() {
                        Some(0x2C) => {
                            p.pos += 1;
                            *key = p.key(false)?;
                            continue 'value;
                        }
                        Some(0x7D) => {
                            p.pos += 1;
                            let Some(Frame::Object(object, _)) = stack.pop() else {
                                unreachable!()
                            };
                            value = object.into();
                        }
                        _ => return Err(p.at("Expected ',' or '}' after property value")),
                    }
                }
            }
        }
    }
}
