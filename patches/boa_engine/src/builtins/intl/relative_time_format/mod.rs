//! evloop: `Intl.RelativeTimeFormat`, which Boa 0.22 does not have.
//!
//! ICU4X's relative-time formatter is in `icu_experimental` only; the patterns come from
//! the CLDR tables in `cldr_data.rs` (`scripts/intl-data.js`) and the number from
//! `Intl.NumberFormat` of the same locale. A locale without tables gets the `en` ones.
//!
//! [spec]: https://tc39.es/ecma402/#relativetimeformat-objects

use boa_gc::{Finalize, Trace};
use icu_plurals::PluralRules;

use super::{
    cldr_data::{LOCALES, RelativeUnit},
    number_format::{NumberFormat, Parts, parts_to_array, parts_to_string},
};
use crate::{
    Context, JsArgs, JsData, JsNativeError, JsObject, JsResult, JsString, JsValue,
    builtins::{
        BuiltInBuilder, BuiltInConstructor, BuiltInObject, IntrinsicObject,
        intl::number_format::{by_category, fill, locale_data, plural_category},
        options::get_option,
    },
    context::intrinsics::{Intrinsics, StandardConstructor, StandardConstructors},
    js_string,
    object::{ObjectInitializer, internal_methods::get_prototype_from_constructor},
    property::Attribute,
    realm::Realm,
    symbol::JsSymbol,
};

#[derive(Debug, Finalize, JsData)]
pub(crate) struct RelativeTimeFormat {
    number_format: NumberFormat,
    locale: String,
    numbering_system: String,
    /// 0 long, 1 short, 2 narrow: the index into the tables.
    style: usize,
    numeric_auto: bool,
    plural_rules: Option<PluralRules>,
    units: &'static [RelativeUnit],
}

// SAFETY: the only traced field is the inner `NumberFormat`.
unsafe impl Trace for RelativeTimeFormat {
    boa_gc::custom_trace!(this, mark, {
        mark(&this.number_format);
    });
}

const STYLES: [&str; 3] = ["long", "short", "narrow"];

/// The locale is resolved as `Intl.NumberFormat` resolves it, against node's
/// `Intl.RelativeTimeFormat` locales.
struct Locales;

impl super::Service for Locales {
    type LangMarker = icu_decimal::provider::DecimalSymbolsV1;
    type Preferences = icu_decimal::DecimalFormatterPreferences;
    const AVAILABLE: super::locale::available::LocaleSet =
        super::locale::available::RELATIVE_TIME_FORMAT;
}

impl IntrinsicObject for RelativeTimeFormat {
    fn init(realm: &Realm) {
        BuiltInBuilder::from_standard_constructor::<Self>(realm)
            .static_method(
                Self::supported_locales_of,
                js_string!("supportedLocalesOf"),
                1,
            )
            .property(
                JsSymbol::to_string_tag(),
                js_string!("Intl.RelativeTimeFormat"),
                Attribute::CONFIGURABLE,
            )
            .method(Self::format, js_string!("format"), 2)
            .method(Self::format_to_parts, js_string!("formatToParts"), 2)
            .method(Self::resolved_options, js_string!("resolvedOptions"), 0)
            .build();
    }

    fn get(intrinsics: &Intrinsics) -> JsObject {
        Self::STANDARD_CONSTRUCTOR(intrinsics.constructors()).constructor()
    }
}

impl BuiltInObject for RelativeTimeFormat {
    const NAME: JsString = js_string!("RelativeTimeFormat");
}

impl BuiltInConstructor for RelativeTimeFormat {
    const CONSTRUCTOR_ARGUMENTS: usize = 0;
    const PROTOTYPE_STORAGE_SLOTS: usize = 4;
    const CONSTRUCTOR_STORAGE_SLOTS: usize = 1;

    const STANDARD_CONSTRUCTOR: fn(&StandardConstructors) -> &StandardConstructor =
        StandardConstructors::relative_time_format;

