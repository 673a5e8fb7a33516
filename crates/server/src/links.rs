//! Every link the server hands out to a streaming platform, in one place: the spec's affiliate table
//! (the partner parameters that earn the operator a commission), each platform's own search page
//! for a title, and the web-search fallback. A card's `affiliate_link`/`official_site` and the show
//! page's `watch_links` are all built here, so one title's link is the same on every page.
//!
//! A Watch button opens the title, never a generic sign-up page: where a platform has a programme
//! its link is the title's search page with the partner parameters added ([`title_link`]).

use catalog::Platform;
use percent_encoding::{utf8_percent_encode, NON_ALPHANUMERIC};
use serde::Serialize;

/// The partner id sent to every programme; one constant so a real id is a one-line change.
pub const PARTNER_ID: &str = "bingeable";

/// One row of the spec's affiliate table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Programme {
    pub platform: Platform,
    /// Sign-up page; the partner parameters are appended by [`affiliate_link`].
    pub signup_url: &'static str,
    /// The query parameter name the programme reads the partner id from.
    pub partner_param: &'static str,
    pub commission: &'static str,
    pub cookie_duration: &'static str,
}

/// The spec's table. Netflix runs no affiliate programme, so it has no row.
pub const PROGRAMMES: [Programme; 7] = [
    Programme {
        platform: Platform::Hulu,
        signup_url: "https://www.hulu.com/start",
        partner_param: "ref",
        commission: "$1.60 trial, $9.60 paid",
        cookie_duration: "14 days",
    },
    Programme {
        platform: Platform::DisneyPlus,
        signup_url: "https://www.disneyplus.com/sign-up",
        partner_param: "ref",
        commission: "$11.00",
        cookie_duration: "30 days",
    },
    Programme {
        platform: Platform::PrimeVideo,
        signup_url: "https://www.amazon.com/amazonprime",
        // Amazon Associates identifies partners by `tag`.
        partner_param: "tag",
        commission: "$3.00",
        cookie_duration: "24 hours",
    },
    Programme {
        platform: Platform::Max,
        signup_url: "https://www.max.com/sign-up",
        partner_param: "ref",
        commission: "per subscriber",
        cookie_duration: "30 days",
    },
    Programme {
        platform: Platform::AppleTvPlus,
        signup_url: "https://tv.apple.com/",
        // Apple's performance partners programme uses `at` for the affiliate token.
        partner_param: "at",
        commission: "variable",
        cookie_duration: "24 hours",
    },
    Programme {
        platform: Platform::ParamountPlus,
        signup_url: "https://www.paramountplus.com/signup/",
        partner_param: "ref",
        commission: "variable",
        cookie_duration: "30 days",
    },
    Programme {
        platform: Platform::Peacock,
        signup_url: "https://www.peacocktv.com/plans",
        partner_param: "ref",
        commission: "variable",
        cookie_duration: "30 days",
    },
];

pub fn programme(platform: Platform) -> Option<&'static Programme> {
    PROGRAMMES.iter().find(|p| p.platform == platform)
}

/// The platform's sign-up link carrying our partner id, or None when it has no programme.
pub fn affiliate_link(platform: Platform) -> Option<String> {
    programme(platform).map(|p| {
        format!(
            "{}?{}={PARTNER_ID}&utm_source={PARTNER_ID}&utm_medium=affiliate",
            p.signup_url, p.partner_param
        )
    })
}

/// The title on its platform, carrying our partner parameters where the platform has a programme
/// (None otherwise: the card then falls back to [`official_site`], the same page without them).
pub fn title_link(platform: Platform, title: &str) -> Option<String> {
    programme(platform).map(|p| {
        // Every search URL already has a query string, so the parameters are appended with `&`.
        format!(
            "{}&{}={PARTNER_ID}&utm_source={PARTNER_ID}&utm_medium=affiliate",
            platform_search_url(platform, title),
            p.partner_param
        )
    })
}

