//! Letterboxd's export: `ratings.csv` (Date, Name, Year, Letterboxd URI, Rating, 0.5–5 stars) and
//! `watched.csv` (Date, Name, Year, Letterboxd URI), uploaded alone or as the zip Letterboxd gives
//! (whose other files are ignored). Letterboxd is for films and names no IMDb id.

use std::io::{Cursor, Read};

use super::csv_file::{field, rating, year, Table};
use super::{Entry, EntryKind, ImportError, LETTERBOXD_FAVOURITE_FROM, MAX_UNZIPPED_BYTES};

const SERVICE: &str = "Letterboxd";

pub fn parse(bytes: &[u8]) -> Result<Vec<Entry>, ImportError> {
    if bytes.starts_with(b"PK") {
        parse_zip(bytes)
    } else {
        parse_csv(bytes)
    }
}

/// One of the two CSVs: with a Rating column it is `ratings.csv`, else `watched.csv`.
fn parse_csv(bytes: &[u8]) -> Result<Vec<Entry>, ImportError> {
    let table = Table::read(bytes)?;
    let name = table.column(SERVICE, "Name")?;
    let year_col = table.column(SERVICE, "Year")?;
    table.column(SERVICE, "Letterboxd URI")?;
    let stars = table
        .has("Rating")
        .then(|| table.column(SERVICE, "Rating"))
        .transpose()?;
    let mut entries = Vec::new();
    for (line, row) in &table.rows {
        let Some(title) = field(row, name) else {
            continue;
        };
        let rating = match stars {
            Some(column) => rating(row, column, *line)?,
            None => None,
        };
        entries.push(Entry {
            title: title.to_string(),
            year: year(row, year_col),
            imdb_id: None,
            kind: Some(EntryKind::Movie),
            favorite: rating.is_some_and(|r| r >= LETTERBOXD_FAVOURITE_FROM),
        });
    }
    Ok(entries)
}

/// `ratings.csv` and `watched.csv` from the top of the archive; a title in both is kept once, as
/// a favourite when its rating says so.
fn parse_zip(bytes: &[u8]) -> Result<Vec<Entry>, ImportError> {
    let mut archive =
        zip::ZipArchive::new(Cursor::new(bytes)).map_err(|e| ImportError::BadZip(e.to_string()))?;
    let mut entries: Vec<Entry> = Vec::new();
    let mut found = false;
    for name in ["ratings.csv", "watched.csv"] {
        let mut file = match archive.by_name(name) {
            Ok(file) => file,
            Err(zip::result::ZipError::FileNotFound) => continue,
            Err(e) => return Err(ImportError::BadZip(e.to_string())),
        };
        found = true;
        let mut content = Vec::new();
        (&mut file)
            .take(MAX_UNZIPPED_BYTES + 1)
            .read_to_end(&mut content)
            .map_err(|e| ImportError::BadZip(e.to_string()))?;
        if content.len() as u64 > MAX_UNZIPPED_BYTES {
            return Err(ImportError::ZipTooLarge);
        }
        for entry in parse_csv(&content)? {
            let same = |e: &&mut Entry| e.title == entry.title && e.year == entry.year;
            match entries.iter_mut().find(same) {
                Some(known) => known.favorite |= entry.favorite,
                None => entries.push(entry),
            }
        }
    }
    if !found {
        return Err(ImportError::NothingInZip);
    }
    Ok(entries)
}

#[cfg(test)]
pub(crate) mod tests {
    use std::io::Write;

    use super::*;

    pub const RATINGS: &str = "Date,Name,Year,Letterboxd URI,Rating
2024-01-02,The Matrix,1999,https://boxd.it/2a1m,4.5
2024-01-03,Heat,1995,https://boxd.it/2bhy,3
";
    pub const WATCHED: &str = "Date,Name,Year,Letterboxd URI
2024-01-01,Heat,1995,https://boxd.it/2bhy
2024-01-01,Alien,1979,https://boxd.it/2b0g
";

    pub fn zip_of(files: &[(&str, &str)]) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        let mut writer = zip::ZipWriter::new(&mut out);
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        for (name, text) in files {
            writer.start_file(*name, options).expect("start file");
            writer.write_all(text.as_bytes()).expect("write");
        }
        writer.finish().expect("finish");
        out.into_inner()
    }

    #[test]
    fn ratings_csv_gives_favourites_from_four_stars() {
        let entries = parse(RATINGS.as_bytes()).expect("parses");
        assert_eq!(entries.len(), 2);
        assert!(entries[0].favorite);
        assert!(!entries[1].favorite);
        assert_eq!(entries[1].year, Some(1995));
    }

    #[test]
    fn the_zip_merges_ratings_and_watched() {
        let zip = zip_of(&[
            ("profile.csv", "Username\nsomeone\n"),
            ("ratings.csv", RATINGS),
            ("watched.csv", WATCHED),
        ]);
        let entries = parse(&zip).expect("parses");
        let titles: Vec<&str> = entries.iter().map(|e| e.title.as_str()).collect();
        assert_eq!(titles, ["The Matrix", "Heat", "Alien"]);
        assert!(entries[0].favorite && !entries[1].favorite && !entries[2].favorite);
    }

    #[test]
    fn broken_files_are_refused() {
        let zip = zip_of(&[("ratings.csv", RATINGS)]);
        assert!(matches!(
            parse(&zip[..zip.len() / 2]),
            Err(ImportError::BadZip(_))
        ));
        assert_eq!(
            parse(&zip_of(&[("diary.csv", WATCHED)])),
            Err(ImportError::NothingInZip)
        );
        assert!(matches!(
            parse(b"Date,Title,Year\n2024-01-01,Heat,1995\n"),
            Err(ImportError::MissingColumn { column: "Name", .. })
        ));
        let big = "x".repeat(MAX_UNZIPPED_BYTES as usize + 10);
        assert_eq!(
            parse(&zip_of(&[("watched.csv", &big)])),
            Err(ImportError::ZipTooLarge)
        );
    }
}
