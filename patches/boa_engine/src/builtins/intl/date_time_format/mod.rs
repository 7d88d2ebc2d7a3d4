//! This module implements the global `Intl.DateTimeFormat` object.
//!
//! `Intl.DateTimeFormat` is a built-in object that has properties and methods for date and time i18n.
//!
//! More information:
//!  - [ECMAScript reference][spec]
//!
//! [spec]: https://tc39.es/ecma402/#datetimeformat-objects

use crate::{
    Context, JsArgs, JsData, JsResult, JsString, JsValue, NativeFunction,
    builtins::{
        BuiltInBuilder, BuiltInConstructor, BuiltInObject, IntrinsicObject,
        intl::{
            Service,
            date_time_format::options::{
                DateStyle, FormatMatcher, FormatOptions, SubsecondDigits, TimeStyle,
            },
            locale::{canonicalize_locale_list, filter_locales, resolve_locale},
            options::{IntlOptions, coerce_options_to_object},
        },
        options::get_option,
    },
    context::intrinsics::{Intrinsics, StandardConstructor, StandardConstructors},
    error::JsNativeError,
    js_error, js_string,
    object::{
        FunctionObjectBuilder, JsFunction, JsObject, ObjectInitializer,
        internal_methods::get_prototype_from_constructor,
    },
    property::{Attribute, PropertyDescriptor},
    realm::Realm,
    string::StaticJsStrings,
};

use boa_gc::{Finalize, Trace};
use icu_calendar::preferences::CalendarAlgorithm;
use icu_datetime::{
    DateTimeFormatter, DateTimeFormatterPreferences,
    fieldsets::{
        builder::{DateFields, FieldSetBuilder},
        enums::CompositeFieldSet,
    },
    input::{TimeZone, UtcOffset},
    options::{Length, TimePrecision},
    preferences::HourCycle as IcuHourCycle,
};
use icu_decimal::preferences::NumberingSystem;
use icu_decimal::provider::DecimalSymbolsV1;
use icu_locale::{Locale, extensions::unicode::Value};
use icu_time::zone::IanaParser;
use timezone_provider::provider::TimeZoneId;

mod options;
// evloop patch: en-US patterns, ranges and parts (see en_format.rs).
mod en_format;
mod local_time;
mod parts;
use local_time::ToLocalTime;
#[rustfmt::skip]
mod pattern_data;

#[cfg(all(test, feature = "intl_bundled"))]
mod tests;

#[derive(Debug, Clone)]
pub(crate) enum FormatTimeZone {
    UtcOffset(UtcOffset),
    Identifier((TimeZone, TimeZoneId)),
}

/// JavaScript `Intl.DateTimeFormat` object.
#[derive(Debug, Clone, Trace, Finalize, JsData)]
#[boa_gc(unsafe_empty_trace)] // Safety: No traceable types
#[allow(dead_code)]
pub(crate) struct DateTimeFormat {
    locale: Locale,
    calendar_algorithm: Option<CalendarAlgorithm>, // TODO: Potentially remove ?
    numbering_system: Option<NumberingSystem>,
    hour_cycle: Option<IcuHourCycle>,
    date_style: Option<DateStyle>,
    time_style: Option<TimeStyle>,
    fractional_second_digits: Option<SubsecondDigits>,
    time_zone: FormatTimeZone,
    fieldset: CompositeFieldSet,
    formatter: DateTimeFormatter<CompositeFieldSet>,
    bound_format: Option<JsFunction>,
    resolved_options: Option<JsObject>,
    /// evloop patch: the en-US formatter (`None` for other locales).
    en: Option<en_format::EnFormat>,
}

impl Service for DateTimeFormat {
    type LangMarker = DecimalSymbolsV1;

    type Preferences = DateTimeFormatterPreferences;

    // evloop: node's available locales.
    const AVAILABLE: super::locale::available::LocaleSet =
        super::locale::available::DATE_TIME_FORMAT;
}

impl IntrinsicObject for DateTimeFormat {
    fn init(realm: &Realm) {
        use crate::JsSymbol;
        let get_format = BuiltInBuilder::callable(realm, Self::get_format)
            .name(js_string!("get format"))
            .build();

        BuiltInBuilder::from_standard_constructor::<Self>(realm)
            .static_method(
                Self::supported_locales_of,
                js_string!("supportedLocalesOf"),
                1,
            )
            .method(Self::resolved_options, js_string!("resolvedOptions"), 0)
            // evloop patch: formatToParts, formatRange, formatRangeToParts (parts.rs), in
            // V8's order.
            .method(Self::format_to_parts, js_string!("formatToParts"), 1)
            .accessor(
                js_string!("format"),
                Some(get_format),
                None,
                Attribute::CONFIGURABLE,
            )
            .method(Self::format_range, js_string!("formatRange"), 2)
            .method(
                Self::format_range_to_parts,
                js_string!("formatRangeToParts"),
                2,
            )
            .property(
                JsSymbol::to_string_tag(),
                js_string!("Intl.DateTimeFormat"),
                Attribute::READONLY | Attribute::NON_ENUMERABLE | Attribute::CONFIGURABLE,
            )
            .build();
    }

    fn get(intrinsics: &Intrinsics) -> JsObject {
        Self::STANDARD_CONSTRUCTOR(intrinsics.constructors()).constructor()
    }
}

impl BuiltInObject for DateTimeFormat {
    const NAME: JsString = StaticJsStrings::DATE_TIME_FORMAT;
}

impl BuiltInConstructor for DateTimeFormat {
    const CONSTRUCTOR_ARGUMENTS: usize = 0;
    const PROTOTYPE_STORAGE_SLOTS: usize = 7;
    const CONSTRUCTOR_STORAGE_SLOTS: usize = 1;