/// The platform's own search page for the title: always a working page, unlike a guessed
/// title URL, because the datasets carry no per-platform title ids.
pub fn platform_search_url(platform: Platform, title: &str) -> String {
    let q = encode(title);
    match platform {
        Platform::Netflix => format!("https://www.netflix.com/search?q={q}"),
        Platform::PrimeVideo => format!("https://www.amazon.com/s?k={q}&i=instant-video"),
        Platform::DisneyPlus => format!("https://www.disneyplus.com/search?q={q}"),
        Platform::Max => format!("https://play.max.com/search?q={q}"),
        Platform::Hulu => format!("https://www.hulu.com/search?q={q}"),
        Platform::AppleTvPlus => format!("https://tv.apple.com/search?term={q}"),
        Platform::ParamountPlus => format!("https://www.paramountplus.com/search/?q={q}"),
        Platform::Peacock => format!("https://www.peacocktv.com/search?q={q}"),
    }
}

/// The spec's last-resort link: a web search for "{show} watch online".
pub fn web_search_url(title: &str) -> String {
    format!(
        "https://www.google.com/search?q={}",
        encode(&format!("{title} watch online"))
    )
}

/// `official_site` of a card: the platform page when the title streams somewhere, else a web search.
pub fn official_site(platform: Option<Platform>, title: &str) -> String {
    match platform {
        Some(p) => platform_search_url(p, title),
        None => web_search_url(title),
    }
}

/// One "Where to Watch" row of the show page: the platform's page for the title plus the same page
/// with our partner parameters, the same pair a card of that platform carries.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WatchLink {
    pub platform: &'static str,
    pub url: String,
    pub affiliate_link: Option<String>,
}

/// One row per platform the title streams on, in the catalog's platform order.
pub fn watch_links(platforms: &[Platform], title: &str) -> Vec<WatchLink> {
    platforms
        .iter()
        .map(|&p| WatchLink {
            platform: p.name(),
            url: platform_search_url(p, title),
            affiliate_link: title_link(p, title),
        })
        .collect()
}

/// Percent-encodes everything but letters and digits (spaces become `%20`).
pub fn encode(text: &str) -> String {
    utf8_percent_encode(text, NON_ALPHANUMERIC).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_platform_but_netflix_has_a_programme() {
        for p in Platform::ALL {
            assert_eq!(affiliate_link(p).is_some(), p != Platform::Netflix, "{p:?}");
        }
        assert_eq!(
            affiliate_link(Platform::Hulu).as_deref(),
            Some("https://www.hulu.com/start?ref=bingeable&utm_source=bingeable&utm_medium=affiliate")
        );
        assert!(affiliate_link(Platform::PrimeVideo)
            .unwrap()
            .contains("?tag=bingeable"));
    }

    #[test]
    fn title_links_open_the_title_with_the_partner_parameters() {
        assert_eq!(
            title_link(Platform::Hulu, "Better Call Saul").as_deref(),
            Some(
                "https://www.hulu.com/search?q=Better%20Call%20Saul&ref=bingeable\
                 &utm_source=bingeable&utm_medium=affiliate"
            )
        );
        assert_eq!(
            title_link(Platform::PrimeVideo, "Fargo").as_deref(),
            Some(
                "https://www.amazon.com/s?k=Fargo&i=instant-video&tag=bingeable\
                 &utm_source=bingeable&utm_medium=affiliate"
            )
        );
        assert_eq!(title_link(Platform::Netflix, "Fargo"), None);
        for p in Platform::ALL {
            if let Some(link) = title_link(p, "Fargo") {
                assert!(link.starts_with(&platform_search_url(p, "Fargo")), "{link}");
                assert_eq!(link.matches('?').count(), 1, "{link}");
            }
        }
    }

    #[test]
    fn show_page_rows_carry_the_title_link() {
        let rows = watch_links(&[Platform::Netflix, Platform::Max], "Dune");
        assert_eq!(rows[0].url, "https://www.netflix.com/search?q=Dune");
        assert_eq!(rows[0].affiliate_link, None);
        assert_eq!(rows[1].url, "https://play.max.com/search?q=Dune");
        assert_eq!(rows[1].affiliate_link, title_link(Platform::Max, "Dune"));
    }

    #[test]
    fn search_urls_encode_the_title() {
        assert_eq!(
            official_site(Some(Platform::Netflix), "Better Call Saul"),
            "https://www.netflix.com/search?q=Better%20Call%20Saul"
        );
        assert_eq!(
            platform_search_url(Platform::AppleTvPlus, "Tom & Jerry?#"),
            "https://tv.apple.com/search?term=Tom%20%26%20Jerry%3F%23"
        );
        assert_eq!(
            official_site(None, "Amélie"),
            "https://www.google.com/search?q=Am%C3%A9lie%20watch%20online"
        );
    }
}
