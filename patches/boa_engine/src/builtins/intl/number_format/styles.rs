//! evloop: the `percent`, `currency` and `unit` styles of `Intl.NumberFormat`, and the
//! parts of a formatted number (`formatToParts`).
//!
//! ICU4X 2.x has no currency or unit formatter in its stable crates (only
//! `icu_experimental`, a large build with its own data), so the number is formatted by
//! `icu_decimal` and put into a pattern from CLDR tables (`cldr_data.rs`, written by
//! `scripts/intl-data.js` from node 20's own output). A locale without tables gets the
//! `en` patterns with ISO codes for currency symbols and names: plainly a fallback, never
//! another locale's symbols.

use fixed_decimal::Decimal;
use icu_locale::Locale;
use icu_plurals::{PluralCategory, PluralRules};
use writeable::{PartsWrite, Writeable};

use super::options::{CurrencyDisplay, CurrencySign, UnitDisplay, UnitFormatOptions};
use crate::{
    Context, JsExpect, JsResult, JsValue,
    builtins::{Array, OrdinaryObject},
    js_string,
};

use crate::builtins::intl::cldr_data::{self, LocaleData, Pattern};

/// A formatted number as `formatToParts` lists it: (type, value).
pub(crate) type Parts = Vec<(&'static str, String)>;

/// Collects the parts a `Writeable` writes: text outside any part is a `literal`; a part
/// nested in another (a group separator inside an integer) splits the outer one.
#[derive(Default)]
pub(crate) struct PartsCollector {
    parts: Parts,
    stack: Vec<&'static str>,
    boundary: bool,
}

impl core::fmt::Write for PartsCollector {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        if s.is_empty() {
            return Ok(());
        }
        let ty = self.stack.last().copied().unwrap_or("literal");
        match self.parts.last_mut() {
            Some((last, text)) if !self.boundary && *last == ty => text.push_str(s),
            _ => self.parts.push((ty, s.to_owned())),
        }
        self.boundary = false;
        Ok(())
    }
}

impl PartsWrite for PartsCollector {
    type SubPartsWrite = Self;

    fn with_part(
        &mut self,
        part: writeable::Part,
        mut f: impl FnMut(&mut Self::SubPartsWrite) -> core::fmt::Result,
    ) -> core::fmt::Result {
        self.stack.push(part.value);
        self.boundary = true;
        let result = f(self);
        self.stack.pop();
        self.boundary = true;
        result
    }
}

/// The parts of `w`. With `compact` (the decimal separator; ICU4X's compact formatter
/// marks no parts), the digits are split into integer, group, decimal and fraction parts,
/// and the rest is the `compact` part (with the spaces around it `literal`), as ICU
/// marks "1.2" and "K" or "million".
pub(crate) fn collect_parts(w: &impl Writeable, compact: Option<&str>) -> Parts {
    let mut collector = PartsCollector::default();
    // Writing into a String-like sink cannot fail.
    let _ = w.write_to_parts(&mut collector);
    let Some(decimal) = compact else {
        return collector.parts;
    };
    let mut out = Parts::new();
    for (ty, text) in collector.parts {
        if ty != "literal" {
            out.push((ty, text));
            continue;
        }
        split_compact(&text, decimal, &mut out);
    }
    out
}

/// Splits the text of a compact number ("1.2K") into its number's parts and the rest.
fn split_compact(text: &str, decimal: &str, out: &mut Parts) {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    let mut rest_start = 0;
    while i < chars.len() {
        if !chars[i].1.is_numeric() {
            i += 1;
            continue;
        }
        // A run of digits, with single separators between digits.
        let start = chars[i].0;
        let mut end = i;
        while end < chars.len()
            && (chars[end].1.is_numeric()
                || (end + 1 < chars.len() && chars[end + 1].1.is_numeric()))
        {
            end += 1;
        }
        let end_byte = chars.get(end).map_or(text.len(), |c| c.0);
        push_compact_word(&text[rest_start..start], out);
        let mut after_decimal = false;
        for (j, c) in text[start..end_byte].char_indices() {
            let piece = &text[start + j..start + j + c.len_utf8()];
            let ty = if c.is_numeric() {
                if after_decimal { "fraction" } else { "integer" }
            } else if text[start + j..].starts_with(decimal) {
                after_decimal = true;
                "decimal"
            } else {
                "group"
            };
            match out.last_mut() {
                Some((last, t)) if *last == ty && c.is_numeric() => t.push_str(piece),
                _ => out.push((ty, piece.to_owned())),
            }
        }
        rest_start = end_byte;
        i = end;
    }
    push_compact_word(&text[rest_start..], out);
}