    const STANDARD_CONSTRUCTOR: fn(&StandardConstructors) -> &StandardConstructor =
        StandardConstructors::date_time_format;
    /// The `Intl.DateTimeFormat` constructor is the `%DateTimeFormat%` intrinsic object and a standard built-in property of the `Intl` object.
    ///
    /// More information:
    ///  - [ECMAScript reference][spec]
    ///  - [MDN documentation][mdn]
    ///
    /// [spec]: https://tc39.es/ecma402/#datetimeformat-objects
    /// [mdn]: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Intl/DateTimeFormat
    fn constructor(
        new_target: &JsValue,
        args: &[JsValue],
        context: &mut Context,
    ) -> JsResult<JsValue> {
        // NOTE (nekevss): separate calls to `CreateDateTimeFormat` to avoid clone.
        // 1. If NewTarget is undefined, let newTarget be the active function object, else let newTarget be NewTarget.
        let new_target_inner = &if new_target.is_undefined() {
            context
                .active_function_object()
                .unwrap_or_else(|| {
                    context
                        .intrinsics()
                        .constructors()
                        .date_time_format()
                        .constructor()
                })
                .into()
        } else {
            new_target.clone()
        };
        let locales = args.get_or_undefined(0);
        let options = args.get_or_undefined(1);

        // 2. Let dateTimeFormat be ? CreateDateTimeFormat(newTarget, locales, options, any, date).
        let prototype = get_prototype_from_constructor(
            new_target_inner,
            StandardConstructors::date_time_format,
            context,
        )?;
        let dtf = create_date_time_format(
            locales,
            options,
            FormatType::Any,
            FormatDefaults::Date,
            context,
        )?;
        let date_time_format = JsObject::from_proto_and_data(prototype, dtf);

        // 3. If the implementation supports the normative optional constructor mode of 4.3 Note 1, then
        //     a. Let this be the this value.
        //     b. Return ? ChainDateTimeFormat(dateTimeFormat, NewTarget, this).
        // ChainDateTimeFormat ( dateTimeFormat, newTarget, this )
        // <https://tc39.es/ecma402/#sec-chaindatetimeformat>

        let this = context.vm.stack.get_this(context.vm.frame());
        let Some(this_obj) = this.as_object() else {
            return Ok(date_time_format.into());
        };

        let constructor = context
            .intrinsics()
            .constructors()
            .date_time_format()
            .constructor();

        // 1. If newTarget is undefined and ? OrdinaryHasInstance(%Intl.DateTimeFormat%, this) is true, then
        if new_target.is_undefined()
            && JsValue::ordinary_has_instance(&constructor.into(), &this, context)?
        {
            let fallback_symbol = context
                .intrinsics()
                .objects()
                .intl()
                .borrow()
                .data()
                .fallback_symbol();

            // a. Perform ? DefinePropertyOrThrow(this, %Intl%.[[FallbackSymbol]],
            //    PropertyDescriptor{ [[Value]]: dateTimeFormat, [[Writable]]: false,
            //    [[Enumerable]]: false, [[Configurable]]: false }).
            this_obj.define_property_or_throw(
                fallback_symbol,
                PropertyDescriptor::builder()
                    .value(date_time_format)
                    .writable(false)
                    .enumerable(false)
                    .configurable(false),
                context,
            )?;
            // b. Return this.
            Ok(this)
        } else {
            // 4. Return dateTimeFormat.
            Ok(date_time_format.into())
        }
    }
}

impl DateTimeFormat {
    fn get_format(this: &JsValue, _: &[JsValue], context: &mut Context) -> JsResult<JsValue> {
        // 1. Let dtf be the this value.
        // 2. If the implementation supports the normative optional constructor mode of 4.3 Note 1, then
        //     a. Set dtf to ? UnwrapDateTimeFormat(dtf).
        // 3. Perform ? RequireInternalSlot(dtf, [[InitializedDateTimeFormat]]).
        let dtf_object = unwrap_date_time_format(this, context)?;
        let dtf_clone = dtf_object.clone();
        let mut dtf = dtf_object.borrow_mut();

        // 4. If dtf.[[BoundFormat]] is undefined, then
        // 5. Return dtf.[[BoundFormat]].
        if let Some(bound_format) = &dtf.data_mut().bound_format.clone() {
            Ok(bound_format.clone().into())
        } else {
            // a. Let F be a new built-in function object as defined in DateTime Format Functions (11.5.4).
            let bound_format = FunctionObjectBuilder::new(
                context.realm(),
                NativeFunction::from_copy_closure_with_captures(
                    |_, args, dtf, context| {
                        // 1. Let dtf be F.[[DateTimeFormat]].
                        // 2. Assert: dtf is an Object and dtf has an [[InitializedDateTimeFormat]] internal slot.
                        let date = args.get_or_undefined(0);
                        // 3. If date is not provided or is undefined, then
                        let x = if date.is_undefined() {
                            // NOTE (nekevss) i64 should be sufficient for a millisecond
                            // representation.
                            // a. Let x be ! Call(%Date.now%, undefined).
                            context.clock().system_time_millis() as f64
                        // 4. Else,
                        } else {
                            // NOTE (nekevss) The i64 covers all MAX_SAFE_INTEGER values.
                            // a. Let x be ? ToNumber(date).
                            date.to_number(context)?
                        };

                        // 5. Return ? FormatDateTime(dtf, x).
                        format_timestamp_with_dtf(dtf.borrow().data(), x, context)
                    },
                    dtf_clone,
                ),
            )
            .length(1)
            .build();

            // b. Set F.[[DateTimeFormat]] to dtf.
            // c. Set dtf.[[BoundFormat]] to F.
            dtf.data_mut().bound_format = Some(bound_format.clone());
            Ok(bound_format.into())
        }
    }

