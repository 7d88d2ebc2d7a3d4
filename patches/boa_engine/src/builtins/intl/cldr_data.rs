//! CLDR data as node 20 (ICU 74) formats with it, written by `scripts/intl-data.js`
//! from real node's `formatToParts` (Unicode data: see the script). evloop: the
//! tables behind currency, percent, unit and relative-time formatting. Do not edit.
#![allow(clippy::all)]

/// One part of a pattern: (type, value); `number`, `sign` and `currency` parts have
/// an empty value, filled in at format time.
pub(crate) type Pattern = &'static [(&'static str, &'static str)];

/// A currency in one locale: code, symbol, narrow symbol, names by plural category.
pub(crate) struct Currency {
    pub(crate) code: &'static str,
    pub(crate) symbol: &'static str,
    pub(crate) narrow: &'static str,
    pub(crate) names: &'static [(&'static str, &'static str)],
}

/// A unit in one locale: for short, long and narrow, the patterns by plural category.
pub(crate) struct Unit {
    pub(crate) id: &'static str,
    pub(crate) display: [&'static [(&'static str, Pattern)]; 3],
}

/// A relative-time unit in one locale: for long, short and narrow, the future and past
/// patterns by plural category, and the `numeric: "auto"` phrases by offset.
#[derive(Debug)]
pub(crate) struct RelativeUnit {
    pub(crate) id: &'static str,
    pub(crate) future: [&'static [(&'static str, Pattern)]; 3],
    pub(crate) past: [&'static [(&'static str, Pattern)]; 3],
    pub(crate) phrases: [&'static [(i8, &'static str)]; 3],
}

/// Patterns are for a positive and a negative number.
pub(crate) struct LocaleData {
    pub(crate) tag: &'static str,
    pub(crate) currency: [Pattern; 2],
    pub(crate) currency_accounting: [Pattern; 2],
    pub(crate) currency_name: [Pattern; 2],
    pub(crate) percent: [Pattern; 2],
    pub(crate) currencies: &'static [Currency],
    pub(crate) units: &'static [Unit],
    pub(crate) relative: &'static [RelativeUnit],
}

/// Currencies whose minor unit is not 2 digits.
pub(crate) static CURRENCY_DIGITS: &[(&str, u8)] = &[
    ("AFN", 0),
    ("ALL", 0),
    ("BHD", 3),
    ("BIF", 0),
    ("CLP", 0),
    ("COP", 0),
    ("DJF", 0),
    ("GNF", 0),
    ("HUF", 0),
    ("IDR", 0),
    ("IQD", 0),
    ("IRR", 0),
    ("ISK", 0),
    ("JOD", 3),
    ("JPY", 0),
    ("KMF", 0),
    ("KPW", 0),
    ("KRW", 0),
    ("KWD", 3),
    ("LAK", 0),
    ("LBP", 0),
    ("LYD", 3),
    ("MGA", 0),
    ("MMK", 0),
    ("OMR", 3),
    ("PKR", 0),
    ("PYG", 0),
    ("RWF", 0),
    ("SLL", 0),
    ("SOS", 0),
    ("SYP", 0),
    ("TND", 3),
    ("UGX", 0),
    ("VND", 0),
    ("VUV", 0),
    ("XAF", 0),
    ("XOF", 0),
    ("XPF", 0),
    ("YER", 0),
];

static EN_CURRENCIES: &[Currency] = &[
    Currency {
        code: "AED",
        symbol: "AED",
        narrow: "AED",
        names: &[("one", "UAE dirhams"), ("other", "UAE dirhams")],
    },
    Currency {
        code: "AFN",
        symbol: "AFN",
        narrow: "\u{60b}",
        names: &[("one", "Afghan Afghani"), ("other", "Afghan Afghanis")],
    },
    Currency {
        code: "ALL",
        symbol: "ALL",
        narrow: "ALL",
        names: &[("one", "Albanian lek"), ("other", "Albanian lek\u{eb}")],
    },
    Currency {
        code: "AMD",
        symbol: "AMD",
        narrow: "\u{58f}",
        names: &[("one", "Armenian drams"), ("other", "Armenian drams")],
    },
    Currency {
        code: "ANG",
        symbol: "ANG",
        narrow: "ANG",
        names: &[
            ("one", "Netherlands Antillean guilders"),
            ("other", "Netherlands Antillean guilders"),
        ],
    },
    Currency {
        code: "AOA",
        symbol: "AOA",
        narrow: "Kz",
        names: &[("one", "Angolan kwanzas"), ("other", "Angolan kwanzas")],
    },
    Currency {
        code: "ARS",
        symbol: "ARS",
        narrow: "$",
        names: &[("one", "Argentine pesos"), ("other", "Argentine pesos")],
    },
    Currency {
        code: "AUD",
        symbol: "A$",
        narrow: "$",
        names: &[
            ("one", "Australian dollars"),
            ("other", "Australian dollars"),
        ],
    },
    Currency {
        code: "AWG",
        symbol: "AWG",
        narrow: "AWG",
        names: &[("one", "Aruban florin"), ("other", "Aruban florin")],
    },
    Currency {
        code: "AZN",
        symbol: "AZN",
        narrow: "\u{20bc}",
        names: &[
            ("one", "Azerbaijani manats"),
            ("other", "Azerbaijani manats"),
        ],
    },
    Currency {
        code: "BAM",
        symbol: "BAM",
        narrow: "KM",
        names: &[
            ("one", "Bosnia-Herzegovina convertible marks"),
            ("other", "Bosnia-Herzegovina convertible marks"),
        ],
    },
    Currency {
        code: "BBD",
        symbol: "BBD",
        narrow: "$",
        names: &[("one", "Barbadian dollars"), ("other", "Barbadian dollars")],
    },
    Currency {
        code: "BDT",
        symbol: "BDT",
        narrow: "\u{9f3}",
        names: &[("one", "Bangladeshi takas"), ("other", "Bangladeshi takas")],
    },
    Currency {
        code: "BGN",
        symbol: "BGN",
        narrow: "BGN",
        names: &[("one", "Bulgarian leva"), ("other", "Bulgarian leva")],
    },
    Currency {
        code: "BHD",
        symbol: "BHD",
        narrow: "BHD",
        names: &[("one", "Bahraini dinars"), ("other", "Bahraini dinars")],
    },
    Currency {
        code: "BIF",
        symbol: "BIF",
        narrow: "BIF",
        names: &[("one", "Burundian franc"), ("other", "Burundian francs")],
    },
    Currency {
        code: "BMD",
        symbol: "BMD",
        narrow: "$",
        names: &[("one", "Bermudan dollars"), ("other", "Bermudan dollars")],
    },
    Currency {
        code: "BND",
        symbol: "BND",
        narrow: "$",
        names: &[("one", "Brunei dollars"), ("other", "Brunei dollars")],
    },
    Currency {
        code: "BOB",
        symbol: "BOB",
        narrow: "Bs",
        names: &[
            ("one", "Bolivian bolivianos"),
            ("other", "Bolivian bolivianos"),
        ],
    },
    Currency {
        code: "BRL",
        symbol: "R$",
        narrow: "R$",
        names: &[("one", "Brazilian reals"), ("other", "Brazilian reals")],
    },
    Currency {
        code: "BSD",
        symbol: "BSD",
        narrow: "$",
        names: &[("one", "Bahamian dollars"), ("other", "Bahamian dollars")],
    },
    Currency {
        code: "BTN",
        symbol: "BTN",
        narrow: "BTN",
        names: &[
            ("one", "Bhutanese ngultrums"),
            ("other", "Bhutanese ngultrums"),
        ],
    },
    Currency {
        code: "BWP",
        symbol: "BWP",
        narrow: "P",
        names: &[("one", "Botswanan pulas"), ("other", "Botswanan pulas")],
    },
    Currency {
        code: "BYN",
        symbol: "BYN",
        narrow: "BYN",
        names: &[("one", "Belarusian rubles"), ("other", "Belarusian rubles")],
    },
    Currency {
        code: "BZD",
        symbol: "BZD",
        narrow: "$",
        names: &[("one", "Belize dollars"), ("other", "Belize dollars")],
    },
    Currency {
        code: "CAD",
        symbol: "CA$",
        narrow: "$",
        names: &[("one", "Canadian dollars"), ("other", "Canadian dollars")],
    },
    Currency {
        code: "CDF",
        symbol: "CDF",
        narrow: "CDF",
        names: &[("one", "Congolese francs"), ("other", "Congolese francs")],
    },
    Currency {
        code: "CHF",
        symbol: "CHF",
        narrow: "CHF",
        names: &[("one", "Swiss francs"), ("other", "Swiss francs")],
    },
    Currency {
        code: "CLP",
        symbol: "CLP",
        narrow: "$",
        names: &[("one", "Chilean peso"), ("other", "Chilean pesos")],
    },
    Currency {
        code: "CNY",
        symbol: "CN\u{a5}",
        narrow: "\u{a5}",
        names: &[("one", "Chinese yuan"), ("other", "Chinese yuan")],
    },
    Currency {
        code: "COP",
        symbol: "COP",
        narrow: "$",
        names: &[("one", "Colombian peso"), ("other", "Colombian pesos")],
    },
    Currency {
        code: "CRC",
        symbol: "CRC",
        narrow: "\u{20a1}",
        names: &[
            ("one", "Costa Rican col\u{f3}ns"),
            ("other", "Costa Rican col\u{f3}ns"),
        ],
    },
    Currency {
        code: "CUC",
        symbol: "CUC",
        narrow: "$",
        names: &[
            ("one", "Cuban convertible pesos"),
            ("other", "Cuban convertible pesos"),
        ],
    },
    Currency {
        code: "CUP",
        symbol: "CUP",
        narrow: "$",
        names: &[("one", "Cuban pesos"), ("other", "Cuban pesos")],
    },
    Currency {
        code: "CVE",
        symbol: "CVE",
        narrow: "CVE",
        names: &[
            ("one", "Cape Verdean escudos"),
            ("other", "Cape Verdean escudos"),
        ],
    },
    Currency {
        code: "CZK",
        symbol: "CZK",
        narrow: "K\u{10d}",
        names: &[("one", "Czech korunas"), ("other", "Czech korunas")],
    },
    Currency {
        code: "DJF",
        symbol: "DJF",
        narrow: "DJF",
        names: &[("one", "Djiboutian franc"), ("other", "Djiboutian francs")],
    },
    Currency {
        code: "DKK",
        symbol: "DKK",
        narrow: "kr",
        names: &[("one", "Danish kroner"), ("other", "Danish kroner")],
    },
    Currency {
        code: "DOP",
        symbol: "DOP",
        narrow: "$",
        names: &[("one", "Dominican pesos"), ("other", "Dominican pesos")],
    },
    Currency {
        code: "DZD",
        symbol: "DZD",
        narrow: "DZD",
        names: &[("one", "Algerian dinars"), ("other", "Algerian dinars")],
    },
    Currency {
        code: "EGP",
        symbol: "EGP",
        narrow: "E\u{a3}",
        names: &[("one", "Egyptian pounds"), ("other", "Egyptian pounds")],
    },
    Currency {
        code: "ERN",
        symbol: "ERN",
        narrow: "ERN",
        names: &[("one", "Eritrean nakfas"), ("other", "Eritrean nakfas")],
    },
    Currency {
        code: "ETB",
        symbol: "ETB",
        narrow: "ETB",
        names: &[("one", "Ethiopian birrs"), ("other", "Ethiopian birrs")],
    },
    Currency {
        code: "EUR",
        symbol: "\u{20ac}",
        narrow: "\u{20ac}",
        names: &[("one", "euros"), ("other", "euros")],
    },
    Currency {
        code: "FJD",
        symbol: "FJD",
        narrow: "$",
        names: &[("one", "Fijian dollars"), ("other", "Fijian dollars")],
    },
    Currency {
        code: "FKP",
        symbol: "FKP",
        narrow: "\u{a3}",
        names: &[
            ("one", "Falkland Islands pounds"),
            ("other", "Falkland Islands pounds"),
        ],
    },
    Currency {
        code: "GBP",
        symbol: "\u{a3}",
        narrow: "\u{a3}",
        names: &[("one", "British pounds"), ("other", "British pounds")],
    },
    Currency {
        code: "GEL",
        symbol: "GEL",
        narrow: "\u{20be}",
        names: &[("one", "Georgian laris"), ("other", "Georgian laris")],
    },
    Currency {
        code: "GHS",
        symbol: "GHS",
        narrow: "GH\u{20b5}",
        names: &[("one", "Ghanaian cedis"), ("other", "Ghanaian cedis")],
    },
    Currency {
        code: "GIP",
        symbol: "GIP",
        narrow: "\u{a3}",
        names: &[("one", "Gibraltar pounds"), ("other", "Gibraltar pounds")],
    },
    Currency {
        code: "GMD",
        symbol: "GMD",
        narrow: "GMD",
        names: &[("one", "Gambian dalasis"), ("other", "Gambian dalasis")],
    },
    Currency {
        code: "GNF",
        symbol: "GNF",
        narrow: "FG",
        names: &[("one", "Guinean franc"), ("other", "Guinean francs")],
    },
    Currency {
        code: "GTQ",
        symbol: "GTQ",
        narrow: "Q",
        names: &[
            ("one", "Guatemalan quetzals"),
            ("other", "Guatemalan quetzals"),
        ],
    },
    Currency {
        code: "GYD",
        symbol: "GYD",
        narrow: "$",
        names: &[("one", "Guyanaese dollars"), ("other", "Guyanaese dollars")],
    },
    Currency {
        code: "HKD",
        symbol: "HK$",
        narrow: "$",
        names: &[("one", "Hong Kong dollars"), ("other", "Hong Kong dollars")],
    },
    Currency {
        code: "HNL",
        symbol: "HNL",
        narrow: "L",
        names: &[("one", "Honduran lempiras"), ("other", "Honduran lempiras")],
    },
    Currency {
        code: "HRK",
        symbol: "HRK",
        narrow: "kn",
        names: &[("one", "Croatian kunas"), ("other", "Croatian kunas")],
    },
    Currency {
        code: "HTG",
        symbol: "HTG",
        narrow: "HTG",
        names: &[("one", "Haitian gourdes"), ("other", "Haitian gourdes")],
    },
    Currency {
        code: "HUF",
        symbol: "HUF",
        narrow: "Ft",
        names: &[("one", "Hungarian forint"), ("other", "Hungarian forints")],
    },
    Currency {
        code: "IDR",
        symbol: "IDR",
        narrow: "Rp",
        names: &[
            ("one", "Indonesian rupiah"),
            ("other", "Indonesian rupiahs"),
        ],
    },
    Currency {
        code: "ILS",
        symbol: "\u{20aa}",
        narrow: "\u{20aa}",
        names: &[
            ("one", "Israeli new shekels"),
            ("other", "Israeli new shekels"),
        ],
    },
    Currency {
        code: "INR",
        symbol: "\u{20b9}",
        narrow: "\u{20b9}",
        names: &[("one", "Indian rupees"), ("other", "Indian rupees")],
    },
    Currency {
        code: "IQD",
        symbol: "IQD",
        narrow: "IQD",
        names: &[("one", "Iraqi dinar"), ("other", "Iraqi dinars")],
    },
    Currency {
        code: "IRR",
        symbol: "IRR",
        narrow: "IRR",
        names: &[("one", "Iranian rial"), ("other", "Iranian rials")],
    },
    Currency {
        code: "ISK",
        symbol: "ISK",
        narrow: "kr",
        names: &[
            ("one", "Icelandic kr\u{f3}na"),
            ("other", "Icelandic kr\u{f3}nur"),
        ],
    },
    Currency {
        code: "JMD",
        symbol: "JMD",
        narrow: "$",
        names: &[("one", "Jamaican dollars"), ("other", "Jamaican dollars")],
    },
    Currency {
        code: "JOD",
        symbol: "JOD",
        narrow: "JOD",
        names: &[("one", "Jordanian dinars"), ("other", "Jordanian dinars")],
    },
    Currency {
        code: "JPY",
        symbol: "\u{a5}",
        narrow: "\u{a5}",
        names: &[("one", "Japanese yen"), ("other", "Japanese yen")],
    },
    Currency {
        code: "KES",
        symbol: "KES",
        narrow: "KES",
        names: &[("one", "Kenyan shillings"), ("other", "Kenyan shillings")],
    },
    Currency {
        code: "KGS",
        symbol: "KGS",
        narrow: "\u{20c0}",
        names: &[("one", "Kyrgyz soms"), ("other", "Kyrgyz soms")],
    },
    Currency {
        code: "KHR",
        symbol: "KHR",
        narrow: "\u{17db}",
        names: &[("one", "Cambodian riels"), ("other", "Cambodian riels")],
    },
    Currency {
        code: "KMF",
        symbol: "KMF",
        narrow: "CF",
        names: &[("one", "Comorian franc"), ("other", "Comorian francs")],
    },
    Currency {
        code: "KPW",
        symbol: "KPW",
        narrow: "\u{20a9}",
        names: &[("one", "North Korean won"), ("other", "North Korean won")],
    },
    Currency {
        code: "KRW",
        symbol: "\u{20a9}",
        narrow: "\u{20a9}",
        names: &[("one", "South Korean won"), ("other", "South Korean won")],
    },
    Currency {
        code: "KWD",
        symbol: "KWD",
        narrow: "KWD",
        names: &[("one", "Kuwaiti dinars"), ("other", "Kuwaiti dinars")],
    },
    Currency {
        code: "KYD",
        symbol: "KYD",
        narrow: "$",
        names: &[
            ("one", "Cayman Islands dollars"),
            ("other", "Cayman Islands dollars"),
        ],
    },
    Currency {
        code: "KZT",
        symbol: "KZT",
        narrow: "\u{20b8}",
        names: &[
            ("one", "Kazakhstani tenges"),
            ("other", "Kazakhstani tenges"),
        ],
    },
    Currency {
        code: "LAK",
        symbol: "LAK",
        narrow: "\u{20ad}",
        names: &[("one", "Laotian kip"), ("other", "Laotian kips")],
    },
    Currency {
        code: "LBP",
        symbol: "LBP",
        narrow: "L\u{a3}",
        names: &[("one", "Lebanese pound"), ("other", "Lebanese pounds")],
    },
    Currency {
        code: "LKR",
        symbol: "LKR",
        narrow: "Rs",
        names: &[("one", "Sri Lankan rupees"), ("other", "Sri Lankan rupees")],
    },
    Currency {
        code: "LRD",
        symbol: "LRD",
        narrow: "$",
        names: &[("one", "Liberian dollars"), ("other", "Liberian dollars")],
    },
    Currency {
        code: "LSL",
        symbol: "LSL",
        narrow: "LSL",
        names: &[("one", "Lesotho lotis"), ("other", "Lesotho lotis")],
    },
    Currency {
        code: "LYD",
        symbol: "LYD",
        narrow: "LYD",
        names: &[("one", "Libyan dinars"), ("other", "Libyan dinars")],
    },
    Currency {
        code: "MAD",
        symbol: "MAD",
        narrow: "MAD",
        names: &[("one", "Moroccan dirhams"), ("other", "Moroccan dirhams")],
    },
    Currency {
        code: "MDL",
        symbol: "MDL",
        narrow: "MDL",
        names: &[("one", "Moldovan lei"), ("other", "Moldovan lei")],
    },
    Currency {
        code: "MGA",
        symbol: "MGA",
        narrow: "Ar",
        names: &[("one", "Malagasy ariary"), ("other", "Malagasy ariaries")],
    },
    Currency {
        code: "MKD",
        symbol: "MKD",
        narrow: "MKD",
        names: &[("one", "Macedonian denari"), ("other", "Macedonian denari")],
    },
    Currency {
        code: "MMK",
        symbol: "MMK",
        narrow: "K",
        names: &[("one", "Myanmar kyat"), ("other", "Myanmar kyats")],
    },
    Currency {
        code: "MNT",
        symbol: "MNT",
        narrow: "\u{20ae}",
        names: &[("one", "Mongolian tugriks"), ("other", "Mongolian tugriks")],
    },
    Currency {
        code: "MOP",
        symbol: "MOP",
        narrow: "MOP",
        names: &[("one", "Macanese patacas"), ("other", "Macanese patacas")],
    },
    Currency {
        code: "MRU",
        symbol: "MRU",
        narrow: "MRU",
        names: &[
            ("one", "Mauritanian ouguiyas"),
            ("other", "Mauritanian ouguiyas"),
        ],
    },
    Currency {
        code: "MUR",
        symbol: "MUR",
        narrow: "Rs",
        names: &[("one", "Mauritian rupees"), ("other", "Mauritian rupees")],
    },
    Currency {
        code: "MVR",
        symbol: "MVR",
        narrow: "MVR",
        names: &[
            ("one", "Maldivian rufiyaas"),
            ("other", "Maldivian rufiyaas"),
        ],
    },
    Currency {
        code: "MWK",
        symbol: "MWK",
        narrow: "MWK",
        names: &[("one", "Malawian kwachas"), ("other", "Malawian kwachas")],
    },
    Currency {
        code: "MXN",
        symbol: "MX$",
        narrow: "$",
        names: &[("one", "Mexican pesos"), ("other", "Mexican pesos")],
    },
    Currency {
        code: "MYR",
        symbol: "MYR",
        narrow: "RM",
        names: &[
            ("one", "Malaysian ringgits"),
            ("other", "Malaysian ringgits"),
        ],
    },
    Currency {
        code: "MZN",
        symbol: "MZN",
        narrow: "MZN",
        names: &[
            ("one", "Mozambican meticals"),
            ("other", "Mozambican meticals"),
        ],
    },
    Currency {
        code: "NAD",
        symbol: "NAD",
        narrow: "$",
        names: &[("one", "Namibian dollars"), ("other", "Namibian dollars")],
    },
    Currency {
        code: "NGN",
        symbol: "NGN",
        narrow: "\u{20a6}",
        names: &[("one", "Nigerian nairas"), ("other", "Nigerian nairas")],
    },
    Currency {
        code: "NIO",
        symbol: "NIO",
        narrow: "C$",
        names: &[
            ("one", "Nicaraguan c\u{f3}rdobas"),
            ("other", "Nicaraguan c\u{f3}rdobas"),
        ],
    },
    Currency {
        code: "NOK",
        symbol: "NOK",
        narrow: "kr",
        names: &[("one", "Norwegian kroner"), ("other", "Norwegian kroner")],
    },
    Currency {
        code: "NPR",
        symbol: "NPR",
        narrow: "Rs",
        names: &[("one", "Nepalese rupees"), ("other", "Nepalese rupees")],
    },
    Currency {
        code: "NZD",
        symbol: "NZ$",
        narrow: "$",
        names: &[
            ("one", "New Zealand dollars"),
            ("other", "New Zealand dollars"),
        ],
    },
    Currency {
        code: "OMR",
        symbol: "OMR",
        narrow: "OMR",
        names: &[("one", "Omani rials"), ("other", "Omani rials")],
    },
    Currency {
        code: "PAB",
        symbol: "PAB",
        narrow: "PAB",
        names: &[
            ("one", "Panamanian balboas"),
            ("other", "Panamanian balboas"),
        ],
    },
    Currency {
        code: "PEN",
        symbol: "PEN",
        narrow: "PEN",
        names: &[("one", "Peruvian soles"), ("other", "Peruvian soles")],
    },
    Currency {
        code: "PGK",
        symbol: "PGK",
        narrow: "PGK",
        names: &[
            ("one", "Papua New Guinean kina"),
            ("other", "Papua New Guinean kina"),
        ],
    },
    Currency {
        code: "PHP",
        symbol: "\u{20b1}",
        narrow: "\u{20b1}",
        names: &[("one", "Philippine pesos"), ("other", "Philippine pesos")],
    },
    Currency {
        code: "PKR",
        symbol: "PKR",
        narrow: "Rs",
        names: &[("one", "Pakistani rupee"), ("other", "Pakistani rupees")],
    },
    Currency {
        code: "PLN",
        symbol: "PLN",
        narrow: "z\u{142}",
        names: &[("one", "Polish zlotys"), ("other", "Polish zlotys")],
    },
    Currency {
        code: "PYG",
        symbol: "PYG",
        narrow: "\u{20b2}",
        names: &[
            ("one", "Paraguayan guarani"),
            ("other", "Paraguayan guaranis"),
        ],
    },
    Currency {
        code: "QAR",
        symbol: "QAR",
        narrow: "QAR",
        names: &[("one", "Qatari riyals"), ("other", "Qatari riyals")],
    },
    Currency {
        code: "RON",
        symbol: "RON",
        narrow: "lei",
        names: &[("one", "Romanian lei"), ("other", "Romanian lei")],
    },
    Currency {
        code: "RSD",
        symbol: "RSD",
        narrow: "RSD",
        names: &[("one", "Serbian dinars"), ("other", "Serbian dinars")],
    },
    Currency {
        code: "RUB",
        symbol: "RUB",
        narrow: "\u{20bd}",
        names: &[("one", "Russian rubles"), ("other", "Russian rubles")],
    },
    Currency {
        code: "RWF",
        symbol: "RWF",
        narrow: "RF",
        names: &[("one", "Rwandan franc"), ("other", "Rwandan francs")],
    },
    Currency {
        code: "SAR",
        symbol: "SAR",
        narrow: "SAR",
        names: &[("one", "Saudi riyals"), ("other", "Saudi riyals")],
    },
    Currency {
        code: "SBD",
        symbol: "SBD",
        narrow: "$",
        names: &[
            ("one", "Solomon Islands dollars"),
            ("other", "Solomon Islands dollars"),
        ],
    },
    Currency {
        code: "SCR",
        symbol: "SCR",
        narrow: "SCR",
        names: &[
            ("one", "Seychellois rupees"),
            ("other", "Seychellois rupees"),
        ],
    },
    Currency {
        code: "SDG",
        symbol: "SDG",
        narrow: "SDG",
        names: &[("one", "Sudanese pounds"), ("other", "Sudanese pounds")],
    },
    Currency {
        code: "SEK",
        symbol: "SEK",
        narrow: "kr",
        names: &[("one", "Swedish kronor"), ("other", "Swedish kronor")],
    },
    Currency {
        code: "SGD",
        symbol: "SGD",
        narrow: "$",
        names: &[("one", "Singapore dollars"), ("other", "Singapore dollars")],
    },
    Currency {
        code: "SHP",
        symbol: "SHP",
        narrow: "\u{a3}",
        names: &[("one", "St. Helena pounds"), ("other", "St. Helena pounds")],
    },
    Currency {
        code: "SLE",
        symbol: "SLE",
        narrow: "SLE",
        names: &[
            ("one", "Sierra Leonean leones"),
            ("other", "Sierra Leonean leones"),
        ],
    },
    Currency {
        code: "SLL",
        symbol: "SLL",
        narrow: "SLL",
        names: &[
            ("one", "Sierra Leonean leone (1964\u{2014}2022)"),
            ("other", "Sierra Leonean leones (1964\u{2014}2022)"),
        ],
    },
    Currency {
        code: "SOS",
        symbol: "SOS",
        narrow: "SOS",
        names: &[("one", "Somali shilling"), ("other", "Somali shillings")],
    },
    Currency {
        code: "SRD",
        symbol: "SRD",
        narrow: "$",
        names: &[
            ("one", "Surinamese dollars"),
            ("other", "Surinamese dollars"),
        ],
    },
    Currency {
        code: "SSP",
        symbol: "SSP",
        narrow: "\u{a3}",
        names: &[
            ("one", "South Sudanese pounds"),
            ("other", "South Sudanese pounds"),
        ],
    },
    Currency {
        code: "STN",
        symbol: "STN",
        narrow: "Db",
        names: &[
            ("one", "S\u{e3}o Tom\u{e9} & Pr\u{ed}ncipe dobras"),
            ("other", "S\u{e3}o Tom\u{e9} & Pr\u{ed}ncipe dobras"),
        ],
    },
    Currency {
        code: "SVC",
        symbol: "SVC",
        narrow: "SVC",
        names: &[
            ("one", "Salvadoran colones"),
            ("other", "Salvadoran colones"),
        ],
    },
    Currency {
        code: "SYP",
        symbol: "SYP",
        narrow: "\u{a3}",
        names: &[("one", "Syrian pound"), ("other", "Syrian pounds")],
    },
    Currency {
        code: "SZL",
        symbol: "SZL",
        narrow: "SZL",
        names: &[("one", "Swazi emalangeni"), ("other", "Swazi emalangeni")],
    },
    Currency {
        code: "THB",
        symbol: "THB",
        narrow: "\u{e3f}",
        names: &[("one", "Thai baht"), ("other", "Thai baht")],
    },
    Currency {
        code: "TJS",
        symbol: "TJS",
        narrow: "TJS",
        names: &[
            ("one", "Tajikistani somonis"),
            ("other", "Tajikistani somonis"),
        ],
    },
    Currency {
        code: "TMT",
        symbol: "TMT",
        narrow: "TMT",
        names: &[
            ("one", "Turkmenistani manat"),
            ("other", "Turkmenistani manat"),
        ],
    },
    Currency {
        code: "TND",
        symbol: "TND",
        narrow: "TND",
        names: &[("one", "Tunisian dinars"), ("other", "Tunisian dinars")],
    },
    Currency {
        code: "TOP",
        symbol: "TOP",
        narrow: "T$",
        names: &[
            ("one", "Tongan pa\u{2bb}anga"),
            ("other", "Tongan pa\u{2bb}anga"),
        ],
    },
    Currency {
        code: "TRY",
        symbol: "TRY",
        narrow: "\u{20ba}",
        names: &[("one", "Turkish Lira"), ("other", "Turkish Lira")],
    },
    Currency {
        code: "TTD",
        symbol: "TTD",
        narrow: "$",
        names: &[
            ("one", "Trinidad & Tobago dollars"),
            ("other", "Trinidad & Tobago dollars"),
        ],
    },
    Currency {
        code: "TWD",
        symbol: "NT$",
        narrow: "$",
        names: &[
            ("one", "New Taiwan dollars"),
            ("other", "New Taiwan dollars"),
        ],
    },
    Currency {
        code: "TZS",
        symbol: "TZS",
        narrow: "TZS",
        names: &[
            ("one", "Tanzanian shillings"),
            ("other", "Tanzanian shillings"),
        ],
    },
    Currency {
        code: "UAH",
        symbol: "UAH",
        narrow: "\u{20b4}",
        names: &[
            ("one", "Ukrainian hryvnias"),
            ("other", "Ukrainian hryvnias"),
        ],
    },
    Currency {
        code: "UGX",
        symbol: "UGX",
        narrow: "UGX",
        names: &[("one", "Ugandan shilling"), ("other", "Ugandan shillings")],
    },
    Currency {
        code: "USD",
        symbol: "$",
        narrow: "$",
        names: &[("one", "US dollars"), ("other", "US dollars")],
    },
    Currency {
        code: "UYU",
        symbol: "UYU",
        narrow: "$",
        names: &[("one", "Uruguayan pesos"), ("other", "Uruguayan pesos")],
    },
    Currency {
        code: "UZS",
        symbol: "UZS",
        narrow: "UZS",
        names: &[("one", "Uzbekistani som"), ("other", "Uzbekistani som")],
    },
    Currency {
        code: "VES",
        symbol: "VES",
        narrow: "VES",
        names: &[
            ("one", "Venezuelan bol\u{ed}vars"),
            ("other", "Venezuelan bol\u{ed}vars"),
        ],
    },
    Currency {
        code: "VND",
        symbol: "\u{20ab}",
        narrow: "\u{20ab}",
        names: &[("one", "Vietnamese dong"), ("other", "Vietnamese dong")],
    },
    Currency {
        code: "VUV",
        symbol: "VUV",
        narrow: "VUV",
        names: &[("one", "Vanuatu vatu"), ("other", "Vanuatu vatus")],
    },
    Currency {
        code: "WST",
        symbol: "WST",
        narrow: "WST",
        names: &[("one", "Samoan tala"), ("other", "Samoan tala")],
    },
    Currency {
        code: "XAF",
        symbol: "FCFA",
        narrow: "FCFA",
        names: &[
            ("one", "Central African CFA franc"),
            ("other", "Central African CFA francs"),
        ],
    },
    Currency {
        code: "XCD",
        symbol: "EC$",
        narrow: "$",
        names: &[
            ("one", "East Caribbean dollars"),
            ("other", "East Caribbean dollars"),
        ],
    },
    Currency {
        code: "XCG",
        symbol: "Cg.",
        narrow: "Cg.",
        names: &[
            ("one", "Caribbean guilders"),
            ("other", "Caribbean guilders"),
        ],
    },
    Currency {
        code: "XDR",
        symbol: "XDR",
        narrow: "XDR",
        names: &[
            ("one", "special drawing rights"),
            ("other", "special drawing rights"),
        ],
    },
    Currency {
        code: "XOF",
        symbol: "F\u{202f}CFA",
        narrow: "F\u{202f}CFA",
        names: &[
            ("one", "West African CFA franc"),
            ("other", "West African CFA francs"),
        ],
    },
    Currency {
        code: "XPF",
        symbol: "CFPF",
        narrow: "CFPF",
        names: &[("one", "CFP franc"), ("other", "CFP francs")],
    },
    Currency {
        code: "XSU",
        symbol: "XSU",
        narrow: "XSU",
        names: &[("one", "Sucres"), ("other", "Sucres")],
    },
    Currency {
        code: "YER",
        symbol: "YER",
        narrow: "YER",
        names: &[("one", "Yemeni rial"), ("other", "Yemeni rials")],
    },
    Currency {
        code: "ZAR",
        symbol: "ZAR",
        narrow: "R",
        names: &[
            ("one", "South African rand"),
            ("other", "South African rand"),
        ],
    },
    Currency {
        code: "ZMW",
        symbol: "ZMW",
        narrow: "ZK",
        names: &[("one", "Zambian kwachas"), ("other", "Zambian kwachas")],
    },
    Currency {
        code: "ZWG",
        symbol: "ZWG",
        narrow: "ZWG",
        names: &[("one", "Zimbabwean gold"), ("other", "Zimbabwean gold")],
    },
    Currency {
        code: "ZWL",
        symbol: "ZWL",
        narrow: "ZWL",
        names: &[
            ("one", "Zimbabwean dollars (2009\u{2013}2024)"),
            ("other", "Zimbabwean dollars (2009\u{2013}2024)"),
        ],
    },
];
static EN_UNITS: &[Unit] = &[
    Unit {
        id: "acre",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ac")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ac")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "acre")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "acres")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "ac")]),
                ("other", &[("number", ""), ("unit", "ac")]),
            ],
        ],
    },
    Unit {
        id: "bit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "bit")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "bit")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "bit")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "bits")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "bit")]),
                ("other", &[("number", ""), ("unit", "bit")]),
            ],
        ],
    },
    Unit {
        id: "byte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "byte")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "byte")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "byte")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "bytes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "B")]),
                ("other", &[("number", ""), ("unit", "B")]),
            ],
        ],
    },
    Unit {
        id: "celsius",
        display: [
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}C")]),
                ("other", &[("number", ""), ("unit", "\u{b0}C")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "degree Celsius")],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "degrees Celsius"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}C")]),
                ("other", &[("number", ""), ("unit", "\u{b0}C")]),
            ],
        ],
    },
    Unit {
        id: "centimeter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "cm")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "cm")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "centimeter")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "centimeters")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "cm")]),
                ("other", &[("number", ""), ("unit", "cm")]),
            ],
        ],
    },
    Unit {
        id: "day",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "day")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "days")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "day")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "days")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "d")]),
                ("other", &[("number", ""), ("unit", "d")]),
            ],
        ],
    },
    Unit {
        id: "degree",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "deg")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "deg")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "degree")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "degrees")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}")]),
                ("other", &[("number", ""), ("unit", "\u{b0}")]),
            ],
        ],
    },
    Unit {
        id: "fahrenheit",
        display: [
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}F")]),
                ("other", &[("number", ""), ("unit", "\u{b0}F")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "degree Fahrenheit"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "degrees Fahrenheit"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}")]),
                ("other", &[("number", ""), ("unit", "\u{b0}")]),
            ],
        ],
    },
    Unit {
        id: "fluid-ounce",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "fl oz")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "fl oz")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "fluid ounce")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "fluid ounces")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "fl oz")]),
                ("other", &[("number", ""), ("unit", "fl oz")]),
            ],
        ],
    },
    Unit {
        id: "foot",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ft")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ft")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "foot")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "feet")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{2032}")]),
                ("other", &[("number", ""), ("unit", "\u{2032}")]),
            ],
        ],
    },
    Unit {
        id: "gallon",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "gal")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gal")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "gallon")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gallons")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "gal")]),
                ("other", &[("number", ""), ("unit", "gal")]),
            ],
        ],
    },
    Unit {
        id: "gigabit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Gb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Gb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "gigabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gigabits")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "Gb")]),
                ("other", &[("number", ""), ("unit", "Gb")]),
            ],
        ],
    },
    Unit {
        id: "gigabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "GB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "GB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "gigabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gigabytes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "GB")]),
                ("other", &[("number", ""), ("unit", "GB")]),
            ],
        ],
    },
    Unit {
        id: "gram",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "g")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "g")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "gram")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "grams")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "g")]),
                ("other", &[("number", ""), ("unit", "g")]),
            ],
        ],
    },
    Unit {
        id: "hectare",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ha")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ha")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "hectare")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "hectares")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "ha")]),
                ("other", &[("number", ""), ("unit", "ha")]),
            ],
        ],
    },
    Unit {
        id: "hour",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "hr")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "hr")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "hour")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "hours")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "h")]),
                ("other", &[("number", ""), ("unit", "h")]),
            ],
        ],
    },
    Unit {
        id: "inch",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "in")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "in")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "inch")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "inches")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{2033}")]),
                ("other", &[("number", ""), ("unit", "\u{2033}")]),
            ],
        ],
    },
    Unit {
        id: "kilobit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "kilobit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kilobits")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "kb")]),
                ("other", &[("number", ""), ("unit", "kb")]),
            ],
        ],
    },
    Unit {
        id: "kilobyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "kilobyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kilobytes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "kB")]),
                ("other", &[("number", ""), ("unit", "kB")]),
            ],
        ],
    },
    Unit {
        id: "kilogram",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kg")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kg")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "kilogram")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kilograms")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "kg")]),
                ("other", &[("number", ""), ("unit", "kg")]),
            ],
        ],
    },
    Unit {
        id: "kilometer",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "km")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "km")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "kilometer")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kilometers")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "km")]),
                ("other", &[("number", ""), ("unit", "km")]),
            ],
        ],
    },
    Unit {
        id: "liter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "L")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "L")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "liter")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "liters")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "L")]),
                ("other", &[("number", ""), ("unit", "L")]),
            ],
        ],
    },
    Unit {
        id: "megabit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "megabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "megabits")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "Mb")]),
                ("other", &[("number", ""), ("unit", "Mb")]),
            ],
        ],
    },
    Unit {
        id: "megabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "MB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "MB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "megabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "megabytes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "MB")]),
                ("other", &[("number", ""), ("unit", "MB")]),
            ],
        ],
    },
    Unit {
        id: "meter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "m")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "m")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "meter")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "meters")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "m")]),
                ("other", &[("number", ""), ("unit", "m")]),
            ],
        ],
    },
    Unit {
        id: "microsecond",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "microsecond")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "microseconds")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{3bc}s")]),
                ("other", &[("number", ""), ("unit", "\u{3bc}s")]),
            ],
        ],
    },
    Unit {
        id: "mile",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mi")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "mi")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mile")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "miles")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "mi")]),
                ("other", &[("number", ""), ("unit", "mi")]),
            ],
        ],
    },
    Unit {
        id: "mile-scandinavian",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "smi")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "smi")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "mile-scandinavian"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "miles-scandinavian"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "smi")]),
                ("other", &[("number", ""), ("unit", "smi")]),
            ],
        ],
    },
    Unit {
        id: "milliliter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mL")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "mL")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "milliliter")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "milliliters")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "mL")]),
                ("other", &[("number", ""), ("unit", "mL")]),
            ],
        ],
    },
    Unit {
        id: "millimeter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mm")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "mm")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "millimeter")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "millimeters")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "mm")]),
                ("other", &[("number", ""), ("unit", "mm")]),
            ],
        ],
    },
    Unit {
        id: "millisecond",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ms")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ms")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "millisecond")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "milliseconds")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "ms")]),
                ("other", &[("number", ""), ("unit", "ms")]),
            ],
        ],
    },
    Unit {
        id: "minute",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "min")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "min")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "minute")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "minutes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "m")]),
                ("other", &[("number", ""), ("unit", "m")]),
            ],
        ],
    },
    Unit {
        id: "month",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mth")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mths")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "month")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "months")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "m")]),
                ("other", &[("number", ""), ("unit", "m")]),
            ],
        ],
    },
    Unit {
        id: "nanosecond",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ns")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ns")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "nanosecond")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "nanoseconds")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "ns")]),
                ("other", &[("number", ""), ("unit", "ns")]),
            ],
        ],
    },
    Unit {
        id: "ounce",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "oz")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "oz")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "ounce")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "ounces")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "oz")]),
                ("other", &[("number", ""), ("unit", "oz")]),
            ],
        ],
    },
    Unit {
        id: "percent",
        display: [
            &[
                ("one", &[("number", ""), ("unit", "%")]),
                ("other", &[("number", ""), ("unit", "%")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "percent")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "percent")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "%")]),
                ("other", &[("number", ""), ("unit", "%")]),
            ],
        ],
    },
    Unit {
        id: "petabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "PB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "PB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "petabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "petabytes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "PB")]),
                ("other", &[("number", ""), ("unit", "PB")]),
            ],
        ],
    },
    Unit {
        id: "pound",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "lb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "lb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "pound")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "pounds")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "#")]),
                ("other", &[("number", ""), ("unit", "#")]),
            ],
        ],
    },
    Unit {
        id: "second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "sec")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "sec")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "second")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "seconds")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "s")]),
                ("other", &[("number", ""), ("unit", "s")]),
            ],
        ],
    },
    Unit {
        id: "stone",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "st")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "st")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "stone")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "stones")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "st")]),
                ("other", &[("number", ""), ("unit", "st")]),
            ],
        ],
    },
    Unit {
        id: "terabit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "terabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "terabits")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "Tb")]),
                ("other", &[("number", ""), ("unit", "Tb")]),
            ],
        ],
    },
    Unit {
        id: "terabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "TB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "TB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "terabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "terabytes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "TB")]),
                ("other", &[("number", ""), ("unit", "TB")]),
            ],
        ],
    },
    Unit {
        id: "week",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "wk")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "wks")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "week")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "weeks")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "w")]),
                ("other", &[("number", ""), ("unit", "w")]),
            ],
        ],
    },
    Unit {
        id: "yard",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "yd")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "yd")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "yard")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "yards")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "yd")]),
                ("other", &[("number", ""), ("unit", "yd")]),
            ],
        ],
    },
    Unit {
        id: "year",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "yr")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "yrs")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "year")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "years")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "y")]),
                ("other", &[("number", ""), ("unit", "y")]),
            ],
        ],
    },
    Unit {
        id: "kilometer-per-hour",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "km/h")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "km/h")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilometer per hour"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilometers per hour"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "km/h")]),
                ("other", &[("number", ""), ("unit", "km/h")]),
            ],
        ],
    },
    Unit {
        id: "mile-per-hour",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mph")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mph")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "mile per hour")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "miles per hour")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "mph")]),
                ("other", &[("number", ""), ("unit", "mph")]),
            ],
        ],
    },
    Unit {
        id: "meter-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "m/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "m/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "meter per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "meters per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "m/s")]),
                ("other", &[("number", ""), ("unit", "m/s")]),
            ],
        ],
    },
    Unit {
        id: "foot-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ft/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "ft/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "foot per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "feet per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{2032}/s")]),
                ("other", &[("number", ""), ("unit", "\u{2032}/s")]),
            ],
        ],
    },
    Unit {
        id: "byte-per-second",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "byte/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "byte/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "byte per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "bytes per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "B/s")]),
                ("other", &[("number", ""), ("unit", "B/s")]),
            ],
        ],
    },
    Unit {
        id: "kilobyte-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kB/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobyte per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobytes per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "kB/s")]),
                ("other", &[("number", ""), ("unit", "kB/s")]),
            ],
        ],
    },
    Unit {
        id: "megabyte-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "MB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "MB/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabyte per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabytes per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "MB/s")]),
                ("other", &[("number", ""), ("unit", "MB/s")]),
            ],
        ],
    },
    Unit {
        id: "gigabyte-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "GB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "GB/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabyte per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabytes per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "GB/s")]),
                ("other", &[("number", ""), ("unit", "GB/s")]),
            ],
        ],
    },
    Unit {
        id: "kilobit-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kb/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobit per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobits per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "kb/s")]),
                ("other", &[("number", ""), ("unit", "kb/s")]),
            ],
        ],
    },
    Unit {
        id: "megabit-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Mb/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabit per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabits per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "Mb/s")]),
                ("other", &[("number", ""), ("unit", "Mb/s")]),
            ],
        ],
    },
    Unit {
        id: "gigabit-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Gb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Gb/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabit per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabits per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "Gb/s")]),
                ("other", &[("number", ""), ("unit", "Gb/s")]),
            ],
        ],
    },
    Unit {
        id: "liter-per-kilometer",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "L/km")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "L/km")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "liter per kilometer"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "liters per kilometer"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "L/km")]),
                ("other", &[("number", ""), ("unit", "L/km")]),
            ],
        ],
    },
    Unit {
        id: "kilometer-per-liter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "km/L")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "km/L")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilometer per liter"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilometers per liter"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "km/L")]),
                ("other", &[("number", ""), ("unit", "km/L")]),
            ],
        ],
    },
    Unit {
        id: "mile-per-gallon",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mpg")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mpg")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "mile per gallon"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "miles per gallon"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "mpg")]),
                ("other", &[("number", ""), ("unit", "mpg")]),
            ],
        ],
    },
    Unit {
        id: "gram-per-liter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "g/L")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "g/L")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "gram per liter")],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "grams per liter"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "g/L")]),
                ("other", &[("number", ""), ("unit", "g/L")]),
            ],
        ],
    },
];
static EN_RELATIVE: &[RelativeUnit] = &[
    RelativeUnit {
        id: "year",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " year")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " years")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " yr.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " yr.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", "y")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", "y")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " year ago")]),
                ("other", &[("number", ""), ("literal", " years ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " yr. ago")]),
                ("other", &[("number", ""), ("literal", " yr. ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", "y ago")]),
                ("other", &[("number", ""), ("literal", "y ago")]),
            ],
        ],
        phrases: [
            &[(-1, "last year"), (0, "this year"), (1, "next year")],
            &[(-1, "last yr."), (0, "this yr."), (1, "next yr.")],
            &[(-1, "last yr."), (0, "this yr."), (1, "next yr.")],
        ],
    },
    RelativeUnit {
        id: "quarter",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " quarter")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " quarters")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " qtr.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " qtrs.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", "q")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", "q")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " quarter ago")]),
                ("other", &[("number", ""), ("literal", " quarters ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " qtr. ago")]),
                ("other", &[("number", ""), ("literal", " qtrs. ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", "q ago")]),
                ("other", &[("number", ""), ("literal", "q ago")]),
            ],
        ],
        phrases: [
            &[
                (-1, "last quarter"),
                (0, "this quarter"),
                (1, "next quarter"),
            ],
            &[(-1, "last qtr."), (0, "this qtr."), (1, "next qtr.")],
            &[(-1, "last qtr."), (0, "this qtr."), (1, "next qtr.")],
        ],
    },
    RelativeUnit {
        id: "month",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " month")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " months")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " mo.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " mo.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", "mo")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", "mo")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " month ago")]),
                ("other", &[("number", ""), ("literal", " months ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " mo. ago")]),
                ("other", &[("number", ""), ("literal", " mo. ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", "mo ago")]),
                ("other", &[("number", ""), ("literal", "mo ago")]),
            ],
        ],
        phrases: [
            &[(-1, "last month"), (0, "this month"), (1, "next month")],
            &[(-1, "last mo."), (0, "this mo."), (1, "next mo.")],
            &[(-1, "last mo."), (0, "this mo."), (1, "next mo.")],
        ],
    },
    RelativeUnit {
        id: "week",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " week")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " weeks")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " wk.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " wk.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", "w")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", "w")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " week ago")]),
                ("other", &[("number", ""), ("literal", " weeks ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " wk. ago")]),
                ("other", &[("number", ""), ("literal", " wk. ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", "w ago")]),
                ("other", &[("number", ""), ("literal", "w ago")]),
            ],
        ],
        phrases: [
            &[(-1, "last week"), (0, "this week"), (1, "next week")],
            &[(-1, "last wk."), (0, "this wk."), (1, "next wk.")],
            &[(-1, "last wk."), (0, "this wk."), (1, "next wk.")],
        ],
    },
    RelativeUnit {
        id: "day",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " day")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " days")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " day")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " days")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", "d")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", "d")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " day ago")]),
                ("other", &[("number", ""), ("literal", " days ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " day ago")]),
                ("other", &[("number", ""), ("literal", " days ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", "d ago")]),
                ("other", &[("number", ""), ("literal", "d ago")]),
            ],
        ],
        phrases: [
            &[(-1, "yesterday"), (0, "today"), (1, "tomorrow")],
            &[(-1, "yesterday"), (0, "today"), (1, "tomorrow")],
            &[(-1, "yesterday"), (0, "today"), (1, "tomorrow")],
        ],
    },
    RelativeUnit {
        id: "hour",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " hour")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " hours")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " hr.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " hr.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", "h")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", "h")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " hour ago")]),
                ("other", &[("number", ""), ("literal", " hours ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " hr. ago")]),
                ("other", &[("number", ""), ("literal", " hr. ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", "h ago")]),
                ("other", &[("number", ""), ("literal", "h ago")]),
            ],
        ],
        phrases: [
            &[(0, "this hour")],
            &[(0, "this hour")],
            &[(0, "this hour")],
        ],
    },
    RelativeUnit {
        id: "minute",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " minute")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " minutes")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " min.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " min.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", "m")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", "m")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " minute ago")]),
                ("other", &[("number", ""), ("literal", " minutes ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " min. ago")]),
                ("other", &[("number", ""), ("literal", " min. ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", "m ago")]),
                ("other", &[("number", ""), ("literal", "m ago")]),
            ],
        ],
        phrases: [
            &[(0, "this minute")],
            &[(0, "this minute")],
            &[(0, "this minute")],
        ],
    },
    RelativeUnit {
        id: "second",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " second")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " seconds")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " sec.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " sec.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", "s")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", "s")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " second ago")]),
                ("other", &[("number", ""), ("literal", " seconds ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " sec. ago")]),
                ("other", &[("number", ""), ("literal", " sec. ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", "s ago")]),
                ("other", &[("number", ""), ("literal", "s ago")]),
            ],
        ],
        phrases: [&[(0, "now")], &[(0, "now")], &[(0, "now")]],
    },
];
static EN: LocaleData = LocaleData {
    tag: "en",
    currency: [
        &[("currency", ""), ("number", "")],
        &[("sign", ""), ("currency", ""), ("number", "")],
    ],
    currency_accounting: [
        &[("currency", ""), ("number", "")],
        &[
            ("literal", "("),
            ("currency", ""),
            ("number", ""),
            ("literal", ")"),
        ],
    ],
    currency_name: [
        &[("number", ""), ("literal", " "), ("currency", "")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", " "),
            ("currency", ""),
        ],
    ],
    percent: [
        &[("number", ""), ("percentSign", "%")],
        &[("sign", ""), ("number", ""), ("percentSign", "%")],
    ],
    currencies: EN_CURRENCIES,
    units: EN_UNITS,
    relative: EN_RELATIVE,
};

