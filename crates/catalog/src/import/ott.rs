//! ott-titles/{netflix,amazon_prime,disney_plus,hulu}_titles.csv: the older (2021) platform lists.
//! They carry no ids; merge matches them by normalised title + year + type. hulu_titles.csv is the
//! only Hulu listing.

use std::path::Path;

use crate::error::CatalogError;
use crate::import::{open_csv, parse_comma_list, parse_small, parse_year, FileStats};
use crate::model::{Kind, Platform};

pub const FILES: [(&str, Platform); 4] = [
    ("netflix_titles.csv", Platform::Netflix),
    ("amazon_prime_titles.csv", Platform::PrimeVideo),
    ("disney_plus_titles.csv", Platform::DisneyPlus),
    ("hulu_titles.csv", Platform::Hulu),
];

impl OttRow {
    /// Whether the row's year may be a show's latest season rather than its first: Netflix's and
    /// Prime Video's 2021 lists date a show by its latest season (The Office (U.S.), 2005-2013,
    /// is 2012 there; Bosch, from 2014, is 2021), Hulu's and Disney+'s by its first. A show of
    /// one season has the one year.
    pub fn dated_by_latest_season(&self) -> bool {
        self.kind == Kind::Show
            && matches!(self.platform, Platform::Netflix | Platform::PrimeVideo)
            && self.seasons.is_some_and(|s| s > 1)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct OttRow {
    pub title: String,
    pub kind: Kind,
    pub directors: Vec<String>,
    pub cast: Vec<String>,
    pub countries: Vec<String>,
    pub year: Option<u16>,
    pub maturity: Option<String>,
    pub runtime: Option<u16>,
    pub seasons: Option<u16>,
    /// Raw `listed_in` categories ("TV Dramas", "Crime TV Shows"), mapped in merge.
    pub listed_in: Vec<String>,
    pub description: String,
    pub platform: Platform,
}

/// What a `duration` cell says.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Duration {
    Minutes(u16),
    Seasons(u16),
}

/// "94 min" / "3 Seasons" / "1 Season".
fn parse_duration(s: &str) -> Option<Duration> {
    let (n, unit) = s.trim().split_once(' ')?;
    let n = parse_small(n)?;
    match unit.trim().to_ascii_lowercase().as_str() {
        "min" | "mins" => Some(Duration::Minutes(n)),
        "season" | "seasons" => Some(Duration::Seasons(n)),
        _ => None,
    }
}

/// Ratings the streaming files also use; Amazon's own labels ("13+", "ALL", "AGES_18_") and
/// "NR"/"UNRATED" carry no comparable meaning, so they are dropped rather than shown.
fn maturity(s: &str) -> Option<String> {
    const KNOWN: [&str; 12] = [
        "G", "PG", "PG-13", "R", "NC-17", "TV-Y", "TV-Y7", "TV-Y7-FV", "TV-G", "TV-PG", "TV-14",
        "TV-MA",
    ];
    KNOWN.contains(&s).then(|| s.to_string())
}

pub fn import(path: &Path, platform: Platform) -> Result<(Vec<OttRow>, FileStats), CatalogError> {
    let mut csv = open_csv(path)?;
    let c = [
        csv.column("type")?,
        csv.column("title")?,
        csv.column("director")?,
        csv.column("cast")?,
        csv.column("country")?,
        csv.column("release_year")?,
        csv.column("rating")?,
        csv.column("duration")?,
        csv.column("listed_in")?,
        csv.column("description")?,
    ];
    let mut stats = FileStats::new(path);
    let mut rows = Vec::new();
    for rec in csv.records() {
        stats.read += 1;
        let r = match rec {
            Ok(r) => r,
            Err(reason) => {
                stats.reject(&reason);
                continue;
            }
        };
        let kind = match r.get(c[0]) {
            "Movie" => Kind::Movie,
            "TV Show" => Kind::Show,
            _ => {
                stats.reject("unknown type");
                continue;
            }
        };
        let title = r.get(c[1]);
        if title.is_empty() {
            stats.reject("empty title");
            continue;
        }
        let year = parse_year(r.get(c[5]));
        if year.is_none() {
            // Without a year the row cannot be matched safely, nor told apart from remakes.
            stats.reject("missing or bad release_year");
            continue;
        }
        // Some rows (mostly Hulu) have the duration shifted into the rating column.
        let (rating, duration) = (r.get(c[6]), r.get(c[7]));
        let (rating, duration) = match (parse_duration(rating), duration.is_empty()) {
            (Some(_), true) => ("", rating),
            _ => (rating, duration),
        };
        let (runtime, seasons) = match parse_duration(duration) {
            Some(Duration::Minutes(m)) if kind == Kind::Movie => (Some(m), None),
            Some(Duration::Seasons(s)) if kind == Kind::Show => (None, Some(s)),
            _ => (None, None),
        };
        rows.push(OttRow {
            title: title.to_string(),
            kind,
            directors: parse_comma_list(r.get(c[2])),
            cast: parse_comma_list(r.get(c[3])),
            countries: parse_comma_list(r.get(c[4])),
            year,
            maturity: maturity(rating),
            runtime,
            seasons,
            listed_in: parse_comma_list(r.get(c[8])),
            description: r.get(c[9]).to_string(),
            platform,
        });
        stats.kept += 1;
    }
    Ok((rows, stats))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_shifted_ratings() {
        assert_eq!(parse_duration("94 min"), Some(Duration::Minutes(94)));
        assert_eq!(parse_duration("3 Seasons"), Some(Duration::Seasons(3)));
        assert_eq!(parse_duration("TV-MA"), None);
        assert_eq!(maturity("13+"), None);

        let dir = std::env::temp_dir().join(format!("catalog-ott-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("hulu_titles.csv");
        std::fs::write(
            &path,
            "show_id,type,title,director,cast,country,date_added,release_year,rating,duration,listed_in,description,OTT\r\n\
             s1,TV Show,Shifted,,,,1-Oct-21,2003,2 Seasons,,\"Drama, Teen\",Desc,Hulu\r\n\
             s2,Movie,Fine,\"A Dir, B Dir\",\"X, , Y\",United States,,2020,PG-13,95 min,Comedy,Desc,Hulu\r\n\
             s3,Movie,No Year,,,,,,PG,90 min,Comedy,Desc,Hulu\r\n\
             s4,Podcast,Odd,,,,,2020,,,,,Hulu\r\n",
        )
        .unwrap();
        let (rows, stats) = import(&path, Platform::Hulu).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!((rows[0].seasons, rows[0].maturity.clone()), (Some(2), None));
        assert_eq!(rows[1].cast, vec!["X", "Y"]);
        assert_eq!(rows[1].directors, vec!["A Dir", "B Dir"]);
        assert_eq!(
            (rows[1].runtime, rows[1].maturity.as_deref()),
            (Some(95), Some("PG-13"))
        );
        assert_eq!(stats.skipped(), 2);
    }
}
