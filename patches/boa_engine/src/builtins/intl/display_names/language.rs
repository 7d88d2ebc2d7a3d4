//! evloop: `Intl.DisplayNames` of `type: "language"`: the code is parsed and canonicalized
//! as V8 does (a BCP 47 tag: grandfathered tags, an extended language subtag and the
//! extensions are accepted; only the base name counts), and the name is composed from the
//! tables as ICU's `LocaleDisplayNames::localeDisplayName` composes it: a dialect name
//! (`lang_Script_REGION`, `lang_Script` or `lang_REGION`) where the tables have one, else
//! the language's, then the remaining script, region and variants in the locale's pattern.

use icu_locale::Locale;

use super::{DisplayNames, invalid_code};
use crate::{Context, JsResult};

/// BCP 47's grandfathered tags and what CLDR replaces them by.
const GRANDFATHERED: &[(&str, &str)] = &[
    ("art-lojban", "jbo"),
    ("cel-gaulish", "xtg"),
    ("en-gb-oed", "en-GB-oxendict"),
    ("i-ami", "ami"),
    ("i-bnn", "bnn"),
    ("i-default", "en"),
    ("i-enochian", "und"),
    ("i-hak", "hak"),
    ("i-klingon", "tlh"),
    ("i-lux", "lb"),
    ("i-mingo", "see"),
    ("i-navajo", "nv"),
    ("i-pwn", "pwn"),
    ("i-tao", "tao"),
    ("i-tay", "tay"),
    ("i-tsu", "tsu"),
    ("no-bok", "nb"),
    ("no-nyn", "nn"),
    ("sgn-be-fr", "sfb"),
    ("sgn-be-nl", "vgt"),
    ("sgn-ch-de", "sgg"),
    ("zh-guoyu", "zh"),
    ("zh-hakka", "hak"),
    ("zh-min", "nan"),
    ("zh-min-nan", "nan"),
    ("zh-xiang", "hsn"),
];

/// Language aliases ICU 74 replaces and ICU4X's canonicalizer keeps (found by comparing
/// every 2- and 3-letter code with node).
const ALIASES: &[(&str, &str)] = &[("jaw", "jv")];

/// Parses `code` as V8's `LanguageNames::of` accepts it, and returns its canonical base
/// name, with the language that ICU keeps where ICU4X has none (of 4 to 8 letters).
fn parse(code: &str, context: &mut Context) -> JsResult<(Locale, Option<String>)> {
    let lower = code.to_ascii_lowercase();
    let mut tag = GRANDFATHERED
        .iter()
        .find(|(g, _)| *g == lower)
        .map_or_else(|| code.to_owned(), |(_, r)| (*r).to_owned());
    let mut subtags: Vec<&str> = tag.split('-').collect();
    let alpha = |s: &str, n: std::ops::RangeInclusive<usize>| {
        n.contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphabetic())
    };
    // A private-use tag has no language.
    if subtags[0].eq_ignore_ascii_case("x") {
        subtags = vec!["und"];
    }
    // An extended language subtag is the language.
    if subtags.len() >= 2 && alpha(subtags[0], 2..=3) && alpha(subtags[1], 3..=3) {
        subtags.remove(0);
    }
    // ICU takes a language of 4 to 8 letters; ICU4X's have 2 or 3.
    let mut own_language = None;
    if alpha(subtags[0], 4..=8) {
        own_language = Some(subtags[0].to_ascii_lowercase());
        subtags[0] = "und";
    }
    // Variants must not repeat.
    let mut variants: Vec<String> = Vec::new();
    for s in subtags.iter().skip(1) {
        if s.len() == 1 {
            break;
        }
        let is_variant =
            (5..=8).contains(&s.len()) || (s.len() == 4 && s.as_bytes()[0].is_ascii_digit());
        if is_variant {
            let v = s.to_ascii_lowercase();
            if variants.contains(&v) {
                return Err(invalid_code());
            }
            variants.push(v);
        }
    }
    tag = subtags.join("-");
    let locale = Locale::try_from_str(&tag).map_err(|_| invalid_code())?;
    let mut base = Locale::from(locale.id);
    context
        .intl_provider()
        .locale_canonicalizer()
        .map_err(|_| invalid_code())?
        .canonicalize(&mut base);
    if let Some((_, to)) = ALIASES
        .iter()
        .find(|(from, _)| *from == base.id.language.as_str())
        && let Ok(language) = to.parse()
    {
        base.id.language = language;
    }
    Ok((base, own_language))
}

