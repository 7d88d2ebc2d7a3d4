//! evloop patch: `Intl.DateTimeFormat` for en / en-US as node 20's ICU prints it.
//!
//! ICU4X's semantic skeletons cannot say `month: '2-digit'`, `hour12: false`, an era or
//! a flexible day period as ICU's skeleton matching does, and ICU4X 2.x has no interval
//! formatter; so for en-US the patterns come from tables read off real node
//! (`pattern_data.rs`, written by `scripts/intl-date-data.js`), and the fields are
//! filled in here. A pattern is literal text with `{…}` fields (CLDR letters); a range
//! pattern tags each field with its source (`<` start, `>` end, `=` shared) and puts
//! literals in `[…]` after their source.

use super::options::TimeZoneName;
use super::pattern_data::{DATE, DATE_RANGE, POOL, TIME, TIME_RANGE, ZONES};

/// The option values that pick a pattern: indexes into the generator's value lists.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Components {
    /// weekday, era, year, month, day
    pub(crate) date: [usize; 5],
    /// hour, minute, second, fractionalSecondDigits, dayPeriod, hour cycle
    pub(crate) time: [usize; 6],
    pub(crate) zone: Option<TimeZoneName>,
}

impl Components {
    fn date_index(&self) -> Option<usize> {
        let [w, e, y, m, d] = self.date;
        (self.date != [0; 5]).then_some(((((w * 4) + e) * 3 + y) * 6 + m) * 3 + d)
    }

    fn time_index(&self) -> Option<usize> {
        let [h, m, s, f, p, c] = self.time;
        let z = usize::from(self.zone.is_some());
        (self.time[..5] != [0; 5] || self.zone.is_some())
            .then_some((((((h * 3 + m) * 3 + s) * 4 + f) * 4 + p) * 6 + c) * 2 + z)
    }
}

/// The hour cycles en-US formats with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Hc {
    H11,
    H12,
    H23,
    H24,
}

/// A date or time style (0 full, 1 long, 2 medium, 3 short).
pub(crate) type Style = Option<usize>;

/// The en-US formatter of one `Intl.DateTimeFormat`.
#[derive(Debug, Clone)]
pub(crate) struct EnFormat {
    components: Components,
    pattern: String,
    hc: Hc,
    narrow_day_period: bool,
    zone_style: Option<TimeZoneName>,
    /// Made from a date or time style.
    styles: bool,
}

/// A date's local fields (month 1-12, weekday 0 = Sunday).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Fields {
    pub(crate) year: i32,
    pub(crate) month: u8,
    pub(crate) day: u8,
    pub(crate) weekday: u8,
    pub(crate) hour: u8,
    pub(crate) minute: u8,
    pub(crate) second: u8,
    pub(crate) ms: u16,
}

/// The zone at one instant: its name table row (if known) and its offset.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Zone {
    pub(crate) row: Option<&'static [&'static str; 12]>,
    pub(crate) offset_seconds: i32,
    /// The offset is the zone's July one (not its January one).
    pub(crate) july: bool,
}

/// The zone name table row for an IANA identifier.
pub(crate) fn zone_row(id: &str) -> Option<&'static [&'static str; 12]> {
    ZONES
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(id))
        .map(|(_, row)| row)
}

/// One formatted part: its type, value and (for ranges) source.
pub(crate) type Part = (&'static str, String, &'static str);

const WEEKDAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];
const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

fn style_components(date: Style, time: Style, hc: usize) -> Components {
    let date = match date {
        Some(0) => [3, 0, 1, 5, 1],
        Some(1) => [0, 0, 1, 5, 1],
        Some(2) => [0, 0, 1, 4, 1],
        Some(3) => [0, 0, 2, 1, 1],
        _ => [0; 5],
    };
    let (time, zone) = match time {
        Some(0) => ([1, 2, 2, 0, 0, hc], Some(TimeZoneName::Long)),
        Some(1) => ([1, 2, 2, 0, 0, hc], Some(TimeZoneName::Short)),
        Some(2) => ([1, 2, 2, 0, 0, hc], None),
        Some(3) => ([1, 2, 0, 0, 0, hc], None),
        _ => ([0; 6], None),
    };
    Components { date, time, zone }
}

fn glue(date_pattern: &str) -> &'static str {
    if date_pattern.contains("{MMMM}") {
        " at "
    } else {
        ", "
    }
}