    /// `Intl.RelativeTimeFormat ( [ locales [ , options ] ] )`
    fn constructor(
        new_target: &JsValue,
        args: &[JsValue],
        context: &mut Context,
    ) -> JsResult<JsValue> {
        // 1. If NewTarget is undefined, throw a TypeError exception.
        if new_target.is_undefined() {
            return Err(JsNativeError::typ()
                .with_message("Constructor Intl.RelativeTimeFormat requires 'new'")
                .into());
        }
        let prototype = get_prototype_from_constructor(
            new_target,
            StandardConstructors::relative_time_format,
            context,
        )?;
        let locales = args.get_or_undefined(0);
        let options = super::options::coerce_options_to_object(args.get_or_undefined(1), context)?;

        // The locale and numbering system are resolved as Intl.NumberFormat resolves them,
        // and that formatter formats the number.
        let nf_options = JsObject::with_null_proto();
        for key in [js_string!("localeMatcher"), js_string!("numberingSystem")] {
            let value = options.get(key.clone(), context)?;
            nf_options.create_data_property_or_throw(key, value, context)?;
        }
        let style = match get_option::<JsString>(&options, js_string!("style"), context)?
            .map(|s| s.to_std_string_escaped())
            .as_deref()
        {
            None | Some("long") => 0,
            Some("short") => 1,
            Some("narrow") => 2,
            Some(other) => {
                return Err(JsNativeError::range()
                    .with_message(format!(
                        "Value {other} out of range for Intl.RelativeTimeFormat options property style"
                    ))
                    .into());
            }
        };
        let numeric_auto = match get_option::<JsString>(&options, js_string!("numeric"), context)?
            .map(|s| s.to_std_string_escaped())
            .as_deref()
        {
            None | Some("always") => false,
            Some("auto") => true,
            Some(other) => {
                return Err(JsNativeError::range()
                    .with_message(format!(
                        "Value {other} out of range for Intl.RelativeTimeFormat options property numeric"
                    ))
                    .into());
            }
        };

        let nf = NumberFormat::new_as::<Locales>(locales, &nf_options.into(), context)?;
        let locale = nf.locale().clone();
        let numbering_system = nf.numbering_system_str().to_owned();
        let plural_rules = PluralRules::try_new_cardinal_with_buffer_provider(
            context.intl_provider().erased_provider(),
            (&locale).into(),
        )
        .ok();
        let units = locale_data(&locale).unwrap_or(LOCALES[0]).relative;

        let rtf = JsObject::from_proto_and_data_with_shared_shape(
            context.root_shape(),
            prototype,
            Self {
                number_format: nf,
                locale: locale.to_string(),
                numbering_system,
                style,
                numeric_auto,
                plural_rules,
                units,
            },
        );
        Ok(rtf.into())
    }
}

impl RelativeTimeFormat {
    fn supported_locales_of(
        this: &JsValue,
        args: &[JsValue],
        context: &mut Context,
    ) -> JsResult<JsValue> {
        NumberFormat::supported_locales_as::<Locales>(this, args, context)
    }

    fn this_rtf(this: &JsValue, method: &str) -> JsResult<JsObject<Self>> {
        this.as_object()
            .and_then(|o| o.clone().downcast::<Self>().ok())
            .ok_or_else(|| {
                JsNativeError::typ()
                    .with_message(format!(
                        "Method Intl.RelativeTimeFormat.prototype.{method} called on incompatible receiver"
                    ))
                    .into()
            })
    }

