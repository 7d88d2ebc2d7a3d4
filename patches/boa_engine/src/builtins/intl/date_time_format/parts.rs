//! evloop patch: `Intl.DateTimeFormat.prototype.formatToParts`, `formatRange` and
//! `formatRangeToParts`, and the local fields and zone a date formats with.

use super::{
    DateTimeFormat, FormatTimeZone, ToLocalTime,
    en_format::{Fields, Part, Zone, zone_row},
    unwrap_date_time_format,
};
use crate::{
    Context, JsArgs, JsResult, JsString, JsValue,
    builtins::{Array, date::utils::time_clip},
    error::JsNativeError,
    js_error, js_string,
    object::JsObject,
};
use icu_calendar::Iso;
use icu_datetime::input::{TimeZone, UtcOffset};
use icu_time::{TimeZoneInfo, ZonedDateTime, zone::models::AtTime};
use std::fmt::Write;
use writeable::{PartsWrite, Writeable};

/// The zone's offset (seconds) at an instant (epoch milliseconds).
pub(super) fn zone_offset(dtf: &DateTimeFormat, x: f64, context: &Context) -> JsResult<i32> {
    match &dtf.time_zone {
        FormatTimeZone::UtcOffset(offset) => Ok(offset.to_seconds()),
        FormatTimeZone::Identifier((_, id)) => context
            .timezone_provider()
            .transition_nanoseconds_for_utc_epoch_nanoseconds(*id, x as i128 * 1_000_000)
            .map(|o| o.0 as i32)
            .map_err(|_| js_error!(RangeError: "unable to determine transition nanoseconds")),
    }
}

/// The zone's name as V8 gives it: the primary IANA identifier, under the older name
/// ICU keeps for a few (`Asia/Calcutta`), `UTC` for UTC's aliases.
pub(super) fn zone_identifier(
    id: timezone_provider::provider::TimeZoneId,
    context: &Context,
) -> String {
    let provider = context.timezone_provider();
    let primary = provider.canonicalized(id).unwrap_or(id);
    let name = provider
        .identifier(primary)
        .or_else(|_| provider.identifier(id))
        .map(|n| n.into_owned())
        .unwrap_or_default();
    let icu = match name.as_str() {
        "Etc/UTC" | "Etc/GMT" | "GMT" | "Etc/Universal" | "Etc/Zulu" | "Etc/UCT" => "UTC",
        "Asia/Kolkata" => "Asia/Calcutta",
        "Europe/Kyiv" => "Europe/Kiev",
        "Asia/Ho_Chi_Minh" => "Asia/Saigon",
        "Asia/Kathmandu" => "Asia/Katmandu",
        "America/Argentina/Buenos_Aires" => "America/Buenos_Aires",
        "Asia/Yangon" => "Asia/Rangoon",
        "Atlantic/Faroe" => "Atlantic/Faeroe",
        "America/Nuuk" => "America/Godthab",
        "Pacific/Chuuk" => "Pacific/Truk",
        "Pacific/Pohnpei" => "Pacific/Ponape",
        "America/Indiana/Indianapolis" => "America/Indianapolis",
        "America/Kentucky/Louisville" => "America/Louisville",
        "Pacific/Kanton" => "Pacific/Enderbury",
        "Africa/Asmara" => "Africa/Asmera",
        "America/Atikokan" => "America/Coral_Harbour",
        _ => return name,
    };
    icu.to_owned()
}

/// `TimeClip`, and the RangeError V8 gives for an invalid time.
pub(super) fn clip(x: f64) -> JsResult<f64> {
    let x = time_clip(x);
    if x.is_nan() {
        return Err(js_error!(RangeError: "Invalid time value"));
    }
    Ok(x)
}

/// The local fields and zone of an instant, for the en-US formatter.
pub(super) fn en_fields(
    dtf: &DateTimeFormat,
    x: f64,
    context: &Context,
) -> JsResult<(Fields, Zone)> {
    let offset = zone_offset(dtf, x, context)?;
    let l = ToLocalTime::from_local_epoch_milliseconds(x + f64::from(offset) * 1000.0)?;
    let local = x + f64::from(offset) * 1000.0;
    let weekday = ((local / 86_400_000.0).floor() + 4.0).rem_euclid(7.0) as u8;
    let fields = Fields {
        year: l.year,
        month: l.month,
        day: l.day,
        weekday,
        hour: l.hour,
        minute: l.minute,
        second: l.second,
        ms: (l.subsecond / 1_000_000) as u16,
    };
    let (row, july) = match &dtf.time_zone {
        FormatTimeZone::Identifier((_, id)) => {
            let name = zone_identifier(*id, context);
            let year = f64::from(l.year);
            let at = |month: f64| {
                let day = (year - 1970.0) * 365.2425 + month * 30.4;
                zone_offset(dtf, day.floor() * 86_400_000.0, context).unwrap_or(offset)
            };
            let (january, july) = (at(0.5), at(6.5));
            (zone_row(&name), offset == july && offset != january)
        }
        FormatTimeZone::UtcOffset(_) => (None, false),
    };
    Ok((
        fields,
        Zone {
            row,
            offset_seconds: offset,
            july,
        },
    ))
}