impl EnFormat {
    /// The formatter for component options (`styles` is `None`) or for a date/time style.
    pub(crate) fn new(components: Components, styles: Option<(Style, Style)>) -> Self {
        let hc = match components.time[5] {
            1 => Hc::H11,
            3 => Hc::H23,
            4 | 5 => Hc::H24,
            _ => Hc::H12,
        };
        let narrow_day_period = components.time[4] == 1;
        if let Some((date, time)) = styles {
            let components = style_components(date, time, components.time[5]);
            let date_pattern = match date {
                Some(0) => "{EEEE}, {MMMM} {d}, {y}",
                Some(1) => "{MMMM} {d}, {y}",
                Some(2) => "{MMM} {d}, {y}",
                Some(3) => "{M}/{d}/{yy}",
                _ => "",
            };
            let mut time_pattern = String::from(match (time, hc) {
                (None, _) => "",
                (Some(3), Hc::H23 | Hc::H24) => "{hh}:{mm}",
                (Some(3), _) => "{h}:{mm}\u{202f}{a}",
                (_, Hc::H23 | Hc::H24) => "{hh}:{mm}:{ss}",
                _ => "{h}:{mm}:{ss}\u{202f}{a}",
            });
            if matches!(time, Some(0 | 1)) {
                time_pattern.push_str(" {z}");
            }
            let pattern = match (date_pattern.is_empty(), time_pattern.is_empty()) {
                (false, false) => {
                    let glue = if matches!(date, Some(0 | 1)) {
                        " at "
                    } else {
                        ", "
                    };
                    format!("{date_pattern}{glue}{time_pattern}")
                }
                (false, true) => date_pattern.to_owned(),
                _ => time_pattern,
            };
            return Self {
                components,
                pattern,
                hc,
                narrow_day_period,
                zone_style: components.zone,
                styles: true,
            };
        }
        let date = components
            .date_index()
            .map_or("", |i| POOL[DATE[i] as usize]);
        let time = components
            .time_index()
            .map_or("", |i| POOL[TIME[i] as usize]);
        let pattern = if date.is_empty() {
            time.to_owned()
        } else if time.is_empty() {
            date.to_owned()
        } else if components.date[1..] == [0; 4] && components.time[0] != 0 {
            // Only a weekday next to an hour: ICU's `Ehm`-style skeletons.
            format!("{date} {time}")
        } else {
            format!("{date}{}{time}", glue(date))
        };
        Self {
            components,
            pattern,
            hc,
            narrow_day_period,
            zone_style: components.zone,
            styles: false,
        }
    }

    /// The components `resolvedOptions` reports: those the pattern shows, in V8's order
    /// (none for a date or time style). A number (`Err`) for `fractionalSecondDigits`.
    pub(crate) fn resolved_components(&self) -> Vec<(&'static str, Result<&'static str, u8>)> {
        if self.styles {
            return Vec::new();
        }
        let mut tokens: Vec<&str> = Vec::new();
        let mut rest = self.pattern.as_str();
        while let Some(i) = rest.find('{') {
            let end = rest[i..].find('}').map_or(rest.len(), |e| i + e);
            tokens.push(&rest[i + 1..end]);
            rest = rest.get(end + 1..).unwrap_or("");
        }
        let text = |n: usize| match n {
            3 => "short",
            4 => "long",
            _ => "narrow",
        };
        let num = |n: usize| if n == 2 { "2-digit" } else { "numeric" };
        let mut out = Vec::new();
        for (key, letter) in [
            ("weekday", 'E'),
            ("era", 'G'),
            ("year", 'y'),
            ("month", 'M'),
            ("day", 'd'),
            ("dayPeriod", 'B'),
            ("hour", 'h'),
            ("minute", 'm'),
            ("second", 's'),
            ("fractionalSecondDigits", 'S'),
            ("timeZoneName", 'z'),
        ] {
            let Some(t) = tokens.iter().find(|t| t.starts_with(letter)) else {
                continue;
            };
            let n = t.len();
            let value = match letter {
                'E' => Ok(text(n)),
                'G' => Ok(match n {
                    1 => "short",
                    4 => "long",
                    _ => "narrow",
                }),
                'M' if n >= 3 => Ok(text(n)),
                'B' => Ok(match self.components.time[4] {
                    1 => "narrow",
                    2 => "short",
                    _ => "long",
                }),
                'S' => Err(n as u8),
                'z' => Ok(match self.zone_style.unwrap_or(TimeZoneName::Short) {
                    TimeZoneName::Short => "short",
                    TimeZoneName::Long => "long",
                    TimeZoneName::ShortOffset => "shortOffset",
                    TimeZoneName::LongOffset => "longOffset",
                    TimeZoneName::ShortGeneric => "shortGeneric",
                    TimeZoneName::LongGeneric => "longGeneric",
                }),
                _ => Ok(num(n)),
            };
            out.push((key, value));
        }
        out
    }