    /// [`Intl.DateTimeFormat.supportedLocalesOf ( locales [ , options ] )`][spec]
    ///
    /// Returns an array containing those of the provided locales that are
    /// supported in date and time formatting without having to fall back to
    /// the runtime's default locale.
    ///
    /// More information:
    ///  - [MDN documentation][mdn]
    ///
    /// [spec]: https://tc39.es/ecma402/#sec-intl.datetimeformat.supportedlocalesof
    /// [mdn]: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Intl/DateTimeFormat/supportedLocalesOf
    fn supported_locales_of(
        _: &JsValue,
        args: &[JsValue],
        context: &mut Context,
    ) -> JsResult<JsValue> {
        let locales = args.get_or_undefined(0);
        let options = args.get_or_undefined(1);

        // 1. Let availableLocales be %DateTimeFormat%.[[AvailableLocales]].
        // 2. Let requestedLocales be ? CanonicalizeLocaleList(locales).
        let requested_locales = canonicalize_locale_list(locales, context)?;

        // 3. Return ? FilterLocales(availableLocales, requestedLocales, options).
        filter_locales::<Self>(requested_locales, options, context).map(JsValue::from)
    }

    /// [`Intl.DateTimeFormat.prototype.resolvedOptions ( )`][spec]
    ///
    /// [spec]: https://tc39.es/ecma402/#sec-intl.datetimeformat.prototype.resolvedoptions
    /// [mdn]: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Intl/DateTimeFormat/resolvedOptions
    fn resolved_options(this: &JsValue, _: &[JsValue], context: &mut Context) -> JsResult<JsValue> {
        //This function provides access to the locale and options computed during initialization of the object.

        // 1. Let dtf be the this value.
        // 2. If the implementation supports the normative optional constructor mode of 4.3 Note 1, then
        //       a. Set dtf to ? UnwrapDateTimeFormat(dtf).
        // 3. Perform ? RequireInternalSlot(dtf, [[InitializedDateTimeFormat]]).
        let dtf_object = unwrap_date_time_format(this, context)?;
        if let Some(cached) = dtf_object.borrow().data().resolved_options.clone() {
            return Ok(cached.into());
        }

        // 4. Let options be OrdinaryObjectCreate(%Object.prototype%).
        // 5. For each row of Table 15, except the header row, in table order, do
        //      a. Let p be the Property value of the current row.
        //      b. If there is an Internal Slot value in the current row, then
        //          i. Let v be the value of dtf's internal slot whose name is the Internal Slot value of the current row.
        //      c. Else,
        //          i. Let format be dtf.[[DateTimeFormat]].
        //          ii. If format has a field [[<p>]] and dtf.[[DateStyle]] is undefined and dtf.[[TimeStyle]] is undefined, then
        //              1. Let v be format.[[<p>]].
        //          iii. Else,
        //              1. Let v be undefined.
        //      d. If v is not undefined, then
        //          i. If there is a Conversion value in the current row, then
        //              1. Let conversion be the Conversion value of the current row.
        //              2. If conversion is hour12, then
        //              a. If v is "h11" or "h12", set v to true. Otherwise, set v to false.
        //              3. Else,
        //              a. Assert: conversion is number.
        //              b. Set v to 𝔽(v).
        //          ii. Perform ! CreateDataPropertyOrThrow(options, p, v).
        let result = {
            let dtf = dtf_object.borrow();
            let dtf = dtf.data();

            let time_zone_str = match &dtf.time_zone {
                FormatTimeZone::UtcOffset(offset) => {
                    let seconds = offset.to_seconds();
                    let hours = seconds / 3600;
                    let minutes = (seconds.abs() % 3600) / 60;
                    format!("{hours:+03}:{minutes:02}")
                }
                // evloop patch: the IANA name, as V8 gives it (`UTC` for its aliases).
                FormatTimeZone::Identifier((_, id)) => parts::zone_identifier(*id, context),
            };
            let mut options = ObjectInitializer::new(context);
            options.property(
                js_string!("locale"),
                js_string!(dtf.locale.to_string()),
                Attribute::all(),
            );

            if let Some(ca) = &dtf.calendar_algorithm {
                options.property(
                    js_string!("calendar"),
                    js_string!(ca.as_str()),
                    Attribute::all(),
                );
            }

            if let Some(nu) = &dtf.numbering_system {
                options.property(
                    js_string!("numberingSystem"),
                    js_string!(nu.as_str()),
                    Attribute::all(),
                );
            }

            options.property(
                js_string!("timeZone"),
                js_string!(time_zone_str),
                Attribute::all(),
            );

            // evloop patch: en-US reports the hour cycle its pattern formats with, and
            // only when it shows an hour.
            let en_hc = dtf.en.as_ref().map(|en| {
                en.hour_cycle().map(|hc| match hc {
                    en_format::Hc::H11 => IcuHourCycle::H11,
                    en_format::Hc::H12 => IcuHourCycle::H12,
                    en_format::Hc::H23 | en_format::Hc::H24 => IcuHourCycle::H23,
                })
            });
            let h24 = dtf
                .en
                .as_ref()
                .and_then(|en| en.hour_cycle())
                .is_some_and(|hc| hc == en_format::Hc::H24);
            if h24 {
                options.property(js_string!("hourCycle"), js_string!("h24"), Attribute::all());
                options.property(js_string!("hour12"), false, Attribute::all());
            } else if let Some(hc) = en_hc.unwrap_or(dtf.hour_cycle).as_ref() {
                options.property(
                    js_string!("hourCycle"),
                    js_string!(hc.as_str()),
                    Attribute::all(),
                );
                //h11/h12 -> true, h23/h24 -> false , because its h12 conversion time
                let hour12 = matches!(hc, IcuHourCycle::H11 | IcuHourCycle::H12);
                options.property(js_string!("hour12"), hour12, Attribute::all());
            }

            // Per Table 15, fractionalSecondDigits is only reported when neither
            // dateStyle nor timeStyle is set; the constructor already guarantees this by
            // rejecting explicit component options alongside a style, so the value is
            // `None` whenever a style is present.
            // evloop patch: en-US reports the components its pattern shows, as V8 does.
            let shown = dtf
                .en
                .as_ref()
                .map(en_format::EnFormat::resolved_components);
            for (key, value) in shown.iter().flatten() {
                match value {
                    Ok(v) => options.property(js_string!(*key), js_string!(*v), Attribute::all()),
                    Err(n) => options.property(js_string!(*key), *n, Attribute::all()),
                };
            }
            if let Some(fsd) = dtf.fractional_second_digits
                && dtf.en.is_none()
            {
                options.property(
                    js_string!("fractionalSecondDigits"),
                    fsd.digits(),
                    Attribute::all(),
                );
            }

            if let Some(ds) = dtf.date_style {
                let ds_str = match ds {
                    DateStyle::Full => "full",
                    DateStyle::Long => "long",
                    DateStyle::Medium => "medium",
                    DateStyle::Short => "short",
                };
                options.property(
                    js_string!("dateStyle"),
                    js_string!(ds_str),
                    Attribute::all(),
                );
            }

            if let Some(ts) = dtf.time_style {
                let ts_str = match ts {
                    TimeStyle::Full => "full",
                    TimeStyle::Long => "long",
                    TimeStyle::Medium => "medium",
                    TimeStyle::Short => "short",
                };
                options.property(
                    js_string!("timeStyle"),
                    js_string!(ts_str),
                    Attribute::all(),
                );
            }

            options.build()
        };

        // 6. Return options.
        dtf_object.borrow_mut().data_mut().resolved_options = Some(result.clone());
        Ok(result.into())
    }
}

