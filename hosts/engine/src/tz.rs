//! The local time zone as V8 shows it in `Date.prototype.toString`: the offset from the C
//! library (`localtime_r`, which reads `TZ` and `/etc/localtime` as node's ICU does) and
//! the zone's English name in parentheses, from a table of common zones (CLDR metazone
//! names as node 20 prints them). A zone not in the table is named by its offset
//! (`GMT+05:45`), ICU's own form for a zone without a name.

use std::sync::OnceLock;

/// (IANA zone, standard offset in minutes east of UTC, standard name, daylight name).
static ZONES: &[(&str, i32, &str, &str)] = &[
    (
        "UTC",
        0,
        "Coordinated Universal Time",
        "Coordinated Universal Time",
    ),
    (
        "Etc/UTC",
        0,
        "Coordinated Universal Time",
        "Coordinated Universal Time",
    ),
    ("GMT", 0, "Greenwich Mean Time", "Greenwich Mean Time"),
    ("Etc/GMT", 0, "Greenwich Mean Time", "Greenwich Mean Time"),
    (
        "America/New_York",
        -300,
        "Eastern Standard Time",
        "Eastern Daylight Time",
    ),
    (
        "America/Detroit",
        -300,
        "Eastern Standard Time",
        "Eastern Daylight Time",
    ),
    (
        "America/Toronto",
        -300,
        "Eastern Standard Time",
        "Eastern Daylight Time",
    ),
    (
        "America/Chicago",
        -360,
        "Central Standard Time",
        "Central Daylight Time",
    ),
    (
        "America/Winnipeg",
        -360,
        "Central Standard Time",
        "Central Daylight Time",
    ),
    (
        "America/Mexico_City",
        -360,
        "Central Standard Time",
        "Central Standard Time",
    ),
    (
        "America/Denver",
        -420,
        "Mountain Standard Time",
        "Mountain Daylight Time",
    ),
    (
        "America/Phoenix",
        -420,
        "Mountain Standard Time",
        "Mountain Standard Time",
    ),
    (
        "America/Edmonton",
        -420,
        "Mountain Standard Time",
        "Mountain Daylight Time",
    ),
    (
        "America/Los_Angeles",
        -480,
        "Pacific Standard Time",
        "Pacific Daylight Time",
    ),
    (
        "America/Vancouver",
        -480,
        "Pacific Standard Time",
        "Pacific Daylight Time",
    ),
    (
        "America/Anchorage",
        -540,
        "Alaska Standard Time",
        "Alaska Daylight Time",
    ),
    (
        "Pacific/Honolulu",
        -600,
        "Hawaii-Aleutian Standard Time",
        "Hawaii-Aleutian Standard Time",
    ),
    (
        "America/Sao_Paulo",
        -180,
        "Brasilia Standard Time",
        "Brasilia Standard Time",
    ),
    (
        "America/Argentina/Buenos_Aires",
        -180,
        "Argentina Standard Time",
        "Argentina Standard Time",
    ),
    (
        "America/Bogota",
        -300,
        "Colombia Standard Time",
        "Colombia Standard Time",
    ),
    (
        "America/Lima",
        -300,
        "Peru Standard Time",
        "Peru Standard Time",
    ),
    (
        "America/Santiago",
        -240,
        "Chile Standard Time",
        "Chile Summer Time",
    ),
    (
        "America/Halifax",
        -240,
        "Atlantic Standard Time",
        "Atlantic Daylight Time",
    ),
    (
        "America/St_Johns",
        -210,
        "Newfoundland Standard Time",
        "Newfoundland Daylight Time",
    ),
    (
        "Europe/London",
        0,
        "Greenwich Mean Time",
        "British Summer Time",
    ),
    (
        "Europe/Dublin",
        0,
        "Greenwich Mean Time",
        "Irish Standard Time",
    ),
    (
        "Europe/Lisbon",
        0,
        "Western European Standard Time",
        "Western European Summer Time",
    ),
    (
        "Europe/Berlin",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Paris",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Madrid",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Rome",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Amsterdam",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Brussels",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Vienna",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Stockholm",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Oslo",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Copenhagen",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Warsaw",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Prague",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Zurich",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Budapest",
        60,
        "Central European Standard Time",
        "Central European Summer Time",
    ),
    (
        "Europe/Athens",
        120,
        "Eastern European Standard Time",
        "Eastern European Summer Time",
    ),
    (
        "Europe/Helsinki",
        120,
        "Eastern European Standard Time",
        "Eastern European Summer Time",
    ),
    (
        "Europe/Kiev",
        120,
        "Eastern European Standard Time",
        "Eastern European Summer Time",
    ),
    (
        "Europe/Kyiv",
        120,
        "Eastern European Standard Time",
        "Eastern European Summer Time",
    ),
    (
        "Europe/Bucharest",
        120,
        "Eastern European Standard Time",
        "Eastern European Summer Time",
    ),
    (
        "Europe/Istanbul",
        180,
        "Türkiye Standard Time",
        "Türkiye Standard Time",
    ),
    (
        "Europe/Moscow",
        180,
        "Moscow Standard Time",
        "Moscow Standard Time",
    ),
    (
        "Asia/Tokyo",
        540,
        "Japan Standard Time",
        "Japan Standard Time",
    ),
    (
        "Asia/Seoul",
        540,
        "Korean Standard Time",
        "Korean Standard Time",
    ),
    (
        "Asia/Shanghai",
        480,
        "China Standard Time",
        "China Standard Time",
    ),
    (
        "Asia/Hong_Kong",
        480,
        "Hong Kong Standard Time",
        "Hong Kong Standard Time",
    ),
    (
        "Asia/Taipei",
        480,
        "Taiwan Standard Time",
        "Taiwan Standard Time",
    ),
    (
        "Asia/Kolkata",
        330,
        "India Standard Time",
        "India Standard Time",
    ),
    (
        "Asia/Calcutta",
        330,
        "India Standard Time",
        "India Standard Time",
    ),
    (
        "Asia/Singapore",
        480,
        "Singapore Standard Time",
        "Singapore Standard Time",
    ),
    (
        "Asia/Dubai",
        240,
        "Gulf Standard Time",
        "Gulf Standard Time",
    ),
    (
        "Asia/Jakarta",
        420,
        "Western Indonesia Time",
        "Western Indonesia Time",
    ),
    ("Asia/Bangkok", 420, "Indochina Time", "Indochina Time"),
    (
        "Asia/Manila",
        480,
        "Philippine Standard Time",
        "Philippine Standard Time",
    ),
    (
        "Asia/Karachi",
        300,
        "Pakistan Standard Time",
        "Pakistan Standard Time",
    ),
    (
        "Asia/Jerusalem",
        120,
        "Israel Standard Time",
        "Israel Daylight Time",
    ),
    (
        "Asia/Tehran",
        210,
        "Iran Standard Time",
        "Iran Standard Time",
    ),
    (
        "Africa/Cairo",
        120,
        "Eastern European Standard Time",
        "Eastern European Summer Time",
    ),
    (
        "Africa/Johannesburg",
        120,
        "South Africa Standard Time",
        "South Africa Standard Time",
    ),
    ("Africa/Lagos", 60, "West Africa Time", "West Africa Time"),
    (
        "Africa/Nairobi",
        180,
        "East Africa Time",
        "East Africa Time",
    ),
    (
        "Australia/Sydney",
        600,
        "Australian Eastern Standard Time",
        "Australian Eastern Daylight Time",
    ),
    (
        "Australia/Melbourne",
        600,
        "Australian Eastern Standard Time",
        "Australian Eastern Daylight Time",
    ),
    (
        "Australia/Brisbane",
        600,
        "Australian Eastern Standard Time",
        "Australian Eastern Standard Time",
    ),
    (
        "Australia/Adelaide",
        570,
        "Australian Central Standard Time",
        "Australian Central Daylight Time",
    ),
    (
        "Australia/Perth",
        480,
        "Australian Western Standard Time",
        "Australian Western Standard Time",
    ),
    (
        "Pacific/Auckland",
        720,
        "New Zealand Standard Time",
        "New Zealand Daylight Time",
    ),
];