    /// The hour cycle the pattern formats hours with, if it shows an hour.
    pub(crate) fn hour_cycle(&self) -> Option<Hc> {
        self.pattern.contains("{h").then_some(self.hc)
    }

    /// The parts of one date.
    pub(crate) fn format(&self, f: &Fields, zone: &Zone) -> Vec<Part> {
        let mut parts = Vec::new();
        self.write(&self.pattern, f, zone, "", &mut parts);
        parts
    }

    fn write(
        &self,
        pattern: &str,
        f: &Fields,
        zone: &Zone,
        src: &'static str,
        out: &mut Vec<Part>,
    ) {
        let mut rest = pattern;
        while !rest.is_empty() {
            if let Some(after) = rest.strip_prefix('{') {
                let end = after.find('}').unwrap_or(after.len());
                let (ty, value) = self.field(&after[..end], f, zone, pattern);
                out.push((ty, value, src));
                rest = after.get(end + 1..).unwrap_or("");
            } else {
                let end = rest.find('{').unwrap_or(rest.len());
                push_literal(out, &rest[..end], src);
                rest = &rest[end..];
            }
        }
    }

    fn field(&self, token: &str, f: &Fields, zone: &Zone, pattern: &str) -> (&'static str, String) {
        let year_of_era = if f.year <= 0 { 1 - f.year } else { f.year };
        let bc = f.year <= 0;
        let pad = |n: u32, two: bool| {
            if two {
                format!("{n:02}")
            } else {
                n.to_string()
            }
        };
        match token {
            "EEE" => ("weekday", WEEKDAYS[usize::from(f.weekday)][..3].to_owned()),
            "EEEE" => ("weekday", WEEKDAYS[usize::from(f.weekday)].to_owned()),
            "EEEEE" => ("weekday", WEEKDAYS[usize::from(f.weekday)][..1].to_owned()),
            "G" => ("era", if bc { "BC" } else { "AD" }.to_owned()),
            "GGGG" => (
                "era",
                if bc { "Before Christ" } else { "Anno Domini" }.to_owned(),
            ),
            "GGGGG" => ("era", if bc { "B" } else { "A" }.to_owned()),
            "y" => ("year", year_of_era.to_string()),
            "yy" => ("year", format!("{:02}", year_of_era % 100)),
            "M" | "MM" => ("month", pad(u32::from(f.month), token == "MM")),
            "MMM" => ("month", MONTHS[usize::from(f.month - 1)][..3].to_owned()),
            "MMMM" => ("month", MONTHS[usize::from(f.month - 1)].to_owned()),
            "MMMMM" => ("month", MONTHS[usize::from(f.month - 1)][..1].to_owned()),
            "d" | "dd" => ("day", pad(u32::from(f.day), token == "dd")),
            "a" => (
                "dayPeriod",
                if f.hour < 12 { "AM" } else { "PM" }.to_owned(),
            ),
            "B" => ("dayPeriod", self.day_period(f, pattern).to_owned()),
            "h" | "hh" => {
                let h = match self.hc {
                    Hc::H12 if f.hour % 12 == 0 => 12,
                    Hc::H12 | Hc::H11 => f.hour % 12,
                    Hc::H23 => f.hour,
                    Hc::H24 if f.hour == 0 => 24,
                    Hc::H24 => f.hour,
                };
                ("hour", pad(u32::from(h), token == "hh"))
            }
            "m" | "mm" => ("minute", pad(u32::from(f.minute), token == "mm")),
            "s" | "ss" => ("second", pad(u32::from(f.second), token == "ss")),
            "S" | "SS" | "SSS" => {
                let ms = format!("{:03}", f.ms);
                ("fractionalSecond", ms[..token.len()].to_owned())
            }
            "z" => ("timeZoneName", self.zone_name(zone)),
            _ => ("literal", String::new()),
        }
    }

