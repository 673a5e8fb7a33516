//! streaming-titles/<Platform>.csv: the JustWatch-derived main source, one file per platform.

use std::path::Path;

use crate::error::CatalogError;
use crate::import::{
    open_csv, parse_count, parse_f32, parse_py_list, parse_small, parse_year, FileStats,
};
use crate::model::{Kind, Platform};

/// The platform each file describes.
pub const FILES: [(&str, Platform); 6] = [
    ("Netflix.csv", Platform::Netflix),
    ("AmazonPrimeTV.csv", Platform::PrimeVideo),
    ("DisneyPlus.csv", Platform::DisneyPlus),
    ("Max.csv", Platform::Max),
    ("ParamountTV.csv", Platform::ParamountPlus),
    ("AppleTVPlus.csv", Platform::AppleTvPlus),
];

#[derive(Debug, Clone, PartialEq)]
pub struct StreamingRow {
    pub jw_id: String,
    pub title: String,
    pub kind: Kind,
    pub description: String,
    pub year: Option<u16>,
    pub maturity: Option<String>,
    pub runtime: Option<u16>,
    /// Raw JustWatch genre names (mapped to the shared vocabulary in merge).
    pub genres: Vec<String>,
    pub countries: Vec<String>,
    pub seasons: Option<u16>,
    pub imdb_id: Option<String>,
    pub imdb_score: Option<f32>,
    pub imdb_votes: Option<u32>,
    pub tmdb_popularity: Option<f32>,
    pub tmdb_score: Option<f32>,
    pub platform: Platform,
}

/// A JustWatch id: `tm` (movie) or `ts` (show) followed by digits.
fn kind_of_id(id: &str) -> Option<Kind> {
    let digits = |rest: &str| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit());
    match id.split_at_checked(2) {
        Some(("tm", rest)) if digits(rest) => Some(Kind::Movie),
        Some(("ts", rest)) if digits(rest) => Some(Kind::Show),
        _ => None,
    }
}

fn non_empty(s: &str) -> Option<String> {
    (!s.is_empty()).then(|| s.to_string())
}

pub fn import(
    path: &Path,
    platform: Platform,
) -> Result<(Vec<StreamingRow>, FileStats), CatalogError> {
    let mut csv = open_csv(path)?;
    let col = |name: &str| csv.column(name);
    let c = [
        col("id")?,
        col("title")?,
        col("type")?,
        col("description")?,
        col("release_year")?,
        col("age_certification")?,
        col("runtime")?,
        col("genres")?,
        col("production_countries")?,
        col("seasons")?,
        col("imdb_id")?,
        col("imdb_score")?,
        col("imdb_votes")?,
        col("tmdb_popularity")?,
        col("tmdb_score")?,
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
        let id = r.get(c[0]);
        let Some(id_kind) = kind_of_id(id) else {
            stats.reject("bad JustWatch id");
            continue;
        };
        let kind = match r.get(c[2]) {
            "MOVIE" => Kind::Movie,
            "SHOW" => Kind::Show,
            _ => {
                stats.reject("unknown type");
                continue;
            }
        };
        if kind != id_kind {
            stats.reject("type disagrees with id");
            continue;
        }
        let title = r.get(c[1]);
        if title.is_empty() {
            stats.reject("empty title");
            continue;
        }
        let imdb_id = r.get(c[10]);
        let imdb_id = (imdb_id.starts_with("tt")
            && imdb_id[2..].bytes().all(|b| b.is_ascii_digit())
            && imdb_id.len() > 2)
            .then(|| imdb_id.to_string());
        rows.push(StreamingRow {
            jw_id: id.to_string(),
            title: title.to_string(),
            kind,
            description: r.get(c[3]).to_string(),
            year: parse_year(r.get(c[4])),
            maturity: non_empty(r.get(c[5])),
            runtime: parse_small(r.get(c[6])),
            genres: parse_py_list(r.get(c[7])),
            countries: parse_py_list(r.get(c[8])),
            seasons: if kind == Kind::Show {
                parse_small(r.get(c[9]))
            } else {
                None
            },
            imdb_id,
            imdb_score: parse_f32(r.get(c[11])).filter(|s| *s <= 10.0),
            imdb_votes: parse_count(r.get(c[12])),
            tmdb_popularity: parse_f32(r.get(c[13])),
            tmdb_score: parse_f32(r.get(c[14])).filter(|s| *s <= 10.0),
            platform,
        });
        stats.kept += 1;
    }
    Ok((rows, stats))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "id,title,type,description,release_year,age_certification,runtime,genres,production_countries,seasons,imdb_id,imdb_score,imdb_votes,tmdb_popularity,tmdb_score\n";

    fn import_str(body: &str) -> (Vec<StreamingRow>, FileStats) {
        let dir =
            std::env::temp_dir().join(format!("catalog-st-{}-{}", std::process::id(), body.len()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("Netflix.csv");
        std::fs::write(&path, format!("{HEADER}{body}")).unwrap();
        let out = import(&path, Platform::Netflix).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        out
    }

    #[test]
    fn keeps_good_rows_and_counts_bad_ones() {
        let body = "ts4,Breaking Bad,SHOW,A teacher.,2008,TV-MA,48,\"['drama', 'crime']\",['US'],5.0,tt0903747,9.5,1775990.0,421.4,8.8\n\
                    tm1,,MOVIE,No title.,2000,,90,[],[],,,,,,\n\
                    xx9,Bad Id,MOVIE,,2000,,90,[],[],,,,,,\n\
                    tm2,Short,MOVIE\n\
                    tm3,Odd Type,PODCAST,,2000,,90,[],[],,,,,,\n\
                    tm4,Numbers,MOVIE,,abc,,n/a,[],[],,tt12,oops,,,\n";
        let (rows, stats) = import_str(body);
        assert_eq!(stats.read, 6);
        assert_eq!(stats.kept, 2);
        assert_eq!(stats.skipped(), 4);
        assert_eq!(stats.rejected["empty title"], 1);
        assert_eq!(stats.rejected["bad JustWatch id"], 1);
        assert_eq!(stats.rejected["unknown type"], 1);
        let bb = &rows[0];
        assert_eq!(
            (bb.kind, bb.year, bb.seasons, bb.imdb_votes),
            (Kind::Show, Some(2008), Some(5), Some(1775990))
        );
        assert_eq!(bb.genres, vec!["drama", "crime"]);
        let odd = &rows[1];
        assert_eq!((odd.year, odd.runtime, odd.imdb_score), (None, None, None));
        assert_eq!(odd.imdb_id.as_deref(), Some("tt12"));
    }

    #[test]
    fn missing_file_is_a_clear_error() {
        let err = import(Path::new("/nonexistent/Netflix.csv"), Platform::Netflix).unwrap_err();
        assert!(err.to_string().contains("missing"), "{err}");
    }
}
