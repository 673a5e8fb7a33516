//! Production countries as the main source writes them: ISO codes, for the older lists' English
//! names and the main source's odd full name or retired code alike.

use std::str::FromStr;

/// The ISO 3166 alpha-2 code JustWatch uses for a country the older lists name in English
/// ("United Kingdom" → "GB", "Russia" → "RU", "South Korea" → "KR"), so a title from those lists
/// shares its country with the main source's titles. The Soviet Union takes the code JustWatch
/// gives it and both Germanys Germany's; a name no table knows is kept as written (it then matches
/// only itself). Only names are looked up: a code of two or three letters is not a name.
pub(super) fn country_code(name: &str) -> String {
    let name = name.trim();
    match name {
        "Soviet Union" => return "SU".into(),
        "West Germany" | "East Germany" => return "DE".into(),
        _ => {}
    }
    let compact: String = name.chars().filter(|c| c.is_alphanumeric()).collect();
    match celes::Country::from_str(&compact) {
        Ok(country) if compact.len() > 3 => country.alpha2.to_string(),
        _ => name.to_string(),
    }
}

/// A production country as the main source lists it: an ISO code, kept, except "XX", JustWatch's
/// code for an unknown country (149 titles carry it, and two unknowns are no shared country); the
/// odd full name ("Lebanon", "United States of America") or retired code ("SUHH", the Soviet
/// Union) among the codes goes through [`country_code`].
pub(super) fn main_country(code: &str) -> Option<String> {
    let code = code.trim();
    match code {
        "" | "XX" => None,
        "SUHH" => Some("SU".into()),
        c if c.len() == 2 && c.chars().all(|ch| ch.is_ascii_uppercase()) => Some(c.into()),
        name => Some(country_code(name)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn older_lists_country_names_become_the_main_sources_codes() {
        for (name, code) in [
            ("United States", "US"),
            ("United Kingdom", "GB"),
            ("South Korea", "KR"),
            ("Russia", "RU"),
            ("Ireland", "IE"),
            ("Czech Republic", "CZ"),
            ("Taiwan", "TW"),
            ("Vietnam", "VN"),
            ("United Arab Emirates", "AE"),
            ("Soviet Union", "SU"),
            ("West Germany", "DE"),
            (" Belgium ", "BE"),
        ] {
            assert_eq!(country_code(name), code, "{name}");
        }
        assert_eq!(country_code("Atlantis"), "Atlantis");
        assert_eq!(main_country("KR").as_deref(), Some("KR"));
        assert_eq!(main_country("XX"), None, "JustWatch's unknown country");
        assert_eq!(main_country("Lebanon").as_deref(), Some("LB"));
        assert_eq!(main_country("SUHH").as_deref(), Some("SU"));
        assert_eq!(country_code("USA"), "USA", "codes are not names");
    }
}