// ==== Abstract Operations ====

/// Creates a [`DateTimeFormat`] struct (internal slots only). The constructor wraps this in a
/// `JsObject` with the correct prototype; Date.prototype.toLocaleString (and friends) use it
/// directly with [`format_timestamp_with_dtf`] without allocating a JS object.
pub(crate) fn create_date_time_format(
    locales: &JsValue,
    options: &JsValue,
    date_time_format_type: FormatType,
    defaults: FormatDefaults,
    context: &mut Context,
) -> JsResult<DateTimeFormat> {
    // NOTE: The below step's code was moved out into constructor to prevent unnecessary JsObject allocation when we create dtf internally
    // (e.g. toLocaleString methods of Date and Temporal objects)
    // 1. Let dateTimeFormat be ? OrdinaryCreateFromConstructor(newTarget, "%Intl.DateTimeFormat.prototype%",
    // « [[InitializedDateTimeFormat]], [[Locale]], [[Calendar]], [[NumberingSystem]], [[TimeZone]],
    // [[HourCycle]], [[DateStyle]], [[TimeStyle]], [[DateTimeFormat]], [[BoundFormat]] »).
    // 2. Let hour12 be undefined. <- TODO
    // 3. Let modifyResolutionOptions be a new Abstract Closure with parameters (options) that captures hour12 and performs the following steps when called:
    //        a. Set hour12 to options.[[hour12]].
    //        b. Remove field [[hour12]] from options.
    //        c. If hour12 is not undefined, set options.[[hc]] to null.
    // 4. Let optionsResolution be ? ResolveOptions(%Intl.DateTimeFormat%, %Intl.DateTimeFormat%.[[LocaleData]],
    // locales, options, « coerce-options », modifyResolutionOptions).
    //
    // NOTE: We inline ResolveOptions here. (Could be worked into an abstract operation util function)
    // ResolveOptions 1. Let requestedLocales be ? CanonicalizeLocaleList(locales).
    let requested_locales = canonicalize_locale_list(locales, context)?;
    // NOTE: skip ResolveOptions 2, which is based on `REQUIRE-OPTIONS` vs `COERCE-OPTIONS`
    // ResolveOptions 3. If specialBehaviours is present and contains coerce-options,
    // set options to ? CoerceOptionsToObject(options). Otherwise, set options to ? GetOptionsObject(options).
    let options = coerce_options_to_object(options, context)?;
    // ResolveOptions 4. Let matcher be ? GetOption(options, "localeMatcher", string, « "lookup", "best fit" », "best fit").
    let matcher = get_option(&options, js_string!("localeMatcher"), context)?.unwrap_or_default();

    // NOTE: We unroll the below const loop in step 6 using the
    // ResolutionOptionDescriptors from the internal slots
    // https://tc39.es/ecma402/#sec-intl.datetimeformat-internal-slots
    let mut preferences = DateTimeFormatterPreferences::default();

    // 6. For each Resolution Option Descriptor desc of constructor.[[ResolutionOptionDescriptors]], do
    // a. If desc has a [[Type]] field, let type be desc.[[Type]]. Otherwise, let type be string.
    // b. If desc has a [[Values]] field, let values be desc.[[Values]]. Otherwise, let values be empty.
    // c. Let value be ? GetOption(options, desc.[[Property]], type, values, undefined).
    // d. If value is not undefined, then
    // i. Set value to ! ToString(value).
    // ii. If value cannot be matched by the type Unicode locale nonterminal, throw a RangeError exception.
    // e. Let key be desc.[[Key]].
    // f. Set opt.[[<key>]] to value.

    // Handle { [[Key]]: "ca", [[Property]]: "calendar" }
    preferences.calendar_algorithm =
        get_option::<Value>(&options, js_string!("calendar"), context)?
            .map(|ca| CalendarAlgorithm::try_from(&ca))
            .transpose()
            .map_err(|_icu4x_error| js_error!(RangeError: "unknown calendar algorithm"))?;

    // { [[Key]]: "nu", [[Property]]: "numberingSystem" }
    preferences.numbering_system =
        get_option::<Value>(&options, js_string!("numberingSystem"), context)?
            .map(NumberingSystem::try_from)
            .transpose()
            .map_err(|_icu4x_error| js_error!(RangeError: "unknown numbering system"))?;

    // { [[Key]]: "hour12", [[Property]]: "hour12", [[Type]]: boolean }
    let hour_12 = get_option::<bool>(&options, js_string!("hour12"), context)?;

    // { [[Key]]: "hc", [[Property]]: "hourCycle", [[Values]]: « "h11", "h12", "h23", "h24" » }
    // evloop patch: the en-US patterns' hour cycle index (default, h11, h12, h23, h24,
    // hour12: false); h24 formats as h23 through ICU4X.
    let mut en_hc = match hour_12 {
        Some(false) => 5,
        _ => 0,
    };
    let mut hour_cycle_given = false;
    preferences.hour_cycle =
        get_option::<options::HourCycle>(&options, js_string!("hourCycle"), context)?
            .map(|hc| {
                hour_cycle_given = true;
                if hour_12.is_none() {
                    en_hc = match hc {
                        options::HourCycle::H11 => 1,
                        options::HourCycle::H12 => 2,
                        options::HourCycle::H23 => 3,
                        options::HourCycle::H24 => 4,
                    };
                }
                let hc = match hc {
                    options::HourCycle::H24 => options::HourCycle::H23,
                    hc => hc,
                };
                // Handle steps 3.a-c here
                // c. If hour12 is not undefined, set options.[[hc]] to null.
                if hour_12.is_some() {
                    Ok(None)
                } else {
                    IcuHourCycle::try_from(hc).map(Some)
                }
            })
            .transpose()
            .map_err(|_icu4x_error| js_error!(RangeError: "unknown hour cycle"))?
            .flatten();

    let mut intl_options = IntlOptions {
        matcher,
        preferences,
    };

    // ResolveOptions 8. Let resolution be ResolveLocale(constructor.[[AvailableLocales]], requestedLocales,
    // opt, constructor.[[RelevantExtensionKeys]], localeData).
    // evloop: the `-u-hc-` of the requested locale that is resolved (ICU4X's preferences
    // have no h24, and the en-US patterns take the hour cycle from `en_hc`).
    let locale_hc = requested_locales
        .iter()
        .find(|l| {
            super::locale::available_prefix(super::locale::available::DATE_TIME_FORMAT, &l.id)
                .is_some()
        })
        .and_then(|l| {
            l.extensions
                .unicode
                .keywords
                .get(&icu_locale::extensions_unicode_key!("hc"))
                .cloned()
        });
    let mut resolved_locale = resolve_locale::<DateTimeFormat>(
        requested_locales,
        &mut intl_options,
        context.intl_provider(),
    )?;
    // evloop: the hour cycle as node resolves it against the locale's `-u-hc-`: `hour12`
    // picks h11 or h23 when the locale says h11 or h23, else h12 or h24 (en-US's own
    // `hour12: false`); the locale keeps its `-u-hc-` only when the options end on the
    // same cycle. (The en-US patterns format with `en_hc`; ICU4X has no h24.)
    let locale_index = match locale_hc.as_ref().map(ToString::to_string).as_deref() {
        Some("h11") => 1,
        Some("h12") => 2,
        Some("h23") => 3,
        Some("h24") => 4,
        _ => 0,
    };
    let hc_key = icu_locale::extensions_unicode_key!("hc");
    if locale_index != 0 {
        en_hc = match hour_12 {
            Some(true) if matches!(locale_index, 1 | 3) => 1,
            Some(true) => 2,
            Some(false) if matches!(locale_index, 1 | 3) => 3,
            Some(false) => 5,
            None if hour_cycle_given => en_hc,
            None => locale_index,
        };
    }
    let same = locale_index != 0 && (en_hc == locale_index || (en_hc == 5 && locale_index == 4));
    if same {
        if let Some(hc) = locale_hc {
            resolved_locale.extensions.unicode.keywords.set(hc_key, hc);
        }
    } else {
        resolved_locale.extensions.unicode.keywords.remove(hc_key);
    }

    // TODO: The resolved calendar, numbering system, and hour cycle should come from
    // the ICU4X locale resolution result, not hardcoded defaults. However, ICU4X does
    // not yet expose getters for these computed values on DateTimeFormatter.
    // This means e.g. `new Intl.DateTimeFormat("ar").resolvedOptions().numberingSystem`
    // incorrectly returns "latn" instead of "arab".
    // Tracked at: unicode-org/icu4x#5868
    if intl_options.preferences.calendar_algorithm.is_none() {
        intl_options.preferences.calendar_algorithm = CalendarAlgorithm::try_from(
            &Value::try_from_str("gregory").expect("'gregory' is a valid BCP 47 value"),
        )
        .ok();
    }

    if intl_options.preferences.numbering_system.is_none() {
        intl_options.preferences.numbering_system = NumberingSystem::try_from(
            Value::try_from_str("latn").expect("'latn' is a valid BCP 47 value"),
        )
        .ok();
    }

    if intl_options.preferences.hour_cycle.is_none() {
        intl_options.preferences.hour_cycle = IcuHourCycle::try_from(
            &Value::try_from_str("h12").expect("'h12' is a valid BCP 47 value"),
        )
        .ok();
    }
    // 5. Set options to optionsResolution.[[Options]].
    // 6. Let r be optionsResolution.[[ResolvedLocale]].
    // 7. Set (deferred) dateTimeFormat.[[Locale]] to r.[[Locale]].
    // 8. Let (deferred) resolvedCalendar be r.[[ca]].
    // 9. Set (deferred) dateTimeFormat.[[Calendar]] to resolvedCalendar.
    // 10. Set (deferred) dateTimeFormat.[[NumberingSystem]] to r.[[nu]].
    // 11. Let (deferred) resolvedLocaleData be r.[[LocaleData]].

    // TODO: Handle hour12 and hc
    // 12. If hour12 is true, then
    // a. Let hc be resolvedLocaleData.[[hourCycle12]].
    // 13. Else if hour12 is false, then
    // a. Let hc be resolvedLocaleData.[[hourCycle24]].
    // 14. Else,
    // a. Assert: hour12 is undefined.
    // b. Let hc be r.[[hc]].
    // c. If hc is null, set hc to resolvedLocaleData.[[hourCycle]].

    // 15. Let timeZone be ? Get(options, "timeZone").
    let time_zone = options.get(js_string!("timeZone"), context)?;

    // 16. If timeZone is undefined, then
    let time_zone = if time_zone.is_undefined() {
        // TODO (nekevss): Resolve system time zone
        // a. Set timeZone to SystemTimeZoneIdentifier().
        JsString::from("Etc/UTC")
    // 17. Else,
    } else {
        // a. Set timeZone to ? ToString(timeZone).
        time_zone.to_string(context)?
    };
    // 18. If IsTimeZoneOffsetString(timeZone) is true, then
    let time_zone_string = time_zone.to_std_string_escaped();
    // Note: Should a timezone enum be part of temporal_rs, icu_time, or an ECMA402 wrapper lib
    // evloop patch: node 20 (V8 11) takes no offset time zones.
    if UtcOffset::try_from_str(&time_zone_string).is_ok() {
        return Err(JsNativeError::range()
            .with_message(format!("Invalid time zone specified: {time_zone_string}"))
            .into());
    }
    let time_zone = if let Ok(utc_offset) = UtcOffset::try_from_str(&time_zone_string) {
        //  a. Let parseResult be ParseText(StringToCodePoints(timeZone), UTCOffset).
        //  b. Assert: parseResult is a Parse Node.
        //  c. If parseResult contains more than one MinuteSecond Parse Node, throw a RangeError exception.
        //  d. Let offsetNanoseconds be ParseTimeZoneOffsetString(timeZone).
        //  e. Let offsetMinutes be offsetNanoseconds / (6 × 10**10).
        //  f. Assert: offsetMinutes is an integer.
        //  g. Set timeZone to FormatOffsetTimeZoneIdentifier(offsetMinutes).
        FormatTimeZone::UtcOffset(utc_offset)
    } else {
        // 19. Else,
        //  a. Let timeZoneIdentifierRecord be GetAvailableNamedTimeZoneIdentifier(timeZone).
        //  b. If timeZoneIdentifierRecord is empty, throw a RangeError exception.
        //  c. Set timeZone to timeZoneIdentifierRecord.[[PrimaryIdentifier]].
        let parser =
            IanaParser::try_new_with_buffer_provider(context.intl_provider().erased_provider())
                .map_err(|_| {
                    JsNativeError::error().with_message("Failed to init time zone data provider")
                })?;
        let time_zone = parser.as_borrowed().parse(&time_zone_string);
        // evloop patch: V8's message.
        let time_zone_id = context
            .timezone_provider()
            .get(time_zone_string.as_bytes())
            .map_err(|_| {
                JsNativeError::range()
                    .with_message(format!("Invalid time zone specified: {time_zone_string}"))
            })?;
        FormatTimeZone::Identifier((time_zone, time_zone_id))
    };
    // 20. (deferred) Set dateTimeFormat.[[TimeZone]] to timeZone.

    // 21. Let formatOptions be a new Record.
    // 22. Set formatOptions.[[hourCycle]] to hc.
    // 23. Let hasExplicitFormatComponents be false.

    // NOTE (nekevss): Step 24 is adopted in the `FormatOptions`
    // 24. For each row of Table 16, except the header row, in table order, do
    //         a. Let prop be the name given in the Property column of the current row.
    //         b. If prop is "fractionalSecondDigits", then
    //                i. Let value be ? GetNumberOption(options, "fractionalSecondDigits", 1, 3, undefined).
    //         c. Else,
    //                i. Let values be a List whose elements are the strings given in the Values column of the current row.
    //                ii. Let value be ? GetOption(options, prop, string, values, undefined).
    //         d. Set formatOptions.[[<prop>]] to value.
    //         e. If value is not undefined, then
    //                i. Set hasExplicitFormatComponents to true.
    let mut format_options = FormatOptions::try_init(&options, preferences.hour_cycle, context)?;

    // TODO: how should formatMatcher be used?
    // 25. Let formatMatcher be ? GetOption(options, "formatMatcher", string, « "basic", "best fit" », "best fit").
    let format_matcher =
        get_option::<FormatMatcher>(&options, js_string!("formatMatcher"), context)?
            .unwrap_or(FormatMatcher::BestFit);
    // 26. Let dateStyle be ? GetOption(options, "dateStyle", string, « "full", "long", "medium", "short" », undefined).
    let date_style = get_option::<DateStyle>(&options, js_string!("dateStyle"), context)?;
    // 27. Set dateTimeFormat.[[DateStyle]] to dateStyle.
    // 28. Let timeStyle be ? GetOption(options, "timeStyle", string, « "full", "long", "medium", "short" », undefined).
    let time_style = get_option::<TimeStyle>(&options, js_string!("timeStyle"), context)?;
    // 29. (deferred) Set dateTimeFormat.[[TimeStyle]] to timeStyle.
    // 30. If dateStyle is not undefined or timeStyle is not undefined, then
    let fieldset = if date_style.is_some() || time_style.is_some() {
        // a. If hasExplicitFormatComponents is true, then
        if format_options.has_explicit_format_components() {
            // i. Throw a TypeError exception.
            return Err(
                js_error!(TypeError: "cannot have explicit format components when timeStyle or dateStyle is defined"),
            );
        }
        // b. If required is date and timeStyle is not undefined, then
        if date_time_format_type == FormatType::Date && time_style.is_some() {
            // i. Throw a TypeError exception.
            return Err(
                js_error!(TypeError: "timeStyle cannot be defined for a date DateTimeFormat"),
            );
        }
        // c. If required is time and dateStyle is not undefined, then
        if date_time_format_type == FormatType::Time && date_style.is_some() {
            // i. Throw a TypeError exception.
            return Err(
                js_error!(TypeError: "dateStyle cannot be defined for a time DateTimeFormat"),
            );
        }
        // TODO (nekevss): implement d-e
        // TODO (nekevss): Do we have access to the styles?
        // d. Let styles be resolvedLocaleData.[[styles]].[[<resolvedCalendar>]].
        // e. Let bestFormat be DateTimeStyleFormat(dateStyle, timeStyle, styles).
        date_time_style_format(date_style, time_style)
    // 31. Else,
    } else {
        // a. Let needDefaults be true.
        // b. If required is date or any, then
        // i. For each property name prop of « "weekday", "year", "month", "day" », do
        // 1. Let value be formatOptions.[[<prop>]].
        // 2. If value is not undefined, set needDefaults to false.
        // c. If required is time or any, then
        // i. For each property name prop of « "dayPeriod", "hour", "minute", "second", "fractionalSecondDigits" », do
        // 1. Let value be formatOptions.[[<prop>]].
        // 2. If value is not undefined, set needDefaults to false.
        let needs_defaults = format_options.check_dtf_type(date_time_format_type);
        // d. If needDefaults is true and defaults is either date or all, then
        if needs_defaults && defaults != FormatDefaults::Time {
            // i. For each property name prop of « "year", "month", "day" », do
            // 1. Set formatOptions.[[<prop>]] to "numeric".
            format_options.set_date_defaults();
        }
        // e. If needDefaults is true and defaults is either time or all, then
        if needs_defaults && defaults != FormatDefaults::Date {
            // i. For each property name prop of « "hour", "minute", "second" », do
            // 1. Set formatOptions.[[<prop>]] to "numeric".
            format_options.set_time_defaults();
        }
        // TODO (nekevss): Do we have access to the localized formats via `icu_datetime`. Is there
        // a specific API by which this is accessed.
        //
        // f. Let formats be resolvedLocaleData.[[formats]].[[<resolvedCalendar>]].
        // g. If formatMatcher is "basic", then
        // i. Let bestFormat be BasicFormatMatcher(formatOptions, formats).
        // h. Else,
        // i. Let bestFormat be BestFitFormatMatcher(formatOptions, formats).
        match format_matcher {
            FormatMatcher::Basic | FormatMatcher::BestFit => {
                best_fit_date_time_format(&format_options)
            }
        }
    };
    // evloop: with no hour shown, an `hour12` or `hourCycle` option takes the locale's
    // `-u-hc-` away whatever its value, as in node.
    if (hour_12.is_some() || hour_cycle_given) && !format_options.has_hour() && time_style.is_none()
    {
        resolved_locale.extensions.unicode.keywords.remove(hc_key);
    }
    // evloop patch: en and en-US format with node's patterns (en_format.rs).
    let en = {
        let id = &resolved_locale.id;
        let en_us = id.language.as_str() == "en"
            && id.region.is_none_or(|r| r.as_str() == "US")
            && id.script.is_none()
            && id.variants.is_empty();
        en_us.then(|| {
            let (date, time, zone) = format_options.en_indexes();
            let components = en_format::Components {
                date,
                time: [time[0], time[1], time[2], time[3], time[4], en_hc],
                zone,
            };
            let style = |s: Option<usize>| s;
            let styles = (date_style.is_some() || time_style.is_some()).then(|| {
                (
                    style(date_style.map(|d| d as usize)),
                    style(time_style.map(|t| t as usize)),
                )
            });
            en_format::EnFormat::new(components, styles)
        })
    };
    // evloop patch: ICU4X has no field set for some options (a day period alone); the
    // en-US formatter does not need one.
    let fieldset = match fieldset {
        Err(_) if en.is_some() => date_time_style_format(Some(DateStyle::Short), None)?,
        f => f?,
    };
    // 32. Set dateTimeFormat.[[DateTimeFormat]] to bestFormat.
    // 33. If bestFormat has a field [[hour]], then
    // a. Set dateTimeFormat.[[HourCycle]] to hc.
    // 34. Return dateTimeFormat.
    let formatter = DateTimeFormatter::try_new_with_buffer_provider(
        context.intl_provider().erased_provider(),
        resolved_locale.clone().into(),
        fieldset,
    )
    .map_err(|e| JsNativeError::range().with_message(format!("failed to load formatter: {e}")))?;

    Ok(DateTimeFormat {
        locale: resolved_locale,
        calendar_algorithm: intl_options.preferences.calendar_algorithm,
        numbering_system: intl_options.preferences.numbering_system,
        hour_cycle: intl_options.preferences.hour_cycle,
        date_style,
        time_style,
        fractional_second_digits: format_options.fractional_second_digits(),
        time_zone,
        fieldset,
        formatter,
        bound_format: None,
        resolved_options: None,
        en,
    })
}

