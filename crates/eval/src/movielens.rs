//! MovieLens ml-latest-small files (movies.csv, links.csv, ratings.csv): parsing and the
//! conversion of a MovieLens title into what a person would type.
//!
//! Every file is untrusted: rows that do not parse are counted in [`RowStats`] and skipped, so a
//! few bad lines never abort an evaluation, while a missing file or header does.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

use crate::csv::{column_positions, split_record};
use crate::error::EvalError;

pub type MovieId = u32;
pub type UserId = u32;

#[derive(Debug, Clone, PartialEq)]
pub struct Movie {
    pub id: MovieId,
    /// As MovieLens prints it: "Matrix, The (1999)".
    pub raw_title: String,
    /// As a person types it: "The Matrix".
    pub typed_title: String,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub user: UserId,
    pub movie: MovieId,
    pub rating: f32,
    pub timestamp: i64,
}

/// How many data rows a file had and how many were skipped as malformed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct RowStats {
    pub rows: usize,
    pub bad: usize,
}

#[derive(Debug, Clone, Default)]
pub struct MovieLens {
    pub movies: HashMap<MovieId, Movie>,
    /// movieId → IMDb id in catalog form ("tt0133093").
    pub imdb: HashMap<MovieId, String>,
    pub ratings: Vec<Rating>,
    pub movies_stats: RowStats,
    pub links_stats: RowStats,
    pub ratings_stats: RowStats,
}

impl MovieLens {
    /// Reads `dir/movies.csv`, `dir/links.csv` and `ratings` (default `dir/ratings.csv`).
    pub fn load(dir: &Path, ratings: Option<&Path>) -> Result<MovieLens, EvalError> {
        let (movies, movies_stats) =
            parse_movies(&read(&dir.join("movies.csv"))?, &dir.join("movies.csv"))?;
        let (imdb, links_stats) =
            parse_links(&read(&dir.join("links.csv"))?, &dir.join("links.csv"))?;
        let ratings_path = ratings
            .map(Path::to_path_buf)
            .unwrap_or_else(|| dir.join("ratings.csv"));
        let (ratings, ratings_stats) = parse_ratings(&read(&ratings_path)?, &ratings_path)?;
        Ok(MovieLens {
            movies,
            imdb,
            ratings,
            movies_stats,
            links_stats,
            ratings_stats,
        })
    }
}