static EN_GB_CURRENCIES: &[Currency] = &[
    Currency {
        code: "USD",
        symbol: "US$",
        narrow: "$",
        names: &[("one", "US dollars"), ("other", "US dollars")],
    },
    Currency {
        code: "EUR",
        symbol: "\u{20ac}",
        narrow: "\u{20ac}",
        names: &[("one", "euros"), ("other", "euros")],
    },
    Currency {
        code: "JPY",
        symbol: "JP\u{a5}",
        narrow: "\u{a5}",
        names: &[("one", "Japanese yen"), ("other", "Japanese yen")],
    },
    Currency {
        code: "GBP",
        symbol: "\u{a3}",
        narrow: "\u{a3}",
        names: &[("one", "British pounds"), ("other", "British pounds")],
    },
    Currency {
        code: "CNY",
        symbol: "CN\u{a5}",
        narrow: "\u{a5}",
        names: &[("one", "Chinese yuan"), ("other", "Chinese yuan")],
    },
    Currency {
        code: "INR",
        symbol: "\u{20b9}",
        narrow: "\u{20b9}",
        names: &[("one", "Indian rupees"), ("other", "Indian rupees")],
    },
    Currency {
        code: "CAD",
        symbol: "CA$",
        narrow: "$",
        names: &[("one", "Canadian dollars"), ("other", "Canadian dollars")],
    },
    Currency {
        code: "AUD",
        symbol: "A$",
        narrow: "$",
        names: &[
            ("one", "Australian dollars"),
            ("other", "Australian dollars"),
        ],
    },
    Currency {
        code: "CHF",
        symbol: "CHF",
        narrow: "CHF",
        names: &[("one", "Swiss francs"), ("other", "Swiss francs")],
    },
    Currency {
        code: "KRW",
        symbol: "\u{20a9}",
        narrow: "\u{20a9}",
        names: &[("one", "South Korean won"), ("other", "South Korean won")],
    },
    Currency {
        code: "BRL",
        symbol: "R$",
        narrow: "R$",
        names: &[("one", "Brazilian reals"), ("other", "Brazilian reals")],
    },
    Currency {
        code: "MXN",
        symbol: "MX$",
        narrow: "$",
        names: &[("one", "Mexican pesos"), ("other", "Mexican pesos")],
    },
    Currency {
        code: "RUB",
        symbol: "RUB",
        narrow: "\u{20bd}",
        names: &[("one", "Russian roubles"), ("other", "Russian roubles")],
    },
    Currency {
        code: "SEK",
        symbol: "SEK",
        narrow: "kr",
        names: &[("one", "Swedish kronor"), ("other", "Swedish kronor")],
    },
    Currency {
        code: "NOK",
        symbol: "NOK",
        narrow: "kr",
        names: &[("one", "Norwegian kroner"), ("other", "Norwegian kroner")],
    },
    Currency {
        code: "DKK",
        symbol: "DKK",
        narrow: "kr",
        names: &[("one", "Danish kroner"), ("other", "Danish kroner")],
    },
    Currency {
        code: "PLN",
        symbol: "PLN",
        narrow: "z\u{142}",
        names: &[("one", "Polish zlotys"), ("other", "Polish zlotys")],
    },
    Currency {
        code: "HKD",
        symbol: "HK$",
        narrow: "$",
        names: &[("one", "Hong Kong dollars"), ("other", "Hong Kong dollars")],
    },
    Currency {
        code: "SGD",
        symbol: "SGD",
        narrow: "$",
        names: &[("one", "Singapore dollars"), ("other", "Singapore dollars")],
    },
    Currency {
        code: "NZD",
        symbol: "NZ$",
        narrow: "$",
        names: &[
            ("one", "New Zealand dollars"),
            ("other", "New Zealand dollars"),
        ],
    },
    Currency {
        code: "ZAR",
        symbol: "ZAR",
        narrow: "R",
        names: &[
            ("one", "South African rand"),
            ("other", "South African rand"),
        ],
    },
    Currency {
        code: "TRY",
        symbol: "TRY",
        narrow: "\u{20ba}",
        names: &[("one", "Turkish Lira"), ("other", "Turkish Lira")],
    },
    Currency {
        code: "THB",
        symbol: "THB",
        narrow: "\u{e3f}",
        names: &[("one", "Thai baht"), ("other", "Thai baht")],
    },
    Currency {
        code: "IDR",
        symbol: "IDR",
        narrow: "Rp",
        names: &[
            ("one", "Indonesian rupiah"),
            ("other", "Indonesian rupiahs"),
        ],
    },
    Currency {
        code: "CZK",
        symbol: "CZK",
        narrow: "K\u{10d}",
        names: &[("one", "Czech korunas"), ("other", "Czech korunas")],
    },
    Currency {
        code: "HUF",
        symbol: "HUF",
        narrow: "Ft",
        names: &[("one", "Hungarian forint"), ("other", "Hungarian forints")],
    },
    Currency {
        code: "ILS",
        symbol: "\u{20aa}",
        narrow: "\u{20aa}",
        names: &[
            ("one", "Israeli new shekels"),
            ("other", "Israeli new shekels"),
        ],
    },
    Currency {
        code: "TWD",
        symbol: "NT$",
        narrow: "$",
        names: &[
            ("one", "New Taiwan dollars"),
            ("other", "New Taiwan dollars"),
        ],
    },
    Currency {
        code: "SAR",
        symbol: "SAR",
        narrow: "SAR",
        names: &[("one", "Saudi riyals"), ("other", "Saudi riyals")],
    },
    Currency {
        code: "AED",
        symbol: "AED",
        narrow: "AED",
        names: &[("one", "UAE dirhams"), ("other", "UAE dirhams")],
    },
    Currency {
        code: "UAH",
        symbol: "UAH",
        narrow: "\u{20b4}",
        names: &[
            ("one", "Ukrainian hryvnias"),
            ("other", "Ukrainian hryvnias"),
        ],
    },
    Currency {
        code: "VND",
        symbol: "\u{20ab}",
        narrow: "\u{20ab}",
        names: &[("one", "Vietnamese dong"), ("other", "Vietnamese dong")],
    },
    Currency {
        code: "PHP",
        symbol: "\u{20b1}",
        narrow: "\u{20b1}",
        names: &[("one", "Philippine pesos"), ("other", "Philippine pesos")],
    },
    Currency {
        code: "BTC",
        symbol: "BTC",
        narrow: "BTC",
        names: &[("one", "BTC"), ("other", "BTC")],
    },
];
static EN_GB_UNITS: &[Unit] = &[
    Unit {
        id: "acre",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ac")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ac")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "acre")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "acres")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "ac")]),
                ("other", &[("number", ""), ("unit", "ac")]),
            ],
        ],
    },
    Unit {
        id: "bit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "bit")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "bit")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "bit")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "bits")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "bit")]),
                ("other", &[("number", ""), ("unit", "bit")]),
            ],
        ],
    },
    Unit {
        id: "byte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "byte")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "byte")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "byte")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "bytes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "B")]),
                ("other", &[("number", ""), ("unit", "B")]),
            ],
        ],
    },
    Unit {
        id: "celsius",
        display: [
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}C")]),
                ("other", &[("number", ""), ("unit", "\u{b0}C")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "degree Celsius")],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "degrees Celsius"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}C")]),
                ("other", &[("number", ""), ("unit", "\u{b0}C")]),
            ],
        ],
    },
    Unit {
        id: "centimeter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "cm")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "cm")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "centimetre")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "centimetres")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "cm")]),
                ("other", &[("number", ""), ("unit", "cm")]),
            ],
        ],
    },
    Unit {
        id: "day",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "day")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "days")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "day")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "days")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "d")]),
                ("other", &[("number", ""), ("unit", "d")]),
            ],
        ],
    },
    Unit {
        id: "degree",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "deg")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "deg")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "degree")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "degrees")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}")]),
                ("other", &[("number", ""), ("unit", "\u{b0}")]),
            ],
        ],
    },
    Unit {
        id: "fahrenheit",
        display: [
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}F")]),
                ("other", &[("number", ""), ("unit", "\u{b0}F")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "degree Fahrenheit"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "degrees Fahrenheit"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}F")]),
                ("other", &[("number", ""), ("unit", "\u{b0}F")]),
            ],
        ],
    },
    Unit {
        id: "fluid-ounce",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "US fl oz")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "US fl oz")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "US fluid ounce")],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "US fluid ounces"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "US fl oz")]),
                ("other", &[("number", ""), ("unit", "US fl oz")]),
            ],
        ],
    },
    Unit {
        id: "foot",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ft")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ft")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "foot")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "feet")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{2032}")]),
                ("other", &[("number", ""), ("unit", "\u{2032}")]),
            ],
        ],
    },
    Unit {
        id: "gallon",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "US gal")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "US gal")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "US gallon")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "US gallons")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "USgal")]),
                ("other", &[("number", ""), ("unit", "USgal")]),
            ],
        ],
    },
    Unit {
        id: "gigabit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Gb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Gb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "gigabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gigabits")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "Gb")]),
                ("other", &[("number", ""), ("unit", "Gb")]),
            ],
        ],
    },
    Unit {
        id: "gigabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "GB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "GB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "gigabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gigabytes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "GB")]),
                ("other", &[("number", ""), ("unit", "GB")]),
            ],
        ],
    },
    Unit {
        id: "gram",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "g")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "g")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "gram")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "grams")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "g")]),
                ("other", &[("number", ""), ("unit", "g")]),
            ],
        ],
    },
    Unit {
        id: "hectare",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ha")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ha")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "hectare")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "hectares")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "ha")]),
                ("other", &[("number", ""), ("unit", "ha")]),
            ],
        ],
    },
    Unit {
        id: "hour",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "hr")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "hrs")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "hour")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "hours")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "h")]),
                ("other", &[("number", ""), ("unit", "h")]),
            ],
        ],
    },
    Unit {
        id: "inch",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "in")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "in")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "inch")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "inches")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{2033}")]),
                ("other", &[("number", ""), ("unit", "\u{2033}")]),
            ],
        ],
    },
    Unit {
        id: "kilobit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "kilobit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kilobits")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "kb")]),
                ("other", &[("number", ""), ("unit", "kb")]),
            ],
        ],
    },
    Unit {
        id: "kilobyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "kilobyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kilobytes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "kB")]),
                ("other", &[("number", ""), ("unit", "kB")]),
            ],
        ],
    },
    Unit {
        id: "kilogram",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kg")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kg")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "kilogram")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kilograms")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "kg")]),
                ("other", &[("number", ""), ("unit", "kg")]),
            ],
        ],
    },
    Unit {
        id: "kilometer",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "km")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "km")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "kilometre")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kilometres")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "km")]),
                ("other", &[("number", ""), ("unit", "km")]),
            ],
        ],
    },
    Unit {
        id: "liter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "l")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "l")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "litre")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "litres")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "l")]),
                ("other", &[("number", ""), ("unit", "l")]),
            ],
        ],
    },
    Unit {
        id: "megabit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "megabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "megabits")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "Mb")]),
                ("other", &[("number", ""), ("unit", "Mb")]),
            ],
        ],
    },
    Unit {
        id: "megabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "MB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "MB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "megabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "megabytes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "MB")]),
                ("other", &[("number", ""), ("unit", "MB")]),
            ],
        ],
    },
    Unit {
        id: "meter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "m")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "m")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "metre")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "metres")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "m")]),
                ("other", &[("number", ""), ("unit", "m")]),
            ],
        ],
    },
    Unit {
        id: "microsecond",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "microsecond")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "microseconds")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{3bc}s")]),
                ("other", &[("number", ""), ("unit", "\u{3bc}s")]),
            ],
        ],
    },
    Unit {
        id: "mile",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mi")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "mi")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mile")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "miles")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "mi")]),
                ("other", &[("number", ""), ("unit", "mi")]),
            ],
        ],
    },
    Unit {
        id: "mile-scandinavian",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "smi")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "smi")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Scandinavian mile"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Scandinavian miles"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "smi")]),
                ("other", &[("number", ""), ("unit", "smi")]),
            ],
        ],
    },
    Unit {
        id: "milliliter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ml")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ml")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "millilitre")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "millilitres")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "ml")]),
                ("other", &[("number", ""), ("unit", "ml")]),
            ],
        ],
    },
    Unit {
        id: "millimeter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mm")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "mm")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "millimetre")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "millimetres")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "mm")]),
                ("other", &[("number", ""), ("unit", "mm")]),
            ],
        ],
    },
    Unit {
        id: "millisecond",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ms")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ms")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "millisecond")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "milliseconds")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "ms")]),
                ("other", &[("number", ""), ("unit", "ms")]),
            ],
        ],
    },
    Unit {
        id: "minute",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "min")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mins")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "minute")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "minutes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "m")]),
                ("other", &[("number", ""), ("unit", "m")]),
            ],
        ],
    },
    Unit {
        id: "month",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mth")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mths")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "month")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "months")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "m")]),
                ("other", &[("number", ""), ("unit", "m")]),
            ],
        ],
    },
    Unit {
        id: "nanosecond",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ns")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ns")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "nanosecond")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "nanoseconds")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "ns")]),
                ("other", &[("number", ""), ("unit", "ns")]),
            ],
        ],
    },
    Unit {
        id: "ounce",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "oz")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "oz")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "ounce")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "ounces")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "oz")]),
                ("other", &[("number", ""), ("unit", "oz")]),
            ],
        ],
    },
    Unit {
        id: "percent",
        display: [
            &[
                ("one", &[("number", ""), ("unit", "%")]),
                ("other", &[("number", ""), ("unit", "%")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "per cent")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "per cent")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "%")]),
                ("other", &[("number", ""), ("unit", "%")]),
            ],
        ],
    },
    Unit {
        id: "petabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "PB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "PB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "petabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "petabytes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "PB")]),
                ("other", &[("number", ""), ("unit", "PB")]),
            ],
        ],
    },
    Unit {
        id: "pound",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "lb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "lb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "pound")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "pounds")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "lb")]),
                ("other", &[("number", ""), ("unit", "lb")]),
            ],
        ],
    },
    Unit {
        id: "second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "sec")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "secs")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "second")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "seconds")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "s")]),
                ("other", &[("number", ""), ("unit", "s")]),
            ],
        ],
    },
    Unit {
        id: "stone",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "st")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "st")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "stone")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "stone")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "st")]),
                ("other", &[("number", ""), ("unit", "st")]),
            ],
        ],
    },
    Unit {
        id: "terabit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "terabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "terabits")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "Tb")]),
                ("other", &[("number", ""), ("unit", "Tb")]),
            ],
        ],
    },
    Unit {
        id: "terabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "TB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "TB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "terabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "terabytes")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "TB")]),
                ("other", &[("number", ""), ("unit", "TB")]),
            ],
        ],
    },
    Unit {
        id: "week",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "wk")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "wks")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "week")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "weeks")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "w")]),
                ("other", &[("number", ""), ("unit", "w")]),
            ],
        ],
    },
    Unit {
        id: "yard",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "yd")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "yd")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "yard")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "yards")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "yd")]),
                ("other", &[("number", ""), ("unit", "yd")]),
            ],
        ],
    },
    Unit {
        id: "year",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "yr")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "yrs")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "year")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "years")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "y")]),
                ("other", &[("number", ""), ("unit", "y")]),
            ],
        ],
    },
    Unit {
        id: "kilometer-per-hour",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "km/h")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "km/h")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilometre per hour"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilometres per hour"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "km/h")]),
                ("other", &[("number", ""), ("unit", "km/h")]),
            ],
        ],
    },
    Unit {
        id: "mile-per-hour",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mph")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mph")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "mile per hour")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "miles per hour")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "mph")]),
                ("other", &[("number", ""), ("unit", "mph")]),
            ],
        ],
    },
    Unit {
        id: "meter-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "m/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "m/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "metre per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "metres per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "m/s")]),
                ("other", &[("number", ""), ("unit", "m/s")]),
            ],
        ],
    },
    Unit {
        id: "foot-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ft/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "ft/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "foot per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "feet per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{2032}/s")]),
                ("other", &[("number", ""), ("unit", "\u{2032}/s")]),
            ],
        ],
    },
    Unit {
        id: "byte-per-second",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "byte/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "byte/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "byte per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "bytes per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "B/s")]),
                ("other", &[("number", ""), ("unit", "B/s")]),
            ],
        ],
    },
    Unit {
        id: "kilobyte-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kB/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobyte per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobytes per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "kB/s")]),
                ("other", &[("number", ""), ("unit", "kB/s")]),
            ],
        ],
    },
    Unit {
        id: "megabyte-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "MB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "MB/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabyte per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabytes per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "MB/s")]),
                ("other", &[("number", ""), ("unit", "MB/s")]),
            ],
        ],
    },
    Unit {
        id: "gigabyte-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "GB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "GB/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabyte per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabytes per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "GB/s")]),
                ("other", &[("number", ""), ("unit", "GB/s")]),
            ],
        ],
    },
    Unit {
        id: "kilobit-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kb/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobit per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobits per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "kb/s")]),
                ("other", &[("number", ""), ("unit", "kb/s")]),
            ],
        ],
    },
    Unit {
        id: "megabit-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Mb/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabit per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabits per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "Mb/s")]),
                ("other", &[("number", ""), ("unit", "Mb/s")]),
            ],
        ],
    },
    Unit {
        id: "gigabit-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Gb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Gb/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabit per second"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabits per second"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "Gb/s")]),
                ("other", &[("number", ""), ("unit", "Gb/s")]),
            ],
        ],
    },
    Unit {
        id: "liter-per-kilometer",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "l/km")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "l/km")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "litre per kilometre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "litres per kilometre"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "l/km")]),
                ("other", &[("number", ""), ("unit", "l/km")]),
            ],
        ],
    },
    Unit {
        id: "kilometer-per-liter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "km/l")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "km/l")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilometre per litre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilometres per litre"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "km/l")]),
                ("other", &[("number", ""), ("unit", "km/l")]),
            ],
        ],
    },
    Unit {
        id: "mile-per-gallon",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "mpg US")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mpg US")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "mile per US gallon"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "miles per US gallon"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "mpgUS")]),
                ("other", &[("number", ""), ("unit", "mpgUS")]),
            ],
        ],
    },
    Unit {
        id: "gram-per-liter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "g/l")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "g/l")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "gram per litre")],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "grams per litre"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "g/l")]),
                ("other", &[("number", ""), ("unit", "g/l")]),
            ],
        ],
    },
];
static EN_GB_RELATIVE: &[RelativeUnit] = &[
    RelativeUnit {
        id: "year",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " year")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " years")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " yr")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " yr")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " yr")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " yr")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " year ago")]),
                ("other", &[("number", ""), ("literal", " years ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " yr ago")]),
                ("other", &[("number", ""), ("literal", " yr ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " yr ago")]),
                ("other", &[("number", ""), ("literal", " yr ago")]),
            ],
        ],
        phrases: [
            &[(-1, "last year"), (0, "this year"), (1, "next year")],
            &[(-1, "last yr"), (0, "this yr"), (1, "next yr")],
            &[(-1, "last yr"), (0, "this yr"), (1, "next yr")],
        ],
    },
    RelativeUnit {
        id: "quarter",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " quarter")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " quarters")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " qtr")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " qtr")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " qtr")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " qtr")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " quarter ago")]),
                ("other", &[("number", ""), ("literal", " quarters ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " qtr ago")]),
                ("other", &[("number", ""), ("literal", " qtr ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " qtr ago")]),
                ("other", &[("number", ""), ("literal", " qtr ago")]),
            ],
        ],
        phrases: [
            &[
                (-1, "last quarter"),
                (0, "this quarter"),
                (1, "next quarter"),
            ],
            &[(-1, "last qtr."), (0, "this qtr."), (1, "next qtr.")],
            &[(-1, "last qtr."), (0, "this qtr."), (1, "next qtr.")],
        ],
    },
    RelativeUnit {
        id: "month",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " month")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " months")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " mo")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " mo")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " mo")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " mo")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " month ago")]),
                ("other", &[("number", ""), ("literal", " months ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " mo ago")]),
                ("other", &[("number", ""), ("literal", " mo ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " mo ago")]),
                ("other", &[("number", ""), ("literal", " mo ago")]),
            ],
        ],
        phrases: [
            &[(-1, "last month"), (0, "this month"), (1, "next month")],
            &[(-1, "last mo"), (0, "this mo"), (1, "next mo")],
            &[(-1, "last mo"), (0, "this mo"), (1, "next mo")],
        ],
    },
    RelativeUnit {
        id: "week",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " week")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " weeks")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " wk")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " wk")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " wk")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " wk")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " week ago")]),
                ("other", &[("number", ""), ("literal", " weeks ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " wk ago")]),
                ("other", &[("number", ""), ("literal", " wk ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " wk ago")]),
                ("other", &[("number", ""), ("literal", " wk ago")]),
            ],
        ],
        phrases: [
            &[(-1, "last week"), (0, "this week"), (1, "next week")],
            &[(-1, "last wk"), (0, "this wk"), (1, "next wk")],
            &[(-1, "last wk"), (0, "this wk"), (1, "next wk")],
        ],
    },
    RelativeUnit {
        id: "day",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " day")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " days")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " day")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " days")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " day")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " days")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " day ago")]),
                ("other", &[("number", ""), ("literal", " days ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " day ago")]),
                ("other", &[("number", ""), ("literal", " days ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " day ago")]),
                ("other", &[("number", ""), ("literal", " days ago")]),
            ],
        ],
        phrases: [
            &[(-1, "yesterday"), (0, "today"), (1, "tomorrow")],
            &[(-1, "yesterday"), (0, "today"), (1, "tomorrow")],
            &[(-1, "yesterday"), (0, "today"), (1, "tomorrow")],
        ],
    },
    RelativeUnit {
        id: "hour",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " hour")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " hours")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " hr")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " hr")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " hr")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " hr")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " hour ago")]),
                ("other", &[("number", ""), ("literal", " hours ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " hr ago")]),
                ("other", &[("number", ""), ("literal", " hr ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " hr ago")]),
                ("other", &[("number", ""), ("literal", " hr ago")]),
            ],
        ],
        phrases: [
            &[(0, "this hour")],
            &[(0, "this hour")],
            &[(0, "this hour")],
        ],
    },
    RelativeUnit {
        id: "minute",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " minute")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " minutes")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " min")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " min")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " min")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " min")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " minute ago")]),
                ("other", &[("number", ""), ("literal", " minutes ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " min ago")]),
                ("other", &[("number", ""), ("literal", " min ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " min ago")]),
                ("other", &[("number", ""), ("literal", " min ago")]),
            ],
        ],
        phrases: [
            &[(0, "this minute")],
            &[(0, "this minute")],
            &[(0, "this minute")],
        ],
    },
    RelativeUnit {
        id: "second",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " second")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " seconds")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " sec")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " sec")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " sec")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " sec")],
                ),
            ],
        ],
        past: [
            &[
                ("one", &[("number", ""), ("literal", " second ago")]),
                ("other", &[("number", ""), ("literal", " seconds ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " sec ago")]),
                ("other", &[("number", ""), ("literal", " sec ago")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " sec ago")]),
                ("other", &[("number", ""), ("literal", " sec ago")]),
            ],
        ],
        phrases: [&[(0, "now")], &[(0, "now")], &[(0, "now")]],
    },
];
static EN_GB: LocaleData = LocaleData {
    tag: "en-GB",
    currency: [
        &[("currency", ""), ("number", "")],
        &[("sign", ""), ("currency", ""), ("number", "")],
    ],
    currency_accounting: [
        &[("currency", ""), ("number", "")],
        &[
            ("literal", "("),
            ("currency", ""),
            ("number", ""),
            ("literal", ")"),
        ],
    ],
    currency_name: [
        &[("number", ""), ("literal", " "), ("currency", "")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", " "),
            ("currency", ""),
        ],
    ],
    percent: [
        &[("number", ""), ("percentSign", "%")],
        &[("sign", ""), ("number", ""), ("percentSign", "%")],
    ],
    currencies: EN_GB_CURRENCIES,
    units: EN_GB_UNITS,
    relative: EN_GB_RELATIVE,
};