/// Formats a timestamp (epoch milliseconds) using the given [`DateTimeFormat`] internals.
///
/// It corresponds the logic from [`PartitionDateTimePattern`][11.5.6] and [`ToLocalTime`][11.5.12].
///
/// [11.5.6]: https://tc39.es/ecma402/#sec-partitiondatetimepattern
/// [11.5.12]: https://tc39.es/ecma402/#sec-tolocaltime
///
/// This helper implements:
///
/// 11.5.6 `PartitionDateTimePattern` ( dtf, x )
/// 1. Let x be TimeClip(x).
/// 2. If x is `NaN`, throw a `RangeError` exception.
/// 3. Let epochNanoseconds be ℤ(ℝ(x) × 10^6).
/// 4. Let timeZone be dtf.[[`TimeZone`]].
/// 5. Let offsetNs be GetOffsetNanosecondsFor(timeZone, epochNanoseconds).
/// 6. Let tz be 𝔽(ℝ(x) + ℝ(offsetNs) / 10^6).
///
/// Then calls `ToLocalTime::from_local_epoch_milliseconds` to obtain calendar fields,
/// and formats the resulting `ZonedDateTime` with ICU4X.
pub(crate) fn format_timestamp_with_dtf(
    dtf: &DateTimeFormat,
    timestamp: f64,
    context: &mut Context,
) -> JsResult<JsValue> {
    // PartitionDateTimePattern steps 1-6 (TimeClip, the zone's offset, the local time):
    // evloop patch: in parts.rs, with V8's `Invalid time value`, the zone's offset given
    // to ICU4X (it printed `GMT+?` without it) and en-US's own patterns.
    let parts = parts::format_parts(dtf, timestamp, context)?;
    // V8 (node 20) prints a plain space where ICU 72+ puts U+202F (before AM/PM) in
    // `format`, not in `formatToParts` or ranges.
    let result: String = parts.into_iter().map(|p| p.1).collect();
    Ok(JsString::from(result.replace('\u{202f}', " ")).into())
}