/// The configured zone: `TZ` (without a leading `:`), else where `/etc/localtime` points.
fn zone() -> Option<&'static (&'static str, i32, &'static str, &'static str)> {
    static ZONE: OnceLock<Option<usize>> = OnceLock::new();
    let index = ZONE.get_or_init(|| {
        let id = match std::env::var("TZ") {
            Ok(tz) => tz.trim_start_matches(':').to_owned(),
            Err(_) => std::fs::read_link("/etc/localtime")
                .ok()
                .and_then(|p| {
                    let p = p.to_string_lossy().into_owned();
                    p.split_once("zoneinfo/").map(|(_, id)| id.to_owned())
                })
                .unwrap_or_else(|| "UTC".to_owned()),
        };
        ZONES.iter().position(|(z, ..)| *z == id)
    });
    index.map(|i| &ZONES[i])
}

/// The local zone's offset from UTC, in seconds, at `unix_seconds`.
pub(crate) fn offset_seconds(unix_seconds: i64) -> i32 {
    crate::sys::local_offset_seconds(unix_seconds)
}

/// The local zone's name at `unix_seconds`: standard or daylight by the offset then.
pub(crate) fn name(unix_seconds: i64) -> String {
    let offset = offset_seconds(unix_seconds);
    match zone() {
        Some((_, standard, std_name, dst_name)) => if offset == standard * 60 {
            std_name
        } else {
            dst_name
        }
        .to_string(),
        None if offset == 0 && std::env::var("TZ").is_err() => {
            "Coordinated Universal Time".to_owned()
        }
        None => {
            let sign = if offset < 0 { '-' } else { '+' };
            let minutes = offset.abs() / 60;
            format!("GMT{sign}{:02}:{:02}", minutes / 60, minutes % 60)
        }
    }
}