    fn day_period(&self, f: &Fields, pattern: &str) -> &'static str {
        let noon = f.hour == 12
            && (!pattern.contains("{m") || f.minute == 0)
            && (!pattern.contains("{s") || f.second == 0);
        match f.hour {
            _ if noon && self.narrow_day_period => "n",
            _ if noon => "noon",
            0..=11 => "in the morning",
            12..=17 => "in the afternoon",
            18..=20 => "in the evening",
            _ => "at night",
        }
    }

    fn zone_name(&self, zone: &Zone) -> String {
        let style = self.zone_style.unwrap_or(TimeZoneName::Short);
        let column = match style {
            TimeZoneName::Short => 0,
            TimeZoneName::Long => 1,
            TimeZoneName::ShortOffset => 2,
            TimeZoneName::LongOffset => 3,
            TimeZoneName::ShortGeneric => 4,
            TimeZoneName::LongGeneric => 5,
        };
        if let Some(row) = zone.row {
            return row[column * 2 + usize::from(zone.july)].to_owned();
        }
        let o = zone.offset_seconds;
        let sign = if o < 0 { '-' } else { '+' };
        let (h, m) = (o.abs() / 3600, o.abs() % 3600 / 60);
        match style {
            TimeZoneName::Short | TimeZoneName::ShortOffset | TimeZoneName::ShortGeneric => {
                if m == 0 {
                    format!("GMT{sign}{h}")
                } else {
                    format!("GMT{sign}{h}:{m:02}")
                }
            }
            _ => format!("GMT{sign}{h:02}:{m:02}"),
        }
    }

    /// The parts of a range, as `formatRangeToParts` gives them.
    pub(crate) fn format_range(&self, a: &Fields, b: &Fields, za: &Zone, zb: &Zone) -> Vec<Part> {
        let level = if a.year != b.year {
            0
        } else if a.month != b.month {
            1
        } else if a.day != b.day {
            2
        } else if (a.hour < 12) != (b.hour < 12) {
            3
        } else if a.hour != b.hour {
            4
        } else if a.minute != b.minute {
            5
        } else if a.second != b.second {
            6
        } else if a.ms != b.ms {
            7
        } else {
            8
        };
        let date = self.components.date_index();
        let time = self.components.time_index();
        let shows = |c: &str| self.pattern.contains(c);
        let seconds = self.components.time[2] != 0 || self.components.time[3] != 0;
        // Past the date, ICU formats with the interval skeleton: a long zone name becomes
        // the short one, and an offset is left out (but times with seconds alone keep
        // the zone as formatted).
        let iv = if seconds && date.is_none() {
            self.clone()
        } else {
            self.interval()
        };
        let mut out = Vec::new();
        if level >= 3 && date.is_some() && time.is_some() && seconds {
            // ICU has no interval patterns with seconds: after the shared date (numeric,
            // not 2-digit) comes each end's whole time.
            if level == 7 && !shows("{S") || level == 8 {
                self.write(&self.pattern, a, za, "shared", &mut out);
                return out;
            }
            let date_pattern = POOL[DATE[date.unwrap_or(0)] as usize]
                .replace("{MM}", "{M}")
                .replace("{dd}", "{d}");
            iv.write(&date_pattern, a, za, "shared", &mut out);
            push_literal(&mut out, ", ", "shared");
            let time_pattern = iv.whole_time_pattern();
            iv.write(&time_pattern, a, za, "startRange", &mut out);
            push_literal(&mut out, "\u{2009}\u{2013}\u{2009}", "shared");
            iv.write(&time_pattern, b, zb, "endRange", &mut out);
            return out;
        }
        let range = match level {
            0..=2 => match (date, time) {
                (Some(d), None) => Some(POOL[DATE_RANGE[d * 3 + level] as usize]),
                (None, None) => Some(""),
                _ => None,
            },
            3..=5 => match iv.components.time_index() {
                // A range whose fields are all shared is one date, formatted as such.
                Some(t) => Some(POOL[TIME_RANGE[t * 3 + level - 3] as usize])
                    .filter(|r| r.contains('<') || r.contains('>'))
                    .or(Some("")),
                None => Some(""),
            },
            6 if shows("{s") => None,
            7 if shows("{S") => None,
            _ => Some(""),
        };
        match range {
            // The fields shown are the same: one date.
            Some("") => self.write(&self.pattern, a, za, "shared", &mut out),
            // A time range after a shared date.
            Some(r) if level >= 3 && date.is_some() => {
                // A time range after the shared date, always with a comma.
                let date_pattern = POOL[DATE[date.unwrap_or(0)] as usize];
                iv.write(date_pattern, a, za, "shared", &mut out);
                push_literal(&mut out, ", ", "shared");
                iv.write_range(r, a, b, za, zb, &mut out);
            }
            Some(r) if level >= 3 => iv.write_range(r, a, b, za, zb, &mut out),
            Some(r) => self.write_range(r, a, b, za, zb, &mut out),
            _ => {
                // Two whole dates. When the greatest field that differs is not shown, ICU
                // adds it and the smaller date fields to the skeleton (`yMd` when there is
                // no date; nothing when the time shows seconds), and an interval's hour is
                // numeric.
                let c = self.components;
                let added = if level >= 3 {
                    None
                } else if c.date == [0; 5] {
                    Some([0, 0, 1, 1, 1])
                } else if !seconds && c.date[2 + level] == 0 {
                    let mut date = c.date;
                    for field in &mut date[2 + level..] {
                        if *field == 0 {
                            *field = 1;
                        }
                    }
                    Some(date)
                } else if level == 1 && !seconds && c.date[2] == 0 && c.date[4] == 0 {
                    // A month without a year: ICU adds the day too.
                    Some([c.date[0], c.date[1], 0, c.date[3], 1])
                } else {
                    None
                };
                let mut pattern = match added {
                    Some(date) => Self::new(Components { date, ..c }, None).pattern,
                    None => self.pattern.clone(),
                };
                // A time alone, given the date, loses an offset zone as intervals do.
                let offset = matches!(
                    self.zone_style,
                    Some(TimeZoneName::ShortOffset | TimeZoneName::LongOffset)
                );
                if level < 3 && c.date == [0; 5] && offset {
                    pattern = pattern.replace(" {z}", "");
                }
                if matches!(self.hc, Hc::H11 | Hc::H12) {
                    pattern = pattern.replace("{hh}", "{h}");
                }
                self.write(&pattern, a, za, "startRange", &mut out);
                push_literal(&mut out, "\u{2009}\u{2013}\u{2009}", "shared");
                self.write(&pattern, b, zb, "endRange", &mut out);
            }
        }
        out
    }

    /// This formatter as ICU's interval formatter uses it past the date: a long zone name
    /// (specific or generic) shown as the short one, an offset not shown.
    fn interval(&self) -> Self {
        let mut me = self.clone();
        match self.zone_style {
            Some(TimeZoneName::Long) => me.zone_style = Some(TimeZoneName::Short),
            Some(TimeZoneName::LongGeneric) => me.zone_style = Some(TimeZoneName::ShortGeneric),
            Some(TimeZoneName::ShortOffset | TimeZoneName::LongOffset) => {
                me.zone_style = None;
                me.components.zone = None;
                me.pattern = me.pattern.replace(" {z}", "").replace("{z}", "");
            }
            _ => {}
        }
        me
    }

    /// The time fields of this formatter alone, as one end of an interval shows them.
    fn whole_time_pattern(&self) -> String {
        let time = self
            .components
            .time_index()
            .map_or("", |t| POOL[TIME[t] as usize]);
        if matches!(self.hc, Hc::H11 | Hc::H12) {
            time.replace("{hh}", "{h}")
        } else {
            time.to_owned()
        }
    }

    fn write_range(
        &self,
        r: &str,
        a: &Fields,
        b: &Fields,
        za: &Zone,
        zb: &Zone,
        out: &mut Vec<Part>,
    ) {
        let mut rest = r;
        while let Some(c) = rest.chars().next() {
            let close = if c == '{' { '}' } else { ']' };
            let end = rest.find(close).unwrap_or(rest.len());
            let body = &rest[1..end];
            let (src, body) = body.split_at(body.len().min(1));
            let (source, f, z) = match src {
                "<" => ("startRange", a, za),
                ">" => ("endRange", b, zb),
                _ => ("shared", a, za),
            };
            if c == '{' {
                let (ty, value) = self.field(body, f, z, &self.pattern);
                out.push((ty, value, source));
            } else {
                push_literal(out, body, source);
            }
            rest = rest.get(end + 1..).unwrap_or("");
        }
    }
}

fn push_literal(out: &mut Vec<Part>, text: &str, src: &'static str) {
    if text.is_empty() {
        return;
    }
    if let Some(last) = out.last_mut()
        && last.0 == "literal"
        && last.2 == src
    {
        last.1.push_str(text);
        return;
    }
    out.push(("literal", text.to_owned(), src));
}