    /// `PartitionRelativeTimePattern ( relativeTimeFormat, value, unit )`: the parts and
    /// the singular unit.
    fn partition(
        &self,
        args: &[JsValue],
        method: &str,
        context: &mut Context,
    ) -> JsResult<(Parts, &'static str)> {
        let value = args.get_or_undefined(0).to_number(context)?;
        let unit = args.get_or_undefined(1).to_string(context)?;
        // 1. If value is NaN, +∞𝔽, or -∞𝔽, throw a RangeError exception.
        if !value.is_finite() {
            return Err(JsNativeError::range()
                .with_message(format!(
                    "Value need to be finite number for Intl.RelativeTimeFormat.prototype.{method}()"
                ))
                .into());
        }
        // 2. Let unit be ? SingularRelativeTimeUnit(unit).
        let unit_name = unit.to_std_string_escaped();
        let singular = unit_name.strip_suffix('s').unwrap_or(&unit_name);
        let Some(data) = self.units.iter().find(|u| u.id == singular) else {
            return Err(JsNativeError::range()
                .with_message(format!(
                    "Invalid unit argument for Intl.RelativeTimeFormat.prototype.{method}() '{unit_name}'"
                ))
                .into());
        };
        // 5. If relativeTimeFormat.[[Numeric]] is "auto", then the phrase for the value.
        if self.numeric_auto
            && value.fract() == 0.0
            && let Some((_, phrase)) = data.phrases[self.style]
                .iter()
                .find(|(n, _)| f64::from(*n) == value)
        {
            return Ok((vec![("literal", (*phrase).to_owned())], data.id));
        }
        // 6-7. Past for a negative value (and -0), future otherwise.
        let past = value < 0.0 || (value == 0.0 && value.is_sign_negative());
        let mut x = fixed_decimal::Decimal::try_from_f64(
            value.abs(),
            fixed_decimal::FloatPrecision::RoundTrip,
        )
        .map_err(|e| JsNativeError::range().with_message(e.to_string()))?;
        let number = self.number_format.format_to_parts(&mut x);
        let category = plural_category(self.plural_rules.as_ref(), &x);
        let table = if past { data.past } else { data.future };
        let pattern = by_category(table[self.style], category).unwrap_or(&[("number", "")]);
        Ok((fill(pattern, Vec::new(), number, None, None), data.id))
    }

    /// `Intl.RelativeTimeFormat.prototype.format ( value, unit )`
    fn format(this: &JsValue, args: &[JsValue], context: &mut Context) -> JsResult<JsValue> {
        let rtf = Self::this_rtf(this, "format")?;
        let (parts, _) = rtf.borrow().data().partition(args, "format", context)?;
        Ok(js_string!(parts_to_string(&parts).as_str()).into())
    }

    /// `Intl.RelativeTimeFormat.prototype.formatToParts ( value, unit )`
    fn format_to_parts(
        this: &JsValue,
        args: &[JsValue],
        context: &mut Context,
    ) -> JsResult<JsValue> {
        let rtf = Self::this_rtf(this, "formatToParts")?;
        let (parts, unit) = rtf
            .borrow()
            .data()
            .partition(args, "formatToParts", context)?;
        parts_to_array(parts, Some(unit), context)
    }

    /// `Intl.RelativeTimeFormat.prototype.resolvedOptions ( )`
    fn resolved_options(this: &JsValue, _: &[JsValue], context: &mut Context) -> JsResult<JsValue> {
        let rtf = Self::this_rtf(this, "resolvedOptions")?;
        let rtf = rtf.borrow();
        let rtf = rtf.data();
        let mut options = ObjectInitializer::new(context);
        options
            .property(
                js_string!("locale"),
                js_string!(rtf.locale.as_str()),
                Attribute::all(),
            )
            .property(
                js_string!("style"),
                js_string!(STYLES[rtf.style]),
                Attribute::all(),
            )
            .property(
                js_string!("numeric"),
                js_string!(if rtf.numeric_auto { "auto" } else { "always" }),
                Attribute::all(),
            )
            .property(
                js_string!("numberingSystem"),
                js_string!(rtf.numbering_system.as_str()),
                Attribute::all(),
            );
        Ok(options.build().into())
    }
}