/// The name of a language code, `None` where a part has no name and there is no fallback.
pub(super) fn name(
    dn: &DisplayNames,
    code: &str,
    context: &mut Context,
) -> JsResult<Option<String>> {
    // V8 20 names the empty code as the root locale.
    let code = if code.is_empty() { "und" } else { code };
    if code.contains(|c: char| !c.is_ascii_alphanumeric() && c != '-') {
        return Err(invalid_code());
    }
    let (locale, own_language) = parse(code, context)?;
    let names = dn.names();
    let style = dn.style;
    let substitute = dn.fallback_code;
    let id = &locale.id;
    let lang = match own_language {
        Some(l) if id.language.is_unknown() => l,
        _ if id.language.is_unknown() => "root".to_owned(),
        _ => id.language.as_str().to_owned(),
    };
    let script = id.script.map(|s| s.as_str().to_owned());
    let region = id.region.map(|r| r.as_str().to_owned());
    let mut variants: Vec<String> = id
        .variants
        .iter()
        .map(|v| v.as_str().to_ascii_uppercase())
        .collect();
    variants.sort();

    let mut has_script = script.is_some();
    let mut has_region = region.is_some();
    let mut result = None;
    if dn.dialect {
        // ICU tries one dialect key: its buffer is not cleared between the attempts, so
        // after a miss with script and region, the shorter keys are never found.
        match (&script, &region) {
            (Some(s), Some(r)) => {
                result = names.get(|n| &n.languages, style, &format!("{lang}_{s}_{r}"));
                if result.is_some() {
                    has_script = false;
                    has_region = false;
                }
            }
            (Some(s), None) => {
                result = names.get(|n| &n.languages, style, &format!("{lang}_{s}"));
                has_script = result.is_none();
            }
            (None, Some(r)) => {
                result = names.get(|n| &n.languages, style, &format!("{lang}_{r}"));
                has_region = result.is_none();
            }
            (None, None) => {}
        }
    }
    let name = match result.or_else(|| names.get(|n| &n.languages, style, &lang)) {
        Some(n) => n.to_owned(),
        None if substitute => lang.clone(),
        None => return Ok(None),
    };

    let mut parts: Vec<String> = Vec::new();
    let mut part = |table_name: Option<&str>, code: &str| -> Option<()> {
        match table_name {
            Some(n) => parts.push(n.to_owned()),
            None if substitute => parts.push(code.to_owned()),
            None => return None,
        }
        Some(())
    };
    if has_script
        && let Some(s) = &script
        && part(names.get(|n| &n.scripts, style, s), s).is_none()
    {
        return Ok(None);
    }
    if has_region
        && let Some(r) = &region
        && part(names.get(|n| &n.regions, style, r), r).is_none()
    {
        return Ok(None);
    }
    if !variants.is_empty() {
        let joined = variants.join("_");
        if part(names.variant(&joined), &joined).is_none() {
            return Ok(None);
        }
    }
    if parts.is_empty() {
        return Ok(Some(name));
    }
    let mut remainder = parts.join(names.separator);
    // Parentheses inside the qualifiers become brackets, as ICU writes them.
    remainder = if names.pattern[0].contains('\u{ff08}') {
        remainder
            .replace('\u{ff08}', "\u{ff3b}")
            .replace('\u{ff09}', "\u{ff3d}")
    } else {
        remainder.replace('(', "[").replace(')', "]")
    };
    Ok(Some(format!(
        "{name}{}{remainder}{}",
        names.pattern[0], names.pattern[1]
    )))
}