/// The compact word ("K", "million"), with the spaces around it literal.
fn push_compact_word(text: &str, out: &mut Parts) {
    {
        let core = text.trim_matches(char::is_whitespace);
        if core.is_empty() {
            if !text.is_empty() {
                out.push(("literal", text.to_owned()));
            }
            return;
        }
        let start = text.find(core).unwrap_or(0);
        let (lead, rest) = text.split_at(start);
        let (core, trail) = rest.split_at(core.len());
        for (ty, t) in [("literal", lead), ("compact", core), ("literal", trail)] {
            if !t.is_empty() {
                out.push((ty, t.to_owned()));
            }
        }
    }
}

/// The CLDR tables for `locale`: its language and region, or its language alone when
/// the region is the language's default one (`de-DE` is `de`, `de-AT` has no tables).
pub(crate) fn locale_data(locale: &Locale) -> Option<&'static LocaleData> {
    let language = locale.id.language.as_str();
    let region = locale.id.region.map(|r| r.to_string());
    let full = region.as_ref().map(|r| format!("{language}-{r}"));
    if let Some(full) = &full
        && let Some(data) = cldr_data::LOCALES.iter().find(|d| d.tag == full)
    {
        return Some(data);
    }
    let default_region = match language {
        "en" => "US",
        "de" => "DE",
        "fr" => "FR",
        "es" => "ES",
        "ja" => "JP",
        "zh" => "CN",
        "hi" => "IN",
        _ => return None,
    };
    if region.as_deref().is_some_and(|r| r != default_region) {
        return None;
    }
    if language == "zh" && locale.id.script.is_some_and(|s| s.as_str() != "Hans") {
        return None;
    }
    cldr_data::LOCALES
        .iter()
        .copied()
        .find(|d| d.tag == language)
}

/// The `en` tables, for locales without their own.
fn fallback_data() -> &'static LocaleData {
    cldr_data::LOCALES[0]
}

/// `CurrencyDigits ( currency )`: ISO 4217's minor unit (2 unless listed).
pub(crate) fn currency_digits(code: &str) -> u8 {
    cldr_data::CURRENCY_DIGITS
        .iter()
        .find(|(c, _)| *c == code)
        .map_or(2, |(_, d)| *d)
}

/// Whether `unit` (a sanctioned unit or `X-per-Y`) has tables; a unit without them is a
/// RangeError rather than a guess.
pub(crate) fn unit_supported(unit: &str) -> bool {
    fallback_data().units.iter().any(|u| u.id == unit)
}

fn category_name(category: PluralCategory) -> &'static str {
    match category {
        PluralCategory::Zero => "zero",
        PluralCategory::One => "one",
        PluralCategory::Two => "two",
        PluralCategory::Few => "few",
        PluralCategory::Many => "many",
        PluralCategory::Other => "other",
    }
}