static DE_CURRENCIES: &[Currency] = &[
    Currency {
        code: "USD",
        symbol: "$",
        narrow: "$",
        names: &[("one", "US-Dollar"), ("other", "US-Dollar")],
    },
    Currency {
        code: "EUR",
        symbol: "\u{20ac}",
        narrow: "\u{20ac}",
        names: &[("one", "Euro"), ("other", "Euro")],
    },
    Currency {
        code: "JPY",
        symbol: "\u{a5}",
        narrow: "\u{a5}",
        names: &[("one", "Japanischer Yen"), ("other", "Japanische Yen")],
    },
    Currency {
        code: "GBP",
        symbol: "\u{a3}",
        narrow: "\u{a3}",
        names: &[("one", "Britische Pfund"), ("other", "Britische Pfund")],
    },
    Currency {
        code: "CNY",
        symbol: "CN\u{a5}",
        narrow: "\u{a5}",
        names: &[("one", "Renminbi Yuan"), ("other", "Renminbi Yuan")],
    },
    Currency {
        code: "INR",
        symbol: "\u{20b9}",
        narrow: "\u{20b9}",
        names: &[("one", "Indische Rupien"), ("other", "Indische Rupien")],
    },
    Currency {
        code: "CAD",
        symbol: "CA$",
        narrow: "$",
        names: &[("one", "Kanadische Dollar"), ("other", "Kanadische Dollar")],
    },
    Currency {
        code: "AUD",
        symbol: "AU$",
        narrow: "$",
        names: &[
            ("one", "Australische Dollar"),
            ("other", "Australische Dollar"),
        ],
    },
    Currency {
        code: "CHF",
        symbol: "CHF",
        narrow: "CHF",
        names: &[("one", "Schweizer Franken"), ("other", "Schweizer Franken")],
    },
    Currency {
        code: "KRW",
        symbol: "\u{20a9}",
        narrow: "\u{20a9}",
        names: &[
            ("one", "S\u{fc}dkoreanischer Won"),
            ("other", "S\u{fc}dkoreanische Won"),
        ],
    },
    Currency {
        code: "BRL",
        symbol: "R$",
        narrow: "R$",
        names: &[
            ("one", "Brasilianische Real"),
            ("other", "Brasilianische Real"),
        ],
    },
    Currency {
        code: "MXN",
        symbol: "MX$",
        narrow: "$",
        names: &[
            ("one", "Mexikanische Pesos"),
            ("other", "Mexikanische Pesos"),
        ],
    },
    Currency {
        code: "RUB",
        symbol: "RUB",
        narrow: "\u{20bd}",
        names: &[("one", "Russische Rubel"), ("other", "Russische Rubel")],
    },
    Currency {
        code: "SEK",
        symbol: "SEK",
        narrow: "kr",
        names: &[
            ("one", "Schwedische Kronen"),
            ("other", "Schwedische Kronen"),
        ],
    },
    Currency {
        code: "NOK",
        symbol: "NOK",
        narrow: "kr",
        names: &[
            ("one", "Norwegische Kronen"),
            ("other", "Norwegische Kronen"),
        ],
    },
    Currency {
        code: "DKK",
        symbol: "DKK",
        narrow: "kr",
        names: &[
            ("one", "D\u{e4}nische Kronen"),
            ("other", "D\u{e4}nische Kronen"),
        ],
    },
    Currency {
        code: "PLN",
        symbol: "PLN",
        narrow: "z\u{142}",
        names: &[
            ("one", "Polnische Z\u{142}oty"),
            ("other", "Polnische Z\u{142}oty"),
        ],
    },
    Currency {
        code: "HKD",
        symbol: "HK$",
        narrow: "$",
        names: &[("one", "Hongkong-Dollar"), ("other", "Hongkong-Dollar")],
    },
    Currency {
        code: "SGD",
        symbol: "SGD",
        narrow: "$",
        names: &[("one", "Singapur-Dollar"), ("other", "Singapur-Dollar")],
    },
    Currency {
        code: "NZD",
        symbol: "NZ$",
        narrow: "$",
        names: &[("one", "Neuseeland-Dollar"), ("other", "Neuseeland-Dollar")],
    },
    Currency {
        code: "ZAR",
        symbol: "ZAR",
        narrow: "R",
        names: &[
            ("one", "S\u{fc}dafrikanische Rand"),
            ("other", "S\u{fc}dafrikanische Rand"),
        ],
    },
    Currency {
        code: "TRY",
        symbol: "TRY",
        narrow: "\u{20ba}",
        names: &[
            ("one", "T\u{fc}rkische Lira"),
            ("other", "T\u{fc}rkische Lira"),
        ],
    },
    Currency {
        code: "THB",
        symbol: "\u{e3f}",
        narrow: "\u{e3f}",
        names: &[
            ("one", "Thail\u{e4}ndische Baht"),
            ("other", "Thail\u{e4}ndische Baht"),
        ],
    },
    Currency {
        code: "IDR",
        symbol: "IDR",
        narrow: "Rp",
        names: &[
            ("one", "Indonesische Rupiah"),
            ("other", "Indonesische Rupiah"),
        ],
    },
    Currency {
        code: "CZK",
        symbol: "CZK",
        narrow: "K\u{10d}",
        names: &[
            ("one", "Tschechische Kronen"),
            ("other", "Tschechische Kronen"),
        ],
    },
    Currency {
        code: "HUF",
        symbol: "HUF",
        narrow: "Ft",
        names: &[
            ("one", "Ungarischer Forint"),
            ("other", "Ungarische Forint"),
        ],
    },
    Currency {
        code: "ILS",
        symbol: "\u{20aa}",
        narrow: "\u{20aa}",
        names: &[
            ("one", "Israelische Neue Schekel"),
            ("other", "Israelische Neue Schekel"),
        ],
    },
    Currency {
        code: "TWD",
        symbol: "NT$",
        narrow: "NT$",
        names: &[
            ("one", "Neue Taiwan-Dollar"),
            ("other", "Neue Taiwan-Dollar"),
        ],
    },
    Currency {
        code: "SAR",
        symbol: "SAR",
        narrow: "SAR",
        names: &[("one", "Saudi-Rial"), ("other", "Saudi-Rial")],
    },
    Currency {
        code: "AED",
        symbol: "AED",
        narrow: "AED",
        names: &[("one", "VAE-Dirham"), ("other", "VAE-Dirham")],
    },
    Currency {
        code: "UAH",
        symbol: "UAH",
        narrow: "\u{20b4}",
        names: &[
            ("one", "Ukrainische Hrywen"),
            ("other", "Ukrainische Hrywen"),
        ],
    },
    Currency {
        code: "VND",
        symbol: "\u{20ab}",
        narrow: "\u{20ab}",
        names: &[
            ("one", "Vietnamesischer Dong"),
            ("other", "Vietnamesische Dong"),
        ],
    },
    Currency {
        code: "PHP",
        symbol: "PHP",
        narrow: "\u{20b1}",
        names: &[
            ("one", "Philippinische Pesos"),
            ("other", "Philippinische Pesos"),
        ],
    },
    Currency {
        code: "BTC",
        symbol: "BTC",
        narrow: "BTC",
        names: &[("one", "BTC"), ("other", "BTC")],
    },
];
static DE_UNITS: &[Unit] = &[
    Unit {
        id: "acre",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ac")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ac")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Acre")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Acres")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ac")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ac")]),
            ],
        ],
    },
    Unit {
        id: "bit",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Bit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Bit")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Bit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Bit")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "b")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "b")]),
            ],
        ],
    },
    Unit {
        id: "byte",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Byte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Byte")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Byte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Byte")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "B")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "B")]),
            ],
        ],
    },
    Unit {
        id: "celsius",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{b0}C")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{b0}C")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Grad Celsius")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Grad Celsius")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{b0}C")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{b0}C")],
                ),
            ],
        ],
    },
    Unit {
        id: "centimeter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "cm")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "cm")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Zentimeter")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Zentimeter")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "cm")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "cm")]),
            ],
        ],
    },
    Unit {
        id: "day",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Tg.")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Tg.")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Tag")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Tage")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "T")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "T")]),
            ],
        ],
    },
    Unit {
        id: "degree",
        display: [
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}")]),
                ("other", &[("number", ""), ("unit", "\u{b0}")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Grad")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Grad")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}")]),
                ("other", &[("number", ""), ("unit", "\u{b0}")]),
            ],
        ],
    },
    Unit {
        id: "fahrenheit",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{b0}F")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{b0}F")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Grad Fahrenheit"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Grad Fahrenheit"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}F")]),
                ("other", &[("number", ""), ("unit", "\u{b0}F")]),
            ],
        ],
    },
    Unit {
        id: "fluid-ounce",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "fl.oz.")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "fl oz")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Fl\u{fc}ssigunze"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Fl\u{fc}ssigunzen"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "fl.oz.")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "fl oz")],
                ),
            ],
        ],
    },
    Unit {
        id: "foot",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ft")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ft")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Fu\u{df}")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Fu\u{df}")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ft")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ft")]),
            ],
        ],
    },
    Unit {
        id: "gallon",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "gal")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gal")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Gallone")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Gallonen")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "gal")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gal")],
                ),
            ],
        ],
    },
    Unit {
        id: "gigabit",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Gb")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Gb")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Gigabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Gigabit")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Gb")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Gb")],
                ),
            ],
        ],
    },
    Unit {
        id: "gigabyte",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "GB")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "GB")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Gigabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Gigabyte")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "GB")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "GB")],
                ),
            ],
        ],
    },
    Unit {
        id: "gram",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "g")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "g")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Gramm")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Gramm")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "g")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "g")]),
            ],
        ],
    },
    Unit {
        id: "hectare",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ha")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ha")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Hektar")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Hektar")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ha")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ha")]),
            ],
        ],
    },
    Unit {
        id: "hour",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Std.")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Std.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Stunde")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Stunden")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "h")]),
                ("other", &[("number", ""), ("unit", "h")]),
            ],
        ],
    },
    Unit {
        id: "inch",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "in")],
                ),
                ("other", &[("number", ""), ("literal", " "), ("unit", "in")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Zoll")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Zoll")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "in")],
                ),
                ("other", &[("number", ""), ("literal", " "), ("unit", "in")]),
            ],
        ],
    },
    Unit {
        id: "kilobit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Kilobit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Kilobit")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kb")]),
            ],
        ],
    },
    Unit {
        id: "kilobyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Kilobyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Kilobyte")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kB")]),
            ],
        ],
    },
    Unit {
        id: "kilogram",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kg")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kg")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Kilogramm")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Kilogramm")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kg")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kg")]),
            ],
        ],
    },
    Unit {
        id: "kilometer",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "km")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "km")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Kilometer")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Kilometer")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "km")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "km")]),
            ],
        ],
    },
    Unit {
        id: "liter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "l")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "l")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Liter")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Liter")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "l")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "l")]),
            ],
        ],
    },
    Unit {
        id: "megabit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Megabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Megabit")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
            ],
        ],
    },
    Unit {
        id: "megabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "MB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "MB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Megabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Megabyte")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "MB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "MB")]),
            ],
        ],
    },
    Unit {
        id: "meter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "m")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "m")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Meter")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Meter")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "m")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "m")]),
            ],
        ],
    },
    Unit {
        id: "microsecond",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Mikrosekunde")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Mikrosekunden")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{3bc}s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
            ],
        ],
    },
    Unit {
        id: "mile",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mi")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "mi")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Meile")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Meilen")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mi")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "mi")]),
            ],
        ],
    },
    Unit {
        id: "mile-scandinavian",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "smi")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "smi")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "skandinavische Meile"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "skandinavische Meilen"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "smi")]),
                ("other", &[("number", ""), ("unit", "smi")]),
            ],
        ],
    },
    Unit {
        id: "milliliter",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "ml")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "ml")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Milliliter"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Milliliter"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "ml")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "ml")],
                ),
            ],
        ],
    },
    Unit {
        id: "millimeter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mm")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "mm")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Millimeter")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Millimeter")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mm")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "mm")]),
            ],
        ],
    },
    Unit {
        id: "millisecond",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ms")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ms")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Millisekunde")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Millisekunden")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "ms")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ms")]),
            ],
        ],
    },
    Unit {
        id: "minute",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Min.")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Min.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Minute")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Minuten")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Min.")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Min.")],
                ),
            ],
        ],
    },
    Unit {
        id: "month",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mon.")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Mon.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Monat")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Monate")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "M")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "M")]),
            ],
        ],
    },
    Unit {
        id: "nanosecond",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ns")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ns")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Nanosekunde")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Nanosekunden")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ns")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ns")]),
            ],
        ],
    },
    Unit {
        id: "ounce",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "oz")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "oz")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Unze")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Unzen")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "oz")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "oz")]),
            ],
        ],
    },
    Unit {
        id: "percent",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Prozent")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Prozent")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
            ],
        ],
    },
    Unit {
        id: "petabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "PB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "PB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Petabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Petabyte")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "PB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "PB")]),
            ],
        ],
    },
    Unit {
        id: "pound",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "lb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "lb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Pfund")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Pfund")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "lb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "lb")]),
            ],
        ],
    },
    Unit {
        id: "second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Sek.")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Sek.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Sekunde")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Sekunden")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Sek.")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Sek.")],
                ),
            ],
        ],
    },
    Unit {
        id: "stone",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "st")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "st")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Stone")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Stones")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "st")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "st")]),
            ],
        ],
    },
    Unit {
        id: "terabit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Terabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Terabit")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
            ],
        ],
    },
    Unit {
        id: "terabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "TB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "TB")]),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Terabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Terabyte")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "TB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "TB")]),
            ],
        ],
    },
    Unit {
        id: "week",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Wo.")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Wo.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "Woche")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Wochen")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "W")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "W")]),
            ],
        ],
    },
    Unit {
        id: "yard",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "yd")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "yd")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Yard")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Yards")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "yd")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "yd")]),
            ],
        ],
    },
    Unit {
        id: "year",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "J")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "J")]),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Jahr")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Jahre")],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "J")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "J")]),
            ],
        ],
    },
    Unit {
        id: "kilometer-per-hour",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "km/h")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "km/h")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Kilometer pro Stunde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Kilometer pro Stunde"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "km/h")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "km/h")],
                ),
            ],
        ],
    },
    Unit {
        id: "mile-per-hour",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mi/h")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mi/h")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Meile pro Stunde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Meilen pro Stunde"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mi/h")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mi/h")],
                ),
            ],
        ],
    },
    Unit {
        id: "meter-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "m/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "m/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Meter pro Sekunde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Meter pro Sekunde"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "m/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "m/s")],
                ),
            ],
        ],
    },
    Unit {
        id: "foot-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ft/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "ft/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Fu\u{df} pro Sekunde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Fu\u{df} pro Sekunde"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "ft/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "ft/s")],
                ),
            ],
        ],
    },
    Unit {
        id: "byte-per-second",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Byte/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Byte/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Byte pro Sekunde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Byte pro Sekunde"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "B/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "B/s")],
                ),
            ],
        ],
    },
    Unit {
        id: "kilobyte-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kB/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Kilobyte pro Sekunde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Kilobyte pro Sekunde"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kB/s")],
                ),
            ],
        ],
    },
    Unit {
        id: "megabyte-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "MB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "MB/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Megabyte pro Sekunde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Megabyte pro Sekunde"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "MB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "MB/s")],
                ),
            ],
        ],
    },
    Unit {
        id: "gigabyte-per-second",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "GB/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "GB/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Gigabyte pro Sekunde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Gigabyte pro Sekunde"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "GB/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "GB/s")],
                ),
            ],
        ],
    },
    Unit {
        id: "kilobit-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kb/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Kilobit pro Sekunde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Kilobit pro Sekunde"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kb/s")],
                ),
            ],
        ],
    },
    Unit {
        id: "megabit-per-second",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Mb/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Megabit pro Sekunde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Megabit pro Sekunde"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Mb/s")],
                ),
            ],
        ],
    },
    Unit {
        id: "gigabit-per-second",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Gb/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Gb/s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Gigabit pro Sekunde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Gigabit pro Sekunde"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Gb/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "Gb/s")],
                ),
            ],
        ],
    },
    Unit {
        id: "liter-per-kilometer",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "l/km")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "l/km")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Liter pro Kilometer"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Liter pro Kilometer"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "l/km")]),
                ("other", &[("number", ""), ("unit", "l/km")]),
            ],
        ],
    },
    Unit {
        id: "kilometer-per-liter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "km/l")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "km/l")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Kilometer pro Liter"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Kilometer pro Liter"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "km/l")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "km/l")],
                ),
            ],
        ],
    },
    Unit {
        id: "mile-per-gallon",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mpg")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mpg")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Meile pro Gallone"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "Meilen pro Gallone"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "mpg")]),
                ("other", &[("number", ""), ("unit", "mpg")]),
            ],
        ],
    },
    Unit {
        id: "gram-per-liter",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "g/l")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "g/l")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Gramm pro Liter"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Gramm pro Liter"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "g/l")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "g/l")],
                ),
            ],
        ],
    },
];
static DE_RELATIVE: &[RelativeUnit] = &[
    RelativeUnit {
        id: "year",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Jahr")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Jahren")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Jahr")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Jahren")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Jahr")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Jahren")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Jahr")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Jahren")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Jahr")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Jahren")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Jahr")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Jahren")],
                ),
            ],
        ],
        phrases: [
            &[
                (-1, "letztes Jahr"),
                (0, "dieses Jahr"),
                (1, "n\u{e4}chstes Jahr"),
            ],
            &[
                (-1, "letztes Jahr"),
                (0, "dieses Jahr"),
                (1, "n\u{e4}chstes Jahr"),
            ],
            &[
                (-1, "letztes Jahr"),
                (0, "dieses Jahr"),
                (1, "n\u{e4}chstes Jahr"),
            ],
        ],
    },
    RelativeUnit {
        id: "quarter",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Quartal")],
                ),
                (
                    "other",
                    &[
                        ("literal", "in "),
                        ("number", ""),
                        ("literal", " Quartalen"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Quart.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Quart.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Q")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Q")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Quartal")],
                ),
                (
                    "other",
                    &[
                        ("literal", "vor "),
                        ("number", ""),
                        ("literal", " Quartalen"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Quart.")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Quart.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Q")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Q")],
                ),
            ],
        ],
        phrases: [
            &[
                (-1, "letztes Quartal"),
                (0, "dieses Quartal"),
                (1, "n\u{e4}chstes Quartal"),
            ],
            &[
                (-1, "letztes Quartal"),
                (0, "dieses Quartal"),
                (1, "n\u{e4}chstes Quartal"),
            ],
            &[
                (-1, "letztes Quartal"),
                (0, "dieses Quartal"),
                (1, "n\u{e4}chstes Quartal"),
            ],
        ],
    },
    RelativeUnit {
        id: "month",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Monat")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Monaten")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Monat")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Monaten")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Monat")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Monaten")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Monat")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Monaten")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Monat")],
                ),
                (
                    "other",
                    &[
                        ("literal", "vor "),
                        ("number", ""),
                        ("literal", "\u{a0}Monaten"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("literal", "vor "),
                        ("number", ""),
                        ("literal", "\u{a0}Monat"),
                    ],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Monaten")],
                ),
            ],
        ],
        phrases: [
            &[
                (-1, "letzten Monat"),
                (0, "diesen Monat"),
                (1, "n\u{e4}chsten Monat"),
            ],
            &[
                (-1, "letzten Monat"),
                (0, "diesen Monat"),
                (1, "n\u{e4}chsten Monat"),
            ],
            &[
                (-1, "letzten Monat"),
                (0, "diesen Monat"),
                (1, "n\u{e4}chsten Monat"),
            ],
        ],
    },
    RelativeUnit {
        id: "week",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Woche")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Wochen")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Woche")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Wochen")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Wo.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Wo.")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Woche")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Wochen")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Woche")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Wochen")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Wo.")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Wo.")],
                ),
            ],
        ],
        phrases: [
            &[
                (-1, "letzte Woche"),
                (0, "diese Woche"),
                (1, "n\u{e4}chste Woche"),
            ],
            &[
                (-1, "letzte Woche"),
                (0, "diese Woche"),
                (1, "n\u{e4}chste Woche"),
            ],
            &[
                (-1, "letzte Woche"),
                (0, "diese Woche"),
                (1, "n\u{e4}chste Woche"),
            ],
        ],
    },
    RelativeUnit {
        id: "day",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Tag")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Tagen")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Tag")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Tagen")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Tag")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Tagen")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Tag")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Tagen")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Tag")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Tagen")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Tag")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Tagen")],
                ),
            ],
        ],
        phrases: [
            &[
                (-2, "vorgestern"),
                (-1, "gestern"),
                (0, "heute"),
                (1, "morgen"),
                (2, "\u{fc}bermorgen"),
            ],
            &[
                (-2, "vorgestern"),
                (-1, "gestern"),
                (0, "heute"),
                (1, "morgen"),
                (2, "\u{fc}bermorgen"),
            ],
            &[
                (-2, "vorgestern"),
                (-1, "gestern"),
                (0, "heute"),
                (1, "morgen"),
                (2, "\u{fc}bermorgen"),
            ],
        ],
    },
    RelativeUnit {
        id: "hour",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Stunde")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Stunden")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Std.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Std.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Std.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Std.")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Stunde")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Stunden")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Std.")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Std.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Std.")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Std.")],
                ),
            ],
        ],
        phrases: [
            &[(0, "in dieser Stunde")],
            &[(0, "in dieser Stunde")],
            &[(0, "in dieser Stunde")],
        ],
    },
    RelativeUnit {
        id: "minute",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Minute")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Minuten")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Min.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Min.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " m")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " m")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Minute")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Minuten")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Min.")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Min.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " m")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " m")],
                ),
            ],
        ],
        phrases: [
            &[(0, "in dieser Minute")],
            &[(0, "in dieser Minute")],
            &[(0, "in dieser Minute")],
        ],
    },
    RelativeUnit {
        id: "second",
        future: [
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Sekunde")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Sekunden")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " Sek.")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " Sek.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "in "), ("number", ""), ("literal", " s")],
                ),
                (
                    "other",
                    &[("literal", "in "), ("number", ""), ("literal", " s")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Sekunde")],
                ),
                (
                    "other",
                    &[
                        ("literal", "vor "),
                        ("number", ""),
                        ("literal", " Sekunden"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " Sek.")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " Sek.")],
                ),
            ],
            &[
                (
                    "one",
                    &[("literal", "vor "), ("number", ""), ("literal", " s")],
                ),
                (
                    "other",
                    &[("literal", "vor "), ("number", ""), ("literal", " s")],
                ),
            ],
        ],
        phrases: [&[(0, "jetzt")], &[(0, "jetzt")], &[(0, "jetzt")]],
    },
];
static DE: LocaleData = LocaleData {
    tag: "de",
    currency: [
        &[("number", ""), ("literal", "\u{a0}"), ("currency", "")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", "\u{a0}"),
            ("currency", ""),
        ],
    ],
    currency_accounting: [
        &[("number", ""), ("literal", "\u{a0}"), ("currency", "")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", "\u{a0}"),
            ("currency", ""),
        ],
    ],
    currency_name: [
        &[("number", ""), ("literal", " "), ("currency", "")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", " "),
            ("currency", ""),
        ],
    ],
    percent: [
        &[("number", ""), ("literal", "\u{a0}"), ("percentSign", "%")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", "\u{a0}"),
            ("percentSign", "%"),
        ],
    ],
    currencies: DE_CURRENCIES,
    units: DE_UNITS,
    relative: DE_RELATIVE,
};