fn read(path: &Path) -> Result<String, EvalError> {
    let bytes = fs::read(path).map_err(|source| EvalError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    // Odd encodings occur in the datasets; a lossy decode keeps every other row usable.
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Splits `text` into the header's wanted columns for each data row; rows that do not split or lack
/// a column are counted as bad and handed to `row` as None.
fn for_each_row(
    text: &str,
    path: &Path,
    wanted: &[&str],
    mut row: impl FnMut(Option<Vec<String>>),
) -> Result<RowStats, EvalError> {
    let mut lines = text.lines();
    let header = lines.next().ok_or_else(|| EvalError::EmptyFile {
        path: path.to_path_buf(),
    })?;
    let header = split_record(header).unwrap_or_default();
    let positions =
        column_positions(&header, wanted).map_err(|column| EvalError::MissingColumn {
            path: PathBuf::from(path),
            column: column.to_string(),
        })?;
    let mut stats = RowStats::default();
    for line in lines.filter(|l| !l.trim().is_empty()) {
        stats.rows += 1;
        let fields = split_record(line).ok().and_then(|fields| {
            positions
                .iter()
                .map(|&i| fields.get(i).map(|f| f.trim().to_string()))
                .collect::<Option<Vec<_>>>()
        });
        row(fields);
    }
    Ok(stats)
}

/// Calls `parse` on every well-formed row, counting rows it rejects (None) as bad.
fn parse_rows<T>(
    text: &str,
    path: &Path,
    wanted: &[&str],
    mut parse: impl FnMut(&[String]) -> Option<T>,
    mut keep: impl FnMut(T),
) -> Result<RowStats, EvalError> {
    let mut bad = 0;
    let mut stats = for_each_row(text, path, wanted, |fields| {
        match fields.as_deref().and_then(&mut parse) {
            Some(value) => keep(value),
            None => bad += 1,
        }
    })?;
    stats.bad = bad;
    Ok(stats)
}

pub fn parse_movies(
    text: &str,
    path: &Path,
) -> Result<(HashMap<MovieId, Movie>, RowStats), EvalError> {
    let mut movies = HashMap::new();
    let stats = parse_rows(
        text,
        path,
        &["movieId", "title"],
        |f| {
            let id = f[0].parse().ok()?;
            let typed_title = typed_title(&f[1]);
            (!typed_title.is_empty()).then(|| Movie {
                id,
                raw_title: f[1].clone(),
                typed_title,
            })
        },
        |movie| {
            movies.entry(movie.id).or_insert(movie);
        },
    )?;
    Ok((movies, stats))
}

pub fn parse_links(
    text: &str,
    path: &Path,
) -> Result<(HashMap<MovieId, String>, RowStats), EvalError> {
    let mut links = HashMap::new();
    let stats = parse_rows(
        text,
        path,
        &["movieId", "imdbId"],
        |f| Some((f[0].parse().ok()?, imdb_id(&f[1])?)),
        |(movie, imdb)| {
            links.entry(movie).or_insert(imdb);
        },
    )?;
    Ok((links, stats))
}

pub fn parse_ratings(text: &str, path: &Path) -> Result<(Vec<Rating>, RowStats), EvalError> {
    let mut ratings = Vec::new();
    let stats = parse_rows(
        text,
        path,
        &["userId", "movieId", "rating", "timestamp"],
        |f| {
            let rating: f32 = f[2].parse().ok()?;
            // MovieLens stars are 0.5..=5; anything else (NaN, 40) is a corrupt row, not a strong like.
            (0.0..=5.0).contains(&rating).then_some(())?;
            Some(Rating {
                user: f[0].parse().ok()?,
                movie: f[1].parse().ok()?,
                rating,
                timestamp: f[3].parse().ok()?,
            })
        },
        |r| ratings.push(r),
    )?;
    Ok((ratings, stats))
}

/// links.csv imdbId ("0133093", sometimes without the padding) → catalog form "tt0133093".
pub fn imdb_id(raw: &str) -> Option<String> {
    let digits = raw.trim().trim_start_matches("tt");
    if digits.is_empty() || digits.len() > 9 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u64 = digits.parse().ok()?;
    Some(format!("tt{n:07}"))
}

/// Articles MovieLens moves to the end of a title ("Matrix, The"), English and the foreign ones
/// that occur in the file. `L'` attaches without a space ("L'Ours").
const TRAILING_ARTICLES: &[&str] = &[
    "The", "A", "An", "Les", "La", "Le", "L'", "El", "Los", "Las", "Die", "Das", "Der", "Den",
    "Det", "Il", "Lo", "Gli", "I", "Un", "Une", "O",
];

/// A MovieLens title as a person would type it: "Matrix, The (1999)" → "The Matrix",
/// "Seven (a.k.a. Se7en) (1995)" → "Seven", "Boot, Das (Boat, The) (1981)" → "Das Boot".
pub fn typed_title(raw: &str) -> String {
    let mut title = raw.trim();
    title = strip_trailing_year(title);
    // Alternate and original-language titles follow in parentheses; keep the first name only, but
    // never strip a title down to nothing ("(500) Days of Summer" keeps its leading group).
    while let Some(stripped) = strip_trailing_group(title) {
        if stripped.is_empty() {
            break;
        }
        title = stripped;
    }
    move_trailing_article(title)
}

/// Drops a final "(1999)", "(2006-2007)" or "(2007–)" and the spaces around it.
fn strip_trailing_year(title: &str) -> &str {
    let Some(inner_start) = title.rfind('(') else {
        return title;
    };
    let Some(inner) = title[inner_start + 1..].strip_suffix(')') else {
        return title;
    };
    let starts_with_year = inner.len() >= 4
        && inner.is_char_boundary(4)
        && inner[..4].bytes().all(|b| b.is_ascii_digit());
    let rest_is_range = inner.get(4..).is_some_and(|r| {
        r.chars()
            .all(|c| c.is_ascii_digit() || c == '-' || c == '–')
    });
    if starts_with_year && rest_is_range {
        title[..inner_start].trim_end()
    } else {
        title
    }
}

/// "Seven (a.k.a. Se7en)" → Some("Seven"); None when the title does not end in a balanced group.
fn strip_trailing_group(title: &str) -> Option<&str> {
    if !title.ends_with(')') {
        return None;
    }
    let mut depth = 0usize;
    for (i, c) in title.char_indices().rev() {
        match c {
            ')' => depth += 1,
            '(' => {
                depth -= 1;
                if depth == 0 {
                    return Some(title[..i].trim_end());
                }
            }
            _ => {}
        }
    }
    None
}

fn move_trailing_article(title: &str) -> String {
    if let Some(comma) = title.rfind(", ") {
        let (head, article) = (&title[..comma], &title[comma + 2..]);
        if !head.is_empty() && TRAILING_ARTICLES.contains(&article) {
            let sep = if article.ends_with('\'') { "" } else { " " };
            return format!("{article}{sep}{head}");
        }
    }
    title.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_titles_read_like_a_person_types_them() {
        let cases = [
            ("Matrix, The (1999)", "The Matrix"),
            ("Toy Story (1995)", "Toy Story"),
            ("American President, The (1995)", "The American President"),
            ("Few Good Men, A (1992)", "A Few Good Men"),
            (
                "Officer and a Gentleman, An (1982)",
                "An Officer and a Gentleman",
            ),
            ("Seven (a.k.a. Se7en) (1995)", "Seven"),
            (
                "Twelve Monkeys (a.k.a. 12 Monkeys) (1995)",
                "Twelve Monkeys",
            ),
            (
                "Léon: The Professional (a.k.a. The Professional) (Léon) (1994)",
                "Léon: The Professional",
            ),
            (
                "City of Lost Children, The (Cité des enfants perdus, La) (1995)",
                "The City of Lost Children",
            ),
            ("Boot, Das (Boat, The) (1981)", "Das Boot"),
            ("Misérables, Les (1995)", "Les Misérables"),
            ("Haine, La (1995)", "La Haine"),
            ("Cercle Rouge, Le (1970)", "Le Cercle Rouge"),
            ("Mariachi, El (1992)", "El Mariachi"),
            ("Blechtrommel, Die (1979)", "Die Blechtrommel"),
            ("Postino, Il (1994)", "Il Postino"),
            ("Bear, The (Ours, L') (1988)", "The Bear"),
            (
                "Cry, the Beloved Country (1995)",
                "Cry, the Beloved Country",
            ),
            ("I, Tonya (2017)", "I, Tonya"),
            ("(500) Days of Summer (2009)", "(500) Days of Summer"),
            (
                "From Dusk Till Dawn 2: Texas Blood Money (1999) ",
                "From Dusk Till Dawn 2: Texas Blood Money",
            ),
            ("Babylon 5", "Babylon 5"),
            ("Stranger Things (2016-)", "Stranger Things"),
            (
                "Lord of the Rings: The Two Towers, The (2002)",
                "The Lord of the Rings: The Two Towers",
            ),
        ];
        for (raw, want) in cases {
            assert_eq!(typed_title(raw), want, "from {raw:?}");
        }
    }

    #[test]
    fn imdb_ids_are_padded_to_catalog_form() {
        assert_eq!(imdb_id("0133093").as_deref(), Some("tt0133093"));
        assert_eq!(imdb_id("114709").as_deref(), Some("tt0114709"));
        assert_eq!(imdb_id("12345678").as_deref(), Some("tt12345678"));
        assert_eq!(imdb_id("tt0133093").as_deref(), Some("tt0133093"));
        assert_eq!(imdb_id(""), None);
        assert_eq!(imdb_id("01x3"), None);
    }

    #[test]
    fn malformed_movie_rows_are_counted_not_fatal() {
        let text = "movieId,title,genres\n\
                    1,Toy Story (1995),Animation\n\
                    oops,Bad Id (1990),Drama\n\
                    11,\"American President, The (1995)\",Comedy\n\
                    12,\"Unclosed, The (1995),Comedy\n\
                    13\n\
                    \n";
        let (movies, stats) = parse_movies(text, Path::new("movies.csv")).unwrap();
        assert_eq!(stats, RowStats { rows: 5, bad: 3 });
        assert_eq!(movies.len(), 2);
        assert_eq!(movies[&11].typed_title, "The American President");
    }

    #[test]
    fn malformed_ratings_are_counted_not_fatal() {
        let text = "userId,movieId,rating,timestamp\r\n\
                    1,1,4.0,964982703\r\n\
                    1,2,4.5\r\n\
                    1,3,NaN,964982703\r\n\
                    1,4,40,964982703\r\n\
                    x,5,4.0,964982703\r\n\
                    2,5,3.5,964982704\r\n";
        let (ratings, stats) = parse_ratings(text, Path::new("ratings.csv")).unwrap();
        assert_eq!(stats, RowStats { rows: 6, bad: 4 });
        assert_eq!(
            ratings,
            vec![
                Rating {
                    user: 1,
                    movie: 1,
                    rating: 4.0,
                    timestamp: 964982703
                },
                Rating {
                    user: 2,
                    movie: 5,
                    rating: 3.5,
                    timestamp: 964982704
                },
            ]
        );
    }

    #[test]
    fn links_keep_the_first_row_per_movie_and_skip_bad_ids() {
        let text = "movieId,imdbId,tmdbId\n1,0114709,862\n1,0000001,1\n2,,8844\n3,0113228,\n";
        let (links, stats) = parse_links(text, Path::new("links.csv")).unwrap();
        assert_eq!(stats, RowStats { rows: 4, bad: 1 });
        assert_eq!(links[&1], "tt0114709");
        assert_eq!(links[&3], "tt0113228");
        assert!(!links.contains_key(&2));
    }

    #[test]
    fn load_reads_a_folder_and_a_ratings_override() {
        let dir = std::env::temp_dir().join(format!("bingeable-eval-ml-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        fs::write(
            dir.join("movies.csv"),
            "movieId,title,genres\n1,\"Matrix, The (1999)\",Sci-Fi\n",
        )
        .unwrap();
        fs::write(
            dir.join("links.csv"),
            "movieId,imdbId,tmdbId\n1,0133093,603\n",
        )
        .unwrap();
        fs::write(
            dir.join("ratings.csv"),
            "userId,movieId,rating,timestamp\n1,1,5.0,1\n",
        )
        .unwrap();
        fs::write(
            dir.join("other.csv"),
            "userId,movieId,rating,timestamp\n7,1,4.0,2\n8,1,3.0,3\n",
        )
        .unwrap();

        let ml = MovieLens::load(&dir, None).unwrap();
        assert_eq!(ml.movies[&1].typed_title, "The Matrix");
        assert_eq!(ml.imdb[&1], "tt0133093");
        assert_eq!(ml.ratings.len(), 1);
        let other = MovieLens::load(&dir, Some(&dir.join("other.csv"))).unwrap();
        assert_eq!(
            other.ratings.iter().map(|r| r.user).collect::<Vec<_>>(),
            [7, 8]
        );
        let missing = MovieLens::load(&dir, Some(&dir.join("nope.csv"))).unwrap_err();
        assert!(matches!(missing, EvalError::Io { .. }), "{missing}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_file_without_a_needed_column_is_an_error() {
        let err =
            parse_ratings("userId,movieId,timestamp\n1,1,5\n", Path::new("r.csv")).unwrap_err();
        assert!(
            matches!(err, EvalError::MissingColumn { ref column, .. } if column == "rating"),
            "{err}"
        );
        assert!(matches!(
            parse_links("", Path::new("l.csv")),
            Err(EvalError::EmptyFile { .. })
        ));
    }
}
