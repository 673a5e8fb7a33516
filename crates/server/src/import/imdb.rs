//! IMDb's ratings export (`ratings.csv`: Const, Your Rating, Date Rated, Title, Original Title,
//! URL, Title Type, IMDb Rating, Runtime (mins), Year, Genres, Num Votes, Release Date, Directors).
//! Episodes and games are left out: the catalog holds films and whole shows.

use super::csv_file::{field, rating, year, Table};
use super::{Entry, EntryKind, ImportError, IMDB_FAVOURITE_FROM};

const SERVICE: &str = "IMDb";

fn kind(title_type: Option<&str>) -> Option<Option<EntryKind>> {
    match title_type.map(str::to_ascii_lowercase).as_deref() {
        None => Some(None),
        Some("tv series" | "tv mini series" | "tvseries" | "tvminiseries") => {
            Some(Some(EntryKind::Show))
        }
        Some(
            "tv episode" | "tvepisode" | "video game" | "videogame" | "podcast series"
            | "podcast episode",
        ) => None,
        Some(_) => Some(Some(EntryKind::Movie)),
    }
}

pub fn parse(bytes: &[u8]) -> Result<Vec<Entry>, ImportError> {
    let table = Table::read(bytes)?;
    let id = table.column(SERVICE, "Const")?;
    let your_rating = table.column(SERVICE, "Your Rating")?;
    let title = table.column(SERVICE, "Title")?;
    let title_type = table.column(SERVICE, "Title Type")?;
    let year_col = table.column(SERVICE, "Year")?;
    let mut entries = Vec::new();
    for (line, row) in &table.rows {
        let Some(kind) = kind(field(row, title_type)) else {
            continue;
        };
        let Some(name) = field(row, title) else {
            continue;
        };
        let rating = rating(row, your_rating, *line)?;
        entries.push(Entry {
            title: name.to_string(),
            year: year(row, year_col),
            imdb_id: field(row, id)
                .filter(|s| s.starts_with("tt"))
                .map(str::to_string),
            kind,
            favorite: rating.is_some_and(|r| r >= IMDB_FAVOURITE_FROM),
        });
    }
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    pub const EXPORT: &str = "\u{feff}Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
tt0903747,10,2024-01-02,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,\"Crime, Drama, Thriller\",2100000,2008-01-20,
tt0133093,7,2024-01-03,The Matrix,The Matrix,https://www.imdb.com/title/tt0133093/,Movie,8.7,136,1999,\"Action, Sci-Fi\",2000000,1999-03-31,\"Lana Wachowski, Lilly Wachowski\"
tt0959621,9,2024-01-04,Pilot,Pilot,https://www.imdb.com/title/tt0959621/,TV Episode,9.0,58,2008,Drama,40000,2008-01-20,Vince Gilligan
";

    #[test]
    fn a_real_export_parses_with_favourites_from_eight() {
        let entries = parse(EXPORT.as_bytes()).expect("parses");
        assert_eq!(entries.len(), 2, "the episode is left out");
        assert_eq!(entries[0].imdb_id.as_deref(), Some("tt0903747"));
        assert_eq!(entries[0].kind, Some(EntryKind::Show));
        assert!(entries[0].favorite);
        assert_eq!(entries[1].title, "The Matrix");
        assert_eq!(entries[1].year, Some(1999));
        assert!(!entries[1].favorite, "7 is watched, not a favourite");
    }

    #[test]
    fn broken_files_are_refused() {
        let wrong = parse(b"Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,x\n");
        assert!(matches!(
            wrong,
            Err(ImportError::MissingColumn {
                column: "Const",
                ..
            })
        ));
        let mut latin1 = EXPORT.as_bytes().to_vec();
        latin1.extend_from_slice(
            b"tt1,8,2024-01-05,Am\xe9lie,Am\xe9lie,u,Movie,8,1,2001,D,1,2001-01-01,\n",
        );
        assert!(matches!(parse(&latin1), Err(ImportError::Encoding { .. })));
        let truncated = &EXPORT.as_bytes()[..EXPORT.len() - 60];
        assert!(matches!(parse(truncated), Err(ImportError::BadRow { .. })));
        let bad_rating = EXPORT.replace(",10,", ",ten,");
        assert!(matches!(
            parse(bad_rating.as_bytes()),
            Err(ImportError::BadRow { .. })
        ));
    }
}