static FR_CURRENCIES: &[Currency] = &[
    Currency {
        code: "USD",
        symbol: "$US",
        narrow: "$",
        names: &[
            ("many", "dollars des \u{c9}tats-Unis"),
            ("one", "dollar des \u{c9}tats-Unis"),
            ("other", "dollars des \u{c9}tats-Unis"),
        ],
    },
    Currency {
        code: "EUR",
        symbol: "\u{20ac}",
        narrow: "\u{20ac}",
        names: &[("many", "euros"), ("one", "euro"), ("other", "euros")],
    },
    Currency {
        code: "JPY",
        symbol: "JPY",
        narrow: "\u{a5}",
        names: &[
            ("many", "yens japonais"),
            ("one", "yen japonais"),
            ("other", "yens japonais"),
        ],
    },
    Currency {
        code: "GBP",
        symbol: "\u{a3}GB",
        narrow: "\u{a3}",
        names: &[
            ("many", "livres sterling"),
            ("one", "livre sterling"),
            ("other", "livres sterling"),
        ],
    },
    Currency {
        code: "CNY",
        symbol: "CNY",
        narrow: "\u{a5}",
        names: &[
            ("many", "yuans renminbi chinois"),
            ("one", "yuan renminbi chinois"),
            ("other", "yuans renminbi chinois"),
        ],
    },
    Currency {
        code: "INR",
        symbol: "\u{20b9}",
        narrow: "\u{20b9}",
        names: &[
            ("many", "roupies indiennes"),
            ("one", "roupie indienne"),
            ("other", "roupies indiennes"),
        ],
    },
    Currency {
        code: "CAD",
        symbol: "$CA",
        narrow: "$",
        names: &[
            ("many", "dollars canadiens"),
            ("one", "dollar canadien"),
            ("other", "dollars canadiens"),
        ],
    },
    Currency {
        code: "AUD",
        symbol: "$AU",
        narrow: "$",
        names: &[
            ("many", "dollars australiens"),
            ("one", "dollar australien"),
            ("other", "dollars australiens"),
        ],
    },
    Currency {
        code: "CHF",
        symbol: "CHF",
        narrow: "CHF",
        names: &[
            ("many", "francs suisses"),
            ("one", "franc suisse"),
            ("other", "francs suisses"),
        ],
    },
    Currency {
        code: "KRW",
        symbol: "\u{20a9}",
        narrow: "\u{20a9}",
        names: &[
            ("many", "wons sud-cor\u{e9}ens"),
            ("one", "won sud-cor\u{e9}en"),
            ("other", "wons sud-cor\u{e9}ens"),
        ],
    },
    Currency {
        code: "BRL",
        symbol: "R$",
        narrow: "R$",
        names: &[
            ("many", "r\u{e9}als br\u{e9}siliens"),
            ("one", "r\u{e9}al br\u{e9}silien"),
            ("other", "r\u{e9}als br\u{e9}siliens"),
        ],
    },
    Currency {
        code: "MXN",
        symbol: "$MX",
        narrow: "$",
        names: &[
            ("many", "pesos mexicains"),
            ("one", "peso mexicain"),
            ("other", "pesos mexicains"),
        ],
    },
    Currency {
        code: "RUB",
        symbol: "RUB",
        narrow: "\u{20bd}",
        names: &[
            ("many", "roubles russes"),
            ("one", "rouble russe"),
            ("other", "roubles russes"),
        ],
    },
    Currency {
        code: "SEK",
        symbol: "SEK",
        narrow: "kr",
        names: &[
            ("many", "couronnes su\u{e9}doises"),
            ("one", "couronne su\u{e9}doise"),
            ("other", "couronnes su\u{e9}doises"),
        ],
    },
    Currency {
        code: "NOK",
        symbol: "NOK",
        narrow: "kr",
        names: &[
            ("many", "couronnes norv\u{e9}giennes"),
            ("one", "couronne norv\u{e9}gienne"),
            ("other", "couronnes norv\u{e9}giennes"),
        ],
    },
    Currency {
        code: "DKK",
        symbol: "DKK",
        narrow: "kr",
        names: &[
            ("many", "couronnes danoises"),
            ("one", "couronne danoise"),
            ("other", "couronnes danoises"),
        ],
    },
    Currency {
        code: "PLN",
        symbol: "PLN",
        narrow: "z\u{142}",
        names: &[
            ("many", "zlotys polonais"),
            ("one", "zloty polonais"),
            ("other", "zlotys polonais"),
        ],
    },
    Currency {
        code: "HKD",
        symbol: "HKD",
        narrow: "$",
        names: &[
            ("many", "dollars de Hong Kong"),
            ("one", "dollar de Hong Kong"),
            ("other", "dollars de Hong Kong"),
        ],
    },
    Currency {
        code: "SGD",
        symbol: "$SG",
        narrow: "$",
        names: &[
            ("many", "dollars de Singapour"),
            ("one", "dollar de Singapour"),
            ("other", "dollars de Singapour"),
        ],
    },
    Currency {
        code: "NZD",
        symbol: "$NZ",
        narrow: "$",
        names: &[
            ("many", "dollars n\u{e9}o-z\u{e9}landais"),
            ("one", "dollar n\u{e9}o-z\u{e9}landais"),
            ("other", "dollars n\u{e9}o-z\u{e9}landais"),
        ],
    },
    Currency {
        code: "ZAR",
        symbol: "ZAR",
        narrow: "R",
        names: &[
            ("many", "rands sud-africains"),
            ("one", "rand sud-africain"),
            ("other", "rands sud-africains"),
        ],
    },
    Currency {
        code: "TRY",
        symbol: "TRY",
        narrow: "\u{20ba}",
        names: &[
            ("many", "livres turques"),
            ("one", "livre turque"),
            ("other", "livres turques"),
        ],
    },
    Currency {
        code: "THB",
        symbol: "THB",
        narrow: "\u{e3f}",
        names: &[
            ("many", "bahts tha\u{ef}landais"),
            ("one", "baht tha\u{ef}landais"),
            ("other", "bahts tha\u{ef}landais"),
        ],
    },
    Currency {
        code: "IDR",
        symbol: "IDR",
        narrow: "Rp",
        names: &[
            ("many", "roupies indon\u{e9}siennes"),
            ("one", "roupie indon\u{e9}sienne"),
            ("other", "roupies indon\u{e9}siennes"),
        ],
    },
    Currency {
        code: "CZK",
        symbol: "CZK",
        narrow: "K\u{10d}",
        names: &[
            ("many", "couronnes tch\u{e8}ques"),
            ("one", "couronne tch\u{e8}que"),
            ("other", "couronnes tch\u{e8}ques"),
        ],
    },
    Currency {
        code: "HUF",
        symbol: "HUF",
        narrow: "Ft",
        names: &[
            ("many", "forints hongrois"),
            ("one", "forint hongrois"),
            ("other", "forints hongrois"),
        ],
    },
    Currency {
        code: "ILS",
        symbol: "\u{20aa}",
        narrow: "\u{20aa}",
        names: &[
            ("many", "nouveaux shekels isra\u{e9}liens"),
            ("one", "nouveau shekel isra\u{e9}lien"),
            ("other", "nouveaux shekels isra\u{e9}liens"),
        ],
    },
    Currency {
        code: "TWD",
        symbol: "TWD",
        narrow: "NT$",
        names: &[
            ("many", "nouveaux dollars ta\u{ef}wanais"),
            ("one", "nouveau dollar ta\u{ef}wanais"),
            ("other", "nouveaux dollars ta\u{ef}wanais"),
        ],
    },
    Currency {
        code: "SAR",
        symbol: "SAR",
        narrow: "SAR",
        names: &[
            ("many", "riyals saoudiens"),
            ("one", "riyal saoudien"),
            ("other", "riyals saoudiens"),
        ],
    },
    Currency {
        code: "AED",
        symbol: "AED",
        narrow: "AED",
        names: &[
            ("many", "dirhams des \u{c9}mirats arabes unis"),
            ("one", "dirham des \u{c9}mirats arabes unis"),
            ("other", "dirhams des \u{c9}mirats arabes unis"),
        ],
    },
    Currency {
        code: "UAH",
        symbol: "UAH",
        narrow: "\u{20b4}",
        names: &[
            ("many", "hryvnias ukrainiennes"),
            ("one", "hryvnia ukrainienne"),
            ("other", "hryvnias ukrainiennes"),
        ],
    },
    Currency {
        code: "VND",
        symbol: "\u{20ab}",
        narrow: "\u{20ab}",
        names: &[
            ("many", "d\u{f4}ngs vietnamiens"),
            ("one", "d\u{f4}ng vietnamien"),
            ("other", "d\u{f4}ngs vietnamiens"),
        ],
    },
    Currency {
        code: "PHP",
        symbol: "PHP",
        narrow: "\u{20b1}",
        names: &[
            ("many", "pesos philippins"),
            ("one", "peso philippin"),
            ("other", "pesos philippins"),
        ],
    },
    Currency {
        code: "BTC",
        symbol: "BTC",
        narrow: "BTC",
        names: &[("many", "BTC"), ("one", "BTC"), ("other", "BTC")],
    },
];
static FR_UNITS: &[Unit] = &[
    Unit {
        id: "acre",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ac")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ac")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ac")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "acres anglo-saxonnes"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "acre anglo-saxonne"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "acres anglo-saxonnes"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ac")]),
                ("one", &[("number", ""), ("unit", "ac")]),
                ("other", &[("number", ""), ("unit", "ac")]),
            ],
        ],
    },
    Unit {
        id: "bit",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "bit")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "bit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "bit")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "bits")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "bit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "bits")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "bit")]),
                ("one", &[("number", ""), ("unit", "bit")]),
                ("other", &[("number", ""), ("unit", "bit")]),
            ],
        ],
    },
    Unit {
        id: "byte",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "o")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "o")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "o")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "octets")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "octet")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "octets")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "o")]),
                ("one", &[("number", ""), ("unit", "o")]),
                ("other", &[("number", ""), ("unit", "o")]),
            ],
        ],
    },
    Unit {
        id: "celsius",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "\u{b0}C")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "\u{b0}C")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "\u{b0}C")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "degr\u{e9}s Celsius"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "degr\u{e9} Celsius"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "degr\u{e9}s Celsius"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "\u{b0}C")]),
                ("one", &[("number", ""), ("unit", "\u{b0}C")]),
                ("other", &[("number", ""), ("unit", "\u{b0}C")]),
            ],
        ],
    },
    Unit {
        id: "centimeter",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "cm")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "cm")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "cm")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "centim\u{e8}tres"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "centim\u{e8}tre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "centim\u{e8}tres"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "cm")]),
                ("one", &[("number", ""), ("unit", "cm")]),
                ("other", &[("number", ""), ("unit", "cm")]),
            ],
        ],
    },
    Unit {
        id: "day",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "j")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "j")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "j")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "jours")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "jour")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "jours")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "j")]),
                ("one", &[("number", ""), ("unit", "j")]),
                ("other", &[("number", ""), ("unit", "j")]),
            ],
        ],
    },
    Unit {
        id: "degree",
        display: [
            &[
                ("many", &[("number", ""), ("unit", "\u{b0}")]),
                ("one", &[("number", ""), ("unit", "\u{b0}")]),
                ("other", &[("number", ""), ("unit", "\u{b0}")]),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "degr\u{e9}s"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "degr\u{e9}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "degr\u{e9}s"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "\u{b0}")]),
                ("one", &[("number", ""), ("unit", "\u{b0}")]),
                ("other", &[("number", ""), ("unit", "\u{b0}")]),
            ],
        ],
    },
    Unit {
        id: "fahrenheit",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "\u{b0}F")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "\u{b0}F")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "\u{b0}F")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "degr\u{e9}s Fahrenheit"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "degr\u{e9} Fahrenheit"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "degr\u{e9}s Fahrenheit"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "\u{b0}F")]),
                ("one", &[("number", ""), ("unit", "\u{b0}F")]),
                ("other", &[("number", ""), ("unit", "\u{b0}F")]),
            ],
        ],
    },
    Unit {
        id: "fluid-ounce",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "fl oz")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "fl oz")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "fl oz")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "onces liquides")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "once liquide")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "onces liquides")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "fl oz")]),
                ("one", &[("number", ""), ("unit", "fl oz")]),
                ("other", &[("number", ""), ("unit", "fl oz")]),
            ],
        ],
    },
    Unit {
        id: "foot",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "pi")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "pi")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "pi")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "pieds")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "pied")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "pieds")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "\u{2032}")]),
                ("one", &[("number", ""), ("unit", "\u{2032}")]),
                ("other", &[("number", ""), ("unit", "\u{2032}")]),
            ],
        ],
    },
    Unit {
        id: "gallon",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "gal")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "gal")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gal")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "gallons")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "gallon")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gallons")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "gal")]),
                ("one", &[("number", ""), ("unit", "gal")]),
                ("other", &[("number", ""), ("unit", "gal")]),
            ],
        ],
    },
    Unit {
        id: "gigabit",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Gbit")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Gbit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Gbit")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "gigabits")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "gigabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "gigabits")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Gbit")]),
                ("one", &[("number", ""), ("unit", "Gbit")]),
                ("other", &[("number", ""), ("unit", "Gbit")]),
            ],
        ],
    },
    Unit {
        id: "gigabyte",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Go")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Go")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Go")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "gigaoctets"),
                    ],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "gigaoctet")],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "gigaoctets"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Go")]),
                ("one", &[("number", ""), ("unit", "Go")]),
                ("other", &[("number", ""), ("unit", "Go")]),
            ],
        ],
    },
    Unit {
        id: "gram",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "g")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "g")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "g")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "grammes")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "gramme")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "grammes")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "g")]),
                ("one", &[("number", ""), ("unit", "g")]),
                ("other", &[("number", ""), ("unit", "g")]),
            ],
        ],
    },
    Unit {
        id: "hectare",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ha")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ha")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ha")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "hectares")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "hectare")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "hectares")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ha")]),
                ("one", &[("number", ""), ("unit", "ha")]),
                ("other", &[("number", ""), ("unit", "ha")]),
            ],
        ],
    },
    Unit {
        id: "hour",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "h")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "h")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "h")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "heures")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "heure")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "heures")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "h")]),
                ("one", &[("number", ""), ("unit", "h")]),
                ("other", &[("number", ""), ("unit", "h")]),
            ],
        ],
    },
    Unit {
        id: "inch",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "po")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "po")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "po")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "pouces")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "pouce")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "pouces")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "\u{2033}")]),
                ("one", &[("number", ""), ("unit", "\u{2033}")]),
                ("other", &[("number", ""), ("unit", "\u{2033}")]),
            ],
        ],
    },
    Unit {
        id: "kilobit",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "kbit")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "kbit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "kbit")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "kilobits")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "kilobit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "kilobits")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "kbit")]),
                ("one", &[("number", ""), ("unit", "kbit")]),
                ("other", &[("number", ""), ("unit", "kbit")]),
            ],
        ],
    },
    Unit {
        id: "kilobyte",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ko")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ko")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ko")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilooctets"),
                    ],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "kilooctet")],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilooctets"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ko")]),
                ("one", &[("number", ""), ("unit", "ko")]),
                ("other", &[("number", ""), ("unit", "ko")]),
            ],
        ],
    },
    Unit {
        id: "kilogram",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "kg")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "kg")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "kg")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilogrammes"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilogramme"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilogrammes"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "kg")]),
                ("one", &[("number", ""), ("unit", "kg")]),
                ("other", &[("number", ""), ("unit", "kg")]),
            ],
        ],
    },
    Unit {
        id: "kilometer",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "km")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "km")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "km")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilom\u{e8}tres"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilom\u{e8}tre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilom\u{e8}tres"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "km")]),
                ("one", &[("number", ""), ("unit", "km")]),
                ("other", &[("number", ""), ("unit", "km")]),
            ],
        ],
    },
    Unit {
        id: "liter",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "l")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "l")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "l")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "litres")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "litre")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "litres")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "l")]),
                ("one", &[("number", ""), ("unit", "l")]),
                ("other", &[("number", ""), ("unit", "l")]),
            ],
        ],
    },
    Unit {
        id: "megabit",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Mbit")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Mbit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Mbit")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e9}gabits"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e9}gabit"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e9}gabits"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Mbit")]),
                ("one", &[("number", ""), ("unit", "Mbit")]),
                ("other", &[("number", ""), ("unit", "Mbit")]),
            ],
        ],
    },
    Unit {
        id: "megabyte",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Mo")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Mo")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Mo")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e9}gaoctets"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e9}gaoctet"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e9}gaoctets"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Mo")]),
                ("one", &[("number", ""), ("unit", "Mo")]),
                ("other", &[("number", ""), ("unit", "Mo")]),
            ],
        ],
    },
    Unit {
        id: "meter",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "m")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "m")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "m")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e8}tres"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e8}tre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e8}tres"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "m")]),
                ("one", &[("number", ""), ("unit", "m")]),
                ("other", &[("number", ""), ("unit", "m")]),
            ],
        ],
    },
    Unit {
        id: "microsecond",
        display: [
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{202f}"),
                        ("unit", "\u{3bc}s"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{202f}"),
                        ("unit", "\u{3bc}s"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{202f}"),
                        ("unit", "\u{3bc}s"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "microsecondes"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "microseconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "microsecondes"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "\u{3bc}s")]),
                ("one", &[("number", ""), ("unit", "\u{3bc}s")]),
                ("other", &[("number", ""), ("unit", "\u{3bc}s")]),
            ],
        ],
    },
    Unit {
        id: "mile",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mi")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mi")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mi")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "miles")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "mile")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "miles")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "mi")]),
                ("one", &[("number", ""), ("unit", "mi")]),
                ("other", &[("number", ""), ("unit", "mi")]),
            ],
        ],
    },
    Unit {
        id: "mile-scandinavian",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "smi")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "smi")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "smi")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "milles scandinaves"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "mille scandinave"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "milles scandinaves"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "smi")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "smi")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "smi")],
                ),
            ],
        ],
    },
    Unit {
        id: "milliliter",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "ml")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "ml")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ml")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "millilitres")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "millilitre")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "millilitres")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ml")]),
                ("one", &[("number", ""), ("unit", "ml")]),
                ("other", &[("number", ""), ("unit", "ml")]),
            ],
        ],
    },
    Unit {
        id: "millimeter",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mm")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mm")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mm")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "millim\u{e8}tres"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "millim\u{e8}tre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "millim\u{e8}tres"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "mm")]),
                ("one", &[("number", ""), ("unit", "mm")]),
                ("other", &[("number", ""), ("unit", "mm")]),
            ],
        ],
    },
    Unit {
        id: "millisecond",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ms")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ms")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ms")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "millisecondes"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "milliseconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "millisecondes"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ms")]),
                ("one", &[("number", ""), ("unit", "ms")]),
                ("other", &[("number", ""), ("unit", "ms")]),
            ],
        ],
    },
    Unit {
        id: "minute",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "min")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "min")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "min")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "minutes")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "minute")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "minutes")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "min")]),
                ("one", &[("number", ""), ("unit", "min")]),
                ("other", &[("number", ""), ("unit", "min")]),
            ],
        ],
    },
    Unit {
        id: "month",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "m.")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "m.")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "m.")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "mois")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "mois")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "mois")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "m.")]),
                ("one", &[("number", ""), ("unit", "m.")]),
                ("other", &[("number", ""), ("unit", "m.")]),
            ],
        ],
    },
    Unit {
        id: "nanosecond",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ns")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ns")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ns")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "nanosecondes"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "nanoseconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "nanosecondes"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ns")]),
                ("one", &[("number", ""), ("unit", "ns")]),
                ("other", &[("number", ""), ("unit", "ns")]),
            ],
        ],
    },
    Unit {
        id: "ounce",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "oz")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "oz")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "oz")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "onces")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "once")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "onces")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "oz")]),
                ("one", &[("number", ""), ("unit", "oz")]),
                ("other", &[("number", ""), ("unit", "oz")]),
            ],
        ],
    },
    Unit {
        id: "percent",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "pour cent")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "pour cent")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "pour cent")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
            ],
        ],
    },
    Unit {
        id: "petabyte",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Po")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Po")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Po")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "p\u{e9}taoctets"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "p\u{e9}taoctet"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "p\u{e9}taoctets"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Po")]),
                ("one", &[("number", ""), ("unit", "Po")]),
                ("other", &[("number", ""), ("unit", "Po")]),
            ],
        ],
    },
    Unit {
        id: "pound",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "lb")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "lb")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "lb")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "livres")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "livre")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "livres")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "lb")]),
                ("one", &[("number", ""), ("unit", "lb")]),
                ("other", &[("number", ""), ("unit", "lb")]),
            ],
        ],
    },
    Unit {
        id: "second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "s")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "s")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "secondes")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "seconde")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "secondes")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "s")]),
                ("one", &[("number", ""), ("unit", "s")]),
                ("other", &[("number", ""), ("unit", "s")]),
            ],
        ],
    },
    Unit {
        id: "stone",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "st")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "st")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "st")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "stones")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "stone")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "stones")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "st")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "st")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "st")]),
            ],
        ],
    },
    Unit {
        id: "terabit",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "Tbit")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Tbit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Tbit")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "t\u{e9}rabits"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "t\u{e9}rabit"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "t\u{e9}rabits"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Tbit")]),
                ("one", &[("number", ""), ("unit", "Tbit")]),
                ("other", &[("number", ""), ("unit", "Tbit")]),
            ],
        ],
    },
    Unit {
        id: "terabyte",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "To")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "To")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "To")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "t\u{e9}raoctets"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "t\u{e9}raoctet"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "t\u{e9}raoctets"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "To")]),
                ("one", &[("number", ""), ("unit", "To")]),
                ("other", &[("number", ""), ("unit", "To")]),
            ],
        ],
    },
    Unit {
        id: "week",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "sem.")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "sem.")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "sem.")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "semaines")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "semaine")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "semaines")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "sem.")]),
                ("one", &[("number", ""), ("unit", "sem.")]),
                ("other", &[("number", ""), ("unit", "sem.")]),
            ],
        ],
    },
    Unit {
        id: "yard",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "yd")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "yd")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "yd")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "yards")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "yard")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "yards")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "yd")]),
                ("one", &[("number", ""), ("unit", "yd")]),
                ("other", &[("number", ""), ("unit", "yd")]),
            ],
        ],
    },
    Unit {
        id: "year",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "ans")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "an")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "ans")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "ans")]),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "an")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "ans")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "a")]),
                ("one", &[("number", ""), ("unit", "a")]),
                ("other", &[("number", ""), ("unit", "a")]),
            ],
        ],
    },
    Unit {
        id: "kilometer-per-hour",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "km/h")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "km/h")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "km/h")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilom\u{e8}tres par heure"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilom\u{e8}tre par heure"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilom\u{e8}tres par heure"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "km/h")]),
                ("one", &[("number", ""), ("unit", "km/h")]),
                ("other", &[("number", ""), ("unit", "km/h")]),
            ],
        ],
    },
    Unit {
        id: "mile-per-hour",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mi/h")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mi/h")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mi/h")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "miles par heure"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "mile par heure"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "miles par heure"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mi/h")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mi/h")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mi/h")],
                ),
            ],
        ],
    },
    Unit {
        id: "meter-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "m/s")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "m/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "m/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e8}tres par seconde"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e8}tre par seconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e8}tres par seconde"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "m/s")]),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "m/s")],
                ),
                ("other", &[("number", ""), ("unit", "m/s")]),
            ],
        ],
    },
    Unit {
        id: "foot-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "pi/s")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "pi/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "pi/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "pieds par seconde"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "pied par seconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "pieds par seconde"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "\u{2032}/s")]),
                ("one", &[("number", ""), ("unit", "\u{2032}/s")]),
                ("other", &[("number", ""), ("unit", "\u{2032}/s")]),
            ],
        ],
    },
    Unit {
        id: "byte-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "o/s")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "o/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "o/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "octets par seconde"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "octet par seconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "octets par seconde"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "o/s")]),
                ("one", &[("number", ""), ("unit", "o/s")]),
                ("other", &[("number", ""), ("unit", "o/s")]),
            ],
        ],
    },
    Unit {
        id: "kilobyte-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ko/s")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ko/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "ko/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilooctets par seconde"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilooctet par seconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilooctets par seconde"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ko/s")]),
                ("one", &[("number", ""), ("unit", "ko/s")]),
                ("other", &[("number", ""), ("unit", "ko/s")]),
            ],
        ],
    },
    Unit {
        id: "megabyte-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Mo/s")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Mo/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Mo/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e9}gaoctets par seconde"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e9}gaoctet par seconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e9}gaoctets par seconde"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Mo/s")]),
                ("one", &[("number", ""), ("unit", "Mo/s")]),
                ("other", &[("number", ""), ("unit", "Mo/s")]),
            ],
        ],
    },
    Unit {
        id: "gigabyte-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Go/s")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Go/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Go/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "gigaoctets par seconde"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "gigaoctet par seconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "gigaoctets par seconde"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Go/s")]),
                ("one", &[("number", ""), ("unit", "Go/s")]),
                ("other", &[("number", ""), ("unit", "Go/s")]),
            ],
        ],
    },
    Unit {
        id: "kilobit-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "kbit/s")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "kbit/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "kbit/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilobits par seconde"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilobit par seconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilobits par seconde"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "kbit/s")]),
                ("one", &[("number", ""), ("unit", "kbit/s")]),
                ("other", &[("number", ""), ("unit", "kbit/s")]),
            ],
        ],
    },
    Unit {
        id: "megabit-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Mbit/s")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Mbit/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Mbit/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e9}gabits par seconde"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e9}gabit par seconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "m\u{e9}gabits par seconde"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Mbit/s")]),
                ("one", &[("number", ""), ("unit", "Mbit/s")]),
                ("other", &[("number", ""), ("unit", "Mbit/s")]),
            ],
        ],
    },
    Unit {
        id: "gigabit-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Gbit/s")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Gbit/s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "Gbit/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "gigabits par seconde"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "gigabit par seconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "gigabits par seconde"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Gbit/s")]),
                ("one", &[("number", ""), ("unit", "Gbit/s")]),
                ("other", &[("number", ""), ("unit", "Gbit/s")]),
            ],
        ],
    },
    Unit {
        id: "liter-per-kilometer",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "l/km")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "l/km")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "l/km")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "litres au kilom\u{e8}tre"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "litre au kilom\u{e8}tre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "litres au kilom\u{e8}tre"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "l/km")]),
                ("one", &[("number", ""), ("unit", "l/km")]),
                ("other", &[("number", ""), ("unit", "l/km")]),
            ],
        ],
    },
    Unit {
        id: "kilometer-per-liter",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "km/l")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "km/l")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "km/l")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilom\u{e8}tres par litre"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilom\u{e8}tre par litre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "kilom\u{e8}tres par litre"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "km/l")]),
                ("one", &[("number", ""), ("unit", "km/l")]),
                ("other", &[("number", ""), ("unit", "km/l")]),
            ],
        ],
    },
    Unit {
        id: "mile-per-gallon",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mi/gal")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mi/gal")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "mi/gal")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "miles par gallon"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "mile par gallon"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "miles par gallon"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "mi/gal")]),
                ("one", &[("number", ""), ("unit", "mi/gal")]),
                ("other", &[("number", ""), ("unit", "mi/gal")]),
            ],
        ],
    },
    Unit {
        id: "gram-per-liter",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "g/l")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "g/l")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{202f}"), ("unit", "g/l")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "grammes par litre"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "gramme par litre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", "\u{a0}"),
                        ("unit", "grammes par litre"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "g/l")]),
                ("one", &[("number", ""), ("unit", "g/l")]),
                ("other", &[("number", ""), ("unit", "g/l")]),
            ],
        ],
    },
];
static FR_RELATIVE: &[RelativeUnit] = &[
    RelativeUnit {
        id: "year",
        future: [
            &[
                (
                    "many",
                    &[("literal", "dans "), ("number", ""), ("literal", " ans")],
                ),
                (
                    "one",
                    &[("literal", "dans "), ("number", ""), ("literal", " an")],
                ),
                (
                    "other",
                    &[("literal", "dans "), ("number", ""), ("literal", " ans")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dans "), ("number", ""), ("literal", " a")],
                ),
                (
                    "one",
                    &[("literal", "dans "), ("number", ""), ("literal", " a")],
                ),
                (
                    "other",
                    &[("literal", "dans "), ("number", ""), ("literal", " a")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "+"), ("number", ""), ("literal", " a")],
                ),
                (
                    "one",
                    &[("literal", "+"), ("number", ""), ("literal", " a")],
                ),
                (
                    "other",
                    &[("literal", "+"), ("number", ""), ("literal", " a")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[("literal", "il y a "), ("number", ""), ("literal", " ans")],
                ),
                (
                    "one",
                    &[("literal", "il y a "), ("number", ""), ("literal", " an")],
                ),
                (
                    "other",
                    &[("literal", "il y a "), ("number", ""), ("literal", " ans")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "il y a "), ("number", ""), ("literal", " a")],
                ),
                (
                    "one",
                    &[("literal", "il y a "), ("number", ""), ("literal", " a")],
                ),
                (
                    "other",
                    &[("literal", "il y a "), ("number", ""), ("literal", " a")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "-"), ("number", ""), ("literal", " a")],
                ),
                (
                    "one",
                    &[("literal", "-"), ("number", ""), ("literal", " a")],
                ),
                (
                    "other",
                    &[("literal", "-"), ("number", ""), ("literal", " a")],
                ),
            ],
        ],
        phrases: [
            &[
                (-1, "l\u{2019}ann\u{e9}e derni\u{e8}re"),
                (0, "cette ann\u{e9}e"),
                (1, "l\u{2019}ann\u{e9}e prochaine"),
            ],
            &[
                (-1, "l\u{2019}an dernier"),
                (0, "cette ann\u{e9}e"),
                (1, "l\u{2019}an prochain"),
            ],
            &[
                (-1, "l\u{2019}an dernier"),
                (0, "cette ann\u{e9}e"),
                (1, "l\u{2019}an prochain"),
            ],
        ],
    },
    RelativeUnit {
        id: "quarter",
        future: [
            &[
                (
                    "many",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", " trimestres"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", " trimestre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", " trimestres"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dans "), ("number", ""), ("literal", " trim.")],
                ),
                (
                    "one",
                    &[("literal", "dans "), ("number", ""), ("literal", " trim.")],
                ),
                (
                    "other",
                    &[("literal", "dans "), ("number", ""), ("literal", " trim.")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "+"), ("number", ""), ("literal", " trim.")],
                ),
                (
                    "one",
                    &[("literal", "+"), ("number", ""), ("literal", " trim.")],
                ),
                (
                    "other",
                    &[("literal", "+"), ("number", ""), ("literal", " trim.")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " trimestres"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " trimestre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " trimestres"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " trim."),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " trim."),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " trim."),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "-"), ("number", ""), ("literal", " trim.")],
                ),
                (
                    "one",
                    &[("literal", "-"), ("number", ""), ("literal", " trim.")],
                ),
                (
                    "other",
                    &[("literal", "-"), ("number", ""), ("literal", " trim.")],
                ),
            ],
        ],
        phrases: [
            &[
                (-1, "le trimestre dernier"),
                (0, "ce trimestre"),
                (1, "le trimestre prochain"),
            ],
            &[
                (-1, "le trimestre dernier"),
                (0, "ce trimestre"),
                (1, "le trimestre prochain"),
            ],
            &[
                (-1, "le trimestre dernier"),
                (0, "ce trimestre"),
                (1, "le trimestre prochain"),
            ],
        ],
    },
    RelativeUnit {
        id: "month",
        future: [
            &[
                (
                    "many",
                    &[("literal", "dans "), ("number", ""), ("literal", " mois")],
                ),
                (
                    "one",
                    &[("literal", "dans "), ("number", ""), ("literal", " mois")],
                ),
                (
                    "other",
                    &[("literal", "dans "), ("number", ""), ("literal", " mois")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dans "), ("number", ""), ("literal", " m.")],
                ),
                (
                    "one",
                    &[("literal", "dans "), ("number", ""), ("literal", " m.")],
                ),
                (
                    "other",
                    &[("literal", "dans "), ("number", ""), ("literal", " m.")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "+"), ("number", ""), ("literal", " m.")],
                ),
                (
                    "one",
                    &[("literal", "+"), ("number", ""), ("literal", " m.")],
                ),
                (
                    "other",
                    &[("literal", "+"), ("number", ""), ("literal", " m.")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[("literal", "il y a "), ("number", ""), ("literal", " mois")],
                ),
                (
                    "one",
                    &[("literal", "il y a "), ("number", ""), ("literal", " mois")],
                ),
                (
                    "other",
                    &[("literal", "il y a "), ("number", ""), ("literal", " mois")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "il y a "), ("number", ""), ("literal", " m.")],
                ),
                (
                    "one",
                    &[("literal", "il y a "), ("number", ""), ("literal", " m.")],
                ),
                (
                    "other",
                    &[("literal", "il y a "), ("number", ""), ("literal", " m.")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "-"), ("number", ""), ("literal", " m.")],
                ),
                (
                    "one",
                    &[("literal", "-"), ("number", ""), ("literal", " m.")],
                ),
                (
                    "other",
                    &[("literal", "-"), ("number", ""), ("literal", " m.")],
                ),
            ],
        ],
        phrases: [
            &[
                (-1, "le mois dernier"),
                (0, "ce mois-ci"),
                (1, "le mois prochain"),
            ],
            &[
                (-1, "le mois dernier"),
                (0, "ce mois-ci"),
                (1, "le mois prochain"),
            ],
            &[
                (-1, "le mois dernier"),
                (0, "ce mois-ci"),
                (1, "le mois prochain"),
            ],
        ],
    },
    RelativeUnit {
        id: "week",
        future: [
            &[
                (
                    "many",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", " semaines"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", " semaine"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", " semaines"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dans "), ("number", ""), ("literal", " sem.")],
                ),
                (
                    "one",
                    &[("literal", "dans "), ("number", ""), ("literal", " sem.")],
                ),
                (
                    "other",
                    &[("literal", "dans "), ("number", ""), ("literal", " sem.")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "+"), ("number", ""), ("literal", " sem.")],
                ),
                (
                    "one",
                    &[("literal", "+"), ("number", ""), ("literal", " sem.")],
                ),
                (
                    "other",
                    &[("literal", "+"), ("number", ""), ("literal", " sem.")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " semaines"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " semaine"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " semaines"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "il y a "), ("number", ""), ("literal", " sem.")],
                ),
                (
                    "one",
                    &[("literal", "il y a "), ("number", ""), ("literal", " sem.")],
                ),
                (
                    "other",
                    &[("literal", "il y a "), ("number", ""), ("literal", " sem.")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "-"), ("number", ""), ("literal", " sem.")],
                ),
                (
                    "one",
                    &[("literal", "-"), ("number", ""), ("literal", " sem.")],
                ),
                (
                    "other",
                    &[("literal", "-"), ("number", ""), ("literal", " sem.")],
                ),
            ],
        ],
        phrases: [
            &[
                (-1, "la semaine derni\u{e8}re"),
                (0, "cette semaine"),
                (1, "la semaine prochaine"),
            ],
            &[
                (-1, "la semaine derni\u{e8}re"),
                (0, "cette semaine"),
                (1, "la semaine prochaine"),
            ],
            &[
                (-1, "la semaine derni\u{e8}re"),
                (0, "cette semaine"),
                (1, "la semaine prochaine"),
            ],
        ],
    },
    RelativeUnit {
        id: "day",
        future: [
            &[
                (
                    "many",
                    &[("literal", "dans "), ("number", ""), ("literal", " jours")],
                ),
                (
                    "one",
                    &[("literal", "dans "), ("number", ""), ("literal", " jour")],
                ),
                (
                    "other",
                    &[("literal", "dans "), ("number", ""), ("literal", " jours")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dans "), ("number", ""), ("literal", "\u{a0}j")],
                ),
                (
                    "one",
                    &[("literal", "dans "), ("number", ""), ("literal", "\u{a0}j")],
                ),
                (
                    "other",
                    &[("literal", "dans "), ("number", ""), ("literal", "\u{a0}j")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "+"), ("number", ""), ("literal", " j")],
                ),
                (
                    "one",
                    &[("literal", "+"), ("number", ""), ("literal", " j")],
                ),
                (
                    "other",
                    &[("literal", "+"), ("number", ""), ("literal", " j")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " jours"),
                    ],
                ),
                (
                    "one",
                    &[("literal", "il y a "), ("number", ""), ("literal", " jour")],
                ),
                (
                    "other",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " jours"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", "\u{a0}j"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", "\u{a0}j"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", "\u{a0}j"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "-"), ("number", ""), ("literal", " j")],
                ),
                (
                    "one",
                    &[("literal", "-"), ("number", ""), ("literal", " j")],
                ),
                (
                    "other",
                    &[("literal", "-"), ("number", ""), ("literal", " j")],
                ),
            ],
        ],
        phrases: [
            &[
                (-2, "avant-hier"),
                (-1, "hier"),
                (0, "aujourd\u{2019}hui"),
                (1, "demain"),
                (2, "apr\u{e8}s-demain"),
            ],
            &[
                (-2, "avant-hier"),
                (-1, "hier"),
                (0, "aujourd\u{2019}hui"),
                (1, "demain"),
                (2, "apr\u{e8}s-demain"),
            ],
            &[
                (-2, "avant-hier"),
                (-1, "hier"),
                (0, "aujourd\u{2019}hui"),
                (1, "demain"),
                (2, "apr\u{e8}s-demain"),
            ],
        ],
    },
    RelativeUnit {
        id: "hour",
        future: [
            &[
                (
                    "many",
                    &[("literal", "dans "), ("number", ""), ("literal", " heures")],
                ),
                (
                    "one",
                    &[("literal", "dans "), ("number", ""), ("literal", " heure")],
                ),
                (
                    "other",
                    &[("literal", "dans "), ("number", ""), ("literal", " heures")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dans "), ("number", ""), ("literal", "\u{a0}h")],
                ),
                (
                    "one",
                    &[("literal", "dans "), ("number", ""), ("literal", "\u{a0}h")],
                ),
                (
                    "other",
                    &[("literal", "dans "), ("number", ""), ("literal", "\u{a0}h")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "+"), ("number", ""), ("literal", " h")],
                ),
                (
                    "one",
                    &[("literal", "+"), ("number", ""), ("literal", " h")],
                ),
                (
                    "other",
                    &[("literal", "+"), ("number", ""), ("literal", " h")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " heures"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " heure"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " heures"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", "\u{a0}h"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", "\u{a0}h"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", "\u{a0}h"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "-"), ("number", ""), ("literal", " h")],
                ),
                (
                    "one",
                    &[("literal", "-"), ("number", ""), ("literal", " h")],
                ),
                (
                    "other",
                    &[("literal", "-"), ("number", ""), ("literal", " h")],
                ),
            ],
        ],
        phrases: [
            &[(0, "cette heure-ci")],
            &[(0, "cette heure-ci")],
            &[(0, "cette heure-ci")],
        ],
    },
    RelativeUnit {
        id: "minute",
        future: [
            &[
                (
                    "many",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", " minutes"),
                    ],
                ),
                (
                    "one",
                    &[("literal", "dans "), ("number", ""), ("literal", " minute")],
                ),
                (
                    "other",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", " minutes"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", "\u{a0}min"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", "\u{a0}min"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", "\u{a0}min"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "+"), ("number", ""), ("literal", " min")],
                ),
                (
                    "one",
                    &[("literal", "+"), ("number", ""), ("literal", " min")],
                ),
                (
                    "other",
                    &[("literal", "+"), ("number", ""), ("literal", " min")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " minutes"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " minute"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " minutes"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", "\u{a0}min"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", "\u{a0}min"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", "\u{a0}min"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "-"), ("number", ""), ("literal", " min")],
                ),
                (
                    "one",
                    &[("literal", "-"), ("number", ""), ("literal", " min")],
                ),
                (
                    "other",
                    &[("literal", "-"), ("number", ""), ("literal", " min")],
                ),
            ],
        ],
        phrases: [
            &[(0, "cette minute-ci")],
            &[(0, "cette minute-ci")],
            &[(0, "cette minute-ci")],
        ],
    },
    RelativeUnit {
        id: "second",
        future: [
            &[
                (
                    "many",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", " secondes"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", " seconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dans "),
                        ("number", ""),
                        ("literal", " secondes"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dans "), ("number", ""), ("literal", "\u{a0}s")],
                ),
                (
                    "one",
                    &[("literal", "dans "), ("number", ""), ("literal", "\u{a0}s")],
                ),
                (
                    "other",
                    &[("literal", "dans "), ("number", ""), ("literal", "\u{a0}s")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "+"), ("number", ""), ("literal", " s")],
                ),
                (
                    "one",
                    &[("literal", "+"), ("number", ""), ("literal", " s")],
                ),
                (
                    "other",
                    &[("literal", "+"), ("number", ""), ("literal", " s")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " secondes"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " seconde"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", " secondes"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", "\u{a0}s"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", "\u{a0}s"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "il y a "),
                        ("number", ""),
                        ("literal", "\u{a0}s"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "-"), ("number", ""), ("literal", " s")],
                ),
                (
                    "one",
                    &[("literal", "-"), ("number", ""), ("literal", " s")],
                ),
                (
                    "other",
                    &[("literal", "-"), ("number", ""), ("literal", " s")],
                ),
            ],
        ],
        phrases: [
            &[(0, "maintenant")],
            &[(0, "maintenant")],
            &[(0, "maintenant")],
        ],
    },
];
static FR: LocaleData = LocaleData {
    tag: "fr",
    currency: [
        &[("number", ""), ("literal", "\u{a0}"), ("currency", "")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", "\u{a0}"),
            ("currency", ""),
        ],
    ],
    currency_accounting: [
        &[("number", ""), ("literal", "\u{a0}"), ("currency", "")],
        &[
            ("literal", "("),
            ("number", ""),
            ("literal", "\u{a0}"),
            ("currency", ""),
            ("literal", ")"),
        ],
    ],
    currency_name: [
        &[("number", ""), ("literal", " "), ("currency", "")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", " "),
            ("currency", ""),
        ],
    ],
    percent: [
        &[("number", ""), ("literal", "\u{a0}"), ("percentSign", "%")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", "\u{a0}"),
            ("percentSign", "%"),
        ],
    ],
    currencies: FR_CURRENCIES,
    units: FR_UNITS,
    relative: FR_RELATIVE,
};

