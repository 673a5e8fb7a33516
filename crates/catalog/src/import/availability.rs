//! ott-titles/tv_shows.csv and MoviesOnStreamingPlatforms.csv: 0/1 availability flags per platform
//! (Netflix, Hulu, Prime Video, Disney+), no ids. They only add platforms, their 0-100 list score
//! (and an IMDb score when none is known) to titles matched by normalised title + year + type.

use std::path::Path;

use crate::error::CatalogError;
use crate::import::{open_csv, parse_f32, parse_year, FileStats};
use crate::model::{Kind, Platform};

pub const FILES: [(&str, Kind); 2] = [
    ("tv_shows.csv", Kind::Show),
    ("MoviesOnStreamingPlatforms.csv", Kind::Movie),
];

const FLAG_COLUMNS: [(&str, Platform); 4] = [
    ("Netflix", Platform::Netflix),
    ("Hulu", Platform::Hulu),
    ("Prime Video", Platform::PrimeVideo),
    ("Disney+", Platform::DisneyPlus),
];

#[derive(Debug, Clone, PartialEq)]
pub struct AvailabilityRow {
    pub title: String,
    pub kind: Kind,
    pub year: Option<u16>,
    pub platforms: Vec<Platform>,
    pub imdb_score: Option<f32>,
    /// The "Rotten Tomatoes" column, "84/100" → 84 (see `Title::list_score`).
    pub list_score: Option<u8>,
}

/// The numerator of a "value/scale" text when its scale is `scale` ("8.5/10", "84/100").
fn out_of<'a>(s: &'a str, scale: &str) -> Option<&'a str> {
    let (value, of) = s.split_once('/')?;
    (of.trim() == scale).then_some(value)
}

/// "8.5/10" → 8.5.
fn parse_imdb_text(s: &str) -> Option<f32> {
    out_of(s, "10").and_then(parse_f32).filter(|v| *v <= 10.0)
}

/// "84/100" → 84.
fn parse_list_score(s: &str) -> Option<u8> {
    out_of(s, "100")
        .and_then(|v| v.trim().parse::<u8>().ok())
        .filter(|v| *v <= 100)
}

pub fn import(path: &Path, kind: Kind) -> Result<(Vec<AvailabilityRow>, FileStats), CatalogError> {
    let mut csv = open_csv(path)?;
    let (title_col, year_col) = (csv.column("Title")?, csv.column("Year")?);
    // Only tv_shows.csv has an IMDb column.
    let imdb_col = csv.column("IMDb").ok();
    let list_col = csv.column("Rotten Tomatoes").ok();
    let flags: Vec<(usize, Platform)> = FLAG_COLUMNS
        .iter()
        .map(|(name, p)| csv.column(name).map(|i| (i, *p)))
        .collect::<Result<_, _>>()?;
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
        let title = r.get(title_col);
        if title.is_empty() {
            stats.reject("empty title");
            continue;
        }
        let year = parse_year(r.get(year_col));
        if year.is_none() {
            stats.reject("missing or bad year");
            continue;
        }
        let platforms: Vec<Platform> = flags
            .iter()
            .filter(|(i, _)| r.get(*i) == "1")
            .map(|(_, p)| *p)
            .collect();
        if platforms.is_empty() {
            stats.reject("no platform flag set");
            continue;
        }
        let imdb_score = imdb_col.and_then(|i| parse_imdb_text(r.get(i)));
        let list_score = list_col.and_then(|i| parse_list_score(r.get(i)));
        rows.push(AvailabilityRow {
            title: title.to_string(),
            kind,
            year,
            platforms,
            imdb_score,
            list_score,
        });
        stats.kept += 1;
    }
    Ok((rows, stats))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_flags_and_text_scores() {
        assert_eq!(parse_imdb_text("9.4/10"), Some(9.4));
        assert_eq!(parse_imdb_text("84/100"), None);
        assert_eq!(parse_list_score("84/100"), Some(84));
        assert_eq!(parse_list_score("8.5/10"), None);
        assert_eq!(parse_list_score("184/100"), None);
        let dir = std::env::temp_dir().join(format!("catalog-avail-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("tv_shows.csv");
        std::fs::write(
            &path,
            ",ID,Title,Year,Age,IMDb,Rotten Tomatoes,Netflix,Hulu,Prime Video,Disney+,Type\n\
             0,1,Breaking Bad,2008,18+,9.4/10,100/100,1,0,0,0,1\n\
             1,2,Nowhere,2010,,,,0,0,0,0,1\n\
             2,3,,2010,,,,1,0,0,0,1\n\
             3,4,Both,20x0,,,,1,1,0,0,1\n\
             4,5,The Office,2001,16+,8.5/10,84/100,0,1,1,0,1\n",
        )
        .unwrap();
        let (rows, stats) = import(&path, Kind::Show).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(
            rows[1].platforms,
            vec![Platform::Hulu, Platform::PrimeVideo]
        );
        assert_eq!(rows[0].imdb_score, Some(9.4));
        assert_eq!(
            (rows[0].list_score, rows[1].list_score),
            (Some(100), Some(84))
        );
        assert_eq!(stats.skipped(), 3);
    }
}