/// The ICU4X input for an instant (other locales than en-US).
pub(super) fn icu_zoned(
    dtf: &DateTimeFormat,
    x: f64,
    context: &Context,
) -> JsResult<ZonedDateTime<Iso, TimeZoneInfo<AtTime>>> {
    let offset = zone_offset(dtf, x, context)?;
    let fields = ToLocalTime::from_local_epoch_milliseconds(x + f64::from(offset) * 1000.0)?;
    let dt = fields.to_formattable_datetime()?;
    // The zone's offset at this instant: without it ICU4X names no zone (`GMT+?`).
    let zone = match &dtf.time_zone {
        FormatTimeZone::Identifier((tz, _)) => {
            tz.with_offset(UtcOffset::try_from_seconds(offset).ok())
        }
        FormatTimeZone::UtcOffset(o) => TimeZone::UNKNOWN.with_offset(Some(*o)),
    };
    Ok(ZonedDateTime {
        date: dt.date,
        time: dt.time,
        zone: zone.at_date_time(dt),
    })
}

/// Collects ICU4X's datetime parts; text outside them is literal.
struct Collector(Vec<Part>, Option<&'static str>);

impl Write for Collector {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let ty = self.1.unwrap_or("literal");
        match self.0.last_mut() {
            Some(last) if last.0 == ty && (ty == "literal" || self.1.is_some()) => {
                last.1.push_str(s);
            }
            _ => self.0.push((ty, s.to_owned(), "")),
        }
        Ok(())
    }
}

impl PartsWrite for Collector {
    type SubPartsWrite = Self;

    fn with_part(
        &mut self,
        part: writeable::Part,
        mut f: impl FnMut(&mut Self) -> std::fmt::Result,
    ) -> std::fmt::Result {
        let ty = match (part.category, part.value) {
            ("datetime", "era") => Some("era"),
            ("datetime", "year" | "relatedYear" | "extendedYear") => Some("year"),
            ("datetime", "yearName") => Some("yearName"),
            ("datetime", "month") => Some("month"),
            ("datetime", "day") => Some("day"),
            ("datetime", "weekday") => Some("weekday"),
            ("datetime", "dayPeriod") => Some("dayPeriod"),
            ("datetime", "hour") => Some("hour"),
            ("datetime", "minute") => Some("minute"),
            ("datetime", "second") => Some("second"),
            ("datetime", "timeZoneName") => Some("timeZoneName"),
            _ => None,
        };
        if self.1.is_some() || ty.is_none() {
            return f(self);
        }
        self.1 = ty;
        // A new part even when the previous one has the same type.
        self.0.push((ty.unwrap_or("literal"), String::new(), ""));
        let r = f(self);
        self.1 = None;
        r
    }
}

/// The parts of one formatted date.
pub(super) fn format_parts(dtf: &DateTimeFormat, x: f64, context: &Context) -> JsResult<Vec<Part>> {
    let x = clip(x)?;
    if let Some(en) = &dtf.en {
        let (fields, zone) = en_fields(dtf, x, context)?;
        return Ok(en.format(&fields, &zone));
    }
    let zdt = icu_zoned(dtf, x, context)?;
    let mut c = Collector(Vec::new(), None);
    dtf.formatter
        .format(&zdt)
        .write_to_parts(&mut c)
        .map_err(|e| JsNativeError::range().with_message(e.to_string()))?;
    Ok(c.0.into_iter().filter(|p| !p.1.is_empty()).collect())
}

fn parts_array(parts: Vec<Part>, context: &mut Context) -> JsResult<JsValue> {
    let values: Vec<JsValue> = parts
        .into_iter()
        .map(|(ty, value, source)| {
            let o = JsObject::with_object_proto(context.intrinsics());
            o.create_data_property_or_throw(js_string!("type"), js_string!(ty), context)?;
            o.create_data_property_or_throw(
                js_string!("value"),
                JsString::from(value.as_str()),
                context,
            )?;
            if !source.is_empty() {
                o.create_data_property_or_throw(js_string!("source"), js_string!(source), context)?;
            }
            Ok(o.into())
        })
        .collect::<JsResult<_>>()?;
    Ok(Array::create_array_from_list(values, context).into())
}