static ES_CURRENCIES: &[Currency] = &[
    Currency {
        code: "USD",
        symbol: "US$",
        narrow: "$",
        names: &[
            ("many", "d\u{f3}lares estadounidenses"),
            ("one", "d\u{f3}lar estadounidense"),
            ("other", "d\u{f3}lares estadounidenses"),
        ],
    },
    Currency {
        code: "EUR",
        symbol: "\u{20ac}",
        narrow: "\u{20ac}",
        names: &[("many", "euros"), ("one", "euro"), ("other", "euros")],
    },
    Currency {
        code: "JPY",
        symbol: "JPY",
        narrow: "\u{a5}",
        names: &[
            ("many", "yenes japoneses"),
            ("one", "yen japon\u{e9}s"),
            ("other", "yenes japoneses"),
        ],
    },
    Currency {
        code: "GBP",
        symbol: "GBP",
        narrow: "\u{a3}",
        names: &[
            ("many", "libras esterlinas"),
            ("one", "libra esterlina"),
            ("other", "libras esterlinas"),
        ],
    },
    Currency {
        code: "CNY",
        symbol: "CNY",
        narrow: "\u{a5}",
        names: &[
            ("many", "yuanes renminbi"),
            ("one", "yuan renminbi"),
            ("other", "yuanes renminbi"),
        ],
    },
    Currency {
        code: "INR",
        symbol: "INR",
        narrow: "\u{20b9}",
        names: &[
            ("many", "rupias indias"),
            ("one", "rupia india"),
            ("other", "rupias indias"),
        ],
    },
    Currency {
        code: "CAD",
        symbol: "CAD",
        narrow: "$",
        names: &[
            ("many", "d\u{f3}lares canadienses"),
            ("one", "d\u{f3}lar canadiense"),
            ("other", "d\u{f3}lares canadienses"),
        ],
    },
    Currency {
        code: "AUD",
        symbol: "AUD",
        narrow: "$",
        names: &[
            ("many", "d\u{f3}lares australianos"),
            ("one", "d\u{f3}lar australiano"),
            ("other", "d\u{f3}lares australianos"),
        ],
    },
    Currency {
        code: "CHF",
        symbol: "CHF",
        narrow: "CHF",
        names: &[
            ("many", "francos suizos"),
            ("one", "franco suizo"),
            ("other", "francos suizos"),
        ],
    },
    Currency {
        code: "KRW",
        symbol: "KRW",
        narrow: "\u{20a9}",
        names: &[
            ("many", "wons surcoreanos"),
            ("one", "won surcoreano"),
            ("other", "wons surcoreanos"),
        ],
    },
    Currency {
        code: "BRL",
        symbol: "BRL",
        narrow: "R$",
        names: &[
            ("many", "reales brasile\u{f1}os"),
            ("one", "real brasile\u{f1}o"),
            ("other", "reales brasile\u{f1}os"),
        ],
    },
    Currency {
        code: "MXN",
        symbol: "MXN",
        narrow: "$",
        names: &[
            ("many", "pesos mexicanos"),
            ("one", "peso mexicano"),
            ("other", "pesos mexicanos"),
        ],
    },
    Currency {
        code: "RUB",
        symbol: "RUB",
        narrow: "\u{20bd}",
        names: &[
            ("many", "rublos rusos"),
            ("one", "rublo ruso"),
            ("other", "rublos rusos"),
        ],
    },
    Currency {
        code: "SEK",
        symbol: "SEK",
        narrow: "kr",
        names: &[
            ("many", "coronas suecas"),
            ("one", "corona sueca"),
            ("other", "coronas suecas"),
        ],
    },
    Currency {
        code: "NOK",
        symbol: "NOK",
        narrow: "kr",
        names: &[
            ("many", "coronas noruegas"),
            ("one", "corona noruega"),
            ("other", "coronas noruegas"),
        ],
    },
    Currency {
        code: "DKK",
        symbol: "DKK",
        narrow: "kr",
        names: &[
            ("many", "coronas danesas"),
            ("one", "corona danesa"),
            ("other", "coronas danesas"),
        ],
    },
    Currency {
        code: "PLN",
        symbol: "PLN",
        narrow: "z\u{142}",
        names: &[
            ("many", "eslotis polacos"),
            ("one", "esloti polaco"),
            ("other", "eslotis polacos"),
        ],
    },
    Currency {
        code: "HKD",
        symbol: "HKD",
        narrow: "$",
        names: &[
            ("many", "d\u{f3}lares hongkoneses"),
            ("one", "d\u{f3}lar hongkon\u{e9}s"),
            ("other", "d\u{f3}lares hongkoneses"),
        ],
    },
    Currency {
        code: "SGD",
        symbol: "SGD",
        narrow: "$",
        names: &[
            ("many", "d\u{f3}lares singapurenses"),
            ("one", "d\u{f3}lar singapurense"),
            ("other", "d\u{f3}lares singapurenses"),
        ],
    },
    Currency {
        code: "NZD",
        symbol: "NZD",
        narrow: "$",
        names: &[
            ("many", "d\u{f3}lares neozelandeses"),
            ("one", "d\u{f3}lar neozeland\u{e9}s"),
            ("other", "d\u{f3}lares neozelandeses"),
        ],
    },
    Currency {
        code: "ZAR",
        symbol: "ZAR",
        narrow: "R",
        names: &[
            ("many", "rands sudafricanos"),
            ("one", "rand sudafricano"),
            ("other", "rands sudafricanos"),
        ],
    },
    Currency {
        code: "TRY",
        symbol: "TRY",
        narrow: "\u{20ba}",
        names: &[
            ("many", "liras turcas"),
            ("one", "lira turca"),
            ("other", "liras turcas"),
        ],
    },
    Currency {
        code: "THB",
        symbol: "\u{e3f}",
        narrow: "\u{e3f}",
        names: &[
            ("many", "bats tailandeses"),
            ("one", "bat tailand\u{e9}s"),
            ("other", "bats tailandeses"),
        ],
    },
    Currency {
        code: "IDR",
        symbol: "IDR",
        narrow: "Rp",
        names: &[
            ("many", "rupias indonesias"),
            ("one", "rupia indonesia"),
            ("other", "rupias indonesias"),
        ],
    },
    Currency {
        code: "CZK",
        symbol: "CZK",
        narrow: "K\u{10d}",
        names: &[
            ("many", "coronas checas"),
            ("one", "corona checa"),
            ("other", "coronas checas"),
        ],
    },
    Currency {
        code: "HUF",
        symbol: "HUF",
        narrow: "Ft",
        names: &[
            ("many", "forintos h\u{fa}ngaros"),
            ("one", "forinto h\u{fa}ngaro"),
            ("other", "forintos h\u{fa}ngaros"),
        ],
    },
    Currency {
        code: "ILS",
        symbol: "ILS",
        narrow: "\u{20aa}",
        names: &[
            ("many", "nuevos s\u{e9}queles israel\u{ed}es"),
            ("one", "nuevo s\u{e9}quel israel\u{ed}"),
            ("other", "nuevos s\u{e9}queles israel\u{ed}es"),
        ],
    },
    Currency {
        code: "TWD",
        symbol: "TWD",
        narrow: "NT$",
        names: &[
            ("many", "nuevos d\u{f3}lares taiwaneses"),
            ("one", "nuevo d\u{f3}lar taiwan\u{e9}s"),
            ("other", "nuevos d\u{f3}lares taiwaneses"),
        ],
    },
    Currency {
        code: "SAR",
        symbol: "SAR",
        narrow: "SAR",
        names: &[
            ("many", "riales saud\u{ed}es"),
            ("one", "rial saud\u{ed}"),
            ("other", "riales saud\u{ed}es"),
        ],
    },
    Currency {
        code: "AED",
        symbol: "AED",
        narrow: "AED",
        names: &[
            ("many", "d\u{ed}rhams de los Emiratos \u{c1}rabes Unidos"),
            ("one", "d\u{ed}rham de los Emiratos \u{c1}rabes Unidos"),
            ("other", "d\u{ed}rhams de los Emiratos \u{c1}rabes Unidos"),
        ],
    },
    Currency {
        code: "UAH",
        symbol: "UAH",
        narrow: "\u{20b4}",
        names: &[
            ("many", "grivnas ucranianas"),
            ("one", "grivna ucraniana"),
            ("other", "grivnas ucranianas"),
        ],
    },
    Currency {
        code: "VND",
        symbol: "\u{20ab}",
        narrow: "\u{20ab}",
        names: &[
            ("many", "dongs vietnamitas"),
            ("one", "dong vietnamita"),
            ("other", "dongs vietnamitas"),
        ],
    },
    Currency {
        code: "PHP",
        symbol: "PHP",
        narrow: "\u{20b1}",
        names: &[
            ("many", "pesos filipinos"),
            ("one", "peso filipino"),
            ("other", "pesos filipinos"),
        ],
    },
    Currency {
        code: "BTC",
        symbol: "BTC",
        narrow: "BTC",
        names: &[("many", "BTC"), ("one", "BTC"), ("other", "BTC")],
    },
];
static ES_UNITS: &[Unit] = &[
    Unit {
        id: "acre",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "ac")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "ac")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ac")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "acres")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "acre")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "acres")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ac")]),
                ("one", &[("number", ""), ("unit", "ac")]),
                ("other", &[("number", ""), ("unit", "ac")]),
            ],
        ],
    },
    Unit {
        id: "bit",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "b")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "b")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "b")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "bits")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "bit")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "bits")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "b")]),
                ("one", &[("number", ""), ("unit", "b")]),
                ("other", &[("number", ""), ("unit", "b")]),
            ],
        ],
    },
    Unit {
        id: "byte",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "B")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "B")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "B")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "bytes")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "byte")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "bytes")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "B")]),
                ("one", &[("number", ""), ("unit", "B")]),
                ("other", &[("number", ""), ("unit", "B")]),
            ],
        ],
    },
    Unit {
        id: "celsius",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "\u{b0}C")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{b0}C")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{b0}C")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "grados Celsius")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "grado Celsius")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "grados Celsius")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "\u{b0}C")]),
                ("one", &[("number", ""), ("unit", "\u{b0}C")]),
                ("other", &[("number", ""), ("unit", "\u{b0}C")]),
            ],
        ],
    },
    Unit {
        id: "centimeter",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "cm")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "cm")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "cm")]),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "cent\u{ed}metros"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "cent\u{ed}metro"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "cent\u{ed}metros"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "cm")]),
                ("one", &[("number", ""), ("unit", "cm")]),
                ("other", &[("number", ""), ("unit", "cm")]),
            ],
        ],
    },
    Unit {
        id: "day",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "d")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "d")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "d")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "d\u{ed}as")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "d\u{ed}a")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "d\u{ed}as")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "d")]),
                ("one", &[("number", ""), ("unit", "d")]),
                ("other", &[("number", ""), ("unit", "d")]),
            ],
        ],
    },
    Unit {
        id: "degree",
        display: [
            &[
                ("many", &[("number", ""), ("unit", "\u{b0}")]),
                ("one", &[("number", ""), ("unit", "\u{b0}")]),
                ("other", &[("number", ""), ("unit", "\u{b0}")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "grados")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "grado")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "grados")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "\u{b0}")]),
                ("one", &[("number", ""), ("unit", "\u{b0}")]),
                ("other", &[("number", ""), ("unit", "\u{b0}")]),
            ],
        ],
    },
    Unit {
        id: "fahrenheit",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "\u{b0}F")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{b0}F")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{b0}F")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "grados Fahrenheit"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "grado Fahrenheit"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "grados Fahrenheit"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "\u{b0}F")]),
                ("one", &[("number", ""), ("unit", "\u{b0}F")]),
                ("other", &[("number", ""), ("unit", "\u{b0}F")]),
            ],
        ],
    },
    Unit {
        id: "fluid-ounce",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "fl oz")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "fl oz")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "fl oz")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "onzas l\u{ed}quidas"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "onza l\u{ed}quida"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "onzas l\u{ed}quidas"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "fl oz")]),
                ("one", &[("number", ""), ("unit", "fl oz")]),
                ("other", &[("number", ""), ("unit", "fl oz")]),
            ],
        ],
    },
    Unit {
        id: "foot",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "ft")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "ft")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ft")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "pies")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "pie")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "pies")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ft")]),
                ("one", &[("number", ""), ("unit", "ft")]),
                ("other", &[("number", ""), ("unit", "ft")]),
            ],
        ],
    },
    Unit {
        id: "gallon",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "gal")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "gal")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gal")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "galones")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "gal\u{f3}n")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "galones")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "gal")]),
                ("one", &[("number", ""), ("unit", "gal")]),
                ("other", &[("number", ""), ("unit", "gal")]),
            ],
        ],
    },
    Unit {
        id: "gigabit",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "Gb")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "Gb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Gb")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "gigabits")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "gigabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gigabits")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Gb")]),
                ("one", &[("number", ""), ("unit", "Gb")]),
                ("other", &[("number", ""), ("unit", "Gb")]),
            ],
        ],
    },
    Unit {
        id: "gigabyte",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "GB")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "GB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "GB")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "gigabytes")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "gigabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gigabytes")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "GB")]),
                ("one", &[("number", ""), ("unit", "GB")]),
                ("other", &[("number", ""), ("unit", "GB")]),
            ],
        ],
    },
    Unit {
        id: "gram",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "g")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "g")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "g")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "gramos")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "gramo")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "gramos")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "g")]),
                ("one", &[("number", ""), ("unit", "g")]),
                ("other", &[("number", ""), ("unit", "g")]),
            ],
        ],
    },
    Unit {
        id: "hectare",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "ha")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "ha")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ha")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "hect\u{e1}reas")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "hect\u{e1}rea")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "hect\u{e1}reas")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ha")]),
                ("one", &[("number", ""), ("unit", "ha")]),
                ("other", &[("number", ""), ("unit", "ha")]),
            ],
        ],
    },
    Unit {
        id: "hour",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "h")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "h")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "h")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "horas")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "hora")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "horas")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "h")]),
                ("one", &[("number", ""), ("unit", "h")]),
                ("other", &[("number", ""), ("unit", "h")]),
            ],
        ],
    },
    Unit {
        id: "inch",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "in")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "in")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "in")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "pulgadas")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "pulgada")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "pulgadas")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "in")]),
                ("one", &[("number", ""), ("unit", "in")]),
                ("other", &[("number", ""), ("unit", "in")]),
            ],
        ],
    },
    Unit {
        id: "kilobit",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "kb")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "kb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kb")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "kilobits")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "kilobit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kilobits")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "kb")]),
                ("one", &[("number", ""), ("unit", "kb")]),
                ("other", &[("number", ""), ("unit", "kb")]),
            ],
        ],
    },
    Unit {
        id: "kilobyte",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "kB")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "kB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kB")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "kilobytes")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "kilobyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kilobytes")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "kB")]),
                ("one", &[("number", ""), ("unit", "kB")]),
                ("other", &[("number", ""), ("unit", "kB")]),
            ],
        ],
    },
    Unit {
        id: "kilogram",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "kg")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "kg")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kg")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "kilogramos")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "kilogramo")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kilogramos")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "kg")]),
                ("one", &[("number", ""), ("unit", "kg")]),
                ("other", &[("number", ""), ("unit", "kg")]),
            ],
        ],
    },
    Unit {
        id: "kilometer",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "km")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "km")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "km")]),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kil\u{f3}metros"),
                    ],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "kil\u{f3}metro")],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kil\u{f3}metros"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "km")]),
                ("one", &[("number", ""), ("unit", "km")]),
                ("other", &[("number", ""), ("unit", "km")]),
            ],
        ],
    },
    Unit {
        id: "liter",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "l")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "l")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "l")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "litros")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "litro")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "litros")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "l")]),
                ("one", &[("number", ""), ("unit", "l")]),
                ("other", &[("number", ""), ("unit", "l")]),
            ],
        ],
    },
    Unit {
        id: "megabit",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "megabits")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "megabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "megabits")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Mb")]),
                ("one", &[("number", ""), ("unit", "Mb")]),
                ("other", &[("number", ""), ("unit", "Mb")]),
            ],
        ],
    },
    Unit {
        id: "megabyte",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "MB")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "MB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "MB")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "megabytes")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "megabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "megabytes")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "MB")]),
                ("one", &[("number", ""), ("unit", "MB")]),
                ("other", &[("number", ""), ("unit", "MB")]),
            ],
        ],
    },
    Unit {
        id: "meter",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "m")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "m")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "m")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "metros")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "metro")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "metros")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "m")]),
                ("one", &[("number", ""), ("unit", "m")]),
                ("other", &[("number", ""), ("unit", "m")]),
            ],
        ],
    },
    Unit {
        id: "microsecond",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "microsegundos")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "microsegundo")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "microsegundos")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "\u{3bc}s")]),
                ("one", &[("number", ""), ("unit", "\u{3bc}s")]),
                ("other", &[("number", ""), ("unit", "\u{3bc}s")]),
            ],
        ],
    },
    Unit {
        id: "mile",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "mi")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "mi")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "mi")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "millas")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "milla")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "millas")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "mi")]),
                ("one", &[("number", ""), ("unit", "mi")]),
                ("other", &[("number", ""), ("unit", "mi")]),
            ],
        ],
    },
    Unit {
        id: "mile-scandinavian",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "mi esc.")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "mi esc.")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mi esc.")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "millas escandinavas"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "milla escandinava"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "millas escandinavas"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "mi esc")]),
                ("one", &[("number", ""), ("unit", "mi esc")]),
                ("other", &[("number", ""), ("unit", "mi esc")]),
            ],
        ],
    },
    Unit {
        id: "milliliter",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "ml")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "ml")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ml")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "mililitros")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "mililitro")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mililitros")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "ml")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "ml")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ml")]),
            ],
        ],
    },
    Unit {
        id: "millimeter",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "mm")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "mm")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "mm")]),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "mil\u{ed}metros"),
                    ],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "mil\u{ed}metro")],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "mil\u{ed}metros"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "mm")]),
                ("one", &[("number", ""), ("unit", "mm")]),
                ("other", &[("number", ""), ("unit", "mm")]),
            ],
        ],
    },
    Unit {
        id: "millisecond",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "ms")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "ms")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ms")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "milisegundos")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "milisegundo")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "milisegundos")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ms")]),
                ("one", &[("number", ""), ("unit", "ms")]),
                ("other", &[("number", ""), ("unit", "ms")]),
            ],
        ],
    },
    Unit {
        id: "minute",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "min")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "min")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "min")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "minutos")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "minuto")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "minutos")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "min")]),
                ("one", &[("number", ""), ("unit", "min")]),
                ("other", &[("number", ""), ("unit", "min")]),
            ],
        ],
    },
    Unit {
        id: "month",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "m.")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "m.")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "m.")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "meses")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "mes")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "meses")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "m")]),
                ("one", &[("number", ""), ("unit", "m")]),
                ("other", &[("number", ""), ("unit", "m")]),
            ],
        ],
    },
    Unit {
        id: "nanosecond",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "ns")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "ns")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "ns")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "nanosegundos")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "nanosegundo")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "nanosegundos")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ns")]),
                ("one", &[("number", ""), ("unit", "ns")]),
                ("other", &[("number", ""), ("unit", "ns")]),
            ],
        ],
    },
    Unit {
        id: "ounce",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "oz")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "oz")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "oz")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "onzas")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "onza")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "onzas")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "oz")]),
                ("one", &[("number", ""), ("unit", "oz")]),
                ("other", &[("number", ""), ("unit", "oz")]),
            ],
        ],
    },
    Unit {
        id: "percent",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "por ciento")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "por ciento")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "por ciento")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", "\u{a0}"), ("unit", "%")],
                ),
            ],
        ],
    },
    Unit {
        id: "petabyte",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "PB")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "PB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "PB")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "petabytes")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "petabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "petabytes")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "PB")]),
                ("one", &[("number", ""), ("unit", "PB")]),
                ("other", &[("number", ""), ("unit", "PB")]),
            ],
        ],
    },
    Unit {
        id: "pound",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "lb")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "lb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "lb")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "libras")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "libra")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "libras")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "lb")]),
                ("one", &[("number", ""), ("unit", "lb")]),
                ("other", &[("number", ""), ("unit", "lb")]),
            ],
        ],
    },
    Unit {
        id: "second",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "s")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "s")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "s")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "segundos")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "segundo")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "segundos")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "s")]),
                ("one", &[("number", ""), ("unit", "s")]),
                ("other", &[("number", ""), ("unit", "s")]),
            ],
        ],
    },
    Unit {
        id: "stone",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "st")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "st")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "st")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "stones")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "stone")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "stones")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "st")]),
                ("one", &[("number", ""), ("unit", "st")]),
                ("other", &[("number", ""), ("unit", "st")]),
            ],
        ],
    },
    Unit {
        id: "terabit",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "terabits")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "terabit")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "terabits")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Tb")]),
                ("one", &[("number", ""), ("unit", "Tb")]),
                ("other", &[("number", ""), ("unit", "Tb")]),
            ],
        ],
    },
    Unit {
        id: "terabyte",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "TB")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "TB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "TB")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "terabytes")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "terabyte")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "terabytes")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "TB")]),
                ("one", &[("number", ""), ("unit", "TB")]),
                ("other", &[("number", ""), ("unit", "TB")]),
            ],
        ],
    },
    Unit {
        id: "week",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "sem.")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "sem.")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "sem.")],
                ),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "semanas")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "semana")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "semanas")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "sem")]),
                ("one", &[("number", ""), ("unit", "sem")]),
                ("other", &[("number", ""), ("unit", "sem")]),
            ],
        ],
    },
    Unit {
        id: "yard",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "yd")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "yd")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "yd")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "yardas")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "yarda")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "yardas")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "yd")]),
                ("one", &[("number", ""), ("unit", "yd")]),
                ("other", &[("number", ""), ("unit", "yd")]),
            ],
        ],
    },
    Unit {
        id: "year",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "a")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "a")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "a")]),
            ],
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "a\u{f1}os")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "a\u{f1}o")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "a\u{f1}os")],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "a")]),
                ("one", &[("number", ""), ("unit", "a")]),
                ("other", &[("number", ""), ("unit", "a")]),
            ],
        ],
    },
    Unit {
        id: "kilometer-per-hour",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "km/h")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "km/h")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "km/h")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kil\u{f3}metros por hora"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kil\u{f3}metro por hora"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kil\u{f3}metros por hora"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "km/h")]),
                ("one", &[("number", ""), ("unit", "km/h")]),
                ("other", &[("number", ""), ("unit", "km/h")]),
            ],
        ],
    },
    Unit {
        id: "mile-per-hour",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "mi/h")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "mi/h")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mi/h")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "millas por hora"),
                    ],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "milla por hora")],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "millas por hora"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "mi/h")]),
                ("one", &[("number", ""), ("unit", "mi/h")]),
                ("other", &[("number", ""), ("unit", "mi/h")]),
            ],
        ],
    },
    Unit {
        id: "meter-per-second",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "m/s")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "m/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "m/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "metros por segundo"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "metro por segundo"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "metros por segundo"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "m/s")]),
                ("one", &[("number", ""), ("unit", "m/s")]),
                ("other", &[("number", ""), ("unit", "m/s")]),
            ],
        ],
    },
    Unit {
        id: "foot-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "ft/s")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "ft/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "ft/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "pies por segundo"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "pie por segundo"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "pies por segundo"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "ft/s")]),
                ("one", &[("number", ""), ("unit", "ft/s")]),
                ("other", &[("number", ""), ("unit", "ft/s")]),
            ],
        ],
    },
    Unit {
        id: "byte-per-second",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "B/s")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "B/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "B/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "bytes por segundo"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "byte por segundo"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "bytes por segundo"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "B/s")]),
                ("one", &[("number", ""), ("unit", "B/s")]),
                ("other", &[("number", ""), ("unit", "B/s")]),
            ],
        ],
    },
    Unit {
        id: "kilobyte-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "kB/s")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "kB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kB/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobytes por segundo"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobyte por segundo"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobytes por segundo"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "kB/s")]),
                ("one", &[("number", ""), ("unit", "kB/s")]),
                ("other", &[("number", ""), ("unit", "kB/s")]),
            ],
        ],
    },
    Unit {
        id: "megabyte-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "MB/s")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "MB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "MB/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabytes por segundo"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabyte por segundo"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabytes por segundo"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "MB/s")]),
                ("one", &[("number", ""), ("unit", "MB/s")]),
                ("other", &[("number", ""), ("unit", "MB/s")]),
            ],
        ],
    },
    Unit {
        id: "gigabyte-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "GB/s")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "GB/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "GB/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabytes por segundo"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabyte por segundo"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabytes por segundo"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "GB/s")]),
                ("one", &[("number", ""), ("unit", "GB/s")]),
                ("other", &[("number", ""), ("unit", "GB/s")]),
            ],
        ],
    },
    Unit {
        id: "kilobit-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "kb/s")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "kb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "kb/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobits por segundo"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobit por segundo"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kilobits por segundo"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "kb/s")]),
                ("one", &[("number", ""), ("unit", "kb/s")]),
                ("other", &[("number", ""), ("unit", "kb/s")]),
            ],
        ],
    },
    Unit {
        id: "megabit-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "Mb/s")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Mb/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabits por segundo"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabit por segundo"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "megabits por segundo"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Mb/s")]),
                ("one", &[("number", ""), ("unit", "Mb/s")]),
                ("other", &[("number", ""), ("unit", "Mb/s")]),
            ],
        ],
    },
    Unit {
        id: "gigabit-per-second",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "Gb/s")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "Gb/s")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "Gb/s")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabits por segundo"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabit por segundo"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gigabits por segundo"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "Gb/s")]),
                ("one", &[("number", ""), ("unit", "Gb/s")]),
                ("other", &[("number", ""), ("unit", "Gb/s")]),
            ],
        ],
    },
    Unit {
        id: "liter-per-kilometer",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "l/km")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "l/km")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "l/km")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "litros por kil\u{f3}metro"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "litro por kil\u{f3}metro"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "litros por kil\u{f3}metro"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "l/km")]),
                ("one", &[("number", ""), ("unit", "l/km")]),
                ("other", &[("number", ""), ("unit", "l/km")]),
            ],
        ],
    },
    Unit {
        id: "kilometer-per-liter",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "km/l")],
                ),
                ("one", &[("number", ""), ("literal", " "), ("unit", "km/l")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "km/l")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kil\u{f3}metros por litro"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kil\u{f3}metro por litro"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kil\u{f3}metros por litro"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "km/l")]),
                ("one", &[("number", ""), ("unit", "km/l")]),
                ("other", &[("number", ""), ("unit", "km/l")]),
            ],
        ],
    },
    Unit {
        id: "mile-per-gallon",
        display: [
            &[
                (
                    "many",
                    &[("number", ""), ("literal", " "), ("unit", "mi/gal")],
                ),
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "mi/gal")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mi/gal")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "millas por gal\u{f3}n"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "milla por gal\u{f3}n"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "millas por gal\u{f3}n"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "mi/gal")]),
                ("one", &[("number", ""), ("unit", "mi/gal")]),
                ("other", &[("number", ""), ("unit", "mi/gal")]),
            ],
        ],
    },
    Unit {
        id: "gram-per-liter",
        display: [
            &[
                ("many", &[("number", ""), ("literal", " "), ("unit", "g/l")]),
                ("one", &[("number", ""), ("literal", " "), ("unit", "g/l")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "g/l")],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gramos por litro"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gramo por litro"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "gramos por litro"),
                    ],
                ),
            ],
            &[
                ("many", &[("number", ""), ("unit", "g/l")]),
                ("one", &[("number", ""), ("unit", "g/l")]),
                ("other", &[("number", ""), ("unit", "g/l")]),
            ],
        ],
    },
];
static ES_RELATIVE: &[RelativeUnit] = &[
    RelativeUnit {
        id: "year",
        future: [
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " a\u{f1}os"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " a\u{f1}o"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " a\u{f1}os"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " a")],
                ),
                (
                    "one",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " a")],
                ),
                (
                    "other",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " a")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " a")],
                ),
                (
                    "one",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " a")],
                ),
                (
                    "other",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " a")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " a\u{f1}os"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " a\u{f1}o"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " a\u{f1}os"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " a")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " a")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " a")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " a")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " a")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " a")],
                ),
            ],
        ],
        phrases: [
            &[
                (-1, "el a\u{f1}o pasado"),
                (0, "este a\u{f1}o"),
                (1, "el pr\u{f3}ximo a\u{f1}o"),
            ],
            &[
                (-1, "el a\u{f1}o pasado"),
                (0, "este a\u{f1}o"),
                (1, "el pr\u{f3}ximo a\u{f1}o"),
            ],
            &[
                (-1, "el a\u{f1}o pasado"),
                (0, "este a\u{f1}o"),
                (1, "el pr\u{f3}ximo a\u{f1}o"),
            ],
        ],
    },
    RelativeUnit {
        id: "quarter",
        future: [
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " trimestres"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " trimestre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " trimestres"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " trim."),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " trim."),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " trim."),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " trim."),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " trim."),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " trim."),
                    ],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " trimestres"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " trimestre"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " trimestres"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " trim.")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " trim.")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " trim.")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " trim.")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " trim.")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " trim.")],
                ),
            ],
        ],
        phrases: [
            &[
                (-1, "el trimestre pasado"),
                (0, "este trimestre"),
                (1, "el pr\u{f3}ximo trimestre"),
            ],
            &[
                (-1, "el trimestre pasado"),
                (0, "este trimestre"),
                (1, "el pr\u{f3}ximo trimestre"),
            ],
            &[
                (-1, "el trimestre pasado"),
                (0, "este trimestre"),
                (1, "el pr\u{f3}ximo trimestre"),
            ],
        ],
    },
    RelativeUnit {
        id: "month",
        future: [
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " meses"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " mes"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " meses"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " m")],
                ),
                (
                    "one",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " m")],
                ),
                (
                    "other",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " m")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " m")],
                ),
                (
                    "one",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " m")],
                ),
                (
                    "other",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " m")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " meses")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " mes")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " meses")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " m")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " m")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " m")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " m")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " m")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " m")],
                ),
            ],
        ],
        phrases: [
            &[
                (-1, "el mes pasado"),
                (0, "este mes"),
                (1, "el pr\u{f3}ximo mes"),
            ],
            &[
                (-1, "el mes pasado"),
                (0, "este mes"),
                (1, "el pr\u{f3}ximo mes"),
            ],
            &[
                (-1, "el mes pasado"),
                (0, "este mes"),
                (1, "el pr\u{f3}ximo mes"),
            ],
        ],
    },
    RelativeUnit {
        id: "week",
        future: [
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " semanas"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " semana"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " semanas"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " sem."),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " sem."),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " sem."),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " sem."),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " sem."),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " sem."),
                    ],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " semanas"),
                    ],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " semana")],
                ),
                (
                    "other",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " semanas"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " sem.")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " sem.")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " sem.")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " sem.")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " sem.")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " sem.")],
                ),
            ],
        ],
        phrases: [
            &[
                (-1, "la semana pasada"),
                (0, "esta semana"),
                (1, "la pr\u{f3}xima semana"),
            ],
            &[(-1, "sem. ant."), (0, "esta sem."), (1, "pr\u{f3}x. sem.")],
            &[(-1, "sem. ant."), (0, "esta sem."), (1, "pr\u{f3}x. sem.")],
        ],
    },
    RelativeUnit {
        id: "day",
        future: [
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " d\u{ed}as"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " d\u{ed}a"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " d\u{ed}as"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " d")],
                ),
                (
                    "one",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " d")],
                ),
                (
                    "other",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " d")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " d")],
                ),
                (
                    "one",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " d")],
                ),
                (
                    "other",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " d")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " d\u{ed}as"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " d\u{ed}a"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " d\u{ed}as"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " d")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " d")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " d")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " d")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " d")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " d")],
                ),
            ],
        ],
        phrases: [
            &[
                (-2, "anteayer"),
                (-1, "ayer"),
                (0, "hoy"),
                (1, "ma\u{f1}ana"),
                (2, "pasado ma\u{f1}ana"),
            ],
            &[
                (-2, "anteayer"),
                (-1, "ayer"),
                (0, "hoy"),
                (1, "ma\u{f1}ana"),
                (2, "pasado ma\u{f1}ana"),
            ],
            &[
                (-2, "anteayer"),
                (-1, "ayer"),
                (0, "hoy"),
                (1, "ma\u{f1}ana"),
                (2, "pasado ma\u{f1}ana"),
            ],
        ],
    },
    RelativeUnit {
        id: "hour",
        future: [
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " horas"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " hora"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " horas"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " h")],
                ),
                (
                    "one",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " h")],
                ),
                (
                    "other",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " h")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " h")],
                ),
                (
                    "one",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " h")],
                ),
                (
                    "other",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " h")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " horas")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " hora")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " horas")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " h")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " h")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " h")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " h")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " h")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " h")],
                ),
            ],
        ],
        phrases: [
            &[(0, "esta hora")],
            &[(0, "esta hora")],
            &[(0, "esta hora")],
        ],
    },
    RelativeUnit {
        id: "minute",
        future: [
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " minutos"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " minuto"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " minutos"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " min"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " min"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " min"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " min"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " min"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " min"),
                    ],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " minutos"),
                    ],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " minuto")],
                ),
                (
                    "other",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " minutos"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " min")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " min")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " min")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " min")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " min")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " min")],
                ),
            ],
        ],
        phrases: [
            &[(0, "este minuto")],
            &[(0, "este minuto")],
            &[(0, "este minuto")],
        ],
    },
    RelativeUnit {
        id: "second",
        future: [
            &[
                (
                    "many",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " segundos"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " segundo"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "dentro de "),
                        ("number", ""),
                        ("literal", " segundos"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " s")],
                ),
                (
                    "one",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " s")],
                ),
                (
                    "other",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " s")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " s")],
                ),
                (
                    "one",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " s")],
                ),
                (
                    "other",
                    &[("literal", "dentro de "), ("number", ""), ("literal", " s")],
                ),
            ],
        ],
        past: [
            &[
                (
                    "many",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " segundos"),
                    ],
                ),
                (
                    "one",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " segundo"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("literal", "hace "),
                        ("number", ""),
                        ("literal", " segundos"),
                    ],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " s")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " s")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " s")],
                ),
            ],
            &[
                (
                    "many",
                    &[("literal", "hace "), ("number", ""), ("literal", " s")],
                ),
                (
                    "one",
                    &[("literal", "hace "), ("number", ""), ("literal", " s")],
                ),
                (
                    "other",
                    &[("literal", "hace "), ("number", ""), ("literal", " s")],
                ),
            ],
        ],
        phrases: [&[(0, "ahora")], &[(0, "ahora")], &[(0, "ahora")]],
    },
];
static ES: LocaleData = LocaleData {
    tag: "es",
    currency: [
        &[("number", ""), ("literal", "\u{a0}"), ("currency", "")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", "\u{a0}"),
            ("currency", ""),
        ],
    ],
    currency_accounting: [
        &[("number", ""), ("literal", "\u{a0}"), ("currency", "")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", "\u{a0}"),
            ("currency", ""),
        ],
    ],
    currency_name: [
        &[("number", ""), ("literal", " "), ("currency", "")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", " "),
            ("currency", ""),
        ],
    ],
    percent: [
        &[("number", ""), ("literal", "\u{a0}"), ("percentSign", "%")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", "\u{a0}"),
            ("percentSign", "%"),
        ],
    ],
    currencies: ES_CURRENCIES,
    units: ES_UNITS,
    relative: ES_RELATIVE,
};