fn date_time_style_format(
    date_style: Option<DateStyle>,
    time_style: Option<TimeStyle>,
) -> JsResult<CompositeFieldSet> {
    let mut builder = FieldSetBuilder::default();
    builder.length = match date_style {
        Some(DateStyle::Full | DateStyle::Long) => Some(Length::Long),
        Some(DateStyle::Medium) => Some(Length::Medium),
        Some(DateStyle::Short) => Some(Length::Short),
        None => match time_style {
            Some(TimeStyle::Full | TimeStyle::Long) => Some(Length::Long),
            Some(TimeStyle::Medium) => Some(Length::Medium),
            Some(TimeStyle::Short) => Some(Length::Short),
            None => return Err(js_error!(TypeError: "dateStyle or timeStyle must be defined")),
        },
    };
    builder.date_fields = match date_style {
        Some(DateStyle::Full) => Some(DateFields::YMDE),
        Some(DateStyle::Long | DateStyle::Medium | DateStyle::Short) => Some(DateFields::YMD),
        None => None, // NOTE: timeStyle being undefined is checked when setting length
    };
    builder.time_precision = match time_style {
        Some(TimeStyle::Full | TimeStyle::Long | TimeStyle::Medium) => Some(TimePrecision::Second),
        Some(TimeStyle::Short) => Some(TimePrecision::Minute),
        None => None, // NOTE: dateStyle being undefined is checked when setting length
    };
    builder
        .build_composite()
        .map_err(|e| JsNativeError::range().with_message(e.to_string()).into())
}