/// The entry for `category` in a table by plural category (`other` when missing).
pub(crate) fn by_category<T: Copy>(table: &[(&'static str, T)], category: &str) -> Option<T> {
    table
        .iter()
        .find(|(c, _)| *c == category)
        .or_else(|| table.iter().find(|(c, _)| *c == "other"))
        .or_else(|| table.first())
        .map(|(_, t)| *t)
}

/// The plural category of a formatted number.
pub(crate) fn plural_category(rules: Option<&PluralRules>, value: &Decimal) -> &'static str {
    let mut abs = value.clone();
    abs.sign = fixed_decimal::Sign::None;
    rules.map_or("other", |r| category_name(r.category_for(&abs)))
}

/// Puts the parts of a formatted number (`number`, its sign first if it has one) into the
/// style's pattern.
pub(crate) fn apply_style(
    locale: &Locale,
    style: &UnitFormatOptions,
    rules: Option<&PluralRules>,
    value: &Decimal,
    number: Parts,
) -> Parts {
    let (sign, digits): (Parts, Parts) = number
        .into_iter()
        .partition(|(ty, _)| *ty == "minusSign" || *ty == "plusSign");
    let minus = sign.iter().any(|(ty, _)| *ty == "minusSign");
    let own = locale_data(locale);
    let data = own.unwrap_or_else(fallback_data);
    let index = usize::from(!sign.is_empty());

    let mut spacing = true;
    let (pattern, currency): (Pattern, Option<String>) = match style {
        UnitFormatOptions::Decimal => return sign.into_iter().chain(digits).collect(),
        UnitFormatOptions::Percent => (data.percent[index], None),
        UnitFormatOptions::Currency {
            currency,
            display,
            sign: currency_sign,
        } => {
            let code = currency.to_js_string().to_std_string_escaped();
            let entry = own.and_then(|d| d.currencies.iter().find(|c| c.code == code));
            let category = plural_category(rules, value);
            let (text, pattern) = match display {
                CurrencyDisplay::Name => (
                    {
                        spacing = false;
                        entry
                    }
                    .and_then(|c| by_category(c.names, category))
                    .map_or(code.clone(), str::to_owned),
                    data.currency_name[index],
                ),
                CurrencyDisplay::Code | CurrencyDisplay::Symbol | CurrencyDisplay::NarrowSymbol => {
                    let text = match (display, entry) {
                        (CurrencyDisplay::Symbol, Some(c)) => c.symbol,
                        (CurrencyDisplay::NarrowSymbol, Some(c)) => c.narrow,
                        _ => code.as_str(),
                    };
                    // A plus sign (`signDisplay: "always"`) keeps the standard pattern.
                    let pattern = if *currency_sign == CurrencySign::Accounting
                        && (minus || sign.is_empty())
                    {
                        data.currency_accounting[index]
                    } else {
                        data.currency[index]
                    };
                    (text.to_owned(), pattern)
                }
            };
            (pattern, Some(text))
        }
        UnitFormatOptions::Unit { unit, display } => {
            let id = unit.to_js_string().to_std_string_escaped();
            let index = match display {
                UnitDisplay::Short => 0,
                UnitDisplay::Long => 1,
                UnitDisplay::Narrow => 2,
            };
            let category = plural_category(rules, value);
            let pattern = data
                .units
                .iter()
                .find(|u| u.id == id)
                .and_then(|u| by_category(u.display[index], category))
                .unwrap_or(&[("number", "")]);
            // Unit patterns have no sign of their own: it goes before the number.
            let number = sign.into_iter().chain(digits).collect();
            return fill(pattern, Parts::new(), number, None, None);
        }
    };
    fill(
        pattern,
        sign,
        digits,
        currency.as_deref().filter(|_| spacing),
        currency.as_deref(),
    )
}

/// Whether `c` is a symbol (Unicode category S) for CLDR's currency spacing: currency
/// signs and the ASCII symbols.
fn is_symbol(c: char) -> bool {
    matches!(c, '\u{20a0}'..='\u{20cf}')
        || "$+<=>^`|~¢£¤¥¦§¨©¬®¯°±´¶¸×÷֏؋৲৳৻૱௹฿៛﷼﹩＄￠￡￥￦".contains(c)
}

/// The parts of `pattern` with its placeholders filled. A currency symbol that ends, next to the number, in something other
/// than a symbol or a space is kept apart from it by a no-break space (CLDR's currency
/// spacing; `spacing` is the currency text when it applies).
pub(crate) fn fill(
    pattern: Pattern,
    sign: Parts,
    digits: Parts,
    spacing: Option<&str>,
    currency: Option<&str>,
) -> Parts {
    let mut out = Parts::new();
    let mut sign = Some(sign);
    let mut digits = Some(digits);
    let apart = |c: Option<char>| c.is_some_and(|c| !is_symbol(c) && !c.is_whitespace());
    for (i, &(ty, text)) in pattern.iter().enumerate() {
        match ty {
            "sign" => out.extend(sign.take().unwrap_or_default()),
            "number" => {
                if i > 0
                    && pattern[i - 1].0 == "currency"
                    && apart(spacing.and_then(|c| c.chars().last()))
                {
                    out.push(("literal", "\u{a0}".to_owned()));
                }
                out.extend(digits.take().unwrap_or_default());
                if pattern.get(i + 1).is_some_and(|(t, _)| *t == "currency")
                    && apart(spacing.and_then(|c| c.chars().next()))
                {
                    out.push(("literal", "\u{a0}".to_owned()));
                }
            }
            "currency" => out.push(("currency", currency.unwrap_or_default().to_owned())),
            _ => out.push((ty, text.to_owned())),
        }
    }
    out
}

/// The string of `parts`.
pub(crate) fn parts_to_string(parts: &Parts) -> String {
    parts.iter().map(|(_, text)| text.as_str()).collect()
}

/// `parts` as `formatToParts` returns them: an array of `{ type, value }` objects, with
/// `unit` on the number's parts when given (`Intl.RelativeTimeFormat`).
pub(crate) fn parts_to_array(
    parts: Parts,
    unit: Option<&'static str>,
    context: &mut Context,
) -> JsResult<JsValue> {
    let result = Array::array_create(0, None, context)
        .js_expect("creating an empty array with default proto must not fail")?;
    for (n, (ty, text)) in parts.into_iter().enumerate() {
        let o = context
            .intrinsics()
            .templates()
            .ordinary_object()
            .create(OrdinaryObject, vec![]);
        o.create_data_property_or_throw(js_string!("type"), js_string!(ty), context)
            .js_expect("operation must not fail per the spec")?;
        o.create_data_property_or_throw(js_string!("value"), js_string!(text.as_str()), context)
            .js_expect("operation must not fail per the spec")?;
        if let Some(unit) = unit
            && ty != "literal"
        {
            o.create_data_property_or_throw(js_string!("unit"), js_string!(unit), context)
                .js_expect("operation must not fail per the spec")?;
        }
        result
            .create_data_property_or_throw(n, o, context)
            .js_expect("operation must not fail per the spec")?;
    }
    Ok(result.into())
}