static JA_CURRENCIES: &[Currency] = &[
    Currency {
        code: "USD",
        symbol: "$",
        narrow: "$",
        names: &[("other", "\u{7c73}\u{30c9}\u{30eb}")],
    },
    Currency {
        code: "EUR",
        symbol: "\u{20ac}",
        narrow: "\u{20ac}",
        names: &[("other", "\u{30e6}\u{30fc}\u{30ed}")],
    },
    Currency {
        code: "JPY",
        symbol: "\u{ffe5}",
        narrow: "\u{ffe5}",
        names: &[("other", "\u{5186}")],
    },
    Currency {
        code: "GBP",
        symbol: "\u{a3}",
        narrow: "\u{a3}",
        names: &[("other", "\u{82f1}\u{56fd}\u{30dd}\u{30f3}\u{30c9}")],
    },
    Currency {
        code: "CNY",
        symbol: "\u{5143}",
        narrow: "\u{ffe5}",
        names: &[("other", "\u{4e2d}\u{56fd}\u{4eba}\u{6c11}\u{5143}")],
    },
    Currency {
        code: "INR",
        symbol: "\u{20b9}",
        narrow: "\u{20b9}",
        names: &[("other", "\u{30a4}\u{30f3}\u{30c9} \u{30eb}\u{30d4}\u{30fc}")],
    },
    Currency {
        code: "CAD",
        symbol: "CA$",
        narrow: "$",
        names: &[("other", "\u{30ab}\u{30ca}\u{30c0} \u{30c9}\u{30eb}")],
    },
    Currency {
        code: "AUD",
        symbol: "A$",
        narrow: "$",
        names: &[(
            "other",
            "\u{30aa}\u{30fc}\u{30b9}\u{30c8}\u{30e9}\u{30ea}\u{30a2} \u{30c9}\u{30eb}",
        )],
    },
    Currency {
        code: "CHF",
        symbol: "CHF",
        narrow: "CHF",
        names: &[("other", "\u{30b9}\u{30a4}\u{30b9} \u{30d5}\u{30e9}\u{30f3}")],
    },
    Currency {
        code: "KRW",
        symbol: "\u{20a9}",
        narrow: "\u{20a9}",
        names: &[("other", "\u{97d3}\u{56fd}\u{30a6}\u{30a9}\u{30f3}")],
    },
    Currency {
        code: "BRL",
        symbol: "R$",
        narrow: "R$",
        names: &[(
            "other",
            "\u{30d6}\u{30e9}\u{30b8}\u{30eb} \u{30ec}\u{30a2}\u{30eb}",
        )],
    },
    Currency {
        code: "MXN",
        symbol: "MX$",
        narrow: "$",
        names: &[("other", "\u{30e1}\u{30ad}\u{30b7}\u{30b3} \u{30da}\u{30bd}")],
    },
    Currency {
        code: "RUB",
        symbol: "RUB",
        narrow: "\u{20bd}",
        names: &[(
            "other",
            "\u{30ed}\u{30b7}\u{30a2} \u{30eb}\u{30fc}\u{30d6}\u{30eb}",
        )],
    },
    Currency {
        code: "SEK",
        symbol: "SEK",
        narrow: "kr",
        names: &[(
            "other",
            "\u{30b9}\u{30a6}\u{30a7}\u{30fc}\u{30c7}\u{30f3} \u{30af}\u{30ed}\u{30fc}\u{30ca}",
        )],
    },
    Currency {
        code: "NOK",
        symbol: "NOK",
        narrow: "kr",
        names: &[(
            "other",
            "\u{30ce}\u{30eb}\u{30a6}\u{30a7}\u{30fc} \u{30af}\u{30ed}\u{30fc}\u{30cd}",
        )],
    },
    Currency {
        code: "DKK",
        symbol: "DKK",
        narrow: "kr",
        names: &[(
            "other",
            "\u{30c7}\u{30f3}\u{30de}\u{30fc}\u{30af} \u{30af}\u{30ed}\u{30fc}\u{30cd}",
        )],
    },
    Currency {
        code: "PLN",
        symbol: "PLN",
        narrow: "z\u{142}",
        names: &[(
            "other",
            "\u{30dd}\u{30fc}\u{30e9}\u{30f3}\u{30c9} \u{30ba}\u{30a6}\u{30a9}\u{30c6}\u{30a3}",
        )],
    },
    Currency {
        code: "HKD",
        symbol: "HK$",
        narrow: "$",
        names: &[("other", "\u{9999}\u{6e2f}\u{30c9}\u{30eb}")],
    },
    Currency {
        code: "SGD",
        symbol: "SGD",
        narrow: "$",
        names: &[(
            "other",
            "\u{30b7}\u{30f3}\u{30ac}\u{30dd}\u{30fc}\u{30eb} \u{30c9}\u{30eb}",
        )],
    },
    Currency {
        code: "NZD",
        symbol: "NZ$",
        narrow: "$",
        names: &[(
            "other",
            "\u{30cb}\u{30e5}\u{30fc}\u{30b8}\u{30fc}\u{30e9}\u{30f3}\u{30c9} \u{30c9}\u{30eb}",
        )],
    },
    Currency {
        code: "ZAR",
        symbol: "ZAR",
        narrow: "R",
        names: &[(
            "other",
            "\u{5357}\u{30a2}\u{30d5}\u{30ea}\u{30ab} \u{30e9}\u{30f3}\u{30c9}",
        )],
    },
    Currency {
        code: "TRY",
        symbol: "TRY",
        narrow: "\u{20ba}",
        names: &[("other", "\u{30c8}\u{30eb}\u{30b3} \u{30ea}\u{30e9}")],
    },
    Currency {
        code: "THB",
        symbol: "THB",
        narrow: "\u{e3f}",
        names: &[("other", "\u{30bf}\u{30a4} \u{30d0}\u{30fc}\u{30c4}")],
    },
    Currency {
        code: "IDR",
        symbol: "IDR",
        narrow: "Rp",
        names: &[(
            "other",
            "\u{30a4}\u{30f3}\u{30c9}\u{30cd}\u{30b7}\u{30a2} \u{30eb}\u{30d4}\u{30a2}",
        )],
    },
    Currency {
        code: "CZK",
        symbol: "CZK",
        narrow: "K\u{10d}",
        names: &[("other", "\u{30c1}\u{30a7}\u{30b3} \u{30b3}\u{30eb}\u{30ca}")],
    },
    Currency {
        code: "HUF",
        symbol: "HUF",
        narrow: "Ft",
        names: &[(
            "other",
            "\u{30cf}\u{30f3}\u{30ac}\u{30ea}\u{30fc} \u{30d5}\u{30a9}\u{30ea}\u{30f3}\u{30c8}",
        )],
    },
    Currency {
        code: "ILS",
        symbol: "\u{20aa}",
        narrow: "\u{20aa}",
        names: &[(
            "other",
            "\u{30a4}\u{30b9}\u{30e9}\u{30a8}\u{30eb}\u{65b0}\u{30b7}\u{30a7}\u{30b1}\u{30eb}",
        )],
    },
    Currency {
        code: "TWD",
        symbol: "NT$",
        narrow: "$",
        names: &[("other", "\u{65b0}\u{53f0}\u{6e7e}\u{30c9}\u{30eb}")],
    },
    Currency {
        code: "SAR",
        symbol: "SAR",
        narrow: "SAR",
        names: &[("other", "\u{30b5}\u{30a6}\u{30b8} \u{30ea}\u{30e4}\u{30eb}")],
    },
    Currency {
        code: "AED",
        symbol: "AED",
        narrow: "AED",
        names: &[("other", "UAE \u{30c7}\u{30a3}\u{30eb}\u{30cf}\u{30e0}")],
    },
    Currency {
        code: "UAH",
        symbol: "UAH",
        narrow: "\u{20b4}",
        names: &[(
            "other",
            "\u{30a6}\u{30af}\u{30e9}\u{30a4}\u{30ca} \u{30d5}\u{30ea}\u{30f4}\u{30cb}\u{30e3}",
        )],
    },
    Currency {
        code: "VND",
        symbol: "\u{20ab}",
        narrow: "\u{20ab}",
        names: &[("other", "\u{30d9}\u{30c8}\u{30ca}\u{30e0} \u{30c9}\u{30f3}")],
    },
    Currency {
        code: "PHP",
        symbol: "PHP",
        narrow: "\u{20b1}",
        names: &[(
            "other",
            "\u{30d5}\u{30a3}\u{30ea}\u{30d4}\u{30f3} \u{30da}\u{30bd}",
        )],
    },
    Currency {
        code: "BTC",
        symbol: "BTC",
        narrow: "BTC",
        names: &[("other", "BTC")],
    },
];
static JA_UNITS: &[Unit] = &[
    Unit {
        id: "acre",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "ac")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30a8}\u{30fc}\u{30ab}\u{30fc}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "ac")])],
        ],
    },
    Unit {
        id: "bit",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "bit")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30d3}\u{30c3}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "b")])],
        ],
    },
    Unit {
        id: "byte",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "byte")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30d0}\u{30a4}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "B")])],
        ],
    },
    Unit {
        id: "celsius",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{b0}C")])],
            &[(
                "other",
                &[
                    ("unit", "\u{6442}\u{6c0f}"),
                    ("literal", " "),
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{5ea6}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "\u{b0}C")])],
        ],
    },
    Unit {
        id: "centimeter",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "cm")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    (
                        "unit",
                        "\u{30bb}\u{30f3}\u{30c1}\u{30e1}\u{30fc}\u{30c8}\u{30eb}",
                    ),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "cm")])],
        ],
    },
    Unit {
        id: "day",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "\u{65e5}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "\u{65e5}")],
            )],
            &[("other", &[("number", ""), ("unit", "d")])],
        ],
    },
    Unit {
        id: "degree",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "\u{5ea6}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "\u{5ea6}")],
            )],
            &[("other", &[("number", ""), ("unit", "\u{b0}")])],
        ],
    },
    Unit {
        id: "fahrenheit",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{b0}F")])],
            &[(
                "other",
                &[
                    ("unit", "\u{83ef}\u{6c0f}"),
                    ("literal", " "),
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{5ea6}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "\u{b0}F")])],
        ],
    },
    Unit {
        id: "fluid-ounce",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "fl oz")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{6db2}\u{91cf}\u{30aa}\u{30f3}\u{30b9}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "fl oz")])],
        ],
    },
    Unit {
        id: "foot",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "ft")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30d5}\u{30a3}\u{30fc}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "\u{2032}")])],
        ],
    },
    Unit {
        id: "gallon",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "gal")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ac}\u{30ed}\u{30f3}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "gal")])],
        ],
    },
    Unit {
        id: "gigabit",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "Gb")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ae}\u{30ac}\u{30d3}\u{30c3}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "Gb")])],
        ],
    },
    Unit {
        id: "gigabyte",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "GB")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ae}\u{30ac}\u{30d0}\u{30a4}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "GB")])],
        ],
    },
    Unit {
        id: "gram",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "g")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30b0}\u{30e9}\u{30e0}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "g")])],
        ],
    },
    Unit {
        id: "hectare",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "ha")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30d8}\u{30af}\u{30bf}\u{30fc}\u{30eb}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "ha")])],
        ],
    },
    Unit {
        id: "hour",
        display: [
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{6642}\u{9593}"),
                ],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{6642}\u{9593}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "h")])],
        ],
    },
    Unit {
        id: "inch",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "in")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30a4}\u{30f3}\u{30c1}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "\u{2033}")])],
        ],
    },
    Unit {
        id: "kilobit",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "kb")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ad}\u{30ed}\u{30d3}\u{30c3}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "kb")])],
        ],
    },
    Unit {
        id: "kilobyte",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "KB")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ad}\u{30ed}\u{30d0}\u{30a4}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "KB")])],
        ],
    },
    Unit {
        id: "kilogram",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "kg")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ad}\u{30ed}\u{30b0}\u{30e9}\u{30e0}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "kg")])],
        ],
    },
    Unit {
        id: "kilometer",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "km")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ad}\u{30ed}\u{30e1}\u{30fc}\u{30c8}\u{30eb}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "km")])],
        ],
    },
    Unit {
        id: "liter",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "L")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ea}\u{30c3}\u{30c8}\u{30eb}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "L")])],
        ],
    },
    Unit {
        id: "megabit",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "Mb")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30e1}\u{30ac}\u{30d3}\u{30c3}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "Mb")])],
        ],
    },
    Unit {
        id: "megabyte",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "MB")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30e1}\u{30ac}\u{30d0}\u{30a4}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "MB")])],
        ],
    },
    Unit {
        id: "meter",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "m")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30e1}\u{30fc}\u{30c8}\u{30eb}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "m")])],
        ],
    },
    Unit {
        id: "microsecond",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30de}\u{30a4}\u{30af}\u{30ed}\u{79d2}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "\u{3bc}s")])],
        ],
    },
    Unit {
        id: "mile",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "mi")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30de}\u{30a4}\u{30eb}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "mi")])],
        ],
    },
    Unit {
        id: "mile-scandinavian",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "smi")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    (
                        "unit",
                        "\u{30b9}\u{30ab}\u{30f3}\u{30b8}\u{30ca}\u{30d3}\u{30a2}\u{30de}\u{30a4}\u{30eb}",
                    ),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "smi")])],
        ],
    },
    Unit {
        id: "milliliter",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "ml")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30df}\u{30ea}\u{30ea}\u{30c3}\u{30c8}\u{30eb}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "ml")])],
        ],
    },
    Unit {
        id: "millimeter",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "mm")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30df}\u{30ea}\u{30e1}\u{30fc}\u{30c8}\u{30eb}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "mm")])],
        ],
    },
    Unit {
        id: "millisecond",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "ms")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30df}\u{30ea}\u{79d2}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "ms")])],
        ],
    },
    Unit {
        id: "minute",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "\u{5206}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "\u{5206}")],
            )],
            &[("other", &[("number", ""), ("unit", "m")])],
        ],
    },
    Unit {
        id: "month",
        display: [
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{304b}\u{6708}"),
                ],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{304b}\u{6708}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "m")])],
        ],
    },
    Unit {
        id: "nanosecond",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "ns")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ca}\u{30ce}\u{79d2}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "ns")])],
        ],
    },
    Unit {
        id: "ounce",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "oz")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30aa}\u{30f3}\u{30b9}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "oz")])],
        ],
    },
    Unit {
        id: "percent",
        display: [
            &[("other", &[("number", ""), ("unit", "%")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30d1}\u{30fc}\u{30bb}\u{30f3}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "%")])],
        ],
    },
    Unit {
        id: "petabyte",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "PB")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30da}\u{30bf}\u{30d0}\u{30a4}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "PB")])],
        ],
    },
    Unit {
        id: "pound",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "lb")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30dd}\u{30f3}\u{30c9}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "lb")])],
        ],
    },
    Unit {
        id: "second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "\u{79d2}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "\u{79d2}")],
            )],
            &[("other", &[("number", ""), ("unit", "s")])],
        ],
    },
    Unit {
        id: "stone",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "st")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30b9}\u{30c8}\u{30fc}\u{30f3}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "st")])],
        ],
    },
    Unit {
        id: "terabit",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "Tb")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30c6}\u{30e9}\u{30d3}\u{30c3}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "Tb")])],
        ],
    },
    Unit {
        id: "terabyte",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "TB")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30c6}\u{30e9}\u{30d0}\u{30a4}\u{30c8}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "TB")])],
        ],
    },
    Unit {
        id: "week",
        display: [
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{9031}\u{9593}"),
                ],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{9031}\u{9593}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "w")])],
        ],
    },
    Unit {
        id: "yard",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "yd")])],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30e4}\u{30fc}\u{30c9}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "yd")])],
        ],
    },
    Unit {
        id: "year",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "\u{5e74}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "\u{5e74}")],
            )],
            &[("other", &[("number", ""), ("unit", "y")])],
        ],
    },
    Unit {
        id: "kilometer-per-hour",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "km/h")],
            )],
            &[(
                "other",
                &[
                    ("unit", "\u{6642}\u{901f}"),
                    ("literal", " "),
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ad}\u{30ed}\u{30e1}\u{30fc}\u{30c8}\u{30eb}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "km/h")])],
        ],
    },
    Unit {
        id: "mile-per-hour",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "mph")],
            )],
            &[(
                "other",
                &[
                    ("unit", "\u{6642}\u{901f}"),
                    ("literal", " "),
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30de}\u{30a4}\u{30eb}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "mi/h")])],
        ],
    },
    Unit {
        id: "meter-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "m/s")],
            )],
            &[(
                "other",
                &[
                    ("unit", "\u{79d2}\u{901f}"),
                    ("literal", " "),
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30e1}\u{30fc}\u{30c8}\u{30eb}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "m/s")])],
        ],
    },
    Unit {
        id: "foot-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "ft/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30d5}\u{30a3}\u{30fc}\u{30c8}/\u{79d2}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "\u{2032}/\u{79d2}")])],
        ],
    },
    Unit {
        id: "byte-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "byte/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30d0}\u{30a4}\u{30c8}/\u{79d2}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "B/\u{79d2}")])],
        ],
    },
    Unit {
        id: "kilobyte-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "KB/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ad}\u{30ed}\u{30d0}\u{30a4}\u{30c8}/\u{79d2}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "KB/\u{79d2}")])],
        ],
    },
    Unit {
        id: "megabyte-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "MB/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30e1}\u{30ac}\u{30d0}\u{30a4}\u{30c8}/\u{79d2}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "MB/\u{79d2}")])],
        ],
    },
    Unit {
        id: "gigabyte-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "GB/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ae}\u{30ac}\u{30d0}\u{30a4}\u{30c8}/\u{79d2}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "GB/\u{79d2}")])],
        ],
    },
    Unit {
        id: "kilobit-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "kb/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ad}\u{30ed}\u{30d3}\u{30c3}\u{30c8}/\u{79d2}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "kb/\u{79d2}")])],
        ],
    },
    Unit {
        id: "megabit-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "Mb/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30e1}\u{30ac}\u{30d3}\u{30c3}\u{30c8}/\u{79d2}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "Mb/\u{79d2}")])],
        ],
    },
    Unit {
        id: "gigabit-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "Gb/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    ("unit", "\u{30ae}\u{30ac}\u{30d3}\u{30c3}\u{30c8}/\u{79d2}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "Gb/\u{79d2}")])],
        ],
    },
    Unit {
        id: "liter-per-kilometer",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "L/km")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    (
                        "unit",
                        "\u{30ea}\u{30c3}\u{30c8}\u{30eb}\u{6bce}\u{30ad}\u{30ed}\u{30e1}\u{30fc}\u{30c8}\u{30eb}",
                    ),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "L/km")])],
        ],
    },
    Unit {
        id: "kilometer-per-liter",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "km/L")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    (
                        "unit",
                        "\u{30ad}\u{30ed}\u{30e1}\u{30fc}\u{30c8}\u{30eb}/\u{30ea}\u{30c3}\u{30c8}\u{30eb}",
                    ),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "km/L")])],
        ],
    },
    Unit {
        id: "mile-per-gallon",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "mpg")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    (
                        "unit",
                        "\u{30de}\u{30a4}\u{30eb}\u{6bce}\u{30ac}\u{30ed}\u{30f3}",
                    ),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "mpg")])],
        ],
    },
    Unit {
        id: "gram-per-liter",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "g/L")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " "),
                    (
                        "unit",
                        "\u{30b0}\u{30e9}\u{30e0}/\u{30ea}\u{30c3}\u{30c8}\u{30eb}",
                    ),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "g/L")])],
        ],
    },
];
static JA_RELATIVE: &[RelativeUnit] = &[
    RelativeUnit {
        id: "year",
        future: [
            &[("other", &[("number", ""), ("literal", " \u{5e74}\u{5f8c}")])],
            &[("other", &[("number", ""), ("literal", " \u{5e74}\u{5f8c}")])],
            &[("other", &[("number", ""), ("literal", "\u{5e74}\u{5f8c}")])],
        ],
        past: [
            &[("other", &[("number", ""), ("literal", " \u{5e74}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", " \u{5e74}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", "\u{5e74}\u{524d}")])],
        ],
        phrases: [
            &[
                (-1, "\u{6628}\u{5e74}"),
                (0, "\u{4eca}\u{5e74}"),
                (1, "\u{6765}\u{5e74}"),
            ],
            &[
                (-1, "\u{6628}\u{5e74}"),
                (0, "\u{4eca}\u{5e74}"),
                (1, "\u{6765}\u{5e74}"),
            ],
            &[
                (-1, "\u{6628}\u{5e74}"),
                (0, "\u{4eca}\u{5e74}"),
                (1, "\u{6765}\u{5e74}"),
            ],
        ],
    },
    RelativeUnit {
        id: "quarter",
        future: [
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " \u{56db}\u{534a}\u{671f}\u{5f8c}"),
                ],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " \u{56db}\u{534a}\u{671f}\u{5f8c}"),
                ],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", "\u{56db}\u{534a}\u{671f}\u{5f8c}"),
                ],
            )],
        ],
        past: [
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " \u{56db}\u{534a}\u{671f}\u{524d}"),
                ],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", " \u{56db}\u{534a}\u{671f}\u{524d}"),
                ],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", "\u{56db}\u{534a}\u{671f}\u{524d}"),
                ],
            )],
        ],
        phrases: [
            &[
                (-1, "\u{524d}\u{56db}\u{534a}\u{671f}"),
                (0, "\u{4eca}\u{56db}\u{534a}\u{671f}"),
                (1, "\u{7fcc}\u{56db}\u{534a}\u{671f}"),
            ],
            &[
                (-1, "\u{524d}\u{56db}\u{534a}\u{671f}"),
                (0, "\u{4eca}\u{56db}\u{534a}\u{671f}"),
                (1, "\u{7fcc}\u{56db}\u{534a}\u{671f}"),
            ],
            &[
                (-1, "\u{524d}\u{56db}\u{534a}\u{671f}"),
                (0, "\u{4eca}\u{56db}\u{534a}\u{671f}"),
                (1, "\u{7fcc}\u{56db}\u{534a}\u{671f}"),
            ],
        ],
    },
    RelativeUnit {
        id: "month",
        future: [
            &[(
                "other",
                &[("number", ""), ("literal", " \u{304b}\u{6708}\u{5f8c}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " \u{304b}\u{6708}\u{5f8c}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{304b}\u{6708}\u{5f8c}")],
            )],
        ],
        past: [
            &[(
                "other",
                &[("number", ""), ("literal", " \u{304b}\u{6708}\u{524d}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " \u{304b}\u{6708}\u{524d}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{304b}\u{6708}\u{524d}")],
            )],
        ],
        phrases: [
            &[
                (-1, "\u{5148}\u{6708}"),
                (0, "\u{4eca}\u{6708}"),
                (1, "\u{6765}\u{6708}"),
            ],
            &[
                (-1, "\u{5148}\u{6708}"),
                (0, "\u{4eca}\u{6708}"),
                (1, "\u{6765}\u{6708}"),
            ],
            &[
                (-1, "\u{5148}\u{6708}"),
                (0, "\u{4eca}\u{6708}"),
                (1, "\u{6765}\u{6708}"),
            ],
        ],
    },
    RelativeUnit {
        id: "week",
        future: [
            &[(
                "other",
                &[("number", ""), ("literal", " \u{9031}\u{9593}\u{5f8c}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " \u{9031}\u{9593}\u{5f8c}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{9031}\u{9593}\u{5f8c}")],
            )],
        ],
        past: [
            &[(
                "other",
                &[("number", ""), ("literal", " \u{9031}\u{9593}\u{524d}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " \u{9031}\u{9593}\u{524d}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{9031}\u{9593}\u{524d}")],
            )],
        ],
        phrases: [
            &[
                (-1, "\u{5148}\u{9031}"),
                (0, "\u{4eca}\u{9031}"),
                (1, "\u{6765}\u{9031}"),
            ],
            &[
                (-1, "\u{5148}\u{9031}"),
                (0, "\u{4eca}\u{9031}"),
                (1, "\u{6765}\u{9031}"),
            ],
            &[
                (-1, "\u{5148}\u{9031}"),
                (0, "\u{4eca}\u{9031}"),
                (1, "\u{6765}\u{9031}"),
            ],
        ],
    },
    RelativeUnit {
        id: "day",
        future: [
            &[("other", &[("number", ""), ("literal", " \u{65e5}\u{5f8c}")])],
            &[("other", &[("number", ""), ("literal", " \u{65e5}\u{5f8c}")])],
            &[("other", &[("number", ""), ("literal", "\u{65e5}\u{5f8c}")])],
        ],
        past: [
            &[("other", &[("number", ""), ("literal", " \u{65e5}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", " \u{65e5}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", "\u{65e5}\u{524d}")])],
        ],
        phrases: [
            &[
                (-2, "\u{4e00}\u{6628}\u{65e5}"),
                (-1, "\u{6628}\u{65e5}"),
                (0, "\u{4eca}\u{65e5}"),
                (1, "\u{660e}\u{65e5}"),
                (2, "\u{660e}\u{5f8c}\u{65e5}"),
            ],
            &[
                (-2, "\u{4e00}\u{6628}\u{65e5}"),
                (-1, "\u{6628}\u{65e5}"),
                (0, "\u{4eca}\u{65e5}"),
                (1, "\u{660e}\u{65e5}"),
                (2, "\u{660e}\u{5f8c}\u{65e5}"),
            ],
            &[
                (-2, "\u{4e00}\u{6628}\u{65e5}"),
                (-1, "\u{6628}\u{65e5}"),
                (0, "\u{4eca}\u{65e5}"),
                (1, "\u{660e}\u{65e5}"),
                (2, "\u{660e}\u{5f8c}\u{65e5}"),
            ],
        ],
    },
    RelativeUnit {
        id: "hour",
        future: [
            &[(
                "other",
                &[("number", ""), ("literal", " \u{6642}\u{9593}\u{5f8c}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " \u{6642}\u{9593}\u{5f8c}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{6642}\u{9593}\u{5f8c}")],
            )],
        ],
        past: [
            &[(
                "other",
                &[("number", ""), ("literal", " \u{6642}\u{9593}\u{524d}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " \u{6642}\u{9593}\u{524d}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{6642}\u{9593}\u{524d}")],
            )],
        ],
        phrases: [
            &[(0, "1 \u{6642}\u{9593}\u{4ee5}\u{5185}")],
            &[(0, "1 \u{6642}\u{9593}\u{4ee5}\u{5185}")],
            &[(0, "1 \u{6642}\u{9593}\u{4ee5}\u{5185}")],
        ],
    },
    RelativeUnit {
        id: "minute",
        future: [
            &[("other", &[("number", ""), ("literal", " \u{5206}\u{5f8c}")])],
            &[("other", &[("number", ""), ("literal", " \u{5206}\u{5f8c}")])],
            &[("other", &[("number", ""), ("literal", "\u{5206}\u{5f8c}")])],
        ],
        past: [
            &[("other", &[("number", ""), ("literal", " \u{5206}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", " \u{5206}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", "\u{5206}\u{524d}")])],
        ],
        phrases: [
            &[(0, "1 \u{5206}\u{4ee5}\u{5185}")],
            &[(0, "1 \u{5206}\u{4ee5}\u{5185}")],
            &[(0, "1 \u{5206}\u{4ee5}\u{5185}")],
        ],
    },
    RelativeUnit {
        id: "second",
        future: [
            &[("other", &[("number", ""), ("literal", " \u{79d2}\u{5f8c}")])],
            &[("other", &[("number", ""), ("literal", " \u{79d2}\u{5f8c}")])],
            &[("other", &[("number", ""), ("literal", "\u{79d2}\u{5f8c}")])],
        ],
        past: [
            &[("other", &[("number", ""), ("literal", " \u{79d2}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", " \u{79d2}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", "\u{79d2}\u{524d}")])],
        ],
        phrases: [&[(0, "\u{4eca}")], &[(0, "\u{4eca}")], &[(0, "\u{4eca}")]],
    },
];
static JA: LocaleData = LocaleData {
    tag: "ja",
    currency: [
        &[("currency", ""), ("number", "")],
        &[("sign", ""), ("currency", ""), ("number", "")],
    ],
    currency_accounting: [
        &[("currency", ""), ("number", "")],
        &[
            ("literal", "("),
            ("currency", ""),
            ("number", ""),
            ("literal", ")"),
        ],
    ],
    currency_name: [
        &[("number", ""), ("currency", "")],
        &[("sign", ""), ("number", ""), ("currency", "")],
    ],
    percent: [
        &[("number", ""), ("percentSign", "%")],
        &[("sign", ""), ("number", ""), ("percentSign", "%")],
    ],
    currencies: JA_CURRENCIES,
    units: JA_UNITS,
    relative: JA_RELATIVE,
};

static ZH_CURRENCIES: &[Currency] = &[
    Currency {
        code: "USD",
        symbol: "US$",
        narrow: "$",
        names: &[("other", "\u{7f8e}\u{5143}")],
    },
    Currency {
        code: "EUR",
        symbol: "\u{20ac}",
        narrow: "\u{20ac}",
        names: &[("other", "\u{6b27}\u{5143}")],
    },
    Currency {
        code: "JPY",
        symbol: "JP\u{a5}",
        narrow: "\u{a5}",
        names: &[("other", "\u{65e5}\u{5143}")],
    },
    Currency {
        code: "GBP",
        symbol: "\u{a3}",
        narrow: "\u{a3}",
        names: &[("other", "\u{82f1}\u{9551}")],
    },
    Currency {
        code: "CNY",
        symbol: "\u{a5}",
        narrow: "\u{a5}",
        names: &[("other", "\u{4eba}\u{6c11}\u{5e01}")],
    },
    Currency {
        code: "INR",
        symbol: "\u{20b9}",
        narrow: "\u{20b9}",
        names: &[("other", "\u{5370}\u{5ea6}\u{5362}\u{6bd4}")],
    },
    Currency {
        code: "CAD",
        symbol: "CA$",
        narrow: "$",
        names: &[("other", "\u{52a0}\u{62ff}\u{5927}\u{5143}")],
    },
    Currency {
        code: "AUD",
        symbol: "AU$",
        narrow: "$",
        names: &[("other", "\u{6fb3}\u{5927}\u{5229}\u{4e9a}\u{5143}")],
    },
    Currency {
        code: "CHF",
        symbol: "CHF",
        narrow: "CHF",
        names: &[("other", "\u{745e}\u{58eb}\u{6cd5}\u{90ce}")],
    },
    Currency {
        code: "KRW",
        symbol: "\u{20a9}",
        narrow: "\u{20a9}",
        names: &[("other", "\u{97e9}\u{5143}")],
    },
    Currency {
        code: "BRL",
        symbol: "R$",
        narrow: "R$",
        names: &[("other", "\u{5df4}\u{897f}\u{96f7}\u{4e9a}\u{5c14}")],
    },
    Currency {
        code: "MXN",
        symbol: "MX$",
        narrow: "$",
        names: &[("other", "\u{58a8}\u{897f}\u{54e5}\u{6bd4}\u{7d22}")],
    },
    Currency {
        code: "RUB",
        symbol: "RUB",
        narrow: "\u{20bd}",
        names: &[("other", "\u{4fc4}\u{7f57}\u{65af}\u{5362}\u{5e03}")],
    },
    Currency {
        code: "SEK",
        symbol: "SEK",
        narrow: "kr",
        names: &[("other", "\u{745e}\u{5178}\u{514b}\u{6717}")],
    },
    Currency {
        code: "NOK",
        symbol: "NOK",
        narrow: "kr",
        names: &[("other", "\u{632a}\u{5a01}\u{514b}\u{6717}")],
    },
    Currency {
        code: "DKK",
        symbol: "DKK",
        narrow: "kr",
        names: &[("other", "\u{4e39}\u{9ea6}\u{514b}\u{6717}")],
    },
    Currency {
        code: "PLN",
        symbol: "PLN",
        narrow: "z\u{142}",
        names: &[("other", "\u{6ce2}\u{5170}\u{5179}\u{7f57}\u{63d0}")],
    },
    Currency {
        code: "HKD",
        symbol: "HK$",
        narrow: "$",
        names: &[("other", "\u{6e2f}\u{5143}")],
    },
    Currency {
        code: "SGD",
        symbol: "SGD",
        narrow: "$",
        names: &[("other", "\u{65b0}\u{52a0}\u{5761}\u{5143}")],
    },
    Currency {
        code: "NZD",
        symbol: "NZ$",
        narrow: "$",
        names: &[("other", "\u{65b0}\u{897f}\u{5170}\u{5143}")],
    },
    Currency {
        code: "ZAR",
        symbol: "ZAR",
        narrow: "R",
        names: &[("other", "\u{5357}\u{975e}\u{5170}\u{7279}")],
    },
    Currency {
        code: "TRY",
        symbol: "TRY",
        narrow: "\u{20ba}",
        names: &[("other", "\u{571f}\u{8033}\u{5176}\u{91cc}\u{62c9}")],
    },
    Currency {
        code: "THB",
        symbol: "THB",
        narrow: "\u{e3f}",
        names: &[("other", "\u{6cf0}\u{94e2}")],
    },
    Currency {
        code: "IDR",
        symbol: "IDR",
        narrow: "Rp",
        names: &[(
            "other",
            "\u{5370}\u{5ea6}\u{5c3c}\u{897f}\u{4e9a}\u{5362}\u{6bd4}",
        )],
    },
    Currency {
        code: "CZK",
        symbol: "CZK",
        narrow: "K\u{10d}",
        names: &[("other", "\u{6377}\u{514b}\u{514b}\u{6717}")],
    },
    Currency {
        code: "HUF",
        symbol: "HUF",
        narrow: "Ft",
        names: &[("other", "\u{5308}\u{7259}\u{5229}\u{798f}\u{6797}")],
    },
    Currency {
        code: "ILS",
        symbol: "\u{20aa}",
        narrow: "\u{20aa}",
        names: &[(
            "other",
            "\u{4ee5}\u{8272}\u{5217}\u{65b0}\u{8c22}\u{514b}\u{5c14}",
        )],
    },
    Currency {
        code: "TWD",
        symbol: "NT$",
        narrow: "NT$",
        names: &[("other", "\u{65b0}\u{53f0}\u{5e01}")],
    },
    Currency {
        code: "SAR",
        symbol: "SAR",
        narrow: "SAR",
        names: &[("other", "\u{6c99}\u{7279}\u{91cc}\u{4e9a}\u{5c14}")],
    },
    Currency {
        code: "AED",
        symbol: "AED",
        narrow: "AED",
        names: &[("other", "\u{963f}\u{8054}\u{914b}\u{8fea}\u{62c9}\u{59c6}")],
    },
    Currency {
        code: "UAH",
        symbol: "UAH",
        narrow: "\u{20b4}",
        names: &[(
            "other",
            "\u{4e4c}\u{514b}\u{5170}\u{683c}\u{91cc}\u{592b}\u{7eb3}",
        )],
    },
    Currency {
        code: "VND",
        symbol: "\u{20ab}",
        narrow: "\u{20ab}",
        names: &[("other", "\u{8d8a}\u{5357}\u{76fe}")],
    },
    Currency {
        code: "PHP",
        symbol: "PHP",
        narrow: "\u{20b1}",
        names: &[("other", "\u{83f2}\u{5f8b}\u{5bbe}\u{6bd4}\u{7d22}")],
    },
    Currency {
        code: "BTC",
        symbol: "BTC",
        narrow: "BTC",
        names: &[("other", "BTC")],
    },
];
static ZH_UNITS: &[Unit] = &[
    Unit {
        id: "acre",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{82f1}\u{4ea9}")])],
            &[("other", &[("number", ""), ("unit", "\u{82f1}\u{4ea9}")])],
            &[("other", &[("number", ""), ("unit", "ac")])],
        ],
    },
    Unit {
        id: "bit",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "b")])],
            &[("other", &[("number", ""), ("unit", "\u{6bd4}\u{7279}")])],
            &[("other", &[("number", ""), ("literal", " "), ("unit", "b")])],
        ],
    },
    Unit {
        id: "byte",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "B")])],
            &[("other", &[("number", ""), ("unit", "\u{5b57}\u{8282}")])],
            &[("other", &[("number", ""), ("literal", " "), ("unit", "B")])],
        ],
    },
    Unit {
        id: "celsius",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{b0}C")])],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{6444}\u{6c0f}\u{5ea6}")],
            )],
            &[("other", &[("number", ""), ("unit", "\u{b0}C")])],
        ],
    },
    Unit {
        id: "centimeter",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{5398}\u{7c73}")])],
            &[("other", &[("number", ""), ("unit", "\u{5398}\u{7c73}")])],
            &[("other", &[("number", ""), ("unit", "\u{5398}\u{7c73}")])],
        ],
    },
    Unit {
        id: "day",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{5929}")])],
            &[("other", &[("number", ""), ("unit", "\u{5929}")])],
            &[("other", &[("number", ""), ("unit", "\u{5929}")])],
        ],
    },
    Unit {
        id: "degree",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{b0}")])],
            &[("other", &[("number", ""), ("unit", "\u{5ea6}")])],
            &[("other", &[("number", ""), ("unit", "\u{b0}")])],
        ],
    },
    Unit {
        id: "fahrenheit",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{b0}F")])],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{534e}\u{6c0f}\u{5ea6}")],
            )],
            &[("other", &[("number", ""), ("unit", "\u{b0}F")])],
        ],
    },
    Unit {
        id: "fluid-ounce",
        display: [
            &[(
                "other",
                &[("number", ""), ("unit", "\u{6db2}\u{76ce}\u{53f8}")],
            )],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{6db2}\u{76ce}\u{53f8}")],
            )],
            &[("other", &[("number", ""), ("unit", "fl oz")])],
        ],
    },
    Unit {
        id: "foot",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{82f1}\u{5c3a}")])],
            &[("other", &[("number", ""), ("unit", "\u{82f1}\u{5c3a}")])],
            &[("other", &[("number", ""), ("unit", "\u{2032}")])],
        ],
    },
    Unit {
        id: "gallon",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{52a0}\u{4ed1}")])],
            &[("other", &[("number", ""), ("unit", "\u{52a0}\u{4ed1}")])],
            &[("other", &[("number", ""), ("unit", "gal")])],
        ],
    },
    Unit {
        id: "gigabit",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "Gb")])],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{5409}\u{6bd4}\u{7279}")],
            )],
            &[("other", &[("number", ""), ("literal", " "), ("unit", "Gb")])],
        ],
    },
    Unit {
        id: "gigabyte",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "GB")])],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{5409}\u{5b57}\u{8282}")],
            )],
            &[("other", &[("number", ""), ("literal", " "), ("unit", "GB")])],
        ],
    },
    Unit {
        id: "gram",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "g")])],
            &[("other", &[("number", ""), ("unit", "\u{514b}")])],
            &[("other", &[("number", ""), ("unit", "g")])],
        ],
    },
    Unit {
        id: "hectare",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{516c}\u{9877}")])],
            &[("other", &[("number", ""), ("unit", "\u{516c}\u{9877}")])],
            &[("other", &[("number", ""), ("unit", "ha")])],
        ],
    },
    Unit {
        id: "hour",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{5c0f}\u{65f6}")])],
            &[("other", &[("number", ""), ("unit", "\u{5c0f}\u{65f6}")])],
            &[("other", &[("number", ""), ("unit", "\u{5c0f}\u{65f6}")])],
        ],
    },
    Unit {
        id: "inch",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{82f1}\u{5bf8}")])],
            &[("other", &[("number", ""), ("unit", "\u{82f1}\u{5bf8}")])],
            &[("other", &[("number", ""), ("unit", "\u{2033}")])],
        ],
    },
    Unit {
        id: "kilobit",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "kb")])],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{5343}\u{6bd4}\u{7279}")],
            )],
            &[("other", &[("number", ""), ("literal", " "), ("unit", "kb")])],
        ],
    },
    Unit {
        id: "kilobyte",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "kB")])],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{5343}\u{5b57}\u{8282}")],
            )],
            &[("other", &[("number", ""), ("literal", " "), ("unit", "kB")])],
        ],
    },
    Unit {
        id: "kilogram",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "kg")])],
            &[("other", &[("number", ""), ("unit", "\u{5343}\u{514b}")])],
            &[("other", &[("number", ""), ("unit", "kg")])],
        ],
    },
    Unit {
        id: "kilometer",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{516c}\u{91cc}")])],
            &[("other", &[("number", ""), ("unit", "\u{516c}\u{91cc}")])],
            &[("other", &[("number", ""), ("unit", "\u{516c}\u{91cc}")])],
        ],
    },
    Unit {
        id: "liter",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{5347}")])],
            &[("other", &[("number", ""), ("unit", "\u{5347}")])],
            &[("other", &[("number", ""), ("unit", "\u{5347}")])],
        ],
    },
    Unit {
        id: "megabit",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "Mb")])],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{5146}\u{6bd4}\u{7279}")],
            )],
            &[("other", &[("number", ""), ("literal", " "), ("unit", "Mb")])],
        ],
    },
    Unit {
        id: "megabyte",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "MB")])],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{5146}\u{5b57}\u{8282}")],
            )],
            &[("other", &[("number", ""), ("literal", " "), ("unit", "MB")])],
        ],
    },
    Unit {
        id: "meter",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{7c73}")])],
            &[("other", &[("number", ""), ("unit", "\u{7c73}")])],
            &[("other", &[("number", ""), ("unit", "\u{7c73}")])],
        ],
    },
    Unit {
        id: "microsecond",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{5fae}\u{79d2}")])],
            &[("other", &[("number", ""), ("unit", "\u{5fae}\u{79d2}")])],
            &[("other", &[("number", ""), ("unit", "\u{3bc}s")])],
        ],
    },
    Unit {
        id: "mile",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{82f1}\u{91cc}")])],
            &[("other", &[("number", ""), ("unit", "\u{82f1}\u{91cc}")])],
            &[("other", &[("number", ""), ("unit", "mi")])],
        ],
    },
    Unit {
        id: "mile-scandinavian",
        display: [
            &[(
                "other",
                &[
                    ("number", ""),
                    (
                        "unit",
                        "\u{65af}\u{582a}\u{7684}\u{7eb3}\u{7ef4}\u{4e9a}\u{82f1}\u{91cc}",
                    ),
                ],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    (
                        "unit",
                        "\u{65af}\u{582a}\u{7684}\u{7eb3}\u{7ef4}\u{4e9a}\u{82f1}\u{91cc}",
                    ),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "smi")])],
        ],
    },
    Unit {
        id: "milliliter",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{6beb}\u{5347}")])],
            &[("other", &[("number", ""), ("unit", "\u{6beb}\u{5347}")])],
            &[("other", &[("number", ""), ("unit", "mL")])],
        ],
    },
    Unit {
        id: "millimeter",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{6beb}\u{7c73}")])],
            &[("other", &[("number", ""), ("unit", "\u{6beb}\u{7c73}")])],
            &[("other", &[("number", ""), ("unit", "\u{6beb}\u{7c73}")])],
        ],
    },
    Unit {
        id: "millisecond",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{6beb}\u{79d2}")])],
            &[("other", &[("number", ""), ("unit", "\u{6beb}\u{79d2}")])],
            &[("other", &[("number", ""), ("unit", "ms")])],
        ],
    },
    Unit {
        id: "minute",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{5206}\u{949f}")])],
            &[("other", &[("number", ""), ("unit", "\u{5206}\u{949f}")])],
            &[("other", &[("number", ""), ("unit", "\u{5206}\u{949f}")])],
        ],
    },
    Unit {
        id: "month",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{4e2a}\u{6708}")])],
            &[("other", &[("number", ""), ("unit", "\u{4e2a}\u{6708}")])],
            &[("other", &[("number", ""), ("unit", "\u{4e2a}\u{6708}")])],
        ],
    },
    Unit {
        id: "nanosecond",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{7eb3}\u{79d2}")])],
            &[("other", &[("number", ""), ("unit", "\u{7eb3}\u{79d2}")])],
            &[("other", &[("number", ""), ("unit", "ns")])],
        ],
    },
    Unit {
        id: "ounce",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "oz")])],
            &[("other", &[("number", ""), ("unit", "\u{76ce}\u{53f8}")])],
            &[("other", &[("number", ""), ("unit", "oz")])],
        ],
    },
    Unit {
        id: "percent",
        display: [
            &[("other", &[("number", ""), ("unit", "%")])],
            &[("other", &[("number", ""), ("unit", "%")])],
            &[("other", &[("number", ""), ("unit", "%")])],
        ],
    },
    Unit {
        id: "petabyte",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "PB")])],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{62cd}\u{5b57}\u{8282}")],
            )],
            &[("other", &[("number", ""), ("literal", " "), ("unit", "PB")])],
        ],
    },
    Unit {
        id: "pound",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "lb")])],
            &[("other", &[("number", ""), ("unit", "\u{78c5}")])],
            &[("other", &[("number", ""), ("unit", "#")])],
        ],
    },
    Unit {
        id: "second",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{79d2}")])],
            &[("other", &[("number", ""), ("unit", "\u{79d2}\u{949f}")])],
            &[("other", &[("number", ""), ("unit", "\u{79d2}")])],
        ],
    },
    Unit {
        id: "stone",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "st")])],
            &[("other", &[("number", ""), ("unit", "\u{82f1}\u{77f3}")])],
            &[("other", &[("number", ""), ("unit", "st")])],
        ],
    },
    Unit {
        id: "terabit",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "Tb")])],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{592a}\u{6bd4}\u{7279}")],
            )],
            &[("other", &[("number", ""), ("literal", " "), ("unit", "Tb")])],
        ],
    },
    Unit {
        id: "terabyte",
        display: [
            &[("other", &[("number", ""), ("literal", " "), ("unit", "TB")])],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{592a}\u{5b57}\u{8282}")],
            )],
            &[("other", &[("number", ""), ("literal", " "), ("unit", "TB")])],
        ],
    },
    Unit {
        id: "week",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{5468}")])],
            &[("other", &[("number", ""), ("unit", "\u{5468}")])],
            &[("other", &[("number", ""), ("unit", "\u{5468}")])],
        ],
    },
    Unit {
        id: "yard",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{7801}")])],
            &[("other", &[("number", ""), ("unit", "\u{7801}")])],
            &[("other", &[("number", ""), ("unit", "yd")])],
        ],
    },
    Unit {
        id: "year",
        display: [
            &[("other", &[("number", ""), ("unit", "\u{5e74}")])],
            &[("other", &[("number", ""), ("unit", "\u{5e74}")])],
            &[("other", &[("number", ""), ("unit", "\u{5e74}")])],
        ],
    },
    Unit {
        id: "kilometer-per-hour",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "km/h")],
            )],
            &[(
                "other",
                &[
                    ("unit", "\u{6bcf}\u{5c0f}\u{65f6}"),
                    ("number", ""),
                    ("unit", "\u{516c}\u{91cc}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "km/h")])],
        ],
    },
    Unit {
        id: "mile-per-hour",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "mi/h")],
            )],
            &[(
                "other",
                &[
                    ("unit", "\u{6bcf}\u{5c0f}\u{65f6}"),
                    ("number", ""),
                    ("unit", "\u{82f1}\u{91cc}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "mph")])],
        ],
    },
    Unit {
        id: "meter-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "m/s")],
            )],
            &[(
                "other",
                &[
                    ("unit", "\u{6bcf}\u{79d2}"),
                    ("number", ""),
                    ("unit", "\u{7c73}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "m/s")])],
        ],
    },
    Unit {
        id: "foot-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("unit", "\u{82f1}\u{5c3a}/\u{79d2}")],
            )],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{82f1}\u{5c3a}/\u{79d2}")],
            )],
            &[("other", &[("number", ""), ("unit", "\u{2032}/\u{79d2}")])],
        ],
    },
    Unit {
        id: "byte-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "B/\u{79d2}")],
            )],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{5b57}\u{8282}/\u{79d2}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "B/\u{79d2}")],
            )],
        ],
    },
    Unit {
        id: "kilobyte-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "kB/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("unit", "\u{5343}\u{5b57}\u{8282}/\u{79d2}"),
                ],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "kB/\u{79d2}")],
            )],
        ],
    },
    Unit {
        id: "megabyte-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "MB/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("unit", "\u{5146}\u{5b57}\u{8282}/\u{79d2}"),
                ],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "MB/\u{79d2}")],
            )],
        ],
    },
    Unit {
        id: "gigabyte-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "GB/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("unit", "\u{5409}\u{5b57}\u{8282}/\u{79d2}"),
                ],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "GB/\u{79d2}")],
            )],
        ],
    },
    Unit {
        id: "kilobit-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "kb/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("unit", "\u{5343}\u{6bd4}\u{7279}/\u{79d2}"),
                ],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "kb/\u{79d2}")],
            )],
        ],
    },
    Unit {
        id: "megabit-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "Mb/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("unit", "\u{5146}\u{6bd4}\u{7279}/\u{79d2}"),
                ],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "Mb/\u{79d2}")],
            )],
        ],
    },
    Unit {
        id: "gigabit-per-second",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "Gb/\u{79d2}")],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("unit", "\u{5409}\u{6bd4}\u{7279}/\u{79d2}"),
                ],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "Gb/\u{79d2}")],
            )],
        ],
    },
    Unit {
        id: "liter-per-kilometer",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "L/km")],
            )],
            &[(
                "other",
                &[
                    ("unit", "\u{6bcf}\u{516c}\u{91cc}"),
                    ("number", ""),
                    ("unit", "\u{5347}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "L/km")])],
        ],
    },
    Unit {
        id: "kilometer-per-liter",
        display: [
            &[(
                "other",
                &[("number", ""), ("unit", "\u{516c}\u{91cc}/\u{5347}")],
            )],
            &[(
                "other",
                &[("number", ""), ("unit", "\u{516c}\u{91cc}/\u{5347}")],
            )],
            &[("other", &[("number", ""), ("unit", "\u{516c}\u{91cc}/L")])],
        ],
    },
    Unit {
        id: "mile-per-gallon",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "mpg US")],
            )],
            &[(
                "other",
                &[
                    ("unit", "\u{6bcf}\u{52a0}\u{4ed1}"),
                    ("number", ""),
                    ("unit", "\u{82f1}\u{91cc}"),
                ],
            )],
            &[("other", &[("number", ""), ("unit", "mpg")])],
        ],
    },
    Unit {
        id: "gram-per-liter",
        display: [
            &[(
                "other",
                &[("number", ""), ("literal", " "), ("unit", "g/\u{5347}")],
            )],
            &[("other", &[("number", ""), ("unit", "\u{514b}/\u{5347}")])],
            &[("other", &[("number", ""), ("unit", "g/L")])],
        ],
    },
];
static ZH_RELATIVE: &[RelativeUnit] = &[
    RelativeUnit {
        id: "year",
        future: [
            &[("other", &[("number", ""), ("literal", "\u{5e74}\u{540e}")])],
            &[("other", &[("number", ""), ("literal", "\u{5e74}\u{540e}")])],
            &[("other", &[("number", ""), ("literal", "\u{5e74}\u{540e}")])],
        ],
        past: [
            &[("other", &[("number", ""), ("literal", "\u{5e74}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", "\u{5e74}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", "\u{5e74}\u{524d}")])],
        ],
        phrases: [
            &[
                (-1, "\u{53bb}\u{5e74}"),
                (0, "\u{4eca}\u{5e74}"),
                (1, "\u{660e}\u{5e74}"),
            ],
            &[
                (-1, "\u{53bb}\u{5e74}"),
                (0, "\u{4eca}\u{5e74}"),
                (1, "\u{660e}\u{5e74}"),
            ],
            &[
                (-1, "\u{53bb}\u{5e74}"),
                (0, "\u{4eca}\u{5e74}"),
                (1, "\u{660e}\u{5e74}"),
            ],
        ],
    },
    RelativeUnit {
        id: "quarter",
        future: [
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", "\u{4e2a}\u{5b63}\u{5ea6}\u{540e}"),
                ],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", "\u{4e2a}\u{5b63}\u{5ea6}\u{540e}"),
                ],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", "\u{4e2a}\u{5b63}\u{5ea6}\u{540e}"),
                ],
            )],
        ],
        past: [
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", "\u{4e2a}\u{5b63}\u{5ea6}\u{524d}"),
                ],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", "\u{4e2a}\u{5b63}\u{5ea6}\u{524d}"),
                ],
            )],
            &[(
                "other",
                &[
                    ("number", ""),
                    ("literal", "\u{4e2a}\u{5b63}\u{5ea6}\u{524d}"),
                ],
            )],
        ],
        phrases: [
            &[
                (-1, "\u{4e0a}\u{5b63}\u{5ea6}"),
                (0, "\u{672c}\u{5b63}\u{5ea6}"),
                (1, "\u{4e0b}\u{5b63}\u{5ea6}"),
            ],
            &[
                (-1, "\u{4e0a}\u{5b63}\u{5ea6}"),
                (0, "\u{672c}\u{5b63}\u{5ea6}"),
                (1, "\u{4e0b}\u{5b63}\u{5ea6}"),
            ],
            &[
                (-1, "\u{4e0a}\u{5b63}\u{5ea6}"),
                (0, "\u{672c}\u{5b63}\u{5ea6}"),
                (1, "\u{4e0b}\u{5b63}\u{5ea6}"),
            ],
        ],
    },
    RelativeUnit {
        id: "month",
        future: [
            &[(
                "other",
                &[("number", ""), ("literal", "\u{4e2a}\u{6708}\u{540e}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{4e2a}\u{6708}\u{540e}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{4e2a}\u{6708}\u{540e}")],
            )],
        ],
        past: [
            &[(
                "other",
                &[("number", ""), ("literal", "\u{4e2a}\u{6708}\u{524d}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{4e2a}\u{6708}\u{524d}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{4e2a}\u{6708}\u{524d}")],
            )],
        ],
        phrases: [
            &[
                (-1, "\u{4e0a}\u{4e2a}\u{6708}"),
                (0, "\u{672c}\u{6708}"),
                (1, "\u{4e0b}\u{4e2a}\u{6708}"),
            ],
            &[
                (-1, "\u{4e0a}\u{4e2a}\u{6708}"),
                (0, "\u{672c}\u{6708}"),
                (1, "\u{4e0b}\u{4e2a}\u{6708}"),
            ],
            &[
                (-1, "\u{4e0a}\u{4e2a}\u{6708}"),
                (0, "\u{672c}\u{6708}"),
                (1, "\u{4e0b}\u{4e2a}\u{6708}"),
            ],
        ],
    },
    RelativeUnit {
        id: "week",
        future: [
            &[("other", &[("number", ""), ("literal", "\u{5468}\u{540e}")])],
            &[("other", &[("number", ""), ("literal", "\u{5468}\u{540e}")])],
            &[("other", &[("number", ""), ("literal", "\u{5468}\u{540e}")])],
        ],
        past: [
            &[("other", &[("number", ""), ("literal", "\u{5468}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", "\u{5468}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", "\u{5468}\u{524d}")])],
        ],
        phrases: [
            &[
                (-1, "\u{4e0a}\u{5468}"),
                (0, "\u{672c}\u{5468}"),
                (1, "\u{4e0b}\u{5468}"),
            ],
            &[
                (-1, "\u{4e0a}\u{5468}"),
                (0, "\u{672c}\u{5468}"),
                (1, "\u{4e0b}\u{5468}"),
            ],
            &[
                (-1, "\u{4e0a}\u{5468}"),
                (0, "\u{672c}\u{5468}"),
                (1, "\u{4e0b}\u{5468}"),
            ],
        ],
    },
    RelativeUnit {
        id: "day",
        future: [
            &[("other", &[("number", ""), ("literal", "\u{5929}\u{540e}")])],
            &[("other", &[("number", ""), ("literal", "\u{5929}\u{540e}")])],
            &[("other", &[("number", ""), ("literal", "\u{5929}\u{540e}")])],
        ],
        past: [
            &[("other", &[("number", ""), ("literal", "\u{5929}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", "\u{5929}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", "\u{5929}\u{524d}")])],
        ],
        phrases: [
            &[
                (-2, "\u{524d}\u{5929}"),
                (-1, "\u{6628}\u{5929}"),
                (0, "\u{4eca}\u{5929}"),
                (1, "\u{660e}\u{5929}"),
                (2, "\u{540e}\u{5929}"),
            ],
            &[
                (-2, "\u{524d}\u{5929}"),
                (-1, "\u{6628}\u{5929}"),
                (0, "\u{4eca}\u{5929}"),
                (1, "\u{660e}\u{5929}"),
                (2, "\u{540e}\u{5929}"),
            ],
            &[
                (-2, "\u{524d}\u{5929}"),
                (-1, "\u{6628}\u{5929}"),
                (0, "\u{4eca}\u{5929}"),
                (1, "\u{660e}\u{5929}"),
                (2, "\u{540e}\u{5929}"),
            ],
        ],
    },
    RelativeUnit {
        id: "hour",
        future: [
            &[(
                "other",
                &[("number", ""), ("literal", "\u{5c0f}\u{65f6}\u{540e}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{5c0f}\u{65f6}\u{540e}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{5c0f}\u{65f6}\u{540e}")],
            )],
        ],
        past: [
            &[(
                "other",
                &[("number", ""), ("literal", "\u{5c0f}\u{65f6}\u{524d}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{5c0f}\u{65f6}\u{524d}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{5c0f}\u{65f6}\u{524d}")],
            )],
        ],
        phrases: [
            &[(0, "\u{8fd9}\u{4e00}\u{65f6}\u{95f4} / \u{6b64}\u{65f6}")],
            &[(0, "\u{8fd9}\u{4e00}\u{65f6}\u{95f4} / \u{6b64}\u{65f6}")],
            &[(0, "\u{8fd9}\u{4e00}\u{65f6}\u{95f4} / \u{6b64}\u{65f6}")],
        ],
    },
    RelativeUnit {
        id: "minute",
        future: [
            &[(
                "other",
                &[("number", ""), ("literal", "\u{5206}\u{949f}\u{540e}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{5206}\u{949f}\u{540e}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{5206}\u{949f}\u{540e}")],
            )],
        ],
        past: [
            &[(
                "other",
                &[("number", ""), ("literal", "\u{5206}\u{949f}\u{524d}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{5206}\u{949f}\u{524d}")],
            )],
            &[(
                "other",
                &[("number", ""), ("literal", "\u{5206}\u{949f}\u{524d}")],
            )],
        ],
        phrases: [
            &[(0, "\u{6b64}\u{523b}")],
            &[(0, "\u{6b64}\u{523b}")],
            &[(0, "\u{6b64}\u{523b}")],
        ],
    },
    RelativeUnit {
        id: "second",
        future: [
            &[(
                "other",
                &[("number", ""), ("literal", "\u{79d2}\u{949f}\u{540e}")],
            )],
            &[("other", &[("number", ""), ("literal", "\u{79d2}\u{540e}")])],
            &[("other", &[("number", ""), ("literal", "\u{79d2}\u{540e}")])],
        ],
        past: [
            &[(
                "other",
                &[("number", ""), ("literal", "\u{79d2}\u{949f}\u{524d}")],
            )],
            &[("other", &[("number", ""), ("literal", "\u{79d2}\u{524d}")])],
            &[("other", &[("number", ""), ("literal", "\u{79d2}\u{524d}")])],
        ],
        phrases: [
            &[(0, "\u{73b0}\u{5728}")],
            &[(0, "\u{73b0}\u{5728}")],
            &[(0, "\u{73b0}\u{5728}")],
        ],
    },
];
static ZH: LocaleData = LocaleData {
    tag: "zh",
    currency: [
        &[("currency", ""), ("number", "")],
        &[("sign", ""), ("currency", ""), ("number", "")],
    ],
    currency_accounting: [
        &[("currency", ""), ("number", "")],
        &[
            ("literal", "("),
            ("currency", ""),
            ("number", ""),
            ("literal", ")"),
        ],
    ],
    currency_name: [
        &[("number", ""), ("currency", "")],
        &[("sign", ""), ("number", ""), ("currency", "")],
    ],
    percent: [
        &[("number", ""), ("percentSign", "%")],
        &[("sign", ""), ("number", ""), ("percentSign", "%")],
    ],
    currencies: ZH_CURRENCIES,
    units: ZH_UNITS,
    relative: ZH_RELATIVE,
};

