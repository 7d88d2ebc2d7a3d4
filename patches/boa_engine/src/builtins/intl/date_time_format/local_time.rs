//! The `ToLocalTime` record (moved out of `mod.rs` by evloop's patch, which also fixed
//! its millisecond rounding).

use crate::{
    JsExpect, JsResult,
    builtins::date::utils::{
        date_from_time, hour_from_time, min_from_time, month_from_time, ms_from_time,
        sec_from_time, time_clip, year_from_time,
    },
    js_error,
};
use icu_calendar::Iso;
use icu_datetime::input::{Date, DateTime, Time};

// Represents a ISO8601 ToLocalTime Record
//
// https://tc39.es/ecma402/#sec-datetimeformat-tolocaltime-records
pub(super) struct ToLocalTime {
    pub(super) year: i32,
    pub(super) month: u8,
    pub(super) day: u8,
    pub(super) hour: u8,
    pub(super) minute: u8,
    pub(super) second: u8,
    pub(super) subsecond: u32,
}

impl ToLocalTime {
    // NOTE (nekevss): we may need to adjust the below steps.
    //
    // The core problem is how to adopt the spec steps while also
    // acting as a proper intermediate between built-ins and ICU4X.
    /// The below steps are adapted from 11.5.6 and 11.5.12
    pub(crate) fn from_local_epoch_milliseconds(local_millis: f64) -> JsResult<Self> {
        // 11.5.6, 1. Let x be TimeClip(x).
        let x = time_clip(local_millis);
        // 11.5.6, 2. If x is NaN, throw a RangeError exception.
        if x.is_nan() {
            return Err(js_error!(RangeError: "formattable time value cannot be NaN"));
        }
        // NOTE: The switch to BigInt just for the value to be reverted to float
        // during ToLocalTime calculations
        // 11.5.6, 3. Let epochNanoseconds be ℤ(ℝ(x) × 10**6).
        // evloop patch: x is already whole milliseconds; the nanosecond round trip in
        // f64 lost one (…369 ms printed as 368).
        let t = x;

        // 11.5.5, Step 12. Return ToLocalTime record values
        // Also see, 11.5.12
        let year = year_from_time(t);
        let month = month_from_time(t);
        let day = date_from_time(t);
        let hour = hour_from_time(t);
        let minute = min_from_time(t);
        let second = sec_from_time(t);
        let ms = u32::from(ms_from_time(t));

        // 11.5.5, Step 15.f.v. If p is "month", set v to v + 1.
        let month = month + 1; // This month is zero based (0-11)

        Ok(Self {
            year,
            month,
            day,
            hour,
            minute,
            second,
            subsecond: ms * 1_000_000,
        })
    }

    pub(crate) fn to_formattable_datetime(&self) -> JsResult<DateTime<Iso>> {
        Ok(DateTime {
            date: Date::try_new_iso(self.year, self.month, self.day)
                .ok()
                .js_expect("TimeClip ensures valid range.")?,
            time: Time::try_new(self.hour, self.minute, self.second, self.subsecond)
                .ok()
                .js_expect("valid values")?,
        })
    }
}