fn best_fit_date_time_format(format_options: &FormatOptions) -> JsResult<CompositeFieldSet> {
    let mut builder = FieldSetBuilder::default();
    builder.length = format_options.to_length();
    builder.date_fields = format_options.to_date_fields();
    builder.time_precision = format_options.to_time_fields();
    builder.zone_style = format_options.to_zone_style();
    // evloop: `year: 'numeric'` is the full year, as ICU in V8 prints it (`1/15/2024`);
    // the short length alone gives two digits.
    if format_options.full_year() {
        builder.year_style = Some(icu_datetime::options::YearStyle::Full);
    }
    builder
        .build_composite()
        .map_err(|e| JsNativeError::range().with_message(e.to_string()).into())
}

/// Identifies a specific category of date-time components.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum FormatType {
    Date,
    Time,
    Any,
}

/// Identifies which default values to use when none are specified.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum FormatDefaults {
    Date,
    Time,
    All,
}

/// Abstract operation [`UnwrapDateTimeFormat ( dtf )`][spec].
///
/// This also checks that the returned object is a `DateTimeFormat`, which skips the
/// call to `RequireInternalSlot`.
///
/// [spec]: https://tc39.es/ecma402/#sec-unwrapdatetimeformat
fn unwrap_date_time_format(
    dtf: &JsValue,
    context: &mut Context,
) -> JsResult<JsObject<DateTimeFormat>> {
    // 1. If Type(dtf) is not Object, throw a TypeError exception.
    let dtf_o = dtf.as_object().ok_or_else(|| {
        JsNativeError::typ()
            .with_message("value was not an initialized `Intl.DateTimeFormat` object")
    })?;

    if let Ok(dtf) = dtf_o.clone().downcast::<DateTimeFormat>() {
        // 3. Return dtf.
        return Ok(dtf);
    }

    // 2. If dtf does not have an [[InitializedDateTimeFormat]] internal slot and
    //    ? OrdinaryHasInstance(%Intl.DateTimeFormat%, dtf) is true, then
    let constructor = context
        .intrinsics()
        .constructors()
        .date_time_format()
        .constructor();
    if JsValue::ordinary_has_instance(&constructor.into(), dtf, context)? {
        let fallback_symbol = context
            .intrinsics()
            .objects()
            .intl()
            .borrow()
            .data()
            .fallback_symbol();

        //    a. Return ? Get(dtf, %Intl%.[[FallbackSymbol]]).
        if let Some(dtf) = dtf_o
            .get(fallback_symbol, context)?
            .as_object()
            .and_then(|o| o.downcast::<DateTimeFormat>().ok())
        {
            return Ok(dtf);
        }
    }

    Err(JsNativeError::typ()
        .with_message("object was not an initialized `Intl.DateTimeFormat` object")
        .into())
}