static HI_CURRENCIES: &[Currency] = &[
    Currency {
        code: "USD",
        symbol: "$",
        narrow: "$",
        names: &[
            (
                "one",
                "\u{92f}\u{942}\u{90f}\u{938} \u{921}\u{949}\u{932}\u{930}",
            ),
            (
                "other",
                "\u{92f}\u{942}\u{90f}\u{938} \u{921}\u{949}\u{932}\u{930}",
            ),
        ],
    },
    Currency {
        code: "EUR",
        symbol: "\u{20ac}",
        narrow: "\u{20ac}",
        names: &[
            ("one", "\u{92f}\u{942}\u{930}\u{94b}"),
            ("other", "\u{92f}\u{942}\u{930}\u{94b}"),
        ],
    },
    Currency {
        code: "JPY",
        symbol: "JP\u{a5}",
        narrow: "\u{a5}",
        names: &[
            (
                "one",
                "\u{91c}\u{93e}\u{92a}\u{93e}\u{928}\u{940} \u{92f}\u{947}\u{928}",
            ),
            (
                "other",
                "\u{91c}\u{93e}\u{92a}\u{93e}\u{928}\u{940} \u{92f}\u{947}\u{928}",
            ),
        ],
    },
    Currency {
        code: "GBP",
        symbol: "\u{a3}",
        narrow: "\u{a3}",
        names: &[
            (
                "one",
                "\u{92c}\u{94d}\u{930}\u{93f}\u{91f}\u{93f}\u{936} \u{92a}\u{93e}\u{909}\u{902}\u{921} \u{938}\u{94d}\u{91f}\u{930}\u{94d}\u{932}\u{93f}\u{902}\u{917}",
            ),
            (
                "other",
                "\u{92c}\u{94d}\u{930}\u{93f}\u{91f}\u{93f}\u{936} \u{92a}\u{93e}\u{909}\u{902}\u{921} \u{938}\u{94d}\u{91f}\u{930}\u{94d}\u{932}\u{93f}\u{902}\u{917}",
            ),
        ],
    },
    Currency {
        code: "CNY",
        symbol: "CN\u{a5}",
        narrow: "\u{a5}",
        names: &[
            (
                "one",
                "\u{91a}\u{940}\u{928}\u{940} \u{92f}\u{941}\u{906}\u{928}",
            ),
            (
                "other",
                "\u{91a}\u{940}\u{928}\u{940} \u{92f}\u{941}\u{906}\u{928}",
            ),
        ],
    },
    Currency {
        code: "INR",
        symbol: "\u{20b9}",
        narrow: "\u{20b9}",
        names: &[
            (
                "one",
                "\u{92d}\u{93e}\u{930}\u{924}\u{940}\u{92f} \u{930}\u{941}\u{92a}\u{92f}\u{93e}",
            ),
            (
                "other",
                "\u{92d}\u{93e}\u{930}\u{924}\u{940}\u{92f} \u{930}\u{941}\u{92a}\u{90f}",
            ),
        ],
    },
    Currency {
        code: "CAD",
        symbol: "CA$",
        narrow: "$",
        names: &[
            (
                "one",
                "\u{915}\u{928}\u{93e}\u{921}\u{93e}\u{908} \u{921}\u{949}\u{932}\u{930}",
            ),
            (
                "other",
                "\u{915}\u{928}\u{93e}\u{921}\u{93e}\u{908} \u{921}\u{949}\u{932}\u{930}",
            ),
        ],
    },
    Currency {
        code: "AUD",
        symbol: "A$",
        narrow: "$",
        names: &[
            (
                "one",
                "\u{911}\u{938}\u{94d}\u{91f}\u{94d}\u{930}\u{947}\u{932}\u{93f}\u{92f}\u{93e}\u{908} \u{921}\u{949}\u{932}\u{930}",
            ),
            (
                "other",
                "\u{911}\u{938}\u{94d}\u{91f}\u{94d}\u{930}\u{947}\u{932}\u{93f}\u{92f}\u{93e}\u{908} \u{921}\u{949}\u{932}\u{930}",
            ),
        ],
    },
    Currency {
        code: "CHF",
        symbol: "CHF",
        narrow: "CHF",
        names: &[
            (
                "one",
                "\u{938}\u{94d}\u{935}\u{93f}\u{938} \u{92b}\u{93c}\u{94d}\u{930}\u{948}\u{902}\u{915}",
            ),
            (
                "other",
                "\u{938}\u{94d}\u{935}\u{93f}\u{938} \u{92b}\u{93c}\u{94d}\u{930}\u{948}\u{902}\u{915}",
            ),
        ],
    },
    Currency {
        code: "KRW",
        symbol: "\u{20a9}",
        narrow: "\u{20a9}",
        names: &[
            (
                "one",
                "\u{926}\u{915}\u{94d}\u{937}\u{93f}\u{923} \u{915}\u{94b}\u{930}\u{93f}\u{92f}\u{93e}\u{908} \u{935}\u{949}\u{928}",
            ),
            (
                "other",
                "\u{926}\u{915}\u{94d}\u{937}\u{93f}\u{923} \u{915}\u{94b}\u{930}\u{93f}\u{92f}\u{93e}\u{908} \u{935}\u{949}\u{928}",
            ),
        ],
    },
    Currency {
        code: "BRL",
        symbol: "R$",
        narrow: "R$",
        names: &[
            (
                "one",
                "\u{92c}\u{94d}\u{930}\u{93e}\u{91c}\u{93c}\u{940}\u{932}\u{940} \u{930}\u{93f}\u{92f}\u{93e}\u{932}",
            ),
            (
                "other",
                "\u{92c}\u{94d}\u{930}\u{93e}\u{91c}\u{93c}\u{940}\u{932}\u{940} \u{930}\u{93f}\u{92f}\u{93e}\u{932}",
            ),
        ],
    },
    Currency {
        code: "MXN",
        symbol: "MX$",
        narrow: "$",
        names: &[
            (
                "one",
                "\u{92e}\u{948}\u{915}\u{94d}\u{938}\u{93f}\u{915}\u{928} \u{92a}\u{947}\u{938}\u{94b}",
            ),
            (
                "other",
                "\u{92e}\u{948}\u{915}\u{94d}\u{938}\u{93f}\u{915}\u{928} \u{92a}\u{947}\u{938}\u{94b}",
            ),
        ],
    },
    Currency {
        code: "RUB",
        symbol: "RUB",
        narrow: "\u{20bd}",
        names: &[
            (
                "one",
                "\u{930}\u{942}\u{938}\u{940} \u{930}\u{942}\u{92c}\u{932}",
            ),
            (
                "other",
                "\u{930}\u{942}\u{938}\u{940} \u{930}\u{942}\u{92c}\u{932}",
            ),
        ],
    },
    Currency {
        code: "SEK",
        symbol: "SEK",
        narrow: "kr",
        names: &[
            (
                "one",
                "\u{938}\u{94d}\u{935}\u{940}\u{921}\u{940}\u{936} \u{915}\u{94d}\u{930}\u{94b}\u{928}\u{93e}",
            ),
            (
                "other",
                "\u{938}\u{94d}\u{935}\u{940}\u{921}\u{940}\u{936} \u{915}\u{94d}\u{930}\u{94b}\u{928}\u{93e}",
            ),
        ],
    },
    Currency {
        code: "NOK",
        symbol: "NOK",
        narrow: "kr",
        names: &[
            (
                "one",
                "\u{928}\u{949}\u{930}\u{94d}\u{935}\u{947}\u{91c}\u{93f}\u{92f}\u{928} \u{915}\u{94d}\u{930}\u{94b}\u{928}",
            ),
            (
                "other",
                "\u{928}\u{949}\u{930}\u{94d}\u{935}\u{947}\u{91c}\u{93f}\u{92f}\u{928} \u{915}\u{94d}\u{930}\u{94b}\u{928}",
            ),
        ],
    },
    Currency {
        code: "DKK",
        symbol: "DKK",
        narrow: "kr",
        names: &[
            (
                "one",
                "\u{921}\u{948}\u{928}\u{93f}\u{936} \u{915}\u{94d}\u{930}\u{94b}\u{928}",
            ),
            (
                "other",
                "\u{921}\u{948}\u{928}\u{93f}\u{936} \u{915}\u{94d}\u{930}\u{94b}\u{928}",
            ),
        ],
    },
    Currency {
        code: "PLN",
        symbol: "PLN",
        narrow: "z\u{142}",
        names: &[
            (
                "one",
                "\u{92a}\u{94b}\u{932}\u{93f}\u{936} \u{91c}\u{93c}\u{94d}\u{932}\u{949}\u{91f}\u{940}",
            ),
            (
                "other",
                "\u{92a}\u{94b}\u{932}\u{93f}\u{936} \u{91c}\u{93c}\u{94d}\u{932}\u{949}\u{91f}\u{940}",
            ),
        ],
    },
    Currency {
        code: "HKD",
        symbol: "HK$",
        narrow: "$",
        names: &[
            (
                "one",
                "\u{939}\u{93e}\u{901}\u{917}\u{915}\u{93e}\u{901}\u{917} \u{921}\u{949}\u{932}\u{930}",
            ),
            (
                "other",
                "\u{939}\u{93e}\u{901}\u{917}\u{915}\u{93e}\u{901}\u{917} \u{921}\u{949}\u{932}\u{930}",
            ),
        ],
    },
    Currency {
        code: "SGD",
        symbol: "SGD",
        narrow: "$",
        names: &[
            (
                "one",
                "\u{938}\u{93f}\u{902}\u{917}\u{93e}\u{92a}\u{941}\u{930} \u{921}\u{949}\u{932}\u{930}",
            ),
            (
                "other",
                "\u{938}\u{93f}\u{902}\u{917}\u{93e}\u{92a}\u{941}\u{930} \u{921}\u{949}\u{932}\u{930}",
            ),
        ],
    },
    Currency {
        code: "NZD",
        symbol: "NZ$",
        narrow: "$",
        names: &[
            (
                "one",
                "\u{928}\u{94d}\u{92f}\u{942}\u{91c}\u{93c}\u{940}\u{932}\u{948}\u{902}\u{921} \u{921}\u{949}\u{932}\u{930}",
            ),
            (
                "other",
                "\u{928}\u{94d}\u{92f}\u{942}\u{91c}\u{93c}\u{940}\u{932}\u{948}\u{902}\u{921} \u{921}\u{949}\u{932}\u{930}",
            ),
        ],
    },
    Currency {
        code: "ZAR",
        symbol: "ZAR",
        narrow: "R",
        names: &[
            (
                "one",
                "\u{926}\u{915}\u{94d}\u{937}\u{93f}\u{923} \u{905}\u{92b}\u{93c}\u{94d}\u{930}\u{940}\u{915}\u{940} \u{930}\u{948}\u{902}\u{921}",
            ),
            (
                "other",
                "\u{926}\u{915}\u{94d}\u{937}\u{93f}\u{923} \u{905}\u{92b}\u{93c}\u{94d}\u{930}\u{940}\u{915}\u{940} \u{930}\u{948}\u{902}\u{921}",
            ),
        ],
    },
    Currency {
        code: "TRY",
        symbol: "TRY",
        narrow: "\u{20ba}",
        names: &[
            (
                "one",
                "\u{924}\u{941}\u{930}\u{94d}\u{915}\u{940} \u{932}\u{940}\u{930}\u{93e}",
            ),
            (
                "other",
                "\u{924}\u{941}\u{930}\u{94d}\u{915}\u{940} \u{932}\u{940}\u{930}\u{93e}",
            ),
        ],
    },
    Currency {
        code: "THB",
        symbol: "\u{e3f}",
        narrow: "\u{e3f}",
        names: &[
            ("one", "\u{925}\u{93e}\u{908} \u{92c}\u{939}\u{924}"),
            ("other", "\u{925}\u{93e}\u{908} \u{92c}\u{939}\u{924}"),
        ],
    },
    Currency {
        code: "IDR",
        symbol: "IDR",
        narrow: "Rp",
        names: &[
            (
                "one",
                "\u{907}\u{902}\u{921}\u{94b}\u{928}\u{947}\u{936}\u{93f}\u{92f}\u{93e}\u{908} \u{930}\u{941}\u{92a}\u{93f}\u{92f}\u{93e}",
            ),
            (
                "other",
                "\u{907}\u{902}\u{921}\u{94b}\u{928}\u{947}\u{936}\u{93f}\u{92f}\u{93e}\u{908} \u{930}\u{941}\u{92a}\u{93f}\u{92f}\u{947}",
            ),
        ],
    },
    Currency {
        code: "CZK",
        symbol: "CZK",
        narrow: "K\u{10d}",
        names: &[
            (
                "one",
                "\u{91a}\u{947}\u{915} \u{917}\u{923}\u{930}\u{93e}\u{91c}\u{94d}\u{92f} \u{915}\u{94b}\u{930}\u{941}\u{928}\u{93e}",
            ),
            (
                "other",
                "\u{91a}\u{947}\u{915} \u{917}\u{923}\u{930}\u{93e}\u{91c}\u{94d}\u{92f} \u{915}\u{94b}\u{930}\u{941}\u{928}\u{93e}",
            ),
        ],
    },
    Currency {
        code: "HUF",
        symbol: "HUF",
        narrow: "Ft",
        names: &[
            (
                "one",
                "\u{939}\u{902}\u{917}\u{947}\u{930}\u{93f}\u{92f}\u{928} \u{92b}\u{93c}\u{94b}\u{930}\u{93f}\u{902}\u{91f}",
            ),
            (
                "other",
                "\u{939}\u{902}\u{917}\u{947}\u{930}\u{93f}\u{92f}\u{928} \u{92b}\u{93c}\u{94b}\u{930}\u{93f}\u{902}\u{91f}",
            ),
        ],
    },
    Currency {
        code: "ILS",
        symbol: "\u{20aa}",
        narrow: "\u{20aa}",
        names: &[
            (
                "one",
                "\u{907}\u{91c}\u{93c}\u{930}\u{93e}\u{907}\u{932}\u{940} \u{928}\u{94d}\u{92f}\u{942} \u{936}\u{947}\u{915}\u{947}\u{932}",
            ),
            (
                "other",
                "\u{907}\u{91c}\u{93c}\u{930}\u{93e}\u{907}\u{932}\u{940} \u{928}\u{94d}\u{92f}\u{942} \u{936}\u{947}\u{915}\u{947}\u{932}",
            ),
        ],
    },
    Currency {
        code: "TWD",
        symbol: "NT$",
        narrow: "NT$",
        names: &[
            (
                "one",
                "\u{928}\u{92f}\u{93e} \u{924}\u{93e}\u{908}\u{935}\u{93e}\u{928}\u{940} \u{921}\u{949}\u{932}\u{930}",
            ),
            (
                "other",
                "\u{928}\u{92f}\u{93e} \u{924}\u{93e}\u{908}\u{935}\u{93e}\u{928}\u{940} \u{921}\u{949}\u{932}\u{930}",
            ),
        ],
    },
    Currency {
        code: "SAR",
        symbol: "SAR",
        narrow: "SAR",
        names: &[
            (
                "one",
                "\u{938}\u{909}\u{926}\u{940} \u{930}\u{93f}\u{92f}\u{93e}\u{932}",
            ),
            (
                "other",
                "\u{938}\u{909}\u{926}\u{940} \u{930}\u{93f}\u{92f}\u{93e}\u{932}",
            ),
        ],
    },
    Currency {
        code: "AED",
        symbol: "AED",
        narrow: "AED",
        names: &[
            (
                "one",
                "\u{938}\u{902}\u{92f}\u{941}\u{915}\u{94d}\u{924} \u{905}\u{930}\u{92c} \u{905}\u{92e}\u{940}\u{930}\u{93e}\u{924} \u{926}\u{93f}\u{930}\u{939}\u{93e}\u{92e}",
            ),
            (
                "other",
                "\u{938}\u{902}\u{92f}\u{941}\u{915}\u{94d}\u{924} \u{905}\u{930}\u{92c} \u{905}\u{92e}\u{940}\u{930}\u{93e}\u{924} \u{926}\u{93f}\u{930}\u{939}\u{93e}\u{92e}",
            ),
        ],
    },
    Currency {
        code: "UAH",
        symbol: "UAH",
        narrow: "\u{20b4}",
        names: &[
            (
                "one",
                "\u{92f}\u{942}\u{915}\u{94d}\u{930}\u{947}\u{928}\u{93f}\u{92f}\u{928} \u{930}\u{93f}\u{935}\u{94d}\u{928}\u{93f}\u{92f}\u{93e}",
            ),
            (
                "other",
                "\u{92f}\u{942}\u{915}\u{94d}\u{930}\u{947}\u{928}\u{93f}\u{92f}\u{928} \u{930}\u{93f}\u{935}\u{94d}\u{928}\u{93f}\u{92f}\u{93e}",
            ),
        ],
    },
    Currency {
        code: "VND",
        symbol: "\u{20ab}",
        narrow: "\u{20ab}",
        names: &[
            (
                "one",
                "\u{935}\u{93f}\u{92f}\u{924}\u{928}\u{93e}\u{92e}\u{940} \u{921}\u{94b}\u{902}\u{917}",
            ),
            (
                "other",
                "\u{935}\u{93f}\u{92f}\u{924}\u{928}\u{93e}\u{92e}\u{940} \u{921}\u{94b}\u{902}\u{917}",
            ),
        ],
    },
    Currency {
        code: "PHP",
        symbol: "PHP",
        narrow: "\u{20b1}",
        names: &[
            (
                "one",
                "\u{92b}\u{93c}\u{93f}\u{932}\u{93f}\u{92a}\u{940}\u{928}\u{940} \u{92a}\u{947}\u{938}\u{94b}",
            ),
            (
                "other",
                "\u{92b}\u{93c}\u{93f}\u{932}\u{93f}\u{92a}\u{940}\u{928}\u{940} \u{92a}\u{947}\u{938}\u{94b}",
            ),
        ],
    },
    Currency {
        code: "BTC",
        symbol: "BTC",
        narrow: "BTC",
        names: &[("one", "BTC"), ("other", "BTC")],
    },
];
static HI_UNITS: &[Unit] = &[
    Unit {
        id: "acre",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{90f}\u{915}\u{921}\u{93c}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{90f}\u{915}\u{921}\u{93c}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{90f}\u{915}\u{921}\u{93c}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{90f}\u{915}\u{921}\u{93c}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{90f}\u{915}\u{921}\u{93c}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{90f}\u{915}\u{921}\u{93c}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "bit",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "byte",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93e}\u{907}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93e}\u{907}\u{91f}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93e}\u{907}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93e}\u{907}\u{91f}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93e}\u{907}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93e}\u{907}\u{91f}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "celsius",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("unit", "\u{b0}\u{938}\u{947}\u{970}")],
                ),
                (
                    "other",
                    &[("number", ""), ("unit", "\u{b0}\u{938}\u{947}\u{970}")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{921}\u{93f}\u{917}\u{94d}\u{930}\u{940} \u{938}\u{947}\u{932}\u{94d}\u{938}\u{93f}\u{92f}\u{938}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{921}\u{93f}\u{917}\u{94d}\u{930}\u{940} \u{938}\u{947}\u{932}\u{94d}\u{938}\u{93f}\u{92f}\u{938}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("unit", "\u{b0}\u{938}\u{947}\u{970}")],
                ),
                (
                    "other",
                    &[("number", ""), ("unit", "\u{b0}\u{938}\u{947}\u{970}")],
                ),
            ],
        ],
    },
    Unit {
        id: "centimeter",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{947}\u{902}\u{970}\u{92e}\u{940}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{947}\u{902}\u{970}\u{92e}\u{940}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{938}\u{947}\u{902}\u{91f}\u{940}\u{92e}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{938}\u{947}\u{902}\u{91f}\u{940}\u{92e}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{947}\u{902}\u{970}\u{92e}\u{940}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{947}\u{902}\u{970}\u{92e}\u{940}\u{970}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "day",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{926}\u{93f}\u{928}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{926}\u{93f}\u{928}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{926}\u{93f}\u{928}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{926}\u{93f}\u{928}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{926}\u{93f}")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{926}\u{93f}")],
                ),
            ],
        ],
    },
    Unit {
        id: "degree",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{905}\u{902}\u{936}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{905}\u{902}\u{936}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{905}\u{902}\u{936}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{905}\u{902}\u{936}"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}")]),
                ("other", &[("number", ""), ("unit", "\u{b0}")]),
            ],
        ],
    },
    Unit {
        id: "fahrenheit",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("unit", "\u{b0}\u{92b}\u{93c}\u{947}\u{930}\u{928}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("unit", "\u{b0}\u{92b}\u{93c}\u{947}\u{930}\u{928}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{921}\u{93f}\u{917}\u{94d}\u{930}\u{940} \u{92b}\u{93c}\u{947}\u{930}\u{928}\u{939}\u{93e}\u{907}\u{91f}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{921}\u{93f}\u{917}\u{94d}\u{930}\u{940} \u{92b}\u{93c}\u{947}\u{930}\u{928}\u{939}\u{93e}\u{907}\u{91f}",
                        ),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{b0}F")]),
                ("other", &[("number", ""), ("unit", "\u{b0}F")]),
            ],
        ],
    },
    Unit {
        id: "fluid-ounce",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92b}\u{93c}\u{94d}\u{932}\u{942}\u{907}\u{921} \u{906}\u{909}\u{902}\u{938}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92b}\u{93c}\u{94d}\u{932}\u{942}\u{907}\u{921} \u{906}\u{909}\u{902}\u{938}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92b}\u{93c}\u{94d}\u{932}\u{942}\u{907}\u{921} \u{906}\u{909}\u{902}\u{938}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92b}\u{93c}\u{94d}\u{932}\u{942}\u{907}\u{921} \u{906}\u{909}\u{902}\u{938}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "fl oz")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "fl oz")],
                ),
            ],
        ],
    },
    Unit {
        id: "foot",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92b}\u{93c}\u{940}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92b}\u{93c}\u{940}\u{91f}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92b}\u{93c}\u{941}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92b}\u{93c}\u{940}\u{91f}"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{2032}")]),
                ("other", &[("number", ""), ("unit", "\u{2032}")]),
            ],
        ],
    },
    Unit {
        id: "gallon",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{948}\u{932}\u{928}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{948}\u{932}\u{928}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{948}\u{932}\u{928}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{948}\u{932}\u{928}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{917}\u{948}")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{917}\u{948}")],
                ),
            ],
        ],
    },
    Unit {
        id: "gigabit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Gb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Gb")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{940}\u{917}\u{93e}\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{940}\u{917}\u{93e}\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Gb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Gb")]),
            ],
        ],
    },
    Unit {
        id: "gigabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "GB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "GB")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{917}\u{940}\u{917}\u{93e}\u{92c}\u{93e}\u{907}\u{91f}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{917}\u{940}\u{917}\u{93e}\u{92c}\u{93e}\u{907}\u{91f}",
                        ),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "GB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "GB")]),
            ],
        ],
    },
    Unit {
        id: "gram",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{94d}\u{930}\u{93e}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{94d}\u{930}\u{93e}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{94d}\u{930}\u{93e}\u{92e}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{94d}\u{930}\u{93e}\u{92e}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{94d}\u{930}\u{93e}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{94d}\u{930}\u{93e}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "hectare",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{939}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{939}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{939}\u{947}\u{915}\u{94d}\u{91f}\u{947}\u{92f}\u{930}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{939}\u{947}\u{915}\u{94d}\u{91f}\u{947}\u{92f}\u{930}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{939}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{939}\u{947}\u{970}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "hour",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{918}\u{902}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{918}\u{902}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{918}\u{902}\u{91f}\u{93e}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{918}\u{902}\u{91f}\u{947}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{918}\u{902}")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{918}\u{902}")],
                ),
            ],
        ],
    },
    Unit {
        id: "inch",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{907}\u{902}\u{91a}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{907}\u{902}\u{91a}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{907}\u{902}\u{91a}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{907}\u{902}\u{91a}"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "\u{2033}")]),
                ("other", &[("number", ""), ("unit", "\u{2033}")]),
            ],
        ],
    },
    Unit {
        id: "kilobit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kb")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{915}\u{93f}\u{932}\u{94b}\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{915}\u{93f}\u{932}\u{94b}\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kb")]),
            ],
        ],
    },
    Unit {
        id: "kilobyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kB")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{92c}\u{93e}\u{907}\u{91f}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{92c}\u{93e}\u{907}\u{91f}",
                        ),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "kB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "kB")]),
            ],
        ],
    },
    Unit {
        id: "kilogram",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{970}\u{917}\u{94d}\u{930}\u{93e}\u{970}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{970}\u{917}\u{94d}\u{930}\u{93e}\u{970}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{917}\u{94d}\u{930}\u{93e}\u{92e}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{917}\u{94d}\u{930}\u{93e}\u{92e}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{915}\u{93f}\u{917}\u{94d}\u{930}\u{93e}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{915}\u{93f}\u{917}\u{94d}\u{930}\u{93e}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "kilometer",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{915}\u{93f}\u{970}\u{92e}\u{940}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{915}\u{93f}\u{970}\u{92e}\u{940}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{92e}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{92e}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{915}\u{93f}\u{92e}\u{940}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{915}\u{93f}\u{92e}\u{940}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "liter",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{932}\u{940}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{932}\u{940}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{932}\u{940}\u{91f}\u{930}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{932}\u{940}\u{91f}\u{930}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{932}\u{940}")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{932}\u{940}")],
                ),
            ],
        ],
    },
    Unit {
        id: "megabit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{947}\u{917}\u{93e}\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{947}\u{917}\u{93e}\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Mb")]),
            ],
        ],
    },
    Unit {
        id: "megabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "MB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "MB")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{947}\u{917}\u{93e}\u{92c}\u{93e}\u{907}\u{91f}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{947}\u{917}\u{93e}\u{92c}\u{93e}\u{907}\u{91f}",
                        ),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "MB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "MB")]),
            ],
        ],
    },
    Unit {
        id: "meter",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{92e}\u{940}")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{92e}\u{940}")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{91f}\u{930}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{91f}\u{930}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{92e}\u{940}")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{92e}\u{940}")],
                ),
            ],
        ],
    },
    Unit {
        id: "microsecond",
        display: [
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{93e}\u{907}\u{915}\u{94d}\u{930}\u{94b}\u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{93e}\u{907}\u{915}\u{94d}\u{930}\u{94b}\u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{3bc}s")],
                ),
            ],
        ],
    },
    Unit {
        id: "mile",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{932}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{932}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{932}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{932}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{932}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{932}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "mile-scandinavian",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "smi")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "smi")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{940}\u{932}-\u{938}\u{94d}\u{915}\u{948}\u{923}\u{94d}\u{921}\u{93f}\u{928}\u{947}\u{935}\u{93f}\u{92f}\u{928}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{940}\u{932}-\u{938}\u{94d}\u{915}\u{948}\u{923}\u{94d}\u{921}\u{93f}\u{928}\u{947}\u{935}\u{93f}\u{92f}\u{928}",
                        ),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "smi")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "smi")],
                ),
            ],
        ],
    },
    Unit {
        id: "milliliter",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{970} \u{932}\u{940}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{970} \u{932}\u{940}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{93f}\u{932}\u{940}\u{932}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{93f}\u{932}\u{940}\u{932}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{932}\u{940}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{932}\u{940}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "millimeter",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{970}\u{92e}\u{940}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{970}\u{92e}\u{940}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{93f}\u{932}\u{940}\u{92e}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{93f}\u{932}\u{940}\u{92e}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{92e}\u{940}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{92e}\u{940}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "millisecond",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{970}\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{970}\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{93f}\u{932}\u{940}\u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{93f}\u{932}\u{940}\u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{970}\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{970}\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "minute",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{928}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93f}\u{928}\u{91f}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{92e}\u{93f}")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{92e}\u{93f}")],
                ),
            ],
        ],
    },
    Unit {
        id: "month",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93e}\u{939}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93e}\u{939}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{939}\u{940}\u{928}\u{93e}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{939}\u{940}\u{928}\u{947}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93e}\u{939}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{93e}\u{939}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "nanosecond",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{928}\u{948}\u{928}\u{94b} \u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{928}\u{948}\u{928}\u{94b} \u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{928}\u{948}\u{928}\u{94b} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{928}\u{948}\u{928}\u{94b} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{928}\u{948}\u{928}\u{94b} \u{938}\u{947}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{928}\u{948}\u{928}\u{94b} \u{938}\u{947}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "ounce",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{914}\u{902}\u{938}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{914}\u{902}\u{938}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{914}\u{902}\u{938}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{914}\u{902}\u{938}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{914}\u{902}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{914}\u{902}\u{970}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "percent",
        display: [
            &[
                ("one", &[("number", ""), ("unit", "%")]),
                ("other", &[("number", ""), ("unit", "%")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92a}\u{94d}\u{930}\u{924}\u{93f}\u{936}\u{924}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92a}\u{94d}\u{930}\u{924}\u{93f}\u{936}\u{924}"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "%")]),
                ("other", &[("number", ""), ("unit", "%")]),
            ],
        ],
    },
    Unit {
        id: "petabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "PB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "PB")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92a}\u{947}\u{91f}\u{93e}\u{92c}\u{93e}\u{907}\u{91f}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92a}\u{947}\u{91f}\u{93e}\u{92c}\u{93e}\u{907}\u{91f}",
                        ),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "PB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "PB")]),
            ],
        ],
    },
    Unit {
        id: "pound",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92a}\u{94c}\u{902}\u{921}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92a}\u{94c}\u{902}\u{921}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92a}\u{94c}\u{902}\u{921}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92a}\u{94c}\u{902}\u{921}"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("unit", "#")]),
                ("other", &[("number", ""), ("unit", "#")]),
            ],
        ],
    },
    Unit {
        id: "second",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{947}\u{915}\u{902}\u{921}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{947}\u{915}\u{902}\u{921}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{938}\u{947}")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{938}\u{947}")],
                ),
            ],
        ],
    },
    Unit {
        id: "stone",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "st")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "st")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "14 \u{92a}\u{94c}\u{902}\u{921} \u{915}\u{93e} \u{92c}\u{91f}\u{94d}\u{91f}\u{93e}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "14 \u{92a}\u{94c}\u{902}\u{921} \u{915}\u{93e} \u{92c}\u{91f}\u{94d}\u{91f}\u{93e}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{932}\u{93e}")],
                ),
                ("other", &[("number", ""), ("unit", "st")]),
            ],
        ],
    },
    Unit {
        id: "terabit",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{91f}\u{947}\u{930}\u{93e}\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{91f}\u{947}\u{930}\u{93e}\u{92c}\u{93f}\u{91f}"),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "Tb")]),
            ],
        ],
    },
    Unit {
        id: "terabyte",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "TB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "TB")]),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{91f}\u{947}\u{930}\u{93e}\u{92c}\u{93e}\u{907}\u{91f}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{91f}\u{947}\u{930}\u{93e}\u{92c}\u{93e}\u{907}\u{91f}",
                        ),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "TB")]),
                ("other", &[("number", ""), ("literal", " "), ("unit", "TB")]),
            ],
        ],
    },
    Unit {
        id: "week",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "yard",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92f}\u{93e}\u{930}\u{94d}\u{921}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92f}\u{93e}\u{930}\u{94d}\u{921}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92f}\u{93e}\u{930}\u{94d}\u{921}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{91c}\u{93c}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92f}\u{93e}\u{930}\u{94d}\u{921}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92f}\u{93e}\u{930}\u{94d}\u{921}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "year",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{935}\u{930}\u{94d}\u{937}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{935}\u{930}\u{94d}\u{937}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{935}\u{930}\u{94d}\u{937}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{935}\u{930}\u{94d}\u{937}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("literal", " "), ("unit", "\u{935}")],
                ),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "\u{935}")],
                ),
            ],
        ],
    },
    Unit {
        id: "kilometer-per-hour",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{970}\u{92e}\u{940}\u{970}/\u{918}\u{902}\u{970}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{970}\u{92e}\u{940}\u{970}/\u{918}\u{902}\u{970}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{92e}\u{940}\u{91f}\u{930} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{918}\u{902}\u{91f}\u{93e}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{92e}\u{940}\u{91f}\u{930} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{918}\u{902}\u{91f}\u{93e}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{915}\u{93f}\u{92e}\u{940}/\u{918}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{915}\u{93f}\u{92e}\u{940}/\u{918}\u{902}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "mile-per-hour",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{940}\u{970}\u{92a}\u{94d}\u{930}\u{970}\u{918}\u{902}\u{970}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{940}\u{970}\u{92a}\u{94d}\u{930}\u{970}\u{918}\u{902}\u{970}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{940}\u{932} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{918}\u{902}\u{91f}\u{93e}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{940}\u{932} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{918}\u{902}\u{91f}\u{93e}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{92a}\u{94d}\u{930}\u{918}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{92a}\u{94d}\u{930}\u{918}\u{902}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "meter-per-second",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{970}/\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{970}/\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{940}\u{91f}\u{930} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{940}\u{91f}\u{930} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{970}/\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92e}\u{940}\u{970}/\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "foot-per-second",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92b}\u{93c}\u{940}\u{91f}/\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92b}\u{93c}\u{940}\u{91f}/\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92b}\u{93c}\u{941}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92b}\u{93c}\u{940}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[("number", ""), ("unit", "\u{2032}/\u{938}\u{947}")],
                ),
                (
                    "other",
                    &[("number", ""), ("unit", "\u{2032}/\u{938}\u{947}")],
                ),
            ],
        ],
    },
    Unit {
        id: "byte-per-second",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93e}\u{907}\u{91f}/\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93e}\u{907}\u{91f}/\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92c}\u{93e}\u{907}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92c}\u{93e}\u{907}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93e}\u{907}\u{91f}/\u{938}\u{947}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{92c}\u{93e}\u{907}\u{91f}/\u{938}\u{947}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "kilobyte-per-second",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kB/\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kB/\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{92c}\u{93e}\u{907}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{92c}\u{93e}\u{907}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kB/\u{938}\u{947}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kB/\u{938}\u{947}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "megabyte-per-second",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "MB/\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "MB/\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{947}\u{917}\u{93e}\u{92c}\u{93e}\u{907}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{947}\u{917}\u{93e}\u{92c}\u{93e}\u{907}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "MB/\u{938}\u{947}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "MB/\u{938}\u{947}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "gigabyte-per-second",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "GB/\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "GB/\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{917}\u{940}\u{917}\u{93e}\u{92c}\u{93e}\u{907}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{917}\u{940}\u{917}\u{93e}\u{92c}\u{93e}\u{907}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "GB/\u{938}\u{947}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "GB/\u{938}\u{947}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "kilobit-per-second",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kb/\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kb/\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{92c}\u{93f}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{92c}\u{93f}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kb/\u{938}\u{947}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "kb/\u{938}\u{947}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "megabit-per-second",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Mb/\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Mb/\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{947}\u{917}\u{93e}\u{92c}\u{93f}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{947}\u{917}\u{93e}\u{92c}\u{93f}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Mb/\u{938}\u{947}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Mb/\u{938}\u{947}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "gigabit-per-second",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Gb/\u{938}\u{947}\u{970}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Gb/\u{938}\u{947}\u{970}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{917}\u{940}\u{917}\u{93e}\u{92c}\u{93f}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{917}\u{940}\u{917}\u{93e}\u{92c}\u{93f}\u{91f} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{938}\u{947}\u{915}\u{902}\u{921}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Gb/\u{938}\u{947}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "Gb/\u{938}\u{947}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "liter-per-kilometer",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{932}\u{940}/\u{915}\u{93f}\u{92e}\u{940}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{932}\u{940}/\u{915}\u{93f}\u{92e}\u{940}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{932}\u{940}\u{91f}\u{930} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{915}\u{93f}\u{932}\u{94b}\u{92e}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{932}\u{940}\u{91f}\u{930} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{915}\u{93f}\u{932}\u{94b}\u{92e}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{932}\u{940}/\u{915}\u{93f}\u{92e}\u{940}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{932}\u{940}/\u{915}\u{93f}\u{92e}\u{940}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "kilometer-per-liter",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{970}\u{92e}\u{940}\u{970}/\u{932}\u{940}\u{970}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{970}\u{92e}\u{940}\u{970}/\u{932}\u{940}\u{970}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{92e}\u{940}\u{91f}\u{930}/\u{932}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{915}\u{93f}\u{932}\u{94b}\u{92e}\u{940}\u{91f}\u{930}/\u{932}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{915}\u{93f}\u{92e}\u{940}/\u{932}\u{940}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{915}\u{93f}\u{92e}\u{940}/\u{932}\u{940}"),
                    ],
                ),
            ],
        ],
    },
    Unit {
        id: "mile-per-gallon",
        display: [
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mpg")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mpg")],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{940}\u{932} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{917}\u{948}\u{932}\u{928}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{92e}\u{940}\u{932} \u{92a}\u{94d}\u{930}\u{924}\u{93f} \u{917}\u{948}\u{932}\u{928}",
                        ),
                    ],
                ),
            ],
            &[
                ("one", &[("number", ""), ("literal", " "), ("unit", "mpg")]),
                (
                    "other",
                    &[("number", ""), ("literal", " "), ("unit", "mpg")],
                ),
            ],
        ],
    },
    Unit {
        id: "gram-per-liter",
        display: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{917}\u{94d}\u{930}\u{93e}\u{970}/\u{932}\u{940}\u{970}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{917}\u{94d}\u{930}\u{93e}\u{970}/\u{932}\u{940}\u{970}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{917}\u{94d}\u{930}\u{93e}\u{92e}/\u{932}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        (
                            "unit",
                            "\u{917}\u{94d}\u{930}\u{93e}\u{92e}/\u{932}\u{940}\u{91f}\u{930}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{94d}\u{930}\u{93e}/\u{932}\u{940}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " "),
                        ("unit", "\u{917}\u{94d}\u{930}\u{93e}/\u{932}\u{940}"),
                    ],
                ),
            ],
        ],
    },
];
static HI_RELATIVE: &[RelativeUnit] = &[
    RelativeUnit {
        id: "year",
        future: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{935}\u{930}\u{94d}\u{937} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{935}\u{930}\u{94d}\u{937} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{935}\u{930}\u{94d}\u{937} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{935}\u{930}\u{94d}\u{937} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{935}\u{930}\u{94d}\u{937} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{935}\u{930}\u{94d}\u{937} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{935}\u{930}\u{94d}\u{937} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{935}\u{930}\u{94d}\u{937} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{935}\u{930}\u{94d}\u{937} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{935}\u{930}\u{94d}\u{937} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{935}\u{930}\u{94d}\u{937} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{935}\u{930}\u{94d}\u{937} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
        ],
        phrases: [
            &[
                (
                    -1,
                    "\u{92a}\u{93f}\u{91b}\u{932}\u{93e} \u{935}\u{930}\u{94d}\u{937}",
                ),
                (0, "\u{907}\u{938} \u{935}\u{930}\u{94d}\u{937}"),
                (
                    1,
                    "\u{905}\u{917}\u{932}\u{93e} \u{935}\u{930}\u{94d}\u{937}",
                ),
            ],
            &[
                (
                    -1,
                    "\u{92a}\u{93f}\u{91b}\u{932}\u{93e} \u{935}\u{930}\u{94d}\u{937}",
                ),
                (0, "\u{907}\u{938} \u{935}\u{930}\u{94d}\u{937}"),
                (
                    1,
                    "\u{905}\u{917}\u{932}\u{93e} \u{935}\u{930}\u{94d}\u{937}",
                ),
            ],
            &[
                (
                    -1,
                    "\u{92a}\u{93f}\u{91b}\u{932}\u{947} \u{938}\u{93e}\u{932}",
                ),
                (0, "\u{907}\u{938} \u{938}\u{93e}\u{932}"),
                (1, "\u{905}\u{917}\u{932}\u{947} \u{938}\u{93e}\u{932}"),
            ],
        ],
    },
    RelativeUnit {
        id: "quarter",
        future: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{93f}\u{92f}\u{94b}\u{902} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{93f}\u{92f}\u{94b}\u{902} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{924}\u{93f}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{924}\u{93f}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{93f}\u{92f}\u{94b}\u{902} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{924}\u{93f}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{924}\u{93f}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
        ],
        phrases: [
            &[
                (
                    -1,
                    "\u{905}\u{902}\u{924}\u{93f}\u{92e} \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940}",
                ),
                (
                    0,
                    "\u{907}\u{938} \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940}",
                ),
                (
                    1,
                    "\u{905}\u{917}\u{932}\u{940} \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940}",
                ),
            ],
            &[
                (
                    -1,
                    "\u{905}\u{902}\u{924}\u{93f}\u{92e} \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940}",
                ),
                (
                    0,
                    "\u{907}\u{938} \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940}",
                ),
                (
                    1,
                    "\u{905}\u{917}\u{932}\u{940} \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940}",
                ),
            ],
            &[
                (
                    -1,
                    "\u{905}\u{902}\u{924}\u{93f}\u{92e} \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940}",
                ),
                (
                    0,
                    "\u{907}\u{938} \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940}",
                ),
                (
                    1,
                    "\u{905}\u{917}\u{932}\u{940} \u{924}\u{93f}\u{92e}\u{93e}\u{939}\u{940}",
                ),
            ],
        ],
    },
    RelativeUnit {
        id: "month",
        future: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{92e}\u{93e}\u{939} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{92e}\u{93e}\u{939} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{92e}\u{93e}\u{939} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{92e}\u{93e}\u{939} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{92e}\u{93e}\u{939} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{92e}\u{93e}\u{939} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93e}\u{939} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93e}\u{939} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93e}\u{939} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93e}\u{939} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93e}\u{939} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93e}\u{939} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
        ],
        phrases: [
            &[
                (
                    -1,
                    "\u{92a}\u{93f}\u{91b}\u{932}\u{93e} \u{92e}\u{93e}\u{939}",
                ),
                (0, "\u{907}\u{938} \u{92e}\u{93e}\u{939}"),
                (1, "\u{905}\u{917}\u{932}\u{93e} \u{92e}\u{93e}\u{939}"),
            ],
            &[
                (
                    -1,
                    "\u{92a}\u{93f}\u{91b}\u{932}\u{93e} \u{92e}\u{93e}\u{939}",
                ),
                (0, "\u{907}\u{938} \u{92e}\u{93e}\u{939}"),
                (1, "\u{905}\u{917}\u{932}\u{93e} \u{92e}\u{93e}\u{939}"),
            ],
            &[
                (
                    -1,
                    "\u{92a}\u{93f}\u{91b}\u{932}\u{93e} \u{92e}\u{93e}\u{939}",
                ),
                (0, "\u{907}\u{938} \u{92e}\u{93e}\u{939}"),
                (1, "\u{905}\u{917}\u{932}\u{93e} \u{92e}\u{93e}\u{939}"),
            ],
        ],
    },
    RelativeUnit {
        id: "week",
        future: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
        ],
        phrases: [
            &[
                (
                    -1,
                    "\u{92a}\u{93f}\u{91b}\u{932}\u{93e} \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}",
                ),
                (
                    0,
                    "\u{907}\u{938} \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}",
                ),
                (
                    1,
                    "\u{905}\u{917}\u{932}\u{93e} \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}",
                ),
            ],
            &[
                (
                    -1,
                    "\u{92a}\u{93f}\u{91b}\u{932}\u{93e} \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}",
                ),
                (
                    0,
                    "\u{907}\u{938} \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}",
                ),
                (
                    1,
                    "\u{905}\u{917}\u{932}\u{93e} \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}",
                ),
            ],
            &[
                (
                    -1,
                    "\u{92a}\u{93f}\u{91b}\u{932}\u{93e} \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}",
                ),
                (
                    0,
                    "\u{907}\u{938} \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}",
                ),
                (
                    1,
                    "\u{905}\u{917}\u{932}\u{93e} \u{938}\u{92a}\u{94d}\u{924}\u{93e}\u{939}",
                ),
            ],
        ],
    },
    RelativeUnit {
        id: "day",
        future: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{926}\u{93f}\u{928} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{926}\u{93f}\u{928} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{926}\u{93f}\u{928} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{926}\u{93f}\u{928} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{926}\u{93f}\u{928} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{926}\u{93f}\u{928} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{926}\u{93f}\u{928} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{926}\u{93f}\u{928} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{926}\u{93f}\u{928} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{926}\u{93f}\u{928} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{926}\u{93f}\u{928} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{926}\u{93f}\u{928} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
        ],
        phrases: [
            &[
                (-2, "\u{92a}\u{930}\u{938}\u{94b}\u{902}"),
                (-1, "\u{915}\u{932}"),
                (0, "\u{906}\u{91c}"),
                (1, "\u{915}\u{932}"),
                (2, "\u{92a}\u{930}\u{938}\u{94b}\u{902}"),
            ],
            &[
                (-2, "\u{92a}\u{930}\u{938}\u{94b}\u{902}"),
                (-1, "\u{92c}\u{940}\u{924}\u{93e} \u{915}\u{932}"),
                (0, "\u{906}\u{91c}"),
                (
                    1,
                    "\u{906}\u{928}\u{947} \u{935}\u{93e}\u{932}\u{93e} \u{915}\u{932}",
                ),
                (2, "\u{92a}\u{930}\u{938}\u{94b}\u{902}"),
            ],
            &[
                (-2, "\u{92a}\u{930}\u{938}\u{94b}\u{902}"),
                (-1, "\u{92c}\u{940}\u{924}\u{93e} \u{915}\u{932}"),
                (0, "\u{906}\u{91c}"),
                (
                    1,
                    "\u{906}\u{928}\u{947} \u{935}\u{93e}\u{932}\u{93e} \u{915}\u{932}",
                ),
                (2, "\u{92a}\u{930}\u{938}\u{94b}\u{902}"),
            ],
        ],
    },
    RelativeUnit {
        id: "hour",
        future: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{918}\u{902}\u{91f}\u{947} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{918}\u{902}\u{91f}\u{947} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{918}\u{902}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{918}\u{902}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{918}\u{902}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{918}\u{902}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{918}\u{902}\u{91f}\u{947} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{918}\u{902}\u{91f}\u{947} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{918}\u{902}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{918}\u{902}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{918}\u{902}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{918}\u{902}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
        ],
        phrases: [
            &[(0, "\u{92f}\u{939} \u{918}\u{902}\u{91f}\u{93e}")],
            &[(0, "\u{92f}\u{939} \u{918}\u{902}\u{91f}\u{93e}")],
            &[(0, "\u{92f}\u{939} \u{918}\u{902}\u{91f}\u{93e}")],
        ],
    },
    RelativeUnit {
        id: "minute",
        future: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93f}\u{928}\u{91f} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93f}\u{928}\u{91f} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{92e}\u{93f}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{92e}\u{93f}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{92e}\u{93f}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{92e}\u{93f}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93f}\u{928}\u{91f} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93f}\u{928}\u{91f} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93f}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93f}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93f}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{92e}\u{93f}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
        ],
        phrases: [
            &[(0, "\u{92f}\u{939} \u{92e}\u{93f}\u{928}\u{91f}")],
            &[(0, "\u{92f}\u{939} \u{92e}\u{93f}\u{928}\u{91f}")],
            &[(0, "\u{92f}\u{939} \u{92e}\u{93f}\u{928}\u{91f}")],
        ],
    },
    RelativeUnit {
        id: "second",
        future: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{947}\u{915}\u{902}\u{921} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{947}\u{915}\u{902}\u{921} \u{92e}\u{947}\u{902}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{938}\u{947}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{938}\u{947}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        ("literal", " \u{938}\u{947}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        ("literal", " \u{938}\u{947}\u{970} \u{92e}\u{947}\u{902}"),
                    ],
                ),
            ],
        ],
        past: [
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{947}\u{915}\u{902}\u{921} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{947}\u{915}\u{902}\u{921} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{947}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{947}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
            &[
                (
                    "one",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{947}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
                (
                    "other",
                    &[
                        ("number", ""),
                        (
                            "literal",
                            " \u{938}\u{947}\u{970} \u{92a}\u{939}\u{932}\u{947}",
                        ),
                    ],
                ),
            ],
        ],
        phrases: [
            &[(0, "\u{905}\u{92c}")],
            &[(0, "\u{905}\u{92c}")],
            &[(0, "\u{905}\u{92c}")],
        ],
    },
];
static HI: LocaleData = LocaleData {
    tag: "hi",
    currency: [
        &[("currency", ""), ("number", "")],
        &[("sign", ""), ("currency", ""), ("number", "")],
    ],
    currency_accounting: [
        &[("currency", ""), ("number", "")],
        &[("sign", ""), ("currency", ""), ("number", "")],
    ],
    currency_name: [
        &[("number", ""), ("literal", " "), ("currency", "")],
        &[
            ("sign", ""),
            ("number", ""),
            ("literal", " "),
            ("currency", ""),
        ],
    ],
    percent: [
        &[("number", ""), ("percentSign", "%")],
        &[("sign", ""), ("number", ""), ("percentSign", "%")],
    ],
    currencies: HI_CURRENCIES,
    units: HI_UNITS,
    relative: HI_RELATIVE,
};

/// The locales with data, by tag (a language, or a language and region).
pub(crate) static LOCALES: &[&LocaleData] = &[&EN, &EN_GB, &DE, &FR, &ES, &JA, &ZH, &HI];