/// V8's receiver check: `Method … called on incompatible receiver …`.
fn receiver(
    this: &JsValue,
    method: &str,
    context: &mut Context,
) -> JsResult<JsObject<DateTimeFormat>> {
    let is_dtf = this
        .as_object()
        .is_some_and(|o| o.downcast_ref::<DateTimeFormat>().is_some());
    if !is_dtf && let Ok(dtf) = unwrap_date_time_format(this, context) {
        return Ok(dtf);
    }
    if is_dtf {
        return unwrap_date_time_format(this, context);
    }
    let shown = if this.is_object() {
        "#<Object>".to_owned()
    } else {
        this.to_string(context)?.to_std_string_escaped()
    };
    Err(JsNativeError::typ()
        .with_message(format!(
            "Method Intl.DateTimeFormat.prototype.{method} called on incompatible receiver {shown}"
        ))
        .into())
}

fn date_arg(date: &JsValue, context: &mut Context) -> JsResult<f64> {
    if date.is_undefined() {
        Ok(context.clock().system_time_millis() as f64)
    } else {
        date.to_number(context)
    }
}

/// The two dates of `formatRange` / `formatRangeToParts`, and the range's parts.
fn range_parts(
    this: &JsValue,
    args: &[JsValue],
    method: &str,
    context: &mut Context,
) -> JsResult<Vec<Part>> {
    let dtf = receiver(this, method, context)?;
    let (start, end) = (args.get_or_undefined(0), args.get_or_undefined(1));
    if start.is_undefined() || end.is_undefined() {
        return Err(js_error!(TypeError: "Invalid time value"));
    }
    let x = start.to_number(context)?;
    let y = end.to_number(context)?;
    let (x, y) = (clip(x)?, clip(y)?);
    let dtf = dtf.borrow();
    let dtf = dtf.data();
    if let Some(en) = &dtf.en {
        let (a, za) = en_fields(dtf, x, context)?;
        let (b, zb) = en_fields(dtf, y, context)?;
        return Ok(en.format_range(&a, &b, &za, &zb));
    }
    // Other locales: the two dates around a dash, or one if they format the same.
    let a = format_parts(dtf, x, context)?;
    let b = format_parts(dtf, y, context)?;
    if a == b {
        return Ok(a.into_iter().map(|(t, v, _)| (t, v, "shared")).collect());
    }
    let mut out: Vec<Part> = a
        .into_iter()
        .map(|(t, v, _)| (t, v, "startRange"))
        .collect();
    out.push(("literal", " \u{2013} ".to_owned(), "shared"));
    out.extend(b.into_iter().map(|(t, v, _)| (t, v, "endRange")));
    Ok(out)
}

impl DateTimeFormat {
    /// `Intl.DateTimeFormat.prototype.formatToParts ( date )`
    pub(super) fn format_to_parts(
        this: &JsValue,
        args: &[JsValue],
        context: &mut Context,
    ) -> JsResult<JsValue> {
        let dtf = receiver(this, "formatToParts", context)?;
        let x = date_arg(args.get_or_undefined(0), context)?;
        let parts = format_parts(dtf.borrow().data(), x, context)?;
        parts_array(parts, context)
    }

    /// `Intl.DateTimeFormat.prototype.formatRange ( startDate, endDate )`
    pub(super) fn format_range(
        this: &JsValue,
        args: &[JsValue],
        context: &mut Context,
    ) -> JsResult<JsValue> {
        let parts = range_parts(this, args, "formatRange", context)?;
        // One date (the shown fields are equal) prints as `format` does, with a plain
        // space before AM/PM.
        let one = parts.iter().all(|p| p.2 == "shared");
        let mut s: String = parts.into_iter().map(|p| p.1).collect();
        if one {
            s = s.replace('\u{202f}', " ");
        }
        Ok(JsString::from(s.as_str()).into())
    }

    /// `Intl.DateTimeFormat.prototype.formatRangeToParts ( startDate, endDate )`
    pub(super) fn format_range_to_parts(
        this: &JsValue,
        args: &[JsValue],
        context: &mut Context,
    ) -> JsResult<JsValue> {
        let parts = range_parts(this, args, "formatRangeToParts", context)?;
        parts_array(parts, context)
    }
}
